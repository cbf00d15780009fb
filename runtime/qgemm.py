"""Integer contractions on the integer GEMM kernels (lowering/gemm_int8.py): which variant
a device runs, its kernels compiled once per process, the operands laid out (constant
ones once), and one call: C[M, N] from R[M, K] and P[K, N] of int8/uint8 with their zero
points, as int32 sums, float32 (scale, bias) or requantized 8-bit values.

Variants, best first: vnni where the device has AVX512-VNNI or AVX-VNNI; maddubs
(vpmaddubsw) where the signed operand is a constant whose k pairs cannot saturate it;
madd16 (vpmaddwd, exact for every operand) on any x86 with SSE2; portable vectors
elsewhere; scalar when asked (variant "scalar"). Every variant computes the same
integers (the tests hold each to an int64 reference).
"""
from __future__ import annotations

import ctypes
import functools
import threading
from dataclasses import dataclass
from typing import Any

import numpy as np

from .amx import permitted as amx_permitted
from .binding import ALIGN, Boundary
from .device import Profile, profile
from .jit import compile_ir
from .launch import Launch
from .lowering import LOWERING_VERSION
from .lowering import gemm_amx as amx
from .lowering.gemm_int8 import QGemmSpec, generate, rounded_fits, tiles
from .lowering.gemm_int8_packer import PackSpec
from .lowering.gemm_int8_pack import (aligned_copy, maddubs_safe, pack_panels, padded_rows, shift_of, stored,
                                      zero_point_terms)
from .rowkernels import compiled_pack
from .threads import chunks

FAST_ENTRIES = 64  # call set-ups kept per QGemm (a node sees a few shapes)
MAX_K = 1 << 16  # 8-bit products summed over K stay below 2**31 up to here (255 * 128 * 65792)


def _features(prof: Profile) -> set[str]:
    feats = {f[1:] for f in prof.features.split(",") if f.startswith("+")}
    cpu_vnni = {"icelake-server", "icelake-client", "tigerlake", "sapphirerapids", "emeraldrapids", "graniterapids",
                "cascadelake", "cooperlake", "rocketlake", "alderlake", "raptorlake", "meteorlake", "arrowlake",
                "lunarlake", "znver4", "znver5", "sierraforest", "grandridge", "diamondrapids"}
    if prof.cpu in cpu_vnni:
        feats.add("avxvnni" if prof.cpu in ("alderlake", "raptorlake", "meteorlake", "arrowlake", "lunarlake",
                                            "sierraforest", "grandridge") else "avx512vnni")
    return feats


@functools.lru_cache(maxsize=64)
def _available(prof: Profile) -> tuple[str, ...]:
    return tuple(_variants(prof))


def available(prof: Profile) -> list[str]:
    """The variants prof can run, best first (portable and scalar always)."""
    return list(_available(prof))


def _variants(prof: Profile) -> list[str]:
    """The variants prof can run, best first (portable and scalar always)."""
    feats, x86, L = _features(prof), prof.arch == "x86_64", prof.lanes.count
    out = []
    if x86 and (("avx512vnni" in feats and L == 16) or "avxvnni" in feats or ("avx512vnni" in feats and L == 8)):
        out.append("vnni")
    if x86 and L in (8, 16) and not prof.lanes.scalable:
        out += ["maddubs", "madd16"]
    elif x86:
        out.append("madd16")
    return out + ["portable", "scalar"]


def lanes_of(variant: str, prof: Profile) -> int:
    if variant == "scalar":
        return 1
    L = prof.lanes.count if not prof.lanes.scalable else 4
    if variant == "vnni" and L == 4:
        return 8
    return L


