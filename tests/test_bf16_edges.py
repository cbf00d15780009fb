"""Edges between reduced-precision products as bfloat16 codes (passes/bf16_edges.py): a
product storing y rounded to bfloat16 (gemm_int8's y_bf16), reading x's codes as they are
(its rows; its windows copied, or a padded copy for the in-place AMX convolution, from
codes; widened back to float32 where no launch reads them), reading its residual as codes
(res_bf16).

- bit for bit: a product on codes gives the codes of what the float32 product gives on
  the values the codes stand for (from_bf16), as a product stores them (to_bf16_stored:
  vcvtneps2bf16's rounding, denormals to signed zero), for rows (K a multiple of 32 and not),
  windows of every path, the residual, clamps, NaN, infinities, -0.0, subnormals and
  large values, on 1 and 2 threads; BF16MatMul and Int8MatMul;
- the pass: which edges become codes and which stay float32 (text in, text out);
- a residual chain of convolutions with the pass in place, against float64.
"""
from __future__ import annotations

import numpy as np
import onnx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

from jit_runtime.onnx.bf16 import NativeBF16MatMul, from_bf16, to_bf16, to_bf16_stored
from jit_runtime.onnx.edges import CODES, Edges
from jit_runtime.onnx.bindings.options import with_options
from jit_runtime.onnx.int8 import NativeMatMul, Window, quantize_weights
from jit_runtime.onnx.model import load
from jit_runtime.onnx.passes import BF16Edges
from jit_runtime.qgemm import has_amx
from test_bf16 import HOST, SETTINGS, needs_bf16
from test_amx import _windows
from test_bf16_inside import _x

AMX = HOST if has_amx(HOST) else None


def _codes(rng: np.random.Generator, shape: tuple[int, ...], specials: bool) -> np.ndarray:
    return to_bf16(_x(rng, shape, specials))


def _same_codes(got: np.ndarray, want: np.ndarray) -> None:
    """Equal codes, but any NaN code for a NaN: which operand's NaN (its sign, its payload)
    an operation passes on is not fixed, and a stored code keeps it."""
    nan = np.isnan(from_bf16(want))
    np.testing.assert_array_equal(np.isnan(from_bf16(got)), nan)
    np.testing.assert_array_equal(got[~nan], want[~nan])


def _run(native, inputs: list, threads: int) -> np.ndarray:
    return with_options(native.run)(inputs, threads=threads)[0]


@needs_bf16
@settings(max_examples=40, **SETTINGS)
@given(m=st.integers(1, 200), k=st.sampled_from([32, 64, 96, 33, 70]), n=st.integers(1, 70),
       residual=st.booleans(), clamp=st.sampled_from([None, (0.0, np.inf), (0.0, 6.0)]), specials=st.booleans(),
       threads=st.sampled_from([1, 2]), seed=st.integers(0, 2 ** 31))
def test_rows_on_codes_are_the_codes_of_the_float32_product(m, k, n, residual, clamp, specials, threads, seed):
    rng = np.random.default_rng(seed)
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    bv = rng.standard_normal(n).astype(np.float32)
    x, r = _codes(rng, (m, k), specials), _codes(rng, (m, n), specials)
    want = _run(NativeBF16MatMul(wb, bv, clamp, None, residual),
                [from_bf16(x), wb, bv] + ([from_bf16(r)] if residual else []), threads)
    got = _run(NativeBF16MatMul(wb, bv, clamp, None, residual, Edges(True, residual, True)),
               [x, wb, bv] + ([r] if residual else []), threads)
    assert got.dtype == np.uint16 and got.shape == (m, n)
    _same_codes(got, to_bf16_stored(want))
    if not specials:  # and within two bfloat16 roundings of the float64 product
        ref = from_bf16(x).astype(np.float64) @ from_bf16(wb).astype(np.float64) + bv + \
            (from_bf16(r) if residual else 0)
        ref = np.clip(ref, *clamp) if clamp else ref
        assert np.abs(from_bf16(got) - ref).max() <= 2.0 ** -8 * np.abs(ref).max() + 1e-6 * k


