"""Reductions over any axes (ReduceSum/Mean/Max/Min and the Prod/SumSquare/L1/L2/LogSum/
LogSumExp family) and Softmax / LogSoftmax on any axis.

A reduction first drops size-1 dims and merges neighbouring dims that are both reduced or
both kept; "reduce the trailing block" is then the library's last-axis op on a view, any
other pattern a generated op with that exact index pattern (one text per pattern, so
sizes are runtime arguments). Softmax on the last axis is the library's; on another axis
the library's softmax_mid over a [outer, C, inner] view."""
from __future__ import annotations

import numpy as np

from . import generated as G
from ._base import BOOL, F32, Binding, Ctx, binder, dtype_name, emit, int_values, lib, merge_dims, prod, run_op
from .elementwise import _int_div
from .shape import view

# op type -> (kind, opset from which axes are an input)
REDUCE = {
    "ReduceSum": ("sum", 13),
    "ReduceMean": ("mean", 18),
    "ReduceMax": ("max", 18),
    "ReduceMin": ("min", 18),
    "ReduceProd": ("prod", 18),
    "ReduceSumSquare": ("sum_square", 18),
    "ReduceL1": ("l1", 18),
    "ReduceL2": ("l2", 18),
    "ReduceLogSum": ("log_sum", 18),
    "ReduceLogSumExp": ("log_sum_exp", 18),
}
LIBRARY = {"sum": "reduce_sum", "mean": "reduce_mean", "max": "reduce_max", "min": "reduce_min"}
EMPTY = {"sum": 0.0, "sum_square": 0.0, "l1": 0.0, "l2": 0.0, "prod": 1.0, "mean": np.nan,
         "max": -np.inf, "min": np.inf, "log_sum": -np.inf, "log_sum_exp": -np.inf}
INT_REDUCE = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min}
BOOL_REDUCE = {"max": np.any, "min": np.all}  # bool ReduceMax / ReduceMin (opset 20); empty: False / True


def reduce_f32(kind: str, x: np.ndarray, axes: list[int], keepdims: bool, out=None) -> list[np.ndarray]:
    r = x.ndim
    keep_shape = tuple(1 if k in axes else d for k, d in enumerate(x.shape))
    out_shape = keep_shape if keepdims else tuple(d for k, d in enumerate(x.shape) if k not in axes)
    if prod(out_shape) == 0:
        return emit([np.empty(out_shape, np.float32)], out)
    if any(x.shape[k] == 0 for k in axes):
        return emit([np.full(out_shape, EMPTY[kind], np.float32)], out)
    tags = [k in axes for k in range(r) if x.shape[k] != 1]
    sizes = [d for d in x.shape if d != 1]
    sizes, tags = merge_dims(sizes, tags)
    if not tags or not tags[-1]:
        sizes, tags = sizes + [1], tags + [True]   # reduce something (size 1: the identity)
    if tags[0]:
        sizes, tags = [1] + sizes, [False] + tags  # keep something (no 0-d outputs)
    xv = view(x, sizes)
    if len(tags) == 2 and kind in LIBRARY:
        return run_op(lib(LIBRARY[kind]), [xv], shapes=[out_shape], out=out)
    return run_op(G.op(*G.reduce(kind, tuple(tags))), [xv], shapes=[out_shape], out=out)


def _reduce_int(kind: str, x: np.ndarray, axes: list[int], keepdims: bool) -> np.ndarray:
    ax = tuple(axes)
    if x.dtype == np.bool_:
        return np.asarray(BOOL_REDUCE[kind](x, axis=ax, keepdims=keepdims))
    if kind in INT_REDUCE:
        return np.asarray(INT_REDUCE[kind](x, axis=ax, keepdims=keepdims)).astype(x.dtype)
    if kind == "mean":
        s = np.sum(x, axis=ax, keepdims=keepdims)
        return np.asarray(_int_div(s, max(1, prod(x.shape[a] for a in ax)))).astype(x.dtype)
    if kind == "sum_square":
        return np.sum(x * x, axis=ax, keepdims=keepdims).astype(x.dtype)
    if kind == "l1":
        return np.sum(np.abs(x), axis=ax, keepdims=keepdims).astype(x.dtype)
    raise TypeError(f"integer {kind} reduction is not supported")


