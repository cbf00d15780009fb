"""The native code of the workers (workers.py), built with lowering/llir.py: the loop a
worker thread parks in, `parallel` (post chunks, run one, take back the rest, wait, back
off after a slow launch), `wake`, the job wrapper of each kernel arity, and the cheap
tick counter the back-off and the profile read.

The slot and header layouts are here (workers.py reads and writes the same fields from
Python); the protocol is described in workers.py, and every value is named after it.
"""
from __future__ import annotations

import platform

from .lowering.abi import KernelABI
from .lowering.llir import Function, Module, Val, i1, i32, i64

SLOT = 128          # bytes per worker slot (two cache lines: the poster's, the worker's)
HEAD = 128          # the state's header: busy flag, worker count, syscall(), the backoff's fields
# header fields (byte offsets); SKIP, BACKOFF and ALONE are read and written only by the
# caller holding the busy flag: launches still to run alone, the next backoff, launches run
# alone so far; SLOW: the wait (in counter ticks) that makes a launch slow
BUSY, COUNT, SYSCALL, SKIP, BACKOFF, ALONE, SLOW = 0, 8, 16, 24, 32, 40, 48
# slot fields (byte offsets): the poster's line (seq, the job, stop, the asleep flag), then
# the worker's (done, taken)
SEQ, JOB, ARGV, SCRATCH, LO, HI, STOP, ASLEEP, DONE, TAKEN = 0, 8, 16, 24, 32, 40, 48, 56, 64, 72
SPIN = 1 << 16      # idle polls (with a pause) before sleeping: ~1-2 ms
SLEEP_US = 100      # without futexes (not Linux): then one sleep per poll
SYS_FUTEX = {"x86_64": 202, "aarch64": 98, "riscv64": 98}.get(platform.machine().lower())
FUTEX_WAIT, FUTEX_WAKE = 128, 129  # the _PRIVATE forms
MAX_BACKOFF = 1024  # launches run alone at most, after repeated slow launches

NULL = Val("null", "ptr")
_MACHINE = platform.machine().lower()
_X86 = _MACHINE in ("x86_64", "amd64", "i686", "i386")


def ptr(name: str) -> Val:
    return Val(f"%{name}", "ptr")


def word(name: str) -> Val:
    return Val(f"%{name}", "i64")


def define_ticks(m: Module) -> str:
    """@ticks(): a cheap monotonic counter. x86's time-stamp counter; elsewhere LLVM's
    steady counter (cntvct on Arm, rdtime on RISC-V: rdcycle traps there from user space
    on recent Linux); none (0, so no launch is ever slow) on other machines."""
    fn = Function(m)
    if _X86 or _MACHINE in ("aarch64", "arm64", "riscv64"):
        fn.ret(fn.intrinsic("llvm.readcyclecounter" if _X86 else "llvm.readsteadycounter", "i64", [], hint="%t"))
    else:
        fn.ret(i64(0))
    return m.helper(fn.define("define i64 @ticks() alwaysinline"), "@ticks")


def ticks_ir() -> str:
    """A module of @ticks alone."""
    m = Module()
    define_ticks(m)
    return m.text()


def _pause(fn: Function) -> None:
    """A spin-wait hint: x86's pause, Arm's yield; nothing elsewhere."""
    if _X86:
        fn.intrinsic("llvm.x86.sse2.pause", "void", [])
    elif _MACHINE in ("aarch64", "arm64"):
        fn.emit('call void asm sideeffect "yield", ""()')


def _fields(fn: Function, slot: Val, tag: str) -> dict[str, Val]:
    """Pointers to a slot's job fields, named %<tag>.<field>."""
    offs = dict(job=JOB, argv=ARGV, scr=SCRATCH, lo=LO, hi=HI)
    return {f: fn.gep("i8", slot, off, hint=f"%{tag}.{f}") for f, off in offs.items()}


def _syscall(fn: Function, sys_: Val, *args: Val, hint: str) -> None:
    fn.call(sys_, "i64", [i64(SYS_FUTEX or 0), *args], hint=hint, fnty="i64 (i64, ...)")


