"""The packed GEMM reads nothing past its output: a tile that hangs over the last row (M not
a multiple of the tile's rows) read back the partial sums of rows past the end of C from
the second K block on. Harmless where memory happens to follow the output, a crash where
it does not (gpt2's lm_head, 64 rows in tiles of 6, output at the end of a mapping).

Each case runs in a child process (a fault would take the test run with it) with the
output's last byte against a page mapped with no access."""
from __future__ import annotations

import subprocess
import sys
import textwrap

CHILD = textwrap.dedent("""
    import ctypes, mmap, sys
    import numpy as np
    import jit_runtime as jr

    def guarded(shape):
        n = int(np.prod(shape)) * 4
        size = -(-n // mmap.PAGESIZE) * mmap.PAGESIZE
        m = mmap.mmap(-1, size + mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE)
        base = ctypes.addressof(ctypes.c_char.from_buffer(m))
        assert ctypes.CDLL(None).mprotect(ctypes.c_void_p(base + size), mmap.PAGESIZE, 0) == 0
        return np.frombuffer(m, np.uint8, count=n, offset=size - n).view(np.float32).reshape(shape), m

    for case in sys.argv[1:]:
        op, m, k, n, threads = case.split(",")
        m, k, n, threads = int(m), int(k), int(n), int(threads)
        print(case, flush=True)
        rng = np.random.default_rng(0)
        x = rng.standard_normal((m, k), dtype=np.float32)
        if op == "matmul_panels":
            p = 64
            wp = rng.standard_normal((-(-n // p), k, p), dtype=np.float32)
            ref = x.astype(np.float64) @ wp.transpose(1, 0, 2).reshape(k, -1)[:, :n]
            out, keep = guarded((m, n))
            jr.ops.matmul_panels(x, wp, cols=n, out=out, threads=threads)
        else:
            w = rng.standard_normal((k, n), dtype=np.float32)
            ref = x.astype(np.float64) @ w
            out, keep = guarded((m, n))
            jr.ops.matmul(x, w, out=out, threads=threads)
        err = float(np.abs(out - ref).max() / max(np.abs(ref).max(), 1.0))
        if not err < 1e-4:
            print("wrong: max rel", err)
            sys.exit(3)
""")


CASES = [f"{op},{m},{k},{n},{t}" for op, m, k, n in [("matmul_panels", 64, 256, 50257), ("matmul_panels", 13, 700, 1000),
                                                     ("matmul", 64, 600, 3000), ("matmul", 7, 1024, 4100)]
         for t in (1, 2)]


def test_no_read_past_the_output():
    r = subprocess.run([sys.executable, "-c", CHILD, *CASES], capture_output=True, text=True, timeout=300)
    last = (r.stdout.strip().splitlines() or ["?"])[-1]
    assert r.returncode == 0, f"exit {r.returncode} at {last}: {r.stderr[-600:]}"
