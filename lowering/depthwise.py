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

import functools
from dataclasses import dataclass
from typing import Callable

from .codegen import Ctx, Emitter, Lanes, symbol_of
from .contraction import _nest
from .abi import KernelABI
from .elements import bf16_widen
from .llir import Function, Module, Val, aligned, i64, vector, zero
from .loops import (Bin, IConst, IExpr, IVar, Kernel, Load, Local, Loop, Reduce, Store, flat_index, ivars, loads,
                    product, split_affine, subvalues)
from .rewrite import rewrite_epilogue
from .vectors import Vectors

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
    if len(nest) != 4 or len(inner) != 2:
        return None
    rd, st = inner
    if not isinstance(rd, Reduce) or not isinstance(st, Store):
        return None
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


def typed_ok(d: Depthwise) -> bool:
    """Whether a depthwise conv of a typed op runs here: its tensors f32 but x and the
    output, which may be bf16 (x widened as loaded, the output stored by the emitter)."""
    k = d.kernel
    return all(b.elem == "f32" or (b.elem == "bf16" and b.name in (d.x.buffer, d.store.buffer)) for b in k.buffers)


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
    module.function(_Gen(d, lanes, module).function())
    return module.text()


class _Gen(Vectors):
    def __init__(self, d: Depthwise, lanes: Lanes, module: Module):
        super().__init__(lanes.count)
        self.d, self.k = d, d.kernel
        self.fn = Function(module)
        self.em = Emitter(d.kernel, lanes, precise=False, fn=self.fn)
        self.f = rewrite_epilogue(d.kernel, d.store, d.acc, d.loops[3][0])  # f at each vector's store
        self.x_bf16 = d.kernel.buffer(d.x.buffer).elem == "bf16"  # x as bfloat16 codes, widened as loaded

    def function(self) -> str:
        d, k, fn = self.d, self.k, self.fn
        abi = KernelABI.of(k)
        (self.nb, N), (self.p, P), (self.q, Q), (self.c, C) = [(v, fn.index(e, {})) for v, e in d.loops]
        (self.r, R), (self.s, S) = [(v, fn.index(e, {})) for v, e in d.red]
        self.N, self.P, self.Q, self.C, self.R, self.S = N, P, Q, C, R, S
        xdims = k.buffer(d.x.buffer).dims
        self.H, self.W = fn.index(xdims[1], {}), fn.index(xdims[2], {})
        self.x_flat = flat_index(k, d.x.buffer, d.x.index)
        self.w_flat = flat_index(k, d.w.buffer, d.w.index)
        hi = fn.smin(abi.hi, fn.mul(N, P))
        fn.loop(abi.lo, hi, self.row)
        fn.ret()
        return fn.define(abi.define(symbol_of(k)))

    def _first(self, base: Val, coef: int, limit: Val) -> tuple[Val, Val]:
        """[lo, hi) of j >= 0 with 0 <= base + coef * j < limit (coef > 0, or 0: all or none)."""
        fn = self.fn
        if coef == 0:
            ok = fn.and_(fn.icmp("sge", base, 0), fn.icmp("slt", base, limit))
            return i64(0), fn.select(ok, i64(1 << 40), 0)
        lo = fn.smax(i64(0), self._ceil(fn.sub(i64(0), base), coef))
        hi = fn.add(self._floor(fn.sub(fn.sub(limit, 1), base), coef), 1)
        return lo, hi

    def _ceil(self, a: Val, c: int) -> Val:
        return self._floor(self.fn.add(a, c - 1), c)

    def _floor(self, a: Val, c: int) -> Val:
        """floor(a / c), c > 0, for any sign of a."""
        return a if c == 1 else self.fn.floordiv(a, i64(c))

    def row(self, row: Val) -> None:
        d, fn = self.d, self.fn
        (sh, sw), (dh, dw), (oh, ow) = d.stride, d.dilation, d.offset
        n, p = fn.sdiv(row, self.P), fn.srem(row, self.P)
        hbase = fn.add(fn.mul(p, sh), oh)
        r0, r1 = self._first(hbase, dh, self.H)
        r1 = fn.smax(r0, fn.smin(self.R, r1))
        # interior pixels: every tap's column in bounds, sw*q + ow >= 0 and
        # sw*q + dw*(S-1) + ow <= W - 1
        span = fn.mul(i64(dw), fn.smax(fn.sub(self.S, 1), 0))
        qa = fn.smin(self.Q, fn.smax(i64(0), self._ceil(fn.sub(i64(0), i64(ow)), sw)))
        qb = fn.add(self._floor(fn.sub(fn.sub(fn.sub(self.W, 1), ow), span), sw), 1)
        qb = fn.smax(qa, fn.smin(self.Q, qb))
        rowenv = dict(n=n, p=p, hbase=hbase, r0=r0, r1=r1, qa=qa, qb=qb)

        def vector(cv: Val) -> None:
            mask = self.lane_mask(fn, cv, self.C)
            env = dict(rowenv, cv=cv, mask=mask)
            fn.loop(0, qa, lambda q: self.border(env, q))
            start = qa
            for size in TILES:  # the interior in tiles of 8, then 4, 2, 1 pixels
                n = fn.sdiv(fn.sub(qb, start), size)
                end = fn.add(start, fn.mul(n, size))
                fn.loop(start, end, functools.partial(self.tile, env, size=size), step=size)
                start = end
            fn.loop(qb, self.Q, lambda q: self.border(env, q))
        fn.loop(0, self.C, vector, step=self.L)

    def xptr(self, env: dict, r: Val, col: Val) -> Val:
        """&x[n, h(r), col, cv]."""
        d, fn = self.d, self.fn
        h = fn.add(env["hbase"], fn.mul(r, d.dilation[0]))
        # x's flat index at (n, this h, this col, cv): the h and w expressions replaced
        flat = flat_index(self.k, d.x.buffer, (d.x.index[0], IVar("_h"), IVar("_w"), d.x.index[3]))
        off = fn.index(flat, {self.nb: env["n"], "_h": h, "_w": col, self.c: env["cv"]})
        return fn.gep("i16" if self.x_bf16 else "float", Val(f"%buf.{d.x.buffer}", "ptr"), off)

    def xload(self, env: dict, p: Val) -> Val:
        """x's vector at p as floats: a bf16 x's codes widened (exact)."""
        fn = self.fn
        if not self.x_bf16:
            return self.load(fn, p, env["mask"])
        ht = vector(self.L, "i16")
        return bf16_widen(fn, fn.intrinsic(f"llvm.masked.load.v{self.L}i16.p0", ht, [aligned(p, 2), env["mask"], zero(ht)]))

    def wvec(self, env: dict, r: Val, s: Val) -> Val:
        off = self.fn.index(self.w_flat, {self.r: r, self.s: s, self.c: env["cv"]})
        return self.load(self.fn, self.fn.gep("float", Val(f"%buf.{self.d.w.buffer}", "ptr"), off), env["mask"])

    def col(self, q: Val, s: Val) -> Val:
        (_, sw), (_, dw), (_, ow) = self.d.stride, self.d.dilation, self.d.offset
        fn = self.fn
        return fn.add(fn.add(fn.mul(q, sw), fn.mul(s, dw)), ow)

    def border(self, env: dict, q: Val) -> None:
        """One pixel whose taps may fall outside the row: a tap whose column is out of
        bounds keeps the sum as it is (a select, so it adds nothing even against an inf
        weight); its load reads a clamped, in-bounds column instead."""
        fn, vt = self.fn, self.vt
        acc = self.zeroed_slots(fn, 1, "bacc")[0]

        def taps(r: Val, s_list) -> None:
            for s in s_list:
                col = self.col(q, s)
                ok = fn.and_(fn.icmp("sge", col, 0), fn.icmp("slt", col, self.W))
                safe = fn.select(ok, col, 0)
                xv = self.xload(env, self.xptr(env, r, safe))
                old = fn.load(vt, acc)
                new = self.fma(fn, xv, self.wvec(env, r, s), old)
                fn.store(fn.select(ok, new, old), acc)
        self.windows(env, lambda r, s_list: taps(r, s_list))
        self.store_out(env, q, fn.load(vt, acc))

    def windows(self, env: dict, taps) -> None:
        """taps(r, [s...]) over the kernel rows in bounds: 3- and 5-wide windows written out
        (their width checked at run time), others as a loop over s."""
        fn = self.fn
        done = fn.label("taps.done")
        for width in WINDOWS:
            here, nxt = fn.label(f"win{width}"), fn.label("winnext")
            fn.cbr(fn.icmp("eq", self.S, width), here, nxt)
            fn.block(here)
            fn.loop(env["r0"], env["r1"], _written_out(taps, width))
            fn.br(done)
            fn.block(nxt)
        fn.loop(env["r0"], env["r1"], lambda r: fn.loop(0, self.S, lambda s: taps(r, [s])))
        fn.br(done)
        fn.block(done)

    def tile(self, env: dict, q0: Val, size: int) -> None:
        """`size` interior pixels side by side, each tap's weight loaded once for them."""
        fn = self.fn
        accs = self.zeroed_slots(fn, size, "tacc")
        qs = [fn.add(q0, t) for t in range(size)]

        def taps(r: Val, s_list) -> None:
            for s in s_list:
                wv = self.wvec(env, r, s)
                for t in range(size):
                    xv = self.xload(env, self.xptr(env, r, self.col(qs[t], s)))
                    self.fma_into(fn, accs[t], xv, wv)
        self.windows(env, taps)
        for t in range(size):
            self.store_out(env, qs[t], fn.load(self.vt, accs[t]))

    def store_out(self, env: dict, q: Val, acc: Val) -> None:
        """out[n, p, q, cv + lanes] = f(acc), by the ordinary emitter."""
        d = self.d
        idx = {self.nb: env["n"], self.p: env["p"], self.q: q, self.c: env["cv"]}
        ctx = Ctx(idx=idx, locals={d.acc: acc}, vvar=self.c, mask=env["mask"])
        self.em.store(self.f, ctx)


def _written_out(taps: Callable[[Val, list[Val]], None], width: int) -> Callable[[Val], None]:
    """A kernel row's taps 0..width-1, as constants: the window written out."""
    columns = [i64(s) for s in range(width)]
    return lambda r: taps(r, columns)
