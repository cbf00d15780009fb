"""The memory plan: every kernel output gets an offset in one arena, from lifetimes.

A value lives from the step that writes it to the last step that reads it (or a view
of it). Buffers are placed largest first at the lowest 64-byte-aligned offset that no
value with an overlapping lifetime occupies (first fit): values that never live at the
same time share bytes. A value written in place over an input that dies at that step
shares the input's buffer. The plan is pure data; the session makes array views of one
arena from it.
"""
from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass

import numpy as np

ALIGN = 64
ENV_LIMIT = "JIT_RUNTIME_MEMORY_LIMIT"
_UNITS = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}


class MemoryLimitExceeded(ValueError):
    """A run would need more memory than allowed: planned against allowed bytes and where
    the limit comes from (memory_limit=, JIT_RUNTIME_MEMORY_LIMIT or the machine)."""

    def __init__(self, message: str, planned: int | None = None, allowed: int | None = None):
        self.planned, self.allowed = planned, allowed
        super().__init__(message)


def parse_bytes(value, what: str = "memory_limit") -> int:
    """A byte count: an int, or text such as '1500000', '512M', '2G', '1.5GiB'."""
    if isinstance(value, bool):
        raise TypeError(f"{what} must be a byte count, got {value!r}")
    if isinstance(value, (int, np.integer)):
        n = int(value)
    elif isinstance(value, str):
        m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*", value.lower())
        if not m:
            raise ValueError(f"{what} must be a byte count such as 1000000, 512M or 2G, got {value!r}")
        n = int(float(m.group(1)) * _UNITS[m.group(2)])
    else:
        raise TypeError(f"{what} must be a byte count (int or text like '2G'), got {type(value).__name__}")
    if n <= 0:
        raise ValueError(f"{what} must be positive, got {value!r}")
    return n


def available_bytes() -> int:
    """Memory this machine can give now (Linux MemAvailable), else its physical memory."""
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (OSError, ValueError, AttributeError):
        return 1 << 62


def limit(explicit=None) -> tuple[int, str]:
    """The byte limit and where it comes from: memory_limit= (explicit), else
    JIT_RUNTIME_MEMORY_LIMIT, else the memory the machine has available now (a plan
    beyond it would end in MemoryError or the process being killed)."""
    if explicit is not None:
        return parse_bytes(explicit), f"memory_limit={explicit!r}"
    env = os.environ.get(ENV_LIMIT, "").strip()
    if env:
        return parse_bytes(env, ENV_LIMIT), f"{ENV_LIMIT}={env}"
    return available_bytes(), "the memory available on this machine (set memory_limit= or " + ENV_LIMIT + ")"


def check(what: str, parts: dict[str, int], explicit=None, note: str = "") -> None:
    """Raise MemoryLimitExceeded when the parts (name -> bytes) add up past the limit."""
    planned = sum(parts.values())
    allowed, source = limit(explicit)
    if planned > allowed:
        detail = " + ".join(f"{k} {v:,}" for k, v in parts.items() if v)
        raise MemoryLimitExceeded(f"{what} needs {planned:,} bytes ({detail}), more than the {allowed:,} bytes "
                                  f"allowed by {source}{note}", planned, allowed)


