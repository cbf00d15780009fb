"""Channels-last convolutions (lowering/direct_conv.py, lowering/depthwise.py) and pools,
against tests/reference.py's float64 NCHW ops on the transposed data.

Shapes cross the register tile on both axes (pixels around multiples of MR = 6 or 4,
output channels around multiples of the vector width and of a panel, 1 included),
strides, dilations and asymmetric pads put taps in the padding on every side, and input
channels run from 1 to past a tap block (KC products). Special values: NaN and inf in x
reach exactly the outputs whose windows read them; an inf weight at a tap that falls in
the padding adds nothing (the language's out-of-bounds rule), not inf * 0.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jit_runtime as jr
import reference as R

DEVICES = ["host", "x86-64-v3", "x86-64"]
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def to_nchw(a):
    return np.ascontiguousarray(np.moveaxis(a, -1, 1))


def attrs(stride, pads, dil):
    return dict(stride_h=stride[0], stride_w=stride[1], pad_top=pads[0], pad_left=pads[1], pad_bottom=pads[2],
                pad_right=pads[3], dilation_h=dil[0], dilation_w=dil[1])


def conv_ref(x, w_hwio, b, stride, pads, dil):
    """float64 NHWC conv through the NCHW reference: w HWIO [R, S, C, K] or [R, S, C] (depthwise)."""
    x = to_nchw(x.astype(np.float64))
    if w_hwio.ndim == 3:
        w = w_hwio.astype(np.float64).transpose(2, 0, 1)[:, None]
        group = w.shape[0]
    else:
        w, group = w_hwio.astype(np.float64).transpose(3, 2, 0, 1), 1
    y = R.conv2d(x, w, b.astype(np.float64), group=group, **attrs(stride, pads, dil))[0]
    return np.moveaxis(y, 1, -1)


def taps_ref(x, wt, b, pad):
    """The language's rule written out, stride 1: a tap outside x is skipped (so an inf
    weight there adds nothing; a zero-padded reference would give inf * 0 = NaN)."""
    x, wt = x.astype(np.float64), wt.astype(np.float64)
    n, h, w, c = x.shape
    r_, s_ = wt.shape[:2]
    dense = wt.ndim == 4
    y = np.zeros((n, h + 2 * pad - r_ + 1, w + 2 * pad - s_ + 1, wt.shape[-1])) + b
    for p in range(y.shape[1]):
        for q in range(y.shape[2]):
            for r in range(r_):
                for s in range(s_):
                    hh, ww = p + r - pad, q + s - pad
                    if 0 <= hh < h and 0 <= ww < w:
                        y[:, p, q] += x[:, hh, ww] @ wt[r, s] if dense else x[:, hh, ww] * wt[r, s]
    return y


@st.composite
def geometry(draw, max_r=5):
    r, s = draw(st.integers(1, max_r)), draw(st.integers(1, max_r))
    stride = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    dil = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    pads = tuple(draw(st.integers(0, 2)) for _ in range(4))
    h = draw(st.integers(max(1, dil[0] * (r - 1) + 1 - pads[0] - pads[2]), 13))
    w = draw(st.integers(max(1, dil[1] * (s - 1) + 1 - pads[1] - pads[3]), 15))
    return (r, s), stride, pads, dil, (draw(st.integers(1, 2)), h, w)


CHANNELS = st.sampled_from([1, 2, 3, 5, 8, 15, 16, 17, 31, 33, 47, 64, 65, 70])


@SETTINGS
@given(geo=geometry(), c=CHANNELS, k=CHANNELS, device=st.sampled_from(DEVICES), seed=st.integers(0, 99))
def test_conv2d_nhwc_matches_float64(geo, c, k, device, seed):
    (r, s), stride, pads, dil, (n, h, w) = geo
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, h, w, c), dtype=np.float32)
    wt = rng.standard_normal((r, s, c, k), dtype=np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    got = jr.ops.conv2d_nhwc(x, wt, b, variant="simd", device=device, **attrs(stride, pads, dil))
    ref = conv_ref(x, wt, b, stride, pads, dil)
    taps = r * s * c
    np.testing.assert_allclose(got, ref, rtol=2e-6 * taps, atol=2e-6 * taps)


@SETTINGS
@given(geo=geometry(max_r=7), c=CHANNELS, device=st.sampled_from(DEVICES), seed=st.integers(0, 99))
def test_depthwise_nhwc_matches_float64(geo, c, device, seed):
    (r, s), stride, pads, dil, (n, h, w) = geo
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, h, w, c), dtype=np.float32)
    wt = rng.standard_normal((r, s, c), dtype=np.float32)
    b = rng.standard_normal(c, dtype=np.float32)
    got = jr.ops.depthwise_nhwc(x, wt, b, variant="simd", device=device, **attrs(stride, pads, dil))
    np.testing.assert_allclose(got, conv_ref(x, wt, b, stride, pads, dil), rtol=1e-5 * r * s, atol=1e-5 * r * s)


DEPTHWISE_BF16 = """
op depthwise_bf16_{y}(x: bf16[N, H, W, K], w: f32[R, S, K], b: f32[K], stride_h: int = 1, stride_w: int = 1,
        pad_top: int = 0, pad_left: int = 0, pad_bottom: int = 0, pad_right: int = 0, dilation_h: int = 1,
        dilation_w: int = 1)
    -> y: {y}[N, (H + pad_top + pad_bottom - dilation_h * (R - 1) - 1) / stride_h + 1,
             (W + pad_left + pad_right - dilation_w * (S - 1) - 1) / stride_w + 1, K] {{
    y[n, p, q, k] = min(max(b[k] + sum[r, s](x[n, p * stride_h + r * dilation_h - pad_top,
                                                   q * stride_w + s * dilation_w - pad_left, k] * w[r, s, k]), 0.0), 6.0)
}}
"""


@SETTINGS
@given(geo=geometry(max_r=5), c=CHANNELS, out=st.sampled_from(["f32", "bf16"]), threads=st.sampled_from([1, 2]),
       seed=st.integers(0, 99))
def test_depthwise_of_bfloat16_x_runs_the_depthwise_lowering(geo, c, out, threads, seed):
    """A depthwise op whose x (and output) are bf16 takes the depthwise lowering, x widened
    as loaded: bit for bit the float32 op on x's values (the output rounded to nearest
    even where it is bf16), NaN and inf in x included; within float32's bound of float64."""
    import ml_dtypes
    (r, s), stride, pads, dil, (n, h, w) = geo
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, h, w, c), dtype=np.float32)
    x.reshape(-1)[:2] = [np.nan, np.inf][:x.size]
    xb = x.astype(ml_dtypes.bfloat16)
    wt = rng.standard_normal((r, s, c), dtype=np.float32)
    b = rng.standard_normal(c, dtype=np.float32)
    op = getattr(jr.load_ops(DEPTHWISE_BF16.format(y=out)), f"depthwise_bf16_{out}")
    kw = attrs(stride, pads, dil)
    got = np.asarray(op(xb, wt, b, variant="simd", threads=threads, **kw))
    plain = jr.load_ops(DEPTHWISE_BF16.format(y="f32").replace("x: bf16", "x: f32").replace("_f32(", "_plain("))
    want = np.asarray(plain.depthwise_bf16_plain(xb.astype(np.float32), wt, b, variant="simd", threads=threads,
                                                    **kw))
    if out == "bf16":
        nan = np.isnan(want)
        np.testing.assert_array_equal(got.view(np.uint16)[~nan], want.astype(ml_dtypes.bfloat16).view(np.uint16)[~nan])
        assert np.isnan(got.astype(np.float32)[nan]).all()
    else:
        np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))
    with np.errstate(invalid="ignore"):
        ref = np.clip(conv_ref(xb.astype(np.float32), wt, b, stride, pads, dil), 0, 6)
    fin = np.isfinite(ref)
    np.testing.assert_allclose(want[fin], ref[fin], rtol=1e-5 * r * s, atol=1e-5 * r * s)
    assert "depthwise: a row at a time" in str(jr.lower(op, "simd").loops)  # (the depthwise lowering's nest)


