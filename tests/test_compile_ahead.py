"""Compiling ahead (jit/pool.py, kernel.compiling_ahead): worker processes make exactly the
object compile_ir makes, a dry run starts a model's compiles without running anything,
a failure in a worker is the in-process failure; the load profile, its progress bar and
`jit-runtime compile` that fills a cache for another process."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import kernel as K
from jit_runtime import progress
from jit_runtime.cli import main
from jit_runtime.jit import compiler, pool
from jit_runtime.jit.cache import ObjectCache
from jit_runtime.onnx import demo

IR = """
define void @twice(ptr %x, ptr %y, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%i1, %loop]
  %p = getelementptr float, ptr %x, i64 %i
  %v = load float, ptr %p
  %w = fmul float %v, 2.0
  %q = getelementptr float, ptr %y, i64 %i
  store float %w, ptr %q
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"""


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv(pool.ENV_WORKERS, "2")
    yield tmp_path / "cache"
    pool.close()


def test_a_worker_makes_the_object_compile_ir_makes(cache):
    target = compiler.host_target()
    ir = IR.replace("2.0", "3.0")
    assert compiler.compile_ahead(ir, salt="t")
    assert not compiler.compile_ahead(ir, salt="t")  # under way: once
    mod = compiler.compile_ir(ir, salt="t")
    assert not mod.from_cache
    store = ObjectCache(cache)
    assert store.get(mod.key) == compiler.emit_object(ir, target)  # byte for byte
    import ctypes
    fn = mod.function("twice", (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64))
    x = np.arange(5, dtype=np.float32)
    y = np.empty_like(x)
    fn(x.ctypes.data, y.ctypes.data, 5)
    np.testing.assert_array_equal(y, 3 * x)
    assert not compiler.compile_ahead(ir, salt="t")  # cached now: nothing to do


def test_what_a_worker_refuses_is_refused_in_process_the_same_way(cache):
    bad = "define void @f() {\n  ret i32 0\n}\n"
    assert compiler.compile_ahead(bad)
    with pytest.raises(RuntimeError) as ahead:
        compiler.compile_ir(bad)
    with pytest.raises(RuntimeError) as inproc:
        compiler.compile_ir(bad, cache=False)
    assert str(ahead.value) == str(inproc.value)


def test_no_workers_means_nothing_ahead(cache, monkeypatch):
    monkeypatch.setenv(pool.ENV_WORKERS, "0")
    assert not compiler.compile_ahead(IR.replace("2.0", "5.0"))
    monkeypatch.setenv(pool.ENV_WORKERS, "many")
    with pytest.raises(ValueError, match=pool.ENV_WORKERS):
        pool.default_workers()


def test_a_dry_run_launches_nothing_and_starts_the_compiles(cache):
    ops = jr.load_ops("op ahead_sq(x: f32[...]) -> y: f32[...] { y[...] = x[...] * x[...] + 0.5 }")
    x = np.full((3, 70), 2.0, np.float32)
    with K.compiling_ahead() as started:
        y = ops.ahead_sq(x)
    assert started == ["ahead_sq"] and y.shape == x.shape and not y.any()  # zeros: nothing ran
    assert pool.pool().busy() == 1 and not ops.ahead_sq._kernels
    np.testing.assert_array_equal(ops.ahead_sq(x), x * x + 0.5)  # the worker's object
    (k,) = ops.ahead_sq._kernels.values()
    assert not k.module.from_cache and pool.pool().busy() == 0


COLD = """
import json, sys
import numpy as np
import jit_runtime as jr
from jit_runtime.onnx import demo
s = jr.Session(demo.build(seed=5), progress=False)
p = s.load_profile()
out = s.run({"input": np.ones(demo.INPUT_SHAPE, np.float32)})["probs"]
print(json.dumps({"compiled": p.compiled, "record": p.record, "first run": sorted(p.details["first run"]),
                  "stages": p.stages, "total": p.total, "nodes": sorted(p.nodes),
                  "names": sorted(n.name for n in s.graph.nodes), "table": p.table(), "out": out.tolist()}))
