"""precision="model" on float16 models: fused elementwise groups of float16 values run the
f16 variant on their float32 edges (passes/half_elementwise.py, variant f16:edges) where the
device computes in half (AVX512-FP16), against onnxruntime's float16 run; the rest stays
float32, and float32 and bfloat16 models are untouched."""
from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from onnx import TensorProto as T, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.device import host_profile

HALF = host_profile().lanes.arith_f16
needs_half = pytest.mark.skipif(not HALF, reason="the host has no AVX512-FP16")


def mlp(elem: int = T.FLOAT16, n: int = 128, k: int = 64, m: int = 256):
    """MatMul + bias, GELU (erf form, as exported), swish; all values of `elem`."""
    dt = helper.tensor_dtype_to_np_dtype(elem)
    rng = np.random.default_rng(0)
    consts = {"W": rng.standard_normal((k, m)) * 0.2, "b": rng.standard_normal(m) * 0.1, "s2": 1.4142135,
              "one": 1.0, "half": 0.5}
    nodes = [helper.make_node("MatMul", ["x", "W"], ["h"]), helper.make_node("Add", ["h", "b"], ["hb"]),
             helper.make_node("Div", ["hb", "s2"], ["d"]), helper.make_node("Erf", ["d"], ["e"]),
             helper.make_node("Add", ["e", "one"], ["e1"]), helper.make_node("Mul", ["hb", "e1"], ["m"]),
             helper.make_node("Mul", ["m", "half"], ["g"]),
             helper.make_node("Sigmoid", ["g"], ["sg"]), helper.make_node("Mul", ["g", "sg"], ["y"])]
    inits = [numpy_helper.from_array(np.asarray(v, dt), name) for name, v in consts.items()]
    g = helper.make_graph(nodes, "mlp", [helper.make_tensor_value_info("x", elem, [n, k])],
                          [helper.make_tensor_value_info("y", elem, [n, m])], inits)
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 9
    return model, rng.standard_normal((n, k)).astype(dt)


def run(session, x):
    (y,) = session.run({"x": x}).values()
    return y


def ort_run(model, x):
    return ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]


@needs_half
def test_a_float16_models_elementwise_group_runs_in_half():
    model, x = mlp()
    s = jr.Session(model, precision="model")
    text = s.explain()
    assert "1 elementwise group of float16 values in half" in text
    assert "variant f16:edges" in text
    y, ref = run(s, x), ort_run(model, x)
    assert y.dtype == np.float16
    y64, ref64 = y.astype(np.float64), ref.astype(np.float64)
    # onnxruntime rounds each node's output to half; we round at the group's ends only,
    # and compute inside it in half: a few half ulps of the output's scale apart
    assert np.max(np.abs(y64 - ref64)) <= 8 * 2.0 ** -11 * np.max(np.abs(ref64))
    fp32 = run(jr.Session(model), x).astype(np.float64)
    assert not np.array_equal(y64, fp32)  # it did compute in half
    assert np.max(np.abs(fp32 - ref64)) <= 8 * 2.0 ** -11 * np.max(np.abs(ref64))


@needs_half
def test_replays_and_load_records_keep_the_half_group(tmp_path, monkeypatch):
    import onnx

    from jit_runtime.onnx import record
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(record, "RACY_S", 0.0)  # files written just now may be remembered
    model, x = mlp()
    path = str(tmp_path / "mlp16.onnx")
    onnx.save(model, path)
    first = jr.Session(path, precision="model", progress=False)
    ys = [run(first, x) for _ in range(3)]  # the first run records, the others replay
    record.store().flush()
    again = jr.Session(path, precision="model", progress=False)
    assert again.load_profile().record == "used"
    assert "variant f16:edges" in again.explain()
    for y in ys[1:] + [run(again, x)]:
        np.testing.assert_array_equal(y, ys[0])


@pytest.mark.parametrize("elem", [T.FLOAT, T.BFLOAT16])
def test_other_models_keep_their_groups_in_float32(elem):
    if elem == T.BFLOAT16:
        pytest.importorskip("ml_dtypes")
    model, x = mlp(elem)
    s = jr.Session(model, precision="model")
    assert "f16:edges" not in s.explain()


def test_fp32_sessions_never_compute_a_float16_model_in_half():
    model, x = mlp()
    s = jr.Session(model)
    assert "f16:edges" not in s.explain()
    np.testing.assert_allclose(run(s, x).astype(np.float32), ort_run(model, x).astype(np.float32),
                               atol=8 * 2.0 ** -11 * 8)


def test_a_group_of_adds_and_multiplies_stays_float32():
    """Memory-bound: converting its edges costs more than half saves."""
    vi = helper.make_tensor_value_info
    nodes = [helper.make_node("Add", ["a", "b"], ["s"]), helper.make_node("Mul", ["s", "a"], ["y"])]
    g = helper.make_graph(nodes, "adds", [vi("a", T.FLOAT16, [4, 64]), vi("b", T.FLOAT16, [4, 64])],
                          [vi("y", T.FLOAT16, [4, 64])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 9
    s = jr.Session(model, precision="model")
    assert "f16:edges" not in s.explain() and "FusedElementwise" in s.explain()


def test_the_pass_marks_only_groups_of_declared_float16_values():
    from jit_runtime.onnx.float32 import in_float32
    from jit_runtime.onnx.model import load
    from jit_runtime.onnx.passes import HalfElementwise, default
    from jit_runtime.onnx.passes.half_elementwise import VARIANT
    from jit_runtime.onnx.program import bindings_module
    model, _ = mlp()
    g = in_float32(load(model))
    for p in default(bindings_module()):
        g = p.apply(g)

    def variants(graph):
        return [a.s.decode() for n in graph.nodes for a in n.proto.attribute if a.name == "variant"]
    assert variants(g) == []
    assert variants(HalfElementwise().apply(g)) == [VARIANT]
    group = next(n for n in g.nodes if n.op_type == "FusedElementwise")
    for value in (group.inputs[0], group.outputs[0]):  # one of its values not declared float16
        declared = {k: t for k, t in g.widened.items() if k != value}
        assert variants(HalfElementwise().apply(g.replace(widened=declared))) == []
