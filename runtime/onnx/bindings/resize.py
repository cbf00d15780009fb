"""Resize (opsets 10 to 21) and Upsample (7 to 9): nearest (every nearest_mode), linear,
cubic, antialias, every coordinate_transformation_mode, scales or sizes, axes and
keep_aspect_ratio_policy.

Float32 runs generated DSL ops: every resized axis reads x at an integer line of its
output index plus a tap (resize_plan.py fits the line and computes the taps' weights, in
onnxruntime's float32 arithmetic). Nearest is one op over all dims, a plain read; linear
and cubic run one op per resized axis (the interpolation is separable: two short passes
cost less than one pass reading every tap pair; 21x65x65 -> 513x513 bilinear, one thread:
206 ms in one pass, 6 ms in two, onnxruntime 14 ms); tf_crop_and_resize, whose outside
outputs take the extrapolation value, is one op. Identity axes (scale 1, as onnxruntime
treats them) are merged with their neighbours and copied. The weight tables are computed
once per (lengths, scale, attributes) and kept, so replays keep their pointers. Integer
and boolean data (nearest only) pick the same elements in numpy.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from . import generated as G
from . import resize_plan as RP
from ._base import (BOOL, F32, INT_TYPES, INTEGER_TYPES, Binding, Ctx, binder, check_alloc, dtype_name, emit, gen,
                    int_values, lib, merge_dims, prod, run_op, table)
from .shape import view

F = np.float32
MODES = ("nearest", "linear", "cubic")
POLICIES = ("stretch", "not_larger", "not_smaller")


# --- the kernel ----------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def kernel(pattern: tuple[str, ...], extrapolate: bool) -> tuple[str, str]:
    """Resize over dims tagged "k" (kept: copied), "w" (weighted taps w{j}[p, t]) or "nR"
    (nearest: d{j}[p] picks one of the 2R + 1 elements around the line). Resized dim j
    reads x[(i{j} * a{j} + b{j} + tap * c{j}) / c{j}]; e{j}[p] > 0 marks extrapolated outputs."""
    n = len(pattern)
    name = "resize_" + "".join(pattern) + ("_x" if extrapolate else "")
    params = [f"x: f32[{', '.join(f'D{j}' for j in range(n))}]"]
    out_dims, attrs = [], []
    for j, tag in enumerate(pattern):
        if tag == "k":
            out_dims.append(f"D{j}")
            continue
        out_dims.append(f"P{j}")
        params.append(f"w{j}: f32[T{j}, P{j}]" if tag == "w" else f"d{j}: f32[P{j}]")
        if extrapolate:
            params.append(f"e{j}: f32[P{j}]")
        attrs.append(f"a{j}: int, b{j}: int, c{j}: int")
    resized = [j for j, t in enumerate(pattern) if t != "k"]
    if extrapolate:
        attrs.append("ev: f32 = 0.0")

    def read(taps: dict[int, str]) -> str:
        idx = [f"i{j}" if pattern[j] == "k" else f"(i{j} * a{j} + b{j}{taps[j]}) / c{j}" for j in range(n)]
        return f"x[{', '.join(idx)}]"

    if pattern[resized[0]] == "w":
        # the tap inside the division: t * c / c is t, and the index stays no affine
        # function of t, which keeps the stencil lowering (it gives jammed rows the first
        # row's weights when the row index is not affine) away from this nest
        prod_w = " * ".join(f"w{j}[t{j}, i{j}]" for j in resized)
        taps = ", ".join(f"t{j}" for j in resized)
        value = f"sum[{taps}]({prod_w} * {read({j: f' + t{j} * c{j}' for j in resized})})"
    else:
        def arms(rest: list[int], taps: dict[int, str]) -> str:
            if not rest:
                return read(taps)
            j, R = rest[0], int(pattern[rest[0]][1:])
            if R == 0:
                return arms(rest[1:], {**taps, j: ""})
            vals = {s: arms(rest[1:], {**taps, j: "" if s == 0 else (f" + {s} * c{j}" if s > 0 else f" - {-s} * c{j}")})
                    for s in range(-R, R + 1)}
            e = vals[R]
            for s in range(R - 1, -R - 1, -1):
                e = f"where(d{j}[i{j}] < {s + 0.5}, {vals[s]}, {e})"
            return e
        value = arms(resized, {})
    if extrapolate:
        value = f"where({' + '.join(f'e{j}[i{j}]' for j in resized)} > 0.5, ev, {value})"
    lhs = ", ".join(f"i{j}" for j in range(n))
    return name, (f"op {name}({', '.join(params + attrs)}) -> y: f32[{', '.join(out_dims)}] {{\n"
                  f"    y[{lhs}] = {value}\n}}\n")


UNROLL = 4  # taps written out one by one up to this many (linear 2, cubic 4); a reduction past it


@lru_cache(maxsize=None)
def axis_kernel(taps: int) -> tuple[str, str]:
    """One resized axis of x[O, K, I] -> y[O, P, I]: output p reads x[o, (p * a + b + t * c) / c, i]
    with weight w[t, p] (rows of w along the output, so vectors run along p or i). Up to
    UNROLL taps (taps = their number) they are written out; taps = 0: a reduction over T."""
    def read(t: str) -> str:
        return f"x[o, (p * a + b{' + ' + t + ' * c' if t != '0' else ''}) / c, i]"
    if taps:
        name = f"resize_axis{taps}"
        w = f"f32[{taps}, P]"
        body = " + ".join(f"w[{t}, p] * {read(str(t))}" for t in range(taps))
    else:
        name, w = "resize_axis", "f32[T, P]"
        body = f"sum[t](w[t, p] * {read('t')})"  # (no affine index in t: see kernel())
    return name, (f"op {name}(x: f32[O, K, I], w: {w}, a: int, b: int, c: int) -> y: f32[O, P, I] {{\n"
                  f"    y[o, p, i] = {body}\n}}\n")


@lru_cache(maxsize=1024)
def _axis(cfg: RP.Config, P: int, K: int, scale: float, roi: tuple[float, float]) -> RP.Axis:
    """The plan of one axis, its tables kept (table()) so their pointers never change."""
    ax = RP.plan_axis(cfg, P, K, F(scale), roi)
    key = ("resize", cfg, P, K, scale, roi)
    keep = lambda tag, a: None if a is None else table(key + (tag,), lambda: a)  # noqa: E731
    return RP.Axis(ax.a, ax.b, ax.c, ax.length, keep("w", ax.weights), keep("d", ax.shift), ax.radius,
                   keep("e", ax.outside))


# --- sizes and scales -------------------------------------------------------------------------------------

def _floats(a, what: str) -> list[float]:
    a = np.asarray(a)
    if a.dtype != np.float32:
        raise ValueError(f"Resize: {what} must be float32, got {a.dtype}")
    return [float(v) for v in a.reshape(-1)]


def resolve(shape: tuple[int, ...], scales, sizes, roi, axes, policy: str, is_resize: bool):
    """(output shape, per-dim float32 scale, per-dim roi): the lengths as the spec computes
    them, the scale as onnxruntime passes it to the coordinate formulas."""
    r = len(shape)
    if r == 0:
        raise ValueError("Resize: the input must have at least one dim")
    if axes is not None:
        if len(set(a % r if -r <= a < r else None for a in axes)) != len(axes) or any(not -r <= a < r for a in axes):
            raise ValueError(f"Resize: axes {axes} must be distinct and within rank {r}")
        axes = [a % r for a in axes]
    span = axes if axes is not None else list(range(r))
    if scales is not None and sizes is not None:
        raise ValueError("Resize: give scales or sizes, not both")
    out = list(shape)
    sc = [F(1)] * r
    if sizes is not None:
        if len(sizes) != len(span):
            raise ValueError(f"Resize: {len(sizes)} sizes for {len(span)} axes")
        if any(s < 0 for s in sizes):
            raise ValueError(f"Resize: negative size in {sizes}")
        for a, s in zip(span, sizes):
            if shape[a] == 0 and s != 0:
                raise ValueError(f"Resize: dim {a} is empty but its size is {s}")
            out[a] = s
            sc[a] = F(1) if shape[a] == 0 else F(F(s) / F(shape[a]))
        if policy != "stretch":
            pick = min if policy == "not_larger" else max
            s = pick(sc[a] for a in span)
            for a in range(r):
                if a in span:
                    sc[a] = s
                    out[a] = int(np.round(float(F(s * F(shape[a])))))
                else:
                    sc[a], out[a] = F(1), shape[a]
    elif scales is not None:
        if len(scales) != len(span):
            raise ValueError(f"Resize: {len(scales)} scales for {len(span)} axes")
        for a, s in zip(span, scales):
            if not (np.isfinite(s) and s > 0):
                raise ValueError(f"Resize: scale {s} must be positive and finite")
            if not is_resize and s < 1:
                raise ValueError(f"Upsample: scale {s} must be >= 1")
            sc[a] = F(s)
            # floor(scale * length) in float64 as the spec, onnx's shape inference and its
            # reference compute it (onnxruntime's float32 product can round up: 0.7f * 10 -> 7)
            v = float(F(s)) * shape[a]
            if v >= RP.MAX_LENGTH:
                raise ValueError(f"Resize: scale {s} makes dim {a} too large")
            out[a] = int(v)
    else:
        raise ValueError("Resize: one of scales and sizes is required")
    rois = [(0.0, 1.0)] * r
    if roi is not None:
        if len(roi) != 2 * len(span):
            raise ValueError(f"Resize: roi has {len(roi)} values, expected {2 * len(span)}")
        for k, a in enumerate(span):
            rois[a] = (float(F(roi[k])), float(F(roi[len(span) + k])))
    if any(o >= RP.MAX_LENGTH for o in out):
        raise ValueError(f"Resize: output shape {tuple(out)} is too large")
    return tuple(out), sc, rois


# --- running ---------------------------------------------------------------------------------------------

def _plans(cfg: RP.Config, shape, out_shape, sc, rois):
    """Per dim: None (identity) or its Axis."""
    res = []
    for K, P, s, roi in zip(shape, out_shape, sc, rois):
        if P == K and s == F(1):  # onnxruntime copies such an axis, whatever its roi
            res.append(None)
        else:
            r = roi if cfg.coordinate == "tf_crop_and_resize" else (0.0, 1.0)
            res.append(_axis(cfg, int(P), int(K), float(s), r))
    return res


def run_float(cfg: RP.Config, x: np.ndarray, out_shape, sc, rois, extrapolation: float, out):
    if prod(out_shape) == 0:
        return emit([np.empty(out_shape, F)], out)
    if tuple(out_shape) == x.shape and (cfg.coordinate != "tf_crop_and_resize" or all(s == F(1) for s in sc)):
        return run_op(lib("copy"), [x], shapes=[tuple(out_shape)], out=out)  # onnxruntime: nothing resizes
    plans = _plans(cfg, x.shape, out_shape, sc, rois)
    if cfg.mode != "nearest" and not any(p is not None and p.outside is not None for p in plans):
        return _separable(x, plans, out)
    tags = [("k",) if p is None else ("r", d) for d, p in enumerate(plans)]
    sizes, mtags = merge_dims(x.shape, tags)
    extrapolate = any(p is not None and p.outside is not None for p in plans)
    pattern, args, attrs = [], [view(x, sizes)], {}
    for m, t in enumerate(mtags):
        if t[0] == "k":
            pattern.append("k")
            continue
        ax = plans[t[1]]
        if ax.weights is not None:
            pattern.append("w")
            args.append(ax.weights)
        else:
            pattern.append(f"n{ax.radius}")
            args.append(ax.shift)
        if extrapolate:
            args.append(ax.outside if ax.outside is not None else table(("resize_inside", ax.length),
                                                                          lambda: np.zeros(ax.length, F)))
        k = 1 if ax.c > 1 else 2  # a division by 1 would fold away (see kernel)
        attrs.update({f"a{m}": ax.a * k, f"b{m}": ax.b * k, f"c{m}": ax.c * k})
    if extrapolate:
        attrs["ev"] = float(extrapolation)
    op = G.op(*kernel(tuple(pattern), extrapolate))
    return run_op(op, args, attrs, shapes=[tuple(out_shape)], out=out)


def _separable(x: np.ndarray, plans, out):
    """Weighted resize one axis at a time, the axis that shrinks most first (interpolation
    is separable: the same weights, rounded once per pass)."""
    order = sorted((d for d, p in enumerate(plans) if p is not None),
                   key=lambda d: plans[d].length / max(1, x.shape[d]))
    cur = x
    for n, d in enumerate(order):
        ax = plans[d]
        T = ax.weights.shape[0]
        name, text = axis_kernel(T if T <= UNROLL else 0)
        k = 1 if ax.c > 1 else 2  # a division by 1 would fold away (see kernel)
        shape = cur.shape[:d] + (ax.length,) + cur.shape[d + 1:]
        last = n == len(order) - 1
        (cur,) = run_op(gen(text, name), [view(cur, (prod(cur.shape[:d]), cur.shape[d], prod(cur.shape[d + 1:]))),
                                          ax.weights], {"a": ax.a * k, "b": ax.b * k, "c": ax.c * k},
                        shapes=[shape], out=out if last else None)
    return [cur]


def run_index(cfg: RP.Config, x: np.ndarray, out_shape, sc, rois, extrapolation: float, out):
    """Nearest on integers or booleans: the same elements, picked in numpy."""
    if prod(out_shape) == 0:
        return emit([np.empty(out_shape, x.dtype)], out)
    maps, masks = [], []
    for d, (K, P, s, roi) in enumerate(zip(x.shape, out_shape, sc, rois)):
        if P == K and s == F(1):
            maps.append(np.arange(K))
            masks.append(None)
            continue
        roi = roi if cfg.coordinate == "tf_crop_and_resize" else (0.0, 1.0)
        c = RP.coordinates(cfg.coordinate, P, K, F(s), roi)
        maps.append(np.clip(RP.nearest_index(c, cfg.nearest, F(s) < F(1)), 0, K - 1))
        masks.append(RP._outside(cfg, c, K))
    y = x[np.ix_(*maps)]
    if any(m is not None for m in masks):
        ext = np.zeros(out_shape, bool)
        for d, m in enumerate(masks):
            if m is not None:
                ext |= (m > 0).reshape((1,) * d + (-1,) + (1,) * (len(out_shape) - d - 1))
        y = np.where(ext, np.asarray(extrapolation).astype(x.dtype), y)
    return emit([np.ascontiguousarray(y)], out)


def _data_kind(ctx: Ctx, mode: str) -> str:
    t = ctx.dtype(0)
    if t in (None, F32):
        return "kernel"
    if t in INTEGER_TYPES + (BOOL,):
        if mode != "nearest":
            raise ctx.fail(f"mode '{mode}' on {dtype_name(t)} data; integer and boolean data resize by nearest only")
        return "shape"
    raise ctx.fail(f"input is {dtype_name(t)}; supported: float32 (DSL op), integers/bool (nearest, numpy)")


def _choice(ctx: Ctx, name: str, value: str, allowed) -> str:
    if value not in allowed:
        raise ctx.fail(f"{name} '{value}' is not one of {', '.join(allowed)}")
    return value


def _binding(ctx: Ctx, cfg: RP.Config, extrapolation: float, get) -> Binding:
    """get(inputs) -> (scales, sizes, roi, axes, policy, is_resize)."""
    kind = _data_kind(ctx, cfg.mode)

    def run(inputs, out=None):
        x = inputs[0]
        scales, sizes, roi, axes, policy, is_resize = get(inputs)
        out_shape, sc, rois = resolve(x.shape, scales, sizes, roi, axes, policy, is_resize)
        check_alloc(out_shape, x.dtype, ctx.op_type)
        if x.dtype == np.float32:
            return run_float(cfg, x, out_shape, sc, rois, extrapolation, out)
        if (np.issubdtype(x.dtype, np.integer) or x.dtype == np.bool_) and cfg.mode == "nearest":
            return run_index(cfg, x, out_shape, sc, rois, extrapolation, out)
        raise TypeError(f"{ctx.op_type}: {x.dtype} data with mode '{cfg.mode}'")
    # linear and cubic run one launch per resized axis, the passes before the last into
    # temporaries: in a replay the step runs as a host step
    return Binding(ctx.op_type, "resize" if kind == "kernel" else None, kind, run,
                   host=kind == "kernel" and cfg.mode != "nearest")


@binder("Resize", since=10)
def _resize(ctx: Ctx) -> Binding:
    opset = ctx.opset
    mode = _choice(ctx, "mode", ctx.attr("mode", "nearest"), MODES if opset >= 11 else MODES[:2])
    ctm = "coordinate_transformation_mode"
    coordinate = _choice(ctx, ctm, ctx.attr(ctm, "half_pixel"),
                         RP.COORDINATE_MODES if opset >= 19 else RP.COORDINATE_MODES[:-1]) if opset >= 11 \
        else "asymmetric"
    nearest = _choice(ctx, "nearest_mode", ctx.attr("nearest_mode", "round_prefer_floor"), RP.NEAREST_MODES[:-1]) \
        if opset >= 11 else "simple"
    antialias = bool(int(ctx.attr("antialias", 0))) if opset >= 18 else False
    if antialias and mode == "nearest":
        raise ctx.fail("antialias = 1 needs mode linear or cubic")
    axes = ctx.ints("axes") if opset >= 18 else None
    policy = _choice(ctx, "keep_aspect_ratio_policy", ctx.attr("keep_aspect_ratio_policy", "stretch"), POLICIES) \
        if opset >= 18 else "stretch"
    cfg = RP.Config(mode, coordinate, nearest, float(F(ctx.attr("cubic_coeff_a", -0.75))),
                    bool(int(ctx.attr("exclude_outside", 0))), antialias)
    extrapolation = float(F(ctx.attr("extrapolation_value", 0.0)))
    for i in range(1, min(ctx.n_in, 4)):
        t = ctx.dtype(i)
        if ctx.has(i) and t is not None and ((i < 3 and t != F32) or (i == 3 and t not in INT_TYPES)):
            raise ctx.fail(f"input {i} is {dtype_name(t)}; expected " + ("int64" if i == 3 else "float"))
    scales_at, sizes_at, roi_at = (1, None, None) if opset < 11 else (2, 3, 1)

    def get(inputs):
        def given(i):
            return i is not None and i < len(inputs) and inputs[i] is not None and np.asarray(inputs[i]).size > 0
        scales = _floats(inputs[scales_at], "scales") if given(scales_at) else None
        sizes = int_values(inputs[sizes_at], "Resize sizes") if sizes_at is not None and given(sizes_at) else None
        roi = _floats(inputs[roi_at], "roi") if coordinate == "tf_crop_and_resize" and given(roi_at) else None
        if coordinate == "tf_crop_and_resize" and roi is None:
            raise ValueError("Resize: tf_crop_and_resize needs the roi input")
        return scales, sizes, roi, axes, policy, True
    return _binding(ctx, cfg, extrapolation, get)


@binder("Upsample", since=7, until=9)  # deprecated (an error) from opset 10, where Resize takes over
def _upsample(ctx: Ctx) -> Binding:
    mode = ctx.attr("mode", "nearest")
    mode = "linear" if mode == "bilinear" else mode
    _choice(ctx, "mode", mode, MODES[:2])
    cfg = RP.Config(mode, "asymmetric", "simple", -0.75, False, False)
    fixed = ctx.attrs.get("scales") if ctx.opset < 9 else None
    if ctx.opset < 9 and fixed is None:
        raise ctx.fail("the scales attribute is required")

    def get(inputs):
        scales = [float(v) for v in fixed] if fixed is not None else _floats(inputs[1], "scales")
        return scales, None, None, None, "stretch", False
    return _binding(ctx, cfg, 0.0, get)

