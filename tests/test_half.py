"""Half precision on the device (lowering/elements.py).

- f16 loads and stores convert by instruction where the device has one (F16C, AVX512-FP16,
  Arm) and through the bits elsewhere (SSE2, RISC-V, the scalar variant): the same codes
  either way, bit for bit, NaN payloads included, on x86 here and on Arm and RISC-V under
  qemu.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime.device import profile, runnable

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "typed_ops.opdsl"
OPS = jr.load_ops(EXAMPLE)
X86 = [d for d in ("host", "x86-64", "x86-64-v3", "x86-64-v4") if runnable(profile(d)) is None]
EVERY_F16 = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16)


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
