"""The disk cache of compiled objects: hits skip codegen, keys cover what shapes the code,
damage is detected and rebuilt, an unusable directory degrades to memory, LRU cap, processes
racing on the same kernels. Every test points JIT_RUNTIME_CACHE_DIR at its own tmp_path."""
from __future__ import annotations

import json
import multiprocessing
import os
import warnings
from dataclasses import replace
from pathlib import Path

import pytest

from jit_runtime.jit import CacheWarning, ObjectCache, compile_ir, default_cache, host_target
from jit_runtime.jit import cache as cache_mod
from jit_runtime.jit import compiler

from cache_kernels import entries, kernel_ir, runs_right


def verifies(path: Path) -> bool:
    return cache_mod._unpack(path.read_bytes())[0] is not None


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch) -> Path:
    root = tmp_path / "cache"
    monkeypatch.setenv(cache_mod.ENV_DIR, str(root))
    monkeypatch.delenv(cache_mod.ENV_MAX_MB, raising=False)
    return root


def test_second_compile_is_a_hit_without_codegen(cache_dir, monkeypatch):
    first = compile_ir(kernel_ir())
    assert not first.from_cache and runs_right(first)
    assert default_cache().path == cache_dir / "objects"
    (entry,) = entries(cache_dir)
    assert verifies(entry) and entry.with_suffix(".json").exists()
    assert oct(cache_dir.stat().st_mode & 0o777) == oct(0o700)
    assert oct(entry.parent.stat().st_mode & 0o777) == oct(0o700)

    def no_codegen(*a, **k):
        raise AssertionError("a hit must not optimize or generate code")
    monkeypatch.setattr(compiler, "_optimized", no_codegen)
    second = compile_ir(kernel_ir())
    assert second.from_cache and runs_right(second)
    assert default_cache().stats["hits"] == 1


def test_no_disk_cache_when_asked(cache_dir):
    for off in (False, None):
        mod = compile_ir(kernel_ir(), cache=off)
        assert not mod.from_cache and runs_right(mod)
    assert entries(cache_dir) == []


def test_default_cache_follows_the_environment(tmp_path, monkeypatch):
    a = default_cache()
    assert default_cache() is a
    monkeypatch.setenv(cache_mod.ENV_DIR, str(tmp_path / "other"))
    assert default_cache() is not a and default_cache().root == tmp_path / "other"
    monkeypatch.setenv(cache_mod.ENV_MAX_MB, "0.5")
    assert default_cache().cap == 1 << 19


def test_keys_cover_what_shapes_the_code(cache_dir):
    c = ObjectCache()
    t = host_target()
    ir = kernel_ir()
    base = c.key(ir, t, "")
    assert base == c.key(ir, t, "") and len(base) == 64
    variants = [c.key(ir, replace(t, features=t.features + ",+prefer-256-bit"), ""),
                c.key(ir, replace(t, cpu="x86-64-v3"), ""),
                c.key(ir, replace(t, opt_level=2), ""),
                c.key(ir, replace(t, pipeline="tiled"), ""),
                c.key(ir, replace(t, triple="aarch64-unknown-linux-gnu"), ""),
                c.key(ir, t, "lowering=2"),
                c.key(kernel_ir(factor=3), t, "")]
    assert len({base, *variants}) == 1 + len(variants)


def corrupt_after_compile(cache_dir: Path, damage) -> None:
    compile_ir(kernel_ir())
    (entry,) = entries(cache_dir)
    blob = bytearray(entry.read_bytes())
    entry.write_bytes(bytes(damage(blob)))


def flip(pos):
    def damage(blob):
        blob[pos % len(blob)] ^= 0x40
        return blob
    return damage


@pytest.mark.parametrize("damage", [
    lambda b: b[:-7],                       # truncated payload
    lambda b: b[:20],                       # truncated header
    lambda b: b"NOTMAGIC" + b[8:],          # wrong magic
    flip(cache_mod._HEADER.size + 100),     # a payload byte
    flip(40),                               # a checksum byte
], ids=["truncated", "truncated-header", "magic", "payload-byte", "checksum-byte"])
def test_damaged_entry_warns_once_and_is_rebuilt(cache_dir, damage):
    corrupt_after_compile(cache_dir, damage)
    with pytest.warns(CacheWarning) as caught:
        mod = compile_ir(kernel_ir())
    assert len(caught) == 1 and str(entries(cache_dir)[0]) in str(caught[0].message)
    assert not mod.from_cache and runs_right(mod)
    assert default_cache().stats["corrupt"] == 1
    (entry,) = entries(cache_dir)
    assert verifies(entry)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = compile_ir(kernel_ir())
    assert again.from_cache and runs_right(again)


def test_a_flipped_byte_anywhere_is_caught(cache_dir):
    c = ObjectCache()
    key = "ab" * 32
    c.put(key, bytes(range(256)) * 4, {"symbols": ["x"]})
    path = c._entry(key)
    good = path.read_bytes()
    for pos in range(len(good)):
        bad = bytearray(good)
        bad[pos] ^= 0x01
        path.write_bytes(bytes(bad))
        with pytest.warns(CacheWarning) as caught:
            assert c.get(key) is None
        assert len(caught) == 1
    assert c.stats["corrupt"] == len(good)


