"""The elementwise, arg, normalization, layout, prefix-sum and Einsum bindings added in
runtime/onnx/bindings/{math_extra,arg,norm_extra,layout,scan,einsum}.py, one node through
jit_runtime.Session (two runs: the second through the arena) against onnxruntime and/or a
float64 numpy reference, on generated shapes (size-1 dims, sizes that are no multiple of
the vector width) and special values (NaN, +-inf, -0.0, denormals, large magnitudes).

Where onnxruntime computes less accurately than float32 allows (Celu's exp(x) - 1,
GroupNormalization's E[x^2] - E[x]^2), the float64 reference decides."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

pytest.importorskip("onnxruntime")
from onnx_node import close, feeds_of, node_model, run_both, run_ours  # noqa: E402

from jit_runtime.onnx import NodeError, UnsupportedModel  # noqa: E402

F = np.float32
SETTINGS = settings(max_examples=8, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SPECIALS = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-45, -1e-45, 1e-38, -1e-38, 0.5, -0.5, 1.5, -2.5,
                     0.49999997, 8388607.5, -8388609.0, 1e30, -1e30, 88.5, -89.2, 1e-4, -0.9999, 1.0001,
                     3.4e38, -3.4e38], F)


@st.composite
def shapes(draw, min_rank=1, max_rank=4, max_side=19):
    return tuple(draw(st.lists(st.integers(1, max_side), min_size=min_rank, max_size=max_rank)))


def data(shape, seed, scale=3.0, specials=True):
    x = (np.random.default_rng(seed).standard_normal(shape) * scale).astype(F)
    if specials and x.size:
        flat = x.reshape(-1)
        k = min(flat.size, SPECIALS.size)
        flat[np.random.default_rng(seed + 1).choice(flat.size, k, replace=False)] = SPECIALS[:k]
    return x


def ours(op, inputs, attrs=None, opset=17, n_out=1, consts=()):
    return run_ours(node_model(op, inputs, attrs, opset, n_out, consts), feeds_of(inputs, consts), runs=2)


# --- elementwise ------------------------------------------------------------------------------------

UNARY_VS_ORT = [("IsNaN", {}, 13), ("IsInf", {}, 20), ("IsInf", {"detect_negative": 0}, 20),
                ("IsInf", {"detect_positive": 0}, 20), ("IsInf", {"detect_positive": 0, "detect_negative": 0}, 20),
                ("Round", {}, 11), ("Mish", {}, 18), ("Sinh", {}, 9), ("Cosh", {}, 9), ("Asinh", {}, 9),
                ("Acosh", {}, 9), ("Atanh", {}, 9), ("Shrink", {"lambd": 0.7, "bias": 0.2}, 9), ("Sign", {}, 13),
                ("Ceil", {}, 13), ("Floor", {}, 13), ("Softsign", {}, 13), ("ThresholdedRelu", {"alpha": 0.3}, 10)]


@SETTINGS
@given(shapes(), st.integers(0, 2 ** 16))
def test_unary_math_matches_onnxruntime(shape, seed):
    x = data(shape, seed)
    for op, attrs, opset in UNARY_VS_ORT:
        (g,), (r,) = run_both(op, [x], attrs, opset=opset)
        close(g, r, rtol=4e-6, atol=1e-37, what=f"{op} {attrs}")


def test_celu_against_float64():
    """Celu with the expm1 recipe; onnxruntime's exp(x) - 1 loses digits near 0."""
    x = np.concatenate([SPECIALS, data((300,), 9, specials=False), np.linspace(-1e-3, 1e-3, 41, dtype=F)])
    for alpha in (1.0, 1.5, 0.3):
        (g,) = ours("Celu", [x], {"alpha": alpha}, opset=12)
        xd = x.astype(np.float64)
        with np.errstate(all="ignore"):
            ref = np.maximum(0, xd) + np.minimum(0, alpha * np.expm1(xd / alpha))
        close(g, ref.astype(F), rtol=4e-6, atol=1e-37, what=f"celu {alpha}")


