"""A load record's file (record.py keeps them): its layout, written in one pass, and read
back with every part checked before anything of it is used.

    magic "JRTREC\\n\\0" | format u32 | header length u64 | sha256 of the header
    header (JSON): components, the session's view of the model (inputs, outputs, ...),
                   the graph after passes (tensors, opsets, per-node names), where the
                   nodes' protobuf is and its sha256, each weight's dtype, shape, offset, crc32
    nodes (a ModelProto holding the graph's nodes and functions, no weights)
    weights, each 64-byte aligned (mapped read-only, else read into one aligned buffer: the
             arrays are views of it)

A file that fails a check (truncated, bits flipped, another key's header) raises
RecordError saying what is wrong.
"""
from __future__ import annotations

import hashlib
import json
import mmap
import os
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

import numpy as np
import onnx

from .model import Graph, Node, TensorInfo
from .values import KINDS
from ..jit.cache import _mkdir_private, atomic_file

FORMAT = 1
MAGIC = b"JRTREC\n\0"
_HEAD = struct.Struct("<8sIQ32s")
ALIGN = 64
_CHUNK = 1 << 24   # crc32 a weight in pieces this large
_READ = 1 << 21    # read (and check) the weights in pieces this large


class RecordError(ValueError):
    """A record that cannot be used (and why)."""


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
    """[name, element type, shape] (and the kind of a sequence or optional value)."""
    return [t.name, t.elem_type, list(t.shape) if t.shape is not None else None] + ([t.kind] if t.kind else [])


def _info(j) -> TensorInfo:
    if not (type(j) is list and len(j) in (3, 4) and type(j[0]) is str and type(j[1]) is int):
        raise RecordError("a tensor description is malformed")
    shape = j[2]
    if shape is not None and not (type(shape) is list and all(d is None or type(d) in (int, str) for d in shape)):
        raise RecordError(f"tensor '{j[0]}': malformed shape")
    kind = j[3] if len(j) == 4 else ""
    if kind not in KINDS:
        raise RecordError(f"value '{j[0]}': unknown kind {kind!r}")
    return TensorInfo(j[0], j[1], tuple(shape) if shape is not None else None, kind)


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
                        "widened": [[k, int(t)] for k, t in graph.widened.items()],
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
    with atomic_file(path) as f:
        f.write(_HEAD.pack(MAGIC, FORMAT, len(text), hashlib.sha256(text).digest()))
        f.write(text)
        f.write(b"\0" * lead)
        f.write(proto)
        f.write(b"\0" * _pad(len(proto)))
        for a in arrays:
            if a.nbytes:
                f.write(memoryview(np.ascontiguousarray(a).reshape(-1).view(np.uint8)))
            f.write(b"\0" * _pad(a.nbytes))
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
            g, _session = h["graph"], h["session"]  # (both there: _record reads the session)
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
    mapped = _mapped(f, base + lo, base + hi)
    if mapped is not None:
        return _checked(spans, lo, mapped)
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


def _mapped(f, start: int, end: int) -> np.ndarray | None:
    """The file's bytes [start, end) mapped read-only (the weights are then the page
    cache's pages: no copy into a buffer of our own, none of its page faults; a record
    is replaced by rename, never rewritten in place, so the mapping stays what was
    checked), or None where the file cannot be mapped (then it is read)."""
    try:
        mm = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None
    if len(mm) < end:
        raise RecordError("truncated weights")
    return np.frombuffer(mm, np.uint8)[start:end]  # (64-byte aligned: the mapping is page aligned)


def _checked(spans: list, lo: int, region: np.ndarray) -> dict[str, np.ndarray]:
    """The weights as read-only views of `region` (the record's bytes from offset `lo`),
    each checked against its crc32 first."""
    view = memoryview(region)
    out = {}
    for w, dt in spans:
        a0 = w[3] - lo
        c = 0
        for i in range(a0, a0 + w[4], _CHUNK):
            c = zlib.crc32(view[i:min(i + _CHUNK, a0 + w[4])], c)
        if c != w[5]:
            raise RecordError(f"weight '{w[0]}': checksum mismatch")
        arr = region[a0:a0 + w[4]].view(dt).reshape(w[2])
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
                      declared=MappingProxyType({str(k): tuple(v) for k, v in g["declared"]}),
                      widened=MappingProxyType({str(k): int(t) for k, t in g.get("widened", [])}))
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
