"""Check ops on every variant and device profile against their float64 meaning.

    python examples/check_consistency.py [--all-devices]

Each row: an op under one variant on one device profile, its largest errors, its accuracy
contract and how much of it the worst element used. x86 profiles this CPU supports run
here; Arm and RISC-V run under qemu-user when installed (else "skipped", with why).
Exit status 1 when a row fails, as `jit-runtime consistency` does.
"""
import sys

import numpy as np

import jit_runtime as jr

devices = "all" if "--all-devices" in sys.argv else ["x86-64", "x86-64-v3"]

report = jr.check_consistency(["softmax", "gelu", "layernorm"], devices=devices)
print(report.table())

# Your own op, on inputs you choose (edge values included)
mine = jr.load_ops("op cube(x: f32[...]) -> y: f32[...] { y[...] = x[...] * x[...] * x[...] }")
x = np.array([0.5, -2.0, 3.0, np.nan, np.inf, -0.0, 1e-40], np.float32)
mine_report = jr.check_consistency(mine.cube, inputs=[x], devices=devices)
print(mine_report.summary())

sys.exit(0 if report.ok and mine_report.ok else 1)
