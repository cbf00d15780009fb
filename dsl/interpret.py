"""The meaning of an op in float64 numpy: a reference interpreter for checked .opdsl ops.

    values = evaluate(cop, inputs, attrs)                       # tuple, one array per output
    values, mags = evaluate(cop, inputs, attrs, with_magnitude=True)

`evaluate` follows the language (docs/language.md) exactly, in float64:

- element types (dsl/types.py, dsl/typed.py): float inputs are rounded to their type and
  computed in float64; integer values are int64 arrays wrapped to i32 after every
  operation (exact, as the kernel's wrapping i32); an output of a reduced type holds the
  float64 value rounded once (f16, bf16) or saturated (i8, u8);
- float inputs are converted to float64; `f32` attributes (given or default) are rounded to
  float32 first, as the kernel sees them; numeric literals are taken as written (the real
  number the author meant: their float32 rounding is an implementation error, covered by
  the magnitude of a constant);
- size variables bind from bare-name dims, dim expressions are checked, the `...` parts of
  all inputs broadcast numpy-style into one batch shape;
- a statement is evaluated over a grid whose axes are its batch dims, its left-hand indices
  and all its reduction indices; every intermediate array carries only the axes it depends
  on (size 1 elsewhere), so sibling reductions do not multiply. Reads are fancy indexing
  with clipped indices plus a validity mask;
- the out-of-bounds rule: a read outside its dim inside a reduction removes that iteration
  from the innermost enclosing reduction (sum/prod skip it, max/min ignore it, mean counts
  only the rest), and this holds for every read directly in the reduction's body, the
  condition and both arms of a `where` included (as the compiled kernel does); outside any
  reduction the read is 0;
- empty reductions: sum 0, prod 1, max -inf, min +inf, mean NaN; max/min (reductions and
  builtins) propagate NaN; `x ** n` with an integer literal |n| <= 64 is repeated
  multiplication (1 / ... for n < 0, 1 for n = 0), any other exponent is `pow`.

Magnitudes (`with_magnitude=True`): per output a float64 array M (same shape) from a
first-order running error analysis, the magnitude float32 rounding error should be
measured against: a float32 implementation is right when |y - ref| <= rel * M + abs.

    constant, input read, index/size/int attribute as a number     |v|
    a + b, a - b                        M(a) + M(b) + |r|
    a * b                               M(a)|b| + |a|M(b) + |r|
    a / b                               M(a)/|b| + |r| M(b)/|b| + |r|
    f(a) (exp log sqrt rsqrt tanh sigmoid erf)   |f'(a)| M(a) + |f(a)|
    pow(a, b), a ** non-literal         |b a^(b-1)| M(a) + |a^b log|a|| M(b) + |r|
    a ** n (integer literal)            as the multiplications (and 1 / ...) it is
    -a, abs(a)                          M(a)                   (exact: no rounding term)
    floor(a), ceil(a)                   |r|                    (the jump at an integer is
                                                                not modelled)
    where(c, a, b)                      M of the selected arm  (a condition that flips
                                                                under rounding is not modelled)
    max(a, b), min(a, b), max/min[k]    the largest M among the selected element and every
                                        element within its own M of the result (an element
                                        that rounding could make the winner); >= |r|
    sum[k]                              sum of M + |r|
    mean[k]                             (sum of M) / count + |r|
    prod[k]                             sum_i M_i prod_{j != i} |v_j| + |r|
    an out-of-bounds read               0 (it is the exact constant 0, or skipped)
    an i32 operation                    as above without |r| (exact): 0 for integers alone
    f32(i)                              M(i) + |r|
    i32(x)                              M(x) / (distance of x to the nearest k + 1/2)
    an output stored as f16 or bf16     M * max(1, step / distance to a rounding boundary)

The last two let one step through exactly where the float32 value's error (rel * M) can
reach a rounding boundary, and demand equality elsewhere.

A product with a zero factor (derivative or magnitude) is 0, so exact zeros and infinite
inputs do not turn M into NaN. At the outputs M is NaN where the value is NaN and inf where
the value is +-inf; elsewhere it is finite except where first-order analysis itself breaks
down (sqrt/rsqrt/log of an inexact 0, say). The term |r| charges each operation's own
rounding. A reduction of n terms charges one |r| for its n - 1 roundings: the worst case of a
sequential float32 sum is (n - 1) * 2^-24 * sum|x_i|, within rel * M for n - 1 <= rel * 2^24
(168 terms at rel = 1e-5); longer reductions rely on the usual sqrt(n) (or, blocked and
pairwise, log n) growth.

Limits: intermediate arrays have the size of the product of the extents of the indices they
depend on; a statement whose largest would exceed MAX_ELEMENTS (2e8 elements, 1.6 GB of
float64, and a few such arrays may be alive at once), or that has more than MAX_AXES (32)
indices, raises ValueError before computing.
Meant for test-sized inputs.

Errors: a wrong input count, dtype or shape, bad attributes and batch dims that do not
broadcast raise ValueError naming the op, the parameter and the expected shape.
"""
from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

