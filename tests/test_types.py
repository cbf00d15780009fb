"""Element types besides f32 (dsl/types.py, lowering/elements.py): every conversion
checked against numpy (bit-exact for the stores, exhaustively for the 2^16 f16 and bf16
loads), integer arithmetic against int64, on every native x86 profile; the checker's
rules for mixing types; the reference interpreter's rounding and its error bound; and the
whole example file on every profile, emulated ones included, through the consistency check."""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from hypothesis.extra import numpy as hnp

import jit_runtime as jr
from jit_runtime.device import profile, runnable
from jit_runtime.dsl.errors import DSLError
from jit_runtime.dsl.interpret import evaluate
from jit_runtime.dsl.types import round_to, wrap_i32

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "typed_ops.opdsl"
OPS = jr.load_ops(EXAMPLE)
NATIVE = [d for d in ("x86-64", "x86-64-v3", "x86-64-v4") if runnable(profile(d)) is None]
VARIANTS = ("scalar", "simd")
SETTINGS = settings(max_examples=15, deadline=None, derandomize=True)
BF16 = np.dtype(ml_dtypes.bfloat16)
SWAPPED = jr.load_ops("op qmatmul_t(a: i8[M, K], b: u8[K, N]) -> c: i32[M, N] { c[m, n] = sum[k](b[k, n] * a[m, k]) }")


def probe_vnni() -> bool:
    from jit_runtime.device import host_profile
    return host_profile().lanes.dot_i8
I32 = (-2**31, 2**31 - 1)


def as_bf16(x: np.ndarray) -> np.ndarray:
    """x as a bf16 store keeps it: numpy's rounding, a float32 subnormal to a zero of its
    sign (vcvtneps2bf16, docs/language.md)."""
    x = np.asarray(x, np.float32)
    return np.where(np.abs(x) < 2.0 ** -126, np.copysign(np.float32(0), x), x).astype(BF16)


def bits_equal(a: np.ndarray, b: np.ndarray) -> bool:
    """Same values, NaN as NaN (whatever its payload), -0.0 apart from 0.0."""
    with np.errstate(invalid="ignore"):
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
    nan = np.isnan(a64) & np.isnan(b64)
    same = (a64 == b64) & (np.signbit(a64) == np.signbit(b64))
    return bool(np.all(nan | same))


def f32_arrays(max_side: int = 70):
    """float32 arrays of any bits: NaN, infinities, -0.0, subnormals, the largest values;
    lengths around the vector widths (1, 15, 17, 67, ...)."""
    return hnp.arrays(np.float32, st.integers(1, max_side), elements=st.floats(width=32))


@pytest.mark.parametrize("device", NATIVE)
@pytest.mark.parametrize("variant", VARIANTS)
def test_f16_and_bf16_loads_are_exact_for_every_bit_pattern(device, variant):
    every = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    for op, dt in ((OPS.from_f16, np.float16), (OPS.from_bf16, BF16)):
        x = every.view(dt)
        y = op(x, variant=variant, device=device)
        assert y.dtype == np.float32
        assert bits_equal(y, x.astype(np.float32)), op.name


@pytest.mark.parametrize("device", NATIVE)
@pytest.mark.parametrize("variant", VARIANTS)
@SETTINGS
@given(x=f32_arrays())
def test_f16_and_bf16_stores_round_as_numpy(device, variant, x):
    for op, dt in ((OPS.to_f16, np.float16), (OPS.to_bf16, BF16)):
        y = op(x, variant=variant, device=device)
        assert y.dtype == dt
        with np.errstate(over="ignore"):
            want = as_bf16(x) if dt is BF16 else x.astype(dt)
        assert bits_equal(y, want), (op.name, x[~np.vectorize(bits_equal)(y, want)])


