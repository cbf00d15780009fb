"""Code generation: aligned and non-temporal stores, row prefetch, range facts and fused
a*sigmoid(x) give the same answers as float64 numpy, on outputs at any alignment and
through the peel, stream and tail paths; and each of them shows up where it should."""
from __future__ import annotations

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime.dsl.interpret import evaluate
from jit_runtime.lowering import codegen

INF, NAN = float("inf"), float("nan")


def _at(shape, offset_floats: int) -> np.ndarray:
    """An uninitialized float32 array whose data starts `offset_floats` past a 64-byte line."""
    n = int(np.prod(shape))
    raw = np.empty(n + 32, np.float32)
    k = (-raw.ctypes.data % 64) // 4 + offset_floats
    return raw[k:k + n].reshape(shape)


def _softmax64(x):
    x = x.astype(np.float64)
    with np.errstate(all="ignore"):
        e = np.exp(x - x.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)


def _close(got, want, rel=1e-5, abs_=1e-30):
    nan = np.isnan(want)
    assert np.array_equal(np.isnan(got), nan)
    inf = np.isinf(want)
    assert np.array_equal(got[inf], want[inf])
    fin = ~nan & ~inf
    assert (np.abs(got[fin] - want[fin]) <= rel * np.abs(want[fin]) + abs_).all()


