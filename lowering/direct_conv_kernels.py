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
keeps a pixel's sums unchanged at its padding taps (select on the FMA, which AVX-512
makes a masked FMA) so a padding tap adds nothing even against an inf or NaN weight, the
language's out-of-bounds rule; other tiles run the plain loop. The driver's per-tile
prefix counts of padding pointers tell which, in O(1) per tile.

The tile loop lives here, not in the driver, so a block costs one call per item: a call
per tile cost about a hundred cycles of argument passing and spills, 5-8% of a tile of
64 to 128 steps.
"""
from __future__ import annotations

from typing import Protocol

from .irtext import IRText, VecText


class Epilogue(Protocol):
    """f over a finished tile, in the block kernel: `params` its extra parameters (the
    kernel's buffers and sizes, so f's code reads them by their usual names),
    `first_pixel` (p, q, Q) of pixel %m0 and the output's width, and `emit` the code that
    stores f(acc) for one (row, vector): pixel (p, q), channels %k0 + dk."""
    params: str

    def first_pixel(self, ir: IRText) -> tuple[str, str, str]: ...

    def emit(self, ir: IRText, p: str, q: str, dk: int, acc: str, mask: str | None) -> None: ...


# the block kernel's parameters before the epilogue's (the driver passes them in this order)
PARAMS = ("ptr %ind", "i64 %per_tile", "ptr %cnt", "i64 %cstride", "ptr %flags", "i64 %ntiles", "i64 %lastrows",
          "i64 %tap0", "i64 %tap1", "i64 %R", "i64 %runlen", "i64 %c0", "i64 %cg", "ptr %b", "i64 %btap",
          "i64 %runbtap", "i64 %sbk", "ptr %c", "i64 %scr", "ptr %part", "i1 %accum", "i1 %last", "ptr %zero")


class ConvKernels(VecText):
    """The block kernels of one direct conv kernel `name` (their symbols carry it)."""

    def __init__(self, name: str, lanes: int, mr: int):
        super().__init__(lanes)
        self.name, self.mr = name, mr

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
        ir = IRText()
        extra = f", i64 %n, i64 %m_lo, i64 %k0, {epilogue.params}" if epilogue else ""
        head = (f"define internal void {self.block_name(nv)}({', '.join(PARAMS)}, {mt} %mlast{extra}) "
                "noinline nounwind")
        every = "<" + ", ".join(["i1 true"] * L) + ">"
        masks = ["" if v < nv - 1 else "%mlast" for v in range(nv)]
        n = mr * nv
        ir.block("entry")
        ir.emit("br label %tile")

        # the tile: where its rows, pointers and sums are, and which loop it takes
        ir.block("tile")
        ir.lines.append("  %j = phi i64 [0, %entry], [%j.next, %tile.next]")
        first = ir.op(f"mul i64 %j, {mr}")  # the tile's first pixel, from the item's
        slot = ir.op(f"add i64 {ir.op('mul i64 %j, %per_tile')}, {ir.op(f'mul i64 %tap0, {mr}')}")
        ind = ir.op(f"getelementptr ptr, ptr %ind, i64 {slot}")
        cbase = ir.op(f"getelementptr float, ptr %c, i64 {ir.op(f'mul i64 {first}, %scr')}")
        lastj = ir.op(f"icmp eq i64 %j, {ir.op('sub i64 %ntiles, 1')}")
        nrows = ir.op(f"select i1 {lastj}, i64 %lastrows, i64 {mr}")
        if epilogue:
            ir.lines.append(f"  %m0 = add i64 %m_lo, {first}")
        flag = ir.op(f"load i32, ptr {ir.op('getelementptr i32, ptr %flags, i64 %j')}")
        runs = ir.op(f"icmp ne i32 {flag}, 0")
        cnt = ir.op(f"getelementptr i32, ptr %cnt, i64 {ir.op('mul i64 %j, %cstride')}")
        before = ir.op(f"load i32, ptr {ir.op(f'getelementptr i32, ptr {cnt}, i64 %tap0')}")
        after = ir.op(f"load i32, ptr {ir.op(f'getelementptr i32, ptr {cnt}, i64 %tap1')}")
        border = ir.op(f"icmp ne i32 {before}, {after}")
        ntaps = ir.op(f"select i1 {runs}, i64 %R, i64 {ir.op('sub i64 %tap1, %tap0')}")
        cg = ir.op(f"select i1 {runs}, i64 %runlen, i64 %cg")
        btap = ir.op(f"select i1 {runs}, i64 %runbtap, i64 %btap")
        crow = [ir.op(f"getelementptr float, ptr {cbase}, i64 {ir.op(f'mul i64 {i}, %scr')}") for i in range(mr)]
        # the item's partial sums between blocks: a whole tile of scratch each (L1-sized),
        # so the output is written once, by the last block (and may be its residual's buffer)
        pbase = ir.op(f"getelementptr float, ptr %part, i64 {ir.op(f'mul i64 %j, {mr * nv * L}')}")
        prow = [ir.op(f"getelementptr float, ptr {pbase}, i64 {i * nv * L}") for i in range(mr)]

        # the first block starts from zero; later ones from the tile's partial sums
        ir.emit("br i1 %accum, label %resume, label %sums")
        ir.block("resume")
        kept = [self.load(ir, ir.op(f"getelementptr float, ptr {prow[i]}, i64 {v * L}"))
                for i in range(mr) for v in range(nv)]
        ir.emit("br label %sums")
        ir.block("sums")
        init = [ir.op(f"phi {vt} [zeroinitializer, %tile], [{kept[j]}, %resume]") for j in range(n)]
        ir.emit(f"br i1 {border}, label %b.tap, label %p.tap")

        tile = dict(ind=ind, ntaps=ntaps, cg=cg, btap=btap, bmasks=[""] * nv if padded else masks)
        plain = self._accumulate(ir, "p", nv, init, tile, masks, every, border=False)
        bord = self._accumulate(ir, "b", nv, init, tile, masks, every, border=True)
        ir.block("done")
        outs = [ir.op(f"phi {vt} [{a}, %p.tapend], [{b}, %b.tapend]") for a, b in zip(plain, bord)]

        ir.emit("br i1 %last, label %finish, label %keep")
        ir.block("keep")
        for j in range(n):
            i, v = divmod(j, nv)
            self.store(ir, outs[j], ir.op(f"getelementptr float, ptr {prow[i]}, i64 {v * L}"))
        ir.emit("br label %tile.next")
        ir.block("finish")
        if epilogue:
            p, q, Q = epilogue.first_pixel(ir)
            for i in range(mr):
                if i:
                    q = ir.op(f"add i64 {q}, 1")
                    wrap = ir.op(f"icmp sge i64 {q}, {Q}")
                    q = ir.op(f"select i1 {wrap}, i64 0, i64 {q}")
                    p = ir.op(f"add i64 {p}, {ir.op(f'zext i1 {wrap} to i64')}")
                st, nx = ir.label("fin"), ir.label("finnext")
                ir.emit(f"br i1 {ir.op(f'icmp slt i64 {i}, {nrows}')}, label %{st}, label %{nx}")
                ir.block(st)
                for v in range(nv):
                    epilogue.emit(ir, p, q, v * L, outs[i * nv + v], masks[v] or None)
                ir.emit(f"br label %{nx}")
                ir.block(nx)
            ir.emit("br label %tile.next")
        else:
            for i in range(mr):
                st, nx = ir.label("store"), ir.label("next")
                ir.emit(f"br i1 {ir.op(f'icmp slt i64 {i}, {nrows}')}, label %{st}, label %{nx}")
                ir.block(st)
                for v in range(nv):
                    p = ir.op(f"getelementptr float, ptr {crow[i]}, i64 {v * L}")
                    self.store(ir, outs[i * nv + v], p, masks[v] or None)
                ir.emit(f"br label %{nx}")
                ir.block(nx)
            ir.emit("br label %tile.next")
        ir.block("tile.next")
        ir.lines.append("  %j.next = add nsw i64 %j, 1")
        ir.emit("br i1 %more, label %tile, label %exit".replace("%more", ir.op("icmp slt i64 %j.next, %ntiles")))
        ir.block("exit")
        ir.emit("ret void")
        return ir.function(head)

    def _accumulate(self, ir: IRText, pre: str, nv: int, init: list[str], tile: dict, masks: list[str],
                    every: str, border: bool) -> list[str]:
        """The tile's sums over the block's taps and channels: one loop over taps (the rows'
        pointers for the tap), in it the channel loop. Returns the sums at `{pre}.tapend`."""
        vt, mr, L, mt = self.vt, self.mr, self.L, self.mt
        n = mr * nv
        fma = self.fmuladd()
        ir.block(f"{pre}.tap")
        ir.lines.append(f"  %{pre}.tp = phi i64 [0, %sums], [%{pre}.tp.next, %{pre}.tapend]")
        ir.lines.append(f"  %{pre}.bt = phi ptr [%b, %sums], [%{pre}.bnext, %{pre}.tapend]")
        tacc = [f"%{pre}.tacc{j}" for j in range(n)]
        outs = [f"%{pre}.out{j}" for j in range(n)]
        for j in range(n):
            ir.lines.append(f"  {tacc[j]} = phi {vt} [{init[j]}, %sums], [{outs[j]}, %{pre}.tapend]")
        base = ir.op(f"mul i64 %{pre}.tp, {mr}")
        ind = tile["ind"]
        rows, valid = [], []
        for i in range(mr):
            slot = ir.op(f"getelementptr ptr, ptr {ind}, i64 {ir.op(f'add i64 {base}, {i}')}")
            row = ir.op(f"load ptr, ptr {slot}, align 8")
            if border:
                ok = ir.op(f"icmp ne ptr {row}, %zero")
                valid.append(ir.op(f"select i1 {ok}, {mt} {every}, {mt} zeroinitializer"))
            rows.append(ir.op(f"getelementptr float, ptr {row}, i64 %c0"))
        cg, ntaps, btap = tile["cg"], tile["ntaps"], tile["btap"]
        ir.emit(f"br i1 {ir.op(f'icmp sgt i64 {cg}, 0')}, label %{pre}.loop, label %{pre}.tapend")
        ir.block(f"{pre}.loop")
        accs = [f"%{pre}.acc{j}" for j in range(n)]
        news = [f"%{pre}.new{j}" for j in range(n)]
        ir.lines.append(f"  %{pre}.j = phi i64 [0, %{pre}.tap], [%{pre}.j.next, %{pre}.loop]")
        ir.lines.append(f"  %{pre}.bp = phi ptr [%{pre}.bt, %{pre}.tap], [%{pre}.bp1, %{pre}.loop]")
        for j in range(n):
            ir.lines.append(f"  {accs[j]} = phi {vt} [{tacc[j]}, %{pre}.tap], [{news[j]}, %{pre}.loop]")
        bv = [self.load(ir, ir.op(f"getelementptr float, ptr %{pre}.bp, i64 {v * L}"), tile["bmasks"][v] or None)
              for v in range(nv)]
        for i in range(mr):
            a = ir.op(f"load float, ptr {ir.op(f'getelementptr float, ptr {rows[i]}, i64 %{pre}.j')}, align 4")
            splat = self.splat(ir, a, "float")
            for v in range(nv):
                j = i * nv + v
                if border:
                    f = ir.op(f"call {vt} {fma}({vt} {splat}, {vt} {bv[v]}, {vt} {accs[j]})")
                    ir.lines.append(f"  {news[j]} = select {mt} {valid[i]}, {vt} {f}, {vt} {accs[j]}")
                else:
                    ir.lines.append(f"  {news[j]} = call {vt} {fma}({vt} {splat}, {vt} {bv[v]}, {vt} {accs[j]})")
        ir.lines.append(f"  %{pre}.bp1 = getelementptr float, ptr %{pre}.bp, i64 %sbk")
        ir.lines.append(f"  %{pre}.j.next = add nsw i64 %{pre}.j, 1")
        more = ir.op(f"icmp slt i64 %{pre}.j.next, {cg}")
        ir.emit(f"br i1 {more}, label %{pre}.loop, label %{pre}.tapend, !llvm.loop !0")
        ir.block(f"{pre}.tapend")
        for j in range(n):
            ir.lines.append(f"  {outs[j]} = phi {vt} [{tacc[j]}, %{pre}.tap], [{news[j]}, %{pre}.loop]")
        ir.lines.append(f"  %{pre}.bnext = getelementptr float, ptr %{pre}.bt, i64 {btap}")
        ir.lines.append(f"  %{pre}.tp.next = add nsw i64 %{pre}.tp, 1")
        ir.emit(f"br i1 {ir.op(f'icmp slt i64 %{pre}.tp.next, {ntaps}')}, label %{pre}.tap, label %done")
        return outs
