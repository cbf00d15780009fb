"""Loop IR: the kernel as data. Index arithmetic, scalar values, loop nests, reductions.

Everything is a frozen dataclass; passes are pure functions from one kernel to another.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterable, Iterator, Literal, Union

from ..dsl.ast import Reducer

Role = Literal["input", "output", "scratch"]  # what a kernel's buffer is to it

# --- integer (index) expressions ---------------------------------------------------


@dataclass(frozen=True)
class IConst:
    value: int


@dataclass(frozen=True)
class IVar:
    """A loop index."""
    name: str


@dataclass(frozen=True)
class ISize:
    """A size known only at run time (an i64 argument of the kernel)."""
    name: str


@dataclass(frozen=True)
class IBin:
    op: str  # + - * / %   (/ and % floor, as in Python)
    a: "IExpr"
    b: "IExpr"


IExpr = Union[IConst, IVar, ISize, IBin]


# Folding of index arithmetic, as rules. Constants fold by the operator's meaning (floor
# `/` and `%`, never by zero); then the identities, each (op, a, b, result), where "a" and
# "b" match any operand and stand for it in the result, and an int matches that constant.
_FOLD: dict[str, Callable[[int, int], int | None]] = {
    "+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y,
    "/": lambda x, y: x // y if y else None, "%": lambda x, y: x % y if y else None}
_IDENTITIES: tuple[tuple[str, str | int, str | int, str | int], ...] = (
    ("+", 0, "b", "b"), ("+", "a", 0, "a"), ("-", "a", 0, "a"),
    ("*", 0, "b", 0), ("*", "a", 0, 0), ("*", 1, "b", "b"), ("*", "a", 1, "a"),
    ("/", "a", 1, "a"), ("%", "a", 1, 0),
)


_BY_OP: dict[str, tuple[tuple[str | int, str | int, str | int], ...]] = {
    op: tuple((pa, pb, out) for rop, pa, pb, out in _IDENTITIES if rop == op) for op in _FOLD}


def _matches(pattern: str | int, e: IExpr) -> bool:
    # (by type and value: lowering builds hundreds of thousands of these, and comparing
    # with a new IConst made a dataclass and compared it each time)
    return isinstance(pattern, str) or (isinstance(e, IConst) and e.value == pattern)


def ibin(op: str, a: IExpr, b: IExpr) -> IExpr:
    """Build `a op b`, folding constants and identities (the rules above)."""
    if isinstance(a, IConst) and isinstance(b, IConst):
        folded = _FOLD[op](a.value, b.value)
        if folded is not None:
            return IConst(folded)
    elif not isinstance(a, IConst) and not isinstance(b, IConst):
        return IBin(op, a, b)  # (every identity names a constant operand)
    for pa, pb, out in _BY_OP.get(op, ()):
        if _matches(pa, a) and _matches(pb, b):
            return {"a": a, "b": b}[out] if isinstance(out, str) else IConst(out)
    return IBin(op, a, b)


def ivars(e: IExpr) -> set[str]:
    if isinstance(e, IVar):
        return {e.name}
    if isinstance(e, IBin):
        return ivars(e.a) | ivars(e.b)
    return set()


def isubst(e: IExpr, env: dict[str, IExpr]) -> IExpr:
    if isinstance(e, IVar):
        return env.get(e.name, e)
    if isinstance(e, IBin):
        return ibin(e.op, isubst(e.a, env), isubst(e.b, env))
    return e


def linear(e: IExpr, var: str) -> tuple[int, IExpr] | None:
    """Write e as coeff*var + rest with rest free of var; None when e is not linear in var."""
    if var not in ivars(e):
        return 0, e
    if isinstance(e, IVar):
        return 1, IConst(0)
    assert isinstance(e, IBin)
    la, lb = linear(e.a, var), linear(e.b, var)
    if la is None or lb is None:
        return None
    if e.op in "+-":
        sign = 1 if e.op == "+" else -1
        return la[0] + sign * lb[0], ibin(e.op, la[1], lb[1])
    if e.op == "*":
        if la[0] == 0 and isinstance(e.a, IConst):
            return la[1].value * lb[0], ibin("*", e.a, lb[1])  # type: ignore[union-attr]
        if lb[0] == 0 and isinstance(e.b, IConst):
            return lb[1].value * la[0], ibin("*", la[1], e.b)  # type: ignore[union-attr]
    return None


def ceil_div(a: IExpr, b: int) -> IExpr:
    return ibin("/", ibin("+", a, IConst(b - 1)), IConst(b))


def product(es: Iterable[IExpr]) -> IExpr:
    out: IExpr = IConst(1)
    for e in es:
        out = ibin("*", out, e)
    return out


def split_affine(e: IExpr, names: Iterable[str]) -> tuple[dict[str, int], IExpr] | None:
    """e = sum(coef[v] * v) + rest with rest free of names, the names taken in the order
    given (coefficient 0 for one e does not use); None when e is not affine in them."""
    coef: dict[str, int] = {}
    rest = e
    for v in names:
        lin = linear(rest, v)  # rest comes back free of v
        if lin is None:
            return None
        coef[v], rest = lin
    return coef, rest


def ishow(e: IExpr) -> str:
    if isinstance(e, IConst):
        return str(e.value)
    if isinstance(e, (IVar, ISize)):
        return e.name
    return f"({ishow(e.a)} {e.op} {ishow(e.b)})"


# --- values ------------------------------------------------------------------------


@dataclass(frozen=True)
class Const:
    value: float
    ty: str = "f32"  # or i32 (value an int)


@dataclass(frozen=True)
class Load:
    buffer: str
    index: tuple[IExpr, ...]
    checked: tuple[bool, ...]  # per dim: may this index fall outside the dim?


@dataclass(frozen=True)
class Local:
    """A scalar temporary or a reduction result, by name."""
    name: str


@dataclass(frozen=True)
class IndexValue:
    """An index or size used as a number (f32, or i32 where it computes with integers)."""
    index: IExpr
    ty: str = "f32"


@dataclass(frozen=True)
class Convert:
    """f32(a) or i32(a): between the compute types (dsl/types.py)."""
    to: str
    a: "Value"


@dataclass(frozen=True)
class Bin:
    op: str  # + - * /
    a: "Value"
    b: "Value"


@dataclass(frozen=True)
class Neg:
    a: "Value"


@dataclass(frozen=True)
class Fn:
    name: str  # exp log sqrt rsqrt tanh sigmoid erf abs floor ceil min max pow
    args: tuple["Value", ...]


@dataclass(frozen=True)
class Cmp:
    op: str
    a: "Value"
    b: "Value"


@dataclass(frozen=True)
class Select:
    cond: "Value"
    a: "Value"
    b: "Value"


@dataclass(frozen=True)
class Lut:
    """table(arg) by linear interpolation; `exact` where arg is outside the table's range."""
    table: str
    arg: "Value"
    exact: "Value"