def _worker(m: Module) -> None:
    """A worker thread's whole life: poll its slot, take and run what is posted there,
    sleep on a futex after SPIN idle polls, end when told to stop."""
    fn = Function(m)
    slot, sleep, sys_ = ptr("slot"), ptr("sleep"), ptr("sys")
    stopp = fn.gep("i8", slot, STOP, hint="%stopp")
    donep = fn.gep("i8", slot, DONE, hint="%donep")
    asleep = fn.gep("i8", slot, ASLEEP, hint="%asleep")
    takenp = fn.gep("i8", slot, TAKEN, hint="%takenp")
    futex = fn.icmp("ne", sys_, NULL, hint="%futex")
    f = _fields(fn, slot, "f")
    fn.br("poll")
    fn.block("poll")
    last = fn.phi("i64", [(0, "entry"), ("%last", "busy"), ("%last", "nap"), ("%last", "awake"), ("%s", "run"),
                          ("%s", "take")], hint="%last")
    n = fn.phi("i64", [(0, "entry"), ("%n1", "busy"), ("%n1", "nap"), (0, "awake"), (0, "run"), (0, "take")],
               hint="%n")
    s = fn.load("i64", slot, align=8, order="acquire", hint="%s")
    fn.cbr(fn.icmp("ne", s, last, hint="%new"), "take", "check")
    fn.block("take")
    # the poster may have taken the job back (it finished its own chunk first)
    tx = fn.cmpxchg(takenp, fn.sub(s, 1, hint="%prev"), s, hint="%tx")
    fn.cbr(fn.extractvalue(tx, 1, "i1", hint="%mine"), "run", "poll")
    fn.block("check")
    stop = fn.load("i64", stopp, align=8, order="monotonic", hint="%stop")
    fn.cbr(fn.icmp("ne", stop, 0, hint="%halt"), "exit", "idle")
    fn.block("idle")
    n1 = fn.add(n, 1, hint="%n1")
    fn.cbr(fn.icmp("ult", n1, SPIN, hint="%spin"), "busy", "rest")
    fn.block("busy")
    _pause(fn)
    fn.br("poll")
    fn.block("rest")
    fn.cbr(futex, "block", "nap")
    fn.block("nap")
    fn.call(sleep, "i32", [i32(SLEEP_US)])
    fn.br("poll")
    fn.block("block")
    # say so, then look once more: a poster stores seq, then reads the flag (both seq_cst),
    # so either this load sees its job or it sees the flag and wakes us
    fn.store(i32(1), asleep, align=4, order="seq_cst")
    s2 = fn.load("i64", slot, align=8, order="seq_cst", hint="%s2")
    fn.cbr(fn.icmp("ne", s2, last, hint="%new2"), "awake", "wait")
    fn.block("wait")
    _syscall(fn, sys_, asleep, i64(FUTEX_WAIT), i64(1), NULL, hint="%w")
    fn.br("awake")
    fn.block("awake")
    fn.store(i32(0), asleep, align=4, order="seq_cst")
    fn.br("poll")
    fn.block("run")
    job, argv, scr = (fn.load("ptr", f[x], align=8, hint=f"%{x}") for x in ("job", "argv", "scr"))
    lo, hi = (fn.load("i64", f[x], align=8, hint=f"%{x}") for x in ("lo", "hi"))
    fn.call(job, "void", [argv, scr, lo, hi])
    fn.store(s, donep, align=8, order="release")
    fn.br("poll")
    fn.block("exit")
    fn.ret()
    m.function(fn.define("define void @worker(ptr %slot, ptr %sleep, ptr %sys) nounwind"))


