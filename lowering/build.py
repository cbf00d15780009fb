"""AST -> statement nests: each DSL statement as loops around a store, reductions hoisted.

A `Spec` fixes what the kernel is specialized on: attribute values (compile-time
constants), the rank of the batch dims `...` after the runtime has merged them, which
batch dims each `...` input really has (the others broadcast), and sizes known to be 1.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..dsl import ast as A
from ..dsl.check import CheckedOp
from ..dsl.types import operand_type, typed_children
from .loops import (Bin, Cmp, Const, Convert, Fn, IBin, IConst, IExpr, IndexValue, ISize, IVar, Load, Local,
                    Neg, Reduce, Select, Stmt, Value, ibin)


@dataclass(frozen=True)
class Spec:
    attrs: tuple[tuple[str, float | int], ...] = ()
    batch_rank: int = 0
    # for each `...` input: per batch dim, True where it has the dim, False where it broadcasts
    batch: tuple[tuple[str, tuple[bool, ...]], ...] = ()
    unit_sizes: frozenset[str] = field(default_factory=frozenset)
    # sizes compiled in as constants (shape specialization): ((name, value), ...)
    static: tuple[tuple[str, int], ...] = ()

    def attr(self, name: str) -> float | int:
        return dict(self.attrs)[name]

    def batch_flags(self, tensor: str) -> tuple[bool, ...]:
        return dict(self.batch).get(tensor, (True,) * self.batch_rank)


@dataclass(frozen=True)
class Nest:
    """One statement: `for loops: prelude; target[index] = value`."""
    loops: tuple[tuple[str, IExpr], ...]
    prelude: tuple[Stmt, ...]
    target: str
    index: tuple[IExpr, ...]
    value: Value


def batch_var(k: int) -> str:
    return f"_b{k}"


def batch_size(k: int) -> str:
    return f"B{k}"


class Builder:
    def __init__(self, cop: CheckedOp, spec: Spec):
        self.cop, self.op, self.spec = cop, cop.op, spec
        # every attribute has a value here (binding gave each one without a default)
        self.attrs: dict[str, Any] = {a.name: (spec.attr(a.name) if a.name in dict(spec.attrs) else a.default)
                                      for a in self.op.attrs}
        self.counter = 0
        self.dims: dict[str, tuple[IExpr, ...]] = {}
        self.ellipsis: dict[str, bool] = {}
        for p in self.op.inputs:
            self.dims[p.name] = self.tensor_dims(p.name, p.has_ellipsis, p.fixed_dims, True)
        for p in self.op.outputs:
            self.dims[p.name] = self.tensor_dims(p.name, p.has_ellipsis, p.fixed_dims, False)
        for t in cop.temps:
            self.dims[t.name] = self.tensor_dims(t.name, t.has_ellipsis, t.dims, False)

    def tensor_dims(self, name: str, has_ell: bool, fixed, is_input: bool) -> tuple[IExpr, ...]:
        self.ellipsis[name] = has_ell
        batch: tuple[IExpr, ...] = ()
        if has_ell:
            flags = self.spec.batch_flags(name) if is_input else (True,) * self.spec.batch_rank
            batch = tuple(self.size(batch_size(k)) if f else IConst(1) for k, f in enumerate(flags))
        return batch + tuple(self.shape(d) for d in fixed)

    # --- integer expressions ---------------------------------------------------------
    def shape(self, e: A.Expr, scope: dict[str, IExpr] | None = None) -> IExpr:
        if isinstance(e, A.Num):
            return IConst(int(e.value))
        if isinstance(e, A.Name):
            if scope and e.id in scope:
                return scope[e.id]
            if e.id in self.attrs:
                return IConst(int(self.attrs[e.id]))
            return self.size(e.id)
        if isinstance(e, A.Unary):
            return ibin("-", IConst(0), self.shape(e.operand, scope))
        if isinstance(e, A.Binary):
            return ibin(e.op, self.shape(e.left, scope), self.shape(e.right, scope))
        raise TypeError(f"not an integer expression: {e!r}")

    def size(self, name: str) -> IExpr:
        """A size: a constant where the kernel is specialized on it, else an argument."""
        fixed = dict(self.spec.static).get(name)
        if fixed is not None:
            return IConst(fixed)
        return IConst(1) if name in self.spec.unit_sizes else ISize(name)

    def fresh(self, base: str) -> str:
        self.counter += 1
        return f"_{base}{self.counter}"

    # --- statements ------------------------------------------------------------------
    def nests(self) -> list[Nest]:
        out = []
        for k, st in enumerate(self.op.body):
            extents = {n: self.shape(e) for n, e in self.cop.extents[k]}
            loops: list[tuple[str, IExpr]] = []
            if st.has_ellipsis:
                loops += [(batch_var(j), self.size(batch_size(j))) for j in range(self.spec.batch_rank)]
            loops += [(n, extents[n]) for n in st.named_indices]
            scope: dict[str, IExpr] = {v: IVar(v) for v, _ in loops}
            prelude: list[Stmt] = []
            want = self.cop.compute_type(st.target)
            value = self.value(st.value, scope, extents, prelude, self.child_type(st.value, want))
            out.append(Nest(tuple(loops), tuple(prelude), st.target,
                            tuple(IVar(v) for v, _ in loops), value))
        return out

    def child_type(self, e: A.Expr, want: str) -> str:
        """What e computes in below a node computed in want (dsl/types.py)."""
        return operand_type(e, want, self.cop.compute_type, self.cop.f32_attrs)

    def value(self, e: A.Expr, scope: dict[str, IExpr], extents: dict[str, IExpr],
              prelude: list[Stmt], want: str = "f32") -> Value:
        """e as loop IR, computed in want (f32 or i32; bool for a comparison); each operand
        in the type dsl.types.typed_children gives it."""
        ws = [w for _, w in typed_children(e, want, self.cop.compute_type, self.cop.f32_attrs)]

        def go(x: A.Expr, k: int) -> Value:
            return self.value(x, scope, extents, prelude, ws[k])

        if isinstance(e, A.Num):
            return Const(int(e.value), "i32") if want == "i32" else Const(float(e.value))
        if isinstance(e, A.Name):
            if e.id in scope:
                return IndexValue(scope[e.id], "i32" if want == "i32" else "f32")
            if e.id in self.attrs:
                return Const(int(self.attrs[e.id]), "i32") if want == "i32" else Const(float(self.attrs[e.id]))
            return IndexValue(self.shape(e), "i32" if want == "i32" else "f32")
        if isinstance(e, A.Access):
            return self.access(e, scope, extents)
        if isinstance(e, A.Unary):
            return Neg(go(e.operand, 0))
        if isinstance(e, A.Binary):
            if e.op == "**":
                n = _int_literal(e.right)
                if n is not None and abs(n) <= 64:
                    return _powi(go(e.left, 0), n)
                return Fn("pow", (go(e.left, 0), go(e.right, 1)))
            return Bin(e.op, go(e.left, 0), go(e.right, 1))
        if isinstance(e, A.Compare):
            return Cmp(e.op, go(e.left, 0), go(e.right, 1))
        if isinstance(e, A.Call):
            args = tuple(go(a, k) for k, a in enumerate(e.args))
            if e.fn in ("f32", "i32"):
                return Convert(e.fn, args[0])
            return Select(*args) if e.fn == "where" else Fn(e.fn, args)
        if isinstance(e, A.Reduce):
            inner_scope = dict(scope)
            loops = []
            for ri in e.indices:
                inner_scope[ri.name] = IVar(ri.name)
                loops.append((ri.name, extents[ri.name]))
            body: list[Stmt] = []
            acc = ws[0]
            val = self.value(e.body, inner_scope, extents, body, acc)
            name = self.fresh("r")
            prelude.append(Reduce(name, e.kind, tuple(loops), tuple(body), val, ty=acc))
            return Local(name)
        raise TypeError(f"unexpected expression {e!r}")

    def access(self, e: A.Access, scope: dict[str, IExpr], extents: dict[str, IExpr]) -> Load:
        dims = self.dims[e.tensor]
        named = [i for i in e.indices if not isinstance(i, A.EllipsisIndex)]
        index: list[IExpr] = []
        checked: list[bool] = []
        if self.ellipsis[e.tensor]:
            for k in range(self.spec.batch_rank):
                real = dims[k] != IConst(1)
                index.append(IVar(batch_var(k)) if real else IConst(0))
                checked.append(False)
        nb = len(index)
        for pos, ix in enumerate(named):
            dim = dims[nb + pos]
            i = _in_extent(self.shape(ix, scope), extents)
            index.append(i)
            checked.append(not _in_range(i, dim, extents))
        return Load(e.tensor, tuple(index), tuple(checked))


def _in_extent(e: IExpr, extents: dict[str, IExpr]) -> IExpr:
    """Fold what the loop ranges prove: for v in 0..E, v / E == 0 and v % E == v (a grouped
    conv's channel index with one group becomes plain c)."""
    if isinstance(e, IBin):
        a, b = _in_extent(e.a, extents), _in_extent(e.b, extents)
        if isinstance(a, IVar) and extents.get(a.name) == b:
            if e.op == "/":
                return IConst(0)
            if e.op == "%":
                return a
        return ibin(e.op, a, b)
    return e


def _in_range(i: IExpr, dim: IExpr, extents: dict[str, IExpr]) -> bool:
    if isinstance(i, IVar) and i.name in extents:
        return extents[i.name] == dim
    if isinstance(i, IVar) and i.name.startswith("_b"):
        return True
    if isinstance(i, IConst) and isinstance(dim, IConst):
        return 0 <= i.value < dim.value
    return False


def _int_literal(e: A.Expr) -> int | None:
    if isinstance(e, A.Num) and e.is_int:
        return int(e.value)
    return None


def _powi(x: Value, n: int) -> Value:
    """x**n for an integer literal n by repeated squaring (exact where the product is)."""
    if n == 0:
        return Const(1.0)
    if n < 0:
        return Bin("/", Const(1.0), _powi(x, -n))
    result: Value | None = None
    base = x
    while n:
        if n & 1:
            result = base if result is None else Bin("*", result, base)
        n >>= 1
        if n:
            base = Bin("*", base, base)
    assert result is not None
    return result


def build(cop: CheckedOp, spec: Spec) -> tuple[list[Nest], dict[str, tuple[IExpr, ...]]]:
    b = Builder(cop, spec)
    return b.nests(), b.dims
