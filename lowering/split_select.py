"""A loop whose stored value picks by `index < bound` is two loops, one per side.

    for a in 0..(A0 + A1):                    for a in 0..A0:
        y[o, a] = where(a < A0,          ->        y[o, a] = x0[o, a]
                        x0[o, a],             for a in 0..A1:
                        x1[o, a - A0])             y[o, A0 + a] = x1[o, a]

That is Concat (and Pad's edges, and any piecewise definition along an index). Both sides
of `where` are evaluated in the language, but only the picked one is kept, so computing
each only where it is picked gives the same results; the loads lose their bounds checks
where the new loop's range stays inside their dim, and vector loops run plain loads and
stores (memcpy speed) instead of two masked loads and a select per vector. The `where`
may sit anywhere in the value (`max(where(...) * s[a] + b[a], 0.0)`, a concat fused
with its reader): each loop gets the value with the `where` replaced by its side.

The rule applies when the loop's extent is a sum of terms of which the bound is a part
(sizes are never negative, so both new extents are too); nested `where`s split again.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from .loops import (Bin, Cmp, Fn, IBin, IConst, IExpr, IndexValue, ISize, IVar, Kernel, Load, Loop, Lut, Neg, Select,
                    Stmt, Store, Value, ibin, isubst, ivars, map_value, value_children)

Terms = dict  # term (an IExpr leaf: ISize or the constant 1) -> integer coefficient


# _terms and _simplify are pure functions of index expressions, which a loop split many
# ways (DenseNet's 32-input concats) asks about again and again as each split shifts the
# rest: remembered, densenet121's 37 kernels lower in 2.2 s instead of 5.5 (same text).
_MEMO = 1 << 14


@functools.lru_cache(maxsize=_MEMO)
def _terms(e: IExpr) -> Mapping[IExpr, int] | None:
    """e as a sum of sizes and a constant, or None when it is not one (read-only)."""
    t = _terms_of(e)
    return None if t is None else MappingProxyType(t)


def _terms_of(e: IExpr) -> Terms | None:
    if isinstance(e, IConst):
        return {IConst(1): e.value} if e.value else {}
    if isinstance(e, ISize):
        return {e: 1}
    if isinstance(e, IBin) and e.op in "+-":
        a, b = _terms(e.a), _terms(e.b)
        if a is None or b is None:
            return None
        out = dict(a)
        for k, v in b.items():
            out[k] = out.get(k, 0) + (v if e.op == "+" else -v)
        return {k: v for k, v in out.items() if v}
    if isinstance(e, IBin) and e.op == "*" and (isinstance(e.a, IConst) or isinstance(e.b, IConst)):
        c, x = (e.a, e.b) if isinstance(e.a, IConst) else (e.b, e.a)
        assert isinstance(c, IConst)
        t = _terms(x)
        return None if t is None else {k: c.value * v for k, v in t.items() if c.value * v}
    return None


def _expr(t: Mapping[IExpr, int]) -> IExpr:
    out: IExpr = IConst(0)
    for k, v in sorted(t.items(), key=lambda kv: str(kv[0])):
        term = IConst(v) if k == IConst(1) else ibin("*", IConst(v), k)
        out = ibin("+", out, term)
    return out


def _nonnegative(t: Mapping[IExpr, int]) -> bool:
    return all(v > 0 for v in t.values())


def _as_index(v) -> IExpr | None:
    """An index-valued number (`float(a)`, `float(A0) + float(A1)`) as one index expression."""
    if isinstance(v, IndexValue):
        return v.index
    if isinstance(v, Bin) and v.op in "+-":
        a, b = _as_index(v.a), _as_index(v.b)
        return ibin(v.op, a, b) if a is not None and b is not None else None
    return None


def _bound(cond, var: str) -> IExpr | None:
    """B when cond is `var < B` with B free of var (as the checker writes index compares)."""
    if not (isinstance(cond, Cmp) and cond.op == "<"):
        return None
    a, b = _as_index(cond.a), _as_index(cond.b)
    if a != IVar(var) or b is None or var in ivars(b):
        return None
    return b


@functools.lru_cache(maxsize=_MEMO)
def _simplify(e: IExpr) -> IExpr:
    """An index with its size terms collected (x - A0 + A0 + a -> a)."""
    if not isinstance(e, IBin):
        return e
    a, b = _simplify(e.a), _simplify(e.b)
    e = ibin(e.op, a, b)
    if not isinstance(e, IBin) or e.op not in "+-":
        return e
    # split e into (size terms, other parts) and rebuild with the terms collected
    terms: Terms = {}
    rest: list[tuple[int, IExpr]] = []

    def walk(x: IExpr, sign: int) -> None:
        if isinstance(x, IBin) and x.op in "+-":
            walk(x.a, sign)
            walk(x.b, sign if x.op == "+" else -sign)
        elif (t := _terms(x)) is not None:
            for k, v in t.items():
                terms[k] = terms.get(k, 0) + sign * v
        else:
            rest.append((sign, x))
    walk(e, 1)
    out: IExpr = IConst(0)
    for sign, x in rest:
        out = ibin("+" if sign > 0 else "-", out, x) if not (out == IConst(0) and sign > 0) else x
    t = {k: v for k, v in terms.items() if v}
    return ibin("+", out, _expr(t)) if t else out


def _unchecked(v, var: str, extent: IExpr, dims: dict):
    """Loads whose checked dim is indexed by `var` plus a sum of sizes T over a loop of
    `extent` that T + extent never passes (dim - T - extent is a sum of sizes): in bounds."""
    ext = _terms(extent)

    def inside(i: IExpr, d: IExpr) -> bool:
        if ext is None:
            return False
        v_, t = (var, {}) if i == IVar(var) else _var_plus_terms(i)
        dt = _terms(d)
        if v_ != var or t is None or dt is None or not _nonnegative(t):
            return False
        return _nonnegative(_minus(_minus(dt, t), ext))

    def f(x):
        if isinstance(x, Load):
            index = tuple(_simplify(i) for i in x.index)
            checked = tuple(c and not inside(i, d) for i, d, c in zip(index, dims[x.buffer], x.checked))
            return Load(x.buffer, index, checked)
        if isinstance(x, IndexValue):
            return IndexValue(_simplify(x.index))
        return x
    return map_value(v, f)


def _chain(loop: Loop) -> tuple[list[Loop], Store] | None:
    """The loops from `loop` down to one Store, each the only statement of the one above."""
    loops = [loop]
    while len(loops[-1].body) == 1 and isinstance(loops[-1].body[0], Loop):
        loops.append(loops[-1].body[0])
    last = loops[-1].body
    return (loops, last[0]) if len(last) == 1 and isinstance(last[0], Store) else None


def _rebuild(loops: list[Loop], extent: IExpr, st: Store) -> Loop:
    body: tuple[Stmt, ...] = (st,)
    for k in range(len(loops) - 1, -1, -1):
        body = (replace(loops[k], body=body, extent=extent if k == 0 else loops[k].extent),)
    return body[0]  # type: ignore[return-value]


def _picked(v, var: str) -> Select | None:
    """The outermost `where(var < B, ...)` in v (pre-order), if any."""
    if isinstance(v, Select) and _bound(v.cond, var) is not None:
        return v
    for c in value_children(v):
        if (s := _picked(c, var)) is not None:
            return s
    return None


def _choose(v, sel: Select, arm):
    """v with `sel` replaced by one of its arms (wherever the same where appears), top-down:
    a found `where` is not looked into (a long concat's chain is most of the value)."""
    if isinstance(v, Select):
        if v is sel or v == sel:
            return arm
        return Select(_choose(v.cond, sel, arm), _choose(v.a, sel, arm), _choose(v.b, sel, arm))
    if isinstance(v, Bin):
        return Bin(v.op, _choose(v.a, sel, arm), _choose(v.b, sel, arm))
    if isinstance(v, Cmp):
        return Cmp(v.op, _choose(v.a, sel, arm), _choose(v.b, sel, arm))
    if isinstance(v, Neg):
        return Neg(_choose(v.a, sel, arm))
    if isinstance(v, Fn):
        return Fn(v.name, tuple(_choose(a, sel, arm) for a in v.args))
    if isinstance(v, Lut):
        return Lut(v.table, _choose(v.arg, sel, arm), _choose(v.exact, sel, arm))
    return v


def _split(loop: Loop, dims: dict) -> tuple[Loop, ...]:
    found = _chain(loop)
    if found is None:
        return (loop,)
    loops, st = found
    sel = _picked(st.value, loop.var)
    if sel is None:
        return (loop,)
    arms = _arms(sel, loop.var, loop.extent)
    if not arms:
        return (loop,)
    out: tuple[Loop, ...] = ()
    for start, extent, arm in arms:
        value = _choose(st.value, sel, arm)
        index = st.index
        if start:
            shifted = {loop.var: ibin("+", _expr(start), IVar(loop.var))}
            index = tuple(_simplify(isubst(i, shifted)) for i in index)
            value = _shift(value, shifted)
        value = _unchecked(value, loop.var, _expr(extent), dims)
        out += _split(_rebuild(loops, _expr(extent), Store(st.buffer, index, value)), dims)
    return out


def _arms(sel: Select, var: str, extent: IExpr) -> list[tuple[Terms, Terms, object]]:
    """A chain `where(var < B0, v0, where(var < B1, v1, ... vn))` over 0..extent as
    (start, extent, value) per arm, the bounds rising (each a sum of sizes, so every piece
    is too): [] when even the first bound does not split the loop.

    All arms at once, each shifted once from 0: splitting one bound at a time shifted the
    rest of the chain at every step, cubic in a 32-input concat's inputs (0.37 s of its
    lowering)."""
    ext = _terms(extent)
    if ext is None:
        return []
    arms: list[tuple[Terms, Terms, object]] = []
    start: Terms = {}
    cur: Value = sel
    while isinstance(cur, Select):
        b = _bound(cur.cond, var)
        bt = _terms(b) if b is not None else None
        if bt is None:
            break
        span = _minus(bt, start)
        rest = _minus(ext, bt)
        if not (_nonnegative(span) and _nonnegative(rest)):
            break
        arms.append((start, span, cur.a))
        start, cur = dict(bt), cur.b
    if arms:
        arms.append((start, _minus(ext, start), cur))
    return arms


def _minus(a: Mapping[IExpr, int], b: Mapping[IExpr, int]) -> Terms:
    """a - b as sums of sizes, zero coefficients dropped."""
    d = {k: a.get(k, 0) - b.get(k, 0) for k in set(a) | set(b)}
    return {k: v for k, v in d.items() if v}


def _shift(v, env: dict):
    def f(x):
        if isinstance(x, Load):
            return Load(x.buffer, tuple(isubst(i, env) for i in x.index), x.checked)
        if isinstance(x, IndexValue):
            return IndexValue(_simplify(isubst(x.index, env)))
        if isinstance(x, Cmp):
            return _fold_cmp(x)
        return x
    return map_value(v, f)


def _fold_cmp(c: Cmp) -> Cmp:
    """`a + B < B + A1` as `a < A1` (the shifted bound of a nested where)."""
    lhs, rhs = _as_index(c.a), _as_index(c.b)
    if c.op != "<" or lhs is None or rhs is None:
        return c
    var, terms = _var_plus_terms(lhs)
    rt = _terms(rhs)
    if var is None or terms is None or rt is None:
        return c
    return Cmp("<", IndexValue(IVar(var)), IndexValue(_expr(_minus(rt, terms))))


def _var_plus_terms(e: IExpr) -> tuple[str | None, Terms | None]:
    """e as one index variable plus a sum of sizes, else (None, None)."""
    found: list[str] = []
    terms: Terms = {}

    def walk(x: IExpr, sign: int) -> bool:
        if isinstance(x, IVar):
            found.append(x.name)
            return sign > 0
        if isinstance(x, IBin) and x.op in "+-":
            return walk(x.a, sign) and walk(x.b, sign if x.op == "+" else -sign)
        t = _terms(x)
        if t is None:
            return False
        for k, v in t.items():
            terms[k] = terms.get(k, 0) + sign * v
        return True
    if not walk(e, 1) or len(found) != 1:
        return None, None
    return found[0], {k: v for k, v in terms.items() if v}


def _walk(stmts: tuple[Stmt, ...], dims: dict) -> tuple[Stmt, ...]:
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Loop):
            s = replace(s, body=_walk(s.body, dims))
            out += _split(s, dims)
        else:
            out.append(s)
    return tuple(out)


def split_selects(kernel: Kernel) -> Kernel:
    dims = {b.name: b.dims for b in kernel.buffers}
    body = _walk(kernel.body, dims)
    return kernel if body == kernel.body else kernel.with_body(body)


__all__ = ["split_selects"]
