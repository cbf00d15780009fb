"""Worker threads that wait in native code, so a parallel launch costs microseconds.

A Python thread pool costs ~60 us per parallel launch on these machines (a futex wake of
an idle vCPU, then the GIL): more than a 1024x1024 gemv split in two saves. Here each
worker is a Python thread parked for good inside one native call, `worker`, that spins on
its slot (a sequence number, then the job) and, after SPIN idle polls, sleeps SLEEP_US at
a time. `parallel` (native as well: a session's compiled graph calls it directly) posts
chunks 1.. to the workers, runs chunk 0 on the calling thread and spins until every
worker is done, so no worker outlives the launch that gave it work. A caller that finds
the workers taken (another thread's launch) runs its chunks itself, in order: each chunk
is computed the same way wherever it runs, so results are bitwise the same.

Slots exist for every core but the caller's; threads start as launches ask for them.
A job is any kernel: jobs go through a wrapper per arity, `job(argv, scratch, lo, hi)`,
that loads the kernel's address, buffers and sizes from argv and calls it with the
chunk's scratch and range.
"""
from __future__ import annotations

import atexit
import ctypes
import os
import platform
import threading

from .device import probe
from .jit import compile_ir

SPIN = 1 << 16      # idle polls (with a pause) before sleeping: ~1-2 ms
SLEEP_US = 100      # then one sleep per poll
SLOT = 128          # bytes per worker slot (two cache lines: the poster's, the worker's)
HEAD = 128          # the state's header: busy flag, worker count
# slot fields (byte offsets): seq, job, argv, scratch, lo, hi, stop; done on its own line
SEQ, JOB, ARGV, SCRATCH, LO, HI, STOP, DONE = 0, 8, 16, 24, 32, 40, 48, 64


def _pause() -> str:
    machine = platform.machine().lower()
    if machine in ("x86_64", "amd64", "i686", "i386"):
        return "call void @llvm.x86.sse2.pause()"
    if machine in ("aarch64", "arm64"):
        return 'call void asm sideeffect "yield", ""()'
    return ""


def _ir() -> str:
    pause = _pause()
    decl = "declare void @llvm.x86.sse2.pause()\n" if "x86" in pause else ""

    def fields(slot: str, tag: str, names=("job", "argv", "scr", "lo", "hi")) -> str:
        """Pointers to a slot's job fields, named %<tag>.<field>."""
        offs = dict(job=JOB, argv=ARGV, scr=SCRATCH, lo=LO, hi=HI)
        return "\n".join(f"  %{tag}.{f} = getelementptr i8, ptr {slot}, i64 {offs[f]}" for f in names)

    return decl + f"""
define void @worker(ptr %slot, ptr %sleep) nounwind {{
entry:
  %stopp = getelementptr i8, ptr %slot, i64 {STOP}
  %donep = getelementptr i8, ptr %slot, i64 {DONE}
{fields("%slot", "f")}
  br label %poll
poll:
  %last = phi i64 [0, %entry], [%last, %busy], [%last, %nap], [%s, %run]
  %n = phi i64 [0, %entry], [%n1, %busy], [%n1, %nap], [0, %run]
  %s = load atomic i64, ptr %slot acquire, align 8
  %new = icmp ne i64 %s, %last
  br i1 %new, label %run, label %check
check:
  %stop = load atomic i64, ptr %stopp monotonic, align 8
  %halt = icmp ne i64 %stop, 0
  br i1 %halt, label %exit, label %idle
idle:
  %n1 = add i64 %n, 1
  %spin = icmp ult i64 %n1, {SPIN}
  br i1 %spin, label %busy, label %nap
busy:
  {pause}
  br label %poll
nap:
  call i32 %sleep(i32 {SLEEP_US})
  br label %poll
run:
  %job = load ptr, ptr %f.job, align 8
  %argv = load ptr, ptr %f.argv, align 8
  %scr = load ptr, ptr %f.scr, align 8
  %lo = load i64, ptr %f.lo, align 8
  %hi = load i64, ptr %f.hi, align 8
  call void %job(ptr %argv, ptr %scr, i64 %lo, i64 %hi)
  store atomic i64 %s, ptr %donep release, align 8
  br label %poll
exit:
  ret void
}}

define void @parallel(ptr %state, ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 %n) nounwind {{
entry:
  %nwp = getelementptr i8, ptr %state, i64 8
  %nw = load i64, ptr %nwp, align 8
  %want = sub i64 %n, 1
  %fits = icmp sle i64 %want, %nw
  %cx = cmpxchg ptr %state, i64 0, i64 1 acquire monotonic
  %got = extractvalue {{ i64, i1 }} %cx, 1
  %use = and i1 %got, %fits
  br i1 %use, label %post, label %alone
alone:
  br i1 %got, label %giveback, label %serial
giveback:
  store atomic i64 0, ptr %state release, align 8
  br label %serial
serial:
  %i = phi i64 [0, %alone], [0, %giveback], [%i1, %serial]
  call void @chunk(ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 %i)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %serial, label %done
post:
  %p = phi i64 [1, %entry], [%p1, %post.one]
  %more.p = icmp slt i64 %p, %n
  br i1 %more.p, label %post.one, label %mine
post.one:
  %slot = call ptr @slot(ptr %state, i64 %p)
{fields("%slot", "g")}
  store ptr %job, ptr %g.job, align 8
  store ptr %argv, ptr %g.argv, align 8
  %off = mul i64 %p, %stride
  %scr = getelementptr i8, ptr %scratch, i64 %off
  store ptr %scr, ptr %g.scr, align 8
  %two = shl i64 %p, 1
  %lop = getelementptr i64, ptr %chunks, i64 %two
  %lo = load i64, ptr %lop, align 8
  %hip = getelementptr i64, ptr %lop, i64 1
  %hi = load i64, ptr %hip, align 8
  store i64 %lo, ptr %g.lo, align 8
  store i64 %hi, ptr %g.hi, align 8
  %seq = load i64, ptr %slot, align 8
  %seq1 = add i64 %seq, 1
  store atomic i64 %seq1, ptr %slot release, align 8
  %p1 = add i64 %p, 1
  br label %post
mine:
  call void @chunk(ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 0)
  br label %wait
wait:
  %w = phi i64 [1, %mine], [%w1, %spin]
  %more.w = icmp slt i64 %w, %n
  br i1 %more.w, label %wait.one, label %release
wait.one:
  %ws = call ptr @slot(ptr %state, i64 %w)
  %posted = load i64, ptr %ws, align 8
  %wd = getelementptr i8, ptr %ws, i64 {DONE}
  %w1 = add i64 %w, 1
  br label %spin
spin:
  %d = load atomic i64, ptr %wd acquire, align 8
  %finished = icmp eq i64 %d, %posted
  br i1 %finished, label %wait, label %spin.pause
spin.pause:
  {pause}
  br label %spin
release:
  store atomic i64 0, ptr %state release, align 8
  br label %done
done:
  ret void
}}

define internal ptr @slot(ptr %state, i64 %i) alwaysinline {{
  %k = sub i64 %i, 1
  %off = mul i64 %k, {SLOT}
  %off1 = add i64 %off, {HEAD}
  %p = getelementptr i8, ptr %state, i64 %off1
  ret ptr %p
}}

define internal void @chunk(ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 %i) alwaysinline {{
  %off = mul i64 %i, %stride
  %scr = getelementptr i8, ptr %scratch, i64 %off
  %two = shl i64 %i, 1
  %lop = getelementptr i64, ptr %chunks, i64 %two
  %lo = load i64, ptr %lop, align 8
  %hip = getelementptr i64, ptr %lop, i64 1
  %hi = load i64, ptr %hip, align 8
  call void %job(ptr %argv, ptr %scr, i64 %lo, i64 %hi)
  ret void
}}
"""


