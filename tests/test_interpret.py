"""The float64 interpreter (dsl/interpret.py) against the independent numpy references, and the
language's corner cases: the out-of-bounds rule, NaN, empty reductions, `...` broadcasting,
index arithmetic, attributes, errors and the error magnitude M.

Agreement: the interpreter and tests/reference.py are two float64 evaluations of the same real
function (sometimes by different formulas: gelu's 1 + erf against erfc, Kahan's expm1 against
np.expm1), so they differ by float64 rounding, which the interpreter's own magnitude M bounds:
|interp - ref| <= 1e-12 * (|ref| + M). Nothing here compiles a kernel.
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

import reference as R
from jit_runtime.dsl import interpret as I
from jit_runtime.dsl import load
from jit_runtime.dsl.interpret import evaluate

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES_DIR = R.EXAMPLES_DIR
SEEDS = (0, 1, 2)
SLACK = 1e-12
# Deliberate formula differences larger than float64 rounding: elu and selu take expm1(x) as -1
# below x = -20, where the exact value is within 2.1e-9 of it (far inside the f32 contract).
FORMULA_SLACK = {"elu": 3e-9, "selu": 3e-9}


def _load_dir(path: Path, keyed_by_file: bool) -> dict:
    out = {}
    for f in sorted(path.glob("*.opdsl")):
        for cop in load(f.read_text(), str(f)):
            out[(f.stem, cop.name) if keyed_by_file else cop.name] = cop
    return out


# ops_library/onnx_extra.opdsl (the ops ONNX bindings need) has its references and the
# same interpreter-and-variants checks in tests/test_onnx_bindings.py
LIBRARY = {k: v for k, v in _load_dir(ROOT / "ops_library", keyed_by_file=False).items()
           if not v.op.filename.endswith("onnx_extra.opdsl")}
EXAMPLES = _load_dir(EXAMPLES_DIR, keyed_by_file=True) if EXAMPLES_DIR.is_dir() else {}


def one(text: str):
    (cop,) = load(text, "<test>")
    return cop


def check_against(key, got, mags, refs, slack=SLACK):
    assert len(got) == len(refs) == len(mags)
    for k, (g, m, r) in enumerate(zip(got, mags, refs)):
        r = np.asarray(r, dtype=np.float64)
        assert g.shape == r.shape == m.shape, (key, k, g.shape, r.shape, m.shape)
        assert g.dtype == np.float64 and m.dtype == np.float64
        with np.errstate(all="ignore"):
            ok = (np.abs(g - r) <= slack * (np.abs(r) + m)) | (g == r) | (np.isnan(g) & np.isnan(r))
            # M is a magnitude: never below the value it is the scale of
            m_ok = (m * (1 + 1e-9) >= np.abs(r)) | np.isnan(r)
        if not ok.all():
            bad = np.argwhere(~ok)[:5]
            pytest.fail(f"{key} output {k}: {(~ok).sum()} of {ok.size} differ; (index, interp, ref, M): "
                        + str([(tuple(i), g[tuple(i)], r[tuple(i)], m[tuple(i)]) for i in bad]))
        assert m_ok.all(), (key, k, m[~m_ok][:5], r[~m_ok][:5])


def _alt_hint(key):
    """A second shape per op: size-1 and odd dims (None: the reference's defaults)."""
    if isinstance(key, tuple):
        stem, name = key
        return {"approx": (3, 1, 5), "elementwise": (3, 1, 5), "reductions": (3, 1)}.get(stem) \
            or {"matmul": (1, 4, 2), "conv2d": (1, 2, 5, 4), "maxpool2d": (1, 2, 5, 3)}[name]
    if key in ("batchnorm", "conv2d", "maxpool2d", "avgpool2d", "global_avgpool"):
        return (1, 3, 5, 4)
    if key == "matmul":
        return (3, 1, 4, 2)
    if key in ("gemm", "matmul_panels"):
        return (1, 3, 2)
    if key in ("softmax", "log_softmax", "layernorm", "rmsnorm", "reduce_sum", "reduce_mean",
               "reduce_max"):
        return (1, 4, 1)
    return (2, 1, 7)


def _run(key, cop, seed, hint):
    rng = np.random.default_rng(seed)
    inputs, attrs = R.inputs_for(key, rng, hint)
    snapshot = [x.copy() for x in inputs]
    got, mags = evaluate(cop, inputs, attrs, with_magnitude=True)
    assert all(np.array_equal(a, b) for a, b in zip(inputs, snapshot)), "inputs were modified"
    refs = R.REFERENCES[key](*inputs, **attrs)
    check_against(key, got, mags, refs, FORMULA_SLACK.get(key, SLACK))
    plain = evaluate(cop, inputs, attrs)
    assert all(np.array_equal(a, b, equal_nan=True) for a, b in zip(plain, got))


# --- every library op and every example op against its reference ---------------------------

def test_every_library_op_has_a_reference():
    assert set(LIBRARY) == set(R.LIBRARY)


@pytest.mark.parametrize("hinted", [False, True], ids=["default", "alt"])
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(R.LIBRARY))
def test_library_op(name, seed, hinted):
    _run(name, LIBRARY[name], seed, _alt_hint(name) if hinted else None)


