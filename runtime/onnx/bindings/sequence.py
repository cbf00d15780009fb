"""Sequence and optional ops: SequenceEmpty, SequenceConstruct, SequenceAt, SequenceInsert,
SequenceErase, SequenceLength, ConcatFromSequence, SplitToSequence, Optional,
OptionalHasElement, OptionalGetElement, and Identity of a sequence or optional.

Data movement done in numpy, as the shape ops are: a sequence is a values.Seq (a list of
arrays), an optional an array, a Seq or None (onnx/values.py). Every tensor put into a
sequence is copied (it may live in an arena buffer a later step reuses), so a sequence
owns its elements and no op changes a sequence in place. Each binding checks the kinds of
its inputs at load (Ctx.kinds: the program knows every value's kind from the graph
inputs and the bindings that made it) and declares the kinds of its outputs
(Binding.out_kinds). Positions are checked at run time against the sequence's length;
sequences are held against the memory limit as they grow (Seq.nbytes). A tensor result is
returned as made, never written into the out= the program offers: the program copies it
into its arena buffer when the shape is the planned one and drops the plan otherwise (an
element picked by position may differ in shape from run to run, and a copy into the
planned buffer would reshape it)."""
from __future__ import annotations

import numpy as np
from ..values import ELEMENT_TYPES, OPTIONAL, OPTIONAL_SEQUENCE, SEQUENCE, TENSOR, Seq, describe, type_of
from ._base import I32, I64, Binding, Ctx, binder, check_alloc, dtype_name, np_dtype

KIND_NAMES = {TENSOR: "a tensor", SEQUENCE: "a sequence", OPTIONAL: "an optional tensor",
              OPTIONAL_SEQUENCE: "an optional sequence"}


def _kind(ctx: Ctx, i: int) -> str:
    return ctx.kinds[i] if i < len(ctx.kinds) else TENSOR


def _want(ctx: Ctx, i: int, *kinds: str, what: str = "") -> str:
    k = _kind(ctx, i)
    if k not in kinds:
        raise ctx.fail(f"input {i}{' (' + what + ')' if what else ''} is {KIND_NAMES.get(k, k)}; "
                       f"{ctx.op_type} takes {' or '.join(KIND_NAMES[x] for x in kinds)}")
    return k


def _element_type(ctx: Ctx, i: int, what: str) -> int | None:
    t = ctx.dtype(i)
    if t is not None and t not in ELEMENT_TYPES:
        raise ctx.fail(f"{what} is {dtype_name(t)}; sequences hold float32, integer or bool tensors")
    return t


def _hold(a: np.ndarray, seq_bytes: int, where: str) -> np.ndarray:
    """A tensor as a sequence keeps it: a copy of its own, the sequence checked against
    the memory limit with it."""
    a = np.asarray(a)
    check_alloc((seq_bytes + a.nbytes,), np.uint8, f"{where}: the sequence")
    return np.array(a, copy=True, order="C")


def _same_type(seq: list, a: np.ndarray, want: np.dtype | None, what: str) -> None:
    ref = seq[0].dtype if seq else want
    if ref is not None and a.dtype != ref:
        raise ValueError(f"{what} is {a.dtype}; the sequence holds {ref}")


def _position(p, n: int, what: str, end_ok: bool) -> int:
    """A position input (a scalar int32/int64) in [-n, n-1] (or [-n, n] where inserting)."""
    a = np.asarray(p)
    if a.dtype.kind not in "iu" or a.size != 1 or a.ndim > 1:
        raise ValueError(f"{what} must be one int32/int64 value, got {a.dtype} of shape {a.shape}")
    k = int(a.reshape(-1)[0])
    hi = n if end_ok else n - 1
    if not -n <= k <= hi:
        raise ValueError(f"{what} {k} is out of range for a sequence of length {n} (valid: {-n} to {hi})")
    return k + n if k < 0 else k


def _position_type(ctx: Ctx, i: int) -> None:
    if ctx.has(i) and ctx.dtype(i) not in (None, I32, I64):
        raise ctx.fail(f"position is {dtype_name(ctx.dtype(i))}; must be int32 or int64")


def _seq_binding(ctx: Ctx, run, out_kinds: tuple[str, ...] = (SEQUENCE,)) -> Binding:
    return Binding(ctx.op_type, None, "shape", run, out_kinds=out_kinds)


# --- sequences ------------------------------------------------------------------------------------

@binder("SequenceEmpty", since=11)
def _empty(ctx: Ctx) -> Binding:
    t = int(ctx.attr("dtype", 1))
    if t not in ELEMENT_TYPES:
        raise ctx.fail(f"dtype {dtype_name(t)}: sequences hold float32, integer or bool tensors")

    def run(inputs, out=None):
        return [Seq()]
    return _seq_binding(ctx, run)


