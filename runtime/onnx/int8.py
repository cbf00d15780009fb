"""Contractions on 8-bit integers, made by passes/reduced_contractions.py for the layers a
session's precision contract lets run that way (precision.py); domain "jit_runtime":

    Int8MatMul  x [..., K] float32, Wq [K, N] int8, w_scale [N], bias [N] or ""   -> y [..., N]
                (clamp = [lo, hi]: a Relu or Clip taken into the epilogue; window =
                [kh, kw, sh, sw, dh, dw, pt, pl, pb, pr]: a 2-D convolution channels-last,
                x [B, H, W, C] -> y [B, OH, OW, N], K = kh*kw*C, rows (i, j, c);
                unsigned = 1: x is known >= 0, its codes zero point 0 over [0, max x];
                rows of x quantized each by its own max, a window's x by one;
                given = [scale, zero point]: x's codes are a QDQ model's uint8 values,
                round(x / scale) + zero point, exact for its dequantized activations;
                residual = 1: input 4 r, y's shape, added before the clamp)
    Int8Conv    x [N, C, *S] float32, Wq [M, C/group, *k] int8, w_scale [M], bias [M] or "";
                Conv's attributes                                                 -> y [N, M, *O]

Each call quantizes x per tensor to uint8 (input_params: zero point 0 for inputs with no
negative value, else 128), sums the integer products exactly in int32 on the
integer GEMM (runtime/qgemm.py), and scales them back in its epilogue:
y = x_scale * w_scale[n] * sum + bias[n]. The only error is the two roundings to 8 bits.
An x with NaN or infinity has no finite range: that call runs the float32 product of x
and the dequantized weights instead, so they propagate as they do in float32.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Sequence

import numpy as np
import onnx
from onnx import helper

DOMAIN = "jit_runtime"  # the runtime's own nodes (fused.py's)
MATMUL, CONV = "Int8MatMul", "Int8Conv"
OPS = (MATMUL, CONV)


def quantize_weights(w: np.ndarray, axis: int, levels: int = 127) -> tuple[np.ndarray, np.ndarray]:
    """(Wq int8, scale float32 per index of axis): symmetric, [-levels, levels], each
    channel's largest |w| at levels (scale 1 for an all-zero channel)."""
    other = tuple(i for i in range(w.ndim) if i != axis)
    top = np.abs(w).max(axis=other) if w.size else np.zeros(w.shape[axis], np.float32)
    scale = np.where(top > 0, top / np.float32(levels), np.float32(1)).astype(np.float32)
    shape = [1] * w.ndim
    shape[axis] = -1
    q = np.clip(np.rint(w / scale.reshape(shape)), -levels, levels).astype(np.int8)
    return q, scale


def weight_levels(prof) -> int:
    """64 where the device's best integer GEMM is vpmaddubsw (7-bit weights keep it exact),
    else 127."""
    from ..qgemm import available
    best = available(prof)[0]
    return 64 if best == "maddubs" else 127


QUANTIZE = """
# x to uint8 codes: floor(x * p[0] + p[1]), p[1] the zero point plus 0.5, clamped to [0, 255]
op quantize_u8(x: f32[...], p: f32[2]) -> q: f32[...] {
    q[...] = min(max(floor(x[...] * p[0] + p[1]), 0.0), 255.0)
}
"""


def input_params(x: np.ndarray) -> tuple[float, int] | None:
    """(scale, zero point) quantizing x per tensor to uint8: zero point 0 over [0, max(x)]
    when x has no negative value (a ReLU's output), else 128 over [-m, m], m = max |x|
    (two zero points, so the integer GEMM's set-up for a layer is made at most twice);
    None when x has NaN or infinity."""
    lo, hi = (float(x.min()), float(x.max())) if x.size else (0.0, 0.0)
    if not (np.isfinite(lo) and np.isfinite(hi)):
        return None
    if lo >= 0:
        return (hi / 255 if hi > 0 else 1.0), 0
    m = max(-lo, hi)
    return m / 127, 128


