"""Session: a loaded model, its inputs checked, run out of one Program per set of fed inputs.

Session.run checks the inputs (names, dtypes, ranks, fixed dims, symbolic dims agreeing
across inputs) and hands them to the Program for the inputs fed (program.py: nodes bound
at load, run step by step in Kahn order out of an arena, arena.py). Once a signature's
arena replays through one native function, runs with exactly those inputs take the
native fast path (native.FastPath: one ctypes call after tuple comparisons). profile()
and explain() report on the latest program (profile.py).

What moved to program.py and arena.py is imported here too: code that imports it from
this module (Replay, Program, NodeError, ...) keeps working.
"""
from __future__ import annotations

import threading
import warnings

import numpy as np

from . import float32, frozen, memory, native, precision as precision_mod, record, values
from ..jit.pool import default_workers as compile_workers
from ..loadprofile import LoadProfile, recording, stage
from ..progress import progress_bar
from .model import TensorInfo, load
from .nodearg import NodeArg, node_arg
from .profile import chrome, explain, log_bindings, profile_times, records, table, write_chrome
from .program import Program

# names importable from this module before program.py and arena.py were split out of it
from .arena import Arena, Planned, Replay  # noqa: F401
from .memory import MemoryLimitExceeded  # noqa: F401
from .model import Graph, InvalidModel, Node, UnsupportedModel  # noqa: F401
from .program import SAMPLES, NodeError, Step, bindings_module  # noqa: F401
from .graphprep import _check_values, _reference, largest  # noqa: F401

FALLBACKS = ("error", "reference")
SMALL_COPIES = 1 << 24  # input copies up to this many bytes are made without a memory check
WARMUP_INPUTS = 1 << 28  # no warm-up run on generated inputs larger than this (a run will tell)


class InvalidInput(ValueError):
    """run() was given inputs that do not fit the model: unknown or missing names, a
    rank or dim that contradicts the declared shape or another input's binding."""


class InputTypeError(TypeError):
    """run() was given an input of the wrong element type (or not a dict of arrays)."""


