"""Op: a checked DSL op you can call on numpy arrays; compiles one kernel per specialization."""
from __future__ import annotations

import ctypes
import functools
import hashlib
import threading
from collections import OrderedDict
import time
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from .binding import DTYPES, Call, bind, boundary, guard, pointers
from .device import Profile, profile, runnable
from .dsl.check import CheckedOp
from .dsl.shapes import shape_text
from .opdoc import value_text
from .jit import compile_ahead, compile_ir, default_cache, emit_asm, load_cached
from . import fingerprint, kernelindex
from .kernelindex import facts_of
from .loadprofile import kernel_event, stage
from .lowering import (LOWERING_VERSION, STRATEGIES, Lowered, NotEligible, Spec,
                       check_f16, loop_ir, lower_kernel)
from . import tuning
from .variants import DEFAULT_VARIANT, VariantSpec, parse_variant  # noqa: F401 (re-exported)
from .log import get as _logger
from .launch import (FULL_RANGE, CompiledKernel, Launch, _recording, compiling_ahead,  # noqa: F401
                     eval_iexpr, launches_recorded, record_calls, record_launches)  # (re-exported)

_log = _logger("kernel")


# machine code address -> (object cache key, symbol, op name) of every kernel this process
# loaded from (or wrote to) the object cache: what a frozen plan (onnx/frozen.py) names
ORIGINS: dict[int, tuple[str, str, str]] = {}


class _Recent:
    """The most recent lowerings, shared by all ops: a graph pass that lowers a layer to
    compare loop nests and the first run that compiles it lower it once (the same op,
    Spec, variant and device give the same Lowered: it is a pure function of them)."""

    def __init__(self, size: int):
        self.size = size
        self._d: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key) -> Lowered | None:
        with self._lock:
            low = self._d.get(key)
            if low is not None:
                self._d.move_to_end(key)
            return low

    def put(self, key, low: Lowered) -> Lowered:
        with self._lock:
            self._d[key] = low
            while len(self._d) > self.size:
                self._d.popitem(last=False)
        return low


_lowered = _Recent(64)


@dataclass(frozen=True)
class _Ready:
    """A call pattern seen before: its output shapes and launch, valid while the tuning
    generation is unchanged."""
    out_shapes: tuple[tuple[int, ...], ...]
    launch: Launch
    generation: int


class VariantNotEligible(ValueError):
    """A variant the op or this device can't take (lut tables too coarse for the contract,
    f16 where the device has no half conversions): a consistency check skips it."""


