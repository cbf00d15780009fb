"""Execution order: Kahn's algorithm, ties broken by the node's original index.

Deterministic (the same model always runs in the same order, so profiles and memory
plans compare across runs and machines) and close to the author's order, which is
usually a good order for memory.
"""
from __future__ import annotations

import heapq

from .model import Graph, Node


def order(graph: Graph) -> tuple[Node, ...]:
    """The nodes in a valid execution order. Raises ValueError on a cycle or on a value
    that nothing defines."""
    available = {t.name for t in graph.inputs} | set(graph.initializers) | {""}
    producer: dict[str, int] = {}
    for k, n in enumerate(graph.nodes):
        for t in n.outputs:
            if t:
                if t in producer or t in available - {""}:
                    raise ValueError(f"value '{t}' is defined twice (node '{n.name}')")
                producer[t] = k
    waiting = [0] * len(graph.nodes)
    users: dict[int, list[int]] = {}
    for k, n in enumerate(graph.nodes):
        deps = set()
        for t in n.inputs + n.implicit:
            if t in available:
                continue
            if t not in producer:
                if t in n.implicit:  # defined inside the subgraph itself or by an outer scope we lack
                    continue
                raise ValueError(f"node '{n.name}' reads '{t}', which no node, input or initializer defines")
            deps.add(producer[t])
        waiting[k] = len(deps)
        for d in deps:
            users.setdefault(d, []).append(k)
    ready = [(n.index, k) for k, n in enumerate(graph.nodes) if waiting[k] == 0]
    heapq.heapify(ready)
    out: list[Node] = []
    while ready:
        _, k = heapq.heappop(ready)
        out.append(graph.nodes[k])
        for u in users.get(k, ()):
            waiting[u] -= 1
            if waiting[u] == 0:
                heapq.heappush(ready, (graph.nodes[u].index, u))
    if len(out) != len(graph.nodes):
        stuck = [n.name for k, n in enumerate(graph.nodes) if waiting[k] > 0]
        raise ValueError(f"the graph has a cycle through: {', '.join(stuck[:10])}")
    return tuple(out)
