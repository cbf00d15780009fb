"""The machine's measured peaks, the roofs every row is a fraction of.

Compute: a loop of many independent vector fmuladd chains, JIT-compiled with llvmlite at
the host's vector width (<16 x float> on AVX-512), so the FMA pipes, not latency, bound
it. Bandwidth: numpy copies of a large array (memory), an L3-sized and an L2-sized one.
Datasheet numbers would hide what a shared, virtualized core really delivers.
"""
from __future__ import annotations

import ctypes
import dataclasses
import functools
import threading
import time
from dataclasses import dataclass

import numpy as np

from ..device import cache_bytes, probe
from ..jit import compile_ir
from ..lowering.llir import Function, Module, Val, vector

BIG_BYTES = 64 << 20   # per array: far past the last-level cache
L2_BYTES = 256 << 10   # per array: source + destination fit a 1 MiB L2


L3 = cache_bytes(3, 8 << 20)
L3_BYTES = max(L3 // 8, L2_BYTES)  # per array: source + destination use a quarter of L3


@dataclass(frozen=True)
class Peak:
    """Measured roofs: GFLOP/s (all cores used) and GB/s (read + written bytes)."""
    lanes: int
    chains: int
    gflops: dict[int, float]        # threads -> total GFLOP/s
    copy_gbps: float                # 1 thread, BIG_BYTES arrays
    copy_gbps_2t: float             # 2 threads, each copying half of the big array
    l2_copy_gbps: float             # 1 thread, L2_BYTES arrays
    l3_copy_gbps: float             # 1 thread, L3_BYTES arrays

    def compute(self, threads: int) -> float:
        return self.gflops.get(threads) or self.gflops[1] * threads

    def bandwidth(self, threads: int, nbytes: float | None = None) -> float:
        """The copy bandwidth of the level a working set of nbytes fits (None: memory)."""
        if nbytes is not None and nbytes <= cache_bytes(2, 4 * L2_BYTES) // 2:
            return self.l2_copy_gbps * threads
        if nbytes is not None and nbytes <= L3 // 2:
            return self.l3_copy_gbps * threads
        return self.copy_gbps_2t if threads >= 2 else self.copy_gbps

    def as_dict(self) -> dict:
        return dict(lanes=self.lanes, chains=self.chains,
                    gflops={str(k): v for k, v in self.gflops.items()},
                    gflops_per_core={str(k): v / k for k, v in self.gflops.items()},
                    copy_gbps=self.copy_gbps, copy_gbps_2t=self.copy_gbps_2t, l2_copy_gbps=self.l2_copy_gbps,
                    l3_copy_gbps=self.l3_copy_gbps)


def fma_ir(lanes: int, chains: int) -> str:
    """`void fma_peak(i64 iters, float b, float c, ptr out)`: `chains` independent
    accumulators, each a <lanes x float> acc = acc * b + c per iteration; their sum is
    stored to out so nothing is dead. fmuladd cannot be reassociated without fast-math."""
    m = Module()
    fn = Function(m)
    vt = vector(lanes, "float")
    bv, cv = fn.splat(Val("%b", "float"), vt, hint="bv"), fn.splat(Val("%c", "float"), vt, hint="cv")
    fn.br("loop")
    fn.block("loop")
    i = fn.phi("i64", [(0, "entry"), ("%i.next", "loop")], hint="%i")
    accs = [fn.phi(vt, [(cv, "entry"), (f"%n{j}", "loop")], hint=f"%a{j}") for j in range(chains)]
    news = [fn.intrinsic(f"llvm.fmuladd.v{lanes}f32", vt, [a, bv, cv], hint=f"%n{j}") for j, a in enumerate(accs)]
    fn.cbr(fn.icmp("sge", fn.add(i, 1, hint="%i.next"), Val("%iters", "i64")), "exit", "loop")
    fn.block("exit")
    acc = news[0]
    for n in news[1:]:
        acc = fn.binop("fadd", acc, n)
    fn.store(acc, Val("%out", "ptr"), align=4)
    fn.ret()
    m.function(fn.define('define void @fma_peak(i64 %iters, float %b, float %c, ptr %out) '
                         f'"min-legal-vector-width"="{lanes * 32}"'))
    return m.text()


@functools.lru_cache(maxsize=None)
def _fma_function(lanes: int, chains: int):
    mod = compile_ir(fma_ir(lanes, chains), cache=False)
    fn = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.c_float, ctypes.c_float, ctypes.c_void_p)(
        mod.address("fma_peak"))
    return mod, fn  # the module must outlive the function pointer


