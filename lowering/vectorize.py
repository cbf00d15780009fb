"""The simd schedule: choose which loop each vector's lanes run along (loops of one
iteration dropped first).

An innermost loop whose stores are contiguous in its index runs in lanes (reductions
inside it keep one accumulator per lane). A reduction outside such a loop runs its
innermost index in lanes when some read is contiguous in it, then combines the lanes.
"""
from __future__ import annotations

from dataclasses import replace

from .split_select import split_selects
from .loops import IConst, Kernel, Loop, Reduce, Stmt, Store, ivars, linear, loads, ssubst, stmt_loads

MIN_LANES = 4


def _contiguous(index, var: str, dims: tuple | None = None) -> bool:
    """The access moves by one element as var does: var is the last index with a
    coefficient of 1 and no other index uses it (trailing dims of size 1 do not count)."""
    if dims is not None:
        while index and len(dims) == len(index) and dims[-1] == IConst(1) and index[-1] == IConst(0):
            index, dims = index[:-1], dims[:-1]
    if not index:
        return False
    lin = linear(index[-1], var)
    return lin is not None and lin[0] == 1 and all(var not in ivars(i) for i in index[:-1])


def _worth(extent) -> bool:
    return not (isinstance(extent, IConst) and extent.value < MIN_LANES)


def _vector_loop(loop: Loop, dims: dict) -> bool:
    if any(isinstance(s, Loop) for s in loop.body) or not _worth(loop.extent):
        return False
    # stores inside reductions too (a scratch row written per reduction step is uniform
    # across these lanes: the loop cannot run in them)
    stores = [s for s in loop.body if isinstance(s, Store)]
    stores += [t for s in loop.body if isinstance(s, Reduce) for t in _nested_stores(s.body)]
    if not all(_contiguous(s.index, loop.var, dims.get(s.buffer)) for s in stores):
        return False
    gathers = [ld for ld in stmt_loads(loop.body)
               if any(loop.var in ivars(i) for i in ld.index) and not _contiguous(ld.index, loop.var,
                                                                                  dims.get(ld.buffer))]
    if not gathers:
        return True
    # lanes along this loop would gather; a reduction inside that reads contiguously
    # runs better in lanes of its own (a row sum, not a column of gathers)
    return not any(isinstance(s, Reduce) and _vector_reduce(s, dims) for s in loop.body)


def _nested_stores(stmts) -> list[Store]:
    out: list[Store] = []
    for s in stmts:
        if isinstance(s, Store):
            out.append(s)
        elif isinstance(s, (Reduce, Loop)):
            out += _nested_stores(s.body)
    return out


def _vector_reduce(r: Reduce, dims: dict) -> bool:
    var, extent = r.loops[-1]
    if not _worth(extent):
        return False
    stores = [s for s in r.body if isinstance(s, Store)]
    if any(isinstance(s, (Loop, Reduce)) for s in r.body) and stores:
        return False
    if not all(_contiguous(s.index, var, dims.get(s.buffer)) for s in stores):
        return False
    return any(_contiguous(ld.index, var, dims.get(ld.buffer)) for ld in stmt_loads(r.body) + loads(r.value))


def _mark(stmts: tuple[Stmt, ...], inside_vector: bool, dims: dict) -> tuple[Stmt, ...]:
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Loop):
            vec = not inside_vector and _vector_loop(s, dims)
            out.append(replace(s, vector=vec, body=_mark(s.body, inside_vector or vec, dims)))
        elif isinstance(s, Reduce):
            vec = not inside_vector and _vector_reduce(s, dims)
            out.append(replace(s, vector=vec, body=_mark(s.body, True, dims)))
        else:
            out.append(s)
    return tuple(out)


JAM_ROWS, JAM_VECTORS = 4, 2  # a 4 x 2-vector register tile: 8 accumulators


def _tileable(outer: Loop, inner: Loop) -> bool:
    """inner, a vector loop of reductions and stores, can be tiled with rows of outer: some
    read depends on outer's index but not on the lanes (a[m, k]), another is contiguous in
    the lanes and free of outer's index (b[k, n]), and the reductions' ranges depend on
    neither."""
    if not (inner.vector and any(isinstance(t, Reduce) for t in inner.body)
            and all(isinstance(t, (Reduce, Store)) and not (isinstance(t, Reduce) and t.vector)
                    for t in inner.body)):
        return False
    lds = stmt_loads(inner.body)
    rows = any(all(inner.var not in ivars(i) for i in ld.index)
               and any(outer.var in ivars(i) for i in ld.index) for ld in lds)
    cols = any(_contiguous(ld.index, inner.var) and all(outer.var not in ivars(i) for i in ld.index)
               for ld in lds)
    free = all(outer.var not in ivars(e) and inner.var not in ivars(e)
               for t in inner.body if isinstance(t, Reduce) for _, e in t.loops)
    return rows and cols and free


