"""Positions of extremes: ArgMax, ArgMin and Hardmax (DSL ops), TopK (numpy).

ArgMax / ArgMin return the first (with select_last_index, the last) index of the extreme,
and NaN counts as the extreme, as in numpy and PyTorch: a row with a NaN gives its first
(last) NaN. onnxruntime agrees without NaN; with NaN its answer follows its vectorized
max (Eigen), lane by lane, so no order is promised there. The kernel computes the
extreme, then the first (last) index holding it or holding NaN; indices come out as
float32 (exact below 2^24) and become int64. Hardmax is the one-hot of ArgMax.

TopK selects and orders (no arithmetic): a stable sort in numpy, which is index work.
Order as onnxruntime's: NaN counts as the largest value, equal values keep their index
order; sorted=0 returns the sorted order too (the spec leaves it open)."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ._base import (F32, INT_TYPES, INTEGER_TYPES, Binding, Ctx, binder, dtype_name, emit, gen, int_values, prod,
                    run_op)
from .shape import view


@lru_cache(maxsize=None)
def arg_text(kind: str, last: bool) -> tuple[str, str]:
    """Index of the extreme of x[O, K, I] along K, NaN counting as the extreme."""
    red, miss = ("max", "-1.0") if last else ("min", "K")
    ext = "max" if kind == "argmax" else "min"
    name = f"{kind}{'_last' if last else ''}"
    return name, (
        f"op {name}(x: f32[O, K, I]) -> y: f32[O, I] {{\n"
        f"    m[o, i] = {ext}[k](x[o, k, i])\n"  # NaN if any element is NaN
        f"    f[o, i] = {red}[j](where(x[o, j, i] == m[o, i], j, {miss}))\n"
        f"    n[o, i] = {red}[h](where(x[o, h, i] != x[o, h, i], h, {miss}))\n"
        f"    y[o, i] = where(m[o, i] != m[o, i], n[o, i], f[o, i])\n}}\n")


@lru_cache(maxsize=None)
def hardmax_text() -> tuple[str, str]:
    """One-hot of ArgMax along K of x[O, K, I] (the first NaN if there is one)."""
    return "hardmax", (
        "op hardmax(x: f32[O, K, I]) -> y: f32[O, K, I] {\n"
        "    m[o, i] = max[k](x[o, k, i])\n"
        "    f[o, i] = min[j](where(x[o, j, i] == m[o, i], j, K))\n"
        "    n[o, i] = min[h](where(x[o, h, i] != x[o, h, i], h, K))\n"
        "    a[o, i] = where(m[o, i] != m[o, i], n[o, i], f[o, i])\n"
        "    y[o, c, i] = where(c == a[o, i], 1.0, 0.0)\n}\n")


def _float_only(ctx: Ctx) -> None:
    t = ctx.dtype(0)
    if t is not None and t != F32 and t not in INTEGER_TYPES:
        raise ctx.fail(f"input is {dtype_name(t)}; supported: float32 (DSL op), integers (numpy)")


def _split(shape: tuple[int, ...], a: int) -> tuple[int, int, int]:
    return prod(shape[:a]), shape[a], prod(shape[a + 1:])


def _bind_arg(ctx: Ctx) -> Binding:
    _float_only(ctx)
    kind = ctx.op_type.lower()
    axis = int(ctx.attr("axis", 0))
    keepdims = bool(int(ctx.attr("keepdims", 1)))
    last = bool(int(ctx.attr("select_last_index", 0))) if ctx.opset >= 12 else False
    name, text = arg_text(kind, last)
    op = gen(text, name)

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if not -r <= axis < max(r, 1):
            raise ValueError(f"{ctx.op_type}: axis {axis} out of range for rank {r}")
        a = axis % max(r, 1)
        shape = x.shape if r else (1,)
        if shape[a] == 0:
            raise ValueError(f"{ctx.op_type}: the axis has length 0")
        out_shape = shape[:a] + ((1,) if keepdims else ()) + shape[a + 1:]
        if x.dtype != np.float32:
            fn = np.argmax if kind == "argmax" else np.argmin
            xs = x.reshape(shape)
            if last:
                flip = np.flip(xs, a)
                idx = shape[a] - 1 - fn(flip, axis=a)
            else:
                idx = fn(xs, axis=a)
            return emit([np.asarray(idx, np.int64).reshape(out_shape)], out)
        if shape[a] >= 1 << 24:
            raise ValueError(f"{ctx.op_type}: axis length {shape[a]} is too long for float32 indices")
        (y,) = run_op(op, [view(x, _split(shape, a))])
        res = y.astype(np.int64).reshape(out_shape)
        return emit([res], out)
    # float indices become int64 in Python: in a replay the step runs as a host step
    return Binding(ctx.op_type, op.name, "kernel" if ctx.dtype(0) in (None, F32) else "shape", run,
                   host=ctx.dtype(0) in (None, F32))


binder("ArgMax", since=1)(_bind_arg)
binder("ArgMin", since=1)(_bind_arg)


@binder("Hardmax", since=1)
def _hardmax(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    legacy = ctx.opset < 13  # flatten to [prod(:axis), prod(axis:)], one-hot over the whole row
    axis = int(ctx.attr("axis", 1 if legacy else -1))
    op = gen(hardmax_text()[1], "hardmax")

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if not -r <= axis < max(r, 1) + (1 if legacy else 0):
            raise ValueError(f"Hardmax: axis {axis} out of range for rank {r}")
        a = axis % max(r, 1) if not (legacy and axis == r) else r
        if x.size == 0:
            return emit([np.empty(x.shape, np.float32)], out)
        if legacy:
            dims = (prod(x.shape[:a]), prod(x.shape[a:]), 1)
        else:
            dims = _split(x.shape, a)
        if dims[1] >= 1 << 24:
            raise ValueError(f"Hardmax: axis length {dims[1]} is too long for float32 indices")
        return run_op(op, [view(x, dims)], shapes=[x.shape], out=out)
    return Binding(ctx.op_type, "hardmax", "kernel", run)


# --- TopK -------------------------------------------------------------------------------------------

def topk_order(x: np.ndarray, a: int, k: int, largest: bool) -> np.ndarray:
    """Indices of the k first elements along axis a in onnxruntime's order."""
    xs = np.moveaxis(x, a, -1)
    n = xs.shape[-1]
    pos = np.broadcast_to(np.arange(n), xs.shape)
    if np.issubdtype(xs.dtype, np.floating):
        nan = np.isnan(xs)
        v = np.where(nan, 0, xs).astype(np.float64)
        keys = (pos, -v if largest else v, ~nan if largest else nan)  # NaN counts as the largest
    elif np.issubdtype(xs.dtype, np.unsignedinteger):  # no negation: count down from the top
        keys = (pos, np.iinfo(xs.dtype).max - xs if largest else xs)
    else:
        v = xs.astype(np.int64)
        keys = (pos, -v if largest else v)
    order = np.lexsort(keys, axis=-1)[..., :k]
    return np.moveaxis(order, -1, a)


