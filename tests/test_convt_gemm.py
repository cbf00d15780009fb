"""2-D ConvTranspose of one group runs as a GEMM and a col2im gather (convt_gemm.py):
against onnxruntime at tiling windows (kernel == stride, Mask R-CNN's upsampling),
overlapping ones, pads, dilations, output padding, a non-finite input; groups keep the
general op."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto as T, helper

import jit_runtime as jr

ort = pytest.importorskip("onnxruntime")
V = helper.make_tensor_value_info


@pytest.mark.parametrize("C,K,k,s,H,W,N,attrs", [
    (16, 8, 2, 2, 7, 5, 3, {}), (3, 5, 3, 3, 4, 6, 1, {}), (4, 6, 1, 1, 5, 5, 2, {}), (5, 4, (2, 3), (2, 3), 3, 4, 1, {}),
    (4, 4, 2, 2, 5, 5, 1, {"pads": [1, 0, 0, 1]}), (4, 6, 2, 2, 5, 5, 1, {"group": 2}), (3, 3, 3, 2, 4, 4, 2, {}),
    (8, 17, 4, 2, 7, 6, 3, {"pads": [1, 1, 1, 1]}), (4, 5, 3, 2, 5, 4, 1, {"dilations": [2, 1], "output_padding": [1, 0]}),
    (4, 5, 3, 1, 5, 4, 1, {"pads": [2, 0, 1, 2]})])
def test_against_onnxruntime(C, K, k, s, H, W, N, attrs):
    rng = np.random.default_rng(C * 7 + K)
    kh, kw = (k, k) if isinstance(k, int) else k
    sh, sw = (s, s) if isinstance(s, int) else s
    g = attrs.get("group", 1)
    w = helper.make_tensor("w", T.FLOAT, [C, K // g, kh, kw], rng.normal(size=C * K // g * kh * kw).astype(np.float32))
    b = helper.make_tensor("b", T.FLOAT, [K], rng.normal(size=K).astype(np.float32))
    node = helper.make_node("ConvTranspose", ["x", "w", "b"], ["y"], strides=[sh, sw], **attrs)
    m = helper.make_model(helper.make_graph([node], "g", [V("x", T.FLOAT, None)], [V("y", T.FLOAT, None)], [w, b]),
                          opset_imports=[helper.make_opsetid("", 17)])
    x = rng.normal(size=(N, C, H, W)).astype(np.float32)
    x[0, 0, 0, 0] = np.inf if C == 16 else x[0, 0, 0, 0]  # non-finite input: as onnxruntime
    want = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    s_ = jr.Session(m, warmup=False)
    for _ in range(2):
        got = s_.run({"x": x})["y"]
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
