"""exp, sigmoid, tanh and erf in half precision, for the f16 strategy (half.py).

The float32 functions (vecmath.py) are accurate to a few float32 ulps; widening half lanes
to compute them, then rounding back, gives away the f16 strategy's lanes. These compute
in half (32 lanes a register with AVX512-FP16) to about one or two half ulps: half has 11
significant bits, so exp needs a degree-4 polynomial where float32 takes degree 6, and its
range is [-17.3, 11.1] where float32's is [-104, 89]; erf is two small fits. The other
builtins (log, pow) compute in float32 and round once (half.in_float).

Every operation is plain LLVM on half values, so devices with half conversions but no
half arithmetic (F16C, Arm NEON) compute the same values one float32 operation at a time.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable

import numpy as np

from .llir import Val, const, is_vector, type_suffix, with_elem

if TYPE_CHECKING:
    from .codegen import Emitter

HALF_MAX = 65504.0
LOG2E = 1 / math.log(2)
LN2_HI = 0.6875  # ln 2 to 6 bits: n * LN2_HI is exact for |n| <= 32, fused or not
LN2_LO = math.log(2) - LN2_HI
SHIFT = 1536.0  # 1.5 * 2^10: x * log2e + SHIFT holds round(x * log2e) in its low mantissa bits
UNDER = -17.5  # exp below rounds to 0 (half's least subnormal is 2^-24, e^-16.6)
OVER = 11.5  # exp above is inf (half's largest is 65504, e^11.09)
EXP_P = (1.0, 1.0, 1 / 2, 1 / 6, 1 / 24)  # e^r on |r| <= ln2 / 2: r^5 / 120 < 4.3e-5 relative
TANH_P = (-1 / 3, 2 / 15, -17 / 315, 62 / 2835)  # tanh x = x + x^3 P(x^2) on |x| < 0.625


class _Half:
    """The operations of one function body on half values of one type (scalar or vector)."""

    def __init__(self, em: "Emitter", ty: str):
        self.fn, self.em, self.ty = em.fn, em, ty
        self.ity = with_elem(ty, "i16")

    def f(self, x: float) -> Val:
        return const(self.ty, x)

    def i(self, x: int) -> Val:
        return const(self.ity, x)

    def op(self, opc: str, a: Val, b: Val) -> Val:
        return self.fn.binop(opc, a, b)

    def fma(self, a: Val, b: Val, c: Val) -> Val:
        return self.call("fmuladd", a, b, c)

    def call(self, name: str, *args: Val) -> Val:
        return self.fn.intrinsic(f"llvm.{name}.{self.em.suffix(self.ty)}", self.ty, list(args))

    @property
    def native(self) -> bool:
        """AVX512-FP16's own instructions apply (vrcpph, vscalefph, 32 lanes)."""
        lanes = self.em.lanes
        return lanes is not None and lanes.arith_f16 and self.ty == "<32 x half>"

    def quotient(self, num: Val, d: Val) -> Val:
        """num / d for |d| in [2^-14, 2^14], zero, infinite or NaN: with AVX512-FP16 the
        reciprocal estimate (vrcpph, within half's rounding) and one correcting step, as
        vecmath's _quotient (vdivph takes about four times as long as the four
        instructions); elsewhere fdiv."""
        if not self.native:
            return self.op("fdiv", num, d)
        q, c = self.estimate(num, d)
        return self.fn.select(self.fn.fcmp("uno", c, c), q, c)  # an infinite num or d: q as is

    def estimate(self, num: Val, d: Val) -> tuple[Val, Val]:
        """num * vrcpph(d), and that corrected by one step (NaN where an operand or the
        product is infinite)."""
        r = self.fn.intrinsic("llvm.x86.avx512fp16.mask.rcp.ph.512", self.ty, [d, Val("zeroinitializer", self.ty),
                                                                                Val("-1", "i32")])
        q = self.op("fmul", num, r)
        return q, self.fma(self.fma(self.fn.fneg(d), q, num), r, q)

    def lt(self, a: Val, b: Val) -> Val:
        return self.fn.fcmp("olt", a, b)

    def horner(self, x: Val, coefs: tuple[float, ...]) -> Val:
        acc = self.f(coefs[-1])
        for c in reversed(coefs[:-1]):
            acc = self.fma(acc, x, self.f(c))
        return acc


