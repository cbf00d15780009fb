"""Statement nests -> one kernel: fuse statements that share outer loops, place temporaries.

Consecutive statements whose leading loops have the same extents share those loops when
every read of a tensor written inside the group uses the shared indices in the same
position. A temporary read only inside its group then lives per iteration of the shared
loops: a register (`Let`) when nothing of it is left, else a small scratch row. Others
are stored whole in scratch. Reductions are computed at the outermost loop where all
their indices are bound.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from .build import Nest
from .loops import (Buffer, IConst, IExpr, IndexValue, IVar, Kernel, Let, Load, Local, Loop,
                    Reduce, Stmt, Store, Value, ibin, isubst, ivars, loads, map_value,
                    stmt_loads, stmt_values, subvalues, vsubst)


@dataclass
class _Group:
    prefix: list[tuple[str, IExpr]]
    members: list[Nest]


def _nest_loads(n: Nest) -> list[Load]:
    return stmt_loads(n.prelude) + loads(n.value)


def _renamed(v: str, env: dict[str, IExpr]) -> str:
    """A loop variable after substitution: renamed when env maps it to another variable."""
    e = env.get(v)
    return e.name if isinstance(e, IVar) else v


def _subst_stmts(stmts: Iterable[Stmt], env: dict[str, IExpr]) -> tuple[Stmt, ...]:
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Reduce):
            loops = tuple((_renamed(v, env), isubst(e, env)) for v, e in s.loops)
            out.append(replace(s, loops=loops, body=_subst_stmts(s.body, env),
                               value=vsubst(s.value, env)))
        elif isinstance(s, Let):
            out.append(Let(s.name, vsubst(s.value, env)))
        elif isinstance(s, Store):
            out.append(Store(s.buffer, tuple(isubst(i, env) for i in s.index),
                             vsubst(s.value, env)))
    return tuple(out)


def _reduce_vars(stmts) -> set[str]:
    out: set[str] = set()
    for s in stmts:
        if isinstance(s, Reduce):
            out |= {v for v, _ in s.loops} | _reduce_vars(s.body)
    return out


def _rename(n: Nest, env: dict[str, IExpr]) -> Nest:
    loops = tuple((env[v].name if v in env else v, isubst(e, env)) for v, e in n.loops)  # type: ignore[union-attr]
    return Nest(loops, _subst_stmts(n.prelude, env), n.target,
                tuple(isubst(i, env) for i in n.index), vsubst(n.value, env))


def _try_join(g: _Group, n: Nest, fresh) -> Nest | None:
    d = 0
    while d < min(len(g.prefix), len(n.loops)) and g.prefix[d][1] == n.loops[d][1]:
        d += 1
    if d == 0:
        return None
    shared = {v for v, _ in g.prefix[:d]}
    env: dict[str, IExpr] = {n.loops[k][0]: IVar(g.prefix[k][0]) for k in range(d)}
    for v in [v for v, _ in n.loops[d:]] + sorted(_reduce_vars(n.prelude)):
        if v in shared:
            env[v] = IVar(fresh(v))
    n2 = _rename(n, env)
    written = {m.target for m in g.members}
    while d > 0:
        want = tuple(IVar(v) for v, _ in g.prefix[:d])
        if all(ld.index[:d] == want for ld in _nest_loads(n2) if ld.buffer in written):
            break
        d -= 1
    if d == 0:
        return None
    del g.prefix[d:]
    return n2


def group(nests: list[Nest]) -> list[_Group]:
    counter = [0]

    def fresh(v: str) -> str:
        counter[0] += 1
        return f"{v}_{counter[0]}"

    groups: list[_Group] = []
    for n in nests:
        joined = _try_join(groups[-1], n, fresh) if groups else None
        if joined is not None:
            groups[-1].members.append(joined)
        else:
            groups.append(_Group(list(n.loops), [n]))
    return groups


def _free_vars(s: Reduce) -> set[str]:
    names: set[str] = {v for _, e in _reduce_loops([s]) for v in ivars(e)}
    for v in stmt_values([s]):
        for x in subvalues(v):
            if isinstance(x, Load):
                names.update(*(ivars(i) for i in x.index))
            elif isinstance(x, IndexValue):
                names.update(ivars(x.index))
    return names - {v for v, _ in s.loops} - _reduce_vars(s.body)


def _reduce_loops(stmts) -> list[tuple[str, IExpr]]:
    out: list[tuple[str, IExpr]] = []
    for t in stmts:
        if isinstance(t, Reduce):
            out += list(t.loops) + _reduce_loops(t.body)
    return out


def _nest_body(loops, prelude, final: Stmt, locals_: set[str]) -> tuple[Stmt, ...]:
    """Wrap prelude + final in loops, placing each reduction at its outermost legal level."""
    levels: list[list[Stmt]] = [[] for _ in range(len(loops) + 1)]
    bound_at = {v: k + 1 for k, (v, _) in enumerate(loops)}
    placed_at: dict[str, int] = {}
    for s in prelude:
        level = 0
        if isinstance(s, Reduce):
            for v in _free_vars(s):
                level = max(level, bound_at.get(v, 0))
            for loc in _value_locals(s):
                level = max(level, placed_at.get(loc, len(loops)))
        else:
            level = len(loops)
        placed_at[s.name] = level  # type: ignore[union-attr]
        levels[level].append(s)
    levels[len(loops)].append(final)
    body: tuple[Stmt, ...] = tuple(levels[len(loops)])
    for k in range(len(loops) - 1, -1, -1):
        v, e = loops[k]
        body = tuple(levels[k]) + (Loop(v, e, body),)
    return body


def _value_locals(s: Stmt) -> set[str]:
    return {x.name for v in stmt_values([s]) for x in subvalues(v) if isinstance(x, Local)}


def fuse(name: str, nests: list[Nest], dims: dict[str, tuple[IExpr, ...]],
         inputs: list[str], outputs: list[str], sizes: list[str], elems: dict[str, str] | None = None) -> Kernel:
    """elems: tensors' element types besides f32 (temporaries: i32 where they are)."""
    elems = elems or {}
    groups = group(nests)
    readers: dict[str, set[int]] = {}
    for gi, g in enumerate(groups):
        for m in g.members:
            for ld in _nest_loads(m):
                readers.setdefault(ld.buffer, set()).add(gi)
    # where each temporary lives
    lets: set[str] = set()
    rows: dict[str, int] = {}  # temporary -> leading dims dropped
    full: list[str] = []
    for gi, g in enumerate(groups):
        d = len(g.prefix)
        for m in g.members:
            if m.target in outputs:
                continue
            if readers.get(m.target, set()) <= {gi}:
                if len(m.loops) == d:
                    lets.add(m.target)
                else:
                    rows[m.target] = d
            else:
                full.append(m.target)

    def place(v: Value) -> Value:
        def f(x: Value) -> Value:
            if isinstance(x, Load):
                if x.buffer in lets:
                    return Local(x.buffer)
                if x.buffer in rows:
                    d = rows[x.buffer]
                    return Load(x.buffer, x.index[d:], x.checked[d:])
            return x
        return map_value(v, f)

    def place_stmts(stmts: Iterable[Stmt]) -> tuple[Stmt, ...]:
        out: list[Stmt] = []
        for s in stmts:
            if isinstance(s, Reduce):
                out.append(replace(s, body=place_stmts(s.body), value=place(s.value)))
            elif isinstance(s, Let):
                out.append(Let(s.name, place(s.value)))
        return tuple(out)

    body: list[Stmt] = []
    for g in groups:
        d = len(g.prefix)
        inner: list[Stmt] = []
        for m in g.members:
            value = place(m.value)
            if m.target in lets:
                final: Stmt = Let(m.target, value)
            elif m.target in rows:
                final = Store(m.target, m.index[d:], value)
            else:
                final = Store(m.target, m.index, value)
            inner += _nest_body(m.loops[d:], place_stmts(m.prelude), final, lets)
        if d:
            stmts: tuple[Stmt, ...] = tuple(inner)
            for k in range(d - 1, -1, -1):
                v, e = g.prefix[k]
                note = ""
                if k == d - 1 and len(g.members) > 1:
                    note = "fused: " + ", ".join(m.target for m in g.members)
                stmts = (Loop(v, e, stmts, note=note),)
            body += stmts
        else:
            body += inner
    # scratch layout: rows and whole temporaries, each 64-byte aligned
    buffers = [Buffer(n, "input", dims[n], elem=elems.get(n, "f32")) for n in inputs]
    buffers += [Buffer(n, "output", dims[n], elem=elems.get(n, "f32")) for n in outputs]
    offset: IExpr = IConst(0)
    for t in list(rows) + full:
        tdims = dims[t][rows.get(t, 0):]
        buffers.append(Buffer(t, "scratch", tdims, offset, elems.get(t, "f32")))
        count: IExpr = IConst(1)
        for dd in tdims:
            count = ibin("*", count, dd)
        offset = ibin("+", offset, ibin("*", ibin("/", ibin("+", count, IConst(15)), IConst(16)), IConst(16)))
    return Kernel(name, tuple(buffers), tuple(sizes), tuple(body), offset)