def _bind_reduce(ctx: Ctx) -> Binding:
    kind, axes_input_from = REDUCE[ctx.op_type]
    t = ctx.dtype(0)
    int_ok = kind in ("sum", "prod", "max", "min", "mean", "sum_square", "l1")
    bool_ok = kind in BOOL_REDUCE
    if t is not None and t != F32 and not (int_ok and ctx.is_int(0)) and not (bool_ok and t == BOOL):
        raise ctx.fail(f"input is {dtype_name(t)}; this reduction runs on float32"
                       + (" and int64" if int_ok else "") + (" and bool" if bool_ok else ""))
    keepdims = bool(ctx.attr("keepdims", 1))
    noop = bool(ctx.attr("noop_with_empty_axes", 0)) if ctx.opset >= axes_input_from else False
    dynamic = False
    if ctx.opset < axes_input_from:
        fixed = ctx.ints("axes")
    elif ctx.has(1):
        c = ctx.const(1)
        fixed = int_values(c, "axes") if c is not None else None
        dynamic = c is None
    else:
        fixed = None
    kind_str = "shape" if ctx.is_int(0) or t == BOOL else "kernel"

    def run(inputs, out=None):
        x = inputs[0]
        axes = int_values(inputs[1], "axes") if dynamic and inputs[1] is not None else fixed
        r = x.ndim
        if not axes:
            if noop:  # reduce over no axis: each element alone (x, x^2, |x|, log x ...), as onnxruntime
                axes = []
            else:
                axes = list(range(r))
        if any(not -max(r, 1) <= a < max(r, 1) for a in axes):
            raise ValueError(f"{ctx.op_type}: axes {axes} out of range for rank {r}")
        axes = sorted({a % max(r, 1) for a in axes}) if r else []
        if x.dtype == np.float32:
            return reduce_f32(kind, x, axes, keepdims, out)
        if (np.issubdtype(x.dtype, np.integer) and int_ok) or (x.dtype == np.bool_ and bool_ok):
            return emit([_reduce_int(kind, x, axes, keepdims)], out)
        raise TypeError(f"{ctx.op_type}: input is {x.dtype}")
    name = LIBRARY.get(kind, f"reduce_{kind}") if kind_str == "kernel" else None
    return Binding(ctx.op_type, name, kind_str, run)


for _t in REDUCE:
    binder(_t, since=1)(_bind_reduce)


# --- Softmax / LogSoftmax -----------------------------------------------------------------------

def _bind_softmax(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    log = ctx.op_type == "LogSoftmax"
    legacy = ctx.opset < 13  # flatten to 2-D at axis, normalize the whole trailing block
    axis = int(ctx.attr("axis", 1 if legacy else -1))
    last, mid = (lib("log_softmax"), lib("log_softmax_mid")) if log else (lib("softmax"), lib("softmax_mid"))

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if r == 0:
            x1 = x.reshape(1)
            return run_op(last, [x1], shapes=[()], out=out)
        if not -r <= axis < r:
            raise ValueError(f"{ctx.op_type}: axis {axis} out of range for rank {r}")
        a = axis % r
        if legacy:
            return run_op(last, [view(x, (prod(x.shape[:a]), prod(x.shape[a:])))], shapes=[x.shape], out=out)
        inner = prod(x.shape[a + 1:])
        if inner == 1:
            return run_op(last, [view(x, (prod(x.shape[:a]), x.shape[a]))], shapes=[x.shape], out=out)
        return run_op(mid, [view(x, (prod(x.shape[:a]), x.shape[a], inner))], shapes=[x.shape], out=out)
    shape = ctx.shape(0)
    name = last.name
    if not legacy and shape is not None and shape and prod(shape[axis % len(shape) + 1:]) != 1:
        name = mid.name
    return Binding(ctx.op_type, name, "kernel", run)


binder("Softmax", since=1)(_bind_softmax)
binder("LogSoftmax", since=1)(_bind_softmax)
