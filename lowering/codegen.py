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

from . import mathlib
from .emitctx import ELEM, Ctx, Lanes, V, fconst
from .loopgen import Loops
from .llir import Function, KernelABI, Module
from .loops import (Bin, Buffer, Cmp, Const, Fn, IBin, IConst, IExpr, IndexValue, ISize, IVar,
                    Kernel, Let, Load, Local, Loop, Lut, Neg, Reduce, Select, Store, Value,
                    flat_offset, ivars, linear)
from .reductions import UNROLL, Reductions
from .rewrite import FAST, rewrite
from .stores import PEEL_MIN, SCRATCH_STACK, STREAM_MIN, StoreSide, first_store  # noqa: F401 (knobs, re-exported)

_CMP = {"<": "olt", "<=": "ole", ">": "ogt", ">=": "oge", "==": "oeq", "!=": "une"}


class Emitter(Loops, StoreSide, Reductions):
    """One kernel's function under construction (see the module docstring for its parts)."""

    def __init__(self, kernel: Kernel, lanes: Lanes | None, precise: bool, module: Module | None = None,
                 fn: Function | None = None):
        """fn: emit into this function's body (a direct lowering's, for its f) instead of
        a function of its own in module."""
        self.fn = (fn or Function(module if module is not None else Module())).view("v")
        self.module = self.fn.module
        self.k = kernel
        self.lanes = lanes
        self.precise = precise  # scalar strategy: transcendentals through double libm
        self.math = mathlib.MathLib(lanes, precise, self.module)
        self.flags = "" if precise else "contract "
        self.tables = {t.name: t for t in kernel.tables}
        self.accumulators = UNROLL
        self.align_stores = True
        self.stack_scratch = True
        self._scratch_base = ""
        self.prefetch_rows = True
        self.prefetch_locality = 3
        self.stream_min: int | None = STREAM_MIN  # output bytes from which stores stream
        self._streaming: V | None = None

    # --- plumbing --------------------------------------------------------------------
    def tmp(self, hint: str = "v") -> str:
        return self.fn.tmp(hint)

    def label(self, hint: str) -> str:
        return self.fn.label(hint)

    def emit(self, line: str) -> None:
        self.fn.emit(line)

    def place(self, label: str) -> None:
        self.fn.block(label)

    @property
    def block(self) -> str:
        return self.fn.current

    def alloca(self, ty: str, hint: str) -> str:
        return self.fn.alloca(ty, hint, align=64).ref

    def declare(self, text: str) -> None:
        self.module.declare_text(text)

    def ty(self, v: V) -> str:
        e = ELEM[v.kind]
        return self.lanes.ty(e) if (v.varying and self.lanes) else e

    def operand(self, v: V) -> str:
        return f"{self.ty(v)} {v.ref}"

    def splat(self, v: V) -> V:
        if v.varying or self.lanes is None:
            return v
        e = ELEM[v.kind]
        vt = self.lanes.ty(e)
        if v.const:
            return V(f"splat ({e} {v.ref})", v.kind, True, True)
        ins = self.tmp("ins")
        self.emit(f"{ins} = insertelement {vt} poison, {e} {v.ref}, i64 0")
        out = self.tmp("splat")
        self.emit(f"{out} = shufflevector {vt} {ins}, {vt} poison, {self.lanes.ty('i32')} zeroinitializer")
        return V(out, v.kind, True)

    def unify(self, *vs: V) -> list[V]:
        if any(v.varying for v in vs):
            return [self.splat(v) for v in vs]
        return list(vs)

    def op(self, text: str, kind: str, varying: bool, hint: str = "v") -> V:
        out = self.tmp(hint)
        self.emit(f"{out} = {text}")
        return V(out, kind, varying)

    def call(self, name: str, ret: str, argtys: list[str], args: list[str]) -> str:
        self.declare(f"declare {ret} @{name}({', '.join(argtys)})")
        return f"call {ret} @{name}({', '.join(t + ' ' + a for t, a in zip(argtys, args))})"

    def isuffix(self, v: V, elem: str = "float") -> str:
        return self.lanes.suffix(elem) if (v.varying and self.lanes) else {"float": "f32", "i64": "i64", "i1": "i1"}[elem]

    # --- integers --------------------------------------------------------------------
    def iconst(self, x: int) -> V:
        return V(str(x), "i", False, True)

    def iexpr(self, e: IExpr, ctx: Ctx) -> V:
        if isinstance(e, IConst):
            return self.iconst(e.value)
        if isinstance(e, ISize):
            return V(f"%size.{e.name}", "i")
        if isinstance(e, IVar):
            if e.name == ctx.vvar and self.lanes is not None:
                key = ("lane", e.name)
                if key not in ctx.memo:
                    base = self.splat(ctx.idx[e.name])
                    step = self.op(self.intrinsic_call(f"llvm.stepvector.{self.lanes.suffix('i64')}",
                                                       self.lanes.ty("i64"), []), "i", True, "step")
                    ctx.memo[key] = self.op(f"add {self.lanes.ty('i64')} {base.ref}, {step.ref}", "i", True, "lane")
                return ctx.memo[key]
            return ctx.idx[e.name]
        assert isinstance(e, IBin)
        a, b = self.unify(self.iexpr(e.a, ctx), self.iexpr(e.b, ctx))
        t = self.ty(a)
        var = a.varying
        if e.op in "+-*":
            ins = {"+": "add", "-": "sub", "*": "mul"}[e.op]
            return self.op(f"{ins} {t} {a.ref}, {b.ref}", "i", var)
        # floor division and modulo, as in Python
        q = self.op(f"sdiv {t} {a.ref}, {b.ref}", "i", var)
        r = self.op(f"srem {t} {a.ref}, {b.ref}", "i", var)
        zero = "zeroinitializer" if var and self.lanes else "0"
        bt = self.lanes.ty("i1") if var and self.lanes else "i1"
        rnz = self.op(f"icmp ne {t} {r.ref}, {zero}", "b", var)
        rneg = self.op(f"icmp slt {t} {r.ref}, {zero}", "b", var)
        bneg = self.op(f"icmp slt {t} {b.ref}, {zero}", "b", var)
        diff = self.op(f"xor {bt} {rneg.ref}, {bneg.ref}", "b", var)
        fix = self.op(f"and {bt} {rnz.ref}, {diff.ref}", "b", var)
        if e.op == "/":
            one = self.op(f"zext {bt} {fix.ref} to {t}", "i", var)
            return self.op(f"sub {t} {q.ref}, {one.ref}", "i", var)
        radd = self.op(f"add {t} {r.ref}, {b.ref}", "i", var)
        return self.op(f"select {bt} {fix.ref}, {t} {radd.ref}, {t} {r.ref}", "i", var)

    def intrinsic_call(self, name: str, ret: str, args: list[tuple[str, str]]) -> str:
        self.declare(f"declare {ret} @{name}({', '.join(t for t, _ in args)})")
        return f"call {ret} @{name}({', '.join(t + ' ' + a for t, a in args)})"

    # --- memory ----------------------------------------------------------------------
    def flat(self, buf: Buffer, index: tuple[IExpr, ...]) -> IExpr:
        return flat_offset(buf, index)

    def base(self, buf: Buffer) -> str:
        if buf.role != "scratch":
            return f"%buf.{buf.name}"
        return self.scratch_base()

    def bounds(self, ld: Load, ctx: Ctx) -> V | None:
        """i1 (or lanes of i1): every checked index of the load is inside its dim."""
        buf = self.k.buffer(ld.buffer)
        cond: V | None = None
        for i, d, chk in zip(ld.index, buf.dims, ld.checked):
            if not chk:
                continue
            iv, dv = self.unify(self.iexpr(i, ctx), self.iexpr(d, ctx))
            t = self.ty(iv)
            zero = "zeroinitializer" if iv.varying and self.lanes else "0"
            ge = self.op(f"icmp sge {t} {iv.ref}, {zero}", "b", iv.varying)
            lt = self.op(f"icmp slt {t} {iv.ref}, {dv.ref}", "b", iv.varying)
            both = self.op(f"and {self.ty(ge)} {ge.ref}, {lt.ref}", "b", iv.varying)
            cond = both if cond is None else self.band(cond, both)
        return cond

    def band(self, a: V | None, b: V | None) -> V | None:
        if a is None:
            return b
        if b is None:
            return a
        a, b = self.unify(a, b)
        return self.op(f"and {self.ty(a)} {a.ref}, {b.ref}", "b", a.varying)

    def load(self, ld: Load, ctx: Ctx) -> V:
        buf = self.k.buffer(ld.buffer)
        flat = self.flat(buf, ld.index)
        cond = self.bounds(ld, ctx)
        vec = self.lanes is not None and ctx.vvar is not None and ctx.vvar in ivars(flat)
        if not vec:
            off = self.iexpr(flat, ctx)
            ptr = self.op(f"getelementptr float, ptr {self.base(buf)}, i64 {off.ref}", "p", False, "p")
            if cond is not None:  # out of bounds reads the zero constant instead
                ptr = self.op(f"select i1 {cond.ref}, ptr {ptr.ref}, ptr @jr.zero", "p", False, "p")
            return self.op(f"load float, ptr {ptr.ref}, align 4", "f", False, "ld")
        vt = self.lanes.ty("float")
        mask = self.band(ctx.mask, cond)
        lin = linear(flat, ctx.vvar)
        if lin is not None and lin[0] == 1:
            off = self.iexpr(flat, ctx.child(vvar=None))  # lane 0
            ptr = self.op(f"getelementptr float, ptr {self.base(buf)}, i64 {off.ref}", "p", False, "p")
            if mask is None:
                self.read_ahead(ld, flat, ctx)
                return self.op(f"load {vt}, ptr {ptr.ref}, align 4", "f", True, "ld")
            mask = self.splat(mask)
            call = self.intrinsic_call(f"llvm.masked.load.{self.lanes.suffix('float')}.p0", vt,
                                       [("ptr", f"align 4 {ptr.ref}"), (self.lanes.ty("i1"), mask.ref),
                                        (vt, "zeroinitializer")])
            return self.op(call, "f", True, "ld")
        offs = self.splat(self.iexpr(flat, ctx))
        pt = self.lanes.ty("ptr")
        ptrs = self.op(f"getelementptr float, ptr {self.base(buf)}, {self.lanes.ty('i64')} {offs.ref}", "p", True, "ps")
        m = self.splat(mask) if mask is not None else V("splat (i1 true)", "b", True, True)
        call = self.intrinsic_call(f"llvm.masked.gather.{self.lanes.suffix('float')}.{self.lanes.suffix('ptr')}", vt,
                                   [(pt, f"align 4 {ptrs.ref}"), (self.lanes.ty("i1"), m.ref), (vt, "zeroinitializer")])
        return self.op(call, "f", True, "ld")

    def store(self, st: Store, ctx: Ctx) -> None:
        buf = self.k.buffer(st.buffer)
        flat = self.flat(buf, st.index)
        val = self.value(st.value, ctx)
        vec = self.lanes is not None and ctx.vvar is not None and ctx.vvar in ivars(flat)
        if not vec:
            if val.varying:
                raise AssertionError("a vector value stored to one element")
            off = self.iexpr(flat, ctx)
            ptr = self.op(f"getelementptr float, ptr {self.base(buf)}, i64 {off.ref}", "p", False, "p")
            self.emit(f"store float {val.ref}, ptr {ptr.ref}, align 4")
            return
        lin = linear(flat, ctx.vvar)
        assert lin is not None and lin[0] == 1, "vector stores are contiguous"
        val = self.splat(val)
        off = self.iexpr(flat, ctx.child(vvar=None))
        ptr = self.op(f"getelementptr float, ptr {self.base(buf)}, i64 {off.ref}", "p", False, "p")
        vt = self.lanes.ty("float")
        if ctx.mask is None and ctx.stream is st:
            self.emit(f"store {vt} {val.ref}, ptr {ptr.ref}, align {4 * self.lanes.count}, !nontemporal !{{i32 1}}")
        elif ctx.mask is None:
            self.emit(f"store {vt} {val.ref}, ptr {ptr.ref}, align 4")
        else:
            self.emit(self.intrinsic_call(f"llvm.masked.store.{self.lanes.suffix('float')}.p0", "void",
                                          [(vt, val.ref), ("ptr", f"align 4 {ptr.ref}"),
                                           (self.lanes.ty("i1"), ctx.mask.ref)]))

    # --- values ----------------------------------------------------------------------
    def value(self, v: Value, ctx: Ctx) -> V:
        key = ("v", v)
        if key in ctx.memo:
            return ctx.memo[key]
        out = self._value(v, ctx)
        ctx.memo[key] = out
        return out

    def _value(self, v: Value, ctx: Ctx) -> V:
        if isinstance(v, Const):
            return V(fconst(v.value), "f", False, True)
        if isinstance(v, Load):
            return self.load(v, ctx)
        if isinstance(v, Local):
            return ctx.locals[v.name]
        if isinstance(v, IndexValue):
            i = self.iexpr(v.index, ctx)
            if i.const:
                return V(fconst(float(i.ref)), "f", False, True)
            t = self.ty(V("", "f", i.varying))
            return self.op(f"sitofp {self.ty(i)} {i.ref} to {t}", "f", i.varying)
        if isinstance(v, Neg):
            a = self.value(v.a, ctx)
            return self.op(f"fneg {self.operand(a)}", "f", a.varying)
        if isinstance(v, Bin):
            a, b = self.unify(self.value(v.a, ctx), self.value(v.b, ctx))
            ins = {"+": "fadd", "-": "fsub", "*": "fmul", "/": "fdiv"}[v.op]
            return self.op(f"{ins} {self.flags}{self.ty(a)} {a.ref}, {b.ref}", "f", a.varying)
        if isinstance(v, Cmp):
            a, b = self.unify(self.value(v.a, ctx), self.value(v.b, ctx))
            return self.op(f"fcmp {_CMP[v.op]} {self.ty(a)} {a.ref}, {b.ref}", "b", a.varying)
        if isinstance(v, Select):
            c, a, b = self.unify(self.value(v.cond, ctx), self.value(v.a, ctx), self.value(v.b, ctx))
            return self.op(f"select {self.operand(c)}, {self.operand(a)}, {self.operand(b)}", "f", a.varying)
        if isinstance(v, Fn):
            return self.math.apply(self, v.name, self.unify(*[self.value(a, ctx) for a in v.args]))
        if isinstance(v, Lut):
            return self.lut(v, ctx)
        raise TypeError(v)

    def lut(self, v: Lut, ctx: Ctx) -> V:
        """Linear interpolation in a table; the exact value only for vectors with a lane
        outside the table's range (or NaN)."""
        tab = self.tables[v.table]
        a = self.value(v.arg, ctx)
        var = a.varying
        ft, it = self.ty(a), self.ty(V("", "i", var))
        sp = (lambda c: f"splat (float {c})") if var else (lambda c: c)
        n = len(tab.values)
        t = self.op(f"fsub {ft} {a.ref}, {sp(fconst(tab.lo))}", "f", var)
        t = self.op(f"fmul {ft} {t.ref}, {sp(fconst((n - 1) / (tab.hi - tab.lo)))}", "f", var)
        sfx = self.isuffix(a)
        t = self.op(self.intrinsic_call(f"llvm.maxnum.{sfx}", ft, [(ft, t.ref), (ft, sp(fconst(0.0)))]), "f", var)
        t = self.op(self.intrinsic_call(f"llvm.minnum.{sfx}", ft, [(ft, t.ref), (ft, sp(fconst(n - 1.5)))]), "f", var)
        i = self.op(f"fptosi {ft} {t.ref} to {it}", "i", var)
        frac = self.op(f"fsub {ft} {t.ref}, {self.op(f'sitofp {it} {i.ref} to {ft}', 'f', var).ref}", "f", var)
        one = "splat (i64 1)" if var else "1"
        i1 = self.op(f"add {it} {i.ref}, {one}", "i", var)
        p0, p1 = (self.table_load(tab.name, j) for j in (i, i1))
        d = self.op(f"fsub {ft} {p1.ref}, {p0.ref}", "f", var)
        y = self.op(f"fmul contract {ft} {frac.ref}, {d.ref}", "f", var)
        y = self.op(f"fadd contract {ft} {y.ref}, {p0.ref}", "f", var)
        if tab.saturate:  # clamped above; only NaN needs its own lanes
            nan = self.op(f"fcmp uno {ft} {a.ref}, {a.ref}", "b", var)
            return self.op(f"select {self.operand(nan)}, {ft} {a.ref}, {ft} {y.ref}", "f", var)
        below = self.op(f"fcmp ult {ft} {a.ref}, {sp(fconst(tab.lo))}", "b", var)
        above = self.op(f"fcmp ugt {ft} {a.ref}, {sp(fconst(tab.hi))}", "b", var)
        out = self.op(f"or {self.ty(below)} {below.ref}, {above.ref}", "b", var)
        anyout = out
        if var:
            anyout = self.op(self.intrinsic_call(f"llvm.vector.reduce.or.{self.lanes.suffix('i1')}", "i1",
                                                 [(self.ty(out), out.ref)]), "b", False)
        here, slow, join = self.block, self.label("lut.exact"), self.label("lut.join")
        self.emit(f"br i1 {anyout.ref}, label %{slow}, label %{join}")
        self.place(slow)
        exact = self.value(v.exact, ctx.child())
        exact, = self.unify(exact) if not var else [self.splat(exact)]
        mixed = self.op(f"select {self.operand(out)}, {ft} {exact.ref}, {ft} {y.ref}", "f", var)
        end = self.block
        self.emit(f"br label %{join}")
        self.place(join)
        return self.op(f"phi {ft} [ {y.ref}, %{here} ], [ {mixed.ref}, %{end} ]", "f", var)

    def table_load(self, table: str, i: V) -> V:
        if not i.varying:
            p = self.op(f"getelementptr float, ptr @jr.{table}, i64 {i.ref}", "p", False, "p")
            return self.op(f"load float, ptr {p.ref}, align 4", "f", False, "ld")
        ptrs = self.op(f"getelementptr float, ptr @jr.{table}, {self.ty(i)} {i.ref}", "p", True, "ps")
        vt = self.lanes.ty("float")
        call = self.intrinsic_call(f"llvm.masked.gather.{self.lanes.suffix('float')}.{self.lanes.suffix('ptr')}", vt,
                                   [(self.lanes.ty("ptr"), f"align 4 {ptrs.ref}"), (self.lanes.ty("i1"), "splat (i1 true)"),
                                    (vt, "zeroinitializer")])
        return self.op(call, "f", True, "ld")

    # --- statements ------------------------------------------------------------------
    def stmts(self, stmts, ctx: Ctx, top: bool = False) -> None:
        part = top and parallel_loop(self.k) is not None
        for s in stmts:
            if isinstance(s, Loop) and s.jam > 1 and not s.vector and self.lanes is not None \
                    and not self.lanes.scalable:
                self.jam_loop(s, ctx, part)
                continue
            if part and isinstance(s, Loop):
                self.loop(s.var, s.extent, lambda c, s=s: self.rows(s, c), ctx, s.vector, part=True,
                          align=first_store(s))
                continue
            if isinstance(s, Store):
                self.store(s, ctx)
            elif isinstance(s, Let):
                ctx.locals[s.name] = self.value(s.value, ctx)
            elif isinstance(s, Reduce):
                ctx.locals[s.name] = self.reduce(s, ctx)
            elif isinstance(s, Loop):
                self.loop(s.var, s.extent, lambda c, s=s: self.rows(s, c), ctx, s.vector,
                          align=first_store(s))
            else:
                raise TypeError(s)

    # --- the function ----------------------------------------------------------------
    def function(self) -> str:
        self.stmts(self.k.body, Ctx(), top=True)
        if self._streaming is not None:  # order the non-temporal stores before the return
            self.declare("declare void @llvm.x86.sse.sfence()")
            self.emit("call void @llvm.x86.sse.sfence()")
        self.emit("ret void")
        return self.fn.define(KernelABI.of(self.k).define(symbol_of(self.k)))


def generate(kernel: Kernel, lanes: Lanes | None, precise: bool, accumulators: int = UNROLL) -> str:
    """The LLVM IR module text of one kernel."""
    module = Module()
    emit_kernel(module, kernel, lanes, precise, accumulators)
    return module.text()


def emit_kernel(module: Module, kernel: Kernel, lanes: Lanes | None, precise: bool,
                accumulators: int = UNROLL) -> str:
    """Add the kernel's entry point (and its tables and math functions) to module;
    returns its symbol."""
    module.global_("jr.zero", "internal constant float 0.0, align 4")
    for t in kernel.tables:
        module.global_(f"jr.{t.name}", f"internal constant [{len(t.values)} x float] "
                                       f"[{', '.join('float ' + fconst(x) for x in t.values)}], align 64")
    if not precise:  # the fast strategies' algebra and range facts (rewrite.py)
        kernel = rewrite(kernel, FAST, lanes is not None)
    em = Emitter(kernel, lanes, precise, module)
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