class Scratch(threading.local):
    """A float32 buffer per thread, kept between calls (a new one of 128 KiB or more is
    mapped fresh by malloc and its page faults cost as much as the quantization)."""
    buf = np.empty(0, np.float32)

    def get(self, n: int) -> np.ndarray:
        if self.buf.size < n:
            self.buf = np.empty(n, np.float32)
        return self.buf[:n]


def quantize_input(x: np.ndarray, scratch: Scratch | None = None) -> tuple[np.ndarray, float, int] | None:
    """(xq uint8, scale, zero point) of x (input_params), rounded to nearest; None when x
    has NaN or infinity."""
    from .bindings._base import gen
    params = input_params(x)
    if params is None:
        return None
    scale, zp = params
    p = np.array([1 / scale, zp + 0.5], np.float32)
    flat = np.ascontiguousarray(x).reshape(-1)
    q = (scratch or Scratch()).get(flat.size)
    gen(QUANTIZE)(flat, p, out=[q], threads=1)  # a pass over x: one thread is as fast as two
    return q.astype(np.uint8).reshape(x.shape), scale, zp


def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence, const_inputs: dict):
    from .bindings._base import F32, Binding, Ctx, Unsupported, dtype_name, emit, with_options
    from .bindings.qint import ConvWeights, conv, options
    from ..qgemm import MAX_K
    from .edges import CODES, edges_of
    t = node.op_type
    edges = edges_of(node, input_dtypes, 0, 4)
    for i, want in ((0, F32), (2, F32), (3, F32), (4, CODES if edges.res else F32)):
        d = input_dtypes[i] if i < len(input_dtypes or []) else None
        if d is not None and d != want and i < len(node.input) and node.input[i]:
            raise Unsupported(t, node.domain, opset, f"input {i} is {dtype_name(d)}; expected "
                                                     f"{'bfloat16 codes (uint16)' if want == CODES else 'float32'}")
    wq, ws = const_inputs.get(1), const_inputs.get(2)
    bias = const_inputs.get(3) if len(node.input) > 3 and node.input[3] else None
    if wq is None or ws is None or wq.dtype != np.int8 or ws.dtype != np.float32:
        raise Unsupported(t, node.domain, opset, "the weights and their scales must be constants (int8, float32)")
    if len(node.input) > 3 and node.input[3] and bias is None:
        raise Unsupported(t, node.domain, opset, "the bias must be a constant")
    channel = 1 if t == MATMUL else 0
    if wq.ndim < 2 or ws.shape != (wq.shape[channel],) or (bias is not None and bias.shape != ws.shape):
        raise Unsupported(t, node.domain, opset, f"weights {wq.shape}, scales {ws.shape}, bias "
                                                 f"{None if bias is None else bias.shape} do not match")
    shape = [1] * wq.ndim
    shape[channel] = -1
    w_float = wq.astype(np.float32) * ws.reshape(shape)  # the non-finite inputs' product
    b32 = None if bias is None else bias.astype(np.float32)

    if t == MATMUL:
        if wq.ndim != 2 or wq.shape[0] > MAX_K:
            raise Unsupported(t, node.domain, opset, f"weights {wq.shape}: expected [K, N], K <= {MAX_K}")
        unsigned = any(a.name == "unsigned" and a.i for a in node.attribute)
        residual = any(a.name == "residual" and a.i for a in node.attribute)
        given = given_of(node, opset)
        if residual and (len(node.input) < 5 or not node.input[4] or given is not None):
            raise Unsupported(t, node.domain, opset, "residual=1 needs input 4 (the tensor added to y) and no given "
                                                     "quantization")
        if (edges.y or edges.res) and (given is not None or t != MATMUL):
            raise Unsupported(t, node.domain, opset, "bfloat16 codes for y or the residual need the per-call "
                                                     "quantization (no given scale and zero point)")
        native = NativeMatMul(wq, ws, b32, clamp_of(node, opset), window_of(node, opset, wq.shape[0]), unsigned,
                              given, residual, edges)
        return Binding(t, None, "kernel", with_options(native.run), held=native.held)

    from .bindings._base import BINDERS
    from .bindings.qlinear import _conv_geometry
    ctx = Ctx(node, opset, input_shapes, input_dtypes, const_inputs, ())
    geometry = _conv_geometry(ctx)
    group = int(ctx.attr("group", 1))
    if group < 1 or wq.shape[0] % group:
        raise Unsupported(t, node.domain, opset, f"{wq.shape[0]} output channels in {group} groups")
    rows = ConvWeights(wq, group)
    attrs = [a for a in node.attribute]
    float_conv: list = []  # the float32 Conv, bound when a non-finite input first needs it
    scratch = Scratch()

    def run_float(x: np.ndarray) -> np.ndarray:
        if not float_conv:
            proto = helper.make_node("Conv", ["x", "w"] + (["b"] if b32 is not None else []), ["y"])
            proto.attribute.extend(attrs)
            consts = {1: w_float} if b32 is None else {1: w_float, 2: b32}
            shapes = [x.shape, w_float.shape, ws.shape][:len(proto.input)]
            float_conv.append(BINDERS["Conv"](Ctx(proto, max(opset, 11), shapes, [F32] * len(proto.input), consts, ())))
        return float_conv[0].run([x, w_float] + ([b32] if b32 is not None else []))[0]

    def run_conv(inputs, out=None):
        x = inputs[0]
        if x.ndim != wq.ndim:
            raise ValueError(f"{CONV}: x {x.shape} against weights {wq.shape}")
        q = quantize_input(x, scratch)
        if q is None:
            return emit([run_float(x)], out)
        xq, s, z = q
        y = conv(rows, xq, z, np.zeros(1, np.int64), geometry(xq, wq), "f32", options(),
                 scale=np.float32(s) * ws, fbias=b32)
        return emit([y], out)
    return Binding(t, None, "kernel", with_options(run_conv), host=True)