Value = Union[Const, Load, Local, IndexValue, Bin, Neg, Fn, Cmp, Select, Lut, Convert]


def value_children(v: Value) -> tuple[Value, ...]:
    if isinstance(v, (Bin, Cmp)):
        return (v.a, v.b)
    if isinstance(v, (Neg, Convert)):
        return (v.a,)
    if isinstance(v, Fn):
        return v.args
    if isinstance(v, Select):
        return (v.cond, v.a, v.b)
    if isinstance(v, Lut):
        return (v.arg, v.exact)
    return ()


def loads(v: Value) -> list[Load]:
    if isinstance(v, Load):
        return [v]
    return [ld for c in value_children(v) for ld in loads(c)]


def map_value(v: Value, f: Callable[[Value], Value]) -> Value:
    """Rebuild a value bottom-up through f (f sees children already rebuilt)."""
    if isinstance(v, Bin):
        v = Bin(v.op, map_value(v.a, f), map_value(v.b, f))
    elif isinstance(v, Cmp):
        v = Cmp(v.op, map_value(v.a, f), map_value(v.b, f))
    elif isinstance(v, Neg):
        v = Neg(map_value(v.a, f))
    elif isinstance(v, Convert):
        v = Convert(v.to, map_value(v.a, f))
    elif isinstance(v, Fn):
        v = Fn(v.name, tuple(map_value(a, f) for a in v.args))
    elif isinstance(v, Select):
        v = Select(map_value(v.cond, f), map_value(v.a, f), map_value(v.b, f))
    elif isinstance(v, Lut):
        v = Lut(v.table, map_value(v.arg, f), map_value(v.exact, f))
    return f(v)


