"""MaxPool's Indices output, and MaxPool on small integers (nn.py's MaxPool binding calls
these once it has the node's geometry).

Indices: the DSL op maxpool2d_argmax (ops_library/onnx_extra.opdsl; a generated twin of
it for 3-D) picks in each window the tap onnxruntime reports (its scan starts at the
window's first tap and moves only to a strictly greater one: a leading NaN is kept, a
later NaN passed over, the first of equal values wins) and gives its window position as
float32, exact below 2^24 taps. Here, in numpy, that position becomes the int64 index
into the whole input (index arithmetic, as ArgMax's conversion): (n * C + c) * H * W plus
the spatial offset, row-major (storage_order 0: h * W + w) or column-major (1: h + w * H).
Y is the input's value at that index, a gather: exact, so NaN, -0.0 and -inf come out as
onnxruntime's scan leaves them. A window with no tap inside the input (pads with
dilations can make one) gets what onnxruntime gives it: the element type's lowest value,
and the index its scan leaves (every spatial position -1).

Integer MaxPool: int8 and uint8 (the integer types onnx allows for MaxPool), and int16
and uint16, hold only values float32 represents exactly (|v| <= 65535 < 2^24), and max
and comparisons of exact values are exact; so the float32 kernels run on a converted
copy and Y comes back in the input's type, bit for bit. Wider integers (int32, int64,
uint32, uint64) are refused by name: float32 cannot hold every value of theirs."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

import numpy as np
from onnx import TensorProto

from ._base import F32, Ctx, dtype_name, emit, gen, lib, run_op

EXACT_INTEGERS = (TensorProto.INT8, TensorProto.UINT8, TensorProto.INT16, TensorProto.UINT16)
MAX_TAPS = 1 << 24  # window positions are float32 integers


TYPES = ("MaxPool runs on float32, and on int8, uint8, int16 and uint16 (exact through float32); "
         "wider integers are not exact in float32")


def check_input(ctx: Ctx) -> None:
    """float32 (or unknown), or an integer type float32 holds exactly; else Unsupported."""
    t = ctx.dtype(0)
    if t is None or t == F32 or t in EXACT_INTEGERS:
        return
    raise ctx.fail(f"input is {dtype_name(t)}; {TYPES}")


def runs_on(dtype: np.dtype) -> bool:
    """What check_input allows, for an input whose type was unknown at bind time."""
    return dtype == np.float32 or dtype in (np.int8, np.uint8, np.int16, np.uint16)


def storage_order(ctx: Ctx) -> int:
    s = int(ctx.attr("storage_order", 0))
    if s not in (0, 1):
        raise ctx.fail(f"storage_order {s}; expected 0 (row major) or 1 (column major)")
    return s


@lru_cache(maxsize=None)
def argmax_text(n: int) -> tuple[str, str]:
    """maxpool2d_argmax for n spatial dims (kernel kn_k, strides st_k, pads pb_k / pe_k,
    dilations dl_k; pe_k sizes the output, as in generated.pool_nd)."""
    S = [f"S{k}" for k in range(n)]
    p = [f"p{k}" for k in range(n)]
    r = [f"r{k}" for k in range(n)]
    name = f"maxpool{n}d_argmax"
    attrs = ", ".join(f"kn{k}: int, st{k}: int = 1, pb{k}: int = 0, pe{k}: int = 0, dl{k}: int = 1" for k in range(n))
    ys = ", ".join(f"({S[k]} + pb{k} + pe{k} - dl{k} * (kn{k} - 1) - 1) / st{k} + 1" for k in range(n))
    xr = f"x[n, c, {', '.join(f'{p[k]} * st{k} + {r[k]} * dl{k} - pb{k}' for k in range(n))}]"
    rng = ", ".join(f"{r[k]} < kn{k}" for k in range(n))
    pos = " + ".join(" * ".join([r[k]] + [f"kn{j}" for j in range(k + 1, n)]) for k in range(n))
    taps = " * ".join(f"kn{k}" for k in range(n))
    at = f"[n, c, {', '.join(p)}]"
    return name, (
        f"op {name}(x: f32[N, C, {', '.join(S)}], {attrs})\n"
        f"    -> (m: f32[N, C, {ys}], k: f32[N, C, {ys}]) {{\n"
        f"    m{at} = max[{rng}](where({xr} == {xr}, {xr}, -3.4028234663852886e38))\n"
        f"    a{at} = min[{rng}](where({xr} <= m{at}, {pos}, {taps}))\n"
        f"    b{at} = min[{rng}](where({xr} <= m{at}, {taps}, {pos}))\n"
        f"    f{at} = min[{rng}](where({xr} == m{at}, {pos}, {taps}))\n"
        f"    k{at} = where(b{at} < a{at}, b{at}, where(f{at} < {taps}, f{at}, a{at}))\n}}\n")


def empty_windows(in_sizes: Sequence[int], kernel: Sequence[int], strides: Sequence[int],
                  dilations: Sequence[int], pads_begin: Sequence[int], outs: Sequence[int]) -> np.ndarray | None:
    """Over the output's spatial positions, True where no tap of the window lies inside
    the input; None when there is no such window."""
    some = []
    for i, k, s, d, b, o in zip(in_sizes, kernel, strides, dilations, pads_begin, outs):
        taps = np.arange(o)[:, None] * s + np.arange(k)[None, :] * d - b
        some.append(((taps >= 0) & (taps < i)).any(axis=1))
    if all(h.all() for h in some):
        return None
    full = np.ones(tuple(outs), bool)
    for dim, h in enumerate(some):
        full &= h.reshape([-1 if j == dim else 1 for j in range(len(outs))])
    return ~full


def _spatial_strides(in_sizes: Sequence[int], order: int) -> list[int]:
    """Each spatial dim's step in the index: row-major (0) or column-major (1)."""
    n = len(in_sizes)
    steps = [1] * n
    dims = range(n - 2, -1, -1) if order == 0 else range(1, n)
    for k in dims:
        steps[k] = steps[k + 1] * in_sizes[k + 1] if order == 0 else steps[k - 1] * in_sizes[k - 1]
    return steps


