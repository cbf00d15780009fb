"""Constant weights laid out as the GEMM's panels (ops_library/linalg.opdsl matmul_panels,
lowering: contraction._panel and the driver's in-place panels; onnx: passes/gemm_panels.py),
against float64: shapes around the 4-row tile, the 64-column panel and K blocks; a panel
width other than the tile's runs the exact loop nest; special values pass through."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import model as M
from jit_runtime.onnx.passes import GemmPanels, tile_width
from jit_runtime.onnx.passes.gemm_panels import panels

ort = pytest.importorskip("onnxruntime")
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def width(device="host") -> int:
    from jit_runtime.device import profile
    return tile_width(profile(device).lanes)


@SETTINGS
@given(m=st.sampled_from([1, 2, 3, 4, 5, 7, 31, 33, 70]), k=st.sampled_from([1, 3, 16, 255, 257, 600]),
       n=st.sampled_from([1, 15, 16, 17, 63, 64, 65, 130, 200]), device=st.sampled_from(["host", "x86-64-v3", "x86-64"]),
       seed=st.integers(0, 99))
def test_matmul_panels_matches_float64(m, k, n, device, seed):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k), dtype=np.float32)
    w = rng.standard_normal((k, n), dtype=np.float32)
    got = jr.ops.matmul_panels(a, panels(w, width(device)), cols=n, variant="simd", device=device)
    np.testing.assert_allclose(got, a.astype(np.float64) @ w, rtol=1e-5 * k, atol=1e-5 * k)


def test_batched_rows_and_the_exact_path_for_other_widths():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((2, 3, 9, 40), dtype=np.float32)
    w = rng.standard_normal((40, 70), dtype=np.float32)
    ref = a.astype(np.float64) @ w
    for p in (width(), 8):  # 8: not the tile's width, so the loop nest runs
        np.testing.assert_allclose(jr.ops.matmul_panels(a, panels(w, p), cols=70), ref, rtol=1e-4, atol=1e-4)
    assert "packed GEMM" in jr.lower("matmul_panels", shapes=((9, 40), (2, 40, 64)), cols=70).loops


def test_special_values():
    rng = np.random.default_rng(2)
    a = rng.standard_normal((13, 20), dtype=np.float32)
    w = rng.standard_normal((20, 70), dtype=np.float32)
    a[1, 2], a[3, 4], w[5, 6], w[7, 69] = np.nan, np.inf, -np.inf, 3e38
    with np.errstate(all="ignore"):
        ref = (a.astype(np.float64) @ w).astype(np.float32)  # past float32's range: inf, as the kernel's
        got = jr.ops.matmul_panels(a, panels(w, width()), cols=70)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(ref))
    np.testing.assert_array_equal(np.isinf(got), np.isinf(ref))
    fin = np.isfinite(ref) & np.isfinite(got)
    np.testing.assert_allclose(got[fin], ref[fin], rtol=1e-4, atol=1e-3)


def linear_model(op="MatMul", trans_b=False, bias=True, rows=12, k=48, n=70, share=False, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((n, k) if trans_b else (k, n)).astype(np.float32)
    inits = {"w": w, "c": rng.standard_normal(n).astype(np.float32)}
    if op == "MatMul":
        nodes = [helper.make_node("MatMul", ["x", "w"], ["p"], name="mm"),
                 helper.make_node("Add", ["p", "c"], ["h"], name="bias")]
    else:
        nodes = [helper.make_node("Gemm", ["x", "w"] + (["c"] if bias else []), ["h"], name="gemm",
                                  transB=int(trans_b))]
    nodes.append(helper.make_node("Relu", ["h"], ["y"], name="relu"))
    x_shape = [rows, k]
    if share:
        nodes += [helper.make_node("MatMul", ["y2", "w"], ["z"], name="mm2")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, x_shape)]
                          + ([helper.make_tensor_value_info("y2", TensorProto.FLOAT, x_shape)] if share else []),
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [rows, n])]
                          + ([helper.make_tensor_value_info("z", TensorProto.FLOAT, [rows, n])] if share else []),
                          [numpy_helper.from_array(v, name) for name, v in inits.items()])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def test_the_pass_lays_out_weights_once_and_keeps_gemm_c_as_an_add():
    g = GemmPanels(64).apply(M.load(linear_model("Gemm", trans_b=True)))
    assert g.text().splitlines()[:2] == ["gemm: MatMulPanels(x, w.gemm_panels) -> h.product",
                                         "gemm.bias: Add(h.product, c) -> h"]
    w = M.load(linear_model("Gemm", trans_b=True)).initializers["w"]
    np.testing.assert_array_equal(g.initializers["w.gemm_panels"], panels(np.ascontiguousarray(w.T), 64))
    g = GemmPanels(64).apply(M.load(linear_model(share=True)))
    assert [n.inputs[1] for n in g.nodes if n.op_type == "MatMulPanels"] == ["w.gemm_panels"] * 2


@pytest.mark.parametrize("kind", [("MatMul", False, True), ("Gemm", True, True), ("Gemm", False, False)])
@pytest.mark.parametrize("threads", [1, 2])
def test_sessions_match_onnxruntime(kind, threads):
    model = linear_model(*kind)
    x = np.random.default_rng(3).standard_normal((12, 48)).astype(np.float32)
    ref = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    sess = jr.Session(model, threads=threads)
    np.testing.assert_allclose(sess.run({"x": x})["y"], ref, rtol=1e-5, atol=1e-5)
    assert {n.op_type for n in sess._current.graph.nodes} & {"MatMulPanels", "FusedMatMulPanels"}


def test_weights_the_caller_can_feed_are_left_alone():
    m2 = linear_model()
    m2.graph.input.append(helper.make_tensor_value_info("w", TensorProto.FLOAT, [48, 70]))
    assert not any(n.op_type == "MatMulPanels" for n in GemmPanels(64).apply(M.load(m2)).nodes)


@pytest.mark.parametrize("extra", ["bias", "residual", "row_scale"])
def test_leading_dims_are_rows_with_every_kind_of_epilogue(extra):
    """torch's seq-first attention projects x [S, 1, K]: all S rows are one GEMM (not S
    one-row products); the epilogue's extras come along (a residual of the output's shape
    is viewed likewise; one that broadcasts over rows keeps the batch form)."""
    rng = np.random.default_rng(4)
    s_, k, n = 21, 40, 70
    w = rng.standard_normal((k, n)).astype(np.float32)
    e_shape = {"bias": (n,), "residual": (s_, 1, n), "row_scale": (s_, 1, 1)}[extra]
    e = rng.standard_normal(e_shape).astype(np.float32)
    nodes = [helper.make_node("MatMul", ["x", "w"], ["m"], name="mm"),
             helper.make_node("Add" if extra != "row_scale" else "Mul", ["m", "e"], ["y"], name="ep")]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [s_, 1, k])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [s_, 1, n])],
                          [numpy_helper.from_array(w, "w"), numpy_helper.from_array(e, "e")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    x = rng.standard_normal((s_, 1, k)).astype(np.float32)
    ref = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    sess = jr.Session(model)
    np.testing.assert_allclose(sess.run({"x": x})["y"], ref, rtol=1e-5, atol=1e-5)
    assert any(n.op_type.endswith("MatMulPanels") for n in sess._current.graph.nodes)
