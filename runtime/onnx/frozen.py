"""Frozen plans: a settled run's native launches kept beside the load record, so the next
process of the same model runs natively without binding a single node.

A warm load from a record still binds every node (DSL shape checks, variant choice),
runs once node by node to record the launches, then compiles them into one native
function (native.py). All of that is a pure function of what the record's key already
fixes (the model's bytes, device, options, this package's code), plus the thread count
the launches were split for. Once a process has compiled a signature's launches, they
are written down here: each call as (kernel object key and symbol, sizes, thread chunks,
scratch floats, pointers), every pointer as a place, not an address: a feed, an offset
in the arena, an extra output buffer, an initializer of the record (by name), or one of
the bindings' shared constants (its bytes kept). The next process reads the record's
weights, loads each kernel object by its key, allocates an arena and compiles the same
launch list into the same native function: its outputs are the original's bit for bit.
A replay with host steps (Python between native segments) keeps its segments in order:
each range of launches with its own native function's key, and each host step as
frozen_host.py writes it (its node, bound again at load, and the places it reads and
writes).

The file is `<key>.frozen.json` beside the record: JSON with a sha256 of its body,
written atomically, naming the record's key and the thread cap it was split for. A file
that fails any check (checksum, key, threads, a place out of bounds, a kernel object
gone) is removed and ignored, and the load takes the ordinary path, which writes it
again. A session with a frozen plan binds its Program only when something needs it: an
input signature the plan was not made for, profile(), explain(), `plan`.
"""
from __future__ import annotations

import base64
import bisect
import hashlib
import json
import threading
import time
import warnings
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from . import frozen_host, memory, native
from .bindings._base import shared_constants
from .program import Program
from ..jit import load_cached
from ..jit.cache import CacheWarning, _mkdir_private, _write_atomic
from .. import amx
from ..kernel import ORIGINS
from ..loadprofile import kernel_event, stage
from ..threads import cap as thread_cap

FORMAT = 1
SUFFIX = ".frozen.json"


def path_of(key: str):
    from .record import store
    return store().file(key).with_name(f"{key}{SUFFIX}")


# --- writing -----------------------------------------------------------------------------

