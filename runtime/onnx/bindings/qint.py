"""Integer contractions on the integer GEMM kernels (runtime/qgemm.py): the products of
MatMulInteger, QLinearMatMul, ConvInteger and QLinearConv with their zero points, int32
sums, and QLinear*'s requantization in the kernel's epilogue.

    matmul: C[rows, N] = A[rows, K] @ B[K, N]   (A's rows broadcast, B as column panels:
            a constant B laid out once); batched B: one product per batch element
    conv:   Y[n, group] [M/group, P] = W[group] [M/group, K] @ cols [K, P] (W's rows
            broadcast, laid out once; cols: x's windows, padded with x's zero point,
            which is zero after subtracting it), written straight into NCHW

What the kernels leave to qlinear.py's numpy products (exact too): MatMul with a zero
point or a scale per row of A, or K past qgemm.MAX_K (65536: int32 sums of 8-bit products
could overflow past it). A convolution with K past it is refused by name (QGemm's error).
"""
from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ...qgemm import MAX_K, QGemm
from ._base import call_opts, check_alloc, prod


def options() -> dict:
    """The run's variant, device and threads (a kernel binding's run is given them through
    call_opts), as QGemm.call takes them."""
    o = call_opts()
    return {"variant": o.get("variant", "auto"), "device": o.get("device"), "threads": o.get("threads")}


def matmul(q: QGemm, a: np.ndarray, b: np.ndarray, a_zp, b_zp, out_shape: tuple, out: str, opts: dict,
           scale=None, zp: int = 0) -> np.ndarray | None:
    """A @ B with per-tensor a_zp and b_zp per tensor or per column (int arrays), as int32
    sums or requantized (scale: the multiplier per tensor or per column); None where the
    kernels do not apply."""
    if np.size(a_zp) != 1 or a.shape[-1] > MAX_K or (scale is not None and np.ndim(scale) > 1 and np.size(scale) != 1
                                                       and np.shape(scale)[:-1] != (1,) * (np.ndim(scale) - 1)):
        return None
    n = b.shape[-1] if b.ndim > 1 else 1
    bz = np.asarray(b_zp, np.int64).reshape(-1)
    if bz.size not in (1, n) or (scale is not None and np.size(scale) not in (1, n)):
        return None
    odt = {"i32": np.int32, "u8": np.uint8, "i8": np.int8}[out]
    check_alloc(out_shape, odt, "the integer product")
    za = int(np.asarray(a_zp).reshape(()))
    sc = None if scale is None else np.asarray(scale, np.float32).reshape(-1)
    zc = int(bz[0]) if bz.size == 1 else bz
    b2 = b if b.ndim > 1 else b.reshape(-1, 1)
    if b2.ndim == 2:
        a2 = a.reshape(-1, a.shape[-1])
        return q.call(np.ascontiguousarray(a2), za, b2, zc, out, scale=sc, zp=zp, **opts).reshape(out_shape)
    a_ = a if a.ndim > 1 else a.reshape(1, -1)
    batch = tuple(np.broadcast_shapes(a_.shape[:-2], b2.shape[:-2]))
    ab = np.broadcast_to(a_, batch + a_.shape[-2:])
    bb = np.broadcast_to(b2, batch + b2.shape[-2:])
    res = np.empty(batch + (a_.shape[-2], b2.shape[-1]), odt)
    for idx in np.ndindex(*batch):
        QGemm(p_const=None).call(np.ascontiguousarray(ab[idx]), za, np.ascontiguousarray(bb[idx]), zc, out,
                                 scale=sc, zp=zp, into=res[idx], **opts)
    return res.reshape(out_shape)


class ConvWeights:
    """A convolution's weights per group as GEMM rows [M/group, K], with their QGemm (laid
    out once per constant weight)."""

    def __init__(self, w: np.ndarray, group: int):
        m = w.shape[0] // group
        self.w = w
        self.rows = [np.ascontiguousarray(w[g * m:(g + 1) * m].reshape(m, -1)) for g in range(group)]
        self.gemms = [QGemm(r_const=r) for r in self.rows]


def conv(cw: ConvWeights, x: np.ndarray, x_zp: int, w_zp: np.ndarray, geometry, out: str, opts: dict,
         scale=None, zp: int = 0, bias: np.ndarray | None = None, fbias: np.ndarray | None = None) -> np.ndarray:
    """Y [N, M, *O]: int32 sums, requantized (out "u8"/"i8"; scale: the multiplier, one or
    one per output channel; bias: int32 per output channel), or float32 (out "f32": scale
    times the sums plus fbias, float32 per output channel)."""
    group, strides, dil, pb, pe = geometry
    w = cw.w
    nsp = x.ndim - 2
    kernel = w.shape[2:]
    xp = np.pad(x, [(0, 0), (0, 0)] + [(b, e) for b, e in zip(pb, pe)], constant_values=x.dtype.type(x_zp))
    ext = [(k - 1) * d + 1 for k, d in zip(kernel, dil)]
    win = sliding_window_view(xp, ext, axis=tuple(range(2, 2 + nsp)))
    win = win[(slice(None), slice(None)) + tuple(slice(None, None, s) for s in strides)
              + tuple(slice(None, None, d) for d in dil)]
    outs = win.shape[2:2 + nsp]
    N, C, M = x.shape[0], x.shape[1], w.shape[0]
    cg, mg, P = C // group, M // group, prod(outs)
    K = cg * prod(kernel)
    odt = {"i32": np.int32, "u8": np.uint8, "i8": np.int8, "f32": np.float32}[out]
    check_alloc((N, M) + tuple(outs), odt, "the convolution's output")
    check_alloc((K, P), x.dtype, "the convolution's windows")
    y = np.empty((N, M) + tuple(outs), odt)
    wz = np.broadcast_to(np.asarray(w_zp, np.int64).reshape(-1), (M,))
    sc = None if scale is None else np.broadcast_to(np.asarray(scale, np.float32).reshape(-1), (M,))
    b = None if bias is None else np.asarray(bias, np.int64).reshape(-1)
    fb = None if fbias is None else np.broadcast_to(np.asarray(fbias, np.float32).reshape(-1), (M,))
    perm = (0,) + tuple(range(1 + nsp, 1 + 2 * nsp)) + tuple(range(1, 1 + nsp))
    for n in range(N):
        for g in range(group):
            cols = win[n, g * cg:(g + 1) * cg]  # [cg, *O, *k]
            cols = np.ascontiguousarray(cols.transpose(perm)).reshape(K, P)
            sl = slice(g * mg, (g + 1) * mg)
            into = y[n, sl].reshape(mg, P)
            zr = wz[sl] if np.any(wz[sl] != wz[sl][0]) else int(wz[sl][0]) if mg else 0
            cw.gemms[g].call(cw.rows[g], zr, cols, int(x_zp), out, axis="row", zp=zp,
                             scale=None if sc is None else sc[sl], radd=None if b is None else b[sl],
                             bias=None if fb is None else fb[sl], into=into, **opts)
    return y
