"""Reduced precision by contract: Session(precision="auto", accuracy=a) and the pass that
turns contractions into int8 nodes (passes/reduced_contractions.py, onnx/precision.py).

- the pass on a graph made here: which nodes it turns (constant float32 weights; MatMul's
  bias Add taken in; Gemm's transB and beta; only the layers asked for), and what it
  leaves (fed weights, overridable initializers);
- the int8 graph's outputs against the float64 product, within the quantization bound;
- the options: bad values named, precision="auto" with passes= refused;
- the choice, with the timings replaced by fixed ones so it is decided the same way on
  any machine: the contract holds on the validation inputs, a strict contract or a model
  not faster as a whole keeps float32 (bit-identical to a float32 session), a layer
  slower in int8 stays float32; explain() names what runs in int8;
- the remembered choice: a second load measures nothing, another contract or other
  validation inputs or other model bytes measure again, a damaged entry is measured again
  and rewritten.
"""
from __future__ import annotations

import json
import os

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from jit_runtime.onnx import precision
from jit_runtime.onnx.model import load
from jit_runtime.onnx.passes import ReducedContractions
from jit_runtime.onnx.session import Session

HERE = os.path.dirname(__file__)
TRANSFORMER = os.path.join(HERE, "models", "transformer_op15.onnx")


def _model(opset: int = 17) -> onnx.ModelProto:
    rng = np.random.default_rng(0)
    w1 = numpy_helper.from_array(rng.standard_normal((8, 6)).astype(np.float32), "w1")
    b1 = numpy_helper.from_array(rng.standard_normal(6).astype(np.float32), "b1")
    w2 = numpy_helper.from_array(rng.standard_normal((5, 6)).astype(np.float32), "w2")
    c2 = numpy_helper.from_array(rng.standard_normal(5).astype(np.float32), "c2")
    nodes = [helper.make_node("MatMul", ["x", "w1"], ["h"], name="mm"),
             helper.make_node("Add", ["h", "b1"], ["hb"], name="bias"),
             helper.make_node("Relu", ["hb"], ["r"], name="relu"),
             helper.make_node("Gemm", ["r", "w2", "c2"], ["g"], name="gemm", transB=1, beta=0.5),
             helper.make_node("MatMul", ["g", "wf"], ["y"], name="fed")]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8]),
                                           helper.make_tensor_value_info("wf", TensorProto.FLOAT, [5, 3])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 3])], [w1, b1, w2, c2])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def test_pass_turns_constant_weight_contractions():
    g = load(_model())
    out = ReducedContractions().apply(g)
    kinds = [(n.name, n.op_type) for n in out.nodes]
    assert kinds == [("mm", "Int8MatMul"), ("gemm", "Int8MatMul"), ("fed", "MatMul")]
    mm = out.nodes[0]
    relu_out = next(n for n in g.nodes if n.op_type == "Relu").outputs[0]
    assert mm.fused == ("bias", "relu") and mm.outputs[0] == relu_out  # the bias Add and the Relu taken in
    np.testing.assert_array_equal(out.initializers[mm.inputs[3]], g.initializers["b1"])
    gemm = out.nodes[1]
    assert out.initializers[gemm.inputs[1]].shape == (6, 5)  # B^T quantized
    np.testing.assert_allclose(out.initializers[gemm.inputs[3]], 0.5 * g.initializers["c2"])
    assert out.initializers[mm.inputs[1]].dtype == np.int8
    only = ReducedContractions(frozenset({"gemm"})).apply(g)
    assert [n.op_type for n in only.nodes] == ["MatMul", "Add", "Relu", "Int8MatMul", "MatMul"]
    assert ReducedContractions(frozenset({"nothing"})).apply(g) is g
    assert g.nodes[0].op_type == "MatMul"  # the input graph untouched


