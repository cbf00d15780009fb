"""Sin, Cos and Tan as generated DSL ops (the language has no trigonometric builtins;
transformers' rotary position embeddings compute them at run time).

Argument reduction (Cody and Waite): q = nearest integer to x * 2/pi, r = x - q * pi/2
(a second pass corrects q by one where x * 2/pi rounded across) with pi/2 in five
parts, the first four of 11 significant bits, and q split into two 12-bit halves
(truncated toward zero), so every product q * part is exact and the
subtractions cancel exactly. Then Cephes' single-precision polynomials on |r| <= pi/4 and
the quadrant q mod 4 pick sin or cos and the sign. Measured against float64: sin and cos
within 2.5 ulp for |x| < 2e6 (tan 4), 3e-7 absolute up to 2^24 * pi/2 (about 2.6e7);
past that the reduction cannot be exact in float32 and the result is NaN (onnxruntime's
libm reduces exactly there). NaN and +-inf give NaN; sin(-0.0) and tan(-0.0) are -0.0."""
from __future__ import annotations

from ._base import Binding, Ctx, binder, gen
from .elementwise import _unary

_REDUCE = (
    "    qa[...] = floor(x[...] * 0.6366197723675814 + 0.5)\n"
    "    qh[...] = where(qa[...] < 0.0, ceil(qa[...] * 0.000244140625), floor(qa[...] * 0.000244140625)) * 4096.0\n"
    "    ql[...] = qa[...] - qh[...]\n"
    "    ra[...] = ((((((((x[...] - qh[...] * 1.5703125) - ql[...] * 1.5703125)\n"
    "               - qh[...] * 0.0004837512969970703) - ql[...] * 0.0004837512969970703)\n"
    "               - qh[...] * 7.549533620476723e-08) - ql[...] * 7.549533620476723e-08)\n"
    "               - qh[...] * 2.5632829192545614e-12) - ql[...] * 2.5632829192545614e-12)\n"
    "               - qa[...] * 6.123233995736766e-17\n"
    # x * 2/pi rounds, so qa may be one off past |x| ~ 1e6: reduce once more by -1, 0 or 1
    "    qb[...] = floor(ra[...] * 0.6366197723675814 + 0.5)\n"
    "    r[...] = ((((ra[...] - qb[...] * 1.5703125) - qb[...] * 0.0004837512969970703)\n"
    "             - qb[...] * 7.549533620476723e-08) - qb[...] * 2.5632829192545614e-12)"
    " - qb[...] * 6.123233995736766e-17\n"
    "    q[...] = qa[...] + qb[...]\n"
    "    z[...] = r[...] * r[...]\n"
    "    s[...] = r[...] + r[...] * z[...] * (-0.16666654611"
    " + z[...] * (0.0083321608736 + z[...] * -0.00019515295891))\n"
    "    c[...] = 1.0 - 0.5 * z[...] + z[...] * z[...] * (0.04166664568298827 + z[...] * (-0.001388731625493765\n"
    "             + z[...] * 2.443315711809948e-05))\n"
    "    m[...] = q[...] - 4.0 * floor(q[...] * 0.25)\n")

TEXTS = {
    "Sin": ("sin", "    v[...] = where(m[...] == 0.0, s[...],"
                   " where(m[...] == 1.0, c[...], where(m[...] == 2.0, -s[...], -c[...])))\n"
                   "    y[...] = where(x[...] == 0.0, x[...], v[...])\n"),
    "Cos": ("cos", "    y[...] = where(m[...] == 0.0, c[...],"
                   " where(m[...] == 1.0, -s[...], where(m[...] == 2.0, -c[...], s[...])))\n"),
    "Tan": ("tan", "    v[...] = where(m[...] == 0.0, s[...] / c[...],"
                   " where(m[...] == 2.0, s[...] / c[...], -c[...] / s[...]))\n"
                   "    y[...] = where(x[...] == 0.0, x[...], v[...])\n"),
}


# past 2^24 * pi/2 the quotient is no exact float32 integer: NaN, not a plausible wrong value
LIMIT = "    y[...] = where(abs(x[...]) > 26353588.0, sqrt(-1.0), w[...])\n"


def _bind_trig(ctx: Ctx) -> Binding:
    name, last = TEXTS[ctx.op_type]
    text = f"op {name}(x: f32[...]) -> y: f32[...] {{\n{_REDUCE}{last.replace('y[...]', 'w[...]')}{LIMIT}}}\n"
    return _unary(ctx, gen(text, name), {}, None)


for _t in TEXTS:
    binder(_t, since=7)(_bind_trig)
