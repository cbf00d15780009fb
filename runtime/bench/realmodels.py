"""The real-model suite: torchvision and transformers networks (zoo.py) at opsets 13 and
17, each checked against onnxruntime, then timed against it (and OpenVINO's CPU plugin at
fp32 when installed) at 1 and 2 threads in one process, samples interleaved; GFLOP/s of
each model beside the machine's measured FMA peak.

    jit-runtime bench --models [PATTERN] [--repeats N] [--threads 1,2] [--json OUT.json] [--by-type]

ratio = onnxruntime time / ours (above 1: we are faster); the summary is the geometric
mean of the ratios per thread count and the worst model.
"""
from __future__ import annotations

import gc
import math
import time
from dataclasses import dataclass
from typing import Callable


from . import zoo
from .models import work
from .peak import measure_peak
from .suite import _error_text, errors, ort_session
from .timing import interleaved

REL_TOL = 1e-4  # max |ours - ort| / max |ort| over the outputs; above it the model is FAIL(wrong)
WARMUP_RUNS = 24


@dataclass
class Options:
    only: str | None = None
    repeats: int = 10
    threads: tuple[int, ...] = (1, 2)
    openvino: bool = True
    quick_peak: bool = False
    by_type: bool = False  # also each model's time per op type against onnxruntime's (bytype.py)


def openvino_session(path: str, threads: int) -> Callable[[dict], list] | None:
    """OpenVINO's CPU plugin at fp32 with `threads` inference threads, or None when it is
    not installed. Its default on CPUs with bf16 is reduced precision: fp32 is asked for."""
    try:
        import openvino as ov
    except ImportError:
        return None
    core = ov.Core()
    compiled = core.compile_model(path, "CPU", {"INFERENCE_NUM_THREADS": threads, "INFERENCE_PRECISION_HINT": "f32",
                                                "PERFORMANCE_HINT": "LATENCY", "NUM_STREAMS": 1})
    request = compiled.create_infer_request()
    return lambda feeds: request.infer(feeds)


def _ours(path: str, threads: int):
    from ..onnx import Session
    return Session(path, threads=threads)


def run_model(model: zoo.ZooModel, opset: int, opts: Options, peak) -> list[dict]:
    """One row per thread count (or one ERROR row): export, then measure()."""
    base = dict(model=model.name, opset=opset, family=model.family)
    try:
        path, feeds = zoo.export(model, opset)
    except Exception as e:
        return [dict(base, threads=0, status="ERROR", error="export: " + _error_text(e))]
    return measure(base, str(path), feeds, opts, peak)


def measure(base: dict, path: str, feeds: dict, opts: Options, peak) -> list[dict]:
    """Load the model in both engines, check ours against onnxruntime, then time them
    (and OpenVINO) interleaved, per thread count. A failure is its row's ERROR."""
    import onnx
    try:
        flops, _ = work(onnx.load(path))
    except Exception as e:
        return [dict(base, threads=0, status="ERROR", error="shapes: " + _error_text(e))]
    rows = []
    for threads in opts.threads:
        row = dict(base, threads=threads, flops=flops)
        ours = ort = ov = None
        try:
            t0 = time.perf_counter()
            ours = _ours(path, threads)
            got = ours.run(feeds)
            row["load_s"] = time.perf_counter() - t0
            ort = ort_session_path(path, threads)
            row["max_abs_err"], row["max_rel_err"] = errors(got, ort(feeds))
            fns = {"ours": lambda: ours.run(feeds), "ort": lambda: ort(feeds)}
            ov = openvino_session(path, threads) if opts.openvino else None
            if ov is not None:
                fns["openvino"] = lambda: ov(feeds)
            # warm-up past the sampled runs a new session profiles node by node (the first 16)
            t = interleaved(fns, repeats=opts.repeats, warmup=WARMUP_RUNS, min_time=0.02)
            if opts.by_type:
                from .bytype import ort_by_type, ours_by_type
                row["by_type"] = {"ours": dict(ours_by_type(ours, 16, feeds)),
                                  "ort": dict(ort_by_type(path, feeds, threads, 16))}
        except Exception as e:
            rows.append(dict(row, status="ERROR", error=_error_text(e)))
            continue
        finally:
            ours = ort = ov = fns = None
            gc.collect()
        row.update(ours_ms=t["ours"] * 1e3, ort_ms=t["ort"] * 1e3,
                   openvino_ms=t["openvino"] * 1e3 if "openvino" in t else None)
        row["ratio"] = t["ort"] / t["ours"]
        row["ov_ratio"] = t["openvino"] / t["ours"] if "openvino" in t else None
        row["gflops"] = flops / t["ours"] / 1e9
        row["peak_frac"] = row["gflops"] / peak.compute(threads)
        row["status"] = "FAIL(wrong)" if not row["max_rel_err"] <= REL_TOL else ""
        rows.append(row)
    return rows


def ort_session_path(path: str, threads: int):
    import onnx
    return ort_session(onnx.load(path), threads)


def geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def summary(rows: list[dict], threads: tuple[int, ...]) -> list[dict]:
    out = []
    for t in threads:
        rs = [r for r in rows if r.get("threads") == t and r.get("ratio")]
        if not rs:
            continue
        worst = min(rs, key=lambda r: r["ratio"])
        ov = [r["ov_ratio"] for r in rs if r.get("ov_ratio")]
        out.append(dict(threads=t, models=len(rs), geomean=geomean([r["ratio"] for r in rs]),
                        worst=f"{worst['model']} op{worst['opset']}", worst_ratio=worst["ratio"],
                        ov_geomean=geomean(ov)))
    for t in threads:
        if t == 1:
            continue
        pairs = [(a, b) for a in rows for b in rows if a.get("threads") == 1 and b.get("threads") == t
                 and a["model"] == b["model"] and a["opset"] == b["opset"] and a.get("ours_ms") and b.get("ours_ms")]
        if pairs:
            out.append(dict(threads=t, scaling=geomean([a["ours_ms"] / b["ours_ms"] for a, b in pairs]),
                            ort_scaling=geomean([a["ort_ms"] / b["ort_ms"] for a, b in pairs])))
    return out


COLS = (("model", 24, "<"), ("op", 3, ">"), ("thr", 3, ">"), ("ours ms", 9, ">"), ("ort ms", 9, ">"),
        ("ov ms", 9, ">"), ("ort/ours", 8, ">"), ("ov/ours", 7, ">"), ("GFLOP/s", 8, ">"), ("%peak", 6, ">"),
        ("max rel", 8, ">"), ("load s", 6, ">"), ("", 0, "<"))


def _line(cells) -> str:
    return " ".join(f"{c:{a}{w}}" if w else c for c, (_, w, a) in zip(cells, COLS)).rstrip()


def _f(v, fmt: str) -> str:
    return "-" if v is None else format(v, fmt)


def format_row(r: dict) -> str:
    if r.get("status") == "ERROR":
        return _line([r["model"], str(r["opset"]), str(r["threads"] or "-")] + [""] * 9 + ["ERROR " + r["error"]])
    return _line([r["model"], str(r["opset"]), str(r["threads"]), f"{r['ours_ms']:.2f}", f"{r['ort_ms']:.2f}",
                  _f(r.get("openvino_ms"), ".2f"), f"{r['ratio']:.2f}", _f(r.get("ov_ratio"), ".2f"),
                  f"{r['gflops']:.1f}", f"{r['peak_frac']:.0%}", f"{r['max_rel_err']:.1e}", f"{r['load_s']:.1f}",
                  r["status"]])


def run(opts: Options, out: Callable[[str], None] = print) -> dict:
    from ..device import probe
    missing = zoo.available()
    if missing:
        raise RuntimeError(f"the real-model suite exports its models with torch: {missing}")
    t_start = time.perf_counter()
    dev = probe()
    opts.threads = tuple(t for t in opts.threads if t <= max(dev.cores, 1)) or (1,)
    pairs = zoo.selected(opts.only)
    if not pairs:
        raise ValueError(f"no model matches {opts.only!r}; models: "
                         + ", ".join(m.key(o) for m in zoo.MODELS for o in zoo.OPSETS))
    peak = measure_peak(quick=opts.quick_peak)
    import onnxruntime
    try:
        import openvino
        ov_version = openvino.__version__ if opts.openvino else None
    except ImportError:
        ov_version = None
    out(f"device: {dev.cpu}, {dev.cores} cores, {dev.vector_bits}-bit vectors; onnxruntime {onnxruntime.__version__}"
        + (f"; openvino {ov_version} (CPU, fp32)" if ov_version else "; openvino not installed"))
    out("measured peak (fp32 FMA loop): " + ", ".join(f"{t} thread{'s' if t > 1 else ''} {g:.1f} GFLOP/s"
                                                    for t, g in peak.gflops.items()))
    out("ratio = onnxruntime time / ours (above 1: we are faster); ov/ours likewise for OpenVINO; "
        f"each model checked against onnxruntime first (max rel <= {REL_TOL:g})")
    out(_line([c for c, _, _ in COLS]))
    rows: list[dict] = []
    for model, opset in pairs:
        for r in run_model(model, opset, opts, peak):
            rows.append(r)
            out(format_row(r))
            if r.get("by_type"):
                from collections import Counter
                from .bytype import table
                for line in table(Counter(r["by_type"]["ours"]), Counter(r["by_type"]["ort"])):
                    out(line)
    summ = summary(rows, opts.threads)
    for s in summ:
        if "geomean" in s:
            ov = f", OpenVINO/ours {s['ov_geomean']:.2f}" if s.get("ov_geomean") else ""
            out(f"{s['threads']} thread{'s' if s['threads'] > 1 else ''}: geometric mean ort/ours {s['geomean']:.2f} "
                f"over {s['models']} models, worst {s['worst']} {s['worst_ratio']:.2f}{ov}")
        else:
            out(f"{s['threads']} threads vs 1: ours {s['scaling']:.2f}x, onnxruntime {s['ort_scaling']:.2f}x "
                "(geometric means)")
    wrong = [r for r in rows if r.get("status") == "FAIL(wrong)"]
    errs = [r for r in rows if r.get("status") == "ERROR"]
    out(f"{len(wrong)} wrong, {len(errs)} errors; {time.perf_counter() - t_start:.0f} s")
    return dict(device=dict(cpu=dev.cpu, triple=dev.triple, cores=dev.cores, vector_bits=dev.vector_bits),
                peak=peak.as_dict(), onnxruntime=onnxruntime.__version__, openvino=ov_version, rows=rows,
                summary=summ, repeats=opts.repeats)