def test_int8_graph_within_the_quantization_bound():
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    m = _model()
    rng = np.random.default_rng(3)
    feeds = {"x": rng.standard_normal((4, 8)).astype(np.float32), "wf": rng.standard_normal((5, 3)).astype(np.float32)}
    got = Session(m, passes=P.default(B, int8=True), progress=False).run(feeds)["y"]
    init = {t.name: numpy_helper.to_array(t).astype(np.float64) for t in m.graph.initializer}
    x = feeds["x"].astype(np.float64)
    h = np.maximum(x @ init["w1"] + init["b1"], 0)
    ref = (h @ init["w2"].T + 0.5 * init["c2"]) @ feeds["wf"].astype(np.float64)
    assert np.abs(got - ref).max() <= 0.03 * np.abs(ref).max()


def _cnn() -> onnx.ModelProto:
    """x [1, 8, 7, 9] -> 1x1 conv (bias) -> Relu -> 3x3 conv -> Relu -> 1x1 conv -> y."""
    rng = np.random.default_rng(5)
    inits = [numpy_helper.from_array(a.astype(np.float32), n) for n, a in (
        ("w1", rng.standard_normal((16, 8, 1, 1))), ("b1", rng.standard_normal(16)),
        ("w2", rng.standard_normal((16, 16, 3, 3)) / 4), ("w3", rng.standard_normal((8, 16, 1, 1))))]
    nodes = [helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], name="pw1"),
             helper.make_node("Relu", ["c1"], ["r1"], name="relu1"),
             helper.make_node("Conv", ["r1", "w2"], ["c2"], name="conv3", pads=[1, 1, 1, 1], kernel_shape=[3, 3]),
             helper.make_node("Relu", ["c2"], ["r2"], name="relu2"),
             helper.make_node("Conv", ["r2", "w3"], ["y"], name="pw2")]
    g = helper.make_graph(nodes, "cnn", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 7, 9])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8, 7, 9])], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


@pytest.mark.parametrize("layers, middle", [(frozenset({"pw1", "pw2"}), "FusedConvNHWC"), (True, "Int8MatMul")])
def test_convs_run_as_channels_last_int8_matmuls(layers, middle):
    """A 2-D conv becomes Int8MatMul (a 3x3 one over its windows) between the transposes
    ChannelsLast puts around its neighbours: after SinkTransposes only the graph's own two
    are left."""
    from jit_runtime.device import profile
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    m = _cnn()
    g = ReducedContractions().apply(load(m))
    assert [(n.name, n.op_type) for n in g.nodes if not n.op_type == "Transpose"] == [
        ("pw1", "Int8MatMul"), ("conv3", "Int8MatMul"), ("pw2", "Int8MatMul")]
    pw1, conv3 = g.nodes[1], g.nodes[4]
    assert pw1.fused == ("relu1",) and pw1.outputs[0] == "r1.nhwc" and g.nodes[2].outputs == ("r1",)
    assert [list(a.floats) for a in pw1.proto.attribute] == [[0.0, np.inf]]  # Relu: the epilogue clamps
    assert conv3.fused == ("relu2",) and [(a.name, list(a.ints) or list(a.floats) or a.i)
                                          for a in conv3.proto.attribute] \
        == [("window", [3, 3, 1, 1, 1, 1, 1, 1, 1, 1]), ("unsigned", 1), ("clamp", [0.0, np.inf])]  # x: a Relu's
    assert not any(a.name == "unsigned" for a in pw1.proto.attribute)  # x: the graph's input
    assert g.initializers[conv3.inputs[1]].shape == (9 * 16, 16)  # rows (i, j, c)
    s = Session(m, passes=P.default(B, int8=layers, lanes=profile(None).lanes), progress=False)
    ops = [n.op_type for n in s._current.graph.nodes]
    assert ops == ["Transpose", "Int8MatMul", middle, "Int8MatMul", "Transpose"], ops
    if layers is True:  # explain() says what the reduced nodes run
        s.run({"x": np.zeros((1, 8, 7, 9), np.float32)})
        assert "no DSL op: max |x|, int8 codes of x >= 0 (zero point 0), then the integer GEMM, over 3x3 windows, " \
               "stride 1x1, channels-last, clamped to [0, inf]" in s.explain()
    x = np.random.default_rng(6).standard_normal((1, 8, 7, 9)).astype(np.float32)
    got = s.run({"x": x})["y"]
    init = {t.name: numpy_helper.to_array(t).astype(np.float64) for t in m.graph.initializer}
    h = np.maximum(np.einsum("kc,nchw->nkhw", init["w1"][:, :, 0, 0], x) + init["b1"][:, None, None], 0)
    p = np.pad(h, ((0, 0), (0, 0), (1, 1), (1, 1)))
    c = sum(np.einsum("kc,nchw->nkhw", init["w2"][:, :, i, j], p[:, :, i:i + 7, j:j + 9])
            for i in range(3) for j in range(3))
    ref = np.einsum("kc,nchw->nkhw", init["w3"][:, :, 0, 0], np.maximum(c, 0))
    assert got.shape == ref.shape and np.abs(got - ref).max() <= 0.03 * np.abs(ref).max()
    assert np.abs(got - ref).max() > 0  # (it did run in int8)


