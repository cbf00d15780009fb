"""Accurate float32 math as LLVM IR text, for scalars, fixed and scalable vectors.

LLVM lowers ``llvm.exp`` and friends on vectors to one libm call per lane (about 10x slower
than an inline polynomial), so the SIMD lowering uses these instead. Every function is
written with elementwise operations only (fadd/fsub/fmul/fdiv/fneg, fcmp, select, bitcast,
i32 add/sub/and/shl/ashr/icmp, i1 and/or/xor, fptosi/sitofp, ``splat (...)`` constants) and the
intrinsics ``llvm.fmuladd``, ``llvm.fabs`` and ``llvm.copysign``. No shuffles or lane
loops, so the same text works for ``float``, ``<N x float>`` and ``<vscale x N x float>``
(Arm SVE, RISC-V V).

API (pure functions, returns text; llvmlite is not imported):

    FUNCTIONS                        ("exp", "log", "tanh", "sigmoid", "erf", "pow")
    ARITY[name]                      1, or 2 for pow
    symbol(name, ty) -> str          e.g. '@jr.exp.v16f32' (valid in a call as written)
    math_function(name, ty) -> (symbol, text)
        text = this function's `declare` lines for intrinsics, then its `define internal
        ... alwaysinline`. Self-contained: one of them can go into a module as is.
    install(module, name, ty) -> str adds the function (and the declarations it needs) to
        an llir.Module, once; returns its symbol. The lowerings' way in.
    module_text(requests) -> str     requests: iterable of (name, ty). A module of all
        their definitions, each once, after the declarations they need.

``ty`` is "float", "<N x float>" or "<vscale x N x float>". Unary functions take
``%x``; pow takes ``%x, %y`` and computes x**y with numpy float32 semantics.

Design choices:
* Polynomial steps use ``llvm.fmuladd``: one fused FMA wherever the target has FMA
  (AVX2, AVX-512, NEON, SVE, RVV), a mul+add elsewhere. ``llvm.fma`` would become a libm
  call per lane on SSE2. The steps whose exactness matters never rely on fusion: Cody-Waite
  uses a 15-bit ln2_hi (n*ln2_hi exact), rounding to integer uses the 1.5*2^23 shift
  (no fast-math flags here, so it is not folded), and pow uses Dekker's exact product.
* No fast-math flags at all: the range reductions depend on exact IEEE rounding.
* pow: log|x| as a float-float pair (no double precision needed, so it vectorizes the
  same everywhere), y*log|x| as an exact product, then exp of the pair.
* Coefficients are our own fits: weighted minimax (Lawson-iterated least squares) in
  float64 against mpmath on Chebyshev nodes, the error weighted by the final relative
  error, then each coefficient rounded to float32 and the higher ones refitted (greedy).
  The values below are those float32 numbers; ``_c`` checks they are exactly float32.

Measured against float64 (every float32 input for the unary functions; 18M random pairs
over the whole range for pow), max error where the result is a normal float32, with FMA
(AVX-512) / without (SSE2): exp 1.02/0.99 ulp, log 0.93/0.92, tanh 1.33/1.33, sigmoid
1.97/1.97, erf 1.41/1.76, pow 2.0/2.0; the AVX-512 builds (native_ldexp: vscalefps, Horner
exp, sigmoid by vdivps) exp 0.86, log 0.91, tanh 1.33, sigmoid 2.15, erf 1.14, pow 1.40;
lowering's exp_nonpositive (degree 5) 2.2, on AVX-512 (one-step reduction) 4.8, and
mul_sigmoid 4.1. Denormal results: abs error < 1e-45 for exp and
sigmoid, at most ~1 denormal ulp (1.45e-45) for erf and pow. All widths give identical
bits; the SVE build gives the same bits as AVX-512 (qemu, 128- to 2048-bit vectors).
Reproduce: python3 tests/test_vecmath.py [--exhaustive]  (test sample; every float32)
"""
from __future__ import annotations

import re
import struct
from functools import lru_cache
from typing import Callable, Iterable

