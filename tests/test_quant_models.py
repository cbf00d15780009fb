"""Quantized models as onnxruntime.quantization makes them, through Session, against
onnxruntime on the same inputs.

Static QDQ models (per channel and per tensor, uint8 and int8 activations) become float32
graphs at load (passes/qdq.py): weights dequantized once, each QuantizeLinear ->
DequantizeLinear pair a rounding chain fused around the contractions; where the device has
VNNI their contractions run on the native int8 launches with the model's own integers
(passes/qdq_native.py), or as QLinearConv/QLinearMatMul (passes/qdq_integer.py). Their outputs equal
onnxruntime's run of the QDQ nodes as written (its own kernels, no QDQ fusion) within
one quantization step of the output (so far: equal), and the default onnxruntime
session's within one step for the CNN; on the transformer block onnxruntime's integer
fusions (QLinearSoftmax's table) move its own output up to 3 steps from its unfused run,
so that comparison is bounded by onnxruntime's own spread.

Dynamic models (DynamicQuantizeLinear, MatMulInteger/ConvInteger, float scales) run the
integer ops in numpy: their int32 results equal onnxruntime's exactly, the float outputs
within float32 rounding.
"""
from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto as TP, helper as H, numpy_helper as NH

import jit_runtime as jr
from jit_runtime.onnx import UnsupportedModel
from quant_models import cnn, output_step, quantize, random_input, transformer

ort = pytest.importorskip("onnxruntime")
pytest.importorskip("onnxruntime.quantization")

SEEDS = (0, 1, 2)


def ort_session(m: onnx.ModelProto, qdq_fusion: bool = True):
    so = ort.SessionOptions()
    so.log_severity_level = 3
    if not qdq_fusion:  # onnxruntime runs each QuantizeLinear / DequantizeLinear / float op as written
        so.add_session_config_entry("session.disable_quant_qdq", "1")
    return ort.InferenceSession(m.SerializeToString(), so, providers=["CPUExecutionProvider"])


def steps(a: np.ndarray, b: np.ndarray, step: float) -> float:
    """The largest difference in quantization steps (k * step is rounded in float32: to 1e-3)."""
    return round(float(np.abs(a - b).max() / step), 3)


MODELS = {"cnn": cnn, "transformer": transformer}


def session(q: onnx.ModelProto, integer: bool, native: bool = False) -> jr.Session:
    """q through the default passes with IntegerQDQ told (its default follows the device)."""
    from jit_runtime.device import profile
    from jit_runtime.onnx import passes as P
    from jit_runtime.onnx.passes.qdq_integer import IntegerQDQ
    return jr.Session(q, passes=tuple(IntegerQDQ(integer, native) if isinstance(p, IntegerQDQ) else p
                                      for p in P.default(None, lanes=profile(None).lanes)))


@pytest.mark.parametrize("name,per_channel,activations", [("cnn", True, "uint8"), ("cnn", False, "int8"),
                                                           ("transformer", True, "uint8"),
                                                           ("transformer", False, "int8")])
def test_static_qdq_model_runs_as_float32_and_matches_onnxruntime(name, per_channel, activations):
    fm = MODELS[name]()
    q = quantize(fm, "static", per_channel, activations)
    assert {"QuantizeLinear", "DequantizeLinear"} <= {n.op_type for n in q.graph.node}
    step = output_step(q)
    s = session(q, integer=False)  # (the default where the device has VNNI is the next test's)
    graph = s._current.graph
    assert not {n.op_type for n in graph.nodes} & {"QuantizeLinear", "DequantizeLinear"}, graph.text()
    assert all(st.kind in ("kernel", "view") for st in s._current.steps), graph.text()  # no numpy step is left
    contractions = [n for n in graph.nodes if n.op_type.startswith(("FusedConv", "FusedMatMul", "FusedGemm"))]
    assert contractions and all(any("QuantizeLinear" in f for f in n.fused) for n in contractions), graph.text()
    as_written, default = ort_session(q, qdq_fusion=False), ort_session(q)
    for seed in SEEDS:
        feeds = random_input(fm, seed)
        got = s.run(None, feeds)[0]
        assert steps(got, as_written.run(None, feeds)[0], step) <= 1
        want = default.run(None, feeds)[0]
        spread = steps(want, as_written.run(None, feeds)[0], step)  # onnxruntime against itself
        assert steps(got, want, step) <= max(1.0, spread), (seed, spread)
        if name == "cnn" and spread <= 1:  # (on x86 without VNNI onnxruntime's U8S8 QLinearConv saturates)
            assert steps(got, want, step) <= 1


