"""The nodes the fusion passes make (domain "jit_runtime"): their bindings, and the
keep-or-not decision by measurement.

    FusedElementwise  inputs: the group's tensor inputs; "opdsl": the fused op's text;
                      "rank": the output's rank (scalar constants written as literals may
                      have contributed leading 1s to the broadcast shape)
    FusedConv         Conv's inputs (X, W, B or ""), then the epilogue's extra inputs;
                      Conv's attributes; "opdsl"
    FusedMatMul       A, B, extras; "opdsl"
    FusedGemm         A, B, C or "", extras; Gemm's attributes; "opdsl"
    FusedConcat       the concat's inputs ("concat_inputs" of them), then the reader's extra
                      inputs; "opdsl"; "rank"

`bind` has the signature of bindings.bind and returns the same Binding; bindings.bind
hands it every node of this domain (and it the channels-last, weight-panel and 8-bit
nodes to nhwc.py, panels.py and int8.py). The generated op is loaded once per distinct text. Whether a
fusion is kept is the passes' (passes/keep.py).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import onnx
from onnx import helper

from . import bf16, bf16_fed, int8, nhwc, panels

DOMAIN = "jit_runtime"
ELEMENTWISE, CONV, MATMUL, GEMM = "FusedElementwise", "FusedConv", "FusedMatMul", "FusedGemm"
CONCAT = "FusedConcat"


def load(text: str):
    """The op of a generated text (parsed, checked and loaded once per distinct text)."""
    from .bindings._base import gen
    return gen(text)


def node_attrs(node: onnx.NodeProto) -> dict:
    out = {}
    for a in node.attribute:
        v = helper.get_attribute_value(a)
        out[a.name] = v.decode() if isinstance(v, bytes) else v
    return out


# --- shared with the passes: how a contraction's arguments are formed ---------------------------

def conv_attrs(attrs: dict, x_shape, w_shape) -> tuple[dict, tuple]:
    """conv2d's attributes and the output shape for a 2-D Conv (as the Conv binding)."""
    from .bindings.nn import conv_pads
    group = int(attrs.get("group", 1))
    kernel = list(w_shape[2:])
    ks = attrs.get("kernel_shape")
    if ks is not None and list(ks) != kernel:
        raise ValueError(f"Conv: kernel_shape {list(ks)} but the weight is {tuple(w_shape)}")
    if x_shape[1] != w_shape[1] * group or w_shape[0] % group:
        raise ValueError(f"Conv: {x_shape[1]} input channels, weight {tuple(w_shape)}, group {group}")
    strides = list(attrs.get("strides") or [1, 1])
    dil = list(attrs.get("dilations") or [1, 1])
    if len(strides) != 2 or len(dil) != 2 or min(strides + dil) < 1:
        raise ValueError(f"Conv: strides {strides}, dilations {dil}")
    pads = attrs.get("pads")
    pb, pe = conv_pads(attrs.get("auto_pad", "NOTSET") or "NOTSET", list(pads) if pads is not None else None,
                       list(x_shape[2:]), kernel, strides, dil)
    outs = [(i + p0 + p1 - d * (k - 1) - 1) // s + 1
            for i, p0, p1, d, k, s in zip(x_shape[2:], pb, pe, dil, kernel, strides)]
    if any(o <= 0 for o in outs):
        raise ValueError(f"Conv: output would be {outs}")
    return (dict(stride_h=strides[0], stride_w=strides[1], dilation_h=dil[0], dilation_w=dil[1],
                 pad_top=pb[0], pad_left=pb[1], pad_bottom=pe[0], pad_right=pe[1], group=group),
            (x_shape[0], w_shape[0], *outs))


def gemm_dims(attrs: dict, a_shape, b_shape) -> tuple[int, int]:
    ta, tb = int(attrs.get("transA", 0)), int(attrs.get("transB", 0))
    if len(a_shape) != 2 or len(b_shape) != 2:
        raise ValueError(f"Gemm: A {tuple(a_shape)} and B {tuple(b_shape)} must be 2-D")
    m, k = (a_shape[1], a_shape[0]) if ta else a_shape
    k2, n = (b_shape[1], b_shape[0]) if tb else b_shape
    if k != k2:
        raise ValueError(f"Gemm: op(A) is {m}x{k} but op(B) is {k2}x{n}")
    return m, n


# --- binding -------------------------------------------------------------------------------------

