"""The tuner measures, validates and records; selection follows the database."""
from __future__ import annotations

import json
import multiprocessing
import os

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import tuning
from jit_runtime.perfdb import Measurement, PerfDB


@pytest.fixture
def db(tmp_path):
    return PerfDB(tmp_path / "perf.sqlite")


def test_tune_records_and_selection_follows(db, monkeypatch):
    monkeypatch.setattr(tuning, "default_db", lambda: db)
    x = np.random.default_rng(0).standard_normal(50_000, dtype=np.float32)
    res = jr.tune("sigmoid", [x], budget_s=60, db=db, progress=False)
    assert res.best is not None and res.best.status == "ok"
    kinds = {tuning.Candidate.parse(r.candidate).variant for r in res.rows}
    assert {"scalar", "simd", "lut"} <= kinds
    assert len(db.rows()) == len(res.rows)
    call = jr.ops.sigmoid.bind(x)
    cand, why = tuning.choose(jr.ops.sigmoid, call)
    assert cand.key == res.best.candidate and "measured fastest" in why
    # the choice is the minimum of the recorded medians: deterministic for the database
    oks = [r for r in db.rows() if r.status == "ok"]
    assert res.best.median_s == min(r.median_s for r in oks)
    np.testing.assert_allclose(jr.ops.sigmoid(x), 1 / (1 + np.exp(-x.astype(np.float64))), rtol=1e-5)


def test_crashing_and_wrong_candidates_are_rejected(db, monkeypatch):
    real = tuning._run

    def bad(op, cand, args, attrs):
        if cand.variant == "scalar" and cand.threads == 1:
            os.abort()  # only ever runs in the forked child
        out = real(op, cand, args, attrs)
        if cand.device == "x86-64":
            return out + 1.0  # a wrong answer
        return out
    monkeypatch.setattr(tuning, "_run", bad)
    x = np.linspace(-3, 3, 1000, dtype=np.float32)
    res = jr.tune("tanh", [x], budget_s=60, db=db, progress=False)
    by = {r.candidate: r for r in res.rows}
    crashed = [r for k, r in by.items() if k.startswith("scalar@") and k.endswith("/t1")]
    assert crashed and all(r.status == "rejected" and "crashed" in r.reason for r in crashed)
    wrong = [r for k, r in by.items() if "@x86-64/" in k and not k.startswith("scalar@")]
    assert wrong and all(r.status == "rejected" and "outside contract" in r.reason for r in wrong)
    assert res.best is not None and "@x86-64/" not in res.best.candidate
    assert not res.best.candidate.startswith("scalar@") or not res.best.candidate.endswith("/t1")


def test_budget_is_respected(db):
    x = np.zeros(1000, np.float32)
    res = jr.tune("exp", [x], budget_s=0.05, db=db, progress=False)
    assert res.skipped > 0
    assert res.seconds < 10


def test_shapes_instead_of_inputs(db):
    res = jr.tune("softmax", [(64, 100)], budget_s=30, db=db, progress=False)
    assert res.best is not None
    assert "candidate" in res.table()


def test_export_import_roundtrip(db, tmp_path):
    m = Measurement("h", "op", "b", "dev", "simd@host/t1", 1e-5, 0.1, 10, 1e-7, "ok", "", 1.0)
    db.record(m)
    path = tmp_path / "perf.json"
    assert db.export_json(path) == 1
    other = PerfDB(tmp_path / "other.sqlite")
    assert other.import_json(path) == 1
    assert other.rows() == [m]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "something else"}))
    with pytest.raises(ValueError, match="not a jit_runtime performance database"):
        other.import_json(bad)


def _writer(path, k):
    d = PerfDB(path)
    for i in range(50):
        d.record(Measurement(f"op{k}", "op", "b", "dev", f"c{i}", 1e-5 * i, 0.0, 1, 0.0, "ok", "", 0.0))


def test_two_processes_write_at_once(tmp_path):
    path = tmp_path / "shared.sqlite"
    PerfDB(path)
    ctx = multiprocessing.get_context("spawn")
    ps = [ctx.Process(target=_writer, args=(path, k)) for k in range(2)]
    for p in ps:
        p.start()
    for p in ps:
        p.join(120)
        assert p.exitcode == 0
    rows = PerfDB(path).rows()
    assert len(rows) == 100


def test_online_tuning_explores_then_settles(db, monkeypatch):
    monkeypatch.setattr(tuning, "default_db", lambda: db)
    monkeypatch.setenv(tuning.ENV_ONLINE, "1")
    op = jr.load_ops("op cube(x: f32[...]) -> y: f32[...] { y[...] = exp(x[...]) * 0.5 }").cube
    x = np.linspace(-2, 2, 3000, dtype=np.float32)
    ref = np.exp(x.astype(np.float64)) * 0.5
    n = len(tuning.candidates(op, op.bind(x)))
    for _ in range(n * tuning.ONLINE_SAMPLES + 2):
        np.testing.assert_allclose(op(x), ref, rtol=1e-5)
    recorded = db.rows(op_hash=tuning.op_hash(op))
    assert len(recorded) == n
    cand, why = tuning.choose(op, op.bind(x))
    assert "measured fastest" in why
