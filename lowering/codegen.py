"""Loop IR -> LLVM IR text, for a scalar or a vector strategy.

One emitter serves every target: lanes are either absent (scalar), a fixed vector
(`<16 x float>`: AVX-512, AVX2, SSE) or a scalable one (`<vscale x 4 x float>`: SVE,
RVV). Loop counters and accumulators live in allocas that LLVM promotes to registers.

This module is the emitter's core (SSA plumbing, index arithmetic, loads and stores,
values, statements, the function) and `generate`; its parts are mixins: loopgen.py
(counted and vector loops, register tiles), reductions.py (accumulators and their
combine) and stores.py (aligning peel, streaming stores, row prefetch, stack scratch).
The types they share are in emitctx.py, re-exported here.
"""
from __future__ import annotations

from typing import Callable

from . import halfmath, mathlib
from .emitctx import Ctx, Lanes, fconst
from .abi import KernelABI
from .llir import Function, Module, Val, aligned, const, elem_of, is_vector, with_elem, zero
from .elements import BYTES, STORAGE, Elements, is_int
from .loopgen import Loops
from .loops import (Bin, Buffer, Cmp, Const, Convert, Fn, IBin, IConst, IExpr, IndexValue, ISize, IVar,
                    Kernel, Let, Load, Local, Loop, Lut, Neg, Reduce, Select, Store, Value,
                    flat_offset, ivars, linear)
from .reductions import UNROLL, Reductions
from .rewrite import FAST, rewrite
from .stores import PEEL_MIN, SCRATCH_STACK, STREAM_MIN, StoreSide, first_store  # noqa: F401 (knobs, re-exported)

_CMP = {"<": "olt", "<=": "ole", ">": "ogt", ">=": "oge", "==": "oeq", "!=": "une"}
ZERO = Val("@jr.zero", "ptr")  # the float an out-of-bounds scalar read reads instead


