"""Op: a checked DSL op you can call on numpy arrays; compiles one kernel per specialization."""
from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass
from typing import Any

import numpy as np

from .binding import Call, bind
from .device import Profile, profile, runnable
from .dsl.check import CheckedOp
from .dsl.shapes import show
from .jit import CompiledModule, compile_ir, emit_asm
from .lowering import STRATEGIES, Lowered, Spec, lower_kernel
from .lowering.codegen import parallel_loop
from .threads import plan, pool
from .lowering.loops import IConst, IExpr, IBin, ISize

DEFAULT_VARIANT = "simd"
FULL_RANGE = 1 << 62  # range.hi meaning "to the end of the parallel loop"


def eval_iexpr(e: IExpr, sizes: dict[str, int]) -> int:
    if isinstance(e, IConst):
        return e.value
    if isinstance(e, ISize):
        return sizes[e.name]
    assert isinstance(e, IBin)
    a, b = eval_iexpr(e.a, sizes), eval_iexpr(e.b, sizes)
    return {"+": a + b, "-": a - b, "*": a * b}[e.op] if e.op in "+-*" else (
        a // b if e.op == "/" else a % b)


@dataclass
class CompiledKernel:
    lowered: Lowered
    module: CompiledModule
    fn: Any

    def __call__(self, call: Call, outputs: list[np.ndarray], threads: int | None = 1) -> None:
        k = self.lowered.kernel
        need = max(eval_iexpr(k.scratch, call.sizes) if k.scratch != IConst(0) else 0, 16)
        ptrs = [a.ctypes.data for a in call.inputs] + [o.ctypes.data for o in outputs]
        sizes = [call.sizes[s] for s in k.sizes]
        chunks = plan(k, parallel_loop(k), call.sizes, threads, eval_iexpr)
        if not chunks:
            scratch = np.empty(need, np.float32)
            self.fn(*ptrs, scratch.ctypes.data, *sizes, 0, FULL_RANGE)
            return
        stride = -(-need // 16) * 16
        scratch = np.empty(stride * len(chunks), np.float32)
        base = scratch.ctypes.data
        jobs = [pool().submit(self.fn, *ptrs, base + 4 * stride * i, *sizes, lo, hi)
                for i, (lo, hi) in enumerate(chunks[1:], 1)]
        lo, hi = chunks[0]
        self.fn(*ptrs, base, *sizes, lo, hi)
        for j in jobs:
            j.result()


class Op:
    """One operator from .opdsl source. Call it like a function on float32 arrays."""

    def __init__(self, checked: CheckedOp):
        self.checked = checked
        self._kernels: dict[tuple, CompiledKernel] = {}
        self._lock = threading.Lock()

    # --- description -----------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.checked.name

    @property
    def variants(self) -> tuple[str, ...]:
        return STRATEGIES

    @property
    def accuracy(self):
        return self.checked.accuracy

    @property
    def signature(self) -> str:
        op = self.checked.op
        def t(p):
            return f"{p.name}: f32[{', '.join(show(d) for d in p.dims)}]"
        attrs = [f"{a.name}: {a.type}" + (f" = {a.default}" if a.default is not None else "")
                 for a in op.attrs]
        outs = ", ".join(t(p) for p in op.outputs)
        return f"{op.name}({', '.join([t(p) for p in op.inputs] + attrs)}) -> {outs}"

    def __repr__(self) -> str:
        return f"<op {self.signature}>"

    # --- compiling -------------------------------------------------------------------
    def lower(self, spec: Spec, variant: str = DEFAULT_VARIANT, device: str | Profile | None = None) -> Lowered:
        prof = profile(device)
        if variant not in STRATEGIES:
            raise ValueError(f"op {self.name}: unknown variant '{variant}'; "
                             f"variants: {', '.join(STRATEGIES)}")
        return lower_kernel(self.checked, spec, variant, prof.lanes, name=self.name)

    def kernel(self, spec: Spec, variant: str, device: str | Profile | None = None) -> CompiledKernel:
        prof = profile(device)
        key = (spec, variant, prof.name)
        k = self._kernels.get(key)
        if k is not None:
            return k
        why = runnable(prof)
        if why is not None:
            raise RuntimeError(f"op {self.name}: can't run here: {why}")
        with self._lock:  # each kernel compiles once, whichever thread asks first
            k = self._kernels.get(key)
            if k is None:
                low = self.lower(spec, variant, prof)
                mod = compile_ir(low.llvm, prof.target())
                n_ptr = sum(1 for b in low.kernel.buffers if b.role != "scratch") + 1
                argtypes = (ctypes.c_void_p,) * n_ptr + (ctypes.c_int64,) * (len(low.kernel.sizes) + 2)
                k = CompiledKernel(low, mod, mod.function(low.symbol, argtypes))
                self._kernels[key] = k
        return k

    def asm(self, spec: Spec, variant: str = DEFAULT_VARIANT, device: str | Profile | None = None) -> str:
        prof = profile(device)
        return emit_asm(self.lower(spec, variant, prof).llvm, prof.target())

    # --- calling ---------------------------------------------------------------------
    def bind(self, *args: Any, **attrs: Any) -> Call:
        return bind(self.checked, args, attrs)

    def __call__(self, *args: Any, variant: str = DEFAULT_VARIANT, device: str | Profile | None = None,
                 threads: int | None = None, **attrs: Any):
        """Run the op. `threads`: None lets the runtime decide (small work stays on one
        thread); JIT_RUNTIME_NUM_THREADS caps it either way."""
        call = bind(self.checked, args, attrs)
        outputs = [np.empty(s, np.float32) for s in call.out_shapes]
        if any(o.size for o in outputs):
            self.kernel(call.spec, variant, device)(call, outputs, threads)
        return outputs[0] if len(outputs) == 1 else tuple(outputs)
