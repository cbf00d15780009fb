"""What the LLVM emitter passes around: the lanes of a simd kernel and the lowering
context of one point in the loop nest. Values are llir.Val (typed SSA values).

Kept apart from the emitter (codegen.Emitter) so that its parts (stores.py,
reductions.py, loopgen.py) share these types without importing the emitter.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .llir import Val, fconst, type_suffix, vector
from .loops import Store

L1_SHARE = 2 / 3  # of the L1 data cache, what a block's reused operand may take


@dataclass(frozen=True)
class Lanes:
    """What the lowering knows of the target's vector unit and caches: a row of the device
    profile table (runtime/device.py), or the host's as probed. The vector shape is
    `count` lanes of float32, times vscale when scalable; the rest are capabilities that
    decide code, each where it is used."""
    count: int
    scalable: bool = False
    # vector registers: a register tile's accumulators, loads and broadcasts must fit
    # them (the GEMM's and the direct conv's tiles, the narrow gemv's partial sums)
    vector_registers: int = 16
    # non-temporal vector stores for large outputs, ordered by an sfence before the kernel
    # returns (x86)
    streaming_stores: bool = False
    native_ldexp: bool = False  # a vector ldexp instruction (AVX-512 vscalefps): vecmath's exp scales with it
    # a lane-masked FMA at the cost of a plain one (AVX-512 opmasks): the direct conv keeps a
    # padding tap's sums per step with it; without it, once per tap (direct_conv_kernels.py)
    masked_fma: bool = False
    # vpdpbusd (AVX512-VNNI at 16 lanes, AVX-VNNI at 8): a typed u8 x i8 contraction runs the
    # integer GEMM's vnni kernel (typed_contraction.py); only the host's lanes know it
    dot_i8: bool = False
    tiles_i8: bool = False  # AMX-INT8 tiles this process may use (the OS granted the tile state)
    dot_bf16: bool = False  # vdpbf16ps (AVX512-BF16): a typed bf16 x bf16 -> f32 contraction likewise
    tiles_bf16: bool = False  # AMX-BF16 tiles this process may use
    # f16 <-> f32 in one instruction (F16C's vcvtph2ps / vcvtps2ph, AVX512-FP16's, Arm's
    # fcvtl / fcvtn): elements.py converts with fpext / fptrunc; else through the bits
    convert_f16: bool = False
    # half arithmetic in the vector unit (AVX512-FP16): the f16 strategy's vectors are
    # twice as wide as float32's; elsewhere LLVM computes each half operation in float32
    arith_f16: bool = False
    l1d: int = 32 << 10  # bytes of L1 data cache per core: what a register-tiled loop keeps at hand
    l2: int = 1 << 20  # bytes of L2 per core: what a blocked loop keeps close

    def l1_rows(self, row_bytes: int) -> int:
        """Rows of row_bytes that fill L1_SHARE of the L1 data cache: the block of an operand
        a register-tiled loop reads again for every tile (the rest of L1 holds the tiles'
        other operand and sums)."""
        return max(16, int(self.l1d * L1_SHARE) // row_bytes)

    def ty(self, elem: str) -> str:
        return vector(self.count, elem, self.scalable)

    def suffix(self, elem: str) -> str:
        """An intrinsic's suffix for this many lanes of elem: v16f32, nxv4i32, ..."""
        return type_suffix(vector(self.count, elem, self.scalable))


@dataclass
class Ctx:
    """Where the emitter stands: index values, locals, the vector loop and its mask."""
    idx: dict[str, Val] = field(default_factory=dict)
    locals: dict[str, Val] = field(default_factory=dict)
    vvar: str | None = None  # the loop the lanes run along
    mask: Val | None = None    # active lanes (tail or scalable); None: all
    memo: dict = field(default_factory=dict)
    stream: Store | None = None  # a store whose full vectors are aligned, non-temporal
    prefetch: tuple[frozenset[str], str] | None = None  # (buffers, row var): read ahead a row

    def child(self, **kw) -> "Ctx":
        c = Ctx(dict(self.idx), dict(self.locals), self.vvar, self.mask, dict(self.memo), self.stream,
                self.prefetch)
        for k, v in kw.items():
            setattr(c, k, v)
        return c


__all__ = ["Ctx", "L1_SHARE", "Lanes", "Val", "fconst"]