def tile_of(variant: str, prof: Profile, n: int | None = None) -> tuple[int, int]:
    """(MR, NV): accumulators, the NV panel loads and a broadcast (plus vpmaddubsw's ones
    and its partial products) within the vector registers: 16 -> 4x2 (2x4 for madd16),
    32 -> 6x4, or for N columns the tile of least padded work (below). With 16 registers
    4x3 spilled in every variant (seen in the assembly); on Zen 3, minimum of 40 runs,
    GOP/s at 128x256x1024 and 64x576x3136: maddubs 4x2 89/116, 3x3 80/95, 2x4 76/93;
    madd16 2x4 76/79, 3x3 71/73, 6x2 75/58, 4x2 66/57."""
    if variant == "scalar":
        return 4, 4
    if prof.lanes.vector_registers >= 32:
        if n is None:
            return 6, 4
        width = lanes_of(variant, prof)
        return min(WIDE_TILES, key=lambda t: -(-n // (t[1] * width)) * t[1] * WIDE_COST[t])
    return (2, 4) if variant == "madd16" else (4, 2)


# With 32 registers, each tile's time per padded column at large K relative to 6x4's
# (Zen 4, vnni, medians of 3x40 runs at 3136x512x256, 784x576x192, 196x2304x512):
# narrow tiles load one panel vector per broadcast or fewer. A narrow N pads a wide
# tile's panel instead: 12544x32x16 ran 550 us in 6x4 and 135 in 16x1, 12544x16x96
# 733 in 6x4 and 408-468 in 8x3/12x2, 3136x256x144 1008 in 6x4 and 720 in 8x3.
WIDE_COST = {(6, 4): 1.0, (8, 3): 1.04, (12, 2): 1.05, (16, 1): 1.3}
WIDE_TILES = tuple(WIDE_COST)


@functools.lru_cache(maxsize=256)
def _compiled(spec: QGemmSpec, prof: Profile):
    mod = compile_ir(generate(spec), prof.target(), salt=f"lowering={LOWERING_VERSION}")
    argtypes = (ctypes.c_void_p,) * (len(spec.abi.buffers) + 1) + (ctypes.c_int64,) * (len(spec.abi.sizes) + 2)
    return mod, mod.function(spec.symbol, argtypes)


def kernel_permitted(what: str) -> None:
    """Before a kernel of AMX tiles is handed out: the process's permission, asked for."""
    if not amx_permitted():
        raise RuntimeError(f"{what}: this process may not use AMX tiles (arch_prctl refused)")


def kernel(spec: QGemmSpec, prof: Profile):
    """The ctypes entry point of spec compiled for prof (once per process)."""
    if spec.variant in ("amx", "amx8"):
        kernel_permitted(f"integer GEMM ({spec.variant})")
    return _compiled(spec, prof)[1]


@dataclass
class Side:
    """One operand laid out for a kernel: its stored data, the shift its values moved by,
    and its sums along K (logical values, int64) when asked."""
    data: np.ndarray
    shift: int
    sums: np.ndarray | None = None


class QGemm:
    """The integer products of one node: constant operands laid out once (per variant),
    the variant chosen per call from the device and the operands.

    call(r, zr, p, zc, out, ...) -> C[M, N]: r [M, K] and p [K, N] int8/uint8; zr a scalar
    or one per row, zc a scalar or one per column (as int); out "i32", "f32" (scale, bias
    float32 per `axis`), "u8"/"i8" (scale: the requantization multiplier, zp: the output
    zero point); radd/cadd: int32 added per row/column before the conversion (a bias)."""

    def __init__(self, r_const: np.ndarray | None = None, p_const: np.ndarray | None = None):
        self.r_const, self.p_const = r_const, p_const
        self._held: dict[tuple, Any] = {}
        self._fast: dict[tuple, tuple] = {}  # call key -> (plan, launch): repeated calls skip the set-up
        self._lock = threading.Lock()

    def _once(self, key: tuple, make):
        v = self._held.get(key)
        if v is None:
            v = make()
            with self._lock:
                self._held[key] = v
        return v

    def choose(self, prof: Profile, variant: str, r: np.ndarray, p: np.ndarray) -> tuple[str, bool]:
        """(variant, r_signed): the constant side is the signed one (maddubs is checked there)."""
        r_signed = self.r_const is not None and r is self.r_const and not (self.p_const is not None and p is self.p_const)
        avail = available(prof)
        if variant == "scalar":
            return "scalar", r_signed
        if variant not in ("auto", "simd", "", None):
            if variant not in avail:
                raise ValueError(f"integer GEMM variant '{variant}' does not run on {prof.name}; it runs "
                                 f"{', '.join(avail)}")
            if variant == "maddubs" and not self._safe(r, p, r_signed):
                raise ValueError("integer GEMM variant 'maddubs' would saturate: the signed operand is not a "
                                 "constant whose k pairs have |p0| + |p1| <= 128")
            return variant, r_signed
        for v in avail:
            if v != "maddubs" or self._safe(r, p, r_signed):
                return v, r_signed
        return "scalar", r_signed

    def _tiles_fit(self, prof: Profile, r: np.ndarray, p: np.ndarray, r_signed: bool) -> bool:
        """Whether vnni's product runs on AMX tiles (amx8) instead: the device and process
        have them, a whole block of rows, K a multiple of 64 on both sides (callers that
        want it pad K so: NativeMatMul), P the constant and the signed side (laid out once),
        R's bytes loaded as they are (no flip: a fed R stored unsigned)."""
        m, k = r.shape
        fed_flip = r is not self.r_const and shift_of(r.dtype, r_signed) != 0
        return has_amx8(prof) and m >= amx.ROWS and k % (4 * amx.KG_TILE) == 0 and p is self.p_const \
            and not fed_flip and not r_signed

    def _safe(self, r: np.ndarray, p: np.ndarray, r_signed: bool) -> bool:
        """vpmaddubsw cannot saturate: the signed side is a constant checked pair by pair."""
        const = r if r_signed else p
        if const is not self.r_const and const is not self.p_const:
            return False
        return self._once(("safe", r_signed), lambda: maddubs_safe(stored(const, True)[0], 1 if r_signed else 0))

    def _r(self, r: np.ndarray, s: QGemmSpec, rows: bool) -> Side:
        def make() -> Side:
            if s.variant == "madd16":
                return Side(padded_rows(r.astype(np.int16), 2), 0)
            if r is self.r_const:
                data, d = stored(r, s.r_signed)
                return Side(padded_rows(data, 4), d)
            return Side(padded_rows(r, 4), shift_of(r.dtype, s.r_signed))
        const = r is self.r_const
        side = self._once(("r", s.variant, s.r_signed), make) if const else make()
        return _with_sums(side, r, 1, rows, const)

    def _p(self, p: np.ndarray, s: QGemmSpec, cols: bool, prof: Profile | None = None,
           threads: int | None = None) -> Side:
        const = p is self.p_const

        def make() -> Side:
            if not const and prof is not None:  # a fed operand: laid out by native code
                return pack_fed(p, s, prof, threads)
            if s.variant == "madd16":
                return Side(pack_panels(p.astype(np.int16), s), 0)
            data, d = stored(p, not s.r_signed)
            return Side(pack_panels(data, s), d)
        key = ("p", s.variant, s.r_signed, s.lanes, s.nv)
        side = self._once(key, make) if const else make()
        return _with_sums(side, p, 0, cols, const)

    def call(self, r: np.ndarray, zr, p: np.ndarray, zc, out: str = "i32", *, into: np.ndarray | None = None,
             threads: int | None = None, **kw) -> np.ndarray:
        """C = the product (see the class); `into`: the output array to write."""
        key = self._key(r, zr, p, zc, out, threads, kw)
        fast = self._fast.get(key) if key is not None else None
        if fast is None:
            plan = self.prepare(r, zr, p, zc, out, threads=threads, **kw)
            launch = launch_of(plan, threads)
            ins = plan.ins
            if key is not None and not plan.runtime_sums:
                with self._lock:
                    if len(self._fast) >= FAST_ENTRIES:
                        self._fast.clear()
                    self._fast[key] = (plan, launch)
        else:
            plan, launch = fast
            count = plan.shape[0] if plan.spec.axis == "row" else plan.shape[1]
            sc = plan.ins[6] if kw.get("scale") is None else _aligned(_per_index(kw["scale"], count,
                                                                                  plan.ins[6].shape[0]))
            ins = (_aligned(self._r(r, plan.spec, rows=False).data),
                   _aligned(self._p(p, plan.spec, cols=False, prof=plan.prof, threads=threads).data)) + \
                plan.ins[2:6] + (sc,) + plan.ins[7:]
        m, n = plan.shape
        c = into if into is not None else np.empty((m, n), plan.odt)
        if c.shape != (m, n) or c.dtype != plan.odt or not c.flags.c_contiguous:
            raise ValueError(f"integer GEMM output {c.shape} {c.dtype}; expected C-contiguous {(m, n)} "
                             f"{np.dtype(plan.odt)}")
        if m == 0 or n == 0:
            return c
        if c.ctypes.data % ALIGN:  # a byte view at an odd offset (one batch element's output)
            c[...] = self.call(r, zr, p, zc, out, threads=threads, **kw)
            return c
        launch.run(ins, [c])
        return c

    def _key(self, r, zr, p, zc, out, threads, kw) -> tuple | None:
        """What a call's kernel, launch and epilogue arrays depend on besides the operands'
        data: shapes, types, which operand is the constant, the small parameters' values
        (the scale's but its shape: a call writes its own scale array, so a scale that
        changes per call, a dynamically quantized operand's, reuses the set-up)."""
        try:
            small = tuple((np.asarray(v).shape, np.asarray(v).dtype.str, np.asarray(v).tobytes())
                          for v in (zr, zc, kw.get("bias"), kw.get("radd"), kw.get("cadd"))
                          if v is not None) + (np.shape(kw["scale"]) if kw.get("scale") is not None else None,)
            device = kw.get("device")
            return (r.shape, r.dtype.str, p.shape, p.dtype.str, r is self.r_const, p is self.p_const, out,
                    kw.get("axis", "col"), int(kw.get("zp", 0)), kw.get("variant", "auto"),
                    device if device is None or isinstance(device, str) else device.name, threads,
                    zr is None, zc is None, kw.get("scale") is None, kw.get("bias") is None, small,
                    tuple(kw["clamp"]) if kw.get("clamp") is not None else None, bool(kw.get("row_scales")))
        except (TypeError, ValueError, AttributeError):
            return None

    def prepare(self, r: np.ndarray, zr, p: np.ndarray, zc, out: str = "i32", *, scale: np.ndarray | None = None,
                bias: np.ndarray | None = None, axis: str = "col", zp: int = 0, radd: np.ndarray | None = None,
                cadd: np.ndarray | None = None, variant: str = "auto", device=None,
                threads: int | None = None, clamp: tuple[float, float] | None = None,
                row_scales: bool = False, residual: bool = False) -> "Plan":
        """The kernel and its arguments for one product: operands laid out, zero-point terms;
        clamp: f32 output's bounds after the bias (a fused Relu or Clip); row_scales: the f32
        scale per column times one per row, the plan's last input (ones here; a call gives
        its own, the codes kernel's steps); residual: a call also gives r [M, N] float32,
        added before the clamp (after the plan's inputs)."""
        if r.ndim != 2 or p.ndim != 2 or r.shape[1] != p.shape[0]:
            raise ValueError(f"integer GEMM of {r.shape} and {p.shape}")
        for a, what in ((r, "R"), (p, "P")):
            if a.dtype not in (np.int8, np.uint8):
                raise TypeError(f"integer GEMM: {what} is {a.dtype}; expected int8 or uint8")
        if out not in ODT:
            raise ValueError(f"integer GEMM output {out!r}; expected one of {', '.join(ODT)}")
        m, k = r.shape
        n = p.shape[1]
        if k > MAX_K:
            raise ValueError(f"integer GEMM: K = {k} > {MAX_K} could overflow the int32 sums")
        prof = profile(device)
        v, r_signed = self.choose(prof, variant, r, p)
        mr, nv = tile_of(v, prof, p.shape[1])
        mr = max(1, min(mr, m))  # fewer rows than the tile's: each summed once (a classifier's one row)
        if variant in ("auto", "simd", "", None) and v == "vnni" and self._tiles_fit(prof, r, p, r_signed):
            v, mr, nv = "amx8", 2 * amx.ROWS if m >= 2 * amx.ROWS else amx.ROWS, 1 if n <= amx.ROWS else 2
        zr_a, zc_a = np.asarray(zr, np.int64), np.asarray(zc, np.int64)
        # the r_flip of a fed R happens in the kernel's loads; constants are stored flipped
        probe = QGemmSpec(v, lanes_of(v, prof), mr, nv, r_signed)
        rs = self._r(r, probe, rows=False)
        flip = rs.shift != 0 and r is not self.r_const and v != "madd16"
        ps = self._p(p, probe, cols=False, prof=prof, threads=threads)
        zr_s, zc_s = zr_a + rs.shift, zc_a + ps.shift
        need_rows, need_cols = bool(np.any(zc_s != 0)), bool(np.any(zr_s != 0))
        rows = self._r(r, probe, rows=True).sums if need_rows else None
        cols = p.sum(axis=0, dtype=np.int64) if need_cols and p is not self.p_const else \
            self._p(p, probe, cols=True).sums if need_cols else None
        if rows is not None:
            rows = rows + k * rs.shift
        if cols is not None:
            cols = cols + k * ps.shift
        ra, ca, rm, cm = zero_point_terms(k, zr_s, zc_s, rows, cols, m, n)
        if radd is not None:
            ra = (ra + radd.astype(np.int32)).astype(np.int32)
        if cadd is not None:
            ca = (ca + cadd.astype(np.int32)).astype(np.int32)
        cols_only = not np.any(ra) and not (np.any(rm) and np.any(cm))  # (symmetric weights: the usual case)
        spec = QGemmSpec(v, probe.lanes, mr, nv, r_signed, flip, out, axis, clamp, row_scales, cols_only,
                         residual=residual)
        npad = -(-n // spec.nr) * spec.nr
        ca, cm = _padded(ca, npad), _padded(cm, npad)
        ext = m if axis == "row" else npad
        sc = _per_index(scale if scale is not None else 1.0, m if axis == "row" else n, ext)
        bi = _per_index(bias if bias is not None else 0.0, m if axis == "row" else n, ext)
        own = (np.ones(max(m, 1), np.float32),) if row_scales else ()
        ins = tuple(_aligned(a) for a in (rs.data, ps.data, ra, ca, rm, cm, sc, bi, *own))
        kg = rs.data.shape[1] // (2 if v == "madd16" else 4)
        runtime = (need_rows and r is not self.r_const) or (need_cols and p is not self.p_const)
        return Plan(spec, prof, ins, (m, n, kg, rs.data.strides[0], n, int(zp)), (m, n), k, ODT[out], runtime)


ODT = {"i32": np.int32, "f32": np.float32, "u8": np.uint8, "i8": np.int8}


@dataclass(frozen=True)
class Plan:
    """One product's kernel (spec, for prof), its input arrays and sizes (the spec's ABI
    buffers but the output; SIZES, then WINDOW_SIZES for r_window), the output's shape
    [M, N] and dtype, and K."""
    spec: QGemmSpec
    prof: Profile
    ins: tuple[np.ndarray, ...]
    sizes: tuple[int, ...]
    shape: tuple[int, int]
    k: int
    odt: Any
    runtime_sums: bool = False  # the epilogue's arrays hold sums of a fed operand (made per call)


def bf16_tile(prof: Profile, rows: int, n: int) -> tuple[str, int, int]:
    """(variant, MR, NV) of the bf16 product of R [rows, K] by N columns on prof: AMX tiles
    where the device has them and R has a whole block of rows, else vdpbf16ps."""
    if has_amx(prof) and rows >= amx.ROWS:
        return "amx", 2 * amx.ROWS if rows >= 2 * amx.ROWS else amx.ROWS, 1 if n <= amx.ROWS else 2
    mr, nv = tile_of("bf16", prof, n)
    return "bf16", max(1, min(mr, rows)), nv  # (a classifier's one row: one row of sums, not six)


def bf16_kp(variant: str, k: int) -> int:
    """K as the bf16 variants read R and the panels: whole pairs; whole AMX tiles for amx."""
    step = 2 * amx.KG_TILE if variant == "amx" else 2
    return -(-k // step) * step


def bf16_plan(prof: Profile, rows: int, n: int, k: int, panels, bias: np.ndarray | None,
              clamp: tuple[float, float] | None, residual: bool = False, rounding: bool = False,
              windows: tuple[tuple[int, int], tuple[int, int, int], tuple[int, ...]] | None = None) -> Plan:
    """The bf16 plan for R [rows, kp] bfloat16 (fed per call, kp = bf16_kp of the variant)
    by weights laid out as panels(nr, kp) [J, kp / 2, nr, 2]: float32 sums, no zero-point
    terms, scale 1, the bias and clamp in the epilogue. rounding: where that pays
    (rounds_inside), R is x [rows, k] float32 itself, rounded a block of rows at a time
    inside the kernel (r_f32), or with windows = (the codes' shape [B*H, W*C], the window's
    (kh, kw, C), the values of gemm_int8.WINDOW_SIZES), R is x's rows rounded to bfloat16,
    whose windows the kernel copies a block at a time (r_window). Else the caller makes R's codes [rows, kp]."""
    variant, mr, nv = bf16_tile(prof, rows, n)
    kp = bf16_kp(variant, k)
    inside = rounding and rounds_inside(prof, variant, mr, nv, n, kp)
    spec = QGemmSpec(variant, 16, mr, nv, False, out="f32", clamp=clamp, l2=prof.lanes.l2, residual=residual,
                     r_f32=inside and windows is None,
                     r_window=windows[1] if inside and windows else None)
    npad = -(-n // spec.nr) * spec.nr
    zi, zc = np.zeros(max(rows, 1), np.int32), np.zeros(npad, np.int32)
    r = np.zeros((rows, k), np.float32) if spec.r_f32 else \
        np.zeros(windows[0] if spec.r_window else (rows, kp), np.uint16)
    ins = tuple(_aligned(a) for a in (r, panels(spec.nr, kp), zi, zc, zi, zc,
                                      _per_index(1.0, n, npad), _per_index(bias if bias is not None else 0.0, n, npad)))
    sizes = (rows, n, kp // 2, 4 * k if spec.r_f32 else 2 * kp, n, 0) + (windows[2] if windows and spec.r_window
                                                                        else ())
    return Plan(spec, prof, ins, sizes, (rows, n), k, np.float32)


def rounds_inside(prof: Profile, variant: str, mr: int, nv: int, n: int, kp: int) -> bool:
    """Whether the bf16 product makes its rows' codes itself (r_f32, r_window): on AMX
    tiles, where every panel runs over a row block while the panels stay in L2 (so a block
    is made once) and the block fits the kernel's stack block. Xeon, two threads,
    3136x256x64: the separate rounding took 118 us of 280; the whole node 333 -> 263 us."""
    nr = nv * amx.ROWS
    return variant == "amx" and rounded_fits(mr, kp) and 2 * kp * nr * -(-n // nr) <= prof.lanes.l2 // 2


def launch_of(plan: Plan, threads: int | None) -> Launch:
    """The launch of plan's kernel: its boundary (the plan's arrays, a residual's [M, N],
    then C [M, N]) and its tiles split over threads."""
    m, n = plan.shape
    res, rdt = ((m, n),) if plan.spec.residual else (), np.dtype(np.uint16 if plan.spec.res_bf16 else np.float32)
    bound = Boundary(f"integer GEMM ({plan.spec.variant})", tuple(f"'{b}'" for b in plan.spec.abi.buffers),
                     tuple(a.shape for a in plan.ins) + res + ((m, n),),
                     tuple(a.dtype for a in plan.ins) + (rdt,) * len(res) + (np.dtype(plan.odt),),
                     len(plan.ins) + len(res), frozenset())
    split = chunks(tiles(plan.spec, m, n), False, lambda: m * n * plan.k, threads)
    return Launch(kernel(plan.spec, plan.prof), plan.sizes, 0, tuple(split), bound)


def has_amx(prof: Profile) -> bool:
    """Whether prof runs the GEMM's amx variant (AMX tiles of bfloat16) and, on this
    host, the operating system lets this process use them (amx.enable)."""
    feats = _features(prof)
    return prof.arch == "x86_64" and "amx-tile" in feats and "amx-bf16" in feats and has_bf16(prof) and \
        amx_permitted()


def has_amx8(prof: Profile) -> bool:
    """Whether prof runs the GEMM's amx8 variant (AMX tiles of bytes) in this process."""
    feats = _features(prof)
    return prof.arch == "x86_64" and "amx-tile" in feats and "amx-int8" in feats and amx_permitted()


def has_bf16(prof: Profile) -> bool:
    """Whether prof runs the GEMM's bf16 variant (vdpbf16ps on 512-bit vectors)."""
    return prof.arch == "x86_64" and not prof.lanes.scalable and prof.lanes.count == 16 and \
        "avx512bf16" in _features(prof)


def pack_fed(p: np.ndarray, s: QGemmSpec, prof: Profile, threads: int | None) -> Side:
    """A fed P [K, N] laid out as s's panels by the packing kernel (the shift of its
    values as the stored domain needs it)."""
    signed = p.dtype == np.int8
    wide = s.variant == "madd16"
    shift = 0 if wide else shift_of(p.dtype, not s.r_signed)
    spec = PackSpec(s.g, s.nr, wide, signed, flip=shift != 0)
    k, n = p.shape
    src = _aligned(np.ascontiguousarray(p))
    nj, kg = -(-n // s.nr), -(-k // s.g)
    dst = np.empty(nj * kg * s.nr * s.g * (2 if wide else 1) + 64, np.uint8)
    off = (-dst.ctypes.data) % 64
    dst = dst[off:off + nj * kg * s.nr * s.g * (2 if wide else 1)]
    if dst.size and src.size:
        bound = Boundary("integer GEMM packing", ("'src'", "'dst'"), (src.shape, dst.shape),
                         (src.dtype, dst.dtype), 1, frozenset())
        split = chunks(nj, False, lambda: k * n, threads)
        Launch(compiled_pack(spec, prof)[1], (k, n, src.strides[0]), 0, tuple(split), bound).run([src], [dst])
    elif dst.size:
        dst[...] = 0
    return Side(dst, shift)


def _aligned(a: np.ndarray) -> np.ndarray:
    """a itself where the kernel boundary takes it (ALIGN-byte aligned), else an aligned copy."""
    return a if a.ctypes.data % ALIGN == 0 else aligned_copy(a)


def _per_index(v, count: int, ext: int) -> np.ndarray:
    """v (one value or count of them) as float32 per row or column, zeros past count to ext."""
    return _padded(np.broadcast_to(np.asarray(v, np.float32).reshape(-1), (count,)), ext)


def _padded(a: np.ndarray, n: int) -> np.ndarray:
    a = np.ascontiguousarray(a)
    if a.shape[0] == n:
        return a
    out = np.zeros(n, a.dtype)
    out[:a.shape[0]] = a
    return out


__all__ = ["QGemm", "available", "kernel", "aligned_copy", "launch_of", "bf16_plan", "bf16_kp", "bf16_tile", "has_amx", "has_amx8", "has_bf16"]


def _with_sums(side: Side, operand: np.ndarray, axis: int, want: bool, const: bool) -> Side:
    """side with the operand's int64 sums along axis (the zero-point terms need them) when
    wanted: kept on a constant operand's cached side, a new Side for a fed one."""
    if not want or side.sums is not None:
        return side
    sums = operand.sum(axis=axis, dtype=np.int64)
    if not const:
        return Side(side.data, side.shift, sums)
    side.sums = sums
    return side