def _parallel(fn, threads: int) -> float:
    """Seconds for `threads` concurrent calls of fn (ctypes releases the GIL)."""
    if threads == 1:
        t0 = time.perf_counter()
        fn()
        return time.perf_counter() - t0
    start = threading.Barrier(threads + 1)

    def work():
        start.wait()
        fn()
    ts = [threading.Thread(target=work) for _ in range(threads)]
    for t in ts:
        t.start()
    start.wait()
    t0 = time.perf_counter()
    for t in ts:
        t.join()
    return time.perf_counter() - t0


def fma_gflops(threads: int, lanes: int, chains: int, seconds: float = 0.05, repeats: int = 5) -> float:
    """Total GFLOP/s of `threads` threads each running the FMA loop (best of repeats)."""
    _, fn = _fma_function(lanes, chains)
    outs = [np.zeros(lanes, np.float32) for _ in range(threads)]
    flops_per_iter = 2 * lanes * chains
    iters = 1 << 16
    while True:  # size one call to last about `seconds`
        t = _parallel(lambda: fn(iters, 0.999, 0.001, outs[0].ctypes.data), 1)
        if t >= seconds / 4 or iters > 1 << 34:
            break
        iters *= 4
    iters = max(int(iters * seconds / max(t, 1e-9)), 1 << 16)
    samples = []
    for _ in range(repeats):
        k = iter(range(threads))

        def one():
            fn(iters, 0.999, 0.001, outs[next(k)].ctypes.data)
        samples.append(_parallel(one, threads))
    return threads * iters * flops_per_iter / min(samples) / 1e9  # a peak: noise only lowers it


def copy_gbps(nbytes: int, threads: int = 1, repeats: int = 7) -> float:
    """GB/s of np.copyto (bytes read + bytes written), split across threads (best of repeats)."""
    n = nbytes // 4
    src = np.ones(n, np.float32)
    dst = np.empty_like(src)
    parts = np.array_split(np.arange(n), threads)
    bounds = [(int(p[0]), int(p[-1]) + 1) for p in parts]
    inner = max(1, (64 << 20) // nbytes)  # small arrays: many copies per sample

    def run(lo, hi):
        for _ in range(inner):
            np.copyto(dst[lo:hi], src[lo:hi])
    for _ in range(2):
        run(0, n)
    samples = []
    for _ in range(repeats):
        it = iter(bounds)
        samples.append(_parallel(lambda: run(*next(it)), threads) if threads > 1
                       else _parallel(lambda: run(0, n), 1))
    return 2 * nbytes * inner / min(samples) / 1e9


def measure_peak(quick: bool = False) -> Peak:
    """All the roofs; quick=True (tests) uses short loops."""
    dev = probe()
    lanes = max(dev.vector_bits // 32, 4)
    chains = 16 if lanes >= 16 else 10  # >= FMA latency x pipes, within the register file
    secs, reps = (0.005, 3) if quick else (0.03, 10)  # best of many: a shared core has bursts of load
    gflops = {1: fma_gflops(1, lanes, chains, secs, reps)}
    if dev.cores >= 2:
        gflops[2] = fma_gflops(2, lanes, chains, secs, reps)
    return Peak(lanes, chains, gflops, copy_gbps(BIG_BYTES, 1, 3 if quick else 7),
                copy_gbps(BIG_BYTES, 2 if dev.cores >= 2 else 1, 3 if quick else 7),
                copy_gbps(L2_BYTES, 1, 3 if quick else 7), copy_gbps(L3_BYTES, 1, 3 if quick else 7))


def refresh(p: Peak, seconds: float = 0.01, repeats: int = 3) -> Peak:
    """p with each roof raised to a new short measurement where that is higher: a burst of
    load during the first measurement must not make later rows look above peak."""
    gflops = {t: max(g, fma_gflops(t, p.lanes, p.chains, seconds, repeats)) for t, g in p.gflops.items()}
    two = 2 if 2 in p.gflops else 1
    return dataclasses.replace(p, gflops=gflops, copy_gbps=max(p.copy_gbps, copy_gbps(BIG_BYTES, 1, 2)),
                               copy_gbps_2t=max(p.copy_gbps_2t, copy_gbps(BIG_BYTES, two, 2)),
                               l2_copy_gbps=max(p.l2_copy_gbps, copy_gbps(L2_BYTES, 1, 2)),
                               l3_copy_gbps=max(p.l3_copy_gbps, copy_gbps(L3_BYTES, 1, 2)))
