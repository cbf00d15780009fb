"""More elementwise math: IsNaN, IsInf, Round (half to even), Mod (floats with fmod 1
as C's fmod, with fmod 0 as numpy's mod, which onnx's reference and onnxruntime accept;
integers), Mish, Celu, Shrink, the hyperbolic functions and their inverses, and the
Bitwise ops on integers.

Float32 runs DSL text generated here (one op per formula, loaded once). Predicates
(IsNaN, IsInf) compute 1.0 / 0.0 in the kernel and become bool in numpy, as the
comparisons do. Integers run in numpy with ONNX's semantics."""
from __future__ import annotations

import numpy as np

from ._base import F32, INTEGER_TYPES, Binding, Ctx, binder, dtype_name, emit, gen, run_op
from .elementwise import _bcast, _f32_literal, _int_mod, _is_int_array, _unary

FLT_MAX = "3.4028234663852886e38"


def _text(name: str, body: str, params: str = "x: f32[...]", out: str = "f32[...]") -> tuple[str, str]:
    return name, f"op {name}({params}) -> y: {out} {{\n{body}}}\n"


# --- formulas (each a float32 op of x[...]) -----------------------------------------------------------

# expm1 and log1p without cancellation (the library's elu and softplus recipes)
_EXPM1 = ("    u[...] = exp(x[...])\n"
          "    em1[...] = where(u[...] == 1.0, x[...],"
          " where(x[...] < -20.0, -1.0, (u[...] - 1.0) * x[...] / log(u[...])))\n")

ROUND = _text("round_even", (
    "    f[...] = floor(x[...])\n"
    "    d[...] = x[...] - f[...]\n"                     # exact below 2^23
    "    r[...] = where(d[...] > 0.5, f[...] + 1.0, where(d[...] < 0.5, f[...],\n"
    "             where(f[...] - 2.0 * floor(f[...] * 0.5) == 0.0, f[...], f[...] + 1.0)))\n"
    "    s[...] = where(x[...] < 0.0, -abs(r[...]), r[...])\n"  # round(-0.3) is -0.0
    "    y[...] = where(abs(x[...]) >= 8388608.0, x[...], s[...])\n"))  # 2^23 and up: integers already

MISH = _text("mish", (
    "    e[...] = exp(x[...])\n"
    "    u[...] = 1.0 + e[...]\n"
    "    sp[...] = where(x[...] > 20.0, x[...], where(u[...] == 1.0, e[...], log(u[...]) * e[...] / (u[...] - 1.0)))\n"
    "    y[...] = x[...] * tanh(sp[...])\n"))

SINH = _text("sinh", (
    "    p[...] = exp(x[...])\n"
    "    m[...] = exp(-x[...])\n"
    "    ep[...] = where(p[...] == 1.0, x[...], (p[...] - 1.0) * x[...] / log(p[...]))\n"
    "    em[...] = where(m[...] == 1.0, -x[...], (m[...] - 1.0) * -x[...] / log(m[...]))\n"
    "    big[...] = where(x[...] > 0.0, exp(x[...] - 0.6931471805599453), -exp(-x[...] - 0.6931471805599453))\n"
    "    y[...] = where(abs(x[...]) > 88.0, big[...],\n"
    "                   where(abs(x[...]) > 20.0, 0.5 * p[...] - 0.5 * m[...], 0.5 * (ep[...] - em[...])))\n"))

# cosh(x) = exp(|x| - ln 2) past 88 (where exp alone overflows before cosh does)
COSH = _text("cosh", "    y[...] = where(abs(x[...]) > 88.0, exp(abs(x[...]) - 0.6931471805599453),"
                     " 0.5 * exp(x[...]) + 0.5 * exp(-x[...]))\n")

# asinh(x) = sign(x) log1p(|x| + x^2 / (1 + sqrt(1 + x^2))); past 1e9, log(2|x|)
ASINH = _text("asinh", (
    "    a[...] = abs(x[...])\n"
    "    t[...] = a[...] + a[...] * a[...] / (1.0 + sqrt(1.0 + a[...] * a[...]))\n"
    "    u[...] = 1.0 + t[...]\n"
    "    l[...] = where(a[...] > 1e9, log(a[...]) + 0.6931471805599453,\n"
    "                   where(u[...] == 1.0, t[...], log(u[...]) * t[...] / (u[...] - 1.0)))\n"
    "    y[...] = where(x[...] < 0.0, -l[...], where(x[...] == 0.0, x[...], l[...]))\n"))