@needs_bf16
@settings(max_examples=30, **SETTINGS)
@given(case=st.sampled_from([((3, 3), (1, 1), (1, 1, 1, 1), 32), ((3, 3), (1, 1), (1, 1, 1, 1), 64),
                             ((1, 1), (2, 2), (0, 0, 0, 0), 64), ((3, 3), (2, 2), (1, 1, 1, 1), 32),
                             ((3, 3), (1, 1), (1, 1, 1, 1), 160), ((3, 3), (1, 1), (0, 1, 2, 0), 5)]),
       h=st.integers(4, 16), w=st.integers(4, 16), n=st.integers(1, 40), residual=st.booleans(),
       y_codes=st.booleans(), specials=st.booleans(), threads=st.sampled_from([1, 2]), seed=st.integers(0, 2 ** 31))
def test_windows_of_codes_match_the_float32_product(case, h, w, n, residual, y_codes, specials, threads, seed):
    """Every window path on codes: the in-place AMX convolution (its padded copy made from
    codes), the windows copied from codes (a 1x1 stride-2 one too), and x widened where
    no launch reads codes (K = 1440 past the stack block; 5 channels off AMX); y stored as
    codes by each (the AMX convolution's epilogue too)."""
    kernel, strides, pads, c = case
    win = Window(kernel, strides, (1, 1), pads)
    oh, ow = win.out_hw(h, w)
    rng = np.random.default_rng(seed)
    k = kernel[0] * kernel[1] * c
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32) / np.sqrt(k))
    bv = rng.standard_normal(n).astype(np.float32)
    x, r = _codes(rng, (2, h, w, c), specials), _codes(rng, (2, oh, ow, n), specials)
    want = _run(NativeBF16MatMul(wb, bv, (0.0, np.inf), win, residual),
                [from_bf16(x), wb, bv] + ([from_bf16(r)] if residual else []), threads)
    got = _run(NativeBF16MatMul(wb, bv, (0.0, np.inf), win, residual, Edges(True, residual, y_codes)),
               [x, wb, bv] + ([r] if residual else []), threads)
    if y_codes:
        assert got.dtype == np.uint16
        _same_codes(got, to_bf16_stored(want))
    else:
        assert got.dtype == np.float32
        np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))
    if not specials:  # and within float32 summation's bound of the float64 product (one more rounding for codes)
        cols = _windows(from_bf16(x).astype(np.float64), win)
        w64, r64 = from_bf16(wb).astype(np.float64), from_bf16(r).reshape(-1, n).astype(np.float64)
        ref = np.maximum(cols @ w64 + bv + (r64 if residual else 0), 0)
        mag = np.abs(cols) @ np.abs(w64) + np.abs(bv) + (np.abs(r64) if residual else 0)
        y32 = (from_bf16(got) if y_codes else got).reshape(-1, n)
        bound = (k + 2) * 2.0 ** -23 * mag + (2.0 ** -8 * np.abs(ref) if y_codes else 0) + 1e-30
        assert (np.abs(y32 - ref) <= bound).all()


@settings(max_examples=25, **SETTINGS)
@given(m=st.integers(1, 150), k=st.sampled_from([16, 64, 200]), n=st.integers(1, 70), window=st.booleans(),
       residual=st.booleans(), specials=st.booleans(), threads=st.sampled_from([1, 2]), seed=st.integers(0, 2 ** 31))
def test_int8_products_store_codes_and_read_a_residual_of_codes(m, k, n, window, residual, specials, threads, seed):
    """Int8MatMul (rows quantized per row, or one m for x's windows: the GEMM, or with no
    residual and 64 channels the in-place AMX convolution) with y stored as codes and a
    residual of codes: the codes of its float32 result with the residual's values."""
    rng = np.random.default_rng(seed)
    win = Window((3, 3), (1, 1), (1, 1), (1, 1, 1, 1)) if window else None
    kk = 9 * k if window else k
    wq, ws = quantize_weights(rng.standard_normal((kk, n)).astype(np.float32), 1)
    bv = rng.standard_normal(n).astype(np.float32)
    x = _x(rng, (1, m, 4, k) if window else (m, k), specials)
    rows = m * 4 if window else m
    r = _codes(rng, (rows, n), specials)
    extra = [from_bf16(r)] if residual else []
    want = _run(NativeMatMul(wq, ws, bv, (0.0, 6.0), win, residual=residual), [x, wq, ws, bv] + extra, threads)
    got = _run(NativeMatMul(wq, ws, bv, (0.0, 6.0), win, residual=residual, edges=Edges(False, residual, True)),
               [x, wq, ws, bv] + ([r] if residual else []), threads)
    assert got.dtype == np.uint16
    _same_codes(got.reshape(-1), to_bf16_stored(want).reshape(-1))