from ..dsl.builtins import BUILTINS
from .llir import Function, Module, Val, const, zero

FUNCTIONS = tuple(b.name for b in BUILTINS.values() if b.polynomial)  # the language's, as dsl/builtins.py says
ARITY = {name: BUILTINS[name].arity for name in FUNCTIONS}

_TY = re.compile(r"^\s*(?:(float)|<\s*(vscale\s+x\s+)?(\d+)\s+x\s+float\s*>)\s*$")

# exp: e^r = 1 + r + r^2 * Q(r) on |r| <= ln2/2, relative error 3.7e-9.
EXP_Q = (0.5, 0.16666534543037415, 0.04166724160313606, 0.008367432281374931,
         0.001386340823955834)
# exp, one degree less (exp_nonpositive, for softmax-style normalizations whose contract
# is far looser than an ulp): relative error 1.05e-7, one FMA fewer per vector.
EXP_Q5 = (0.499992311000824, 0.16667112708091736, 0.04189017787575722, 0.008312688209116459)
# log: log1p(f) = f + f^2 * U(f) on [sqrt(1/2)-1, sqrt(2)-1], relative error 5.8e-9.
LOG_U = (-0.5, 0.3333333134651184, -0.2500081956386566, 0.2000124156475067,
         -0.166234090924263, 0.14201579988002777, -0.13159610331058502,
         0.12762217223644257, -0.07636439055204391)
# tanh: tanh(x) = x + x^3 * P(x^2) on [0, 0.625], relative error 4.5e-9.
TANH_P = (-0.3333328068256378, 0.13331405818462372, -0.05373651534318924,
          0.02062816731631756, -0.0056922961957752705)
# erf: erf(x) = x*C + x*P(x^2) on [0, 0.875], C = float32(2/sqrt(pi)); P(0) carries the
# rounding error of C. Relative error 8.6e-9. (Up to 0.875 x*C < 1, in the result's binade.)
ERF_C = 1.128379225730896
ERF_P = (-6.823184151016903e-08, -0.3761255145072937, 0.11282464861869812,
         -0.026791779324412346, 0.005032617133110762, -0.000620539125520736)
# erfc: erfc(a) = exp(-a^2) * R(1/a) on [0.875, 4]; error relative to erf(a) 2.1e-9.
ERFC_R = (-0.0004228499601595104, 0.5652416944503784, 0.020476084202528,
          -0.43837717175483704, 0.488039493560791, -0.28721967339515686,
          0.0928320661187172, -0.012986063957214355)
# pow: log1p(f) = 2s + s^3 * S(s^2), s = f/(2+f), |s| <= 0.1716; error 2.5e-11.
POW_S = (0.6666666269302368, 0.40000975131988525, 0.28498485684394836,
         0.24286235868930817)

LOG2E = 1.4426950216293335          # float32(log2(e))
LN2_HI = 0.693145751953125          # ln2 to 15 bits: n * LN2_HI is exact for |n| < 512
LN2_LO = 1.428606765330187e-06      # float32(ln2 - LN2_HI)
LN2 = 0.6931471824645996            # float32(ln2), 1.9e-9 above ln2
SHIFT = 12582912.0                  # 1.5 * 2^23: (t + SHIFT) - SHIFT == rint(t), |t| < 2^22
INF = float("inf")


def _c(v: float) -> str:
    """Hex literal of a float32 value, checked to be exactly representable."""
    d = float(v)
    if d == d and struct.unpack("<f", struct.pack("<f", d))[0] != d:
        raise ValueError(f"{v!r} is not a float32 value")
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", d))[0]


def _parse(ty: str) -> tuple[str, str, str]:
    """-> (normalized type, vector prefix like '<vscale x 4 x ' or '', intrinsic suffix)."""
    m = _TY.match(ty)
    if not m:
        raise ValueError(f"unsupported type {ty!r}: want float, <N x float> or "
                         "<vscale x N x float>")
    if m.group(1):
        return "float", "", "f32"
    n, scal = int(m.group(3)), bool(m.group(2))
    if n < 1:
        raise ValueError(f"unsupported type {ty!r}: zero lanes")
    pre = f"<vscale x {n} x " if scal else f"<{n} x "
    return pre + "float>", pre, ("nxv" if scal else "v") + f"{n}f32"


