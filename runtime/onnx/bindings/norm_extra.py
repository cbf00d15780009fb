"""More normalizations: GroupNormalization (opset 18: scale and bias per group; opset 21:
per channel), LpNormalization (p 1 or 2) and MeanVarianceNormalization (any axes), each
a generated DSL op (two-pass statistics, as the library's layernorm).

MeanVarianceNormalization is the spec's function, (x - mean) / (sqrt(var) + 1e-9):
onnxruntime's kernel divides by sqrt(var) alone, so a constant slice gives NaN there and
0 here; elsewhere the two agree to float rounding."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ._base import Binding, Ctx, binder, emit, gen, merge_dims, prod, run_op
from .shape import view


@lru_cache(maxsize=None)
def group_norm_text(per_channel: bool) -> tuple[str, str]:
    name = "group_norm_c" if per_channel else "group_norm_g"
    p = "[g, c]" if per_channel else "[g]"
    dims = "G, CG" if per_channel else "G"
    return name, (
        f"op {name}(x: f32[N, G, CG, S], scale: f32[{dims}], bias: f32[{dims}], eps: f32 = 1e-5)\n"
        f"    -> y: f32[N, G, CG, S] {{\n"
        f"    mu[n, g] = mean[c, s](x[n, g, c, s])\n"
        f"    var[n, g] = mean[c, s]((x[n, g, c, s] - mu[n, g]) ** 2)\n"
        f"    y[n, g, c, s] = (x[n, g, c, s] - mu[n, g]) * rsqrt(var[n, g] + eps) * scale{p} + bias{p}\n}}\n")


@binder("GroupNormalization", since=18)
def _group_norm(ctx: Ctx) -> Binding:
    for i in range(3):
        ctx.float_input(i)
    if "num_groups" not in ctx.attrs:
        raise ctx.fail("the num_groups attribute is required")
    G = int(ctx.attr("num_groups"))
    eps = float(ctx.attr("epsilon", 1e-5))
    if G < 1:
        raise ctx.fail(f"num_groups {G} must be positive")
    if ctx.opset >= 21 and int(ctx.attr("stash_type", 1)) != 1:
        raise ctx.fail(f"stash_type {ctx.attr('stash_type')}: statistics are computed in float32 (1) only")
    per_channel = ctx.opset >= 21
    name, text = group_norm_text(per_channel)

    def run(inputs, out=None):
        x, scale, bias = inputs[:3]
        if x.ndim < 2:
            raise ValueError(f"GroupNormalization: input rank {x.ndim}; N, C and spatial dims expected")
        C = x.shape[1]
        if C % G:
            raise ValueError(f"GroupNormalization: {C} channels do not split into {G} groups")
        want = (C,) if per_channel else (G,)
        if scale.shape != want or bias.shape != want:
            raise ValueError(f"GroupNormalization: scale {scale.shape} and bias {bias.shape}, expected {want}")
        if x.size == 0:
            return emit([np.empty(x.shape, np.float32)], out)
        x4 = view(x, (x.shape[0], G, C // G, prod(x.shape[2:])))
        s, b = (view(scale, (G, C // G)), view(bias, (G, C // G))) if per_channel else (scale, bias)
        return run_op(gen(text, name), [x4, s, b], {"eps": eps}, shapes=[x.shape], out=out)
    return Binding(ctx.op_type, name, "kernel", run)


@lru_cache(maxsize=None)
def lp_text(p: int) -> tuple[str, str]:
    norm = "sum[k](abs(x[o, k, i]))" if p == 1 else "sqrt(sum[k](x[o, k, i] ** 2))"
    name = f"lp_norm{p}"
    return name, (f"op {name}(x: f32[O, K, I]) -> y: f32[O, K, I] {{\n"
                  f"    l[o, i] = {norm}\n"
                  f"    y[o, k, i] = where(l[o, i] == 0.0, 0.0, x[o, k, i] / l[o, i])\n}}\n")


@binder("LpNormalization", since=1)
def _lp_norm(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    p = int(ctx.attr("p", 2))
    if p not in (1, 2):
        raise ctx.fail(f"p = {p}; 1 or 2 expected")
    axis = int(ctx.attr("axis", -1))
    name, text = lp_text(p)

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if not -r <= axis < max(r, 1):
            raise ValueError(f"LpNormalization: axis {axis} out of range for rank {r}")
        a = axis % max(r, 1)
        if x.size == 0:
            return emit([np.empty(x.shape, np.float32)], out)
        shape = x.shape if r else (1,)
        x3 = view(x, (prod(shape[:a]), shape[a], prod(shape[a + 1:])))
        return run_op(gen(text, name), [x3], shapes=[x.shape], out=out)
    return Binding(ctx.op_type, name, "kernel", run)


@lru_cache(maxsize=None)
def mvn_text(pattern: tuple[bool, ...]) -> tuple[str, str]:
    """Normalize x over the dims k with pattern[k] (merged neighbours alternate)."""
    n = len(pattern)
    i = [f"i{k}" for k in range(n)]
    d = [f"D{k}" for k in range(n)]
    red = [i[k] for k in range(n) if pattern[k]]
    keep = [i[k] for k in range(n) if not pattern[k]]
    xr = f"x[{', '.join(i)}]"
    name = "mvn_" + "".join("r" if p else "k" for p in pattern)
    st = f"[{', '.join(keep)}]"
    return name, (f"op {name}(x: f32[{', '.join(d)}]) -> y: f32[{', '.join(d)}] {{\n"
                  f"    mu{st} = mean[{', '.join(red)}]({xr})\n"
                  f"    sd{st} = sqrt(mean[{', '.join('j' + v[1:] for v in red)}]"
                  f"((x[{', '.join('j' + v[1:] if v in red else v for v in i)}] - mu{st}) ** 2))\n"
                  f"    y[{', '.join(i)}] = ({xr} - mu{st}) / (sd{st} + 1e-9)\n}}\n")


@binder("MeanVarianceNormalization", since=9)
def _mvn(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    axes_attr = ctx.ints("axes", [0, 2, 3])

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if any(not -r <= a < r for a in axes_attr):
            raise ValueError(f"MeanVarianceNormalization: axes {axes_attr} out of range for rank {r}")
        axes = {a % r for a in axes_attr}
        if x.size == 0:
            return emit([np.empty(x.shape, np.float32)], out)
        tags = [k in axes for k in range(r) if x.shape[k] != 1]
        sizes = [s for s in x.shape if s != 1]
        sizes, tags = merge_dims(sizes, tags)
        if not tags or not tags[-1]:
            sizes, tags = sizes + [1], tags + [True]
        if tags[0]:
            sizes, tags = [1] + sizes, [False] + tags
        name, text = mvn_text(tuple(tags))
        return run_op(gen(text, name), [view(x, sizes)], shapes=[x.shape], out=out)
    return Binding(ctx.op_type, "mvn", "kernel", run)
