"""Rewrites of the loop IR before the simd schedule (lowering/vectorize.py,
lowering/split_select.py): loop IR text in, text out, and the kernels they make against
numpy (NaN and inf in one input never reach another's range)."""
from __future__ import annotations

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime.lowering.loops import show_kernel
from jit_runtime.lowering.split_select import split_selects
from jit_runtime.lowering.vectorize import drop_unit_loops
from jit_runtime.onnx.bindings import generated as G
from jit_runtime.onnx.bindings._base import gen


def fused(op, *shapes):
    from jit_runtime.binding import bind_shapes
    from jit_runtime.lowering import fused_ir
    return fused_ir(op.checked, op.spec_for(bind_shapes(op.checked, list(shapes), {}), "simd"), op.name)


def test_unit_loops_are_dropped():
    k = fused(gen(G.concat(2)[1]), (6, 3, 1), (6, 2, 1))
    assert "for i in 0..1" in show_kernel(k)
    text = show_kernel(k.with_body(drop_unit_loops(k.body)))
    assert "for i in" not in text and "y[o, a, 0] = where(" in text


def test_concat_splits_into_one_loop_per_input():
    k = fused(gen(G.concat(3)[1]), (4, 3, 5), (4, 2, 5), (4, 6, 5))
    text = show_kernel(split_selects(k))
    assert text.splitlines()[2:] == [
        "  for o in 0..O:",
        "    for a in 0..A0:",
        "      for i in 0..I:",
        "        y[o, a, i] = x0[o, a, i]",
        "    for a in 0..A1:",
        "      for i in 0..I:",
        "        y[o, (a + A0), i] = x1[o, a, i]",
        "    for a in 0..A2:",
        "      for i in 0..I:",
        "        y[o, (a + (A0 + A1)), i] = x2[o, a, i]"]
    # the split loops' reads are in bounds over their whole range: no checks left
    body = split_selects(k).body[0].body
    assert all(not any(ld.checked) for lp in body for ld in _loads(lp))


def _loads(stmt):
    from jit_runtime.lowering.loops import stmt_loads
    return stmt_loads((stmt,))


def test_a_bound_that_is_not_part_of_the_extent_is_left_alone():
    ops = jr.load_ops("""
op clamp_lo(x: f32[N], y: f32[N], B: int = 3) -> z: f32[N] {
    z[i] = where(i < B, x[i], y[i])
}""")
    k = fused(ops.clamp_lo, (9,), (9,))
    assert show_kernel(split_selects(k)) == show_kernel(k)


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("shapes", [[(5, 3, 7), (5, 2, 7), (5, 1, 7), (5, 4, 7)],
                                    [(300, 17, 1), (300, 33, 1), (300, 1, 1), (300, 16, 1)],
                                    [(1, 0, 40), (1, 5, 40), (1, 3, 40), (1, 0, 40)]])
@pytest.mark.parametrize("variant", ["scalar", "simd"])
def test_concat_matches_numpy_with_special_values(n, shapes, variant):
    op = gen(G.concat(n)[1])
    rng = np.random.default_rng(n)
    ins = [rng.standard_normal(s).astype(np.float32) for s in shapes[:n]]
    for x, v in zip(ins, (np.nan, np.inf, -np.inf, -0.0)):
        if x.size:
            x.flat[0] = v
    np.testing.assert_array_equal(op(*ins, variant=variant), np.concatenate(ins, axis=1))


@pytest.mark.parametrize("shape,perm", [((1, 3, 5, 7), (0, 2, 3, 1)), ((6, 2, 9), (0, 2, 1)), ((4, 4, 33), (0, 2, 1)),
                                        ((2, 3, 1, 2, 17), (0, 1, 2, 4, 3)), ((5, 7), (1, 0)), ((3, 5, 2), (2, 1, 0))])
def test_transposes_to_a_short_contiguous_dim(shape, perm):
    """Transpose bindings write an output's short last dim (<= 4) in as a number, so the
    loop over it unrolls (the image's NCHW -> NHWC, ShuffleNet's shuffle); results exact."""
    from onnx import TensorProto, helper
    node = helper.make_node("Transpose", ["x"], ["y"], perm=list(perm), name="t")
    out = [shape[p] for p in perm]
    g = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(shape))],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, out)])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    x.flat[0], x.flat[-1] = np.nan, -np.inf
    sess = jr.Session(m)
    np.testing.assert_array_equal(sess.run({"x": x})["y"], np.transpose(x, perm))
    short = out[-1] <= G.SHORT_INNER and perm[-1] != len(perm) - 1
    assert ("_inner" in sess._current.steps[0].dsl_op) == short


def test_a_long_concat_splits_into_one_unchecked_loop_per_input():
    """All of a where-chain's arms at once (split_select._arms): each input's loop starts at
    the sum of the widths before it, and reads in bounds without checks."""
    n = 32
    k = fused(gen(G.concat(n)[1]), *[(3, w % 5 + 2, 4) for w in range(n)])
    body = split_selects(k).body[0].body
    assert len(body) == n
    text = show_kernel(split_selects(k))
    assert "y[o, (a + A0), i] = x1[o, a, i]" in text and "y[o, (a + (A0 + A1)), i] = x2[o, a, i]" in text
    assert all(f"), i] = x{j}[o, a, i]" in text for j in range(1, n))
    assert all(not any(ld.checked) for lp in body for ld in _loads(lp))


@pytest.mark.parametrize("n", [3, 9, 25, 33])
def test_concats_run_by_the_kernel_of_their_arity_bucket(n):
    """A Concat of n inputs runs the generated concat of the next power of two (33: groups of
    32), the inputs it lacks zero wide; the same results as numpy's on the first run and on
    the replays, special values kept in their parts."""
    from onnx import TensorProto, helper
    from jit_runtime.onnx.bindings.data import concat_arity
    widths = [(7 * j) % 13 + 1 for j in range(n)]
    names = [f"x{j}" for j in range(n)]
    node = helper.make_node("Concat", names, ["y"], axis=-1, name="cat")
    g = helper.make_graph([node], "g", [helper.make_tensor_value_info(x, TensorProto.FLOAT, [2, 5, w])
                                        for x, w in zip(names, widths)],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 5, sum(widths)])])
    sess = jr.Session(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]))
    rng = np.random.default_rng(n)
    xs = [rng.standard_normal((2, 5, w)).astype(np.float32) for w in widths]
    for x, v in zip(xs, (np.nan, np.inf, -np.inf, -0.0)):
        x.flat[-1] = v
    want = np.concatenate(xs, axis=-1)
    for _ in range(3):
        np.testing.assert_array_equal(sess.run(dict(zip(names, xs)))["y"], want)
    assert sess._current.steps[0].dsl_op == f"concat_{concat_arity(n)}"
    assert concat_arity(n) == {3: 4, 9: 16, 25: 32, 33: 32}[n]
