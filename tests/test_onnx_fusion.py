"""Fusion passes: elementwise groups and contraction epilogues. Node lists in, node lists
out (Graph.text()), the generated DSL text, and the fused graph's outputs against the
unfused session's and onnxruntime's (1e-5 relative to the largest output)."""
from __future__ import annotations

import time

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.onnx import fused as F, model as M, passes as P
from jit_runtime.onnx.passes import ConstantFold, DeadNodes, FuseElementwise, FuseEpilogue
from jit_runtime.onnx.passes import fuse_epilogue as FE, keep
from jit_runtime.onnx.profile import records

RNG = np.random.default_rng(0)
N = helper.make_node


def make(nodes, inputs, outputs, inits=(), opset=17):
    vi = lambda n, s: helper.make_tensor_value_info(n, TensorProto.FLOAT, s)  # noqa: E731
    g = helper.make_graph(nodes, "g", [vi(n, s) for n, s in inputs], [vi(n, s) for n, s in outputs],
                          initializer=[numpy_helper.from_array(np.asarray(a), n) for n, a in inits])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


def const(name, v):
    return N("Constant", [], [name], name=f"{name}_const", value=numpy_helper.from_array(np.array(v, np.float32)))


def randn(*shape, scale=1.0):
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


def lines(graph) -> list[str]:
    return graph.text().splitlines()


def opdsl(node) -> str:
    return next(helper.get_attribute_value(a).decode() for a in node.proto.attribute if a.name == "opdsl")


def decision(node) -> str:
    return next(helper.get_attribute_value(a).decode() for a in node.proto.attribute if a.name == "decision")


def close(got, want, rel=1e-5):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert got.shape == want.shape
    err = np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30)
    assert err <= rel, f"max error / max |ref| = {err:.3g} > {rel}"


def ort_run(m, feeds):
    ort = pytest.importorskip("onnxruntime")
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    return ort.InferenceSession(m.SerializeToString(), opts, providers=["CPUExecutionProvider"]).run(None, feeds)


UNFUSED = P.default(elementwise=False)


def check_against_unfused_and_ort(m, feeds, passes=None, rel=1e-5):
    """Run fused (passes; default: the default pipeline) and unfused; both against ort."""
    fused = jr.Session(m, passes=passes)
    plain = jr.Session(m, passes=UNFUSED)
    for _ in range(2):  # the first run records shapes, the second runs out of the arena
        got, want = fused.run(feeds), plain.run(feeds)
        for k in want:
            close(got[k], want[k], rel)
    for (k, a), b in zip(fused.run(feeds).items(), ort_run(m, feeds)):
        close(a, b, rel)
    assert fused.plan.conflicts() == []
    return fused


def kernels(sess) -> list:
    return [s for s in sess._current.steps if s.kind == "kernel"]


# --- gelu written as eight nodes -----------------------------------------------------------

def gelu8(shape=(4, 256)):
    nodes = [const("sqrt2", np.sqrt(2)), N("Div", ["x", "sqrt2"], ["d"], name="div"),
             N("Erf", ["d"], ["e"], name="erf"), const("one", 1.0), N("Add", ["e", "one"], ["a"], name="add"),
             N("Mul", ["x", "a"], ["m"], name="mul"), const("half", 0.5), N("Mul", ["m", "half"], ["y"], name="half")]
    return make(nodes, [("x", list(shape))], [("y", list(shape))])


GELU_TEXT = """op fused_{h}(x0: f32[...]) -> y: f32[broadcast(x0)] {{
    y[...] = ((x0[...] * (erf((x0[...] / 1.4142135381698608)) + 1.0)) * 0.5)
}}
"""


