"""A settled run compiled into one native entry point.

Once a session has replayed a signature (runtime/onnx/arena.py: every kernel launch on
fixed pointers, only the feeds change), Python has nothing left to decide per run. The
launches become one LLVM function that calls each kernel in order with its arena
pointers, scratch and sizes as constants, reads the feeds' data pointers out of the
numpy arrays it is given, and copies the graph outputs into the arrays it is given: one
ctypes call per inference. The caller has checked the arrays (dtype, shape, contiguity)
before the call, exactly as the replay path does.

A launch split across threads becomes one call of the native workers' `parallel`
(workers.py) with the kernel's arguments in a stack array and its chunks in a constant.
"""
from __future__ import annotations

import ctypes
import functools
import hashlib
import time
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ..binding import Boundary, accepts
from ..jit import compile_ir, host_target, load_cached
from ..kernel import FULL_RANGE
from ..lowering.abi import KernelABI
from ..lowering.llir import Function, Module, Val, i1, i64
from ..workers import workers
from ..workers_code import define_job, define_ticks, ticks_ir


def _data_offset() -> int | None:
    """Where a numpy array object keeps its data pointer (PyArrayObject.data): found by
    looking, not assumed, so another object layout just means no native graph."""
    a = np.empty(4, np.float32)
    want = a.ctypes.data.to_bytes(8, "little")
    raw = ctypes.string_at(id(a), 64)
    for off in range(8, 64, 8):
        if raw[off:off + 8] == want:
            return off
    return None


DATA_OFFSET = _data_offset()


@functools.lru_cache(maxsize=None)
def tick_rate() -> float:
    """Ticks per second of the counter the timed graphs read (workers_code.define_ticks), measured
    once over ~2 ms against perf_counter; 0.0 where the machine has no such counter."""
    m = compile_ir(ticks_ir())
    ticks = ctypes.CFUNCTYPE(ctypes.c_int64)(m.address("ticks"))
    t0, c0 = time.perf_counter(), ticks()
    while time.perf_counter() - t0 < 2e-3:
        pass
    rate = (ticks() - c0) / (time.perf_counter() - t0)
    tick_rate.module = m  # type: ignore[attr-defined]
    return rate if rate > 0 else 0.0


@dataclass
class NativeGraph:
    fn: Any                  # ctypes function: (feed arrays..., output arrays..., times or None)
    module: Any              # keeps the machine code alive
    keep: tuple              # scratch areas and views whose addresses are compiled in
    boundary: Boundary       # what the feeds must be (binding.accepts: the one place of such checks)
    outputs: tuple           # (shape, dtype) of each graph output
    helpers: int = 0         # worker threads its split launches use (started again after a fork)
    steps: tuple = ()        # the step (node) each launch belongs to, in launch order
    uses: str = ""           # which @addresses place each use reads (_slot_order): with module.key,
    #                          what another process needs to load this code for the same launches

    def __call__(self, arrays: list, times: np.ndarray | None = None) -> list[np.ndarray] | None:
        """Fresh outputs for these feeds (in feed order), or None when a feed is not exactly
        what the plan was recorded with (the caller takes the checked path). times: an
        int64 array of len(steps) + 1 the run writes the counter's value into at its start
        and after each launch (the profile's sampled runs)."""
        if not accepts(self.boundary, arrays):
            return None
        if self.helpers:
            workers(self.helpers)
        outs = [np.empty(shape, dtype) for shape, dtype in self.outputs]
        self.fn(*arrays, *outs, times.ctypes.data if times is not None else None)
        return outs

    def timed(self, arrays: list) -> tuple[list[np.ndarray] | None, list[float]]:
        """A run that also gives each launch's seconds (0 for all where there is no counter)."""
        times = np.zeros(len(self.steps) + 1, np.int64)
        outs = self(arrays, times)
        rate = tick_rate()
        return outs, [float(d) / rate if rate else 0.0 for d in np.diff(times)]


