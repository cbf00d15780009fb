"""Views and shape tensors: Reshape, Flatten, Squeeze, Unsqueeze, Identity and Dropout
return numpy views of their input (no copy, any dtype); Shape, Size and
ConstantOfShape compute small int64 arrays (or fills) in numpy; Constant is a value."""
from __future__ import annotations

import numpy as np
from onnx import numpy_helper

from ._base import (BOOL, F32, I32, I64, Binding, Ctx, binder, check_alloc, dtype_name, emit, int_values,
                    np_dtype, prod)
from .runop import _shaped

CONSTANT_DTYPES = (F32, I64, I32, BOOL)
CONST_BYTES = 16 << 20  # a ConstantOfShape of a constant shape is made at load up to this size, else at each run


def view(x: np.ndarray, shape) -> np.ndarray:
    """x seen with `shape`: a view, never a copy unless x itself is not contiguous."""
    try:
        return _shaped(x, tuple(shape))
    except ValueError:  # not contiguous: numpy must copy
        return x.reshape(tuple(int(s) for s in shape))


def _readonly(a: np.ndarray) -> np.ndarray:
    a = np.array(a, copy=True)
    a.flags.writeable = False
    return a


# --- Reshape / Flatten / Squeeze / Unsqueeze -----------------------------------------------

def reshape_target(xshape: tuple[int, ...], shape: list[int], allowzero: bool) -> tuple[int, ...]:
    out = []
    for i, s in enumerate(shape):
        if s == 0 and not allowzero:
            if i >= len(xshape):
                raise ValueError(f"Reshape: shape {shape} copies dim {i} (0) of a rank-{len(xshape)} input")
            out.append(xshape[i])
        elif s < -1:
            raise ValueError(f"Reshape: invalid dim {s} in shape {shape}")
        else:
            out.append(s)
    if out.count(-1) > 1:
        raise ValueError(f"Reshape: more than one -1 in shape {shape}")
    size = prod(xshape)
    if -1 in out:
        known = prod(s for s in out if s != -1)
        if known == 0 or size % known:
            raise ValueError(f"Reshape: can't infer -1 in {shape} for input shape {xshape}")
        out[out.index(-1)] = size // known
    if prod(out) != size:
        raise ValueError(f"Reshape: input shape {xshape} ({size} elements) can't become {tuple(out)}")
    return tuple(out)


@binder("Reshape", since=5)
def _reshape(ctx: Ctx) -> Binding:
    allowzero = bool(ctx.attr("allowzero", 0)) if ctx.opset >= 14 else False
    if not ctx.has(1):
        raise ctx.fail("the shape input is missing")
    const = ctx.const(1)
    fixed = int_values(const, "shape") if const is not None else None

    def run(inputs, out=None):
        x = inputs[0]
        shape = fixed if fixed is not None else int_values(inputs[1], "Reshape shape")
        return emit([view(x, reshape_target(x.shape, shape, allowzero))], out)
    return Binding(ctx.op_type, None, "view", run)


@binder("Flatten", since=1)
def _flatten(ctx: Ctx) -> Binding:
    axis = int(ctx.attr("axis", 1))
    if axis < 0 and ctx.opset < 11:
        raise ctx.fail(f"negative axis {axis} needs opset 11")

    def run(inputs, out=None):
        x = inputs[0]
        r = x.ndim
        if not -r <= axis <= r:
            raise ValueError(f"Flatten: axis {axis} out of range for rank {r}")
        a = axis + r if axis < 0 else axis
        return emit([view(x, (prod(x.shape[:a]), prod(x.shape[a:])))], out)
    return Binding(ctx.op_type, None, "view", run)


def _axes_source(ctx: Ctx, input_from: int):
    """Axes from the attribute (opset < input_from) or input 1: (fixed list | None, from input?)."""
    if ctx.opset < input_from:
        return ctx.ints("axes"), False
    if not ctx.has(1):
        return None, False
    c = ctx.const(1)
    return (int_values(c, "axes"), False) if c is not None else (None, True)


