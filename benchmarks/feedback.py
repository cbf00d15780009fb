"""Remembering and learning: cold compile vs warm start from the disk cache, the first
call of a library op in a fresh process, and whether tuned choices are the fastest.

    python -m benchmarks feedback [--ops softmax,swish] [--budget 10]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from statistics import median

import numpy as np

FIRST_CALL = """
import time
t0 = time.perf_counter()
import numpy as np, jit_runtime as jr
t1 = time.perf_counter()
x = np.ones((64, 1000), np.float32)
jr.ops.softmax(x, variant="simd")
t2 = time.perf_counter()
print(t1 - t0, t2 - t1)
"""


def first_call(cache: str, runs: int = 5) -> tuple[float, float]:
    """Median (import seconds, first softmax call seconds) over fresh processes."""
    imp, call = [], []
    env = {**os.environ, "JIT_RUNTIME_CACHE_DIR": cache}
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", FIRST_CALL], env=env, capture_output=True,
                             text=True, check=True).stdout.split()
        imp.append(float(out[0]))
        call.append(float(out[1]))
    return median(imp), median(call)


def compile_times(name: str, runs: int = 7) -> tuple[float, float]:
    """Median seconds to get one kernel: lowered and compiled (cold), or lowered and loaded
    from the disk cache (warm)."""
    import jit_runtime as jr
    op = jr.ops[name]
    from .devices import inputs_for
    args, attrs = inputs_for(op)
    call = op.bind(*args, **attrs)
    cold, warm = [], []
    for i in range(runs):
        with tempfile.TemporaryDirectory() as d:
            os.environ["JIT_RUNTIME_CACHE_DIR"] = d
            op._kernels.clear()
            t = time.perf_counter()
            op.kernel(call.spec, "simd")
            cold.append(time.perf_counter() - t)
            op._kernels.clear()
            t = time.perf_counter()
            op.kernel(call.spec, "simd")
            warm.append(time.perf_counter() - t)
    return median(cold), median(warm)


def chosen_vs_best(ops: list[str], budget: float) -> list[dict]:
    import jit_runtime as jr
    from jit_runtime import tuning

    from .devices import inputs_for
    from .timing import measure
    rows = []
    for name in ops:
        op = jr.ops[name]
        base, attrs = inputs_for(op)
        for scale in (1, 4):  # two shapes: the first input as is, and a quarter of its rows
            first = base[0][: max(base[0].shape[0] // scale, 1)]
            args = [np.ascontiguousarray(first)] + list(base[1:])
            try:
                res = jr.tune(op, args, budget_s=budget, attrs=attrs, progress=False)
            except ValueError:
                continue
            if res.best is None:
                continue
            call = op.bind(*args, **attrs)
            cand, _ = tuning.choose(op, call)
            t_chosen = measure(lambda: op(*args, **attrs), 15)
            t_best = min(measure(lambda c=c: tuning._run(op, tuning.Candidate.parse(c.candidate), args, attrs), 15)
                         for c in res.rows if c.status == "ok")
            rows.append(dict(op=name, shape=[list(a.shape) for a in args], chosen=cand.key,
                             chosen_us=t_chosen * 1e6, best_us=t_best * 1e6, ratio=t_chosen / t_best))
            print(f"{name:<12} {str([a.shape for a in args]):<34} {cand.key:<24} "
                  f"{t_chosen * 1e6:9.1f} {t_best * 1e6:9.1f} {t_chosen / t_best:6.2f}", flush=True)
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--ops", default="softmax,swish,layernorm,matmul,conv2d,gelu")
    ap.add_argument("--budget", type=float, default=10.0)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tuned:
        os.environ["JIT_RUNTIME_CACHE_DIR"] = tuned
        for name in ("gelu", "softmax", "layernorm", "conv2d"):
            cold, warm = compile_times(name)
            print(f"one kernel ({name} simd): cold {cold * 1e3:.1f} ms, warm from disk {warm * 1e3:.2f} ms, "
                  f"{cold / warm:.0f}x")
        with tempfile.TemporaryDirectory() as fresh:
            imp_c, call_c = first_call(fresh, 1)
            imp_w, call_w = first_call(fresh)
        print(f"fresh process, first softmax call: cold cache {call_c * 1e3:.1f} ms, warm cache "
              f"{call_w * 1e3:.1f} ms (import {imp_w * 1e3:.0f} ms)")
        os.environ["JIT_RUNTIME_CACHE_DIR"] = tuned
        print(f"{'op':<12} {'shapes':<34} {'chosen':<24} {'chosen us':>9} {'best us':>9} {'ratio':>6}")
        chosen_vs_best(args.ops.split(","), args.budget)
    return 0


if __name__ == "__main__":
    sys.exit(main())