@pytest.mark.parametrize("name,per_channel,activations", [("cnn", True, "uint8"), ("cnn", False, "int8"),
                                                           ("transformer", True, "uint8"),
                                                           ("transformer", False, "int8")])
def test_static_qdq_contractions_as_integer_nodes_match_onnxruntime(name, per_channel, activations):
    """IntegerQDQ forced, the native products not (the default only where the device has
    VNNI, with them): DQ -> Conv/MatMul -> Q become QLinearConv/QLinearMatMul on the integer
    GEMM, within one step of onnxruntime's run of the QDQ nodes as written."""
    fm = MODELS[name]()
    q = quantize(fm, "static", per_channel, activations)
    s = session(q, True, native=False)
    ops = [n.op_type for n in s._current.graph.nodes]
    assert {"QLinearConv", "QLinearMatMul"} & set(ops), ops
    step, as_written = output_step(q), ort_session(q, qdq_fusion=False)
    for seed in SEEDS:
        feeds = random_input(fm, seed)
        assert steps(s.run(None, feeds)[0], as_written.run(None, feeds)[0], step) <= 1, seed


@pytest.mark.parametrize("name,per_channel,activations", [("cnn", True, "uint8"), ("cnn", False, "int8"),
                                                           ("transformer", True, "uint8"),
                                                           ("transformer", False, "int8")])
def test_static_qdq_contractions_on_the_native_launches_match_onnxruntime(name, per_channel, activations):
    """The native products forced (the default where the device has VNNI): DQ -> Conv/MatMul
    become Int8MatMul whose codes are the model's integers (qdq_native.py; convolutions over
    their windows, channels-last), within one step of onnxruntime's run as written, and of its
    default session where that one agrees with it within a step."""
    fm = MODELS[name]()
    q = quantize(fm, "static", per_channel, activations)
    s = session(q, False, native=True)
    graph = s._current.graph
    given = [n for n in graph.nodes if n.op_type == "Int8MatMul" and any(a.name == "given" for a in n.proto.attribute)]
    assert given, graph.text()
    if name == "cnn":
        assert any(any(a.name == "window" for a in n.proto.attribute) for n in given), graph.text()
    assert all(st.kind in ("kernel", "view") for st in s._current.steps), graph.text()  # no numpy step is left
    assert "the model's uint8 codes of x" in s.explain()
    step, as_written, default = output_step(q), ort_session(q, qdq_fusion=False), ort_session(q)
    for seed in SEEDS:
        feeds = random_input(fm, seed)
        got = s.run(None, feeds)[0]
        assert steps(got, as_written.run(None, feeds)[0], step) <= 1, seed
        spread = steps(default.run(None, feeds)[0], as_written.run(None, feeds)[0], step)
        assert steps(got, default.run(None, feeds)[0], step) <= max(1.0, spread), (seed, spread)


def _with_integer_outputs(m: onnx.ModelProto) -> onnx.ModelProto:
    """The model with every MatMulInteger/ConvInteger result also a graph output, and its
    fed inputs (A, A's zero point) after them."""
    m2 = onnx.ModelProto()
    m2.CopyFrom(m)
    inits = {t.name for t in m.graph.initializer}
    for n in m.graph.node:
        if n.op_type in ("MatMulInteger", "ConvInteger"):
            m2.graph.output.append(H.make_tensor_value_info(n.output[0], TP.INT32, None))
    for n in m.graph.node:
        if n.op_type in ("MatMulInteger", "ConvInteger"):
            for t in n.input:
                if t and t not in inits and t not in {o.name for o in m2.graph.output}:
                    m2.graph.output.append(H.make_tensor_value_info(t, TP.UINT8, None))
    return m2


def _exact_products(m: onnx.ModelProto, values: dict) -> list[np.ndarray]:
    """The int64 reference of every MatMulInteger/ConvInteger of m (wrapped to int32)."""
    from quant_cases import ref_conv_integer, ref_matmul_integer
    values = dict(values)
    values.update({t.name: NH.to_array(t) for t in m.graph.initializer})
    out = []
    for n in m.graph.node:
        if n.op_type in ("MatMulInteger", "ConvInteger"):
            ref = ref_matmul_integer if n.op_type == "MatMulInteger" else ref_conv_integer(
                {a.name: H.get_attribute_value(a) for a in n.attribute})
            out.append(ref(*[values.get(t) if t else None for t in n.input])[0])
    return out


