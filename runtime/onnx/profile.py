"""Per-node profile: what each node ran (DSL op, variant, device, fused, fallback) and
how long it took; as a text table or a Chrome trace ("traceEvents", for
chrome://tracing and Perfetto).

Which variant a kernel call used is decided inside the op (`tuning.choose`), below the
bindings. To report it without changing either layer, a session's first run of each
input shape records every choice made on its own thread while a node runs (and bumps
the tuning generation, so ops that remember a call pattern ask choose() again).
"""
from __future__ import annotations

import json
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from statistics import median

from .. import tuning
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


def table(records: list[NodeRecord], runs: int, sampled: int | None = None) -> str:
    total = sum(r.median_us for r in records) or 1.0
    sampled = runs if sampled is None else sampled
    head = (f"{'#':>3} {'node':<24} {'op type':<20} {'DSL op':<14} {'variant':<9} {'device':<10} "
            f"{'fused':<14} {'fallback':<8} {'median us':>9} {'%':>5}")
    rows = [head, "-" * len(head)]
    for r in records:
        rows.append(f"{r.step:>3} {r.name[:24]:<24} {r.op_type[:20]:<20} {r.dsl_op[:14]:<14} {r.variant[:9]:<9} "
                    f"{r.device[:10]:<10} {r.fused[:14]:<14} {'yes' if r.fallback else 'no':<8} "
                    f"{r.median_us:>9.1f} {100 * r.median_us / total:>5.1f}")
    if runs:
        which = (f"the last {min(runs, 256)} of {runs} run{'s' if runs != 1 else ''}" if sampled >= runs else
                 f"{min(sampled, 256)} sampled of {runs} runs (the first 16, then one in 1024; each launch "
                 f"timed inside the native run once the plan has one, else node by node)")
        rows.append(f"medians of {which}; a first run with new shapes compiles and is not counted; "
                    f"nodes total {total:.1f} us")
    else:
        rows.append(f"one first run (includes compiling); nodes total {total:.1f} us")
    return "\n".join(rows)


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

def records(prog, options: dict) -> list[NodeRecord]:
    """One record per scheduled node: what ran, and its median time over recent planned
    runs (the latest run's time before any)."""
    choices = prog.latest.choices if prog.latest is not None else []
    recs = []
    for k, s in enumerate(prog.steps):
        c = choices[k] if k < len(choices) else []
        # a device named without a variant runs the default variant, with no tuning choice
        variant = s.kind if s.kind != "kernel" else (
            options["variant"] if "variant" in s.passes else ",".join(dict.fromkeys(x.variant for x in c))
            or (DEFAULT_VARIANT if "device" in s.passes else "-"))
        device = ("reference" if s.kind == "fallback" else options["device"] if "device" in s.passes else
                  ",".join(dict.fromkeys(x.device for x in c)) or "host")
        start, dur = prog.last[k]
        recs.append(NodeRecord(k, s.node.name, s.node.op_type, s.dsl_op or "-", variant, device,
                               "+" + ",".join(s.node.fused) if s.node.fused else "-", s.kind == "fallback",
                               (median(prog.samples[k]) if prog.samples[k] else dur) * 1e6, start * 1e6, dur * 1e6))
    return recs


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
        lines.append(f"{head}: kernel, DSL op {s.dsl_op or '?'}" + (f", session options {given}" if given else ""))
        c = choices[k] if k < len(choices) else []
        if "variant" in s.passes:
            lines.append(f"      variant {options['variant']}: asked for by Session(variant=...)")
        for x in c:
            lines.append(f"      {x.dsl_op}: variant {x.variant} on {x.device}, threads "
                         f"{x.threads or 'by cost'}: {x.why}")
        if not c and "variant" not in s.passes:
            lines.append("      variant: " + ("chosen at the first run (not run yet)" if not choices else
                                              "no tuning choice recorded (the binding names the variant "
                                              "or the device itself)"))
        if k in prog.no_out:
            lines.append("      writes to new arrays (its binding refused an arena buffer as out=)")
    if prog.latest is not None:
        lines.append("memory: " + prog.latest.plan.summary())
    return "\n".join(lines)
