"""Session: a model bound node by node at load time, run in Kahn order out of one arena.

Every node is bound (or, with fallback="reference", given to onnx's reference evaluator)
before anything runs, so an unsupported model fails at load with every offending node
named. The first run of each set of input shapes allocates as it goes and records every
shape; from those the memory plan is made, and later runs with the same shapes hand
kernels views of one arena as out=. Graph outputs are always copied out.

Concurrency: a run takes an arena of its own from its signature's pool (made from the
same plan when none is free) and gives it back when it ends, so concurrent runs never
share buffers or a replay plan and need no lock. A run that does not end (an exception,
KeyboardInterrupt) does not give its arena back: the next run starts from a fresh one.
Memory: before the first run of each input signature the plan is predicted from the
inferred shapes and refused (MemoryLimitExceeded, planned vs allowed bytes) past
memory_limit= / JIT_RUNTIME_MEMORY_LIMIT / the memory the machine has available.
"""
from __future__ import annotations

import importlib
import inspect
import threading
import time
import warnings
from collections import deque
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
from onnx import helper

from . import memory, native, passes as P
from .memory import MemoryLimitExceeded
from .model import Graph, InvalidModel, Node, TensorInfo, UnsupportedModel, load
from .profile import Choice, chrome, explain, recording_choices, records, table, write_chrome
from .schedule import order
from ..kernel import record_launches

FALLBACKS = ("error", "reference")
SAMPLES = 256  # per-node times kept for the profile's medians
RETIRED = 4    # arenas of interrupted runs kept alive a while (worker threads may still write)


class InvalidInput(ValueError):
    """run() was given inputs that do not fit the model: unknown or missing names, a
    rank or dim that contradicts the declared shape or another input's binding."""


class InputTypeError(TypeError):
    """run() was given an input of the wrong element type (or not a dict of arrays)."""


class NodeError(ValueError):
    """A node refused its inputs at run time (a value-dependent shape, an attribute that
    does not fit the input): the node's name, op type, domain and opset, then why."""


def bindings_module():
    return importlib.import_module("jit_runtime.onnx.bindings")


@dataclass
class Step:
    node: Node
    kind: str                   # kernel | view | shape | constant | fallback
    run: Callable
    ins: tuple[int, ...]        # value ids; -1 for an omitted optional input
    outs: tuple[int, ...]       # -1 for an omitted output
    dsl_op: str = ""
    inplace_ok: bool = False
    passes: tuple[str, ...] = ()  # options the binding accepted (device, threads, variant)
    reason: str = ""            # why it falls back
    free: tuple[int, ...] = ()  # values dead after this step


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
    cond: threading.Condition = field(default_factory=threading.Condition)


@dataclass
class Replay:
    """A run reduced to its kernel launches on fixed pointers: every tensor but the feeds
    lives in program-owned memory (the arena, its extra buffers, the initializers), so a
    later run with inputs of the same shapes only substitutes the feeds' pointers."""
    calls: list                 # (launch, pointer template, scratch)
    feeds: dict[int, int]       # feed position -> value id
    outputs: list[np.ndarray]   # the arena views holding the graph outputs
    native: Any = None          # the same launches as one native function (native.py), if made

    def run(self, feeds: dict[int, np.ndarray]) -> list[np.ndarray] | None:
        if self.native is not None:
            arrays = [feeds[i] for i in sorted(feeds)]
            if not all(a.flags.c_contiguous and a.flags.aligned for a in arrays):
                return None
            outs = [np.empty(o.shape, o.dtype) for o in self.outputs]
            self.native.fn(*arrays, *outs)
            return outs
        ptr = {}
        for i, a in feeds.items():
            if not (a.flags.c_contiguous and a.flags.aligned):
                return None  # the instrumented path makes such inputs contiguous
            ptr[i] = a.ctypes.data
        for launch, template, scratch in self.calls:
            launch.replay(tuple(ptr[p[1]] if p[0] == "feed" else p[1] for p in template), scratch)
        return [np.array(o, copy=True) for o in self.outputs]


def _accepted(run: Callable, options: dict) -> dict:
    """The options (device, threads, variant) the binding's run takes as keywords."""
    try:
        params = inspect.signature(run).parameters
    except (TypeError, ValueError):
        return {}
    if any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return dict(options)
    return {k: v for k, v in options.items() if k in params}


