"""Independent float64 numpy references for every library op and every shared DSL example.

Written from the ops' mathematical definitions (ONNX semantics where ONNX has the op), not
from the .opdsl text: a reference never parses or interprets DSL. Every function takes the
op's float32 inputs positionally and its attributes as keywords (with the op's defaults),
computes in float64 and returns a tuple of float64 arrays, one per declared output, in
declared order.

    LIBRARY[name]                 -> ops_library/*.opdsl (op names are global there)
    EXAMPLES[(file_stem, name)]   -> EXAMPLES_DIR/<file_stem>.opdsl
    REFERENCES                    -> both, keyed as above (str or (stem, name) tuple)

f32 attributes (alpha, beta, gamma, eps, lo, hi) are rounded to float32 first, as the kernel
sees them; the math after that is float64.

Error scales. For ops whose float32 rounding error is not proportional to |output|
(cancelling sums, normalizations, contractions, means, tails of exp-like functions), the
parallel dicts LIBRARY_ERROR_SCALE / EXAMPLES_ERROR_SCALE (merged: ERROR_SCALE) map the op
to f(*inputs, **attrs) -> tuple of arrays (one per output, broadcastable to it): the natural
magnitude of the rounding error, i.e. the size of the terms that are added or the factor
that amplifies a rounded intermediate. A test accepts an element when

    |y - ref| <= rel * (|ref| + scale) + abs        (see within_contract)

with rel/abs from the op's accuracy contract. Ops without an entry use scale = 0.

inputs_for(name, rng, shape_hint=None) -> (inputs, attrs) builds valid float32 inputs (and
a sensible attribute set) for any op, so a test can call every op generically.

Special values follow IEEE / numpy semantics: NaN propagates (relu(NaN) = NaN, maximum and
max-reductions propagate NaN), inf behaves as in numpy float64.
"""
from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Callable

import numpy as np

# The shared DSL examples: JIT_RUNTIME_EXAMPLES, else shared/dsl-examples beside the
# repository (where the project keeps them), else the copy in tests/dsl_examples (a clone
# anywhere else still tests them; test_ops checks the copy against the original).
SHARED_EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "dsl-examples"
VENDORED_EXAMPLES = Path(__file__).resolve().parent / "dsl_examples"
EXAMPLES_DIR = Path(os.environ.get("JIT_RUNTIME_EXAMPLES", "")
                    or (SHARED_EXAMPLES if SHARED_EXAMPLES.is_dir() else VENDORED_EXAMPLES))

__all__ = [
    "LIBRARY", "EXAMPLES", "REFERENCES",
    "LIBRARY_ERROR_SCALE", "EXAMPLES_ERROR_SCALE", "ERROR_SCALE",
    "inputs_for", "reference", "error_scale", "within_contract", "F32_MAX",
]

F32_MAX = float(np.finfo(np.float32).max)   # 3.4028234663852886e+38
F32_TINY = float(np.finfo(np.float32).tiny)  # smallest normal float32
_U32 = 2.0 ** -24                            # float32 unit roundoff


# --- helpers ----------------------------------------------------------------------------

def _d(*xs: np.ndarray):
    """float64 copies of the inputs."""
    out = tuple(np.asarray(x, dtype=np.float64) for x in xs)
    return out[0] if len(out) == 1 else out


def _f32(v: float) -> float:
    """An f32 attribute as the kernel sees it."""
    return float(np.float32(v))


_erf = np.vectorize(math.erf, otypes=[np.float64])
_erfc = np.vectorize(math.erfc, otypes=[np.float64])


def _sigmoid(x: np.ndarray) -> np.ndarray:
    """1 / (1 + exp(-x)) without overflow and without cancellation on either side."""
    e = np.exp(-np.abs(x))
    return np.where(x >= 0, 1.0 / (1.0 + e), e / (1.0 + e))


def _quiet(fn: Callable) -> Callable:
    """No numpy warnings: references overflow in branches np.where discards, and special
    inputs (NaN, inf) are expected."""
    def wrapped(*args, **kwargs):
        with np.errstate(all="ignore"):
            return fn(*args, **kwargs)
    wrapped.__name__ = fn.__name__
    wrapped.__doc__ = fn.__doc__
    return wrapped


def _windows(xp: np.ndarray, kh: int, kw: int, sh: int, sw: int, dh: int, dw: int,
             ho: int, wo: int):
    """Yield (r, s, view) for each kernel tap: xp[..., r*dh + p*sh, s*dw + q*sw]."""
    for r in range(kh):
        for s in range(kw):
            h0, w0 = r * dh, s * dw
            yield r, s, xp[..., h0:h0 + sh * (ho - 1) + 1:sh, w0:w0 + sw * (wo - 1) + 1:sw]


def _out_size(size: int, pad0: int, pad1: int, k: int, stride: int, dilation: int = 1) -> int:
    return (size + pad0 + pad1 - dilation * (k - 1) - 1) // stride + 1


# --- library: unary elementwise -----------------------------------------------------------

def relu(x):
    return (np.maximum(_d(x), 0.0),)


def leaky_relu(x, alpha=0.01):
    x = _d(x)
    return (np.where(x >= 0, x, _f32(alpha) * x),)


def elu(x, alpha=1.0):
    x = _d(x)
    return (np.where(x > 0, x, _f32(alpha) * np.expm1(x)),)


def selu(x, alpha=1.67326319217681884765625, gamma=1.05070102214813232421875):
    x = _d(x)
    return (_f32(gamma) * np.where(x > 0, x, _f32(alpha) * np.expm1(x)),)


