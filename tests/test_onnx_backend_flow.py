"""ONNX conformance for control flow, recurrent layers and detection heads: onnx's node test
cases (onnx.backend.test) of If, Loop, Scan, LSTM, GRU, RNN, NonMaxSuppression and RoiAlign, run through
jit_runtime.onnx.backend, each at its own opset.

Included: every node case whose op under test is in MORE (test_<op>_*, with its
function-expanded variants). Every included case passes or is listed in XFAIL with the
reason; the xfails are strict, so a case that starts passing must leave the list.
"""
from __future__ import annotations


import pytest

onnx = pytest.importorskip("onnx")

from onnx_backend_slice import backend_slice  # noqa: E402

MORE = frozenset("If Loop Scan LSTM GRU RNN NonMaxSuppression RoiAlign".split())

XFAIL: dict[str, str] = {
    r"^test_loop16_seq_none_cpu$":
        "onnx's runner cannot compare its expected output, a sequence whose first element is a 0-d tensor "
        "(it takes len() of it); the output is right (tests/test_onnx_sequence_models.py checks it), and "
        "onnxruntime fails the case the same way",
}


S = backend_slice(__name__, MORE, XFAIL, "Flow")
globals().update(S.classes)
SELECTED = S.selected


def test_every_xfail_names_a_selected_case():
    assert not S.unmatched_xfails(), f"XFAIL patterns matching no case: {S.unmatched_xfails()}"


def test_every_op_has_cases():
    assert not S.ops_without_cases(), f"ops with no node case: {S.ops_without_cases()}"
