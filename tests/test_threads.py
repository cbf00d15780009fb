"""Threads share a kernel's outer loop; results do not depend on how many there are."""
from __future__ import annotations

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import threads as T
from jit_runtime.kernel import eval_iexpr
from jit_runtime.lowering.codegen import parallel_loop

CASES = [
    ("swish", lambda r: (r.standard_normal(300_001, dtype=np.float32),), {}),
    ("softmax", lambda r: (r.standard_normal((257, 129), dtype=np.float32),), {}),
    ("layernorm", lambda r: (r.standard_normal((97, 64), dtype=np.float32),
                             r.standard_normal(64, dtype=np.float32), r.standard_normal(64, dtype=np.float32)), {}),
    ("matmul", lambda r: (r.standard_normal((3, 33, 17), dtype=np.float32),
                          r.standard_normal((17, 40), dtype=np.float32)), {}),
    ("conv2d", lambda r: (r.standard_normal((2, 4, 11, 9), dtype=np.float32),
                          r.standard_normal((6, 2, 3, 3), dtype=np.float32), r.standard_normal(6, dtype=np.float32)),
     dict(group=2, pad_top=1, pad_left=2, stride_h=2)),
]


@pytest.mark.parametrize("variant", ["scalar", "simd"])
@pytest.mark.parametrize("name,make,attrs", CASES, ids=[c[0] for c in CASES])
def test_threads_give_identical_results(name, make, attrs, variant, monkeypatch):
    monkeypatch.setattr(T, "cap", lambda: 4)  # more threads than cores still splits correctly
    inputs = make(np.random.default_rng(0))
    op = jr.ops[name]
    one = op(*inputs, variant=variant, threads=1, **attrs)
    for n in (2, 3, 4):
        np.testing.assert_array_equal(op(*inputs, variant=variant, threads=n, **attrs), one)


def test_plan_splits_the_parallel_loop(monkeypatch):
    monkeypatch.setattr(T, "cap", lambda: 4)
    x = np.zeros(1000, np.float32)
    op = jr.ops.relu
    call = op.bind(x)
    k = op.kernel(call.spec, "simd").lowered.kernel
    loop = parallel_loop(k)
    chunks = T.plan(k, loop, call.sizes, 3, eval_iexpr)
    assert chunks[0][0] == 0 and chunks[-1][1] == 1000
    assert all(a[1] == b[0] for a, b in zip(chunks, chunks[1:]))
    assert all(lo % 64 == 0 for lo, _ in chunks)  # whole vectors per thread
    assert T.plan(k, loop, call.sizes, None, eval_iexpr) == []  # small work: one thread


def test_env_caps_threads(monkeypatch):
    monkeypatch.setenv(T.ENV_CAP, "1")
    assert T.cap() == 1
    monkeypatch.setenv(T.ENV_CAP, "lots")
    with pytest.raises(ValueError, match="JIT_RUNTIME_NUM_THREADS"):
        T.cap()


def test_bad_thread_count():
    with pytest.raises(ValueError, match="threads must be at least 1"):
        jr.ops.relu(np.zeros(10_000, np.float32), threads=0)
