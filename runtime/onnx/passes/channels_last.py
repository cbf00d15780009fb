"""Channels-last convolutions: 2-D Conv, MaxPool, AveragePool and GlobalAveragePool nodes
become their NHWC forms (domain "jit_runtime", run by nhwc.py), each between a Transpose
to NHWC and one back:

    Conv(x, W, B)  ->  Transpose(x, 0 2 3 1) -> ConvNHWC(x', W', B) -> Transpose(0 3 1 2)

so vectors run along channels (lowering/direct_conv.py) whatever the spatial size. W' is
W laid out once as the direct conv's panels [J, R, S, C, P] (dense; HWIO [R, S, C, K] without
a tile width) or [R, S, C] (depthwise, group = C = K);
other groups stay NCHW. The transposes are then pushed through the nodes between layers
and cancelled (transposes.py), so a chain of convolutions, activations, residual adds,
pools and concats runs channels-last from the first transpose to the last.

Only float32 nodes with static 4-D shapes and constant weights are converted; pools only
where the library's window ops run them (no dilation, no clipped average window).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Sequence

import numpy as np
from onnx import TensorProto, helper

from ..model import Graph, Node, TensorInfo
from . import _layout
from ._names import Fresh, attr

DOMAIN = "jit_runtime"
TO_NHWC, TO_NCHW = (0, 2, 3, 1), (0, 3, 1, 2)
NHWC_OPS = {"Conv": "ConvNHWC", "MaxPool": "MaxPoolNHWC", "AveragePool": "AveragePoolNHWC",
            "GlobalAveragePool": "GlobalAveragePoolNHWC"}


def _static(graph: Graph, name: str) -> tuple[int, ...] | None:
    if name in graph.initializers:
        return tuple(graph.initializers[name].shape)
    t = graph.tensors.get(name)
    return t.static_shape if t is not None else None


def _f32(graph: Graph, name: str) -> bool:
    if name in graph.initializers:
        return graph.initializers[name].dtype == np.float32
    t = graph.tensors.get(name)
    return t is not None and t.elem_type == TensorProto.FLOAT


def conv_panels(w_hwio: np.ndarray, width: int) -> np.ndarray:
    """HWIO [R, S, C, K] (any strides) as panels [J, R, S, C, width] (zeros past K):
    conv2d_nhwc_panels'."""
    return _layout.panels(w_hwio, width)


