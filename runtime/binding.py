"""Arguments -> a checked call, and the guard every native call passes through.

`bind` turns what the user passed into a `Call`: dtypes, shapes against the op's
signature, size variables, attributes, batch dims; inputs made C-contiguous and aligned
(a copy where needed). The result says how to specialize the kernel (`Spec`).

The native boundary lives here too, in one place: a `Boundary` is what one kernel launch
may be given (derived from the signature and the call's shapes), `pointers` checks arrays
against it cheaply on every launch and `guard` says precisely what is wrong (TypeError or
ValueError naming the op, the parameter, the expected and the actual). `check_pointers`
does what can be done for raw pointers (a session's replay). Checks: count of arrays,
numpy ndarray, dtype (the parameter's element type), exact shape,
C-contiguity, data pointer aligned to its element (ALIGN for float32), outputs writable, no output overlapping an
input (except being exactly one the op reads only at the element it writes) or another output.
"""
from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import numpy as np

from .dsl import ast as A
from .dsl.check import CheckedOp
from .dsl.shapes import bind_dims, eval_int, shape_text, source
from .dsl.types import numpy_dtype
from .lowering import Spec

class _Dtypes(dict):
    """The language's element types as numpy sees them (dsl/types.py); bf16 is
    ml_dtypes' bfloat16, imported when an op first uses it."""
    def __missing__(self, elem: str) -> np.dtype:
        self[elem] = numpy_dtype(elem)
        return self[elem]


DTYPES = _Dtypes(f32=np.dtype(np.float32))
INT_ATTR_MAX = 2**63 - 1  # int attributes are i64 constants in the kernels
MAX_BYTES = np.iinfo(np.intp).max  # numpy's own limit on one array


@dataclass(frozen=True)
class Call:
    spec: Spec
    sizes: dict[str, int]           # every size the kernel takes, by name
    inputs: tuple[np.ndarray, ...]  # float32, C-contiguous
    out_shapes: tuple[tuple[int, ...], ...]


_shape_text = shape_text


def _attrs(cop: CheckedOp, given: Mapping[str, Any]) -> dict[str, float | int]:
    op = cop.op
    known = {a.name: a for a in op.attrs}
    for k in given:
        if k not in known:
            names = ", ".join(known) or "none"
            raise TypeError(f"op {op.name}: unknown attribute '{k}' (attributes: {names})")
    out: dict[str, float | int] = {}
    for a in op.attrs:
        if a.name in given:
            v = given[a.name]
            if a.type == "int":
                if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
                    if isinstance(v, (float, np.floating)) and float(v).is_integer():
                        v = int(v)
                    else:
                        raise TypeError(f"op {op.name}: attribute '{a.name}' is int; got {v!r}")
                if not -INT_ATTR_MAX <= int(v) <= INT_ATTR_MAX:
                    raise ValueError(f"op {op.name}: attribute '{a.name}' = {int(v)} does not fit "
                                     "in a 64-bit integer")
                if a.name in cop.i32_attrs and not -2**31 <= int(v) < 2**31:
                    raise ValueError(f"op {op.name}: attribute '{a.name}' = {int(v)} is computed in i32 "
                                     "and does not fit in it")
                out[a.name] = int(v)
            else:
                if not isinstance(v, (int, float, np.integer, np.floating)) or isinstance(v, bool):
                    raise TypeError(f"op {op.name}: attribute '{a.name}' is f32; got {v!r}")
                out[a.name] = float(np.float32(v))
        elif a.default is None:
            raise TypeError(f"op {op.name}: missing attribute '{a.name}' ({a.type}, no default)")
        else:
            out[a.name] = a.default
    return out


def _array(cop: CheckedOp, p: A.TensorParam, x: Any) -> np.ndarray:
    """The input as the kernel needs it: a C-contiguous, aligned array of the param's
    dtype (a copy of a strided or misaligned view; never a conversion of the dtype)."""
    name = cop.op.name
    given = type(x).__name__
    if not isinstance(x, np.ndarray):
        if isinstance(x, (list, tuple, int, float, np.generic)):
            x = np.asarray(x)
        else:
            raise TypeError(f"op {name}: input '{p.name}' must be a numpy array, got {given}")
    want = DTYPES[p.dtype]
    if x.dtype != want:
        what = f"{given} of {x.dtype}" if given != "ndarray" else str(x.dtype)
        how = "ml_dtypes.bfloat16" if p.dtype == "bf16" else f"np.{want}"
        raise TypeError(f"op {name}: input '{p.name}' must be {want}, got {what} "
                        f"(convert with .astype({how}))")
    if x.flags.c_contiguous and x.flags.aligned:
        return x
    try:
        return np.array(x, dtype=want, order="C", copy=True)  # (keeps 0-d arrays 0-d)
    except MemoryError as e:
        raise ValueError(f"op {name}: input '{p.name}' of shape {x.shape} is a strided view "
                         f"whose contiguous copy ({x.size * want.itemsize} bytes) can't be "
                         f"allocated: {e}") from None