@pytest.mark.parametrize("inputs, bounds", [(["y", "lo", "hi"], [0.0, 6.0]), (["y", "", "hi"], [-np.inf, 6.0]),
                                            (["y", "lo", "x2"], None)])
def test_clip_is_taken_into_the_epilogue_only_with_constant_bounds(inputs, bounds):
    m = _cnn()
    m.graph.output[0].name = "z"
    m.graph.node.append(helper.make_node("Clip", inputs, ["z"], name="clip"))
    m.graph.initializer.extend([numpy_helper.from_array(np.float32(0), "lo"), numpy_helper.from_array(np.float32(6), "hi")])
    m.graph.input.append(helper.make_tensor_value_info("x2", TensorProto.FLOAT, []))
    g = ReducedContractions().apply(load(m))
    pw2 = next(n for n in g.nodes if n.name == "pw2")
    got = [list(a.floats) for a in pw2.proto.attribute if a.name == "clamp"]
    assert got == ([] if bounds is None else [bounds])
    assert ("clip" in [n.name for n in g.nodes]) == (bounds is None)


@pytest.mark.parametrize("kw, message", [
    (dict(precision="int4"), "precision must be 'fp32', 'model' or 'auto'"),
    (dict(precision="auto", accuracy=0), "accuracy must be a number in (0, 1)"),
    (dict(precision="auto", accuracy="1e-2"), "accuracy must be a number"),
    (dict(accuracy=1e-2), "accuracy applies to precision='auto'"),
    (dict(precision="auto", passes=()), "give passes= with precision='fp32'"),
    (dict(precision="auto", validation=[]), "validation must be a dict of inputs or a non-empty list"),
])
def test_bad_options_are_named(kw, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Session(_model(), progress=False, **kw)


def _has_int8(session) -> bool:
    return any(s.node.op_type.startswith("Int8") for s in session._current.steps)


def _has_bf16(session) -> bool:
    return any(s.node.op_type.startswith("BF16") for s in session._current.steps)


def _bf16_here() -> bool:
    from jit_runtime.device import profile
    from jit_runtime.qgemm import has_bf16
    return has_bf16(profile(None))


@pytest.fixture
def timings(monkeypatch, tmp_path):
    """Fixed timings: an int8 node takes `int8_us`, a bfloat16 node `bf16_us` (tried only
    where the device has AVX512-BF16), a float32 node 10 us; a model with a reduced node
    `whole` ms, float32 2 ms. Counts the measurements. A cache folder of its own (no choice
    remembered from another test's timings)."""
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path))
    state = {"int8_us": 1.0, "bf16_us": 10.0, "whole": 1.0, "measured": 0}
    real = precision.node_times

    def node_times(s):
        state["measured"] += 1
        us = lambda op: state["int8_us"] if op.startswith("Int8") else state["bf16_us"] if op.startswith("BF16") \
            else 10.0  # noqa: E731
        return {n: (op, us(op)) for n, (op, _) in real(s).items()}

    def timed(sessions, feed, rounds=precision.ROUNDS, settle=False):
        for s in sessions:
            s.run(feed)
        return [state["whole"] if _has_int8(s) or _has_bf16(s) else 2.0 for s in sessions]
    monkeypatch.setattr(precision, "node_times", node_times)
    monkeypatch.setattr(precision, "timed", timed)
    return state


