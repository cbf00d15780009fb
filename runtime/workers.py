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
import platform
import sys
import threading
import time

from .device import probe
from .jit import compile_ir

SPIN = 1 << 16      # idle polls (with a pause) before sleeping: ~1-2 ms
SLEEP_US = 100      # without futexes (not Linux): then one sleep per poll
SYS_FUTEX = {"x86_64": 202, "aarch64": 98, "riscv64": 98}.get(platform.machine().lower())
FUTEX_WAIT, FUTEX_WAKE = 128, 129  # the _PRIVATE forms
SLOT = 128          # bytes per worker slot (two cache lines: the poster's, the worker's)
HEAD = 128          # the state's header: busy flag, worker count, syscall(), the backoff's fields
# header fields (byte offsets); SKIP, BACKOFF and ALONE are read and written only by the
# caller holding the busy flag: launches still to run alone, the next backoff, launches run
# alone so far; SLOW: the wait (in counter ticks) that makes a launch slow
BUSY, COUNT, SYSCALL, SKIP, BACKOFF, ALONE, SLOW = 0, 8, 16, 24, 32, 40, 48
MAX_BACKOFF = 1024  # launches run alone at most, after repeated slow launches
# a slow launch: the caller waited for workers more than twice its own work and more than
# SLOW_WAIT seconds (a preempted worker loses a scheduler slice, milliseconds; a worker
# woken from a futex, cold, is late by microseconds), and woke no worker itself
SLOW_WAIT = 1e-4
NEVER = 1 << 62
# slot fields (byte offsets): the poster's line (seq, the job, stop, the asleep flag), then
# the worker's (done, taken)
SEQ, JOB, ARGV, SCRATCH, LO, HI, STOP, ASLEEP, DONE, TAKEN = 0, 8, 16, 24, 32, 40, 48, 56, 64, 72


def _pause() -> str:
    machine = platform.machine().lower()
    if machine in ("x86_64", "amd64", "i686", "i386"):
        return "call void @llvm.x86.sse2.pause()"
    if machine in ("aarch64", "arm64"):
        return 'call void asm sideeffect "yield", ""()'
    return ""


def ticks_ir() -> str:
    """@ticks(): a cheap monotonic counter. x86's time-stamp counter; elsewhere LLVM's
    steady counter (cntvct on Arm, rdtime on RISC-V: rdcycle traps there from user space
    on recent Linux); none (0, so no launch is ever slow) on other machines."""
    machine = platform.machine().lower()
    if machine in ("x86_64", "amd64", "i686", "i386"):
        name = "llvm.readcyclecounter"
    elif machine in ("aarch64", "arm64", "riscv64"):
        name = "llvm.readsteadycounter"
    else:
        return "define i64 @ticks() alwaysinline {\n  ret i64 0\n}\n"
    return (f"declare i64 @{name}()\n"
            f"define i64 @ticks() alwaysinline {{\n  %t = call i64 @{name}()\n  ret i64 %t\n}}\n")


