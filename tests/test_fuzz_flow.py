"""Model fuzzing of the control-flow and recurrent models, a bounded slice: mutants of the
voice-activity model (If branches, GRU, LSTM) and of the OCR recognizer (BiLSTM), their
subgraphs' nodes included, load and run or are refused with a named error, in time."""
from __future__ import annotations

import onnx
import pytest
from onnx import TensorProto as T, helper

import fuzz_models as F
import jit_runtime as jr
from jit_runtime.onnx import InvalidModel


def test_flow_mutants_load_and_run_or_are_refused_by_name(tmp_path):
    counts, failures = F.fuzz(30, seed=20261203, models=["vad_op17", "ocr_crnn_op13"], out=str(tmp_path),
                              seconds=60.0, memory="1G", verbose=False)
    assert not failures, "\n\n".join(f"mutant {k} of {m} ({what}; feed {feed}):\n{detail}"
                                     for k, m, what, feed, detail in failures)
    assert counts["ran"] >= 3 and counts["InvalidModel"] >= 3, counts


def test_subgraph_nodes_are_mutated():
    import random
    rng = random.Random(1)
    seed = F.seed_models(["vad_op17"])["vad_op17"]
    m = onnx.load_from_string(seed)
    inner = {n.name for n in F._all_nodes(m.graph)} - {n.name for n in m.graph.node}
    assert inner
    whats = [F.mutate(seed, rng, ("op_type",)).what for _ in range(200)]
    assert any(any(f"'{n}'" in w for n in inner) for w in whats)


def test_op_type_that_is_not_utf8_is_named():
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", T.FLOAT, [2])],
                          [helper.make_tensor_value_info("y", T.FLOAT, [2])])
    data = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    with pytest.raises(InvalidModel, match="not UTF-8"):
        jr.Session(data.replace(b"Relu", b"R\xf3lu"), warmup=False)
