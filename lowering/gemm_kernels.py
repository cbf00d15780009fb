"""The inner kernels of the packed GEMM (gemm.py), as LLVM text functions of their own
(noinline: the register allocator sees one small loop; unrolling off: 24 accumulators
plus loads fill AVX-512's 32 registers exactly).

    micro   acc[rows x NV] (+)= A[rows, 0:kc] @ B[0:kc, NR]; A broadcast per row, B one
            vector load per column vector (packed panel or, "direct", rows of B in place)
    gemv    one row, B in place: groups of GV vectors with plain loads, then masked vectors
"""
from __future__ import annotations

from .irtext import IRText, VecText


class Kernels(VecText):
    """The micro-kernels of one GEMM kernel `name` (their symbols carry it)."""

    def __init__(self, name: str, lanes: int, nv: int, gemv_vectors: int):
        super().__init__(lanes)
        self.name, self.nv, self.gemv_vectors = name, nv, gemv_vectors

    def micro_name(self, rows: int, direct: bool) -> str:
        return f"@\"jr.mk.{self.name}.{rows}{'d' if direct else 'p'}\""

    def micro(self, rows: int, direct_b: bool) -> str:
        """acc[rows x NV] (+)= A[rows, 0:kc] @ B[0:kc, NR]; rows past `nrows` neither read
        their own A row (clamped) nor store."""
        L, vt, nv = self.L, self.vt, self.nv
        ir = IRText()
        name = f"@\"jr.mk.{self.name}.{rows}{'d' if direct_b else 'p'}\""
        masks = ", ".join(f"{self.mt} %m{v}" for v in range(nv))
        head = (f"define internal void {name}(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, "
                f"ptr %c, i64 %scr, i64 %kc, i1 %accum, {masks}) noinline nounwind")
        ml, ms, fma = self.masked_load(), self.masked_store(), self.fmuladd()
        ir.block("entry")
        last = ir.op("sub i64 %nrows, 1")
        arow, init = [], []
        for i in range(rows):
            ri = ir.min(str(i), last) if i else "0"
            arow.append(ir.op(f"getelementptr float, ptr %a, i64 {ir.op(f'mul i64 {ri}, %sar')}"))
        lmask = [ir.op(f"select i1 %accum, {self.mt} %m{v}, {self.mt} zeroinitializer") for v in range(nv)]
        crow = [ir.op(f"getelementptr float, ptr %c, i64 {ir.op(f'mul i64 {i}, %scr')}") for i in range(rows)]
        for i in range(rows):
            for v in range(nv):
                p = ir.op(f"getelementptr float, ptr {crow[i]}, i64 {v * L}")
                init.append(ir.op(f"call {vt} {ml}(ptr align 4 {p}, {self.mt} {lmask[v]}, {vt} zeroinitializer)"))
        has = ir.op("icmp sgt i64 %kc, 0")
        ir.emit(f"br i1 {has}, label %loop, label %exit")
        ir.block("loop")
        kk = "%k"
        accs = [f"%acc{j}" for j in range(rows * nv)]
        news = [f"%new{j}" for j in range(rows * nv)]
        ir.lines.append("  %k = phi i64 [0, %entry], [%k1, %loop]")
        for j in range(rows * nv):
            ir.lines.append(f"  {accs[j]} = phi {vt} [{init[j]}, %entry], [{news[j]}, %loop]")
        bp = ir.op(f"getelementptr float, ptr %b, i64 {ir.op(f'mul i64 {kk}, %sbk')}")
        bv = []
        for v in range(nv):
            p = ir.op(f"getelementptr float, ptr {bp}, i64 {v * L}")
            if direct_b:
                bv.append(ir.op(f"call {vt} {ml}(ptr align 4 {p}, {self.mt} %m{v}, {vt} zeroinitializer)"))
            else:
                bv.append(ir.op(f"load {vt}, ptr {p}, align 4"))
        ak = ir.op(f"mul i64 {kk}, %sak")
        for i in range(rows):
            s = ir.op(f"load float, ptr {ir.op(f'getelementptr float, ptr {arow[i]}, i64 {ak}')}, align 4")
            splat = self.splat(ir, s, "float")
            for v in range(nv):
                j = i * nv + v
                ir.lines.append(f"  {news[j]} = call {vt} {fma}({vt} {splat}, {vt} {bv[v]}, {vt} {accs[j]})")
        ir.lines.append("  %k1 = add nsw i64 %k, 1")
        ir.emit(f"br i1 {ir.op('icmp slt i64 %k1, %kc')}, label %loop, label %exit, !llvm.loop !0")
        ir.block("exit")
        fin = []
        for j in range(rows * nv):
            fin.append(ir.op(f"phi {vt} [{init[j]}, %entry], [{news[j]}, %loop]"))
        for i in range(rows):
            ok = ir.op(f"icmp slt i64 {i}, %nrows")
            st, nx = ir.label("store"), ir.label("next")
            ir.emit(f"br i1 {ok}, label %{st}, label %{nx}")
            ir.block(st)
            for v in range(nv):
                p = ir.op(f"getelementptr float, ptr {crow[i]}, i64 {v * L}")
                ir.emit(f"call void {ms}({vt} {fin[i * nv + v]}, ptr align 4 {p}, {self.mt} %m{v})")
            ir.emit(f"br label %{nx}")
            ir.block(nx)
        ir.emit("ret void")
        return head + " {\n" + "\n".join(ir.lines) + "\n}\n", name

    def gemv(self) -> str:
        """One row, B read in place: c[0:ncols] (+)= a[0:kc] @ B[0:kc, 0:ncols] in groups of
        GV vectors (plain loads), then single masked vectors for the rest; each group streams
        kc rows of B left to right (gemv, batch-1 layers)."""
        L, vt = self.L, self.vt
        ml, ms, fma = self.masked_load(), self.masked_store(), self.fmuladd()
        ir = IRText()
        ir.block("entry")

        def block(col: str, gv: str | int, masked: bool) -> None:
            n = gv if isinstance(gv, int) else 1
            masks, cp, slots = [], [], []
            for v in range(n):
                first = ir.i("add", col, str(v * L))
                m = ir.op(f"call {self.mt} {self.lane_mask()}(i64 {first}, i64 %ncols)") if masked else None
                masks.append(m)
                lm = ir.op(f"select i1 %accum, {self.mt} {m or 'splat (i1 true)'}, {self.mt} zeroinitializer")
                cp.append(ir.op(f"getelementptr float, ptr %c, i64 {first}"))
                init = ir.op(f"call {vt} {ml}(ptr align 4 {cp[v]}, {self.mt} {lm}, {vt} zeroinitializer)")
                a = ir.tmp("slot")
                ir.allocas.append(f"  {a} = alloca {vt}")
                ir.emit(f"store {vt} {init}, ptr {a}")
                slots.append(a)
            bcol = ir.op(f"getelementptr float, ptr %b, i64 {col}")

            def row(kk: str) -> None:
                ap = ir.op(f"getelementptr float, ptr %a, i64 {ir.i('mul', kk, '%sak')}")
                x = ir.op(f"load float, ptr {ap}, align 4")
                splat = self.splat(ir, x, "float")
                brow = ir.op(f"getelementptr float, ptr {bcol}, i64 {ir.i('mul', kk, '%sbk')}")
                for v in range(n):
                    p = ir.op(f"getelementptr float, ptr {brow}, i64 {v * L}")
                    if masked:
                        bv = ir.op(f"call {vt} {ml}(ptr align 4 {p}, {self.mt} {masks[v]}, {vt} zeroinitializer)")
                    else:
                        bv = ir.op(f"load {vt}, ptr {p}, align 4")
                    acc = ir.op(f"load {vt}, ptr {slots[v]}")
                    new = ir.op(f"call {vt} {fma}({vt} {splat}, {vt} {bv}, {vt} {acc})")
                    ir.emit(f"store {vt} {new}, ptr {slots[v]}")
            ir.loop("0", "%kc", row)
            for v in range(n):
                val = ir.op(f"load {vt}, ptr {slots[v]}")
                if masked:
                    ir.emit(f"call void {ms}({vt} {val}, ptr align 4 {cp[v]}, {self.mt} {masks[v]})")
                else:
                    ir.emit(f"store {vt} {val}, ptr {cp[v]}, align 4")

        width = self.gemv_vectors * L
        full = ir.i("sdiv", "%ncols", str(width))
        ir.loop("0", full, lambda g: block(ir.i("mul", g, str(width)), self.gemv_vectors, False))
        start = ir.i("mul", full, str(width))
        ir.loop(start, "%ncols", lambda col: block(col, "one", True), step=str(L))
        ir.emit("ret void")
        head = (f"define internal void @\"jr.gemv.{self.name}\"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, "
                f"i64 %ncols, i64 %kc, i1 %accum) noinline nounwind")
        body = ir.lines[:1] + ir.allocas + ir.lines[1:]
        return head + " {\n" + "\n".join(body) + "\n}\n"

    # --- the driver ------------------------------------------------------------------------
