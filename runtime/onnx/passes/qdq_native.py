"""QDQ contractions on the native int8 launches: DequantizeLinear -> Conv/MatMul becomes an
Int8MatMul whose codes are the model's own integers (onnx/int8.py, `given`), in the float
graph FoldQDQ then makes of the rest.

    DQ(xq, sx, zx) -> x ----------------\\
    DQ(wq, sw, 0) (constant int8) ------- Conv/MatMul -> y      =>
    DQ(bq, sx*sw, 0) (constant int32) --/

    x -> [Transpose to NHWC] -> Int8MatMul(x, wq as [K, N], sw, bq*sx*sw; given = [sx, zx]
         (+128 for int8 activations); window for a Conv) -> [Transpose back] -> y

x stays the float the DequantizeLinear makes, (xq - zx) * sx, whatever reads it; the codes
kernel recovers xq from it exactly (round(x / sx) + zx: x / sx is within an ulp or two of
an integer), so the GEMM sums the integers onnxruntime sums, and y is
float(sum) * (sx * sw) + the bias in float32, where onnxruntime requantizes sum + bq: the
QuantizeLinear after y (a rounding chain after FoldQDQ) lands on the same step but where
the two float roundings straddle a tie (one step). A Conv becomes a product over its
windows, channels-last, between the transposes SinkTransposes cancels (as
reduced_contractions.py does; 2-D, one group, static shapes). Unlike QLinearConv /
QLinearMatMul (qdq_integer.py, which takes what this leaves: grouped convolutions, weights
with zero points), y need not be quantized again: a MatMul before a bias Add qualifies.
"""
from __future__ import annotations

from types import MappingProxyType

import numpy as np
from onnx import TensorProto, helper

from ..int8 import DOMAIN, MATMUL, Window, node as int8_node
from ..model import Graph, Node, TensorInfo
from ._names import Fresh
from .channels_last import TO_NCHW
from ._qdq_match import Match, is_op
from .reduced_contractions import _nhwc, _window


def _weights(rw: Match, c: Node, axis: int, rank: int) -> tuple[np.ndarray, np.ndarray] | None:
    """(wq int8, scale per output channel float32) of c's weights DequantizeLinear, zero
    points 0."""
    found = rw.weights(c.inputs[1], axis, rank)
    if found is None:
        return None
    wq_name, _sw, zw_name, s_w = found
    wq, zw = rw.init[wq_name], rw.init[zw_name]
    if wq.dtype != np.int8 or np.any(zw != 0):
        return None
    return wq, np.broadcast_to(s_w.reshape(-1), (wq.shape[axis],)).astype(np.float32)


def native_contractions(graph: Graph) -> Graph:
    """The graph with each eligible DQ -> Conv/MatMul as a given-quantization Int8MatMul."""
    rw = Match(graph)
    fresh = rw.fresh  # (one namer: the match makes zero-point constants too)
    tensors = dict(graph.tensors)
    nodes: list[Node] = []
    changed = False
    for c in graph.nodes:
        made = _product(rw, graph, c, nodes, tensors, fresh)
        if made:
            changed = True
        else:
            nodes.append(c)
    if not changed:
        return graph
    return graph.replace(nodes=tuple(nodes), initializers=rw.init, tensors=tensors,
                         opsets=MappingProxyType({**graph.opsets, DOMAIN: 1}))


def _product(rw: Match, graph: Graph, c: Node, nodes: list[Node], tensors: dict[str, TensorInfo], fresh: Fresh) -> bool:
    """Append c's Int8MatMul (and its transposes) to nodes; False where c does not qualify."""
    conv = is_op(c, "Conv") and len(c.inputs) >= 2
    if not (conv or (is_op(c, "MatMul") and len(c.inputs) == 2)) or len(c.outputs) != 1:
        return False
    act = rw.activation(c.inputs[0])
    if act is None:
        return False
    _xq, sx_name, zx_name = act
    sx = float(np.float32(rw.init[sx_name].reshape(())))
    zx = int(rw.init[zx_name].reshape(())) + (128 if rw.init[zx_name].dtype == np.int8 else 0)
    win = None
    if conv:
        w_in = rw.init.get(rw.producer[c.inputs[1]].inputs[0]) if c.inputs[1] in rw.producer else None
        if w_in is None or w_in.ndim != 4:
            return False
        win = _window(graph, c, w_in)
        found = _weights(rw, c, 0, 4) if win is not None else None
        if found is None:
            return False
        wq, s_w = found
        wk = np.ascontiguousarray(wq.transpose(2, 3, 1, 0).reshape(-1, wq.shape[0]))
    else:
        found = _weights(rw, c, 1, 2)
        if found is None:
            return False
        wk, s_w = found
    bias = None
    if conv and len(c.inputs) > 2 and c.inputs[2]:
        bq = rw.bias(c.inputs[2], sx_name, s_w)
        if bq is None:
            return False
        bias = rw.init[bq].astype(np.float32) * (np.float32(sx) * s_w)
    names = [fresh(f"{c.inputs[1]}.int8"), fresh(f"{c.inputs[1]}.int8_scale")]
    rw.init[names[0]], rw.init[names[1]] = wk, s_w
    tensors[names[0]] = TensorInfo(names[0], TensorProto.INT8, tuple(wk.shape))
    tensors[names[1]] = TensorInfo(names[1], TensorProto.FLOAT, tuple(s_w.shape))
    b = ""
    if bias is not None:
        b = fresh(f"{c.name}.int8_bias")
        rw.init[b] = bias
        tensors[b] = TensorInfo(b, TensorProto.FLOAT, tuple(bias.shape))
    x, y = c.inputs[0], c.outputs[0]
    attrs = [helper.make_attribute("given", [sx, float(zx)])]
    if win is not None and win != Window((1, 1)):
        attrs.append(helper.make_attribute("window", win.values))
    out = y
    if win is not None:
        x, out = _nhwc(c, x, y, nodes, tensors, fresh, graph)
    codes = fresh(f"{y}.int8_codes")
    tensors[codes] = TensorInfo(codes, TensorProto.UINT8, None)
    proto = int8_node(MATMUL, c.name, [x, *names, b], [out, codes], attrs)
    nodes.append(Node(c.index, c.name, MATMUL, proto.domain, tuple(proto.input), (out, codes), proto,
                      fused=c.fused))
    if win is not None:
        back = helper.make_node("Transpose", [out], [y], name=fresh(f"{c.name}.to_nchw"), perm=list(TO_NCHW))
        nodes.append(Node(c.index, back.name, "Transpose", "", (out,), (y,), back))
    return True


__all__ = ["native_contractions"]
