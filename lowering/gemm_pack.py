"""Packing for the GEMM (gemm.py): B's K block into NR-column panels, A's rows into
MR-interleaved panels, with the out-of-bounds rule applied (conv's padding becomes zeros).

A packed vector of B is one masked load when its columns are contiguous in B; conv's
fused pixel runs are rows of B, so a vector that spans a few of them is one masked load
per row piece (stride 2: of 2L floats, then the even lanes), and only vectors spanning
more rows, or other strides, gather.
"""
from __future__ import annotations

from typing import Any

from .gemm_kernels import Kernels
from .irtext import IRText, flat_index
from .loops import IConst, IExpr, Kernel, ibin, ivars, linear, product

# A packed vector spanning up to this many rows of B is that many masked loads, not a gather
MAX_PIECES = 4


class Packing(Kernels):
    """The packing routines of one GEMM (c, k, blk are the generator's)."""

    def _red_nest(self, ir: IRText, c0: str, c1: str, body) -> None:
        """Run body(env, kk) over the K block in order: rv[0] in [c0, c1), the rest whole."""
        rv = [(v, e) for v, e in self.c.red]
        kk = ir.var("0")

        def level(d: int, env: dict[str, str]) -> None:
            if d == len(rv):
                i = ir.op(f"load i64, ptr {kk}")
                body(env, i)
                ir.emit(f"store i64 {ir.op(f'add i64 {i}, 1')}, ptr {kk}")
                return
            v, e = rv[d]
            lo, hi = (c0, c1) if d == 0 else ("0", ir.ix(e, {}))
            ir.loop(lo, hi, lambda i: level(d + 1, {**env, v: i}))
        level(0, {})

    def pack_b(self, ir: IRText, env: dict[str, str], p: str, n0: str, nb: str,
               c0: str, c1: str, kc: str, bpack: str) -> None:
        """Panel p of the block: Bp[p][kk][0:NR] = B[kk, n0 + p*NR + (0:NR)], 0 where a
        column is past nb or B's index is out of bounds (conv's padding). Columns are n, or
        (n2, n) pairs of a fused run: a vector within one row of a contiguous B is one
        masked load, else a masked gather."""
        c, k, L, nr = self.c, self.k, self.L, self.blk.nr
        ld = c.b
        dims = k.buffer(ld.buffer).dims
        col = ir.i("mul", p, str(nr))
        panel = ir.op(f"getelementptr float, ptr {bpack}, i64 {ir.i('mul', ir.i('mul', p, kc), str(nr))}")
        vi = f"<{L} x i64>"
        iota = "<" + ", ".join(f"i64 {j}" for j in range(L)) + ">"
        flat = flat_index(k, ld.buffer, ld.index)
        n = c.n[0]
        lane_vars = [n] + ([c.n2[0]] if c.n2 else [])
        steps = {v: step_of(k, ld.buffer, ld.index, v) for v in lane_vars}
        unit = steps[n] == IConst(1)
        # unit stride or 2 (conv's stride): a vector's columns are a few pieces of rows of B,
        # one masked load each (stride 2: of 2L floats, then the even lanes), not a gather
        stride = {IConst(1): 1, IConst(2): 2}.get(steps[n])

        def splat(x: str) -> str:
            return self.splat(ir, x)

        cols = []  # per vector: lane 0's coordinates, per-lane offsets from them, mask, contiguous?
        for v in range(self.blk.nv):
            first = ir.i("add", col, str(v * L))
            mask = ir.op(f"call {self.mt} {self.lane_mask()}(i64 {first}, i64 {nb})")
            nn = ir.i("add", n0, first)
            if c.n2:
                q = ir.ix(c.n[1], {})
                pf, qf = ir.i("udiv", nn, q), ir.i("urem", nn, q)
                nnv = ir.op(f"add {vi} {splat(nn)}, {iota}")
                pv = ir.op(f"udiv {vi} {nnv}, {splat(q)}")
                qv = ir.op(f"sub {vi} {nnv}, {ir.op(f'mul {vi} {pv}, {splat(q)}')}")
                lanes = {c.n2[0]: ir.op(f"sub {vi} {pv}, {splat(pf)}"), n: ir.op(f"sub {vi} {qv}, {splat(qf)}")}
                same = ir.op(f"icmp eq i64 {pf}, {ir.i('udiv', ir.i('add', nn, str(L - 1)), q)}")
                cols.append(({c.n2[0]: pf, n: qf}, lanes, mask, same if unit else "false", (qf, q)))
            else:
                cols.append(({n: nn}, {n: iota}, mask, "true" if unit else "false", ("0", None)))

        def place(e: dict[str, str], cenv, lanes, mask, piece) -> tuple[str, str, Any, Any]:
            """Lane mask (columns past nb, out-of-bounds indices) and lane 0's offset at
            the indices e; offsets(delta) gives every lane's, for a gather."""
            e = {**e, **cenv}
            for idx, chk, dim in zip(ld.index, ld.checked, dims):
                if not chk:
                    continue
                s, d = ir.ix(idx, e), ir.ix(dim, {})
                moving = [x for x in lanes if x in ivars(idx)]
                if not moving:
                    ok = ir.op(f"and i1 {ir.i('icmp sge', s, '0')}, {ir.i('icmp slt', s, d)}")
                    mask = ir.op(f"select i1 {ok}, {self.mt} {mask}, {self.mt} zeroinitializer")
                    continue
                vidx = splat(s)
                for x in moving:
                    term = ir.op(f"mul {vi} {lanes[x]}, {splat(str(linear(idx, x)[0]))}")
                    vidx = ir.op(f"add {vi} {vidx}, {term}")
                ok = ir.op(f"and {self.mt} {ir.op(f'icmp sge {vi} {vidx}, zeroinitializer')}, "
                           f"{ir.op(f'icmp slt {vi} {vidx}, {splat(d)}')}")
                mask = ir.op(f"and {self.mt} {mask}, {ok}")
            off = ir.ix(flat, e)
            offs = splat(off)
            for x in lanes:
                term = ir.op(f"mul {vi} {lanes[x]}, {splat(ir.ix(steps[x], e))}")
                offs = ir.op(f"add {vi} {offs}, {term}")
            plan = None
            if stride is not None:
                qf, q = piece
                delta = ir.i("sub", ir.ix(steps[c.n2[0]], e), ir.i("mul", q, str(stride))) if q else "0"
                plan = self.piece_masks(ir, mask, qf, q) + (delta,)
            return mask, off, offs, plan

        def put(kk: str, v: int, mask: str, off: str, offs: str, contiguous: str, plan) -> None:
            dst = ir.op(f"getelementptr float, ptr {panel}, i64 "
                        f"{ir.i('add', ir.i('mul', kk, str(nr)), str(v * L))}")
            load, gather, done = ir.label("load"), ir.label("gather"), ir.label("packed")
            ir.emit(f"br i1 {contiguous}, label %{load}, label %{gather}")
            ir.block(load)
            src = ir.op(f"getelementptr float, ptr %buf.{ld.buffer}, i64 {off}")
            self.store(ir, self.load(ir, src, mask), dst)
            ir.emit(f"br label %{done}")
            ir.block(gather)
            if plan is not None:
                self.pack_pieces(ir, stride, plan, off, ld.buffer, dst, done)
            addrs = ir.op(f"getelementptr float, ptr %buf.{ld.buffer}, {vi} {offs}")
            val = ir.op(f"call {self.vt} {self.gather()}(<{L} x ptr> align 4 {addrs}, {self.mt} {mask}, "
                        f"{self.vt} zeroinitializer)")
            ir.emit(f"store {self.vt} {val}, ptr {dst}, align 4")
            ir.emit(f"br label %{done}")
            ir.block(done)

        rv = [v for v, _ in c.red]
        by_tap = len(rv) > 1 and not any(rv[0] in ivars(idx) for idx, chk in zip(ld.index, ld.checked) if chk)
        if not by_tap:
            def body(renv: dict[str, str], kk: str) -> None:
                for v, (cenv, lanes, mask, contiguous, piece) in enumerate(cols):
                    m, off, offs, plan = place({**env, **renv}, cenv, lanes, mask, piece)
                    put(kk, v, m, off, offs, contiguous, plan)
            self._red_nest(ir, c0, c1, body)
            return
        # Masks and lane offsets depend on the taps (conv's r, s), not on the outermost
        # reduction index (the input channel): work them out once per tap, then walk the
        # channels of the block adding one stride. kk stays channel-major (A's order).
        cstep = ir.ix(step_of(k, ld.buffer, ld.index, rv[0]), {})
        inner = ir.ix(product([e for _, e in c.red[1:]]), {})
        tap = ir.var("0")

        def taps(d: int, renv: dict[str, str]) -> None:
            if d == len(rv):
                t = ir.op(f"load i64, ptr {tap}")
                placed = [place({**env, **renv, rv[0]: c0}, cenv, lanes, mask, piece)
                          for cenv, lanes, mask, _, piece in cols]

                def channel(ch: str) -> None:
                    rel = ir.i("sub", ch, c0)
                    kk = ir.i("add", ir.i("mul", rel, inner), t)
                    shift = ir.i("mul", rel, cstep)
                    for v, ((mask, off, offs, plan), (_, _, _, contiguous, _)) in enumerate(zip(placed, cols)):
                        moved = ir.op(f"add {vi} {offs}, {splat(shift)}")
                        put(kk, v, mask, ir.i("add", off, shift), moved, contiguous, plan)
                ir.loop(c0, c1, channel)
                ir.emit(f"store i64 {ir.i('add', t, '1')}, ptr {tap}")
                return
            v, e = c.red[d]
            ir.loop("0", ir.ix(e, {}), lambda i: taps(d + 1, {**renv, v: i}))
        taps(1, {})

    def piece_masks(self, ir: IRText, mask: str, qf: str, q: str | None) -> tuple[str, list[str]]:
        """A vector whose lanes run along rows of q columns (conv's output rows; one row when
        q is None) from column qf of its first row: how many rows it touches, and per row
        (up to MAX_PIECES) the lanes it holds, within mask."""
        if q is None:
            return "1", [mask]
        L, vi = self.L, f"<{self.L} x i64>"
        iota = "<" + ", ".join(f"i64 {j}" for j in range(L)) + ">"
        count = ir.i("udiv", ir.i("add", ir.i("add", qf, q), str(L - 1)), q)
        segs = []
        for j in range(MAX_PIECES):
            lo, hi = ir.i("sub", ir.i("mul", str(j), q), qf), ir.i("sub", ir.i("mul", str(j + 1), q), qf)
            inside = ir.op(f"and {self.mt} {ir.op(f'icmp sge {vi} {iota}, {self.splat(ir, lo)}')}, "
                           f"{ir.op(f'icmp slt {vi} {iota}, {self.splat(ir, hi)}')}")
            segs.append(ir.op(f"and {self.mt} {inside}, {mask}"))
        return count, segs

    def pack_pieces(self, ir: IRText, stride: int, plan, off: str, buffer: str, dst: str, done: str) -> None:
        """Each row's piece of the vector as one masked load from where lane 0 would be
        (stride 2: of 2L floats, even lanes kept, odd ones never read): row j's lane 0
        lies delta * j past row 0's. Lanes outside a piece are not read; more than
        MAX_PIECES rows fall through to the gather."""
        L, vt, mt = self.L, self.vt, self.mt
        count, segs, delta = plan
        if stride == 2:
            w = 2 * L
            wt, wm = f"<{w} x float>", f"<{w} x i1>"
            wide_load = self.intrinsic(f"llvm.masked.load.v{w}f32.p0", f"{wt} @F(ptr, {wm}, {wt})")
            spread = "<" + ", ".join(f"i32 {j // 2 + (L if j % 2 else 0)}" for j in range(w)) + ">"
            even = "<" + ", ".join(f"i32 {2 * j}" for j in range(L)) + ">"

        def load(j: int) -> str:
            src = ir.op(f"getelementptr float, ptr %buf.{buffer}, i64 {ir.i('add', off, ir.i('mul', delta, str(j)))}")
            if stride == 1:
                return self.load(ir, src, segs[j])
            wide = ir.op(f"shufflevector {mt} {segs[j]}, {mt} zeroinitializer, <{w} x i32> {spread}")
            both = ir.op(f"call {wt} {wide_load}(ptr align 4 {src}, {wm} {wide}, {wt} zeroinitializer)")
            return ir.op(f"shufflevector {wt} {both}, {wt} poison, <{L} x i32> {even}")

        blocks = [ir.label(f"pieces{n}") for n in range(1, len(segs) + 1)]
        gather = ir.label("gather")
        cases = " ".join(f"i64 {n}, label %{b}" for n, b in enumerate(blocks, 1))
        ir.emit(f"switch i64 {count}, label %{gather} [{cases}]")
        for n, b in enumerate(blocks, 1):
            ir.block(b)
            val = load(0)
            for j in range(1, n):
                val = ir.op(f"select {mt} {segs[j]}, {vt} {load(j)}, {vt} {val}")
            ir.emit(f"store {vt} {val}, ptr {dst}, align 4")
            ir.emit(f"br label %{done}")
        ir.block(gather)

    def pack_a(self, ir: IRText, env: dict[str, str], i0: str, nrows: str, c0: str, c1: str, apack: str) -> None:
        """Ap[kk * MR + i] = A[i0 + i, kk] (0 out of bounds); rows past nrows repeat the last."""
        c, k = self.c, self.k
        ld = c.a
        dims = k.buffer(ld.buffer).dims
        flat = flat_index(k, ld.buffer, ld.index)
        last = ir.op(f"sub i64 {nrows}, 1")

        def body(renv: dict[str, str], kk: str) -> None:
            for i in range(self.blk.mr):
                e = {**env, **renv}
                if c.m[0]:
                    e[c.m[0]] = ir.op(f"add i64 {i0}, {ir.min(str(i), last)}")
                ok = "true"
                for idx, chk, dim in zip(ld.index, ld.checked, dims):
                    if chk:
                        s = ir.ix(idx, e)
                        inb = ir.op(f"and i1 {ir.op(f'icmp sge i64 {s}, 0')}, "
                                    f"{ir.op(f'icmp slt i64 {s}, {ir.ix(dim, {})}')}")
                        ok = ir.op(f"and i1 {ok}, {inb}")
                off = ir.op(f"select i1 {ok}, i64 {ir.ix(flat, e)}, i64 0")
                x = ir.op(f"load float, ptr {ir.op(f'getelementptr float, ptr %buf.{ld.buffer}, i64 {off}')}, align 4")
                x = ir.op(f"select i1 {ok}, float {x}, float 0.0")
                dst = ir.op(f"getelementptr float, ptr {apack}, i64 "
                            f"{ir.i('add', ir.i('mul', kk, str(self.blk.mr)), str(i))}")
                ir.emit(f"store float {x}, ptr {dst}, align 4")
        self._red_nest(ir, c0, c1, body)


def step_of(k: Kernel, buffer: str, index: tuple[IExpr, ...], var: str) -> IExpr:
    """How far the flat offset moves when `var` grows by one: sum of coef * stride."""
    dims = k.buffer(buffer).dims
    out: IExpr = IConst(0)
    for d, e in enumerate(index):
        if var in ivars(e):
            out = ibin("+", out, ibin("*", IConst(linear(e, var)[0]), product(dims[d + 1:])))
    return out
