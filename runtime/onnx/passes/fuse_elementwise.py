"""Elementwise fusion: a group of elementwise nodes becomes one node whose DSL op is their
DSL expressions substituted into one another, so the group runs as one loop.

Each ONNX elementwise node is read as the DSL op its binding runs (Relu is the library's
`relu`, `y[...] = max(x[...], 0.0)`; Pow with exponent 2 the generated `x[...] ** 2`...):
the op's statements are copied with its inputs replaced by the producers' expressions and
its attributes by their values. gelu exported as Div, Erf, Add, Mul, Mul becomes

    op fused_1a2b3c4d(x0: f32[...]) -> y: f32[broadcast(x0)] {
        y[...] = ((x0[...] * (erf((x0[...] / 1.4142135381698608)) + 1.0)) * 0.5)
    }

Groups (one output each) are grown backwards from a root: a producer joins when it is a
fusable elementwise node, its output is no graph output and every reader of it is already
in the group, and its output has the root's shape, so nothing is computed more often than
in the unfused graph (a Sigmoid of a bias stays outside the loop it broadcasts into). A
value read more than once inside the group becomes a temporary (a register in the loop).
Scalar constants become literals. Every value must be float32 (int64 shape arithmetic is
never fused). The fused node has domain "jit_runtime", op type "FusedElementwise", the
op's text in its "opdsl" attribute and the absorbed nodes' names in `fused`; it is bound
by jit_runtime.onnx.fused.

Keeping a group: one loop instead of n saves n - 1 memory passes and n - 1 node calls, so
the cost heuristic always keeps it; a measurement recorded in the performance database
for the group's shapes (`measure=True` records one at load time) overrides it.
"""
from __future__ import annotations

import dataclasses
import hashlib
from collections import Counter
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Sequence

import numpy as np
from onnx import TensorProto, helper

from ..model import Graph, Node
from ...dsl import DSLError
from ...dsl import ast as A
from ...dsl.shapes import children
from ..schedule import order
from .graph_values import is_f32, shape_of

DOMAIN = "jit_runtime"
OP_TYPE = "FusedElementwise"
DEFAULT_DOMAINS = ("", "ai.onnx")
MAX_TEXT = 6000  # characters of one fused expression (inlining can grow it)


class NotFusable(Exception):
    pass


# --- shapes and types as the graph knows them: graph_values.py ------------------------------

def same_dim(a: object, b: object) -> bool:
    return a is not None and b is not None and a == b


def same_shape(a: tuple[Any, ...] | None, b: tuple[Any, ...] | None) -> bool:
    return a is not None and b is not None and len(a) == len(b) and all(same_dim(x, y) for x, y in zip(a, b))


def attrs_of(node: Node) -> dict[str, Any]:
    return {a.name: helper.get_attribute_value(a) for a in node.proto.attribute}


def f32_literal(v: float) -> str:
    """A number as DSL text that rounds to the same float32."""
    v = float(np.float32(v))
    if not np.isfinite(v):
        raise NotFusable(f"non-finite constant {v}")
    r = repr(v)
    return r if ("." in r or "e" in r) else r + ".0"


def scalar_constant(graph: Graph, name: str) -> float | None:
    """The value of a one-element finite float32 initializer (a literal in the text)."""
    a = graph.initializers.get(name)
    if a is None or a.size != 1 or a.dtype != np.float32:
        return None
    v = float(a.reshape(()).item())
    return v if np.isfinite(v) else None


# --- an ONNX node as the DSL op its binding runs --------------------------------------------

@dataclass(frozen=True)
class Piece:
    """One node as DSL: the op's AST, attribute values, and for each of the op's tensor
    parameters the node input it reads."""
    op: Any
    attrs: tuple[tuple[str, float], ...]
    args: tuple[int, ...]


def _piece(node: Node, graph: Graph) -> Piece | None:
    """The DSL op the node's binding runs (bindings' Elementwise): bound as a session
    would bind it, float32 inputs of the shapes the graph knows, initializers constant."""
    from .. import bindings
    shapes = [s if s is not None and all(isinstance(d, int) for d in s) else None
              for s in (shape_of(graph, t) if t else None for t in node.inputs)]
    consts = {i: graph.initializers[t] for i, t in enumerate(node.inputs) if t in graph.initializers}
    try:
        bd = bindings.bind(node.proto, graph.opset(node.domain), shapes, [TensorProto.FLOAT] * len(shapes), consts)
    except bindings.Unsupported:
        return None
    e = bd.elementwise
    return Piece(e.op.checked.op, e.attrs, e.args) if e is not None else None


