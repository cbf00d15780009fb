"""Sequence and optional values: what a graph value may be besides a tensor, and the form it
takes at run time.

A value's `kind` (TensorInfo.kind) is "" for a tensor, "sequence" for a sequence of
tensors (at run time a Python list of numpy arrays), "optional" for an optional tensor (an
array, or None when empty) and "optional_sequence" for an optional sequence (a list, or
None). That is what onnxruntime takes as feeds and gives as outputs. Every other form
(maps, sparse tensors, sequences of sequences or of optionals, optionals of optionals) is
refused at load by name (`refusal`), and so are sequences and optionals of string,
float16, bfloat16 and float64 tensors (the runtime computes half types and float64 in
float32; a sequence of them would need its elements converted at the boundary).

Sequence values are never changed in place: every op makes a new list (the elements are
shared, and are arrays no step writes again: a tensor put into a sequence is copied once
if it may live in an arena buffer). `Seq` keeps the bytes its elements hold, so a Loop
growing a sequence is checked against the memory limit in constant time per step.
"""
from __future__ import annotations

from typing import Any, Iterable

import numpy as np
import onnx
from onnx import TensorProto, helper

TENSOR, SEQUENCE, OPTIONAL, OPTIONAL_SEQUENCE = "", "sequence", "optional", "optional_sequence"
KINDS = (TENSOR, SEQUENCE, OPTIONAL, OPTIONAL_SEQUENCE)
# element types a sequence or optional may hold (numbers computed as they are declared)
ELEMENT_TYPES = (TensorProto.FLOAT, TensorProto.INT64, TensorProto.INT32, TensorProto.INT16, TensorProto.INT8,
                 TensorProto.UINT64, TensorProto.UINT32, TensorProto.UINT16, TensorProto.UINT8, TensorProto.BOOL)


def type_of(tp: onnx.TypeProto) -> tuple[str, int, tuple | None]:
    """(kind, element type, element shape) of a value's type; kind is one of KINDS, or a
    description of an unsupported form ("map", "sequence of sequence", ...)."""
    v = tp.WhichOneof("value")
    if v in (None, "tensor_type"):
        return TENSOR, tp.tensor_type.elem_type, _shape(tp.tensor_type)
    if v == "sequence_type":
        if not tp.sequence_type.HasField("elem_type"):
            return SEQUENCE, 0, None
        k, e, s = type_of(tp.sequence_type.elem_type)
        return (SEQUENCE, e, s) if k == TENSOR else (f"sequence of {_name(k)}", e, s)
    if v == "optional_type":
        if not tp.optional_type.HasField("elem_type"):
            return OPTIONAL, 0, None
        k, e, s = type_of(tp.optional_type.elem_type)
        if k == TENSOR:
            return OPTIONAL, e, s
        return (OPTIONAL_SEQUENCE, e, s) if k == SEQUENCE else (f"optional of {_name(k)}", e, s)
    return v.replace("_type", "").replace("sparse_tensor", "sparse tensor"), 0, None


def _name(kind: str) -> str:
    return {TENSOR: "tensor", OPTIONAL_SEQUENCE: "optional sequence"}.get(kind, kind)


def _shape(t) -> tuple | None:
    if not t.HasField("shape"):
        return None
    return tuple(int(d.dim_value) if d.HasField("dim_value") else (d.dim_param or None) for d in t.shape.dim)


def describe(kind: str, elem_type: int) -> str:
    """onnxruntime's spelling of a type: 'tensor(float)', 'seq(tensor(float))',
    'optional(seq(tensor(int64)))'."""
    try:
        t = f"tensor({TensorProto.DataType.Name(elem_type).lower()})"
    except ValueError:
        t = f"tensor(type {elem_type})"
    if kind in (SEQUENCE, OPTIONAL_SEQUENCE):
        t = f"seq({t})"
    if kind in (OPTIONAL, OPTIONAL_SEQUENCE):
        t = f"optional({t})"
    return t


def refusal(name: str, tp: onnx.TypeProto, what: str) -> str | None:
    """Why value `name` (a graph input, output or inferred value: `what`) cannot run, or None."""
    kind, elem, _ = type_of(tp)
    if kind == TENSOR:
        return None
    if kind not in KINDS:
        return f"{what} '{name}' is a {kind}: values are tensors, sequences of tensors or optionals of those"
    if elem and elem not in ELEMENT_TYPES:
        return (f"{what} '{name}' is {describe(kind, elem)}: sequences and optionals hold float32, integer or "
                f"bool tensors")
    return None


def type_proto(kind: str, elem_type: int, shape) -> onnx.TypeProto:
    """The TypeProto of a value of this kind (shape: of the tensor, or of each element)."""
    t = helper.make_tensor_type_proto(elem_type, list(shape) if shape is not None else None)
    if kind in (SEQUENCE, OPTIONAL_SEQUENCE):
        t = helper.make_sequence_type_proto(t)
    if kind in (OPTIONAL, OPTIONAL_SEQUENCE):
        t = helper.make_optional_type_proto(t)
    return t