@pytest.mark.parametrize("name,per_channel", [("cnn", False), ("transformer", True), ("transformer", False)])
def test_dynamic_quantized_model_matches_onnxruntime(name, per_channel):
    fm = MODELS[name]()
    q = _with_integer_outputs(quantize(fm, "dynamic", per_channel))
    ints = sum(n.op_type in ("MatMulInteger", "ConvInteger") for n in q.graph.node)
    assert ints >= 2
    s, o = jr.Session(q), ort_session(q)
    names = [t.name for t in q.graph.output]
    for seed in SEEDS:
        feeds = random_input(fm, seed)
        got, want = s.run(None, feeds), o.run(None, feeds)
        exact = _exact_products(q, dict(zip(names, got), **feeds))  # of our own A (DynamicQuantizeLinear's)
        for g, e in zip(got[1:1 + ints], exact):
            assert g.dtype == np.int32
            np.testing.assert_array_equal(g, e)  # the integer products: exact
        # onnxruntime's U8S8 kernels on x86 without VNNI saturate pairs of products (vpmaddubsw);
        # where its products are exact, everything else is equal too
        if all(np.array_equal(g, w) for g, w in zip(got[1:1 + ints], want[1:1 + ints])):
            for g, w in zip(got[1 + ints:], want[1 + ints:]):
                np.testing.assert_array_equal(g, w)
            np.testing.assert_allclose(got[0], want[0], rtol=1e-5, atol=1e-5)
        else:
            np.testing.assert_array_equal(got[1 + ints], want[1 + ints])  # the first quantized input


# --- the fold itself ---------------------------------------------------------------------------------

def qdq(scale: float, zp, opset: int = 13, output_q: bool = False, n: int = 64) -> onnx.ModelProto:
    """x -> QuantizeLinear -> DequantizeLinear -> y (and the quantized value as an output)."""
    inits = [NH.from_array(np.array(scale, np.float32), "s"), NH.from_array(np.asarray(zp), "z")]
    nodes = [H.make_node("QuantizeLinear", ["x", "s", "z"], ["q"], name="quant"),
             H.make_node("DequantizeLinear", ["q", "s", "z"], ["y"], name="dequant")]
    outs = [H.make_tensor_value_info("y", TP.FLOAT, [n])]
    if output_q:
        outs.append(H.make_tensor_value_info("q", NH.from_array(np.asarray(zp)).data_type, [n]))
    g = H.make_graph(nodes, "qdq", [H.make_tensor_value_info("x", TP.FLOAT, [n])], outs, initializer=inits)
    return H.make_model(g, opset_imports=[H.make_opsetid("", opset)])


def ties(scale: float, zp: int, lo: int, hi: int, n: int = 64) -> np.ndarray:
    k = np.linspace(lo - zp - 6, hi - zp + 6, n).round()
    frac = np.resize([0.5, -0.5, 0.25, 0.0], n)
    return ((k + frac) * scale).astype(np.float32)


@pytest.mark.parametrize("opset", [10, 13, 21])
@pytest.mark.parametrize("zp", [np.uint8(0), np.uint8(255), np.uint8(131), np.int8(-128), np.int8(127), np.int8(3)])
def test_a_folded_pair_rounds_half_to_even_and_saturates(opset, zp):
    info = np.iinfo(zp.dtype)
    for scale in (0.25, 0.0371):
        m = qdq(scale, zp, opset)
        x = ties(scale, int(zp), info.min, info.max)
        for variant in ("scalar", "simd"):
            s = jr.Session(m, variant=variant)
            assert [n.op_type for n in s._current.graph.nodes] == ["FusedElementwise"]
            got = s.run(None, {"x": x})[0]
            want = ort_session(m).run(None, {"x": x})[0]
            if scale == 0.25 or variant == "scalar":  # exact quotients (or the division itself): equal
                np.testing.assert_array_equal(got, want)
            else:  # simd divides by multiplying with 1/scale: a tie may round the other way
                assert steps(got, want, scale) <= 1


def test_a_pair_whose_dequantize_has_other_parameters():
    m = qdq(0.25, np.int8(-7))
    m.graph.node[1].input[1:] = ["s2", "z2"]
    m.graph.initializer.extend([NH.from_array(np.float32(0.75), "s2"), NH.from_array(np.int8(20), "z2")])
    s = jr.Session(m, variant="scalar")
    assert [n.op_type for n in s._current.graph.nodes] == ["FusedElementwise"]
    x = ties(0.25, -7, -128, 127)
    np.testing.assert_array_equal(s.run(None, {"x": x})[0], ort_session(m).run(None, {"x": x})[0])


