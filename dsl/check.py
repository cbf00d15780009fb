"""Meaning of an op: names, indices, ranges, shapes and types, with precise errors.

The result, `CheckedOp`, records for each statement the range (extent) of every index
it uses, as a shape expression over size variables and attributes, and the dims of
each temporary. The lowering builds loops from exactly these.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from . import ast as A
from .builtins import BUILTINS
from .errors import DSLError
from .shapes import children, show
from .types import RANGE, compute_type, join, operand_type, resolve, typed_children

REDUCERS = A.REDUCERS
DEFAULT_ACCURACY = A.Accuracy(rel=1e-5, abs=None)


@dataclass(frozen=True)
class Temp:
    name: str
    has_ellipsis: bool
    dims: tuple[A.Expr, ...]  # extents of its named indices
    type: str = "f32"  # what its values compute in (and it holds): f32 or i32


@dataclass(frozen=True)
class CheckedOp:
    op: A.Op
    size_vars: tuple[str, ...]
    temps: tuple[Temp, ...]
    # per statement: ((index name, extent), ...) for its left-hand and reduction indices
    extents: tuple[tuple[tuple[str, A.Expr], ...], ...]
    accuracy: A.Accuracy = field(default=DEFAULT_ACCURACY)
    i32_attrs: tuple[str, ...] = ()  # int attributes computed in i32: a call's values must fit (binding)

    @property
    def name(self) -> str:
        return self.op.name

    @property
    def has_ellipsis(self) -> bool:
        return any(p.has_ellipsis for p in self.op.inputs)

    @cached_property
    def panel_sizes(self) -> frozenset[str]:
        """The sizes P the op indexes a tensor by as `[k / P, ..., k % P]`: the width of
        weights laid out once as panels (conv2d_nhwc_panels, matmul_panels and their fused
        forms). A layout constant: a call compiles it in (runtime/binding.py), and the
        lowering sizes the register tile to it."""
        sizes: set[str] = set()

        def walk(e: A.Expr) -> None:
            if isinstance(e, A.Access):
                pairs = {op: {(i.left.id, i.right.id) for i in e.indices if isinstance(i, A.Binary) and i.op == op
                              and isinstance(i.left, A.Name) and isinstance(i.right, A.Name)} for op in "/%"}
                sizes.update(p for _, p in pairs["/"] & pairs["%"] if p in self.size_vars)
            for c in children(e):
                walk(c)
        for st in self.op.body:
            walk(st.value)
        return frozenset(sizes)

    def temp(self, name: str) -> Temp | None:
        return next((t for t in self.temps if t.name == name), None)

    def compute_type(self, name: str) -> str:
        """What a tensor's values compute in: f32 or i32 (dsl/types.py)."""
        t = self.temp(name)
        if t is not None:
            return t.type
        p = self.op.input(name) or self.op.output(name)
        assert p is not None, name
        return compute_type(p.dtype)

    @cached_property
    def f32_attrs(self) -> frozenset[str]:
        return frozenset(a.name for a in self.op.attrs if a.type == "f32")

    @property
    def typed(self) -> bool:
        """Anything besides f32 tensors and values: the lowerings that assume float32
        throughout (GEMM, convolutions, stencils) do not take such an op."""
        return any(p.dtype != "f32" for p in (*self.op.inputs, *self.op.outputs)) or \
            any(t.type != "f32" for t in self.temps)

    def extent(self, stmt_index: int, index: str) -> A.Expr:
        return dict(self.extents[stmt_index])[index]


