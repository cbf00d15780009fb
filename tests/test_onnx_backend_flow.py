"""ONNX conformance for control flow, recurrent layers and detection heads: onnx's node test
cases (onnx.backend.test) of If, Loop, Scan, LSTM, GRU, RNN, NonMaxSuppression and RoiAlign, run through
jit_runtime.onnx.backend, each at its own opset.

Included: every node case whose op under test is in MORE (test_<op>_*, with its
function-expanded variants). Every included case passes or is listed in XFAIL with the
reason; the xfails are strict, so a case that starts passing must leave the list.
"""
from __future__ import annotations

import re
import warnings

import pytest

onnx = pytest.importorskip("onnx")
import onnx.backend.test  # noqa: E402, F811 (the module importorskip gave)
from onnx.backend.test.loader import load_model_tests  # noqa: E402

from jit_runtime.onnx.backend import JitBackend  # noqa: E402

MORE = frozenset("If Loop Scan LSTM GRU RNN NonMaxSuppression RoiAlign".split())

XFAIL: dict[str, str] = {
    r"^test_(if_seq|if_opt|loop13_seq|loop16_seq_none)_cpu$":
        "sequence and optional values (in subgraphs or as graph inputs) are not supported",
}


def _selected() -> set[str]:
    """Names (without the _cpu suffix) of the node cases for MORE."""
    names = set()
    node = {t.name: t for t in load_model_tests(kind="node")}
    for name, t in node.items():
        base = node.get(re.sub(r"_expanded.*$", "", name), t)  # an expansion tests its op
        ops = {n.op_type for n in base.model.graph.node}
        if len(ops) == 1 and ops <= MORE:
            names.add(name)
    return names


with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # the node case generators warn about their own data
    backend_test = onnx.backend.test.BackendTest(JitBackend, __name__)
SELECTED = {n + "_cpu" for n in _selected()}
_XFAIL = [(re.compile(p), reason) for p, reason in XFAIL.items()]
_MATCHED: set[str] = set()


def _mark(name: str, fn):
    reasons = [r for p, r in _XFAIL if p.search(name)]
    for p, _ in _XFAIL:
        if p.search(name):
            _MATCHED.add(p.pattern)
    if reasons:
        fn = pytest.mark.xfail(reason="; ".join(reasons), strict=True)(fn)
    return fn


for _cls_name, _cls in backend_test.test_cases.items():
    for _name in [n for n in vars(_cls) if n.startswith("test_")]:
        if _name in SELECTED:
            setattr(_cls, _name, _mark(_name, getattr(_cls, _name)))
        else:
            delattr(_cls, _name)
    if any(n.startswith("test_") for n in vars(_cls)):
        globals()[_cls_name + "Flow"] = _cls
del _cls_name, _cls, _name


def test_every_xfail_names_a_selected_case():
    assert set(XFAIL) == _MATCHED, f"XFAIL patterns matching no case: {sorted(set(XFAIL) - _MATCHED)}"


def test_every_op_has_cases():
    covered = set()
    for t in load_model_tests(kind="node"):
        if t.name + "_cpu" in SELECTED:
            covered |= {n.op_type for n in t.model.graph.node}
    assert MORE <= covered, f"ops with no node case: {sorted(MORE - covered)}"
