"""Elementwise nodes: activations and unary math (library ops), Clip, the broadcasting
binary ops, variadic Sum/Mean/Max/Min and Pow. Float32 runs through DSL ops; int64 data
(shape arithmetic) runs in numpy with ONNX's integer semantics."""
from __future__ import annotations

import numpy as np

from . import generated as G
from ._base import (BINDERS, F32, Binding, Ctx, Elementwise, binder, dtype_name, emit, lib, run_op)

F32_MAX = float(np.finfo(np.float32).max)


def _f32_literal(v: float) -> str:
    """A float attribute as DSL text that rounds back to the same float32."""
    v = float(np.float32(v))
    if np.isinf(v) or np.isnan(v):
        raise ValueError(f"non-finite constant {v}")
    return repr(v) if "." in repr(v) or "e" in repr(v) else repr(v) + ".0"


def _is_int_array(a: np.ndarray) -> bool:
    return np.issubdtype(a.dtype, np.integer)


def _int_or_fail(op_type: str):
    def fail(*arrays):
        raise TypeError(f"{op_type}: inputs are {', '.join(str(a.dtype) for a in arrays)}; "
                        f"this op runs on float32 (and int64 shape values for some ops)")
    return fail


# --- unary -------------------------------------------------------------------------------

# op type -> (library op, {onnx attribute: (dsl attribute, onnx default)}, since, int fn)
UNARY = {
    "Relu": ("relu", {}, 1, lambda x: np.maximum(x, 0)),
    "LeakyRelu": ("leaky_relu", {"alpha": ("alpha", 0.01)}, 1, None),
    "Elu": ("elu", {"alpha": ("alpha", 1.0)}, 1, None),
    "Selu": ("selu", {"alpha": ("alpha", 1.67326319217681884765625),
                      "gamma": ("gamma", 1.05070102214813232421875)}, 1, None),
    "Sigmoid": ("sigmoid", {}, 1, None),
    "HardSigmoid": ("hard_sigmoid", {"alpha": ("alpha", 0.2), "beta": ("beta", 0.5)}, 1, None),
    "HardSwish": ("hard_swish", {}, 14, None),
    "Tanh": ("tanh", {}, 1, None),
    "Exp": ("exp", {}, 1, None),
    "Log": ("log", {}, 1, None),
    "Sqrt": ("sqrt", {}, 1, None),
    "Reciprocal": ("reciprocal", {}, 1, None),
    "Abs": ("abs", {}, 1, np.abs),
    "Neg": ("neg", {}, 1, np.negative),
    "Erf": ("erf", {}, 9, None),
    "Softplus": ("softplus", {}, 1, None),
}

# op type -> (generated op name, expression of x[...], since, int fn)
UNARY_GENERATED = {
    "Floor": ("floor", "floor(x[...])", 1, lambda x: x),
    "Ceil": ("ceil", "ceil(x[...])", 1, lambda x: x),
    "Softsign": ("softsign", "x[...] / (1.0 + abs(x[...]))", 1, None),
    "Sign": ("sign", "where(x[...] > 0.0, 1.0, where(x[...] < 0.0, -1.0, x[...]))", 9, np.sign),
}


def _unary(ctx: Ctx, op, attrs: dict, int_fn) -> Binding:
    if ctx.dtype(0) is not None and ctx.dtype(0) != F32 and not (int_fn and ctx.is_int(0)):
        raise ctx.fail(f"input is {dtype_name(ctx.dtype(0))}; this op runs on float32"
                       + (" and int64" if int_fn else ""))

    def run(inputs, out=None):
        x = inputs[0]
        if x.dtype != np.float32:
            if int_fn is not None and _is_int_array(x):
                return emit([int_fn(x).astype(x.dtype)], out)
            _int_or_fail(ctx.op_type)(x)
        return run_op(op, [x], attrs, shapes=[x.shape], out=out, elementwise=True)
    kind = "shape" if ctx.is_int(0) else "kernel"
    piece = Elementwise(op, tuple(attrs.items()), (0,)) if kind == "kernel" and ctx.n_in == 1 else None
    return Binding(ctx.op_type, op.name, kind, run, inplace_ok=kind == "kernel", elementwise=piece)