def test_gelu_as_eight_nodes_is_one_fused_node_with_one_expression():
    g = M.load(gelu8())
    assert len(g.nodes) == 8
    after = P.apply(g, (ConstantFold(), FuseElementwise(), DeadNodes()))
    assert lines(after) == ["half: FusedElementwise(x) -> y  [+div, erf, add, mul]"]
    node = after.nodes[0]
    assert node.domain == "jit_runtime" and node.fused == ("div", "erf", "add", "mul")
    text = opdsl(node)
    assert text == GELU_TEXT.format(h=text.split("(")[0][len("op fused_"):])
    assert decision(node).startswith("cost heuristic: one loop instead of 5")
    assert after.opsets["jit_runtime"] == 1
    assert len(g.nodes) == 8 and "jit_runtime" not in g.opsets  # pure


def test_gelu_as_eight_nodes_runs_as_one_kernel_and_matches():
    m = gelu8()
    x = randn(4, 256, scale=3)
    s = check_against_unfused_and_ort(m, {"x": x})
    assert [(st.node.op_type, st.dsl_op.startswith("fused_")) for st in kernels(s)] == [("FusedElementwise", True)]
    assert len(s._current.steps) == 1
    lowered = jr.lower(F.load(opdsl(s._current.graph.nodes[0])), "simd", shapes=((4, 256),)).loops
    assert lowered.count("for ") == 1 and "vector" in lowered  # one loop, in vector lanes
    rec = records(s._current, s.options)
    assert rec[0].fused == "+div,erf,add,mul"
    assert "+div,erf,add,m" in s.profile()  # the table's column is 14 wide; the trace has it all
    assert s.profile("chrome")["traceEvents"][1]["args"]["fused"] == "+div,erf,add,mul"
    assert "half (FusedElementwise, jit_runtime) with div, erf, add, mul folded in (fused)" in s.explain()


def test_large_gelu_chain_fused_is_correct():
    """The benchmark's shape (1M elements): correctness only, the timing is in benchmarks/."""
    m = gelu8((1 << 20,))
    x = randn(1 << 20, scale=4)
    s = check_against_unfused_and_ort(m, {"x": x})
    assert len(kernels(s)) == 1


# --- which nodes join a group -------------------------------------------------------------

def test_an_intermediate_with_a_second_reader_is_not_fused_across():
    m = make([N("Relu", ["x"], ["a"], name="relu"),
              N("Sigmoid", ["a"], ["b"], name="sig"),
              N("Mul", ["b", "two"], ["y"], name="mul"),
              N("Softmax", ["a"], ["z"], name="softmax")],
             [("x", [3, 8])], [("y", [3, 8]), ("z", [3, 8])], [("two", np.float32(2))])
    after = FuseElementwise().apply(M.load(m))
    assert lines(after) == ["relu: Relu(x) -> a", "mul: FusedElementwise(a) -> y  [+sig]",
                            "softmax: Softmax(a) -> z"]
    assert "y[...] = (sigmoid(x0[...]) * 2.0)" in opdsl(after.nodes[1])
    check_against_unfused_and_ort(m, {"x": randn(3, 8)})


def test_a_graph_output_in_the_middle_is_not_fused_across():
    m = make([N("Neg", ["x"], ["a"], name="neg"), N("Exp", ["a"], ["b"], name="exp"),
              N("Abs", ["b"], ["y"], name="abs")], [("x", [5])], [("a", [5]), ("y", [5])])
    after = FuseElementwise().apply(M.load(m))
    assert lines(after) == ["neg: Neg(x) -> a", "abs: FusedElementwise(a) -> y  [+exp]"]
    check_against_unfused_and_ort(m, {"x": randn(5)})


def test_a_value_read_twice_inside_the_group_is_a_temporary():
    m = make([N("Add", ["x", "b"], ["s"], name="add"), N("Sigmoid", ["s"], ["g"], name="sig"),
              N("Mul", ["s", "g"], ["y"], name="swish")], [("x", [6, 16]), ("b", [16])], [("y", [6, 16])])
    after = FuseElementwise().apply(M.load(m))
    assert lines(after) == ["swish: FusedElementwise(x, b) -> y  [+add, sig]"]
    body = opdsl(after.nodes[0]).splitlines()
    assert body[0].startswith("op fused_") and body[0].endswith(
        "(x0: f32[...], x1: f32[...]) -> y: f32[broadcast(x0, x1)] {")
    assert body[1:] == ["    t0[...] = (x0[...] + x1[...])", "    y[...] = (t0[...] * sigmoid(t0[...]))", "}"]
    check_against_unfused_and_ort(m, {"x": randn(6, 16), "b": randn(16)})