def given_of(node: onnx.NodeProto, opset: int) -> tuple[float, int] | None:
    """The node's `given` attribute (scale, zero point of x's uint8 codes: a QDQ model's
    quantization of x), None where it has none."""
    from .bindings._base import Unsupported
    v = next((list(a.floats) for a in node.attribute if a.name == "given"), None)
    if v is None:
        return None
    if len(v) != 2 or not (np.isfinite(v[0]) and v[0] > 0) or v[1] != int(v[1]) or not 0 <= v[1] <= 255:
        raise Unsupported(node.op_type, node.domain, opset, f"given {v}: expected [scale > 0, zero point in 0..255]")
    return float(v[0]), int(v[1])


def clamp_of(node: onnx.NodeProto, opset: int) -> tuple[float, float] | None:
    """The node's `clamp` attribute (lo, hi) for the GEMM's epilogue, None where it has none."""
    from .bindings._base import Unsupported
    bounds = next((list(a.floats) for a in node.attribute if a.name == "clamp"), None)
    if bounds is None:
        return None
    if len(bounds) != 2 or not bounds[0] <= bounds[1]:
        raise Unsupported(node.op_type, node.domain, opset, f"clamp {bounds}: expected [lo, hi], lo <= hi")
    return bounds[0], bounds[1]


