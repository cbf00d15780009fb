"""The reference interpreter's arguments: attributes checked and rounded as the kernel
sees them, inputs as their element types hold them, sizes and batch dims bound."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from . import ast as A
from .check import CheckedOp
from .shapes import bind_dims, eval_int, shape_text, source
from .types import FLOATS, RANGE, round_to


def _attr_values(cop: CheckedOp, given: Mapping[str, Any]) -> dict[str, float | int]:
    op = cop.op
    known = {a.name: a for a in op.attrs}
    for k in given:
        if k not in known:
            raise ValueError(f"op {op.name}: unknown attribute '{k}' (attributes: "
                             f"{', '.join(known) or 'none'})")
    out: dict[str, float | int] = {}
    for a in op.attrs:
        if a.name in given:
            v = given[a.name]
        elif a.default is None:
            raise ValueError(f"op {op.name}: missing attribute '{a.name}' ({a.type}, no default)")
        else:
            v = a.default
        if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, float, np.integer, np.floating)):
            raise ValueError(f"op {op.name}: attribute '{a.name}' is {a.type}; got {v!r}")
        if a.type == "int":
            if not float(v).is_integer():
                raise ValueError(f"op {op.name}: attribute '{a.name}' is int; got {v!r}")
            if a.name in cop.i32_attrs and not -2**31 <= int(v) < 2**31:
                raise ValueError(f"op {op.name}: attribute '{a.name}' = {int(v)} is computed in i32 "
                                 "and does not fit in it")
            out[a.name] = int(v)
        else:
            out[a.name] = float(np.float32(v))
    return out


def bind_arguments(cop: CheckedOp, inputs: Sequence[Any], attrs: Mapping[str, Any]) -> tuple[Any, ...]:
    """(attribute values, integer env, float64 inputs, batch shape); ValueError on misuse."""
    op = cop.op
    if isinstance(inputs, np.ndarray) or len(inputs) != len(op.inputs):
        sig = ", ".join(f"{p.name}: {shape_text(p)}" for p in op.inputs)
        got = "one array (pass a sequence of arrays)" if isinstance(inputs, np.ndarray) else len(inputs)
        raise ValueError(f"op {op.name} takes {len(op.inputs)} input{'s' if len(op.inputs) != 1 else ''} "
                         f"({sig}); got {got}")
    values = _attr_values(cop, attrs)
    env: dict[str, int] = {k: v for k, v in values.items() if isinstance(v, int)}
    arrays = []
    for p, x in zip(op.inputs, inputs):
        x = np.asarray(x)
        if x.dtype.kind not in "fiuV" or (x.dtype.kind == "V" and p.dtype != "bf16"):
            raise ValueError(f"op {op.name}: input '{p.name}' ({shape_text(p)}) must be a real "
                             f"number array, got dtype {x.dtype}")
        arrays.append(typed_input(op.name, p, x))

    batch = bind_dims(op, cop.size_vars, [x.shape for x in arrays], env)
    for p in op.outputs:
        for d in p.fixed_dims:
            try:
                v = eval_int(d, env)
            except ZeroDivisionError:
                v = None
            if v is None or v < 0:
                raise ValueError(f"op {op.name}: output '{p.name}' would have dim {source(d)} = "
                                 f"{'a division by zero' if v is None else v}; check the inputs "
                                 f"and attributes")
    return values, env, arrays, batch


def typed_input(op: str, p: A.TensorParam, x: np.ndarray) -> np.ndarray:
    """An input as the op sees it: floats rounded to the declared type (float64), integers
    as int64 within the type's range."""
    x64 = x.astype(np.float64)
    if p.dtype in FLOATS:
        return x64 if p.dtype == "f32" else round_to(p.dtype, x64)
    lo, hi = RANGE[p.dtype]
    if x.size and (not np.all(np.isfinite(x64)) or np.any(x64 != np.round(x64))
                   or x64.min() < lo or x64.max() > hi):
        raise ValueError(f"op {op}: input '{p.name}' is {p.dtype}: its values must be integers "
                         f"in [{lo}, {hi}]")
    return x.astype(np.int64)
