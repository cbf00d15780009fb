"""Load records (onnx/record.py): a second process loads a model without its checks, shape
inference, graph passes, lowering or compiles; a record made for other model bytes,
another device or another version of the code is never used; a damaged one is removed,
rebuilt, and the model's outputs are what a load from scratch gives."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings

import numpy as np
import onnx
import pytest

import jit_runtime as jr
from jit_runtime import fingerprint
from jit_runtime.jit.cache import CacheWarning
from jit_runtime.onnx import demo, record

X = np.random.default_rng(0).standard_normal(demo.INPUT_SHAPE).astype(np.float32)


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache directory of the test's own (records, kernels and objects)."""
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(record, "RACY_S", 0.0)  # files written just now may be remembered
    return tmp_path / "cache"


def model_file(tmp_path, seed=0, name="m.onnx"):
    path = tmp_path / name
    onnx.save(demo.build(seed), str(path))
    return str(path)


def load(path, **kw):
    s = jr.Session(path, progress=False, **kw)
    out = s.run({"input": X})["probs"]
    record.store().flush()
    return s, out


def records(cache) -> list:
    return sorted((cache / "records").rglob("*.rec"))


WARM = """
import json, sys
import numpy as np
import jit_runtime as jr
s = jr.Session(sys.argv[1], progress=False)
out = s.run({"input": np.load(sys.argv[2])})["probs"]
p = s.load_profile()
print(json.dumps({"record": p.record, "frozen": p.frozen, "compiled": p.compiled, "sources": sorted({k.source for k in p.kernels}),
                  "stages": p.stages, "details": p.details, "fast": s._fast is not None, "out": out.tolist()}))
"""


def in_a_process(path, x_file) -> dict:
    """A load and one run in a process of its own (this one keeps kernels it compiled for
    other tests in memory, and would not put them in this test's cache)."""
    r = subprocess.run([sys.executable, "-c", WARM, path, x_file], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ))
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_a_second_process_compiles_nothing_lowers_nothing_and_uses_the_record(cache, tmp_path):
    path = model_file(tmp_path)
    np.save(tmp_path / "x.npy", X)
    cold = in_a_process(path, str(tmp_path / "x.npy"))
    assert cold["record"] == "written" and cold["compiled"] > 0
    assert len(records(cache)) == 1
    frozen = sorted((cache / "records").rglob("*.frozen.json"))
    assert len(frozen) == 1
    frozen[0].unlink()  # (the frozen plan's own path is test_frozen_plan.py's): bind from the record
    warm = in_a_process(path, str(tmp_path / "x.npy"))
    assert warm["record"] == "used" and warm["compiled"] == 0
    assert warm["sources"] == ["index"]  # every kernel found through the index: none lowered
    for stage in ("parse", "shape inference", "graph passes", "kernel lowering"):
        assert stage not in warm["stages"], stage
    assert set(warm["details"].get("LLVM compile", {})) <= {"in native plan"}  # the run's own plan only
    assert warm["fast"]  # the settled plan: one run, and the session runs natively
    np.testing.assert_array_equal(np.array(warm["out"], np.float32), np.array(cold["out"], np.float32))
    _, here = load(path)  # and what this process computes
    np.testing.assert_array_equal(np.array(warm["out"], np.float32), here)


def test_a_record_is_used_in_process_and_gives_the_same_outputs(cache, tmp_path):
    path = model_file(tmp_path)
    _, cold = load(path)
    s, warm = load(path)
    assert s.load_profile().record == "used"
    np.testing.assert_array_equal(warm, cold)
    assert s.graph.name == demo.build().graph.name and len(s.graph.nodes) == 10  # read again on demand
    assert [t.name for t in s.get_inputs()] == ["input"] and [t.name for t in s.get_outputs()] == ["probs"]


def test_other_model_bytes_are_another_record(cache, tmp_path):
    a = model_file(tmp_path, seed=0)
    _, out_a = load(a)
    onnx.save(demo.build(seed=1), a)  # the same path, other weights
    s, out_b = load(a)
    assert s.load_profile().record == "written"  # not the first model's record
    _, ref = load(model_file(tmp_path, seed=1, name="fresh.onnx"))
    np.testing.assert_array_equal(out_b, ref)
    assert not np.array_equal(out_a, out_b)
    assert len(records(cache)) == 2