# acosh(x) = log1p((x - 1) + sqrt((x - 1) (x + 1))); NaN below 1; past 1e9, log(2x)
ACOSH = _text("acosh", (
    "    d[...] = x[...] - 1.0\n"
    "    t[...] = d[...] + sqrt(d[...]) * sqrt(x[...] + 1.0)\n"
    "    u[...] = 1.0 + t[...]\n"
    "    y[...] = where(x[...] > 1e9, log(x[...]) + 0.6931471805599453,\n"
    "                   where(u[...] == 1.0, t[...], log(u[...]) * t[...] / (u[...] - 1.0)))\n"))

# atanh(x) = sign(x) 0.5 log1p(2|x| / (1 - |x|)) (1 - |x| exact near 1): +-inf at +-1, NaN beyond
ATANH = _text("atanh", (
    "    a[...] = abs(x[...])\n"
    "    t[...] = 2.0 * a[...] / (1.0 - a[...])\n"
    "    u[...] = 1.0 + t[...]\n"
    "    l[...] = 0.5 * where(u[...] == 1.0, t[...],"
    " where(a[...] == 1.0, t[...], log(u[...]) * t[...] / (u[...] - 1.0)))\n"
    "    y[...] = where(x[...] < 0.0, -l[...], where(x[...] == 0.0, x[...], l[...]))\n"))


def _fmod_round(k: str, src: str, b: str) -> str:
    """One reduction: r{k} = src - trunc(src / b) * b, the product split exactly (Dekker;
    with b's halves bh{k[0]})."""
    return (f"    t{k}[...] = where({src} / {b} < 0.0, ceil({src} / {b}), floor({src} / {b}))\n"
            f"    ct{k}[...] = 4097.0 * t{k}[...]\n"
            f"    th{k}[...] = ct{k}[...] - (ct{k}[...] - t{k}[...])\n"
            f"    p{k}[...] = t{k}[...] * {b}\n"
            f"    e{k}[...] = ((th{k}[...] * bh{k[0]}[...] - p{k}[...]) + th{k}[...] * ({b} - bh{k[0]}[...])"
            f" + (t{k}[...] - th{k}[...]) * bh{k[0]}[...]) + (t{k}[...] - th{k}[...]) * ({b} - bh{k[0]}[...])\n"
            f"    r{k}[...] = ({src} - p{k}[...]) - e{k}[...]\n")


def _fmod_stage(k: int, src: str) -> str:
    """fmod by b * 2^(64 k) (exact scaling; skipped past 1e34, where splitting it would
    overflow): its quotients stay below 2^80, which four rounds take to the remainder."""
    b = f"bs{k}[...]"  # bs{k}: b * 2^(64 k), 2^64 at a time (2^128 is no float32)
    head = f"    bs{k}[...] = bs{k - 1}[...] * 18446744073709551616.0\n" if k == 3 else ""
    if k == 0:  # a divisor past 1e34: both scaled by 2^-64 (exact where |x| >= |y|, the only case that reduces)
        head = ("    sc[...] = where(abs(b[...]) > 1e34, 5.421010862427522e-20, 1.0)\n"
                "    bs0[...] = b[...] * sc[...]\n"
                f"    as0[...] = {src} * sc[...]\n")
        src = "as0[...]"
    body = (head + f"    cb{k}[...] = 4097.0 * {b}\n"
            f"    bh{k}[...] = cb{k}[...] - (cb{k}[...] - {b})\n"
            + _fmod_round(f"{k}a", src, b) + _fmod_round(f"{k}b", f"r{k}a[...]", b)
            + _fmod_round(f"{k}c", f"r{k}b[...]", b) + _fmod_round(f"{k}d", f"r{k}c[...]", b))
    if k == 0:
        return body + "    s0[...] = where(abs(s1[...]) < abs(b[...]), s1[...], r0d[...] / sc[...])\n"
    return body + f"    s{k}[...] = where(abs({b}) > 1e34, {src}, r{k}d[...])\n"  # (4097 b must not overflow)


# C fmod: x - trunc(x / y) * y. Stages by y * 2^192, 2^128, 2^64 and y (an fmod by a
# multiple of y first changes nothing) keep each stage's quotients below 2^80 (from the
# largest multiple below 1e34 on); a stage's rounds subtract t * y split exactly (Dekker),
# each taking the quotient down by 2^24; a divisor past 1e34 divides both by 2^64 first.
# Equal to C's fmod on 40,000 pairs spread over the whole float32 range (subnormal divisors
# too, though their split products could underflow). A quotient rounded across an integer
# is fixed by one |y|. The sign is x's (a zero result too); fmod(x, +-inf) = x;
# fmod(inf, y) and fmod(x, 0) are NaN.
FMOD = _text("fmod", (
    "    bs1[...] = b[...] * 18446744073709551616.0\n    bs2[...] = bs1[...] * 18446744073709551616.0\n"
    + _fmod_stage(3, "a[...]") + _fmod_stage(2, "s3[...]") + _fmod_stage(1, "s2[...]") + _fmod_stage(0, "s1[...]") +
    "    f1[...] = where(a[...] >= 0.0, where(s0[...] < 0.0, s0[...] + abs(b[...]), s0[...]),\n"
    "                    where(s0[...] > 0.0, s0[...] - abs(b[...]), s0[...]))\n"
    "    f2[...] = where(abs(f1[...]) >= abs(b[...]),"
    " where(a[...] >= 0.0, f1[...] - abs(b[...]), f1[...] + abs(b[...])),\n"
    "                    f1[...])\n"
    "    f3[...] = where(f2[...] == 0.0, a[...] * 0.0, f2[...])\n"
    "    y[...] = where(abs(b[...]) > " + FLT_MAX + ", where(abs(a[...]) > " + FLT_MAX + ", a[...] - a[...], a[...]),\n"
    "                   f3[...])\n"), params="a: f32[...], b: f32[...]", out="f32[broadcast(a, b)]")


