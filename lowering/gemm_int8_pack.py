"""The operands of the integer GEMM (gemm_int8.py) laid out as its kernels read them, and
the zero-point terms of its epilogue, in numpy.

Stored domains: the kernels' instructions multiply an unsigned byte by a signed one
(madd16 excepted: int16 both). `stored(a, signed)` gives a's bytes in the wanted domain
(xor 0x80: u8 v <-> s8 v - 128) and the shift that moved its values, which its zero
point moves by too; the products of shifted values and shifted zero points are the
same sums.
"""
from __future__ import annotations

import numpy as np

from .gemm_int8 import QGemmSpec

PAIR_LIMIT = 128  # |p0| + |p1| <= 128: 255 * 128 = 32640 fits vpmaddubsw's int16 pair sum


def shift_of(dtype: np.dtype, signed: bool) -> int:
    """What storing a `dtype` (int8/uint8) operand as signed/unsigned bytes adds to it."""
    is_signed = np.dtype(dtype) == np.int8
    return 0 if is_signed == signed else (128 if is_signed else -128)


def stored(a: np.ndarray, signed: bool) -> tuple[np.ndarray, int]:
    """a's bytes in the signed (int8) or unsigned (uint8) domain, and the shift (0, +-128)."""
    d = shift_of(a.dtype, signed)
    want = np.int8 if signed else np.uint8
    if d == 0:
        return a.view(want), 0
    return (a.view(np.uint8) ^ np.uint8(0x80)).view(want), d


def padded_rows(r: np.ndarray, g: int) -> np.ndarray:
    """R [M, K] as rows of whole k groups (zero bytes after K), C-contiguous: the array
    itself when it already is."""
    m, k = r.shape
    kp = -(-k // g) * g
    if kp == k and r.flags.c_contiguous:
        return r
    out = np.zeros((m, kp), r.dtype)
    out[:, :k] = r
    return out


def pack_panels(p: np.ndarray, s: QGemmSpec, n_axis: int = 1) -> np.ndarray:
    """P [K, N] (n_axis=1) or [N, K] (n_axis=0), already in its stored domain, as panels
    [ceil(N/NR)][ceil(K/g)][NR][g] of int8 (int16 for madd16), zero-padded; returned as
    bytes (uint8), 64-byte aligned."""
    pk = p if n_axis == 1 else p.T
    k, n = pk.shape
    g, nr = s.g, s.nr
    kg, nj = -(-k // g), -(-n // nr)
    elem = np.int16 if s.variant == "madd16" else np.int8
    full = np.zeros((kg * g, nj * nr), elem)
    full[:k, :n] = pk
    panels = full.reshape(kg, g, nj, nr).transpose(2, 0, 3, 1)
    return aligned_copy(panels).reshape(-1).view(np.uint8)


def aligned_copy(a: np.ndarray, align: int = 64) -> np.ndarray:
    """A C-contiguous copy of a whose data starts on an `align`-byte boundary."""
    nbytes = a.size * a.itemsize
    raw = np.empty(nbytes + align, np.uint8)
    off = (-raw.ctypes.data) % align
    out = raw[off:off + nbytes].view(a.dtype).reshape(a.shape)
    out[...] = a
    return out


def maddubs_safe(signed_side: np.ndarray, k_axis: int) -> bool:
    """Whether vpmaddubsw never saturates with this signed operand (stored int8, k along
    k_axis): every pair of k (2i, 2i+1) has |p0| + |p1| <= PAIR_LIMIT."""
    a = np.abs(np.moveaxis(signed_side, k_axis, 0).astype(np.int32))
    if a.shape[0] % 2:
        a = np.concatenate([a, np.zeros((1,) + a.shape[1:], np.int32)])
    return bool((a[0::2] + a[1::2]).max(initial=0) <= PAIR_LIMIT)


def zero_point_terms(k: int, zr: np.ndarray | int, zc: np.ndarray | int, rowsum: np.ndarray | None,
                     colsum: np.ndarray | None, m: int, n: int):
    """(radd[M], cadd[N], rmul[M], cmul[N]) as int32 (wrapping) with
    radd[m] + cadd[n] + rmul[m] * cmul[n] = K*zr*zc - zr*colsum[n] - zc*rowsum[m]. One of
    zr (per row) and zc (per column) must be a scalar; a row/column sum is needed only
    where the other side's zero point is not zero (None: all zero)."""
    zr_a, zc_a = np.asarray(zr, np.int64), np.asarray(zc, np.int64)
    if zr_a.size != 1 and zc_a.size != 1:
        raise ValueError("zero points per row and per column at once")
    rows = np.zeros(m, np.int64) if rowsum is None else rowsum.astype(np.int64)
    cols = np.zeros(n, np.int64) if colsum is None else colsum.astype(np.int64)
    if zr_a.size == 1:
        z = int(zr_a.reshape(()))
        radd = np.zeros(m, np.int64)
        cadd = z * (k * zc_a.reshape(-1) - cols) if zc_a.size != 1 else z * (k * int(zc_a.reshape(())) - cols)
        cadd = np.broadcast_to(cadd, (n,))
        rmul, cmul = rows, np.broadcast_to(-zc_a.reshape(-1), (n,))
    else:
        z = int(zc_a.reshape(()))
        radd = z * (k * zr_a.reshape(-1) - rows)
        cadd = np.zeros(n, np.int64)
        rmul, cmul = -zr_a.reshape(-1), cols
    return tuple(_i32(x) for x in (radd, cadd, rmul, cmul))


def _i32(x: np.ndarray) -> np.ndarray:
    """int64 values modulo 2**32 as int32 (the accumulator's ring)."""
    return np.ascontiguousarray(np.asarray(x, np.int64).astype(np.uint64).astype(np.uint32).view(np.int32))
