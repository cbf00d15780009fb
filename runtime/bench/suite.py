"""Run the speed table: each case through ours, numpy (where it has the op) and
onnxruntime, at 1 and 2 threads, after checking that the outputs agree; ratios, GFLOP/s,
GB/s, the fraction of the measured peak, and PASS/FAIL against each target."""
from __future__ import annotations

import fnmatch
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .cases import MIN_SCALING, Case, all_cases
from .models import work
from .peak import Peak, measure_peak, refresh
from .timing import blas_threads, interleaved, single_calls

ORT_MISSING = "n/a (pip install onnxruntime)"
REL_TOL = 1e-3  # max |ours - ref| / max |ref| above this: FAIL(wrong)


def ort_available() -> bool:
    try:
        import onnxruntime  # noqa: F401
    except ImportError:
        return False
    return True


def ort_session(model, threads: int) -> Callable[[dict], list]:
    import onnxruntime as ort
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    # idle workers would spin on the core our next interleaved sample runs on
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    sess = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    return lambda feeds: sess.run(None, feeds)


def reference(model, feeds: dict) -> list[np.ndarray]:
    """onnxruntime's outputs (1 thread), else onnx's reference evaluator's."""
    if ort_available():
        return ort_session(model, 1)(feeds)
    from onnx.reference import ReferenceEvaluator
    return ReferenceEvaluator(model).run(None, feeds)


def errors(ours: list, ref: list) -> tuple[float, float]:
    """(max abs error, max abs error / max |ref|) over all outputs."""
    ours = list(ours.values()) if isinstance(ours, dict) else list(ours)
    if len(ours) != len(ref):
        raise ValueError(f"{len(ours)} outputs, the reference has {len(ref)}")
    worst_abs, worst_rel = 0.0, 0.0
    for a, b in zip(ours, ref):
        a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
        if a.shape != b.shape:
            raise ValueError(f"output shape {a.shape}, the reference has {b.shape}")
        if not np.array_equal(np.isnan(a), np.isnan(b)):  # a NaN where the other has none is wrong
            return float("inf"), float("inf")
        a, b = np.nan_to_num(a, nan=0.0), np.nan_to_num(b, nan=0.0)
        d = float(np.max(np.abs(a - b))) if a.size else 0.0
        worst_abs = max(worst_abs, d)
        worst_rel = max(worst_rel, d / max(float(np.max(np.abs(b))) if b.size else 0.0, 1e-30))
    return worst_abs, worst_rel


def _error_text(e: BaseException) -> str:
    """One line: the unsupported (op type, opset) pairs, or the exception."""
    nodes = getattr(e, "nodes", None)
    if nodes:
        ops = sorted({f"{t} opset {o}" for _, t, _, o, _ in nodes})
        return "unsupported: " + ", ".join(ops)
    return f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"


@dataclass
class Options:
    repeats: int = 20
    only: str | None = None
    threads: tuple[int, ...] = (1, 2)
    quick_peak: bool = False


def selected(pattern: str | None) -> list[Case]:
    """Cases whose name matches pattern (a glob, or a case-insensitive substring)."""
    cases = all_cases()
    if not pattern:
        return cases
    pats = [p.strip().lower() for p in pattern.split(",") if p.strip()]
    return [c for c in cases if any(fnmatch.fnmatch(c.name.lower(), p) or p in c.name.lower() for p in pats)]


def run_case(case: Case, opts: Options, peak: Peak, has_ort: bool) -> list[dict]:
    """The rows of one case: one per thread count (overhead cases: one)."""
    base = dict(case=case.name, kind=case.kind, bound=case.bound, target=case.target.text())
    try:
        built = case.build()
        flops, nbytes = work(built.model)
        ref = reference(built.model, built.feeds)
        np_err = errors(built.numpy(), ref)[1] if built.numpy else None
    except Exception as e:  # a row's failure is reported in its row, never ends the suite
        return [dict(base, threads=1, status="ERROR", error=_error_text(e))]
    base.update(flops=flops, bytes=nbytes, intensity=flops / nbytes if nbytes else None, numpy_rel_err=np_err)
    rows = []
    thread_counts = (1,) if case.kind == "overhead" else opts.threads
    for threads in thread_counts:
        row = dict(base, threads=threads)
        try:
            fns = {"ours": built.ours(threads)}
            row["max_abs_err"], row["max_rel_err"] = errors(fns["ours"](), ref)  # checked at each thread count
            wrong = not row["max_rel_err"] <= REL_TOL
            if has_ort:
                ort = ort_session(built.model, threads)
                fns["ort"] = lambda ort=ort: ort(built.feeds)
            with blas_threads(threads) as limited:
                if case.kind == "overhead":
                    t = single_calls(fns, calls=max(opts.repeats, 1) * 100)
                else:
                    t = interleaved(fns, repeats=opts.repeats, min_time=0.005)
                # numpy on its own: its BLAS threads spin after each call, and interleaved
                # they would take the other core from the next multi-threaded sample
                if built.numpy:
                    t.update(interleaved({"numpy": built.numpy}, repeats=opts.repeats, min_time=0.005))
        except Exception as e:
            rows.append(dict(row, status="ERROR", error=_error_text(e)))
            continue
        row.update(ours_ms=t["ours"] * 1e3, ort_ms=t["ort"] * 1e3 if "ort" in t else None,
                   numpy_ms=t["numpy"] * 1e3 if "numpy" in t else None,
                   numpy_threads=threads if limited else "default")
        row["ratio"] = t["ort"] / t["ours"] if "ort" in t else None
        row["numpy_ratio"] = t["numpy"] / t["ours"] if "numpy" in t else None
        row["gflops"] = flops / t["ours"] / 1e9 if flops else None
        row["gbps"] = nbytes / t["ours"] / 1e9 if case.kind != "overhead" else None
        roof = peak.compute(threads) if case.bound == "compute" else peak.bandwidth(threads, nbytes)
        got = row["gflops"] if case.bound == "compute" else row["gbps"]
        row["peak_frac"] = got / roof if got else None
        row["status"] = judge(case, row, wrong, has_ort) if threads == 1 else ("FAIL(wrong)" if wrong else "")
        rows.append(row)
    return rows


