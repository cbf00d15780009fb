"""The Python API: validation before any native call, namespaces, variants, lowering text."""
from __future__ import annotations

import threading

import numpy as np
import pytest

import jit_runtime as jr

SRC = """
op scale(x: f32[...], k: f32 = 2.0) -> y: f32[...] { y[...] = x[...] * k }
op rowsum(x: f32[N, C]) -> y: f32[N] { y[n] = sum[c](x[n, c]) }
op pair(a: f32[M, K], b: f32[K, N]) -> c: f32[M, N] { c[m, n] = sum[k](a[m, k] * b[k, n]) }
op grouped(x: f32[N, C], w: f32[K, C / group], group: int = 1) -> y: f32[N, K] {
    y[n, k] = sum[c](x[n, (k / (K / group)) * (C / group) + c] * w[k, c])
}
op softmax(x: f32[N]) -> y: f32[N] { y[n] = x[n] }
"""


@pytest.fixture(scope="module")
def mine():
    return jr.load_ops(SRC)


def test_load_ops_does_not_touch_library(mine):
    assert "softmax" in jr.list_ops()
    lib_softmax = jr.ops.softmax
    assert mine.softmax is not lib_softmax
    x = np.arange(4, dtype=np.float32)
    assert np.array_equal(mine.softmax(x), x)  # the file's own softmax: the identity
    assert jr.ops.softmax is lib_softmax


def test_variants_and_attributes(mine):
    assert mine.scale.variants == ("scalar", "simd")
    x = np.linspace(-3, 3, 37, dtype=np.float32)
    for v in mine.scale.variants:
        np.testing.assert_array_equal(mine.scale(x, variant=v), x * 2)
        np.testing.assert_array_equal(mine.scale(x, k=-0.5, variant=v), x * np.float32(-0.5))


def test_wrong_dtype_is_a_type_error(mine):
    with pytest.raises(TypeError, match=r"op rowsum: input 'x' must be float32, got float64"):
        mine.rowsum(np.zeros((2, 3)))


def test_wrong_shape_names_op_param_and_shapes(mine):
    a = np.zeros((3, 4), np.float32)
    with pytest.raises(ValueError) as info:
        mine.pair(a, np.zeros((5, 6), np.float32))
    msg = str(info.value)
    assert "op pair" in msg and "'b'" in msg and "f32[K, N]" in msg and "(5, 6)" in msg and "K = 4" in msg
    with pytest.raises(ValueError, match=r"op rowsum: input 'x' expects f32\[N, C\], got shape \(3,\)"):
        mine.rowsum(np.zeros(3, np.float32))


def test_dim_expression_checked_at_call(mine):
    x = np.random.rand(2, 6).astype(np.float32)
    w = np.random.rand(4, 3).astype(np.float32)
    y = mine.grouped(x, w, group=2)
    ref = np.stack([x[:, :3] @ w[0], x[:, :3] @ w[1], x[:, 3:] @ w[2], x[:, 3:] @ w[3]], axis=1)
    np.testing.assert_allclose(y, ref, rtol=1e-5)
    with pytest.raises(ValueError, match=r"dim 1 must be C / group = 2"):
        mine.grouped(x, w, group=3)


def test_attribute_errors(mine):
    x = np.zeros(3, np.float32)
    with pytest.raises(TypeError, match="unknown attribute 'kk'"):
        mine.scale(x, kk=1.0)
    with pytest.raises(TypeError, match="attribute 'group' is int"):
        mine.grouped(np.zeros((1, 2), np.float32), np.zeros((2, 2), np.float32), group=1.5)
    with pytest.raises(TypeError, match="takes 1 input"):
        mine.scale(x, x)


def test_unknown_variant(mine):
    with pytest.raises(ValueError, match="unknown variant 'fast'"):
        mine.scale(np.zeros(3, np.float32), variant="fast")


