"""precision="model" on a float16 model: its fused elementwise groups computed in half.

A float16 model runs as a float32 graph (float32.py): its products have no float16 form
with float32 sums on these CPUs, and float32 holds every float16 value. Its elementwise
groups (GELU, swish) do have one where the device computes in half (AVX512-FP16): a
FusedElementwise node whose every input and output the model declares float16 runs the
DSL's f16 variant on its float32 edges (`f16:edges`: read rounded to half, as the
model's edge is, computed in half, the result stored widened), which is the model's own
precision. Only groups that call exp, sigmoid, tanh or erf: those are compute-bound and
gain (BERT's GELU, 128x1024: 24 -> 17 us), while a group of adds and multiplies is
memory-bound and the conversions make it slower (its embeddings sum 11 -> 17 us). Groups
the lowering can't take in half (a conversion, a constant beyond half's range) keep
float32 (lowering.check_f16). Runs after the fusions.
"""
from __future__ import annotations

from dataclasses import dataclass

from onnx import TensorProto, helper

from ..model import Graph, Node
from ._names import attr
from .fuse_elementwise import DOMAIN, OP_TYPE

VARIANT = "f16:edges"


@dataclass(frozen=True)
class HalfElementwise:
    def apply(self, graph: Graph) -> Graph:
        declared = graph.widened
        nodes = tuple(_in_half(n) if n.domain == DOMAIN and n.op_type == OP_TYPE and n.inputs
                      and all(declared.get(t) == TensorProto.FLOAT16 for t in (*n.inputs, *n.outputs) if t)
                      and _takes_half(n) else n for n in graph.nodes)
        return graph if all(a is b for a, b in zip(nodes, graph.nodes)) else graph.replace(nodes=nodes)


def _takes_half(node: Node) -> bool:
    """The group's op lowers in half (elementwise arithmetic, no conversion) and calls a
    function half computes itself (lowering.check_f16)."""
    from ...lowering import NotEligible, Spec, check_f16
    from ..fused import load
    text = attr(node, "opdsl", b"")
    op = load(text.decode() if isinstance(text, bytes) else text)
    try:
        return check_f16(op.checked, Spec(batch_rank=1 if op.checked.has_ellipsis else 0), edges=True)
    except NotEligible:
        return False


def _in_half(node: Node) -> Node:
    n = node.with_io(node.inputs, node.outputs)
    n.proto.attribute.append(helper.make_attribute("variant", VARIANT))
    return n
