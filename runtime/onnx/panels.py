"""The products the weight-panel pass makes (passes/gemm_panels.py), domain "jit_runtime":

    MatMulPanels        x [..., M, K], Wp [J, K, P]; "cols": N            -> y [..., M, N]
    FusedMatMulPanels   the same, then the epilogue's extras; "opdsl": the fused op
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import onnx
from onnx import helper

PANELS, FUSED = "MatMulPanels", "FusedMatMulPanels"
OPS = (PANELS, FUSED)


def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence, const_inputs: dict):
    from .bindings._base import F32, Binding, Unsupported, dtype_name, gen, lib, run_op, with_options
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
        try:
            op = gen(attrs["opdsl"].decode() if isinstance(attrs["opdsl"], bytes) else attrs["opdsl"])
        except Exception as e:  # noqa: BLE001 - a broken text is a model we can't run
            raise Unsupported(t, node.domain, opset, f"the fused op does not load: {e}") from e

    def run(inputs, out=None):
        x, wp = inputs[0], inputs[1]
        if x.ndim < 2 or wp.ndim != 3 or x.shape[-1] != wp.shape[1] or cols > wp.shape[0] * wp.shape[2]:
            raise ValueError(f"{t}: x {x.shape} against panels {wp.shape} for {cols} columns")
        out_shape = x.shape[:-1] + (cols,)
        extras = list(inputs[2:])
        # W has no batch dims, so x's leading dims are all rows: one GEMM of prod(x.shape[:-1])
        # rows, not a batch of GEMMs (torch's seq-first attention projects x [197, 1, 768]:
        # 197 one-row products as written)
        # (only where every extra broadcasts over all rows, a bias: the fused text declares
        # the others by the batched shapes)
        if x.ndim > 2 and all(all(d == 1 for d in e.shape[:-1]) for e in extras):
            x = view(x, (int(np.prod(x.shape[:-1])), x.shape[-1]))
            extras = [view(e, e.shape[-1:]) for e in extras]
        return run_op(op, [x, wp, *extras], {"cols": cols}, shapes=[out_shape], out=out)
    return Binding(t, op.name, "kernel", with_options(run))