def _reference(node: Node, graph: Graph, infos: dict) -> Callable:
    """Run one node through onnx.reference.ReferenceEvaluator on a one-node model."""
    from onnx.reference import ReferenceEvaluator
    names = list(dict.fromkeys(t for t in node.inputs + node.implicit if t))

    def vi(name):
        info = infos.get(name)
        return helper.make_tensor_value_info(name, info.elem_type if info else 0, None)
    g = helper.make_graph([node.proto], f"fallback_{node.name}", [vi(n) for n in names],
                          [vi(o) for o in node.outputs if o])
    opsets = [helper.make_opsetid(d, v) for d, v in graph.opsets.items()]
    ev = ReferenceEvaluator(helper.make_model(g, opset_imports=opsets, ir_version=max(graph.ir_version, 3),
                                              functions=list(graph.functions)))
    outs = [o for o in node.outputs]

    def run(inputs, out=None):
        res = iter(ev.run(None, {n: a for n, a in zip(node.inputs + node.implicit, inputs) if n}))
        return [next(res) if o else None for o in outs]
    return run


def _check_values(graph: Graph, memory_limit) -> None:
    """A value whose inferred static shape alone is past the memory limit can never be
    computed: refuse the model at load (before constant folding would try it in numpy)."""
    sizes = [(memory.nbytes(t.static_shape, t.dtype), t.name) for t in graph.tensors.values()
             if t.static_shape is not None and t.dtype is not None and t.name not in graph.initializers]
    if not sizes:
        return
    big, name = max(sizes)
    by = next((f", output of node '{n.name}' ({n.op_type}, domain '{n.domain or 'ai.onnx'}', opset "
               f"{graph.opset(n.domain)})" for n in graph.nodes if name in n.outputs), "")
    memory.check(f"value '{name}' {graph.tensors[name].static_shape} {graph.tensors[name].dtype}{by}",
                 {"the value": big}, memory_limit)


