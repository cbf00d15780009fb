"""Graph passes, the schedule and the memory planner on small graphs: node lists in,
node lists out (Graph.text()), no bindings needed (constant folding gets a fake)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper
from onnx.reference import ReferenceEvaluator

from jit_runtime.onnx import memory, model as M
from jit_runtime.onnx.passes import ConstantFold, DeadNodes, FoldConvBatchNorm, default
from jit_runtime.onnx.schedule import order


def make(nodes, inputs, outputs, inits=(), opset=17):
    vi = lambda n, s: helper.make_tensor_value_info(n, TensorProto.FLOAT, s)  # noqa: E731
    g = helper.make_graph(nodes, "g", [vi(n, s) for n, s in inputs], [vi(n, s) for n, s in outputs],
                          initializer=[numpy_helper.from_array(a, n) for n, a in inits])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


def to_model(graph: M.Graph) -> onnx.ModelProto:
    """The graph back as a model, to check a pass with onnx's reference evaluator."""
    vi = lambda t: helper.make_tensor_value_info(t.name, t.elem_type, t.shape)  # noqa: E731
    g = helper.make_graph([n.proto for n in graph.nodes], "g", [vi(t) for t in graph.inputs],
                          [vi(t) for t in graph.outputs],
                          initializer=[numpy_helper.from_array(np.asarray(a), k) for k, a in graph.initializers.items()])
    return helper.make_model(g, opset_imports=[helper.make_opsetid(d, v) for d, v in graph.opsets.items()])


# --- a fake bindings module for constant folding ---------------------------------------

class Unsupported(Exception):
    def __init__(self, op_type, domain, opset, reason):
        self.op_type, self.domain, self.opset, self.reason = op_type, domain, opset, reason
        super().__init__(f"{op_type} (domain '{domain or 'ai.onnx'}', opset {opset}): {reason}")


@dataclass
class Binding:
    op_type: str
    dsl_op: str | None
    kind: str
    run: Callable
    inplace_ok: bool = False


class FakeBindings:
    Unsupported = Unsupported
    Binding = Binding
    calls: list = []

    @staticmethod
    def bind(node, opset, shapes, dtypes, consts):
        FakeBindings.calls.append(node.op_type)
        attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        if node.op_type == "Transpose":
            return Binding("Transpose", None, "view", lambda i, out=None: [np.transpose(i[0], attrs.get("perm"))])
        if node.op_type == "Mul":
            return Binding("Mul", "mul", "kernel", lambda i, out=None: [i[0] * i[1]])
        if node.op_type == "Constant":
            v = numpy_helper.to_array(attrs["value"])
            return Binding("Constant", None, "constant", lambda i, out=None: [v])
        if node.op_type == "Tile":
            return Binding("Tile", "tile", "kernel", lambda i, out=None: [np.tile(i[0], i[1])])
        raise Unsupported(node.op_type, node.domain, opset, "not in the fake")


W = np.arange(6, dtype=np.float32).reshape(2, 3)


# --- dead nodes ------------------------------------------------------------------------

def test_dead_nodes_drops_unreachable_nodes_and_their_initializers():
    m = make([helper.make_node("Relu", ["x"], ["a"], name="used"),
              helper.make_node("Mul", ["x", "unused_w"], ["b"], name="dead1"),
              helper.make_node("Relu", ["b"], ["c"], name="dead2"),
              helper.make_node("Neg", ["a"], ["y"], name="out")],
             [("x", [2, 3])], [("y", [2, 3])], [("unused_w", W)])
    g = M.load(m)
    assert g.text().splitlines() == ["used: Relu(x) -> a", "dead1: Mul(x, unused_w) -> b",
                                     "dead2: Relu(b) -> c", "out: Neg(a) -> y"]
    after = DeadNodes().apply(g)
    assert after.text().splitlines() == ["used: Relu(x) -> a", "out: Neg(a) -> y"]
    assert "unused_w" not in after.initializers and "unused_w" in g.initializers  # pure
    assert DeadNodes().apply(after) is after  # nothing left to do: the same graph


def test_dead_nodes_keeps_a_node_with_one_live_output():
    m = make([helper.make_node("Split", ["x"], ["p", "q"], name="split", axis=1, num_outputs=2),
              helper.make_node("Relu", ["p"], ["y"], name="r")], [("x", [2, 4])], [("y", [2, 2])], opset=18)
    g = DeadNodes().apply(M.load(m))
    assert [n.name for n in g.nodes] == ["split", "r"]


