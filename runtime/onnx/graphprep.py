"""A graph on its way to being bound (program.py): its values held against the memory
limit, its passes run (each a stage of the load profile; one that fails on a model it did
not foresee is left out), the allocation limit constant folding runs under, the vector
unit weight layouts are sized to; and a node given to onnx's reference evaluator
(fallback="reference")."""
from __future__ import annotations

from contextlib import nullcontext
from typing import Callable

from onnx import helper

from . import memory
from .float32 import widen_output
from .memory import MemoryLimitExceeded
from .model import Graph, InvalidModel, Node, UnsupportedModel
from ..device import profile as device_profile
from ..loadprofile import stage


def _reference(node: Node, graph: Graph, infos: dict) -> Callable:
    """Run one node through onnx.reference.ReferenceEvaluator on a one-node model."""
    from onnx.reference import ReferenceEvaluator
    names = list(dict.fromkeys(t for t in node.inputs + node.implicit if t))

    def vi(name):
        info = infos.get(name)
        return helper.make_tensor_value_info(name, info.elem_type if info else 0, None)
    g = helper.make_graph([node.proto], f"fallback_{node.name}", [vi(n) for n in names],
                          [vi(o) for o in node.outputs if o])
    opsets = [helper.make_opsetid(d, v) for d, v in graph.opsets.items()]
    ev = ReferenceEvaluator(helper.make_model(g, opset_imports=opsets, ir_version=max(graph.ir_version, 3),
                                              functions=list(graph.functions)))
    outs = [o for o in node.outputs]

    def run(inputs, out=None):
        res = iter(ev.run(None, {n: a for n, a in zip(node.inputs + node.implicit, inputs) if n}))
        return [widen_output(next(res)) if o else None for o in outs]
    return run


def largest(graph: Graph) -> list | None:
    """[bytes, what] of the largest value whose inferred static shape is known (not an
    initializer), or None: what _check_values holds against the memory limit."""
    sizes = [(memory.nbytes(t.static_shape, t.dtype), t.name) for t in graph.tensors.values()
             if t.static_shape is not None and t.dtype is not None and t.name not in graph.initializers]
    if not sizes:
        return None
    big, name = max(sizes, key=lambda s: s[0])  # (a name may be bytes: a mangled model)
    by = next((f", output of node '{n.name}' ({n.op_type}, domain '{n.domain or 'ai.onnx'}', opset "
               f"{graph.opset(n.domain)})" for n in graph.nodes if name in n.outputs), "")
    return [big, f"value '{name}' {graph.tensors[name].static_shape} {graph.tensors[name].dtype}{by}"]


def _check_values(graph: Graph, memory_limit, found: list | None = None) -> None:
    """A value whose inferred static shape alone is past the memory limit can never be
    computed: refuse the model at load (before constant folding would try it in numpy).
    `found`: largest(graph), when known already (a load record keeps it)."""
    big = found if found is not None else largest(graph)
    if big:
        memory.check(big[1], {"the value": big[0]}, memory_limit)


def _passes(graph: Graph, passes) -> Graph:
    """The graph after each pass. A pass is an optimization from a valid graph to a valid
    graph: one that fails on a model it did not foresee is left out (with a warning naming
    it and the error) and the model runs without it; the model's own errors (InvalidModel,
    MemoryLimitExceeded, ...) are the model's."""
    for p in passes:
        try:
            with stage("graph passes", detail=type(p).__name__):
                graph = p.apply(graph)
        except (InvalidModel, UnsupportedModel, MemoryLimitExceeded):
            raise
        except Exception as e:  # noqa: BLE001
            import warnings
            warnings.warn(f"graph pass {type(p).__name__} failed on this model ({type(e).__name__}: {e}); "
                          f"the model runs without it", RuntimeWarning, stacklevel=5)
    return graph


def _allocation_limit(bindings, memory_limit):
    """The bindings' check_alloc refuses one array past the session's memory limit within
    (a substitute bindings module without allocation_limit: nothing to set)."""
    set_limit = getattr(bindings, "allocation_limit", None)
    return set_limit(memory_limit) if set_limit is not None else nullcontext()


def _vector_lanes(options: dict):
    """The fixed vector unit the session's kernels run on (the weight-panel layout is
    sized to it), or None where no simd GEMM runs (scalar variant, scalable vectors)."""
    if options.get("variant") == "scalar":
        return None
    lanes = device_profile(options.get("device")).lanes
    return None if lanes.scalable else lanes
