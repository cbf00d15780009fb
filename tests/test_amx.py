"""The integer GEMM's amx variant (lowering/gemm_amx.py): bfloat16 products on AMX tiles.

- the spec: tiles that fit the 8 tile registers, an f32 output, 16 lanes;
- the code, compiled for a Sapphire Rapids target on any x86 host: one tile configuration
  per launch (the shapes are constants), one tdpbf16ps per C tile in the k loop, no tile
  spilled;
- BF16MatMul on the amx variant (a device with AMX-BF16, the process allowed to use it)
  against the float64 product of the bfloat16-rounded operands, on hypothesis shapes that
  are not whole tiles (rows past a block of 32 or 16, K not a multiple of 32, N of 16),
  with bias and clamp, NaN and infinities; the same rows through the vdpbf16ps variant.
"""
from __future__ import annotations

import re

import llvmlite.binding as llvm
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import jit_runtime.qgemm as qgemm
from jit_runtime.device import profile
from jit_runtime.lowering.gemm_int8 import QGemmSpec, generate
from jit_runtime.onnx.bf16 import NativeBF16MatMul, from_bf16, to_bf16
from test_bf16 import SETTINGS, _ref
from test_gemm_int8 import exact
HOST = profile(None)
needs_bf16_host = pytest.mark.skipif(not qgemm.has_bf16(HOST), reason="bfloat16 products need AVX512-BF16")
needs_amx = pytest.mark.skipif(not qgemm.has_amx(HOST),
                               reason="the amx variant needs AMX-BF16 and the OS's permission (arch_prctl)")


@pytest.mark.parametrize("mr, nv, ok", [(32, 2, True), (16, 3, True), (32, 1, True), (16, 1, True),
                                        (48, 1, True), (32, 3, False), (48, 2, False), (24, 1, False), (16, 4, False)])
def test_tiles_that_fit_the_registers(mr, nv, ok):
    if ok:
        assert QGemmSpec("amx", 16, mr, nv, False, out="f32").nr == 16 * nv
    else:
        with pytest.raises(ValueError, match="tile registers"):
            QGemmSpec("amx", 16, mr, nv, False, out="f32")


def test_amx_needs_float_output():
    with pytest.raises(ValueError, match="amx needs 16 lanes and an f32 output"):
        QGemmSpec("amx", 16, 32, 2, False, out="i32")
    with pytest.raises(ValueError, match="zero-point"):
        QGemmSpec("amx", 16, 32, 2, False, out="f32", cols_only=True)


def _assembly(spec) -> str:
    from jit_runtime.lowering import conv_amx
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    mod = llvm.parse_assembly(conv_amx.generate(spec) if isinstance(spec, conv_amx.ConvAmxSpec) else generate(spec))
    mod.verify()
    tm = llvm.Target.from_triple("x86_64-unknown-linux-gnu").create_target_machine(
        cpu="sapphirerapids", features="+amx-tile,+amx-bf16,+avx512bf16", opt=3)
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=3))
    pb.getModulePassManager().run(mod, pb)
    return tm.emit_assembly(mod)


