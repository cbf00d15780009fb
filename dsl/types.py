"""Element types: what a tensor holds, what its values compute in, and how they mix.

A tensor holds one of ELEMENTS. Its values compute in one of two types: floats (f32,
f16, bf16) load as `f32`, integers (i8, u8, i32) as `i32`. A store rounds (f16, bf16:
to nearest even; bf16 as the CPUs' vcvtneps2bf16 does, subnormals to zero) or saturates
(i8, u8) to the tensor's element type.

Value types, bottom-up: `f32`, `i32`, `bool` (a comparison), and `int`: an integer
literal, an index, a size or an int attribute used as a number. `int` takes the type of
what it meets (`x[i] * 2` is f32 for a float x and i32 for an integer x) and is f32
where nothing decides. f32 and i32 never mix implicitly: `f32(e)` and `i32(e)` convert
(i32 rounds to nearest even and saturates; NaN gives 0).

The checker reports misuse with these rules; the lowering and the reference interpreter
use `infer` and `operand_type` to give each subexpression its type the same way.
"""
from __future__ import annotations

import functools
from typing import Callable, Literal

import numpy as np

from . import ast as A

ELEMENTS = ("f32", "f16", "bf16", "i8", "u8", "i32")
FLOATS = ("f32", "f16", "bf16")
INTEGERS = ("i8", "u8", "i32")
BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i8": 1, "u8": 1, "i32": 4}
RANGE = {"i8": (-128, 127), "u8": (0, 255), "i32": (-2**31, 2**31 - 1)}
CONVERSIONS = ("f32", "i32")  # builtins that convert between the compute types
ValueType = Literal["f32", "i32", "int", "bool"]


def compute_type(elem: str) -> Literal["f32", "i32"]:
    """What a value of this element type computes in."""
    return "i32" if elem in INTEGERS else "f32"


@functools.cache
def numpy_dtype(elem: str) -> np.dtype:
    """The element type as numpy sees it (bf16: ml_dtypes' bfloat16, which onnx brings)."""
    if elem == "bf16":
        import ml_dtypes
        bf16: np.dtype = np.dtype(ml_dtypes.bfloat16)
        return bf16
    return np.dtype({"f32": np.float32, "f16": np.float16, "i8": np.int8, "u8": np.uint8,
                     "i32": np.int32}[elem])


def join(a: str, b: str) -> str | None:
    """The type of a value made of an a and a b (+ - * min max where and comparisons'
    operands); None where they don't mix (f32 with i32, or a comparison)."""
    if a == b and a != "bool":
        return a
    if a == "int" and b in ("f32", "i32"):
        return b
    if b == "int" and a in ("f32", "i32"):
        return a
    return None


def resolve(t: str) -> str:
    """A value type as computed where its context does not decide: `int` is f32."""
    return "f32" if t == "int" else t


def infer(e: A.Expr, tensor: Callable[[str], str], f32_attrs: frozenset[str] | set[str]) -> str:
    """The value type of a checked expression, bottom-up. `tensor(name)` is the compute
    type of a tensor (input, output or temporary); `f32_attrs` the op's f32 attributes."""
    def go(x: A.Expr) -> str:
        if isinstance(x, A.Num):
            return "int" if x.is_int else "f32"
        if isinstance(x, A.Name):
            return "f32" if x.id in f32_attrs else "int"
        if isinstance(x, A.Access):
            return tensor(x.tensor)
        if isinstance(x, A.Unary):
            return go(x.operand)
        if isinstance(x, A.Binary):
            if x.op in ("/", "**"):
                return "f32"
            return join(go(x.left), go(x.right)) or "f32"
        if isinstance(x, A.Compare):
            return "bool"
        if isinstance(x, A.Call):
            if x.fn in CONVERSIONS:
                return x.fn
            if x.fn == "where":
                return join(go(x.args[1]), go(x.args[2])) or "f32"
            if x.fn in ("min", "max"):
                return join(go(x.args[0]), go(x.args[1])) or "f32"
            if x.fn == "abs":
                return go(x.args[0])
            return "f32"
        if isinstance(x, A.Reduce):
            body = go(x.body)
            return "f32" if x.kind == "mean" else body
        raise TypeError(f"unexpected expression {x!r}")
    return go(e)


def operand_type(e: A.Expr, want: str, tensor: Callable[[str], str], f32_attrs: frozenset[str] | set[str]) -> str:
    """The type a child of a node computed in `want` computes in: an `int` child takes
    want's type where it meets it, else its own."""
    t = infer(e, tensor, f32_attrs)
    return want if t == "int" and want in ("f32", "i32") else resolve(t)


