"""Detection heads: NonMaxSuppression and RoiAlign, as onnxruntime computes them.

NonMaxSuppression is index work on a few thousand boxes (which boxes survive), in numpy:
per batch and class, boxes scoring above score_threshold in descending score order (ties:
lower index first), each kept unless its IoU with a kept box exceeds iou_threshold, at most
max_output_boxes_per_class; rows (batch, class, box) in that order.

RoiAlign is bilinear sampling, which is separable: a bin's value is a sum over its
sample rows u and sample columns v of ay[u] * ax[v] * x[row u, column v] (ay, ax: each
sample's two interpolation weights, divided by the sample count in avg mode). Which rows
and columns each roi reads depends on the rois (index work: numpy gathers them, a chunk
of rois at a time under the memory limit); the weighted sum (avg) or maximum (max: of
the weighted corners, as onnxruntime takes it) is a DSL op."""
from __future__ import annotations

import math

import numpy as np

from ._base import Binding, Ctx, binder, check_alloc, emit, gen, run_op

ROI_CHUNK_BYTES = 1 << 26  # gathered samples per chunk of rois


# --- NonMaxSuppression ---------------------------------------------------------------------------

def _corners(b: np.ndarray, center: bool) -> np.ndarray:
    """[N, 4] boxes as (y1, x1, y2, x2) with y1 <= y2, x1 <= x2."""
    b = b.astype(np.float64)
    if center:
        xc, yc, w, h = b[:, 0], b[:, 1], b[:, 2], b[:, 3]
        return np.stack([yc - h / 2, xc - w / 2, yc + h / 2, xc + w / 2], axis=1)
    return np.stack([np.minimum(b[:, 0], b[:, 2]), np.minimum(b[:, 1], b[:, 3]),
                     np.maximum(b[:, 0], b[:, 2]), np.maximum(b[:, 1], b[:, 3])], axis=1)


def nms(boxes: np.ndarray, scores: np.ndarray, max_out: int, iou_threshold: float, score_threshold: float | None,
        center: bool) -> np.ndarray:
    """selected_indices [K, 3] int64 (batch, class, box). Greedy: the best remaining box is
    kept and removes the boxes overlapping it by more than iou_threshold (what keeping each
    box whose IoU with every kept one is at most the threshold gives, one kept box at a time)."""
    out: list[tuple[int, int, int]] = []
    if max_out <= 0:
        return np.zeros((0, 3), np.int64)
    for b in range(scores.shape[0]):
        c = _corners(boxes[b], center)
        area = (c[:, 2] - c[:, 0]) * (c[:, 3] - c[:, 1])
        for k in range(scores.shape[1]):
            s = scores[b, k].astype(np.float32)
            cand = np.arange(len(s)) if score_threshold is None else np.nonzero(s > np.float32(score_threshold))[0]
            order = cand[np.argsort(-s[cand], kind="stable")]
            kept: list[int] = []
            while order.size and len(kept) < max_out:
                i, rest = int(order[0]), order[1:]
                kept.append(i)
                ih = np.minimum(c[i, 2], c[rest, 2]) - np.maximum(c[i, 0], c[rest, 0])
                iw = np.minimum(c[i, 3], c[rest, 3]) - np.maximum(c[i, 1], c[rest, 1])
                inter = np.where((ih > 0) & (iw > 0), ih * iw, 0.0)
                union = area[i] + area[rest] - inter
                ok = (area[i] > 0) & (area[rest] > 0) & (union > 0)
                iou = np.where(ok, inter / np.where(ok, union, 1.0), 0.0)
                order = rest[iou <= iou_threshold]
            out.extend((b, k, i) for i in kept)
    return np.asarray(out, np.int64).reshape(-1, 3)


