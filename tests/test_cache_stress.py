"""The object cache (jit/cache.py) and the performance database (runtime/perfdb.py) under
stress: processes compiling and tuning the same ops at once, a read-only directory, a full
disk, the directory deleted mid-run, entries damaged byte by byte, hostile payloads (a
pickle where an object or a row should be), and the permissions they are created with."""
from __future__ import annotations

import ast
import errno
import multiprocessing
import os
import pickle
import shutil
import sqlite3
import stat
import tempfile
import warnings
from pathlib import Path

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import tuning
from jit_runtime.jit import CacheWarning, ObjectCache, compile_ir, default_cache, host_target
from jit_runtime.jit import cache as cache_mod
from jit_runtime.perfdb import Measurement, PerfDB, PerfDBWarning, well_formed

from cache_kernels import entries, kernel_ir, runs_right

ROOT = Path(__file__).resolve().parent.parent

SRC = """
op st_scale(x: f32[...]) -> y: f32[...] { y[...] = x[...] * 3.0 + 1.0 }
op st_rowmax(x: f32[N, C]) -> y: f32[N] { y[n] = max[c](x[n, c]) }
op st_soft(x: f32[..., C]) -> y: f32[..., C] {
    m[...] = max[c](x[..., c])
    e[..., c] = exp(x[..., c] - m[...])
    y[..., c] = e[..., c] / sum[k](e[..., k])
}
"""


def refs(x: np.ndarray) -> dict[str, np.ndarray]:
    e = np.exp(x - x.max(-1, keepdims=True))
    return {"st_scale": x * 3 + 1, "st_rowmax": x.max(-1), "st_soft": e / e.sum(-1, keepdims=True)}


def sound(entry: Path) -> bool:
    """A whole entry: header, checksum, an object file; its sidecar JSON names its key."""
    import json
    obj, _ = cache_mod._unpack(entry.read_bytes())
    side = json.loads(entry.with_suffix(".json").read_text())
    return obj is not None and cache_mod.looks_like_object(obj) == "" and side["key"] == entry.stem


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch) -> Path:
    root = tmp_path / "cache"
    monkeypatch.setenv(cache_mod.ENV_DIR, str(root))
    monkeypatch.delenv(cache_mod.ENV_MAX_MB, raising=False)
    monkeypatch.setattr(tuning, "_db", None)
    monkeypatch.setattr(tuning, "_db_failed", False)
    monkeypatch.setattr(tuning, "_db_warned", False)
    tuning.forget()
    yield root
    tuning.forget()


def modes(root: Path) -> dict[str, int]:
    return {str(p.relative_to(root.parent)): stat.S_IMODE(p.stat().st_mode)
            for p in [root, *root.rglob("*")]}


# --- permissions and what is read -----------------------------------------------------------

def test_created_private(tmp_path, monkeypatch):
    """Every directory the cache and the database create is 0700, every file 0600, whatever
    the umask; parents included."""
    old = os.umask(0o022)
    try:
        root = tmp_path / "a" / "b" / "cache"
        monkeypatch.setenv(cache_mod.ENV_DIR, str(root))
        assert runs_right(compile_ir(kernel_ir()))
        db = PerfDB(tmp_path / "x" / "y" / "perf.sqlite")
        db.record(Measurement("h", "op", "b", "d", "simd@host/t1", 1e-6, 0.1, 3, 0.0, "ok", "", 1.0))
    finally:
        os.umask(old)
    found = modes(tmp_path / "a") | modes(tmp_path / "x")
    dirs = {p: m for p, m in found.items() if (tmp_path / p).is_dir()}
    files = {p: m for p, m in found.items() if not (tmp_path / p).is_dir()}
    assert dirs and all(m == 0o700 for m in dirs.values()), dirs
    assert any(p.endswith(".obj") for p in files) and any(p.endswith("perf.sqlite") for p in files)
    assert all(m == 0o600 for p, m in files.items() if not p.endswith(("-wal", "-shm"))), files