@pytest.mark.parametrize("rows,cols", [(3, 5), (2, 17), (4, 130), (7, 1000), (512, 4096)])
@pytest.mark.parametrize("offset", [0, 1, 4, 12, 15])
def test_softmax_any_alignment(rows, cols, offset):
    """(512, 4096) writes 8 MiB: the streaming stores; 130 columns: just past the peel's
    minimum; special rows (all -inf, a NaN, +inf, -inf entries) as in float64 numpy."""
    rng = np.random.default_rng(rows * cols + offset)
    x = _at((rows, cols), (offset * 7) % 16)
    x[...] = rng.standard_normal((rows, cols), dtype=np.float32) * 4
    x[0, :] = -INF
    if rows > 1:
        x[1, cols // 2] = NAN
    if rows > 2:
        x[2, 0] = INF
    x[-1, ::3] = -INF
    y = _at((rows, cols), offset)
    jr.ops.softmax(x, out=y, variant="simd", threads=1)
    _close(y, _softmax64(x))


@pytest.mark.parametrize("cols", [16384, 16385, 40000])
def test_softmax_scratch_on_stack_or_caller(cols):
    """Rows up to 16384 floats keep their scratch row in the kernel's aligned stack array;
    longer rows use the caller's scratch area."""
    rng = np.random.default_rng(cols)
    x = _at((3, cols), 5)
    x[...] = rng.standard_normal((3, cols), dtype=np.float32) * 3
    y = _at((3, cols), 7)
    jr.ops.softmax(x, out=y, variant="simd", threads=1)
    _close(y, _softmax64(x))
    assert "%scratch.stack = alloca [16384 x float], align 64" in jr.lower("softmax", variant="simd").llvm
    assert "scratch.stack" not in jr.lower("softmax", variant="simd", device="aarch64-sve").llvm


@pytest.mark.parametrize("n", [5, 100, 129, 4099, 2 << 20])
@pytest.mark.parametrize("offset", [0, 3, 13])
def test_swish_gelu_tanh_any_alignment(n, offset):
    """2M elements (8 MiB) stream; the fused a*sigmoid(x) keeps the specials of x * sigmoid(x)."""
    rng = np.random.default_rng(n + offset)
    x = _at((n,), (offset + 5) % 16)
    x[...] = rng.standard_normal(n, dtype=np.float32) * 6
    sp = np.array([NAN, INF, -INF, 0.0, -0.0, 1e30, -1e30, -88.0, -95.0, 20.0], np.float32)
    x[:min(n, sp.size)] = sp[:n]
    x64 = x.astype(np.float64)
    with np.errstate(all="ignore"):
        sw = x64 / (1 + np.exp(-x64))
        sw = np.where(np.isneginf(x64), NAN, np.where(np.isposinf(x64), INF, sw))
        z = 1.5957691216057308 * (x64 + 0.044715 * x64 ** 3)
        gt = x64 / (1 + np.exp(-z))
        gt = np.where(np.isneginf(x64), NAN, np.where(np.isposinf(x64), INF, gt))
    y = _at((n,), offset)
    jr.ops.swish(x, out=y, variant="simd", threads=1)
    _close(y, sw, abs_=1e-37)
    jr.ops.gelu_tanh(x, out=y, variant="simd", threads=1)
    _close(y, gt, abs_=1e-12)


def test_layernorm_rows_prefetched_still_right():
    rng = np.random.default_rng(5)
    x = _at((64, 768), 9)
    x[...] = rng.standard_normal((64, 768), dtype=np.float32)
    g, b = rng.standard_normal(768, dtype=np.float32), rng.standard_normal(768, dtype=np.float32)
    y = _at((64, 768), 2)
    jr.ops.layernorm(x, g, b, out=y, variant="simd", threads=1)
    x64 = x.astype(np.float64)
    mu = x64.mean(-1, keepdims=True)
    want = (x64 - mu) / np.sqrt(((x64 - mu) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b
    assert np.abs(y - want).max() < 1e-4


def test_softmax_code_shape():
    """x - max(x) feeds an exp without the overflow clamp; the exp pass reads the next row
    ahead; the output's full vectors stream once the call writes 8 MiB (on AVX-512, the
    profile whose streaming stores were measured worth it: pinned there on any host)."""
    low = jr.lower("softmax", variant="simd", shapes=((512, 4096),), device="x86-64-v4")
    assert "@jr.exp_nonpositive." in low.llvm and "@jr.exp." not in low.llvm
    assert "llvm.prefetch" in low.llvm
    asm = low.asm
    assert "vmovntps" in asm and "prefetcht0" in asm
    loop = jr.lower("swish", variant="simd", shapes=((1 << 20,),), device="x86-64-v4").asm
    assert "vmovntps" in loop and "vdivps" in loop
    assert "vrcp14ps" not in loop  # the quotient runs in the divider, beside the FMAs


def test_no_range_fact_without_its_premise():
    """exp(x - m) keeps its clamp when m is not the max of that same read over the same
    range: the max of another tensor, a max over fewer columns, or a padded read."""
    ops = jr.load_ops("""
op other_max(x: f32[R, C], z: f32[R, C]) -> y: f32[R, C] {
    m[r] = max[c](z[r, c])
    y[r, c] = exp(x[r, c] - m[r])
}
op shifted(x: f32[R, C]) -> y: f32[R, C] {
    m[r] = max[c](x[r, c])
    y[r, c] = exp(x[r, c + 1] - m[r])
}
""")
    for name in ("other_max", "shifted"):
        ir = jr.lower(ops[name], variant="simd").llvm
        assert "exp_nonpositive" not in ir, name
    # exp(+inf - 0) is +inf; an exp that assumed its argument <= 0 would give NaN
    x = np.array([[INF, 2.0, -3.0] * 6], np.float32)
    z = np.zeros_like(x)
    _close(ops["other_max"](x, z, variant="simd"), np.exp(x.astype(np.float64)))
    x = np.array([[1.0, 2.0, 3.0]], np.float32)
    assert np.allclose(ops["shifted"](x, variant="simd"), [[np.exp(-1.0), 1.0, np.exp(-3.0)]], rtol=1e-5)


def test_scalable_and_narrow_targets_keep_plain_stores():
    """SVE/RVV lanes never peel or stream (masked throughout); SSE/AVX2 peel to their width
    but keep cached stores; AVX-512 streams and ends with an sfence (the stores are weakly
    ordered: another thread must see them once the kernel has returned)."""
    for device in ("aarch64-sve", "riscv64-rvv"):
        try:
            ir = jr.lower("softmax", variant="simd", device=device).llvm
        except (KeyError, ValueError):
            continue
        assert "nontemporal" not in ir and "peel" not in ir
    ir = jr.lower("swish", variant="simd", device="x86-64-v3").llvm
    assert "nontemporal" not in ir and "peel" in ir
    ir = jr.lower("swish", variant="simd", device="x86-64-v4").llvm
    assert "align 64, !nontemporal" in ir and "call void @llvm.x86.sse.sfence()\n  ret void" in ir
    assert "sfence" in jr.lower("swish", variant="simd", device="x86-64-v4").asm
    assert codegen.STREAM_MIN >= 4 << 20


def test_fuzz_contraction_epilogue_math_defined_once():
    """Found by the semantic fuzzer: a padded contraction (conv) with a transcendental epilogue pasted the
    epilogue kernel and the exact loop-nest kernel into one module, each defining
    @jr.sigmoid.v16f32 (or @jr.mul_sigmoid...): 'invalid redefinition of function'."""
    ops = jr.load_ops("""
op f(x: f32[C, L], w: f32[K, C, 2]) -> y: f32[K, L] {
    y[k, p] = sigmoid(sum[c, r](w[k, c, r] * x[c, p + r]))
}
op g(x: f32[C, L], w: f32[K, C, 2]) -> y: f32[K, L] {
    y[k, p] = 2.0 * sigmoid(sum[c, r](w[k, c, r] * x[c, p + r]))
}
op h(x: f32[C, H, W], w: f32[K, C, 3, 3]) -> y: f32[K, H, W] {
    y[k, i, j] = max(sigmoid(sum[c, r, s](w[k, c, r, s] * x[c, i + r - 1, j + s - 1])), 0.0)
}
""")
    rng = np.random.default_rng(8)
    cases = {"f": ((3, 5), (4, 3, 2)), "g": ((3, 5), (4, 3, 2)), "h": ((2, 6, 7), (3, 2, 3, 3))}
    for name, (xs, ws) in cases.items():
        x, w = rng.standard_normal(xs, dtype=np.float32), rng.standard_normal(ws, dtype=np.float32)
        got = ops[name](x, w, variant="simd")
        (want,) = evaluate(ops[name].checked, [x, w], {})  # the language's float64 meaning
        assert np.allclose(got, want, rtol=1e-5, atol=1e-6), name


def test_fuzz_row_temporary_over_unit_axis():
    """Found by the semantic fuzzer: with a last axis of size 1 the row loop merges into the reduction and
    the batch loop ran in lanes although the reduction's body stores a scratch element
    uniform across them ('a vector value stored to one element')."""
    ops = jr.load_ops("""
op h(x: f32[..., N]) -> y: f32[...] {
    e[..., n] = exp(x[..., n])
    y[...] = sum[k](e[..., k])
}
op h2(x: f32[..., N]) -> (y0: f32[...], y1: f32[...]) {
    t1[..., n] = exp(x[..., n])
    y0[...] = sum[r0](t1[..., r0])
    y1[...] = max[r1](t1[..., r1])
}
""")
    for shape in [(2, 1), (19, 1), (40, 1), (3, 5)]:
        x = np.random.default_rng(len(shape) + shape[0]).standard_normal(shape, dtype=np.float32)
        e = np.exp(x.astype(np.float64))
        assert np.allclose(ops["h"](x, variant="simd"), e.sum(-1), rtol=1e-5), shape
        y0, y1 = ops["h2"](x, variant="simd")
        assert np.allclose(y0, e.sum(-1), rtol=1e-5) and np.allclose(y1, e.max(-1), rtol=1e-5), shape
