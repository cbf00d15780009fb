"""The kernel ABI: the one signature every kernel entry point has, for the lowerings that
define kernels (the loop emitter, GEMM, stencil, direct and depthwise convs) and for the
callers that call them (a GEMM driver calling its epilogue and exact kernels, native
graphs, the workers' job wrappers)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .llir import Function, Val, i64


@dataclass(frozen=True)
class KernelABI:
    """Every kernel's entry point: `void (ptr buffers..., ptr scratch, i64 sizes...,
    i64 range.lo, i64 range.hi)`. The buffers are the kernel's inputs and outputs in
    order, scratch its scratch area, the sizes its run-time sizes; [range.lo, range.hi)
    is the share of its parallel loop a call runs (threads split it)."""
    buffers: tuple[str, ...]
    sizes: tuple[str, ...]

    @classmethod
    def of(cls, kernel) -> "KernelABI":
        """The ABI of a loop-IR kernel (lowering.loops.Kernel)."""
        return cls(tuple(b.name for b in kernel.buffers if b.role != "scratch"), tuple(kernel.sizes))

    @classmethod
    def arity(cls, buffers: int, sizes: int) -> "KernelABI":
        """A kernel known by its counts only (workers' job wrappers, native graphs)."""
        return cls(tuple(f"b{i}" for i in range(buffers)), tuple(f"s{j}" for j in range(sizes)))

    def buf(self, name: str) -> Val:
        return Val(f"%buf.{name}", "ptr")

    def size(self, name: str) -> Val:
        return Val(f"%size.{name}", "i64")

    scratch = Val("%scratch", "ptr")
    lo = Val("%range.lo", "i64")
    hi = Val("%range.hi", "i64")
    FULL = 1 << 62  # a range.hi past every parallel loop: the whole kernel in one call

    def params(self) -> list[Val]:
        return ([self.buf(b) for b in self.buffers] + [self.scratch] + [self.size(s) for s in self.sizes]
                + [self.lo, self.hi])

    def define(self, symbol: str, attrs: str = "nounwind", internal: bool = False) -> str:
        """The define line (without the brace) of entry point `symbol`; internal: a kernel
        only its module calls (another kernel's part)."""
        ps = [f"ptr noalias {p}" if p.ty == "ptr" else p.typed for p in self.params()]
        return f'define {"internal " if internal else ""}void @"{symbol}"({", ".join(ps)}) {attrs}'

    def args(self, buffers: Sequence[Val] | None = None, scratch: Val | None = None,
             sizes: Sequence[Val] | None = None, lo: Val | None = None, hi: Val | None = None) -> list[Val]:
        """A call's arguments in ABI order; each part defaults to this function's own
        parameter (a kernel calling another of the same ABI)."""
        bufs = list(buffers) if buffers is not None else [self.buf(b) for b in self.buffers]
        szs = list(sizes) if sizes is not None else [self.size(s) for s in self.sizes]
        return [*bufs, scratch or self.scratch, *szs, lo or self.lo, hi or self.hi]

    def call(self, fn: Function, target: str, args: Sequence[Val]) -> None:
        """`call void target(args)` in fn (target: a symbol or a pointer value)."""
        fn.call(target, "void", args)

    def whole(self) -> tuple[Val, Val]:
        """(lo, hi) of a call that runs the whole kernel."""
        return i64(0), i64(self.FULL)