@binder("TopK", since=1)
def _topk(ctx: Ctx) -> Binding:
    _float_only(ctx)
    axis = int(ctx.attr("axis", -1))
    largest = bool(int(ctx.attr("largest", 1))) if ctx.opset >= 11 else True
    if ctx.opset < 10:
        if "k" not in ctx.attrs:
            raise ctx.fail("the k attribute is required")
        k_fixed = int(ctx.attr("k"))
    else:
        t = ctx.dtype(1)
        if t is not None and t not in INT_TYPES:
            raise ctx.fail(f"K is {dtype_name(t)}; int64 expected")
        k_fixed = None

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if not -r <= axis < r:
            raise ValueError(f"TopK: axis {axis} out of range for rank {r}")
        a = axis % r
        if k_fixed is not None:
            k = k_fixed
        else:
            ks = int_values(inputs[1], "TopK K")
            if len(ks) != 1:
                raise ValueError(f"TopK: K must hold one value, has {len(ks)}")
            k = ks[0]
        if not 0 <= k <= x.shape[a]:
            raise ValueError(f"TopK: K = {k} for an axis of length {x.shape[a]}")
        idx = topk_order(x, a, k, largest)
        values = np.take_along_axis(x, idx, axis=a)
        return emit([np.ascontiguousarray(values), idx.astype(np.int64)], out)
    return Binding(ctx.op_type, None, "shape", run)
