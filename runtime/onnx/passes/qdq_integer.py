"""QDQ contractions as integer nodes: DequantizeLinear -> Conv/MatMul -> QuantizeLinear
becomes QLinearConv / QLinearMatMul (what onnxruntime's own QDQ transformer does), which
run on the integer GEMM kernels (runtime/qgemm.py).

    DQ(xq, sx, zx) ----\\
    DQ(wq, sw, zw) ----- Conv -> y -> Q(y, sy, zy) -> yq    =>   QLinearConv(xq, sx, zx, wq, sw, zw,
    DQ(bq, sx*sw, 0) --/                                                     sy, zy, bq) -> yq

Taken only where the values are what the integer node means: x an activation quantized
per tensor (scale and zero point constants of one element), the weights constant int8/uint8
per tensor or per output channel (Conv: axis 0; MatMul: the columns), the bias constant
int32 with zero point 0 and a scale within 1e-6 of sx * sw (then the products' scale), y
read by the QuantizeLinear alone and not a graph output, the output's parameters constant
of one element. The result differs from the float graph's by the float rounding of its
products (a value within an ulp of a rounding tie may land one step away).

The DequantizeLinear nodes stay for their other readers (the rest of FoldQDQ and the dead-node
pass deal with them); a QuantizeLinear whose value now feeds an integer node stays a
QuantizeLinear.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from onnx import helper

from ..model import Graph, Node
from ._qdq_match import Match, is_op
from .qdq_native import native_contractions

CONV_ATTRS = ("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides")


class _Rewrite(Match):
    def node(self, c: Node) -> tuple[Node, Node] | None:
        """(the integer node, the QuantizeLinear it replaces with c), or None."""
        if is_op(c, "Conv") and len(c.inputs) >= 2:
            wd = self.producer.get(c.inputs[1])
            w = self.init.get(wd.inputs[0]) if wd is not None and wd.inputs else None
            if w is None:
                return None
            parts = self.activation(c.inputs[0]), self.weights(c.inputs[1], 0, w.ndim)
            q = self.output(c)
            if None in parts or q is None:
                return None
            (xq, sx, zx), (wq, sw, zw, s_w) = parts  # type: ignore[misc]
            ins = [xq, sx, zx, wq, sw, zw, q.inputs[1], q.inputs[2]]
            if len(c.inputs) > 2 and c.inputs[2]:
                b = self.bias(c.inputs[2], sx, s_w)
                if b is None:
                    return None
                ins.append(b)
            attrs = {a.name: helper.get_attribute_value(a) for a in c.proto.attribute if a.name in CONV_ATTRS}
            return self._make("QLinearConv", c, q, ins, attrs), q
        if is_op(c, "MatMul") and len(c.inputs) == 2:
            bd = self.producer.get(c.inputs[1])
            wm = self.init.get(bd.inputs[0]) if bd is not None and bd.inputs else None
            if wm is None or wm.ndim != 2:
                return None
            parts = self.activation(c.inputs[0]), self.weights(c.inputs[1], 1, 2)
            q = self.output(c)
            if None in parts or q is None:
                return None
            (xq, sx, zx), (wq, sw, zw, _) = parts  # type: ignore[misc]
            return self._make("QLinearMatMul", c, q, [xq, sx, zx, wq, sw, zw, q.inputs[1], q.inputs[2]], {}), q
        return None

    def _make(self, op: str, c: Node, q: Node, ins: list[str], attrs: dict[str, Any]) -> Node:
        name = self.fresh(f"{c.name or c.outputs[0]}.integer")
        p = helper.make_node(op, ins, [q.outputs[0]], name=name, **attrs)
        return Node(c.index, name, op, "", tuple(p.input), tuple(p.output), p, fused=(c.name, q.name))


def integer_contractions(graph: Graph) -> Graph:
    """The graph with each eligible DQ -> Conv/MatMul -> Q as QLinearConv/QLinearMatMul."""
    rw = _Rewrite(graph)
    replaced: dict[int, Node] = {}
    dropped: set[int] = set()
    for c in graph.nodes:
        made = rw.node(c)
        if made is not None:
            replaced[id(c)] = made[0]
            dropped.add(id(made[1]))
    if not replaced:
        return graph
    nodes = tuple(replaced.get(id(n), n) for n in graph.nodes if id(n) not in dropped)
    return graph.replace(nodes=nodes, initializers=rw.init)


def integer_by_default() -> bool:
    """Whether QDQ contractions become integer nodes unless told: where this machine's
    integer GEMM has vpdpbusd (4 products per int32 lane and instruction). On AVX2 without
    VNNI the exact kernels (vpmaddwd: 16 products an instruction, an FMA's 8 twice) ran QDQ
    resnet18 no faster than its float32 graph (benchmarks/quantized.py)."""
    from ...device import profile
    from ...qgemm import available
    return "vnni" in available(profile(None))


@dataclass(frozen=True)
class IntegerQDQ:
    """The pass: before constant folding, which would turn the weights' DequantizeLinear
    into float32 initializers. integer None: integer_by_default(); native (None: as
    integer): first the contractions qdq_native.py runs on the native int8 launches, then
    QLinearConv / QLinearMatMul for those it leaves."""
    integer: bool | None = None
    native: bool | None = None

    def apply(self, graph: Graph) -> Graph:
        integer = self.integer or (self.integer is None and integer_by_default())
        if self.native or (self.native is None and integer):
            graph = native_contractions(graph)
        return integer_contractions(graph) if integer else graph
