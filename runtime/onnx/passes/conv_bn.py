"""Conv followed by BatchNormalization (inference) becomes one Conv: BN's per-channel
scale s = gamma / sqrt(var + eps) and shift are folded into the weights and bias at load
time (W' = W * s, B' = (B - mean) * s + beta), so the run does one pass over the data."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..model import Graph, Node
from ._names import Fresh, attr


@dataclass(frozen=True)
class FoldConvBatchNorm:
    def _foldable(self, graph: Graph, conv: Node, bn: Node, users: dict[str, list[Node]]) -> bool:
        init = graph.initializers
        if conv.op_type != "Conv" or conv.domain not in ("", "ai.onnx") or bn.domain not in ("", "ai.onnx"):
            return False
        y = conv.outputs[0]
        if len(users.get(y, [])) != 1 or y in {t.name for t in graph.outputs}:
            return False
        if bn.inputs[0] != y or len([o for o in bn.outputs if o]) != 1 or not bn.outputs[0]:
            return False
        if attr(bn, "training_mode", 0) or not attr(bn, "spatial", 1):
            return False
        params = list(bn.inputs[1:5]) + [conv.inputs[1]] + ([conv.inputs[2]] if len(conv.inputs) > 2
                                                              and conv.inputs[2] else [])
        if not all(p in init for p in params):
            return False
        w = init[conv.inputs[1]]
        m = w.shape[0]
        return w.dtype.kind == "f" and all(init[p].shape == (m,) for p in bn.inputs[1:5])

    def apply(self, graph: Graph) -> Graph:
        users = graph.consumers()
        init = dict(graph.initializers)
        fresh = Fresh(graph)
        by_output = {n.outputs[0]: n for n in graph.nodes if n.outputs}
        replaced: dict[int, Node] = {}
        dropped: set[int] = set()
        for bn in graph.nodes:
            if bn.op_type != "BatchNormalization":
                continue
            conv = by_output.get(bn.inputs[0])
            if conv is None or id(conv) in replaced or not self._foldable(graph, conv, bn, users):
                continue
            w = init[conv.inputs[1]]
            gamma, beta, mean, var = (init[p].astype(np.float64) for p in bn.inputs[1:5])
            s = gamma / np.sqrt(var + float(attr(bn, "epsilon", 1e-5)))
            b = init[conv.inputs[2]].astype(np.float64) if len(conv.inputs) > 2 and conv.inputs[2] \
                else np.zeros(w.shape[0])
            w2 = (w.astype(np.float64) * s.reshape((-1,) + (1,) * (w.ndim - 1))).astype(w.dtype)
            b2 = ((b - mean) * s + beta).astype(w.dtype)
            wn = fresh(f"{conv.name}.weight_bn")
            bn_ = fresh(f"{conv.name}.bias_bn")
            init[wn], init[bn_] = w2, b2
            replaced[id(conv)] = conv.with_io((conv.inputs[0], wn, bn_), (bn.outputs[0],),
                                              fused=conv.fused + (bn.name,) + bn.fused)
            dropped.add(id(bn))
        if not replaced:
            return graph
        nodes = tuple(replaced.get(id(n), n) for n in graph.nodes if id(n) not in dropped)
        return graph.replace(nodes=nodes, initializers=init)
