"""Small LLVM kernels for the cache tests (tests/test_cache.py, tests/test_cache_stress.py)."""
from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np


def kernel_ir(name: str = "f", factor: int = 2) -> str:
    """`void name(float *a, i64 n)`: a[i] *= factor."""
    return f"""
define void @{name}(ptr %a, i64 %n) {{
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%i1, %body]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr float, ptr %a, i64 %i
  %x = load float, ptr %p
  %y = fmul float %x, {factor}.0
  store float %y, ptr %p
  %i1 = add i64 %i, 1
  br label %loop
exit:
  ret void
}}
"""


def runs_right(mod, name: str = "f", factor: int = 2) -> bool:
    a = np.arange(37, dtype=np.float32)
    mod.function(name, (ctypes.c_void_p, ctypes.c_int64))(a.ctypes.data, a.size)
    return bool(np.array_equal(a, np.arange(37, dtype=np.float32) * factor))


def entries(root: Path) -> list[Path]:
    return sorted(root.glob("objects/*/*.obj"))