@dataclass(frozen=True)
class ChannelsLast:
    """See the module docstring. width: the direct conv's tile width on the session's
    device (dense weights are laid out as its panels), or the widths its tiles take (each
    layer's weights at the one that pads its output channels least, the first on a tie:
    lowering/direct_conv.panel_widths); None keeps them HWIO."""
    width: int | tuple[int, ...] | None = None

    def width_for(self, channels: int) -> int | None:
        if self.width is None or isinstance(self.width, int):
            return self.width
        return min(self.width, key=lambda w: -(-channels // w) * w)

    def weight(self, graph: Graph, node: Node) -> np.ndarray | None:
        """W' for a Conv the direct lowering runs, else None."""
        if len(node.inputs) < 2 or node.inputs[1] not in graph.initializers:
            return None
        if node.inputs[1] in {t.name for t in graph.overridable}:
            return None
        w = graph.initializers[node.inputs[1]]
        x = _static(graph, node.inputs[0])
        if w.dtype != np.float32 or w.ndim != 4 or x is None or len(x) != 4:
            return None
        group = int(attr(node, "group", 1))
        K, Cg = w.shape[:2]
        if group == 1 and x[1] == Cg:  # (one strided copy each, into the graph's own aligned memory)
            hwio = w.transpose(2, 3, 1, 0)
            width = self.width_for(K)
            return conv_panels(hwio, width) if width else _layout.frozen(hwio)
        if group == x[1] == K and Cg == 1:
            return _layout.frozen(w[:, 0].transpose(1, 2, 0))
        return None

    def eligible(self, graph: Graph, node: Node) -> bool:
        if node.domain not in ("", "ai.onnx") or node.op_type not in NHWC_OPS or not node.inputs:
            return False
        if not node.outputs or not node.outputs[0] or not _f32(graph, node.inputs[0]):
            return False
        x, y = _static(graph, node.inputs[0]), _static(graph, node.outputs[0])
        if x is None or len(x) != 4 or y is None or len(y) != 4:
            return False
        if node.op_type == "MaxPool" and len(node.outputs) > 1 and node.outputs[1]:
            return False  # Indices are NCHW offsets
        if node.op_type in ("MaxPool", "AveragePool"):
            return _simple_pool(node, x)
        return True

    def apply(self, graph: Graph) -> Graph:
        init = dict(graph.initializers)
        tensors = dict(graph.tensors)
        fresh = Fresh(graph)
        nhwc_of: dict[str, str] = {}  # x -> its transposed value (one Transpose per x)
        weights: dict[str, str] = {}
        nodes: list[Node] = []
        changed = False

        def info(name: str, shape: Sequence[int]) -> None:
            tensors[name] = TensorInfo(name, TensorProto.FLOAT, tuple(shape))

        for node in graph.nodes:
            w2 = self.weight(graph, node) if node.op_type == "Conv" and self.eligible(graph, node) else None
            if not self.eligible(graph, node) or (node.op_type == "Conv" and w2 is None):
                nodes.append(node)
                continue
            changed = True
            x, y = node.inputs[0], node.outputs[0]
            xs, ys = _static(graph, x), _static(graph, y)
            assert xs is not None and ys is not None  # (eligible)
            if x not in nhwc_of:
                nhwc_of[x] = fresh(f"{x}.nhwc")
                info(nhwc_of[x], [xs[i] for i in TO_NHWC])
                t = helper.make_node("Transpose", [x], [nhwc_of[x]], name=fresh(f"{node.name}.to_nhwc"),
                                     perm=list(TO_NHWC))
                nodes.append(Node(node.index, t.name, "Transpose", "", (x,), (nhwc_of[x],), t))
            ins = [nhwc_of[x]]
            if node.op_type == "Conv":
                wname = node.inputs[1]
                assert w2 is not None
                if wname not in weights:
                    weights[wname] = fresh(f"{wname}.hwio")
                    init[weights[wname]] = w2
                    tensors[weights[wname]] = TensorInfo(weights[wname], TensorProto.FLOAT, tuple(w2.shape))
                bias = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else ""
                if not bias and w2.ndim == 5:  # panels: the bias gives the output channels
                    bias = fresh(f"{node.name}.bias")
                    k = graph.initializers[wname].shape[0]
                    init[bias] = np.zeros(k, np.float32)
                    tensors[bias] = TensorInfo(bias, TensorProto.FLOAT, (k,))
                ins += [weights[wname]] + ([bias] if bias else [])
            yt = fresh(f"{y}.nhwc")
            info(yt, [ys[i] for i in TO_NHWC])
            proto = helper.make_node(NHWC_OPS[node.op_type], ins, [yt], name=node.name, domain=DOMAIN)
            proto.attribute.extend(a for a in node.proto.attribute)
            nodes.append(Node(node.index, node.name, proto.op_type, DOMAIN, tuple(ins), (yt,), proto,
                              fused=node.fused))
            back = helper.make_node("Transpose", [yt], [y], name=fresh(f"{node.name}.to_nchw"), perm=list(TO_NCHW))
            nodes.append(Node(node.index, back.name, "Transpose", "", (yt,), (y,), back))
        if not changed:
            return graph
        return graph.replace(nodes=tuple(nodes), initializers=init, tensors=tensors,
                             opsets=MappingProxyType({**graph.opsets, DOMAIN: 1}))


def _simple_pool(node: Node, x: tuple[int, ...]) -> bool:
    """The pool runs as maxpool2d_nhwc / avgpool2d_nhwc: 2-D, no dilation, and (average)
    no window clipped by the end of the padded input."""
    from ..bindings.nn import pool_geometry
    kernel = list(attr(node, "kernel_shape", []) or [])
    if len(kernel) != 2:
        return False
    strides = list(attr(node, "strides", None) or [1, 1])
    dil = list(attr(node, "dilations", None) or [1, 1])
    if dil != [1, 1] or len(strides) != 2:
        return False
    auto_pad = attr(node, "auto_pad", b"NOTSET")
    auto_pad = auto_pad.decode() if isinstance(auto_pad, bytes) else auto_pad
    pads = attr(node, "pads", None)
    ceil_mode = bool(attr(node, "ceil_mode", 0))
    try:
        pb, pe, outs = pool_geometry(auto_pad or "NOTSET", list(pads) if pads is not None else None, x[2:],
                                     kernel, strides, dil, ceil_mode)
    except ValueError:
        return False
    if node.op_type == "AveragePool" and attr(node, "count_include_pad", 0):
        if any((o - 1) * s - b + k > i + e for o, s, k, i, b, e in zip(outs, strides, kernel, x[2:], pb, pe)):
            return False
    return True
