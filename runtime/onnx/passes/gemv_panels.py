"""Constant weights of single-row products laid out as column panels.

A batch-1 layer `y[1, N] = x[1, K] @ W[K, N]` is bound by reading W. Read in place, W
streams as eight rows side by side (eight prefetch streams); laid out once at load as
`Wp[J, K, P]` (J panels of P = GEMV_NARROW vectors of columns, zero-padded) the product
`x @ Wp` is a batched one whose every panel is one sequential run of memory, summed in
registers (gemm_kernels.gemv_narrow). Measured on this Zen 4 at one thread, warm,
1x1024 @ 1024x1024: 60 -> 53 us per session run; from DRAM, eight 768/3072 layers:
3.90 -> 3.23 ms.

    MatMul(x, W)            ->  MatMul(x, Wp) -> Reshape(x.shape[:-1] + [J*P]) [-> Slice to N]
    Gemm(x, B, C) (alpha 1) ->  the same, then Add(C) when C is given (beta 1)

Only where x's shape is static with one row in all, W is a float32 initializer the caller
cannot feed, of MIN_WEIGHTS or more, wider than one panel, padded by at most one column in
MAX_PADDING, and (Gemm) C broadcasts to [1, N] one way, as Gemm's C must. Layers sharing a
weight share its panels.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from onnx import TensorProto, helper

from ...lowering.gemm_kernels import GEMV_NARROW
from ..model import Graph, Node, TensorInfo
from . import _layout
from ._names import Fresh, attr

# below this many weights (256 KiB) W stays in L2 and is read at its rate either way
MIN_WEIGHTS = 1 << 16
# at most one padded column per this many (1024x100 pads 28 of 128: 8.0 -> 8.3 us)
MAX_PADDING = 8


@dataclass(frozen=True)
class PanelWeights:
    lanes: int  # vector lanes of the session's device (panels are GEMV_NARROW vectors wide)

    @property
    def width(self) -> int:
        return GEMV_NARROW * self.lanes

    def weight(self, graph: Graph, node: Node) -> tuple[np.ndarray, bool] | None:
        """(W as [K, N], whether it is stored transposed) when the node qualifies, else None."""
        if node.domain not in ("", "ai.onnx") or node.op_type not in ("MatMul", "Gemm"):
            return None
        if len(node.inputs) < 2 or len(node.outputs) != 1 or not node.outputs[0]:
            return None
        name = node.inputs[1]
        w = graph.initializers.get(name)
        if w is None or w.dtype != np.float32 or w.ndim != 2 or name in {t.name for t in graph.overridable}:
            return None
        shape = _static(graph, node.inputs[0])
        if not shape or int(np.prod(shape[:-1], dtype=np.int64)) != 1:
            return None
        trans = False
        if node.op_type == "Gemm":
            if len(shape) != 2 or attr(node, "transA", 0) or attr(node, "alpha", 1.0) != 1.0:
                return None
            trans = bool(attr(node, "transB", 0))
            w = w.T if trans else w
            if _bias(node) and (attr(node, "beta", 1.0) != 1.0 or not _one_way(graph, node.inputs[2], w.shape[1])):
                return None
        K, N = w.shape
        if shape[-1] != K or N <= self.width or K * N < MIN_WEIGHTS:
            return None
        if -N % self.width * MAX_PADDING > N:  # zero columns read for nothing
            return None
        if N % self.width and graph.opset("") < 10:  # the Slice back to N takes inputs from 10
            return None
        return w, trans

    def apply(self, graph: Graph) -> Graph:
        init = dict(graph.initializers)
        tensors = dict(graph.tensors)
        fresh = Fresh(graph)
        panels_of: dict[tuple[str, bool], str] = {}  # layers sharing a weight share its panels
        nodes: list[Node] = []

        def const(base: str, a: np.ndarray) -> str:
            name = fresh(base)
            init[name] = a
            tensors[name] = TensorInfo(name, helper.np_dtype_to_tensor_dtype(a.dtype), tuple(a.shape))
            return name

        for node in graph.nodes:
            found = self.weight(graph, node)
            if found is None:
                nodes.append(node)
                continue
            w, trans = found
            P, N = self.width, w.shape[1]
            J = -(-N // P)
            key = (node.inputs[1], trans)
            if key not in panels_of:
                # wp[j, k] = w[k, jP:jP+P]: each panel one run of memory
                panels_of[key] = const(f"{node.inputs[1]}.panels", _layout.panels(w, P))
            x, y = node.inputs[0], node.outputs[0]
            xs = _static(graph, x)
            assert xs is not None  # (eligible)
            lead = xs[:-1]
            made: list[tuple[str, list[str], list[str]]] = []
            out = fresh(f"{y}.panels")  # MatMul broadcasts x's leading ones against [J]
            made.append(("MatMul", [x, panels_of[key]], [out]))
            tensors[out] = TensorInfo(out, TensorProto.FLOAT, lead[:-2] + (J,) + lead[-1:] + (P,))
            # then a view back to x's rows, the padding cut off, Gemm's C: the last makes y
            chain = ["Reshape"] + (["Slice"] if J * P != N else []) + (["Add"] if _bias(node) else [])
            for i, op in enumerate(chain):
                shape = lead + ((J * P,) if op == "Reshape" else (N,))
                if op == "Reshape":
                    ins = [out, const(f"{y}.shape", np.array(shape, np.int64))]
                elif op == "Slice":
                    ins = [out] + [const(f"{y}.{k}", np.array([v], np.int64))
                                   for k, v in (("starts", 0), ("ends", N), ("axes", len(lead)))]
                else:
                    ins = [out, node.inputs[2]]
                out = y if i == len(chain) - 1 else fresh(f"{y}.{op.lower()}")
                if out != y:
                    tensors[out] = TensorInfo(out, TensorProto.FLOAT, shape)
                made.append((op, ins, [out]))
            for k, (op, ins, outs) in enumerate(made):
                name = node.name if k == 0 else fresh(f"{node.name}.{op.lower()}")
                proto = helper.make_node(op, ins, outs, name=name)
                nodes.append(Node(node.index, name, op, "", tuple(ins), tuple(outs), proto,
                                  fused=node.fused if k == 0 else ()))
        if not panels_of:
            return graph
        return graph.replace(nodes=tuple(nodes), initializers=init, tensors=tensors)


def _bias(node: Node) -> bool:
    return node.op_type == "Gemm" and len(node.inputs) > 2 and bool(node.inputs[2])


def _static(graph: Graph, name: str) -> tuple[int, ...] | None:
    if name in graph.initializers:
        return tuple(graph.initializers[name].shape)
    info = graph.tensors.get(name)
    return info.static_shape if info is not None else None


def _one_way(graph: Graph, c: str, n: int) -> bool:
    """C's static shape broadcasts to [1, n] without widening it (Gemm's rule)."""
    shape = _static(graph, c)
    return shape is not None and len(shape) <= 2 and all(d in (1, want) for d, want in zip(shape[::-1], (n, 1)))
