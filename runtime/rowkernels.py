"""The row kernels around the integer and bfloat16 GEMMs (runtime/qgemm.py) as launches:
float32 rows to 8-bit codes (per tensor or per row), to bfloat16, a convolution's windows
to either, max |x| with the column scales (lowering/quantize_u8.py,
lowering/window_codes.py), and a fed float32 operand to the bfloat16 GEMM's panels
(lowering/gemm_int8_packer.py), each compiled once per process and device."""
from __future__ import annotations

import ctypes
import functools

import numpy as np

from .binding import Boundary
from .device import Profile
from .jit import compile_ir
from .launch import Launch
from .lowering import LOWERING_VERSION
from .lowering.gemm_int8_packer import PackSpec, generate_pack
from .lowering.quantize_u8 import (BF16Spec, QuantizeSpec, ScalesSpec, generate as generate_quantize, generate_bf16,
                                   generate_scales)
from .lowering.window_codes import WindowSpec, generate as generate_windows
from .threads import chunks


@functools.lru_cache(maxsize=64)
def _compiled_quantize(spec: QuantizeSpec, prof: Profile):
    mod = compile_ir(generate_quantize(spec), prof.target(), salt=f"lowering={LOWERING_VERSION}")
    return mod, mod.function(spec.symbol, (ctypes.c_void_p,) * (len(spec.abi.buffers) + 1) + (ctypes.c_int64,) * 5)


def quantize_launch(prof: Profile, rows: int, k: int, kp: int, wide: bool, threads: int | None,
                    unsigned: bool = False, per_row: bool = False, given: bool = False) -> Launch:
    """The launch of the kernel that turns float32 x [rows, k] into the codes a GEMM of
    variant madd16 (wide: int16) or any other (bytes) reads as R [rows, kp], given m
    [1] = max |x| (lowering/quantize_u8.py; unsigned: x >= 0, zero point 0), or (per_row)
    each row's own, its step written to s [rows], or (given) m [2] = [1 / scale, zero
    point] of a given quantization."""
    lanes = _row_lanes(prof)
    spec = QuantizeSpec(lanes, wide, unsigned, per_row, per_row and _masked(prof, lanes), given)
    fn = _compiled_quantize(spec, prof)[1]
    f32, q = np.dtype(np.float32), np.dtype(np.int16 if wide else np.uint8)
    if per_row:
        return _rows_launch(fn, "int8 quantization", ("'x'", "'q'", "'s'"), ((rows, k), (rows, kp), (rows,)),
                            (f32, q, f32), 1, rows, k, kp, threads)
    return _rows_launch(fn, "int8 quantization", ("'x'", "'m'", "'q'"), ((rows, k), (2 if given else 1,), (rows, kp)),
                        (f32, f32, q), 2, rows, k, kp, threads)


def _masked(prof: Profile, lanes: int) -> bool:
    """Whether a row kernel's tail is one masked step: AVX-512's masked loads and stores."""
    return prof.arch == "x86_64" and lanes == 16 and prof.lanes.masked_fma


def _row_lanes(prof: Profile) -> int:
    """The vector width of the row kernels (quantize_u8.py): the device's, 1 where scalable."""
    return 1 if prof.lanes.scalable else prof.lanes.count


def _rows_launch(fn, what: str, names: tuple, shapes: tuple, dtypes: tuple, n_in: int, rows: int, k: int, kp: int,
                 threads: int | None) -> Launch:
    """The launch of a row kernel (sizes rows, k, kp), its rows split over threads."""
    split = chunks(rows, False, lambda: rows * k, threads)
    return Launch(fn, (rows, k, kp), 0, tuple(split), Boundary(what, names, shapes, dtypes, n_in, frozenset()))


@functools.lru_cache(maxsize=16)
def _compiled_bf16(spec: BF16Spec, prof: Profile):
    mod = compile_ir(generate_bf16(spec), prof.target(), salt=f"lowering={LOWERING_VERSION}")
    return mod, mod.function(spec.symbol, (ctypes.c_void_p,) * 3 + (ctypes.c_int64,) * 5)


def bf16_launch(prof: Profile, rows: int, k: int, kp: int, threads: int | None) -> Launch:
    """The launch of the kernel that rounds float32 x [rows, k] to bfloat16 [rows, kp]."""
    return _rows_launch(_compiled_bf16(BF16Spec(_row_lanes(prof)), prof)[1], "bfloat16 rounding", ("'x'", "'q'"),
                        ((rows, k), (rows, kp)), (np.dtype(np.float32), np.dtype(np.uint16)), 1, rows, k, kp, threads)


