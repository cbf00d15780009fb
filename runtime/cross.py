"""Run kernels for other CPUs (Arm NEON/SVE, RISC-V RVV) under qemu-user.

Why: the runtime should be able to check that every device profile computes the same
thing as the host, and this machine is x86. A kernel's LLVM IR is compiled to an object
for the profile's target (llvmlite emits relocatable objects only), linked statically
with a generated C harness by the cross gcc, and run under qemu-user. Inputs and sizes
go in through the harness's stdin as one binary stream; outputs come back on stdout.

SVE and RVV code is vector-length agnostic, so the vector length is a qemu option, not a
compile option: one harness executable per (kernel IR, profile) serves every length.

    low = op.lower(call.spec, "simd", "aarch64-sve")
    outs = run_cross(low, CrossDevice("aarch64-sve", 512), call, call.out_shapes)
"""
from __future__ import annotations

import atexit
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import threading
from dataclasses import dataclass

import numpy as np

from .binding import DTYPES
from .device import profile
from .jit import emit_object
from .kernel import FULL_RANGE, eval_iexpr
from .lowering.loops import IConst


class CrossError(RuntimeError):
    """Compiling, linking or running a kernel for an emulated device failed."""


@dataclass(frozen=True)
class CrossDevice:
    """One emulated configuration: a device profile at one vector length (bits)."""
    profile: str
    vector_bits: int

    def __str__(self) -> str:
        return f"{self.profile}@{self.vector_bits}"


CROSS_DEVICES: tuple[CrossDevice, ...] = (
    CrossDevice("aarch64-neon", 128),
    *(CrossDevice("aarch64-sve", b) for b in (128, 256, 512, 2048)),
    *(CrossDevice("riscv64-rvv", b) for b in (128, 256)),
)

# per architecture: the cross compiler, the emulator, and the vector lengths it can take
_TOOLS = {"aarch64": ("aarch64-linux-gnu-gcc", "qemu-aarch64"),
          "riscv64": ("riscv64-linux-gnu-gcc", "qemu-riscv64")}
_APT = {"aarch64-linux-gnu-gcc": "gcc-aarch64-linux-gnu",
        "riscv64-linux-gnu-gcc": "gcc-riscv64-linux-gnu",
        "qemu-aarch64": "qemu-user", "qemu-riscv64": "qemu-user"}
_LENGTHS = {"aarch64-neon": (128,),
            "aarch64-sve": tuple(range(128, 2049, 128)),   # SVE: multiples of 128 up to 2048
            "riscv64-rvv": (128, 256, 512, 1024)}           # RVV: powers of two >= the 128 LLVM assumes


def _qemu_cpu(dev: CrossDevice) -> str:
    """The -cpu option that gives dev's vector unit at dev's vector length."""
    if dev.profile == "aarch64-neon":
        return "max,sve=off"
    if dev.profile == "aarch64-sve":  # sve-default-vector-length is in bytes (user mode only)
        return f"max,sve=on,sve-default-vector-length={dev.vector_bits // 8}"
    # QEMU 7.2 spells it vlen (bits); vext_spec=v1.0 is the default but warns when omitted
    return f"rv64,v=true,vlen={dev.vector_bits},elen=64,vext_spec=v1.0"


def unavailable(dev: CrossDevice) -> str | None:
    """None when the cross compiler and qemu for dev are installed, else the reason."""
    if dev.profile not in _LENGTHS:
        return f"no cross device profile '{dev.profile}'; known: {', '.join(_LENGTHS)}"
    if dev.vector_bits not in _LENGTHS[dev.profile]:
        return f"{dev.profile} can't have a {dev.vector_bits}-bit vector length"
    for tool in _TOOLS[profile(dev.profile).arch]:
        if shutil.which(tool) is None:
            return f"{tool} not found; apt-get install {_APT[tool]}"
    return None


# --- compiling and linking ---------------------------------------------------------

_lock = threading.RLock()
_cache: dict[tuple[str, str], str] = {}  # (IR hash, profile) -> harness executable
_workdir: str | None = None


def _tmp() -> str:
    global _workdir
    if _workdir is None:
        _workdir = tempfile.mkdtemp(prefix="jr-cross-")
        atexit.register(shutil.rmtree, _workdir, True)
    return _workdir


