"""Channels-last depthwise convolution as direct vector code, vectors along channels.

The nest it takes (depthwise_nhwc, and its fused epilogues):

    out[n, p, q, c] = f(sum over r, s of x[n, sh*p + dh*r + oh, sw*q + dw*s + ow, c] * w[r, s, c])

Per output row (n, p), threads splitting the rows: the kernel rows r whose input row is in
bounds (the others skipped, so padding adds nothing); per vector of channels, the
interior pixels (every tap in bounds) in tiles of T pixels side by side, each tap's
weight vector loaded once for the tile and, for 3x3 and 5x5 windows (checked at run
time), the taps written out so loads shared by neighbouring pixels (stride 1: pixel t's
tap s is pixel t+1's tap s-1) are loaded once; border pixels one at a time with each
tap's column checked. f is applied at each vector's store by the ordinary emitter.
Every output sums its taps in the same order (r, then s) on every path.
"""
from __future__ import annotations

from dataclasses import dataclass

from .codegen import Ctx, Emitter, Lanes, V, symbol_of
from .llir import Module
from .rewrite import rewrite_epilogue
from .contraction import _nest
from .irtext import IRText, VecText, flat_index
from .loops import (Bin, IBin, IConst, IExpr, IVar, Kernel, Load, Local, Loop, Reduce, Store, ivars, loads, product,
                    split_affine, subvalues)

TILES = (8, 4, 2, 1)  # interior pixels computed side by side: tiles of 8, then what is left
WINDOWS = (3, 5)  # window widths (S) whose taps are written out


@dataclass(frozen=True)
class Depthwise:
    kernel: Kernel
    loops: tuple[tuple[str, IExpr], ...]  # (batch, p, q, c)
    red: tuple[tuple[str, IExpr], ...]  # (r, s)
    x: Load
    w: Load
    store: Store
    acc: str
    stride: tuple[int, int]
    dilation: tuple[int, int]
    offset: tuple[int, int]


def match(kernel: Kernel) -> Depthwise | None:
    """The depthwise conv in the kernel: one perfect nest ending in r = sum(x * w) and a
    store of f(r), both factors moving with the innermost loop c (so it is no
    contraction.ProductSum)."""
    if kernel.tables or any(b.role == "scratch" for b in kernel.buffers):
        return None
    nest, inner = _nest(kernel.body)
    if len(nest) != 4 or len(inner) != 2 or not isinstance(inner[0], Reduce) or not isinstance(inner[1], Store):
        return None
    rd, st = inner
    if rd.kind != "sum" or rd.body or len(rd.loops) != 2 or not (isinstance(rd.value, Bin) and rd.value.op == "*"):
        return None
    x, w = rd.value.a, rd.value.b
    if not (isinstance(x, Load) and isinstance(w, Load)):
        return None
    if any(isinstance(v, Local) and v.name != rd.name for v in subvalues(st.value)):
        return None
    if any(ivars(e) & {v for v, _ in rd.loops} for ld in loads(st.value) for e in ld.index):
        return None
    loops = [(lp.var, lp.extent) for lp in nest]
    red = tuple(rd.loops)
    (nb, _), (p, _), (q, _), (c, _) = loops
    (r, _), (s, _) = red
    if st.index != tuple(IVar(v) for v, _ in loops):
        return None
    x, w = (x, w) if len(x.index) == 4 else (w, x)
    if len(w.index) != 3 or w.index != (IVar(r), IVar(s), IVar(c)) or any(w.checked):
        return None
    if len(x.index) != 4 or x.index[3] != IVar(c) or x.checked[3] or x.checked[0] or ivars(x.index[0]) - {nb}:
        return None
    geometry = []
    for e, (o, t) in zip(x.index[1:3], ((p, r), (q, s))):
        if ivars(e) - {o, t}:
            return None
        aff = split_affine(e, [o, t])
        if aff is None or not isinstance(aff[1], IConst) or aff[0][o] < 1 or aff[0][t] < 0:
            return None
        geometry.append((aff[0][o], aff[0][t], aff[1].value))
    if st.buffer in (x.buffer, w.buffer):
        return None
    (sh, dh, oh), (sw, dw, ow) = geometry
    return Depthwise(kernel, tuple(loops), red, x, w, st, rd.name, (sh, sw), (dh, dw), (oh, ow))


def facade(d: Depthwise) -> Kernel:
    """One parallel loop over the output rows (threads split it); its body costs a row."""
    _, inner = _nest(d.kernel.body)
    (_, N), (_, P), (q, Q), _ = d.loops
    note = f"depthwise: a row at a time, vectors along channels, {TILES[0]} interior pixels side by side"
    return Kernel(d.kernel.name, d.kernel.buffers, d.kernel.sizes,
                  (Loop("_row", product([N, P]), (Loop(q, Q, tuple(inner)),), note=note),))


