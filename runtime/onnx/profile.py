"""Per-node profile: what each node ran (DSL op, variant, device, fused, fallback) and
how long it took; as a text table or a Chrome trace ("traceEvents", for
chrome://tracing and Perfetto).

Times are kept per input signature (the shapes of the fed inputs: a model run at two
batch sizes has two profiles, never one mixed) and by how they were taken (`SigTimes`):
runs timed inside the native fast path, each launch between two reads of the cycle
counter (what the fast path costs: the profile reports these when there are any), runs
node by node through Python (each node's time includes the Python around it), and the
first run with new shapes (it compiles and plans: reported apart, never in a median).

Which variant a kernel call used is decided inside the op (`tuning.choose`), below the
bindings. To report it without changing either layer, a session's first run of each
input shape records every choice made on its own thread while a node runs (and bumps
the tuning generation, so ops that remember a call pattern ask choose() again).
"""
from __future__ import annotations

import json
import threading
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from statistics import median

from .. import tuning
from ..log import get as _logger
from ..kernel import DEFAULT_VARIANT


@dataclass(frozen=True)
class Choice:
    """One DSL op call inside a node: the candidate tuning.choose picked and why."""
    dsl_op: str
    variant: str
    device: str
    threads: int
    why: str


_local = threading.local()
_swap = threading.Lock()
_depth = 0
_original = None


def _choose(op, call):
    res = _original(op, call)
    sink = getattr(_local, "sink", None)
    if sink is not None:
        cand, why = res
        sink.append(Choice(op.name, cand.variant, cand.device, cand.threads, why))
    return res


@contextmanager
def recording_choices():
    """While active, `record(list)` makes this thread's tuning choices land in list."""
    global _depth, _original
    with _swap:
        if _depth == 0:
            _original = tuning.choose
            tuning.choose = _choose
        _depth += 1
    if hasattr(tuning, "generation"):  # ops skip choose() for call patterns they remember;
        with tuning._lock:             # a new generation makes them ask once more
            tuning.generation += 1
    try:
        yield _record
    finally:
        _local.sink = None
        with _swap:
            _depth -= 1
            if _depth == 0:
                tuning.choose = _original


def _record(sink: list | None) -> None:
    """Send this thread's choices to sink; a new generation per node, so a node whose
    call pattern an earlier node already used still reports its choice."""
    _local.sink = sink
    if sink is not None and hasattr(tuning, "generation"):
        with tuning._lock:
            tuning.generation += 1


_log = _logger("onnx")
SAMPLES = 256  # per-node times kept per signature and kind for the medians


class SigTimes:
    """What the runs with one input signature took (see the module docstring)."""

    def __init__(self, sig: tuple, n_steps: int):
        self.sig = sig
        self.runs = 0  # runs after the first (native, replayed or node by node)
        self.native = [deque(maxlen=SAMPLES) for _ in range(n_steps)]
        self.stepwise = [deque(maxlen=SAMPLES) for _ in range(n_steps)]
        self.first_s: float | None = None
        self.first_steps: list[float] = []
        self.last = [(0.0, 0.0)] * n_steps  # (start, seconds) per step in the latest timed run

    def add_native(self, per_step: list[float]) -> None:
        start = 0.0
        for k, t in enumerate(per_step):
            self.native[k].append(t)
            self.last[k] = (start, t)
            start += t

    def add_stepwise(self, spans: list[tuple[float, float]]) -> None:
        for k, (start, t) in enumerate(spans):
            self.stepwise[k].append(t)
            self.last[k] = (start, t)

    def add_first(self, spans: list[tuple[float, float]], total: float) -> None:
        self.first_s, self.first_steps = total, [t for _, t in spans]
        if not any(self.native) and not any(self.stepwise):
            self.last = list(spans)

    @property
    def kind(self) -> str:
        """Which samples the per-node medians come from: native, stepwise or first."""
        return "native" if self.native and self.native[0] else "stepwise" if self.stepwise and self.stepwise[0] \
            else "first"

    def medians(self) -> list[float]:
        kind = self.kind
        if kind == "first":
            return list(self.first_steps) or [0.0] * len(self.last)
        return [median(s) if s else 0.0 for s in (self.native if kind == "native" else self.stepwise)]

    def samples(self) -> int:
        kind = self.kind
        return 0 if kind == "first" else len((self.native if kind == "native" else self.stepwise)[0])


