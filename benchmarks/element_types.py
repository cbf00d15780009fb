"""Ops on element types besides f32 (examples/typed_ops.opdsl) against numpy and the
onnxruntime node that does the same (QuantizeLinear, DequantizeLinear, MatMulInteger,
Cast; Gelu and Sigmoid * Mul in float16), side by side in one process, one thread each.
Activations on f16 data run twice: the f16 variant (half arithmetic) and simd (float32
math). Prints medians and ratios; checks that the three agree first.

    python -m benchmarks.element_types [--repeats 20] [--json out.json]
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

if __name__ == "__main__":  # numpy's BLAS at one thread too, before numpy loads
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

from .timing import measure, write_json  # noqa: E402

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "typed_ops.opdsl"
BF16 = np.dtype(ml_dtypes.bfloat16)


def _ort_session(node, inputs, outputs, inits=()):
    """onnxruntime on one node, one thread."""
    import onnx
    return _ort_graph([node], inputs, outputs, inits), onnx


def _ort_graph(nodes, inputs, outputs, inits=()):
    """onnxruntime on a graph of these nodes (opset 21), one thread."""
    import onnxruntime as ort
    from onnx import helper
    graph = helper.make_graph(nodes, "g", inputs, outputs, list(inits))
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])
    model.ir_version = 10
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = opts.inter_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])


def cases(rng: np.random.Generator):
    """(name, ours, numpy, onnxruntime or None, compare) per row; each a thunk."""
    import jit_runtime as jr
    from onnx import TensorProto as T, helper, numpy_helper
    ops = jr.load_ops(EXAMPLE)
    x = rng.standard_normal(1 << 20).astype(np.float32) * 3
    q = rng.integers(0, 256, 1 << 20).astype(np.uint8)
    a = rng.integers(0, 256, (256, 1024)).astype(np.uint8)
    b = rng.integers(-128, 128, (1024, 256)).astype(np.int8)
    h = x.astype(np.float16)
    bf = x.astype(BF16)
    vi = helper.make_tensor_value_info
    scale, zero = numpy_helper.from_array(np.float32(0.05), "s"), numpy_helper.from_array(np.uint8(128), "z")
    rows = []

    sq, _ = _ort_session(helper.make_node("QuantizeLinear", ["x", "s", "z"], ["q"]),
                         [vi("x", T.FLOAT, [x.size])], [vi("q", T.UINT8, [x.size])], [scale, zero])
    rows.append(("quantize 1M f32 -> u8", lambda: ops.quantize(x),
                 lambda: np.clip(np.rint(x / np.float32(0.05)) + 128, 0, 255).astype(np.uint8),
                 lambda: sq.run(None, {"x": x})[0], 1))
    sd, _ = _ort_session(helper.make_node("DequantizeLinear", ["q", "s", "z"], ["y"]),
                         [vi("q", T.UINT8, [q.size])], [vi("y", T.FLOAT, [q.size])], [scale, zero])
    rows.append(("dequantize 1M u8 -> f32", lambda: ops.dequantize(q),
                 lambda: (q.astype(np.float32) - np.float32(128)) * np.float32(0.05),
                 lambda: sd.run(None, {"q": q})[0], 0))
    sm, _ = _ort_session(helper.make_node("MatMulInteger", ["a", "b"], ["c"]),
                         [vi("a", T.UINT8, list(a.shape)), vi("b", T.INT8, list(b.shape))],
                         [vi("c", T.INT32, [a.shape[0], b.shape[1]])])
    rows.append(("u8 x i8 -> i32 256x1024x256", lambda: ops.qmatmul(a, b),
                 lambda: a.astype(np.int32) @ b.astype(np.int32),
                 lambda: sm.run(None, {"a": a, "b": b})[0], 0))
    for name, op, src, numpy_fn, to in (
            ("f32 -> f16 1M", ops.to_f16, x, lambda: x.astype(np.float16), T.FLOAT16),
            ("f16 -> f32 1M", ops.from_f16, h, lambda: h.astype(np.float32), T.FLOAT),
            ("f32 -> bf16 1M", ops.to_bf16, x, lambda: x.astype(BF16), T.BFLOAT16),
            ("bf16 -> f32 1M", ops.from_bf16, bf, lambda: bf.astype(np.float32), T.FLOAT)):
        frm = {np.dtype(np.float32): T.FLOAT, np.dtype(np.float16): T.FLOAT16, BF16: T.BFLOAT16}[src.dtype]
        ort_fn = None
        if T.BFLOAT16 not in (frm, to):  # (onnxruntime's Python API has no bfloat16 arrays)
            sc, _ = _ort_session(helper.make_node("Cast", ["x"], ["y"], to=to),
                                 [vi("x", frm, [src.size])], [vi("y", to, [src.size])])
            ort_fn = (lambda sc=sc, src=src: sc.run(None, {"x": src})[0])
        rows.append((name, (lambda op=op, src=src: op(src)), numpy_fn, ort_fn, 0))
    ab, bb = (rng.standard_normal(s).astype(BF16) for s in ((256, 1024), (1024, 256)))
    rows.append(("bf16 x bf16 -> f32 256x1024x256", lambda: ops.matmul_bf16(ab, bb),
                 lambda: ab.astype(np.float32) @ bb.astype(np.float32), None, 1))
    xs = rng.standard_normal((512, 1024)).astype(BF16)

    def np_softmax() -> np.ndarray:
        f = xs.astype(np.float32)
        e = np.exp(f - f.max(axis=1, keepdims=True))
        return (e / e.sum(axis=1, keepdims=True)).astype(BF16)
    rows.append(("softmax bf16 512x1024", lambda: ops.softmax_bf16(xs), np_softmax, None, 1))
    rows += half_rows(ops, rng)
    return rows


HALF_OPS = """
op swish_f16(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) { y[...] = x[...] * sigmoid(x[...]) }
op gelu_erf_f16(x: f16[...]) -> y: f16[...] accuracy(rel = 4e-3, abs = 1e-6) {
  y[...] = 0.5 * x[...] * (1 + erf(x[...] * 0.70710678))
}
"""


def half_rows(ops, rng: np.random.Generator) -> list:
    """Activations on f16 data (GELU's tanh and erf forms, swish): the f16 variant (half arithmetic; AVX512-FP16's where the
    host has it) against the simd variant (float32 math, f16 loads and stores), numpy in
    float32 and onnxruntime's float16 nodes; 64K elements (in cache) and 1M."""
    import jit_runtime as jr
    from onnx import TensorProto as T, helper
    vi = helper.make_tensor_value_info
    half = jr.load_ops(HALF_OPS)
    rows = []
    for n, label in ((1 << 16, "64K"), (1 << 20, "1M")):
        h = (rng.standard_normal(n) * 3).astype(np.float16)
        f = h.astype(np.float32)
        gelu_np = (lambda f=f: (0.5 * f * (1 + np.tanh(np.float32(0.7978845608) * (f + np.float32(0.044715) * f ** 3))))
                   .astype(np.float16))
        swish_np = (lambda f=f: (f / (1 + np.exp(-f))).astype(np.float16))
        erf_np = np.vectorize(math.erf, otypes=[np.float64])
        gelu_erf_np = (lambda f=f: (0.5 * f * (1 + erf_np(f * 0.70710678))).astype(np.float16))
        sg, _ = _ort_session(helper.make_node("Gelu", ["x"], ["y"], approximate="tanh"),
                             [vi("x", T.FLOAT16, [n])], [vi("y", T.FLOAT16, [n])])
        se, _ = _ort_session(helper.make_node("Gelu", ["x"], ["y"]),
                             [vi("x", T.FLOAT16, [n])], [vi("y", T.FLOAT16, [n])])
        ss = _ort_graph([helper.make_node("Sigmoid", ["x"], ["s"]), helper.make_node("Mul", ["x", "s"], ["y"])],
                        [vi("x", T.FLOAT16, [n])], [vi("y", T.FLOAT16, [n])])
        for variant in ("f16", "simd"):
            rows.append((f"gelu f16 {label}, {variant}", (lambda h=h, v=variant: ops.gelu_f16(h, variant=v)), gelu_np,
                         (lambda sg=sg, h=h: sg.run(None, {"x": h})[0]), 1))
            rows.append((f"gelu erf f16 {label}, {variant}", (lambda h=h, v=variant: half.gelu_erf_f16(h, variant=v)),
                         gelu_erf_np, (lambda se=se, h=h: se.run(None, {"x": h})[0]), 1))
            rows.append((f"swish f16 {label}, {variant}", (lambda h=h, v=variant: half.swish_f16(h, variant=v)),
                         swish_np, (lambda ss=ss, h=h: ss.run(None, {"x": h})[0]), 1))
    return rows


