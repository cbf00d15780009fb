"""The load record: a model as a previous process left it after checks, shape inference and
graph passes, so the next load of the same model on the same machine does none of them.

A record is one file under `<cache>/records/`, named by a sha256 over everything the
graph after passes depends on: the model's bytes (and its external data files'), the
device (triple, CPU, features, the session's device, variant and threads options), the
memory limit as given, this package's code and the versions of numpy, onnx and llvmlite
(fingerprint.code()). Another model, device or version is another name, so a stale
record is never found; its header repeats the components, checked again on reading.

Its layout, and reading it back with every part checked, are recordfile.py's.

Written by temp file and rename (a reader sees a whole record or none), from a thread
while the load goes on. A record that fails any check (truncated, bits flipped, another
key's file) is removed with a warning and the model is loaded from scratch, which writes
it again. The folder is capped (JIT_RUNTIME_RECORD_MAX_MB, default 2048), least recently
used first; `jit-runtime cache clear` empties it.

A model given by path is hashed once per version of the file: the digest is kept with
the file's identity (device, inode, size, mtime and ctime in ns) and used again while
that identity holds, and only for files last changed over RACY_S seconds before they
were hashed (a change within the timestamps' resolution could otherwise go unseen).
"""
from __future__ import annotations

import hashlib
import json
import os
import threading
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx

from .model import Graph
from .recordfile import FORMAT, Face, Record, RecordError, encode, read, write
from ..jit.cache import CacheWarning, _mkdir_private, _write_atomic, cache_root

__all__ = ["Face", "Record", "RecordError", "Records", "Wanted", "store", "open_record", "save_record",
           "save_plan", "load_plans", "file_digest", "model_digest"]

ENV_MAX_MB = "JIT_RUNTIME_RECORD_MAX_MB"
DEFAULT_MAX_MB = 2048
RACY_S = 2.0


def folder(root: Path | None = None) -> Path:
    return (root or cache_root()) / "records"


def cap_bytes() -> int:
    raw = os.environ.get(ENV_MAX_MB)
    if raw:
        try:
            mb = float(raw)
            if mb >= 0:
                return int(mb * 2**20)
        except ValueError:
            pass
        warnings.warn(f"{ENV_MAX_MB}={raw!r} is not a number of MiB; using {DEFAULT_MAX_MB}", CacheWarning,
                      stacklevel=3)
    return DEFAULT_MAX_MB << 20


# --- the model's digest ---------------------------------------------------------------------