def piece(node: Node, graph: Graph) -> Piece | None:
    """The node as a DSL piece, or None when it is not a fusable float32 elementwise node."""
    if node.domain not in DEFAULT_DOMAINS or node.implicit or len(node.outputs) != 1 or not node.outputs[0]:
        return None
    if not all(is_f32(graph, t) for t in node.inputs if t) or not is_f32(graph, node.outputs[0]):
        return None
    try:
        p = _piece(node, graph)
    except (KeyError, ValueError, TypeError, AttributeError, ImportError, NotFusable):
        return None
    if p is None or len(p.op.outputs) != 1 or any(i >= len(node.inputs) or not node.inputs[i] for i in p.args):
        return None
    return p


# --- substituting DSL expressions ------------------------------------------------------------

def atomic(e: A.Expr) -> bool:
    return isinstance(e, (A.Access, A.Num, A.Name))


class Builder:
    """Statements of a fused op: `index` is what every full-shape access is indexed with
    (`[...]` for elementwise groups, the contraction's indices for epilogues). With
    `inline`, no temporaries: every value is substituted where it is read (an epilogue
    must stay one statement to keep its contraction's schedule)."""

    def __init__(self, index: tuple[Any, ...], inline: bool = False):
        self.index = index
        self.inline = inline
        self.stmts: list[tuple[str, Any]] = []
        self.rel: float | None = None
        self.abs: float | None = None
        self.contracts = False

    def temp(self, e: A.Expr) -> A.Expr:
        if self.inline or atomic(e):
            return e
        name = f"t{len(self.stmts)}"
        self.stmts.append((name, e))
        return A.Access(name, self.index)

    def accuracy(self, acc: A.Accuracy | None) -> None:
        if acc is None:
            return
        self.contracts = True
        self.rel = max(self.rel or 1e-5, acc.rel if acc.rel is not None else 1e-5)
        self.abs = max(self.abs or 0.0, acc.abs or 0.0) or None

    def apply(self, p: Piece, args: list[A.Expr]) -> A.Expr:
        """The expression of one piece's output, with `args` for its tensor parameters."""
        op = p.op
        self.accuracy(op.accuracy)
        uses: Counter[str] = Counter()

        def count(e: A.Expr) -> None:
            if isinstance(e, A.Access):
                uses[e.tensor] += 1
            for c in children(e):
                count(c)
        for st in op.body:
            count(st.value)
        env: dict[str, Any] = {}
        for prm, a in zip(op.inputs, args):
            env[prm.name] = self.temp(a) if uses[prm.name] > 1 else a
        attrs = {a.name: (a.type, a.default) for a in op.attrs}
        for k, value in p.attrs:
            attrs[k] = (attrs[k][0], value)
        out = op.outputs[0].name
        result: A.Expr | None = None
        for st in op.body:
            if not st.indices or not all(isinstance(i, A.EllipsisIndex) for i in st.indices):
                raise NotFusable(f"{op.name}: statement over named indices")
            v = self.subst(st.value, env, attrs)
            if st.target == out:
                result = v
                env[out] = v
            else:
                env[st.target] = self.temp(v) if uses[st.target] > 1 else v
        if result is None:
            raise NotFusable(f"{op.name}: output never assigned")
        return result

    def subst(self, e: A.Expr, env: dict[str, A.Expr], attrs: dict[str, tuple[str, Any]]) -> A.Expr:
        if isinstance(e, A.Access):
            if len(e.indices) != 1 or not isinstance(e.indices[0], A.EllipsisIndex) or e.tensor not in env:
                raise NotFusable(f"access {e.tensor} is not elementwise")
            return env[e.tensor]
        if isinstance(e, A.Name):
            if e.id not in attrs or attrs[e.id][1] is None:
                raise NotFusable(f"name {e.id}")
            typ, v = attrs[e.id]
            return A.Num(int(v), True) if typ == "int" else A.Num(float(np.float32(v)), False)
        if isinstance(e, A.Num):
            return e
        if isinstance(e, A.Binary):
            return dataclasses.replace(e, left=self.subst(e.left, env, attrs), right=self.subst(e.right, env, attrs))
        if isinstance(e, A.Compare):
            return dataclasses.replace(e, left=self.subst(e.left, env, attrs), right=self.subst(e.right, env, attrs))
        if isinstance(e, A.Unary):
            return dataclasses.replace(e, operand=self.subst(e.operand, env, attrs))
        if isinstance(e, A.Call):
            return dataclasses.replace(e, args=tuple(self.subst(a, env, attrs) for a in e.args))
        raise NotFusable(f"{type(e).__name__} in an elementwise op")

    def accuracy_text(self) -> str:
        if not self.contracts:
            return ""
        parts = [f"rel = {self.rel!r}"] + ([f"abs = {self.abs!r}"] if self.abs else [])
        return f" accuracy({', '.join(parts)})"