def _feeds(seed: int) -> dict:
    m = onnx.load(TRANSFORMER)
    rng = np.random.default_rng(seed)
    out = {}
    for i in m.graph.input:
        shape = [d.dim_value or 2 for d in i.type.tensor_type.shape.dim]
        out[i.name] = rng.standard_normal(shape).astype(np.float32)
    return out


def test_auto_keeps_the_contract(timings):
    val = [_feeds(1), _feeds(2)]
    s = Session(TRANSFORMER, precision="auto", accuracy=0.2, validation=val, progress=False)
    r = s.precision_report
    assert r is not None and r.int8 and r.error <= precision.HEADROOM * 0.2 and r.inputs == "2 given"
    assert _has_int8(s)
    ref = Session(TRANSFORMER, progress=False)
    assert precision.error([s.run(f) for f in val], [ref.run(f) for f in val]) <= precision.HEADROOM * 0.2
    text = s.explain()
    assert "precision auto, accuracy 0.2" in text and "int8" in text and "held within 0.8 of the accuracy" in text
    assert all(x.name in text for x in r.layers)


def test_headroom_is_kept_for_unseen_inputs(timings):
    """A choice whose validation error is within the accuracy but past HEADROOM of it is
    not taken: every layer in reduced precision misses 0.8 of this contract."""
    from jit_runtime.onnx.precision import reduced_passes
    val = _feeds(1)
    every = Session(TRANSFORMER, passes=reduced_passes({}, True), progress=False)
    ref = Session(TRANSFORMER, progress=False)
    e = precision.error([every.run(val)], [ref.run(val)])
    r = Session(TRANSFORMER, precision="auto", accuracy=e / 0.9, validation=val, progress=False).precision_report
    assert r.error <= precision.HEADROOM * e / 0.9 < e


def test_strict_contract_keeps_float32(timings):
    val = _feeds(1)
    s = Session(TRANSFORMER, precision="auto", accuracy=1e-7, validation=val, progress=False)
    r = s.precision_report
    assert not r.int8 and "within the contract" in r.why and not _has_int8(s)
    ref = Session(TRANSFORMER, progress=False).run(val)
    for k, v in s.run(val).items():
        np.testing.assert_array_equal(v, ref[k])


def test_not_faster_as_a_whole_keeps_float32(timings):
    timings["whole"] = 3.0
    r = Session(TRANSFORMER, precision="auto", accuracy=0.5, validation=_feeds(1), progress=False).precision_report
    assert not r.int8 and "not faster as a whole" in r.why


def test_slower_layers_stay_float32(timings):
    timings["int8_us"] = 20.0
    r = Session(TRANSFORMER, precision="auto", accuracy=0.5, validation=_feeds(1), progress=False).precision_report
    def tried(x):  # a product of two activations has no int8 variant; bfloat16 ones only with AVX512-BF16
        return " and ".join(f for f, us in (("int8", x.int8_us), ("bf16", x.bf16_us)) if us == us)
    assert not r.int8 and not r.bf16 and all(x.why == f"slower in {tried(x)}" for x in r.layers)
    assert {tried(x) for x in r.layers} == ({"int8 and bf16", "bf16"} if _bf16_here() else {"int8"})
    assert "no contraction ran faster in reduced precision" in r.why


@pytest.mark.skipif(not _bf16_here(), reason="bfloat16 products need AVX512-BF16 (vdpbf16ps)")
def test_bf16_where_int8_is_slower(timings):
    """The second round: layers slower in int8 but faster in bfloat16 run in bfloat16,
    within the contract; explain() names them."""
    timings["int8_us"], timings["bf16_us"] = 20.0, 1.0
    val = _feeds(1)
    s = Session(TRANSFORMER, precision="auto", accuracy=0.05, validation=val, progress=False)
    r = s.precision_report
    assert not r.int8 and r.bf16 and _has_bf16(s) and not _has_int8(s) and r.error <= 0.05
    assert all(x.why == "faster in bf16, within the contract" for x in r.layers if x.precision == "bf16")
    ref = Session(TRANSFORMER, progress=False)
    assert 0 < precision.error([s.run(val)], [ref.run(val)]) <= 0.05
    assert "in bf16" in s.explain()


