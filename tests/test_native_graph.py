"""A settled session runs as one native call (runtime/onnx/native.py)."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from onnx import helper

import jit_runtime as jr
from jit_runtime.kernel import Launch
from jit_runtime.onnx import demo


def one_node(n=16):
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", 1, [n])], [helper.make_tensor_value_info("y", 1, [n])])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def demo_inputs(k, seed=0):
    rng = np.random.default_rng(seed)
    sess = jr.Session(demo.path())
    shape = tuple(d if isinstance(d, int) else 1 for d in sess.inputs[0].shape)
    return [rng.standard_normal(shape).astype(np.float32) for _ in range(k)]


def test_settled_runs_are_one_native_call(monkeypatch):
    sess = jr.Session(demo.path())
    xs = demo_inputs(3)
    want = [jr.Session(demo.path(), native=False).run({"input": x})["probs"] for x in xs]
    for x in xs:
        sess.run({"input": x})
    assert sess._fast is not None

    def no_python_launches(*a, **k):
        raise AssertionError("a kernel was launched from Python")
    for path in ("replay", "run", "go", "_parallel"):
        monkeypatch.setattr(Launch, path, no_python_launches)
    prog = sess._current
    prog.runs = quiet = prog.PROFILE_FIRST + 1  # not a profile sample
    for _ in range(3):
        for x, w in zip(xs, want):
            got = sess.run({"input": x})["probs"]
            assert np.array_equal(got, w)
            prog.runs = quiet


def test_outputs_are_fresh_arrays():
    sess = jr.Session(one_node())
    x = np.arange(-8, 8, dtype=np.float32)
    outs = [sess.run({"x": x})["y"] for _ in range(5)]
    assert all(np.array_equal(o, np.maximum(x, 0)) for o in outs)
    outs[-1][:] = 7
    assert np.array_equal(sess.run({"x": x})["y"], np.maximum(x, 0))
    assert len({o.ctypes.data for o in outs}) == len(outs)


def test_anything_unusual_takes_the_checked_path():
    sess = jr.Session(one_node())
    x = np.arange(-8, 8, dtype=np.float32)
    for _ in range(3):
        sess.run({"x": x})
    assert sess._fast is not None
    strided = np.arange(-16, 16, dtype=np.float32)[::2]
    assert np.array_equal(sess.run({"x": strided})["y"], np.maximum(strided, 0))
    assert np.array_equal(sess.run({"x": list(x)})["y"], np.maximum(x, 0))
    with pytest.raises(TypeError):
        sess.run({"x": x.astype(np.float64)})
    with pytest.raises(ValueError):
        sess.run({"x": x[:4]})
    with pytest.raises(ValueError):
        sess.run({"x": x, "z": x})
    with pytest.raises(ValueError):
        sess.run({})


def test_profile_still_samples_and_counts_runs():
    sess = jr.Session(one_node())
    x = np.ones(16, np.float32)
    for _ in range(40):
        sess.run({"x": x})
    assert "of 40 runs" in sess.profile()


def test_the_profile_times_launches_inside_the_native_run(monkeypatch):
    """The profile's sampled runs (the first PROFILE_FIRST, then one in PROFILE_EVERY) are
    native runs that read the counter after each launch: none goes node by node through
    Python once the plan is native, and the sampled times are what the runs took."""
    sess = jr.Session(one_node())
    x = np.ones(16, np.float32)
    for _ in range(3):
        sess.run({"x": x})
    prog = sess._current
    python, timed = [], []
    real_i, real_t = type(prog)._instrumented, type(prog).record_timed
    monkeypatch.setattr(type(prog), "_instrumented", lambda self, *a: python.append(self.runs) or real_i(self, *a))
    monkeypatch.setattr(type(prog), "record_timed", lambda self, *a: timed.append(self.runs) or real_t(self, *a))
    start = prog.runs
    for _ in range(3000):
        assert np.array_equal(sess.run({"x": x})["y"], x)
    want = [r for r in range(start, prog.runs) if r < prog.PROFILE_FIRST or r % prog.PROFILE_EVERY == 0]
    assert python == [] and timed == want and len(timed) <= 16 + 3
    assert "sampled of" in sess.profile() and "timed inside the native run" in sess.profile()
    assert 0 < prog.samples[0][-1] < 1e-3  # a relu of 16 floats: microseconds, not zero


def test_native_false_keeps_python_replay():
    sess = jr.Session(one_node(), native=False)
    for _ in range(3):
        sess.run({"x": np.ones(16, np.float32)})
    assert sess._fast is None


def test_a_launch_without_machine_code_is_never_compiled_into_a_graph(tmp_path, monkeypatch):
    """A kernel stood in for by a Python callable (as the boundary tests' counters do) has
    no address: compiling it into a native call would jump to 0; the plan stays in Python."""
    from jit_runtime.onnx.native import compile_graph
    # a cache of its own: a frozen plan of this model left by another test would run the
    # session without binding it, and this test looks at the bound program's replays
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    sess = jr.Session(one_node())
    x = np.ones(16, np.float32)
    for _ in range(3):
        sess.run({"x": x})
    arena = next(a for p in sess._current.plans.values() for a in p.free if a.replay)
    launch, template, scratch = arena.replay.calls[0]
    stand_in = dataclasses.replace(launch, fn=lambda *args: None)
    feeds = {k: x for k in arena.replay.feed_ids}
    assert compile_graph([(launch, template, scratch)], feeds, arena.replay.outputs) is not None
    assert compile_graph([(stand_in, template, scratch)], feeds, arena.replay.outputs) is None


def test_a_split_of_one_chunk_compiles():
    """threads=2 on 16 floats plans one chunk (shares are whole 64-element runs): still a
    split launch, compiled as a call of the workers' parallel()."""
    sess = jr.Session(one_node(), threads=2)
    x = np.arange(-8, 8, dtype=np.float32)
    for _ in range(3):
        assert np.array_equal(sess.run({"x": x})["y"], np.maximum(x, 0))
    calls = [c for p in sess._current.plans.values() for a in p.free if a.replay for c in a.replay.calls]
    assert any(len(launch.chunks) == 1 for launch, _, _ in calls)
    assert sess._fast is not None