def flat_index(pos: np.ndarray, x_shape: Sequence[int], kernel: Sequence[int], strides: Sequence[int],
               dilations: Sequence[int], pads_begin: Sequence[int], order: int,
               empty: np.ndarray | None) -> np.ndarray:
    """The index into x (N, C, spatial...) of the tap at window position `pos` (int64,
    shape N, C, outs...), as onnxruntime writes it; an empty window's index as its scan
    leaves it (every spatial position -1)."""
    N, C, sizes = x_shape[0], x_shape[1], list(x_shape[2:])
    n = len(sizes)
    plane = int(np.prod(sizes, dtype=np.int64))
    steps = _spatial_strides(sizes, order)
    base = np.broadcast_to(np.arange(N * C, dtype=np.int64).reshape((N, C) + (1,) * n) * plane, pos.shape)
    idx = base.copy()
    rest = pos
    for k in range(n - 1, -1, -1):
        tap = rest % kernel[k]
        rest = rest // kernel[k]
        o = np.arange(pos.shape[2 + k], dtype=np.int64).reshape([-1 if j == k else 1 for j in range(n)])
        idx += (o * strides[k] + tap * dilations[k] - pads_begin[k]) * steps[k]
    if empty is not None:
        idx[..., empty] = base[..., empty] - int(sum(steps))
    return idx


def lowest(dtype: np.dtype):
    return np.finfo(dtype).min if np.issubdtype(dtype, np.floating) else np.iinfo(dtype).min


def run_max(x: np.ndarray, kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int],
            pads_begin: Sequence[int], pads_out: Sequence[int], outs: Sequence[int], order: int,
            want_index: bool, n_out: int, float_max: Callable[[np.ndarray], np.ndarray],
            out: Sequence[np.ndarray | None] | None = None) -> list:
    """MaxPool's outputs for a node the float32 kernel alone does not serve: Indices
    wanted, or integer x. `pads_out`: the end pads that size the output (ceil_mode's
    included); `float_max(xf)`: Y of a float32 input through the plain max kernel."""
    n = len(kernel)
    sizes = x.shape[2:]
    out_shape = x.shape[:2] + tuple(outs)
    empty = empty_windows(sizes, kernel, strides, dilations, pads_begin, outs)
    xf = x if x.dtype == np.float32 else x.astype(np.float32)
    if not want_index:  # an integer Y: the max is exact in float32
        y = float_max(xf)
        if empty is not None:
            y[..., empty] = 0
        y = y.astype(x.dtype)
        if empty is not None:
            y[..., empty] = lowest(x.dtype)
        return emit([y, None][:n_out], out)
    taps = int(np.prod(kernel, dtype=np.int64))
    if taps >= MAX_TAPS:
        raise ValueError(f"MaxPool: a window of {taps} taps; the Indices output takes windows under {MAX_TAPS}")
    if n <= 2:
        kn, st, dl = ([1] * (2 - n)) + list(kernel), ([1] * (2 - n)) + list(strides), ([1] * (2 - n)) + list(dilations)
        pb, pe = ([0] * (2 - n)) + list(pads_begin), ([0] * (2 - n)) + list(pads_out)
        xv = xf.reshape(xf.shape[:2] + (1,) * (2 - n) + xf.shape[2:])
        attrs = dict(kernel_h=kn[0], kernel_w=kn[1], stride_h=st[0], stride_w=st[1], pad_top=pb[0], pad_left=pb[1],
                     pad_bottom=pe[0], pad_right=pe[1], dilation_h=dl[0], dilation_w=dl[1])
        op = lib("maxpool2d_argmax")
    else:
        attrs = {}
        for k in range(n):
            attrs.update({f"kn{k}": kernel[k], f"st{k}": strides[k], f"pb{k}": pads_begin[k],
                          f"pe{k}": pads_out[k], f"dl{k}": dilations[k]})
        op, xv = gen(argmax_text(n)[1]), xf
    _, kpos = run_op(op, [xv], attrs, shapes=[out_shape, out_shape])
    if empty is not None:
        kpos[..., empty] = 0  # undefined there
    pos = kpos.astype(np.int64)
    idx = flat_index(pos, x.shape, kernel, strides, dilations, pads_begin, order, empty)
    at = idx if order == 0 else flat_index(pos, x.shape, kernel, strides, dilations, pads_begin, 0, empty)
    if empty is None:
        y = np.take(x.reshape(-1), at)
    else:
        y = np.take(x.reshape(-1), np.where(empty, 0, at))
        y[..., empty] = lowest(x.dtype)
    return emit([y, idx][:n_out], out)
