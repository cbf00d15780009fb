"""Integer contractions: MatMulInteger, ConvInteger (int32 results), QLinearMatMul and
QLinearConv (requantized to int8/uint8), in numpy.

The products (x - x_zero_point) * (w - w_zero_point) are integers: float32 BLAS computes
their sums exactly while every partial sum stays below 2**24, so the reduction is split
into chunks short enough for the operands' ranges (256 products of 8-bit values at
most 255 * 128 each fit in one) and the chunks' sums are added as int64; the total is
then taken modulo 2**32 as onnxruntime's int32 accumulator does. A constant operand
(the weights) is centered once, at load. QLinear* requantize as onnxruntime does: the
int32 sum (plus QLinearConv's int32 bias) converted to float32, times the float32
multiplier (x_scale * w_scale) / y_scale, clamped to the output type's range, rounded
half to even, plus y_zero_point. Convolutions gather their windows (im2col, zero-padded
after subtracting the zero point) and run one matmul per group. numpy's BLAS runs these
with its own threads (OPENBLAS_NUM_THREADS), not the session's.
"""
from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from onnx import TensorProto as TP

from ._base import I32, Binding, Ctx, binder, check_alloc, dtype_name, emit, prod
from .linalg import matmul_shapes, rows_of
from .nn import MAX_SPATIAL, _auto_pad, conv_pads
from .qint import ConvWeights, conv as int_conv, matmul as int_matmul_fast, options
from ...qgemm import QGemm
from .quant import check_scale

Q8 = ("int8", "uint8")
EXACT = 1 << 24  # float32 holds every integer up to this


def _types(ctx: Ctx, pairs: list[tuple[int, int | None, str]]) -> None:
    """Each (tensor input, its zero point input or None, name): int8/uint8, and the zero
    point of the same type."""
    for i, z, what in pairs:
        t = ctx.dtype(i)
        if t is not None and t not in (TP.INT8, TP.UINT8):
            raise ctx.fail(f"input {i} ({what}) is {dtype_name(t)}; expected int8 or uint8")
        if z is not None and ctx.has(z) and ctx.dtype(z) is not None and t is not None and ctx.dtype(z) != t:
            raise ctx.fail(f"input {z} ({what}'s zero point) is {dtype_name(ctx.dtype(z))}; it must be "
                           f"{what}'s type {dtype_name(t)}")


def _int8(a: np.ndarray, what: str) -> np.ndarray:
    if a.dtype.name not in Q8:
        raise TypeError(f"{what} is {a.dtype}; expected int8 or uint8")
    return a


def _zero_point(z: np.ndarray | None, like: np.ndarray, what: str) -> np.ndarray:
    if z is None:
        return np.zeros((), like.dtype)
    if z.dtype != like.dtype:
        raise ValueError(f"{what} is {z.dtype}; it must be {like.dtype}")
    return z


def _scalar(p: np.ndarray, what: str) -> np.ndarray:
    if p.size != 1:
        raise ValueError(f"{what} has shape {p.shape}; it must be a scalar (per tensor)")
    return p.reshape(())


def _per(p: np.ndarray, n: int, axis_shape, what: str) -> np.ndarray:
    """A per-tensor (1 element) or per-channel (1-D of n) parameter, viewed as `axis_shape`
    with -1 where the channel goes."""
    if p.size == 1:
        return p.reshape(())
    if p.ndim != 1 or p.shape[0] != n:
        raise ValueError(f"{what} has shape {p.shape}; expected a scalar or {n} values (one per channel)")
    return p.reshape(axis_shape)


class Centered:
    """a - zero_point as float32 (exact: at most 255 in magnitude) and that bound."""

    def __init__(self, a: np.ndarray, zero_point: np.ndarray):
        check_alloc(a.shape, np.float32, "the integer operand")
        info = np.iinfo(a.dtype)
        z = np.asarray(zero_point, np.int64)
        self.bound = int(max(z.max() - info.min, info.max - z.min()))
        self.values = a.astype(np.float32)
        self.values -= zero_point


