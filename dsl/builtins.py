"""The language's builtin functions, one row each: everything the checker, the reference
interpreter, the lut strategy and the code generators know of a builtin.

The lowering's columns are names only (an LLVM intrinsic, a libm function, whether
lowering/vecmath.py has a polynomial for it): the DSL layer imports no other layer.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

_erf = np.vectorize(math.erf, otypes=[np.float64])
_TWO_OVER_SQRT_PI = 2.0 / math.sqrt(math.pi)


def _sigmoid(a: Any) -> Any:
    """1/(1+e^-a) without overflow: e = e^-|a| <= 1, and e/(1+e) for negative a."""
    e = np.exp(-np.abs(a))
    return np.where(a >= 0, 1.0 / (1.0 + e), e / (1.0 + e))


def _to_i32(a: Any) -> Any:
    """f32 -> i32 as the language converts: to nearest, ties to even, saturating; NaN is 0."""
    a = np.asarray(a, np.float64)
    r = np.clip(np.rint(np.nan_to_num(a, nan=0.0)), -2.0**31, 2.0**31 - 1)
    return r.astype(np.int64)


@dataclass(frozen=True)
class Builtin:
    """One builtin function.

    magnitude: the interpreter's rule for the first-order error magnitude M of f(a...)
    (dsl/interpret.py's table): "smooth" |f'(a)| M(a) + |f(a)| with `deriv` giving |f'|
    from a and f(a); "same" M(a) (abs); "exact" |f(a)| (floor, ceil); "select" (min,
    max); "pow"; "where"; "convert" (f32, i32: dsl/interpret.py)."""
    name: str
    arity: int
    f64: Callable[..., Any]  # its meaning in float64, elementwise on numpy arrays
    magnitude: str = "smooth"
    deriv: Callable[[Any, Any], Any] | None = None
    tabulated: bool = False  # a transcendental the lut strategy may replace by a table
    saturates: float | None = None  # float32 f(x) is exactly +-1 beyond this |x| (a table clamps)
    intrinsic: str | None = None  # llvm.<intrinsic>.<type> in every strategy
    libm: str | None = None  # the scalar strategy's double-precision libm function, rounded once
    polynomial: bool = False  # simd and lut: lowering/vecmath.py's polynomial (LLVM's would be libm per lane)


BUILTINS: dict[str, Builtin] = {b.name: b for b in (
    Builtin("exp", 1, np.exp, deriv=lambda a, r: r, tabulated=True, libm="exp", polynomial=True),
    Builtin("log", 1, np.log, deriv=lambda a, r: 1.0 / np.abs(a), tabulated=True, libm="log", polynomial=True),
    Builtin("sqrt", 1, np.sqrt, deriv=lambda a, r: 0.5 / r, intrinsic="sqrt"),
    Builtin("rsqrt", 1, lambda a: 1.0 / np.sqrt(a), deriv=lambda a, r: 0.5 * r / np.abs(a)),
    Builtin("tanh", 1, np.tanh, deriv=lambda a, r: 1.0 / np.cosh(a) ** 2, tabulated=True, saturates=9.1,
            libm="tanh", polynomial=True),
    Builtin("sigmoid", 1, _sigmoid, deriv=lambda a, r: np.exp(-np.abs(a)) / (1.0 + np.exp(-np.abs(a))) ** 2,
            tabulated=True, polynomial=True),
    Builtin("erf", 1, _erf, deriv=lambda a, r: _TWO_OVER_SQRT_PI * np.exp(-a * a), tabulated=True, saturates=3.92,
            libm="erf", polynomial=True),
    Builtin("abs", 1, np.abs, magnitude="same", intrinsic="fabs"),
    Builtin("floor", 1, np.floor, magnitude="exact", intrinsic="floor"),
    Builtin("ceil", 1, np.ceil, magnitude="exact", intrinsic="ceil"),
    Builtin("min", 2, np.minimum, magnitude="select", intrinsic="minimum"),
    Builtin("max", 2, np.maximum, magnitude="select", intrinsic="maximum"),
    Builtin("pow", 2, np.power, magnitude="pow", libm="pow", polynomial=True),
    Builtin("where", 3, np.where, magnitude="where"),
    # conversions between the compute types (dsl/types.py): i32 rounds half to even and
    # saturates, NaN gives 0; f32 of an i32 rounds to float32 (exact below 2^24)
    Builtin("f32", 1, lambda a: np.asarray(a, np.float64), magnitude="convert"),
    Builtin("i32", 1, _to_i32, magnitude="convert"),
)}

__all__ = ["BUILTINS", "Builtin"]