# --- Conv + BatchNormalization ---------------------------------------------------------

def conv_bn_model(with_bias=True, bn_users=1):
    rng = np.random.default_rng(0)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    inits = [("w", w), ("s", rng.random(4).astype(np.float32) + 0.5), ("b", rng.standard_normal(4).astype(np.float32)),
             ("mu", rng.standard_normal(4).astype(np.float32)), ("var", rng.random(4).astype(np.float32) + 0.1)]
    conv_in = ["x", "w"]
    if with_bias:
        inits.append(("cb", rng.standard_normal(4).astype(np.float32)))
        conv_in.append("cb")
    nodes = [helper.make_node("Conv", conv_in, ["c"], name="conv", pads=[1, 1, 1, 1]),
             helper.make_node("BatchNormalization", ["c", "s", "b", "mu", "var"], ["n"], name="bn", epsilon=1e-3),
             helper.make_node("Relu", ["n"], ["y"], name="relu")]
    outs = [("y", [1, 4, 5, 5])]
    if bn_users > 1:
        nodes.append(helper.make_node("Neg", ["c"], ["z"], name="other_user"))
        outs.append(("z", [1, 4, 5, 5]))
    return make(nodes, [("x", [1, 3, 5, 5])], outs, inits)


@pytest.mark.parametrize("with_bias", [True, False])
def test_conv_bn_folds_into_the_conv(with_bias):
    m = conv_bn_model(with_bias)
    g = M.load(m)
    after = FoldConvBatchNorm().apply(g)
    assert after.text().splitlines() == [
        "conv: Conv(x, conv.weight_bn, conv.bias_bn) -> n  [+bn]", "relu: Relu(n) -> y"]
    assert after.nodes[0].fused == ("bn",)
    x = np.random.default_rng(1).standard_normal((1, 3, 5, 5)).astype(np.float32)
    want = ReferenceEvaluator(m).run(None, {"x": x})[0]
    got = ReferenceEvaluator(to_model(DeadNodes().apply(after))).run(None, {"x": x})[0]
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    assert g.text().splitlines()[1].startswith("bn: BatchNormalization")  # the input graph is untouched


def test_conv_bn_left_alone_when_the_conv_output_has_other_readers():
    g = M.load(conv_bn_model(bn_users=2))
    assert FoldConvBatchNorm().apply(g) is g


def test_conv_bn_left_alone_when_statistics_are_inputs():
    m = make([helper.make_node("Conv", ["x", "w"], ["c"], name="conv"),
              helper.make_node("BatchNormalization", ["c", "s", "b", "mu", "var"], ["y"], name="bn")],
             [("x", [1, 1, 2, 2]), ("s", [1]), ("b", [1]), ("mu", [1]), ("var", [1])], [("y", [1, 1, 2, 2])],
             [("w", np.ones((1, 1, 1, 1), np.float32))])
    g = M.load(m)
    assert FoldConvBatchNorm().apply(g) is g


# --- constant folding ------------------------------------------------------------------

def test_constant_fold_chains_of_initializer_only_nodes():
    m = make([helper.make_node("Constant", [], ["two"], name="const",
                               value=numpy_helper.from_array(np.full((3, 2), 2, np.float32))),
              helper.make_node("Transpose", ["w"], ["wt"], name="t", perm=[1, 0]),
              helper.make_node("Mul", ["wt", "two"], ["w2"], name="scale"),
              helper.make_node("MatMul", ["x", "w2"], ["y"], name="mm")],
             [("x", [4, 3])], [("y", [4, 2])], [("w", W)])
    g = M.load(m)
    assert len(g.nodes) == 4
    after = ConstantFold(FakeBindings).apply(g)
    assert after.text().splitlines() == ["mm: MatMul(x, w2) -> y"]
    np.testing.assert_array_equal(after.initializers["w2"], W.T * 2)
    assert not after.initializers["w2"].flags.writeable
    assert DeadNodes().apply(after).initializers.keys() == {"w2"}
    assert len(g.nodes) == 4 and "w2" not in g.initializers  # pure


