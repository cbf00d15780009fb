"""Hand-written kernels (a KernelABI and its LLVM text, no loop IR) run on Arm and RISC-V
under qemu-user: the device or a skip, and the `lowered` record run_cross takes."""
from __future__ import annotations

from types import SimpleNamespace

import pytest


def device_or_skip(dev: str):
    """(the CrossDevice, the row kernels' vector width on it), or skip where qemu or the
    cross toolchain is missing."""
    from jit_runtime.cross import CrossDevice, unavailable
    from jit_runtime.device import profile
    cd = CrossDevice(dev, 128)
    why = unavailable(cd)
    if why:
        pytest.skip(why)
    prof = profile(dev)
    return cd, 4 if prof.lanes.scalable else prof.lanes.count


def lowered(text: str, symbol: str, abi, n_out: int) -> SimpleNamespace:
    """What run_cross reads of a lowered kernel: its text, symbol and buffers (the last
    n_out of abi's buffers are outputs)."""
    from jit_runtime.lowering.loops import IConst
    bufs = [SimpleNamespace(name=b, role="input", elem="f32") for b in abi.buffers[:-n_out]] + \
        [SimpleNamespace(name=b, role="output", elem="f32") for b in abi.buffers[-n_out:]]
    kernel = SimpleNamespace(buffers=bufs, sizes=abi.sizes, scratch=IConst(0))
    return SimpleNamespace(llvm=text, symbol=symbol, kernel=kernel, pipeline="default")
