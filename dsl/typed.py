"""The reference interpreter's element types (dsl/types.py has the rules): i32 operations, the conversions, stores of reduced types and i32
reductions, each with its error magnitude (interpret.py's table). An i32 value is an int64
array wrapped to i32's range; its magnitude is 0 where it is exact and carries only what
converted floats (i32(...)) brought in: integer operations have no rounding term."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from . import ast as A
from . import values as V
from .builtins import BUILTINS
from .types import FLOATS, RANGE, round_to, step_and_distance, wrap_i32


def integer(e: A.Expr, args: list[V.Value], mag: bool) -> V.Value:
    """An i32 operation (+ - * unary - abs min max): exact in int64, then wrapped."""
    vs = [np.asarray(v, np.int64) for v, _ in args]
    ms = [m for _, m in args]
    if isinstance(e, A.Unary):
        return wrap_i32(-vs[0]), ms[0]
    if isinstance(e, A.Call) and e.fn == "abs":
        return wrap_i32(np.abs(vs[0])), ms[0]
    if isinstance(e, A.Call):  # min, max: the larger M of the two covers the selected one
        return BUILTINS[e.fn].f64(vs[0], vs[1]), (np.maximum(ms[0], ms[1]) if mag else None)
    assert isinstance(e, A.Binary)
    a, b = vs
    r = wrap_i32(a + b if e.op == "+" else a - b if e.op == "-" else a * b)
    if not mag:
        return r, None
    ma, mb = ms
    return r, (ma + mb if e.op in "+-" else V.smul(ma, np.abs(b)) + V.smul(np.abs(a), mb))


def convert(to: str, x: V.Value, mag: bool) -> V.Value:
    """f32(x), i32(x). A float rounded to an integer may land one step off where the
    float's own error reaches the rounding boundary (k + 1/2): its magnitude is
    M(x) / (distance to the boundary), so rel * M >= 1 exactly where that can happen."""
    v, m = x
    if to == "f32":
        was_int = np.asarray(v).dtype == np.int64
        v = np.asarray(v, np.float64)
        return v, (m + np.abs(v) if mag and was_int else m)  # (one rounding to float32)
    if np.asarray(v).dtype == np.int64:
        return v, m
    r = BUILTINS["i32"].f64(v)
    if not mag:
        return r, None
    dist = np.abs(v - np.floor(v) - 0.5)
    return r, np.where(np.isfinite(v), V.sdiv(m, dist), m)


def stored(elem: str, v: V.Arr, m: V.Arr) -> V.Value:
    """A statement's value as an output of a type besides f32 keeps it. A reduced float
    may round one step off where the f32 value's error reaches a rounding boundary: the
    magnitude grows by step / distance there (rel * M >= step exactly where that can
    happen). Saturation (i8, u8) only brings values together."""
    r = round_to(elem, v)
    if elem not in FLOATS:
        return r.astype(np.int64), m
    if m is None:
        return r, None
    step, dist = step_and_distance(elem, np.asarray(v, np.float64))
    with np.errstate(all="ignore"):
        grow = np.where(dist > 0, np.maximum(1.0, step / dist), np.inf)
    return r, np.where(m == 0, 0.0, m * grow)


def reduce_i32(kind: str, v: V.Arr, m: V.Arr, mask: V.Arr, kw: dict[str, Any], mag: bool,
               prod_magnitude: Callable[[V.Arr], V.Arr]) -> V.Value:
    """An i32 reduction of v (broadcast to the grid; kw: its axes and mask): exact in
    int64 (products wrap modulo 2^64, which keeps them right modulo 2^32), then wrapped;
    empty: sum 0, prod 1, max/min i32's limits."""
    v = np.asarray(v, np.int64)
    lo, hi = RANGE["i32"]
    with np.errstate(over="ignore"):
        r = {"sum": lambda: np.sum(v, **kw), "prod": lambda: np.prod(v, **kw),
             "max": lambda: np.max(v, initial=lo, **kw), "min": lambda: np.min(v, initial=hi, **kw)}[kind]()
    r = wrap_i32(r)
    if not mag:
        return r, None
    if kind == "sum":
        return r, np.sum(m, **kw)
    if kind == "prod":
        return r, prod_magnitude(v.astype(np.float64))
    close = (r - v <= m) if kind == "max" else (v - r <= m)
    if mask is not None:
        close = close & mask
    return r, np.max(m, axis=kw["axis"], keepdims=True, where=close, initial=0.0)
