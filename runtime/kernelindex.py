"""The kernel index: which cached object a kernel's machine code is, without lowering it.

The object cache is keyed by the LLVM IR, so finding a kernel there means lowering it
first: tens of milliseconds of Python per kernel, most of a warm load. The index maps
what the IR is made from (the op's meaning, its Spec, the variant, the device, this
package's code: fingerprint.code()) to the object's key and the few facts a launch needs
of the lowering (KernelFacts: sizes, scratch, the parallel loop and the work that sizes
threads). Its entries are JSON in an ObjectCache of their own (`kernels/` beside
`objects/`): atomic, checksummed, LRU-capped, cleared with the cache. An entry that does
not parse as facts, or whose object is gone, is a miss, and the kernel is lowered again.
"""
from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass, fields, is_dataclass

from .jit.cache import ObjectCache
from .lowering import LOWERING_VERSION, Lowered
from .lowering.codegen import parallel_loop
from .lowering.loops import IBin, IConst, IExpr, ISize, IVar
from .threads import work_expr

FORMAT = 1
_OPS = frozenset("+-*/%")


@dataclass(frozen=True)
class KernelFacts:
    """What running a compiled kernel needs of its lowering."""
    symbol: str
    pointers: int                  # buffer pointers (inputs, outputs); the scratch pointer comes after
    sizes: tuple[str, ...]         # the i64 size arguments, in order
    scratch: IExpr                 # scratch floats a thread's share needs
    loop: IExpr | None             # the parallel loop's extent (None: no loop threads may share)
    vector: bool                   # that loop runs in vectors (thread shares in whole vectors)
    work: IExpr                    # a call's work in cost units (threads.plan)
    partial_stores: bool = False   # the output holds partial values before its last write


def facts_of(low: Lowered) -> KernelFacts:
    k = low.kernel
    loop = parallel_loop(k)
    return KernelFacts(low.symbol, sum(1 for b in k.buffers if b.role != "scratch"), tuple(k.sizes), k.scratch,
                       loop.extent if loop is not None else None, bool(loop.vector) if loop is not None else False,
                       work_expr(k), bool(low.partial_stores))


# --- JSON ---------------------------------------------------------------------------------

def _iexpr_json(e: IExpr):
    if isinstance(e, IConst):
        return e.value
    if isinstance(e, ISize):
        return {"s": e.name}
    if isinstance(e, IVar):
        return {"v": e.name}
    return [e.op, _iexpr_json(e.a), _iexpr_json(e.b)]


def _iexpr(j) -> IExpr:
    """An index expression from its JSON, or ValueError: nothing but the four forms passes."""
    if type(j) is int:
        return IConst(j)
    if type(j) is dict and len(j) == 1:
        (k, v), = j.items()
        if type(v) is str and k in ("s", "v"):
            return ISize(v) if k == "s" else IVar(v)
    if type(j) is list and len(j) == 3 and j[0] in _OPS:
        return IBin(j[0], _iexpr(j[1]), _iexpr(j[2]))
    raise ValueError(f"not an index expression: {str(j)[:60]}")


def to_json(f: KernelFacts) -> dict:
    return {"symbol": f.symbol, "pointers": f.pointers, "sizes": list(f.sizes), "scratch": _iexpr_json(f.scratch),
            "loop": _iexpr_json(f.loop) if f.loop is not None else None, "vector": f.vector,
            "work": _iexpr_json(f.work), "partial_stores": f.partial_stores}


def from_json(j) -> KernelFacts:
    """KernelFacts from JSON, checked field by field (ValueError on anything else)."""
    if type(j) is not dict:
        raise ValueError("facts are not an object")
    sizes = j.get("sizes")
    if (type(j.get("symbol")) is not str or type(j.get("pointers")) is not int or j["pointers"] < 1
            or type(sizes) is not list or not all(type(s) is str for s in sizes)
            or type(j.get("vector")) is not bool or type(j.get("partial_stores")) is not bool):
        raise ValueError("malformed kernel facts")
    return KernelFacts(j["symbol"], j["pointers"], tuple(sizes), _iexpr(j.get("scratch")),
                       _iexpr(j["loop"]) if j.get("loop") is not None else None, j["vector"], _iexpr(j.get("work")),
                       j["partial_stores"])


def _valid(payload: bytes) -> str:
    try:
        j = json.loads(payload)
        from_json(j["facts"])
        if type(j.get("object")) is not str or len(j["object"]) != 64:
            return "no object key"
    except (ValueError, KeyError, TypeError) as e:
        return f"not a kernel index entry ({e})"
    return ""


# --- the index ----------------------------------------------------------------------------

def canonical(x) -> str:
    """A value's text, the same in every process: dataclasses by field, sets sorted (a
    frozenset's repr follows string hashing, which differs between processes), floats
    exactly (repr), anything else by repr."""
    if is_dataclass(x) and not isinstance(x, type):
        return f"{type(x).__name__}(" + ",".join(f"{f.name}={canonical(getattr(x, f.name))}" for f in fields(x)) + ")"
    if isinstance(x, (set, frozenset)):
        return "{" + ",".join(sorted(canonical(v) for v in x)) + "}"
    if isinstance(x, (tuple, list)):
        return "(" + ",".join(canonical(v) for v in x) + ")"
    if isinstance(x, dict):
        return "{" + ",".join(sorted(f"{canonical(k)}:{canonical(v)}" for k, v in x.items())) + "}"
    return repr(x)


def key(op_meaning: str, spec, variant: str, device: str, target: str, code: str) -> str:
    """What the kernel's IR is made from: the op's meaning, the whole Spec (canonical()),
    the variant, the device and its target, the lowering's version and the code."""
    text = json.dumps({"format": FORMAT, "op": op_meaning, "spec": canonical(spec), "variant": variant,
                       "device": device, "target": target, "lowering": LOWERING_VERSION, "code": code},
                      sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


_index: ObjectCache | None = None
_index_root = None
_lock = threading.Lock()


def index() -> ObjectCache:
    """The process's index, beside default_cache()'s objects (made again when the cache
    directory changes, as default_cache is)."""
    global _index, _index_root
    from .jit import default_cache
    objects = default_cache()
    with _lock:
        if _index is None or _index_root != objects.root:
            # (quiet: the objects' cache has said what is wrong with the directory)
            _index = ObjectCache(objects.root, sub="kernels", max_bytes=objects.cap, validate=_valid, quiet=True)
            _index_root = objects.root
        return _index


def lookup(k: str) -> tuple[str, KernelFacts] | None:
    """(object key, facts) for an index key, or None."""
    ix = index()
    if not ix.enabled:
        return None
    payload = ix.get(k)
    if payload is None:
        return None
    j = json.loads(payload)  # (validated when read)
    return j["object"], from_json(j["facts"])


def store(k: str, object_key: str, facts: KernelFacts, op: str) -> None:
    ix = index()
    if ix.enabled and ix.writable:
        payload = json.dumps({"object": object_key, "facts": to_json(facts), "op": op}, sort_keys=True).encode()
        ix.put(k, payload, {"op": op, "object": object_key})

