"""Reads by index and index lists: GatherND and NonZero.

Both are index work on int64 data (which elements, in which order), done in numpy:
GatherND copies the addressed elements or slices (bit-exact, any dtype the runtime
holds), NonZero lists the coordinates of the nonzero elements. An index out of range is
an error naming the op."""
from __future__ import annotations

import numpy as np

from ._base import BOOL, F32, INT_TYPES, INTEGER_TYPES, Binding, Ctx, binder, data_types, dtype_name, emit, prod
from .scatter import _indices, _wrap


@binder("GatherND", since=11)
def _gather_nd(ctx: Ctx) -> Binding:
    data_types(ctx)
    t = ctx.dtype(1)
    if t is not None and t not in INT_TYPES:
        raise ctx.fail(f"indices are {dtype_name(t)}; int64 expected")
    b = int(ctx.attr("batch_dims", 0)) if ctx.opset >= 12 else 0
    if b < 0:
        raise ctx.fail(f"batch_dims {b} must not be negative")

    def run(inputs, out=None):
        data, idx = inputs[0], _indices(inputs[1], "GatherND")
        r, q = data.ndim, idx.ndim
        if q < 1 or b >= min(r, q):
            raise ValueError(f"GatherND: batch_dims {b} for data rank {r} and indices rank {q}")
        m = idx.shape[-1]
        if not 1 <= m <= r - b:
            raise ValueError(f"GatherND: the last dim of indices is {m}, expected 1..{r - b}")
        if data.shape[:b] != idx.shape[:b]:
            raise ValueError(f"GatherND: batch dims differ: data {data.shape[:b]}, indices {idx.shape[:b]}")
        B = prod(data.shape[:b])
        cols = [_wrap(idx[..., k], data.shape[b + k], "GatherND").reshape(B, -1) for k in range(m)]
        n = cols[0].shape[1]
        batch = np.repeat(np.arange(B), n).reshape(B, n)
        d = data.reshape((B,) + data.shape[b:])
        picked = d[(batch,) + tuple(cols)]  # [B, n] + data.shape[b + m:]
        return emit([np.array(picked.reshape(idx.shape[:-1] + data.shape[b + m:]))], out)  # (0-d stays 0-d)
    return Binding(ctx.op_type, None, "shape", run)


@binder("NonZero", since=9)
def _nonzero(ctx: Ctx) -> Binding:
    t = ctx.dtype(0)
    if t is not None and t not in (F32, BOOL) + INTEGER_TYPES:
        raise ctx.fail(f"input is {dtype_name(t)}; supported: float32, integers, bool")

    def run(inputs, out=None):
        x = np.asarray(inputs[0])
        if x.ndim == 0:
            return emit([np.zeros((1, int(x != 0)), np.int64)], out)  # as onnxruntime: [1, n]
        return emit([np.array(np.nonzero(x), np.int64).reshape(x.ndim, -1)], out)
    return Binding(ctx.op_type, None, "shape", run)