def sigmoid(x):
    return (_sigmoid(_d(x)),)


def hard_sigmoid(x, alpha=0.2, beta=0.5):
    x = _d(x)
    return (np.maximum(0.0, np.minimum(1.0, _f32(alpha) * x + _f32(beta))),)


def hard_swish(x):
    x = _d(x)
    return (x * np.maximum(0.0, np.minimum(1.0, x / 6.0 + 0.5)),)


def swish(x):
    x = _d(x)
    return (x * _sigmoid(x),)


def gelu(x):
    # 0.5 * x * (1 + erf(x / sqrt 2)) == 0.5 * x * erfc(-x / sqrt 2): no cancellation.
    x = _d(x)
    return (0.5 * x * _erfc(-x / math.sqrt(2.0)),)


def _gelu_tanh_z(x, c=math.sqrt(2.0 / math.pi)):
    return c * (x + 0.044715 * x ** 3)


def gelu_tanh(x):
    # 0.5 * x * (1 + tanh z). For z < 0, 1 + tanh z = 2 e^{2z} / (1 + e^{2z}) exactly,
    # which float64 evaluates without the cancellation of the literal formula.
    x = _d(x)
    z = _gelu_tanh_z(x)
    e = np.exp(2.0 * np.minimum(z, 0.0))
    return (np.where(z >= 0, 0.5 * x * (1.0 + np.tanh(z)), x * e / (1.0 + e)),)


def tanh(x):
    return (np.tanh(_d(x)),)


def exp(x):
    return (np.exp(_d(x)),)


def log(x):
    return (np.log(_d(x)),)


def sqrt(x):
    return (np.sqrt(_d(x)),)


def reciprocal(x):
    return (1.0 / _d(x),)


def abs_(x):
    return (np.abs(_d(x)),)


def neg(x):
    return (-_d(x),)


def erf(x):
    return (_erf(_d(x)),)


def softplus(x):
    return (np.logaddexp(0.0, _d(x)),)


def clip(x, lo=-F32_MAX, hi=F32_MAX):
    return (np.minimum(np.maximum(_d(x), _f32(lo)), _f32(hi)),)


# --- library: binary with broadcasting ------------------------------------------------------

def add(a, b):
    return (np.add(*_d(a, b)),)


def sub(a, b):
    return (np.subtract(*_d(a, b)),)


def mul(a, b):
    return (np.multiply(*_d(a, b)),)


def div(a, b):
    return (np.divide(*_d(a, b)),)


def pow_(a, b):
    return (np.power(*_d(a, b)),)


def maximum(a, b):
    return (np.maximum(*_d(a, b)),)


def minimum(a, b):
    return (np.minimum(*_d(a, b)),)


# --- library: row-wise over the last axis ---------------------------------------------------

def _logsumexp(x):
    m = np.max(x, axis=-1, keepdims=True)
    return m + np.log(np.sum(np.exp(x - m), axis=-1, keepdims=True))


def softmax(x):
    x = _d(x)
    return (np.exp(x - _logsumexp(x)),)


def log_softmax(x):
    x = _d(x)
    return (x - _logsumexp(x),)


def layernorm(x, gamma, beta, eps=1e-5):
    x, gamma, beta = _d(x, gamma, beta)
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return ((x - mu) / np.sqrt(var + _f32(eps)) * gamma + beta,)


def rmsnorm(x, gamma, eps=1e-5):
    x, gamma = _d(x, gamma)
    return (x / np.sqrt(np.mean(np.square(x), axis=-1, keepdims=True) + _f32(eps)) * gamma,)


def reduce_sum(x):
    return (np.sum(_d(x), axis=-1),)


def reduce_mean(x):
    return (np.mean(_d(x), axis=-1),)


def reduce_max(x):
    return (np.max(_d(x), axis=-1),)


# --- library: normalization, linear algebra -------------------------------------------------

def batchnorm(x, scale, bias, input_mean, input_var, eps=1e-5):
    x, scale, bias, mean, var = _d(x, scale, bias, input_mean, input_var)
    ch = lambda v: v.reshape(1, -1, 1, 1)  # noqa: E731
    return ((x - ch(mean)) / np.sqrt(ch(var) + _f32(eps)) * ch(scale) + ch(bias),)


def matmul(a, b):
    return (np.matmul(*_d(a, b)),)


def gemm(a, b, c, alpha=1.0, beta=1.0, trans_a=0, trans_b=0):
    a, b, c = _d(a, b, c)
    opa = a.T if trans_a else a
    opb = b.T if trans_b else b
    if opa.shape[1] != opb.shape[0]:
        raise ValueError(f"gemm: op(a) is {opa.shape}, op(b) is {opb.shape}")
    return (_f32(alpha) * (opa @ opb) + _f32(beta) * c,)


# --- library: convolution and pooling -------------------------------------------------------