import numpy as np

from . import ast as A
from . import values as V
from .builtins import BUILTINS
from .check import CheckedOp
from .shapes import eval_int, names_in, show, source
from . import typed as T
from .arguments import bind_arguments
from .types import compute_type, operand_type, typed_children, wrap_i32

__all__ = ["evaluate", "MAX_ELEMENTS"]

MAX_ELEMENTS = 200_000_000
MAX_AXES = 32  # numpy's broadcasting takes at most 32 axes (arrays may have 64)

_CMP = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
        "==": np.equal, "!=": np.not_equal}


def evaluate(cop: CheckedOp, inputs: Sequence[np.ndarray], attrs: Mapping[str, float | int] | None = None,
             with_magnitude: bool = False) -> tuple[Any, ...]:
    """Every output of `cop` in float64, computed by the language's rules (module docstring).

    Returns a tuple of arrays, one per declared output in order; with `with_magnitude`,
    the pair (values, magnitudes) of such tuples."""
    values, env, arrays, batch = bind_arguments(cop, inputs, attrs or {})
    it = _Interp(cop, env, values, batch, with_magnitude)
    with np.errstate(all="ignore"):
        for p, x in zip(cop.op.inputs, arrays):
            it.store_input(p, x)
        for k, st in enumerate(cop.op.body):
            it.statement(k, st)
        outs = tuple(np.asarray(it.vals[p.name], np.float64) for p in cop.op.outputs)
        if not with_magnitude:
            return outs
        mags = []
        for p, y in zip(cop.op.outputs, outs):
            m = np.array(it.mags[p.name], dtype=np.float64)
            m[np.isinf(y)] = np.inf
            m[np.isnan(y)] = np.nan
            mags.append(m)
    return outs, tuple(mags)


def _int_literal(e: A.Expr) -> int | None:
    return int(e.value) if isinstance(e, A.Num) and e.is_int else None


# --- the interpreter --------------------------------------------------------------------

