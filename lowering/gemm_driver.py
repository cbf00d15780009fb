"""The GEMM's driver function (gemm.py): the kernel ABI entry point that walks work items,
K blocks, panels and row blocks, calling the packing routines (gemm_pack.py) and the
micro-kernels (gemm_kernels.py), then the epilogue.

`Driver` holds what every part of the function reads (sizes, block counts, the operands'
flat index forms, the in-place decisions: all LLVM values computed once at entry); each
level of the walk is a method, and the values one level hands the next are a small record
(`Item`, `KBlock`, `Panel`).
"""
from __future__ import annotations

from dataclasses import dataclass

from .codegen import symbol_of
from .contraction import epilogue_rows_accesses
from .gemm_kernels import GEMV_NARROW
from .gemm_pack import step_of
from .abi import KernelABI
from .llir import Function, Val, i1, i64
from .loops import IConst, IExpr, ISize, Load, flat_index, ivars, split_affine

# Up to this many rows a B strided along the columns runs as the loop nest: measured for
# 1024x1024 weights, 1 row 3.1 ms packed vs 0.16 ms nested, 16 rows 3.5 vs 2.6, 32 rows 3.9 vs 5.5
STRIDED_B_ROWS = 16


@dataclass(frozen=True)
class Item:
    """One group of work items: an outer index and a column block, this thread's rows."""
    env: dict[str, Val]
    m0: Val
    mend: Val
    mc: Val
    n0: Val
    nb: Val
    panels: Val


@dataclass(frozen=True)
class KBlock:
    c0: Val  # whole values [c0, c1) of the outermost reduction loop
    c1: Val
    kc: Val  # products in the block
    accum: Val  # i1: add to C (not the first block)


@dataclass(frozen=True)
class Panel:
    cend: Val
    masks: list[Val]  # the micro-kernels' column masks
    bptr: Val
    sbk: Val
    cols: dict[str, Val]
    p: Val  # the panel's index in the column block
    cm: Val  # the row block's first row


def b_strided(c) -> bool:
    """B is not contiguous along the output's columns (gemm with trans_b, PyTorch's Linear):
    packing gathers it, which few rows of A cannot repay."""
    return not c.panel and step_of(c.kernel, c.b.buffer, c.b.index, c.n[0]) != IConst(1) and not c.n2


def one_row(c) -> bool:
    """Whether a call may have one row (the streamed paths: gemv, gemvn, gemvt). A row
    count that is a size of its own is never 1 at run time: a size of 1 is compiled in
    (Spec.unit_sizes), and its nest has no row loop."""
    return not c.panel and (c.m[0] is None or not isinstance(c.m[1], ISize))