@functools.lru_cache(maxsize=16)
def _compiled_windows(spec: WindowSpec, prof: Profile):
    mod = compile_ir(generate_windows(spec), prof.target(), salt=f"lowering={LOWERING_VERSION}")
    return mod, mod.function(spec.symbol, (ctypes.c_void_p,) * (len(spec.abi.buffers) + 1) + (ctypes.c_int64,) * 17)


def window_launch(prof: Profile, codes: str, x_shape: tuple[int, ...], out_hw: tuple[int, int],
                  window: tuple[int, ...], kp: int, threads: int | None, unsigned: bool = False,
                  given: bool = False, from_codes: bool = False) -> Launch:
    """The launch of the kernel that turns a channels-last float32 x [b, h, w, c] into its
    convolution windows' codes [b*oh*ow, kp] (lowering/window_codes.py): codes "u8" or
    "i16" (given m [1] = max |x|; unsigned: x >= 0, zero point 0; given: m [2] = [1 / scale,
    zero point]) or "bf16" (from_codes: x is bfloat16 codes, uint16); window (kh, kw, sh, sw,
    dh, dw, pt, pl)."""
    lanes = _row_lanes(prof)
    spec = WindowSpec(lanes, codes, masked=_masked(prof, lanes), unsigned=unsigned, given=given,
                      from_codes=from_codes)
    b, h, w, c = x_shape
    rows = b * out_hw[0] * out_hw[1]
    f32 = np.dtype(np.float32)
    q = np.dtype(np.uint8 if codes == "u8" else np.int16 if codes == "i16" else np.uint16)
    names, shapes, dtypes = (("'x'", "'q'"), (x_shape, (rows, kp)), (q if from_codes else f32, q)) \
        if codes == "bf16" else \
        (("'x'", "'m'", "'q'"), (x_shape, (2 if given else 1,), (rows, kp)), (f32, f32, q))
    split = chunks(rows, False, lambda: rows * c * window[0] * window[1], threads)
    return Launch(_compiled_windows(spec, prof)[1], (rows, c, kp, h, w, *out_hw, *window), 0, tuple(split),
                  Boundary(f"{codes} windows", names, shapes, dtypes, len(names) - 1, frozenset()))


@functools.lru_cache(maxsize=16)
def _compiled_scales(spec: ScalesSpec, prof: Profile):
    mod = compile_ir(generate_scales(spec), prof.target(), salt=f"lowering={LOWERING_VERSION}")
    return mod, mod.function(spec.symbol, (ctypes.c_void_p,) * 5 + (ctypes.c_int64,) * 4)


def scales_launch(prof: Profile, n: int, cols: int, unsigned: bool = False) -> Launch:
    """The launch of the kernel that finds m [1] = max |x| over x [n] and the column
    scales s [cols] = w [cols] * m / levels (127, or 255 for unsigned codes; one thread)."""
    lanes = 4 if prof.lanes.scalable else max(prof.lanes.count, 4)
    f32 = np.dtype(np.float32)
    bound = Boundary("int8 scales", ("'x'", "'w'", "'m'", "'s'"), ((n,), (cols,), (1,), (cols,)), (f32,) * 4, 2,
                     frozenset())
    return Launch(_compiled_scales(ScalesSpec(lanes, unsigned), prof)[1], (n, cols), 0, (), bound)


__all__ = ["quantize_launch", "bf16_launch", "window_launch", "scales_launch"]


@functools.lru_cache(maxsize=64)
def compiled_pack(spec: PackSpec, prof: Profile):
    """The packing kernel of spec (gemm_int8_packer.py) for prof: (module, function)."""
    mod = compile_ir(generate_pack(spec), prof.target(), salt=f"lowering={LOWERING_VERSION}")
    return mod, mod.function(spec.symbol, (ctypes.c_void_p,) * 3 + (ctypes.c_int64,) * 5)


def bf16_pack_launch(prof: Profile, k: int, n: int, nr: int, kg_tile: int, threads: int | None) -> Launch:
    """The launch of the kernel that rounds a float32 P [k, n] to bfloat16 and lays it out
    as the bf16 GEMM's panels [ceil(n / nr), kg, nr, 2] (kg: k's pairs rounded up to whole
    kg_tile, zeros past k and n)."""
    nj, kg = -(-n // nr), -(-(-(-k // 2)) // kg_tile) * kg_tile
    spec = PackSpec(2, nr, False, False, halves=True, rounds=True, kg_tile=kg_tile)
    split = chunks(nj, False, lambda: k * n, threads)
    return Launch(compiled_pack(spec, prof)[1], (k, n, n), 0, tuple(split),
                  Boundary("bfloat16 packing", ("'src'", "'dst'"), ((k, n), (nj, kg, nr, 2)),
                           (np.dtype(np.float32), np.dtype(np.uint16)), 1, frozenset()))