class _Interp:
    def __init__(self, cop: CheckedOp, env: dict[str, int], attrs: dict[str, float | int],
                 batch: tuple[int, ...], mag: bool):
        self.cop, self.op = cop, cop.op
        self.env, self.attrs, self.batch, self.mag = env, attrs, batch, mag
        self.R = len(batch)
        self.vals: dict[str, np.ndarray] = {}   # `...` tensors carry all R batch dims (maybe 1)
        self.mags: dict[str, np.ndarray] = {}
        self.ell: dict[str, bool] = {}

    def store_input(self, p: A.TensorParam, x: np.ndarray) -> None:
        if p.has_ellipsis:
            nb = x.ndim - len(p.fixed_dims)
            x = x.reshape((1,) * (self.R - nb) + x.shape)
        self.vals[p.name] = x
        self.ell[p.name] = p.has_ellipsis
        if self.mag:
            self.mags[p.name] = np.abs(x) if x.dtype == np.float64 else np.zeros(x.shape)

    # --- statements ---------------------------------------------------------------------
    def statement(self, k: int, st: A.Assign) -> None:
        ext = {n: max(0, eval_int(e, self.env)) for n, e in self.cop.extents[k]}
        lhs = st.named_indices
        axes = [f"...{j}" for j in range(self.R)] if st.has_ellipsis else []
        sizes = list(self.batch) if st.has_ellipsis else []
        axes += list(lhs) + [n for n in ext if n not in lhs]
        sizes += [ext[n] for n in lhs] + [ext[n] for n in ext if n not in lhs]
        self.pos = {n: i for i, n in enumerate(axes)}
        self.size = sizes
        self.G = len(axes)
        self._aranges: dict[int, np.ndarray] = {}
        self.check_size(k, st)
        out = self.op.output(st.target)
        want = compute_type(out.dtype) if out is not None else self.cop.compute_type(st.target)
        v, m = self.expr(st.value, None, self.child_type(st.value, want))
        keep = (self.R if st.has_ellipsis else 0) + len(lhs)
        shape = tuple(sizes[:keep])
        v = np.asarray(v)
        if out is not None and out.dtype != "f32":
            v, m = T.stored(out.dtype, v, m)
        self.vals[st.target] = np.array(np.broadcast_to(v.reshape(v.shape[:keep]), shape))
        self.ell[st.target] = st.has_ellipsis
        if self.mag:
            m = np.asarray(m)
            self.mags[st.target] = np.array(np.broadcast_to(m.reshape(m.shape[:keep]), shape))

    def check_size(self, k: int, st: A.Assign) -> None:
        """Refuse a statement whose largest intermediate array would exceed MAX_ELEMENTS,
        or whose grid has more axes than a numpy array may have."""
        if self.G > MAX_AXES:
            raise ValueError(f"op {self.op.name}: statement {k + 1} (assigning '{st.target}', line "
                             f"{st.span.line}) has {self.G} batch, left-hand and reduction indices; "
                             f"the interpreter's limit is {MAX_AXES} (numpy broadcasts at most 32 axes)")
        peak: list[Any] = [1, ()]

        def count(axes: set[int]) -> None:
            n = math.prod(self.size[a] for a in axes)
            if n > peak[0]:
                peak[0], peak[1] = n, tuple(sorted(axes))

        def deps(e: A.Expr) -> set[int]:
            if isinstance(e, A.Name):
                out = {self.pos[e.id]} if e.id in self.pos else set()
            elif isinstance(e, A.Access):
                out = set(range(self.R)) if self.ell.get(e.tensor) else set()
                for ix in e.indices:
                    if not isinstance(ix, A.EllipsisIndex):
                        out |= {self.pos[n] for n in names_in(ix) if n in self.pos}
            elif isinstance(e, A.Reduce):
                own = {self.pos[ri.name] for ri in e.indices}
                full = deps(e.body) | own
                count(full)
                out = full - own
            else:
                out = set()
                for c in (e.left, e.right) if isinstance(e, (A.Binary, A.Compare)) else \
                        (e.operand,) if isinstance(e, A.Unary) else \
                        e.args if isinstance(e, A.Call) else ():
                    out |= deps(c)
            count(out)
            return out

        deps(st.value)
        if peak[0] > MAX_ELEMENTS:
            names = [n for n, i in self.pos.items() if i in peak[1]]
            raise ValueError(f"op {self.op.name}: statement {k + 1} (assigning '{st.target}', line "
                             f"{st.span.line}) needs an intermediate array of {peak[0]} elements "
                             f"over ({', '.join(names)}); the interpreter's limit is "
                             f"{MAX_ELEMENTS} (dsl.interpret.MAX_ELEMENTS)")

    # --- grid helpers -------------------------------------------------------------------
    def arange(self, axis: int) -> V.Arr:
        a = self._aranges.get(axis)
        if a is None:
            shape = [1] * self.G
            shape[axis] = self.size[axis]
            a = self._aranges[axis] = np.arange(self.size[axis], dtype=np.int64).reshape(shape)
        return a

    def full(self, value: float, dtype: Any = np.float64) -> V.Arr:
        return np.full((1,) * self.G, value, dtype=dtype)

    def child_type(self, e: A.Expr, want: str) -> str:
        """What e computes in below a node computed in want (dsl/types.py)."""
        return operand_type(e, want, self.cop.compute_type, self.cop.f32_attrs)

    def number(self, v: Any, want: str) -> V.Value:
        """A literal, index, size or attribute as a value of type want."""
        if want == "i32":
            return wrap_i32(np.asarray(v, np.int64)), (np.zeros(np.shape(v)) if self.mag else None)
        v = np.asarray(v, np.float64)
        return v, (np.abs(v) if self.mag else None)

    # --- integer index expressions ------------------------------------------------------
    def index(self, e: A.Expr) -> V.Arr:
        if isinstance(e, A.Num):
            return self.full(int(e.value), np.int64)
        if isinstance(e, A.Name):
            if e.id in self.pos:
                return self.arange(self.pos[e.id])
            return self.full(int(self.env[e.id]), np.int64)
        if isinstance(e, A.Unary):
            return -self.index(e.operand)
        if isinstance(e, A.Binary):
            a, b = self.index(e.left), self.index(e.right)
            if e.op == "+":
                return a + b
            if e.op == "-":
                return a - b
            if e.op == "*":
                return a * b
            if e.op in "/%":
                if np.any(b == 0):
                    raise ValueError(f"op {self.op.name}: index {source(e)} (line {e.span.line}) "
                                     f"divides by zero")
                return np.floor_divide(a, b) if e.op == "/" else np.mod(a, b)
        raise TypeError(f"not an index expression: {show(e)}")

    # --- values -------------------------------------------------------------------------
    def expr(self, e: A.Expr, red: list[Any] | None, want: str = "f32") -> V.Value:
        """(value, magnitude or None) of e over the grid, computed in want (f32: float64
        arrays; i32: int64 arrays wrapped to i32, magnitude 0 where exact); `red` collects
        the validity masks of reads owned by the innermost enclosing reduction (None
        outside reductions). Each operand computes in the type dsl.types.typed_children
        gives it."""
        kids = typed_children(e, want, self.cop.compute_type, self.cop.f32_attrs)

        def sub(k: int) -> V.Value:
            return self.expr(kids[k][0], red, kids[k][1])

        if isinstance(e, A.Num):
            return self.number(self.full(e.value, np.int64 if want == "i32" else np.float64), want)
        if isinstance(e, A.Name):
            if e.id in self.pos:
                return self.number(self.arange(self.pos[e.id]), want)
            if e.id in self.attrs:
                return self.number(self.full(self.attrs[e.id], np.int64 if want == "i32" else np.float64), want)
            return self.number(self.full(self.env[e.id], np.int64), want)
        if isinstance(e, A.Access):
            return self.access(e, red)
        if want == "i32" and isinstance(e, (A.Unary, A.Binary)) or \
                (isinstance(e, A.Call) and e.fn in ("abs", "min", "max") and want == "i32"):
            return T.integer(e, [sub(k) for k in range(len(kids))], self.mag)
        if isinstance(e, A.Unary):
            v, m = sub(0)
            return -v, m
        if isinstance(e, A.Binary):
            if e.op == "**":
                n = _int_literal(e.right)
                if n is not None and abs(n) <= 64:
                    return self.powi(sub(0), n)
                return V.power(sub(0), sub(1), self.mag)
            return V.binary(e.op, sub(0), sub(1), self.mag)
        if isinstance(e, A.Compare):
            (a, _), (b, _) = sub(0), sub(1)
            return _CMP[e.op](a, b), None
        if isinstance(e, A.Call):
            kind = BUILTINS[e.fn].magnitude
            if kind == "convert":
                return T.convert(e.fn, sub(0), self.mag)
            if kind == "where":
                (c, _), (a, ma), (b, mb) = sub(0), sub(1), sub(2)
                return np.where(c, a, b), (np.where(c, ma, mb) if self.mag else None)
            args = [sub(k) for k in range(len(kids))]
            if kind == "select":
                return V.select2(e.fn, args[0], args[1], self.mag)
            if kind == "pow":
                return V.power(args[0], args[1], self.mag)
            return V.unary(e.fn, args[0][0], args[0][1], self.mag)
        if isinstance(e, A.Reduce):
            return self.reduce(e, red, want)
        raise TypeError(f"unexpected expression {show(e)}")

    def access(self, e: A.Access, red: list[Any] | None) -> V.Value:
        t = self.vals[e.tensor]
        idx: list[np.ndarray] = []
        if self.ell[e.tensor]:
            for j in range(self.R):
                idx.append(self.full(0, np.int64) if t.shape[j] == 1 else self.arange(self.pos[f"...{j}"]))
        nb = len(idx)
        mask = None
        m: V.Arr
        for p, ix in enumerate(i for i in e.indices if not isinstance(i, A.EllipsisIndex)):
            d = t.shape[nb + p]
            i = self.index(ix)
            if i.size and (i.min() < 0 or i.max() >= d):
                ok = (i >= 0) & (i < d)
                mask = ok if mask is None else mask & ok
                i = np.clip(i, 0, max(d - 1, 0))
            idx.append(i)
        if not idx:
            v = t.reshape((1,) * self.G)
            m = self.mags[e.tensor].reshape((1,) * self.G) if self.mag else None
        elif t.size == 0:
            v = np.zeros(np.broadcast_shapes(*[i.shape for i in idx]), t.dtype)
            m = np.zeros(v.shape) if self.mag else None
        else:
            v = t[tuple(idx)]
            m = self.mags[e.tensor][tuple(idx)] if self.mag else None
        if mask is not None:
            v = np.where(mask, v, np.zeros((), t.dtype))
            m = np.where(mask, m, 0.0) if self.mag else None
            if red is not None:
                red.append(mask)
        return v, m

    def powi(self, x: V.Value, n: int) -> V.Value:
        """x ** n for an integer literal: repeated squaring, 1 / ... for n < 0 (the kernel's
        evaluation order, so the magnitude follows its multiplications)."""
        if n == 0:
            one = self.full(1.0)
            return one, (one if self.mag else None)
        result: V.Value | None = None
        base, k = x, abs(n)
        while k:
            if k & 1:
                result = base if result is None else V.binary("*", result, base, self.mag)
            k >>= 1
            if k:
                base = V.binary("*", base, base, self.mag)
        assert result is not None
        if n < 0:
            one = self.full(1.0)
            result = V.binary("/", (one, one if self.mag else None), result, self.mag)
        return result

    # --- reductions ---------------------------------------------------------------------
    def reduce(self, e: A.Reduce, red: list[Any] | None, want: str = "f32") -> V.Value:
        own = tuple(sorted(self.pos[ri.name] for ri in e.indices))
        masks: list[np.ndarray] = []
        ((_, body_type),) = typed_children(e, want, self.cop.compute_type, self.cop.f32_attrs)
        v, body_m = self.expr(e.body, masks, body_type)  # reads in the body belong to this reduction
        mask = None
        for mk in masks:
            mask = mk if mask is None else mask & mk
        shapes = [np.shape(v)] + ([np.shape(body_m)] if self.mag else []) + \
                 ([mask.shape] if mask is not None else [])
        dims = list(np.broadcast_shapes(*shapes))
        for a in own:
            dims[a] = self.size[a]
        shape = tuple(dims)
        v = np.broadcast_to(v, shape)
        m: V.Arr = np.broadcast_to(body_m, shape) if self.mag else None
        kw: dict[str, Any] = {"axis": own, "keepdims": True}
        if mask is not None:
            kw["where"] = mask
        if body_type == "i32":
            return T.reduce_i32(e.kind, v, m, mask, kw, self.mag,
                                lambda fv: self.prod_magnitude(fv, m, mask, own, shape))
        kind = e.kind
        if kind in ("sum", "mean"):
            r = np.sum(v, **kw)
            if kind == "mean":
                if mask is None:
                    count = float(math.prod(self.size[a] for a in own))
                else:
                    count = np.sum(np.broadcast_to(mask, shape), axis=own, keepdims=True).astype(np.float64)
                r = r / count
        elif kind == "prod":
            r = np.prod(v, **kw)
        elif kind == "max":
            r = np.max(v, initial=-np.inf, **kw)
        elif kind == "min":
            r = np.min(v, initial=np.inf, **kw)
        else:
            raise TypeError(f"unknown reduction {kind!r}")
        if not self.mag:
            return r, None
        ar = np.abs(r)
        if kind == "sum":
            return r, np.sum(m, **kw) + ar
        if kind == "mean":
            return r, np.sum(m, **kw) / count + ar
        if kind == "prod":
            return r, self.prod_magnitude(v, m, mask, own, shape) + ar
        # max/min: the winner's M, or that of any element rounding could make the winner
        close = (r - v <= m) if kind == "max" else (v - r <= m)
        if mask is not None:
            close = close & mask
        best = np.max(m, axis=own, keepdims=True, where=close, initial=0.0)
        return r, np.maximum(best, ar)

    def prod_magnitude(self, v: V.Arr, m: V.Arr, mask: V.Arr, own: tuple[int, ...],
                       shape: tuple[int, ...]) -> V.Arr:
        """sum_i M_i * prod_{j != i} |v_j| over the reduced axes (prefix and suffix products)."""
        n = math.prod(shape[a] for a in own)
        out_shape = tuple(1 if a in own else s for a, s in enumerate(shape))
        if n == 0:
            return np.zeros(out_shape)
        av, mv = np.abs(v), m
        if mask is not None:
            av = np.where(mask, av, 1.0)
            mv = np.where(mask, mv, 0.0)
        rest = [a for a in range(len(shape)) if a not in own]
        flat = tuple(shape[a] for a in rest) + (n,)
        av = np.transpose(np.broadcast_to(av, shape), rest + list(own)).reshape(flat)
        mv = np.transpose(np.broadcast_to(mv, shape), rest + list(own)).reshape(flat)
        ones = np.ones(flat[:-1] + (1,))
        pre = np.concatenate([ones, np.cumprod(av, axis=-1)[..., :-1]], axis=-1)
        suf = np.concatenate([np.cumprod(av[..., ::-1], axis=-1)[..., ::-1][..., 1:], ones], axis=-1)
        return np.sum(V.smul(mv, pre * suf), axis=-1).reshape(out_shape)