def _parallel(m: Module) -> None:
    """`parallel`: run chunks 0..n-1 of a job, on the workers where they are free."""
    fn = Function(m)
    state, job, argv, scratch, chunks = (ptr(x) for x in ("state", "job", "argv", "scratch", "chunks"))
    stride, n = word("stride"), word("n")
    job_args = [job, argv, scratch, stride, chunks]
    own = fn.alloca("i64", "%own", align=8)
    helped = fn.alloca("i1", "%helped", align=1)
    woke = fn.alloca("i1", "%woke", align=1)
    nw = fn.load("i64", fn.gep("i8", state, COUNT, hint="%nwp"), align=8, hint="%nw")
    skipp = fn.gep("i8", state, SKIP, hint="%skipp")
    backp = fn.gep("i8", state, BACKOFF, hint="%backp")
    alonep = fn.gep("i8", state, ALONE, hint="%alonep")
    fits = fn.icmp("sle", fn.sub(n, 1, hint="%want"), nw, hint="%fits")
    cx = fn.cmpxchg(state, i64(0), i64(1), "acquire monotonic", hint="%cx")
    got = fn.extractvalue(cx, 1, "i1", hint="%got")
    fn.cbr(fn.and_(got, fits, hint="%use"), "backoff", "alone")
    fn.block("backoff")
    # after a slow launch (a worker preempted mid-chunk by another process on its core:
    # see `release`), run the next ones alone
    skip = fn.load("i64", skipp, align=8, hint="%skip")
    fn.cbr(fn.icmp("sgt", skip, 0, hint="%skipping"), "skip.one", "start")
    fn.block("skip.one")
    fn.store(fn.sub(skip, 1, hint="%skip1"), skipp, align=8)
    fn.store(fn.add(fn.load("i64", alonep, align=8, hint="%na"), 1, hint="%na1"), alonep, align=8)
    fn.br("giveback")
    fn.block("start")
    fn.store(i64(0), own, align=8)
    fn.store(i1(False), helped, align=1)
    fn.store(i1(False), woke, align=1)
    t0 = fn.call("@ticks", "i64", [], hint="%t0")
    fn.br("post")
    fn.block("alone")
    fn.cbr(got, "giveback", "serial")
    fn.block("giveback")
    fn.store(i64(0), state, align=8, order="release")
    fn.br("serial")
    fn.block("serial")
    i = fn.phi("i64", [(0, "alone"), (0, "giveback"), ("%i1", "serial")], hint="%i")
    fn.call("@chunk", "void", [*job_args, i])
    fn.cbr(fn.icmp("slt", fn.add(i, 1, hint="%i1"), n, hint="%more"), "serial", "done")

    fn.block("post")
    p = fn.phi("i64", [(1, "start"), ("%p1", "post.next")], hint="%p")
    fn.cbr(fn.icmp("slt", p, n, hint="%more.p"), "post.one", "mine")
    fn.block("post.one")
    slot = fn.call("@slot", "ptr", [state, p], hint="%slot")
    g = _fields(fn, slot, "g")
    fn.store(job, g["job"], align=8)
    fn.store(argv, g["argv"], align=8)
    fn.store(fn.gep("i8", scratch, fn.mul(p, stride, hint="%off"), hint="%scr"), g["scr"], align=8)
    lop = fn.gep("i64", chunks, fn.shl(p, 1, hint="%two"), hint="%lop")
    lo = fn.load("i64", lop, align=8, hint="%lo")
    hi = fn.load("i64", fn.gep("i64", lop, 1, hint="%hip"), align=8, hint="%hi")
    fn.store(lo, g["lo"], align=8)
    fn.store(hi, g["hi"], align=8)
    seq = fn.load("i64", slot, align=8, hint="%seq")
    fn.store(fn.add(seq, 1, hint="%seq1"), slot, align=8, order="seq_cst")
    sl = fn.load("i32", fn.gep("i8", slot, ASLEEP, hint="%flag"), align=4, order="seq_cst", hint="%sl")
    fn.cbr(fn.icmp("ne", sl, 0, hint="%sleeping"), "post.wake", "post.next")
    fn.block("post.wake")
    fn.store(i1(True), woke, align=1)
    fn.call("@wake", "void", [state, slot])
    fn.br("post.next")
    fn.block("post.next")
    fn.add(p, 1, hint="%p1")
    fn.br("post")

    fn.block("mine")
    fn.call("@timed", "void", [own, *job_args, i64(0)])
    fn.br("wait")
    fn.block("wait")
    w = fn.phi("i64", [(1, "mine"), ("%w1", "spin"), ("%w1", "steal")], hint="%w")
    fn.cbr(fn.icmp("slt", w, n, hint="%more.w"), "wait.one", "release")
    fn.block("wait.one")
    ws = fn.call("@slot", "ptr", [state, w], hint="%ws")
    posted = fn.load("i64", ws, align=8, hint="%posted")
    wd = fn.gep("i8", ws, DONE, hint="%wd")
    fn.add(w, 1, hint="%w1")
    wt = fn.gep("i8", ws, TAKEN, hint="%wt")
    back = fn.cmpxchg(wt, fn.sub(posted, 1, hint="%before"), posted, hint="%back")
    fn.cbr(fn.extractvalue(back, 1, "i1", hint="%ours"), "steal", "spin")
    fn.block("steal")
    fn.call("@timed", "void", [own, *job_args, w])
    fn.br("wait")
    fn.block("spin")
    fn.store(i1(True), helped, align=1)
    d = fn.load("i64", wd, align=8, order="acquire", hint="%d")
    fn.cbr(fn.icmp("eq", d, posted, hint="%finished"), "wait", "spin.pause")
    fn.block("spin.pause")
    _pause(fn)
    fn.br("spin")

    fn.block("release")
    waited_total = fn.sub(fn.call("@ticks", "i64", [], hint="%t1"), t0, hint="%total")
    ownc = fn.load("i64", own, align=8, hint="%ownc")
    waited = fn.sub(waited_total, ownc, hint="%waited")
    long = fn.icmp("sgt", waited, fn.shl(ownc, 1, hint="%own2"), hint="%long")
    limit = fn.load("i64", fn.gep("i8", state, SLOW, hint="%slowp"), align=8, hint="%limit")
    ms = fn.icmp("sgt", waited, limit, hint="%ms")
    wk = fn.load("i1", woke, align=1, hint="%wk")
    slow = fn.select(wk, i1(False), fn.and_(long, ms, hint="%late"), hint="%slow")
    did = fn.load("i1", helped, align=1, hint="%did")
    last = fn.load("i64", backp, align=8, hint="%last")
    grown = fn.intrinsic("llvm.smax.i64", "i64", [fn.shl(last, 1, hint="%twice"), i64(1)], hint="%grown")
    capped = fn.intrinsic("llvm.smin.i64", "i64", [grown, i64(MAX_BACKOFF)], hint="%capped")
    # slow: back off twice as long as last time; a worker's chunk in time: half as long
    # next time; no worker ran a chunk (all taken back): no news
    calm = fn.select(did, fn.lshr(last, 1, hint="%halved"), last, hint="%calm")
    fn.store(fn.select(slow, capped, calm, hint="%next"), backp, align=8)
    fn.store(fn.select(slow, capped, 0, hint="%skipn"), skipp, align=8)
    fn.store(i64(0), state, align=8, order="release")
    fn.br("done")
    fn.block("done")
    fn.ret()
    m.function(fn.define("define void @parallel(ptr %state, ptr %job, ptr %argv, ptr %scratch, i64 %stride, "
                         "ptr %chunks, i64 %n) nounwind"))