def test_non_contiguous_inputs(mine):
    base = np.random.rand(8, 10).astype(np.float32)
    x = base[::2, ::3]
    assert not x.flags.c_contiguous
    np.testing.assert_allclose(mine.rowsum(x), x.astype(np.float64).sum(1), rtol=1e-6)
    t = base.T
    np.testing.assert_array_equal(mine.scale(t), t * 2)


def test_outputs_are_new_arrays(mine):
    x = np.ones(5, np.float32)
    y1, y2 = mine.scale(x), mine.scale(x)
    assert y1 is not y2 and not np.shares_memory(y1, x) and not np.shares_memory(y1, y2)


def test_broadcasting_in_batch_dims():
    add = jr.ops.add
    a = np.random.rand(4, 1, 5).astype(np.float32)
    b = np.random.rand(3, 1).astype(np.float32)
    for v in add.variants:
        np.testing.assert_array_equal(add(a, b, variant=v), a + b)
    with pytest.raises(ValueError, match="do not broadcast"):
        add(np.zeros((2, 3), np.float32), np.zeros((4,), np.float32))


def test_zero_size_and_scalar_inputs(mine):
    assert mine.scale(np.zeros((0, 3), np.float32)).shape == (0, 3)
    assert mine.scale(np.float32(3.0) * np.ones((), np.float32)) == np.float32(6.0)
    y = mine.rowsum(np.zeros((2, 0), np.float32))
    np.testing.assert_array_equal(y, [0.0, 0.0])


