"""Integer shape arithmetic shared by the checker, the lowering and the runtime."""
from __future__ import annotations

from typing import Mapping

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