def judge(case: Case, row: dict, wrong: bool, has_ort: bool) -> str:
    """PASS / FAIL / FAIL(wrong) / n/a for a 1-thread row against its target."""
    if wrong:
        return "FAIL(wrong)"
    tg, ok = case.target, True
    if tg.peak_frac is not None:
        ok &= (row["peak_frac"] or 0.0) >= tg.peak_frac
    if tg.max_us is not None:
        ok &= row["ours_ms"] * 1e3 <= tg.max_us
    if tg.min_ratio is not None:
        if not has_ort:
            return ORT_MISSING if ok else "FAIL"
        ok &= row["ratio"] >= tg.min_ratio
    return "PASS" if ok else "FAIL"


def scaling_rows(cases: list[Case], rows: list[dict], peak: Peak) -> list[dict]:
    """'2 threads vs 1' rows: our 1-thread time / our 2-thread time, with onnxruntime's
    and the FMA loop's (below 2x when something else runs on the other core)."""
    out = []
    by = {(r["case"], r["threads"]): r for r in rows}
    for c in cases:
        one, two = by.get((c.name, 1)), by.get((c.name, 2))
        if not c.scaling or not one or not two or "ours_ms" not in one or "ours_ms" not in two:
            continue
        s = one["ours_ms"] / two["ours_ms"]
        ort_s = one["ort_ms"] / two["ort_ms"] if one.get("ort_ms") and two.get("ort_ms") else None
        out.append(dict(case=f"2t/1t {c.name}", kind="scaling", threads=2, target=f"2t/1t>={MIN_SCALING:g}x",
                        scaling=s, ort_scaling=ort_s, fma_scaling=peak.compute(2) / peak.compute(1),
                        status="PASS" if s >= MIN_SCALING else "FAIL"))
    return out


def run(opts: Options, out: Callable[[str], None] = print) -> dict:
    """Measure the peaks, run the selected cases, print the table; the whole result as a dict."""
    from ..device import probe
    t_start = time.perf_counter()
    has_ort = ort_available()
    dev = probe()
    opts.threads = tuple(t for t in opts.threads if t <= max(dev.cores, 1)) or (1,)
    peak = measure_peak(quick=opts.quick_peak)
    out(header(dev, peak, has_ort))
    cases = selected(opts.only)
    if not cases:
        out(f"no case matches --only {opts.only!r}; cases: " + "; ".join(c.name for c in all_cases()))
    out(table_head())
    rows: list[dict] = []
    for case in cases:
        if not opts.quick_peak:
            peak = refresh(peak)
        for r in run_case(case, opts, peak, has_ort):
            rows.append(r)
            out(format_row(r, has_ort))
    for r in scaling_rows(cases, rows, peak):
        rows.append(r)
        out(format_row(r, has_ort))
    elapsed = time.perf_counter() - t_start
    judged = [r for r in rows if r.get("status") and r["threads"] == 1 or r.get("kind") == "scaling"]
    passed = sum(r.get("status") == "PASS" for r in judged)
    out("peaks, best over the run (each row used the best so far): "
        + ", ".join(f"{t} thread{'s' if t > 1 else ''} {g:.1f} GFLOP/s" for t, g in peak.gflops.items())
        + f"; copy {peak.copy_gbps:.1f} GB/s (1 thread), {peak.copy_gbps_2t:.1f} GB/s (2 threads), "
        f"L3-sized {peak.l3_copy_gbps:.1f} GB/s, L2-sized {peak.l2_copy_gbps:.1f} GB/s")
    out(f"{passed}/{len(judged)} targets met; {elapsed:.0f} s")
    return dict(device=dict(cpu=dev.cpu, triple=dev.triple, cores=dev.cores, vector_bits=dev.vector_bits),
                peak=peak.as_dict(), onnxruntime=_ort_version() if has_ort else None, rows=rows, seconds=elapsed,
                repeats=opts.repeats)


