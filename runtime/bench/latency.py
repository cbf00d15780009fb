"""Latency of a model's runs: each run timed on its own, so the tail shows.

`measure` calls a run function `runs` times after `warmup` runs and keeps every run's
wall time; `Latency` gives the percentiles, the mean, throughput and P99/mean (a
backend whose P99 stays within 5% of the mean over 1000 runs has no tail worth the
name). onnxruntime is timed the same way where it is installed, as a comparison only
(imported when asked for; nothing at run time needs it).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

P99_BAR = 1.05  # P99 within 5% of the mean


@dataclass(frozen=True)
class Latency:
    """One runner's per-run wall times (seconds)."""
    name: str
    seconds: np.ndarray
    warmup: int
    threads: str

    def q(self, p: float) -> float:
        return float(np.percentile(self.seconds, p))

    @property
    def mean(self) -> float:
        return float(np.mean(self.seconds))

    @property
    def p99_over_mean(self) -> float:
        return self.q(99) / self.mean

    @property
    def per_second(self) -> float:
        return len(self.seconds) / float(np.sum(self.seconds))


def measure(run: Callable[[], object], runs: int, warmup: int) -> np.ndarray:
    """Each run's wall time, after `warmup` untimed runs (compiling, planning and the
    runtime's settling happen there)."""
    for _ in range(warmup):
        run()
    out = np.empty(runs)
    clock = time.perf_counter
    for i in range(runs):
        t0 = clock()
        run()
        out[i] = clock() - t0
    return out


def ort_runner(model_path: str, feeds: dict, threads: int | None) -> tuple[Callable[[], object], str]:
    """A function running the model once in onnxruntime on these feeds, and its version.
    ImportError when onnxruntime is not installed."""
    import onnxruntime as ort
    opts = ort.SessionOptions()
    if threads:
        opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    sess = ort.InferenceSession(model_path, opts, providers=["CPUExecutionProvider"])
    return (lambda: sess.run(None, feeds)), ort.__version__


def _us(s: float) -> str:
    us = s * 1e6
    return f"{us:.1f} us" if us < 1e4 else f"{us / 1e3:.2f} ms"


def table(rows: list[Latency]) -> str:
    head = (f"{'runtime':<22} {'threads':<18} {'p50':>10} {'p90':>10} {'p99':>10} {'max':>10} {'mean':>10} "
            f"{'p99/mean':>9} {'runs/s':>9}")
    lines = [head, "-" * len(head)]
    for r in rows:
        lines.append(f"{r.name:<22} {r.threads:<18} {_us(r.q(50)):>10} {_us(r.q(90)):>10} {_us(r.q(99)):>10} "
                     f"{_us(float(r.seconds.max())):>10} {_us(r.mean):>10} {r.p99_over_mean:>9.3f} "
                     f"{r.per_second:>9.0f}")
    if rows:
        r = rows[0]
        lines.append(f"{len(r.seconds)} timed runs each after {r.warmup} warm-up runs (compiling and planning "
                     f"happen there); every run timed on its own")
        verdict = "within" if r.p99_over_mean <= P99_BAR else "NOT within"
        lines.append(f"{r.name}: P99 is {(r.p99_over_mean - 1) * 100:+.1f}% of the mean: {verdict} the 5% bar")
    if len(rows) > 1:
        a, b = rows[0], rows[1]
        lines.append(f"{a.name} vs {b.name}: p50 {b.q(50) / a.q(50):.2f}x, p99 {b.q(99) / a.q(99):.2f}x, "
                     f"mean {b.mean / a.mean:.2f}x (above 1: {a.name} is faster)")
    return "\n".join(lines)


def plot(rows: list[Latency], path: str, title: str = "") -> str:
    """A histogram of each runner's run times (log-spaced bins), p50 and p99 marked."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    us = [r.seconds * 1e6 for r in rows]
    lo, hi = min(float(u.min()) for u in us), max(float(u.max()) for u in us)
    bins = np.geomspace(max(lo, 1e-3), max(hi, lo * 1.01), 80)
    fig, ax = plt.subplots(figsize=(9, 4.5))
    for r, u, color in zip(rows, us, ("tab:blue", "tab:orange", "tab:green")):
        ax.hist(u, bins=bins, alpha=0.55, color=color, label=f"{r.name} ({r.threads})")
        for p, style in ((50, "-"), (99, "--")):
            ax.axvline(np.percentile(u, p), color=color, linestyle=style, linewidth=1)
    ax.set_xscale("log")
    ax.set_xlabel("run time (us); solid line p50, dashed p99")
    ax.set_ylabel("runs")
    ax.set_title(title or "latency per run")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