class _Emit:
    """One math function's straight-line body: float operations on the working type (a
    scalar or vector of floats), its i32 and i1 companions, and the intrinsics they need,
    each method one instruction of an llir.Function (temporaries %t0, %t1, ...)."""

    def __init__(self, ty: str, native_ldexp: bool = False):
        self.ty, self.pre, self.sfx = _parse(ty)
        self.native_ldexp = native_ldexp and bool(self.pre)  # vectors only
        self.ity = self.pre + "i32>" if self.pre else "i32"
        self.bty = self.pre + "i1>" if self.pre else "i1"
        self.fn = Function(Module(), hint="t", first=-1)

    @property
    def avx512(self) -> bool:
        """x86 vectors with AVX-512 instructions (vscalefps, vrndscaleps)."""
        return self.native_ldexp and self.sfx in ("v16f32", "v8f32", "v4f32")

    def arg(self, name: str) -> Val:
        return Val(name, self.ty)

    def f(self, v: float) -> Val:            # float constant of the working type
        _c(v)
        return const(self.ty, v)

    def i(self, v: int) -> Val:              # i32 constant of the working type
        return const(self.ity, v)

    def add(self, a: Val, b: Val) -> Val: return self.fn.binop("fadd", a, b)
    def sub(self, a: Val, b: Val) -> Val: return self.fn.binop("fsub", a, b)
    def mul(self, a: Val, b: Val) -> Val: return self.fn.binop("fmul", a, b)
    def div(self, a: Val, b: Val) -> Val: return self.fn.binop("fdiv", a, b)

    def rdiv(self, a: Val, b: Val) -> Val:
        """a / b through a reciprocal estimate and a Newton step where the target has one
        (vdivps is the slowest instruction in these loops). `fast` makes a NaN or infinite
        operand poison: callers select such lanes away afterwards."""
        return self.fn.binop("fdiv", a, b, "fast ")
    def neg(self, a: Val) -> Val: return self.fn.fneg(a)
    def iop(self, opc: str, a: Val, b: Val) -> Val: return self.fn.binop(opc, a, b)
    def cmp(self, pred: str, a: Val, b: Val) -> Val: return self.fn.fcmp(pred, a, b)
    def bor(self, a: Val, b: Val) -> Val: return self.fn.or_(a, b)
    def band(self, a: Val, b: Val) -> Val: return self.fn.and_(a, b)
    def f2i(self, a: Val) -> Val: return self.fn.cast("fptosi", a, self.ity)
    def i2f(self, a: Val) -> Val: return self.fn.cast("sitofp", a, self.ty)
    def bits(self, a: Val) -> Val: return self.fn.cast("bitcast", a, self.ity)
    def flt(self, a: Val) -> Val: return self.fn.cast("bitcast", a, self.ty)
    def sel(self, c: Val, a: Val, b: Val) -> Val: return self.fn.select(c, a, b)

    def call(self, intr: str, *args: Val) -> Val:
        return self.fn.intrinsic(f"llvm.{intr}.{self.sfx}", self.ty, args)

    def scalef(self, a: Val, n: Val) -> Val:
        """a * 2^floor(n) with float n, rounding once: AVX-512 vscalefps (native_ldexp only)."""
        width = {"v16f32": 512, "v8f32": 256, "v4f32": 128}[self.sfx]
        args = [a, n, zero(self.ty), Val("-1", "i16" if width == 512 else "i8")]
        args += [Val("4", "i32")] if width == 512 else []  # rounding: the current mode
        return self.fn.intrinsic(f"llvm.x86.avx512.mask.scalef.ps.{width}", self.ty, args)

    def ldexp(self, a: Val, n: Val) -> Val:
        """a * 2^n rounded once (one vscalefps on AVX-512); only where native_ldexp."""
        return self.fn.intrinsic(f"llvm.ldexp.{self.sfx}.{self.sfx.replace('f32', 'i32')}", self.ty, [a, n])

    def fma(self, a: Val, b: Val, c: Val) -> Val: return self.call("fmuladd", a, b, c)
    def abs(self, a: Val) -> Val: return self.call("fabs", a)

    def any(self, c: Val) -> Val:
        """Whether c holds in some lane (an i1)."""
        if not self.pre:
            return c
        return self.fn.intrinsic(f"llvm.vector.reduce.or.{self.sfx.replace('f32', 'i1')}", "i1", [c])
    def copysign(self, a: Val, b: Val) -> Val: return self.call("copysign", a, b)

    def horner(self, x, coefs):
        acc = self.f(coefs[-1])
        for c in reversed(coefs[:-1]):
            acc = self.fma(acc, x, self.f(c))
        return acc

    def clamp(self, x, lo, hi):
        """min(max(x, lo), hi) as compare+select (minps/maxps); NaN becomes hi."""
        t = self.sel(self.cmp("olt", x, self.f(hi)), x, self.f(hi))
        return self.sel(self.cmp("ogt", t, self.f(lo)), t, self.f(lo))

    def split(self, a):
        """Veltkamp split a = hi + lo, each with <= 12 significant bits (|a| < 8e34)."""
        c = self.mul(a, self.f(4097.0))
        hi = self.sub(c, self.sub(c, a))
        return hi, self.sub(a, hi)

    def two_prod(self, a, b):
        """Dekker: (p, e) with p = fl(a*b) and p + e == a*b exactly, without FMA."""
        p = self.mul(a, b)
        ah, al = self.split(a)
        bh, bl = self.split(b)
        e = self.sub(self.mul(ah, bh), p)
        e = self.add(e, self.mul(ah, bl))
        e = self.add(e, self.mul(al, bh))
        return p, self.add(e, self.mul(al, bl))