def _identity(st: os.stat_result) -> list:
    return [st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def file_digest(path: str, root: Path | None = None) -> str:
    """sha256 of a file's bytes, remembered per file identity (see the module's note)."""
    real = os.path.realpath(path)
    st = os.stat(real)
    memo = folder(root) / "digests" / f"{hashlib.sha256(real.encode()).hexdigest()[:32]}.json"
    try:
        m = json.loads(memo.read_bytes())
        if (m.get("path") == real and m.get("identity") == _identity(st) and type(m.get("digest")) is str
                and len(m["digest"]) == 64):
            return m["digest"]
    except (OSError, ValueError, AttributeError):
        pass
    h = hashlib.sha256()
    with open(real, "rb") as f:
        while chunk := f.read(1 << 22):
            h.update(chunk)
    digest = h.hexdigest()
    now = time.time_ns()
    st2 = os.stat(real)
    if _identity(st2) == _identity(st) and now - max(st.st_mtime_ns, st.st_ctime_ns) > RACY_S * 1e9:
        try:
            _mkdir_private(memo.parent)
            _write_atomic(memo, json.dumps({"path": real, "identity": _identity(st), "digest": digest}).encode())
        except OSError:
            pass
    return digest


def model_digest(model, root: Path | None = None) -> str | None:
    """sha256 of the model's bytes: a path's file, bytes, or a ModelProto serialized
    (deterministically); None for anything else."""
    if isinstance(model, onnx.ModelProto):
        return hashlib.sha256(model.SerializeToString(deterministic=True)).hexdigest()
    if isinstance(model, (bytes, bytearray, memoryview)):
        return hashlib.sha256(model).hexdigest()
    if isinstance(model, (str, os.PathLike)) and os.path.isfile(model):
        return file_digest(os.fspath(model), root)
    return None


def external_files(graph_dir: str | None, locations) -> list[list[str]]:
    """[location, digest] of each external data file a model reads (inside graph_dir)."""
    out = []
    for loc in sorted(set(locations)):
        full = os.path.join(graph_dir or ".", loc)
        out.append([loc, file_digest(full)])
    return out


# --- keys -------------------------------------------------------------------------------------

def components(digest: str, options: dict) -> dict:
    from .. import fingerprint
    return {"format": FORMAT, "model": digest, "code": fingerprint.code(),
            "target": fingerprint.target_key(options.get("device")),
            "options": {k: repr(v) for k, v in sorted(options.items())}}


def key_of(comp: dict) -> str:
    return hashlib.sha256(json.dumps(comp, sort_keys=True).encode()).hexdigest()


# --- the store --------------------------------------------------------------------------------

class Records:
    """The records folder of a cache root: find, write (in a thread), cap, clear."""

    def __init__(self, root: Path | None = None):
        self.path = folder(root)
        self._threads: list[threading.Thread] = []

    def file(self, key: str) -> Path:
        return self.path / key[:2] / f"{key}.rec"

    def get(self, key: str, comp: dict) -> tuple[Record | None, str]:
        """(the record, "used") or (None, why not: "none yet" or what was wrong with it)."""
        path = self.file(key)
        try:
            rec = read(path, key, comp)
        except FileNotFoundError:
            return None, "none yet"
        except RecordError as e:
            warnings.warn(f"jit_runtime: load record {path} is unusable ({e}); removing it, the model is "
                          f"loaded from scratch and recorded again", CacheWarning, stacklevel=4)
            try:
                path.unlink()
            except OSError:
                pass
            _drop_beside(path)
            return None, f"rebuilt ({e})"
        try:
            os.utime(path)  # least recently used goes first
        except OSError:
            pass
        return rec, "used"

    def put(self, key: str, header: dict, proto: bytes, arrays: list[np.ndarray], wait: bool = False) -> None:
        """Write in a thread (the load goes on); wait=True: before returning."""
        cap = cap_bytes()
        total = len(proto) + sum(a.nbytes for a in arrays)
        if total > cap:
            return

        def work():
            try:
                write(self.file(key), header, proto, arrays)
                self.enforce_cap(cap)
            except OSError as e:
                warnings.warn(f"jit_runtime: load record not written ({e}); the next load of this model "
                              f"runs its checks and passes again", CacheWarning, stacklevel=2)
        if wait:
            work()
            return
        t = threading.Thread(target=work, name="jit_runtime record writer")
        t.start()
        self._threads = [x for x in self._threads if x.is_alive()] + [t]

    def flush(self) -> None:
        """Wait for records being written."""
        for t in self._threads:
            t.join()
        self._threads = []

    def entries(self) -> list[tuple[float, int, Path]]:
        out = []
        try:
            fans = [d for d in os.scandir(self.path) if d.is_dir() and len(d.name) == 2]
        except OSError:
            return out
        for fan in fans:
            try:
                for f in os.scandir(fan.path):
                    st = f.stat()
                    if f.name.endswith(".rec"):
                        out.append((st.st_mtime, st.st_size, Path(f.path)))
                    elif f.name.startswith(".tmp-") and time.time() - st.st_mtime > 3600:
                        os.unlink(f.path)
            except OSError:
                continue
        return out

    def enforce_cap(self, cap: int) -> None:
        entries = sorted(self.entries())
        total = sum(e[1] for e in entries)
        for _, size, p in entries:
            if total <= cap:
                break
            try:
                p.unlink()
                total -= size
            except OSError:
                pass
            _drop_beside(p)

    def info(self) -> dict:
        e = self.entries()
        return {"path": str(self.path), "records": len(e), "bytes": sum(x[1] for x in e), "cap": cap_bytes()}

    def clear(self) -> int:
        self.flush()
        n = 0
        for _, _, p in self.entries():
            try:
                p.unlink()
                n += 1
            except OSError:
                pass
            _drop_beside(p)
        for sub in ("digests",):
            d = self.path / sub
            if d.is_dir():
                for f in d.iterdir():
                    try:
                        f.unlink()
                    except OSError:
                        pass
        return n


def _drop_beside(rec: Path) -> None:
    """Remove what is kept beside a record (its settled plans, its frozen plan)."""
    for side in (rec.with_suffix(".plans.json"), rec.with_name(f"{rec.stem}.frozen.json")):
        try:
            side.unlink()
        except OSError:
            pass


_stores: dict[str, Records] = {}
_stores_lock = threading.Lock()


def store() -> Records:
    """The records of the process's cache directory (JIT_RUNTIME_CACHE_DIR or the user cache)."""
    root = cache_root()
    with _stores_lock:
        s = _stores.get(str(root))
        if s is None:
            s = _stores[str(root)] = Records(root)
        return s


# --- for Session -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Wanted:
    """The record a load looks for: its key and components, where the model came from."""
    key: str
    comp: dict
    digest: str


def enabled() -> bool:
    """Records live beside the object cache and only while it is usable."""
    from ..jit import default_cache
    return default_cache().enabled


def open_record(model, base_dir: str | None, options: dict, fallback: str,
                memory_limit) -> tuple[Record | None, str, Wanted | None]:
    """(the record, what happened, the record wanted): a record for this model, device,
    options and code, or None and why ("none yet", "rebuilt (...)", "off: ...")."""
    if not enabled():
        return None, "off (no disk cache)", None
    try:
        digest = model_digest(model)
    except OSError as e:
        return None, f"off ({e})", None
    if digest is None:
        return None, "off", None
    opts = dict(options, fallback=fallback, memory_limit=memory_limit)
    comp = components(digest, opts)
    want = Wanted(key_of(comp), comp, digest)
    rec, why = store().get(want.key, comp)
    if rec is not None and rec.external:
        root = base_dir or (os.path.dirname(os.path.abspath(os.fspath(model)))
                            if isinstance(model, (str, os.PathLike)) else None)
        try:
            now = external_files(root, [loc for loc, _ in rec.external])
        except OSError:
            now = None
        if now != sorted(rec.external):
            return None, "stale (external data changed)", want
    return rec, why, want


def save_record(want: Wanted, face: Face, graph: Graph, external: list, base_dir: str | None, model,
                largest: list | None) -> str:
    """Write the record of a load from scratch (in a thread); what happened."""
    from ..jit import default_cache
    if not default_cache().writable:
        return "not written (the cache is read-only)"
    root = base_dir or (os.path.dirname(os.path.abspath(os.fspath(model)))
                        if isinstance(model, (str, os.PathLike)) else None)
    try:
        ext = external_files(root, external) if external else []
        header, proto, arrays = encode(want.key, want.comp, dict(face.as_json(), largest=largest or [],
                                                                  external=ext), graph)
    except (RecordError, OSError) as e:
        return f"not written ({e})"
    store().put(want.key, header, proto, arrays)
    return "written"


# --- settled plans: the shapes of a first run, beside the record -------------------------------

PLANS = 4  # signatures kept per record


def _plans_file(key: str) -> Path:
    return store().file(key).with_suffix(".plans.json")


def _sig_json(sig: tuple) -> list:
    return [[name, list(shape)] for name, shape in sig]


def save_plan(want: Wanted, sig: tuple, shapes: dict) -> None:
    """Keep the value shapes of a first run of the recorded graph (name -> (shape, dtype))
    beside its record: the next process's first run with these inputs goes into an arena."""
    from ..jit import default_cache
    if not default_cache().writable:
        return
    path = _plans_file(want.key)
    entry = {"sig": _sig_json(sig), "values": [[n, list(s), np.dtype(d).str] for n, (s, d) in shapes.items()]}
    try:
        old = _read_plans(path, want.key)
    except (OSError, ValueError):
        old = []
    plans = [p for p in old if p["sig"] != entry["sig"]][-(PLANS - 1):] + [entry]
    body = json.dumps({"key": want.key, "plans": plans}, separators=(",", ":"))
    text = json.dumps({"sha256": hashlib.sha256(body.encode()).hexdigest(), "body": body}).encode()
    try:
        _mkdir_private(path.parent)
        _write_atomic(path, text)
    except OSError:
        pass


def _read_plans(path: Path, key: str) -> list:
    outer = json.loads(path.read_bytes())
    body = outer["body"]
    if hashlib.sha256(body.encode()).hexdigest() != outer["sha256"]:
        raise ValueError("checksum mismatch")
    data = json.loads(body)
    if data.get("key") != key or type(data.get("plans")) is not list:
        raise ValueError("another record's plans")
    return data["plans"]


def load_plans(want: Wanted) -> dict[tuple, dict]:
    """The settled plans kept beside a record: signature -> value name -> (shape, dtype);
    anything malformed is ignored (the first run then plans as usual)."""
    try:
        plans = _read_plans(_plans_file(want.key), want.key)
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    out = {}
    for p in plans:
        try:
            sig = tuple((str(n), tuple(int(d) for d in s)) for n, s in p["sig"])
            values = {}
            for n, s, d in p["values"]:
                dt = np.dtype(d)
                if dt.hasobject or any(type(x) is not int or x < 0 for x in s):
                    raise ValueError(d)
                values[str(n)] = (tuple(s), dt)
            out[sig] = values
        except (ValueError, TypeError, KeyError):
            continue
    return out
