"""What several passes need of nodes and names: an attribute with its default, and names
no value, initializer or node of the graph has yet."""
from __future__ import annotations

from typing import Any

from onnx import helper

from ..model import Graph, Node


def attr(node: Node, name: str, default: Any) -> Any:
    for a in node.proto.attribute:
        if a.name == name:
            return helper.get_attribute_value(a)
    return default


class Fresh:
    """New names for one pass over `graph`: `base`, else `base_2`, `base_3`, ..."""

    def __init__(self, graph: Graph):
        self.taken = set(graph.initializers) | set(graph.tensors) | {n.name for n in graph.nodes}
        self.taken |= {t for n in graph.nodes for t in n.inputs + n.outputs + n.implicit}

    def __call__(self, base: str) -> str:
        name, k = base, 1
        while name in self.taken:
            k += 1
            name = f"{base}_{k}"
        self.taken.add(name)
        return name
