"""The windows kernel (lowering/window_codes.py): a channels-last tensor's convolution
windows as GEMM rows of codes, against numpy's windows of the zero-padded tensor turned
to codes by the float64-checked references (test_int8.codes_ref, bf16.to_bf16): bit for
bit (each tap's tail one float at a time, or one masked step on AVX-512), on hypothesis
geometries (kernel 1-4, stride 1-3, dilation 1-2, padding 0-3 on each
side, channels 1 to past the vector width, batch 1-2), with -0.0, denormals, large
magnitudes, NaN and infinities; on the host at 1, 4 and the device's lanes, and built for
Arm and RISC-V under qemu.

And the convolutions that run on it, Int8MatMul and BF16MatMul with a window: against the
int64 sums of the codes it made (int8) or the float64 product of the rounded operands
(bf16), and against the float64 convolution; bad shapes and windows named.
"""
from __future__ import annotations

import ctypes

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from numpy.lib.stride_tricks import sliding_window_view
from test_int8 import HOST, SETTINGS, codes_ref, floats

from jit_runtime.jit import compile_ir
from jit_runtime.onnx import int8
from jit_runtime.onnx.bf16 import NativeBF16MatMul
from jit_runtime.qgemm import available, has_bf16
from jit_runtime.lowering.window_codes import WindowSpec, generate
from jit_runtime.onnx.bf16 import from_bf16, to_bf16

DTYPE = {"u8": np.uint8, "i16": np.int16, "bf16": np.uint16}


def windows_ref(x: np.ndarray, window: tuple[int, ...], pads_end: tuple[int, int]) -> np.ndarray:
    """[b*oh*ow, kh*kw*c] float32 windows of the zero-padded x, taps (i, j) then channels."""
    kh, kw, sh, sw, dh, dw, pt, pl = window
    xp = np.pad(x, [(0, 0), (pt, pads_end[0]), (pl, pads_end[1]), (0, 0)])
    win = sliding_window_view(xp, ((kh - 1) * dh + 1, (kw - 1) * dw + 1), axis=(1, 2))[:, ::sh, ::sw, :, ::dh, ::dw]
    b, oh, ow, c = win.shape[:4]
    return np.ascontiguousarray(win.transpose(0, 1, 2, 4, 5, 3)).reshape(b * oh * ow, kh * kw * c)


def run(spec: WindowSpec, x: np.ndarray, m, window: tuple[int, ...], out_hw: tuple[int, int], kp: int):
    """q [rows, kp] of the kernel; m: max |x|, or (given) [1 / scale, zero point]."""
    mod = compile_ir(generate(spec), HOST.target(), salt="test")
    n_ptr = len(spec.abi.buffers) + 1
    fn = mod.function(spec.symbol, (ctypes.c_void_p,) * n_ptr + (ctypes.c_int64,) * 17)
    rows = x.shape[0] * out_hw[0] * out_hw[1]
    q = np.full((rows, kp), 77, DTYPE[spec.codes])
    mb = np.array(m, np.float32).reshape(-1)
    bufs = [x.ctypes.data, q.ctypes.data] if spec.codes == "bf16" else [x.ctypes.data, mb.ctypes.data, q.ctypes.data]
    fn(*bufs, None, rows, x.shape[3], kp, x.shape[1], x.shape[2], *out_hw, *window, 0, 1 << 62)
    return q


def check(codes: str, q: np.ndarray, win: np.ndarray, m: np.float32, kp: int, unsigned: bool = False) -> None:
    if codes != "bf16":
        np.testing.assert_array_equal(q.astype(np.int64), codes_ref(win, m, kp, unsigned))
        return
    k = win.shape[1]
    assert (q[:, k:] == 0).all()
    nan = np.isnan(win)
    np.testing.assert_array_equal(q[:, :k][~nan], to_bf16(win)[~nan])
    assert np.isnan(from_bf16(q[:, :k][nan])).all()