@pytest.mark.skipif(not llvm.get_process_triple().startswith("x86_64"), reason="an x86 target")
@pytest.mark.parametrize("mr, nv", [(32, 2), (16, 3), (32, 1)])
def test_one_tile_configuration_and_no_spills(mr, nv):
    asm = _assembly(QGemmSpec("amx", 16, mr, nv, False, out="f32", clamp=(0.0, 6.0)))
    assert asm.count("ldtilecfg") == 1
    assert asm.count("tdpbf16ps") == (mr // 16) * nv
    assert asm.count("tilestored") == (mr // 16) * nv  # the C tiles, once each: nothing spilled
    assert not re.search(r"tilestored\s+%tmm\d+, -?\d*\(%rsp", asm)


@pytest.mark.skipif(not llvm.get_process_triple().startswith("x86_64"), reason="an x86 target")
@pytest.mark.parametrize("nv", [1, 2])
def test_convolution_one_tile_configuration_and_no_spills(nv):
    from jit_runtime.lowering.conv_amx import ConvAmxSpec
    asm = _assembly(ConvAmxSpec(nv, (0.0, 6.0)))
    assert asm.count("ldtilecfg") == 1
    assert asm.count("tdpbf16ps") == 2 * nv
    assert asm.count("tilestored") == 2 * nv
    assert not re.search(r"tilestored\s+%tmm\d+, -?\d*\(%rsp", asm)
    assert not re.search(r"\bdiv[lq]?\b", asm.split("tdpbf16ps")[1].split("tilestored")[0])  # none in the k loop


def _bound(x, wb, bias, k):
    """float32 sums of k exact products: within k ulps of the sum of |products|."""
    mag = np.abs(from_bf16(to_bf16(x))).astype(np.float64) @ np.abs(from_bf16(wb)).astype(np.float64)
    return (k + 2) * 2.0 ** -23 * (mag + (np.abs(bias) if bias is not None else 0)) + 1e-30


def _variant(nm: NativeBF16MatMul) -> str:
    """The product's kernel: "integer GEMM (amx)", "(bf16)", or the amx convolution."""
    op = next(iter(nm._states.values())).product.boundary.op
    return "conv" if "convolution" in op else op.split("(")[1].rstrip(")")


@needs_amx
@settings(max_examples=40, **SETTINGS)
@given(m=st.integers(16, 130), k=st.integers(1, 300), n=st.integers(1, 70), bias=st.booleans(),
       clamp=st.sampled_from([None, (0.0, np.inf), (0.0, 6.0)]), seed=st.integers(0, 2 ** 31))
def test_amx_matmul(m, k, n, bias, clamp, seed):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((k, n)).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32) if bias else None
    x = (rng.standard_normal((m, k)) * rng.choice([1e-3, 1.0, 1e3], (m, 1))).astype(np.float32)
    nm = NativeBF16MatMul(to_bf16(w), b, clamp)
    y = nm.run([x])[0]
    assert _variant(nm) == "amx"
    assert (np.abs(y - _ref(x, to_bf16(w), b, clamp)) <= _bound(x, to_bf16(w), b, k)).all()


@needs_amx
@pytest.mark.parametrize("m", [16, 31, 32, 33, 47, 64, 65])
def test_amx_rows_at_block_edges_agree_with_vdpbf16ps(m, monkeypatch):
    rng = np.random.default_rng(m)
    k, n = 70, 40
    w, x = to_bf16(rng.standard_normal((k, n)).astype(np.float32)), rng.standard_normal((m, k)).astype(np.float32)
    amx = NativeBF16MatMul(w, None)
    y = amx.run([x])[0]
    monkeypatch.setattr(qgemm, "has_amx", lambda prof: False)
    plain = NativeBF16MatMul(w, None)
    y2 = plain.run([x])[0]
    assert (_variant(amx), _variant(plain)) == ("amx", "bf16")
    bound = _bound(x, w, None, k)
    assert (np.abs(y - _ref(x, w, None, None)) <= bound).all()
    assert (np.abs(y - y2) <= 2 * bound).all()


@needs_amx
def test_amx_nan_inf_and_signed_zero():
    rng = np.random.default_rng(3)
    w = rng.standard_normal((40, 20)).astype(np.float32)
    x = rng.standard_normal((35, 40)).astype(np.float32)
    x[1, 2], x[2, 0], x[34, 39] = np.nan, np.inf, -np.inf
    x[5] = -0.0
    y = NativeBF16MatMul(to_bf16(w), None).run([x])[0]
    assert np.isnan(y[1]).all() and not np.isfinite(y[2]).any() and not np.isfinite(y[34]).any()
    assert (y[5] == 0).all()
    ok = [i for i in range(35) if i not in (1, 2, 34)]
    assert np.isfinite(y[ok]).all()


@needs_amx
@pytest.mark.parametrize("m, k, n", [(70, 300, 100), (33, 64, 17)])
def test_both_orders_of_the_tiles_give_the_same_bits(m, k, n):
    """Panel by panel (the panels past half of L2) or every panel over a block of rows: each
    C tile sums the same products in the same order."""
    import dataclasses

    from jit_runtime.qgemm import bf16_kp, bf16_plan, launch_of
    rng = np.random.default_rng(m)
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    nm = NativeBF16MatMul(wb, None)
    kp = bf16_kp("amx", k)
    q = np.zeros((m, kp), np.uint16)
    q[:, :k] = to_bf16(rng.standard_normal((m, k)).astype(np.float32))
    outs = []
    for l2 in (HOST.lanes.l2, 1024):  # 1 KB of L2: every panel set is "large"
        prof = dataclasses.replace(HOST, lanes=dataclasses.replace(HOST.lanes, l2=l2))
        plan = bf16_plan(prof, m, n, k, nm.panels, None, None)
        assert plan.spec.variant == "amx" and plan.spec.l2 == l2
        y = np.empty((m, n), np.float32)
        launch_of(plan, None).run((q,) + plan.ins[1:], [y])
        outs.append(y)
    np.testing.assert_array_equal(outs[0].view(np.uint32), outs[1].view(np.uint32))
    want = from_bf16(q[:, :k]).astype(np.float64) @ from_bf16(wb).astype(np.float64)
    mag = np.abs(from_bf16(q[:, :k])).astype(np.float64) @ np.abs(from_bf16(wb)).astype(np.float64)
    assert (np.abs(outs[0] - want) <= (k + 2) * 2.0 ** -23 * mag + 1e-30).all()


def test_amx_kernels_are_known_by_symbol():
    """A frozen plan calls kernels by symbol (onnx/frozen.py): it asks for the tile state
    for exactly the amx kernels."""
    from jit_runtime import amx
    assert amx.runs_tiles(QGemmSpec("amx", 16, 32, 2, False, out="f32").symbol)
    assert not amx.runs_tiles(QGemmSpec("bf16", 16, 6, 4, False, out="f32").symbol)
    assert not amx.runs_tiles(QGemmSpec("vnni", 16, 6, 4, False, out="i8").symbol)
    from jit_runtime.lowering.conv_amx import ConvAmxSpec
    assert amx.runs_tiles(ConvAmxSpec(1).symbol)


def _windows(x: np.ndarray, win) -> np.ndarray:
    """float64 im2col of x [B, H, W, C] in the windows kernel's order (tap-major), zeros
    for padding: [B*OH*OW, kh*kw*C]."""
    b, h, w, c = x.shape
    (kh, kw), (sh, sw), (dh, dw), (pt, pl, pb, pr) = win.kernel, win.strides, win.dilations, win.pads
    oh, ow = win.out_hw(h, w)
    xp = np.zeros((b, h + pt + pb, w + pl + pr, c))
    xp[:, pt:pt + h, pl:pl + w] = x
    cols = [xp[:, i * dh:i * dh + (oh - 1) * sh + 1:sh, j * dw:j * dw + (ow - 1) * sw + 1:sw]
            for i in range(kh) for j in range(kw)]
    return np.concatenate(cols, axis=-1).reshape(b * oh * ow, kh * kw * c)


def _window_case(kernel, dil, pads, h, w, c, seed):
    """A stride-1 convolution's windows over an h x w image of c channels: (Window, its
    output size, the seeded generator, K), or None where no output remains."""
    from jit_runtime.onnx.int8 import Window
    win = Window(kernel, (1, 1), dil, pads)
    oh, ow = win.out_hw(h, w)
    if oh < 1 or ow < 1:
        return None
    return win, (oh, ow), np.random.default_rng(seed), kernel[0] * kernel[1] * c


@needs_amx
@settings(max_examples=30, **SETTINGS)
@given(b=st.integers(1, 2), h=st.integers(1, 20), w=st.integers(1, 20), c=st.sampled_from([32, 64, 96]),
       kernel=st.sampled_from([(1, 1), (3, 3), (1, 3), (5, 5)]), dil=st.sampled_from([(1, 1), (2, 1)]),
       pads=st.tuples(*[st.integers(0, 2)] * 4), n=st.integers(1, 40), bias=st.booleans(),
       clamp=st.sampled_from([None, (0.0, np.inf), (0.0, 6.0)]), seed=st.integers(0, 2 ** 31))
def test_amx_convolution_reads_windows_in_place(b, h, w, c, kernel, dil, pads, n, bias, clamp, seed):
    case = _window_case(kernel, dil, pads, h, w, c, seed)
    if case is None:
        return
    win, (oh, ow), rng, k = case
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    bv = rng.standard_normal(n).astype(np.float32) if bias else None
    x = rng.standard_normal((b, h, w, c)).astype(np.float32)
    nm = NativeBF16MatMul(wb, bv, clamp, win)
    y = nm.run([x])[0]
    assert y.shape == (b, oh, ow, n)
    from jit_runtime.lowering.conv_amx import eligible
    assert (_variant(nm) == "conv") == (eligible(c, (1, 1), oh, ow, kernel, dil[1]) and 2 * b * oh * ow >= n)
    cols = _windows(from_bf16(to_bf16(x)).astype(np.float64), win)
    want = cols @ from_bf16(wb).astype(np.float64) + (bv if bias else 0)
    if clamp is not None:
        want = np.clip(want, *clamp)
    mag = np.abs(cols) @ np.abs(from_bf16(wb)).astype(np.float64) + (np.abs(bv) if bias else 0)
    assert (np.abs(y.reshape(-1, n) - want) <= (k + 2) * 2.0 ** -23 * mag + 1e-30).all()


@needs_amx
def test_amx_convolution_nan_and_inf_stay_in_their_windows():
    from jit_runtime.onnx.int8 import Window
    rng = np.random.default_rng(5)
    x = rng.standard_normal((2, 12, 12, 32)).astype(np.float32)
    x[0, 5, 5, 3], x[1, 0, 11, 31] = np.nan, np.inf
    wb = to_bf16(rng.standard_normal((9 * 32, 20)).astype(np.float32))
    nm = NativeBF16MatMul(wb, None, None, Window((3, 3), (1, 1), (1, 1), (1, 1, 1, 1)))
    y = nm.run([x])[0]
    assert _variant(nm) == "conv"
    bad = np.zeros((2, 12, 12), bool)
    bad[0, 4:7, 4:7] = True
    bad[1, 0:2, 10:12] = True
    assert not np.isfinite(y[bad]).any()
    assert np.isfinite(y[~bad]).all()


needs_amx8 = pytest.mark.skipif(not qgemm.has_amx8(HOST),
                                reason="the amx8 variant needs AMX-INT8 and the OS's permission (arch_prctl)")


def _plan_variant(q, r, zr, p, zc, out="i32", **kw) -> str:
    return q.prepare(r, zr, p, zc, out, **kw).spec.variant


@needs_amx8
@settings(max_examples=40, **SETTINGS)
@given(m=st.integers(16, 130), kb=st.integers(1, 8), n=st.integers(1, 70), zr=st.integers(0, 255),
       per_col=st.booleans(), seed=st.integers(0, 2 ** 31))
def test_amx8_exact_int32_sums(m, kb, n, zr, per_col, seed):
    """uint8 rows by int8 constant columns on AMX tiles (tdpbusd) against the int64 sums
    of the shifted operands: equal, with zero points per tensor or per column."""
    from jit_runtime.qgemm import QGemm
    rng = np.random.default_rng(seed)
    k = 64 * kb
    r = rng.integers(0, 256, (m, k)).astype(np.uint8)
    p = rng.integers(-128, 128, (k, n)).astype(np.int8)
    zc = rng.integers(-128, 128, n) if per_col else 0
    q = QGemm(p_const=p)
    assert _plan_variant(q, r, zr, p, zc) == "amx8"
    np.testing.assert_array_equal(q.call(r, zr, p, zc, "i32"), exact(r, zr, p, zc))
    got = q.call(r, zr, p, zc, "f32", scale=np.float32(0.5), bias=np.ones(n, np.float32), clamp=(0.0, np.inf))
    np.testing.assert_array_equal(got, np.maximum(exact(r, zr, p, zc).astype(np.float32) * 0.5 + 1, 0))


@needs_amx8
def test_amx8_is_taken_only_where_tiles_fit():
    from jit_runtime.qgemm import QGemm
    rng = np.random.default_rng(1)
    p = rng.integers(-128, 128, (128, 20)).astype(np.int8)
    q = QGemm(p_const=p)
    r = rng.integers(0, 256, (40, 128)).astype(np.uint8)
    assert _plan_variant(q, r, 128, p, 0) == "amx8"
    assert _plan_variant(q, r[:15], 128, p, 0) == "vnni"  # fewer rows than a tile
    assert _plan_variant(q, r, 128, p, 0, variant="vnni") == "vnni"  # asked for by name
    p70 = rng.integers(-128, 128, (70, 20)).astype(np.int8)
    assert _plan_variant(QGemm(p_const=p70), r[:, :70], 128, p70, 0) == "vnni"  # K not whole tiles
    assert _plan_variant(QGemm(), r, 128, p, 0) == "vnni"  # P fed


@needs_amx8
def test_native_int8_matmul_pads_k_for_tiles_and_matches_vnni(monkeypatch):
    """Int8MatMul's codes padded to 64 (NativeMatMul.kp) and its product on amx8 against the
    same node laid out for vnni (K padded to 4): the same codes and exact sums, so the same
    bits."""
    from jit_runtime.onnx.int8 import NativeMatMul
    rng = np.random.default_rng(2)
    wq = rng.integers(-127, 128, (250, 40)).astype(np.int8)
    ws = (rng.random(40) * 0.01 + 1e-3).astype(np.float32)
    x = rng.standard_normal((50, 250)).astype(np.float32)
    assert NativeMatMul(wq[:70], ws, None).kp == 72  # padded to 64 only where that adds at most a quarter
    a = NativeMatMul(wq, ws, None)
    ya = a.run([x])[0]
    assert a.kp == 256 and next(iter(a._states.values()))[0].spec.variant == "amx8"
    monkeypatch.setattr(qgemm, "has_amx8", lambda prof: False)
    b = NativeMatMul(wq, ws, None)
    yb = b.run([x])[0]
    assert b.kp == 252 and next(iter(b._states.values()))[0].spec.variant == "vnni"
    np.testing.assert_array_equal(ya.view(np.uint32), yb.view(np.uint32))


@needs_amx8
@settings(max_examples=25, **SETTINGS)
@given(b=st.integers(1, 2), h=st.integers(1, 16), w=st.integers(1, 16), c=st.sampled_from([64, 128]),
       kernel=st.sampled_from([(1, 1), (3, 3), (1, 3)]), dil=st.sampled_from([(1, 1), (2, 2)]),
       pads=st.tuples(*[st.integers(0, 2)] * 4), n=st.integers(1, 40), given_q=st.booleans(),
       clamp=st.sampled_from([None, (0.0, np.inf)]), seed=st.integers(0, 2 ** 31))
def test_int8_convolution_in_place_matches_the_windows(b, h, w, c, kernel, dil, pads, n, given_q, clamp, seed):
    """Int8MatMul over windows, on AMX tiles reading a padded copy of the codes in place,
    against the same node through the window codes and the GEMM: the same codes, exact
    sums, the same epilogue, so the same bits (dynamic and given quantization)."""
    import jit_runtime.convamx as ca
    from jit_runtime.lowering.conv_amx import eligible
    from jit_runtime.onnx.int8 import NativeMatMul
    case = _window_case(kernel, dil, pads, h, w, c, seed)
    if case is None:
        return
    win, (oh, ow), rng, k = case
    wq = rng.integers(-127, 128, (k, n)).astype(np.int8)
    ws = (rng.random(n) * 0.01 + 1e-3).astype(np.float32)
    bias = rng.standard_normal(n).astype(np.float32)
    x = rng.standard_normal((b, h, w, c)).astype(np.float32)
    gq = (0.03, 120) if given_q else None
    a = NativeMatMul(wq, ws, bias, clamp, win, given=gq)
    ya = a.run([x])[0]
    padded = next(iter(a._states.values()))[-1] is not None
    assert padded == (eligible(c, (1, 1), oh, ow, kernel, dil[1], "u8") and 2 * b * oh * ow >= n and b * oh * ow >= 16)
    orig = ca.int8_conv
    ca.int8_conv = lambda *args, **kw: None
    try:
        yb = NativeMatMul(wq, ws, bias, clamp, win, given=gq).run([x])[0]
    finally:
        ca.int8_conv = orig
    np.testing.assert_array_equal(ya.view(np.uint32), yb.view(np.uint32))
    if given_q:  # and against numpy: the codes floor(x / s + z + 0.5) in [0, 255], exact int64 sums over
        s_, z = np.float32(gq[0]), gq[1]  # windows padded with z, then float32(acc) * (s * w_scale) + bias
        t = x * (np.float32(1) / s_) + np.float32(z + 0.5)
        q = np.floor(np.clip(t, 0, 255)).astype(np.int64)
        acc = (_windows((q - z).astype(np.float64), win) @ wq.astype(np.float64)).astype(np.int64)
        want = acc.astype(np.float32) * (s_ * ws) + bias
        if clamp is not None:
            want = np.maximum(want, np.float32(0))
        np.testing.assert_allclose(ya.reshape(-1, n), want, rtol=1e-6, atol=1e-6 * float(np.abs(want).max() + 1))


def _block(c: int = 32, hw: int = 14, skip_first: bool = False):
    """A residual block: conv (3x3) + Relu, conv (3x3), + x, Relu; skip_first: the Add's
    skip input is made after the second conv (it cannot be folded into it)."""
    from onnx import TensorProto, helper, numpy_helper
    rng = np.random.default_rng(4)
    w1 = numpy_helper.from_array((rng.standard_normal((c, c, 3, 3)) * 0.1).astype(np.float32), "w1")
    w2 = numpy_helper.from_array((rng.standard_normal((c, c, 3, 3)) * 0.1).astype(np.float32), "w2")
    b2 = numpy_helper.from_array(rng.standard_normal(c).astype(np.float32), "b2")
    nodes = [helper.make_node("Conv", ["x", "w1"], ["c1"], name="conv1", pads=[1, 1, 1, 1]),
             helper.make_node("Relu", ["c1"], ["r1"], name="relu1"),
             helper.make_node("Conv", ["r1", "w2", "b2"], ["c2"], name="conv2", pads=[1, 1, 1, 1])]
    skip = "x"
    if skip_first:
        nodes.append(helper.make_node("Neg", ["x"], ["nx"], name="neg"))
        skip = "nx"
    nodes += [helper.make_node("Add", ["c2", skip], ["s"], name="add"),
              helper.make_node("Relu", ["s"], ["y"], name="relu2")]
    shape = [1, c, hw, hw]
    g = helper.make_graph(nodes, "block", [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, shape)], [w1, w2, b2])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