def _count(cop: CheckedOp, args: Sequence[Any]) -> None:
    op = cop.op
    if len(args) != len(op.inputs):
        sig = ", ".join(f"{p.name}: {_shape_text(p)}" for p in op.inputs)
        raise TypeError(f"op {op.name} takes {len(op.inputs)} input"
                        f"{'s' if len(op.inputs) != 1 else ''} ({sig}); got {len(args)}")


def bind(cop: CheckedOp, args: tuple, attrs: Mapping[str, Any]) -> Call:
    _count(cop, args)
    values = _attrs(cop, attrs)
    arrays = tuple(_array(cop, p, x) for p, x in zip(cop.op.inputs, args))
    return _call(cop, values, arrays, [a.shape for a in arrays])


def bind_shapes(cop: CheckedOp, shapes: Sequence[Any], attrs: Mapping[str, Any]) -> Call:
    """The Call that arrays of these shapes would make, from the shapes alone (nothing is
    allocated, so any size can be lowered); its `inputs` are empty. For jr.lower(shapes=)."""
    _count(cop, shapes)
    values = _attrs(cop, attrs)
    checked = []
    for p, s in zip(cop.op.inputs, shapes):
        if not isinstance(s, (tuple, list)) or not all(
                isinstance(d, (int, np.integer)) and not isinstance(d, bool) and d >= 0 for d in s):
            raise TypeError(f"op {cop.op.name}: the shape of input '{p.name}' must be a tuple of "
                            f"non-negative ints, got {s!r}"[:300])
        checked.append(tuple(int(d) for d in s))
    return _call(cop, values, (), checked)


def _call(cop: CheckedOp, values: dict[str, float | int], arrays: tuple[np.ndarray, ...],
          shapes: list[tuple[int, ...]]) -> Call:
    op = cop.op
    env: dict[str, int] = {k: int(v) for k, v in values.items() if isinstance(v, int)}
    batch = bind_dims(op, cop.size_vars, shapes, env)
    batch_parts = [(p.name, tuple(s[:len(s) - len(p.fixed_dims)]))
                   for p, s in zip(op.inputs, shapes) if p.has_ellipsis]
    rank = len(batch)
    flags = {n: tuple(False for _ in range(rank - len(s))) + tuple(d != 1 for d in s)
             for n, s in batch_parts}
    dims: list[int] = []
    merged: dict[str, list[bool]] = {n: [] for n in flags}
    for k, size in enumerate(batch):
        if size == 1:
            continue
        col = {n: f[k] for n, f in flags.items()}
        if dims and all(merged[n][-1] == col[n] for n in flags):
            dims[-1] *= size
        else:
            dims.append(size)
            for n in flags:
                merged[n].append(col[n])
    if cop.has_ellipsis and not dims:
        dims = [1]
        merged = {n: [False] for n in flags}
    sizes = {k: v for k, v in env.items() if k in cop.size_vars}
    for k, d in enumerate(dims):
        sizes[f"B{k}"] = d
    out_shapes = []
    for p in op.outputs:
        shape = list(batch) if p.has_ellipsis else []
        for d in p.fixed_dims:
            try:
                v = eval_int(d, env)
            except ZeroDivisionError:
                raise ValueError(f"op {op.name}: output '{p.name}' dim {source(d)} divides by zero; "
                                 "check the attributes") from None
            if v < 0:
                raise ValueError(f"op {op.name}: output '{p.name}' would have a negative dim "
                                 f"{source(d)} = {v}; check the inputs and attributes")
            shape.append(v)
        nbytes = DTYPES[p.dtype].itemsize * math.prod(shape)
        if nbytes > MAX_BYTES:
            raise ValueError(f"op {op.name}: output '{p.name}' would have shape {tuple(shape)} "
                             f"({nbytes} bytes), more than one array can hold; check the inputs "
                             "and attributes")
        out_shapes.append(tuple(shape))
    spec = Spec(attrs=tuple(sorted(values.items())), batch_rank=len(dims),
                batch=tuple(sorted((n, tuple(f)) for n, f in merged.items())),
                unit_sizes=frozenset(k for k, v in env.items() if k in cop.size_vars and v == 1),
                static=tuple(sorted((k, env[k]) for k in cop.panel_sizes if k in env and env[k] != 1)))
    return Call(spec, sizes, arrays, tuple(out_shapes))