@dataclass
class SegmentedGraph:
    """A replay with host steps (arena.HostStep) run as its native segments, each one
    native function, with the host steps in Python between them; the same interface as a
    NativeGraph (`steps`, call, `timed`). Outputs are copied out of the arena at the end."""
    parts: tuple             # NativeGraph | HostStep, in order
    feed_ids: tuple
    outputs: list            # the arena views holding the graph outputs
    boundary: Boundary
    steps: tuple             # per entry of `timed`'s seconds: each graph's launches, then a host step

    def __call__(self, arrays: list, times=None) -> list[np.ndarray] | None:
        if not accepts(self.boundary, arrays):
            return None
        feeds = dict(zip(self.feed_ids, arrays))
        for part in self.parts:
            if isinstance(part, NativeGraph):
                part(arrays)
            else:
                part.execute(feeds)
        return [np.array(o, copy=True) for o in self.outputs]

    def timed(self, arrays: list) -> tuple[list[np.ndarray] | None, list[float]]:
        if not accepts(self.boundary, arrays):
            return None, []
        feeds = dict(zip(self.feed_ids, arrays))
        seconds: list[float] = []
        for part in self.parts:
            if isinstance(part, NativeGraph):
                seconds += part.timed(arrays)[1]
            else:
                t0 = time.perf_counter()
                part.execute(feeds)
                seconds.append(time.perf_counter() - t0)
        return [np.array(o, copy=True) for o in self.outputs], seconds


def compile_replay(replay, feeds: dict[int, np.ndarray]) -> "NativeGraph | SegmentedGraph | None":
    """The replay's launches as native code: one function, or (with host steps) one per
    segment between them."""
    if not replay.segments:
        return compile_graph(replay.calls, feeds, replay.outputs, replay.steps)
    parts, steps = [], []
    for seg in replay.segments:
        if isinstance(seg, range):
            g = compile_graph([replay.calls[k] for k in seg], feeds, [], tuple(replay.steps[k] for k in seg))
            if g is None:
                return None
            parts.append(g)
            steps += list(g.steps)
        else:
            parts.append(seg)
            steps.append(seg.step)
    first = next((p for p in parts if isinstance(p, NativeGraph)), None)
    if first is None:
        return None
    return SegmentedGraph(tuple(parts), replay.feed_ids, replay.outputs, first.boundary, tuple(steps))


def _slot_order(calls: list, outputs: list, pool) -> tuple[dict[int, int], str]:
    """(this process's addresses the graph reads from @addresses, each with its place there;
    a digest of which place each use reads). The places follow the launches alone, so a
    process that loads the graph's cached object fills its table without making the IR,
    provided its uses read the same places (the digest: two values at one address in one
    process and apart in another would differ)."""
    slots: dict[int, int] = {}
    uses = []

    def use(a: int) -> None:
        uses.append(slots.setdefault(a, len(slots)))
    for launch, template, scratch in calls:
        for p in template:
            if p[0] != "feed":
                use(p[1])
        if scratch is not None:
            use(scratch.ctypes.data)
        use(launch.address)
        if launch.chunks:
            for a in (pool.state, pool.parallel_address):
                use(a)
    for view in outputs:
        use(view.ctypes.data)
    return slots, hashlib.sha256(np.asarray(uses, np.int64).tobytes()).hexdigest()


