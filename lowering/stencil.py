"""A stencil (stencil_match.py finds it: depthwise and grouped convs) as direct vector
code.

The code, per output row (one value of the outer loops), runs vectors along q and decides
once per vector whether it is interior (every tap's X index in bounds for every lane:
plain vector loads for a unit step in q, gathers otherwise; 2 or 1 vectors at once) or a
border vector (masked loads and a masked FMA, so a tap that reads padding adds nothing,
not w * 0: the language's out-of-bounds rule, exact for w = inf). Where all taps' q-free
indices (conv's input row) are in bounds for 4 consecutive rows, the rows run side by
side (8 independent accumulators sharing each weight); for 3x3 and 5x5 taps, when the
rows' steps agree, as straight-line code that loads each input vector once for all rows
(a load-bound kernel otherwise). Elsewhere rows run alone and taps whose q-free index is
out of bounds are skipped by a scalar branch. Every output sums its taps in the same
order on every path, so threads (which split the rows) give identical results. f is
applied at each vector's store by the ordinary emitter (codegen.Emitter), so every
builtin works in it.
"""
from __future__ import annotations

from typing import Any


from .codegen import Ctx, Emitter, Lanes, symbol_of
from .contraction import _nest
from .abi import KernelABI
from .llir import Function, Module, Val, i1, i64
from .loops import IBin, IConst, IExpr, IVar, Kernel, Loop, flat_index, ibin, ivars, product, split_affine
from .rewrite import rewrite_epilogue
from .stencil_match import Stencil
from .vectors import Vectors

JAM = 4  # output rows computed side by side where their taps are all in bounds
# extents of the reduction loops from the shared row variable inward that get straight-line
# code (rows side by side then load each input vector once): 3x3 and 5x5 conv kernels
SHAPES = {1: ((3,), (5,)), 2: ((3, 3), (5, 5))}


# --- the kernels the runtime sees ----------------------------------------------------

def facade(s: Stencil) -> Kernel:
    """One parallel loop over the output rows (threads split it); its body costs a row."""
    _, inner = _nest(s.kernel.body)
    rows = product([e for _, e in s.outer])
    note = f"stencil: rows of {s.q[0]} ({JAM} at a time inside), interior vectors side by side, masked borders"
    return Kernel(s.kernel.name, s.kernel.buffers, s.kernel.sizes,
                  (Loop("_row", rows, (Loop(s.q[0], s.q[1], tuple(inner)),), note=note),))


def generate(s: Stencil, lanes: Lanes) -> str:
    """The module: the row kernel with the kernel ABI (f inline at each vector's store)."""
    if lanes.scalable:
        raise ValueError("stencil lowering needs fixed-width vectors")
    module = Module()
    module.global_("jr.zero", "internal constant float 0.0, align 4")
    module.function(_Gen(s, lanes, module).function())
    return module.text()


