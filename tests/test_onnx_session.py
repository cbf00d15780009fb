"""Sessions: loading, binding every node at load, fallback, re-planning, the arena, the
profile; with a small fake bindings module (always), and whole models against
onnxruntime with the real bindings (when jit_runtime.onnx.bindings is installed)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import types
import warnings
from dataclasses import dataclass
from typing import Callable

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import UnsupportedModel, program
from jit_runtime.onnx.profile import records

RNG = np.random.default_rng(0)


def vi(name, shape, t=TensorProto.FLOAT):
    return helper.make_tensor_value_info(name, t, shape)


def model(nodes, inputs, outputs, inits=(), opset=17, ir=None, functions=(), extra_opsets=()):
    g = helper.make_graph(nodes, "test", [vi(*i) for i in inputs], [vi(*o) for o in outputs],
                          initializer=[numpy_helper.from_array(np.asarray(a), n) for n, a in inits])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)] + list(extra_opsets),
                          functions=list(functions))
    if ir is not None:
        m.ir_version = ir
    return m


def randn(*shape, scale=1.0):
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


# --- a fake bindings module: numpy kernels, enough for the session's own logic ----------

class FakeUnsupported(Exception):
    def __init__(self, op_type, domain, opset, reason):
        self.op_type, self.domain, self.opset, self.reason = op_type, domain, opset, reason
        super().__init__(f"{op_type} (domain '{domain or 'ai.onnx'}', opset {opset}): {reason}")


@dataclass
class FakeBinding:
    op_type: str
    dsl_op: str | None
    kind: str
    run: Callable
    inplace_ok: bool = False

    def call_options(self, options: dict) -> dict:
        return {}  # numpy stand-ins take no variant, device or threads


def _kernel(fn):
    def run(i, out=None):
        r = fn(*i)
        if out is not None:
            np.copyto(out[0], r)
            return [out[0]]
        return [r]
    return run


def fake_bind(node, opset, shapes, dtypes, consts):
    t = node.op_type
    if node.domain == "jit_runtime":  # the nodes the layout passes make: real bindings, as bind does
        from jit_runtime.onnx.fused import bind
        return bind(node, opset, shapes, dtypes, consts)
    if node.domain not in ("", "ai.onnx"):
        raise FakeUnsupported(t, node.domain, opset, "unknown domain")
    attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
    kernels = {"MatMul": (np.matmul, False), "Add": (np.add, True), "Mul": (np.multiply, True),
               "Relu": (lambda x: np.maximum(x, 0), True),
               "Softmax": (lambda x: np.exp(x - x.max(-1, keepdims=True)) /
                           np.exp(x - x.max(-1, keepdims=True)).sum(-1, keepdims=True), False)}
    if t in kernels:
        fn, inplace = kernels[t]
        return FakeBinding(t, t.lower(), "kernel", _kernel(fn), inplace)
    if t == "Reshape":
        return FakeBinding(t, None, "view", lambda i, out=None: [
            i[0].reshape([d if d else i[0].shape[k] for k, d in enumerate(i[1])])])
    if t == "Shape":
        return FakeBinding(t, None, "shape", lambda i, out=None: [np.array(i[0].shape, np.int64)])
    if t == "Transpose":
        return FakeBinding(t, None, "view", lambda i, out=None: [np.transpose(i[0], attrs.get("perm"))])
    raise FakeUnsupported(t, node.domain, opset, "no binding in the fake")


@pytest.fixture
def fake(monkeypatch, tmp_path):
    # a cache of its own: a load record or frozen plan that another test's real bindings
    # left for the same model bytes would run real kernels past the fake
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "fake-cache"))
    mod = types.ModuleType("jit_runtime.onnx.bindings")
    mod.Unsupported, mod.Binding, mod.bind = FakeUnsupported, FakeBinding, fake_bind
    mod.SUPPORTED = {k: (7, 21) for k in ("MatMul", "Add", "Mul", "Relu", "Softmax", "Reshape", "Shape", "Transpose")}
    monkeypatch.setattr(program, "bindings_module", lambda: mod)
    return mod


def mlp(d_in=16, d_h=32, d_out=10, batch="N"):
    w1, b1, w2, b2 = randn(d_in, d_h, scale=0.3), randn(d_h), randn(d_h, d_out, scale=0.3), randn(d_out)
    nodes = [helper.make_node("MatMul", ["x", "w1"], ["h1"], name="mm1"),
             helper.make_node("Add", ["h1", "b1"], ["h2"], name="add1"),
             helper.make_node("Relu", ["h2"], ["h3"], name="relu1"),
             helper.make_node("MatMul", ["h3", "w2"], ["h4"], name="mm2"),
             helper.make_node("Add", ["h4", "b2"], ["h5"], name="add2"),
             helper.make_node("Relu", ["h5"], ["h6"], name="relu2"),
             helper.make_node("Softmax", ["h6"], ["y"], name="softmax", axis=-1)]
    return model(nodes, [("x", [batch, d_in])], [("y", [batch, d_out])],
                 [("w1", w1), ("b1", b1), ("w2", w2), ("b2", b2)])


def reference(m, feeds):
    from onnx.reference import ReferenceEvaluator
    return ReferenceEvaluator(m).run(None, feeds)


def close(got, want, rel=1e-4):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert got.shape == want.shape
    err = np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30)
    assert err <= rel, f"max error / max |ref| = {err:.3g} > {rel}"


# --- the API ----------------------------------------------------------------------------

def test_run_takes_path_bytes_or_proto_and_returns_outputs_in_order(fake, tmp_path):
    m = mlp()
    x = randn(3, 16)
    want = reference(m, {"x": x})[0]
    path = tmp_path / "mlp.onnx"
    onnx.save(m, path)
    for src in (m, m.SerializeToString(), str(path), path):
        out = jr.run(src, {"x": x})
        assert list(out) == ["y"]
        close(out["y"], want)


def test_session_describes_inputs_and_outputs(fake):
    s = jr.Session(mlp())
    assert [(t.name, t.shape, t.dtype) for t in s.inputs] == [("x", ("N", 16), np.dtype(np.float32))]
    assert [(t.name, t.shape) for t in s.outputs] == [("y", ("N", 10))]


def test_outputs_belong_to_the_caller(fake):
    s = jr.Session(mlp())
    x = randn(2, 16)
    a = s.run({"x": x})["y"]
    keep = a.copy()
    b = s.run({"x": x * 2})["y"]
    np.testing.assert_array_equal(a, keep)  # the second run did not write into the first's output
    assert not np.shares_memory(a, b)
    assert not any(np.shares_memory(a, s._current.latest.buffer) for a in (a, b))


def test_inputs_are_checked(fake):
    s = jr.Session(mlp())
    with pytest.raises(TypeError, match="input 'x' must be float32, got float64"):
        s.run({"x": np.zeros((2, 16))})
    with pytest.raises(ValueError, match="missing input: x"):
        s.run({})
    with pytest.raises(ValueError, match="unknown input 'z'"):
        s.run({"x": randn(2, 16), "z": randn(1)})
    with pytest.raises(ValueError, match="input 'x' dim 1 is 15; the model declares 16"):
        s.run({"x": randn(2, 15)})


# --- no silent fallback -----------------------------------------------------------------

def unsupported_model():
    return model([helper.make_node("Relu", ["x"], ["a"], name="r"),
                  helper.make_node("Neg", ["a"], ["b"], name="negate"),
                  helper.make_node("Abs", ["b"], ["c"], name="absolute"),
                  helper.make_node("Relu", ["c"], ["y"], name="r2")],
                 [("x", [2, 3])], [("y", [2, 3])])


def test_unsupported_nodes_reported_all_at_once(fake):
    with pytest.raises(UnsupportedModel) as info:
        jr.Session(unsupported_model())
    e = info.value
    assert isinstance(e, ValueError)
    assert [(n, t, o) for n, t, _, o, _ in e.nodes] == [("negate", "Neg", 17), ("absolute", "Abs", 17)]
    assert "node 'negate': Neg (domain 'ai.onnx', opset 17)" in str(e)
    assert "node 'absolute': Abs (domain 'ai.onnx', opset 17)" in str(e)


def test_fallback_reference_runs_and_warns_once(fake):
    m = unsupported_model()
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        s = jr.Session(m, fallback="reference")
        x = randn(2, 3)
        for _ in range(3):
            y = s.run({"x": x})["y"]
    msgs = [str(x.message) for x in w if issubclass(x.category, RuntimeWarning)]
    assert len(msgs) == 1 and "'negate' (Neg" in msgs[0] and "'absolute' (Abs" in msgs[0]
    close(y, reference(m, {"x": x})[0])
    rows = {line.split()[1]: line for line in s.profile().splitlines()[2:-1]}
    assert " yes " in rows["negate"] and " no " in rows["r"]
    assert "FALLBACK" in s.explain()
    assert [e["args"]["fallback"] for e in s.profile(format="chrome")["traceEvents"][1:]] == [False, True, True, False]


def test_custom_domain_without_reference_implementation_stays_an_error(fake):
    m = model([helper.make_node("Frob", ["x"], ["y"], name="frob", domain="com.example")],
              [("x", [2])], [("y", [2])], extra_opsets=[helper.make_opsetid("com.example", 1)])
    with pytest.raises(UnsupportedModel, match=r"node 'frob': Frob \(domain 'com.example', opset 1\)"):
        jr.Session(m, fallback="reference")


def test_model_local_function_runs_through_the_reference_fallback(fake):
    fn = helper.make_function("com.example", "Twice", ["a"], ["b"],
                              [helper.make_node("Add", ["a", "a"], ["b"])], [helper.make_opsetid("", 17)])
    m = model([helper.make_node("Twice", ["x"], ["t"], name="twice", domain="com.example"),
               helper.make_node("Relu", ["t"], ["y"], name="r")],
              [("x", [4])], [("y", [4])], functions=[fn], extra_opsets=[helper.make_opsetid("com.example", 1)])
    x = randn(4)
    with pytest.warns(RuntimeWarning, match="'twice' \\(Twice, domain 'com.example', opset 1\\)"):
        y = jr.run(m, {"x": x}, fallback="reference")["y"]
    np.testing.assert_allclose(y, np.maximum(2 * x, 0))


# --- shapes, plans, the arena -----------------------------------------------------------

def test_dynamic_batch_replans(fake):
    m = mlp()
    s = jr.Session(m)
    assert s.plan is None  # a symbolic batch: planned at the first run
    peaks = {}
    for n in (2, 5, 2, 5):
        x = randn(n, 16)
        close(s.run({"x": x})["y"], reference(m, {"x": x})[0])
        peaks.setdefault(n, s.plan.peak_bytes)
        assert s.plan.peak_bytes == peaks[n]
    assert peaks[5] > peaks[2]
    assert s._current.runs == 2  # the first run of each shape records; the other two used a plan


def test_static_model_is_planned_at_load(fake):
    s = jr.Session(mlp(batch=4))
    assert s.plan is not None and s.plan.peak_bytes > 0


def test_memory_plan_reuses_buffers_and_live_values_never_overlap(fake):
    s = jr.Session(mlp(d_h=256, batch=8))
    p = s.plan
    assert p.peak_bytes < p.no_reuse_bytes
    assert p.conflicts() == []
    assert any(sl.inplace_of for sl in p.slots)  # Relu over Add's output, which dies there
    # the arena views the session hands out match the plan
    arena = s._current.latest
    views = [o for outs in arena.outs if outs for o in outs]
    assert views and all(v.ctypes.data % 64 == 0 and np.shares_memory(v, arena.buffer) for v in views)


def test_views_stay_views_and_outputs_are_copied(fake):
    m = model([helper.make_node("Relu", ["x"], ["r"], name="relu"),
               helper.make_node("Reshape", ["r", "shape"], ["y"], name="reshape"),
               helper.make_node("Shape", ["r"], ["s"], name="shape_of")],
              [("x", [2, 6])], [("y", [3, 4]), ("s", [2], TensorProto.INT64)],
              [("shape", np.array([3, 4], np.int64))])
    s = jr.Session(m)
    x = randn(2, 6)
    out = s.run({"x": x})
    np.testing.assert_array_equal(out["y"], np.maximum(x, 0).reshape(3, 4))
    np.testing.assert_array_equal(out["s"], [2, 6])
    assert "reshape (Reshape): view" in s.explain()
    slot = s.plan.slot("r")
    # r lives until the outputs are copied (step 2: the Shape of r, static, folded at load), because y is a view of it
    assert slot.last == 2 and "shape_of" not in s.explain()


def test_ir3_initializers_listed_as_inputs_are_constants_unless_fed(fake):
    w = randn(4, 4)
    m = model([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")],
              [("x", [1, 4]), ("w", [4, 4])], [("y", [1, 4])], [("w", w)], opset=7, ir=3)
    s = jr.Session(m)
    assert [t.name for t in s.inputs] == ["x"] and [t.name for t in s.overridable] == ["w"]
    x = randn(1, 4)
    np.testing.assert_allclose(s.run({"x": x})["y"], x @ w, rtol=1e-5)
    w2 = randn(4, 4)
    np.testing.assert_allclose(s.run({"x": x, "w": w2})["y"], x @ w2, rtol=1e-5)
    np.testing.assert_allclose(s.run({"x": x})["y"], x @ w, rtol=1e-5)


def test_opset_range_is_checked(fake):
    newest = onnx.defs.onnx_opset_version()
    for opset in (6, newest + 1):
        with pytest.raises(ValueError, match=f"opset {opset}; supported: 7 to {newest}"):
            jr.Session(model([helper.make_node("Relu", ["x"], ["y"])], [("x", [1])], [("y", [1])], opset=opset))


def test_external_data_inside_the_folder_loads_and_escaping_paths_are_refused(fake, tmp_path):
    from onnx.external_data_helper import convert_model_to_external_data
    w = randn(64, 64)
    m = model([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], [("x", [1, 64])], [("y", [1, 64])],
              [("w", w)])
    convert_model_to_external_data(m, all_tensors_to_one_file=True, location="weights.bin", size_threshold=0)
    onnx.save(m, tmp_path / "m.onnx")
    x = randn(1, 64)
    # (MatMul with a constant weight runs the real GEMM kernel: float32 sums of 64 products
    # of about 1, so an error of about 1e-6 absolute, whatever the element's own size)
    np.testing.assert_allclose(jr.run(tmp_path / "m.onnx", {"x": x})["y"], x @ w, rtol=1e-5, atol=1e-5)
    bad = onnx.load(tmp_path / "m.onnx", load_external_data=False)
    for entry in bad.graph.initializer[0].external_data:
        if entry.key == "location":
            entry.value = "../outside.bin"
    sub = tmp_path / "sub"
    sub.mkdir()
    (tmp_path / "outside.bin").write_bytes((tmp_path / "weights.bin").read_bytes())
    onnx.save(bad, sub / "m.onnx")
    with pytest.raises(ValueError, match="outside the model's folder"):
        jr.Session(sub / "m.onnx")


# --- profile ----------------------------------------------------------------------------

def test_profile_table_and_chrome_trace(fake, tmp_path):
    s = jr.Session(mlp(batch=2))
    for _ in range(3):
        s.run({"x": randn(2, 16)})
    text = s.profile()
    assert text.splitlines()[0].split()[:6] == ["#", "node", "op", "type", "DSL", "op"]
    # the fake's kernels are numpy (no launch to replay): its runs are timed node by node;
    # a first load's two warmup runs count, its first (compiling) run apart: 2 + 3 - 1
    assert "of 4 runs with these shapes, node by node through Python" in text, text.splitlines()[-3:]
    assert "inputs: x (2, 16)" in text and "relu1" in text
    trace = s.profile(format="chrome")
    events = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    assert [e["name"] for e in events] == ["mm1", "add1", "relu1", "mm2", "add2", "relu2", "softmax"]
    assert all(e["dur"] >= 0 and {"dsl_op", "variant", "device", "fused", "fallback"} <= set(e["args"])
               for e in events)
    assert all(a["ts"] <= b["ts"] for a, b in zip(events, events[1:]))
    s.profile(path=tmp_path / "t.json")
    assert json.loads((tmp_path / "t.json").read_text())["traceEvents"][1]["name"] == "mm1"


# --- whole models against onnxruntime, with the real bindings ---------------------------

def _real():
    mod = pytest.importorskip("jit_runtime.onnx.bindings")
    if not hasattr(mod, "bind"):
        pytest.skip("jit_runtime.onnx.bindings is not complete yet (no bind())")
    return mod


def ort_run(m, feeds):
    ort = pytest.importorskip("onnxruntime")
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    return ort.InferenceSession(m.SerializeToString(), opts, providers=["CPUExecutionProvider"]).run(None, feeds)


def conv_bn_relu(x, c_in, c_out, name, inits, stride=1):
    inits += [(f"{name}.w", randn(c_out, c_in, 3, 3, scale=np.sqrt(2 / (9 * c_in)))), (f"{name}.b", randn(c_out, scale=0.1)),
              (f"{name}.g", 1 + randn(c_out, scale=0.1)), (f"{name}.beta", randn(c_out, scale=0.1)),
              (f"{name}.mu", randn(c_out, scale=0.1)), (f"{name}.var", 0.5 + RNG.random(c_out).astype(np.float32))]
    return [helper.make_node("Conv", [x, f"{name}.w", f"{name}.b"], [f"{name}.c"], name=f"{name}.conv",
                             pads=[1, 1, 1, 1], strides=[stride, stride]),
            helper.make_node("BatchNormalization", [f"{name}.c", f"{name}.g", f"{name}.beta", f"{name}.mu",
                                                    f"{name}.var"], [f"{name}.n"], name=f"{name}.bn"),
            helper.make_node("Relu", [f"{name}.n"], [f"{name}.r"], name=f"{name}.relu")]


def small_cnn(batch="N"):
    inits: list = []
    nodes = conv_bn_relu("x", 3, 8, "l1", inits) + conv_bn_relu("l1.r", 8, 16, "l2", inits, stride=2) \
        + conv_bn_relu("l2.r", 16, 16, "l3", inits)
    inits += [("fc.w", randn(10, 16, scale=0.3)), ("fc.b", randn(10))]
    nodes += [helper.make_node("GlobalAveragePool", ["l3.r"], ["p"], name="pool"),
              helper.make_node("Flatten", ["p"], ["f"], name="flatten"),
              helper.make_node("Gemm", ["f", "fc.w", "fc.b"], ["y"], name="fc", transB=1)]
    return model(nodes, [("x", [batch, 3, 16, 16])], [("y", [batch, 10])], inits, opset=13)


def residual_block():
    inits: list = []
    nodes = conv_bn_relu("x", 8, 8, "a", inits)
    nodes += conv_bn_relu("a.r", 8, 8, "b", inits)[:2]
    nodes += [helper.make_node("Add", ["b.n", "x"], ["s"], name="skip"),
              helper.make_node("Relu", ["s"], ["y"], name="out")]
    return model(nodes, [("x", [1, 8, 12, 12])], [("y", [1, 8, 12, 12])], inits, opset=15)


def encoder_layer(d=64, seq=16, heads=4, ff=128):
    hd = d // heads
    inits = [(n, randn(*s, scale=1 / np.sqrt(s[0]))) for n, s in
             [("wq", (d, d)), ("wk", (d, d)), ("wv", (d, d)), ("wo", (d, d)), ("w1", (d, ff)), ("w2", (ff, d))]]
    inits += [(n, randn(s, scale=0.1)) for n, s in [("bq", d), ("bk", d), ("bv", d), ("bo", d), ("b1", ff), ("b2", d)]]
    inits += [("g1", 1 + randn(d, scale=0.1)), ("be1", randn(d, scale=0.1)), ("g2", 1 + randn(d, scale=0.1)),
              ("be2", randn(d, scale=0.1)), ("heads", np.array([heads, hd], np.int64)),
              ("scale", np.array(1 / np.sqrt(hd), np.float32)), ("sqrt2", np.array(np.sqrt(2), np.float32)),
              ("one", np.array(1, np.float32)), ("half", np.array(0.5, np.float32)),
              ("d_model", np.array([d], np.int64)), ("s0", np.array([0], np.int64)), ("s2", np.array([2], np.int64))]
    N = helper.make_node
    nodes = [N("Shape", ["x"], ["xs"], name="shape"), N("Slice", ["xs", "s0", "s2"], ["bs"], name="batch_seq"),
             N("Concat", ["bs", "heads"], ["split_shape"], name="split_shape", axis=0),
             N("Concat", ["bs", "d_model"], ["merge_shape"], name="merge_shape", axis=0)]
    for p, perm in (("q", [0, 2, 1, 3]), ("k", [0, 2, 3, 1]), ("v", [0, 2, 1, 3])):
        nodes += [N("MatMul", ["x", f"w{p}"], [f"{p}0"], name=f"{p}_proj"),
                  N("Add", [f"{p}0", f"b{p}"], [f"{p}1"], name=f"{p}_bias"),
                  N("Reshape", [f"{p}1", "split_shape"], [f"{p}2"], name=f"{p}_split"),
                  N("Transpose", [f"{p}2"], [f"{p}h"], name=f"{p}_heads", perm=perm)]
    nodes += [N("MatMul", ["qh", "kh"], ["sc0"], name="scores"), N("Mul", ["sc0", "scale"], ["sc"], name="scaled"),
              N("Softmax", ["sc"], ["att"], name="softmax", axis=-1), N("MatMul", ["att", "vh"], ["ctx"], name="context"),
              N("Transpose", ["ctx"], ["ctx_t"], name="merge_heads", perm=[0, 2, 1, 3]),
              N("Reshape", ["ctx_t", "merge_shape"], ["ctx_m"], name="merge"),
              N("MatMul", ["ctx_m", "wo"], ["o0"], name="o_proj"), N("Add", ["o0", "bo"], ["o1"], name="o_bias"),
              N("Add", ["o1", "x"], ["r1"], name="residual1"),
              N("LayerNormalization", ["r1", "g1", "be1"], ["n1"], name="ln1", axis=-1, epsilon=1e-5),
              N("MatMul", ["n1", "w1"], ["f0"], name="ff1"), N("Add", ["f0", "b1"], ["f1"], name="ff1_bias"),
              N("Div", ["f1", "sqrt2"], ["e0"], name="gelu_div"), N("Erf", ["e0"], ["e1"], name="gelu_erf"),
              N("Add", ["e1", "one"], ["e2"], name="gelu_add"), N("Mul", ["f1", "e2"], ["e3"], name="gelu_mul"),
              N("Mul", ["e3", "half"], ["e4"], name="gelu_half"),
              N("MatMul", ["e4", "w2"], ["f2"], name="ff2"), N("Add", ["f2", "b2"], ["f3"], name="ff2_bias"),
              N("Add", ["f3", "n1"], ["r2"], name="residual2"),
              N("LayerNormalization", ["r2", "g2", "be2"], ["y"], name="ln2", axis=-1, epsilon=1e-5)]
    return model(nodes, [("x", ["B", seq, d])], [("y", ["B", seq, d])], inits, opset=17)


@pytest.mark.parametrize("name,build,shape", [
    ("mlp", lambda: mlp(64, 128, 10), (4, 64)),
    ("cnn", small_cnn, (2, 3, 16, 16)),
    ("residual", residual_block, (1, 8, 12, 12)),
    ("encoder", encoder_layer, (2, 16, 64)),
])
def test_models_match_onnxruntime(name, build, shape):
    _real()
    m = build()
    x = randn(*shape)
    s = jr.Session(m)
    for _ in range(2):  # the first run records shapes, the second runs out of the arena
        got = s.run({"x": x})
        for (k, a), b in zip(got.items(), ort_run(m, {"x": x})):
            close(a, b)
    assert s.plan.conflicts() == [] and s.plan.peak_bytes <= s.plan.no_reuse_bytes
    # every kernel reports the variant tuning.choose gave it, even a node whose call
    # pattern an earlier node already used (ops remember patterns and skip choose())
    assert all(r.variant != "-" for r in records(s._current, s.options))


def test_cnn_folds_batchnorm_and_reports_it():
    _real()
    s = jr.Session(small_cnn(batch=1))
    assert not any(n.op_type == "BatchNormalization" for n in s._current.graph.nodes)
    assert "l1.conv (FusedConvNHWC, jit_runtime) with l1.bn, l1.relu folded in (fused)" in s.explain()
    assert "+l1.bn" in s.profile()


def test_encoder_dynamic_batch_replans_with_int64_shape_tensors():
    _real()
    m = encoder_layer()
    s = jr.Session(m)
    for b in (1, 3, 1):
        x = randn(b, 16, 64)
        close(s.run({"x": x})["y"], ort_run(m, {"x": x})[0])
    assert s.plan.conflicts() == []


def test_real_unsupported_nodes_all_named():
    _real()
    m = model([helper.make_node("Relu", ["x"], ["a"], name="fine"),
               helper.make_node("Frob", ["a"], ["b"], name="frob1", domain="com.example"),
               helper.make_node("Frob", ["b"], ["y"], name="frob2", domain="com.example")],
              [("x", [2])], [("y", [2])], extra_opsets=[helper.make_opsetid("com.example", 1)])
    with pytest.raises(UnsupportedModel) as info:
        jr.Session(m)
    assert [n[0] for n in info.value.nodes] == ["frob1", "frob2"]


def test_cli_run_demo_and_a_model_file(tmp_path):
    _real()
    cmd = [sys.executable, "-m", "jit_runtime.cli", "run", "--profile", str(tmp_path / "t.json"),
           "--output", str(tmp_path / "o.npz"), "--repeat", "2"]
    env = dict(os.environ)
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    assert "output probs: float32 (1, 10)" in r.stdout and "conv1" in r.stdout and "+bn1" in r.stdout
    assert "traceEvents" in (tmp_path / "t.json").read_text()
    from jit_runtime.onnx import demo
    probs = np.load(tmp_path / "o.npz")["probs"]
    np.testing.assert_allclose(probs.sum(), 1, rtol=1e-5)
    x = demo.example_input()["input"]
    np.save(tmp_path / "x.npy", x)
    r = subprocess.run([sys.executable, "-m", "jit_runtime.cli", "run", demo.path(), "--input", f"input={tmp_path / 'x.npy'}",
                        "--output", str(tmp_path / "o2.npz"), "--repeat", "1"], capture_output=True, text=True,
                       env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    close(np.load(tmp_path / "o2.npz")["probs"], ort_run(demo.build(), {"input": x})[0])


def test_replay_of_a_fixed_plan_matches_and_steps_aside():
    """After the plan settles, runs replay the recorded kernel launches on fixed pointers;
    new inputs, non-contiguous inputs and every profiled run still give the right answer."""
    import onnxruntime as ort
    from onnx import TensorProto, helper
    nodes = [helper.make_node("MatMul", ["x", "w"], ["h"]), helper.make_node("Relu", ["h"], ["r"]),
             helper.make_node("Softmax", ["r"], ["y"], axis=-1)]
    w = np.random.default_rng(0).standard_normal((24, 10)).astype(np.float32)
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3, 24])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [3, 10])],
                          initializer=[__import__("onnx").numpy_helper.from_array(w, "w")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    sess = jr.Session(m)
    oracle = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(1)
    for k in range(40):
        x = rng.standard_normal((3, 24)).astype(np.float32)
        if k % 7 == 6:
            x = np.asfortranarray(x)
        got = sess.run({"x": x})["y"]
        want = oracle.run(None, {"x": np.ascontiguousarray(x)})[0]
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    prog = sess._current
    assert any(a.replay is not None for a in prog.arenas.values())


# --- onnxruntime's calling convention -----------------------------------------------------

def test_run_takes_onnxruntime_s_form_and_keeps_its_own():
    ort = pytest.importorskip("onnxruntime")
    nodes = [helper.make_node("Relu", ["x"], ["r"]), helper.make_node("Neg", ["x"], ["n"])]
    m = model(nodes, [("x", ["b", 3])], [("r", ["b", 3]), ("n", ["b", 3])])
    s = jr.Session(m, warmup=False)
    o = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    x = randn(2, 3)
    want = o.run(None, {"x": x})
    for got in (s.run(None, {"x": x}), s.run(["r", "n"], {"x": x}), list(s.run({"x": x}).values())):
        assert isinstance(got, list) and len(got) == 2
        for g, w in zip(got, want):
            np.testing.assert_array_equal(g, w)
    (n,) = s.run(["n"], {"x": x}, None)
    np.testing.assert_array_equal(n, o.run(["n"], {"x": x})[0])
    assert isinstance(s.run({"x": x}), dict) and list(s.run(inputs={"x": x})) == ["r", "n"]
    with pytest.raises(jr.onnx.InvalidInput, match="unknown output 'zz'; the model's outputs: r, n"):
        s.run(["zz"], {"x": x})
    with pytest.raises(jr.onnx.InputTypeError, match="output_names must be a list"):
        s.run("r", {"x": x})
    with pytest.raises(jr.onnx.InputTypeError, match="inputs must be a dict"):
        s.run([x])


def test_get_inputs_and_outputs_describe_them_as_onnxruntime_does():
    ort = pytest.importorskip("onnxruntime")
    path = os.path.join(os.path.dirname(__file__), "models", "transformer_op17_dyn.onnx")
    m = onnx.load(path)
    ins = list(m.graph.input)
    ins[0].type.tensor_type.shape.dim[1].dim_value = -1  # an unknown dim (dim 0 is 'batch')
    s = jr.Session(m, warmup=False)
    o = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    for ours, theirs in ((s.get_inputs(), o.get_inputs()), (s.get_outputs(), o.get_outputs())):
        assert [(a.name, a.type, a.shape) for a in ours] == [(a.name, a.type, a.shape) for a in theirs]
    assert any(isinstance(d, str) for a in s.get_inputs() for d in a.shape)
    assert s.get_inputs()[0].shape == ["batch", None, 64]
    m3 = model([helper.make_node("Add", ["x", "w"], ["y"])], [("x", [1, 4]), ("w", [1, 4])], [("y", [1, 4])],
               [("w", randn(1, 4))])
    assert [a.name for a in jr.Session(m3, warmup=False).get_overridable_initializers()] == ["w"]