@pytest.mark.parametrize("op,fn,ulps", [("Sin", np.sin, 2.5), ("Cos", np.cos, 2.5), ("Tan", np.tan, 4.0)])
def test_trig_within_a_few_ulp(op, fn, ulps):
    """Cody-Waite reduction and Cephes polynomials: a few ulp against float64 for |x| up
    to 2e6 (rotary embeddings' angles are positions times frequencies up to 1); NaN,
    +-inf and -0.0 as onnxruntime; NaN past 2^24 * pi/2."""
    rng = np.random.default_rng(12)
    x = np.concatenate([rng.uniform(-4, 4, 4000), rng.uniform(-1e4, 1e4, 4000), rng.uniform(-2e6, 2e6, 2000),
                        np.arange(4096) * 0.015625]).astype(F)
    (g,) = ours(op, [x], opset=7)
    ref = fn(x.astype(np.float64))
    ulp = np.spacing(np.abs(ref).astype(F)).astype(np.float64)
    err = np.abs(g - ref) / ulp
    assert err.max() <= ulps, (float(err.max()), x[np.argmax(err)])
    (g,), (r,) = run_both(op, [SPECIALS], opset=7)
    huge = np.abs(SPECIALS) > 2.6e7  # beyond the exact reduction: NaN, not a wrong number
    assert np.isnan(g[huge]).all()
    np.testing.assert_array_equal(np.isnan(g[~huge]), np.isnan(r[~huge]))
    np.testing.assert_array_equal(np.signbit(g[SPECIALS == 0]), np.signbit(r[SPECIALS == 0]))
    close(g[~huge], r[~huge], rtol=5e-7, atol=1e-7)


def test_round_is_half_to_even_and_keeps_the_sign():
    x = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.3, -0.0, 8388607.5, 8388609.0, 1e30,
                  np.inf, -np.inf, np.nan, 1e-45], F)
    (g,) = ours("Round", [x], opset=11)
    np.testing.assert_array_equal(np.signbit(g), np.signbit(np.round(x)))
    close(g, np.round(x), rtol=0)


@SETTINGS
@given(shapes(max_rank=3), st.integers(0, 2 ** 16), st.booleans())
def test_mod_float_and_int(shape, seed, bcast):
    a = data(shape, seed, scale=50.0)
    b = data(shape[-1:] if bcast else shape, seed + 7, scale=4.0)
    (g,), (r,) = run_both("Mod", [a, b], {"fmod": 1}, opset=13)
    close(g, r, rtol=0, what="fmod exact")  # C fmod is exact; so is ours for these quotients
    (g0,) = ours("Mod", [a, b], {"fmod": 0}, opset=13)
    with np.errstate(all="ignore"):
        close(g0, np.mod(a, b), rtol=0, what="mod with the divisor's sign")
    ai = np.random.default_rng(seed).integers(-100, 100, shape)
    bi = np.random.default_rng(seed + 1).integers(1, 9, shape) * np.random.default_rng(seed + 2).choice([-1, 1], shape)
    for fmod in (0, 1):
        (g,), (r,) = run_both("Mod", [ai, bi], {"fmod": fmod}, opset=13)
        close(g, r)


def test_fmod_is_exact_over_the_float32_range():
    """C's fmod is exact; so is ours, quotients up to 2^277 and subnormal divisors included."""
    rng = np.random.default_rng(11)
    a = (rng.standard_normal(6000) * 10.0 ** rng.uniform(-30, 38, 6000)).astype(F)
    b = (rng.standard_normal(6000) * 10.0 ** rng.uniform(-45, 38, 6000)).astype(F)
    a = np.concatenate([a, SPECIALS.repeat(SPECIALS.size)])
    b = np.concatenate([b, np.tile(SPECIALS, SPECIALS.size)])
    (g,) = ours("Mod", [a, b], {"fmod": 1}, opset=13)
    with np.errstate(all="ignore"):
        ref = np.fmod(a, b)
    close(g, ref, rtol=0)
    zero = g == 0
    np.testing.assert_array_equal(np.signbit(g[zero]), np.signbit(ref[zero]))


def test_bitwise_on_integers():
    rng = np.random.default_rng(2)
    a, b = rng.integers(-1000, 1000, (3, 5)), rng.integers(-1000, 1000, (5,))
    for op in ("BitwiseAnd", "BitwiseOr", "BitwiseXor"):
        (g,), (r,) = run_both(op, [a, b], opset=18)
        close(g, r)
    (g,), (r,) = run_both("BitwiseNot", [a.astype(np.int32)], opset=18)
    close(g, r)


# --- ArgMax / ArgMin / Hardmax -------------------------------------------------------------------------

