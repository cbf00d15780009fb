"""Rewrites of the loop IR before code generation, as rules.

A rule is a function of one value and the place it stands (`Site`) that returns the
value's replacement, or None. `rewrite(kernel, rules, lanes)` walks the statements in the
order and the loops the emitter will (the parallel loop, vector loops, a vector
reduction's innermost loop), keeping the site up to date, and rebuilds every value
bottom-up, each node through the first rule that fires. The emitter then translates what
it is given: it decides nothing about algebra or ranges.

The rules of the fast strategies (simd, lut; the scalar strategy is the accurate
reference and takes none):

- `a * sigmoid(x)` is one quotient, `mul_sigmoid(a, x)` (swish, gelu_tanh);
- a varying `a / b` by a uniform b (softmax's row sum) is `a * recip(b)`: one division
  per row, then multiplies;
- `exp(a - m)` where m is the max of the same `a` over loops that cover the current
  indices (and a reads nothing out of bounds) has an argument <= 0 or NaN:
  `exp_nonpositive`, which drops the overflow clamp (softmax, log_softmax).

`mul_sigmoid`, `recip` and `exp_nonpositive` are lowering's own functions (mathlib), not
the language's.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from .loops import (
    Bin,
    Fn,
    IExpr,
    IndexValue,
    Kernel,
    Let,
    Load,
    Local,
    Loop,
    Reduce,
    Stmt,
    Store,
    Value,
    flat_offset,
    ivars,
    loads,
    map_value,
    subvalues,
)


@dataclass(frozen=True)
class LocalFact:
    """What is known of a local where it is read: whether it has lanes, and, for a max
    reduction's result, the value and loops it is the max of."""
    varying: bool
    maxof: tuple[Value, tuple[tuple[str, IExpr], ...]] | None = None


@dataclass(frozen=True)
class Site:
    """Where a value stands: the kernel (for its buffers), whether there are lanes at
    all, the loop they run along here (None: scalar code), the enclosing loops' extents
    and the locals in scope."""
    kernel: Kernel
    lanes: bool
    vvar: str | None = None
    ranges: dict[str, IExpr] = field(default_factory=dict)
    locals: dict[str, LocalFact] = field(default_factory=dict)

    def inside(self, var: str, extent: IExpr, vector: bool = False) -> Site:
        """The site in the body of a loop over var (its lanes, when vector)."""
        return replace(self, ranges={**self.ranges, var: extent},
                       vvar=var if vector and self.lanes else self.vvar, locals=dict(self.locals))

    def varying(self, v: Value) -> bool:
        """v has a value per lane here: it reads along the lanes' loop, uses its index,
        or a local that has lanes."""
        if self.vvar is None or not self.lanes:
            return any(isinstance(x, Local) and self.locals.get(x.name, LocalFact(False)).varying
                       for x in subvalues(v))
        for x in subvalues(v):
            if isinstance(x, Load) and self.vvar in ivars(flat_offset(self.kernel.buffer(x.buffer), x.index)):
                return True
            if isinstance(x, IndexValue) and self.vvar in ivars(x.index):
                return True
            if isinstance(x, Local) and self.locals.get(x.name, LocalFact(False)).varying:
                return True
        return False


Rule = Callable[[Value, Site], "Value | None"]


# --- the rules -----------------------------------------------------------------------

def mul_sigmoid(v: Value, site: Site) -> Value | None:
    """a * sigmoid(x) -> mul_sigmoid(a, x): one quotient, no multiply by a."""
    if isinstance(v, Bin) and v.op == "*":
        for a, f in ((v.a, v.b), (v.b, v.a)):
            if isinstance(f, Fn) and f.name == "sigmoid":
                return Fn("mul_sigmoid", (a, f.args[0]))
    return None


def uniform_divisor(v: Value, site: Site) -> Value | None:
    """a / b with lanes in a and none in b -> a * recip(b): one division, then multiplies."""
    if isinstance(v, Bin) and v.op == "/" and site.varying(v.a) and not site.varying(v.b):
        return Bin("*", v.a, Fn("recip", (v.b,)))
    return None