# --- the native boundary -------------------------------------------------------------------

ALIGN = 4
"""Bytes every float32 data pointer given to a kernel must be a multiple of (any other
element type: its size, numpy's dtype.alignment). The kernels' loads
and stores are declared `align 4` (the element size) and their vector accesses are
unaligned ones (plain vector loads at align 4, masked loads and gathers), so nothing needs
more: numpy's own allocations (16 bytes or more) always pass, and only views made from
byte buffers at odd offsets fail. `bind` copies such an input; an `out=` is refused."""


@dataclass(frozen=True)
class Boundary:
    """What one kernel launch may be given: from the op's signature (names, dtypes,
    aliasable inputs) and the call's shapes. Arrays are inputs then outputs, as the kernel's
    pointer arguments are."""
    op: str
    names: tuple[str, ...]                 # "input 'x'", ..., "out 'y'", ...
    shapes: tuple[tuple[int, ...], ...]
    dtypes: tuple[np.dtype, ...]
    n_in: int
    aliasable: frozenset[int]  # inputs an output may be exactly: read only at the element written
    nbytes: tuple[int, ...] = field(init=False)
    # (i, j, identical_ok): the pairs of arrays that must not overlap; outputs against
    # inputs and against each other, empty arrays left out
    pairs: tuple[tuple[int, int, bool], ...] = field(init=False)
    ins: tuple[tuple[tuple[int, ...], np.dtype], ...] = field(init=False)   # (shape, dtype) per input
    outs: tuple[tuple[tuple[int, ...], np.dtype], ...] = field(init=False)  # and per output

    def __post_init__(self) -> None:
        nbytes = tuple(math.prod(s) * d.itemsize for s, d in zip(self.shapes, self.dtypes))
        n = len(self.shapes)
        pairs = [(i, j, i in self.aliasable and self.shapes[i] == self.shapes[j])
                 for j in range(self.n_in, n) for i in range(j) if nbytes[i] and nbytes[j]]
        object.__setattr__(self, "nbytes", nbytes)
        object.__setattr__(self, "pairs", tuple(pairs))
        both = tuple(zip(self.shapes, self.dtypes))
        object.__setattr__(self, "ins", both[:self.n_in])
        object.__setattr__(self, "outs", both[self.n_in:])


def boundary(cop: CheckedOp, call: Call, aliasable: frozenset[int]) -> Boundary:
    op = cop.op
    return Boundary(op.name,
                    tuple(f"input '{p.name}'" for p in op.inputs)
                    + tuple(f"out '{p.name}'" for p in op.outputs),
                    tuple(x.shape for x in call.inputs) + tuple(call.out_shapes),
                    tuple(DTYPES[p.dtype] for p in (*op.inputs, *op.outputs)),
                    len(op.inputs), aliasable)


_addressof, _from_buffer = ctypes.addressof, ctypes.c_char.from_buffer


def address(a: np.ndarray) -> int:
    """The data pointer of a C-contiguous array. (a.ctypes.data costs about 1.2 us; the
    buffer protocol, for writable non-empty arrays, about 0.25 us; a read-only one, such
    as every session weight, goes straight to the former instead of through a raise.)"""
    if not a.flags.writeable:
        return a.ctypes.data
    try:
        return _addressof(_from_buffer(a))
    except (TypeError, ValueError, BufferError):  # empty
        return a.ctypes.data


_ndarray = np.ndarray


def pointers(b: Boundary, inputs: Sequence[Any], outputs: Sequence[Any],
             fresh: bool = False) -> list[int] | None:
    """The kernel's data pointers (inputs, then outputs) when every check passes, else None
    (then `guard` says what is wrong). Only identity, tuple and integer comparisons: this
    runs on every launch. fresh: the outputs were just made by np.empty from the
    boundary's own shapes (so only their addresses are needed)."""
    if len(inputs) != b.n_in or len(outputs) != len(b.outs):
        return None
    ptrs = []
    for a, (shape, dt) in zip(inputs, b.ins):
        if type(a) is not _ndarray or a.dtype is not dt or a.shape != shape or not a.flags.c_contiguous:
            return None
        p = address(a)
        if p % dt.alignment:
            return None
        ptrs.append(p)
    if fresh:
        for o in outputs:
            ptrs.append(address(o))
        return ptrs
    for o, (shape, dt) in zip(outputs, b.outs):
        if type(o) is not _ndarray or o.dtype is not dt or o.shape != shape:
            return None
        f = o.flags
        if not (f.c_contiguous and f.writeable):
            return None
        p = address(o)
        if p % dt.alignment:
            return None
        ptrs.append(p)
    return None if _first_overlap(b, ptrs) else ptrs


