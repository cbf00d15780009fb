"""Shapes that are known at load, made constants, and shapes inferred again.

Exporters compute slice bounds and reshape targets from Shape nodes at run time (torch's
chunk: Shape -> Gather -> Add -> Div -> Mul -> Slice). Where the value's shape is static
the Shape node's output is a constant; constant folding then folds the arithmetic, and
ONNX shape inference, run again, gives the values after the Slice the static shapes the
layout and fusion passes need (onnx's own data propagation stops at Div).

Inference runs on the nodes and the small integer initializers only (float weights are
given as inputs of their shape), so a model of 100 MB re-infers in milliseconds.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from ..infer import inferred
from ..model import Graph, TensorInfo, _info
from ._names import attr
from .constant_fold import ConstantFold

SMALL = 1 << 12  # integer initializers up to this many elements go to inference as values
QDQ = ("QuantizeLinear", "DequantizeLinear")


@dataclass(frozen=True)
class StaticShapes:
    bindings: Any = None  # for the constant folding that follows (see constant_fold.py)

    def apply(self, graph: Graph) -> Graph:
        init = dict(graph.initializers)
        nodes, folded = [], False
        for n in graph.nodes:
            if n.op_type == "Shape" and n.domain in ("", "ai.onnx") and n.outputs and n.outputs[0]:
                info = graph.tensors.get(n.inputs[0])
                shape = info.static_shape if info is not None else None
                if n.inputs[0] in graph.initializers:
                    shape = tuple(graph.initializers[n.inputs[0]].shape)
                if shape is not None:
                    r = len(shape)
                    start, end = int(attr(n, "start", 0)), attr(n, "end", None)
                    start = max(0, min(r, start + r if start < 0 else start))
                    end = r if end is None else max(0, min(r, int(end) + r if int(end) < 0 else int(end)))
                    init[n.outputs[0]] = np.array(shape[start:end], np.int64)
                    folded = True
                    continue
            nodes.append(n)
        if not folded:
            return graph
        # (a QDQ model's DequantizeLinear of its weights stays for the QDQ passes to read)
        g = ConstantFold(self.bindings, keep=QDQ).apply(graph.replace(nodes=tuple(nodes), initializers=init))
        return reinfer(g)


def reinfer(graph: Graph) -> Graph:
    """graph with its value shapes inferred again (those inference now knows better)."""
    inputs = [helper.make_tensor_value_info(t.name, t.elem_type, t.shape) for t in graph.inputs]
    small, given = [], []
    for name, a in graph.initializers.items():
        if a.dtype.kind in "iub" and a.size <= SMALL:
            small.append(numpy_helper.from_array(np.asarray(a), name))
        else:
            given.append(helper.make_tensor_value_info(name, helper.np_dtype_to_tensor_dtype(a.dtype), a.shape))
    g = helper.make_graph([n.proto for n in graph.nodes], graph.name, inputs + given,
                          [helper.make_tensor_value_info(t.name, t.elem_type, None) for t in graph.outputs],
                          initializer=small)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid(d, v) for d, v in graph.opsets.items()])
    m.ir_version = graph.ir_version
    status, res = inferred(m)  # data propagation with its memory kept in bounds (infer.py)
    if status != "ok" or not isinstance(res, onnx.GraphProto):  # inference is an aid; the shapes we had stay
        return graph
    tensors = dict(graph.tensors)
    for v in list(res.value_info) + list(res.output):
        new = _info(v)
        old = tensors.get(v.name)
        if new.shape is not None and (old is None or old.static_shape is None):
            tensors[v.name] = TensorInfo(v.name, new.elem_type or (old.elem_type if old else TensorProto.FLOAT),
                                         new.shape)
    return graph.replace(tensors=MappingProxyType(tensors))


__all__ = ["StaticShapes", "reinfer"]
