"""The DequantizeLinear patterns of a QDQ model's contractions, matched once for the passes
that rewrite them (qdq_integer.py: QLinearConv/QLinearMatMul; qdq_native.py: Int8MatMul
on the model's own integers): activations quantized per tensor, constant 8-bit weights
per tensor or per channel, int32 biases of scale sx * sw, the QuantizeLinear after."""
from __future__ import annotations

import numpy as np
from onnx import TensorProto, helper

from ..model import Graph, Node
from ._names import Fresh, attr

DEFAULT_DOMAINS = ("", "ai.onnx")
Q8 = (np.dtype(np.int8), np.dtype(np.uint8))


def is_op(n: Node | None, op: str) -> bool:
    """Whether n is a node of the default domain of this op type."""
    return n is not None and n.op_type == op and n.domain in DEFAULT_DOMAINS


def _one(init: dict[str, np.ndarray], name: str) -> np.ndarray | None:
    a = init.get(name) if name else None
    return a if a is not None and a.size == 1 else None


class Match:
    """The graph's values by producer and reader, and the patterns read from them."""

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
        if d is None or not is_op(d, "DequantizeLinear") or int(attr(d, "block_size", 0)):
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
        if d is None or not is_op(d, "DequantizeLinear") or int(attr(d, "block_size", 0)):
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
        if not is_op(d, "DequantizeLinear"):
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
        if not y or y in self.outputs or len(readers) != 1 or not is_op(readers[0], "QuantizeLinear"):
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


__all__ = ["Match", "DEFAULT_DOMAINS", "Q8", "is_op"]