def accepts(b: Boundary, inputs: Sequence[Any]) -> bool:
    """The input checks of `pointers` (ndarray, dtype, shape, C-contiguous, aligned), for a
    caller that hands the arrays themselves to native code and makes its outputs fresh:
    a session's plan compiled into one native function."""
    if len(inputs) != b.n_in:
        return False
    for a, (shape, dt) in zip(inputs, b.ins):
        if type(a) is not _ndarray or (a.dtype is not dt and a.dtype != dt) or a.shape != shape:
            return False
        f = a.flags
        if not (f.c_contiguous and f.aligned):
            return False
    return True


def guard(b: Boundary, inputs: Sequence[Any], outputs: Sequence[Any]) -> list[int]:
    """The same checks as `pointers`, one at a time: the pointers, or a TypeError /
    ValueError naming the op, the parameter, what was expected and what was given."""
    op = b.op
    if len(inputs) != b.n_in or len(outputs) != len(b.shapes) - b.n_in:
        raise TypeError(f"op {op}: the kernel takes {b.n_in} input(s) and {len(b.shapes) - b.n_in} "
                        f"output(s), got {len(inputs)} and {len(outputs)}")
    ptrs = []
    for k, (a, name, shape, dt) in enumerate(zip((*inputs, *outputs), b.names, b.shapes, b.dtypes)):
        is_out = k >= b.n_in
        need = f"a writable C-contiguous {dt} array" if is_out else f"a C-contiguous {dt} array"
        if not isinstance(a, np.ndarray):
            raise TypeError(f"op {op}: {name} must be {need}, got {type(a).__name__}")
        if a.dtype != dt:
            raise TypeError(f"op {op}: {name} must be {need}, got dtype {a.dtype}")
        if a.shape != shape:
            raise ValueError(f"op {op}: {name} has shape {a.shape}, expected {shape}")
        if not a.flags.c_contiguous:
            raise ValueError(f"op {op}: {name} must be {need}; it is a strided view "
                             f"(strides {a.strides} for shape {a.shape})")
        if is_out and not a.flags.writeable:
            raise ValueError(f"op {op}: {name} must be {need}; it is read-only")
        p = a.ctypes.data
        if p % dt.alignment:
            raise ValueError(f"op {op}: {name} data pointer {p:#x} is not aligned to {dt.alignment} bytes "
                             f"(a view at an odd byte offset?); pass an array numpy allocated")
        ptrs.append(p)
    _check_overlaps(b, ptrs)
    return ptrs


def _first_overlap(b: Boundary, ptrs: Sequence[int]) -> tuple[int, int] | None:
    """The first pair of arrays whose memory overlaps where the boundary forbids it."""
    nb = b.nbytes
    for i, j, same_ok in b.pairs:
        if ptrs[i] < ptrs[j] + nb[j] and ptrs[j] < ptrs[i] + nb[i] and not (same_ok and ptrs[i] == ptrs[j]):
            return i, j
    return None


def _check_overlaps(b: Boundary, ptrs: Sequence[int]) -> None:
    hit = _first_overlap(b, ptrs)
    if hit is not None:
        i, j = hit
        if i < b.n_in:
            why = ("an output may be written over this input only exactly over it (same address "
                   "and shape)" if i in b.aliasable else f"op {b.op} reads this input beyond the "
                   "element it writes, so an output may not share memory with it")
        else:
            why = "outputs must not share memory"
        raise ValueError(f"op {b.op}: {b.names[j]} overlaps {b.names[i]}: {why}")


def check_pointers(b: Boundary, ptrs: Sequence[Any]) -> None:
    """What can be checked of raw pointers replayed on a launch (the arrays behind them were
    checked when they were recorded): their number, non-null integers, alignment, and the
    overlap rules over the extents the launch's shapes give."""
    if len(ptrs) != len(b.shapes):
        raise ValueError(f"op {b.op}: replay with {len(ptrs)} pointers; the kernel takes "
                         f"{len(b.shapes)} ({', '.join(b.names)})")
    for p, name, dt in zip(ptrs, b.names, b.dtypes):
        if type(p) is not int or p <= 0:
            raise TypeError(f"op {b.op}: replay pointer for {name} must be a non-null address, got {p!r}")
        if p % dt.alignment:
            raise ValueError(f"op {b.op}: replay pointer for {name} ({p:#x}) is not aligned to "
                             f"{dt.alignment} bytes")
    _check_overlaps(b, ptrs)
