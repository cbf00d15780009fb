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
from .irtext import IRText, flat_index
from .loops import IConst, IExpr, ISize, Load, ivars, split_affine

# Up to this many rows a B strided along the columns runs as the loop nest: measured for
# 1024x1024 weights, 1 row 3.1 ms packed vs 0.16 ms nested, 16 rows 3.5 vs 2.6, 32 rows 3.9 vs 5.5
STRIDED_B_ROWS = 16


@dataclass(frozen=True)
class Item:
    """One group of work items: an outer index and a column block, this thread's rows."""
    env: dict
    m0: str
    mend: str
    mc: str
    n0: str
    nb: str
    panels: str


@dataclass(frozen=True)
class KBlock:
    c0: str  # whole values [c0, c1) of the outermost reduction loop
    c1: str
    kc: str  # products in the block
    accum: str  # i1: add to C (not the first block)


@dataclass(frozen=True)
class Panel:
    cend: str
    masks: str  # the micro-kernels' column masks, as call arguments
    bptr: str
    sbk: str
    cols: dict
    p: str  # the panel's index in the column block
    cm: str  # the row block's first row


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
        self.ir = IRText()
        self.ptrs = [b for b in self.k.buffers if b.role != "scratch"]

    def text(self) -> str:
        ir, k = self.ir, self.k
        args = [f"ptr noalias %buf.{b.name}" for b in self.ptrs] + ["ptr noalias %scratch"]
        args += [f"i64 %size.{s}" for s in k.sizes] + ["i64 %range.lo", "i64 %range.hi"]
        ir.block("entry")
        strided = b_strided(self.c)
        if self.exact is not None:
            self.exact_fallback(strided)
        self.setup()
        if strided:  # few rows but one run as the loop nest; one row, B's rows dot products
            rows = ir.ix(self.c.m[1], {}) if self.c.m[0] else "1"
            many = ir.i("icmp sgt", rows, str(STRIDED_B_ROWS))
            self.to_exact(ir.op(f"and i1 {self.finite}, {ir.op(f'or i1 {many}, {self.is_gemv}')}"))
        packed, streamed = ir.label("packed"), ir.label("streamed")
        if one_row(self.c):
            ir.emit(f"br i1 {self.is_gemv}, label %{streamed}, label %{packed}")
            ir.block(streamed)  # M is 1, so MB is 1 and an item is (outer index, column block)
            NB = self.NB
            ir.loop(ir.i("udiv", "%range.lo", NB), ir.i("udiv", ir.i("add", self.hi, ir.i("sub", NB, "1")), NB),
                    self.gemv_span)
            ir.emit("ret void")
        else:
            ir.emit(f"br label %{packed}")
        ir.block(packed)
        MB = self.MB
        g_hi = ir.i("udiv", ir.i("add", self.hi, ir.i("sub", MB, "1")), MB)
        ir.loop(ir.i("udiv", "%range.lo", MB), g_hi, self.work)
        ir.emit("ret void")
        return ir.function(f"define void @\"{symbol_of(k)}\"({', '.join(args)}) nounwind")

    def exact_fallback(self, strided: bool) -> None:
        """Out-of-bounds reads make their iteration contribute nothing; zero padding in the
        panels gives the same sums unless the other factor is inf or NaN there (inf * 0).
        Such rare inputs run the loop-nest kernel, on the first thread. With B strided
        along the columns, the choice waits for the sizes (setup): few rows but one run
        the loop nest too, reading B's rows in place vectorized along k."""
        ir, c = self.ir, self.c
        ok = "true"
        for ld, other in ((c.a, c.b), (c.b, c.a)):
            if any(ld.checked) and not (ld is c.b and c.panel):
                ok = ir.op(f"and i1 {ok}, {self.g.all_finite(ir, other.buffer)}")
        if c.panel:  # the panels are read in place: they must be the tile's width and hold every column
            dims = self.k.buffer(c.b.buffer).dims
            width, count = ir.ix(dims[2], {}), ir.ix(dims[0], {})
            ok = ir.op(f"and i1 {ok}, {ir.i('icmp eq', width, str(self.blk.nr))}")
            cols = ir.ix(c.n[1], {})
            ok = ir.op(f"and i1 {ok}, {ir.i('icmp sle', cols, ir.i('mul', count, width))}")
        self.finite = ok
        if not strided:
            self.to_exact(ok)

    def to_exact(self, ok: str) -> None:
        """Unless ok, run the exact kernel (on the first thread) and return."""
        ir, k = self.ir, self.k
        fast, slow, call = ir.label("gemm"), ir.label("exact"), ir.label("exact.run")
        ir.emit(f"br i1 {ok}, label %{fast}, label %{slow}")
        ir.block(slow)
        ir.emit(f"br i1 {ir.i('icmp eq', '%range.lo', '0')}, label %{call}, label %exact.done")
        ir.block(call)
        eargs = [f"ptr %buf.{b.name}" for b in self.ptrs] + ["ptr %scratch"]
        eargs += [f"i64 %size.{s}" for s in k.sizes] + ["i64 0", f"i64 {1 << 62}"]
        ir.emit(f"call void {self.exact}({', '.join(eargs)})")
        ir.emit("br label %exact.done")
        ir.block("exact.done")
        ir.emit("ret void")
        ir.block(fast)

    # --- values computed once at entry ----------------------------------------------
    def setup(self) -> None:
        ir, c, k, blk = self.ir, self.c, self.k, self.blk
        E = self.E = {v: ir.ix(e, {}) for v, e in self.g.extent.items()}
        M = self.M = E[c.m[0]] if c.m[0] else "1"
        N = self.N = ir.i("mul", E[c.n2[0]], E[c.n[0]]) if c.n2 else E[c.n[0]]
        rv = self.rv = [v for v, _ in c.red]
        inner = "1"
        for v in rv[1:]:
            inner = ir.op(f"mul i64 {inner}, {E[v]}")
        self.inner = inner
        R0 = self.R0 = E[rv[0]] if rv else "1"
        inner1 = ir.max(inner, "1")
        NB = self.NB = ir.op(f"sdiv i64 {ir.op(f'add i64 {N}, {blk.ncb - 1}')}, {blk.ncb}")
        MB = self.MB = ir.op(f"sdiv i64 {ir.op(f'add i64 {M}, {blk.mc - 1}')}, {blk.mc}")
        # equal blocks (whole tiles) instead of full ones and a small last one: threads
        # that take equal numbers of work items get equal work
        self.ncb = ir.i("mul", ir.i("sdiv", ir.i("add", ir.i("sdiv", ir.i("add", N, ir.i("sub", NB, "1")),
                                                             ir.max(NB, "1")), str(blk.nr - 1)), str(blk.nr)), str(blk.nr))
        self.mcb = ir.i("mul", ir.i("sdiv", ir.i("add", ir.i("sdiv", ir.i("add", M, ir.i("sub", MB, "1")),
                                                             ir.max(MB, "1")), str(blk.mr - 1)), str(blk.mr)), str(blk.mr))
        W = ir.op(f"mul i64 {NB}, {MB}")
        for v, _ in c.outer:
            W = ir.op(f"mul i64 {W}, {E[v]}")
        self.hi = ir.min("%range.hi", W)
        base = ir.op("ptrtoint ptr %scratch to i64")
        base = ir.op(f"and i64 {ir.op(f'add i64 {base}, 63')}, -64")
        self.bpack = ir.op(f"inttoptr i64 {base} to ptr")
        kmax = ir.op(f"add i64 {blk.kc}, {inner}")
        self.apack = ir.op(f"getelementptr float, ptr {self.bpack}, i64 {ir.op(f'mul i64 {kmax}, {blk.ncb}')}")

        self.zero = {v: "0" for v in self.g.extent}
        self.a_flat = flat_index(k, c.a.buffer, c.a.index)
        self.b_flat = flat_index(k, c.b.buffer, c.b.index)
        self.o_flat = flat_index(k, c.out, c.store.index)

        self.flat_rows = "false"  # the epilogue may take a run of whole output rows in one call
        if self.epilogue is not None and (accesses := epilogue_rows_accesses(c)) is not None:
            self.flat_rows = "true"
            for buf, index in accesses:
                f = flat_index(k, buf, index)
                want = ir.op(f"mul i64 {self.delta(f, c.n[0])}, {E[c.n[0]]}")
                self.flat_rows = ir.op(f"and i1 {self.flat_rows}, {ir.i('icmp eq', self.delta(f, c.n2[0]), want)}")
        self.direct_a = ir.op(f"and i1 {self.flattenable(self.a_flat)}, {self.in_bounds(c.a)}")
        b_unit = not c.panel and step_of(k, c.b.buffer, c.b.index, c.n[0]) == IConst(1)
        self.direct_b = "false"
        if b_unit and rv and not c.n2:
            self.direct_b = ir.op(f"and i1 {self.flattenable(self.b_flat)}, {self.in_bounds(c.b)}")
            self.direct_b = ir.op(f"and i1 {self.direct_b}, {ir.op(f'icmp sle i64 {M}, {blk.mr}')}")
        is_gemv = ir.op(f"and i1 {self.direct_b}, {ir.op(f'icmp eq i64 {M}, 1')}")
        self.is_gemv = ir.op(f"and i1 {is_gemv}, {self.direct_a}")
        if b_strided(c):  # one row against B's rows, each contiguous along k (rv: never empty)
            self.sbn = self.delta(self.b_flat, c.n[0])
            rows_ok = ir.op(f"and i1 {self.flattenable(self.b_flat)}, {self.in_bounds(c.b)}")
            unit = ir.op(f"and i1 {ir.i('icmp eq', self.delta(self.b_flat, rv[-1]), '1')}, "
                         f"{ir.i('icmp eq', self.delta(self.a_flat, rv[-1]), '1')}")
            one = ir.op(f"and i1 {ir.i('icmp eq', M, '1')}, {self.direct_a}")
            self.is_gemv = ir.op(f"and i1 {ir.op(f'and i1 {rows_ok}, {unit}')}, {one}")
        kc_eff = ir.op(f"select i1 {self.direct_b}, i64 {blk.kc_direct}, i64 {blk.kc}")
        cblk = ir.max(ir.i("sdiv", kc_eff, inner1), "1")
        self.nblocks = ir.max(ir.i("sdiv", ir.i("add", R0, ir.i("sub", cblk, "1")), cblk), "1")
        # equal K blocks: no short last block whose C round trip costs as much as its products
        self.cblk = ir.max(ir.i("sdiv", ir.i("add", R0, ir.i("sub", self.nblocks, "1")), self.nblocks), "1")
        self.sar = self.delta(self.a_flat, c.m[0]) if c.m[0] else "0"
        self.sak_direct = self.delta(self.a_flat, rv[-1]) if rv else "0"
        self.sbk_direct = self.delta(self.b_flat, rv[-1]) if rv else "0"
        self.scr = self.delta(self.o_flat, c.m[0]) if c.m[0] else "0"

    def delta(self, flat: IExpr, v: str) -> str:
        """How far the flat offset moves when v grows by one."""
        ir = self.ir
        return ir.op(f"sub i64 {ir.ix(flat, {**self.zero, v: '1'})}, {ir.ix(flat, self.zero)}")

    def flattenable(self, flat: IExpr) -> str:
        """i1: the reduction loops walk the operand as one flat stride."""
        ir, ok = self.ir, "true"
        for v, w in zip(self.rv, self.rv[1:]):
            want = ir.op(f"mul i64 {self.delta(flat, w)}, {self.E[w]}")
            ok = ir.op(f"and i1 {ok}, {ir.op(f'icmp eq i64 {self.delta(flat, v)}, {want}')}")
        return ok

    def in_bounds(self, ld: Load) -> str:
        """i1: every checked index of the load stays in bounds over the whole nest."""
        ir, ok = self.ir, "true"
        dims = self.k.buffer(ld.buffer).dims
        for e, chk, dim in zip(ld.index, ld.checked, dims):
            if not chk:
                continue
            coef, rest = split_affine(e, sorted(ivars(e) & set(self.g.extent)))  # type: ignore[misc]
            lo = hi_ = ir.ix(rest, {})
            for v, cv in coef.items():
                span = ir.op(f"mul i64 {cv}, {ir.op(f'sub i64 {self.E[v]}, 1')}")
                if cv < 0:
                    lo = ir.op(f"add i64 {lo}, {span}")
                else:
                    hi_ = ir.op(f"add i64 {hi_}, {span}")
            inb = ir.op(f"and i1 {ir.op(f'icmp sge i64 {lo}, 0')}, "
                        f"{ir.op(f'icmp slt i64 {hi_}, {ir.ix(dim, {})}')}")
            ok = ir.op(f"and i1 {ok}, {inb}")
        return ok

    def columns(self, ncol: str) -> dict[str, str]:
        """The loop indices of flat column ncol."""
        c, ir = self.c, self.ir
        if not c.n2:
            return {c.n[0]: ncol}
        return {c.n2[0]: ir.i("udiv", ncol, self.E[c.n[0]]), c.n[0]: ir.i("urem", ncol, self.E[c.n[0]])}

    def outer_env(self, t: str) -> dict[str, str]:
        """The outer loops' indices of flat outer index t (the last varies fastest)."""
        env: dict[str, str] = {}
        for v, _ in reversed(self.c.outer):
            env[v] = self.ir.op(f"urem i64 {t}, {self.E[v]}")
            t = self.ir.op(f"udiv i64 {t}, {self.E[v]}")
        return env

    def red_env(self, c0: str) -> dict[str, str]:
        """The reduction loops at the start of a K block."""
        rv = self.rv
        return {**({rv[0]: c0} if rv else {}), **{v: "0" for v in rv[1:]}}

    # --- the packed path -------------------------------------------------------------
    def work(self, g: str) -> None:
        """One group of work items (an outer index and a column block): the thread's row
        blocks of it share each packed B block."""
        ir, blk = self.ir, self.blk
        nbk = ir.op(f"urem i64 {g}, {self.NB}")
        env = self.outer_env(ir.op(f"udiv i64 {g}, {self.NB}"))
        first = ir.i("mul", g, self.MB)
        m0 = ir.min(self.M, ir.i("mul", ir.max(ir.i("sub", "%range.lo", first), "0"), self.mcb))
        mend = ir.min(self.M, ir.i("mul", ir.min(ir.i("sub", self.hi, first), self.MB), self.mcb))
        mc = ir.i("sub", mend, m0)
        n0 = ir.i("mul", nbk, self.ncb)
        nb = ir.min(self.ncb, ir.i("sub", self.N, n0))
        panels = ir.op(f"sdiv i64 {ir.op(f'add i64 {nb}, {blk.nr - 1}')}, {blk.nr}")
        item = Item(env, m0, mend, mc, n0, nb, panels)
        some, none = ir.label("rows"), ir.label("norows")
        ir.emit(f"br i1 {ir.i('icmp slt', m0, mend)}, label %{some}, label %{none}")
        ir.block(some)
        ir.loop("0", self.nblocks, lambda bi: self.kblock(item, bi))
        self.finish_tiles(env, m0, mc, n0, nb)
        ir.emit(f"br label %{none}")
        ir.block(none)

    def kblock(self, it: Item, bi: str) -> None:
        """K block bi of the item: pack B's panels (unless read in place), then every panel
        against every row block."""
        ir = self.ir
        c0 = ir.op(f"mul i64 {bi}, {self.cblk}")
        c1 = ir.min(ir.op(f"add i64 {c0}, {self.cblk}"), self.R0)
        kc = ir.op(f"mul i64 {ir.max(ir.op(f'sub i64 {c1}, {c0}'), '0')}, {self.inner}")
        kb = KBlock(c0, c1, kc, ir.op(f"icmp sgt i64 {bi}, 0"))
        packb, go, done = ir.label("packb"), ir.label("panels"), ir.label("kdone")
        ir.emit(f"br label %{packb}")
        ir.block(packb)
        pack = ir.label("pack")
        ir.emit(f"br i1 {self.direct_b}, label %{go}, label %{pack}")
        ir.block(pack)
        if not self.c.panel:  # panels laid out once are read where they are
            ir.loop("0", it.panels, lambda p: self.g.pack_b(ir, it.env, p, it.n0, it.nb, c0, c1, kc, self.bpack))
        ir.emit(f"br label %{go}")
        ir.block(go)
        ir.loop(it.m0, it.mend, lambda cm: ir.loop("0", it.panels, lambda p: self.panel(it, kb, p, cm)),
                step=self.mcb)
        ir.emit(f"br label %{done}")
        ir.block(done)

    def panel(self, it: Item, kb: KBlock, p: str, cm: str) -> None:
        """Panel p against the row block starting at cm."""
        ir, c, blk, g = self.ir, self.c, self.blk, self.g
        cend = ir.min(ir.i("add", cm, self.mcb), it.mend)
        col = ir.op(f"mul i64 {p}, {blk.nr}")
        masks = ", ".join(
            f"{g.mt} " + ir.op(f"call {g.mt} {g.lane_mask()}(i64 {ir.op(f'add i64 {col}, {v * self.L}')}, i64 {it.nb})")
            for v in range(blk.nv))
        ncol = ir.op(f"add i64 {it.n0}, {col}")
        b_env = {**it.env, **self.columns(ncol), **self.red_env(kb.c0)}
        b_dir = ir.op(f"getelementptr float, ptr %buf.{c.b.buffer}, i64 {ir.ix(self.b_flat, b_env)}")
        if c.panel:  # panel ncol / NR of B, from row c0: one run of NR-wide rows
            kdim = ir.ix(self.k.buffer(c.b.buffer).dims[1], {})
            start = ir.i("mul", ir.i("add", ir.i("mul", ir.i("udiv", ncol, str(blk.nr)), kdim), kb.c0), str(blk.nr))
            b_pk = ir.op(f"getelementptr float, ptr %buf.{c.b.buffer}, i64 {start}")
        else:
            b_pk = ir.op(f"getelementptr float, ptr {self.bpack}, i64 {ir.i('mul', ir.i('mul', p, kb.kc), str(blk.nr))}")
        bptr = ir.op(f"select i1 {self.direct_b}, ptr {b_dir}, ptr {b_pk}")
        sbk = ir.op(f"select i1 {self.direct_b}, i64 {self.sbk_direct}, i64 {blk.nr}")
        pn = Panel(cend, masks, bptr, sbk, self.columns(ncol), p, cm)
        ir.loop(cm, cend, lambda i0: self.rows(it, kb, pn, i0), step=str(blk.mr))

    def rows(self, it: Item, kb: KBlock, pn: Panel, i0: str) -> None:
        """One micro-kernel call: MR rows from i0 (A packed unless read in place)."""
        ir, c, blk, g = self.ir, self.c, self.blk, self.g
        nrows = ir.min(str(blk.mr), ir.op(f"sub i64 {pn.cend}, {i0}"))
        a_env = {**it.env, **({c.m[0]: i0} if c.m[0] else {}), **self.red_env(kb.c0)}
        a_dir = ir.op(f"getelementptr float, ptr %buf.{c.a.buffer}, i64 {ir.ix(self.a_flat, a_env)}")
        packa, ready = ir.label("packa"), ir.label("ready")
        ir.emit(f"br i1 {self.direct_a}, label %{ready}, label %{packa}")
        ir.block(packa)
        g.pack_a(ir, it.env, i0, nrows, kb.c0, kb.c1, self.apack)
        ir.emit(f"br label %{ready}")
        ir.block(ready)
        aptr = ir.op(f"select i1 {self.direct_a}, ptr {a_dir}, ptr {self.apack}")
        sar_ = ir.op(f"select i1 {self.direct_a}, i64 {self.sar}, i64 1")
        sak = ir.op(f"select i1 {self.direct_a}, i64 {self.sak_direct}, i64 {blk.mr}")
        cptr = ir.op(f"getelementptr float, ptr %buf.{c.out}, i64 "
                     f"{ir.ix(self.o_flat, {**it.env, **({c.m[0]: i0} if c.m[0] else {}), **pn.cols})}")
        one = ir.op(f"icmp eq i64 {nrows}, 1")
        pf, pfs = self.prefetch(it, kb, pn, i0)
        cargs = (f"ptr {aptr}, i64 {sar_}, i64 {sak}, i64 {nrows}, ptr {pn.bptr}, i64 {pn.sbk}, "
                 f"ptr {cptr}, i64 {self.scr}, i64 {kb.kc}, i1 {kb.accum}, ptr {pf}, i64 {pfs}, {pn.masks}")
        lbl = {x: ir.label(x) for x in ("d", "d1", "p", "p1", "called")}
        sel = ir.op(f"or i64 {ir.op(f'zext i1 {one} to i64')}, "
                    f"{ir.i('shl', ir.op(f'zext i1 {self.direct_b} to i64'), '1')}")
        ir.emit(f"switch i64 {sel}, label %{lbl['p']} [i64 1, label %{lbl['p1']} "
                f"i64 2, label %{lbl['d']} i64 3, label %{lbl['d1']}]")
        micro = {"p": g.micro_name(blk.mr, False), "p1": g.micro_name(1, False),
                 "d": g.micro_name(blk.mr, True), "d1": g.micro_name(1, True)}
        for key in ("p", "p1", "d", "d1"):
            ir.block(lbl[key])
            ir.emit(f"call void {micro[key]}({cargs})")
            ir.emit(f"br label %{lbl['called']}")
        ir.block(lbl["called"])

    def prefetch(self, it: Item, kb: KBlock, pn: Panel, i0: str) -> tuple[str, str]:
        """Where the micro-kernel at rows i0 of panel pn reads ahead: (start, bytes a step).
        B laid out once as panels is read in place, from DRAM when the weights are large (a
        language model's head: 51 MB, computed in 15 ms of which about 6 are its reads,
        when nothing overlaps them), so the thread's row tiles of each panel prefetch the
        same K block of the next column block's panel (its next work item) into L2, spread
        evenly over their steps. Packed B (in L2 already) prefetches one line of its own."""
        ir, c, blk = self.ir, self.c, self.blk
        if not c.panel:
            return pn.bptr, "0"
        last_n0 = ir.i("mul", ir.i("sub", self.NB, "1"), self.ncb)
        n0 = ir.min(ir.i("add", it.n0, self.ncb), last_n0)
        panels = ir.i("sdiv", ir.i("add", ir.min(self.ncb, ir.i("sub", self.N, n0)), str(blk.nr - 1)), str(blk.nr))
        j = ir.i("add", ir.i("udiv", n0, str(blk.nr)), ir.min(pn.p, ir.i("sub", panels, "1")))
        kdim = ir.ix(self.k.buffer(c.b.buffer).dims[1], {})
        start = ir.i("mul", ir.i("add", ir.i("mul", j, kdim), kb.c0), str(blk.nr))
        tiles = ir.max(ir.i("sdiv", ir.i("add", it.mc, str(blk.mr - 1)), str(blk.mr)), "1")
        step = ir.max(ir.i("sdiv", str(4 * blk.nr), tiles), "1")  # bytes of the region a step
        t = ir.i("sdiv", ir.i("sub", i0, it.m0), str(blk.mr))
        ahead = ir.op(f"getelementptr float, ptr %buf.{c.b.buffer}, i64 {start}")
        return ir.op(f"getelementptr i8, ptr {ahead}, i64 {ir.i('mul', ir.i('mul', t, kb.kc), step)}"), step

    # --- the epilogue ------------------------------------------------------------------
    def finish_tiles(self, env: dict[str, str], m0: str, mc: str, n0: str, nb: str) -> None:
        """The epilogue over rows [m0, m0 + mc) and columns [n0, n0 + nb) of the output."""
        if self.epilogue is None:
            return
        ir, c, k = self.ir, self.c, self.k

        def finish(vals: list[str]) -> None:
            eargs = [f"ptr %buf.{b.name}" for b in self.ptrs] + ["ptr null"]
            eargs += [f"i64 %size.{s}" for s in k.sizes] + [f"i64 {x}" for x in vals]
            eargs += ["i64 0", f"i64 {1 << 62}"]
            ir.emit(f"call void {self.epilogue}({', '.join(eargs)})")
        outer_vals = [env[v] for v, _ in c.outer]
        if not c.n2:
            finish(outer_vals + [m0, mc, n0, nb])
            return
        q = self.E[c.n[0]]
        end = ir.i("add", n0, nb)
        if self.flat_rows != "false":  # the whole run of output rows as one long row
            rows, done = ir.label("byrow"), ir.label("finished")
            one = ir.label("flat")
            ir.emit(f"br i1 {self.flat_rows}, label %{one}, label %{rows}")
            ir.block(one)
            finish(outer_vals + [ir.i("udiv", n0, q), m0, mc, ir.i("urem", n0, q), nb])
            ir.emit(f"br label %{done}")
            ir.block(rows)

        def row(pr: str) -> None:  # the part of output row pr inside [n0, n0 + nb)
            start = ir.i("mul", pr, q)
            q0 = ir.max(ir.i("sub", n0, start), "0")
            q1 = ir.min(ir.i("sub", end, start), q)
            finish(outer_vals + [pr, m0, mc, q0, ir.i("sub", q1, q0)])
        ir.loop(ir.i("udiv", n0, q), ir.i("add", ir.i("udiv", ir.i("sub", end, "1"), q), "1"), row)
        if self.flat_rows != "false":
            ir.emit(f"br label %{done}")
            ir.block(done)

    # --- the streamed path -------------------------------------------------------------
    def gemv_span(self, o: str) -> None:
        """Outer index o's column blocks in this thread's range as one span, the whole
        reduction in one call: B's rows stream in place, far longer runs than a block's."""
        ir, c, k = self.ir, self.c, self.k
        env = self.outer_env(o)
        first = ir.i("mul", o, self.NB)
        n0 = ir.min(self.N, ir.i("mul", ir.max(ir.i("sub", "%range.lo", first), "0"), self.ncb))
        n1 = ir.min(self.N, ir.i("mul", ir.min(ir.i("sub", self.hi, first), self.NB), self.ncb))
        some, none = ir.label("span"), ir.label("nospan")
        ir.emit(f"br i1 {ir.i('icmp slt', n0, n1)}, label %{some}, label %{none}")
        ir.block(some)
        rv = self.rv
        at = {**env, **{v: "0" for v in rv}, **({c.m[0]: "0"} if c.m[0] else {})}
        a0 = ir.op(f"getelementptr float, ptr %buf.{c.a.buffer}, i64 {ir.ix(self.a_flat, at)}")
        b0 = ir.op(f"getelementptr float, ptr %buf.{c.b.buffer}, i64 "
                   f"{ir.ix(self.b_flat, {**env, **self.columns(n0), **{v: '0' for v in rv}})}")
        c0 = ir.op(f"getelementptr float, ptr %buf.{c.out}, i64 "
                   f"{ir.ix(self.o_flat, {**env, **({c.m[0]: '0'} if c.m[0] else {}), **self.columns(n0)})}")
        nb = ir.i("sub", n1, n0)
        kc = ir.i("mul", self.R0, self.inner)
        if b_strided(c):
            ir.emit(f"call void @\"jr.gemvt.{k.name}\"(ptr {a0}, ptr {b0}, i64 {self.sbn}, ptr {c0}, i64 {nb}, "
                    f"i64 {kc})")
        else:
            self.call_gemv(f"ptr {a0}, i64 {self.sak_direct}, ptr {b0}, i64 {self.sbk_direct}, ptr {c0}, "
                           f"i64 {nb}, i64 {kc}")
        self.finish_tiles(env, "0", "1", n0, nb)
        ir.emit(f"br label %{none}")
        ir.block(none)

    def call_gemv(self, args: str) -> None:
        """gemv with these arguments; with few columns in all (not only in this thread's
        span: sums keep one order at any thread count), the narrow one, sums in registers."""
        ir, k = self.ir, self.k
        nvec = ir.i("sdiv", ir.i("add", self.N, str(self.L - 1)), str(self.L))
        labels = [ir.label(f"gemvn{v}") for v in range(GEMV_NARROW + 1)]
        called = ir.label("gemv.done")
        cases = " ".join(f"i64 {v}, label %{labels[v]}" for v in range(1, GEMV_NARROW + 1))
        ir.emit(f"switch i64 {nvec}, label %{labels[0]} [{cases}]")
        for v, lbl in enumerate(labels):
            ir.block(lbl)
            name = self.g.gemv_narrow_name(v) if v else f"@\"jr.gemv.{k.name}\""
            ir.emit(f"call void {name}({args})")
            ir.emit(f"br label %{called}")
        ir.block(called)