def exact_matmul(a: Centered, b: Centered, a_values=None, b_values=None) -> np.ndarray:
    """The int64 products a @ b (or of the given views of their values), exact: K split into
    chunks whose partial sums stay below 2**24."""
    av = a.values if a_values is None else a_values
    bv = b.values if b_values is None else b_values
    k = av.shape[-1]
    chunk = max(1, EXACT // max(1, a.bound * b.bound))
    if chunk >= k:
        return np.matmul(av, bv).astype(np.int64)
    acc = np.matmul(av[..., :chunk], bv[..., :chunk, :]).astype(np.int64)
    for s in range(chunk, k, chunk):
        acc += np.matmul(av[..., s:s + chunk], bv[..., s:s + chunk, :]).astype(np.int64)
    return acc


def _cached(ctx: Ctx, i: int, z: int):
    """fn(array, zero point, make) -> Centered, made once for constant input i (and zero point z)."""
    const, zc = ctx.const(i), (ctx.const(z) if ctx.has(z) else None)
    held: list = []

    def centered(a: np.ndarray, zp: np.ndarray, make) -> Centered:
        if const is not None and a is const and (zc is not None or not ctx.has(z)):
            if not held:
                held.append(make(a, zp))
            return held[0]
        return make(a, zp)
    return centered


def int32_sum(acc: np.ndarray) -> np.ndarray:
    """An exact integer sum (int64) taken modulo 2**32, as an int32 accumulator wraps."""
    return acc.astype(np.int32)


def requantize(acc: np.ndarray, multiplier: np.ndarray, zero_point: np.ndarray) -> np.ndarray:
    """int32 sums to the zero point's type: float32(acc) * multiplier, clamped to
    [lo - zp, hi - zp], rounded half to even, plus zp."""
    info = np.iinfo(zero_point.dtype)
    t = int32_sum(acc).astype(np.float32)
    with np.errstate(all="ignore"):  # a fed scale of 0 or inf: saturated, as onnxruntime does
        t = t * multiplier
        z = zero_point.astype(np.float32)
        np.fmax(t, info.min - z, out=t)
        np.fmin(t, info.max - z, out=t)
        np.rint(t, out=t)
        t += z
    return t.astype(zero_point.dtype)


# --- matmul ---------------------------------------------------------------------------------------

def _row_param(p: np.ndarray, a2: tuple, what: str) -> np.ndarray:
    """a's parameter: per tensor, per row (M values, or [..., M, 1])."""
    if p.size == 1:
        return p.reshape(())
    if p.ndim == 1 and p.shape[0] == a2[-2]:
        return p.reshape(-1, 1)
    if p.ndim == len(a2) and p.shape[-1] == 1 and p.shape[-2] == a2[-2]:
        np.broadcast_shapes(p.shape, a2)
        return p
    raise ValueError(f"{what} has shape {p.shape}; expected a scalar or one value per row of {a2}")


def _col_param(p: np.ndarray, b2: tuple, what: str) -> np.ndarray:
    """b's parameter: per tensor, per column (N values, or [..., 1, N])."""
    if p.size == 1:
        return p.reshape(())
    if p.ndim == 1 and p.shape[0] == b2[-1]:
        return p.reshape(1, -1)
    if p.ndim == len(b2) and p.shape[-2] == 1 and p.shape[-1] == b2[-1]:
        np.broadcast_shapes(p.shape, b2)
        return p
    raise ValueError(f"{what} has shape {p.shape}; expected a scalar or one value per column of {b2}")


def int_matmul(a, b, a_zp, b_zp, what: str, b_centered=None):
    """(exact int64 sums in the product's shape, a2, b2, output shape); b_centered: a
    _cached(...) for a constant b."""
    a2, b2, out_shape = matmul_shapes(a.shape, b.shape)
    a2 = rows_of(a2, b2) if a_zp is None or np.size(a_zp) == 1 else a2
    az = _row_param(_zero_point(a_zp, a, f"{what}: a's zero point"), a2, f"{what}: a's zero point")
    bz = _col_param(_zero_point(b_zp, b, f"{what}: b's zero point"), b2, f"{what}: b's zero point")
    check_alloc(out_shape, np.int64, what)
    cb = (b_centered or (lambda v, z, make: make(v, z)))(b, bz, lambda v, z: Centered(v.reshape(b2), z))
    return exact_matmul(Centered(a.reshape(a2), az), cb), a2, b2, out_shape


def _gemm_of(ctx: Ctx, i: int) -> QGemm:
    """The node's integer GEMM, holding constant input i (the weights) laid out once."""
    return QGemm(p_const=ctx.const(i))


def _zp_or_zero(z, like: np.ndarray, what: str) -> np.ndarray:
    return _zero_point(z, like, what)


@binder("MatMulInteger", since=10)
def _matmul_integer(ctx: Ctx) -> Binding:
    _types(ctx, [(0, 2, "A"), (1, 3, "B")])
    weights = _cached(ctx, 1, 3)
    gemm = _gemm_of(ctx, 1)

    def run(inputs, out=None):
        a, b = _int8(inputs[0], "MatMulInteger: A"), _int8(inputs[1], "MatMulInteger: B")
        get = lambda i: inputs[i] if len(inputs) > i else None  # noqa: E731
        az = _zp_or_zero(get(2), a, "MatMulInteger: a's zero point")
        bz = _zp_or_zero(get(3), b, "MatMulInteger: b's zero point")
        a2, b2, shape = matmul_shapes(a.shape, b.shape)
        _row_param(az, a2, "MatMulInteger: a's zero point")
        _col_param(bz, b2, "MatMulInteger: b's zero point")
        y = int_matmul_fast(gemm, a, b, az, bz, shape, "i32", options())
        if y is None:
            acc, _, _, shape = int_matmul(a, b, get(2), get(3), "MatMulInteger", weights)
            y = int32_sum(acc).reshape(shape)
        return emit([y], out)
    return Binding(ctx.op_type, None, "kernel", run, host=True)


def _scales(ctx: Ctx, idx) -> None:
    for i in idx:
        s = ctx.const(i)
        if s is not None:
            try:
                check_scale(s, f"input {i} (a scale)")
            except ValueError as e:
                raise ctx.fail(str(e)) from None


@binder("QLinearMatMul", since=10)
def _qlinear_matmul(ctx: Ctx) -> Binding:
    _types(ctx, [(0, 2, "a"), (3, 5, "b"), (7, None, "y's zero point")])
    _scales(ctx, (1, 4, 6))
    weights = _cached(ctx, 3, 5)
    gemm = _gemm_of(ctx, 3)

    def run(inputs, out=None):
        a, a_s, a_z, b, b_s, b_z, y_s, y_z = inputs[:8]
        a, b = _int8(a, "QLinearMatMul: a"), _int8(b, "QLinearMatMul: b")
        y_z = _scalar(_int8(y_z, "QLinearMatMul: y_zero_point"), "QLinearMatMul: y_zero_point")
        a2, b2, shape = matmul_shapes(a.shape, b.shape)
        az = _zero_point(a_z, a, "QLinearMatMul: a's zero point")
        bz = _zero_point(b_z, b, "QLinearMatMul: b's zero point")
        sa = _row_param(check_scale(a_s, "a_scale", values=False), a2, "a_scale")
        sb = _col_param(check_scale(b_s, "b_scale", values=False), b2, "b_scale")
        _row_param(az, a2, "QLinearMatMul: a's zero point")
        _col_param(bz, b2, "QLinearMatMul: b's zero point")
        if np.shape(a_s) != np.shape(a_z) and a_s.size != 1:
            raise ValueError(f"a_scale {a_s.shape} and a_zero_point {a_z.shape} must have the same shape")
        if np.shape(b_s) != np.shape(b_z) and b_s.size != 1:
            raise ValueError(f"b_scale {b_s.shape} and b_zero_point {b_z.shape} must have the same shape")
        mult = ((sa * sb) / _scalar(check_scale(y_s, "y_scale", values=False), "y_scale")).astype(np.float32)
        y = None
        if np.size(sa) == 1:
            y = int_matmul_fast(gemm, a, b, az, bz, shape, "u8" if y_z.dtype == np.uint8 else "i8",
                                options(), scale=mult, zp=int(y_z))
        if y is None:
            acc, a2, b2, shape = int_matmul(a, b, a_z, b_z, "QLinearMatMul", weights)
            y = requantize(acc, mult, y_z).reshape(shape)
        return emit([y], out)
    return Binding(ctx.op_type, None, "kernel", run, host=True)


# --- convolution ----------------------------------------------------------------------------------

def conv_sums(x: Centered, w: Centered, group: int, strides, dilations, pb, pe) -> np.ndarray:
    """Exact int64 sum[c, k...](x[n, c, o*s + k*d - pb] * w[m, c, k...]) of centered x
    (N, C, *S) and w (M, C/group, *K), zero outside x: (N, M, *O)."""
    xv, wv = x.values, w.values
    n = xv.ndim - 2
    kernel = wv.shape[2:]
    xp = np.pad(xv, [(0, 0), (0, 0)] + [(b, e) for b, e in zip(pb, pe)])
    ext = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    win = sliding_window_view(xp, ext, axis=tuple(range(2, 2 + n)))
    win = win[(slice(None), slice(None)) + tuple(slice(None, None, s) for s in strides)
              + tuple(slice(None, None, d) for d in dilations)]
    outs = win.shape[2:2 + n]
    N, C, M = xv.shape[0], xv.shape[1], wv.shape[0]
    cg, mg = C // group, M // group
    check_alloc((N * prod(outs), cg * prod(kernel)), np.float32, "the convolution's windows")
    perm = (0,) + tuple(range(2, 2 + n)) + (1,) + tuple(range(2 + n, 2 + 2 * n))
    parts = []
    for g in range(group):
        cols = win[:, g * cg:(g + 1) * cg].transpose(perm).reshape(N * prod(outs), cg * prod(kernel))
        wg = wv[g * mg:(g + 1) * mg].reshape(mg, -1).T
        parts.append(np.moveaxis(exact_matmul(x, w, cols, wg).reshape((N,) + tuple(outs) + (mg,)), -1, 1))
    return parts[0] if group == 1 else np.concatenate(parts, axis=1)


def _conv_geometry(ctx: Ctx):
    """The Conv attributes, read once: fn(x, w) -> (group, strides, dilations, pads b/e)."""
    auto_pad, group = _auto_pad(ctx), int(ctx.attr("group", 1))
    pads, kshape = ctx.ints("pads"), ctx.ints("kernel_shape")
    if group < 1:
        raise ctx.fail(f"group {group} must be positive")
    r0, r1 = ctx.rank(0), ctx.rank(3 if ctx.op_type == "QLinearConv" else 1)
    if r0 is not None and not 3 <= r0 <= MAX_SPATIAL + 2:
        raise ctx.fail(f"input has rank {r0}; expected N, C and 1 to {MAX_SPATIAL} spatial dims")
    if r0 is not None and r1 is not None and r0 != r1:
        raise ctx.fail(f"input rank {r0} and weight rank {r1} differ")

    def geometry(x, w):
        n = x.ndim - 2
        if not 1 <= n <= MAX_SPATIAL or w.ndim != x.ndim:
            raise ValueError(f"{ctx.op_type}: input rank {x.ndim}, weight rank {w.ndim}")
        kernel = list(w.shape[2:])
        if kshape is not None and list(kshape) != kernel:
            raise ValueError(f"{ctx.op_type}: kernel_shape {kshape} but the weight is {w.shape}")
        if x.shape[1] != w.shape[1] * group or w.shape[0] % group:
            raise ValueError(f"{ctx.op_type}: {x.shape[1]} input channels, weight {w.shape}, group {group}")
        strides = ctx.ints("strides") or [1] * n
        dil = ctx.ints("dilations") or [1] * n
        if len(strides) != n or len(dil) != n or min(strides + dil) < 1:
            raise ValueError(f"{ctx.op_type}: strides {strides} / dilations {dil} for {n} spatial dims")
        pb, pe = conv_pads(auto_pad, pads, x.shape[2:], kernel, strides, dil)
        outs = [(i + b + e - d * (k - 1) - 1) // s + 1
                for i, b, e, d, k, s in zip(x.shape[2:], pb, pe, dil, kernel, strides)]
        if min(outs) <= 0 or min(pb + pe) < 0:
            raise ValueError(f"{ctx.op_type}: pads {pb + pe} give output {outs}")
        return group, strides, dil, pb, pe
    return geometry


@binder("ConvInteger", since=10)
def _conv_integer(ctx: Ctx) -> Binding:
    _types(ctx, [(0, 2, "x"), (1, 3, "w")])
    geometry = _conv_geometry(ctx)
    rows = _conv_rows(ctx, 1, int(ctx.attr("group", 1)))

    def run(inputs, out=None):
        x, w = _int8(inputs[0], "ConvInteger: x"), _int8(inputs[1], "ConvInteger: w")
        get = lambda i: inputs[i] if len(inputs) > i else None  # noqa: E731
        xz = _scalar(_zero_point(get(2), x, "x_zero_point"), "x_zero_point")
        wz = _per(_zero_point(get(3), w, "w_zero_point"), w.shape[0], (-1,) + (1,) * (w.ndim - 1), "w_zero_point")
        geo = geometry(x, w)
        y = int_conv(rows(w, geo[0]), x, int(xz), wz, geo, "i32", options())
        return emit([y], out)
    return Binding(ctx.op_type, None, "kernel", run, host=True)


def _conv_rows(ctx: Ctx, i: int, group: int):
    """fn(w, group) -> ConvWeights, made once for constant weights (input i)."""
    const = ctx.const(i)
    held = [ConvWeights(const, group)] if const is not None and group >= 1 and const.ndim >= 3 \
        and const.shape[0] % group == 0 else []

    def rows(w: np.ndarray, g: int) -> ConvWeights:
        return held[0] if held and w is const else ConvWeights(w, g)
    return rows


@binder("QLinearConv", since=10)
def _qlinear_conv(ctx: Ctx) -> Binding:
    _types(ctx, [(0, 2, "x"), (3, 5, "w"), (7, None, "y's zero point")])
    _scales(ctx, (1, 4, 6))
    if ctx.has(8) and ctx.dtype(8) is not None and ctx.dtype(8) != I32:
        raise ctx.fail(f"input 8 (B) is {dtype_name(ctx.dtype(8))}; expected int32")
    geometry = _conv_geometry(ctx)
    rows = _conv_rows(ctx, 3, int(ctx.attr("group", 1)))

    def run(inputs, out=None):
        x, x_s, x_z, w, w_s, w_z, y_s, y_z = inputs[:8]
        bias = inputs[8] if len(inputs) > 8 else None
        x, w = _int8(x, "QLinearConv: x"), _int8(w, "QLinearConv: w")
        m = w.shape[0] if w.ndim else 0
        per = (-1,) + (1,) * (w.ndim - 1)
        xz = _scalar(_zero_point(x_z, x, "x_zero_point"), "x_zero_point")
        wz = _per(_zero_point(w_z, w, "w_zero_point"), m, per, "w_zero_point")
        yz = _scalar(_int8(y_z, "y_zero_point"), "y_zero_point")
        sw = check_scale(w_s, "w_scale", values=False)
        if sw.size != 1 and np.shape(w_z) != sw.shape:
            raise ValueError(f"w_scale {sw.shape} and w_zero_point {np.shape(w_z)} must have the same shape")
        sx = _scalar(check_scale(x_s, "x_scale", values=False), "x_scale")
        sy = _scalar(check_scale(y_s, "y_scale", values=False), "y_scale")
        mult = ((sx * _per(sw, m, (-1,) + (1,) * (x.ndim - 2), "w_scale")) / sy).astype(np.float32)
        if bias is not None and (bias.dtype != np.int32 or bias.shape != (m,)):
            raise ValueError(f"B is {bias.dtype} {bias.shape}; expected int32 ({m},)")
        geo = geometry(x, w)
        y = int_conv(rows(w, geo[0]), x, int(xz), wz, geo, "u8" if yz.dtype == np.uint8 else "i8",
                     options(), scale=mult, zp=int(yz), bias=bias)
        return emit([y], out)
    return Binding(ctx.op_type, None, "kernel", run, host=True)

