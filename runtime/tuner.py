"""The tuner: every candidate (variant, device profile, threads) of an op measured on
given inputs within a time budget. Each candidate is compiled, run once in a forked child
against the float64 reference (a crash or a wrong answer is recorded as rejected), then
timed (median of repeats after warm-up); the table goes to the performance database,
whose rows tuning.py's selection reads."""
from __future__ import annotations

import multiprocessing
import time
from dataclasses import dataclass
from statistics import median
from typing import Any, Sequence

import numpy as np

from . import tuning
from .accuracy import compare
from .dsl.types import random_values
from .sampling import samples
from .dsl.interpret import evaluate
from .kernel import Op
from .library import shipped
from .log import get as _logger
from .perfdb import Measurement, PerfDB, device_fingerprint
from .variants import Candidate

_log = _logger("tuning")


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


def _child(conn, op, cand, args, attrs) -> None:
    import faulthandler

    from . import threads
    faulthandler.disable()  # a crash here is an expected outcome, reported by the parent
    threads._pool = None  # the parent's worker threads do not exist in this process
    try:
        out = tuning._run(op, cand, args, attrs)
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


def _tune_inputs(op, inputs_or_shapes, seed: int) -> tuple:
    """The arrays to tune on: each input as given (an array: `bind` checks it) or random
    values of the input's element type and a given shape (a tuple or list of non-negative
    ints)."""
    params = [p.name for p in op.checked.op.inputs]
    if not isinstance(inputs_or_shapes, (list, tuple)):
        raise TypeError(f"op {op.name} (tune): inputs_or_shapes must be a list with one array or shape per "
                        f"input ({', '.join(params)}), got {type(inputs_or_shapes).__name__}")
    if len(inputs_or_shapes) != len(params):
        raise TypeError(f"op {op.name} (tune): takes {len(params)} input(s) ({', '.join(params)}), "
                        f"got {len(inputs_or_shapes)}")
    rng = np.random.default_rng(seed)
    args = []
    elems = [p.dtype for p in op.checked.op.inputs]
    for name, elem, x in zip(params, elems, inputs_or_shapes):
        if isinstance(x, np.ndarray):
            args.append(x)
            continue
        if not isinstance(x, (list, tuple)) or not all(
                isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d >= 0 for d in x):
            raise TypeError(f"op {op.name} (tune): input '{name}' must be an array or a shape (a tuple of "
                            f"non-negative ints), got {x!r}"[:300])
        shape = tuple(int(d) for d in x)
        try:
            args.append(rng.standard_normal(shape, dtype=np.float32) if elem == "f32"
                        else random_values(elem, shape, rng))
        except (MemoryError, ValueError) as e:
            raise ValueError(f"op {op.name} (tune): input '{name}' of shape {shape} can't be "
                             f"allocated: {e}") from None
    return tuple(args)


def tune(op_or_name, inputs_or_shapes: Sequence[Any], budget_s: float = 30.0, attrs: dict | None = None,
         db: PerfDB | None = None, progress: bool = True, seed: int = 0) -> TuneResult:
    """Measure every eligible candidate of an op on these inputs (or random inputs of these
    shapes) within budget_s seconds, record them, and return the table with the best."""
    op = shipped()[op_or_name] if isinstance(op_or_name, str) else op_or_name
    if not isinstance(op, Op):
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
    db = db or tuning.default_db()
    start = time.perf_counter()
    end = start + budget_s
    call = op.bind(*args, **attrs)
    refs, mags = evaluate(op.checked, args, attrs, with_magnitude=True)
    acc = op.accuracy
    rel, abs_ = (acc.rel if acc.rel is not None else 1e-5), (acc.abs or 0.0)
    cands = tuning.candidates(op, call)
    h, b, fp = tuning.op_hash(op), tuning.bucket(call), device_fingerprint()
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
                ts = samples(lambda: tuning._run(op, cand, args, attrs), 15, 0.002, budget_end=end)
                q = np.percentile(ts, [25, 75])
                med = median(ts)
                rows.append(Measurement(**{**row, "median_s": med, "spread": float((q[1] - q[0]) / med),
                                           "samples": len(ts), "max_err": mabs}, status="ok"))
        bar.update(1)
    bar.close()
    if db is not None:
        tuning._db_use(lambda: db.record(rows))
    tuning.forget(op)
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
