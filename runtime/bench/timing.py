"""Interleaved median timing: the machines are shared and noisy, so the contenders take
turns sample by sample (a burst of load hits all of them alike) and medians are quoted."""
from __future__ import annotations

import ctypes
import time
from contextlib import contextmanager
from statistics import median
from typing import Callable, Iterator


WARMUP_TIME = 0.02  # seconds of calls per fn before timing


def interleaved(fns: dict[str, Callable[[], object]], repeats: int = 10, warmup: int = 2,
                min_time: float = 0.002) -> dict[str, float]:
    """Median seconds per call of each fn. Each sample runs enough calls of one fn to last
    min_time; the fns alternate sample by sample. Warm-up runs each fn at least `warmup`
    times and for WARMUP_TIME (so warmup=0 still warms up), and a sample's call count comes from the median of a few
    calls: a runtime's first runs (compiling, instrumented profile runs) would otherwise
    size its samples from a slow call, and short samples weigh the cold first call after
    another engine's turn more than a longer run does."""
    inner = {}
    for name, fn in fns.items():
        t_end = time.perf_counter() + WARMUP_TIME
        n = 0
        while n < warmup or time.perf_counter() < t_end:
            fn()
            n += 1
        once = []
        for _ in range(3):
            t0 = time.perf_counter()
            fn()
            once.append(time.perf_counter() - t0)
        inner[name] = max(1, int(min_time / max(median(once), 1e-7)))
    samples: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(max(repeats, 1)):
        for name, fn in fns.items():
            n = inner[name]
            t0 = time.perf_counter()
            for _ in range(n):
                fn()
            samples[name].append((time.perf_counter() - t0) / n)
    return {name: median(s) for name, s in samples.items()}


def bursts(fns: dict[str, Callable[[], object]], repeats: int = 10, calls: int = 4,
           warmup: int = 2) -> tuple[dict[str, float], dict[str, float]]:
    """(steady, first): median seconds per call of each fn, the fns taking turns burst by
    burst: each burst is `calls` calls of one fn; `first` is the median of the bursts' first
    calls (caches as the other engines left them, their idle threads still spinning),
    `steady` of the rest (the engine's own steady state). Every fn meets the same rotation,
    so neither number favours one: with one rotation per group of engines, the group that
    moved fewer bytes between turns found more of its weights in L3."""
    for fn in fns.values():
        for _ in range(warmup):
            fn()
    first: dict[str, list[float]] = {name: [] for name in fns}
    rest: dict[str, list[float]] = {name: [] for name in fns}
    clock = time.perf_counter
    for _ in range(max(repeats, 1)):
        for name, fn in fns.items():
            for i in range(max(calls, 2)):
                t0 = clock()
                fn()
                (first if i == 0 else rest)[name].append(clock() - t0)
    return {n: median(v) for n, v in rest.items()}, {n: median(v) for n, v in first.items()}


def single_calls(fns: dict[str, Callable[[], object]], calls: int = 2000, warmup: int = 50) -> dict[str, float]:
    """Median seconds of single calls (per-run overhead: no batching of calls into a
    sample), alternating between the fns in blocks of 10."""
    for fn in fns.values():
        for _ in range(warmup):
            fn()
    samples: dict[str, list[float]] = {name: [] for name in fns}
    clock = time.perf_counter
    for _ in range(max(calls // 10, 1)):
        for name, fn in fns.items():
            s = samples[name]
            for _ in range(10):
                t0 = clock()
                fn()
                s.append(clock() - t0)
    return {name: median(s) for name, s in samples.items()}


def _openblas():
    """numpy's OpenBLAS set_num_threads, when numpy is linked to one (else None)."""
    try:
        with open("/proc/self/maps") as f:
            paths = {line.split()[-1] for line in f if "openblas" in line.lower() and "/" in line}
    except OSError:
        return None
    for path in sorted(paths):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for sym in ("scipy_openblas_set_num_threads64_", "scipy_openblas_set_num_threads",
                    "openblas_set_num_threads64_", "openblas_set_num_threads"):
            fn = getattr(lib, sym, None)
            if fn is not None:
                get = next((getattr(lib, g) for g in (sym.replace("set", "get"),) if hasattr(lib, g)), None)
                return fn, get
    return None


@contextmanager
def blas_threads(n: int) -> Iterator[bool]:
    """numpy's BLAS limited to n threads inside the block; yields whether it could be."""
    import numpy  # noqa: F401  (loads the BLAS library)
    found = _openblas()
    if found is None:
        yield False
        return
    set_n, get_n = found
    before = get_n() if get_n is not None else None
    set_n(n)
    try:
        yield True
    finally:
        if before:
            set_n(before)
