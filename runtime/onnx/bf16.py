"""Contractions in bfloat16, made by passes/reduced_contractions.py for the layers a session's
precision contract chose (precision.py) on a device with AVX512-BF16; domain "jit_runtime":

    BF16MatMul  x [..., K] float32, Wb [K, N] bfloat16 (uint16 codes), bias [N] or "",
                r (residual = 1: y's shape, added before the clamp) (clamp = [lo, hi]: a
                Relu or Clip taken in; window: a 2-D convolution channels-last, as
                Int8MatMul's)  -> y [..., N], x's codes (held; empty where the product
                rounds x's rows itself)

Each call rounds x to bfloat16 (a launch: lowering/quantize_u8.BF16Spec, or the window
codes; on AMX, inside the product where its block fits: qgemm.rounds_inside) and runs the
integer GEMM's bf16 variant (vdpbf16ps: each product of two bfloat16 exact in float32,
summed in float32; AMX tiles where the device has them), the bias, residual and clamp in
its epilogue. The error is the two roundings
to 8 significant bits (a relative 2**-9 each), whatever the range of x: NaN and infinities
propagate as in float32 (bfloat16 has both), a finite x beyond bfloat16's largest value
(3.39e38) becomes an infinity.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np
import onnx

from ..launch import host_work
from .edges import Edges, bf16_edges, edges_of

if TYPE_CHECKING:
    from .int8 import Window

DOMAIN = "jit_runtime"
MATMUL = "BF16MatMul"
OPS = (MATMUL,)


def to_bf16(a: np.ndarray) -> np.ndarray:
    """float32 to bfloat16 codes (uint16), rounded to nearest even; NaN stays NaN."""
    u = np.ascontiguousarray(a, np.float32).view(np.uint32)
    r = ((u + np.uint32(0x7FFF) + ((u >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)).astype(np.uint16)
    return np.where(np.isnan(a), np.uint16(0x7FC0), r).astype(np.uint16)


def to_bf16_stored(a: np.ndarray) -> np.ndarray:
    """float32 to the bfloat16 codes a product stores for a reduced reader (vcvtneps2bf16,
    lowering/elements.bf16_store): to_bf16's, but a denormal a zero of its sign and a NaN
    its own top bits, made quiet."""
    u = np.ascontiguousarray(a, np.float32).view(np.uint32)
    hi = (u >> np.uint32(16)).astype(np.uint16)
    r = to_bf16(a)
    r = np.where((u & np.uint32(0x7F800000)) == 0, hi & np.uint16(0x8000), r)
    return np.where(np.isnan(a), hi | np.uint16(0x40), r).astype(np.uint16)


def from_bf16(c: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """bfloat16 codes to the float32 values they stand for (exact); into out (float32 of
    c's size) where given."""
    if out is None:
        return (np.asarray(c, np.uint16).astype(np.uint32) << np.uint32(16)).view(np.float32)
    bits = out.reshape(-1).view(np.uint32)
    bits[...] = np.asarray(c, np.uint16).reshape(-1)
    bits <<= np.uint32(16)
    return out


class NativeBF16MatMul:
    """BF16MatMul as kernel launches on arrays the arena holds (output 1: x's codes, as
    the rounding launch writes them, or empty where the product rounds x's rows itself)."""

    def __init__(self, wb: np.ndarray, bias: np.ndarray | None, clamp: tuple[float, float] | None = None,
                 window: "Window | None" = None, residual: bool = False, edges: Edges = Edges()):
        self.k, self.n = wb.shape
        self.window = window
        self.wb, self.bias, self.clamp = wb, bias, clamp
        self.residual = residual  # input 3: y's shape, added before the clamp (a residual connection)
        self.edges = edges
        from .int8 import Scratch
        self.widened = Scratch()  # x widened to float32 where no launch reads its codes (below)
        self._states: dict[tuple, Any] = {}
        self._panels: dict[tuple[int, int], np.ndarray] = {}  # (NR, Kp) -> the weights laid out (once)
        self._lock = threading.Lock()

    def panels(self, nr: int, kp: int) -> np.ndarray:
        """Wb as the GEMM's panels [J, Kp / 2, NR, 2] (zeros past K and N), made once per
        NR and Kp."""
        p = self._panels.get((nr, kp))
        if p is None:
            j = -(-self.n // nr)
            w = np.zeros((kp, j * nr), np.uint16)
            w[:self.k, :self.n] = self.wb
            p = self._panels[nr, kp] = np.ascontiguousarray(w.reshape(kp // 2, 2, j, nr).transpose(2, 0, 3, 1))
        return p

    def _state(self, x_shape: tuple[int, ...], rows: int, opts: dict, codes_in: bool = False):
        """The launches for x of this shape (`rows` rows), made once (convamx.BF16Calls):
        a convolution on AMX tiles over a padded copy of x where it runs
        (runtime/convamx.py); else, where the product makes its codes inside
        (qgemm.rounds_inside), the GEMM alone on x's rows, or x's rows rounded then the
        GEMM copying its windows from them; else the window codes (or x's rows rounded)
        and the GEMM. codes_in: x is bfloat16 codes, read as they are (its rows; its
        windows where the product copies them, r_window; else None: no such launch)."""
        from ..convamx import BF16Calls, conv_calls
        from ..device import profile
        from ..qgemm import bf16_plan, launch_of
        from ..rowkernels import bf16_launch
        from .int8 import state_key
        key = state_key(opts, x_shape, rows, self.window) + (codes_in,)
        if key in self._states:
            return self._states[key]
        prof = profile(opts.get("device"))
        threads = opts.get("threads")
        e = self.edges
        st = conv_calls(prof, self.window, x_shape, self.n, self.panels, self.bias, self.clamp, threads,
                        self.residual, Edges(codes_in, e.res, e.y)) if self.window else None
        if st is None:
            codes = _code_windows(self.window, x_shape, codes_in) if self.window else None
            plan = bf16_plan(prof, rows, self.n, self.k, self.panels, self.bias, self.clamp, self.residual,
                             rounding=(self.window is None and not codes_in) or codes is not None, windows=codes)
            product = launch_of(bf16_edges(plan, e.y, e.res), threads)
            kp = plan.ins[0].shape[-1]
            if codes_in:  # x's codes read as they are: its rows (padded where short of kp), its windows
                st = BF16Calls(None, (0, 0) if plan.spec.r_window or kp == self.k else (rows, kp), product,
                               plan.ins[1:]) if plan.spec.r_window or self.window is None else None
            elif plan.spec.r_f32:  # the product rounds x's rows itself: no codes
                st = BF16Calls(None, (0, 0), product, plan.ins[1:])
            elif plan.spec.r_window:  # x's rows rounded, whose windows the product copies
                assert codes is not None
                st = BF16Calls(bf16_launch(prof, *codes[0], codes[0][1], threads), codes[0], product, plan.ins[1:])
            else:
                rounding = self.window.launch(prof, "bf16", x_shape, kp, threads) if self.window else \
                    bf16_launch(prof, rows, self.k, kp, threads)
                st = BF16Calls(rounding, (rows, kp), product, plan.ins[1:])
        with self._lock:
            self._states[key] = st
        return st

    def held(self) -> list[np.ndarray]:
        """The arrays the launches read besides the node's inputs and outputs."""
        return [a for st in list(self._states.values()) if st is not None for a in st.rest]

    def run(self, inputs, out=None):
        from .bindings.qint import options
        from .int8 import product_shape, residual_rows
        x = inputs[0]
        rows, shape = product_shape(MATMUL, x, self.k, self.n, self.window)
        if x.dtype != (np.uint16 if self.edges.x else np.float32):
            raise ValueError(f"{MATMUL}: x is {x.dtype}; expected {'bfloat16 codes (uint16)' if self.edges.x else 'float32'}")
        given = list(out) + [None] * (2 - len(out)) if out else [None] * 2
        opts = options()
        codes_in = self.edges.x and self._state(x.shape, rows, opts, True) is not None
        if self.edges.x and not codes_in:  # no launch here reads x's codes: x widened, then as float32
            host_work()  # (in numpy: a session's run then makes no replay, which would skip it)
            x = from_bf16(x, self.widened.get(x.size)).reshape(x.shape)
        st = self._state(x.shape, rows, opts, codes_in)
        y = given[0] if given[0] is not None else np.empty(shape, np.uint16 if self.edges.y else np.float32)
        size = st.codes[0] * st.codes[1]
        q = given[1] if given[1] is not None and given[1].size == size else np.empty(st.codes, np.uint16)
        if rows == 0 or self.n == 0:
            return [y, q]
        res = (residual_rows(MATMUL, inputs, 3, rows, self.n, self.edges.res),) if self.residual else ()
        if st.rounding is None:  # x's rows: float32 (r_f32) or its codes; or the windows of its codes
            r = np.ascontiguousarray(x).reshape(-1, x.shape[-1] * (x.shape[-2] if self.window else 1))
            if size:  # codes of rows short of whole tiles: padded with zeros (in numpy, as widening)
                host_work()
                q2 = q.reshape(st.codes)
                q2[:, :self.k], q2[:, self.k:] = r, 0
                r = q2
            st.product.run((r,) + tuple(st.rest) + res, [y.reshape(rows, self.n)])
            return [y, q]
        q2 = q.reshape(st.codes)
        st.rounding.run([np.ascontiguousarray(x).reshape(st.rounding.boundary.shapes[0])], [q2])
        st.product.run((q2,) + tuple(st.rest) + res, [y.reshape(rows, self.n)])
        return [y, q]


def _code_windows(window: "Window", x_shape: tuple[int, ...], codes_in: bool = False) \
        -> tuple[tuple[int, int], tuple[int, int, int], tuple[int, ...]] | None:
    """The codes of x [B, H, W, C] a window product copies its windows from (gemm_int8's
    r_window: x's rows rounded, [B*H, W*C]), the window's (kh, kw, C) and the GEMM's
    window sizes (WINDOW_SIZES);
    None for a window dilated along W (the kernel copies whole kernel rows), or one whose
    windows skip pixels (a kernel smaller than its stride: a 1x1 stride-2 downsampling,
    whose window codes read a quarter of x where rounding x's rows would read it all:
    56x56x256 -> 28x28x512, 536 us against the codes and GEMM's ~300, one thread, Xeon),
    unless x is codes already (codes_in: nothing is rounded)."""
    b, h, w, c = x_shape
    if window.dilations[1] != 1 or (not codes_in and any(k < s for k, s in zip(window.kernel, window.strides))):
        return None
    (kh, kw), (sh, sw), (dh, _), (pt, pl, _, _) = window.kernel, window.strides, window.dilations, window.pads
    return (b * h, w * c), (kh, kw, c), (h, w, *window.out_hw(h, w), sh, sw, dh, pt, pl)


def window_reads_codes(prof, window: "Window", x_shape: tuple[int, ...], n: int) -> bool:
    """Whether a BF16MatMul over this window reads x [B, H, W, C] as bfloat16 codes in
    place (the AMX product copying its windows from them, r_window; elsewhere x's codes
    would be widened back to float32 first)."""
    from ..convamx import conv_runs
    from ..qgemm import bf16_kp, bf16_tile, rounds_inside
    if conv_runs(prof, window, x_shape, n):
        return True
    codes = _code_windows(window, x_shape, True)
    if codes is None:
        return False
    oh, ow = window.out_hw(x_shape[1], x_shape[2])
    variant, mr, nv = bf16_tile(prof, x_shape[0] * oh * ow, n)
    return rounds_inside(prof, variant, mr, nv, n, bf16_kp(variant, window.taps * x_shape[3]))


def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence, const_inputs: dict):
    from .bindings._base import F32, Binding, Unsupported, dtype_name, with_options
    from ..device import profile
    from ..qgemm import has_bf16
    t = node.op_type
    edges = edges_of(node, input_dtypes, 0, 3)
    for i, coded in ((0, edges.x), (2, False), (3, edges.res)):
        d = input_dtypes[i] if i < len(input_dtypes or []) else None
        if d is not None and d != F32 and i < len(node.input) and node.input[i] and not coded:
            raise Unsupported(t, node.domain, opset, f"input {i} is {dtype_name(d)}; expected float32"
                                                     + (" or bfloat16 codes (uint16)" if i != 2 else ""))
    wb = const_inputs.get(1)
    bias = const_inputs.get(2) if len(node.input) > 2 and node.input[2] else None
    if wb is None or wb.dtype != np.uint16 or wb.ndim != 2:
        raise Unsupported(t, node.domain, opset, "the weights must be a constant [K, N] of bfloat16 codes (uint16)")
    if len(node.input) > 2 and node.input[2] and (bias is None or bias.shape != (wb.shape[1],)):
        raise Unsupported(t, node.domain, opset, f"the bias must be a constant of {wb.shape[1]} values")
    if not has_bf16(profile(None)):
        raise Unsupported(t, node.domain, opset, "this device has no AVX512-BF16")
    from .int8 import clamp_of, window_of
    residual = any(a.name == "residual" and a.i for a in node.attribute)
    if residual and (len(node.input) < 4 or not node.input[3]):
        raise Unsupported(t, node.domain, opset, "residual=1 needs input 3 (the tensor added to y)")
    window = window_of(node, opset, wb.shape[0])
    native = NativeBF16MatMul(wb, None if bias is None else bias.astype(np.float32), clamp_of(node, opset),
                              window, residual, edges)
    return Binding(t, None, "kernel", with_options(native.run), held=native.held)


__all__ = ["OPS", "MATMUL", "bind", "to_bf16", "to_bf16_stored", "from_bf16", "window_reads_codes", "NativeBF16MatMul"]
