"""Tune an op: measure every candidate on your shapes, keep the fastest, call it by name.

    python examples/tune.py [--budget SECONDS]

The measurements go to the performance database (jit-runtime perf show); calls with
variant="auto" (the default) on inputs of this size pick the fastest from then on.
The command line does the same: jit-runtime tune softmax --shape 64x1000,
and for a whole model: jit-runtime tune MODEL.onnx --budget 60.
"""
import argparse

import numpy as np

import jit_runtime as jr

ap = argparse.ArgumentParser()
ap.add_argument("--budget", type=float, default=10.0, help="seconds to spend (default 10)")
budget = ap.parse_args().budget

result = jr.tune("softmax", [(64, 1000)], budget_s=budget)
print(result.table())
print("fastest:", result.choice)           # e.g. simd@x86-64-v3/t1: variant@device/threads

x = np.random.default_rng(0).standard_normal((64, 1000), dtype=np.float32)
if result.choice is not None:
    y = jr.ops.softmax(x, variant=result.choice)   # the tuner's string is a variant= op calls take
    assert np.allclose(y, jr.ops.softmax(x, variant="scalar"), rtol=1e-5, atol=1e-7)
y = jr.ops.softmax(x)                      # variant="auto": the recorded choice for this size
print("row sums:", y.sum(axis=1)[:4])
