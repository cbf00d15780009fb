"""The profile says what its numbers are: per input signature (the shapes named, never
mixed), from runs timed inside the native fast path once there is one, the first run
(compiling) apart from the steady state."""
import numpy as np
import pytest
from onnx import TensorProto, helper

import jit_runtime as jr


def relu_model():
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["h"], name="r1"),
                           helper.make_node("Sigmoid", ["h"], ["y"], name="s1")], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 8])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", 8])])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def footer(text):
    return [line for line in text.splitlines() if not line[:3].strip().isdigit()][2:]


def test_first_run_alone_is_not_called_steady():
    s = jr.Session(relu_model())
    s.run({"x": np.ones((2, 8), np.float32)})
    text = "\n".join(footer(s.profile()))
    assert "inputs: x (2, 8)" in text
    assert "the first run only (it compiles and plans: not steady state)" in text
    assert "medians" not in text


def test_settled_runs_report_native_launch_times_per_signature():
    s = jr.Session(relu_model())
    a, b = np.ones((2, 8), np.float32), np.ones((5, 8), np.float32)
    for _ in range(6):
        s.run({"x": a})
    for _ in range(4):
        s.run({"x": b})
    latest = s.profile()
    assert "inputs: x (5, 8)" in latest and "sampled of 3 runs with these shapes" in latest
    assert "timed inside the native run" in latest
    assert "the first run with these shapes took" in latest and "not counted" in latest
    assert "other input shapes seen: x (2, 8) (5 runs)" in latest
    first = s.profile(shapes={"x": (2, 8)})
    assert "inputs: x (2, 8)" in first and "sampled of 5 runs with these shapes" in first
    prog = s._current
    times = prog.times[(("x", (2, 8)),)]
    assert times.kind == "native" and times.runs == 5 and times.first_s is not None
    # the native samples are what the profile's medians are, node by node
    assert len(times.native[0]) == times.samples() and all(t >= 0 for t in times.medians())
    with pytest.raises(ValueError, match=r"no runs with inputs x \(3, 8\); shapes seen: x \(2, 8\); x \(5, 8\)"):
        s.profile(shapes={"x": (3, 8)})


def test_python_runs_say_they_are_node_by_node():
    s = jr.Session(relu_model(), replay=False)
    for _ in range(4):
        s.run({"x": np.ones((2, 8), np.float32)})
    text = s.profile()
    assert "medians of the last 3 of 3 runs with these shapes, node by node through Python" in text
    assert "timed inside the native run" not in text


def test_chrome_trace_is_the_latest_timed_run(tmp_path):
    s = jr.Session(relu_model())
    for _ in range(4):
        s.run({"x": np.ones((2, 8), np.float32)})
    trace = s.profile(format="chrome")
    names = [e["name"] for e in trace["traceEvents"] if e["ph"] == "X"]
    assert names and names == [st.node.name for st in s._current.steps]