@settings(max_examples=80, **SETTINGS)
@given(st.data())
def test_windows_kernel(data):
    d = data.draw
    codes = d(st.sampled_from(list(DTYPE)))
    lanes = d(st.sampled_from(sorted({1, 4, HOST.lanes.count})))
    kh, kw, sh, sw, dh, dw = (d(st.integers(1, 4)), d(st.integers(1, 4)), d(st.integers(1, 3)), d(st.integers(1, 3)),
                              d(st.integers(1, 2)), d(st.integers(1, 2)))
    pt, pl, pb, pr = (d(st.integers(0, 3)) for _ in range(4))
    b, c = d(st.integers(1, 2)), d(st.integers(1, 2 * HOST.lanes.count + 3))
    h = d(st.integers(max(1, (kh - 1) * dh + 1 - pt - pb), 7))
    w = d(st.integers(max(1, (kw - 1) * dw + 1 - pl - pr), 7))
    x = floats(d, (b, h, w, c))
    if d(st.booleans()):
        x.reshape(-1)[d(st.integers(0, x.size - 1))] = d(st.sampled_from([np.nan, np.inf, -np.inf]))
    unsigned = codes != "bf16" and d(st.booleans())  # zero point 0: padding is code 0
    if unsigned:
        x = np.abs(x)
    window = (kh, kw, sh, sw, dh, dw, pt, pl)
    win = windows_ref(x, window, (pb, pr))
    oh, ow = (h + pt + pb - (kh - 1) * dh - 1) // sh + 1, (w + pl + pr - (kw - 1) * dw - 1) // sw + 1
    k = kh * kw * c
    kp = k + d(st.integers(0, 5))
    m = np.float32(d(st.sampled_from([float(np.abs(x[np.isfinite(x)]).max(initial=0)), 0.0, float("nan")])))
    masked = lanes == 16 and HOST.lanes.masked_fma and d(st.booleans())  # (AVX-512 hosts)
    q = run(WindowSpec(lanes, codes, masked, unsigned), x, m, window, (oh, ow), kp)
    assert q.shape[0] == win.shape[0]
    check(codes, q, win, m, kp, unsigned)


@settings(max_examples=60, **SETTINGS)
@given(st.data())
def test_windows_of_a_given_quantization_are_its_integers(data):
    """given = [1 / s, z]: x = (q - z) * s (a QDQ model's dequantized activation) comes back
    as q, padding as z, for every geometry, code width and zero point."""
    d = data.draw
    codes = d(st.sampled_from(["u8", "i16"]))
    lanes = d(st.sampled_from(sorted({1, 4, HOST.lanes.count})))
    kh, kw, sh, sw = d(st.integers(1, 3)), d(st.integers(1, 3)), d(st.integers(1, 2)), d(st.integers(1, 2))
    pt, pl, pb, pr = (d(st.integers(0, 2)) for _ in range(4))
    b, c = d(st.integers(1, 2)), d(st.integers(1, 2 * HOST.lanes.count + 3))
    h, w = d(st.integers(max(1, kh - pt - pb), 6)), d(st.integers(max(1, kw - pl - pr), 6))
    z = d(st.sampled_from([0, 1, 113, 128, 255]))
    s = np.float32(d(st.sampled_from([1.0, 0.0173, 3.1e-4, 47.5])))
    qx = np.random.default_rng(d(st.integers(0, 99))).integers(0, 256, (b, h, w, c))
    x = ((qx - z).astype(np.float32) * s).astype(np.float32)
    window = (kh, kw, sh, sw, 1, 1, pt, pl)
    want = windows_ref(qx.astype(np.float32) - z, window, (pb, pr)) + z  # padding 0 - z + z
    oh, ow = (h + pt + pb - kh) // sh + 1, (w + pl + pr - kw) // sw + 1
    kp = kh * kw * c + d(st.integers(0, 3))
    masked = lanes == 16 and HOST.lanes.masked_fma and d(st.booleans())
    q = run(WindowSpec(lanes, codes, masked, given=True), x, [np.float32(1) / s, z], window, (oh, ow), kp)
    np.testing.assert_array_equal(q[:, :want.shape[1]].astype(np.int64), want.astype(np.int64))
    assert (q[:, want.shape[1]:] == 0).all()


def test_spec_refuses_unknown_codes():
    with pytest.raises(ValueError, match="window codes 'i4'"):
        WindowSpec(4, "i4")


