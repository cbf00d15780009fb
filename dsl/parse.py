"""Text -> typed AST: the lark grammar plus a Transformer, and syntax diagnostics."""
from __future__ import annotations

import functools
from importlib import resources

from typing import Any, cast

import lark
from lark import Token, Transformer, Tree, v_args
from lark.tree import Meta

from . import ast as A
from .types import ELEMENTS
from .errors import DSLError

I64_MAX = 2**63 - 1

# Bad inputs whose parse fails the same way as a user's mistake: lark matches the
# failing parser state against these and we say what the mistake most likely is.
_EXAMPLES: dict[str, list[str]] = {
    "missing '->' and the outputs after the parameter list": [
        "op f(x: f32[N]) {",
        "op f(x: f32[N]) y: f32[N] {",
    ],
    "missing '{' to open the op body": [
        "op f(x: f32[N]) -> y: f32[N] y[n] = x[n] }",
    ],
    "a tensor needs a type with dims, as in `x: f32[N, C]`": [
        "op f(x: f32[N]) -> y {",
        "op f(x: f32[N]) -> y: {",
    ],
    "a statement assigns to an indexed tensor, as in `y[i] = ...`": [
        "op f(x: f32[N]) -> y: f32[N] { y = x",
        "op f(x: f32[N]) -> y: f32[N] { y[n] x",
    ],
    "an expression is missing an operand": [
        "op f(x: f32[N]) -> y: f32[N] { y[n] = x[n] + }",
        "op f(x: f32[N]) -> y: f32[N] { y[n] = * x[n] }",
        "op f(x: f32[N]) -> y: f32[N] { y[n] = }",
    ],
    "unbalanced brackets": [
        "op f(x: f32[N]) -> y: f32[N] { y[n] = (x[n] }",
        "op f(x: f32[N]) -> y: f32[N] { y[n] = x[n }",
    ],
    "a reduction names its indices in brackets, as in `sum[k](a[i, k])`": [
        "op f(x: f32[N]) -> y: f32[N] { y[n] = sum(x[n]) }",
    ],
}

_TOKEN_NAMES = {
    "NAME": "a name", "INT": "an integer", "FLOAT": "a number", "LPAR": "'('", "RPAR": "')'",
    "LSQB": "'['", "RSQB": "']'", "LBRACE": "'{'", "RBRACE": "'}'", "COMMA": "','",
    "COLON": "':'", "EQUAL": "'='", "SEMICOLON": "';'", "MINUS": "'-'", "PLUS": "'+'",
    "MUL_OP": "'*' '/' '%'", "POW_OP": "'**'", "ELLIPSIS": "'...'", "LT": "'<'",
    "CMP_OP": "a comparison", "OP": "'op'", "ACCURACY": "'accuracy'", "SUM": "'sum'",
    "MAX": "'max'", "MIN": "'min'", "MEAN": "'mean'", "PROD": "'prod'", "$END": "end of file",
    "__ANON_0": "'->'", "RARROW": "'->'",
}


@functools.lru_cache(maxsize=None)
def _parser() -> lark.Lark:
    text = resources.files("jit_runtime.grammar").joinpath("opdsl.lark").read_text()
    return lark.Lark(text, parser="lalr", propagate_positions=True, maybe_placeholders=True)


def _span(meta_or_tok: Meta | Token | None) -> A.Span:
    if isinstance(meta_or_tok, Token):
        return A.Span(meta_or_tok.line or 0, meta_or_tok.column or 0,
                      meta_or_tok.end_line or 0, meta_or_tok.end_column or 0)
    if meta_or_tok is None or getattr(meta_or_tok, "empty", True):
        return A.NOWHERE
    return A.Span(meta_or_tok.line, meta_or_tok.column, meta_or_tok.end_line, meta_or_tok.end_column)