def show(e: A.Expr, special: dict[str, str] | None = None) -> str:
    """DSL text of an expression (fully parenthesized); Access to a name in `special`
    prints that text instead (an epilogue's contraction)."""
    if isinstance(e, A.Num):
        if e.is_int:
            return str(e.value)
        s = f32_literal(e.value)
        return f"({s})" if s.startswith("-") else s
    if isinstance(e, A.Name):
        return e.id
    if isinstance(e, A.EllipsisIndex):
        return "..."
    if isinstance(e, A.Access):
        if special and e.tensor in special:
            return special[e.tensor]
        return f"{e.tensor}[{', '.join(show(i, special) for i in e.indices)}]"
    if isinstance(e, (A.Binary, A.Compare)):
        return f"({show(e.left, special)} {e.op} {show(e.right, special)})"
    if isinstance(e, A.Unary):
        return f"(-{show(e.operand, special)})"
    if isinstance(e, A.Call):
        return f"{e.fn}({', '.join(show(a, special) for a in e.args)})"
    raise NotFusable(f"can't print {type(e).__name__}")


def pieces_of(graph: Graph) -> dict[int, Piece]:
    """id(node) -> its DSL expression piece, for every node that can join a fusion."""
    out = {}
    for n in graph.nodes:
        p = piece(n, graph)
        if p is not None:
            out[id(n)] = p
    return out


def count_access(e: A.Expr, name: str) -> int:
    n = 1 if isinstance(e, A.Access) and e.tensor == name else 0
    return n + sum(count_access(c, name) for c in children(e))


def build(members: list[Node], pieces: dict[int, Piece], leaf: Callable[[str], A.Expr],
          builder: Builder) -> A.Expr:
    """The root's expression: members (in execution order) substituted into one another,
    values from outside the group through leaf(name)."""
    produced = {n.outputs[0] for n in members}
    reads = Counter(t for n in members for i in pieces[id(n)].args for t in [n.inputs[i]])
    vals: dict[str, A.Expr] = {}
    for n in members:
        p = pieces[id(n)]
        args = []
        for i in p.args:
            t = n.inputs[i]
            args.append(vals[t] if t in produced else leaf(t))
        v = builder.apply(p, args)
        out = n.outputs[0]
        vals[out] = builder.temp(v) if reads[out] > 1 else v
    return vals[members[-1].outputs[0]]


# --- groups -----------------------------------------------------------------------------------

@dataclass
class Group:
    root: Node
    members: list[Node]          # execution order, root last


def groups(graph: Graph, pieces: dict[int, Piece]) -> list[Group]:
    """Every fusable node in exactly one group (singletons included), grown backwards from
    roots taken in reverse execution order."""
    nodes = order(graph)
    pos = {id(n): k for k, n in enumerate(nodes)}
    consumers = graph.consumers()
    outputs = {t.name for t in graph.outputs}
    producer = {o: n for n in graph.nodes for o in n.outputs if o}
    taken: set[int] = set()
    out: list[Group] = []
    for root in reversed(nodes):
        if id(root) in taken or id(root) not in pieces:
            continue
        shape = shape_of(graph, root.outputs[0])
        members = {id(root): root}
        taken.add(id(root))
        changed = shape is not None
        while changed:
            changed = False
            for n in list(members.values()):
                for t in (n.inputs[i] for i in pieces[id(n)].args):
                    p = producer.get(t)
                    if (p is None or id(p) in taken or id(p) not in pieces or t in outputs
                            or not same_shape(shape_of(graph, t), shape)
                            or not all(id(c) in members for c in consumers.get(t, []))):
                        continue
                    members[id(p)] = p
                    taken.add(id(p))
                    changed = True
        out.append(Group(root, sorted(members.values(), key=lambda n: pos[id(n)])))
    return out


