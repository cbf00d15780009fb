"""The channels-last nodes the layout pass makes (passes/channels_last.py), domain
"jit_runtime", and their bindings:

    ConvNHWC               X [N, H, W, C], W' [J, R, S, C, P] (panels; B gives K), [R, S, C, K]
                           or [R, S, C] (depthwise), B
    FusedConvNHWC          ConvNHWC's inputs, then the epilogue's extras; "opdsl": the fused op
    MaxPoolNHWC, AveragePoolNHWC, GlobalAveragePoolNHWC    X [N, H, W, C]

Attributes are the ONNX node's (pads, strides, dilations, auto_pad, kernel_shape,
ceil_mode, count_include_pad), resolved as the NCHW bindings resolve them, on the
spatial dims 1 and 2.
"""
from __future__ import annotations

from typing import Sequence

import onnx
from onnx import helper

CONV, MAXPOOL, AVGPOOL, GAP = "ConvNHWC", "MaxPoolNHWC", "AveragePoolNHWC", "GlobalAveragePoolNHWC"
FUSED = "FusedConvNHWC"  # ConvNHWC with an epilogue (passes/fuse_epilogue.py): X, W', B or "", extras; "opdsl"
OPS = (CONV, MAXPOOL, AVGPOOL, GAP, FUSED)
X_F32, X_BF16 = "(x: f32[", "(x: bf16["  # a fused conv's x in its op text (bf16: passes/bf16_edges.py)
Y_F32, Y_BF16 = "-> y: f32[", "-> y: bf16["  # and its output


def _attrs(node: onnx.NodeProto) -> dict:
    out = {}
    for a in node.attribute:
        v = helper.get_attribute_value(a)
        out[a.name] = v.decode() if isinstance(v, bytes) else v
    return out


def conv_geometry(attrs: dict, x_shape, w_shape, channels: int | None = None) -> tuple[dict, tuple]:
    """The DSL op's attributes and the output shape of a ConvNHWC: W' HWIO [R, S, C, K],
    depthwise [R, S, C], or panels [J, R, S, C, P] (then `channels`, K, is the bias's)."""
    from .bindings.nn import conv_pads
    if len(x_shape) != 4 or len(w_shape) not in (3, 4, 5):
        raise ValueError(f"ConvNHWC: input {tuple(x_shape)}, weight {tuple(w_shape)}")
    geo = tuple(w_shape[1:4]) if len(w_shape) == 5 else tuple(w_shape[:3])
    kernel = list(geo[:2])
    ks = attrs.get("kernel_shape")
    if ks is not None and list(ks) != kernel:
        raise ValueError(f"ConvNHWC: kernel_shape {list(ks)} but the weight is {tuple(w_shape)}")
    if x_shape[3] != geo[2]:
        raise ValueError(f"ConvNHWC: {x_shape[3]} input channels, weight {tuple(w_shape)}")
    if len(w_shape) == 5 and (channels is None or channels > w_shape[0] * w_shape[4]):
        raise ValueError(f"ConvNHWC: {channels} output channels for weight panels {tuple(w_shape)}")
    strides = list(attrs.get("strides") or [1, 1])
    dil = list(attrs.get("dilations") or [1, 1])
    pads = attrs.get("pads")
    pb, pe = conv_pads(attrs.get("auto_pad", "NOTSET") or "NOTSET", list(pads) if pads is not None else None,
                       list(x_shape[1:3]), kernel, strides, dil)
    outs = [(i + p0 + p1 - d * (k - 1) - 1) // s + 1
            for i, p0, p1, d, k, s in zip(x_shape[1:3], pb, pe, dil, kernel, strides)]
    if any(o <= 0 for o in outs):
        raise ValueError(f"ConvNHWC: output would be {outs}")
    k_out = channels if len(w_shape) == 5 else w_shape[3] if len(w_shape) == 4 else w_shape[2]
    return (dict(stride_h=strides[0], stride_w=strides[1], dilation_h=dil[0], dilation_w=dil[1],
                 pad_top=pb[0], pad_left=pb[1], pad_bottom=pe[0], pad_right=pe[1]),
            (x_shape[0], outs[0], outs[1], k_out))