def test_generated_validation_inputs(timings):
    r = Session(TRANSFORMER, precision="auto", accuracy=0.5, progress=False).precision_report
    assert r.inputs == f"{precision.GENERATED} generated"


def test_the_choice_is_remembered(timings, tmp_path):
    path = tmp_path / "m.onnx"
    path.write_bytes(open(TRANSFORMER, "rb").read())
    val = _feeds(1)
    first = Session(str(path), precision="auto", accuracy=0.3, validation=val, progress=False).precision_report
    n = timings["measured"]
    from jit_runtime.onnx import record
    record.store().flush()
    again = Session(str(path), precision="auto", accuracy=0.3, validation=val, progress=False)
    assert timings["measured"] == n and again.precision_report.remembered
    assert again.precision_report.int8 == first.int8 and _has_int8(again) == bool(first.int8)
    assert first.int8 and again._load.record == "used"  # the graph after the chosen passes, as the first load left it
    ref = Session(str(path), passes=precision.reduced_passes({}, first.int8, first.bf16), progress=False).run(val)
    for k, v in again.run(val).items():
        np.testing.assert_array_equal(v, ref[k])
    for kw in (dict(accuracy=0.31, validation=val), dict(accuracy=0.3, validation=_feeds(2))):
        Session(str(path), precision="auto", progress=False, **kw)
        assert timings["measured"] > n
        n = timings["measured"]
    files = sorted((tmp_path / "precision").glob("*.json"))
    assert len(files) == 3
    for f in files:
        f.write_text("{not json")
    r = Session(str(path), precision="auto", accuracy=0.3, validation=val, progress=False).precision_report
    assert not r.remembered and timings["measured"] > n
    assert json.loads(next(f for f in (tmp_path / "precision").glob("*.json")
                           if f.read_text().startswith("{\"")).read_text())["accuracy"] > 0
    m = onnx.load(str(path))  # other bytes: measured again
    m.graph.initializer[0].raw_data = np.frombuffer(m.graph.initializer[0].raw_data, np.uint8)[::-1].tobytes() \
        if m.graph.initializer[0].raw_data else m.graph.initializer[0].raw_data
    m.doc_string = "changed"
    onnx.save(m, str(path))
    n = timings["measured"]
    Session(str(path), precision="auto", accuracy=0.3, validation=val, progress=False)
    assert timings["measured"] > n


@pytest.mark.parametrize("order, bad, limit, want", [
    ("abcde", "", 9, "abcde"),       # everything fits: one try
    ("abcde", "b", 9, "acde"),       # the layer that breaks it stays float32, the rest go on
    ("xyz", "x", 9, "yz"),           # even the first one
    ("abcdefgh", "bdf", 9, "ace"),   # three culprits, two skips: the search stops at f
    ("abcde", "", 3, "abc"),         # a bound on how many fit at once: the longest prefix
])
def test_search_skips_the_layers_that_break_the_contract(order, bad, limit, want):
    tried = []

    def fits(layers):
        tried.append(layers)
        ok = not set(layers) & set(bad) and len(layers) <= limit
        return ("session", 0.0) if ok else None
    kept, best, _ = precision.search(list(order), fits)
    assert "".join(sorted(kept)) == want
    assert (best is not None) == bool(kept)
    assert len(tried) <= (precision.SKIPS + 1) * (1 + len(order).bit_length())


