"""A compiled kernel and its launches: the facts a kernel's machine code needs at a call,
one launch per set of shapes (threads split, scratch sized), the only ways into native code
(run, go, replay), and what the calling thread records of them (record_launches,
record_calls, a dry run's compiles: compiling_ahead)."""
from __future__ import annotations

import ctypes
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

import numpy as np

from .binding import Boundary, Call, address, check_pointers, guard, pointers
from .jit import CompiledModule
from .kernelindex import KernelFacts
from .lowering import Lowered
from .lowering.loops import IConst, IExpr, IBin, ISize
from .threads import chunks
from .workers import workers

FULL_RANGE = 1 << 62  # range.hi meaning "to the end of the parallel loop"


def eval_iexpr(e: IExpr, sizes: dict[str, int]) -> int:
    if isinstance(e, IConst):
        return e.value
    if isinstance(e, ISize):
        return sizes[e.name]
    assert isinstance(e, IBin)
    a, b = eval_iexpr(e.a, sizes), eval_iexpr(e.b, sizes)
    return {"+": a + b, "-": a - b, "*": a * b}[e.op] if e.op in "+-*" else (
        a // b if e.op == "/" else a % b)


@dataclass
class CompiledKernel:
    facts: KernelFacts  # what a launch needs of the lowering (kept in the kernel index too)
    module: CompiledModule
    fn: Any
    _lowered: Lowered | None = field(default=None, repr=False)
    _relower: Any = field(default=None, repr=False)  # makes the Lowered again (the index skipped it)

    @property
    def lowered(self) -> Lowered:
        """The lowering this machine code came from (lowered again on first use when the
        kernel index let the load skip it)."""
        if self._lowered is None:
            self._lowered = self._relower()
        return self._lowered

    def launch(self, call: Call, threads: int | None, bound: Boundary) -> "Launch":
        """Everything about a call that depends only on its shapes, worked out once. A
        lowering that stores partial values to its output (a GEMM's K blocks) would read
        back what it wrote over an aliased input: its launches refuse aliasing."""
        f = self.facts
        if f.partial_stores and bound.aliasable:
            bound = replace(bound, aliasable=frozenset())
        need = eval_iexpr(f.scratch, call.sizes) if f.scratch != IConst(0) else 0
        if f.loop is None:
            split = []
        else:
            split = chunks(eval_iexpr(f.loop, call.sizes), f.vector, lambda: eval_iexpr(f.work, call.sizes), threads)
        return Launch(self.fn, tuple(call.sizes[s] for s in f.sizes), need, tuple(split), bound)


@dataclass(frozen=True)
class Launch:
    """One kernel on one set of shapes. Native code is reached only through `run` (arrays,
    checked by the boundary), `go` (pointers that `binding.pointers` just returned) and
    `replay` (raw pointers, checked by `binding.check_pointers`)."""
    fn: Any
    sizes: tuple[int, ...]
    need: int  # scratch floats per thread (0: the kernel has no temporaries)
    chunks: tuple[tuple[int, int], ...]  # () for one thread
    boundary: Boundary
    # pointer tuples replay() has checked -> the scratch checked with them (a few: each
    # arena of a session replays the launch on its own pointers)
    _replayed: dict = field(default_factory=dict, compare=False, repr=False)

    @cached_property
    def address(self) -> int:
        """The kernel's machine code address (0 when fn is not a ctypes function)."""
        if not isinstance(self.fn, ctypes._CFuncPtr):
            return 0
        return ctypes.cast(self.fn, ctypes.c_void_p).value or 0

    @property
    def stride(self) -> int:
        """Scratch floats per thread's share (whole 64-byte lines)."""
        return max(-(-self.need // 16) * 16, 16)

    @cached_property
    def _split(self):
        """The job wrapper and the chunk table: what every split launch of this kernel
        passes (worked out once; a launch then builds only its argument array)."""
        table = (ctypes.c_int64 * (2 * len(self.chunks)))(*(x for c in self.chunks for x in c))
        return workers(len(self.chunks) - 1).job(len(self.boundary.names), len(self.sizes)), table

    def run(self, inputs, outputs) -> None:
        """Check the arrays against the boundary (raising what is wrong), then run."""
        ptrs = pointers(self.boundary, inputs, outputs)
        self.go(ptrs if ptrs is not None else guard(self.boundary, inputs, outputs))

    def go(self, ptrs: list[int]) -> None:
        """Run on pointers the boundary's checks produced (never on anything else)."""
        calls = _recording.calls
        if calls is not None:
            calls.append((self, tuple(ptrs)))
        if not self.chunks:
            if self.need == 0:  # a kernel without temporaries never touches scratch
                self.fn(*ptrs, None, *self.sizes, 0, FULL_RANGE)
                return
            scratch = np.empty(self.need, np.float32)
            self.fn(*ptrs, address(scratch), *self.sizes, 0, FULL_RANGE)
            return
        if not self.need:
            self._parallel(ptrs, None, self.stride)
            return
        scratch = np.empty(self.stride * len(self.chunks), np.float32)
        self._parallel(ptrs, address(scratch), self.stride)

    def _parallel(self, ptrs, base: int | None, stride: int) -> None:
        """Chunk 0 here, the others on the native workers (workers.py); returns when every
        chunk is done, so none writes into memory the caller may free afterwards."""
        if not self.address:  # a Python callable standing in for the kernel: chunks in order
            for i, (lo, hi) in enumerate(self.chunks):
                self.fn(*ptrs, base + 4 * stride * i if base else None, *self.sizes, lo, hi)
            return
        job, table = self._split
        pool = workers(len(self.chunks) - 1)  # (threads: none yet in a forked child)
        argv = (ctypes.c_int64 * (1 + len(ptrs) + len(self.sizes)))(self.address, *ptrs, *self.sizes)
        pool.run(job, argv, base, 4 * stride, table, len(self.chunks))

    def scratch_floats(self) -> int:
        return self.stride * max(len(self.chunks), 1) if self.need else 0

    def scratch(self) -> np.ndarray | None:
        """A scratch area for replay() (one per thread's share)."""
        return np.empty(self.scratch_floats(), np.float32) if self.need else None

    def replay(self, ptrs: tuple[int, ...], scratch: np.ndarray | None) -> None:
        """Run again on raw pointers recorded by record_launches (a session's fixed plan).
        The pointers are checked as far as raw pointers can be (binding.check_pointers),
        once per distinct tuple: a replayed plan mostly repeats the last one."""
        checked = self._replayed
        try:
            seen = checked.get(ptrs, _UNSEEN)
        except TypeError:  # unhashable: not a tuple of ints (check_pointers says so)
            seen = _UNSEEN
        if seen is not scratch:
            check_pointers(self.boundary, ptrs)
            ptrs = tuple(ptrs)
            if self.need and not (isinstance(scratch, np.ndarray) and scratch.dtype == np.float32
                                  and scratch.flags.c_contiguous and scratch.flags.writeable
                                  and scratch.size >= self.scratch_floats()):
                raise ValueError(f"op {self.boundary.op}: replay needs a scratch from Launch.scratch()")
            if len(checked) >= 8:
                checked.clear()
            checked[ptrs] = scratch
        try:
            self._replay(ptrs, scratch)
        except ctypes.ArgumentError:  # ctypes refused a pointer equal to a checked one (a float?)
            check_pointers(self.boundary, ptrs)  # says which
            raise

    def _replay(self, ptrs: tuple[int, ...], scratch: np.ndarray | None) -> None:
        base = address(scratch) if scratch is not None else None
        if not self.chunks:
            self.fn(*ptrs, base, *self.sizes, 0, FULL_RANGE)
            return
        self._parallel(ptrs, base, self.stride)


class _Recording(threading.local):
    """What this thread records (None: nothing). Class defaults, so the hot paths' reads
    find None without the raised and caught AttributeError a bare local costs (~0.4 us)."""
    calls: list | None = None
    ops: list | None = None
    ahead: list | None = None  # a dry run's kernels: op calls return zeros, their compiles start


_recording = _Recording()
_UNSEEN = object()


@contextmanager
def record_launches():
    """Collect (launch, pointers) of every kernel run in this thread inside the block.
    Nested blocks (a subgraph's program recorded inside its node's run) collect their own
    launches and leave the enclosing block's list as it was."""
    saved = getattr(_recording, "calls", None)
    _recording.calls = []
    try:
        yield _recording.calls
    finally:
        _recording.calls = saved


@contextmanager
def compiling_ahead():
    """A dry run: inside the block, op calls launch nothing and return zeros of their
    outputs' shapes; each kernel they would run is lowered and its compile started in a
    worker process (Op.prepare), where it runs while the dry run goes on. The list yielded
    holds the kernels started. The run after it finds them compiled."""
    _recording.ahead = []
    try:
        yield _recording.ahead
    finally:
        _recording.ahead = None


def dry_running() -> bool:
    """Inside compiling_ahead: op calls launch nothing (a subgraph's program then runs its
    steps the dry way too, rather than a first run of zeros it would keep)."""
    return _recording.ahead is not None


HOST_WORK = (None, ())  # recorded where a step computed in Python besides its launches


def host_work() -> None:
    """Say that the step running now computes something in Python besides its launches (a
    copy, a conversion): a replay, which issues the recorded launches alone, would skip it,
    so the run being recorded makes none (arena.replay_of)."""
    if _recording.calls is not None:
        _recording.calls.append(HOST_WORK)


def launches_recorded() -> list | None:
    """The list record_launches is filling in this thread, or None."""
    return _recording.calls


@contextmanager
def record_calls():
    """Collect (op, copies of its inputs, attributes) of every op call in this thread
    inside the block: a model's nodes on their data, for check_consistency."""
    _recording.ops = []
    try:
        yield _recording.ops
    finally:
        _recording.ops = None
