"""Run an ONNX model through the DSL ops: outputs, the profile, why each node runs so.

    python examples/run_a_model.py [MODEL.onnx]

With no model, the built-in demo CNN (1x3x32x32 image -> 10 class probabilities).
"""
import sys

import numpy as np

import jit_runtime as jr
from jit_runtime.onnx import InvalidInput, demo

path = sys.argv[1] if len(sys.argv) > 1 else demo.path()
sess = jr.Session(path)                    # loads, checks, binds every node, plans memory
for t in sess.inputs:
    print("input", t.name, t.shape, t.dtype)

rng = np.random.default_rng(0)
feeds = {t.name: rng.standard_normal(tuple(d if isinstance(d, int) else 1 for d in t.shape)).astype(t.dtype)
         for t in sess.inputs}
for _ in range(20):                        # the first run compiles; later ones take the native path
    outs = sess.run(feeds)
for name, a in outs.items():
    print("output", name, a.shape, np.round(a.ravel()[:5], 4))

print(sess.profile())                      # per node, from the fast path's sampled runs
print(sess.explain())                      # the DSL op, variant and why, per node

# One call for one run (no session kept): jr.run(path, feeds)
assert np.allclose(jr.run(path, feeds)[sess.outputs[0].name], outs[sess.outputs[0].name], rtol=1e-5, atol=1e-6)

try:
    sess.run({"nope": feeds[sess.inputs[0].name]})
except InvalidInput as e:                  # wrong names, ranks or dims are named
    print("refused:", e)