def _agree(name: str, ours, ref, steps: int) -> None:
    """Results equal (floats: bit for bit, NaN as NaN), integers within `steps`."""
    y, r = np.asarray(ours).astype(np.float64), np.asarray(ref).astype(np.float64)
    diff = np.where(np.isnan(y) & np.isnan(r), 0, np.abs(y - r))
    tol = steps * (1.0 if np.asarray(ours).dtype.kind in "iu" else float(np.max(np.abs(r))) * 2.0**-8)
    if not np.all(diff <= tol):
        raise SystemExit(f"{name}: results differ by up to {np.nanmax(diff)}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    os.environ.setdefault("JIT_RUNTIME_NUM_THREADS", "1")
    from jit_runtime.device import probe
    dev = probe()
    print(f"# {dev.cpu} ({dev.profile}); one thread; medians of {args.repeats}; ratio = their time / ours")
    print(f"{'case':30s} {'ours ms':>9s} {'numpy ms':>9s} {'ort ms':>9s} {'numpy/ours':>10s} {'ort/ours':>9s}")
    out = []
    for name, ours, ref, ort_fn, steps in cases(np.random.default_rng(0)):
        _agree(name, ours(), ref(), steps)
        if ort_fn is not None:
            _agree(name + " (onnxruntime)", ours(), ort_fn(), steps)
        t = [measure(f, args.repeats) * 1e3 if f is not None else None for f in (ours, ref, ort_fn)]
        ratio = [f"{x / t[0]:.2f}" if x is not None else "-" for x in t[1:]]
        ort_text = f"{t[2]:9.3f}" if t[2] is not None else f"{'-':>9s}"
        print(f"{name:30s} {t[0]:9.3f} {t[1]:9.3f} {ort_text} {ratio[0]:>10s} {ratio[1]:>9s}", flush=True)
        out.append({"case": name, "ours_ms": t[0], "numpy_ms": t[1], "ort_ms": t[2]})
    write_json(args.json, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
