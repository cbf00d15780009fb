"""Reduced precision by contract on the real-model suite: ours at float32 and with
Session(precision="auto", accuracy=A) against onnxruntime (float32) and OpenVINO's CPU
plugin in its default mode (which picks bf16 by itself on CPUs that have it, float32
elsewhere) and at f32, all in one process, in one rotation: each engine runs a burst of
--calls calls, then the next engine (bench.timing.bursts). The times are the medians of
the calls after each burst's first (the engine's steady state); the bursts' first calls,
caches as the other engines left them and their idle threads possibly still spinning,
are reported apart (ov/auto 1st). (Single calls in turns, with OpenVINO in a rotation of
its own because of its spinning threads, had measured each group against a different
cache: the group that moved fewer bytes between turns found more of its weights in L3.)

    python -m benchmarks.precision [--models resnet18,resnet50,mobilenet_v2,bert_l4_d256_s128]
                                   [--accuracy 1e-2] [--threads 1,2] [--repeats 20] [--calls 4] [--dir DIR]

The models are the suite's opset-17 exports (`jit-runtime bench --models` makes them in
~/.cache/jit_runtime/models). Per model and thread count: the median ms of each engine,
how many contractions the contract let run in int8 and in bfloat16, each engine's error on the timed input
against onnxruntime's float32 outputs (max |y - ref| / max |ref|, the contract's measure),
and the ratios the reduced-precision issue asks for: our float32 over our auto (at least
2), OpenVINO's default over our auto (at least 1). The load of the auto session (its
measurements, or the remembered choice) is timed apart.
"""
from __future__ import annotations

import os
import sys

if __name__ == "__main__":  # numpy's BLAS at one thread, before numpy loads
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import gc
import glob
import time

DEFAULT = "resnet18,resnet50,mobilenet_v2,bert_l4_d256_s128"


def _args(argv):
    ap = argparse.ArgumentParser(prog="python -m benchmarks.precision", description=__doc__.split("\n")[0])
    ap.add_argument("--models", default=DEFAULT, help=f"comma-separated (default {DEFAULT})")
    ap.add_argument("--accuracy", type=float, default=1e-2)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--repeats", type=int, default=20, help="bursts per engine")
    ap.add_argument("--calls", type=int, default=4, help="calls per burst (the first timed apart)")
    ap.add_argument("--dir", default=os.path.expanduser("~/.cache/jit_runtime/models"))
    return ap.parse_args(argv)


def _path(d: str, name: str) -> str:
    hits = sorted(glob.glob(os.path.join(d, f"{name}_op17_*.onnx")))
    if not hits:
        raise SystemExit(f"no {name}_op17_*.onnx in {d}: run `jit-runtime bench --models {name}` first")
    return hits[0]


def _openvino(path: str, threads: int, f32: bool):
    try:
        import openvino as ov
    except ImportError:
        return None
    cfg = {"INFERENCE_NUM_THREADS": threads, "PERFORMANCE_HINT": "LATENCY", "NUM_STREAMS": 1}
    if f32:
        cfg["INFERENCE_PRECISION_HINT"] = "f32"
    compiled = ov.Core().compile_model(path, "CPU", cfg)
    request = compiled.create_infer_request()
    names = [o.get_any_name() for o in compiled.outputs]

    def run(feeds):
        res = request.infer(feeds)
        return {n: res[o] for n, o in zip(names, compiled.outputs)}
    return run, compiled.get_property("INFERENCE_PRECISION_HINT")


