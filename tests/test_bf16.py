"""Products in bfloat16 (onnx/bf16.py): the rounding to bfloat16 and the GEMM's bf16 variant.

- to_bf16 against a float64 reference of round-to-nearest-even (the two bfloat16 values
  around x, the nearer, the even one on a tie), with -0.0, denormals, the largest floats,
  infinities and NaN;
- the rounding kernel (lowering/quantize_u8.BF16Spec: the same integer rounding, no
  libcall, no denormal flush) on the host, on row lengths around the vector width, exactly
  to_bf16, zeros past k; built for Arm and RISC-V, run under qemu, exactly to_bf16 too;
- BF16MatMul (NativeBF16MatMul) against the float64 product of the bfloat16-rounded
  operands (each product exact in float32, so only the float32 sums differ) on hypothesis
  shapes, with bias and clamp, NaN and infinity inputs; where the device has AVX512-BF16.
"""
from __future__ import annotations

import ctypes

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jit_runtime.device import profile
from jit_runtime.jit import compile_ir
from jit_runtime.lowering.quantize_u8 import BF16_ABI, BF16Spec, generate_bf16
from jit_runtime.onnx.bf16 import NativeBF16MatMul, from_bf16, to_bf16
from jit_runtime.qgemm import has_bf16

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                database=None)
HOST = profile(None)
SPECIAL = np.array([0.0, -0.0, 1e-40, -1e-40, 3.4e38, -3.4e38, np.inf, -np.inf, np.nan, 1.0 + 2 ** -8,
                    1.0 + 3 * 2 ** -8, 65504.0], np.float32)
needs_bf16 = pytest.mark.skipif(not has_bf16(HOST), reason="bfloat16 products need AVX512-BF16 (vdpbf16ps)")


def rne_ref(x: np.ndarray) -> np.ndarray:
    """bfloat16 codes of x by float64 arithmetic: of the two codes around x (truncation and
    the next one up in magnitude), the nearer; on a tie, the even one; NaN to a quiet NaN."""
    bits = x.astype(np.float32).view(np.uint32)
    lo = (bits >> 16).astype(np.uint32)
    hi = lo + 1
    out = np.empty(x.shape, np.uint16)
    for i, (xv, a, b) in enumerate(zip(x.reshape(-1).astype(np.float64), lo.reshape(-1), hi.reshape(-1))):
        if np.isnan(xv) or np.isinf(xv):
            out.reshape(-1)[i] = 0x7FC0 if np.isnan(xv) else a
            continue
        va = float(from_bf16(np.uint16(a)))  # the next code up past the largest finite one is infinity:
        vb = np.copysign(2.0 ** 128, xv) if (b & 0x7FFF) == 0x7F80 else float(from_bf16(np.uint16(b)))  # 2**128
        da, db = abs(xv - va), abs(xv - vb)
        out.reshape(-1)[i] = a if da < db or (da == db and a % 2 == 0) else b
    return out


@settings(max_examples=80, **SETTINGS)
@given(st.lists(st.floats(width=32, allow_nan=True, allow_infinity=True), min_size=1, max_size=40))
def test_to_bf16_rounds_to_nearest_even(values):
    x = np.concatenate([np.array(values, np.float32), SPECIAL])
    got, want = to_bf16(x), rne_ref(x)
    nan = np.isnan(x)
    np.testing.assert_array_equal(got[~nan], want[~nan])
    assert np.isnan(from_bf16(got[nan])).all()


def _rounding_fn(lanes: int):
    spec = BF16Spec(lanes)
    mod = compile_ir(generate_bf16(spec), HOST.target(), salt="test")
    return mod, mod.function(spec.symbol, (ctypes.c_void_p,) * 3 + (ctypes.c_int64,) * 5)


@pytest.mark.parametrize("lanes", sorted({1, 4, HOST.lanes.count if not HOST.lanes.scalable else 4}))
@pytest.mark.parametrize("k", [1, 3, 15, 16, 17, 33])
def test_rounding_kernel(lanes, k):
    rng = np.random.default_rng(k)
    rows, kp = 3, k + k % 2 + 2
    x = (rng.standard_normal((rows, k)) * 1e3).astype(np.float32)
    flat = x.reshape(-1)
    flat[:min(flat.size, len(SPECIAL))] = SPECIAL[:min(flat.size, len(SPECIAL))]
    q = np.full((rows, kp), 0xFFFF, np.uint16)
    mod, fn = _rounding_fn(lanes)
    fn(x.ctypes.data, q.ctypes.data, None, rows, k, kp, 0, rows)
    assert (q[:, k:] == 0).all()
    nan = np.isnan(x)
    np.testing.assert_array_equal(q[:, :k][~nan], to_bf16(x)[~nan])
    assert np.isnan(from_bf16(q[:, :k][nan])).all()


