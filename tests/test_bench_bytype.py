"""jit-runtime bench --models --by-type: the per op type table (runtime/bench/bytype.py),
on a small model with onnxruntime's profiler (the suite itself needs torch)."""
from __future__ import annotations

from collections import Counter

import numpy as np
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.bench import bytype


def test_types_side_by_side_and_the_slower_ones_marked(tmp_path):
    rng = np.random.default_rng(0)
    w = (rng.standard_normal((16, 8, 3, 3)) / 10).astype(np.float32)
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], kernel_shape=[3, 3], pads=[1] * 4),
             helper.make_node("Relu", ["c"], ["r"]),
             helper.make_node("MaxPool", ["r"], ["y"], kernel_shape=[2, 2], strides=[2, 2])]
    g = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 12])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 16, 6, 6])],
                          [numpy_helper.from_array(w, "w")])
    path = tmp_path / "m.onnx"
    path.write_bytes(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString())
    feeds = {"x": rng.standard_normal((1, 8, 12, 12)).astype(np.float32)}
    ours = bytype.ours_by_type(jr.Session(str(path), threads=1), 20, feeds)
    theirs = bytype.ort_by_type(str(path), feeds, 1, 20)
    assert ours["Conv"] > 0 and ours["MaxPool"] > 0  # our channels-last nodes under their ONNX names
    assert theirs["Conv"] > 0 and theirs["MaxPool"] > 0  # onnxruntime's FusedConv as a Conv
    lines = bytype.table(Counter(Conv=300.0, MaxPool=10.0, Transpose=4.0), Counter(Conv=200.0, MaxPool=9.0))
    assert lines[1].split()[:4] == ["Conv", "300.0", "200.0", "1.50"] and lines[1].endswith("slower")
    assert "slower" not in lines[2] and lines[3].split()[-1] == "-"  # within 1.2x; ours alone
    assert lines[-1].split()[-2:] == ["314.0", "209.0"]