def test_grouped_convs_are_not_candidates():
    """A depthwise or grouped conv would loop over its groups on the host path in int8:
    it stays float32, the 2-D conv of one group beside it does not."""
    from jit_runtime.onnx.passes.reduced_contractions import candidates
    rng = np.random.default_rng(8)
    inits = [numpy_helper.from_array(a.astype(np.float32), n) for n, a in (
        ("wd", rng.standard_normal((8, 1, 3, 3))), ("wg", rng.standard_normal((8, 4, 3, 3))),
        ("w1", rng.standard_normal((8, 8, 3, 3))))]
    nodes = [helper.make_node("Conv", ["x", "wd"], ["a"], name="dw", group=8, pads=[1] * 4),
             helper.make_node("Conv", ["a", "wg"], ["b"], name="grouped", group=2, pads=[1] * 4),
             helper.make_node("Conv", ["b", "w1"], ["y"], name="full", pads=[1] * 4)]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 5, 5])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8, 5, 5])], inits)
    assert candidates(load(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]))) == ["full"]


@pytest.mark.parametrize("attrs, out_hw", [(dict(auto_pad="SAME_UPPER", strides=[2, 2]), (4, 5)),
                                           (dict(auto_pad="SAME_LOWER", strides=[2, 1]), (4, 9)),
                                           (dict(auto_pad="VALID", dilations=[2, 1]), (3, 7)),
                                           (dict(pads=[0, 2, 1, 0], strides=[1, 2]), (6, 5))])
def test_padded_and_strided_convs_run_over_windows(attrs, out_hw):
    """auto_pad's pads are worked out from the static shapes: the conv runs as a windowed
    Int8MatMul whatever its padding, within the quantization bound of the float32 conv
    (whose own tests hold it to float64)."""
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    rng = np.random.default_rng(9)
    w = rng.standard_normal((6, 5, 3, 3)).astype(np.float32)
    node = helper.make_node("Conv", ["x", "w"], ["y"], name="conv", kernel_shape=[3, 3], **attrs)
    g = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 5, 7, 9])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                          [numpy_helper.from_array(w, "w")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    red = ReducedContractions().apply(load(m))
    conv = next(n for n in red.nodes if n.name == "conv")
    assert conv.op_type == "Int8MatMul" and any(a.name == "window" for a in conv.proto.attribute)
    x = rng.standard_normal((1, 5, 7, 9)).astype(np.float32)
    got = Session(m, passes=P.default(B, int8=True), progress=False).run({"x": x})["y"]
    ref = Session(m, progress=False).run({"x": x})["y"]
    assert got.shape == ref.shape == (1, 6) + out_hw
    assert 0 < np.abs(got - ref).max() <= 0.03 * np.abs(ref).max()


@pytest.mark.parametrize("chain, unsigned", [
    (["Relu"], True), (["Relu", "MaxPool"], True), (["Sigmoid", "Flatten"], True), (["Clip06"], True),
    (["ClipNeg"], False), (["Tanh"], False), ([], False), (["Relu", "AddInput"], False), (["Relu", "AddSelf"], True)])
def test_int8_codes_are_unsigned_where_x_is_nonnegative(chain, unsigned):
    """An Int8MatMul whose x the graph proves >= 0 takes zero point 0 (twice the
    resolution); anything it cannot prove keeps the signed codes."""
    rng = np.random.default_rng(10)
    inits = [numpy_helper.from_array(rng.standard_normal((4, 4, 1, 1)).astype(np.float32), "w"),
             numpy_helper.from_array(np.float32(0), "zero"), numpy_helper.from_array(np.float32(-1), "neg"),
             numpy_helper.from_array(np.float32(6), "six")]
    nodes, t = [], "x"
    for i, op in enumerate(chain):
        out = f"t{i}"
        if op == "MaxPool":
            nodes.append(helper.make_node(op, [t], [out], kernel_shape=[1, 1]))
        elif op.startswith("Clip"):
            nodes.append(helper.make_node("Clip", [t, "zero" if op == "Clip06" else "neg", "six"], [out]))
        elif op.startswith("Add"):
            nodes.append(helper.make_node("Add", [t, "x" if op == "AddInput" else t], [out]))
        elif op == "Flatten":
            nodes.append(helper.make_node("Reshape", [t, "shape"], [out]))
            inits.append(numpy_helper.from_array(np.array([1, 4, 3, 3], np.int64), "shape"))
        else:
            nodes.append(helper.make_node(op, [t], [out]))
        t = out
    nodes.append(helper.make_node("Conv", [t, "w"], ["y"], name="conv"))
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4, 3, 3])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4, 3, 3])], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    conv = next(n for n in ReducedContractions().apply(load(m)).nodes if n.name == "conv")
    assert conv.op_type == "Int8MatMul"
    assert any(a.name == "unsigned" and a.i == 1 for a in conv.proto.attribute) == unsigned
    x = rng.standard_normal((1, 4, 3, 3)).astype(np.float32)
    from jit_runtime.onnx import bindings as B
    from jit_runtime.onnx import passes as P
    got = Session(m, passes=P.default(B, int8=True), progress=False).run({"x": x})["y"]
    ref = Session(m, progress=False).run({"x": x})["y"]
    assert np.abs(got - ref).max() <= 0.03 * np.abs(ref).max()