def test_constant_fold_skips_unsupported_random_and_oversized():
    m = make([helper.make_node("Neg", ["w"], ["nw"], name="no_binding"),
              helper.make_node("RandomNormalLike", ["w"], ["r"], name="random"),
              helper.make_node("Tile", ["w", "reps"], ["big"], name="tile"),
              helper.make_node("Sum", ["nw", "r", "x"], ["s"], name="sum"),
              helper.make_node("Concat", ["s", "big"], ["y"], name="cat", axis=0)],
             [("x", [2, 3])], [("y", ["n", 3])], [("w", W), ("reps", np.array([100, 1], np.int64))])
    g = M.load(m)
    after = ConstantFold(FakeBindings, max_bytes=1000).apply(g)
    assert [n.name for n in after.nodes] == ["no_binding", "random", "tile", "sum", "cat"]
    assert "random" not in [c for c in FakeBindings.calls if c == "RandomNormalLike"]
    assert [n.name for n in ConstantFold(FakeBindings).apply(g).nodes] == ["no_binding", "random", "sum", "cat"]


def test_default_pipeline_order():
    assert [type(p).__name__ for p in default(FakeBindings)] == ["StaticShapes", "IntegerQDQ", "ConstantFold",
                                                                 "FoldQDQ", "FoldConvBatchNorm", "DeadNodes"]


# --- schedule --------------------------------------------------------------------------

def test_kahn_order_ties_by_original_index():
    # two independent chains; the model lists a consumer before its producer
    nodes = [helper.make_node("Add", ["a2", "b2"], ["y"], name="join"),
             helper.make_node("Relu", ["x"], ["a1"], name="a1"),
             helper.make_node("Relu", ["x"], ["b1"], name="b1"),
             helper.make_node("Neg", ["a1"], ["a2"], name="a2"),
             helper.make_node("Neg", ["b1"], ["b2"], name="b2")]
    g = M.from_proto(make(nodes, [("x", [2])], [("y", [2])]))  # unsorted: skip the checker
    assert [n.name for n in order(g)] == ["a1", "b1", "a2", "b2", "join"]
    assert [n.name for n in order(g)] == [n.name for n in order(g)]


def test_schedule_reports_cycles_and_undefined_values():
    cyc = [helper.make_node("Relu", ["b"], ["a"], name="p"), helper.make_node("Relu", ["a"], ["b"], name="q"),
           helper.make_node("Relu", ["x"], ["y"], name="r")]
    with pytest.raises(ValueError, match="cycle through: p, q"):
        order(M.from_proto(make(cyc, [("x", [1])], [("y", [1])])))
    with pytest.raises(ValueError, match="node 'r' reads 'nope'"):
        order(M.from_proto(make([helper.make_node("Relu", ["nope"], ["y"], name="r")], [("x", [1])], [("y", [1])])))


# --- memory planner --------------------------------------------------------------------

def test_plan_reuses_dead_buffers_first_fit_aligned():
    vals = [memory.Value("a", 100, 0, 1), memory.Value("b", 100, 1, 2), memory.Value("c", 100, 2, 3),
            memory.Value("d", 300, 3, 4)]
    p = memory.plan(vals)
    # largest first: d takes 0; a (dead before d) too; b overlaps a; c overlaps b and d
    assert [(s.name, s.offset) for s in p.slots] == [("a", 0), ("b", 128), ("c", 320), ("d", 0)]
    assert p.conflicts() == []
    assert all(s.offset % 64 == 0 for s in p.slots)
    assert p.no_reuse_bytes == 128 * 3 + 320
    assert p.peak_bytes == p.live_peak_bytes == 448 < p.no_reuse_bytes


def test_plan_in_place_shares_the_input_buffer():
    vals = [memory.Value("x", 256, 0, 1), memory.Value("r", 256, 1, 2, inplace_of="x"),
            memory.Value("s", 256, 2, 3, inplace_of="r"), memory.Value("other", 256, 0, 3)]
    p = memory.plan(vals)
    assert p.slot("x").offset == p.slot("r").offset == p.slot("s").offset != p.slot("other").offset
    assert p.conflicts() == []
    assert p.peak_bytes == 512


def test_plan_never_overlaps_live_values_randomized():
    rng = np.random.default_rng(0)
    for trial in range(50):
        vals = []
        for i in range(30):
            first = int(rng.integers(0, 40))
            vals.append(memory.Value(f"v{i}", int(rng.integers(1, 5000)), first, first + int(rng.integers(0, 10))))
        p = memory.plan(vals)
        assert p.conflicts() == []
        assert p.live_peak_bytes <= p.peak_bytes <= p.no_reuse_bytes