def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence,
         const_inputs: dict):
    """The Binding of a fused node (raises the bindings' Unsupported for anything else)."""
    from .bindings._base import Binding, F32, Unsupported, dtype_name, run_op, with_options, zeros
    from .bindings.linalg import gemm_c
    from .bindings.shape import view
    t = node.op_type
    if node.domain == DOMAIN and t in nhwc.OPS:
        return nhwc.bind(node, opset, input_shapes, input_dtypes, const_inputs)
    if node.domain == DOMAIN and t in panels.OPS:
        return panels.bind(node, opset, input_shapes, input_dtypes, const_inputs)
    if node.domain == DOMAIN and t in int8.OPS:
        return int8.bind(node, opset, input_shapes, input_dtypes, const_inputs)
    if node.domain == DOMAIN and t in bf16.OPS:
        return bf16.bind(node, opset, input_shapes, input_dtypes, const_inputs)
    if node.domain == DOMAIN and t in bf16_fed.OPS:
        return bf16_fed.bind(node, opset, input_shapes, input_dtypes, const_inputs)
    if node.domain != DOMAIN or t not in (ELEMENTWISE, CONV, MATMUL, GEMM, CONCAT):
        raise Unsupported(t, node.domain, opset, "not a node the fusion passes make")
    for i, d in enumerate(input_dtypes or []):
        if d is not None and d != F32 and i < len(node.input) and node.input[i]:
            raise Unsupported(t, node.domain, opset, f"input {i} is {dtype_name(d)}; fused nodes run on float32")
    attrs = node_attrs(node)
    try:
        op = load(attrs["opdsl"])
    except Exception as e:  # noqa: BLE001 - a broken text is a model we can't run
        raise Unsupported(t, node.domain, opset, f"the fused op does not load: {e}") from e

    if t == ELEMENTWISE:
        rank = int(attrs.get("rank", 0))
        variant = attrs.get("variant")  # f16:edges where passes/half_elementwise.py found it pays

        def run(inputs, out=None):
            shape = tuple(np.broadcast_shapes(*[a.shape for a in inputs]))
            shape = (1,) * (rank - len(shape)) + shape
            return run_op(op, list(inputs), shapes=[shape], out=out, elementwise=True, variant=variant)
        return Binding(t, op.name, "kernel", with_options(run), inplace_ok=True)

    if t == CONCAT:
        rank, n = int(attrs["rank"]), int(attrs["concat_inputs"])

        def run(inputs, out=None):
            xs = list(inputs[:n]) + [view(e, (1,) * (rank - e.ndim) + e.shape) for e in inputs[n:]]
            return run_op(op, xs, out=out)
        return Binding(t, op.name, "kernel", with_options(run))

    if t == CONV:
        def run(inputs, out=None):
            x, w = inputs[0], inputs[1]
            if x.ndim != 4 or w.ndim != 4:
                raise ValueError(f"FusedConv: input rank {x.ndim}, weight rank {w.ndim} (2-D only)")
            b = inputs[2] if inputs[2] is not None else zeros((w.shape[0],))
            cattrs, out_shape = conv_attrs(attrs, x.shape, w.shape)
            extras = [view(e, (1,) * (4 - e.ndim) + e.shape) for e in inputs[3:]]
            return run_op(op, [x, w, b, *extras], cattrs, shapes=[out_shape], out=out)
        return Binding(t, op.name, "kernel", with_options(run))

    if t == MATMUL:
        from .bindings.linalg import matmul_shapes, rows_of

        def run(inputs, out=None):
            a, b = inputs[0], inputs[1]
            a2, b2, out_shape = matmul_shapes(a.shape, b.shape)
            extras = list(inputs[2:])
            rows = rows_of(a2, b2)
            if rows != a2 and all(all(d == 1 for d in e.shape[:-1]) for e in extras):
                # one GEMM of every row where each extra broadcasts over all of them (a bias)
                a2, extras = rows, [view(e, e.shape[-1:]) for e in extras]
            return run_op(op, [view(a, a2), view(b, b2), *extras], shapes=[out_shape], out=out)
        return Binding(t, op.name, "kernel", with_options(run))

    alpha, beta = float(attrs.get("alpha", 1.0)), float(attrs.get("beta", 1.0))
    has_c = len(node.input) > 2 and bool(node.input[2])

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        m, n = gemm_dims(attrs, a.shape, b.shape)
        extras = [view(e, (1,) * (2 - e.ndim) + e.shape) for e in inputs[3:]]
        args = [a, b] + ([gemm_c(inputs[2], m, n)] if has_c else []) + extras
        kw = {"alpha": alpha, "beta": beta} if has_c else {"alpha": alpha}
        return run_op(op, args, kw, shapes=[(m, n)], out=out)
    return Binding(t, op.name, "kernel", with_options(run))
