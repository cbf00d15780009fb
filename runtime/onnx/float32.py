"""float16, bfloat16 and float64 values computed in float32.

The DSL ops compute in float32. A model whose tensors are float16 or bfloat16 (weights,
inputs, outputs) runs as the same graph in float32: initializers and constants are
converted once at load, fed inputs at the boundary (Session), and outputs go back to the
type the model declares. float32 holds every float16 and bfloat16 value exactly, so a
half-precision model computes at least as precisely as onnxruntime's float16 kernels.
A Cast (or CastLike) to float16 or bfloat16 still rounds to that precision (Cast's binding
rounds and keeps float32), so what a model computes after such a cast is what it means.

float64 is computed in float32 too (about 7 significant digits, where onnxruntime
computes double in double); the session warns once when a model has float64 values.
"""
from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from .model import Graph, Node, TensorInfo

WIDENED = (TensorProto.FLOAT16, TensorProto.BFLOAT16, TensorProto.DOUBLE)
HALF = (TensorProto.FLOAT16, TensorProto.BFLOAT16)
F32 = TensorProto.FLOAT


def np_type(elem_type: int) -> np.dtype:
    """numpy's dtype for an ONNX element type (bfloat16 and float8 from ml_dtypes, as onnx does)."""
    return np.dtype(helper.tensor_dtype_to_np_dtype(elem_type))


def round_to(x: np.ndarray, elem_type: int) -> np.ndarray:
    """float32 x rounded to float16 / bfloat16 precision (nearest even, as a cast does),
    kept in float32."""
    if elem_type in HALF:
        return np.asarray(x, np.float32).astype(np_type(elem_type)).astype(np.float32)
    return np.asarray(x, np.float32)


def _info(t: TensorInfo) -> TensorInfo:
    return TensorInfo(t.name, F32, t.shape) if t.elem_type in WIDENED else t


def _tensor(t: onnx.TensorProto) -> onnx.TensorProto | None:
    if t.data_type not in WIDENED:
        return None
    return numpy_helper.from_array(numpy_helper.to_array(t).astype(np.float32), t.name)


def _node(n: Node, types: dict[str, int]) -> Node:
    """Constant / ConstantOfShape values in float32; a CastLike to a widened type as the
    Cast that rounds to it."""
    p = n.proto
    if n.domain not in ("", "ai.onnx"):
        return n
    if n.op_type == "CastLike" and len(n.inputs) == 2 and types.get(n.inputs[1]) in WIDENED:
        q = helper.make_node("Cast", [n.inputs[0]], list(n.outputs), name=p.name, to=types[n.inputs[1]])
        return Node(n.index, n.name, "Cast", n.domain, (n.inputs[0],), n.outputs, q, n.fused, n.implicit)
    if n.op_type not in ("Constant", "ConstantOfShape"):
        return n
    changed = False
    q = onnx.NodeProto()
    q.CopyFrom(p)
    for a in q.attribute:
        if a.type == onnx.AttributeProto.TENSOR:
            t = _tensor(a.t)
            if t is not None:
                a.t.CopyFrom(t)
                changed = True
        elif a.type == onnx.AttributeProto.SPARSE_TENSOR:
            t = _tensor(a.sparse_tensor.values)
            if t is not None:
                a.sparse_tensor.values.CopyFrom(t)
                changed = True
    if not changed:
        return n
    return Node(n.index, n.name, n.op_type, n.domain, n.inputs, n.outputs, q, n.fused, n.implicit)


def widened(graph: Graph) -> bool:
    """Does the graph hold any float16, bfloat16 or float64 value?"""
    return any(t.elem_type in WIDENED for t in graph.tensors.values()) or \
        any(a.dtype in (np.float16, np.float64) or a.dtype == np_type(TensorProto.BFLOAT16)
            for a in graph.initializers.values()) or \
        any(_node(n, {}) is not n for n in graph.nodes)


def in_float32(graph: Graph) -> Graph:
    """The graph with every float16, bfloat16 and float64 value as float32."""
    if not widened(graph):
        return graph
    types = {k: t.elem_type for k, t in graph.tensors.items()}
    half_bf = np_type(TensorProto.BFLOAT16)
    inits = {k: (a.astype(np.float32) if a.dtype in (np.float16, np.float64) or a.dtype == half_bf else a)
             for k, a in graph.initializers.items()}
    declared = {k: t for k, t in types.items() if t in WIDENED}
    declared.update({k: helper.np_dtype_to_tensor_dtype(a.dtype) for k, a in graph.initializers.items()
                     if a.dtype in (np.float16, np.float64) or a.dtype == half_bf})
    return graph.replace(
        widened={**graph.widened, **declared},
        nodes=tuple(_node(n, types) for n in graph.nodes),
        inputs=tuple(_info(t) for t in graph.inputs),
        outputs=tuple(_info(t) for t in graph.outputs),
        overridable=tuple(_info(t) for t in graph.overridable),
        tensors={k: _info(t) for k, t in graph.tensors.items()},
        initializers=inits)


def has_float64(graph: Graph) -> bool:
    return any(t.elem_type == TensorProto.DOUBLE for t in graph.tensors.values()) or \
        any(a.dtype == np.float64 for a in graph.initializers.values())


def widen_output(a, elem_type: int | None = None):
    """A value a node outside the DSL made (the reference evaluator) in float32 where it
    is float16, bfloat16 or float64."""
    if isinstance(a, np.ndarray) and (a.dtype in (np.float16, np.float64) or a.dtype == np_type(TensorProto.BFLOAT16)):
        return a.astype(np.float32)
    return a