def test_stores_round_at_the_hard_cases():
    """Ties to even at both types' halfway points, the f16 subnormal range and its edge,
    overflow to infinity from 65520 (f16) and past bf16's largest value, NaN kept NaN,
    bf16's float32 subnormals to signed zeros."""
    f16 = np.float16
    ties = [1 + 2.0**-11, 1 + 3 * 2.0**-11, 2.0**-24 * 0.5, 2.0**-24 * 1.5, 2.0**-14 * (1 - 2.0**-11),
            65504.0, 65519.996, 65520.0, 1e-8, -0.0, np.nan, -np.inf, 1 + 2.0**-8, 1 + 3 * 2.0**-8,
            3.3895313892515355e38, 3.39e38, float(np.finfo(np.float32).max), 1e-40]
    x = np.array(ties * 3, np.float32)
    for device in NATIVE:
        with np.errstate(over="ignore"):
            assert bits_equal(OPS.to_f16(x, device=device), x.astype(f16))
            assert bits_equal(OPS.to_bf16(x, device=device), as_bf16(x))


def _quantize_ref(x: np.ndarray, scale: float, zero: int) -> tuple[np.ndarray, np.ndarray]:
    """QuantizeLinear in float64: round half to even, + zero, saturate; NaN gives 0 (the
    language's i32(NaN)). And where float32 arithmetic may land on the other side of a .5
    (one step allowed)."""
    s = float(np.float32(scale))
    with np.errstate(all="ignore"):
        v = x.astype(np.float64) / s
        q = np.clip(np.rint(np.nan_to_num(v, nan=-np.inf)) + zero, 0, 255)
        near = np.abs(np.abs(v - np.floor(v)) - 0.5) < 1e-6 * np.maximum(1, np.abs(v))
    return q, near


@pytest.mark.parametrize("device", NATIVE)
@pytest.mark.parametrize("variant", VARIANTS)
@SETTINGS
@given(x=f32_arrays(), scale=st.sampled_from([0.05, 0.1, 1.0, 3.0e-3]), zero=st.integers(0, 255))
def test_quantize_matches_quantize_linear(device, variant, x, scale, zero):
    q = OPS.quantize(x, scale=scale, zero=zero, variant=variant, device=device)
    assert q.dtype == np.uint8
    want, near = _quantize_ref(x, scale, zero)
    diff = np.abs(q.astype(np.int64) - want)
    assert np.all(np.where(near, diff <= 1, diff == 0)), (x[diff > 0], q[diff > 0], want[diff > 0])


@pytest.mark.parametrize("device", NATIVE)
@SETTINGS
@given(q=hnp.arrays(np.uint8, st.integers(1, 70)), zero=st.integers(0, 255))
def test_dequantize_is_one_float32_product(device, q, zero):
    y = OPS.dequantize(q, scale=0.05, zero=zero, device=device)
    want = (q.astype(np.float32) - np.float32(zero)) * np.float32(0.05)
    assert np.array_equal(y, want)


@pytest.mark.parametrize("device", NATIVE + ["host"])
@pytest.mark.parametrize("variant", VARIANTS)
@SETTINGS
@given(m=st.integers(1, 20), k=st.integers(1, 300), n=st.integers(1, 80), seed=st.integers(0, 2**32 - 1),
       swap=st.booleans())
def test_u8_i8_products_sum_exactly(device, variant, m, k, n, seed, swap):
    """Either operand the unsigned one; on the host (where it has VNNI) the simd variant
    is the integer GEMM (typed_contraction.py), elsewhere a loop nest."""
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 256, (m, k)).astype(np.uint8)
    b = rng.integers(-128, 128, (k, n)).astype(np.int8)
    a.flat[0], b.flat[0] = 255, -128  # the extremes meet
    op = OPS.qmatmul
    if swap:
        a, b = b.T.copy(), a.T.copy()
        op = SWAPPED.qmatmul_t
    c = op(a, b, variant=variant, device=None if device == "host" else device)
    assert c.dtype == np.int32
    assert np.array_equal(c, a.astype(np.int64) @ b.astype(np.int64))


def test_the_byte_product_runs_the_integer_gemm_where_the_host_has_vnni():
    low = jr.lower(OPS.qmatmul, variant="simd", shapes=[(64, 256), (256, 96)])
    has = probe_vnni()
    assert ("vpdpbusd" in low.loops) == has
    if not has:
        return
    # threads split blocks of rows, each packing its own b; K % 64 == 0 with M >= 32 runs
    # on AMX tiles where the host has them (the others, and a signed a, on vpdpbusd)
    rng = np.random.default_rng(1)
    for m, k, n in ((70, 130, 200), (70, 128, 200), (250, 192, 33), (32, 64, 1), (31, 64, 16), (300, 3, 70)):
        a = rng.integers(0, 256, (m, k)).astype(np.uint8)
        b = rng.integers(-128, 128, (k, n)).astype(np.int8)
        want = a.astype(np.int64) @ b.astype(np.int64)
        for threads in (1, 2, 3):
            assert np.array_equal(OPS.qmatmul(a, b, threads=threads), want), (m, k, n, threads)
            assert np.array_equal(SWAPPED.qmatmul_t(b.T.copy(), a.T.copy(), threads=threads), want.T)