def shapes_text(sig: tuple) -> str:
    """A signature as the user wrote the inputs: `input (1, 3, 224, 224), mask (1, 128)`."""
    return ", ".join(f"{name} {tuple(shape)}" for name, shape in sig) or "(no inputs)"


@dataclass(frozen=True)
class NodeRecord:
    """One node of the schedule, as it runs."""
    step: int
    name: str
    op_type: str
    dsl_op: str
    variant: str
    device: str
    fused: str
    fallback: bool
    median_us: float
    last_start_us: float
    last_us: float


def table(records: list[NodeRecord], times: SigTimes | None, others: list[SigTimes] = ()) -> str:
    """The per-node table of one signature's runs, with what its numbers are."""
    total = sum(r.median_us for r in records) or 1.0
    head = (f"{'#':>3} {'node':<24} {'op type':<20} {'DSL op':<14} {'variant':<9} {'device':<10} "
            f"{'fused':<14} {'fallback':<8} {'median us':>9} {'%':>5}")
    rows = [head, "-" * len(head)]
    for r in records:
        rows.append(f"{r.step:>3} {r.name[:24]:<24} {r.op_type[:20]:<20} {r.dsl_op[:14]:<14} {r.variant[:9]:<9} "
                    f"{r.device[:10]:<10} {r.fused[:14]:<14} {'yes' if r.fallback else 'no':<8} "
                    f"{r.median_us:>9.1f} {100 * r.median_us / total:>5.1f}")
    rows += footer(times, total, others)
    return "\n".join(rows)


def footer(t: SigTimes | None, nodes_us: float, others: list[SigTimes] = ()) -> list[str]:
    """What the table's numbers are: which shapes, which runs, how they were timed, the
    steady end-to-end time and the first run apart."""
    if t is None:
        return ["no run yet"]
    lines = [f"inputs: {shapes_text(t.sig)}"]
    n, kind = t.samples(), t.kind
    plural = "s" if t.runs != 1 else ""
    if kind == "native":
        lines.append(f"per node: medians of {n} sampled of {t.runs} run{plural} with these shapes, each launch "
                     f"timed inside the native run (sampled: the first 16 runs, then one in 1024)")
    elif kind == "stepwise":
        which = f"the last {n} of {t.runs}" if n >= t.runs else f"{n} sampled of {t.runs}"
        lines.append(f"per node: medians of {which} run{plural} with these shapes, node by node through Python "
                     f"(each node's time includes the Python around it; the native fast path is faster)")
    else:
        lines.append("per node: the first run only (it compiles and plans: not steady state); "
                     "run again for steady-state times")
    steady = f"nodes total {nodes_us:.1f} us" if kind != "first" else f"nodes total {nodes_us / 1e3:.1f} ms"
    if kind == "native":
        steady += " (the launches; whole runs: jit-runtime run MODEL --bench)"
    first = (f"; the first run with these shapes took {t.first_s * 1e3:.1f} ms (compiling, planning: not counted)"
             if t.first_s is not None and kind != "first" else "")
    lines.append(steady + first)
    if others:
        lines.append("other input shapes seen: " + "; ".join(
            f"{shapes_text(o.sig)} ({o.runs} runs)" for o in others) + " (Session.profile(shapes=...))")
    return lines


def chrome(records: list[NodeRecord], model_name: str = "model") -> dict:
    """The last run as complete ("X") events, one per node, in microseconds."""
    events: list[dict] = [{"name": "process_name", "ph": "M", "pid": 1, "tid": 1,
                           "args": {"name": f"jit_runtime: {model_name}"}}]
    for r in records:
        events.append({"name": r.name, "cat": r.op_type, "ph": "X", "pid": 1, "tid": 1,
                       "ts": round(r.last_start_us, 3), "dur": round(r.last_us, 3),
                       "args": {"op_type": r.op_type, "dsl_op": r.dsl_op, "variant": r.variant,
                                "device": r.device, "fused": r.fused, "fallback": r.fallback,
                                "median_us": round(r.median_us, 3), "step": r.step}})
    return {"traceEvents": events, "displayTimeUnit": "ms"}


def write_chrome(trace: dict, path) -> None:
    with open(path, "w") as f:
        json.dump(trace, f, indent=1)


# --- from a session's program (duck-typed: steps, latest, samples, last, runs) ----------