def test_a_broadcast_producer_stays_outside_the_loop_it_broadcasts_into():
    # sigmoid(bias) has 16 elements; fused into the [64, 16] loop it would run 64 times
    m = make([N("Sigmoid", ["bias"], ["sb"], name="gate"), N("Mul", ["x", "sb"], ["p"], name="mul"),
              N("Relu", ["p"], ["y"], name="relu")], [("x", [64, 16]), ("bias", [16])], [("y", [64, 16])])
    after = FuseElementwise().apply(M.load(m))
    assert lines(after) == ["gate: Sigmoid(bias) -> sb", "relu: FusedElementwise(x, sb) -> y  [+mul]"]
    check_against_unfused_and_ort(m, {"x": randn(64, 16), "bias": randn(16)})


def test_int64_shape_arithmetic_is_never_fused():
    i64 = lambda v: numpy_helper.from_array(np.array(v, np.int64))  # noqa: E731
    nodes = [N("Shape", ["x"], ["s"], name="shape"),
             N("Constant", [], ["two"], name="two", value=i64([1, 2])),
             N("Mul", ["s", "two"], ["s2"], name="mul"), N("Constant", [], ["four"], name="four", value=i64([1, 4])),
             N("Div", ["s2", "four"], ["s3"], name="div"),
             N("Constant", [], ["three"], name="three", value=i64([0, 3])),
             N("Add", ["s3", "three"], ["s4"], name="add"),  # (n, 6) * (1, 2) / (1, 4) + (0, 3) = (n, 6)
             N("Reshape", ["x", "s4"], ["r"], name="reshape"), N("Relu", ["r"], ["y"], name="relu")]
    m = make(nodes, [("x", ["n", 6])], [("y", ["n", 6])])
    g = M.load(m)
    assert FuseElementwise().apply(g) is g
    x = randn(3, 6)
    close(jr.Session(m).run({"x": x})["y"], ort_run(m, {"x": x})[0])


def test_scalar_constants_are_literals_and_keep_the_broadcast_rank():
    m = make([N("Mul", ["x", "c"], ["a"], name="scale"), N("Tanh", ["a"], ["y"], name="tanh")],
             [("x", [4])], [("y", [1, 4])], [("c", np.full((1, 1), 2.5, np.float32))])
    after = FuseElementwise().apply(M.load(m))
    assert lines(after) == ["tanh: FusedElementwise(x) -> y  [+scale]"]
    assert "y[...] = tanh((x0[...] * 2.5))" in opdsl(after.nodes[0])
    s = check_against_unfused_and_ort(m, {"x": randn(4)})
    assert s.run({"x": randn(4)})["y"].shape == (1, 4)


