"""The jit_runtime logger: decisions logged where asked for, silent otherwise; and error
messages that keep the value the user gave."""
import io
import subprocess
import sys

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import log
from jit_runtime.onnx import MemoryLimitExceeded, demo


@pytest.fixture
def captured():
    stream = io.StringIO()
    log.configure("debug", stream=stream)
    yield stream
    log.unconfigure()


def test_compile_cache_choice_and_binding_are_logged(captured):
    ops = jr.load_ops("op logged_twice(x: f32[...]) -> y: f32[...] { y[...] = x[...] * 2.0 }")
    ops.logged_twice(np.ones(7, np.float32))
    ops.logged_twice(np.ones(9, np.float32), variant="scalar")
    jr.Session(demo.path())
    text = captured.getvalue()
    assert "jit_runtime DEBUG jit_runtime.tuning: op logged_twice {'B0': 7}: simd@host/t0 (no measurement" in text
    assert "jit_runtime DEBUG jit_runtime.kernel: op logged_twice: simd kernel for host" in text
    assert "jit_runtime DEBUG jit_runtime.jit: cache " in text  # a hit or a miss with its time
    assert "demo_cnn: node 'softmax' (Softmax) -> kernel softmax" in text
    assert "jit_runtime INFO jit_runtime.onnx: demo_cnn: 8 nodes after passes" in text


def test_a_frozen_load_logs_the_bindings_it_was_made_with(tmp_path):
    # two processes on one fresh cache: the first load writes the frozen plan, the second
    # runs from it without binding, and still logs each node's binding
    code = ("import jit_runtime as jr; from jit_runtime.onnx import demo; "
            "print(jr.Session(demo.path()).load_profile().frozen)")
    env = {**_env(), "JIT_RUNTIME_CACHE_DIR": str(tmp_path), "JIT_RUNTIME_LOG": "debug"}
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
            for _ in range(2)]
    assert [r.stdout.strip() for r in runs] == ["written", "used"], [r.stderr[-2000:] for r in runs]
    for r in runs:
        assert "demo_cnn: node 'softmax' (Softmax) -> kernel softmax" in r.stderr
        assert "jit_runtime INFO jit_runtime.onnx: demo_cnn: 8 nodes after passes" in r.stderr


def test_env_variable_turns_it_on_and_a_bad_level_only_warns():
    code = "import numpy as np, jit_runtime as jr; jr.ops.relu(np.ones(3, np.float32))"
    on = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                        env={**_env(), "JIT_RUNTIME_LOG": "debug"})
    assert on.returncode == 0 and "jit_runtime DEBUG jit_runtime.tuning: op relu" in on.stderr
    off = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env())
    assert off.returncode == 0 and off.stderr == ""
    bad = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**_env(), "JIT_RUNTIME_LOG": "loud"})
    assert bad.returncode == 0 and "JIT_RUNTIME_LOG must be one of debug, info, warning, error, got 'loud'" in bad.stderr


def _env():
    import os
    return {k: v for k, v in os.environ.items() if k != "JIT_RUNTIME_LOG"}


def test_memory_limit_message_keeps_the_value():
    with pytest.raises(MemoryLimitExceeded, match=r"allowed by memory_limit='1K'"):
        jr.Session(demo.path(), memory_limit="1K")
