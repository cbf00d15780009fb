"""Prefix sums and index-shaped tensors: CumSum, Range, Trilu, EyeLike and OneHot.

CumSum on float32 is two generated DSL ops (the language has no recurrence): sums of
blocks of S elements along the axis, then each output adds the blocks before its own
(picked by a [B, B] mask table) and the elements of its block up to itself (a [S, S]
mask table): O(K * sqrt(K)) per row, not O(K^2). Masks are tables read through where(),
so an inf or NaN outside an output's prefix never reaches it. Integers run np.cumsum.

Range follows onnxruntime: n = ceil((limit - start) / delta) and the values by repeated
addition (a recurrence: numpy, in float32 or the integer type; it is the length that
depends on data, as for shape tensors). Trilu and OneHot select by index in DSL ops on
float32 and in numpy otherwise; EyeLike is a fill."""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from ._base import (BF16, BOOL, F16, F32, F64, I32, I64, INT_TYPES, INTEGER_TYPES, Binding, Ctx, binder, check_alloc,
                    data_types, dtype_name, emit, gen, int_values, np_dtype, prod, run_op, table)
from .shape import view


# --- CumSum ---------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def cumsum_texts(reverse: bool) -> tuple[str, str]:
    """(block sums, combine) over x[O, K, I] along K; reverse reads x from the end."""
    at = (lambda e: f"K - 1 - ({e})") if reverse else (lambda e: e)
    tag = "_rev" if reverse else ""
    blocks = (f"op cumsum_blocks{tag}(x: f32[O, K, I], S: int) -> y: f32[O, (K + S - 1) / S, I] {{\n"
              f"    y[o, c, i] = sum[t < S](x[o, {at('c * S + t')}, i])\n}}\n")
    kk = "(K - 1 - k)" if reverse else "k"
    combine = (f"op cumsum_combine{tag}(x: f32[O, K, I], bs: f32[O, B, I], tri: f32[S, S], pm: f32[B, B], S: int)\n"
               f"    -> y: f32[O, K, I] {{\n"
               f"    y[o, k, i] = sum[c](where(pm[{kk} / S, c] > 0.5, bs[o, c, i], 0.0))\n"
               f"        + sum[t < S](where(tri[{kk} % S, t] > 0.5, x[o, {at(f'{kk} - {kk} % S + t')}, i], 0.0))\n}}\n")
    return blocks, combine


def _block(K: int) -> int:
    """S: a power of two near sqrt(K) (few distinct kernels), at least 4."""
    return max(4, 1 << max(0, math.ceil(math.log2(max(1.0, math.sqrt(K))))))