def _graph_ir(calls: list, n_feeds: int, index: dict, outputs: list, pool, slots: dict[int, int]) -> str:
    m = Module()
    define_ticks(m)
    fn = Function(m)
    params = [Val(f"%f{i}", "ptr") for i in range(n_feeds)]
    outs = [Val(f"%o{i}", "ptr") for i in range(len(outputs))]
    times = Val("%times", "ptr")
    data = {p.ref: fn.load("ptr", fn.gep("i8", p, DATA_OFFSET), align=8) for p in params + outs}

    def const_ptr(addr: int) -> Val:
        """An address read from @addresses (filled in after loading): the IR names no address
        of this process, so the same launches make the same IR, cached on disk like a kernel."""
        return fn.load("ptr", fn.gep("i64", Val("@addresses", "ptr"), slots[addr]), align=8)

    timed = fn.icmp("ne", times, Val("null", "ptr"))

    def stamp(i: int) -> None:
        """times[i] = the counter, when the caller asked for times."""
        yes, go = fn.label("stamp"), fn.label("go")
        fn.cbr(timed, yes, go)
        fn.block(yes)
        fn.store(fn.call("@ticks", "i64", []), fn.gep("i64", times, i), align=8)
        fn.br(go)
        fn.block(go)
    stamp(0)
    for k, (launch, template, scratch) in enumerate(calls):
        ptrs = [data[params[index[p[1]]].ref] if p[0] == "feed" else const_ptr(p[1]) for p in template]
        base = const_ptr(scratch.ctypes.data) if scratch is not None else Val("null", "ptr")
        if launch.chunks:
            _parallel_call(fn, pool, launch, ptrs, base, k, const_ptr)
        else:
            abi = KernelABI.arity(len(ptrs), len(launch.sizes))
            abi.call(fn, const_ptr(launch.address).ref,
                     abi.args(ptrs, base, [i64(s) for s in launch.sizes], i64(0), i64(FULL_RANGE)))
        stamp(k + 1)
    for o, view in zip(outs, outputs):
        fn.intrinsic("llvm.memcpy.p0.p0.i64", "void",
                     [data[o.ref], const_ptr(view.ctypes.data), i64(view.nbytes), i1(False)])
    fn.ret()
    signature = ", ".join(f"ptr {x}" for x in params + outs + [times])
    m.global_("addresses", f"global [{max(len(slots), 1)} x i64] zeroinitializer, align 8")
    m.function(fn.define(f"define void @graph({signature}) nounwind"))
    return m.text()


def compile_graph(calls: list, feeds: dict[int, np.ndarray], outputs: list[np.ndarray],
                  steps: tuple = (), cached: tuple[str, str] = ("", "")) -> NativeGraph | None:
    """calls: (launch, pointer template, scratch) as recorded by the replay; a template
    entry is ("feed", key) or (kind, address); feeds: the recorded run's feeds by key (the
    function takes them in key order, then the output arrays, then a pointer to counter
    values or null); steps: each call's step. None when the array layout is unknown or a
    launch's kernel is no machine code (a Python stand-in). cached: (the object cache key,
    the uses digest) of this graph's code as an earlier process compiled it (NativeGraph's
    module.key and uses), to load without making the IR (made and compiled after all when
    the entry is gone or the uses differ)."""
    feed_keys = sorted(feeds)
    n_feeds = len(feed_keys)
    boundary = Boundary("model graph", tuple(f"feed {k}" for k in feed_keys),
                        tuple(feeds[k].shape for k in feed_keys), tuple(feeds[k].dtype for k in feed_keys),
                        n_feeds, frozenset())
    index = {k: i for i, k in enumerate(feed_keys)}
    if DATA_OFFSET is None or not all(launch.address for launch, _, _ in calls):
        return None  # (a kernel not reachable as machine code: never compiled into a call)
    helpers = max((len(launch.chunks) - 1 for launch, _, _ in calls if launch.chunks), default=0)
    pool = workers(helpers) if any(launch.chunks for launch, _, _ in calls) else None  # (a split may be one chunk)
    slots, uses = _slot_order(calls, outputs, pool)
    target = replace(host_target(), opt_level=0)
    module = load_cached(cached[0], target) if cached[0] and cached[1] == uses else None
    if module is None:
        # Straight-line calls with constant arguments: LLVM's fast path (O0: no optimizer,
        # fast instruction selection and register allocation) compiles it in a seventh of
        # O3's time (densenet121's 8856 lines: 38 vs 270 ms), and there is nothing for an
        # optimizer to find between the calls. Cached on disk: the same launches in another
        # process (a warm load) make the same IR, whose object is loaded instead
        module = compile_ir(_graph_ir(calls, n_feeds, index, outputs, pool, slots), target)
    table = (ctypes.c_int64 * max(len(slots), 1)).from_address(module.address("addresses"))
    for addr, k in slots.items():
        table[k] = addr
    keep = tuple([scratch for _, _, scratch in calls if scratch is not None] + list(outputs))
    fn = module.function("graph", (ctypes.py_object,) * (n_feeds + len(outputs)) + (ctypes.c_void_p,))
    return NativeGraph(fn, module, keep, boundary, tuple((o.shape, o.dtype) for o in outputs), helpers,
                       tuple(steps) if len(steps) == len(calls) else (-1,) * len(calls), uses)


