"""Resize and Upsample through jit_runtime.Session against onnxruntime (and onnx's float64
reference evaluator where onnxruntime's kernel refuses the configuration): generated
shapes (size 1, odd sizes), scales and sizes, every mode, coordinate transformation and
nearest mode, antialias, tf_crop_and_resize with extrapolation, axes and
keep_aspect_ratio_policy; special values; hostile attributes and inputs.

Nearest must pick exactly onnxruntime's element, except where the source coordinate lies
within float rounding of a rounding boundary (its kernel and ours round the same float32
formula, but onnxruntime's nearest path differs from it by an ulp now and then: measured,
6 of 276 random configurations had one such position); those positions are left out and
counted. Linear and cubic agree within 2e-6 of the input's magnitude."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

pytest.importorskip("onnxruntime")
from onnx_node import close, feeds_of, node_model, run_ort, run_ours  # noqa: E402

from jit_runtime.onnx import InvalidModel, MemoryLimitExceeded, NodeError, UnsupportedModel  # noqa: E402
from jit_runtime.onnx.bindings import bind  # noqa: E402
from jit_runtime.onnx.bindings import resize_plan as RP  # noqa: E402

F = np.float32
SETTINGS = settings(max_examples=20, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
NICE = [0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0]
ODD = [0.3, 0.6, 0.7, 1.3, 1.7, 2.3, 2.9, 0.45]


def resize_model(x, scales=None, sizes=None, roi=None, opset=19, declare=True, **attrs):
    """Resize with its constant inputs as initializers (as exporters write them)."""
    ins = [x, np.array(roi if roi is not None else [], F) if opset >= 11 else None,
           np.array(scales, F) if scales is not None else None,
           np.array(sizes, np.int64) if sizes is not None else None]
    if opset < 11:
        ins = [x, np.array(scales, F)]
    elif scales is None:
        ins[2] = np.array([], F)
    consts = tuple(range(1, len(ins)))
    if roi is None and opset >= 13:
        ins[1] = None  # optional from opset 13
        if scales is None:
            ins[2] = None
    return node_model("Resize", ins, attrs, opset=opset, consts=consts, declare=declare), feeds_of(ins, consts)


def near_boundary(mode: str, nearest: str, K: int, P: int, scale, roi) -> np.ndarray:
    """Output positions along one axis whose coordinate is within rounding of where
    nearest changes its choice (onnxruntime may pick the other neighbour there)."""
    c = RP.coordinates(mode, P, K, F(scale), roi).astype(np.float64)
    frac = c - np.floor(c)
    eps = 4e-6 * np.maximum(1.0, np.abs(c))
    if nearest in ("floor", "ceil", "simple"):
        return (frac < eps) | (frac > 1 - eps)
    return np.abs(frac - 0.5) < eps


def compare_nearest(got, ref, x, attrs, scales, sizes, roi=None):
    """Exact, except at positions next to a rounding boundary (returned: how many)."""
    assert got.shape == ref.shape
    skip = np.zeros(got.shape, bool)
    mode = attrs.get("coordinate_transformation_mode", "half_pixel")
    nearest = attrs.get("nearest_mode", "round_prefer_floor")
    for d, (K, P) in enumerate(zip(x.shape, got.shape)):
        s = F(scales[d]) if scales is not None else F(F(P) / F(K))
        if P == K and s == F(1):
            continue
        r = (roi[d], roi[len(x.shape) + d]) if roi is not None else (0.0, 1.0)
        bad = near_boundary(mode, nearest, K, P, s, r)
        skip |= bad.reshape((1,) * d + (-1,) + (1,) * (got.ndim - d - 1))
    same = (got == ref) | (np.isnan(got) & np.isnan(ref))
    assert (same | skip).all(), f"{(~(same | skip)).sum()} elements differ away from rounding boundaries"
    return int((~same).sum())


@st.composite
def image(draw, specials=False):
    n, c = draw(st.integers(1, 2)), draw(st.integers(1, 3))
    h, w = draw(st.integers(1, 13)), draw(st.integers(1, 17))
    seed = draw(st.integers(0, 2 ** 16))
    x = np.random.default_rng(seed).standard_normal((n, c, h, w)).astype(F)
    if specials and x.size > 4:
        flat = x.reshape(-1)
        for v in (np.nan, np.inf, -np.inf, -0.0):
            flat[draw(st.integers(0, x.size - 1))] = v
    return x


def _target(draw, x, nice: bool):
    """(scales, sizes): one of them, on H and W."""
    if draw(st.booleans()):
        pool = NICE if nice else NICE + ODD
        return [1.0, 1.0, draw(st.sampled_from(pool)), draw(st.sampled_from(pool))], None
    h, w = x.shape[2:]
    return None, [x.shape[0], x.shape[1], draw(st.integers(1, 2 * h + 3)), draw(st.integers(1, 2 * w + 3))]


def _empty(scales, sizes, x):
    """An empty output, or a length onnxruntime computes otherwise: it rounds scale * length
    in float32 (0.7 * 10 -> 7), the spec and we floor it in float64 (6)."""
    if sizes is not None:
        return 0 in sizes
    return any(int(float(F(s)) * d) == 0 or int(F(F(s) * F(d))) != int(float(F(s)) * d)
               for s, d in zip(scales, x.shape))


@SETTINGS
@given(st.data())
def test_nearest_matches_onnxruntime(data):
    x = data.draw(image(specials=True))
    attrs = {"mode": "nearest",
             "coordinate_transformation_mode": data.draw(st.sampled_from(
                 ["half_pixel", "asymmetric", "pytorch_half_pixel", "align_corners", "tf_half_pixel_for_nn"])),
             "nearest_mode": data.draw(st.sampled_from(["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"]))}
    scales, sizes = _target(data.draw, x, nice=False)
    if _empty(scales, sizes, x):
        return
    m, f = resize_model(x, scales, sizes, opset=data.draw(st.sampled_from([11, 13, 19])), **attrs)
    (got,), (ref,) = run_ours(m, f, runs=3), run_ort(m, f)
    compare_nearest(got, ref, x, attrs, scales, sizes)
    # nearest copies: the values it picks are the input's bits (NaN, inf, -0.0 included)
    picked = np.isin(got.view(np.uint32), x.view(np.uint32))
    assert picked.all()


@SETTINGS
@given(st.data())
def test_linear_and_cubic_match_onnxruntime(data):
    x = data.draw(image())
    mode = data.draw(st.sampled_from(["linear", "cubic"]))
    ctms = ["half_pixel", "asymmetric", "pytorch_half_pixel", "align_corners", "half_pixel_symmetric"]
    attrs = {"mode": mode, "coordinate_transformation_mode": data.draw(st.sampled_from(ctms))}
    opset = data.draw(st.sampled_from([11, 13, 18, 19]))
    if attrs["coordinate_transformation_mode"] == "half_pixel_symmetric":
        opset = 19
    if mode == "cubic":
        attrs["cubic_coeff_a"] = data.draw(st.sampled_from([-0.75, -0.5]))
        attrs["exclude_outside"] = int(data.draw(st.booleans()))
    scales, sizes = _target(data.draw, x, nice=False)
    if opset >= 18 and data.draw(st.booleans()):
        attrs["antialias"] = 1
        if mode == "linear" and data.draw(st.booleans()):
            attrs["exclude_outside"] = 1
    if _empty(scales, sizes, x):
        return
    nhwc = mode == "linear" and "antialias" not in attrs and data.draw(st.booleans())
    xx = np.ascontiguousarray(x.transpose(0, 2, 3, 1)) if nhwc else x
    if nhwc:
        scales = None if scales is None else [1.0, scales[2], scales[3], 1.0]
        sizes = None if sizes is None else [sizes[0], sizes[2], sizes[3], sizes[1]]
    m, f = resize_model(xx, scales, sizes, opset=opset, **attrs)
    try:
        (got,) = run_ours(m, f, runs=3)
    except NodeError as e:  # antialiasing a downscale past 1/16 takes more taps than RP.MAX_TAPS: refused
        ratio = min(scales[2:]) if scales is not None else min(sizes[2] / x.shape[2], sizes[3] / x.shape[3])
        assert "antialias" in attrs and "taps per output" in str(e) and ratio < 1 / 15, (attrs, ratio, e)
        return
    (ref,) = run_ort(m, f)
    close(got, ref, rtol=1e-5, atol=2e-6 * float(np.abs(x).max()), what=str(attrs))


@SETTINGS
@given(st.data())
def test_tf_crop_and_resize_extrapolates(data):
    x = data.draw(image())
    mode = data.draw(st.sampled_from(["nearest", "linear", "cubic"]))
    lo = [0.0, 0.0] + [data.draw(st.sampled_from([-0.3, 0.0, 0.2, 0.4])) for _ in range(2)]
    hi = [1.0, 1.0] + [data.draw(st.sampled_from([0.6, 0.8, 1.0, 1.3])) for _ in range(2)]
    sizes = [x.shape[0], x.shape[1], data.draw(st.integers(1, 9)), data.draw(st.integers(1, 9))]
    attrs = {"mode": mode, "coordinate_transformation_mode": "tf_crop_and_resize",
             "extrapolation_value": data.draw(st.sampled_from([0.0, -7.5, 10.0]))}
    m, f = resize_model(x, None, sizes, roi=lo + hi, opset=13, **attrs)
    (got,), (ref,) = run_ours(m, f, runs=2), run_ort(m, f)
    if mode == "nearest":
        compare_nearest(got, ref, x, dict(attrs, nearest_mode="round_prefer_floor"), None, sizes, lo + hi)
    else:
        close(got, ref, rtol=1e-5, atol=2e-6 * float(np.abs(x).max()), what=str(attrs))


@pytest.mark.parametrize("policy", ["stretch", "not_larger", "not_smaller"])
@pytest.mark.parametrize("mode", ["nearest", "linear"])
def test_axes_and_keep_aspect_ratio(policy, mode):
    x = np.random.default_rng(3).standard_normal((2, 3, 7, 10)).astype(F)
    attrs = {"mode": mode, "axes": [2, 3], "keep_aspect_ratio_policy": policy}
    m, f = resize_model(x, None, [12, 9], opset=19, **attrs)
    (got,), (ref,) = run_ours(m, f), run_ort(m, f)
    close(got, ref, rtol=1e-5, atol=1e-6)
    m, f = resize_model(x, [1.5, 0.5], None, opset=19, mode=mode, axes=[-1, 2])  # scales per axis
    (got,), (ref,) = run_ours(m, f), run_ort(m, f)
    close(got, ref, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("case", [
    # (shape, scales, attrs): configurations onnxruntime's kernel refuses; onnx's reference runs them
    ((5,), [2.0], {"mode": "linear"}),
    ((3, 4, 6), [2.0, 1.0, 0.5], {"mode": "linear", "coordinate_transformation_mode": "align_corners"}),
    ((2, 3, 4, 3), [1.0, 2.0, 1.5, 1.0], {"mode": "cubic"}),
    ((1, 2, 3, 4, 5), [1.0, 1.0, 2.0, 0.5, 1.5], {"mode": "linear"}),
    ((2, 3, 4, 5), [2.0, 1.0, 1.0, 2.0], {"mode": "nearest", "coordinate_transformation_mode": "half_pixel_symmetric"}),
])
def test_general_axes_match_the_reference(case):
    from onnx.reference import ReferenceEvaluator
    shape, scales, attrs = case
    x = np.random.default_rng(4).standard_normal(shape).astype(F)
    m, f = resize_model(x, scales, opset=19, **attrs)
    (got,) = run_ours(m, f, runs=2)
    (ref,) = ReferenceEvaluator(m).run(None, f)
    close(got, ref, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("opset,mode", [(7, "nearest"), (9, "nearest"), (9, "linear"), (10, "nearest"), (10, "linear")])
def test_upsample_and_resize_10(opset, mode):
    x = np.random.default_rng(5).standard_normal((1, 2, 3, 5)).astype(F)
    sc = [1.0, 1.0, 2.0, 3.0]
    if opset < 10:
        ins = [x] if opset < 9 else [x, np.array(sc, F)]
        attrs = {"mode": mode, **({"scales": sc} if opset < 9 else {})}
        m = node_model("Upsample", ins, attrs, opset=opset, consts=(1,))
        f = feeds_of(ins, (1,))
    else:
        m, f = resize_model(x, [1.0, 1.0, 0.6, 1.7] if mode == "nearest" else sc, opset=10, mode=mode)
    (got,), (ref,) = run_ours(m, f, runs=2), run_ort(m, f)
    close(got, ref, rtol=1e-6, atol=1e-6)


def test_integer_data_resizes_by_nearest():
    x = np.arange(2 * 3 * 4 * 5, dtype=np.int32).reshape(2, 3, 4, 5)
    m, f = resize_model(x, [1.0, 1.0, 1.5, 0.6], opset=19, mode="nearest", nearest_mode="floor")
    (got,), (ref,) = run_ours(m, f), run_ort(m, f)
    close(got, ref)
    x = x.astype(np.int64)  # onnxruntime has no int64 Resize: the same picks as int32
    m, f = resize_model(x, [1.0, 1.0, 1.5, 0.6], opset=19, mode="nearest", nearest_mode="floor")
    (got64,) = run_ours(m, f)
    close(got64, ref.astype(np.int64))
    m, _ = resize_model(x, [1.0, 1.0, 2.0, 2.0], opset=19, mode="linear")
    with pytest.raises(UnsupportedModel, match=r"Resize .*linear.* int64.*nearest only"):
        run_ours(m, f)


def test_linear_nan_stays_within_onnxruntime_s_nan():
    """Taps of weight 0 outside the fitted window are not read (onnxruntime reads them, so
    it may spread a NaN or inf further); where we give NaN, so does it, elsewhere we agree."""
    x = np.random.default_rng(6).standard_normal((1, 1, 6, 7)).astype(F)
    x[0, 0, 2, 3], x[0, 0, 5, 0] = np.nan, np.inf
    for sc in ([1, 1, 2.0, 2.0], [1, 1, 0.5, 0.7], [1, 1, 1.3, 3.0]):
        m, f = resize_model(x, sc, opset=19, mode="linear")
        (got,), (ref,) = run_ours(m, f), run_ort(m, f)
        assert not (np.isnan(got) & ~np.isnan(ref)).any()
        fin = np.isfinite(got) & np.isfinite(ref)
        close(got[fin], ref[fin], rtol=1e-5, atol=1e-6)


def test_replays():
    """Nearest (one launch on the input and shared tables) replays natively; linear and
    cubic (a launch per axis, through temporaries) replay as a host step."""
    import jit_runtime as jr
    x = np.random.default_rng(7).standard_normal((1, 3, 9, 13)).astype(F)
    for attrs in ({"mode": "nearest"}, {"mode": "linear"},
                  {"mode": "cubic", "coordinate_transformation_mode": "align_corners"}):
        m, f = resize_model(x, [1, 1, 1.7, 0.6], opset=19, **attrs)
        s = jr.Session(m, warmup=False)
        outs = [s.run(f)[m.graph.output[0].name] for _ in range(4)]
        arenas = [a for p in s._current.plans.values() for a in p.free]
        assert arenas and all(a.replay is not None for a in arenas)
        if attrs["mode"] == "nearest":
            assert s._fast is not None  # the native fast path
        for o in outs[1:]:
            np.testing.assert_array_equal(o, outs[0])


HOSTILE = [
    ({"scales": [1.0, 1.0, 2.0]}, {"mode": "linear"}, "3 scales for 4 axes"),
    ({"scales": [1.0, 1.0, -2.0, 1.0]}, {"mode": "linear"}, "positive and finite"),
    ({"scales": [1.0, 1.0, float("nan"), 1.0]}, {"mode": "nearest"}, "positive and finite"),
    ({"sizes": [1, 1, -3, 4]}, {"mode": "nearest"}, "negative size"),
    ({"scales": [1.0, 1.0, 2.0, 2.0]}, {"mode": "bicubic"}, "mode 'bicubic'"),
    ({"scales": [1.0, 1.0, 2.0, 2.0]}, {"mode": "nearest", "antialias": 1}, "antialias"),
    ({"scales": [1.0, 1.0, 2.0, 2.0]}, {"mode": "nearest", "nearest_mode": "up"}, "nearest_mode 'up'"),
    ({"scales": [1.0, 1.0, 2.0, 2.0]}, {"coordinate_transformation_mode": "diagonal"}, "coordinate_transformation"),
    ({"sizes": [4, 4]}, {"mode": "nearest", "axes": [2, 2]}, "axes"),
    ({"sizes": [2, 2, 2, 2], "roi": [0.0, 0.5]}, {"coordinate_transformation_mode": "tf_crop_and_resize"}, "roi"),
]


@pytest.mark.parametrize("inputs,attrs,why", HOSTILE)
def test_hostile_resize_is_a_named_error(inputs, attrs, why):
    x = np.ones((1, 1, 3, 4), F)
    m, f = resize_model(x, inputs.get("scales"), inputs.get("sizes"), inputs.get("roi"), opset=19, declare=False,
                        **attrs)
    with pytest.raises((UnsupportedModel, NodeError, InvalidModel)) as e:
        run_ours(m, f)
    assert "Resize" in str(e.value)
    if not isinstance(e.value, InvalidModel):  # onnx's own shape inference may refuse first
        assert why in str(e.value)


def test_a_huge_scale_is_refused_before_anything_is_allocated():
    """Past the memory check (shapes unknown at load), the binding refuses the length."""
    import onnx
    x = np.ones((1, 1, 3, 4), F)
    for scales in ([1.0, 1.0, 1e12, 1.0], [1.0, 1.0, 3e9, 1e9]):
        node = onnx.helper.make_node("Resize", ["x", "", "s"], ["y"], mode="nearest")
        b = bind(node, 19, [None, None, None], [None, None, None], {})
        with pytest.raises(ValueError, match="too large"):
            b.run([x, None, np.array(scales, F)])
    with pytest.raises(MemoryLimitExceeded, match="Resize"):  # with shapes known: the session's check
        m, f = resize_model(x, [1.0, 1.0, 1e12, 1.0], opset=19, declare=False, mode="nearest")
        run_ours(m, f)


@pytest.mark.parametrize("mode", ["linear", "cubic"])
@pytest.mark.parametrize("ctm", ["half_pixel", "asymmetric", "align_corners", "half_pixel_symmetric"])
def test_antialias_leaves_an_axis_of_unchanged_size_as_it_is(mode, ctm):
    # 2 pixels at scale 1.3 stay 2 pixels: onnxruntime copies such an axis, scale and
    # coordinate mode notwithstanding (found by the test above: 1x1x4x2 at [1, 1, 0.25, 1.3])
    x = np.random.default_rng(0).standard_normal((1, 1, 4, 2)).astype(np.float32)
    for scales in ([1.0, 1.0, 0.5, 1.3], [1.0, 1.0, 0.25, 1.3], [1.0, 1.0, 1.0, 1.3]):
        m, f = resize_model(x, scales, None, opset=19, mode=mode, antialias=1,
                            coordinate_transformation_mode=ctm)
        (got,), (ref,) = run_ours(m, f, runs=2), run_ort(m, f)
        close(got, ref, rtol=1e-5, atol=1e-6, what=f"{scales} {mode} {ctm}")