def test_edges_are_refused_where_no_kernel_makes_them():
    wb = np.zeros((32, 8), np.uint16)
    with pytest.raises(ValueError, match="per-call quantization"):
        NativeMatMul(np.zeros((32, 8), np.int8), np.ones(8, np.float32), None, given=(0.1, 128),
                     edges=Edges(y=True))
    nm = NativeBF16MatMul(wb, None, None, None, edges=Edges(x=True))
    with pytest.raises(ValueError, match="expected bfloat16 codes"):
        nm.run([np.zeros((4, 32), np.float32)])


# --- the pass ------------------------------------------------------------------------------

def _node(op: str, name: str, ins: list[str], **attrs) -> onnx.NodeProto:
    return helper.make_node(op, ins, [name], name=name, domain="jit_runtime" if op[0] in "BI" else "", **attrs)


def _graph(nodes: list, k: int = 64, outputs: tuple[str, ...] = ("out",)) -> onnx.ModelProto:
    inits = [numpy_helper.from_array(np.zeros((k, k), np.uint16), "wb"),
             numpy_helper.from_array(np.zeros((k, k), np.int8), "wq"),
             numpy_helper.from_array(np.ones(k, np.float32), "ws")]
    vi = [helper.make_tensor_value_info(nd.output[0], TensorProto.FLOAT, [1, 8, 8, k]) for nd in nodes]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 8, k])],
                          [helper.make_tensor_value_info(o, TensorProto.FLOAT, [1, 8, 8, k]) for o in outputs],
                          inits, value_info=vi)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("jit_runtime", 1)])


def _coded(model: onnx.ModelProto, device=AMX) -> tuple[set[str], set[str]]:
    """(the nodes storing y as codes, the values typed as codes) after the pass."""
    g = BF16Edges(device).apply(load(model))
    stored = {n.name for n in g.nodes if any(a.name == "bf16_out" and a.i for a in n.proto.attribute)}
    return stored, {name for name, t in g.tensors.items() if t.elem_type == CODES and name not in g.initializers}


def test_an_edge_read_only_by_products_becomes_codes():
    m = _graph([_node("BF16MatMul", "a", ["x", "wb"]),
                _node("BF16MatMul", "b", ["a", "wb", "", "a"], residual=1),
                _node("Int8MatMul", "c", ["b", "wq", "ws", "", "b"], residual=1),
                _node("Relu", "out", ["c"])])
    assert _coded(m) == ({"a"}, {"a"})  # b is read as Int8MatMul's x: float32; c by a Relu


@pytest.mark.parametrize("reader, why", [
    (_node("Relu", "r", ["a"]), "a float32 node"),
    (_node("Int8MatMul", "r", ["a", "wq", "ws"]), "Int8MatMul's x"),
    (_node("BF16MatMul", "r", ["x", "wb", "a"]), "a bias"),
    (_node("BF16MatMul", "r", ["x", "wb", "", "a"]), "a residual input without residual=1"),
])
def test_an_edge_with_another_reader_stays_float32(reader, why):
    m = _graph([_node("BF16MatMul", "a", ["x", "wb"]), _node("BF16MatMul", "b", ["a", "wb"]), reader,
                _node("BF16MatMul", "out", ["b", "wb"])], outputs=("out", "r"))
    stored, coded = _coded(m)
    assert "a" not in stored and "a" not in coded, why
    assert "b" in coded  # (its only reader a product)


def test_outputs_given_quantizations_short_rows_and_window_readers_stay_float32():
    out = _graph([_node("BF16MatMul", "a", ["x", "wb"]), _node("BF16MatMul", "out", ["a", "wb"])],
                 outputs=("out", "a"))
    assert _coded(out) == (set(), set())  # a graph output
    win = [1, 1, 1, 1, 1, 1, 0, 0, 0, 0]
    given = _graph([_node("Int8MatMul", "a", ["x", "wq", "ws"], given=[0.1, 128.0]),
                    _node("BF16MatMul", "out", ["a", "wb"])])
    assert _coded(given) == (set(), set())  # a given quantization (a QDQ model's): float32 as the model has it
    producer = _graph([_node("BF16MatMul", "a", ["x", "wb"], window=win), _node("BF16MatMul", "out", ["a", "wb"])])
    assert _coded(producer) == ({"a"}, {"a"})  # a producer over windows (its GEMM's or AMX convolution's epilogue)
    assert _coded(_graph([_node("BF16MatMul", "a", ["x", "wb"]), _node("BF16MatMul", "out", ["a", "wb"])],
                         k=48)) == (set(), set())  # K not whole AMX k tiles
    reader = _graph([_node("BF16MatMul", "a", ["x", "wb"]), _node("BF16MatMul", "out", ["a", "wb"], window=win)])
    assert _coded(reader, None) == (set(), set())  # a window reader off AMX would widen x back
    dilated = _graph([_node("BF16MatMul", "a", ["x", "wb"]),
                      _node("BF16MatMul", "out", ["a", "wb"], window=[3, 3, 2, 2, 1, 2, 1, 2, 1, 2])])
    assert _coded(dilated) == (set(), set())  # strided, dilated along W: neither copies it from codes


