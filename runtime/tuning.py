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
import multiprocessing
import os
import re
import sqlite3
import threading
import time
import warnings
from dataclasses import dataclass, field
from statistics import median
from typing import Any, Sequence

import numpy as np

from .device import PROFILES, probe, runnable
from .lowering.codegen import parallel_loop
from .lowering.loops import show_kernel
from .log import get as _logger
from .perfdb import Measurement, PerfDB, device_fingerprint

_log = _logger("tuning")

ENV_ONLINE = "JIT_RUNTIME_ONLINE_TUNING"
ONLINE_SAMPLES = 3


_CHOICE = re.compile(r"(?P<variant>[^@/\s]+)(?:@(?P<device>[^@/\s]+))?(?:/t(?P<threads>\d{1,4}))?")
CHOICE_FORM = "VARIANT[@DEVICE][/tTHREADS], e.g. simd@x86-64-v3/t1"


@dataclass(frozen=True, order=True)
class Candidate:
    """What a call runs: a variant, a device profile ('host': this machine's) and a thread
    count (0: the runtime decides by the work). Written `simd@x86-64-v3/t1`: the tuner
    prints it, the database stores it, and op calls take it back as variant=."""
    variant: str
    device: str
    threads: int

    @property
    def key(self) -> str:
        return f"{self.variant}@{self.device}/t{self.threads}"

    @classmethod
    def parse(cls, key: str) -> "Candidate":
        """`simd@x86-64-v3/t1`; the device and threads may be left out (host, 0)."""
        m = _CHOICE.fullmatch(key) if isinstance(key, str) else None
        if m is None:
            raise ValueError(f"bad choice {key!r}: write {CHOICE_FORM}")
        return cls(m["variant"], m["device"] or "host", int(m["threads"] or 0))


def is_choice(variant: Any) -> bool:
    """A variant= string that carries a device or threads (a tuner candidate)."""
    return isinstance(variant, str) and ("@" in variant or "/t" in variant)


def split_choice(op_name: str, variant: str, device: Any, threads: Any) -> tuple[str, Any, Any]:
    """variant='simd@x86-64-v3/t1' as (variant, device, threads) for a call; a device= or
    threads= also given must agree with it."""
    try:
        c = Candidate.parse(variant)
    except ValueError as e:
        raise ValueError(f"op {op_name}: {e}") from None
    dev = None if c.device == "host" else c.device
    t = c.threads or None
    if device is not None and device != dev and not (device == "host" and dev is None):
        raise ValueError(f"op {op_name}: variant={variant!r} names device {c.device}, but device={device!r}")
    if threads is not None and t is not None and threads != t:
        raise ValueError(f"op {op_name}: variant={variant!r} names {t} threads, but threads={threads!r}")
    return c.variant, device if dev is None else dev, t if t is not None else threads


HEURISTIC = Candidate("simd", "host", 0)  # threads 0: the runtime decides by cost


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
    from .kernel import parse_variant
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


# --- the tuner ---------------------------------------------------------------------------

@dataclass
class TuneResult:
    rows: list[Measurement]
    best: Measurement | None
    seconds: float
    skipped: int = 0

    @property
    def choice(self) -> str | None:
        """The fastest candidate as a variant= string op calls take (simd@x86-64-v3/t1)."""
        return self.best.candidate if self.best is not None else None

    def table(self) -> str:
        """Measured candidates fastest first; rejections after them, one line per variant
        and reason however many devices and thread counts it was tried on."""
        lines = [f"{'candidate':<28} {'status':<9} {'median us':>10} {'spread':>7} {'max err':>9}  reason"]
        oks = sorted((r for r in self.rows if r.status == "ok"), key=lambda r: (r.median_s or 0, r.candidate))
        for r in oks:
            med = f"{r.median_s * 1e6:10.1f}" if r.median_s is not None else f"{'':>10}"
            spr = f"{r.spread:7.2f}" if r.spread is not None else f"{'':>7}"
            err = f"{r.max_err:9.1e}" if r.max_err is not None else f"{'':>9}"
            star = " *" if self.best is not None and r.candidate == self.best.candidate else ""
            lines.append(f"{r.candidate:<28} {r.status:<9} {med} {spr} {err}  {r.reason}{star}")
        groups: dict[tuple[str, str, str], list[Measurement]] = {}
        for r in self.rows:
            if r.status != "ok":
                groups.setdefault((r.status, Candidate.parse(r.candidate).variant, r.reason), []).append(r)
        for (status, variant, reason), rs in sorted(groups.items()):
            name = rs[0].candidate if len(rs) == 1 else f"{variant} (x{len(rs)})"
            err = f"{rs[0].max_err:9.1e}" if rs[0].max_err is not None else f"{'':>9}"
            lines.append(f"{name:<28} {status:<9} {'':>10} {'':>7} {err}  {reason}")
        if self.skipped:
            lines.append(f"({self.skipped} candidates not measured: budget spent)")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