@binder("NonMaxSuppression", since=10)
def _nms(ctx: Ctx) -> Binding:
    center = int(ctx.attr("center_point_box", 0))
    if center not in (0, 1):
        raise ctx.fail(f"center_point_box {center} is none of 0, 1")

    def run(inputs, out=None):
        boxes, scores = np.asarray(inputs[0]), np.asarray(inputs[1])
        if boxes.ndim != 3 or boxes.shape[2] != 4 or scores.ndim != 3 or scores.shape[0] != boxes.shape[0] \
                or scores.shape[2] != boxes.shape[1]:
            raise ValueError(f"boxes {boxes.shape} must be [batch, boxes, 4] and scores {scores.shape} "
                             f"[batch, classes, boxes]")

        def scalar(i, default):
            if i >= len(inputs) or inputs[i] is None or np.asarray(inputs[i]).size == 0:
                return default
            a = np.asarray(inputs[i])
            if a.size != 1:
                raise ValueError(f"input {i} must hold one value, got shape {a.shape}")
            return a.reshape(-1)[0]
        max_out = int(scalar(2, 0))
        iou = float(scalar(3, 0.0))
        if not 0.0 <= iou <= 1.0:
            raise ValueError(f"iou_threshold {iou} must lie in [0, 1]")
        st = scalar(4, None)
        return emit([nms(boxes, scores, max_out, iou, None if st is None else float(st), bool(center))], out)
    return Binding("NonMaxSuppression", None, "shape", run)


# --- RoiAlign ------------------------------------------------------------------------------------

ROI_TEXT = {
    "avg": ("op roi_align_avg(g: f32[R, P, U, Q, V, C], ay: f32[R, P, U], ax: f32[R, Q, V]) -> y: f32[R, C, P, Q] {\n"
            "    y[r, c, p, q] = sum[u, v](g[r, p, u, q, v, c] * (ay[r, p, u] * ax[r, q, v]))\n}\n"),
    "max": ("op roi_align_max(g: f32[R, P, U, Q, V, C], ay: f32[R, P, U], ax: f32[R, Q, V], ly: f32[R, P, U],\n"
            "                  lx: f32[R, Q, V]) -> y: f32[R, C, P, Q] {\n"
            "    y[r, c, p, q] = max[u, v](where(ly[r, p, u] * lx[r, q, v] > 0.5,\n"
            "        g[r, p, u, q, v, c] * (ay[r, p, u] * ax[r, q, v]), -3.4028234663852886e+38))\n}\n"),
}