def test_many_op_types_in_one_group_match_onnxruntime():
    f = lambda v: np.float32(v)  # noqa: E731
    nodes = [N("Add", ["x", "bias"], ["a0"], name="add"), N("LeakyRelu", ["a0"], ["a1"], name="leaky", alpha=0.2),
             N("Clip", ["a1", "lo", "hi"], ["a2"], name="clip"), N("HardSigmoid", ["a2"], ["a3"], name="hsig"),
             N("Pow", ["a2", "two"], ["a4"], name="square"), N("Sub", ["a4", "a3"], ["a5"], name="sub"),
             N("Abs", ["a5"], ["a6"], name="abs"), N("Add", ["a6", "one"], ["a7"], name="add1"),
             N("Log", ["a7"], ["a8"], name="log"), N("Sqrt", ["a7"], ["a9"], name="sqrt"),
             N("Pow", ["a7", "p15"], ["a10"], name="pow15"), N("Max", ["a8", "a9", "a10"], ["a11"], name="max3"),
             N("Elu", ["a5"], ["a12"], name="elu", alpha=0.7), N("Softplus", ["a12"], ["a13"], name="softplus"),
             N("Tanh", ["a13"], ["a14"], name="tanh"), N("Mean", ["a11", "a14"], ["a15"], name="mean"),
             N("Neg", ["a15"], ["a16"], name="neg"), N("Exp", ["a16"], ["a17"], name="exp"),
             N("PRelu", ["a5", "slope"], ["a18"], name="prelu"), N("Div", ["a17", "a7"], ["a19"], name="div"),
             N("Sum", ["a19", "a18", "a3"], ["a20"], name="sum3"), N("Min", ["a20", "x"], ["y"], name="min")]
    inits = [("bias", randn(32)), ("lo", f(-2)), ("hi", f(3)), ("two", f(2)), ("one", f(1)), ("p15", f(1.5)),
             ("slope", randn(32, scale=0.3))]
    m = make(nodes, [("x", [8, 32])], [("y", [8, 32])], inits, opset=13)
    after = FuseElementwise().apply(M.load(m))
    assert len(after.nodes) == 1 and after.nodes[0].op_type == "FusedElementwise"
    assert len(after.nodes[0].fused) == len(nodes) - 1
    text = opdsl(after.nodes[0])
    assert "x0: f32[...], x1: f32[...], x2: f32[...]" in text  # x, bias, slope; scalars are literals
    s = check_against_unfused_and_ort(m, {"x": randn(8, 32, scale=2)})
    assert len(kernels(s)) == 1


def test_dynamic_batch_replans_with_the_fused_node():
    m = gelu8(("batch", 64))
    s = jr.Session(m)
    for b in (1, 5, 2):
        x = randn(b, 64, scale=2)
        close(s.run({"x": x})["y"], ort_run(m, {"x": x})[0])
    assert len(kernels(s)) == 1 and s.plan.conflicts() == []


def test_fusion_is_idempotent_and_leaves_unfusable_graphs_alone():
    g = P.apply(M.load(gelu8()), (ConstantFold(), FuseElementwise()))
    assert FuseElementwise().apply(g) is g
    single = M.load(make([N("Relu", ["x"], ["y"], name="r")], [("x", [2])], [("y", [2])]))
    assert FuseElementwise().apply(single) is single
    assert FuseEpilogue().apply(single) is single


# --- epilogues ---------------------------------------------------------------------------

def mlp(batch=4, sizes=(32, 64, 10)):
    nodes, inits, x = [], [], "x"
    for i, (a, b) in enumerate(zip(sizes, sizes[1:]), 1):
        inits += [(f"w{i}", randn(a, b, scale=1 / np.sqrt(a))), (f"b{i}", randn(b, scale=0.1))]
        nodes += [N("MatMul", [x, f"w{i}"], [f"m{i}"], name=f"fc{i}"),
                  N("Add", [f"m{i}", f"b{i}"], [f"a{i}"], name=f"bias{i}")]
        x = f"a{i}"
        if i < len(sizes) - 1:
            nodes.append(N("Relu", [x], [f"r{i}"], name=f"relu{i}"))
            x = f"r{i}"
    nodes.append(N("Softmax", [x], ["y"], name="softmax", axis=-1))
    return make(nodes, [("x", [batch, sizes[0]])], [("y", [batch, sizes[-1]])], inits)


