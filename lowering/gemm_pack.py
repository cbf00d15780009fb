"""Packing for the GEMM (gemm.py): B's K block into NR-column panels, A's rows into
MR-interleaved panels, with the out-of-bounds rule applied (conv's padding becomes zeros).

A packed vector of B is one masked load when its columns are contiguous in B; conv's
fused pixel runs are rows of B, so a vector that spans a few of them is one masked load
per row piece (stride 2: of 2L floats, then the even lanes), and only vectors spanning
more rows, or other strides, gather.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .gemm_kernels import Kernels
from .llir import Function, Val, aligned, i1, i64, zero
from .loops import IConst, IExpr, Kernel, flat_index, ibin, ivars, linear, product

if TYPE_CHECKING:
    from .contraction import Contraction
    from .gemm import Blocking

# A packed vector spanning up to this many rows of B is that many masked loads, not a gather
MAX_PIECES = 4


class Packing(Kernels):
    """The packing routines of one GEMM (c, k, blk are the generator's)."""
    c: Contraction
    k: Kernel
    blk: Blocking

    def _red_nest(self, fn: Function, c0: Val, c1: Val, body) -> None:
        """Run body(env, kk) over the K block in order: rv[0] in [c0, c1), the rest whole."""
        rv = [(v, e) for v, e in self.c.red]
        kk = fn.var(0)

        def level(d: int, env: dict[str, Val]) -> None:
            if d == len(rv):
                i = fn.load("i64", kk)
                body(env, i)
                fn.store(fn.add(i, 1), kk)
                return
            v, e = rv[d]
            lo, hi = (c0, c1) if d == 0 else (i64(0), fn.index(e, {}))
            fn.loop(lo, hi, lambda i: level(d + 1, {**env, v: i}))
        level(0, {})

    def pack_b(self, fn: Function, env: dict[str, Val], p: Val, n0: Val, nb: Val,
               c0: Val, c1: Val, kc: Val, bpack: Val) -> None:
        """Panel p of the block: Bp[p][kk][0:NR] = B[kk, n0 + p*NR + (0:NR)], 0 where a
        column is past nb or B's index is out of bounds (conv's padding). Columns are n, or
        (n2, n) pairs of a fused run: a vector within one row of a contiguous B is one
        masked load, else a masked gather."""
        c, k, L, nr = self.c, self.k, self.L, self.blk.nr
        ld = c.b
        dims = k.buffer(ld.buffer).dims
        src = Val(f"%buf.{ld.buffer}", "ptr")
        col = fn.mul(p, nr)
        panel = fn.gep("float", bpack, fn.mul(fn.mul(p, kc), nr))
        vi = self.vi
        iota = self.iota()
        flat = flat_index(k, ld.buffer, ld.index)
        n = c.n[0]
        lane_vars = [n] + ([c.n2[0]] if c.n2 else [])
        steps = {v: step_of(k, ld.buffer, ld.index, v) for v in lane_vars}
        unit = steps[n] == IConst(1)
        # unit stride or 2 (conv's stride): a vector's columns are a few pieces of rows of B,
        # one masked load each (stride 2: of 2L floats, then the even lanes), not a gather
        strides: dict[IExpr, int] = {IConst(1): 1, IConst(2): 2}
        stride = strides.get(steps[n])

        def splat(x: Val) -> Val:
            return self.splat(fn, x)

        cols: list[tuple[Any, ...]] = []  # per vector: lane 0's coordinates, per-lane offsets, mask, contiguous?
        for v in range(self.blk.nv):
            first = fn.add(col, v * L)
            mask = self.lane_mask(fn, first, nb)
            nn = fn.add(n0, first)
            if c.n2:
                q = fn.index(c.n[1], {})
                pf, qf = fn.udiv(nn, q), fn.urem(nn, q)
                nnv = fn.add(splat(nn), iota)
                pv = fn.udiv(nnv, splat(q))
                qv = fn.sub(nnv, fn.mul(pv, splat(q)))
                lanes = {c.n2[0]: fn.sub(pv, splat(pf)), n: fn.sub(qv, splat(qf))}
                same = fn.icmp("eq", pf, fn.udiv(fn.add(nn, L - 1), q))
                cols.append(({c.n2[0]: pf, n: qf}, lanes, mask, same if unit else i1(False), (qf, q)))
            else:
                cols.append(({n: nn}, {n: iota}, mask, i1(unit), (i64(0), None)))

        def place(e: dict[str, Val], cenv, lanes, mask, piece) -> tuple[Val, Val, Any, Any]:
            """Lane mask (columns past nb, out-of-bounds indices) and lane 0's offset at
            the indices e; offsets(delta) gives every lane's, for a gather."""
            e = {**e, **cenv}
            for idx, chk, dim in zip(ld.index, ld.checked, dims):
                if not chk:
                    continue
                s, d = fn.index(idx, e), fn.index(dim, {})
                moving = [x for x in lanes if x in ivars(idx)]
                if not moving:
                    ok = fn.and_(fn.icmp("sge", s, 0), fn.icmp("slt", s, d))
                    mask = fn.select(ok, mask, zero(self.mt))
                    continue
                vidx = splat(s)
                for x in moving:
                    term = fn.mul(lanes[x], splat(i64(_coefficient(idx, x))))
                    vidx = fn.add(vidx, term)
                ok = fn.and_(fn.icmp("sge", vidx, zero(vi)), fn.icmp("slt", vidx, splat(d)))
                mask = fn.and_(mask, ok)
            off = fn.index(flat, e)
            offs = splat(off)
            for x in lanes:
                term = fn.mul(lanes[x], splat(fn.index(steps[x], e)))
                offs = fn.add(offs, term)
            plan = None
            if stride is not None:
                qf, q = piece
                delta = fn.sub(fn.index(steps[c.n2[0]], e), fn.mul(q, stride)) if q and c.n2 else i64(0)
                plan = self.piece_masks(fn, mask, qf, q) + (delta,)
            return mask, off, offs, plan

        def put(kk: Val, v: int, mask: Val, off: Val, offs: Val, contiguous: Val, plan) -> None:
            dst = fn.gep("float", panel, fn.add(fn.mul(kk, nr), v * L))
            load, gather, done = fn.label("load"), fn.label("gather"), fn.label("packed")
            fn.cbr(contiguous, load, gather)
            fn.block(load)
            self.store(fn, self.load(fn, fn.gep("float", src, off), mask), dst)
            fn.br(done)
            fn.block(gather)
            if plan is not None and stride is not None:
                self.pack_pieces(fn, stride, plan, off, src, dst, done)
            val = self.gather(fn, fn.gep("float", src, offs), mask)
            fn.store(val, dst, align=4)
            fn.br(done)
            fn.block(done)

        rv = [v for v, _ in c.red]
        by_tap = len(rv) > 1 and not any(rv[0] in ivars(idx) for idx, chk in zip(ld.index, ld.checked) if chk)
        if not by_tap:
            def body(renv: dict[str, Val], kk: Val) -> None:
                for v, (cenv, lanes, mask, contiguous, piece) in enumerate(cols):
                    m, off, offs, plan = place({**env, **renv}, cenv, lanes, mask, piece)
                    put(kk, v, m, off, offs, contiguous, plan)
            self._red_nest(fn, c0, c1, body)
            return
        # Masks and lane offsets depend on the taps (conv's r, s), not on the outermost
        # reduction index (the input channel): work them out once per tap, then walk the
        # channels of the block adding one stride. kk stays channel-major (A's order).
        cstep = fn.index(step_of(k, ld.buffer, ld.index, rv[0]), {})
        inner = fn.index(product([e for _, e in c.red[1:]]), {})
        tap = fn.var(0)

        def taps(d: int, renv: dict[str, Val]) -> None:
            if d == len(rv):
                t = fn.load("i64", tap)
                placed = [place({**env, **renv, rv[0]: c0}, cenv, lanes, mask, piece)
                          for cenv, lanes, mask, _, piece in cols]

                def channel(ch: Val) -> None:
                    rel = fn.sub(ch, c0)
                    kk = fn.add(fn.mul(rel, inner), t)
                    shift = fn.mul(rel, cstep)
                    for v, ((mask, off, offs, plan), (_, _, _, contiguous, _)) in enumerate(zip(placed, cols)):
                        moved = fn.add(offs, splat(shift))
                        put(kk, v, mask, fn.add(off, shift), moved, contiguous, plan)
                fn.loop(c0, c1, channel)
                fn.store(fn.add(t, 1), tap)
                return
            v, e = c.red[d]
            fn.loop(0, fn.index(e, {}), lambda i: taps(d + 1, {**renv, v: i}))
        taps(1, {})

    def piece_masks(self, fn: Function, mask: Val, qf: Val, q: Val | None) -> tuple[Val, list[Val]]:
        """A vector whose lanes run along rows of q columns (conv's output rows; one row when
        q is None) from column qf of its first row: how many rows it touches, and per row
        (up to MAX_PIECES) the lanes it holds, within mask."""
        if q is None:
            return i64(1), [mask]
        L = self.L
        iota = self.iota()
        count = fn.udiv(fn.add(fn.add(qf, q), L - 1), q)
        segs = []
        for j in range(MAX_PIECES):
            lo, hi = fn.sub(fn.mul(i64(j), q), qf), fn.sub(fn.mul(i64(j + 1), q), qf)
            inside = fn.and_(fn.icmp("sge", iota, self.splat(fn, lo)), fn.icmp("slt", iota, self.splat(fn, hi)))
            segs.append(fn.and_(inside, mask))
        return count, segs

    def pack_pieces(self, fn: Function, stride: int, plan, off: Val, src: Val, dst: Val, done: str) -> None:
        """Each row's piece of the vector as one masked load from where lane 0 would be
        (stride 2: of 2L floats, even lanes kept, odd ones never read): row j's lane 0
        lies delta * j past row 0's. Lanes outside a piece are not read; more than
        MAX_PIECES rows fall through to the gather."""
        L, vt, mt = self.L, self.vt, self.mt
        count, segs, delta = plan
        w = 2 * L
        wt, wm = f"<{w} x float>", f"<{w} x i1>"
        spread = Val("<" + ", ".join(f"i32 {j // 2 + (L if j % 2 else 0)}" for j in range(w)) + ">", f"<{w} x i32>")
        even = Val("<" + ", ".join(f"i32 {2 * j}" for j in range(L)) + ">", f"<{L} x i32>")

        def load(j: int) -> Val:
            at = fn.gep("float", src, fn.add(off, fn.mul(delta, j)))
            if stride == 1:
                return self.load(fn, at, segs[j])
            wide = fn.inst(f"shufflevector {mt} {segs[j]}, {mt} zeroinitializer, {spread.typed}", wm)
            both = fn.intrinsic(f"llvm.masked.load.v{w}f32.p0", wt, [aligned(at, 4), Val(wide.ref, wm), zero(wt)])
            return fn.inst(f"shufflevector {wt} {both}, {wt} poison, {even.typed}", vt)

        blocks = [fn.label(f"pieces{n}") for n in range(1, len(segs) + 1)]
        gather = fn.label("gather")
        fn.switch(count, gather, list(enumerate(blocks, 1)))
        for n, b in enumerate(blocks, 1):
            fn.block(b)
            val = load(0)
            for j in range(1, n):
                val = fn.select(segs[j], load(j), val)
            fn.store(val, dst, align=4)
            fn.br(done)
        fn.block(gather)

    def pack_a(self, fn: Function, env: dict[str, Val], i0: Val, nrows: Val, c0: Val, c1: Val, apack: Val) -> None:
        """Ap[kk * MR + i] = A[i0 + i, kk] (0 out of bounds); rows past nrows repeat the last."""
        c, k = self.c, self.k
        ld = c.a
        dims = k.buffer(ld.buffer).dims
        flat = flat_index(k, ld.buffer, ld.index)
        src = Val(f"%buf.{ld.buffer}", "ptr")
        last = fn.sub(nrows, 1)

        def body(renv: dict[str, Val], kk: Val) -> None:
            for i in range(self.blk.mr):
                e = {**env, **renv}
                if c.m[0]:
                    e[c.m[0]] = fn.add(i0, fn.smin(i64(i), last))
                ok = i1(True)
                for idx, chk, dim in zip(ld.index, ld.checked, dims):
                    if chk:
                        s = fn.index(idx, e)
                        inb = fn.and_(fn.icmp("sge", s, 0), fn.icmp("slt", s, fn.index(dim, {})))
                        ok = fn.and_(ok, inb)
                off = fn.select(ok, fn.index(flat, e), 0)
                x = fn.load("float", fn.gep("float", src, off), align=4)
                x = fn.select(ok, x, Val("0.0", "float"))
                dst = fn.gep("float", apack, fn.add(fn.mul(kk, self.blk.mr), i))
                fn.store(x, dst, align=4)
        self._red_nest(fn, c0, c1, body)


def step_of(k: Kernel, buffer: str, index: tuple[IExpr, ...], var: str) -> IExpr:
    """How far the flat offset moves when `var` grows by one: sum of coef * stride."""
    dims = k.buffer(buffer).dims
    out: IExpr = IConst(0)
    for d, e in enumerate(index):
        if var in ivars(e):
            out = ibin("+", out, ibin("*", IConst(_coefficient(e, var)), product(dims[d + 1:])))
    return out


def _coefficient(e: IExpr, var: str) -> int:
    """var's coefficient in e, which the contraction's match found linear in it."""
    lin = linear(e, var)
    assert lin is not None
    return lin[0]
