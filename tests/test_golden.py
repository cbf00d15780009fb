"""Golden lowering: the loop IR and LLVM text of every library op, the GEMM, stencil and
fused kernels, per variant and device, pinned in tests/golden/. A change to lowering
shows here as a diff to review; once it is meant, rewrite the files with

    python -m pytest tests/test_golden.py --update-golden

and commit them with the change (the commit says why each diff is right). Lowering is
pure Python and needs no LLVM, so the whole set runs in a few seconds.
"""
from __future__ import annotations

import difflib
import hashlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

import jit_runtime as jr

GOLDEN = Path(__file__).resolve().parent / "golden"
DEVICES = ("x86-64-v4", "aarch64-sve")
VARIANTS = ("scalar", "simd")

# attributes the generic lowering needs (ops whose attributes have no default)
ATTRS = {"maxpool2d": dict(kernel_h=3, kernel_w=3, stride_h=2, stride_w=2, pad_top=1, pad_left=1,
                           pad_bottom=1, pad_right=1),
         "avgpool2d": dict(kernel_h=3, kernel_w=3, pad_top=1, pad_left=1, pad_bottom=1, pad_right=1),
         "lrn": dict(size=5),
         "maxpool2d_argmax": dict(kernel_h=3, kernel_w=2, stride_h=2, pad_top=1, pad_left=1, pad_bottom=1,
                                  dilation_w=2)}
ATTRS["maxpool2d_nhwc"], ATTRS["avgpool2d_nhwc"] = ATTRS["maxpool2d"], ATTRS["avgpool2d"]
ATTRS["matmul_panels"] = dict(cols=100)


@dataclass(frozen=True)
class Case:
    """One op lowered one way: `op` is a library op name or an Op, `shapes` specializes
    it as a call on arrays of those shapes would."""
    name: str
    op: object
    variant: str
    device: str
    shapes: tuple | None = None
    attrs: dict = field(default_factory=dict)

    @property
    def stem(self) -> str:
        return f"{self.name}.{self.variant}.{self.device}"


def library_cases() -> list[Case]:
    return [Case(name, name, v, d, attrs=ATTRS.get(name, {}))
            for name in sorted(op.name for op in jr.ops) for v in VARIANTS for d in DEVICES]


CONV = dict(stride_h=1, stride_w=1, pad_top=1, pad_left=1, pad_bottom=1, pad_right=1)
CONV_S2 = dict(CONV, stride_h=2, stride_w=2)