def test_matmul_bias_relu_epilogue():
    m = mlp()
    after = FuseEpilogue().apply(M.load(m))
    assert lines(after) == ["fc1: FusedMatMul(x, w1, b1) -> r1  [+bias1, relu1]",
                            "fc2: FusedMatMul(r1, w2, b2) -> a2  [+bias2]",
                            "softmax: Softmax(a2) -> y"]
    text = opdsl(after.nodes[0])
    assert "(a: f32[..., M, K], b: f32[..., K, N], e0: f32[N]) -> c: f32[..., M, N] {" in text
    assert "    c[..., m, n] = max((sum[k](a[..., m, k] * b[..., k, n]) + e0[n]), 0.0)\n" in text
    assert decision(after.nodes[0]).startswith("cost heuristic: the epilogue keeps MatMul's loop nest")
    s = check_against_unfused_and_ort(m, {"x": randn(4, 32)}, P.default(epilogues=True))
    assert [st.node.op_type for st in kernels(s)] == ["FusedMatMul", "FusedMatMul", "Softmax"]
    assert "+bias1,relu1" in s.profile()


def conv_residual():
    inits = [("w1", randn(8, 8, 3, 3, scale=0.2)), ("b1", randn(8, scale=0.1)),
             ("w2", randn(8, 8, 3, 3, scale=0.2))]
    nodes = [N("Conv", ["x", "w1", "b1"], ["c1"], name="conv1", pads=[1, 1, 1, 1]),
             N("Relu", ["c1"], ["r1"], name="relu1"),
             N("Conv", ["r1", "w2"], ["c2"], name="conv2", pads=[1, 1, 1, 1]),
             N("Add", ["c2", "x"], ["s"], name="skip"), N("Relu", ["s"], ["y"], name="out")]
    return make(nodes, [("x", [2, 8, 10, 10])], [("y", [2, 8, 10, 10])], inits)


def test_conv_activation_and_residual_epilogues():
    m = conv_residual()
    after = FuseEpilogue().apply(M.load(m))
    assert lines(after) == ["conv1: FusedConv(x, w1, b1) -> r1  [+relu1]",
                            "conv2: FusedConv(r1, w2, , x) -> y  [+skip, out]"]
    t1, t2 = opdsl(after.nodes[0]), opdsl(after.nodes[1])
    acc = ("(b[k] + sum[c, r, s](x[n, k / (K / group) * (C / group) + c, p * stride_h + r * dilation_h - pad_top, "
           "q * stride_w + s * dilation_w - pad_left] * w[k, c, r, s]))")
    assert f"    y[n, k, p, q] = max({acc}, 0.0)\n" in t1
    assert f"    y[n, k, p, q] = max(({acc} + e0[n, k, p, q]), 0.0)\n" in t2
    assert ("e0: f32[N, K, (H + pad_top + pad_bottom - dilation_h * (R - 1) - 1) / stride_h + 1, "
            "(W + pad_left + pad_right - dilation_w * (S - 1) - 1) / stride_w + 1]") in t2
    assert [a.name for a in after.nodes[0].proto.attribute][:1] == ["opdsl"] and \
        any(a.name == "pads" for a in after.nodes[0].proto.attribute)  # Conv's attributes come along
    check_against_unfused_and_ort(m, {"x": randn(2, 8, 10, 10)}, P.default(epilogues=True))


def test_gemm_epilogue_specialized_on_transposes():
    m = make([N("Gemm", ["x", "w", "c"], ["t"], name="gemm", transB=1, alpha=0.5, beta=2.0),
              N("Sigmoid", ["t"], ["y"], name="sig")], [("x", [6, 12])], [("y", [6, 5])],
             [("w", randn(5, 12)), ("c", randn(5))])
    after = FuseEpilogue().apply(M.load(m))
    assert lines(after) == ["gemm: FusedGemm(x, w, c) -> y  [+sig]"]
    text = opdsl(after.nodes[0])
    assert "(a: f32[M, K], b: f32[N, K], c: f32[CM, CN], alpha: f32 = 1.0, beta: f32 = 1.0) -> y: f32[M, N]" in text
    assert "    y[m, n] = sigmoid(((alpha * sum[k](a[m, k] * b[n, k])) + (beta * c[m % CM, n % CN])))\n" in text
    check_against_unfused_and_ort(m, {"x": randn(6, 12)}, P.default(epilogues=True))