@dataclass(frozen=True)
class Window:
    """A 2-D convolution's geometry, as a product node's `window` attribute holds it: the
    GEMM's rows are x's windows (lowering/window_codes.py)."""
    kernel: tuple[int, int]
    strides: tuple[int, int] = (1, 1)
    dilations: tuple[int, int] = (1, 1)
    pads: tuple[int, int, int, int] = (0, 0, 0, 0)  # top, left, bottom, right

    @classmethod
    def of(cls, values: Sequence[int]) -> "Window":
        v = [int(a) for a in values]
        if len(v) != 10 or min(v[:6]) < 1 or min(v[6:]) < 0:
            raise ValueError(f"window {v}: expected [kh, kw, sh, sw, dh, dw, pt, pl, pb, pr], sizes >= 1, pads >= 0")
        return cls((v[0], v[1]), (v[2], v[3]), (v[4], v[5]), (v[6], v[7], v[8], v[9]))

    @property
    def values(self) -> list[int]:
        return [*self.kernel, *self.strides, *self.dilations, *self.pads]

    @property
    def taps(self) -> int:
        return self.kernel[0] * self.kernel[1]

    def launch_args(self) -> tuple[int, ...]:
        """(kh, kw, sh, sw, dh, dw, pt, pl): what the windows kernel takes."""
        return tuple(self.values[:8])

    def out_hw(self, h: int, w: int) -> tuple[int, int]:
        (kh, kw), (sh, sw), (dh, dw), (pt, pl, pb, pr) = self.kernel, self.strides, self.dilations, self.pads
        return (h + pt + pb - (kh - 1) * dh - 1) // sh + 1, (w + pl + pr - (kw - 1) * dw - 1) // sw + 1

    def launch(self, prof, codes: str, x_shape: tuple[int, ...], kp: int, threads: int | None,
               unsigned: bool = False, given: bool = False):
        """The windows kernel's launch for x [B, H, W, C] (rowkernels.window_launch)."""
        from ..rowkernels import window_launch
        return window_launch(prof, codes, x_shape, self.out_hw(*x_shape[1:3]), self.launch_args(), kp, threads,
                             unsigned, given)


def state_key(opts: dict, x_shape: tuple[int, ...], rows: int, window: Window | None) -> tuple:
    """What a product's launches depend on besides its weights: x's shape with a window
    (else its row count) and the call's variant, device and threads."""
    device = opts.get("device")
    return (x_shape if window else rows, opts.get("variant"),
            device if device is None or isinstance(device, str) else device.name, opts.get("threads"))


def window_of(node: onnx.NodeProto, opset: int, k: int) -> Window | None:
    """The node's `window` attribute for weights of k rows, None where it has none."""
    from .bindings._base import Unsupported
    values = next((list(a.ints) for a in node.attribute if a.name == "window"), None)
    if values is None:
        return None
    try:
        w = Window.of(values)
    except ValueError as e:
        raise Unsupported(node.op_type, node.domain, opset, str(e)) from None
    if k % w.taps:
        raise Unsupported(node.op_type, node.domain, opset, f"{k} weight rows for a {w.kernel} window")
    return w