def _exp(b: _Emit, x, xlo=None, nan=True, nonpositive=False, short=False, coarse=False):
    """e^(x + xlo). Cody-Waite: n = rint(x/ln2) by the 1.5*2^23 shift, r = x - n*ln2 (hi
    part exact), e^r - 1 = r + r^2 Q(r). n is read from the bits of the shifted sum (no
    fptosi, so NaN stays defined and propagates through the arithmetic: no select). The
    scale 2^n is applied in halves, 2^h1 * (1 + em1) exactly, then * 2^h2 rounding once,
    so overflow gives inf and results in the denormal range round (within one denormal
    ulp). Below -104 the result is 0 (exp(-104) rounds to 0), above 89 x is clamped (exp(89)
    overflows), by compare-and-select that lets NaN through. `nan` is kept for callers; NaN is free.
    With native_ldexp the scaling is one instruction (vscalefps), rounding once.
    A range fact from the caller drops a clamp: `nonpositive` (x <= 0 or NaN, e.g. x
    minus the max of its row). `short`: the degree-5 polynomial EXP_Q5 (about 2 ulp);
    `coarse` (AVX-512 only): also a one-step reduction with float32(ln2) (about 5 ulp)."""
    q = EXP_Q5 if short else EXP_Q
    # below -104 the result is 0 by a select, computed on x = 0: an operation whose result
    # underflows costs an FP assist on Intel cores (~150 cycles per instruction, FTZ off),
    # so a row of masked scores (-1e4, -3.4e38) took a softmax 2.5x as long
    under = b.cmp("olt", x, b.f(-104.0))
    xc = b.sel(under, b.f(0.0), x)
    return b.sel(under, b.f(0.0), _exp_in_range(b, x, xc, xlo, nonpositive, q, coarse))