class Emitter(Loops, StoreSide, Reductions, Elements):
    """One kernel's function under construction (see the module docstring for its parts)."""

    def __init__(self, kernel: Kernel, lanes: Lanes | None, precise: bool, module: Module | None = None,
                 fn: Function | None = None, half: bool = False):
        """fn: emit into this function's body (a direct lowering's, for its f) instead of
        a function of its own in module; half: float values compute in half (half.py)."""
        self.fn = (fn or Function(module if module is not None else Module())).view("v")
        self.module = self.fn.module
        self.k = kernel
        self.lanes = lanes
        self.precise = precise  # scalar strategy: transcendentals through double libm
        self.math = mathlib.MathLib(lanes, precise)
        self.flags = "" if precise else "contract "
        self.fty = "half" if half else "float"  # what float values compute in
        self.tables = {t.name: t for t in kernel.tables}
        self.accumulators = UNROLL
        self.align_stores = True
        self.stack_scratch = True
        self._scratch_base: Val | None = None
        self.prefetch_rows = True
        self.prefetch_locality = 3
        self.stream_min: int | None = STREAM_MIN  # output bytes from which stores stream
        self._streaming: Val | None = None

    # --- values and types ------------------------------------------------------------
    def vty(self, elem: str) -> str:
        """The vector type of elem lanes."""
        assert self.lanes is not None
        return self.lanes.ty(elem)

    def suffix(self, ty: str) -> str:
        """An intrinsic's type suffix for ty: f32, or v16f32, nxv4f32, ..."""
        if is_vector(ty) and self.lanes is not None:
            return self.lanes.suffix(elem_of(ty))
        return {"float": "f32", "half": "f16", "i64": "i64", "i1": "i1", "i32": "i32"}[ty]

    def splat(self, v: Val) -> Val:
        """v in every lane (as it is without lanes)."""
        if is_vector(v.ty) or self.lanes is None:
            return v
        vt = self.vty(v.ty)
        if v.const:
            return Val(f"splat ({v.ty} {v.ref})", vt)
        return self.fn.splat(v, vt, hint="splat", inner="ins")

    def unify(self, *vs: Val) -> list[Val]:
        """The values with lanes when one of them has lanes."""
        if any(is_vector(v.ty) for v in vs):
            return [self.splat(v) for v in vs]
        return list(vs)

    # --- integers --------------------------------------------------------------------
    def iexpr(self, e: IExpr, ctx: Ctx) -> Val:
        fn = self.fn
        if isinstance(e, IConst):
            return Val(str(e.value), "i64")
        if isinstance(e, ISize):
            return Val(f"%size.{e.name}", "i64")
        if isinstance(e, IVar):
            if e.name == ctx.vvar and self.lanes is not None:
                key = ("lane", e.name)
                if key not in ctx.memo:
                    base = self.splat(ctx.idx[e.name])
                    step = fn.intrinsic(f"llvm.stepvector.{self.lanes.suffix('i64')}", self.vty("i64"), [],
                                        hint="step")
                    ctx.memo[key] = fn.add(base, step, hint="lane")
                return ctx.memo[key]
            return ctx.idx[e.name]
        assert isinstance(e, IBin)
        a, b = self.unify(self.iexpr(e.a, ctx), self.iexpr(e.b, ctx))
        if e.op in "+-*":
            return fn.binop({"+": "add", "-": "sub", "*": "mul"}[e.op], a, b)
        # floor division and modulo, as in Python
        return fn.floordiv(a, b) if e.op == "/" else fn.floormod(a, b)

    # --- memory ----------------------------------------------------------------------
    def flat(self, buf: Buffer, index: tuple[IExpr, ...]) -> IExpr:
        return flat_offset(buf, index)

    def base(self, buf: Buffer) -> Val:
        if buf.role != "scratch":
            return Val(f"%buf.{buf.name}", "ptr")
        return self.scratch_base()

    def bounds(self, ld: Load, ctx: Ctx) -> Val | None:
        """i1 (or lanes of i1): every checked index of the load is inside its dim."""
        fn, buf = self.fn, self.k.buffer(ld.buffer)
        cond: Val | None = None
        for i, d, chk in zip(ld.index, buf.dims, ld.checked):
            if not chk:
                continue
            iv, dv = self.unify(self.iexpr(i, ctx), self.iexpr(d, ctx))
            ge = fn.icmp("sge", iv, zero(iv.ty))
            lt = fn.icmp("slt", iv, dv)
            both = fn.and_(ge, lt)
            cond = both if cond is None else self.band(cond, both)
        return cond

    def band(self, a: Val | None, b: Val | None) -> Val | None:
        if a is None:
            return b
        if b is None:
            return a
        a, b = self.unify(a, b)
        return self.fn.and_(a, b)

    def load(self, ld: Load, ctx: Ctx) -> Val:
        """An element (or lanes of them) in its compute type (lowering/elements.py)."""
        buf = self.k.buffer(ld.buffer)
        return self.widen(buf.elem, self._load(ld, buf, STORAGE[buf.elem], ctx))

    def _load(self, ld: Load, buf: Buffer, et: str, ctx: Ctx) -> Val:
        fn, size = self.fn, BYTES[et]
        flat = self.flat(buf, ld.index)
        cond = self.bounds(ld, ctx)
        if self.lanes is None or ctx.vvar is None or ctx.vvar not in ivars(flat):
            off = self.iexpr(flat, ctx)
            ptr = fn.gep(et, self.base(buf), off, hint="p")
            if cond is not None:  # out of bounds reads the zero constant instead
                ptr = fn.select(cond, ptr, ZERO, hint="p")
            return fn.load(et, ptr, align=size, hint="ld")
        vt = self.vty(et)
        mask = self.band(ctx.mask, cond)
        lin = linear(flat, ctx.vvar)
        if lin is not None and lin[0] == 1:
            off = self.iexpr(flat, ctx.child(vvar=None))  # lane 0
            ptr = fn.gep(et, self.base(buf), off, hint="p")
            if mask is None:
                self.read_ahead(ld, flat, ctx)
                return fn.load(vt, ptr, align=size, hint="ld")
            mask = self.splat(mask)
            return fn.intrinsic(f"llvm.masked.load.{self.lanes.suffix(et)}.p0", vt,
                                [aligned(ptr, size), mask, zero(vt)], hint="ld")
        offs = self.splat(self.iexpr(flat, ctx))
        ptrs = fn.gep(et, self.base(buf), offs, hint="ps")
        m = self.splat(mask) if mask is not None else Val("splat (i1 true)", self.vty("i1"))
        return fn.intrinsic(f"llvm.masked.gather.{self.lanes.suffix(et)}.{self.lanes.suffix('ptr')}", vt,
                            [aligned(ptrs, size), m, zero(vt)], hint="ld")

    def store(self, st: Store, ctx: Ctx) -> None:
        fn, buf = self.fn, self.k.buffer(st.buffer)
        et = STORAGE[buf.elem]
        size = BYTES[et]
        flat = self.flat(buf, st.index)
        val = self.value(st.value, ctx)
        if self.lanes is None or ctx.vvar is None or ctx.vvar not in ivars(flat):
            if is_vector(val.ty):
                raise AssertionError("a vector value stored to one element")
            off = self.iexpr(flat, ctx)
            fn.store(self.narrow(buf.elem, val), fn.gep(et, self.base(buf), off, hint="p"), align=size)
            return
        lin = linear(flat, ctx.vvar)
        assert lin is not None and lin[0] == 1, "vector stores are contiguous"
        val = self.narrow(buf.elem, self.splat(val))
        off = self.iexpr(flat, ctx.child(vvar=None))
        ptr = fn.gep(et, self.base(buf), off, hint="p")
        if ctx.mask is None and ctx.stream is st:
            fn.store(val, ptr, align=size * self.lanes.count, nontemporal=True)
        elif ctx.mask is None:
            fn.store(val, ptr, align=size)
        else:
            fn.masked_store(val, ptr, ctx.mask, size)

    # --- values ----------------------------------------------------------------------
    def value(self, v: Value, ctx: Ctx) -> Val:
        key = ("v", v)
        if key in ctx.memo:
            return ctx.memo[key]
        out = self._value(v, ctx)
        ctx.memo[key] = out
        return out

    def _value(self, v: Value, ctx: Ctx) -> Val:
        fn = self.fn
        if isinstance(v, Const):
            return Val(str(int(v.value)), "i32") if v.ty == "i32" else const(self.fty, v.value)
        if isinstance(v, Load):
            return self.load(v, ctx)
        if isinstance(v, Local):
            return ctx.locals[v.name]
        if isinstance(v, IndexValue):
            i = self.iexpr(v.index, ctx)
            if v.ty == "i32":
                return Val(str(int(i.ref)), "i32") if i.const else fn.cast("trunc", i, with_elem(i.ty, "i32"))
            if i.const:
                return const(self.fty, float(i.ref))
            return fn.cast("sitofp", i, with_elem(i.ty, self.fty))
        if isinstance(v, Convert):
            return self.convert(v.to, self.value(v.a, ctx))
        if isinstance(v, Neg):
            a = self.value(v.a, ctx)
            return fn.binop("sub", zero(a.ty), a) if is_int(a) else fn.fneg(a)
        if isinstance(v, Bin):
            a, b = self.unify(self.value(v.a, ctx), self.value(v.b, ctx))
            if is_int(a):
                return self.int_binop(v.op, a, b)
            if v.op == "/" and self.fty == "half":
                return halfmath.divide(self, a, b)
            return fn.binop({"+": "fadd", "-": "fsub", "*": "fmul", "/": "fdiv"}[v.op], a, b, self.flags)
        if isinstance(v, Cmp):
            a, b = self.unify(self.value(v.a, ctx), self.value(v.b, ctx))
            return self.int_cmp(v.op, a, b) if is_int(a) else fn.fcmp(_CMP[v.op], a, b)
        if isinstance(v, Select):
            c, a, b = self.unify(self.value(v.cond, ctx), self.value(v.a, ctx), self.value(v.b, ctx))
            return fn.select(c, a, b)
        if isinstance(v, Fn):
            args = self.unify(*[self.value(a, ctx) for a in v.args])
            if is_int(args[0]):
                return self.int_fn(v.name, args)
            return self.math.apply(self, v.name, args)
        if isinstance(v, Lut):
            return self.lut(v, ctx)
        raise TypeError(v)

    def lut(self, v: Lut, ctx: Ctx) -> Val:
        """Linear interpolation in a table; the exact value only for vectors with a lane
        outside the table's range (or NaN)."""
        fn, tab = self.fn, self.tables[v.table]
        a = self.value(v.arg, ctx)
        ft, it = a.ty, with_elem(a.ty, "i64")
        c = lambda x: const(ft, x)  # noqa: E731
        n = len(tab.values)
        t = fn.binop("fsub", a, c(tab.lo))
        t = fn.binop("fmul", t, c((n - 1) / (tab.hi - tab.lo)))
        sfx = self.suffix(ft)
        t = fn.intrinsic(f"llvm.maxnum.{sfx}", ft, [t, c(0.0)])
        t = fn.intrinsic(f"llvm.minnum.{sfx}", ft, [t, c(n - 1.5)])
        i = fn.cast("fptosi", t, it)
        frac = fn.binop("fsub", t, fn.cast("sitofp", i, ft))
        i1 = fn.add(i, const(it, 1))
        p0, p1 = (self.table_load(tab.name, j) for j in (i, i1))
        d = fn.binop("fsub", p1, p0)
        y = fn.binop("fmul", frac, d, "contract ")
        y = fn.binop("fadd", y, p0, "contract ")
        if tab.saturate:  # clamped above; only NaN needs its own lanes
            return fn.select(fn.fcmp("uno", a, a), a, y)
        below = fn.fcmp("ult", a, c(tab.lo))
        above = fn.fcmp("ugt", a, c(tab.hi))
        out = fn.or_(below, above)
        anyout = out
        if is_vector(ft):
            anyout = fn.intrinsic(f"llvm.vector.reduce.or.{self.suffix(out.ty)}", "i1", [out])
        here, slow, join = fn.current, self.fn.label("lut.exact"), self.fn.label("lut.join")
        fn.cbr(anyout, slow, join)
        fn.block(slow)
        exact = self.value(v.exact, ctx.child())
        mixed = fn.select(out, self.splat(exact) if is_vector(ft) else exact, y)
        end = fn.current
        fn.br(join)
        fn.block(join)
        return fn.phi(ft, [(y, here), (mixed, end)])

    def table_load(self, table: str, i: Val) -> Val:
        fn, tab = self.fn, Val(f"@jr.{table}", "ptr")
        if not is_vector(i.ty):
            return fn.load("float", fn.gep("float", tab, i, hint="p"), align=4, hint="ld")
        ptrs = fn.gep("float", tab, i, hint="ps")
        vt = self.vty("float")
        assert self.lanes is not None
        return fn.intrinsic(f"llvm.masked.gather.{self.lanes.suffix('float')}.{self.lanes.suffix('ptr')}", vt,
                            [aligned(ptrs, 4), Val("splat (i1 true)", self.vty("i1")), zero(vt)], hint="ld")

    # --- statements ------------------------------------------------------------------
    def stmts(self, stmts, ctx: Ctx, top: bool = False) -> None:
        part = top and parallel_loop(self.k) is not None
        for s in stmts:
            if isinstance(s, Loop) and s.jam > 1 and not s.vector and self.lanes is not None \
                    and not self.lanes.scalable:
                self.jam_loop(s, ctx, part)
                continue
            if part and isinstance(s, Loop):
                self.loop(s.var, s.extent, self.body_of(s), ctx, s.vector, part=True, align=first_store(s))
                continue
            if isinstance(s, Store):
                self.store(s, ctx)
            elif isinstance(s, Let):
                ctx.locals[s.name] = self.value(s.value, ctx)
            elif isinstance(s, Reduce):
                ctx.locals[s.name] = self.reduce(s, ctx)
            elif isinstance(s, Loop):
                self.loop(s.var, s.extent, self.body_of(s), ctx, s.vector, align=first_store(s))
            else:
                raise TypeError(s)

    def body_of(self, loop: Loop) -> Callable[[Ctx], None]:
        """The emission of a loop's body where the loop's iteration stands."""
        return lambda c: self.rows(loop, c)

    # --- the function ----------------------------------------------------------------
    def function(self) -> str:
        self.stmts(self.k.body, Ctx(), top=True)
        if self._streaming is not None:  # order the non-temporal stores before the return
            self.fn.intrinsic("llvm.x86.sse.sfence", "void", [])
        self.fn.ret()
        return self.fn.define(KernelABI.of(self.k).define(symbol_of(self.k)))