def records(prog, options: dict, times: SigTimes | None = None) -> list[NodeRecord]:
    """One record per scheduled node: what ran, and its median time over the signature's
    runs (native-timed ones where there are any; the first run's time before any)."""
    choices = prog.latest.choices if prog.latest is not None else []
    meds = times.medians() if times is not None else [0.0] * len(prog.steps)
    last = times.last if times is not None else [(0.0, 0.0)] * len(prog.steps)
    recs = []
    for k, s in enumerate(prog.steps):
        c = choices[k] if k < len(choices) else []
        # a device named without a variant runs the default variant, with no tuning choice
        variant = s.kind if s.kind != "kernel" else (
            options["variant"] if "variant" in s.passes else ",".join(dict.fromkeys(x.variant for x in c))
            or _half_of(s.node) or (DEFAULT_VARIANT if "device" in s.passes else "-"))
        device = ("reference" if s.kind == "fallback" else options["device"] if "device" in s.passes else
                  ",".join(dict.fromkeys(x.device for x in c)) or "host")
        start, dur = last[k]
        recs.append(NodeRecord(k, s.node.name, s.node.op_type, s.dsl_op or "-", variant, device,
                               "+" + ",".join(s.node.fused) if s.node.fused else "-", s.kind == "fallback",
                               meds[k] * 1e6, start * 1e6, dur * 1e6))
    return recs


def profile_times(prog, shapes: dict | None = None) -> SigTimes | None:
    """The SigTimes the profile reports: the latest signature's, or the one whose inputs
    have these shapes ({name: shape}; a ValueError lists the shapes seen)."""
    if shapes is None:
        return prog.times.get(prog.latest_sig) if prog.latest_sig is not None else None
    if not isinstance(shapes, dict):
        raise TypeError(f"shapes must be a dict input name -> shape, got {type(shapes).__name__}")
    want = tuple(sorted((k, tuple(v)) for k, v in shapes.items()))
    t = prog.times.get(want)
    if t is None:
        seen = "; ".join(shapes_text(s) for s in prog.times) or "none yet"
        raise ValueError(f"no runs with inputs {shapes_text(want)}; shapes seen: {seen}")
    return t


def explain(prog, options: dict, model_nodes: int) -> str:
    """Why each node runs the way it does, one block per node in schedule order."""
    choices = prog.latest.choices if prog.latest is not None else []
    lines = [f"{len(prog.steps)} nodes in Kahn order (ties: model order); the passes made them of the "
             f"model's {model_nodes}"]
    for k, s in enumerate(prog.steps):
        n = s.node
        head = f"{k:>3} {n.name} ({n.op_type}{', ' + n.domain if n.domain else ''})"
        if n.fused:
            head += f" with {', '.join(n.fused)} folded in (fused)"
        if s.kind == "fallback":
            lines.append(f"{head}: FALLBACK to onnx's reference evaluator (no binding: {s.reason})")
            continue
        if s.kind != "kernel":
            lines.append(f"{head}: {s.kind}, no kernel (DSL op {s.dsl_op or 'none'})")
            continue
        given = ", ".join(f"{o}={options[o]}" for o in s.passes)
        what = (f"DSL op {s.dsl_op}{_codes_of(n, prog.graph.tensors)}" if s.dsl_op
                else f"no DSL op: {_native_kernels(n, prog.graph.tensors)}")
        lines.append(f"{head}: kernel, {what}" + (f", session options {given}" if given else ""))
        c = choices[k] if k < len(choices) else []
        if "variant" in s.passes:
            lines.append(f"      variant {options['variant']}: asked for by Session(variant=...)")
        for x in c:
            lines.append(f"      {x.dsl_op}: variant {x.variant} on {x.device}, threads "
                         f"{x.threads or 'by cost'}: {x.why}")
        half = _half_of(n)
        if half:
            lines.append(f"      variant {half}: the model's float16 values computed in half (precision=\"model\")")
        elif not c and "variant" not in s.passes:
            lines.append("      variant: " + ("chosen at the first run (not run yet)" if not choices else
                                              "no tuning choice recorded (the binding names the variant "
                                              "or the device itself)"))
        if k in prog.no_out:
            lines.append("      writes to new arrays (its binding refused an arena buffer as out=)")
    if prog.latest is not None:
        lines.append("memory: " + prog.latest.plan.summary())
    return "\n".join(lines)


def _half_of(n) -> str:
    """The variant a float16 model's elementwise group names (passes/half_elementwise.py)."""
    for a in n.proto.attribute:
        if a.name == "variant" and n.domain == "jit_runtime":
            return a.s.decode()
    return ""