@pytest.mark.parametrize("dev", ["aarch64-neon", "riscv64-rvv"])
def test_rounding_kernel_on_arm_and_riscv(dev):
    from types import SimpleNamespace

    from cross_kernels import device_or_skip, lowered
    from jit_runtime.cross import run_cross
    cd, lanes = device_or_skip(dev)
    rng = np.random.default_rng(7)
    x = (rng.standard_normal((3, 21)) * 100).astype(np.float32)
    x[0, :len(SPECIAL)] = SPECIAL
    spec = BF16Spec(lanes)
    call = SimpleNamespace(inputs=[x], sizes={"rows": 3, "k": 21, "kp": 22})
    (q,) = run_cross(lowered(generate_bf16(spec), spec.symbol, BF16_ABI, 1), cd, call, [(33,)])  # 3 x 22 codes as 33 floats
    q = q.view(np.uint16).reshape(3, 22)
    assert (q[:, 21:] == 0).all()
    nan = np.isnan(x)
    np.testing.assert_array_equal(q[:, :21][~nan], to_bf16(x)[~nan])
    assert np.isnan(from_bf16(q[:, :21][nan])).all()


def _ref(x, wb, bias, clamp):
    xr = from_bf16(to_bf16(x)).astype(np.float64)
    y = xr.reshape(-1, x.shape[-1]) @ from_bf16(wb).astype(np.float64)
    if bias is not None:
        y = y + bias
    if clamp is not None:
        y = np.clip(y, *clamp)
    return y.reshape(x.shape[:-1] + (wb.shape[1],))


@needs_bf16
@settings(max_examples=40, **SETTINGS)
@given(m=st.integers(0, 40), k=st.integers(1, 70), n=st.integers(1, 70), bias=st.booleans(),
       clamp=st.sampled_from([None, (0.0, np.inf), (0.0, 6.0)]), seed=st.integers(0, 2 ** 31))
def test_bf16_matmul(m, k, n, bias, clamp, seed):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((k, n)).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32) if bias else None
    x = rng.standard_normal((m, k)).astype(np.float32)
    nm = NativeBF16MatMul(to_bf16(w), b, clamp)
    y = nm.run([x])[0]
    want = _ref(x, to_bf16(w), b, clamp)
    assert y.shape == want.shape
    # float32 sums of k exact products: within k ulps of the sum of |products|
    mag = np.abs(from_bf16(to_bf16(x))).astype(np.float64) @ np.abs(from_bf16(to_bf16(w))).astype(np.float64)
    bound = (k + 2) * 2.0 ** -23 * (mag + (np.abs(b) if b is not None else 0)) + 1e-30
    assert (np.abs(y - want) <= bound).all()
    y2 = nm.run([x.reshape(1, m, k)])[0]  # leading axes, the same rows
    np.testing.assert_array_equal(y2.reshape(m, n), y)


@needs_bf16
def test_bf16_matmul_nan_and_inf_propagate():
    rng = np.random.default_rng(1)
    w = rng.standard_normal((9, 5)).astype(np.float32)
    x = rng.standard_normal((4, 9)).astype(np.float32)
    x[1, 2], x[2, 0] = np.nan, np.inf
    y = NativeBF16MatMul(to_bf16(w), None).run([x])[0]
    assert np.isnan(y[1]).all() and not np.isfinite(y[2]).any()
    assert np.isfinite(y[[0, 3]]).all()
    with pytest.raises(ValueError, match=r"BF16MatMul: x \(4, 8\) against weights \[9, 5\]"):
        NativeBF16MatMul(to_bf16(w), None).run([x[:, :8]])


def _store_fn(dev: str, native: bool):
    """A kernel of 16 floats -> 16 codes by elements.bf16_store, compiled for dev."""
    from jit_runtime.lowering.elements import bf16_store
    from jit_runtime.lowering.llir import Function, Module, Val
    module = Module()
    fn = Function(module)
    x, q = Val("%x", "ptr"), Val("%q", "ptr")
    fn.store(bf16_store(fn, fn.load("<16 x float>", x, align=4), native), q, align=2)
    fn.ret()
    module.function(fn.define("define void @store16(ptr %x, ptr %q) nounwind"))
    mod = compile_ir(module.text(), profile(dev).target(), salt="test")
    return mod, mod.function("store16", (ctypes.c_void_p,) * 2)


@pytest.mark.parametrize("native", [pytest.param(True, marks=needs_bf16), False])
def test_stored_codes_are_what_vcvtneps2bf16_makes(native):
    """bf16_store, the instruction (AVX512-BF16) and its integer form (any device), bit for
    bit to_bf16_stored: to_bf16's rounding, denormals to signed zero, a NaN's own bits made
    quiet; on random bit patterns (every exponent, NaN payloads) and the special values."""
    from jit_runtime.onnx.bf16 import to_bf16_stored
    rng = np.random.default_rng(5)
    bits = rng.integers(0, 2 ** 32, 16 * 400, dtype=np.uint64).astype(np.uint32)
    x = np.concatenate([bits.view(np.float32), SPECIAL, -SPECIAL, np.array([-np.nan, 1.17e-38, 1.1754942e-38, 2e-38,
                                                                            3.3961775e38, 3.3961776e38], np.float32)])
    x = np.concatenate([x, np.zeros(-x.size % 16, np.float32)])
    q = np.empty(x.size, np.uint16)
    mod, fn = _store_fn("host" if native else "x86-64-v3", native)
    for i in range(0, x.size, 16):
        fn(x[i:].ctypes.data, q[i:].ctypes.data)
    np.testing.assert_array_equal(q, to_bf16_stored(x))
    finite = np.isfinite(x) & (np.abs(x) >= 2.0 ** -126)
    np.testing.assert_array_equal(q[finite], to_bf16(x)[finite])  # to_bf16 wherever x is a normal number
