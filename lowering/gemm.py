"""A contraction (contraction.py) as a packed, register-blocked GEMM in LLVM IR.

The classic structure (Goto; BLIS), sized to the target's vectors and registers:

    for each work item (outer loops x column block x row block), threads take ranges:
      for each K block (whole values of the outermost reduction loop, ~KC products):
        pack B[kk, n0:n0+NCB] into panels of NR = NV*L columns (zero-padded, in-bounds
            masks applied: conv's padding and gathers happen here, once per block)
        for each panel, for each MR rows of the block:
          micro-kernel: MR x NV vector accumulators; per k one vector load of B per column
            vector and one broadcast of A per row (A read in place when its reduction
            index is one flat stride, else packed MR-interleaved)
      epilogue over the tile: f(r) in place (a small kernel of the ordinary pipeline)

When one MR-row block covers M (gemv, batch-1 layers) B is streamed in place instead of
packed: each element is used once, so packing would double the memory traffic.
Whether A or B can be read in place is decided per call from the sizes (flat strides,
bounds), so one kernel serves every shape; the packed path is always there.
"""
from __future__ import annotations

from dataclasses import dataclass

from .codegen import Lanes, symbol_of
from .contraction import Contraction, ceil_div, epilogue_rows_accesses, product
from .gemm_pack import Packing, step_of
from .irtext import IRText, affine_coefs, flat_index
from .loops import IConst, IExpr, Kernel, Load, ibin


# Up to this many rows a B strided along the columns runs as the loop nest: measured for
# 1024x1024 weights, 1 row 3.1 ms packed vs 0.16 ms nested, 16 rows 3.5 vs 2.6, 32 rows 3.9 vs 5.5
STRIDED_B_ROWS = 16
FINITE_CHAINS = 4  # independent sums in the inf/NaN scan


@dataclass(frozen=True)
class Blocking:
    mr: int  # rows of the register tile
    nv: int  # vectors of the register tile
    lanes: int
    kc: int = 256  # products per K block (B panels stay in L1/L2)
    kc_direct: int = 128  # the same when B is streamed in place: rows of B read side by side
    nc_panels: int = 4  # column block = nc_panels * NR
    mc_blocks: int = 8  # row block = mc_blocks * MR

    @property
    def nr(self) -> int:
        return self.nv * self.lanes

    @property
    def ncb(self) -> int:
        return self.nc_panels * self.nr

    @property
    def mc(self) -> int:
        return self.mc_blocks * self.mr


