"""Tuning and selection: measure candidates on real shapes, remember, choose the fastest.

A candidate is (variant, device profile, threads). The tuner compiles each, validates it
in a forked child against the op's float64 meaning (a wrong or crashing candidate is
recorded as rejected and never chosen; a crash takes only the child down), times it with
warm-up and repeats, and records it. A call with the default variant picks the best
recorded candidate for its key (op source hash, shape bucket, device fingerprint);
an unknown key uses the heuristic (simd, threads by cost) at once and, with online tuning
allowed, tries the other candidates over the next calls, then settles.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
import warnings
from dataclasses import dataclass, field
from statistics import median
from typing import Any


from .device import PROFILES, probe, runnable
from .lowering.codegen import parallel_loop
from .lowering.loops import show_kernel
from .log import get as _logger
from .perfdb import Measurement, PerfDB, device_fingerprint
from .variants import CHOICE_FORM, HEURISTIC, Candidate, is_choice, parse_variant, split_choice  # noqa: F401

_log = _logger("tuning")

ENV_ONLINE = "JIT_RUNTIME_ONLINE_TUNING"
ONLINE_SAMPLES = 3


def _reduces(stmts) -> list:
    from .lowering.loops import Loop, Reduce
    out = []
    for st in stmts:
        if isinstance(st, Reduce):
            out.append(st)
            out += _reduces(st.body)
        elif isinstance(st, Loop):
            out += _reduces(st.body)
    return out


def op_hash(op) -> str:
    """Hash of the op's meaning (its AST without source positions)."""
    h = getattr(op, "_hash", None)
    if h is None:
        h = hashlib.sha256(repr(op.checked.op).encode()).hexdigest()[:16]
        op._hash = h
    return h


def _pow2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def bucket(call) -> str:
    """Calls in one bucket share a choice: sizes rounded up to powers of two, plus what
    the kernel is specialized on."""
    s = call.spec
    return json.dumps({"sizes": {k: _pow2(v) for k, v in sorted(call.sizes.items())},
                       "attrs": [[k, v] for k, v in s.attrs], "batch": [[k, list(f)] for k, f in s.batch],
                       "unit": sorted(s.unit_sizes)}, separators=(",", ":"))


def candidates(op, call) -> list[Candidate]:
    """Variants and their parameters (lut tables, register tiles, reduction accumulators,
    shape specialization) x device profiles this host runs x thread counts."""
    variants = list(op.variants)
    if "lut" in variants:
        variants += ["lut:512", "lut:8192"]
    simd = op.lower(call.spec, "simd").kernel
    if "jam" in show_kernel(simd):
        variants += ["simd:tile=2x2", "simd:tile=6x2", "simd:tile=4x3", "simd:tile=1x1"]
    if any(r.vector for r in _reduces(simd.body)):
        variants += ["simd:acc=2", "simd:acc=8"]
    variants.append("simd:static")
    devices = ["host"] + [n for n in ("x86-64-v4", "x86-64-v3", "x86-64") if runnable(PROFILES[n]) is None]
    cores = probe().cores
    spec_kernel = op.lower(call.spec, "scalar").kernel
    threads = [1] + ([cores] if cores > 1 and parallel_loop(spec_kernel) is not None else [])
    return [Candidate(v, d, t) for v in variants for d in devices for t in threads]


# --- the database behind selection -----------------------------------------------------

_db: PerfDB | None = None
_db_failed = False
_db_lock = threading.Lock()


def default_db() -> PerfDB | None:
    global _db, _db_failed
    if _db is None and not _db_failed:
        with _db_lock:
            if _db is None and not _db_failed:
                try:
                    _db = PerfDB()
                except (OSError, Exception) as e:  # read-only or missing cache dir  # noqa: BLE001
                    _db_failed = True
                    warnings.warn(f"jit_runtime: no performance database ({e}); choosing by heuristic",
                                  RuntimeWarning, stacklevel=3)
    return _db


_db_warned = False


def _db_use(fn, default=None):
    """Run a database read or write; an error there (disk full, a damaged or vanished file
    SQLite can't recover) costs the measurement, never the caller's op call: one warning
    per process, then the heuristic."""
    global _db_warned
    try:
        return fn()
    except (sqlite3.Error, OSError, UnicodeError) as e:
        if not _db_warned:
            _db_warned = True
            warnings.warn(f"jit_runtime: performance database unusable ({type(e).__name__}: {e}); "
                          "measurements are not remembered, choices fall back to the heuristic",
                          RuntimeWarning, stacklevel=3)
        return default


def usable(op, cand: Candidate) -> bool:
    """A recorded candidate this op can run here: a variant it offers (with valid options),
    a device profile this host runs, a thread count. Rows are data, not trusted code paths."""
    try:
        vs = parse_variant(cand.variant)
    except ValueError:
        return False
    if vs.strategy not in op.variants or cand.threads < 0 or cand.threads > 4096:
        return False
    return cand.device == "host" or (cand.device in PROFILES and runnable(PROFILES[cand.device]) is None)


