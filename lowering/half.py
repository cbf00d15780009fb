"""The f16 strategy: an op on half-precision data computed in half precision.

The language computes f16 reads in float32. Where the device has half arithmetic in its
vector unit (AVX512-FP16: 32 lanes a register, vfmadd231ph), an elementwise op whose
tensors are all f16 can compute each operation in half instead, twice the lanes per
instruction. That rounds every operation to 11 significant bits and overflows beyond
65504, so it is a variant like lut: offered only where the op's contract allows a few
half roundings (rel >= HALF_REL), and chosen only by measurement, after the tuner has
checked it against the float64 reference on the inputs it tunes with. exp, sigmoid,
tanh and erf compute in half (halfmath.py); log and pow in float32 on widened lanes,
rounded once (in_float).

On other devices with half conversions (F16C, Arm NEON and SVE) LLVM computes each half
operation in float32 and rounds it: the same values, more slowly. Without conversions
(SSE2, RISC-V without Zfh) the variant is not eligible.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from .emitctx import Lanes
from .halfmath import FUNCTIONS, HALF_MAX
from .llir import Val, elem_of, is_vector, type_suffix, vector, with_elem
from .loops import Const, Convert, Fn, IndexValue, Kernel, Loop, Lut, Reduce, Value, subvalues
from .lut import NotEligible

if TYPE_CHECKING:
    from .codegen import Emitter

HALF_REL = 2.0 ** -9  # about 2e-3: four roundings to half's 11 significant bits


def half_lanes(lanes: Lanes | None) -> Lanes:
    """The vector of the f16 strategy: twice float32's lanes in the same registers."""
    if lanes is None or not lanes.convert_f16:
        raise NotEligible("the device has no half conversions (F16C, AVX512-FP16, Arm)")
    return replace(lanes, count=lanes.count * 2)


def check(kernel: Kernel, rel: float, edges: bool = False) -> None:
    """NotEligible unless the kernel is elementwise float arithmetic on f16 tensors and
    the contract allows half's rounding. edges (the variant f16:edges): its f32 tensors
    hold half values (a float16 model's edges, carried in float32): they are read rounded
    to half, and the model's own precision is the contract."""
    if rel < HALF_REL and not edges:
        raise NotEligible(f"its contract (rel={rel:g}) is tighter than half precision's "
                          f"(rel >= {HALF_REL:.2g})")
    for b in kernel.buffers:
        if b.role != "scratch" and b.elem != "f16" and not (edges and b.elem == "f32"):
            raise NotEligible(f"tensor '{b.name}' is {b.elem}: the f16 variant computes ops whose "
                              "tensors are all f16")
    for v in _values(kernel.body):
        for x in subvalues(v):
            if isinstance(x, (Convert, Lut)) or (isinstance(x, IndexValue) and x.ty != "i32"):
                raise NotEligible("it converts between types or computes with indices; the f16 variant "
                                  "is for float arithmetic on f16 values")
            if isinstance(x, Const) and x.ty != "i32" and abs(float(x.value)) > HALF_MAX:
                raise NotEligible(f"its constant {x.value:g} is beyond half's range ({HALF_MAX:g})")


def transcendental(kernel: Kernel) -> bool:
    """Whether the kernel calls a builtin half computes itself (halfmath.py: exp, sigmoid,
    tanh, erf), where half's lanes pay for converting float32 tensors; a group of adds and
    multiplies is memory-bound, and converting its float32 edges costs more than half saves
    (BERT's embeddings sum, 128x256: 10.9 us in float32, 16.8 in half; its GELU 24 -> 17)."""
    return any(isinstance(x, Fn) and x.name in FUNCTIONS for v in _values(kernel.body) for x in subvalues(v))


def _values(stmts) -> list[Value]:
    """Every value the statements compute, inside loops too; NotEligible at a reduction."""
    out: list[Value] = []
    for s in stmts:
        if isinstance(s, Reduce):
            raise NotEligible("it reduces; a reduction accumulates in float32 (f16 is for elementwise ops)")
        if isinstance(s, Loop):
            out += _values(s.body)
        else:
            out.append(s.value)
    return out


def in_float(em: "Emitter", f: Callable[[list[Val]], Val], args: list[Val]) -> Val:
    """f (a float32 computation) on half values: widened, computed in float32 vectors of
    the device's width (the f16 strategy's are twice as wide), rounded back once."""
    fn = em.fn
    t = args[0].ty
    if not is_vector(t):
        r = f([fn.cast("fpext", a, with_elem(a.ty, "float")) for a in args])
        return fn.cast("fptrunc", r, t)
    assert em.lanes is not None
    n = em.lanes.count // 2
    sub = vector(n, "half", em.lanes.scalable)
    fsub = with_elem(sub, "float")
    suffix = {ty: type_suffix(ty) for ty in (t, sub)}
    out = Val("poison", t)
    for at in (0, n):
        parts = [fn.intrinsic(f"llvm.vector.extract.{suffix[sub]}.{suffix[t]}", sub, [a, Val(str(at), "i64")])
                 for a in args]
        r = f([fn.cast("fpext", p, fsub) for p in parts])
        out = fn.intrinsic(f"llvm.vector.insert.{suffix[t]}.{suffix[sub]}", t,
                           [out, fn.cast("fptrunc", r, sub), Val(str(at), "i64")])
    return out


def is_half(v: Val) -> bool:
    return elem_of(v.ty) == "half"
