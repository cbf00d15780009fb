"""Small real models that need the op bindings beyond the core set (tests/models/ops/*.onnx,
exported from PyTorch and transformers by tests/models/export_ops.py, which these tests
never import): segmentation heads (Resize from F.interpolate: nearest, bilinear with and
without align_corners, bicubic, sizes from Shape; ArgMax), in-place index assignment and
index ops (ScatterND, ScatterElements add, TopK, CumSum, Trilu, Einsum), and BERT and
Llama attention with SDPA masks (IsNaN, GatherElements, Where, Range, Sin, Cos).

Each runs through jit_runtime.Session with no fallback, three times (the later runs
through the arena and the native replay), at two input shapes where its dims are symbolic,
and matches onnxruntime (1 thread) within 1e-4 relative to each output's largest
magnitude; integer outputs exactly."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest

import jit_runtime as jr

ort = pytest.importorskip("onnxruntime")

FILES = sorted((Path(__file__).resolve().parent / "models" / "ops").glob("*.onnx"))
REL = 1e-4


def _feeds(path: Path, variant: int) -> dict:
    """Inputs for the model's graph inputs: images, index vectors, token ids and masks."""
    m = onnx.load(path, load_external_data=False)
    rng = np.random.default_rng(variant * 101 + len(path.name))
    dyn = path.stem.endswith("_dyn")  # symbolic height and width: a second image size
    feeds = {}
    for inp in m.graph.input:
        dims = [d.dim_value if d.HasField("dim_value") else 0 for d in inp.type.tensor_type.shape.dim]
        if inp.name == "image":
            shape = (1, 3, 36, 52) if dyn and variant else (1, 3, 40, 56)
            feeds[inp.name] = rng.standard_normal(shape).astype(np.float32)
        elif inp.name == "x":
            feeds[inp.name] = rng.standard_normal(dims).astype(np.float32)
        elif inp.name == "idx":
            feeds[inp.name] = np.array([[5, 1], [0, 7], [-1, 3]][variant], np.int64)
        elif inp.name in ("input_ids", "attention_mask"):
            b, s = [(2, 9), (3, 12), (1, 5)][variant]
            if inp.name == "input_ids":
                feeds[inp.name] = rng.integers(0, 99, (b, s)).astype(np.int64)
            else:
                mask = np.ones((b, s), np.int64)
                mask[-1, s // 2:] = 0  # padding in the last sequence
                feeds[inp.name] = mask
        else:
            raise AssertionError(f"{path.name}: no feed for input {inp.name}")
    return feeds


def _ort(path: Path, feeds: dict):
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.log_severity_level = 3
    s = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
    return [o.name for o in s.get_outputs()], s.run(None, feeds)


def _compare(name: str, got: dict, names: list[str], want: list[np.ndarray]):
    assert list(got) == names, f"{name}: outputs {list(got)} vs onnxruntime's {names}"
    for key, b in zip(names, want):
        a = got[key]
        assert a.shape == b.shape and a.dtype == b.dtype, f"{name}/{key}: {a.shape} {a.dtype} vs {b.shape} {b.dtype}"
        if not np.issubdtype(b.dtype, np.floating):
            np.testing.assert_array_equal(a, b, err_msg=f"{name}/{key}")
            continue
        scale = float(np.max(np.abs(b), initial=0.0)) or 1.0
        err = float(np.max(np.abs(a.astype(np.float64) - b), initial=0.0))
        assert err <= REL * scale, f"{name}/{key}: max |diff| {err:.3g} > {REL} * {scale:.3g}"


def test_the_model_set_is_there():
    names = {p.stem for p in FILES}
    assert {"seg_bilinear_op11", "seg_bilinear_op17_dyn", "seg_corners_op13", "seg_corners_op18_dyn",
            "index_ops_op16", "bert_sdpa_op17_dyn", "llama_sdpa_op17_dyn"} <= names
    for p in FILES:
        assert p.stat().st_size < 400 * 1024, f"{p.name} is larger than a small test model should be"


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_model_matches_onnxruntime(path):
    s = jr.Session(str(path), warmup=False)
    variants = (0, 1) if path.stem.endswith("_dyn") or path.stem.startswith("index_ops") else (0,)
    for variant in variants:
        feeds = _feeds(path, variant)
        names, want = _ort(path, feeds)
        for run in range(3):  # first run, arena, native replay
            _compare(f"{path.name} (inputs {variant}, run {run})", s.run(feeds), names, want)


def test_the_ops_the_models_are_for():
    """The files use the op types they are here to test (an exporter change that drops
    them would make this set test nothing new)."""
    want = {"seg_bilinear_op11": {"Resize"}, "seg_corners_op13": {"Resize", "ArgMax"},
            "index_ops_op16": {"ScatterND", "ScatterElements", "TopK", "CumSum", "Trilu", "Einsum"},
            "bert_sdpa_op17_dyn": {"IsNaN", "GatherElements", "Where", "Range"},
            "llama_sdpa_op17_dyn": {"Sin", "Cos", "IsNaN", "Range"}}
    for p in FILES:
        if p.stem in want:
            ops = {n.op_type for n in onnx.load(p).graph.node}
            assert want[p.stem] <= ops, f"{p.name}: missing {sorted(want[p.stem] - ops)}"