def typed_children(e: A.Expr, want: str, tensor: Callable[[str], str],
                   f32_attrs: frozenset[str] | set[str]) -> list[tuple[A.Expr, str]]:
    """The value operands of e (a node computed in want) with what each computes in:
    `/`, `**` and the float builtins take f32, a comparison its operands' joined type, a
    conversion its own, the rest want's (an index inside [...] is no value operand)."""
    def at(x: A.Expr, w: str) -> tuple[A.Expr, str]:
        return x, operand_type(x, w, tensor, f32_attrs)
    if isinstance(e, A.Unary):
        return [at(e.operand, want)]
    if isinstance(e, A.Binary):
        w = "f32" if e.op in ("/", "**") else want
        return [at(e.left, w), at(e.right, w)]
    if isinstance(e, A.Compare):
        both = resolve(join(infer(e.left, tensor, f32_attrs), infer(e.right, tensor, f32_attrs)) or "f32")
        return [at(e.left, both), at(e.right, both)]
    if isinstance(e, A.Call):
        if e.fn in CONVERSIONS:
            return [at(e.args[0], e.fn)]
        if e.fn == "where":
            return [at(e.args[0], "bool"), at(e.args[1], want), at(e.args[2], want)]
        return [at(a, want if e.fn in ("min", "max", "abs") else "f32") for a in e.args]
    if isinstance(e, A.Reduce):
        return [at(e.body, "f32" if e.kind == "mean" else want)]
    return []


def round_to(elem: str, v: np.ndarray) -> np.ndarray:
    """Float64 values as a store of this element type keeps them (float64 again): floats
    rounded to nearest even (via float32 for f32), integers saturated (i32 wraps); bf16
    flushes what is subnormal as float32 to a zero of its sign (vcvtneps2bf16's store)."""
    if elem in FLOATS:
        with np.errstate(all="ignore"):
            v = np.asarray(v, np.float64)
            if elem == "bf16":
                v = np.where(np.abs(v.astype(np.float32)) < 2.0 ** -126, np.copysign(0.0, v), v)
            return v.astype(numpy_dtype(elem)).astype(np.float64)
    lo, hi = RANGE[elem]
    if elem == "i32":
        return wrap_i32(np.asarray(v, np.int64)).astype(np.float64)
    return np.clip(np.asarray(v, np.int64), lo, hi).astype(np.float64)


def wrap_i32(v: np.ndarray) -> np.ndarray:
    """int64 values taken modulo 2^32 into i32's range (two's complement), as int64."""
    v = np.asarray(v, np.int64)
    return ((v + 2**31) & (2**32 - 1)) - 2**31


def step_and_distance(elem: str, v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For float64 values v stored as a reduced float: the step between the stored value
    and its neighbours (the error of one flipped rounding) and v's distance to the
    nearest rounding boundary (how close a flip is)."""
    dt = numpy_dtype(elem)
    with np.errstate(all="ignore"):
        r = np.asarray(v, np.float64).astype(dt)
        up = np.nextafter(r, np.array(np.inf, dt)).astype(np.float64)
        down = np.nextafter(r, np.array(-np.inf, dt)).astype(np.float64)
        r64 = r.astype(np.float64)
        step = np.maximum(up - r64, r64 - down)
        dist = np.minimum(np.abs(v - (r64 + up) / 2), np.abs(v - (r64 + down) / 2))
    return step, dist


def random_values(elem: str, shape: tuple[int, ...], rng: np.random.Generator,
                  edges: np.ndarray | None = None) -> np.ndarray:
    """Test data of an element type: floats normal * 2 (rounded to the type), integers
    over the type's whole range (i32: +-2^20, with its limits among the edges). `edges`
    (float64) are sprinkled into the data where the type can hold them, after the type's
    own (its smallest subnormal, largest finite value)."""
    dt = numpy_dtype(elem)
    n = int(np.prod(shape))
    if elem in FLOATS:
        x = (rng.standard_normal(n) * 2).astype(dt)
        own = [] if elem == "f32" else [float(np.nextafter(np.array(0, dt), np.array(1, dt))),
                                        float(_finite_max(dt)), -float(_finite_max(dt))]
    else:
        lo, hi = RANGE[elem]
        if elem == "i32":
            lo, hi = -2**20, 2**20
        x = rng.integers(lo, hi + 1, n).astype(dt)
        own = list(RANGE[elem])
    pool = [v for v in [*own, *(edges if edges is not None else [])] if _holds(elem, v)]
    k = min(len(pool), max(n // 16, 1)) if pool and n else 0
    if k:
        pos = rng.choice(n, size=k, replace=False)
        x[pos] = np.asarray(pool[:k], np.float64).astype(dt)
    return x.reshape(shape)


def _finite_max(dt: np.dtype) -> float:
    with np.errstate(all="ignore"):
        return float(np.nextafter(np.array(np.inf, dt), np.array(0, dt)))


def _holds(elem: str, v: float) -> bool:
    """v is a value of the type (a float type holds every float, rounded)."""
    if elem in FLOATS:
        return True
    lo, hi = RANGE[elem]
    return bool(np.isfinite(v)) and float(v).is_integer() and lo <= v <= hi