"""


def test_a_cold_session_compiles_ahead_and_profiles_its_load(cache):
    # (in a process of its own: this one keeps what it compiled for other tests, and a load
    # of the demo here may compile nothing)
    r = subprocess.run([sys.executable, "-c", COLD], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ))
    assert r.returncode == 0, r.stderr[-1500:]
    p = json.loads(r.stdout.strip().splitlines()[-1])
    assert p["compiled"] > 0 and p["record"] == "written"
    assert "dry run (compiles ahead)" in p["first run"]
    assert abs(sum(p["stages"].values()) - p["total"]) < 1e-6 * max(1, len(p["stages"]))
    names = set(p["names"])
    assert p["nodes"] and all(n in names or any(n.startswith(m) for m in names) for n in p["nodes"])
    for word in ("load:", "graph passes", "LLVM compile", "first run", "slowest nodes", "slowest kernels"):
        assert word in p["table"]
    ref = jr.Session(demo.build(seed=5), progress=False, passes=[]).run({"input": np.ones(demo.INPUT_SHAPE,
                                                                                           np.float32)})
    np.testing.assert_allclose(np.array(p["out"], np.float32), ref["probs"], rtol=1e-5, atol=1e-6)


def test_the_progress_bar_shows_on_a_terminal_only(cache, monkeypatch):
    monkeypatch.delenv(progress.ENV_QUIET, raising=False)
    assert progress.wanted(False) is False and progress.wanted(True) is True
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert progress.wanted(None) is False  # not a terminal
    monkeypatch.setenv(progress.ENV_QUIET, "1")
    assert progress.wanted(None) is False

    class Tty(io.StringIO):
        def isatty(self):
            return True
    err = Tty()
    monkeypatch.setattr(sys, "stderr", err)
    assert progress.wanted(None) is False  # quiet wins
    monkeypatch.setenv(progress.ENV_QUIET, "0")
    assert progress.wanted(None) is True
    monkeypatch.setattr(progress, "DELAY_S", 0.0)
    from jit_runtime.loadprofile import LoadProfile, expect_compiles, kernel_event, recording
    for shown in (None, False):
        prof = LoadProfile()
        with recording(prof), progress.progress_bar(prof, shown):
            expect_compiles(3)
            for i in range(3):
                kernel_event(f"op{i}", "simd", "host", "compiled", 0.1)
            kernel_event("cached", "simd", "host", "index", 0.001)
        assert prof.listener is None and prof.compiled == 3 and prof.cache_hits == 1
        text = err.getvalue()
        if shown is None:
            assert "jit_runtime: compiling" in text and "/3 " in text  # (the count its total)
            err.seek(0)
            err.truncate(0)
        else:
            assert text == ""


WARM = """
import json, sys
import numpy as np
import jit_runtime as jr
s = jr.Session(sys.argv[1], progress=False)
s.run({"input": np.ones((1, 3, 32, 32), np.float32)})
p = s.load_profile()
print(json.dumps({"record": p.record, "frozen": p.frozen, "compiled": p.compiled}))
"""


def test_compile_fills_the_cache_for_another_process(cache, tmp_path, capsys):
    path = tmp_path / "m.onnx"
    import onnx
    onnx.save(demo.build(seed=8), str(path))
    # (a process of its own, as a deployment build runs it: this one has compiled the demo's
    # kernels into other tests' caches already)
    c = subprocess.run([sys.executable, "-m", "jit_runtime", "compile", str(path)], capture_output=True, text=True,
                       timeout=300, env=dict(os.environ))
    assert c.returncode == 0, c.stderr[-1500:]
    assert "kernels compiled" in c.stderr and "load record: written" in c.stderr and str(cache) in c.stdout
    assert "frozen plan: written" in c.stderr  # the deployment's first load binds nothing either
    r = subprocess.run([sys.executable, "-c", WARM, str(path)], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ))
    assert r.returncode == 0, r.stderr[-1500:]
    assert json.loads(r.stdout.strip().splitlines()[-1]) == {"record": "used", "frozen": "used", "compiled": 0}
    assert main(["run", str(path), "--repeat", "2", "--explain-load"]) == 0
    assert "record: used" in capsys.readouterr().out
    assert main(["compile", str(tmp_path / "none.onnx")]) == 2
