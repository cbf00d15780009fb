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


from .codegen import Ctx, Emitter, Lanes, V, symbol_of
from .llir import Module
from .rewrite import rewrite_epilogue
from .contraction import _nest
from .irtext import IRText, VecText, flat_index
from .loops import IBin, IConst, IExpr, IVar, Kernel, Loop, ibin, ivars, product, split_affine
from .stencil_match import Stencil

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
    g = _Gen(s, lanes, module)
    module.function(g.function())
    for line in sorted(g.decls):
        module.declare_text(line)
    return module.text()


class _Gen(VecText):
    def __init__(self, s: Stencil, lanes: Lanes, module: Module):
        super().__init__(lanes.count)
        self.s, self.k = s, s.kernel
        L = self.L
        self.iota = "<" + ", ".join(f"i64 {j}" for j in range(L)) + ">"
        self.iota32 = "<" + ", ".join(f"i32 {j}" for j in range(L)) + ">"
        self.em = Emitter(s.kernel, lanes, precise=False, module=module)  # f, at each vector's store
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
        s, k = self.s, self.k
        ir = IRText()
        ptrs = [b for b in k.buffers if b.role != "scratch"]
        args = [f"ptr noalias %buf.{b.name}" for b in ptrs] + ["ptr noalias %scratch"]
        args += [f"i64 %size.{z}" for z in k.sizes] + ["i64 %range.lo", "i64 %range.hi"]
        ir.block("entry")
        E = {v: ir.ix(e, {}) for v, e in s.outer + s.red + (s.q,)}
        Q = E[s.q[0]]
        rows = "1"
        for v, _ in s.outer:
            rows = ir.i("mul", rows, E[v])
        hi = ir.min("%range.hi", rows)
        xdims = k.buffer(s.x.buffer).dims
        self.D = [ir.ix(d, {}) for d in xdims]
        self.strides = stride = [ir.ix(product(xdims[d + 1:]), {}) for d in range(len(xdims))]
        step_q = "0"
        for d, c in enumerate(self.cq):
            if c:
                step_q = ir.i("add", step_q, ir.i("mul", str(c), stride[d]))
        self.step_r = {}
        for v in self.rv:
            acc = "0"
            for d in range(len(xdims)):
                if self.cr[d][v]:
                    acc = ir.i("add", acc, ir.i("mul", str(self.cr[d][v]), stride[d]))
            self.step_r[v] = acc
        self.unit = _step(self.cq, xdims) == IConst(1)
        self.step_q, self.Q, self.E = step_q, Q, E
        # the q-dims: checked dims of X that move with q; every checked dim's span over the taps
        self.qdims = [d for d, chk in enumerate(s.x.checked) if chk and self.cq[d]]
        self.rowdims_all = [d for d, chk in enumerate(s.x.checked) if chk and not self.cq[d]]
        self.span = {}
        for d in self.qdims + self.rowdims_all:
            lo = hi_ = "0"
            for v in self.rv:
                c = self.cr[d][v]
                if c:
                    t = ir.i("mul", str(c), ir.max(ir.i("sub", E[v], "1"), "0"))
                    if c < 0:
                        lo = ir.i("add", lo, t)
                    else:
                        hi_ = ir.i("add", hi_, t)
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

        self.planes(ir, rows, hi)
        ir.emit("ret void")
        return ir.function(f"define void @\"{symbol_of(k)}\"({', '.join(args)}) nounwind")

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

    def planes(self, ir: IRText, rows: str, hi: str) -> None:
        """Rows [range.lo, hi) as runs within planes (all outer loops but the last, p): what
        does not depend on p is computed once per plane."""
        s, E = self.s, self.E
        pv = s.outer[-1][0] if s.outer else "_p"
        P = E[pv] if s.outer else "1"
        P1 = ir.max(P, "1")
        pl_lo = ir.i("udiv", "%range.lo", P1)
        pl_hi = ir.i("udiv", ir.i("add", hi, ir.i("sub", P1, "1")), P1)

        def plane(pl: str) -> None:
            env: dict[str, str] = {}
            rem = pl
            for v, _ in reversed(s.outer[:-1]):
                env[v] = ir.op(f"urem i64 {rem}, {E[v]}")
                rem = ir.op(f"udiv i64 {rem}, {E[v]}")
            first = ir.i("mul", pl, P)
            ps = ir.max(ir.i("sub", "%range.lo", first), "0")
            pe = ir.min(ir.i("sub", hi, first), P)
            at = {**env, pv: "0"}
            lin = {"rest": [self.linear_eval(ir, e, at, [pv]) for e in self.rest],
                   "w": self.linear_eval(ir, self.w_flat, at, [pv] + self.rv)}
            self.plane_rows(ir, env, lin, pv, ps, pe)
        ir.loop(pl_lo, pl_hi, plane)

    def plane_rows(self, ir: IRText, env: dict[str, str], lin, pv: str, ps: str, pe: str) -> None:
        """Rows [ps, pe) of a plane: `jam` rows at once where every tap's q-free X indices
        are in bounds for all of them (independent accumulators sharing each weight), else
        one row at a time, skipping taps whose q-free index is out of bounds."""
        J = self.jam
        ctr, p, head, done = ir.open_loop(ps, pe, "p")
        rows = [self.row_info(ir, env, lin, pv, ir.i("add", p, str(i)) if i else p) for i in range(J)]
        if J > 1:
            ok = ir.i("icmp sle", ir.i("add", p, str(J)), pe)
            for row in rows:
                for d in self.rowdims_all:
                    lo, hi_ = self.span[d]
                    ok = ir.op(f"and i1 {ok}, {ir.i('icmp sge', ir.i('add', row['rest'][d], lo), '0')}")
                    ok = ir.op(f"and i1 {ok}, {ir.i('icmp slt', ir.i('add', row['rest'][d], hi_), self.D[d])}")
            yes, no = ir.label("jam"), ir.label("single")
            ir.emit(f"br i1 {ok}, label %{yes}, label %{no}")
            ir.block(yes)
            if self.share:
                same = "true"
                for a, b in zip(rows, rows[1:]):
                    step = ir.i("icmp eq", ir.i("sub", b["xbase"], a["xbase"]), self.step_r[self.share])
                    same = ir.op(f"and i1 {same}, {step}")
                inner = self.rv[self.rv.index(self.share):]
                joined = ir.label("joined")
                for shape in SHAPES.get(len(inner), ()):
                    ok = same
                    for v, n in zip(inner, shape):
                        ok = ir.op(f"and i1 {ok}, {ir.i('icmp eq', self.E[v], str(n))}")
                    sh, nx = ir.label("shared"), ir.label("next")
                    ir.emit(f"br i1 {ok}, label %{sh}, label %{nx}")
                    ir.block(sh)
                    self.vectors(ir, rows, checks=False, unroll=shape)
                    ir.emit(f"br label %{joined}")
                    ir.block(nx)
                self.vectors(ir, rows, checks=False)
                ir.emit(f"br label %{joined}")
                ir.block(joined)
            else:
                self.vectors(ir, rows, checks=False)
            ir.again(ctr, ir.i("add", p, str(J)), head)
            ir.block(no)
        self.vectors(ir, rows[:1], checks=True)
        ir.again(ctr, ir.i("add", p, "1"), head)
        ir.block(done)

    def row_info(self, ir: IRText, env: dict[str, str], lin, pv: str, p: str) -> dict:
        env = {**env, pv: p}
        rest = [self.at(ir, li, e, env) for li, e in zip(lin["rest"], self.rest)]
        xbase = "0"
        for d in range(len(rest)):
            xbase = ir.i("add", xbase, ir.i("mul", rest[d], self.strides[d]))
        return dict(env=env, rest=rest, xbase=xbase, w=lin["w"])

    @staticmethod
    def linear_eval(ir: IRText, e: IExpr, env: dict[str, str], names: list[str]):
        """(value at names = 0, {name: step}) when e is affine in names, else None."""
        if not all(_affine_in(e, v) for v in names):
            return None
        zero = {**env, **{v: "0" for v in names}}
        base = ir.ix(e, zero)
        return base, {v: ir.i("sub", ir.ix(e, {**zero, v: "1"}), base) for v in names if v in ivars(e)}

    @staticmethod
    def at(ir: IRText, lin, e: IExpr, env: dict[str, str]) -> str:
        """e under env: from its plane-level linear form when there is one."""
        if lin is None:
            return ir.ix(e, env)
        out = lin[0]
        for v, step in lin[1].items():
            out = ir.i("add", out, ir.i("mul", env[v], step))
        return out

    def vectors(self, ir: IRText, rows: list[dict], checks: bool, unroll: tuple[int, ...] | None = None) -> None:
        """Output rows (side by side): vectors along q, each group interior or a masked
        border vector."""
        L = self.L
        ctr, q0, head, done = ir.open_loop("0", self.Q, "q")
        for g in self.groups:
            yes, no = ir.label(f"in{g}"), ir.label(f"not{g}")
            ok = "true"
            for row in rows:
                ok = ir.op(f"and i1 {ok}, {self.interior(ir, row, q0, g)}")
            ir.emit(f"br i1 {ok}, label %{yes}, label %{no}")
            ir.block(yes)
            self.group(ir, rows, q0, g, checks, unroll)
            ir.again(ctr, ir.i("add", q0, str(g * L)), head)
            ir.block(no)
        self.border(ir, rows, q0, checks, unroll)
        ir.again(ctr, ir.i("add", q0, str(L)), head)
        ir.block(done)

    def interior(self, ir: IRText, row, q0: str, g: int) -> str:
        """i1: lanes q0 .. q0 + g*L - 1 are all in the row and every tap's X index (in the
        dims that move with q) is in bounds for all of them."""
        qb = ir.i("add", q0, str(g * self.L - 1))
        ok = ir.i("icmp slt", qb, self.Q)
        for d in self.qdims:
            c, lo, hi_ = self.cq[d], *self.span[d]
            first, last = (q0, qb) if c > 0 else (qb, q0)
            base = row["rest"][d]
            mn = ir.i("add", ir.i("add", base, lo), ir.i("mul", str(c), first))
            mx = ir.i("add", ir.i("add", base, hi_), ir.i("mul", str(c), last))
            ok = ir.op(f"and i1 {ok}, {ir.i('icmp sge', mn, '0')}")
            ok = ir.op(f"and i1 {ok}, {ir.i('icmp slt', mx, self.D[d])}")
        return ok

    def taps(self, ir: IRText, rows: list[dict], checks: bool, tap, unroll: tuple[int, ...] | None = None) -> None:
        """tap(renv, toff, w) for every tap in order (toff: X's flat offset of the tap, from
        a row's xbase). With checks (one row), taps whose q-free X index or whose W index is
        out of bounds are skipped; without, the caller knows they are all in bounds."""
        s = self.s
        row = rows[0]

        def level(depth: int, renv: dict[str, str]) -> None:
            ok = "true"
            full = {**row["env"], **renv}
            if checks:
                for d in self.rowdims.get(depth, []):
                    idx = row["rest"][d]
                    for v in self.rv[:depth]:
                        if self.cr[d][v]:
                            idx = ir.i("add", idx, ir.i("mul", str(self.cr[d][v]), renv[v]))
                    ok = ir.op(f"and i1 {ok}, {ir.i('icmp sge', idx, '0')}")
                    ok = ir.op(f"and i1 {ok}, {ir.i('icmp slt', idx, self.D[d])}")
                if depth == len(self.rv):
                    wdims = self.k.buffer(s.w.buffer).dims
                    for e, chk, dim in zip(s.w.index, s.w.checked, wdims):
                        if chk:
                            i = ir.ix(e, full)
                            ok = ir.op(f"and i1 {ok}, {ir.i('icmp sge', i, '0')}")
                            ok = ir.op(f"and i1 {ok}, {ir.i('icmp slt', i, ir.ix(dim, {}))}")
            skip = None
            if ok != "true":
                go, skip = ir.label("tap"), ir.label("skip")
                ir.emit(f"br i1 {ok}, label %{go}, label %{skip}")
                ir.block(go)
            if depth == len(self.rv):
                toff = "0"
                for v in self.rv:
                    toff = ir.i("add", toff, ir.i("mul", renv[v], self.step_r[v]))
                tap(renv, toff, self.weight(ir, row, renv))
            else:
                v = self.rv[depth]
                first = len(self.rv) - len(unroll) if unroll else len(self.rv)
                if depth >= first:  # extents known (checked by the caller): straight-line taps
                    for i in range(unroll[depth - first]):
                        level(depth + 1, {**renv, v: str(i)})
                else:
                    ir.loop("0", self.E[v], lambda i: level(depth + 1, {**renv, v: i}))
            if skip is not None:
                ir.emit(f"br label %{skip}")
                ir.block(skip)
        level(0, {})

    def weight(self, ir: IRText, row: dict, renv: dict[str, str]) -> str:
        full = {**row["env"], **renv}
        wp = ir.op(f"getelementptr float, ptr %buf.{self.s.w.buffer}, i64 {self.at(ir, row['w'], self.w_flat, full)}")
        return ir.op(f"load float, ptr {wp}, align 4")

    def accumulators(self, ir: IRText, n: int) -> list[str]:
        return self.zeroed_slots(ir, n, "acc")

    def share_key(self, renv: dict[str, str], i: int, share: bool):
        """What a row's tap reads, as a key: with shared rows (straight-line taps, equal
        steps checked), row i at tap r reads row 0's tap r + i; else each row its own."""
        if not share:
            return (i, tuple(sorted(renv.items())))
        return (0, tuple(sorted({**renv, self.share: str(int(renv[self.share]) + i)}.items())))

    def group(self, ir: IRText, rows: list[dict], q0: str, g: int, checks: bool, unroll) -> None:
        """g interior vectors at q0 in each row: unmasked loads (or gathers), one
        accumulator per row and vector."""
        L, vt, vi = self.L, self.vt, self.vi
        accs = [self.accumulators(ir, g) for _ in rows]
        lane_offs = []
        if not self.unit:
            sq = self.splat(ir, self.step_q)
            for j in range(g):
                qv = ir.op(f"add {vi} {self.splat(ir, ir.i('add', q0, str(j * L)))}, {self.iota}")
                lane_offs.append(ir.op(f"mul {vi} {qv}, {sq}"))
        ones = "<" + ", ".join(["i1 true"] * L) + ">"

        cache: dict = {}

        def tap(renv, toff: str, w: str) -> None:
            wv = self.splat(ir, w, "float")
            for i, row in enumerate(rows):
                key = self.share_key(renv, i, unroll is not None)
                if key not in cache:
                    xoff = ir.i("add", row["xbase"], toff)
                    if self.unit:
                        p = ir.op(f"getelementptr float, ptr %buf.{self.s.x.buffer}, i64 {ir.i('add', xoff, q0)}")
                    else:
                        xs = self.splat(ir, xoff)
                    xv = []
                    for j in range(g):
                        if self.unit:
                            pj = ir.op(f"getelementptr float, ptr {p}, i64 {j * L}")
                            xv.append(ir.op(f"load {vt}, ptr {pj}, align 4"))
                        else:
                            offs = ir.op(f"add {vi} {xs}, {lane_offs[j]}")
                            addrs = ir.op(f"getelementptr float, ptr %buf.{self.s.x.buffer}, {vi} {offs}")
                            xv.append(ir.op(f"call {vt} {self.gather()}(<{L} x ptr> align 4 {addrs}, {self.mt} "
                                            f"{ones}, {vt} zeroinitializer)"))
                    cache[key] = xv
                for j, x in enumerate(cache[key]):
                    old = ir.op(f"load {vt}, ptr {accs[i][j]}")
                    new = ir.op(f"call {vt} {self.fmuladd()}({vt} {wv}, {vt} {x}, {vt} {old})")
                    ir.emit(f"store {vt} {new}, ptr {accs[i][j]}")
        self.taps(ir, rows, checks, tap, unroll)
        for row, acc in zip(rows, accs):
            for j in range(g):
                self.store(ir, row, ir.i("add", q0, str(j * L)), ir.op(f"load {vt}, ptr {acc[j]}"), None)

    def border(self, ir: IRText, rows: list[dict], q0: str, checks: bool, unroll) -> None:
        """One vector at q0 per row with lanes past the row or taps out of bounds masked:
        such a tap adds nothing to its lane (select, not w * 0). A tap's lanes in bounds
        are one run [jlo, jhi), found by scalar arithmetic (q's coefficients are constants)."""
        L, vt, vi, mt = self.L, self.vt, self.vi, self.mt
        i32 = f"<{L} x i32>"
        accs = self.accumulators(ir, len(rows))
        nlive = ir.min(ir.i("sub", self.Q, q0), str(L))
        live = ir.op(f"icmp slt {i32} {self.iota32}, {self.splat(ir, ir.op(f'trunc i64 {nlive} to i32'), 'i32')}")
        tqs = [{d: ir.i("add", row["rest"][d], ir.i("mul", str(self.cq[d]), q0)) for d in self.qdims} for row in rows]
        lane_offs = None
        if not self.unit:
            qv = ir.op(f"add {vi} {self.splat(ir, q0)}, {self.iota}")
            lane_offs = ir.op(f"mul {vi} {qv}, {self.splat(ir, self.step_q)}")

        cache: dict = {}

        def tap(renv, toff: str, w: str) -> None:
            wv = self.splat(ir, w, "float")
            for i, (row, tq) in enumerate(zip(rows, tqs)):
                key = self.share_key(renv, i, unroll is not None)
                if key not in cache:
                    mask = self.lane_mask(ir, renv, tq, nlive, live)
                    xoff = ir.i("add", row["xbase"], toff)
                    if self.unit:
                        p = ir.op(f"getelementptr float, ptr %buf.{self.s.x.buffer}, i64 {ir.i('add', xoff, q0)}")
                        x = self.load(ir, p, mask)
                    else:
                        offs = ir.op(f"add {vi} {self.splat(ir, xoff)}, {lane_offs}")
                        addrs = ir.op(f"getelementptr float, ptr %buf.{self.s.x.buffer}, {vi} {offs}")
                        x = ir.op(f"call {vt} {self.gather()}(<{L} x ptr> align 4 {addrs}, {mt} {mask}, "
                                  f"{vt} zeroinitializer)")
                    cache[key] = x, mask
                x, mask = cache[key]
                old = ir.op(f"load {vt}, ptr {accs[i]}")
                new = ir.op(f"call {vt} {self.fmuladd()}({vt} {wv}, {vt} {x}, {vt} {old})")
                ir.emit(f"store {vt} {ir.op(f'select {mt} {mask}, {vt} {new}, {vt} {old}')}, ptr {accs[i]}")
        self.taps(ir, rows, checks, tap, unroll)
        for row, acc in zip(rows, accs):
            self.store(ir, row, q0, ir.op(f"load {vt}, ptr {acc}"), live)

    def lane_mask(self, ir: IRText, renv: dict[str, str], tq: dict[int, str], nlive: str, live: str) -> str:
        """<L x i1>: the live lanes whose X index is in bounds in every dim that moves with q."""
        if not self.qdims:
            return live
        L, i32 = self.L, f"<{self.L} x i32>"
        jlo, jhi = "0", nlive
        for d in self.qdims:
            t = tq[d]
            for v in self.rv:
                if self.cr[d][v]:
                    t = ir.i("add", t, ir.i("mul", str(self.cr[d][v]), renv[v]))
            c, D = self.cq[d], self.D[d]
            if c > 0:  # 0 <= t + c*j < D
                lo = ir.i("sub", "0", self.fdiv(ir, t, c))
                hi_ = ir.i("add", self.fdiv(ir, ir.i("sub", ir.i("sub", D, "1"), t), c), "1")
            else:  # 0 <= t - |c|*j < D
                hi_ = ir.i("add", self.fdiv(ir, t, -c), "1")
                lo = ir.i("add", self.fdiv(ir, ir.i("sub", t, D), -c), "1")
            jlo, jhi = ir.max(jlo, lo), ir.min(jhi, hi_)
        jlo = ir.min(jlo, str(L))
        n = ir.max(ir.i("sub", jhi, jlo), "0")
        rel = ir.op(f"sub {i32} {self.iota32}, {self.splat(ir, ir.op(f'trunc i64 {jlo} to i32'), 'i32')}")
        return ir.op(f"icmp ult {i32} {rel}, {self.splat(ir, ir.op(f'trunc i64 {n} to i32'), 'i32')}")

    def store(self, ir: IRText, row, q0: str, acc: str, mask: str | None) -> None:
        """out[..., q0 + lanes] = f(acc), by the ordinary emitter (every builtin works in f)."""
        em, s = self.em, self.s
        em.n, em.lines, em.allocas = ir.n, [], []
        idx = {v: V(x, "i") for v, x in row["env"].items()}
        idx[s.q[0]] = V(q0, "i")
        ctx = Ctx(idx=idx, locals={s.r: V(acc, "f", True)}, vvar=s.q[0],
                  mask=V(mask, "b", True) if mask is not None else None)
        em.store(self.f, ctx)
        ir.lines += em.lines
        ir.allocas += em.allocas
        ir.n = em.n

    @staticmethod
    def fdiv(ir: IRText, a: str, c: int) -> str:
        """floor(a / c) for a constant c > 0."""
        return a if c == 1 else ir.ix(IBin("/", IVar("a"), IConst(c)), {"a": a})


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
