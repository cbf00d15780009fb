"""The operating system's permission to use AMX tiles, asked for once per process.

Linux keeps the tile data (8 KB of register state) out of a thread's saved state until
the process asks for it (arch_prctl ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA); an AMX
instruction before that is an illegal instruction (SIGILL). The permission holds for every
thread of the process, so the runtime asks before it first hands out a kernel of AMX
tiles, and offers the amx variant only where it was granted.
"""
from __future__ import annotations

import ctypes
import functools
import sys

SYMBOL_PREFIXES = ("jr.qgemm.amx", "jr.conv.amx")  # kernels of AMX tiles (QGemmSpec, ConvAmxSpec: amx, amx8)
SYS_ARCH_PRCTL = 158  # x86-64
ARCH_REQ_XCOMP_PERM = 0x1023
XFEATURE_XTILEDATA = 18


@functools.lru_cache(maxsize=1)
def permitted() -> bool:
    """Whether this process may run AMX instructions (asked for on the first call)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.syscall(SYS_ARCH_PRCTL, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) == 0
    except (OSError, AttributeError):
        return False


def runs_tiles(symbol: str) -> bool:
    """Whether the kernel of this symbol runs AMX instructions: a frozen plan (onnx/frozen.py)
    calls kernels by symbol without the runtime handing them out, so it asks for itself."""
    return symbol.startswith(SYMBOL_PREFIXES)
