"""Weights copied straight from the model's bytes (onnx/rawspans.py, model._from_source):
the spans the wire-format walk finds are the parser's, and a load that takes them gives
the same arrays numpy_helper does, aligned and read-only."""
from __future__ import annotations

import numpy as np
import onnx
import pytest
from hypothesis import given, settings, strategies as st
from onnx import TensorProto, helper, numpy_helper

from jit_runtime.onnx import model as M
from jit_runtime.onnx.rawspans import strip

DTYPES = [np.float32, np.float64, np.float16, np.int8, np.uint8, np.int32, np.int64, np.bool_]


def _model(inits: list[onnx.TensorProto]) -> onnx.ModelProto:
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])
    g = helper.make_graph([helper.make_node("Identity", ["x"], ["y"])], "g", [x], [y], initializer=inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(DTYPES), st.lists(st.integers(0, 5), max_size=3)), max_size=6),
       st.integers(0, 2**32 - 1))
def test_spans_are_where_the_parser_reads_raw_data(specs, seed):
    rng = np.random.default_rng(seed)
    arrays = [(rng.standard_normal(shape) * 100).astype(dt) for dt, shape in specs]
    data = _model([numpy_helper.from_array(a, f"w{k}") for k, a in enumerate(arrays)]).SerializeToString()
    spans = strip(data)[1]
    parsed = onnx.load_model_from_string(data).graph.initializer
    assert spans is not None and len(spans) == len(parsed)
    for t, span in zip(parsed, spans):
        assert span is not None and span.name == t.name and span.data_type == t.data_type and not span.external
        assert data[span.offset:span.offset + span.length] == t.raw_data


def test_a_load_copies_each_weight_from_the_bytes(monkeypatch):
    """Every large plain tensor comes from its span: the model is parsed without it and the
    protobuf's reader is never asked."""
    rng = np.random.default_rng(0)
    arrays = {f"w{k}": rng.standard_normal((k + 1, 9000)).astype(dt) for k, dt in enumerate(DTYPES)}
    data = _model([numpy_helper.from_array(a, n) for n, a in arrays.items()]).SerializeToString()

    def refuse(t):
        raise AssertionError(f"{t.name} read through the protobuf")
    monkeypatch.setattr(M.numpy_helper, "to_array", refuse)
    g = M.load(data)
    for n, a in arrays.items():
        w = g.initializers[n]
        np.testing.assert_array_equal(w, a)
        assert w.dtype == a.dtype and not w.flags.writeable and w.ctypes.data % M.INIT_ALIGN == 0


def test_a_graph_given_twice_and_a_field_given_twice_read_as_the_parser_merges_them():
    """The parser appends the initializers of a graph field given twice, and of a raw_data
    given twice keeps the last: the spans say the same."""
    a, b, c = (np.full((2, 3), v, np.float32) for v in (1.0, 2.0, 3.0))
    first = _model([numpy_helper.from_array(a, "a")]).SerializeToString()
    tensor = numpy_helper.from_array(c, "b").SerializeToString() + b"\x4a" + _varint(b.nbytes) + b.tobytes()
    graph2 = b"\x2a" + _varint(len(tensor)) + tensor
    data = first + b"\x3a" + _varint(len(graph2)) + graph2
    parsed = onnx.load_model_from_string(data)
    assert [x.name for x in parsed.graph.initializer] == ["a", "b"]
    spans = strip(data)[1]
    assert [s.name for s in spans] == ["a", "b"]
    for x, s in zip(parsed.graph.initializer, spans):
        assert data[s.offset:s.offset + s.length] == x.raw_data
    g = M.load(data)
    np.testing.assert_array_equal(g.initializers["a"], a)
    np.testing.assert_array_equal(g.initializers["b"], b)


def _varint(n: int) -> bytes:
    out = b""
    while True:
        byte, n = n & 0x7F, n >> 7
        out += bytes([byte | (0x80 if n else 0)])
        if not n:
            return out


@pytest.mark.parametrize("cut", [1, 5, 17, -3])
def test_truncated_bytes_give_no_spans(cut):
    data = _model([numpy_helper.from_array(np.ones((4, 4), np.float32), "w")]).SerializeToString()
    assert strip(data[:cut]) is None


def test_typed_fields_and_other_element_types_are_read_through_the_protobuf():
    typed = helper.make_tensor("f", TensorProto.FLOAT, [3], [1.0, -0.0, np.inf])
    bf = numpy_helper.from_array(np.array([1.5, -2.0], np.float32), "g")
    bf.data_type = TensorProto.BFLOAT16
    bf.raw_data = np.array([0x3FC0, 0xC000], np.uint16).tobytes()
    g = M.load(_model([typed, bf]).SerializeToString())
    np.testing.assert_array_equal(g.initializers["f"], [1.0, -0.0, np.inf])
    assert np.signbit(g.initializers["f"][1])
    np.testing.assert_array_equal(g.initializers["g"].astype(np.float32), [1.5, -2.0])


def _big(name="w", n=20000, dtype=np.float32):
    return numpy_helper.from_array(np.arange(n, dtype=dtype).reshape(4, -1), name)


def test_stripped_bytes_parse_as_the_model_without_those_raw_data():
    small = numpy_helper.from_array(np.array([2, -1], np.int64), "shape")  # shape inference reads its values
    data = _model([_big(), small]).SerializeToString()
    light, spans = strip(data, lambda sp: sp.length > 1000)
    m = onnx.load_model_from_string(light)
    w, sh = m.graph.initializer
    assert not w.HasField("raw_data") and list(w.dims) == [4, 5000] and w.name == "w"
    assert numpy_helper.to_array(sh).tolist() == [2, -1]
    assert len(light) < len(data) - 80000 and spans[0].length == 80000 and spans[1].length == 16
    assert strip(data)[0] is data  # nothing left out: the bytes themselves


def test_a_stripped_tensor_whose_length_does_not_match_its_dims_is_refused():
    t = _big()
    t.dims[:] = [4, 4999]
    with pytest.raises(M.InvalidModel, match="raw_data holds 80000 bytes; the dims need 79984"):
        M.load(_model([t]).SerializeToString())


@pytest.mark.parametrize("reordered", [False, True])
def test_old_ir_versions_are_checked_with_their_weights(reordered):
    """IR < 4: onnx.checker reads the model whole, weights included, even from a copy."""
    m = _model([_big()])
    m.ir_version = 3
    m.graph.input.append(helper.make_tensor_value_info("w", TensorProto.FLOAT, [4, 5000]))
    if reordered:
        m.graph.node.insert(0, helper.make_node("Identity", ["y0"], ["y1"]))
        m.graph.node[1].output[0] = "y0"
        m.graph.output[0].name = "y1"
    g = M.load(m.SerializeToString())
    np.testing.assert_array_equal(g.initializers["w"], np.arange(20000, dtype=np.float32).reshape(4, -1))
