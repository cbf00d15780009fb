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

import numpy as np
from onnx import TensorProto, helper

from ..model import Graph, Node
from ._names import Fresh, attr

DEFAULT_DOMAINS = ("", "ai.onnx")
Q8 = (np.dtype(np.int8), np.dtype(np.uint8))
CONV_ATTRS = ("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides")


def _is(n: Node | None, op: str) -> bool:
    return n is not None and n.op_type == op and n.domain in DEFAULT_DOMAINS


def _one(init: dict[str, np.ndarray], name: str) -> np.ndarray | None:
    a = init.get(name) if name else None
    return a if a is not None and a.size == 1 else None


class _Rewrite:
    def __init__(self, graph: Graph):
        self.g = graph
        self.init = dict(graph.initializers)
        self.producer = {t: n for n in graph.nodes for t in n.outputs if t}
        self.users = graph.consumers()
        self.outputs = {t.name for t in graph.outputs}
        self.fresh = Fresh(graph)

    def _input(self, n: Node, i: int) -> str:
        return n.inputs[i] if i < len(n.inputs) else ""

    def activation(self, t: str) -> tuple[str, str, str] | None:
        """(xq, sx, zx) of t = DequantizeLinear(xq) per tensor, xq a fed 8-bit value."""
        d = self.producer.get(t)
        if d is None or not _is(d, "DequantizeLinear") or int(attr(d, "block_size", 0)):
            return None
        xq, sx, zx = (self._input(d, i) for i in range(3))
        info = self.g.tensors.get(xq)
        if xq in self.init or info is None or info.elem_type not in (TensorProto.UINT8, TensorProto.INT8):
            return None
        if _one(self.init, sx) is None or (zx and _one(self.init, zx) is None):
            return None
        if not zx:
            zx = self._const(f"{xq}.zero_point", np.zeros((), helper.tensor_dtype_to_np_dtype(info.elem_type)))
        return xq, sx, zx

    def weights(self, t: str, channel_axis: int, rank: int) -> tuple[str, str, str, np.ndarray] | None:
        """(wq, sw, zw, sw's values) of t = DequantizeLinear(wq) of a constant 8-bit wq, per
        tensor or per channel along channel_axis."""
        d = self.producer.get(t)
        if d is None or not _is(d, "DequantizeLinear") or int(attr(d, "block_size", 0)):
            return None
        wq, sw, zw = (self._input(d, i) for i in range(3))
        w, s = self.init.get(wq), self.init.get(sw)
        if w is None or s is None or w.dtype not in Q8 or w.ndim != rank:
            return None
        z = self.init.get(zw) if zw else None
        if (zw and z is None) or (z is not None and (z.dtype != w.dtype or z.shape != s.shape)):
            return None
        if s.size != 1:
            axis = int(attr(d, "axis", 1))
            if s.ndim != 1 or axis % rank != channel_axis % rank or s.shape[0] != w.shape[channel_axis]:
                return None
        if not zw:
            zw = self._const(f"{wq}.zero_point", np.zeros(s.shape, w.dtype))
        return wq, sw, zw, s.astype(np.float32)

    def bias(self, t: str, sx: str, s_w: np.ndarray) -> str | None:
        """bq of t = DequantizeLinear(bq) of a constant int32 with zero point 0 and scale sx * sw."""
        d = self.producer.get(t)
        if not _is(d, "DequantizeLinear"):
            return None
        assert d is not None
        bq, sb, zb = (self._input(d, i) for i in range(3))
        b, s = self.init.get(bq), self.init.get(sb)
        if b is None or s is None or b.dtype != np.int32 or b.ndim != 1:
            return None
        if zb and (self.init.get(zb) is None or np.any(self.init[zb] != 0)):
            return None
        want = np.float32(self.init[sx].reshape(())) * s_w.reshape(-1)
        if s.size not in (1, want.size) or not np.allclose(s.reshape(-1), want, rtol=1e-6, atol=0):
            return None
        return bq

    def output(self, c: Node) -> Node | None:
        """The QuantizeLinear that alone reads c's output (per tensor, constant parameters)."""
        y = c.outputs[0] if len(c.outputs) == 1 else ""
        readers = self.users.get(y, [])
        if not y or y in self.outputs or len(readers) != 1 or not _is(readers[0], "QuantizeLinear"):
            return None
        q = readers[0]
        sy, zy = self._input(q, 1), self._input(q, 2)
        if q.inputs[0] != y or len(q.outputs) != 1 or _one(self.init, sy) is None or not zy \
                or _one(self.init, zy) is None or self.init[zy].dtype not in Q8:
            return None
        if int(attr(q, "precision", 0)) not in (0, TensorProto.FLOAT) or int(attr(q, "block_size", 0)):
            return None
        return q

    def _const(self, base: str, a: np.ndarray) -> str:
        name = self.fresh(base)
        self.init[name] = a
        return name

    def node(self, c: Node) -> tuple[Node, Node] | None:
        """(the integer node, the QuantizeLinear it replaces with c), or None."""
        if _is(c, "Conv") and len(c.inputs) >= 2:
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
        if _is(c, "MatMul") and len(c.inputs) == 2:
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
    into float32 initializers. integer None: integer_by_default()."""
    integer: bool | None = None

    def apply(self, graph: Graph) -> Graph:
        if self.integer or (self.integer is None and integer_by_default()):
            return integer_contractions(graph)
        return graph