def align(n: int, a: int = ALIGN) -> int:
    return -(-n // a) * a


def nbytes(shape, dtype) -> int:
    """Bytes of an array (Python ints: no int64 overflow for absurd shapes)."""
    return math.prod(int(d) for d in shape) * np.dtype(dtype).itemsize


@dataclass(frozen=True)
class Value:
    """What the planner needs to know about one value: bytes and lifetime in steps
    (first: the writing step, last: the last reading step, inclusive). `inplace_of`
    names the input whose buffer it takes over."""
    name: str
    nbytes: int
    first: int
    last: int
    inplace_of: str | None = None


@dataclass(frozen=True)
class Slot:
    name: str
    offset: int
    nbytes: int
    first: int
    last: int
    inplace_of: str | None = None


@dataclass(frozen=True)
class Plan:
    """Offsets in one arena. `peak_bytes`: the arena (with reuse); `no_reuse_bytes`:
    every value in its own aligned buffer; `live_peak_bytes`: the largest total of
    values alive at one step (no placement can do better)."""
    slots: tuple[Slot, ...]
    peak_bytes: int
    no_reuse_bytes: int
    live_peak_bytes: int

    def slot(self, name: str) -> Slot:
        return next(s for s in self.slots if s.name == name)

    def conflicts(self) -> list[tuple[str, str]]:
        """Pairs of values alive at the same step whose bytes overlap (none, if the plan
        is right; a value written in place over its input is not a conflict)."""
        bad = []
        for i, a in enumerate(self.slots):
            for b in self.slots[i + 1:]:
                if a.inplace_of == b.name or b.inplace_of == a.name or _same_chain(self, a, b):
                    continue
                if a.first <= b.last and b.first <= a.last and \
                        a.offset < b.offset + b.nbytes and b.offset < a.offset + a.nbytes:
                    bad.append((a.name, b.name))
        return bad

    def summary(self) -> str:
        saved = 1 - self.peak_bytes / self.no_reuse_bytes if self.no_reuse_bytes else 0.0
        return (f"arena {self.peak_bytes / 1024:.1f} KiB with reuse, {self.no_reuse_bytes / 1024:.1f} KiB "
                f"without ({saved:.0%} saved; live peak {self.live_peak_bytes / 1024:.1f} KiB), "
                f"{len(self.slots)} values, {sum(1 for s in self.slots if s.inplace_of)} in place")

    def table(self) -> str:
        rows = [f"{'value':<32} {'offset':>10} {'bytes':>10} {'steps':>11}  in place of"]
        for s in sorted(self.slots, key=lambda s: (s.offset, s.first)):
            rows.append(f"{s.name[:32]:<32} {s.offset:>10} {s.nbytes:>10} {f'{s.first}-{s.last}':>11}  "
                        f"{s.inplace_of or ''}")
        return "\n".join(rows + [self.summary()])


def _same_chain(plan: Plan, a: Slot, b: Slot) -> bool:
    """True when one value took over the other's buffer through a chain of in-place steps."""
    by = {s.name: s for s in plan.slots}

    def root(s: Slot) -> str:
        while s.inplace_of and s.inplace_of in by:
            s = by[s.inplace_of]
        return s.name
    return (a.inplace_of is not None or b.inplace_of is not None) and root(a) == root(b)


@dataclass(frozen=True)
class Use:
    """One step as the planner sees it: value ids read and written; `owns`: the step
    writes its outputs into buffers it is given (a kernel), so they can live in the arena;
    otherwise its outputs may be views of its inputs (views, shape math, fallbacks)."""
    ins: tuple[int, ...]
    outs: tuple[int, ...]
    owns: bool
    inplace_ok: bool | tuple[int, ...] = False  # True: any input; a tuple: those positions


def lifetimes(steps: list[Use], outputs: list[int], shapes: dict[int, tuple], names: dict[int, str],
              exclude: set[int] = frozenset()) -> tuple[list[Value], dict[int, int]]:
    """Arena values from a schedule: each kernel output lives from its step to the last
    step reading it or any view of it (graph outputs: to the end, when they are copied
    out); an output takes over an input's buffer in place when the step allows it (any
    input, or the positions it names), the input is a kernel output of the same shape and
    dtype, and nothing reads it (or a view of it) later. `shapes`: id -> (shape, dtype) as recorded. Returns (values, bytes by id)."""
    n = len(steps)
    roots: dict[int, tuple[int, ...]] = {}  # the arena values a value may be a view of
    last: dict[int, int] = {}
    planned: list[int] = []
    for k, s in enumerate(steps):
        for i in s.ins:
            for r in roots.get(i, ()):
                last[r] = max(last[r], k)
        ok = s.owns and all(o >= 0 and o not in exclude and o in shapes and shapes[o][1].kind in "biufc"
                            for o in s.outs)
        for o in s.outs:
            if ok:
                roots[o], last[o] = (o,), k
                planned.append(o)
            elif o >= 0:
                roots[o] = tuple(sorted({r for i in s.ins for r in roots.get(i, ())}))
    for o in outputs:
        for r in roots.get(o, ()):
            last[r] = n
    sizes = {o: nbytes(*shapes[o]) for o in planned}
    first = {o: k for k, s in enumerate(steps) for o in s.outs if o in sizes}
    inplace: dict[int, int] = {}
    for k, s in enumerate(steps):
        o = s.outs[0] if s.outs else -1
        if not s.inplace_ok or o not in sizes:
            continue
        for pos, i in enumerate(s.ins):
            if s.inplace_ok is not True and (pos not in s.inplace_ok or s.ins.count(i) > 1):
                continue  # only those inputs, read nowhere else by the step (a conv's residual)
            if i in sizes and roots[i] == (i,) and last[i] == k and i not in inplace.values() \
                    and shapes[i] == shapes[o] and sizes[i] > 0 \
                    and not any(j != i and i in roots.get(j, ()) for j in s.ins):
                inplace[o] = i
                break
    values = [Value(names[o], sizes[o], first[o], last[o], names[inplace[o]] if o in inplace else None)
              for o in planned if sizes[o]]
    return values, sizes


def plan(values: list[Value], alignment: int = ALIGN) -> Plan:
    """First fit, largest first (ties: earlier first, then name), over lifetimes."""
    by_name = {v.name: v for v in values}
    # in-place chains share one buffer whose lifetime spans all of them
    root: dict[str, str] = {}
    for v in sorted(values, key=lambda v: v.first):
        r = v.name
        if v.inplace_of is not None and v.inplace_of in by_name:
            r = root[v.inplace_of]
        root[v.name] = r
    groups: dict[str, list[Value]] = {}
    for v in values:
        groups.setdefault(root[v.name], []).append(v)
    buffers = []
    for r, members in groups.items():
        buffers.append((align(max(m.nbytes for m in members), alignment),
                        min(m.first for m in members), max(m.last for m in members), r))
    placed: list[tuple[int, int, int, int]] = []  # offset, size, first, last
    offsets: dict[str, int] = {}
    for size, first, last, r in sorted(buffers, key=lambda b: (-b[0], b[1], b[3])):
        busy = sorted((o, s) for o, s, f, l in placed if f <= last and first <= l)
        offset = 0
        for o, s in busy:
            if offset + size <= o:
                break
            offset = max(offset, align(o + s, alignment))
        placed.append((offset, size, first, last))
        offsets[r] = offset
    slots = tuple(Slot(v.name, offsets[root[v.name]], v.nbytes, v.first, v.last, v.inplace_of)
                  for v in values)
    peak = max((o + s for o, s, _, _ in placed), default=0)
    no_reuse = sum(align(v.nbytes, alignment) for v in values)
    steps = sorted({b[1] for b in buffers} | {b[2] for b in buffers})
    live = max((sum(b[0] for b in buffers if b[1] <= t <= b[2]) for t in steps), default=0)
    return Plan(slots, peak, no_reuse, live)
