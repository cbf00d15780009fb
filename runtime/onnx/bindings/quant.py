"""QuantizeLinear, DequantizeLinear and DynamicQuantizeLinear: integer data in numpy, with
onnxruntime's arithmetic, so a quantized value is the same integer it computes.

    QuantizeLinear    q = saturate(round_half_even(x / scale) + zero_point)   (float32 divide)
    DequantizeLinear  y = float32(q - zero_point) * scale

A scale and its zero point are per tensor (one element), per axis (1-D, one per slice of
x along `axis`, opset 13+) or blocked (x's rank, `block_size` consecutive elements along
`axis` share one, opset 21+). Quantized types: int8, uint8; int16, uint16 from opset 21;
int32 for DequantizeLinear (and as QuantizeLinear's input). float8, int4, int2 and
float4/6 are refused by name. What onnxruntime does with values the formula leaves open,
we do too: NaN quantizes to the type's minimum, +-inf saturate. A scale that is zero,
negative, NaN or infinite, a zero point of another type or shape than its scale, an axis
out of range are named errors: at load for constants, at the run for fed values (a fed
scale's value is used as given, as onnxruntime does).

float16/bfloat16 scales and outputs are computed in float32 like every half-precision
value (float32.py); QuantizeLinear's `precision` (opset 23) rounds the division to
float16/bfloat16 when asked.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from onnx import TensorProto as TP

from ._base import (BF16, F16, F32, I32, Binding, Ctx, binder, check_alloc, dtype_name, emit, np_dtype)

QRANGE = {TP.INT8: (-128, 127), TP.UINT8: (0, 255), TP.INT16: (-32768, 32767), TP.UINT16: (0, 65535)}
WIDE_SINCE = 21  # int16/uint16 quantized types, block_size, output_dtype
AXIS_SINCE = 13
UNSUPPORTED_Q = {TP.FLOAT8E4M3FN, TP.FLOAT8E4M3FNUZ, TP.FLOAT8E5M2, TP.FLOAT8E5M2FNUZ, TP.INT4, TP.UINT4}
UNSUPPORTED_Q |= {getattr(TP, n) for n in ("FLOAT4E2M1", "INT2", "UINT2", "FLOAT8E8M0", "FLOAT6E2M3", "FLOAT6E3M2")
                  if hasattr(TP, n)}


def qtypes(opset: int) -> tuple[int, ...]:
    """The integer types a value may be quantized to at this opset."""
    return (TP.INT8, TP.UINT8) + ((TP.INT16, TP.UINT16) if opset >= WIDE_SINCE else ())


def type_names(types) -> str:
    return ", ".join(dtype_name(t) for t in types)


def check_qtype(ctx: Ctx, t: int | None, what: str, allowed: tuple[int, ...]) -> None:
    if t is None or t in allowed:
        return
    if t in UNSUPPORTED_Q:
        raise ctx.fail(f"{what} is {dtype_name(t)}: not supported (supported: {type_names(allowed)})")
    raise ctx.fail(f"{what} is {dtype_name(t)}; expected one of {type_names(allowed)} at opset {ctx.opset}")


# --- scales and zero points --------------------------------------------------------------------

def check_scale(s: np.ndarray, what: str, values: bool = True) -> np.ndarray:
    """A scale as float32, or ValueError naming it: float, and (values) positive and finite.
    Constants are checked at load; a fed scale is used as given, as onnxruntime does (a zero
    scale saturates), since the session's warm-up feeds zeros."""
    s = np.asarray(s)
    if s.dtype.kind != "f":
        raise ValueError(f"{what} must be float, got {s.dtype}")
    bad = ~(np.isfinite(s) & (s > 0)) if values else None
    if values and bad.any():
        raise ValueError(f"{what} must be positive and finite, has {s.reshape(-1)[np.argmax(bad.reshape(-1))]}")
    return s.astype(np.float32, copy=False)


