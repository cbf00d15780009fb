"""One node bound as a Program binds it: what the bindings are given of its inputs, and
the session options its run function takes. A frozen plan's host steps (frozen_host.py)
bind their nodes again this way, without a Program."""
from __future__ import annotations

from typing import Callable

from onnx import helper

from .model import Graph, Node, TensorInfo


def bind_node(b, graph: Graph, infos: dict, node: Node, in_kinds: list[str] | None = None):
    """The node's binding (bindings.bind) from what the graph knows of its inputs: static
    shapes, element types, initializers."""
    shapes = [infos[t].static_shape if t in infos else None for t in node.inputs]
    dtypes = [infos[t].elem_type if t in infos and infos[t].elem_type else None for t in node.inputs]
    consts = {i: graph.initializers[t] for i, t in enumerate(node.inputs) if t in graph.initializers}
    return b.bind(node.proto, graph.opset(node.domain), shapes, dtypes, consts,
                  *([in_kinds] if in_kinds and any(in_kinds) else []))


def runner(bd, options: dict) -> tuple[Callable, dict]:
    """(the step's run function with the session options its binding takes, those options)."""
    kw = bd.call_options(options)
    return (bd.run if not kw else (lambda r, kw: lambda i, o=None: r(i, o, **kw))(bd.run, kw)), kw


def value_infos(graph: Graph) -> dict:
    """Each value's TensorInfo as binding reads it: the graph's, initializers as they are."""
    infos = dict(graph.tensors)
    for k, a in graph.initializers.items():
        infos[k] = TensorInfo(k, helper.np_dtype_to_tensor_dtype(a.dtype), tuple(a.shape))
    return infos


__all__ = ["bind_node", "runner", "value_infos"]