@needs_bf16_host
@pytest.mark.parametrize("skip_first", [False, True])
def test_residual_add_and_relu_fold_into_the_bf16_product(skip_first):
    """conv2 + x, then Relu: the Add and the Relu become conv2's epilogue (residual = 1,
    clamp) where x exists before conv2; the outputs those of the unfolded graph's within
    bfloat16's error, and the same as computing y + r after the product."""
    folds_residual(skip_first, "BF16MatMul", 2e-2, bf16=True)


def folds_residual(skip_first: bool, op_type: str, tol: float, **precision) -> None:
    """_block loaded with these precision passes: conv2 runs as op_type, its epilogue takes
    the Add and the Relu unless skip_first, and the output is within tol (relative to its
    largest value) of the float64 block."""
    from jit_runtime import Session
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    m = _block(skip_first=skip_first)
    s = Session(m, passes=P.default(B, lanes=HOST.lanes, **precision), progress=False)
    conv2 = next(n for n in s._current.graph.nodes if n.name == "conv2")
    assert conv2.op_type == op_type
    assert any(a.name == "residual" for a in conv2.proto.attribute) != skip_first
    assert ("add" in conv2.fused and "relu2" in conv2.fused) != skip_first
    x = np.random.default_rng(7).standard_normal((1, 32, 14, 14)).astype(np.float32)
    got = s.run({"x": x})["y"]
    ref = _block_ref(m, x, skip_first)
    assert got.shape == ref.shape and np.abs(got - ref).max() <= tol * np.abs(ref).max()


