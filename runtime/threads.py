"""How many threads a call gets, and how a kernel's parallel loop is split among them.

Threads share a kernel's outermost loop (`parallel_loop`): each runs iterations
[lo, hi) with its own scratch (workers.py runs them). Small work stays on one thread:
a launch on the workers costs a few microseconds, and waking a sleeping one far more.
"""
from __future__ import annotations

import os

from .device import probe
from .lowering.loops import Fn, Kernel, Let, Loop, Reduce, Store, subvalues

MIN_WORK_PER_THREAD = 250_000  # cost units (about one simple element operation each)
ENV_CAP = "JIT_RUNTIME_NUM_THREADS"

def cap() -> int:
    """The most threads a call may use: the cores, capped by JIT_RUNTIME_NUM_THREADS."""
    n = probe().cores
    env = os.environ.get(ENV_CAP)
    if env:
        try:
            n = min(n, max(1, int(env)))
        except ValueError:
            raise ValueError(f"{ENV_CAP} must be a positive integer, got {env!r}") from None
    return n


def _cost(stmts, sizes, eval_iexpr) -> float:
    total = 0.0
    for s in stmts:
        if isinstance(s, Loop):
            total += eval_iexpr(s.extent, sizes) * _cost(s.body, sizes, eval_iexpr)
        elif isinstance(s, Reduce):
            n = 1
            for _, e in s.loops:
                n *= eval_iexpr(e, sizes)
            total += n * (1 + _cost(s.body, sizes, eval_iexpr) + _value_cost(s.value))
        elif isinstance(s, (Let, Store)):
            total += 1 + _value_cost(s.value)
    return total


def _value_cost(v) -> float:
    return sum(8 if isinstance(x, Fn) else 0.25 for x in subvalues(v))


def plan(kernel: Kernel, loop: Loop | None, sizes: dict[str, int], requested: int | None,
         eval_iexpr) -> list[tuple[int, int]]:
    """Chunks [lo, hi) of the parallel loop, one per thread ([(0, FULL)] for one thread)."""
    if loop is None:
        return []
    extent = eval_iexpr(loop.extent, sizes)
    if requested is None:
        work = eval_iexpr(kernel.work, sizes) if kernel.work is not None else _cost(kernel.body, sizes, eval_iexpr)
        n = min(cap(), max(1, int(work // MIN_WORK_PER_THREAD)))
    else:
        if requested < 1:
            raise ValueError(f"threads must be at least 1, got {requested}")
        n = min(requested, cap())
    n = min(n, extent)
    if n <= 1:
        return []
    align = 64 if loop.vector else 1  # keep each thread's share in whole vectors
    chunk = -(-extent // n)
    chunk = -(-chunk // align) * align
    return [(lo, min(lo + chunk, extent)) for lo in range(0, extent, chunk)]
