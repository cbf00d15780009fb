"""The stencil lowering (lowering/stencil.py): depthwise and grouped convs as direct vector
code, against a float64 numpy reference.

Shapes cross the vector width (widths 1..70), strides, dilations, asymmetric pads and
kernel sizes put taps in the padding on every side; rows side by side (4 at a time, with
shared loads for 3x3 and 5x5) meet the plane's top and bottom edges.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jit_runtime as jr
import reference as R

DEVICES = ["host", "x86-64-v3", "x86-64"]
SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def conv_ref(x, w, b, stride=(1, 1), pads=(0, 0, 0, 0), dil=(1, 1), group=1):
    """tests/reference.py's float64 conv2d; pads are (top, left, bottom, right)."""
    return R.conv2d(x, w, b, **attrs(stride, pads, dil, group))[0]


def attrs(stride, pads, dil, group):
    return dict(stride_h=stride[0], stride_w=stride[1], pad_top=pads[0], pad_left=pads[1], pad_bottom=pads[2],
                pad_right=pads[3], dilation_h=dil[0], dilation_w=dil[1], group=group)


@st.composite
def conv_case(draw, depthwise: bool):
    group = draw(st.integers(1, 4))
    cg = 1 if depthwise else draw(st.integers(2, 3))
    mult = draw(st.integers(1, 2))
    r, s = draw(st.integers(1, 5)), draw(st.integers(1, 5))
    stride = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    dil = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    pads = tuple(draw(st.integers(0, 2)) for _ in range(4))
    h = draw(st.integers(max(1, dil[0] * (r - 1) + 1 - pads[0] - pads[2]), 12))
    w = draw(st.integers(max(1, dil[1] * (s - 1) + 1 - pads[1] - pads[3]), 70))
    n = draw(st.integers(1, 2))
    return (n, group * cg, h, w), (group * mult, cg, r, s), stride, pads, dil, group


def check(case, device, seed):
    xs, ws, stride, pads, dil, group = case
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(xs, dtype=np.float32)
    w = rng.standard_normal(ws, dtype=np.float32)
    b = rng.standard_normal(ws[0], dtype=np.float32)
    got = jr.ops.conv2d(x, w, b, variant="simd", device=device, **attrs(stride, pads, dil, group))
    ref = conv_ref(x.astype(np.float64), w.astype(np.float64), b.astype(np.float64), stride, pads, dil, group)
    taps = ws[1] * ws[2] * ws[3]
    np.testing.assert_allclose(got, ref, rtol=1e-5 * taps, atol=1e-5 * taps)


@SETTINGS
@given(case=conv_case(depthwise=True), device=st.sampled_from(DEVICES), seed=st.integers(0, 99))
def test_depthwise(case, device, seed):
    check(case, device, seed)


@SETTINGS
@given(case=conv_case(depthwise=False), device=st.sampled_from(DEVICES), seed=st.integers(0, 99))
def test_grouped(case, device, seed):
    check(case, device, seed)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("k,width", [(3, 56), (5, 33), (3, 16), (7, 20)])
