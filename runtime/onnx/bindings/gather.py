"""Index-driven reads and writes beyond Gather: GatherElements.

Integer and boolean data (shape and mask arithmetic: BERT's token-type buffer) run in
numpy. Float data runs a DSL op that selects by comparing: the language has no indexing
by data, so each output sums its row of x against zeros (O(J * K * I) work, exact: x + 0
is x, a NaN in an unselected element is harmless), as gather_axis does."""
from __future__ import annotations

import numpy as np

from . import generated as G
from ._base import INT_TYPES, Binding, Ctx, binder, data_types, dtype_name, emit, is_f32, kind_for, prod, run_op
from .shape import view


def _indices(idx: np.ndarray, k: int, what: str) -> np.ndarray:
    idx = np.asarray(idx)
    if not np.issubdtype(idx.dtype, np.integer):
        raise ValueError(f"{what}: indices must be integers, got {idx.dtype}")
    idx = idx.astype(np.int64)
    if idx.size and (idx.min() < -k or idx.max() >= k):
        raise ValueError(f"{what}: an index is out of range for an axis of length {k}")
    return np.where(idx < 0, idx + k, idx)


@binder("GatherElements", since=11)
def _gather_elements(ctx: Ctx) -> Binding:
    data_types(ctx)
    t = ctx.dtype(1)
    if t is not None and t not in INT_TYPES:
        raise ctx.fail(f"indices are {dtype_name(t)}; must be int64 or int32")
    axis = int(ctx.attr("axis", 0))
    kind = kind_for(ctx)

    def run(inputs, out=None):
        x, idx = inputs[0], np.asarray(inputs[1])
        r = x.ndim
        if not -r <= axis < r or idx.ndim != r:
            raise ValueError(f"GatherElements: axis {axis}, data rank {r}, indices rank {idx.ndim}")
        a = axis % r
        if any(i > d for k, (i, d) in enumerate(zip(idx.shape, x.shape)) if k != a):
            raise ValueError(f"GatherElements: indices {idx.shape} larger than data {x.shape} off the axis")
        ind = _indices(idx, x.shape[a], "GatherElements")
        if not is_f32(x):
            sl = tuple(slice(0, d) if k != a else slice(None) for k, d in enumerate(ind.shape))
            return emit([np.take_along_axis(x[sl], ind, axis=a)], out)
        if ind.size == 0:
            return emit([np.empty(ind.shape, np.float32)], out)
        sl = tuple(slice(0, d) if k != a else slice(None) for k, d in enumerate(ind.shape))
        xs = np.ascontiguousarray(x[sl])
        O, K, I = prod(xs.shape[:a]), xs.shape[a], prod(xs.shape[a + 1:])
        J = ind.shape[a]
        if K >= 1 << 24:
            raise ValueError(f"GatherElements: axis length {K} is too long for float32 indices")
        return run_op(G.op(*G.gather_elements()), [view(xs, (O, K, I)), ind.astype(np.float32).reshape(O, J, I)],
                      shapes=[ind.shape], out=out)
    return Binding(ctx.op_type, "gather_elements" if kind == "kernel" else None, kind, run)