@binder("SequenceConstruct", since=11)
def _construct(ctx: Ctx) -> Binding:
    if ctx.n_in < 1:
        raise ctx.fail("SequenceConstruct takes at least one tensor")
    types = set()
    for i in range(ctx.n_in):
        _want(ctx, i, TENSOR)
        types.add(_element_type(ctx, i, f"input {i}"))
    if len(types - {None}) > 1:
        raise ctx.fail(f"the inputs are of types {sorted(dtype_name(t) for t in types - {None})}; "
                       f"a sequence holds one element type")
    where = f"{ctx.op_type}"

    def run(inputs, out=None):
        if any(a is None for a in inputs):
            raise ValueError("an input is missing")
        seq = Seq()
        for k, a in enumerate(inputs):
            _same_type(seq, np.asarray(a), None, f"input {k}")
            seq.append(_hold(a, seq.nbytes, where))
            seq.nbytes += seq[-1].nbytes
        return [seq]
    return _seq_binding(ctx, run)


@binder("SequenceAt", since=11)
def _at(ctx: Ctx) -> Binding:
    _want(ctx, 0, SEQUENCE, what="input_sequence")
    _position_type(ctx, 1)

    def run(inputs, out=None):
        seq = inputs[0]
        return [seq[_position(inputs[1], len(seq), "position", False)]]
    return Binding(ctx.op_type, None, "shape", run)


@binder("SequenceInsert", since=11)
def _insert(ctx: Ctx) -> Binding:
    _want(ctx, 0, SEQUENCE, what="input_sequence")
    _want(ctx, 1, TENSOR, what="tensor")
    _position_type(ctx, 2)
    t0, t1 = ctx.dtype(0), _element_type(ctx, 1, "tensor")
    if t0 and t1 and t0 != t1:
        raise ctx.fail(f"the tensor is {dtype_name(t1)}; the sequence holds {dtype_name(t0)}")
    want = np_dtype(t0) if t0 else None
    has_pos = ctx.has(2)

    def run(inputs, out=None):
        seq, a = inputs[0], np.asarray(inputs[1])
        _same_type(seq, a, want, "the tensor")
        k = _position(inputs[2], len(seq), "position", True) if has_pos else len(seq)
        new = Seq(seq)
        new.insert(k, _hold(a, seq.nbytes, ctx.op_type))
        new.nbytes = seq.nbytes + a.nbytes
        return [new]
    return _seq_binding(ctx, run)


@binder("SequenceErase", since=11)
def _erase(ctx: Ctx) -> Binding:
    _want(ctx, 0, SEQUENCE, what="input_sequence")
    _position_type(ctx, 1)
    has_pos = ctx.has(1)

    def run(inputs, out=None):
        seq = inputs[0]
        if not seq and not has_pos:
            raise ValueError("the sequence is empty: there is nothing to erase")
        k = _position(inputs[1], len(seq), "position", False) if has_pos else len(seq) - 1
        new = Seq(seq[:k] + seq[k + 1:])
        new.nbytes = seq.nbytes - seq[k].nbytes
        return [new]
    return _seq_binding(ctx, run)


@binder("SequenceLength", since=11)
def _length(ctx: Ctx) -> Binding:
    _want(ctx, 0, SEQUENCE, what="input_sequence")

    def run(inputs, out=None):
        return [np.array(len(inputs[0]), np.int64)]
    return Binding(ctx.op_type, None, "shape", run)


@binder("ConcatFromSequence", since=11)
def _concat(ctx: Ctx) -> Binding:
    _want(ctx, 0, SEQUENCE, what="input_sequence")
    if "axis" not in ctx.attrs:
        raise ctx.fail("attribute 'axis' is required")
    axis, new_axis = int(ctx.attr("axis")), int(ctx.attr("new_axis", 0))
    if new_axis not in (0, 1):
        raise ctx.fail(f"new_axis is {new_axis}; must be 0 or 1")
    where = ctx.op_type

    def run(inputs, out=None):
        seq = inputs[0]
        if not seq:
            raise ValueError("the sequence is empty: there is nothing to concatenate")
        r = seq[0].ndim + new_axis
        if not -r <= axis < r or r == 0:
            raise ValueError(f"axis {axis} is out of range for {'stacking' if new_axis else 'joining'} "
                             f"tensors of rank {seq[0].ndim}")
        a = axis % r
        shapes = {x.shape[:a] + x.shape[a + 1:] if not new_axis else x.shape for x in seq}
        if len(shapes) != 1 or len({x.dtype for x in seq}) != 1:
            raise ValueError(f"the tensors have shapes {[x.shape for x in seq]}: they must agree "
                             f"{'in every dim' if new_axis else f'but along axis {axis}'}")
        check_alloc((sum(x.nbytes for x in seq),), np.uint8, where)
        return [np.stack(seq, axis=a) if new_axis else np.concatenate(seq, axis=a)]
    return Binding(ctx.op_type, None, "shape", run)