@SETTINGS
@given(shapes(max_side=9), st.integers(0, 2 ** 16), st.booleans())
def test_arg_ops_match_onnxruntime(shape, seed, few_values):
    """Without NaN (with NaN, onnxruntime's answer follows Eigen's vectorized max)."""
    x = np.nan_to_num(data(shape, seed), nan=0.5, posinf=np.inf, neginf=-np.inf)
    if few_values:  # ties
        x = np.round(x / 3).astype(F)
    for ax in range(-len(shape), len(shape)):
        for op in ("ArgMax", "ArgMin"):
            for last in (0, 1):
                (g,), (r,) = run_both(op, [x], {"axis": ax, "select_last_index": last, "keepdims": seed % 2},
                                      opset=13)
                close(g, r, what=f"{op} axis {ax} last {last}")
        (g,), (r,) = run_both("Hardmax", [x], {"axis": ax}, opset=13)
        close(g, r, what=f"Hardmax {ax}")
    (g,), (r,) = run_both("Hardmax", [x], {"axis": len(shape) - 1}, opset=11)  # flattened to 2-D
    close(g, r)


def test_arg_ops_count_nan_as_the_extreme():
    x = np.array([[1, np.nan, 3, np.nan], [np.nan, 5, 5, 2], [4, 4, 1, 4], [-np.inf] * 4, [0.0, -0.0, 2, -1]], F)
    for op, fn in (("ArgMax", np.argmax), ("ArgMin", np.argmin)):
        (g,) = ours(op, [x], {"axis": 1, "keepdims": 0}, opset=13)
        np.testing.assert_array_equal(g, fn(x, axis=1))
        (g,) = ours(op, [x], {"axis": 1, "keepdims": 0, "select_last_index": 1}, opset=13)
        np.testing.assert_array_equal(g, 3 - fn(x[:, ::-1], axis=1))
    (g,) = ours("Hardmax", [x], {"axis": 1}, opset=13)
    close(g, np.eye(4, dtype=F)[np.argmax(x, axis=1)], rtol=0)


# --- normalizations --------------------------------------------------------------------------------

@SETTINGS
@given(st.integers(1, 3), st.sampled_from([(4, 2), (6, 3), (8, 8), (5, 1)]), shapes(max_rank=2, max_side=7),
       st.integers(0, 2 ** 16))
def test_group_normalization_against_float64(n, cg, spatial, seed):
    C, G = cg
    x = (np.random.default_rng(seed).standard_normal((n, C) + spatial) * 2 + 1).astype(F)
    rng = np.random.default_rng(seed + 3)
    scale, bias = rng.standard_normal(C).astype(F), rng.standard_normal(C).astype(F)
    (g,) = ours("GroupNormalization", [x, scale, bias], {"num_groups": G, "epsilon": 1e-3}, opset=21)
    xd = x.astype(np.float64).reshape(n, G, -1)
    mu, var = xd.mean(-1, keepdims=True), xd.var(-1, keepdims=True)
    y = ((xd - mu) / np.sqrt(var + 1e-3)).reshape(x.shape)
    ref = y * scale.reshape((1, C) + (1,) * len(spatial)) + bias.reshape((1, C) + (1,) * len(spatial))
    close(g, ref.astype(F), rtol=1e-5, atol=1e-5)


def test_group_normalization_opset_18_scales_per_group():
    """Opset 18 (the onnx checker calls it deprecated, so the binding is driven directly)."""
    import onnx
    from jit_runtime.onnx.bindings import bind
    x = np.random.default_rng(1).standard_normal((2, 6, 5)).astype(F)
    s, b = np.array([2.0, -1.0, 0.5], F), np.array([0.1, 0.2, 0.3], F)
    node = onnx.helper.make_node("GroupNormalization", ["x", "s", "b"], ["y"], num_groups=3)
    (y,) = bind(node, 18, [x.shape, s.shape, b.shape], [1, 1, 1], {}).run([x, s, b])
    xd = x.astype(np.float64).reshape(2, 3, -1)
    ref = ((xd - xd.mean(-1, keepdims=True)) / np.sqrt(xd.var(-1, keepdims=True) + 1e-5)) * s[:, None] + b[:, None]
    close(y, ref.reshape(x.shape).astype(F), rtol=1e-5, atol=1e-5)


