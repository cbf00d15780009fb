"""Soak: many runs of one Session, watching the process's resident memory.

    python tests/soak.py --runs 10000 [--model PATH] [--threads 4] [--max-growth-mb 5]

Loads the model (default: the demo CNN, runtime/onnx/demo_model.onnx), runs it --warmup
times (kernels compile, the plan settles, allocator pools fill), then --runs times on a
fixed set of inputs, several threads sharing the session if --threads says so, sampling
RSS (/proc/self/statm) as it goes. Growth = the last sample minus the first after the
warm-up. Every output is checked against the single-thread answer for its input, so a
soak that leaks nothing but computes garbage still fails. Exit status 1 when growth
exceeds --max-growth-mb or an output differs. tests/test_soak.py runs a short version.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time

import numpy as np


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def soak(runs: int, model: str | None = None, threads: int = 1, warmup: int = 300, samples: int = 20,
         seed: int = 0) -> dict:
    import jit_runtime as jr
    from jit_runtime.onnx import demo
    path = model or demo.path()
    sess = jr.Session(path)
    info = sess.inputs
    rng = np.random.default_rng(seed)
    shapes = [tuple(d if isinstance(d, int) else 1 for d in t.shape) for t in info]
    feeds = [{t.name: rng.standard_normal(s).astype(t.dtype) for t, s in zip(info, shapes)} for _ in range(8)]
    want = [sess.run(f) for f in feeds]
    for k in range(warmup):
        sess.run(feeds[k % len(feeds)])
    if threads > 1:
        # every thread's own first runs belong to the warm-up, and so do the arenas the
        # pool makes while it grows to the concurrency the threads reach (one per run in
        # flight): warm up until it stops growing, so later growth can only be a leak
        last, steady = -1, 0
        for _ in range(40):
            _threaded(sess, feeds, want, threads, warmup)
            made = sum(p.made for p in sess._current.plans.values())
            steady = steady + 1 if made == last else 0
            last = made
            if steady >= 3:
                break
    import gc
    gc.collect()
    trace = [(0, rss_bytes())]
    bad: list[str] = []
    every = max(runs // samples, 1)
    t0 = time.perf_counter()
    done = 0
    while done < runs:
        n = min(every, runs - done)
        if threads > 1:
            bad += _threaded(sess, feeds, want, threads, n)
        else:
            for k in range(n):
                i = (done + k) % len(feeds)
                out = sess.run(feeds[i])
                if any(out[name].tobytes() != want[i][name].tobytes() for name in out):
                    bad.append(f"run {done + k}: input {i} gave a different output")
        done += n
        trace.append((done, rss_bytes()))
    seconds = time.perf_counter() - t0
    return dict(model=os.path.basename(path), runs=runs, threads=threads, warmup=warmup,
                rss_start_mb=trace[0][1] / 2 ** 20, rss_end_mb=trace[-1][1] / 2 ** 20,
                growth_mb=(trace[-1][1] - trace[0][1]) / 2 ** 20,
                peak_growth_mb=(max(r for _, r in trace) - trace[0][1]) / 2 ** 20,
                us_per_run=seconds / runs * 1e6, mismatches=bad[:10], n_mismatches=len(bad),
                trace_mb=[(n, round(r / 2 ** 20, 3)) for n, r in trace])


def _threaded(sess, feeds, want, threads: int, runs: int) -> list[str]:
    """`runs` runs split over `threads` threads sharing the session."""
    bad: list[str] = []
    share = [runs // threads + (1 if t < runs % threads else 0) for t in range(threads)]

    def body(t):
        for k in range(share[t]):
            i = (t + k) % len(feeds)
            out = sess.run(feeds[i])
            if any(out[name].tobytes() != want[i][name].tobytes() for name in out):
                bad.append(f"thread {t} run {k}: input {i} gave a different output")
    ths = [threading.Thread(target=body, args=(t,)) for t in range(threads)]
    for th in ths:
        th.start()
    for th in ths:
        th.join()
    return bad


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=10_000)
    ap.add_argument("--model", default=None, help="an ONNX file (default: the demo CNN)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--warmup", type=int, default=300)
    ap.add_argument("--max-growth-mb", type=float, default=5.0)
    ap.add_argument("--json", action="store_true", help="print the result as one JSON object")
    a = ap.parse_args(argv)
    r = soak(a.runs, a.model, a.threads, a.warmup)
    ok = r["growth_mb"] <= a.max_growth_mb and not r["n_mismatches"]
    if a.json:
        print(json.dumps(dict(r, ok=ok, max_growth_mb=a.max_growth_mb)))
    else:
        print(f"{r['model']}: {r['runs']} runs after {r['warmup']} warm-up, {r['threads']} thread(s), "
              f"{r['us_per_run']:.1f} us/run")
        print(f"RSS {r['rss_start_mb']:.2f} MB -> {r['rss_end_mb']:.2f} MB: growth {r['growth_mb']:+.3f} MB "
              f"(peak {r['peak_growth_mb']:+.3f} MB; limit {a.max_growth_mb} MB)")
        print("samples (runs, MB): " + ", ".join(f"{n}:{m}" for n, m in r["trace_mb"]))
        print(f"outputs differing from the single-thread answer: {r['n_mismatches']}")
        for line in r["mismatches"]:
            print("  " + line)
        print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
