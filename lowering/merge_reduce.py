"""Merge a row loop into the reduction right after it that reads what the loop wrote.

    for c: e[c] = exp(x[c] - m)          _r = sum over c:
    _r = sum over c: e[c]          ->        t = exp(x[c] - m); e[c] = t
                                             t
The row is produced and reduced in one pass (softmax's exponentials and their sum), and
the reduction takes the value from a register instead of reading it back.
"""
from __future__ import annotations

from dataclasses import replace

from .loops import IVar, Kernel, Let, Load, Local, Loop, Reduce, Stmt, Store, Value, map_value, vsubst


def _merge(loop: Loop, red: Reduce, rounded: frozenset[str]) -> Reduce | None:
    if len(red.loops) != 1 or red.body or red.loops[0][1] != loop.extent:
        return None
    if not all(isinstance(s, (Store, Let)) for s in loop.body):
        return None
    stores = {s.buffer: s for s in loop.body if isinstance(s, Store)}
    if not stores or rounded & set(stores):  # (the register would skip the store's rounding)
        return None
    value = vsubst(red.value, {red.loops[0][0]: IVar(loop.var)})
    names: dict[str, str] = {}
    ok = [True]

    def f(x: Value) -> Value:
        if isinstance(x, Load) and x.buffer in stores:
            if x.index != stores[x.buffer].index:
                ok[0] = False
                return x
            names[x.buffer] = f"{red.name}.{x.buffer}"
            return Local(names[x.buffer])
        return x
    value = map_value(value, f)
    if not ok[0] or not names:
        return None
    body: list[Stmt] = []
    for s in loop.body:
        if isinstance(s, Store) and s.buffer in names:
            body += [Let(names[s.buffer], s.value), Store(s.buffer, s.index, Local(names[s.buffer]))]
        else:
            body.append(s)
    return Reduce(red.name, red.kind, ((loop.var, loop.extent),), tuple(body), value, ty=red.ty)


def _walk(stmts: tuple[Stmt, ...], rounded: frozenset[str]) -> tuple[Stmt, ...]:
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Loop):
            s = replace(s, body=_walk(s.body, rounded))
        elif isinstance(s, Reduce):
            s = replace(s, body=_walk(s.body, rounded))
        if isinstance(s, Reduce) and out and isinstance(out[-1], Loop):
            merged = _merge(out[-1], s, rounded)
            if merged is not None:
                out[-1] = merged
                continue
        out.append(s)
    return tuple(out)


def merge_reductions(kernel: Kernel) -> Kernel:
    rounded = frozenset(b.name for b in kernel.buffers if b.elem not in ("f32", "i32"))
    return kernel.with_body(_walk(kernel.body, rounded))
