"""MaxPool's Indices output and integer MaxPool (runtime/onnx/bindings/maxpool_index.py,
the library op maxpool2d_argmax and its generated n-D twin), through Session, against an
independent float64 numpy reference of onnxruntime's scan and, where onnxruntime runs the
case (float32, int8, uint8; pads smaller than the kernel), against onnxruntime itself.

The reference walks each window's in-bounds taps in row-major order, starts at the first
and moves only to a strictly greater value (so a leading NaN stays, later NaNs are passed
over, the first of equal values wins: 0.0 and -0.0 too); a window with no tap inside the
input gives the type's lowest value and the index onnxruntime's scan leaves (every
spatial position -1). Y must match bit for bit (NaN, -0.0, -inf), Indices exactly.
"""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper  # noqa: E402

import jit_runtime as jr  # noqa: E402
from jit_runtime.onnx.arena import NodeError  # noqa: E402
from jit_runtime.onnx.bindings import Unsupported, bind  # noqa: E402
from jit_runtime.onnx.bindings.maxpool_index import argmax_text  # noqa: E402
from jit_runtime.onnx.model import UnsupportedModel  # noqa: E402
from jit_runtime.library import load_ops  # noqa: E402

F32 = np.finfo(np.float32)
SPECIALS = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 2.0, F32.max, -F32.max, 1e-45, -1e-45,
                     F32.tiny, 1e30, -1e30], np.float32)
INT_TYPES = (np.int8, np.uint8, np.int16, np.uint16)
SETTINGS = settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


# --- the reference ------------------------------------------------------------------------------