@pytest.mark.parametrize("device", NATIVE)
@pytest.mark.parametrize("variant", VARIANTS)
@SETTINGS
@given(x=hnp.arrays(np.int32, st.tuples(st.integers(1, 5), st.integers(1, 40)),
                    elements=st.integers(*I32)))
def test_i32_reductions_wrap_as_int64_modulo_2_32(device, variant, x):
    total, peak, product = OPS.int_stats(x, variant=variant, device=device)
    x64 = x.astype(np.int64)
    c = np.arange(x.shape[1])
    assert np.array_equal(total, wrap_i32(x64.sum(axis=1)))
    assert np.array_equal(peak, wrap_i32(wrap_i32(np.abs(x64)) - c).max(axis=1))
    prod = np.ones(x.shape[0], np.int64)
    for j in range(x.shape[1]):
        prod = wrap_i32(prod * wrap_i32(x64[:, j] + 1))
    assert np.array_equal(product, prod)


@pytest.mark.parametrize("device", NATIVE)
@SETTINGS
@given(x=hnp.arrays(np.int32, st.integers(1, 70), elements=st.integers(*I32)))
def test_i8_stores_saturate(device, x):
    y = OPS.narrow_i8(x, device=device)
    x64 = x.astype(np.int64)
    want = np.clip(np.where(x64 > 1000, wrap_i32(-x64), wrap_i32(x64 * 3)), -128, 127)
    assert y.dtype == np.int8 and np.array_equal(y, want)


@pytest.mark.parametrize("device", NATIVE + ["host"])
@pytest.mark.parametrize("variant", VARIANTS)
@SETTINGS
@given(m=st.integers(1, 40), k=st.integers(1, 100), n=st.integers(1, 70), seed=st.integers(0, 2**32 - 1))
def test_bf16_products_sum_in_float32(device, variant, m, k, n, seed):
    """Exact products of bfloat16 values summed in float32: within float32 summation's
    error of the float64 product (on the host with AVX512-BF16 the simd variant is
    vdpbf16ps or AMX tiles, elsewhere a loop nest)."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k)).astype(BF16)
    b = (rng.standard_normal((k, n)) * 100).astype(BF16)
    c = OPS.matmul_bf16(a, b, variant=variant, device=None if device == "host" else device)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    assert c.dtype == np.float32
    assert np.all(np.abs(c - a64 @ b64) <= k * 2.0**-24 * (np.abs(a64) @ np.abs(b64)) + 1e-30)


def test_the_bf16_product_runs_bf16_kernels_where_the_host_has_them():
    from jit_runtime.device import host_profile
    low = jr.lower(OPS.matmul_bf16, variant="simd", shapes=[(64, 256), (256, 96)])
    if not host_profile().lanes.dot_bf16:
        assert "vdpbf16ps" not in low.loops
        return
    assert "vdpbf16ps" in low.loops
    rng = np.random.default_rng(2)  # AMX where K % 32 == 0 and M >= 32, else vdpbf16ps; threads
    for m, k, n in ((70, 96, 200), (70, 97, 200), (250, 64, 33), (31, 64, 16), (300, 3, 70)):
        a = rng.standard_normal((m, k)).astype(BF16)
        b = rng.standard_normal((k, n)).astype(BF16)
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        for threads in (1, 2, 3):
            c = OPS.matmul_bf16(a, b, threads=threads)
            assert np.all(np.abs(c - a64 @ b64) <= k * 2.0**-24 * (np.abs(a64) @ np.abs(b64)) + 1e-30), (m, k, n)


@pytest.mark.parametrize("device", NATIVE)
@SETTINGS
@given(rows=st.integers(1, 4), c=st.integers(1, 70), seed=st.integers(0, 2**32 - 1))
def test_bf16_softmax_within_its_rounding(device, rows, c, seed):
    x = (np.random.default_rng(seed).standard_normal((rows, c)) * 4).astype(BF16)
    y = OPS.softmax_bf16(x, device=device)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    want = e / e.sum(axis=1, keepdims=True)
    assert y.dtype == BF16
    assert np.allclose(y.astype(np.float64), want, rtol=2.0**-8, atol=1e-30)


def test_every_profile_agrees_with_the_reference():
    """The example file on every profile and variant, the host (its VNNI and AMX kernels)
    and emulated Arm and RISC-V included
    where qemu is installed (skipped rows say why), against the interpreter's float64
    meaning and each op's contract."""
    report = jr.check_consistency(str(EXAMPLE))
    bad = [r for r in report.rows if r.status not in ("pass", "skipped")]
    assert not bad, bad
    assert sum(r.status == "pass" and r.device == "host" for r in report.rows) >= 12
    assert sum(r.status == "pass" for r in report.rows) >= 12 * (len(NATIVE) + 1)


