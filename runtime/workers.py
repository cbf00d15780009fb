"""Worker threads that wait in native code, so a parallel launch costs microseconds.

A Python thread pool costs ~60 us per parallel launch on these machines (a futex wake of
an idle vCPU, then the GIL): more than a 1024x1024 gemv split in two saves. Here each
worker is a Python thread parked for good inside one native call, `worker`, that spins on
its slot (a sequence number, then the job) for SPIN polls (a millisecond or two) after its
last job, then blocks on a futex (Linux; elsewhere it sleeps SLEEP_US at a time), so an
idle worker takes no CPU.

`parallel` (native as well: a session's compiled graph calls it directly) posts chunks
1.. to the workers (waking a blocked one), runs chunk 0 on the calling thread, then takes
back every chunk no worker has taken yet and runs it too: a worker woken after an idle
spell starts 1-2 ms later on these VMs, and nobody waits for that. Taking is one
compare-and-swap of the slot's `taken` sequence number, by the worker or the caller,
whichever comes first; the caller then spins until the workers that took a chunk are
done, so no worker outlives the launch that gave it work. A caller that finds the workers
busy with another thread's launch runs all its chunks itself. Each chunk is computed the
same way wherever it runs, so results are bitwise the same.

A worker preempted in the middle of its chunk (another process busy on its core) cannot
be taken back from, and the caller waits out the scheduler's slice. So after a launch
where the caller waited over twice as long as it computed itself and over SLOW_WAIT (and
woke no sleeping worker itself: that one is late by its wake-up, not preempted),
the next launch runs on the caller alone, twice as many after each further such launch
(up to MAX_BACKOFF), half as many again after each launch whose workers came in time.
With one of two cores busy with another process (medians, interleaved with onnxruntime):
matmul 512^3 at 2 threads 4.37 -> 2.80 ms (1 thread 2.5, onnxruntime 1.8, its pool
splits finer); a quiet machine keeps its 2.0x.

Slots exist for every core but the caller's; threads start as launches ask for them.
A job is any kernel: jobs go through a wrapper per arity, `job(argv, scratch, lo, hi)`,
that loads the kernel's address, buffers and sizes from argv and calls it with the
chunk's scratch and range.
"""
from __future__ import annotations

import atexit
import ctypes
import os
import sys
import threading
import time

from .device import probe
from .jit import compile_ir

# the native code, slot and header layouts: workers_code.py
from .workers_code import (ALONE, ASLEEP, BACKOFF, BUSY, COUNT, DONE, HEAD, SEQ, SKIP, SLOT, SLOW, STOP,  # noqa: F401
                           SYS_FUTEX, SYSCALL, TAKEN, job_ir, workers_ir)

# a slow launch: the caller waited for workers more than twice its own work and more than
# SLOW_WAIT seconds (a preempted worker loses a scheduler slice, milliseconds; a worker
# woken from a futex, cold, is late by microseconds), and woke no worker itself
SLOW_WAIT = 1e-4
NEVER = 1 << 62


