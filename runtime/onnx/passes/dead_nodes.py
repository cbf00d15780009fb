"""Dead node elimination: drop nodes none of whose outputs reach a graph output, and the
initializers only they read. Inference has no side effects, so this is always safe."""
from __future__ import annotations

from dataclasses import dataclass

from ..model import Graph


@dataclass(frozen=True)
class DeadNodes:
    def apply(self, graph: Graph) -> Graph:
        producer = {t: n for n in graph.nodes for t in n.outputs if t}
        needed = {t.name for t in graph.outputs}
        todo = list(needed)
        live: set[int] = set()
        while todo:
            n = producer.get(todo.pop())
            if n is None or id(n) in live:
                continue
            live.add(id(n))
            for t in n.inputs + n.implicit:
                if t and t not in needed:
                    needed.add(t)
                    todo.append(t)
        nodes = tuple(n for n in graph.nodes if id(n) in live)
        if len(nodes) == len(graph.nodes) and all(k in needed for k in graph.initializers):
            return graph
        keep = needed | {t.name for t in graph.overridable}
        return graph.replace(nodes=nodes,
                             initializers={k: v for k, v in graph.initializers.items() if k in keep})