def check_zero_point(z: np.ndarray | None, scale: np.ndarray, dtype: np.dtype, what: str) -> np.ndarray:
    """The zero point (zeros of `dtype` when absent), checked to have the scale's shape and `dtype`."""
    if z is None:
        return np.zeros(scale.shape, dtype)
    z = np.asarray(z)
    if z.dtype != dtype:
        raise ValueError(f"{what} is {z.dtype}; it must be {np.dtype(dtype)}, the quantized type")
    if z.shape != scale.shape and not (z.size == 1 and scale.size == 1):
        raise ValueError(f"{what} has shape {z.shape}; it must have the scale's shape {scale.shape}")
    return z


@dataclass(frozen=True)
class Granularity:
    """How a scale (and its zero point) spreads over x: per tensor (axis None), per axis
    (block 0) or in blocks of `block` along `axis`."""
    axis: int | None
    block: int = 0

    def spread(self, p: np.ndarray, x_shape: tuple[int, ...]) -> np.ndarray:
        """p as an array that broadcasts against x."""
        if self.axis is None:
            return p.reshape(())
        if not self.block:
            return p.reshape([-1 if i == self.axis else 1 for i in range(len(x_shape))])
        return np.repeat(p, self.block, axis=self.axis).take(range(x_shape[self.axis]), axis=self.axis)


