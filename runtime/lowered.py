"""`jit_runtime.lower(op)`: see the loop IR, LLVM IR and assembly an op becomes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


from .device import Profile, profile
from .jit import emit_asm
from .kernel import Op
from .library import shipped
from .variants import DEFAULT_VARIANT
from .lowering import Lowered, Spec
from .variants import is_choice, split_choice


@dataclass(frozen=True)
class LoweredOp:
    op: str
    variant: str
    device: Profile
    lowered: Lowered

    @property
    def loops(self) -> str:
        return self.lowered.loops

    @property
    def llvm(self) -> str:
        return self.lowered.llvm

    @property
    def asm(self) -> str:
        return emit_asm(self.lowered.llvm, self.device.target(pipeline=self.lowered.pipeline))

    def __str__(self) -> str:
        return self.loops


def _resolve(op: Op | str) -> Op:
    if isinstance(op, Op):
        return op
    return shipped()[op]


def lower(op: Op | str, variant: str = DEFAULT_VARIANT, device: str | Profile | None = None,
          shapes: tuple[tuple[int, ...], ...] | None = None, **attrs: Any) -> LoweredOp:
    """Lower an op (an Op or a library op name) without running it.

    With `shapes`, the kernel is specialized as a call on arrays of those shapes would be;
    without, `...` dims are one merged batch dim and attributes take their defaults.
    """
    o = _resolve(op)
    if is_choice(variant):  # a tuned candidate, simd@x86-64-v3/t1: its variant and device
        variant, device, _ = split_choice(o.name, variant, device, None)
    o._check_options(variant, device, None)  # variant, device: errors name the op
    prof = profile(device)
    if shapes is not None:
        from .binding import bind_shapes
        spec = o.spec_for(bind_shapes(o.checked, list(shapes), attrs), variant)
    else:
        from .binding import _attrs
        cop = o.checked
        values = _attrs(cop, attrs)
        spec = Spec(attrs=tuple(sorted(values.items())), batch_rank=1 if cop.has_ellipsis else 0)
    return LoweredOp(o.name, variant, prof, o.lower(spec, variant, prof))