# --- the checker's rules -----------------------------------------------------------

BAD = [
    ("op f(a: i32[N], b: f32[N]) -> y: f32[N] { y[n] = a[n] + b[n] }",
     "'+' mixes i32 and f32 values; convert one side with f32(...) or i32(...)", "+ b[n]"),
    ("op f(a: i8[N]) -> y: f32[N] { y[n] = exp(a[n]) }",
     "exp takes f32 values and this argument is i32; convert it with f32(...)", "exp(a[n])"),
    ("op f(a: u8[N]) -> y: f32[N] { y[n] = a[n] / 2 }",
     "'/' is real arithmetic and this operand is i32; convert it with f32(...)", "/ 2"),
    ("op f(a: i32[N]) -> y: f32[1] { y[i] = mean[n](a[n]) }",
     "mean[...] of i32 values: convert the body with f32(...)", "mean[n]"),
    ("op f(a: f32[N]) -> y: i8[N] { y[n] = a[n] * 2 }",
     "'y' is i8, computed in i32, but its value is f32; convert it with i32(...)", "y[n]"),
    ("op f(a: i32[N]) -> y: bf16[N] { y[n] = a[n] }",
     "'y' is bf16, computed in f32, but its value is i32; convert it with f32(...)", "y[n]"),
    ("op f(a: f64[N]) -> y: f32[N] { y[n] = a[n] }",
     "unsupported dtype 'f64' for 'a': tensors are f32, f16, bf16, i8, u8 or i32", "f64"),
    ("op f(a: i32[N]) -> y: i32[N] { y[n] = a[n] + 3000000000 }",
     "the integer 3000000000 is computed in i32 here and does not fit", "3000000000"),
    ("op f(a: i32[N]) -> y: i32[N] { y[n] = where(a[n] > 0.5, a[n], 0) }",
     "'>' mixes i32 and f32 values", "> 0.5"),
    ("op f(a: f32[N]) -> y: f32[N] { y[n] = a[n] > 0 }",
     "a comparison is only a where(...) condition, not a value", "> 0"),
]


@pytest.mark.parametrize("source,message,at", BAD, ids=[m[:30] for _, m, _ in BAD])
def test_mixing_types_is_refused_where_it_happens(source, message, at):
    with pytest.raises(DSLError) as e:
        jr.load_ops(source)
    text = str(e.value)
    assert message in text
    line, caret = text.splitlines()[-2:]
    assert line.strip() == source
    assert line.index(at) == caret.index("^"), text  # the caret points at the culprit


def test_literals_and_indices_take_the_type_they_meet():
    ops = jr.load_ops("""
op f(a: i32[N], x: f32[N]) -> (y: i32[N], z: f32[N], w: i32[N]) {
  y[n] = a[n] * 2 + n
  z[n] = x[n] * 2 + n
  w[n] = i32(f32(a[n]) * 0.5) + max(a[n], 7)
}""")
    a = np.array([1, -4, 5, 2**30], np.int32)
    x = np.array([0.5, 1.5, -2.0, 3.0], np.float32)
    y, z, w = ops.f(a, x)
    assert y.dtype == np.int32 and z.dtype == np.float32
    assert np.array_equal(y, wrap_i32(a.astype(np.int64) * 2 + np.arange(4)))
    assert np.array_equal(z, x * 2 + np.arange(4, dtype=np.float32))
    assert np.array_equal(w, np.rint(a * 0.5).astype(np.int64) + np.maximum(a, 7))


