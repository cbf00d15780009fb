"""Concat fusion (passes/fuse_concat.py) and the loop rule it relies on (a `where` inside
the stored expression splits the loop, lowering/split_select.py): graph text and loop
text in and out, then sessions against a float64 reference on generated shapes (channel
counts around the vector width, size 1) with NaN, inf, -0.0, denormals and large values
in every input."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.lowering.loops import show_kernel, stmt_loads
from jit_runtime.lowering.split_select import split_selects
from jit_runtime.onnx import model as M
from jit_runtime.onnx.bindings._base import gen
from jit_runtime.onnx.passes import DeadNodes, FuseConcat, FuseElementwise
from jit_runtime.onnx.passes.fuse_concat import concat_text


def fused_kernel(op, *shapes):
    from jit_runtime.binding import bind_shapes
    from jit_runtime.lowering import fused_ir
    return fused_ir(op.checked, op.spec_for(bind_shapes(op.checked, list(shapes), {}), "simd"), op.name)


def test_a_where_inside_the_expression_splits_the_loop():
    decls, dims, chain = concat_text(2, 2, 1)
    op = gen(f"op cat_affine({', '.join(decls)}, s: f32[{dims[1]}]) -> y: f32[{', '.join(dims)}] {{\n"
             f"    y[i0, i1] = max({chain} * s[i1], 0.0)\n}}\n")
    k = split_selects(fused_kernel(op, (4, 3), (4, 5), (8,)))
    assert show_kernel(k).splitlines()[2:] == [
        "  for i0 in 0..D0:",
        "    for i1 in 0..A0:",
        "      y[i0, i1] = max((x0[i0, i1] * s[i1]), 0.0)",
        "    for i1 in 0..A1:",
        "      y[i0, (i1 + A0)] = max((x1[i0, i1] * s[(i1 + A0)]), 0.0)"]
    # s is read at i1 (+ A0) over A0 (A1) of its A0 + A1: in bounds, so nothing is checked
    assert not any(c for ld in stmt_loads(k.body) for c in ld.checked)


def model(shapes, axis, relu=True, opset=17, seed=0):
    """Concat of inputs x0.. along axis, then a per-channel scale and shift (BatchNorm as
    the layout passes leave it), then Relu."""
    rng = np.random.default_rng(seed)
    out = list(shapes[0])
    out[axis] = sum(s[axis] for s in shapes)
    c = out[axis]
    bshape = [1] * len(out)
    bshape[axis] = c
    bshape = bshape[axis:] if axis != len(out) - 1 else [c]
    inits = {"s": rng.standard_normal(bshape).astype(np.float32),
             "b": rng.standard_normal(bshape).astype(np.float32)}
    names = [f"x{k}" for k in range(len(shapes))]
    nodes = [helper.make_node("Concat", names, ["cat"], axis=axis, name="cat"),
             helper.make_node("Mul", ["cat", "s"], ["m"], name="mul"),
             helper.make_node("Add", ["m", "b"], ["a" if relu else "y"], name="add")]
    if relu:
        nodes.append(helper.make_node("Relu", ["a"], ["y"], name="relu"))
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, TensorProto.FLOAT, list(s))
                                       for n, s in zip(names, shapes)],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, out)],
                          initializer=[numpy_helper.from_array(a, n) for n, a in inits.items()])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)]), inits


def reference(xs, inits, axis, relu=True):
    v = np.concatenate([x.astype(np.float64) for x in xs], axis) * inits["s"].astype(np.float64) \
        + inits["b"].astype(np.float64)
    return np.where(np.isnan(v), v, np.maximum(v, 0.0)) if relu else v


def test_concat_and_its_reader_become_one_node():
    m, _ = model([(1, 5, 5, 3), (1, 5, 5, 17), (1, 5, 5, 1)], axis=3)
    g = M.load(m)
    for p in (FuseElementwise(), FuseConcat(), DeadNodes()):
        g = p.apply(g)
    lines = g.text().splitlines()
    assert len(lines) == 1 and lines[0].startswith("relu: FusedConcat(x0, x1, x2, s, b) -> y")
    assert "[+cat, mul, add]" in lines[0]


def test_a_concat_read_twice_is_left_alone():
    m, _ = model([(2, 3), (2, 4)], axis=1, relu=False)
    m.graph.node.append(helper.make_node("Relu", ["cat"], ["z"], name="other"))
    m.graph.output.append(helper.make_tensor_value_info("z", TensorProto.FLOAT, [2, 7]))
    g = M.load(m)
    for p in (FuseElementwise(), FuseConcat(), DeadNodes()):
        g = p.apply(g)
    assert "Concat(" in g.text() and "FusedConcat" not in g.text()


SPECIAL = np.array([np.nan, np.inf, -np.inf, -0.0, 1e-40, -3e38, 3e38, 1.0], np.float32)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(chans=st.lists(st.sampled_from([1, 2, 3, 15, 16, 17, 31, 32, 33, 48]), min_size=2, max_size=5),
       hw=st.sampled_from([1, 2, 3, 7]), nchw=st.booleans(), relu=st.booleans(), seed=st.integers(0, 99))
def test_fused_concat_matches_float64(chans, hw, nchw, relu, seed):
    axis = 1 if nchw else 3
    shapes = [(1, c, hw, hw) if nchw else (1, hw, hw, c) for c in chans]
    m, inits = model(shapes, axis, relu=relu, seed=seed)
    rng = np.random.default_rng(seed)
    xs = []
    for s in shapes:
        x = rng.standard_normal(s).astype(np.float32)
        flat = x.reshape(-1)
        pos = rng.choice(flat.size, size=min(flat.size, 3), replace=False)
        flat[pos] = rng.choice(SPECIAL, size=pos.size)
        xs.append(x)
    sess = jr.Session(m)
    assert any(s.node.op_type == "FusedConcat" for s in sess._current.steps)
    got = sess.run({f"x{k}": x for k, x in enumerate(xs)})["y"]
    with np.errstate(over="ignore"):
        want = reference(xs, inits, axis, relu).astype(np.float32)  # float32's range: overflow is inf
    finite = np.isfinite(want)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_array_equal(got[~finite & ~np.isnan(want)], want[~finite & ~np.isnan(want)])
    np.testing.assert_allclose(got[finite], want[finite], rtol=2e-6, atol=1e-6 * np.abs(want[finite]).max(initial=1))


@pytest.mark.parametrize("threads", [1, 2])
def test_fused_concat_of_many_inputs(threads):
    """DenseNet's last block: 17 inputs (the first wide, then growth 32)."""
    shapes = [(1, 7, 7, 512)] + [(1, 7, 7, 32)] * 16
    m, inits = model(shapes, 3)
    rng = np.random.default_rng(3)
    xs = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    sess = jr.Session(m, threads=threads)
    got = sess.run({f"x{k}": x for k, x in enumerate(xs)})["y"]
    np.testing.assert_allclose(got, reference(xs, inits, 3), rtol=2e-6, atol=1e-6)
