"""The block kernel of the direct convolution (direct_conv.py): an indirect GEMM over the
tiles of a work item, for one block of the reduction.

    for each tile j of the item (MR pixels from m_lo + j * MR):
        acc[MR pixels x nv vectors of output channels] (+)= sum over the taps of the block,
            sum over c0 <= c < c0 + cg of  x_row(i, tap)[c] * w_row(tap, c)[k0 : k0 + nv * L]

Each pixel row i has its own input pointer per tap, read from the indirection table the
driver fills once per item (a padding tap points at a row of zeros), so A is broadcast
from the input in place, strided convs and dilations included, and nothing is packed. B
is the weights' rows in place (contiguous along the output channels; a tap's rows start
btap floats after the last tap's, so a block may take a run of channels of each tap).

A tile whose pointers in the block include the zero row runs the `border` loop, which
keeps a pixel's sums unchanged at its padding taps, so a padding tap adds nothing even
against an inf or NaN weight, the language's out-of-bounds rule; other tiles run the plain
loop. The driver's per-tile prefix counts of padding pointers tell which, in O(1) per
tile. With a masked FMA (AVX-512) the border loop selects on every FMA; without one
(AVX2, SSE, NEON) a select per FMA is a blend per accumulator per step, which took
resnet18 on Zen 3 from 60 to 115-140 ms, so the border loop runs the plain steps and puts
back a padding row's sums once per tap instead.

The tile loop lives here, not in the driver, so a block costs one call per item: a call
per tile cost about a hundred cycles of argument passing and spills, 5-8% of a tile of
64 to 128 steps.
"""
from __future__ import annotations

from typing import Protocol

from .llir import Function, Module, Val, i64, zero
from .vectors import Vectors


class Epilogue(Protocol):
    """f over a finished tile, in the block kernel: `params` its extra parameters (the
    kernel's buffers and sizes, so f's code reads them by their usual names),
    `first_pixel` (p, q, Q) of pixel %m0 and the output's width, and `emit` the code that
    stores f(acc) for one (row, vector): pixel (p, q), channels %k0 + dk."""
    params: str

    def first_pixel(self, fn: Function) -> tuple[Val, Val, Val]: ...

    def emit(self, fn: Function, p: Val, q: Val, dk: int, acc: Val, mask: Val | None) -> None: ...


# the block kernel's parameters before the epilogue's (the driver passes them in this order)
PARAMS = ("ptr %ind", "i64 %per_tile", "ptr %cnt", "i64 %cstride", "ptr %flags", "i64 %ntiles", "i64 %lastrows",
          "i64 %tap0", "i64 %tap1", "i64 %R", "i64 %runlen", "i64 %c0", "i64 %cg", "ptr %b", "i64 %btap",
          "i64 %runbtap", "i64 %sbk", "ptr %c", "i64 %scr", "ptr %part", "i1 %accum", "i1 %last", "ptr %zero")
P = {decl.split()[1][1:]: Val(decl.split()[1], decl.split()[0]) for decl in PARAMS}  # name -> parameter