def value_info(name: str, kind: str, elem_type: int, shape) -> onnx.ValueInfoProto:
    return helper.make_value_info(name, type_proto(kind, elem_type, shape))


class Seq(list):
    """A sequence value: a list of arrays that knows the bytes they hold (`nbytes`)."""
    nbytes: int = 0

    @staticmethod
    def of(items: Iterable[np.ndarray]) -> "Seq":
        s = Seq(items)
        s.nbytes = sum(int(a.nbytes) for a in s)
        return s


def is_tensor_value(v: Any) -> bool:
    return isinstance(v, np.ndarray)


def signature(v: Any) -> Any:
    """A hashable stand-in for a fed value's shape (a program's plans are keyed by them)."""
    if v is None:
        return None
    if isinstance(v, list):
        return ("seq",) + tuple(a.shape for a in v)
    return v.shape


def check_fed(v: Any, kind: str, dtype: np.dtype | None, shape, where: str, copy: bool = True) -> Any:
    """A value fed for a sequence or optional input, as a program takes it (a Seq of
    C-contiguous arrays, an array or None): TypeError or ValueError naming `where` when it
    does not fit. copy: the arrays are the caller's (a Session's feeds), so they are copied
    (a sequence owns its elements); else a Seq is a program's own, already checked."""
    if kind in (OPTIONAL, OPTIONAL_SEQUENCE) and v is None:
        return None
    if kind in (SEQUENCE, OPTIONAL_SEQUENCE):
        if not isinstance(v, (list, tuple)):
            raise TypeError(f"{where} is {describe(kind, _elem(dtype))}: feed a list of numpy arrays"
                            + (" (or None)" if kind == OPTIONAL_SEQUENCE else "") + f", got {type(v).__name__}")
        if isinstance(v, Seq) and not copy:
            if v and dtype is not None and v[0].dtype != dtype:
                raise TypeError(f"{where} holds {v[0].dtype} tensors; {dtype} expected")
            return v
        return Seq.of(_tensor(a, dtype, shape, f"{where} element {k}", copy) for k, a in enumerate(v))
    if kind == OPTIONAL:
        return _tensor(v, dtype, shape, where, copy)
    raise ValueError(f"{where}: not a sequence or optional value")


def fed(v: Any, kind: str, dtype, shape, name: str, type_error: type, value_error: type) -> Any:
    """check_fed for a session's input `name`, its errors raised as the session's own kinds."""
    try:
        return check_fed(v, kind, dtype, shape, f"input '{name}'")
    except TypeError as e:
        raise type_error(str(e)) from None
    except ValueError as e:
        raise value_error(str(e)) from None


def _elem(dtype: np.dtype | None) -> int:
    return helper.np_dtype_to_tensor_dtype(dtype) if dtype is not None else 0


def _tensor(a: Any, dtype: np.dtype | None, shape, where: str, copy: bool = True) -> np.ndarray:
    if isinstance(a, (list, tuple)) or a is None:
        raise TypeError(f"{where} must be a numpy array, got {type(a).__name__}")
    a = np.asarray(a)
    if dtype is not None and a.dtype != dtype:
        raise TypeError(f"{where} must be {dtype}, got {a.dtype}")
    if shape is not None and (len(shape) != a.ndim or any(isinstance(d, int) and d != n for d, n in zip(shape, a.shape))):
        raise ValueError(f"{where} has shape {a.shape}; the model declares {tuple(shape)}")
    return np.array(a, copy=True, order="C") if copy or not a.flags.c_contiguous else a


def copy_out(v: Any) -> Any:
    """A value handed out of a program, which the caller owns: an array copied; a sequence
    as a new Seq (a list) of its elements (a sequence owns its elements: nothing writes them)."""
    if isinstance(v, np.ndarray):
        return np.array(v, copy=True)
    if isinstance(v, list):
        s = Seq(v)
        s.nbytes = v.nbytes if isinstance(v, Seq) else sum(int(a.nbytes) for a in v)
        return s
    return v


def note_kinds(kinds: dict, infos: dict, outputs, out_kinds, info_type: Any) -> None:
    """The kinds a binding gives its outputs (None: tensors), in `kinds` and in what a
    program knows of each value (subgraphs read their outer values' kinds there).
    info_type: model.TensorInfo (model.py imports this module, not the other way)."""
    for o, k in zip(outputs, out_kinds or ()):
        if o and k:
            kinds[o] = k
            info = infos.get(o)
            if info is None or info.kind != k:
                infos[o] = info_type(o, info.elem_type if info is not None else 0,
                                     info.shape if info is not None else None, k)