@v_args(meta=True)
class _ToAST(Transformer[Token, Any]):
    """Parse tree -> AST. Structure only: meaning is checked in check.py."""

    def __init__(self, filename: str, source: str):
        super().__init__()
        self.filename, self.source = filename, source

    def _err(self, span: A.Span, msg: str) -> DSLError:
        return DSLError.at(span, msg, self.filename, self.source)

    # literals and names
    def int_lit(self, meta: Meta, c: list[Any]) -> Any:
        try:
            value = int(c[0])
        except ValueError:  # past Python's digit limit for str -> int
            raise self._err(_span(c[0]), f"integer literal with {len(c[0])} digits is too long") from None
        return A.Num(value, True, _span(c[0]))

    def float_lit(self, meta: Meta, c: list[Any]) -> Any:
        return A.Num(float(c[0]), False, _span(c[0]))

    def number(self, meta: Meta, c: list[Any]) -> Any:
        return c[0]

    def signed_number(self, meta: Meta, c: list[Any]) -> Any:
        minus, num = c
        if minus is not None:
            return A.Num(-num.value, num.is_int, _span(minus))
        return num

    def name(self, meta: Meta, c: list[Any]) -> Any:
        return A.Name(str(c[0]), _span(c[0]))

    def ellipsis(self, meta: Meta, c: list[Any]) -> Any:
        return A.EllipsisIndex(_span(c[0]))

    # expressions
    def binop(self, meta: Meta, c: list[Any]) -> Any:
        left, op, right = c
        return A.Binary(str(op), left, right, _span(op))

    def compare(self, meta: Meta, c: list[Any]) -> Any:
        left, op, right = c
        return A.Compare(str(op), left, right, _span(op))

    def neg(self, meta: Meta, c: list[Any]) -> Any:
        op, x = c
        if isinstance(x, A.Num):
            return A.Num(-x.value, x.is_int, _span(op))
        return A.Unary("-", x, _span(op))

    def access(self, meta: Meta, c: list[Any]) -> Any:
        name, *given = c
        return A.Access(str(name), tuple(i for i in given if i is not None), _span(name))

    def callee(self, meta: Meta, c: list[Any]) -> Any:
        return c[0]

    def call(self, meta: Meta, c: list[Any]) -> Any:
        fn, *args = c
        return A.Call(str(fn), tuple(a for a in args if a is not None), _span(fn))

    def reducer(self, meta: Meta, c: list[Any]) -> Any:
        return c[0]

    def rindex(self, meta: Meta, c: list[Any]) -> Any:
        name = c[0]
        bound = c[2] if len(c) > 2 else None
        return A.ReduceIndex(str(name), bound, _span(name))

    def reduce(self, meta: Meta, c: list[Any]) -> Any:
        kind, *rest = c
        *indices, body = rest
        name = str(kind)
        assert name in A.REDUCERS  # (the grammar's reducer tokens)
        return A.Reduce(cast(A.Reducer, name), tuple(indices), body, _span(kind))

    # declarations
    def dims(self, meta: Meta, c: list[Any]) -> Any:
        out = []
        for d in c:
            if d is None:
                continue
            out.append(A.EllipsisDim(d.span) if isinstance(d, A.EllipsisIndex) else d)
        return tuple(out)

    def tensor_param(self, meta: Meta, c: list[Any]) -> Any:
        name, dtype, dims = c
        return A.TensorParam(str(name), str(dtype), dims, _span(name)), _span(dtype)

    out_param = tensor_param

    def attr_param(self, meta: Meta, c: list[Any]) -> Any:
        name, typ, default = c
        t = str(typ)
        if t in ("float", "f32"):
            t = "f32"
        elif t != "int":
            raise self._err(_span(typ), f"unknown attribute type '{t}': use int or f32 "
                            f"(a tensor needs dims, as in `{name}: f32[N]`)")
        value = None
        if default is not None:
            if t == "int" and not default.is_int:
                raise self._err(default.span, f"attribute '{name}' is int but its default "
                                f"{default.value} is not an integer")
            if t == "int" and abs(default.value) > I64_MAX:
                raise self._err(default.span, f"attribute '{name}' default {default.value} "
                                "does not fit in 64 bits")
            value = int(default.value) if t == "int" else float(default.value)
        return A.AttrParam(str(name), t, value, _span(name))

    def outputs(self, meta: Meta, c: list[Any]) -> Any:
        return tuple(c)

    def acc_item(self, meta: Meta, c: list[Any]) -> Any:
        return str(c[0]), c[1], _span(c[0])

    def accuracy(self, meta: Meta, c: list[Any]) -> Any:
        vals: dict[str, float] = {}
        for key, num, span in c:
            if key not in ("rel", "abs"):
                raise self._err(span, f"unknown accuracy bound '{key}': use rel or abs")
            if key in vals:
                raise self._err(span, f"accuracy bound '{key}' given twice")
            if num.value <= 0:
                raise self._err(num.span, f"accuracy bound '{key}' must be positive")
            vals[key] = float(num.value)
        return A.Accuracy(vals.get("rel"), vals.get("abs"), _span(meta))

    def lhs_indices(self, meta: Meta, c: list[Any]) -> Any:
        return tuple(c)

    def stmt(self, meta: Meta, c: list[Any]) -> Any:
        name, indices, value = c[0], c[1], c[2]
        idx = tuple(i if isinstance(i, A.EllipsisIndex) else str(i) for i in indices)
        spans = tuple(i.span if isinstance(i, A.EllipsisIndex) else _span(i) for i in indices)
        return A.Assign(str(name), idx, value, _span(name), spans)

    def op_def(self, meta: Meta, c: list[Any]) -> Any:
        name, *rest = c
        params: list[Any] = []
        outputs: tuple[Any, ...] = ()
        accuracy, stmts = None, []
        for item in rest:
            if item is None:
                continue
            if isinstance(item, tuple) and item and isinstance(item[0], tuple):
                outputs = item  # ((TensorParam, dtype_span), ...)
            elif isinstance(item, tuple) and item and isinstance(item[0], A.TensorParam):
                params.append(item)
            elif isinstance(item, A.AttrParam):
                params.append(item)
            elif isinstance(item, A.Accuracy):
                accuracy = item
            elif isinstance(item, A.Assign):
                stmts.append(item)
        for p in list(params) + list(outputs):
            if isinstance(p, tuple) and p[0].dtype not in ELEMENTS:
                raise self._err(p[1], f"unsupported dtype '{p[0].dtype}' for '{p[0].name}': "
                                f"tensors are {', '.join(ELEMENTS[:-1])} or {ELEMENTS[-1]}")
        inputs = tuple(p[0] for p in params if isinstance(p, tuple))
        attrs = tuple(p for p in params if isinstance(p, A.AttrParam))
        outs = tuple(o[0] for o in outputs)
        return A.Op(str(name), inputs, attrs, outs, accuracy, tuple(stmts), _span(name),
                    self.filename, self.source)

    def start(self, meta: Meta, c: list[Any]) -> Any:
        return tuple(c)