def _bind_unary(ctx: Ctx) -> Binding:
    name, amap, _, int_fn = UNARY[ctx.op_type]
    attrs = {dsl: float(ctx.attr(onnx_name, default)) for onnx_name, (dsl, default) in amap.items()
             if onnx_name in ctx.attrs}
    return _unary(ctx, lib(name), attrs, int_fn)


for _t, (_n, _a, _since, _f) in UNARY.items():
    binder(_t, since=_since)(_bind_unary)


def _bind_unary_generated(ctx: Ctx) -> Binding:
    name, expr, _, int_fn = UNARY_GENERATED[ctx.op_type]
    return _unary(ctx, G.op(*G.unary(name, expr)), {}, int_fn)


for _t, (_n, _e, _since, _f) in UNARY_GENERATED.items():
    binder(_t, since=_since)(_bind_unary_generated)


@binder("ThresholdedRelu", since=10)
def _thresholded_relu(ctx: Ctx) -> Binding:
    alpha = _f32_literal(ctx.attr("alpha", 1.0))
    name = "thresholded_relu_" + alpha.replace("-", "m").replace(".", "p").replace("+", "")
    return _unary(ctx, G.op(*G.unary(name, f"where(x[...] > {alpha}, x[...], 0.0)")), {}, None)


@binder("Gelu", since=20)
def _gelu(ctx: Ctx) -> Binding:
    approx = ctx.attr("approximate", "none")
    if approx not in ("none", "tanh"):
        raise ctx.fail(f"approximate='{approx}' (expected 'none' or 'tanh')")
    return _unary(ctx, lib("gelu" if approx == "none" else "gelu_tanh"), {}, None)


@binder("Clip", since=1)
def _clip(ctx: Ctx) -> Binding:
    if not ctx.is_int(0):
        ctx.float_input(0)
    if ctx.opset < 11:
        lo, hi = float(ctx.attr("min", -F32_MAX)), float(ctx.attr("max", F32_MAX))
        consts = (np.float32(lo), np.float32(hi))
    else:
        consts = []
        for i, default in ((1, -F32_MAX), (2, F32_MAX)):
            if not ctx.has(i):
                consts.append(default)
            elif ctx.const(i) is not None:
                c = ctx.const(i)
                if c.size != 1:
                    raise ctx.fail(f"input {i} (the bound) must be a scalar, has shape {c.shape}")
                consts.append(c.reshape(()).item())
            else:
                consts.append(None)
    clip, bounds = lib("clip"), lib("clip_bounds")

    def run(inputs, out=None):
        x = inputs[0]
        given = []
        for k, c in enumerate(consts):
            if c is None:
                b = inputs[k + 1]
                given.append(b.reshape(()).item() if b.size == 1 else None)
                if b.size != 1:
                    raise ValueError(f"Clip: bound {k + 1} must be a scalar, has shape {b.shape}")
            else:
                given.append(c)
        lo, hi = given
        if _is_int_array(x):
            return emit([np.minimum(np.maximum(x, lo), hi).astype(x.dtype)], out)
        if all(c is not None for c in consts):  # compile-time bounds
            return run_op(clip, [x], {"lo": float(lo), "hi": float(hi)}, shapes=[x.shape], out=out,
                          elementwise=True)
        return run_op(bounds, [x, np.array([lo], np.float32), np.array([hi], np.float32)],
                      shapes=[x.shape], out=out, elementwise=True)
    kind = "shape" if ctx.is_int(0) else "kernel"
    static = all(c is not None for c in consts)
    piece = None
    if kind == "kernel" and static and all(np.isfinite(float(c)) for c in consts):
        piece = Elementwise(clip, (("lo", float(consts[0])), ("hi", float(consts[1]))), (0,))
    return Binding(ctx.op_type, "clip" if static else "clip_bounds", kind, run, inplace_ok=kind == "kernel",
                   elementwise=piece)


