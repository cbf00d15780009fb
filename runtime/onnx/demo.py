"""The built-in demo: a small CNN made by code (fixed random weights), shipped as
demo_model.onnx so `jit-runtime run` with no model works on any install.

    Conv(3->8, 3x3) BN Relu, Conv(8->16, 3x3, stride 2) BN Relu, GlobalAveragePool,
    Flatten, Gemm(16->10), Softmax on a 1x3x32x32 input.

Regenerate the file with `python -m jit_runtime.onnx.demo` (it is deterministic).
"""
from __future__ import annotations

import os
import sys

import numpy as np

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "demo_model.onnx")
INPUT_SHAPE = (1, 3, 32, 32)


def build(seed: int = 0, batch: int | str = 1, opset: int = 17):
    """The demo CNN as an onnx.ModelProto (checked)."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper
    rng = np.random.default_rng(seed)
    inits, nodes = [], []

    def const(name, a):
        inits.append(numpy_helper.from_array(np.asarray(a, np.float32), name))
        return name

    x = "input"
    for i, (c_in, c_out, stride) in enumerate([(3, 8, 1), (8, 16, 2)], 1):
        w = const(f"conv{i}.weight", rng.standard_normal((c_out, c_in, 3, 3)) * np.sqrt(2 / (9 * c_in)))
        b = const(f"conv{i}.bias", rng.standard_normal(c_out) * 0.1)
        nodes.append(helper.make_node("Conv", [x, w, b], [f"conv{i}"], name=f"conv{i}", kernel_shape=[3, 3],
                                      pads=[1, 1, 1, 1], strides=[stride, stride]))
        bn = [const(f"bn{i}.{p}", v) for p, v in (
            ("scale", 1 + 0.1 * rng.standard_normal(c_out)), ("bias", 0.1 * rng.standard_normal(c_out)),
            ("mean", 0.1 * rng.standard_normal(c_out)), ("var", 0.5 + rng.random(c_out)))]
        nodes.append(helper.make_node("BatchNormalization", [f"conv{i}"] + bn, [f"bn{i}"], name=f"bn{i}",
                                      epsilon=1e-5))
        nodes.append(helper.make_node("Relu", [f"bn{i}"], [f"relu{i}"], name=f"relu{i}"))
        x = f"relu{i}"
    nodes += [helper.make_node("GlobalAveragePool", [x], ["pool"], name="pool"),
              helper.make_node("Flatten", ["pool"], ["flat"], name="flatten", axis=1),
              helper.make_node("Gemm", ["flat", const("fc.weight", rng.standard_normal((10, 16)) * 0.3),
                                        const("fc.bias", rng.standard_normal(10) * 0.1)], ["logits"],
                               name="fc", transB=1),
              helper.make_node("Softmax", ["logits"], ["probs"], name="softmax", axis=1)]
    graph = helper.make_graph(
        nodes, "demo_cnn", [helper.make_tensor_value_info("input", TensorProto.FLOAT, [batch, 3, 32, 32])],
        [helper.make_tensor_value_info("probs", TensorProto.FLOAT, [batch, 10])], initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)],
                              producer_name="jit_runtime.onnx.demo")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def path() -> str:
    """The shipped demo model (written from build() if missing, e.g. in a source tree)."""
    if not os.path.isfile(PATH):
        write(PATH)
    return PATH


def write(dest: str = PATH) -> str:
    import onnx
    onnx.save(build(), dest)
    return dest


def example_input(seed: int = 1) -> dict[str, np.ndarray]:
    return {"input": np.random.default_rng(seed).standard_normal(INPUT_SHAPE, dtype=np.float32)}


if __name__ == "__main__":
    print(write(sys.argv[1] if len(sys.argv) > 1 else PATH))