def granularity(x_shape: tuple[int, ...], s_shape: tuple[int, ...], axis: int, block: int, opset: int,
                what: str) -> Granularity:
    """The granularity of a scale of shape s_shape for x (ValueError naming what does not fit)."""
    rank = len(x_shape)
    if block:
        if len(s_shape) != rank:
            raise ValueError(f"{what} has shape {s_shape}; blocked quantization (block_size {block}) needs "
                             f"x's rank {rank}")
        if not -rank <= axis < rank:
            raise ValueError(f"axis {axis} is out of range for rank {rank}")
        a = axis % rank
        want = tuple(-(-d // block) if i == a else d for i, d in enumerate(x_shape))
        if tuple(s_shape) != want:
            raise ValueError(f"{what} has shape {s_shape}; x {x_shape} in blocks of {block} along axis {a} "
                             f"needs {want}")
        return Granularity(a, block)
    if len(s_shape) <= 1 and int(np.prod(s_shape)) == 1:
        return Granularity(None)
    if len(s_shape) == 1 and opset >= AXIS_SINCE:
        if not -rank <= axis < rank:
            raise ValueError(f"axis {axis} is out of range for rank {rank}")
        a = axis % rank
        if s_shape[0] != x_shape[a]:
            raise ValueError(f"{what} has {s_shape[0]} elements; per-axis quantization along axis {a} of x "
                             f"{x_shape} needs {x_shape[a]}")
        return Granularity(a)
    kinds = "a scalar" + (" or a 1-D tensor (per axis)" if opset >= AXIS_SINCE else "") + \
        (" or x's rank with block_size" if opset >= WIDE_SINCE else "")
    raise ValueError(f"{what} has shape {s_shape}; expected {kinds} at opset {opset}")


# --- the arithmetic ------------------------------------------------------------------------------

def quantize(x: np.ndarray, scale: np.ndarray, zero_point: np.ndarray, qtype: np.dtype,
             precision: int | None = None) -> np.ndarray:
    """saturate(round_half_even(x / scale) + zero_point) as onnxruntime computes it: the
    quotient in float32 (int32 x: float64, as onnx's reference), clamped to
    [lo - zp, hi - zp] before rounding (NaN to lo - zp), then rounded and shifted.
    scale, zero_point: already spread to broadcast against x."""
    info = np.iinfo(qtype)
    check_alloc(x.shape, np.float32, "QuantizeLinear")
    with np.errstate(all="ignore"):
        if x.dtype.kind in "iu":
            t = x.astype(np.float64) / scale
        elif precision in (F16, BF16):
            from ..float32 import round_to
            t = round_to(round_to(x, precision) / round_to(scale, precision), precision)
        else:
            t = np.divide(x, scale, dtype=np.float32)
        if not isinstance(t, np.ndarray):  # a 0-d quotient is a numpy scalar
            t = np.array(t)
        z = zero_point.astype(t.dtype)
        np.fmax(t, info.min - z, out=t)  # fmax: NaN -> lo - zp
        np.fmin(t, info.max - z, out=t)
        np.rint(t, out=t)
        t += z
    return t.astype(qtype)


def dequantize(q: np.ndarray, scale: np.ndarray, zero_point: np.ndarray) -> np.ndarray:
    """float32(q - zero_point) * scale, the difference exact (int32 data: in int64)."""
    check_alloc(q.shape, np.float32, "DequantizeLinear")
    wide = np.int64 if q.dtype.itemsize >= 4 else np.int32
    d = q.astype(wide)
    d -= zero_point.astype(wide)
    y = d.astype(np.float32)
    with np.errstate(all="ignore"):
        return np.multiply(y, scale, out=y)


# --- bindings ------------------------------------------------------------------------------------

def _axis_block(ctx: Ctx) -> tuple[int, int]:
    axis = int(ctx.attr("axis", 1)) if ctx.opset >= AXIS_SINCE else 1
    block = int(ctx.attr("block_size", 0)) if ctx.opset >= WIDE_SINCE else 0
    if block < 0:
        raise ctx.fail(f"block_size {block} must be positive (or 0: not blocked)")
    s = ctx.shape(1)
    if ctx.rank(0) and (block or (s is not None and len(s) == 1 and s[0] != 1)):
        ctx.axis(axis, ctx.rank(0))  # a named error for an axis out of range
    return axis, block


def _params(ctx: Ctx, qtype: int | None, zp_what: str):
    """The function (x_shape, scale, zero_point) -> (scale, zero point) spread over x,
    checked; run at load for constants (the errors are the binding's), else per run."""
    axis, block = _axis_block(ctx)
    qdt = np_dtype(qtype) if qtype is not None else None

    def params(x_shape, s, z):
        s = check_scale(s, "the scale (input 1)", values=False)
        dt = qdt if qdt is not None else (np.asarray(z).dtype if z is not None else np.dtype(np.uint8))
        z = check_zero_point(z, s, dt, f"the zero point (input 2, {zp_what})")
        g = granularity(tuple(x_shape), s.shape, axis, block, ctx.opset, "the scale (input 1)")
        return g.spread(s, x_shape), g.spread(z.reshape(s.shape), x_shape)
    s, z = ctx.const(1), ctx.const(2)
    if s is not None:  # checked at load; bound once when x's shape is known too
        check_scale(s, "the scale (input 1)")
        if ctx.has(2) and z is not None:
            check_zero_point(z, s.astype(np.float32), qdt or z.dtype, f"the zero point (input 2, {zp_what})")
        if ctx.shape(0) is not None and (z is not None or not ctx.has(2)):
            try:
                fixed = params(ctx.shape(0), s, z)
            except ValueError as e:
                raise ctx.fail(str(e)) from None
            shape0 = ctx.shape(0)
            return lambda x_shape, s_, z_: fixed if tuple(x_shape) == shape0 else params(x_shape, s_, z_)
    return params


@binder("QuantizeLinear", since=10)
def _quantize_linear(ctx: Ctx) -> Binding:
    t = ctx.dtype(0)
    if t is not None and t not in (F32, I32):
        raise ctx.fail(f"input 0 (x) is {dtype_name(t)}; expected float (float16/bfloat16 computed in "
                       f"float32) or int32")
    allowed = qtypes(ctx.opset)
    out_t = ctx.dtype(2) if ctx.has(2) else None
    odt = int(ctx.attr("output_dtype", 0)) if ctx.opset >= WIDE_SINCE else 0
    if odt and out_t is not None and odt != out_t:
        raise ctx.fail(f"output_dtype {dtype_name(odt)} differs from the zero point's type {dtype_name(out_t)}")
    out_t = out_t or odt or TP.UINT8
    check_qtype(ctx, out_t, "the quantized type", allowed)
    precision = int(ctx.attr("precision", 0)) if ctx.opset >= 23 else 0
    if precision not in (0, F32, F16, BF16):
        raise ctx.fail(f"precision {dtype_name(precision)}; supported: float, float16, bfloat16")
    params = _params(ctx, out_t, "the output's type")
    qdt = np_dtype(out_t)

    def run(inputs, out=None):
        x = inputs[0]
        if x.dtype != np.float32 and x.dtype != np.int32:
            raise TypeError(f"QuantizeLinear: x is {x.dtype}; expected float32 or int32")
        s, z = params(x.shape, inputs[1], inputs[2] if len(inputs) > 2 else None)
        return emit([quantize(x, s, z, qdt, precision or None)], out)
    return Binding(ctx.op_type, None, "shape", run)


@binder("DequantizeLinear", since=10)
def _dequantize_linear(ctx: Ctx) -> Binding:
    allowed = qtypes(ctx.opset) + (I32,)
    t = ctx.dtype(0)
    check_qtype(ctx, t, "input 0 (x)", allowed)
    if ctx.has(2) and ctx.dtype(2) is not None and t is not None and ctx.dtype(2) != t:
        raise ctx.fail(f"the zero point (input 2) is {dtype_name(ctx.dtype(2))}; it must be x's type {dtype_name(t)}")
    odt = int(ctx.attr("output_dtype", 0)) if ctx.opset >= 23 else 0
    if odt not in (0, F32, F16, BF16):
        raise ctx.fail(f"output_dtype {dtype_name(odt)}; expected float, float16 or bfloat16")
    params = _params(ctx, t, "x's type")
    ok = tuple(np_dtype(a) for a in allowed)

    def run(inputs, out=None):
        q = inputs[0]
        if q.dtype not in ok:
            raise TypeError(f"DequantizeLinear: x is {q.dtype}; expected one of {', '.join(map(str, ok))}")
        z = inputs[2] if len(inputs) > 2 else None
        if z is not None and z.dtype != q.dtype:
            raise ValueError(f"the zero point (input 2) is {z.dtype}; it must be x's type {q.dtype}")
        s, z = params(q.shape, inputs[1], z if z is not None else np.zeros(np.shape(inputs[1]), q.dtype))
        return emit([dequantize(q, s, z)], out)
    return Binding(ctx.op_type, None, "shape", run)


# --- DynamicQuantizeLinear -----------------------------------------------------------------------

def dynamic_params(x: np.ndarray) -> tuple[np.float32, np.uint8]:
    """uint8 scale and zero point covering [min(x, 0), max(x, 0)] as onnxruntime finds them:
    scale 1 when the range is empty, the zero point rounded half to even and clamped to
    [0, 255]. x with NaN or inf has no finite range (onnxruntime's scale then depends on
    where the NaN is): a named error."""
    lo, hi = (float(x.min()), float(x.max())) if x.size else (0.0, 0.0)
    if not (np.isfinite(lo) and np.isfinite(hi)):
        raise ValueError("x has NaN or infinite values: no finite range to quantize (onnxruntime's scale and "
                         "zero point are then undefined)")
    lo, hi = np.float32(min(lo, 0.0)), np.float32(max(hi, 0.0))
    with np.errstate(all="ignore"):
        scale = np.float32(1.0) if hi == lo else np.float32(np.float32(hi - lo) / np.float32(255))
        z = np.float32(0) - np.float32(lo / scale)
    z = np.float32(min(255.0, max(0.0, float(z))))
    return scale, np.uint8(np.rint(z))


@binder("DynamicQuantizeLinear", since=11)
def _dynamic_quantize_linear(ctx: Ctx) -> Binding:
    ctx.float_input(0)

    def run(inputs, out=None):
        x = inputs[0]
        if x.dtype != np.float32:
            raise TypeError(f"DynamicQuantizeLinear: x is {x.dtype}; expected float32")
        scale, zp = dynamic_params(x)
        y = quantize(x, np.asarray(scale), np.asarray(zp), np.dtype(np.uint8))
        return emit([y, np.asarray(scale, np.float32), np.asarray(zp, np.uint8)], out)
    return Binding(ctx.op_type, None, "shape", run)