def _wake(m: Module) -> None:
    """Clear a slot's asleep flag and wake its worker (a futex wake, where there are)."""
    fn = Function(m)
    state, slot = ptr("state"), ptr("slot")
    flag = fn.gep("i8", slot, ASLEEP, hint="%flag")
    fn.store(i32(0), flag, align=4, order="seq_cst")
    sys_ = fn.load("ptr", fn.gep("i8", state, SYSCALL, hint="%sysp"), align=8, hint="%sys")
    fn.cbr(fn.icmp("ne", sys_, NULL, hint="%has"), "call", "done")
    fn.block("call")
    _syscall(fn, sys_, flag, i64(FUTEX_WAKE), i64(1), hint="%r")
    fn.br("done")
    fn.block("done")
    fn.ret()
    m.function(fn.define("define void @wake(ptr %state, ptr %slot) nounwind"))


def _helpers(m: Module) -> None:
    """@slot (a slot's address), @chunk (run chunk i of a job), @timed (@chunk, adding its
    ticks to *own)."""
    fn = Function(m)
    off = fn.mul(fn.sub(word("i"), 1, hint="%k"), SLOT, hint="%off")
    fn.ret(fn.gep("i8", ptr("state"), fn.add(off, HEAD, hint="%off1"), hint="%p"))
    m.helper(fn.define("define internal ptr @slot(ptr %state, i64 %i) alwaysinline"))

    fn = Function(m)
    i = word("i")
    scr = fn.gep("i8", ptr("scratch"), fn.mul(i, word("stride"), hint="%off"), hint="%scr")
    lop = fn.gep("i64", ptr("chunks"), fn.shl(i, 1, hint="%two"), hint="%lop")
    lo = fn.load("i64", lop, align=8, hint="%lo")
    hi = fn.load("i64", fn.gep("i64", lop, 1, hint="%hip"), align=8, hint="%hi")
    fn.call(ptr("job"), "void", [ptr("argv"), scr, lo, hi])
    fn.ret()
    m.helper(fn.define("define internal void @chunk(ptr %job, ptr %argv, ptr %scratch, i64 %stride, "
                       "ptr %chunks, i64 %i) alwaysinline"))

    fn = Function(m)
    a = fn.call("@ticks", "i64", [], hint="%a")
    fn.call("@chunk", "void", [ptr("job"), ptr("argv"), ptr("scratch"), word("stride"), ptr("chunks"), i])
    d = fn.sub(fn.call("@ticks", "i64", [], hint="%b"), a, hint="%d")
    own = ptr("own")
    fn.store(fn.add(fn.load("i64", own, align=8, hint="%o"), d, hint="%o1"), own, align=8)
    fn.ret()
    m.helper(fn.define("define internal void @timed(ptr %own, ptr %job, ptr %argv, ptr %scratch, i64 %stride, "
                       "ptr %chunks, i64 %i) alwaysinline"))