def default_blocking(lanes: Lanes, tile: tuple[int, int] | None) -> Blocking:
    """MR x NV accumulators plus NV loads and a broadcast must fit the register file:
    32 vector registers with AVX-512, 16 otherwise (AVX2, SSE; NEON is treated alike).
    Measured on Zen 4 (`simd:tile=` over matmul 512, five convs): 4x4 beat 6x4 in every
    case by 3-7% (and wastes fewer rows on M = 32, 64); with 16 registers 4x3 is best."""
    if tile is not None:
        mr, nv = tile
    elif lanes.count >= 16:
        mr, nv = 4, 4
    else:
        mr, nv = 4, 3
    return Blocking(mr, nv, lanes.count, nc_panels=max(1, 512 // (nv * lanes.count)))


class _Gen(Packing):
    def __init__(self, c: Contraction, lanes: Lanes, blk: Blocking):
        super().__init__(c.kernel.name, lanes.count, blk.nv)
        self.c, self.k, self.blk = c, c.kernel, blk
        self.extent = {v: e for v, e in c.outer + c.red + (c.n,) + ((c.n2,) if c.n2 else ())}
        if c.m[0]:
            self.extent[c.m[0]] = c.m[1]

    def all_finite(self, ir: IRText, buffer: str) -> str:
        """i1: no NaN or infinity in the buffer (x - x is 0 exactly for finite x). Four
        vectors a step into four sums: one chain of dependent adds ran at a third of the
        load rate, a few microseconds per call on a conv's weights."""
        L, vt = self.L, self.vt
        n = "1"
        for d in self.k.buffer(buffer).dims:
            n = ir.i("mul", n, ir.ix(d, {}))
        accs = self.zeroed_slots(ir, FINITE_CHAINS, "fin")

        def add(acc: str, i: str, mask: str | None) -> None:
            x = self.load(ir, ir.op(f"getelementptr float, ptr %buf.{buffer}, i64 {i}"), mask)
            d = ir.op(f"fsub {vt} {x}, {x}")
            old = ir.op(f"load {vt}, ptr {acc}")
            ir.emit(f"store {vt} {ir.op(f'fadd {vt} {old}, {d}')}, ptr {acc}")

        step = FINITE_CHAINS * L
        whole = ir.i("mul", ir.i("sdiv", n, str(step)), str(step))
        ir.loop("0", whole, lambda i: [add(a, ir.i("add", i, str(j * L)), None) for j, a in enumerate(accs)],
                step=str(step))
        ir.loop(whole, n, lambda i: add(accs[0], i, ir.op(f"call {self.mt} {self.lane_mask()}(i64 {i}, i64 {n})")),
                step=str(L))
        total = ir.op(f"load {vt}, ptr {accs[0]}")
        for a in accs[1:]:
            total = ir.op(f"fadd {vt} {total}, {ir.op(f'load {vt}, ptr {a}')}")
        bad = ir.op(f"fcmp une {vt} {total}, zeroinitializer")
        red = self.intrinsic(f"llvm.vector.reduce.or.v{L}i1", f"i1 @F({self.mt})")
        return ir.op(f"xor i1 {ir.op(f'call i1 {red}({self.mt} {bad})')}, true")

    def driver(self, epilogue: str | None, exact: str | None = None) -> str:
        c, k, blk, L = self.c, self.k, self.blk, self.L
        ir = IRText()
        ptrs = [b for b in k.buffers if b.role != "scratch"]
        args = [f"ptr noalias %buf.{b.name}" for b in ptrs] + ["ptr noalias %scratch"]
        args += [f"i64 %size.{s}" for s in k.sizes] + ["i64 %range.lo", "i64 %range.hi"]
        ir.block("entry")
        if exact is not None:
            # Out-of-bounds reads make their iteration contribute nothing; zero padding in
            # the panels gives the same sums unless the other factor is inf or NaN there
            # (inf * 0). Such rare inputs run the loop-nest kernel, on the first thread.
            ok = "true"
            for ld, other in ((c.a, c.b), (c.b, c.a)):
                if any(ld.checked):
                    ok = ir.op(f"and i1 {ok}, {self.all_finite(ir, other.buffer)}")
            if b_strided(c):  # few rows: the loop nest reads B's rows in place, vectorized along k
                rows = ir.ix(c.m[1], {}) if c.m[0] else "1"
                ok = ir.op(f"and i1 {ok}, {ir.i('icmp sgt', rows, str(STRIDED_B_ROWS))}")
            fast, slow, call = ir.label("gemm"), ir.label("exact"), ir.label("exact.run")
            ir.emit(f"br i1 {ok}, label %{fast}, label %{slow}")
            ir.block(slow)
            ir.emit(f"br i1 {ir.i('icmp eq', '%range.lo', '0')}, label %{call}, label %exact.done")
            ir.block(call)
            eargs = [f"ptr %buf.{b.name}" for b in ptrs] + ["ptr %scratch"]
            eargs += [f"i64 %size.{s}" for s in k.sizes] + ["i64 0", f"i64 {1 << 62}"]
            ir.emit(f"call void {exact}({', '.join(eargs)})")
            ir.emit("br label %exact.done")
            ir.block("exact.done")
            ir.emit("ret void")
            ir.block(fast)
        E = {v: ir.ix(e, {}) for v, e in self.extent.items()}
        M = E[c.m[0]] if c.m[0] else "1"
        N = ir.i("mul", E[c.n2[0]], E[c.n[0]]) if c.n2 else E[c.n[0]]

        def columns(ncol: str) -> dict[str, str]:
            """The loop indices of flat column ncol."""
            if not c.n2:
                return {c.n[0]: ncol}
            return {c.n2[0]: ir.i("udiv", ncol, E[c.n[0]]), c.n[0]: ir.i("urem", ncol, E[c.n[0]])}
        rv = [v for v, _ in c.red]
        inner = "1"
        for v in rv[1:]:
            inner = ir.op(f"mul i64 {inner}, {E[v]}")
        R0 = E[rv[0]] if rv else "1"
        inner1 = ir.max(inner, "1")
        NB = ir.op(f"sdiv i64 {ir.op(f'add i64 {N}, {blk.ncb - 1}')}, {blk.ncb}")
        MB = ir.op(f"sdiv i64 {ir.op(f'add i64 {M}, {blk.mc - 1}')}, {blk.mc}")
        # equal blocks (whole tiles) instead of full ones and a small last one: threads
        # that take equal numbers of work items get equal work
        ncb = ir.i("mul", ir.i("sdiv", ir.i("add", ir.i("sdiv", ir.i("add", N, ir.i("sub", NB, "1")), ir.max(NB, "1")),
                                             str(blk.nr - 1)), str(blk.nr)), str(blk.nr))
        mcb = ir.i("mul", ir.i("sdiv", ir.i("add", ir.i("sdiv", ir.i("add", M, ir.i("sub", MB, "1")), ir.max(MB, "1")),
                                             str(blk.mr - 1)), str(blk.mr)), str(blk.mr))
        W = ir.op(f"mul i64 {NB}, {MB}")
        for v, _ in c.outer:
            W = ir.op(f"mul i64 {W}, {E[v]}")
        hi = ir.min("%range.hi", W)
        base = ir.op("ptrtoint ptr %scratch to i64")
        base = ir.op(f"and i64 {ir.op(f'add i64 {base}, 63')}, -64")
        bpack = ir.op(f"inttoptr i64 {base} to ptr")
        kmax = ir.op(f"add i64 {blk.kc}, {inner}")
        apack = ir.op(f"getelementptr float, ptr {bpack}, i64 {ir.op(f'mul i64 {kmax}, {blk.ncb}')}")

        zero = {v: "0" for v in self.extent}
        a_flat = flat_index(k, c.a.buffer, c.a.index)
        b_flat = flat_index(k, c.b.buffer, c.b.index)
        o_flat = flat_index(k, c.out, c.store.index)

        def delta(flat: IExpr, v: str) -> str:
            return ir.op(f"sub i64 {ir.ix(flat, {**zero, v: '1'})}, {ir.ix(flat, zero)}")

        def flattenable(flat: IExpr) -> str:
            ok = "true"
            for v, w in zip(rv, rv[1:]):
                want = ir.op(f"mul i64 {delta(flat, w)}, {E[w]}")
                ok = ir.op(f"and i1 {ok}, {ir.op(f'icmp eq i64 {delta(flat, v)}, {want}')}")
            return ok

        def in_bounds(ld: Load) -> str:
            ok = "true"
            dims = k.buffer(ld.buffer).dims
            for e, chk, dim in zip(ld.index, ld.checked, dims):
                if not chk:
                    continue
                coef, rest = affine_coefs(e, self.extent)
                lo = hi_ = ir.ix(rest, {})
                for v, cv in coef.items():
                    span = ir.op(f"mul i64 {cv}, {ir.op(f'sub i64 {E[v]}, 1')}")
                    if cv < 0:
                        lo = ir.op(f"add i64 {lo}, {span}")
                    else:
                        hi_ = ir.op(f"add i64 {hi_}, {span}")
                inb = ir.op(f"and i1 {ir.op(f'icmp sge i64 {lo}, 0')}, "
                            f"{ir.op(f'icmp slt i64 {hi_}, {ir.ix(dim, {})}')}")
                ok = ir.op(f"and i1 {ok}, {inb}")
            return ok

        flat_rows = "false"  # the epilogue may take a run of whole output rows in one call
        if epilogue is not None and (accesses := epilogue_rows_accesses(c)) is not None:
            flat_rows = "true"
            for buf, index in accesses:
                f = flat_index(k, buf, index)
                want = ir.op(f"mul i64 {delta(f, c.n[0])}, {E[c.n[0]]}")
                flat_rows = ir.op(f"and i1 {flat_rows}, {ir.i('icmp eq', delta(f, c.n2[0]), want)}")
        direct_a = ir.op(f"and i1 {flattenable(a_flat)}, {in_bounds(c.a)}")
        b_unit = step_of(k, c.b.buffer, c.b.index, c.n[0]) == IConst(1)
        direct_b = "false"
        if b_unit and rv and not c.n2:
            direct_b = ir.op(f"and i1 {flattenable(b_flat)}, {in_bounds(c.b)}")
            direct_b = ir.op(f"and i1 {direct_b}, {ir.op(f'icmp sle i64 {M}, {blk.mr}')}")
        is_gemv = ir.op(f"and i1 {direct_b}, {ir.op(f'icmp eq i64 {M}, 1')}")
        is_gemv = ir.op(f"and i1 {is_gemv}, {direct_a}")
        kc_eff = ir.op(f"select i1 {direct_b}, i64 {blk.kc_direct}, i64 {blk.kc}")
        cblk = ir.max(ir.i("sdiv", kc_eff, inner1), "1")
        nblocks = ir.max(ir.i("sdiv", ir.i("add", R0, ir.i("sub", cblk, "1")), cblk), "1")
        # equal K blocks: no short last block whose C round trip costs as much as its products
        cblk = ir.max(ir.i("sdiv", ir.i("add", R0, ir.i("sub", nblocks, "1")), nblocks), "1")
        sar = delta(a_flat, c.m[0]) if c.m[0] else "0"
        sak_direct = delta(a_flat, rv[-1]) if rv else "0"
        sbk_direct = delta(b_flat, rv[-1]) if rv else "0"
        scr = delta(o_flat, c.m[0]) if c.m[0] else "0"

        mk_p, mk_p1 = self.micro_name(blk.mr, False), self.micro_name(1, False)
        mk_d, mk_d1 = self.micro_name(blk.mr, True), self.micro_name(1, True)

        def outer_env(t: str) -> dict[str, str]:
            """The outer loops' indices of flat outer index t (the last varies fastest)."""
            env: dict[str, str] = {}
            for v, _ in reversed(c.outer):
                env[v] = ir.op(f"urem i64 {t}, {E[v]}")
                t = ir.op(f"udiv i64 {t}, {E[v]}")
            return env

        def work(g: str) -> None:
            """One group of work items (an outer index and a column block): the thread's
            row blocks of it share each packed B block."""
            nbk = ir.op(f"urem i64 {g}, {NB}")
            env = outer_env(ir.op(f"udiv i64 {g}, {NB}"))
            first = ir.i("mul", g, MB)
            m0 = ir.min(M, ir.i("mul", ir.max(ir.i("sub", "%range.lo", first), "0"), mcb))
            mend = ir.min(M, ir.i("mul", ir.min(ir.i("sub", hi, first), MB), mcb))
            mc = ir.i("sub", mend, m0)
            n0 = ir.i("mul", nbk, ncb)
            nb = ir.min(ncb, ir.i("sub", N, n0))
            panels = ir.op(f"sdiv i64 {ir.op(f'add i64 {nb}, {blk.nr - 1}')}, {blk.nr}")
            some, none = ir.label("rows"), ir.label("norows")
            ir.emit(f"br i1 {ir.i('icmp slt', m0, mend)}, label %{some}, label %{none}")
            ir.block(some)

            def kblock(bi: str) -> None:
                c0 = ir.op(f"mul i64 {bi}, {cblk}")
                c1 = ir.min(ir.op(f"add i64 {c0}, {cblk}"), R0)
                kc = ir.op(f"mul i64 {ir.max(ir.op(f'sub i64 {c1}, {c0}'), '0')}, {inner}")
                accum = ir.op(f"icmp sgt i64 {bi}, 0")
                packb, go, done = ir.label("packb"), ir.label("panels"), ir.label("kdone")
                ir.emit(f"br label %{packb}")
                ir.block(packb)
                pack = ir.label("pack")
                ir.emit(f"br i1 {direct_b}, label %{go}, label %{pack}")
                ir.block(pack)
                ir.loop("0", panels, lambda p: self.pack_b(ir, env, p, n0, nb, c0, c1, kc, bpack))
                ir.emit(f"br label %{go}")
                ir.block(go)

                def panel(p: str, cm: str) -> None:
                    cend = ir.min(ir.i("add", cm, mcb), mend)
                    col = ir.op(f"mul i64 {p}, {blk.nr}")
                    masks = ", ".join(
                        f"{self.mt} " + ir.op(f"call {self.mt} {self.lane_mask()}(i64 "
                                              f"{ir.op(f'add i64 {col}, {v * L}')}, i64 {nb})")
                        for v in range(blk.nv))
                    ncol = ir.op(f"add i64 {n0}, {col}")
                    b_env = {**env, **columns(ncol), **({rv[0]: c0} if rv else {}), **{v: "0" for v in rv[1:]}}
                    b_dir = ir.op(f"getelementptr float, ptr %buf.{c.b.buffer}, i64 {ir.ix(b_flat, b_env)}")
                    b_pk = ir.op(f"getelementptr float, ptr {bpack}, i64 "
                                 f"{ir.i('mul', ir.i('mul', p, kc), str(blk.nr))}")
                    bptr = ir.op(f"select i1 {direct_b}, ptr {b_dir}, ptr {b_pk}")
                    sbk = ir.op(f"select i1 {direct_b}, i64 {sbk_direct}, i64 {blk.nr}")
                    cols = columns(ncol)

                    def rows(i0: str) -> None:
                        nrows = ir.min(str(blk.mr), ir.op(f"sub i64 {cend}, {i0}"))
                        a_env = {**env, **({c.m[0]: i0} if c.m[0] else {}),
                                 **({rv[0]: c0} if rv else {}), **{v: "0" for v in rv[1:]}}
                        a_dir = ir.op(f"getelementptr float, ptr %buf.{c.a.buffer}, i64 {ir.ix(a_flat, a_env)}")
                        packa, ready = ir.label("packa"), ir.label("ready")
                        ir.emit(f"br i1 {direct_a}, label %{ready}, label %{packa}")
                        ir.block(packa)
                        self.pack_a(ir, env, i0, nrows, c0, c1, apack)
                        ir.emit(f"br label %{ready}")
                        ir.block(ready)
                        aptr = ir.op(f"select i1 {direct_a}, ptr {a_dir}, ptr {apack}")
                        sar_ = ir.op(f"select i1 {direct_a}, i64 {sar}, i64 1")
                        sak = ir.op(f"select i1 {direct_a}, i64 {sak_direct}, i64 {blk.mr}")
                        cptr = ir.op(f"getelementptr float, ptr %buf.{c.out}, i64 "
                                     f"{ir.ix(o_flat, {**env, **({c.m[0]: i0} if c.m[0] else {}), **cols})}")
                        one = ir.op(f"icmp eq i64 {nrows}, 1")
                        cargs = (f"ptr {aptr}, i64 {sar_}, i64 {sak}, i64 {nrows}, ptr {bptr}, i64 {sbk}, "
                                 f"ptr {cptr}, i64 {scr}, i64 {kc}, i1 {accum}, {masks}")
                        lbl = {x: ir.label(x) for x in ("d", "d1", "p", "p1", "called")}
                        sel = ir.op(f"or i64 {ir.op(f'zext i1 {one} to i64')}, "
                                    f"{ir.i('shl', ir.op(f'zext i1 {direct_b} to i64'), '1')}")
                        ir.emit(f"switch i64 {sel}, label %{lbl['p']} [i64 1, label %{lbl['p1']} "
                                f"i64 2, label %{lbl['d']} i64 3, label %{lbl['d1']}]")
                        for key, fn in (("p", mk_p), ("p1", mk_p1), ("d", mk_d), ("d1", mk_d1)):
                            ir.block(lbl[key])
                            ir.emit(f"call void {fn}({cargs})")
                            ir.emit(f"br label %{lbl['called']}")
                        ir.block(lbl["called"])

                    ir.loop(cm, cend, rows, step=str(blk.mr))

                ir.loop(m0, mend, lambda cm: ir.loop("0", panels, lambda p: panel(p, cm)), step=mcb)
                ir.emit(f"br label %{done}")
                ir.block(done)

            ir.loop("0", nblocks, kblock)
            finish_tiles(env, m0, mc, n0, nb)
            ir.emit(f"br label %{none}")
            ir.block(none)

        def finish_tiles(env: dict[str, str], m0: str, mc: str, n0: str, nb: str) -> None:
            """The epilogue over this group's rows [m0, mend) and columns [n0, n0 + nb)."""
            if epilogue is None:
                return

            def finish(vals: list[str]) -> None:
                eargs = [f"ptr %buf.{b.name}" for b in ptrs] + ["ptr null"]
                eargs += [f"i64 %size.{s}" for s in k.sizes] + [f"i64 {x}" for x in vals]
                eargs += ["i64 0", f"i64 {1 << 62}"]
                ir.emit(f"call void {epilogue}({', '.join(eargs)})")
            outer_vals = [env[v] for v, _ in c.outer]
            if not c.n2:
                finish(outer_vals + [m0, mc, n0, nb])
                return
            q = E[c.n[0]]
            end = ir.i("add", n0, nb)
            if flat_rows != "false":  # the whole run of output rows as one long row
                rows, done = ir.label("byrow"), ir.label("finished")
                one = ir.label("flat")
                ir.emit(f"br i1 {flat_rows}, label %{one}, label %{rows}")
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
            if flat_rows != "false":
                ir.emit(f"br label %{done}")
                ir.block(done)

        def gemv(o: str) -> None:
            """Outer index o's column blocks in this thread's range as one span, the whole
            reduction in one call: B's rows stream in place, far longer runs than a block's."""
            env = outer_env(o)
            first = ir.i("mul", o, NB)
            n0 = ir.min(N, ir.i("mul", ir.max(ir.i("sub", "%range.lo", first), "0"), ncb))
            n1 = ir.min(N, ir.i("mul", ir.min(ir.i("sub", hi, first), NB), ncb))
            some, none = ir.label("span"), ir.label("nospan")
            ir.emit(f"br i1 {ir.i('icmp slt', n0, n1)}, label %{some}, label %{none}")
            ir.block(some)
            at = {**env, **{v: "0" for v in rv}, **({c.m[0]: "0"} if c.m[0] else {})}
            a0 = ir.op(f"getelementptr float, ptr %buf.{c.a.buffer}, i64 {ir.ix(a_flat, at)}")
            b0 = ir.op(f"getelementptr float, ptr %buf.{c.b.buffer}, i64 "
                       f"{ir.ix(b_flat, {**env, **columns(n0), **{v: '0' for v in rv}})}")
            c0 = ir.op(f"getelementptr float, ptr %buf.{c.out}, i64 "
                       f"{ir.ix(o_flat, {**env, **({c.m[0]: '0'} if c.m[0] else {}), **columns(n0)})}")
            nb = ir.i("sub", n1, n0)
            ir.emit(f"call void @\"jr.gemv.{k.name}\"(ptr {a0}, i64 {sak_direct}, ptr {b0}, i64 {sbk_direct}, "
                    f"ptr {c0}, i64 {nb}, i64 {ir.i('mul', R0, inner)})")
            finish_tiles(env, "0", "1", n0, nb)
            ir.emit(f"br label %{none}")
            ir.block(none)

        packed, streamed = ir.label("packed"), ir.label("streamed")
        ir.emit(f"br i1 {is_gemv}, label %{streamed}, label %{packed}")
        ir.block(streamed)  # M is 1, so MB is 1 and an item is (outer index, column block)
        ir.loop(ir.i("udiv", "%range.lo", NB), ir.i("udiv", ir.i("add", hi, ir.i("sub", NB, "1")), NB), gemv)
        ir.emit("ret void")
        ir.block(packed)
        g_hi = ir.i("udiv", ir.i("add", hi, ir.i("sub", MB, "1")), MB)
        ir.loop(ir.i("udiv", "%range.lo", MB), g_hi, work)
        ir.emit("ret void")
        body = ir.lines[:1] + ir.allocas + ir.lines[1:]
        return (f"define void @\"{symbol_of(k)}\"({', '.join(args)}) nounwind {{\n"
                + "\n".join(body) + "\n}\n")

def b_strided(c: Contraction) -> bool:
    """B is not contiguous along the output's columns (gemm with trans_b, PyTorch's Linear):
    packing gathers it, which few rows of A cannot repay."""
    return step_of(c.kernel, c.b.buffer, c.b.index, c.n[0]) != IConst(1) and not c.n2


def needs_exact(c: Contraction) -> bool:
    """Whether the loop-nest kernel comes along: a read may fall out of bounds (it runs for
    inf/NaN inputs), or B is strided along the columns (it runs for few rows)."""
    return any(c.a.checked) or any(c.b.checked) or b_strided(c)


def generate(c: Contraction, lanes: Lanes, blk: Blocking, epilogue: tuple[str, str] | None,
             exact: tuple[str, str] | None) -> str:
    """The module: micro-kernels, the driver with the kernel ABI, and the (llvm, symbol) of
    the epilogue kernel and of the exact loop-nest kernel."""
    g = _Gen(c, lanes, blk)
    micros = [g.micro(r, d)[0] for r in sorted({blk.mr, 1}) for d in (False, True)] + [g.gemv()]
    drv = g.driver(f"@\"{epilogue[1]}\"" if epilogue else None, f"@\"{exact[1]}\"" if exact else None)
    parts = sorted(g.decls) + micros + [drv, '!0 = distinct !{!0, !1}\n!1 = !{!"llvm.loop.unroll.disable"}']
    text = "\n".join(parts)
    for extra in (epilogue, exact):
        if extra:
            text = _without_zero(extra[0]) + "\n" + text
    text = "@jr.zero = internal constant float 0.0, align 4\n" + text
    from .vecmath import dedup_declarations
    return dedup_declarations(text + "\n")


def _without_zero(llvm: str) -> str:
    """A generated kernel's text minus the @jr.zero every module defines (kept once)."""
    return "\n".join(line for line in llvm.splitlines() if not line.startswith("@jr.zero ="))


def facade(c: Contraction, blk: Blocking) -> Kernel:
    """What the runtime sees: one parallel loop over the work items (threads split it) whose
    body costs what one work item does, and the scratch the packed panels need."""
    from .loops import Loop
    from .contraction import _nest
    _, inner = _nest(c.kernel.body)
    items = ibin("*", ceil_div(c.columns, blk.ncb), ceil_div(c.m[1], blk.mc))
    items = product([items] + [e for _, e in c.outer])
    body = (Loop("_m", IConst(blk.mc) if c.m[0] else IConst(1), (Loop("_n", IConst(blk.ncb), tuple(inner)),)),)
    # what threads are planned by: multiply-adds, in the unit of the loop nests' cost (about
    # one simple operation per element). A streamed product costs about what an element of
    # an elementwise op does (gemv 1024x1024: 1M products, ~55 us; relu: 1M elements,
    # ~100 us), so rows x columns x reduction length, not the facade's loops
    work = product([c.m[1], c.columns] + [e for _, e in c.outer + c.red])
    inner_k = product([e for _, e in c.red[1:]])
    kmax = ibin("+", IConst(blk.kc), inner_k)
    scratch = ibin("+", IConst(16), ibin("*", kmax, IConst(blk.ncb + blk.mr)))
    note = f"packed GEMM: {blk.mr}x{blk.nv} vector tile, column blocks of {blk.ncb}, row blocks of {blk.mc}"
    return Kernel(c.kernel.name, c.kernel.buffers, c.kernel.sizes,
                  (Loop("_work", items, body, note=note),), scratch=scratch, work=work)
