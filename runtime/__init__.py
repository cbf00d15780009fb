"""jit_runtime: operators written once in .opdsl, JIT-compiled with LLVM for the CPU at hand.

    import numpy as np, jit_runtime as jr
    y = jr.ops.softmax(np.random.randn(8, 1000).astype(np.float32))
    mine = jr.load_ops("my_ops.opdsl")
"""
from __future__ import annotations


from typing import Any

from . import log as _log
from .device import PROFILES, Device, Profile, probe
from .dsl import DSLError
from .kernel import Op
from .library import OpSet, load_library, load_ops, shipped  # noqa: F401 (load_library: re-exported)
from .lowered import LoweredOp, lower


def tune(*args: Any, **kwargs: Any):
    """Measure an op's candidates on real shapes and remember the fastest.
    See jit_runtime.tuner.tune."""
    from .tuner import tune as run
    return run(*args, **kwargs)


def check_consistency(*args: Any, **kwargs: Any):
    """Run ops under every variant on every device profile against a float64 reference.
    See jit_runtime.consistency.check_consistency."""
    from .consistency import check_consistency as run
    return run(*args, **kwargs)

def run(model, inputs, **options):
    """Run an ONNX model (path, bytes or onnx.ModelProto) on inputs (name -> numpy array);
    outputs by name in graph output order. Options as for jit_runtime.Session."""
    from .onnx.session import run as run_model
    return run_model(model, inputs, **options)


__version__ = "0.1.0"

_log.configure_from_env()

def list_ops() -> list[str]:
    """Names of the shipped library's ops."""
    return shipped().names()


def __getattr__(name: str) -> Any:
    if name == "ops":
        return shipped()
    if name == "Session":  # imported on first use: `import jit_runtime` stays light
        from .onnx.session import Session
        return Session
    raise AttributeError(f"module 'jit_runtime' has no attribute '{name}'")


__all__ = ["tune", "check_consistency", "DSLError", "Device", "LoweredOp", "Op", "OpSet", "PROFILES", "Profile",
           "list_ops", "load_ops", "lower", "ops", "probe", "run", "Session"]
