"""The channels-last layout (passes/channels_last.py) and transpose sinking
(passes/transposes.py): graph text in, graph text out; then whole sessions against
onnxruntime on the graphs real CNNs are made of (residual blocks, depthwise blocks with
squeeze-excite, concats, splits, pools), at 1 and 2 threads."""
from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import model as M
from jit_runtime.onnx.passes import ChannelsLast, DeadNodes, FoldConvBatchNorm, SinkTransposes
from jit_runtime.onnx.passes.transposes import inverse

ort = pytest.importorskip("onnxruntime")


def make(nodes, x_shape, y_shape, inits, opset=17):
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, x_shape)],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, y_shape)],
                          initializer=[numpy_helper.from_array(a, n) for n, a in inits.items()])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


def conv(name, x, y, k, c, r=3, stride=1, group=1, rng=None):
    w = (rng.standard_normal((k, c // group, r, r)) / np.sqrt(c * r * r / group)).astype(np.float32)
    b = (0.1 * rng.standard_normal(k)).astype(np.float32)
    p = r // 2
    node = helper.make_node("Conv", [x, f"{name}.w", f"{name}.b"], [y], name=name, kernel_shape=[r, r],
                            pads=[p] * 4, strides=[stride] * 2, group=group)
    return node, {f"{name}.w": w, f"{name}.b": b}


def residual_block(c=16, hw=10, seed=0):
    rng = np.random.default_rng(seed)
    n1, i1 = conv("c1", "x", "a", c, c, rng=rng)
    n2, i2 = conv("c2", "r1", "b", c, c, rng=rng)
    nodes = [n1, helper.make_node("Relu", ["a"], ["r1"], name="relu1"), n2,
             helper.make_node("Add", ["b", "x"], ["s"], name="add"),
             helper.make_node("Relu", ["s"], ["y"], name="relu2")]
    return make(nodes, [1, c, hw, hw], [1, c, hw, hw], {**i1, **i2})


def passes(model, *ps):
    g = M.load(model)
    for p in ps:
        g = p.apply(g)
    return g


def test_conv_becomes_nhwc_between_transposes_with_hwio_weights():
    g = passes(residual_block(), ChannelsLast())
    text = g.text()
    assert text.splitlines()[:3] == [
        "c1.to_nhwc: Transpose(x) -> x.nhwc",
        "c1: ConvNHWC(x.nhwc, c1.w.hwio, c1.b) -> a.nhwc",
        "c1.to_nchw: Transpose(a.nhwc) -> a"]
    w = M.load(residual_block()).initializers["c1.w"]
    np.testing.assert_array_equal(g.initializers["c1.w.hwio"], w.transpose(2, 3, 1, 0))
    assert g.tensors["a.nhwc"].shape == (1, 10, 10, 16)


def test_transposes_sink_and_cancel_between_layers():
    g = passes(residual_block(), ChannelsLast(), SinkTransposes(), DeadNodes())
    assert g.text().splitlines() == [
        "c1.to_nhwc: Transpose(x) -> x.nhwc",
        "c1: ConvNHWC(x.nhwc, c1.w.hwio, c1.b) -> a.nhwc",
        "relu1: Relu(a.nhwc) -> r1.moved",
        "c2: ConvNHWC(r1.moved, c2.w.hwio, c2.b) -> b.nhwc",
        "add: Add(b.nhwc, x.nhwc) -> s.moved",
        "relu2: Relu(s.moved) -> y.moved",
        "relu2.transpose: Transpose(y.moved) -> y"]


def test_constants_are_laid_out_for_the_moved_node():
    rng = np.random.default_rng(1)
    n1, i1 = conv("c1", "x", "a", 8, 4, rng=rng)
    scale = rng.standard_normal((8, 1, 1)).astype(np.float32)
    nodes = [n1, helper.make_node("Mul", ["a", "scale"], ["m"], name="mul"),
             helper.make_node("Add", ["m", "half"], ["y"], name="add")]
    model = make(nodes, [1, 4, 6, 6], [1, 8, 6, 6], {**i1, "scale": scale, "half": np.float32(0.5)})
    g = passes(model, ChannelsLast(), SinkTransposes(), DeadNodes())
    lines = g.text().splitlines()
    assert lines[2] == "mul: Mul(a.nhwc, scale.moved) -> m.moved"
    assert lines[3] == "add: Add(m.moved, half) -> y.moved"  # a scalar stays as it is
    np.testing.assert_array_equal(g.initializers["scale.moved"], scale.reshape(1, 8, 1, 1).transpose(0, 2, 3, 1))


def test_concat_and_split_axes_follow_the_layout():
    rng = np.random.default_rng(2)
    n1, i1 = conv("c1", "x", "a", 8, 8, rng=rng)
    n2, i2 = conv("c2", "x", "b", 8, 8, rng=rng)
    nodes = [n1, n2, helper.make_node("Concat", ["a", "b"], ["cat"], name="cat", axis=1),
             helper.make_node("Split", ["cat"], ["s0", "s1"], name="split", axis=1),
             helper.make_node("Mul", ["s0", "s1"], ["y"], name="mul")]
    model = make(nodes, [1, 8, 5, 5], [1, 8, 5, 5], {**i1, **i2}, opset=13)
    g = passes(model, ChannelsLast(), SinkTransposes(), DeadNodes())
    by = {n.name: n for n in g.nodes}
    assert by["cat"].op_type == "Concat" and by["cat"].inputs == ("a.nhwc", "b.nhwc")
    axis = {a.name: helper.get_attribute_value(a) for a in by["cat"].proto.attribute}["axis"]
    split_axis = {a.name: helper.get_attribute_value(a) for a in by["split"].proto.attribute}["axis"]
    assert axis == 3 and split_axis == 3
    assert [n.op_type for n in g.nodes].count("Transpose") == 2  # into the layout, out at the end


def test_heads_merged_back_keep_the_model_s_one_transpose():
    """Transpose(0 2 1 3) then a Reshape merging the last two dims (attention's heads back
    into the hidden size) needs x's dims in another order AND a transpose after the
    reshape to move below it: two transposes for the model's one, so it stays as it is;
    a Flatten of a transposed value whose merge needs only the first moves as before."""
    shape = helper.make_tensor_value_info
    rs = np.array([1, 6, 8], np.int64)
    nodes = [helper.make_node("Relu", ["x"], ["h"], name="relu"),
             helper.make_node("Transpose", ["h"], ["t"], name="heads", perm=[0, 2, 1, 3]),
             helper.make_node("Reshape", ["t", "rs"], ["y"], name="merge")]
    g = helper.make_graph(nodes, "g", [shape("x", TensorProto.FLOAT, [1, 2, 6, 4])],
                          [shape("y", TensorProto.FLOAT, [1, 6, 8])], [numpy_helper.from_array(rs, "rs")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    out = passes(model, SinkTransposes(), DeadNodes())
    assert [n.op_type for n in out.nodes] == ["Relu", "Transpose", "Reshape"]
    x = np.random.default_rng(0).standard_normal((1, 2, 6, 4)).astype(np.float32)
    got = jr.run(model, {"x": x})
    np.testing.assert_array_equal(got["y"], np.maximum(x, 0).transpose(0, 2, 1, 3).reshape(1, 6, 8))


def test_inverse_and_composition():
    p = (0, 3, 1, 2)
    assert inverse(p) == (0, 2, 3, 1)
    assert tuple(p[i] for i in inverse(p)) == (0, 1, 2, 3)


def test_grouped_convs_and_dynamic_shapes_stay_nchw():
    rng = np.random.default_rng(3)
    n1, i1 = conv("c1", "x", "y", 8, 8, group=2, rng=rng)
    g = passes(make([n1], [1, 8, 5, 5], [1, 8, 5, 5], i1), ChannelsLast())
    assert [n.op_type for n in g.nodes] == ["Conv"]
    n1, i1 = conv("c1", "x", "y", 8, 8, rng=rng)
    g = passes(make([n1], ["batch", 8, 5, 5], ["batch", 8, 5, 5], i1), ChannelsLast())
    assert [n.op_type for n in g.nodes] == ["Conv"]


# --- whole sessions against onnxruntime ---------------------------------------------------------

def mobile_block(c=16, e=48, hw=11, seed=0, se=True):
    """MobileNet-v3-style block: expand 1x1, depthwise 3x3 (+ ReLU6), squeeze-excite, project
    1x1, residual; then a max pool and a global average pool to a vector."""
    rng = np.random.default_rng(seed)
    inits = {}
    nodes = []

    def add(node_init):
        node, init = node_init
        nodes.append(node)
        inits.update(init)
    add(conv("expand", "x", "e", e, c, r=1, rng=rng))
    nodes.append(helper.make_node("HardSwish", ["e"], ["e2"], name="hs"))
    add(conv("dw", "e2", "d", e, e, r=3, group=e, rng=rng))
    nodes.append(helper.make_node("Clip", ["d", "lo", "hi"], ["d2"], name="relu6"))
    inits.update(lo=np.float32(0), hi=np.float32(6))
    x = "d2"
    if se:
        nodes.append(helper.make_node("GlobalAveragePool", ["d2"], ["g"], name="gap_se"))
        add(conv("se1", "g", "g1", 8, e, r=1, rng=rng))
        nodes.append(helper.make_node("Relu", ["g1"], ["g2"], name="se_relu"))
        add(conv("se2", "g2", "g3", e, 8, r=1, rng=rng))
        nodes.append(helper.make_node("HardSigmoid", ["g3"], ["g4"], name="se_gate"))
        nodes.append(helper.make_node("Mul", ["d2", "g4"], ["d3"], name="se_mul"))
        x = "d3"
    add(conv("project", x, "p", c, e, r=1, rng=rng))
    nodes.append(helper.make_node("Add", ["p", "x"], ["res"], name="res"))
    nodes.append(helper.make_node("MaxPool", ["res"], ["mp"], name="pool", kernel_shape=[3, 3], strides=[2, 2],
                                  pads=[1, 1, 1, 1]))
    nodes.append(helper.make_node("GlobalAveragePool", ["mp"], ["gp"], name="gap"))
    nodes.append(helper.make_node("Flatten", ["gp"], ["y"], name="flat"))
    return make(nodes, [2, c, hw, hw], [2, c], inits)


def shuffle_block(c=16, hw=9, seed=0):
    """ShuffleNet-v2 unit: split, branch (1x1, depthwise 3x3, 1x1), concat, channel shuffle."""
    rng = np.random.default_rng(seed)
    half = c // 2
    n1, i1 = conv("b1", "s1", "t1", half, half, r=1, rng=rng)
    n2, i2 = conv("b2", "t1r", "t2", half, half, r=3, group=half, rng=rng)
    n3, i3 = conv("b3", "t2", "t3", half, half, r=1, rng=rng)
    shape5 = np.array([2, 2, half, hw, hw], np.int64)
    shape4 = np.array([2, c, hw, hw], np.int64)
    nodes = [helper.make_node("Split", ["x", "halves"], ["s0", "s1"], name="split", axis=1), n1,
             helper.make_node("Relu", ["t1"], ["t1r"], name="r1"), n2, n3,
             helper.make_node("Concat", ["s0", "t3"], ["cat"], name="cat", axis=1),
             helper.make_node("Reshape", ["cat", "shape5"], ["r5"], name="view"),
             helper.make_node("Transpose", ["r5"], ["t5"], name="shuffle", perm=[0, 2, 1, 3, 4]),
             helper.make_node("Reshape", ["t5", "shape4"], ["y"], name="back")]
    return make(nodes, [2, c, hw, hw], [2, c, hw, hw],
                {**i1, **i2, **i3, "shape5": shape5, "shape4": shape4, "halves": np.array([half, half], np.int64)})


MODELS = {"residual": residual_block, "mobile": mobile_block, "mobile_nose": lambda: mobile_block(se=False),
          "shuffle": shuffle_block}


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name", sorted(MODELS))
def test_sessions_match_onnxruntime(name, threads):
    model = MODELS[name]()
    onnx.checker.check_model(model, full_check=True)
    x_shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    x = np.random.default_rng(9).standard_normal(x_shape).astype(np.float32)
    ref = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    sess = jr.Session(model, threads=threads)
    got = sess.run({"x": x})["y"]
    np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5)
    kinds = {n.op_type for n in sess._current.graph.nodes}
    assert kinds & {"ConvNHWC", "FusedConvNHWC"}, kinds  # the layout pass ran


def test_the_layout_is_off_for_the_scalar_variant():
    sess = jr.Session(residual_block(), variant="scalar")
    assert not {n.op_type for n in sess._current.graph.nodes} & {"ConvNHWC", "FusedConvNHWC"}


def test_batchnorm_folds_before_the_layout():
    rng = np.random.default_rng(4)
    n1, i1 = conv("c1", "x", "a", 8, 4, rng=rng)
    bn = {"s": (1 + 0.1 * rng.standard_normal(8)).astype(np.float32), "bb": rng.standard_normal(8).astype(np.float32),
          "m": rng.standard_normal(8).astype(np.float32), "v": (1 + rng.random(8)).astype(np.float32)}
    nodes = [n1, helper.make_node("BatchNormalization", ["a", "s", "bb", "m", "v"], ["y"], name="bn")]
    g = passes(make(nodes, [1, 4, 6, 6], [1, 8, 6, 6], {**i1, **bn}), FoldConvBatchNorm(), ChannelsLast(),
               SinkTransposes(), DeadNodes())
    assert [n.op_type for n in g.nodes] == ["Transpose", "ConvNHWC", "Transpose"]


def test_static_shapes_fold_and_slices_get_their_shapes():
    """torch's chunk: Shape -> Gather -> Add -> Div -> Mul -> Slice bounds; with x static the
    bounds fold and the Slice's output gets the static shape the layout pass needs."""
    from jit_runtime.onnx.passes import StaticShapes
    c = lambda name, v: helper.make_node("Constant", [], [name], value=numpy_helper.from_array(np.array(v, np.int64)))  # noqa: E731
    nodes = [helper.make_node("Shape", ["x"], ["s"], name="shape"), c("one", [1]),
             helper.make_node("Gather", ["s", "one"], ["ch"], name="gather", axis=0), c("k1", [1]), c("two", [2]),
             helper.make_node("Add", ["ch", "k1"], ["ch1"], name="add"),
             helper.make_node("Div", ["ch1", "two"], ["half"], name="div"), c("zero", [0]),
             helper.make_node("Slice", ["x", "zero", "half", "one"], ["sl"], name="slice"),
             helper.make_node("Relu", ["sl"], ["y"], name="relu")]
    model = make(nodes, [1, 8, 5, 5], [1, 4, 5, 5], {})
    g = M.load(model)
    assert g.tensors["sl"].static_shape is None  # onnx's data propagation stops at Div
    g2 = StaticShapes().apply(g)
    assert [n.op_type for n in g2.nodes] == ["Slice", "Relu"] and g2.tensors["sl"].static_shape == (1, 4, 5, 5)
    np.testing.assert_array_equal(g2.initializers["half"], [4])


def test_a_lone_batchnorm_becomes_mul_and_add():
    from jit_runtime.onnx.passes import BatchNormAffine
    rng = np.random.default_rng(5)
    bn = {"s": rng.standard_normal(6).astype(np.float32), "bb": rng.standard_normal(6).astype(np.float32),
          "m": rng.standard_normal(6).astype(np.float32), "v": (0.5 + rng.random(6)).astype(np.float32)}
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="relu"),
             helper.make_node("BatchNormalization", ["r", "s", "bb", "m", "v"], ["y"], name="bn", epsilon=1e-3)]
    model = make(nodes, [2, 6, 4, 3], [2, 6, 4, 3], bn)
    g = BatchNormAffine().apply(M.load(model))
    assert [n.op_type for n in g.nodes] == ["Relu", "Mul", "Add"]
    scale = bn["s"] / np.sqrt(bn["v"].astype(np.float64) + 1e-3)
    np.testing.assert_allclose(g.initializers["bn.scale"].reshape(-1), scale, rtol=1e-6)
    x = rng.standard_normal((2, 6, 4, 3)).astype(np.float32)
    ref = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    np.testing.assert_allclose(jr.Session(model).run({"x": x})["y"], ref, rtol=1e-5, atol=1e-6)


def test_dense_weights_are_laid_out_as_the_tile_s_panels():
    from jit_runtime.onnx.passes.channels_last import conv_panels
    g = passes(residual_block(), ChannelsLast(64))
    w = M.load(residual_block()).initializers["c1.w"]
    np.testing.assert_array_equal(g.initializers["c1.w.hwio"], conv_panels(w.transpose(2, 3, 1, 0), 64))
    assert g.initializers["c1.w.hwio"].shape == (1, 3, 3, 16, 64)
    rng = np.random.default_rng(6)
    n1, i1 = conv("c1", "x", "y", 8, 4, rng=rng)
    n1 = helper.make_node("Conv", ["x", "c1.w"], ["y"], name="c1", kernel_shape=[3, 3], pads=[1, 1, 1, 1])
    g = passes(make([n1], [1, 4, 5, 5], [1, 8, 5, 5], {"c1.w": i1["c1.w"]}), ChannelsLast(64))
    conv_node = next(n for n in g.nodes if n.op_type == "ConvNHWC")
    assert len(conv_node.inputs) == 3 and not g.initializers[conv_node.inputs[2]].any()  # a zero bias gives K
