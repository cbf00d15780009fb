"""Constant weights of products with several rows laid out once as the GEMM's panels.

`y[..., M, N] = x[..., M, K] @ W[K, N]` packs W into panels of the register tile's width
at every call (a read and a write of all of W: 13% of a 197x768x2304 product, 40% of
GPT-2's 64-row vocabulary projection). Laid out once at load as `Wp[J, K, P]` (P the
session device's tile width, zero-padded past N), the product is matmul_panels, which
reads each panel in place:

    MatMul(x, W)              ->  MatMulPanels(x, Wp)          (domain jit_runtime, cols = N)
    Gemm(x, B, C) (alpha 1)   ->  MatMulPanels(x, B or B^T laid out) -> Add(C)

Only where W is a float32 initializer the caller cannot feed, x has at least 2 dims (a
row count; one row is PanelWeights' layout instead) and, for Gemm, transA is 0, alpha and
beta are 1 and C broadcasts one way. Layers sharing a weight share its panels.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

import numpy as np
from onnx import TensorProto, helper

from ..model import Graph, Node, TensorInfo
from . import _layout
from ._names import Fresh, attr
from .gemv_panels import _bias, _one_way

DOMAIN = "jit_runtime"
OP = "MatMulPanels"


def panels(w: np.ndarray, width: int) -> np.ndarray:
    """W [K, N] as Wp[J, K, width]: panel j holds columns j*width .. (j+1)*width - 1, zeros past N."""
    return _layout.panels(w, width)


@dataclass(frozen=True)
class GemmPanels:
    width: int  # the GEMM's tile width on the session's device (lowering/gemm.py's NR)

    def weight(self, graph: Graph, node: Node) -> tuple[np.ndarray, bool] | None:
        if node.domain not in ("", "ai.onnx") or node.op_type not in ("MatMul", "Gemm") or len(node.inputs) < 2:
            return None
        if len(node.outputs) != 1 or not node.outputs[0]:
            return None
        name = node.inputs[1]
        w = graph.initializers.get(name)
        if w is None or w.dtype != np.float32 or w.ndim != 2 or name in {t.name for t in graph.overridable}:
            return None
        x = graph.tensors.get(node.inputs[0])
        if x is None or x.shape is None or len(x.shape) < 2 or x.elem_type != TensorProto.FLOAT:
            return None
        trans = False
        if node.op_type == "Gemm":
            if len(x.shape) != 2 or attr(node, "transA", 0) or attr(node, "alpha", 1.0) != 1.0:
                return None
            trans = bool(attr(node, "transB", 0))
            w = w.T if trans else w
            if _bias(node) and (attr(node, "beta", 1.0) != 1.0 or not _one_way(graph, node.inputs[2], w.shape[1])):
                return None
        if x.shape[-1] != w.shape[0]:
            return None
        return w, trans

    def apply(self, graph: Graph) -> Graph:
        init = dict(graph.initializers)
        tensors = dict(graph.tensors)
        fresh = Fresh(graph)
        made: dict[tuple[str, bool], str] = {}
        nodes: list[Node] = []
        for node in graph.nodes:
            found = self.weight(graph, node)
            if found is None:
                nodes.append(node)
                continue
            w, trans = found
            key = (node.inputs[1], trans)
            if key not in made:
                made[key] = fresh(f"{node.inputs[1]}.gemm_panels")
                init[made[key]] = panels(w, self.width)
                tensors[made[key]] = TensorInfo(made[key], TensorProto.FLOAT, tuple(init[made[key]].shape))
            y = node.outputs[0]
            bias = _bias(node)
            out = fresh(f"{y}.product") if bias else y
            if bias:
                info = graph.tensors.get(y)
                tensors[out] = TensorInfo(out, TensorProto.FLOAT, info.shape if info is not None else None)
            proto = helper.make_node(OP, [node.inputs[0], made[key]], [out], name=node.name, domain=DOMAIN,
                                     cols=int(w.shape[1]))
            nodes.append(Node(node.index, node.name, OP, DOMAIN, tuple(proto.input), (out,), proto, fused=node.fused))
            if bias:
                add = helper.make_node("Add", [out, node.inputs[2]], [y], name=fresh(f"{node.name}.bias"))
                nodes.append(Node(node.index, add.name, "Add", "", tuple(add.input), (y,), add))
        if not made:
            return graph
        return graph.replace(nodes=tuple(nodes), initializers=init, tensors=tensors,
                             opsets=MappingProxyType({**graph.opsets, DOMAIN: 1}))


__all__ = ["GemmPanels", "panels", "OP"]
