"""Median-of-repeats timing: the machines are shared and noisy, so never quote a mean."""
from __future__ import annotations

import time
from statistics import median
from typing import Callable


def measure(fn: Callable[[], object], repeats: int = 30, warmup: int = 3,
            min_time: float = 0.002) -> float:
    """Median seconds per call; each sample runs enough calls to last min_time."""
    for _ in range(warmup):
        fn()
    start = time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-7)
    inner = max(1, int(min_time / once))
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter() - t0) / inner)
    return median(samples)


def write_json(path: str | None, rows: list) -> None:
    """The rows as JSON at path (`--json`), when one was given."""
    if path:
        import json
        with open(path, "w") as f:
            json.dump(rows, f, indent=1)