def exp(em: "Emitter", x: Val, tail: Val | None = None) -> Val:
    """e^x, times 2^14 in the lanes where `tail` is set (for mul_sigmoid): n = round(x /
    ln 2), r = x - n ln 2 in two steps (the first exact), e^r by Horner, times 2^n rounding
    once, so results that overflow become inf and subnormal ones round correctly.
    Compare-and-select clamps let NaN through."""
    h = _Half(em, x.ty)
    fn = h.fn
    low = h.f(UNDER) if tail is None else fn.select(tail, h.f(UNDER - 14 * math.log(2)), h.f(UNDER))
    under = h.lt(x, low)
    xc = fn.select(under, h.f(0.0), x)
    xc = fn.select(fn.fcmp("ogt", xc, h.f(OVER)), h.f(OVER), xc)
    native = h.native
    if native:
        n = h.call("roundeven", h.op("fmul", xc, h.f(LOG2E)))
    else:
        t = h.op("fadd", h.op("fmul", xc, h.f(LOG2E)), h.f(SHIFT))
        n = h.op("fsub", t, h.f(SHIFT))
    r = h.op("fsub", xc, h.op("fmul", n, h.f(LN2_HI)))
    r = h.fma(n, h.f(-LN2_LO), r)
    p = h.horner(r, EXP_P)
    if native:  # one vscalefph
        nk = n if tail is None else h.op("fadd", n, fn.select(tail, h.f(14.0), h.f(0.0)))
        y = fn.intrinsic("llvm.x86.avx512fp16.mask.scalef.ph.512", h.ty,
                         [p, nk, Val("zeroinitializer", h.ty), Val("-1", "i32"), Val("4", "i32")])
    else:  # in two normal powers of two, the second product rounding once
        ni = fn.sub(fn.cast("bitcast", t, h.ity), h.i(0x6600))  # 0x6600: SHIFT's bits
        if tail is not None:
            ni = fn.add(ni, fn.select(tail, h.i(14), h.i(0)))
        h1 = fn.binop("ashr", ni, h.i(1))
        h2 = fn.sub(ni, h1)
        s1 = fn.cast("bitcast", fn.shl(fn.add(h1, h.i(15)), h.i(10)), h.ty)
        s2 = fn.cast("bitcast", fn.shl(fn.add(h2, h.i(15)), h.i(10)), h.ty)
        y = h.op("fmul", h.op("fmul", p, s1), s2)
    return fn.select(under, h.f(0.0), y)


TAIL = 9.5  # below -TAIL, e^x is scaled by 2^14 inside mul_sigmoid (e^-9.5 * 2^14 < 1.25)


def mul_sigmoid(em: "Emitter", a: Val, x: Val) -> Val:
    """a * sigmoid(x) as one quotient: a / (1 + e) for x >= 0 and a e / (1 + e) below, e =
    exp(-|x|). In the tail (x < -TAIL) e is below half's normal range, so it is made
    scaled by 2^14 and a e / (1 + e) scaled back once at the end: a result in the
    subnormal range rounds once, as the float32 function's would."""
    h = _Half(em, x.ty)
    fn = h.fn
    ax = h.call("fabs", x)
    tail = fn.fcmp("ogt", ax, h.f(TAIL))
    unscale = fn.select(tail, h.f(2.0 ** -14), h.f(1.0))
    e = exp(em, fn.fneg(ax), tail)  # e^-|x|, times 2^14 in the tail
    d = h.fma(e, unscale, h.f(1.0))
    neg = h.lt(x, h.f(0.0))
    q = h.quotient(fn.select(neg, h.op("fmul", a, e), a), d)
    return fn.select(neg, h.op("fmul", q, unscale), q)


def sigmoid(em: "Emitter", x: Val) -> Val:
    """1 / (1 + e^-x), relatively accurate in both tails (mul_sigmoid of 1)."""
    return mul_sigmoid(em, const(x.ty, 1.0), x)


def tanh(em: "Emitter", x: Val) -> Val:
    """|x| < 0.625: x + x^3 P(x^2); above, 1 - 2 / (e^(2|x|) + 1), which saturates to 1 by
    itself; odd by copysign."""
    h = _Half(em, x.ty)
    a = h.call("fabs", x)
    z = h.op("fmul", a, a)
    small = h.fma(h.op("fmul", a, z), h.horner(z, TANH_P), a)
    e = exp(em, h.op("fadd", a, a))
    big = h.op("fsub", h.f(1.0), h.quotient(h.f(2.0), h.op("fadd", e, h.f(1.0))))
    return h.call("copysign", h.fn.select(h.lt(a, h.f(0.625)), small, big), x)


