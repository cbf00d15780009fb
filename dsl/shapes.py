"""Integer shape arithmetic shared by the checker, the lowering and the runtime."""
from __future__ import annotations

from typing import Mapping, Sequence

from . import ast as A


def floordiv(a: int, b: int) -> int:
    if b == 0:
        raise ZeroDivisionError("division by zero in a shape expression")
    return a // b


def eval_int(e: A.Expr, env: Mapping[str, int]) -> int:
    """Evaluate a shape/index expression over integers (`/` floors, as the language says)."""
    if isinstance(e, A.Num):
        return int(e.value)
    if isinstance(e, A.Name):
        return int(env[e.id])
    if isinstance(e, A.Unary):
        return -eval_int(e.operand, env)
    if isinstance(e, A.Binary):
        a, b = eval_int(e.left, env), eval_int(e.right, env)
        if e.op == "+":
            return a + b
        if e.op == "-":
            return a - b
        if e.op == "*":
            return a * b
        if e.op == "/":
            return floordiv(a, b)
        if e.op == "%":
            if b == 0:
                raise ZeroDivisionError("modulo by zero in a shape expression")
            return a % b
    raise TypeError(f"not an integer expression: {e!r}")


def names_in(e: A.Expr) -> set[str]:
    """Every bare name an expression mentions (not tensor names of accesses)."""
    if isinstance(e, A.Name):
        return {e.id}
    out: set[str] = set()
    for child in children(e):
        out |= names_in(child)
    if isinstance(e, A.Reduce):
        out -= {i.name for i in e.indices}
        for i in e.indices:
            if i.bound is not None:
                out |= names_in(i.bound)
    return out


def children(e: A.Expr) -> tuple[A.Expr, ...]:
    if isinstance(e, A.Access):
        return tuple(i for i in e.indices if not isinstance(i, A.EllipsisIndex))
    if isinstance(e, A.Binary) or isinstance(e, A.Compare):
        return (e.left, e.right)
    if isinstance(e, A.Unary):
        return (e.operand,)
    if isinstance(e, A.Call):
        return e.args
    if isinstance(e, A.Reduce):
        return (e.body,)
    return ()


def show(e: A.Expr | A.EllipsisDim | A.EllipsisIndex) -> str:
    """Source-like text of an expression, for messages and the loop IR printer."""
    if isinstance(e, (A.EllipsisDim, A.EllipsisIndex)):
        return "..."
    if isinstance(e, A.Num):
        return repr(e.value) if not e.is_int else str(e.value)
    if isinstance(e, A.Name):
        return e.id
    if isinstance(e, A.Access):
        return f"{e.tensor}[{', '.join(show(i) for i in e.indices)}]"
    if isinstance(e, A.Binary):
        return f"({show(e.left)} {e.op} {show(e.right)})"
    if isinstance(e, A.Compare):
        return f"({show(e.left)} {e.op} {show(e.right)})"
    if isinstance(e, A.Unary):
        return f"-{show(e.operand)}"
    if isinstance(e, A.Call):
        return f"{e.fn}({', '.join(show(a) for a in e.args)})"
    if isinstance(e, A.Reduce):
        idx = ", ".join(i.name + (f" < {show(i.bound)}" if i.bound is not None else "")
                        for i in e.indices)
        return f"{e.kind}[{idx}]({show(e.body)})"
    raise TypeError(e)


# Binding strength of each operator as the grammar reads it (grammar/opdsl.lark): loosest
# first. `**` binds an atom on its left and a unary on its right.
_PREC = {"<": 0, "<=": 0, ">": 0, ">=": 0, "==": 0, "!=": 0, "+": 1, "-": 1, "*": 2, "/": 2, "%": 2,
         "**": 4}
_UNARY, _ATOM = 3, 5


def source(e: A.Expr | A.EllipsisDim | A.EllipsisIndex) -> str:
    """An expression as one would write it: the parentheses the grammar needs and no
    others (`(H + pad_top - kernel_h) / stride_h + 1`). Parses back to the same tree.
    For signatures and messages; the loop IR printer keeps `show`'s full parentheses."""
    return _source(e)[0]