def product_shape(op: str, x: np.ndarray, k: int, n: int, window: Window | None) -> tuple[int, tuple[int, ...]]:
    """(rows, y's shape) of x's product with weights [k, n]: x [..., k] -> y [..., n], or
    with a window x [B, H, W, k / taps] -> y [B, OH, OW, n]."""
    if window is None:
        if x.ndim < 1 or x.shape[-1] != k:
            raise ValueError(f"{op}: x {x.shape} against weights [{k}, {n}]")
        return (x.size // k if k else int(np.prod(x.shape[:-1]))), x.shape[:-1] + (n,)
    if x.ndim != 4 or x.shape[3] * window.taps != k:
        raise ValueError(f"{op}: x {x.shape}; expected [B, H, W, {k // window.taps}] (channels-last, a "
                         f"{window.kernel} window)")
    oh, ow = window.out_hw(x.shape[1], x.shape[2])
    if oh < 1 or ow < 1:
        raise ValueError(f"{op}: x {x.shape} is smaller than its {window.kernel} window (dilated, padded)")
    return x.shape[0] * oh * ow, (x.shape[0], oh, ow, n)


ROW_MIN_K = 64  # shorter rows keep one m for x (below)


def rows_quantized(window: Window | None, k: int) -> bool:
    """Whether an Int8MatMul's rows each take their own m: rows of x (no window) of at
    least ROW_MIN_K floats. A row's m costs a horizontal maximum and a division (about 20
    cycles); one m for x costs a pass over it. One thread on a Zen 4, rows x K: 12544 x 32
    took 124 us per row against 85 us for the pass and the codes; 3136 x 144 100 against
    95; 196 x 384 20 against 27; 128 x 256 13 against 21."""
    return window is None and k >= ROW_MIN_K


class NativeMatMul:
    """Int8MatMul as kernel launches on arrays the arena holds (the node's outputs after
    y), so a replay runs it natively like any kernel. Rows of x (a MatMul's, a pointwise
    convolution's pixels) of ROW_MIN_K floats or more: two launches, each row's codes around zero point 128 with its
    own m = max |row| found in the same pass, its step written beside them (outputs 1, 2:
    steps, codes; lowering/quantize_u8.py), then the integer GEMM scaling each sum by its
    row's step and its column's weight scale. Shorter rows, and a window's (they overlap),
    keep one m for x: m = max |x| and the column scales w_scale * m / 127
    (outputs 1, 3), the windows' codes (output 2; lowering/window_codes.py), the GEMM.
    Symmetric codes keep the GEMM's zero-point terms fixed, so its set-up is made once per
    shape of x. A NaN or infinity in x makes its row's m (a window's: x's), so every
    output of that row (with one m: of the call) NaN."""

    def __init__(self, wq: np.ndarray, ws: np.ndarray, bias: np.ndarray | None,
                 clamp: tuple[float, float] | None = None, window: Window | None = None, unsigned: bool = False,
                 given: tuple[float, int] | None = None, residual: bool = False, edges=None):
        from ..qgemm import QGemm
        from .edges import Edges
        self.edges = edges or Edges()  # y and the residual as bfloat16 codes (x stays float32)
        if self.edges.x or ((self.edges.y or self.edges.res) and given is not None):
            raise ValueError(f"{MATMUL}: bfloat16 codes for y or the residual only, with the per-call quantization")
        self.clamp, self.window, self.unsigned, self.given = clamp, window, unsigned, given
        if residual and given is not None:
            raise ValueError(f"{MATMUL}: a residual needs the per-call quantization (no given scale and zero point)")
        self.residual = residual  # input 4: y's shape, added before the clamp (a residual connection)
        from ..device import profile
        from ..lowering.gemm_amx import KG_TILE
        from ..qgemm import has_amx8
        self.k, self.n = wq.shape
        # AMX tiles read K in whole 64s: padded so where that adds at most a quarter to the
        # codes (one thread, Xeon: 12544x16x96 ran 424 us padded to 64 on AMX against 328 on
        # vnni, 3136x144x24 202 against 191; 3136x64x256 229 against 372)
        k4, k64 = -(-self.k // 4) * 4, -(-self.k // (4 * KG_TILE)) * 4 * KG_TILE
        self.kp = k64 if has_amx8(profile(None)) and 4 * k64 <= 5 * k4 else k4
        wp = np.zeros((self.kp, self.n), np.int8)
        wp[:self.k] = wq
        self.wq, self.ws, self.bias = wp, ws, bias
        self.gemm = QGemm(p_const=wp)
        self._states: dict[tuple, tuple] = {}
        self._lock = threading.Lock()

    def _state(self, x_shape: tuple[int, ...], rows: int, opts: dict) -> tuple:
        """(plan, GEMM launch, codes launch, code dtype, padded column scales, scales
        launch or None) for x of this shape (`rows` rows) with these call options, made once."""
        from ..convamx import int8_conv
        from ..device import profile
        from ..lowering.quantize_u8 import zero_point
        from ..qgemm import launch_of
        from ..rowkernels import quantize_launch, scales_launch
        from .edges import bf16_edges
        key = state_key(opts, x_shape, rows, self.window)
        st = self._states.get(key)
        if st is None and self.given is not None:
            st = self._given_state(x_shape, rows, opts)
        if st is None:
            prof = profile(opts.get("device"))
            probe = np.zeros((rows, self.kp), np.uint8)
            per_row = rows_quantized(self.window, self.k)
            plan = self.gemm.prepare(probe, zero_point(self.unsigned), self.wq, 0, "f32",
                                     scale=self.ws if per_row else np.ones(1, np.float32), bias=self.bias,
                                     clamp=self.clamp, row_scales=per_row, residual=self.residual, **opts)
            wide = plan.spec.variant == "madd16"
            ext = plan.ins[6].shape[0]
            cols = np.zeros(ext, np.float32)
            cols[:self.n] = self.ws
            threads = opts.get("threads")
            u = self.unsigned
            codes = self.window.launch(prof, "i16" if wide else "u8", x_shape, self.kp, threads, u) if self.window \
                else quantize_launch(prof, rows, self.k, self.kp, wide, threads, u, per_row)
            gemm = launch_of(bf16_edges(plan, self.edges.y, self.edges.res), threads)
            conv = int8_conv(prof, self.window, x_shape, plan, threads, u, False, self.edges.y) if self.window else None
            if conv is not None:  # AMX tiles over a padded copy: the windows read in place
                codes, gemm = conv.pad, conv.conv
            st = (plan, gemm, codes, np.int16 if wide else np.uint8, cols,
                  None if per_row else scales_launch(prof, int(np.prod(x_shape)), ext, u),
                  conv.codes if conv is not None else None)
            with self._lock:
                self._states[key] = st
        return st

    def _given_state(self, x_shape: tuple[int, ...], rows: int, opts: dict) -> tuple:
        """The launches of a given quantization (scale s, zero point z of x's uint8 codes):
        the codes kernel (or the windows kernel) with m = [1 / s, z], then the GEMM with the
        column scales s * w_scale and the zero-point terms of z, all made once."""
        from ..convamx import int8_conv
        from ..device import profile
        from ..qgemm import launch_of
        from ..rowkernels import quantize_launch
        s, z = self.given
        prof = profile(opts.get("device"))
        probe = np.zeros((rows, self.kp), np.uint8)
        plan = self.gemm.prepare(probe, z, self.wq, 0, "f32", scale=np.float32(s) * self.ws, bias=self.bias,
                                 clamp=self.clamp, **opts)
        wide = plan.spec.variant == "madd16"
        threads = opts.get("threads")
        codes = self.window.launch(prof, "i16" if wide else "u8", x_shape, self.kp, threads, given=True) \
            if self.window else quantize_launch(prof, rows, self.k, self.kp, wide, threads, given=True)
        m = np.array([np.float32(1) / np.float32(s), z], np.float32)
        gemm = launch_of(plan, threads)
        conv = int8_conv(prof, self.window, x_shape, plan, threads, False, True) if self.window else None
        if conv is not None:
            codes, gemm = conv.pad, conv.conv
        st = (plan, gemm, codes, np.int16 if wide else np.uint8, m, None, conv.codes if conv is not None else None)
        with self._lock:
            self._states[state_key(opts, x_shape, rows, self.window)] = st
        return st

    def held(self) -> list[np.ndarray]:
        """The arrays the launches read besides the node's inputs and outputs."""
        return [a for st in list(self._states.values())
                for a in ((*st[0].ins[1:8], st[4]) if self.given is not None else (*st[0].ins[1:8],)
                          if st[5] is None else (*st[0].ins[1:6], st[0].ins[7], st[4]))]

    def run(self, inputs, out=None):
        from .bindings.qint import options
        x = inputs[0]
        rows, shape = product_shape(MATMUL, x, self.k, self.n, self.window)
        if self.given is not None:
            return self._run_given(x, rows, shape, out)
        per_row = rows_quantized(self.window, self.k)
        given = list(out) + [None] * (4 - len(out)) if out else [None] * 4
        opts = options()
        plan, gemm, quantize, code, cols, scales, padded = self._state(x.shape, rows, opts)
        y = given[0] if given[0] is not None else np.empty(shape, np.uint16 if self.edges.y else np.float32)
        m = given[1] if given[1] is not None else np.empty((rows if per_row else 1,), np.float32)
        cshape = padded or (rows, self.kp)
        q = given[2] if given[2] is not None and given[2].size == cshape[0] * cshape[1] else np.empty(cshape, code)
        res = (residual_rows(MATMUL, inputs, 4, rows, self.n, self.edges.res),) if self.residual and rows and self.n \
            else ()
        if per_row:
            if rows and self.n:
                q2 = q.reshape(rows, self.kp)
                quantize.run([x.reshape(rows, self.k)], [q2, m])
                gemm.run((q2,) + plan.ins[1:8] + (m,) + res, [y.reshape(rows, self.n)])
            return [y, m, q]
        sc = given[3] if given[3] is not None else np.empty(cols.shape, np.float32)
        if rows == 0 or self.n == 0:
            return [y, m, q, sc]
        x2 = x if self.window else x.reshape(rows, self.k)
        scales.run([x2.reshape(-1), cols], [m, sc])
        quantize.run([x2, m], [q.reshape(cshape)])
        if padded:  # the convolution on AMX tiles: codes, panels, cadd, scale, bias
            gemm.run((q.reshape(cshape), plan.ins[1], plan.ins[3], sc, plan.ins[7]), [y.reshape(rows, self.n)])
        else:
            gemm.run((q.reshape(rows, self.kp), plan.ins[1]) + plan.ins[2:6] + (sc, plan.ins[7]) + res,
                     [y.reshape(rows, self.n)])
        return [y, m, q, sc]


    def _run_given(self, x: np.ndarray, rows: int, shape: tuple[int, ...], out) -> list[np.ndarray]:
        """Outputs y and x's codes (given quantization: two launches)."""
        from .bindings.qint import options
        given = list(out) + [None] * (2 - len(out)) if out else [None] * 2
        plan, gemm, quantize, code, m, _, padded = self._state(x.shape, rows, options())
        y = given[0] if given[0] is not None else np.empty(shape, np.float32)
        cshape = padded or (rows, self.kp)
        q = given[1] if given[1] is not None and given[1].size == cshape[0] * cshape[1] else np.empty(cshape, code)
        if rows and self.n:
            q2 = q.reshape(cshape)
            quantize.run([x if self.window else x.reshape(rows, self.k), m], [q2])
            gemm.run((q2, plan.ins[1], plan.ins[3], plan.ins[6], plan.ins[7]) if padded else (q2,) + plan.ins[1:],
                     [y.reshape(rows, self.n)])
        return [y, q]


def residual_rows(op: str, inputs, at: int, rows: int, n: int, codes: bool = False) -> np.ndarray:
    """A product node's residual, input `at`, as [rows, N] float32 (codes: bfloat16 codes,
    uint16) (y's shape: checked, named on a mismatch)."""
    r = inputs[at] if len(inputs) > at else None
    want = np.uint16 if codes else np.float32
    if r is None or r.dtype != want or r.size != rows * n:
        got = "none" if r is None else f"{r.dtype} {tuple(r.shape)}"
        raise ValueError(f"{op}: the residual (input {at}) must be {'bfloat16 codes' if codes else 'float32'} of "
                         f"y's {rows * n} values, got {got}")
    return np.ascontiguousarray(r).reshape(rows, n)


def node(op: str, name: str, inputs: Sequence[str], outputs: Sequence[str],
         attrs: Sequence[onnx.AttributeProto] = ()):
    """The NodeProto of an Int8 node (domain jit_runtime), Conv's attributes copied."""
    proto = helper.make_node(op, list(inputs), list(outputs), name=name, domain=DOMAIN)
    proto.attribute.extend(attrs)
    return proto


__all__ = ["OPS", "MATMUL", "CONV", "bind", "clamp_of", "window_of", "Window", "product_shape", "state_key", "quantize_weights", "weight_levels", "quantize_input", "input_params", "node", "residual_rows"]