class Program:
    """One graph after passes, bound and scheduled, with an arena per input signature."""

    def __init__(self, graph: Graph, fallback: str, options: dict, pass_list, memory_limit=None):
        b = bindings_module()
        self.memory_limit = memory_limit  # bytes, text like '2G', or None (memory.limit decides)
        _check_values(graph, memory_limit)  # before passes fold constants in numpy
        self.graph = graph = P.apply(graph, pass_list if pass_list is not None else P.default(b))
        names = list(graph.initializers) + [t.name for t in graph.inputs]
        names += [t for n in graph.nodes for t in n.outputs if t and t not in graph.initializers]
        self.ids = {n: k for k, n in enumerate(dict.fromkeys(names))}
        self.base: list[Any] = [None] * len(self.ids)
        for k, a in graph.initializers.items():
            self.base[self.ids[k]] = a
        self.infos = infos = dict(graph.tensors)
        for k, a in graph.initializers.items():
            infos[k] = TensorInfo(k, helper.np_dtype_to_tensor_dtype(a.dtype), tuple(a.shape))
        self.steps: list[Step] = []
        self.use_replay = True
        self.use_native = True
        self.unsupported: list[tuple[str, str, str, int, str]] = []
        ident = lambda t: self.ids.get(t, -1) if t else -1  # noqa: E731
        for node in order(graph):
            opset = graph.opset(node.domain)
            shapes = [infos[t].static_shape if t in infos else None for t in node.inputs]
            dtypes = [infos[t].elem_type if t in infos and infos[t].elem_type else None for t in node.inputs]
            consts = {i: graph.initializers[t] for i, t in enumerate(node.inputs) if t in graph.initializers}
            ins, outs = tuple(ident(t) for t in node.inputs), tuple(ident(t) for t in node.outputs)
            try:
                bind = b.bind if node.domain != "jit_runtime" else importlib.import_module(  # fusion passes' nodes
                    "jit_runtime.onnx.fused").bind
                bd = bind(node.proto, opset, shapes, dtypes, consts)
            except b.Unsupported as e:
                reason = getattr(e, "reason", str(e))
                if fallback == "reference":
                    try:
                        run = _reference(node, graph, infos)
                    except Exception as ee:  # noqa: BLE001 - the reference evaluator can't either
                        self.unsupported.append((node.name, node.op_type, node.domain, opset,
                                                 f"{reason}; reference evaluator: {ee}"))
                        continue
                    self.steps.append(Step(node, "fallback", run, ins + tuple(ident(t) for t in node.implicit),
                                           outs, reason=reason))
                else:
                    self.unsupported.append((node.name, node.op_type, node.domain, opset, reason))
                continue
            kw = _accepted(bd.run, options) if bd.kind == "kernel" else {}
            run = bd.run if not kw else (lambda r, kw: lambda i, o=None: r(i, o, **kw))(bd.run, kw)
            self.steps.append(Step(node, bd.kind, run, ins, outs, bd.dsl_op or "", bd.inplace_ok, tuple(kw)))
        if self.unsupported:
            raise UnsupportedModel(self.unsupported)
        self.inputs = {t.name: self.ids[t.name] for t in graph.inputs}
        self.out_ids = [self.ids.get(t.name, -1) for t in graph.outputs]
        missing = [t.name for t, i in zip(graph.outputs, self.out_ids) if i < 0]
        if missing:
            raise InvalidModel(f"graph outputs nothing defines: {', '.join(missing)}")
        last = {i: k for k, s in enumerate(self.steps) for i in s.ins if i >= 0}
        keep = set(self.out_ids) | set(range(len(graph.initializers)))
        for k, s in enumerate(self.steps):
            s.free = tuple(i for i in set(s.ins) | set(s.outs) if i >= 0 and last.get(i, k) == k and i not in keep)
        self.plans: dict[tuple, Planned] = {}  # per input signature
        self.arenas: dict[tuple, Arena] = {}   # the latest arena used per signature (reports)
        self.retired: deque = deque(maxlen=RETIRED)
        self.dynamic: set[int] = set()   # values whose shape a plan got wrong: never in the arena
        self.no_out: set[int] = set()    # steps whose binding refused out=
        self.samples = [deque(maxlen=SAMPLES) for _ in self.steps]  # recent planned-run times
        self.last = [(0.0, 0.0)] * len(self.steps)
        self.runs = 0
        self.use_arena = True
        self.latest: Arena | None = None
        self._lock = threading.Lock()    # making plans and arenas (not running)

    def where(self, s: Step) -> str:
        n = s.node
        return (f"node '{n.name}' ({n.op_type}, domain '{n.domain or 'ai.onnx'}', "
                f"opset {self.graph.opset(n.domain)})")

    # --- the memory plan ---------------------------------------------------------------
    def _uses(self, predicted: bool = False) -> list[memory.Use]:
        """Steps as the planner sees them; a prediction also places what non-kernel
        steps allocate (shape math, fallbacks), so nothing large escapes the limit."""
        return [memory.Use(s.ins, s.outs, (s.kind == "kernel" and k not in self.no_out)
                           or (predicted and s.kind not in ("kernel", "view")), s.inplace_ok)
                for k, s in enumerate(self.steps)]

    def predict(self, feed_shapes: dict[int, tuple]) -> tuple[memory.Plan, int, str]:
        """The plan the first run with these input shapes will need, from the inferred
        shapes (symbolic dims bound from the inputs; values of unknown shape left out):
        (plan, output bytes, the largest value)."""
        bound: dict[str, int] = {}
        for t in self.graph.inputs:
            i = self.ids.get(t.name)
            if t.shape is not None and i in feed_shapes:
                for d, n in zip(t.shape, feed_shapes[i]):
                    if isinstance(d, str):
                        bound.setdefault(d, n)
        shapes: dict[int, tuple] = {}
        for name, i in self.ids.items():
            info = self.infos.get(name)
            if i in feed_shapes or info is None or info.shape is None or info.dtype is None:
                continue
            dims = [d if isinstance(d, int) else bound.get(d) if isinstance(d, str) else None for d in info.shape]
            if all(isinstance(d, int) and d >= 0 for d in dims):
                shapes[i] = (tuple(dims), info.dtype)
        names = {i: t for t, i in self.ids.items()}
        values, nbytes = memory.lifetimes(self._uses(True), self.out_ids, shapes, names)
        out_bytes = sum(memory.nbytes(*shapes[i]) for i in set(self.out_ids) if i in shapes)
        big = max(shapes, key=lambda i: memory.nbytes(*shapes[i]), default=None)
        by = {o: s for s in self.steps for o in s.outs}
        largest = "" if big is None else (f"; the largest value is '{names[big]}' {shapes[big][0]} {shapes[big][1]} "
                                          f"({memory.nbytes(*shapes[big]):,} bytes)"
                                          + (f", output of {self.where(by[big])}" if big in by else ""))
        return memory.plan(values), out_bytes, largest

    def check_memory(self, feed_shapes: dict[int, tuple], inputs: bool = False) -> None:
        """Refuse, before anything runs, a first run whose predicted arena + outputs (+
        inputs, when we make them: the warm-up) exceed the memory limit."""
        plan, out_bytes, largest = self.predict(feed_shapes)
        parts = {"arena": plan.peak_bytes, "outputs": out_bytes}
        if inputs:
            parts["inputs"] = sum(memory.nbytes(*sd) for sd in feed_shapes.values())
        feeds = ", ".join(f"'{t}' {feed_shapes[i][0]}" for t, i in self.inputs.items() if i in feed_shapes)
        memory.check(f"the memory plan for inputs {feeds or '(none)'}", parts, self.memory_limit, largest)

    def _plan(self, shapes: dict[int, tuple]) -> Planned:
        """The memory plan for the shapes one run recorded."""
        names = {i: t for t, i in self.ids.items()}
        values, nbytes = memory.lifetimes(self._uses(), self.out_ids, shapes, names, self.dynamic)
        plan = memory.plan(values)
        out_bytes = sum(memory.nbytes(*shapes[i]) for i in set(self.out_ids) if i in shapes)
        return Planned(plan, shapes, nbytes, out_bytes, [])

    def _arena(self, planned: Planned) -> Arena:
        """Buffers for one more concurrent run of a plan, if the memory limit allows
        them; else waits for a run to give one back (never the first one: that is refused)."""
        with self._lock:
            total = {"arenas": planned.plan.peak_bytes * (planned.made + 1), "outputs": planned.out_bytes}
            try:
                memory.check(f"arena {planned.made + 1} of this plan ({planned.plan.summary()})", total,
                             self.memory_limit)
            except MemoryLimitExceeded:
                if planned.made == 0:
                    raise
                return None  # type: ignore[return-value]
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

    def _take(self, planned: Planned) -> Arena:
        """A free arena of the plan, a new one, or (at the memory limit) the next one given back."""
        while True:
            try:
                return planned.free.pop()
            except IndexError:
                pass
            arena = self._arena(planned)
            if arena is not None:
                return arena
            with planned.cond:
                planned.cond.wait(0.01)

    def _give_back(self, planned: Planned, arena: Arena) -> None:
        planned.free.append(arena)
        if planned.made > 1:
            with planned.cond:
                planned.cond.notify()

    def _drop(self, planned: Planned, arena: Arena) -> None:
        """An arena whose run did not end: never used again (kept alive a moment for
        worker threads of an interrupted parallel kernel)."""
        self.retired.append(arena)
        with self._lock:
            planned.made -= 1

    # --- running -----------------------------------------------------------------------
    REPLAY_PROFILE_EVERY = 16  # one run in so many goes the instrumented way, for the profile

    def execute(self, feeds: dict[int, np.ndarray], sig: tuple) -> list:
        planned = self.plans.get(sig)
        if planned is None:
            self.check_memory({i: (a.shape, a.dtype) for i, a in feeds.items()})
            return self._first(feeds, sig)
        try:
            arena = planned.free.pop()
        except IndexError:
            arena = self._take(planned)
        try:
            if arena.replay is not None and self.runs % self.REPLAY_PROFILE_EVERY:
                out = arena.replay.run(feeds)
                if out is not None:
                    self.runs += 1
                    planned.free.append(arena)
                    return out
            out = self._instrumented(feeds, sig, arena)
        except BaseException:
            self._drop(planned, arena)
            raise
        if self.plans.get(sig) is planned:  # else the plan was dropped (a binding refused out=)
            self._give_back(planned, arena)
        return out

    def _instrumented(self, feeds: dict[int, np.ndarray], sig: tuple, arena: Arena) -> list:
        self.arenas[sig] = arena
        if arena.replay is None and arena.tries < 2 and self.use_arena and self.use_replay:
            arena.tries += 1
            with record_launches() as calls:
                out, env_outputs = self._execute(feeds, sig, arena)
            arena.replay = self._replay(arena, feeds, calls, env_outputs)
            if arena.replay is not None and self.use_native:
                arena.replay.native = native.compile_graph(arena.replay.calls, sorted(feeds), arena.replay.outputs)
            return out
        return self._execute(feeds, sig, arena)[0]

    def _first(self, feeds: dict[int, np.ndarray], sig: tuple) -> list:
        """A run with new input shapes: allocates as it goes, records every shape and
        checks the declared ones, then plans the arena for the next runs."""
        shapes: dict[int, tuple] = {}
        choices: list[list[Choice]] = [[] for _ in self.steps]
        out, _ = self._execute(feeds, sig, None, shapes, choices)
        self._check_declared(shapes)
        planned = self._plan(shapes)
        planned.choices = choices
        arena = self._arena(planned)
        planned.free.append(arena)
        with self._lock:
            if len(self.plans) >= 8:  # shapes keep changing: keep the most recent plans
                old = next(iter(self.plans))
                self.plans.pop(old, None)
                self.arenas.pop(old, None)
            self.plans[sig] = planned
            self.arenas[sig] = arena
        self.latest = arena
        return out

    def _check_declared(self, shapes: dict[int, tuple]) -> None:
        """Values whose computed shape contradicts the shape the model declares for them."""
        names = {i: t for t, i in self.ids.items()}
        producer = {o: s for s in self.steps for o in s.outs}
        for i, (shape, _) in shapes.items():
            want = self.graph.declared.get(names.get(i, ""))
            if want is None:
                continue
            if len(want) != len(shape) or any(isinstance(d, int) and d != n for d, n in zip(want, shape)):
                by = f" (output of {self.where(producer[i])})" if i in producer else ""
                raise InvalidModel(f"value '{names[i]}'{by} has shape {tuple(shape)} at run time, but the model "
                                   f"declares {tuple(want)}")

    def _replay(self, arena: Arena, feeds: dict[int, np.ndarray], calls: list, outputs: list) -> Replay | None:
        """The replay plan of the run just recorded, or None where a pointer is not one the
        program owns (numpy math, kernel-allocated values, offset views of inputs)."""
        if any(s.kind not in ("kernel", "view") for s in self.steps):
            return None
        owned = [(arena.buffer.ctypes.data, arena.buffer.ctypes.data + arena.buffer.nbytes)]
        for outs in arena.outs:
            for o in outs or []:
                owned.append((o.ctypes.data, o.ctypes.data + o.nbytes))
        for a in self.base:
            if isinstance(a, np.ndarray):
                owned.append((a.ctypes.data, a.ctypes.data + a.nbytes))
        feed_ptr = {a.ctypes.data: i for i, a in feeds.items() if a.flags.c_contiguous}

        def inside(p: int) -> bool:
            return any(lo <= p < hi for lo, hi in owned)
        plan = []
        for launch, ptrs in calls:
            template = []
            for p in ptrs:
                if p in feed_ptr:
                    template.append(("feed", feed_ptr[p]))
                elif inside(p):
                    template.append(("fixed", p))
                else:
                    return None
            plan.append((launch, tuple(template), launch.scratch()))
        if not all(isinstance(o, np.ndarray) and inside(o.ctypes.data) and o.size for o in outputs):
            return None
        return Replay(plan, {i: i for i in feeds}, outputs)

    def _execute(self, feeds: dict[int, np.ndarray], sig: tuple, arena: Arena | None,
                 shapes: dict[int, tuple] | None = None, choices: list | None = None) -> tuple[list, list]:
        """One run step by step: into the arena's buffers, or (arena None: the first run of
        a signature) allocating, recording shapes and the variants chosen.
        Returns (outputs copied for the caller, the values themselves)."""
        env = list(self.base)
        for i, a in feeds.items():
            env[i] = a
        k = 0
        with (recording_choices() if arena is None else nullcontext()) as rec:
            t_run = time.perf_counter()
            try:
                for k, s in enumerate(self.steps):
                    args = [env[i] if i >= 0 else None for i in s.ins]
                    out = arena.outs[k] if arena is not None and self.use_arena else None
                    if rec is not None:
                        rec(choices[k])
                    t0 = time.perf_counter()
                    if out is None:
                        res = s.run(args, None)
                    else:
                        try:
                            res = s.run(args, out)
                        except ValueError:  # the binding refused out=: allocate from now on
                            res = s.run(args, None)
                            self.no_out.add(k)
                            self.plans.clear()
                        else:
                            res = self._settle(k, s, res, out, sig)
                    t1 = time.perf_counter()
                    for o, r in zip(s.outs, res):
                        if o >= 0:
                            env[o] = r
                            if shapes is not None and isinstance(r, np.ndarray):
                                shapes[o] = (r.shape, r.dtype)
                    for i in s.free:
                        env[i] = None
                    self.last[k] = (t0 - t_run, t1 - t0)
                    if arena is not None:
                        self.samples[k].append(t1 - t0)
            except (InvalidModel, MemoryLimitExceeded, NodeError):
                raise
            except MemoryError as e:
                raise MemoryLimitExceeded(f"{self.where(self.steps[k])}: out of memory while running it ({e}); "
                                          f"the inputs or attributes make a value larger than this machine "
                                          f"can hold") from e
            except ValueError as e:
                raise NodeError(f"{self.where(self.steps[k])}: {e}") from e
        if arena is not None:  # a first run with new shapes compiles: not in the medians
            self.runs += 1
            self.latest = arena
        outputs = [env[i] for i in self.out_ids]
        return [np.array(o, copy=True) if isinstance(o, np.ndarray) else o for o in outputs], outputs

    def _settle(self, k: int, s: Step, res, out, sig) -> list:
        """A kernel's results must be its arena buffers: copy in if it returned others;
        a shape the plan got wrong (value-dependent) leaves the arena for good."""
        res = list(res)
        for j, (r, b) in enumerate(zip(res, out)):
            if r is b or not isinstance(r, np.ndarray):
                continue
            if r.shape == b.shape and r.dtype == b.dtype:
                if r.__array_interface__["data"][0] != b.__array_interface__["data"][0]:
                    np.copyto(b, r)
                res[j] = b
            else:
                self.dynamic.add(s.outs[j])
                self.plans.pop(sig, None)
        return res


