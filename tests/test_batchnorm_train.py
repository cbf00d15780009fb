"""BatchNormalization with training_mode = 1 (runtime/onnx/bindings/batchnorm_train.py,
the library op batchnorm_train), through Session, against a float64 numpy reference of
the spec (batch mean and population variance over N and the spatial dims; running
statistics input * momentum + batch * (1 - momentum), the variance biased there too, as
onnx's reference and onnxruntime have it) and against onnxruntime.

Tolerances: float32 sums over N * S elements; each output is compared on the scale of
its terms (|x - mu| and |mu| through rsqrt(var + eps) * |scale|, plus |bias|; the running
statistics on |input| + |batch|), at 1e-5 relative per term plus the mean's own rounding.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper  # noqa: E402

import jit_runtime as jr  # noqa: E402
from jit_runtime.onnx.arena import NodeError  # noqa: E402
from jit_runtime.onnx.bindings import Unsupported, bind  # noqa: E402

NAMES = ("x", "scale", "bias", "mean", "var")


def reference(x, scale, bias, mean, var, eps, momentum):
    x64 = x.astype(np.float64)
    axes = tuple(a for a in range(x.ndim) if a != 1)
    sh = (1, -1) + (1,) * (x.ndim - 2)
    mu = x64.mean(axis=axes)
    v = x64.var(axis=axes)  # population (biased) variance: numpy's ddof=0
    rs = 1.0 / np.sqrt(v + np.float64(np.float32(eps)))
    y = (x64 - mu.reshape(sh)) * rs.reshape(sh) * scale.reshape(sh) + bias.reshape(sh)
    m = np.float64(np.float32(momentum))
    run_mean = mean * m + mu * (1 - m)
    run_var = var * m + v * (1 - m)
    # magnitudes of the terms each output is made of
    count = x.size // x.shape[1]
    mu_err = np.abs(x64).mean(axis=axes)
    y_mag = (np.abs(x64) + mu_err.reshape(sh)) * rs.reshape(sh) * np.abs(scale).reshape(sh) + np.abs(bias).reshape(sh)
    mags = (y_mag * (1 + 1e-3 * np.sqrt(count)), np.abs(mean) + mu_err, np.abs(var) + (x64 ** 2).mean(axis=axes))
    return (y, run_mean, run_var), mags


def bn_model(x, opset=15, n_out=3, **attrs):
    node = helper.make_node("BatchNormalization", list(NAMES), ["y", "running_mean", "running_var"][:n_out],
                            training_mode=1, **attrs)
    c = x.shape[1]
    ins = [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(x.shape))]
    ins += [helper.make_tensor_value_info(n, TensorProto.FLOAT, [c]) for n in NAMES[1:]]
    outs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ["y", "running_mean", "running_var"]]
    return helper.make_model(helper.make_graph([node], "g", ins, outs[:n_out]),
                             opset_imports=[helper.make_opsetid("", opset)])


def close(got, want, mag, what, rtol=1e-5):
    assert got.shape == want.shape and got.dtype == np.float32, (what, got.shape, want.shape)
    nan, inf = np.isnan(want), np.isinf(want)
    assert (np.isnan(got) == nan).all(), (what, got, want)
    assert (got[inf] == want[inf]).all(), (what, got, want)
    finite = ~nan & ~inf
    err = np.abs(got.astype(np.float64) - want)[finite]
    tol = (rtol * mag + 1e-37)[finite] if np.ndim(mag) else rtol * mag
    assert (err <= tol).all(), (what, float(err.max()), np.argwhere(err > tol)[:5].tolist())


def feeds_for(x, rng):
    c = x.shape[1]
    return {"x": x, "scale": (rng.standard_normal(c) * 2).astype(np.float32),
            "bias": rng.standard_normal(c).astype(np.float32),
            "mean": rng.standard_normal(c).astype(np.float32),
            "var": rng.uniform(0.1, 3.0, c).astype(np.float32)}


SIZES = st.sampled_from([1, 1, 2, 3, 5, 7, 8, 17, 33])


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(shape=st.lists(SIZES, min_size=2, max_size=5), seed=st.integers(0, 2**32 - 1),
       offset=st.sampled_from([0.0, 1.0, -300.0, 1e4]), spread=st.sampled_from([1e-3, 1.0, 50.0]),
       eps=st.sampled_from([1e-5, 1e-3, 0.5]), momentum=st.sampled_from([0.9, 0.0, 1.0, 0.37]),
       opset=st.sampled_from([14, 15]))
def test_training_mode_matches_the_reference(shape, seed, offset, spread, eps, momentum, opset):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(shape) * spread + offset).astype(np.float32)
    sess = jr.Session(bn_model(x, opset, epsilon=eps, momentum=momentum))
    for data in (x, (rng.standard_normal(shape) * spread - offset).astype(np.float32)):  # the second: a replay
        feeds = feeds_for(data, rng)
        got = sess.run(None, feeds)
        wants, mags = reference(*[feeds[n] for n in NAMES], eps, momentum)
        # the mean's rounding, relative to |x|: a sum of N * S float32 values
        count = data.size // data.shape[1]
        for g, w, m, what in zip(got, wants, mags, ("Y", "running_mean", "running_var")):
            close(g, w, m, what, rtol=1e-5 * (1 + np.sqrt(count)))


def test_matches_onnxruntime():
    ort = pytest.importorskip("onnxruntime")
    rng = np.random.default_rng(7)
    for shape in [(2, 3, 4, 5), (1, 3), (3, 2, 7), (1, 1, 1, 1), (2, 3, 2, 3, 4), (5, 1, 1)]:
        x = (rng.standard_normal(shape) * 3 + 1).astype(np.float32)
        for opset in (14, 15):
            model = bn_model(x, opset, epsilon=1e-3, momentum=0.8)
            feeds = feeds_for(x, rng)
            so = ort.SessionOptions()
            so.log_severity_level = 3
            want = ort.InferenceSession(model.SerializeToString(), so, providers=["CPUExecutionProvider"]).run(None, feeds)
            got = jr.Session(model).run(None, feeds)
            for g, w in zip(got, want):  # (values near 1; onnxruntime's Y for a 1 x 1 batch is 5e-6 off bias)
                np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)


def test_the_running_variance_is_the_biased_one():
    """Two values per channel: population variance 1, sample variance 2."""
    x = np.array([[[0.0], [5.0]], [[2.0], [7.0]]], np.float32)  # N 2, C 2, S 1: channel values {0, 2}, {5, 7}
    feeds = {"x": x, "scale": np.ones(2, np.float32), "bias": np.zeros(2, np.float32),
             "mean": np.zeros(2, np.float32), "var": np.zeros(2, np.float32)}
    y, rm, rv = jr.Session(bn_model(x, momentum=0.0, epsilon=0.0)).run(None, feeds)
    assert rm.tolist() == [1.0, 6.0] and rv.tolist() == [1.0, 1.0]
    assert y[:, :, 0].tolist() == [[-1.0, -1.0], [1.0, 1.0]]


@pytest.mark.filterwarnings("ignore:invalid value")
def test_special_values_poison_their_channel_only():
    x = np.random.default_rng(2).standard_normal((2, 3, 4)).astype(np.float32)
    x[1, 0, 2] = np.nan
    x[0, 2, 1] = np.inf
    feeds = feeds_for(x, np.random.default_rng(3))
    got = jr.Session(bn_model(x)).run(None, feeds)
    wants, mags = reference(*[feeds[n] for n in NAMES], 1e-5, 0.9)
    for g, w, m, what in zip(got, wants, mags, ("Y", "running_mean", "running_var")):
        close(g, w, m, what, rtol=1e-4)
    assert np.isnan(got[0][:, 0]).all() and np.isnan(got[0][:, 2]).all() and not np.isnan(got[0][:, 1]).any()
    assert np.isinf(got[1][2]) and np.isnan(got[2][2]) and np.isfinite(got[1][1]) and np.isfinite(got[2][1])


def test_inference_mode_is_unchanged():
    """training_mode = 0 (and opsets before 14) normalize by the given statistics."""
    rng = np.random.default_rng(4)
    x = rng.standard_normal((2, 3, 5)).astype(np.float32)
    feeds = feeds_for(x, rng)
    node = helper.make_node("BatchNormalization", list(NAMES), ["y"], training_mode=0)
    b = bind(node, 15, [x.shape] + [(3,)] * 4, [TensorProto.FLOAT] * 5, {})
    (y,) = b.run([feeds[n] for n in NAMES])[:1]
    sh = (1, 3, 1)
    want = (x - feeds["mean"].reshape(sh)) / np.sqrt(feeds["var"].reshape(sh) + 1e-5) * feeds["scale"].reshape(sh) \
        + feeds["bias"].reshape(sh)
    np.testing.assert_allclose(y, want, rtol=1e-5, atol=1e-6)


# --- bad input --------------------------------------------------------------------------------------

def _bind(opset=15, n_out=3, shapes=None, **attrs):
    node = helper.make_node("BatchNormalization", list(NAMES), ["y", "rm", "rv", "sm", "sv"][:n_out], **attrs)
    return bind(node, opset, shapes or [None] * 5, [TensorProto.FLOAT] * 5, {})


def test_bad_training_nodes_are_named():
    with pytest.raises(Unsupported, match=r"BatchNormalization \(domain 'ai.onnx', opset 15\): training_mode = 1 "
                                          r"with 2 outputs"):
        _bind(n_out=2, training_mode=1)
    with pytest.raises(Unsupported, match="opset 13.*below opset 14 only output 0"):
        _bind(opset=13, n_out=3)
    with pytest.raises(Unsupported, match="opset 13.*training_mode is an attribute of opset 14"):
        _bind(opset=13, n_out=1, training_mode=1)
    with pytest.raises(Unsupported, match="input 0 is double"):
        node = helper.make_node("BatchNormalization", list(NAMES), ["y", "rm", "rv"], training_mode=1)
        bind(node, 15, [None] * 5, [TensorProto.DOUBLE] + [TensorProto.FLOAT] * 4, {})


def test_bad_training_inputs_are_named():
    run = _bind(training_mode=1).run
    c3 = np.ones(3, np.float32)
    with pytest.raises(ValueError, match=r"BatchNormalization: scale has shape \(2,\); expected \(3,\) for 3 channels"):
        run([np.ones((2, 3, 4), np.float32), np.ones(2, np.float32), c3, c3, c3])
    with pytest.raises(ValueError, match=r"BatchNormalization: input_var has shape \(3, 1\)"):
        run([np.ones((2, 3, 4), np.float32), c3, c3, c3, np.ones((3, 1), np.float32)])
    with pytest.raises(ValueError, match="BatchNormalization: input rank 1"):
        run([np.ones(3, np.float32), c3, c3, c3, c3])
    with pytest.raises(ValueError, match=r"empty batch \(0, 3, 4\)"):
        run([np.ones((0, 3, 4), np.float32), c3, c3, c3, c3])
    with pytest.raises(ValueError, match="input_mean and input_var are all required"):
        run([np.ones((2, 3, 4), np.float32), c3, c3, None, c3])


def test_bad_feeds_through_a_session_are_named():
    x = np.ones((2, 3, 4), np.float32)
    model = bn_model(x)
    feeds = feeds_for(x, np.random.default_rng(0))
    sess = jr.Session(model)
    sess.run(None, feeds)
    with pytest.raises(Exception, match="scale|shape") as e:
        sess.run(None, dict(feeds, scale=np.ones(4, np.float32)))
    assert isinstance(e.value, (ValueError, NodeError))


def test_a_conv_before_training_batchnorm_is_not_folded():
    """The graph passes fold inference BatchNormalization into a Conv; not a training one."""
    ort = pytest.importorskip("onnxruntime")
    from onnx import numpy_helper
    rng = np.random.default_rng(5)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    params = feeds_for(np.zeros((1, 4, 1)), rng)
    inits = [numpy_helper.from_array(w, "w")] + [numpy_helper.from_array(params[n], n) for n in NAMES[1:]]
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
             helper.make_node("BatchNormalization", ["c"] + list(NAMES[1:]), ["y", "rm", "rv"], training_mode=1)]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 6, 5])],
                          [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ("y", "rm", "rv")],
                          initializer=inits)
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 15)])
    x = rng.standard_normal((2, 3, 6, 5)).astype(np.float32)
    so = ort.SessionOptions()
    so.log_severity_level = 3
    want = ort.InferenceSession(model.SerializeToString(), so, providers=["CPUExecutionProvider"]).run(None, {"x": x})
    got = jr.Session(model).run(None, {"x": x})
    for g_, w_ in zip(got, want):
        np.testing.assert_allclose(g_, w_, rtol=1e-4, atol=1e-5)