def test_threads_share_one_kernel(mine):
    x = np.random.rand(64, 33).astype(np.float32)
    ref = x.astype(np.float64).sum(1)
    errors = []

    def work():
        try:
            for _ in range(20):
                np.testing.assert_allclose(mine.rowsum(x), ref, rtol=1e-5)
        except Exception as e:  # noqa: BLE001
            errors.append(e)
    ts = [threading.Thread(target=work) for _ in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not errors


def test_lower_shows_fused_loops_and_llvm():
    low = jr.lower("softmax", variant="simd")
    assert "fused" in low.loops
    assert "define void" in low.llvm
    # the row's temporaries are registers or a row of scratch, never a full tensor
    assert "scratch" not in low.loops or "f32[N," not in low.loops.split("scratch", 1)[1].splitlines()[0]


def test_lower_asm_uses_host_vectors():
    asm = jr.lower("swish", variant="simd").asm
    dev = jr.probe()
    reg = {512: "zmm", 256: "ymm", 128: "xmm"}[dev.vector_bits]
    assert reg in asm
    assert "call" not in [line.split()[0] for line in asm.splitlines() if line.strip()
                          and not line.strip().startswith((".", "#"))]  # no libm calls


def test_probe():
    d = jr.probe()
    assert d.cores >= 1 and d.vector_bits in (128, 256, 512) and d.cpu and d.triple


@pytest.mark.parametrize("device,reg,absent", [("x86-64", "xmm", ("ymm", "zmm")),
                                               ("x86-64-v3", "ymm", ("zmm",)),
                                               ("x86-64-v4", "zmm", ())])
def test_x86_profiles_use_their_vectors(device, reg, absent):
    asm = jr.lower("softmax", variant="simd", device=device).asm
    assert reg in asm
    for r in absent:
        assert r not in asm


def test_x86_profiles_run_and_agree():
    x = np.random.default_rng(3).standard_normal((7, 131), dtype=np.float32)
    ref = jr.ops.softmax(x, variant="scalar")
    for device in ("x86-64", "x86-64-v3", "x86-64-v4", "host"):
        if jr.PROFILES.get(device) and not set(jr.PROFILES[device].requires) <= set(jr.probe().features):
            continue
        np.testing.assert_allclose(jr.ops.softmax(x, device=device), ref, rtol=2e-6, atol=1e-9)


def test_cross_profile_refuses_to_run_here():
    with pytest.raises(RuntimeError, match="can't run here: device 'aarch64-sve' is aarch64"):
        jr.ops.relu(np.zeros(4, np.float32), device="aarch64-sve")
    with pytest.raises(ValueError, match="unknown device profile 'z80'"):
        jr.ops.relu(np.zeros(4, np.float32), device="z80")


def test_lut_variant_only_where_eligible():
    assert "lut" in jr.ops.sigmoid.variants
    assert "lut" not in jr.ops.relu.variants  # nothing to tabulate
    assert "lut" not in jr.ops.tanh.variants  # a table is not relatively accurate near 0
    with pytest.raises(ValueError, match="not eligible"):
        jr.ops.tanh(np.zeros(3, np.float32), variant="lut")
    x = np.linspace(-30, 30, 2001, dtype=np.float32)
    x[::97] = np.nan
    y = jr.ops.sigmoid(x, variant="lut")
    ref = 1 / (1 + np.exp(-x.astype(np.float64)))
    assert np.array_equal(np.isnan(y), np.isnan(ref))
    ok = ~np.isnan(ref)
    assert np.all(np.abs(y[ok] - ref[ok]) <= 1e-5 * np.abs(ref[ok]) + 1e-30)
    assert "table lut0" in jr.lower("sigmoid", variant="lut").loops


def test_out_arrays():
    x = np.random.default_rng(1).standard_normal((4, 33), dtype=np.float32)
    o = np.empty_like(x)
    assert jr.ops.softmax(x, out=o) is o
    np.testing.assert_array_equal(o, jr.ops.softmax(x))
    with pytest.raises(ValueError, match="overlaps"):
        jr.ops.softmax(x, out=x)
    with pytest.raises(ValueError, match=r"has shape \(4, 32\), expected \(4, 33\)"):
        jr.ops.softmax(x, out=np.empty((4, 32), np.float32))
    with pytest.raises(TypeError, match="C-contiguous float32"):
        jr.ops.softmax(x, out=np.empty((4, 33), np.float64))


def test_pointwise_ops_write_over_their_input():
    x = np.random.default_rng(2).standard_normal((3, 37), dtype=np.float32)
    for name in ("relu", "elu", "gelu", "softplus"):
        ref = jr.ops[name](x)
        y = x.copy()
        assert jr.ops[name](y, out=y) is y
        np.testing.assert_array_equal(y, ref)
    assert jr.ops.relu.aliasable == {0}
    assert not jr.ops.softmax.aliasable and not jr.ops.matmul.aliasable
    # a conv reads x around the element it writes, its residual only there
    conv = jr.load_ops("""
op conv_res(x: f32[N, H, W, C], w: f32[R, S, C, K], z: f32[N, H - R + 1, W - S + 1, K])
    -> y: f32[N, H - R + 1, W - S + 1, K] {
    y[n, p, q, k] = sum[r, s, c](x[n, p + r, q + s, c] * w[r, s, c, k]) + z[n, p, q, k]
}""").conv_res
    assert conv.aliasable == {2}
    buf = np.zeros(3 * 37 + 1, np.float32)
    inp, shifted = buf[:-1].reshape(3, 37), buf[1:].reshape(3, 37)  # overlapping, not identical
    with pytest.raises(ValueError, match="overlaps"):
        jr.ops.relu(inp, out=shifted)


def test_avx512_exp_uses_rndscale_and_scalef():
    if jr.probe().vector_bits < 512:
        pytest.skip("the host has no AVX-512")
    asm = jr.lower("exp", variant="simd", device="x86-64-v4").asm
    assert "vscalefps" in asm and "vrndscaleps" in asm
    x = np.array([-104.5, -103.9, -87.5, -1e-40, 0.0, 88.7, 88.73, 1e4, np.nan, -np.inf], np.float32)
    y = jr.ops.exp(x, variant="simd", device="x86-64-v4")
    with np.errstate(over="ignore"):
        ref = np.exp(x.astype(np.float64)).astype(np.float32)
    np.testing.assert_array_equal(np.isnan(y), np.isnan(ref))
    finite = np.isfinite(ref) & (np.abs(ref) > 1.2e-38)
    np.testing.assert_allclose(y[finite], ref[finite], rtol=4e-7)
    assert y[-1] == 0 and y[-3] == np.inf and y[0] <= 1.5e-45