def main(argv=None) -> int:
    args = _args(argv)
    import numpy as np
    import onnxruntime as ort

    from jit_runtime.bench.loadtime import feeds_for
    from jit_runtime.bench.timing import bursts
    from jit_runtime.onnx import Session
    from jit_runtime.onnx.precision import error

    threads = [int(t) for t in args.threads.split(",")]
    rows = []
    for name in args.models.split(","):
        path = _path(args.dir, name)
        feeds = feeds_for(path)
        for t in threads:
            so = ort.SessionOptions()
            so.intra_op_num_threads = t
            so.log_severity_level = 3
            # idle workers would spin on the core our next sample in turns runs on
            so.add_session_config_entry("session.intra_op.allow_spinning", "0")
            o = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
            onames = [x.name for x in o.get_outputs()]
            ref = [dict(zip(onames, o.run(None, feeds)))]
            fp32 = Session(path, threads=t, progress=False)
            t0 = time.perf_counter()
            auto = Session(path, threads=t, progress=False, precision="auto", accuracy=args.accuracy)
            load = time.perf_counter() - t0
            rep = auto.precision_report
            fns = {"fp32": lambda: fp32.run(feeds), "auto": lambda: auto.run(feeds),
                   "ort": lambda: o.run(None, feeds)}
            errs = {"fp32": error([fp32.run(feeds)], ref), "auto": error([auto.run(feeds)], ref)}
            hints = {}
            for key, f32 in (("ov", False), ("ov f32", True)):
                made = _openvino(path, t, f32)
                if made is not None:
                    run, hint = made
                    fns[key] = (lambda r: lambda: r(feeds))(run)
                    errs[key] = error([run(feeds)], ref)
                    hints[key] = getattr(hint, "get_type_name", lambda h=hint: str(h))()
            steady, first = bursts(fns, repeats=args.repeats, calls=args.calls)
            ms = {k: v * 1e3 for k, v in steady.items()}
            ms1 = {k: v * 1e3 for k, v in first.items()}
            fns = fp32 = auto = o = None
            gc.collect()
            rows.append((name, t, ms, ms1, errs, rep, load, hints))
            print(f"{name} t{t}: " + "  ".join(f"{k} {v:.2f} ms (first {ms1[k]:.2f})" for k, v in ms.items())
                  + f"  | int8 {len(rep.int8)}, bf16 {len(rep.bf16)} of {len(rep.layers)}, auto load {load:.1f} s"
                  + ("" if not rep.why else f" ({rep.why})"), file=sys.stderr)

    head = (f"{'model':20s} {'thr':>3s} {'fp32 ms':>8s} {'auto ms':>8s} {'i8/bf16/all':>11s} {'auto err':>9s} "
            f"{'ov ms':>8s} {'ov prec':>7s} {'ov err':>8s} {'ovf32 ms':>8s} {'ort ms':>8s} "
            f"{'fp32/auto':>9s} {'ov/auto':>8s} {'ort/auto':>8s} {'ov/auto 1st':>11s}")
    print(head)
    print("-" * len(head))
    for name, t, ms, ms1, errs, rep, load, hints in rows:
        ov, ovf = ms.get("ov", float("nan")), ms.get("ov f32", float("nan"))
        counts = f"{len(rep.int8)}/{len(rep.bf16)}/{len(rep.layers)}"
        print(f"{name:20s} {t:3d} {ms['fp32']:8.2f} {ms['auto']:8.2f} {counts:>11s} "
              f"{errs['auto']:9.1e} {ov:8.2f} {hints.get('ov', '-'):>7s} {errs.get('ov', float('nan')):8.1e} "
              f"{ovf:8.2f} {ms['ort']:8.2f} {ms['fp32'] / ms['auto']:9.2f} {ov / ms['auto']:8.2f} "
              f"{ms['ort'] / ms['auto']:8.2f} {ms1.get('ov', float('nan')) / ms1['auto']:11.2f}")
    ratios = [ms["fp32"] / ms["auto"] for _, _, ms, *_ in rows]
    geo = float(np.exp(np.mean(np.log(ratios)))) if ratios else float("nan")
    print(f"accuracy contract {args.accuracy:g} (errors: max |y - onnxruntime| / max |onnxruntime| on the timed "
          f"input); geometric mean of fp32/auto: {geo:.2f}")
    print("times: medians of each burst's calls after its first, every engine taking turns burst by burst in one "
          "rotation; ov/auto 1st: the bursts' first calls (caches as the other engines left them)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