# (name, op, shapes, attrs): contractions and stencils, specialized on shapes as calls make them
SHAPED = [
    ("gemm_matmul_64", "matmul", ((64, 64), (64, 64)), {}),
    ("gemm_matmul_batched", "matmul", ((4, 33, 70), (4, 70, 17)), {}),
    ("gemm_gemv", "matmul", ((1, 768), (768, 3072)), {}),
    ("gemm_gemv_narrow", "matmul", ((1, 1024), (1024, 10)), {}),
    ("gemm_trans_b_row", "gemm", ((1, 1024), (512, 1024), (1, 512)), dict(trans_b=1)),
    ("gemm_trans_b", "gemm", ((64, 256), (128, 256), (1, 128)), dict(trans_b=1)),
    ("gemm_conv3x3", "conv2d", ((1, 64, 56, 56), (64, 64, 3, 3), (64,)), CONV),
    ("gemm_conv3x3_s2", "conv2d", ((1, 32, 28, 28), (64, 32, 3, 3), (64,)), CONV_S2),
    ("gemm_conv1x1", "conv2d", ((1, 256, 14, 14), (64, 256, 1, 1), (64,)), {}),
    ("stencil_depthwise3x3", "conv2d", ((1, 32, 28, 28), (32, 1, 3, 3), (32,)), dict(CONV, group=32)),
    ("stencil_depthwise5x5_s2", "conv2d", ((1, 16, 28, 28), (16, 1, 5, 5), (16,)),
     dict(stride_h=2, stride_w=2, pad_top=2, pad_left=2, pad_bottom=2, pad_right=2, group=16)),
    ("stencil_grouped", "conv2d", ((1, 32, 14, 14), (32, 8, 3, 3), (32,)), dict(CONV, group=4)),
    ("maxpool3x3_s2", "maxpool2d", ((1, 64, 112, 112),), ATTRS["maxpool2d"]),
    ("gemm_panels", "matmul_panels", ((197, 768), (12, 768, 64)), dict(cols=768)),
    ("direct_conv3x3", "conv2d_nhwc", ((1, 56, 56, 64), (3, 3, 64, 64), (64,)), CONV),
    ("direct_conv7x7_s2", "conv2d_nhwc", ((1, 224, 224, 3), (7, 7, 3, 64), (64,)),
     dict(stride_h=2, stride_w=2, pad_top=3, pad_left=3, pad_bottom=3, pad_right=3)),
    ("direct_conv_panels3x3", "conv2d_nhwc_panels", ((1, 14, 14, 256), (4, 3, 3, 256, 64), (256,)), CONV),
    ("direct_conv1x1", "conv2d_nhwc", ((1, 14, 14, 256), (1, 1, 256, 64), (64,)), {}),
    ("depthwise_nhwc3x3", "depthwise_nhwc", ((1, 28, 28, 96), (3, 3, 96), (96,)), CONV),
    ("depthwise_nhwc5x5_s2", "depthwise_nhwc", ((1, 28, 28, 40), (5, 5, 40), (40,)),
     dict(stride_h=2, stride_w=2, pad_top=2, pad_left=2, pad_bottom=2, pad_right=2)),
    ("maxpool_nhwc3x3_s2", "maxpool2d_nhwc", ((1, 112, 112, 64),), ATTRS["maxpool2d"]),
]


def shaped_cases() -> list[Case]:
    return [Case(name, op, v, d, shapes, attrs) for name, op, shapes, attrs in SHAPED
            for v in VARIANTS for d in DEVICES]


def _model_calls(build) -> list[tuple]:
    """(op, shapes, attrs) of each distinct op call one run of a model makes: library,
    generated and fused ops as the session binds them for x86-64-v4 (its weight panels are
    sized to that profile's tiles, whatever the host's: the pinned cases are the same on
    every machine; the calls run on the host, panels of another width taking the exact path)."""
    from jit_runtime.kernel import record_calls
    from jit_runtime.onnx import bindings, passes
    model, feeds = build()
    v4 = passes.default(bindings, lanes=jr.PROFILES["x86-64-v4"].lanes)
    sess = jr.Session(model, warmup=False, replay=False, native=False, passes=v4)
    with record_calls() as calls:
        sess.run(feeds)
    seen, out = set(), []
    for op, args, attrs in calls:
        key = (op.checked.op.name if hasattr(op.checked, "op") else op.name, tuple(a.shape for a in args),
               tuple(sorted(attrs.items())))
        if key not in seen:
            seen.add(key)
            out.append((op, tuple(a.shape for a in args), dict(attrs)))
    return out


def fused_cases() -> list[Case]:
    from jit_runtime.bench import models as M
    cases = []
    import test_channels_last as CL
    for model_name, build in (("small_cnn", M.small_cnn), ("encoder", M.encoder_layer),
                              ("resnet_block", lambda: M.resnet_block(16, 14)),
                              ("mobile_block", lambda: (CL.mobile_block(), {"x": np.random.default_rng(0)
                                                        .standard_normal((2, 16, 11, 11)).astype(np.float32)}))):
        for op, shapes, attrs in _model_calls(build):
            # named by what the call is, so a change in call order renames nothing
            tag = hashlib.sha256(repr((shapes, sorted(attrs.items()))).encode()).hexdigest()[:6]
            name = f"model_{model_name}_{op.name}_{tag}"
            cases += [Case(name, op, v, "x86-64-v4", shapes, attrs) for v in VARIANTS]
    return cases