def capture(prog: Program, arena, feeds: dict[int, np.ndarray], sig: tuple, has=None) -> dict | None:
    """The frozen plan of the replay just compiled on `arena`, or None when it cannot be
    frozen: a host step frozen_host cannot keep, a kernel not from the object cache
    (`has`: whether the cache holds an object key; default_cache().has), a pointer into
    memory the program does not own, an output outside the arena."""
    replay = arena.replay
    if replay is None or not isinstance(replay.native, native.SegmentedGraph if replay.segments
                                         else native.NativeGraph):
        return None
    buf = arena.buffer
    aligned = buf.ctypes.data + (-buf.ctypes.data) % memory.ALIGN
    regions: list[tuple[int, int, list]] = [(buf.ctypes.data, buf.ctypes.data + buf.nbytes, ["arena"])]
    extras: list[list] = []
    lo_buf, hi_buf = buf.ctypes.data, buf.ctypes.data + buf.nbytes
    for k, outs in enumerate(arena.outs):
        for j, o in enumerate(outs or []):
            if isinstance(o, np.ndarray) and o.nbytes and not lo_buf <= o.ctypes.data < hi_buf:
                regions.append((o.ctypes.data, o.ctypes.data + o.nbytes, ["out", len(extras)]))
                extras.append([k, j, list(o.shape), o.dtype.str])
    names = {i: t for t, i in prog.ids.items()}
    inits = prog.graph.initializers
    for vid, a in enumerate(prog.base):
        if isinstance(a, np.ndarray) and a.nbytes:
            name = names.get(vid)
            if name is None or inits.get(name) is not a:
                return None
            regions.append((a.ctypes.data, a.ctypes.data + a.nbytes, ["init", name]))
    consts: list[np.ndarray] = []
    for a in shared_constants():
        if isinstance(a, np.ndarray) and a.nbytes:
            regions.append((a.ctypes.data, a.ctypes.data + a.nbytes, ["const", len(consts)]))
            consts.append(a)
    regions.sort(key=lambda r: r[0])
    starts = [r[0] for r in regions]

    def place(p: int) -> list | None:
        k = bisect.bisect_right(starts, p) - 1
        hits = [regions[k]] if k >= 0 and p < regions[k][1] else [r for r in regions if r[0] <= p < r[1]]
        if not hits:
            return None
        lo, _, desc = hits[0]
        if desc[0] == "arena":
            return ["arena", p - aligned] if p >= aligned else None
        return desc + [p - lo]
    feed_keys = sorted(feeds)
    if [names.get(k) for k in feed_keys] != [t.name for t in prog.graph.inputs]:
        return None  # (a load matches the feeds to the model's inputs by position)
    pos = {k: i for i, k in enumerate(feed_keys)}
    objects: dict[str, int] = {}
    calls = []
    for (launch, template, scratch), step in zip(replay.calls, replay.steps or (-1,) * len(replay.calls)):
        origin = ORIGINS.get(launch.address)
        if origin is None or (scratch is None) != (not launch.need):
            return None
        ptrs = []
        for p in template:
            if p[0] == "feed":
                ptrs.append(["feed", pos[p[1]]])
                continue
            where = place(p[1])
            if where is None:
                return None
            ptrs.append(where)
        obj = objects.setdefault(origin[0], len(objects))
        calls.append([obj, origin[1], origin[2], list(launch.sizes), [list(c) for c in launch.chunks],
                      int(launch.need), ptrs, int(step)])
    outputs = []
    for o in replay.outputs:
        where = place(o.ctypes.data) if isinstance(o, np.ndarray) and o.flags.c_contiguous else None
        if where is None or where[0] not in ("arena", "out"):
            return None
        outputs.append([where, list(o.shape), o.dtype.str])
    if has is None:
        from ..jit import default_cache
        has = default_cache().has
    graph = replay.native
    segments: list[dict] = []
    for seg, part in zip(replay.segments, getattr(graph, "parts", ())):
        if isinstance(seg, range):
            segments.append({"calls": [seg.start, seg.stop], "graph": [part.module.key, part.uses]})
        elif (e := frozen_host.entry(seg, prog, place, pos)) is not None:
            segments.append(e)
        else:
            return None
    whole = [graph.module.key, graph.uses] if isinstance(graph, native.NativeGraph) else None
    graphs = [s["graph"][0] for s in segments if "graph" in s] if segments else [whole[0] if whole else ""]
    if not all(has(k) for k in [*objects, *graphs]):
        return None  # (kernels this process kept from another cache directory)
    return {"format": FORMAT, "threads": thread_cap(), "sig": [[n, list(s)] for n, s in sig],
            "graph": whole if not segments else None, "segments": segments,
            "feeds": [[names[k], list(feeds[k].shape), feeds[k].dtype.str] for k in feed_keys],
            "arena": buf.nbytes - memory.ALIGN, "extras": extras,
            "consts": [[a.dtype.str, list(a.shape), base64.b64encode(a.tobytes()).decode()] for a in consts],
            "objects": list(objects), "calls": calls, "outputs": outputs, "steps": len(prog.steps),
            "bindings": [list(b) for b in bindings(prog)]}


def save(key: str, prog: Program, arena, feeds: dict[int, np.ndarray], sig: tuple) -> bool:
    """Write the frozen plan of a replay just compiled (see capture); whether one was written."""
    from ..jit import default_cache
    if not default_cache().writable:
        return False
    plan = capture(prog, arena, feeds, sig)
    if plan is None:
        return False
    body = json.dumps(dict(plan, key=key), separators=(",", ":"))
    text = json.dumps({"sha256": hashlib.sha256(body.encode()).hexdigest(), "body": body}).encode()
    path = path_of(key)
    try:
        _mkdir_private(path.parent)
        _write_atomic(path, text)
    except OSError:
        return False
    return True


def bindings(prog: Program) -> list[tuple[str, str, str]]:
    """Each step's (node name, op type, what runs it): what a session logs of its binding,
    kept in the plan so a frozen load logs the same lines without binding."""
    return [(s.node.name, s.node.op_type, f"FALLBACK to the reference evaluator ({s.reason})" if s.kind == "fallback"
             else f"{s.kind} {s.dsl_op}".rstrip()) for s in prog.steps]


