"""Data made larger: Pad, Expand and Tile. Float32 through DSL ops generated per pattern
(generated.py) or the library's copy; int64 (shape) data in numpy."""
from __future__ import annotations

import numpy as np

from . import generated as G
from ._base import (Binding, Ctx, binder, check_alloc, data_types, emit, int_values, is_f32, kind_for, merge_dims, prod,
                    run_op)
from .data import copy_to
from .shape import view


def _pad_int(x: np.ndarray, pads: list[tuple[int, int]], mode: str, value) -> np.ndarray:
    idx = tuple(slice(max(0, -b), d - max(0, -e)) for (b, e), d in zip(pads, x.shape))
    x = x[idx]
    pos = [(max(0, b), max(0, e)) for b, e in pads]
    if mode == "constant":
        return np.pad(x, pos, mode="constant", constant_values=value)
    return np.pad(x, pos, mode={"edge": "edge", "reflect": "reflect", "wrap": "wrap"}[mode])


@binder("Pad", since=2)
def _pad(ctx: Ctx) -> Binding:
    data_types(ctx)
    mode = ctx.attr("mode", "constant")
    modes = ("constant", "reflect", "edge") + (("wrap",) if ctx.opset >= 19 else ())
    if mode not in modes:
        raise ctx.fail(f"mode '{mode}' (supported: {', '.join(modes)})")
    kind = kind_for(ctx)
    if ctx.opset < 11:
        pads_attr = ctx.ints("pads")
        if pads_attr is None:
            raise ctx.fail("the pads attribute is required")
        value_attr = float(ctx.attr("value", 0.0))

    def get(inputs, i):
        if not ctx.has(i) or i >= len(inputs) or inputs[i] is None:
            return None
        return inputs[i]

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if ctx.opset < 11:
            pads, value, axes = pads_attr, value_attr, None
        else:
            pads = int_values(inputs[1], "pads")
            v = get(inputs, 2)
            value = np.asarray(v).reshape(-1)[0].item() if v is not None and np.asarray(v).size else 0
            ax = get(inputs, 3) if ctx.opset >= 18 else None
            axes = int_values(ax, "axes") if ax is not None else None
        axes = [a % r if -r <= a < r else None for a in axes] if axes is not None else list(range(r))
        if None in axes:
            raise ValueError(f"Pad: axes out of range for rank {r}")
        if len(pads) != 2 * len(axes):
            raise ValueError(f"Pad: {len(pads)} pads for {len(axes)} axes")
        per = [(0, 0)] * r
        for k, a in enumerate(axes):
            per[a] = (pads[k], pads[k + len(axes)])
        out_shape = tuple(d + b + e for d, (b, e) in zip(x.shape, per))
        if any(s < 0 for s in out_shape):
            raise ValueError(f"Pad: negative output shape {out_shape}")
        if not is_f32(x):
            check_alloc(out_shape, x.dtype, "Pad")
            return emit([_pad_int(x, per, mode, value)], out)
        if prod(out_shape) == 0:
            return emit([np.empty(out_shape, np.float32)], out)
        if all(p == (0, 0) for p in per):
            return copy_to(x, out_shape, out)
        if mode == "constant":
            tags = [("pad", k) if p != (0, 0) else ("keep",) for k, p in enumerate(per)]
            sizes, mtags = merge_dims(x.shape, tags)
            pattern = tuple(t[0] == "pad" for t in mtags)
            zero = float(value) == 0.0 and not np.signbit(float(value))
            attrs = {} if zero else {"value": float(value)}
            for m, t in enumerate(mtags):
                if t[0] == "pad":
                    attrs.update({f"b{m}": per[t[1]][0], f"e{m}": per[t[1]][1]})
            op = G.op(*G.pad_constant(pattern, zero))
            return run_op(op, [view(x, sizes)], attrs, shapes=[out_shape], out=out)
        if x.size == 0:
            raise ValueError(f"Pad: mode '{mode}' needs a non-empty input")
        op = G.op(*G.pad_axis(mode))
        padded = [a for a in range(r) if per[a] != (0, 0)]
        cur = x
        for n, a in enumerate(padded):
            b, e = per[a]
            if mode == "reflect" and (b >= cur.shape[a] or e >= cur.shape[a]):
                raise ValueError(f"Pad: reflect pads ({b}, {e}) must be smaller than the dim {cur.shape[a]}")
            new_shape = cur.shape[:a] + (cur.shape[a] + b + e,) + cur.shape[a + 1:]
            last = n == len(padded) - 1
            v3 = view(cur, (prod(cur.shape[:a]), cur.shape[a], prod(cur.shape[a + 1:])))
            cur = run_op(op, [v3], {"b": b, "e": e}, shapes=[new_shape], out=out if last else None)[0]
        return [cur]
    name = ("pad_" + mode) if kind == "kernel" else None
    return Binding(ctx.op_type, name, kind, run)


# --- Expand / Tile -----------------------------------------------------------------------------

@binder("Expand", since=8)
def _expand(ctx: Ctx) -> Binding:
    data_types(ctx)
    kind = kind_for(ctx)

    def run(inputs, out=None):
        x = inputs[0]
        shape = int_values(inputs[1], "Expand shape")
        out_shape = tuple(np.broadcast_shapes(x.shape, tuple(shape)))
        if not is_f32(x):
            check_alloc(out_shape, x.dtype, "Expand")
            return emit([np.array(np.broadcast_to(x, out_shape))], out)
        if prod(out_shape) == 0:
            return emit([np.empty(out_shape, np.float32)], out)
        xs = (1,) * (len(out_shape) - x.ndim) + x.shape
        tags = [xd == 1 and od != 1 for xd, od in zip(xs, out_shape)]
        keep = [k for k, (xd, od) in enumerate(zip(xs, out_shape)) if od != 1]
        if not any(tags):
            return copy_to(x, out_shape, out)
        osz, mt = merge_dims([out_shape[k] for k in keep], [tags[k] for k in keep])
        xsz = [1 if t else s for s, t in zip(osz, mt)]
        op = G.op(*G.expand(tuple(mt)))
        attrs = {f"n{m}": s for m, (s, t) in enumerate(zip(osz, mt)) if t}
        return run_op(op, [view(x, xsz)], attrs, shapes=[out_shape], out=out)
    return Binding(ctx.op_type, "expand" if kind == "kernel" else None, kind, run)


@binder("Tile", since=6)
def _tile(ctx: Ctx) -> Binding:
    data_types(ctx)
    kind = kind_for(ctx)

    def run(inputs, out=None):
        x = inputs[0]
        reps = int_values(inputs[1], "Tile repeats")
        if len(reps) != x.ndim or any(t < 0 for t in reps):
            raise ValueError(f"Tile: repeats {reps} for rank {x.ndim}")
        out_shape = tuple(d * t for d, t in zip(x.shape, reps))
        if not is_f32(x):
            check_alloc(out_shape, x.dtype, "Tile")
            return emit([np.tile(x, reps)], out)
        if prod(out_shape) == 0:
            return emit([np.empty(out_shape, np.float32)], out)
        xs = x if x.ndim else x.reshape(1)
        reps1 = reps if x.ndim else [1]
        op = G.op(*G.tile(xs.ndim))
        return run_op(op, [xs], {f"t{k}": t for k, t in enumerate(reps1)}, shapes=[out_shape], out=out)
    return Binding(ctx.op_type, "tile" if kind == "kernel" else None, kind, run)
