"""Compile LLVM IR text for a target with llvmlite, in-process or to an object file."""
from __future__ import annotations

import contextlib
import ctypes
import functools
import logging
import threading
import time
from dataclasses import dataclass

import llvmlite.binding as llvm

from . import pool
from .cache import ObjectCache, default_cache

_log = logging.getLogger("jit_runtime.jit")  # (jit imports nothing of the runtime: the name only)

_lock = threading.RLock()  # LLVM's global state (targets, options) is not thread-safe

# A caller may time this layer's work: stage_hook(name) -> a context manager, entered around
# cache reads ("cache reads") and LLVM's optimizer and code generator ("LLVM compile").
stage_hook = None


def _stage(name: str):
    hook = stage_hook
    return hook(name) if hook is not None else contextlib.nullcontext()


@functools.lru_cache(maxsize=None)
def _initialize() -> None:
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()


# LLVM's optimizer pipelines, by name (Target.pipeline):
# - "default": LLVM's O`opt_level` pipeline, loop and SLP vectorizers on: the loop-nest
#   emitter's kernels keep scalar loops (a transpose's, a pooling window's) that LLVM's
#   unroller and vectorizers speed up (shufflenet_v2's transposes and max pool took 1.5-2.6x
#   as long without them).
# - "tiled": for the register-tiled kernels (GEMM, direct and depthwise convolution,
#   stencils), whose vectors and register tiles the lowering chose for the device: only
#   what their emitter leaves to LLVM (always-inline, SROA, instcombine, GVN, dead stores,
#   CFG cleanup). O3 unrolled their tiles again (resnet50's 3x3 conv kernel: 128 FMA
#   instructions where the lowering wrote 48) and made them slower: on Zen 3,
#   densenet121 ran at 0.61-0.63x onnxruntime's speed under "default" and 0.80-0.81x under
#   "tiled", efficientnet_b0 0.60-0.62x against 0.76-0.77x; and their compile took half
#   the time (resnet50's 13 kernels 1.8 s against 4.2 s).
PIPELINES = ("default", "tiled")
_TILED_PASSES = ("always_inliner", "sroa", "instruction_combine", "simplify_cfg", "new_gvn",
                 "instruction_combine", "dead_store_elimination", "simplify_cfg")


@dataclass(frozen=True)
class Target:
    """What the machine code is for: triple, CPU name and LLVM feature string; and how it
    is made: opt level and pipeline (PIPELINES)."""
    triple: str
    cpu: str
    features: str = ""
    opt_level: int = 3
    pipeline: str = "default"

    def __post_init__(self) -> None:
        if self.pipeline not in PIPELINES:
            raise ValueError(f"unknown LLVM pipeline {self.pipeline!r}; pipelines: {', '.join(PIPELINES)}")

    def key(self) -> str:
        return f"{self.triple}|{self.cpu}|{self.features}|O{self.opt_level}|{self.pipeline}"


@functools.lru_cache(maxsize=None)
def host_target() -> Target:
    _initialize()
    return Target(llvm.get_process_triple(), llvm.get_host_cpu_name(),
                  llvm.get_host_cpu_features().flatten())


@functools.lru_cache(maxsize=None)
def _riscv_vectors() -> None:
    """LLVM aborts the process on RVV code unless told VLEN >= 128 first (global state)."""
    llvm.set_option("", "-riscv-v-vector-bits-min=128")


def _code_model(target: Target) -> str:
    """x86-64's large code model: constants are addressed by absolute 64-bit values, not
    32-bit offsets from the code. MCJIT maps an object's code and data sections apart,
    and once the process's address space is fragmented (large arrays come and go) they
    can land more than 2 GB apart, which the small model cannot relocate (LLVM aborts the
    process). Other targets keep the default."""
    return "large" if target.triple.startswith("x86_64") else "default"


# Changing how IR becomes machine code here (target machine options, the pipeline, global
# LLVM options)? Bump cache.CODEGEN_VERSION so disk-cached objects are not reused.
def _target_machine(target: Target) -> "llvm.TargetMachine":
    _initialize()
    if target.triple.startswith("riscv"):
        _riscv_vectors()
    tgt = llvm.Target.from_triple(target.triple)
    return tgt.create_target_machine(cpu=target.cpu, features=target.features,
                                     opt=target.opt_level, reloc="pic", codemodel=_code_model(target))


def _optimized(ir: str, target: Target, tm) -> "llvm.ModuleRef":
    mod = llvm.parse_assembly(ir)
    mod.triple = target.triple
    mod.data_layout = str(tm.target_data)
    mod.verify()
    if target.opt_level <= 0:
        return mod
    pto = llvm.create_pipeline_tuning_options(speed_level=target.opt_level)
    pto.loop_vectorization = pto.slp_vectorization = target.pipeline == "default"
    pb = llvm.create_pass_builder(tm, pto)
    if target.pipeline == "tiled":
        mpm = llvm.create_new_module_pass_manager()
        for name in _TILED_PASSES:
            getattr(mpm, f"add_{name}_pass")()
        mpm.run(mod, pb)
    else:
        pb.getModulePassManager().run(mod, pb)
    return mod