def divide(em: "Emitter", a: Val, b: Val) -> Val:
    """a / b in half: with AVX512-FP16, the reciprocal estimate and one correcting step
    (vdivph takes about four times as long; a result is off by one ulp near a tie, about
    once in 40000 on normal operands), on operands scaled by a power of two where |b| is
    outside [2^-14, 2^14] (a subnormal b's reciprocal overflows, a large one's is
    subnormal); elsewhere fdiv. Zero, infinite and NaN operands give fdiv's results, and
    so does a quotient near half's largest value, where a * (1 / b) may overflow first."""
    h = _Half(em, a.ty)
    if not h.native:
        return h.op("fdiv", a, b)
    fn = h.fn
    mag = h.call("fabs", b)
    s = fn.select(h.lt(mag, h.f(2.0 ** -14)), h.f(1024.0),
                  fn.select(fn.fcmp("ogt", mag, h.f(2.0 ** 14)), h.f(2.0 ** -10), h.f(1.0)))
    sa, sb = h.op("fmul", a, s), h.op("fmul", b, s)
    q, c = h.estimate(sa, sb)
    # q overflowed with a and b finite and b nonzero: inf from |a| >= 65520 |b| on, else 65504
    inf = h.f(float("inf"))
    over = fn.and_(fn.and_(fn.fcmp("oeq", h.call("fabs", q), inf), h.lt(h.call("fabs", a), inf)),
                   fn.fcmp("one", b, h.f(0.0)))
    bb = h.call("fabs", sb)
    u = h.fma(h.f(-HALF_MAX), bb, h.call("fabs", sa))
    top = fn.select(fn.fcmp("oge", u, h.op("fmul", bb, h.f(16.0))), inf, h.f(HALF_MAX))
    return fn.select(over, h.call("copysign", top, q), fn.select(fn.fcmp("uno", c, c), q, c))


# erf on |x| < 0.875: x (C + z P(z)), z = x^2, C split over a half and the rest (the
# degree-3 fit is within 4.7e-5 relative); on [0.875, 2.75]: 1 - e^-z R(a), R fitted to
# erfc(a) e^(a^2) in a - 1.1875 below 1.5 and a - 2.125 above (within 1.7e-4 relative
# with half coefficients); above 2.75 erf rounds to 1 in half
ERF_SMALL = 0.875
ERF_C = 1.1283772257865041
ERF_P = (-0.37588866333902576, 0.11064150259556796, -0.020945090694995352)
ERF_R = ((1.1875, (0.38130336526390135, -0.22276758231415272, 0.11679838738042546, -0.057071281926594476,
                   0.02483618640246312)),
         (2.125, (0.2426672671985104, -0.09699818784848303, 0.036532911997151564, -0.013547808170994803,
                  0.004413053390608931)))


def erf(em: "Emitter", x: Val) -> Val:
    """erf by the fits above, odd by copysign. The upper part (an exp) only where a lane
    needs it, as vecmath's erf: GELU's inputs are mostly below 0.875 (BERT's GELU in half
    took 51 us for 128x1024 with it always computed, float32's branching one 24 us)."""
    h = _Half(em, x.ty)
    fn = h.fn
    a = h.call("fabs", x)
    z = h.op("fmul", a, a)
    c_hi = float(np.float16(ERF_C))
    p = h.fma(z, h.horner(z, ERF_P), h.f(ERF_C - c_hi))
    small = h.fma(a, h.f(c_hi), h.op("fmul", a, p))
    upper = fn.fcmp("uge", a, h.f(ERF_SMALL))  # NaN too
    near, far, join = fn.current, fn.label("herfc"), fn.label("herf_done")
    anywhere = upper if not is_vector(x.ty) else fn.intrinsic(
        f"llvm.vector.reduce.or.{type_suffix(upper.ty)}", "i1", [upper])
    fn.cbr(anywhere, far, join)
    fn.block(far)
    lower = h.lt(a, h.f(1.5))
    (m0, r0), (m1, r1) = ERF_R
    t = h.op("fsub", a, fn.select(lower, h.f(m0), h.f(m1)))
    acc = fn.select(lower, h.f(r0[-1]), h.f(r1[-1]))
    for c0, c1 in zip(reversed(r0[:-1]), reversed(r1[:-1])):
        acc = h.fma(acc, t, fn.select(lower, h.f(c0), h.f(c1)))
    big = h.op("fsub", h.f(1.0), h.op("fmul", exp(em, fn.fneg(z)), acc))
    big = fn.select(fn.fcmp("ogt", a, h.f(2.75)), h.f(1.0), big)
    both = fn.select(upper, big, small)
    far_end = fn.current
    fn.br(join)
    fn.block(join)
    return h.call("copysign", fn.phi(h.ty, [(small, near), (both, far_end)]), x)


FUNCTIONS: dict[str, Callable[..., Val]] = {"exp": exp, "exp_nonpositive": exp, "sigmoid": sigmoid,
                                             "tanh": tanh, "mul_sigmoid": mul_sigmoid, "erf": erf}


def apply(em: "Emitter", name: str, args: list[Val]) -> Val | None:
    """The half function, or None where there is none (the caller computes in float32)."""
    f = FUNCTIONS.get(name)
    if f is None:
        return None
    return f(em, *args)
