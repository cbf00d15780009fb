"""Value operations of the reference interpreter (interpret.py), each with its first-order
error magnitude: a value is a pair (array, M), M None when magnitudes are off. The rules
are the table in interpret.py's docstring.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .builtins import BUILTINS

Arr = Any  # a float64 array (or a numpy scalar: numpy's own types are not precise here)
Value = tuple[Arr, Arr]  # (values, magnitude M; M is None when magnitudes are off)


def smul(a: Arr, b: Arr) -> Arr:
    """a * b where a zero factor wins over inf and NaN (a zero derivative or magnitude)."""
    return np.where((a == 0) | (b == 0), 0.0, a * b)


def sdiv(m: Arr, d: Arr) -> Arr:
    """m / d for a magnitude m >= 0: 0 when m is 0."""
    return np.where(m == 0, 0.0, m / d)


def binary(op: str, x: Value, y: Value, mag: bool) -> Value:
    """a op b for + - * / and its magnitude."""
    (a, ma), (b, mb) = x, y
    if op == "+":
        r = a + b
    elif op == "-":
        r = a - b
    elif op == "*":
        r = a * b
    elif op == "/":
        r = a / b
    else:
        raise TypeError(f"no value operator {op!r}")
    if not mag:
        return r, None
    ar = np.abs(r)
    if op in "+-":
        return r, ma + mb + ar
    if op == "*":
        return r, smul(ma, np.abs(b)) + smul(np.abs(a), mb) + ar
    ab = np.abs(b)
    return r, sdiv(ma, ab) + smul(ar, sdiv(mb, ab)) + ar


def power(x: Value, y: Value, mag: bool) -> Value:
    """pow(a, b) and its magnitude."""
    (a, ma), (b, mb) = x, y
    r = BUILTINS["pow"].f64(a, b)
    if not mag:
        return r, None
    ar = np.abs(r)
    da = np.abs(smul(b, np.power(a, b - 1.0)))
    db = smul(ar, np.abs(np.log(np.abs(a))))
    m = smul(da, ma) + smul(db, mb) + ar
    # a finite power of a NaN or infinite operand is an exact IEEE convention or limit
    # (pow(NaN, 0) = pow(1, NaN) = 1, pow(0.5, inf) = 0): no derivative to speak of
    special = np.isfinite(r) & ~(np.isfinite(a) & np.isfinite(b))
    return r, np.where(special, ar, m)


def select2(fn: str, x: Value, y: Value, mag: bool) -> Value:
    """max(a, b) or min(a, b) and its magnitude."""
    (a, ma), (b, mb) = x, y
    r = BUILTINS[fn].f64(a, b)
    if not mag:
        return r, None
    # the selected operand's M, or the other's when rounding could make it the winner
    ca = np.abs(r - a) <= ma
    cb = np.abs(r - b) <= mb
    return r, np.maximum(np.maximum(np.where(ca, ma, 0.0), np.where(cb, mb, 0.0)), np.abs(r))


def unary(fn: str, a: Arr, ma: Arr, mag: bool) -> Value:
    """A builtin of one argument and its magnitude."""
    b = BUILTINS[fn]
    r = b.f64(a)
    if b.magnitude == "same":
        return r, ma
    if b.magnitude == "exact":
        return r, (np.abs(r) if mag else None)
    if not mag:
        return r, None
    assert b.deriv is not None, fn
    return r, smul(b.deriv(a, r), ma) + np.abs(r)
