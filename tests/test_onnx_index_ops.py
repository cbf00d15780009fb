"""Index-driven bindings (runtime/onnx/bindings/{scatter,indexing,arg,scan}.py): GatherND,
GatherElements, ScatterND and ScatterElements (every reduction), TopK, NonZero and
OneHot through jit_runtime.Session against onnxruntime, on generated shapes and indices
(negative ones, repeats), with NaN and infinities in the data; then hostile indices and
shapes, which must be errors naming the op, never a write or read outside a tensor."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

pytest.importorskip("onnxruntime")
from onnx_node import close, feeds_of, node_model, run_both, run_ours  # noqa: E402

from jit_runtime.onnx import NodeError  # noqa: E402
from jit_runtime.onnx.bindings import Unsupported, bind  # noqa: E402

F = np.float32
SETTINGS = settings(max_examples=10, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def tensor(draw, min_rank=1, max_rank=4, max_side=7):
    shape = tuple(draw(st.lists(st.integers(1, max_side), min_size=min_rank, max_size=max_rank)))
    x = np.random.default_rng(draw(st.integers(0, 2 ** 16))).standard_normal(shape).astype(F)
    if draw(st.booleans()) and x.size > 3:
        x.reshape(-1)[:3] = [np.nan, np.inf, -np.inf]
    return x


def rng_of(x):
    return np.random.default_rng(int(abs(np.nansum(np.where(np.isfinite(x), x, 0)) * 1000)) % 2 ** 31)


@SETTINGS
@given(tensor(min_rank=2), st.data())
def test_gather_nd_and_elements(x, data):
    rng = rng_of(x)
    r = x.ndim
    b = data.draw(st.integers(0, r - 1))
    m = data.draw(st.integers(1, r - b))
    lead = x.shape[:b] + tuple(data.draw(st.lists(st.integers(1, 3), max_size=2)))
    idx = np.stack([rng.integers(-x.shape[b + k], x.shape[b + k], lead) for k in range(m)], -1)
    (g,), (ref,) = run_both("GatherND", [x, idx.astype(np.int64)], {"batch_dims": b}, opset=13)
    close(g, ref, rtol=0, what=f"GatherND b={b}")
    ax = data.draw(st.integers(-r, r - 1))
    ishape = tuple(data.draw(st.integers(1, d)) if k != ax % r else data.draw(st.integers(1, 5))
                   for k, d in enumerate(x.shape))
    ind = rng.integers(-x.shape[ax], x.shape[ax], ishape).astype(np.int64)
    (g,), (ref,) = run_both("GatherElements", [x, ind], {"axis": ax}, opset=13)
    close(g, ref, rtol=0, what="GatherElements")


def test_gather_nd_to_a_scalar():
    """Full coordinates pick one element: a 0-d output (numpy's ascontiguousarray makes 0-d 1-d)."""
    x = np.arange(6, dtype=F).reshape(2, 3)
    (g,), (ref,) = run_both("GatherND", [x, np.array([1, 2], np.int64)], opset=13)
    close(g, ref, rtol=0)
    assert g.shape == ()


@SETTINGS
@given(tensor(min_rank=1, max_rank=3), st.data())
def test_scatter_nd(x, data):
    rng = rng_of(x)
    r = x.ndim
    m = data.draw(st.integers(1, r))
    n = data.draw(st.integers(0, 6))
    idx = np.stack([rng.integers(-x.shape[k], x.shape[k], n) for k in range(m)], -1).reshape(n, m)
    upd = rng.standard_normal((n,) + x.shape[m:]).astype(F)
    for red, opset in (("add", 16), ("mul", 16), ("max", 18), ("min", 18)):
        xs = np.nan_to_num(x) if red in ("max", "min") else x  # NaN order differs between folds
        (g,), (ref,) = run_both("ScatterND", [xs, idx.astype(np.int64), upd], {"reduction": red}, opset=opset)
        close(g, ref, rtol=1e-5, atol=1e-6, what=f"ScatterND {red}")
    # reduction none: with repeated targets the spec leaves the order open; onnxruntime's is the last
    (g,), (ref,) = run_both("ScatterND", [x, idx.astype(np.int64), upd], opset=11)
    close(g, ref, rtol=0, what="ScatterND none")


@SETTINGS
@given(tensor(min_rank=1, max_rank=3), st.data())
def test_scatter_elements(x, data):
    rng = rng_of(x)
    r = x.ndim
    ax = data.draw(st.integers(-r, r - 1))
    ishape = tuple(data.draw(st.integers(1, d)) if k != ax % r else data.draw(st.integers(1, 6))
                   for k, d in enumerate(x.shape))
    ind = rng.integers(-x.shape[ax], x.shape[ax], ishape).astype(np.int64)
    upd = rng.standard_normal(ishape).astype(F)
    for red, opset in (("none", 11), ("add", 16), ("mul", 16), ("max", 18), ("min", 18)):
        xs = np.nan_to_num(x) if red in ("max", "min") else x
        attrs = {"axis": ax} if red == "none" else {"axis": ax, "reduction": red}
        (g,), (ref,) = run_both("ScatterElements", [xs, ind, upd], attrs, opset=opset)
        close(g, ref, rtol=1e-5, atol=1e-6, what=f"ScatterElements {red}")
    (g,), (ref,) = run_both("Scatter", [x, ind, upd], {"axis": ax}, opset=10)
    close(g, ref, rtol=0, what="Scatter")


def test_scatter_reductions_with_one_crowded_target():
    """Many updates on one element and one on each other (the rounds of the fold)."""
    x = np.arange(12, dtype=F).reshape(4, 3)
    idx = np.array([[2]] * 40 + [[0], [1], [3]], np.int64)
    upd = np.random.default_rng(1).uniform(0.9, 1.1, (43, 3)).astype(F)
    for red in ("add", "mul", "max", "min"):
        (g,), (ref,) = run_both("ScatterND", [x, idx, upd], {"reduction": red}, opset=18)
        close(g, ref, rtol=1e-5, what=red)
    xi = np.arange(12, dtype=np.int64).reshape(4, 3)
    (g,), (ref,) = run_both("ScatterND", [xi, idx, (upd * 10).astype(np.int64)], {"reduction": "add"}, opset=16)
    close(g, ref)


@SETTINGS
@given(tensor(max_rank=3, max_side=9), st.data())
def test_topk(x, data):
    ax = data.draw(st.integers(-x.ndim, x.ndim - 1))
    k = data.draw(st.integers(0, x.shape[ax]))
    if data.draw(st.booleans()):
        x = np.round(x).astype(F)  # ties
    for largest in (0, 1):
        gs, refs = run_both("TopK", [x, np.array([k], np.int64)], {"axis": ax, "largest": largest}, opset=11,
                            n_out=2, consts=(1,))
        for g, ref in zip(gs, refs):
            close(g, ref, rtol=0, what=f"TopK k={k} largest={largest}")
    if k:  # opset 9's k attribute is positive
        gs, refs = run_both("TopK", [x], {"axis": ax, "k": k}, opset=9, n_out=2)
        close(gs[0], refs[0], rtol=0)
    xi = np.nan_to_num(x, posinf=99, neginf=-99).astype(np.int64)
    gs, refs = run_both("TopK", [xi, np.array([k], np.int64)], {"axis": ax}, opset=11, n_out=2, consts=(1,))
    close(gs[1], refs[1])


@SETTINGS
@given(tensor(max_rank=4), st.data())
def test_nonzero_and_onehot(x, data):
    z = np.where(np.random.default_rng(3).random(x.shape) < 0.5, F(0), x)
    (g,), (ref,) = run_both("NonZero", [z], opset=13)
    close(g, ref)
    (g,), (ref,) = run_both("NonZero", [z != 0], opset=13)
    close(g, ref)
    depth = data.draw(st.integers(1, 6))
    ind = np.random.default_rng(4).integers(-depth - 1, depth + 1, x.shape[:2])
    ax = data.draw(st.integers(-ind.ndim - 1, ind.ndim))
    vals = np.array([data.draw(st.sampled_from([0.0, -1.5])), data.draw(st.sampled_from([1.0, 3.0]))], F)
    (g,), (ref,) = run_both("OneHot", [ind, np.array(depth, np.int64), vals], {"axis": ax}, opset=11)
    close(g, ref, rtol=0)


V, U = ValueError, Unsupported
HOSTILE = [
    ("GatherND", [np.zeros((3, 4), F), np.array([[0, 4]], np.int64)], {}, V, "index 4 is out of range"),
    ("GatherND", [np.zeros((3, 4), F), np.array([[0, 1, 2]], np.int64)], {}, V, "last dim of indices"),
    ("GatherND", [np.zeros((3, 4), F), np.array([[1.0]], F)], {}, U, "indices are float"),
    ("GatherND", [np.zeros((3, 4), F), np.array([[1.0]], F)], {"_unknown": 1}, V, "indices must be integers"),
    ("GatherElements", [np.zeros((3, 4), F), np.array([[9]], np.int64)], {"axis": 1}, V, "out of range"),
    ("ScatterND", [np.zeros((3, 4), F), np.array([[-4]], np.int64), np.ones((1, 4), F)], {}, V,
     "index -4 is out of range"),
    ("ScatterND", [np.zeros((3, 4), F), np.array([[1]], np.int64), np.ones((2, 4), F)], {}, V, "updates have shape"),
    ("ScatterND", [np.zeros((3, 4), F), np.array([[1]], np.int64), np.ones((1, 4), np.int64)], {}, U,
     "updates are int64 but data is float"),
    ("ScatterND", [np.zeros((3, 4), F), np.array([[1]], np.int64), np.ones((1, 4), np.int64)], {"_unknown": 1}, V,
     "updates are int64 but data is float32"),
    ("ScatterElements", [np.zeros((3, 4), F), np.array([[3]], np.int64), np.ones((1, 1), F)], {"axis": 0}, V,
     "index 3 is out of range"),
    ("ScatterElements", [np.zeros((3, 4), F), np.array([[1, 1]], np.int64), np.ones((1, 1), F)], {}, V,
     "must have one shape"),
    ("ScatterElements", [np.zeros((3, 4), F), np.array([[1]], np.int64), np.ones((1, 1), F)], {"axis": 2}, V,
     "axis 2 out of range"),
    ("ScatterElements", [np.zeros((3, 4), F), np.array([[1]], np.int64), np.ones((1, 1), F)],
     {"reduction": "median"}, U, "reduction 'median'"),
    ("TopK", [np.zeros((3, 4), F), np.array([5], np.int64)], {}, V, "K = 5"),
    ("TopK", [np.zeros((3, 4), F), np.array([-1], np.int64)], {}, V, "K = -1"),
    ("TopK", [np.zeros((3, 4), F), np.array([1, 2], np.int64)], {}, V, "one value"),
    ("OneHot", [np.array([1]), np.array(0), np.array([0, 1], F)], {}, V, "depth 0"),
    ("OneHot", [np.array([1]), np.array(3), np.array([0, 1, 2], F)], {}, V, "values"),
    ("CumSum", [np.zeros((3, 4), F), np.array(5, np.int64)], {}, V, "axis 5 out of range"),
    ("Trilu", [np.zeros(4, F)], {}, V, "rank 1"),
    ("Range", [np.array(0.0, F), np.array(1.0, F), np.array(0.0, F)], {}, V, "delta is zero"),
    ("Range", [np.array(0.0, F), np.array(1e30, F), np.array(1e-10, F)], {}, V, "elements"),
    ("NonZero", [np.zeros(3, np.float16)], {}, U, "float16"),
]


@pytest.mark.parametrize("op,inputs,attrs,err,why", HOSTILE, ids=[f"{h[0]}-{h[4][:16]}" for h in HOSTILE])
def test_hostile_indices_and_shapes_are_named_errors(op, inputs, attrs, err, why):
    """Bound as a session binds a node whose shapes onnx could not infer: the binding
    itself must refuse, before any kernel or numpy indexing runs."""
    import onnx
    attrs = dict(attrs)
    unknown = attrs.pop("_unknown", 0)  # element types unknown at load: the run must refuse
    opset = {"Trilu": 14, "ScatterElements": 18, "ScatterND": 18}.get(op, 13)
    node = onnx.helper.make_node(op, [f"i{k}" for k in range(len(inputs))], ["o0", "o1"][:2 if op == "TopK" else 1],
                                 **attrs)
    types = [None if unknown else onnx.helper.np_dtype_to_tensor_dtype(np.asarray(a).dtype) for a in inputs]
    with pytest.raises(err, match=why) as e:
        b = bind(node, opset, [None] * len(inputs), types, {})
        b.run([np.asarray(a) for a in inputs])
    assert op in str(e.value)


def test_a_session_names_the_node_of_a_bad_index():
    x, idx = np.zeros((3, 4), F), np.array([[0], [2]], np.int64)
    m = node_model("ScatterND", [x, idx, np.ones((2, 4), F)], opset=16)
    bad = dict(feeds_of([x, idx, np.ones((2, 4), F)]), in1=np.array([[0], [7]], np.int64))
    run_ours(m, feeds_of([x, idx, np.ones((2, 4), F)]))
    with pytest.raises(NodeError, match=r"node 'ScatterND_0' \(ScatterND.*index 7 is out of range"):
        run_ours(m, bad)