def _exp_in_range(b: _Emit, x, xc, xlo, nonpositive: bool, q, coarse: bool):
    """e^(xc + xlo), xc >= -104 (or NaN)."""
    if not nonpositive:  # the caller may know x <= 0 (or NaN)
        xc = b.sel(b.cmp("ogt", xc, b.f(89.0)), b.f(89.0), xc)
    if xlo is not None:  # clamped -> the low part is meaningless (and may be NaN)
        inside = b.band(b.cmp("ogt", x, b.f(-104.0)), b.cmp("olt", x, b.f(89.0)))
        xlo = b.sel(inside, xlo, b.f(0.0))
    if b.avx512:
        # AVX-512: one vrndscaleps for rint, one vscalefps for the scaling (float n), and
        # e^r as one Horner chain 1 + r(1 + r(1/2 + ...)): six FMAs, no r^2, no +1
        n = b.call("roundeven", b.mul(xc, b.f(LOG2E)))
        if coarse and xlo is None:
            # one fused step with float32(ln2): r off by |n| * 1.9e-9 <= 2.9e-7 (n >= -150),
            # relative to e^r; the degree-5 callers' budget allows it, one FMA fewer
            r = b.fma(n, b.f(-LN2), xc)
            return b.scalef(b.horner(r, (1.0, 1.0) + q), n)
        r = b.fma(n, b.f(-LN2_HI), xc)
        r = b.fma(n, b.f(-LN2_LO), r)
        if xlo is not None:
            r = b.add(r, xlo)
        return b.scalef(b.horner(r, (1.0, 1.0) + q), n)
    t = b.add(b.mul(xc, b.f(LOG2E)), b.f(SHIFT))
    n = b.sub(t, b.f(SHIFT))
    r = b.fma(n, b.f(-LN2_HI), xc)  # exact, fused or not
    r = b.fma(n, b.f(-LN2_LO), r)
    if xlo is not None:
        r = b.add(r, xlo)
    em1 = b.fma(b.mul(r, r), b.horner(r, q), r)
    ni = b.iop("sub", b.bits(t), b.i(0x4B400000))  # n: the shift's low mantissa bits
    if b.native_ldexp:  # the hardware scales with correct overflow and denormal rounding
        return b.ldexp(b.add(em1, b.f(1.0)), ni)
    h1 = b.iop("ashr", ni, b.i(1))
    h2 = b.iop("sub", ni, h1)
    s1 = b.flt(b.iop("shl", b.iop("add", h1, b.i(127)), b.i(23)))
    s2 = b.flt(b.iop("shl", b.iop("add", h2, b.i(127)), b.i(23)))
    return b.mul(b.fma(em1, s1, s1), s2)


def _frexp(b: _Emit, ax):
    """|x| = 2^e * m with m in [sqrt(1/2), sqrt(2)); denormals are scaled by 2^23 first.
    Returns (e as float, f = m - 1 exactly). Garbage (never poison) for 0, inf, NaN."""
    den = b.cmp("olt", ax, b.f(2.0 ** -126))
    ax = b.sel(den, b.mul(ax, b.f(2.0 ** 23)), ax)
    adj = b.sel(den, b.i(-23), b.i(0))
    ix = b.bits(ax)
    k = b.iop("ashr", b.iop("sub", ix, b.i(0x3F3504F3)), b.i(23))  # 0x3F3504F3 ~ sqrt(.5)
    m = b.flt(b.iop("sub", ix, b.iop("shl", k, b.i(23))))
    return b.i2f(b.iop("add", k, adj)), b.sub(m, b.f(1.0))


def _log(b: _Emit, x):
    """log(x) = e*ln2 + log1p(f): frexp-style split, f = m - 1 is exact, the polynomial
    f + f^2 U(f) keeps full relative accuracy near x = 1; e*ln2 is added hi/lo."""
    e, f = _frexp(b, x)
    p = b.fma(b.mul(f, f), b.horner(f, LOG_U), f)
    r = b.fma(e, b.f(LN2_HI), b.fma(e, b.f(LN2_LO), p))
    r = b.sel(b.cmp("oeq", x, b.f(INF)), b.f(INF), r)
    r = b.sel(b.cmp("olt", x, b.f(0.0)), b.f(float("nan")), r)
    r = b.sel(b.cmp("oeq", x, b.f(0.0)), b.f(-INF), r)
    return b.sel(b.cmp("uno", x, x), x, r)