def generate(d: Depthwise, lanes: Lanes) -> str:
    if lanes.scalable:
        raise ValueError("depthwise lowering needs fixed-width vectors")
    module = Module()
    module.global_("jr.zero", "internal constant float 0.0, align 4")
    g = _Gen(d, lanes, module)
    module.function(g.function())
    for line in sorted(g.decls):
        module.declare_text(line)
    return module.text()


class _Gen(VecText):
    def __init__(self, d: Depthwise, lanes: Lanes, module: Module):
        super().__init__(lanes.count)
        self.d, self.k = d, d.kernel
        self.em = Emitter(d.kernel, lanes, precise=False, module=module)
        self.f = rewrite_epilogue(d.kernel, d.store, d.acc, d.loops[3][0])  # f at each vector's store
        self.ir = IRText()

    def function(self) -> str:
        d, k, ir = self.d, self.k, self.ir
        ptrs = [b for b in k.buffers if b.role != "scratch"]
        args = [f"ptr noalias %buf.{b.name}" for b in ptrs] + ["ptr noalias %scratch"]
        args += [f"i64 %size.{z}" for z in k.sizes] + ["i64 %range.lo", "i64 %range.hi"]
        ir.block("entry")
        (self.nb, N), (self.p, P), (self.q, Q), (self.c, C) = [(v, ir.ix(e, {})) for v, e in d.loops]
        (self.r, R), (self.s, S) = [(v, ir.ix(e, {})) for v, e in d.red]
        self.N, self.P, self.Q, self.C, self.R, self.S = N, P, Q, C, R, S
        xdims = k.buffer(d.x.buffer).dims
        self.H, self.W = ir.ix(xdims[1], {}), ir.ix(xdims[2], {})
        self.x_flat = flat_index(k, d.x.buffer, d.x.index)
        self.w_flat = flat_index(k, d.w.buffer, d.w.index)
        hi = ir.min("%range.hi", ir.i("mul", N, P))
        ir.loop("%range.lo", hi, self.row)
        ir.emit("ret void")
        return ir.function(f"define void @\"{symbol_of(k)}\"({', '.join(args)}) nounwind")

    def _first(self, base: str, coef: int, limit: str) -> tuple[str, str]:
        """[lo, hi) of j >= 0 with 0 <= base + coef * j < limit (coef > 0, or 0: all or none)."""
        ir = self.ir
        if coef == 0:
            ok = ir.op(f"and i1 {ir.i('icmp sge', base, '0')}, {ir.i('icmp slt', base, limit)}")
            return "0", ir.op(f"select i1 {ok}, i64 {1 << 40}, i64 0")
        lo = ir.max("0", self._ceil(ir.i("sub", "0", base), coef))
        hi = ir.i("add", self._floor(ir.i("sub", ir.i("sub", limit, "1"), base), coef), "1")
        return lo, hi

    def _ceil(self, a: str, c: int) -> str:
        return self._floor(self.ir.i("add", a, str(c - 1)), c)

    def _floor(self, a: str, c: int) -> str:
        """floor(a / c), c > 0, for any sign of a."""
        return a if c == 1 else self.ir.ix(IBin("/", IVar("a"), IConst(c)), {"a": a})

    def row(self, row: str) -> None:
        d, ir = self.d, self.ir
        (sh, sw), (dh, dw), (oh, ow) = d.stride, d.dilation, d.offset
        n, p = ir.i("sdiv", row, self.P), ir.i("srem", row, self.P)
        hbase = ir.i("add", ir.i("mul", p, str(sh)), str(oh))
        r0, r1 = self._first(hbase, dh, self.H)
        r1 = ir.max(r0, ir.min(self.R, r1))
        # interior pixels: every tap's column in bounds, sw*q + ow >= 0 and
        # sw*q + dw*(S-1) + ow <= W - 1
        span = ir.i("mul", str(dw), ir.max(ir.i("sub", self.S, "1"), "0"))
        qa = ir.min(self.Q, ir.max("0", self._ceil(ir.i("sub", "0", str(ow)), sw)))
        qb = ir.i("add", self._floor(ir.i("sub", ir.i("sub", ir.i("sub", self.W, "1"), str(ow)), span), sw), "1")
        qb = ir.max(qa, ir.min(self.Q, qb))
        rowenv = dict(n=n, p=p, hbase=hbase, r0=r0, r1=r1, qa=qa, qb=qb)

        def vector(cv: str) -> None:
            mask = ir.op(f"call {self.mt} {self.lane_mask()}(i64 {cv}, i64 {self.C})")
            env = dict(rowenv, cv=cv, mask=mask)
            ir.loop("0", qa, lambda q: self.border(env, q))
            start = qa
            for size in TILES:  # the interior in tiles of 8, then 4, 2, 1 pixels
                n = ir.i("sdiv", ir.i("sub", qb, start), str(size))
                end = ir.i("add", start, ir.i("mul", n, str(size)))
                ir.loop(start, end, lambda q0, size=size: self.tile(env, q0, size), step=str(size))
                start = end
            ir.loop(qb, self.Q, lambda q: self.border(env, q))
        ir.loop("0", self.C, vector, step=str(self.L))

    def xptr(self, env: dict, r: str, col: str) -> str:
        """&x[n, h(r), col, cv]."""
        d, ir = self.d, self.ir
        h = ir.i("add", env["hbase"], ir.i("mul", r, str(d.dilation[0])))
        (e1, e2) = d.x.index[1:3]
        # x's flat index at (n, this h, this col, cv): the h and w expressions replaced
        flat = flat_index(self.k, d.x.buffer, (d.x.index[0], IVar("_h"), IVar("_w"), d.x.index[3]))
        off = ir.ix(flat, {self.nb: env["n"], "_h": h, "_w": col, self.c: env["cv"]})
        return ir.op(f"getelementptr float, ptr %buf.{d.x.buffer}, i64 {off}")

    def wvec(self, env: dict, r: str, s: str) -> str:
        off = self.ir.ix(self.w_flat, {self.r: r, self.s: s, self.c: env["cv"]})
        p = self.ir.op(f"getelementptr float, ptr %buf.{self.d.w.buffer}, i64 {off}")
        return self.load(self.ir, p, env["mask"])

    def col(self, q: str, s: str) -> str:
        (_, sw), (_, dw), (_, ow) = self.d.stride, self.d.dilation, self.d.offset
        ir = self.ir
        return ir.i("add", ir.i("add", ir.i("mul", q, str(sw)), ir.i("mul", s, str(dw))), str(ow))

    def border(self, env: dict, q: str) -> None:
        """One pixel whose taps may fall outside the row: a tap whose column is out of
        bounds keeps the sum as it is (a select, so it adds nothing even against an inf
        weight); its load reads a clamped, in-bounds column instead."""
        ir = self.ir
        acc = self.zeroed_slots(ir, 1, "bacc")[0]

        def taps(r: str, s_list) -> None:
            for s in s_list:
                col = self.col(q, s)
                ok = ir.op(f"and i1 {ir.i('icmp sge', col, '0')}, {ir.i('icmp slt', col, self.W)}")
                safe = ir.op(f"select i1 {ok}, i64 {col}, i64 0")
                xv = self.load(ir, self.xptr(env, r, safe), env["mask"])
                old = ir.op(f"load {self.vt}, ptr {acc}")
                new = ir.op(f"call {self.vt} {self.fmuladd()}({self.vt} {xv}, {self.vt} {self.wvec(env, r, s)}, "
                            f"{self.vt} {old})")
                ir.emit(f"store {self.vt} {ir.op(f'select i1 {ok}, {self.vt} {new}, {self.vt} {old}')}, ptr {acc}")
        self.windows(env, lambda r, s_list: taps(r, s_list))
        self.store_out(env, q, ir.op(f"load {self.vt}, ptr {acc}"))

    def windows(self, env: dict, taps) -> None:
        """taps(r, [s...]) over the kernel rows in bounds: 3- and 5-wide windows written out
        (their width checked at run time), others as a loop over s."""
        ir = self.ir
        done = ir.label("taps.done")
        for width in WINDOWS:
            here, nxt = ir.label(f"win{width}"), ir.label("winnext")
            ir.emit(f"br i1 {ir.i('icmp eq', self.S, str(width))}, label %{here}, label %{nxt}")
            ir.block(here)
            ir.loop(env["r0"], env["r1"], lambda r, width=width: taps(r, [str(s) for s in range(width)]))
            ir.emit(f"br label %{done}")
            ir.block(nxt)
        ir.loop(env["r0"], env["r1"], lambda r: ir.loop("0", self.S, lambda s: taps(r, [s])))
        ir.emit(f"br label %{done}")
        ir.block(done)

    def tile(self, env: dict, q0: str, size: int) -> None:
        """`size` interior pixels side by side, each tap's weight loaded once for them."""
        ir = self.ir
        accs = self.zeroed_slots(ir, size, "tacc")
        qs = [ir.i("add", q0, str(t)) for t in range(size)]

        def taps(r: str, s_list) -> None:
            for s in s_list:
                wv = self.wvec(env, r, s)
                for t in range(size):
                    xv = self.load(ir, self.xptr(env, r, self.col(qs[t], s)), env["mask"])
                    self.fma_into(ir, accs[t], xv, wv)
        self.windows(env, taps)
        for t in range(size):
            self.store_out(env, qs[t], ir.op(f"load {self.vt}, ptr {accs[t]}"))

    def store_out(self, env: dict, q: str, acc: str) -> None:
        """out[n, p, q, cv + lanes] = f(acc), by the ordinary emitter."""
        d, ir, em = self.d, self.ir, self.em
        em.n, em.lines, em.allocas = ir.n, [], []
        idx = {self.nb: V(env["n"], "i"), self.p: V(env["p"], "i"), self.q: V(q, "i"), self.c: V(env["cv"], "i")}
        ctx = Ctx(idx=idx, locals={d.acc: V(acc, "f", True)}, vvar=self.c, mask=V(env["mask"], "b", True))
        em.store(self.f, ctx)
        ir.lines += em.lines
        ir.allocas += em.allocas
        ir.n = em.n