class Workers:
    """The process's workers: slots for every core but this thread's, threads started as
    launches first ask for them (grow)."""

    def __init__(self, slots: int):
        libc = ctypes.CDLL(None)
        libc.aligned_alloc.restype = ctypes.c_void_p
        libc.aligned_alloc.argtypes = (ctypes.c_size_t, ctypes.c_size_t)
        size = HEAD + SLOT * max(slots, 1)
        self.state = libc.aligned_alloc(128, size)  # never freed: workers read it until exit
        if not self.state:
            raise MemoryError("no memory for the worker threads' slots")
        ctypes.memset(self.state, 0, size)
        self.slots = slots
        self.module = compile_ir(workers_ir())  # no addresses in it: a later process loads it from the cache
        self.parallel_address = self.module.address("parallel")
        self._parallel = self.module.function(
            "parallel", (ctypes.c_void_p,) * 4 + (ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64))
        self._loop = self.module.function("worker", (ctypes.c_void_p,) * 3)
        self._wake = self.module.function("wake", (ctypes.c_void_p, ctypes.c_void_p))
        self._sleep = ctypes.cast(libc.usleep, ctypes.c_void_p).value
        linux = sys.platform.startswith("linux") and SYS_FUTEX is not None
        self._sys = ctypes.cast(libc.syscall, ctypes.c_void_p).value if linux else None
        ctypes.c_void_p.from_address(self.state + SYSCALL).value = self._sys
        self.header(SLOW, self._slow_ticks())
        self.threads: list[threading.Thread] = []
        self.jobs: dict[tuple[int, int], tuple[int, object]] = {}
        self._lock = threading.Lock()

    def _slow_ticks(self) -> int:
        """SLOW_WAIT in the counter's ticks, measured over ~0.5 ms (a counter that does not
        move: NEVER, so no launch is slow)."""
        ticks = ctypes.CFUNCTYPE(ctypes.c_int64)(self.module.address("ticks"))
        t0, c0 = time.perf_counter(), ticks()
        while time.perf_counter() - t0 < 5e-4:
            pass
        rate = (ticks() - c0) / (time.perf_counter() - t0)
        return int(rate * SLOW_WAIT) if rate > 0 else NEVER

    @property
    def count(self) -> int:
        return len(self.threads)

    def header(self, field: int, value: int | None = None) -> int:
        """A header field (BUSY, COUNT, SKIP, BACKOFF, ALONE, SLOW), set to value if given
        (tests: SLOW). ALONE counts the launches the backoff ran on the calling thread
        alone. Read without the busy flag: a launch in flight may be changing it."""
        cell = ctypes.c_int64.from_address(self.state + field)
        if value is not None:
            cell.value = value
        return cell.value

    def grow(self, count: int) -> "Workers":
        """At least `count` workers running (as many as there are slots)."""
        if count > len(self.threads):
            with self._lock:
                while len(self.threads) < min(count, self.slots):
                    i = len(self.threads) + 1
                    t = threading.Thread(target=self._loop, args=(self.slot(i), self._sleep, self._sys), daemon=True,
                                         name=f"jit_runtime-worker-{i}")
                    t.start()
                    self.threads.append(t)
                    self.header(COUNT, len(self.threads))  # parallel() may use it
        return self

    def slot(self, i: int) -> int:
        return self.state + HEAD + SLOT * (i - 1)

    def job(self, buffers: int, sizes: int) -> int:
        """The address of the wrapper for kernels taking `buffers` pointers and `sizes` sizes."""
        key = (buffers, sizes)
        got = self.jobs.get(key)
        if got is None:
            with self._lock:
                got = self.jobs.get(key)
                if got is None:
                    module = compile_ir(job_ir(buffers, sizes))
                    got = self.jobs[key] = (module.address("job"), module)
        return got[0]

    def run(self, job: int, argv, scratch: int | None, stride: int, table, n: int) -> None:
        """n chunks of a kernel on the workers and this thread: argv = [kernel, buffers...,
        sizes...] for `job` (job()), table = [lo0, hi0, lo1, hi1, ...]; chunk i gets the
        scratch at scratch + i * stride bytes. Returns when every chunk is done."""
        self._parallel(self.state, job, argv, scratch or 0, stride, table, n)

    def restart(self) -> None:
        """In a forked child: no threads, the workers free, every posted job consumed (a
        launch the parent had in flight has no caller here)."""
        self.threads, self._lock = [], threading.Lock()
        for off in (BUSY, COUNT, SKIP, BACKOFF):
            self.header(off, 0)
        for i in range(1, self.slots + 1):
            seq = ctypes.c_int64.from_address(self.slot(i) + SEQ).value
            for f in (DONE, TAKEN):
                ctypes.c_int64.from_address(self.slot(i) + f).value = seq
            ctypes.c_int64.from_address(self.slot(i) + STOP).value = 0
            ctypes.c_int32.from_address(self.slot(i) + ASLEEP).value = 0

    def stop(self) -> None:
        for i in range(1, len(self.threads) + 1):
            ctypes.c_int64.from_address(self.slot(i) + STOP).value = 1
            self._wake(self.state, self.slot(i))
        for t in self.threads:
            t.join(timeout=1.0)


_workers: Workers | None = None
_workers_lock = threading.Lock()


def workers(count: int) -> Workers:
    """The process's workers, with at least `count` threads running (up to the cores
    but one): a cap raised later (JIT_RUNTIME_NUM_THREADS) gets its threads too."""
    global _workers
    if _workers is None:
        with _workers_lock:
            if _workers is None:
                _workers = Workers(max(probe().cores - 1, count, 1))
    return _workers.grow(count)


def _at_exit() -> None:
    if _workers is not None:
        _workers.stop()


def _after_fork() -> None:
    """The child has none of the parent's threads but keeps its memory: the same state
    (whose address compiled session graphs hold) starts afresh, threads as asked."""
    global _workers_lock
    _workers_lock = threading.Lock()
    if _workers is not None:
        _workers.restart()


atexit.register(_at_exit)
os.register_at_fork(after_in_child=_after_fork)