def _block_ref(m, x: np.ndarray, skip_first: bool) -> np.ndarray:
    """_block's output in float64."""
    from onnx import numpy_helper
    init = {t.name: numpy_helper.to_array(t).astype(np.float64) for t in m.graph.initializer}
    hw = x.shape[2]

    def conv(a, w):
        p = np.pad(a, ((0, 0), (0, 0), (1, 1), (1, 1)))
        return sum(np.einsum("kc,nchw->nkhw", w[:, :, i, j], p[:, :, i:i + hw, j:j + hw])
                   for i in range(3) for j in range(3))
    return np.maximum(conv(np.maximum(conv(x, init["w1"]), 0), init["w2"]) + init["b2"][:, None, None]
                      + (-x if skip_first else x), 0)


@needs_bf16_host
@pytest.mark.parametrize("m", [5, 40])  # vdpbf16ps, AMX tiles (where the device has them)
def test_residual_in_the_gemm_epilogue(m):
    """y = clamp(x W + b + r): the residual added before the clamp, on a partial panel
    (N = 37) too, against float64; a wrong residual is named."""
    rng = np.random.default_rng(m)
    k, n = 70, 37
    wb = to_bf16(rng.standard_normal((k, n)).astype(np.float32))
    b = rng.standard_normal(n).astype(np.float32)
    x = rng.standard_normal((m, k)).astype(np.float32)
    r = rng.standard_normal((m, n)).astype(np.float32)
    nm = NativeBF16MatMul(wb, b, (0.0, np.inf), None, True)
    y = nm.run([x, wb, b, r])[0]
    want = np.maximum(from_bf16(to_bf16(x)).astype(np.float64) @ from_bf16(wb) + b + r, 0)
    bound = _bound(x, wb, b, k) + 2.0 ** -23 * np.abs(r)
    assert (np.abs(y - want) <= bound).all()
    with pytest.raises(ValueError, match=r"BF16MatMul: the residual \(input 3\) must be float32"):
        nm.run([x, wb, b, r[:, :5]])
