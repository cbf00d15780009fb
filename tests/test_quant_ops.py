"""The quantization ops node by node against onnxruntime (onnx's reference evaluator where
onnxruntime has no kernel for the types or opset): QuantizeLinear and DequantizeLinear at
opsets 10 to 25 (per tensor, per axis, blocked; int8, uint8, int16, uint16, int32),
DynamicQuantizeLinear, MatMulInteger, ConvInteger, QLinearMatMul, QLinearConv and Round,
on generated shapes, scales and zero points (the type's edges, saturating values, ties at
.5, NaN and inf), parameters as constants and as fed inputs. Integer results are equal;
requantized ones within one quantization step. Malformed nodes are named errors before
anything runs."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto as TP

import jit_runtime as jr
from jit_runtime.onnx import InvalidModel, NodeError, UnsupportedModel
from quant_cases import (ONNX_TYPE, QRANGE, exact_oracle, node_model, oracle, ours, ref_conv_integer, ref_matmul_integer,
                         ref_qlinear_conv, ref_qlinear_matmul, steps_apart)

pytest.importorskip("onnxruntime")
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                database=None)
QOPSETS = (10, 13, 19, 21, 23, 25)


def qtypes(opset: int) -> list:
    return [np.int8, np.uint8] + ([np.int16, np.uint16] if opset >= 21 else [])


@st.composite
def granularity(draw, opset: int, shape: tuple):
    """(scale/zero point shape, node attributes, the parameter spread over x)."""
    kinds = ["tensor"] + (["axis"] if opset >= 13 else []) + (["block"] if opset >= 21 else [])
    kind = draw(st.sampled_from(kinds))
    r = len(shape)
    axis = draw(st.integers(-r, r - 1))
    a = axis % r
    if kind == "tensor":
        pshape = draw(st.sampled_from([(), (1,)]))
        return pshape, ({"axis": axis} if opset >= 13 and draw(st.booleans()) else {}), lambda p: p.reshape(())
    if kind == "axis":
        return (shape[a],), {"axis": axis}, lambda p: p.reshape([-1 if i == a else 1 for i in range(r)])
    block = draw(st.integers(1, 4))
    pshape = tuple(-(-d // block) if i == a else d for i, d in enumerate(shape))
    if np.prod(pshape) == 1:  # onnxruntime takes a scale of one element as per tensor (and refuses block_size)
        return (), {}, lambda p: p.reshape(())
    return pshape, {"axis": axis, "block_size": block}, \
        lambda p: np.repeat(p, block, axis=a).take(range(shape[a]), axis=a)


def params(rng, pshape, qt, pow2: bool):
    lo, hi = QRANGE[qt]
    scale = (2.0 ** rng.integers(-6, 3, pshape) if pow2 else np.exp(rng.uniform(np.log(1e-3), np.log(10), pshape)))
    edges = np.array([lo, hi, max(lo, 0), min(hi, lo + 1), hi - 1])
    zp = np.where(rng.random(pshape) < 0.5, rng.choice(edges, pshape), rng.integers(lo, hi + 1, pshape))
    return scale.astype(np.float32), zp.astype(qt)


@settings(max_examples=60, **SETTINGS)
@given(data=st.data(), opset=st.sampled_from(QOPSETS), seed=st.integers(0, 2 ** 32 - 1),
       shape=st.lists(st.integers(1, 6), min_size=1, max_size=4).map(tuple),
       pow2=st.booleans(), consts=st.booleans(), specials=st.booleans())
def test_quantize_linear(data, opset, seed, shape, pow2, consts, specials):
    qt = data.draw(st.sampled_from(qtypes(opset)))
    pshape, attrs, spread = data.draw(granularity(opset, shape))
    rng = np.random.default_rng(seed)
    scale, zp = params(rng, pshape, qt, pow2)
    lo, hi = QRANGE[qt]
    k = rng.integers(lo - 40, hi + 41, shape) - spread(zp).astype(np.int64)  # some saturate
    frac = rng.choice([0.5, -0.5, 0.0, 0.25, 0.4999], shape)  # ties at .5 (exact with power-of-2 scales)
    x = ((k + frac) * spread(scale).astype(np.float64)).astype(np.float32)
    if specials:
        x.flat[rng.integers(0, x.size, 3)] = rng.choice([np.nan, np.inf, -np.inf, -0.0, 1e30], 3)
    omit_zp = opset >= 21 and qt == np.uint8 and data.draw(st.booleans())
    m, feeds = node_model("QuantizeLinear", [x, scale, None if omit_zp else zp], attrs, opset,
                          [ONNX_TYPE[np.dtype(qt)]], consts={1, 2} if consts else set())
    (want,), who = oracle(m, feeds)
    (got,) = ours(m, feeds)
    assert steps_apart(got, want) == 0, (who, x, got, want)


@settings(max_examples=50, **SETTINGS)
@given(data=st.data(), opset=st.sampled_from(QOPSETS), seed=st.integers(0, 2 ** 32 - 1),
       shape=st.lists(st.integers(1, 6), min_size=1, max_size=4).map(tuple),
       pow2=st.booleans(), consts=st.booleans())
def test_dequantize_linear(data, opset, seed, shape, pow2, consts):
    qt = data.draw(st.sampled_from(qtypes(opset) + [np.int32]))
    rng = np.random.default_rng(seed)
    if qt == np.int32:  # int32 (a bias): per tensor, zero point 0
        pshape, attrs, spread = data.draw(st.sampled_from([(), (1,)])), {}, None
        scale = np.full(pshape, rng.uniform(1e-4, 1), np.float32)
        zp = np.zeros(pshape, np.int32)
        q = rng.integers(-2 ** 31, 2 ** 31, shape).astype(np.int32)
    else:
        pshape, attrs, spread = data.draw(granularity(opset, shape))
        scale, zp = params(rng, pshape, qt, pow2)
        lo, hi = QRANGE[qt]
        q = np.where(rng.random(shape) < 0.2, rng.choice([lo, hi], shape), rng.integers(lo, hi + 1, shape)).astype(qt)
    m, feeds = node_model("DequantizeLinear", [q, scale, zp], attrs, opset, [TP.FLOAT],
                          consts={1, 2} if consts else set())
    (want,), who = oracle(m, feeds)
    (got,) = ours(m, feeds)
    assert got.dtype == np.float32
    np.testing.assert_array_equal(got, want, err_msg=who)


@pytest.mark.parametrize("precision", [TP.FLOAT16, TP.BFLOAT16])
def test_opset_23_precision_and_output_dtype(precision):
    rng = np.random.default_rng(int(precision))
    x = (rng.standard_normal(300) * 30).astype(np.float32)
    m, feeds = node_model("QuantizeLinear", [x, np.float32(0.1037), np.int8(3)], {"precision": precision}, 23,
                          [TP.INT8], consts={1, 2})
    (want,), who = oracle(m, feeds)
    assert steps_apart(ours(m, feeds)[0], want) == 0, who
    q = rng.integers(-128, 128, 300).astype(np.int8)
    m, feeds = node_model("DequantizeLinear", [q, np.float32(0.1037), np.int8(3)], {"output_dtype": TP.FLOAT16}, 23,
                          [TP.FLOAT16], consts={1, 2})
    (want,), who = oracle(m, feeds)
    (got,) = ours(m, feeds)
    assert got.dtype == np.float16
    np.testing.assert_array_equal(got, want, err_msg=who)


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), shape=st.lists(st.integers(1, 7), min_size=1, max_size=3).map(tuple),
       kind=st.sampled_from(["normal", "positive", "negative", "zeros", "constant", "wide", "tiny"]))
def test_dynamic_quantize_linear(seed, shape, kind):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * rng.uniform(0.01, 100)
    x = {"positive": np.abs(x), "negative": -np.abs(x), "zeros": 0 * x, "constant": 0 * x + 3.25,
         "wide": x * 1e30, "tiny": x * 1e-40}.get(kind, x).astype(np.float32)
    m, feeds = node_model("DynamicQuantizeLinear", [x], {}, 11, [TP.UINT8, TP.FLOAT, TP.UINT8])
    want, who = oracle(m, feeds)
    got = ours(m, feeds)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape, (who, g, w)
        np.testing.assert_array_equal(g, w, err_msg=f"{who}: {x}")


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_dynamic_quantize_linear_refuses_values_without_a_finite_range(bad):
    # onnxruntime's scale for x with a NaN depends on where it is (0.0118, 0.0101 or NaN for the same values)
    x = np.linspace(-1, 2, 8).astype(np.float32)
    x[5] = bad
    m, feeds = node_model("DynamicQuantizeLinear", [x], {}, 11, [TP.UINT8, TP.FLOAT, TP.UINT8])
    with pytest.raises(NodeError, match="the_DynamicQuantizeLinear.*x has NaN or infinite values"):
        ours(m, feeds)


def int8_array(rng, shape, qt, edge=0.2):
    lo, hi = QRANGE[qt]
    return np.where(rng.random(shape) < edge, rng.choice([lo, hi], shape), rng.integers(lo, hi + 1, shape)).astype(qt)


def zero_point(rng, qt, shape=()):
    lo, hi = QRANGE[qt]
    return np.where(rng.random(shape) < 0.5, rng.choice([lo, hi, max(lo, 0)], shape),
                    rng.integers(lo, hi + 1, shape)).astype(qt)


@st.composite
def matmul_shapes(draw):
    m, k, n = draw(st.integers(1, 6)), draw(st.integers(1, 40)), draw(st.integers(1, 6))
    batch = tuple(draw(st.lists(st.integers(1, 3), max_size=2)))
    a = draw(st.sampled_from([(k,), (m, k), batch + (m, k)]))
    b = draw(st.sampled_from([(k,), (k, n), batch[-1:] + (k, n)]))
    return a, b


I8 = [np.int8, np.uint8]


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), shapes=matmul_shapes(), ta=st.sampled_from(I8), tb=st.sampled_from(I8),
       zps=st.sampled_from(["none", "scalar", "column"]), consts=st.booleans())
def test_matmul_integer(seed, shapes, ta, tb, zps, consts):
    rng = np.random.default_rng(seed)
    a, b = int8_array(rng, shapes[0], ta), int8_array(rng, shapes[1], tb)
    inputs = [a, b]
    if zps != "none":
        bz_shape = (shapes[1][-1],) if zps == "column" and len(shapes[1]) == 2 else ()
        inputs += [zero_point(rng, ta), zero_point(rng, tb, bz_shape)]
    m, feeds = node_model("MatMulInteger", inputs, {}, 10, [TP.INT32], consts={1, 3} if consts else set())
    (want,), who = exact_oracle(m, feeds, ref_matmul_integer)
    (got,) = ours(m, feeds)
    assert got.dtype == np.int32 and steps_apart(got, want) == 0, who


@pytest.mark.parametrize("ta,tb", [(np.uint8, np.uint8), (np.uint8, np.int8), (np.int8, np.int8)])
def test_long_integer_sums_are_exact(ta, tb):
    # partial sums far past 2**24 (float32's integers): 1500 products of 255 * 255 at the extremes
    rng = np.random.default_rng(7)
    lo_a, hi_a = QRANGE[ta]
    lo_b, hi_b = QRANGE[tb]
    a = np.where(rng.random((3, 1500)) < 0.9, hi_a, lo_a).astype(ta)
    b = np.where(rng.random((1500, 4)) < 0.9, hi_b, lo_b).astype(tb)
    a[0], b[:, 0] = hi_a, lo_b  # a row and a column at one edge: the largest sums
    inputs = [a, b, np.array(lo_a, ta), np.array(lo_b if tb == np.uint8 else 0, tb)]
    for consts in (set(), {1, 3}):
        m, feeds = node_model("MatMulInteger", inputs, {}, 10, [TP.INT32], consts=consts)
        (want,), who = exact_oracle(m, feeds, ref_matmul_integer)
        (got,) = ours(m, feeds)
        np.testing.assert_array_equal(got, want, err_msg=who)
    x = np.full((1, 400, 3, 3), hi_a, ta)
    w = np.full((2, 400, 3, 3), lo_b, tb)
    m, feeds = node_model("ConvInteger", [x, w, np.array(lo_a, ta), np.array(hi_b, tb)], {"pads": [1, 1, 1, 1]}, 10,
                          [TP.INT32], consts={1})
    (want,), who = exact_oracle(m, feeds, ref_conv_integer({"pads": [1, 1, 1, 1]}))
    np.testing.assert_array_equal(ours(m, feeds)[0], want, err_msg=who)


@st.composite
def conv_case(draw):
    n = draw(st.integers(1, 3))
    group = draw(st.integers(1, 2))
    cg, mg = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    kernel = [draw(st.integers(1, 3)) for _ in range(n)]
    spatial = [draw(st.integers(k, k + 5)) for k in kernel]
    x = (draw(st.integers(1, 2)), cg * group) + tuple(spatial)
    w = (mg * group, cg) + tuple(kernel)
    attrs = {"group": group}
    if draw(st.booleans()):
        attrs["auto_pad"] = draw(st.sampled_from(["SAME_UPPER", "SAME_LOWER", "VALID"]))
    else:
        attrs["pads"] = [draw(st.integers(0, 2)) for _ in range(2 * n)]
    if draw(st.booleans()):
        attrs["strides"] = [draw(st.integers(1, 2)) for _ in range(n)]
    if draw(st.booleans()) and attrs.get("auto_pad") is None:
        attrs["dilations"] = [draw(st.integers(1, 2)) for _ in range(n)]
    return x, w, attrs


def _conv_fits(x, w, attrs) -> bool:
    pads = attrs.get("pads", [0] * (2 * (len(x) - 2)))
    dil = attrs.get("dilations", [1] * (len(x) - 2))
    n = len(x) - 2
    return all(x[2 + i] + pads[i] + pads[n + i] >= dil[i] * (w[2 + i] - 1) + 1 for i in range(n))


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), case=conv_case(), tx=st.sampled_from(I8), tw=st.sampled_from(I8),
       per_channel=st.booleans(), consts=st.booleans())
def test_conv_integer(seed, case, tx, tw, per_channel, consts):
    xs, ws, attrs = case
    if not _conv_fits(xs, ws, attrs):
        return
    rng = np.random.default_rng(seed)
    inputs = [int8_array(rng, xs, tx), int8_array(rng, ws, tw), zero_point(rng, tx),
              zero_point(rng, tw, (ws[0],) if per_channel else ())]
    m, feeds = node_model("ConvInteger", inputs, attrs, 10, [TP.INT32], consts={1, 3} if consts else set())
    (want,), who = exact_oracle(m, feeds, ref_conv_integer(attrs))
    (got,) = ours(m, feeds)
    assert got.dtype == np.int32 and steps_apart(got, want) == 0, who


def scale(rng, shape=()):
    return np.exp(rng.uniform(np.log(1e-3), np.log(0.1), shape)).astype(np.float32)


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), shapes=matmul_shapes(), ta=st.sampled_from(I8), tb=st.sampled_from(I8),
       ty=st.sampled_from(I8), per_column=st.booleans(), opset=st.sampled_from([10, 21]), consts=st.booleans())
def test_qlinear_matmul(seed, shapes, ta, tb, ty, per_column, opset, consts):
    rng = np.random.default_rng(seed)
    a, b = int8_array(rng, shapes[0], ta), int8_array(rng, shapes[1], tb)
    col = (shapes[1][-1],) if per_column and len(shapes[1]) == 2 else ()
    y_scale = np.float32(rng.uniform(0.05, 2) * np.sqrt(shapes[0][-1]) * 1e-2)  # some outputs saturate
    inputs = [a, scale(rng), zero_point(rng, ta), b, scale(rng, col), zero_point(rng, tb, col),
              np.array(y_scale), zero_point(rng, ty)]
    m, feeds = node_model("QLinearMatMul", inputs, {}, opset, [ONNX_TYPE[np.dtype(ty)]],
                          consts={1, 2, 3, 4, 5, 6, 7} if consts else set())
    (want,), who = exact_oracle(m, feeds, ref_qlinear_matmul, steps=1)
    (got,) = ours(m, feeds)
    assert steps_apart(got, want) <= 1, who


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), case=conv_case(), tx=st.sampled_from(I8), tw=st.sampled_from(I8),
       ty=st.sampled_from(I8), per_channel=st.booleans(), bias=st.booleans(), consts=st.booleans())
def test_qlinear_conv(seed, case, tx, tw, ty, per_channel, bias, consts):
    xs, ws, attrs = case
    if not _conv_fits(xs, ws, attrs):
        return
    rng = np.random.default_rng(seed)
    ch = (ws[0],) if per_channel else ()
    inputs = [int8_array(rng, xs, tx), scale(rng), zero_point(rng, tx), int8_array(rng, ws, tw), scale(rng, ch),
              np.zeros(ch, tw) if tw == np.int8 else zero_point(rng, tw, ch),  # onnxruntime: int8 weights symmetric
              np.array(rng.uniform(0.01, 0.3), np.float32), zero_point(rng, ty),
              rng.integers(-5000, 5000, ws[0]).astype(np.int32) if bias else None]
    m, feeds = node_model("QLinearConv", inputs, attrs, 10, [ONNX_TYPE[np.dtype(ty)]],
                          consts={1, 2, 3, 4, 5, 6, 7, 8} if consts else set())
    (want,), who = exact_oracle(m, feeds, ref_qlinear_conv(attrs), steps=1)
    (got,) = ours(m, feeds)
    assert steps_apart(got, want) <= 1, who


def test_round_is_half_to_even_and_keeps_specials():
    x = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, -0.0, 0.0, -0.3, 0.49999997, 4194303.5, -8388607.5, 8388608.0,
                  3e38, np.nan, np.inf, -np.inf, 1e-45] + list(np.linspace(-9, 9, 73)), np.float32)
    m, feeds = node_model("Round", [x], {}, 11, [TP.FLOAT])
    (want,), _ = oracle(m, feeds)
    for variant in ("scalar", "simd"):
        (got,) = jr.Session(m, variant=variant).run(None, feeds)
        np.testing.assert_array_equal(got, want)
        assert (np.signbit(got) == np.signbit(want)).all()


# --- malformed nodes: named errors before anything runs ---------------------------------------------

def _q(scale, zp, attrs=None, opset=13, x_shape=(2, 3), x_type=np.float32):
    x = np.zeros(x_shape, x_type)
    return node_model("QuantizeLinear", [x, np.asarray(scale, np.float32), zp], attrs or {}, opset,
                      [ONNX_TYPE[np.asarray(zp).dtype]], consts={1, 2})[0]


def _dq(q, scale, zp, attrs=None, opset=13):
    return node_model("DequantizeLinear", [q, np.asarray(scale, np.float32), zp], attrs or {}, opset,
                      [TP.FLOAT], consts={1, 2})[0]


@pytest.mark.parametrize("bad", [0.0, -0.5, np.nan, np.inf])
def test_a_scale_that_is_not_positive_and_finite_is_refused_at_load(bad):
    for m in (_q(bad, np.uint8(3)), _dq(np.zeros((2, 3), np.int8), bad, np.int8(0)),
              _q([1.0, bad, 1.0], np.array([0, 0, 0], np.int8), {"axis": 1})):
        with pytest.raises(UnsupportedModel, match=r"the_(De)?[qQ]uantizeLinear.*scale.*positive and finite"):
            jr.Session(m)
    x = np.zeros((1, 2, 4, 4), np.uint8)
    w = np.zeros((3, 2, 1, 1), np.int8)
    m = node_model("QLinearConv", [x, np.float32(0.1), np.uint8(0), w, np.array([0.1, bad, 0.1], np.float32),
                                   np.zeros(3, np.int8), np.float32(0.2), np.uint8(0)], {}, 10, [TP.UINT8],
                   consts={1, 2, 3, 4, 5, 6, 7})[0]
    with pytest.raises(UnsupportedModel, match="the_QLinearConv.*positive and finite"):
        jr.Session(m)


@pytest.mark.parametrize("op", ["QuantizeLinear", "DequantizeLinear"])
def test_a_fed_scale_is_used_as_given_as_onnxruntime_does(op):
    x = np.array([-1.0, 0.0, 2.0, np.nan], np.float32) if op == "QuantizeLinear" else np.array([-3, 0, 5, 1], np.int8)
    for s in (0.0, -0.5, np.nan, np.inf):
        out = TP.INT8 if op == "QuantizeLinear" else TP.FLOAT
        m, feeds = node_model(op, [x, np.float32(s), np.int8(1)], {}, 13, [out])
        (want,), _ = oracle(m, feeds)
        np.testing.assert_array_equal(ours(m, feeds)[0], want)


def test_a_zero_point_of_the_wrong_type_or_shape_is_refused_at_load():
    with pytest.raises(UnsupportedModel, match="zero point.*int8.*uint8"):
        jr.Session(_dq(np.zeros((2, 3), np.uint8), 0.5, np.int8(0)))
    with pytest.raises(UnsupportedModel, match="zero point.*shape \\(2,\\).*scale's shape \\(3,\\)"):
        jr.Session(_q([1, 1, 1], np.zeros(2, np.uint8), {"axis": 1}))
    # onnx's shape inference finds this one first (InvalidModel), naming the node too
    with pytest.raises((UnsupportedModel, InvalidModel), match="the_QLinearConv.*zero.point"):
        x = np.zeros((1, 2, 3, 3), np.uint8)
        jr.Session(node_model("QLinearConv", [x, np.float32(0.1), np.uint8(0), x.astype(np.int8), np.float32(0.1),
                                              np.uint8(0), np.float32(0.2), np.uint8(0)], {}, 10, [TP.UINT8],
                              consts={1, 2, 4, 5, 6, 7})[0])


def test_an_axis_out_of_range_and_a_scale_of_the_wrong_length_are_refused_at_load():
    with pytest.raises(UnsupportedModel, match="the_QuantizeLinear.*axis 2 is out of range for rank 2"):
        jr.Session(_q([1, 1, 1], np.zeros(3, np.uint8), {"axis": 2}))
    with pytest.raises(UnsupportedModel, match="the_DequantizeLinear.*has 4 elements.*needs 3"):
        jr.Session(_dq(np.zeros((2, 3), np.int8), [1, 1, 1, 1], np.zeros(4, np.int8), {"axis": 1}))
    with pytest.raises(UnsupportedModel, match="blocks of 2 along axis 1 needs \\(2, 2\\)"):
        jr.Session(_dq(np.zeros((2, 3), np.int8), np.ones((2, 1)), np.zeros((2, 1), np.int8),
                       {"axis": 1, "block_size": 2}, opset=21))


def test_types_nothing_runs_are_named():
    import ml_dtypes
    from onnx import helper as H, numpy_helper as NH
    f8 = NH.from_array(np.zeros(3, ml_dtypes.float8_e4m3fn), "q")
    g = H.make_graph([H.make_node("DequantizeLinear", ["q", "s"], ["y"], name="dq8")], "g", [],
                     [H.make_tensor_value_info("y", TP.FLOAT, None)],
                     initializer=[f8, NH.from_array(np.float32(1), "s")])
    with pytest.raises(UnsupportedModel, match="dq8.*float8e4m3fn: not supported"):
        jr.Session(H.make_model(g, opset_imports=[H.make_opsetid("", 21)]))
    with pytest.raises(UnsupportedModel, match="int16; expected one of int8, uint8 at opset 13"):
        jr.Session(_q(1.0, np.int16(0)))
    with pytest.raises(UnsupportedModel, match="QuantizeLinear.*x\\) is int64"):
        jr.Session(_q(1.0, np.uint8(0), x_type=np.int64))
