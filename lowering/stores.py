"""Where the emitter's vector data meets the caches: stores, scratch and row reads.

- aligning peel: one masked iteration brings a long vector loop's first store to a
  vector boundary, so no full-vector store straddles two cache lines;
- streaming stores: large outputs' aligned full vectors are non-temporal (x86 AVX-512);
- row prefetch: the last of several passes over an input row reads the next row ahead;
- stack scratch: a small scratch area is a 64-byte aligned array in the kernel's frame.
"""
from __future__ import annotations

from .emitctx import Ctx, V
from .loops import IConst, IExpr, Load, Loop, Reduce, Store, ibin, ivars, stmt_loads

PEEL_MIN = 8  # vectors a loop must have left before a peel aligns its stores
SCRATCH_STACK = 64 << 10  # bytes of scratch a kernel keeps in its own aligned stack frame
# output bytes of a call from which aligned vector stores are non-temporal: softmax's 8 MiB
# gained 1.3-1.4x, swish's 4 MiB nothing (it is compute-bound, and an output that fits
# the L3 is better left there for the next op)
STREAM_MIN = 8 << 20


class StoreSide:
    """Mixed into codegen.Emitter: uses its plumbing (op, emit, label, place, ...), index
    evaluation (iexpr, flat, base), statements (stmts) and vector loops (_full_vectors,
    active_mask); its switches (align_stores, stream_min, prefetch_rows, stack_scratch)."""

    def scratch_base(self) -> str:
        """The scratch area: up to SCRATCH_STACK bytes a 64-byte aligned stack array (the
        caller's area comes from numpy at 16 or 48 mod 64, and a scratch row that every
        vector store splits across two cache lines cost softmax 17%), else the caller's."""
        if self.lanes is None or self.lanes.scalable or not self.stack_scratch:
            return "%scratch"
        if not self._scratch_base:
            floats = SCRATCH_STACK // 4
            self.fn.alloca(f"[{floats} x float]", align=64, name="%scratch.stack")
            with self.fn.at_entry():
                need = self.iexpr(self.k.scratch, Ctx())
                small = self.op(f"icmp sle i64 {need.ref}, {floats}", "b", False)
                self.emit(f"%scratch.base = select i1 {small.ref}, ptr %scratch.stack, ptr %scratch")
            self._scratch_base = "%scratch.base"
        return self._scratch_base

    def read_ahead(self, ld: Load, flat: IExpr, ctx: Ctx) -> None:
        """Prefetch the same vector one row ahead (ctx.prefetch), if ld reads such a row."""
        if ctx.prefetch is None or ld.buffer not in ctx.prefetch[0] or ctx.prefetch[1] not in ivars(flat):
            return
        row = ctx.prefetch[1]
        nxt = self.op(f"add nsw i64 {ctx.idx[row].ref}, 1", "i", False)
        off = self.iexpr(flat, ctx.child(idx={**ctx.idx, row: nxt}, vvar=None))
        p = self.op(f"getelementptr float, ptr {self.base(self.k.buffer(ld.buffer))}, i64 {off.ref}", "p", False, "p")
        self.emit(self.intrinsic_call("llvm.prefetch.p0", "void", [("ptr", p.ref), ("i32", "0"),
                                                                    ("i32", str(self.prefetch_locality)), ("i32", "1")]))

    def rows(self, loop: Loop, ctx: Ctx) -> None:
        """A row loop's body; the last of several passes over an input row reads the next
        row ahead (prefetch), so the first pass of the next iteration finds it in cache
        while this one computes (softmax: the max pass, then exp; layernorm: mean, var, y)."""
        plan = _prefetch_plan(loop) if self.prefetch_rows and self.lanes is not None else {}
        if not plan:
            self.stmts(loop.body, ctx)
            return
        for k, s in enumerate(loop.body):
            ctx.prefetch = (plan[k], loop.var) if k in plan else None
            self.stmts((s,), ctx)
        ctx.prefetch = None

    def _aligned_vectors(self, var: str, n: V, ctr: str, st: Store, body, ctx: Ctx) -> None:
        """The peel that aligns `st`, then the full vectors: for large outputs, on x86
        AVX-512, a second copy of them whose aligned stores of `st` are non-temporal."""
        aligned = self._peel(var, n, ctr, st, body, ctx)
        if self.k.buffer(st.buffer).role == "output" and self.stream_min is not None \
                and self.lanes.native_ldexp:
            # large outputs: full vectors of the aligned store bypass the caches (x86
            # AVX-512 only: the function ends with the sfence that orders them before
            # whatever tells another thread the kernel is done)
            go = self.op(f"and i1 {aligned.ref}, {self.streaming().ref}", "b", False)
            nt, plain, join = self.label("stream"), self.label("cached"), self.label("join")
            self.emit(f"br i1 {go.ref}, label %{nt}, label %{plain}")
            self.place(nt)
            self._full_vectors(var, n, ctr, body, ctx.child(stream=st))
            self.emit(f"br label %{join}")
            self.place(plain)
            self._full_vectors(var, n, ctr, body, ctx)
            self.emit(f"br label %{join}")
            self.place(join)
        else:
            self._full_vectors(var, n, ctr, body, ctx)

    def streaming(self) -> V:
        """i1: this call writes at least stream_min bytes of outputs (computed once)."""
        if self._streaming is None:
            total: IExpr = IConst(0)
            for b in self.k.buffers:
                if b.role == "output":
                    size: IExpr = IConst(1)
                    for d in b.dims:
                        size = ibin("*", size, d)
                    total = ibin("+", total, size)
            # sizes are function arguments: the test can sit in the entry block
            with self.fn.at_entry():
                t = self.iexpr(total, Ctx())
                self._streaming = self.op(f"icmp sge i64 {t.ref}, {self.stream_min // 4}", "b", False)
        return self._streaming

    def _peel(self, var: str, n: V, ctr: str, st: Store, body, ctx: Ctx) -> V:
        """One masked iteration over the elements before `st`'s first vector boundary,
        when at least PEEL_MIN vectors remain (a short loop keeps its full vectors).
        Returns i1: the full vectors that follow store `st` aligned."""
        w = self.lanes.count
        i0 = self.op(f"load i64, ptr {ctr}", "i", False, "i")
        buf = self.k.buffer(st.buffer)
        off = self.iexpr(self.flat(buf, st.index), ctx.child(idx={**ctx.idx, var: i0}, vvar=None))
        p = self.op(f"getelementptr float, ptr {self.base(buf)}, i64 {off.ref}", "p", False, "p")
        a = self.op(f"ptrtoint ptr {p.ref} to i64", "i", False)
        words = self.op(f"sub i64 0, {self.op(f'lshr i64 {a.ref}, 2', 'i', False).ref}", "i", False)
        k = self.op(f"and i64 {words.ref}, {w - 1}", "i", False)
        rem = self.op(f"sub i64 {n.ref}, {i0.ref}", "i", False)
        long = self.op(f"icmp sge i64 {rem.ref}, {PEEL_MIN * w}", "b", False)
        k = self.op(f"select i1 {long.ref}, i64 {k.ref}, i64 0", "i", False)
        some = self.op(f"icmp sgt i64 {k.ref}, 0", "b", False)
        peel, after = self.label("peel"), self.label("aligned")
        self.emit(f"br i1 {some.ref}, label %{peel}, label %{after}")
        self.place(peel)
        end = self.op(f"add nsw i64 {i0.ref}, {k.ref}", "i", False)
        body(ctx.child(idx={**ctx.idx, var: i0}, vvar=var, mask=self.active_mask(i0, end)))
        self.emit(f"store i64 {end.ref}, ptr {ctr}")
        self.emit(f"br label %{after}")
        self.place(after)
        return long


def _loads_in(stmt) -> list[Load]:
    if isinstance(stmt, Loop):
        return [ld for t in stmt.body for ld in _loads_in(t)]
    return stmt_loads((stmt,))


def _prefetch_plan(loop: Loop) -> dict[int, frozenset[str]]:
    """statement index -> the input rows it reads ahead: the last of two or more passes
    of `loop`'s body that read a buffer along `loop.var`."""
    if loop.vector:
        return {}
    passes: dict[str, list[int]] = {}
    for k, t in enumerate(loop.body):
        if isinstance(t, (Loop, Reduce)):
            for ld in _loads_in(t):
                if any(loop.var in ivars(i) for i in ld.index) and k not in passes.get(ld.buffer, []):
                    passes.setdefault(ld.buffer, []).append(k)
    plan: dict[int, set[str]] = {}
    for buf, ks in passes.items():
        if len(ks) >= 2:
            plan.setdefault(ks[-1], set()).add(buf)
    return {k: frozenset(v) for k, v in plan.items()}


def first_store(loop: Loop) -> Store | None:
    """The store a vector loop aligns (its first one), if it is a vector loop."""
    if not loop.vector:
        return None
    return next((s for s in loop.body if isinstance(s, Store)), None)
