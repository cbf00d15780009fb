"""The weight-panel layout of batch-1 layers (passes/gemv_panels.py): graph text in and
out, the panels' contents, where it must not apply, and whole sessions against
onnxruntime (and float64) with the layout on."""
from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import model as M
from jit_runtime.onnx.passes import PanelWeights, default

P16 = PanelWeights(16)  # AVX-512: panels of 4 x 16 columns


def make(nodes, x_shape, y_shape, inits, opset=17, inputs=()):
    vi = lambda n, s: helper.make_tensor_value_info(n, TensorProto.FLOAT, s)  # noqa: E731
    g = helper.make_graph(nodes, "g", [vi("x", x_shape)] + [vi(n, a.shape) for n, a in inputs],
                          [vi("y", y_shape)],
                          initializer=[numpy_helper.from_array(a, n) for n, a in inits])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


def weights(k, n, seed=0):
    return np.random.default_rng(seed).standard_normal((k, n)).astype(np.float32)


def matmul_model(k, n, x_shape=None, opset=17):
    x_shape = x_shape or [1, k]
    return make([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], x_shape, x_shape[:-1] + [n],
                [("w", weights(k, n))], opset)


def ort_run(model, feeds):
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"]).run(None, feeds)


def test_matmul_becomes_panels_and_a_view():
    g = P16.apply(M.load(matmul_model(512, 1024)))
    assert g.text().splitlines() == ["mm: MatMul(x, w.panels) -> y.panels", "mm.reshape: Reshape(y.panels, y.shape) -> y"]
    wp, w = g.initializers["w.panels"], weights(512, 1024)
    assert wp.shape == (16, 512, 64) and wp.flags.c_contiguous and not wp.flags.writeable
    assert np.array_equal(wp[3, 7], w[7, 192:256]) and np.array_equal(wp.transpose(1, 0, 2).reshape(512, 1024), w)
    assert list(g.initializers["y.shape"]) == [1, 1024]
    assert g.tensors["y.panels"].shape == (16, 1, 64)
    assert "w" in g.initializers  # the pass is pure; dead nodes drop w later


def test_columns_past_the_last_panel_are_zero_and_sliced_off():
    g = P16.apply(M.load(matmul_model(300, 1000)))
    assert [n.op_type for n in g.nodes] == ["MatMul", "Reshape", "Slice"]
    wp = g.initializers["w.panels"]
    assert wp.shape == (16, 300, 64) and not wp[15, :, 1000 - 960:].any()
    assert list(g.initializers["y.shape"]) == [1, 1024]


@pytest.mark.parametrize("case", ["rows", "small", "narrow", "padded", "fed", "int", "opset9_padded", "alpha", "transA",
                                  "symbolic"])
def test_left_alone(case):
    k, n = 512, 1000
    if case == "rows":
        m = matmul_model(k, n, [2, k])
    elif case == "small":
        m = matmul_model(64, 512)  # 32K weights: stay in L2
    elif case == "padded":
        m = matmul_model(1024, 100)  # 28 of 128 columns would be padding
    elif case == "narrow":
        m = matmul_model(4096, 64)  # one panel: the narrow kernel reads it in place
    elif case == "fed":
        m = make([helper.make_node("MatMul", ["x", "w"], ["y"])], [1, k], [1, n], [("w", weights(k, n))],
                 inputs=[("w", weights(k, n))])
    elif case == "int":
        m = make([helper.make_node("MatMul", ["x", "w"], ["y"])], [1, k], [1, n], [("w", weights(k, n).astype(np.float64))])
        m.graph.input[0].type.tensor_type.elem_type = m.graph.output[0].type.tensor_type.elem_type = TensorProto.DOUBLE
    elif case == "opset9_padded":
        m = matmul_model(k, n, opset=9)
    elif case == "symbolic":
        m = matmul_model(k, n, ["batch", k])
    else:
        attrs = {"alpha": 2.0} if case == "alpha" else {"transA": 1}
        xs = [1, k] if case == "alpha" else [k, 1]
        m = make([helper.make_node("Gemm", ["x", "w"], ["y"], **attrs)], xs, [1, n], [("w", weights(k, n))])
    g = M.load(m)
    assert P16.apply(g) is g


@pytest.mark.parametrize("cshape,ok", [((), True), ((1,), True), ((1000,), True), ((1, 1), True), ((1, 1000), True),
                                       ((1000, 1), False), ((2, 1000), False), ((1, 1, 1000), False)])
def test_gemm_bias_must_broadcast_one_way(cshape, ok):
    """Gemm's C broadcasts to [1, N] one way; Add would widen y with a C of (N, 1), so the
    layout leaves such a Gemm to its own binding (and its error)."""
    m = make([helper.make_node("Gemm", ["x", "w", "c"], ["y"])], [1, 512], [1, 1000],
             [("w", weights(512, 1000)), ("c", np.ones(cshape, np.float32))])
    try:
        g = M.load(m)
    except M.InvalidModel:  # shape inference refuses a C that widens y: the pass must too
        good = make([helper.make_node("Gemm", ["x", "w", "c"], ["y"])], [1, 512], [1, 1000],
                    [("w", weights(512, 1000)), ("c", np.ones(1000, np.float32))])
        g = M.load(good)
        g = g.replace(initializers={**g.initializers, "c": np.ones(cshape, np.float32)})
    assert (P16.apply(g) is not g) == ok


