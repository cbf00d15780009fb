"""Loops in the LLVM emitter: counters in allocas, vector loops and register tiles.

A vector loop runs full vectors and then one masked tail iteration on fixed lanes, or
masked iterations throughout on scalable lanes (no remainder loop). The parallel loop
runs one thread's share [%range.lo, min(%range.hi, extent)). A jammed loop is a
register tile: several rows by several vectors per step, each with its own accumulators.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .emitctx import Ctx
from .abi import KernelABI
from .llir import Val, i64
from .loops import IExpr, Loop, Reduce, Store

if TYPE_CHECKING:
    from .codegen import Emitter

Body = Callable[[Ctx], None]


class Loops:
    """Mixed into codegen.Emitter: uses its function (fn), statements (stmts),
    reductions (_reduce) and store tactics (_aligned_vectors)."""

    def loop(self: Emitter, var: str, extent: IExpr, body: Body, ctx: Ctx, vector: bool = False,
             part: bool = False, start: Val | None = None, align: Store | None = None) -> None:
        """`part`: run only iterations [%range.lo, min(%range.hi, extent)) (one thread's share).
        `start`: begin there instead of 0. `align`: a contiguous store of the body whose
        address a first masked iteration brings to a vector boundary (fixed lanes, long
        loops), so that no full-vector store of it straddles two cache lines."""
        fn, ctx = self.fn, ctx.child()
        n = self.iexpr(extent, ctx)
        ctr = fn.alloca("i64", f"{var}.addr.", align=64)
        if start is not None:
            fn.store(start, ctr)
        elif part:
            n = fn.select(fn.icmp("slt", KernelABI.hi, n), KernelABI.hi, n)
            fn.store(KernelABI.lo, ctr)
        else:
            fn.store(i64(0), ctr)
        if not (vector and self.lanes is not None):
            self._counted(ctr, n, i64(1), lambda i: body(ctx.child(idx={**ctx.idx, var: i})), "slt")
            return
        step = self.vector_step()
        if self.lanes.scalable:
            def masked_body(i: Val) -> None:
                mask = self.active_mask(i, n)
                body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=mask))
            self._counted(ctr, n, step, masked_body, "slt")
            return
        if align is not None and self.align_stores:
            self._aligned_vectors(var, n, ctr, align, body, ctx)
        else:
            self._full_vectors(var, n, ctr, body, ctx)
        self._tail(var, n, ctr, lambda c: body(c), ctx)

    def _tail(self: Emitter, var: str, n: Val, ctr: Val, body: Body, ctx: Ctx) -> None:
        """The last, masked iteration of a fixed-lanes loop, if any lanes are left."""
        fn = self.fn
        i = fn.load("i64", ctr, hint="i")
        more = fn.icmp("slt", i, n)
        tail, done = fn.label("tail"), fn.label("done")
        fn.cbr(more, tail, done)
        fn.block(tail)
        body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=self.active_mask(i, n)))
        fn.br(done)
        fn.block(done)

    def _full_vectors(self: Emitter, var: str, n: Val, ctr: Val, body: Body, ctx: Ctx) -> None:
        """Full vectors from the counter on (unrolling them measured no faster: these loops
        are bound by the FMA pipes, not by the loop's own instructions)."""
        assert self.lanes is not None
        w = self.lanes.count
        last = self.fn.sub(n, w)
        self._counted(ctr, last, i64(w), lambda i: body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=None)),
                      "sle")

    def vector_step(self: Emitter) -> Val:
        assert self.lanes is not None
        if not self.lanes.scalable:
            return i64(self.lanes.count)
        return self.fn.mul(self.fn.intrinsic("llvm.vscale.i64", "i64", []), self.lanes.count)

    def active_mask(self: Emitter, i: Val, n: Val) -> Val:
        assert self.lanes is not None
        return self.fn.intrinsic(f"llvm.get.active.lane.mask.{self.lanes.suffix('i1')}.i64", self.vty("i1"), [i, n],
                                 hint="mask")

    def _counted(self: Emitter, ctr: Val, n: Val, step: Val, body: Callable[[Val], None], pred: str) -> None:
        fn = self.fn
        cond, loop, done = fn.label("cond"), fn.label("body"), fn.label("exit")
        fn.br(cond)
        fn.block(cond)
        i = fn.load("i64", ctr, hint="i")
        fn.cbr(fn.icmp(pred, i, n), loop, done)
        fn.block(loop)
        body(i)
        fn.store(fn.add(i, step, "nsw "), ctr)
        fn.br(cond)
        fn.block(done)

    def jam_loop(self: Emitter, outer: Loop, ctx: Ctx, part: bool) -> None:
        """A register tile: `outer.jam` rows by `inner.jam` vectors per step, then the rows'
        leftover columns as plain vector loops, then leftover rows one by one."""
        fn = self.fn
        inner = outer.body[0]
        assert isinstance(inner, Loop) and self.lanes is not None
        rows_n, w = outer.jam, self.lanes.count
        m_end = self.iexpr(outer.extent, ctx)
        ctr = fn.alloca("i64", f"{outer.var}.addr.", align=64)
        if part:
            m_end = fn.select(fn.icmp("slt", KernelABI.hi, m_end), KernelABI.hi, m_end)
            fn.store(KernelABI.lo, ctr)
        else:
            fn.store(i64(0), ctr)
        last = fn.sub(m_end, rows_n)

        def rows(m0: Val, count: int, vectors: int) -> None:
            ms = [m0] + [fn.add(m0, i, "nsw ") for i in range(1, count)]
            n_end = self.iexpr(inner.extent, ctx)
            nctr = fn.alloca("i64", f"{inner.var}.addr.", align=64)
            fn.store(i64(0), nctr)
            step = vectors * w
            n_last = fn.sub(n_end, step)
            self._counted(nctr, n_last, i64(step), lambda n0: self._tile(inner, ctx, outer.var, ms, n0, vectors), "sle")
            n_rest = fn.load("i64", nctr)
            for m in ms:
                self.loop(inner.var, inner.extent, lambda c: self.stmts(inner.body, c),
                          ctx.child(idx={**ctx.idx, outer.var: m}), True, start=n_rest)

        self._counted(ctr, last, i64(rows_n), lambda m: rows(m, rows_n, inner.jam), "sle")
        # leftover rows (all of them when there are fewer than a tile's, as in a
        # vector-matrix product): one row, wider in the lanes' direction
        self._counted(ctr, m_end, i64(1), lambda m: rows(m, 1, rows_n * inner.jam), "slt")

    def _tile(self: Emitter, inner: Loop, ctx: Ctx, mvar: str, ms: list[Val], n0: Val, vectors: int) -> None:
        assert self.lanes is not None
        w = self.lanes.count
        ns = [n0] + [self.fn.add(n0, j * w, "nsw ") for j in range(1, vectors)]
        insts = [{mvar: m, inner.var: n} for m in ms for n in ns]
        base = ctx.child(vvar=inner.var, mask=None)
        ctxs = [base.child(idx={**base.idx, **inst}) for inst in insts]
        for s in inner.body:
            if isinstance(s, Reduce):
                for c, v in zip(ctxs, self._reduce(s, base, insts)):
                    c.locals[s.name] = v
            else:
                for c in ctxs:
                    self.stmts((s,), c)