def test_whole_models_are_timed_past_the_profiled_runs():
    """A new session's first runs are instrumented for the profile (Python per node): the
    whole-model check settles each session past them before timing, so a reduced model
    fresh from the search is not charged for its profiling against a settled float32 one."""
    from jit_runtime.onnx.program import Program
    val = _feeds(1)
    fresh, settled = Session(TRANSFORMER, progress=False), Session(TRANSFORMER, progress=False)
    for _ in range(Program.PROFILE_FIRST + 2):
        settled.run(val)
    assert precision._runs(fresh) < 2 and precision._runs(settled) >= Program.PROFILE_FIRST + 2
    before = precision._runs(settled)
    precision.timed([settled, fresh], val, rounds=1, settle=True)
    assert precision._runs(fresh) == Program.PROFILE_FIRST + 1  # settled, then one timed round
    assert precision._runs(settled) == before + 2  # one warm run and the round: no more
    precision.timed([Session(TRANSFORMER, progress=False)], val, rounds=1)


@pytest.mark.skipif(not _bf16_here(), reason="bfloat16 products need AVX512-BF16 (vdpbf16ps)")
def test_both_round_orders_are_searched_and_the_faster_kept(timings, monkeypatch):
    """With bfloat16 and int8 each faster than float32, the rounds run in both orders (the
    first round's error leaves the second less room) and the model timed faster is kept:
    here the one with more int8 layers (the fixed timings favour int8)."""
    from jit_runtime.onnx.precision import reduced_passes
    timings["int8_us"], timings["bf16_us"] = 1.0, 5.0
    val = _feeds(1)
    ref = Session(TRANSFORMER, progress=False)
    errs = [precision.error([Session(TRANSFORMER, passes=p, progress=False).run(val)], [ref.run(val)])
            for p in (reduced_passes({}, True), reduced_passes({}, frozenset(), True))]
    accuracy = (errs[0] + errs[1]) / 2 / precision.HEADROOM  # all-bf16 fits, all-int8 does not
    assert errs[1] < precision.HEADROOM * accuracy < errs[0]
    found: list[frozenset] = []
    real_search = precision.search

    def search(order, fits, skips=precision.SKIPS):
        got = real_search(order, fits, skips)
        found.append(got[0])
        return got

    def int8_nodes(s) -> int:
        return sum(st.node.op_type.startswith("Int8") for st in s._current.steps)

    def timed(sessions, feed, rounds=precision.ROUNDS, settle=False):
        for s in sessions:
            s.run(feed)
        return [1.0 - 0.01 * int8_nodes(s) if _has_int8(s) or _has_bf16(s) else 2.0 for s in sessions]
    monkeypatch.setattr(precision, "search", search)
    monkeypatch.setattr(precision, "timed", timed)
    r = Session(TRANSFORMER, precision="auto", accuracy=accuracy, validation=val, progress=False).precision_report
    assert len(found) >= 3  # bf16 then int8 (found 0, 1); int8 (found 2) then, where any is faster, bf16
    assert r.error <= precision.HEADROOM * accuracy and len(r.int8) == max(len(found[1]), len(found[2]))
