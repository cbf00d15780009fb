"""Loading what onnxruntime loads: every ai.onnx opset from 7 to the newest onnx defines,
with no version conversion; onnxruntime is the oracle for every model here."""
from __future__ import annotations

import warnings

import numpy as np
import onnx
import pytest
from onnx import TensorProto as TP, helper as H, numpy_helper as NH

import jit_runtime as jr
from jit_runtime.onnx import model as model_mod

ort = pytest.importorskip("onnxruntime")
NEWEST = onnx.defs.onnx_opset_version()


def ort_run(m: onnx.ModelProto, feeds: dict) -> list[np.ndarray]:
    so = ort.SessionOptions()
    so.log_severity_level = 3
    s = ort.InferenceSession(m.SerializeToString(), so, providers=["CPUExecutionProvider"])
    return s.run(None, feeds)


def ours(m, feeds: dict, **options) -> list[np.ndarray]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        s = jr.Session(m, warmup=False, **options)
    out = s.run(feeds)
    return [out[t.name] for t in s.outputs]


def randn(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def cnn(opset: int) -> onnx.ModelProto:
    """Ops whose schemas changed at 22 and later (Conv, pools with ceil_mode, Elu,
    Softplus, HardSwish, InstanceNormalization, Dropout; Reshape, Transpose, Shape, Flatten,
    Squeeze/Unsqueeze, Pad, Cast, ConstantOfShape, Identity at 23-25)."""
    w = NH.from_array(randn(4, 3, 3, 3, seed=1) * 0.3, "w")
    b = NH.from_array(randn(4, seed=2), "b")
    s = NH.from_array(np.ones(4, np.float32), "s")
    z = NH.from_array(np.zeros(4, np.float32), "z")
    pads = NH.from_array(np.array([0, 0, 1, 1, 0, 0, 1, 1], np.int64), "pads")
    shape = NH.from_array(np.array([1, -1], np.int64), "shape")
    axes = NH.from_array(np.array([0], np.int64), "axes")
    nodes = [
        H.make_node("Pad", ["x", "pads"], ["xp"]),
        H.make_node("Conv", ["xp", "w", "b"], ["c"], strides=[1, 1]),
        H.make_node("InstanceNormalization", ["c", "s", "z"], ["n"]),
        H.make_node("Elu", ["n"], ["e"], alpha=0.7),
        H.make_node("MaxPool", ["e"], ["mp"], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
        H.make_node("AveragePool", ["mp"], ["ap"], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),
        H.make_node("HardSwish", ["ap"], ["hs"]),
        H.make_node("Softplus", ["hs"], ["sp"]),
        H.make_node("Dropout", ["sp"], ["d"]),
        H.make_node("Transpose", ["d"], ["t"], perm=[0, 2, 3, 1]),
        H.make_node("Reshape", ["t", "shape"], ["r"]),
        H.make_node("Squeeze", ["r", "axes"], ["sq"]),
        H.make_node("Unsqueeze", ["sq", "axes"], ["us"]),
        H.make_node("GlobalAveragePool", ["c"], ["g"]),
        H.make_node("Flatten", ["g"], ["f"]),
        H.make_node("Shape", ["f"], ["fs"]),
        H.make_node("Cast", ["fs"], ["fsf"], to=TP.FLOAT),
        H.make_node("Identity", ["fsf"], ["y2"]),
    ]
    g = H.make_graph(nodes, "cnn", [H.make_tensor_value_info("x", TP.FLOAT, [1, 3, 9, 9])],
                     [H.make_tensor_value_info("us", TP.FLOAT, None), H.make_tensor_value_info("f", TP.FLOAT, None),
                      H.make_tensor_value_info("y2", TP.FLOAT, None)],
                     initializer=[w, b, s, z, pads, shape, axes])
    return H.make_model(g, opset_imports=[H.make_opsetid("", opset)])


@pytest.mark.parametrize("opset", [14, 18, 21] + list(range(22, NEWEST + 1)))
def test_every_opset_loads_as_it_is_and_matches_onnxruntime(opset, monkeypatch):
    from onnx import version_converter
    monkeypatch.setattr(version_converter, "convert_version", None)  # no conversion anywhere
    m = cnn(opset)
    x = randn(1, 3, 9, 9, seed=3)
    s = jr.Session(m, warmup=False)
    assert s.graph.opset("") == opset
    got = s.run({"x": x})
    for (name, y), want in zip(got.items(), ort_run(m, {"x": x})):
        np.testing.assert_allclose(y, want, rtol=1e-4, atol=1e-5, err_msg=f"{name} at opset {opset}")


def test_opset_bounds_follow_the_installed_onnx():
    assert model_mod.MAX_OPSET == NEWEST and model_mod.MIN_OPSET == 7
    from jit_runtime.onnx.bindings import LAST_OPSET
    assert LAST_OPSET == NEWEST