def test_epilogue_that_reads_the_result_twice_is_not_fused():
    # leaky_relu reads its input three times: it would repeat the convolution
    m = make([N("Conv", ["x", "w"], ["t"], name="conv"), N("LeakyRelu", ["t"], ["y"], name="leaky", alpha=0.1)],
             [("x", [1, 3, 8, 8])], [("y", [1, 4, 6, 6])], [("w", randn(4, 3, 3, 3))])
    g = M.load(m)
    assert FuseEpilogue().apply(g) is g


def test_matmul_bias_then_gelu_takes_the_bias_and_leaves_gelu_to_elementwise_fusion():
    nodes = [N("MatMul", ["x", "w"], ["f0"], name="ff1"), N("Add", ["f0", "b"], ["f1"], name="bias"),
             N("Div", ["f1", "sqrt2"], ["e0"], name="div"), N("Erf", ["e0"], ["e1"], name="erf"),
             N("Add", ["e1", "one"], ["e2"], name="add"), N("Mul", ["f1", "e2"], ["e3"], name="mul"),
             N("Mul", ["e3", "half"], ["y"], name="half")]
    m = make(nodes, [("x", ["B", 16])], [("y", ["B", 32])],
             [("w", randn(16, 32, scale=0.25)), ("b", randn(32)), ("sqrt2", np.float32(np.sqrt(2))),
              ("one", np.float32(1)), ("half", np.float32(0.5))])
    g = M.load(m)
    after = FuseElementwise().apply(FuseEpilogue().apply(g))
    assert lines(after) == ["ff1: FusedMatMul(x, w, b) -> f1  [+bias]",
                            "half: FusedElementwise(f1) -> y  [+div, erf, add, mul]"]
    check_against_unfused_and_ort(m, {"x": randn(3, 16)}, P.default(epilogues=True))


def test_schedule_check_compares_loop_nests():
    pads = dict(pad_top=1, pad_left=1, pad_bottom=1, pad_right=1)
    conv = FE.loop_structure(jr.lower("conv2d", "simd", shapes=((1, 8, 16, 16), (16, 8, 3, 3), (16,)), **pads).loops)
    gemm = ["2:for:", "4:for:", "6:for:", "8:sum/3:"]  # the packed GEMM's work items (lowering/gemm.py)
    assert conv == gemm
    ops = jr.load_ops("""
op with_temp(a: f32[..., M, K], b: f32[..., K, N]) -> c: f32[..., M, N] {
    t[..., m, n] = sum[k](a[..., m, k] * b[..., k, n])
    c[..., m, n] = t[..., m, n] * sigmoid(t[..., m, n])
}""")
    shapes = ((8, 64), (64, 128))
    lib = FE.loop_structure(jr.lower("matmul", "simd", shapes=shapes).loops)
    assert lib == ["2:for:", "4:for:", "6:for:", "8:sum/1:"]
    # a temporary splits the statement: the packed GEMM schedule is lost
    assert FE.loop_structure(jr.lower(ops.with_temp, "simd", shapes=shapes).loops) != lib


def test_an_epilogue_that_would_change_the_loop_nest_is_dropped(monkeypatch):
    monkeypatch.setattr(FE, "same_schedule", lambda *a, **k: (False, "the epilogue changes the loop nest"))
    g = M.load(mlp())
    assert FuseEpilogue().apply(g) is g
    assert len(FuseEpilogue(check_schedule=False).apply(g).nodes) == 3


# --- pipeline and measurements -----------------------------------------------------------