def _ort_version() -> str | None:
    try:
        import onnxruntime
    except ImportError:
        return None
    return onnxruntime.__version__


def header(dev, peak: Peak, has_ort: bool) -> str:
    per_core = ", ".join(f"{t} thread{'s' if t > 1 else ''} {g:.1f} total ({g / t:.1f}/core)"
                         for t, g in peak.gflops.items())
    lines = [f"device: {dev.cpu}, {dev.cores} cores, {dev.vector_bits}-bit vectors; "
             f"onnxruntime {(_ort_version() if has_ort else None) or ORT_MISSING}",
             f"measured peak compute (fp32 FMA loop, {peak.chains} chains of <{peak.lanes} x float>): "
             f"GFLOP/s {per_core}",
             f"measured copy bandwidth (read+write): large arrays {peak.copy_gbps:.1f} GB/s (1 thread), "
             f"{peak.copy_gbps_2t:.1f} GB/s (2 threads); L3-sized {peak.l3_copy_gbps:.1f} GB/s, "
             f"L2-sized {peak.l2_copy_gbps:.1f} GB/s (1 thread)",
             "ratio = onnxruntime time / ours (above 1: we are faster); %peak: GFLOP/s of the peak "
             "(compute rows) or GB/s of the copy bandwidth of the cache level the row's bytes fit "
             "(memory rows), at that thread count"]
    if 2 in peak.gflops and peak.gflops[2] < 1.6 * peak.gflops[1]:
        lines.append(f"note: 2 threads ran the FMA loop only {peak.gflops[2] / peak.gflops[1]:.2f}x as fast as 1: "
                     "the other core is busy, so 2-thread figures understate what 2 free cores give")
    return "\n".join(lines)


COLS = (("case", 28, "<"), ("thr", 3, ">"), ("ours ms", 9, ">"), ("numpy ms", 9, ">"), ("ort ms", 9, ">"),
        ("ort/ours", 8, ">"), ("GFLOP/s", 8, ">"), ("GB/s", 7, ">"), ("%peak", 6, ">"),
        ("max abs", 8, ">"), ("max rel", 8, ">"), ("target", 20, "<"), ("result", 0, "<"))


def _line(cells: list[str]) -> str:
    return " ".join(f"{c:{a}{w}}" if w else c for c, (_, w, a) in zip(cells, COLS)).rstrip()


def table_head() -> str:
    return _line([name for name, _, _ in COLS])


def _num(v, fmt: str, missing: str = "-") -> str:
    return missing if v is None else format(v, fmt)


def format_row(r: dict, has_ort: bool) -> str:
    if r.get("kind") == "scaling":
        ort = f" (onnxruntime {r['ort_scaling']:.2f}x)" if r.get("ort_scaling") else ""
        ort = ort[:-1] + f", FMA loop {r['fma_scaling']:.2f}x)" if ort else f" (FMA loop {r['fma_scaling']:.2f}x)"
        return _line([r["case"], "2", f"{r['scaling']:.2f}x", "", "", "", "", "", "", "", "",
                      r["target"], r["status"] + ort])
    if r.get("status") == "ERROR":
        return _line([r["case"], str(r["threads"]), "", "", "", "", "", "", "", "", "",
                      r["target"], f"ERROR {r['error']}"])
    ort_missing = "n/a" if not has_ort else "-"
    ms = "{:.4f}" if r["ours_ms"] < 0.1 else "{:.3f}"
    if r["kind"] == "overhead":
        cells = [r["case"], str(r["threads"]), f"{r['ours_ms'] * 1e3:.2f}us", "",
                 f"{r['ort_ms'] * 1e3:.2f}us" if r.get("ort_ms") else ort_missing]
    else:
        cells = [r["case"], str(r["threads"]), ms.format(r["ours_ms"]),
                 _num(r.get("numpy_ms"), ".3f", ""), _num(r.get("ort_ms"), ".3f", ort_missing)]
    cells += [_num(r.get("ratio"), ".2f", ort_missing), _num(r.get("gflops"), ".1f"), _num(r.get("gbps"), ".1f"),
              _num(r.get("peak_frac"), ".0%"), _num(r.get("max_abs_err"), ".1e"), _num(r.get("max_rel_err"), ".1e"),
              r["target"] if r["threads"] == 1 else "-", r.get("status", "")]
    return _line(cells)