def test_layers_sharing_a_weight_share_its_panels():
    w = weights(512, 1024)
    m = make([helper.make_node("MatMul", ["x", "w"], ["h"], name="a"), helper.make_node("Relu", ["h"], ["r"]),
              helper.make_node("MatMul", ["r", "w2"], ["y"], name="b")], [1, 512], [1, 1024],
             [("w", w), ("w2", weights(1024, 1024, seed=1))])
    m2 = make([helper.make_node("MatMul", ["x", "w"], ["h"], name="a"), helper.make_node("Relu", ["h"], ["r"]),
               helper.make_node("Slice", ["r", "s0", "s1", "ax"], ["r2"]),
               helper.make_node("MatMul", ["r2", "w"], ["y"], name="b")], [1, 512], [1, 1024],
              [("w", w), ("s0", np.array([0], np.int64)), ("s1", np.array([512], np.int64)),
               ("ax", np.array([1], np.int64))])
    g = P16.apply(M.load(m2))
    assert [k for k in g.initializers if k.startswith("w.panels")] == ["w.panels"]
    assert len([k for k in P16.apply(M.load(m)).initializers if ".panels" in k]) == 2


def test_names_stay_unique_and_every_new_value_has_its_shape():
    m = make([helper.make_node("MatMul", ["x", "w"], ["y0"], name="mm"),
              helper.make_node("Relu", ["y0"], ["y"], name="mm.reshape")], [1, 1, 1, 512], [1, 1, 1, 1000],
             [("w", weights(512, 1000))])
    g = P16.apply(M.load(m))
    names = [n.name for n in g.nodes]
    assert len(names) == len(set(names)), names
    for n in g.nodes:
        for t in n.inputs + n.outputs:
            assert t in g.tensors, t
    assert g.tensors["y0.panels"].shape == (1, 16, 1, 64)  # MatMul's broadcast of x's [1, 1] with [16]
    x = np.random.default_rng(0).standard_normal((1, 1, 1, 512)).astype(np.float32)
    got = jr.Session(m).run({"x": x})["y"]
    np.testing.assert_allclose(got, ort_run(m, {"x": x})[0], rtol=1e-4, atol=1e-4)


def test_opset9_applies_when_no_slice_is_needed():
    assert [n.op_type for n in P16.apply(M.load(matmul_model(512, 1024, opset=9))).nodes] == ["MatMul", "Reshape"]


def test_default_pipeline_places_it_before_the_fusions():
    names = [type(p).__name__ for p in default(lanes=jr.PROFILES["x86-64-v4"].lanes)]
    assert names.index("FoldConvBatchNorm") < names.index("PanelWeights") < names.index("FuseEpilogue")
    assert "PanelWeights" not in [type(p).__name__ for p in default()]


SESSION = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SESSION
@given(k=st.sampled_from([256, 300, 784, 1024]), n=st.sampled_from([320, 1000, 1024, 1100]),
       form=st.sampled_from(["matmul2d", "matmul1d", "matmul3d", "gemm", "gemm_tb", "gemm_c", "gemm_tb_c"]),
       seed=st.integers(0, 99))
def test_sessions_match_onnxruntime_and_float64(k, n, form, seed):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((k, n)).astype(np.float32)
    c = rng.standard_normal(n).astype(np.float32)
    if form.startswith("matmul"):
        x_shape = {"matmul2d": [1, k], "matmul1d": [k], "matmul3d": [1, 1, k]}[form]
        m = make([helper.make_node("MatMul", ["x", "w"], ["y"])], x_shape, x_shape[:-1] + [n], [("w", w)])
    else:
        tb = "_tb" in form
        ins = ["x", "w"] + (["c"] if form.endswith("_c") else [])
        inits = [("w", np.ascontiguousarray(w.T) if tb else w)] + ([("c", c)] if form.endswith("_c") else [])
        m = make([helper.make_node("Gemm", ins, ["y"], transB=int(tb))], [1, k], [1, n], inits)
        x_shape = [1, k]
    x = rng.standard_normal(x_shape).astype(np.float32)
    x.flat[rng.integers(0, k)] *= np.float32(1e20)  # one large magnitude
    x.flat[rng.integers(0, k)] = np.float32(1e-41)  # one denormal
    sess = jr.Session(m)
    assert "Reshape" in sess._current.graph.text(), "the layout applies on this host"
    got = sess.run({"x": x})["y"]
    want = ort_run(m, {"x": x})[0]
    ref = x.astype(np.float64) @ w + (c if form.endswith("_c") else 0)
    bound = np.abs(x.astype(np.float64)) @ np.abs(w) + 1
    tol = 1e-5 * k ** 0.5 * 4 * bound
    assert got.shape == want.shape == ref.shape
    assert np.all(np.abs(got - ref) <= tol) and np.all(np.abs(got - want) <= 2 * tol)


def test_special_values_and_threads():
    k, n = 1024, 1000
    w = weights(k, n)
    w[3, 999], w[4, 998], w[5, 0] = np.inf, np.nan, -np.inf
    m = make([helper.make_node("MatMul", ["x", "w"], ["y"])], [1, k], [1, n], [("w", w)])
    x = np.ones((1, k), np.float32)
    x[0, 9] = -0.0
    one, two = (jr.Session(m, threads=t).run({"x": x})["y"] for t in (1, 2))
    want = ort_run(m, {"x": x})[0]
    assert np.array_equal(one, two, equal_nan=True)
    assert np.array_equal(np.isnan(one), np.isnan(want)) and np.array_equal(one[np.isinf(want)], want[np.isinf(want)])
    fin = np.isfinite(want)
    np.testing.assert_allclose(one[fin], want[fin], rtol=1e-4, atol=1e-3)
    x[0, 100] = np.nan
    assert np.isnan(jr.Session(m).run({"x": x})["y"]).all()
