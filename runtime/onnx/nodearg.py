"""Session.get_inputs() / get_outputs(): the model's inputs and outputs described as
onnxruntime's NodeArg describes them, so code written against onnxruntime reads them
unchanged: `.name`, `.type` ('tensor(float)', 'tensor(int64)', ...) and `.shape` (a list:
an int per fixed dim, the name of a symbolic dim, None for an unknown one; an empty list
when not even the rank is known, as onnxruntime gives it)."""
from __future__ import annotations

from dataclasses import dataclass

from onnx import TensorProto

from .model import TensorInfo
from .values import describe


@dataclass(frozen=True)
class NodeArg:
    name: str
    type: str
    shape: list

    def __repr__(self) -> str:
        return f"NodeArg(name={self.name!r}, type={self.type!r}, shape={self.shape!r})"


def type_string(elem_type: int) -> str:
    """'tensor(float)' for TensorProto.FLOAT, and so on (onnxruntime's spelling)."""
    try:
        name = TensorProto.DataType.Name(elem_type).lower()
    except ValueError:
        name = f"type {elem_type}"
    return f"tensor({name})"


def node_arg(t: TensorInfo) -> NodeArg:
    """(A sequence or optional: 'seq(tensor(float))', 'optional(tensor(int64))', as onnxruntime.)"""
    kind = describe(t.kind, t.elem_type) if t.kind else type_string(t.elem_type)
    return NodeArg(t.name, kind, list(t.shape) if t.shape is not None and not t.kind else [])
