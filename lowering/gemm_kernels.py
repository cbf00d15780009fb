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

from .llir import Function, Module, Val, i32, i64, zero
from .vectors import Vectors

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
# gemvn prefetches each row's lines this many bytes ahead: a panel is one sequential run,
# and one stream from DRAM ran at half the bandwidth (the hardware prefetchers stop at
# page ends). Zen 3, one thread, weights evicted between runs: 1x1280 @ 1280x1000 575 ->
# 336 us, 1x4096 @ 4096x4096 5.7 -> 3.2 ms (onnxruntime 3.0); 512 to 4096 within 15%.
GEMV_PREFETCH = 1024


class Kernels(Vectors):
    """The micro-kernels of one GEMM kernel `name` (their symbols carry it), in module."""

    def __init__(self, name: str, lanes: int, nv: int, module: Module, gemv_rows: int = GEMV_ROWS,
                 registers: int = 16):
        super().__init__(lanes)
        self.name, self.nv, self.module, self.gemv_rows, self.registers = name, nv, module, gemv_rows, registers

    def micro_name(self, rows: int, direct: bool) -> str:
        return f"@\"jr.mk.{self.name}.{rows}{'d' if direct else 'p'}\""

    def micro(self, rows: int, direct_b: bool) -> str:
        """acc[rows x NV] (+)= A[rows, 0:kc] @ B[0:kc, NR]; rows past `nrows` neither read
        their own A or C row (clamped to the last) nor store."""
        L, vt, nv = self.L, self.vt, self.nv
        fn = Function(self.module)
        name = self.micro_name(rows, direct_b)
        masks = ", ".join(f"{self.mt} %m{v}" for v in range(nv))
        head = (f"define internal void {name}(ptr %a, i64 %sar, i64 %sak, i64 %nrows, ptr %b, i64 %sbk, "
                f"ptr %c, i64 %scr, i64 %kc, i1 %accum, ptr %pf, i64 %pfs, {masks}) noinline nounwind")
        a, b, c, pf = (Val(f"%{x}", "ptr") for x in ("a", "b", "c", "pf"))
        sar, sak, nrows, sbk, scr, kc, pfs = (Val(f"%{x}", "i64") for x in ("sar", "sak", "nrows", "sbk", "scr",
                                                                             "kc", "pfs"))
        accum, m = Val("%accum", "i1"), [Val(f"%m{v}", self.mt) for v in range(nv)]
        last = fn.sub(nrows, 1)
        arow, init, arow_index = [], [], []
        for i in range(rows):
            ri = fn.smin(i64(i), last) if i else i64(0)
            arow_index.append(ri)
            arow.append(fn.gep("float", a, fn.mul(ri, sar)))
        lmask = [fn.select(accum, m[v], zero(self.mt)) for v in range(nv)]
        crow = [fn.gep("float", c, fn.mul(i64(i), scr)) for i in range(rows)]
        for i in range(rows):
            # a row past nrows reads back the last row's sums (clamped, as its A row is): C's
            # own row may be past the end of the output, where the memory may not be mapped
            ci = crow[i] if not i else fn.gep("float", c, fn.mul(arow_index[i], scr))
            for v in range(nv):
                init.append(self.load(fn, fn.gep("float", ci, v * L), lmask[v]))
        fn.cbr(fn.icmp("sgt", kc, 0), "loop", "exit")
        fn.block("loop")
        kk = fn.phi("i64", [("0", "entry"), ("%k1", "loop")], hint="%k")
        news = [f"%new{j}" for j in range(rows * nv)]
        accs = [fn.phi(vt, [(init[j], "entry"), (news[j], "loop")], hint=f"%acc{j}") for j in range(rows * nv)]
        bp = fn.gep("float", b, fn.mul(kk, sbk))
        bv = [self.load(fn, fn.gep("float", bp, v * L), m[v] if direct_b else None) for v in range(nv)]
        # toward L2, the line at %pf + k * %pfs bytes: the driver points it at the weights the
        # next work item will read (B laid out once: from DRAM when the weights are large)
        line = fn.gep("i8", pf, fn.mul(kk, pfs))
        fn.intrinsic("llvm.prefetch.p0", "void", [line, i32(0), i32(2), i32(1)])
        ak = fn.mul(kk, sak)
        for i in range(rows):
            s = self.splat(fn, fn.load("float", fn.gep("float", arow[i], ak), align=4))
            for v in range(nv):
                j = i * nv + v
                self.fma(fn, s, bv[v], accs[j], hint=news[j])
        k1 = fn.add(kk, 1, "nsw ", hint="%k1")
        fn.cbr(fn.icmp("slt", k1, kc), "loop", "exit", ", !llvm.loop !0")
        fn.block("exit")
        fin = [fn.phi(vt, [(init[j], "entry"), (news[j], "loop")]) for j in range(rows * nv)]
        for i in range(rows):
            ok = fn.icmp("slt", i64(i), nrows)
            st, nx = fn.label("store"), fn.label("next")
            fn.cbr(ok, st, nx)
            fn.block(st)
            for v in range(nv):
                self.store(fn, fin[i * nv + v], fn.gep("float", crow[i], v * L), m[v])
            fn.br(nx)
            fn.block(nx)
        fn.ret()
        return fn.define(head)

    def gemv(self) -> str:
        """One row, B read in place: c[0:ncols] = a[0:kc] @ B[0:kc, 0:ncols]. Rows of B are
        streamed GEMV_ROWS at a time, each left to right over a column block whose sums stay in L1:
        a few sequential streams keep the prefetchers busy (measured on 768x3072: 0.135 ms,
        against 0.163 ms for column groups that hop from row to row). Sums run in k order."""
        L, R = self.L, self.gemv_rows
        fn = Function(self.module)
        a, b, c = (Val(f"%{x}", "ptr") for x in ("a", "b", "c"))
        sak, sbk, ncols, kc = (Val(f"%{x}", "i64") for x in ("sak", "sbk", "ncols", "kc"))

        def block(cb: Val) -> None:
            cn = fn.smin(i64(GEMV_COLUMNS), fn.sub(ncols, cb))
            # a masked head brings row 0's loads to 64-byte lines (every row's, when B's row
            # stride is whole lines): split loads on 4 KiB-aliased rows cost up to 15%
            addr = fn.cast("ptrtoint", fn.gep("float", b, cb), "i64")
            head = fn.smin(cn, fn.lshr(fn.and_(fn.sub(i64(0), addr), 63), 2))
            full = fn.add(head, fn.mul(fn.sdiv(fn.sub(cn, head), L), L))
            spans = ((head, full, False), (i64(0), head, True), (full, cn, True))
            cbase = fn.gep("float", c, cb)

            def masked(j: Val, hi: Val, on: bool) -> Val | None:
                return self.lane_mask(fn, j, hi) if on else None

            def zero_at(j: Val, mask: Val | None) -> None:
                self.store(fn, zero(self.vt), fn.gep("float", cbase, j), mask)
            for lo, hi, on in spans:
                fn.loop(lo, hi, lambda j: zero_at(j, masked(j, hi, on)), step=L)

            def rows(k0: Val, n: int) -> None:
                splats, brows = [], []
                for r in range(n):
                    kr = fn.add(k0, r)
                    ap = fn.gep("float", a, fn.mul(kr, sak))
                    splats.append(self.splat(fn, fn.load("float", ap, align=4)))
                    brows.append(fn.gep("float", b, fn.add(fn.mul(kr, sbk), cb)))

                def step(j: Val, mask: Val | None) -> None:
                    cp = fn.gep("float", cbase, j)
                    acc = self.load(fn, cp, mask)
                    for r in range(n):
                        bv = self.load(fn, fn.gep("float", brows[r], j), mask)
                        acc = self.fma(fn, splats[r], bv, acc)
                    self.store(fn, acc, cp, mask)
                for lo, hi, on in spans:
                    fn.loop(lo, hi, lambda j: step(j, masked(j, hi, on)), step=L)

            grouped = fn.mul(fn.sdiv(kc, R), R)
            fn.loop(0, grouped, lambda k0: rows(k0, R), step=R)
            fn.loop(grouped, kc, lambda k0: rows(k0, 1))

        fn.loop(0, ncols, block, step=GEMV_COLUMNS)
        fn.ret()
        return fn.define(f"define internal void @\"jr.gemv.{self.name}\"(ptr %a, i64 %sak, ptr %b, i64 %sbk, "
                         f"ptr %c, i64 %ncols, i64 %kc) noinline nounwind")

    def narrow_sets(self, nvec: int) -> int:
        """Independent partial sums per column vector: enough chains to cover the FMA
        latency, within 16 accumulators of AVX-512's 32 registers (8 of 16 elsewhere, where
        the column masks are vector registers too, beside a load and the broadcast)."""
        return max(1, min(8, self.registers // 2 // nvec))

    def gemv_narrow(self, nvec: int) -> str:
        """c[0:ncols] = a[0:kc] @ B[0:kc, 0:ncols] for ncols <= nvec vectors: every row's
        product goes to one of `narrow_sets` register sums per vector (row k to set k mod
        S), added together at the end; C is written once."""
        L, vt, S = self.L, self.vt, self.narrow_sets(nvec)
        fn = Function(self.module)
        a, b, c = (Val(f"%{x}", "ptr") for x in ("a", "b", "c"))
        sak, sbk, ncols, kc = (Val(f"%{x}", "i64") for x in ("sak", "sbk", "ncols", "kc"))
        masks = [self.lane_mask(fn, i64(v * L), ncols) for v in range(nvec)]
        acc = [self.zeroed_slots(fn, nvec, "acc") for _ in range(S)]

        def row(k: Val, sums: list[Val]) -> None:
            x = self.splat(fn, fn.load("float", fn.gep("float", a, fn.mul(k, sak)), align=4))
            bk = fn.gep("float", b, fn.mul(k, sbk))
            for off in range(0, nvec * L * 4, 64):
                fn.intrinsic("llvm.prefetch.p0", "void", [fn.gep("i8", bk, GEMV_PREFETCH + off), i32(0), i32(3), i32(1)])
            for v in range(nvec):
                self.fma_into(fn, sums[v], x, self.load(fn, fn.gep("float", bk, v * L), masks[v]))

        def rows(k0: Val) -> None:
            for s in range(S):
                row(fn.add(k0, s), acc[s])

        grouped = fn.mul(fn.sdiv(kc, S), S)
        fn.loop(0, grouped, rows, step=S)
        fn.loop(grouped, kc, lambda k: row(k, acc[0]))
        for v in range(nvec):
            parts = [fn.load(vt, acc[s][v]) for s in range(S)]
            while len(parts) > 1:  # pairwise: (s0 + s1) + (s2 + s3) ...
                parts = [fn.binop("fadd", x, y) for x, y in zip(parts[::2], parts[1::2])] + parts[len(parts) // 2 * 2:]
            self.store(fn, parts[0], fn.gep("float", c, v * L), masks[v])
        fn.ret()
        return fn.define(f"define internal void {self.gemv_narrow_name(nvec)}(ptr %a, i64 %sak, ptr %b, i64 %sbk, "
                         f"ptr %c, i64 %ncols, i64 %kc) noinline nounwind")

    def gemv_t(self) -> str:
        """c[n] = a[0:kc] . B[n, 0:kc] for n < ncols, B's rows sbn apart and contiguous
        along k, a contiguous: GEMV_T_ROWS rows at a time (then one), a vector sum per row
        along k (a masked last vector), added across its lanes at the end."""
        L, vt, T = self.L, self.vt, GEMV_T_ROWS
        fn = Function(self.module)
        a, b, c = (Val(f"%{x}", "ptr") for x in ("a", "b", "c"))
        sbn, ncols, kc = (Val(f"%{x}", "i64") for x in ("sbn", "ncols", "kc"))
        full = fn.mul(fn.sdiv(kc, L), L)
        tail = self.lane_mask(fn, full, kc)

        def rows(n0: Val, t: int) -> None:
            brow = [fn.gep("float", b, fn.mul(fn.add(n0, r), sbn)) for r in range(t)]
            acc = self.zeroed_slots(fn, t, "dot")

            def step(k: Val, mask: Val | None) -> None:
                x = self.load(fn, fn.gep("float", a, k), mask)
                for r in range(t):
                    self.fma_into(fn, acc[r], x, self.load(fn, fn.gep("float", brow[r], k), mask))
            fn.loop(0, full, lambda k: step(k, None), step=L)
            step(full, tail)
            for r in range(t):
                s = fn.intrinsic(f"llvm.vector.reduce.fadd.{self.sfx}", "float",
                                 [Val("-0.0", "float"), fn.load(vt, acc[r])], flags="reassoc ")
                fn.store(s, fn.gep("float", c, fn.add(n0, r)))

        grouped = fn.mul(fn.sdiv(ncols, T), T)
        fn.loop(0, grouped, lambda n0: rows(n0, T), step=T)
        fn.loop(grouped, ncols, lambda n: rows(n, 1))
        fn.ret()
        return fn.define(f"define internal void @\"jr.gemvt.{self.name}\"(ptr %a, ptr %b, i64 %sbn, ptr %c, "
                         f"i64 %ncols, i64 %kc) noinline nounwind")

    def gemv_narrow_name(self, nvec: int) -> str:
        return f"@\"jr.gemvn{nvec}.{self.name}\""
