"""Hostile and broken ONNX models: each is refused with an error of the package's own
types (InvalidModel, MissingExternalData, UnsupportedModel, MemoryLimitExceeded,
NodeError, InvalidInput, InputTypeError: ValueError/TypeError subclasses) that names what
is wrong, before any kernel runs; legal edge cases (zero-size tensors) give onnxruntime's
answer. The memory limit (memory_limit=, JIT_RUNTIME_MEMORY_LIMIT, the machine) refuses
plans it cannot hold, with planned and allowed bytes.

Sizes meant to be refused are far beyond this machine's memory (hundreds of GiB), so a
regression fails with numpy's MemoryError instead of swapping or being killed.
"""
from __future__ import annotations

import os
import re
import warnings

import numpy as np
import onnx
import pytest
from onnx import TensorProto as TP, helper as H, numpy_helper as NH

import jit_runtime as jr
from jit_runtime import kernel
from jit_runtime.onnx import UnsupportedModel, demo
from jit_runtime.onnx.memory import ENV_LIMIT, MemoryLimitExceeded
from jit_runtime.onnx.model import InvalidModel, MissingExternalData
from jit_runtime.onnx.session import InputTypeError, InvalidInput, NodeError

N = H.make_node
GiB = 1 << 30


def vi(name, shape, t=TP.FLOAT):
    return H.make_tensor_value_info(name, t, shape)


def mk(nodes, ins, outs, inits=(), opset=17, value_info=(), extra_opsets=()):
    g = H.make_graph(nodes, "hostile", ins, outs, initializer=list(inits), value_info=list(value_info))
    return H.make_model(g, opset_imports=[H.make_opsetid("", opset)] + list(extra_opsets))


def f32(*shape):
    return np.ones(shape, np.float32)


def tensor(name, a, raw=None, dims=None) -> onnx.TensorProto:
    """A TensorProto of `a` with its raw_data or dims replaced (the broken cases)."""
    t = NH.from_array(np.asarray(a), name)
    if raw is not None:
        t.raw_data = raw(t.raw_data)
    if dims is not None:
        del t.dims[:]
        t.dims.extend(dims)
    return t


@pytest.fixture
def no_kernels(monkeypatch):
    """Fail the test if any kernel is launched (the refusal must come first)."""
    def refuse(*a, **k):
        raise AssertionError("a kernel ran before the model was refused")
    monkeypatch.setattr(kernel.Launch, "run", refuse)
    monkeypatch.setattr(kernel.Launch, "replay", refuse)


def refused(m, feeds, exc, match, **options):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(exc, match=match) as info:
            if feeds is None:
                jr.Session(m, **options)
            else:
                jr.Session(m, warmup=False, **options).run(feeds)
    return info.value


# --- files that are not models ---------------------------------------------------------

def demo_bytes() -> bytes:
    with open(demo.path(), "rb") as f:
        return f.read()


