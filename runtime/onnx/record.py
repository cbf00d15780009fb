"""The load record: a model as a previous process left it after checks, shape inference and
graph passes, so the next load of the same model on the same machine does none of them.

A record is one file under `<cache>/records/`, named by a sha256 over everything the
graph after passes depends on: the model's bytes (and its external data files'), the
device (triple, CPU, features, the session's device, variant and threads options), the
memory limit as given, this package's code and the versions of numpy, onnx and llvmlite
(fingerprint.code()). Another model, device or version is another name, so a stale
record is never found; its header repeats the components, checked again on reading.

    magic "JRTREC\\n\\0" | format u32 | header length u64 | sha256 of the header
    header (JSON): components, the session's view of the model (inputs, outputs, ...),
                   the graph after passes (tensors, opsets, per-node names), where the
                   nodes' protobuf is and its sha256, each weight's dtype, shape, offset, crc32
    nodes (a ModelProto holding the graph's nodes and functions, no weights)
    weights, each 64-byte aligned (read into one aligned buffer: the arrays are views of it)

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
import struct
import tempfile
import threading
import time
import warnings
import zlib
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

import numpy as np
import onnx

from .model import Graph, Node, TensorInfo
from ..jit.cache import CacheWarning, _mkdir_private, _write_atomic, cache_root

FORMAT = 1
MAGIC = b"JRTREC\n\0"
_HEAD = struct.Struct("<8sIQ32s")
ALIGN = 64
ENV_MAX_MB = "JIT_RUNTIME_RECORD_MAX_MB"
DEFAULT_MAX_MB = 2048
RACY_S = 2.0
_CHUNK = 1 << 24   # crc32 a weight in pieces this large
_READ = 1 << 21    # read (and check) the weights in pieces this large


class RecordError(ValueError):
    """A record that cannot be used (and why)."""


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


# --- what a record holds ---------------------------------------------------------------------

@dataclass(frozen=True)
class Face:
    """What a session shows of its model without the graph: its name, inputs, outputs,
    overridable initializers, node count, and whether it has float64 values."""
    name: str
    inputs: tuple[TensorInfo, ...]
    outputs: tuple[TensorInfo, ...]
    overridable: tuple[TensorInfo, ...]
    nodes: int
    float64: bool

    @staticmethod
    def of(graph: Graph) -> "Face":
        from .float32 import has_float64
        return Face(graph.name, tuple(graph.inputs), tuple(graph.outputs), tuple(graph.overridable),
                    len(graph.nodes), bool(has_float64(graph)))

    def as_json(self) -> dict:
        return {"name": self.name, "inputs": [_info_json(t) for t in self.inputs],
                "outputs": [_info_json(t) for t in self.outputs],
                "overridable": [_info_json(t) for t in self.overridable], "nodes": self.nodes,
                "float64": self.float64}


@dataclass
class Record:
    """A record read back: the session's view of the model and the graph after passes."""
    key: str
    face: Face
    largest: list              # [bytes, what] of the largest value with a static shape, or []
    external: list             # [[location, digest], ...]
    graph: Graph               # after passes, float16/bfloat16/float64 computed in float32


def _info_json(t: TensorInfo) -> list:
    return [t.name, t.elem_type, list(t.shape) if t.shape is not None else None]


def _info(j) -> TensorInfo:
    if not (type(j) is list and len(j) == 3 and type(j[0]) is str and type(j[1]) is int):
        raise RecordError("a tensor description is malformed")
    shape = j[2]
    if shape is not None and not (type(shape) is list and all(d is None or type(d) in (int, str) for d in shape)):
        raise RecordError(f"tensor '{j[0]}': malformed shape")
    return TensorInfo(j[0], j[1], tuple(shape) if shape is not None else None)


def _pad(n: int) -> int:
    return -n % ALIGN


def encode(key: str, comp: dict, session: dict, graph: Graph) -> tuple[dict, bytes, list[np.ndarray]]:
    """(header without offsets filled, nodes' protobuf, weights in order); RecordError
    when the graph holds something a record cannot (an initializer of no numeric type)."""
    m = onnx.ModelProto(ir_version=graph.ir_version)
    for d, v in graph.opsets.items():
        m.opset_import.add(domain=d, version=v)
    for n in graph.nodes:
        p = m.graph.node.add()
        p.CopyFrom(n.proto)
    m.functions.extend(graph.functions)
    proto = m.SerializeToString()
    weights, arrays = [], []
    for name, a in graph.initializers.items():
        if a.dtype.kind not in "biufc" or a.dtype.hasobject:
            raise RecordError(f"initializer '{name}' is {a.dtype}: not kept in a record")
        weights.append([name, a.dtype.str, list(a.shape), 0, int(a.nbytes), 0])
        arrays.append(a)
    header = {"format": FORMAT, "key": key, "components": comp, "session": session,
              "graph": {"name": graph.name, "inputs": [_info_json(t) for t in graph.inputs],
                        "outputs": [_info_json(t) for t in graph.outputs],
                        "overridable": [_info_json(t) for t in graph.overridable],
                        "tensors": [_info_json(t) for t in graph.tensors.values()],
                        "opsets": dict(graph.opsets), "ir_version": graph.ir_version,
                        "declared": [[k, list(v)] for k, v in graph.declared.items()],
                        "nodes": [[n.index, n.name, list(n.fused), list(n.implicit)] for n in graph.nodes],
                        "proto": [0, len(proto), hashlib.sha256(proto).hexdigest()]},
              "weights": weights}
    return header, proto, arrays