def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence, const_inputs: dict):
    from .bindings._base import F32, Binding, Unsupported, dtype_name, gen, lib, run_op, with_options, zeros
    from .bindings.nn import pool_geometry
    t = node.op_type
    attrs = _attrs(node)
    codes_x = t == FUSED and bool(input_dtypes) and input_dtypes[0] == onnx.TensorProto.UINT16 \
        and X_BF16 in attrs.get("opdsl", "")  # (a depthwise reading bf16 codes: passes/bf16_edges.py)
    for i, d in enumerate(input_dtypes or []):
        if d is not None and d != F32 and i < len(node.input) and node.input[i] and not (i == 0 and codes_x):
            raise Unsupported(t, node.domain, opset, f"input {i} is {dtype_name(d)}; channels-last nodes run on float32")

    if t == CONV:
        names = {3: "depthwise_nhwc", 4: "conv2d_nhwc", 5: "conv2d_nhwc_panels"}

        def run(inputs, out=None):
            x, w = inputs[0], inputs[1]
            if w.ndim == 5 and (len(inputs) < 3 or inputs[2] is None):
                raise ValueError("ConvNHWC: weight panels need the bias (it gives the output channels)")
            b = inputs[2] if len(inputs) > 2 and inputs[2] is not None else zeros((w.shape[-1],))
            cattrs, out_shape = conv_geometry(attrs, x.shape, w.shape, b.shape[0])
            op = lib(names.get(w.ndim, "conv2d_nhwc"))
            return run_op(op, [x, w, b], cattrs, shapes=[out_shape], out=out)
        rank = len(input_shapes[1] or (0, 0, 0, 0)) if len(input_shapes) > 1 else 4
        return Binding(t, names.get(rank, "conv2d_nhwc"), "kernel", with_options(run))

    if t == FUSED:
        import ml_dtypes
        import numpy as np
        from .bindings.shape import view
        try:
            op = gen(attrs["opdsl"])
        except Exception as e:  # noqa: BLE001 - a broken text is a model we can't run
            raise Unsupported(t, node.domain, opset, f"the fused op does not load: {e}") from e

        def run(inputs, out=None):
            x, w = inputs[0], inputs[1]
            if codes_x:
                if x.dtype != np.uint16:
                    raise ValueError(f"{FUSED}: x is {x.dtype}; expected bfloat16 codes (uint16)")
                x = x.view(ml_dtypes.bfloat16)
            b = inputs[2] if inputs[2] is not None else zeros((w.shape[-1],))
            cattrs, out_shape = conv_geometry(attrs, x.shape, w.shape, b.shape[0])
            extras = [view(e, (1,) * (4 - e.ndim) + e.shape) for e in inputs[3:]]
            y = run_op(op, [x, w, b, *extras], cattrs, shapes=[out_shape], out=out)
            return [r.view(np.uint16) if r.dtype == ml_dtypes.bfloat16 else r for r in y]  # (codes: an edge)
        # an extra the op reads only at the element it writes (a residual of the output's
        # shape): the output may take over its buffer where it dies here
        return Binding(t, op.name, "kernel", with_options(run),
                       inplace_ok=tuple(sorted(i for i in op.aliasable if i >= 3)))

    if t in (MAXPOOL, AVGPOOL):
        is_max = t == MAXPOOL
        kernel = list(attrs.get("kernel_shape") or [])
        if len(kernel) != 2:
            raise Unsupported(t, node.domain, opset, f"kernel_shape {kernel}: 2-D only")
        op = lib("maxpool2d_nhwc" if is_max else "avgpool2d_nhwc")
        include_pad = int(attrs.get("count_include_pad", 0)) and not is_max

        def run(inputs, out=None):
            x = inputs[0]
            if x.ndim != 4:
                raise ValueError(f"{t}: input rank {x.ndim}")
            strides = list(attrs.get("strides") or [1, 1])
            dil = list(attrs.get("dilations") or [1, 1])
            pads = attrs.get("pads")
            pb, pe, outs = pool_geometry(attrs.get("auto_pad", "NOTSET") or "NOTSET",
                                         list(pads) if pads is not None else None, x.shape[1:3], kernel, strides,
                                         dil, bool(attrs.get("ceil_mode", 0)))
            # the end pad that makes the floor formula give `outs` (ceil_mode may add to it)
            pe = [(o - 1) * s + (k - 1) * d + 1 - i - b0
                  for o, s, k, d, i, b0 in zip(outs, strides, kernel, dil, x.shape[1:3], pb)]
            kw = dict(kernel_h=kernel[0], kernel_w=kernel[1], stride_h=strides[0], stride_w=strides[1],
                      pad_top=pb[0], pad_left=pb[1], pad_bottom=pe[0], pad_right=pe[1])
            if is_max:
                kw.update(dilation_h=dil[0], dilation_w=dil[1])
            else:
                kw["count_include_pad"] = int(include_pad)
            return run_op(op, [x], kw, shapes=[(x.shape[0], outs[0], outs[1], x.shape[3])], out=out)
        return Binding(t, op.name, "kernel", with_options(run))

    if t == GAP:
        op = lib("global_avgpool_nhwc")

        def run(inputs, out=None):
            x = inputs[0]
            if x.ndim != 4:
                raise ValueError(f"{t}: input rank {x.ndim}")
            return run_op(op, [x], shapes=[(x.shape[0], 1, 1, x.shape[3])], out=out)
        return Binding(t, op.name, "kernel", with_options(run))
    raise Unsupported(t, node.domain, opset, "not a channels-last node")
