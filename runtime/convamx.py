"""The launches of a bfloat16 convolution on AMX tiles that reads its windows in place
(lowering/conv_amx.py): a padded channels-last bfloat16 copy of x (the windows kernel with
a 1x1 window and the convolution's pads), then the convolution over it. BF16MatMul takes
them for a stride-1 convolution of C a multiple of 32 where the device runs AMX; else the
window codes and the GEMM."""
from __future__ import annotations

import ctypes
import functools
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from .binding import Boundary
from .device import Profile
from .jit import compile_ir
from .launch import Launch
from .lowering import LOWERING_VERSION
from .lowering.conv_amx import SIZES, ConvAmxSpec, eligible, generate
from .lowering.gemm_amx import ROWS
from .qgemm import _aligned, _per_index, has_amx, kernel_permitted
from .rowkernels import window_launch
from .threads import chunks


@functools.lru_cache(maxsize=32)
def _compiled(spec: ConvAmxSpec, prof: Profile):
    kernel_permitted("amx convolution")
    mod = compile_ir(generate(spec), prof.target(), salt=f"lowering={LOWERING_VERSION}")
    return mod, mod.function(spec.symbol, (ctypes.c_void_p,) * (len(spec.abi.buffers) + 1)
                             + (ctypes.c_int64,) * (len(SIZES) + 2))


@dataclass(frozen=True)
class BF16Calls:
    """A BF16MatMul's two launches for one input shape: x to bfloat16 codes of this shape
    (its rows, or windows, or here a padded copy), then the product of the codes and
    `rest` (the panels, the bias...) to y [rows, N]."""
    rounding: Launch
    codes: tuple[int, int]
    product: Launch
    rest: tuple[np.ndarray, ...]


def conv_calls(prof: Profile, window: Any, x_shape: tuple[int, ...], n: int,
               panels: Callable[[int, int], np.ndarray], bias: np.ndarray | None,
               clamp: tuple[float, float] | None, threads: int | None, residual: bool = False) -> BF16Calls | None:
    """The launches for x of this shape, or None where the convolution does not run here."""
    if len(x_shape) != 4 or not has_amx(prof):
        return None
    b, h, w, c = x_shape
    (kh, kw), (dh, dw), (pt, pl, _, _) = window.kernel, window.dilations, window.pads
    oh, ow = window.out_hw(h, w)
    if b < 1 or n < 1 or oh < 1 or ow < 1 or not eligible(c, tuple(window.strides), oh, ow, (kh, kw), dw):
        return None
    if 2 * b * oh * ow < n:  # the weights, not the windows, are most of the bytes: the GEMM streams
        return None  # them better (7x7x512 -> 512, caches cold: 509 us here against 299; 56x56x64 -> 64
        # 178 against 336, 14x14x256 -> 256 248 against 247, one thread on a Xeon with AMX)
    hp, wp = oh + (kh - 1) * dh + 1, ow + (kw - 1) * dw
    pad = window_launch(prof, "bf16", x_shape, (hp, wp), (1, 1, 1, 1, 1, 1, pt, pl), c, threads)
    spec = ConvAmxSpec(1 if n <= ROWS else 2, clamp, prof.lanes.l2, residual=residual)
    k = kh * kw * c
    npad = -(-n // spec.nr) * spec.nr
    rest = (_aligned(panels(spec.nr, k)), _aligned(_per_index(bias if bias is not None else 0.0, n, npad)))
    blocks = -(-(oh * wp) // ROWS)
    items = -(-(b * blocks) // 2) * (npad // spec.nr)
    codes = (b * hp * wp, c)
    res = ((b * oh * ow, n),) if residual else ()
    bound = Boundary("bfloat16 convolution (amx)", tuple(f"'{x}'" for x in spec.abi.buffers),
                     (codes,) + tuple(a.shape for a in rest) + res + ((b * oh * ow, n),),
                     (np.dtype(np.uint16),) + tuple(a.dtype for a in rest) + (np.dtype(np.float32),) * (len(res) + 1),
                     3 + len(res), frozenset())
    split = chunks(items, False, lambda: b * oh * ow * n * k, threads)
    conv = Launch(_compiled(spec, prof)[1], (b, oh, ow, c, kh, kw, dh, dw, hp, wp, n), 0, tuple(split), bound)
    return BF16Calls(pad, codes, conv, rest)


@dataclass(frozen=True)
class Int8Conv:
    """An Int8MatMul's convolution on AMX tiles: the padded uint8 codes of x (the windows
    kernel with a 1x1 window: its inputs x, m), then the convolution over them reading
    (codes, panels, cadd, scale, bias); `codes` the padded codes' shape."""
    pad: Launch
    codes: tuple[int, int]
    conv: Launch


def int8_conv(prof: Profile, window: Any, x_shape: tuple[int, ...], plan: Any, threads: int | None,
              unsigned: bool, given: bool) -> Int8Conv | None:
    """The launches of an Int8MatMul's window product whose GEMM plan runs on AMX tiles
    (amx8) with the column-only zero-point term, where the convolution reads its windows in
    place (stride 1, C a multiple of 64), else None."""
    spec = plan.spec
    if len(x_shape) != 4 or spec.variant != "amx8" or not spec.cols_only or spec.row_scales or \
            spec.out != "f32" or spec.axis != "col":
        return None
    b, h, w, c = x_shape
    (kh, kw), (dh, dw), (pt, pl, _, _) = window.kernel, window.dilations, window.pads
    oh, ow = window.out_hw(h, w)
    n = plan.shape[1]
    if b < 1 or oh < 1 or ow < 1 or 2 * b * oh * ow < n or plan.k != kh * kw * c or \
            not eligible(c, tuple(window.strides), oh, ow, (kh, kw), dw, "u8"):
        return None
    hp, wp = oh + (kh - 1) * dh + 1, ow + (kw - 1) * dw
    pad = window_launch(prof, "u8", x_shape, (hp, wp), (1, 1, 1, 1, 1, 1, pt, pl), c, threads, unsigned, given)
    cs = ConvAmxSpec(spec.nv, spec.clamp, prof.lanes.l2, "u8")
    codes = (b * hp * wp, c)
    ins = (plan.ins[1], plan.ins[3], plan.ins[6], plan.ins[7])  # panels, cadd, scale, bias
    bound = Boundary("int8 convolution (amx8)", tuple(f"'{x}'" for x in cs.abi.buffers),
                     (codes,) + tuple(a.shape for a in ins) + ((b * oh * ow, n),),
                     (np.dtype(np.uint8),) + tuple(a.dtype for a in ins) + (np.dtype(np.float32),), 5, frozenset())
    blocks = -(-(oh * wp) // ROWS)
    items = -(-(b * blocks) // 2) * -(-n // cs.nr)
    split = chunks(items, False, lambda: b * oh * ow * n * plan.k, threads)
    conv = Launch(_compiled(cs, prof)[1], (b, oh, ow, c, kh, kw, dh, dw, hp, wp, n), 0, tuple(split), bound)
    return Int8Conv(pad, codes, conv)