def workers_ir() -> str:
    """The module of worker, parallel and wake (and their helpers)."""
    m = Module()
    define_ticks(m)
    _helpers(m)
    _worker(m)
    _parallel(m)
    _wake(m)
    return m.text()


def job_ir(buffers: int, sizes: int) -> str:
    """The wrapper for kernels of one arity, `void @job(argv, scratch, lo, hi)` with argv =
    [kernel, buffers..., sizes...]: a call of the kernel through the kernel ABI."""
    m = Module()
    define_job(m, buffers, sizes)
    return m.text()


def define_job(m: Module, buffers: int, sizes: int, name: str = "job", internal: bool = False) -> str:
    """job_ir's wrapper as a function of `m` named `name` (internal: a helper of a module
    that calls `parallel` with it, such as a native graph); returns its symbol."""
    fn = Function(m)
    argv = ptr("argv")
    kernel = fn.load("ptr", argv, align=8, hint="%fn")
    bufs = [fn.load("ptr", fn.gep("i64", argv, 1 + i, hint=f"%b{i}.p"), align=8, hint=f"%b{i}")
            for i in range(buffers)]
    szs = [fn.load("i64", fn.gep("i64", argv, 1 + buffers + j, hint=f"%s{j}.p"), align=8, hint=f"%s{j}")
           for j in range(sizes)]
    abi = KernelABI.arity(buffers, sizes)
    abi.call(fn, kernel.ref, abi.args(bufs, ptr("scratch"), szs, word("lo"), word("hi")))
    fn.ret()
    text = fn.define(f"define {'internal ' if internal else ''}void @{name}(ptr %argv, ptr %scratch, i64 %lo, "
                     f"i64 %hi) nounwind")
    if internal:
        m.helper(text)
    else:
        m.function(text)
    return f"@{name}"
