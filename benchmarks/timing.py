"""Median-of-repeats timing: the machines are shared and noisy, so never quote a mean."""
from __future__ import annotations

from statistics import median
from typing import Callable

from jit_runtime.sampling import samples


def measure(fn: Callable[[], object], repeats: int = 30, warmup: int = 3,
            min_time: float = 0.002) -> float:
    """Median seconds per call; each sample runs enough calls to last min_time."""
    return median(samples(fn, repeats, min_time, warmup=warmup))


def write_json(path: str | None, rows: list) -> None:
    """The rows as JSON at path (`--json`), when one was given."""
    if path:
        import json
        with open(path, "w") as f:
            json.dump(rows, f, indent=1)