class ConvKernels(Vectors):
    """The block kernels of one direct conv kernel `name` (their symbols carry it), in module."""

    def __init__(self, name: str, lanes: int, mr: int, module: Module, masked_fma: bool = True):
        super().__init__(lanes)
        self.name, self.mr, self.module, self.masked_fma = name, mr, module, masked_fma

    def block_name(self, nv: int) -> str:
        return f"@\"jr.dc.{self.name}.{nv}\""

    def block(self, nv: int, epilogue: Epilogue | None = None, padded: bool = False) -> str:
        """Every tile of an item for one block, nv vectors of output channels (the last one
        masked by %mlast). Rows past a tile's nrows are computed on the driver's clamped
        pointers but never stored to the output. Blocks before the last keep the tile's
        sums in %part; the last stores them, through the epilogue's code for each (row,
        vector) when there is one (f(acc), in registers). `padded`: B's rows are zero-padded
        to whole vectors (weight panels), so its loads need no mask: lanes past the last
        channel sum zeros and are never stored."""
        L, vt, mr, mt = self.L, self.vt, self.mr, self.mt
        fn = Function(self.module)
        extra = f", i64 %n, i64 %m_lo, i64 %k0, {epilogue.params}" if epilogue else ""
        head = (f"define internal void {self.block_name(nv)}({', '.join(PARAMS)}, {mt} %mlast{extra}) "
                "noinline nounwind")
        every = self.all_lanes()
        mlast = Val("%mlast", mt)
        masks: list[Val | None] = [None if v < nv - 1 else mlast for v in range(nv)]
        n = mr * nv
        fn.br("tile")

        # the tile: where its rows, pointers and sums are, and which loop it takes
        fn.block("tile")
        j = fn.phi("i64", [("0", "entry"), ("%j.next", "tile.next")], hint="%j")
        first = fn.mul(j, mr)  # the tile's first pixel, from the item's
        slot = fn.add(fn.mul(j, P["per_tile"]), fn.mul(P["tap0"], mr))
        ind = fn.gep("ptr", P["ind"], slot)
        cbase = fn.gep("float", P["c"], fn.mul(first, P["scr"]))
        lastj = fn.icmp("eq", j, fn.sub(P["ntiles"], 1))
        nrows = fn.select(lastj, P["lastrows"], mr)
        if epilogue:
            fn.add(Val("%m_lo", "i64"), first, hint="%m0")
        flag = fn.load("i32", fn.gep("i32", P["flags"], j))
        runs = fn.icmp("ne", flag, 0)
        cnt = fn.gep("i32", P["cnt"], fn.mul(j, P["cstride"]))
        before = fn.load("i32", fn.gep("i32", cnt, P["tap0"]))
        after = fn.load("i32", fn.gep("i32", cnt, P["tap1"]))
        border = fn.icmp("ne", before, after)
        ntaps = fn.select(runs, P["R"], fn.sub(P["tap1"], P["tap0"]))
        cg = fn.select(runs, P["runlen"], P["cg"])
        btap = fn.select(runs, P["runbtap"], P["btap"])
        crow = [fn.gep("float", cbase, fn.mul(i64(i), P["scr"])) for i in range(mr)]
        # the item's partial sums between blocks: a whole tile of scratch each (L1-sized),
        # so the output is written once, by the last block (and may be its residual's buffer)
        pbase = fn.gep("float", P["part"], fn.mul(j, mr * nv * L))
        prow = [fn.gep("float", pbase, i * nv * L) for i in range(mr)]

        # the first block starts from zero; later ones from the tile's partial sums
        fn.cbr(P["accum"], "resume", "sums")
        fn.block("resume")
        kept = [self.load(fn, fn.gep("float", prow[i], v * L)) for i in range(mr) for v in range(nv)]
        fn.br("sums")
        fn.block("sums")
        init = [fn.phi(vt, [(zero(vt), "tile"), (kept[t], "resume")]) for t in range(n)]
        fn.cbr(border, "b.tap", "p.tap")

        tile = dict(ind=ind, ntaps=ntaps, cg=cg, btap=btap, bmasks=[None] * nv if padded else masks)
        plain = self._accumulate(fn, "p", nv, init, tile, every, border=False)
        bord = self._accumulate(fn, "b", nv, init, tile, every, border=True)
        fn.block("done")
        outs = [fn.phi(vt, [(a, "p.tapend"), (b, "b.tapend")]) for a, b in zip(plain, bord)]

        fn.cbr(P["last"], "finish", "keep")
        fn.block("keep")
        for t in range(n):
            i, v = divmod(t, nv)
            self.store(fn, outs[t], fn.gep("float", prow[i], v * L))
        fn.br("tile.next")
        fn.block("finish")
        if epilogue:
            p, q, Q = epilogue.first_pixel(fn)
            for i in range(mr):
                if i:
                    q = fn.add(q, 1)
                    wrap = fn.icmp("sge", q, Q)
                    q = fn.select(wrap, i64(0), q)
                    p = fn.add(p, fn.cast("zext", wrap, "i64"))
                st, nx = fn.label("fin"), fn.label("finnext")
                fn.cbr(fn.icmp("slt", i64(i), nrows), st, nx)
                fn.block(st)
                for v in range(nv):
                    epilogue.emit(fn, p, q, v * L, outs[i * nv + v], masks[v])
                fn.br(nx)
                fn.block(nx)
            fn.br("tile.next")
        else:
            for i in range(mr):
                st, nx = fn.label("store"), fn.label("next")
                fn.cbr(fn.icmp("slt", i64(i), nrows), st, nx)
                fn.block(st)
                for v in range(nv):
                    self.store(fn, outs[i * nv + v], fn.gep("float", crow[i], v * L), masks[v])
                fn.br(nx)
                fn.block(nx)
            fn.br("tile.next")
        fn.block("tile.next")
        jn = fn.add(j, 1, "nsw ", hint="%j.next")
        fn.cbr(fn.icmp("slt", jn, P["ntiles"]), "tile", "exit")
        fn.block("exit")
        fn.ret()
        return fn.define(head)

    def _accumulate(self, fn: Function, pre: str, nv: int, init: list[Val], tile: dict,
                    every: Val, border: bool) -> list[Val]:
        """The tile's sums over the block's taps and channels: one loop over taps (the rows'
        pointers for the tap), in it the channel loop. Returns the sums at `{pre}.tapend`."""
        vt, mr, L, mt = self.vt, self.mr, self.L, self.mt
        n = mr * nv
        fn.block(f"{pre}.tap")
        tp = fn.phi("i64", [("0", "sums"), (f"%{pre}.tp.next", f"{pre}.tapend")], hint=f"%{pre}.tp")
        bt = fn.phi("ptr", [("%b", "sums"), (f"%{pre}.bnext", f"{pre}.tapend")], hint=f"%{pre}.bt")
        outs = [f"%{pre}.out{t}" for t in range(n)]
        tacc = [fn.phi(vt, [(init[t], "sums"), (outs[t], f"{pre}.tapend")], hint=f"%{pre}.tacc{t}") for t in range(n)]
        base = fn.mul(tp, mr)
        per_step = border and self.masked_fma  # else per tap: the sums put back at tapend
        rows, valid, real = [], [], []
        for i in range(mr):
            row = fn.load("ptr", fn.gep("ptr", tile["ind"], fn.add(base, i)), align=8)
            if border:
                real.append(fn.icmp("ne", row, P["zero"]))
            if per_step:
                valid.append(fn.select(real[i], every, zero(mt)))
            rows.append(fn.gep("float", row, P["c0"]))
        cg, ntaps, btap = tile["cg"], tile["ntaps"], tile["btap"]
        fn.cbr(fn.icmp("sgt", cg, 0), f"{pre}.loop", f"{pre}.tapend")
        fn.block(f"{pre}.loop")
        news = [f"%{pre}.new{t}" for t in range(n)]
        jj = fn.phi("i64", [("0", f"{pre}.tap"), (f"%{pre}.j.next", f"{pre}.loop")], hint=f"%{pre}.j")
        bp = fn.phi("ptr", [(bt, f"{pre}.tap"), (f"%{pre}.bp1", f"{pre}.loop")], hint=f"%{pre}.bp")
        accs = [fn.phi(vt, [(tacc[t], f"{pre}.tap"), (news[t], f"{pre}.loop")], hint=f"%{pre}.acc{t}")
                for t in range(n)]
        bv = [self.load(fn, fn.gep("float", bp, v * L), tile["bmasks"][v]) for v in range(nv)]
        for i in range(mr):
            a = fn.load("float", fn.gep("float", rows[i], jj), align=4)
            s = self.splat(fn, a)
            for v in range(nv):
                t = i * nv + v
                if per_step:
                    f = self.fma(fn, s, bv[v], accs[t])
                    fn.select(valid[i], f, accs[t], hint=news[t])
                else:
                    self.fma(fn, s, bv[v], accs[t], hint=news[t])
        fn.gep("float", bp, P["sbk"], hint=f"%{pre}.bp1")
        jn = fn.add(jj, 1, "nsw ", hint=f"%{pre}.j.next")
        fn.cbr(fn.icmp("slt", jn, cg), f"{pre}.loop", f"{pre}.tapend", ", !llvm.loop !0")
        fn.block(f"{pre}.tapend")
        if border and not per_step:
            raw = [fn.phi(vt, [(tacc[t], f"{pre}.tap"), (news[t], f"{pre}.loop")]) for t in range(n)]
            out = [fn.select(real[t // nv], raw[t], tacc[t], hint=outs[t]) for t in range(n)]
        else:
            out = [fn.phi(vt, [(tacc[t], f"{pre}.tap"), (news[t], f"{pre}.loop")], hint=outs[t])
                   for t in range(n)]
        fn.gep("float", bt, btap, hint=f"%{pre}.bnext")
        tn = fn.add(tp, 1, "nsw ", hint=f"%{pre}.tp.next")
        fn.cbr(fn.icmp("slt", tn, ntaps), f"{pre}.tap", "done")
        return out

