"""Writes by index: ScatterND, ScatterElements and Scatter (opsets 9-10), with reduction
none, add, mul, max or min.

Which element each update lands on is index work, done in numpy on the int64 indices
(checked: an index out of range is an error naming the op, never a write outside the
tensor). Reduction "none" is then a copy of the updates (the last of several updates to
one element wins, as onnxruntime applies them in order). The other reductions group the
updates of each target element (numpy, by a stable sort) and a DSL op folds them into the
data: y[t] = x[t] op (u1 op u2 op ...), in rounds of a fixed number of updates per target
so one crowded target does not pad every other. Integer data reduces in numpy."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ._base import (BOOL, F32, INT_TYPES, INTEGER_TYPES, Binding, Ctx, binder, dtype_name, emit, gen, prod, run_op)

REDUCTIONS = ("none", "add", "mul", "max", "min")
IDENTITY = {"add": 0.0, "mul": 1.0, "max": -np.inf, "min": np.inf}
INT_AT = {"add": np.add, "mul": np.multiply, "max": np.maximum, "min": np.minimum}


@lru_cache(maxsize=None)
def fold_text(kind: str) -> tuple[str, str]:
    """y[t, i] = x[t, i] op (the updates u[t, j, i] of target t folded)."""
    fold = {"add": "x[t, i] + sum[j](u[t, j, i])", "mul": "x[t, i] * prod[j](u[t, j, i])",
            "max": "max(x[t, i], max[j](u[t, j, i]))", "min": "min(x[t, i], min[j](u[t, j, i]))"}[kind]
    name = f"scatter_{kind}"
    return name, f"op {name}(x: f32[T, I], u: f32[T, C, I]) -> y: f32[T, I] {{\n    y[t, i] = {fold}\n}}\n"


def _indices(idx, what: str) -> np.ndarray:
    idx = np.asarray(idx)
    if not np.issubdtype(idx.dtype, np.integer):
        raise ValueError(f"{what}: indices must be integers, got {idx.dtype}")
    return idx.astype(np.int64)


def _wrap(idx: np.ndarray, n: int, what: str) -> np.ndarray:
    if idx.size and (idx.min() < -n or idx.max() >= n):
        bad = idx[(idx < -n) | (idx >= n)].reshape(-1)[0]
        raise ValueError(f"{what}: index {int(bad)} is out of range for a dim of length {n}")
    return np.where(idx < 0, idx + n, idx)


def apply(data: np.ndarray, targets: np.ndarray, updates: np.ndarray, reduction: str) -> np.ndarray:
    """data viewed [K, I] (a copy), targets [U] in 0..K-1, updates [U, I]: the result."""
    out = np.array(data, copy=True)
    if targets.size == 0:
        return out
    if reduction == "none":
        rev = targets[::-1]
        _, first = np.unique(rev, return_index=True)
        keep = targets.size - 1 - first  # the last update of each target
        out[targets[keep]] = updates[keep]
        return out
    if data.dtype != np.float32:
        INT_AT[reduction].at(out, targets, updates)
        return out
    order = np.argsort(targets, kind="stable")
    t_sorted = targets[order]
    uniq, start, count = np.unique(t_sorted, return_index=True, return_counts=True)
    rank = np.arange(targets.size) - np.repeat(start, count)  # each update's place among its target's
    width = max(1, -(-targets.size // uniq.size))
    op = gen(fold_text(reduction)[1], fold_text(reduction)[0])
    slot = np.repeat(np.arange(uniq.size), count)
    for r0 in range(0, int(count.max()), width):
        live = count > r0
        sel = (rank >= r0) & (rank < r0 + width)
        rows = np.cumsum(live) - 1  # the target's row in this round
        u = np.full((int(live.sum()), width, updates.shape[1]), IDENTITY[reduction], np.float32)
        u[rows[slot[sel]], rank[sel] - r0] = updates[order[sel]]
        tgt = uniq[live]
        (y,) = run_op(op, [np.ascontiguousarray(out[tgt]), u])
        out[tgt] = y
    return out


def _reduction(ctx: Ctx) -> str:
    red = ctx.attr("reduction", "none") if ctx.opset >= 16 else "none"
    allowed = REDUCTIONS if ctx.opset >= 18 else REDUCTIONS[:3]
    if red not in allowed:
        raise ctx.fail(f"reduction '{red}' (opset {ctx.opset} allows {', '.join(allowed)})")
    return red


def _types(ctx: Ctx, red: str) -> str:
    t = ctx.dtype(0)
    ok = (F32,) + INTEGER_TYPES + ((BOOL,) if red == "none" else ())
    if t is not None and t not in ok:
        raise ctx.fail(f"data is {dtype_name(t)}; supported: float32, integers"
                       + (", bool" if red == "none" else ""))
    ti = ctx.dtype(1)
    if ti is not None and ti not in INT_TYPES:
        raise ctx.fail(f"indices are {dtype_name(ti)}; int64 or int32 expected")
    tu = ctx.dtype(2)
    if t is not None and tu is not None and tu != t:
        raise ctx.fail(f"updates are {dtype_name(tu)} but data is {dtype_name(t)}")
    return "kernel" if t in (None, F32) and red != "none" else "shape"


def _check_updates(u: np.ndarray, data: np.ndarray, what: str) -> None:
    if u.dtype != data.dtype:
        raise ValueError(f"{what}: updates are {u.dtype} but data is {data.dtype}")


@binder("ScatterND", since=11)
def _scatter_nd(ctx: Ctx) -> Binding:
    red = _reduction(ctx)
    kind = _types(ctx, red)

    def run(inputs, out=None):
        data, idx, upd = inputs[0], _indices(inputs[1], "ScatterND"), np.asarray(inputs[2])
        _check_updates(upd, data, "ScatterND")
        r, q = data.ndim, idx.ndim
        if q < 1 or not 1 <= idx.shape[-1] <= r:
            raise ValueError(f"ScatterND: indices {idx.shape} for data of rank {r} (the last dim must be 1..{r})")
        m = idx.shape[-1]
        want = idx.shape[:-1] + data.shape[m:]
        if upd.shape != want:
            raise ValueError(f"ScatterND: updates have shape {upd.shape}, expected {want}")
        cols = [_wrap(idx[..., k], data.shape[k], "ScatterND") for k in range(m)]
        flat = np.ravel_multi_index(tuple(c.reshape(-1) for c in cols), data.shape[:m]) if prod(data.shape[:m]) \
            else np.zeros(0, np.int64)
        K, I = prod(data.shape[:m]), prod(data.shape[m:])
        res = apply(data.reshape(K, I), flat, upd.reshape(-1, I), red)
        return emit([res.reshape(data.shape)], out)
    return Binding(ctx.op_type, fold_text(red)[0] if kind == "kernel" else None, kind, run,
                   host=kind == "kernel")


def _bind_scatter_elements(ctx: Ctx) -> Binding:
    red = _reduction(ctx) if ctx.op_type == "ScatterElements" else "none"
    kind = _types(ctx, red)
    axis = int(ctx.attr("axis", 0))

    def run(inputs, out=None):
        data, idx, upd = inputs[0], _indices(inputs[1], ctx.op_type), np.asarray(inputs[2])
        _check_updates(upd, data, ctx.op_type)
        r = data.ndim
        if not -r <= axis < max(r, 1):
            raise ValueError(f"{ctx.op_type}: axis {axis} out of range for rank {r}")
        a = axis % max(r, 1)
        if idx.shape != upd.shape or idx.ndim != r:
            raise ValueError(f"{ctx.op_type}: indices {idx.shape} and updates {upd.shape} must have one shape "
                             f"of data's rank {r}")
        if any(i > d for k, (i, d) in enumerate(zip(idx.shape, data.shape)) if k != a):
            raise ValueError(f"{ctx.op_type}: indices {idx.shape} larger than data {data.shape} off the axis")
        along = _wrap(idx, data.shape[a], ctx.op_type)
        grid = list(np.indices(idx.shape, sparse=True))
        grid[a] = along
        flat = np.ravel_multi_index(tuple(np.broadcast_arrays(*grid)), data.shape).reshape(-1) if idx.size \
            else np.zeros(0, np.int64)
        res = apply(data.reshape(-1, 1), flat, upd.reshape(-1, 1), red)
        return emit([res.reshape(data.shape)], out)
    return Binding(ctx.op_type, fold_text(red)[0] if kind == "kernel" else None, kind, run,
                   host=kind == "kernel")


binder("ScatterElements", since=11)(_bind_scatter_elements)
binder("Scatter", since=9, until=10)(_bind_scatter_elements)  # deprecated in opset 11 for ScatterElements
