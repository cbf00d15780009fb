"""Graph passes: each a small frozen dataclass with apply(graph) -> graph, pure (the
input graph, its nodes and its initializers are never changed)."""
from __future__ import annotations

from typing import Any, Iterable, Protocol

from .constant_fold import ConstantFold
from .conv_bn import FoldConvBatchNorm
from .dead_nodes import DeadNodes
from .fuse_elementwise import FuseElementwise
from .fuse_epilogue import FuseEpilogue
from .fuse_concat import FuseConcat
from .gemv_panels import PanelWeights
from .channels_last import ChannelsLast
from .transposes import SinkTransposes
from .static_shapes import StaticShapes
from .batchnorm_affine import BatchNormAffine
from .gemm_panels import GemmPanels
from .qdq import FoldQDQ
from .qdq_integer import IntegerQDQ
from .reduced_contractions import ReducedContractions
from .bf16_edges import BF16Edges
from .fed_products import FedProducts
from .half_elementwise import HalfElementwise
from ..model import Graph
from ...lowering import Lanes


class Pass(Protocol):
    """A graph pass: a frozen dataclass whose apply is pure."""
    def apply(self, graph: Graph) -> Graph: ...


def default(bindings: Any = None, *, elementwise: bool = True, epilogues: bool = True, measure: bool = False,
            lanes: Lanes | None = None, int8: frozenset[str] | bool = frozenset(),
            int8_levels: int = 127, bf16: frozenset[str] | bool = frozenset(),
            declared_bf16: bool = False, edges: Pass | None = None, half: bool = False) -> tuple[Pass, ...]:
    """The load-time pipeline: fold constants first (a Constant node feeding BN's
    statistics becomes an initializer), then BN into Conv, then (given the device's fixed
    vector unit) batch-1 layers' weights into column panels, then the fusions (with the DSL
    bindings only: fused nodes run generated DSL ops), then drop what nothing reads.
    QDQ models become float32 graphs right after constant folding (qdq.py); before it, where
    the device's integer GEMM pays, their contractions become integer nodes (qdq_integer.py).
    epilogues (on by default) add Conv/MatMul/Gemm epilogue fusion; measure=True times each fusion
    against the unfused nodes at load (static shapes) instead of the cost heuristic.
    int8: the contractions to run on 8-bit integers (their node names, or True for every
    candidate: precision.py measures them), turned after Conv+BN folding, before the layouts;
    int8_levels: their weights' codes, [-levels, levels] (int8.weight_levels of the device);
    bf16: the products to run in bfloat16 instead (True: every one not in int8), those of
    two activations included (FedProducts);
    declared_bf16: and those whose weights the model declares bfloat16 (its own precision);
    edges: the pass carrying edges between those products as bfloat16 codes (BF16Edges),
    last but dead-node removal; half: a float16 model's fused elementwise groups computed in
    half (HalfElementwise, precision="model" where the device has half arithmetic)."""
    fusion = fusions(bindings, elementwise=elementwise, epilogues=epilogues, measure=measure)
    layout: tuple[Pass, ...] = (PanelWeights(lanes.count), GemmPanels(tile_width(lanes)), BatchNormAffine(),
                                ChannelsLast(conv_widths(lanes)), SinkTransposes()) if lanes else ()
    first: tuple[Pass, ...] = (StaticShapes(bindings), IntegerQDQ(), ConstantFold(bindings), FoldQDQ(bindings),
                               FoldConvBatchNorm())
    if int8 or bf16 or declared_bf16:
        first += (ReducedContractions(None if int8 is True else frozenset(int8 or ()), int8_levels,
                                   True if bf16 is True else frozenset(bf16 or ()), declared_bf16),)
    if bf16:
        first += (FedProducts(True if bf16 is True else frozenset(bf16)),)
    last = ((edges,) if edges is not None else ()) + ((HalfElementwise(),) if half and fusion else ())
    return first + layout + fusion + last + (DeadNodes(),)


def tile_width(lanes: Lanes) -> int:
    """The width in floats of the register tile of a GEMM reading weights laid out as
    panels, on this vector unit (its NR)."""
    from ...lowering.gemm import default_blocking
    return default_blocking(lanes, None, panels=True).nr


def conv_widths(lanes: Lanes) -> tuple[int, ...]:
    """The direct conv's tile widths in floats on this vector unit (each layer's weights
    are laid out at the one that pads them least)."""
    from ...lowering.direct_conv import panel_widths
    return panel_widths(lanes)


def fusions(bindings: Any = None, *, elementwise: bool = True, epilogues: bool = True,
            measure: bool = False) -> tuple[Pass, ...]:
    """The fusion passes, epilogues before elementwise groups (then concats into their
    elementwise readers); none unless `bindings` is
    jit_runtime.onnx.bindings itself (None means it), since the fused nodes are bound to
    generated DSL ops by jit_runtime.onnx.fused, not by a substitute bindings module."""
    if bindings is not None and not (getattr(bindings, "__name__", "") == "jit_runtime.onnx.bindings"
                                     and hasattr(bindings, "__path__")):
        return ()
    return ((FuseEpilogue(measure=measure),) if epilogues else ()) + \
        ((FuseElementwise(measure=measure), FuseConcat()) if elementwise else ())


def apply(graph: Graph, passes: Iterable[Pass]) -> Graph:
    for p in passes:
        graph = p.apply(graph)
    return graph


__all__ = ["BF16Edges", "FedProducts", "HalfElementwise", "FoldQDQ", "IntegerQDQ", "ReducedContractions", "BatchNormAffine", "GemmPanels", "ChannelsLast", "SinkTransposes", "StaticShapes",
           "ConstantFold", "FoldConvBatchNorm", "DeadNodes", "FuseElementwise", "FuseEpilogue", "FuseConcat",
           "PanelWeights", "Pass", "default", "fusions", "apply"]