def test_a_file_changed_in_place_with_its_size_and_mtime_is_hashed_again(cache, tmp_path):
    path = model_file(tmp_path, seed=0)
    st = os.stat(path)
    d0 = record.file_digest(path)
    data = bytearray(open(path, "rb").read())
    data[-20] ^= 0xFF  # one byte of a weight
    with open(path, "r+b") as f:
        f.write(bytes(data))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # size and mtime as before: the ctime moved
    assert record.file_digest(path) != d0


def test_another_device_or_another_code_version_is_another_record(cache, tmp_path, monkeypatch):
    path = model_file(tmp_path)
    _, ref = load(path)
    s, out = load(path, device="x86-64")
    assert s.load_profile().record == "written"
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-6)
    monkeypatch.setattr(fingerprint, "code", lambda: "another version of the code")
    s, out = load(path)
    assert s.load_profile().record == "written"
    np.testing.assert_array_equal(out, ref)
    assert len(records(cache)) == 3


def test_a_record_under_another_key_is_refused_and_rebuilt(cache, tmp_path):
    a, b = model_file(tmp_path, 0, "a.onnx"), model_file(tmp_path, 1, "b.onnx")
    _, out_a = load(a)
    _, out_b = load(b)
    ra, rb = [p for p in records(cache)]
    ra.write_bytes(rb.read_bytes())  # one model's record where the other's belongs
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sa, again_a = load(a)
        sb, again_b = load(b)
    assert any(issubclass(w.category, CacheWarning) and "another model" in str(w.message) for w in caught)
    assert sorted(s.load_profile().record[:7] for s in (sa, sb)) == ["rebuilt", "used"]  # (which one: the keys say)
    np.testing.assert_array_equal(again_a, out_a)
    np.testing.assert_array_equal(again_b, out_b)


@pytest.mark.parametrize("damage", ["weights", "nodes", "header", "truncated", "empty"])
def test_a_damaged_record_is_never_used(cache, tmp_path, damage):
    path = model_file(tmp_path)
    _, ref = load(path)
    (rec,) = records(cache)
    data = bytearray(rec.read_bytes())
    if damage == "weights":
        data[-100] ^= 0x40
    elif damage == "nodes":
        data[data.index(b"Conv", 200)] ^= 0x01
    elif damage == "header":
        data[60] ^= 0x01
    elif damage == "truncated":
        data = data[:len(data) // 2]
    else:
        data = bytearray()
    rec.write_bytes(bytes(data))
    with pytest.warns(CacheWarning, match="unusable"):
        s, out = load(path)
    assert s.load_profile().record.startswith("rebuilt")
    np.testing.assert_array_equal(out, ref)
    s, out = load(path)  # written again, and good
    assert s.load_profile().record == "used"
    np.testing.assert_array_equal(out, ref)


def test_records_are_written_whole_and_capped(cache, tmp_path, monkeypatch):
    for seed in range(3):
        load(model_file(tmp_path, seed, f"m{seed}.onnx"))
    assert not list((cache / "records").rglob(".tmp-*"))
    sizes = [p.stat().st_size for p in records(cache)]
    assert len(sizes) == 3
    monkeypatch.setenv(record.ENV_MAX_MB, str((sizes[0] * 2.5) / 2**20))
    load(model_file(tmp_path, 3, "m3.onnx"))
    assert len(records(cache)) == 2  # least recently used went first
    monkeypatch.setenv(record.ENV_MAX_MB, "0")
    s, _ = load(model_file(tmp_path, 4, "m4.onnx"))
    assert s.load_profile().record == "written" and len(records(cache)) == 2  # (too big to keep: not written)


def test_a_model_given_as_bytes_or_proto_has_a_record_too(cache, tmp_path):
    m = demo.build(seed=2)
    ref = jr.Session(m, progress=False).run({"input": X})["probs"]
    record.store().flush()
    for given in (m.SerializeToString(), m):
        s = jr.Session(given, progress=False)
        assert s.load_profile().record == "used"
        np.testing.assert_array_equal(s.run({"input": X})["probs"], ref)


def test_custom_passes_or_no_disk_cache_mean_no_record(cache, tmp_path, monkeypatch):
    path = model_file(tmp_path)
    s = jr.Session(path, passes=[], progress=False)
    assert s.load_profile().record == ""
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", "/proc/no/such/dir")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        s = jr.Session(path, progress=False)
    assert s.load_profile().record.startswith("off")
