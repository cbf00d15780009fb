"""Edges between reduced-precision products carried as bfloat16 codes: a product whose y
only other products read (as their x or their residual) stores y rounded to bfloat16
(attribute bf16_out = 1; the edge's type becomes CODES, uint16), and its readers read the
codes as they are:

    BF16MatMul(x) -> y -> BF16MatMul(y, ...)               y's codes are what the reader
                       -> BF16MatMul(.., residual = y)     rounded y to anyway; the residual
                       -> Int8MatMul(.., residual = y)     is added as its bfloat16 value
                       -> FusedConvNHWC(y, ...) depthwise  its op text's x retyped bf16

A fused channels-last depthwise conv is a producer too (its op text's y retyped bf16, the
DSL's depthwise lowering rounding as it stores), so mobilenet's expand -> depthwise ->
project runs on codes end to end where the projection is a BF16MatMul.

Half the bytes cross each such edge, and a bf16 reader of x skips its rounding. The
numbers change only where y is a residual or a depthwise conv's x (read at 8 significant
bits, as OpenVINO's bf16 mode keeps its activations): the precision contract measures the whole
model with this pass in place (precision.py). A window reader needs the device's AMX
product copying its windows from x's codes, or its AMX convolution padding them
(`device`: bf16.window_reads_codes); elsewhere it would widen x back to float32, so such
an edge stays float32. A producer with a given quantization, and an Int8MatMul reading x,
keep float32 edges, and so does an edge of symbolic shape (a reader's path depends on the
shape). Runs after the layout passes and the fusions, on the graph as it will run.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from onnx import helper

from ...device import Profile
from ..bf16 import MATMUL as BF16, window_reads_codes
from ..edges import CODES
from ..int8 import DOMAIN, MATMUL as INT8, Window
from ..model import Graph, Node, TensorInfo
from ..nhwc import FUSED as FUSED_CONV, X_BF16, X_F32, Y_BF16, Y_F32
from ._names import attr

ROWS_K = 32  # a rows reader's K a multiple of this: its codes are read in place (AMX's whole k tiles)


@dataclass(frozen=True)
class BF16Edges:
    device: Profile | None = None  # readers over windows too, where its AMX product copies them from codes

    def apply(self, graph: Graph) -> Graph:
        readers = graph.consumers()
        outputs = {t.name for t in graph.outputs}
        coded = {n.outputs[0] for n in graph.nodes if (_producer(n) or _depthwise(graph, n, Y_F32))
                 and n.outputs[0] not in outputs and readers.get(n.outputs[0])
                 and all(self._reads_codes(graph, r, n.outputs[0]) for r in readers[n.outputs[0]])}
        if not coded:
            return graph
        nodes = tuple(_recoded(graph, n, coded) for n in graph.nodes)
        tensors = dict(graph.tensors)
        for name in coded:
            info = tensors.get(name)
            tensors[name] = TensorInfo(name, CODES, info.shape if info else None)
        return graph.replace(nodes=nodes, tensors=tensors)

    def _reads_codes(self, graph: Graph, reader: Node, y: str) -> bool:
        """Whether every input of `reader` that is y can be bfloat16 codes."""
        if _depthwise(graph, reader, X_F32) and reader.inputs[0] == y and y not in reader.inputs[1:] + reader.implicit:
            return True  # (its x read as bf16: the text retyped below)
        if reader.domain != DOMAIN or reader.op_type not in (BF16, INT8) or y in reader.implicit:
            return False
        residual_at = 3 if reader.op_type == BF16 else 4
        for i, name in enumerate(reader.inputs):
            if name != y:
                continue
            if i == residual_at and attr(reader, "residual", 0) and attr(reader, "given", None) is None:
                continue
            if i != 0 or reader.op_type != BF16:
                return False
            window = attr(reader, "window", None)
            info = graph.tensors.get(y)
            shape = info.static_shape if info is not None else None
            w = graph.initializers.get(reader.inputs[1]) if len(reader.inputs) > 1 else None
            if shape is None or w is None or w.ndim != 2:
                return False
            if window is None and shape[-1] % ROWS_K:
                return False
            if window is not None and (self.device is None or len(shape) != 4
                                       or not window_reads_codes(self.device, Window.of(window), shape, w.shape[1])):
                return False
        return True


def _producer(node: Node) -> bool:
    """A product whose epilogue can store y as bfloat16 codes (every GEMM's and AMX
    convolution's can): the per-call quantization."""
    return node.domain == DOMAIN and node.op_type in (BF16, INT8) and bool(node.outputs) and bool(node.outputs[0]) \
        and attr(node, "given", None) is None


def _depthwise(graph: Graph, node: Node, typed: str) -> bool:
    """A fused channels-last depthwise conv (weights [R, S, C]) whose op text has `typed`
    (its x or its y f32): the DSL's depthwise lowering reads a bf16 x, widening it as it
    loads, and stores a bf16 y rounded to nearest even."""
    if node.domain != DOMAIN or node.op_type != FUSED_CONV or len(node.inputs) < 2:
        return False
    w = graph.initializers.get(node.inputs[1])
    return w is not None and w.ndim == 3 and typed in attr(node, "opdsl", b"").decode()


def _recoded(graph: Graph, node: Node, coded: set[str]) -> Node:
    """The node as it reads and writes the edges `coded`."""
    if _depthwise(graph, node, X_F32) or _depthwise(graph, node, Y_F32):
        if node.inputs[0] in coded:
            node = _retyped(node, X_F32, X_BF16, "_bx")
        if node.outputs[0] in coded:
            node = _retyped(node, Y_F32, Y_BF16, "_by")
        return node
    return _stored_bf16(node) if node.outputs and node.outputs[0] in coded else node


_OP = re.compile(r"^op (\w+)\(")


def _retyped(node: Node, f32: str, bf16: str, suffix: str) -> Node:
    """The fused conv with its op text's x or y typed bf16, the op renamed (another kernel)."""
    n = node.with_io(node.inputs, node.outputs)
    text = _OP.sub(lambda m: f"op {m.group(1)}{suffix}(", attr(node, "opdsl", b"").decode().replace(f32, bf16, 1), 1)
    for a in n.proto.attribute:
        if a.name == "opdsl":
            a.s = text.encode()
    return n


def _stored_bf16(node: Node) -> Node:
    n = node.with_io(node.inputs, node.outputs)
    n.proto.attribute.append(helper.make_attribute("bf16_out", 1))
    return n


__all__ = ["BF16Edges"]
