"""Products of two activations in bfloat16, made by passes/fed_products.py for the MatMuls
a session's precision contract chose (precision.py) on a device with AVX512-BF16; domain
"jit_runtime":

    BF16BatchMatMul  a [..., M, K] float32, b [..., K, N] float32, r (residual = 1: added
                     before nothing else; its last two dims M, N, the rest broadcast to
                     y's), alpha (a constant factor of the sums)
                     -> y [..., M, N] = alpha * (a @ b) + r, and two scratch outputs held
                     in the arena: b's panels, a's codes (empty where the product rounds
                     a's rows itself)

A transformer's attention is two of them, Q @ K^T (alpha 1/sqrt(d), the mask as r) and
softmax(..) @ V. Neither operand is a constant, so each call, per batch element: a kernel
rounds b to bfloat16 and lays it out as the GEMM's panels (lowering/gemm_int8_packer.py,
`rounds`), and the bf16 GEMM (AMX tiles or vdpbf16ps: exact products, float32 sums)
rounds a's rows itself where its block fits (qgemm.rounds_inside), else after a rounding
launch. The error is the two roundings to 8 significant bits (a relative 2**-9 each), as
BF16MatMul's; NaN and infinities propagate as in float32.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
import onnx

from ..launch import Launch

DOMAIN = "jit_runtime"
OP = "BF16BatchMatMul"
OPS = (OP,)


@dataclass(frozen=True)
class _Calls:
    """One input shape's launches: b [K, N] to panels, a [M, K] to codes (None where the
    product rounds a's rows itself), the product; the product's arrays after R and the
    panels; the scratch shapes; per batch element of y, the batch elements of a, b and r
    it reads."""
    pack: Launch
    rounding: Launch | None
    product: Launch
    rest: tuple[np.ndarray, ...]
    panels: tuple[int, ...]
    codes: tuple[int, int]
    pairs: tuple[tuple[int, int, int], ...]


def _batch_index(shape: tuple[int, ...], batch: tuple[int, ...]) -> np.ndarray:
    """For each element of `batch` (flat), the flat index of the element of `shape` (a
    batch shape broadcast to it) it reads."""
    lead = (1,) * (len(batch) - len(shape)) + tuple(shape)
    return np.broadcast_to(np.arange(int(np.prod(lead, dtype=np.int64))).reshape(lead), batch).reshape(-1)


class NativeBF16BatchMatMul:
    """BF16BatchMatMul as kernel launches (outputs 1 and 2: the panels and codes, scratch
    the arena holds, so a native replay finds them where it recorded them)."""

    def __init__(self, alpha: float = 1.0, residual: bool = False):
        self.alpha, self.residual = float(alpha), residual
        self._states: dict[tuple, _Calls] = {}
        self._lock = threading.Lock()

    def _calls(self, a_shape: tuple[int, ...], b_shape: tuple[int, ...], r_shape: tuple[int, ...] | None,
               opts: dict) -> _Calls:
        from ..device import profile
        from ..lowering import gemm_amx
        from ..qgemm import bf16_plan, launch_of
        from ..rowkernels import bf16_launch, bf16_pack_launch
        device = opts.get("device")
        key = (a_shape, b_shape, r_shape, opts.get("variant"), opts.get("threads"),
               device if device is None or isinstance(device, str) else device.name)
        st = self._states.get(key)
        if st is not None:
            return st
        prof, threads = profile(device), opts.get("threads")
        (m, k), n = a_shape[-2:], b_shape[-1]
        batch = tuple(np.broadcast_shapes(a_shape[:-2], b_shape[:-2]))
        plan = bf16_plan(prof, m, n, k, lambda nr, kp: np.zeros((-(-n // nr), kp // 2, nr, 2), np.uint16),
                         None, None, self.residual, rounding=True)
        kp, nr = 2 * plan.sizes[2], plan.spec.nr
        rest = list(plan.ins[2:])
        rest[4] = np.where(np.arange(rest[4].size) < n, np.float32(self.alpha), np.float32(0))  # the column scales
        tile = gemm_amx.KG_TILE if plan.spec.variant == "amx" else 1
        pairs = zip(_batch_index(a_shape[:-2], batch), _batch_index(b_shape[:-2], batch),
                    _batch_index(r_shape[:-2], batch) if r_shape is not None else [0] * int(np.prod(batch)))
        st = _Calls(bf16_pack_launch(prof, k, n, nr, tile, threads),
                    None if plan.spec.r_f32 else bf16_launch(prof, m, k, kp, threads),
                    launch_of(plan, threads), tuple(rest), plan.ins[1].shape,
                    (0, 0) if plan.spec.r_f32 else (m, kp), tuple((int(a), int(b), int(r)) for a, b, r in pairs))
        with self._lock:
            self._states[key] = st
        return st

    def held(self) -> list[np.ndarray]:
        """The arrays the launches read besides the node's inputs and outputs."""
        return [a for st in list(self._states.values()) for a in st.rest]

    def run(self, inputs, out=None):
        from .bindings.qint import options
        a, b = inputs[0], inputs[1]
        r = inputs[2] if self.residual and len(inputs) > 2 else None
        if a.dtype != np.float32 or b.dtype != np.float32 or a.ndim < 2 or b.ndim < 2 or a.shape[-1] != b.shape[-2]:
            raise ValueError(f"{OP}: a {a.dtype} {tuple(a.shape)} and b {b.dtype} {tuple(b.shape)}; expected float32 "
                             f"[..., M, K] and [..., K, N]")
        (m, k), n = a.shape[-2:], b.shape[-1]
        try:
            batch = tuple(np.broadcast_shapes(a.shape[:-2], b.shape[:-2]))
        except ValueError:
            raise ValueError(f"{OP}: the batch dims of a {tuple(a.shape)} and b {tuple(b.shape)} do not broadcast") \
                from None
        shape = batch + (m, n)
        if self.residual and (r is None or r.dtype != np.float32 or r.ndim < 2 or r.shape[-2:] != (m, n)
                              or np.broadcast_shapes(r.shape, shape) != shape):
            got = "none" if r is None else f"{r.dtype} {tuple(r.shape)}"
            raise ValueError(f"{OP}: the residual (input 2) must be float32 broadcasting to y's {shape} with its last "
                             f"two dims ({m}, {n}), got {got}")
        st = self._calls(a.shape, b.shape, r.shape if r is not None else None, options())
        given = list(out) + [None] * (3 - len(out)) if out else [None] * 3
        y = given[0] if given[0] is not None else np.empty(shape, np.float32)
        size = int(np.prod(st.panels))
        p = given[1].reshape(st.panels) if given[1] is not None and given[1].size == size else \
            np.empty(st.panels, np.uint16)
        csize = st.codes[0] * st.codes[1]
        q = given[2] if given[2] is not None and given[2].size == csize else np.empty(st.codes, np.uint16)
        if y.size == 0:
            return [y, p, q]
        if k == 0:
            y[...] = np.broadcast_to(r, shape) if r is not None else 0
            return [y, p, q]
        a3 = np.ascontiguousarray(a).reshape(-1, m, k)
        b3 = np.ascontiguousarray(b).reshape(-1, k, n)
        r3 = np.ascontiguousarray(r).reshape(-1, m, n) if r is not None else None
        y3 = y.reshape(-1, m, n)
        q2 = q.reshape(st.codes)
        for i, (ia, ib, ir) in enumerate(st.pairs):
            st.pack.run([b3[ib]], [p])
            x = a3[ia]
            if st.rounding is not None:
                st.rounding.run([x], [q2])
                x = q2
            st.product.run((x, p) + st.rest + ((r3[ir],) if r3 is not None else ()), [y3[i]])
        return [y, p, q]


