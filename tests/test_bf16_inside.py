"""BF16MatMul on AMX tiles with x's codes made inside the product (gemm_int8's r_f32 and
r_window): each row block of float32 x rounded to bfloat16 on the kernel's stack, or each
block of a convolution's windows copied from x's rounded rows, instead of a codes array
written and read back.

- the outputs are bit for bit those of the separate rounding launch (the same bf16_code,
  the same sums in the same order), and within float32 summation's bound of the float64
  product of the rounded operands, on hypothesis shapes: rows past whole blocks, K not a
  multiple of 32, windows of 1x1 to 7x7 with strides, pads and a dilation along H over 1 to
  40 channels, NaN, infinities, -0.0, subnormals and large values in x;
- a chunk of items starting at any panel of a block (a thread's first item), and 1 to 3
  threads;
- the kernels keep one tile configuration and spill no tile (the stack block beside them).
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jit_runtime.qgemm as qgemm
from jit_runtime.onnx.bf16 import NativeBF16MatMul, from_bf16, to_bf16
from jit_runtime.onnx.int8 import Window
from test_amx import HOST, _assembly, _windows, needs_amx
from test_bf16 import SETTINGS

SPECIAL = np.array([np.nan, np.inf, -np.inf, -0.0, 1e-40, -3e-39, 3e38, -1e30, 65504.0], np.float32)


def _x(rng: np.random.Generator, shape: tuple[int, ...], specials: bool) -> np.ndarray:
    x = rng.standard_normal(shape).astype(np.float32)
    if specials and x.size:
        at = rng.choice(x.size, size=min(x.size, 3), replace=False)
        x.reshape(-1)[at] = rng.choice(SPECIAL, size=at.size)
    return x


def _separate(make):
    """make() with the codes made by their own launch (no rounding inside the product)."""
    with pytest.MonkeyPatch.context() as m:
        m.setattr(qgemm, "rounds_inside", lambda *a: False)
        return make()


def _spec(nm: NativeBF16MatMul):
    st_ = next(iter(nm._states.values()))
    return st_.product.boundary.op, st_


def _agree(y: np.ndarray, want: np.ndarray, mag: np.ndarray, k: int) -> None:
    """Where float32 holds every partial sum (the sum of |products| below 1e38): within
    k + 2 float32 ulps of that sum; where the float64 reference is NaN, NaN."""
    fin = np.isfinite(want) & (mag < 1e38)
    assert (np.abs(y[fin] - want[fin]) <= (k + 2) * 2.0 ** -23 * mag[fin] + 1e-30).all()
    assert np.isnan(y[np.isnan(want)]).all()


@needs_amx
@settings(max_examples=40, **SETTINGS)
@given(m=st.integers(16, 300), k=st.integers(1, 600), n=st.integers(1, 70), bias=st.booleans(),
       clamp=st.sampled_from([None, (0.0, np.inf), (0.0, 6.0)]), specials=st.booleans(),
       seed=st.integers(0, 2 ** 31))
def test_rows_rounded_inside_the_product(m, k, n, bias, clamp, specials, seed):
    rng = np.random.default_rng(seed)
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    bv = rng.standard_normal(n).astype(np.float32) if bias else None
    x = _x(rng, (m, k), specials)
    nm = NativeBF16MatMul(wb, bv, clamp)
    y = nm.run([x])[0]
    _, st_ = _spec(nm)
    kp = qgemm.bf16_kp("amx", k)
    assert (st_.rounding is None) == qgemm.rounded_fits(32 if m >= 32 else 16, kp)  # small panels: always inside
    sep = _separate(lambda: NativeBF16MatMul(wb, bv, clamp).run([x])[0])
    np.testing.assert_array_equal(y.view(np.uint32), sep.view(np.uint32))
    xr = from_bf16(to_bf16(x)).astype(np.float64)
    with np.errstate(all="ignore"):
        want = xr @ from_bf16(wb).astype(np.float64) + (bv if bias else 0)
        mag = np.abs(xr) @ np.abs(from_bf16(wb)).astype(np.float64) + (np.abs(bv) if bias else 0)
    if clamp is not None:
        want = np.clip(want, *clamp)
    _agree(y, want, mag, k)


def _chunk(launch, ins: tuple, out: np.ndarray, lo: int, hi: int) -> None:
    """The launch's kernel called for items [lo, hi) alone, on this thread."""
    arrays = [np.ascontiguousarray(a) for a in ins]
    launch.fn(*([a.ctypes.data for a in arrays] + [out.ctypes.data, None] + list(launch.sizes) + [lo, hi]))


@needs_amx
@pytest.mark.parametrize("windows", [False, True])
def test_a_chunk_starting_inside_a_block_makes_its_block(windows):
    """A thread's first item may be any panel of a block of rows: it makes the block's codes
    itself. Each chunk [lo, items) is run on its own right after a whole call, which left
    the last block's codes on this thread's stack, and must agree with the whole call."""
    rng = np.random.default_rng(3)
    n = 70  # 3 panels of 32
    if windows:
        win = Window((3, 3), (2, 2), (1, 1), (1, 1, 1, 1))
        x = rng.standard_normal((1, 28, 28, 5)).astype(np.float32)  # 196 rows: 7 blocks
        from jit_runtime.onnx.bf16 import _code_windows
        codes = _code_windows(win, x.shape)
        assert codes is not None
        k, m = 45, 196
        r = to_bf16(x).reshape(codes[0])
    else:
        codes, k, m = None, 96, 203
        r = rng.standard_normal((m, k)).astype(np.float32)
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    nm = NativeBF16MatMul(wb, None)
    plan = qgemm.bf16_plan(HOST, m, n, k, nm.panels, None, None, rounding=True, windows=codes)
    assert plan.spec.variant == "amx" and (plan.spec.r_window if windows else plan.spec.r_f32)
    whole = qgemm.launch_of(plan, 1)
    ins = (r,) + plan.ins[1:]
    want = np.empty((m, n), np.float32)
    whole.run(ins, [want])
    items = qgemm.tiles(plan.spec, m, n)
    for lo in range(1, items):
        y = np.empty((m, n), np.float32)
        whole.run(ins, [y])
        y[:] = np.nan
        _chunk(whole, ins, y, lo, items)
        done = ~np.isnan(y)
        assert done.any()
        np.testing.assert_array_equal(y[done], want[done], err_msg=f"items [{lo}, {items})")
    for threads in (2, 3):
        y = np.empty((m, n), np.float32)
        qgemm.launch_of(plan, threads).run(ins, [y])
        np.testing.assert_array_equal(y, want)


