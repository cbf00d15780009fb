"""The kernel index (kernelindex.py): an op's kernel found without lowering it, with the
facts a launch needs, the same in every process; and the checked-op cache (opcache.py,
dsl/serial.py) that spares a process the parsing."""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import kernelindex as KI
from jit_runtime import opcache
from jit_runtime.dsl import serial
from jit_runtime.jit.cache import CacheWarning
from jit_runtime.library import library_files
from jit_runtime.lowering.loops import Fn, Let, Loop, Reduce, Store, subvalues
from jit_runtime.threads import work_expr
from jit_runtime.kernel import eval_iexpr

SRC = """
op k_scale(x: f32[...], s: f32[...]) -> y: f32[...] { y[...] = x[...] * s[...] + 1.0 }
op k_rows(x: f32[N, D]) -> y: f32[N, D] { y[n, d] = x[n, d] / sum[j](exp(x[n, j])) }
"""


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _old_cost(stmts, sizes) -> float:
    """threads.py's loop-nest cost as it was written before work_expr (the reference)."""
    def value_cost(v):
        return sum(8 if isinstance(x, Fn) else 0.25 for x in subvalues(v))
    total = 0.0
    for s in stmts:
        if isinstance(s, Loop):
            total += eval_iexpr(s.extent, sizes) * _old_cost(s.body, sizes)
        elif isinstance(s, Reduce):
            n = 1
            for _, e in s.loops:
                n *= eval_iexpr(e, sizes)
            total += n * (1 + _old_cost(s.body, sizes) + value_cost(s.value))
        elif isinstance(s, (Let, Store)):
            total += 1 + value_cost(s.value)
    return total


@pytest.mark.parametrize("name", ["softmax", "layernorm", "relu", "gelu", "add", "log_softmax", "conv2d"])
def test_work_is_the_loop_nest_cost_exactly(name):
    op = jr.ops[name]
    for variant in ("scalar", "simd"):
        low = jr.lower(op, variant)
        k = low.lowered.kernel
        if k.work is not None:
            continue
        for base in (1, 3, 1000):
            sizes = {s: base + 7 * i for i, s in enumerate(k.sizes)}
            old = _old_cost(k.body, sizes)
            assert eval_iexpr(work_expr(k), sizes) == math.floor(old)  # so work // MIN_WORK is the same


def test_facts_go_through_json_and_nothing_else_does():
    for name in ("softmax", "matmul", "conv2d_nhwc", "layernorm"):
        f = KI.facts_of(jr.lower(name, "simd").lowered)
        assert KI.from_json(json.loads(json.dumps(KI.to_json(f)))) == f
    good = KI.to_json(KI.facts_of(jr.lower("relu").lowered))
    for bad in ({**good, "pointers": "3"}, {**good, "sizes": [1]}, {**good, "work": ["^", 1, 2]},
                {**good, "scratch": {"x": "y"}}, {**good, "loop": {"s": 3}}, [good]):
        with pytest.raises(ValueError):
            KI.from_json(bad)


def test_an_index_key_is_the_same_in_every_process():
    code = ("import jit_runtime as jr, numpy as np; from jit_runtime import kernelindex as KI;"
            "op = jr.ops.conv2d_nhwc; x = np.zeros((1, 5, 5, 3), np.float32); w = np.zeros((3, 3, 3, 4), np.float32);"
            "call = op.bind(x, w, np.zeros(4, np.float32), pad_top=1, pad_left=1, pad_bottom=1, pad_right=1);"
            "print(KI.key(op.meaning, call.spec, 'simd', 'host', 't', 'c'))")
    keys = set()
    for seed in ("1", "2", "3"):
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                           env=dict(os.environ, PYTHONHASHSEED=seed))
        assert r.returncode == 0, r.stderr[-1000:]
        keys.add(r.stdout.strip())
    assert len(keys) == 1  # (a frozenset's repr follows string hashing: canonical() sorts it)


def test_a_kernel_found_through_the_index_is_not_lowered_and_runs_the_same(cache):
    x = np.random.default_rng(0).standard_normal((6, 37)).astype(np.float32)
    first = jr.load_ops(SRC).k_rows
    want = first(x, variant="simd")
    (k1,) = first._kernels.values()
    again = jr.load_ops(SRC).k_rows  # another Op of the same text: no kernels of its own yet
    lowered = []
    real = type(again)._lower
    type(again)._lower = lambda self, *a: lowered.append(a) or real(self, *a)
    try:
        from jit_runtime import kernel as K
        K._lowered._d.clear()  # (the process keeps recent lowerings too)
        got = again(x, variant="simd")
    finally:
        type(again)._lower = real
    assert lowered == []
    np.testing.assert_array_equal(got, want)
    (k2,) = again._kernels.values()
    assert k2.facts == k1.facts and k2.module.from_cache
    assert k2.lowered.llvm == k1.lowered.llvm  # lowered again only when someone asks for it


def test_a_corrupt_index_entry_is_a_miss(cache):
    x = np.ones((4, 9), np.float32)
    want = jr.load_ops(SRC).k_rows(x, variant="scalar")
    for p in (cache / "kernels").rglob("*.obj"):
        data = bytearray(p.read_bytes())
        data[-3] ^= 0xFF
        p.write_bytes(bytes(data))
    from jit_runtime import kernel as K
    K._lowered._d.clear()
    with pytest.warns(CacheWarning, match="corrupt"):
        got = jr.load_ops(SRC).k_rows(x, variant="scalar")
    np.testing.assert_array_equal(got, want)


def test_checked_ops_survive_the_round_trip():
    for fname, text in library_files():
        ops = opcache.check_module(opcache.parse(text, fname))
        back = serial.loads(serial.dumps(ops, fname, text), fname, text)
        assert back == ops and [repr(c) for c in back] == [repr(c) for c in ops]
        assert all(b.op.span == o.op.span and b.op.source == text and b.op.filename == fname
                   for b, o in zip(back, ops))


@pytest.mark.parametrize("bad", ['[]', '["(", ["Nope", 1]]', '{"a": 1}', '["(", ["Span", 1, 2, 3, 4]]', 'x'])
def test_anything_else_is_not_checked_ops(bad):
    with pytest.raises(ValueError):
        serial.loads(bad, "f", "")


def test_a_text_is_parsed_once_per_cache(cache, monkeypatch):
    a = jr.load_ops(SRC)
    with monkeypatch.context() as m:
        m.setattr(opcache, "parse", lambda *a, **k: pytest.fail("parsed again"))
        b = jr.load_ops(SRC)
    assert [o.checked for o in a] == [o.checked for o in b]
    x = np.ones((3, 5), np.float32)
    np.testing.assert_array_equal(b.k_scale(x, x), x * x + 1)
    for p in (cache / "ops").rglob("*.obj"):  # a damaged entry: parsed again (and no crash)
        p.write_bytes(p.read_bytes()[:-5])
    with pytest.warns(CacheWarning, match="corrupt"):
        c = jr.load_ops(SRC)
    assert [o.checked for o in c] == [o.checked for o in a]
