"""Generators of .opdsl programs for the fuzz tests: valid ops built from the grammar and
the checker's rules (tests/test_fuzz_semantic.py runs them against dsl/interpret.py),
and mutations of valid text (tests/test_fuzz_parser.py, tests/fuzz_dsl.py).

Every generator takes a Chooser, so the same code serves hypothesis (DrawChooser: the
choices shrink) and a long plain-random run (RandomChooser: fast, seeded).

A valid program is built so that the float64 reference and a float32 kernel must agree
within the op's contract: magnitudes are kept bounded (a crude bound per expression,
squashed with tanh when it grows), `log`/`sqrt`/`/` get positive arguments, comparisons
and floor/ceil see only exact values (input reads, indices, exact literals), and
max/min/mean reductions always have an in-bounds iteration (their empty value is
unspecified). Everything else the language allows is fair game: broadcasting batch dims,
affine indices reading out of bounds (padding), sum/max/min/mean/prod over one or two
indices, nested reductions, temporaries, several outputs, int and f32 attributes.
"""
from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from hypothesis import strategies as st


# --- choosers --------------------------------------------------------------------------

class RandomChooser:
    """Choices from a seeded random.Random."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def integer(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)

    def choice(self, seq: Sequence):
        return seq[self.rng.randrange(len(seq))]

    def flip(self, p: float = 0.5) -> bool:
        return self.rng.random() < p


class DrawChooser:
    """Choices drawn by hypothesis: each shrinks to its simplest value (lo, the first
    element, False)."""

    def __init__(self, draw: Callable):
        self.draw = draw

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(st.integers(lo, hi))

    def choice(self, seq: Sequence):
        return self.draw(st.sampled_from(seq))

    def flip(self, p: float = 0.5) -> bool:
        return self.draw(st.integers(0, 99)) >= 100 - round(100 * p)


# --- valid programs ----------------------------------------------------------------------

@dataclass(frozen=True)
class Cls:
    """An extent class: the dims an index variable may run over directly."""
    key: str      # dim text as written: "N", "3", "N + 2 * p"
    index: str    # the index variable of this class
    plain: bool   # False for an output's computed dim: its index is never a direct use


@dataclass(frozen=True)
class Tensor:
    name: str
    dims: tuple[Cls, ...]
    batched: bool
    bound: float  # crude bound on |value|
    exact: bool   # an input: values are exact float32 (safe in comparisons, floor)


@dataclass(frozen=True)
class Program:
    """A generated op: its text and everything needed to call it."""
    text: str
    name: str
    sizes: dict[str, int]
    attrs: dict[str, float | int]              # passed at call time (others take defaults)
    input_shapes: tuple[tuple[int, ...], ...]
    features: frozenset[str]
    nan_inputs: bool = False                    # sprinkle NaN, +-inf into the first input


SIZE_NAMES = ("N", "C", "K", "D")
SIZE_VALUES = (1, 1, 2, 3, 4, 5, 7, 8)  # unit sizes are specialized: weigh them
BIG_SIZES = (16, 17, 33)
EXACT_LITERALS = ("0.5", "1.0", "-1.0", "0.0", "2.0", "-0.25", "1.5", "3")
LITERALS = EXACT_LITERALS + ("0.1", "0.7071067811865476", "1e-3", "2.5e1", "7", ".75", "1.")
WINDOW = 3  # explicit reduction range of window indices


@dataclass
class _Ctx:
    """What an expression may use: indices in scope (name -> class) and how reads may go
    out of bounds ('any': padding semantics; 'safe': always in bounds)."""
    scope: dict[str, Cls]
    mode: str
    windows: dict[str, int] = field(default_factory=dict)  # window index -> its offset c
    direct: set[str] = field(default_factory=set)           # indices used directly
    reads: int = 0
    depth: int = 0
    nest: int = 0                                           # enclosing reductions


class _Gen:
    def __init__(self, c):
        self.c = c
        self.features: set[str] = set()
        self.tensors: list[Tensor] = []
        self.attrs: dict[str, tuple[str, float | int, bool]] = {}  # name -> (type, value, default?)
        self.rcount = 0

    # -- leaves -----------------------------------------------------------------------
    def literal(self, exact: bool = False) -> tuple[str, float]:
        t = self.c.choice(EXACT_LITERALS if exact else LITERALS)
        return t, abs(float(t))

    def int_attr_names(self) -> list[str]:
        return [n for n, (t, _, _) in self.attrs.items() if t == "int"]

    def index_expr(self, dim: Cls, ctx: _Ctx) -> str:
        """An index for a dim of class `dim`: a direct use, or affine arithmetic that may
        read out of bounds (only in 'any' mode)."""
        c = self.c
        direct = [n for n, k in ctx.scope.items() if k == dim and k.plain]
        if direct and c.flip(0.6):
            v = c.choice(direct)
            ctx.direct.add(v)
            return v
        win = [n for n in ctx.windows if direct]
        if win and c.flip(0.3):  # the window read: in bounds at r == offset
            r = c.choice(win)
            self.features.add("window")
            return f"{direct[0]} + {r} - {ctx.windows[r]}"
        names = list(ctx.scope)
        same = [n for n, k in ctx.scope.items() if k == dim]
        if ctx.mode == "safe":
            forms = ["0", f"{dim.key} - 1"]
            for v in names:
                forms += [f"({v} + {c.integer(0, 3)}) % {dim.key}", f"{v} % {dim.key}"]
            for v in same:
                forms += [f"{dim.key} - 1 - {v}", f"{v} / 2"]
            self.features.add("affine")
            return c.choice(forms)
        if not names:
            return c.choice(["0", "1", f"{dim.key} - 1"])
        v = c.choice(names)
        pad = c.choice(self.int_attr_names() or ["1"])
        forms = [f"{v} + 1", f"{v} - 1", f"{v} - {pad}", f"{v} * 2", f"{v} * 2 + 1 - {pad}",
                 f"({v} + 1) % {dim.key}", f"({v} - 3) % {dim.key}", f"{v} / 2", f"({v} - 1) / 2",
                 f"{dim.key} - 1 - {v}", f"-{v} + 2", f"{v} % 3", "0", f"{dim.key} - 1"]
        rs = [n for n in names if n in ctx.windows or n.startswith("r")]
        if rs and "s" in self.attrs:
            forms.append(f"{v} * s + {c.choice(rs)} - {pad}")
        self.features.add("affine")
        return c.choice(forms)

    def read(self, ctx: _Ctx, t: Tensor | None = None, want: str | None = None) -> tuple[str, float, bool]:
        """A read of a tensor; `want`: an index that must be used directly."""
        c = self.c
        if t is None:
            t = c.choice(self.tensors)
        parts = ["..."] if t.batched else []
        forced = False
        for d in t.dims:
            if want is not None and not forced and ctx.scope.get(want) == d:
                parts.append(want)
                ctx.direct.add(want)
                forced = True
            else:
                parts.append(self.index_expr(d, ctx))
        ctx.reads += 1
        if not t.dims and not t.batched:
            self.features.add("0-d input")
        return f"{t.name}[{', '.join(parts)}]", t.bound, t.exact

    def exact_leaf(self, ctx: _Ctx) -> str:
        """A value computed exactly in float32 and float64: an input read, an index, a
        size, an int attribute or an exactly representable literal."""
        c = self.c
        opts = ["read", "lit"] + (["index"] if ctx.scope else []) + (["int"] if self.int_attr_names() else [])
        k = c.choice(opts)
        if k == "read":
            inputs = [t for t in self.tensors if t.exact]
            return self.read(ctx, c.choice(inputs))[0]
        if k == "index":
            return c.choice(list(ctx.scope))
        if k == "int":
            return c.choice(self.int_attr_names())
        return self.literal(exact=True)[0]

    # -- values -----------------------------------------------------------------------
    def value(self, ctx: _Ctx) -> tuple[str, float]:
        c = self.c
        ctx.depth += 1
        try:
            if ctx.depth > 4 or c.flip(0.25):
                return self.leaf(ctx)
            kind = c.choice(["bin", "bin", "fn", "fn", "neg", "pow", "where", "minmax",
                             "reduce", "reduce", "floor"])
            text, b = getattr(self, "v_" + kind)(ctx)
            if b > 1e4:
                self.features.add("squash")
                text, b = f"tanh({text} * 0.001)", 1.0
            return text, b
        finally:
            ctx.depth -= 1

    def leaf(self, ctx: _Ctx) -> tuple[str, float]:
        c = self.c
        k = c.choice(["read", "read", "read", "lit", "name"])
        if k == "read":
            t, b, _ = self.read(ctx)
            return t, b
        if k == "lit":
            return self.literal()
        names = ([(n, 40.0) for n in ctx.scope] + [(n, float(v)) for n, (t, v, _) in self.attrs.items()]
                 + [(d.key, 300.0) for t in self.tensors for d in t.dims if d.key in SIZE_NAMES])
        if not names:
            return self.literal()
        n, b = c.choice(names)
        self.features.add("name as number")
        return n, abs(b) + 40.0

    def v_bin(self, ctx):
        c = self.c
        op = c.choice(["+", "-", "*", "/"])
        a, ba = self.value(ctx)
        if op == "/" and c.flip(0.3):
            self.features.add("division")
            lit = c.choice(["2.0", "-0.25", "1.5", "3", "-1.0"])
            return f"({a}) / {lit}", ba / abs(float(lit))
        b, bb = self.value(ctx)
        if op in "+-":
            return f"{a} {op} {b}", ba + bb
        if op == "*":
            return f"({a}) * ({b})", ba * bb
        self.features.add("division")
        return f"({a}) / (abs({b}) + 1.0)", ba

    def v_neg(self, ctx):
        a, b = self.value(ctx)
        return (f"-({a})" if self.c.flip(0.8) else f"- -{a}" if a[0].isalpha() else f"-({a})"), b

    def v_fn(self, ctx):
        c = self.c
        a, b = self.value(ctx)
        fn = c.choice(["exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "erf", "abs"])
        self.features.add(fn)
        if fn == "exp":
            if b <= 8:
                return f"exp({a})", math.exp(b)
            return f"exp(-abs({a}))", 1.0
        if fn == "log":
            return f"log(abs({a}) + 0.5)", math.log(b + 0.5) + 1.0
        if fn == "sqrt":
            return f"sqrt(abs({a}))", math.sqrt(b)
        if fn == "rsqrt":
            return f"rsqrt(abs({a}) + 0.25)", 2.0
        if fn == "abs":
            return f"abs({a})", b
        return f"{fn}({a})", 1.0

    def v_pow(self, ctx):
        c = self.c
        a, b = self.value(ctx)
        self.features.add("pow")
        if c.flip(0.6):
            n = c.choice([2, 3, 2, 0, 1, 4, -1, -2])
            if n < 0:  # 1 / ... of a base kept away from 0
                self.features.add("negative power")
                return f"(abs({a}) + 0.5) ** {n}", 4.0
            return f"({a}) ** {n}", b ** n
        if c.flip(0.2):
            return f"(abs({a}) + 0.25) ** {c.choice(['0.5', '1.5', '-0.5', '2.0'])}", (b + 0.25) ** 2 + 2.0
        e, be = self.value(ctx)
        if be > 3:
            e, be = f"tanh({e})", 1.0
        base = f"(abs({a}) + 0.5)"
        bound = (b + 0.5) ** be + 1.0
        if c.flip():
            return f"pow({base}, {e})", bound
        return f"{base} ** ({e})", bound

    def v_where(self, ctx):
        c = self.c
        self.features.add("where")
        left, right = self.exact_leaf(ctx), self.exact_leaf(ctx)
        op = c.choice(["<", "<=", ">", ">=", "==", "!="])
        (a, ba), (b, bb) = self.value(ctx), self.value(ctx)
        return f"where({left} {op} {right}, {a}, {b})", max(ba, bb)

    def v_minmax(self, ctx):
        c = self.c
        self.features.add("min/max")
        (a, ba), (b, bb) = self.value(ctx), self.value(ctx)
        return f"{c.choice(['max', 'min'])}({a}, {b})", max(ba, bb)

    def v_floor(self, ctx):
        c = self.c
        self.features.add("floor/ceil")
        leaf = self.exact_leaf(ctx)
        return f"{c.choice(['floor', 'ceil'])}({leaf} * {c.choice(['1', '4', '0.5'])})", 200.0

    def v_reduce(self, ctx):
        c = self.c
        if ctx.nest >= 2:
            return self.leaf(ctx)
        kind = c.choice(["sum", "max", "min", "mean", "prod"])
        self.features.add(kind)
        plain = sorted({d for t in self.tensors for d in t.dims if d.plain}, key=lambda d: d.key)
        k = c.integer(1, 2)
        self.features.add(f"reduce over {k}")
        new: dict[str, Cls] = {}
        heads, inferred, windows = [], [], {}
        count = 1
        for _ in range(k):
            name = f"r{self.rcount}"
            self.rcount += 1
            how = c.choice(["inferred", "inferred", "bound", "window"]) if plain else "window"
            if how == "window":
                cls = Cls(str(WINDOW), name, False)
                heads.append(f"{name} < {WINDOW}")
                windows[name] = c.integer(0, WINDOW - 1)
                count *= WINDOW
            else:
                cls = c.choice(plain)
                heads.append(name if how == "inferred" else f"{name} < {cls.key}")
                if how == "inferred":
                    inferred.append(name)
                count *= 8
            new[name] = cls
            self.features.add(f"reduce {how}")
        # max/min/mean must keep an in-bounds iteration: their reads stay in bounds but
        # for window reads of their own indices (in bounds at r == offset); sum and prod
        # read anywhere (an out-of-bounds read only skips the innermost reduction's term)
        mode = "safe" if kind in ("max", "min", "mean") else "any"
        if ctx.nest:
            self.features.add("nested reduction")
        inner = _Ctx({**ctx.scope, **new}, mode, windows if mode == "safe" else {**ctx.windows, **windows},
                     depth=ctx.depth, nest=ctx.nest + 1)
        body, b = self.value(inner)
        for r in inferred:
            if r not in inner.direct:
                t = c.choice([t for t in self.tensors if new[r] in t.dims])
                anchor, ba, _ = self.read(inner, t, want=r)
                body, b = f"{body} + {anchor}", b + ba
        ctx.reads += inner.reads
        ctx.direct |= inner.direct - set(new)
        if kind == "prod":
            body, b = f"0.75 + 0.5 * sigmoid({body})", 1.25
            return f"prod[{', '.join(heads)}]({body})", 1.25 ** count
        total = {"sum": b * count}.get(kind, b)
        return f"{kind}[{', '.join(heads)}]({body})", total

    # -- ops --------------------------------------------------------------------------
    def statement(self, target: str, lhs: Sequence[Cls], batched: bool, temp: bool) -> tuple[str, float]:
        c = self.c
        ctx = _Ctx({d.index: d for d in lhs}, "any")
        self.rcount = 0
        text, b = self.value(ctx)
        need = [d.index for d in lhs if temp and d.index not in ctx.direct]
        if ctx.reads == 0 and not need:
            need = [None]
        for want in need:
            pool = [t for t in self.tensors if want is None or ctx.scope[want] in t.dims]
            anchor, ba, _ = self.read(ctx, c.choice(pool), want=want)
            op = c.choice(["+", "*", "max"])
            text, b = ((f"max({text}, {anchor})", max(b, ba)) if op == "max" else
                       (f"({text}) {op} {anchor}", b + ba if op == "+" else b * ba))
        if b > 1e4:
            text, b = f"tanh({text} * 0.001)", 1.0
        idx = (["..."] if batched else []) + [d.index for d in lhs]
        return f"{target}[{', '.join(idx)}] = {text}", b


def _batch_shapes(c, n: int) -> tuple[tuple[int, ...], ...]:
    """Batch shapes of n inputs that broadcast together (numpy rules)."""
    full = tuple(c.choice((2, 3)) for _ in range(c.integer(0, 2)))
    out = []
    for _ in range(n):
        drop = c.integer(0, len(full))
        shape = tuple(1 if c.flip(0.25) else s for s in full[drop:])
        out.append(shape)
    return tuple(out)


def program(c, name: str = "f") -> Program:
    """One valid op (see the module docstring for what is kept in range and why)."""
    g = _Gen(c)
    nsizes = c.integer(1, 3)
    sizes = {SIZE_NAMES[k]: c.choice(SIZE_VALUES) for k in range(nsizes)}
    if c.flip(0.4):
        sizes[c.choice(list(sizes))] = c.choice(BIG_SIZES)
    classes = [Cls(s, s.lower(), True) for s in sizes]
    lit = Cls(str(c.choice((1, 2, 3))), "u", True) if c.flip(0.15) else None
    batched = c.flip(0.35)
    # attributes
    attr_text = []
    for aname, typ in (("p", "int"), ("s", "int"), ("alpha", "f32")):
        if c.flip(0.3):
            value = c.choice((0, 1, 2)) if aname == "p" else c.choice((1, 2)) if aname == "s" \
                else c.choice((0.5, -1.25, 2.0, 0.3))
            default = c.flip()
            g.attrs[aname] = (typ, value, default)
            if default:
                attr_text.append(f"{aname}: {typ} = {value}")
            else:
                attr_text.append(f"{aname}: {c.choice(('float', 'f32')) if typ == 'f32' else typ}")
    # inputs
    inputs, shapes = [], []
    ninputs = c.integer(1, 3)
    bshapes = _batch_shapes(c, ninputs)
    elementwise = batched and c.flip(0.3)  # every input f32[...]: broadcast() outputs
    unused = list(classes)
    for k in range(ninputs):
        tb = batched and (k == 0 or c.flip(0.5))
        pool = classes + ([lit] if lit else [])
        if tb and elementwise:
            dims: tuple[Cls, ...] = ()
        else:
            nd = c.integer(0 if tb or c.flip(0.1) else 1, 2)
            dims = tuple(dict.fromkeys(c.choice(pool) for _ in range(nd)))
            if k == ninputs - 1:  # every size variable is bound by some input
                dims = tuple(dict.fromkeys(dims + tuple(u for u in unused if u not in dims)))
        if not tb and not dims and c.flip(0.3):
            g.features.add("0-d input")
        for d in dims:
            if d in unused:
                unused.remove(d)
        t = Tensor(f"x{k}", dims, tb, 4.0, True)
        g.tensors.append(t)
        inputs.append(t)
        shapes.append((bshapes[k] if tb else ()) + tuple(sizes[d.key] if d.key in sizes else int(d.key)
                                                          for d in dims))
    if elementwise and not any(t.batched and not t.dims for t in inputs):
        elementwise = False
    if elementwise and any(t.batched and t.dims for t in inputs):
        elementwise = False
    if batched:
        g.features.add("batch dims")
        if len(set(bshapes)) > 1:
            g.features.add("broadcasting")
    used_classes = [d for t in inputs for d in t.dims if d.plain]
    used_classes = list(dict.fromkeys(used_classes))
    # statements
    nstmts = c.integer(1, 4)
    nout = c.integer(1, min(2, nstmts) if nstmts > 1 else 1)
    out_at = set(range(nstmts - nout, nstmts)) if c.flip(0.7) else set(c.choice(
        [tuple(range(nstmts - nout, nstmts)), tuple(range(nout))]))
    body, outs = [], []
    for k in range(nstmts):
        is_out = k in out_at
        nl = c.integer(0 if batched else 1, min(2, len(used_classes)))
        lhs = list(dict.fromkeys(c.choice(used_classes) for _ in range(nl))) if used_classes else []
        if not batched and not lhs:
            lhs = [c.choice(classes)]
            if lhs[0] not in used_classes:
                lhs = [used_classes[0]] if used_classes else lhs
        if is_out and lhs and c.flip(0.25):  # a computed output dim: a padded index
            d = lhs[-1]
            extra = "2 * p" if "p" in g.attrs else "2"
            lhs[-1] = Cls(f"{d.key} + {extra}", "q" + d.index, False)
            g.features.add("padded output")
        target = f"y{len(outs)}" if is_out else f"t{k}"
        line, b = g.statement(target, lhs, batched, temp=not is_out)
        body.append(line)
        dims_text = ", ".join((["..."] if batched else []) + [d.key for d in lhs])
        if is_out:
            if elementwise and not lhs and c.flip(0.5):
                dims_text = f"broadcast({', '.join(t.name for t in inputs if t.batched)})"
                g.features.add("broadcast()")
            outs.append(f"{target}: f32[{dims_text}]")
        g.features.add("output" if is_out else "temporary")
        g.tensors.append(Tensor(target, tuple(lhs), batched, b, False))
    if len(outs) > 1:
        g.features.add("several outputs")
    # text
    params = []
    for t in inputs:
        dims = ", ".join((["..."] if t.batched else []) + [d.key for d in t.dims])
        params.append(f"{t.name}: f32[{dims}]")
    # attributes may come anywhere; tensor inputs keep their relative order
    mixed = attr_text + params if c.flip(0.3) else params + attr_text
    out_text = outs[0] if len(outs) == 1 and c.flip(0.7) else f"({', '.join(outs)})"
    acc = ""
    if c.flip(0.2):
        acc = " " + c.choice(["accuracy(abs = 1e-3)", "accuracy(rel = 1e-4, abs = 1e-5)",
                              "accuracy(rel = 2e-5)"])
        g.features.add("accuracy")
    sep = c.choice(["\n    ", "; ", "\n  # a comment\n    "])
    text = (f"op {name}({', '.join(mixed)}{',' if mixed and c.flip(0.2) else ''}) -> {out_text}{acc} {{\n"
            f"    {sep.join(body)}\n}}\n")
    call_attrs = {n: v for n, (t, v, d) in g.attrs.items() if not d or c.flip()}
    if g.attrs:
        g.features.add("attributes")
    return Program(text, name, sizes, call_attrs, tuple(shapes), frozenset(g.features),
                   nan_inputs=c.flip(0.1))


CONTRACTION_SIZES = (1, 2, 3, 5, 8, 16, 17, 31, 33, 48, 65)
BLOCK_SIZES = (97, 130, 257)  # past the packed GEMM's row, column and depth blocks


def contraction_program(c, name: str = "f") -> Program:
    """A matrix product or a convolution in one statement, `y = f(sum(A * B))`: what the
    lowering may run as a packed GEMM with an epilogue. Transposed operands, batch dims,
    strides, dilations and padding (reads out of bounds), and epilogues with bias,
    residual, activations and attributes."""
    feats = {"contraction"}
    batched = c.flip(0.3)
    bt = ["..."] if batched else []
    sizes: dict[str, int] = {}
    attrs: dict[str, float | int] = {}
    params = []
    ab = "1d" if c.flip(0.6) else "2d"
    kind = c.choice(["matmul", "matmul", "conv"])
    if kind == "matmul":
        sizes.update(M=c.choice(CONTRACTION_SIZES), N=c.choice(CONTRACTION_SIZES), K=c.choice(CONTRACTION_SIZES))
        if c.flip(0.2):  # one dim past a blocking boundary (the others stay small: the
            sizes[c.choice("MNK")] = c.choice(BLOCK_SIZES)  # interpreter is M*N*K)
            feats.add("gemm blocks")
        ta, tb, two = c.flip(0.3), c.flip(0.3), c.flip(0.2)
        extra = ", R" if two else ""
        if two:
            sizes["R"] = c.choice((2, 3))
        adims = ("K, M" if ta else "M, K") + extra
        bdims = ("N, K" if tb else "K, N") + extra
        params += [f"a: f32[{', '.join(bt + [adims])}]", f"b: f32[{', '.join(bt + [bdims])}]"]
        ra = ("k, m" if ta else "m, k") + (", r" if two else "")
        rb = ("n, k" if tb else "k, n") + (", r" if two else "")
        red = "k, r" if two else "k"
        body = f"a[{', '.join(bt + [ra])}] * b[{', '.join(bt + [rb])}]"
        rows, cols = "M", "N"
        lhs = ["m", "n"]
        shapes = [(("K", "M") if ta else ("M", "K")) + (("R",) if two else ()),
                  (("N", "K") if tb else ("K", "N")) + (("R",) if two else ())]
        feats |= {"matmul"} | ({"transposed"} if ta or tb else set())
    else:
        feats.add("conv")
        sizes.update(K=c.choice((1, 2, 3, 8, 16, 17)), C=c.choice((1, 2, 3, 4, 8)), L=c.choice((1, 3, 7, 16, 33)))
        stride, dil, pad = c.choice((1, 1, 2)), c.choice((1, 1, 2)), c.choice((0, 1, 2))
        attrs.update(st=stride, pd=pad)
        params += ["st: int = 1", "pd: int = 0"]
        window = c.choice((1, 2, 3))
        if ab == "1d":
            params += [f"x: f32[{', '.join(bt + ['C, L'])}]", f"w: f32[K, C, {window}]"]
            body = (f"w[k, c, r] * x[{', '.join(bt + [f'c, p * st + r * {dil} - pd'])}]")
            red = "c, r"
            lhs, cols = ["k", "p"], "L"
            shapes = [("C", "L"), ("K", "C", str(window))]
        else:
            sizes["H"] = c.choice((1, 2, 5, 9))
            params += [f"x: f32[{', '.join(bt + ['C, H, L'])}]", f"w: f32[K, C, {window}, {window}]"]
            body = (f"w[k, c, r, v] * x[{', '.join(bt + ['c, h * st + r - pd', f'p * st + v * {dil} - pd'])}]")
            red = "c, r, v"
            lhs, cols = ["k", "h", "p"], "L"
            shapes = [("C", "H", "L"), ("K", "C", str(window), str(window))]
        rows = "K"
        feats.add(f"conv {ab}")
    value = f"sum[{red}]({body})"
    # epilogue
    out_dims = {"m": "M", "n": "N", "k": "K", "h": "H", "p": "L"}
    for _ in range(c.integer(0, 2)):
        e = c.choice(["bias_col", "bias_row", "relu", "sigmoid", "scale", "residual", "tanh"])
        feats.add("epilogue")
        declared = {q.split(":")[0] for q in params}
        if e == "bias_col" and "cbias" not in declared:
            params.append(f"cbias: f32[{cols}]")
            shapes.append(("cbias", cols))
            value = f"{value} + cbias[{lhs[-1]}]"
        elif e == "bias_row" and "rbias" not in declared:
            params.append(f"rbias: f32[{rows}]")
            shapes.append(("rbias", rows))
            value = f"{value} + rbias[{lhs[0]}]"
        elif e == "relu":
            value = f"max({value}, 0.0)"
        elif e == "sigmoid":
            value = f"sigmoid({value})"
        elif e == "tanh":
            value = f"tanh({value}) * 2.0"
        elif e == "scale" and "alpha" not in declared:
            params.append("alpha: f32 = 1.0")
            attrs["alpha"] = c.choice((0.5, -2.0, 1.0))
            value = f"alpha * ({value})"
        elif e == "residual" and "res" not in declared:
            params.append(f"res: f32[{', '.join(bt + [out_dims[i] for i in lhs])}]")
            shapes.append(("res",) + tuple(out_dims[i] for i in lhs))
            value = f"{value} + res[{', '.join(bt + lhs)}]"
    out = f"y: f32[{', '.join(bt + [out_dims[i] for i in lhs])}]"
    text = f"op {name}({', '.join(params)}) -> {out} {{\n    y[{', '.join(bt + lhs)}] = {value}\n}}\n"
    # shapes in parameter order
    bshapes = _batch_shapes(c, 3)
    tensor_params = [q.split(":")[0] for q in params if "f32[" in q]
    dims_of = {}
    first = ["a", "b"] if kind == "matmul" else ["x", "w"]
    for nm, dims in zip(first, shapes[:2]):
        dims_of[nm] = dims
    for t in shapes[2:]:
        dims_of[t[0]] = t[1:]
    batch_of = {"a": bshapes[0], "b": bshapes[1], "x": bshapes[0], "res": bshapes[2]}
    input_shapes = []
    for nm in tensor_params:
        batch = batch_of.get(nm, ()) if batched and nm in ("a", "b", "x", "res") else ()
        input_shapes.append(batch + tuple(sizes[d] if d in sizes else int(d) for d in dims_of[nm]))
    if batched:
        feats.add("batch dims")
    return Program(text, name, sizes, attrs, tuple(input_shapes), frozenset(feats),
                   nan_inputs=c.flip(0.05))


def any_program(c, name: str = "f") -> Program:
    """A general op or, one time in four, a contraction."""
    return contraction_program(c, name) if c.flip(0.25) else program(c, name)


@st.composite
def programs(draw) -> Program:
    """A hypothesis strategy of valid ops (Program)."""
    return any_program(DrawChooser(draw))


# --- mutations ---------------------------------------------------------------------------

_TOKEN = re.compile(rb"[A-Za-z_][A-Za-z_0-9]*|[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?|\.\.\.|\*\*|->"
                    rb"|<=|>=|==|!=|\s+|.", re.S)
VOCAB = [b"op", b"accuracy", b"sum", b"max", b"min", b"mean", b"prod", b"(", b")", b"[", b"]",
         b"{", b"}", b",", b":", b";", b"=", b"->", b"...", b"**", b"*", b"/", b"%", b"+", b"-",
         b"<", b"<=", b">", b"==", b"f32", b"int", b"float", b"f16", b"broadcast", b"where",
         b"exp", b"1", b"0", b"1.5", b"1e400", b"9" * 30, b"9" * 5000, b"x", b"N", b"#", b".",
         b"@", b"$", b'"', b"'", b"\\", b"rel", b"abs", b"\n", b"-1"]
SPECIAL_BYTES = [b"\xff", b"\xfe", b"\xc3(", b"\xe2\x82", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80",
                 b"\x80", b"\x00", b"\xef\xbb\xbf", "\u2028".encode(), b"\x0c", b"\x0b", "\x85".encode(),
                 b"\r", b"\t", "\u00e9".encode(), "\U0001F600".encode(), "\u200b".encode(),
                 b"\x1c", b"\r\n"]
DEEP = (100, 199, 200, 201, 1000, 10_000)
DEEP_KINDS = ("paren", "neg", "call", "pow", "plus", "index", "access", "reduce", "open", "dim")
HUGE_KINDS = ("spaces", "comment", "name", "int", "float", "chain")
MB = 1 << 20


def deep(kind: str, n: int) -> bytes:
    """An expression nested n deep (or, for 'open', n unclosed parentheses)."""
    if kind == "paren":
        return b"(" * n + b"x[n]" + b")" * n
    if kind == "neg":
        return b"-" * n + b"x[n]"
    if kind == "call":
        return b"exp(" * n + b"x[n]" + b")" * n
    if kind == "pow":
        return b"x[n] ** " * n + b"x[n]"
    if kind == "plus":
        return b" + ".join([b"x[n]"] * n)
    if kind == "access":
        return b"x[" * n + b"n" + b"]" * n
    if kind == "index":
        return b"x[" + b"(" * n + b"n" + b" - 1)" * n + b"]"
    if kind == "reduce":
        return b"".join(b"sum[k%d < 2](" % i for i in range(n)) + b"x[n]" + b")" * n
    if kind == "dim":
        return b"(" * n + b"N" + b" + 1)" * n
    return b"(" * n + b"x[n]"


def deep_program(kind: str, n: int) -> bytes:
    e = deep(kind, n)
    if kind == "dim":
        return b"op f(x: f32[N]) -> y: f32[" + e + b"] {\n  y[n] = x[0]\n}\n"
    return b"op f(x: f32[N]) -> y: f32[N] {\n  y[n] = " + e + b"\n}\n"


def huge(kind: str, size: int = MB) -> bytes:
    return {"spaces": lambda: b" " * size, "comment": lambda: b"#" + b"c" * size + b"\n",
            "name": lambda: b"a" * size, "int": lambda: b"9" * size,
            "float": lambda: b"1." + b"0" * size, "chain": lambda: b" + x[n]" * (size // 7)}[kind]()


def mutate(c, text: bytes, heavy: float = 0.01) -> bytes:
    """One to three random edits of `text`: token deletions, swaps, duplications and
    replacements, inserted bytes (non-UTF-8 included), truncation, whitespace and line
    ending changes; rarely a 10,000-deep nesting or a one-megabyte line."""
    data = text
    for _ in range(c.integer(1, 3)):
        toks = _TOKEN.findall(data) or [b""]
        kind = c.choice(["delete", "delete", "swap", "dup", "replace", "replace", "rename",
                         "rename", "rename", "bytes", "special", "truncate", "reformat",
                         "newlines", "flip", "deep", "huge"])
        i = c.integer(0, len(toks) - 1)
        if kind == "delete":
            del toks[i]
        elif kind == "swap":
            j = c.integer(0, len(toks) - 1)
            toks[i], toks[j] = toks[j], toks[i]
        elif kind == "dup":
            toks.insert(i, toks[i])
        elif kind == "replace":
            toks[i] = c.choice(VOCAB)
        elif kind == "rename":  # another name of the program: mostly checker errors
            names = [t for t in toks if re.fullmatch(rb"[A-Za-z_][A-Za-z_0-9]*", t)]
            spots = [k for k, t in enumerate(toks) if t in names]
            if spots:
                toks[c.choice(spots)] = c.choice(names)
        elif kind == "bytes":
            toks.insert(i, bytes(c.integer(0, 255) for _ in range(c.integer(1, 6))))
        elif kind == "special":
            toks.insert(i, c.choice(SPECIAL_BYTES))
        elif kind == "truncate":
            toks = toks[:i]
        elif kind == "reformat":
            ws = [b" ", b"\n", b"\t", b"  ", b" # note\n", b"\r\n", b"\n\n"]
            toks = [c.choice(ws) if t.isspace() else t for t in toks]
        elif kind == "newlines":
            nl = c.choice([b"\r\n", b"\r", b"\x0c", "\u2028".encode(), b"\n\n", b"\x0b"])
            toks = [t.replace(b"\n", nl) for t in toks]
        elif kind == "flip" and data:
            pos = c.integer(0, len(data) - 1)
            toks = [data[:pos], bytes([data[pos] ^ (1 << c.integer(0, 7))]), data[pos + 1:]]
        elif kind == "deep" and c.flip(10 * heavy):
            toks.insert(i, deep(c.choice(DEEP_KINDS), c.choice(DEEP)))
        elif kind == "huge" and c.flip(10 * heavy):
            k = c.choice(HUGE_KINDS)  # a megabyte of dense tokens takes lark ~30-80 s: 64 KB
            toks.insert(i, huge(k, c.choice([MB if k != "chain" else 65536, 4096])))
        data = b"".join(toks)
    return data


def fuzz_input(c, seeds: Sequence[bytes], heavy: float = 0.01) -> bytes:
    """An input for the parser: a valid program (generated or a seed file), mutated or
    not, or raw garbage, or one of the degenerate texts; with probability about `heavy`
    each, a deeply nested expression or a megabyte line (slow to parse: ~40 us a token)."""
    if c.flip(heavy):
        return deep_program(c.choice(DEEP_KINDS), c.choice(DEEP))
    if c.flip(heavy):
        body = program(c).text.encode()
        cut = c.integer(0, len(body))
        kind = c.choice(HUGE_KINDS)
        return body[:cut] + huge(kind, MB if kind != "chain" else 65536) + body[cut:]
    k = c.choice(["generated", "generated", "seed", "mutated", "mutated", "mutated",
                  "mutated-seed", "garbage", "degenerate"])
    if k == "generated":
        return program(c).text.encode()
    if k == "seed":
        return c.choice(seeds)
    if k == "mutated":
        return mutate(c, program(c).text.encode(), heavy)
    if k == "mutated-seed":
        return mutate(c, c.choice(seeds), heavy)
    if k == "garbage":
        return bytes(c.integer(0, 255) for _ in range(c.integer(0, 64)))
    return c.choice([b"", b" ", b"\n", b"# only a comment", b"\xef\xbb\xbf", b"op", b"\x00",
                     b"op f() -> y: f32[N] {}", b"op f(x: f32[...]) -> y: f32[...] { y[...] = x[...] }"])


@st.composite
def fuzz_inputs(draw, seeds: Sequence[bytes], heavy: float = 0.01) -> bytes:
    """A hypothesis strategy of parser inputs (bytes)."""
    return fuzz_input(DrawChooser(draw), seeds, heavy)


def seed_texts(*dirs) -> list[bytes]:
    """The shipped library and example files: real programs to mutate."""
    out = []
    for d in dirs:
        out += [p.read_bytes() for p in sorted(d.glob("*.opdsl"))]
    return out


def input_arrays(prog: Program, rng) -> list[Any]:
    """Random float32 inputs of the program's shapes, with a few signed zeros and small
    integers; NaN and infinities sprinkled into the first input when the program asks. (No denormals:
    their float32 rounding is absolute, not relative, and sqrt or log of one amplifies
    it beyond any relative contract; that is float32, not a bug.)"""
    import numpy as np
    out = []
    for k, shape in enumerate(prog.input_shapes):
        x = (rng.standard_normal(shape) * 1.5).astype(np.float32)
        flat = x.reshape(-1)
        if flat.size >= 8:
            pos = rng.choice(flat.size, size=flat.size // 8, replace=False)
            flat[pos] = rng.choice(np.array([0.0, -0.0, 1.0, -2.0, 0.5], np.float32), size=pos.size)
        if prog.nan_inputs and k == 0 and flat.size:
            pos = rng.integers(0, flat.size, size=max(1, flat.size // 10))
            flat[pos] = rng.choice(np.array([np.nan, np.inf, -np.inf], np.float32), size=pos.size)
        out.append(x)
    return out
