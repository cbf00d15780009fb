"""Products of two activations in bfloat16 (onnx/bf16_fed.py, passes/fed_products.py).

- the packing kernel's float32 mode (gemm_int8_packer.PackSpec rounds): b [k, n] rounded
  to bfloat16 and laid out as the GEMM's panels, exactly to_bf16 of numpy's layout, zeros
  past k and n, on k and n around the panel width and AMX's tile of k, with -0.0,
  denormals, the largest floats, infinities and NaN; on the host's profiles and, under
  qemu, on Arm and RISC-V;
- BF16BatchMatMul against the float64 product of the bfloat16-rounded operands (each
  product exact in float32, so only the float32 sums differ), alpha and the residual, on
  hypothesis batch shapes that broadcast, M, K, N of 1 and off the tiles; NaN and
  infinity propagate; bad shapes are named;
- the pass on graphs made here: Mul or Div by a constant and a mask Add taken into the
  epilogue, what it leaves (a constant operand, an Add that widens, a scale read twice);
- a session: the attention of the test transformer on these nodes against onnxruntime.
"""
from __future__ import annotations

import os

import numpy as np
import onnx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

from jit_runtime.device import profile
from jit_runtime.onnx.bf16 import from_bf16, to_bf16
from jit_runtime.onnx.bf16_fed import OP, NativeBF16BatchMatMul
from jit_runtime.onnx.model import load
from jit_runtime.onnx.passes import FedProducts
from jit_runtime.qgemm import has_bf16

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
                database=None)
HOST = profile(None)
SPECIAL = np.array([0.0, -0.0, 1e-40, -1e-40, 3.4e38, -3.4e38, np.inf, -np.inf, np.nan, 1.0 + 2 ** -8,
                    1.0 + 3 * 2 ** -8], np.float32)
needs_bf16 = pytest.mark.skipif(not has_bf16(HOST), reason="bfloat16 products need AVX512-BF16 (vdpbf16ps)")
TRANSFORMER = os.path.join(os.path.dirname(__file__), "models", "transformer_op15.onnx")


