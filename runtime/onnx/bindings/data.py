"""Data movement: Transpose, Concat, Split, Slice and Gather (Pad, Expand and Tile are in
pad.py; Where, comparisons, logic and Cast in select.py).

Float32 data moves through DSL ops (generated per pattern, see generated.py, or the
library's copy / gather_axis / select / comparisons); int64 (shape) data and booleans
are handled in numpy. Before generating, shapes are simplified: size-1 dims dropped and
neighbouring dims that move together merged, so most nodes of a model share a handful of
compiled kernels."""
from __future__ import annotations

import numpy as np

from . import generated as G
from ._base import (F32, I64, INT_TYPES, Binding, Ctx, binder, check_alloc, data_types, dtype_name, emit,
                    int_values, is_f32, kind_for, lib, merge_dims, prod, run_op, zeros)
from .shape import view


def copy_to(x: np.ndarray, shape, out):
    """A materialized copy of float32 x with `shape` (the library's copy op)."""
    return run_op(lib("copy"), [x], shapes=[tuple(shape)], out=out)


# --- Transpose ----------------------------------------------------------------------------------

def transpose_plan(shape: tuple[int, ...], perm: list[int]):
    """(merged input shape, merged perm): size-1 dims dropped, dims that stay neighbours
    in the same order merged. An identity perm means the transpose is a reshape."""
    kept = [d for d in range(len(shape)) if shape[d] != 1]
    pos = {d: k for k, d in enumerate(kept)}
    groups: list[list[int]] = []
    for d in perm:
        if shape[d] == 1:
            continue
        if groups and pos[groups[-1][-1]] + 1 == pos[d]:
            groups[-1].append(d)
        else:
            groups.append([d])
    order = sorted(range(len(groups)), key=lambda g: groups[g][0])
    in_shape = [prod(shape[d] for d in groups[g]) for g in order]
    new_perm = [order.index(g) for g in range(len(groups))]
    return in_shape, new_perm


def _short(in_shape, perm) -> int | None:
    """The output's contiguous dim, when it is short enough to be written in (G.SHORT_INNER)."""
    inner = in_shape[perm[-1]] if perm else None
    return inner if inner is not None and inner <= G.SHORT_INNER and perm[-1] != len(perm) - 1 else None


@binder("Transpose", since=1)
def _transpose(ctx: Ctx) -> Binding:
    data_types(ctx)
    perm_attr = ctx.ints("perm")
    shape = ctx.shape(0)
    kind = kind_for(ctx)
    if perm_attr is not None and shape is not None:
        if sorted(perm_attr) != list(range(len(shape))):
            raise ctx.fail(f"perm {perm_attr} is not a permutation of the {len(shape)} dims")
        _, p = transpose_plan(shape, perm_attr)
        if kind == "kernel" and p == sorted(p):
            kind = "view"  # only size-1 dims move: a reshape
    static_kind = kind

    def run(inputs, out=None):
        x = inputs[0]
        perm = perm_attr if perm_attr is not None else list(range(x.ndim))[::-1]
        if sorted(perm) != list(range(x.ndim)):
            raise ValueError(f"Transpose: perm {perm} is not a permutation of the input's {x.ndim} dims")
        out_shape = tuple(x.shape[d] for d in perm)
        if not is_f32(x):
            return emit([np.ascontiguousarray(np.transpose(x, perm))], out)
        in_shape, p = transpose_plan(x.shape, perm)
        if p == sorted(p):
            if static_kind == "view":
                return emit([view(x, out_shape)], out)
            return copy_to(x, out_shape, out)
        op = G.op(*G.transpose(tuple(p), _short(in_shape, p)))
        return run_op(op, [view(x, in_shape)], shapes=[out_shape], out=out)
    name = None
    if perm_attr is not None and shape is not None and kind == "kernel":
        sh, p = transpose_plan(shape, perm_attr)
        name = G.transpose(tuple(p), _short(sh, p))[0]
    return Binding(ctx.op_type, name or ("copy" if kind == "kernel" else None), kind, run)


# --- Concat / Split ----------------------------------------------------------------------------

CONCAT_GROUP = 32  # inputs per generated concat (its simd loop splits into one copy per input)


def concat_arity(n: int) -> int:
    """The generated concat that serves n inputs: the next power of two (the rest come in
    zero wide, and their loops run no iterations). DenseNet's concats of 9 to 25 inputs
    are then two kernels, not seventeen texts to parse, lower and compile (each text is
    quadratic in its inputs: its bounds are sums of the widths before)."""
    return min(CONCAT_GROUP, max(2, 1 << (n - 1).bit_length()))