def job_ir(buffers: int, sizes: int) -> str:
    """The wrapper for kernels of one arity: argv = [kernel, buffers..., sizes...]."""
    lines = ["  %fn = load ptr, ptr %argv, align 8"]
    args = []
    for i in range(buffers):
        lines.append(f"  %b{i}.p = getelementptr i64, ptr %argv, i64 {1 + i}")
        lines.append(f"  %b{i} = load ptr, ptr %b{i}.p, align 8")
        args.append(f"ptr %b{i}")
    args.append("ptr %scratch")
    for j in range(sizes):
        lines.append(f"  %s{j}.p = getelementptr i64, ptr %argv, i64 {1 + buffers + j}")
        lines.append(f"  %s{j} = load i64, ptr %s{j}.p, align 8")
        args.append(f"i64 %s{j}")
    args += ["i64 %lo", "i64 %hi"]
    lines.append(f"  call void %fn({', '.join(args)})")
    return ("define void @job(ptr %argv, ptr %scratch, i64 %lo, i64 %hi) nounwind {\nentry:\n"
            + "\n".join(lines) + "\n  ret void\n}\n")


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
        self.module = compile_ir(_ir(), cache=False)
        self.parallel_address = self.module.address("parallel")
        self._parallel = self.module.function(
            "parallel", (ctypes.c_void_p,) * 4 + (ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64))
        self._loop = self.module.function("worker", (ctypes.c_void_p, ctypes.c_void_p))
        self._sleep = ctypes.cast(libc.usleep, ctypes.c_void_p).value
        self.threads: list[threading.Thread] = []
        self.jobs: dict[tuple[int, int], tuple[int, object]] = {}
        self._lock = threading.Lock()

    @property
    def count(self) -> int:
        return len(self.threads)

    def grow(self, count: int) -> "Workers":
        """At least `count` workers running (as many as there are slots)."""
        if count > len(self.threads):
            with self._lock:
                while len(self.threads) < min(count, self.slots):
                    i = len(self.threads) + 1
                    t = threading.Thread(target=self._loop, args=(self.slot(i), self._sleep), daemon=True,
                                         name=f"jit_runtime-worker-{i}")
                    t.start()
                    self.threads.append(t)
                    ctypes.c_int64.from_address(self.state + 8).value = len(self.threads)  # parallel() may use it
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
                    module = compile_ir(job_ir(buffers, sizes), cache=False)
                    got = self.jobs[key] = (module.address("job"), module)
        return got[0]

    def run(self, kernel: int, ptrs, sizes, scratch: int | None, stride: int, chunks) -> None:
        """Kernel chunks [(lo, hi), ...] on the workers and this thread; chunk i gets the
        scratch at scratch + i * stride bytes. Returns when every chunk is done."""
        argv = (ctypes.c_int64 * (1 + len(ptrs) + len(sizes)))(kernel, *ptrs, *sizes)
        flat = (ctypes.c_int64 * (2 * len(chunks)))(*(x for c in chunks for x in c))
        self._parallel(self.state, self.job(len(ptrs), len(sizes)), argv, scratch or 0, stride, flat, len(chunks))

    def stop(self) -> None:
        for i in range(1, len(self.threads) + 1):
            ctypes.c_int64.from_address(self.slot(i) + STOP).value = 1
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


def _after_fork() -> None:  # the child has none of the parent's threads
    global _workers, _workers_lock
    _workers, _workers_lock = None, threading.Lock()


atexit.register(_at_exit)
os.register_at_fork(after_in_child=_after_fork)
