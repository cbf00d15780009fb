"""Constant folding: a node whose inputs are all initializers runs once at load time,
through the same bindings the session uses (so folding can never disagree with running),
and its outputs become initializers. Chains fold in one pass (nodes are visited in
execution order). Random ops, nodes with subgraphs, nodes no binding supports, nodes
that fail (the run then names them) and results larger than `max_bytes` (an Expand or
Tile that would bloat the model) stay."""
from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

import numpy as np
from onnx import helper

from ..model import Graph
from ..schedule import order

NONDETERMINISTIC = {"RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike",
                    "Multinomial", "Bernoulli"}


def bindings_module(given: Any = None) -> Any:
    """The bindings to fold with: those given, else the node bindings themselves."""
    if given is not None:
        return given
    from .. import bindings
    return bindings


def _at_most(bindings: Any, nbytes: int) -> AbstractContextManager[Any]:
    set_limit = getattr(bindings, "allocation_limit", None)
    return set_limit(nbytes) if set_limit is not None else nullcontext()


@dataclass(frozen=True)
class ConstantFold:
    bindings: Any = None          # a module with bind() and Unsupported; None: jit_runtime.onnx.bindings
    max_bytes: int = 16 << 20
    keep: tuple[str, ...] = ()  # op types left as they are

    def apply(self, graph: Graph) -> Graph:
        b = None
        init = dict(graph.initializers)
        folded: set[int] = set()
        for node in order(graph):
            if node.op_type in NONDETERMINISTIC or node.op_type in self.keep or node.implicit or any(
                    a.type in (a.GRAPH, a.GRAPHS) for a in node.proto.attribute):
                continue
            if not all(t == "" or t in init for t in node.inputs):
                continue
            b = b or bindings_module(self.bindings)
            arrays = [init[t] if t else None for t in node.inputs]
            consts = {i: a for i, a in enumerate(arrays) if a is not None}
            try:
                binding = b.bind(node.proto, graph.opset(node.domain),
                                 [tuple(a.shape) if a is not None else None for a in arrays],
                                 [helper.np_dtype_to_tensor_dtype(a.dtype) if a is not None else None
                                  for a in arrays], consts)
            except b.Unsupported:
                continue
            if getattr(binding, "out_kinds", None):  # a sequence or optional is no initializer
                continue
            try:
                with _at_most(b, self.max_bytes):  # a result past max_bytes is refused before it is made
                    outs = binding.run(arrays)
            except (ValueError, TypeError, IndexError, KeyError, ArithmeticError, MemoryError):
                continue  # the node stays: its run names it (NodeError, MemoryLimitExceeded)
            if sum(np.asarray(o).nbytes for o in outs if o is not None) > self.max_bytes:
                continue
            for name, o in zip(node.outputs, outs):
                if name:
                    init[name] = np.array(o, copy=True)
            folded.add(id(node))
        if not folded:
            return graph
        return graph.replace(nodes=tuple(n for n in graph.nodes if id(n) not in folded), initializers=init)