class Op:
    """One operator from .opdsl source. Call it like a function on float32 arrays."""

    def __init__(self, checked: CheckedOp):
        self.checked = checked
        self._kernels: dict[tuple, CompiledKernel] = {}
        self._variants: tuple[str, ...] | None = None
        self._ready: dict[tuple, _Ready] = {}
        self._aliasable: frozenset[int] | None = None
        self._lock = threading.Lock()

    # --- description -----------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.checked.name

    @property
    def variants(self) -> tuple[str, ...]:
        """The strategies this op offers: scalar and simd always; lut where the op has a
        transcendental sub-expression and the tables' measured error fits its contract; f16
        where it is elementwise arithmetic on f16 tensors and its contract allows half's
        rounding (lowering/half.py; it runs on devices with half conversions)."""
        if self._variants is None:
            self._variants = ("scalar", "simd") + self._offered()
        return self._variants

    def _offered(self) -> tuple[str, ...]:
        """lut and f16, where the op takes them (with its attributes' defaults)."""
        from .binding import _attrs
        cop = self.checked
        try:
            spec = Spec(attrs=tuple(sorted(_attrs(cop, {}).items())), batch_rank=1 if cop.has_ellipsis else 0)
        except TypeError:  # an attribute without a default: nothing to lower yet
            return ()
        names: list[str] = []
        for name, check in (("lut", lambda: loop_ir(cop, spec, "lut")), ("f16", lambda: check_f16(cop, spec))):
            try:
                check()
                names.append(name)
            except (NotEligible, TypeError):
                pass
        return tuple(names)

    @property
    def accuracy(self):
        return self.checked.accuracy

    @property
    def signature(self) -> str:
        op = self.checked.op
        def t(p):
            return f"{p.name}: {shape_text(p)}"
        attrs = [f"{a.name}: {a.type}" + (f" = {value_text(a.default, a.type)}" if a.default is not None else "")
                 for a in op.attrs]
        outs = ", ".join(t(p) for p in op.outputs)
        return f"{op.name}({', '.join([t(p) for p in op.inputs] + attrs)}) -> {outs}"

    def __repr__(self) -> str:
        return f"<op {self.signature}>"

    def __get__(self, obj: Any, owner: Any = None) -> "Op":
        """An op stored on a class stays the op (as a staticmethod would); being a
        descriptor also makes help() document it as a function (opdoc.dress)."""
        return self

    # --- compiling -------------------------------------------------------------------
    def lower(self, spec: Spec, variant: str = DEFAULT_VARIANT, device: str | Profile | None = None) -> Lowered:
        self._check_options(variant, device, None)
        prof = profile(device)
        key = (self.meaning, spec, variant, prof)
        low = _lowered.get(key)
        if low is None:
            low = _lowered.put(key, self._lower(spec, variant, prof))
        return low

    def _lower(self, spec: Spec, variant: str, prof: Profile) -> Lowered:
        try:
            vs = parse_variant(variant)
        except ValueError as e:
            raise ValueError(f"op {self.name}: {e}") from None
        if vs.strategy not in STRATEGIES:
            raise ValueError(f"op {self.name}: unknown variant '{variant}'; "
                             f"variants: {', '.join(self.variants)}")
        try:
            return lower_kernel(self.checked, spec, vs.strategy, prof.lanes, name=self.name, lut=vs.lut,
                                schedule=vs.schedule, half_edges=vs.half_edges)
        except NotEligible as e:
            raise VariantNotEligible(f"op {self.name}: variant '{variant}' is not eligible on "
                                     f"{prof.name}: {e}") from None

    @property
    def meaning(self) -> str:
        """What the op's kernels are made from: sha256 of its name and source text (and of
        its AST where it has no text; writing a large AST out costs more)."""
        h = self.__dict__.get("_meaning")
        if h is None:
            op = self.checked.op
            what = f"{op.name}\0{op.source}" if op.source else repr(op)
            h = self._meaning = hashlib.sha256(what.encode()).hexdigest()
        return h

    def kernel(self, spec: Spec, variant: str, device: str | Profile | None = None) -> CompiledKernel:
        prof = profile(device)
        key = (spec, variant, prof.name)
        k = self._kernels.get(key)
        if k is not None:
            return k
        why = runnable(prof)
        if why is not None:
            raise RuntimeError(f"op {self.name}: can't run here: {why}")
        with self._lock:  # each kernel compiles once, whichever thread asks first
            k = self._kernels.get(key)
            if k is None:
                k = self._kernels[key] = self._build(spec, variant, prof)
        return k

    def prepare(self, spec: Spec, variant: str, device: str | Profile | None = None) -> bool:
        """Start compiling this kernel in a worker process (jit.compile_ahead), unless it is
        compiled, indexed or cached already; kernel() then finds it. True if started."""
        prof = profile(device)
        if (spec, variant, prof.name) in self._kernels or runnable(prof) is not None:
            return False
        if kernelindex.index().enabled:
            found = kernelindex.lookup(kernelindex.key(self.meaning, spec, variant, prof.name,
                                                       fingerprint.target_key(prof.name), fingerprint.code()))
            if found is not None and default_cache().has(found[0]):
                return False
        with stage("kernel lowering"):
            low = self.lower(spec, variant, prof)
        return compile_ahead(low.llvm, prof.target(pipeline=low.pipeline), salt=f"lowering={LOWERING_VERSION}")

    def _dry_call(self, args, variant, device, threads, out, attrs):
        """__call__ in a dry run (compiling_ahead): the call checked and its kernel chosen as
        a real call would, its compile started, zeros returned."""
        if tuning.is_choice(variant):
            variant, device, threads = tuning.split_choice(self.name, variant, device, threads)
        self._check_options(variant, device, threads)
        call = bind(self.checked, args, attrs)
        outputs = [np.zeros(s, d) for s, d in zip(call.out_shapes, self.out_dtypes)] if out is None \
            else self._outputs(call, out)
        if any(o.size for o in outputs):
            if variant == "auto" and device is None:
                cand, _ = tuning.choose(self, call)
                variant, device = cand.variant, None if cand.device == "host" else cand.device
            elif variant == "auto":
                variant = DEFAULT_VARIANT
            if self.prepare(self.spec_for(call, variant), variant, device):
                _recording.ahead.append(self.name)
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def _build(self, spec: Spec, variant: str, prof: Profile) -> CompiledKernel:
        """The kernel's machine code: through the kernel index (no lowering) when a process
        has compiled it before, else lowered and compiled (or read from the object cache)."""
        t0 = time.perf_counter()
        target = prof.target()
        ikey = kernelindex.key(self.meaning, spec, variant, prof.name, fingerprint.target_key(prof.name),
                               fingerprint.code()) if kernelindex.index().enabled else None
        found = kernelindex.lookup(ikey) if ikey else None
        mod = None
        if found is not None:
            with stage("cache reads"):
                mod = load_cached(found[0], target)
            facts, lines = found[1], 0
        if mod is None:
            with stage("kernel lowering"):
                low = self.lower(spec, variant, prof)
            mod = compile_ir(low.llvm, prof.target(pipeline=low.pipeline), salt=f"lowering={LOWERING_VERSION}")
            facts, lines = facts_of(low), low.llvm.count("\n")
            if ikey and mod.key:
                kernelindex.store(ikey, mod.key, facts, self.name)
        source = "index" if found is not None and not lines else "disk cache" if mod.from_cache else "compiled"
        dt = time.perf_counter() - t0
        _log.debug("op %s: %s kernel for %s %s in %.1f ms", self.name, variant, prof.name,
                   {"index": "loaded through the kernel index", "disk cache": "loaded from the cache"}.get(
                       source, "compiled"), dt * 1e3)
        kernel_event(self.name, variant, prof.name, source, dt, lines)
        argtypes = (ctypes.c_void_p,) * (facts.pointers + 1) + (ctypes.c_int64,) * (len(facts.sizes) + 2)
        fn = mod.function(facts.symbol, argtypes)
        if mod.key and isinstance(fn, ctypes._CFuncPtr):  # (not a Python stand-in)
            ORIGINS[ctypes.cast(fn, ctypes.c_void_p).value or 0] = (mod.key, facts.symbol, self.name)
        return CompiledKernel(facts, mod, fn, None if found and not lines else low,
                              lambda: self.lower(spec, variant, prof))

    def asm(self, spec: Spec, variant: str = DEFAULT_VARIANT, device: str | Profile | None = None) -> str:
        prof = profile(device)
        low = self.lower(spec, variant, prof)
        return emit_asm(low.llvm, prof.target(pipeline=low.pipeline))

    def spec_for(self, call: Call, variant: str) -> Spec:
        """The call's specialization, with its sizes compiled in for a static variant."""
        if isinstance(variant, str) and ":" in variant:
            try:
                static = parse_variant(variant).static
            except ValueError as e:
                raise ValueError(f"op {self.name}: {e}") from None
            if static:
                return replace(call.spec, static=tuple(sorted(call.sizes.items())))
        return call.spec

    # --- calling ---------------------------------------------------------------------
    @property
    def aliasable(self) -> frozenset[int]:
        """The inputs an output may be written exactly over: the op reads them only at the
        element it writes. Pointwise ops (statements `t[...] = f(x[...], ...)` only, which
        fuse into one loop) for every input; else one statement `y[i, j, ...] = f(...)`
        reading the input only as `x[i, j, ...]` (a fused conv's residual). A lowering that
        stores partial values to the output first refuses it at launch (CompiledKernel)."""
        if self._aliasable is None:
            from .dsl import ast as A
            from .dsl.shapes import children
            op = self.checked.op

            def accesses(e) -> list:
                if isinstance(e, A.Access):
                    return [e] + [a for i in e.indices for a in accesses(i)]
                return [a for c in children(e) for a in accesses(c)]

            def ok(e) -> bool:
                if isinstance(e, A.Access):
                    return len(e.indices) == 1 and isinstance(e.indices[0], A.EllipsisIndex)
                if isinstance(e, A.Reduce):
                    return False
                return all(ok(c) for c in children(e))
            names = [p.name for p in op.inputs]
            if len(op.outputs) == 1 and all(st.indices and all(isinstance(i, A.EllipsisIndex) for i in st.indices)
                                            and ok(st.value) for st in op.body):
                self._aliasable = frozenset(range(len(names)))  # element i written after all at i is read
            elif len(op.outputs) == 1 and len(op.body) == 1 and all(isinstance(i, str) for i in op.body[0].indices):
                st = op.body[0]
                at = tuple(A.Name(i) for i in st.indices)
                reads = accesses(st.value)
                self._aliasable = frozenset(k for k, n in enumerate(names)
                                            if all(a.indices == at for a in reads if a.tensor == n))
            else:
                self._aliasable = frozenset()
        return self._aliasable

    @functools.cached_property
    def out_dtypes(self) -> tuple[np.dtype, ...]:
        """The outputs' numpy dtypes (their element types)."""
        return tuple(DTYPES[p.dtype] for p in self.checked.op.outputs)

    def _outputs(self, call: Call, out: Any) -> list[np.ndarray]:
        """New output arrays, or the out= arrays as a list (the boundary checks them)."""
        if out is None:
            outs = []
            for name, shape, dt in zip((p.name for p in self.checked.op.outputs), call.out_shapes,
                                       self.out_dtypes):
                try:
                    outs.append(np.empty(shape, dt))
                except MemoryError as e:
                    raise ValueError(f"op {self.name}: output '{name}' of shape {shape} can't be "
                                     f"allocated: {e}") from None
            return outs
        if isinstance(out, np.ndarray):
            outs = [out]
        elif isinstance(out, (list, tuple)):
            outs = list(out)
        else:
            raise TypeError(f"op {self.name}: out= takes an array or a list of arrays, got {type(out).__name__}")
        names = [p.name for p in self.checked.op.outputs]
        if len(outs) != len(names):
            raise TypeError(f"op {self.name}: out= needs {len(names)} arrays ({', '.join(names)}), "
                            f"got {len(outs)}")
        return outs

    def _check_options(self, variant: Any, device: Any, threads: Any) -> None:
        """variant, device and threads: their types and values, with the op named."""
        if not isinstance(variant, str):
            raise TypeError(f"op {self.name}: variant must be a string ('auto', "
                            f"{', '.join(repr(v) for v in self.variants)}), got {variant!r}")
        if variant != "auto":
            try:
                parse_variant(variant)
            except ValueError as e:
                raise ValueError(f"op {self.name}: {e}") from None
        if device is not None and not isinstance(device, Profile):
            if not isinstance(device, str):
                raise TypeError(f"op {self.name}: device must be a profile name or a Profile, got {device!r}")
            try:
                profile(device)
            except ValueError as e:
                raise ValueError(f"op {self.name}: {e}") from None
        if threads is not None:
            if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)):
                raise TypeError(f"op {self.name}: threads must be a positive int or None, got {threads!r}")
            if threads < 1:
                raise ValueError(f"op {self.name}: threads must be at least 1, got {threads}")

    def bind(self, *args: Any, **attrs: Any) -> Call:
        return bind(self.checked, args, attrs)

    def __call__(self, *args: Any, variant: str = "auto", device: str | Profile | None = None,
                 threads: int | None = None, out: Any = None, **attrs: Any):
        """Run the op. `variant`: "auto" takes the tuned choice for this shape on this
        device, or the heuristic; or name one of `variants`. `threads`: None lets the
        runtime decide (small work stays on one thread); JIT_RUNTIME_NUM_THREADS caps it.
        `out`: arrays (one per output, float32, C-contiguous, the output's shape, not
        overlapping any input except being exactly one in `aliasable`) to write
        into instead of new ones."""
        if _recording.ahead is not None:
            return self._dry_call(args, variant, device, threads, out, attrs)
        if _recording.ops is not None:
            _recording.ops.append((self, tuple(np.array(a, copy=True) for a in args), dict(attrs)))
        try:  # the fast path: a call pattern seen before (any argument unhashable: not one)
            key = (tuple([a.shape for a in args]), tuple(attrs.items()), variant, device, threads)
            ready = self._ready.get(key)
        except (AttributeError, TypeError):
            key = ready = None
        if ready is not None and ready.generation == tuning.generation:
            outputs = ([np.empty(s, d) for s, d in zip(ready.out_shapes, self.out_dtypes)] if out is None else
                       [out] if type(out) is np.ndarray else list(out) if type(out) in (list, tuple) else None)
            # the boundary's checks; any doubt (a strided input, a bad out=) takes the full path
            ptrs = pointers(ready.launch.boundary, args, outputs, out is None) if outputs is not None else None
            if ptrs is not None:
                ready.launch.go(ptrs)
                return outputs[0] if len(outputs) == 1 else tuple(outputs)
        if tuning.is_choice(variant):  # a tuned candidate: simd@x86-64-v3/t1
            variant, device, threads = tuning.split_choice(self.name, variant, device, threads)
        self._check_options(variant, device, threads)
        call = bind(self.checked, args, attrs)
        outputs = self._outputs(call, out)
        bound = boundary(self.checked, call, self.aliasable)
        guard(bound, call.inputs, outputs)  # before compiling: a bad out= is refused first
        if not any(o.size for o in outputs):
            return outputs[0] if len(outputs) == 1 else tuple(outputs)
        explored = False
        if variant == "auto" and device is None:
            cand, _ = tuning.choose(self, call)
            if cand is tuning.HEURISTIC and tuning.online_tuning():
                result = tuning.explore(self, call, args, attrs)
                if result is not None:
                    return result[0]
                explored = True
            variant = cand.variant
            device = None if cand.device == "host" else cand.device
            if threads is None and cand.threads:
                threads = cand.threads
        elif variant == "auto":
            variant = DEFAULT_VARIANT
        launch = self.kernel(self.spec_for(call, variant), variant, device).launch(call, threads, bound)
        launch.run(call.inputs, outputs)
        if key is not None and not explored and all(type(a) is np.ndarray for a in args):
            self._ready[key] = _Ready(call.out_shapes, launch, tuning.generation)
        return outputs[0] if len(outputs) == 1 else tuple(outputs)