def _depthwise(name: str, x: str) -> onnx.NodeProto:
    text = (f"op dw_{name}(x: f32[N, H, W, K], w: f32[R, S, K], b: f32[K])\n    -> y: f32[N, H, W, K] {{\n"
            "    y[n, p, q, k] = b[k] + sum[r, s](x[n, p + r, q + s, k] * w[r, s, k])\n}\n")
    return helper.make_node("FusedConvNHWC", [x, "wd", ""], [name], name=name, domain="jit_runtime", opdsl=text)


def test_a_depthwise_stores_codes_where_its_readers_read_them():
    """expand -> depthwise -> project: the depthwise conv reads and stores codes where its
    reader is a BF16MatMul; an Int8MatMul reader (or a graph output) keeps its y float32."""
    def model(project: onnx.NodeProto, outputs=("out",)) -> onnx.ModelProto:
        m = _graph([_node("BF16MatMul", "e", ["x", "wb"]), _depthwise("d", "e"), project], outputs=outputs)
        m.graph.initializer.append(numpy_helper.from_array(np.zeros((3, 3, 64), np.float32), "wd"))
        return m
    g = BF16Edges(AMX).apply(load(model(_node("BF16MatMul", "out", ["d", "wb"]))))
    d = next(n for n in g.nodes if n.name == "d")
    text = next(a.s.decode() for a in d.proto.attribute if a.name == "opdsl")
    assert text.startswith("op dw_d_bx_by(x: bf16[") and "-> y: bf16[" in text
    assert _coded(model(_node("BF16MatMul", "out", ["d", "wb"]))) == ({"e"}, {"e", "d"})
    assert _coded(model(_node("Int8MatMul", "out", ["d", "wq", "ws"]))) == ({"e"}, {"e"})
    assert _coded(model(_node("BF16MatMul", "out", ["d", "wb"]), outputs=("out", "d"))) == ({"e"}, {"e"})


# --- a model -------------------------------------------------------------------------------

def _chain() -> onnx.ModelProto:
    """x [1, 32, 12, 12] -> two residual blocks of 1x1 and 3x3 convolutions -> y."""
    rng = np.random.default_rng(11)
    names = ("p1", "p2", "c3", "p4", "p5")
    inits = [numpy_helper.from_array((rng.standard_normal((32, 32, 3 if n == "c3" else 1, 3 if n == "c3" else 1))
                                      / (17 if n == "c3" else 6)).astype(np.float32), f"w{n}") for n in names]
    conv = lambda n, x, **kw: helper.make_node("Conv", [x, f"w{n}"], [n], name=n, **kw)  # noqa: E731
    nodes = [conv("p1", "x"), helper.make_node("Relu", ["p1"], ["a"], name="ra"),
             conv("p2", "a"), helper.make_node("Add", ["p2", "a"], ["s1"], name="add1"),
             helper.make_node("Relu", ["s1"], ["b"], name="rb"),
             conv("c3", "b", pads=[1, 1, 1, 1]), helper.make_node("Relu", ["c3"], ["c"], name="rc"),
             conv("p4", "c"), helper.make_node("Add", ["p4", "b"], ["s2"], name="add2"),
             helper.make_node("Relu", ["s2"], ["d"], name="rd"), conv("p5", "d")]
    g = helper.make_graph(nodes, "chain", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 32, 12, 12])],
                          [helper.make_tensor_value_info("p5", TensorProto.FLOAT, [1, 32, 12, 12])], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def _chain_ref(m: onnx.ModelProto, x: np.ndarray) -> np.ndarray:
    w = {t.name: numpy_helper.to_array(t).astype(np.float64) for t in m.graph.initializer}

    def conv(a, n):
        k = w[f"w{n}"]
        if k.shape[2] == 1:
            return np.einsum("kc,nchw->nkhw", k[:, :, 0, 0], a)
        p = np.pad(a, ((0, 0), (0, 0), (1, 1), (1, 1)))
        return sum(np.einsum("kc,nchw->nkhw", k[:, :, i, j], p[:, :, i:i + 12, j:j + 12])
                   for i in range(3) for j in range(3))
    relu = lambda v: np.maximum(v, 0)  # noqa: E731
    a = relu(conv(x, "p1"))
    b = relu(conv(a, "p2") + a)
    d = relu(conv(relu(conv(b, "c3")), "p4") + b)
    return conv(d, "p5")


