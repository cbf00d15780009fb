"""Loading what onnxruntime loads: every ai.onnx opset from 7 to the newest onnx defines,
with no version conversion; onnxruntime is the oracle for every model here."""
from __future__ import annotations

import os
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


# --- what onnxruntime loads although the checker or our old checks refused it ---------------

def relu_model(in_dims, out_dims=None, out_type=True) -> onnx.ModelProto:
    x = onnx.ValueInfoProto(name="x")
    x.type.tensor_type.elem_type = TP.FLOAT
    if in_dims is not None:
        x.type.tensor_type.shape.SetInParent()
        for d in in_dims:
            dim = x.type.tensor_type.shape.dim.add()
            if isinstance(d, str):
                dim.dim_param = d
            else:
                dim.dim_value = d
    y = onnx.ValueInfoProto(name="y")
    if out_type:
        y.CopyFrom(x)
        y.name = "y"
        if out_dims is None:
            y.type.tensor_type.ClearField("shape")
    g = H.make_graph([H.make_node("Relu", ["x"], ["y"]), ], "g", [x], [y])
    return H.make_model(g, opset_imports=[H.make_opsetid("", 17)])


@pytest.mark.parametrize("dims", [[-1, 3], ["", 3], [-7, 3], ["n", 3]])
def test_negative_and_unnamed_dims_are_unknown_as_in_onnxruntime(dims):
    m = relu_model(dims, dims)
    s = jr.Session(m, warmup=False)
    assert s.inputs[0].shape[0] == (dims[0] if dims[0] == "n" else None) and s.inputs[0].shape[1] == 3
    for batch in (1, 5):
        x = randn(batch, 3, seed=batch)
        np.testing.assert_array_equal(s.run({"x": x})["y"], ort_run(m, {"x": x})[0])


@pytest.mark.parametrize("case", ["input without shape", "output without shape", "output without type"])
def test_missing_shape_and_type_fields_load_as_in_onnxruntime(case):
    m = {"input without shape": lambda: relu_model(None),
         "output without shape": lambda: relu_model([2, 3], None),
         "output without type": lambda: relu_model([2, 3], out_type=False)}[case]()
    with pytest.raises(onnx.checker.ValidationError, match="is required but missing"):
        onnx.checker.check_model(m)
    x = randn(2, 3)
    np.testing.assert_array_equal(ours(m, {"x": x})[0], ort_run(m, {"x": x})[0])


def test_ir3_initializers_listed_as_inputs_are_defaults_a_feed_overrides():
    w = randn(4, 4, seed=1)
    g = H.make_graph([H.make_node("MatMul", ["x", "w"], ["y"])], "ir3",
                     [H.make_tensor_value_info("x", TP.FLOAT, [2, 4]), H.make_tensor_value_info("w", TP.FLOAT, [4, 4])],
                     [H.make_tensor_value_info("y", TP.FLOAT, [2, 4])], initializer=[NH.from_array(w, "w")])
    m = H.make_model(g, opset_imports=[H.make_opsetid("", 8)])
    m.ir_version = 3
    s = jr.Session(m, warmup=False)
    assert [t.name for t in s.inputs] == ["x"] and [t.name for t in s.overridable] == ["w"]
    m4 = onnx.ModelProto()
    m4.CopyFrom(m)
    m4.ir_version = 4  # onnxruntime takes the override from IR 4 on (at IR 3 it refuses the name)
    x, w2 = randn(2, 4, seed=2), randn(4, 4, seed=3)
    for feeds in ({"x": x}, {"x": x, "w": w2}, {"x": x}):
        np.testing.assert_allclose(s.run(feeds)["y"], ort_run(m4, feeds)[0], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(s.run({"x": x})["y"], ort_run(m, {"x": x})[0], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", ["resnet_op17_dyn", "transformer_op17_dyn"])
def test_models_with_no_shapes_beyond_their_input_types(name):
    """Input and output shapes cleared, value_info dropped: shape inference knows no shape
    in the graph, every binding finds its shapes at the first run."""
    import os
    m = onnx.load(os.path.join(os.path.dirname(__file__), "models", name + ".onnx"))
    inits = {t.name for t in m.graph.initializer}
    rng = np.random.default_rng(0)
    feeds = {}
    for i in m.graph.input:
        if i.name in inits:
            continue
        dims = [d.dim_value if d.HasField("dim_value") else 2 for d in i.type.tensor_type.shape.dim]
        dt = H.tensor_dtype_to_np_dtype(i.type.tensor_type.elem_type)
        feeds[i.name] = rng.standard_normal(dims).astype(dt) if dt.kind == "f" else rng.integers(0, 2, dims).astype(dt)
    for v in list(m.graph.input) + list(m.graph.output):
        v.type.tensor_type.ClearField("shape")
    del m.graph.value_info[:]
    s = jr.Session(m, warmup=False)
    made = {o for n in s.graph.nodes for o in n.outputs}
    assert not any(t.static_shape and np.prod(t.static_shape) > 1 for t in s.graph.tensors.values()
                   if t.name in made and t.elem_type == TP.FLOAT)  # only scalars made from constants
    got = s.run(feeds)
    for y, want in zip(got.values(), ort_run(m, feeds)):
        np.testing.assert_allclose(y, want, rtol=1e-4, atol=1e-5)


# --- the light models of onnx's backend test data ------------------------------------------

LIGHT = os.path.join(os.path.dirname(onnx.__file__), "backend", "test", "data", "light")
LIGHT_MODELS = sorted(f[:-5] for f in os.listdir(LIGHT) if f.endswith(".onnx")) if os.path.isdir(LIGHT) else []


def test_the_light_models_are_there():
    assert len(LIGHT_MODELS) == 9, LIGHT_MODELS


@pytest.mark.parametrize("name", LIGHT_MODELS)
def test_light_model_matches_its_shipped_output(name):
    """IR 3, opset 9 CNNs (AlexNet to DenseNet-121) whose weights are ConstantOfShape
    fills, every initializer also a graph input. The input is the one onnx's backend
    runner generates (arange / n), the tolerances its defaults."""
    path = os.path.join(LIGHT, name + ".onnx")
    m = onnx.load(path)
    inits = {t.name for t in m.graph.initializer}
    (x,) = [i for i in m.graph.input if i.name not in inits]
    shape = tuple(d.dim_value if d.HasField("dim_value") else 1 for d in x.type.tensor_type.shape.dim)
    n = int(np.prod(shape))
    feed = {x.name: (np.arange(n).reshape(shape) / n).astype(np.float32)}
    want = NH.to_array(onnx.load_tensor(os.path.join(LIGHT, name + "_output_0.pb")))
    (got,) = jr.run(path, feed, threads=2).values()
    np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-7)