class CompiledModule:
    """A module loaded into this process; keeps its engine (and target machine) alive.
    `from_cache`: its object came from the disk cache (no optimizer, no codegen ran)."""

    def __init__(self, engine, tm, module, from_cache: bool = False, key: str = ""):
        self._engine, self._tm, self._module = engine, tm, module
        self.from_cache = from_cache
        self.key = key  # its object cache key ("" when compiled without the disk cache)

    def address(self, name: str) -> int:
        addr = self._engine.get_function_address(name)
        if not addr:
            raise LookupError(f"no function '{name}' in the compiled module")
        return addr

    def function(self, name: str, argtypes: tuple) -> ctypes._CFuncPtr:
        """A ctypes entry point; CFUNCTYPE releases the GIL for the duration of the call."""
        proto = ctypes.CFUNCTYPE(None, *argtypes)
        return proto(self.address(name))


def _load_object(obj: bytes, target: Target, tm, from_cache: bool, key: str = "") -> CompiledModule:
    """Link an object file into a new engine built on an empty module. No optimizer or
    codegen runs, so the code in use is byte for byte what the cache holds."""
    backing = llvm.parse_assembly("")
    backing.triple = target.triple
    backing.data_layout = str(tm.target_data)
    engine = llvm.create_mcjit_compiler(backing, tm)
    engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
    engine.finalize_object()
    return CompiledModule(engine, tm, backing, from_cache, key)


def compile_ir(ir: str, target: Target | None = None, *,
               cache: ObjectCache | None | bool = True, salt: str = "") -> CompiledModule:
    """Optimize (O3 by default, target.pipeline) and JIT-compile IR text for a target this
    process can run.

    cache: True uses default_cache(), an ObjectCache uses that cache, and False/None keep
    everything in memory. salt: anything else the IR's meaning depends on (the runtime
    passes its lowering version); it is part of the key."""
    target = target or host_target()
    store = default_cache() if cache is True else (cache or None)
    if store is None or not store.enabled:
        with _stage("LLVM compile"), _lock:
            tm = _target_machine(target)  # one target machine per engine
            mod = _optimized(ir, target, tm)
            engine = llvm.create_mcjit_compiler(mod, tm)
            engine.finalize_object()
            return CompiledModule(engine, tm, mod)
    key = store.key(ir, target, salt)
    ahead = pool.take(key)
    if ahead is not None:  # announced by compile_ahead: a worker process compiles it
        with _stage("LLVM compile"):
            try:
                obj, _symbols = ahead.result()
            except Exception as e:  # noqa: BLE001 - (cancelled, the worker died, LLVM refused it)
                _log.debug("compile worker: %s; compiling in-process", e)
                obj = None
            if obj is not None:
                with _lock:
                    return _load_object(obj, target, _target_machine(target), from_cache=False, key=key)
    else:
        with _stage("cache reads"):
            obj = store.get(key)  # file I/O outside the LLVM lock
            if obj is not None:
                with _lock:
                    _log.debug("cache hit %s (%s, %d bytes of code)", key[:16], target.cpu, len(obj))
                    return _load_object(obj, target, _target_machine(target), from_cache=True, key=key)
    with _stage("LLVM compile"), _lock:
        tm = _target_machine(target)
        t0 = time.perf_counter()
        mod = _optimized(ir, target, tm)
        obj = tm.emit_object(mod)
        symbols = [v.name for v in (*mod.functions, *mod.global_variables) if not v.is_declaration]
        compiled = _load_object(obj, target, tm, from_cache=False, key=key)
    _log.debug("cache miss %s: compiled %d lines of IR for %s in %.1f ms", key[:16], ir.count("\n"),
               target.cpu, (time.perf_counter() - t0) * 1e3)
    store.put(key, obj, {**store.components(ir, target, salt), "symbols": symbols})
    return compiled


def compile_ahead(ir: str, target: Target | None = None, *, salt: str = "") -> bool:
    """Start compiling `ir` in a worker process (pool.py): compile_ir of the same IR and
    salt later takes its object instead of compiling. False when there is nothing to do:
    the disk cache has it, it is under way, or there are no workers (no disk cache, or
    JIT_RUNTIME_COMPILE_WORKERS=0)."""
    target = target or host_target()
    store = default_cache()
    workers = pool.pool()
    if workers is None or not store.enabled:
        return False
    key = store.key(ir, target, salt)
    if store.has(key):
        return False
    meta = store.components(ir, target, salt)

    def keep(obj: bytes, symbols: list) -> None:
        if not store.validate or not store.validate(obj):
            store.put(key, obj, {**meta, "symbols": symbols})
    return workers.ahead(key, ir, target, keep)


def load_cached(key: str, target: Target | None = None, cache: ObjectCache | None = None) -> CompiledModule | None:
    """The module whose object the cache holds under `key` (compile_ir's key of some IR),
    or None when there is no such entry: what the runtime's kernel index finds without
    making the IR again."""
    target = target or host_target()
    store = cache or default_cache()
    if not store.enabled:
        return None
    with _stage("cache reads"):
        obj = store.get(key)
        if obj is None:
            return None
        with _lock:
            return _load_object(obj, target, _target_machine(target), from_cache=True, key=key)


def emit_asm(ir: str, target: Target | None = None) -> str:
    target = target or host_target()
    with _lock:
        tm = _target_machine(target)
        return tm.emit_assembly(_optimized(ir, target, tm))


def emit_object(ir: str, target: Target | None = None) -> bytes:
    target = target or host_target()
    with _lock:
        tm = _target_machine(target)
        return tm.emit_object(_optimized(ir, target, tm))


def optimized_ir(ir: str, target: Target | None = None) -> str:
    target = target or host_target()
    with _lock:
        tm = _target_machine(target)
        return str(_optimized(ir, target, tm))
