"""Selection and types: Where, comparisons, boolean logic, Not, Cast and CastLike.

Float32 data goes through the library's select and comparison ops; integers and booleans
(shape tensors, masks) are computed in numpy."""
from __future__ import annotations

import numpy as np

from ._base import (BF16, BOOL, F16, F32, F64, INTEGER_TYPES, STRING, Binding, Ctx, binder, data_types, dtype_name, emit,
                    is_f32, lib, np_dtype, run_op)


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
    if ctx.op_type == "Equal" and STRING in (ctx.dtype(0), ctx.dtype(1)):
        return _equal_strings(ctx)
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
                return [np.asarray(np.not_equal(y, 0.0))]  # (0-d: an array, not a numpy scalar)
            np.not_equal(y, 0.0, out=o.reshape(shape) if o.shape != shape else o)
            return [o]
        return emit([np_fn(a, b)], out)
    # the kernel writes 1.0 / 0.0 to a temporary that becomes bool: in a replay, Python runs it
    return Binding(ctx.op_type, name if kind == "kernel" else None, kind, run, host=kind == "kernel")


def _equal_strings(ctx: Ctx) -> Binding:
    """Equal of two string tensors: each pair of strings compared exactly (broadcast as numbers are)."""
    if ctx.dtype(0) not in (None, STRING) or ctx.dtype(1) not in (None, STRING):
        raise ctx.fail(f"inputs are {dtype_name(ctx.dtype(0))} and {dtype_name(ctx.dtype(1))}; a string tensor "
                       f"compares with a string tensor only")

    def run(inputs, out=None):
        a, b = (np.asarray(x) for x in inputs[:2])
        if a.dtype.kind not in "OUS" or b.dtype.kind not in "OUS":
            raise TypeError(f"Equal of strings: the inputs are {a.dtype} and {b.dtype}")
        return emit([np.asarray(_str_eq(a, b), dtype=np.bool_)], out)
    return Binding(ctx.op_type, None, "shape", run)


_str_eq = np.frompyfunc(lambda x, y: type(x) is type(y) and x == y, 2, 1)


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

FLOATS = (F32, F16, BF16, F64)  # float16, bfloat16 and float64 values are computed in float32 (float32.py)
CAST_TYPES = FLOATS + INTEGER_TYPES + (BOOL,)


def _round_to(x: np.ndarray, to: int) -> np.ndarray:
    """A cast to a float type as the session computes it: float32, rounded to float16 or
    bfloat16 precision when that is the target (nearest even, overflow to inf)."""
    y = np.asarray(x).astype(np.float32)
    if to in (F16, BF16):
        with np.errstate(over="ignore"):
            y = y.astype(np_dtype(to)).astype(np.float32)
    return y


def _cast_binding(ctx: Ctx, to: int) -> Binding:
    names = "float32/16, bfloat16, float64 (computed in float32), integers and bool"
    if to not in CAST_TYPES:
        raise ctx.fail(f"cast to {dtype_name(to)}; supported: {names}")
    src = ctx.dtype(0)
    if src is not None and src not in CAST_TYPES:
        raise ctx.fail(f"cast from {dtype_name(src)}; supported: {names}")
    target = np.dtype(np.float32) if to in FLOATS else np_dtype(to)
    ok = tuple(np.dtype(np_dtype(t)) for t in INTEGER_TYPES) + (np.dtype(np.float32), np.dtype(np.bool_))

    def run(inputs, out=None):
        x = inputs[0]
        if x.dtype not in ok:
            raise TypeError(f"Cast: from {x.dtype} is not supported")
        if x.dtype == target and to not in (F16, BF16):
            return emit([x.view()], out)
        with np.errstate(invalid="ignore"):  # NaN/inf -> int: undefined in ONNX
            return emit([_round_to(x, to) if to in FLOATS else x.astype(target)], out)
    same = src == to or (src == F32 and to == F64)
    return Binding(ctx.op_type, None, "view" if same else "shape", run)


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