@dataclass
class _Explore:
    todo: list[Candidate]
    samples: dict[Candidate, list[float]] = field(default_factory=dict)
    rejected: dict[Candidate, str] = field(default_factory=dict)


_choices: dict[tuple, tuple[Candidate, str]] = {}
generation = 0  # bumped whenever remembered choices are dropped
_explore: dict[tuple, _Explore] = {}
_lock = threading.Lock()


def online_tuning() -> bool:
    return os.environ.get(ENV_ONLINE, "") not in ("", "0", "false", "no")


def choose(op, call) -> tuple[Candidate, str]:
    """(candidate, why) for a call with the default variant. Deterministic for a database."""
    key = (op_hash(op), call.spec, tuple(sorted(call.sizes.items())))
    hit = _choices.get(key)
    if hit is not None:
        return hit
    db = default_db()
    b = bucket(call)
    best = _db_use(lambda: db.best(op_hash(op), b, device_fingerprint())) if db is not None else None
    if best is not None:
        try:
            cand = Candidate.parse(best.candidate)
        except ValueError:
            cand = None
        if cand is None or not usable(op, cand):
            warnings.warn(f"jit_runtime: op {op.name}: the recorded choice {best.candidate!r} is not a "
                          "candidate this op can run here; using the heuristic", RuntimeWarning, stacklevel=3)
            best = None
    if best is not None:
        choice = (Candidate.parse(best.candidate),
                  f"measured fastest of the tuned candidates ({best.median_s * 1e6:.1f} us median, "
                  f"{best.samples} samples)")
    else:
        choice = (HEURISTIC, "no measurement for this shape bucket: heuristic (simd, threads by cost)")
    _log.debug("op %s %s: %s (%s)", op.name, dict(call.sizes), choice[0].key, choice[1])
    with _lock:
        _choices[key] = choice
    return choice


def forget(op=None) -> None:
    """Drop remembered choices (after tuning or importing a database)."""
    global generation
    with _lock:
        generation += 1
        for k in [k for k in _choices if op is None or k[0] == op_hash(op)]:
            del _choices[k]


def _run(op, cand: Candidate, args, attrs):
    dev = None if cand.device == "host" else cand.device
    return op(*args, variant=cand.variant, device=dev, threads=cand.threads or None, **attrs)


def explore(op, call, args, attrs) -> tuple[Any, Candidate] | None:
    """Online tuning: run this call with the next candidate that needs samples, time it,
    and once every candidate has ONLINE_SAMPLES, record them and settle. None when settled
    (or nothing to explore): the caller runs its choice."""
    key = (op_hash(op), call.spec, tuple(sorted(call.sizes.items())))
    with _lock:
        st = _explore.get(key)
        if st is None:
            st = _explore[key] = _Explore(candidates(op, call))
        pending = [c for c in st.todo if len(st.samples.get(c, [])) < ONLINE_SAMPLES]
        cand = pending[0] if pending else None
    if cand is None:
        _settle(op, call, st)
        return None
    if cand not in st.samples:  # first use: check it against the float64 meaning
        from .accuracy import compare
        from .dsl.interpret import evaluate
        refs, mags = evaluate(op.checked, args, attrs, with_magnitude=True)
        why = "outside contract"
        try:
            out = _run(op, cand, args, attrs)
            outs = list(out) if isinstance(out, tuple) else [out]
            acc = op.accuracy
            ok = compare(outs, refs, mags, acc.rel if acc.rel is not None else 1e-5, acc.abs or 0.0)[0]
        except (ValueError, RuntimeError) as e:
            ok, why = False, f"{type(e).__name__}: {e}"
        with _lock:
            if not ok:
                st.todo.remove(cand)
                st.rejected[cand] = why[:300]
                return None
            st.samples[cand] = []
    t0 = time.perf_counter()
    out = _run(op, cand, args, attrs)
    dt = time.perf_counter() - t0
    with _lock:
        st.samples.setdefault(cand, []).append(dt)
    return out, cand


def _settle(op, call, st: _Explore) -> None:
    with _lock:
        if _explore.get((op_hash(op), call.spec, tuple(sorted(call.sizes.items())))) is not st:
            return
        del _explore[(op_hash(op), call.spec, tuple(sorted(call.sizes.items())))]
    db = default_db()
    rows = [Measurement(op_hash(op), op.name, bucket(call), device_fingerprint(), c.key, median(ts), None,
                        len(ts), None, "ok", "online", time.time()) for c, ts in st.samples.items() if ts]
    rows += [Measurement(op_hash(op), op.name, bucket(call), device_fingerprint(), c.key, None, None, 0,
                         None, "rejected", why, time.time()) for c, why in st.rejected.items()]
    if db is not None and rows:
        _db_use(lambda: db.record(rows))
    forget(op)