class _Gen(Vectors):
    def __init__(self, s: Stencil, lanes: Lanes, module: Module):
        super().__init__(lanes.count)
        self.s, self.k = s, s.kernel
        self.fn = Function(module)
        self.em = Emitter(s.kernel, lanes, precise=False, fn=self.fn)  # f, at each vector's store
        self.f = rewrite_epilogue(s.kernel, s.store, s.r, s.q[0])
        self.rv = [v for v, _ in s.red]
        self.groups = (2, 1)  # vectors side by side per row (x 4 rows: 8 accumulators)
        # rows side by side share each weight: only where W does not move with the row
        pv = s.outer[-1][0] if s.outer else None
        self.jam = 1 if any(s.w.checked) or any(pv in ivars(e) for e in s.w.index) else JAM
        qn = s.q[0]
        # X's index d = cq[d] * q + sum(cr[d][v] * v) + rest[d] (rest: outer loops only)
        self.cq, self.cr, self.rest = [], [], []
        for e in s.x.index:
            coef, rest = split_affine(e, [qn] + self.rv)  # type: ignore[misc]
            self.cq.append(coef[qn])
            self.cr.append({v: coef[v] for v in self.rv})
            self.rest.append(rest)

    # --- the function ------------------------------------------------------------------
    def function(self) -> str:
        s, k, fn = self.s, self.k, self.fn
        abi = KernelABI.of(k)
        E = {v: fn.index(e, {}) for v, e in s.outer + s.red + (s.q,)}
        Q = E[s.q[0]]
        rows = i64(1)
        for v, _ in s.outer:
            rows = fn.mul(rows, E[v])
        hi = fn.smin(abi.hi, rows)
        xdims = k.buffer(s.x.buffer).dims
        self.X = abi.buf(s.x.buffer)
        self.D = [fn.index(d, {}) for d in xdims]
        self.strides = stride = [fn.index(product(xdims[d + 1:]), {}) for d in range(len(xdims))]
        step_q = i64(0)
        for d, c in enumerate(self.cq):
            if c:
                step_q = fn.add(step_q, fn.mul(i64(c), stride[d]))
        self.step_r = {}
        for v in self.rv:
            acc = i64(0)
            for d in range(len(xdims)):
                if self.cr[d][v]:
                    acc = fn.add(acc, fn.mul(i64(self.cr[d][v]), stride[d]))
            self.step_r[v] = acc
        self.unit = _step(self.cq, xdims) == IConst(1)
        self.step_q, self.Q, self.E = step_q, Q, E
        # the q-dims: checked dims of X that move with q; every checked dim's span over the taps
        self.qdims = [d for d, chk in enumerate(s.x.checked) if chk and self.cq[d]]
        self.rowdims_all = [d for d, chk in enumerate(s.x.checked) if chk and not self.cq[d]]
        self.span = {}
        for d in self.qdims + self.rowdims_all:
            lo = hi_ = i64(0)
            for v in self.rv:
                c = self.cr[d][v]
                if c:
                    t = fn.mul(i64(c), fn.smax(fn.sub(E[v], 1), 0))
                    if c < 0:
                        lo = fn.add(lo, t)
                    else:
                        hi_ = fn.add(hi_, t)
            self.span[d] = (lo, hi_)
        # the other checked dims: tested once per tap (scalar), at the reduction depth
        # where their variables are bound
        self.rowdims: dict[int, list[int]] = {}
        for d, chk in enumerate(s.x.checked):
            if chk and not self.cq[d]:
                used = [i for i, v in enumerate(self.rv) if self.cr[d][v]]
                self.rowdims.setdefault(max(used) + 1 if used else 0, []).append(d)
        self.w_flat = flat_index(k, s.w.buffer, s.w.index)
        self.share = self.share_var()

        self.planes(fn, rows, hi)
        fn.ret()
        return fn.define(abi.define(symbol_of(k)))

    def share_var(self) -> str | None:
        """A reduction variable r that moves X like the last outer loop p does (a conv's
        kernel row): then row p + i at r reads what row p reads at r + i, so rows computed
        side by side share each loaded vector (checked at run time: equal flat steps).
        Their weights must not depend on p, nor their masks (the dims moving with q)."""
        s = self.s
        if self.jam < 2 or not s.outer:
            return None
        pv = s.outer[-1][0]
        if any(pv in ivars(e) for e in s.w.index) or any(pv in ivars(self.rest[d]) for d in self.qdims):
            return None
        for v in self.rv:
            dims = [d for d in range(len(self.rest)) if self.cr[d][v]]
            if dims and all(not self.cq[d] for d in dims) and any(pv in ivars(self.rest[d]) for d in dims):
                return v
        return None

    def planes(self, fn: Function, rows: Val, hi: Val) -> None:
        """Rows [range.lo, hi) as runs within planes (all outer loops but the last, p): what
        does not depend on p is computed once per plane."""
        s, E = self.s, self.E
        pv = s.outer[-1][0] if s.outer else "_p"
        P = E[pv] if s.outer else i64(1)
        P1 = fn.smax(P, 1)
        lo = Val("%range.lo", "i64")
        pl_lo = fn.udiv(lo, P1)
        pl_hi = fn.udiv(fn.add(hi, fn.sub(P1, 1)), P1)

        def plane(pl: Val) -> None:
            env: dict[str, Val] = {}
            rem = pl
            for v, _ in reversed(s.outer[:-1]):
                env[v] = fn.urem(rem, E[v])
                rem = fn.udiv(rem, E[v])
            first = fn.mul(pl, P)
            ps = fn.smax(fn.sub(lo, first), 0)
            pe = fn.smin(fn.sub(hi, first), P)
            at = {**env, pv: i64(0)}
            lin = {"rest": [self.linear_eval(fn, e, at, [pv]) for e in self.rest],
                   "w": self.linear_eval(fn, self.w_flat, at, [pv] + self.rv)}
            self.plane_rows(fn, env, lin, pv, ps, pe)
        fn.loop(pl_lo, pl_hi, plane)

    def plane_rows(self, fn: Function, env: dict[str, Val], lin, pv: str, ps: Val, pe: Val) -> None:
        """Rows [ps, pe) of a plane: `jam` rows at once where every tap's q-free X indices
        are in bounds for all of them (independent accumulators sharing each weight), else
        one row at a time, skipping taps whose q-free index is out of bounds."""
        J = self.jam
        ctr, p, head, done = fn.open_loop(ps, pe, "p")
        rows = [self.row_info(fn, env, lin, pv, fn.add(p, i) if i else p) for i in range(J)]
        if J > 1:
            ok = fn.icmp("sle", fn.add(p, J), pe)
            for row in rows:
                for d in self.rowdims_all:
                    lo, hi_ = self.span[d]
                    ok = fn.and_(ok, fn.icmp("sge", fn.add(row["rest"][d], lo), 0))
                    ok = fn.and_(ok, fn.icmp("slt", fn.add(row["rest"][d], hi_), self.D[d]))
            yes, no = fn.label("jam"), fn.label("single")
            fn.cbr(ok, yes, no)
            fn.block(yes)
            if self.share:
                same = i1(True)
                for a, b in zip(rows, rows[1:]):
                    step = fn.icmp("eq", fn.sub(b["xbase"], a["xbase"]), self.step_r[self.share])
                    same = fn.and_(same, step)
                inner = self.rv[self.rv.index(self.share):]
                joined = fn.label("joined")
                for shape in SHAPES.get(len(inner), ()):
                    ok = same
                    for v, n in zip(inner, shape):
                        ok = fn.and_(ok, fn.icmp("eq", self.E[v], n))
                    sh, nx = fn.label("shared"), fn.label("next")
                    fn.cbr(ok, sh, nx)
                    fn.block(sh)
                    self.vectors(fn, rows, checks=False, unroll=shape)
                    fn.br(joined)
                    fn.block(nx)
                self.vectors(fn, rows, checks=False)
                fn.br(joined)
                fn.block(joined)
            else:
                self.vectors(fn, rows, checks=False)
            fn.again(ctr, fn.add(p, J), head)
            fn.block(no)
        self.vectors(fn, rows[:1], checks=True)
        fn.again(ctr, fn.add(p, 1), head)
        fn.block(done)

    def row_info(self, fn: Function, env: dict[str, Val], lin, pv: str, p: Val) -> dict:
        env = {**env, pv: p}
        rest = [self.at(fn, li, e, env) for li, e in zip(lin["rest"], self.rest)]
        xbase = i64(0)
        for d in range(len(rest)):
            xbase = fn.add(xbase, fn.mul(rest[d], self.strides[d]))
        return dict(env=env, rest=rest, xbase=xbase, w=lin["w"])

    @staticmethod
    def linear_eval(fn: Function, e: IExpr, env: dict[str, Val], names: list[str]):
        """(value at names = 0, {name: step}) when e is affine in names, else None."""
        if not all(_affine_in(e, v) for v in names):
            return None
        zero_at = {**env, **{v: i64(0) for v in names}}
        base = fn.index(e, zero_at)
        return base, {v: fn.sub(fn.index(e, {**zero_at, v: i64(1)}), base) for v in names if v in ivars(e)}

    @staticmethod
    def at(fn: Function, lin, e: IExpr, env: dict[str, Val]) -> Val:
        """e under env: from its plane-level linear form when there is one."""
        if lin is None:
            return fn.index(e, env)
        out = lin[0]
        for v, step in lin[1].items():
            out = fn.add(out, fn.mul(env[v], step))
        return out

    def vectors(self, fn: Function, rows: list[dict], checks: bool, unroll: tuple[int, ...] | None = None) -> None:
        """Output rows (side by side): vectors along q, each group interior or a masked
        border vector."""
        L = self.L
        ctr, q0, head, done = fn.open_loop(0, self.Q, "q")
        for g in self.groups:
            yes, no = fn.label(f"in{g}"), fn.label(f"not{g}")
            ok = i1(True)
            for row in rows:
                ok = fn.and_(ok, self.interior(fn, row, q0, g))
            fn.cbr(ok, yes, no)
            fn.block(yes)
            self.group(fn, rows, q0, g, checks, unroll)
            fn.again(ctr, fn.add(q0, g * L), head)
            fn.block(no)
        self.border(fn, rows, q0, checks, unroll)
        fn.again(ctr, fn.add(q0, L), head)
        fn.block(done)

    def interior(self, fn: Function, row, q0: Val, g: int) -> Val:
        """i1: lanes q0 .. q0 + g*L - 1 are all in the row and every tap's X index (in the
        dims that move with q) is in bounds for all of them."""
        qb = fn.add(q0, g * self.L - 1)
        ok = fn.icmp("slt", qb, self.Q)
        for d in self.qdims:
            c, lo, hi_ = self.cq[d], *self.span[d]
            first, last = (q0, qb) if c > 0 else (qb, q0)
            base = row["rest"][d]
            mn = fn.add(fn.add(base, lo), fn.mul(i64(c), first))
            mx = fn.add(fn.add(base, hi_), fn.mul(i64(c), last))
            ok = fn.and_(ok, fn.icmp("sge", mn, 0))
            ok = fn.and_(ok, fn.icmp("slt", mx, self.D[d]))
        return ok

    def taps(self, fn: Function, rows: list[dict], checks: bool, tap, unroll: tuple[int, ...] | None = None) -> None:
        """tap(renv, toff, w) for every tap in order (toff: X's flat offset of the tap, from
        a row's xbase). With checks (one row), taps whose q-free X index or whose W index is
        out of bounds are skipped; without, the caller knows they are all in bounds."""
        s = self.s
        row = rows[0]

        def level(depth: int, renv: dict[str, Val]) -> None:
            ok = i1(True)
            full = {**row["env"], **renv}
            if checks:
                for d in self.rowdims.get(depth, []):
                    idx = row["rest"][d]
                    for v in self.rv[:depth]:
                        if self.cr[d][v]:
                            idx = fn.add(idx, fn.mul(i64(self.cr[d][v]), renv[v]))
                    ok = fn.and_(ok, fn.icmp("sge", idx, 0))
                    ok = fn.and_(ok, fn.icmp("slt", idx, self.D[d]))
                if depth == len(self.rv):
                    wdims = self.k.buffer(s.w.buffer).dims
                    for e, chk, dim in zip(s.w.index, s.w.checked, wdims):
                        if chk:
                            i = fn.index(e, full)
                            ok = fn.and_(ok, fn.icmp("sge", i, 0))
                            ok = fn.and_(ok, fn.icmp("slt", i, fn.index(dim, {})))
            skip = None
            if ok.ref != "true":
                go, skip = fn.label("tap"), fn.label("skip")
                fn.cbr(ok, go, skip)
                fn.block(go)
            if depth == len(self.rv):
                toff = i64(0)
                for v in self.rv:
                    toff = fn.add(toff, fn.mul(renv[v], self.step_r[v]))
                tap(renv, toff, self.weight(fn, row, renv))
            else:
                v = self.rv[depth]
                first = len(self.rv) - len(unroll) if unroll else len(self.rv)
                if depth >= first:  # extents known (checked by the caller): straight-line taps
                    assert unroll is not None
                    for k in range(unroll[depth - first]):
                        level(depth + 1, {**renv, v: i64(k)})
                else:
                    fn.loop(0, self.E[v], lambda i: level(depth + 1, {**renv, v: i}))
            if skip is not None:
                fn.br(skip)
                fn.block(skip)
        level(0, {})

    def weight(self, fn: Function, row: dict, renv: dict[str, Val]) -> Val:
        full = {**row["env"], **renv}
        wp = fn.gep("float", Val(f"%buf.{self.s.w.buffer}", "ptr"), self.at(fn, row["w"], self.w_flat, full))
        return fn.load("float", wp, align=4)

    def accumulators(self, fn: Function, n: int) -> list[Val]:
        return self.zeroed_slots(fn, n, "acc")

    def share_key(self, renv: dict[str, Val], i: int, share: bool):
        """What a row's tap reads, as a key: with shared rows (straight-line taps, equal
        steps checked), row i at tap r reads row 0's tap r + i; else each row its own."""
        if not share:
            return (i, tuple(sorted((v, x.ref) for v, x in renv.items())))
        assert self.share is not None
        moved = {**renv, self.share: i64(int(renv[self.share].ref) + i)}
        return (0, tuple(sorted((v, x.ref) for v, x in moved.items())))

    def group(self, fn: Function, rows: list[dict], q0: Val, g: int, checks: bool, unroll) -> None:
        """g interior vectors at q0 in each row: unmasked loads (or gathers), one
        accumulator per row and vector."""
        L, vt = self.L, self.vt
        accs = [self.accumulators(fn, g) for _ in rows]
        lane_offs = []
        if not self.unit:
            sq = self.splat(fn, self.step_q)
            for j in range(g):
                qv = fn.add(self.splat(fn, fn.add(q0, j * L)), self.iota())
                lane_offs.append(fn.mul(qv, sq))
        ones = self.all_lanes()

        cache: dict = {}

        def tap(renv, toff: Val, w: Val) -> None:
            wv = self.splat(fn, w)
            for i, row in enumerate(rows):
                key = self.share_key(renv, i, unroll is not None)
                if key not in cache:
                    xoff = fn.add(row["xbase"], toff)
                    if self.unit:
                        p = fn.gep("float", self.X, fn.add(xoff, q0))
                    else:
                        xs = self.splat(fn, xoff)
                    xv = []
                    for j in range(g):
                        if self.unit:
                            xv.append(fn.load(vt, fn.gep("float", p, j * L), align=4))
                        else:
                            offs = fn.add(xs, lane_offs[j])
                            xv.append(self.gather(fn, fn.gep("float", self.X, offs), ones))
                    cache[key] = xv
                for j, x in enumerate(cache[key]):
                    old = fn.load(vt, accs[i][j])
                    fn.store(self.fma(fn, wv, x, old), accs[i][j])
        self.taps(fn, rows, checks, tap, unroll)
        for row, acc in zip(rows, accs):
            for j in range(g):
                self.store_out(fn, row, fn.add(q0, j * L), fn.load(vt, acc[j]), None)

    def border(self, fn: Function, rows: list[dict], q0: Val, checks: bool, unroll) -> None:
        """One vector at q0 per row with lanes past the row or taps out of bounds masked:
        such a tap adds nothing to its lane (select, not w * 0). A tap's lanes in bounds
        are one run [jlo, jhi), found by scalar arithmetic (q's coefficients are constants)."""
        L, vt = self.L, self.vt
        accs = self.accumulators(fn, len(rows))
        nlive = fn.smin(fn.sub(self.Q, q0), L)
        live = fn.icmp("slt", self.iota("i32"), self.splat(fn, fn.cast("trunc", nlive, "i32")))
        tqs = [{d: fn.add(row["rest"][d], fn.mul(i64(self.cq[d]), q0)) for d in self.qdims} for row in rows]
        lane_offs = None
        if not self.unit:
            qv = fn.add(self.splat(fn, q0), self.iota())
            lane_offs = fn.mul(qv, self.splat(fn, self.step_q))

        cache: dict = {}

        def tap(renv, toff: Val, w: Val) -> None:
            wv = self.splat(fn, w)
            for i, (row, tq) in enumerate(zip(rows, tqs)):
                key = self.share_key(renv, i, unroll is not None)
                if key not in cache:
                    mask = self.lane_mask_of(fn, renv, tq, nlive, live)
                    xoff = fn.add(row["xbase"], toff)
                    if self.unit:
                        x = self.load(fn, fn.gep("float", self.X, fn.add(xoff, q0)), mask)
                    else:
                        assert lane_offs is not None
                        offs = fn.add(self.splat(fn, xoff), lane_offs)
                        x = self.gather(fn, fn.gep("float", self.X, offs), mask)
                    cache[key] = x, mask
                x, mask = cache[key]
                old = fn.load(vt, accs[i])
                new = self.fma(fn, wv, x, old)
                fn.store(fn.select(mask, new, old), accs[i])
        self.taps(fn, rows, checks, tap, unroll)
        for row, acc in zip(rows, accs):
            self.store_out(fn, row, q0, fn.load(vt, acc), live)

    def lane_mask_of(self, fn: Function, renv: dict[str, Val], tq: dict[int, Val], nlive: Val, live: Val) -> Val:
        """<L x i1>: the live lanes whose X index is in bounds in every dim that moves with q."""
        if not self.qdims:
            return live
        L, iota32 = self.L, self.iota("i32")
        jlo, jhi = i64(0), nlive
        for d in self.qdims:
            t = tq[d]
            for v in self.rv:
                if self.cr[d][v]:
                    t = fn.add(t, fn.mul(i64(self.cr[d][v]), renv[v]))
            c, D = self.cq[d], self.D[d]
            if c > 0:  # 0 <= t + c*j < D
                lo = fn.sub(i64(0), self.fdiv(fn, t, c))
                hi_ = fn.add(self.fdiv(fn, fn.sub(fn.sub(D, 1), t), c), 1)
            else:  # 0 <= t - |c|*j < D
                hi_ = fn.add(self.fdiv(fn, t, -c), 1)
                lo = fn.add(self.fdiv(fn, fn.sub(t, D), -c), 1)
            jlo, jhi = fn.smax(jlo, lo), fn.smin(jhi, hi_)
        jlo = fn.smin(jlo, L)
        n = fn.smax(fn.sub(jhi, jlo), 0)
        rel = fn.sub(iota32, self.splat(fn, fn.cast("trunc", jlo, "i32")))
        return fn.icmp("ult", rel, self.splat(fn, fn.cast("trunc", n, "i32")))

    def store_out(self, fn: Function, row: dict[str, Any], q0: Val, acc: Val, mask: Val | None) -> None:
        """out[..., q0 + lanes] = f(acc), by the ordinary emitter (every builtin works in f)."""
        s = self.s
        ctx = Ctx(idx={**row["env"], s.q[0]: q0}, locals={s.r: acc}, vvar=s.q[0], mask=mask)
        self.em.store(self.f, ctx)

    @staticmethod
    def fdiv(fn: Function, a: Val, c: int) -> Val:
        """floor(a / c) for a constant c > 0."""
        return a if c == 1 else fn.floordiv(a, i64(c))


def _affine_in(e: IExpr, v: str) -> bool:
    """e is affine in v, with coefficients that may be sizes (so an offset needs one step)."""
    if v not in ivars(e):
        return True
    if isinstance(e, IVar):
        return True
    assert isinstance(e, IBin)
    if e.op in "+-":
        return _affine_in(e.a, v) and _affine_in(e.b, v)
    if e.op == "*":
        return (v not in ivars(e.a) and _affine_in(e.b, v)) or (v not in ivars(e.b) and _affine_in(e.a, v))
    return False


def _step(cq: list[int], dims: tuple[IExpr, ...]) -> IExpr:
    """X's flat step along q as an index expression (IConst(1) for a unit step)."""
    out: IExpr = IConst(0)
    for d, c in enumerate(cq):
        if c:
            out = ibin("+", out, ibin("*", IConst(c), product(dims[d + 1:])))
    return out