def test_unwritable_path_degrades_with_one_warning(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv(cache_mod.ENV_DIR, str(blocker / "cache"))  # even root can't mkdir here
    with pytest.warns(CacheWarning) as caught:
        mod = compile_ir(kernel_ir())
    assert len(caught) == 1 and "disk cache off" in str(caught[0].message)
    assert not mod.from_cache and runs_right(mod)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = compile_ir(kernel_ir())
    assert not again.from_cache and runs_right(again)
    assert not default_cache().enabled and default_cache().clear() == 0


# A read-only cache directory: tests/test_cache_stress.py::test_read_only_cache_dir (as nobody,
# in a child: chmod does not bind root).


def test_failed_write_turns_the_cache_off_with_one_warning(cache_dir):
    c = ObjectCache()
    ir, t = kernel_ir(), host_target()
    (c.path / c.key(ir, t)[:2]).write_text("a file where the fan-out dir should be")
    with pytest.warns(CacheWarning) as caught:
        mod = compile_ir(ir, t, cache=c)
        again = compile_ir(ir, t, cache=c)
    assert len(caught) == 1 and not c.enabled
    assert runs_right(mod) and runs_right(again) and not again.from_cache


def test_lru_cap_evicts_least_recently_used(cache_dir):
    c = ObjectCache()
    keys = [f"{i:02x}" * 32 for i in range(10)]
    for i, k in enumerate(keys):
        c.put(k, os.urandom(2000), {"symbols": [f"k{i}"]})
        os.utime(c._entry(k), (1e9 + i, 1e9 + i))  # k0 oldest ... k9 youngest
    assert c.get(keys[0]) is not None                # a hit makes k0 the youngest
    total = c.info()["bytes"]
    small = ObjectCache(max_bytes=int(total * 0.9))
    small.put("ff" * 32, os.urandom(2000), {"symbols": ["new"]})
    info = small.info()
    assert info["bytes"] <= 0.8 * small.cap and small.stats["evicted"] >= 3
    alive = {k for k in keys + ["ff" * 32] if small._entry(k).exists()}
    assert keys[1] not in alive and not small._sidecar(keys[1]).exists()
    assert keys[0] in alive and "ff" * 32 in alive
    evicted = [k for k in keys[1:] if k not in alive]
    assert evicted == keys[1:1 + len(evicted)]       # oldest first, in order


def test_cap_from_environment(monkeypatch):
    monkeypatch.setenv(cache_mod.ENV_MAX_MB, "2")
    assert ObjectCache().cap == 2 << 20
    monkeypatch.delenv(cache_mod.ENV_MAX_MB)
    assert ObjectCache().cap == 512 << 20


def test_clear_empties_it(cache_dir):
    for i in range(3):
        compile_ir(kernel_ir(f"g{i}"))
    c = default_cache()
    assert c.info()["entries"] == 3
    assert c.clear() == 3
    info = c.info()
    assert info["entries"] == 0 and info["bytes"] == 0 and entries(cache_dir) == []
    assert not compile_ir(kernel_ir("g0")).from_cache


def test_explain_names_the_difference(cache_dir, monkeypatch):
    c = default_cache()
    t, ir = host_target(), kernel_ir("expl")
    assert "no entry defines 'expl'" in c.explain("expl", ir, t, "1")
    with monkeypatch.context() as m:
        m.setattr(cache_mod.llvmlite, "__version__", "0.49.0")
        compile_ir(ir, t, salt="1")                   # an entry made by an older llvmlite
    why = c.explain("expl", ir, t, "1")
    assert why.startswith("miss") and f"llvmlite 0.49.0 -> {cache_mod.llvmlite.__version__}" in why
    compile_ir(ir, t, salt="1")
    assert c.explain("expl", ir, t, "1").startswith("hit")
    assert "features differ" in c.explain("expl", ir, replace(t, features=t.features + ",+prefer-256-bit"), "1")
    assert "+prefer-256-bit" in c.explain("expl", ir, replace(t, features=t.features + ",+prefer-256-bit"), "1")
    assert "salt '1' -> '2'" in c.explain("expl", ir, t, "2")
    assert "opt 3 -> 2" in c.explain("expl", ir, replace(t, opt_level=2), "1")
    assert "pipeline default -> tiled" in c.explain("expl", ir, replace(t, pipeline="tiled"), "1")
    assert "cpu" in c.explain("expl", ir, replace(t, cpu="x86-64-v3"), "1")
    assert "IR differs" in c.explain("expl", kernel_ir("expl", 5), t, "1")


def test_sidecar_explains_the_entry(cache_dir):
    compile_ir(kernel_ir("side"), salt="lowering=1")
    (entry,) = entries(cache_dir)
    meta = json.loads(entry.with_suffix(".json").read_text())
    assert meta["symbols"] == ["side"] and meta["salt"] == "lowering=1"
    assert meta["triple"] == host_target().triple and meta["opt"] == 3
    assert {"cpu", "features", "llvmlite", "llvm", "ir_sha256", "created", "key"} <= meta.keys()


def _race_worker(root: str, barrier, results) -> None:
    """One of two processes compiling the same 20 kernels at the same moment."""
    os.environ[cache_mod.ENV_DIR] = root
    barrier.wait()
    ok = [runs_right(compile_ir(kernel_ir(f"k{i}", i + 2)), f"k{i}", i + 2) for i in range(20)]
    results.put(ok)


def test_two_processes_compiling_the_same_kernels(cache_dir):
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(2), ctx.Queue()
    procs = [ctx.Process(target=_race_worker, args=(str(cache_dir), barrier, results))
             for _ in range(2)]
    for p in procs:
        p.start()
    got = [results.get(timeout=60) for _ in procs]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    assert got == [[True] * 20] * 2
    found = entries(cache_dir)
    assert len(found) == 20 and all(verifies(e) for e in found)
    assert not list(cache_dir.glob("objects/*/.tmp-*"))
