"""The micro-kernel of the direct convolution (direct_conv.py): an indirect GEMM tile.

    acc[MR pixels x nv vectors of output channels] (+)= sum over the taps of a block,
        sum over c < cg of  x_row(i, tap)[c] * w_row(tap, c)[k0 : k0 + nv * L]

Each pixel row i has its own input pointer per tap, read from the indirection table the
driver fills (a padding tap points at a row of zeros), so A is broadcast from the input
in place, strided convs and dilations included, and nothing is packed. B is the weights'
rows in place (HWIO: contiguous along the output channels). A `border` kernel keeps a
pixel's sums unchanged at its padding taps (select on the FMA, which AVX-512 makes a
masked FMA) so a padding tap adds nothing even against an inf or NaN weight, the
language's out-of-bounds rule; tiles without padding taps run the plain kernel.
"""
from __future__ import annotations

from .irtext import IRText, VecText


class ConvKernels(VecText):
    """The micro-kernels of one direct conv kernel `name` (their symbols carry it)."""

    def __init__(self, name: str, lanes: int, mr: int):
        super().__init__(lanes)
        self.name, self.mr = name, mr

    def micro_name(self, nv: int, border: bool) -> str:
        return f"@\"jr.dc.{self.name}.{nv}{'b' if border else 'p'}\""

    def micro(self, nv: int, border: bool) -> str:
        """acc (+)= the block's products for one tile; rows past nrows are computed on the
        driver's clamped pointers but never loaded or stored; the last vector is masked."""
        L, vt, mr = self.L, self.vt, self.mr
        ir = IRText()
        head = (f"define internal void {self.micro_name(nv, border)}(ptr %ind, i64 %ntaps, i64 %cg, ptr %b, "
                f"i64 %sbk, ptr %c, i64 %scr, i64 %nrows, i1 %accum, ptr %zero, {self.mt} %mlast) "
                "noinline nounwind")
        fma = self.fmuladd()
        every = "<" + ", ".join(["i1 true"] * L) + ">"
        masks = ["" if v < nv - 1 else "%mlast" for v in range(nv)]
        ir.block("entry")
        crow, init = [], []
        for i in range(mr):
            crow.append(ir.op(f"getelementptr float, ptr %c, i64 {ir.op(f'mul i64 {i}, %scr')}"))
            live = ir.op(f"and i1 %accum, {ir.op(f'icmp slt i64 {i}, %nrows')}")
            for v in range(nv):
                p = ir.op(f"getelementptr float, ptr {crow[i]}, i64 {v * L}")
                m = masks[v] or every
                init.append(self.load(ir, p, ir.op(f"select i1 {live}, {self.mt} {m}, {self.mt} zeroinitializer")))
        n = mr * nv
        ir.emit("br label %tap")
        # taps: the rows' pointers for this tap, then the channel loop
        ir.block("tap")
        ir.lines.append("  %tp = phi i64 [0, %entry], [%tp.next, %tapend]")
        ir.lines.append("  %bt = phi ptr [%b, %entry], [%bnext, %tapend]")
        tacc = [f"%tacc{j}" for j in range(n)]
        outs = [f"%out{j}" for j in range(n)]
        for j in range(n):
            ir.lines.append(f"  {tacc[j]} = phi {vt} [{init[j]}, %entry], [{outs[j]}, %tapend]")
        base = ir.op(f"mul i64 %tp, {mr}")
        rows, valid = [], []
        for i in range(mr):
            slot = ir.op(f"getelementptr ptr, ptr %ind, i64 {ir.op(f'add i64 {base}, {i}')}")
            rows.append(ir.op(f"load ptr, ptr {slot}, align 8"))
            if border:
                ok = ir.op(f"icmp ne ptr {rows[i]}, %zero")
                valid.append(ir.op(f"select i1 {ok}, {self.mt} {every}, {self.mt} zeroinitializer"))
        has = ir.op("icmp sgt i64 %cg, 0")
        ir.emit(f"br i1 {has}, label %loop, label %tapend")
        ir.block("loop")
        accs = [f"%acc{j}" for j in range(n)]
        news = [f"%new{j}" for j in range(n)]
        ir.lines.append("  %j = phi i64 [0, %tap], [%j.next, %loop]")
        ir.lines.append("  %bp = phi ptr [%bt, %tap], [%bp1, %loop]")
        for j in range(n):
            ir.lines.append(f"  {accs[j]} = phi {vt} [{tacc[j]}, %tap], [{news[j]}, %loop]")
        bv = [self.load(ir, ir.op(f"getelementptr float, ptr %bp, i64 {v * L}"), masks[v] or None) for v in range(nv)]
        for i in range(mr):
            a = ir.op(f"load float, ptr {ir.op(f'getelementptr float, ptr {rows[i]}, i64 %j')}, align 4")
            splat = self.splat(ir, a, "float")
            for v in range(nv):
                j = i * nv + v
                if border:
                    f = ir.op(f"call {vt} {fma}({vt} {splat}, {vt} {bv[v]}, {vt} {accs[j]})")
                    ir.lines.append(f"  {news[j]} = select {self.mt} {valid[i]}, {vt} {f}, {vt} {accs[j]}")
                else:
                    ir.lines.append(f"  {news[j]} = call {vt} {fma}({vt} {splat}, {vt} {bv[v]}, {vt} {accs[j]})")
        ir.lines.append("  %bp1 = getelementptr float, ptr %bp, i64 %sbk")
        ir.lines.append("  %j.next = add nsw i64 %j, 1")
        ir.emit(f"br i1 {ir.op('icmp slt i64 %j.next, %cg')}, label %loop, label %tapend, !llvm.loop !0")
        ir.block("tapend")
        for j in range(n):
            ir.lines.append(f"  {outs[j]} = phi {vt} [{tacc[j]}, %tap], [{news[j]}, %loop]")
        ir.lines.append("  %bnext = phi ptr [%bt, %tap], [%bp1, %loop]")
        ir.lines.append("  %tp.next = add nsw i64 %tp, 1")
        ir.emit(f"br i1 {ir.op('icmp slt i64 %tp.next, %ntaps')}, label %tap, label %exit")
        ir.block("exit")
        for i in range(mr):
            ok = ir.op(f"icmp slt i64 {i}, %nrows")
            st, nx = ir.label("store"), ir.label("next")
            ir.emit(f"br i1 {ok}, label %{st}, label %{nx}")
            ir.block(st)
            for v in range(nv):
                p = ir.op(f"getelementptr float, ptr {crow[i]}, i64 {v * L}")
                self.store(ir, outs[i * nv + v], p, masks[v] or None)
            ir.emit(f"br label %{nx}")
            ir.block(nx)
        ir.emit("ret void")
        return ir.function(head)