def _tanh(b: _Emit, x):
    """|x| < 0.625: x + x^3 P(x^2) (relative accuracy down to denormals, no cancellation);
    above: 1 - 2/(e^(2|x|) + 1), which is >= 0.55 there so the subtraction loses nothing,
    and saturates to 1 by itself once e^(2|x|) is large or inf. Odd: copysign at the end."""
    a = b.abs(x)
    z = b.mul(a, a)
    small = b.fma(b.mul(a, z), b.horner(z, TANH_P), a)
    e = _exp(b, b.add(a, a))
    big = b.sub(b.f(1.0), b.div(b.f(2.0), b.add(e, b.f(1.0))))
    return b.copysign(b.sel(b.cmp("olt", a, b.f(0.625)), small, big), x)


def _sigmoid(b: _Emit, x):
    """e = exp(-|x|) in (0, 1] never overflows; 1/(1+e) for x >= 0 and e/(1+e) for x < 0,
    so the result is relatively accurate for very negative x (down to denormals). The
    division: see _quotient."""
    e = _exp(b, b.neg(b.abs(x)), nonpositive=True)
    d = b.add(e, b.f(1.0))
    num = b.sel(b.cmp("olt", x, b.f(0.0)), e, b.f(1.0))
    return _quotient(b, num, d, x, correct=True)


def _quotient(b: _Emit, num, d, x, correct: bool = False):
    """num / d for d = 1 + exp(-|x|) in [1, 2] (NaN only with x). AVX-512: a true
    division; the FMA pipes are the bottleneck of these loops and vdivps runs beside them
    (faster than vrcp14ps with a Newton step, and correctly rounded). Elsewhere: the
    reciprocal estimate and a Newton step, NaN lanes taking x. `correct` (a finite num):
    one more step on the quotient, q + (num - d*q) * r with the residual exact in an FMA,
    so sigmoid(0) is 0.5 and sigmoid(20) is 1 on AVX2/SSE/NEON too (the estimate's
    quotient was one ulp low: 0.49999997, 0.99999994)."""
    if b.avx512:
        return b.div(num, d)
    rcp = b.rdiv(b.f(1.0), d)                        # 1/d from the estimate and a Newton step
    nan = b.cmp("uno", x, x)
    q = b.mul(num, rcp)
    if correct:
        q = b.fma(b.fma(b.neg(d), q, num), rcp, q)
    return b.sel(nan, x, q)


def _mul_sigmoid(b: _Emit, a, x):
    """a * sigmoid(x) as one quotient: (a * e or a) / (1 + e), e = exp(-|x|). Saves the
    multiply by a (swish, gelu_tanh) and rounds a*e once before the division; e from the
    degree-5 polynomial (these activations' contract is 1e-5, the result stays ~3 ulp)."""
    e = _exp(b, b.neg(b.abs(x)), nonpositive=True, short=True)
    d = b.add(e, b.f(1.0))
    num = b.sel(b.cmp("olt", x, b.f(0.0)), b.mul(a, e), a)
    return _quotient(b, num, d, x)


def _erf(b: _Emit, x):
    """|x| < 0.875: x*C + x*P(x^2) (C = 2/sqrt(pi) split over two terms; x*C stays below 1,
    so an unfused x*C rounds no worse than the result; evaluated on x*2^32 and scaled
    back, which is exact except for denormal results, which then round about once).
    Above: 1 - erfc,
    erfc = exp(-a^2) R(1/a) with a^2 = hi + lo (lo exact when fused, else 0), using
    exp(-hi-lo) = exp(-hi)(1-lo); a is clamped to 4, where 1 - erfc rounds to 1."""
    a = b.abs(x)
    z = b.mul(a, a)
    sa = b.mul(a, b.f(2.0 ** 32))  # scaled: sa*P(z) must not underflow for tiny a
    small = b.mul(b.fma(sa, b.f(ERF_C), b.mul(sa, b.horner(z, ERF_P))), b.f(2.0 ** -32))
    # erfc (a division, an exp) only where a lane needs it: GELU's inputs are mostly below
    # 0.875 (BERT's: all but a few lanes), and GELU ran 78 us for 128x1024 with it always
    # computed, about twice the rest (one thread, Xeon)
    fn = b.fn
    near, far, join = fn.current, fn.label("erfc"), fn.label("erf_done")
    fn.cbr(b.any(b.cmp("uge", a, b.f(0.875))), far, join)
    fn.block(far)
    ac = b.clamp(a, 0.875, 4.0)
    hi = b.mul(ac, ac)
    lo = b.fma(ac, ac, b.neg(hi))
    q = b.horner(b.div(b.f(1.0), ac), ERFC_R)
    erfc = b.mul(_exp(b, b.neg(hi), nan=False), b.fma(b.neg(lo), q, q))
    both = b.sel(b.cmp("olt", a, b.f(0.875)), small, b.sub(b.f(1.0), erfc))
    far_end = fn.current
    fn.br(join)
    fn.block(join)
    r = b.copysign(fn.phi(b.ty, [(small, near), (both, far_end)]), x)
    return b.sel(b.cmp("uno", x, x), x, r)


