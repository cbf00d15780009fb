"""Program: one graph after passes, bound node by node and run step by step in Kahn order.

Every node is bound (or, with fallback="reference", given to onnx's reference evaluator)
before anything runs, so an unsupported model fails at load with every offending node
named. The first run of each set of input shapes allocates as it goes and records every
shape; from those the memory plan is made, and later runs with the same shapes hand
kernels views of an arena (arena.py) as out=, or replay its recorded launches. Graph
outputs are always copied out.
Memory: before the first run of each input signature the plan is predicted from the
inferred shapes and refused (MemoryLimitExceeded, planned vs allowed bytes) past
memory_limit= / JIT_RUNTIME_MEMORY_LIMIT / the memory the machine has available.
"""
from __future__ import annotations

import threading
import time
from collections import deque
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np
from onnx import TensorProto

from . import memory, native, passes as P
from .arena import HOST_KINDS, Arena, NodeError, Planned, Pool, replay_of
from .memory import MemoryLimitExceeded
from .model import Graph, InvalidModel, Node, TensorInfo, UnsupportedModel
from .profile import Choice, SigTimes, recording_choices
from .schedule import order
from ..kernel import compiling_ahead, launches_recorded, record_launches
from ..loadprofile import current as current_load, expect_compiles, stage
from .bindnode import bind_node, runner, value_infos
from .graphprep import _allocation_limit, _check_values, _passes, _reference, _vector_lanes
from .subgraph import Scope, outer_scope
from .values import copy_out, note_kinds

SAMPLES = 256  # per-node times kept for the profile's medians


def bindings_module():
    """The node bindings (the registry every node type is bound through)."""
    from . import bindings
    return bindings


@dataclass
class Step:
    node: Node
    kind: str                   # kernel | view | shape | constant | fallback
    run: Callable
    ins: tuple[int, ...]        # value ids; -1 for an omitted optional input
    outs: tuple[int, ...]       # -1 for an omitted output
    dsl_op: str = ""
    inplace_ok: bool | tuple[int, ...] = False  # True: any input; a tuple: those positions
    passes: tuple[str, ...] = ()  # options the binding accepted (device, threads, variant)
    host: bool = False          # its launches depend on values: it runs in Python inside a replay
    reason: str = ""            # why it falls back
    free: tuple[int, ...] = ()  # values dead after this step
    held: Callable[[], Sequence[np.ndarray]] | None = None  # the binding's own arrays its launches read


