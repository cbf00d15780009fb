"""A short soak (tests/soak.py is the long one: python tests/soak.py --runs 10000): the
demo CNN run 500 times after warm-up, alone and from four threads sharing the session,
in a fresh process; resident memory may grow by at most the long soak's 5 MB scaled to
the runs (0.25 MB), and every output must equal the single-thread answer bitwise."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SOAK = Path(__file__).with_name("soak.py")
LONG_RUNS, LONG_LIMIT_MB = 10_000, 5.0


@pytest.mark.parametrize("threads", [1, 4])
def test_short_soak_keeps_rss_flat_and_outputs_exact(threads):
    runs = 500
    limit = LONG_LIMIT_MB * runs / LONG_RUNS
    r = subprocess.run([sys.executable, str(SOAK), "--runs", str(runs), "--threads", str(threads),
                        "--max-growth-mb", str(limit), "--json"], capture_output=True, text=True, timeout=300)
    assert r.stdout.strip(), r.stderr
    res = json.loads(r.stdout.strip().splitlines()[-1])
    assert res["n_mismatches"] == 0, res["mismatches"]
    assert res["growth_mb"] <= limit, f"RSS grew {res['growth_mb']:.3f} MB over {runs} runs: {res['trace_mb']}"
    assert r.returncode == 0, r.stderr