@pytest.mark.parametrize("pixels", [1, 5, 6, 7, 12, 13, 49, 97])
@pytest.mark.parametrize("k", [1, 16, 63, 64, 65, 130])
def test_conv2d_nhwc_tile_edges(pixels, k):
    """Pixel counts around the 6-row tile and a work item's 96 pixels; output channels
    around the 16-lane vector and the 64-lane panel (the last panel's narrower kernels)."""
    rng = np.random.default_rng(pixels * 1000 + k)
    x = rng.standard_normal((1, 1, pixels, 24), dtype=np.float32)
    wt = rng.standard_normal((1, 3, 24, k), dtype=np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    kw = attrs((1, 1), (0, 1, 0, 1), (1, 1))
    got = jr.ops.conv2d_nhwc(x, wt, b, variant="simd", **kw)
    np.testing.assert_allclose(got, conv_ref(x, wt, b, (1, 1), (0, 1, 0, 1), (1, 1)), rtol=1e-4, atol=1e-4)


def test_conv2d_nhwc_tap_blocks_and_large_channels():
    """C past KC (a tap per block, several blocks accumulated into the output)."""
    rng = np.random.default_rng(3)
    x = rng.standard_normal((1, 5, 6, 1100), dtype=np.float32)
    wt = (rng.standard_normal((3, 3, 1100, 40)) / 30).astype(np.float32)
    b = rng.standard_normal(40, dtype=np.float32)
    kw = attrs((1, 1), (1, 1, 1, 1), (1, 1))
    np.testing.assert_allclose(jr.ops.conv2d_nhwc(x, wt, b, **kw), conv_ref(x, wt, b, (1, 1), (1, 1, 1, 1), (1, 1)),
                               rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("op", ["conv2d_nhwc", "depthwise_nhwc"])
def test_special_values_and_the_padding_rule(op):
    rng = np.random.default_rng(5)
    c = 20
    x = rng.standard_normal((1, 6, 7, c), dtype=np.float32)
    x[0, 2, 3, 1], x[0, 4, 0, 2], x[0, 0, 6, 3] = np.nan, np.inf, -np.inf
    x[0, 1, 1, 4] = -0.0
    x[0, 3, 3, 5] = 3e38
    x[0, 5, 5, 6] = 1e-40  # a denormal
    shape = (3, 3, c, 19) if op == "conv2d_nhwc" else (3, 3, c)
    wt = rng.standard_normal(shape, dtype=np.float32)
    wt[0, 0] = np.inf  # the top-left tap: in the padding for the first row and column
    b = rng.standard_normal(shape[-1], dtype=np.float32)
    kw = attrs((1, 1), (1, 1, 1, 1), (1, 1))
    with np.errstate(all="ignore"):
        got = getattr(jr.ops, op)(x, wt, b, **kw)
        ref = taps_ref(x, wt, b, pad=1)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(ref))
    np.testing.assert_array_equal(np.isposinf(got), np.isposinf(ref))
    np.testing.assert_array_equal(np.isneginf(got), np.isneginf(ref))
    assert np.isfinite(got[0, 0, 0]).all()  # pixel (0, 0)'s inf tap is in the padding: it adds nothing
    fin = np.isfinite(ref)
    np.testing.assert_allclose(got[fin], ref[fin], rtol=1e-4, atol=1e-3)


@pytest.mark.parametrize("device", ["host", "x86-64-v3"])
@pytest.mark.parametrize("c, k, pixels", [(520, 130, 13), (260, 200, 11), (33, 70, 15)])
def test_conv2d_nhwc_blocks_and_item_orders(device, c, k, pixels):
    """Blocks that split each tap's channels (C past a block's products) or take several
    taps, accumulated in place and finished once; several panels and pixel blocks, walked
    panel by panel (weights past half of L2: the first two cases) or pixel block by pixel
    block (the last); a last panel narrower than the tile; stride 2 and padding on the
    right only, so some tiles meet the padding in some blocks and not in others."""
    rng = np.random.default_rng(c + k)
    x = rng.standard_normal((1, pixels, pixels + 1, c), dtype=np.float32)
    wt = (rng.standard_normal((3, 3, c, k)) / np.sqrt(9 * c)).astype(np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    x[0, 0, 1, c // 2] = np.inf  # every output reading it is inf, or NaN against a mixed-sign sum
    for geo in (((1, 1), (1, 1, 1, 1)), ((2, 2), (0, 0, 1, 1))):
        kw = attrs(*geo, (1, 1))
        with np.errstate(all="ignore"):
            got = jr.ops.conv2d_nhwc(x, wt, b, variant="simd", device=device, **kw)
            ref = conv_ref(x, wt, b, *geo, (1, 1))
        np.testing.assert_array_equal(np.isnan(got), np.isnan(ref))
        np.testing.assert_array_equal(np.isinf(got), np.isinf(ref))
        fin = np.isfinite(ref)
        np.testing.assert_allclose(got[fin], ref[fin], rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("device", ["host", "x86-64-v3"])
@pytest.mark.parametrize("k", [1, 37, 64, 100])
def test_conv2d_nhwc_panels_padded_lanes_stay_out(device, k):
    """Weights laid out as zero-padded panels w[J, R, S, C, P] are read without masks: the
    lanes past the last channel sum 0 * x, which is NaN where x is inf, and must never
    reach the output (nor the partial sums of another channel)."""
    rng = np.random.default_rng(k)
    c, p = 150, 64 if device == "host" else 24
    x = rng.standard_normal((1, 7, 9, c), dtype=np.float32)
    x[0, 3, 4, 5], x[0, 1, 1, 7] = np.inf, np.nan
    wt = (rng.standard_normal((3, 3, c, k)) / 30).astype(np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    j = -(-k // p)
    panels = np.zeros((j, 3, 3, c, p), np.float32)
    for q in range(j):
        part = wt[..., q * p:(q + 1) * p]
        panels[q, ..., :part.shape[-1]] = part
    kw = attrs((1, 1), (1, 1, 1, 1), (1, 1))
    with np.errstate(all="ignore"):
        got = jr.ops.conv2d_nhwc_panels(x, panels, b, variant="simd", device=device, **kw)
        ref = conv_ref(x, wt, b, (1, 1), (1, 1, 1, 1), (1, 1))
    np.testing.assert_array_equal(np.isnan(got), np.isnan(ref))
    fin = np.isfinite(ref)
    np.testing.assert_allclose(got[fin], ref[fin], rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("op", ["conv2d_nhwc", "depthwise_nhwc"])
def test_threads_give_the_same_bits(op):
    rng = np.random.default_rng(7)
    x = rng.standard_normal((2, 23, 17, 40), dtype=np.float32)
    wt = rng.standard_normal((3, 3, 40, 70) if op == "conv2d_nhwc" else (3, 3, 40), dtype=np.float32)
    b = rng.standard_normal(wt.shape[-1], dtype=np.float32)
    kw = attrs((1, 1), (1, 1, 1, 1), (1, 1))
    fn = getattr(jr.ops, op)
    one, two = fn(x, wt, b, threads=1, **kw), fn(x, wt, b, threads=2, **kw)
    np.testing.assert_array_equal(one, two)
    np.testing.assert_allclose(one, conv_ref(x, wt, b, (1, 1), (1, 1, 1, 1), (1, 1)), rtol=1e-4, atol=1e-4)


def test_fused_epilogue_runs_inline():
    """A generated conv2d_nhwc with an epilogue (bias, residual, relu6) as the ONNX fusion
    writes them: f is applied to each finished tile by the ordinary emitter."""
    ops = jr.load_ops("""
op conv_res(x: f32[N, H, W, C], w: f32[R, S, C, K], b: f32[K], e: f32[N, H + 2 - R + 1, W + 2 - S + 1, K],
            pad_top: int = 1, pad_left: int = 1)
    -> y: f32[N, H + 2 - R + 1, W + 2 - S + 1, K] {
    y[n, p, q, k] = min(max(b[k] + sum[r, s, c](x[n, p + r - pad_top, q + s - pad_left, c] * w[r, s, c, k])
                        + e[n, p, q, k], 0.0), 6.0)
}""")
    rng = np.random.default_rng(11)
    x = rng.standard_normal((1, 9, 10, 12), dtype=np.float32)
    wt = rng.standard_normal((3, 3, 12, 37), dtype=np.float32)
    b = rng.standard_normal(37, dtype=np.float32)
    e = rng.standard_normal((1, 9, 10, 37), dtype=np.float32)
    assert "direct conv" in jr.lower(ops.conv_res, shapes=(x.shape, wt.shape, b.shape, e.shape)).loops
    got = ops.conv_res(x, wt, b, e)
    ref = np.clip(conv_ref(x, wt, b, (1, 1), (1, 1, 1, 1), (1, 1)) + e, 0, 6)
    np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4)


def test_the_lowerings_are_the_ones_chosen():
    conv = jr.lower("conv2d_nhwc", shapes=((1, 8, 8, 16), (3, 3, 16, 32), (32,)))
    dw = jr.lower("depthwise_nhwc", shapes=((1, 8, 8, 16), (3, 3, 16), (16,)))
    assert "direct conv" in conv.loops and "depthwise" in dw.loops


@pytest.mark.parametrize("ceil", [False, True])
def test_pools_nhwc_match_float64(ceil):
    rng = np.random.default_rng(13)
    x = rng.standard_normal((2, 11, 12, 19), dtype=np.float32)
    x[0, 3, 3, 2] = np.nan
    kw = dict(kernel_h=3, kernel_w=3, stride_h=2, stride_w=2, pad_top=1, pad_left=1, pad_bottom=1 + ceil,
              pad_right=1 + ceil)
    got = jr.ops.maxpool2d_nhwc(x, **kw)
    ref = np.moveaxis(R.maxpool2d(to_nchw(x), **kw)[0], 1, -1)
    np.testing.assert_array_equal(got, ref.astype(np.float32))
    for include in (0, 1):
        got = jr.ops.avgpool2d_nhwc(x, count_include_pad=include, **kw)
        ref = np.moveaxis(R.avgpool2d(to_nchw(x), count_include_pad=include, **kw)[0], 1, -1)
        np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(jr.ops.global_avgpool_nhwc(x)[:, 0, 0],
                               R.global_avgpool(to_nchw(x))[0][:, :, 0, 0], rtol=1e-5, atol=1e-6)


def panels_of(w_hwio, p):
    from jit_runtime.onnx.passes.channels_last import conv_panels
    return conv_panels(w_hwio, p)


@SETTINGS
@given(geo=geometry(), c=CHANNELS, k=CHANNELS, width=st.sampled_from([64, 128, 16, 24]), seed=st.integers(0, 99))
def test_conv2d_nhwc_panels_matches_float64(geo, c, k, width, seed):
    """Panels of the tile's width (64 on AVX-512) or a multiple run in place; other widths
    run the loop nest. Both against float64."""
    (r, s), stride, pads, dil, (n, h, w) = geo
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, h, w, c), dtype=np.float32)
    wt = rng.standard_normal((r, s, c, k), dtype=np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    got = jr.ops.conv2d_nhwc_panels(x, panels_of(wt, width), b, variant="simd", **attrs(stride, pads, dil))
    taps = r * s * c
    np.testing.assert_allclose(got, conv_ref(x, wt, b, stride, pads, dil), rtol=2e-6 * taps, atol=2e-6 * taps)


def test_conv2d_nhwc_panels_padding_rule():
    rng = np.random.default_rng(8)
    x = rng.standard_normal((1, 6, 7, 20), dtype=np.float32)
    wt = rng.standard_normal((3, 3, 20, 70), dtype=np.float32)
    wt[0, 0] = np.inf
    b = rng.standard_normal(70, dtype=np.float32)
    with np.errstate(all="ignore"):
        got = jr.ops.conv2d_nhwc_panels(x, panels_of(wt, 64), b, **attrs((1, 1), (1, 1, 1, 1), (1, 1)))
        ref = taps_ref(x, wt, b, pad=1)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(ref))
    assert np.isfinite(got[0, 0, 0]).all()
