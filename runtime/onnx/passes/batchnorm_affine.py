"""A BatchNormalization no Conv absorbed (DenseNet's pre-activation after a Concat) as
Mul(x, s) -> Add(., t) with per-channel constants s = gamma / sqrt(var + eps) and
t = beta - mean * s, shaped [C, 1, ...]: elementwise nodes the layout pass carries
through (so the layout stays channels-last across it) and the fusions join to their
neighbours."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from onnx import TensorProto, helper

from ..model import Graph, Node, TensorInfo
from ._names import Fresh, attr


@dataclass(frozen=True)
class BatchNormAffine:
    def apply(self, graph: Graph) -> Graph:
        init = dict(graph.initializers)
        tensors = dict(graph.tensors)
        fresh = Fresh(graph)
        nodes: list[Node] = []
        changed = False
        for n in graph.nodes:
            x = graph.tensors.get(n.inputs[0]) if n.inputs else None
            if (n.op_type != "BatchNormalization" or n.domain not in ("", "ai.onnx") or x is None or x.shape is None
                    or len(x.shape) < 2 or x.elem_type != TensorProto.FLOAT or attr(n, "training_mode", 0)
                    or not attr(n, "spatial", 1) or len([o for o in n.outputs if o]) != 1 or not n.outputs[0]
                    or not all(p in init for p in n.inputs[1:5])):
                nodes.append(n)
                continue
            gamma, beta, mean, var = (np.asarray(init[p], np.float64) for p in n.inputs[1:5])
            if not all(a.ndim == 1 and a.shape == gamma.shape for a in (beta, mean, var)):
                nodes.append(n)
                continue
            s = gamma / np.sqrt(var + float(attr(n, "epsilon", 1e-5)))
            shape = (gamma.size,) + (1,) * (len(x.shape) - 2)
            names = []
            for base, v in (("scale", s), ("shift", beta - mean * s)):
                name = fresh(f"{n.name}.{base}")
                init[name] = v.astype(np.float32).reshape(shape)
                tensors[name] = TensorInfo(name, TensorProto.FLOAT, shape)
                names.append(name)
            mid = fresh(f"{n.outputs[0]}.scaled")
            tensors[mid] = TensorInfo(mid, TensorProto.FLOAT, x.shape)
            mul = helper.make_node("Mul", [n.inputs[0], names[0]], [mid], name=n.name)
            add = helper.make_node("Add", [mid, names[1]], [n.outputs[0]], name=fresh(f"{n.name}.shift"))
            nodes.append(Node(n.index, n.name, "Mul", "", tuple(mul.input), tuple(mul.output), mul, fused=n.fused))
            nodes.append(Node(n.index, add.name, "Add", "", tuple(add.input), tuple(add.output), add))
            changed = True
        if not changed:
            return graph
        return graph.replace(nodes=tuple(nodes), initializers=init, tensors=tensors)
