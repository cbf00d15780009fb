"""BatchNormalization with training_mode = 1 (opsets 14 and later): the library op
batchnorm_train (ops_library/onnx_extra.opdsl) on x viewed [N, C, S] (S: the spatial
dims merged, 1 for a 2-D input). Y is normalized by the batch statistics of each channel
(mean and population variance over N and S); running_mean and running_var are
input * momentum + batch * (1 - momentum), the variance again the biased one: so say the
spec ("ReduceVar ... does not use sample size N - 1"), onnx's reference
(onnx/reference/ops/op_batch_normalization.py: x.var(), for both) and onnxruntime."""
from __future__ import annotations

from ._base import Binding, Ctx, lib, prod, run_op
from .shape import view


def bind(ctx: Ctx) -> Binding:
    """The training-mode binding (the caller checked the inputs are float32)."""
    if ctx.n_out not in (1, 3):
        raise ctx.fail(f"training_mode = 1 with {ctx.n_out} outputs; expected Y, running_mean and running_var")
    eps = float(ctx.attr("epsilon", 1e-5))
    momentum = float(ctx.attr("momentum", 0.9))
    op = lib("batchnorm_train")
    used = [ctx.out_used(i) for i in range(ctx.n_out)]

    def run(inputs, out=None):
        if len(inputs) < 5 or any(a is None for a in inputs[:5]):
            raise ValueError("BatchNormalization: X, scale, B, input_mean and input_var are all required")
        x, scale, bias, mean, var = inputs[:5]
        if x.ndim < 2:
            raise ValueError(f"BatchNormalization: input rank {x.ndim}; expected N, C and any spatial dims")
        C = x.shape[1]
        for what, p in (("scale", scale), ("B", bias), ("input_mean", mean), ("input_var", var)):
            if p.shape != (C,):
                raise ValueError(f"BatchNormalization: {what} has shape {p.shape}; expected ({C},) for {C} channels")
        if x.shape[0] * prod(x.shape[2:]) == 0:
            raise ValueError(f"BatchNormalization: training mode over an empty batch {x.shape} (no statistics)")
        x3 = view(x, (x.shape[0], C, prod(x.shape[2:])))
        o = list(out) if out is not None else [None] * 3
        o += [None] * (3 - len(o))
        res = run_op(op, [x3, scale, bias, mean, var], {"eps": eps, "momentum": momentum},
                     shapes=[x.shape, (C,), (C,)], out=o[:3])
        return [r if u else None for r, u in zip(res, used)]
    return Binding(ctx.op_type, op.name, "kernel", run)
