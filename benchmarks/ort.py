"""One-node (or few-node) onnxruntime sessions, the reference the figures are ratios to."""
from __future__ import annotations

import numpy as np


def session(nodes, inputs, outputs, opset: int = 20, initializers=(), threads: int = 1):
    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper

    def vi(name, shape):
        return helper.make_tensor_value_info(name, TensorProto.FLOAT, shape)
    graph = helper.make_graph(nodes, "bench", [vi(n, s) for n, s in inputs],
                              [vi(n, s) for n, s in outputs],
                              initializer=[onnx.numpy_helper.from_array(a, n) for n, a in initializers])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    sess = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    names = [n for n, _ in inputs]

    def run(*arrays: np.ndarray):
        return sess.run(None, dict(zip(names, arrays)))
    return run