@pytest.mark.skipif(not EXAMPLES, reason=f"no examples at {EXAMPLES_DIR}")
@pytest.mark.parametrize("hinted", [False, True], ids=["default", "alt"])
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("key", sorted(R.EXAMPLES), ids=lambda k: f"{k[0]}.{k[1]}")
def test_example_op(key, seed, hinted):
    _run(key, EXAMPLES[key], seed, _alt_hint(key) if hinted else None)


@pytest.mark.skipif(not EXAMPLES, reason=f"no examples at {EXAMPLES_DIR}")
def test_every_example_op_has_a_reference():
    assert set(EXAMPLES) == set(R.EXAMPLES)


def test_runtime_library_checked_ops_are_interpretable():
    import jit_runtime as jr
    x = np.random.default_rng(5).standard_normal((3, 8)).astype(np.float32)
    (y,) = evaluate(jr.ops["softmax"].checked, [x])
    np.testing.assert_allclose(y, R.softmax(x)[0], rtol=1e-13)


def test_special_values_match_references():
    """NaN, +-inf, -0, denormals and huge values through every library op."""
    specials = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-45, 3e38, -3e38, 1.0, -1.0],
                        np.float32)
    for name, cop in LIBRARY.items():
        inputs, attrs = R.inputs_for(name, np.random.default_rng(0))
        inputs = [x.copy() for x in inputs]
        for x in inputs:
            flat = x.reshape(-1)
            flat[:min(flat.size, specials.size)] = specials[:min(flat.size, specials.size)]
        got, mags = evaluate(cop, inputs, attrs, with_magnitude=True)
        for g, m, r in zip(got, mags, R.LIBRARY[name](*inputs, **attrs)):
            with np.errstate(all="ignore"):
                ok = (g == r) | (np.isnan(g) & np.isnan(r)) | (np.abs(g - r) <= SLACK * (np.abs(r) + m))
            assert ok.all(), (name, g[~ok], r[~ok])
            assert np.array_equal(np.isnan(m), np.isnan(g)), (name, g, m)   # NaN M only at NaN
            assert (m[np.isinf(g)] == np.inf).all()


# --- the out-of-bounds rule ------------------------------------------------------------------

WINDOWS = one("""
op win(x: f32[N]) -> (s: f32[N], mx: f32[N], mn: f32[N], me: f32[N], pr: f32[N]) {
    s[i] = sum[k < 3](x[i + k - 1])
    mx[i] = max[k < 3](x[i + k - 1])
    mn[i] = min[k < 3](x[i + k - 1])
    me[i] = mean[k < 3](x[i + k - 1])
    pr[i] = prod[k < 3](x[i + k - 1])
}""")


def _windows(x):
    """By hand: the in-bounds taps of x[i-1 .. i+1]."""
    taps = [[x[j] for j in (i - 1, i, i + 1) if 0 <= j < len(x)] for i in range(len(x))]
    return [np.array([f(t) for t in taps]) for f in (sum, max, min, np.mean, math.prod)]


@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_out_of_bounds_in_reductions(sign):
    # all-negative (or all-positive) data: max (min) must ignore the padding, not see 0
    x = sign * (1.0 + np.random.default_rng(1).random(6))
    got = evaluate(WINDOWS, [x])
    for g, want in zip(got, _windows(list(x))):
        np.testing.assert_allclose(g, want, rtol=1e-15)


