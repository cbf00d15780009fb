"""Epilogue fusion: Conv, MatMul or Gemm followed by elementwise nodes (an activation, a
bias, a residual Add, a scale) becomes one node whose generated DSL op applies them to
the contraction's result in the same statement, so the result is written once:

    y[n, k, p, q] = max(((b[k] + sum[c, r, s](x[...] * w[k, c, r, s])) + e0[n, k, p, q]), 0.0)
    c[..., m, n] = max((sum[k](a[..., m, k] * b[..., k, n]) + e0[n]), 0.0)

What can follow: the elementwise group (see fuse_elementwise) that reads the contraction's
output, if it reads it nowhere else; else the longest single-reader chain from it (so
MatMul + bias Add is fused even when a gelu after it reads the sum twice). The other
inputs of the epilogue must broadcast into the contraction's output without growing it
(a residual of the same shape, a per-channel or per-column bias, scalars); scalar
constants become literals. The contraction's result must be read exactly once in the
substituted expression: the statement keeps no temporaries (a temporary would split it,
and for a convolution the DSL can't even index one), so leaky_relu (which reads its
input three times) is not an epilogue. Conv: 2-D (rank 4) only. MatMul: both operands at
least 2-D. Gemm: a text specialized on transA, transB and whether C is given.

Keeping one: the epilogue must not change the contraction's loop nest, so the cost
heuristic lowers the library op and the fused op (simd, the shapes of this node with
symbolic dims as 8) and keeps the fusion only if the loops and their vector/jam
schedule are the same; a measurement recorded in the performance database overrides
it (`measure=True` records one at load time where the shapes are static).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
from onnx import helper

from ...dsl import ast as A
from ..model import Graph, Node
from ..schedule import order
from ...dsl import DSLError
from .fuse_elementwise import (DEFAULT_DOMAINS, Builder, Group, NotFusable, Piece, attrs_of, build, count_access,
                               fused_node, groups, op_hash, pieces_of, same_dim, same_shape, scalar_constant, show,
                               with_domain)
from .graph_values import shape_of

CONTRACTIONS = {"Conv": "FusedConv", "MatMul": "FusedMatMul", "Gemm": "FusedGemm"}
NHWC = {"ConvNHWC": "FusedConvNHWC",  # the layout pass's nodes (domain jit_runtime)
        "MatMulPanels": "FusedMatMulPanels"}  # constant weights laid out as panels (gemm_panels.py)
PANELS_ACC = "sum[k](a[..., m, k] * bp[n / P, k, n % P])"


def is_contraction(n: Node) -> bool:
    return ((n.op_type in CONTRACTIONS and n.domain in DEFAULT_DOMAINS)
            or (n.op_type in NHWC and n.domain == "jit_runtime"))
ACC = "__acc__"
REP = 8  # a symbolic dim's size when lowering for the schedule check


# --- extra inputs: how each is declared and read -------------------------------------------------

def pattern(extra_shape: tuple[Any, ...] | None, out_shape: tuple[Any, ...] | None) -> str | None:
    """Per dim of the extra (right-aligned to the output): "f" (the output's dim, a batch of
    1 included: an extra of the output's shape is then read at the element written, which
    lets the output take over its buffer) or "b" (1, broadcast); None if it would grow the
    output or is unknown."""
    if extra_shape is None or out_shape is None or len(extra_shape) > len(out_shape):
        return None
    out = []
    for j, d in enumerate(extra_shape):
        o = out_shape[len(out_shape) - len(extra_shape) + j]
        if same_dim(d, o):
            out.append("f")
        elif d == 1:
            out.append("b")
        else:
            return None
    return "".join(out)


@dataclass
class Kind:
    """How one contraction is written: its output's index names and dims (as DSL text),
    and whether extras above rank 2 use `...` (MatMul)."""
    index: list[str]
    dims: list[str]
    batch: bool = False

    def declare(self, name: str, pat: str) -> tuple[str, tuple[A.Expr, ...]]:
        """(parameter declaration, index AST) of an extra with pattern `pat`."""
        if self.batch:  # matmul: `...` then (up to) the last two dims
            r = len(pat)
            tail = pat[-2:]
            idx_names, dim_names = self.index[-len(tail):] if tail else [], self.dims[-len(tail):] if tail else []
            dims = ["1" if p == "b" else d for p, d in zip(tail, dim_names)]
            idx = [A.Num(0, True) if p == "b" else A.Name(i) for p, i in zip(tail, idx_names)]
            if r > 2:
                return f"{name}: f32[..., {', '.join(dims)}]", (A.EllipsisIndex(), *idx)
            if r == 0:
                return f"{name}: f32[1]", (A.Num(0, True),)
            return f"{name}: f32[{', '.join(dims)}]", tuple(idx)
        pat = "b" * (len(self.index) - len(pat)) + pat  # the binding views extras at full rank
        dims = ["1" if p == "b" else d for p, d in zip(pat, self.dims)]
        index = tuple(A.Num(0, True) if p == "b" else A.Name(i) for p, i in zip(pat, self.index))
        if len(dims) == 0:
            return f"{name}: f32[1]", (A.Num(0, True),)
        return f"{name}: f32[{', '.join(dims)}]", index


CONV_OUT = ["N", "K", "(H + pad_top + pad_bottom - dilation_h * (R - 1) - 1) / stride_h + 1",
            "(W + pad_left + pad_right - dilation_w * (S - 1) - 1) / stride_w + 1"]
CONV_ACC = ("(b[k] + sum[c, r, s](x[n, k / (K / group) * (C / group) + c, p * stride_h + r * dilation_h - pad_top, "
            "q * stride_w + s * dilation_w - pad_left] * w[k, c, r, s]))")
NHWC_OUT = ["N", "(H + pad_top + pad_bottom - dilation_h * (R - 1) - 1) / stride_h + 1",
            "(W + pad_left + pad_right - dilation_w * (S - 1) - 1) / stride_w + 1", "K"]
NHWC_TAP = "p * stride_h + r * dilation_h - pad_top, q * stride_w + s * dilation_w - pad_left"
NHWC_ACC = {4: f"(b[k] + sum[r, s, c](x[n, {NHWC_TAP}, c] * w[r, s, c, k]))",  # by the weight's rank
            5: f"(b[k] + sum[r, s, c](x[n, {NHWC_TAP}, c] * w[k / P, r, s, c, k % P]))",
            3: f"(b[k] + sum[r, s](x[n, {NHWC_TAP}, k] * w[r, s, k]))"}
NHWC_IN = {4: "x: f32[N, H, W, C], w: f32[R, S, C, K], b: f32[K]",
           5: "x: f32[N, H, W, C], w: f32[J, R, S, C, P], b: f32[K]",
           3: "x: f32[N, H, W, K], w: f32[R, S, K], b: f32[K]"}
NHWC_PREFIX = {4: "conv2d_nhwc_ep_", 5: "conv2d_nhwc_panels_ep_", 3: "depthwise_nhwc_ep_"}
NHWC_LIB = {4: "conv2d_nhwc", 5: "conv2d_nhwc_panels", 3: "depthwise_nhwc"}
NHWC_ATTRS = ("stride_h: int = 1, stride_w: int = 1, pad_top: int = 0, pad_left: int = 0, pad_bottom: int = 0, "
              "pad_right: int = 0, dilation_h: int = 1, dilation_w: int = 1")
CONV_ATTRS = ("stride_h: int = 1, stride_w: int = 1, pad_top: int = 0, pad_left: int = 0, pad_bottom: int = 0, "
              "pad_right: int = 0, dilation_h: int = 1, dilation_w: int = 1, group: int = 1")


def _op_text(kind: str, attrs: dict[str, Any], has_c: bool, extras: list[str], expr: str, acc: str) -> str:
    ex = "".join(f", {e}" for e in extras)
    if kind == "ConvNHWC":
        rank = int(attrs.get("__rank", 4))
        head = f"({NHWC_IN[rank]}{ex}, {NHWC_ATTRS})\n    -> y: f32[{', '.join(NHWC_OUT)}]{acc}"
        body = f"    y[n, p, q, k] = {expr}\n"
        prefix = NHWC_PREFIX[rank]
    elif kind == "MatMulPanels":
        head = f"(a: f32[..., M, K], bp: f32[J, K, P]{ex}, cols: int) -> c: f32[..., M, cols]{acc}"
        body = f"    c[..., m, n] = {expr}\n"
        prefix = "matmul_panels_ep_"
    elif kind == "Conv":
        head = (f"(x: f32[N, C, H, W], w: f32[K, C / group, R, S], b: f32[K]{ex}, {CONV_ATTRS})\n"
                f"    -> y: f32[{', '.join(CONV_OUT)}]{acc}")
        body = f"    y[n, k, p, q] = {expr}\n"
        prefix = "conv2d_ep_"
    elif kind == "MatMul":
        head = f"(a: f32[..., M, K], b: f32[..., K, N]{ex}) -> c: f32[..., M, N]{acc}"
        body = f"    c[..., m, n] = {expr}\n"
        prefix = "matmul_ep_"
    else:
        ta, tb = int(attrs.get("transA", 0)), int(attrs.get("transB", 0))
        a, b = ("f32[K, M]" if ta else "f32[M, K]"), ("f32[N, K]" if tb else "f32[K, N]")
        cp = ", c: f32[CM, CN]" if has_c else ""
        head = (f"(a: {a}, b: {b}{cp}{ex}, alpha: f32 = 1.0{', beta: f32 = 1.0' if has_c else ''})"
                f" -> y: f32[M, N]{acc}")
        body = f"    y[m, n] = {expr}\n"
        prefix = "gemm_ep_"
    name = prefix + op_hash(head + body)[:6]
    return f"op {name}{head} {{\n{body}}}\n"


def _acc_text(kind: str, attrs: dict[str, Any], has_c: bool) -> str:
    if kind == "ConvNHWC":
        return NHWC_ACC[int(attrs.get("__rank", 4))]
    if kind == "MatMulPanels":
        return PANELS_ACC
    if kind == "Conv":
        return CONV_ACC
    if kind == "MatMul":
        return "sum[k](a[..., m, k] * b[..., k, n])"
    ta, tb = int(attrs.get("transA", 0)), int(attrs.get("transB", 0))
    ar = "a[k, m]" if ta else "a[m, k]"
    br = "b[n, k]" if tb else "b[k, n]"
    s = f"(alpha * sum[k]({ar} * {br}))"
    return f"({s} + (beta * c[m % CM, n % CN]))" if has_c else s


# --- the schedule check ---------------------------------------------------------------------------

_LOOP = re.compile(r"^(\s*)(?:for (\S+) in .*?|\S+ = (\w+) over (.*?))((?: vector)?(?: jam \d+)?):(?:\s*#.*)?$")


def loop_structure(loops: str) -> list[str]:
    """The loop nest without extents or statements: depth, kind, and vector/jam marks."""
    out = []
    for line in loops.splitlines():
        m = _LOOP.match(line)
        if m:
            indent, var, red, idx, marks = m.groups()
            kind = "for" if var is not None else f"{red}/{idx.count(' in ')}"
            out.append(f"{len(indent)}:{kind}:{marks.strip()}")
    return out


@lru_cache(maxsize=512)
def _structure(op: str, shapes: tuple[tuple[int, ...], ...], attrs: tuple[tuple[str, Any], ...]) -> tuple[str, ...]:
    """The loop structure of a library op (by name) or a generated one (by text), lowered
    for simd with these shapes; identical layers lower once."""
    from ...library import shipped
    from ...lowered import lower
    from ..bindings._base import gen
    target = shipped()[op] if not op.startswith("op ") else gen(op)
    return tuple(loop_structure(lower(target, "simd", shapes=shapes, **dict(attrs)).loops))


def _rep(shape: tuple[Any, ...], sizes: dict[str, int]) -> tuple[int, ...]:
    return tuple(d if isinstance(d, int) else sizes.setdefault(d, REP) for d in shape)


def same_schedule(kind: str, c: Node, graph: Graph, text: str, extras: list[str], has_c: bool) -> tuple[bool, str]:
    """Lower the library contraction and the fused op for this node's shapes (simd) and
    compare their loop nests."""
    from .. import fused as F
    from ..bindings.linalg import gemm_c
    sizes: dict[str, int] = {}
    ins = [shape_of(graph, t) for t in c.inputs[:2]]
    if ins[0] is None or ins[1] is None:
        return False, "unknown input shapes"
    a_s, b_s = _rep(ins[0], sizes), _rep(ins[1], sizes)
    ex_s: list[Any] = []
    for e in extras:
        s = shape_of(graph, e)
        ex_s.append(_rep(s, sizes) if s is not None else None)
    attrs = {k: (v.decode() if isinstance(v, bytes) else v) for k, v in attrs_of(c).items()}
    if kind == "ConvNHWC":
        from ..nhwc import conv_geometry
        bias = shape_of(graph, c.inputs[2]) if len(c.inputs) > 2 and c.inputs[2] else None
        k_out = bias[0] if bias else b_s[-1]
        cattrs, _ = conv_geometry(attrs, a_s, b_s, k_out)
        base = [a_s, b_s, (k_out,)]
        ex_s = [(1,) * (4 - len(s)) + s for s in ex_s]
        kw = tuple(sorted(cattrs.items()))
        a = _structure(NHWC_LIB[len(b_s)], tuple(base), kw)
        b = _structure(text, tuple(base + ex_s), kw)
    elif kind == "MatMulPanels":
        cols = (("cols", int(attrs["cols"])),)
        a = _structure("matmul_panels", (a_s, b_s), cols)
        b = _structure(text, (a_s, b_s, *[s if s else (1,) for s in ex_s]), cols)
    elif kind == "Conv":
        cattrs, _ = F.conv_attrs(attrs, a_s, b_s)
        base = [a_s, b_s, (b_s[0],)]
        ex_s = [(1,) * (4 - len(s)) + s for s in ex_s]
        kw = tuple(sorted(cattrs.items()))
        a = _structure("conv2d", tuple(base), kw)
        b = _structure(text, tuple(base + ex_s), kw)
    elif kind == "MatMul":
        a = _structure("matmul", (a_s, b_s), ())
        b = _structure(text, (a_s, b_s, *[s if s else (1,) for s in ex_s]), ())
    else:
        ex_s = [(1,) * (2 - len(s)) + s for s in ex_s]
        m, n = F.gemm_dims(attrs, a_s, b_s)
        cs = shape_of(graph, c.inputs[2]) if has_c else None
        c2 = gemm_c(np.zeros(_rep(cs or (), sizes), np.float32), m, n).shape if has_c else (1, 1)
        alpha = float(attrs.get("alpha", 1.0))
        beta = float(attrs.get("beta", 1.0)) if has_c else 0.0
        trans = (("trans_a", int(attrs.get("transA", 0))), ("trans_b", int(attrs.get("transB", 0))))
        a = _structure("gemm", (a_s, b_s, c2), (("alpha", alpha), ("beta", beta)) + trans)
        kw = (("alpha", alpha), ("beta", beta)) if has_c else (("alpha", alpha),)
        b = _structure(text, (a_s, b_s, *([c2] if has_c else []), *ex_s), kw)
    if a == b:
        return True, f"cost heuristic: the epilogue keeps {kind}'s loop nest ({'; '.join(a)})"
    return False, f"the epilogue changes {kind}'s loop nest ({'; '.join(a)} -> {'; '.join(b)})"


# --- the pass ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class FuseEpilogue:
    """Contraction + elementwise epilogue -> one FusedConv / FusedMatMul / FusedGemm node
    (see the module docstring). measure: time fused against unfused at load time where
    the shapes are static, and record it. check_schedule=False keeps every epilogue the
    DSL accepts (for tests; the heuristic is the schedule check)."""
    measure: bool = False
    check_schedule: bool = True

    def _candidate(self, graph: Graph, c: Node, members: list[Node],
                   pieces: dict[int, Piece]) -> tuple[Node, str, list[str], bool]:
        kind = c.op_type
        t = c.outputs[0]
        out_shape = shape_of(graph, t)
        root = members[-1]
        if out_shape is None or not same_shape(out_shape, shape_of(graph, root.outputs[0])):
            raise NotFusable("the epilogue changes the shape")
        attrs = attrs_of(c)
        if kind == "ConvNHWC":
            w = shape_of(graph, c.inputs[1])
            if w is None or len(w) not in (3, 4, 5) or len(out_shape) != 4:
                raise NotFusable("ConvNHWC weight or output of unknown rank")
            attrs = {**attrs, "__rank": len(w)}
            k = Kind(["n", "p", "q", "k"], NHWC_OUT)
            base = [c.inputs[0], c.inputs[1], c.inputs[2] if len(c.inputs) > 2 else ""]
            has_c = False
        elif kind == "MatMulPanels":
            k = Kind(["m", "n"], ["M", "cols"], batch=True)
            base = list(c.inputs[:2])
            has_c = False
        elif kind == "Conv":
            if len(out_shape) != 4 or len(shape_of(graph, c.inputs[0]) or ()) != 4:
                raise NotFusable("Conv epilogues are 2-D only")
            k = Kind(["n", "k", "p", "q"], CONV_OUT)
            base = [c.inputs[0], c.inputs[1], c.inputs[2] if len(c.inputs) > 2 else ""]
            has_c = False
        elif kind == "MatMul":
            ra, rb = (len(shape_of(graph, x) or ()) for x in c.inputs[:2])
            if ra < 2 or rb < 2:
                raise NotFusable("MatMul with a 1-D operand")
            k = Kind(["m", "n"], ["M", "N"], batch=True)
            base = list(c.inputs[:2])
            has_c = False
        else:
            if len(out_shape) != 2:
                raise NotFusable("Gemm output is not 2-D")
            k = Kind(["m", "n"], ["M", "N"])
            has_c = len(c.inputs) > 2 and bool(c.inputs[2])
            base = [c.inputs[0], c.inputs[1], c.inputs[2] if has_c else ""]
        extras: dict[str, str] = {}
        decls: list[str] = []
        full_index = (A.EllipsisIndex(), *(A.Name(i) for i in k.index)) if k.batch else \
            tuple(A.Name(i) for i in k.index)

        def leaf(v: str) -> A.Expr:
            if v == t:
                return A.Access(ACC, ())
            s = scalar_constant(graph, v)
            if s is not None:
                return A.Num(s, False)
            if v not in extras:
                pat = pattern(shape_of(graph, v), out_shape)
                if pat is None:
                    raise NotFusable(f"'{v}' does not broadcast into the output")
                name = f"e{len(extras)}"
                decl, idx = k.declare(name, pat)
                extras[v] = name
                decls.append(decl)
                leaf_index[v] = idx
            return A.Access(extras[v], leaf_index[v])
        leaf_index: dict[str, tuple[A.Expr, ...]] = {}
        b = Builder(full_index, inline=True)
        expr = build(members, pieces, leaf, b)
        if count_access(expr, ACC) != 1:
            raise NotFusable(f"the epilogue reads {kind}'s result {count_access(expr, ACC)} times")
        acc_text = _acc_text(kind, attrs, has_c)
        body = show(expr, {ACC: acc_text})
        if len(body) > 6000:
            raise NotFusable("expression too long")
        text = _op_text(kind, attrs, has_c, decls, body, b.accuracy_text())
        node = fused_node(c.index, c.name, {**CONTRACTIONS, **NHWC}[kind], base + list(extras), [root.outputs[0]],
                          members,
                          {"opdsl": text}, base=c)
        return node, text, list(extras), has_c

    def apply(self, graph: Graph) -> Graph:
        from .. import fused as F
        from .keep import decide
        if not any(is_contraction(n) for n in graph.nodes):
            return graph
        pieces = pieces_of(graph)
        if not pieces:
            return graph
        gs = groups(graph, pieces)
        group_of = {id(m): g for g in gs for m in g.members}
        consumers = graph.consumers()
        outputs = {o.name for o in graph.outputs}
        used: set[int] = set()
        replace: dict[int, Node] = {}
        drop: set[int] = set()
        for c in order(graph):
            if not is_contraction(c) or len(c.outputs) != 1:
                continue
            t = c.outputs[0]
            readers = consumers.get(t, [])
            if not t or t in outputs or not readers or any(id(r) not in group_of for r in readers):
                continue
            g = group_of[id(readers[0])]
            if id(g) in used or any(group_of[id(r)] is not g for r in readers):
                continue
            for members in self._candidates(g, t, consumers, outputs):
                try:
                    node, text, extras, has_c = self._candidate(graph, c, members, pieces)
                    F.load(text)
                    heuristic = (same_schedule(c.op_type, c, graph, text, extras, has_c) if self.check_schedule
                                 else (True, "kept without a schedule check"))
                except (NotFusable, DSLError, ValueError, TypeError):  # not this one; a bug still raises
                    continue
                keep, why = decide(graph, [c] + members, node, heuristic, self.measure)
                if not keep:
                    continue
                node.proto.attribute.append(helper.make_attribute("decision", why))
                replace[id(c)] = node
                drop.update(id(m) for m in members)
                used.add(id(g))
                break
        if not replace:
            return graph
        return with_domain(graph, tuple(replace.get(id(n), n) for n in graph.nodes if id(n) not in drop))

    @staticmethod
    def _candidates(g: Group, t: str, consumers: dict[str, list[Node]], outputs: set[str]) -> list[list[Node]]:
        """The whole group, then the single-reader chain from t, longest prefix first."""
        inside = {id(m) for m in g.members}
        chain: list[Node] = []
        v = t
        while v not in outputs and len(consumers.get(v, [])) == 1 and id(consumers[v][0]) in inside:
            chain.append(consumers[v][0])
            v = chain[-1].outputs[0]
        out = [list(g.members)]
        for k in range(len(chain), 0, -1):
            if [id(n) for n in chain[:k]] != [id(m) for m in g.members]:
                out.append(chain[:k])
        return out


__all__ = ["FuseEpilogue", "loop_structure", "pattern", "CONTRACTIONS"]
