"""Code paths of the simd schedule, each at the sizes where its blocks and remainders meet:
register tiles (jam), unrolled reductions, masked tails, merged row loops."""
from __future__ import annotations

import numpy as np
import pytest

import jit_runtime as jr


@pytest.mark.parametrize("m", [1, 3, 4, 5, 8, 9])
@pytest.mark.parametrize("n", [1, 15, 31, 32, 33, 64, 65, 100])
def test_matmul_register_tile_edges(m, n):
    rng = np.random.default_rng(m * 100 + n)
    a = rng.standard_normal((2, m, 23), dtype=np.float32)
    b = rng.standard_normal((23, n), dtype=np.float32)
    ref = a.astype(np.float64) @ b
    scale = np.abs(a.astype(np.float64)) @ np.abs(b)
    for threads in (1, 2):
        y = jr.ops.matmul(a, b, variant="simd", threads=threads)
        assert np.all(np.abs(y - ref) <= 1e-5 * scale + 1e-30)


@pytest.mark.parametrize("device,tile", [("x86-64-v4", "4x4"), ("x86-64-v3", "4x3"), ("x86-64", "4x3")])
def test_matmul_is_a_packed_gemm_sized_to_the_registers(device, tile):
    loops = jr.lower("matmul", device=device).loops
    assert f"packed GEMM: {tile} vector tile" in loops
    assert "packed GEMM: 2x3 vector tile" in jr.lower("matmul", variant="simd:tile=2x3", device=device).loops


@pytest.mark.parametrize("device,tile,width", [("x86-64-v4", "6x4", 64), ("x86-64-v3", "6x2", 16), ("x86-64", "4x3", 12)])
def test_panels_of_laid_out_weights_take_the_measured_tile(device, tile, width):
    """Weights laid out as panels at load (GemmPanels, at the tile's width) are read by a
    6-row tile where that was measured faster (AVX-512, AVX2; gemm.default_blocking)."""
    from jit_runtime.device import profile
    from jit_runtime.onnx.passes import tile_width
    assert f"packed GEMM: {tile} vector tile" in jr.lower("matmul_panels", device=device, cols=100).loops
    assert tile_width(profile(device).lanes) == width


def test_scalable_vectors_keep_the_jammed_loop_nest():
    loops = jr.lower("matmul", device="aarch64-sve").loops
    assert "jam 4" in loops and "vector jam 2" in loops