@needs_bf16
def test_a_residual_chain_runs_on_codes_within_bfloat16s_bound():
    from jit_runtime import Session
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    m = _chain()
    x = np.random.default_rng(2).standard_normal((1, 32, 12, 12)).astype(np.float32)
    ref = _chain_ref(m, x.astype(np.float64))
    plain = Session(m, passes=P.default(B, lanes=HOST.lanes, bf16=True), progress=False)
    coded = Session(m, passes=P.default(B, lanes=HOST.lanes, bf16=True, edges=BF16Edges(AMX)), progress=False)
    stored = [n.name for n in coded._current.graph.nodes if any(a.name == "bf16_out" for a in n.proto.attribute)]
    assert {"p1", "p4"} <= set(stored)  # (p2 folds add1: read by c3 as x and by p4 as its residual)
    said = coded.explain()
    assert "y stored as bfloat16 codes" in said and "reading x as bfloat16 codes" in said
    for s in (plain, coded):
        y = s.run({"x": x})["p5"]
        assert y.dtype == np.float32 and np.abs(y - ref).max() <= 2e-2 * np.abs(ref).max()


def _runs(session, xs: list[np.ndarray]) -> list[np.ndarray]:
    return [session.run({"x": x})["p5"].copy() for x in xs]


@needs_bf16
@pytest.mark.parametrize("widen", [False, True])
def test_replayed_runs_on_codes_follow_their_inputs(widen, monkeypatch):
    """Five runs of fresh inputs (the later ones replayed natively) equal the same session
    run instrumented (replay=False); widen: the pass told every window reader reads codes,
    so the 3x3 reader of a residual of codes widens x in numpy where no launch reads them
    (host_work: its runs are not replayed, and still right)."""
    from jit_runtime import Session
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    import jit_runtime.onnx.passes.bf16_edges as E
    if widen:
        monkeypatch.setattr(E, "window_reads_codes", lambda *a: True)
        import jit_runtime.onnx.bf16 as bf16
        monkeypatch.setattr(bf16, "_code_windows", lambda *a: None)  # (no copy from codes: widened)
        import jit_runtime.convamx as convamx
        monkeypatch.setattr(convamx, "_geometry", lambda *a: None)  # (nor the in-place convolution)
    m = _chain()
    passes = P.default(B, lanes=HOST.lanes, bf16=True, edges=BF16Edges(HOST))
    xs = [np.random.default_rng(s).standard_normal((1, 32, 12, 12)).astype(np.float32) * (s + 1) for s in range(5)]
    replayed = Session(m, passes=passes, progress=False)
    got = _runs(replayed, xs)
    want = _runs(Session(m, passes=passes, progress=False, replay=False), xs)
    c3 = next(n for n in replayed._current.graph.nodes if n.name == "c3")
    assert replayed._current.graph.tensors[c3.inputs[0]].elem_type == CODES
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)
    arenas = list(replayed._current.arenas.values())
    assert all((a.replay is None) == widen for a in arenas)  # widened: never replayed


