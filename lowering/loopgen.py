"""Loops in the LLVM emitter: counters in allocas, vector loops and register tiles.

A vector loop runs full vectors and then one masked tail iteration on fixed lanes, or
masked iterations throughout on scalable lanes (no remainder loop). The parallel loop
runs one thread's share [%range.lo, min(%range.hi, extent)). A jammed loop is a
register tile: several rows by several vectors per step, each with its own accumulators.
"""
from __future__ import annotations

from .emitctx import Ctx, V
from .loops import IExpr, Loop, Reduce, Store


class Loops:
    """Mixed into codegen.Emitter: uses its plumbing (op, emit, alloca, label, place, ...),
    statements (stmts), reductions (_reduce) and store tactics (_aligned_vectors)."""

    def loop(self, var: str, extent: IExpr, body, ctx: Ctx, vector: bool = False,
             part: bool = False, start: V | None = None, align: Store | None = None) -> None:
        """`part`: run only iterations [%range.lo, min(%range.hi, extent)) (one thread's share).
        `start`: begin there instead of 0. `align`: a contiguous store of the body whose
        address a first masked iteration brings to a vector boundary (fixed lanes, long
        loops), so that no full-vector store of it straddles two cache lines."""
        ctx = ctx.child(ranges={**ctx.ranges, var: extent})
        n = self.iexpr(extent, ctx)
        ctr = self.alloca("i64", f"{var}.addr.")
        if start is not None:
            self.emit(f"store i64 {start.ref}, ptr {ctr}")
        elif part:
            lt = self.op(f"icmp slt i64 %range.hi, {n.ref}", "b", False)
            n = self.op(f"select i1 {lt.ref}, i64 %range.hi, i64 {n.ref}", "i", False)
            self.emit(f"store i64 %range.lo, ptr {ctr}")
        else:
            self.emit(f"store i64 0, ptr {ctr}")
        if not (vector and self.lanes is not None):
            self._counted(ctr, n, 1, lambda i: body(ctx.child(idx={**ctx.idx, var: i})), "slt")
            return
        step = self.vector_step()
        if self.lanes.scalable:
            def masked_body(i: V) -> None:
                mask = self.active_mask(i, n)
                body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=mask))
            self._counted(ctr, n, step, masked_body, "slt")
            return
        if align is not None and self.align_stores:
            self._aligned_vectors(var, n, ctr, align, body, ctx)
        else:
            self._full_vectors(var, n, ctr, body, ctx)
        i = self.op(f"load i64, ptr {ctr}", "i", False, "i")
        more = self.op(f"icmp slt i64 {i.ref}, {n.ref}", "b", False)
        tail, done = self.label("tail"), self.label("done")
        self.emit(f"br i1 {more.ref}, label %{tail}, label %{done}")
        self.place(tail)
        mask = self.active_mask(i, n)
        body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=mask))
        self.emit(f"br label %{done}")
        self.place(done)

    def _full_vectors(self, var: str, n: V, ctr: str, body, ctx: Ctx) -> None:
        """Full vectors from the counter on (unrolling them measured no faster: these loops
        are bound by the FMA pipes, not by the loop's own instructions)."""
        w = self.lanes.count
        last = self.op(f"sub i64 {n.ref}, {w}", "i", False)
        self._counted(ctr, last, w, lambda i: body(ctx.child(idx={**ctx.idx, var: i}, vvar=var, mask=None)), "sle")

    def vector_step(self) -> V:
        assert self.lanes is not None
        if not self.lanes.scalable:
            return self.iconst(self.lanes.count)
        vs = self.op(self.intrinsic_call("llvm.vscale.i64", "i64", []), "i", False)
        return self.op(f"mul i64 {vs.ref}, {self.lanes.count}", "i", False)

    def active_mask(self, i: V, n: V) -> V:
        call = self.intrinsic_call(f"llvm.get.active.lane.mask.{self.lanes.suffix('i1')}.i64",
                                   self.lanes.ty("i1"), [("i64", i.ref), ("i64", n.ref)])
        return self.op(call, "b", True, "mask")

    def _counted(self, ctr: str, n: V, step: V | int, body, pred: str) -> None:
        cond, loop, done = self.label("cond"), self.label("body"), self.label("exit")
        self.emit(f"br label %{cond}")
        self.place(cond)
        i = self.op(f"load i64, ptr {ctr}", "i", False, "i")
        c = self.op(f"icmp {pred} i64 {i.ref}, {n.ref}", "b", False)
        self.emit(f"br i1 {c.ref}, label %{loop}, label %{done}")
        self.place(loop)
        body(i)
        stepref = step.ref if isinstance(step, V) else str(step)
        nxt = self.op(f"add nsw i64 {i.ref}, {stepref}", "i", False)
        self.emit(f"store i64 {nxt.ref}, ptr {ctr}")
        self.emit(f"br label %{cond}")
        self.place(done)

    def jam_loop(self, outer: Loop, ctx: Ctx, part: bool) -> None:
        """A register tile: `outer.jam` rows by `inner.jam` vectors per step, then the rows'
        leftover columns as plain vector loops, then leftover rows one by one."""
        inner = outer.body[0]
        assert isinstance(inner, Loop)
        rows_n, w = outer.jam, self.lanes.count
        m_end = self.iexpr(outer.extent, ctx)
        ctr = self.alloca("i64", f"{outer.var}.addr.")
        if part:
            lt = self.op(f"icmp slt i64 %range.hi, {m_end.ref}", "b", False)
            m_end = self.op(f"select i1 {lt.ref}, i64 %range.hi, i64 {m_end.ref}", "i", False)
            self.emit(f"store i64 %range.lo, ptr {ctr}")
        else:
            self.emit(f"store i64 0, ptr {ctr}")
        last = self.op(f"sub i64 {m_end.ref}, {rows_n}", "i", False)

        def rows(m0: V, count: int, vectors: int) -> None:
            ms = [m0] + [self.op(f"add nsw i64 {m0.ref}, {i}", "i", False) for i in range(1, count)]
            n_end = self.iexpr(inner.extent, ctx)
            nctr = self.alloca("i64", f"{inner.var}.addr.")
            self.emit(f"store i64 0, ptr {nctr}")
            step = vectors * w
            n_last = self.op(f"sub i64 {n_end.ref}, {step}", "i", False)
            self._counted(nctr, n_last, step,
                          lambda n0: self._tile(inner, ctx, outer.var, ms, n0, vectors), "sle")
            n_rest = self.op(f"load i64, ptr {nctr}", "i", False)
            for m in ms:
                self.loop(inner.var, inner.extent, lambda c: self.stmts(inner.body, c),
                          ctx.child(idx={**ctx.idx, outer.var: m}), True, start=n_rest)

        self._counted(ctr, last, rows_n, lambda m: rows(m, rows_n, inner.jam), "sle")
        # leftover rows (all of them when there are fewer than a tile's, as in a
        # vector-matrix product): one row, wider in the lanes' direction
        self._counted(ctr, m_end, 1, lambda m: rows(m, 1, rows_n * inner.jam), "slt")

    def _tile(self, inner: Loop, ctx: Ctx, mvar: str, ms: list[V], n0: V, vectors: int) -> None:
        w = self.lanes.count
        ns = [n0] + [self.op(f"add nsw i64 {n0.ref}, {j * w}", "i", False) for j in range(1, vectors)]
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