@pytest.mark.parametrize("c", [1, 15, 16, 17, 63, 64, 65, 127, 128, 129, 1000])
def test_row_reductions_around_unrolled_blocks(c):
    x = np.random.default_rng(c).standard_normal((3, c), dtype=np.float32)
    x[1, c // 2] = np.nan
    for name, ref in (("reduce_sum", np.sum), ("reduce_max", np.max), ("reduce_mean", np.mean)):
        y = jr.ops[name](x, variant="simd")
        r = ref(x.astype(np.float64), axis=-1)
        assert np.isnan(y[1]) and np.isnan(r[1])
        np.testing.assert_allclose(y[[0, 2]], r[[0, 2]], rtol=1e-5, atol=1e-5 * c)


def test_max_reduction_keeps_nan_from_any_lane_and_block():
    for pos in (0, 5, 16, 63, 64, 70, 99):
        x = np.zeros((1, 100), np.float32)
        x[0, pos] = np.nan
        assert np.isnan(jr.ops.reduce_max(x, variant="simd")[0])
    x = np.full((1, 100), -np.inf, np.float32)
    assert jr.ops.reduce_max(x, variant="simd")[0] == -np.inf


@pytest.mark.parametrize("c", [1, 16, 17, 64, 70])
def test_pool_max_per_lane_keeps_nan_in_its_own_lane(c):
    """A max whose vector loop is outside it (a pool's channels) compares and selects with
    a NaN flag per lane: a NaN makes its own channel's window NaN and no other; -inf and
    padding windows stay exact; against the scalar variant and numpy."""
    rng = np.random.default_rng(c)
    x = rng.standard_normal((1, 9, 9, c), dtype=np.float32)
    x[0, 3, 3, c // 2] = np.nan  # in the windows of output rows and columns 1 and 2
    x[0, 0, :, 0] = -np.inf
    kw = dict(kernel_h=3, kernel_w=3, stride_h=2, stride_w=2, pad_top=1, pad_left=1, pad_bottom=1, pad_right=1)
    got = jr.ops.maxpool2d_nhwc(x, variant="simd", **kw)
    np.testing.assert_array_equal(got, jr.ops.maxpool2d_nhwc(x, variant="scalar", **kw))
    pad = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)), constant_values=-np.inf)
    want = np.stack([np.stack([pad[0, 2 * p:2 * p + 3, 2 * q:2 * q + 3].max(axis=(0, 1)) for q in range(5)])
                     for p in range(5)])[None]
    np.testing.assert_array_equal(got, want)
    assert np.isnan(got).sum() == 4 and np.isnan(got[..., c // 2]).sum() == 4


def test_softmax_row_loop_merged_into_its_sum():
    loops = jr.lower("softmax").loops
    assert "sum over c in 0..C vector:" in loops and "e[c] = " in loops.split("sum over c")[1]


@pytest.mark.parametrize("k,group", [(1, 1), (4, 1), (5, 1), (9, 1), (4, 2), (6, 2), (10, 2)])
@pytest.mark.parametrize("w", [3, 17, 40])
def test_conv_tiled_over_output_channels(k, group, w):
    rng = np.random.default_rng(k * 100 + w)
    x = rng.standard_normal((2, 4, 6, w), dtype=np.float32)
    wt = rng.standard_normal((k, 4 // group, 3, 3), dtype=np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    kw = dict(pad_top=1, pad_left=2, pad_bottom=0, pad_right=1, group=group)
    ref = jr.ops.conv2d(x, wt, b, variant="scalar", **kw)
    got = jr.ops.conv2d(x, wt, b, variant="simd", **kw)
    np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)


def test_conv_is_a_gemm_unless_grouped():
    assert "packed GEMM" in jr.lower("conv2d").loops
    loops = jr.lower("conv2d", group=2).loops  # the input channel depends on k: no GEMM
    assert "packed GEMM" not in loops and "for q in" in loops and "vector" in loops


@pytest.mark.parametrize("variant", ["simd:tile=1x1", "simd:tile=2x2", "simd:tile=6x2", "simd:tile=4x3",
                                     "simd:acc=1", "simd:acc=8", "simd:static", "simd:tile=3x1,acc=2,static"])
def test_schedule_parameters_keep_results(variant):
    rng = np.random.default_rng(5)
    a = rng.standard_normal((13, 29), dtype=np.float32)
    b = rng.standard_normal((29, 70), dtype=np.float32)
    ref = a.astype(np.float64) @ b
    np.testing.assert_allclose(jr.ops.matmul(a, b, variant=variant), ref, rtol=1e-5, atol=1e-4)
    x = rng.standard_normal((5, 300), dtype=np.float32)
    np.testing.assert_allclose(jr.ops.reduce_sum(x, variant=variant), x.astype(np.float64).sum(-1),
                               rtol=1e-5, atol=1e-4)


def test_static_variant_compiles_sizes_in():
    loops = jr.lower("softmax", variant="simd:static", shapes=((8, 100),)).loops
    assert "sizes" not in loops and "0..100" in loops


def test_bad_schedule_options():
    x = np.zeros(4, np.float32)
    for bad in ("simd:tile=9x9", "simd:acc=0", "simd:fast", "scalar:static"):
        with pytest.raises(ValueError):
            jr.ops.relu(x, variant=bad)


@pytest.mark.parametrize("device,width,tile", [("x86-64-v3", 16, "6x2"), ("x86-64-v3", 24, "4x3"),
                                               ("x86-64-v4", 64, "6x4"), ("x86-64-v3", 64, "4x3")])
def test_a_conv_runs_the_tile_of_its_panel_width(device, width, tile):
    """A call compiles its weights' panel width in (CheckedOp.panel_sizes), and the direct
    conv takes the tile of that width; the loop nest for other widths is built only where
    no tile has the width (64 on AVX2)."""
    shapes = ((1, 9, 9, 32), (-(-32 // width), 3, 3, 32, width), (32,))
    low = jr.lower("conv2d_nhwc_panels", device=device, shapes=shapes, pad_top=1, pad_left=1, pad_bottom=1,
                   pad_right=1)
    assert f"direct conv: {tile} vector tile" in low.loops
    assert f", R, S, C, {width}], b:" in low.loops.splitlines()[0]  # the width compiled in
    assert (".exact" in low.llvm) == (width == 64 and device == "x86-64-v3")


def test_panel_widths_are_compiled_in_only_where_a_tensor_is_read_as_panels():
    assert jr.ops.conv2d_nhwc_panels.checked.panel_sizes == {"P"}
    assert jr.ops.matmul_panels.checked.panel_sizes == {"P"}
    assert jr.ops.conv2d_nhwc.checked.panel_sizes == frozenset() and jr.ops.matmul.checked.panel_sizes == frozenset()
    ops = jr.load_ops("""
op halves(x: f32[N, Q]) -> y: f32[N] {
    y[n] = sum[q](x[n / Q, q] * x[n % Q, q])
}""")
    assert ops.halves.checked.panel_sizes == frozenset()  # / and % in two reads: no panel


@pytest.mark.parametrize("channels,width", [(32, 16), (128, 16), (48, 24), (144, 24), (72, 24), (40, 24), (8, 16)])
def test_each_layer_lays_its_weights_out_at_the_width_that_pads_least(channels, width):
    from jit_runtime.device import profile
    from jit_runtime.onnx.passes import ChannelsLast, conv_widths
    widths = conv_widths(profile("x86-64-v3").lanes)
    assert widths == (24, 16)
    assert ChannelsLast(widths).width_for(channels) == width
    assert ChannelsLast(64).width_for(channels) == 64 and ChannelsLast().width_for(channels) is None
