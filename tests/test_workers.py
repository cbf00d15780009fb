"""The native worker threads (runtime/workers.py): split launches from ops, replays and
compiled session graphs give the one-thread results bitwise; launches from several Python
threads at once (one of them gets the workers, the others run their chunks in order); a
forked child and interpreter exit."""
from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import threading
import time

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime import workers as W
from jit_runtime.kernel import Launch


def conv_model(c: int = 16, k: int = 32, hw: int = 40):
    rng = np.random.default_rng(0)
    w = rng.standard_normal((k, c, 3, 3)).astype(np.float32)
    g = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]), helper.make_node("Relu", ["c"], ["y"])],
        "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, c, hw, hw])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, k, hw, hw])], [numpy_helper.from_array(w, "w")])
    x = rng.standard_normal((1, c, hw, hw)).astype(np.float32)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), {"x": x}


INC = jr.load_ops("op inc(x: f32[...]) -> y: f32[...] {\n    y[...] = x[...] + 1\n}\n")


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="needs two cores")
def test_every_chunk_runs_exactly_once():
    """An in-place increment split over two threads, many times: a chunk run twice (by its
    worker and by the caller taking it back) or never would leave a count other than the
    number of launches; some launches follow an idle spell, so chunks are taken back."""
    x = np.zeros(1 << 16, np.float32)
    INC.inc(x, out=x, threads=2)
    pool = W._workers
    posted = ctypes.c_int64.from_address(pool.slot(1) + W.SEQ).value
    alone = pool.header(W.ALONE)
    for k in range(200):
        if k % 50 == 0:
            time.sleep(0.02)  # the worker blocks; the next launch wakes it
        INC.inc(x, out=x, threads=2)
    split = ctypes.c_int64.from_address(pool.slot(1) + W.SEQ).value - posted
    assert split + pool.header(W.ALONE) - alone == 200  # every launch was split or backed off
    assert np.array_equal(x, np.full_like(x, 201))


def test_session_with_split_launches_compiles_natively_and_matches_one_thread(monkeypatch):
    model, feeds = conv_model()
    single = jr.Session(model, threads=1)
    one = single.run(feeds)["y"]
    single.run(feeds)
    assert single._fast is not None  # a Conv without bias too: its zero bias is a shared constant
    sess = jr.Session(model, threads=2)
    for _ in range(3):
        sess.run(feeds)
    assert sess._fast is not None
    split = [launch for arena in sess._current.plans.values() for a in arena.free if a.replay
             for launch, _, _ in a.replay.calls if launch.chunks]
    assert split, "the plan should split its conv across threads"

    def no_python_launches(*a, **k):
        raise AssertionError("a kernel was launched from Python")
    for path in ("replay", "run", "go", "_parallel"):
        monkeypatch.setattr(Launch, path, no_python_launches)
    prog = sess._current
    for _ in range(5):
        prog.runs = prog.PROFILE_FIRST + 1
        assert np.array_equal(sess.run(feeds)["y"], one)