def test_out_of_bounds_outside_a_reduction_reads_zero():
    cop = one("op f(x: f32[N]) -> y: f32[N] { y[i] = x[i + 1] * 2.0 + 1.0 }")
    (y,), (m,) = evaluate(cop, [np.array([1.0, 2.0, 3.0])], with_magnitude=True)
    np.testing.assert_array_equal(y, [5.0, 7.0, 1.0])
    assert m[2] == 1.0 + 1.0  # the 0 read has no magnitude; the + 1.0 is the constant and result


def test_innermost_reduction_owns_the_read():
    cop = one("op f(x: f32[N]) -> y: f32[N] { y[i] = max[j < 3](sum[k < 2](x[i + j + k - 2])) }")
    x = -np.arange(1.0, 6.0)
    (y,) = evaluate(cop, [x])
    want = []
    for i in range(len(x)):
        sums = [sum(x[t] for t in (i + j - 2, i + j - 1) if 0 <= t < len(x)) for j in range(3)]
        want.append(max(sums))   # a window wholly outside sums to 0, and max sees that 0
    np.testing.assert_array_equal(y, want)


def test_out_of_bounds_read_skips_the_whole_iteration():
    # the read need not depend on the reduction index, and a where-arm that is not selected
    # still skips the iteration (every read directly in the body guards it, as the kernel does)
    cop = one("""op f(x: f32[N], w: f32[K]) -> (a: f32[N], b: f32[N], c: f32[N]) {
        a[i] = mean[k](w[k] * x[i + 1])
        b[i] = sum[k](w[k] * x[i + 1])
        c[i] = sum[k < 2](where(k > 5, x[i + k + 1], 1.0))
    }""")
    x, w = np.array([1.0, 2.0, 3.0]), np.array([1.0, 3.0])
    a, b, c = evaluate(cop, [x, w])
    np.testing.assert_array_equal(a, [4.0, 6.0, np.nan])
    np.testing.assert_array_equal(b, [8.0, 12.0, 0.0])
    np.testing.assert_array_equal(c, [2.0, 1.0, 0.0])


def test_library_padding_ops():
    x = np.arange(16.0).reshape(1, 1, 4, 4) - 20.0
    (mp,) = evaluate(LIBRARY["maxpool2d"], [x], dict(kernel_h=3, kernel_w=3, pad_top=1, pad_left=1,
                                                      pad_bottom=1, pad_right=1))
    assert mp[0, 0, 0, 0] == -15.0   # the padding is ignored, not a 0
    attrs = dict(kernel_h=2, kernel_w=2, pad_top=1, pad_left=1, stride_h=2, stride_w=2)
    (avg,) = evaluate(LIBRARY["avgpool2d"], [x], attrs)
    (avg_pad,) = evaluate(LIBRARY["avgpool2d"], [x], dict(attrs, count_include_pad=1))
    assert avg[0, 0, 0, 0] == -20.0 and avg_pad[0, 0, 0, 0] == -5.0


# --- NaN and empty reductions ------------------------------------------------------------------

def test_nan_propagates_through_max_and_min():
    x = np.array([[1.0, np.nan, 3.0], [1.0, 2.0, 3.0]])
    assert np.isnan(evaluate(LIBRARY["reduce_max"], [x])[0][0])
    assert evaluate(LIBRARY["reduce_max"], [x])[0][1] == 3.0
    (y,) = evaluate(LIBRARY["maximum"], [np.array([np.nan, 1.0, -np.inf]), np.array([0.0, np.nan, 2.0])])
    assert np.isnan(y[0]) and np.isnan(y[1]) and y[2] == 2.0
    assert np.isnan(evaluate(LIBRARY["relu"], [np.array(np.nan)])[0])
    assert np.isnan(evaluate(LIBRARY["clip"], [np.array([np.nan])])[0][0])
    cop = one("op f(x: f32[..., N]) -> y: f32[...] { y[...] = min[n](x[..., n]) }")
    np.testing.assert_array_equal(evaluate(cop, [np.array([[2.0, np.nan], [2.0, 1.0]])])[0], [np.nan, 1.0])


