"""Resize, one axis at a time: which input elements each output element reads, and with
what weights. Pure numpy on the axis' lengths and attributes (no tensor data): the
arithmetic of coordinates and weights is float32 in onnxruntime's order, so nearest picks
the same pixel and the weights are the same floats.

The kernel (resize.py) cannot index by data, so an axis is handed over as an integer line
and tables: output p reads x[lin(p) + t] for t < T, where lin(p) = (p * a + b) // c with
integer attributes a, b, c fitted here to the taps; `weights[t, p]` weighs tap t (linear,
cubic, antialias), or for nearest a `shift[p]` in -R..R says which of the 2R + 1
neighbours of lin(p) is the pixel (0 almost everywhere; clamping at the edges makes the
rest). `outside[p]` marks tf_crop_and_resize's extrapolated outputs. A tap outside the
input reads nothing (the DSL's out-of-bounds rule), so a clamped tap's weight is moved to
the edge element it reads in onnxruntime.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

F = np.float32
COORDINATE_MODES = ("half_pixel", "asymmetric", "pytorch_half_pixel", "tf_half_pixel_for_nn", "align_corners",
                     "tf_crop_and_resize", "half_pixel_symmetric")
NEAREST_MODES = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil", "simple")
MAX_RADIUS = 2      # nearest: at most this far from the fitted line (else the plan is refused)
MAX_TAPS = 64       # weighted: taps per output along one axis (antialias of a 1/16 downscale)
MAX_LENGTH = 1 << 31


@dataclass(frozen=True)
class Axis:
    """One resized axis: output p reads x[(p * a + b) // c + t] (see the module doc)."""
    a: int
    b: int
    c: int
    length: int                     # P, the output length
    weights: np.ndarray | None      # [T, P] float32: linear, cubic, antialias (rows along the output)
    shift: np.ndarray | None        # [P] float32 in -radius..radius: nearest
    radius: int
    outside: np.ndarray | None      # [P] float32 1.0 where tf_crop_and_resize extrapolates


@dataclass(frozen=True)
class Config:
    """The node's attributes that decide the taps (per axis, with its lengths, scale and roi)."""
    mode: str                       # nearest | linear | cubic
    coordinate: str
    nearest: str
    cubic_a: float
    exclude_outside: bool
    antialias: bool


# --- coordinates: output index -> input coordinate, float32 as onnxruntime computes them ---------------

def coordinates(mode: str, P: int, K: int, scale: np.float32, roi: tuple[float, float]) -> np.ndarray:
    p = np.arange(P, dtype=F)
    s = F(scale)
    with np.errstate(all="ignore"):
        if mode == "half_pixel":
            return (p + F(0.5)) / s - F(0.5)
        if mode == "asymmetric":
            return p / s
        if mode == "pytorch_half_pixel":
            return (p + F(0.5)) / s - F(0.5) if P > 1 else np.zeros(P, F)
        if mode == "tf_half_pixel_for_nn":
            return (p + F(0.5)) / s
        if mode == "align_corners":
            return np.zeros(P, F) if P == 1 else p * F(K - 1) / F(P - 1)
        if mode == "tf_crop_and_resize":
            r0, r1 = F(roi[0]), F(roi[1])
            if P > 1:
                return r0 * F(K - 1) + (p * (r1 - r0) * F(K - 1)) / F(P - 1)
            return np.full(P, F(0.5 * (float(r0) + float(r1)) * (K - 1)), F)
        if mode == "half_pixel_symmetric":
            width = s * F(K)
            adjustment = F(P) / width
            offset = F(F(K) / F(2)) * (F(1) - adjustment)
            return (float(offset) + (p.astype(np.float64) + 0.5) / float(s) - 0.5).astype(F)
    raise ValueError(f"coordinate_transformation_mode '{mode}'")


def slope(mode: str, P: int, K: int, scale: float, roi: tuple[float, float]) -> float:
    """d(coordinate)/dp: the line's slope before fitting."""
    if mode == "align_corners":
        return (K - 1) / (P - 1) if P > 1 else 0.0
    if mode == "tf_crop_and_resize":
        return (roi[1] - roi[0]) * (K - 1) / (P - 1) if P > 1 else 0.0
    return 1.0 / float(scale)


# --- nearest ------------------------------------------------------------------------------------------

def nearest_index(x: np.ndarray, mode: str, downsample: bool) -> np.ndarray:
    """onnxruntime's GetNearestPixelFromOriginal on float32 coordinates (unclamped)."""
    x = x.astype(F)
    t = np.trunc(x)
    frac = x - t                                     # exact in float32
    away = t + np.sign(x) * (np.abs(frac) >= F(0.5))  # std::round: half away from zero
    if mode == "round_prefer_floor":
        r = np.where(x == t + F(0.5), np.floor(x), away)
    elif mode == "round_prefer_ceil":
        r = away
    elif mode == "floor":
        r = np.floor(x)
    elif mode == "ceil":
        r = np.ceil(x)
    elif mode == "simple":  # Resize-10 and Upsample
        r = np.ceil(x) if downsample else t
    else:
        raise ValueError(f"nearest_mode '{mode}'")
    return r.astype(np.int64)


# --- weighted taps: (index, weight) per output, clamped like onnxruntime -----------------------------

def linear_taps(x: np.ndarray, K: int):
    """Bilinear's two taps per output (UpsampleBilinear): x clamped into [0, K - 1]."""
    xc = np.minimum(np.maximum(x, F(0)), F(K - 1)).astype(F)
    i1 = np.minimum(xc.astype(np.int64), K - 1)
    i2 = np.minimum(i1 + 1, K - 1)
    d1 = np.abs(xc - i1.astype(F))
    d2 = np.abs(xc - i2.astype(F))
    same = i1 == i2
    d1 = np.where(same, F(0.5), d1).astype(F)
    d2 = np.where(same, F(0.5), d2).astype(F)
    start = np.floor(x).astype(np.int64)
    return np.stack([i1, i2], 1), np.stack([d2, d1], 1), start


def cubic_coeffs(s: np.ndarray, a: np.float32) -> np.ndarray:
    """Keys' cubic convolution weights of the 4 taps around s in [0, 1) (GetCubicCoeffs)."""
    a = F(a)
    s = np.abs(s).astype(F)
    one, two, four, five, eight = F(1), F(2), F(4), F(5), F(8)
    s1, t1, t2 = s + one, one - s, two - s
    c0 = ((a * s1 - five * a) * s1 + eight * a) * s1 - four * a
    c1 = ((a + two) * s - (a + F(3))) * s * s + one
    c2 = ((a + two) * t1 - (a + F(3))) * t1 * t1 + one
    c3 = ((a * t2 - five * a) * t2 + eight * a) * t2 - four * a
    return np.stack([c0, c1, c2, c3], 1).astype(F)


def cubic_taps(x: np.ndarray, K: int, a: float, exclude_outside: bool):
    x0 = np.floor(x)
    s = (x - x0).astype(F)
    c = cubic_coeffs(s, F(a))
    idx = x0.astype(np.int64)[:, None] + np.arange(-1, 3)[None, :]
    inside = (idx >= 0) & (idx < K)
    if exclude_outside:
        c = np.where(inside, c, F(0)).astype(F)
        total = np.zeros(len(x), F)
        for k in range(4):
            total = (total + c[:, k]).astype(F)
        with np.errstate(all="ignore"):
            c = (c / total[:, None]).astype(F)
    return np.clip(idx, 0, K - 1), c, idx[:, 0]


def _filter(kind: str, a: np.float32):
    if kind == "linear":
        return lambda t: np.where(np.abs(t) < F(1), F(1) - np.abs(t), F(0)).astype(F)

    def cubic(t):
        t = np.abs(t).astype(F)
        near = ((a + F(2)) * t - (a + F(3))) * t * t + F(1)
        far = (((t - F(5)) * t + F(8)) * t - F(4)) * a
        return np.where(t < F(1), near, np.where(t < F(2), far, F(0))).astype(F)
    return cubic


def antialias_taps(x: np.ndarray, K: int, scale: np.float32, kind: str, a: float, exclude_outside: bool):
    """onnxruntime's antialiasing filter (Pillow's): support widened by the downscale,
    weights normalized; taps outside the input folded onto the edges unless excluded."""
    support_size = F(2) if kind == "linear" else F(4)
    inv = F(F(1) / F(scale))
    support = (support_size * F(0.5)) * inv if inv >= F(1) else support_size * F(0.5)
    window = int(math.ceil(float(support))) * 2 + 1
    if window > MAX_TAPS:
        raise ValueError(f"Resize: antialias at scale {float(scale)} needs {window} taps per output "
                         f"(at most {MAX_TAPS})")
    inv_scale = F(F(1) / inv) if inv >= F(1) else F(1)
    filt = _filter(kind, F(a))
    P = len(x)
    idx = np.zeros((P, window), np.int64)
    w = np.zeros((P, window), F)
    start = np.zeros(P, np.int64)
    for i in range(P):
        center = F(x[i] + F(0.5))
        xmin_real = int(np.floor(center - support + F(0.5)))
        xmax_real = int(np.floor(center + support + F(0.5)))
        xmax_real = xmin_real + min(max(xmax_real - xmin_real, 0), window)
        xmin_cut, xmax_cut = min(max(xmin_real, 0), K), min(max(xmax_real, 0), K)
        xmin, xmax = (xmin_cut, xmax_cut) if exclude_outside else (xmin_real, xmax_real)
        n = xmax - xmin
        buf = np.zeros(window, F)
        if n > 0:
            buf[:n] = filt((np.arange(n, dtype=F) + F(xmin) - center + F(0.5)) * inv_scale)
        total = F(0)
        for v in buf[:max(n, 0)]:
            total = F(total + v)
        if not exclude_outside and xmin_cut < xmax_cut:
            neg = min(max(-xmin, 0), n - 1)
            for k in range(neg):
                buf[neg] = F(buf[neg] + buf[k])
            beyond = min(max(xmin + n - K, 0), n - 1)
            for k in range(n - beyond, n):
                buf[n - beyond - 1] = F(buf[n - beyond - 1] + buf[k])
            if neg or beyond:
                buf[:xmax_cut - xmin_cut] = buf[neg:neg + xmax_cut - xmin_cut].copy()
        scale_inv = F(1) if total == F(0) else F(F(1) / total)
        m = xmax_cut - xmin_cut
        w[i, :m] = (buf[:m] * scale_inv).astype(F)
        idx[i, :m] = np.arange(xmin_cut, xmax_cut)
        idx[i, m:] = xmin_cut
        start[i] = xmin_real
    return idx, w, start


# --- the line and the window -----------------------------------------------------------------------

def fit_line(g: np.ndarray, must: np.ndarray, slope_hint: float) -> tuple[int, int, int] | None:
    """Integers (a, b, c), c > 0, with (p * a + b) // c == g[p] wherever must[p]; None if
    no line of denominator up to 2^30 does."""
    P = len(g)
    p = np.arange(P, dtype=np.int64)[must]
    gv = g[must].astype(np.int64)
    if p.size == 0:
        return 0, 0, 1
    slopes = {slope_hint}
    if p.size > 1:
        slopes.add(float((gv[-1] - gv[0]) / (p[-1] - p[0])))
    big = int(np.max(np.abs(gv))) + 2
    dens = list(range(1, 17)) + [1 << k for k in range(5, 31)] + [P, 2 * P, 4 * P]
    for c in dens:
        for s in slopes:
            if not math.isfinite(s) or (abs(s) + 1) * c * (P + 1) + c * big > 1 << 60:
                continue
            for a in sorted({math.floor(s * c), math.ceil(s * c), math.floor(s * c) - 1, math.ceil(s * c) + 1}):
                lo = int(np.max(gv * c - p * a))
                hi = int(np.min(gv * c + c - 1 - p * a))
                if lo <= hi:
                    return a, lo, c
    return None


def best_line(g: np.ndarray, must: np.ndarray, slope_hint: float) -> tuple[int, int, int]:
    """A line close to g where no exact one exists: the residual g - line widens the
    window (weighted) or becomes the nearest shift."""
    c = 1 << 20
    a = int(round(slope_hint * c))
    p = np.arange(len(g), dtype=np.int64)
    sel = must if must.any() else np.ones(len(g), bool)
    b = int(np.median(g[sel].astype(np.int64) * c - p[sel] * a + c // 2))
    return a, b, c


def line(a: int, b: int, c: int, P: int) -> np.ndarray:
    return (np.arange(P, dtype=np.int64) * a + b) // c


def nearest_axis(cfg: Config, P: int, K: int, scale: np.float32, roi) -> Axis:
    x = coordinates(cfg.coordinate, P, K, scale, roi)
    raw = nearest_index(x, cfg.nearest, F(scale) < F(1))
    g = np.clip(raw, 0, K - 1)
    outside = _outside(cfg, x, K)
    keep = outside == 0 if outside is not None else np.ones(P, bool)
    hint = slope(cfg.coordinate, P, K, float(scale), roi)
    abc = fit_line(g, keep, hint) or fit_line(raw, keep, hint) or best_line(raw, keep, hint)
    shift = np.where(keep, g - line(*abc, P), 0)
    radius = int(np.max(np.abs(shift))) if P else 0
    if radius > MAX_RADIUS:
        raise ValueError(f"Resize: nearest pixels of an axis {K} -> {P} fit no line (off by {radius})")
    return Axis(*abc, P, None, shift.astype(F), radius, outside)


def weighted_axis(cfg: Config, P: int, K: int, scale: np.float32, roi) -> Axis:
    x = coordinates(cfg.coordinate, P, K, scale, roi)
    if cfg.antialias and P == K:
        # onnxruntime's antialiasing resize copies an axis whose size does not change,
        # whatever its scale and coordinate mode say (a scale of 1.3 on 2 pixels is 2 -> 2)
        start = np.arange(P, dtype=np.int64)
        idx, w = start[:, None].copy(), np.ones((P, 1), F)
    elif cfg.antialias:
        idx, w, start = antialias_taps(x, K, scale, cfg.mode, cfg.cubic_a, cfg.exclude_outside)
    elif cfg.mode == "linear":
        idx, w, start = linear_taps(x, K)
    else:
        idx, w, start = cubic_taps(x, K, cfg.cubic_a, cfg.exclude_outside)
    outside = _outside(cfg, x, K)
    keep = outside == 0 if outside is not None else np.ones(P, bool)
    hint = slope(cfg.coordinate, P, K, float(scale), roi)
    abc = fit_line(start, keep, hint) or best_line(start, keep, hint)
    base = line(*abc, P)
    used = (w != 0) & keep[:, None]
    off = idx - base[:, None]
    lo = int(off[used].min()) if used.any() else 0
    hi = int(off[used].max()) if used.any() else 0
    T = hi - lo + 1
    if T > MAX_TAPS:
        raise ValueError(f"Resize: an axis {K} -> {P} needs {T} taps per output (at most {MAX_TAPS})")
    table = np.zeros((T, P), F)
    rows = np.nonzero(used)
    np.add.at(table, (off[rows] - lo, rows[0]), w[rows])  # two taps on one element (clamped): one weight
    a, b, c = abc
    return Axis(a, b + lo * c, c, P, table, None, 0, outside)


def _outside(cfg: Config, x: np.ndarray, K: int) -> np.ndarray | None:
    if cfg.coordinate != "tf_crop_and_resize":
        return None
    o = ((x < F(0)) | (x > F(K - 1))).astype(F)
    return o if o.any() else None


def plan_axis(cfg: Config, P: int, K: int, scale: np.float32, roi) -> Axis:
    if P > MAX_LENGTH:
        raise ValueError(f"Resize: output length {P} is too large")
    if cfg.mode == "nearest":
        return nearest_axis(cfg, P, K, scale, roi)
    return weighted_axis(cfg, P, K, scale, roi)