def test_launches_from_many_threads_at_once():
    """One caller holds the workers; the others run their chunks themselves: every result
    is still the one-thread result."""
    rng = np.random.default_rng(2)
    a = rng.standard_normal((64, 200)).astype(np.float32)
    b = rng.standard_normal((200, 700)).astype(np.float32)
    want = jr.ops.matmul(a, b, threads=1)
    bad = []

    def hammer():
        try:
            for _ in range(40):
                if not np.array_equal(jr.ops.matmul(a, b, threads=2), want):
                    bad.append("differs")
        except BaseException as e:  # noqa: BLE001 - a thread's error must fail the test
            bad.append(e)
    ts = [threading.Thread(target=hammer) for _ in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not bad, bad


def test_job_wrapper_passes_every_argument():
    text = W.job_ir(3, 2)
    assert "define void @job(ptr %argv, ptr %scratch, i64 %lo, i64 %hi)" in text
    assert "call void %fn(ptr %b0, ptr %b1, ptr %b2, ptr %scratch, i64 %s0, i64 %s1, i64 %lo, i64 %hi)" in text


SCRIPT = """
import os, sys, numpy as np, jit_runtime as jr
a = np.ones((1, 512), np.float32); b = np.ones((512, 4096), np.float32)
assert (jr.ops.matmul(a, b, threads=2) == 512).all()
if sys.argv[1] in ("fork", "fork-session"):
    import ctypes
    from jit_runtime import workers as W
    run = lambda: (jr.ops.matmul(a, b, threads=2) == 512).all()
    if sys.argv[1] == "fork-session":  # a compiled session graph holding the state's address
        from onnx import TensorProto, helper, numpy_helper
        g = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"])], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 512])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4096])],
                              [numpy_helper.from_array(b, "w")])
        sess = jr.Session(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), threads=2)
        for _ in range(20):
            sess.run({"x": a})
        assert sess._fast is not None
        run = lambda: (sess.run({"x": a})["y"] == 512).all()
    pid = os.fork()
    if pid == 0:   # the same launches and the same state: a live worker again
        ok = all(run() for _ in range(300))
        pool = W._workers
        ran = ctypes.c_int64.from_address(pool.slot(1) + W.DONE).value
        ok = ok and pool.count == 1 and pool.threads[0].is_alive() and ran > 1
        os._exit(0 if ok else 3)
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status))
"""


RAISED_CAP = """
import ctypes, os, numpy as np, jit_runtime as jr
from jit_runtime import workers as W
a = np.ones((1, 512), np.float32); b = np.ones((512, 4096), np.float32)
os.environ["JIT_RUNTIME_NUM_THREADS"] = "1"
assert (jr.ops.matmul(a, b, threads=2) == 512).all()   # capped: one thread, no workers yet
os.environ["JIT_RUNTIME_NUM_THREADS"] = "2"
b = np.ones((512, 4000), np.float32)   # a new launch (launches keep their thread plan)
assert (jr.ops.matmul(a, b, threads=2) == 512).all()
pool = W._workers
assert pool is not None and pool.count == 1, pool and pool.count
assert ctypes.c_int64.from_address(pool.slot(1)).value >= 1   # worker 1 was given a chunk
"""


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="needs two cores")
def test_a_cap_raised_later_gets_its_workers():
    done = subprocess.run([sys.executable, "-c", RAISED_CAP], timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("how", ["exit", "fork", "fork-session"])
def test_workers_end_with_the_process_and_restart_in_a_fork(how):
    env = {**os.environ, "JIT_RUNTIME_NUM_THREADS": "2"}
    done = subprocess.run([sys.executable, "-c", SCRIPT, how], env=env, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux") or (os.cpu_count() or 1) < 2,
                    reason="reads /proc, uses futexes, needs two cores")
def test_idle_workers_block_and_launches_after_idle_take_their_chunks_back():
    """After a millisecond or two of spinning an idle worker blocks (no CPU at all); the
    next launch wakes it and, not waiting for a slow wake-up, runs what it has not taken:
    results stay bitwise those of one thread."""
    rng = np.random.default_rng(9)
    a = rng.standard_normal((64, 300)).astype(np.float32)
    b = rng.standard_normal((300, 900)).astype(np.float32)
    want = jr.ops.matmul(a, b, threads=1)
    assert np.array_equal(jr.ops.matmul(a, b, threads=2), want)
    pool = W._workers
    tid = pool.threads[0].native_id

    def cpu_ms() -> float:
        with open(f"/proc/self/task/{tid}/schedstat") as f:
            return int(f.read().split()[0]) / 1e6
    asleep = ctypes.c_int32.from_address(pool.slot(1) + W.ASLEEP)
    deadline = time.monotonic() + 5
    while not asleep.value and time.monotonic() < deadline:  # past its spin: blocked
        time.sleep(0.005)
    assert asleep.value
    time.sleep(0.01)
    before = cpu_ms()
    time.sleep(0.3)
    assert cpu_ms() - before < 5.0  # a polling sleep burned ~40 ms of CPU in 300 ms here
    for _ in range(5):
        time.sleep(0.02)
        assert np.array_equal(jr.ops.matmul(a, b, threads=2), want)


SPIN_KERNEL = """
; chunk (lo, hi): lo < 0, the caller's: wait up to -lo polls for the worker to start, then
; hi steps; lo = 0, the worker's: say it started, then hi steps
define void @spin(ptr %buf, ptr %scratch, i64 %lo, i64 %hi) nounwind {
entry:
  %caller = icmp slt i64 %lo, 0
  br i1 %caller, label %wait, label %mark
mark:
  store atomic i64 1, ptr %buf seq_cst, align 8
  br label %work
wait:
  %w = phi i64 [%lo, %entry], [%w1, %again]
  %f = load atomic i64, ptr %buf seq_cst, align 8
  %started = icmp ne i64 %f, 0
  br i1 %started, label %work, label %again
again:
  %w1 = add i64 %w, 1
  %more.w = icmp slt i64 %w1, 0
  br i1 %more.w, label %wait, label %work
work:
  br label %loop
loop:
  %i = phi i64 [0, %work], [%i1, %loop]
  %v = load volatile i64, ptr %scratch, align 8
  %v1 = add i64 %v, 1
  store volatile i64 %v1, ptr %scratch, align 8
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %hi
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
"""


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="needs two cores")
def test_a_launch_slowed_by_its_worker_backs_off_to_the_caller_alone():
    """A worker whose chunk takes twenty times the caller's stands for a preempted one: the
    launches after it run on the caller alone (nothing posted), and launches with the
    worker in time bring the backoff back to zero. SLOW is set for the test (0: any such
    launch is slow; NEVER: none is), so a busy machine cannot decide the outcome."""
    from jit_runtime.jit import compile_ir
    mod = compile_ir(SPIN_KERNEL, cache=False)
    pool = W.workers(1)
    job = pool.job(1, 0)
    buf = np.zeros(1, np.int64)
    argv = (ctypes.c_int64 * 2)(mod.address("spin"), buf.ctypes.data)
    scratch = np.zeros(32, np.int64)  # two chunks' scratch, 128 bytes apart

    def launch(caller: int, worker: int) -> None:
        """The caller's chunk waits (boundedly) for the worker to start its own, so the
        worker runs a chunk however busy its core is."""
        buf[0] = 0
        table = (ctypes.c_int64 * 4)(-50_000_000, caller, 0, worker)
        pool.run(job, argv, scratch.ctypes.data, 128, table, 2)
    limit = pool.header(W.SLOW)
    try:
        pool.header(W.SLOW, W.NEVER)
        for _ in range(20):
            launch(1000, 1000)  # the worker is awake and spinning
        pool.header(W.SLOW, 0)
        # the worker's chunk takes far longer than the caller's; a launch whose worker had
        # to be woken, or whose chunk the caller took back, is no news, and on a loaded
        # machine many are: try for some seconds rather than a number of launches
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            launch(1000, 20_000_000)
            if pool.header(W.SKIP):
                break
        assert pool.header(W.SKIP) >= 1 and pool.header(W.BACKOFF) >= 1
        seq = ctypes.c_int64.from_address(pool.slot(1) + W.SEQ)
        posted, alone, skip = seq.value, pool.header(W.ALONE), pool.header(W.SKIP)
        table = (ctypes.c_int64 * 4)(0, 1000, 0, 1000)
        pool.run(job, argv, scratch.ctypes.data, 128, table, 2)  # backed off: the caller runs both
        assert seq.value == posted  # nothing posted
        assert pool.header(W.ALONE) == alone + 1 and pool.header(W.SKIP) == skip - 1
        pool.header(W.SLOW, W.NEVER)
        for _ in range(3000):
            launch(1000, 1000)
            if pool.header(W.BACKOFF) == 0 and pool.header(W.SKIP) == 0:
                break
        assert pool.header(W.BACKOFF) == 0 and pool.header(W.SKIP) == 0
    finally:
        pool.header(W.SLOW, limit)

