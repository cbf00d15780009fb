"""Frozen plans (onnx/frozen.py): a process that ran a model natively keeps its launches beside
the load record; the next process runs natively without binding a node, with the same
outputs bit for bit; a plan for another record, another thread count, a damaged plan or
one whose kernel objects are gone is never used (removed, and the model is bound again)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import numpy as np
import onnx
import pytest

import jit_runtime as jr
from jit_runtime.jit import default_cache
from jit_runtime.jit.cache import CacheWarning
from jit_runtime.onnx import demo, frozen, record

X = np.random.default_rng(0).standard_normal(demo.INPUT_SHAPE).astype(np.float32)

PROCESS = """
import json, sys
import numpy as np
import jit_runtime as jr
s = jr.Session(sys.argv[1], progress=False)
x = np.load(sys.argv[2])
out = s.run({"input": x})["probs"]
again = s.run({"input": x})["probs"]
p = s.load_profile()
print(json.dumps({"record": p.record, "frozen": p.frozen, "compiled": p.compiled, "stages": p.stages,
                  "sources": sorted({k.source for k in p.kernels}), "out": out.tolist(), "again": again.tolist()}))
"""


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(record, "RACY_S", 0.0)
    return tmp_path / "cache"


def model_file(tmp_path, seed=0, name="m.onnx"):
    path = tmp_path / name
    onnx.save(demo.build(seed), str(path))
    return str(path)


def in_a_process(path, tmp_path, **env) -> dict:
    x = tmp_path / "x.npy"
    np.save(x, X)
    r = subprocess.run([sys.executable, "-c", PROCESS, path, str(x)], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, **env))
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def plans(cache) -> list:
    return sorted((cache / "records").rglob(f"*{frozen.SUFFIX}"))


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A cache one cold process filled for model_file's model (record, kernels, frozen plan),
    and that process's output: the reference, computed on a cache of its own."""
    d = tmp_path_factory.mktemp("built")
    out = in_a_process(model_file(d), d, JIT_RUNTIME_CACHE_DIR=str(d / "cache"))
    assert out["record"] == "written" and out["frozen"] == "written" and out["compiled"] > 0
    return d / "cache", np.array(out["out"], np.float32)


@pytest.fixture
def filled(cache, built):
    """`cache` as the cold process left it (a copy of `built`'s)."""
    shutil.copytree(built[0], cache)
    return cache


def test_a_second_process_binds_nothing_and_gives_the_same_outputs(cache, tmp_path, built):
    path = model_file(tmp_path)
    cold = in_a_process(path, tmp_path)
    assert cold["record"] == "written" and cold["frozen"] == "written" and cold["compiled"] > 0
    assert len(plans(cache)) == 1
    warm = in_a_process(path, tmp_path)
    assert warm["record"] == "used" and warm["frozen"] == "used" and warm["compiled"] == 0
    assert warm["sources"] == ["frozen plan"]
    for stage in ("parse", "checks", "graph passes", "binding", "kernel lowering", "first run", "LLVM compile"):
        assert stage not in warm["stages"], stage  # (LLVM compile: the graph's own code is cached too)
    assert warm["out"] == cold["out"] and warm["again"] == cold["out"]  # bit for bit (floats in JSON: repr)
    np.testing.assert_array_equal(np.array(warm["out"], np.float32), built[1])  # and another cache's


def test_a_frozen_session_binds_its_program_when_asked(filled, tmp_path):
    path = model_file(tmp_path)
    s = jr.Session(path, progress=False)
    assert s.load_profile().frozen == "used" and s._cur is None  # nothing bound yet
    out = [s.run({"input": X})["probs"] for _ in range(3)]
    assert s._cur is None
    table = s.profile()  # binds the program, which takes over the runs' times
    assert s._cur is not None and s._cur.runs == 3 and "Conv" in table
    assert "Conv" in s.explain()
    x2 = X[:, :, :, :]  # a view: not what the native function takes, so the checked path runs
    np.testing.assert_array_equal(s.run({"input": np.asfortranarray(x2)})["probs"], out[0])
    assert all(np.array_equal(o, out[0]) for o in out)


