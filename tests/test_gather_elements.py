"""GatherElements (bindings/gather.py) against onnxruntime: float data through the DSL op,
integer data in numpy, every axis, negative indices, indices smaller than the data off
the axis; an out-of-range index is a named error."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper

import jit_runtime as jr
from jit_runtime.onnx import NodeError

ort = pytest.importorskip("onnxruntime")


def model(x_shape, idx_shape, axis, dtype=TensorProto.FLOAT):
    node = helper.make_node("GatherElements", ["x", "i"], ["y"], axis=axis, name="ge")
    g = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", dtype, x_shape),
                                       helper.make_tensor_value_info("i", TensorProto.INT64, idx_shape)],
                          [helper.make_tensor_value_info("y", dtype, idx_shape)])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shape=st.lists(st.integers(1, 6), min_size=1, max_size=3), data=st.data(),
       dtype=st.sampled_from([TensorProto.FLOAT, TensorProto.INT64]))
def test_matches_onnxruntime(shape, data, dtype):
    r = len(shape)
    axis = data.draw(st.integers(-r, r - 1))
    a = axis % r
    idx_shape = [data.draw(st.integers(1, 5)) if k == a else data.draw(st.integers(1, d)) for k, d in enumerate(shape)]
    rng = np.random.default_rng(sum(shape))
    x = (rng.standard_normal(shape) * 10).astype(np.float32 if dtype == TensorProto.FLOAT else np.int64)
    if dtype == TensorProto.FLOAT:
        x.flat[0] = np.nan
    idx = rng.integers(-shape[a], shape[a], idx_shape).astype(np.int64)
    m = model(shape, idx_shape, axis, dtype)
    ref = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x, "i": idx})[0]
    np.testing.assert_array_equal(jr.Session(m).run({"x": x, "i": idx})["y"], ref)


def test_an_index_out_of_range_is_a_named_error():
    m = model([3, 4], [3, 4], 1)
    with pytest.raises(NodeError, match="GatherElements.*out of range"):
        jr.Session(m).run({"x": np.zeros((3, 4), np.float32), "i": np.full((3, 4), 4, np.int64)})