class Driver:
    """The driver of generator g (a gemm._Gen) with the epilogue and exact kernels' symbols."""

    def __init__(self, g, epilogue: str | None, exact: str | None):
        self.g, self.c, self.k, self.blk, self.L = g, g.c, g.k, g.blk, g.L
        self.epilogue, self.exact = epilogue, exact
        self.fn = Function(g.module)
        self.abi = KernelABI.of(self.k)

    def buf(self, name: str) -> Val:
        return self.abi.buf(name)

    def text(self) -> str:
        fn, abi = self.fn, self.abi
        strided = b_strided(self.c)
        if self.exact is not None:
            self.exact_fallback(strided)
        self.setup()
        if strided:  # few rows but one run as the loop nest; one row, B's rows dot products
            rows = fn.index(self.c.m[1], {}) if self.c.m[0] else i64(1)
            many = fn.icmp("sgt", rows, STRIDED_B_ROWS)
            self.to_exact(fn.and_(self.finite, fn.or_(many, self.is_gemv)))
        packed, streamed = fn.label("packed"), fn.label("streamed")
        if one_row(self.c):
            fn.cbr(self.is_gemv, streamed, packed)
            fn.block(streamed)  # M is 1, so MB is 1 and an item is (outer index, column block)
            NB = self.NB
            fn.loop(fn.udiv(abi.lo, NB), fn.udiv(fn.add(self.hi, fn.sub(NB, 1)), NB), self.gemv_span)
            fn.ret()
        else:
            fn.br(packed)
        fn.block(packed)
        MB = self.MB
        g_hi = fn.udiv(fn.add(self.hi, fn.sub(MB, 1)), MB)
        fn.loop(fn.udiv(abi.lo, MB), g_hi, self.work)
        fn.ret()
        return fn.define(abi.define(symbol_of(self.k)))

    def exact_fallback(self, strided: bool) -> None:
        """Out-of-bounds reads make their iteration contribute nothing; zero padding in the
        panels gives the same sums unless the other factor is inf or NaN there (inf * 0).
        Such rare inputs run the loop-nest kernel, on the first thread. With B strided
        along the columns, the choice waits for the sizes (setup): few rows but one run
        the loop nest too, reading B's rows in place vectorized along k."""
        fn, c = self.fn, self.c
        ok = i1(True)
        for ld, other in ((c.a, c.b), (c.b, c.a)):
            if any(ld.checked) and not (ld is c.b and c.panel):
                ok = fn.and_(ok, self.g.all_finite(fn, other.buffer))
        if c.panel:  # the panels are read in place: they must be the tile's width and hold every column
            dims = self.k.buffer(c.b.buffer).dims
            width, count = fn.index(dims[2], {}), fn.index(dims[0], {})
            ok = fn.and_(ok, fn.icmp("eq", width, self.blk.nr))
            cols = fn.index(c.n[1], {})
            ok = fn.and_(ok, fn.icmp("sle", cols, fn.mul(count, width)))
        self.finite = ok
        if not strided:
            self.to_exact(ok)

    def to_exact(self, ok: Val) -> None:
        """Unless ok, run the exact kernel (on the first thread) and return."""
        fn, abi = self.fn, self.abi
        fast, slow, call = fn.label("gemm"), fn.label("exact"), fn.label("exact.run")
        fn.cbr(ok, fast, slow)
        fn.block(slow)
        fn.cbr(fn.icmp("eq", abi.lo, 0), call, "exact.done")
        fn.block(call)
        assert self.exact is not None
        abi.call(fn, self.exact, abi.args(lo=i64(0), hi=i64(abi.FULL)))
        fn.br("exact.done")
        fn.block("exact.done")
        fn.ret()
        fn.block(fast)

    # --- values computed once at entry ----------------------------------------------
    def setup(self) -> None:
        fn, c, k, blk = self.fn, self.c, self.k, self.blk
        E = self.E = {v: fn.index(e, {}) for v, e in self.g.extent.items()}
        M = self.M = E[c.m[0]] if c.m[0] else i64(1)
        N = self.N = fn.mul(E[c.n2[0]], E[c.n[0]]) if c.n2 else E[c.n[0]]
        rv = self.rv = [v for v, _ in c.red]
        inner = i64(1)
        for v in rv[1:]:
            inner = fn.mul(inner, E[v])
        self.inner = inner
        R0 = self.R0 = E[rv[0]] if rv else i64(1)
        inner1 = fn.smax(inner, 1)
        NB = self.NB = fn.sdiv(fn.add(N, blk.ncb - 1), blk.ncb)
        MB = self.MB = fn.sdiv(fn.add(M, blk.mc - 1), blk.mc)
        # equal blocks (whole tiles) instead of full ones and a small last one: threads
        # that take equal numbers of work items get equal work
        self.ncb = fn.mul(fn.sdiv(fn.add(fn.sdiv(fn.add(N, fn.sub(NB, 1)), fn.smax(NB, 1)), blk.nr - 1), blk.nr),
                          blk.nr)
        self.mcb = fn.mul(fn.sdiv(fn.add(fn.sdiv(fn.add(M, fn.sub(MB, 1)), fn.smax(MB, 1)), blk.mr - 1), blk.mr),
                          blk.mr)
        W = fn.mul(NB, MB)
        for v, _ in c.outer:
            W = fn.mul(W, E[v])
        self.hi = fn.smin(self.abi.hi, W)
        base = fn.cast("ptrtoint", self.abi.scratch, "i64")
        base = fn.and_(fn.add(base, 63), -64)
        self.bpack = fn.cast("inttoptr", base, "ptr")
        kmax = fn.add(i64(blk.kc), inner)
        self.apack = fn.gep("float", self.bpack, fn.mul(kmax, blk.ncb))

        self.zero = {v: i64(0) for v in self.g.extent}
        self.a_flat = flat_index(k, c.a.buffer, c.a.index)
        self.b_flat = flat_index(k, c.b.buffer, c.b.index)
        self.o_flat = flat_index(k, c.out, c.store.index)

        self.flat_rows = i1(False)  # the epilogue may take a run of whole output rows in one call
        if self.epilogue is not None and (accesses := epilogue_rows_accesses(c)) is not None:
            self.flat_rows = i1(True)
            for buf, index in accesses:
                f = flat_index(k, buf, index)
                want = fn.mul(self.delta(f, c.n[0]), E[c.n[0]])
                self.flat_rows = fn.and_(self.flat_rows, fn.icmp("eq", self.delta(f, c.n2[0]), want))
        self.direct_a = fn.and_(self.flattenable(self.a_flat), self.in_bounds(c.a))
        b_unit = not c.panel and step_of(k, c.b.buffer, c.b.index, c.n[0]) == IConst(1)
        self.direct_b = i1(False)
        if b_unit and rv and not c.n2:
            self.direct_b = fn.and_(self.flattenable(self.b_flat), self.in_bounds(c.b))
            self.direct_b = fn.and_(self.direct_b, fn.icmp("sle", M, blk.mr))
        is_gemv = fn.and_(self.direct_b, fn.icmp("eq", M, 1))
        self.is_gemv = fn.and_(is_gemv, self.direct_a)
        if b_strided(c):  # one row against B's rows, each contiguous along k (rv: never empty)
            self.sbn = self.delta(self.b_flat, c.n[0])
            rows_ok = fn.and_(self.flattenable(self.b_flat), self.in_bounds(c.b))
            unit = fn.and_(fn.icmp("eq", self.delta(self.b_flat, rv[-1]), 1),
                           fn.icmp("eq", self.delta(self.a_flat, rv[-1]), 1))
            one = fn.and_(fn.icmp("eq", M, 1), self.direct_a)
            self.is_gemv = fn.and_(fn.and_(rows_ok, unit), one)
        kc_eff = fn.select(self.direct_b, i64(blk.kc_direct), blk.kc)
        cblk = fn.smax(fn.sdiv(kc_eff, inner1), 1)
        self.nblocks = fn.smax(fn.sdiv(fn.add(R0, fn.sub(cblk, 1)), cblk), 1)
        # equal K blocks: no short last block whose C round trip costs as much as its products
        self.cblk = fn.smax(fn.sdiv(fn.add(R0, fn.sub(self.nblocks, 1)), self.nblocks), 1)
        self.sar = self.delta(self.a_flat, c.m[0]) if c.m[0] else i64(0)
        self.sak_direct = self.delta(self.a_flat, rv[-1]) if rv else i64(0)
        self.sbk_direct = self.delta(self.b_flat, rv[-1]) if rv else i64(0)
        self.scr = self.delta(self.o_flat, c.m[0]) if c.m[0] else i64(0)

    def delta(self, flat: IExpr, v: str) -> Val:
        """How far the flat offset moves when v grows by one."""
        fn = self.fn
        return fn.sub(fn.index(flat, {**self.zero, v: i64(1)}), fn.index(flat, self.zero))

    def flattenable(self, flat: IExpr) -> Val:
        """i1: the reduction loops walk the operand as one flat stride."""
        fn, ok = self.fn, i1(True)
        for v, w in zip(self.rv, self.rv[1:]):
            want = fn.mul(self.delta(flat, w), self.E[w])
            ok = fn.and_(ok, fn.icmp("eq", self.delta(flat, v), want))
        return ok

    def in_bounds(self, ld: Load) -> Val:
        """i1: every checked index of the load stays in bounds over the whole nest."""
        fn, ok = self.fn, i1(True)
        dims = self.k.buffer(ld.buffer).dims
        for e, chk, dim in zip(ld.index, ld.checked, dims):
            if not chk:
                continue
            coef, rest = split_affine(e, sorted(ivars(e) & set(self.g.extent)))  # type: ignore[misc]
            lo = hi_ = fn.index(rest, {})
            for v, cv in coef.items():
                span = fn.mul(i64(cv), fn.sub(self.E[v], 1))
                if cv < 0:
                    lo = fn.add(lo, span)
                else:
                    hi_ = fn.add(hi_, span)
            inb = fn.and_(fn.icmp("sge", lo, 0), fn.icmp("slt", hi_, fn.index(dim, {})))
            ok = fn.and_(ok, inb)
        return ok

    def columns(self, ncol: Val) -> dict[str, Val]:
        """The loop indices of flat column ncol."""
        c, fn = self.c, self.fn
        if not c.n2:
            return {c.n[0]: ncol}
        return {c.n2[0]: fn.udiv(ncol, self.E[c.n[0]]), c.n[0]: fn.urem(ncol, self.E[c.n[0]])}

    def outer_env(self, t: Val) -> dict[str, Val]:
        """The outer loops' indices of flat outer index t (the last varies fastest)."""
        env: dict[str, Val] = {}
        for v, _ in reversed(self.c.outer):
            env[v] = self.fn.urem(t, self.E[v])
            t = self.fn.udiv(t, self.E[v])
        return env

    def red_env(self, c0: Val) -> dict[str, Val]:
        """The reduction loops at the start of a K block."""
        rv = self.rv
        return {**({rv[0]: c0} if rv else {}), **{v: i64(0) for v in rv[1:]}}

    # --- the packed path -------------------------------------------------------------
    def work(self, g: Val) -> None:
        """One group of work items (an outer index and a column block): the thread's row
        blocks of it share each packed B block."""
        fn, blk, lo = self.fn, self.blk, self.abi.lo
        nbk = fn.urem(g, self.NB)
        env = self.outer_env(fn.udiv(g, self.NB))
        first = fn.mul(g, self.MB)
        m0 = fn.smin(self.M, fn.mul(fn.smax(fn.sub(lo, first), 0), self.mcb))
        mend = fn.smin(self.M, fn.mul(fn.smin(fn.sub(self.hi, first), self.MB), self.mcb))
        mc = fn.sub(mend, m0)
        n0 = fn.mul(nbk, self.ncb)
        nb = fn.smin(self.ncb, fn.sub(self.N, n0))
        panels = fn.sdiv(fn.add(nb, blk.nr - 1), blk.nr)
        item = Item(env, m0, mend, mc, n0, nb, panels)
        some, none = fn.label("rows"), fn.label("norows")
        fn.cbr(fn.icmp("slt", m0, mend), some, none)
        fn.block(some)
        fn.loop(0, self.nblocks, lambda bi: self.kblock(item, bi))
        self.finish_tiles(env, m0, mc, n0, nb)
        fn.br(none)
        fn.block(none)

    def kblock(self, it: Item, bi: Val) -> None:
        """K block bi of the item: pack B's panels (unless read in place), then every panel
        against every row block."""
        fn = self.fn
        c0 = fn.mul(bi, self.cblk)
        c1 = fn.smin(fn.add(c0, self.cblk), self.R0)
        kc = fn.mul(fn.smax(fn.sub(c1, c0), 0), self.inner)
        kb = KBlock(c0, c1, kc, fn.icmp("sgt", bi, 0))
        packb, go, done = fn.label("packb"), fn.label("panels"), fn.label("kdone")
        fn.br(packb)
        fn.block(packb)
        pack = fn.label("pack")
        fn.cbr(self.direct_b, go, pack)
        fn.block(pack)
        if not self.c.panel:  # panels laid out once are read where they are
            fn.loop(0, it.panels, lambda p: self.g.pack_b(fn, it.env, p, it.n0, it.nb, c0, c1, kc, self.bpack))
        fn.br(go)
        fn.block(go)
        fn.loop(it.m0, it.mend, lambda cm: fn.loop(0, it.panels, lambda p: self.panel(it, kb, p, cm)), step=self.mcb)
        fn.br(done)
        fn.block(done)

    def panel(self, it: Item, kb: KBlock, p: Val, cm: Val) -> None:
        """Panel p against the row block starting at cm."""
        fn, c, blk, g = self.fn, self.c, self.blk, self.g
        cend = fn.smin(fn.add(cm, self.mcb), it.mend)
        col = fn.mul(p, blk.nr)
        masks = [g.lane_mask(fn, fn.add(col, v * self.L), it.nb) for v in range(blk.nv)]
        ncol = fn.add(it.n0, col)
        b_env = {**it.env, **self.columns(ncol), **self.red_env(kb.c0)}
        b_dir = fn.gep("float", self.buf(c.b.buffer), fn.index(self.b_flat, b_env))
        if c.panel:  # panel ncol / NR of B, from row c0: one run of NR-wide rows
            kdim = fn.index(self.k.buffer(c.b.buffer).dims[1], {})
            start = fn.mul(fn.add(fn.mul(fn.udiv(ncol, blk.nr), kdim), kb.c0), blk.nr)
            b_pk = fn.gep("float", self.buf(c.b.buffer), start)
        else:
            b_pk = fn.gep("float", self.bpack, fn.mul(fn.mul(p, kb.kc), blk.nr))
        bptr = fn.select(self.direct_b, b_dir, b_pk)
        sbk = fn.select(self.direct_b, self.sbk_direct, blk.nr)
        pn = Panel(cend, masks, bptr, sbk, self.columns(ncol), p, cm)
        fn.loop(cm, cend, lambda i0: self.rows(it, kb, pn, i0), step=blk.mr)

    def rows(self, it: Item, kb: KBlock, pn: Panel, i0: Val) -> None:
        """One micro-kernel call: MR rows from i0 (A packed unless read in place)."""
        fn, c, blk, g = self.fn, self.c, self.blk, self.g
        nrows = fn.smin(i64(blk.mr), fn.sub(pn.cend, i0))
        a_env = {**it.env, **({c.m[0]: i0} if c.m[0] else {}), **self.red_env(kb.c0)}
        a_dir = fn.gep("float", self.buf(c.a.buffer), fn.index(self.a_flat, a_env))
        packa, ready = fn.label("packa"), fn.label("ready")
        fn.cbr(self.direct_a, ready, packa)
        fn.block(packa)
        g.pack_a(fn, it.env, i0, nrows, kb.c0, kb.c1, self.apack)
        fn.br(ready)
        fn.block(ready)
        aptr = fn.select(self.direct_a, a_dir, self.apack)
        sar_ = fn.select(self.direct_a, self.sar, 1)
        sak = fn.select(self.direct_a, self.sak_direct, blk.mr)
        cptr = fn.gep("float", self.buf(c.out),
                      fn.index(self.o_flat, {**it.env, **({c.m[0]: i0} if c.m[0] else {}), **pn.cols}))
        one = fn.icmp("eq", nrows, 1)
        pf, pfs = self.prefetch(it, kb, pn, i0)
        args = [aptr, sar_, sak, nrows, pn.bptr, pn.sbk, cptr, self.scr, kb.kc, kb.accum, pf, pfs, *pn.masks]
        lbl = {x: fn.label(x) for x in ("d", "d1", "p", "p1", "called")}
        sel = fn.or_(fn.cast("zext", one, "i64"), fn.shl(fn.cast("zext", self.direct_b, "i64"), 1))
        fn.switch(sel, lbl["p"], [(1, lbl["p1"]), (2, lbl["d"]), (3, lbl["d1"])])
        micro = {"p": g.micro_name(blk.mr, False), "p1": g.micro_name(1, False),
                 "d": g.micro_name(blk.mr, True), "d1": g.micro_name(1, True)}
        for key in ("p", "p1", "d", "d1"):
            fn.block(lbl[key])
            fn.call(micro[key], "void", args)
            fn.br(lbl["called"])
        fn.block(lbl["called"])

    def prefetch(self, it: Item, kb: KBlock, pn: Panel, i0: Val) -> tuple[Val, Val]:
        """Where the micro-kernel at rows i0 of panel pn reads ahead: (start, bytes a step).
        B laid out once as panels is read in place, from DRAM when the weights are large (a
        language model's head: 51 MB, computed in 15 ms of which about 6 are its reads,
        when nothing overlaps them), so the thread's row tiles of each panel prefetch the
        same K block of the next column block's panel (its next work item) into L2, spread
        evenly over their steps. Packed B (in L2 already) prefetches one line of its own."""
        fn, c, blk = self.fn, self.c, self.blk
        if not c.panel:
            return pn.bptr, i64(0)
        last_n0 = fn.mul(fn.sub(self.NB, 1), self.ncb)
        n0 = fn.smin(fn.add(it.n0, self.ncb), last_n0)
        panels = fn.sdiv(fn.add(fn.smin(self.ncb, fn.sub(self.N, n0)), blk.nr - 1), blk.nr)
        j = fn.add(fn.udiv(n0, blk.nr), fn.smin(pn.p, fn.sub(panels, 1)))
        kdim = fn.index(self.k.buffer(c.b.buffer).dims[1], {})
        start = fn.mul(fn.add(fn.mul(j, kdim), kb.c0), blk.nr)
        tiles = fn.smax(fn.sdiv(fn.add(it.mc, blk.mr - 1), blk.mr), 1)
        step = fn.smax(fn.sdiv(i64(4 * blk.nr), tiles), 1)  # bytes of the region a step
        t = fn.sdiv(fn.sub(i0, it.m0), blk.mr)
        ahead = fn.gep("float", self.buf(c.b.buffer), start)
        return fn.gep("i8", ahead, fn.mul(fn.mul(t, kb.kc), step)), step

    # --- the epilogue ------------------------------------------------------------------
    def finish_tiles(self, env: dict[str, Val], m0: Val, mc: Val, n0: Val, nb: Val) -> None:
        """The epilogue over rows [m0, m0 + mc) and columns [n0, n0 + nb) of the output."""
        if self.epilogue is None:
            return
        fn, c, abi, epilogue = self.fn, self.c, self.abi, self.epilogue

        def finish(vals: list[Val]) -> None:
            sizes = [abi.size(s) for s in abi.sizes] + vals  # the epilogue kernel's sizes: ours, then its offsets
            abi.call(fn, epilogue, abi.args(scratch=Val("null", "ptr"), sizes=sizes, lo=i64(0), hi=i64(abi.FULL)))
        outer_vals = [env[v] for v, _ in c.outer]
        if not c.n2:
            finish(outer_vals + [m0, mc, n0, nb])
            return
        q = self.E[c.n[0]]
        end = fn.add(n0, nb)
        by_rows = self.flat_rows.ref != "false"
        if by_rows:  # the whole run of output rows as one long row
            rows, done = fn.label("byrow"), fn.label("finished")
            one = fn.label("flat")
            fn.cbr(self.flat_rows, one, rows)
            fn.block(one)
            finish(outer_vals + [fn.udiv(n0, q), m0, mc, fn.urem(n0, q), nb])
            fn.br(done)
            fn.block(rows)

        def row(pr: Val) -> None:  # the part of output row pr inside [n0, n0 + nb)
            start = fn.mul(pr, q)
            q0 = fn.smax(fn.sub(n0, start), 0)
            q1 = fn.smin(fn.sub(end, start), q)
            finish(outer_vals + [pr, m0, mc, q0, fn.sub(q1, q0)])
        fn.loop(fn.udiv(n0, q), fn.add(fn.udiv(fn.sub(end, 1), q), 1), row)
        if by_rows:
            fn.br(done)
            fn.block(done)

    # --- the streamed path -------------------------------------------------------------
    def gemv_span(self, o: Val) -> None:
        """Outer index o's column blocks in this thread's range as one span, the whole
        reduction in one call: B's rows stream in place, far longer runs than a block's."""
        fn, c, k = self.fn, self.c, self.k
        env = self.outer_env(o)
        first = fn.mul(o, self.NB)
        n0 = fn.smin(self.N, fn.mul(fn.smax(fn.sub(self.abi.lo, first), 0), self.ncb))
        n1 = fn.smin(self.N, fn.mul(fn.smin(fn.sub(self.hi, first), self.NB), self.ncb))
        some, none = fn.label("span"), fn.label("nospan")
        fn.cbr(fn.icmp("slt", n0, n1), some, none)
        fn.block(some)
        rv = self.rv
        at = {**env, **{v: i64(0) for v in rv}, **({c.m[0]: i64(0)} if c.m[0] else {})}
        a0 = fn.gep("float", self.buf(c.a.buffer), fn.index(self.a_flat, at))
        b0 = fn.gep("float", self.buf(c.b.buffer),
                    fn.index(self.b_flat, {**env, **self.columns(n0), **{v: i64(0) for v in rv}}))
        c0 = fn.gep("float", self.buf(c.out),
                    fn.index(self.o_flat, {**env, **({c.m[0]: i64(0)} if c.m[0] else {}), **self.columns(n0)}))
        nb = fn.sub(n1, n0)
        kc = fn.mul(self.R0, self.inner)
        if b_strided(c):
            fn.call(f"@\"jr.gemvt.{k.name}\"", "void", [a0, b0, self.sbn, c0, nb, kc])
        else:
            self.call_gemv([a0, self.sak_direct, b0, self.sbk_direct, c0, nb, kc])
        self.finish_tiles(env, i64(0), i64(1), n0, nb)
        fn.br(none)
        fn.block(none)

    def call_gemv(self, args: list[Val]) -> None:
        """gemv with these arguments; with few columns in all (not only in this thread's
        span: sums keep one order at any thread count), the narrow one, sums in registers."""
        fn, k = self.fn, self.k
        nvec = fn.sdiv(fn.add(self.N, self.L - 1), self.L)
        labels = [fn.label(f"gemvn{v}") for v in range(GEMV_NARROW + 1)]
        called = fn.label("gemv.done")
        fn.switch(nvec, labels[0], [(v, labels[v]) for v in range(1, GEMV_NARROW + 1)])
        for v, lbl in enumerate(labels):
            fn.block(lbl)
            fn.call(self.g.gemv_narrow_name(v) if v else f"@\"jr.gemv.{k.name}\"", "void", args)
            fn.br(called)
        fn.block(called)