def geometry(sizes, kernel, strides, dil, pads, ceil_mode, auto_pad):
    """(pads at the beginning, output sizes) as the ONNX spec defines them."""
    n = len(sizes)
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        outs = [-(-i // s) for i, s in zip(sizes, strides)]
        begin = []
        for i, k, s, d, o in zip(sizes, kernel, strides, dil, outs):
            total = max(0, (o - 1) * s + (k - 1) * d + 1 - i)
            begin.append(total // 2 if auto_pad == "SAME_UPPER" else total - total // 2)
        return begin, outs
    if auto_pad == "VALID":
        pads = [0] * (2 * n)
    outs = []
    for a, (i, k, s, d) in enumerate(zip(sizes, kernel, strides, dil)):
        span = i + pads[a] + pads[a + n] - (k - 1) * d - 1
        o = (-(-span // s) if ceil_mode else span // s) + 1
        if ceil_mode and (o - 1) * s >= i + pads[a]:  # the last window must start inside
            o -= 1
        outs.append(o)
    return list(pads[:n]), outs


def reference(x, kernel, strides=None, dil=None, pads=None, ceil_mode=0, auto_pad="NOTSET", order=0):
    """(Y, Indices) as onnxruntime's scan gives them, in float64 over N * C at once."""
    N, C, sizes = x.shape[0], x.shape[1], x.shape[2:]
    n = len(sizes)
    strides, dil, pads = strides or [1] * n, dil or [1] * n, pads or [0] * (2 * n)
    begin, outs = geometry(sizes, kernel, strides, dil, pads, ceil_mode, auto_pad)
    if order == 0:
        steps = [int(np.prod(sizes[k + 1:])) for k in range(n)]
    else:
        steps = [int(np.prod(sizes[:k])) for k in range(n)]
    plane = int(np.prod(sizes))
    v = x.reshape(N * C, plane).astype(np.float64)
    base = np.arange(N * C, dtype=np.int64) * plane
    lowest = np.finfo(x.dtype).min if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    y = np.empty((N * C,) + tuple(outs), x.dtype)
    idx = np.empty((N * C,) + tuple(outs), np.int64)
    for o in itertools.product(*[range(m) for m in outs]):
        best, at = None, None
        for taps in itertools.product(*[range(k) for k in kernel]):  # row-major window order
            pos = [o[a] * strides[a] + taps[a] * dil[a] - begin[a] for a in range(n)]
            if not all(0 <= p < s for p, s in zip(pos, sizes)):
                continue
            val = v[:, int(np.ravel_multi_index(pos, sizes))]
            flat = sum(p * s for p, s in zip(pos, steps))
            if best is None:
                best, at = val.copy(), np.full(N * C, flat, np.int64)
            else:
                up = val > best  # never for NaN on either side
                best, at = np.where(up, val, best), np.where(up, flat, at)
        if best is None:
            y[(slice(None),) + o] = lowest
            idx[(slice(None),) + o] = base - sum(steps)
        else:
            y[(slice(None),) + o] = best.astype(x.dtype)
            idx[(slice(None),) + o] = base + at
    return y.reshape((N, C) + tuple(outs)), idx.reshape((N, C) + tuple(outs))


# --- running a node ------------------------------------------------------------------------------

def maxpool_model(x, n_out=2, opset=12, **attrs):
    et = helper.np_dtype_to_tensor_dtype(x.dtype)
    outs = ["y", "i"][:n_out]
    node = helper.make_node("MaxPool", ["x"], outs, **attrs)
    vi = [helper.make_tensor_value_info("y", et, None), helper.make_tensor_value_info("i", TensorProto.INT64, None)]
    g = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", et, list(x.shape))], vi[:n_out])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


def same_bits(got, want, what):
    assert got.dtype == want.dtype and got.shape == want.shape, (what, got.dtype, want.dtype, got.shape, want.shape)
    g, w = np.ascontiguousarray(got), np.ascontiguousarray(want)
    if g.dtype.kind == "f":  # NaN payloads aside: every NaN is a NaN
        nan = np.isnan(w)
        assert (np.isnan(g) == nan).all(), (what, g, w)
        g, w = np.where(nan, 0, g), np.where(nan, 0, w)
    bad = g.view(np.uint8).reshape(g.shape + (-1,)) != w.view(np.uint8).reshape(w.shape + (-1,))
    assert not bad.any(), (what, np.argwhere(bad.any(-1))[:5].tolist(), got.reshape(-1)[:20], want.reshape(-1)[:20])


def ort_run(model, x):
    ort = pytest.importorskip("onnxruntime")
    so = ort.SessionOptions()
    so.log_severity_level = 3
    return ort.InferenceSession(model.SerializeToString(), so, providers=["CPUExecutionProvider"]).run(None, {"x": x})


def check(x, n_out=2, x2=None, **attrs):
    """Session vs the reference (twice: the second run, with other values, is a replay),
    and vs onnxruntime where it runs the case."""
    a = {k: v for k, v in attrs.items() if v is not None}
    ref_attrs = dict(kernel=a["kernel_shape"], strides=a.get("strides"), dil=a.get("dilations"),
                     pads=a.get("pads"), ceil_mode=a.get("ceil_mode", 0), auto_pad=a.get("auto_pad", "NOTSET"),
                     order=a.get("storage_order", 0))
    model = maxpool_model(x, n_out, **a)
    sess = jr.Session(model)
    for data in [x] + ([x2] if x2 is not None else []):
        got = sess.run(None, {"x": data})
        want = reference(data, **ref_attrs)
        assert len(got) == n_out
        for k in range(n_out):
            same_bits(got[k], want[k], ("Y", "Indices")[k])
    pads_ok = all(p < k for p, k in zip(a.get("pads", [0] * 6), a["kernel_shape"] * 2))
    # onnxruntime sizes SAME_* pads as if dilations were 1 (the spec and the runtime do not)
    same_dilated = a.get("auto_pad", "NOTSET").startswith("SAME") and any(d > 1 for d in a.get("dilations", []))
    if x.dtype in (np.float32, np.int8, np.uint8) and pads_ok and not same_dilated:
        for k, r in enumerate(ort_run(model, x)):
            same_bits(got[k] if x2 is None else sess.run(None, {"x": x})[k], r, ("Y vs ort", "Indices vs ort")[k])


# --- cases -----------------------------------------------------------------------------------------

@st.composite
def pool_cases(draw):
    n = draw(st.sampled_from([1, 2, 2, 2, 3]))
    N, C = draw(st.integers(1, 2)), draw(st.integers(1, 3))
    sizes = [draw(st.integers(1, 7 if n < 3 else 4)) for _ in range(n)]
    kernel = [draw(st.integers(1, 3)) for _ in range(n)]
    strides = [draw(st.integers(1, 3)) for _ in range(n)]
    dil = [draw(st.integers(1, 2)) for _ in range(n)]
    wide = draw(st.booleans())  # pads up to the kernel's span: windows in the padding only
    pads = [draw(st.integers(0, (k - 1) * d + 1 if wide else k - 1)) for k, d in zip(kernel * 2, dil * 2)]
    auto_pad = draw(st.sampled_from(["NOTSET"] * 4 + ["SAME_UPPER", "SAME_LOWER", "VALID"]))
    ceil_mode = draw(st.integers(0, 1))
    if auto_pad == "NOTSET":
        assume(all(i + pads[a] + pads[a + n] >= (k - 1) * d + 1
                   for a, (i, k, d) in enumerate(zip(sizes, kernel, dil))))
    else:
        pads, ceil_mode = None, 0
        if auto_pad == "VALID":
            assume(all(i >= (k - 1) * d + 1 for i, k, d in zip(sizes, kernel, dil)))
    dtype = draw(st.sampled_from([np.float32] * 4 + list(INT_TYPES)))
    shape = (N, C, *sizes)
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    if dtype == np.float32:
        kind = draw(st.sampled_from(["specials", "specials", "signed zeros", "ties", "normal"]))
        if kind == "specials":  # a few of them per example, so each recurs (ties, leading NaNs)
            pool = rng.choice(SPECIALS, int(rng.integers(2, 5)), replace=False)
            xs = [rng.choice(pool, shape) for _ in range(2)]
        elif kind == "signed zeros":
            xs = [rng.choice(np.array([0.0, -0.0, np.nan, -np.inf], np.float32), shape) for _ in range(2)]
        elif kind == "ties":
            xs = [rng.integers(-2, 3, shape).astype(np.float32) * draw(st.sampled_from([1.0, -0.0])) for _ in range(2)]
        else:
            xs = [rng.standard_normal(shape).astype(np.float32) for _ in range(2)]
    else:
        info = np.iinfo(dtype)
        lo, hi = (info.min, info.max) if draw(st.booleans()) else (max(info.min, -2), 3)
        xs = [rng.integers(lo, int(hi) + 1, shape).astype(dtype) for _ in range(2)]
    attrs = dict(kernel_shape=kernel, strides=strides, dilations=dil, pads=pads, auto_pad=auto_pad,
                 ceil_mode=ceil_mode, storage_order=draw(st.integers(0, 1)))
    return xs, attrs, draw(st.sampled_from([1, 2]))


@SETTINGS
@given(case=pool_cases())
def test_maxpool_matches_the_reference_and_onnxruntime(case):
    (x, x2), attrs, n_out = case
    if n_out == 1 and x.dtype == np.float32:
        n_out = 2  # float Y alone is the plain kernel (tests/test_onnx_bindings.py)
    check(x, n_out, x2=x2, **attrs)


def test_onnxruntime_scan_rules():
    """A leading NaN is kept, a later NaN is passed over, -0.0 before 0.0 wins, windows of
    -inf, one window wholly in the padding (onnxruntime: lowest, index -W - 1)."""
    nan, inf = np.nan, np.inf
    x = np.array([[[[nan, 1, 2, nan], [nan, nan, -inf, -inf], [0, -0.0, -0.0, 0.0]]]], np.float32)
    for order in (0, 1):
        check(x, kernel_shape=[2, 2], storage_order=order)
        check(x, kernel_shape=[1, 2], strides=[1, 2], storage_order=order)
        check(x, kernel_shape=[2, 2], strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1, storage_order=order)
    x3 = np.arange(1, 5, dtype=np.float32).reshape(1, 1, 2, 2)
    y, i = jr.Session(maxpool_model(x3, kernel_shape=[2, 1], pads=[1, 0, 1, 0], dilations=[3, 1])).run(None, {"x": x3})
    assert (y == F32.min).all() and (i == -3).all()  # what onnxruntime 1.32 gives
    check(x3, kernel_shape=[2, 1], pads=[1, 0, 1, 0], dilations=[3, 1])


def test_onnx_node_cases_values():
    """onnx's two argmax cases, their expected outputs written out."""
    x = np.arange(1, 26, dtype=np.float32).reshape(1, 1, 5, 5)
    y, i = jr.Session(maxpool_model(x, kernel_shape=[5, 5], pads=[2, 2, 2, 2], opset=12)).run(None, {"x": x})
    assert (i[0, 0] == [[12, 13, 14, 14, 14], [17, 18, 19, 19, 19], [22, 23, 24, 24, 24],
                        [22, 23, 24, 24, 24], [22, 23, 24, 24, 24]]).all()
    y, i = jr.Session(maxpool_model(x, kernel_shape=[2, 2], strides=[2, 2], storage_order=1)).run(None, {"x": x})
    assert (y[0, 0] == [[7, 9], [17, 19]]).all() and (i[0, 0] == [[6, 16], [8, 18]]).all()


@pytest.mark.parametrize("dtype", INT_TYPES)
def test_integer_extremes_are_exact(dtype):
    """Every value of the type survives float32: the type's min and max, and neighbours."""
    info = np.iinfo(dtype)
    vals = np.array([info.min, info.min + 1, info.max, info.max - 1, 0, 1], dtype)
    x = np.random.default_rng(3).choice(vals, (2, 3, 5, 6)).astype(dtype)
    for n_out in (1, 2):
        check(x, n_out, kernel_shape=[2, 3], strides=[1, 2], pads=[1, 1, 0, 1], storage_order=1)
    assert float(np.float32(info.max)) == info.max and float(np.float32(info.min)) == info.min


@pytest.mark.parametrize("dtype", [np.int32, np.uint32])
def test_the_float32_claim_ends_past_16_bits(dtype):
    """Why int32 is refused: 2^24 + 1 is no float32."""
    v = np.array([2**24 + 1], dtype)
    assert np.int64(v.astype(np.float32)[0]) != np.int64(v[0])


# --- the DSL ops on their own: every variant ---------------------------------------------------------

def window_positions(x, kernel, strides, dil, begin, ends):
    """Per output, the window position of the reference's pick (None: empty window)."""
    y, idx = reference(x, kernel, strides, dil, list(begin) + list(ends), order=0)
    sizes = x.shape[2:]
    n = len(sizes)
    out = np.full(idx.shape, -1.0)
    plane = int(np.prod(sizes))
    for at in itertools.product(*[range(s) for s in idx.shape]):
        flat = int(idx[at]) - (at[0] * x.shape[1] + at[1]) * plane
        if flat < 0:
            continue
        pos = np.unravel_index(flat, sizes)
        taps = [(pos[a] - at[2 + a] * strides[a] + begin[a]) // dil[a] for a in range(n)]
        out[at] = np.ravel_multi_index(taps, kernel)
    return out


@pytest.mark.parametrize("variant", ["scalar", "simd"])
@settings(max_examples=15, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**32 - 1), n=st.sampled_from([1, 2, 3]), generated=st.booleans())
def test_argmax_ops_every_variant(variant, seed, n, generated):
    """maxpool2d_argmax (the library's) and maxpoolNd_argmax (generated): the window
    position k of the reference's pick, on specials and ties."""
    rng = np.random.default_rng(seed)
    sizes = [int(rng.integers(1, 18 if n == 2 else 6)) for _ in range(n)]
    kernel = [int(rng.integers(1, 4)) for _ in range(n)]
    strides = [int(rng.integers(1, 3)) for _ in range(n)]
    dil = [int(rng.integers(1, 3)) for _ in range(n)]
    begin = [int(rng.integers(0, k)) for k in kernel]
    ends = [int(rng.integers(0, k)) for k in kernel]
    if any(i + b + e < (k - 1) * d + 1 for i, b, e, k, d in zip(sizes, begin, ends, kernel, dil)):
        return
    shape = (int(rng.integers(1, 3)), int(rng.integers(1, 4)), *sizes)
    x = rng.choice(SPECIALS, shape) if seed % 2 else rng.integers(-2, 3, shape).astype(np.float32)
    want = window_positions(x, kernel, strides, dil, begin, ends)
    if n == 2 and not generated:
        op = jr.ops.maxpool2d_argmax
        attrs = dict(kernel_h=kernel[0], kernel_w=kernel[1], stride_h=strides[0], stride_w=strides[1],
                     dilation_h=dil[0], dilation_w=dil[1], pad_top=begin[0], pad_left=begin[1],
                     pad_bottom=ends[0], pad_right=ends[1])
    else:
        name, text = argmax_text(n)
        op = load_ops(text)[name]
        attrs = {}
        for k in range(n):
            attrs.update({f"kn{k}": kernel[k], f"st{k}": strides[k], f"dl{k}": dil[k], f"pb{k}": begin[k],
                          f"pe{k}": ends[k]})
    m, k = op(x, variant=variant, **attrs)
    live = want >= 0
    assert k.shape == want.shape
    assert (k[live] == want[live]).all(), (np.argwhere(k != want)[:5], k.reshape(-1)[:10], want.reshape(-1)[:10])
    # m: the max of the numbers (-FLT_MAX at least where a NaN is in the window)
    assert not np.isnan(m[live]).any()


# --- bad input -------------------------------------------------------------------------------------

@pytest.mark.parametrize("t", [TensorProto.INT32, TensorProto.INT64, TensorProto.UINT32, TensorProto.UINT64,
                               TensorProto.BOOL])
def test_wide_integers_are_refused_by_name(t):
    node = helper.make_node("MaxPool", ["x"], ["y", "i"], kernel_shape=[2, 2])
    with pytest.raises(Unsupported, match=r"MaxPool \(domain 'ai.onnx', opset 12\): input is .*int8, uint8, int16"):
        bind(node, 12, [(1, 1, 4, 4)], [t], {})
    x = np.zeros((1, 1, 4, 4), helper.tensor_dtype_to_np_dtype(t))
    with pytest.raises(UnsupportedModel, match="MaxPool.*not exact in float32|MaxPool.*int8, uint8"):
        jr.Session(maxpool_model(x, kernel_shape=[2, 2]))


def test_a_type_unknown_at_bind_time_is_checked_at_run_time():
    node = helper.make_node("MaxPool", ["x"], ["y"], kernel_shape=[2, 2])
    b = bind(node, 12, [None], [None], {})
    assert b.host  # an integer may come: numpy around the kernel
    x = np.arange(16, dtype=np.uint8).reshape(1, 1, 4, 4)
    (y,) = b.run([x])[:1]
    assert y.dtype == np.uint8 and (y == reference(x, [2, 2])[0]).all()
    with pytest.raises(ValueError, match="MaxPool: input is int32; MaxPool runs on float32"):
        b.run([x.astype(np.int32)])
    avg = bind(helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[2, 2]), 12, [None], [None], {})
    assert not avg.host
    with pytest.raises(ValueError, match="AveragePool: input is uint8; this op runs on float32 only"):
        avg.run([x])


def test_bad_storage_order_and_huge_windows_are_named():
    node = helper.make_node("MaxPool", ["x"], ["y", "i"], kernel_shape=[2, 2], storage_order=2)
    with pytest.raises(Unsupported, match="storage_order 2"):
        bind(node, 12, [(1, 1, 4, 4)], [TensorProto.FLOAT], {})
    x = np.zeros((1, 1, 1, 1), np.float32)  # a 4096 x 4096 window over padding: 2^24 positions
    model = maxpool_model(x, kernel_shape=[4096, 4096], pads=[4095, 4095, 0, 0])
    with pytest.raises(NodeError, match="MaxPool.*window of 16777216 taps"):
        jr.Session(model).run(None, {"x": x})


def test_bad_ranks_are_named():
    node = helper.make_node("MaxPool", ["x"], ["y", "i"], kernel_shape=[2])
    with pytest.raises(Unsupported, match="MaxPool .*input has rank 2"):
        bind(node, 12, [(1, 4)], [TensorProto.UINT8], {})
    b = bind(node, 12, [None], [None], {})  # shape unknown at bind time: checked at run time
    with pytest.raises(ValueError, match=r"MaxPool: input rank 2, kernel_shape \[2\]"):
        b.run([np.zeros((1, 4), np.uint8)])
    with pytest.raises(ValueError, match=r"MaxPool: input rank 4, kernel_shape \[2\]"):
        b.run([np.zeros((1, 1, 4, 4), np.float32)])
