"""Contractions run in int8 (onnx/int8.py) and their kernels (lowering/quantize_u8.py):

- the codes kernel against a float64 reference of its formula, on every row length around
  the vector width, with -0.0, denormals, large magnitudes, NaN, narrow and wide codes;
  per row too: each row's m (NaN in a row makes its m NaN), its step, masked tails;
- the scales kernel: max |x| over lengths around its 4 accumulators of L lanes, NaN
  anywhere, infinities, and the column scales;
- Int8MatMul (NativeMatMul) against an exact reference (int64 sums of the codes it made
  per row, scaled in float64 by each row's step) and against the float64 product itself, on hypothesis shapes (rows
  0, 1 and odd, K and N from 1, past the vector width, not multiples of 4), with and
  without bias, for each integer GEMM variant this machine runs; NaN and infinity inputs;
- Int8Conv against the float64 convolution;
- both kernels built for Arm and RISC-V run under qemu and agree with the host.
"""
from __future__ import annotations

import ctypes

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto

from jit_runtime.device import profile
from jit_runtime.jit import compile_ir
from jit_runtime.lowering.quantize_u8 import QuantizeSpec, ScalesSpec, generate, generate_scales
from jit_runtime.onnx import int8
from jit_runtime.onnx.bindings._base import F32
from jit_runtime.qgemm import available

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                database=None)
HOST = profile(None)
SPECIAL = np.array([0.0, -0.0, 1e-40, -1e-40, 3e38, -3e38, 1.0, -1.0], np.float32)


def _fn(text: str, symbol: str, n_ptr: int, n_size: int):
    mod = compile_ir(text, HOST.target(), salt="test")
    return mod, mod.function(symbol, (ctypes.c_void_p,) * n_ptr + (ctypes.c_int64,) * n_size)


def codes_ref(x: np.ndarray, m: float, kp: int, unsigned: bool = False) -> np.ndarray:
    """The codes kernel's formula in float32 steps, as the kernel rounds them (unsigned:
    zero point 0 and 255 levels over [0, m])."""
    m = np.float32(m)
    inv = np.float32(255 if unsigned else 127) / m if m > 2.0 ** -100 else np.float32(0)
    with np.errstate(all="ignore"):
        t = x * inv + np.float32(0.5 if unsigned else 128.5)
    t = np.floor(np.where(np.isnan(t), 0, np.clip(t, 0, 255)))  # maxnum(NaN, 0) is 0
    out = np.zeros((x.shape[0], kp), np.int64)
    out[:, :x.shape[1]] = t
    return out


def floats(draw, shape, big: float = 3e38):
    """Floats in [-50, 50] with, sometimes, a few special values (large ones at +-big)."""
    special = np.where(np.abs(SPECIAL) > 1e30, np.sign(SPECIAL) * np.float32(big), SPECIAL).astype(np.float32)
    n = int(np.prod(shape))
    base = np.array(draw(st.lists(st.floats(-50, 50, width=32), min_size=n, max_size=n)), np.float32)
    if n and draw(st.booleans()):
        idx = draw(st.lists(st.integers(0, n - 1), max_size=4))
        base[idx] = special[draw(st.lists(st.integers(0, len(SPECIAL) - 1), min_size=len(idx), max_size=len(idx)))]
    return base.reshape(shape)


