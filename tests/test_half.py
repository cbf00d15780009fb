"""Half precision on the device (lowering/half.py, halfmath.py, elements.py).

- f16 loads and stores convert by instruction where the device has one (F16C, AVX512-FP16,
  Arm) and through the bits elsewhere (SSE2, RISC-V, the scalar variant): the same codes
  either way, bit for bit, NaN payloads included, on x86 here and on Arm and RISC-V under
  qemu;
- the f16 variant computes in half: offered only for elementwise ops on f16 tensors whose
  contract allows half's rounding, checked against float64 on every f16 value (exp,
  sigmoid, tanh, erf, swish, GELU), on hypothesis shapes and values against the op's contract,
  natively (AVX512-FP16, where the host has it), on F16C (each operation in float32) and
  on Arm; not eligible without conversions, which the consistency check and the tuner say.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from hypothesis.extra import numpy as hnp

import jit_runtime as jr
from jit_runtime.accuracy import compare_used
from jit_runtime.device import host_profile, profile, runnable
from jit_runtime.dsl.interpret import evaluate

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "typed_ops.opdsl"
OPS = jr.load_ops(EXAMPLE)
X86 = [d for d in ("host", "x86-64", "x86-64-v3", "x86-64-v4") if runnable(profile(d)) is None]
HALF_DEVICES = [d for d in ("host", "x86-64-v3", "x86-64-v4") if runnable(profile(d)) is None]
EVERY_F16 = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16)
SETTINGS = settings(max_examples=20, deadline=None, derandomize=True)

HALF_OPS = jr.load_ops("""
op exp_h(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) { y[...] = exp(x[...]) }
op sigmoid_h(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) { y[...] = sigmoid(x[...]) }
op tanh_h(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) { y[...] = tanh(x[...]) }
op swish_h(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) { y[...] = x[...] * sigmoid(x[...]) }
op erf_h(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) { y[...] = erf(x[...]) }
op bias_gelu_h(x: f16[..., C], b: f16[C]) -> y: f16[..., C] accuracy(rel = 4e-3, abs = 1e-6) {
  t[..., c] = x[..., c] + b[c]
  y[..., c] = 0.5 * t[..., c] * (1 + erf(t[..., c] * 0.70710678))
}
op mixed_h(a: f16[N], b: f16[N]) -> y: f16[N] accuracy(rel = 4e-3, abs = 1e-6) {
  y[n] = where(a[n] > b[n], sqrt(abs(a[n])) * b[n], -max(a[n], b[n]) + min(a[n], 0.5) / (abs(b[n]) + 1))
}
""")
REFERENCE = {"exp_h": np.exp, "sigmoid_h": lambda v: 1 / (1 + np.exp(-v)), "tanh_h": np.tanh,
             "swish_h": lambda v: v / (1 + np.exp(-v)), "erf_h": lambda v: _erf(v)}


def _erf(v: np.ndarray) -> np.ndarray:
    from math import erf
    return np.array([erf(t) if t == t else np.nan for t in v])


# --- conversions ------------------------------------------------------------------------

def f16_stored(x: np.ndarray) -> np.ndarray:
    """The codes an f16 store makes (vcvtps2ph's): numpy's rounding, and a NaN's sign and
    top ten payload bits with the quiet bit set."""
    b = x.view(np.uint32)
    with np.errstate(over="ignore"):
        codes = x.astype(np.float16).view(np.uint16)
    nan = (((b >> 16) & 0x8000) | 0x7E00 | ((b >> 13) & 0x3FF)).astype(np.uint16)
    return np.where(np.isnan(x), nan, codes)


def f16_loaded(h: np.ndarray) -> np.ndarray:
    """float32 bits of f16 codes as vcvtph2ps makes them: exact, a NaN made quiet."""
    with np.errstate(invalid="ignore"):
        bits = h.astype(np.float32).view(np.uint32)
    return np.where(np.isnan(h), bits | 0x00400000, bits)


def special_f32() -> np.ndarray:
    rng = np.random.default_rng(0)
    bits = rng.integers(0, 2 ** 32, 20000, dtype=np.uint64).astype(np.uint32)
    edges = np.array([0x7F800001, 0xFF800001, 0x7FC00000, 0xFFFFFFFF, 0x7FBFFFFF, 0x7FA00000, 0x00000001,
                      0x80000001, 0x387FFFFF, 0x38800000, 0x477FEFFF, 0x477FF000, 0x33000000, 0x33000001,
                      0xB3000000, 0x7F7FFFFF, 0x80000000, 0x3F800000], np.uint32)
    return np.concatenate([bits, edges]).view(np.float32)


@pytest.mark.parametrize("device", X86)
@pytest.mark.parametrize("variant", ["scalar", "simd"])
def test_f16_stores_make_the_same_codes_with_and_without_the_instruction(device, variant):
    x = special_f32()
    got = OPS.to_f16(x, variant=variant, device=device).view(np.uint16)
    np.testing.assert_array_equal(got, f16_stored(x))


@pytest.mark.parametrize("device", X86)
@pytest.mark.parametrize("variant", ["scalar", "simd"])
def test_f16_loads_are_exact_and_quiet_nan_with_and_without_the_instruction(device, variant):
    got = OPS.from_f16(EVERY_F16, variant=variant, device=device).view(np.uint32)
    np.testing.assert_array_equal(got, f16_loaded(EVERY_F16))


def test_the_instruction_is_used_where_the_profile_has_it():
    for device, has in (("x86-64-v3", True), ("x86-64-v4", True), ("aarch64-neon", True),
                        ("x86-64", False), ("riscv64-rvv", False)):
        for op, inst in ((OPS.to_f16, "fptrunc"), (OPS.from_f16, "fpext")):
            text = jr.lower(op, variant="simd", device=device).llvm
            assert (f"{inst} <" in text) == has, (op.name, device)
        assert profile(device).lanes.convert_f16 == has


@pytest.mark.parametrize("dev", ["aarch64-neon", "riscv64-rvv"])
def test_f16_codes_on_arm_and_riscv(dev):
    from cross_kernels import device_or_skip
    from jit_runtime.cross import run_cross
    from jit_runtime.device import PROFILES
    cd, _ = device_or_skip(dev)
    x = special_f32()[::7].copy()
    call = OPS.to_f16.bind(x)
    (got,) = run_cross(OPS.to_f16.lower(call.spec, "simd", PROFILES[dev]), cd, call, call.out_shapes)
    np.testing.assert_array_equal(got.view(np.uint16).ravel(), f16_stored(x))
    call = OPS.from_f16.bind(EVERY_F16)
    (got,) = run_cross(OPS.from_f16.lower(call.spec, "simd", PROFILES[dev]), cd, call, call.out_shapes)
    np.testing.assert_array_equal(got.view(np.uint32).ravel(), f16_loaded(EVERY_F16))


# --- the f16 variant: which ops take it ----------------------------------------------------

def test_the_f16_variant_is_offered_where_the_contract_and_types_allow_it():
    assert "f16" in OPS.gelu_f16.variants
    for op in (HALF_OPS.exp_h, HALF_OPS.bias_gelu_h, HALF_OPS.mixed_h):
        assert "f16" in op.variants
    assert "f16" not in OPS.from_f16.variants  # float32 output, default contract
    cases = {
        "tighter than half": "op f(x: f16[N]) -> y: f16[N] { y[n] = x[n] * 2 }",
        "all f16": "op f(x: f32[N]) -> y: f16[N] accuracy(rel = 4e-3) { y[n] = x[n] * 2 }",
        "reduces": "op f(x: f16[N, C]) -> y: f16[N] accuracy(rel = 4e-3) { y[n] = sum[c](x[n, c]) }",
        "beyond half's range": "op f(x: f16[N]) -> y: f16[N] accuracy(rel = 4e-3) { y[n] = x[n] * 1e5 }",
        "computes with indices": "op f(x: f16[N]) -> y: f16[N] accuracy(rel = 4e-3) { y[n] = x[n] * n }",
    }
    for why, src in cases.items():
        op = jr.load_ops(src).f
        assert "f16" not in op.variants, why
        with pytest.raises(ValueError, match="not eligible") as e:
            jr.lower(op, variant="f16", shapes=[(4, 3)] if "C]" in src else [(5,)])
        assert why in str(e.value)


def test_not_eligible_without_half_conversions():
    x = np.ones(5, np.float16)
    for device in ("x86-64", "riscv64-rvv"):
        with pytest.raises(ValueError, match=f"not eligible on {device}: the device has no half conversions"):
            OPS.gelu_f16.lower(OPS.gelu_f16.bind(x).spec, "f16", profile(device))


def test_native_half_instructions_where_the_host_has_avx512_fp16():
    if not host_profile().lanes.arith_f16:
        pytest.skip("the host has no AVX512-FP16")
    asm = jr.lower(HALF_OPS.swish_h, variant="f16", shapes=[(1000,)]).asm
    for inst in ("vscalefph", "vrcpph", "vfmadd", "ph\t"):
        assert inst in asm, inst
    assert "vcvtph2ps" not in asm and "vdivph" not in asm
    div = jr.load_ops("op d(a: f16[N], b: f16[N]) -> y: f16[N] accuracy(rel = 4e-3) "
                      "{ y[n] = a[n] / b[n] + rsqrt(abs(b[n])) }").d
    asm = jr.lower(div, variant="f16", shapes=[(1000,), (1000,)]).asm
    assert "vrcpph" in asm and "vdivph" not in asm


# --- the f16 variant: its values ---------------------------------------------------------------

def half_ulp(v: np.ndarray) -> np.ndarray:
    """Half's spacing at |v|: 2^(e - 10) for 2^e <= |v|, 2^-24 in the subnormal range."""
    e = np.floor(np.log2(np.maximum(np.abs(v), 2.0 ** -14)))
    return 2.0 ** (e - 10)


@pytest.mark.parametrize("device", HALF_DEVICES)
@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_half_functions_on_every_f16_value(device, name):
    """Within three half ulps of the float64 value rounded to half, on all 65536 inputs;
    NaN and infinities where the reference has them."""
    op = getattr(HALF_OPS, name)
    x = EVERY_F16.astype(np.float64)
    with np.errstate(all="ignore"):
        ref = REFERENCE[name](x)
        ref16 = ref.astype(np.float16)
        y = op(EVERY_F16, variant="f16", device=device).astype(np.float64)
    assert np.array_equal(np.isnan(y), np.isnan(ref))
    finite = np.isfinite(ref16)
    assert np.array_equal(y[~finite & ~np.isnan(ref)], ref16[~finite & ~np.isnan(ref)].astype(np.float64))
    ulp = half_ulp(ref16[finite].astype(np.float64))
    err = np.abs(y[finite] - ref[finite])
    assert np.all(err <= 3 * ulp), (name, x[finite][np.argmax(err / ulp)], float(np.max(err / ulp)))


@pytest.mark.parametrize("device", HALF_DEVICES)
def test_division_within_one_ulp_of_the_rounded_quotient(device):
    """Every f16 divisor (subnormal, huge, zeros, infinities, NaN) under dividends that
    reach half's limits: within one half ulp of the correctly rounded quotient (vrcpph
    and a correcting step natively, fdiv elsewhere), NaN, infinities and 65504 exactly
    where it has them."""
    op = jr.load_ops("op div_h(a: f16[N], b: f16[N]) -> y: f16[N] accuracy(rel = 4e-3, abs = 1e-6) "
                     "{ y[n] = a[n] / b[n] }").div_h
    dividends = [1, -1, 3.14, 7, -3.904, 65504, -65504, 6e-8, 1e-4, 2.5e-5, 0, -0.0, np.inf, np.nan, 1000]
    for av in np.array(dividends, np.float16):
        a = np.full(EVERY_F16.size, av, np.float16)
        with np.errstate(all="ignore"):
            ref = (a.astype(np.float64) / EVERY_F16.astype(np.float64)).astype(np.float16).astype(np.float64)
        y = op(a, EVERY_F16, variant="f16", device=device).astype(np.float64)
        assert np.array_equal(np.isnan(y), np.isnan(ref)), av
        special = ~np.isfinite(ref) | (np.abs(ref) == 65504)
        assert np.array_equal(y[special & ~np.isnan(ref)], ref[special & ~np.isnan(ref)]), av
        fin = np.isfinite(ref)
        assert np.all(np.abs(y[fin] - ref[fin]) <= half_ulp(ref[fin])), av


@pytest.mark.parametrize("device", HALF_DEVICES)
def test_log_pow_and_rsqrt_within_the_contract_on_every_f16_value(device):
    """The builtins half does not compute itself widen to float32 (half.in_float: the
    vector split in two of the device's float32 width) and round once; rsqrt is a half
    square root and halfmath.divide."""
    op = jr.load_ops("op lp(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) "
                     "{ y[...] = log(abs(x[...]) + 1) + pow(abs(x[...]) + 0.5, 0.75) + rsqrt(abs(x[...]) + 1) }").lp
    refs, mags = evaluate(op.checked, [EVERY_F16], {}, with_magnitude=True)
    y = op(EVERY_F16, variant="f16", device=device)
    ok, mabs, *_ = compare_used([y], refs, mags, op.accuracy.rel, op.accuracy.abs or 0.0)
    assert ok, mabs


@pytest.mark.parametrize("device", HALF_DEVICES)
def test_gelu_within_its_contract_on_every_f16_value(device):
    """GELU's tanh form cancels in 1 + tanh(z) for z below about -3: in half the result
    there is off by a few ulps of 1 (times x / 2), which the contract allows (its scale is
    the magnitude of the terms, docs/language.md), though not by ulps of the result."""
    op = OPS.gelu_f16
    refs, mags = evaluate(op.checked, [EVERY_F16], {}, with_magnitude=True)
    y = op(EVERY_F16, variant="f16", device=device)
    ok, mabs, *_ = compare_used([y], refs, mags, op.accuracy.rel, op.accuracy.abs or 0.0)
    assert ok and mabs < 4e-3, mabs


def half_arrays(side: int = 70):
    return hnp.arrays(np.float16, st.integers(1, side), elements=st.floats(width=16))


@pytest.mark.parametrize("device", HALF_DEVICES)
@SETTINGS
@given(rows=st.integers(1, 4), x=half_arrays(), seed=st.integers(0, 2 ** 16))
def test_f16_variant_within_the_contract_on_any_shape(device, rows, x, seed):
    """Lengths around the vector widths (1, 31, 33, 65, ...), broadcast rows, a temporary,
    where/min/max/sqrt/division, erf: against the float64 meaning and the
    op's contract, as the tuner and the consistency check judge it."""
    rng = np.random.default_rng(seed)
    xs = np.tile(x, (rows, 1))
    b = (rng.standard_normal(x.size) * 2).astype(np.float16)
    for op, args in ((HALF_OPS.bias_gelu_h, (xs, b)), (HALF_OPS.mixed_h, (x, b)), (OPS.gelu_f16, (xs,))):
        refs, mags = evaluate(op.checked, list(args), {}, with_magnitude=True)
        y = op(*args, variant="f16", device=device)
        ok, mabs, *_ = compare_used([y], refs, mags, op.accuracy.rel, op.accuracy.abs or 0.0)
        assert ok, (op.name, mabs)


def test_consistency_check_runs_the_f16_variant_on_every_profile_that_converts():
    rep = jr.check_consistency(OPS.gelu_f16, variants=["f16"])
    by_device = {}
    for r in rep.rows:
        by_device.setdefault(r.device, set()).add(r.status)
    assert by_device["x86-64"] == {"skipped"} and by_device["riscv64-rvv"] == {"skipped"}
    for r in rep.rows:
        assert r.status != "fail", r
        if r.device in ("x86-64", "riscv64-rvv"):
            assert "no half conversions" in r.reason
    assert by_device["x86-64-v3"] == {"pass"}


def test_the_tuner_measures_the_f16_variant(tmp_path):
    from jit_runtime.perfdb import PerfDB
    x = (np.random.default_rng(0).standard_normal(4096) * 3).astype(np.float16)
    res = jr.tune(OPS.gelu_f16, [x], budget_s=60, db=PerfDB(str(tmp_path / "perf.sqlite")), progress=False)
    rows = {r.candidate: r for r in res.rows}
    assert rows["f16@host/t1"].status == "ok"
    assert rows["f16@x86-64-v3/t1"].status == "ok"
    assert rows["f16@x86-64/t1"].status == "rejected"
    assert "no half conversions" in rows["f16@x86-64/t1"].reason
