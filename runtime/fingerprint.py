"""What a cached result depends on besides its input: this package's code and the
libraries that shape it, and the machine.

The kernel index (kernelindex.py) and the load record (onnx/record.py) skip work whose
result depends on code (lowering, graph passes, bindings) rather than on data the key
already holds, so their keys include `code()`: a hash of every source file of the
package (edit a pass, and no record made before the edit is used), with the versions of
numpy, onnx and llvmlite. The object cache needs none of this: its key is the IR itself.
"""
from __future__ import annotations

import functools
import hashlib
import importlib
from pathlib import Path

# the parts of the package whose code decides what a load computes (not the CLI, not the benchmarks)
PACKAGES = ("jit_runtime", "jit_runtime.dsl", "jit_runtime.grammar", "jit_runtime.lowering", "jit_runtime.jit",
            "jit_runtime.ops_library", "jit_runtime.onnx", "jit_runtime.onnx.passes", "jit_runtime.onnx.bindings")
SUFFIXES = (".py", ".opdsl", ".lark")


@functools.lru_cache(maxsize=None)
def code() -> str:
    """sha256 over the package's source files (names and bytes; __init__.py holds the
    version) and library versions."""
    h = hashlib.sha256(f"jit_runtime {_versions()}\n".encode())
    for name in PACKAGES:
        mod = importlib.import_module(name)
        root = Path(getattr(mod, "__file__", "") or "").parent
        try:
            files = sorted(p for p in root.iterdir() if p.suffix in SUFFIXES and p.is_file())
        except OSError:
            files = []
        for p in files:
            try:
                data = p.read_bytes()
            except OSError:
                data = b"?"
            h.update(f"{name}/{p.name} {len(data)}\n".encode())
            h.update(data)
    return h.hexdigest()


def _versions() -> str:
    """numpy, onnx, lark and llvmlite versions, from their metadata (not importing onnx)."""
    from importlib import metadata
    out = []
    for dist in ("numpy", "onnx", "lark", "llvmlite"):
        try:
            out.append(f"{dist} {metadata.version(dist)}")
        except metadata.PackageNotFoundError:
            out.append(f"{dist} -")
    return " ".join(out)


@functools.lru_cache(maxsize=None)
def target_key(device: str | None) -> str:
    """The machine code's target for a device profile: triple, CPU, features."""
    from .device import profile
    t = profile(device).target()
    return f"{t.triple}|{t.cpu}|{t.features}"
