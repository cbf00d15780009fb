"""Where the emitter's vector data meets the caches: stores, scratch and row reads.

- aligning peel: one masked iteration brings a long vector loop's first store to a
  vector boundary, so no full-vector store straddles two cache lines;
- streaming stores: large outputs' aligned full vectors are non-temporal (x86 AVX-512);
- row prefetch: the last of several passes over an input row reads the next row ahead;
- stack scratch: a small scratch area is a 64-byte aligned array in the kernel's frame.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .elements import BYTES, STORAGE
from .emitctx import Ctx
from .abi import KernelABI
from .llir import Val, i32, i64
from .loops import IConst, IExpr, Load, Loop, Reduce, Store, ibin, ivars, stmt_loads

if TYPE_CHECKING:
    from .codegen import Emitter

PEEL_MIN = 8  # vectors a loop must have left before a peel aligns its stores
SCRATCH_STACK = 64 << 10  # bytes of scratch a kernel keeps in its own aligned stack frame
# output bytes of a call from which aligned vector stores are non-temporal: softmax's 8 MiB
# gained 1.3-1.4x, swish's 4 MiB nothing (it is compute-bound, and an output that fits
# the L3 is better left there for the next op)
STREAM_MIN = 8 << 20


class StoreSide:
    """Mixed into codegen.Emitter: uses its function (fn), index evaluation (iexpr, flat,
    base), statements (stmts) and vector loops (_full_vectors, active_mask); its switches
    (align_stores, stream_min, prefetch_rows, stack_scratch)."""

    def scratch_base(self: Emitter) -> Val:
        """The scratch area: up to SCRATCH_STACK bytes a 64-byte aligned stack array (the
        caller's area comes from numpy at 16 or 48 mod 64, and a scratch row that every
        vector store splits across two cache lines cost softmax 17%), else the caller's."""
        if self.lanes is None or self.lanes.scalable or not self.stack_scratch:
            return KernelABI.scratch
        base = self._scratch_base
        if base is None:
            fn, floats = self.fn, SCRATCH_STACK // 4
            stack = fn.alloca(f"[{floats} x float]", align=64, hint="%scratch.stack")
            with fn.at_entry():
                small = fn.icmp("sle", self.iexpr(self.k.scratch, Ctx()), floats)
                base = self._scratch_base = fn.select(small, stack, KernelABI.scratch, hint="%scratch.base")
        return base

    def read_ahead(self: Emitter, ld: Load, flat: IExpr, ctx: Ctx) -> None:
        """Prefetch the same vector one row ahead (ctx.prefetch), if ld reads such a row."""
        if ctx.prefetch is None or ld.buffer not in ctx.prefetch[0] or ctx.prefetch[1] not in ivars(flat):
            return
        fn, row = self.fn, ctx.prefetch[1]
        nxt = fn.add(ctx.idx[row], 1, "nsw ")
        off = self.iexpr(flat, ctx.child(idx={**ctx.idx, row: nxt}, vvar=None))
        buf = self.k.buffer(ld.buffer)
        p = fn.gep(STORAGE[buf.elem], self.base(buf), off, hint="p")
        fn.intrinsic("llvm.prefetch.p0", "void", [p, i32(0), i32(self.prefetch_locality), i32(1)])

    def rows(self: Emitter, loop: Loop, ctx: Ctx) -> None:
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

    def _aligned_vectors(self: Emitter, var: str, n: Val, ctr: Val, st: Store, body: Callable[[Ctx], None],
                         ctx: Ctx) -> None:
        """The peel that aligns `st`, then the full vectors: for large outputs, on x86
        AVX-512, a second copy of them whose aligned stores of `st` are non-temporal."""
        fn = self.fn
        aligned = self._peel(var, n, ctr, st, body, ctx)
        assert self.lanes is not None
        if self.k.buffer(st.buffer).role == "output" and self.stream_min is not None \
                and self.lanes.streaming_stores and self.k.buffer(st.buffer).elem in ("f32", "i32"):
            # large outputs: full vectors of the aligned store bypass the caches (the
            # function ends with the sfence that orders them before whatever tells another
            # thread the kernel is done)
            go = fn.and_(aligned, self.streaming())
            nt, plain, join = fn.label("stream"), fn.label("cached"), fn.label("join")
            fn.cbr(go, nt, plain)
            fn.block(nt)
            self._full_vectors(var, n, ctr, body, ctx.child(stream=st))
            fn.br(join)
            fn.block(plain)
            self._full_vectors(var, n, ctr, body, ctx)
            fn.br(join)
            fn.block(join)
        else:
            self._full_vectors(var, n, ctr, body, ctx)

    def streaming(self: Emitter) -> Val:
        """i1: this call writes at least stream_min bytes of outputs (computed once)."""
        test = self._streaming
        if test is None:
            assert self.stream_min is not None
            total: IExpr = IConst(0)
            for b in self.k.buffers:
                if b.role == "output":
                    size: IExpr = IConst(1)
                    for d in b.dims:
                        size = ibin("*", size, d)
                    total = ibin("+", total, size)
            # sizes are function arguments: the test can sit in the entry block
            with self.fn.at_entry():
                test = self._streaming = self.fn.icmp("sge", self.iexpr(total, Ctx()), self.stream_min // 4)
        return test

    def _peel(self: Emitter, var: str, n: Val, ctr: Val, st: Store, body: Callable[[Ctx], None], ctx: Ctx) -> Val:
        """One masked iteration over the elements before `st`'s first vector boundary,
        when at least PEEL_MIN vectors remain (a short loop keeps its full vectors).
        Returns i1: the full vectors that follow store `st` aligned."""
        assert self.lanes is not None
        fn, w = self.fn, self.lanes.count
        i0 = fn.load("i64", ctr, hint="i")
        buf = self.k.buffer(st.buffer)
        off = self.iexpr(self.flat(buf, st.index), ctx.child(idx={**ctx.idx, var: i0}, vvar=None))
        et = STORAGE[buf.elem]
        a = fn.cast("ptrtoint", fn.gep(et, self.base(buf), off, hint="p"), "i64")
        words = fn.sub(i64(0), fn.lshr(a, BYTES[et].bit_length() - 1))  # (elements, not bytes)
        k = fn.and_(words, w - 1)
        rem = fn.sub(n, i0)
        long = fn.icmp("sge", rem, PEEL_MIN * w)
        k = fn.select(long, k, 0)
        some = fn.icmp("sgt", k, 0)
        peel, after = fn.label("peel"), fn.label("aligned")
        fn.cbr(some, peel, after)
        fn.block(peel)
        end = fn.add(i0, k, "nsw ")
        body(ctx.child(idx={**ctx.idx, var: i0}, vvar=var, mask=self.active_mask(i0, end)))
        fn.store(end, ctr)
        fn.br(after)
        fn.block(after)
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
