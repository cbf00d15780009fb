"""Reductions in the LLVM emitter: accumulators, their loops, and the final combine.

A vector reduction keeps `accumulators` independent vector accumulators (fixed lanes),
so the combining op's latency overlaps; they are combined lane-wise, then horizontally.
Vector max/min compare-and-select with a sticky NaN flag instead of llvm.maximum; a
mean counts the elements it took when reads may fall outside their buffer.
"""
from __future__ import annotations

from .emitctx import Ctx, V, fconst
from .loops import IConst, IExpr, IndexValue, Load, Reduce, Value, ibin, value_children

_IDENTITY = {"sum": 0.0, "mean": 0.0, "prod": 1.0, "max": float("-inf"), "min": float("inf")}
UNROLL = 4  # accumulators per vector reduction


class Reductions:
    """Mixed into codegen.Emitter: uses its plumbing (op, emit, alloca, unify, ...), its
    statements (stmts, value) and loops (loop, _counted, active_mask)."""

    def reduce(self, r: Reduce, ctx: Ctx) -> V:
        return self._reduce(r, ctx, [{}])[0]

    def _reduce(self, r: Reduce, ctx: Ctx, insts: list[dict[str, V]]) -> list[V]:
        """The reduction's loops once; per instance (index overrides: the rows and
        column blocks of a register tile) its own accumulators."""
        vec_here = r.vector and self.lanes is not None and ctx.vvar is None and len(insts) == 1
        varying = (ctx.vvar is not None and self.lanes is not None) or vec_here
        fty = self.lanes.ty("float") if varying else "float"
        # independent accumulators hide the latency of the combining op (fixed lanes only)
        slots = self.accumulators if (vec_here and not self.lanes.scalable) else 1
        ident = fconst(_IDENTITY[r.kind])
        init = f"splat (float {ident})" if varying else ident
        zero = "zeroinitializer" if varying else "0.0"
        guarded = any(any(ld.checked) for ld in _direct_loads(r.value))
        counted = r.kind == "mean" and (guarded or vec_here)
        # lanes of max/min: a compare-and-select (one vmaxps on x86) plus a sticky NaN flag
        # is half the work of llvm.maximum, which also orders -0 below +0
        flagged = vec_here and r.kind in ("max", "min")
        bty = self.lanes.ty("i1") if varying else "i1"
        per_inst = [self._reduce_slots(slots, fty, init, zero, bty, counted, flagged) for _ in insts]

        def innermost(c: Ctx, slot: int = 0) -> None:
            for (accs, counts, nans), inst in zip(per_inst, insts):
                self._accumulate(r, c.child(idx={**c.idx, **inst}) if inst else c, slot, accs, counts, nans,
                                 varying, fty, zero, bty, counted, flagged)

        def nest(k: int, c: Ctx) -> None:
            if k == len(r.loops):
                innermost(c)
                return
            var, ext = r.loops[k]
            if vec_here and k == len(r.loops) - 1:
                if slots > 1:
                    self.unrolled_loop(var, ext, innermost, c, slots)
                else:
                    self.loop(var, ext, innermost, c, True)
            else:
                self.loop(var, ext, lambda c2: nest(k + 1, c2), c)

        nest(0, ctx.child())
        return [self._reduce_result(r, ctx.child(idx={**ctx.idx, **inst}) if inst else ctx, accs, counts, nans,
                                    varying, vec_here, fty, bty, counted, flagged)
                for (accs, counts, nans), inst in zip(per_inst, insts)]

    def _reduce_slots(self, slots: int, fty: str, init: str, zero: str, bty: str, counted: bool,
                      flagged: bool) -> tuple[list[str], list[str], list[str]]:
        """Allocas for accumulators (and mean counts, NaN flags), one set per slot."""
        accs, counts, nans = [], [], []
        for _ in range(slots):
            accs.append(self.alloca(fty, "acc"))
            self.emit(f"store {fty} {init}, ptr {accs[-1]}")
            if counted:
                counts.append(self.alloca(fty, "cnt"))
                self.emit(f"store {fty} {zero}, ptr {counts[-1]}")
            if flagged:
                nans.append(self.alloca(bty, "nan"))
                self.emit(f"store {bty} zeroinitializer, ptr {nans[-1]}")
        return accs, counts, nans

    def _accumulate(self, r: Reduce, c: Ctx, slot: int, accs, counts, nans, varying: bool, fty: str,
                zero: str, bty: str, counted: bool, flagged: bool) -> None:
        acc = accs[slot]
        self.stmts(r.body, c)
        val = self.value(r.value, c)
        guard = None
        for ld in _direct_loads(r.value):
            guard = self.band(guard, self.bounds(ld, c))
        guard = self.band(c.mask, guard)
        old = V(self.tmp("old"), "f", varying)
        self.emit(f"{old.ref} = load {fty}, ptr {acc}")
        if varying:
            val = self.splat(val)
        if flagged:
            pred = "ogt" if r.kind == "max" else "olt"
            better = self.op(f"fcmp {pred} {fty} {val.ref}, {old.ref}", "b", True)
            new = self.op(f"select {bty} {better.ref}, {fty} {val.ref}, {fty} {old.ref}", "f", True)
            isnan = self.op(f"fcmp uno {fty} {val.ref}, {val.ref}", "b", True)
            if guard is not None:
                isnan = self.band(isnan, self.splat(guard))
            n0 = self.op(f"load {bty}, ptr {nans[slot]}", "b", True)
            n1 = self.op(f"or {bty} {n0.ref}, {isnan.ref}", "b", True)
            self.emit(f"store {bty} {n1.ref}, ptr {nans[slot]}")
        else:
            new = self.combine(r.kind, old, val)
        if guard is not None:
            g = self.splat(guard) if varying else guard
            new = self.op(f"select {self.operand(g)}, {self.operand(new)}, {self.operand(old)}", "f", varying)
        self.emit(f"store {fty} {new.ref}, ptr {acc}")
        if counted:
            one = f"splat (float {fconst(1.0)})" if varying else fconst(1.0)
            c0 = V(self.tmp("c"), "f", varying)
            self.emit(f"{c0.ref} = load {fty}, ptr {counts[slot]}")
            inc = one
            if guard is not None:
                g = self.splat(guard) if varying else guard
                inc = self.op(f"select {self.operand(g)}, {fty} {one}, {fty} {zero}", "f", varying).ref
            c1 = self.op(f"fadd {fty} {c0.ref}, {inc}", "f", varying)
            self.emit(f"store {fty} {c1.ref}, ptr {counts[slot]}")

    def _reduce_result(self, r: Reduce, ctx: Ctx, accs, counts, nans, varying: bool, vec_here: bool,
                       fty: str, bty: str, counted: bool, flagged: bool) -> V:
        def gather(slots_: list[str], kind: str) -> V:
            vals = []
            for a in slots_:
                v = V(self.tmp("red"), "f", varying)
                self.emit(f"{v.ref} = load {fty}, ptr {a}")
                vals.append(v)
            total = vals[0]
            for v in vals[1:]:
                total = self.combine(kind, total, v)
            return self.horizontal(kind, total) if vec_here else total

        res = gather(accs, r.kind)
        if flagged:
            anynan: V | None = None
            for a in nans:
                f = self.op(f"load {bty}, ptr {a}", "b", True)
                anynan = f if anynan is None else self.op(f"or {bty} {anynan.ref}, {f.ref}", "b", True)
            red = self.intrinsic_call(f"llvm.vector.reduce.or.{self.lanes.suffix('i1')}", "i1", [(bty, anynan.ref)])
            hit = self.op(red, "b", False)
            res = self.op(f"select i1 {hit.ref}, float 0x7FF8000000000000, float {res.ref}", "f", False)
        if r.kind == "mean":
            if counted:
                cnt = gather(counts, "sum")
            else:
                total: IExpr = IConst(1)
                for _, e in r.loops:
                    total = ibin("*", total, e)
                cnt = self._value(IndexValue(total), ctx)
            res, cnt = self.unify(res, cnt)
            res = self.op(f"fdiv {self.ty(res)} {res.ref}, {cnt.ref}", "f", res.varying)
        return res

    def unrolled_loop(self, var: str, extent: IExpr, body, ctx: Ctx, slots: int) -> None:
        """Fixed lanes: blocks of `slots` vectors (slot u on its own accumulator), then
        single vectors, then one masked tail, all on slot 0."""
        ctx = ctx.child(ranges={**ctx.ranges, var: extent})
        n = self.iexpr(extent, ctx)
        w = self.lanes.count
        ctr = self.alloca("i64", f"{var}.addr.")
        self.emit(f"store i64 0, ptr {ctr}")
        last_block = self.op(f"sub i64 {n.ref}, {w * slots}", "i", False)

        def block(i: V) -> None:
            for u in range(slots):
                iu = i if u == 0 else self.op(f"add nsw i64 {i.ref}, {u * w}", "i", False)
                body(ctx.child(idx={**ctx.idx, var: iu}, vvar=var, mask=None), u)
        self._counted(ctr, last_block, w * slots, block, "sle")
        last = self.op(f"sub i64 {n.ref}, {w}", "i", False)
        self._counted(ctr, last, w, lambda i: body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=None), 0), "sle")
        i = self.op(f"load i64, ptr {ctr}", "i", False, "i")
        more = self.op(f"icmp slt i64 {i.ref}, {n.ref}", "b", False)
        tail, done = self.label("tail"), self.label("done")
        self.emit(f"br i1 {more.ref}, label %{tail}, label %{done}")
        self.place(tail)
        body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=self.active_mask(i, n)), 0)
        self.emit(f"br label %{done}")
        self.place(done)

    def combine(self, kind: str, a: V, b: V) -> V:
        a, b = self.unify(a, b)
        t = self.ty(a)
        if kind in ("sum", "mean"):
            return self.op(f"fadd {t} {a.ref}, {b.ref}", "f", a.varying)
        if kind == "prod":
            return self.op(f"fmul {t} {a.ref}, {b.ref}", "f", a.varying)
        name = "maximum" if kind == "max" else "minimum"
        return self.op(self.intrinsic_call(f"llvm.{name}.{self.isuffix(a)}", t, [(t, a.ref), (t, b.ref)]), "f", a.varying)

    def horizontal(self, kind: str, v: V) -> V:
        t = self.ty(v)
        sfx = self.lanes.suffix("float")
        if kind in ("sum", "mean"):
            call = self.intrinsic_call(f"llvm.vector.reduce.fadd.{sfx}", "float", [("float", "-0.0"), (t, v.ref)])
            return self.op(call.replace("call float", "call reassoc float", 1), "f", False)
        if kind == "prod":
            call = self.intrinsic_call(f"llvm.vector.reduce.fmul.{sfx}", "float", [("float", fconst(1.0)), (t, v.ref)])
            return self.op(call.replace("call float", "call reassoc float", 1), "f", False)
        name = "fmaximum" if kind == "max" else "fminimum"
        return self.op(self.intrinsic_call(f"llvm.vector.reduce.{name}.{sfx}", "float", [(t, v.ref)]), "f", False)


def _direct_loads(v: Value) -> list[Load]:
    if isinstance(v, Load):
        return [v] if any(v.checked) else []
    return [ld for c in value_children(v) for ld in _direct_loads(c)]
