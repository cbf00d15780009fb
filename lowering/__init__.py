"""AST -> loop IR -> LLVM IR, one schedule per strategy.

    lower_kernel(checked_op, spec, strategy, lanes) -> Lowered(.loops, .llvm, .kernel)
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..dsl.check import CheckedOp
from .build import Spec, build
from . import contraction, depthwise, direct_conv, gemm, half, stencil, stencil_match, typed_contraction
from .codegen import Lanes, generate, symbol_of
from .fuse import fuse
from .loops import IConst, Kernel, show_kernel
from .lut import LutParams, NotEligible, tabulate
from .merge_reduce import merge_reductions
from .vectorize import vectorize

LOWERING_VERSION = "6"
JAM_TILE = (4, 2)  # the register tile of jammed loop nests (rows, vectors)
STRATEGIES = ("scalar", "simd", "lut", "f16")


@dataclass(frozen=True)
class Lowered:
    kernel: Kernel
    strategy: str
    lanes: Lanes | None
    llvm: str
    # the output holds partial values before its last write (a GEMM's K blocks): it may not
    # be an input's memory (every other lowering writes each element once, computed)
    partial_stores: bool = False
    # how much LLVM has left to do (jit.compiler.PIPELINES): "tiled" for the register-tiled
    # lowerings (GEMM, direct and depthwise convolution, stencils), whose code is scheduled
    # here and wants only clean-up; "default" for the loop-nest emitter's
    pipeline: str = "default"

    @property
    def loops(self) -> str:
        return show_kernel(self.kernel)

    @property
    def symbol(self) -> str:
        return symbol_of(self.kernel)

    def __str__(self) -> str:
        return self.loops


@dataclass(frozen=True)
class Schedule:
    """Tunable parameters of the simd strategy: register tile (rows, vectors) and the
    accumulators of a vector reduction. (Shape specialization is Spec.static.)
    tile None: each kernel's own default (4x2 for jammed loops, the device's GEMM tile for
    contractions)."""
    tile: tuple[int, int] | None = None
    accumulators: int = 4


def fused_ir(cop: CheckedOp, spec: Spec, name: str | None = None) -> Kernel:
    """The loop IR every strategy starts from: statements built, fused, row loops merged."""
    nests, dims = build(cop, spec)
    static = dict(spec.static)
    sizes = [s for s in cop.size_vars if s not in spec.unit_sizes and s not in static]
    sizes += [f"B{k}" for k in range(spec.batch_rank) if f"B{k}" not in static]
    elems = {p.name: p.dtype for p in (*cop.op.inputs, *cop.op.outputs)}
    elems.update((t.name, t.type) for t in cop.temps)
    kernel = fuse(name or cop.name, nests, dims, [p.name for p in cop.op.inputs],
                  [p.name for p in cop.op.outputs], sizes, elems)
    return merge_reductions(kernel)


def _scheduled(kernel: Kernel, cop: CheckedOp, strategy: str, lut: LutParams | None, schedule: Schedule) -> Kernel:
    if strategy in ("simd", "lut"):
        kernel = vectorize(kernel, schedule.tile or JAM_TILE)
    if strategy == "lut":
        acc = cop.accuracy
        kernel = tabulate(kernel, acc.rel if acc.rel is not None else 1e-5, acc.abs or 0.0, lut or LutParams())
    return kernel


def loop_ir(cop: CheckedOp, spec: Spec, strategy: str = "scalar", name: str | None = None,
            lut: LutParams | None = None, schedule: Schedule = Schedule()) -> Kernel:
    return _scheduled(fused_ir(cop, spec, name), cop, strategy, lut, schedule)


def check_f16(cop: CheckedOp, spec: Spec, edges: bool = False) -> bool:
    """NotEligible unless the op may take the f16 strategy (half.py) on a device with half
    conversions: elementwise arithmetic on f16 tensors under a contract that allows it
    (edges: f16:edges, on f32 tensors of half values). True where it calls a builtin half
    computes itself (half.transcendental: where converting f32 tensors pays)."""
    acc = cop.accuracy
    kernel = fused_ir(cop, spec)
    half.check(kernel, acc.rel if acc.rel is not None else 1e-5, edges=edges)
    return half.transcendental(kernel)


def _lower_gemm(c: contraction.Contraction, lanes: Lanes, schedule: Schedule) -> Lowered | None:
    """A contraction under the simd strategy: packed GEMM (gemm.py); its epilogue, if any,
    is an ordinary simd kernel over each tile. Where reads may fall out of bounds, or B is
    strided along the columns, the loop-nest kernel comes along (see gemm.needs_exact)."""
    blk = gemm.default_blocking(lanes, schedule.tile, panels=c.panel is not None)
    epi = exact = None
    if c.has_epilogue:
        epi = vectorize(contraction.epilogue_kernel(c), (1, 1))
    if gemm.needs_exact(c):
        k = vectorize(replace(c.kernel, name=f"{c.kernel.name}.exact"), schedule.tile or JAM_TILE)
        if k.scratch != IConst(0):
            return None
        exact = k, schedule.accumulators
    return Lowered(gemm.facade(c, blk), "simd", lanes, gemm.generate(c, lanes, blk, epi, exact), partial_stores=True,
                   pipeline="tiled")


def lower_kernel(cop: CheckedOp, spec: Spec, strategy: str = "scalar",
                 lanes: Lanes | None = None, name: str | None = None,
                 lut: LutParams | None = None, schedule: Schedule = Schedule(), half_edges: bool = False) -> Lowered:
    """half_edges (f16 only): the op's f32 tensors hold half values, whatever its contract
    (half.py)."""
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy '{strategy}'; choose one of {', '.join(STRATEGIES)}")
    fused = fused_ir(cop, spec, name)
    if strategy == "f16":  # half arithmetic where the contract allows it (half.py)
        halves = half.half_lanes(lanes)
        acc = cop.accuracy
        half.check(fused, acc.rel if acc.rel is not None else 1e-5, edges=half_edges)
        kernel = vectorize(fused, schedule.tile or JAM_TILE)
        return Lowered(kernel, "f16", halves, generate(kernel, halves, precise=False,
                                                        accumulators=schedule.accumulators, half=True))
    if strategy == "simd" and lanes is not None and cop.typed:
        bp = typed_contraction.match(fused, lanes)
        if bp is not None:
            facade = typed_contraction.facade(bp, lanes)
            return Lowered(facade, "simd", lanes, typed_contraction.generate_module(bp, lanes, symbol_of(facade)))
    if strategy == "simd" and lanes is not None and not lanes.scalable:
        dw = depthwise.match(fused)
        if dw is not None and (not cop.typed or depthwise.typed_ok(dw)):
            return Lowered(depthwise.facade(dw), "simd", lanes, depthwise.generate(dw, lanes), pipeline="tiled")
    if strategy == "simd" and lanes is not None and not lanes.scalable and not cop.typed:
        ps = contraction.product_sum(fused)
        conv = direct_conv.match(fused, ps) if ps is not None else None
        if conv is not None:
            t = direct_conv.tiles(lanes, schedule.tile, conv.panel if isinstance(conv.panel, int) else None)
            exact = None
            if conv.panel and conv.panel != t.nr:  # panels of another width than the tile's run the loop nest
                exact = (vectorize(replace(fused, name=f"{fused.name}.exact"), schedule.tile or JAM_TILE),
                         schedule.accumulators)
            return Lowered(direct_conv.facade(conv, t), "simd", lanes, direct_conv.generate(conv, lanes, exact, t),
                           pipeline="tiled")
        found = contraction.match(fused, ps) if ps is not None else None
        low = _lower_gemm(found, lanes, schedule) if found is not None else None
        if low is not None:
            return low
        sten = stencil_match.match(fused, ps) if ps is not None and found is None else None
        if sten is not None:
            return Lowered(stencil.facade(sten), "simd", lanes, stencil.generate(sten, lanes), pipeline="tiled")
    kernel = _scheduled(fused, cop, strategy, lut, schedule)
    use = lanes if strategy != "scalar" else None
    return Lowered(kernel, strategy, use, generate(kernel, use, precise=(strategy == "scalar"),
                                                   accumulators=schedule.accumulators))


__all__ = ["LOWERING_VERSION", "Lanes", "LutParams", "Schedule", "Lowered", "NotEligible", "STRATEGIES", "Spec",
           "check_f16", "loop_ir", "lower_kernel"]
