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
    `rest` (the panels, the bias...) to y [rows, N]. No rounding launch (codes (0, 0)):
    the product rounds x's rows itself (qgemm.rounds_inside)."""
    rounding: Launch | None
    codes: tuple[int, int]
    product: Launch
    rest: tuple[np.ndarray, ...]


@dataclass(frozen=True)
class _Geometry:
    """A convolution of x [B, H, W, C] as the AMX kernel reads it: its output, the padded
    copy's HP x WP (a spare row), the launch's sizes."""
    b: int
    c: int
    oh: int
    ow: int
    hp: int
    wp: int
    sizes: tuple[int, ...]
    pads: tuple[int, int]  # top, left

    @property
    def rows(self) -> int:
        return self.b * self.oh * self.ow

    @property
    def codes(self) -> tuple[int, int]:
        return self.b * self.hp * self.wp, self.c

    def items(self, n: int, nr: int) -> int:
        """The parallel range: pairs of 16-row blocks of every image by panels."""
        return -(-(self.b * -(-(self.oh * self.wp) // ROWS)) // 2) * -(-n // nr)

    def pad(self, prof: Profile, codes: str, x_shape: tuple[int, ...], threads: int | None, **kw) -> Launch:
        """The padded copy's launch: the windows kernel with a 1x1 window and the pads."""
        return window_launch(prof, codes, x_shape, (self.hp, self.wp), (1, 1, 1, 1, 1, 1, *self.pads), self.c,
                             threads, **kw)


def _geometry(window: Any, x_shape: tuple[int, ...], n: int, codes: str) -> _Geometry | None:
    """x's convolution where it reads its windows in place (conv_amx.eligible), and where
    the windows, not the weights, are most of the bytes (2*B*OH*OW >= N: else the GEMM
    streams the weights better: 7x7x512 -> 512, caches cold, 509 us here against 299;
    56x56x64 -> 64 178 against 336, 14x14x256 -> 256 248 against 247, one thread, Xeon)."""
    if len(x_shape) != 4:
        return None
    b, h, w, c = x_shape
    (kh, kw), (dh, dw), (pt, pl, _, _) = window.kernel, window.dilations, window.pads
    oh, ow = window.out_hw(h, w)
    if b < 1 or n < 1 or oh < 1 or ow < 1 or 2 * b * oh * ow < n or \
            not eligible(c, tuple(window.strides), oh, ow, (kh, kw), dw, codes):
        return None
    hp, wp = oh + (kh - 1) * dh + 1, ow + (kw - 1) * dw
    return _Geometry(b, c, oh, ow, hp, wp, (b, oh, ow, c, kh, kw, dh, dw, hp, wp, n), (pt, pl))


def _launch(spec: ConvAmxSpec, prof: Profile, g: _Geometry, n: int, ins: tuple[tuple[tuple[int, ...], Any], ...],
            code: Any, threads: int | None) -> Launch:
    """The convolution's launch: (codes, *ins: their (shape, dtype)) -> y [B*OH*OW, N] float32
    (y_bf16: bfloat16 codes, uint16)."""
    bound = Boundary(f"{'bfloat16' if spec.codes == 'bf16' else 'int8'} convolution (amx)",
                     tuple(f"'{x}'" for x in spec.abi.buffers), (g.codes,) + tuple(sh for sh, _ in ins) + ((g.rows, n),),
                     (np.dtype(code),) + tuple(np.dtype(dt) for _, dt in ins)
                     + (np.dtype(np.uint16 if spec.y_bf16 else np.float32),), 1 + len(ins), frozenset())
    k = g.sizes[4] * g.sizes[5] * g.c
    split = chunks(g.items(n, spec.nr), False, lambda: g.rows * n * k, threads)
    return Launch(_compiled(spec, prof)[1], g.sizes, 0, tuple(split), bound)


def conv_runs(prof: Profile, window: Any, x_shape: tuple[int, ...], n: int) -> bool:
    """Whether conv_calls makes the launches of a bfloat16 convolution of x of this shape."""
    return has_amx(prof) and _geometry(window, x_shape, n, "bf16") is not None


def conv_calls(prof: Profile, window: Any, x_shape: tuple[int, ...], n: int,
               panels: Callable[[int, int], np.ndarray], bias: np.ndarray | None,
               clamp: tuple[float, float] | None, threads: int | None, residual: bool = False,
               edges: Any = None) -> BF16Calls | None:
    """The launches for x of this shape (edges: onnx/edges.Edges, x, the residual and y as
    bfloat16 codes; x's copied padded), or None where the convolution does not run here."""
    g = _geometry(window, x_shape, n, "bf16") if has_amx(prof) else None
    if g is None:
        return None
    x_in, res_in, y_out = (edges.x, edges.res, edges.y) if edges is not None else (False, False, False)
    spec = ConvAmxSpec(1 if n <= ROWS else 2, clamp, prof.lanes.l2, residual=residual, y_bf16=y_out,
                       res_bf16=res_in)
    npad = -(-n // spec.nr) * spec.nr
    rest = (_aligned(panels(spec.nr, g.sizes[4] * g.sizes[5] * g.c)),
            _aligned(_per_index(bias if bias is not None else 0.0, n, npad)))
    ins = tuple((a.shape, a.dtype) for a in rest) + ((((g.rows, n), np.uint16 if res_in else np.float32),)
                                                     if residual else ())
    return BF16Calls(g.pad(prof, "bf16", x_shape, threads, from_codes=x_in), g.codes,
                     _launch(spec, prof, g, n, ins, np.uint16, threads), rest)


@dataclass(frozen=True)
class Int8Conv:
    """An Int8MatMul's convolution on AMX tiles: the padded uint8 codes of x (the windows
    kernel with a 1x1 window: its inputs x, m), then the convolution over them reading
    (codes, panels, cadd, scale, bias); `codes` the padded codes' shape."""
    pad: Launch
    codes: tuple[int, int]
    conv: Launch


def int8_conv(prof: Profile, window: Any, x_shape: tuple[int, ...], plan: Any, threads: int | None,
              unsigned: bool, given: bool, y_bf16: bool = False) -> Int8Conv | None:
    """The launches of an Int8MatMul's window product whose GEMM plan runs on AMX tiles
    (amx8) with the column-only zero-point term and no residual, where the convolution
    reads its windows in place (stride 1, C a multiple of 64), else None; y_bf16: y
    stored as bfloat16 codes."""
    spec = plan.spec
    if spec.variant != "amx8" or not spec.cols_only or spec.row_scales or spec.out != "f32" or spec.axis != "col" \
            or spec.residual:
        return None
    n = plan.shape[1]
    g = _geometry(window, x_shape, n, "u8")
    if g is None or plan.k != g.sizes[4] * g.sizes[5] * g.c:
        return None
    cs = ConvAmxSpec(spec.nv, spec.clamp, prof.lanes.l2, "u8", y_bf16=y_bf16)
    ins = tuple((a.shape, a.dtype) for a in (plan.ins[1], plan.ins[3], plan.ins[6], plan.ins[7]))  # panels, cadd,
    return Int8Conv(g.pad(prof, "u8", x_shape, threads, unsigned=unsigned, given=given), g.codes,  # scale, bias
                    _launch(cs, prof, g, n, ins, np.uint8, threads))
