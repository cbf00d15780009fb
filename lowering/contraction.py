"""Recognize a contraction in the loop IR: out[..., m, n] = f(sum over ks of A * B).

A kernel whose loops form one perfect nest ending in `r = sum(A[...] * B[...])` and one
store of `f(r, ...)` is a matrix product in disguise: matmul, batched matmul, gemm with
any transposes, and convolution (B gathers the input window, A reads the weights, the
window position is an outer loop). Such a kernel runs as a packed, register-blocked
GEMM (gemm.py) instead of a loop nest; f becomes a small epilogue kernel over each tile,
lowered by the ordinary pipeline so every builtin works in it.

Roles, from the loop IR alone:
  n       the innermost loop; the output is contiguous in it; B depends on it, A not.
  m       the innermost other loop that B does not depend on (extent 1 if there is none).
  outer   every other loop of the nest (batch, conv's output row): a GEMM per value.
Every index of A and B must be affine in the loop variables with integer coefficients;
anything else (grouped convs whose input channel depends on m, pooling) is no match.
"""
from __future__ import annotations

from dataclasses import dataclass

from .loops import (Bin, IBin, IConst, IExpr, IndexValue, ISize, IVar, Kernel, Load, Local, Loop, Reduce, Stmt,
                    Store, ibin, isubst, ivars, loads, map_value, split_affine, subvalues, vsubst)


@dataclass(frozen=True)
class Contraction:
    kernel: Kernel  # the fused loop IR it was found in
    outer: tuple[tuple[str, IExpr], ...]
    m: tuple[str, IExpr]  # ("", IConst(1)) when the output has no row loop
    n: tuple[str, IExpr]
    red: tuple[tuple[str, IExpr], ...]  # reduction loops, outermost first
    a: Load  # independent of n
    b: Load  # depends on n, not on m
    store: Store  # out[...] = f(Local(r))
    r: str  # the reduction's name
    n2: tuple[str, IExpr] | None = None  # an outer loop fused with n: out[..., n2, n] is one run
    panel: str | int | None = None  # B laid out as panels, b[n / P, k, n % P]: P (see _panel)

    @property
    def columns(self) -> IExpr:
        """The GEMM's N: n, or n2 x n when the output rows are contiguous (conv's pixels)."""
        return ibin("*", self.n2[1], self.n[1]) if self.n2 else self.n[1]

    @property
    def out(self) -> str:
        return self.store.buffer

    @property
    def has_epilogue(self) -> bool:
        return self.store.value != Local(self.r)


def _nest(stmts: tuple[Stmt, ...]) -> tuple[list[Loop], tuple[Stmt, ...]]:
    loops: list[Loop] = []
    while len(stmts) == 1 and isinstance(stmts[0], Loop):
        loops.append(stmts[0])
        stmts = stmts[0].body
    return loops, stmts


def _affine(ld: Load, names: set[str]) -> bool:
    """Every index of ld is affine with integer coefficients in the loop variables."""
    return all(split_affine(e, sorted(ivars(e) & names)) is not None for e in ld.index)


@dataclass(frozen=True)
class ProductSum:
    """Where contractions and stencils start: one perfect nest ending in `r = sum(fixed *
    moving)` and one store of f(r), indexed by each loop variable once with the innermost
    last; `fixed` does not depend on the innermost loop, `moving` does."""
    loops: tuple[Loop, ...]
    red: Reduce
    store: Store
    fixed: Load
    moving: Load

    @property
    def names(self) -> list[str]:
        return [lp.var for lp in self.loops]


def product_sum(kernel: Kernel) -> ProductSum | None:
    if kernel.tables or any(b.role == "scratch" for b in kernel.buffers):
        return None
    loops, inner = _nest(kernel.body)
    if not loops or len(inner) != 2:
        return None
    red, st = inner
    if not isinstance(red, Reduce) or not isinstance(st, Store):
        return None
    if red.kind != "sum" or red.body or not red.loops or not (isinstance(red.value, Bin) and red.value.op == "*"):
        return None
    x, y = red.value.a, red.value.b
    if not (isinstance(x, Load) and isinstance(y, Load)):
        return None
    names = [lp.var for lp in loops]
    n = names[-1]
    if st.index != tuple(IVar(v) for v in _store_order(st, names)) or st.index[-1] != IVar(n):
        return None
    if n in ivars_of(x):
        x, y = y, x
    if n in ivars_of(x) or n not in ivars_of(y):
        return None
    if any(isinstance(v, Local) and v.name != red.name for v in subvalues(st.value)):
        return None
    return ProductSum(tuple(loops), red, st, x, y)