def test_a_quantized_value_read_elsewhere_stays_integer():
    m = qdq(0.5, np.uint8(10), output_q=True)
    s = jr.Session(m)
    assert {n.op_type for n in s._current.graph.nodes} == {"QuantizeLinear", "DequantizeLinear"}
    x = ties(0.5, 10, 0, 255)
    for g, w in zip(s.run(None, {"x": x}), ort_session(m).run(None, {"x": x})):
        assert g.dtype == w.dtype
        np.testing.assert_array_equal(g, w)


def test_a_malformed_pair_is_not_folded_away():
    with pytest.raises(UnsupportedModel, match="'quant'.*scale.*positive and finite"):
        jr.Session(qdq(0.0, np.uint8(0)))
    with pytest.raises(UnsupportedModel, match="'dequant'.*zero point.*int8"):
        m = qdq(0.5, np.uint8(0))
        m.graph.node[1].input[2] = "z8"
        m.graph.initializer.append(NH.from_array(np.int8(0), "z8"))
        jr.Session(m)


def test_nan_stays_nan_through_a_folded_pair():
    # onnxruntime quantizes NaN to the type's minimum; the folded chain keeps NaN (documented in qdq.py)
    m = qdq(0.5, np.uint8(10))
    x = np.zeros(64, np.float32)
    x[3] = np.nan
    got = jr.Session(m).run(None, {"x": x})[0]
    assert np.isnan(got[3]) and not np.isnan(np.delete(got, 3)).any()
    assert ort_session(m).run(None, {"x": x})[0][3] == -5.0
    assert jr.Session(m, passes=()).run(None, {"x": x})[0][3] == -5.0  # the nodes as written: as onnxruntime


def test_mutated_quantized_models_load_and_run_or_are_refused_by_name(monkeypatch):
    import fuzz_models
    seeds = {"cnn_qdq": quantize(cnn(), "static", True).SerializeToString(),
             "transformer_dyn": quantize(transformer(), "dynamic", True).SerializeToString()}
    monkeypatch.setattr(fuzz_models, "seed_models", lambda names=None: seeds)
    counts, failures = fuzz_models.fuzz(80, seed=3, out=None, seconds=30.0, verbose=False)
    assert not failures, failures[0]
    assert counts["ran"] > 5, counts


def test_weights_quantized_in_the_graph_fold_without_constant_folding():
    # float weights -> QuantizeLinear -> DequantizeLinear -> MatMul: FoldQDQ alone (constant folding stops
    # at 16 MiB) leaves a float32 initializer
    from jit_runtime.onnx.passes import FoldQDQ
    rng = np.random.default_rng(3)
    w = rng.standard_normal((16, 8)).astype(np.float32)
    inits = [NH.from_array(w, "w"), NH.from_array(np.float32(0.02), "s"), NH.from_array(np.int8(0), "z")]
    nodes = [H.make_node("QuantizeLinear", ["w", "s", "z"], ["wq"]),
             H.make_node("DequantizeLinear", ["wq", "s", "z"], ["wd"]), H.make_node("MatMul", ["x", "wd"], ["y"])]
    g = H.make_graph(nodes, "g", [H.make_tensor_value_info("x", TP.FLOAT, [4, 16])],
                     [H.make_tensor_value_info("y", TP.FLOAT, [4, 8])], initializer=inits)
    m = H.make_model(g, opset_imports=[H.make_opsetid("", 13)])
    s = jr.Session(m, passes=(FoldQDQ(),))
    assert [n.op_type for n in s._current.graph.nodes] == ["MatMul"]
    x = rng.standard_normal((4, 16)).astype(np.float32)
    wd = (np.clip(np.rint(w / np.float32(0.02)), -128, 127) * np.float32(0.02)).astype(np.float32)
    np.testing.assert_array_equal(s._current.graph.initializers["wd"], wd)
    so = ort.SessionOptions()
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL  # its default quantizes x too
    literal = ort.InferenceSession(m.SerializeToString(), so, providers=["CPUExecutionProvider"])
    np.testing.assert_allclose(s.run(None, {"x": x})[0], literal.run(None, {"x": x})[0], rtol=1e-5, atol=1e-5)