def conv2d(x, w, b, stride_h=1, stride_w=1, pad_top=0, pad_left=0, pad_bottom=0,
           pad_right=0, dilation_h=1, dilation_w=1, group=1):
    x, w, b = _d(x, w, b)
    n, c, h, wd = x.shape
    k, cg, kh, kw = w.shape
    if c != cg * group or k % group:
        raise ValueError(f"conv2d: C={c}, w {w.shape}, group={group}")
    ho = _out_size(h, pad_top, pad_bottom, kh, stride_h, dilation_h)
    wo = _out_size(wd, pad_left, pad_right, kw, stride_w, dilation_w)
    xp = np.pad(x, ((0, 0), (0, 0), (pad_top, pad_bottom), (pad_left, pad_right)))
    xp = xp.reshape(n, group, cg, *xp.shape[2:])
    wg = w.reshape(group, k // group, cg, kh, kw)
    y = np.zeros((n, group, k // group, ho, wo))
    for r, s, view in _windows(xp, kh, kw, stride_h, stride_w, dilation_h, dilation_w, ho, wo):
        y += np.einsum("ngchw,gkc->ngkhw", view, wg[..., r, s])
    return (y.reshape(n, k, ho, wo) + b.reshape(1, k, 1, 1),)


def maxpool2d(x, kernel_h, kernel_w, stride_h=1, stride_w=1, pad_top=0, pad_left=0,
              pad_bottom=0, pad_right=0):
    x = _d(x)
    ho = _out_size(x.shape[2], pad_top, pad_bottom, kernel_h, stride_h)
    wo = _out_size(x.shape[3], pad_left, pad_right, kernel_w, stride_w)
    xp = np.pad(x, ((0, 0), (0, 0), (pad_top, pad_bottom), (pad_left, pad_right)),
                constant_values=-np.inf)
    taps = [v for _, _, v in _windows(xp, kernel_h, kernel_w, stride_h, stride_w, 1, 1, ho, wo)]
    return (np.max(np.stack(taps), axis=0),)  # np.max propagates NaN


def _window_sums(x, kh, kw, sh, sw, pads):
    pt, pl, pb, pr = pads
    ho = _out_size(x.shape[2], pt, pb, kh, sh)
    wo = _out_size(x.shape[3], pl, pr, kw, sw)
    xp = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
    return sum(v for _, _, v in _windows(xp, kh, kw, sh, sw, 1, 1, ho, wo))


def avgpool2d(x, kernel_h, kernel_w, stride_h=1, stride_w=1, pad_top=0, pad_left=0,
              pad_bottom=0, pad_right=0, count_include_pad=0):
    x = _d(x)
    pads = (pad_top, pad_left, pad_bottom, pad_right)
    sums = _window_sums(x, kernel_h, kernel_w, stride_h, stride_w, pads)
    if count_include_pad:
        return (sums / (kernel_h * kernel_w),)
    counts = _window_sums(np.ones((1, 1) + x.shape[2:]), kernel_h, kernel_w, stride_h,
                          stride_w, pads)
    return (sums / counts,)


def global_avgpool(x):
    return (np.mean(_d(x), axis=(2, 3), keepdims=True),)


def matmul_panels(a, bp, cols):
    """a @ B with B given as panels bp[J, K, P] (panel j: columns jP .. jP + P - 1)."""
    bp = _d(bp)
    j, k, p = bp.shape
    b = bp.transpose(1, 0, 2).reshape(k, j * p)[:, :cols]
    return (np.matmul(_d(a), b),)


# --- nhwc.opdsl: the NCHW references on transposed data --------------------------------

def _nchw_of(x):
    return np.moveaxis(_d(x), -1, 1)


def _nhwc_of(y):
    return np.moveaxis(y, 1, -1)


def conv2d_nhwc(x, w, b, **attrs):
    return (_nhwc_of(conv2d(_nchw_of(x), _d(w).transpose(3, 2, 0, 1), b, **attrs)[0]),)


def depthwise_nhwc(x, w, b, **attrs):
    c = np.shape(w)[-1]
    return (_nhwc_of(conv2d(_nchw_of(x), _d(w).transpose(2, 0, 1)[:, None], b, group=c, **attrs)[0]),)


def conv2d_nhwc_panels(x, w, b, **attrs):
    w = _d(w)
    j, r, s_, c, p = w.shape
    k = np.shape(b)[0]
    hwio = w.transpose(1, 2, 3, 0, 4).reshape(r, s_, c, j * p)[..., :k]
    return conv2d_nhwc(x, hwio, b, **attrs)


def maxpool2d_nhwc(x, dilation_h=1, dilation_w=1, **attrs):
    assert dilation_h == dilation_w == 1
    return (_nhwc_of(maxpool2d(_nchw_of(x), **attrs)[0]),)


def avgpool2d_nhwc(x, **attrs):
    return (_nhwc_of(avgpool2d(_nchw_of(x), **attrs)[0]),)


def global_avgpool_nhwc(x):
    return (_nhwc_of(global_avgpool(_nchw_of(x))[0]),)


LIBRARY: dict[str, Callable[..., tuple]] = {
    # elementwise.opdsl
    "relu": relu, "leaky_relu": leaky_relu, "elu": elu, "selu": selu, "sigmoid": sigmoid,
    "hard_sigmoid": hard_sigmoid, "hard_swish": hard_swish, "swish": swish, "gelu": gelu,
    "gelu_tanh": gelu_tanh, "tanh": tanh, "exp": exp, "log": log, "sqrt": sqrt,
    "reciprocal": reciprocal, "abs": abs_, "neg": neg, "erf": erf, "softplus": softplus,
    "clip": clip,
    # binary.opdsl
    "add": add, "sub": sub, "mul": mul, "div": div, "pow": pow_, "maximum": maximum,
    "minimum": minimum,
    # rowwise.opdsl
    "softmax": softmax, "log_softmax": log_softmax, "layernorm": layernorm,
    "rmsnorm": rmsnorm, "reduce_sum": reduce_sum, "reduce_mean": reduce_mean,
    "reduce_max": reduce_max,
    # norm.opdsl
    "batchnorm": batchnorm,
    # linalg.opdsl
    "matmul": matmul, "gemm": gemm, "matmul_panels": matmul_panels,
    # conv.opdsl
    "conv2d": conv2d, "maxpool2d": maxpool2d, "avgpool2d": avgpool2d,
    "global_avgpool": global_avgpool,
    # nhwc.opdsl
    "conv2d_nhwc": conv2d_nhwc, "conv2d_nhwc_panels": conv2d_nhwc_panels, "depthwise_nhwc": depthwise_nhwc, "maxpool2d_nhwc": maxpool2d_nhwc,
    "avgpool2d_nhwc": avgpool2d_nhwc, "global_avgpool_nhwc": global_avgpool_nhwc,
}


# --- shared examples (EXAMPLES_DIR) -------------------------------------------

def ex_gelu_tanh(x):
    # The example's own constants (0.7978845608, 0.044715), evaluated without cancellation.
    x = _d(x)
    z = _gelu_tanh_z(x, 0.7978845608)
    e = np.exp(2.0 * np.minimum(z, 0.0))
    return (np.where(z >= 0, 0.5 * x * (1.0 + np.tanh(z)), x * e / (1.0 + e)),)


def ex_clip(x, lo=-1.0, hi=1.0):
    return clip(x, lo=lo, hi=hi)


def ex_conv2d(x, w, b, stride=1, pad=0, dilation=1):
    return conv2d(x, w, b, stride_h=stride, stride_w=stride, pad_top=pad, pad_left=pad,
                  pad_bottom=pad, pad_right=pad, dilation_h=dilation, dilation_w=dilation)


def ex_maxpool2d(x, size=2, stride=2, pad=0):
    return maxpool2d(x, size, size, stride_h=stride, stride_w=stride, pad_top=pad,
                     pad_left=pad, pad_bottom=pad, pad_right=pad)


def ex_moments(x):
    x = _d(x)
    return (np.mean(x, axis=-1), np.var(x, axis=-1))


EXAMPLES: dict[tuple[str, str], Callable[..., tuple]] = {
    ("approx", "sigmoid_fast"): sigmoid,
    ("elementwise", "relu"): relu,
    ("elementwise", "swish"): swish,
    ("elementwise", "gelu_tanh"): ex_gelu_tanh,
    ("elementwise", "add"): add,
    ("elementwise", "clip"): ex_clip,
    ("linalg", "matmul"): matmul,
    ("linalg", "conv2d"): ex_conv2d,
    ("linalg", "maxpool2d"): ex_maxpool2d,
    ("reductions", "softmax"): softmax,
    ("reductions", "layernorm"): layernorm,
    ("reductions", "moments"): ex_moments,
}

LIBRARY = {k: _quiet(f) for k, f in LIBRARY.items()}
EXAMPLES = {k: _quiet(f) for k, f in EXAMPLES.items()}
REFERENCES: dict = {**LIBRARY, **EXAMPLES}


# --- error scales ---------------------------------------------------------------------------

def _sum_scale(a, b):
    a, b = _d(a, b)
    return (np.abs(a) + np.abs(b),)


def _hard_sigmoid_scale(x, alpha=0.2, beta=0.5):
    # alpha * x + beta cancels near the lower knee; saturated outputs are exact.
    x = _d(x)
    t = _f32(alpha) * x + _f32(beta)
    return (np.where((t > 0) & (t < 1), np.abs(_f32(alpha) * x) + abs(_f32(beta)), 0.0),)


def _hard_swish_scale(x):
    # x / 6 + 0.5 cancels near x = -3; outside (-3, 3) the result is exact (0 or x).
    x = _d(x)
    return (np.where(np.abs(x) < 3, np.abs(x) * (np.abs(x) / 6.0 + 0.5), 0.0),)


def _gelu_tanh_scale(x):
    # y = x * sigmoid(2z): the rounding of z (about |2z| ulp) is amplified by the slope of
    # sigmoid, relative (1 - sigmoid(2z)) * |2z| of |y|: large only in the negative tail.
    x = _d(x)
    z2 = 2.0 * _gelu_tanh_z(x)
    y = gelu_tanh(x)[0]
    return (np.abs(y) * (1.0 - _sigmoid(z2)) * np.abs(z2),)


def _ex_gelu_tanh_scale(x):
    # The literal 0.5 * x * (1 + tanh z): 1 + t cancels for z << 0, so the error is about
    # 0.5 |x| (1 + |t|) ulp, plus the rounding of z through tanh's slope (1 - t^2) |z|.
    x = _d(x)
    z = _gelu_tanh_z(x, 0.7978845608)
    t = np.tanh(z)
    return (0.5 * np.abs(x) * (1.0 + np.abs(t) + (1.0 - t * t) * np.abs(z)),)


def _pow_scale(a, b):
    # A float32 pow is exp(b * log a) inside: the rounding of b * log a becomes relative
    # error |b * log a| ulp of |y|.
    a, b = _d(a, b)
    y = np.power(a, b)
    return (np.abs(y) * np.abs(b * np.log(np.abs(a))),)


def _softmax_scale(x):
    # exp(x - max) carries the rounding of x - max as relative error |x - max| ulp.
    x = _d(x)
    y = softmax(x)[0]
    return (y * np.abs(x - np.max(x, axis=-1, keepdims=True)),)


def _log_softmax_scale(x):
    # y = (x - max) - log(s): the magnitudes subtracted, plus 1 for log(s)'s absolute
    # error (s is a sum of positive terms with relative error ~ ulp, dominated by the
    # max's exp(0) = 1 term, so log(s) is only accurate to ~ulp absolutely).
    x = _d(x)
    m = np.max(x, axis=-1, keepdims=True)
    log_s = np.log(np.sum(np.exp(x - m), axis=-1, keepdims=True))
    return (np.abs(x - m) + log_s + 1.0,)


def _layernorm_scale(x, gamma, beta, eps=1e-5):
    # x - mean cancels; mean's own rounding (~ulp of mean|x|) shifts every x - mean. The
    # normalized term is then scaled by rstd * |gamma|, and beta is added.
    x, gamma, beta = _d(x, gamma, beta)
    mu = np.mean(x, axis=-1, keepdims=True)
    rstd = 1.0 / np.sqrt(np.var(x, axis=-1, keepdims=True) + _f32(eps))
    mag = np.abs(x - mu) + np.mean(np.abs(x), axis=-1, keepdims=True)
    return (mag * rstd * np.abs(gamma) + np.abs(beta),)


def _rmsnorm_scale(x, gamma, eps=1e-5):
    # No cancellation: proportional to |y| (listed with the other normalizations).
    return (np.abs(rmsnorm(x, gamma, eps=eps)[0]),)


def _reduce_sum_scale(x):
    return (np.sum(np.abs(_d(x)), axis=-1),)


def _reduce_mean_scale(x):
    return (np.mean(np.abs(_d(x)), axis=-1),)


def _batchnorm_scale(x, scale, bias, input_mean, input_var, eps=1e-5):
    # (x - mean) * rstd * scale + bias: the normalized term and bias are added.
    x, scale, bias, mean, var = _d(x, scale, bias, input_mean, input_var)
    ch = lambda v: v.reshape(1, -1, 1, 1)  # noqa: E731
    norm = np.abs(x - ch(mean)) / np.sqrt(ch(var) + _f32(eps)) * np.abs(ch(scale))
    return (norm + np.abs(ch(bias)),)


def _matmul_scale(a, b):
    a, b = _d(a, b)
    return (np.matmul(np.abs(a), np.abs(b)),)


def _gemm_scale(a, b, c, alpha=1.0, beta=1.0, trans_a=0, trans_b=0):
    a, b, c = _d(a, b, c)
    opa = np.abs(a.T if trans_a else a)
    opb = np.abs(b.T if trans_b else b)
    return (abs(_f32(alpha)) * (opa @ opb) + abs(_f32(beta)) * np.abs(c),)


def _conv2d_scale(x, w, b, **attrs):
    return conv2d(np.abs(_d(x)), np.abs(_d(w)), np.abs(_d(b)), **attrs)


def _avgpool2d_scale(x, *args, **attrs):
    return avgpool2d(np.abs(_d(x)), *args, **attrs)


def _global_avgpool_scale(x):
    return global_avgpool(np.abs(_d(x)))


LIBRARY_ERROR_SCALE: dict[str, Callable[..., tuple]] = {
    "hard_sigmoid": _hard_sigmoid_scale,
    "hard_swish": _hard_swish_scale,
    "gelu_tanh": _gelu_tanh_scale,
    "add": _sum_scale,
    "sub": _sum_scale,
    "pow": _pow_scale,
    "softmax": _softmax_scale,
    "log_softmax": _log_softmax_scale,
    "layernorm": _layernorm_scale,
    "rmsnorm": _rmsnorm_scale,
    "reduce_sum": _reduce_sum_scale,
    "reduce_mean": _reduce_mean_scale,
    "batchnorm": _batchnorm_scale,
    "matmul": _matmul_scale,
    "matmul_panels": lambda a, bp, cols: matmul_panels(np.abs(_d(a)), np.abs(_d(bp)), cols),
    "gemm": _gemm_scale,
    "conv2d": _conv2d_scale,
    "avgpool2d": _avgpool2d_scale,
    "global_avgpool": _global_avgpool_scale,
    "conv2d_nhwc": lambda x, w, b, **a: conv2d_nhwc(np.abs(_d(x)), np.abs(_d(w)), np.abs(_d(b)), **a),
    "conv2d_nhwc_panels": lambda x, w, b, **a: conv2d_nhwc_panels(np.abs(_d(x)), np.abs(_d(w)), np.abs(_d(b)), **a),
    "depthwise_nhwc": lambda x, w, b, **a: depthwise_nhwc(np.abs(_d(x)), np.abs(_d(w)), np.abs(_d(b)), **a),
    "avgpool2d_nhwc": lambda x, **a: avgpool2d_nhwc(np.abs(_d(x)), **a),
    "global_avgpool_nhwc": lambda x: global_avgpool_nhwc(np.abs(_d(x))),
}


def _ex_conv2d_scale(x, w, b, stride=1, pad=0, dilation=1):
    return ex_conv2d(np.abs(_d(x)), np.abs(_d(w)), np.abs(_d(b)), stride=stride, pad=pad,
                     dilation=dilation)


def _moments_scale(x):
    # mu: a mean. var = mean((x - mu)^2): mu's rounding delta (~ulp of mean|x|) adds
    # delta^2, which rel * ulp * mean|x|^2 bounds generously; the rest is proportional.
    x = _d(x)
    mean_abs = np.mean(np.abs(x), axis=-1)
    return (mean_abs, np.var(x, axis=-1) + _U32 * mean_abs ** 2)


EXAMPLES_ERROR_SCALE: dict[tuple[str, str], Callable[..., tuple]] = {
    ("elementwise", "gelu_tanh"): _ex_gelu_tanh_scale,
    ("elementwise", "add"): _sum_scale,
    ("linalg", "matmul"): _matmul_scale,
    ("linalg", "conv2d"): _ex_conv2d_scale,
    ("reductions", "softmax"): _softmax_scale,
    ("reductions", "layernorm"): _layernorm_scale,
    ("reductions", "moments"): _moments_scale,
}

LIBRARY_ERROR_SCALE = {k: _quiet(f) for k, f in LIBRARY_ERROR_SCALE.items()}
EXAMPLES_ERROR_SCALE = {k: _quiet(f) for k, f in EXAMPLES_ERROR_SCALE.items()}
ERROR_SCALE: dict = {**LIBRARY_ERROR_SCALE, **EXAMPLES_ERROR_SCALE}


def reference(name) -> Callable[..., tuple]:
    """The reference for a library op name or an (example file stem, op name) pair."""
    return REFERENCES[name]


def error_scale(name, inputs, attrs) -> tuple:
    """Per-output error scales (zeros where the op has no ERROR_SCALE entry)."""
    fn = ERROR_SCALE.get(name)
    if fn is None:
        return tuple(np.zeros(()) for _ in REFERENCES[name](*inputs, **attrs))
    # a NaN scale (0 * inf and the like, at special inputs) means "no extra slack"
    return tuple(np.nan_to_num(np.asarray(s, dtype=np.float64), nan=0.0, posinf=np.inf)
                 for s in fn(*inputs, **attrs))


def within_contract(name, outputs, inputs, attrs, rel: float = 1e-5,
                    abs_: float = 0.0) -> list[np.ndarray]:
    """Per output, a boolean array: |y - ref| <= rel * (|ref| + scale) + max(abs, tiny).

    Also matches: NaN where the reference is NaN; the reference's infinity; and the
    infinity a finite reference beyond float32's range rounds to (float32 overflow)."""
    refs = REFERENCES[name](*inputs, **attrs)
    scales = error_scale(name, inputs, attrs)
    out = []
    with np.errstate(all="ignore"):
        for y, ref, scale in zip(outputs, refs, scales):
            y = np.asarray(y, dtype=np.float64)
            bound = rel * (np.abs(ref) + scale) + max(abs_, F32_TINY)
            ok = np.abs(y - ref) <= bound
            ok |= np.isnan(ref) & np.isnan(y)
            ok |= np.isinf(y) & (y == ref.astype(np.float32))
            out.append(ok)
    return out


# --- inputs ---------------------------------------------------------------------------------

def _f(a) -> np.ndarray:
    return np.ascontiguousarray(np.asarray(a, dtype=np.float32))


def _fa(rng, lo, hi) -> float:
    """A random f32-exact float attribute."""
    return _f32(rng.uniform(lo, hi))


def _bshape(rng, shape: tuple) -> tuple:
    """A shape that broadcasts with `shape`: some leading dims dropped, some dims set to 1."""
    drop = int(rng.integers(0, len(shape) + 1)) if shape else 0
    out = [1 if rng.random() < 0.35 else d for d in shape[drop:]]
    return tuple(out)


_UNARY_DOMAIN: dict[str, Callable] = {
    "log": lambda rng, s: np.exp(rng.uniform(-4.0, 4.0, s)),
    "sqrt": lambda rng, s: np.exp(rng.uniform(-4.0, 4.0, s)),
    "reciprocal": lambda rng, s: rng.choice([-1.0, 1.0], s) * np.exp(rng.uniform(-3.0, 3.0, s)),
    "hard_sigmoid": lambda rng, s: rng.uniform(-4.0, 4.0, s),
    "hard_swish": lambda rng, s: rng.uniform(-5.0, 5.0, s),
    "exp": lambda rng, s: rng.standard_normal(s) * 4.0,
    "gelu": lambda rng, s: rng.standard_normal(s) * 4.0,
    "gelu_tanh": lambda rng, s: rng.standard_normal(s) * 4.0,
    "softplus": lambda rng, s: rng.standard_normal(s) * 8.0,
    "elu": lambda rng, s: rng.standard_normal(s) * 4.0,
    "selu": lambda rng, s: rng.standard_normal(s) * 4.0,
}

_UNARY = ("relu", "leaky_relu", "elu", "selu", "sigmoid", "hard_sigmoid", "hard_swish",
          "swish", "gelu", "gelu_tanh", "tanh", "exp", "log", "sqrt", "reciprocal", "abs",
          "neg", "erf", "softplus", "clip")
_BINARY = ("add", "sub", "mul", "div", "pow", "maximum", "minimum")
_ROWWISE = ("softmax", "log_softmax", "layernorm", "rmsnorm", "reduce_sum", "reduce_mean",
            "reduce_max")


def _nchw(shape_hint, default=(2, 3, 7, 6)) -> tuple:
    return tuple(shape_hint) if shape_hint is not None and len(shape_hint) == 4 else default


def _unary_inputs(name, rng, shape):
    gen = _UNARY_DOMAIN.get(name, lambda r, s: r.standard_normal(s) * 3.0)
    x = _f(gen(rng, shape))
    attrs: dict = {}
    if name == "leaky_relu":
        attrs = {"alpha": _fa(rng, 0.01, 0.3)}
    elif name in ("elu", "selu") and rng.random() < 0.5:
        attrs = {"alpha": _fa(rng, 0.5, 2.0)}
    elif name == "hard_sigmoid" and rng.random() < 0.5:
        attrs = {"alpha": _fa(rng, 0.1, 0.5), "beta": _fa(rng, 0.3, 0.7)}
    elif name == "clip":
        attrs = {"lo": _fa(rng, -2.0, -0.1), "hi": _fa(rng, 0.1, 2.0)}
    return (x,), attrs


def _binary_inputs(name, rng, shape):
    bshape = _bshape(rng, shape)
    if rng.random() < 0.3:
        shape, bshape = bshape, shape
    if name == "pow":
        a = rng.uniform(0.25, 4.0, shape)
        b = rng.uniform(-3.0, 3.0, bshape)
    elif name == "div":
        a = rng.standard_normal(shape) * 3.0
        b = rng.choice([-1.0, 1.0], bshape) * rng.uniform(0.25, 4.0, bshape)
    else:
        a = rng.standard_normal(shape) * 3.0
        b = rng.standard_normal(bshape) * 3.0
    return (_f(a), _f(b)), {}


def _rowwise_inputs(name, rng, shape):
    x = _f(rng.standard_normal(shape) * 2.0 + rng.uniform(-1.0, 1.0))
    d = shape[-1]
    if name == "layernorm":
        return (x, _f(rng.standard_normal(d)), _f(rng.standard_normal(d))), {}
    if name == "rmsnorm":
        return (x, _f(rng.standard_normal(d))), {}
    return (x,), {}


def _conv_inputs(rng, shape_hint):
    n, c, h, w = _nchw(shape_hint, (2, 4, 9, 8))
    divisors = [g for g in range(1, c + 1) if c % g == 0]
    group = int(rng.choice(divisors))
    k = group * int(rng.integers(1, 3))
    kh, kw = (int(v) for v in rng.integers(1, 4, 2))
    sh, sw = (int(v) for v in rng.integers(1, 3, 2))
    dh, dw = (int(v) for v in rng.integers(1, 3, 2))
    pads = [int(rng.integers(0, kk)) for kk in (kh, kw, kh, kw)]  # top, left, bottom, right
    # keep at least one output row/column
    h = max(h, dh * (kh - 1) + 1)
    w = max(w, dw * (kw - 1) + 1)
    x = _f(rng.standard_normal((n, c, h, w)))
    wt = _f(rng.standard_normal((k, c // group, kh, kw)) / math.sqrt(c // group * kh * kw))
    b = _f(rng.standard_normal(k))
    attrs = {"stride_h": sh, "stride_w": sw, "pad_top": pads[0], "pad_left": pads[1],
             "pad_bottom": pads[2], "pad_right": pads[3], "dilation_h": dh,
             "dilation_w": dw, "group": group}
    return (x, wt, b), attrs


def _nhwc_conv_inputs(name, rng, shape_hint):
    """conv2d's inputs, channels last: one group (HWIO weights) or depthwise ([R, S, C])."""
    (x, wt, b), attrs = _conv_inputs(rng, shape_hint)
    del attrs["group"]
    x = np.ascontiguousarray(np.moveaxis(x, 1, -1))
    c = x.shape[-1]
    kh, kw = wt.shape[2:]
    if name == "depthwise_nhwc":
        wt = _f(rng.standard_normal((kh, kw, c)) / math.sqrt(kh * kw))
        return (x, wt, _f(rng.standard_normal(c))), attrs
    k = int(rng.integers(1, 20))
    wt = _f(rng.standard_normal((kh, kw, c, k)) / math.sqrt(c * kh * kw))
    return (x, wt, _f(rng.standard_normal(k))), attrs


def _pool_inputs(name, rng, shape_hint):
    n, c, h, w = _nchw(shape_hint)
    x = _f(rng.standard_normal((n, c, h, w)))
    if name == "global_avgpool":
        return (x,), {}
    kh, kw = (int(v) for v in rng.integers(1, 4, 2))
    kh, kw = min(kh, h), min(kw, w)
    attrs = {"kernel_h": kh, "kernel_w": kw,
             "stride_h": int(rng.integers(1, 3)), "stride_w": int(rng.integers(1, 3)),
             "pad_top": int(rng.integers(0, kh)), "pad_left": int(rng.integers(0, kw)),
             "pad_bottom": int(rng.integers(0, kh)), "pad_right": int(rng.integers(0, kw))}
    if name == "avgpool2d":
        attrs["count_include_pad"] = int(rng.integers(0, 2))
    return (x,), attrs


def _library_inputs(name, rng, shape_hint):
    if name in _UNARY:
        return _unary_inputs(name, rng, tuple(shape_hint) if shape_hint is not None else (4, 33))
    if name in _BINARY:
        return _binary_inputs(name, rng, tuple(shape_hint) if shape_hint is not None else (3, 4, 5))
    if name in _ROWWISE:
        shape = tuple(shape_hint) if shape_hint else (2, 3, 17)
        return _rowwise_inputs(name, rng, shape)
    if name == "batchnorm":
        n, c, h, w = _nchw(shape_hint)
        x = _f(rng.standard_normal((n, c, h, w)) * 2.0 + 0.5)
        return (x, _f(rng.standard_normal(c)), _f(rng.standard_normal(c)),
                _f(rng.standard_normal(c)), _f(rng.uniform(0.1, 2.0, c))), {}
    if name == "matmul":
        shape = tuple(shape_hint) if shape_hint is not None and len(shape_hint) >= 2 else (2, 3, 4, 5)
        batch, (m, k) = shape[:-2], shape[-2:]
        nn = int(rng.integers(1, 7))
        a = _f(rng.standard_normal(shape))
        b = _f(rng.standard_normal(_bshape(rng, batch) + (k, nn)))
        return (a, b), {}
    if name == "gemm":
        m, k, nn = tuple(shape_hint) if shape_hint is not None and len(shape_hint) == 3 else (5, 7, 3)
        ta, tb = int(rng.integers(0, 2)), int(rng.integers(0, 2))
        a = _f(rng.standard_normal((k, m) if ta else (m, k)))
        b = _f(rng.standard_normal((nn, k) if tb else (k, nn)))
        cm, cn = [(m, nn), (1, nn), (m, 1), (1, 1)][int(rng.integers(0, 4))]
        c = _f(rng.standard_normal((cm, cn)))
        attrs = {"alpha": _fa(rng, -2.0, 2.0), "beta": _fa(rng, -2.0, 2.0),
                 "trans_a": ta, "trans_b": tb}
        return (a, b, c), attrs
    if name == "conv2d":
        return _conv_inputs(rng, shape_hint)
    if name in ("maxpool2d", "avgpool2d", "global_avgpool"):
        return _pool_inputs(name, rng, shape_hint)
    if name == "matmul_panels":
        m, k, nn = tuple(shape_hint) if shape_hint is not None and len(shape_hint) == 3 else (5, 7, 3)
        p = int(rng.choice([4, 8, 64]))
        j = -(-nn // p)
        bp = _f(rng.standard_normal((j, k, p)))
        bp[-1, :, nn - (j - 1) * p:] = 0.0  # the zero padding past the last column
        return (_f(rng.standard_normal((m, k))), bp), {"cols": nn}
    if name in ("conv2d_nhwc", "depthwise_nhwc"):
        return _nhwc_conv_inputs(name, rng, shape_hint)
    if name == "conv2d_nhwc_panels":
        (x, wt, b), attrs = _nhwc_conv_inputs("conv2d_nhwc", rng, shape_hint)
        r, s_, c, k = wt.shape
        p = int(rng.choice([8, 16, 64]))
        j = -(-k // p)
        padded = np.zeros((r, s_, c, j * p), np.float32)
        padded[..., :k] = wt
        return (x, _f(padded.reshape(r, s_, c, j, p).transpose(3, 0, 1, 2, 4)), b), attrs
    if name in ("maxpool2d_nhwc", "avgpool2d_nhwc", "global_avgpool_nhwc"):
        (x,), attrs = _pool_inputs(name[:-5], rng, shape_hint)
        return (np.ascontiguousarray(np.moveaxis(x, 1, -1)),), attrs
    raise KeyError(f"no such library op: {name!r}")


def _example_inputs(key, rng, shape_hint):
    stem, name = key
    if stem in ("approx", "elementwise"):
        shape = tuple(shape_hint) if shape_hint is not None else (4, 33)
        if name == "add":
            return _binary_inputs("add", rng, shape)
        if name == "clip":
            return (_f(rng.standard_normal(shape) * 2.0),), {}
        return (_f(rng.standard_normal(shape) * 4.0),), {}
    if key == ("linalg", "matmul"):
        m, k, nn = tuple(shape_hint) if shape_hint is not None and len(shape_hint) == 3 else (5, 7, 3)
        return (_f(rng.standard_normal((m, k))), _f(rng.standard_normal((k, nn)))), {}
    if key == ("linalg", "conv2d"):
        n, c, h, w = _nchw(shape_hint, (2, 3, 9, 8))
        k, r, s = int(rng.integers(1, 5)), int(rng.integers(1, 4)), int(rng.integers(1, 4))
        attrs = {"stride": int(rng.integers(1, 3)), "pad": int(rng.integers(0, max(r, s))),
                 "dilation": int(rng.integers(1, 3))}
        h = max(h, attrs["dilation"] * (r - 1) + 1)
        w = max(w, attrs["dilation"] * (s - 1) + 1)
        x = _f(rng.standard_normal((n, c, h, w)))
        wt = _f(rng.standard_normal((k, c, r, s)) / math.sqrt(c * r * s))
        return (x, wt, _f(rng.standard_normal(k))), attrs
    if key == ("linalg", "maxpool2d"):
        n, c, h, w = _nchw(shape_hint)
        size = int(rng.integers(1, 4))
        attrs = {"size": size, "stride": int(rng.integers(1, 3)),
                 "pad": int(rng.integers(0, size))}
        return (_f(rng.standard_normal((n, c, h, w))),), attrs
    if stem == "reductions":
        shape = tuple(shape_hint) if shape_hint is not None and len(shape_hint) == 2 else (5, 17)
        return _rowwise_inputs(name, rng, shape)
    raise KeyError(f"no such example op: {key!r}")


def inputs_for(name, rng: np.random.Generator, shape_hint: tuple | None = None):
    """(inputs, attrs) for op `name`: a library op name, or (example file stem, op name).

    shape_hint, when given, is: the shape of x for unary and row-wise ops (last dim = the
    reduced axis); the shape of one operand for binary ops (the other is a broadcastable
    variant); a's shape (..., M, K) for matmul and (M, K, N) for gemm and the example's
    matmul; (N, C, H, W) for batchnorm, conv and pools. Otherwise small defaults are used.
    Inputs are float32, inside each op's domain; attributes are drawn at random per op
    (f32 attributes exactly representable in float32).
    """
    if isinstance(name, tuple):
        return _example_inputs(name, rng, shape_hint)
    return _library_inputs(name, rng, shape_hint)
