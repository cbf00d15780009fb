"""Machine code from LLVM IR text: target machines, O3 pipelines, MCJIT, ctypes entry points.

This layer compiles IR whatever made it: it knows nothing of the DSL or of ONNX.
"""
from .cache import CacheWarning, ObjectCache, default_cache
from .compiler import (CompiledModule, Target, compile_ahead, compile_ir, emit_asm, emit_object, host_target,
                       load_cached)

__all__ = ["CacheWarning", "CompiledModule", "ObjectCache", "Target", "compile_ahead", "compile_ir", "default_cache",
           "emit_asm", "emit_object", "host_target", "load_cached"]