@SETTINGS
@given(shapes(min_rank=1, max_rank=4, max_side=9), st.integers(0, 2 ** 16))
def test_lp_normalization_and_mvn(shape, seed):
    x = data(shape, seed, specials=False)
    x.reshape(-1)[0] = 0.0
    for p in (1, 2):
        for ax in range(-len(shape), len(shape)):
            (g,), (r,) = run_both("LpNormalization", [x], {"p": p, "axis": ax}, opset=13)
            close(g, r, rtol=1e-5, atol=1e-7, what=f"lp {p} {ax}")
    if len(shape) == 4:
        for axes in ([0, 2, 3], [1], [2, 3], [0, 1, 2, 3]):
            (g,), (r,) = run_both("MeanVarianceNormalization", [x + 5], {"axes": axes}, opset=13)
            xd = (x + 5).astype(np.float64)  # the input as fed
            mu = xd.mean(tuple(axes), keepdims=True)
            sd = np.sqrt(((xd - mu) ** 2).mean(tuple(axes), keepdims=True))
            ref = (xd - mu) / (sd + 1e-9)  # the spec
            # x - mean in float32 is off by an ulp of the mean: |mean| / sd of them in the result
            # (a slice of 2 values 0.004 apart near 4.4: 1.3e-4, onnxruntime's too)
            cond = np.broadcast_to(np.abs(mu) / np.maximum(sd, 1e-30), x.shape)
            close(g, ref.astype(F), rtol=1e-4, atol=1e-5 + 2.0 ** -22 * cond, what=f"mvn {axes}")
            fin = np.isfinite(r)  # onnxruntime divides by sqrt(var) alone: NaN on a constant slice
            close(g[fin], r[fin], rtol=1e-4, atol=1e-5, what=f"mvn {axes} vs onnxruntime")


def test_instance_normalization_matches_onnxruntime():
    for shape in ((2, 3, 5), (1, 4, 3, 7), (2, 1, 2, 2, 3)):
        x = data(shape, 4, specials=False)
        rng = np.random.default_rng(5)
        s, b = rng.standard_normal(shape[1]).astype(F), rng.standard_normal(shape[1]).astype(F)
        (g,), (r,) = run_both("InstanceNormalization", [x, s, b], {"epsilon": 1e-4}, opset=13)
        close(g, r, rtol=1e-4, atol=1e-5)


# --- layout, prefix sums, index-shaped tensors ----------------------------------------------------------

@SETTINGS
@given(st.integers(1, 2), st.integers(1, 3), st.integers(1, 3), st.integers(1, 5), st.integers(1, 6),
       st.integers(0, 2 ** 16))
def test_depth_space(n, c, b, h, w, seed):
    x = data((n, c * b * b, h, w), seed)
    for mode in ("DCR", "CRD"):
        (g,), (r,) = run_both("DepthToSpace", [x], {"blocksize": b, "mode": mode}, opset=13)
        close(g, r, rtol=0, what=mode)
    y = data((n, c, h * b, w * b), seed)
    (g,), (r,) = run_both("SpaceToDepth", [y], {"blocksize": b}, opset=13)
    close(g, r, rtol=0)
    (g,), (r,) = run_both("SpaceToDepth", [y], {"blocksize": b, "mode": "CRD"}, opset=28)  # mode: opset 28
    close(g, r, rtol=0, what="SpaceToDepth CRD")
    (back,) = ours("DepthToSpace", [g], {"blocksize": b, "mode": "CRD"}, opset=13)
    close(back, y, rtol=0, what="DepthToSpace CRD undoes it")


@SETTINGS
@given(shapes(max_rank=3, max_side=40), st.integers(0, 2 ** 16))
def test_cumsum_against_float64(shape, seed):
    x = data(shape, seed, specials=False)
    for ax in range(len(shape)):
        for ex in (0, 1):
            for rv in (0, 1):
                (g,) = ours("CumSum", [x, np.array(ax, np.int64)], {"exclusive": ex, "reverse": rv}, opset=14,
                            consts=(1,))
                xd = np.flip(x.astype(np.float64), ax) if rv else x.astype(np.float64)
                c = np.cumsum(xd, axis=ax) - (xd if ex else 0)
                m = np.cumsum(np.abs(xd), axis=ax)
                if rv:
                    c, m = np.flip(c, ax), np.flip(m, ax)
                assert np.all(np.abs(g - c) <= 2e-6 * m + 1e-30), (ax, ex, rv)


def test_cumsum_specials_stay_in_their_prefix():
    x = np.array([1, 2, np.inf, 4, np.nan, 5, -np.inf], F)
    for ex in (0, 1):
        for rv in (0, 1):
            (g,), (r,) = run_both("CumSum", [x, np.array(0, np.int64)], {"exclusive": ex, "reverse": rv}, opset=14,
                                  consts=(1,))
            close(g, r, what=f"exclusive {ex} reverse {rv}")
    xi = np.arange(12, dtype=np.int64).reshape(3, 4)
    (g,), (r,) = run_both("CumSum", [xi, np.array(-1, np.int32)], {"exclusive": 1, "reverse": 1}, opset=14)
    close(g, r)


@pytest.mark.parametrize("args", [(0.0, 10.0, 0.3), (1.5, -2.0, -0.7), (0.1, 1000.0, 0.37), (5.0, 1.0, 1.0),
                                  (0, 10, 3), (10, -3, -4), (2, 2, 1)])
