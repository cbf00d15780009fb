"""The inner kernels of the packed GEMM (gemm.py), as LLVM text functions of their own
(noinline: the register allocator sees one small loop; unrolling off: the accumulators
plus loads must fit the vector registers, up to 24 + 4 + 1 of AVX-512's 32).

    micro   acc[rows x NV] (+)= A[rows, 0:kc] @ B[0:kc, NR]; A broadcast per row, B one
            vector load per column vector (packed panel or, "direct", rows of B in place);
            a prefetch of one line a step where the driver says (the next item's panels)
    gemv    one row, B in place: GV rows of B streamed side by side over a column block
    gemvn   one row and at most GEMV_NARROW vectors of columns: sums in registers
    gemvt   one row, B contiguous along the reduction (gemm with trans_b, PyTorch's
            Linear): GEMV_T_ROWS dot products at once, vectors along k
"""
from __future__ import annotations

from .irtext import IRText, VecText

# gemv: rows of B streamed side by side (8 of 12 KiB-strided rows still fit L1's ways;
# 12 and 16 measured 1.5x and 2.2x slower on 768x3072) and the columns whose sums stay in L1
GEMV_ROWS = 8
GEMV_COLUMNS = 4096
# dot products a gemvt step computes together: as many streams of B's rows as gemv's, and
# independent sums enough to cover the FMA latency
GEMV_T_ROWS = 8
# up to this many vectors of columns (a classifier's 10 outputs) the sums stay in registers:
# gemv's per-row-group round trip through C is one dependent chain there (1x1024 @ 1024x10:
# ~6 us, against ~0.5 us for its 40 KiB of B at the streaming rate)
GEMV_NARROW = 4