class Session:
    """A loaded model, ready to run repeatedly.

    Session(model, device=None, fallback="error", threads=None, variant="auto")
    model: a path, bytes or onnx.ModelProto. fallback="reference" runs nodes no binding
    supports through onnx's reference evaluator (one warning naming them) instead of
    raising UnsupportedModel. device, threads, variant go to every kernel binding that
    takes them. `passes`: the graph passes (default: constant folding, Conv+BN folding,
    dead nodes). With static float input shapes (up to WARMUP_INPUTS bytes in all) the
    session runs once at load on generated inputs (warmup=True): kernels compile and the
    memory plan exists before the first call.
    arena=False lets kernels allocate their outputs instead (to measure what the arena
    costs or saves; the plan is still made and reported). replay=False keeps every run
    instrumented (full profiles) instead of replaying a settled plan's kernel launches.
    native=False keeps replays in Python instead of compiling each settled plan into one
    native function (native.py; runs with those exact inputs then cost one ctypes call).
    memory_limit: bytes (an int, or text like '512M', '2G') a run's arena + outputs may
    take; a larger plan is refused with MemoryLimitExceeded before anything runs. Default:
    JIT_RUNTIME_MEMORY_LIMIT, else the memory this machine has available.
    progress: a progress bar (stderr) while the load compiles for over a second: None on a
    terminal unless JIT_RUNTIME_QUIET=1, True always, False never. load_profile() says
    where the load went. A model loaded before (same bytes, device, options, version) is
    read from its load record (record.py) with no checks, passes, lowering or compiles.
    One session may be run from several threads at once: each run uses an arena of its own.
    float16, bfloat16 and float64 values are computed in float32 (float32.py): inputs are
    fed, and outputs returned, in the types the model declares (a float64 model warns once:
    its precision is float32's). precision="auto", accuracy=a (default 1e-2): contractions
    may run in int8 where measured faster and the outputs on the validation inputs (given,
    else generated) stay within a of float32's (precision.py; precision_report says what).
    precision="model": the model's own bfloat16 products, float16 GELU/swish groups in half,
    where the device has them (docs/api.md).
    """

    def __init__(self, model, device: str | None = None, fallback: str = "error", threads: int | None = None,
                 variant: str = "auto", passes=None, base_dir: str | None = None, warmup: bool = True,
                 arena: bool = True, replay: bool = True, memory_limit=None, native: bool = True,
                 progress: bool | None = None, precision: str = "fp32", accuracy: float | None = None,
                 validation=None):
        acc = precision_mod.check(precision, accuracy, validation, passes)
        if fallback not in FALLBACKS:
            raise ValueError(f"fallback must be one of {FALLBACKS}, got {fallback!r}")
        if memory_limit is not None:
            memory.parse_bytes(memory_limit)
        self._memory_limit = memory_limit
        self.fallback = fallback
        self.device = device
        self.options = {k: v for k, v in (("device", device), ("threads", threads)) if v is not None}
        if variant != "auto":
            self.options["variant"] = variant
        self._passes, self._chosen = passes, {}  # _chosen: precision="auto"'s layers, in the load record's key
        self._arena = arena
        self._replay = replay
        self._native = native
        self._programs: dict[frozenset, Program] = {}
        self._fast: native.FastPath | None = None
        self._frozen: frozen.Frozen | None = None
        self._found: record.Record | None = None
        self._want: record.Wanted | None = None
        self._cur: Program | None = None
        self._warned: set[str] = set()
        self._warned_options = False
        self._lock = threading.Lock()
        self._load = LoadProfile()
        self._loading = 2  # runs still timed as part of the load: the first, and the one that settles it
        self._bar = progress_bar(self._load, progress)
        self.external: list[str] = []  # the external data files the model reads
        with recording(self._load), self._bar:
            self.precision_report = None if acc is None else precision_mod.decide(model, base_dir, acc, validation, (
                lambda passes: Session(model, device, fallback, threads, variant, passes, base_dir, arena=arena,
                                       replay=replay, memory_limit=memory_limit, native=native, progress=False)),
                self.options, fallback, memory_limit)
            self._passes, self._chosen = precision_mod.passes_for(precision, self.precision_report, self.options,
                                                                  passes)
            self._open(model, base_dir)
            if warmup and self._frozen is None and all(t.static_shape is not None and t.dtype is not None and t.dtype.kind == "f"
                              for t in self._face.inputs) and \
                    sum(memory.nbytes(t.static_shape, t.dtype) for t in self._face.inputs) <= WARMUP_INPUTS:
                prog = self._current
                prog.check_memory({prog.ids[t.name]: (t.static_shape, t.dtype) for t in self._face.inputs},
                                  inputs=True)
                zeros = {t.name: np.zeros(t.static_shape, t.dtype) for t in self._face.inputs}
                # a first load runs twice: the second run compiles the launches natively and
                # writes the frozen plan, so the next process (a shipped cache) compiles nothing
                with np.errstate(all="ignore"):
                    for _ in range(2 if self._found is None and self._want is not None and self._plain() else 1):
                        self.run(zeros)

    def _open(self, model, base_dir: str | None) -> None:
        """The model, its checks, inference and passes, from its load record where a
        previous process left one for this model, device and version (record.py), else
        from scratch (and recorded for the next process)."""
        self._source, self._graph, self._computed_graph = (model, base_dir), None, None
        found = want = None
        if self._passes is None or self._chosen:  # (other passes: the record could not say which)
            with stage("record"):
                found, self._load.record, want = record.open_record(model, base_dir, {**self.options, **self._chosen},
                                                                    self.fallback, self._memory_limit)
        self._want = want
        if found is not None:
            self._face = found.face
            self.external = [loc for loc, _ in found.external]
            if found.face.float64:
                _warn_float64(4)
            self._found = found
        else:
            external: list[str] = []
            self._graph = load(model, base_dir, external)
            self.external = external
            self._computed_graph = float32.in_float32(self._graph)  # the graph the programs run
            self._face = record.Face.of(self._graph)
            if self._face.float64:
                _warn_float64(4)
            self._current = prog = self._program(frozenset())
            prog.compile_ahead = compile_workers() > 0  # kernels likely new: compile them ahead, on every core
            if want is not None:
                prog.first_done = lambda sig, shapes: record.save_plan(want, sig, shapes)
                prog.native_done = self._freeze  # (a no-op unless _plain())
                with stage("record"):
                    saved = record.save_record(want, self._face, prog.graph, external, base_dir, model,
                                               largest(self._computed_graph))
                    why = self._load.record
                    self._load.record = saved if why == "none yet" else f"{why}; {saved}"
        self._specs = {t.name: (t.dtype, tuple(t.shape) if t.shape is not None else None, over)
                       for over, ts in ((False, self._face.inputs), (True, self._face.overridable)) for t in ts}
        self._n_required = len(self._face.inputs)
        self._kinds = {t.name: t.kind for t in self._face.inputs if t.kind}  # sequence and optional inputs
        # values converted at the boundary: fed inputs to float32, outputs back to their type
        self._widen_in = {t.name for t in self._face.inputs + self._face.overridable
                          if t.elem_type in float32.WIDENED}
        self._narrow_out = {k: float32.np_type(t.elem_type) for k, t in enumerate(self._face.outputs)
                            if t.elem_type in float32.WIDENED}
        if found is not None:
            if self._plain():
                with stage("record"):
                    self._frozen = frozen.load(want.key, found.graph, self._face, self._memory_limit,
                                               self.options)
            if self._frozen is not None:  # runs natively now; a Program is bound when something needs one
                f = self._frozen
                self._fast = native.FastPath(f.names, [t.name for t in self._face.outputs], f.free, f.runs, f.sig)
                self._load.frozen = "used"
                log_bindings(f.bindings, self._face.name or "model")
            else:
                self._current = self._recorded_program()

    def _plain(self) -> bool:
        """Whether runs of the default inputs may take a frozen plan: no input or output
        converted at the boundary (its native function takes and returns arrays as they
        are), default passes, and arenas, replays and native graphs on (their product)."""
        return (not self._widen_in and not self._narrow_out and self._passes is None and self._native
                and self._arena and self._replay)

    def _freeze(self, prog: Program, arena, feeds: dict, sig: tuple) -> None:
        """Keep the replay just compiled as the record's frozen plan (frozen.py)."""
        if self._want is not None and self._plain() and frozen.save(self._want.key, prog, arena, feeds, sig):
            self._load.frozen = "written"

    def _recorded_program(self) -> Program:
        """The default inputs' Program, bound from the load record's graph."""
        found, want = self._found, self._want
        assert found is not None and want is not None
        prog = self._new_program(frozenset(), found.graph, found.largest)
        self._programs[frozenset()] = prog
        with stage("record"):
            prog.settled = record.load_plans(want)
        if not prog.settled:  # (the process that wrote the record never ran it)
            prog.first_done = lambda sig, shapes: record.save_plan(want, sig, shapes)
        if self._frozen is not None:
            self._frozen.runs.adopt(prog)
            prog._settled(self._frozen.sig)  # (the frozen signature's plan, as its first run would make it)
        elif self._plain():
            prog.native_done = self._freeze
        return prog

    @property
    def _current(self) -> Program:
        """The latest Program run (a session running its frozen plan binds one when asked)."""
        if self._cur is None:
            with self._lock:
                if self._cur is None:
                    self._cur = self._programs.get(frozenset()) or self._recorded_program()
        return self._cur

    @_current.setter
    def _current(self, prog: Program) -> None:
        self._cur = prog

    @property
    def graph(self) -> Graph:
        """The model as loaded and checked (before graph passes). A session made from its
        load record reads the model again the first time this is asked for."""
        if self._graph is None:
            with self._lock:
                if self._graph is None:
                    model, base_dir = self._source
                    g = load(model, base_dir)
                    if record.Face.of(g) != self._face:
                        raise InvalidModel("the model changed since this session loaded it")
                    self._graph = g
        return self._graph

    @property
    def _computed(self) -> Graph:
        """The graph the programs run (float16/bfloat16/float64 values in float32)."""
        if self._computed_graph is None:
            self._computed_graph = float32.in_float32(self.graph)
        return self._computed_graph

    def load_profile(self) -> LoadProfile:
        """Where this session's load went: seconds per stage (parse, checks, shape
        inference, graph passes, binding, kernel lowering, LLVM compile, cache reads, first
        run, ...), per node and per kernel, and whether the load record was used. The load
        is the session's creation and its runs until one runs natively."""
        return self._load

    def _program(self, fed: frozenset) -> Program:
        prog = self._programs.get(fed)
        if prog is not None:
            return prog
        with self._lock:  # each program is bound once, whichever thread asks first
            prog = self._programs.get(fed)
            if prog is None and not fed and self._found is not None:
                return self._recorded_program()
            return prog or self._new_program(fed)

    def _new_program(self, fed: frozenset, recorded: Graph | None = None, largest_value=None) -> Program:
        if recorded is not None:  # the load record's graph: passes done, checked before
            prog = Program(recorded, self.fallback, self.options, [], self._memory_limit, largest=largest_value)
        else:
            prog = Program(self._computed.feed(fed), self.fallback, self.options, self._passes, self._memory_limit)
        prog.use_arena = self._arena
        prog.use_replay = self._replay
        prog.use_native = self._native
        ignored = sorted({o for st in prog.steps if st.kind == "kernel" for o in self.options
                          if o not in st.passes})
        if ignored and not self._warned_options:
            self._warned_options = True
            warnings.warn(f"the node bindings take no {', '.join(ignored)} option: those kernels run with "
                          f"the tuned (or heuristic) choice instead", RuntimeWarning, stacklevel=4)
        log_bindings(lambda: frozen.bindings(prog), self._face.name or "model")
        new = [s for s in prog.steps if s.kind == "fallback" and s.node.name not in self._warned]
        if new:
            self._warned.update(s.node.name for s in new)
            warnings.warn(f"{len(new)} node{'s' if len(new) != 1 else ''} run through onnx's reference "
                          f"evaluator (no binding): " + ", ".join(
                              f"'{s.node.name}' ({s.node.op_type}, domain '{s.node.domain or 'ai.onnx'}', "
                              f"opset {prog.graph.opset(s.node.domain)})" for s in new),
                          RuntimeWarning, stacklevel=4)
        if recorded is None:
            self._programs[fed] = prog
        return prog

    # --- description -------------------------------------------------------------------
    @property
    def inputs(self) -> list[TensorInfo]:
        """The values run() needs (name, shape with symbolic dims as names, dtype)."""
        return list(self._face.inputs)

    @property
    def overridable(self) -> list[TensorInfo]:
        """Initializers also listed as inputs: constants unless run() is given them."""
        return list(self._face.overridable)

    @property
    def outputs(self) -> list[TensorInfo]:
        return list(self._face.outputs)

    def get_inputs(self) -> list[NodeArg]:
        """The inputs run() needs, as onnxruntime's NodeArg: .name, .type ('tensor(float)'),
        .shape (ints, symbolic names, None for unknown dims; [] when the rank is unknown)."""
        return [node_arg(t) for t in self._face.inputs]

    def get_outputs(self) -> list[NodeArg]:
        """The outputs, as get_inputs() describes inputs."""
        return [node_arg(t) for t in self._face.outputs]

    def get_overridable_initializers(self) -> list[NodeArg]:
        """Initializers also listed as graph inputs: a feed may replace them."""
        return [node_arg(t) for t in self._face.overridable]

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
                                 f" the model's inputs: {', '.join(t.name for t in self._face.inputs) or 'none'}")
            missing = [t.name for t in self._face.inputs if t.name not in inputs]
            if missing:
                raise InvalidInput(f"missing input{'s' if len(missing) > 1 else ''}: {', '.join(missing)}")
        dims: dict[str, tuple[int, str]] = {}
        arrays = {}
        for name, x in inputs.items():
            want, shape, _ = specs[name]
            if name in self._kinds:  # a sequence (a list of arrays) or an optional (None when empty)
                arrays[name] = values.fed(x, self._kinds[name], want, shape, name, InputTypeError, InvalidInput)
                continue
            if not isinstance(x, np.ndarray):
                x = np.asarray(x)
            if want is not None and x.dtype != want:
                if not (want.kind == "O" and x.dtype.kind == "U"):  # str arrays for a string input, as onnxruntime
                    raise InputTypeError(f"input '{name}' must be {want}, got {x.dtype}")
                x = x.astype(object)
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
        sig = tuple(sorted((k, values.signature(a)) for k, a in arrays.items()))
        return arrays, sig, fed

    def run(self, output_names=None, input_feed: dict | None = None, run_options=None, *, inputs=None):
        """Two forms. run(inputs): outputs by name (a dict, in the graph's output order).
        run(output_names, input_feed), as onnxruntime takes it: a list of the outputs named
        (None: all of them, in graph order). The caller owns the arrays. run_options is
        accepted for onnxruntime's signature and not used."""
        if inputs is not None:
            return self._run(inputs)
        if input_feed is None:
            return self._run(output_names)
        outs = self._run(input_feed)
        if output_names is None:
            return list(outs.values())
        if isinstance(output_names, str) or not all(isinstance(n, str) for n in output_names):
            raise InputTypeError(f"output_names must be a list of output names or None, got {output_names!r}")
        unknown = [n for n in output_names if n not in outs]
        if unknown:
            raise InvalidInput(f"unknown output{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))}; "
                               f"the model's outputs: {', '.join(outs)}")
        return [outs[n] for n in output_names]

    def _run(self, inputs: dict) -> dict[str, np.ndarray]:
        fast = self._fast
        if fast is not None and type(inputs) is dict:
            out = fast.run(inputs)
            if out is not None:
                return out
        if self._loading:  # the runs that compile and settle the plan are part of the load
            self._loading -= 1
            with recording(self._load, "first run"), self._bar:
                return self._checked_run(inputs)
        return self._checked_run(inputs)

    def _checked_run(self, inputs: dict) -> dict[str, np.ndarray]:
        arrays, sig, fed = self._check(inputs)
        prog = self._programs.get(fed) or self._program(fed)
        arrays = self._boundary(arrays, prog)
        self._current = prog
        outs = prog.execute({prog.ids[k]: a for k, a in arrays.items()}, sig)
        for k, dt in self._narrow_out.items():
            if isinstance(outs[k], np.ndarray):
                outs[k] = outs[k].astype(dt)
        if self._fast is None and not fed and not self._widen_in and not self._narrow_out:
            self._fast = self._fast_path(prog, sig)
        return {t.name: o for t, o in zip(self._face.outputs, outs)}

    def _boundary(self, arrays: dict, prog: Program) -> dict:
        """Feeds as the programs take them: float16/bfloat16/float64 inputs in float32, and
        views (a broadcast input has stride 0) copied contiguous (a kernel would copy them
        anyway), once the copies and the run's memory plan are known to fit the memory
        limit together: nothing is copied for a run that would be refused."""
        views = {k: a for k, a in arrays.items()
                 if isinstance(a, np.ndarray) and (not a.flags.c_contiguous or k in self._widen_in)}
        if not views:
            return arrays
        copies = sum(memory.nbytes(a.shape, np.float32 if k in self._widen_in else a.dtype) for k, a in views.items())
        if copies > SMALL_COPIES:
            prog.check_memory({prog.ids[k]: (a.shape, np.float32 if k in self._widen_in else a.dtype)
                               for k, a in arrays.items()}, copies=copies)
        out = dict(arrays)
        for k, a in views.items():
            out[k] = a.astype(np.float32, order="C") if k in self._widen_in else np.ascontiguousarray(a)
        return out

    def _fast_path(self, prog: "Program", sig: tuple) -> "native.FastPath | None":
        """Once a signature's arena replays through one native function, runs with exactly
        these inputs skip the Python path (native.FastPath)."""
        planned = prog.plans.get(sig)
        ready = [a for a in list(planned.free) if a.replay is not None and a.replay.native is not None] \
            if planned is not None else []
        if not ready:
            return None
        replay = ready[0].replay
        ids = replay.feed_ids
        name_of = {i: k for k, i in prog.ids.items()}
        names = [name_of[i] for i in ids]

        return native.FastPath(names, [t.name for t in self._face.outputs], planned.free, prog, sig)

    # --- reports -----------------------------------------------------------------------
    def profile(self, format: str = "table", path=None, shapes: dict | None = None):
        """Per-node times of the runs with one set of input shapes (the latest run's, or
        shapes={name: shape}): format="table" (text: medians of the sampled steady-state
        runs, timed inside the native run where the plan has one; the first run, which
        compiles, apart) or "chrome" (the latest timed run as a Chrome trace dict); path=
        writes the Chrome trace there."""
        if format not in ("table", "chrome"):
            raise ValueError(f"format must be 'table' or 'chrome', got {format!r}")
        prog = self._current
        times = profile_times(prog, shapes)
        recs = records(prog, self.options, times)
        if path is not None:
            write_chrome(chrome(recs, self._face.name or "model"), path)
        if format == "chrome":
            return chrome(recs, self._face.name or "model")
        return table(recs, times, [t for t in prog.times.values() if t is not times])

    def explain(self) -> str:
        """Why each node runs the way it does: DSL op, variant and why it was chosen
        (tuning.choose), device, fused or not, fallback or not; then the memory plan; first,
        for precision="auto", what runs in int8 and why (precision.PrecisionReport)."""
        if self._frozen is not None and not self._frozen.explained:
            self._frozen.explained = True  # a frozen session ran no Program: one run records its choices
            if all(t.static_shape is not None and t.dtype is not None for t in self._face.inputs):
                with np.errstate(all="ignore"):
                    self._checked_run({t.name: np.zeros(t.static_shape, t.dtype) for t in self._face.inputs})
        text = explain(self._current, self.options, self._face.nodes)
        if self._chosen.get("precision") == "model":
            text = precision_mod.model_note(self._current.graph) + "\n" + text
        return text if self.precision_report is None else self.precision_report.text() + "\n" + text


def _warn_float64(stacklevel: int) -> None:
    warnings.warn("the model has float64 values: they are computed in float32 (about 7 significant "
                  "digits, where onnxruntime computes float64 in float64); inputs and outputs keep "
                  "their float64 type", RuntimeWarning, stacklevel=stacklevel)


def run(model, inputs: dict, **options) -> dict[str, np.ndarray]:
    """Load `model` (a path, bytes or onnx.ModelProto), run it once on `inputs` (name ->
    numpy array); outputs by name in graph output order. Options as for Session."""
    options.setdefault("warmup", False)
    return Session(model, **options).run(inputs)