@binder("Squeeze", since=1)
def _squeeze(ctx: Ctx) -> Binding:
    fixed, dynamic = _axes_source(ctx, 13)

    def run(inputs, out=None):
        x = inputs[0]
        axes = int_values(inputs[1], "Squeeze axes") if dynamic else fixed
        if axes is None:
            shape = tuple(d for d in x.shape if d != 1)
        else:
            norm = {a % x.ndim if -x.ndim <= a < x.ndim else None for a in axes}
            if None in norm:
                raise ValueError(f"Squeeze: axes {axes} out of range for rank {x.ndim}")
            bad = [a for a in norm if x.shape[a] != 1]
            if bad:
                raise ValueError(f"Squeeze: dims {bad} of shape {x.shape} are not 1")
            shape = tuple(d for k, d in enumerate(x.shape) if k not in norm)
        return emit([view(x, shape)], out)
    return Binding(ctx.op_type, None, "view", run)


@binder("Unsqueeze", since=1)
def _unsqueeze(ctx: Ctx) -> Binding:
    fixed, dynamic = _axes_source(ctx, 13)
    if fixed is None and not dynamic:
        raise ctx.fail("axes are required")

    def run(inputs, out=None):
        x = inputs[0]
        axes = int_values(inputs[1], "Unsqueeze axes") if dynamic else fixed
        r = x.ndim + len(axes)
        norm = sorted(a + r if a < 0 else a for a in axes)
        if len(set(norm)) != len(norm) or any(not 0 <= a < r for a in norm):
            raise ValueError(f"Unsqueeze: axes {axes} invalid for output rank {r}")
        shape = list(x.shape)
        for a in norm:
            shape.insert(a, 1)
        return emit([view(x, shape)], out)
    return Binding(ctx.op_type, None, "view", run)


@binder("Identity", since=1)
def _identity(ctx: Ctx) -> Binding:
    def run(inputs, out=None):
        return emit([inputs[0].view()], out)
    return Binding(ctx.op_type, None, "view", run)


@binder("Dropout", since=1)
def _dropout(ctx: Ctx) -> Binding:
    # Training mode draws random masks, which only a ratio of 0 makes deterministic (every
    # element kept, unscaled): that case is inference's, anything else is refused by name.
    ratio_const = None
    if ctx.opset >= 12:
        r = ctx.const(1) if ctx.has(1) else np.float32(0.5)
        ratio_const = None if r is None else float(np.asarray(r).reshape(()).item())
    training_const = None
    if ctx.opset >= 12 and ctx.has(2):
        c = ctx.const(2)
        if c is not None:
            training_const = bool(c.reshape(()).item())
            if training_const and ratio_const is not None and ratio_const != 0.0:
                raise ctx.fail("training_mode = true (random masks); only inference is supported")
    dynamic_training = ctx.opset >= 12 and ctx.has(2) and training_const is None
    # The mask in inference: all ones (true) from opset 12, as the spec says; before 12,
    # onnxruntime returns zeros (false), and so do we, to agree with it.
    mask_dtype = np.bool_ if ctx.opset >= 10 else None
    mask_fill = ctx.opset >= 12
    want_mask = ctx.out_used(1)

    def training(inputs) -> bool:
        on = training_const if training_const is not None else (
            dynamic_training and bool(np.asarray(inputs[2]).reshape(()).item()))
        if not on:
            return False
        ratio = ratio_const if ratio_const is not None else float(np.asarray(inputs[1]).reshape(()).item())
        return ratio != 0.0

    def run(inputs, out=None):
        x = inputs[0]
        if training(inputs):
            raise RuntimeError("Dropout: training_mode is true at run time with a ratio above 0 "
                               "(random masks); only inference is supported")
        res = [x.view()]
        if want_mask:
            res.append(np.full(x.shape, mask_fill, mask_dtype or x.dtype))
        return emit(res, out)
    return Binding(ctx.op_type, None, "view", run)