def _harness(symbol: str, n_in: int, n_out: int, n_sizes: int) -> str:
    """C for main(): read counts, sizes and inputs from stdin, call, write outputs to stdout.

    stdin: int64 byte counts of every buffer (inputs, outputs, scratch), int64 sizes,
    then the inputs' data. Buffers are 64-byte aligned; outputs start as all ones (NaN in
    a float, -1 in an integer) so an element the kernel never writes is unlikely to pass
    for a result.
    """
    if not re.fullmatch(r"[A-Za-z0-9_.$]+", symbol):
        raise CrossError(f"kernel symbol {symbol!r} can't be named from C")
    n_buf = n_in + n_out + 1
    params = ", ".join(["float *"] * n_buf + ["int64_t"] * (n_sizes + 2))
    args = ", ".join([f"b[{i}]" for i in range(n_buf)]
                     + [f"h[{n_buf + i}]" for i in range(n_sizes)] + ["0", f"{FULL_RANGE}LL"])
    return f"""#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
extern void kern({params}) __asm__("{symbol}");
enum {{ NIN = {n_in}, NOUT = {n_out}, NBUF = {n_buf}, NHDR = {n_buf + n_sizes} }};
static void die(const char *m) {{ fprintf(stderr, "harness: %s\\n", m); exit(2); }}
int main(void) {{
    int64_t h[NHDR]; float *b[NBUF];
    if (fread(h, 8, NHDR, stdin) != NHDR) die("short header");
    for (int i = 0; i < NBUF; i++) {{
        size_t bytes = ((size_t)h[i] + 63) / 64 * 64 + 64;
        if (!(b[i] = aligned_alloc(64, bytes))) die("out of memory");
        memset(b[i], 0xff, bytes);  /* NaN */
        if (i < NIN && fread(b[i], 1, (size_t)h[i], stdin) != (size_t)h[i]) die("short input");
    }}
    kern({args});
    for (int i = NIN; i < NIN + NOUT; i++)
        if (fwrite(b[i], 1, (size_t)h[i], stdout) != (size_t)h[i]) die("short write");
    return fflush(stdout) != 0;
}}
"""


def _run(cmd: list[str], timeout: float, what: str, stdin: bytes = b"") -> bytes:
    try:
        r = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise CrossError(f"{what} timed out after {timeout:g} s: {' '.join(cmd)}") from None
    if r.returncode != 0:
        err = r.stderr.decode(errors="replace").strip()
        raise CrossError(f"{what} failed (exit {r.returncode}): {' '.join(cmd)}\n{err}")
    return r.stdout


def _executable(lowered, prof, timeout: float) -> str:
    """The linked harness for this kernel and profile, built once per process."""
    key = (hashlib.sha256(lowered.llvm.encode()).hexdigest()[:24], prof.name)
    with _lock:
        exe = _cache.get(key)
        if exe is not None:
            return exe
        k = lowered.kernel
        n_in = sum(1 for b in k.buffers if b.role == "input")
        n_out = sum(1 for b in k.buffers if b.role == "output")
        try:
            obj = emit_object(lowered.llvm, prof.target(pipeline=lowered.pipeline))
        except Exception as e:  # llvmlite raises RuntimeError with LLVM's message
            raise CrossError(f"LLVM could not compile {lowered.symbol} for {prof.name}: {e}") from e
        base = os.path.join(_tmp(), f"{key[0]}-{prof.name}")
        with open(base + ".o", "wb") as f:
            f.write(obj)
        with open(base + ".c", "w") as f:
            f.write(_harness(lowered.symbol, n_in, n_out, len(k.sizes)))
        gcc = _TOOLS[prof.arch][0]
        _run([gcc, "-O1", "-static", "-o", base, base + ".c", base + ".o", "-lm"], timeout, "linking")
        _cache[key] = base
        return base


def run_cross(lowered, dev: CrossDevice, call, out_shapes, timeout: float = 120) -> list[np.ndarray]:
    """Run a lowered kernel on an emulated device; the outputs as arrays of their element types.

    `lowered` must have been lowered for dev's profile (op.lower(call.spec, variant,
    dev.profile)); `call` is the bound call it is specialized for.
    """
    why = unavailable(dev)
    if why is not None:
        raise CrossError(f"can't run on {dev}: {why}")
    prof = profile(dev.profile)
    exe = _executable(lowered, prof, timeout)
    k = lowered.kernel
    n_in = sum(1 for b in k.buffers if b.role == "input")
    if len(call.inputs) != n_in:
        raise CrossError(f"{lowered.symbol} takes {n_in} inputs; the call has {len(call.inputs)}")
    out_types = [DTYPES[b.elem] for b in k.buffers if b.role == "output"]
    out_bytes = [int(np.prod(s)) * d.itemsize for s, d in zip(out_shapes, out_types)]
    scratch = eval_iexpr(k.scratch, call.sizes) if k.scratch != IConst(0) else 0
    header = [a.nbytes for a in call.inputs] + out_bytes + [4 * max(scratch, 16)]
    header += [call.sizes[s] for s in k.sizes]
    payload = np.asarray(header, "<i8").tobytes() + b"".join(
        np.ascontiguousarray(a).tobytes() for a in call.inputs)  # (every target here is little-endian)
    cmd = [_TOOLS[prof.arch][1], "-cpu", _qemu_cpu(dev), exe]
    data = _run(cmd, timeout, f"{lowered.symbol} on {dev}", payload)
    if len(data) != sum(out_bytes):
        raise CrossError(f"{lowered.symbol} on {dev}: expected {sum(out_bytes)} bytes of "
                         f"output, got {len(data)}")
    outs, at = [], 0
    for shape, n, dt in zip(out_shapes, out_bytes, out_types):
        outs.append(np.frombuffer(data[at:at + n], dt).reshape(shape).copy())
        at += n
    return outs
