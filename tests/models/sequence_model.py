"""A recurrent cell run by a Loop that collects its states in a sequence, as PyTorch's
TorchScript exporter writes a scripted `for t in range(x.size(1)): outs.append(h)` followed
by `torch.cat(outs)`: SequenceEmpty before the Loop, SequenceInsert in its body,
ConcatFromSequence after it; then SplitToSequence, SequenceAt, SequenceLength,
SequenceErase and an Optional read back. Built by hand (torch is not a test dependency):

    python tests/models/sequence_model.py     # rewrites tests/models/sequence_rnn_op13.onnx
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto as T, helper, numpy_helper

OUT = Path(__file__).resolve().parent / "sequence_rnn_op13.onnx"
FEATURES, HIDDEN, STEPS = 8, 16, 5


def build(opset: int = 13, steps: int | str = STEPS) -> onnx.ModelProto:
    g = np.random.default_rng(13)
    w = numpy_helper.from_array((g.standard_normal((FEATURES, HIDDEN)) * 0.3).astype(np.float32), "W")
    u = numpy_helper.from_array((g.standard_normal((HIDDEN, HIDDEN)) * 0.3).astype(np.float32), "U")
    b = numpy_helper.from_array(g.standard_normal(HIDDEN).astype(np.float32), "B")
    h0 = numpy_helper.from_array(np.zeros((1, HIDDEN), np.float32), "h0")
    consts = [helper.make_tensor("one", T.INT64, [], [1]), helper.make_tensor("zero_axis", T.INT64, [1], [0]),
              helper.make_tensor("last", T.INT64, [], [-1]), helper.make_tensor("first", T.INT32, [], [0])]
    V = helper.make_tensor_value_info
    body = helper.make_graph(
        [helper.make_node("Gather", ["x", "t"], ["xt"], axis=1),          # x[:, t]: [1, FEATURES]
         helper.make_node("MatMul", ["xt", "W"], ["a"]),
         helper.make_node("MatMul", ["h_in", "U"], ["r"]),
         helper.make_node("Add", ["a", "r"], ["ar"]),
         helper.make_node("Add", ["ar", "B"], ["pre"]),
         helper.make_node("Tanh", ["pre"], ["h"]),
         helper.make_node("Unsqueeze", ["h", "zero_axis"], ["h1"]),
         helper.make_node("SequenceInsert", ["seq_in", "h1"], ["seq_out"]),
         helper.make_node("Identity", ["c_in"], ["c_out"])],
        "cell",
        [V("t", T.INT64, []), V("c_in", T.BOOL, []), helper.make_tensor_sequence_value_info("seq_in", T.FLOAT, None),
         V("h_in", T.FLOAT, [1, HIDDEN])],
        [V("c_out", T.BOOL, []), helper.make_tensor_sequence_value_info("seq_out", T.FLOAT, None),
         V("h", T.FLOAT, [1, HIDDEN])])
    nodes = [
        helper.make_node("Shape", ["x"], ["xs"]),
        helper.make_node("Gather", ["xs", "one"], ["n"], axis=0),
        helper.make_node("Constant", [], ["go"], value=helper.make_tensor("go_v", T.BOOL, [], [True])),
        helper.make_node("SequenceEmpty", [], ["seq0"], dtype=T.FLOAT),
        helper.make_node("Loop", ["n", "go", "seq0", "h0"], ["states", "h_last"], body=body),
        helper.make_node("ConcatFromSequence", ["states"], ["ys"], axis=0),          # [steps, 1, HIDDEN]
        helper.make_node("SplitToSequence", ["ys"], ["per_step"], axis=0, keepdims=0),
        helper.make_node("SequenceAt", ["per_step", "last"], ["y_last"]),
        helper.make_node("SequenceErase", ["per_step", "first"], ["rest"]),
        helper.make_node("SequenceLength", ["rest"], ["n_rest"]),
        helper.make_node("ConcatFromSequence", ["rest"], ["stacked"], axis=1, new_axis=1),  # [1, steps-1, HIDDEN]
    ]
    graph = helper.make_graph(nodes, "sequence_rnn", [V("x", T.FLOAT, [1, steps, FEATURES])],
                              [V("ys", T.FLOAT, [steps, 1, HIDDEN]), V("y_last", T.FLOAT, [1, HIDDEN]),
                               V("h_last", T.FLOAT, [1, HIDDEN]), V("n_rest", T.INT64, []),
                               V("stacked", T.FLOAT, [1, steps if isinstance(steps, str) else steps - 1, HIDDEN])],
                              [w, u, b, h0] + consts)
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)], producer_name="hand")
    m.ir_version = 7
    onnx.checker.check_model(m)
    return m


if __name__ == "__main__":
    onnx.save(build(), str(OUT))
    print(OUT)
