"""Timing samples for decisions made by measurement (the tuner, the keep-or-unfuse pass,
the benchmarks): each sample runs enough calls of fn to last min_time, so a fast kernel is
not timed by the clock's resolution; callers quote medians (the machines are shared)."""
from __future__ import annotations

import time
from typing import Callable


def samples(fn: Callable[[], object], repeats: int, min_time: float, warmup: int = 1,
            budget_end: float | None = None) -> list[float]:
    """Seconds per call, one entry per sample. `warmup` calls come first, then one timed
    call sizes the samples; with budget_end (a perf_counter time), sampling stops once it
    has passed and at least three samples exist."""
    for _ in range(warmup):
        fn()
    t0 = time.perf_counter()
    fn()
    inner = max(1, int(min_time / max(time.perf_counter() - t0, 1e-7)))
    out: list[float] = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        out.append((time.perf_counter() - t0) / inner)
        if budget_end is not None and time.perf_counter() > budget_end and len(out) >= 3:
            break
    return out
