"""Convolution, pooling and normalization nodes.

2-D Conv/MaxPool/AveragePool map onto the library's conv2d/maxpool2d/avgpool2d (pads as
pad_top, pad_left, pad_bottom, pad_right; auto_pad resolved from the input shape), 1-D
ones onto the same ops with H = 1, 3-D ones onto generated ops of the same form.
ConvTranspose is the library's conv_transpose2d (onnx_extra.opdsl). MaxPool's Indices
output and integer MaxPool go through maxpool_index.py. Normalizations view their input
so the normalized block is the last axis (LayerNormalization, LRN, the global pools) or
NCHW (BatchNormalization; training_mode = 1 in batchnorm_train.py)."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from . import batchnorm_train, convt_gemm, generated as G, maxpool_index
from ._base import F32, Binding, Ctx, binder, lib, merge_dims, prod, run_op, zeros
from .shape import view

MAX_SPATIAL = 3


def _spatial_rank(ctx: Ctx, min_rank: int = 3) -> int | None:
    r = ctx.rank(0)
    if r is None:
        return None
    if r < min_rank:
        raise ctx.fail(f"input has rank {r}; expected N, C and at least {min_rank - 2} spatial dim(s)")
    if r - 2 > MAX_SPATIAL:
        raise ctx.fail(f"{r - 2} spatial dims; supported: 1 to {MAX_SPATIAL}")
    return r - 2


def _auto_pad(ctx: Ctx) -> str:
    ap = ctx.attr("auto_pad", "NOTSET") or "NOTSET"
    if ap not in ("NOTSET", "SAME_UPPER", "SAME_LOWER", "VALID"):
        raise ctx.fail(f"auto_pad '{ap}'")
    return ap


def same_pads(in_sizes, kernel, strides, dilations, upper: bool) -> tuple[list[int], list[int]]:
    """SAME_UPPER / SAME_LOWER: output ceil(in / stride), the extra pad at the end (upper)
    or at the beginning (lower)."""
    b, e = [], []
    for i, k, s, d in zip(in_sizes, kernel, strides, dilations):
        out = -(-i // s)
        total = max(0, (out - 1) * s + (k - 1) * d + 1 - i)
        lo = total // 2 if upper else total - total // 2
        b.append(lo)
        e.append(total - lo)
    return b, e


def conv_pads(auto_pad: str, pads, in_sizes, kernel, strides, dilations):
    n = len(in_sizes)
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        return same_pads(in_sizes, kernel, strides, dilations, auto_pad == "SAME_UPPER")
    if auto_pad == "VALID" or pads is None:
        return [0] * n, [0] * n
    if len(pads) != 2 * n:
        raise ValueError(f"pads {pads} should have {2 * n} values")
    return list(pads[:n]), list(pads[n:])


def _spatial_attrs(ctx: Ctx, n: int, kernel) -> tuple[list[int], list[int]]:
    strides = ctx.ints("strides") or [1] * n
    dilations = ctx.ints("dilations") or [1] * n
    if len(strides) != n or len(dilations) != n:
        raise ValueError(f"{ctx.op_type}: strides {strides} / dilations {dilations} for {n} spatial dims")
    if any(s < 1 for s in strides) or any(d < 1 for d in dilations):
        raise ValueError(f"{ctx.op_type}: strides and dilations must be positive")
    return strides, dilations


def _to2d(n: int, x: np.ndarray) -> np.ndarray:
    """1-D spatial (N, C, L) as (N, C, 1, L)."""
    return view(x, x.shape[:2] + (1,) + x.shape[2:]) if n == 1 else x


# --- Conv ---------------------------------------------------------------------------------------

def _conv_attrs(ctx: Ctx) -> tuple:
    """What Conv and ConvTranspose check and read alike: float x, w (and b), the spatial
    rank, then auto_pad, group, pads and kernel_shape."""
    for i in range(min(ctx.n_in, 3)):
        ctx.float_input(i)
    _spatial_rank(ctx)
    return _auto_pad(ctx), int(ctx.attr("group", 1)), ctx.ints("pads"), ctx.ints("kernel_shape")


@binder("Conv", since=1)
def _conv(ctx: Ctx) -> Binding:
    auto_pad, group, pads_attr, kshape = _conv_attrs(ctx)
    conv2d = lib("conv2d")

    def run(inputs, out=None):
        x, w = inputs[0], inputs[1]
        n = x.ndim - 2
        if not 1 <= n <= MAX_SPATIAL or w.ndim != x.ndim:
            raise ValueError(f"Conv: input rank {x.ndim}, weight rank {w.ndim}")
        b = inputs[2] if len(inputs) > 2 and inputs[2] is not None else zeros((w.shape[0],))
        kernel = list(w.shape[2:])
        if kshape is not None and list(kshape) != kernel:
            raise ValueError(f"Conv: kernel_shape {kshape} but the weight is {w.shape}")
        if x.shape[1] != w.shape[1] * group or w.shape[0] % group:
            raise ValueError(f"Conv: {x.shape[1]} input channels, weight {w.shape}, group {group}")
        strides, dil = _spatial_attrs(ctx, n, kernel)
        pb, pe = conv_pads(auto_pad, pads_attr, x.shape[2:], kernel, strides, dil)
        outs = [(i + p0 + p1 - d * (k - 1) - 1) // s + 1
                for i, p0, p1, d, k, s in zip(x.shape[2:], pb, pe, dil, kernel, strides)]
        out_shape = (x.shape[0], w.shape[0], *outs)
        if any(o <= 0 for o in outs):
            raise ValueError(f"Conv: output would be {out_shape}")
        if n <= 2:
            if n == 1:
                strides, dil, pb, pe = [1] + strides, [1] + dil, [0] + pb, [0] + pe
            attrs = dict(stride_h=strides[0], stride_w=strides[1], dilation_h=dil[0], dilation_w=dil[1],
                         pad_top=pb[0], pad_left=pb[1], pad_bottom=pe[0], pad_right=pe[1], group=group)
            return run_op(conv2d, [_to2d(n, x), _to2d(n, w), b], attrs, shapes=[out_shape], out=out)
        attrs = {"group": group}
        for k in range(n):
            attrs.update({f"st{k}": strides[k], f"pb{k}": pb[k], f"pe{k}": pe[k], f"dl{k}": dil[k]})
        return run_op(G.op(*G.conv_nd(n)), [x, w, b], attrs, shapes=[out_shape], out=out)
    n = (ctx.rank(0) or 4) - 2
    return Binding(ctx.op_type, "conv2d" if n <= 2 else G.conv_nd(n)[0], "kernel", run)


# --- ConvTranspose --------------------------------------------------------------------------------

def conv_transpose_pads(auto_pad, pads, output_shape, in_sizes, kernel, strides, dilations, out_pad):
    """(pads at the beginning, pads at the end) as the ONNX spec (and onnxruntime) resolve
    them: from output_shape (total padding = natural size - output_shape, the larger half
    at the end for SAME_UPPER, at the beginning otherwise), from auto_pad SAME_* (output
    in * stride, same split), or the pads attribute. A negative end pad makes the output
    longer (output_shape beyond the natural size)."""
    n = len(in_sizes)
    full = [s * (i - 1) + op + (k - 1) * d + 1
            for i, k, s, d, op in zip(in_sizes, kernel, strides, dilations, out_pad)]
    if output_shape is not None:
        target = list(output_shape)[-n:]
        b, e = [], []
        for f, t in zip(full, target):
            total = f - t
            if total < 0:
                b.append(0)
                e.append(total)
                continue
            lo = total // 2 if auto_pad == "SAME_UPPER" else total - total // 2
            b.append(lo)
            e.append(total - lo)
        return b, e
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        b, e = [], []
        for f, i, s in zip(full, in_sizes, strides):
            total = max(0, f - i * s)
            lo = total // 2 if auto_pad == "SAME_UPPER" else total - total // 2
            b.append(lo)
            e.append(total - lo)
        return b, e
    if auto_pad == "VALID" or pads is None:
        return [0] * n, [0] * n
    if len(pads) != 2 * n:
        raise ValueError(f"pads {pads} should have {2 * n} values")
    return list(pads[:n]), list(pads[n:])


@binder("ConvTranspose", since=1)
def _conv_transpose(ctx: Ctx) -> Binding:
    auto_pad, group, pads_attr, kshape = _conv_attrs(ctx)
    output_shape = ctx.ints("output_shape")
    out_pad_attr = ctx.ints("output_padding")
    ct2d = lib("conv_transpose2d")

    def run(inputs, out=None):
        x, w = inputs[0], inputs[1]
        n = x.ndim - 2
        if not 1 <= n <= MAX_SPATIAL or w.ndim != x.ndim:
            raise ValueError(f"ConvTranspose: input rank {x.ndim}, weight rank {w.ndim}")
        if w.shape[0] != x.shape[1] or x.shape[1] % group:
            raise ValueError(f"ConvTranspose: {x.shape[1]} input channels, weight {w.shape}, group {group}")
        K = w.shape[1] * group
        b = inputs[2] if len(inputs) > 2 and inputs[2] is not None else zeros((K,))
        kernel = list(w.shape[2:])
        if kshape is not None and list(kshape) != kernel:
            raise ValueError(f"ConvTranspose: kernel_shape {kshape} but the weight is {w.shape}")
        strides, dil = _spatial_attrs(ctx, n, kernel)
        op_ = out_pad_attr or [0] * n
        pb, pe = conv_transpose_pads(auto_pad, pads_attr, output_shape, x.shape[2:], kernel, strides, dil, op_)
        outs = [s * (i - 1) + o + d * (k - 1) + 1 - p0 - p1
                for i, k, s, d, o, p0, p1 in zip(x.shape[2:], kernel, strides, dil, op_, pb, pe)]
        out_shape = (x.shape[0], K, *outs)
        if any(o <= 0 for o in outs):
            raise ValueError(f"ConvTranspose: output would be {out_shape}")
        if convt_gemm.applies(n, group):  # one GEMM, then each output sums the taps landing on it
            return convt_gemm.run(x, w, b, out_shape, strides, dil, pb, out)
        if n <= 2:
            if n == 1:
                strides, dil, pb, pe, op_ = [1] + strides, [1] + dil, [0] + pb, [0] + pe, [0] + op_
            attrs = dict(stride_h=strides[0], stride_w=strides[1], dilation_h=dil[0], dilation_w=dil[1],
                         pad_top=pb[0], pad_left=pb[1], pad_bottom=pe[0], pad_right=pe[1],
                         out_pad_h=op_[0], out_pad_w=op_[1], group=group)
            return run_op(ct2d, [_to2d(n, x), _to2d(n, w), b], attrs, shapes=[out_shape], out=out)
        attrs = {"group": group}
        for k in range(n):
            attrs.update({f"st{k}": strides[k], f"pb{k}": pb[k], f"pe{k}": pe[k], f"dl{k}": dil[k],
                          f"op{k}": op_[k]})
        return run_op(G.op(*G.conv_transpose_nd(n)), [x, w, b], attrs, shapes=[out_shape], out=out)
    n = (ctx.rank(0) or 4) - 2
    return Binding(ctx.op_type, "conv_transpose2d" if n <= 2 else G.conv_transpose_nd(n)[0], "kernel", run)


# --- pooling ---------------------------------------------------------------------------------------

def pool_geometry(auto_pad: str, pads: list[int] | None, in_sizes: Sequence[int], kernel: Sequence[int],
                  strides: Sequence[int], dilations: Sequence[int],
                  ceil_mode: bool) -> tuple[list[int], list[int], list[int]]:
    """Per dim (pad begin, real pad end, output size). ceil_mode: a last window that starts
    in the input or its begin padding counts, as in onnxruntime."""
    n = len(in_sizes)
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        pb, pe = same_pads(in_sizes, kernel, strides, dilations, auto_pad == "SAME_UPPER")
        outs = [-(-i // s) for i, s in zip(in_sizes, strides)]
        return pb, pe, outs
    pb, pe = ([0] * n, [0] * n) if auto_pad == "VALID" or pads is None else (list(pads[:n]), list(pads[n:]))
    if pads is not None and auto_pad not in ("VALID",) and len(pads) != 2 * n:
        raise ValueError(f"pads {pads} should have {2 * n} values")
    outs = []
    for i, k, s, d, b, e in zip(in_sizes, kernel, strides, dilations, pb, pe):
        span = i + b + e - (k - 1) * d - 1
        if span < 0:
            raise ValueError(f"pooling window {k} (dilation {d}) is larger than the padded input {i + b + e}")
        o = (-(-span // s) if ceil_mode else span // s) + 1
        if ceil_mode and (o - 1) * s >= i + b:
            o -= 1
        outs.append(o)
    return pb, pe, outs


def _bind_pool(ctx: Ctx) -> Binding:
    is_max = ctx.op_type == "MaxPool"
    if is_max:  # float32, or integers float32 holds exactly (maxpool_index)
        maxpool_index.check_input(ctx)
    else:
        ctx.float_input(0)
    want_index = is_max and ctx.out_used(1)
    order = maxpool_index.storage_order(ctx) if is_max else 0
    # Indices, or an integer Y (a type unknown here may be one): numpy around the kernel,
    # a host step in a replay
    host = want_index or (is_max and ctx.dtype(0) != F32)
    n_static = _spatial_rank(ctx)
    kernel = ctx.ints("kernel_shape")
    if kernel is None:
        raise ctx.fail("kernel_shape is required")
    if n_static is not None and len(kernel) != n_static:
        raise ctx.fail(f"kernel_shape {kernel} for {n_static} spatial dims")
    auto_pad = _auto_pad(ctx)
    pads = ctx.ints("pads")
    ceil_mode = bool(ctx.attr("ceil_mode", 0))
    include_pad = bool(ctx.attr("count_include_pad", 0)) and not is_max
    if not is_max and ctx.opset < 19 and "dilations" in ctx.attrs:
        raise ctx.fail("AveragePool dilations need opset 19")
    lib_op = lib("maxpool2d" if is_max else "avgpool2d")

    def run(inputs, out=None):
        x = inputs[0]
        n = x.ndim - 2
        if not 1 <= n <= MAX_SPATIAL or len(kernel) != n:
            raise ValueError(f"{ctx.op_type}: input rank {x.ndim}, kernel_shape {kernel}")
        strides, dil = _spatial_attrs(ctx, n, kernel)
        pb, pe, outs = pool_geometry(auto_pad, pads, x.shape[2:], kernel, strides, dil, ceil_mode)
        out_shape = x.shape[:2] + tuple(outs)
        # the end pad that makes the floor formula give `outs` (ceil_mode may add to it)
        pe_shape = [(o - 1) * s + (k - 1) * d + 1 - i - b
                    for o, s, k, d, i, b in zip(outs, strides, kernel, dil, x.shape[2:], pb)]
        clipped = include_pad and any(
            (o - 1) * s - b + (k - 1) * d + 1 > i + e
            for o, s, k, d, i, b, e in zip(outs, strides, kernel, dil, x.shape[2:], pb, pe))

        def pool(xf: np.ndarray, out=None) -> list[np.ndarray]:
            kn, st, dl, b0, e0, lim = list(kernel), list(strides), list(dil), list(pb), list(pe_shape), list(pe)
            xv = xf
            if n == 1:
                kn, st, dl, b0, e0, lim = [1] + kn, [1] + st, [1] + dl, [0] + b0, [0] + e0, [0] + lim
                xv = _to2d(1, xf)
            m = len(kn)
            if m == 2 and all(d == 1 for d in dl) and not clipped:
                attrs = dict(kernel_h=kn[0], kernel_w=kn[1], stride_h=st[0], stride_w=st[1],
                             pad_top=b0[0], pad_left=b0[1], pad_bottom=e0[0], pad_right=e0[1])
                if not is_max:
                    attrs["count_include_pad"] = int(include_pad)
                return run_op(lib_op, [xv], attrs, shapes=[out_shape], out=out)
            kind = "max" if is_max else ("avg_pad" if include_pad else "avg")
            attrs = {}
            for k in range(m):
                attrs.update({f"kn{k}": kn[k], f"st{k}": st[k], f"pb{k}": b0[k], f"pe{k}": e0[k], f"dl{k}": dl[k]})
                if kind == "avg_pad":
                    attrs[f"lim{k}"] = lim[k]
            return run_op(G.op(*G.pool_nd(m, kind)), [xv], attrs, shapes=[out_shape], out=out)
        if x.dtype == np.float32 and not want_index:
            return pool(x, out)
        if not is_max:
            raise ValueError(f"{ctx.op_type}: input is {x.dtype}; this op runs on float32 only")
        if not host or not maxpool_index.runs_on(x.dtype):
            raise ValueError(f"{ctx.op_type}: input is {x.dtype}; " + maxpool_index.TYPES)
        return maxpool_index.run_max(x, kernel, strides, dil, pb, pe_shape, outs, order, want_index, ctx.n_out,
                                     lambda xf: pool(xf)[0], out)
    return Binding(ctx.op_type, "maxpool2d_argmax" if want_index else lib_op.name, "kernel", run, host=host)


binder("MaxPool", since=1)(_bind_pool)
binder("AveragePool", since=1)(_bind_pool)


def _bind_global_pool(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    op = lib("reduce_max" if ctx.op_type == "GlobalMaxPool" else "reduce_mean")

    def run(inputs, out=None):
        x = inputs[0]
        if x.ndim < 3:
            raise ValueError(f"{ctx.op_type}: input rank {x.ndim} (needs N, C and spatial dims)")
        out_shape = x.shape[:2] + (1,) * (x.ndim - 2)
        return run_op(op, [view(x, x.shape[:2] + (prod(x.shape[2:]),))], shapes=[out_shape], out=out)
    return Binding(ctx.op_type, op.name, "kernel", run)


binder("GlobalAveragePool", since=1)(_bind_global_pool)
binder("GlobalMaxPool", since=1)(_bind_global_pool)


# --- normalization -------------------------------------------------------------------------------

@binder("BatchNormalization", since=1)
def _batchnorm(ctx: Ctx) -> Binding:
    for i in range(5):
        ctx.float_input(i)
    if ctx.opset < 9 and int(ctx.attr("spatial", 1)) == 0:
        raise ctx.fail("spatial = 0 (per-activation statistics) is not supported")
    if int(ctx.attr("training_mode", 0)):
        if ctx.opset < 14:
            raise ctx.fail("training_mode is an attribute of opset 14 and later")
        return batchnorm_train.bind(ctx)
    if any(ctx.out_used(i) for i in range(1, ctx.n_out)):
        raise ctx.fail("the running/saved statistics outputs are training outputs; below opset 14 only output 0 "
                       "is supported (opset 14 and later: training_mode = 1)")
    eps = float(ctx.attr("epsilon", 1e-5))
    op = lib("batchnorm")

    def run(inputs, out=None):
        x, scale, bias, mean, var = inputs[:5]
        if x.ndim < 2:
            raise ValueError(f"BatchNormalization: input rank {x.ndim}")
        x4 = view(x, x.shape[:2] + (prod(x.shape[2:]), 1))
        return run_op(op, [x4, scale, bias, mean, var], {"eps": eps}, shapes=[x.shape], out=out)
    return Binding(ctx.op_type, "batchnorm", "kernel", run)


@binder("LayerNormalization", since=17)
def _layernorm(ctx: Ctx) -> Binding:
    for i in range(min(ctx.n_in, 3)):
        ctx.float_input(i)
    axis = int(ctx.attr("axis", -1))
    eps = float(ctx.attr("epsilon", 1e-5))
    stats = ctx.out_used(1) or ctx.out_used(2)
    op = lib("layernorm_stats" if stats else "layernorm")

    def run(inputs, out=None):
        x, scale = inputs[0], inputs[1]
        bias = inputs[2] if len(inputs) > 2 and inputs[2] is not None else None
        r = x.ndim
        if not -r <= axis < r:
            raise ValueError(f"LayerNormalization: axis {axis} out of range for rank {r}")
        a = axis % r
        D = prod(x.shape[a:])
        norm_shape = x.shape[a:]

        def param(p):
            if p.size == D:
                return view(p, (D,))
            return view(_broadcast_param(p, norm_shape), (D,))
        g = param(scale)
        bb = param(bias) if bias is not None else zeros((D,))
        x2 = view(x, (prod(x.shape[:a]), D))
        stat_shape = x.shape[:a] + (1,) * (r - a)
        if not stats:
            return run_op(op, [x2, g, bb], {"eps": eps}, shapes=[x.shape], out=out)
        o = list(out) if out is not None else [None, None, None]
        o += [None] * (3 - len(o))
        res = run_op(op, [x2, g, bb], {"eps": eps}, shapes=[x.shape, stat_shape, stat_shape], out=o)
        return [res[0]] + [res[k] if ctx.out_used(k) else None for k in (1, 2)][:ctx.n_out - 1]
    return Binding(ctx.op_type, op.name, "kernel", run)


def _broadcast_param(p: np.ndarray, shape) -> np.ndarray:
    """A LayerNormalization scale/bias smaller than the normalized block, broadcast to it
    (through the generated expand op: a copy, no arithmetic)."""
    shape = tuple(shape)
    ps = (1,) * (len(shape) - p.ndim) + p.shape
    tags = [pd == 1 and sd != 1 for pd, sd in zip(ps, shape)]
    keep = [k for k, sd in enumerate(shape) if sd != 1]
    osz, mt = merge_dims([shape[k] for k in keep], [tags[k] for k in keep])
    if not any(mt):
        return view(p, shape)
    xsz = [1 if t else s for s, t in zip(osz, mt)]
    attrs = {f"n{m}": s for m, (s, t) in enumerate(zip(osz, mt)) if t}
    return run_op(G.op(*G.expand(tuple(mt))), [view(p, xsz)], attrs, shapes=[shape])[0]


@binder("LRN", since=1)
def _lrn(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    size = ctx.attr("size")
    if size is None:
        raise ctx.fail("the size attribute is required")
    attrs = {"size": int(size), "alpha": float(ctx.attr("alpha", 1e-4)), "beta": float(ctx.attr("beta", 0.75)),
             "bias": float(ctx.attr("bias", 1.0))}
    op = lib("lrn")

    def run(inputs, out=None):
        x = inputs[0]
        if x.ndim < 3:
            raise ValueError(f"LRN: input rank {x.ndim}")
        x4 = view(x, x.shape[:2] + (prod(x.shape[2:]), 1))
        return run_op(op, [x4], attrs, shapes=[x.shape], out=out)
    return Binding(ctx.op_type, "lrn", "kernel", run)


INSTANCE_NORM = ("instance_norm", """op instance_norm(x: f32[N, C, S], scale: f32[C], bias: f32[C], eps: f32 = 1e-5)
    -> y: f32[N, C, S] {
    mu[n, c] = mean[s](x[n, c, s])
    var[n, c] = mean[s]((x[n, c, s] - mu[n, c]) ** 2)
    y[n, c, s] = (x[n, c, s] - mu[n, c]) * rsqrt(var[n, c] + eps) * scale[c] + bias[c]
}
""")


@binder("InstanceNormalization", since=6)
def _instance_norm(ctx: Ctx) -> Binding:
    for i in range(3):
        ctx.float_input(i)
    eps = float(ctx.attr("epsilon", 1e-5))
    op = G.op(*INSTANCE_NORM)

    def run(inputs, out=None):
        x, scale, bias = inputs[:3]
        if x.ndim < 3:
            raise ValueError(f"InstanceNormalization: input rank {x.ndim}")
        return run_op(op, [view(x, x.shape[:2] + (prod(x.shape[2:]),)), scale, bias], {"eps": eps},
                      shapes=[x.shape], out=out)
    return Binding(ctx.op_type, "instance_norm", "kernel", run)
