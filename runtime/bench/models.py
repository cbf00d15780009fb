"""The benchmark's models, built in code with onnx.helper and seeded numpy weights, so the
suite needs no files: one-node op models, an MLP, a small CNN, a ResNet basic block, a
transformer encoder layer, and a one-node model for per-run overhead. Each builder returns
(model, feeds). `work(model)` counts the FLOPs and the minimal bytes a run must move,
which place a row on the roofline.
"""
from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 20  # Gelu needs 20; LayerNormalization 17


class _Graph:
    """Nodes and initializers collected while a builder runs."""

    def __init__(self, seed: int):
        self.rng = np.random.default_rng(seed)
        self.nodes: list[onnx.NodeProto] = []
        self.inits: list[onnx.TensorProto] = []
        self._n = 0

    def name(self, prefix: str) -> str:
        self._n += 1
        return f"{prefix}{self._n}"

    def const(self, prefix: str, a: np.ndarray) -> str:
        name = self.name(prefix)
        self.inits.append(numpy_helper.from_array(np.asarray(a), name))
        return name

    def weight(self, prefix: str, shape, fan_in: int) -> str:
        return self.const(prefix, (self.rng.standard_normal(shape) / np.sqrt(fan_in)).astype(np.float32))

    def node(self, op: str, inputs: list[str], **attrs) -> str:
        out = self.name(op.lower() + "_")
        self.nodes.append(helper.make_node(op, inputs, [out], name=out, **attrs))
        return out

    def model(self, name: str, x: str, shape, y: str, y_shape) -> onnx.ModelProto:
        g = helper.make_graph(self.nodes, name, [helper.make_tensor_value_info(x, TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info(y, TensorProto.FLOAT, y_shape)],
                              initializer=self.inits)
        return helper.make_model(g, opset_imports=[helper.make_opsetid("", OPSET)])


def _feeds(shape, seed: int) -> dict[str, np.ndarray]:
    return {"x": np.random.default_rng(seed + 1000).standard_normal(shape).astype(np.float32)}


def conv(c: int, k: int, hw: int, r: int, group: int = 1, batch: int = 1, seed: int = 0):
    """One Conv node (with bias, 'same' padding, stride 1): x [batch, c, hw, hw]."""
    g = _Graph(seed)
    w = g.weight("w", (k, c // group, r, r), c // group * r * r)
    b = g.const("b", (g.rng.standard_normal(k) * 0.1).astype(np.float32))
    p = r // 2
    y = g.node("Conv", ["x", w, b], kernel_shape=[r, r], pads=[p, p, p, p], group=group)
    return g.model("conv", "x", [batch, c, hw, hw], y, [batch, k, hw, hw]), _feeds((batch, c, hw, hw), seed)


def matmul(m: int, k: int, n: int, seed: int = 0):
    """One MatMul node with both operands as inputs (no weight prepacking at load)."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = (rng.standard_normal((k, n)) / np.sqrt(k)).astype(np.float32)
    graph = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="matmul")], "matmul",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [m, k]),
                               helper.make_tensor_value_info("w", TensorProto.FLOAT, [k, n])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [m, n])])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)]), {"x": a, "w": b}


def mlp(batch: int = 1, sizes=(784, 1024, 1024, 10), seed: int = 0):
    """MatMul + Add (+ Relu) per layer, Softmax at the end."""
    g = _Graph(seed)
    x = "x"
    for i, (a, b) in enumerate(zip(sizes, sizes[1:])):
        x = g.node("Add", [g.node("MatMul", [x, g.weight("w", (a, b), a)]),
                           g.const("b", (g.rng.standard_normal(b) * 0.1).astype(np.float32))])
        if i < len(sizes) - 2:
            x = g.node("Relu", [x])
    y = g.node("Softmax", [x], axis=-1)
    return g.model("mlp", "x", [batch, sizes[0]], y, [batch, sizes[-1]]), _feeds((batch, sizes[0]), seed)


def _conv_bn(g: _Graph, x: str, c: int, k: int, r: int = 3, stride: int = 1, relu: bool = True) -> str:
    p = r // 2
    y = g.node("Conv", [x, g.weight("w", (k, c, r, r), c * r * r)], kernel_shape=[r, r],
               pads=[p, p, p, p], strides=[stride, stride])
    bn = [g.const("bn_scale", (1 + 0.1 * g.rng.standard_normal(k)).astype(np.float32)),
          g.const("bn_bias", (0.1 * g.rng.standard_normal(k)).astype(np.float32)),
          g.const("bn_mean", (0.1 * g.rng.standard_normal(k)).astype(np.float32)),
          g.const("bn_var", (1 + 0.1 * np.abs(g.rng.standard_normal(k))).astype(np.float32))]
    y = g.node("BatchNormalization", [y, *bn], epsilon=1e-5)
    return g.node("Relu", [y]) if relu else y


def small_cnn(batch: int = 1, seed: int = 0):
    """Conv-BN-ReLU x3 (3->32, 32->64 stride 2, 64->128 stride 2) on 3x32x32, GAP, Gemm to 10."""
    g = _Graph(seed)
    x = _conv_bn(g, "x", 3, 32)
    x = _conv_bn(g, x, 32, 64, stride=2)
    x = _conv_bn(g, x, 64, 128, stride=2)
    x = g.node("Flatten", [g.node("GlobalAveragePool", [x])], axis=1)
    y = g.node("Gemm", [x, g.weight("fc", (10, 128), 128), g.const("fc_b", np.zeros(10, np.float32))], transB=1)
    return g.model("small_cnn", "x", [batch, 3, 32, 32], y, [batch, 10]), _feeds((batch, 3, 32, 32), seed)


def resnet_block(channels: int = 64, hw: int = 56, seed: int = 0):
    """ResNet basic block: Conv-BN-ReLU, Conv-BN, Add the input, ReLU (batch 1)."""
    g = _Graph(seed)
    y = _conv_bn(g, "x", channels, channels)
    y = _conv_bn(g, y, channels, channels, relu=False)
    y = g.node("Relu", [g.node("Add", [y, "x"])])
    shape = [1, channels, hw, hw]
    return g.model("resnet_block", "x", shape, y, shape), _feeds(shape, seed)


def encoder_layer(d_model: int = 256, seq: int = 128, heads: int = 4, ffn: int = 1024,
                  activation: str = "Gelu", seed: int = 0):
    """Post-norm transformer encoder layer, batch 1: multi-head self-attention (MatMul,
    Reshape, Transpose, scaled Softmax), Add + LayerNormalization, a feed-forward block
    (MatMul, Add, Gelu or Relu), Add + LayerNormalization."""
    g = _Graph(seed)
    dh = d_model // heads

    def linear(x, a, b):
        return g.node("Add", [g.node("MatMul", [x, g.weight("w", (a, b), a)]),
                              g.const("b", (0.02 * g.rng.standard_normal(b)).astype(np.float32))])

    def layernorm(x):
        return g.node("LayerNormalization", [x, g.const("gamma", np.ones(d_model, np.float32)),
                                             g.const("beta", np.zeros(d_model, np.float32))],
                      axis=-1, epsilon=1e-5)
    split = g.const("split_shape", np.array([1, seq, heads, dh], np.int64))
    merge = g.const("merge_shape", np.array([1, seq, d_model], np.int64))
    q, k, v = (g.node("Reshape", [linear("x", d_model, d_model), split]) for _ in range(3))
    q = g.node("Transpose", [q], perm=[0, 2, 1, 3])               # [1, h, seq, dh]
    k = g.node("Transpose", [k], perm=[0, 2, 3, 1])               # [1, h, dh, seq]
    v = g.node("Transpose", [v], perm=[0, 2, 1, 3])
    scores = g.node("Mul", [g.node("MatMul", [q, k]), g.const("scale", np.array(1 / np.sqrt(dh), np.float32))])
    att = g.node("MatMul", [g.node("Softmax", [scores], axis=-1), v])  # [1, h, seq, dh]
    att = g.node("Reshape", [g.node("Transpose", [att], perm=[0, 2, 1, 3]), merge])
    x1 = layernorm(g.node("Add", ["x", linear(att, d_model, d_model)]))
    h = g.node(activation, [linear(x1, d_model, ffn)])
    y = layernorm(g.node("Add", [x1, linear(h, ffn, d_model)]))
    shape = [1, seq, d_model]
    return g.model("encoder_layer", "x", shape, y, shape), _feeds(shape, seed)


def one_node(n: int = 16):
    """A single Relu on n floats: what a run costs beyond its kernel."""
    g = _Graph(0)
    y = g.node("Relu", ["x"])
    return g.model("one_node", "x", [n], y, [n]), {"x": np.linspace(-1, 1, n, dtype=np.float32)}


def work(model: onnx.ModelProto) -> tuple[float, float]:
    """(FLOPs, bytes) of one run: 2 per multiply-add of Conv, MatMul and Gemm nodes (other
    nodes, and products whose shapes are unknown, are not counted), and bytes = graph
    inputs + initializers + outputs, once each (the least any implementation must move).
    Shapes are the runtime's own (onnx inference, then Shape nodes of static values folded
    and inference again: transformers' exports compute their reshapes from Shape)."""
    from ..onnx.model import load
    from ..onnx.passes import ConstantFold, StaticShapes
    g = ConstantFold().apply(StaticShapes().apply(load(model)))
    shapes = {name: t.static_shape for name, t in g.tensors.items()}
    shapes.update({name: tuple(a.shape) for name, a in g.initializers.items()})
    flops = 0.0
    for node in g.nodes:
        if any(shapes.get(t) is None for t in list(node.inputs[:2]) + list(node.outputs[:1])):
            continue
        if node.op_type == "Conv":
            w, y = shapes[node.inputs[1]], shapes[node.outputs[0]]
            flops += 2.0 * np.prod(y) * np.prod(w[1:])
        elif node.op_type == "MatMul":
            a, y = shapes[node.inputs[0]], shapes[node.outputs[0]]
            flops += 2.0 * np.prod(y) * a[-1]
        elif node.op_type == "Gemm":
            a, y = shapes[node.inputs[0]], shapes[node.outputs[0]]
            ta = next((at.i for at in node.proto.attribute if at.name == "transA"), 0)
            flops += 2.0 * np.prod(y) * a[0 if ta else -1]
    io = [shapes.get(t.name) for t in list(g.inputs) + list(g.outputs)]
    nbytes = 4.0 * sum(np.prod(s) for s in io if s is not None)
    nbytes += sum(a.nbytes for a in model_initializers(model))
    return float(flops), float(nbytes)


def model_initializers(model: onnx.ModelProto):
    return [numpy_helper.to_array(t) for t in model.graph.initializer]
