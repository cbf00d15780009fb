"""The load-time benchmark (bench/loadtime.py) measures what it says: a cold process on an
empty cache compiles, a warm one on the same cache compiles nothing and gives the same
outputs bit for bit, and both agree with onnxruntime. (Times are reported, not asserted.)"""
from __future__ import annotations

import numpy as np
import onnx

from jit_runtime.bench import loadtime
from jit_runtime.onnx import demo


def test_cold_warm_and_onnxruntime_rows(tmp_path):
    path = tmp_path / "demo.onnx"
    onnx.save(demo.build(seed=3), str(path))
    lines = []
    result = loadtime.run(str(path), repeats=1, out=lines.append)
    (row,) = result["rows"]
    assert "error" not in row, row.get("error")
    assert row["compiled"] > 0 and row.get("warm_compiled", 0) == 0 and row["warm_record"] == "used"
    assert row["warm_same"] and row["err_vs_ort"] < 1e-4
    assert all(row[k] > 0 for k in ("cold_s", "warm_s", "ort_s", "warm_cpu_s", "ort_cpu_s"))
    assert row["warm_frozen"] == "used"  # the warm loads ran the cold one's frozen plan
    assert lines[-1].startswith("demo")


def test_compare_sees_a_changed_output(tmp_path):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    files = {}
    for name, value in (("cold", a), ("warm", a + np.float32(1e-6) * (a == 5)), ("ort", a)):
        files[name] = str(tmp_path / f"{name}.npz")
        np.savez(files[name], o0=value)
    assert loadtime.compare(files["cold"], files["cold"], files["ort"]) == (True, 0.0)
    same, err = loadtime.compare(files["cold"], files["warm"], files["ort"])
    assert not same and err == 0.0
    same, err = loadtime.compare(files["warm"], files["warm"], files["ort"])
    assert same and 0 < err < 1e-6
