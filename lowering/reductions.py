"""Reductions in the LLVM emitter: accumulators, their loops, and the final combine.

A vector reduction keeps `accumulators` independent vector accumulators (fixed lanes),
so the combining op's latency overlaps; they are combined lane-wise, then horizontally.
Vector max/min compare-and-select with a sticky NaN flag instead of llvm.maximum; a
mean counts the elements it took when reads may fall outside their buffer.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .emitctx import Ctx
from .llir import Val, const, elem_of, fconst, i64, zero
from ..dsl.ast import Reducer
from .loops import IConst, IExpr, IndexValue, Load, Reduce, Value, ibin, value_children

if TYPE_CHECKING:
    from .codegen import Emitter

_IDENTITY = {"sum": 0.0, "mean": 0.0, "prod": 1.0, "max": float("-inf"), "min": float("inf")}
_IDENTITY_I32 = {"sum": 0, "prod": 1, "max": -2**31, "min": 2**31 - 1}
UNROLL = 4  # accumulators per vector reduction


@dataclass(frozen=True)
class _Slots:
    """One instance's accumulators (allocas), with mean counts and NaN flags if kept."""
    accs: list[Val]
    counts: list[Val]
    nans: list[Val]


@dataclass(frozen=True)
class _Shape:
    """How a reduction accumulates: its types, and what it keeps beside the sums."""
    fty: str  # the accumulators' type (float, or a vector of them)
    bty: str  # i1 of the same shape
    varying: bool  # accumulators with lanes
    vec_here: bool  # the reduction's own innermost loop runs in lanes
    counted: bool  # a mean counting what it took
    flagged: bool  # max/min by compare-and-select with a sticky NaN flag


