"""x86-64 kernels address their constants with 64-bit values (the large code model).

MCJIT maps an object's code and read-only data apart; in a process whose address space
is fragmented (a model's weights and arenas come and go) they landed more than 2 GB apart
and LLVM aborted the process relocating a 32-bit offset (seen loading mobilenet_v2 and
resnet18 exported from torchvision). No constant may be read relative to the code."""
import re

import numpy as np
import pytest

import jit_runtime as jr

RIP_CONSTANT = re.compile(r"\.LCPI\S*\(%rip\)|\.rodata\S*\(%rip\)")


@pytest.mark.parametrize("op", ["softmax", "gelu", "tanh", "layernorm"])
@pytest.mark.parametrize("device", ["x86-64", "x86-64-v3", "x86-64-v4"])
def test_no_constant_is_addressed_relative_to_the_code(op, device):
    asm = jr.lower(op, variant="simd", device=device).asm
    assert ".LCPI" in asm  # the kernel has a constant pool, or the check says nothing
    assert not RIP_CONSTANT.findall(asm)


def test_large_code_model_kernels_run():
    x = np.linspace(-30, 30, 1000, dtype=np.float32).reshape(10, 100)
    e = np.exp(x - x.max(-1, keepdims=True))
    np.testing.assert_allclose(jr.ops.softmax(x), e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-7)
