"""NonMaxSuppression and RoiAlign through Session against onnxruntime: thresholds, ties,
flipped and center-format boxes, several batches and classes; rois inside, across and
outside the feature map, adaptive and fixed sampling, both modes and coordinate modes."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto as T, helper

import jit_runtime as jr
from jit_runtime.onnx.session import NodeError

ort = pytest.importorskip("onnxruntime")
V = helper.make_tensor_value_info


def _run_both(m, feed):
    want = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feed)
    s = jr.Session(m, warmup=False)
    for _ in range(2):
        got = s.run(None, feed)
    return want, got


def _nms_model(center=0, with_score=True, opset=11):
    ins = ["boxes", "scores", "max_out", "iou", "score"] if with_score else ["boxes", "scores", "max_out", "iou"]
    node = helper.make_node("NonMaxSuppression", ins, ["sel"], center_point_box=center)
    inputs = [V("boxes", T.FLOAT, None), V("scores", T.FLOAT, None), V("max_out", T.INT64, [1]),
              V("iou", T.FLOAT, [1])] + ([V("score", T.FLOAT, [1])] if with_score else [])
    g = helper.make_graph([node], "nms", inputs, [V("sel", T.INT64, None)])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


@pytest.mark.parametrize("seed", range(6))
def test_nms_matches_onnxruntime(seed):
    rng = np.random.default_rng(seed)
    B, C, N = rng.integers(1, 3), rng.integers(1, 4), rng.integers(1, 40)
    center = int(seed % 2)
    xy = rng.uniform(0, 10, (B, N, 2))
    wh = rng.uniform(0.5, 4, (B, N, 2))
    boxes = np.concatenate([xy, wh], -1) if center else np.concatenate([xy, xy + wh], -1)
    if not center and seed % 3 == 0:
        boxes = boxes[..., [2, 3, 0, 1]]  # flipped corners
    scores = rng.uniform(0, 1, (B, C, N)).round(1)  # rounded: ties
    feed = {"boxes": boxes.astype(np.float32), "scores": scores.astype(np.float32),
            "max_out": np.array([rng.integers(0, 8)], np.int64), "iou": np.array([rng.uniform(0, 0.7)], np.float32),
            "score": np.array([rng.uniform(0, 0.5)], np.float32)}
    want, got = _run_both(_nms_model(center), feed)
    np.testing.assert_array_equal(got[0], want[0])
    feed.pop("score")
    want, got = _run_both(_nms_model(center, with_score=False), feed)
    np.testing.assert_array_equal(got[0], want[0])


def _roi_model(mode="avg", ratio=0, opset=16, ctm=None, out=(3, 4), scale=0.5):
    attrs = dict(mode=mode, sampling_ratio=ratio, output_height=out[0], output_width=out[1], spatial_scale=scale)
    if ctm:
        attrs["coordinate_transformation_mode"] = ctm
    node = helper.make_node("RoiAlign", ["x", "rois", "bi"], ["y"], **attrs)
    g = helper.make_graph([node], "roi", [V("x", T.FLOAT, None), V("rois", T.FLOAT, None), V("bi", T.INT64, None)],
                          [V("y", T.FLOAT, None)])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])


@pytest.mark.parametrize("mode,ratio,opset,ctm", [("avg", 0, 16, None), ("avg", 2, 16, "output_half_pixel"),
                                                  ("max", 0, 16, None), ("max", 3, 10, None), ("avg", 1, 10, None)])
def test_roi_align_matches_onnxruntime(mode, ratio, opset, ctm):
    rng = np.random.default_rng(ratio + opset)
    x = rng.normal(size=(2, 5, 9, 11)).astype(np.float32)
    xy = rng.uniform(-6, 22, (7, 2))
    rois = np.concatenate([xy, xy + rng.uniform(0, 14, (7, 2))], 1).astype(np.float32)
    rois[0] = [30, 30, 40, 40]  # outside the map
    rois[1] = [2, 3, 2, 3]      # empty
    feed = {"x": x, "rois": rois, "bi": rng.integers(0, 2, 7).astype(np.int64)}
    want, got = _run_both(_roi_model(mode, ratio, opset, ctm), feed)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-5, atol=1e-5)


def test_roi_align_without_rois_and_bad_batch_index():
    m = _roi_model()
    x = np.ones((1, 2, 4, 4), np.float32)
    out = jr.Session(m, warmup=False).run({"x": x, "rois": np.zeros((0, 4), np.float32), "bi": np.zeros(0, np.int64)})
    assert out["y"].shape == (0, 2, 3, 4)
    with pytest.raises(NodeError, match=r"RoiAlign.*batch_indices must be integers in 0..0"):
        jr.Session(m, warmup=False).run({"x": x, "rois": np.ones((1, 4), np.float32), "bi": np.array([3])})