class Session:
    """A loaded model, ready to run repeatedly.

    Session(model, device=None, fallback="error", threads=None, variant="auto")
    model: a path, bytes or onnx.ModelProto. fallback="reference" runs nodes no binding
    supports through onnx's reference evaluator (one warning naming them) instead of
    raising UnsupportedModel. device, threads, variant go to every kernel binding that
    takes them. `passes`: the graph passes (default: constant folding, Conv+BN folding,
    dead nodes). With static input shapes the session runs once at load on generated
    inputs (warmup=True): kernels compile and the memory plan exists before the first call.
    arena=False lets kernels allocate their outputs instead (to measure what the arena
    costs or saves; the plan is still made and reported). replay=False keeps every run
    instrumented (full profiles) instead of replaying a settled plan's kernel launches.
    native=False keeps replays in Python instead of compiling each settled plan into one
    native function (native.py; runs with those exact inputs then cost one ctypes call).
    memory_limit: bytes (an int, or text like '512M', '2G') a run's arena + outputs may
    take; a larger plan is refused with MemoryLimitExceeded before anything runs. Default:
    JIT_RUNTIME_MEMORY_LIMIT, else the memory this machine has available.
    One session may be run from several threads at once: each run uses an arena of its own.
    """

    def __init__(self, model, device: str | None = None, fallback: str = "error", threads: int | None = None,
                 variant: str = "auto", passes=None, base_dir: str | None = None, warmup: bool = True,
                 arena: bool = True, replay: bool = True, memory_limit=None, native: bool = True):
        if fallback not in FALLBACKS:
            raise ValueError(f"fallback must be one of {FALLBACKS}, got {fallback!r}")
        if memory_limit is not None:
            memory.parse_bytes(memory_limit)
        self._memory_limit = memory_limit
        self.graph = load(model, base_dir)
        self.fallback = fallback
        self.device = device
        self.options = {k: v for k, v in (("device", device), ("threads", threads)) if v is not None}
        if variant != "auto":
            self.options["variant"] = variant
        self._passes = passes
        self._arena = arena
        self._replay = replay
        self._native = native
        self._programs: dict[frozenset, Program] = {}
        self._fast: native.FastPath | None = None
        self._warned: set[str] = set()
        self._warned_options = False
        self._lock = threading.Lock()
        self._specs = {t.name: (t.dtype, tuple(t.shape) if t.shape is not None else None, over)
                       for over, ts in ((False, self.graph.inputs), (True, self.graph.overridable)) for t in ts}
        self._n_required = len(self.graph.inputs)
        self._current = self._program(frozenset())
        if warmup and all(t.static_shape is not None and t.dtype is not None and t.dtype.kind == "f"
                          for t in self.graph.inputs):
            prog = self._current
            prog.check_memory({prog.ids[t.name]: (t.static_shape, t.dtype) for t in self.graph.inputs}, inputs=True)
            with np.errstate(all="ignore"):
                self.run({t.name: np.zeros(t.static_shape, t.dtype) for t in self.graph.inputs})

    def _program(self, fed: frozenset) -> Program:
        prog = self._programs.get(fed)
        if prog is not None:
            return prog
        with self._lock:  # each program is bound once, whichever thread asks first
            return self._programs.get(fed) or self._new_program(fed)

    def _new_program(self, fed: frozenset) -> Program:
        prog = Program(self.graph.feed(fed), self.fallback, self.options, self._passes, self._memory_limit)
        prog.use_arena = self._arena
        prog.use_replay = self._replay
        prog.use_native = self._native
        ignored = sorted({o for st in prog.steps if st.kind == "kernel" for o in self.options
                          if o not in st.passes})
        if ignored and not self._warned_options:
            self._warned_options = True
            warnings.warn(f"the node bindings take no {', '.join(ignored)} option: those kernels run with "
                          f"the tuned (or heuristic) choice instead", RuntimeWarning, stacklevel=4)
        new = [s for s in prog.steps if s.kind == "fallback" and s.node.name not in self._warned]
        if new:
            self._warned.update(s.node.name for s in new)
            warnings.warn(f"{len(new)} node{'s' if len(new) != 1 else ''} run through onnx's reference "
                          f"evaluator (no binding): " + ", ".join(
                              f"'{s.node.name}' ({s.node.op_type}, domain '{s.node.domain or 'ai.onnx'}', "
                              f"opset {prog.graph.opset(s.node.domain)})" for s in new),
                          RuntimeWarning, stacklevel=4)
        self._programs[fed] = prog
        return prog

    # --- description -------------------------------------------------------------------
    @property
    def inputs(self) -> list[TensorInfo]:
        """The values run() needs (name, shape with symbolic dims as names, dtype)."""
        return list(self.graph.inputs)

    @property
    def overridable(self) -> list[TensorInfo]:
        """Initializers also listed as inputs: constants unless run() is given them."""
        return list(self.graph.overridable)

    @property
    def outputs(self) -> list[TensorInfo]:
        return list(self.graph.outputs)

    @property
    def plan(self) -> memory.Plan | None:
        """The memory plan for the latest input shapes (None before the first run)."""
        a = self._current.latest
        return a.plan if a is not None else None

    # --- running -----------------------------------------------------------------------
    def _check(self, inputs: dict) -> tuple[dict, tuple, frozenset]:
        """Names, dtypes, ranks, fixed dims and symbolic dims agreeing across inputs."""
        if not isinstance(inputs, dict):
            raise InputTypeError(f"inputs must be a dict name -> numpy array, got {type(inputs).__name__}")
        specs = self._specs
        if len(inputs) != self._n_required or any(k not in specs or specs[k][2] for k in inputs):
            unknown = [k for k in inputs if k not in specs]
            if unknown:
                raise InvalidInput(f"unknown input{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))};"
                                 f" the model's inputs: {', '.join(t.name for t in self.graph.inputs) or 'none'}")
            missing = [t.name for t in self.graph.inputs if t.name not in inputs]
            if missing:
                raise InvalidInput(f"missing input{'s' if len(missing) > 1 else ''}: {', '.join(missing)}")
        dims: dict[str, tuple[int, str]] = {}
        arrays = {}
        for name, x in inputs.items():
            want, shape, _ = specs[name]
            if not isinstance(x, np.ndarray):
                x = np.asarray(x)
            if want is not None and x.dtype != want:
                raise InputTypeError(f"input '{name}' must be {want}, got {x.dtype}")
            if shape is not None and x.shape != shape:
                if x.ndim != len(shape):
                    raise InvalidInput(f"input '{name}' has shape {x.shape}; the model declares rank "
                                     f"{len(shape)} {shape}")
                for k, (d, n) in enumerate(zip(shape, x.shape)):
                    if isinstance(d, int) and d != n:
                        raise InvalidInput(f"input '{name}' dim {k} is {n}; the model declares {d}")
                    if isinstance(d, str):
                        seen = dims.setdefault(d, (n, name))
                        if seen[0] != n:
                            raise InvalidInput(f"input '{name}' dim {k} ('{d}') is {n}, but '{seen[1]}' "
                                             f"binds '{d}' = {seen[0]}")
            arrays[name] = x
        fed = frozenset(k for k in inputs if specs[k][2]) if len(inputs) != self._n_required else frozenset()
        sig = tuple(sorted((k, a.shape) for k, a in arrays.items()))
        return arrays, sig, fed

    def run(self, inputs: dict) -> dict[str, np.ndarray]:
        """Outputs by name, in the graph's output order; the caller owns them."""
        fast = self._fast
        if fast is not None and type(inputs) is dict:
            out = fast.run(inputs)
            if out is not None:
                return out
        arrays, sig, fed = self._check(inputs)
        prog = self._programs.get(fed) or self._program(fed)
        self._current = prog
        outs = prog.execute({prog.ids[k]: a for k, a in arrays.items()}, sig)
        if fast is None and not fed:
            self._fast = self._fast_path(prog, sig)
        return {t.name: o for t, o in zip(self.graph.outputs, outs)}

    def _fast_path(self, prog: "Program", sig: tuple) -> "native.FastPath | None":
        """Once a signature's arena replays through one native function, runs with exactly
        these inputs skip the Python path (native.FastPath)."""
        planned = prog.plans.get(sig)
        ready = [a for a in list(planned.free) if a.replay is not None and a.replay.native is not None] \
            if planned is not None else []
        if not ready:
            return None
        replay = ready[0].replay
        ids = sorted(replay.feeds)
        name_of = {i: k for k, i in prog.ids.items()}
        names = [name_of[i] for i in ids]
        shapes = dict(sig)
        specs = [(self._specs[n][0] or np.dtype(np.float32), shapes[n]) for n in names]
        outputs = [(t.name, o.shape, o.dtype) for t, o in zip(self.graph.outputs, replay.outputs)]

        def sample(arena, arrays):  # the profile's instrumented run, on the arena just taken
            outs = prog._instrumented({i: a for i, a in zip(ids, arrays)}, sig, arena)
            return {t.name: o for t, o in zip(self.graph.outputs, outs)}
        return native.FastPath(names, specs, outputs, planned.free, prog, sample)

    # --- reports -----------------------------------------------------------------------
    def profile(self, format: str = "table", path=None):
        """Per-node times: format="table" (text, medians over the recent runs) or "chrome"
        (the latest run as a Chrome trace dict); path= writes the Chrome trace there."""
        recs = records(self._current, self.options)
        if path is not None:
            write_chrome(chrome(recs, self.graph.name or "model"), path)
        if format == "chrome":
            return chrome(recs, self.graph.name or "model")
        if format != "table":
            raise ValueError(f"format must be 'table' or 'chrome', got {format!r}")
        return table(recs, self._current.runs)

    def explain(self) -> str:
        """Why each node runs the way it does: DSL op, variant and why it was chosen
        (tuning.choose), device, fused or not, fallback or not; then the memory plan."""
        return explain(self._current, self.options, len(self.graph.nodes))


def run(model, inputs: dict, **options) -> dict[str, np.ndarray]:
    """Load `model` (a path, bytes or onnx.ModelProto), run it once on `inputs` (name ->
    numpy array); outputs by name in graph output order. Options as for Session."""
    options.setdefault("warmup", False)
    return Session(model, **options).run(inputs)