@needs_bf16
def test_a_load_record_keeps_the_edges(tmp_path, monkeypatch):
    """precision="model" on the chain declared bfloat16: the second load reads the graph
    after passes from its load record, codes edges included, and gives the same outputs."""
    import ml_dtypes
    from jit_runtime import Session
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    m = _chain()
    for k, t in enumerate(m.graph.initializer):
        m.graph.initializer[k].CopyFrom(numpy_helper.from_array(numpy_helper.to_array(t).astype(ml_dtypes.bfloat16),
                                                                t.name))
    for vi in (*m.graph.input, *m.graph.output):
        vi.type.tensor_type.elem_type = TensorProto.BFLOAT16
    x = np.random.default_rng(4).standard_normal((1, 32, 12, 12)).astype(ml_dtypes.bfloat16)
    first = Session(m, progress=False, precision="model")
    want = [np.asarray(first.run({"x": x})["p5"], np.float32) for _ in range(2)]  # (the record written)
    second = Session(m, progress=False, precision="model")
    assert second.load_profile().record == "used"
    for s in (first, second):
        stored = [n.name for n in s._current.graph.nodes if any(a.name == "bf16_out" for a in n.proto.attribute)]
        assert {"p1", "p4"} <= set(stored)
    for w in want:
        np.testing.assert_array_equal(np.asarray(second.run({"x": x})["p5"], np.float32), w)


def _inverted_residual() -> onnx.ModelProto:
    """x [1, 32, 14, 14] -> 1x1 expand (Clip 0..6) -> 3x3 depthwise (Clip 0..6) -> 1x1
    project -> y (mobilenet_v2's block)."""
    rng = np.random.default_rng(8)
    inits = [numpy_helper.from_array(a.astype(np.float32), n) for n, a in (
        ("we", rng.standard_normal((64, 32, 1, 1)) / 6), ("wd", rng.standard_normal((64, 1, 3, 3)) / 3),
        ("wp", rng.standard_normal((32, 64, 1, 1)) / 8), ("lo", np.zeros(())), ("hi", np.full((), 6.0)))]
    nodes = [helper.make_node("Conv", ["x", "we"], ["e"], name="expand"),
             helper.make_node("Clip", ["e", "lo", "hi"], ["e6"], name="clip1"),
             helper.make_node("Conv", ["e6", "wd"], ["d"], name="dw", group=64, pads=[1, 1, 1, 1], kernel_shape=[3, 3]),
             helper.make_node("Clip", ["d", "lo", "hi"], ["d6"], name="clip2"),
             helper.make_node("Conv", ["d6", "wp"], ["y"], name="project")]
    g = helper.make_graph(nodes, "block", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 32, 14, 14])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 32, 14, 14])], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


@needs_bf16
def test_a_depthwise_reads_and_stores_codes():
    """The expansion stores codes, the fused depthwise conv reads them and stores its own
    (its op text's x and y retyped bf16, the op renamed), the projection reads those:
    against float64 within bfloat16's bound, and replayed runs equal instrumented ones."""
    from jit_runtime import Session
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    m = _inverted_residual()
    passes = P.default(B, lanes=HOST.lanes, bf16=True, edges=BF16Edges(AMX))
    s = Session(m, passes=passes, progress=False)
    g = s._current.graph
    expand = next(n for n in g.nodes if n.name == "expand")
    dw = next(n for n in g.nodes if n.name == "dw")
    assert any(a.name == "bf16_out" for a in expand.proto.attribute) and dw.op_type == "FusedConvNHWC"
    text = next(a.s.decode() for a in dw.proto.attribute if a.name == "opdsl")
    assert "_bx_by(x: bf16[" in text and "-> y: bf16[" in text
    assert g.tensors[dw.inputs[0]].elem_type == CODES and g.tensors[dw.outputs[0]].elem_type == CODES
    said = s.explain()
    assert "reading x as bfloat16 codes" in said  # (the projection)
    assert "reading x and storing y as bfloat16 codes" in said  # (the depthwise conv)
    w = {t.name: numpy_helper.to_array(t).astype(np.float64) for t in m.graph.initializer}
    xs = [np.random.default_rng(k).standard_normal((1, 32, 14, 14)).astype(np.float32) for k in range(4)]
    plain = Session(m, passes=passes, progress=False, replay=False)
    for x in xs:
        e = np.clip(np.einsum("kc,nchw->nkhw", w["we"][:, :, 0, 0], x.astype(np.float64)), 0, 6)
        p = np.pad(e, ((0, 0), (0, 0), (1, 1), (1, 1)))
        d = np.clip(sum(w["wd"][None, :, 0, i, j, None, None] * p[:, :, i:i + 14, j:j + 14]
                        for i in range(3) for j in range(3)), 0, 6)
        ref = np.einsum("kc,nchw->nkhw", w["wp"][:, :, 0, 0], d)
        got = s.run({"x": x})["y"]
        assert np.abs(got - ref).max() <= 2e-2 * np.abs(ref).max()
        np.testing.assert_array_equal(got, plain.run({"x": x})["y"])