def lut_cases() -> list[Case]:
    return [Case(name, name, "lut", "x86-64-v4") for name in ("exp", "sigmoid", "gelu", "softmax")]


def int8_cases() -> list[Case]:
    """The integer GEMM's kernels (lowering/gemm_int8.py) and the int8 contractions' codes
    and scales kernels (lowering/quantize_u8.py): no loop IR, their spec instead."""
    from jit_runtime.lowering.conv_amx import ConvAmxSpec
    from jit_runtime.lowering.gemm_int8 import QGemmSpec
    from jit_runtime.lowering.gemm_int8_packer import PackSpec
    from jit_runtime.lowering.quantize_u8 import BF16Spec, QuantizeSpec, ScalesSpec
    from jit_runtime.lowering.window_codes import WindowSpec
    specs: list[tuple[str, object]] = [("x86-64-v3", QGemmSpec("maddubs", 8, 4, 2, False, out="u8")),
             ("x86-64-v3", QGemmSpec("madd16", 8, 2, 4, True, out="f32", axis="row")),
             ("x86-64-v4", QGemmSpec("vnni", 16, 6, 4, False, True, out="i8")),
             ("x86-64-v3", QGemmSpec("vnni", 8, 4, 2, True, out="i32", axis="row")),
             ("x86-64-v4", QGemmSpec("vnni", 16, 6, 4, False, out="f32", clamp=(0.0, 6.0))),
             ("x86-64-v4", QGemmSpec("bf16", 16, 6, 4, False, out="f32")),
             ("x86-64-v4", QGemmSpec("amx", 16, 32, 2, False, out="f32", clamp=(0.0, 6.0))),
             ("x86-64-v4", QGemmSpec("amx", 16, 32, 2, False, out="f32", r_f32=True)),
             ("x86-64-v4", QGemmSpec("amx", 16, 32, 1, False, out="f32", clamp=(0.0, 6.0), r_window=(7, 7, 3))),
             ("x86-64-v4", QGemmSpec("amx", 16, 32, 2, False, out="f32", clamp=(0.0, 6.0), residual=True,
                                     y_bf16=True, res_bf16=True)),
             ("x86-64-v4", ConvAmxSpec(2, (0.0, float("inf")))),
             ("x86-64-v4", ConvAmxSpec(1, None, codes="u8")),
             ("x86-64-v4", ConvAmxSpec(2, (0.0, float("inf")), residual=True, y_bf16=True, res_bf16=True)),
             ("x86-64-v4", QGemmSpec("amx8", 16, 32, 2, False, out="f32", clamp=(0.0, 6.0), row_scales=True,
                                     cols_only=True)),
             ("x86-64-v4", QGemmSpec("vnni", 16, 12, 2, False, out="f32", clamp=(0.0, 6.0), row_scales=True,
                                     cols_only=True)),
             ("x86-64-v4", QGemmSpec("vnni", 16, 12, 2, False, out="f32", clamp=(0.0, 6.0), row_scales=True,
                                     cols_only=True, residual=True)),
             ("x86-64-v4", QGemmSpec("vnni", 16, 12, 2, False, out="f32", clamp=(0.0, 6.0), row_scales=True,
                                     cols_only=True, y_bf16=True, cvt_bf16=True)),
             ("aarch64-neon", QGemmSpec("portable", 4, 4, 2, False, out="u8", axis="row")),
             ("aarch64-neon", QGemmSpec("scalar", 1, 4, 4, True, True, out="i32")),
             ("x86-64-v3", PackSpec(4, 16, False, False, True)),
             ("x86-64-v3", PackSpec(2, 32, True, True)),
             ("x86-64-v4", PackSpec(2, 64, False, False, halves=True)),
             ("x86-64-v4", PackSpec(2, 32, False, False, halves=True, rounds=True, kg_tile=16)),
             ("x86-64-v3", QuantizeSpec(8)),
             ("x86-64-v2", QuantizeSpec(4, True)),
             ("x86-64-v4", QuantizeSpec(16, unsigned=True)),
             ("x86-64-v4", QuantizeSpec(16, per_row=True, masked=True)),
             ("x86-64-v3", QuantizeSpec(8, given=True)),
             ("x86-64-v3", ScalesSpec(8)),
             ("x86-64-v4", BF16Spec(16)),
             ("x86-64-v4", WindowSpec(16, "u8", masked=True)),
             ("x86-64-v4", WindowSpec(16, "u8", masked=True, given=True)),
             ("x86-64-v4", WindowSpec(16, "bf16")),
             ("x86-64-v4", WindowSpec(16, "bf16", masked=True, from_codes=True))]
    return [Case(f"int8_{s.symbol.removeprefix('jr.')}", s, "int8", d) for d, s in specs]


