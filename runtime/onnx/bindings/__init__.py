"""ONNX node bindings: how each node of a model executes through a DSL op.

    binding = bind(node, opset, input_shapes, input_dtypes, const_inputs)
    outputs = binding.run(inputs)              # or binding.run(inputs, out=[arena views])

`bind` is called once per node at load time (shapes and dtypes from ONNX shape inference,
None where unknown; `const_inputs`: the values of initializer/constant inputs by
position) and raises `Unsupported` with the op type, domain, opset and a reason for
anything it can't run. `Binding.kind` says what `run` does:

- "kernel": runs a DSL op (library, ops_library/onnx_extra.opdsl, or text generated per
  node pattern and loaded once per distinct text); float32 only. `out=` places outputs;
  `run(inputs, out, variant=..., device=..., threads=...)` passes those to every DSL op
  call (defaults: the tuned choice, as Op does). Integer inputs (shape arithmetic) still
  run in numpy inside a kernel binding when the dtypes were unknown at load time.
- "view": returns numpy views of the input (Reshape, Flatten, Squeeze, Unsqueeze,
  Identity, Dropout, Cast to the same type, Transpose that only moves size-1 dims).
- "shape": small int64/bool arrays computed in numpy (Shape, Gather/Concat/Slice/... on
  int64 data, comparisons and logic on integers or booleans, Cast between types).
- "constant": a fixed value (Constant, ConstantOfShape of a constant shape).

Modules: elementwise, reduce, nn (conv/pool/norm), linalg, shape (views, shape tensors),
data (transpose/concat/split/slice/gather/pad/expand/tile), select (where/compare/logic/
cast), generated (DSL text generators). SUPPORTED maps each op type of the default domain to the opsets it
runs at.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import onnx

from ..checks import InvalidModel
from ._base import (DEFAULT_DOMAINS, OWN_DOMAIN, FIRST_OPSET, LAST_OPSET, BINDERS, SUPPORTED, Binding, Ctx,
                    Unsupported, allocation_limit, with_options)
from . import elementwise, reduce, nn, linalg, shape, data, gather, pad, select  # noqa: F401  (register binders)
from . import resize, math_extra, trig, arg, scatter, indexing, scan, norm_extra, layout, einsum  # noqa: F401
from . import quant, qlinear  # noqa: F401
from . import control, rnn, detection, sequence  # noqa: F401

__all__ = ["Binding", "Unsupported", "SUPPORTED", "bind", "FIRST_OPSET", "LAST_OPSET", "allocation_limit"]


def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence[tuple[int, ...] | None],
         input_dtypes: Sequence[int | None], const_inputs: dict[int, np.ndarray],
         kinds: Sequence[str] = ()) -> Binding:
    """The Binding that executes `node` (default-domain `opset`), or Unsupported. Nodes of
    the runtime's own domain (what the passes make: fused, channels-last, weight-panel
    nodes) are bound by onnx/fused.py. `kinds`: per input, "" for a tensor, else the
    sequence or optional kind (values.py); only the ops of sequence.TAKES_KINDS take those,
    and only the ops of STRING_OK take string tensors (no numeric kernel ever sees one)."""
    op_type, domain = node.op_type, node.domain
    if domain == OWN_DOMAIN:
        from ..fused import bind as bind_own
        return bind_own(node, opset, input_shapes, input_dtypes, const_inputs)
    if domain not in DEFAULT_DOMAINS:
        raise Unsupported(op_type, domain, opset,
                          f"domain '{domain}' is not supported (only the default ONNX domain)")
    fn = BINDERS.get(op_type)
    if fn is None:
        raise Unsupported(op_type, domain, opset, "no binding for this op type")
    first, last = SUPPORTED[op_type]
    if not first <= opset <= last:
        raise Unsupported(op_type, domain, opset, f"opset {opset} is outside the supported range "
                                                  f"{first} to {last} for {op_type}")
    ctx = Ctx(node, opset, input_shapes, input_dtypes, const_inputs, kinds)
    _check_kinds(ctx)
    if any(ctx.kinds) and op_type in sequence.KIND_BINDERS:
        fn = sequence.KIND_BINDERS[op_type]
    try:
        b = fn(ctx)
    except (Unsupported, InvalidModel):  # InvalidModel: a subgraph the model states wrongly
        raise
    except (ValueError, TypeError, KeyError) as e:
        raise Unsupported(op_type, domain, opset, f"invalid node: {e}") from e
    if b.kind == "kernel":
        b.run = with_options(b.run)
    return b


STRING_OK = frozenset({"Equal", "Identity", "Shape", "Size", "If", "Loop", "Scan"})  # ops that take string tensors


def _check_kinds(ctx: Ctx) -> None:
    """Unsupported, naming the input, where a sequence or optional reaches an op that takes
    tensors, or a string tensor one that computes with numbers."""
    from ..values import describe
    for i, k in enumerate(ctx.kinds):
        if k and ctx.op_type not in sequence.TAKES_KINDS:
            raise ctx.fail(f"input {i} ('{ctx.node.input[i]}') is {describe(k, ctx.dtype(i) or 0)}; "
                           f"{ctx.op_type} takes tensors")
    if ctx.op_type not in STRING_OK:
        for i in range(ctx.n_in):
            if ctx.has(i) and ctx.dtype(i) == onnx.TensorProto.STRING:
                raise ctx.fail(f"input is string (input {i}, '{ctx.node.input[i]}'); {ctx.op_type} runs on "
                               f"numbers (string tensors: {', '.join(sorted(STRING_OK))})")