@settings(max_examples=60, **SETTINGS)
@given(st.data())
def test_codes_kernel(data):
    lanes = data.draw(st.sampled_from([1, 4, HOST.lanes.count]))
    wide, unsigned = data.draw(st.booleans()), data.draw(st.booleans())
    rows, k = data.draw(st.integers(1, 5)), data.draw(st.integers(1, 3 * HOST.lanes.count + 3))
    kp = -(-k // 4) * 4
    x = floats(data.draw, (rows, k))
    if data.draw(st.booleans()):  # codes of NaN and infinities too (m is given apart)
        x.reshape(-1)[data.draw(st.integers(0, x.size - 1))] = data.draw(st.sampled_from([np.nan, np.inf, -np.inf]))
    m = np.float32(data.draw(st.sampled_from([float(np.abs(x).max()), 0.0, 1e-30, 2.0 ** -100, 1e-40,
                                              float("nan")])))
    spec = QuantizeSpec(lanes, wide, unsigned)
    _mod, fn = _fn(generate(spec), spec.symbol, 4, 5)
    q = np.full((rows, kp), 77, np.int16 if wide else np.uint8)
    mb = np.array([m], np.float32)
    fn(x.ctypes.data, mb.ctypes.data, q.ctypes.data, None, rows, k, kp, 0, 1 << 62)
    np.testing.assert_array_equal(q.astype(np.int64), codes_ref(x, m, kp, unsigned))


@settings(max_examples=40, **SETTINGS)
@given(st.data())
def test_codes_of_a_given_quantization_are_its_integers(data):
    """m = [1 / s, z]: x = (q - z) * s comes back as q (codes u8, or int16 for madd16)."""
    lanes = data.draw(st.sampled_from([1, 4, HOST.lanes.count]))
    wide = data.draw(st.booleans())
    rows, k = data.draw(st.integers(1, 5)), data.draw(st.integers(1, 3 * HOST.lanes.count + 3))
    kp = -(-k // 4) * 4
    z = data.draw(st.sampled_from([0, 7, 128, 200, 255]))
    s = np.float32(data.draw(st.sampled_from([1.0, 0.0213, 2.9e-4, 61.0])))
    qx = np.random.default_rng(data.draw(st.integers(0, 99))).integers(0, 256, (rows, k))
    x = ((qx - z).astype(np.float32) * s).astype(np.float32)
    spec = QuantizeSpec(lanes, wide, given=True)
    _mod, fn = _fn(generate(spec), spec.symbol, 4, 5)
    q = np.full((rows, kp), 77, np.int16 if wide else np.uint8)
    m = np.array([np.float32(1) / s, z], np.float32)
    fn(x.ctypes.data, m.ctypes.data, q.ctypes.data, None, rows, k, kp, 0, 1 << 62)
    np.testing.assert_array_equal(q[:, :k].astype(np.int64), qx)
    assert (q[:, k:] == 0).all()


@settings(max_examples=30, **SETTINGS)
@given(st.data())
def test_int8_matmul_of_a_given_quantization_is_exact(data):
    """Int8MatMul given [s, z] (a QDQ model's product): the int64 sums of (q - z) and the
    weights, times s * w_scale, plus the bias, within float32's rounding."""
    lead = data.draw(st.sampled_from([(1,), (3,), (2, 3)]))
    k, n = data.draw(st.integers(1, 90)), data.draw(st.integers(1, 40))
    z = data.draw(st.sampled_from([0, 3, 128, 250]))
    s = np.float32(data.draw(st.sampled_from([0.0213, 1.0, 3e-3])))
    rng = np.random.default_rng(data.draw(st.integers(0, 99)))
    qx = rng.integers(0, 256, lead + (k,))
    x = ((qx - z).astype(np.float32) * s).astype(np.float32)
    wq = rng.integers(-127, 128, (k, n)).astype(np.int8)
    ws = (rng.random(n).astype(np.float32) + 0.5) * np.float32(0.01)
    bias = rng.standard_normal(n).astype(np.float32) if data.draw(st.booleans()) else None
    nm = int8.NativeMatMul(wq, ws, bias, given=(float(s), z))
    y, q = nm.run([x])
    np.testing.assert_array_equal(q[:, :k].astype(np.int64), qx.reshape(-1, k))
    sums = (qx.reshape(-1, k).astype(np.int64) - z) @ wq.astype(np.int64)
    want = sums * (np.float64(s) * ws.astype(np.float64)) + (0 if bias is None else bias)
    assert np.abs(y.reshape(-1, n) - want).max() <= 1e-6 * (np.abs(want).max() + 1e-30)


def row_steps(x: np.ndarray, unsigned: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """(m, step) per row: max |x| of each row, NaN where the row has a NaN (float64 max,
    exact in float32), and m * float32(1 / levels) as the kernel rounds it."""
    with np.errstate(all="ignore"):
        m = np.where(np.isnan(x).any(1), np.float32(np.nan), np.abs(x).max(1) if x.shape[1] else 0).astype(np.float32)
        return m, m * np.float32(1 / (255 if unsigned else 127))


@settings(max_examples=80, **SETTINGS)
@given(st.data())
def test_row_codes_kernel(data):
    """Per row: each row's own m found in the pass, its codes, its step."""
    lanes = data.draw(st.sampled_from([1, 4, HOST.lanes.count]))
    masked = lanes == 16 and HOST.arch == "x86_64" and HOST.lanes.masked_fma and data.draw(st.booleans())
    wide, unsigned = data.draw(st.booleans()), data.draw(st.booleans())
    rows, k = data.draw(st.integers(1, 5)), data.draw(st.integers(1, 3 * HOST.lanes.count + 3))
    kp = -(-k // 4) * 4
    x = floats(data.draw, (rows, k))
    for _ in range(data.draw(st.integers(0, 2))):  # NaN, infinities, all-zero rows
        r = data.draw(st.integers(0, rows - 1))
        bad = data.draw(st.sampled_from([np.nan, np.inf, -np.inf, 0.0]))
        if bad == 0.0:
            x[r] = 0.0
        else:
            x[r, data.draw(st.integers(0, k - 1))] = bad
    spec = QuantizeSpec(lanes, wide, unsigned, per_row=True, masked=masked)
    _mod, fn = _fn(generate(spec), spec.symbol, 4, 5)
    q = np.full((rows, kp), 77, np.int16 if wide else np.uint8)
    step = np.full(rows, 7, np.float32)
    fn(x.ctypes.data, q.ctypes.data, step.ctypes.data, None, rows, k, kp, 0, 1 << 62)
    m, want = row_steps(x, unsigned)
    np.testing.assert_array_equal(step, want)
    for r in range(rows):
        np.testing.assert_array_equal(q[r:r + 1].astype(np.int64), codes_ref(x[r:r + 1], m[r], kp, unsigned))


@settings(max_examples=60, **SETTINGS)
@given(st.data())
def test_scales_kernel(data):
    lanes = data.draw(st.sampled_from([4, HOST.lanes.count]))
    n = data.draw(st.integers(0, 4 * lanes * 3 + 5))
    x = floats(data.draw, (n,))
    special = data.draw(st.sampled_from(["", "nan", "inf"]))
    if n and special:
        x[data.draw(st.integers(0, n - 1))] = np.nan if special == "nan" else -np.inf
    cols = data.draw(st.integers(0, 20))
    w = np.abs(floats(data.draw, (cols,)))
    unsigned = data.draw(st.booleans())
    spec = ScalesSpec(lanes, unsigned)
    _mod, fn = _fn(generate_scales(spec), spec.symbol, 5, 4)
    m, s = np.full(1, 7, np.float32), np.full(cols, 7, np.float32)
    fn(x.ctypes.data, w.ctypes.data, m.ctypes.data, s.ctypes.data, None, n, cols, 0, 1 << 62)
    want = np.float32(np.abs(x.astype(np.float64)).max()) if n else np.float32(0)
    if special == "nan" and n:
        assert np.isnan(m[0])
    else:
        assert m[0] == want, (m[0], want)
    np.testing.assert_array_equal(s, w * (m[0] * np.float32(1 / (255 if unsigned else 127))))


def _native(wq, ws, bias, variant="auto", unsigned=False):
    nm = int8.NativeMatMul(wq, ws, bias, unsigned=unsigned)

    def run(x, out=None):
        from jit_runtime.onnx.bindings.options import _options
        tok = _options.set({"variant": variant} if variant != "auto" else {})
        try:
            return nm.run([x], out)
        finally:
            _options.reset(tok)
    return nm, run


@settings(max_examples=40, **SETTINGS)
@given(st.data())
def test_int8_matmul_exact(data):
    """y = sum_k (code - 128) * wq * (m / 127 * w_scale) + bias: the codes it made, summed
    in int64, scaled in float64, within float32's rounding of the epilogue."""
    lead = data.draw(st.sampled_from([(), (1,), (3,), (2, 3)]))
    k, n = data.draw(st.integers(1, int8.ROW_MIN_K + 40)), data.draw(st.integers(1, 40))
    levels = data.draw(st.sampled_from([64, 127]))
    variant = data.draw(st.sampled_from(["auto"] + [v for v in available(HOST) if v != "vnni"]))
    if variant == "maddubs" and levels != 64:
        variant = "madd16"
    x = floats(data.draw, lead + (k,) if lead else (1, k), big=1e30)  # products stay finite in float32
    unsigned = data.draw(st.booleans())  # x >= 0 (a ReLU's output): zero point 0, 255 levels
    if unsigned:
        x = np.abs(x)
    rng = np.random.default_rng(data.draw(st.integers(0, 9)))
    w = rng.standard_normal((k, n)).astype(np.float32)
    wq, ws = int8.quantize_weights(w, 1, levels)
    bias = rng.standard_normal(n).astype(np.float32) if data.draw(st.booleans()) else None
    nm, run = _native(wq, ws, bias, variant, unsigned)
    out = run(x)
    y, q = out[0], out[2]
    x2 = x.reshape(-1, k)
    assert y.shape == x.shape[:-1] + (n,) and y.dtype == np.float32
    if int8.rows_quantized(None, k):  # each row its own m, its step output 1
        m, step = row_steps(x2, unsigned)
        np.testing.assert_array_equal(out[1], step)
        col = ws.astype(np.float64)
    else:  # one m for x (output 1), the column scales w_scale * step (output 3)
        assert out[1][0] == np.abs(x2).max()
        m = np.full(x2.shape[0], out[1][0], np.float32)
        step = np.full(x2.shape[0], np.float32(m[0] * np.float32(1 / (255 if unsigned else 127))))
        col = out[3][:n].astype(np.float64) / np.float64(step[0]) if step[0] else np.zeros(n)
        np.testing.assert_array_equal(out[3][:n], ws * step[0])
    for r in range(x2.shape[0]):
        np.testing.assert_array_equal(q[r:r + 1, :k].astype(np.int64), codes_ref(x2[r:r + 1], m[r], nm.kp, unsigned)[:, :k])
    sums = (q[:, :k].astype(np.int64) - (0 if unsigned else 128)) @ wq.astype(np.int64)
    want = sums.astype(np.float64) * col * step.astype(np.float64).reshape(-1, 1) + (0 if bias is None else bias)
    top = np.abs(want).max() + 1e-30
    assert np.abs(y.reshape(-1, n) - want).max() <= 1e-6 * top + 1e-30
    # and against the product it stands for: each code within half its row's step of x
    ref = x2.astype(np.float64) @ (wq * ws).astype(np.float64) + (0 if bias is None else bias)
    bound = (step.astype(np.float64).reshape(-1, 1) / 2 + 1e-6 * np.abs(x2).max(1, keepdims=True)) * \
        np.abs(wq * ws).sum(0) + 1e-5 * np.abs(ref).max() + 1e-30
    assert (np.abs(y.reshape(-1, n) - ref) <= bound).all()


def test_int8_matmul_rows_zero_and_reuse():
    rng = np.random.default_rng(1)
    wq, ws = int8.quantize_weights(rng.standard_normal((9, 5)).astype(np.float32), 1)
    _nm, run = _native(wq, ws, None)
    y = run(np.zeros((0, 9), np.float32))[0]
    assert y.shape == (0, 5)
    x = rng.standard_normal((4, 9)).astype(np.float32)
    first = run(x)
    again = run(x, [np.empty_like(o) for o in first])  # arena outputs given: written there
    for a, b in zip(first, again):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("k", [16, int8.ROW_MIN_K + 3])
def test_int8_matmul_nan_and_inf_are_loud(k):
    """A NaN or infinity in x has no finite scale: never a finite value that looks right.
    Rows with their own m: every output of that row is NaN or infinite and the other rows
    are what they are without it, as in float32; one m for x: every output."""
    rng = np.random.default_rng(2)
    wq, ws = int8.quantize_weights(rng.standard_normal((k, 8)).astype(np.float32), 1)
    _nm, run = _native(wq, ws, np.ones(8, np.float32))
    clean = rng.standard_normal((3, k)).astype(np.float32)
    good = run(clean)[0]
    for bad in (np.nan, np.inf, -np.inf):
        x = clean.copy()
        x[1, 5] = bad
        y = run(x)[0]
        if int8.rows_quantized(None, k):
            assert not np.isfinite(y[1]).any(), bad
            np.testing.assert_array_equal(y[[0, 2]], good[[0, 2]])
        else:
            assert not np.isfinite(y).any(), bad


def test_weights_quantized_per_channel():
    w = np.array([[1.0, 0.0, -3.0], [0.5, 0.0, 1.5]], np.float32)
    q, s = int8.quantize_weights(w, 1)
    np.testing.assert_array_equal(s, np.float32([1 / 127, 1, 3 / 127]))
    np.testing.assert_array_equal(q, [[127, 0, -127], [64, 0, 64]])
    q64, s64 = int8.quantize_weights(w, 1, 64)
    assert np.abs(q64).max() == 64 and s64[0] == np.float32(1 / 64)


@pytest.mark.parametrize("group, stride, pad, k", [(1, 1, 1, 3), (1, 2, 0, 1), (2, 1, 1, 3), (1, 2, 3, 7)])
def test_int8_conv(group, stride, pad, k):
    from onnx import helper
    rng = np.random.default_rng(group * 10 + k)
    c, m = 4, 6
    x = rng.standard_normal((2, c, 9, 11)).astype(np.float32)
    w = rng.standard_normal((m, c // group, k, k)).astype(np.float32)
    b = rng.standard_normal(m).astype(np.float32)
    wq, ws = int8.quantize_weights(w, 0)
    proto = helper.make_node("Int8Conv", ["x", "w", "s", "b"], ["y"], domain="jit_runtime", group=group,
                             strides=[stride, stride], pads=[pad] * 4, kernel_shape=[k, k])
    bd = int8.bind(proto, 17, [x.shape, wq.shape, ws.shape, b.shape], [F32, TensorProto.INT8, F32, F32],
                   {1: wq, 2: ws, 3: b})
    y = bd.run([x, wq, ws, b])[0]
    wd = (wq * ws.reshape(-1, 1, 1, 1)).astype(np.float64)
    ref = _conv64(x.astype(np.float64), wd, b, stride, pad, group)
    assert y.shape == ref.shape
    xs = (np.abs(x).max() - min(0.0, x.min())) / 255  # the input's step (zero point from its range)
    bound = xs / 2 * np.abs(wd).reshape(m, -1).sum(1).reshape(1, m, 1, 1) + 1e-5 * np.abs(ref).max()
    assert (np.abs(y - ref) <= bound).all()
    x[0, 0, 0, 0] = np.nan  # no range: this call runs the float32 convolution
    y = bd.run([x, wq, ws, b])[0]
    assert np.isnan(y[0]).any() and np.isfinite(y[1]).all()


def _conv64(x, w, b, s, p, group):
    n, c, h, wd = x.shape
    m, cg, k, _ = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)))
    oh, ow = (h + 2 * p - k) // s + 1, (wd + 2 * p - k) // s + 1
    y = np.zeros((n, m, oh, ow))
    mg = m // group
    for g in range(group):
        for i in range(oh):
            for j in range(ow):
                win = xp[:, g * cg:(g + 1) * cg, i * s:i * s + k, j * s:j * s + k].reshape(n, -1)
                y[:, g * mg:(g + 1) * mg, i, j] = win @ w[g * mg:(g + 1) * mg].reshape(mg, -1).T
    return y + b.reshape(1, m, 1, 1)


@pytest.mark.parametrize("dev", ["aarch64-neon", "riscv64-rvv"])
def test_kernels_on_arm_and_riscv(dev):
    """The codes and scales kernels built for other devices compute what the host's do."""
    from types import SimpleNamespace

    from cross_kernels import device_or_skip, lowered
    from jit_runtime.cross import run_cross
    from jit_runtime.lowering.quantize_u8 import ABI, ROWS_ABI, SCALES_ABI
    cd, lanes = device_or_skip(dev)
    rng = np.random.default_rng(5)
    x = rng.standard_normal((3, 21)).astype(np.float32) * 3
    x[0, :4] = [-0.0, 1e-40, 0.0, -2.5]
    w = np.abs(rng.standard_normal(5)).astype(np.float32)
    sp = ScalesSpec(lanes)
    call = SimpleNamespace(inputs=[x.reshape(-1), w], sizes={"n": x.size, "cols": 5})
    m, s = run_cross(lowered(generate_scales(sp), sp.symbol, SCALES_ABI, 2), cd, call, [(1,), (5,)])
    assert m[0] == np.abs(x).max()
    np.testing.assert_array_equal(s, w * (m[0] * np.float32(1 / 127)))
    qs = QuantizeSpec(lanes)
    call = SimpleNamespace(inputs=[x, m], sizes={"rows": 3, "k": 21, "kp": 24})
    (q,) = run_cross(lowered(generate(qs), qs.symbol, ABI, 1), cd, call, [(18,)])  # 72 bytes as floats
    np.testing.assert_array_equal(q.view(np.uint8).reshape(3, 24).astype(np.int64), codes_ref(x, m[0], 24))
    gs = QuantizeSpec(lanes, given=True)  # a given quantization: x = (q - z) * s back to q
    qx = rng.integers(0, 256, (3, 21))
    xg = ((qx - 113).astype(np.float32) * np.float32(0.0213)).astype(np.float32)
    call = SimpleNamespace(inputs=[xg, np.array([np.float32(1) / np.float32(0.0213), 113], np.float32)],
                           sizes={"rows": 3, "k": 21, "kp": 24})
    (qg,) = run_cross(lowered(generate(gs), gs.symbol, ABI, 1), cd, call, [(18,)])
    np.testing.assert_array_equal(qg.view(np.uint8).reshape(3, 24)[:, :21].astype(np.int64), qx)
    rs = QuantizeSpec(lanes, per_row=True)
    x[2, 3] = np.nan
    call = SimpleNamespace(inputs=[x], sizes={"rows": 3, "k": 21, "kp": 24})
    q, step = run_cross(lowered(generate(rs), rs.symbol, ROWS_ABI, 2), cd, call, [(18,), (3,)])
    mr, want = row_steps(x)
    np.testing.assert_array_equal(step, want)
    for r in range(3):
        np.testing.assert_array_equal(q.view(np.uint8).reshape(3, 24)[r:r + 1].astype(np.int64),
                                      codes_ref(x[r:r + 1], mr[r], 24))


@settings(max_examples=30, **SETTINGS)
@given(st.data())
def test_int8_residual_in_the_epilogue(data):
    """y = clamp(acc * scale + bias + r): bit for bit the product without the residual and
    the clamp, then + r and the clamp in float32 (the epilogue's order), on rows quantized
    per row (K >= ROW_MIN_K) and with one m, on windows (a stride-2 1x1, and a 3x3 over 64
    channels, which without the residual would take the AMX convolution in place), for
    each variant this machine runs."""
    case = data.draw(st.sampled_from(["rows", "one m", "1x1/2", "3x3"]))
    variant = data.draw(st.sampled_from(["auto"] + list(available(HOST))))
    rng = np.random.default_rng(data.draw(st.integers(0, 99)))
    n = data.draw(st.integers(1, 40))
    clamp = data.draw(st.sampled_from([(0.0, float("inf")), (0.0, 6.0), (-1e30, 1e30)]))
    win = None
    if case in ("rows", "one m"):
        k = data.draw(st.integers(int8.ROW_MIN_K, 200) if case == "rows" else st.integers(1, int8.ROW_MIN_K - 1))
        x = rng.standard_normal((data.draw(st.integers(1, 70)), k)).astype(np.float32)
    else:
        c, hw = (data.draw(st.integers(1, 20)), 9) if case == "1x1/2" else (64, 6)
        win = int8.Window((1, 1), (2, 2)) if case == "1x1/2" else int8.Window((3, 3), (1, 1), (1, 1), (1, 1, 1, 1))
        k = win.taps * c
        x = rng.standard_normal((1, hw, hw, c)).astype(np.float32)
    if variant == "maddubs":
        variant = "madd16"  # (its weights need 64 levels)
    wq, ws = int8.quantize_weights(rng.standard_normal((k, n)).astype(np.float32), 1)
    bias = rng.standard_normal(n).astype(np.float32)
    rows, shape = int8.product_shape(int8.MATMUL, x, k, n, win)
    r = rng.standard_normal(shape).astype(np.float32)
    from jit_runtime.onnx.bindings.options import _options
    tok = _options.set({"variant": variant} if variant != "auto" else {})
    try:
        plain = int8.NativeMatMul(wq, ws, bias, None, win).run([x])[0]
        nm = int8.NativeMatMul(wq, ws, bias, clamp, win, residual=True)
        y = nm.run([x, wq, ws, bias, r])[0]
    finally:
        _options.reset(tok)
    want = plain + r
    want = np.where(want < clamp[0], np.float32(clamp[0]), np.where(want > clamp[1], np.float32(clamp[1]), want))
    np.testing.assert_array_equal(y, want)
    with pytest.raises(ValueError, match=r"Int8MatMul: the residual \(input 4\) must be float32"):
        nm.run([x, wq, ws, bias, r.reshape(-1)[:-1].copy()])


@pytest.mark.parametrize("skip_first", [False, True])
def test_residual_add_and_relu_fold_into_the_int8_product(skip_first):
    """conv2 + x, then Relu, every contraction in int8: the Add and the Relu become conv2's
    epilogue (residual = 1, clamp) where x exists before conv2, as in bfloat16; the
    outputs within the two 8-bit roundings of the float64 block."""
    from test_amx import folds_residual
    folds_residual(skip_first, int8.MATMUL, 3e-2, int8=True)
