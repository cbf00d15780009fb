"""Which edges of a product node carry bfloat16 codes (uint16) instead of float32: between
two reduced-precision products (passes/bf16_edges.py), for BF16MatMul (bf16.py) and
Int8MatMul (int8.py) alike."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

import numpy as np
import onnx

CODES = onnx.TensorProto.UINT16  # an edge's type where it carries bfloat16 codes (passes/bf16_edges.py)


@dataclass(frozen=True)
class Edges:
    """Which of a product's edges carry bfloat16 codes (uint16) instead of float32, between
    two reduced-precision products (passes/bf16_edges.py): x, the residual, y (stored
    rounded to nearest even: what its readers would round it to)."""
    x: bool = False
    res: bool = False
    y: bool = False


def bf16_edges(plan, y_bf16: bool, res_bf16: bool):
    """plan (qgemm.Plan) with C stored as bfloat16 codes (uint16) and / or its residual
    read as them (gemm_int8's y_bf16, res_bf16; cvt_bf16 where the device rounds them in
    one instruction)."""
    if not (y_bf16 or res_bf16):
        return plan
    from ..qgemm import has_bf16
    cvt = y_bf16 and plan.spec.lanes in (8, 16) and has_bf16(plan.prof)  # the codes by vcvtneps2bf16
    return replace(plan, spec=replace(plan.spec, y_bf16=y_bf16, res_bf16=res_bf16, cvt_bf16=cvt),
                   odt=np.uint16 if y_bf16 else plan.odt)


def edges_of(node: onnx.NodeProto, input_dtypes: Sequence, x_at: int, res_at: int) -> Edges:
    """A product node's Edges: x and the residual (inputs x_at, res_at) where their type
    is CODES, y where the node has bf16_out = 1."""
    def codes(i: int) -> bool:
        return i < len(input_dtypes or []) and i < len(node.input) and bool(node.input[i]) \
            and input_dtypes[i] == CODES
    return Edges(codes(x_at), codes(res_at), any(a.name == "bf16_out" and a.i for a in node.attribute))


__all__ = ["CODES", "Edges", "bf16_edges", "edges_of"]
