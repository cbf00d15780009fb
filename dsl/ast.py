"""Typed AST of the .opdsl language: frozen dataclasses, each with a source span.

Spans do not take part in equality or hashing, so two ops that say the same thing
compare equal wherever they were written.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Union, get_args

Reducer = Literal["sum", "max", "min", "mean", "prod"]  # the reductions the language has
REDUCERS: tuple[Reducer, ...] = get_args(Reducer)


@dataclass(frozen=True)
class Span:
    line: int
    column: int
    end_line: int = 0
    end_column: int = 0


NOWHERE = Span(0, 0)


def _span() -> Span:
    return field(default=NOWHERE, compare=False, repr=False)  # type: ignore[return-value]


# --- expressions ------------------------------------------------------------------

@dataclass(frozen=True)
class Num:
    value: float | int
    is_int: bool
    span: Span = _span()


@dataclass(frozen=True)
class Name:
    id: str
    span: Span = _span()


@dataclass(frozen=True)
class EllipsisIndex:
    """`...` inside an index list: the op's batch dims."""
    span: Span = _span()


@dataclass(frozen=True)
class Access:
    tensor: str
    indices: tuple["Expr", ...]
    span: Span = _span()


@dataclass(frozen=True)
class Binary:
    op: str  # + - * / % **
    left: "Expr"
    right: "Expr"
    span: Span = _span()


@dataclass(frozen=True)
class Unary:
    op: str  # -
    operand: "Expr"
    span: Span = _span()


@dataclass(frozen=True)
class Compare:
    op: str  # < <= > >= == !=
    left: "Expr"
    right: "Expr"
    span: Span = _span()


@dataclass(frozen=True)
class Call:
    fn: str
    args: tuple["Expr", ...]
    span: Span = _span()


@dataclass(frozen=True)
class ReduceIndex:
    name: str
    bound: "Expr | None"  # explicit range `k < bound`, else inferred from use
    span: Span = _span()


@dataclass(frozen=True)
class Reduce:
    kind: Reducer
    indices: tuple[ReduceIndex, ...]
    body: "Expr"
    span: Span = _span()


Expr = Union[Num, Name, EllipsisIndex, Access, Binary, Unary, Compare, Call, Reduce]


# --- declarations -----------------------------------------------------------------

@dataclass(frozen=True)
class EllipsisDim:
    span: Span = _span()


Dim = Union[Expr, EllipsisDim]


@dataclass(frozen=True)
class TensorParam:
    name: str
    dtype: str
    dims: tuple[Dim, ...]
    span: Span = _span()

    @property
    def is_broadcast(self) -> bool:
        """Declared as `f32[broadcast(a, b)]`: the batch shape, like `f32[...]`."""
        return (len(self.dims) == 1 and isinstance(self.dims[0], Call)
                and self.dims[0].fn == "broadcast")

    @property
    def has_ellipsis(self) -> bool:
        return self.is_broadcast or any(isinstance(d, EllipsisDim) for d in self.dims)

    @property
    def fixed_dims(self) -> tuple[Expr, ...]:
        """The dims after a leading `...` (all dims when there is none)."""
        if self.is_broadcast:
            return ()
        return tuple(d for d in self.dims if not isinstance(d, EllipsisDim))


@dataclass(frozen=True)
class AttrParam:
    name: str
    type: str  # "int" or "f32"
    default: float | int | None
    span: Span = _span()


@dataclass(frozen=True)
class Accuracy:
    rel: float | None = None
    abs: float | None = None
    span: Span = _span()


@dataclass(frozen=True)
class Assign:
    target: str
    indices: tuple[str | EllipsisIndex, ...]
    value: Expr
    span: Span = _span()
    index_spans: tuple[Span, ...] = field(default=(), compare=False, repr=False)

    @property
    def has_ellipsis(self) -> bool:
        return any(isinstance(i, EllipsisIndex) for i in self.indices)

    @property
    def named_indices(self) -> tuple[str, ...]:
        return tuple(i for i in self.indices if isinstance(i, str))


@dataclass(frozen=True)
class Op:
    name: str
    inputs: tuple[TensorParam, ...]
    attrs: tuple[AttrParam, ...]
    outputs: tuple[TensorParam, ...]
    accuracy: Accuracy | None
    body: tuple[Assign, ...]
    span: Span = _span()
    filename: str = field(default="<string>", compare=False, repr=False)
    source: str = field(default="", compare=False, repr=False)

    def input(self, name: str) -> TensorParam | None:
        return next((p for p in self.inputs if p.name == name), None)

    def output(self, name: str) -> TensorParam | None:
        return next((p for p in self.outputs if p.name == name), None)

    def attr(self, name: str) -> AttrParam | None:
        return next((a for a in self.attrs if a.name == name), None)


@dataclass(frozen=True)
class Module:
    filename: str
    source: str
    ops: tuple[Op, ...]