def _axis_taps(start: np.ndarray, size: np.ndarray, bins: int, grid: np.ndarray, G: int, extent: int,
               avg: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per roi and bin along one axis: (index, weight, live), each [R, bins, 2G], of each
    sample's two taps; slots past the roi's own grid are not live (weight 0); a sample
    outside the map is live with weight 0, as onnxruntime counts it."""
    R = len(start)
    f = np.float32
    p = np.arange(bins, dtype=f)[None, :, None]
    i = np.arange(G, dtype=f)[None, None, :]
    bin_size = (size / f(bins))[:, None, None]
    g = np.maximum(grid, 1).astype(f)[:, None, None]
    pos = (start[:, None, None] + p * bin_size) + (i + f(0.5)) * bin_size / g   # [R, bins, G], as onnxruntime
    pos = pos.astype(np.float64)
    live = np.broadcast_to(i < grid[:, None, None], (R, bins, G))
    used = live & (pos >= -1.0) & (pos <= extent)
    pos = np.maximum(pos, 0.0)
    low = np.floor(pos).astype(np.int64)
    top = low >= extent - 1
    low = np.where(top, extent - 1, low)
    high = np.where(top, extent - 1, low + 1)
    pos = np.where(top, low.astype(np.float64), pos)
    frac = (pos - low).astype(np.float32)
    w_low, w_high = np.float32(1.0) - frac, frac
    if avg:
        w_low, w_high = w_low / g, w_high / g
    idx = np.stack([low, high], axis=-1).reshape(R, bins, 2 * G)
    w = np.where(used[..., None], np.stack([w_low, w_high], axis=-1), 0.0).reshape(R, bins, 2 * G)
    idx = np.where(w != 0, idx, 0)
    live = np.repeat(live, 2, axis=-1).reshape(R, bins, 2 * G).astype(np.float32)
    return np.clip(idx, 0, max(extent - 1, 0)), w.astype(np.float32), live


def roi_align(x: np.ndarray, rois: np.ndarray, batch: np.ndarray, mode: str, PH: int, PW: int, ratio: int,
              scale: float, half_pixel: bool, where: str) -> np.ndarray:
    N, C, H, W = x.shape
    R = rois.shape[0]
    out = np.zeros((R, C, PH, PW), np.float32)
    if R == 0:
        return out
    r = rois.astype(np.float32)  # onnxruntime computes in the input's type
    off = np.float32(0.5 if half_pixel else 0.0)
    s = np.float32(scale)
    x1, y1, x2, y2 = (r[:, k] * s - off for k in range(4))
    rw, rh = x2 - x1, y2 - y1
    if not half_pixel:
        rw, rh = np.maximum(rw, 1.0), np.maximum(rh, 1.0)
    gh = np.full(R, ratio) if ratio > 0 else np.ceil(rh / PH).astype(np.int64)
    gw = np.full(R, ratio) if ratio > 0 else np.ceil(rw / PW).astype(np.int64)
    GH, GW = max(int(gh.max()), 1), max(int(gw.max()), 1)  # a grid of 0 (an empty roi) samples nothing
    check_alloc((R, PH, 2 * GH, PW, 2 * GW), np.float32, f"{where}: the sampling grid")
    avg = mode == "avg"
    ys, ay, ly = _axis_taps(y1, rh, PH, gh, GH, H, avg)
    xs, ax, lx = _axis_taps(x1, rw, PW, gw, GW, W, avg)
    op = gen(ROI_TEXT[mode])
    per_roi = PH * 2 * GH * PW * 2 * GW * C * 4
    step = max(1, ROI_CHUNK_BYTES // max(per_roi, 1))
    xc = np.ascontiguousarray(x)
    for a in range(0, R, step):
        b = slice(a, min(R, a + step))
        n = b.stop - b.start
        check_alloc((n, PH, 2 * GH, PW, 2 * GW, C), np.float32, f"{where}: gathered samples")
        g = xc[batch[b][:, None, None, None, None], :, ys[b][:, :, :, None, None], xs[b][:, None, None, :, :]]
        args = [np.ascontiguousarray(g, np.float32), np.ascontiguousarray(ay[b]), np.ascontiguousarray(ax[b])]
        if not avg:
            args += [np.ascontiguousarray(ly[b]), np.ascontiguousarray(lx[b])]
        (y,) = run_op(op, args)
        out[b] = y
    out[(gh * gw) == 0] = 0.0  # no samples: onnxruntime's 0 (max mode's -inf start otherwise)
    return out


@binder("RoiAlign", since=10)
def _roi_align(ctx: Ctx) -> Binding:
    ctx.float_input(0, "X")
    ctx.float_input(1, "rois")
    mode = ctx.attr("mode", "avg")
    if mode not in ("avg", "max"):
        raise ctx.fail(f"mode '{mode}' is none of avg, max")
    ctm = ctx.attr("coordinate_transformation_mode", "half_pixel" if ctx.opset >= 16 else "output_half_pixel")
    if ctm not in ("half_pixel", "output_half_pixel"):
        raise ctx.fail(f"coordinate_transformation_mode '{ctm}' is none of half_pixel, output_half_pixel")
    PH, PW = int(ctx.attr("output_height", 1)), int(ctx.attr("output_width", 1))
    ratio = int(ctx.attr("sampling_ratio", 0))
    scale = float(ctx.attr("spatial_scale", 1.0))
    if PH < 1 or PW < 1 or ratio < 0 or not math.isfinite(scale):
        raise ctx.fail(f"output {PH}x{PW}, sampling_ratio {ratio}, spatial_scale {scale}: sizes must be positive, "
                       f"the ratio >= 0, the scale finite")
    where = f"RoiAlign '{ctx.node.name}'"

    def run(inputs, out=None):
        x, rois, bi = inputs[0], inputs[1], np.asarray(inputs[2])
        if x.ndim != 4 or rois.ndim != 2 or rois.shape[1] != 4 or bi.shape != (rois.shape[0],):
            raise ValueError(f"X {x.shape} must be [N, C, H, W], rois {rois.shape} [R, 4], batch_indices "
                             f"{bi.shape} [R]")
        if bi.dtype.kind not in "iu" or (bi.size and (bi.min() < 0 or bi.max() >= x.shape[0])):
            raise ValueError(f"batch_indices must be integers in 0..{x.shape[0] - 1}")
        if not np.isfinite(rois).all():
            raise ValueError("rois must be finite")
        y = roi_align(x, rois, bi.astype(np.int64), mode, PH, PW, ratio, scale, ctm == "half_pixel", where)
        return emit([y], out)
    return Binding("RoiAlign", f"roi_align_{mode}", "kernel", run, host=True)

