"""DepthToSpace (modes DCR and CRD) and SpaceToDepth (DCR; CRD from opset 28): each a
generated DSL op that reads x at the rearranged channel and position (float32); integers
rearrange in numpy."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ._base import Binding, Ctx, binder, data_types, emit, gen, kind_for, run_op


@lru_cache(maxsize=None)
def depth_to_space_text(mode: str) -> tuple[str, str]:
    ch = "((h % b) * b + w % b) * (C / (b * b)) + c" if mode == "DCR" else "c * b * b + (h % b) * b + w % b"
    name = f"depth_to_space_{mode.lower()}"
    return name, (f"op {name}(x: f32[N, C, H, W], b: int) -> y: f32[N, C / (b * b), H * b, W * b] {{\n"
                  f"    y[n, c, h, w] = x[n, {ch}, h / b, w / b]\n}}\n")


@lru_cache(maxsize=None)
def space_to_depth_text(mode: str) -> tuple[str, str]:
    """DCR: output channel (bh * b + bw) * C + c; CRD (opset 28): c * b * b + bh * b + bw."""
    if mode == "DCR":
        read = "x[n, c % C, h * b + c / C / b, w * b + c / C % b]"
    else:
        read = "x[n, c / (b * b), h * b + c % (b * b) / b, w * b + c % b]"
    name = f"space_to_depth_{mode.lower()}"
    return name, (f"op {name}(x: f32[N, C, H, W], b: int) -> y: f32[N, C * b * b, H / b, W / b] {{\n"
                  f"    y[n, c, h, w] = {read}\n}}\n")


def _blocksize(ctx: Ctx) -> int:
    if "blocksize" not in ctx.attrs:
        raise ctx.fail("the blocksize attribute is required")
    b = int(ctx.attr("blocksize"))
    if b < 1:
        raise ctx.fail(f"blocksize {b} must be positive")
    return b


@binder("DepthToSpace", since=1)
def _depth_to_space(ctx: Ctx) -> Binding:
    data_types(ctx)
    b = _blocksize(ctx)
    mode = ctx.attr("mode", "DCR") if ctx.opset >= 11 else "DCR"
    if mode not in ("DCR", "CRD"):
        raise ctx.fail(f"mode '{mode}'; DCR or CRD expected")
    name, text = depth_to_space_text(mode)

    def run(inputs, out=None):
        x = inputs[0]
        if x.ndim != 4 or x.shape[1] % (b * b):
            raise ValueError(f"DepthToSpace: input {x.shape}; [N, C, H, W] with C a multiple of {b * b} expected")
        N, C, H, W = x.shape
        if x.dtype != np.float32 or x.size == 0:
            if mode == "DCR":
                y = x.reshape(N, b, b, C // (b * b), H, W).transpose(0, 3, 4, 1, 5, 2)
            else:
                y = x.reshape(N, C // (b * b), b, b, H, W).transpose(0, 1, 4, 2, 5, 3)
            return emit([np.ascontiguousarray(y.reshape(N, C // (b * b), H * b, W * b))], out)
        return run_op(gen(text, name), [x], {"b": b}, shapes=[(N, C // (b * b), H * b, W * b)], out=out)
    return Binding(ctx.op_type, name if kind_for(ctx) == "kernel" else None, kind_for(ctx), run)


@binder("SpaceToDepth", since=1)
def _space_to_depth(ctx: Ctx) -> Binding:
    data_types(ctx)
    b = _blocksize(ctx)
    mode = ctx.attr("mode", "DCR") if ctx.opset >= 28 else "DCR"
    if mode not in ("DCR", "CRD"):
        raise ctx.fail(f"mode '{mode}'; DCR or CRD expected")
    name, text = space_to_depth_text(mode)

    def run(inputs, out=None):
        x = inputs[0]
        if x.ndim != 4 or x.shape[2] % b or x.shape[3] % b:
            raise ValueError(f"SpaceToDepth: input {x.shape}; [N, C, H, W] with H and W multiples of {b} expected")
        N, C, H, W = x.shape
        if x.dtype != np.float32 or x.size == 0:
            perm = (0, 3, 5, 1, 2, 4) if mode == "DCR" else (0, 1, 3, 5, 2, 4)
            y = x.reshape(N, C, H // b, b, W // b, b).transpose(perm)
            return emit([np.ascontiguousarray(y.reshape(N, C * b * b, H // b, W // b))], out)
        return run_op(gen(text, name), [x], {"b": b}, shapes=[(N, C * b * b, H // b, W // b)], out=out)
    return Binding(ctx.op_type, name if kind_for(ctx) == "kernel" else None, kind_for(ctx), run)
