"""ONNX conformance: onnx's own backend test suite (onnx.backend.test.BackendTest) run
through jit_runtime.onnx.backend, for the op types the runtime promises (OPS).

Included: every node test whose op under test is in OPS (test_<op>_*, with its
function-expanded variants), and every pytorch-converted / pytorch-operator case whose
graph uses only ops in OPS. Every included case passes or is listed in XFAIL below with
the reason; the xfails are strict, so a case that starts passing must leave the list.
"""
from __future__ import annotations

import os
import re
import warnings

import pytest

onnx = pytest.importorskip("onnx")
import onnx.backend.test  # noqa: E402
from onnx.backend.test.loader import load_model_tests  # noqa: E402

from jit_runtime.onnx.backend import JitBackend  # noqa: E402

# test-name regex (re.search on the pytest name, e.g. test_relu_cpu) -> why it fails
XFAIL: dict[str, str] = {
    # element types the runtime does not run (float32 through DSL ops; int64/int32/bool in numpy)
    r"^test_(add|sub|mul|div|max|min|equal|greater|less)_(u?int8|u?int16|uint32|uint64)_cpu$":
        "int8/int16/unsigned inputs: these ops run on float32 (DSL) and int32/int64 (numpy) only",
    r"^test_(max|min)_float(16|64)_cpu$": "float16/float64 inputs: float32 only",
    r"^test_equal_string": "string inputs: numeric tensors only",
    r"^test_clip_default_int8_(inbounds|(min|max)(_expanded)?)_cpu$":
        "int8 input: Clip (and its expansion's Less/Where) run on float32 and int32/int64 only",
    r"^test_maxpool_2d_uint8_cpu$": "uint8 input: MaxPool runs on float32 only",
    r"^test_pow_types_float32_uint(32|64)_cpu$":
        "uint32/uint64 exponent: Pow takes float32, int32 or int64 exponents",
    r"^test_cast_.*(BFLOAT16|DOUBLE|FLOAT16|FLOAT8|FLOAT4E2M1|INT2|INT4|INT8)":
        "bfloat16/float16/double/float8/float4/int2/int4/(u)int8 tensors: Cast converts between float32, "
        "int64, int32 and bool only",
    r"^test_operator_add(constant|_broadcast|_size1_\w*broadcast)_cpu$": "float64 (double) tensors: float32 only",
    r"^test_identity_(opt|sequence)_cpu$": "optional / sequence graph inputs: tensors only",
    # features the runtime does not have
    r"^test_batchnorm_\w*training_mode": "training mode BatchNormalization (batch statistics, running-stat "
                                         "outputs): inference only",
    r"^test_training_dropout": "training mode Dropout (random mask): inference only",
    r"^test_maxpool_with_argmax_": "MaxPool's Indices output: the DSL has no argmax, the binding refuses it",
}

OPS = frozenset("""
    Relu LeakyRelu Elu Selu Sigmoid HardSigmoid HardSwish Tanh Exp Log Sqrt Reciprocal Abs Neg
    Erf Gelu Softplus Clip Add Sub Mul Div Pow Max Min Sum Softmax LogSoftmax LayerNormalization
    BatchNormalization LRN MatMul Gemm Conv ConvTranspose MaxPool AveragePool GlobalAveragePool
    GlobalMaxPool ReduceSum ReduceMean ReduceMax ReduceMin Transpose Reshape Flatten Squeeze
    Unsqueeze Concat Split Slice Gather Shape Identity Dropout Cast Constant ConstantOfShape
    Expand Where Equal Less Greater Pad
""".split())

PYTORCH_KINDS = ("pytorch-converted", "pytorch-operator")


def _selected() -> set[str]:
    """Names (without the _cpu suffix) of the cases for OPS."""
    names = set()
    node = {t.name: t for t in load_model_tests(kind="node")}  # made (once) by BackendTest
    for name, t in node.items():
        base = node.get(re.sub(r"_expanded.*$", "", name), t)  # an expansion tests its op
        ops = {n.op_type for n in base.model.graph.node}
        if len(ops) == 1 and ops <= OPS:
            names.add(name)
    for kind in PYTORCH_KINDS:
        for t in load_model_tests(kind=kind):
            m = onnx.load(os.path.join(t.model_dir, "model.onnx"), load_external_data=False)
            if {n.op_type for n in m.graph.node} <= OPS:
                names.add(t.name)
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
        globals()[_cls_name] = _cls
del _cls_name, _cls, _name


def test_every_xfail_names_a_selected_case():
    assert set(XFAIL) == _MATCHED, f"XFAIL patterns matching no case: {sorted(set(XFAIL) - _MATCHED)}"


def test_every_op_has_cases():
    covered = set()
    for t in load_model_tests(kind="node"):
        if t.name + "_cpu" in SELECTED:
            covered |= {n.op_type for n in t.model.graph.node}
    assert OPS <= covered, f"ops with no node case: {sorted(OPS - covered)}"