def vsubst(v: Value, env: dict[str, IExpr]) -> Value:
    """Rename index variables everywhere in a value: in reads and where an index is used
    as a number (`sum[k](k * x[k])`, `... + n`)."""
    def f(x: Value) -> Value:
        if isinstance(x, Load):
            return Load(x.buffer, tuple(isubst(i, env) for i in x.index), x.checked)
        if isinstance(x, IndexValue):
            return IndexValue(isubst(x.index, env), x.ty)
        return x
    return map_value(v, f)


def vshow(v: Value) -> str:
    if isinstance(v, Const):
        return repr(v.value) if v.ty == "f32" else f"{v.value}i"
    if isinstance(v, Load):
        return f"{v.buffer}[{', '.join(ishow(i) for i in v.index)}]"
    if isinstance(v, Local):
        return v.name
    if isinstance(v, IndexValue):
        return f"{'float' if v.ty == 'f32' else v.ty}({ishow(v.index)})"
    if isinstance(v, Convert):
        return f"{v.to}({vshow(v.a)})"
    if isinstance(v, Bin):
        return f"({vshow(v.a)} {v.op} {vshow(v.b)})"
    if isinstance(v, Neg):
        return f"-{vshow(v.a)}"
    if isinstance(v, Fn):
        return f"{v.name}({', '.join(vshow(a) for a in v.args)})"
    if isinstance(v, Cmp):
        return f"({vshow(v.a)} {v.op} {vshow(v.b)})"
    if isinstance(v, Select):
        return f"where({vshow(v.cond)}, {vshow(v.a)}, {vshow(v.b)})"
    if isinstance(v, Lut):
        return f"{v.table}({vshow(v.arg)})"
    raise TypeError(v)


# --- statements --------------------------------------------------------------------


@dataclass(frozen=True)
class Store:
    buffer: str
    index: tuple[IExpr, ...]
    value: Value


@dataclass(frozen=True)
class Let:
    name: str
    value: Value


@dataclass(frozen=True)
class Reduce:
    """name = kind over loops of value; `body` computes what value needs per iteration."""
    name: str
    kind: Reducer
    loops: tuple[tuple[str, IExpr], ...]
    body: tuple["Stmt", ...]
    value: Value
    vector: bool = False  # simd: lanes run along the innermost reduction loop
    ty: str = "f32"  # the accumulator's type: f32, or i32 (exact, wrapping)


@dataclass(frozen=True)
class Loop:
    var: str
    extent: IExpr
    body: tuple["Stmt", ...]
    vector: bool = False  # simd: lanes run along this loop
    note: str = ""
    jam: int = 1  # register tile: an outer loop runs `jam` rows at once, its vector loop `jam` vectors


Stmt = Union[Store, Let, Reduce, Loop]


def stmt_values(stmts: Iterable[Stmt]) -> list["Value"]:
    """Every value computed by the statements, reductions' bodies included (not loops)."""
    out: list[Value] = []
    for s in stmts:
        if isinstance(s, Reduce):
            out += stmt_values(s.body) + [s.value]
        elif isinstance(s, (Let, Store)):
            out.append(s.value)
    return out


def subvalues(v: "Value") -> Iterator["Value"]:
    """v and every value inside it."""
    yield v
    for c in value_children(v):
        yield from subvalues(c)


def stmt_loads(stmts: Iterable[Stmt]) -> list[Load]:
    return [ld for v in stmt_values(stmts) for ld in loads(v)]


def ssubst(stmts: Iterable[Stmt], env: dict[str, IExpr]) -> tuple[Stmt, ...]:
    """Statements with index variables replaced (loops and reductions keep their own)."""
    out: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Loop):
            inner = {k: v for k, v in env.items() if k != s.var}
            out.append(replace(s, extent=isubst(s.extent, env), body=ssubst(s.body, inner)))
        elif isinstance(s, Reduce):
            inner = {k: v for k, v in env.items() if k not in {var for var, _ in s.loops}}
            out.append(replace(s, loops=tuple((var, isubst(e, env)) for var, e in s.loops),
                               body=ssubst(s.body, inner), value=vsubst(s.value, inner)))
        elif isinstance(s, Let):
            out.append(Let(s.name, vsubst(s.value, env)))
        elif isinstance(s, Store):
            out.append(Store(s.buffer, tuple(isubst(i, env) for i in s.index), vsubst(s.value, env)))
        else:
            out.append(s)
    return tuple(out)