def _parallel_call(fn: Function, pool, launch, ptrs: list[Val], base: Val, k: int, const_ptr) -> None:
    """Run a split launch on the workers: argv = [kernel, buffers..., sizes...] on the
    stack, the chunks a constant, one call of `parallel` (it returns when all are done)."""
    chunks = [x for c in launch.chunks for x in c]
    table = fn.module.global_(f"chunks{k}", f"private unnamed_addr constant [{len(chunks)} x i64] "
                                            f"[{', '.join(f'i64 {x}' for x in chunks)}]")
    argv = fn.alloca(f"[{1 + len(ptrs) + len(launch.sizes)} x i64]", "argv", align=8)
    kernel = const_ptr(launch.address)
    for i, v in enumerate([kernel, *ptrs, *(i64(s) for s in launch.sizes)]):
        fn.store(v, fn.gep("i64", argv, i), align=8)
    # the kernel's arity's wrapper, a helper of this module: one object per graph, not one per arity
    job = Val(define_job(fn.module, len(ptrs), len(launch.sizes), f"job_{len(ptrs)}_{len(launch.sizes)}", True), "ptr")
    state = const_ptr(pool.state)
    par = const_ptr(pool.parallel_address)
    fn.call(par, "void", [state, job, argv, base, i64(4 * launch.stride), Val(table, "ptr"), i64(len(launch.chunks))])


class FastPath:
    """Session.run for one input signature whose plan compiles natively: the feeds by name,
    an arena taken from the signature's pool (each arena has its own native function, its
    pointers compiled in), the boundary's checks (binding.accepts: exact dtypes and shapes,
    contiguity), fresh outputs, one native call. Anything else (other shapes, a view, a
    list, no free arena with a native plan) returns None and takes the ordinary path,
    which names what is wrong or waits for an arena. The profile's sampled runs are the
    same native call with the counter read after each launch (Program.record_timed)."""

    def __init__(self, names: list[str], outputs: list[str], free: list, program: Any, sig: tuple = ()):
        self.names, self.outputs = names, outputs
        self.free = free        # the signature's free arenas (list.pop/append are atomic)
        self.program = program  # its `runs` counts runs; sampled() ones are timed per launch
        self.sig = sig          # the input signature: the profile keeps its times apart
        self.times = program.sig_times(sig) if hasattr(program, "sig_times") else None

    def run(self, inputs: dict) -> dict | None:
        if len(inputs) != len(self.names):
            return None
        arrays = [inputs.get(name) for name in self.names]
        try:
            arena = self.free.pop()
        except IndexError:
            return None
        try:
            replay = arena.replay
            if replay is None or replay.native is None:
                return None
            prog = self.program
            if prog.sampled():
                outs, seconds = replay.native.timed(arrays)
                if outs is None:
                    return None
                prog.record_timed(replay.native.steps, seconds, self.sig)
            else:
                outs = replay.native(arrays)
                if outs is None:
                    return None
            prog.runs += 1
            prog.latest_sig = self.sig
            if self.times is not None:
                self.times.runs += 1
        finally:
            self.free.append(arena)
        return dict(zip(self.outputs, outs))
