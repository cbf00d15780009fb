"""Constant weights of single-row products laid out as column panels.

A batch-1 layer `y[1, N] = x[1, K] @ W[K, N]` is bound by reading W. Read in place, W
streams as eight rows side by side (eight prefetch streams); laid out once at load as
`Wp[J, K, P]` (J panels of P = GEMV_NARROW vectors of columns, zero-padded) the product
`x @ Wp` is a batched one whose every panel is one sequential run of memory, summed in
registers (gemm_kernels.gemv_narrow). Measured on this Zen 4 at one thread, warm,
1x1024 @ 1024x1024: 57.8 -> 50.8 us (in place -> panels).

    MatMul(x, W)            ->  MatMul(x, Wp) -> Reshape(x.shape[:-1] + [J*P]) [-> Slice to N]
    Gemm(x, B, C) (alpha 1) ->  the same, then Add(C) when C is given (beta 1)

Only where every shape is static, the rows of x number one, W is a float32 initializer
the caller cannot feed, and W is large enough for the layout to pay.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from onnx import helper

from ...lowering.gemm_kernels import GEMV_NARROW
from ..model import Graph, Node, TensorInfo

# below this many weights (256 KiB) W stays in L2 and is read at its rate either way
MIN_WEIGHTS = 1 << 16
# at most one padded column per this many (1024x100 pads 28 of 128: 8.0 -> 8.3 us)
MAX_PADDING = 8


def _attr(node: Node, name: str, default):
    for a in node.proto.attribute:
        if a.name == name:
            return helper.get_attribute_value(a)
    return default


@dataclass(frozen=True)
class PanelWeights:
    lanes: int  # vector lanes of the session's device (panels are GEMV_NARROW vectors wide)

    @property
    def width(self) -> int:
        return GEMV_NARROW * self.lanes

    def weight(self, graph: Graph, node: Node) -> np.ndarray | None:
        """W as [K, N] when the node qualifies, else None."""
        if node.domain not in ("", "ai.onnx") or node.op_type not in ("MatMul", "Gemm"):
            return None
        if len(node.inputs) < 2 or len(node.outputs) != 1 or not node.outputs[0]:
            return None
        name = node.inputs[1]
        w = graph.initializers.get(name)
        if w is None or w.dtype != np.float32 or w.ndim != 2 or name in {t.name for t in graph.overridable}:
            return None
        info = graph.tensors.get(node.inputs[0])
        shape = info.static_shape if info is not None else None
        if not shape or int(np.prod(shape[:-1], dtype=np.int64)) != 1:
            return None
        if node.op_type == "Gemm":
            c = node.inputs[2] if len(node.inputs) > 2 else ""
            if len(shape) != 2 or _attr(node, "transA", 0) or _attr(node, "alpha", 1.0) != 1.0 \
                    or (c and _attr(node, "beta", 1.0) != 1.0):
                return None
            if _attr(node, "transB", 0):
                w = w.T
        K, N = w.shape
        if shape[-1] != K or N <= self.width or K * N < MIN_WEIGHTS:
            return None
        if -N % self.width * MAX_PADDING > N:  # zero columns read for nothing
            return None
        if N % self.width and graph.opset("") < 10:  # the Slice back to N takes inputs from 10
            return None
        return w

    def apply(self, graph: Graph) -> Graph:
        init = dict(graph.initializers)
        tensors = dict(graph.tensors)
        taken = set(init) | set(tensors) | {t for n in graph.nodes for t in n.inputs + n.outputs}
        nodes: list[Node] = []
        changed = False

        def fresh(base: str) -> str:
            name, k = base, 1
            while name in taken:
                k += 1
                name = f"{base}_{k}"
            taken.add(name)
            return name

        for node in graph.nodes:
            w = self.weight(graph, node)
            if w is None:
                nodes.append(node)
                continue
            changed = True
            P, (K, N) = self.width, w.shape
            J = -(-N // P)
            padded = np.zeros((K, J * P), np.float32)
            padded[:, :N] = w
            wp = np.ascontiguousarray(padded.reshape(K, J, P).transpose(1, 0, 2))  # wp[j, k] = w[k, jP:jP+P]
            x, y = node.inputs[0], node.outputs[0]
            lead = graph.tensors[x].static_shape[:-1]
            made: list[tuple[str, list[str], list[str]]] = []
            wn = fresh(f"{node.inputs[1]}.panels")
            init[wn] = wp
            panels = fresh(f"{y}.panels")
            made.append(("MatMul", [x, wn], [panels]))
            tensors[panels] = TensorInfo(panels, 1, (J,) + (lead[-1:] if lead else ()) + (P,))
            shape = fresh(f"{y}.shape")
            init[shape] = np.array(lead + (J * P,), np.int64)
            flat = y if J * P == N and not self._bias(node) else fresh(f"{y}.flat")
            made.append(("Reshape", [panels, shape], [flat]))
            tensors[flat] = TensorInfo(flat, 1, lead + (J * P,))
            if J * P != N:
                cut = y if not self._bias(node) else fresh(f"{y}.cut")
                consts = [fresh(f"{y}.{k}") for k in ("starts", "ends", "axes")]
                for c, v in zip(consts, (0, N, len(lead))):
                    init[c] = np.array([v], np.int64)
                made.append(("Slice", [flat] + consts, [cut]))
                tensors[cut] = TensorInfo(cut, 1, lead + (N,))
                flat = cut
            if self._bias(node):
                made.append(("Add", [flat, node.inputs[2]], [y]))
            for k, (op, ins, outs) in enumerate(made):
                name = node.name if k == 0 else fresh(f"{node.name}.{op.lower()}")
                proto = helper.make_node(op, ins, outs, name=name)
                nodes.append(Node(node.index, name, op, "", tuple(ins), tuple(outs), proto,
                                  fused=node.fused if k == 0 else ()))
        if not changed:
            return graph
        return graph.replace(nodes=tuple(nodes), initializers=init, tensors=tensors)

    @staticmethod
    def _bias(node: Node) -> bool:
        return node.op_type == "Gemm" and len(node.inputs) > 2 and bool(node.inputs[2])
