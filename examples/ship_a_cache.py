"""Ship compiled kernels and tuning with an application: no compiling on the users' machines.

    python examples/ship_a_cache.py [DIR]

Kernels are cached on disk under JIT_RUNTIME_CACHE_DIR (default: the user cache dir),
keyed by the IR, the CPU and the runtime's lowering version; the performance database
(tuning) lives beside them. Build the cache once per target CPU, ship the directory, point
JIT_RUNTIME_CACHE_DIR at it: a process that finds every kernel there compiles nothing.
"""
import os
import subprocess
import sys
import tempfile
import time

cache = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="app-cache-")
os.environ["JIT_RUNTIME_CACHE_DIR"] = cache  # before jit_runtime compiles anything

import numpy as np  # noqa: E402

import jit_runtime as jr  # noqa: E402
from jit_runtime.onnx import demo  # noqa: E402

# 1. Build: run what the app runs once (a model's session compiles all its kernels at load).
t0 = time.perf_counter()
sess = jr.Session(demo.path())
jr.ops.softmax(np.ones((8, 100), np.float32))
print(f"built the cache in {cache} ({time.perf_counter() - t0:.2f} s of compiling)")

# 2. Use it: a new process with the same cache directory (as on a user's machine).
app = ("import time, numpy as np, jit_runtime as jr; from jit_runtime.onnx import demo; "
       "t = time.perf_counter(); jr.Session(demo.path()); jr.ops.softmax(np.ones((8, 100), np.float32)); "
       "from jit_runtime.jit import default_cache; s = default_cache().stats; "
       "print(f'cold start {time.perf_counter() - t:.2f} s: {s[\"hits\"]} kernels from the cache, "
       "{s[\"misses\"]} compiled')")
out = subprocess.run([sys.executable, "-c", app], env={**os.environ, "JIT_RUNTIME_CACHE_DIR": cache},
                     capture_output=True, text=True, check=True).stdout
print(out.strip())
assert " 0 compiled" in out, out

# 3. Tuning travels as JSON: `jit-runtime perf export tuning.json` here, `perf import` there
#    (or ship the whole directory: perf.sqlite is in it).
print(f"ship {cache} (`jit-runtime cache info` shows what is in it)")