# --- binary and variadic -----------------------------------------------------------------


def _int_div(a, b):
    """C-style integer division (truncation toward zero), as onnxruntime does."""
    q = np.floor_divide(a, b)
    fix = (q * b != a) & ((a < 0) != (b < 0))
    return q + fix.astype(q.dtype)


def _int_mod(a, b, fmod):
    return np.fmod(a, b) if fmod else np.mod(a, b)


# op type -> (library op for two float inputs, numpy function for integers)
BINARY = {
    "Add": ("add", np.add),
    "Sub": ("sub", np.subtract),
    "Mul": ("mul", np.multiply),
    "Div": ("div", _int_div),
}


def _bcast(*shapes) -> tuple[int, ...]:
    return tuple(np.broadcast_shapes(*shapes))


def _same_shape_first(ctx: Ctx, n: int) -> bool:
    """Is the output the first input's shape (so it may take over its buffer)?"""
    shapes = [ctx.shape(i) for i in range(n)]
    if any(s is None for s in shapes) or any(ctx.dtype(i) not in (None, F32) for i in range(n)):
        return False
    try:
        return _bcast(*shapes) == shapes[0]
    except ValueError:
        return False


def _check_float_or_int(ctx: Ctx, n: int) -> str:
    types = [ctx.dtype(i) for i in range(n)]
    if all(t is None or t == F32 for t in types):
        return "kernel"
    if all(t is None or ctx.is_int(i) for i, t in enumerate(types)):
        return "shape"
    raise ctx.fail("inputs are " + ", ".join(dtype_name(t) for t in types)
                   + "; this op runs on float32 (or int64 shape values in numpy)")


@binder(*BINARY, since=1)
def _binary(ctx: Ctx) -> Binding:
    name, int_fn = BINARY[ctx.op_type]
    kind = _check_float_or_int(ctx, 2)
    op = lib(name)

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        if a.dtype != np.float32 or b.dtype != np.float32:
            if _is_int_array(a) and _is_int_array(b):
                return emit([np.asarray(int_fn(a, b)).astype(np.result_type(a, b))], out)
            _int_or_fail(ctx.op_type)(a, b)
        return run_op(op, [a, b], shapes=[_bcast(a.shape, b.shape)], out=out, elementwise=True)
    return Binding(ctx.op_type, name, kind, run, inplace_ok=kind == "kernel" and _same_shape_first(ctx, 2),
                   elementwise=Elementwise(op, (), (0, 1)) if kind == "kernel" and ctx.n_in == 2 else None)


# op type -> (library op for 2 inputs, generated kind for 3+, numpy reduce for ints)
VARIADIC = {
    "Sum": ("add", "sum", np.add),
    "Max": ("maximum", "max", np.maximum),
    "Min": ("minimum", "min", np.minimum),
    "Mean": (None, "mean", None),
}


@binder(*VARIADIC, since=1)
def _variadic(ctx: Ctx) -> Binding:
    two, kind_name, int_fn = VARIADIC[ctx.op_type]
    n = ctx.n_in
    if n < 1:
        raise ctx.fail("needs at least one input")
    if ctx.opset < 8 and n > 1:
        shapes = [ctx.shape(i) for i in range(n)]
        if all(s is not None for s in shapes) and len(set(shapes)) > 1:
            raise ctx.fail("before opset 8 the inputs must all have one shape (no broadcasting)")
    kind = _check_float_or_int(ctx, n)
    if kind == "shape" and int_fn is None:
        raise ctx.fail("Mean runs on float32 only")
    if n == 1:
        op = lib("copy")
    elif n == 2 and two is not None:
        op = lib(two)
    else:
        op = G.op(*G.nary(kind_name, n))

    def run(inputs, out=None):
        xs = list(inputs[:n])
        if any(x.dtype != np.float32 for x in xs):
            if all(_is_int_array(x) for x in xs) and int_fn is not None:
                r = xs[0]
                for x in xs[1:]:
                    r = int_fn(r, x)
                return emit([np.array(r, dtype=np.result_type(*xs))], out)
            _int_or_fail(ctx.op_type)(*xs)
        return run_op(op, xs, shapes=[_bcast(*[x.shape for x in xs])], out=out, elementwise=True)
    whole = kind == "kernel" and all(ctx.has(i) for i in range(n))
    return Binding(ctx.op_type, op.name, kind, run, inplace_ok=kind == "kernel" and _same_shape_first(ctx, n),
                   elementwise=Elementwise(op, (), tuple(range(n))) if whole else None)


