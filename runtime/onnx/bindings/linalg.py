"""MatMul (numpy semantics: 1-D operands, broadcasting batch dims) and Gemm on the
library's matmul and gemm."""
from __future__ import annotations

import numpy as np

from ._base import Binding, Ctx, binder, lib, run_op, zeros
from .shape import view


def matmul_shapes(a_shape, b_shape):
    """(a as >= 2-D, b as >= 2-D, the ONNX output shape), numpy's matmul rules."""
    if len(a_shape) == 0 or len(b_shape) == 0:
        raise ValueError("MatMul: operands must be at least 1-D")
    a2 = (1,) + tuple(a_shape) if len(a_shape) == 1 else tuple(a_shape)
    b2 = tuple(b_shape) + (1,) if len(b_shape) == 1 else tuple(b_shape)
    if a2[-1] != b2[-2]:
        raise ValueError(f"MatMul: shapes {tuple(a_shape)} and {tuple(b_shape)} don't agree on K")
    batch = tuple(np.broadcast_shapes(a2[:-2], b2[:-2]))
    out = batch + ((a2[-2],) if len(a_shape) > 1 else ()) + ((b2[-1],) if len(b_shape) > 1 else ())
    return a2, b2, out


@binder("MatMul", since=1)
def _matmul(ctx: Ctx) -> Binding:
    ctx.float_input(0)
    ctx.float_input(1)
    op = lib("matmul")

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        a2, b2, out_shape = matmul_shapes(a.shape, b.shape)
        a2 = rows_of(a2, b2)
        return run_op(op, [view(a, a2), view(b, b2)], shapes=[out_shape], out=out)
    return Binding(ctx.op_type, "matmul", "kernel", run)


def rows_of(a2: tuple, b2: tuple) -> tuple:
    """a's shape for the product: with a 2-D b, a's leading dims are all rows (one GEMM of
    prod(a.shape[:-1]) rows, where a batch of GEMMs would run one row each for a [S, 1, K])."""
    if len(b2) == 2 and len(a2) > 2:
        return (int(np.prod(a2[:-1])), a2[-1])
    return a2


@binder("Gemm", since=1)
def _gemm(ctx: Ctx) -> Binding:
    for i in range(min(ctx.n_in, 3)):
        ctx.float_input(i)
    if ctx.opset < 11 and not ctx.has(2):
        raise ctx.fail("input C is required before opset 11")
    alpha = float(ctx.attr("alpha", 1.0))
    beta = float(ctx.attr("beta", 1.0))
    ta, tb = int(ctx.attr("transA", 0)), int(ctx.attr("transB", 0))
    op = lib("gemm")

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        c = inputs[2] if len(inputs) > 2 and inputs[2] is not None else None
        if a.ndim != 2 or b.ndim != 2:
            raise ValueError(f"Gemm: A {a.shape} and B {b.shape} must be 2-D")
        m, k = (a.shape[1], a.shape[0]) if ta else a.shape
        k2, n = (b.shape[1], b.shape[0]) if tb else b.shape
        if k != k2:
            raise ValueError(f"Gemm: op(A) is {m}x{k} but op(B) is {k2}x{n}")
        bb = beta
        if c is None:
            c2, bb = zeros((1, 1)), 0.0
        else:
            c2 = gemm_c(c, m, n)
        return run_op(op, [a, b, c2], dict(alpha=alpha, beta=bb, trans_a=ta, trans_b=tb),
                      shapes=[(m, n)], out=out)
    return Binding(ctx.op_type, "gemm", "kernel", run)


def gemm_c(c: np.ndarray, m: int, n: int) -> np.ndarray:
    """Gemm's C as a 2-D [1|M, 1|N] view (scalar, row or matrix), checked to broadcast."""
    if c.ndim == 0:
        c2 = view(c, (1, 1))
    elif c.ndim == 1:
        c2 = view(c, (1, c.shape[0]))
    elif c.ndim == 2:
        c2 = c
    else:
        raise ValueError(f"Gemm: C has rank {c.ndim}")
    if c2.shape[0] not in (1, m) or c2.shape[1] not in (1, n):
        raise ValueError(f"Gemm: C {c.shape} does not broadcast to ({m}, {n})")
    return c2