def generate(kernel: Kernel, lanes: Lanes | None, precise: bool, accumulators: int = UNROLL,
             half: bool = False) -> str:
    """The LLVM IR module text of one kernel (half: its float values in half, half.py)."""
    module = Module()
    emit_kernel(module, kernel, lanes, precise, accumulators, half)
    return module.text()


def emit_kernel(module: Module, kernel: Kernel, lanes: Lanes | None, precise: bool,
                accumulators: int = UNROLL, half: bool = False) -> str:
    """Add the kernel's entry point (and its tables and math functions) to module;
    returns its symbol."""
    module.global_("jr.zero", "internal constant float 0.0, align 4")
    for t in kernel.tables:
        module.global_(f"jr.{t.name}", f"internal constant [{len(t.values)} x float] "
                                       f"[{', '.join('float ' + fconst(x) for x in t.values)}], align 64")
    if not precise:  # the fast strategies' algebra and range facts (rewrite.py)
        kernel = rewrite(kernel, FAST, lanes is not None)
    em = Emitter(kernel, lanes, precise, module, half=half)
    em.accumulators = accumulators
    module.function(em.function())
    return symbol_of(kernel)


def parallel_loop(kernel: Kernel) -> Loop | None:
    """The loop whose iterations threads may share: the body's only statement, a loop.

    Every kernel takes `i64 range.lo, i64 range.hi` after its sizes; when there is such a
    loop it runs iterations [lo, min(hi, extent)), otherwise they are ignored.
    """
    if len(kernel.body) == 1 and isinstance(kernel.body[0], Loop):
        return kernel.body[0]
    return None


def symbol_of(kernel: Kernel) -> str:
    """The kernel's LLVM symbol, kept apart from libm's names (`exp`, `tanh`, ...)."""
    return f"jr.op.{kernel.name}"
