"""The integer GEMM kernels (lowering/gemm_int8.py through runtime/qgemm.py) against an
exact int64 numpy reference: every variant this machine runs (vpmaddubsw, vpmaddwd,
portable vectors, scalar), both operand orientations (constant weights broadcast or laid
out as panels, the fed operand packed by native code), zero points per tensor, per row and
per column, int8/uint8 on both sides with values at -128/127/0/255, M, N, K of 1, odd and
past the vector width; int32 sums, float32 (scale, bias) and onnxruntime's requantization.
VNNI cannot run here: its kernels are compiled for Xeon and Alder Lake targets and must
contain vpdpbusd. The portable and scalar kernels also run on Arm and RISC-V under qemu.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jit_runtime.device import profile
from jit_runtime.jit import Target, emit_asm
from jit_runtime.lowering.gemm_int8 import QGemmSpec, generate
from jit_runtime.lowering.gemm_int8_packer import PackSpec, generate_pack
from jit_runtime.lowering.gemm_int8_pack import maddubs_safe, zero_point_terms
from jit_runtime.qgemm import QGemm, available

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                database=None)
HOST = available(profile(None))
RANGE = {np.dtype(np.int8): (-128, 127), np.dtype(np.uint8): (0, 255)}
I8 = [np.int8, np.uint8]


def ints(rng, shape, dt, edge=0.3, small=False) -> np.ndarray:
    lo, hi = RANGE[np.dtype(dt)]
    if small:  # weights whose k pairs cannot saturate vpmaddubsw: |w| <= 64
        lo, hi = max(lo, -64), min(hi, 64)
    v = rng.integers(lo, hi + 1, shape)
    return np.where(rng.random(shape) < edge, rng.choice([lo, hi, max(lo, 0)], shape), v).astype(dt)


def exact(r, zr, p, zc) -> np.ndarray:
    """sum_k (r - zr)(p - zc) in int64, wrapped to int32."""
    zr = np.asarray(zr, np.int64).reshape(-1, 1) if np.size(zr) > 1 else np.int64(zr)
    zc = np.asarray(zc, np.int64).reshape(1, -1) if np.size(zc) > 1 else np.int64(zc)
    acc = (r.astype(np.int64) - zr) @ (p.astype(np.int64) - zc)
    return acc.astype(np.int32)


def requantized(acc: np.ndarray, mult: np.ndarray, zp: int, dt) -> np.ndarray:
    """onnxruntime's: float32(acc) * multiplier, clamped to [lo - zp, hi - zp], rounded half
    to even, plus zp."""
    lo, hi = RANGE[np.dtype(dt)]
    t = acc.astype(np.float32) * mult
    t = np.minimum(np.maximum(t, np.float32(lo - zp)), np.float32(hi - zp))
    return (np.rint(t) + zp).astype(dt)


@st.composite
def case(draw):
    m, k, n = draw(st.integers(1, 40)), draw(st.integers(1, 70)), draw(st.integers(1, 50))
    return dict(m=m, k=k, n=n, tr=draw(st.sampled_from(I8)), tp=draw(st.sampled_from(I8)),
                zps=draw(st.sampled_from(["zero", "scalar", "row", "col"])), const=draw(st.sampled_from(["r", "p"])),
                small=draw(st.booleans()), threads=draw(st.sampled_from([1, 2])))


def operands(rng, c):
    r = ints(rng, (c["m"], c["k"]), c["tr"], small=c["small"] and c["const"] == "r")
    p = ints(rng, (c["k"], c["n"]), c["tp"], small=c["small"] and c["const"] == "p")
    zr, zc = 0, 0
    if c["zps"] != "zero":
        zr = int(ints(rng, (), c["tr"]))
        zc = int(ints(rng, (), c["tp"]))
    if c["zps"] == "row":
        zr = ints(rng, (c["m"],), c["tr"]).astype(np.int64)
    if c["zps"] == "col":
        zc = ints(rng, (c["n"],), c["tp"]).astype(np.int64)
    q = QGemm(r_const=r) if c["const"] == "r" else QGemm(p_const=p)
    return r, zr, p, zc, q


def _runs(q, variant, r, p) -> bool:
    """Whether `variant` may run these operands (maddubs: only on checked constants)."""
    if variant != "maddubs":
        return True
    signed_side = r if q.r_const is r else p
    return maddubs_safe(signed_side.view(np.uint8).__xor__(0x80).view(np.int8)
                        if signed_side.dtype == np.uint8 else signed_side, 1 if q.r_const is r else 0)


@settings(max_examples=60, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), c=case(), variant=st.sampled_from(HOST))
def test_int32_sums_are_exact(seed, c, variant):
    rng = np.random.default_rng(seed)
    r, zr, p, zc, q = operands(rng, c)
    if not _runs(q, variant, r, p):
        with pytest.raises(ValueError, match="saturate"):
            q.call(r, zr, p, zc, "i32", variant=variant)
        return
    got = q.call(r, zr, p, zc, "i32", variant=variant, threads=c["threads"])
    np.testing.assert_array_equal(got, exact(r, zr, p, zc))
    np.testing.assert_array_equal(q.call(r, zr, p, zc, "i32", variant=variant), got)  # laid out once, again


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), c=case(), variant=st.sampled_from(HOST), out=st.sampled_from(["u8", "i8"]),
       axis=st.sampled_from(["row", "col"]), per=st.booleans())
def test_requantized_outputs_are_onnxruntimes(seed, c, variant, out, axis, per):
    rng = np.random.default_rng(seed)
    r, zr, p, zc, q = operands(rng, c)
    if not _runs(q, variant, r, p):
        return
    n_axis = c["m"] if axis == "row" else c["n"]
    mult = np.exp(rng.uniform(np.log(1e-4), np.log(1e-1), n_axis if per else ())).astype(np.float32)
    dt = np.uint8 if out == "u8" else np.int8
    zp = int(ints(rng, (), dt))
    bias = rng.integers(-20000, 20000, n_axis).astype(np.int32)
    kw = dict(radd=bias) if axis == "row" else dict(cadd=bias)
    got = q.call(r, zr, p, zc, out, scale=mult, axis=axis, zp=zp, variant=variant, threads=c["threads"], **kw)
    acc = exact(r, zr, p, zc).astype(np.int64) + (bias.reshape(-1, 1) if axis == "row" else bias.reshape(1, -1))
    m = mult.reshape(-1, 1) if axis == "row" and per else mult
    np.testing.assert_array_equal(got, requantized(acc.astype(np.int32), m, zp, dt))


@settings(max_examples=25, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), c=case(), variant=st.sampled_from(HOST), axis=st.sampled_from(["row", "col"]),
       clamp=st.sampled_from([None, (0.0, np.inf), (0.0, 6.0), (-1.0, 1.0), (-np.inf, 0.5)]))
def test_float_outputs(seed, c, variant, axis, clamp):
    rng = np.random.default_rng(seed)
    r, zr, p, zc, q = operands(rng, c)
    if not _runs(q, variant, r, p):
        return
    n_axis = c["m"] if axis == "row" else c["n"]
    scale = rng.uniform(1e-4, 1e-2, n_axis).astype(np.float32)
    bias = rng.standard_normal(n_axis).astype(np.float32)
    if clamp is not None:
        scale[0] = np.nan  # a clamped NaN stays NaN (as Relu and Clip keep it)
    got = q.call(r, zr, p, zc, "f32", scale=scale, bias=bias, axis=axis, variant=variant, clamp=clamp)
    shape = (-1, 1) if axis == "row" else (1, -1)
    want = exact(r, zr, p, zc).astype(np.float32) * scale.reshape(shape) + bias.reshape(shape)
    if clamp is not None:
        want = np.clip(want, *clamp)  # (numpy's clip keeps NaN)
    np.testing.assert_array_equal(got, want)  # separate float32 multiply and add, as numpy's


def test_longest_sums_at_the_extremes():
    # K = 4097 products of 255 * -128 (and the zero points' corrections at their extremes)
    for tr, tp in [(np.uint8, np.int8), (np.int8, np.uint8), (np.uint8, np.uint8), (np.int8, np.int8)]:
        lo_r, hi_r = RANGE[np.dtype(tr)]
        lo_p, hi_p = RANGE[np.dtype(tp)]
        r = np.full((5, 4097), hi_r, tr)
        r[1] = lo_r
        p = np.full((4097, 19), lo_p, tp)
        p[:, 3] = hi_p
        for q in (QGemm(p_const=p), QGemm(r_const=r)):
            for v in HOST:
                if not _runs(q, v, r, p):
                    continue
                for zr, zc in ((0, 0), (lo_r, hi_p), (hi_r, lo_p)):
                    np.testing.assert_array_equal(q.call(r, zr, p, zc, "i32", variant=v), exact(r, zr, p, zc),
                                                  err_msg=f"{v} {tr.__name__} x {tp.__name__}")


def test_maddubs_is_refused_where_it_could_saturate():
    r = np.full((2, 8), 255, np.uint8)
    p = np.full((8, 3), -128, np.int8)  # one pair: 255 * -128 * 2 = -65280 < -32768
    if "maddubs" not in HOST:
        pytest.skip("no vpmaddubsw here")
    q = QGemm(p_const=p)
    with pytest.raises(ValueError, match="saturate"):
        q.call(r, 0, p, 0, variant="maddubs")
    assert q.choose(profile(None), "auto", r, p)[0] != "maddubs"
    np.testing.assert_array_equal(q.call(r, 0, p, 0), exact(r, 0, p, 0))
    ok = np.full((8, 3), -64, np.int8)  # 255 * (64 + 64) = 32640 fits
    best = next(v for v in HOST if v != "vnni")  # vnni, where the device has it, outranks both
    assert QGemm(p_const=ok).choose(profile(None), "auto", r, ok)[0] == ("vnni" if "vnni" in HOST else best)
    assert best == "maddubs"


def test_zero_point_terms_match_the_expansion():
    rng = np.random.default_rng(3)
    r, p = rng.integers(-9, 9, (4, 6)), rng.integers(-9, 9, (6, 5))
    for zr, zc in ((3, rng.integers(-5, 5, 5)), (rng.integers(-5, 5, 4), -2), (7, 1)):
        ra, ca, rm, cm = zero_point_terms(6, zr, zc, r.sum(1), p.sum(0), 4, 5)
        want = exact(r, zr, p, zc).astype(np.int64) - (r @ p)
        got = ra[:, None].astype(np.int64) + ca[None, :] + rm[:, None].astype(np.int64) * cm[None, :]
        np.testing.assert_array_equal(got, want)


def test_bad_operands_are_named():
    q = QGemm()
    with pytest.raises(ValueError, match="integer GEMM of"):
        q.call(np.zeros((2, 3), np.uint8), 0, np.zeros((4, 2), np.int8), 0)
    with pytest.raises(TypeError, match="expected int8 or uint8"):
        q.call(np.zeros((2, 3), np.float32), 0, np.zeros((3, 2), np.int8), 0)
    with pytest.raises(ValueError, match="does not run"):
        q.call(np.zeros((2, 3), np.uint8), 0, np.zeros((3, 2), np.int8), 0, variant="vnni" if "vnni" not in HOST
               else "nonesuch")


@pytest.mark.parametrize("cpu,evex", [("sapphirerapids", True), ("icelake-server", True), ("alderlake", False)])
@pytest.mark.parametrize("out", ["i32", "u8"])
def test_vnni_kernels_use_vpdpbusd(cpu, evex, out):
    """The VNNI kernels for a Xeon (AVX512-VNNI, 16 and 8 lanes) and an Alder Lake (AVX-VNNI)."""
    xeon = Target("x86_64-unknown-linux-gnu", cpu, "", 3)
    for lanes in ((16, 8) if evex else (8,)):
        asm = emit_asm(generate(QGemmSpec("vnni", lanes, 6 if lanes == 16 else 4, 4 if lanes == 16 else 2, False,
                                          out=out)), xeon)
        lines = [x for x in asm.splitlines() if "vpdpbusd" in x]
        assert lines, asm[:2000]
        if lanes == 16:  # AVX512-VNNI on zmm
            assert all("zmm" in x and "{vex}" not in x for x in lines), lines
        if not evex:  # AVX-VNNI: the VEX form
            assert all("{vex}" in x for x in lines), lines


def test_packing_kernel_layout():
    """The fed operand's layout by native code equals numpy's (every pack spec the runtime uses)."""
    from jit_runtime.lowering.gemm_int8_pack import pack_panels, stored
    from jit_runtime.qgemm import pack_fed
    rng = np.random.default_rng(5)
    prof = profile(None)
    for v in HOST:
        for dt in I8:
            for k, n in ((1, 1), (7, 33), (64, 65), (130, 17)):
                p = ints(rng, (k, n), dt)
                s = QGemmSpec(v, 1 if v == "scalar" else prof.lanes.count, 4, 2, True)
                side = pack_fed(p, s, prof, None)
                if v == "madd16":
                    want = pack_panels(p.astype(np.int16), s)
                else:
                    data, d = stored(p, not s.r_signed)
                    want = pack_panels(data, s)
                    assert side.shift == d
                np.testing.assert_array_equal(side.data, want, err_msg=f"{v} {dt.__name__} {k}x{n}")
    assert "jr.qpack" in generate_pack(PackSpec(4, 16, False, False, True))


def _cross_run(plan, dev, ins=None):
    """Run a Plan's kernel under qemu (runtime/cross.py's harness takes float32 buffers:
    every buffer goes as its bytes, padded to whole floats); ins: its inputs, if not the
    plan's own (a call's row scales, a residual)."""
    from types import SimpleNamespace

    from jit_runtime.cross import run_cross
    from jit_runtime.lowering.gemm_int8 import SIZES
    from jit_runtime.lowering.loops import IConst

    def floats(a: np.ndarray) -> np.ndarray:
        b = np.ascontiguousarray(a).view(np.uint8).reshape(-1)
        return np.concatenate([b, np.zeros(-b.size % 4, np.uint8)]).view(np.float32)
    bufs = [SimpleNamespace(name=b, role="input", elem="f32") for b in plan.spec.abi.buffers[:-1]] + \
        [SimpleNamespace(name="c", role="output", elem="f32")]
    kernel = SimpleNamespace(buffers=bufs, sizes=SIZES, scratch=IConst(0))
    lowered = SimpleNamespace(llvm=generate(plan.spec), symbol=plan.spec.symbol, kernel=kernel, pipeline="default")
    call = SimpleNamespace(inputs=[floats(a) for a in (plan.ins if ins is None else ins)],
                           sizes=dict(zip(SIZES, plan.sizes)))
    m, n = plan.shape
    nbytes = m * n * np.dtype(plan.odt).itemsize
    (out,) = run_cross(lowered, dev, call, [(-(-nbytes // 4),)])
    return out.view(np.uint8)[:nbytes].view(plan.odt).reshape(m, n)


@pytest.mark.parametrize("dev", ["aarch64-neon", "riscv64-rvv"])
@pytest.mark.parametrize("variant", ["portable", "scalar"])
def test_portable_and_scalar_kernels_on_arm_and_riscv(dev, variant):
    from jit_runtime.cross import CrossDevice, unavailable
    cd = CrossDevice(dev, 128)
    why = unavailable(cd)
    if why:
        pytest.skip(why)
    assert available(profile(dev)) == ["portable", "scalar"]
    rng = np.random.default_rng(11)
    for tr, tp, out in ((np.uint8, np.int8, "i32"), (np.int8, np.uint8, "u8"), (np.uint8, np.uint8, "i8")):
        r, p = ints(rng, (7, 37), tr), ints(rng, (37, 13), tp)
        zr, zc = int(ints(rng, (), tr)), ints(rng, (13,), tp).astype(np.int64)
        mult = np.float32(3e-3)
        q = QGemm(p_const=p)
        plan = q.prepare(r, zr, p, zc, out, scale=mult, zp=5, variant=variant, device=dev)
        assert plan.spec.variant == variant
        got = _cross_run(plan, cd)
        want = exact(r, zr, p, zc)
        if out != "i32":
            want = requantized(want, mult, 5, np.uint8 if out == "u8" else np.int8)
        np.testing.assert_array_equal(got, want, err_msg=f"{dev} {variant} {tr.__name__} x {tp.__name__}")


@pytest.mark.parametrize("codes", [False, True])
@pytest.mark.parametrize("dev", ["aarch64-neon", "riscv64-rvv", None])
def test_residual_epilogue_on_every_profile(dev, codes):
    """f32 out with row scales, bias, residual and clamp (an Int8MatMul's epilogue on rows
    quantized per row, a residual connection folded in): bit for bit float32's
    acc * (scale[n] * rscale[m]) + bias[n] + r[m, n], clamped, on the host's variant and
    on the portable kernels built for Arm and RISC-V under qemu; a partial last panel.
    codes: the residual read as bfloat16 codes and y stored as them (y_bf16, res_bf16:
    an edge between two reduced-precision products), y's codes those of that float32 sum
    rounded to nearest even, NaN and infinities in r too."""
    from jit_runtime.cross import CrossDevice, unavailable
    cd = None
    if dev is not None:
        cd = CrossDevice(dev, 128)
        why = unavailable(cd)
        if why:
            pytest.skip(why)
    rng = np.random.default_rng(12)
    m, k, n = 7, 37, 21
    r, p = ints(rng, (m, k), np.uint8), ints(rng, (k, n), np.int8)
    scale = rng.random(n).astype(np.float32) * np.float32(1e-2)
    bias = rng.standard_normal(n).astype(np.float32)
    plan = QGemm(p_const=p).prepare(r, 0, p, 0, "f32", scale=scale, bias=bias, clamp=(0.0, 6.0), row_scales=True,
                                    residual=True, **({"variant": "portable", "device": dev} if dev else {}))
    assert plan.spec.residual and plan.spec.row_scales
    rscale = (rng.random(m) + 0.5).astype(np.float32)
    res = (rng.standard_normal((m, n)) * 3).astype(np.float32)
    if codes:
        from jit_runtime.onnx.bf16 import from_bf16, to_bf16, to_bf16_stored
        from jit_runtime.onnx.edges import bf16_edges
        res.reshape(-1)[:4] = [np.nan, np.inf, -np.inf, -0.0]
        plan, res_in = bf16_edges(plan, True, True), to_bf16(res)
        res = from_bf16(res_in)
    ins = plan.ins[:-1] + (rscale, res_in if codes else res)
    if cd is not None:
        got = _cross_run(plan, cd, ins)
    else:
        from jit_runtime.qgemm import launch_of
        got = np.empty((m, n), plan.odt)
        launch_of(plan, None).run(ins, [got])
    acc = exact(r, 0, p, np.zeros(n, np.int64)).astype(np.float32)
    with np.errstate(invalid="ignore"):
        want = acc * (scale[None, :] * rscale[:, None]) + bias + res
        want = np.where(want < 0, np.float32(0), np.where(want > 6, np.float32(6), want))  # (NaN kept)
    np.testing.assert_array_equal(got, to_bf16_stored(want) if codes else want)


@pytest.mark.parametrize("n,tile", [(16, (16, 1)), (24, (12, 2)), (32, (12, 2)), (96, (8, 3)), (144, (8, 3)),
                                    (256, (6, 4)), (1000, (6, 4)), (None, (6, 4))])
def test_narrow_products_take_a_narrow_tile(n, tile):
    """With 32 registers the tile is the one of least padded work for N columns: a 16-column
    product in the 64-column 6x4 tile computed four times the sums it keeps."""
    from jit_runtime.qgemm import tile_of
    assert tile_of("portable", profile("x86-64-v4"), n) == tile
    assert tile_of("portable", profile("x86-64-v3"), n) == (4, 2)  # 16 registers: one tile


@given(seed=st.integers(0, 2 ** 32 - 1), m=st.integers(1, 70), k=st.integers(1, 40),
       n=st.sampled_from([1, 15, 16, 17, 24, 40, 48, 95, 96, 144]), variant=st.sampled_from(HOST))
@settings(max_examples=30, **SETTINGS)
def test_every_tile_sums_exactly(seed, m, k, n, variant):
    """Each of the narrow tiles (and their row tails) against the int64 sums."""
    rng = np.random.default_rng(seed)
    r, p = ints(rng, (m, k), np.uint8), ints(rng, (k, n), np.int8, small=variant == "maddubs")
    got = QGemm(p_const=p).call(r, 128, p, 0, variant=variant)
    np.testing.assert_array_equal(got, exact(r, 128, p, 0))