# fmod = 0 on floats: the remainder takes the divisor's sign (numpy's mod, onnx's reference):
# fmod's result plus b where the signs differ; a zero result is a zero of b's sign
MOD = ("mod_float", FMOD[1].replace("op fmod(", "op mod_float(").replace(
    "    y[...] = where(abs(b[...]) >",
    "    g[...] = where(abs(b[...]) >").replace(
    "                   f3[...])\n}",
    "                   f3[...])\n"
    "    y[...] = where(g[...] == 0.0, where(b[...] < 0.0, -abs(g[...]), abs(g[...])),\n"
    "                   where(g[...] < 0.0, where(b[...] > 0.0, g[...] + b[...], g[...]),\n"
    "                         where(b[...] < 0.0, g[...] + b[...], g[...])))\n}"))


def _celu(alpha: str) -> tuple[str, str]:
    tag = alpha.replace("-", "m").replace(".", "p").replace("+", "")
    return _text(f"celu_{tag}", (
        f"    z[...] = x[...] / {alpha}\n"
        "    u[...] = exp(z[...])\n"
        "    em1[...] = where(u[...] == 1.0, z[...],"
        " where(z[...] < -20.0, -1.0, (u[...] - 1.0) * z[...] / log(u[...])))\n"
        f"    y[...] = max(0.0, x[...]) + min(0.0, {alpha} * where(z[...] > 0.0, 0.0, em1[...]))\n"))


def _shrink(lambd: str, bias: str) -> tuple[str, str]:
    tag = (lambd + "_" + bias).replace("-", "m").replace(".", "p").replace("+", "")
    return _text(f"shrink_{tag}", (
        f"    y[...] = where(x[...] < -{lambd}, x[...] + {bias}, where(x[...] > {lambd}, x[...] - {bias}, 0.0))\n"))


def _gen_unary(ctx: Ctx, spec: tuple[str, str], int_fn=None) -> Binding:
    return _unary(ctx, gen(spec[1], spec[0]), {}, int_fn)


FLOAT_UNARY = {"Round": (ROUND, 11), "Mish": (MISH, 18), "Sinh": (SINH, 9), "Cosh": (COSH, 9),
               "Asinh": (ASINH, 9), "Acosh": (ACOSH, 9), "Atanh": (ATANH, 9)}


def _bind_float_unary(ctx: Ctx) -> Binding:
    spec, _ = FLOAT_UNARY[ctx.op_type]
    return _gen_unary(ctx, spec, (lambda x: x) if ctx.op_type == "Round" else None)


for _t, (_s, _since) in FLOAT_UNARY.items():
    binder(_t, since=_since)(_bind_float_unary)


@binder("Celu", since=12)
def _celu_binding(ctx: Ctx) -> Binding:
    alpha = float(ctx.attr("alpha", 1.0))
    if alpha == 0.0:
        raise ctx.fail("alpha = 0 (Celu divides by alpha)")
    return _gen_unary(ctx, _celu(_f32_literal(alpha)))


@binder("Shrink", since=9)
def _shrink_binding(ctx: Ctx) -> Binding:
    lambd, bias = float(ctx.attr("lambd", 0.5)), float(ctx.attr("bias", 0.0))
    if lambd < 0:
        raise ctx.fail(f"lambd {lambd} must not be negative")

    def shrink_int(x):
        return np.where(x < -lambd, x + bias, np.where(x > lambd, x - bias, 0)).astype(x.dtype)
    return _gen_unary(ctx, _shrink(_f32_literal(lambd), _f32_literal(bias)), shrink_int)


# --- predicates: bool outputs ------------------------------------------------------------------------

