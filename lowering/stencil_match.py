"""Find a stencil in the loop IR (stencil.py lowers it):

    out[o..., q] = f(sum over red of W[...] * X[...])

where q (the innermost loop) is the output's contiguous index, W does not depend on q,
and every index of X is affine in q and the reduction variables (integer coefficients;
the rest may be any function of the outer loops, such as a grouped conv's channel
`k / (K / group) * (C / group) + c`). Depthwise and grouped convolutions are such nests
that are no GEMM (contraction.match refuses them: X depends on the output channel).
"""
from __future__ import annotations

from dataclasses import dataclass

from .contraction import ProductSum
from .loops import IExpr, Kernel, Load, Store, ivars, split_affine, subvalues


@dataclass(frozen=True)
class Stencil:
    kernel: Kernel  # the fused loop IR it was found in
    outer: tuple[tuple[str, IExpr], ...]  # every loop but q, outermost first (the rows)
    q: tuple[str, IExpr]
    red: tuple[tuple[str, IExpr], ...]
    w: Load  # independent of q
    x: Load  # depends on q; affine in q and red
    store: Store  # out[...] = f(Local(r))
    r: str

    @property
    def out(self) -> str:
        return self.store.buffer


def match(kernel: Kernel, ps: ProductSum) -> Stencil | None:
    """The stencil in the kernel; asked only of kernels that are no contraction (a GEMM
    serves those better: lower_kernel tries contraction.match first)."""
    loops, red, st, w, x = ps.loops, ps.red, ps.store, ps.fixed, ps.moving
    names = ps.names
    q = names[-1]
    rvars = [v for v, _ in red.loops]
    if any(split_affine(e, [q] + rvars) is None for e in x.index):
        return None
    if x.buffer == st.buffer or w.buffer == st.buffer:
        return None
    vals = list(subvalues(st.value))
    if any(ivars(e) & set(rvars) for v in vals if isinstance(v, Load) for e in v.index):
        return None
    if any(isinstance(v, Load) and v.buffer == st.buffer for v in vals):
        return None
    extents = {lp.var: lp.extent for lp in loops}
    return Stencil(kernel, tuple((v, extents[v]) for v in names[:-1]), (q, extents[q]), tuple(red.loops),
                   w, x, st, red.name)
