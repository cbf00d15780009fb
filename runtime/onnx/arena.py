"""Arenas: the buffers of one run, pooled per input signature, and their replays.

Concurrency: a run takes an arena of its own from its signature's pool (made from the
same plan when none is free) and gives it back when it ends, so concurrent runs never
share buffers or a replay plan and need no lock. A run that does not end (an exception,
KeyboardInterrupt) does not give its arena back: the next run starts from a fresh one.
More arenas of one plan are made only while the memory limit allows them; past it a run
waits for one to be given back.

A replay is a run reduced to its kernel launches on fixed pointers (recorded on an
arena, whose buffers never move): later runs with inputs of the same shapes only
substitute the feeds' pointers (native.py compiles the same launches into one function).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from ..launch import HOST_WORK
from . import memory
from .bindings._base import shared_constants
from .memory import MemoryLimitExceeded
from .profile import Choice


@dataclass
class Arena:
    """One set of buffers made from a plan; used by one run at a time."""
    plan: memory.Plan
    outs: list                  # per step: the out= arrays, or None
    buffer: np.ndarray
    choices: list[list[Choice]] = field(default_factory=list)
    replay: "Replay | None" = None
    tries: int = 0              # instrumented runs since the last replay attempt


@dataclass
class Planned:
    """One input signature: its plan and the arenas made from it. `free` holds the arenas
    no run is using (list.pop/append are atomic: taking one needs no lock); `made` counts
    the arenas alive, for the memory limit."""
    plan: memory.Plan
    shapes: dict
    nbytes: dict
    out_bytes: int
    choices: list
    free: list = field(default_factory=list)
    made: int = 0
    chosen: bool = True  # choices holds the variants chosen (False: the next run records them)
    cond: threading.Condition = field(default_factory=threading.Condition)


class NodeError(ValueError):
    """A node refused its inputs at run time (a value-dependent shape, an attribute that
    does not fit the input): the node's name, op type, domain and opset, then why."""


@dataclass
class HostStep:
    """A step a replay runs in Python between its native segments: shape math on input
    data (a transformer's attention mask) or a kernel whose launches depend on values (a
    gather by indices the caller feeds). It runs on what it read when recorded (arena
    views, initializers; a feed or a reshape of one is taken from the run's feeds) and
    writes its arena buffers, which the launches after it read."""
    step: int
    run: Any
    args: tuple                 # per input: ("feed", id, shape) | ("value", array or None)
    outs: list
    where: str = ""             # the node, as errors name it

    def execute(self, feeds: dict[int, np.ndarray]) -> None:
        args = [feeds[a[1]].reshape(a[2]) if a[0] == "feed" else a[1] for a in self.args]
        try:
            self.run(args, self.outs)
        except ValueError as e:
            raise NodeError(f"{self.where}: {e}") from e


@dataclass
class Replay:
    """A run reduced to its kernel launches on fixed pointers: every tensor but the feeds
    lives in program-owned memory (the arena, its extra buffers, the initializers), so a
    later run with inputs of the same shapes only substitutes the feeds' pointers. With
    host steps, the launches are segments between them (`segments`: ranges of `calls`
    and HostSteps, in order)."""
    calls: list                 # (launch, pointer template, scratch)
    feed_ids: tuple[int, ...]   # the feeds' value ids, in the native function's order
    outputs: list[np.ndarray]   # the arena views holding the graph outputs
    native: Any = None          # the same launches as native functions (native.py), if made
    segments: tuple = ()        # () for no host steps; else (range of calls | HostStep, ...)
    steps: tuple = ()           # the step of each call

    def run(self, feeds: dict[int, np.ndarray]) -> list[np.ndarray] | None:
        if self.native is not None:
            return self.native([feeds[i] for i in self.feed_ids])
        ptr = {}
        for i, a in feeds.items():
            if not (a.flags.c_contiguous and a.flags.aligned):
                return None  # the instrumented path makes such inputs contiguous
            ptr[i] = a.ctypes.data
        for seg in self.segments or (range(len(self.calls)),):
            if isinstance(seg, HostStep):
                seg.execute(feeds)
                continue
            for launch, template, scratch in (self.calls[k] for k in seg):
                launch.replay(tuple(ptr[p[1]] if p[0] == "feed" else p[1] for p in template), scratch)
        return [np.array(o, copy=True) for o in self.outputs]


HOST_KINDS = ("shape",)  # steps that may run in Python inside a replay (with `host` kernels)