def test_int_attributes_computed_in_i32_must_fit_it():
    """Where an int attribute meets i32 values, a call's value must fit in i32 (the
    kernel would wrap it); where it meets f32 ones (quantize's zero) any int64 goes, and
    so does a large literal in an f32 part of an i32(...)."""
    assert OPS.dequantize.checked.i32_attrs == ("zero",) and OPS.quantize.checked.i32_attrs == ()
    q = np.array([0, 255], np.uint8)
    with pytest.raises(ValueError, match="op dequantize: attribute 'zero' = 2147483648 is computed in i32"):
        OPS.dequantize(q, zero=2**31)
    with pytest.raises(ValueError, match="attribute 'zero' = -2147483649 is computed in i32"):
        evaluate(OPS.dequantize.checked, [q], {"zero": -2**31 - 1})
    # (fits: q - zero is computed in i32, and wraps as i32 arithmetic does)
    want = wrap_i32(q.astype(np.int64) + 2**31).astype(np.float32)
    assert np.array_equal(OPS.dequantize(q, zero=-2**31, scale=1.0), want)
    assert OPS.quantize(np.array([1.0], np.float32), zero=2**40)[0] == 255
    big = jr.load_ops("op g(a: f32[N], k: int = 1) -> y: i32[N] { y[n] = i32(a[n] * 3000000000) + k }")
    assert big.g.checked.i32_attrs == ("k",)
    assert big.g(np.array([0.5], np.float32))[0] == 1500000001


def test_a_wrong_dtype_names_the_op_the_input_and_the_conversion():
    with pytest.raises(TypeError, match=r"op qmatmul: input 'b' must be int8, got float32 "
                                        r"\(convert with .astype\(np.int8\)\)"):
        OPS.qmatmul(np.zeros((2, 3), np.uint8), np.zeros((3, 4), np.float32))
    with pytest.raises(TypeError, match=r"convert with .astype\(ml_dtypes.bfloat16\)"):
        OPS.softmax_bf16(np.zeros((2, 3), np.float32))


# --- the reference interpreter -----------------------------------------------------

def test_interpreter_rounds_stores_and_bounds_flips_at_rounding_boundaries():
    """A reduced-float store: the reference is the float64 value rounded once; where the
    float32 value may fall on the other side of a rounding boundary, the magnitude lets one
    step through, elsewhere the store must be exact. The same for i32(...) at k + 1/2."""
    cop = OPS.to_bf16.checked
    x = np.array([1.0, 1 + 2.0**-8, 1 + 2.0**-9], np.float32)
    (y,), (m,) = evaluate(cop, [x], with_magnitude=True)
    assert np.array_equal(y, round_to("bf16", x.astype(np.float64)))
    # M(x) = |x|, times step / distance: 1.0 is 2^-9 from the boundary below (step 2^-7),
    # 1 + 2^-8 is a tie (distance 0), 1 + 2^-9 is 2^-9 from the tie
    assert m[0] == 4.0 and np.isinf(m[1]) and m[2] == (1 + 2.0**-9) * 4
    assert 1e-5 * m[0] < 2.0**-7  # so there the store must be exact
    q = OPS.quantize.checked
    (v,), (mq,) = evaluate(q, [np.array([0.025, 0.0125, 1.0], np.float32)], {"scale": 0.05, "zero": 0},
                           with_magnitude=True)
    assert list(v) == [0.0, 0.0, 20.0]  # 0.025 / 0.05f is just below 0.5: rounds to 0
    assert 1e-5 * mq[0] >= 1 and 1e-5 * mq[2] < 1


def test_interpreter_refuses_integers_out_of_range():
    with pytest.raises(ValueError, match="input 'a' is u8: its values must be integers in \\[0, 255\\]"):
        evaluate(OPS.qmatmul.checked, [np.array([[256]]), np.array([[1]])])
