"""A channels-last conv whose epilogue adds a residual writes its output over the residual's
buffer where the residual dies there: the output lines are then read once and written
once (a ResNet bottleneck's last conv). The conv keeps its partial sums apart (several
reduction blocks) and reads each residual element before it writes it; onnxruntime is
the oracle. A lowering that stores partial values to its output (a GEMM) refuses it."""
from __future__ import annotations

import numpy as np
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import memory


def _block(c: int, k: int, hw: int, kernel: int, seed: int) -> bytes:
    """x -> Relu -> r (a kernel output); y = Relu(Conv(Relu(Conv1x1(r))) + r): the residual
    r dies at the second conv, whose output has r's shape."""
    rng = np.random.default_rng(seed)
    w1 = (rng.standard_normal((k, c, 1, 1)) / np.sqrt(c)).astype(np.float32)
    w2 = (rng.standard_normal((c, k, kernel, kernel)) / np.sqrt(k * kernel * kernel)).astype(np.float32)
    b2 = rng.standard_normal(c).astype(np.float32)
    pad = kernel // 2
    nodes = [helper.make_node("Relu", ["x"], ["r"]),
             helper.make_node("Conv", ["r", "w1"], ["c1"], kernel_shape=[1, 1]),
             helper.make_node("Relu", ["c1"], ["m"]),
             helper.make_node("Conv", ["m", "w2", "b2"], ["c2"], kernel_shape=[kernel, kernel], pads=[pad] * 4),
             helper.make_node("Add", ["c2", "r"], ["s"]),
             helper.make_node("Relu", ["s"], ["y"])]
    g = helper.make_graph(nodes, "block", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, c, hw, hw])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, c, hw, hw])],
                          [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w2, "w2"),
                           numpy_helper.from_array(b2, "b2")])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString()


@pytest.mark.parametrize("c, k, hw, kernel", [(64, 300, 11, 1), (40, 530, 9, 3), (96, 17, 13, 3)])
@pytest.mark.parametrize("threads", [1, 2])
def test_residual_conv_writes_over_its_residual(c, k, hw, kernel, threads):
    """Reductions of 300 and 4770 products run in several blocks (partial sums between
    them), 17 in one; inf and NaN in x reach the same outputs as onnxruntime's. The first
    run, the recorded one and the native replays all write in place."""
    model = _block(c, k, hw, kernel, seed=c + k)
    x = np.random.default_rng(k).standard_normal((1, c, hw, hw)).astype(np.float32)
    x[0, 3, 2, 5], x[0, 7, 4, 4] = np.inf, np.nan
    s = jr.Session(model, threads=threads)
    got = [s.run({"x": x})["y"] for _ in range(4)]
    # the residual conv's output over r's channels-last copy, the one value that dies there
    assert [slot.inplace_of for slot in s.plan.slots if slot.inplace_of] == ["r.nhwc"], s.plan
    # in place costs nothing of the fast path: the runs after the first are native replays
    assert "each launch timed inside the native run" in str(s.profile())
    want = ort.InferenceSession(model, providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    for y in got:
        np.testing.assert_array_equal(np.isnan(y), np.isnan(want))
        np.testing.assert_array_equal(np.isinf(y), np.isinf(want))
        fin = np.isfinite(want)
        np.testing.assert_allclose(y[fin], want[fin], rtol=1e-4, atol=1e-4)


def test_only_the_named_inputs_are_taken_over():
    """The planner takes over only the positions a step names: a conv's input x dies at
    the conv with the output's shape, as its residual e does, and only e is taken; the
    same value at two positions (y = Conv(r) + r) is never taken."""
    f32 = np.dtype(np.float32)
    shapes = {i: ((1, 8, 8, 16), f32) for i in range(6)}
    shapes[1] = ((1, 3, 3, 16, 16), f32)  # weights
    names = {i: f"v{i}" for i in range(6)}
    make = memory.Use((), (0,), True), memory.Use((), (2,), True), memory.Use((), (1,), True)
    conv = memory.Use((0, 1, -1, 2), (3,), True, inplace_ok=(3,))
    values, _ = memory.lifetimes([*make, conv], [3], shapes, names)
    assert {v.name: v.inplace_of for v in values}["v3"] == "v2"
    same = memory.Use((0, 1, -1, 0), (3,), True, inplace_ok=(3,))
    values, _ = memory.lifetimes([make[0], make[2], same], [3], shapes, names)
    assert {v.name: v.inplace_of for v in values}["v3"] is None
    anyone = memory.Use((0, 1, -1, 2), (3,), True, inplace_ok=True)
    values, _ = memory.lifetimes([*make, anyone], [3], shapes, names)
    assert {v.name: v.inplace_of for v in values}["v3"] == "v0"  # an elementwise step may take any


def test_a_gemm_refuses_to_write_over_its_residual():
    """matmul + residual reads the residual only at the element it writes, but its GEMM
    lowering keeps partial sums in the output between K blocks: a launch refuses the
    aliasing by name, and nothing is written."""
    ops = jr.load_ops("""
op mm_res(a: f32[M, K], b: f32[K, N], z: f32[M, N]) -> y: f32[M, N] {
    y[m, n] = sum[k](a[m, k] * b[k, n]) + z[m, n]
}""")
    assert ops.mm_res.aliasable == {2}
    rng = np.random.default_rng(5)
    a, b = rng.standard_normal((40, 2000), dtype=np.float32), rng.standard_normal((2000, 48), dtype=np.float32)
    z = rng.standard_normal((40, 48), dtype=np.float32)
    want = (a.astype(np.float64) @ b + z).astype(np.float32)
    y = z.copy()
    with pytest.raises(ValueError, match="overlaps"):
        ops.mm_res(a, b, y, out=y, variant="simd")
    np.testing.assert_array_equal(y, z)
    np.testing.assert_allclose(ops.mm_res(a, b, z), want, rtol=1e-3, atol=1e-3)
