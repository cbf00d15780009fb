"""If, Loop and Scan through Session against onnxruntime: branches picked per run (also
in replays, where the node is a host step), a constant condition binding only its branch,
outer-scope values read by name (nested subgraphs too), loop-carried values, scan outputs,
early exit, Scan's axes and directions; and hostile subgraphs refused with named errors."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto as T, helper

import jit_runtime as jr
from jit_runtime.onnx import InvalidModel, UnsupportedModel
from jit_runtime.onnx.bindings import control
from jit_runtime.onnx.session import NodeError

ort = pytest.importorskip("onnxruntime")
V = helper.make_tensor_value_info


def _model(nodes, inputs, outputs, inits=(), opset=17):
    g = helper.make_graph(nodes, "m", inputs, outputs, list(inits))
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


def _same(m, feeds, runs=3):
    """Each feed through one session (several runs each: planned, replayed) vs onnxruntime."""
    ref = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    s = jr.Session(m, warmup=False)
    for _ in range(runs):
        for feed in feeds:
            want = ref.run(None, feed)
            got = s.run(None, feed)
            for w, o in zip(want, got):
                assert o.shape == w.shape and o.dtype == w.dtype
                np.testing.assert_allclose(o, w, rtol=1e-5, atol=1e-6)
    return s


def _if_model(cond_const=None, else_op="Sub"):
    then_g = helper.make_graph([helper.make_node("Add", ["x", "w"], ["t"]), helper.make_node("Relu", ["t"], ["y1"])],
                               "then", [], [V("y1", T.FLOAT, [2, 3])])
    else_g = helper.make_graph([helper.make_node(else_op, ["x", "w"], ["y2"])], "else", [], [V("y2", T.FLOAT, [2, 3])])
    w = helper.make_tensor("w", T.FLOAT, [3], [1.0, -2.0, 0.5])
    nodes = [helper.make_node("Exp", ["x0"], ["x"])]
    inputs = [V("x0", T.FLOAT, [2, 3])]
    inits = [w]
    if cond_const is None:
        inputs.append(V("c", T.BOOL, []))
    else:
        inits.append(helper.make_tensor("c", T.BOOL, [], [cond_const]))
    nodes += [helper.make_node("If", ["c"], ["z"], then_branch=then_g, else_branch=else_g),
              helper.make_node("Mul", ["z", "x"], ["y"])]
    return _model(nodes, inputs, [V("y", T.FLOAT, [2, 3])], inits)


def test_if_picks_its_branch_every_run():
    x = np.random.default_rng(0).normal(size=(2, 3)).astype(np.float32)
    _same(_if_model(), [{"x0": x, "c": np.array(True)}, {"x0": x, "c": np.array(False)}], runs=20)


@pytest.mark.parametrize("cond", [True, False])
def test_constant_condition_binds_only_its_branch(cond):
    # the branch not taken holds an op no binding runs: only the taken one is bound
    m = _if_model(cond_const=cond)
    dead = next(a for a in m.graph.node[1].attribute if a.name == ("else_branch" if cond else "then_branch")).g.node[-1]
    dead.CopyFrom(helper.make_node("RandomUniformLike", [dead.input[0]], [dead.output[0]]))
    x = np.random.default_rng(1).normal(size=(2, 3)).astype(np.float32)
    s = jr.Session(m, warmup=False)
    ref = ort.InferenceSession(_if_model(cond_const=cond).SerializeToString(), providers=["CPUExecutionProvider"])
    np.testing.assert_allclose(s.run({"x0": x})["y"], ref.run(None, {"x0": x})[0], rtol=1e-6)


def test_if_outputs_an_outer_value_and_nests():
    inner = helper.make_graph([helper.make_node("Neg", ["x"], ["n"])], "inner", [], [V("n", T.FLOAT, None)])
    inner_else = helper.make_graph([helper.make_node("Identity", ["x"], ["xi"])], "inner_else", [],
                                   [V("xi", T.FLOAT, None)])
    then_g = helper.make_graph([helper.make_node("If", ["c2"], ["r"], then_branch=inner, else_branch=inner_else)],
                               "then", [], [V("r", T.FLOAT, None)])
    else_g = helper.make_graph([helper.make_node("Abs", ["x"], ["a"])], "else", [], [V("a", T.FLOAT, None)])
    m = _model([helper.make_node("If", ["c1"], ["y"], then_branch=then_g, else_branch=else_g)],
               [V("x", T.FLOAT, [4]), V("c1", T.BOOL, []), V("c2", T.BOOL, [])], [V("y", T.FLOAT, None)])
    x = np.array([1, -2, 3, -4], np.float32)
    _same(m, [{"x": x, "c1": np.array(a), "c2": np.array(b)} for a in (True, False) for b in (True, False)])


def _loop_model(with_cond=True, with_m=True):
    # carried: s (float [2]) += x * i ; scan output: s each iteration; stops when sum(s) > limit
    body = helper.make_graph(
        [helper.make_node("Cast", ["i"], ["fi"], to=T.FLOAT),
         helper.make_node("Mul", ["x", "fi"], ["xi"]),
         helper.make_node("Add", ["s_in", "xi"], ["s_out"]),
         helper.make_node("ReduceSum", ["s_out"], ["tot"], keepdims=0),
         helper.make_node("Less", ["tot", "limit"], ["c_out"]),
         helper.make_node("Identity", ["s_out"], ["scan"])],
        "body", [V("i", T.INT64, []), V("c_in", T.BOOL, []), V("s_in", T.FLOAT, [2])],
        [V("c_out", T.BOOL, []), V("s_out", T.FLOAT, [2]), V("scan", T.FLOAT, [2])])
    node = helper.make_node("Loop", ["M" if with_m else "", "c0" if with_cond else "", "s0"], ["s", "scans"], body=body)
    inputs = [V("x", T.FLOAT, [2]), V("s0", T.FLOAT, [2]), V("limit", T.FLOAT, [])]
    inputs += [V("M", T.INT64, [])] if with_m else []
    inputs += [V("c0", T.BOOL, [])] if with_cond else []
    return _model([node], inputs, [V("s", T.FLOAT, [2]), V("scans", T.FLOAT, None)])


def test_loop_carried_scan_and_early_exit():
    x = np.array([1.0, 0.5], np.float32)
    s0 = np.zeros(2, np.float32)
    feeds = [{"x": x, "s0": s0, "limit": np.array(lim, np.float32), "M": np.array(m), "c0": np.array(True)}
             for lim, m in ((100.0, 5), (4.0, 10), (1e9, 0), (100.0, 3))]
    feeds.append({"x": x, "s0": s0, "limit": np.array(5.0, np.float32), "M": np.array(5), "c0": np.array(False)})
    _same(_loop_model(), feeds, runs=2)
    _same(_loop_model(with_m=False), [{k: v for k, v in f.items() if k != "M"} for f in feeds[:2]], runs=2)
    _same(_loop_model(with_cond=False), [{k: v for k, v in f.items() if k != "c0"} for f in feeds[:4]], runs=2)


def test_loop_body_reads_outer_values_and_grows_its_state():
    # a growing loop-carried value (Concat): its shape changes every iteration
    body = helper.make_graph(
        [helper.make_node("Mul", ["acc", "scale"], ["m"]), helper.make_node("Concat", ["acc", "m"], ["acc2"], axis=0),
         helper.make_node("Identity", ["c"], ["c2"])],
        "body", [V("i", T.INT64, []), V("c", T.BOOL, []), V("acc", T.FLOAT, None)],
        [V("c2", T.BOOL, []), V("acc2", T.FLOAT, None)])
    m = _model([helper.make_node("Relu", ["s0"], ["scale"]),
                helper.make_node("Loop", ["M", "", "a0"], ["out"], body=body)],
               [V("s0", T.FLOAT, [1]), V("a0", T.FLOAT, [1]), V("M", T.INT64, [])], [V("out", T.FLOAT, None)])
    _same(m, [{"s0": np.array([2.0], np.float32), "a0": np.array([1.0], np.float32), "M": np.array(k)}
              for k in (0, 1, 4)])


def test_scan_axes_and_directions():
    body = helper.make_graph(
        [helper.make_node("Add", ["st", "a"], ["st2"]), helper.make_node("Mul", ["st2", "b"], ["o1"]),
         helper.make_node("Sub", ["a", "b"], ["o2"])],
        "body", [V("st", T.FLOAT, [3]), V("a", T.FLOAT, [3]), V("b", T.FLOAT, [3])],
        [V("st2", T.FLOAT, [3]), V("o1", T.FLOAT, [3]), V("o2", T.FLOAT, [3])])
    node = helper.make_node("Scan", ["s0", "A", "Bt"], ["sf", "Y1", "Y2"], body=body, num_scan_inputs=2,
                            scan_input_axes=[0, 1], scan_input_directions=[0, 1],
                            scan_output_axes=[1, 0], scan_output_directions=[1, 0])
    m = _model([node], [V("s0", T.FLOAT, [3]), V("A", T.FLOAT, [4, 3]), V("Bt", T.FLOAT, [3, 4])],
               [V("sf", T.FLOAT, [3]), V("Y1", T.FLOAT, None), V("Y2", T.FLOAT, None)])
    rng = np.random.default_rng(2)
    _same(m, [{"s0": rng.normal(size=3).astype(np.float32), "A": rng.normal(size=(4, 3)).astype(np.float32),
               "Bt": rng.normal(size=(3, 4)).astype(np.float32)}])


def _scan8_model():
    body = helper.make_graph(
        [helper.make_node("Add", ["st", "a"], ["st2"]), helper.make_node("Mul", ["st2", "b"], ["o1"])],
        "body", [V("st", T.FLOAT, [3]), V("a", T.FLOAT, [3]), V("b", T.FLOAT, [3])],
        [V("st2", T.FLOAT, [3]), V("o1", T.FLOAT, [3])])
    node = helper.make_node("Scan", ["lens", "s0", "A", "B"], ["sf", "Y"], body=body, num_scan_inputs=2,
                            directions=[0, 1])
    return _model([node], [V("lens", T.INT64, [2]), V("s0", T.FLOAT, [2, 3]), V("A", T.FLOAT, [2, 4, 3]),
                           V("B", T.FLOAT, [2, 4, 3])],
                  [V("sf", T.FLOAT, [2, 3]), V("Y", T.FLOAT, [2, 4, 3])], opset=8)


def test_scan8_batches_and_sequence_lengths():
    # opset 8: batch axis first; item 1 runs 2 of 4 steps (its reverse input from step 1 down,
    # its outputs zero past step 2), as onnxruntime
    rng = np.random.default_rng(4)
    feed = {"s0": rng.normal(size=(2, 3)).astype(np.float32), "A": rng.normal(size=(2, 4, 3)).astype(np.float32),
            "B": rng.normal(size=(2, 4, 3)).astype(np.float32)}
    _same(_scan8_model(), [dict(feed, lens=np.array([4, 2])), dict(feed, lens=np.array([1, 4]))], runs=2)
    s = jr.Session(_scan8_model(), warmup=False)
    with pytest.raises(NodeError, match=r"Scan.*sequence_lens \[4, 5\] must lie in 1..4"):
        s.run(dict(feed, lens=np.array([4, 5])))


def test_the_loads_dry_run_leaves_subgraphs_no_run_of_zeros(tmp_path, monkeypatch):
    """A load's first run begins with a dry run (kernels return zeros while their compiles
    start in worker processes). A subgraph's program runs the dry way inside it and keeps
    no first run: kept, its replays gave the zeros' results (Scan's outputs 4.5 for -3.46)."""
    from jit_runtime.jit import pool
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))  # no record: a load from scratch
    monkeypatch.setenv(pool.ENV_WORKERS, "1")
    try:
        test_scan_axes_and_directions()
        test_if_picks_its_branch_every_run()
    finally:
        pool.close()


# --- hostile subgraphs ------------------------------------------------------------------------------

def test_missing_outer_name_is_named():
    m = _if_model()
    m.graph.node[1].attribute[0].g.node[0].input[1] = "nowhere"
    with pytest.raises(InvalidModel, match=r"'nowhere'"):
        jr.Session(m, warmup=False)


def test_cycle_in_subgraph_is_named():
    m = _if_model()
    g = m.graph.node[1].attribute[0].g
    g.node[0].input[0] = "y1"  # Add reads Relu's output, Relu reads Add's
    with pytest.raises(InvalidModel, match=r"cycle|topologically|y1"):
        jr.Session(m, warmup=False)


def test_loop_state_of_the_wrong_type_is_named():
    m = _loop_model()
    m.graph.input[1].type.tensor_type.elem_type = T.INT64  # s0 as int64; the body takes float
    with pytest.raises(InvalidModel, match=r"Loop.*elem type"):
        jr.Session(m, warmup=False)


def test_unsupported_node_inside_a_branch_is_named():
    m = _if_model()
    dead = m.graph.node[1].attribute[0].g.node[-1]
    dead.CopyFrom(helper.make_node("RandomUniformLike", [dead.input[0]], [dead.output[0]]))
    with pytest.raises(UnsupportedModel, match=r"If.*else_branch: node 'RandomUniformLike_0' \(RandomUniformLike"):
        jr.Session(m, warmup=False)


def test_runaway_loop_stops_with_a_named_error(monkeypatch):
    monkeypatch.setattr(control, "MAX_ITERATIONS", 50)
    s = jr.Session(_loop_model(with_cond=False), warmup=False)
    feed = {"x": np.ones(2, np.float32), "s0": np.zeros(2, np.float32), "limit": np.array(1e30, np.float32), "M": np.array(10**12)}
    with pytest.raises(NodeError, match=r"Loop.*ran 50 iterations"):
        s.run(feed)


def test_branch_output_count_mismatch_is_named():
    m = _if_model()
    m.graph.node[1].attribute[1].g.output.append(V("x", T.FLOAT, None))
    with pytest.raises(InvalidModel, match=r"output 'x'[\s\S]*If"):
        jr.Session(m, warmup=False)


def test_sequence_out_of_branches_runs():
    # branches making sequences of different lengths; the one taken is read after the If
    then_g = helper.make_graph([helper.make_node("SequenceConstruct", ["x"], ["sq"])], "then", [],
                               [helper.make_tensor_sequence_value_info("sq", T.FLOAT, None)])
    else_g = helper.make_graph([helper.make_node("SequenceConstruct", ["x", "x"], ["sq2"])], "else", [],
                               [helper.make_tensor_sequence_value_info("sq2", T.FLOAT, None)])
    m = _model([helper.make_node("If", ["c"], ["s"], then_branch=then_g, else_branch=else_g),
                helper.make_node("SequenceAt", ["s", "zero"], ["y"])],
               [V("x", T.FLOAT, [2]), V("c", T.BOOL, [])], [V("y", T.FLOAT, None)],
               [helper.make_tensor("zero", T.INT64, [], [0])])
    s = jr.Session(m, warmup=False)
    x = np.array([1.5, -2.0], np.float32)
    for c in (True, False, True):
        np.testing.assert_array_equal(s.run({"x": x, "c": np.array(c)})["y"], x)


def test_sequence_into_a_tensor_op_refused_by_name():
    m = _model([helper.make_node("SequenceConstruct", ["x"], ["sq"]), helper.make_node("Relu", ["sq"], ["y"])],
               [V("x", T.FLOAT, [2])], [V("y", T.FLOAT, None)])
    with pytest.raises(InvalidModel, match=r"Relu"):  # shape inference finds it first
        jr.Session(m, warmup=False)
    from jit_runtime.onnx import bindings  # and the bindings refuse it where inference would not
    with pytest.raises(bindings.Unsupported, match=r"input 0 \('sq'\) is seq\(tensor\(float\)\); Relu takes tensors"):
        bindings.bind(m.graph.node[1], 17, [None], [T.FLOAT], {}, ["sequence"])


def test_float16_model_with_branches():
    # the outer values are computed in float32, the branches are inferred with the declared float16
    k = helper.make_tensor("k", T.FLOAT16, [3], np.array([1, 2, 3], np.float16).tobytes(), raw=True)
    then_g = helper.make_graph([helper.make_node("Add", ["x", "k"], ["a"]), helper.make_node("Mul", ["a", "a"], ["b"])],
                               "then", [], [V("b", T.FLOAT16, [3])], [k])
    else_g = helper.make_graph([helper.make_node("Neg", ["x"], ["n"])], "else", [], [V("n", T.FLOAT16, [3])])
    m = _model([helper.make_node("If", ["c"], ["y"], then_branch=then_g, else_branch=else_g)],
               [V("x", T.FLOAT16, [3]), V("c", T.BOOL, [])], [V("y", T.FLOAT16, [3])])
    x = np.array([1.5, -2, 3], np.float16)
    _same(m, [{"x": x, "c": np.array(True)}, {"x": x, "c": np.array(False)}], runs=2)


def test_float16_branches_from_a_load_record(tmp_path, monkeypatch):
    """A second load of the same model reads the first one's record (the graph after its
    passes): the declared types of the values computed in float32 come back with it, so
    the branches are inferred with their float16 as on the first load."""
    from jit_runtime.onnx import record
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    k = helper.make_tensor("k", T.FLOAT16, [3], np.array([1, 2, 3], np.float16).tobytes(), raw=True)
    then_g = helper.make_graph([helper.make_node("Add", ["x2", "k"], ["b"])], "then", [], [V("b", T.FLOAT16, [3])], [k])
    else_g = helper.make_graph([helper.make_node("Neg", ["x2"], ["n"])], "else", [], [V("n", T.FLOAT16, [3])])
    m = _model([helper.make_node("Mul", ["x", "x"], ["x2"]),
                helper.make_node("If", ["c"], ["y"], then_branch=then_g, else_branch=else_g)],
               [V("x", T.FLOAT16, [3]), V("c", T.BOOL, [])], [V("y", T.FLOAT16, [3])])
    feed = {"x": np.array([1.5, -2, 3], np.float16), "c": np.array(True)}
    want = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feed)[0]
    for used in (False, True):
        s = jr.Session(m, warmup=False, progress=False)
        record.store().flush()
        assert (s.load_profile().record == "used") == used, s.load_profile().record
        np.testing.assert_allclose(s.run(None, feed)[0], want, rtol=1e-3)


def test_loop_recurrence_with_outer_weights_and_a_nested_loop():
    # h = tanh(h @ W + X[i]) for i < M, W an outer initializer (a constant of the body's
    # program: its passes lay it out), X an outer value; an inner Loop doubles h twice
    rng = np.random.default_rng(3)
    W = helper.make_tensor("W", T.FLOAT, [8, 8], rng.normal(0, 0.4, 64).astype(np.float32))
    two = helper.make_tensor("two", T.FLOAT, [], [0.5])
    inner = helper.make_graph([helper.make_node("Mul", ["g", "two"], ["g2"]), helper.make_node("Identity", ["k"], ["k2"])],
                              "inner", [V("j", T.INT64, []), V("k", T.BOOL, []), V("g", T.FLOAT, None)],
                              [V("k2", T.BOOL, []), V("g2", T.FLOAT, None)])
    body = helper.make_graph(
        [helper.make_node("Gather", ["X", "i"], ["xi"], axis=0),
         helper.make_node("MatMul", ["h", "W"], ["hw"]),
         helper.make_node("Add", ["hw", "xi"], ["pre"]),
         helper.make_node("Tanh", ["pre"], ["t"]),
         helper.make_node("Loop", ["two_i", "", "t"], ["h2"], body=inner),
         helper.make_node("Identity", ["c"], ["c2"]),
         helper.make_node("Identity", ["h2"], ["hs"])],
        "body", [V("i", T.INT64, []), V("c", T.BOOL, []), V("h", T.FLOAT, [1, 8])],
        [V("c2", T.BOOL, []), V("h2", T.FLOAT, [1, 8]), V("hs", T.FLOAT, [1, 8])])
    m = _model([helper.make_node("Loop", ["M", "", "h0"], ["hT", "hs_all"], body=body)],
               [V("X", T.FLOAT, [6, 1, 8]), V("h0", T.FLOAT, [1, 8]), V("M", T.INT64, [])],
               [V("hT", T.FLOAT, [1, 8]), V("hs_all", T.FLOAT, None)],
               [W, two, helper.make_tensor("two_i", T.INT64, [], [2])])
    _same(m, [{"X": rng.normal(size=(6, 1, 8)).astype(np.float32), "h0": rng.normal(size=(1, 8)).astype(np.float32),
               "M": np.array(k)} for k in (6, 3)], runs=2)


def test_branches_of_another_shape_but_the_same_size_keep_their_shape():
    # the plan of the first runs offers a 2x3 buffer; the else branch's 3x2 result must not be reshaped into it
    then_g = helper.make_graph([helper.make_node("Relu", ["a"], ["o1"])], "t", [], [V("o1", T.FLOAT, None)])
    else_g = helper.make_graph([helper.make_node("Relu", ["b"], ["o2"])], "e", [], [V("o2", T.FLOAT, None)])
    m = _model([helper.make_node("If", ["c"], ["y"], then_branch=then_g, else_branch=else_g)],
               [V("a", T.FLOAT, [2, 3]), V("b", T.FLOAT, [3, 2]), V("c", T.BOOL, [])], [V("y", T.FLOAT, None)])
    s = jr.Session(m, warmup=False)
    a, b = np.arange(6, dtype=np.float32).reshape(2, 3), np.arange(6, dtype=np.float32).reshape(3, 2)
    for c in (True, True, True, False, True, False, False):
        y = s.run({"a": a, "b": b, "c": np.array(c)})["y"]
        np.testing.assert_array_equal(y, a if c else b)