def test_range(args):
    dt = F if isinstance(args[0], float) else np.int64
    ins = [np.array(a, dt) for a in args]
    (g,), (r,) = run_both("Range", ins, opset=11)
    close(g, r, rtol=0)


@SETTINGS
@given(shapes(min_rank=2, max_rank=4, max_side=9), st.integers(0, 2 ** 16), st.integers(-10, 10))
def test_trilu_and_eyelike(shape, seed, k):
    x = data(shape, seed)
    for upper in (0, 1):
        (g,), (r,) = run_both("Trilu", [x, np.array(k, np.int64)], {"upper": upper}, opset=14)
        close(g, r, rtol=0, what=f"upper {upper} k {k}")
    (g,), (r,) = run_both("Trilu", [np.clip(np.nan_to_num(x), -99, 99).astype(np.int64)], opset=14)
    close(g, r)
    (g,), (r,) = run_both("EyeLike", [x.reshape(shape[0], -1)], {"k": k, "dtype": 7}, opset=9)
    close(g, r)


# --- Einsum ----------------------------------------------------------------------------------------------

EINSUM = [("ij,jk->ik", [(3, 4), (4, 5)]), ("bij,bjk->bik", [(2, 3, 4), (2, 4, 5)]),
          ("bhqd,bhkd->bhqk", [(1, 2, 5, 8), (1, 2, 7, 8)]), ("ij->ji", [(3, 5)]), ("ii->i", [(4, 4)]),
          ("ii", [(4, 4)]), ("ij->", [(3, 5)]), ("i,i->", [(7,), (7,)]), ("i,j->ij", [(3,), (4,)]),
          ("...ij,...jk->...ik", [(2, 3, 4), (2, 4, 5)]), ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 5)]),
          ("bn,anm,bm->ba", [(2, 3), (4, 3, 5), (2, 5)]), ("ji", [(3, 4)]), ("i...->...", [(3, 4, 2)]),
          ("ABc,cD->ABD", [(2, 3, 4), (4, 5)]), ("bid,bjd->bij", [(2, 17, 16), (2, 19, 16)])]


@pytest.mark.parametrize("eq,shapes_", EINSUM)
def test_einsum_against_float64_and_onnxruntime(eq, shapes_):
    rng = np.random.default_rng(len(eq))
    xs = [rng.standard_normal(s).astype(F) for s in shapes_]
    (g,), (r,) = run_both("Einsum", xs, {"equation": eq}, opset=12)
    ref = np.einsum(eq, *[x.astype(np.float64) for x in xs])
    mag = np.einsum(eq, *[np.abs(x).astype(np.float64) for x in xs])
    assert np.all(np.abs(g - ref) <= 1e-5 * mag + 1e-30), eq
    close(g, r, rtol=1e-4, atol=1e-5 * float(np.max(mag, initial=1.0)), what=eq)


def test_einsum_errors_are_named():
    a, b = np.ones((3, 4), F), np.ones((5, 5), F)
    with pytest.raises(NodeError, match="Einsum: letter 'j' has lengths 4 and 5"):
        ours("Einsum", [a, b], {"equation": "ij,jk->ik"}, opset=12)
    with pytest.raises(UnsupportedModel, match="Einsum .*output 'ii' repeats a letter"):
        run_ours(node_model("Einsum", [np.ones(3, F)], {"equation": "i->ii"}, opset=12, declare=False),
                 {"in0": np.ones(3, F)})


def test_hostile_attributes_are_named():
    x = np.ones((2, 3), F)
    for op, attrs, why in (("Mod", {"fmod": 3}, "fmod = 3"), ("LpNormalization", {"p": 3}, "p = 3"),
                           ("Celu", {"alpha": 0.0}, "alpha = 0"), ("Shrink", {"lambd": -1.0}, "lambd"),
                           ("DepthToSpace", {"blocksize": 2, "mode": "XYZ"}, "mode 'XYZ'")):
        ins = [x, x] if op == "Mod" else [x if op != "DepthToSpace" else np.ones((1, 4, 2, 2), F)]
        with pytest.raises(UnsupportedModel, match=why):
            run_ours(node_model(op, ins, attrs, opset=13, declare=False), feeds_of(ins))
    with pytest.raises(NodeError, match="DepthToSpace: input"):
        ins = [np.ones((1, 3, 2, 2), F)]
        run_ours(node_model("DepthToSpace", ins, {"blocksize": 2}, opset=13, declare=False), feeds_of(ins))