def _crc(a: np.ndarray) -> int:
    buf = memoryview(np.ascontiguousarray(a).reshape(-1).view(np.uint8)) if a.nbytes else b""
    c = 0
    for i in range(0, len(buf), _CHUNK):
        c = zlib.crc32(buf[i:i + _CHUNK], c)
    return c


def write(path: Path, header: dict, proto: bytes, arrays: list[np.ndarray]) -> int:
    """Lay the record out and write it atomically; its size in bytes."""
    # offsets relative to the start of the body (after the fixed head and the header JSON)
    off = 0
    header["graph"]["proto"][0] = off
    off += len(proto) + _pad(len(proto))
    for w, a in zip(header["weights"], arrays):
        w[3] = off
        w[5] = _crc(a)
        off += a.nbytes + _pad(a.nbytes)
    body_len = off
    text = json.dumps(header, sort_keys=True, separators=(",", ":")).encode()
    head_len = _HEAD.size + len(text)
    lead = _pad(head_len)
    _mkdir_private(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(_HEAD.pack(MAGIC, FORMAT, len(text), hashlib.sha256(text).digest()))
            f.write(text)
            f.write(b"\0" * lead)
            f.write(proto)
            f.write(b"\0" * _pad(len(proto)))
            for a in arrays:
                if a.nbytes:
                    f.write(memoryview(np.ascontiguousarray(a).reshape(-1).view(np.uint8)))
                f.write(b"\0" * _pad(a.nbytes))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return head_len + lead + body_len


def read(path: Path, key: str, comp: dict) -> Record:
    """The record at `path`, every part checked; RecordError saying what is wrong."""
    try:
        f = open(path, "rb")
    except FileNotFoundError:
        raise
    except OSError as e:
        raise RecordError(f"unreadable: {e}") from e
    with f:
        size = os.fstat(f.fileno()).st_size
        head = f.read(_HEAD.size)
        if len(head) < _HEAD.size:
            raise RecordError("truncated header")
        magic, fmt, n, digest = _HEAD.unpack(head)
        if magic != MAGIC or fmt != FORMAT:
            raise RecordError("not a record of this format")
        if n > size:
            raise RecordError("truncated header")
        text = f.read(n)
        if hashlib.sha256(text).digest() != digest:
            raise RecordError("header checksum mismatch")
        try:
            h = json.loads(text)
        except ValueError as e:
            raise RecordError(f"header is not JSON: {e}") from e
        if h.get("key") != key or h.get("components") != comp:
            raise RecordError("made for another model, device or version")
        base = _HEAD.size + n + _pad(_HEAD.size + n)
        try:
            g, s = h["graph"], h["session"]
            p_off, p_len, p_sha = g["proto"]
            weights = h["weights"]
        except (KeyError, TypeError, ValueError) as e:
            raise RecordError(f"header is missing {e}") from e
        if not (type(p_off) is int and type(p_len) is int and 0 <= p_off and base + p_off + p_len <= size):
            raise RecordError("nodes out of bounds")
        f.seek(base + p_off)
        proto = f.read(p_len)
        if hashlib.sha256(proto).hexdigest() != p_sha:
            raise RecordError("nodes checksum mismatch")
        arrays = _weights(f, base, size, weights)
    return _record(key, h, proto, arrays)


def _weights(f, base: int, size: int, weights) -> dict[str, np.ndarray]:
    """Every weight, read into one 64-byte aligned buffer and checked against its crc32."""
    if type(weights) is not list:
        raise RecordError("weights malformed")
    spans = []
    for w in weights:
        if not (type(w) is list and len(w) == 6 and type(w[0]) is str and type(w[1]) is str
                and type(w[2]) is list and all(type(d) is int and d >= 0 for d in w[2])
                and all(type(x) is int and x >= 0 for x in w[3:])):
            raise RecordError("a weight's entry is malformed")
        try:
            dt = np.dtype(w[1])
        except TypeError as e:
            raise RecordError(f"weight '{w[0]}': dtype {w[1]!r}") from e
        if dt.kind not in "biufc" or dt.hasobject or int(np.prod(w[2], dtype=np.int64)) * dt.itemsize != w[4]:
            raise RecordError(f"weight '{w[0]}': dtype and shape do not match its size")
        spans.append((w, dt))
    if not spans:
        return {}
    lo = min(w[3] for w, _ in spans)
    hi = max(w[3] + w[4] for w, _ in spans)
    if lo % ALIGN or base + hi > size:
        raise RecordError("weights out of bounds")
    spans.sort(key=lambda s: s[0][3])
    for (a, _), (b, _) in zip(spans, spans[1:]):
        if a[3] + a[4] > b[3]:
            raise RecordError(f"weights '{a[0]}' and '{b[0]}' overlap")
    if any(w[3] % ALIGN for w, _ in spans):
        raise RecordError("a weight is not aligned")
    buf = np.empty(hi - lo + ALIGN, np.uint8)
    start = -buf.ctypes.data % ALIGN
    region = buf[start:start + hi - lo]
    f.seek(base + lo)
    view = memoryview(region)
    # read a piece at a time and checksum what it holds while it is in the cache (one pass
    # over memory, not a read of everything and then a second pass to check it)
    crcs = [0] * len(spans)
    first = 0  # the first weight not wholly read yet
    pos, total = 0, hi - lo
    while pos < total:
        begin, end = pos, min(pos + _READ, total)
        while pos < end:
            k = f.readinto(view[pos:end])
            if not k:
                raise RecordError("truncated weights")
            pos += k
        j = first
        while j < len(spans):
            w = spans[j][0]
            a0, a1 = w[3] - lo, w[3] - lo + w[4]
            if a0 >= end:
                break
            s0, s1 = max(a0, begin), min(a1, end)
            if s1 > s0:
                crcs[j] = zlib.crc32(view[s0:s1], crcs[j])
            if a1 <= end and j == first:
                first += 1
            j += 1
    out = {}
    for (w, dt), c in zip(spans, crcs):
        if c != w[5]:
            raise RecordError(f"weight '{w[0]}': checksum mismatch")
        arr = region[w[3] - lo:w[3] - lo + w[4]].view(dt).reshape(w[2])
        arr.flags.writeable = False
        out[w[0]] = arr
    return out


def _record(key: str, h: dict, proto: bytes, arrays: dict[str, np.ndarray]) -> Record:
    try:
        g, s = h["graph"], h["session"]
        m = onnx.load_model_from_string(proto)
        metas = g["nodes"]
        if len(metas) != len(m.graph.node):
            raise RecordError("node count mismatch")
        nodes = []
        for (index, name, fused, implicit), p in zip(metas, m.graph.node):
            nodes.append(Node(int(index), str(name), p.op_type, p.domain, tuple(p.input), tuple(p.output), p,
                              tuple(map(str, fused)), tuple(map(str, implicit))))
        tensors = {t.name: t for t in map(_info, g["tensors"])}
        graph = Graph(name=str(g["name"]), nodes=tuple(nodes), inputs=tuple(map(_info, g["inputs"])),
                      outputs=tuple(map(_info, g["outputs"])), initializers=MappingProxyType(arrays),
                      overridable=tuple(map(_info, g["overridable"])), tensors=MappingProxyType(tensors),
                      opsets=MappingProxyType({str(k): int(v) for k, v in g["opsets"].items()}),
                      ir_version=int(g["ir_version"]), functions=tuple(m.functions),
                      declared=MappingProxyType({str(k): tuple(v) for k, v in g["declared"]}))
        face = Face(str(s["name"]), tuple(map(_info, s["inputs"])), tuple(map(_info, s["outputs"])),
                    tuple(map(_info, s["overridable"])), int(s["nodes"]), bool(s["float64"]))
        big = s.get("largest") or []
        if big and not (len(big) == 2 and type(big[0]) is int and type(big[1]) is str):
            raise RecordError("largest value malformed")
        external = s.get("external") or []
        if not all(type(e) is list and len(e) == 2 and all(type(x) is str for x in e) for e in external):
            raise RecordError("external files malformed")
        return Record(key, face, big, external, graph)
    except RecordError:
        raise
    except Exception as e:  # noqa: BLE001 - anything malformed in a header is a bad record
        raise RecordError(f"malformed: {type(e).__name__}: {e}") from e


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
        for sub in ("digests",):
            d = self.path / sub
            if d.is_dir():
                for f in d.iterdir():
                    try:
                        f.unlink()
                    except OSError:
                        pass
        return n


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
