"""Quantized real models against onnxruntime: resnet18 quantized statically (QDQ, per-channel
int8 weights, uint8 activations, calibrated on random images) and the BERT encoder
quantized dynamically (int8 weights, MatMulInteger), both by onnxruntime.quantization
from the real-model suite's exports (`jit-runtime bench --models` makes them; they are
read, never written). For each: the largest difference from onnxruntime over a few
inputs (in quantization steps of the output for QDQ), and the median time of a run of
both, next to our float32 model's.

    python -m benchmarks.quantized [--models DIR] [--repeats 20] [--threads 1]

Both sides run at `--threads` (onnxruntime: intra_op_num_threads; ours:
JIT_RUNTIME_NUM_THREADS, and OPENBLAS_NUM_THREADS for numpy's matmuls), so the comparison
is core for core.
"""
from __future__ import annotations

import os
import sys

if __name__ == "__main__":  # numpy's BLAS (the dynamic model's integer matmuls) at --threads, before numpy loads
    _t = next((a.split("=", 1)[1] if "=" in a else sys.argv[i + 2] for i, a in enumerate(sys.argv[1:])
               if a.startswith("--threads")), "1")
    os.environ.setdefault("OPENBLAS_NUM_THREADS", _t)
    os.environ.setdefault("JIT_RUNTIME_NUM_THREADS", _t)

import argparse
import glob
import logging
import tempfile
import warnings


def _args(argv):
    ap = argparse.ArgumentParser(prog="python -m benchmarks.quantized", description=__doc__.split("\n")[0])
    ap.add_argument("--models", default=os.path.expanduser("~/.cache/jit_runtime/models"))
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--inputs", type=int, default=3, help="inputs compared per model")
    return ap.parse_args(argv)


def _find(d: str, prefix: str) -> str:
    hits = sorted(glob.glob(os.path.join(d, f"{prefix}_op13_*.onnx")))
    if not hits:
        raise SystemExit(f"no {prefix}_op13_*.onnx in {d}: run `jit-runtime bench --models` first")
    return hits[0]


def _feeds(m, seed: int) -> dict:
    import numpy as np
    from onnx import numpy_helper
    rng = np.random.default_rng(seed)
    out = {}
    vocab = max((numpy_helper.to_array(t).shape[0] for t in m.graph.initializer
                 if len(t.dims) == 2 and t.data_type == 1), default=1000)
    for i in m.graph.input:
        shape = [d.dim_value or 1 for d in i.type.tensor_type.shape.dim]
        if i.type.tensor_type.elem_type == 7:  # int64: token ids, attention mask
            out[i.name] = (np.ones(shape, np.int64) if "mask" in i.name
                           else rng.integers(0, min(vocab, 30000), shape).astype(np.int64))
        else:
            out[i.name] = rng.standard_normal(shape).astype(np.float32)
    return out


def _quantize(src: str, dst: str, how: str) -> None:
    import onnx
    from onnxruntime.quantization import (CalibrationDataReader, QuantFormat, QuantType, quantize_dynamic,
                                          quantize_static)
    m = onnx.load(src)

    class Reader(CalibrationDataReader):
        def __init__(self):
            self.it = iter([_feeds(m, 100 + k) for k in range(8)])

        def get_next(self):
            return next(self.it, None)
    logging.getLogger().setLevel(logging.ERROR)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if how == "static":
            quantize_static(src, dst, Reader(), quant_format=QuantFormat.QDQ, per_channel=True,
                            activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8)
        else:
            quantize_dynamic(src, dst, weight_type=QuantType.QInt8)


def _step(m) -> float | None:
    from onnx import numpy_helper
    init = {t.name: numpy_helper.to_array(t) for t in m.graph.initializer}
    for n in m.graph.node:
        if m.graph.output[0].name in n.output and n.op_type == "DequantizeLinear":
            return float(init[n.input[1]].reshape(-1)[0])
    return None


def interleaved(runs, repeats: int) -> list[float]:
    """Median seconds per call of each run, measured in turns (a burst of load hits all alike)."""
    from statistics import median
    from time import perf_counter
    for r in runs:
        for _ in range(3):
            r()
    times: list[list[float]] = [[] for _ in runs]
    for _ in range(repeats):
        for r, t in zip(runs, times):
            t0 = perf_counter()
            r()
            t.append(perf_counter() - t0)
    return [median(t) for t in times]


def main(argv=None) -> int:
    args = _args(argv)
    os.environ.setdefault("JIT_RUNTIME_NUM_THREADS", str(args.threads))
    import numpy as np
    import onnx
    import onnxruntime as ort

    import jit_runtime as jr

    def ort_session(path, literal=False):
        so = ort.SessionOptions()
        so.intra_op_num_threads = args.threads
        so.log_severity_level = 3
        if literal:  # no graph optimization: each node as written (QDQ nodes too) by its own kernel
            so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        return ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])

    def show(d: float, step: float | None) -> str:
        return f"{d / step:.2f} st" if step else f"{d:.1e}"

    print(f"threads {args.threads}; median of {args.repeats} runs each, in turns (a shared machine: noisy)")
    print(f"{'model':<20} {'|y|':>5} {'vs ort':>8} {'vs literal':>10} {'ort vs lit':>10} {'ours ms':>8} "
          f"{'ort ms':>7} {'ours fp32 ms':>12}")
    with tempfile.TemporaryDirectory() as d:
        for name, prefix, how in (("resnet18 static QDQ", "resnet18", "static"),
                                  ("bert dynamic int8", "bert_l4_d256_s128", "dynamic")):
            src = _find(args.models, prefix)
            dst = os.path.join(d, f"{prefix}_{how}.onnx")
            _quantize(src, dst, how)
            q = onnx.load(dst)
            ours, theirs, literal = jr.Session(dst), ort_session(dst), ort_session(dst, literal=True)
            step = _step(q)
            worst = np.zeros(3)
            big = 0.0
            for k in range(args.inputs):
                f = _feeds(q, k)
                a, b, c = ours.run(None, f)[0], theirs.run(None, f)[0], literal.run(None, f)[0]
                worst = np.maximum(worst, [np.abs(a - b).max(), np.abs(a - c).max(), np.abs(b - c).max()])
                big = max(big, float(np.abs(b).max()))
            f = _feeds(q, 0)
            fp32 = jr.Session(src)
            runs = [lambda: ours.run(None, f), lambda: theirs.run(None, f), lambda: fp32.run(None, f)]
            t_ours, t_ort, t_fp32 = interleaved(runs, args.repeats)
            print(f"{name:<20} {big:>5.2f} {show(worst[0], step):>8} {show(worst[1], step):>10} "
                  f"{show(worst[2], step):>10} {t_ours * 1e3:>8.2f} {t_ort * 1e3:>7.2f} {t_fp32 * 1e3:>12.2f}")
    print("largest differences over the inputs (st: quantization steps of the output): ours vs onnxruntime's "
          "default session, vs its literal run (no graph optimization), and those two against each other")
    return 0


if __name__ == "__main__":
    sys.exit(main())
