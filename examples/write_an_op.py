"""Write an op in the DSL, call it on numpy arrays, see what it becomes.

    python examples/write_an_op.py
"""
from pathlib import Path

import numpy as np

import jit_runtime as jr

ops = jr.load_ops(Path(__file__).with_name("my_ops.opdsl"))  # a path; or the source text itself
print(ops)                                 # <2 ops from ...: scaled_rowsum, swish>
print(ops.swish.signature)                 # swish(x: f32[...]) -> y: f32[...]
help(ops.scaled_rowsum)                    # the comment above the op, its contract, the call options

x = np.random.default_rng(0).standard_normal((4, 1000), dtype=np.float32)
y = ops.swish(x)                           # compiled for this CPU on first use, cached on disk
want = x / (1 + np.exp(-x.astype(np.float64)))
print("swish max error:", float(np.max(np.abs(y - want))))

s = ops.scaled_rowsum(x, scale=0.5)        # attributes are keywords
print("rowsum:", s, "numpy:", 0.5 * x.sum(axis=1))

for variant in ops.swish.variants:         # scalar, simd (and lut where the contract allows)
    assert np.allclose(ops.swish(x, variant=variant), want, rtol=1e-5, atol=1e-6)

# What it becomes: the fused loop nest (also .llvm and .asm, for any device profile)
print(jr.lower(ops.scaled_rowsum, variant="simd", shapes=[(4, 1000)]).loops)

# A mistake is named: the op, the input, the expected and the actual shape
try:
    ops.scaled_rowsum(x[0])
except ValueError as e:
    print("refused:", e)