@binder("PRelu", since=1)
def _prelu(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    ctx.float_input(1, "slope")
    op = lib("prelu")

    def run(inputs, out=None):
        x, slope = inputs[0], inputs[1]
        return run_op(op, [x, slope], shapes=[_bcast(x.shape, slope.shape)], out=out, elementwise=True)
    return Binding(ctx.op_type, "prelu", "kernel", run, inplace_ok=_same_shape_first(ctx, 2),
                   elementwise=Elementwise(op, (), (0, 1)) if ctx.n_in == 2 else None)


@binder("Pow", since=1)
def _pow(ctx: Ctx) -> Binding:
    t1 = ctx.dtype(1)
    if ctx.is_int(0):
        if t1 is not None and not ctx.is_int(1) and t1 != F32:
            raise ctx.fail(f"integer base with a {dtype_name(t1)} exponent; supported: float32, int32, int64")
        kind = "shape"
    else:
        ctx.float_input(0, "base")
        if t1 is not None and t1 != F32 and not ctx.is_int(1):
            raise ctx.fail(f"exponent is {dtype_name(t1)}; supported: float32, int32, int64")
        kind = "kernel"
    e = ctx.const(1)
    special = None
    if kind == "kernel" and e is not None and e.size == 1:  # x ** 2 by multiplication, etc.
        v = float(e.reshape(()).item())
        special = {2.0: lambda: G.op(*G.unary("square", "x[...] ** 2")),
                   3.0: lambda: G.op(*G.unary("cube", "x[...] ** 3")),
                   1.0: lambda: lib("copy"), 0.5: lambda: lib("sqrt"),
                   -1.0: lambda: lib("reciprocal")}.get(v, lambda: None)()
    pow_op = lib("pow")

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        shape = _bcast(a.shape, b.shape)
        if _is_int_array(a):
            if not _is_int_array(b):  # a float exponent: the real power, truncated to a's type
                return emit([np.power(a.astype(np.float64), b.astype(np.float64)).astype(a.dtype)], out)
            return emit([np.power(a, b.astype(a.dtype))], out)
        if a.dtype != np.float32:
            _int_or_fail(ctx.op_type)(a, b)
        if special is not None and b.size == 1:
            return run_op(special, [a], shapes=[shape], out=out, elementwise=True)
        if b.dtype != np.float32:
            b = b.astype(np.float32)  # an integer exponent (opset 12+): exact below 2^24
        return run_op(pow_op, [a, b], shapes=[shape], out=out, elementwise=True)
    name = special.name if special is not None else "pow"
    same = (special is not None and ctx.shape(0) is not None and e.ndim <= len(ctx.shape(0))) \
        or _same_shape_first(ctx, 2)
    piece = None
    if kind == "kernel" and ctx.n_in == 2:
        piece = Elementwise(special, (), (0,)) if special is not None else Elementwise(pow_op, (), (0, 1))
    return Binding(ctx.op_type, name if kind == "kernel" else None, kind, run,
                   inplace_ok=kind == "kernel" and same, elementwise=piece)


__all__ = ["BINDERS"]
