"""Selection and types: Where, comparisons, boolean logic, Not, Cast and CastLike.

Float32 data goes through the library's select and comparison ops; integers and booleans
(shape tensors, masks) are computed in numpy."""
from __future__ import annotations

import numpy as np

from ._base import (BOOL, F32, I32, I64, Binding, Ctx, binder, data_types, dtype_name, emit, is_f32, lib,
                    np_dtype, run_op)


# --- Where, comparisons, logic -------------------------------------------------------------------

@binder("Where", since=9)
def _where(ctx: Ctx) -> Binding:
    t = ctx.dtype(0)
    if t is not None and t != BOOL:
        raise ctx.fail(f"condition is {dtype_name(t)}; must be bool")
    data_types(ctx, 1)
    data_types(ctx, 2)
    kind = "kernel" if ctx.dtype(1) in (None, F32) and ctx.dtype(2) in (None, F32) else "shape"
    op = lib("select")

    def run(inputs, out=None):
        c, a, b = inputs[0], inputs[1], inputs[2]
        shape = tuple(np.broadcast_shapes(c.shape, a.shape, b.shape))
        if is_f32(a) and is_f32(b):
            return run_op(op, [np.asarray(c, np.float32), a, b], shapes=[shape], out=out)
        return emit([np.where(c, a, b)], out)
    # the bool condition is converted to a float array at each run: in a replay, Python runs it
    return Binding(ctx.op_type, "select" if kind == "kernel" else None, kind, run, host=kind == "kernel")


COMPARE = {
    "Equal": ("equal", np.equal, 1),
    "Less": ("less", np.less, 1),
    "Greater": ("greater", np.greater, 1),
    "LessOrEqual": ("less_equal", np.less_equal, 12),
    "GreaterOrEqual": ("greater_equal", np.greater_equal, 12),
}


def _bind_compare(ctx: Ctx) -> Binding:
    name, np_fn, _ = COMPARE[ctx.op_type]
    data_types(ctx, 0)
    data_types(ctx, 1)
    kind = "kernel" if ctx.dtype(0) in (None, F32) and ctx.dtype(1) in (None, F32) else "shape"
    op = lib(name)

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        shape = tuple(np.broadcast_shapes(a.shape, b.shape))
        if is_f32(a) and is_f32(b):
            (y,) = run_op(op, [a, b], shapes=[shape])  # 1.0 / 0.0
            o = out[0] if out is not None and out[0] is not None else None
            if o is None:
                return [np.not_equal(y, 0.0)]
            np.not_equal(y, 0.0, out=o.reshape(shape) if o.shape != shape else o)
            return [o]
        return emit([np_fn(a, b)], out)
    # the kernel writes 1.0 / 0.0 to a temporary that becomes bool: in a replay, Python runs it
    return Binding(ctx.op_type, name if kind == "kernel" else None, kind, run, host=kind == "kernel")


for _t, (_n, _f, _since) in COMPARE.items():
    binder(_t, since=_since)(_bind_compare)

LOGIC = {"And": np.logical_and, "Or": np.logical_or, "Xor": np.logical_xor}


def _bind_logic(ctx: Ctx) -> Binding:
    fn = LOGIC[ctx.op_type]
    for i in (0, 1):
        if ctx.dtype(i) not in (None, BOOL):
            raise ctx.fail(f"input {i} is {dtype_name(ctx.dtype(i))}; must be bool")

    def run(inputs, out=None):
        return emit([fn(inputs[0], inputs[1])], out)
    return Binding(ctx.op_type, None, "shape", run)


for _t in LOGIC:
    binder(_t, since=1)(_bind_logic)


@binder("Not", since=1)
def _not(ctx: Ctx) -> Binding:
    if ctx.dtype(0) not in (None, BOOL):
        raise ctx.fail(f"input is {dtype_name(ctx.dtype(0))}; must be bool")

    def run(inputs, out=None):
        return emit([np.logical_not(inputs[0])], out)
    return Binding(ctx.op_type, None, "shape", run)


# --- Cast --------------------------------------------------------------------------------------

CAST_TYPES = (F32, I64, I32, BOOL)


def _cast_binding(ctx: Ctx, to: int) -> Binding:
    if to not in CAST_TYPES:
        raise ctx.fail(f"cast to {dtype_name(to)}; supported: float, int64, int32, bool")
    src = ctx.dtype(0)
    if src is not None and src not in CAST_TYPES:
        raise ctx.fail(f"cast from {dtype_name(src)}; supported: float, int64, int32, bool")
    target = np_dtype(to)

    def run(inputs, out=None):
        x = inputs[0]
        if x.dtype == target:
            return emit([x.view()], out)
        if x.dtype not in (np.float32, np.int64, np.int32, np.bool_):
            raise TypeError(f"Cast: from {x.dtype} is not supported")
        with np.errstate(invalid="ignore"):  # NaN/inf -> int: undefined in ONNX
            return emit([x.astype(target)], out)
    kind = "view" if src == to else "shape"
    return Binding(ctx.op_type, None, kind, run)


@binder("Cast", since=6)
def _cast(ctx: Ctx) -> Binding:
    to = ctx.attr("to")
    if to is None:
        raise ctx.fail("the 'to' attribute is required")
    return _cast_binding(ctx, int(to))


@binder("CastLike", since=15)
def _cast_like(ctx: Ctx) -> Binding:
    t = ctx.dtype(1)
    if t is None:
        raise ctx.fail("the target type (input 1) is unknown at load time")
    return _cast_binding(ctx, t)