@pytest.mark.parametrize("data, match", [
    (lambda: demo_bytes()[: len(demo_bytes()) // 2], r"not an ONNX model \(\d+ bytes.*truncated"),
    (lambda: bytes(np.random.default_rng(0).integers(0, 256, 1000, dtype=np.uint8)), "not an ONNX model"),
    (lambda: b"\x89PNG\r\n\x1a\n" + bytes(200), "not an ONNX model|no ONNX graph"),
    (lambda: b"", r"empty \(0 bytes\)"),
])
def test_bytes_that_are_not_a_model(no_kernels, tmp_path, data, match):
    blob = data()
    refused(blob, None, InvalidModel, match)
    (tmp_path / "m.onnx").write_bytes(blob)
    e = refused(tmp_path / "m.onnx", None, InvalidModel, match)
    assert str(tmp_path / "m.onnx") in str(e)


# --- graphs that contradict themselves -------------------------------------------------

CASES = {
    "cycle": (mk([N("Relu", ["b"], ["a"], name="r"), N("Add", ["a", "x"], ["b"], name="add")],
                 [vi("x", [4])], [vi("a", [4])]),
              InvalidModel, r"cycle: node 'r' \(Relu\) -> node 'add' \(Add\) -> node 'r' \(Relu\)"),
    "missing initializer": (mk([N("Add", ["x", "w"], ["y"], name="add")], [vi("x", [4])], [vi("y", [4])]),
                            InvalidModel, r"node 'add' \(Add\) reads 'w', which no node output, graph input or "
                                          r"initializer defines"),
    "dangling graph output": (mk([N("Relu", ["x"], ["y"])], [vi("x", [4])], [vi("zz", [4])]),
                              InvalidModel, "graph output 'zz' is not produced by any node"),
    "duplicated node output": (mk([N("Relu", ["x"], ["y"], name="a"), N("Neg", ["x"], ["y"], name="b")],
                                  [vi("x", [4])], [vi("y", [4])]),
                               InvalidModel, r"'y' is written by two nodes: node 'a' \(Relu\) and node 'b' \(Neg\)"),
    "duplicated graph output": (mk([N("Relu", ["x"], ["y"])], [vi("x", [4])], [vi("y", [4]), vi("y", [4])]),
                                InvalidModel, "graph output 'y' listed more than once"),
    "node writes an input": (mk([N("Relu", ["x"], ["x"], name="r")], [vi("x", [4])], [vi("x", [4])]),
                             InvalidModel, r"node 'r' \(Relu\) writes 'x', which is also a graph input"),
    "empty graph": (mk([], [], []), InvalidModel, "the graph has no outputs"),
    "node without op_type": (mk([N("", ["x"], ["y"], name="nothing")], [vi("x", [4])], [vi("y", [4])]),
                             InvalidModel, r"node 0 \('nothing'\) has no op_type"),
    "domain not imported": (mk([N("Foo", ["x"], ["y"], domain="com.evil", name="foo")], [vi("x", [4])],
                               [vi("y", [4])]),
                            InvalidModel, r"node 'foo' \(Foo\) is in domain 'com.evil', which the model does not "
                                          r"import"),
    "input without a type": (mk([N("Relu", ["x"], ["y"])], [onnx.ValueInfoProto(name="x")], [vi("y", [3])]),
                             InvalidModel, "graph input 'x' has no type"),
    "softmax axis out of range": (mk([N("Softmax", ["x"], ["y"], axis=5, name="sm")], [vi("x", [2, 3])],
                                     [vi("y", [2, 3])]),
                                  InvalidModel, r"opset 17\).*node 'sm' \(Softmax\).*'axis' must be in"),
    "concat axis out of range": (mk([N("Concat", ["x", "x"], ["y"], axis=-7, name="cat")], [vi("x", [2, 3])],
                                    [vi("y", [4, 3])]),
                                 InvalidModel, r"node 'cat' \(Concat\).*axis must be in"),
    "kernel_shape 2**31": (mk([N("MaxPool", ["x"], ["y"], kernel_shape=[2 ** 31, 2], name="pool")],
                              [vi("x", [1, 1, 4, 4])], [vi("y", ["a", "b", "c", "d"])]),
                           InvalidModel, r"'y' \(output of node 'pool' \(MaxPool\)\) has dim 2 = -2147483643"),
    "raw_data too short": (mk([N("Add", ["x", "w"], ["y"])], [vi("x", [4])], [vi("y", [4])],
                              [tensor("w", f32(4), raw=lambda r: r[:10])]),
                           InvalidModel, r"initializer 'w' \(float, dims \(4,\)\): raw_data holds 10 bytes; the "
                                         r"dims need 16"),
    "raw_data too long": (mk([N("Add", ["x", "w"], ["y"])], [vi("x", [4])], [vi("y", [4])],
                             [tensor("w", f32(4), raw=lambda r: r + bytes(8))]),
                          InvalidModel, "initializer 'w' .*raw_data holds 24 bytes; the dims need 16"),
    "float_data too short": (mk([N("Add", ["x", "w"], ["y"])], [vi("x", [4])], [vi("y", [4])],
                                [(lambda t: (t.dims.__setitem__(0, 4), t)[1])(H.make_tensor("w", TP.FLOAT, [2],
                                                                                             [1.0, 2.0]))]),
                             InvalidModel, "initializer 'w' .*holds 2 values; the dims need 4"),
    # a weight over infer.SMALL elements reaches onnx.checker only as a typed input: the
    # load's own checks must refuse what the checker would have refused in it
    "weight in two value fields": (mk([N("Add", ["x", "w"], ["y"])], [vi("x", [8192])], [vi("y", [8192])],
                                      [(lambda t: (t.float_data.extend([1.0] * 8192), t)[1])(tensor("w", f32(8192)))]),
                                   InvalidModel, r"initializer 'w' holds its values in more than one field "
                                                 r"\(raw_data, float_data\)"),
    "small tensor in two value fields": (mk([N("Add", ["x", "w"], ["y"])], [vi("x", [4])], [vi("y", [4])],
                                            [(lambda t: (t.float_data.extend([1.0] * 4), t)[1])(tensor("w", f32(4)))]),
                                         InvalidModel, r"initializer 'w' holds its values in more than one field"),
    "duplicate metadata keys, with a weight": ((lambda m: (m.metadata_props.add(key="k", value="1"),
                                                           m.metadata_props.add(key="k", value="2"), m)[2])(
        mk([N("Add", ["x", "w"], ["y"])], [vi("x", [8192])], [vi("y", [8192])], [tensor("w", f32(8192))])),
        InvalidModel, "duplicate keys in metadata_props"),
    "initializer dims 2**40": (mk([N("Add", ["x", "w"], ["y"])], [vi("x", [4])], [vi("y", [4])],
                                  [tensor("w", f32(4), dims=[2 ** 40])]),
                               InvalidModel, r"initializer 'w' \(float, dims \(1099511627776,\)\): raw_data holds 16"),
    "initializer negative dims": (mk([N("Add", ["x", "w"], ["y"])], [vi("x", [4])], [vi("y", [4])],
                                     [tensor("w", f32(4), dims=[-4])]),
                                  InvalidModel, r"initializer 'w' has negative dims \(-4,\)"),
    "constant attribute data": (mk([N("Constant", [], ["c"], name="k", value=tensor("cv", f32(3), raw=lambda r: r[:4])),
                                    N("Add", ["x", "c"], ["y"])], [vi("x", [3])], [vi("y", [3])]),
        InvalidModel, r"node 'k' \(Constant\) attribute 'value' \(float, dims \(3,\)\): raw_data holds 4 bytes"),
    "unknown domain": (mk([N("Foo", ["x"], ["y"], domain="com.evil", name="foo")], [vi("x", [4])], [vi("y", [4])],
                          extra_opsets=[H.make_opsetid("com.evil", 1)]),
                       UnsupportedModel, r"node 'foo': Foo \(domain 'com.evil', opset 1\)"),
    "complex64 input": (mk([N("Relu", ["x"], ["y"], name="r")], [vi("x", [4], TP.COMPLEX64)],
                           [vi("y", [4], TP.COMPLEX64)]),
                        UnsupportedModel, r"node 'r': Relu \(domain 'ai.onnx', opset 17\): input is complex64"),
    "float8 input": (mk([N("Add", ["x", "x"], ["y"], name="a")], [vi("x", [4], TP.FLOAT8E4M3FN)],
                        [vi("y", [4], TP.FLOAT8E4M3FN)], opset=21),
                     UnsupportedModel, r"node 'a': Add .*float8e4m3fn"),
    "string input": (mk([N("Relu", ["x"], ["y"], name="r")], [vi("x", [2], TP.STRING)], [vi("y", [2], TP.STRING)]),
                     UnsupportedModel, r"node 'r': Relu .*input is string"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_graph_is_refused_at_load_naming_what_is_wrong(no_kernels, case):
    m, exc, match = CASES[case]
    refused(m, None, exc, match)


def test_shape_declared_for_an_output_contradicting_the_computed_one():
    """onnx's inference can be wrong (the run decides), but a computed shape that
    contradicts a declared one is refused naming the value and its node."""
    m = mk([N("Relu", ["x"], ["y"], name="r")], [vi("x", [4])], [vi("y", [5])])
    refused(m, {"x": f32(4)}, InvalidModel, r"value 'y' \(output of node 'r' \(Relu, domain 'ai.onnx', opset 17\)\) "
                                            r"has shape \(4,\) at run time, but the model declares \(5,\)")
    m = mk([N("Relu", ["x"], ["a"], name="r1"), N("Relu", ["a"], ["y"], name="r2")], [vi("x", [4])], [vi("y", [4])],
           value_info=[vi("a", [7])])
    refused(m, {"x": f32(4)}, InvalidModel, r"value 'a' \(output of node 'r1'.*has shape \(4,\).*declares \(7,\)")


def test_fed_inputs_contradicting_the_declaration(no_kernels):
    m = mk([N("Add", ["x", "z"], ["y"])], [vi("x", ["n", 4]), vi("z", ["n", 4])], [vi("y", ["n", 4])])
    s = jr.Session(m, warmup=False)
    with pytest.raises(InvalidInput, match=r"input 'x' dim 1 is 5; the model declares 4"):
        s.run({"x": f32(2, 5), "z": f32(2, 4)})
    with pytest.raises(InvalidInput, match=r"input 'z' dim 0 \('n'\) is 3, but 'x' binds 'n' = 2"):
        s.run({"x": f32(2, 4), "z": f32(3, 4)})
    with pytest.raises(InvalidInput, match="missing input: z"):
        s.run({"x": f32(2, 4)})
    with pytest.raises(InputTypeError, match="input 'x' must be float32, got int8"):
        s.run({"x": np.ones((2, 4), np.int8), "z": f32(2, 4)})
    with pytest.raises(InputTypeError, match="input 'x' must be float32, got float16"):
        s.run({"x": np.ones((2, 4), np.float16), "z": f32(2, 4)})


def test_value_dependent_failure_at_run_names_the_node():
    """A Reshape to a fed shape that does not fit: only the run can know."""
    m = mk([N("Reshape", ["x", "s"], ["y"], name="reshape")], [vi("x", [6]), vi("s", [2], TP.INT64)],
           [vi("y", ["a", "b"])])
    s = jr.Session(m, warmup=False)
    np.testing.assert_array_equal(s.run({"x": f32(6), "s": np.array([2, 3])})["y"], f32(2, 3))
    with pytest.raises(NodeError, match=r"node 'reshape' \(Reshape, domain 'ai.onnx', opset 17\): Reshape: input "
                                        r"shape \(6,\)"):
        s.run({"x": f32(6), "s": np.array([4, 4])})
    np.testing.assert_array_equal(s.run({"x": f32(6), "s": np.array([3, 2])})["y"], f32(3, 2))


# --- external data ----------------------------------------------------------------------

def external_model(tmp_path, location):
    from onnx.external_data_helper import convert_model_to_external_data
    m = mk([N("MatMul", ["x", "w"], ["y"], name="mm")], [vi("x", [1, 64])], [vi("y", [1, 64])],
           [NH.from_array(np.random.default_rng(0).standard_normal((64, 64)).astype(np.float32), "w")])
    convert_model_to_external_data(m, all_tensors_to_one_file=True, location="weights.bin", size_threshold=0)
    onnx.save(m, tmp_path / "m.onnx")
    bad = onnx.load(tmp_path / "m.onnx", load_external_data=False)
    for entry in bad.graph.initializer[0].external_data:
        if entry.key == "location":
            entry.value = location
    sub = tmp_path / "sub"
    sub.mkdir(exist_ok=True)
    onnx.save(bad, sub / "m.onnx")
    return sub / "m.onnx"


def test_external_data_escaping_the_folder_is_refused(no_kernels, tmp_path):
    secret = tmp_path / "secret.bin"
    secret.write_bytes(bytes(64 * 64 * 4))
    for loc in ("../secret.bin", str(secret), "../../" * 20 + str(secret).lstrip("/")):
        refused(external_model(tmp_path, loc), None, InvalidModel, "outside the model's folder")
    path = external_model(tmp_path, "link.bin")
    os.symlink(secret, path.parent / "link.bin")
    refused(path, None, InvalidModel, r"tensor 'w': external data location 'link.bin' is outside the model's folder")


def test_external_data_missing_or_short(no_kernels, tmp_path):
    path = external_model(tmp_path, "nothing.bin")
    e = refused(path, None, MissingExternalData, r"tensor 'w': external data file .*nothing.bin not found")
    assert isinstance(e, FileNotFoundError) and isinstance(e, ValueError)
    path = external_model(tmp_path, "short.bin")
    (path.parent / "short.bin").write_bytes(bytes(100))
    refused(path, None, InvalidModel, r"tensor 'w': external data file short.bin has 100 bytes, but the tensor's "
                                      r"data is at bytes \d+ to \d+ \(offset \+ length\)")


def test_external_data_shorter_than_the_dims_is_refused(no_kernels, tmp_path):
    """The file is long enough but the tensor's declared length is not what its dims need:
    checked once the data is loaded."""
    path = external_model(tmp_path, "weights.bin")
    os.replace(tmp_path / "weights.bin", path.parent / "weights.bin")
    m = onnx.load(path, load_external_data=False)
    entries = m.graph.initializer[0].external_data
    for entry in list(entries):
        if entry.key == "length":
            entries.remove(entry)
    entries.add(key="length", value="100")
    onnx.save(m, path)
    refused(path, None, InvalidModel, r"initializer 'w' \(float, dims \(64, 64\)\): raw_data holds 100 bytes; "
                                      r"the dims need 16384")


# --- sizes -----------------------------------------------------------------------------

def test_absurd_sizes_are_refused_by_default_before_anything_runs(no_kernels):
    """No memory_limit given: the machine's available memory is the limit."""
    e = refused(mk([N("Relu", ["x"], ["y"])], [vi("x", [2 ** 40])], [vi("y", [2 ** 40])]), None,
                MemoryLimitExceeded, r"allowed by the memory available on this machine")
    assert e.planned > e.allowed
    refused(mk([N("Expand", ["x", "s"], ["y"], name="expand")], [vi("x", [1])], [vi("y", ["n"])],
               [NH.from_array(np.array([2 ** 40], np.int64), "s")]), {"x": f32(1)},
            MemoryLimitExceeded, r"value 'y' \(1099511627776,\) float32, output of node 'expand' \(Expand")
    # folded at load by constant folding: refused before numpy would try 1 TiB
    refused(mk([N("ConstantOfShape", ["s"], ["c"], value=NH.from_array(np.array([1.0], np.float32))),
                N("Add", ["x", "c"], ["y"])], [vi("x", [1])], [vi("y", ["a", "b"])],
               [NH.from_array(np.array([2 ** 19, 2 ** 19], np.int64), "s")]), {"x": f32(1)},
            MemoryLimitExceeded, r"\(524288, 524288\) float32")
    cw = NH.from_array(f32(4, 3, 3, 3), "cw")
    refused(mk([N("Conv", ["x", "cw"], ["y"], pads=[2 ** 16] * 4, name="conv")], [vi("x", [1, 3, 8, 8])],
               [vi("y", ["a", "b", "c", "d"])], [cw]), {"x": f32(1, 3, 8, 8)},
            MemoryLimitExceeded, r"'y' \(1, 4, 131078, 131078\) float32.*node 'conv' \(Conv")


def test_memory_limit_refuses_a_plan_with_planned_and_allowed_bytes(no_kernels, monkeypatch):
    m = demo.build(batch=8)  # its largest value: 262,144 bytes; arena + outputs + inputs: about 490,000
    e = refused(m, None, MemoryLimitExceeded, r"the memory plan for inputs 'input' \(8, 3, 32, 32\) needs [\d,]+ "
                r"bytes \(arena [\d,]+ \+ outputs 320 \+ inputs 98,304\), more than the 300,000 bytes allowed by "
                r"memory_limit=300000; the largest value is '[\w.]+' \(8, (8, 32, 32|32, 32, 8)\) float32 \(262,144 bytes\), "
                r"output of node", memory_limit=300_000)
    assert e.planned > e.allowed == 300_000
    with pytest.raises(MemoryLimitExceeded, match=r"arena [\d,]+ \+ outputs 320\), more than the 296,960 bytes "
                                                  r"allowed by memory_limit="):
        jr.run(m, {"input": np.zeros((8, 3, 32, 32), np.float32)}, memory_limit="290K")
    refused(m, None, MemoryLimitExceeded, r"value '[\w.]+' \(8, (8, 32, 32|32, 32, 8)\) float32, output of node .* needs 262,144 "
                                          r"bytes", memory_limit=100_000)
    monkeypatch.setenv(ENV_LIMIT, "64K")
    refused(m, None, MemoryLimitExceeded, f"65,536 bytes allowed by {ENV_LIMIT}=64K")
    monkeypatch.setenv(ENV_LIMIT, "lots")
    refused(m, None, ValueError, f"{ENV_LIMIT} must be a byte count")


def test_memory_limit_is_validated_and_a_fitting_plan_runs(monkeypatch):
    for bad, exc in ((-1, ValueError), (0, ValueError), ("12 parsecs", ValueError), (True, TypeError),
                     (1.5, TypeError)):
        with pytest.raises(exc, match="memory_limit"):
            jr.Session(demo.path(), memory_limit=bad)
    monkeypatch.setenv(ENV_LIMIT, "1G")
    s = jr.Session(demo.path(), memory_limit="2M")  # the argument wins over the variable
    x = np.random.default_rng(0).standard_normal((1, 3, 32, 32)).astype(np.float32)
    import onnxruntime as ort
    want = ort.InferenceSession(demo.path(), providers=["CPUExecutionProvider"]).run(None, {"input": x})[0]
    np.testing.assert_allclose(s.run({"input": x})["probs"], want, rtol=1e-4, atol=1e-6)


# --- legal edge cases: zero-size tensors ------------------------------------------------

CW = NH.from_array(np.random.default_rng(1).standard_normal((4, 3, 3, 3)).astype(np.float32), "cw")
MW = NH.from_array(np.random.default_rng(2).standard_normal((16, 8)).astype(np.float32), "mw")
ZERO = {
    "relu": (mk([N("Relu", ["x"], ["y"])], [vi("x", [0, 16])], [vi("y", [0, 16])]), {"x": f32(0, 16)}),
    "matmul batch 0": (mk([N("MatMul", ["x", "mw"], ["y"])], [vi("x", ["n", 16])], [vi("y", ["n", 8])], [MW]),
                       {"x": f32(0, 16)}),
    "matmul inner 0": (mk([N("MatMul", ["x", "z"], ["y"])], [vi("x", [3, 0]), vi("z", [0, 5])], [vi("y", [3, 5])]),
                       {"x": f32(3, 0), "z": f32(0, 5)}),
    "conv batch 0": (mk([N("Conv", ["x", "cw"], ["y"], pads=[1, 1, 1, 1])], [vi("x", ["n", 3, 8, 8])],
                        [vi("y", ["n", 4, 8, 8])], [CW]), {"x": f32(0, 3, 8, 8)}),
    "reducesum over 0": (mk([N("ReduceSum", ["x"], ["y"], keepdims=0)], [vi("x", [3, 0])], [vi("y", [])]),
                         {"x": f32(3, 0)}),
    "reducesum axis 0-size": (mk([N("ReduceSum", ["x", "ax"], ["y"], keepdims=1)], [vi("x", [3, 0])],
                                 [vi("y", [3, 1])], [NH.from_array(np.array([1], np.int64), "ax")]),
                              {"x": f32(3, 0)}),
    "softmax": (mk([N("Softmax", ["x"], ["y"], axis=-1)], [vi("x", [0, 5])], [vi("y", [0, 5])]), {"x": f32(0, 5)}),
    "concat with an empty part": (mk([N("Concat", ["x", "z"], ["y"], axis=0)], [vi("x", [0, 3]), vi("z", [2, 3])],
                                     [vi("y", [2, 3])]),
                                  {"x": f32(0, 3), "z": np.arange(6, dtype=np.float32).reshape(2, 3)}),
    "add broadcast": (mk([N("Add", ["x", "z"], ["y"])], [vi("x", [0, 3]), vi("z", [3])], [vi("y", [0, 3])]),
                      {"x": f32(0, 3), "z": f32(3)}),
}


@pytest.mark.parametrize("case", sorted(ZERO))
def test_zero_size_tensors_match_onnxruntime(case):
    import onnxruntime as ort
    m, feeds = ZERO[case]
    want = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    s = jr.Session(m, warmup=False)
    for _ in range(3):  # the first run, the planned one, a replayed one
        got = list(s.run(feeds).values())
        for g, w in zip(got, want):
            assert g.shape == w.shape and g.dtype == w.dtype
            np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


def test_a_graph_that_passes_an_input_through():
    m = mk([], [vi("x", [4])], [vi("x", [4])])
    x = np.arange(4, dtype=np.float32)
    out = jr.Session(m).run({"x": x})["x"]
    np.testing.assert_array_equal(out, x)
    assert not np.shares_memory(out, x)


# --- escapes found by mutating real models (tests/fuzz_models.py) ------------------------

def _peak_rss_growth(fn) -> int:
    import resource
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    fn()
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 - before


@pytest.mark.parametrize("case", ["input dim 2**31", "constant squared"])
def test_data_propagation_does_not_take_the_memory(case):
    """onnx's data propagation keeps a list element per element of a 1-D value: an input
    of 2**31 elements read through Shape, or a constant squared up to 2**32 and given to
    ConstantOfShape, made it grow to 10 GB and more (MemoryError, or the process killed).
    It now runs in a child process with capped memory; the model loads (nothing asks for
    the value yet) with shapes inferred without it, or is refused by name."""
    if case == "input dim 2**31":
        m = mk([N("Shape", ["x"], ["s"]), N("ConstantOfShape", ["s"], ["c"]), N("Add", ["c", "c"], ["y"])],
               [vi("x", [2 ** 31])], [vi("y", ["n"])])
    else:
        m = mk([N("Mul", ["c", "c"], ["c2"]), N("Mul", ["c2", "c2"], ["c4"]), N("Shape", ["c4"], ["one"]),
                N("ConstantOfShape", ["c4"], ["z"]), N("Add", ["z", "z"], ["y"])], [], [vi("y", ["n"])],
               [NH.from_array(np.array([256], np.int64), "c")])
    refusals = []

    def load():
        try:
            jr.Session(m)  # the warm-up runs the model with no inputs: 2**32 floats are refused by name
        except MemoryLimitExceeded as e:
            refusals.append(str(e))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        grew = _peak_rss_growth(load)
    assert grew < 512 << 20, f"loading took {grew:,} more bytes"
    if case == "constant squared":
        assert refusals and re.search(r"'z' \(4294967296,\) float32.*ConstantOfShape", refusals[0]), refusals
    else:
        assert not refusals


def test_a_transpose_perm_that_does_not_fit_the_input_is_a_node_error():
    """The input's shape is unknown at load, so the binding can't check perm against it;
    the run refuses it by name (it raised IndexError)."""
    m = mk([N("Transpose", ["x"], ["y"], perm=[2, 0, 1], name="t")], [H.make_tensor_value_info("x", TP.FLOAT, None)],
           [H.make_tensor_value_info("y", TP.FLOAT, None)])
    s = jr.Session(m, warmup=False)
    with pytest.raises(NodeError, match=r"node 't' \(Transpose.*perm \[2, 0, 1\] is not a permutation of the "
                                        r"input's 2 dims"):
        s.run({"x": f32(2, 3)})
    assert s.run({"x": f32(2, 3, 4)})["y"].shape == (4, 2, 3)


@pytest.mark.parametrize("data_type", [99, 0, -3])
def test_an_initializer_of_no_element_type_is_invalid(no_kernels, data_type):
    t = NH.from_array(f32(4), "w")
    t.data_type = data_type
    refused(mk([N("Add", ["x", "w"], ["y"])], [vi("x", [4])], [vi("y", [4])], [t]), None, InvalidModel,
            rf"initializer 'w' has data_type {data_type}, which is no ONNX element type")


def test_an_op_type_changed_to_another_is_a_node_error_not_an_index_error():
    """transformer_op15 with its LayerNorm's Pow made a Conv (a valid model for the
    checker): the Conv's weight is the exponent, a scalar."""
    m = onnx.load(os.path.join(os.path.dirname(__file__), "models", "transformer_op15.onnx"))
    (node,) = [n for n in m.graph.node if n.name == "/layer/norm1/Pow"]
    node.op_type = "Conv"
    s = jr.Session(m, warmup=False)
    x = np.random.default_rng(0).standard_normal([d if isinstance(d, int) else 2 for d in s.inputs[0].shape])
    with pytest.raises(NodeError, match=r"node '/layer/norm1/Pow' \(Conv, domain 'ai.onnx', opset 15\): Conv: input "
                                        r"rank 3, weight rank 0"):
        s.run({s.inputs[0].name: x.astype(np.float32)})


def test_a_broadcast_feed_is_refused_before_its_copy_is_made():
    """A zero-stride view of a million rows takes no memory; its contiguous copy (which a
    kernel needs) would take 12 GB. The plan and the copy are checked together first."""
    import tracemalloc
    m = onnx.load(os.path.join(os.path.dirname(__file__), "models", "resnet_op17_dyn.onnx"))
    s = jr.Session(m, memory_limit="1G", warmup=False)
    x = np.broadcast_to(f32(1, 3, 32, 32), (10 ** 6, 3, 32, 32))
    tracemalloc.start()
    try:
        with pytest.raises(MemoryLimitExceeded, match=r"input copies 12,288,000,000\), more than the "
                                                      r"1,073,741,824 bytes allowed by memory_limit="):
            s.run({"input": x})
        assert tracemalloc.get_traced_memory()[1] < 64 << 20
    finally:
        tracemalloc.stop()
    y = s.run({"input": np.broadcast_to(f32(1, 3, 32, 32), (3, 3, 32, 32))})  # a small view runs
    np.testing.assert_array_equal(y["output"][0], y["output"][2])