@dataclass(frozen=True)
class Buffer:
    name: str
    role: Role
    dims: tuple[IExpr, ...]
    offset: IExpr = IConst(0)  # scratch: element offset into the scratch area
    elem: str = "f32"  # the element type (dsl/types.py); scratch holds f32 or i32


@dataclass(frozen=True)
class Table:
    """A function sampled at `len(values)` evenly spaced points over [lo, hi]."""
    name: str
    lo: float
    hi: float
    values: tuple[float, ...]
    what: str = ""  # the expression it stands for
    max_abs_err: float = 0.0
    max_rel_err: float = 0.0
    saturate: bool = False  # outside the range the function equals its end values (tanh, erf)


@dataclass(frozen=True)
class Kernel:
    name: str
    buffers: tuple[Buffer, ...]
    sizes: tuple[str, ...]
    body: tuple[Stmt, ...]
    scratch: IExpr = IConst(0)  # elements of scratch the kernel needs
    tables: tuple[Table, ...] = ()
    # the work of a call in simple operations, where the loops shown are not the loops run
    # (a lowering that emits its own, e.g. the packed GEMM); threads are planned by it
    work: IExpr | None = None

    def buffer(self, name: str) -> Buffer:
        return next(b for b in self.buffers if b.name == name)

    def with_body(self, body: tuple[Stmt, ...]) -> "Kernel":
        return replace(self, body=body)


def flat_offset(buf: Buffer, index: tuple[IExpr, ...]) -> IExpr:
    """The element offset of buf[index] from the buffer's base (row-major)."""
    off: IExpr = IConst(0)
    for i, d in zip(index, buf.dims):
        off = ibin("+", ibin("*", off, d), i)
    return ibin("+", buf.offset, off)


def flat_index(k: Kernel, buffer: str, index: tuple[IExpr, ...]) -> IExpr:
    """The same offset as flat_offset for an input or output (no offset), as a sum of
    index times stride, so that each index's term stands apart (what the direct
    lowerings take steps and deltas from)."""
    dims = k.buffer(buffer).dims
    out: IExpr = IConst(0)
    for d, e in enumerate(index):
        out = ibin("+", out, ibin("*", e, product(dims[d + 1:])))
    return out


def show_kernel(k: Kernel) -> str:
    """Readable text of the loop IR (what `lower(...).loops` shows)."""
    def sig(b: Buffer) -> str:
        return f"{b.name}: {b.elem}[{', '.join(ishow(d) for d in b.dims)}]"
    ins = ", ".join(sig(b) for b in k.buffers if b.role == "input")
    outs = ", ".join(sig(b) for b in k.buffers if b.role == "output")
    lines = [f"kernel {k.name}({ins}) -> ({outs})"]
    if k.sizes:
        lines.append(f"  sizes {', '.join(k.sizes)}")
    for b in k.buffers:
        if b.role == "scratch":
            lines.append(f"  scratch {sig(b)} at {ishow(b.offset)}")
    for t in k.tables:
        lines.append(f"  table {t.name}: {t.what} on [{t.lo:g}, {t.hi:g}]{' saturating' if t.saturate else ''}, "
                     f"{len(t.values)} points, "
                     f"max error {t.max_abs_err:.1e} abs / {t.max_rel_err:.1e} rel")

    def emit(stmts: Iterable[Stmt], depth: int) -> None:
        pad = "  " * depth
        for s in stmts:
            if isinstance(s, Loop):
                tag = (" vector" if s.vector else "") + (f" jam {s.jam}" if s.jam > 1 else "")
                note = f"   # {s.note}" if s.note else ""
                lines.append(f"{pad}for {s.var} in 0..{ishow(s.extent)}{tag}:{note}")
                emit(s.body, depth + 1)
            elif isinstance(s, Store):
                lines.append(f"{pad}{s.buffer}[{', '.join(ishow(i) for i in s.index)}] = {vshow(s.value)}")
            elif isinstance(s, Let):
                lines.append(f"{pad}{s.name} = {vshow(s.value)}")
            elif isinstance(s, Reduce):
                rng = ", ".join(f"{v} in 0..{ishow(e)}" for v, e in s.loops)
                tag = " vector" if s.vector else ""
                ty = f" {s.ty}" if s.ty != "f32" else ""
                lines.append(f"{pad}{s.name} = {s.kind}{ty} over {rng}{tag}:")
                emit(s.body, depth + 1)
                lines.append(f"{pad}  {vshow(s.value)}")
    emit(k.body, 1)
    return "\n".join(lines)