def test_no_pickle_marshal_eval_or_exec_on_the_read_paths():
    """The modules that read the cache and the database import no deserializer that runs
    code and call no eval/exec/compile."""
    banned_modules = {"pickle", "cPickle", "marshal", "shelve", "dill", "cloudpickle", "yaml", "joblib"}
    banned_calls = {"eval", "exec", "compile", "__import__", "loads"}
    for rel in ("jit/cache.py", "runtime/perfdb.py", "jit/compiler.py"):
        tree = ast.parse((ROOT / rel).read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not {a.name.split(".")[0] for a in node.names} & banned_modules, (rel, node.lineno)
            elif isinstance(node, ast.ImportFrom):
                assert (node.module or "").split(".")[0] not in banned_modules, (rel, node.lineno)
            elif isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if name == "loads":  # json.loads only
                    assert isinstance(f, ast.Attribute) and getattr(f.value, "id", "") == "json", (rel, node.lineno)
                else:  # the builtins (re.compile is not one)
                    assert not (isinstance(f, ast.Name) and name in banned_calls), (rel, node.lineno)


class _Trap:
    """Unpickling this creates `marker`: the proof that something unpickled it."""

    def __init__(self, marker: str):
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


def _compile_in_child(root: str, ir: str, out) -> None:
    os.environ[cache_mod.ENV_DIR] = root
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        mod = compile_ir(ir)
        out.put((mod.from_cache, runs_right(mod), [str(w.message) for w in caught
                                                    if issubclass(w.category, CacheWarning)]))


def test_a_pickle_in_an_entry_is_refused_not_run(cache_dir, tmp_path):
    """A pickle stored under a kernel's key with a valid header and checksum (so only a
    forger could have made it): refused as not an object file, one warning, rebuilt,
    never unpickled, never handed to LLVM (whose loader would crash on it; the compile runs
    in a child so that a crash fails the test instead of killing it)."""
    marker = tmp_path / "unpickled"
    ir = kernel_ir()
    c = ObjectCache()
    key = c.key(ir, host_target(), "")
    entry = c._entry(key)
    entry.parent.mkdir(parents=True, exist_ok=True)
    payload = pickle.dumps(_Trap(str(marker)))
    entry.write_bytes(cache_mod._pack(payload))
    entry.with_suffix(".json").write_bytes(payload)  # and a pickle where the JSON sidecar goes
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    p = ctx.Process(target=_compile_in_child, args=(str(cache_dir), ir, out))
    p.start()
    from_cache, right, warned = out.get(timeout=120)
    p.join(60)
    assert p.exitcode == 0 and right and not from_cache
    assert len(warned) == 1 and "not an object file" in warned[0]
    assert not marker.exists()
    assert sound(entry)  # rebuilt: a real object now
    entry.with_suffix(".json").write_bytes(payload)
    assert c.explain("f", ir, host_target()).startswith("hit")  # the sidecar is read as JSON, or not at all
    assert "miss" in c.explain("f", kernel_ir(factor=3), host_target())
    assert not marker.exists()


def test_a_pickle_in_the_database_is_refused_not_run(tmp_path):
    marker = tmp_path / "unpickled"
    payload = pickle.dumps(_Trap(str(marker)))
    path = tmp_path / "perf.sqlite"
    db = PerfDB(path)
    good = Measurement("h", "op", "b", "d", "simd@host/t1", 2e-6, 0.1, 3, 0.0, "ok", "", 1.0)
    db.record(good)
    with sqlite3.connect(path) as c:  # rows written by something else: blobs where text and numbers go
        c.execute("INSERT INTO measurements VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                  ("h", "op", "b", "d", payload, 1e-6, 0.1, 3, 0.0, "ok", "", 1.0))
        c.execute("INSERT INTO measurements VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                  ("h", "op", "b", "d", "scalar@host/t1", payload, 0.1, 3, 0.0, "ok", "", 1.0))
    fresh = PerfDB(path)
    with pytest.warns(PerfDBWarning, match="2 malformed row"):
        assert fresh.best("h", "b", "d") == good
    assert fresh.rows() == [good]
    path2 = tmp_path / "other.sqlite"
    path2.write_bytes(payload)  # the whole file a pickle
    with pytest.warns(PerfDBWarning, match="damaged"):
        again = PerfDB(path2)
    assert again.rows() == [] and list(tmp_path.glob("other.sqlite.corrupt-*"))
    assert not marker.exists()


# --- processes at once ------------------------------------------------------------------------

def _stress_worker(root: str, k: int, barrier, results) -> None:
    os.environ[cache_mod.ENV_DIR] = root
    os.environ["JIT_RUNTIME_NUM_THREADS"] = "1"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ops = jr.load_ops(SRC)
        x = np.random.default_rng(0).standard_normal((8, 67), dtype=np.float32)
        want = refs(x.astype(np.float64))
        barrier.wait()  # compile the same kernels at the same moment
        ok = []
        for name in ("st_scale", "st_rowmax", "st_soft"):
            for v in ("scalar", "simd"):
                ok.append(bool(np.allclose(ops[name](x, variant=v), want[name], rtol=1e-5, atol=1e-6)))
        db = tuning.default_db()
        mine = [Measurement(f"stress{k}", "op", "b", "dev", f"simd@host/t{i}", 1e-6 * (i + 1), 0.0, 1, 0.0,
                            "ok", "", float(i)) for i in range(100)]
        barrier.wait()  # tune and write at the same moment
        res = jr.tune(ops.st_scale, [x], budget_s=2.0, progress=False)
        for m in mine:  # one transaction each, interleaved with the other processes
            db.record(m)
        results.put((k, ok, [tuple(r.__dict__.values()) for r in res.rows],
                     [f"{w.category.__name__}: {w.message}" for w in caught
                      if issubclass(w.category, (CacheWarning, PerfDBWarning, RuntimeWarning))]))


def test_processes_compile_and_tune_the_same_ops_at_once(cache_dir):
    n = 4
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(n), ctx.Queue()
    procs = [ctx.Process(target=_stress_worker, args=(str(cache_dir), k, barrier, results)) for k in range(n)]
    for p in procs:
        p.start()
    got = sorted(results.get(timeout=170) for _ in procs)
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    for k, ok, rows, warned in got:
        assert all(ok) and warned == [], (k, warned)
    found = entries(cache_dir)
    assert len(found) >= 6 and all(sound(e) for e in found)  # no torn entries
    assert not list(cache_dir.glob("objects/*/.tmp-*"))
    db = PerfDB(cache_dir / "perf.sqlite")
    for k in range(n):  # no lost rows
        assert len(db.rows(op_hash=f"stress{k}")) == 100
    tuned = [r for _, _, rows, _ in got for r in rows]
    in_db = [tuple(m.__dict__.values()) for m in db.rows(op_hash=tuned[0][0])]
    assert in_db and set(in_db) <= set(tuned)  # each row exactly as one process wrote it: none mixed
    key = lambda r: (r[0], r[2], r[3], r[4])  # noqa: E731 - op hash, bucket, device, candidate
    assert {key(r) for r in in_db} == {key(r) for r in tuned}  # every candidate measured is there
    assert all(well_formed(m) for m in db.rows())


# --- a read-only directory -----------------------------------------------------------------------

def _read_only_worker(root: str, irs: list[str], out) -> None:
    os.environ[cache_mod.ENV_DIR] = root
    x = np.random.default_rng(1).standard_normal((4, 67), dtype=np.float32)
    ops = jr.load_ops(SRC)
    compile_ir(kernel_ir("warm"), cache=False)  # LLVM loaded before the imports become impossible
    import jit_runtime.consistency  # noqa: F401 - everything lazily imported, now, while we can
    import jit_runtime.dsl.interpret  # noqa: F401
    if os.getuid() == 0:
        os.setgid(65534)
        os.setuid(65534)  # nobody: chmod now binds, as it does not for root
    try:
        Path(root, "objects", "probe").write_text("x")
        out.put(("writable", os.getuid()))
        return
    except OSError:
        pass
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        hits = [compile_ir(ir).from_cache for ir in irs]
        new = compile_ir(kernel_ir("new", 5))
        y = ops.st_scale(x)
        again = compile_ir(kernel_ir("new", 5))
    out.put(("ok", hits, runs_right(new, "new", 5) and not again.from_cache,
             bool(np.allclose(y, x * 3 + 1, rtol=1e-6, atol=1e-6)),
             [f"{w.category.__name__}: {w.message}" for w in caught]))


def test_read_only_cache_dir(tmp_path):
    """A cache another user made (or on a read-only mount): its entries are still used,
    new kernels compile in memory, one warning for the cache (and one for the database it
    can't open). Run as nobody in a child: root ignores chmod."""
    shared = Path(tempfile.mkdtemp(prefix="jr-ro-"))
    try:
        os.chmod(shared, 0o755)
        root = shared / "cache"
        irs = [kernel_ir(f"k{i}", i + 2) for i in range(3)]
        c = ObjectCache(root)
        for ir in irs:
            compile_ir(ir, cache=c)
        PerfDB(root / "perf.sqlite").record(
            Measurement("h", "op", "b", "d", "simd@host/t1", 1e-6, 0.1, 3, 0.0, "ok", "", 1.0))
        for p in [root, *root.rglob("*")]:
            os.chmod(p, 0o555 if p.is_dir() else 0o444)
        ctx = multiprocessing.get_context("spawn")
        out = ctx.Queue()
        p = ctx.Process(target=_read_only_worker, args=(str(root), irs, out))
        p.start()
        res = out.get(timeout=120)
        p.join(60)
        assert p.exitcode == 0
        assert res[0] == "ok", f"the directory stayed writable for uid {res[1]}"
        _, hits, new_ok, op_ok, warned = res
        assert hits == [True, True, True] and new_ok and op_ok
        cache_warnings = [w for w in warned if w.startswith("CacheWarning")]
        assert len(cache_warnings) == 1 and "read-only" in cache_warnings[0], warned
        assert all("corrupt" not in w for w in warned)
    finally:
        for p in [shared, *shared.rglob("*")]:
            os.chmod(p, 0o700)
        shutil.rmtree(shared)


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES])
def test_unwritable_at_open_still_reads(cache_dir, monkeypatch, code):
    """The same in this process: creating files raises EROFS / EACCES."""
    irs = [kernel_ir(f"k{i}", i + 2) for i in range(2)]
    for ir in irs:
        compile_ir(ir)

    def refuse(*a, **k):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(cache_mod.tempfile, "mkstemp", refuse)
    monkeypatch.setenv(cache_mod.ENV_MAX_MB, "100")  # a new default cache
    with pytest.warns(CacheWarning) as caught:
        hits = [compile_ir(ir) for ir in irs]
        new = compile_ir(kernel_ir("new", 7))
        compile_ir(kernel_ir("new2", 9))
    assert len(caught) == 1 and "read-only" in str(caught[0].message)
    assert all(h.from_cache and runs_right(h, f"k{i}", i + 2) for i, h in enumerate(hits))
    assert runs_right(new, "new", 7) and not new.from_cache
    assert default_cache().enabled and not default_cache().writable
    assert len(entries(cache_dir)) == 2


# --- a full disk ------------------------------------------------------------------------------

_fdopen = os.fdopen


class _FullFile:
    def __init__(self, fd):
        self.f = _fdopen(fd, "wb")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()

    def write(self, data):
        self.f.write(data[: len(data) // 2])  # part of it lands, then the disk is full
        self.f.flush()
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_disk_full_leaves_nothing_half_written(cache_dir, monkeypatch):
    compile_ir(kernel_ir("before", 3))
    monkeypatch.setattr(cache_mod.os, "fdopen", lambda fd, mode="r", *a, **k: _FullFile(fd))
    with pytest.warns(CacheWarning) as caught:
        a = compile_ir(kernel_ir("a", 4))
        b = compile_ir(kernel_ir("b", 5))
    assert len(caught) == 1 and "No space left" in str(caught[0].message)
    assert runs_right(a, "a", 4) and runs_right(b, "b", 5)
    assert len(entries(cache_dir)) == 1  # the one written before
    assert not [p for p in cache_dir.rglob("*") if p.name.startswith(".tmp-")]  # temp files removed
    assert all(sound(e) for e in entries(cache_dir))


def test_database_full_costs_the_record_not_the_call(cache_dir):
    op = jr.load_ops("op full_op(x: f32[...]) -> y: f32[...] { y[...] = x[...] + 2.0 }").full_op
    db = tuning.default_db()
    c = db._conn()
    c.execute(f"PRAGMA max_page_count = {c.execute('PRAGMA page_count').fetchone()[0]}")
    with pytest.raises(sqlite3.OperationalError, match="full"):  # fill what is left: SQLITE_FULL
        for i in range(100000):
            db.record(Measurement("filler", "op", "b" * 200, "d", f"simd@host/t{i}", 1e-6, 0.1, 3, 0.0,
                                  "ok", "", 1.0))
    x = np.arange(16, dtype=np.float32)
    with pytest.warns(RuntimeWarning, match="performance database unusable.*full"):
        res = jr.tune(op, [x], budget_s=1.0, progress=False)
    assert res.rows and (res.best is not None or all(r.status != "ok" for r in res.rows))
    np.testing.assert_array_equal(op(x), x + 2)  # the call still runs (heuristic)
    assert db.rows(op_hash=tuning.op_hash(op)) == []


# --- deleted mid-run -------------------------------------------------------------------------------

def test_cache_dir_deleted_between_calls(cache_dir):
    ops = jr.load_ops(SRC)
    x = np.random.default_rng(2).standard_normal((4, 67), dtype=np.float32)
    want = refs(x.astype(np.float64))
    np.testing.assert_allclose(ops.st_scale(x), want["st_scale"], rtol=1e-6)
    db = tuning.default_db()
    db.record(Measurement("h", "op", "b", "d", "simd@host/t1", 1e-6, 0.1, 3, 0.0, "ok", "", 1.0))
    assert entries(cache_dir)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing to warn about: the directory is made again
        for round_ in range(2):
            shutil.rmtree(cache_dir)
            np.testing.assert_allclose(ops.st_rowmax(x, variant=("scalar", "simd")[round_]), want["st_rowmax"])
            np.testing.assert_allclose(ops.st_soft(x, variant=("scalar", "simd")[round_]), want["st_soft"],
                                       rtol=1e-5, atol=1e-7)
            db.record(Measurement("h", "op", "b", "d", f"scalar@host/t{round_}", 1e-6, 0.1, 3, 0.0, "ok", "", 1.0))
            assert [m.candidate for m in db.rows()] == [f"scalar@host/t{round_}"]
            assert len(entries(cache_dir)) == 2 and all(sound(e) for e in entries(cache_dir))
            assert stat.S_IMODE(cache_dir.stat().st_mode) == 0o700
    assert ObjectCache().info()["entries"] == 2


# --- damage -----------------------------------------------------------------------------------

def test_every_header_byte_and_sampled_payload_bytes_flipped(cache_dir):
    """A real kernel's entry, damaged one byte at a time (every header byte, 48 payload
    positions, the last byte): each is caught with exactly one warning, never loaded, and
    the entry is rebuilt whole."""
    ir = kernel_ir("flip", 6)
    compile_ir(ir)
    (entry,) = entries(cache_dir)
    good = entry.read_bytes()
    rng = np.random.default_rng(3)
    head = cache_mod._HEADER.size
    positions = list(range(head)) + sorted(rng.choice(np.arange(head, len(good) - 1), 48, replace=False)) \
        + [len(good) - 1]
    for pos in positions:
        bad = bytearray(good)
        bad[pos] ^= 1 << int(rng.integers(8))
        entry.write_bytes(bytes(bad))
        with pytest.warns(CacheWarning) as caught:
            mod = compile_ir(ir)
        assert len(caught) == 1 and "corrupt entry" in str(caught[0].message), pos
        assert not mod.from_cache and runs_right(mod, "flip", 6)
        assert entry.read_bytes() == good  # rebuilt (the same object bytes again)
    assert default_cache().stats["corrupt"] == len(positions)


def test_database_damaged_byte_by_byte(tmp_path):
    """SQLite has no page checksums: what quick_check catches is moved aside with one
    warning; whatever else opens is read through the row checks, so nothing malformed comes
    back and no call fails."""
    path = tmp_path / "perf.sqlite"
    db = PerfDB(path)
    db.record([Measurement("h", "op", f"b{i}", "d", "simd@host/t1", 1e-6 * (i + 1), 0.1, 3, 0.0, "ok", "", 1.0)
               for i in range(30)])
    db._conn().execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db._close()
    good = path.read_bytes()
    rng = np.random.default_rng(4)
    positions = list(range(0, 100, 3)) + sorted(rng.choice(np.arange(100, len(good)), 40, replace=False))
    outcomes = {"set aside": 0, "opened": 0}
    for pos in positions:
        for p in tmp_path.glob("perf.sqlite*"):
            p.unlink()
        bad = bytearray(good)
        bad[pos] ^= 0xFF
        path.write_bytes(bytes(bad))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                d = PerfDB(path)
                rows = d.rows()
                d.best("h", "b1", "d")
            except (sqlite3.DatabaseError, UnicodeError):
                rows = None  # damage SQLite only sees when reading further: reported, not trusted
            moved = [w for w in caught if "damaged" in str(w.message)]
        assert len(moved) <= 1
        outcomes["set aside" if moved else "opened"] += 1
        assert rows is None or all(well_formed(m) for m in rows)
    assert outcomes["set aside"] > 0