def _run(op, cand: Candidate, args, attrs):
    dev = None if cand.device == "host" else cand.device
    return op(*args, variant=cand.variant, device=dev, threads=cand.threads or None, **attrs)


def _child(conn, op, cand, args, attrs) -> None:
    import faulthandler

    from . import threads
    faulthandler.disable()  # a crash here is an expected outcome, reported by the parent
    threads._pool = None  # the parent's worker threads do not exist in this process
    try:
        out = _run(op, cand, args, attrs)
        conn.send(("ok", [np.asarray(o) for o in (out if isinstance(out, tuple) else (out,))]))
    except BaseException as e:  # noqa: BLE001 - reported to the parent as a rejection
        conn.send(("error", f"{type(e).__name__}: {e}"))
    finally:
        conn.close()


def _validate(op, cand, args, attrs, timeout: float):
    """Run the candidate once in a forked child: (outputs, None) or (None, why rejected)."""
    ctx = multiprocessing.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)
    p = ctx.Process(target=_child, args=(send, op, cand, args, attrs), daemon=True)
    p.start()
    send.close()
    result = None
    if recv.poll(timeout):
        try:
            result = recv.recv()
        except EOFError:
            result = None
    p.join(5)
    if p.is_alive():
        p.kill()
        return None, f"no answer within {timeout:.0f} s"
    if result is None:
        return None, f"crashed (exit {p.exitcode})"
    status, payload = result
    return (payload, None) if status == "ok" else (None, payload)


def _time(fn, budget_end: float, repeats: int = 15, min_sample: float = 0.002) -> list[float]:
    fn()
    fn()
    t0 = time.perf_counter()
    fn()
    once = max(time.perf_counter() - t0, 1e-7)
    inner = max(1, int(min_sample / once))
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        out.append((time.perf_counter() - t0) / inner)
        if time.perf_counter() > budget_end and len(out) >= 3:
            break
    return out


def _tune_inputs(op, inputs_or_shapes, seed: int) -> tuple:
    """The arrays to tune on: each input as given (an array: `bind` checks it) or random
    float32 of a given shape (a tuple or list of non-negative ints)."""
    params = [p.name for p in op.checked.op.inputs]
    if not isinstance(inputs_or_shapes, (list, tuple)):
        raise TypeError(f"op {op.name} (tune): inputs_or_shapes must be a list with one array or shape per "
                        f"input ({', '.join(params)}), got {type(inputs_or_shapes).__name__}")
    if len(inputs_or_shapes) != len(params):
        raise TypeError(f"op {op.name} (tune): takes {len(params)} input(s) ({', '.join(params)}), "
                        f"got {len(inputs_or_shapes)}")
    rng = np.random.default_rng(seed)
    args = []
    for name, x in zip(params, inputs_or_shapes):
        if isinstance(x, np.ndarray):
            args.append(x)
            continue
        if not isinstance(x, (list, tuple)) or not all(
                isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d >= 0 for d in x):
            raise TypeError(f"op {op.name} (tune): input '{name}' must be an array or a shape (a tuple of "
                            f"non-negative ints), got {x!r}"[:300])
        shape = tuple(int(d) for d in x)
        try:
            args.append(rng.standard_normal(shape, dtype=np.float32))
        except (MemoryError, ValueError) as e:
            raise ValueError(f"op {op.name} (tune): input '{name}' of shape {shape} can't be "
                             f"allocated: {e}") from None
    return tuple(args)


