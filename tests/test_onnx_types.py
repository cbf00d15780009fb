"""Element types: float16, bfloat16 and float64 models computed in float32 (weights
converted at load, inputs and outputs at the boundary, casts rounding to their target's
precision); integers of every width through the numpy shape/data paths; types nothing
runs go to the reference evaluator with fallback='reference', else a named refusal.
onnxruntime is the oracle (bfloat16: where it has no CPU kernels, the same model in
float32 on bfloat16-rounded data)."""
from __future__ import annotations

import warnings

import ml_dtypes
import numpy as np
import onnx
import pytest
from onnx import TensorProto as TP, helper as H, numpy_helper as NH

import jit_runtime as jr
from jit_runtime.onnx import InputTypeError, UnsupportedModel

ort = pytest.importorskip("onnxruntime")
BF16 = np.dtype(ml_dtypes.bfloat16)


def ort_run(m: onnx.ModelProto, feeds: dict) -> list[np.ndarray]:
    so = ort.SessionOptions()
    so.log_severity_level = 3
    return ort.InferenceSession(m.SerializeToString(), so, providers=["CPUExecutionProvider"]).run(None, feeds)


def randn(*shape, seed=0, dtype=np.float32):
    return np.random.default_rng(seed).standard_normal(shape).astype(dtype)


def mlp(t: int, opset: int = 22) -> onnx.ModelProto:
    """MatMul + bias + Relu + Softmax and a Constant, all in element type t."""
    dt = H.tensor_dtype_to_np_dtype(t)
    w = NH.from_array(randn(8, 5, seed=1).astype(dt), "w")
    b = NH.from_array(randn(5, seed=2).astype(dt), "b")
    nodes = [H.make_node("MatMul", ["x", "w"], ["m"]),
             H.make_node("Add", ["m", "b"], ["a"]),
             H.make_node("Relu", ["a"], ["r"]),
             H.make_node("Constant", [], ["k"], value=NH.from_array(np.array([0.5], dt), "kv")),
             H.make_node("Mul", ["r", "k"], ["h"]),
             H.make_node("Softmax", ["h"], ["y"], axis=-1)]
    g = H.make_graph(nodes, "mlp", [H.make_tensor_value_info("x", t, ["n", 8])],
                     [H.make_tensor_value_info("y", t, ["n", 5]), H.make_tensor_value_info("a", t, ["n", 5])],
                     initializer=[w, b])
    return H.make_model(g, opset_imports=[H.make_opsetid("", opset)])


def test_float16_model_matches_onnxruntime_and_keeps_its_types():
    m = mlp(TP.FLOAT16)
    x = randn(3, 8, seed=3, dtype=np.float16)
    s = jr.Session(m)
    got = s.run(None, {"x": x})
    want = ort_run(m, {"x": x})
    assert [a.dtype for a in got] == [np.float16, np.float16]
    for g, w in zip(got, want):  # onnxruntime rounds to float16 after each node, we once at the end
        np.testing.assert_allclose(g.astype(np.float32), w.astype(np.float32), rtol=4e-3, atol=2e-3)
    assert [(a.name, a.type, a.shape) for a in s.get_inputs()] == [("x", "tensor(float16)", ["n", 8])]
    with pytest.raises(InputTypeError, match="input 'x' must be float16, got float32"):
        s.run({"x": x.astype(np.float32)})


def test_bfloat16_model_is_the_float32_model_on_rounded_data():
    m, m32 = mlp(TP.BFLOAT16), mlp(TP.FLOAT)
    for t in m32.graph.initializer:  # the float32 model's weights: the bfloat16 ones, widened
        t.CopyFrom(NH.from_array(NH.to_array(t).astype(BF16).astype(np.float32), t.name))
    x = randn(4, 8, seed=4).astype(BF16)
    got = jr.Session(m).run(None, {"x": x})
    want = ort_run(m32, {"x": x.astype(np.float32)})
    for g, w in zip(got, want):
        assert g.dtype == BF16
        np.testing.assert_array_equal(g, w.astype(BF16))  # one rounding of the same float32 values


def test_float64_model_computes_in_float32_with_a_warning():
    m = mlp(TP.DOUBLE)
    x = randn(3, 8, seed=5, dtype=np.float64)
    with pytest.warns(RuntimeWarning, match="float64 values: they are computed in float32"):
        s = jr.Session(m)
    got = s.run(None, {"x": x})
    for g, w in zip(got, ort_run(m, {"x": x})):
        assert g.dtype == np.float64
        np.testing.assert_allclose(g, w, rtol=2e-6, atol=1e-7)


def test_casts_to_half_types_round_as_onnxruntime():
    """A float32 model that casts to float16 and back, ConstantOfShape and CastLike with a
    float16 target: what comes after the cast sees the rounded values."""
    like = NH.from_array(np.zeros(1, np.float16), "like")
    shape = NH.from_array(np.array([2, 3], np.int64), "shape")
    nodes = [H.make_node("Cast", ["x"], ["h"], to=TP.FLOAT16),
             H.make_node("Cast", ["h"], ["f"], to=TP.FLOAT),
             H.make_node("Sub", ["x", "f"], ["err"]),       # the rounding error itself
             H.make_node("CastLike", ["x", "like"], ["h2"]),
             H.make_node("ConstantOfShape", ["shape"], ["c"], value=NH.from_array(np.array([1.2345], np.float16))),
             H.make_node("Add", ["h2", "c"], ["y16"])]
    g = H.make_graph(nodes, "casts", [H.make_tensor_value_info("x", TP.FLOAT, [2, 3])],
                     [H.make_tensor_value_info("err", TP.FLOAT, [2, 3]), H.make_tensor_value_info("y16", TP.FLOAT16, [2, 3])],
                     initializer=[like, shape])
    m = H.make_model(g, opset_imports=[H.make_opsetid("", 21)])
    x = np.array([[1.0009765625 + 2.0 ** -12, 70000.0, -3.14159265], [1e-8, 65504.0, 0.1]], np.float32)
    got = jr.Session(m).run(None, {"x": x})
    want = ort_run(m, {"x": x})
    assert got[0].dtype == np.float32 and got[1].dtype == np.float16
    np.testing.assert_array_equal(got[0], want[0])
    assert np.any(got[0] != 0)  # the test would not see a missing rounding otherwise
    # float16 + float16 rounded once: onnxruntime's float16 Add rounds exact ties up, numpy to even
    np.testing.assert_allclose(got[1].astype(np.float32), want[1].astype(np.float32), rtol=2.0 ** -10)