class Program:
    """One graph after passes, bound and scheduled, with an arena per input signature."""

    def __init__(self, graph: Graph, fallback: str, options: dict, pass_list, memory_limit=None,
                 largest: list | None = None):
        """pass_list: the graph passes (None: the default ones). `largest`: largest(graph)
        of the graph before its passes, for a graph whose passes have run (a load record)."""
        b = bindings_module()
        self.memory_limit = memory_limit  # bytes, text like '2G', or None (memory.limit decides)
        with stage("checks"):
            _check_values(graph, memory_limit, largest)  # before passes fold constants in numpy
        with _allocation_limit(b, memory_limit):  # what constant folding may make
            self.graph = graph = _passes(graph, pass_list if pass_list is not None
                                         else P.default(b, lanes=_vector_lanes(options)))
        names = list(graph.initializers) + [t.name for t in graph.inputs]
        names += [t for n in graph.nodes for t in n.outputs if t and t not in graph.initializers]
        self.ids = {n: k for k, n in enumerate(dict.fromkeys(names))}
        self.base: list[Any] = [None] * len(self.ids)
        for k, a in graph.initializers.items():
            self.base[self.ids[k]] = a
        self.infos = infos = value_infos(graph)
        self.steps: list[Step] = []
        self.use_replay = True
        self.use_native = True
        self.compile_ahead = False  # a first run during a load starts with a dry run (compiles ahead)
        self.settled: dict[tuple, dict] = {}  # signature -> value name -> (shape, dtype), from a load record
        self.first_done = None  # fn(signature, value name -> (shape, dtype)) after a first run
        self.native_done = None  # fn(program, arena, feeds, signature) once, after a replay compiles natively
        self.unsupported: list[tuple[str, str, str, int, str]] = []
        ident = lambda t: self.ids.get(t, -1) if t else -1  # noqa: E731
        # every value's kind ("" a tensor; a sequence or optional: values.py), from the graph's
        # inputs and the bindings that make the rest, so no tensor op is ever bound to one
        self.kinds = kinds = {t.name: t.kind for t in graph.inputs if t.kind}
        # what subgraph bindings read; their nested programs are made here (the bindings do not
        # import the program: it imports them)
        scope = Scope(graph, infos, lambda g: Program(g, fallback, options, None, memory_limit))
        for node in order(graph):
            opset = graph.opset(node.domain)
            ins, outs = tuple(ident(t) for t in node.inputs), tuple(ident(t) for t in node.outputs)
            in_kinds = [kinds.get(t, "") for t in node.inputs]
            try:
                with stage("binding", node.name, op=node.op_type), outer_scope(scope):
                    bd = bind_node(b, graph, infos, node, in_kinds)
            except b.Unsupported as e:
                reason = getattr(e, "reason", str(e))
                if fallback == "reference" and (any(in_kinds) or any(t in infos and infos[t].kind for t in node.outputs)):
                    reason += "; nodes reading or making sequences or optionals are not given to the reference evaluator"
                    self.unsupported.append((node.name, node.op_type, node.domain, opset, reason))
                elif fallback == "reference":
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
            note_kinds(kinds, infos, node.outputs, getattr(bd, "out_kinds", None), TensorInfo)
            run, kw = runner(bd, options)
            ins += tuple(ident(t) for t in node.implicit)  # a subgraph's outer reads follow its inputs
            self.steps.append(Step(node, bd.kind, run, ins, outs, bd.dsl_op or "", bd.inplace_ok, tuple(kw),
                                   host=getattr(bd, "host", False), held=getattr(bd, "held", None)))
        if self.unsupported:
            raise UnsupportedModel(self.unsupported)
        # sequences, optionals and string tensors live outside the arena and its replays (a
        # replay holds pointers; a list has none, an object array's are Python's)
        self.host_values = bool(kinds) or any(t.elem_type == TensorProto.STRING for t in infos.values())
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
        self.dynamic: set[int] = set()   # values whose shape a plan got wrong: never in the arena
        self.no_out: set[int] = set()    # steps whose binding refused out=
        self.samples = [deque(maxlen=SAMPLES) for _ in self.steps]  # recent planned-run times
        self.last = [(0.0, 0.0)] * len(self.steps)
        self.runs = 0
        self.times: dict[tuple, SigTimes] = {}  # the profile's times per input signature
        self.latest_sig: tuple | None = None
        self.use_arena = True
        self.latest: Arena | None = None
        self._lock = threading.Lock()    # making plans and arenas (not running)
        self.pool = Pool(self.ids, self.steps, memory_limit, self._lock)

    def where(self, s: Step) -> str:
        n = s.node
        return (f"node '{n.name}' ({n.op_type}, domain '{n.domain or 'ai.onnx'}', "
                f"opset {self.graph.opset(n.domain)})")

    # --- the memory plan ---------------------------------------------------------------
    def _uses(self, predicted: bool = False) -> list[memory.Use]:
        """Steps as the planner sees them; a prediction also places what non-kernel
        steps allocate (shape math, fallbacks), so nothing large escapes the limit."""
        return [memory.Use(s.ins, s.outs, (s.kind in ("kernel",) + HOST_KINDS and k not in self.no_out)
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
            if i in feed_shapes or info is None or info.shape is None or info.dtype is None or info.kind:
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

    def check_memory(self, feed_shapes: dict[int, tuple], inputs: bool = False, copies: int = 0) -> None:
        """Refuse, before anything runs, a first run whose predicted arena + outputs (+
        inputs, when we make them: the warm-up; + `copies`, bytes of the inputs the session
        copies: views, half-precision feeds) exceed the memory limit."""
        plan, out_bytes, largest = self.predict(feed_shapes)
        parts = {"arena": plan.peak_bytes, "outputs": out_bytes}
        if inputs:
            parts["inputs"] = sum(memory.nbytes(*sd) for sd in feed_shapes.values())
        if copies:
            parts["input copies"] = copies
        feeds = ", ".join(f"'{t}' {feed_shapes[i][0]}" for t, i in self.inputs.items() if i in feed_shapes)
        memory.check(f"the memory plan for inputs {feeds or '(none)'}", parts, self.memory_limit, largest)

    def _plan(self, shapes: dict[int, tuple]) -> Planned:
        """The memory plan for the shapes one run recorded."""
        names = {i: t for t, i in self.ids.items()}
        values, nbytes = memory.lifetimes(self._uses(), self.out_ids, shapes, names, self.dynamic)
        plan = memory.plan(values)
        out_bytes = sum(memory.nbytes(*shapes[i]) for i in set(self.out_ids) if i in shapes)
        return Planned(plan, shapes, nbytes, out_bytes, [])

    # --- running -----------------------------------------------------------------------
    # Runs that go the instrumented way (Python per node, timed), for the profile: the first
    # PROFILE_FIRST, then one in PROFILE_EVERY. An instrumented run of a 100 us model costs
    # ~230 us more than its native run; one in 16 added 10 us (10%) to every run's average.
    PROFILE_FIRST = 16
    PROFILE_EVERY = 1024

    def sampled(self) -> bool:
        """Whether the next run is timed for the profile (see PROFILE_FIRST)."""
        return self.runs < self.PROFILE_FIRST or self.runs % self.PROFILE_EVERY == 0

    def sig_times(self, sig: tuple) -> SigTimes:
        """The profile's record of the runs with one input signature (the most recent 8)."""
        t = self.times.get(sig)
        if t is None:
            with self._lock:
                t = self.times.get(sig)
                if t is None:
                    if len(self.times) >= 8:
                        self.times.pop(next(iter(self.times)), None)
                    t = self.times[sig] = SigTimes(sig, len(self.steps))
        return t

    def record_timed(self, launch_steps: tuple, seconds: list[float], sig: tuple | None = None) -> None:
        """The per-launch times of a timed native run as per-step samples (a step's
        launches added; steps without a launch, views and shape math, took no time);
        with the signature, also into its SigTimes."""
        per = [0.0] * len(self.steps)
        for k, t in zip(launch_steps, seconds):
            if 0 <= k < len(per):
                per[k] += t
        start = 0.0
        for k, t in enumerate(per):
            self.samples[k].append(t)
            self.last[k] = (start, t)
            start += t
        if sig is not None:
            self.sig_times(sig).add_native(per)

    def execute(self, feeds: dict[int, np.ndarray], sig: tuple) -> list:
        planned = self.plans.get(sig)
        if planned is None:
            self.check_memory({i: (a.shape, a.dtype) for i, a in feeds.items() if isinstance(a, np.ndarray)})
            planned = self._settled(sig)
            if planned is None:
                return self._first(feeds, sig)
        self.latest_sig = sig
        arena = self.pool.take(planned)
        try:
            replay = arena.replay
            if replay is not None and replay.native is not None and self.sampled():
                out, seconds = replay.native.timed([feeds[i] for i in replay.feed_ids])
                if out is not None:
                    self.record_timed(replay.native.steps, seconds, sig)
                    self.runs += 1
                    self.sig_times(sig).runs += 1
                    planned.free.append(arena)
                    return out
            elif replay is not None and not self.sampled():
                out = replay.run(feeds)
                if out is not None:
                    self.runs += 1
                    self.sig_times(sig).runs += 1
                    planned.free.append(arena)
                    return out
            out = self._instrumented(feeds, sig, arena, None if planned.chosen else planned.choices)
            planned.chosen = True
        except BaseException:
            self.pool.retire(planned, arena)
            raise
        if self.plans.get(sig) is planned:  # else the plan was dropped (a binding refused out=)
            self.pool.give_back(planned, arena)
        return out

    def _instrumented(self, feeds: dict[int, np.ndarray], sig: tuple, arena: Arena, choices=None) -> list:
        """A run node by node into the arena (choices: a list to record the variants chosen
        in, for a plan no run has made yet); the first ones record the launches for replay."""
        self.arenas[sig] = arena
        if arena.replay is None and arena.tries < 2 and self.use_arena and self.use_replay and not self.host_values:
            arena.tries += 1
            with record_launches() as calls:
                out, env_outputs = self._execute(feeds, sig, arena, choices=choices, launch_steps=(steps := []),
                                                 host_args=(hosts := {}))
            arena.replay = replay_of(arena, feeds, calls, env_outputs, self.steps, self.base, steps, hosts,
                                     self.where)
            if arena.replay is not None and self.use_native:
                with stage("native plan"):
                    arena.replay.native = native.compile_replay(arena.replay, feeds)
                if arena.replay.native is not None and self.native_done is not None:
                    done, self.native_done = self.native_done, None
                    with stage("record"):
                        done(self, arena, feeds, sig)
            return out
        return self._execute(feeds, sig, arena, choices=choices)[0]

    def _settled(self, sig: tuple) -> Planned | None:
        """The plan for a signature whose shapes a load record kept (every value's shape
        and dtype from the first run of an earlier process): this process's first run then
        goes straight into an arena and records its launches, one run sooner native. A
        shape it gets wrong is caught as any value-dependent shape is (_settle)."""
        known = self.settled.pop(sig, None)
        if not known or any(n not in self.ids for n in known):
            return None
        planned = self._plan({self.ids[n]: v for n, v in known.items()})
        planned.choices, planned.chosen = [[] for _ in self.steps], False
        with self._lock:
            self.plans[sig] = planned
        return planned

    def _ahead(self, feeds: dict[int, np.ndarray]) -> None:
        """The steps run once with no kernel launched (kernel.compiling_ahead): every kernel
        the first run will need is lowered here and compiled meanwhile in worker processes,
        on the other cores. Host steps run on the zeros the kernels return; the dry run
        stops quietly at a fallback node or at anything that fails (values the run decides
        differently are compiled when the run gets to them, as before)."""
        with stage("first run", detail="dry run (compiles ahead)"), compiling_ahead() as started, \
                _allocation_limit(bindings_module(), self.memory_limit), np.errstate(all="ignore"):
            try:
                self.dry_run(feeds)
            except Exception:  # noqa: BLE001 - the real run will say what is wrong
                pass
        if started:
            expect_compiles(len(started))

    def dry_run(self, feeds: dict[int, np.ndarray]) -> list:
        """The steps once inside a dry run the caller has begun (kernel.compiling_ahead):
        the outputs, zeros where kernels made them; raises at a fallback node or a step that
        fails. A subgraph's program runs this way within its node's dry run, so that it
        keeps no first run of zeros."""
        env = list(self.base)
        for i, a in feeds.items():
            env[i] = a
        for s in self.steps:
            if s.kind == "fallback":
                raise RuntimeError(f"the dry run stops at the fallback node '{s.node.name}'")
            res = s.run([env[i] if i >= 0 else None for i in s.ins], None)
            for o, r in zip(s.outs, res):
                if o >= 0:
                    env[o] = r
            for i in s.free:
                env[i] = None
        return [env[i] if i >= 0 else None for i in self.out_ids]

    def _first(self, feeds: dict[int, np.ndarray], sig: tuple) -> list:
        """A run with new input shapes: allocates as it goes, records every shape and
        checks the declared ones, then plans the arena for the next runs."""
        if self.compile_ahead and current_load() is not None:
            self.compile_ahead = False
            self._ahead(feeds)
        shapes: dict[int, tuple] = {}
        choices: list[list[Choice]] = [[] for _ in self.steps]
        self.latest_sig = sig
        t0 = time.perf_counter()
        out, _ = self._execute(feeds, sig, None, shapes, choices)
        self.sig_times(sig).add_first(list(self.last), time.perf_counter() - t0)
        self._check_declared(shapes)
        planned = self._plan(shapes)
        planned.choices = choices
        if self.first_done is not None and not self.host_values:  # (a load record keeps tensor shapes only)
            names = {i: t for t, i in self.ids.items()}
            self.first_done(sig, {names[i]: v for i, v in shapes.items() if i not in self.dynamic})
        arena = self.pool.make(planned)
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

    def _execute(self, feeds: dict[int, np.ndarray], sig: tuple, arena: Arena | None,
                 shapes: dict[int, tuple] | None = None, choices: list | None = None,
                 launch_steps: list | None = None, host_args: dict | None = None) -> tuple[list, list]:
        """One run step by step: into the arena's buffers, or (arena None: the first run of
        a signature) allocating, recording shapes and the variants chosen. launch_steps:
        filled with the step of each kernel launch recorded (kernel.record_launches).
        Returns (outputs copied for the caller, the values themselves)."""
        recorded = launches_recorded() if launch_steps is not None else None
        loading = current_load() is not None
        env = list(self.base)
        for i, a in feeds.items():
            env[i] = a
        k = 0
        with (recording_choices() if choices is not None else nullcontext()) as rec, \
                _allocation_limit(bindings_module(), self.memory_limit):
            t_run = time.perf_counter()
            try:
                for k, s in enumerate(self.steps):
                    args = [env[i] if i >= 0 else None for i in s.ins]
                    if host_args is not None and (s.kind in HOST_KINDS or s.host):
                        host_args[k] = list(args)
                    out = arena.outs[k] if arena is not None and self.use_arena else None
                    if rec is not None:
                        rec(choices[k])
                    t0 = time.perf_counter()
                    mark = len(recorded) if recorded is not None else 0
                    with stage("first run", s.node.name, op=s.node.op_type) if loading else nullcontext():
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
                    if recorded is not None:
                        launch_steps.extend([k] * (len(recorded) - mark))
                    for o, r in zip(s.outs, res):
                        if o >= 0:
                            env[o] = r
                            if shapes is not None and isinstance(r, np.ndarray) and not r.dtype.hasobject:
                                shapes[o] = (r.shape, r.dtype)
                    for i in s.free:
                        env[i] = None
                    self.last[k] = (t0 - t_run, t1 - t0)
                    if arena is not None and choices is None:
                        self.samples[k].append(t1 - t0)
            except (InvalidModel, NodeError):
                raise
            except MemoryLimitExceeded as e:
                raise MemoryLimitExceeded(f"{self.where(self.steps[k])}: {e}", e.planned, e.allowed) from e
            except MemoryError as e:
                raise MemoryLimitExceeded(f"{self.where(self.steps[k])}: out of memory while running it ({e}); "
                                          f"the inputs or attributes make a value larger than this machine "
                                          f"can hold") from e
            except Exception as e:  # noqa: BLE001 - whatever a node raises is that node's error, named
                detail = str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"
                raise NodeError(f"{self.where(self.steps[k])}: {detail}") from e
        if arena is not None and choices is not None:  # the first run of a settled plan (_settled)
            self.latest = arena
            self.sig_times(sig).add_first(list(self.last), time.perf_counter() - t_run)
        elif arena is not None:  # a first run with new shapes compiles: not in the medians
            self.runs += 1
            self.latest = arena
            times = self.sig_times(sig)
            times.runs += 1
            times.add_stepwise(list(self.last))
        outputs = [env[i] for i in self.out_ids]
        return [copy_out(o) for o in outputs], outputs

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

