"""Across processes: a warm cache compiles nothing; a corrupt entry is rebuilt with a
warning; two processes tuning at once leave a whole database."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


RUN_ALL = """
import json, warnings, numpy as np, jit_runtime as jr
from jit_runtime.consistency import generate_inputs
from jit_runtime.jit import default_cache
warnings.simplefilter("always")
caught = []
warnings.showwarning = lambda m, c, *a, **k: caught.append(f"{c.__name__}: {m}")
for op in jr.ops:
    args, attrs = generate_inputs(op)
    for v in ("scalar", "simd"):
        op(*args, variant=v, **attrs)
print(json.dumps({"stats": default_cache().stats, "warnings": caught}))
"""

TUNE = """
import numpy as np, jit_runtime as jr
r = jr.tune("{op}", [(256, 300)], budget_s=60, progress=False)
print(len(r.rows))
"""


def run(code: str, cache: Path) -> str:
    env = {**os.environ, "JIT_RUNTIME_CACHE_DIR": str(cache)}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          check=True, timeout=600).stdout


def test_second_process_compiles_nothing_and_corrupt_entries_rebuild(tmp_path):
    first = json.loads(run(RUN_ALL, tmp_path).splitlines()[-1])
    assert first["stats"]["writes"] > 40 and not first["warnings"]
    second = json.loads(run(RUN_ALL, tmp_path).splitlines()[-1])
    assert second["stats"]["misses"] == 0 and second["stats"]["writes"] == 0
    assert second["stats"]["hits"] == first["stats"]["writes"]
    # flip a byte in one entry and truncate another: both rebuilt, each with one warning
    entries = sorted((tmp_path / "objects").rglob("*.obj"))
    data = bytearray(entries[0].read_bytes())
    data[len(data) // 2] ^= 0xFF
    entries[0].write_bytes(bytes(data))
    entries[1].write_bytes(entries[1].read_bytes()[:100])
    entries[2].unlink()
    third = json.loads(run(RUN_ALL, tmp_path).splitlines()[-1])
    assert third["stats"]["corrupt"] == 2 and third["stats"]["writes"] == 3
    assert len([w for w in third["warnings"] if "CacheWarning" in w]) == 2
    fourth = json.loads(run(RUN_ALL, tmp_path).splitlines()[-1])
    assert fourth["stats"]["misses"] == 0 and not fourth["warnings"]


def test_two_processes_tune_at_once(tmp_path):
    env = {**os.environ, "JIT_RUNTIME_CACHE_DIR": str(tmp_path)}
    procs = [subprocess.Popen([sys.executable, "-c", TUNE.format(op=op)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for op in ("softmax", "log_softmax")]
    counts = []
    for p in procs:
        out, err = p.communicate(timeout=600)
        assert p.returncode == 0, err
        counts.append(int(out.split()[-1]))
    from jit_runtime.perfdb import PerfDB
    rows = PerfDB(tmp_path / "perf.sqlite").rows()
    assert len(rows) == sum(counts)
    assert {r.op_name for r in rows} == {"softmax", "log_softmax"}
