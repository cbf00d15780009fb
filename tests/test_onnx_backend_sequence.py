"""ONNX conformance for sequence and optional values: onnx's node test cases (onnx.backend.test)
of the sequence and optional ops, and onnx's "simple" sequence models (test_sequence_model1..8:
SequenceConstruct, SequenceErase, SequenceAt, ConcatFromSequence, ... chained), run through
jit_runtime.onnx.backend, each at its own opset.

Every included case passes or is listed in XFAIL with the reason; the xfails are strict, so
a case that starts passing must leave the list.
"""
from __future__ import annotations

import pytest

onnx = pytest.importorskip("onnx")
from onnx.backend.test.loader import load_model_tests  # noqa: E402

from onnx_backend_slice import backend_slice, node_cases  # noqa: E402

SEQ = frozenset("""SequenceEmpty SequenceConstruct SequenceAt SequenceInsert SequenceErase SequenceLength
    ConcatFromSequence SplitToSequence SequenceMap Optional OptionalHasElement OptionalGetElement""".split())

XFAIL: dict[str, str] = {
    r"^test_sequence_model7_cpu$": "a sequence of float64 tensors: sequences hold float32, integer or bool "
                                   "tensors (float64 is computed in float32; its sequences are refused by name)",
}


def _simple() -> set[str]:
    return {t.name for t in load_model_tests(kind="simple") if t.name.startswith("test_sequence_model")}


S = backend_slice(__name__, SEQ, XFAIL, "Sequence", select=lambda: node_cases(SEQ) | _simple())
globals().update(S.classes)
SELECTED = S.selected


def _op_types(g) -> set[str]:
    out = set()
    for n in g.node:
        out.add(n.op_type)
        for a in n.attribute:
            for sg in ([a.g] if a.type == onnx.AttributeProto.GRAPH else list(a.graphs)):
                out |= _op_types(sg)
    return out


def test_every_xfail_names_a_selected_case():
    assert not S.unmatched_xfails(), f"XFAIL patterns matching no case: {S.unmatched_xfails()}"


def test_every_op_has_cases():
    import os
    covered: set[str] = set()
    for t in load_model_tests(kind="node") + load_model_tests(kind="simple"):
        if t.name + "_cpu" in S.selected:
            m = t.model if t.model is not None else onnx.load(os.path.join(t.model_dir, "model.onnx"))
            covered |= _op_types(m.graph)
    # Optional's node case is If's (test_if_opt, in test_onnx_backend_flow.py)
    assert not SEQ - covered - {"Optional"}, f"ops with no case: {sorted(SEQ - covered)}"