def typed_cases() -> list[Case]:
    """Element types besides f32 (examples/typed_ops.opdsl): their loads, stores,
    conversions and i32 reductions."""
    ops = jr.load_ops(Path(__file__).resolve().parent.parent / "examples" / "typed_ops.opdsl")
    return [Case(f"typed_{name}", getattr(ops, name), v, d, shapes)
            for name, shapes in (("quantize", None), ("qmatmul", ((5, 70), (70, 9))), ("to_f16", None),
                                 ("from_f16", None), ("to_bf16", None), ("int_stats", ((3, 40),)),
                                 ("matmul_bf16", ((5, 70), (70, 9))))
            for v in VARIANTS for d in DEVICES] + \
        [Case(f"typed_{name}", getattr(ops, name), "simd", "x86-64") for name in ("to_f16", "from_f16")]


# the f16 strategy's native form needs AVX512-FP16's lanes, which no named profile has
FP16_DEVICE = "x86-64-v4+avx512fp16"


def f16_cases() -> list[Case]:
    """The f16 strategy (lowering/half.py, halfmath.py): half arithmetic, exp and tanh in
    half; vscalefph and vrcpph (sigmoid's quotient, a division) where the lanes have
    AVX512-FP16, else the portable form."""
    ops = jr.load_ops(Path(__file__).resolve().parent.parent / "examples" / "typed_ops.opdsl")
    swish = jr.load_ops("op swish_f16(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) "
                        "{ y[...] = x[...] * sigmoid(x[...]) }").swish_f16
    div = jr.load_ops("op div_f16(a: f16[N], b: f16[N]) -> y: f16[N] accuracy(rel = 4e-3) "
                      "{ y[n] = a[n] / b[n] }").div_f16
    return [Case(name, op, "f16", d) for name, op in (("typed_gelu_f16", ops.gelu_f16), ("swish_f16", swish))
            for d in (*DEVICES, FP16_DEVICE)] + [Case("div_f16", div, "f16", FP16_DEVICE)]


def _device(name: str):
    if name != FP16_DEVICE:
        return name
    from dataclasses import replace

    from jit_runtime.device import PROFILES
    p = PROFILES["x86-64-v4"]
    return replace(p, name=FP16_DEVICE, lanes=replace(p.lanes, arith_f16=True))


def all_cases() -> list[Case]:
    return library_cases() + shaped_cases() + lut_cases() + fused_cases() + int8_cases() + typed_cases() + \
        f16_cases()