def test_pipelines():
    names = lambda ps: [type(p).__name__ for p in ps]  # noqa: E731
    assert names(P.default()) == ["StaticShapes", "IntegerQDQ", "ConstantFold", "FoldQDQ", "FoldConvBatchNorm", "FuseEpilogue",
                                  "FuseElementwise", "FuseConcat", "DeadNodes"]
    assert names(P.default(epilogues=False)) == ["StaticShapes", "IntegerQDQ", "ConstantFold", "FoldQDQ", "FoldConvBatchNorm",
                                                 "FuseElementwise", "FuseConcat", "DeadNodes"]
    assert names(P.default(elementwise=False, epilogues=False)) == ["StaticShapes", "IntegerQDQ", "ConstantFold", "FoldQDQ",
                                                                    "FoldConvBatchNorm", "DeadNodes"]
    assert names(P.default(lanes=jr.PROFILES["x86-64-v4"].lanes)) == [
        "StaticShapes", "IntegerQDQ", "ConstantFold", "FoldQDQ", "FoldConvBatchNorm", "PanelWeights", "GemmPanels", "BatchNormAffine",
        "ChannelsLast", "SinkTransposes", "FuseEpilogue", "FuseElementwise", "FuseConcat", "DeadNodes"]
    import jit_runtime.onnx.bindings as real
    assert names(P.fusions(real)) == ["FuseEpilogue", "FuseElementwise", "FuseConcat"]
    assert P.fusions(object()) == ()  # a substitute bindings module can't run fused nodes
    assert all(p.measure for p in P.default(epilogues=True, measure=True) if hasattr(p, "measure"))


def _fused_gelu_node(measure, n):
    g = P.apply(M.load(gelu8((n,))), (ConstantFold(),))
    return g, FuseElementwise(measure=measure).apply(g)


def test_measure_records_both_and_later_loads_use_the_measurement():
    from jit_runtime import tuning
    g, after = _fused_gelu_node(measure=True, n=512)
    assert lines(after) == ["half: FusedElementwise(x) -> y  [+div, erf, add, mul]"]
    why = decision(after.nodes[0])
    assert why.startswith("measured: fused") and "vs unfused" in why
    rows = {r.candidate: r for r in tuning.default_db().rows(keep._key(after.nodes[0]))}
    assert set(rows) == {"fused", "unfused"} and rows["fused"].status == "ok"
    assert rows["fused"].median_s < rows["unfused"].median_s  # kept: it measured faster
    # no measuring now: the recorded measurement decides (a tuned choice, not the heuristic)
    again = FuseElementwise().apply(g)
    assert decision(again.nodes[0]) == why


def test_a_fusion_measured_slower_or_rejected_is_not_kept():
    from jit_runtime import tuning
    from jit_runtime.perfdb import Measurement, device_fingerprint
    g, after = _fused_gelu_node(measure=False, n=384)  # a shape no other test measures
    node = after.nodes[0]
    key, bucket = keep._key(node), "[[384]]"
    db = tuning.default_db()
    row = dict(op_hash=key, op_name="x", bucket=bucket, device=device_fingerprint(), spread=None, max_err=0.0,
               measured_at=time.time())
    db.record([Measurement(candidate="fused", median_s=2e-6, samples=3, status="ok", **row),
               Measurement(candidate="unfused", median_s=1e-6, samples=3, status="ok", **row)])
    assert FuseElementwise().apply(g) is g
    db.record([Measurement(candidate="fused", median_s=None, samples=0, status="rejected", reason="test", **row)])
    assert FuseElementwise().apply(g) is g
    db.record([Measurement(candidate="fused", median_s=0.5e-6, samples=3, status="ok", **row)])
    assert len(FuseElementwise().apply(g).nodes) == 1


def test_epilogues_measured_on_the_demo_cnn_match_onnxruntime():
    from jit_runtime.onnx import demo
    m = demo.build()
    x = demo.example_input()["input"]
    s = jr.Session(m, passes=P.default(epilogues=True, measure=True))
    close(s.run({"input": x})["probs"], ort_run(m, {"input": x})[0])
    for n in s._current.graph.nodes:
        if n.domain == "jit_runtime":
            assert decision(n).startswith("measured:")
