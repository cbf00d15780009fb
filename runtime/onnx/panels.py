"""The products the weight-panel pass makes (passes/gemm_panels.py), domain "jit_runtime":

    MatMulPanels        x [..., M, K], Wp [J, K, P]; "cols": N            -> y [..., M, N]
    FusedMatMulPanels   the same, then the epilogue's extras; "opdsl": the fused op
"""
from __future__ import annotations

from typing import Sequence

import onnx
from onnx import helper

PANELS, FUSED = "MatMulPanels", "FusedMatMulPanels"
OPS = (PANELS, FUSED)


def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence, const_inputs: dict):
    from .bindings._base import F32, Binding, Unsupported, dtype_name, lib, run_op, with_options
    from .bindings.shape import view
    t = node.op_type
    for i, d in enumerate(input_dtypes or []):
        if d is not None and d != F32 and i < len(node.input) and node.input[i]:
            raise Unsupported(t, node.domain, opset, f"input {i} is {dtype_name(d)}; products run on float32")
    attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
    cols = int(attrs.get("cols", 0))
    if t == PANELS:
        op = lib("matmul_panels")
    else:
        from .fused import load
        try:
            op = load(attrs["opdsl"].decode() if isinstance(attrs["opdsl"], bytes) else attrs["opdsl"])
        except Exception as e:  # noqa: BLE001 - a broken text is a model we can't run
            raise Unsupported(t, node.domain, opset, f"the fused op does not load: {e}") from e

    def run(inputs, out=None):
        x, wp = inputs[0], inputs[1]
        if x.ndim < 2 or wp.ndim != 3 or x.shape[-1] != wp.shape[1] or cols > wp.shape[0] * wp.shape[2]:
            raise ValueError(f"{t}: x {x.shape} against panels {wp.shape} for {cols} columns")
        extras = list(inputs[2:])
        return run_op(op, [x, wp, *extras], {"cols": cols}, shapes=[x.shape[:-1] + (cols,)], out=out)
    return Binding(t, op.name, "kernel", with_options(run))