def replay_of(arena: Arena, feeds: dict[int, np.ndarray], calls: list, outputs: list,
              steps: Sequence, base: Sequence, launch_steps: Sequence = (),
              host_args: dict | None = None, where=str) -> Replay | None:
    """The replay plan of the run just recorded on `arena` (`steps`: the program's, `base`:
    its initializers by value id; the bindings' shared zeros count as its own;
    launch_steps: the step of each recorded launch; host_args: what each host step read),
    or None where a pointer is not one the program owns (numpy math, kernel-allocated
    values, offset views of inputs) or a host step reads or writes outside of it."""
    if any(c is HOST_WORK for c in calls):
        return None  # (a step computed in Python besides its launches: launch.host_work)
    hosts = [k for k, s in enumerate(steps) if s.kind in HOST_KINDS or getattr(s, "host", False)]
    if any(s.kind not in ("kernel", "view") + HOST_KINDS for s in steps):
        return None
    if hosts and (host_args is None or len(launch_steps) != len(calls)):
        return None
    host_set = set(hosts)
    if len(launch_steps) == len(calls):
        launched = set(launch_steps)
        if any(s.kind == "kernel" and k not in launched and k not in host_set for k, s in enumerate(steps)):
            return None  # (a kernel step that computed without a launch: a replay would skip it)
    owned = [(arena.buffer.ctypes.data, arena.buffer.ctypes.data + arena.buffer.nbytes)]
    for outs in arena.outs:
        for o in outs or []:
            owned.append((o.ctypes.data, o.ctypes.data + o.nbytes))
    held = [a for s in steps if getattr(s, "held", None) is not None for a in s.held()]
    for a in (*base, *shared_constants(), *held):
        if isinstance(a, np.ndarray):
            owned.append((a.ctypes.data, a.ctypes.data + a.nbytes))
    feed_ptr = {a.ctypes.data: i for i, a in feeds.items() if a.flags.c_contiguous}

    def inside(p: int) -> bool:
        return any(lo <= p < hi for lo, hi in owned)
    plan, call_steps = [], []
    for n, (launch, ptrs) in enumerate(calls):
        if launch_steps and launch_steps[n] in host_set:
            continue  # a host step's own launches run when it does
        template = []
        for p in ptrs:
            if p in feed_ptr:
                template.append(("feed", feed_ptr[p]))
            elif inside(p):
                template.append(("fixed", p))
            else:
                return None
        plan.append((launch, tuple(template), launch.scratch()))
        call_steps.append(launch_steps[n] if launch_steps else -1)
    if not all(isinstance(o, np.ndarray) and inside(o.ctypes.data) and o.size for o in outputs):
        return None
    segments: list = []
    if hosts:
        start = 0
        for k in hosts:
            end = start
            while end < len(plan) and call_steps[end] < k:
                end += 1
            if end > start:
                segments.append(range(start, end))
            host = _host_step(k, steps[k], host_args.get(k), arena.outs[k], feeds, inside, where(steps[k]))
            if host is None:
                return None
            segments.append(host)
            start = end
        if start < len(plan):
            segments.append(range(start, len(plan)))
    return Replay(plan, tuple(sorted(feeds)), outputs, segments=tuple(segments), steps=tuple(call_steps))


def _host_step(k: int, step, args, outs, feeds: dict, inside, where: str) -> HostStep | None:
    """Step k as a HostStep, if what it reads is the run's feeds (or reshapes of them) or
    program-owned memory, and it writes arena buffers."""
    if args is None or outs is None or not all(isinstance(o, np.ndarray) and inside(o.ctypes.data) for o in outs):
        return None
    by_ptr = {a.ctypes.data: (i, a.nbytes) for i, a in feeds.items()}
    rec = []
    for a in args:
        if not isinstance(a, np.ndarray):
            rec.append(("value", a))
        elif a.ctypes.data in by_ptr and by_ptr[a.ctypes.data][1] == a.nbytes and a.flags.c_contiguous:
            rec.append(("feed", by_ptr[a.ctypes.data][0], a.shape))
        elif a.size == 0 or inside(a.ctypes.data):
            rec.append(("value", a))
        else:
            return None
    return HostStep(k, step.run, tuple(rec), list(outs), where)


class Pool:
    """The arenas of one program's plans: taking one for a run, making one under the
    memory limit, giving it back, retiring the arena of a run that did not end.
    `ids`: value name -> id; `steps`: the program's (their `outs` get out= arrays);
    `lock`: the program's, under which plans and arenas are made (never held running)."""

    def __init__(self, ids: dict[str, int], steps: Sequence, memory_limit, lock: threading.Lock):
        self.ids, self.steps, self.memory_limit, self.lock = ids, steps, memory_limit, lock

    def make(self, planned: Planned) -> Arena | None:
        """Buffers for one more concurrent run of a plan, if the memory limit allows
        them; else None (the caller waits for a run to give one back), but the first one
        past the limit is refused."""
        with self.lock:
            total = {"arenas": planned.plan.peak_bytes * (planned.made + 1), "outputs": planned.out_bytes}
            try:
                memory.check(f"arena {planned.made + 1} of this plan ({planned.plan.summary()})", total,
                             self.memory_limit)
            except MemoryLimitExceeded:
                if planned.made == 0:
                    raise
                return None
            planned.made += 1
        plan, shapes, nbytes = planned.plan, planned.shapes, planned.nbytes
        buf = np.empty(plan.peak_bytes + memory.ALIGN, np.uint8)
        base = (-buf.ctypes.data) % memory.ALIGN
        arrays = {}
        for sl in plan.slots:
            o = self.ids[sl.name]
            view = buf[base + sl.offset: base + sl.offset + sl.nbytes]
            arrays[o] = view.view(shapes[o][1]).reshape(shapes[o][0])
        outs = []
        for s in self.steps:
            if s.outs and all(o in nbytes for o in s.outs):
                outs.append([arrays[o] if nbytes[o] else np.empty(shapes[o][0], shapes[o][1]) for o in s.outs])
            else:
                outs.append(None)
        return Arena(plan, outs, buf, planned.choices)

    def take(self, planned: Planned) -> Arena:
        """A free arena of the plan, a new one, or (at the memory limit) the next one given back."""
        while True:
            try:
                return planned.free.pop()
            except IndexError:
                pass
            arena = self.make(planned)
            if arena is not None:
                return arena
            with planned.cond:
                planned.cond.wait(0.01)

    def give_back(self, planned: Planned, arena: Arena) -> None:
        planned.free.append(arena)
        if planned.made > 1:
            with planned.cond:
                planned.cond.notify()

    def retire(self, planned: Planned, arena: Arena) -> None:
        """An arena whose run did not end: never used again (a split launch returns only
        when every chunk is done, so nothing writes into it once the run has unwound)."""
        with self.lock:
            planned.made -= 1