class Reductions:
    """Mixed into codegen.Emitter: uses its function (fn), values (value, unify, splat,
    band, bounds), statements (stmts) and loops (loop, _counted, _tail, active_mask)."""

    def reduce(self: Emitter, r: Reduce, ctx: Ctx) -> Val:
        return self._reduce(r, ctx, [{}])[0]

    def _reduce(self: Emitter, r: Reduce, ctx: Ctx, insts: list[dict[str, Val]]) -> list[Val]:
        """The reduction's loops once; per instance (index overrides: the rows and
        column blocks of a register tile) its own accumulators."""
        vec_here = r.vector and self.lanes is not None and ctx.vvar is None and len(insts) == 1
        varying = (ctx.vvar is not None and self.lanes is not None) or vec_here
        elem = "i32" if r.ty == "i32" else "float"
        fty = self.vty(elem) if varying else elem
        guarded = any(any(ld.checked) for ld in _direct_loads(r.value))
        # lanes of max/min (its own vector loop, or one outside it: a pool's channels): a
        # compare-and-select (one vmaxps on x86) plus a sticky NaN flag is half the work of
        # llvm.maximum, which also orders -0 below +0
        sh = _Shape(fty, self.vty("i1") if varying else "i1", varying, vec_here,
                    counted=r.kind == "mean" and (guarded or vec_here),
                    flagged=varying and r.kind in ("max", "min") and elem == "float")
        # independent accumulators hide the latency of the combining op (fixed lanes only)
        slots = self.accumulators if (vec_here and self.lanes is not None and not self.lanes.scalable) else 1
        init = const(fty, (_IDENTITY_I32 if elem == "i32" else _IDENTITY)[r.kind])
        per_inst = [self._reduce_slots(slots, init, sh) for _ in insts]

        def innermost(c: Ctx, slot: int = 0) -> None:
            for sl, inst in zip(per_inst, insts):
                self._accumulate(r, c.child(idx={**c.idx, **inst}) if inst else c, slot, sl, sh)

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
        return [self._reduce_result(r, ctx.child(idx={**ctx.idx, **inst}) if inst else ctx, sl, sh)
                for sl, inst in zip(per_inst, insts)]

    def _reduce_slots(self: Emitter, slots: int, init: Val, sh: _Shape) -> _Slots:
        """Allocas for accumulators (and mean counts, NaN flags), one set per slot."""
        fn, out = self.fn, _Slots([], [], [])
        for _ in range(slots):
            out.accs.append(fn.alloca(sh.fty, "acc", align=64))
            fn.store(init, out.accs[-1])
            if sh.counted:
                out.counts.append(fn.alloca(sh.fty, "cnt", align=64))
                fn.store(zero(sh.fty), out.counts[-1])
            if sh.flagged:
                out.nans.append(fn.alloca(sh.bty, "nan", align=64))
                fn.store(zero(sh.bty), out.nans[-1])
        return out

    def _accumulate(self: Emitter, r: Reduce, c: Ctx, slot: int, sl: _Slots, sh: _Shape) -> None:
        fn, acc = self.fn, sl.accs[slot]
        self.stmts(r.body, c)
        val = self.value(r.value, c)
        guard = None
        for ld in _direct_loads(r.value):
            guard = self.band(guard, self.bounds(ld, c))
        guard = self.band(c.mask, guard)
        old = fn.load(sh.fty, acc, hint="old")
        if sh.varying:
            val = self.splat(val)
        if sh.flagged:
            better = fn.fcmp("ogt" if r.kind == "max" else "olt", val, old)
            new = fn.select(better, val, old)
            isnan = fn.fcmp("uno", val, val)
            if guard is not None:
                isnan = fn.and_(isnan, self.splat(guard))
            fn.store(fn.or_(fn.load(sh.bty, sl.nans[slot]), isnan), sl.nans[slot])
        else:
            new = self.combine(r.kind, old, val)
        if guard is not None:
            g = self.splat(guard) if sh.varying else guard
            new = fn.select(g, new, old)
        fn.store(new, acc)
        if sh.counted:
            one = const(sh.fty, 1.0)
            c0 = fn.load(sh.fty, sl.counts[slot], hint="c")
            inc = one
            if guard is not None:
                g = self.splat(guard) if sh.varying else guard
                inc = fn.select(g, one, zero(sh.fty))
            fn.store(fn.binop("fadd", c0, inc), sl.counts[slot])

    def _reduce_result(self: Emitter, r: Reduce, ctx: Ctx, sl: _Slots, sh: _Shape) -> Val:
        fn = self.fn

        def gather(slots_: list[Val], kind: Reducer) -> Val:
            vals = [fn.load(sh.fty, a, hint="red") for a in slots_]
            total = vals[0]
            for v in vals[1:]:
                total = self.combine(kind, total, v)
            return self.horizontal(kind, total) if sh.vec_here else total

        res = gather(sl.accs, r.kind)
        if sh.flagged:
            anynan: Val | None = None
            for a in sl.nans:
                f = fn.load(sh.bty, a)
                anynan = f if anynan is None else fn.or_(anynan, f)
            assert anynan is not None and self.lanes is not None
            if sh.vec_here:  # one result: NaN if any lane saw one
                hit = fn.intrinsic(f"llvm.vector.reduce.or.{self.lanes.suffix('i1')}", "i1", [anynan])
                res = fn.select(hit, Val("0x7FF8000000000000", "float"), res)
            else:  # a result per lane (the vector loop outside: a pool's channels)
                res = fn.select(anynan, const(sh.fty, float("nan")), res)
        if r.kind == "mean":
            if sh.counted:
                cnt = gather(sl.counts, "sum")
            else:
                total: IExpr = IConst(1)
                for _, e in r.loops:
                    total = ibin("*", total, e)
                cnt = self._value(IndexValue(total), ctx)
            res, cnt = self.unify(res, cnt)
            res = fn.binop("fdiv", res, cnt)
        return res

    def unrolled_loop(self: Emitter, var: str, extent: IExpr, body: Callable[[Ctx, int], None], ctx: Ctx,
                      slots: int) -> None:
        """Fixed lanes: blocks of `slots` vectors (slot u on its own accumulator), then
        single vectors, then one masked tail, all on slot 0."""
        assert self.lanes is not None
        fn, ctx = self.fn, ctx.child()
        n = self.iexpr(extent, ctx)
        w = self.lanes.count
        ctr = fn.alloca("i64", f"{var}.addr.", align=64)
        fn.store(i64(0), ctr)
        last_block = fn.sub(n, w * slots)

        def block(i: Val) -> None:
            for u in range(slots):
                iu = i if u == 0 else fn.add(i, u * w, "nsw ")
                body(ctx.child(idx={**ctx.idx, var: iu}, vvar=var, mask=None), u)
        self._counted(ctr, last_block, i64(w * slots), block, "sle")
        last = fn.sub(n, w)
        self._counted(ctr, last, i64(w), lambda i: body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=None), 0),
                      "sle")
        self._tail(var, n, ctr, lambda c: body(c, 0), ctx)

    def combine(self: Emitter, kind: Reducer, a: Val, b: Val) -> Val:
        a, b = self.unify(a, b)
        if elem_of(a.ty) == "i32":
            if kind in ("sum", "prod"):
                return self.fn.binop("add" if kind == "sum" else "mul", a, b)
            return self.fn.intrinsic(f"llvm.s{kind}.{self.suffix(a.ty)}", a.ty, [a, b])
        if kind in ("sum", "mean"):
            return self.fn.binop("fadd", a, b)
        if kind == "prod":
            return self.fn.binop("fmul", a, b)
        name = "maximum" if kind == "max" else "minimum"
        return self.fn.intrinsic(f"llvm.{name}.{self.suffix(a.ty)}", a.ty, [a, b])

    def horizontal(self: Emitter, kind: Reducer, v: Val) -> Val:
        assert self.lanes is not None
        if kind == "prod" and self.lanes.scalable:
            return self._lane_product(v)
        if elem_of(v.ty) == "i32":
            name = {"sum": "add", "prod": "mul", "max": "smax", "min": "smin"}[kind]
            return self.fn.intrinsic(f"llvm.vector.reduce.{name}.{self.lanes.suffix('i32')}", "i32", [v])
        sfx = self.lanes.suffix("float")
        if kind in ("sum", "mean"):
            return self.fn.intrinsic(f"llvm.vector.reduce.fadd.{sfx}", "float", [Val("-0.0", "float"), v],
                                     flags="reassoc ")
        if kind == "prod":
            return self.fn.intrinsic(f"llvm.vector.reduce.fmul.{sfx}", "float", [Val(fconst(1.0), "float"), v],
                                     flags="reassoc ")
        name = "fmaximum" if kind == "max" else "fminimum"
        return self.fn.intrinsic(f"llvm.vector.reduce.{name}.{sfx}", "float", [v])


    def _lane_product(self: Emitter, v: Val) -> Val:
        """The product of a scalable vector's lanes, lane by lane: LLVM can't lower a
        multiply reduction of scalable vectors for RVV (its expansion asserts)."""
        fn, elem = self.fn, elem_of(v.ty)
        acc = fn.alloca(elem, "prod", align=8)
        fn.store(const(elem, 1), acc)
        ctr = fn.alloca("i64", "lane.addr.", align=8)
        fn.store(i64(0), ctr)

        def body(i: Val) -> None:
            x = fn.inst(f"extractelement {v.typed}, {i.typed}", elem, "lane")
            old = fn.load(elem, acc)
            fn.store(fn.binop("mul", old, x) if elem == "i32" else fn.binop("fmul", old, x), acc)
        self._counted(ctr, self.vector_step(), i64(1), body, "slt")
        return fn.load(elem, acc, hint="prod")


def _direct_loads(v: Value) -> list[Load]:
    if isinstance(v, Load):
        return [v] if any(v.checked) else []
    return [ld for c in value_children(v) for ld in _direct_loads(c)]
