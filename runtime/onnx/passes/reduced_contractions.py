"""Contractions with constant float32 weights as 8-bit integer nodes (onnx/int8.py) or
bfloat16 ones (onnx/bf16.py), for the layers a session's precision contract chose
(onnx/precision.py):

    Conv 1x1 (stride 1, no pad)      ->  Transpose(x, 0 2 3 1) -> Int8MatMul(x', W^T q, w_scale, B)
                                         -> Transpose(0 3 1 2)
    Conv 2-D (one group)             ->  the same, W as [kh*kw*C, M] and window = Conv's geometry
    Conv (1-D, 3-D, one group)       ->  Int8Conv(x, Wq, w_scale, B)      (Conv's attributes)
    MatMul(x, W) [-> Add(b)]         ->  Int8MatMul(x, Wq, w_scale, b or "")
    Gemm(x, B, C) (alpha, beta 1)    ->  Int8MatMul(x, B or B^T quantized, w_scale, C)

The weights are quantized once, symmetrically per output channel (int8.quantize_weights)
to [-levels, levels]: 127, or 64 where the device's fastest integer GEMM is vpmaddubsw,
whose pairs of products cannot saturate then (|w0| + |w1| <= 128);
the activation is quantized per call. Grouped and depthwise convolutions stay float32: in
int8 they would loop over their groups on the host path, 100x slower than float32. The
layers named in `bf16` (a MatMul, Gemm or 2-D Conv of one group), or with `declared_bf16`
those whose weights the model declares bfloat16, become BF16MatMul
instead (onnx/bf16.py): weights rounded to bfloat16 [K, N], the same bias, clamp and channels-last handling. Taken only where W is a float32 initializer the
caller cannot feed, x is float32, and for Gemm transA is 0, alpha 1 and C (if any) a
constant of N values (beta folded into it). A MatMul's bias Add (its only reader, adding a
constant of N values) is taken in: the integer GEMM's epilogue adds it; so is a Relu or a
Clip of constant bounds that alone reads an Int8MatMul's result (the epilogue clamps). An
Int8MatMul whose x is known >= 0 (a ReLU's output, through pools and reshapes) is marked
`unsigned`: its codes span [0, max x] with zero point 0, half the step of [-m, m]. Where a
product's only reader is an Add of it and a float32 tensor made before it, that Add (and a
Relu after it) goes into the epilogue too, in either precision (`residual`: y + r before
the clamp; an int8 node that had left it out cost resnet50 a separate Add+Relu pass over
3136x256 floats, 240 us). The node keeps its name and output, so the
explain report and the profile name the layer as the model does. It runs after Conv+BN
folding (the folded weights are the ones quantized) and before the layout passes.

A pointwise convolution is a product over channels: channels-last, it is Int8MatMul's
[N*H*W, C] x [C, M], on the native launches, not the host path Int8Conv takes. Any other
2-D convolution of one group on static shapes is one too, over its windows: [N*OH*OW,
kh*kw*C] x [kh*kw*C, M], the windows made as codes by one kernel that reads x in place
(lowering/window_codes.py). The two transposes are the ones ChannelsLast puts around
their neighbours, so SinkTransposes cancels them between layers and a chain of
convolutions stays NHWC.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from onnx import TensorProto, helper

from ..bf16 import MATMUL as BF16_MATMUL, to_bf16
from ..int8 import CONV, DOMAIN, MATMUL, Window, node as int8_node, quantize_weights, rows_quantized
from ..model import Graph, Node, TensorInfo
from ._names import Fresh, attr
from .channels_last import TO_NCHW, TO_NHWC

DEFAULT_DOMAINS = ("", "ai.onnx")
CONV_ATTRS = ("auto_pad", "dilations", "group", "kernel_shape", "pads", "strides")


def candidates(graph: Graph) -> list[str]:
    """The names of the nodes this pass can turn into integer nodes, in graph order."""
    return [n.name for n in graph.nodes if _weights(graph, n) is not None]


def _weights(graph: Graph, node: Node) -> tuple[np.ndarray, int, np.ndarray | None] | None:
    """(W as the integer node reads it, its channel axis, the float32 bias or None)."""
    if node.domain not in DEFAULT_DOMAINS or node.op_type not in ("Conv", "MatMul", "Gemm") or not node.name:
        return None
    if len(node.inputs) < 2 or len(node.outputs) != 1 or not node.outputs[0]:
        return None
    w = graph.initializers.get(node.inputs[1])
    fed = {t.name for t in graph.overridable}
    if w is None or w.dtype != np.float32 or node.inputs[1] in fed:
        return None
    x = graph.tensors.get(node.inputs[0])
    if x is None or x.elem_type != TensorProto.FLOAT or node.inputs[0] in graph.initializers:
        return None
    c = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else ""
    bias = graph.initializers.get(c) if c else None
    if c and (bias is None or bias.dtype != np.float32 or c in fed):
        return None
    if node.op_type == "Conv":
        if not 3 <= w.ndim <= 5 or (bias is not None and bias.shape != (w.shape[0],)) or int(attr(node, "group", 1)) != 1:
            return None
        return w, 0, bias
    if w.ndim != 2:
        return None
    if node.op_type == "MatMul":
        return w, 1, None
    if attr(node, "transA", 0) or attr(node, "alpha", 1.0) != 1.0 or (x.shape is not None and len(x.shape) != 2):
        return None
    w = w.T if attr(node, "transB", 0) else w
    if bias is not None:
        if bias.size not in (1, w.shape[1]) or bias.ndim > 2 or (bias.ndim == 2 and bias.shape[0] != 1):
            return None
        bias = np.broadcast_to(bias.reshape(-1) * np.float32(attr(node, "beta", 1.0)), (w.shape[1],))
    return w, 1, bias


@dataclass(frozen=True)
class ReducedContractions:
    layers: frozenset[str] | None = None  # the node names to turn (None: every candidate)
    levels: int = 127  # the weights' codes: [-levels, levels] (64: the pairs vpmaddubsw cannot saturate)
    bf16: frozenset[str] | bool = frozenset()  # names to run as BF16MatMul instead (True: every product not in layers)
    # also every product whose weights the model declares bfloat16 (its own precision:
    # Session(precision="model"); graph.widened keeps the declared types)
    declared_bf16: bool = False

    def _format(self, graph: Graph, n: Node) -> str | None:
        """"int8", "bf16" or None (float32) for node n."""
        if self.layers is None or n.name in self.layers:
            return "int8"
        if self.bf16 is True or (self.bf16 and n.name in self.bf16) or \
                (self.declared_bf16 and graph.widened.get(n.inputs[1]) == TensorProto.BFLOAT16):
            return "bf16" if n.op_type != "Conv" or _window(graph, n) is not None else None
        return None

    def apply(self, graph: Graph) -> Graph:
        init = dict(graph.initializers)
        tensors = dict(graph.tensors)
        fresh = Fresh(graph)
        nodes: list[Node] = []
        changed = False
        users = graph.consumers()
        made = {o: n for n in graph.nodes for o in n.outputs}
        order = {id(n): i for i, n in enumerate(graph.nodes)}
        outputs = {t.name for t in graph.outputs}
        folded: set[int] = set()  # the bias Adds taken into their product (by id)
        for n in graph.nodes:
            if id(n) in folded:
                continue
            fmt = self._format(graph, n) if n.op_type in ("Conv", "MatMul", "Gemm") else None
            found = _weights(graph, n) if fmt is not None else None
            if found is None:
                nodes.append(n)
                continue
            w, axis, bias = found
            y = n.outputs[0]
            add = _bias_add(graph, n, users, outputs, w.shape[1]) if n.op_type == "MatMul" else None
            if add is not None:
                bias = graph.initializers[add[1]].reshape(-1)
                folded.add(id(add[0]))
                y = add[0].outputs[0]
            win = _window(graph, n) if n.op_type == "Conv" else None
            nhwc = win is not None  # a product channels-last, between two transposes
            if nhwc:  # rows (i, j, c): the order of the windows kernel's codes
                w, axis = w.transpose(2, 3, 1, 0).reshape(-1, w.shape[0]), 1
            if fmt == "bf16":
                names = [fresh(f"{n.inputs[1]}.bf16")]
                init[names[0]] = to_bf16(w)
                tensors[names[0]] = TensorInfo(names[0], TensorProto.UINT16, tuple(w.shape))
            else:
                wq, ws = quantize_weights(np.ascontiguousarray(w), axis, self.levels)
                names = [fresh(f"{n.inputs[1]}.int8"), fresh(f"{n.inputs[1]}.int8_scale")]
                init[names[0]], init[names[1]] = wq, ws
                tensors[names[0]] = TensorInfo(names[0], TensorProto.INT8, tuple(wq.shape))
                tensors[names[1]] = TensorInfo(names[1], TensorProto.FLOAT, tuple(ws.shape))
            b = ""
            if bias is not None:
                b = fresh(f"{n.name}.{fmt}_bias")
                init[b] = np.ascontiguousarray(bias, np.float32)
                tensors[b] = TensorInfo(b, TensorProto.FLOAT, tuple(init[b].shape))
            op = CONV if n.op_type == "Conv" and not nhwc else MATMUL
            attrs = [a for a in n.proto.attribute if a.name in CONV_ATTRS] if op == CONV else []
            if win is not None and win != Window((1, 1)):
                attrs = [helper.make_attribute("window", win.values)]
            outs = [y]
            one_m = not rows_quantized(win if win != Window((1, 1)) else None, int(w.shape[0]))
            held = (("codes", TensorProto.UINT16, None),) if fmt == "bf16" else \
                (("absmax", TensorProto.FLOAT, (1,)), ("codes", TensorProto.UINT8, None),
                 ("colscale", TensorProto.FLOAT, None)) if one_m else \
                (("rowstep", TensorProto.FLOAT, None), ("codes", TensorProto.UINT8, None))
            if op == MATMUL:  # the native launches' intermediates, held in the arena
                for what, et, shape in held:
                    outs.append(fresh(f"{y}.{fmt}_{what}"))
                    tensors[outs[-1]] = TensorInfo(outs[-1], et, shape)
            if fmt == "int8" and op == MATMUL and _nonnegative(graph, n.inputs[0], made):
                attrs = attrs + [helper.make_attribute("unsigned", 1)]
            res = _residual(graph, n, y, users, outputs, made, order) if op == MATMUL else None
            if res is not None:  # y + r (a residual connection) in the epilogue
                folded.add(id(res[0]))
                y = res[0].outputs[0]
                outs[0] = y
                attrs = attrs + [helper.make_attribute("residual", 1)]
            act = _activation(graph, y, users, outputs) if op == MATMUL else None
            if act is not None:
                folded.add(id(act[0]))
                y = act[0].outputs[0]
                attrs = attrs + [helper.make_attribute("clamp", list(act[1]))]
                outs[0] = y
            x = n.inputs[0]
            extra = [res[1]] if res is not None else []
            if nhwc:
                x, outs[0] = _nhwc(n, x, y, nodes, tensors, fresh, graph)
                if res is not None:  # the residual channels-last too (its transposes cancel later)
                    extra = [_to_nhwc(n, res[1], nodes, tensors, fresh, graph)]
            if fmt == "bf16":
                op = BF16_MATMUL
            proto = int8_node(op, n.name, [x, *names, b, *extra], outs, attrs)
            nodes.append(Node(n.index, n.name, op, proto.domain, tuple(proto.input), tuple(outs), proto,
                              fused=n.fused + tuple(f[0].name for f in (add, res, act) if f is not None)))
            if nhwc:
                back = helper.make_node("Transpose", [outs[0]], [y], name=fresh(f"{n.name}.to_nchw"),
                                        perm=list(TO_NCHW))
                nodes.append(Node(n.index, back.name, "Transpose", "", (outs[0],), (y,), back))
            changed = True
        if not changed:
            return graph
        from types import MappingProxyType
        return graph.replace(nodes=tuple(nodes), initializers=init, tensors=tensors,
                             opsets=MappingProxyType({**graph.opsets, DOMAIN: 1}))


PASS_SIGN = ("MaxPool", "GlobalMaxPool", "AveragePool", "GlobalAveragePool", "Reshape", "Flatten", "Transpose",
             "Identity", "Squeeze", "Unsqueeze")  # an input >= 0 makes an output >= 0 (input 0)
NONNEGATIVE = ("Relu", "Sigmoid", "Softmax", "Abs", "Exp")


def _nonnegative(graph: Graph, x: str, made: dict[str, Node], depth: int = 8) -> bool:
    """Whether x is >= 0 by the nodes that make it (a Relu, a Clip from >= 0, a Sigmoid,
    through pools and reshapes, an Add or Concat of such): its int8 codes then take zero
    point 0 and twice the resolution."""
    n = made.get(x)
    if n is None or depth == 0 or n.domain not in DEFAULT_DOMAINS:
        return False
    if n.op_type in NONNEGATIVE:
        return True
    if n.op_type in PASS_SIGN:
        return _nonnegative(graph, n.inputs[0], made, depth - 1)
    if n.op_type in ("Add", "Concat", "Max"):
        return all(_nonnegative(graph, i, made, depth - 1) for i in n.inputs if i)
    if n.op_type == "Clip":
        low = _clip_bound(graph, n, 1)
        return low is not None and low >= 0
    return False


def _clip_bound(graph: Graph, clip: Node, i: int) -> float | None:
    """Clip's lower (i 1) or upper (i 2) bound where it is a constant: its input i, or its
    attribute before opset 11; None where the caller may feed it."""
    default = -np.inf if i == 1 else np.inf
    if len(clip.inputs) == 1:  # (opset < 11: attributes)
        return float(attr(clip, "min" if i == 1 else "max", default))
    name = clip.inputs[i] if i < len(clip.inputs) else ""
    c = graph.initializers.get(name) if name else np.float32(default)
    if c is None or c.size != 1 or name in {t.name for t in graph.overridable}:
        return None
    return float(np.asarray(c).reshape(()))


def _window(graph: Graph, n: Node, w: np.ndarray | None = None) -> Window | None:
    """The geometry of a 2-D Conv of one group on static 4-D shapes (auto_pad's pads
    worked out from them): what runs as a product channels-last; None for any other Conv.
    w: the weights (default: the initializer the Conv reads)."""
    from ..bindings.nn import conv_pads
    w = graph.initializers[n.inputs[1]] if w is None else w
    x, y = graph.tensors.get(n.inputs[0]), graph.tensors.get(n.outputs[0])
    if w.ndim != 4 or x is None or y is None or int(attr(n, "group", 1)) != 1:
        return None
    if x.static_shape is None or len(x.static_shape) != 4 or y.static_shape is None:
        return None
    pad = attr(n, "auto_pad", b"NOTSET")
    strides, dil = list(attr(n, "strides", None) or [1, 1]), list(attr(n, "dilations", None) or [1, 1])
    try:
        pb, pe = conv_pads((pad.decode() if isinstance(pad, bytes) else pad) or "NOTSET", attr(n, "pads", None),
                           x.static_shape[2:], w.shape[2:], strides, dil)
        win = Window.of([*w.shape[2:], *strides, *dil, *pb, *pe])
    except (ValueError, TypeError):
        return None
    ks = attr(n, "kernel_shape", None)
    hw = win.out_hw(*x.static_shape[2:])
    if (ks is not None and tuple(ks) != w.shape[2:]) or x.static_shape[1] != w.shape[1] or \
            tuple(y.static_shape) != (x.static_shape[0], w.shape[0], *hw):
        return None
    return win


def _nhwc(n: Node, x: str, y: str, nodes: list[Node], tensors: dict[str, TensorInfo], fresh: Fresh,
          graph: Graph) -> tuple[str, str]:
    """(x channels-last, made by a Transpose appended to nodes; y's channels-last name)."""
    xs, ys = graph.tensors[x].static_shape, graph.tensors[y].static_shape
    assert xs is not None and ys is not None  # (_window)
    xt, yt = fresh(f"{x}.nhwc"), fresh(f"{y}.nhwc")
    tensors[xt] = TensorInfo(xt, TensorProto.FLOAT, tuple(xs[i] for i in TO_NHWC))
    tensors[yt] = TensorInfo(yt, TensorProto.FLOAT, tuple(ys[i] for i in TO_NHWC))
    t = helper.make_node("Transpose", [x], [xt], name=fresh(f"{n.name}.to_nhwc"), perm=list(TO_NHWC))
    nodes.append(Node(n.index, t.name, "Transpose", "", (x,), (xt,), t))
    return xt, yt


def _to_nhwc(n: Node, t: str, nodes: list[Node], tensors: dict[str, TensorInfo], fresh: Fresh, graph: Graph) -> str:
    """t channels-last, made by a Transpose appended to nodes."""
    ts = graph.tensors[t].static_shape
    assert ts is not None  # (_residual)
    tt = fresh(f"{t}.nhwc")
    tensors[tt] = TensorInfo(tt, TensorProto.FLOAT, tuple(ts[i] for i in TO_NHWC))
    tr = helper.make_node("Transpose", [t], [tt], name=fresh(f"{n.name}.residual_to_nhwc"), perm=list(TO_NHWC))
    nodes.append(Node(n.index, tr.name, "Transpose", "", (t,), (tt,), tr))
    return tt


def _residual(graph: Graph, n: Node, y: str, users: dict[str, list[Node]], outputs: set[str],
              made: dict[str, Node], order: dict[int, int]) -> tuple[Node, str] | None:
    """(the Add, its other input r) where y's only reader is an Add of y and a float32
    tensor r of y's static shape that exists before n runs (a graph input, or made by an
    earlier node): a residual connection, y + r in n's epilogue."""
    add = _only_reader(y, users, outputs)
    if add is None or add.op_type != "Add" or add.domain not in DEFAULT_DOMAINS or len(add.inputs) != 2 or \
            len(add.outputs) != 1 or add.inputs[0] == add.inputs[1]:
        return None
    r = add.inputs[1] if add.inputs[0] == y else add.inputs[0]
    if r in graph.initializers:
        return None
    yi, ri = graph.tensors.get(y), graph.tensors.get(r)
    if yi is None or ri is None or ri.elem_type != TensorProto.FLOAT or yi.static_shape is None or \
            ri.static_shape != yi.static_shape:
        return None
    src = made.get(r)
    return (add, r) if src is None or order[id(src)] < order[id(n)] else None


def _only_reader(y: str, users: dict[str, list[Node]], outputs: set[str]) -> Node | None:
    """The one node that reads y, where y is not also a graph output."""
    readers = users.get(y, [])
    return readers[0] if len(readers) == 1 and y not in outputs else None


def _activation(graph: Graph, y: str, users: dict[str, list[Node]], outputs: set[str]) \
        -> tuple[Node, tuple[float, float]] | None:
    """(the Relu or Clip, its bounds) where it is y's only reader and its bounds constants."""
    a = _only_reader(y, users, outputs)
    if a is None or a.domain not in DEFAULT_DOMAINS or len(a.outputs) != 1 or not a.inputs or a.inputs[0] != y:
        return None
    if a.op_type == "Relu":
        return a, (0.0, float("inf"))
    if a.op_type != "Clip":
        return None
    lo, hi = _clip_bound(graph, a, 1), _clip_bound(graph, a, 2)
    return (a, (lo, hi)) if lo is not None and hi is not None and lo <= hi else None


def _bias_add(graph: Graph, n: Node, users: dict[str, list[Node]], outputs: set[str], cols: int) -> tuple[Node, str] | None:
    """(the Add, its constant) where MatMul n's output is read only by an Add of a float32
    constant of `cols` values along the last axis that widens nothing (a bias)."""
    y = n.outputs[0]
    add = _only_reader(y, users, outputs)
    if add is None or add.op_type != "Add" or add.domain not in DEFAULT_DOMAINS or len(add.inputs) != 2 or len(add.outputs) != 1:
        return None
    other = add.inputs[1] if add.inputs[0] == y else add.inputs[0]
    c = graph.initializers.get(other)
    info = graph.tensors.get(y)
    if c is None or c.dtype != np.float32 or other == y or other in {t.name for t in graph.overridable}:
        return None
    if info is None or info.shape is None or c.ndim > len(info.shape) or c.size != cols or \
            (c.ndim and c.shape[-1] != cols):
        return None
    return add, other


__all__ = ["ReducedContractions", "candidates"]