def _source(e: A.Expr | A.EllipsisDim | A.EllipsisIndex) -> tuple[str, int]:
    """(text, binding strength of its outermost operator)."""
    if isinstance(e, A.Num) and not (e.value < 0):
        return show(e), _ATOM
    if isinstance(e, A.Num):
        return show(e), _UNARY
    if isinstance(e, A.Unary):
        return "-" + _wrap(e.operand, _UNARY), _UNARY
    if isinstance(e, (A.Binary, A.Compare)):
        p = _PREC[e.op]
        if e.op == "**":
            return f"{_wrap(e.left, _ATOM)} ** {_wrap(e.right, _UNARY)}", p
        if p == 0:  # comparisons do not chain
            return f"{_wrap(e.left, 1)} {e.op} {_wrap(e.right, 1)}", p
        return f"{_wrap(e.left, p)} {e.op} {_wrap(e.right, p + 1)}", p  # left-associative
    if isinstance(e, A.Access):
        return f"{e.tensor}[{', '.join(source(i) for i in e.indices)}]", _ATOM
    if isinstance(e, A.Call):
        return f"{e.fn}({', '.join(source(a) for a in e.args)})", _ATOM
    if isinstance(e, A.Reduce):
        idx = ", ".join(i.name + (f" < {_wrap(i.bound, 1)}" if i.bound is not None else "")
                        for i in e.indices)
        return f"{e.kind}[{idx}]({source(e.body)})", _ATOM
    return show(e), _ATOM


def _wrap(e: A.Expr, need: int) -> str:
    text, p = _source(e)
    return text if p >= need else f"({text})"


def shape_text(p: A.TensorParam) -> str:
    return f"{p.dtype}[{', '.join(source(d) for d in p.dims)}]"


def bind_dims(op: A.Op, size_vars: Sequence[str], shapes: Sequence[Sequence[int]],
              env: dict[str, int]) -> tuple[int, ...]:
    """Bind the size variables from the inputs' shapes into env (in place), check every
    dim expression, and return the broadcast shape of the `...` dims. A ValueError names
    the op, the input, its expected and its actual shape, and what disagrees."""
    import numpy as np

    def mismatch(p: A.TensorParam, shape: Sequence[int], why: str) -> ValueError:
        return ValueError(f"op {op.name}: input '{p.name}' expects {shape_text(p)}, got shape "
                          f"{tuple(shape)}: {why}")

    origin: dict[str, str] = {}
    parts = []
    for p, shape in zip(op.inputs, shapes):
        fixed = p.fixed_dims
        if p.has_ellipsis and len(shape) < len(fixed):
            raise mismatch(p, shape, f"needs at least {len(fixed)} dims")
        if not p.has_ellipsis and len(shape) != len(fixed):
            raise mismatch(p, shape, f"needs {len(fixed)} dims, has {len(shape)}")
        nb = len(shape) - len(fixed)
        if p.has_ellipsis:
            parts.append((p.name, tuple(shape[:nb])))
        for k, d in enumerate(fixed):
            if isinstance(d, A.Name) and d.id in size_vars:
                actual = shape[nb + k]
                if d.id not in env:
                    env[d.id], origin[d.id] = actual, f"'{p.name}' dim {nb + k}"
                elif env[d.id] != actual:
                    raise mismatch(p, shape, f"dim {nb + k} is {d.id} = {env[d.id]} "
                                   f"(from {origin[d.id]}), not {actual}")
    for p, shape in zip(op.inputs, shapes):
        nb = len(shape) - len(p.fixed_dims)
        for k, d in enumerate(p.fixed_dims):
            if isinstance(d, A.Name) and d.id in size_vars:
                continue
            try:
                want = eval_int(d, env)
            except ZeroDivisionError:
                raise mismatch(p, shape, f"dim {nb + k} ({source(d)}) divides by zero") from None
            if shape[nb + k] != want:
                raise mismatch(p, shape, f"dim {nb + k} must be {source(d)} = {want}")
    try:
        return tuple(np.broadcast_shapes(*[s for _, s in parts])) if parts else ()
    except ValueError:
        listed = ", ".join(f"'{n}' {s}" for n, s in parts)
        raise ValueError(f"op {op.name}: the '...' dims of its inputs do not broadcast: {listed}") from None