# --- the fused node ---------------------------------------------------------------------------

def fused_node(index: int, name: str, op_type: str, inputs: Sequence[str], outputs: Sequence[str],
               absorbed: list[Node], attrs: dict[str, Any], base: Node | None = None) -> Node:
    """A node of domain jit_runtime; `fused` names the absorbed nodes (and what they had
    absorbed), `base` (an epilogue's contraction) lends its attributes and fused names."""
    proto = helper.make_node(op_type, list(inputs), list(outputs), name=name, domain=DOMAIN, **attrs)
    fused: list[str] = list(base.fused) if base is not None else []
    if base is not None:
        proto.attribute.extend(base.proto.attribute)
    for n in absorbed:
        fused += [n.name, *n.fused]
    return Node(index, name, op_type, DOMAIN, tuple(inputs), tuple(outputs), proto, fused=tuple(fused))


def with_domain(graph: Graph, nodes: tuple[Node, ...]) -> Graph:
    opsets = dict(graph.opsets)
    opsets.setdefault(DOMAIN, 1)
    return graph.replace(nodes=nodes, opsets=MappingProxyType(opsets))


def op_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:8]


def elementwise_op(group: Group, pieces: dict[int, Piece], graph: Graph) -> tuple[str, list[str], int]:
    """(op text, the fused node's inputs, the output's rank) for a group."""
    params: dict[str, str] = {}
    ell = (A.EllipsisIndex(),)

    def leaf(t: str) -> A.Expr:
        v = scalar_constant(graph, t)
        if v is not None:
            return A.Num(v, False)
        if t not in params:
            params[t] = f"x{len(params)}"
        return A.Access(params[t], ell)
    b = Builder(ell)
    expr = build(group.members, pieces, leaf, b)
    if not params:
        raise NotFusable("no tensor input (constant folding's work)")
    body = "".join(f"    {name}[...] = {show(e)}\n" for name, e in b.stmts) + f"    y[...] = {show(expr)}\n"
    if len(body) > MAX_TEXT:
        raise NotFusable("expression too long")
    names = list(params.values())
    sig = ", ".join(f"{p}: f32[...]" for p in names)
    head = f"({sig}) -> y: f32[broadcast({', '.join(names)})]{b.accuracy_text()}"
    name = "fused_" + op_hash(head + body)
    rank = len(shape_of(graph, group.root.outputs[0]) or ())
    return f"op {name}{head} {{\n{body}}}\n", list(params), rank


@dataclass(frozen=True)
class FuseElementwise:
    """Groups of >= 2 elementwise nodes -> one FusedElementwise node each (see the module
    docstring). measure: time fused against unfused at load time where the shapes are
    static and record it (the heuristic otherwise, unless a measurement is recorded)."""
    measure: bool = False
    min_nodes: int = 2

    def apply(self, graph: Graph) -> Graph:
        from .. import fused as F
        from .keep import decide
        pieces = pieces_of(graph)
        if not pieces:
            return graph
        replace: dict[int, Node] = {}
        drop: set[int] = set()
        for g in groups(graph, pieces):
            if len(g.members) < self.min_nodes:
                continue
            try:
                text, inputs, rank = elementwise_op(g, pieces, graph)
                F.load(text)  # parses and checks: a text the DSL refuses leaves the group alone
            except (NotFusable, DSLError, ValueError):  # not fusable; a bug still raises
                continue
            absorbed = g.members[:-1]
            node = fused_node(g.root.index, g.root.name, OP_TYPE, inputs, g.root.outputs, absorbed,
                              {"opdsl": text, "rank": rank})
            heuristic = (True, f"cost heuristic: one loop instead of {len(g.members)} "
                               f"({len(g.members) - 1} fewer memory passes and node calls)")
            keep, why = decide(graph, g.members, node, heuristic, self.measure)
            if not keep:
                continue
            node.proto.attribute.append(helper.make_attribute("decision", why))
            replace[id(g.root)] = node
            drop.update(id(n) for n in absorbed)
        if not replace:
            return graph
        return with_domain(graph, tuple(replace.get(id(n), n) for n in graph.nodes if id(n) not in drop))


__all__ = ["FuseElementwise", "piece", "groups", "Builder", "build", "show", "NotFusable", "DOMAIN", "OP_TYPE"]
