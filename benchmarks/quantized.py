"""Quantized real models against onnxruntime: resnet18 quantized statically (QDQ, per-channel
int8 weights, uint8 activations, calibrated on random images) and dynamically (ConvInteger),
the BERT encoder quantized statically (QDQ) and dynamically (int8 weights, MatMulInteger),
all by onnxruntime.quantization from the real-model suite's exports (`jit-runtime bench
--models` makes them; they are read, never written). For each: the largest difference from
onnxruntime over a few inputs (in quantization steps of the output for QDQ), and the median
time of a run, in turns, of: ours as loaded by default; ours with the other QDQ treatment
(static models: contractions as integer kernels where the default keeps float32, or the
reverse; passes/qdq_integer.py); onnxruntime; our float32 model; onnxruntime's float32.

    python -m benchmarks.quantized [--models DIR] [--repeats 20] [--threads 1,2]

Each thread count runs both sides at it (onnxruntime: intra_op_num_threads; ours:
Session(threads=)); numpy's BLAS stays at 1 thread.
"""
from __future__ import annotations

import os
import sys

if __name__ == "__main__":  # numpy's BLAS at one thread, before numpy loads
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import glob
import logging
import tempfile
import warnings


def _args(argv):
    ap = argparse.ArgumentParser(prog="python -m benchmarks.quantized", description=__doc__.split("\n")[0])
    ap.add_argument("--models", default=os.path.expanduser("~/.cache/jit_runtime/models"))
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--threads", default="1,2", help="thread counts, comma-separated")
    ap.add_argument("--only", default="", help="run the configurations whose name contains this")
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


def _pipeline(integer: bool):
    """The default load passes with QDQ contractions as integer kernels or as float32."""
    from jit_runtime.device import profile
    from jit_runtime.onnx import passes as P
    from jit_runtime.onnx.passes.qdq_integer import IntegerQDQ
    return tuple(IntegerQDQ(integer) if isinstance(p, IntegerQDQ) else p for p in P.default(None, lanes=profile(None).lanes))


CONFIGS = (("resnet18 static QDQ", "resnet18", "static"), ("resnet18 dynamic", "resnet18", "dynamic"),
           ("bert static QDQ", "bert_l4_d256_s128", "static"), ("bert dynamic", "bert_l4_d256_s128", "dynamic"))


def main(argv=None) -> int:
    args = _args(argv)
    import numpy as np
    import onnx
    import onnxruntime as ort

    import jit_runtime as jr
    from jit_runtime.onnx.passes.qdq_integer import integer_by_default

    threads = [int(t) for t in str(args.threads).split(",")]

    def ort_session(path, t, literal=False):
        so = ort.SessionOptions()
        so.intra_op_num_threads = t
        so.log_severity_level = 3
        if literal:  # no graph optimization: each node as written (QDQ nodes too) by its own kernel
            so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        return ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])

    def show(d: float, step: float | None) -> str:
        return f"{d / step:.2f} st" if step else f"{d:.1e}"

    default_int = integer_by_default()
    print(f"median of {args.repeats} runs each, in turns (a shared machine: noisy); QDQ contractions by default: "
          f"{'integer' if default_int else 'float32'}; 'other': {'float32' if default_int else 'integer'}")
    print(f"{'model':<20} {'thr':>3} {'vs ort':>8} {'vs literal':>10} {'other vs lit':>12} {'ours ms':>8} "
          f"{'other ms':>8} {'ort ms':>7} {'fp32 ms':>8} {'ort fp32':>8} {'ort/ours':>8} {'fp32/ours':>9}")
    with tempfile.TemporaryDirectory() as d:
        for name, prefix, how in CONFIGS:
            if args.only and args.only not in name:
                continue
            src = _find(args.models, prefix)
            dst = os.path.join(d, f"{prefix}_{how}.onnx")
            _quantize(src, dst, how)
            q = onnx.load(dst)
            step = _step(q)
            for t in threads:
                ours = jr.Session(dst, threads=t)
                other = jr.Session(dst, threads=t, passes=_pipeline(not default_int)) if how == "static" else None
                theirs, literal = ort_session(dst, t), ort_session(dst, t, literal=True)
                worst = np.zeros(3)
                for k in range(args.inputs):
                    f = _feeds(q, k)
                    a, b, c = ours.run(None, f)[0], theirs.run(None, f)[0], literal.run(None, f)[0]
                    e = other.run(None, f)[0] if other is not None else c
                    worst = np.maximum(worst, [np.abs(a - b).max(), np.abs(a - c).max(), np.abs(e - c).max()])
                f = _feeds(q, 0)
                fp32, ort_fp32 = jr.Session(src, threads=t), ort_session(src, t)
                runs = [lambda: ours.run(None, f), lambda: theirs.run(None, f), lambda: fp32.run(None, f),
                        lambda: ort_fp32.run(None, f)]
                if other is not None:
                    runs.append(lambda: other.run(None, f))
                times = interleaved(runs, args.repeats)
                t_ours, t_ort, t_fp32, t_ort32 = times[:4]
                t_other = f"{times[4] * 1e3:8.2f}" if other is not None else f"{'-':>8}"
                print(f"{name:<20} {t:>3} {show(worst[0], step):>8} {show(worst[1], step):>10} "
                      f"{show(worst[2], step) if other is not None else '-':>12} {t_ours * 1e3:>8.2f} {t_other} "
                      f"{t_ort * 1e3:>7.2f} {t_fp32 * 1e3:>8.2f} {t_ort32 * 1e3:>8.2f} {t_ort / t_ours:>8.2f} "
                      f"{t_fp32 / t_ours:>9.2f}",
                      flush=True)
    print("largest differences over the inputs (st: quantization steps of the output): ours vs onnxruntime's "
          "default session and vs its literal run (no graph optimization); the other QDQ treatment vs the literal run. "
          "onnxruntime's U8S8 kernels on x86 without VNNI saturate (vpmaddubsw): its default session's int8 "
          "products are not exact there")
    return 0


if __name__ == "__main__":
    sys.exit(main())