# --- reading ------------------------------------------------------------------------------

class FrozenError(ValueError):
    """A frozen plan that cannot be used (and why)."""


@dataclass(frozen=True)
class _Launch:
    """What native.compile_graph reads of a kernel launch."""
    address: int
    sizes: tuple[int, ...]
    chunks: tuple[tuple[int, int], ...]
    need: int

    @property
    def stride(self) -> int:
        return max(-(-self.need // 16) * 16, 16)  # (as launch.Launch.stride)

    def scratch(self) -> np.ndarray | None:
        return np.empty(self.stride * max(len(self.chunks), 1), np.float32) if self.need else None


@dataclass
class _Replay:
    native: Any


@dataclass
class _Arena:
    replay: _Replay


class Runs:
    """The run counts and sampled times a Program keeps for its profile, for a session that
    runs its frozen plan before (or without) binding a Program; adopt() hands them over."""
    PROFILE_FIRST = Program.PROFILE_FIRST
    PROFILE_EVERY = Program.PROFILE_EVERY
    sampled = Program.sampled
    sig_times = Program.sig_times
    record_timed = Program.record_timed

    def __init__(self, n_steps: int):
        from collections import deque
        from .program import SAMPLES
        self.steps = [None] * n_steps
        self.samples = [deque(maxlen=SAMPLES) for _ in range(n_steps)]
        self.last = [(0.0, 0.0)] * n_steps
        self.runs = 0
        self.times: dict = {}
        self.latest_sig: tuple | None = None
        self._lock = threading.Lock()

    def adopt(self, prog: Program) -> None:
        """Give the runs so far to the Program bound for the same graph (same steps)."""
        if len(prog.steps) == len(self.steps):
            prog.runs, prog.times, prog.samples, prog.last = self.runs, self.times, self.samples, self.last
            prog.latest_sig = self.latest_sig


@dataclass
class Frozen:
    """A frozen plan made runnable: FastPath's arguments and what must stay alive."""
    names: list[str]           # the feeds, in the native function's order
    sig: tuple
    free: list                 # the one arena (FastPath pops and returns it)
    runs: Runs
    keep: tuple = field(default=(), repr=False)
    explained: bool = False    # explain() has run the bound Program once (its variant choices)
    bindings: list = field(default_factory=list)  # (node, op type, what runs it), as bound when it was made


def _read(key: str) -> dict:
    path = path_of(key)
    outer = json.loads(path.read_bytes())
    if type(outer) is not dict or type(outer.get("body")) is not str or type(outer.get("sha256")) is not str:
        raise FrozenError("not a frozen plan")
    body = outer["body"]
    if hashlib.sha256(body.encode()).hexdigest() != outer["sha256"]:
        raise FrozenError("checksum mismatch")
    plan = json.loads(body)
    if type(plan) is not dict or plan.get("format") != FORMAT or plan.get("key") != key:
        raise FrozenError("made for another record or format")
    return plan


def _ints(x, n: int | None = None) -> list[int]:
    if type(x) is not list or (n is not None and len(x) != n) or not all(type(v) is int and v >= 0 for v in x):
        raise FrozenError("malformed numbers")
    return x


def load(key: str, graph, face, memory_limit, options: dict | None = None) -> Frozen | None:
    """The frozen plan for a record's key made runnable, or None (no plan, or one that
    fails a check: removed with a warning)."""
    try:
        plan = _read(key)
    except FileNotFoundError:
        return None
    except (OSError, ValueError, UnicodeDecodeError) as e:
        return _unusable(key, str(e))
    try:
        return _build(plan, graph, face, memory_limit, options or {})
    except memory.MemoryLimitExceeded:
        return None  # (the ordinary path refuses it, saying why)
    except (FrozenError, KeyError, TypeError, ValueError, IndexError, LookupError) as e:
        return _unusable(key, f"{type(e).__name__}: {e}")


def _unusable(key: str, why: str) -> None:
    warnings.warn(f"jit_runtime: frozen plan for record {key[:16]} is unusable ({why}); removing it, the "
                  f"model is bound and planned again", CacheWarning, stacklevel=4)
    try:
        path_of(key).unlink()
    except OSError:
        pass
    return None


def _build(plan: dict, graph, face, memory_limit, options: dict) -> Frozen | None:
    if native.DATA_OFFSET is None:
        return None
    if plan["threads"] != thread_cap():
        return None  # (split for another thread count: the ordinary path plans for this one)
    feeds_j = plan["feeds"]
    if [f[0] for f in feeds_j] != [t.name for t in face.inputs]:
        raise FrozenError("feeds are not the model's inputs")
    feeds = {i: np.empty(_ints(s), np.dtype(d)) for i, (_, s, d) in enumerate(feeds_j)}
    sig = tuple((str(n), tuple(_ints(s))) for n, s in plan["sig"])
    arena_bytes = plan["arena"]
    if type(arena_bytes) is not int or arena_bytes < 0:
        raise FrozenError("arena size malformed")
    extras_j = plan["extras"]
    out_bytes = sum(memory.nbytes(tuple(_ints(s)), np.dtype(d)) for _, s, d in plan["outputs"])
    extra_bytes = sum(memory.nbytes(tuple(_ints(s)), np.dtype(d)) for _, _, s, d in extras_j)
    memory.check("the frozen plan's arena", {"arena": arena_bytes + extra_bytes, "outputs": out_bytes}, memory_limit)
    buf = np.empty(arena_bytes + memory.ALIGN, np.uint8)
    aligned = buf.ctypes.data + (-buf.ctypes.data) % memory.ALIGN
    extras = [np.empty(tuple(_ints(s)), np.dtype(d)) for _, _, s, d in extras_j]
    consts = []
    for d, s, b in plan["consts"]:
        a = np.frombuffer(base64.b64decode(b), np.dtype(d)).reshape(_ints(s)).copy()
        a.flags.writeable = False
        consts.append(a)
    inits = graph.initializers

    def region(desc: list) -> tuple[int, int, list]:
        """(address, bytes, rest of the place) of a place's region."""
        kind = desc[0]
        if kind == "arena":
            return aligned, arena_bytes, desc[1:]
        if kind == "out":
            a = extras[_ints([desc[1]])[0]]
        elif kind == "init":
            a = inits[desc[1]]
        elif kind == "const":
            a = consts[_ints([desc[1]])[0]]
        else:
            raise FrozenError(f"unknown place {kind!r}")
        return a.ctypes.data, a.nbytes, desc[2:]

    def address(desc: list, size: int = 1) -> int:
        base, nbytes, rest = region(desc)
        off, = _ints(rest, 1)
        if off + size > nbytes:
            raise FrozenError(f"a pointer lies outside its {desc[0]} region")
        return base + off
    keys = plan["objects"]
    if type(keys) is not list or not all(type(k) is str and len(k) == 64 for k in keys):
        raise FrozenError("object keys malformed")
    ops = {c[0]: str(c[2]) for c in reversed(plan["calls"])}
    modules = []
    for i, k in enumerate(keys):
        t0 = time.perf_counter()
        mod = load_cached(k)
        if mod is None:
            raise FrozenError("a kernel object is no longer in the cache")
        modules.append(mod)
        kernel_event(ops.get(i, "?"), "", "", "frozen plan", time.perf_counter() - t0)
    symbols: dict[tuple[int, str], int] = {}
    calls, steps = [], []
    for obj, symbol, op, sizes, chunks, need, ptrs, step in plan["calls"]:
        if type(symbol) is not str or type(obj) is not int:
            raise FrozenError("a call's kernel is malformed")
        if amx.runs_tiles(symbol) and not amx.permitted():
            raise FrozenError("a kernel of AMX tiles, and this process may not use them")
        mod = modules[obj]
        addr = symbols.get((obj, symbol))
        if addr is None:
            addr = symbols[(obj, symbol)] = mod.address(symbol)
        launch = _Launch(addr, tuple(_ints(sizes)), tuple(tuple(_ints(c, 2)) for c in chunks), _ints([need])[0])
        template = []
        for p in ptrs:
            if p[0] == "feed":
                if p[1] not in feeds:
                    raise FrozenError("a feed out of range")
                template.append(("feed", p[1]))
            else:
                template.append(("fixed", address(p)))
        calls.append((launch, tuple(template), launch.scratch()))
        steps.append(int(step))
    if len(plan["outputs"]) != len(face.outputs):
        raise FrozenError("outputs are not the model's")
    outputs = []
    for desc, shape, dt in plan["outputs"]:
        dtype, shape = np.dtype(dt), tuple(_ints(shape))
        n = memory.nbytes(shape, dtype)
        start = address(desc, max(n, 1))
        owner = buf if desc[0] == "arena" else extras[desc[1]]
        at = start - owner.ctypes.data
        outputs.append(owner.reshape(-1).view(np.uint8)[at:at + n].view(dtype).reshape(shape))
    n_steps = plan["steps"]
    if type(n_steps) is not int or n_steps < 0 or any(s >= n_steps for s in steps):
        raise FrozenError("steps malformed")
    def region_array(desc: list) -> np.ndarray:
        kind = desc[0]
        a = (buf if kind == "arena" else extras[desc[1]] if kind == "out" else inits[desc[1]] if kind == "init"
             else consts[desc[1]])
        if not a.flags.c_contiguous:
            raise FrozenError(f"a {kind} region is not contiguous")
        return a

    def view(desc: list, shape: tuple, dtype: np.dtype, strides: tuple) -> np.ndarray:
        """The array a host step reads or writes at a place, checked to lie inside it."""
        start = address(desc, dtype.itemsize)
        base, nbytes, _ = region(desc)
        lo = sum((n - 1) * st for n, st in zip(shape, strides) if st < 0)
        hi = sum((n - 1) * st for n, st in zip(shape, strides) if st > 0)
        if len(shape) != len(strides) or start + lo < base or start + hi + dtype.itemsize > base + nbytes:
            raise FrozenError("a host step's value lies outside its region")
        o = region_array(desc)
        return np.ndarray(shape, dtype, buffer=o.reshape(-1).view(np.uint8), offset=start - o.ctypes.data,
                          strides=strides)

    def compile_part(part: range, cached, outs: list) -> native.NativeGraph | None:
        if not (type(cached) is list and len(cached) == 2 and all(type(x) is str for x in cached)):
            raise FrozenError("graph key malformed")
        return native.compile_graph([calls[k] for k in part], feeds, outs, tuple(steps[k] for k in part),
                                    tuple(cached))
    graph_fn: native.NativeGraph | native.SegmentedGraph | None
    with stage("native plan"):
        if not plan.get("segments"):
            graph_fn = compile_part(range(len(calls)), plan["graph"], outputs)
        else:
            parts: list = []
            seg_steps: list[int] = []
            covered = 0
            for e in plan["segments"]:
                if "calls" in e:
                    a, b = _ints(e["calls"], 2)
                    if a != covered or b < a or b > len(calls):
                        raise FrozenError("segments do not cover the launches in order")
                    covered = b
                    g = compile_part(range(a, b), e["graph"], []) if b > a else None
                    if g is None:
                        return None
                    parts.append(g)
                    seg_steps += list(g.steps)
                else:
                    hs = frozen_host.rebuild(e, graph, options, view, len(feeds))
                    parts.append(hs)
                    seg_steps.append(hs.step)
            first = next((p for p in parts if isinstance(p, native.NativeGraph)), None)
            if covered != len(calls) or first is None:
                raise FrozenError("segments do not cover the launches")
            graph_fn = native.SegmentedGraph(tuple(parts), tuple(range(len(feeds))), outputs, first.boundary,
                                             tuple(seg_steps))
    if graph_fn is None:
        return None
    rows = plan.get("bindings", [])
    if type(rows) is not list or not all(type(r) is list and len(r) == 3 and all(type(x) is str for x in r)
                                         for r in rows):
        raise FrozenError("bindings malformed")
    return Frozen([f[0] for f in feeds_j], sig, [_Arena(_Replay(graph_fn))], Runs(n_steps),
                  (buf, extras, consts, inits, modules), bindings=[tuple(r) for r in rows])
