"""The same kernels on Arm (NEON, SVE) and RISC-V (RVV) under qemu-user, against the host.

Sizes are small (qemu is ~600x slower than native) and never multiples of a vector
length, so masked tails run at every length; SVE at 2048 bits (64 floats) also sees rows
shorter than one vector. One harness per (kernel, profile) serves all vector lengths.
"""
from __future__ import annotations

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime.cross import CROSS_DEVICES, CrossDevice, CrossError, run_cross, unavailable
from jit_runtime.device import profile
from jit_runtime.jit import emit_asm

RTOL, ATOL = 1e-5, 1e-6
PAD = dict(pad_top=1, pad_left=1, pad_bottom=1, pad_right=1)


def _f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def _cases():
    """name -> (inputs, attrs, magnitude(inputs, host, variant)): the error scale per element."""
    rng = np.random.default_rng(7)
    own = lambda xs, h, v: np.abs(h)  # noqa: E731  elementwise: relative to the result
    def summed(name, **attrs):  # reductions: the same op on magnitudes = sum of |terms|
        return lambda xs, h, v: jr.ops[name](*[np.abs(x) for x in xs], variant=v, **attrs)
    return {
        "swish": ((_f32(rng, 3, 37),), {}, own),
        "softmax": ((_f32(rng, 3, 67),), {}, own),
        "layernorm": ((_f32(rng, 2, 67), _f32(rng, 67), _f32(rng, 67)), {},
                      lambda xs, h, v: np.abs(h) + np.abs(xs[1]) + np.abs(xs[2])),
        "matmul": ((_f32(rng, 5, 13), _f32(rng, 13, 37)), {}, summed("matmul")),
        "conv2d": ((_f32(rng, 1, 3, 7, 19), _f32(rng, 5, 3, 3, 3), _f32(rng, 5)), PAD,
                   summed("conv2d", **PAD)),
        "maxpool2d": ((_f32(rng, 1, 3, 7, 19),), dict(kernel_h=3, kernel_w=3, stride_h=2, **PAD), own),
    }


CASES = _cases()


def _available(dev: CrossDevice) -> None:
    why = unavailable(dev)
    if why is not None:
        pytest.skip(why)


@pytest.mark.parametrize("dev", CROSS_DEVICES, ids=str)
@pytest.mark.parametrize("variant", ["scalar", "simd"])
@pytest.mark.parametrize("name", list(CASES))
def test_cross_matches_host(name, variant, dev):
    _available(dev)
    inputs, attrs, magnitude = CASES[name]
    op = jr.ops[name]
    call = op.bind(*inputs, **attrs)
    host = op(*inputs, variant=variant, **attrs)
    low = op.lower(call.spec, variant, dev.profile)
    (out,) = run_cross(low, dev, call, call.out_shapes)
    assert out.dtype == np.float32 and out.shape == host.shape
    err = np.abs(out.astype(np.float64) - host)
    bound = RTOL * magnitude(inputs, host, variant) + ATOL
    worst = np.unravel_index(np.argmax(err - bound), err.shape)
    assert np.all(err <= bound), (f"{name}/{variant} on {dev}: at {worst} got {out[worst]}, "
                                  f"host {host[worst]} (|diff| {err[worst]:.3g} > {bound[worst]:.3g})")


def _simd_asm(prof: str) -> str:
    op = jr.ops.softmax
    call = op.bind(*CASES["softmax"][0])
    return emit_asm(op.lower(call.spec, "simd", prof).llvm, profile(prof).target())


def test_sve_simd_is_predicated():
    asm = _simd_asm("aarch64-sve")
    assert "whilelo" in asm and "ld1w" in asm


def test_rvv_simd_sets_vector_length():
    assert "vsetvli" in _simd_asm("riscv64-rvv")


def test_unavailable_reasons():
    assert "vector length" in unavailable(CrossDevice("riscv64-rvv", 2048))
    assert "vector length" in unavailable(CrossDevice("aarch64-neon", 256))
    assert "profile" in unavailable(CrossDevice("x86-64", 128))


def test_failures_raise_cross_error_not_hang():
    dev = CROSS_DEVICES[1]  # SVE
    _available(dev)
    op = jr.ops.swish
    call = op.bind(np.ones(5, np.float32))
    low = op.lower(call.spec, "simd", dev.profile)
    with pytest.raises(CrossError, match="timed out"):
        run_cross(low, dev, call, call.out_shapes, timeout=0.001)
    other = jr.ops.matmul.bind(np.ones((2, 3), np.float32), np.ones((3, 2), np.float32))
    with pytest.raises(CrossError, match="takes 1 inputs"):
        run_cross(low, dev, other, other.out_shapes)