def cumsum_f32(x3: np.ndarray, exclusive: bool, reverse: bool) -> np.ndarray:
    O, K, I = x3.shape
    S = _block(K)
    B = -(-K // S)
    blocks_text, combine_text = cumsum_texts(reverse)
    tag = "_rev" if reverse else ""
    (bs,) = run_op(gen(blocks_text, f"cumsum_blocks{tag}"), [x3], {"S": S})
    tri = table(("cumsum_tri", S, exclusive),
                lambda: (np.tril(np.ones((S, S), np.float32), -1 if exclusive else 0)))
    pm = table(("cumsum_pm", B), lambda: np.tril(np.ones((B, B), np.float32), -1))
    (y,) = run_op(gen(combine_text, f"cumsum_combine{tag}"), [x3, bs.reshape(O, B, I), tri, pm], {"S": S})
    return y


@binder("CumSum", since=11)
def _cumsum(ctx: Ctx) -> Binding:
    data_types(ctx, allow_bool=False)
    t = ctx.dtype(1)
    if t is not None and t not in INT_TYPES:
        raise ctx.fail(f"axis is {dtype_name(t)}; int32 or int64 expected")
    exclusive, reverse = bool(int(ctx.attr("exclusive", 0))), bool(int(ctx.attr("reverse", 0)))
    kind = "kernel" if ctx.dtype(0) in (None, F32) else "shape"

    def run(inputs, out=None):
        x = inputs[0]
        ax = int_values(inputs[1], "CumSum axis")
        if len(ax) != 1:
            raise ValueError(f"CumSum: axis must hold one value, has {len(ax)}")
        r = x.ndim
        if not -r <= ax[0] < max(r, 1):
            raise ValueError(f"CumSum: axis {ax[0]} out of range for rank {r}")
        a = ax[0] % max(r, 1)
        if x.size == 0:
            return emit([np.empty(x.shape, x.dtype)], out)
        if x.dtype != np.float32:
            xs = np.flip(x, a) if reverse else x
            y = np.cumsum(xs, axis=a, dtype=x.dtype)
            if exclusive:
                y = np.concatenate([np.zeros_like(np.take(y, [0], axis=a)), np.delete(y, -1, axis=a)], axis=a)
            return emit([np.ascontiguousarray(np.flip(y, a) if reverse else y)], out)
        shape = x.shape if r else (1,)
        x3 = view(x, (prod(shape[:a]), shape[a], prod(shape[a + 1:])))
        return emit([cumsum_f32(x3, exclusive, reverse).reshape(x.shape)], out)
    # two launches and their tables per call: in a replay the step runs as a host step
    return Binding(ctx.op_type, "cumsum_combine" if kind == "kernel" else None, kind, run, host=kind == "kernel")


# --- Range ------------------------------------------------------------------------------------------

RANGE_MAX = 1 << 31


@binder("Range", since=11)
def _range(ctx: Ctx) -> Binding:
    for i in range(3):
        t = ctx.dtype(i)
        if t is not None and t not in (F32, I64, I32, INTEGER_TYPES[2]):
            raise ctx.fail(f"input {i} is {dtype_name(t)}; supported: float32, int16, int32, int64")

    def run(inputs, out=None):
        vals = [np.asarray(a) for a in inputs[:3]]
        if any(v.size != 1 for v in vals):
            raise ValueError("Range: start, limit and delta must be scalars")
        start, limit, delta = (v.reshape(()) for v in vals)
        if not start.dtype == limit.dtype == delta.dtype:
            raise TypeError(f"Range: inputs are {start.dtype}, {limit.dtype}, {delta.dtype}")
        if delta == 0:
            raise ValueError("Range: delta is zero")
        if start.dtype == np.float32:
            span = np.float32(limit - start)
            n = math.ceil(float(span) / float(delta)) if np.isfinite(span) else RANGE_MAX
        else:
            n = -(-(int(limit) - int(start)) // int(delta))
        n = max(0, n)
        if n >= RANGE_MAX:
            raise ValueError(f"Range: {n} elements")
        check_alloc((n,), start.dtype, "Range")
        if start.dtype == np.float32:  # start, start + delta, (start + delta) + delta, ...
            steps = np.full(n, delta, np.float32)
            if n:
                steps[0] = start
            return emit([np.add.accumulate(steps, dtype=np.float32)], out)
        return emit([np.arange(int(start), int(start) + n * int(delta), int(delta), dtype=start.dtype)[:n]], out)
    return Binding(ctx.op_type, None, "shape", run)


# --- Trilu ------------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def trilu_text(upper: bool) -> tuple[str, str]:
    name = "triu" if upper else "tril"
    cond = "j - i >= k" if upper else "j - i <= k"
    return name, (f"op {name}(x: f32[..., M, N], k: int) -> y: f32[..., M, N] {{\n"
                  f"    y[..., i, j] = where({cond}, x[..., i, j], 0.0)\n}}\n")


@binder("Trilu", since=14)
def _trilu(ctx: Ctx) -> Binding:
    data_types(ctx)
    upper = bool(int(ctx.attr("upper", 1)))
    name, text = trilu_text(upper)
    kind = "kernel" if ctx.dtype(0) in (None, F32) else "shape"

    def run(inputs, out=None):
        x = inputs[0]
        if x.ndim < 2:
            raise ValueError(f"Trilu: input rank {x.ndim}; at least 2 expected")
        k = 0
        if len(inputs) > 1 and inputs[1] is not None:
            ks = int_values(inputs[1], "Trilu k")
            if len(ks) != 1:
                raise ValueError(f"Trilu: k must hold one value, has {len(ks)}")
            k = max(-(1 << 40), min(1 << 40, ks[0]))
        if x.dtype != np.float32 or x.size == 0:
            return emit([(np.triu if upper else np.tril)(x, k)], out)
        return run_op(gen(text, name), [x], {"k": k}, shapes=[x.shape], out=out)
    return Binding(ctx.op_type, name if kind == "kernel" else None, kind, run)


# --- EyeLike, OneHot ----------------------------------------------------------------------------------

@binder("EyeLike", since=9)
def _eye_like(ctx: Ctx) -> Binding:
    to = ctx.attr("dtype")
    target = int(to) if to is not None else ctx.dtype(0)
    if target in (F16, BF16, F64):  # computed in float32 (float32.py): the session converts outputs
        target = F32
    if target is not None and target not in (F32, BOOL) + INTEGER_TYPES:
        raise ctx.fail(f"dtype {dtype_name(target)}; supported: float32 (and float16/bfloat16/float64, computed "
                       f"in float32), integers, bool")
    k = int(ctx.attr("k", 0))

    def run(inputs, out=None):
        x = inputs[0]
        if x.ndim != 2:
            raise ValueError(f"EyeLike: input rank {x.ndim}; 2 expected")
        dt = np_dtype(target) if target is not None else x.dtype
        check_alloc(x.shape, dt, "EyeLike")
        return emit([np.eye(x.shape[0], x.shape[1], k, dtype=dt)], out)
    return Binding(ctx.op_type, None, "shape", run)


@lru_cache(maxsize=None)
def onehot_text() -> tuple[str, str]:
    return "one_hot", ("op one_hot(ind: f32[O, I], v: f32[2], D: int) -> y: f32[O, D, I] {\n"
                       "    y[o, d, i] = where(ind[o, i] == d, v[1], v[0])\n}\n")


@binder("OneHot", since=9)
def _one_hot(ctx: Ctx) -> Binding:
    axis = int(ctx.attr("axis", -1))
    for i, what in ((0, "indices"), (1, "depth")):
        t = ctx.dtype(i)
        if t is not None and t not in (F32,) + INTEGER_TYPES:
            raise ctx.fail(f"{what} are {dtype_name(t)}; supported: float32, integers")
    tv = ctx.dtype(2)
    if tv is not None and tv not in (F32,) + INTEGER_TYPES + (BOOL,):
        raise ctx.fail(f"values are {dtype_name(tv)}; supported: float32, integers, bool")
    kind = "kernel" if tv in (None, F32) else "shape"
    name, text = onehot_text()

    def run(inputs, out=None):
        ind, depth, values = np.asarray(inputs[0]), np.asarray(inputs[1]), np.asarray(inputs[2])
        if depth.size != 1 or values.shape != (2,):
            raise ValueError(f"OneHot: depth must be a scalar (has {depth.size} values) and values [off, on] "
                             f"(shape {values.shape})")
        D = int(depth.reshape(()))  # float depths truncate, as onnxruntime
        if D < 1 or D >= 1 << 24:
            raise ValueError(f"OneHot: depth {D} out of range 1..2^24")
        r = ind.ndim + 1
        if not -r <= axis < r:
            raise ValueError(f"OneHot: axis {axis} out of range for output rank {r}")
        a = axis % r
        idx = ind.astype(np.int64)
        idx = np.where(idx < 0, idx + D, idx)
        idx = np.where((idx < 0) | (idx >= D), -1, idx)  # out of range: every position off
        out_shape = ind.shape[:a] + (D,) + ind.shape[a:]
        check_alloc(out_shape, values.dtype, "OneHot")
        if values.dtype != np.float32 or prod(out_shape) == 0:
            hot = idx[..., None] == np.arange(D)
            y = np.where(np.moveaxis(hot, -1, a), values[1], values[0]).astype(values.dtype)
            return emit([y], out)
        ind2 = idx.astype(np.float32).reshape(prod(ind.shape[:a]), prod(ind.shape[a:]))
        return run_op(gen(text, name), [ind2, values], {"D": D}, shapes=[out_shape], out=out)
    # the launch reads indices converted in Python: in a replay the step runs as a host step
    return Binding(ctx.op_type, name if kind == "kernel" else None, kind, run, host=kind == "kernel")
