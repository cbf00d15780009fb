"""Small float models and their quantized versions, made by onnxruntime.quantization the way
users make them: static QDQ (a calibration reader over random data; per channel or per
tensor; uint8 or int8 activations) and dynamic (quantize_dynamic). Seconds to make."""
from __future__ import annotations

import os
import tempfile
import warnings

import numpy as np
import onnx
from onnx import TensorProto as TP, helper as H, numpy_helper as NH


def _init(rng, name: str, *shape: int, scale: float = 0.3) -> onnx.TensorProto:
    return NH.from_array((rng.standard_normal(shape) * scale).astype(np.float32), name)


def cnn(seed: int = 0, batch: int = 2, size: int = 12) -> onnx.ModelProto:
    """conv-relu, conv-relu, 1x1 conv + residual add, relu, strided conv, global pool, gemm."""
    rng = np.random.default_rng(seed)
    inits = [_init(rng, "w1", 8, 3, 3, 3), _init(rng, "b1", 8), _init(rng, "w2", 8, 8, 3, 3, scale=0.15),
             _init(rng, "b2", 8), _init(rng, "w3", 8, 8, 1, 1), _init(rng, "b3", 8),
             _init(rng, "w4", 12, 8, 3, 3, scale=0.15), _init(rng, "b4", 12), _init(rng, "fw", 10, 12),
             _init(rng, "fb", 10)]
    nodes = [H.make_node("Conv", ["x", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1]), H.make_node("Relu", ["c1"], ["r1"]),
             H.make_node("Conv", ["r1", "w2", "b2"], ["c2"], pads=[1, 1, 1, 1]), H.make_node("Relu", ["c2"], ["r2"]),
             H.make_node("Conv", ["r2", "w3", "b3"], ["c3"]), H.make_node("Add", ["c3", "r1"], ["s"]),
             H.make_node("Relu", ["s"], ["r3"]),
             H.make_node("Conv", ["r3", "w4", "b4"], ["c4"], pads=[1, 1, 1, 1], strides=[2, 2]),
             H.make_node("Relu", ["c4"], ["r4"]), H.make_node("GlobalAveragePool", ["r4"], ["p"]),
             H.make_node("Flatten", ["p"], ["f"]), H.make_node("Gemm", ["f", "fw", "fb"], ["y"], transB=1)]
    g = H.make_graph(nodes, "cnn", [H.make_tensor_value_info("x", TP.FLOAT, [batch, 3, size, size])],
                     [H.make_tensor_value_info("y", TP.FLOAT, [batch, 10])], initializer=inits)
    return H.make_model(g, opset_imports=[H.make_opsetid("", 13)])


def transformer(seed: int = 0, seq: int = 16, dim: int = 32, hidden: int = 64) -> onnx.ModelProto:
    """One pre-norm encoder block: layernorm, q/k/v projections, one-head attention,
    output projection + residual, layernorm, gelu MLP + residual."""
    rng = np.random.default_rng(seed)
    s = 1 / np.sqrt(dim)
    inits = [_init(rng, n, dim, dim, scale=s) for n in ("wq", "wk", "wv", "wo")]
    inits += [_init(rng, "w1", dim, hidden, scale=s), _init(rng, "b1", hidden, scale=0.1),
              _init(rng, "w2", hidden, dim, scale=1 / np.sqrt(hidden)), _init(rng, "b2", dim, scale=0.1),
              NH.from_array(np.ones(dim, np.float32), "g"), NH.from_array(np.zeros(dim, np.float32), "be"),
              NH.from_array(np.array(1 / np.sqrt(dim), np.float32), "inv_sqrt_d"),
              NH.from_array(np.array(1 / np.sqrt(2), np.float32), "inv_sqrt2"),
              NH.from_array(np.array(1.0, np.float32), "one"), NH.from_array(np.array(0.5, np.float32), "half")]
    n = H.make_node
    nodes = [n("LayerNormalization", ["x", "g", "be"], ["ln1"], axis=-1),
             n("MatMul", ["ln1", "wq"], ["q"]), n("MatMul", ["ln1", "wk"], ["k"]), n("MatMul", ["ln1", "wv"], ["v"]),
             n("Transpose", ["k"], ["kt"], perm=[0, 2, 1]), n("MatMul", ["q", "kt"], ["att"]),
             n("Mul", ["att", "inv_sqrt_d"], ["atts"]), n("Softmax", ["atts"], ["p"], axis=-1),
             n("MatMul", ["p", "v"], ["ctx"]), n("MatMul", ["ctx", "wo"], ["o"]), n("Add", ["o", "x"], ["h"]),
             n("LayerNormalization", ["h", "g", "be"], ["ln2"], axis=-1),
             n("MatMul", ["ln2", "w1"], ["m1"]), n("Add", ["m1", "b1"], ["m1b"]),
             n("Mul", ["m1b", "inv_sqrt2"], ["e0"]), n("Erf", ["e0"], ["e1"]), n("Add", ["e1", "one"], ["e2"]),
             n("Mul", ["m1b", "e2"], ["e3"]), n("Mul", ["e3", "half"], ["gelu"]),
             n("MatMul", ["gelu", "w2"], ["m2"]), n("Add", ["m2", "b2"], ["m2b"]), n("Add", ["m2b", "h"], ["y"])]
    g = H.make_graph(nodes, "block", [H.make_tensor_value_info("x", TP.FLOAT, [1, seq, dim])],
                     [H.make_tensor_value_info("y", TP.FLOAT, [1, seq, dim])], initializer=inits)
    return H.make_model(g, opset_imports=[H.make_opsetid("", 17)])


def random_input(m: onnx.ModelProto, seed: int) -> dict:
    i = m.graph.input[0]
    shape = [d.dim_value for d in i.type.tensor_type.shape.dim]
    return {i.name: np.random.default_rng(seed).standard_normal(shape).astype(np.float32)}


def quantize(model: onnx.ModelProto, how: str, per_channel: bool = True, activations: str = "uint8",
             samples: int = 8) -> onnx.ModelProto:
    """The model quantized by onnxruntime.quantization: how="static" (QDQ, calibrated on
    `samples` random inputs) or "dynamic"."""
    from onnxruntime.quantization import (CalibrationDataReader, QuantFormat, QuantType, quantize_dynamic,
                                          quantize_static)

    class Reader(CalibrationDataReader):
        def __init__(self):
            self.it = iter([random_input(model, 100 + k) for k in range(samples)])

        def get_next(self):
            return next(self.it, None)
    with tempfile.TemporaryDirectory() as d, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        src, dst = os.path.join(d, "float.onnx"), os.path.join(d, "quant.onnx")
        onnx.save(model, src)
        import logging
        logging.getLogger().setLevel(logging.ERROR)  # "consider pre-processing" on every call
        if how == "static":
            quantize_static(src, dst, Reader(), quant_format=QuantFormat.QDQ, per_channel=per_channel,
                            activation_type=QuantType.QUInt8 if activations == "uint8" else QuantType.QInt8,
                            weight_type=QuantType.QInt8)
        else:
            quantize_dynamic(src, dst, per_channel=per_channel, weight_type=QuantType.QInt8)
        return onnx.load(dst)


def output_step(m: onnx.ModelProto) -> float | None:
    """The scale of the DequantizeLinear that makes the (first) graph output, if one does."""
    out = m.graph.output[0].name
    init = {t.name: NH.to_array(t) for t in m.graph.initializer}
    for n in m.graph.node:
        if out in n.output and n.op_type == "DequantizeLinear" and n.input[1] in init:
            return float(init[n.input[1]].reshape(-1)[0])
    return None
