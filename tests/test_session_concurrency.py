"""One Session used from several threads at once, and runs interrupted part-way.

Concurrent runs must give exactly (bitwise) what one thread gives for the same inputs:
each run takes an arena of its own, so no two runs share buffers, a replay plan or
scratch. An interrupted run (KeyboardInterrupt from a signal, from another thread via
PyThreadState_SetAsyncExc, or raised inside a node's call) must leave the session
usable and correct.
"""
from __future__ import annotations

import ctypes
import gc
import signal
import threading
import time

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import demo

THREADS = 4


def demo_inputs(n: int, batch: int = 1, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.standard_normal((batch, 3, 32, 32)).astype(np.float32) for _ in range(n)]


def dynamic_mlp():
    """MatMul-Add-Relu-MatMul-Softmax with a symbolic batch: each batch size is a plan."""
    rng = np.random.default_rng(3)
    inits = [numpy_helper.from_array(rng.standard_normal((32, 64)).astype(np.float32), "w1"),
             numpy_helper.from_array(rng.standard_normal(64).astype(np.float32), "b1"),
             numpy_helper.from_array(rng.standard_normal((64, 10)).astype(np.float32), "w2")]
    N = helper.make_node
    nodes = [N("MatMul", ["x", "w1"], ["h"]), N("Add", ["h", "b1"], ["a"]), N("Relu", ["a"], ["r"]),
             N("MatMul", ["r", "w2"], ["l"]), N("Softmax", ["l"], ["y"], axis=-1)]
    g = helper.make_graph(nodes, "mlp", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 32])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 10])], initializer=inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def run_threads(fn, n: int = THREADS) -> list:
    """fn(thread index) in n threads started together; their results, or the first error."""
    barrier = threading.Barrier(n)
    results: list = [None] * n
    errors: list = []

    def body(t):
        try:
            barrier.wait()
            results[t] = fn(t)
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)
    threads = [threading.Thread(target=body, args=(t,)) for t in range(n)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(120)
    if errors:
        raise errors[0]
    return results


def test_four_threads_on_one_session_match_one_thread_bitwise():
    sess = jr.Session(demo.path())
    xs = demo_inputs(16)
    want = [sess.run({"input": x})["probs"] for x in xs]  # one thread
    rounds = 6  # each thread runs every input several times, in its own order

    def work(t):
        order = np.random.default_rng(t).permutation(len(xs) * rounds) % len(xs)
        return [(int(i), sess.run({"input": xs[i]})["probs"]) for i in order]
    planned = next(iter(sess._current.plans.values()))
    # runs overlap only when a thread takes the GIL while another is in native code, which a
    # busy machine can delay past a whole round: rounds go on (to a bound) until two did
    for _ in range(20):
        for res in run_threads(work):
            for i, got in res:
                assert got.tobytes() == want[i].tobytes(), f"input {i} differs under concurrency"
        if planned.made >= 2:
            break
    assert planned.made >= 2, "concurrent runs should have used arenas of their own"
    assert len(planned.free) == planned.made  # every arena given back


def test_threads_with_different_batch_sizes_plan_and_replay_concurrently():
    sess = jr.Session(dynamic_mlp())
    rng = np.random.default_rng(5)
    xs = {b: [rng.standard_normal((b, 32)).astype(np.float32) for _ in range(4)] for b in (1, 3, 8, 17)}
    want = {b: [sess.run({"x": x})["y"] for x in v] for b, v in xs.items()}
    sess2 = jr.Session(dynamic_mlp())  # a fresh session: the first runs (planning) race too
    batches = sorted(xs)

    def work(t):
        out = []
        for r in range(40):
            b = batches[(t + r) % len(batches)]
            i = r % 4
            out.append((b, i, sess2.run({"x": xs[b][i]})["y"]))
        return out
    for res in run_threads(work):
        for b, i, got in res:
            assert got.tobytes() == want[b][i].tobytes(), f"batch {b} input {i} differs under concurrency"


def test_memory_limit_for_one_arena_makes_threads_share_it_in_turn():
    sess = jr.Session(demo.path())
    planned = next(iter(sess._current.plans.values()))
    one = planned.plan.peak_bytes + planned.out_bytes
    tight = jr.Session(demo.path(), memory_limit=one + planned.plan.peak_bytes // 2)
    xs = demo_inputs(4, seed=9)
    want = [sess.run({"input": x})["probs"] for x in xs]

    def work(t):
        return [sess_out.tobytes() for sess_out in (tight.run({"input": xs[i % 4]})["probs"] for i in range(20))]
    for res in run_threads(work):
        assert res == [want[i % 4].tobytes() for i in range(20)]
    assert next(iter(tight._current.plans.values())).made == 1


# --- interrupts ----------------------------------------------------------------------

def _check_still_correct(sess, xs, want):
    for x, w in zip(xs, want):
        assert sess.run({"input": x})["probs"].tobytes() == w.tobytes()


def test_async_keyboard_interrupt_from_another_thread_leaves_the_session_correct():
    """PyThreadState_SetAsyncExc lands between bytecodes anywhere in a run: in the replay,
    an instrumented run, taking or giving back an arena."""
    sess = jr.Session(demo.path())
    xs = demo_inputs(4, seed=2)
    want = [sess.run({"input": x})["probs"] for x in xs]
    interrupted = 0
    rng = np.random.default_rng(0)
    for attempt in range(60):
        started = threading.Event()
        state = {}

        def victim():
            started.set()
            try:
                for k in range(10_000):
                    state["last"] = sess.run({"input": xs[k % 4]})["probs"]
            except KeyboardInterrupt:
                state["interrupted"] = True
        th = threading.Thread(target=victim)
        th.start()
        started.wait()
        time.sleep(float(rng.uniform(0, 0.004)))
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(th.ident), ctypes.py_object(KeyboardInterrupt))
        th.join(60)
        assert not th.is_alive()
        interrupted += bool(state.get("interrupted"))
    assert interrupted >= 50
    _check_still_correct(sess, xs, want)
    # and concurrent use still works after all that
    res = run_threads(lambda t: [sess.run({"input": xs[i % 4]})["probs"].tobytes() for i in range(8)])
    assert all(r == [want[i % 4].tobytes() for i in range(8)] for r in res)


def test_sigint_while_running_leaves_the_session_correct():
    """Ctrl-C: SIGINT to the main thread, whose handler raises KeyboardInterrupt after the
    kernel call in progress returns."""
    sess = jr.Session(demo.path())
    xs = demo_inputs(4, seed=4)
    want = [sess.run({"input": x})["probs"] for x in xs]
    main = threading.main_thread().ident
    assert threading.get_ident() == main
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    # a KeyboardInterrupt that lands in a finalizer (an earlier test's llvmlite objects
    # collected mid-loop) is printed and dropped by Python itself: collect them first
    gc.collect()
    gc.disable()
    try:
        hits = 0
        for delay in np.linspace(0.0005, 0.004, 25):
            timer = threading.Timer(float(delay), signal.pthread_kill, (main, signal.SIGINT))
            try:
                timer.start()  # (inside: the signal may land while start() waits)
                for k in range(100_000):
                    sess.run({"input": xs[k % 4]})
            except KeyboardInterrupt:
                hits += 1
            timer.join()
        assert hits == 25
    finally:
        gc.enable()
        signal.signal(signal.SIGINT, old)
    _check_still_correct(sess, xs, want)


def _python_path(sess) -> None:
    """No native plan for the current program (sampled runs then go node by node)."""
    sess._fast = None
    for planned in sess._current.plans.values():
        for arena in list(planned.free):
            if arena.replay is not None:
                arena.replay.native = None


@pytest.mark.parametrize("replay", [True, False])
def test_interrupt_inside_a_node_call_leaves_the_session_correct(replay):
    """KeyboardInterrupt raised by a node's call itself (as a signal handler would right
    after a kernel returns), at every step of the instrumented path in turn."""
    sess = jr.Session(demo.path(), replay=replay)
    xs = demo_inputs(3, seed=6)
    want = [sess.run({"input": x})["probs"] for x in xs]
    prog = sess._current
    for k, step in enumerate(prog.steps):
        real = step.run

        def boom(inputs, out=None, _real=real):
            _real(inputs, out)
            raise KeyboardInterrupt
        step.run = boom
        try:
            _python_path(sess)
            prog.runs = 0  # the next run goes the instrumented way (where steps are called)
            with pytest.raises(KeyboardInterrupt):
                sess.run({"input": xs[k % 3]})
        finally:
            step.run = real
        _check_still_correct(sess, xs, want)