def test_empty_reductions():
    x = np.zeros((3, 0))
    assert evaluate(LIBRARY["reduce_sum"], [x])[0].tolist() == [0.0] * 3
    assert evaluate(LIBRARY["reduce_max"], [x])[0].tolist() == [-np.inf] * 3
    assert np.isnan(evaluate(LIBRARY["reduce_mean"], [x])[0]).all()
    cop = one("""op f(x: f32[N]) -> (s: f32[N], mx: f32[N], mn: f32[N], me: f32[N], pr: f32[N]) {
        s[i] = sum[k < 2](x[i + k + N])
        mx[i] = max[k < 2](x[i + k + N])
        mn[i] = min[k < 2](x[i + k + N])
        me[i] = mean[k < 2](x[i + k + N])
        pr[i] = prod[k < 2](x[i + k + N])
    }""")
    (s, mx, mn, me, pr), mags = evaluate(cop, [np.ones(3)], with_magnitude=True)
    assert (s == 0).all() and (mx == -np.inf).all() and (mn == np.inf).all()
    assert np.isnan(me).all() and (pr == 1).all()
    assert (mags[1] == np.inf).all() and np.isnan(mags[3]).all() and (mags[4] == 1).all()


# --- batch dims --------------------------------------------------------------------------------

def test_batch_dims_broadcast():
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((3, 1, 5)), rng.standard_normal((4, 1))
    (y,) = evaluate(LIBRARY["add"], [a, b])
    assert y.shape == (3, 4, 5)
    np.testing.assert_array_equal(y, a + b)
    a, b = rng.standard_normal((2, 1, 3, 4)), rng.standard_normal((5, 4, 2))
    (c,) = evaluate(LIBRARY["matmul"], [a, b])
    np.testing.assert_allclose(c, a @ b, rtol=1e-13)
    # a row temporary m[...] per batch position, 0-d in and out
    (y,) = evaluate(LIBRARY["softmax"], [rng.standard_normal((2, 1, 3, 7))])
    np.testing.assert_allclose(y.sum(axis=-1), 1.0, rtol=1e-14)
    assert evaluate(LIBRARY["relu"], [np.array(-2.0)])[0].shape == ()
    (s,) = evaluate(LIBRARY["reduce_sum"], [np.array([1.0, 2.0])])
    assert s.shape == () and s == 3.0
    # a statement with `...` that reads no `...` tensor still spans the batch
    cop = one("op f(x: f32[..., C], w: f32[C]) -> y: f32[..., C] { t[..., c] = w[c] * 2.0; "
              "y[..., c] = t[..., c] + x[..., c] }")
    (y,) = evaluate(cop, [np.zeros((2, 3, 4)), np.arange(4.0)])
    np.testing.assert_array_equal(y, np.broadcast_to(2 * np.arange(4.0), (2, 3, 4)))


# --- index arithmetic, powers, names as numbers, attributes ------------------------------------

