"""Concat fusion: a Concat whose only reader is an elementwise node (or a fused group)
becomes part of that node's loop, so the concatenation is never written:

    op fused_concat_1a2b3c4d(x0: f32[D0, D1, D2, A0], x1: f32[D0, D1, D2, A1],
                             e0: f32[1, 1, 1, A0 + A1], e1: f32[1, 1, 1, A0 + A1])
            -> y: f32[D0, D1, D2, A0 + A1] {
        y[i0, i1, i2, i3] = max(((where(i3 < A0, x0[i0, i1, i2, i3 + 0],
                                        x1[i0, i1, i2, i3 - A0]) * e0[0, 0, 0, i3]) + e1[0, 0, 0, i3]), 0.0)
    }

That is DenseNet's pre-activation (concat, BatchNorm as a per-channel scale and shift,
Relu) in one pass over memory instead of two, and without the concat's buffer. The loop
rule of lowering/split_select.py splits the loop over the concat axis at each `where`, so
each input is read by a plain loop of its own (no selects, no bounds checks).

Conditions: every concat input and the reader's other inputs have static shapes; the
reader's output has the concat's shape (nothing broadcasts it larger); its other inputs
broadcast into it without growing it (per-channel vectors, scalars, same-shape tensors);
the concat is read once in the reader's expression and no temporary is needed (the store
must stay one statement for the split). The node is "FusedConcat" (domain jit_runtime),
bound by jit_runtime.onnx.fused. At most MAX_INPUTS concat inputs: the fused
kernel has a loop per input, so its compile grows with them (0.6-1.3 s each for DenseNet's
16-25-input concats on Zen 3) while the pass it saves does not; with 8, densenet121's cold
load went from 16.6 to 13.1 s and its run time did not change measurably (156-164 ms at
one thread, interleaved with 64). One pass instead of two (and no concat buffer) is kept
without measuring: the fused loop reads and writes less than the two it replaces.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from onnx import helper

from ...dsl import DSLError
from ...dsl import ast as A
from ..model import Graph, Node
from .fuse_elementwise import (DEFAULT_DOMAINS, Builder, NotFusable, Piece, attrs_of, build, count_access,
                               fused_node, op_hash, pieces_of, scalar_constant, show, with_domain)
from .graph_values import is_f32, shape_of
from .fuse_epilogue import Kind, pattern

OP_TYPE = "FusedConcat"
MAX_INPUTS = 8
CAT = "__concat__"


def _static(graph: Graph, name: str) -> tuple[int, ...] | None:
    s = shape_of(graph, name)
    return tuple(s) if s is not None and all(isinstance(d, int) for d in s) else None


def concat_text(n: int, rank: int, axis: int) -> tuple[list[str], list[str], str]:
    """(input declarations, output dims, the `where` chain reading the concatenation at
    indices i0..i{rank-1}) for n inputs along `axis`."""
    idx = [f"i{j}" for j in range(rank)]
    decls, out_dims = [], [f"D{j}" for j in range(rank)]
    for k in range(n):
        dims = [f"A{k}" if j == axis else f"D{j}" for j in range(rank)]
        decls.append(f"x{k}: f32[{', '.join(dims)}]")
    out_dims[axis] = " + ".join(f"A{k}" for k in range(n))

    def read(k: int) -> str:
        at = list(idx)
        at[axis] = f"{idx[axis]} + 0" if k == 0 else " - ".join([idx[axis]] + [f"A{j}" for j in range(k)])
        return f"x{k}[{', '.join(at)}]"  # `+ 0`: x0's dim differs from the output's, as in concat
    expr = read(n - 1)
    for k in range(n - 2, -1, -1):
        expr = f"where({idx[axis]} < {' + '.join(f'A{j}' for j in range(k + 1))}, {read(k)}, {expr})"
    return decls, out_dims, expr


def reader_piece(node: Node, pieces: dict[int, Piece]) -> Piece | None:
    """The reader as a DSL piece: an elementwise node's own, or a fused group's op."""
    if id(node) in pieces:
        return pieces[id(node)]
    if node.domain == "jit_runtime" and node.op_type == "FusedElementwise":
        from .. import fused as F
        op: A.Op = F.load(attrs_of(node)["opdsl"]).checked.op
        return Piece(op, (), tuple(range(len(node.inputs))))
    return None


def fused_concat(graph: Graph, cat: Node, reader: Node, p: Piece) -> tuple[str, list[str], int]:
    """(op text, the fused node's inputs, rank)."""
    shapes = [_static(graph, t) for t in cat.inputs]
    out = _static(graph, cat.outputs[0])
    if out is None or any(s is None or len(s) != len(out) or 0 in s for s in shapes):
        raise NotFusable("concat shapes not static")
    rank = len(out)
    axis = int(attrs_of(cat)["axis"]) % rank
    if _static(graph, reader.outputs[0]) != out:
        raise NotFusable("the reader broadcasts the concat larger")
    decls, out_dims, chain = concat_text(len(cat.inputs), rank, axis)
    kind = Kind(index=[f"i{j}" for j in range(rank)], dims=out_dims)
    params: dict[str, tuple[str, tuple[A.Expr, ...]]] = {}

    def leaf(t: str) -> A.Expr:
        if t == cat.outputs[0]:
            return A.Access(CAT, ())
        v = scalar_constant(graph, t)
        if v is not None:
            return A.Num(v, False)
        if t not in params:
            pat = pattern(_static(graph, t), out)
            if pat is None:
                raise NotFusable(f"{t} does not broadcast into the concat")
            params[t] = kind.declare(f"e{len(params)}", pat)
        name = params[t][0].split(":")[0]
        return A.Access(name, params[t][1])
    b = Builder(tuple(A.Name(i) for i in kind.index))
    expr = build([reader], {id(reader): p}, leaf, b)
    if b.stmts or count_access(expr, CAT) != 1:
        raise NotFusable("the concat is read more than once")
    body = f"    y[{', '.join(kind.index)}] = {show(expr, {CAT: chain})}\n"
    sig = ", ".join(decls + [d for d, _ in params.values()])
    head = f"({sig}) -> y: f32[{', '.join(out_dims)}]{b.accuracy_text()}"
    name = "fused_concat_" + op_hash(head + body)
    return f"op {name}{head} {{\n{body}}}\n", list(cat.inputs) + list(params), rank


def _concat(n: Node, graph: Graph) -> bool:
    return (n.op_type == "Concat" and n.domain in DEFAULT_DOMAINS and 2 <= len(n.inputs) <= MAX_INPUTS
            and all(n.inputs) and all(is_f32(graph, t) for t in (*n.inputs, n.outputs[0])))


@dataclass(frozen=True)
class FuseConcat:
    """Concat + its only reader (elementwise) -> one FusedConcat node (module docstring)."""

    def apply(self, graph: Graph) -> Graph:
        from .. import fused as F
        consumers = graph.consumers()
        outputs = {t.name for t in graph.outputs}
        pieces = None
        replace: dict[int, Node] = {}
        drop: set[int] = set()
        for cat in graph.nodes:
            if not _concat(cat, graph) or cat.outputs[0] in outputs:
                continue
            readers = consumers.get(cat.outputs[0], [])
            if len(readers) != 1 or id(readers[0]) in replace or len(readers[0].outputs) != 1:
                continue
            reader = readers[0]
            pieces = pieces_of(graph) if pieces is None else pieces
            p = reader_piece(reader, pieces)
            if p is None:
                continue
            try:
                text, inputs, rank = fused_concat(graph, cat, reader, p)
                F.load(text)
            except (NotFusable, DSLError, ValueError, KeyError):
                continue
            node = fused_node(reader.index, reader.name, OP_TYPE, inputs, reader.outputs, [cat],
                              {"opdsl": text, "rank": rank, "concat_inputs": len(cat.inputs)})
            node = dataclasses.replace(node, fused=node.fused + reader.fused)
            node.proto.attribute.append(helper.make_attribute(
                "decision", "one loop instead of a concat and its reader (no concat buffer)"))
            replace[id(reader)] = node
            drop.add(id(cat))
        if not replace:
            return graph
        return with_domain(graph, tuple(replace.get(id(n), n) for n in graph.nodes if id(n) not in drop))


__all__ = ["FuseConcat", "concat_text"]