def panels_ref(b: np.ndarray, nr: int, kg_tile: int) -> np.ndarray:
    """numpy's panels [ceil(n / nr), kg, nr, 2] of to_bf16(b) (kg: k's pairs to whole kg_tile)."""
    k, n = b.shape
    nj, kg = -(-n // nr), -(-(-(-k // 2)) // kg_tile) * kg_tile
    w = np.zeros((2 * kg, nj * nr), np.uint16)
    w[:k, :n] = to_bf16(b)
    return w.reshape(kg, 2, nj, nr).transpose(2, 0, 3, 1)


def _special_b(k: int, n: int, seed: int) -> np.ndarray:
    b = (np.random.default_rng(seed).standard_normal((k, n)) * 100).astype(np.float32)
    flat = b.reshape(-1)
    flat[:min(flat.size, SPECIAL.size)] = SPECIAL[:min(flat.size, SPECIAL.size)]
    return b


def _same_codes(got: np.ndarray, want: np.ndarray) -> None:
    """Equal codes, a NaN's (0x7FC0 either way) included."""
    np.testing.assert_array_equal(got, want)


@settings(max_examples=30, **SETTINGS)
@given(k=st.integers(1, 70), n=st.integers(1, 70), nr=st.sampled_from([16, 32]), tile=st.sampled_from([1, 16]),
       seed=st.integers(0, 2 ** 31), dev=st.sampled_from(["host", "x86-64-v3", "x86-64"]))
def test_pack_rounds_float32_to_panels(k, n, nr, tile, seed, dev):
    from jit_runtime.rowkernels import bf16_pack_launch
    b = _special_b(k, n, seed)
    launch = bf16_pack_launch(profile(dev), k, n, nr, tile, None)
    want = panels_ref(b, nr, tile)
    got = np.full(want.shape, 0xABCD, np.uint16)  # every code written, the padding as zeros
    launch.run([b], [got])
    _same_codes(got, want)


@pytest.mark.parametrize("dev", ["aarch64-neon", "riscv64-rvv"])
def test_pack_rounds_on_arm_and_riscv(dev):
    from types import SimpleNamespace

    from cross_kernels import device_or_skip, lowered
    from jit_runtime.cross import run_cross
    from jit_runtime.lowering.gemm_int8_packer import PACK_ABI, PackSpec, generate_pack
    cd, _ = device_or_skip(dev)
    k, n, nr = 37, 21, 16
    b = _special_b(k, n, 3)
    spec = PackSpec(2, nr, False, False, halves=True, rounds=True, kg_tile=16)
    want = panels_ref(b, nr, 16)
    call = SimpleNamespace(inputs=[b], sizes={"k": k, "n": n, "ld": n})
    (got,) = run_cross(lowered(generate_pack(spec), spec.symbol, PACK_ABI, 1), cd, call, [(want.size // 2,)])
    _same_codes(got.view(np.uint16).reshape(want.shape), want)


def _rounded(x: np.ndarray) -> np.ndarray:
    return from_bf16(to_bf16(x)).astype(np.float64)


BATCHES = st.sampled_from([((), ()), ((3,), ()), ((), (2,)), ((2, 3), (2, 3)), ((1, 4), (2, 1)), ((4,), (1, 4))])


@pytest.fixture(params=["amx", "bf16"])
def variant(request, monkeypatch):
    """The GEMM variant the products run: AMX tiles (skipped where the device has none) or
    vdpbf16ps (AMX withheld, as on a Zen 4)."""
    from jit_runtime import qgemm
    if request.param == "amx" and not qgemm.has_amx(HOST):
        pytest.skip("no AMX tiles on this device")
    if request.param == "bf16":
        monkeypatch.setattr(qgemm, "amx_permitted", lambda: False)
    return request.param


@needs_bf16
@settings(max_examples=40, **{**SETTINGS, "suppress_health_check": SETTINGS["suppress_health_check"] +
                                 [HealthCheck.function_scoped_fixture]})  # (the variant holds for every example)
@given(batches=BATCHES, m=st.integers(1, 70), k=st.integers(1, 70), n=st.integers(1, 70),
       alpha=st.sampled_from([1.0, 0.125, -3.0]), residual=st.sampled_from([None, "full", "rows"]),
       seed=st.integers(0, 2 ** 31))
def test_batch_matmul_against_float64(variant, batches, m, k, n, alpha, residual, seed):
    rng = np.random.default_rng(seed)
    ab, bb = batches
    a = rng.standard_normal(ab + (m, k)).astype(np.float32)
    b = rng.standard_normal(bb + (k, n)).astype(np.float32)
    batch = tuple(np.broadcast_shapes(ab, bb))
    r = None if residual is None else rng.standard_normal((batch if residual == "full" else ()) + (m, n)) \
        .astype(np.float32)
    nat = NativeBF16BatchMatMul(alpha, r is not None)
    got = nat.run([a, b] + ([r] if r is not None else []))[0]
    ran = {st_.product.boundary.op for st_ in nat._states.values()}
    assert ran == {f"integer GEMM ({variant if m >= 16 or variant == 'bf16' else 'bf16'})"}
    prod = np.matmul(_rounded(a), _rounded(b))
    want = np.float32(alpha) * prod + (r if r is not None else 0)
    assert got.shape == batch + (m, n) and got.dtype == np.float32
    # float32 sums of k exact products, scaled, plus r: within k + 3 ulps of the magnitudes
    mag = abs(alpha) * np.matmul(np.abs(_rounded(a)), np.abs(_rounded(b))) + (np.abs(r) if r is not None else 0)
    assert (np.abs(got - want) <= (k + 3) * 2.0 ** -23 * mag + 1e-30).all()


@needs_bf16
def test_batch_matmul_nan_and_inf_propagate():
    a = np.ones((2, 3, 5), np.float32)
    b = np.ones((2, 5, 4), np.float32)
    a[0, 1, 2], b[1, 3, 0], b[1, 0, 2] = np.nan, np.inf, -np.inf
    y = NativeBF16BatchMatMul().run([a, b])[0]
    ref = np.matmul(a.astype(np.float64), b.astype(np.float64))
    np.testing.assert_array_equal(np.isnan(y), np.isnan(ref))
    np.testing.assert_array_equal(y[np.isinf(ref)], ref[np.isinf(ref)])
    np.testing.assert_array_equal(y[np.isfinite(ref)], ref[np.isfinite(ref)])


@needs_bf16
@pytest.mark.parametrize("a, b, r, message", [
    ((2, 3, 5), (2, 4, 6), None, "expected float32 [..., M, K] and [..., K, N]"),
    ((2, 3, 5), (3, 5, 6), None, "do not broadcast"),
    ((2, 3, 5), (2, 5, 6), (3, 1), "the residual (input 2)"),
    ((2, 3, 5), (2, 5, 6), (3, 2, 3, 6), "the residual (input 2)"),
])
def test_bad_shapes_are_named(a, b, r, message):
    nat = NativeBF16BatchMatMul(1.0, r is not None)
    ins = [np.ones(a, np.float32), np.ones(b, np.float32)] + ([np.ones(r, np.float32)] if r else [])
    with pytest.raises(ValueError) as e:
        nat.run(ins)
    assert OP in str(e.value) and message in str(e.value)


def _attention(scale_op: str = "Mul", mask_shape=(1, 1, 6, 6), const_b: bool = False, scale_readers: int = 1):
    """Q [1, 2, 6, 4] @ K^T [1, 2, 4, 6], scaled, + mask, then softmax @ V: a graph of static shapes."""
    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(np.array(0.5 if scale_op == "Mul" else 2.0, np.float32), "c")]
    if const_b:
        inits.append(numpy_helper.from_array(rng.standard_normal((1, 2, 4, 6)).astype(np.float32), "kt"))
    nodes = [helper.make_node("MatMul", ["q", "kt"], ["s"], name="scores"),
             helper.make_node(scale_op, ["s", "c"], ["ss"], name="scale"),
             helper.make_node("Add", ["ss", "mask"], ["sm"], name="mask_add"),
             helper.make_node("Softmax", ["sm"], ["p"], name="softmax", axis=-1),
             helper.make_node("MatMul", ["p", "v"], ["y"], name="context")]
    outs = [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 2, 6, 4])]
    if scale_readers > 1:
        outs.append(helper.make_tensor_value_info("ss", TensorProto.FLOAT, [1, 2, 6, 6]))
    ins = [helper.make_tensor_value_info("q", TensorProto.FLOAT, [1, 2, 6, 4]),
           helper.make_tensor_value_info("mask", TensorProto.FLOAT, list(mask_shape)),
           helper.make_tensor_value_info("v", TensorProto.FLOAT, [1, 2, 6, 4])]
    if not const_b:
        ins.insert(1, helper.make_tensor_value_info("kt", TensorProto.FLOAT, [1, 2, 4, 6]))
    g = helper.make_graph(nodes, "attention", ins, outs, inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def _applied(model, layers=True):
    from jit_runtime.onnx.passes import StaticShapes
    g = StaticShapes().apply(load(model))
    return FedProducts(layers).apply(g)


def _attrs(node) -> dict:
    return {a.name: helper.get_attribute_value(a) for a in node.proto.attribute}


@pytest.mark.parametrize("scale_op, alpha", [("Mul", 0.5), ("Div", 0.5)])
def test_pass_takes_the_scale_and_the_mask(scale_op, alpha):
    g = _applied(_attention(scale_op))
    ops = [(n.op_type, n.name) for n in g.nodes]
    assert ops == [(OP, "scores"), ("Softmax", "softmax"), (OP, "context")]
    scores, context = g.nodes[0], g.nodes[2]
    assert scores.inputs == ("q", "kt", "mask") and scores.outputs[0] == "sm"
    assert _attrs(scores) == {"alpha": pytest.approx(alpha), "residual": 1}
    assert scores.fused == ("scale", "mask_add")
    assert context.inputs == ("p", "v") and _attrs(context) == {"alpha": 1.0} and context.outputs[0] == "y"


@pytest.mark.parametrize("kw, want", [
    (dict(const_b=True), ["MatMul", "Mul", "Add", "Softmax", OP]),  # a constant K: a weights product's
    (dict(mask_shape=(1, 2, 1, 6)), [OP, "Add", "Softmax", OP]),  # a mask broadcast along rows: the Add stays
    (dict(scale_readers=2), [OP, "Add", "Softmax", OP]),  # the scaled scores are an output too: the Add stays
])
def test_pass_leaves_what_it_cannot_take(kw, want):
    assert [n.op_type for n in _applied(_attention(**kw)).nodes] == want


def test_pass_turns_only_the_layers_named():
    g = _applied(_attention(), frozenset({"context"}))
    assert [n.op_type for n in g.nodes] == ["MatMul", "Mul", "Add", "Softmax", OP]


@needs_bf16
def test_attention_on_bf16_nodes_against_onnxruntime():
    """The test transformer with every product of two activations in bfloat16 (the
    weights' products in float32): within the two roundings' error of onnxruntime."""
    ort = pytest.importorskip("onnxruntime")
    from jit_runtime.onnx.passes import StaticShapes
    from jit_runtime.onnx.passes.fed_products import fed
    from jit_runtime.onnx.precision import error, reduced_passes
    from jit_runtime.onnx.session import Session
    g = StaticShapes().apply(load(TRANSFORMER))
    names = frozenset(n.name for n in g.nodes if fed(g, n))
    assert len(names) == 2
    s = Session(TRANSFORMER, passes=reduced_passes({}, frozenset(), names), progress=False)
    feed = {"input": np.random.default_rng(1).standard_normal((1, 16, 64)).astype(np.float32)}
    got = s.run(feed)
    assert sorted(st_.node.name for st_ in s._program(frozenset()).steps if st_.node.op_type == OP) == sorted(names)
    ref = ort.InferenceSession(TRANSFORMER, providers=["CPUExecutionProvider"]).run(None, feed)
    names_out = [o.name for o in onnx.load(TRANSFORMER).graph.output]
    assert 0 < error([got], [dict(zip(names_out, ref))]) < 2e-2
    assert "b rounded to bfloat16 and packed into panels" in s.explain()