class _Checker:
    def __init__(self, op: A.Op):
        self.op = op
        self.attrs = {a.name: a for a in op.attrs}
        self.inputs = {p.name: p for p in op.inputs}
        self.outputs = {p.name: p for p in op.outputs}
        self.size_vars: list[str] = []
        self.temps: dict[str, Temp] = {}
        self.i32_attrs: set[str] = set()
        self.f32_attrs = frozenset(a.name for a in op.attrs if a.type == "f32")

    def err(self, span: A.Span, msg: str) -> DSLError:
        return DSLError.at(span, msg, self.op.filename, self.op.source)

    # --- signature -----------------------------------------------------------------
    def signature(self) -> None:
        seen: dict[str, A.Span] = {}
        params: list[A.TensorParam | A.AttrParam] = [*self.op.inputs, *self.op.attrs, *self.op.outputs]
        for p in params:
            if p.name in seen:
                raise self.err(p.span, f"'{p.name}' is declared twice in op '{self.op.name}'")
            seen[p.name] = p.span
        for p in [*self.op.inputs, *self.op.outputs]:
            ell = [d for d in p.dims if isinstance(d, A.EllipsisDim)]
            if len(ell) > 1:
                raise self.err(ell[1].span, f"'{p.name}' has more than one '...'")
            if ell and not isinstance(p.dims[0], A.EllipsisDim):
                raise self.err(ell[0].span, f"'...' must be the first dim of '{p.name}'")
        # bare names in input dims bind size variables
        for p in self.op.inputs:
            for d in p.fixed_dims:
                if isinstance(d, A.Name) and d.id not in self.size_vars:
                    if d.id in self.attrs:
                        continue
                    if d.id in seen:
                        raise self.err(d.span, f"size '{d.id}' has the name of a parameter")
                    self.size_vars.append(d.id)
        for p in self.op.inputs:
            for d in p.fixed_dims:
                self.shape_expr(d, f"a dim of '{p.name}'")
        if not self.op.outputs:
            raise self.err(self.op.span, f"op '{self.op.name}' has no outputs")
        any_ellipsis = any(p.has_ellipsis for p in self.op.inputs)
        for p in self.op.outputs:
            if p.has_ellipsis and not any_ellipsis:
                raise self.err(p.dims[0].span, f"output '{p.name}' uses '...' but no input has '...'")
            if p.is_broadcast:
                d0 = p.dims[0]
                assert isinstance(d0, A.Call)
                self.broadcast_dim(d0)
            for d in p.fixed_dims:
                if isinstance(d, A.Call) and d.fn == "broadcast":
                    raise self.err(d.span, "broadcast(...) must be the whole shape, "
                                   "as in f32[broadcast(a, b)]")
                self.shape_expr(d, f"the shape of '{p.name}'")

    def broadcast_dim(self, d: A.Call) -> None:
        if not d.args:
            raise self.err(d.span, "broadcast() needs at least one tensor")
        for a in d.args:
            if not isinstance(a, A.Name) or a.id not in self.inputs:
                raise self.err(getattr(a, "span", d.span), "broadcast(...) takes input tensor names")
            t = self.inputs[a.id]
            if t.fixed_dims:
                raise self.err(a.span, f"broadcast(...) takes elementwise inputs declared "
                               f"f32[...]; '{a.id}' has fixed dims")
        named = {a.id for a in d.args if isinstance(a, A.Name)}
        missing = [p.name for p in self.op.inputs if p.has_ellipsis and p.name not in named]
        if missing:
            raise self.err(d.span, f"broadcast(...) must name every '...' input; "
                           f"missing {', '.join(missing)}")

    def shape_expr(self, e: A.Expr, what: str) -> None:
        """A dim or a range bound: integers, sizes and int attributes with + - * / %."""
        if isinstance(e, A.Num):
            if not e.is_int:
                raise self.err(e.span, f"{what} must be an integer, not {e.value}")
            self.fits_i64(e, what)
            return
        if isinstance(e, A.Name):
            if e.id in self.size_vars:
                return
            a = self.attrs.get(e.id)
            if a is not None:
                if a.type != "int":
                    raise self.err(e.span, f"{what} uses f32 attribute '{e.id}'; shapes are integers")
                return
            raise self.err(e.span, f"{what} uses unknown name '{e.id}'")
        if isinstance(e, A.Binary) and e.op in "+-*/%":
            self.shape_expr(e.left, what)
            self.shape_expr(e.right, what)
            return
        if isinstance(e, A.Unary):
            self.shape_expr(e.operand, what)
            return
        raise self.err(getattr(e, "span", self.op.span), f"{what} must be built from sizes, int "
                       f"attributes and integers with + - * / %; got {show(e)}")

    # --- statements ----------------------------------------------------------------
    def body(self) -> tuple[tuple[tuple[str, A.Expr], ...], ...]:
        assigned: set[str] = set()
        out = []
        for k, st in enumerate(self.op.body):
            out.append(self.statement(st, assigned))
            assigned.add(st.target)
        for p in self.op.outputs:
            if p.name not in assigned:
                raise self.err(p.span, f"output '{p.name}' is never assigned")
        return tuple(out)

    def statement(self, st: A.Assign, assigned: set[str]) -> tuple[tuple[str, A.Expr], ...]:
        if st.target in self.inputs:
            raise self.err(st.span, f"'{st.target}' is an input; inputs can't be assigned")
        if st.target in self.attrs or st.target in self.size_vars:
            raise self.err(st.span, f"'{st.target}' is not a tensor")
        if st.target in assigned:
            raise self.err(st.span, f"'{st.target}' is assigned twice")
        ell = [i for i in st.indices if isinstance(i, A.EllipsisIndex)]
        if len(ell) > 1 or (ell and not isinstance(st.indices[0], A.EllipsisIndex)):
            raise self.err(ell[-1].span, "'...' may appear once, first, on the left-hand side")
        names = st.named_indices
        spans = dict(zip([i for i in st.indices if isinstance(i, str)],
                         [s for i, s in zip(st.indices, st.index_spans) if isinstance(i, str)]))
        for i, n in enumerate(names):
            if n in names[:i]:
                raise self.err(spans.get(n, st.span), f"index '{n}' appears twice on the left-hand side")
            self.check_index_name(n, spans.get(n, st.span))
        extents: dict[str, A.Expr] = {}
        out = self.outputs.get(st.target)
        if out is not None:
            if out.has_ellipsis != bool(ell):
                raise self.err(st.span, f"'{st.target}' is declared "
                               f"{'with' if out.has_ellipsis else 'without'} '...'; "
                               f"assign it as {st.target}[{self._index_hint(out)}]")
            if len(out.fixed_dims) != len(names):
                raise self.err(st.span, f"'{st.target}' has {len(out.fixed_dims)} dims "
                               f"(besides '...') but is assigned with {len(names)} indices")
            for n, d in zip(names, out.fixed_dims):
                extents[n] = d
        # direct uses give ranges; every other use is checked against them
        uses: dict[str, list[tuple[A.Expr, A.Span, str]]] = {}
        scope = {n: True for n in names}
        vt = self.expr(st.value, scope, bool(ell), assigned, uses, extents, top=True)
        if vt == "bool":
            raise self.err(getattr(st.value, "span", st.span), "a comparison is only a where(...) condition, not a value")
        if out is not None:
            want = compute_type(out.dtype)
            if join(vt, want) is None:
                fix = "f32" if want == "f32" else "i32"
                raise self.err(st.span, f"'{st.target}' is {out.dtype}, computed in {want}, but its value is "
                               f"{vt}; convert it with {fix}(...)")
            self.i32_leaves(st.value, operand_type(st.value, want, self.compute_type, self.f32_attrs))
        for n in names:
            if n not in extents:
                if n in uses:
                    extents[n] = uses[n][0][0]
                else:
                    raise self.err(spans.get(n, st.span), f"index '{n}' of '{st.target}' has no range: "
                                   f"it indexes no dim on the right-hand side")
        for n, found in uses.items():
            ext = extents.get(n)
            for dim, span, where in found:
                if ext is not None and dim != ext:
                    raise self.err(span, f"index '{n}' is used with two sizes: {show(ext)} "
                                   f"and {show(dim)} ({where})")
        if out is None:
            self.i32_leaves(st.value, resolve(vt))
            self.temps[st.target] = Temp(st.target, bool(ell), tuple(extents[n] for n in names), resolve(vt))
        return tuple(extents.items())

    def _index_hint(self, p: A.TensorParam) -> str:
        idx = ["..."] if p.has_ellipsis else []
        return ", ".join(idx + [f"i{k}" for k in range(len(p.fixed_dims))])

    def check_index_name(self, n: str, span: A.Span) -> None:
        if n in self.attrs or n in self.size_vars or n in self.inputs or n in self.outputs:
            raise self.err(span, f"index '{n}' has the name of a parameter or size")

    def tensor(self, name: str, span: A.Span, assigned: set[str]) -> tuple[bool, tuple[A.Expr, ...]]:
        if name in self.inputs:
            p = self.inputs[name]
            return p.has_ellipsis, p.fixed_dims
        if name in assigned:
            if name in self.outputs:
                p = self.outputs[name]
                return p.has_ellipsis, p.fixed_dims
            t = self.temps[name]
            return t.has_ellipsis, t.dims
        if name in self.outputs:
            raise self.err(span, f"'{name}' is read before it is assigned")
        raise self.err(span, f"undefined tensor '{name}'")

    def expr(self, e: A.Expr, scope: dict[str, bool], lhs_ellipsis: bool, assigned: set[str],
             uses: dict[str, Any], extents: dict[str, Any], top: bool = False) -> str:
        """Check a value expression; return its type: f32, i32, int or bool (dsl/types.py)."""
        def sub(x: A.Expr) -> str:
            return self.expr(x, scope, lhs_ellipsis, assigned, uses, extents)

        if isinstance(e, A.Num):
            return "int" if e.is_int else "f32"
        if isinstance(e, A.Name):
            a = self.attrs.get(e.id)
            if a is not None and e.id not in scope:
                return "f32" if a.type == "f32" else "int"
            if e.id in scope or e.id in self.size_vars:
                return "int"
            if e.id in self.inputs or e.id in self.outputs or e.id in self.temps:
                raise self.err(e.span, f"tensor '{e.id}' needs indices, as in {e.id}[...]")
            raise self.err(e.span, f"undefined name '{e.id}'")
        if isinstance(e, A.EllipsisIndex):
            raise self.err(e.span, "'...' is only an index")
        if isinstance(e, A.Access):
            has_ell, dims = self.tensor(e.tensor, e.span, assigned)
            ell = [i for i in e.indices if isinstance(i, A.EllipsisIndex)]
            named = [i for i in e.indices if not isinstance(i, A.EllipsisIndex)]
            if ell:
                if not has_ell:
                    raise self.err(ell[0].span, f"'{e.tensor}' has no '...' dims")
                if len(ell) > 1 or not isinstance(e.indices[0], A.EllipsisIndex):
                    raise self.err(ell[-1].span, "'...' may appear once, first, in an index list")
                if not lhs_ellipsis:
                    raise self.err(ell[0].span, "'...' on the right needs '...' on the left-hand side")
            elif has_ell:
                named_ix = ", ".join("i" + str(k) for k in range(len(dims)))
                raise self.err(e.span, f"'{e.tensor}' has '...' dims: index it as "
                               f"{e.tensor}[...{', ' if dims else ''}{named_ix}]")
            if len(named) != len(dims):
                raise self.err(e.span, f"'{e.tensor}' has {len(dims)} dims"
                               f"{' besides ...' if has_ell else ''} but is indexed with {len(named)}")
            for idx, dim in zip(named, dims):
                self.index_expr(idx, scope)
                if isinstance(idx, A.Name) and idx.id in scope:
                    uses.setdefault(idx.id, []).append((dim, idx.span, f"'{e.tensor}'"))
            return self.compute_type(e.tensor)
        if isinstance(e, A.Binary):
            if e.op == "%":
                raise self.err(e.span, "'%' is for index arithmetic; values have no modulo")
            types = [sub(side) for side in (e.left, e.right)]
            if "bool" in types:
                raise self.err(e.span, f"'{e.op}' needs numbers; a comparison is only a "
                               "where(...) condition")
            if e.op in ("/", "**"):
                if "i32" in types:
                    raise self.err(e.span, f"'{e.op}' is real arithmetic and this operand is i32; "
                                   f"convert it with f32(...)")
                return "f32"
            return self.mix(e, types[0], types[1], f"'{e.op}'")
        if isinstance(e, A.Unary):
            t = sub(e.operand)
            if t == "bool":
                raise self.err(e.span, "'-' needs a number")
            return t
        if isinstance(e, A.Compare):
            types = [sub(side) for side in (e.left, e.right)]
            if "bool" in types:
                raise self.err(e.span, "comparisons compare numbers")
            self.mix(e, types[0], types[1], f"'{e.op}'")
            return "bool"
        if isinstance(e, A.Call):
            if e.fn not in BUILTINS:
                if e.fn == "broadcast":
                    raise self.err(e.span, "broadcast(...) belongs in an output shape")
                raise self.err(e.span, f"unknown function '{e.fn}'; builtins: {', '.join(BUILTINS)}")
            n = BUILTINS[e.fn].arity
            if len(e.args) != n:
                raise self.err(e.span, f"{e.fn} takes {n} argument{'s' if n > 1 else ''}, "
                               f"got {len(e.args)}")
            types = [sub(a) for a in e.args]
            if e.fn == "where":
                if types[0] != "bool":
                    raise self.err(e.span, "where's first argument must be a comparison")
                if "bool" in types[1:]:
                    raise self.err(e.span, "where's second and third arguments must be numbers")
                return self.mix(e, types[1], types[2], "where(...)")
            if "bool" in types:
                raise self.err(e.span, f"{e.fn} takes numbers, not comparisons")
            if e.fn in ("f32", "i32"):
                return e.fn
            if e.fn in ("min", "max"):
                return self.mix(e, types[0], types[1], f"{e.fn}(...)")
            if e.fn == "abs":
                return types[0]
            if "i32" in types:
                raise self.err(e.span, f"{e.fn} takes f32 values and this argument is i32; "
                               f"convert it with f32(...)")
            return "f32"
        if isinstance(e, A.Reduce):
            inner = dict(scope)
            local: dict[str, list[Any]] = {}
            for ri in e.indices:
                if ri.name in inner:
                    raise self.err(ri.span, f"reduction index '{ri.name}' is already an index here")
                self.check_index_name(ri.name, ri.span)
                if [r.name for r in e.indices].count(ri.name) > 1:
                    raise self.err(ri.span, f"reduction index '{ri.name}' appears twice")
                inner[ri.name] = True
                if ri.bound is not None:
                    self.shape_expr(ri.bound, f"the range of '{ri.name}'")
            body = self.expr(e.body, inner, lhs_ellipsis, assigned, local, extents)
            if body == "bool":
                raise self.err(e.span, f"{e.kind}[...] reduces numbers, not comparisons")
            if body == "i32" and e.kind == "mean":
                raise self.err(e.span, "mean[...] of i32 values: convert the body with f32(...) "
                               "(or take sum[...] and divide)")
            for ri in e.indices:
                if ri.name in extents:
                    raise self.err(ri.span, f"index '{ri.name}' is used by two reductions "
                                   "in one statement; rename one")
                if ri.bound is not None:
                    extents[ri.name] = ri.bound
                elif ri.name in local:
                    extents[ri.name] = local[ri.name][0][0]
                else:
                    raise self.err(ri.span, f"reduction index '{ri.name}' has no range: it "
                                   f"indexes no dim directly; give one, as in "
                                   f"{e.kind}[{ri.name} < n](...)")
                for dim, span, where in local.pop(ri.name, []):
                    if dim != extents[ri.name] and ri.bound is None:
                        raise self.err(span, f"index '{ri.name}' is used with two sizes: "
                                       f"{show(extents[ri.name])} and {show(dim)} ({where})")
            for k, v in local.items():
                uses.setdefault(k, []).extend(v)
            return "f32" if e.kind == "mean" else body
        raise self.err(getattr(e, "span", self.op.span), f"unexpected expression {e!r}")

    def mix(self, e: A.Expr, a: str, b: str, what: str) -> str:
        """The type of a value made of an a and a b, or the error naming the conversion."""
        t = join(a, b)
        if t is None:
            raise self.err(getattr(e, "span", self.op.span),
                           f"{what} mixes {a} and {b} values; convert one side with f32(...) or i32(...)")
        return t

    def compute_type(self, name: str) -> str:
        p = self.inputs.get(name) or self.outputs.get(name)
        return compute_type(p.dtype) if p is not None else self.temps[name].type

    def i32_leaves(self, e: A.Expr, want: str) -> None:
        """An integer literal computed in i32 must fit in it; an int attribute computed in
        i32 is noted (the binding checks a call's value)."""
        if want == "i32" and isinstance(e, A.Num) and e.is_int and not RANGE["i32"][0] <= e.value <= RANGE["i32"][1]:
            raise self.err(e.span, f"the integer {e.value} is computed in i32 here and does not fit")
        if want == "i32" and isinstance(e, A.Name) and e.id in self.attrs:
            self.i32_attrs.add(e.id)
        for c, w in typed_children(e, want, self.compute_type, self.f32_attrs):
            self.i32_leaves(c, w)

    def fits_i64(self, e: A.Num, what: str) -> None:
        """Index and shape arithmetic is 64-bit in the kernel: a literal must fit."""
        if abs(e.value) > 2**63 - 1:
            raise self.err(e.span, f"{what} uses the integer {e.value}, which does not fit in 64 bits")

    def index_expr(self, e: A.Expr, scope: dict[str, bool]) -> None:
        """Indices are integer expressions of index variables, sizes and int attributes."""
        if isinstance(e, A.Num):
            if not e.is_int:
                raise self.err(e.span, f"an index must be an integer, not {e.value}")
            self.fits_i64(e, "an index")
            return
        if isinstance(e, A.Name):
            if e.id in scope or e.id in self.size_vars:
                return
            a = self.attrs.get(e.id)
            if a is not None:
                if a.type != "int":
                    raise self.err(e.span, f"f32 attribute '{e.id}' can't be used in an index")
                return
            raise self.err(e.span, f"undefined index '{e.id}'")
        if isinstance(e, A.Binary) and e.op in "+-*/%":
            self.index_expr(e.left, scope)
            self.index_expr(e.right, scope)
            return
        if isinstance(e, A.Unary):
            self.index_expr(e.operand, scope)
            return
        raise self.err(getattr(e, "span", self.op.span),
                       f"an index must be integer arithmetic (+ - * / %) of indices, sizes and "
                       f"int attributes; got {show(e)}")


def check_op(op: A.Op) -> CheckedOp:
    c = _Checker(op)
    c.signature()
    extents = c.body()
    acc = op.accuracy or DEFAULT_ACCURACY
    return CheckedOp(op, tuple(c.size_vars), tuple(c.temps.values()), extents, acc, tuple(sorted(c.i32_attrs)))


def check_module(module: A.Module) -> tuple[CheckedOp, ...]:
    seen: dict[str, A.Op] = {}
    out = []
    for op in module.ops:
        if op.name in seen:
            first = seen[op.name].span
            raise DSLError.at(op.span, f"op '{op.name}' is defined twice (first at line {first.line})",
                              module.filename, module.source)
        seen[op.name] = op
        out.append(check_op(op))
    return tuple(out)


def load(source: str | bytes, filename: str = "<string>") -> tuple[CheckedOp, ...]:
    from .parse import parse
    return check_module(parse(source, filename))
