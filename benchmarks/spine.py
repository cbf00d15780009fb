"""Library ops against numpy and onnxruntime (1 thread): swish, gelu_tanh, softmax, layernorm.

Ratio = onnxruntime time / ours (above 1.0: we are faster).
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

from .ort import session
from .timing import measure, write_json


def cases():
    import jit_runtime as jr
    from onnx import helper
    ops = jr.ops
    rng = np.random.default_rng(0)

    x = rng.standard_normal(1 << 20, dtype=np.float32)
    yield ("swish", "1M", ops.swish, (x,), {},
           lambda: x / (1 + np.exp(-x)),
           session([helper.make_node("Sigmoid", ["x"], ["s"]), helper.make_node("Mul", ["x", "s"], ["y"])],
                   [("x", x.shape)], [("y", x.shape)]), (x,), 2 * x.nbytes)
    yield ("gelu_tanh", "1M", ops.gelu_tanh, (x,), {},
           lambda: 0.5 * x * (1 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3))),
           session([helper.make_node("Gelu", ["x"], ["y"], approximate="tanh")],
                   [("x", x.shape)], [("y", x.shape)]), (x,), 2 * x.nbytes)
    s = rng.standard_normal((512, 4096), dtype=np.float32)

    def np_softmax():
        e = np.exp(s - s.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)
    yield ("softmax", "512x4096", ops.softmax, (s,), {}, np_softmax,
           session([helper.make_node("Softmax", ["x"], ["y"], axis=-1)], [("x", s.shape)], [("y", s.shape)]),
           (s,), 2 * s.nbytes)
    ln = rng.standard_normal((512, 768), dtype=np.float32)
    g = rng.standard_normal(768, dtype=np.float32)
    b = rng.standard_normal(768, dtype=np.float32)

    def np_layernorm():
        mu = ln.mean(-1, keepdims=True)
        return (ln - mu) / np.sqrt(ln.var(-1, keepdims=True) + 1e-5) * g + b
    yield ("layernorm", "512x768", ops.layernorm, (ln, g, b), {}, np_layernorm,
           session([helper.make_node("LayerNormalization", ["x", "g", "b"], ["y"], axis=-1, epsilon=1e-5)],
                   [("x", ln.shape), ("g", g.shape), ("b", b.shape)], [("y", ln.shape)]),
           (ln, g, b), 2 * ln.nbytes)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--json", help="also write the rows here")
    ap.add_argument("--repeats", type=int, default=30)
    args = ap.parse_args(argv)
    rows = []
    print(f"{'op':<10} {'shape':<9} {'variant':<7} {'ours ms':>8} {'numpy ms':>9} {'ort ms':>8} "
          f"{'GB/s':>6} {'ort/ours':>8} {'numpy/ours':>10}")
    for name, shape, op, args_, attrs, np_fn, ort_fn, ort_args, nbytes in cases():
        t_np = measure(np_fn, args.repeats)
        t_ort = measure(lambda: ort_fn(*ort_args), args.repeats)
        for variant in ("scalar", "simd"):
            t = measure(lambda: op(*args_, variant=variant, threads=1, **attrs), args.repeats)
            row = dict(op=name, shape=shape, variant=variant, ours_ms=t * 1e3, numpy_ms=t_np * 1e3,
                       ort_ms=t_ort * 1e3, gbps=nbytes / t / 1e9, ort_ratio=t_ort / t, numpy_ratio=t_np / t)
            rows.append(row)
            print(f"{name:<10} {shape:<9} {variant:<7} {row['ours_ms']:8.3f} {row['numpy_ms']:9.3f} "
                  f"{row['ort_ms']:8.3f} {row['gbps']:6.1f} {row['ort_ratio']:8.2f} {row['numpy_ratio']:10.2f}")
    write_json(args.json, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