def _codes_of(n, tensors) -> str:
    """A DSL op's edges of bfloat16 codes (a depthwise conv between reduced products)."""
    from .edges import CODES
    coded = lambda name: bool(name) and name in tensors and tensors[name].elem_type == CODES  # noqa: E731
    said = [w for w, on in (("reading x", n.inputs and coded(n.inputs[0])), ("storing y", n.outputs and coded(n.outputs[0])))
            if on]
    return f", {' and '.join(said)} as bfloat16 codes" if said else ""


def _native_kernels(n, tensors=None) -> str:
    """What a kernel binding without a DSL op runs: the reduced-precision products' own
    launches (their window, codes and clamp, the edges they read or write as bfloat16
    codes: tensors, the graph's value types), else the binding's kernels."""
    attrs = {a.name: a for a in n.proto.attribute} if n.proto is not None else {}
    if n.op_type == "BF16BatchMatMul":
        scale = f", times {attrs['alpha'].f:g}" if "alpha" in attrs and attrs["alpha"].f != 1 else ""
        mask = ", plus input 2 (a mask)" if "residual" in attrs and attrs["residual"].i else ""
        return ("per batch element, b rounded to bfloat16 and packed into panels, then the GEMM's bf16 variant "
                "(AMX tiles where the device has them, else vdpbf16ps; a's rows rounded inside the product where "
                f"its block fits, else by a rounding launch){scale}{mask}")
    if n.op_type in ("Int8MatMul", "BF16MatMul"):
        if n.op_type == "BF16MatMul":
            first = ("bfloat16 rounding, then the GEMM's bf16 variant (on AMX tiles where the device has them; "
                     "there x's rows are rounded inside the product, a convolution's windows copied inside it "
                     "from x's rounded rows, and a stride-1 convolution of channels in 32s reads them in place)")
        elif "given" in attrs:
            s, z = attrs["given"].floats
            first = f"the model's uint8 codes of x (scale {s:.6g}, zero point {z:g}), then the integer GEMM"
        else:
            first = "max |x|, int8 codes" + (" of x >= 0 (zero point 0)" if "unsigned" in attrs and attrs["unsigned"].i
                                             else " (zero point 128)") + ", then the integer GEMM"
        parts = [first]
        if "window" in attrs:
            v = list(attrs["window"].ints)
            parts.append(f"over {v[0]}x{v[1]} windows, stride {v[2]}x{v[3]}, channels-last")
        if "residual" in attrs and attrs["residual"].i:
            parts.append("plus the residual connection")
        if "clamp" in attrs:
            parts.append(f"clamped to [{attrs['clamp'].floats[0]:g}, {attrs['clamp'].floats[1]:g}]")
        from .edges import CODES
        coded = [what for i, what in ((0, "x"), (3 if n.op_type == "BF16MatMul" else 4, "the residual"))
                 if i < len(n.inputs) and n.inputs[i] and tensors is not None and n.inputs[i] in tensors
                 and tensors[n.inputs[i]].elem_type == CODES]
        if coded:
            parts.append(f"reading {' and '.join(coded)} as bfloat16 codes (a reduced product's output)")
        if "bf16_out" in attrs and attrs["bf16_out"].i:
            parts.append("y stored as bfloat16 codes (only reduced products read it)")
        return ", ".join(parts)
    return "the binding's own kernels (numpy between launches)" if n.op_type in ("Int8Conv", "QLinearConv",
                                                                                "QLinearMatMul", "MatMulInteger",
                                                                                "ConvInteger") \
        else "the binding's own kernels"


def log_bindings(rows, name: str) -> None:
    """Each node's binding at DEBUG, the counts at INFO (rows: frozen.bindings, a callable
    for them, made only when logging asks)."""
    if not _log.isEnabledFor(10):
        return
    rows = rows() if callable(rows) else rows
    for node, op_type, what in rows:
        _log.debug("%s: node '%s' (%s) -> %s", name, node, op_type, what)
    kinds = [what.split(" ", 1)[0] for _, _, what in rows]
    n_kernel, n_fallback = kinds.count("kernel"), kinds.count("FALLBACK")
    _log.info("%s: %d nodes after passes: %d kernels, %d fallbacks, %d other", name, len(kinds),
              n_kernel, n_fallback, len(kinds) - n_kernel - n_fallback)
