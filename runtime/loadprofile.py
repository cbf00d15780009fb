"""Where a model's load time goes: per stage and per node.

A load (Session creation, and its runs until the session runs natively) is timed as
nested stages on the loading thread: `stage("binding", node)` inside `stage("first
run", node)` and so on. Each stage is charged its own time only (a child's time goes to
the child), so the stages add up to the wall time of the load, and a node is charged
whatever ran on its behalf (its binding, its kernels' lowering and compiles, its part of
the first run). Outside a recording `stage` costs one thread-local read.

    with recording(profile):           # the Session's load
        with stage("graph passes", detail="FuseEpilogue"): ...
    profile.table()                     # what `jit-runtime run MODEL --explain-load` prints
"""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable

# display order; anything else a caller names goes after these
STAGES = ("record", "parse", "checks", "shape inference", "graph passes", "weight packing", "binding",
          "kernel lowering", "LLVM compile", "cache reads", "first run", "native plan", "other")


@dataclass
class KernelEvent:
    """One kernel a load needed: where its machine code came from and what it cost."""
    op: str
    variant: str
    device: str
    source: str            # compiled | disk cache | index (lowering skipped too)
    seconds: float
    node: str | None = None
    lines: int = 0         # lines of LLVM IR (0 when lowering was skipped)


@dataclass
class LoadProfile:
    """Seconds per stage (each stage's own time), per graph pass, per node and per kernel."""
    stages: dict[str, float] = field(default_factory=dict)
    details: dict[str, dict[str, float]] = field(default_factory=dict)  # stage -> detail -> s
    nodes: dict[str, dict[str, float]] = field(default_factory=dict)
    node_ops: dict[str, str] = field(default_factory=dict)
    kernels: list[KernelEvent] = field(default_factory=list)
    record: str = ""       # what the load record did: used, written, or why not
    frozen: str = ""       # the record's frozen plan (onnx/frozen.py): used, written, or "" (none)
    total: float = 0.0
    compile_workers: int = 0
    # told of each kernel the load needs (progress.py's bar): fn(event) and fn(None, total=n)
    listener: Callable | None = field(default=None, repr=False, compare=False)

    @property
    def compiled(self) -> int:
        """Kernels compiled by LLVM during the load."""
        return sum(1 for k in self.kernels if k.source == "compiled")

    @property
    def cache_hits(self) -> int:
        """Kernels whose machine code came from the disk cache."""
        return sum(1 for k in self.kernels if k.source != "compiled")

    def as_dict(self) -> dict:
        return {"total_s": self.total, "stages": dict(self.stages), "details": {k: dict(v) for k, v in
                                                                                 self.details.items()},
                "nodes": {k: dict(v) for k, v in self.nodes.items()}, "record": self.record, "frozen": self.frozen,
                "compiled": self.compiled, "cache_hits": self.cache_hits,
                "kernels": [vars(k) for k in self.kernels]}

    def table(self, top: int = 12) -> str:
        """The load as text: stages (with graph passes and compiles broken down), the
        slowest nodes, the slowest kernels."""
        order = [s for s in STAGES if s in self.stages] + sorted(s for s in self.stages if s not in STAGES)
        lines = [f"load: {self.total:.3f} s; {self.compiled} kernel{'s' if self.compiled != 1 else ''} compiled, "
                 f"{self.cache_hits} from the cache" + (f" ({self.compile_workers} compile workers)"
                                                         if self.compile_workers else "")
                 + (f"; record: {self.record}" if self.record else "")
                 + (f"; frozen plan: {self.frozen}" if self.frozen else "")]
        lines.append(f"  {'stage':<24}{'seconds':>9}{'share':>7}")
        for s in order:
            t = self.stages[s]
            if t < 5e-5:
                continue
            lines.append(f"  {s:<24}{t:9.3f}{t / self.total if self.total else 0:7.0%}")
            for d, dt in sorted(self.details.get(s, {}).items(), key=lambda kv: -kv[1])[:top]:
                if dt >= 5e-4:
                    lines.append(f"    {d:<22}{dt:9.3f}")
        nodes = sorted(self.nodes.items(), key=lambda kv: -sum(kv[1].values()))[:top]
        if nodes:
            lines.append(f"  slowest nodes{'':<11}{'seconds':>9}  where")
            for n, parts in nodes:
                where = ", ".join(f"{k} {v:.3f}" for k, v in sorted(parts.items(), key=lambda kv: -kv[1]) if v >= 5e-4)
                op = self.node_ops.get(n, "")
                label = f"{n} ({op})" if op else n
                lines.append(f"  {label[:34]:<34}{sum(parts.values()):7.3f}  {where}")
        ks = sorted(self.kernels, key=lambda k: -k.seconds)[:top]
        if ks:
            lines.append(f"  slowest kernels{'':<9}{'seconds':>9}  from")
            for k in ks:
                lines.append(f"  {k.op[:24]:<24}{k.seconds:9.3f}  {k.source}, {k.variant} {k.device}"
                             + (f", {k.lines} lines of IR" if k.lines else "") + (f", node {k.node}" if k.node else ""))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