# --- shape tensors ----------------------------------------------------------------------------

@binder("Shape", since=1)
def _shape(ctx: Ctx) -> Binding:
    start = int(ctx.attr("start", 0)) if ctx.opset >= 15 else 0
    end = ctx.attr("end", None) if ctx.opset >= 15 else None

    def run(inputs, out=None):
        s = inputs[0].shape
        return emit([np.array(s[start:end if end is None else int(end)], np.int64)], out)
    return Binding(ctx.op_type, None, "shape", run)


@binder("Size", since=1)
def _size(ctx: Ctx) -> Binding:
    def run(inputs, out=None):
        return emit([np.array(inputs[0].size, np.int64)], out)
    return Binding(ctx.op_type, None, "shape", run)


def _tensor_value(ctx: Ctx, t) -> np.ndarray:
    if t.data_type not in CONSTANT_DTYPES:
        raise ctx.fail(f"constant of type {dtype_name(t.data_type)}; supported: float, int64, int32, bool")
    return numpy_helper.to_array(t)


def _sparse_value(ctx: Ctx, sp) -> np.ndarray:
    values = _tensor_value(ctx, sp.values)
    idx = numpy_helper.to_array(sp.indices).astype(np.int64)
    dims = tuple(int(d) for d in sp.dims)
    dense = np.zeros(prod(dims), values.dtype)
    flat = idx.reshape(-1) if idx.ndim == 1 else np.ravel_multi_index(tuple(idx.T), dims)
    dense[flat] = values.reshape(-1)
    return dense.reshape(dims)


@binder("Constant", since=1)
def _constant(ctx: Ctx) -> Binding:
    attrs = {a.name: a for a in ctx.node.attribute}
    if len(attrs) != 1:
        raise ctx.fail(f"needs exactly one value attribute, has {sorted(attrs) or 'none'}")
    (name, a), = attrs.items()
    if name == "value":
        v = _tensor_value(ctx, a.t)
    elif name == "sparse_value":
        v = _sparse_value(ctx, a.sparse_tensor)
    elif name == "value_float":
        v = np.array(a.f, np.float32)
    elif name == "value_floats":
        v = np.array(list(a.floats), np.float32)
    elif name == "value_int":
        v = np.array(a.i, np.int64)
    elif name == "value_ints":
        v = np.array(list(a.ints), np.int64)
    elif name in ("value_string", "value_strings"):
        raise ctx.fail(f"{name}: string tensors are not supported")
    else:
        raise ctx.fail(f"unknown attribute '{name}'")
    v = _readonly(v)

    def run(inputs, out=None):
        return emit([v], out)
    return Binding(ctx.op_type, None, "constant", run)


@binder("ConstantOfShape", since=9)
def _constant_of_shape(ctx: Ctx) -> Binding:
    t = ctx.attrs.get("value")
    if t is None:
        fill = np.zeros((), np.float32)
    else:
        fill = _tensor_value(ctx, t).reshape(-1)
        if fill.size != 1:
            raise ctx.fail(f"value must have one element, has {fill.size}")
        fill = fill.reshape(())

    def make(shape_arr) -> np.ndarray:
        shape = int_values(shape_arr, "ConstantOfShape shape")
        if any(s < 0 for s in shape):
            raise ValueError(f"ConstantOfShape: negative dim in {shape}")
        check_alloc(shape, fill.dtype, "ConstantOfShape")
        return np.full(shape, fill, fill.dtype)

    c = ctx.const(0)
    if c is not None and prod(int_values(c, "ConstantOfShape shape")) * fill.dtype.itemsize <= CONST_BYTES:
        v = _readonly(make(c))

        def run_const(inputs, out=None):
            return emit([v], out)
        return Binding(ctx.op_type, None, "constant", run_const)

    def run(inputs, out=None):
        return emit([make(inputs[0])], out)
    return Binding(ctx.op_type, None, "shape", run)


__all__ = ["view", "reshape_target", "np_dtype", "F32"]
