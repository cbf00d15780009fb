"""Session(precision="model"): a bfloat16 model's products on the device's bfloat16
products, as the model means them (its bfloat16 operands multiplied exactly, float32
sums), checked against float64 references rounded to bfloat16; float16 models and
devices without bfloat16 products stay float32; the option's misuse is refused."""
import ml_dtypes
import numpy as np
import onnx
import pytest
from onnx import TensorProto as T, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.device import host_profile
from jit_runtime.qgemm import has_bf16

BF = np.dtype(ml_dtypes.bfloat16)
needs_bf16 = pytest.mark.skipif(not has_bf16(host_profile()), reason="bfloat16 products need AVX512-BF16")


def model(dt=T.BFLOAT16, npdt=BF, seed=0):
    """A 3x3 Conv (bias, pads) and a MatMul, each on its own input, in one precision."""
    rng = np.random.default_rng(seed)
    w1 = rng.standard_normal((64, 96)).astype(npdt)
    w2 = (rng.standard_normal((32, 16, 3, 3)) * 0.2).astype(npdt)
    b2 = rng.standard_normal(32).astype(npdt)
    g = helper.make_graph(
        [helper.make_node("Conv", ["x", "w2", "b2"], ["c"], name="conv", pads=[1, 1, 1, 1]),
         helper.make_node("MatMul", ["v", "w1"], ["y"], name="mm")], "g",
        [helper.make_tensor_value_info("x", dt, [1, 16, 12, 12]), helper.make_tensor_value_info("v", dt, [8, 64])],
        [helper.make_tensor_value_info("c", dt, [1, 32, 12, 12]), helper.make_tensor_value_info("y", dt, [8, 96])],
        [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w2, "w2"), numpy_helper.from_array(b2, "b2")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 22)])
    m.ir_version = 10
    onnx.checker.check_model(m)
    feeds = {"x": rng.standard_normal((1, 16, 12, 12)).astype(npdt), "v": rng.standard_normal((8, 64)).astype(npdt)}
    return m, feeds, (w1, w2, b2)


def reference(feeds, weights):
    """float64 Conv and MatMul of the bfloat16 values, each rounded to bfloat16 once."""
    w1, w2, b2 = (w.astype(np.float64) for w in weights)
    x, v = feeds["x"].astype(np.float64), feeds["v"].astype(np.float64)
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    win = np.stack([xp[0, :, i:i + 12, j:j + 12] for i in range(3) for j in range(3)], axis=1)  # C, 9, H, W
    c = np.einsum("ocij,cijhw->ohw", w2.reshape(32, 16, 3, 3), win.reshape(16, 3, 3, 12, 12))[None] + b2[:, None, None]
    return c, v @ w1


def within_a_step(got, want):
    """Equal to the float64 value rounded to bfloat16, or one step off (float32 sums in
    another order than float64's)."""
    g = np.asarray(got, np.float64)
    return bool(np.all(np.abs(g - want) <= 2.0**-7 * np.abs(want) + 1e-30))


def bf16_nodes(sess) -> int:
    return sum(1 for n in sess._current.graph.nodes if n.op_type == "BF16MatMul")


@needs_bf16
def test_a_bfloat16_model_runs_its_products_in_bfloat16(tmp_path):
    m, feeds, weights = model()
    s = jr.Session(m, precision="model", progress=False)
    out = s.run(feeds)
    assert bf16_nodes(s) == 2
    assert s.explain().startswith("precision model: 2 products whose weights the model declares bfloat16")
    c, y = reference(feeds, weights)
    assert out["c"].dtype == BF and out["y"].dtype == BF
    assert within_a_step(out["c"], c) and within_a_step(out["y"], y)
    # the default computes the same model in float32
    f = jr.Session(m, progress=False)
    assert bf16_nodes(f) == 0
    ref = f.run(feeds)
    assert within_a_step(ref["c"], c) and within_a_step(ref["y"], y)
    # a second load (from its load record) keeps the choice
    path = tmp_path / "m.onnx"
    onnx.save(m, path)
    for _ in range(2):
        again = jr.Session(str(path), precision="model", progress=False)
        assert np.array_equal(again.run(feeds)["y"].astype(np.float32), out["y"].astype(np.float32))
        assert "precision model" in again.explain()


def test_float16_models_and_float32_weights_stay_float32():
    m16, feeds16, _ = model(T.FLOAT16, np.float16)
    s = jr.Session(m16, precision="model", progress=False)
    assert bf16_nodes(s) == 0
    assert s.run(feeds16)["y"].dtype == np.float16
    m32, feeds32, _ = model(T.FLOAT, np.float32)
    assert bf16_nodes(jr.Session(m32, precision="model", progress=False)) == 0


def test_misuse_of_the_option_is_refused():
    m, _, _ = model()
    with pytest.raises(ValueError, match="precision must be 'fp32', 'model' or 'auto', got 'bf16'"):
        jr.Session(m, precision="bf16")
    with pytest.raises(ValueError, match="accuracy applies to precision='auto'"):
        jr.Session(m, precision="model", accuracy=1e-2)
    with pytest.raises(ValueError, match="precision='model' chooses the graph passes itself"):
        jr.Session(m, precision="model", passes=())