class _Recorder:
    """The frames open on this thread: (stage, node, detail); time is charged at each change."""

    def __init__(self, profile: LoadProfile):
        self.profile = profile
        self.frames: list[tuple[str, str | None, str | None]] = []
        self.mark = time.perf_counter()
        self.start = self.mark

    def charge(self, now: float) -> None:
        dt = now - self.mark
        self.mark = now
        if not self.frames or dt <= 0:
            return
        name, node, detail = self.frames[-1]
        p = self.profile
        p.stages[name] = p.stages.get(name, 0.0) + dt
        if detail:
            d = p.details.setdefault(name, {})
            d[detail] = d.get(detail, 0.0) + dt
        if node:
            n = p.nodes.setdefault(node, {})
            n[name] = n.get(name, 0.0) + dt


class _Local(threading.local):
    recorder: _Recorder | None = None


_local = _Local()


def current() -> LoadProfile | None:
    """The profile this thread is recording into, if any."""
    r = _local.recorder
    return r.profile if r is not None else None


def current_node() -> str | None:
    r = _local.recorder
    return next((n for _, n, _ in reversed(r.frames) if n), None) if r is not None else None


@contextmanager
def recording(profile: LoadProfile, stage_name: str = "other"):
    """Record this thread's stages into `profile` for the block (its time, and any time
    not inside a stage, goes to `stage_name`); nested recordings go to the outer one."""
    if _local.recorder is not None:
        with stage(stage_name):
            yield profile
        return
    rec = _Recorder(profile)
    _local.recorder = rec
    rec.frames.append((stage_name, None, None))
    try:
        yield profile
    finally:
        now = time.perf_counter()
        rec.charge(now)
        profile.total += now - rec.start
        _local.recorder = None


@contextmanager
def stage(name: str, node: str | None = None, detail: str | None = None, op: str | None = None):
    """Charge the block's own time to `name` (and to `node`, else the enclosing stage's
    node; `detail` breaks a stage down, e.g. by graph pass). `op`: the node's op type."""
    rec = _local.recorder
    if rec is None:
        yield
        return
    rec.charge(time.perf_counter())
    if node is None:
        node = next((n for _, n, _ in reversed(rec.frames) if n), None)
    elif op is not None:
        rec.profile.node_ops.setdefault(node, op)
    rec.frames.append((name, node, detail))
    try:
        yield
    finally:
        rec.charge(time.perf_counter())
        rec.frames.pop()


def kernel_event(op: str, variant: str, device: str, source: str, seconds: float, lines: int = 0) -> None:
    """Note one kernel the current load needed (nothing outside a recording)."""
    rec = _local.recorder
    if rec is not None:
        e = KernelEvent(op, variant, device, source, seconds, current_node(), lines)
        rec.profile.kernels.append(e)
        if rec.profile.listener is not None:
            rec.profile.listener(e)


def expect_compiles(n: int) -> None:
    """Tell the current load's listener that n kernels are being compiled (a progress bar's total)."""
    rec = _local.recorder
    if rec is not None and rec.profile.listener is not None:
        rec.profile.listener(None, total=n)


def _jit_stage(name: str):
    """The jit layer's stages, broken down by what they are for (the stage they are in)."""
    rec = _local.recorder
    if rec is None:
        return stage(name)
    outer = rec.frames[-1][0] if rec.frames else None
    return stage(name, detail=f"in {outer}" if outer and outer != name else None)


def _install() -> None:
    """The jit layer times its cache reads and compiles through this module's stages."""
    from .jit import compiler
    compiler.stage_hook = _jit_stage


_install()
