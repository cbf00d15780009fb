"""The lut strategy: transcendental sub-expressions become tables with linear interpolation.

A sub-expression that contains exp, log, tanh, sigmoid or erf and depends on a single
leaf (one read, one local) is tabulated as a whole (swish and gelu become one table
each); a transcendental whose argument depends on several leaves (softmax's
exp(x - max)) is tabulated alone. Saturating functions (tanh, erf) get a table out to
where float32 saturates and clamp beyond it. Other tables cover a range; outside it (and
for NaN) the exact simd expression is computed for that vector only, so results outside
the range are never approximated. Tables are float64 samples rounded to float32; their error is
measured on a dense grid and the strategy is refused where it exceeds the op's contract.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..dsl.builtins import BUILTINS
from .loops import (Bin, Cmp, Const, Fn, IndexValue, Kernel, Let, Load, Local, Lut, Neg, Reduce,
                    Select, Stmt, Store, Table, Value, subvalues, vshow)

TRANSCENDENTAL = tuple(b.name for b in BUILTINS.values() if b.tabulated)
# Beyond these |x| the float32 function is exactly +-1: a table over the range clamps.
SATURATION = {b.name: b.saturates for b in BUILTINS.values() if b.saturates is not None}


SIZES = (1024, 2048, 4096, 8192, 16384)  # tried in order when no size is given


@dataclass(frozen=True)
class LutParams:
    size: int | None = None  # None: the smallest of SIZES whose error fits the contract
    lo: float | None = None  # None: chosen from the functions the table stands for
    hi: float | None = None


class NotEligible(ValueError):
    """The tables' measured error exceeds the op's accuracy contract."""


def _leaves(v: Value) -> set[Value]:
    return {x for x in subvalues(v) if isinstance(x, (Load, Local, IndexValue))}


def _transcendentals(v: Value) -> set[str]:
    return {x.name for x in subvalues(v) if isinstance(x, Fn) and x.name in TRANSCENDENTAL}


def _range(fns: set[str], p: LutParams) -> tuple[float, float]:
    if p.lo is not None and p.hi is not None:
        return p.lo, p.hi
    if fns == {"exp"}:
        lo, hi = -16.0, 16.0
    elif fns == {"log"}:
        lo, hi = 1.0 / 16, 16.0
    else:
        lo, hi = -8.0, 8.0
    return (p.lo if p.lo is not None else lo), (p.hi if p.hi is not None else hi)


def evaluate(v: Value, leaf: Value, xs: np.ndarray) -> np.ndarray:
    """v as a float64 function of its one leaf, on the points xs."""
    if v == leaf:
        return xs
    if isinstance(v, Const):
        return np.full_like(xs, v.value)
    if isinstance(v, Neg):
        return -evaluate(v.a, leaf, xs)
    if isinstance(v, Bin):
        a, b = evaluate(v.a, leaf, xs), evaluate(v.b, leaf, xs)
        return {"+": np.add, "-": np.subtract, "*": np.multiply, "/": np.divide}[v.op](a, b)
    if isinstance(v, Fn):
        return BUILTINS[v.name].f64(*[evaluate(a, leaf, xs) for a in v.args])
    if isinstance(v, Cmp):
        a, b = evaluate(v.a, leaf, xs), evaluate(v.b, leaf, xs)
        return {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
                "==": np.equal, "!=": np.not_equal}[v.op](a, b)
    if isinstance(v, Select):
        return np.where(evaluate(v.cond, leaf, xs), evaluate(v.a, leaf, xs), evaluate(v.b, leaf, xs))
    raise TypeError(f"can't tabulate {v!r}")


def _interpolate(values: np.ndarray, lo: float, hi: float, xs: np.ndarray) -> np.ndarray:
    n = len(values)
    t = np.clip((xs - lo) * ((n - 1) / (hi - lo)), 0, n - 1 - 1e-6)
    i = np.floor(t).astype(np.int64)
    f = t - i
    return values[i] + f * (values[i + 1] - values[i])


def _saturating(expr: Value, leaf: Value) -> str | None:
    if isinstance(expr, Fn) and expr.name in SATURATION and expr.args[0] == leaf:
        return expr.name
    return None


def make_table(name: str, expr: Value, leaf: Value, lo: float, hi: float, size: int,
               what: str, saturate: bool = False) -> Table | None:
    with np.errstate(all="ignore"):
        xs = np.linspace(lo, hi, size)
        values = evaluate(expr, leaf, xs).astype(np.float32).astype(np.float64)
        if not np.all(np.isfinite(values)):
            return None
        probe = np.linspace(lo, hi, (size - 1) * 8 + 1)
        # near zero and tiny arguments a relative contract is hardest for a table
        special = np.array([0.0, 1e-38, 1e-30, 1e-10, 1e-5, 1e-3, 1e-2, 0.1, 1.0])
        special = np.concatenate([special, -special])
        probe = np.concatenate([probe, special[(special >= lo) & (special <= hi)]])
        if saturate:  # the clamped region counts too
            probe = np.concatenate([probe, [lo - 1, lo * 2, hi + 1, hi * 2]])
        truth = evaluate(expr, leaf, probe)
        err = np.abs(_interpolate(values, lo, hi, probe) - truth)
        rel = err / np.maximum(np.abs(truth), np.finfo(np.float32).tiny)
    return Table(name, lo, hi, tuple(float(v) for v in values), what,
                 float(err.max()), float(rel.max()), saturate)


class _Tabulator:
    def __init__(self, params: LutParams):
        self.params = params
        self.tables: list[Table] = []

    def table(self, expr: Value, leaf: Value, what: str) -> Table | None:
        sat = _saturating(expr, leaf)
        if sat is not None and self.params.lo is None and self.params.hi is None:
            lo, hi = -SATURATION[sat], SATURATION[sat]
        else:
            lo, hi = _range(_transcendentals(expr), self.params)
        assert self.params.size is not None  # (tabulate tries each size)
        return make_table(f"lut{len(self.tables)}", expr, leaf, lo, hi, self.params.size, what,
                          saturate=sat is not None and hi >= SATURATION[sat] and -lo >= SATURATION[sat])

    def rewrite(self, v: Value) -> Value:
        if not _transcendentals(v) or isinstance(v, Lut):
            return v
        leaves = _leaves(v)
        if len(leaves) == 1:
            (leaf,) = leaves
            t = self.table(v, leaf, vshow(v))
            if t is not None:
                self.tables.append(t)
                return Lut(t.name, leaf, v)
        if isinstance(v, Fn) and v.name in TRANSCENDENTAL:
            arg = self.rewrite(v.args[0])
            x = Local("_x")
            t = self.table(Fn(v.name, (x,)), x, f"{v.name}(x)")
            exact = Fn(v.name, (arg,))
            if t is not None:
                self.tables.append(t)
                return Lut(t.name, arg, exact)
            return exact
        return _rebuild(v, self.rewrite)

    def stmts(self, stmts) -> tuple[Stmt, ...]:
        out: list[Stmt] = []
        for s in stmts:
            if isinstance(s, Store):
                out.append(Store(s.buffer, s.index, self.rewrite(s.value)))
            elif isinstance(s, Let):
                out.append(Let(s.name, self.rewrite(s.value)))
            elif isinstance(s, Reduce):
                out.append(replace(s, body=self.stmts(s.body), value=self.rewrite(s.value)))
            else:
                out.append(replace(s, body=self.stmts(s.body)))  # Loop
        return tuple(out)


def _rebuild(v: Value, f) -> Value:
    """v with each direct child passed through f."""
    if isinstance(v, Bin):
        return Bin(v.op, f(v.a), f(v.b))
    if isinstance(v, Cmp):
        return Cmp(v.op, f(v.a), f(v.b))
    if isinstance(v, Neg):
        return Neg(f(v.a))
    if isinstance(v, Fn):
        return Fn(v.name, tuple(f(a) for a in v.args))
    if isinstance(v, Select):
        return Select(f(v.cond), f(v.a), f(v.b))
    return v


def tabulate(kernel: Kernel, rel: float, abs_: float, params: LutParams = LutParams()) -> Kernel:
    """Replace transcendental sub-expressions by tables; NotEligible when the contract
    (|err| <= abs + rel*|f| on the table's range) can't hold, or nothing is tabulated."""
    sizes = (params.size,) if params.size is not None else SIZES
    for k, size in enumerate(sizes):
        t = _Tabulator(replace(params, size=size))
        body = t.stmts(kernel.body)
        if not t.tables:
            raise NotEligible(f"op {kernel.name} has no transcendental function to tabulate")
        worst = [tab for tab in t.tables if tab.max_abs_err > abs_ and tab.max_rel_err > rel]
        if not worst:
            return replace(kernel, body=body, tables=tuple(t.tables))
        if k == len(sizes) - 1:
            tab = worst[0]
            raise NotEligible(
                f"op {kernel.name}: the {len(tab.values)}-point table for {tab.what} on "
                f"[{tab.lo:g}, {tab.hi:g}] has error {tab.max_abs_err:.1e} abs / "
                f"{tab.max_rel_err:.1e} rel, beyond the op's contract (rel {rel:g}, abs {abs_:g})")
    raise AssertionError("unreachable")