def tune(op_or_name, inputs_or_shapes: Sequence[Any], budget_s: float = 30.0, attrs: dict | None = None,
         db: PerfDB | None = None, progress: bool = True, seed: int = 0) -> TuneResult:
    """Measure every eligible candidate of an op on these inputs (or random inputs of these
    shapes) within budget_s seconds, record them, and return the table with the best."""
    import jit_runtime as jr
    from .consistency import compare
    from .dsl.interpret import evaluate

    op = jr.ops[op_or_name] if isinstance(op_or_name, str) else op_or_name
    if not isinstance(op, jr.Op):
        raise TypeError("tune takes an op or a library op name (ONNX models come with jit_runtime.run)")
    if attrs is not None and not isinstance(attrs, dict):
        raise TypeError(f"op {op.name} (tune): attrs must be a dict of attribute values, "
                        f"got {type(attrs).__name__}")
    attrs = dict(attrs or {})
    if isinstance(budget_s, bool) or not isinstance(budget_s, (int, float)) or not budget_s > 0:
        raise ValueError(f"op {op.name} (tune): budget_s must be a positive number of seconds, got {budget_s!r}")
    args = _tune_inputs(op, inputs_or_shapes, seed)
    empty = [f"'{p.name}' {a.shape}" for p, a in zip(op.checked.op.inputs, args) if a.size == 0]
    if empty:
        raise ValueError(f"op {op.name} (tune): input {', '.join(empty)} has no elements: nothing to measure")
    db = db or default_db()
    start = time.perf_counter()
    end = start + budget_s
    call = op.bind(*args, **attrs)
    refs, mags = evaluate(op.checked, args, attrs, with_magnitude=True)
    acc = op.accuracy
    rel, abs_ = (acc.rel if acc.rel is not None else 1e-5), (acc.abs or 0.0)
    cands = candidates(op, call)
    h, b, fp = op_hash(op), bucket(call), device_fingerprint()
    rows: list[Measurement] = []
    bar = _progress(len(cands), f"tuning {op.name}", progress)
    skipped = 0
    for cand in cands:
        if time.perf_counter() > end:
            skipped += 1
            bar.update(1)
            continue
        row = dict(op_hash=h, op_name=op.name, bucket=b, device=fp, candidate=cand.key,
                   median_s=None, spread=None, samples=0, max_err=None, measured_at=time.time())
        try:
            dev = None if cand.device == "host" else cand.device
            op.kernel(op.spec_for(call, cand.variant), cand.variant, dev)  # compile before forking
            outs, why = _validate(op, cand, args, attrs, timeout=max(10.0, end - time.perf_counter()))
        except (ValueError, RuntimeError) as e:
            outs, why = None, str(e)
        if outs is None:
            rows.append(Measurement(**row, status="rejected", reason=_reason(op, why)))
        else:
            ok, mabs, _, _ = compare(outs, refs, mags, rel, abs_)
            if not ok:
                rows.append(Measurement(**{**row, "max_err": mabs}, status="rejected",
                                        reason=f"outside contract (max abs err {mabs:.2e})"))
            else:
                ts = _time(lambda: _run(op, cand, args, attrs), end)
                q = np.percentile(ts, [25, 75])
                med = median(ts)
                rows.append(Measurement(**{**row, "median_s": med, "spread": float((q[1] - q[0]) / med),
                                           "samples": len(ts), "max_err": mabs}, status="ok"))
        bar.update(1)
    bar.close()
    if db is not None:
        _db_use(lambda: db.record(rows))
    forget(op)
    oks = [r for r in rows if r.status == "ok"]
    best = min(oks, key=lambda r: (r.median_s, r.candidate)) if oks else None
    _log.info("tuned op %s (%s): %s of %d candidates measured, %d rejected, %d skipped; best %s",
              op.name, ", ".join(str(a.shape) for a in args), len(oks), len(cands), len(rows) - len(oks),
              skipped, f"{best.candidate} ({best.median_s * 1e6:.1f} us)" if best else "none")
    return TuneResult(rows, best, time.perf_counter() - start, skipped)


def _reason(op, why) -> str:
    """A rejection as one line about this op: without the exception's type and the
    `op NAME: ` prefixes each layer adds (the table is about one op already)."""
    text = " ".join(str(why).split())
    for prefix in ("ValueError: ", "RuntimeError: "):
        text = text.removeprefix(prefix)
    return text.replace(f"op {op.name}: ", "")[:300]


def _progress(total: int, desc: str, enabled: bool):
    try:
        from tqdm import tqdm
        # disable=None: drawn on a terminal only (a log file gets no carriage-return lines)
        return tqdm(total=total, desc=desc, unit="candidate", disable=None if enabled else True, leave=False)
    except ImportError:  # pragma: no cover - tqdm is a dependency
        class _Null:
            def update(self, n): pass
            def close(self): pass
        return _Null()


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
        from .consistency import compare
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