def _pow(b: _Emit, x, y):
    """x**y = exp(y * ln|x|) with ln|x| as a float-float pair: ln|x| = e*ln2 + 2s + s^3 S(s^2),
    s = f/(2+f) carried as s_hi + s_lo (exact residual), and y*ln|x| by Dekker's exact
    product, so the exponent argument has ~2^-30 relative error (|y ln x| <= 104 matters,
    hence ~1-2 ulp). Specials (zeros, infs, NaN, x = +-1, y = 0, negative x) follow
    C99/numpy powf and are applied by selects at the end; y = 1 and y = 2 are exact."""
    ax = b.abs(x)
    e, f = _frexp(b, ax)
    u = b.add(f, b.f(2.0))
    ulo = b.sub(f, b.sub(u, b.f(2.0)))            # 2 + f == u + ulo exactly
    ru = b.div(b.f(1.0), u)
    sh = b.mul(f, ru)                             # ~ f/u; the residual below fixes it
    p, pe = b.two_prod(sh, u)
    rho = b.sub(b.sub(b.sub(f, p), pe), b.mul(sh, ulo))  # f - sh*(u+ulo), f - p exact
    sl = b.mul(rho, ru)
    s2 = b.mul(sh, sh)
    tail = b.mul(b.mul(sh, s2), b.horner(s2, POW_S))
    big = b.mul(e, b.f(LN2_HI))                   # exact
    two_s = b.add(sh, sh)
    hi = b.add(big, two_s)                        # Fast2Sum: |big| >= |2s| or big == 0
    lo = b.sub(two_s, b.sub(hi, big))
    dlog = b.fma(s2, b.f(2.0), b.f(2.0))          # d/ds (2s + s^3 S(s^2)) ~ 2 + 2 s^2
    lo = b.add(lo, b.fma(e, b.f(LN2_LO), b.fma(sl, dlog, tail)))
    t = b.add(hi, lo)                             # renormalize, so that |lo| <= ulp(hi)
    hi, lo = t, b.sub(lo, b.sub(t, hi))
    yh, yl = b.two_prod(y, hi)
    yl = b.fma(y, lo, yl)
    mag = _exp(b, yh, yl, nan=False)
    # y odd integer? (floats >= 2^24 are even integers; keep fptosi away from NaN/huge)
    ay = b.abs(y)
    yin = b.cmp("olt", ay, b.f(2.0 ** 24))
    yi = b.f2i(b.sel(yin, y, b.f(0.0)))
    is_int = b.bor(b.cmp("oge", ay, b.f(2.0 ** 24)), b.cmp("oeq", b.i2f(yi), y))
    odd = b.band(is_int, b.fn.icmp("ne", b.iop("and", yi, b.i(1)), b.i(0)))
    # |x| in {0, inf} or |y| == inf: result is 0 or inf depending on sign of y*log|x|.
    special = b.bor(b.bor(b.cmp("oeq", ax, b.f(0.0)), b.cmp("oeq", ax, b.f(INF))),
                    b.cmp("oeq", ay, b.f(INF)))
    grows = b.fn.icmp("eq", b.cmp("ogt", y, b.f(0.0)), b.cmp("ogt", ax, b.f(1.0)))
    r = b.sel(special, b.sel(grows, b.f(INF), b.f(0.0)), mag)
    r = b.sel(b.cmp("oeq", ax, b.f(1.0)), b.f(1.0), r)
    r = b.sel(odd, b.copysign(r, x), r)
    neg_finite = b.band(b.cmp("olt", x, b.f(0.0)), b.cmp("one", x, b.f(-INF)))
    invalid = b.bor(b.cmp("uno", x, y), b.band(neg_finite, b.fn.xor(is_int, const(b.bty, "true"))))
    r = b.sel(invalid, b.f(float("nan")), r)
    r = b.sel(b.cmp("oeq", y, b.f(2.0)), b.mul(x, x), r)   # exact cases numpy gets exact
    r = b.sel(b.cmp("oeq", y, b.f(1.0)), x, r)
    one = b.bor(b.cmp("oeq", y, b.f(0.0)), b.cmp("oeq", x, b.f(1.0)))
    return b.sel(one, b.f(1.0), r)