@pytest.mark.parametrize("dev", ["aarch64-neon", "riscv64-rvv"])
@pytest.mark.parametrize("codes", ["u8", "bf16"])
def test_windows_kernel_on_arm_and_riscv(dev, codes):
    from types import SimpleNamespace

    from cross_kernels import device_or_skip, lowered
    from jit_runtime.cross import run_cross
    cd, lanes = device_or_skip(dev)
    rng = np.random.default_rng(11)
    x = (rng.standard_normal((1, 5, 4, 6)) * 3).astype(np.float32)
    x.reshape(-1)[:4] = [-0.0, 1e-40, 3e38, -2.5]
    window, oh, ow, kp = (3, 3, 2, 1, 1, 1, 1, 1), 3, 4, 56  # stride 2 down, 1 across, padding 1
    win = windows_ref(x, window, (1, 1))
    m = np.float32(np.abs(x).max())
    spec = WindowSpec(lanes, codes)
    sizes = dict(zip(("rows", "c", "kp", "h", "w", "oh", "ow", "kh", "kw", "sh", "sw", "dh", "dw", "pt", "pl"),
                     (oh * ow, 6, kp, 5, 4, oh, ow, *window)))
    inputs = [x] if codes == "bf16" else [x, np.array([m], np.float32)]
    nbytes = oh * ow * kp * np.dtype(DTYPE[codes]).itemsize
    (q,) = run_cross(lowered(generate(spec), spec.symbol, spec.abi, 1), cd, SimpleNamespace(inputs=inputs, sizes=sizes),
                     [(nbytes // 4,)])
    check(codes, q.view(DTYPE[codes]).reshape(oh * ow, kp), win, m, kp)


def geometry(d):
    """(window, x [b, h, w, c]) drawn: kernels 1-3 (not always square), strides, dilations, pads."""
    kh, kw, sh, sw = d(st.integers(1, 3)), d(st.integers(1, 3)), d(st.integers(1, 2)), d(st.integers(1, 2))
    dh, dw = d(st.integers(1, 2)), d(st.integers(1, 2))
    pads = tuple(d(st.integers(0, 2)) for _ in range(4))
    h = d(st.integers(max(1, (kh - 1) * dh + 1 - pads[0] - pads[2]), 8))
    w = d(st.integers(max(1, (kw - 1) * dw + 1 - pads[1] - pads[3]), 8))
    win = int8.Window((kh, kw), (sh, sw), (dh, dw), pads)
    return win, (d(st.integers(1, 2)), h, w, d(st.integers(1, 20)))


def _conv64(x: np.ndarray, w: np.ndarray, win: "int8.Window") -> np.ndarray:
    """The float64 convolution channels-last: x [b, h, w, c], w [kh*kw*c, m] rows (i, j, c)."""
    cols = windows_ref(x.astype(np.float64), win.launch_args(), win.pads[2:])
    b = x.shape[0]
    oh, ow = win.out_hw(*x.shape[1:3])
    return (cols @ w.astype(np.float64)).reshape(b, oh, ow, w.shape[1])


@settings(max_examples=40, **SETTINGS)
@given(st.data())
def test_int8_window_conv_exact(data):
    """y = sum (code - 128) * wq * (m / 127 * w_scale) + bias over the window's codes, m =
    max |x| over all of x (not only the pixels a stride visits)."""
    d = data.draw
    win, shape = geometry(d)
    k, n = win.taps * shape[3], d(st.integers(1, 24))
    variant = d(st.sampled_from(["auto"] + [v for v in available(HOST) if v not in ("vnni", "maddubs")]))
    x = floats(d, shape, big=1e30)
    unsigned = d(st.booleans())
    if unsigned:
        x = np.abs(x)
    rng = np.random.default_rng(d(st.integers(0, 9)))
    wq, ws = int8.quantize_weights(rng.standard_normal((k, n)).astype(np.float32), 1)
    bias = rng.standard_normal(n).astype(np.float32) if d(st.booleans()) else None
    nm = int8.NativeMatMul(wq, ws, bias, window=win, unsigned=unsigned)
    from jit_runtime.onnx.bindings.options import _options
    tok = _options.set({"variant": variant} if variant != "auto" else {})
    try:
        y, m, q, sc = nm.run([x])
    finally:
        _options.reset(tok)
    oh, ow = win.out_hw(*shape[1:3])
    assert y.shape == (shape[0], oh, ow, n) and m[0] == np.abs(x).max()
    cols = windows_ref(x, win.launch_args(), win.pads[2:])
    np.testing.assert_array_equal(q.reshape(-1, nm.kp)[:, :k].astype(np.int64),
                                  codes_ref(cols, m[0], nm.kp, unsigned)[:, :k])
    sums = (q.reshape(-1, nm.kp)[:, :k].astype(np.int64) - (0 if unsigned else 128)) @ wq.astype(np.int64)
    want = sums.astype(np.float64) * sc[:n].astype(np.float64) + (0 if bias is None else bias)
    assert np.abs(y.reshape(-1, n) - want).max() <= 1e-6 * (np.abs(want).max() + 1e-30) + 1e-30
    ref = _conv64(x, wq * ws, win) + (0 if bias is None else bias)
    step = np.float64(m[0]) / (255 if unsigned else 127)
    bound = (step / 2 + 1e-6 * np.abs(x).max()) * np.abs(wq * ws).sum(0) + 1e-5 * np.abs(ref).max() + 1e-30
    assert (np.abs(y - ref) <= bound).all()


needs_bf16 = pytest.mark.skipif(not has_bf16(HOST), reason="this host has no AVX512-BF16")


@needs_bf16
@settings(max_examples=30, **SETTINGS)
@given(st.data())
def test_bf16_window_conv(data):
    d = data.draw
    win, shape = geometry(d)
    k, n = win.taps * shape[3], d(st.integers(1, 40))
    rng = np.random.default_rng(d(st.integers(0, 9)))
    x = rng.standard_normal(shape).astype(np.float32)
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    clamp = d(st.sampled_from([None, (0.0, 6.0)]))
    y = NativeBF16MatMul(wb, None, clamp, win).run([x])[0]
    xr = from_bf16(to_bf16(x))
    want = _conv64(xr, from_bf16(wb), win)
    mag = _conv64(np.abs(xr), np.abs(from_bf16(wb)), win)
    if clamp is not None:
        want = np.clip(want, *clamp)
    assert y.shape == want.shape and (np.abs(y - want) <= (k + 2) * 2.0 ** -23 * mag + 1e-30).all()


def test_window_node_errors_are_named():
    from onnx import TensorProto, helper

    from jit_runtime.onnx.bindings._base import F32, Unsupported
    wq, ws = int8.quantize_weights(np.ones((18, 4), np.float32), 1)

    def bind(values):
        proto = helper.make_node("Int8MatMul", ["x", "w", "s", ""], ["y"], domain="jit_runtime", window=values)
        return int8.bind(proto, 17, [None, wq.shape, ws.shape], [F32, TensorProto.INT8, F32], {1: wq, 2: ws})
    with pytest.raises(Unsupported, match=r"window \[3, 3, 0, 1, 1, 1, 0, 0, 0, 0\]: expected \[kh, kw, sh"):
        bind([3, 3, 0, 1, 1, 1, 0, 0, 0, 0])
    with pytest.raises(Unsupported, match=r"18 weight rows for a \(4, 4\) window"):
        bind([4, 4, 1, 1, 1, 1, 0, 0, 0, 0])
    run = bind([3, 3, 1, 1, 1, 1, 0, 0, 0, 0]).run
    with pytest.raises(ValueError, match=r"Int8MatMul: x \(1, 5, 5, 3\); expected \[B, H, W, 2\]"):
        run([np.zeros((1, 5, 5, 3), np.float32), wq, ws])
    with pytest.raises(ValueError, match=r"x \(1, 2, 5, 2\) is smaller than its \(3, 3\) window"):
        run([np.zeros((1, 2, 5, 2), np.float32), wq, ws])
    y = run([np.ones((1, 3, 4, 2), np.float32), wq, ws])[0]
    np.testing.assert_allclose(y, np.full((1, 1, 2, 4), 18.0), rtol=1e-2)


@pytest.mark.parametrize("unsigned", [False, True])
def test_window_conv_nan_and_inf_are_loud(unsigned):
    """A NaN or infinity anywhere in x has no finite scale: every output of the call is
    NaN or infinite, never finite values that look right (as Int8MatMul's rows)."""
    rng = np.random.default_rng(4)
    win = int8.Window((3, 3), (2, 2), (1, 1), (1, 1, 1, 1))
    wq, ws = int8.quantize_weights(rng.standard_normal((9 * 5, 6)).astype(np.float32), 1)
    nm = int8.NativeMatMul(wq, ws, np.ones(6, np.float32), window=win, unsigned=unsigned)
    for bad in (np.nan, np.inf):
        x = np.abs(rng.standard_normal((1, 7, 6, 5))).astype(np.float32)
        x[0, 6, 5, 4] = bad  # a pixel no stride-2 window's centre visits, but a window reads
        y = nm.run([x])[0]
        assert y.shape == (1, 4, 3, 6) and not np.isfinite(y).any(), bad
