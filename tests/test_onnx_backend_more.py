"""ONNX conformance for the op types beyond test_onnx_backend.py's OPS: onnx's node test
cases (onnx.backend.test) of Resize, Upsample, the gathers and scatters, the extra math,
Einsum, TopK, the arg ops, CumSum, Range, Trilu, NonZero, the extra normalizations and the
layout ops, run through jit_runtime.onnx.backend, each at its own opset (up to the newest
the installed onnx defines), float16/bfloat16/float64 cases computed in float32 as the
session does.

Included: every node case whose op under test is in MORE (test_<op>_*, with its
function-expanded variants). Every included case passes or is listed in XFAIL with the
reason; the xfails are strict, so a case that starts passing must leave the list.
"""
from __future__ import annotations


import pytest

onnx = pytest.importorskip("onnx")

from onnx_backend_slice import backend_slice  # noqa: E402

MORE = frozenset("""
    Resize Upsample GatherElements GatherND ScatterND ScatterElements Scatter IsNaN IsInf Round Mod
    Einsum TopK ArgMax ArgMin CumSum Range Trilu NonZero InstanceNormalization GroupNormalization Mish
    Celu Shrink Sinh Cosh Asinh Acosh Atanh BitwiseAnd BitwiseOr BitwiseXor BitwiseNot Hardmax
    LpNormalization MeanVarianceNormalization DepthToSpace SpaceToDepth OneHot EyeLike Sign Ceil Floor
    Not And Or Xor ThresholdedRelu PRelu Size ReduceL1 ReduceL2 ReduceLogSum ReduceLogSumExp
    ReduceSumSquare ReduceProd Softsign Sin Cos Tan
""".split())

XFAIL: dict[str, str] = {
    r"^test_resize_downsample_scales_(linear|cubic)_align_corners_cpu$":
        "align_corners with a scale whose scaled length is no integer: the reference divides by "
        "scale * length - 1, onnxruntime (whose kernel the binding follows) by the output length - 1; "
        "onnxruntime fails this case too",
}


S = backend_slice(__name__, MORE, XFAIL, "More")
globals().update(S.classes)
SELECTED = S.selected


def test_every_xfail_names_a_selected_case():
    assert not S.unmatched_xfails(), f"XFAIL patterns matching no case: {S.unmatched_xfails()}"


def test_every_op_has_cases():
    assert not S.ops_without_cases(), f"ops with no node case: {S.ops_without_cases()}"
