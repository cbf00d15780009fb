"""How many threads a call gets, and how a kernel's parallel loop is split among them.

Threads share a kernel's outermost loop (`parallel_loop`): each runs iterations
[lo, hi) with its own scratch (workers.py runs them). Small work stays on one thread:
a launch on the workers costs a few microseconds, and waking a sleeping one far more.
"""
from __future__ import annotations

import os

from .device import probe
from .lowering.loops import Fn, IConst, IExpr, Kernel, Let, Loop, Reduce, Store, ibin, subvalues

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


def work_expr(kernel: Kernel) -> IExpr:
    """A call's work in cost units as an index expression of the sizes: the lowering's own
    `work` where it has one, else the loop nest's cost (one unit per simple statement or
    operation, 8 per transcendental, 1/4 per other value node), counted in quarters and
    divided at the end, so it is exact in integers (and can be kept as data: the kernel
    index stores it instead of the loop nest)."""
    if kernel.work is not None:
        return kernel.work
    return ibin("/", _cost4(kernel.body), IConst(4))


def _cost4(stmts) -> IExpr:
    total: IExpr = IConst(0)
    for s in stmts:
        if isinstance(s, Loop):
            total = ibin("+", total, ibin("*", s.extent, _cost4(s.body)))
        elif isinstance(s, Reduce):
            n: IExpr = IConst(1)
            for _, e in s.loops:
                n = ibin("*", n, e)
            inner = ibin("+", IConst(4 + _value_cost4(s.value)), _cost4(s.body))
            total = ibin("+", total, ibin("*", n, inner))
        elif isinstance(s, (Let, Store)):
            total = ibin("+", total, IConst(4 + _value_cost4(s.value)))
    return total


def _value_cost4(v) -> int:
    return sum(32 if isinstance(x, Fn) else 1 for x in subvalues(v))


def plan(kernel: Kernel, loop: Loop | None, sizes: dict[str, int], requested: int | None,
         eval_iexpr) -> list[tuple[int, int]]:
    """Chunks [lo, hi) of the parallel loop, one per thread ([(0, FULL)] for one thread)."""
    if loop is None:
        return []
    return chunks(eval_iexpr(loop.extent, sizes), bool(loop.vector),
                  lambda: eval_iexpr(work_expr(kernel), sizes), requested)


def chunks(extent: int, vector: bool, work, requested: int | None) -> list[tuple[int, int]]:
    """Chunks [lo, hi) of a parallel loop of `extent` iterations: `requested` threads, else
    one per MIN_WORK_PER_THREAD of `work()` (cost units), at most cap(); [] for one."""
    if requested is None:
        n = min(cap(), max(1, int(work() // MIN_WORK_PER_THREAD)))
    else:
        if requested < 1:
            raise ValueError(f"threads must be at least 1, got {requested}")
        n = min(requested, cap())
    n = min(n, extent)
    if n <= 1:
        return []
    align = 64 if vector else 1  # keep each thread's share in whole vectors
    chunk = -(-extent // n)
    chunk = -(-chunk // align) * align
    return [(lo, min(lo + chunk, extent)) for lo in range(0, extent, chunk)]