@binder("SplitToSequence", since=11)
def _split(ctx: Ctx) -> Binding:
    _want(ctx, 0, TENSOR, what="input")
    _element_type(ctx, 0, "input")
    if ctx.has(1):
        _want(ctx, 1, TENSOR, what="split")
        if ctx.dtype(1) not in (None, I32, I64):
            raise ctx.fail(f"split is {dtype_name(ctx.dtype(1))}; must be int32 or int64")
    axis, keepdims = int(ctx.attr("axis", 0)), int(ctx.attr("keepdims", 1))
    has_split = ctx.has(1)

    def run(inputs, out=None):
        x = np.asarray(inputs[0])
        if not -x.ndim <= axis < x.ndim:
            raise ValueError(f"axis {axis} is out of range for an input of rank {x.ndim}")
        a = axis % x.ndim
        n = x.shape[a]
        if has_split:
            s = np.asarray(inputs[1])
            if s.dtype.kind not in "iu" or s.ndim > 1:
                raise ValueError(f"split must be a scalar or 1-D int32/int64, got {s.dtype} of shape {s.shape}")
            sizes = [int(v) for v in s.reshape(-1)]
            if s.ndim == 0:
                if sizes[0] <= 0:
                    raise ValueError(f"split {sizes[0]} must be positive")
                sizes = [sizes[0]] * (n // sizes[0]) + ([n % sizes[0]] if n % sizes[0] else [])
            elif any(v < 0 for v in sizes) or sum(sizes) != n:
                raise ValueError(f"split {sizes} must be sizes >= 0 adding up to dim {a} ({n})")
            parts = np.split(x, np.cumsum(sizes)[:-1].tolist(), axis=a) if sizes else []
        else:
            parts = [np.take(x, [k], axis=a) if keepdims else np.take(x, k, axis=a) for k in range(n)]
        return [Seq.of(np.array(p, copy=True, order="C") for p in parts)]
    return _seq_binding(ctx, run)


# --- optionals ------------------------------------------------------------------------------------

@binder("Optional", since=15)
def _optional(ctx: Ctx) -> Binding:
    if ctx.has(0):
        k = _want(ctx, 0, TENSOR, SEQUENCE, what="input")
        _element_type(ctx, 0, "input")
        out_kind = OPTIONAL if k == TENSOR else OPTIONAL_SEQUENCE
    else:
        tp = ctx.attrs.get("type")
        if tp is None:
            raise ctx.fail("an Optional with no input needs its 'type' attribute")
        kind, elem, _ = type_of(tp)
        if kind not in (TENSOR, SEQUENCE) or (elem and elem not in ELEMENT_TYPES):
            raise ctx.fail(f"type {describe(kind, elem) if kind in (TENSOR, SEQUENCE) else kind}: optionals hold "
                           f"float32, integer or bool tensors or sequences of them")
        out_kind = OPTIONAL if kind == TENSOR else OPTIONAL_SEQUENCE
    given = ctx.has(0)

    def run(inputs, out=None):
        return [inputs[0] if given else None]
    return Binding(ctx.op_type, None, "shape", run, out_kinds=(out_kind,))


@binder("OptionalHasElement", since=15)
def _has(ctx: Ctx) -> Binding:
    if ctx.opset < 18 or ctx.has(0):
        if ctx.opset < 18:
            _want(ctx, 0, OPTIONAL, OPTIONAL_SEQUENCE, what="input")
        else:
            _want(ctx, 0, OPTIONAL, OPTIONAL_SEQUENCE, TENSOR, SEQUENCE, what="input")
    given = ctx.has(0)

    def run(inputs, out=None):
        return [np.array(given and inputs[0] is not None, np.bool_)]
    return Binding(ctx.op_type, None, "shape", run)


@binder("OptionalGetElement", since=15)
def _get(ctx: Ctx) -> Binding:
    kinds = (OPTIONAL, OPTIONAL_SEQUENCE) + ((TENSOR, SEQUENCE) if ctx.opset >= 18 else ())
    k = _want(ctx, 0, *kinds, what="input")
    out_kind = TENSOR if k in (OPTIONAL, TENSOR) else SEQUENCE

    def run(inputs, out=None):
        v = inputs[0]
        if v is None:
            raise ValueError("the optional input is empty: there is no element to get")
        return [v]
    return Binding(ctx.op_type, None, "shape", run, out_kinds=(out_kind,))


def identity(ctx: Ctx) -> Binding:
    """Identity of a sequence or optional: the same value (sequences are never changed in place)."""
    k = _want(ctx, 0, SEQUENCE, OPTIONAL, OPTIONAL_SEQUENCE, what="input")

    def run(inputs, out=None):
        return [inputs[0]]
    return Binding(ctx.op_type, None, "shape", run, out_kinds=(k,))


# op types whose bindings take sequence or optional inputs (bind() refuses them for every other
# op); KIND_BINDERS: how an op type bound elsewhere runs when an input is one
TAKES_KINDS = frozenset({"SequenceAt", "SequenceInsert", "SequenceErase", "SequenceLength", "ConcatFromSequence",
                         "Optional", "OptionalHasElement", "OptionalGetElement", "Identity", "If", "Loop",
                         "SequenceMap"})
KIND_BINDERS = {"Identity": identity}