def _ir() -> str:
    pause = _pause()
    decl = "declare void @llvm.x86.sse2.pause()\n" if "x86" in pause else ""

    def fields(slot: str, tag: str, names=("job", "argv", "scr", "lo", "hi")) -> str:
        """Pointers to a slot's job fields, named %<tag>.<field>."""
        offs = dict(job=JOB, argv=ARGV, scr=SCRATCH, lo=LO, hi=HI)
        return "\n".join(f"  %{tag}.{f} = getelementptr i8, ptr {slot}, i64 {offs[f]}" for f in names)

    return decl + f"""
define void @worker(ptr %slot, ptr %sleep, ptr %sys) nounwind {{
entry:
  %stopp = getelementptr i8, ptr %slot, i64 {STOP}
  %donep = getelementptr i8, ptr %slot, i64 {DONE}
  %asleep = getelementptr i8, ptr %slot, i64 {ASLEEP}
  %takenp = getelementptr i8, ptr %slot, i64 {TAKEN}
  %futex = icmp ne ptr %sys, null
{fields("%slot", "f")}
  br label %poll
poll:
  %last = phi i64 [0, %entry], [%last, %busy], [%last, %nap], [%last, %awake], [%s, %run], [%s, %take]
  %n = phi i64 [0, %entry], [%n1, %busy], [%n1, %nap], [0, %awake], [0, %run], [0, %take]
  %s = load atomic i64, ptr %slot acquire, align 8
  %new = icmp ne i64 %s, %last
  br i1 %new, label %take, label %check
take:
  ; the poster may have taken the job back (it finished its own chunk first)
  %prev = sub i64 %s, 1
  %tx = cmpxchg ptr %takenp, i64 %prev, i64 %s seq_cst seq_cst
  %mine = extractvalue {{ i64, i1 }} %tx, 1
  br i1 %mine, label %run, label %poll
check:
  %stop = load atomic i64, ptr %stopp monotonic, align 8
  %halt = icmp ne i64 %stop, 0
  br i1 %halt, label %exit, label %idle
idle:
  %n1 = add i64 %n, 1
  %spin = icmp ult i64 %n1, {SPIN}
  br i1 %spin, label %busy, label %rest
busy:
  {pause}
  br label %poll
rest:
  br i1 %futex, label %block, label %nap
nap:
  call i32 %sleep(i32 {SLEEP_US})
  br label %poll
block:
  ; say so, then look once more: a poster stores seq, then reads the flag (both seq_cst),
  ; so either this load sees its job or it sees the flag and wakes us
  store atomic i32 1, ptr %asleep seq_cst, align 4
  %s2 = load atomic i64, ptr %slot seq_cst, align 8
  %new2 = icmp ne i64 %s2, %last
  br i1 %new2, label %awake, label %wait
wait:
  %w = call i64 (i64, ...) %sys(i64 {SYS_FUTEX}, ptr %asleep, i64 {FUTEX_WAIT}, i64 1, ptr null)
  br label %awake
awake:
  store atomic i32 0, ptr %asleep seq_cst, align 4
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
  %own = alloca i64, align 8
  %helped = alloca i1, align 1
  %woke = alloca i1, align 1
  %nwp = getelementptr i8, ptr %state, i64 {COUNT}
  %nw = load i64, ptr %nwp, align 8
  %skipp = getelementptr i8, ptr %state, i64 {SKIP}
  %backp = getelementptr i8, ptr %state, i64 {BACKOFF}
  %alonep = getelementptr i8, ptr %state, i64 {ALONE}
  %want = sub i64 %n, 1
  %fits = icmp sle i64 %want, %nw
  %cx = cmpxchg ptr %state, i64 0, i64 1 acquire monotonic
  %got = extractvalue {{ i64, i1 }} %cx, 1
  %use = and i1 %got, %fits
  br i1 %use, label %backoff, label %alone
backoff:
  ; after a slow launch (a worker preempted mid-chunk by another process on its core:
  ; see `release`), run the next ones alone
  %skip = load i64, ptr %skipp, align 8
  %skipping = icmp sgt i64 %skip, 0
  br i1 %skipping, label %skip.one, label %start
skip.one:
  %skip1 = sub i64 %skip, 1
  store i64 %skip1, ptr %skipp, align 8
  %na = load i64, ptr %alonep, align 8
  %na1 = add i64 %na, 1
  store i64 %na1, ptr %alonep, align 8
  br label %giveback
start:
  store i64 0, ptr %own, align 8
  store i1 false, ptr %helped, align 1
  store i1 false, ptr %woke, align 1
  %t0 = call i64 @ticks()
  br label %post
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
  %p = phi i64 [1, %start], [%p1, %post.next]
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
  store atomic i64 %seq1, ptr %slot seq_cst, align 8
  %flag = getelementptr i8, ptr %slot, i64 {ASLEEP}
  %sl = load atomic i32, ptr %flag seq_cst, align 4
  %sleeping = icmp ne i32 %sl, 0
  br i1 %sleeping, label %post.wake, label %post.next
post.wake:
  store i1 true, ptr %woke, align 1
  call void @wake(ptr %state, ptr %slot)
  br label %post.next
post.next:
  %p1 = add i64 %p, 1
  br label %post
mine:
  call void @timed(ptr %own, ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 0)
  br label %wait
wait:
  %w = phi i64 [1, %mine], [%w1, %spin], [%w1, %steal]
  %more.w = icmp slt i64 %w, %n
  br i1 %more.w, label %wait.one, label %release
wait.one:
  %ws = call ptr @slot(ptr %state, i64 %w)
  %posted = load i64, ptr %ws, align 8
  %wd = getelementptr i8, ptr %ws, i64 {DONE}
  %w1 = add i64 %w, 1
  %wt = getelementptr i8, ptr %ws, i64 {TAKEN}
  %before = sub i64 %posted, 1
  %back = cmpxchg ptr %wt, i64 %before, i64 %posted seq_cst seq_cst
  %ours = extractvalue {{ i64, i1 }} %back, 1
  br i1 %ours, label %steal, label %spin
steal:
  call void @timed(ptr %own, ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 %w)
  br label %wait
spin:
  store i1 true, ptr %helped, align 1
  %d = load atomic i64, ptr %wd acquire, align 8
  %finished = icmp eq i64 %d, %posted
  br i1 %finished, label %wait, label %spin.pause
spin.pause:
  {pause}
  br label %spin
release:
  %t1 = call i64 @ticks()
  %total = sub i64 %t1, %t0
  %ownc = load i64, ptr %own, align 8
  %waited = sub i64 %total, %ownc
  %own2 = shl i64 %ownc, 1
  %long = icmp sgt i64 %waited, %own2
  %slowp = getelementptr i8, ptr %state, i64 {SLOW}
  %limit = load i64, ptr %slowp, align 8
  %ms = icmp sgt i64 %waited, %limit
  %wk = load i1, ptr %woke, align 1
  %late = and i1 %long, %ms
  %slow = select i1 %wk, i1 false, i1 %late
  %did = load i1, ptr %helped, align 1
  %last = load i64, ptr %backp, align 8
  %twice = shl i64 %last, 1
  %grown = call i64 @llvm.smax.i64(i64 %twice, i64 1)
  %capped = call i64 @llvm.smin.i64(i64 %grown, i64 {MAX_BACKOFF})
  %halved = lshr i64 %last, 1
  ; slow: back off twice as long as last time; a worker's chunk in time: half as long
  ; next time; no worker ran a chunk (all taken back): no news
  %calm = select i1 %did, i64 %halved, i64 %last
  %next = select i1 %slow, i64 %capped, i64 %calm
  store i64 %next, ptr %backp, align 8
  %skipn = select i1 %slow, i64 %capped, i64 0
  store i64 %skipn, ptr %skipp, align 8
  store atomic i64 0, ptr %state release, align 8
  br label %done
done:
  ret void
}}

define void @wake(ptr %state, ptr %slot) nounwind {{
entry:
  %flag = getelementptr i8, ptr %slot, i64 {ASLEEP}
  store atomic i32 0, ptr %flag seq_cst, align 4
  %sysp = getelementptr i8, ptr %state, i64 {SYSCALL}
  %sys = load ptr, ptr %sysp, align 8
  %has = icmp ne ptr %sys, null
  br i1 %has, label %call, label %done
call:
  %r = call i64 (i64, ...) %sys(i64 {SYS_FUTEX}, ptr %flag, i64 {FUTEX_WAKE}, i64 1)
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

define internal void @timed(ptr %own, ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 %i) alwaysinline {{
  %a = call i64 @ticks()
  call void @chunk(ptr %job, ptr %argv, ptr %scratch, i64 %stride, ptr %chunks, i64 %i)
  %b = call i64 @ticks()
  %d = sub i64 %b, %a
  %o = load i64, ptr %own, align 8
  %o1 = add i64 %o, %d
  store i64 %o1, ptr %own, align 8
  ret void
}}

{ticks_ir()}
declare i64 @llvm.smax.i64(i64, i64)
declare i64 @llvm.smin.i64(i64, i64)

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
                    module = compile_ir(job_ir(buffers, sizes), cache=False)
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
