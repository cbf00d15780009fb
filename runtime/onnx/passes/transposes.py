"""Transposes pushed down the graph and cancelled: what makes channels-last layouts
(channels_last.py) stay channels-last between layers.

In one sweep in execution order, a node whose inputs are transposes of one permutation
p (or constants, or scalars) runs on the untransposed values instead, and one Transpose
p after it gives its consumers what they read before:

    Transpose p -> Relu                    ->  Relu -> Transpose p
    Transpose p, Transpose p -> Add        ->  Add -> Transpose p
    Transpose p, constant c -> Mul         ->  Mul(., c laid out by p's inverse) -> Transpose p
    Transpose p, x (with Transpose(x, p^-1) made) -> Add  ->  Add(., that transpose) -> Transpose p
    Transpose p -> Concat / Split (axis a) ->  Concat / Split (axis p[a]) -> Transpose p (each)
    Transpose p -> Transpose q             ->  one Transpose (p then q), or none when it is the identity
    Transpose p -> Reshape / Flatten       ->  Reshape in the untransposed layout -> Transpose p'
    Transpose p -> Slice / Reduce* (axes A) ->  the same over axes p[A] -> Transpose p (what is left of it)

so the Transpose back to NCHW after one convolution meets the Transpose to NHWC before
the next and both go. Transposes left unread are dropped.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from onnx import helper

from ..model import Graph, Node, TensorInfo
from ..schedule import order
from ._names import Fresh, attr

ELEMENTWISE = frozenset({
    "Relu", "LeakyRelu", "PRelu", "Sigmoid", "HardSigmoid", "HardSwish", "Tanh", "Clip", "Exp", "Log", "Neg",
    "Abs", "Sqrt", "Reciprocal", "Erf", "Softplus", "Softsign", "Elu", "Selu", "Celu", "Gelu", "Mish",
    "Identity", "Floor", "Ceil", "Round", "Sign", "Add", "Sub", "Mul", "Div", "Pow", "Max", "Min", "Sum",
    "Mean", "Where"})


REDUCTIONS = frozenset({"ReduceMean", "ReduceSum", "ReduceMax", "ReduceMin"})


def _perm(node: Node) -> tuple[int, ...] | None:
    if node.op_type != "Transpose" or node.domain not in ("", "ai.onnx"):
        return None
    p = attr(node, "perm", None)
    return tuple(int(i) for i in p) if p is not None else None


def inverse(p: tuple[int, ...]) -> tuple[int, ...]:
    inv = [0] * len(p)
    for i, j in enumerate(p):
        inv[j] = i
    return tuple(inv)


@dataclass(frozen=True)
class SinkTransposes:
    def apply(self, graph: Graph) -> Graph:
        return _Sweep(graph).run()


class _Sweep:
    def __init__(self, graph: Graph):
        self.g = graph
        self.init = dict(graph.initializers)
        self.tensors = dict(graph.tensors)
        self.fresh = Fresh(graph)
        self.outputs = {t.name for t in graph.outputs}
        self.nodes: list[Node] = []
        self.producer: dict[str, Node] = {}
        self.alias: dict[str, str] = {}
        self.made: dict[tuple[str, tuple[int, ...]], str] = {}  # (x, q) -> a value Transpose(x, q)
        self.changed = False

    def emit(self, node: Node) -> None:
        self.nodes.append(node)
        for t in node.outputs:
            if t:
                self.producer[t] = node
        q = _perm(node)
        if q is not None:
            self.made.setdefault((node.inputs[0], q), node.outputs[0])

    def transposed(self, t: str) -> tuple[str, tuple[int, ...]] | None:
        """(x, p) when t is Transpose(x, p) made in this sweep."""
        n = self.producer.get(t)
        if n is None:
            return None
        p = _perm(n)
        return (n.inputs[0], p) if p is not None else None

    def shape(self, t: str) -> tuple[Any, ...] | None:
        if t in self.init:
            return tuple(self.init[t].shape)
        info = self.tensors.get(t)
        return info.shape if info is not None else None

    def run(self) -> Graph:
        for node in order(self.g):
            node = self.renamed(node)
            if not (self.compose(node) or self.sink(node)):
                self.emit(node)
        if not self.changed:
            return self.g
        nodes = self.drop_unread(self.nodes)
        return self.g.replace(nodes=tuple(nodes), initializers=self.init, tensors=self.tensors)

    def renamed(self, node: Node) -> Node:
        ins = tuple(self.alias.get(t, t) for t in node.inputs)
        return node if ins == node.inputs else node.with_io(ins, node.outputs)

    # --- Transpose after Transpose ------------------------------------------------------
    def compose(self, node: Node) -> bool:
        q = _perm(node)
        src = self.transposed(node.inputs[0]) if q is not None else None
        if src is None:
            return False
        x, p = src
        assert q is not None
        both = tuple(p[i] for i in q)
        y = node.outputs[0]
        self.changed = True
        if both == tuple(range(len(both))) and y not in self.outputs:
            self.alias[y] = x
            return True
        t = helper.make_node("Transpose", [x], [y], name=node.name, perm=list(both))
        self.emit(Node(node.index, node.name, "Transpose", "", (x,), (y,), t, fused=node.fused))
        return True

    # --- a node on transposed inputs ----------------------------------------------------
    def sink(self, node: Node) -> bool:
        if node.domain not in ("", "ai.onnx") or not node.inputs or not node.outputs:
            return False
        kind = node.op_type
        if kind in ("Reshape", "Flatten"):
            return self.reshape(node)
        if kind == "Slice":
            return self.slice(node)
        if kind in REDUCTIONS:
            return self.reduce(node)
        if kind not in ELEMENTWISE and kind not in ("Concat", "Split"):
            return False
        srcs = [self.transposed(t) if t else None for t in node.inputs]
        perms = {s[1] for s in srcs if s is not None}
        if len(perms) != 1 or (kind == "Split" and srcs[0] is None):
            return False
        p = perms.pop()
        ins = []
        for i, (t, s) in enumerate(zip(node.inputs, srcs)):
            if s is not None:
                ins.append(s[0])
            elif not t or (kind == "Split" and i > 0):
                ins.append(t)  # an omitted input; Split's sizes
            elif kind in ("Concat",):
                return False
            elif (t, inverse(p)) in self.made:  # t = Transpose p of a value already made
                ins.append(self.made[(t, inverse(p))])
            else:
                moved = self.layout_free(t, p)
                if moved is None:
                    return False
                ins.append(moved)
        inv = inverse(p)
        extra: dict[str, int] = {}
        if kind in ("Concat", "Split"):
            axis = int(attr(node, "axis", 0))
            extra["axis"] = p[axis % len(p)]
        outs: list[str] = []
        for y in node.outputs:
            if not y:
                outs.append(y)
                continue
            z = self.fresh(f"{y}.moved")
            info = self.tensors.get(y)
            shape = self.shape(y)
            moved_shape = tuple(shape[i] for i in inv) if shape is not None and len(shape) == len(p) else None
            self.tensors[z] = TensorInfo(z, info.elem_type if info is not None else 1, moved_shape)
            outs.append(z)
        proto = helper.make_node(kind, ins, outs, name=node.name, domain=node.domain)
        proto.attribute.extend(a for a in node.proto.attribute if a.name not in extra)
        for k, v in extra.items():
            proto.attribute.append(helper.make_attribute(k, v))
        self.emit(Node(node.index, node.name, kind, node.domain, tuple(ins), tuple(outs), proto, fused=node.fused))
        for y, z in zip(node.outputs, outs):
            if y:
                t = helper.make_node("Transpose", [z], [y], name=self.fresh(f"{node.name}.transpose"), perm=list(p))
                self.emit(Node(node.index, t.name, "Transpose", "", (z,), (y,), t))
        self.changed = True
        return True

    # --- a reshape of a transposed value ------------------------------------------------
    def reshape(self, node: Node) -> bool:
        """Reshape(Transpose(x, p)) as Transpose(Reshape(Transpose(x, s)), p'): the reshape
        moves to x's layout, each group of dims it merges or splits kept together (s is the
        identity unless a merge needs x's dims in another order: then s is a transpose of
        its own, as the model's was, and the layout still goes on). Not where both s and
        p' would be transposes: two for the model's one."""
        src = self.transposed(node.inputs[0])
        y, z = node.inputs[0], node.outputs[0]
        if src is None or not z:
            return False
        x, p = src
        ys, zs = self.shape(y), self.shape(z)
        if ys is None or zs is None or not all(isinstance(d, int) for d in tuple(ys) + tuple(zs)):
            return False
        groups = reshape_groups(tuple(ys), tuple(zs))
        if groups is None:
            return False
        units = sorted(groups, key=lambda g: min(p[a] for a in g[0]))
        sperm = tuple(p[a] for ya, _ in units for a in ya)
        x_shape = self.shape(x)
        if x_shape is None or len(x_shape) != len(p):
            return False
        new_shape = [zs[zi] for _, za in units for zi in za]
        position = {zi: k for k, zi in enumerate(zi for _, za in units for zi in za)}
        back = tuple(position[zi] for zi in range(len(zs)))
        if sperm != tuple(range(len(p))) and back != tuple(range(len(back))):
            return False  # two transposes for the model's one (BERT's heads merged back: 2 x 6.5 us a layer)
        if sperm != tuple(range(len(p))):
            w = self.fresh(f"{x}.order")
            self.tensors[w] = TensorInfo(w, self.tensors[y].elem_type if y in self.tensors else 1,
                                         tuple(x_shape[i] for i in sperm))
            t = helper.make_node("Transpose", [x], [w], name=self.fresh(f"{node.name}.order"), perm=list(sperm))
            self.emit(Node(node.index, t.name, "Transpose", "", (x,), (w,), t))
            x = w
        shape_name = self.fresh(f"{z}.shape")
        self.init[shape_name] = np.array(new_shape, np.int64)
        self.tensors[shape_name] = TensorInfo(shape_name, 7, (len(new_shape),))
        out = z if back == tuple(range(len(back))) else self.fresh(f"{z}.moved")
        if out != z:
            info = self.tensors.get(z)
            self.tensors[out] = TensorInfo(out, info.elem_type if info is not None else 1, tuple(new_shape))
        r = helper.make_node("Reshape", [x, shape_name], [out], name=node.name)
        self.emit(Node(node.index, node.name, "Reshape", "", (x, shape_name), (out,), r, fused=node.fused))
        if out != z:
            t = helper.make_node("Transpose", [out], [z], name=self.fresh(f"{node.name}.transpose"), perm=list(back))
            self.emit(Node(node.index, t.name, "Transpose", "", (out,), (z,), t))
        self.changed = True
        return True

    # --- slices and reductions: their axes mapped ------------------------------------------
    def axes_of(self, node: Node, index: int, rank: int) -> list[int] | None:
        """The node's axes (an attribute before the opsets that made it an input), normalized;
        None when they are not constants."""
        if len(node.inputs) > index and node.inputs[index]:
            a = self.init.get(node.inputs[index])
            return None if a is None else [int(v) % rank for v in np.asarray(a).reshape(-1)]
        a = attr(node, "axes", None)
        return None if a is None else [int(v) % rank for v in a]

    def rebuilt(self, node: Node, ins: list[str], attrs: dict[str, Any], p_out: tuple[int, ...] | None) -> None:
        """node on new inputs and attributes, its output transposed by p_out after it (none
        when p_out is the identity or None)."""
        y = node.outputs[0]
        identity = p_out is None or p_out == tuple(range(len(p_out)))
        out = y if identity else self.fresh(f"{y}.moved")
        if not identity:
            assert p_out is not None
            info, shape = self.tensors.get(y), self.shape(y)
            moved = tuple(shape[i] for i in inverse(p_out)) if shape is not None else None
            self.tensors[out] = TensorInfo(out, info.elem_type if info is not None else 1, moved)
        proto = helper.make_node(node.op_type, ins, [out], name=node.name, domain=node.domain)
        proto.attribute.extend(a for a in node.proto.attribute if a.name not in attrs)
        for k, v in attrs.items():
            proto.attribute.append(helper.make_attribute(k, v))
        self.emit(Node(node.index, node.name, node.op_type, node.domain, tuple(ins), (out,), proto, fused=node.fused))
        if p_out is not None and not identity:
            t = helper.make_node("Transpose", [out], [y], name=self.fresh(f"{node.name}.transpose"), perm=list(p_out))
            self.emit(Node(node.index, t.name, "Transpose", "", (out,), (y,), t))
        self.changed = True

    def constant(self, base: str, values: list[int]) -> str:
        name = self.fresh(base)
        self.init[name] = np.array(values, np.int64)
        self.tensors[name] = TensorInfo(name, 7, (len(values),))
        return name

    def slice(self, node: Node) -> bool:
        """Slice(Transpose(x, p)) along axes A = Slice(x) along p[A], then Transpose p."""
        src = self.transposed(node.inputs[0])
        if src is None or len(node.outputs) != 1:
            return False
        x, p = src
        new_input = len(node.inputs) > 1  # opset 10+: starts, ends, axes, steps are inputs
        if new_input:
            if any(t and t not in self.init for t in node.inputs[1:]):
                return False
            n_axes = np.asarray(self.init[node.inputs[1]]).size
            axes = self.axes_of(node, 3, len(p)) or list(range(n_axes))
            ins = list(node.inputs)
            ins[0] = x
            ins += [""] * (4 - len(ins))
            ins[3] = self.constant(f"{node.outputs[0]}.axes", [p[a] for a in axes])
            self.rebuilt(node, ins, {}, p)
            return True
        axes = self.axes_of(node, 99, len(p)) or list(range(len(attr(node, "starts", []))))
        self.rebuilt(node, [x], {"axes": [p[a] for a in axes]}, p)
        return True

    def reduce(self, node: Node) -> bool:
        """A reduction of Transpose(x, p) over A: x reduced over p[A]; kept dims (keepdims)
        stay transposed by p, dropped ones leave the order of the others."""
        src = self.transposed(node.inputs[0])
        if src is None or len(node.outputs) != 1:
            return False
        x, p = src
        opset_input = node.op_type == "ReduceSum" or len(node.inputs) > 1
        axes = self.axes_of(node, 1, len(p)) if opset_input else self.axes_of(node, 99, len(p))
        if axes is None:
            return False
        moved = sorted(p[a] for a in axes)
        if int(attr(node, "keepdims", 1)):
            p_out = p
        else:
            left = [p[i] for i in range(len(p)) if i not in axes]
            rank = {v: k for k, v in enumerate(sorted(left))}
            p_out = tuple(rank[v] for v in left)
        if opset_input and len(node.inputs) > 1 and node.inputs[1]:
            self.rebuilt(node, [x, self.constant(f"{node.outputs[0]}.axes", moved)], {}, p_out)
        else:
            self.rebuilt(node, [x], {"axes": moved}, p_out)
        return True

    def layout_free(self, t: str, p: tuple[int, ...]) -> str | None:
        """An input that is no transpose, as the rewritten node reads it: a scalar as it is,
        a constant laid out by p's inverse (aligned to p's rank as broadcasting aligns it);
        None for anything else."""
        shape = self.shape(t)
        if shape is None or len(shape) > len(p):
            return None
        if all(d == 1 for d in shape):
            return t
        a = self.init.get(t)
        if a is None:
            return None
        full = a.reshape((1,) * (len(p) - a.ndim) + a.shape)
        moved = np.ascontiguousarray(full.transpose(inverse(p)))
        name = self.fresh(f"{t}.moved")
        self.init[name] = moved
        self.tensors[name] = TensorInfo(name, helper.np_dtype_to_tensor_dtype(moved.dtype), tuple(moved.shape))
        return name

    def drop_unread(self, nodes: list[Node]) -> list[Node]:
        """Transposes nothing reads any more (their readers now read what they transposed)."""
        while True:
            read = {t for n in nodes for t in n.inputs + n.implicit if t} | self.outputs
            keep = [n for n in nodes if _perm(n) is None or any(t in read for t in n.outputs)]
            if len(keep) == len(nodes):
                return keep
            nodes = keep


def reshape_groups(ys: tuple[int, ...], zs: tuple[int, ...]) -> list[tuple[list[int], list[int]]] | None:
    """The reshape ys -> zs as consecutive groups (y axes, z axes) of equal products: each
    group a split, a merge or both; trailing 1s join the last group. None when the sizes
    do not match."""
    groups: list[tuple[list[int], list[int]]] = []
    i = j = 0
    while i < len(ys) and j < len(zs):
        ya, za = [i], [j]
        py, pz = ys[i], zs[j]
        i, j = i + 1, j + 1
        while py != pz:
            if py < pz and i < len(ys):
                py *= ys[i]
                ya.append(i)
                i += 1
            elif pz < py and j < len(zs):
                pz *= zs[j]
                za.append(j)
                j += 1
            else:
                return None
        groups.append((ya, za))
    if not groups or any(d != 1 for d in ys[i:]) or any(d != 1 for d in zs[j:]):
        return None
    groups[-1][0].extend(range(i, len(ys)))
    groups[-1][1].extend(range(j, len(zs)))
    return groups
