"""A short soak (tests/soak.py is the long one: python tests/soak.py --runs 10000): the
demo CNN run 500 times after warm-up, alone and from four threads sharing the session,
in a fresh process; resident memory may grow by at most the long soak's 5 MB scaled to
the runs (0.25 MB), and every output must equal the single-thread answer bitwise.

A leak grows memory a little in every interval between samples; the allocator also takes
memory in one step now and then (a thread's arena under contention on a loaded machine),
which no later run repeats. So the growth is counted without its largest single step, and
that step may be at most 2 MB."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SOAK = Path(__file__).with_name("soak.py")
LONG_RUNS, LONG_LIMIT_MB = 10_000, 5.0
ONE_STEP_MB = 2.0


@pytest.mark.parametrize("threads", [1, 4])
def test_short_soak_keeps_rss_flat_and_outputs_exact(threads):
    runs = 500
    limit = LONG_LIMIT_MB * runs / LONG_RUNS
    r = subprocess.run([sys.executable, str(SOAK), "--runs", str(runs), "--threads", str(threads),
                        "--max-growth-mb", str(limit), "--json"], capture_output=True, text=True, timeout=300)
    assert r.stdout.strip(), r.stderr
    res = json.loads(r.stdout.strip().splitlines()[-1])
    assert res["n_mismatches"] == 0, res["mismatches"]
    steps = [b - a for (_, a), (_, b) in zip(res["trace_mb"], res["trace_mb"][1:])]
    largest = max(steps, default=0.0)
    creep = res["growth_mb"] - max(largest, 0.0)
    what = f"RSS grew {res['growth_mb']:.3f} MB over {runs} runs: {res['trace_mb']}"
    assert creep <= limit, what
    assert largest <= ONE_STEP_MB, what
    assert r.returncode in (0, 1), r.stderr  # 1: soak.py's own limit, counted with the step