def _concat_kernel(views: list[np.ndarray], shape=None, out=None):
    """views [O, Ak, I] concatenated by the concat of their arity, padded with empty reads
    of one shared array (a pointer the replay keeps)."""
    n = concat_arity(len(views))
    if n > len(views):
        O, _, I = views[0].shape
        empty = zeros((1,))[:0].reshape(O, 0, I)
        views = views + [empty] * (n - len(views))
    return run_op(G.op(*G.concat(n)), views, shapes=[shape] if shape is not None else None, out=out)


def _concat_f32(xs: list[np.ndarray], axis: int, out):
    shape = list(xs[0].shape)
    shape[axis] = sum(x.shape[axis] for x in xs)
    O, I = prod(shape[:axis]), prod(shape[axis + 1:])
    parts = [x for x in xs if x.shape[axis] > 0]
    if not parts or prod(shape) == 0:
        return emit([np.empty(shape, np.float32)], out)
    if len(parts) == 1:
        return copy_to(parts[0], shape, out)
    if O == 1:  # every input is one contiguous slab of the output: copy each there
        y = out[0] if out is not None and out[0] is not None else np.empty(shape, np.float32)
        flat = view(y, (-1,)) if y.flags.c_contiguous else None
        if flat is not None:
            off = 0
            copy = lib("copy")
            for x in parts:
                run_op(copy, [view(x, (-1,))], out=[flat[off:off + x.size]])
                off += x.size
            return [y]
    views = [view(x, (O, x.shape[axis], I)) for x in parts]
    while len(views) > CONCAT_GROUP:  # long concats: in groups, then the groups
        views = [_concat_kernel(g)[0] if len(g) > 1 else g[0]
                 for g in (views[k:k + CONCAT_GROUP] for k in range(0, len(views), CONCAT_GROUP))]
    return _concat_kernel(views, tuple(shape), out)


@binder("Concat", since=4)
def _concat(ctx: Ctx) -> Binding:
    if "axis" not in ctx.attrs:
        raise ctx.fail("the axis attribute is required")
    axis = int(ctx.attr("axis"))
    for i in range(ctx.n_in):
        data_types(ctx, i)
    kind = "kernel" if all(ctx.dtype(i) in (None, F32) for i in range(ctx.n_in)) else "shape"
    n = ctx.n_in

    def run(inputs, out=None):
        xs = [x for x in inputs[:n] if x is not None]
        r = xs[0].ndim
        if not -r <= axis < r:
            raise ValueError(f"Concat: axis {axis} out of range for rank {r}")
        a = axis % r
        if all(is_f32(x) for x in xs):
            return _concat_f32(xs, a, out)
        return emit([np.concatenate(xs, axis=a)], out)
    return Binding(ctx.op_type, G.concat(concat_arity(n))[0] if kind == "kernel" else None,
                   kind, run)