def test_plane_edges(device, k, width):
    """Whole planes: the shared-row 3x3 / 5x5 paths, the loop path (7x7), rows 4 at a time
    meeting the top and bottom padding, widths at and off the vector width."""
    case = ((1, 6, 13, width), (6, 1, k, k), (1, 1), (k // 2,) * 4, (1, 1), 6)
    check(case, device, 3)


def lowered(op="conv2d", device="host", **kw):
    return jr.lower(op, device=device, **kw)


def test_stencil_is_used_where_it_should():
    dw = dict(shapes=((1, 8, 10, 10), (8, 1, 3, 3), (8,)), pad_top=1, pad_left=1, pad_bottom=1, pad_right=1,
              group=8)
    assert "stencil" in lowered(**dw).loops
    assert "stencil" in lowered(device="aarch64-neon", **dw).loops
    assert "stencil" not in lowered(device="aarch64-sve", **dw).loops  # scalable: loop nest
    assert "stencil" not in lowered(variant="scalar", **dw).loops
    grouped = dict(shapes=((1, 8, 10, 10), (4, 4, 3, 3), (4,)), group=2)
    assert "stencil" in lowered(**grouped).loops
    dense = dict(shapes=((1, 8, 10, 10), (4, 8, 3, 3), (4,)))
    assert "packed GEMM" in lowered(**dense).loops
    for op, kw in (("maxpool2d", dict(kernel_h=3, kernel_w=3)), ("avgpool2d", dict(kernel_h=3, kernel_w=3))):
        assert "stencil" not in lowered(op, shapes=((1, 4, 9, 9),), **kw).loops


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("a, c", [(1, 3), (3, 2), (5, 4)])
def test_rows_whose_weights_move_with_the_row(device, a, c):
    """A stencil whose weight depends on the output row (w[p, t], the row index of x a
    floor division: Resize-like taps) runs its rows one at a time: rows side by side share
    one weight, which was row p's for all four (wrong by about 1 before)."""
    op = jr.load_ops("""op f(x: f32[D0, D1, D2], w: f32[P, T], a: int, c: int) -> y: f32[D0, P, D2] {
    y[i0, p, i2] = sum[t](w[p, t] * x[i0, (p * a) / c + t, i2]) }""").f
    rng = np.random.default_rng(a * 10 + c)
    p_rows, taps = 15, 2
    x = rng.standard_normal((2, (p_rows - 1) * a // c + taps, 37), dtype=np.float32)
    w = rng.standard_normal((p_rows, taps), dtype=np.float32)
    assert "stencil" in jr.lower(op, shapes=(x.shape, w.shape), a=a, c=c, device=device).loops
    got = op(x, w, a=a, c=c, variant="simd", device=device)
    rows = (np.arange(p_rows) * a) // c
    ref = sum(w[None, :, t, None].astype(np.float64) * x[:, rows + t, :] for t in range(taps))
    np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("device", DEVICES)
def test_nonfinite_weights_next_to_padding(device):
    """A tap that reads padding adds nothing, not w * 0: inf and NaN weights on the kernel's
    edge taps leave the border outputs they only touch through padding finite."""
    rng = np.random.default_rng(5)
    x = rng.standard_normal((1, 4, 9, 37), dtype=np.float32)
    w = rng.standard_normal((4, 1, 3, 3), dtype=np.float32)
    w[0, 0, 0, 0] = np.inf
    w[1, 0, 2, 2] = np.nan
    w[2, 0, 1, 0] = -np.inf
    w[3, 0, :, 2] = np.inf
    b = rng.standard_normal(4, dtype=np.float32)
    kw = dict(pad_top=1, pad_left=1, pad_bottom=1, pad_right=1, group=4)
    got = jr.ops.conv2d(x, w, b, variant="simd", device=device, **kw)
    want = jr.ops.conv2d(x, w, b, variant="scalar", device=device, **kw)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_array_equal(np.isinf(got), np.isinf(want))
    fin = np.isfinite(want)
    assert fin[0, 0, 0, :].all() and fin[0, 0, :, 0].all() and fin[0, 3, :, -1].all()
    np.testing.assert_allclose(got[fin], want[fin], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("shape", [(1, 16, 57, 61), (2, 3, 30, 70)])
def test_threads_identical(shape):
    rng = np.random.default_rng(2)
    x = rng.standard_normal(shape, dtype=np.float32)
    w = rng.standard_normal((shape[1], 1, 3, 3), dtype=np.float32)
    b = rng.standard_normal(shape[1], dtype=np.float32)
    kw = dict(pad_top=1, pad_left=2, pad_bottom=0, pad_right=1, group=shape[1])
    one = jr.ops.conv2d(x, w, b, variant="simd", threads=1, **kw)
    two = jr.ops.conv2d(x, w, b, variant="simd", threads=2, **kw)
    np.testing.assert_array_equal(one, two)
    np.testing.assert_allclose(two, conv_ref(x, w, b, pads=(1, 2, 0, 1), group=shape[1]), rtol=1e-5, atol=1e-5)


def test_onnx_depthwise_relu_against_onnxruntime():
    ort = pytest.importorskip("onnxruntime")
    from onnx import TensorProto, helper, numpy_helper
    rng = np.random.default_rng(4)
    c = 24
    w = rng.standard_normal((c, 1, 3, 3)).astype(np.float32)
    b = rng.standard_normal(c).astype(np.float32)
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["t"], pads=[1, 1, 1, 1], group=c),
             helper.make_node("Relu", ["t"], ["y"])]
    graph = helper.make_graph(nodes, "dw", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, c, 28, 28])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, c, 28, 28])],
                              [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    x = rng.standard_normal((1, c, 28, 28)).astype(np.float32)
    got = jr.run(model, {"x": x})
    got = got["y"] if isinstance(got, dict) else got[0]
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    want = ort.InferenceSession(model.SerializeToString(), so, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
