"""Graph passes: each a small frozen dataclass with apply(graph) -> graph, pure (the
input graph, its nodes and its initializers are never changed)."""
from __future__ import annotations

from .constant_fold import ConstantFold
from .conv_bn import FoldConvBatchNorm
from .dead_nodes import DeadNodes


def default(bindings=None) -> tuple:
    """The load-time pipeline: fold constants first (a Constant node feeding BN's
    statistics becomes an initializer), then BN into Conv, then drop what nothing reads."""
    return (ConstantFold(bindings), FoldConvBatchNorm(), DeadNodes())


def apply(graph, passes):
    for p in passes:
        graph = p.apply(graph)
    return graph


__all__ = ["ConstantFold", "FoldConvBatchNorm", "DeadNodes", "default", "apply"]
