"""Builtin functions of the language, as LLVM IR for each strategy.

scalar: transcendentals go through double-precision libm and round once, so the scalar
variant is the accurate reference path. simd: our own polynomial functions from
vecmath (LLVM would turn `llvm.exp` on vectors into one libm call per lane).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import vecmath

if TYPE_CHECKING:
    from .codegen import Emitter, Lanes, V
    from .llir import Module

_SIMPLE = {"abs": "fabs", "floor": "floor", "ceil": "ceil", "sqrt": "sqrt",
           "min": "minimum", "max": "maximum"}
_LIBM = {"exp": "exp", "log": "log", "tanh": "tanh", "erf": "erf", "pow": "pow"}


class MathLib:
    def __init__(self, lanes: "Lanes | None", precise: bool, module: "Module"):
        self.lanes, self.precise, self.module = lanes, precise, module

    def apply(self, em: "Emitter", name: str, args: list["V"]) -> "V":
        from .codegen import fconst
        a = args[0]
        t = em.ty(a)
        sfx = em.isuffix(a)
        if name in _SIMPLE:
            call = em.intrinsic_call(f"llvm.{_SIMPLE[name]}.{sfx}", t, [(t, x.ref) for x in args])
            return em.op(call, "f", a.varying)
        if self.precise:
            assert not a.varying, "the scalar strategy has no lanes"
            ds = []
            for x in args:
                ds.append(em.op(f"fpext float {x.ref} to double", "d", False))
            if name == "rsqrt":
                r = em.op(em.intrinsic_call("llvm.sqrt.f64", "double", [("double", ds[0].ref)]), "d", False)
                r = em.op(f"fdiv double 1.0, {r.ref}", "d", False)
            elif name == "sigmoid":
                n = em.op(f"fneg double {ds[0].ref}", "d", False)
                e = em.op(em.call("exp", "double", ["double"], [n.ref]), "d", False)
                d = em.op(f"fadd double 1.0, {e.ref}", "d", False)
                r = em.op(f"fdiv double 1.0, {d.ref}", "d", False)
            else:
                r = em.op(em.call(_LIBM[name], "double", ["double"] * len(ds), [x.ref for x in ds]), "d", False)
            return em.op(f"fptrunc double {r.ref} to float", "f", False)
        one = f"splat (float {fconst(1.0)})" if a.varying and self.lanes else fconst(1.0)
        if name == "recip":
            return em.op(f"fdiv {t} {one}, {a.ref}", "f", a.varying)
        if name == "rsqrt":
            s = em.op(em.intrinsic_call(f"llvm.sqrt.{sfx}", t, [(t, a.ref)]), "f", a.varying)
            return em.op(f"fdiv {t} {one}, {s.ref}", "f", a.varying)
        symbol = vecmath.install(self.module, name, t, bool(self.lanes and self.lanes.native_ldexp))
        return em.op(f"call {t} {symbol}({', '.join(f'{t} {x.ref}' for x in args)})", "f", a.varying)
