"""What the passes read of one value in the graph: its inferred shape, whether it is
float32 (an initializer's array or the inferred tensor type)."""
from __future__ import annotations

from typing import Any

import numpy as np
from onnx import TensorProto

from ..model import Graph


def shape_of(graph: Graph, name: str) -> tuple[Any, ...] | None:
    """The inferred shape of a value (ints, symbolic names or None per dim), or None."""
    a = graph.initializers.get(name)
    if a is not None:
        return tuple(a.shape)
    t = graph.tensors.get(name)
    return t.shape if t is not None else None


def is_f32(graph: Graph, name: str) -> bool:
    a = graph.initializers.get(name)
    if a is not None:
        return a.dtype == np.float32
    t = graph.tensors.get(name)
    return t is not None and t.elem_type == TensorProto.FLOAT