def _panel(b: Load, n: str, rvars: set[str]) -> str | int | None:
    """The panel width P when B is read as panels laid out once (constant weights,
    matmul_panels): b[n / P, k, n % P], panel j holding columns jP..jP+P-1 for every k, one
    run of memory. A number where the call compiled it in (CheckedOp.panel_sizes), else the
    size's name."""
    if len(b.index) != 3:
        return None
    i0, i1, i2 = b.index
    if (isinstance(i0, IBin) and i0.op == "/" and i0.a == IVar(n) and isinstance(i0.b, (ISize, IConst))
            and isinstance(i2, IBin) and i2.op == "%" and i2.a == IVar(n) and i2.b == i0.b
            and isinstance(i1, IVar) and i1.name in rvars and not b.checked[1]):
        return i0.b.name if isinstance(i0.b, ISize) else i0.b.value
    return None


def match(kernel: Kernel, ps: ProductSum) -> Contraction | None:
    """The contraction of the kernel whose product_sum is ps, if it is one."""
    loops, red, st, a, b = ps.loops, ps.red, ps.store, ps.fixed, ps.moving
    names = ps.names
    n = names[-1]
    rvars = {v for v, _ in red.loops}
    allv = set(names) | rvars
    panel = _panel(b, n, rvars) if len(red.loops) == 1 else None
    if not (_affine(a, allv) and (panel or _affine(b, allv))):
        return None
    if any(ivars(e) & rvars for ld in loads(st.value) for e in ld.index):
        return None
    extents = {lp.var: lp.extent for lp in loops}
    cand = [v for v in names[:-1] if v not in ivars_of(b)]
    m = (cand[-1], extents[cand[-1]]) if cand else ("", IConst(1))
    outer = tuple((v, extents[v]) for v in names[:-1] if v != m[0])
    n2 = None
    row = st.index[-2] if len(st.index) >= 2 else None
    if (isinstance(row, IVar) and row.name in dict(outer) and row.name not in ivars_of(a)
            and kernel.buffer(st.buffer).dims[-1] == extents[n]):
        # out[..., p, q] over whole rows is contiguous in (p, q): one long N (conv's pixels),
        # so narrow rows (28 wide) still fill whole register tiles
        n2 = (row.name, extents[row.name])
        outer = tuple(o for o in outer if o[0] != row.name)
    if panel:
        n2 = None
    return Contraction(kernel, outer, m, (n, extents[n]), tuple(red.loops), a, b, st, red.name, n2, panel)


def _store_order(st: Store, names: list[str]) -> list[str]:
    """The loop variables in the order the store indexes them (it must index each once)."""
    got = [e.name for e in st.index if isinstance(e, IVar)]
    return got if sorted(got) == sorted(names) and len(got) == len(st.index) else []


def ivars_of(ld: Load) -> set[str]:
    return set().union(*(ivars(e) for e in ld.index)) if ld.index else set()


# --- the kernels the runtime sees ----------------------------------------------------

TILE_SIZES = ("_mt0", "_mtc", "_nt0", "_ntc")


def epilogue_kernel(c: Contraction) -> Kernel:
    """f applied in place over one tile: out[o, m0 + i, n0 + j] = f(out[o, m0 + i, n0 + j]).

    Its extra sizes are the outer loops' values (`_o0`, ...) and the tile's origin and
    extent (TILE_SIZES), so each work item finishes exactly its own part of the output."""
    rows = c.outer + ((c.n2,) if c.n2 else ())  # the epilogue runs per output row
    env: dict[str, IExpr] = {v: ISize(f"_o{k}") for k, (v, _) in enumerate(rows)}
    if c.m[0]:
        env[c.m[0]] = ibin("+", ISize("_mt0"), IVar("_mi"))
    env[c.n[0]] = ibin("+", ISize("_nt0"), IVar("_ni"))
    index = tuple(isubst(e, env) for e in c.store.index)
    acc = Load(c.out, index, (False,) * len(index))

    value = map_value(vsubst(c.store.value, env), lambda v: acc if v == Local(c.r) else v)
    body: tuple[Stmt, ...] = (Store(c.out, index, value),)
    body = (Loop("_ni", ISize("_ntc"), body),)
    if c.m[0]:
        body = (Loop("_mi", ISize("_mtc"), body),)
    sizes = c.kernel.sizes + tuple(f"_o{k}" for k in range(len(rows))) + TILE_SIZES
    return Kernel(f"{c.kernel.name}.epilogue", c.kernel.buffers, sizes, body)


def epilogue_rows_accesses(c: Contraction) -> tuple[tuple[str, tuple[IExpr, ...]], ...] | None:
    """The epilogue's accesses that name conv's output row (n2) or column (n), when a run
    of whole output rows may be finished as one long row: n2 and n then appear only in
    unchecked indices and never as numbers, so out[pr, q + Q] is out[pr + 1, q] exactly
    where every access moves Q times as far along n2 as along n (checked at run time).
    None when that can never hold."""
    if c.n2 is None:
        return None
    names = {c.n[0], c.n2[0]}
    acc = [(c.out, c.store.index)]
    for v in subvalues(c.store.value):
        if isinstance(v, IndexValue) and names & ivars(v.index):
            return None
        if isinstance(v, Load) and any(names & ivars(e) for e in v.index):
            if any(chk and names & ivars(e) for e, chk in zip(v.index, v.checked)):
                return None
            acc.append((v.buffer, v.index))
    return tuple(acc)
