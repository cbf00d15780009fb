"""Builtin functions of the language, as LLVM IR for each strategy.

scalar: transcendentals go through double-precision libm and round once, so the scalar
variant is the accurate reference path. simd: our own polynomial functions from
vecmath (LLVM would turn `llvm.exp` on vectors into one libm call per lane).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import halfmath, vecmath
from ..dsl.builtins import BUILTINS
from .half import in_float, is_half
from .llir import Val, const

if TYPE_CHECKING:
    from .codegen import Emitter
    from .emitctx import Lanes

_ONE = Val("1.0", "double")


class MathLib:
    def __init__(self, lanes: "Lanes | None", precise: bool):
        self.lanes, self.precise = lanes, precise

    def apply(self, em: "Emitter", name: str, args: list[Val]) -> Val:
        fn, a = em.fn, args[0]
        t, b = a.ty, BUILTINS.get(name)  # lowering's own functions (rewrite.py) are in no table
        if b is not None and b.intrinsic:
            return fn.intrinsic(f"llvm.{b.intrinsic}.{em.suffix(t)}", t, args)
        if is_half(a):  # the f16 strategy: in half, or in float32 rounded once
            if name in ("recip", "rsqrt"):
                d = a if name == "recip" else fn.intrinsic(f"llvm.sqrt.{em.suffix(t)}", t, [a])
                return halfmath.divide(em, const(t, 1.0), d)
            own = halfmath.apply(em, name, args)
            return own if own is not None else in_float(em, lambda xs: self.apply(em, name, xs), args)
        if self.precise:
            assert t == "float", "the scalar strategy has no lanes"
            ds = [fn.cast("fpext", x, "double") for x in args]
            if name == "rsqrt":
                r = fn.binop("fdiv", _ONE, fn.intrinsic("llvm.sqrt.f64", "double", ds[:1]))
            elif name == "sigmoid":
                e = fn.intrinsic("exp", "double", [fn.fneg(ds[0])])
                r = fn.binop("fdiv", _ONE, fn.binop("fadd", _ONE, e))
            else:
                assert b is not None and b.libm, name
                r = fn.intrinsic(b.libm, "double", ds)
            return fn.cast("fptrunc", r, "float")
        one = const(t, 1.0)
        if name == "recip":
            return fn.binop("fdiv", one, a)
        if name == "rsqrt":
            return fn.binop("fdiv", one, fn.intrinsic(f"llvm.sqrt.{em.suffix(t)}", t, [a]))
        symbol = vecmath.install(fn.module, name, t, bool(self.lanes and self.lanes.native_ldexp))
        return fn.call(symbol, t, args)
