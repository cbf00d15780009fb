"""Products of two activations (a MatMul neither of whose operands is a constant) as
bfloat16 nodes (onnx/bf16_fed.py), for the MatMuls a session's precision contract chose
(onnx/precision.py):

    MatMul(a, b) [-> Mul(c) | Div(c)] [-> Add(r)]  ->  BF16BatchMatMul(a, b, r, alpha = c or 1 / c)

A transformer's attention scores are Q @ K^T scaled by a constant and masked by an Add;
both are taken into the product's epilogue where each is the only reader of what it reads
(c a constant scalar, r a float32 tensor made before the MatMul whose last two dims are
the product's and whose others broadcast to its batch dims, widening nothing). Taken only
on static shapes of rank 2 or more on both sides, a and b float32 and neither a constant
nor fed as an initializer. The node keeps the MatMul's name, so the contract's timings
and the profile compare it with the float32 node of that name (its epilogue fused in).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from onnx import TensorProto

from ..bf16_fed import DOMAIN, OP, node as fed_node
from ..model import Graph, Node, TensorInfo
from ._names import Fresh
from .reduced_contractions import _only_reader

DEFAULT_DOMAINS = ("", "ai.onnx")


def fed(graph: Graph, n: Node) -> bool:
    """Whether n is a MatMul of two float32 activations of static shapes, rank >= 2."""
    if n.domain not in DEFAULT_DOMAINS or n.op_type != "MatMul" or not n.name or len(n.inputs) != 2 or \
            len(n.outputs) != 1 or not n.outputs[0]:
        return False
    fed_inits = {t.name for t in graph.overridable}
    for x in n.inputs:
        t = graph.tensors.get(x)
        if x in graph.initializers or x in fed_inits or t is None or t.elem_type != TensorProto.FLOAT or \
                t.static_shape is None or len(t.static_shape) < 2:
            return False
    y = graph.tensors.get(n.outputs[0])
    return y is not None and y.static_shape is not None


@dataclass(frozen=True)
class FedProducts:
    layers: frozenset[str] | bool = True  # the MatMul names to turn (True: every one)

    def apply(self, graph: Graph) -> Graph:
        users = graph.consumers()
        outputs = {t.name for t in graph.outputs}
        made = {o: n for n in graph.nodes for o in n.outputs}
        order = {id(n): i for i, n in enumerate(graph.nodes)}
        tensors = dict(graph.tensors)
        fresh = Fresh(graph)
        nodes: list[Node] = []
        folded: set[int] = set()
        for n in graph.nodes:
            if id(n) in folded:
                continue
            if not ((self.layers is True or (self.layers and n.name in self.layers)) and fed(graph, n)):
                nodes.append(n)
                continue
            y, alpha, taken = n.outputs[0], 1.0, []
            scale = _scale(graph, _only_reader(y, users, outputs), y)
            if scale is not None:
                (mul, alpha), y = scale, scale[0].outputs[0]
                taken.append(mul)
            add = _residual(graph, n, _only_reader(y, users, outputs), y, made, order)
            r = ""
            if add is not None:
                (a, r), y = add, add[0].outputs[0]
                taken.append(a)
            folded.update(id(t) for t in taken)
            outs = [y, fresh(f"{y}.bf16_panels"), fresh(f"{y}.bf16_codes")]
            for o in outs[1:]:
                tensors[o] = TensorInfo(o, TensorProto.UINT16, None)
            proto = fed_node(n.name, n.inputs[0], n.inputs[1], r, outs, alpha)
            nodes.append(Node(n.index, n.name, OP, DOMAIN, tuple(proto.input), tuple(outs), proto,
                              fused=n.fused + tuple(t.name for t in taken)))
        if len(nodes) == len(graph.nodes) and not folded and all(a is b for a, b in zip(nodes, graph.nodes)):
            return graph
        from types import MappingProxyType
        return graph.replace(nodes=tuple(nodes), tensors=tensors, opsets=MappingProxyType({**graph.opsets, DOMAIN: 1}))


def _scale(graph: Graph, n: Node | None, y: str) -> tuple[Node, float] | None:
    """(the Mul or Div, alpha) where n multiplies y by, or divides it by, a constant scalar."""
    if n is None or n.domain not in DEFAULT_DOMAINS or n.op_type not in ("Mul", "Div") or len(n.inputs) != 2 or \
            len(n.outputs) != 1 or n.inputs[0] == n.inputs[1] or (n.op_type == "Div" and n.inputs[0] != y):
        return None
    other = n.inputs[1] if n.inputs[0] == y else n.inputs[0]
    c, yi = graph.initializers.get(other), graph.tensors.get(y)
    if c is None or c.size != 1 or c.dtype != np.float32 or other in {t.name for t in graph.overridable} or \
            yi is None or yi.static_shape is None or c.ndim > len(yi.static_shape):
        return None
    v = float(np.asarray(c).reshape(()))
    if n.op_type == "Div":
        if v == 0 or not np.isfinite(v):
            return None
        v = float(np.float32(1) / np.float32(v))
    return (n, v) if np.isfinite(v) else None


def _residual(graph: Graph, mm: Node, n: Node | None, y: str, made: dict[str, Node], order: dict[int, int]) \
        -> tuple[Node, str] | None:
    """(the Add, r) where n adds to y a float32 tensor r made before the MatMul whose last two
    dims are y's and whose others broadcast to y's (y's shape unchanged)."""
    if n is None or n.domain not in DEFAULT_DOMAINS or n.op_type != "Add" or len(n.inputs) != 2 or \
            len(n.outputs) != 1 or n.inputs[0] == n.inputs[1]:
        return None
    r = n.inputs[1] if n.inputs[0] == y else n.inputs[0]
    yi, ri = graph.tensors.get(y), graph.tensors.get(r)
    if r in graph.initializers or yi is None or ri is None or ri.elem_type != TensorProto.FLOAT or \
            yi.static_shape is None or ri.static_shape is None:
        return None
    ys, rs = tuple(yi.static_shape), tuple(ri.static_shape)
    if len(rs) < 2 or len(rs) > len(ys) or rs[-2:] != ys[-2:]:
        return None
    try:
        if tuple(np.broadcast_shapes(ys, rs)) != ys:
            return None
    except ValueError:
        return None
    src = made.get(r)
    return (n, r) if src is None or order[id(src)] < order[id(mm)] else None


__all__ = ["FedProducts", "fed"]