def _predicate(ctx: Ctx, spec: tuple[str, str] | None) -> Binding:
    """A float32 test computed as 1.0 / 0.0 by a DSL op (None: never true), then bool."""
    t = ctx.dtype(0)
    if t is not None and t != F32:
        raise ctx.fail(f"input is {dtype_name(t)}; this op runs on float32")
    op = gen(spec[1], spec[0]) if spec is not None else None

    def run(inputs, out=None):
        x = inputs[0]
        if x.dtype != np.float32:
            raise TypeError(f"{ctx.op_type}: input is {x.dtype}; float32 expected")
        o = out[0] if out is not None and out[0] is not None else None
        if op is None:
            return emit([np.zeros(x.shape, bool)], out)
        (y,) = run_op(op, [x], shapes=[x.shape])
        if o is None:
            return [np.not_equal(y, 0.0)]
        np.not_equal(y, 0.0, out=o.reshape(x.shape) if o.shape != x.shape else o)
        return [o]
    # the kernel's 1.0 / 0.0 becomes bool in Python: in a replay it runs as a host step
    return Binding(ctx.op_type, spec[0] if spec else None, "kernel" if spec else "shape", run, host=spec is not None)


ISNAN = _text("isnan", "    y[...] = where(x[...] != x[...], 1.0, 0.0)\n")


@binder("IsNaN", since=9)
def _isnan(ctx: Ctx) -> Binding:
    return _predicate(ctx, ISNAN)


@binder("IsInf", since=10)
def _isinf(ctx: Ctx) -> Binding:
    pos, neg = int(ctx.attr("detect_positive", 1)), int(ctx.attr("detect_negative", 1))
    if pos and neg:
        return _predicate(ctx, _text("isinf", f"    y[...] = where(abs(x[...]) > {FLT_MAX}, 1.0, 0.0)\n"))
    if pos:
        return _predicate(ctx, _text("isposinf", f"    y[...] = where(x[...] > {FLT_MAX}, 1.0, 0.0)\n"))
    if neg:
        return _predicate(ctx, _text("isneginf", f"    y[...] = where(x[...] < -{FLT_MAX}, 1.0, 0.0)\n"))
    return _predicate(ctx, None)


# --- Mod -------------------------------------------------------------------------------------------

@binder("Mod", since=10)
def _mod(ctx: Ctx) -> Binding:
    fmod = int(ctx.attr("fmod", 0))
    if fmod not in (0, 1):
        raise ctx.fail(f"fmod = {fmod}; 0 or 1 expected")
    types = [ctx.dtype(0), ctx.dtype(1)]
    if all(t is not None and t in INTEGER_TYPES for t in types):
        kind = "shape"
    elif all(t in (None, F32) for t in types):
        kind = "kernel"
    else:
        raise ctx.fail("inputs are " + ", ".join(dtype_name(t) for t in types)
                       + "; Mod runs on float32 or integers")
    op = gen(FMOD[1], FMOD[0]) if fmod else gen(MOD[1], MOD[0])

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        if _is_int_array(a) and _is_int_array(b):
            if np.any(b == 0):
                raise ValueError("Mod: integer division by zero")
            return emit([np.asarray(_int_mod(a, b, fmod)).astype(np.result_type(a, b))], out)
        if a.dtype != np.float32 or b.dtype != np.float32:
            raise TypeError(f"Mod: inputs are {a.dtype} and {b.dtype}")
        return run_op(op, [a, b], shapes=[_bcast(a.shape, b.shape)], out=out, elementwise=True)
    return Binding(ctx.op_type, op.name if kind == "kernel" else None, kind, run)


# --- bitwise (integers, numpy) ------------------------------------------------------------------------

BITWISE = {"BitwiseAnd": np.bitwise_and, "BitwiseOr": np.bitwise_or, "BitwiseXor": np.bitwise_xor}


def _int_inputs(ctx: Ctx, n: int) -> None:
    for i in range(n):
        t = ctx.dtype(i)
        if t is not None and t not in INTEGER_TYPES:
            raise ctx.fail(f"input {i} is {dtype_name(t)}; bitwise ops run on integers")


def _bind_bitwise(ctx: Ctx) -> Binding:
    fn = BITWISE[ctx.op_type]
    _int_inputs(ctx, 2)

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        if not (_is_int_array(a) and _is_int_array(b)) or a.dtype != b.dtype:
            raise TypeError(f"{ctx.op_type}: inputs are {a.dtype} and {b.dtype}; one integer type expected")
        return emit([fn(a, b)], out)
    return Binding(ctx.op_type, None, "shape", run)


for _t in BITWISE:
    binder(_t, since=18)(_bind_bitwise)


@binder("BitwiseNot", since=18)
def _bitwise_not(ctx: Ctx) -> Binding:
    _int_inputs(ctx, 1)

    def run(inputs, out=None):
        if not _is_int_array(inputs[0]):
            raise TypeError(f"BitwiseNot: input is {inputs[0].dtype}")
        return emit([np.invert(inputs[0])], out)
    return Binding(ctx.op_type, None, "shape", run)