def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence, const_inputs: dict):
    from .bindings._base import F32, Binding, Unsupported, dtype_name, with_options
    from ..device import profile
    from ..qgemm import has_bf16
    t = node.op_type
    residual = any(a.name == "residual" and a.i for a in node.attribute)
    alpha = next((a.f for a in node.attribute if a.name == "alpha"), 1.0)
    for i in range(3 if residual else 2):
        d = input_dtypes[i] if i < len(input_dtypes or []) else None
        if i >= len(node.input) or not node.input[i]:
            raise Unsupported(t, node.domain, opset, f"input {i} is missing" + (" (residual=1)" if i == 2 else ""))
        if d is not None and d != F32:
            raise Unsupported(t, node.domain, opset, f"input {i} is {dtype_name(d)}; expected float32")
    if not has_bf16(profile(None)):
        raise Unsupported(t, node.domain, opset, "this device has no AVX512-BF16")
    native = NativeBF16BatchMatMul(alpha, residual)
    return Binding(t, None, "kernel", with_options(native.run), held=native.held)


def node(name: str, a: str, b: str, r: str, outputs: Sequence[str], alpha: float) -> onnx.NodeProto:
    """The NodeProto of a BF16BatchMatMul (r "" for none)."""
    attrs: dict[str, Any] = {"alpha": float(alpha)}
    if r:
        attrs["residual"] = 1
    return onnx.helper.make_node(OP, [a, b] + ([r] if r else []), list(outputs), name=name, domain=DOMAIN, **attrs)


__all__ = ["OP", "OPS", "bind", "node", "NativeBF16BatchMatMul"]