def split_sizes(ctx: Ctx, dim: int, n_out: int, split: list[int] | None, num_outputs) -> list[int]:
    if split is not None:
        if sum(split) != dim or any(s < 0 for s in split):
            raise ValueError(f"Split: sizes {split} don't add up to the axis length {dim}")
        return split
    n = int(num_outputs) if num_outputs is not None else n_out
    if num_outputs is not None:  # opset 18: ceil-sized chunks, the last one smaller
        chunk = -(-dim // n)
        sizes = [max(0, min(chunk, dim - k * chunk)) for k in range(n)]
        return sizes
    if dim % n:
        raise ValueError(f"Split: axis length {dim} does not split into {n} equal parts")
    return [dim // n] * n


@binder("Split", since=2)
def _split(ctx: Ctx) -> Binding:
    data_types(ctx)
    axis = int(ctx.attr("axis", 0))
    n_out = ctx.n_out
    num_outputs = ctx.attr("num_outputs") if ctx.opset >= 18 else None
    if num_outputs is not None and int(num_outputs) != n_out:
        raise ctx.fail(f"num_outputs = {num_outputs} but the node has {n_out} outputs")
    if ctx.opset < 13:
        fixed, dynamic = ctx.ints("split"), False
    elif ctx.has(1):
        c = ctx.const(1)
        fixed, dynamic = (int_values(c, "split") if c is not None else None), c is None
    else:
        fixed, dynamic = None, False
    kind = kind_for(ctx)

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if not -r <= axis < r:
            raise ValueError(f"Split: axis {axis} out of range for rank {r}")
        a = axis % r
        sp = int_values(inputs[1], "split") if dynamic else fixed
        sizes = split_sizes(ctx, x.shape[a], n_out, sp, num_outputs)
        if len(sizes) != n_out:
            raise ValueError(f"Split: {len(sizes)} sizes for {n_out} outputs")
        shapes = [x.shape[:a] + (s,) + x.shape[a + 1:] for s in sizes]
        if not is_f32(x):
            offs = np.cumsum([0] + sizes)
            idx = [slice(None)] * r
            res = []
            for k in range(n_out):
                idx[a] = slice(int(offs[k]), int(offs[k + 1]))
                res.append(np.ascontiguousarray(x[tuple(idx)]))
            return emit(res, out)
        O, I = prod(x.shape[:a]), prod(x.shape[a + 1:])
        outs = list(out) if out is not None else [None] * n_out
        if O == 1 or n_out == 1:  # contiguous slabs of x
            res, off, copy = [], 0, lib("copy")
            flat = view(x, (-1,))
            for s, shp, o in zip(sizes, shapes, outs):
                if s * I == 0:
                    res.append(emit([np.empty(shp, np.float32)], [o])[0])
                else:
                    if O == 1:
                        src = flat[off * I:(off + s) * I]
                    else:
                        src = x
                    res.append(run_op(copy, [src], shapes=[shp], out=[o])[0])
                off += s
            return res
        live = [k for k in range(n_out) if sizes[k] > 0]
        op = G.op(*G.split(n_out))
        res = run_op(op, [view(x, (O, x.shape[a], I))], {f"s{k}": sizes[k] for k in range(n_out)},
                     shapes=shapes, out=[o if sizes[k] > 0 else None for k, o in enumerate(outs)]
                     ) if live and len(live) == n_out else None
        if res is None:  # some empty parts: slice the non-empty ones one by one
            res = []
            off = 0
            for k in range(n_out):
                if sizes[k] == 0 or O * I == 0:
                    res.append(emit([np.empty(shapes[k], np.float32)], [outs[k]])[0])
                else:
                    g = G.op(*G.gather_range())
                    res.append(run_op(g, [view(x, (O, x.shape[a], I))], {"start": off, "count": sizes[k]},
                                      shapes=[shapes[k]], out=[outs[k]])[0])
                off += sizes[k]
        return res
    return Binding(ctx.op_type, G.split(n_out)[0] if kind == "kernel" else None, kind, run)


# --- Slice -------------------------------------------------------------------------------------

def slice_params(shape, starts, ends, axes, steps):
    """Per dim (start, step, count) with ONNX's clamping (Python slice semantics)."""
    r = len(shape)
    params = [(0, 1, d) for d in shape]
    axes = list(range(len(starts))) if axes is None else axes
    steps = [1] * len(starts) if steps is None else steps
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise ValueError("Slice: starts, ends, axes and steps differ in length")
    seen = set()
    for s, e, a, st in zip(starts, ends, axes, steps):
        if not -r <= a < r:
            raise ValueError(f"Slice: axis {a} out of range for rank {r}")
        a %= r
        if a in seen:
            raise ValueError(f"Slice: axis {a} appears twice")
        seen.add(a)
        if st == 0:
            raise ValueError("Slice: step 0")
        b, _, step = slice(s, e, st).indices(shape[a])
        count = len(range(*slice(s, e, st).indices(shape[a])))
        params[a] = (b, step, count)
    return params


@binder("Slice", since=1)
def _slice(ctx: Ctx) -> Binding:
    data_types(ctx)
    kind = kind_for(ctx)
    if ctx.opset < 10:
        starts, ends = ctx.ints("starts"), ctx.ints("ends")
        if starts is None or ends is None:
            raise ctx.fail("starts and ends attributes are required")
        fixed = (starts, ends, ctx.ints("axes"), None)
        dynamic = None
    else:
        if not (ctx.has(1) and ctx.has(2)):
            raise ctx.fail("starts and ends inputs are required")
        consts = [ctx.const(i) if ctx.has(i) else None for i in (1, 2, 3, 4)]
        dynamic = [i for i in (1, 2, 3, 4) if ctx.has(i) and ctx.const(i) is None]
        fixed = tuple(int_values(c, "slice input") if c is not None else None for c in consts)

    def run(inputs, out=None):
        x = inputs[0]
        if dynamic:
            vals = [(int_values(inputs[i], "slice input") if i < len(inputs) and inputs[i] is not None else None)
                    if i in dynamic else fixed[i - 1] for i in (1, 2, 3, 4)]
        else:
            vals = list(fixed)
        params = slice_params(x.shape, *vals)
        out_shape = tuple(c for _, _, c in params)
        if not is_f32(x):
            idx = tuple(slice(b, b + st * c if b + st * c >= 0 else None, st) for b, st, c in params)
            return emit([np.ascontiguousarray(x[idx])], out)
        if prod(out_shape) == 0:
            return emit([np.empty(out_shape, np.float32)], out)
        full = [(b, st, c) == (0, 1, d) for (b, st, c), d in zip(params, x.shape)]
        idx = tuple(slice(b, b + st * c if b + st * c >= 0 else None, st) for b, st, c in params)
        part = x[idx]
        if part.flags.c_contiguous:  # a contiguous block of x: one straight copy
            return copy_to(part, out_shape, out)
        # merge neighbouring whole dims; sliced dims stay
        tags = [("full",) if f else ("cut", k) for k, f in enumerate(full)]
        sizes, mtags = merge_dims(x.shape, tags)
        pattern = tuple(t[0] == "cut" for t in mtags)
        attrs = {}
        for m, t in enumerate(mtags):
            if t[0] == "cut":
                b, st, c = params[t[1]]
                attrs.update({f"b{m}": b, f"s{m}": st, f"n{m}": c})
        op = G.op(*G.slice_(pattern))
        return run_op(op, [view(x, sizes)], attrs, shapes=[out_shape], out=out)
    return Binding(ctx.op_type, "slice" if kind == "kernel" else None, kind, run)


# --- Gather ------------------------------------------------------------------------------------

def _norm_indices(idx: np.ndarray, k: int) -> np.ndarray:
    idx = np.asarray(idx)
    if not np.issubdtype(idx.dtype, np.integer):
        raise ValueError(f"Gather: indices must be integers, got {idx.dtype}")
    idx = idx.astype(np.int64)
    if idx.size and (idx.min() < -k or idx.max() >= k):
        raise ValueError(f"Gather: an index is out of range for an axis of length {k}")
    return np.where(idx < 0, idx + k, idx)


# gather_axis does O(J * K * I) work (the DSL can't index by data). When the gathered
# rows are contiguous (axis 0 after merging) and the table is big (an embedding), the rows
# are copied by index (numpy's take: data movement, bit-exact), O(J * I).
ROW_COPY_MIN = 1 << 17


def _gather_rows(x3: np.ndarray, flat: np.ndarray, out_shape, out) -> np.ndarray:
    I = x3.shape[2]
    if out is None or out[0] is None:
        check_alloc(out_shape, np.float32, "Gather")
    y = out[0] if out is not None and out[0] is not None else np.empty(out_shape, np.float32)
    y2 = view(y, (flat.size, I))
    np.take(x3[0], flat, axis=0, out=y2)
    return y


@binder("Gather", since=1)
def _gather(ctx: Ctx) -> Binding:
    data_types(ctx)
    t = ctx.dtype(1)
    if t is not None and t not in INT_TYPES:
        raise ctx.fail(f"indices are {dtype_name(t)}; must be int64 or int32")
    axis = int(ctx.attr("axis", 0))
    kind = kind_for(ctx)
    const_idx = ctx.const(1)

    def run(inputs, out=None):
        x, idx = inputs[0], inputs[1]
        r = x.ndim
        if not -r <= axis < r:
            raise ValueError(f"Gather: axis {axis} out of range for rank {r}")
        a = axis % r
        k = x.shape[a]
        ind = _norm_indices(idx, k)
        out_shape = x.shape[:a] + ind.shape + x.shape[a + 1:]
        if not is_f32(x):
            check_alloc(out_shape, x.dtype, "Gather")
            return emit([np.take(x, ind, axis=a)], out)
        if prod(out_shape) == 0:
            return emit([np.empty(out_shape, np.float32)], out)
        O, I = prod(x.shape[:a]), prod(x.shape[a + 1:])
        x3 = view(x, (O, k, I))
        flat = ind.reshape(-1)
        if const_idx is not None and ind.ndim == 0:
            return run_op(G.op(*G.gather_index()), [x3], {"index": int(flat[0])}, shapes=[out_shape], out=out)
        if const_idx is not None and flat.size > 0 and np.array_equal(flat, np.arange(flat[0], flat[0] + flat.size)):
            return run_op(G.op(*G.gather_range()), [x3], {"start": int(flat[0]), "count": int(flat.size)},
                          shapes=[out_shape], out=out)
        if O == 1 and k * I > ROW_COPY_MIN:
            return [_gather_rows(x3, flat, out_shape, out)]
        if k >= 1 << 24:
            raise ValueError(f"Gather: axis length {k} is too long for float32 indices")
        return run_op(lib("gather_axis"), [x3, flat.astype(np.float32)], shapes=[out_shape], out=out)
    name = None
    if kind == "kernel":
        if const_idx is not None and const_idx.ndim == 0:
            name = "gather_index"
        else:
            name = "gather_axis"
    # indices the caller feeds decide which rows are copied (gather rows): not replayable
    return Binding(ctx.op_type, name, kind, run, host=kind == "kernel" and const_idx is None)


__all__ = ["transpose_plan", "slice_params", "split_sizes", "I64"]
