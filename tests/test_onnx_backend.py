"""ONNX conformance: onnx's own backend test suite (onnx.backend.test.BackendTest) run
through jit_runtime.onnx.backend, for the op types the runtime promises (OPS), each model
at its own opset (no version conversion; only the pytorch cases, opset 6, are converted
up to 7, the oldest the runtime loads).

Included: every node test whose op under test is in OPS (test_<op>_*, with its
function-expanded variants), and every pytorch-converted / pytorch-operator case whose
graph uses only ops in OPS. Every included case passes or is listed in XFAIL below with
the reason; the xfails are strict, so a case that starts passing must leave the list.
"""
from __future__ import annotations

import os

import pytest

onnx = pytest.importorskip("onnx")
import onnx.backend.test  # noqa: E402, F811 (the module importorskip gave)
from onnx.backend.test.loader import load_model_tests  # noqa: E402

from jit_runtime.onnx.backend import JitBackend  # noqa: E402
from onnx_backend_slice import backend_slice, node_cases  # noqa: E402
from onnx_conformance import OPS  # noqa: E402  (python -m tests.onnx_conformance: these cases vs onnxruntime)

# test-name regex (re.search on the pytest name, e.g. test_relu_cpu) -> why it fails
XFAIL: dict[str, str] = {
    # element types the runtime does not run (float32 through DSL ops, float16/bfloat16/float64 computed
    # in float32; integers and bool in numpy)
    r"^test_cast_.*(FLOAT8|FLOAT4E2M1|INT2|INT4)":
        "float8/float4/int2/int4 tensors: Cast converts between float32/16, bfloat16, float64, integers and bool",
    r"^test_(de)?quantizelinear_(e4m3fn|e5m2|float4e2m1|u?int[24])":
        "float8/float4/int4/int2 quantized types: QuantizeLinear/DequantizeLinear take int8, uint8, int16, uint16 "
        "(and int32)",
    r"^test_operator_add(constant|_broadcast|_size1_(right|singleton)_broadcast)_cpu$":
        "float64 values beyond float32's range (the cases' data is uninitialized memory: 1e+223, 6e-310), "
        "and float64 is computed in float32",
    # features the runtime does not have
    r"^test_training_dropout(?!_zero_ratio)": "training mode Dropout (random mask): inference only",
}

PYTORCH_KINDS = ("pytorch-converted", "pytorch-operator")


def _selected() -> set[str]:
    """Names (without the _cpu suffix) of the cases for OPS."""
    names = node_cases(OPS)
    for kind in PYTORCH_KINDS:
        for t in load_model_tests(kind=kind):
            m = onnx.load(os.path.join(t.model_dir, "model.onnx"), load_external_data=False)
            if {n.op_type for n in m.graph.node} <= OPS:
                names.add(t.name)
    return names


S = backend_slice(__name__, OPS, XFAIL, select=_selected)
globals().update(S.classes)
SELECTED = S.selected


def test_every_xfail_names_a_selected_case():
    assert not S.unmatched_xfails(), f"XFAIL patterns matching no case: {S.unmatched_xfails()}"


def test_every_op_has_cases():
    assert not S.ops_without_cases(), f"ops with no node case: {S.ops_without_cases()}"


def test_node_cases_run_at_their_own_opset(monkeypatch):
    """No version conversion: each node case's session binds the opset the case declares,
    those past 21 included."""
    from onnx import version_converter

    def refuse(*a, **k):
        raise AssertionError("a node case was converted")
    monkeypatch.setattr(version_converter, "convert_version", refuse)
    seen = set()
    for t in load_model_tests(kind="node"):
        if t.name + "_cpu" not in SELECTED or S.is_xfail(t.name + "_cpu"):
            continue
        opset = next(o.version for o in t.model.opset_import if o.domain in ("", "ai.onnx"))
        if opset < 22 or opset in seen:
            continue
        seen.add(opset)
        rep = JitBackend.prepare(t.model)
        assert rep.session.graph.opset("") == opset, t.name
    assert len(seen) >= 3, seen