def test_index_arithmetic_powers_and_names():
    cop = one("""op f(x: f32[N], t: int = 3) -> (a: f32[N], b: f32[N], c: f32[N], d: f32[N]) {
        a[i] = x[(i - 2) % N] + x[(i - t) / 2 + 1] * 10.0
        b[i] = i * 0.5 + N + t
        c[i] = x[i] ** -2 + x[i] ** 3 + x[i] ** 0
        d[i] = x[i] ** 2.0 + abs(x[i]) ** 0.5 + floor(x[i]) + ceil(x[i])
    }""")
    x = np.array([-2.0, -1.5, 0.5, 3.0, 4.0])
    a, b, c, d = evaluate(cop, [x])
    n = len(x)
    want_a = [x[(i - 2) % n] + (10 * x[(i - 3) // 2 + 1] if 0 <= (i - 3) // 2 + 1 < n else 0.0)
              for i in range(n)]
    np.testing.assert_array_equal(a, want_a)
    np.testing.assert_array_equal(b, np.arange(n) * 0.5 + n + 3)
    np.testing.assert_allclose(c, 1 / x ** 2 + x ** 3 + 1, rtol=1e-15)
    np.testing.assert_allclose(d, x ** 2 + np.sqrt(np.abs(x)) + np.floor(x) + np.ceil(x), rtol=1e-15)
    (y,) = evaluate(one("op g(x: f32[N]) -> y: f32[N] { y[i] = x[i] ** 0.5 }"), [x])
    assert np.isnan(y[:2]).all()   # a non-literal-integer exponent is pow: NaN for x < 0


def test_attributes():
    cop = one("op f(x: f32[N], a: f32 = 0.1, k: int = 2) -> y: f32[N] { y[i] = x[i] * a + k }")
    x = np.array([1.0, 3.0])
    np.testing.assert_array_equal(evaluate(cop, [x])[0], x * float(np.float32(0.1)) + 2)
    np.testing.assert_array_equal(evaluate(cop, [x], {"a": 0.3, "k": 5.0})[0],
                                  x * float(np.float32(0.3)) + 5)
    with pytest.raises(ValueError, match="attribute 'k' is int"):
        evaluate(cop, [x], {"k": 1.5})
    with pytest.raises(ValueError, match="unknown attribute 'b'"):
        evaluate(cop, [x], {"b": 1})
    with pytest.raises(ValueError, match="missing attribute 'kernel_h'"):
        evaluate(LIBRARY["maxpool2d"], [np.zeros((1, 1, 3, 3))], {"kernel_w": 1})
    # inputs are used at full float64 precision, not rounded to float32
    (y,) = evaluate(one("op g(x: f32[N]) -> y: f32[N] { y[i] = x[i] * 3.0 }"), [np.array([0.1])])
    assert y[0] == 0.1 * 3.0


# --- the error magnitude M --------------------------------------------------------------------

def test_magnitude_of_a_cancelling_sum():
    (y,), (m,) = evaluate(LIBRARY["reduce_sum"], [np.array([1e8, 1.0, -1e8])], with_magnitude=True)
    assert y == 1.0
    assert m >= 2e8
    (y,), (m,) = evaluate(LIBRARY["reduce_mean"], [np.array([1e8, 1.0, -1e8])], with_magnitude=True)
    assert np.isclose(y, 1 / 3) and m >= 2e8 / 3
    # the operands' magnitudes, plus the reduction's own rounding |r|
    (y,), (m,) = evaluate(LIBRARY["reduce_sum"], [np.array([1.0, -2.0, 4.0])], with_magnitude=True)
    assert y == 3.0 and m == 7.0 + 3.0
    (y,), (m,) = evaluate(LIBRARY["reduce_mean"], [np.array([1.0, -2.0, 4.0])], with_magnitude=True)
    assert y == 1.0 and m == 7.0 / 3 + 1.0


def test_magnitude_rules():
    def mag(text, *inputs, **attrs):
        return evaluate(one(text), list(inputs), attrs, with_magnitude=True)[1][0]

    a, b = np.array([2.0, -3.0]), np.array([-5.0, 0.5])
    np.testing.assert_allclose(mag("op f(a: f32[N], b: f32[N]) -> y: f32[N] { y[i] = a[i] * b[i] }", a, b),
                               3 * np.abs(a * b))
    np.testing.assert_allclose(mag("op f(a: f32[N], b: f32[N]) -> y: f32[N] { y[i] = a[i] / b[i] }", a, b),
                               3 * np.abs(a / b))
    np.testing.assert_allclose(mag("op f(a: f32[N], b: f32[N]) -> y: f32[N] { y[i] = a[i] - b[i] }", a, b),
                               np.abs(a) + np.abs(b) + np.abs(a - b))
    np.testing.assert_allclose(mag("op f(a: f32[N]) -> y: f32[N] { y[i] = exp(a[i]) }", a),
                               np.exp(a) * (np.abs(a) + 1))
    np.testing.assert_allclose(mag("op f(a: f32[N]) -> y: f32[N] { y[i] = -abs(a[i]) }", a), np.abs(a))
    # product rule: sum_i |x_i| prod_{j != i} |x_j| + |prod| = (3 + 1) * 24
    assert mag("op f(x: f32[..., N]) -> y: f32[...] { y[...] = prod[n](x[..., n]) }",
               np.array([2.0, 3.0, 4.0])) == 96.0
    # where: the selected arm's magnitude
    np.testing.assert_array_equal(
        mag("op f(a: f32[N], b: f32[N]) -> y: f32[N] { y[i] = where(a[i] > 0.0, a[i] + a[i], b[i]) }", a, b),
        [8.0, 0.5])
    # max: the winner's M, and a near-tie's larger M (rounding could make it the winner)
    x = np.array([1.0, 1.0 - 1e-9, -7.0])
    c = np.array([0.0, 1e6, 0.0])   # x[1] = (x[1] + c) - c carries M ~ 2e6
    m = mag("op f(x: f32[N], c: f32[N]) -> y: f32[N] { y[i] = max[n]((x[n] + c[n]) - c[n]) + x[i] * 0.0 }",
            x, c)
    assert (m > 2e6).all()
    m = mag("op f(x: f32[N]) -> y: f32[N] { y[i] = max[n](x[n]) + x[i] * 0.0 }", x)
    assert m[0] == 1.0 + 0.0 + 1.0   # max M = 1 (exact), then the + adds |r|
    # NaN magnitude only where the value is NaN; inf where the value is inf
    (y,), (m,) = evaluate(LIBRARY["div"], [np.array([1.0, 0.0, 1.0, 1.0]), np.array([0.0, 0.0, np.inf, 2.0])],
                          with_magnitude=True)
    assert m[0] == np.inf and np.isnan(m[1]) and m[2] == 0.0 and m[3] == 1.5


def test_magnitude_bounds_the_references_everywhere():
    # already asserted op by op; here at large and tiny scales, where |ref| <= M must still hold
    rng = np.random.default_rng(7)
    for name in ("softmax", "layernorm", "gemm", "conv2d", "gelu", "softplus", "pow"):
        inputs, attrs = R.inputs_for(name, rng)
        got, mags = evaluate(LIBRARY[name], inputs, attrs, with_magnitude=True)
        for m, r in zip(mags, R.LIBRARY[name](*inputs, **attrs)):
            assert (m * (1 + 1e-9) >= np.abs(r)).all(), name


# --- errors and limits ------------------------------------------------------------------------

def test_argument_errors():
    mm = LIBRARY["matmul"]
    with pytest.raises(ValueError, match=r"op matmul takes 2 inputs \(a: f32\[\.\.\., M, K\]"):
        evaluate(mm, [np.zeros((2, 3))])
    with pytest.raises(ValueError, match=r"input 'b' expects f32\[\.\.\., K, N\].*K = 3"):
        evaluate(mm, [np.zeros((2, 3)), np.zeros((4, 2))])
    with pytest.raises(ValueError, match=r"input 'a' expects f32\[\.\.\., M, K\].*at least 2 dims"):
        evaluate(mm, [np.zeros(3), np.zeros((3, 2))])
    with pytest.raises(ValueError, match="input 'a'.*dtype complex128"):
        evaluate(mm, [np.zeros((2, 3), complex), np.zeros((3, 2))])
    with pytest.raises(ValueError, match="do not broadcast"):
        evaluate(mm, [np.zeros((2, 2, 3)), np.zeros((3, 3, 2))])
    with pytest.raises(ValueError, match=r"op conv2d: input 'w' expects "
                                         r"f32\[K, C / group, R, S\].*dim 1 must be"):
        evaluate(LIBRARY["conv2d"], [np.zeros((1, 4, 5, 5)), np.zeros((2, 4, 1, 1)), np.zeros(2)],
                 {"group": 2})
    with pytest.raises(ValueError, match="needs 4 dims, has 3"):
        evaluate(LIBRARY["batchnorm"], [np.zeros((1, 2, 3))] + [np.zeros(2)] * 4)
    with pytest.raises(ValueError, match="takes 1 input"):
        evaluate(LIBRARY["relu"], np.zeros(1))       # a bare array, not a sequence


def test_memory_limit(monkeypatch):
    cop = one("op f(a: f32[M, K], b: f32[K, N]) -> c: f32[M, N] { c[m, n] = sum[k](a[m, k] * b[k, n]) }")
    a, b = np.ones((20, 30)), np.ones((30, 40))
    monkeypatch.setattr(I, "MAX_ELEMENTS", 20 * 30 * 40 - 1)
    with pytest.raises(ValueError, match=r"statement 1 \(assigning 'c'.*24000 elements over \(m, n, k\)"):
        evaluate(cop, [a, b])
    monkeypatch.setattr(I, "MAX_ELEMENTS", 20 * 30 * 40)
    assert (evaluate(cop, [a, b])[0] == 30).all()
    # sibling reductions do not multiply: each array spans only the indices it depends on
    cop = one("op g(x: f32[N]) -> y: f32[N] { y[i] = x[i] + sum[k](x[k]) + max[j](x[j]) }")
    monkeypatch.setattr(I, "MAX_ELEMENTS", 1000)
    (y,) = evaluate(cop, [np.arange(1000.0)])
    assert y[1] == 1 + 999 * 1000 / 2 + 999