# A copy whose lanes gather (a transpose: y[a, b] = x[b, a], lanes along b) takes this many
# rows of the loop its read is contiguous in at once: each gathered line then serves every
# row before it leaves L1 (NHWC -> NCHW of 56x56x256, one thread: 4.5 ms row by row).
GATHER_ROWS = 16


def _gathering_copy(outer: Loop, inner: Loop, dims: dict) -> bool:
    """inner, a vector loop of stores only, reads some buffer across lines (not contiguous
    in the lanes) but contiguously in outer's index: rows of outer share those lines."""
    if not inner.vector or not all(isinstance(t, Store) for t in inner.body):
        return False
    lds = stmt_loads(inner.body)
    return any(not _contiguous(ld.index, inner.var, dims.get(ld.buffer))
               and _contiguous(ld.index, outer.var, dims.get(ld.buffer)) for ld in lds)


def _chain(loop: Loop) -> list[Loop]:
    """The perfectly nested loops from `loop` down to its innermost vector loop."""
    out = [loop]
    while len(out[-1].body) == 1 and isinstance(out[-1].body[0], Loop) and not out[-1].vector:
        out.append(out[-1].body[0])
    return out if out[-1].vector else []


def _rebuild(chain: list[Loop]) -> Loop:
    body = chain[-1]
    for lp in reversed(chain[:-1]):
        body = replace(lp, body=(body,))
    return body


def _jam(stmts: tuple[Stmt, ...], tile: tuple[int, int] = (JAM_ROWS, JAM_VECTORS),
         dims: dict | None = None) -> tuple[Stmt, ...]:
    """Register tiles for contractions: JAM_ROWS rows of an outer loop by JAM_VECTORS vectors
    of the lanes' loop at once, so each vector loaded from b serves every row and each
    broadcast of a serves every vector. The rows' loop need not be the lanes' parent: in a
    perfect nest (every iteration writes its own outputs, so any order is legal) it is
    moved down next to the vector loop, e.g. conv's output channels under its output rows.
    A gathering copy (a transpose) takes GATHER_ROWS rows of the loop its read runs along,
    one vector each, the same way."""
    dims = dims or {}
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Loop):
            chain = _chain(s)
            if len(chain) >= 2:
                vec = chain[-1]
                for k in range(len(chain) - 2, -1, -1):
                    if _tileable(chain[k], vec):
                        rows = replace(chain[k], jam=tile[0])
                        new = chain[:k] + chain[k + 1:-1] + [rows, replace(vec, jam=tile[1])]
                        s = _rebuild(new)
                        break
                    if _gathering_copy(chain[k], vec, dims):
                        rows = replace(chain[k], jam=GATHER_ROWS)
                        s = _rebuild(chain[:k] + chain[k + 1:-1] + [rows, vec])
                        break
                else:
                    s = replace(s, body=_jam(s.body, tile, dims))
            else:
                s = replace(s, body=_jam(s.body, tile, dims))
        out.append(s)
    return tuple(out)


def drop_unit_loops(stmts: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
    """Loops of one iteration replaced by their body at index 0: a view's trailing 1
    (concat's [O, A, 1]) must not be the innermost loop the lanes would run along."""
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Loop) and s.extent == IConst(1):
            out += drop_unit_loops(ssubst(s.body, {s.var: IConst(0)}))
        elif isinstance(s, Loop):
            out.append(replace(s, body=drop_unit_loops(s.body)))
        else:
            out.append(s)
    return tuple(out)


def vectorize(kernel: Kernel, tile: tuple[int, int] = (JAM_ROWS, JAM_VECTORS)) -> Kernel:
    """tile: (rows, vectors) of the register tiles; (1, 1) turns tiling off."""
    kernel = split_selects(kernel.with_body(drop_unit_loops(kernel.body)))
    dims = {b.name: b.dims for b in kernel.buffers}
    if tile == (1, 1):
        return kernel.with_body(_mark(kernel.body, False, dims))
    return kernel.with_body(_jam(_mark(kernel.body, False, dims), tile, dims))
