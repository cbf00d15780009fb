"""Arguments -> a checked call: dtypes, shapes, size variables, attributes, batch dims.

Everything a kernel assumes about its arguments is established here, before any native
code runs: float32, C-contiguous, shapes consistent with the op's signature. The
result says how to specialize the kernel (`Spec`) and what to pass it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from .dsl import ast as A
from .dsl.check import CheckedOp
from .dsl.shapes import bind_dims, eval_int, shape_text, show
from .lowering import Spec


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
    name = cop.op.name
    if not isinstance(x, np.ndarray):
        if isinstance(x, (list, tuple, int, float, np.generic)):
            x = np.asarray(x)
        else:
            raise TypeError(f"op {name}: input '{p.name}' must be a numpy array, got {type(x).__name__}")
    if x.dtype != np.float32:
        raise TypeError(f"op {name}: input '{p.name}' must be float32, got {x.dtype} "
                        f"(convert with .astype(np.float32))")
    return x if x.flags.c_contiguous else np.ascontiguousarray(x)  # (keeps 0-d arrays 0-d)


def bind(cop: CheckedOp, args: tuple, attrs: Mapping[str, Any]) -> Call:
    op = cop.op
    if len(args) != len(op.inputs):
        sig = ", ".join(f"{p.name}: {_shape_text(p)}" for p in op.inputs)
        raise TypeError(f"op {op.name} takes {len(op.inputs)} input"
                        f"{'s' if len(op.inputs) != 1 else ''} ({sig}); got {len(args)}")
    values = _attrs(cop, attrs)
    arrays = tuple(_array(cop, p, x) for p, x in zip(op.inputs, args))
    env: dict[str, int] = {k: int(v) for k, v in values.items() if isinstance(v, int)}
    batch = bind_dims(op, cop.size_vars, [a.shape for a in arrays], env)
    batch_parts = [(p.name, tuple(x.shape[:x.ndim - len(p.fixed_dims)]))
                   for p, x in zip(op.inputs, arrays) if p.has_ellipsis]
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
            v = eval_int(d, env)
            if v < 0:
                raise ValueError(f"op {op.name}: output '{p.name}' would have a negative dim "
                                 f"{show(d)} = {v}; check the inputs and attributes")
            shape.append(v)
        out_shapes.append(tuple(shape))
    spec = Spec(attrs=tuple(sorted(values.items())), batch_rank=len(dims),
                batch=tuple(sorted((n, tuple(f)) for n, f in merged.items())),
                unit_sizes=frozenset(k for k, v in env.items() if k in cop.size_vars and v == 1))
    return Call(spec, sizes, arrays, tuple(out_shapes))