@needs_amx
@settings(max_examples=40, **SETTINGS)
@given(b=st.integers(1, 2), h=st.integers(1, 24), w=st.integers(1, 24), c=st.sampled_from([1, 3, 5, 16, 32, 40]),
       kernel=st.tuples(st.integers(1, 7), st.integers(1, 7)), strides=st.tuples(st.integers(1, 3), st.integers(1, 3)),
       dh=st.integers(1, 2), pads=st.tuples(*[st.integers(0, 3)] * 4), n=st.integers(1, 40),
       clamp=st.sampled_from([None, (0.0, 6.0)]), specials=st.booleans(), seed=st.integers(0, 2 ** 31))
def test_windows_copied_inside_the_product(b, h, w, c, kernel, strides, dh, pads, n, clamp, specials, seed):
    win = Window(kernel, strides, (dh, 1), pads)
    oh, ow = win.out_hw(h, w)
    if oh < 1 or ow < 1 or b * oh * ow < 16:
        return  # (no rows, or fewer than an AMX block: the vdpbf16ps variant)
    rng = np.random.default_rng(seed)
    k = kernel[0] * kernel[1] * c
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    bv = rng.standard_normal(n).astype(np.float32)
    x = _x(rng, (b, h, w, c), specials)
    import jit_runtime.convamx as convamx
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(convamx, "conv_calls", lambda *a, **kw: None)  # the GEMM, not the in-place convolution
        nm = NativeBF16MatMul(wb, bv, clamp, win)
        y = nm.run([x])[0]
        sep = _separate(lambda: NativeBF16MatMul(wb, bv, clamp, win).run([x])[0])
    assert y.shape == (b, oh, ow, n)
    _, st_ = _spec(nm)
    inside = qgemm.rounded_fits(32 if b * oh * ow >= 32 else 16, qgemm.bf16_kp("amx", k)) and \
        kernel[0] >= strides[0] and kernel[1] >= strides[1]  # (a window skipping pixels: their codes alone)
    assert (st_.codes == (b * h, w * c)) == inside
    np.testing.assert_array_equal(y.view(np.uint32), sep.view(np.uint32))
    cols = _windows(from_bf16(to_bf16(x)).astype(np.float64), win)
    with np.errstate(all="ignore"):
        want = cols @ from_bf16(wb).astype(np.float64) + bv
        mag = np.abs(cols) @ np.abs(from_bf16(wb)).astype(np.float64) + np.abs(bv)
    if clamp is not None:
        want = np.clip(want, *clamp)
    _agree(y.reshape(-1, n), want, mag, k)


@needs_amx
def test_a_window_dilated_along_w_keeps_its_codes_launch(monkeypatch):
    import jit_runtime.convamx as convamx
    monkeypatch.setattr(convamx, "conv_calls", lambda *a, **kw: None)
    rng = np.random.default_rng(0)
    win = Window((3, 3), (1, 1), (1, 2), (1, 1, 1, 1))
    wb = to_bf16(rng.standard_normal((27, 8)).astype(np.float32))
    x = rng.standard_normal((1, 12, 12, 3)).astype(np.float32)
    nm = NativeBF16MatMul(wb, None, None, win)
    y = nm.run([x])[0]
    _, st_ = _spec(nm)
    assert st_.codes == (y.shape[1] * y.shape[2], 32)  # the window codes, K padded to 32
    want = _windows(from_bf16(to_bf16(x)).astype(np.float64), win) @ from_bf16(wb).astype(np.float64)
    np.testing.assert_allclose(y.reshape(-1, 8), want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("spec_kw", [{"r_f32": True}, {"r_window": (7, 7, 3)}, {"r_window": (3, 3, 32)}])
def test_inside_kernels_keep_one_tile_configuration(spec_kw):
    from jit_runtime.lowering.gemm_int8 import QGemmSpec
    import llvmlite.binding as llvm
    if not llvm.get_process_triple().startswith("x86_64"):
        pytest.skip("an x86 target")
    asm = _assembly(QGemmSpec("amx", 16, 32, 2, False, out="f32", clamp=(0.0, 6.0), **spec_kw))
    assert asm.count("ldtilecfg") == 1
    assert asm.count("tdpbf16ps") == 4
    assert asm.count("tilestored") == 4


def test_inside_specs_are_checked():
    from jit_runtime.lowering.gemm_int8 import QGemmSpec
    with pytest.raises(ValueError, match="r_f32"):
        QGemmSpec("vnni", 16, 6, 4, False, out="f32", r_f32=True)
    with pytest.raises(ValueError, match="amx variant"):
        QGemmSpec("bf16", 16, 6, 4, False, out="f32", r_window=(3, 3, 3))
    with pytest.raises(ValueError, match="r_window"):
        QGemmSpec("amx", 16, 32, 2, False, out="f32", r_f32=True, r_window=(3, 3, 3))