def exp_nonpositive(v: Value, site: Site) -> Value | None:
    """exp(a - max(a)) -> exp_nonpositive(...): the argument is <= 0 or NaN."""
    if isinstance(v, Fn) and v.name == "exp" and nonpositive(v.args[0], site):
        return Fn("exp_nonpositive", v.args)
    return None


def nonpositive(v: Value, site: Site) -> bool:
    """v is `a - m` where m is the max of a over loops that cover the current indices
    (the same loop variables and extents, reads without padding): so v <= 0 or NaN."""
    if not (isinstance(v, Bin) and v.op == "-" and isinstance(v.b, Local)):
        return False
    fact = site.locals.get(v.b.name)
    if fact is None or fact.maxof is None:
        return False
    value, loops = fact.maxof
    return (value == v.a and all(not any(ld.checked) for ld in loads(v.a))
            and all(site.ranges.get(var) == ext for var, ext in loops))


FAST = (mul_sigmoid, uniform_divisor, exp_nonpositive)  # the simd and lut strategies' rules


# --- the driver ----------------------------------------------------------------------

def rewrite_value(v: Value, rules: Sequence[Rule], site: Site) -> Value:
    """v rebuilt bottom-up, each node through the first rule that fires at site."""
    def one(x: Value) -> Value:
        for rule in rules:
            y = rule(x, site)
            if y is not None:
                return y
        return x
    return map_value(v, one) if rules else v


def rewrite(kernel: Kernel, rules: Sequence[Rule], lanes: bool) -> Kernel:
    """The kernel with every value rewritten where it stands (see the module docstring).
    lanes: the code has vectors (a simd or lut kernel with a vector shape)."""
    if not rules:
        return kernel
    return kernel.with_body(_stmts(kernel.body, rules, Site(kernel, lanes)))


def _stmts(stmts: Sequence[Stmt], rules: Sequence[Rule], site: Site) -> tuple[Stmt, ...]:
    """Statements of one body; the locals each defines are in scope for the ones after."""
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Loop):
            out.append(replace(s, body=_stmts(s.body, rules, site.inside(s.var, s.extent, s.vector))))
        elif isinstance(s, Store):
            out.append(replace(s, value=rewrite_value(s.value, rules, site)))
        elif isinstance(s, Let):
            value = rewrite_value(s.value, rules, site)
            alias = site.locals.get(value.name) if isinstance(value, Local) else None  # `m = _r1`
            site.locals[s.name] = alias or LocalFact(site.varying(value))
            out.append(replace(s, value=value))
        elif isinstance(s, Reduce):
            out.append(_reduce(s, rules, site))
        else:
            raise TypeError(s)
    return tuple(out)


def _reduce(r: Reduce, rules: Sequence[Rule], site: Site) -> Reduce:
    """A reduction's body and value where they run: inside its loops, the innermost one
    in lanes when the reduction itself is vectorized (no enclosing vector loop). Its
    result has lanes when an enclosing loop has them."""
    inner = replace(site, locals=dict(site.locals))
    vec_here = r.vector and site.lanes and site.vvar is None
    for k, (var, ext) in enumerate(r.loops):
        inner = inner.inside(var, ext, vector=vec_here and k == len(r.loops) - 1)
    body = _stmts(r.body, rules, inner)
    value = rewrite_value(r.value, rules, inner)
    site.locals[r.name] = LocalFact(site.vvar is not None and site.lanes,
                                    (value, tuple(r.loops)) if r.kind == "max" else None)
    return replace(r, body=body, value=value)


def rewrite_epilogue(kernel: Kernel, store: Store, acc: str, vvar: str, rules: Sequence[Rule] = FAST) -> Store:
    """The store of f(acc) a direct lowering (stencil, direct conv, depthwise) emits per
    vector of its result: acc has lanes along vvar."""
    site = Site(kernel, True, vvar, locals={acc: LocalFact(True)})
    return replace(store, value=rewrite_value(store.value, rules, site))


__all__ = ["FAST", "LocalFact", "Rule", "Site", "exp_nonpositive", "mul_sigmoid", "nonpositive", "rewrite",
           "rewrite_epilogue", "rewrite_value", "uniform_divisor"]
