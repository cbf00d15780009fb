"""lowering/rewrite.py: each rule over the loop IR, text in and text out (the loop IR's
printer), where it fires and where its premise fails; and the index folding table of
loops.py."""
from __future__ import annotations

import pytest

import jit_runtime as jr
from jit_runtime.lowering import rewrite as R
from jit_runtime.lowering.loops import IBin, IConst, ISize, IVar, ibin, show_kernel

OPS = jr.load_ops("""
op swish2(x: f32[N]) -> y: f32[N] {
    y[i] = sigmoid(x[i]) * x[i]
}
op row_scale(x: f32[R, C], s: f32[R]) -> y: f32[R, C] {
    y[r, c] = x[r, c] / s[r]
}
op col_scale(x: f32[R, C], s: f32[C]) -> y: f32[R, C] {
    y[r, c] = x[r, c] / s[c]
}
op other_max(x: f32[R, C], z: f32[R, C]) -> y: f32[R, C] {
    m[r] = max[c](z[r, c])
    y[r, c] = exp(x[r, c] - m[r])
}
op padded(x: f32[R, C]) -> y: f32[R, C] {
    m[r] = max[c < C](x[r, c + 1])
    y[r, c] = exp(x[r, c + 1] - m[r])
}
op shifted(x: f32[R, C]) -> y: f32[R, C] {
    m[r] = max[c](x[r, c])
    y[r, c] = exp(x[r, c + 1] - m[r])
}
""")


def _text(op, rules=R.FAST, variant="simd", lanes=True) -> tuple[str, str]:
    """(the loop IR as scheduled, the same after the rules) as text, body lines only."""
    k = jr.lower(op, variant=variant, device="x86-64-v4").lowered.kernel
    body = lambda t: "\n".join(line.strip() for line in t.splitlines() if line.startswith("  ") and  # noqa: E731
                              not line.strip().startswith(("sizes", "scratch")))
    return body(show_kernel(k)), body(show_kernel(R.rewrite(k, rules, lanes)))


def test_mul_sigmoid():
    before, after = _text("swish")
    assert before.splitlines()[-1] == "y[_b0] = (x[_b0] * sigmoid(x[_b0]))"
    assert after.splitlines()[-1] == "y[_b0] = mul_sigmoid(x[_b0], x[_b0])"
    # either operand order
    assert _text(OPS.swish2)[1].splitlines()[-1] == "y[i] = mul_sigmoid(x[i], x[i])"


def test_uniform_divisor():
    """A divisor without lanes becomes one reciprocal; with lanes, or without lanes at
    all (scalar code), the division stays."""
    assert _text(OPS.row_scale)[1].splitlines()[-1] == "y[r, c] = (x[r, c] * recip(s[r]))"
    assert _text(OPS.col_scale)[1].splitlines()[-1] == "y[r, c] = (x[r, c] / s[c])"
    assert _text(OPS.row_scale, lanes=False)[1].splitlines()[-1] == "y[r, c] = (x[r, c] / s[r])"


def test_exp_nonpositive_softmax():
    before, after = _text("softmax")
    assert "_r2.e = exp((x[_b0, c] - m))" in before.splitlines()
    assert "_r2.e = exp_nonpositive((x[_b0, c] - m))" in after.splitlines()
    assert "y[_b0, c] = (e[c] * recip(s))" in after.splitlines()
    # through the alias `m = _r1` as well: log_softmax reads m, not the reduction
    assert "exp_nonpositive((x[_b0, c] - m))" in _text("log_softmax")[1]


@pytest.mark.parametrize("name", ["other_max", "padded", "shifted"])
def test_exp_keeps_its_clamp_without_the_premise(name):
    """The max of another tensor, of a read that may fall out of bounds, or of another
    read: no range fact."""
    before, after = _text(OPS[name])
    assert "exp(" in after and "exp_nonpositive" not in after and before == after


def test_scalar_strategy_takes_no_rules():
    k = jr.lower("softmax", variant="scalar").lowered.kernel
    assert R.rewrite(k, (), False) is k


def test_rules_are_plain_functions():
    """A rule is (value, site) -> value or None; the driver applies the first that fires."""
    from jit_runtime.lowering.loops import Const, Fn
    site = R.Site(jr.lower("relu", variant="simd").lowered.kernel, True)
    double_exp = lambda v, s: Fn("exp2", v.args) if isinstance(v, Fn) and v.name == "exp" else None  # noqa: E731
    v = Fn("exp", (Fn("exp", (Const(1.0),)),))
    assert R.rewrite_value(v, (double_exp,), site) == Fn("exp2", (Fn("exp2", (Const(1.0),)),))
    assert R.rewrite_value(v, (), site) is v


@pytest.mark.parametrize("op,a,b,want", [
    ("+", IConst(2), IConst(3), IConst(5)),
    ("/", IConst(-7), IConst(2), IConst(-4)),  # floor, as in the language
    ("%", IConst(-7), IConst(2), IConst(1)),
    ("/", IConst(7), IConst(0), IBin("/", IConst(7), IConst(0))),  # never folded into an error
    ("+", IConst(0), IVar("i"), IVar("i")),
    ("+", IVar("i"), IConst(0), IVar("i")),
    ("-", IVar("i"), IConst(0), IVar("i")),
    ("*", IConst(0), IVar("i"), IConst(0)),
    ("*", ISize("N"), IConst(0), IConst(0)),
    ("*", IConst(1), IVar("i"), IVar("i")),
    ("*", IVar("i"), IConst(1), IVar("i")),
    ("/", IVar("i"), IConst(1), IVar("i")),
    ("%", IVar("i"), IConst(1), IConst(0)),
    ("-", IConst(0), IVar("i"), IBin("-", IConst(0), IVar("i"))),
    ("*", IVar("i"), ISize("N"), IBin("*", IVar("i"), ISize("N"))),
])
def test_index_folding(op, a, b, want):
    assert ibin(op, a, b) == want