_GEN: dict[str, Callable[..., Val]] = {"exp": _exp, "log": _log, "tanh": _tanh, "sigmoid": _sigmoid, "erf": _erf,
        "pow": _pow,
        # exp of an argument known to be <= 0 or NaN (x minus the max of its row): no
        # overflow clamp, the shorter polynomial and (AVX-512) the one-step reduction:
        # softmax's terms need ~1e-6, not an ulp. Lowering's own variant, not one of the
        # language's FUNCTIONS.
        "exp_nonpositive": lambda b, x: _exp(b, x, nonpositive=True, short=True, coarse=True),
        # a * sigmoid(x): lowering's fused form of the product
        "mul_sigmoid": _mul_sigmoid}
ARITY.update(exp_nonpositive=1, mul_sigmoid=2)


def symbol(name: str, ty: str) -> str:
    """Global name of `name` over `ty`, e.g. '@jr.exp.v16f32' (dots are legal unquoted)."""
    if name not in _GEN:
        raise ValueError(f"unknown math function {name!r}; have {FUNCTIONS}")
    return f"@jr.{name}.{_parse(ty)[2]}"


@lru_cache(maxsize=None)
def _build(name: str, ty: str, native_ldexp: bool = False) -> tuple[str, tuple[str, ...], str]:
    """(symbol, the declarations its body needs, its definition)."""
    sym = symbol(name, ty)
    b = _Emit(ty, native_ldexp)
    args = ["%x", "%y"][:ARITY[name]]
    b.fn.ret(_GEN[name](b, *(b.arg(a) for a in args)))
    params = ", ".join(f"{b.ty} {a}" for a in args)
    text = b.fn.define(f'define internal {b.ty} @"{sym[1:]}"({params}) alwaysinline nounwind')
    return sym, tuple(sorted(b.fn.module.decls.values())), text


def install(module: Module, name: str, ty: str, native_ldexp: bool = False) -> str:
    """Define `name` over `ty` in module (once, with the declarations it needs); returns
    its symbol. native_ldexp: the target has a vector ldexp instruction (AVX-512
    vscalefps); exp then scales with it."""
    sym, decls, text = _build(name, ty, native_ldexp)
    for line in sorted(decls):
        module.declare_text(line)
    return module.helper(text, sym)


def math_function(name: str, ty: str) -> tuple[str, str]:
    """(symbol, text): the intrinsic `declare` lines this function needs, then its
    `define internal ... alwaysinline`: a module of its own. Several functions go into one
    module through install (or module_text), which declares each intrinsic once."""
    sym, decls, text = _build(name, ty)
    return sym, "".join(d + "\n" for d in sorted(decls)) + "\n" + text


def module_text(requests: Iterable[tuple[str, str]], native_ldexp: bool = False) -> str:
    """A module defining every (name, ty) requested (each once), after the declarations
    they need."""
    module = Module()
    for name, ty in requests:
        install(module, name, ty, native_ldexp)
    return module.text()
