"""Replays with host steps (arena.HostStep, native.SegmentedGraph): a model whose few
Python steps (shape math on an int input, a gather by fed indices, a Where on a bool
mask) sit between kernels still runs natively for the rest, and every run reads its own
inputs: results against onnxruntime over changing inputs, and the profile's times."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import NodeError, native

ort = pytest.importorskip("onnxruntime")


def masked_embedding(seq=12, vocab=50, dim=20):
    """ids -> embedding rows (a gather by fed indices); mask (int) -> bool -> Where(-1e9);
    then a product and a softmax over the masked scores."""
    rng = np.random.default_rng(0)
    table = rng.standard_normal((vocab, dim)).astype(np.float32)
    w = rng.standard_normal((dim, seq)).astype(np.float32)
    nodes = [helper.make_node("Gather", ["table", "ids"], ["emb"], name="embed", axis=0),
             helper.make_node("MatMul", ["emb", "w"], ["scores"], name="scores"),
             helper.make_node("Cast", ["mask"], ["mb"], name="cast", to=TensorProto.BOOL),
             helper.make_node("Unsqueeze", ["mb", "zero"], ["mb2"], name="unsq"),
             helper.make_node("Where", ["mb2", "scores", "neg"], ["masked"], name="where"),
             helper.make_node("Softmax", ["masked"], ["y"], name="softmax", axis=-1)]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("ids", TensorProto.INT64, [1, seq]),
                                       helper.make_tensor_value_info("mask", TensorProto.INT64, [seq])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, seq, seq])],
                          [numpy_helper.from_array(table, "table"), numpy_helper.from_array(w, "w"),
                           numpy_helper.from_array(np.array([0], np.int64), "zero"),
                           numpy_helper.from_array(np.array(-1e9, np.float32), "neg")])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


@pytest.mark.parametrize("threads", [1, 2])
def test_host_steps_replay_natively_and_see_each_run_s_inputs(threads):
    model = masked_embedding()
    ref = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    sess = jr.Session(model, threads=threads)
    rng = np.random.default_rng(1)
    for k in range(40):
        feeds = {"ids": rng.integers(0, 50, (1, 12)).astype(np.int64),
                 "mask": (rng.random(12) < 0.7).astype(np.int64)}
        np.testing.assert_allclose(sess.run(feeds)["y"], ref.run(None, feeds)[0], rtol=1e-5, atol=1e-6)
    assert sess._fast is not None
    replay = next(a.replay for p in sess._current.plans.values() for a in p.free if a.replay is not None)
    assert isinstance(replay.native, native.SegmentedGraph)
    hosts = [sess._current.steps[h.step].node.name for h in replay.segments if not isinstance(h, range)]
    assert hosts == ["embed", "cast", "where"]
    assert "embed" in sess.profile()


def test_an_index_out_of_range_in_a_replayed_gather_is_still_a_named_error():
    sess = jr.Session(masked_embedding())
    good = {"ids": np.zeros((1, 12), np.int64), "mask": np.ones(12, np.int64)}
    for _ in range(5):
        sess.run(good)
    bad = dict(good, ids=np.full((1, 12), 50, np.int64))
    with pytest.raises(NodeError, match="node 'embed' .*out of range"):
        sess.run(bad)
    np.testing.assert_allclose(sess.run(good)["y"], jr.Session(masked_embedding()).run(good)["y"], rtol=1e-6)