def test_integer_data_through_shape_and_data_ops():
    """uint8 image data cast to float; int8 data moved (Transpose, Reshape, Concat, Slice,
    Gather); int32 and uint32 arithmetic and comparisons."""
    i64 = lambda n, v: NH.from_array(np.array(v, np.int64), n)  # noqa: E731
    nodes = [H.make_node("Cast", ["img"], ["f"], to=TP.FLOAT),
             H.make_node("Mul", ["f", "scale"], ["fs"]),
             H.make_node("Transpose", ["q"], ["qt"], perm=[1, 0]),
             H.make_node("Reshape", ["qt", "shape"], ["qr"]),
             H.make_node("Concat", ["qr", "qr"], ["qc"], axis=0),
             H.make_node("Slice", ["qc", "st", "en"], ["qs"]),
             H.make_node("Gather", ["qs", "idx"], ["qg"], axis=0),
             H.make_node("Add", ["a", "b"], ["s32"]),
             H.make_node("Mul", ["a", "b"], ["p32"]),
             H.make_node("Greater", ["u", "v"], ["gt"]),
             H.make_node("Max", ["u", "v"], ["mx"]),
             H.make_node("Clip", ["q"], ["qclip"])]
    ins = [H.make_tensor_value_info("img", TP.UINT8, [2, 3]), H.make_tensor_value_info("q", TP.INT8, [3, 4]),
           H.make_tensor_value_info("a", TP.INT32, [5]), H.make_tensor_value_info("b", TP.INT32, [5]),
           H.make_tensor_value_info("u", TP.UINT32, [4]), H.make_tensor_value_info("v", TP.UINT32, [4])]
    outs = [H.make_tensor_value_info(n, t, None) for n, t in (("fs", TP.FLOAT), ("qg", TP.INT8), ("s32", TP.INT32),
                                                              ("p32", TP.INT32), ("gt", TP.BOOL), ("mx", TP.UINT32),
                                                              ("qclip", TP.INT8))]
    inits = [NH.from_array(np.array(1 / 255, np.float32), "scale"), i64("shape", [2, 6]), i64("st", [1]),
             i64("en", [4]), i64("idx", [2, 0])]
    m = H.make_model(H.make_graph(nodes, "ints", ins, outs, initializer=inits), opset_imports=[H.make_opsetid("", 17)])
    rng = np.random.default_rng(6)
    feeds = {"img": rng.integers(0, 256, (2, 3)).astype(np.uint8), "q": rng.integers(-128, 128, (3, 4)).astype(np.int8),
             "a": rng.integers(-2 ** 31, 2 ** 31, 5).astype(np.int32),
             "b": rng.integers(-2 ** 31, 2 ** 31, 5).astype(np.int32),
             "u": rng.integers(0, 2 ** 32, 4).astype(np.uint32), "v": rng.integers(0, 2 ** 32, 4).astype(np.uint32)}
    got = jr.Session(m, warmup=False).run(None, feeds)
    for g, w, name in zip(got, ort_run(m, feeds), ("fs", "qg", "s32", "p32", "gt", "mx", "qclip")):
        assert g.dtype == w.dtype, name
        np.testing.assert_array_equal(g, w, err_msg=name)  # int32 wraps around as onnxruntime's does


def complex_model() -> onnx.ModelProto:
    nodes = [H.make_node("Mul", ["x", "x"], ["sq"], name="square"), H.make_node("Relu", ["f"], ["y"], name="relu")]
    g = H.make_graph(nodes, "cplx", [H.make_tensor_value_info("x", TP.COMPLEX64, [3]),
                                     H.make_tensor_value_info("f", TP.FLOAT, [3])],
                     [H.make_tensor_value_info("sq", TP.COMPLEX64, [3]), H.make_tensor_value_info("y", TP.FLOAT, [3])])
    return H.make_model(g, opset_imports=[H.make_opsetid("", 17)])


def test_an_element_type_nothing_runs_is_named_or_falls_back_to_the_reference():
    with pytest.raises(UnsupportedModel, match=r"node 'square': Mul \(domain 'ai.onnx', opset 17\): inputs are "
                                               r"complex64, complex64"):
        jr.Session(complex_model())
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        s = jr.Session(complex_model(), fallback="reference", warmup=False)
    assert any("'square' (Mul" in str(x.message) for x in w)
    x = np.array([1 + 2j, -1j, 3], np.complex64)
    f = np.array([-1, 0, 2], np.float32)
    sq, y = s.run(None, {"x": x, "f": f})
    np.testing.assert_array_equal(sq, x * x)
    np.testing.assert_array_equal(y, [0, 0, 2])
