"""QDQ models as float32 graphs: what onnxruntime.quantization's static (QDQ) format writes,
run at float32 speed.

A QDQ model wraps each Conv/MatMul/Gemm in DequantizeLinear nodes (weights and biases:
constants; activations: the output of a QuantizeLinear) and quantizes the result again.
Two rewrites turn it into a float32 graph the layout and fusion passes take as any other:

1. DequantizeLinear of constants (int8 weights, int32 biases) becomes a float32
   initializer, computed once here through the node's own binding (of any size: at most
   4x the quantized initializer); so does a QuantizeLinear of a constant before it (float
   weights quantized in the graph), where constant folding's size limit left it.
2. QuantizeLinear(x, s1, z1) -> DequantizeLinear(., s2, z2) on an activation (per tensor,
   constant parameters) becomes the elementwise chain

       Div(x, s1) -> Clip(lo - z1, hi - z1) -> Add(M) -> Sub(M) [-> Add(z1 - z2)] -> Mul(s2)

   with M = 1.5 * 2**23: a float32 t with |t| <= 2**22 rounds to an integer, ties to
   even, in t + M (whose ulp is 1), and - M is exact; the clamp keeps |t| far below that.
   This is the integer onnxruntime computes, held in float32. The fusion passes then
   take the chain into the contraction's epilogue or the elementwise group around it.

Differences from running the nodes: NaN stays NaN through the chain (QuantizeLinear maps
it to the type's minimum), and the fused Div may be a multiplication by the reciprocal
(the simd variant): a quotient within an ulp of a rounding tie may round the other way,
one quantization step. Pairs whose parameters are not constants of one element, whose
quantized value is read by anything but DequantizeLinear (or is a graph output), or whose
nodes do not bind (a malformed node: its binding's error is the model's) stay as they are.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from onnx import TensorProto, helper

from ..model import Graph, Node, TensorInfo
from ..schedule import order
from ._names import Fresh, attr

MAGIC = 12582912.0  # 1.5 * 2**23
DEFAULT_DOMAINS = ("", "ai.onnx")
QRANGE = {np.dtype(np.int8): (-128, 127), np.dtype(np.uint8): (0, 255),
          np.dtype(np.int16): (-32768, 32767), np.dtype(np.uint16): (0, 65535)}


def _is(n: Node, op_type: str) -> bool:
    return n.op_type == op_type and n.domain in DEFAULT_DOMAINS


def _bindings(given: Any) -> Any:
    if given is not None:
        return given
    from .. import bindings
    return bindings


def _binds(b: Any, graph: Graph, n: Node, init: dict[str, np.ndarray]) -> bool:
    """Does the node bind (its checks pass) with what the graph knows?"""
    def info(t: str) -> tuple[Any, Any]:
        if t in init:
            return tuple(init[t].shape), helper.np_dtype_to_tensor_dtype(init[t].dtype)
        ti = graph.tensors.get(t)
        return (ti.static_shape, ti.elem_type or None) if ti is not None else (None, None)
    infos = [info(t) if t else (None, None) for t in n.inputs]
    try:
        b.bind(n.proto, graph.opset(n.domain), [s for s, _ in infos], [d for _, d in infos],
               {i: init[t] for i, t in enumerate(n.inputs) if t in init})
    except b.Unsupported:
        return False
    return True


def _scalar(init: dict[str, np.ndarray], n: Node, i: int) -> np.ndarray | None:
    """Input i of n as a one-element constant (None: absent or not such a constant)."""
    if i >= len(n.inputs) or not n.inputs[i]:
        return None
    a = init.get(n.inputs[i])
    return a.reshape(()) if a is not None and a.size == 1 else None


@dataclass(frozen=True)
class FoldQDQ:
    bindings: Any = None  # a module with bind() and Unsupported; None: jit_runtime.onnx.bindings

    def apply(self, graph: Graph) -> Graph:
        b = _bindings(self.bindings)
        return self._pairs(self._constants(graph, b), b)

    def _constants(self, graph: Graph, b: Any) -> Graph:
        """QuantizeLinear and DequantizeLinear nodes of constants (weights stored in float
        and quantized in the graph, too) as initializers."""
        init = dict(graph.initializers)
        dropped: set[int] = set()
        for n in order(graph):
            if not (_is(n, "DequantizeLinear") or _is(n, "QuantizeLinear")) or not n.outputs or not n.outputs[0] \
                    or not all(t == "" or t in init for t in n.inputs):
                continue
            arrays = [init[t] if t else None for t in n.inputs]
            try:
                binding = b.bind(n.proto, graph.opset(n.domain), [a.shape if a is not None else None for a in arrays],
                                 [helper.np_dtype_to_tensor_dtype(a.dtype) if a is not None else None
                                  for a in arrays], {i: a for i, a in enumerate(arrays) if a is not None})
                out = binding.run(arrays)[0]
            except (b.Unsupported, ValueError, TypeError, ArithmeticError):
                continue  # the node stays: its binding names the problem
            init[n.outputs[0]] = np.asarray(out)
            dropped.add(id(n))
        if not dropped:
            return graph
        return graph.replace(nodes=tuple(n for n in graph.nodes if id(n) not in dropped), initializers=init)

    def _pairs(self, graph: Graph, b: Any) -> Graph:
        """QuantizeLinear -> DequantizeLinear pairs on activations as float32 chains."""
        init = dict(graph.initializers)
        tensors = dict(graph.tensors)
        users = graph.consumers()
        outputs = {t.name for t in graph.outputs}
        fresh = Fresh(graph)
        opset = graph.opset("")
        replaced: dict[int, list[Node]] = {}
        dropped: set[int] = set()
        for q in graph.nodes:
            x = q.inputs[0] if _is(q, "QuantizeLinear") and q.inputs else ""
            info = tensors.get(x)
            if not x or x in init or info is None or info.elem_type != TensorProto.FLOAT or len(q.outputs) != 1:
                continue
            y = q.outputs[0]
            readers = users.get(y, [])
            s1, z1 = _scalar(init, q, 1), _scalar(init, q, 2)
            if (not y or y in outputs or not readers or s1 is None or (len(q.inputs) > 2 and q.inputs[2] and z1 is None)
                    or int(attr(q, "precision", 0)) not in (0, TensorProto.FLOAT)):
                continue
            qtype = z1.dtype if z1 is not None else np.dtype(helper.tensor_dtype_to_np_dtype(
                int(attr(q, "output_dtype", 0)) or TensorProto.UINT8))
            if qtype not in QRANGE or not all(self._foldable(d, y, init) for d in readers) \
                    or not _binds(b, graph, q, init) or not all(_binds(b, graph, d, init) for d in readers):
                continue
            lo, hi = QRANGE[qtype]
            zq = float(z1) if z1 is not None else 0.0
            for d in readers:
                replaced[id(d)] = self._chain(q, d, x, info, float(s1), zq, lo, hi,
                                              init, tensors, fresh, opset)
            dropped.add(id(q))
        if not dropped:
            return graph
        nodes: list[Node] = []
        for n in graph.nodes:
            if id(n) in dropped:
                continue
            nodes.extend(replaced.get(id(n), [n]))
        return graph.replace(nodes=tuple(nodes), initializers=init, tensors=tensors)

    @staticmethod
    def _foldable(d: Node, y: str, init: dict[str, np.ndarray]) -> bool:
        """A DequantizeLinear of y alone (input 0), per tensor, float32 out, constant parameters."""
        if not _is(d, "DequantizeLinear") or not d.inputs or d.inputs[0] != y or y in d.inputs[1:]:
            return False
        if len(d.outputs) != 1 or not d.outputs[0] or _scalar(init, d, 1) is None:
            return False
        if len(d.inputs) > 2 and d.inputs[2] and _scalar(init, d, 2) is None:
            return False
        return int(attr(d, "output_dtype", 0)) in (0, TensorProto.FLOAT) and not int(attr(d, "block_size", 0))

    @staticmethod
    def _chain(q: Node, d: Node, x: str, info: TensorInfo, s1: float, z1: float, lo: int, hi: int,
               init: dict[str, np.ndarray], tensors: dict[str, Any], fresh: Fresh,
                opset: int) -> list[Node]:
        scale, zero_point = _scalar(init, d, 1), _scalar(init, d, 2)
        assert scale is not None  # (_foldable)
        s2 = float(scale)
        z2 = float(zero_point) if zero_point is not None else 0.0
        base = d.name or q.name or d.outputs[0]

        def const(tag: str, v: float) -> str:
            name = fresh(f"{base}.{tag}")
            init[name] = np.array(v, np.float32)
            tensors[name] = TensorInfo(name, TensorProto.FLOAT, ())
            return name

        def value(tag: str) -> str:
            name = fresh(f"{base}.{tag}")
            tensors[name] = TensorInfo(name, TensorProto.FLOAT, info.shape)
            return name
        steps: list[tuple[str, list[str], dict[str, Any]]] = [("Div", [const("quant_scale", s1)], {})]
        if opset >= 11:
            steps.append(("Clip", [const("lo", lo - z1), const("hi", hi - z1)], {}))
        else:
            steps.append(("Clip", [], {"min": lo - z1, "max": hi - z1}))
        magic = const("round", MAGIC)
        steps += [("Add", [magic], {}), ("Sub", [magic], {})]
        if z1 != z2:
            steps.append(("Add", [const("zero_points", z1 - z2)], {}))
        steps.append(("Mul", [const("scale", s2)], {}))
        nodes, src = [], x
        for k, (op, extra, attrs) in enumerate(steps):
            last = k == len(steps) - 1
            dst = d.outputs[0] if last else value(f"{op.lower()}_out")
            name = fresh(f"{base}.{op.lower()}")
            p = helper.make_node(op, [src] + extra, [dst], name=name, **attrs)
            nodes.append(Node(d.index, name, op, "", tuple(p.input), tuple(p.output), p,
                              fused=(q.name, d.name) if last else ()))
            src = dst
        return nodes