def render(case: Case) -> tuple[str, str]:
    if case.variant == "int8":
        from jit_runtime.lowering import conv_amx, quantize_u8 as q, window_codes
        from jit_runtime.lowering.gemm_int8 import generate
        from jit_runtime.lowering.gemm_int8_packer import PackSpec, generate_pack
        generators = {PackSpec: generate_pack, q.QuantizeSpec: q.generate, q.ScalesSpec: q.generate_scales,
                      q.BF16Spec: q.generate_bf16, window_codes.WindowSpec: window_codes.generate,
                      conv_amx.ConvAmxSpec: conv_amx.generate}
        text = generators.get(type(case.op), generate)(case.op)  # type: ignore[operator]
        return repr(case.op) + "\n", text.rstrip() + "\n"
    low = jr.lower(case.op, variant=case.variant, device=_device(case.device), shapes=case.shapes, **case.attrs)
    return low.loops.rstrip() + "\n", low.llvm.rstrip() + "\n"


_CASES = None


def _cases() -> list[Case]:
    global _CASES
    if _CASES is None:
        _CASES = all_cases()
    return _CASES


def pytest_generate_tests(metafunc):
    if "case" in metafunc.fixturenames:
        cases = _cases()
        metafunc.parametrize("case", cases, ids=[c.stem for c in cases])


def _diff(old: str, new: str, path: Path) -> str:
    lines = list(difflib.unified_diff(old.splitlines(), new.splitlines(), f"{path.name} (golden)",
                                      f"{path.name} (now)", lineterm="", n=2))
    shown = "\n".join(lines[:80])
    return shown + (f"\n... {len(lines) - 80} more diff lines" if len(lines) > 80 else "")


def test_golden(case, request):
    update = request.config.getoption("--update-golden")
    for text, suffix in zip(render(case), (".loops", ".ll")):
        path = GOLDEN / f"{case.stem}{suffix}"
        if update:
            GOLDEN.mkdir(exist_ok=True)
            if not path.exists() or path.read_text() != text:
                path.write_text(text)
            continue
        assert path.exists(), f"no golden file {path.name}: run pytest {__file__} --update-golden"
        old = path.read_text()
        assert old == text, ("lowering changed; if that is meant, rerun with --update-golden and commit the "
                             "diff:\n" + _diff(old, text, path))


def test_no_stale_golden_files(request):
    """Every file in tests/golden/ belongs to a case (a removed case takes its files along)."""
    wanted = {f"{c.stem}{s}" for c in _cases() for s in (".loops", ".ll")}
    stale = sorted(p.name for p in GOLDEN.glob("*") if p.name not in wanted)
    if request.config.getoption("--update-golden"):
        for name in stale:
            (GOLDEN / name).unlink()
        return
    assert not stale, f"golden files of no case (rerun with --update-golden): {stale[:10]}"


def test_golden_cases_cover_the_library():
    assert {c.op for c in library_cases()} == {op.name for op in jr.ops}
    assert len({c.stem for c in _cases()}) == len(_cases())  # file names never collide


def test_golden_kernels_are_what_calls_compile():
    """The pinned text is what a call compiles, not only what jr.lower prints: a shaped
    case's call runs, matches float64, and its compiled kernel's text is the golden one.
    On a host without AVX-512 the call runs on the host, and the kernel pinned is the one
    its own spec lowers to for x86-64-v4 (the compile a call there would make)."""
    from jit_runtime.device import profile, runnable
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((64, 64), dtype=np.float32), rng.standard_normal((64, 64), dtype=np.float32)
    op = jr.ops.matmul
    golden = (GOLDEN / "gemm_matmul_64.simd.x86-64-v4.ll").read_text()
    here = runnable(profile("x86-64-v4")) is None
    np.testing.assert_allclose(op(a, b, variant="simd", device="x86-64-v4" if here else None),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
    if here:
        compiled = [k.lowered.llvm.rstrip() + "\n" for (spec, v, dev), k in op._kernels.items()
                    if v == "simd" and dev == "x86-64-v4"]
    else:
        spec = op.spec_for(op.bind(a, b), "simd")
        compiled = [op.lower(spec, "simd", "x86-64-v4").llvm.rstrip() + "\n"]
    assert golden in compiled