class Kernels(VecText):
    """The micro-kernels of one GEMM kernel `name` (their symbols carry it)."""

    def __init__(self, name: str, lanes: int, nv: int, gemv_rows: int = GEMV_ROWS):
        super().__init__(lanes)
        self.name, self.nv, self.gemv_rows = name, nv, gemv_rows

    def micro_name(self, rows: int, direct: bool) -> str:
        return f"@\"jr.mk.{self.name}.{rows}{'d' if direct else 'p'}\""

    def micro(self, rows: int, direct_b: bool) -> str:
        """acc[rows x NV] (+)= A[rows, 0:kc] @ B[0:kc, NR]; rows past `nrows` neither read
        their own A row (clamped) nor store."""
        L, vt, nv = self.L, self.vt, self.nv
        ir = IRText()
        name = self.micro_name(rows, direct_b)
        masks = ", ".join(f"{self.mt} %m{v}" for v in range(nv))
        head = (f"define internal void {name}(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, "
                f"ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, {masks}) noinline nounwind")
        fma = self.fmuladd()
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
                init.append(self.load(ir, p, lmask[v]))
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
            bv.append(self.load(ir, p, f"%m{v}" if direct_b else None))
        # toward L2, the line at %pf + k * %pfs bytes: the driver points it at the weights the
        # next work item will read (B laid out once: from DRAM when the weights are large)
        pf = self.intrinsic("llvm.prefetch.p0", "void @F(ptr, i32, i32, i32)")
        line = ir.op(f"getelementptr i8, ptr %pf, i64 {ir.op(f'mul i64 {kk}, %pfs')}")
        ir.emit(f"call void {pf}(ptr {line}, i32 0, i32 2, i32 1)")
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
                self.store(ir, fin[i * nv + v], p, f"%m{v}")
            ir.emit(f"br label %{nx}")
            ir.block(nx)
        ir.emit("ret void")
        return ir.function(head)

    def gemv(self) -> str:
        """One row, B read in place: c[0:ncols] = a[0:kc] @ B[0:kc, 0:ncols]. Rows of B are
        streamed GEMV_ROWS at a time, each left to right over a column block whose sums stay in L1:
        a few sequential streams keep the prefetchers busy (measured on 768x3072: 0.135 ms,
        against 0.163 ms for column groups that hop from row to row). Sums run in k order."""
        L, vt, R = self.L, self.vt, self.gemv_rows
        fma = self.fmuladd()
        ir = IRText()
        ir.block("entry")

        def block(cb: str) -> None:
            cn = ir.min(str(GEMV_COLUMNS), ir.i("sub", "%ncols", cb))
            # a masked head brings row 0's loads to 64-byte lines (every row's, when B's row
            # stride is whole lines): split loads on 4 KiB-aliased rows cost up to 15%
            addr = ir.op(f"ptrtoint ptr {ir.op(f'getelementptr float, ptr %b, i64 {cb}')} to i64")
            head = ir.min(cn, ir.i("lshr", ir.i("and", ir.i("sub", "0", addr), "63"), "2"))
            full = ir.i("add", head, ir.i("mul", ir.i("sdiv", ir.i("sub", cn, head), str(L)), str(L)))
            spans = ((head, full, False), ("0", head, True), (full, cn, True))
            cbase = ir.op(f"getelementptr float, ptr %c, i64 {cb}")

            def masked(j: str, hi: str, on: bool) -> str | None:
                return ir.op(f"call {self.mt} {self.lane_mask()}(i64 {j}, i64 {hi})") if on else None

            def zero(j: str, mask: str | None) -> None:
                self.store(ir, "zeroinitializer", ir.op(f"getelementptr float, ptr {cbase}, i64 {j}"), mask)
            for lo, hi, on in spans:
                ir.loop(lo, hi, lambda j: zero(j, masked(j, hi, on)), step=str(L))

            def rows(k0: str, n: int) -> None:
                splats, brows = [], []
                for r in range(n):
                    kr = ir.i("add", k0, str(r))
                    ap = ir.op(f"getelementptr float, ptr %a, i64 {ir.i('mul', kr, '%sak')}")
                    splats.append(self.splat(ir, ir.op(f"load float, ptr {ap}, align 4"), "float"))
                    brows.append(ir.op(f"getelementptr float, ptr %b, i64 {ir.i('add', ir.i('mul', kr, '%sbk'), cb)}"))

                def step(j: str, mask: str | None) -> None:
                    cp = ir.op(f"getelementptr float, ptr {cbase}, i64 {j}")
                    acc = self.load(ir, cp, mask)
                    for r in range(n):
                        bv = self.load(ir, ir.op(f"getelementptr float, ptr {brows[r]}, i64 {j}"), mask)
                        acc = ir.op(f"call {vt} {fma}({vt} {splats[r]}, {vt} {bv}, {vt} {acc})")
                    self.store(ir, acc, cp, mask)
                for lo, hi, on in spans:
                    ir.loop(lo, hi, lambda j: step(j, masked(j, hi, on)), step=str(L))

            grouped = ir.i("mul", ir.i("sdiv", "%kc", str(R)), str(R))
            ir.loop("0", grouped, lambda k0: rows(k0, R), step=str(R))
            ir.loop(grouped, "%kc", lambda k0: rows(k0, 1))

        ir.loop("0", "%ncols", block, step=str(GEMV_COLUMNS))
        ir.emit("ret void")
        head = (f"define internal void @\"jr.gemv.{self.name}\"(ptr %a, i64 %sak, ptr %b, i64 %sbk, ptr %c, "
                f"i64 %ncols, i64 %kc) noinline nounwind")
        return ir.function(head)

    def narrow_sets(self, nvec: int) -> int:
        """Independent partial sums per column vector: enough chains to cover the FMA
        latency, within 16 accumulators of AVX-512's 32 registers (8 of 16 elsewhere, where
        the column masks are vector registers too, beside a load and the broadcast)."""
        return max(1, min(8, (16 if self.L >= 16 else 8) // nvec))

    def gemv_narrow(self, nvec: int) -> str:
        """c[0:ncols] = a[0:kc] @ B[0:kc, 0:ncols] for ncols <= nvec vectors: every row's
        product goes to one of `narrow_sets` register sums per vector (row k to set k mod
        S), added together at the end; C is written once."""
        L, vt, S = self.L, self.vt, self.narrow_sets(nvec)
        ir = IRText()
        ir.block("entry")
        masks = [ir.op(f"call {self.mt} {self.lane_mask()}(i64 {v * L}, i64 %ncols)") for v in range(nvec)]
        acc = [self.zeroed_slots(ir, nvec, "acc") for _ in range(S)]

        def row(k: str, sums: list[str]) -> None:
            ap = ir.op(f"getelementptr float, ptr %a, i64 {ir.i('mul', k, '%sak')}")
            x = self.splat(ir, ir.op(f"load float, ptr {ap}, align 4"), "float")
            bk = ir.op(f"getelementptr float, ptr %b, i64 {ir.i('mul', k, '%sbk')}")
            for v in range(nvec):
                bv = self.load(ir, ir.op(f"getelementptr float, ptr {bk}, i64 {v * L}"), masks[v])
                self.fma_into(ir, sums[v], x, bv)

        grouped = ir.i("mul", ir.i("sdiv", "%kc", str(S)), str(S))
        ir.loop("0", grouped, lambda k0: [row(ir.i("add", k0, str(s)), acc[s]) for s in range(S)], step=str(S))
        ir.loop(grouped, "%kc", lambda k: row(k, acc[0]))
        for v in range(nvec):
            parts = [ir.op(f"load {vt}, ptr {acc[s][v]}") for s in range(S)]
            while len(parts) > 1:  # pairwise: (s0 + s1) + (s2 + s3) ...
                parts = [ir.op(f"fadd {vt} {x}, {y}") for x, y in zip(parts[::2], parts[1::2])] + parts[len(parts) // 2 * 2:]
            self.store(ir, parts[0], ir.op(f"getelementptr float, ptr %c, i64 {v * L}"), masks[v])
        ir.emit("ret void")
        head = (f"define internal void {self.gemv_narrow_name(nvec)}(ptr %a, i64 %sak, ptr %b, i64 %sbk, "
                f"ptr %c, i64 %ncols, i64 %kc) noinline nounwind")
        return ir.function(head)

    def gemv_t(self) -> str:
        """c[n] = a[0:kc] . B[n, 0:kc] for n < ncols, B's rows sbn apart and contiguous
        along k, a contiguous: GEMV_T_ROWS rows at a time (then one), a vector sum per row
        along k (a masked last vector), added across its lanes at the end."""
        L, vt, T = self.L, self.vt, GEMV_T_ROWS
        add = self.intrinsic(f"llvm.vector.reduce.fadd.{self.sfx}", f"float @F(float, {vt})")
        ir = IRText()
        ir.block("entry")
        full = ir.i("mul", ir.i("sdiv", "%kc", str(L)), str(L))
        tail = ir.op(f"call {self.mt} {self.lane_mask()}(i64 {full}, i64 %kc)")

        def rows(n0: str, t: int) -> None:
            brow = [ir.op(f"getelementptr float, ptr %b, i64 {ir.i('mul', ir.i('add', n0, str(r)), '%sbn')}")
                    for r in range(t)]
            acc = self.zeroed_slots(ir, t, "dot")

            def step(k: str, mask: str | None) -> None:
                x = self.load(ir, ir.op(f"getelementptr float, ptr %a, i64 {k}"), mask)
                for r in range(t):
                    bv = self.load(ir, ir.op(f"getelementptr float, ptr {brow[r]}, i64 {k}"), mask)
                    self.fma_into(ir, acc[r], x, bv)
            ir.loop("0", full, lambda k: step(k, None), step=str(L))
            step(full, tail)
            for r in range(t):
                s = ir.op(f"call reassoc float {add}(float -0.0, {vt} {ir.op(f'load {vt}, ptr {acc[r]}')})")
                cn = ir.op(f"getelementptr float, ptr %c, i64 {ir.i('add', n0, str(r))}")
                ir.emit(f"store float {s}, ptr {cn}")

        grouped = ir.i("mul", ir.i("sdiv", "%ncols", str(T)), str(T))
        ir.loop("0", grouped, lambda n0: rows(n0, T), step=str(T))
        ir.loop(grouped, "%ncols", lambda n: rows(n, 1))
        ir.emit("ret void")
        head = (f"define internal void @\"jr.gemvt.{self.name}\"(ptr %a, ptr %b, i64 %sbn, ptr %c, i64 %ncols, "
                f"i64 %kc) noinline nounwind")
        return ir.function(head)

    def gemv_narrow_name(self, nvec: int) -> str:
        return f"@\"jr.gemvn{nvec}.{self.name}\""
