"""Running a DSL op for a binding: out= arrays seen with the kernel's shapes and types,
in place where that is safe, and arrays the memory plan could not foresee refused past
the memory limit."""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Sequence

import numpy as np

from .options import _options, call_opts


def _shaped(o: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """o seen with `shape` (same size), never a copy (ValueError if it would need one)."""
    shape = tuple(int(s) for s in shape)
    if o.shape == shape:
        return o
    try:
        return o.reshape(shape, copy=False)
    except TypeError:  # numpy < 2.1: no copy= keyword
        v = o.view()
        try:
            v.shape = shape
        except AttributeError as e:
            raise ValueError(str(e)) from None
        return v


# --- allocations --------------------------------------------------------------------------------

_limit = threading.local()
SMALL_ALLOC = 1 << 24  # arrays up to this size are not checked (the limit is never that small)


@contextmanager
def allocation_limit(memory_limit):
    """Within: check_alloc refuses one array past this limit (bytes, text like '2G', or None:
    JIT_RUNTIME_MEMORY_LIMIT, else the memory available when the array is asked for)."""
    saved = getattr(_limit, "value", None)
    _limit.value = (memory_limit,)
    try:
        yield
    finally:
        _limit.value = saved


def check_alloc(shape, dtype, what: str) -> None:
    """Refuse, before it is made, one array larger than the memory limit (allocation_limit's,
    else JIT_RUNTIME_MEMORY_LIMIT or the memory available now): shapes a model computes from
    its data or constants (ConstantOfShape, Expand, Tile, Range, Pad, a kernel's output) that
    shape inference could not know, so the memory plan could not check them."""
    from ..memory import MemoryLimitExceeded, limit, nbytes
    n = nbytes(shape, dtype)
    if n <= SMALL_ALLOC:
        return
    allowed, source = limit((getattr(_limit, "value", None) or (None,))[0])
    if n > allowed:
        raise MemoryLimitExceeded(f"{what}: an array of shape {tuple(int(d) for d in shape)} {np.dtype(dtype)} would "
                                  f"take {n:,} bytes, more than the {allowed:,} bytes allowed by {source}", n, allowed)


def _aliased_call(op, args: Sequence[np.ndarray], outs: list[np.ndarray], attrs: dict) -> None:
    """Run op writing into outs that are exactly some of its inputs (ones it reads only at
    the element it writes: op.aliasable; it accepts that through out=)."""
    op(*args, out=outs, **attrs, **call_opts())


def _same_place(kouts: list[np.ndarray], args: Sequence[np.ndarray], allowed) -> bool:
    """In place is safe when every input that overlaps an output is exactly that output
    (same address, shape and contiguity) and one the op reads only at the element it
    writes (`allowed`: the op's aliasable input positions)."""
    for k in kouts:
        for pos, a in enumerate(args):
            if np.may_share_memory(k, a):
                if not (pos in allowed and a.shape == k.shape and a.flags.c_contiguous and a.dtype == k.dtype
                        and a.ctypes.data == k.ctypes.data):
                    return False
    return True


_out_shapes: dict[tuple, tuple] = {}


def _kernel_out_shapes(op, args: Sequence[np.ndarray], attrs: dict) -> tuple:
    """The op's output shapes for these argument shapes (bound once per shape class)."""
    key = (id(op), tuple(a.shape for a in args), tuple(sorted(attrs.items())))
    hit = _out_shapes.get(key)
    if hit is None or hit[0] is not op:
        if len(_out_shapes) > 8192:
            _out_shapes.clear()
        hit = (op, op.bind(*args, **attrs).out_shapes)
        _out_shapes[key] = hit
    return hit[1]


def _out_as(op, o: np.ndarray, dt: np.dtype) -> np.ndarray:
    """An out array as the op's output type: its own, or uint16 codes for a bf16 output
    (an edge of codes: passes/bf16_edges.py)."""
    if o.dtype == dt:
        return o
    if dt.name == "bfloat16" and o.dtype == np.uint16:
        return o.view(dt)
    raise TypeError(f"op {op.name}: out array is {o.dtype}, expected {dt}"
                    + (" (or its codes as uint16)" if dt.name == "bfloat16" else ""))


def run_op(op, args: Sequence[np.ndarray], attrs: dict | None = None,
           shapes: Sequence[tuple[int, ...]] | None = None,
           out: Sequence[np.ndarray | None] | None = None, elementwise: bool = False,
           variant: str | None = None) -> list[np.ndarray]:
    """Call a DSL op (variant "auto") and return its outputs, each reshaped to `shapes[i]`
    (the ONNX output shape; None: as the op gives it). `out`: destination arrays, one per
    output of the op (None entries: allocate), each any shape of the right size and of the
    output's type (a bf16 output's: also uint16, its codes); results are
    written there and those arrays are returned. `elementwise`: the op is pure elementwise
    over one shape, so an out that overlaps an input (in place) is allowed. `variant`: this
    one instead of the session's (a float16 model's half groups: f16:edges)."""
    attrs = attrs or {}
    if variant is not None:
        token = _options.set({**call_opts(), "variant": variant})
        try:
            return run_op(op, args, attrs, shapes, out, elementwise)
        finally:
            _options.reset(token)
    args = [a if a.ndim else a.reshape(1) for a in args]  # the binding turns 0-d into 1-d
    dtypes = op.out_dtypes
    if out is None or any(o is None for o in out):
        for s, dt in zip(_kernel_out_shapes(op, args, attrs), dtypes):
            check_alloc(s, dt, f"op {op.name}")
    if out is not None and any(o is not None for o in out):
        out_shapes = _kernel_out_shapes(op, args, attrs)
        kouts: list[np.ndarray] = []
        finals: list[np.ndarray | None] = []
        for o, ks, dt in zip(list(out) + [None] * (len(out_shapes) - len(out)), out_shapes, dtypes):
            if o is None:
                k = np.empty(ks, dt)
                kouts.append(k)
                finals.append(None)
            else:
                kouts.append(_shaped(_out_as(op, o, dt), ks))
                finals.append(o)
        if any(np.may_share_memory(k, a) for k in kouts for a in args):
            allowed = range(len(args)) if elementwise else op.aliasable
            if _same_place(kouts, args, allowed):
                _aliased_call(op, args, kouts, attrs)
            else:  # not safe in place: compute aside, then copy
                tmp = op(*args, **attrs, **call_opts())
                tmp = list(tmp) if isinstance(tmp, tuple) else [tmp]
                for k, t in zip(kouts, tmp):
                    np.copyto(k, t)
        else:
            op(*args, out=kouts, **attrs, **call_opts())
        res = [f if f is not None else k for f, k in zip(finals, kouts)]
    else:
        r = op(*args, **attrs, **call_opts())
        res = list(r) if isinstance(r, tuple) else [r]
    if shapes is not None:
        res = [r if s is None or r.shape == tuple(s) else _shaped(r, tuple(s)) for r, s in zip(res, shapes)]
    return res


def emit(results: Sequence[np.ndarray | None], out: Sequence[np.ndarray | None] | None) -> list:
    """Results computed outside a DSL op (numpy shape math, views, constants): copied into
    `out` where the caller placed an output, else returned as they are."""
    if out is None:
        return list(results)
    res = []
    for r, o in zip(results, list(out) + [None] * (len(results) - len(out))):
        if o is None or r is None:
            res.append(r)
        else:
            np.copyto(o, np.asarray(r).reshape(o.shape) if np.asarray(r).size == o.size else r)
            res.append(o)
    return res