def test_a_plan_for_another_record_is_refused_and_removed(filled, tmp_path, built):
    cache = filled
    a, b = model_file(tmp_path, seed=0, name="a.onnx"), model_file(tmp_path, seed=1, name="b.onnx")
    pa, = plans(cache)
    in_a_process(b, tmp_path)
    pb, = set(plans(cache)) - {pa}
    pa.write_bytes(pb.read_bytes())  # b's plan under a's name: its body names b's record
    with pytest.warns(CacheWarning, match="frozen plan .* unusable .*another record"):
        s = jr.Session(a, progress=False)
    # bound from the record instead, whose first run (settled: native at once) froze it again
    assert s.load_profile().frozen == "written" and s.load_profile().record == "used"
    assert json.loads(json.loads(pa.read_bytes())["body"])["key"] in pa.name
    np.testing.assert_array_equal(s.run({"input": X})["probs"], built[1])


@pytest.mark.parametrize("damage", ["byte", "truncated", "empty", "checksum"])
def test_a_damaged_plan_is_never_used(filled, tmp_path, built, damage):
    path = model_file(tmp_path)
    p, = plans(filled)
    raw = bytearray(p.read_bytes())
    if damage == "byte":
        at = raw.index(b'calls') + 40
        raw[at] = ord("7") if raw[at] != ord("7") else ord("3")
    elif damage == "truncated":
        raw = raw[:len(raw) // 2]
    elif damage == "empty":
        raw = bytearray()
    else:
        j = json.loads(raw)
        j["sha256"] = "0" * 64
        raw = bytearray(json.dumps(j).encode())
    p.write_bytes(bytes(raw))
    with pytest.warns(CacheWarning, match="frozen plan"):
        s = jr.Session(path, progress=False)
    assert s.load_profile().frozen == "written"  # removed, bound from the record, frozen again
    out = s.run({"input": X})["probs"]
    np.testing.assert_array_equal(out, built[1])
    warm = in_a_process(path, tmp_path)  # written again by that load, used by the next
    assert warm["frozen"] == "used" and np.array_equal(np.array(warm["out"], np.float32), out)


def test_a_plan_whose_kernel_object_is_gone_is_not_used(filled, tmp_path, built):
    path = model_file(tmp_path)
    p, = plans(filled)
    key = json.loads(json.loads(p.read_bytes())["body"])["objects"][0]
    default_cache()._entry(key).unlink()
    with pytest.warns(CacheWarning, match="no longer in the cache"):
        s = jr.Session(path, progress=False)
    assert s.load_profile().frozen != "used"
    np.testing.assert_array_equal(s.run({"input": X})["probs"], built[1])


def test_another_thread_count_binds_again(filled, tmp_path):
    cache, path = filled, model_file(tmp_path)
    other = in_a_process(path, tmp_path, JIT_RUNTIME_NUM_THREADS="1")
    threads = json.loads(json.loads(plans(cache)[0].read_bytes())["body"])["threads"]
    if threads != 1:  # (a one-core machine: the cap is 1 either way)
        assert other["frozen"] == "written"  # not used: planned again for one thread, and kept
    assert other["record"] == "used" and other["compiled"] == 0


def test_capture_refuses_what_it_cannot_place(cache, tmp_path):
    """A launch reading memory the program does not own, or a kernel of no cached object,
    makes no plan (None), so nothing unsafe is ever written."""
    path = model_file(tmp_path)
    s = jr.Session(path, progress=False)
    s.run({"input": X})
    prog = s._current
    planned = next(iter(prog.plans.values()))
    arena = planned.free[0]
    feeds = {prog.ids["input"]: X}
    sig = next(iter(prog.plans))
    def has(key):
        return True  # (this process may keep kernels of other tests' cache directories)
    assert frozen.capture(prog, arena, feeds, sig, has) is not None
    launch, template, scratch = arena.replay.calls[0]
    foreign = np.zeros(1 << 12, np.float32)
    arena.replay.calls[0] = (launch, tuple(("fixed", foreign.ctypes.data) for _ in template), scratch)
    assert frozen.capture(prog, arena, feeds, sig, has) is None
    arena.replay.calls[0] = (launch, template, scratch)
    from jit_runtime import kernel
    saved = kernel.ORIGINS.pop(launch.address)
    try:
        assert frozen.capture(prog, arena, feeds, sig, has) is None
    finally:
        kernel.ORIGINS[launch.address] = saved
    assert frozen.capture(prog, arena, feeds, sig, lambda key: False) is None  # an object not in the cache


def test_clearing_or_capping_the_records_removes_their_frozen_plans(filled, tmp_path, monkeypatch):
    cache, path = filled, model_file(tmp_path)
    assert len(plans(cache)) == 1
    record.store().clear()
    assert plans(cache) == [] and not list((cache / "records").rglob("*.plans.json"))
    in_a_process(path, tmp_path)
    assert len(plans(cache)) == 1
    record.store().enforce_cap(0)
    assert plans(cache) == []