def _syntax_error(e: lark.exceptions.UnexpectedInput, filename: str, source: str) -> DSLError:
    label = None
    try:
        label = e.match_examples(_parser().parse, _EXAMPLES, use_accepts=True)
    except Exception:  # noqa: BLE001 - a failed guess only loses the hint
        label = None
    if isinstance(e, lark.exceptions.UnexpectedToken):
        tok = e.token
        what = "end of file" if tok.type == "$END" else f"'{tok}'"
        msg = f"syntax error: unexpected {what}"
        expected = e.accepts or e.expected
    elif isinstance(e, lark.exceptions.UnexpectedCharacters):
        msg = f"syntax error: unexpected character {source[e.pos_in_stream or 0]!r}"
        expected = e.allowed or set()
    else:  # UnexpectedEOF
        msg = "syntax error: unexpected end of file"
        expected = getattr(e, "expected", set()) or set()
    if label:
        msg += f" ({label})"
    names = sorted({_TOKEN_NAMES.get(t, t.lower() if t.isupper() else t) for t in expected})
    line, col = e.line, e.column
    at_end = isinstance(e, lark.exceptions.UnexpectedToken) and e.token.type == "$END"
    if at_end or line is None or line < 1:  # end of input: just past the last character
        lines = source.rstrip(" \t\f\r\n").split("\n")
        line, col = len(lines), len(lines[-1]) + 1
    return DSLError(msg, filename, line, col, source, tuple(names))


# Deepest parse tree accepted. Every later layer (checker, interpreter, lowering) walks
# expressions recursively; this bound keeps them all far below Python's recursion limit.
MAX_DEPTH = 200


def _check_depth(tree: Tree[Token], filename: str, source: str) -> None:
    """Refuse a tree deeper than MAX_DEPTH, at the outermost node past the limit (walked
    with a stack: a recursive walk would fail on the very inputs it guards against)."""
    stack = [(tree, 1, (1, 1))]
    while stack:
        node, depth, pos = stack.pop()
        meta = node.meta
        if not getattr(meta, "empty", True):
            pos = (meta.line, meta.column)
        if depth > MAX_DEPTH:
            raise DSLError(f"expression nested too deeply (more than {MAX_DEPTH} levels)",
                           filename, pos[0], pos[1], source)
        stack.extend((ch, depth + 1, pos) for ch in node.children if isinstance(ch, lark.Tree))


def parse(source: str | bytes, filename: str = "<string>") -> A.Module:
    """Parse .opdsl text into a Module. Raises DSLError on any syntax problem."""
    if isinstance(source, bytes):
        raw = source
        try:
            source = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            before = raw[:e.start].decode("utf-8", "replace").removeprefix("\ufeff")
            line = before.count("\n") + 1
            col = len(before) - (before.rfind("\n") + 1) + 1
            raise DSLError(f"source is not valid UTF-8 (byte 0x{raw[e.start]:02x})",
                           filename, line, col, before) from None
    source = source.removeprefix("\ufeff")  # a byte order mark (some editors write one) is not text
    try:
        tree = _parser().parse(source)
    except lark.exceptions.UnexpectedInput as e:
        raise _syntax_error(e, filename, source) from None
    except RecursionError:
        raise DSLError("expression nested too deeply", filename, 1, 1, source) from None
    _check_depth(tree, filename, source)
    try:
        ops = _ToAST(filename, source).transform(tree)
    except lark.exceptions.VisitError as e:
        if isinstance(e.orig_exc, DSLError):
            raise e.orig_exc from None
        raise
    except RecursionError:
        raise DSLError("expression nested too deeply", filename, 1, 1, source) from None
    return A.Module(filename, source, ops)
