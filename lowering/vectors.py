"""Fixed-width float vectors in an llir.Function: what the lowerings that write their own
loops (GEMM, stencil, direct and depthwise convolution) do with vectors of L lanes:
loads and stores (masked or not), splats, lane masks, gathers, fused multiply-adds and
accumulators in allocas (mem2reg turns them into registers). Intrinsics are declared in
the function's module.
"""
from __future__ import annotations

from .llir import Function, Val, aligned, vector, zero


class Vectors:
    """Vector types and operations of L float lanes."""

    def __init__(self, lanes: int):
        self.L = lanes
        self.vt = vector(lanes, "float")
        self.mt = vector(lanes, "i1")
        self.vi = vector(lanes, "i64")
        self.sfx = f"v{lanes}f32"

    def iota(self, elem: str = "i64") -> Val:
        """<0, 1, ..., L-1> as a constant of elem lanes."""
        return Val("<" + ", ".join(f"{elem} {j}" for j in range(self.L)) + ">", vector(self.L, elem))

    def all_lanes(self) -> Val:
        return Val("<" + ", ".join(["i1 true"] * self.L) + ">", self.mt)

    def splat(self, fn: Function, x: Val) -> Val:
        """x (an i64, i32 or float value) in every lane."""
        return fn.splat(x, vector(self.L, x.ty))

    def load(self, fn: Function, p: Val, mask: Val | None = None) -> Val:
        """The vector at p: every lane, or the mask's (the others 0 and never read)."""
        if mask is None:
            return fn.load(self.vt, p, align=4)
        return fn.intrinsic(f"llvm.masked.load.{self.sfx}.p0", self.vt, [aligned(p, 4), mask, zero(self.vt)])

    def store(self, fn: Function, v: Val, p: Val, mask: Val | None = None) -> None:
        """v to p: every lane, or the mask's."""
        if mask is None:
            fn.store(v, p, align=4)
        else:
            fn.masked_store(v, p, mask, 4)

    def gather(self, fn: Function, ptrs: Val, mask: Val) -> Val:
        """The floats at a vector of pointers, the mask's lanes (the others 0)."""
        return fn.intrinsic(f"llvm.masked.gather.{self.sfx}.v{self.L}p0", self.vt,
                            [aligned(ptrs, 4), mask, zero(self.vt)])

    def lane_mask(self, fn: Function, i: Val, n: Val) -> Val:
        """Lanes j with i + j < n."""
        return fn.intrinsic(f"llvm.get.active.lane.mask.v{self.L}i1.i64", self.mt, [i, n])

    def fma(self, fn: Function, a: Val, b: Val, c: Val, hint: str | None = None) -> Val:
        """a * b + c, one fused multiply-add where the target has them."""
        return fn.intrinsic(f"llvm.fmuladd.{self.sfx}", self.vt, [a, b, c], hint=hint)

    def zeroed_slots(self, fn: Function, n: int, prefix: str) -> list[Val]:
        """n vector variables (allocas, promoted to registers), each set to 0 here."""
        slots = []
        for _ in range(n):
            a = fn.alloca(self.vt, prefix)
            fn.store(zero(self.vt), a)
            slots.append(a)
        return slots

    def fma_into(self, fn: Function, slot: Val, a: Val, b: Val) -> None:
        """slot (a zeroed_slots variable) += a * b, one fused multiply-add."""
        fn.store(self.fma(fn, a, b, fn.load(self.vt, slot)), slot)
