"""Real models as exporters write them (tests/models/real/, made by
tests/models/export_real.py from small configs): BERT, GPT-2, T5, BART, the Whisper
encoder and a decoder step, Wav2Vec2, a CRNN OCR recognizer (BiLSTM), a voice-activity
model (GRU, LSTM, an If on a state flag), a whole Faster R-CNN (NonMaxSuppression in If
branches, RoiAlign, TopK) and torchvision's DeepLabV3, LR-ASPP and FPN on a MobileNetV3
slice, each at opsets 13 and 17 (TorchScript exporter) and 18 (dynamo), through
jit_runtime.Session against onnxruntime within 1e-4 of the output's magnitude, run twice
(the second run replays). With torch installed, the OCR model is also exported afresh."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import jit_runtime as jr

ort = pytest.importorskip("onnxruntime")
REAL = Path(__file__).resolve().parent / "models" / "real"
MODELS = sorted(p.stem for p in REAL.glob("*.onnx"))
TOLERANCE = 1e-4


def compare(data: bytes, feeds: dict, runs: int = 2) -> float:
    """The largest |ours - onnxruntime| over max |onnxruntime|, across outputs and runs."""
    want = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, feeds)
    s = jr.Session(data, warmup=False)
    worst = 0.0
    for _ in range(runs):
        got = s.run(None, feeds)
        for w, g in zip(want, got):
            assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, g.dtype, w.shape, w.dtype)
            if w.size:
                worst = max(worst, float(np.max(np.abs(g.astype(np.float64) - w)) / max(np.max(np.abs(w)), 1e-30)))
    return worst


def feeds_of(name: str) -> dict:
    return dict(np.load(REAL / f"{name.rsplit('_op', 1)[0]}.npz"))


def test_the_set_is_there():
    want = {"bert", "gpt2", "t5", "bart", "whisper_encoder", "whisper_decoder", "wav2vec2", "ocr_crnn", "vad",
            "fasterrcnn_tiny", "deeplabv3_tiny", "lraspp_tiny", "fpn_tiny"}
    assert {f"{m}_op{o}" for m in want for o in (13, 17, 18)} <= set(MODELS), sorted(MODELS)


@pytest.mark.parametrize("name", MODELS)
def test_matches_onnxruntime(name):
    feeds = feeds_of(name)
    assert compare((REAL / f"{name}.onnx").read_bytes(), feeds) <= TOLERANCE


def test_vad_state_flag_picks_the_branch_per_run():
    data = (REAL / "vad_op17.onnx").read_bytes()
    feeds = feeds_of("vad_op17")
    s = jr.Session(data, warmup=False)
    ref = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    for fresh in (True, False, True, False, False):
        f = {**feeds, "fresh": np.array(fresh)}
        for w, g in zip(ref.run(None, f), s.run(None, f)):
            np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-6)
    f = {**feeds, "fresh": np.array(True)}
    assert not np.allclose(s.run(f)[s.get_outputs()[0].name], s.run({**f, "fresh": np.array(False)})[
        s.get_outputs()[0].name])  # the flag matters


@pytest.mark.parametrize("name,opset", [("ocr_crnn", 17)])
def test_exported_now(name, opset):
    pytest.importorskip("torch", reason="torch is not installed: the committed models are checked instead")
    from tests.models.real_models import export
    data, feeds = export(name, opset)
    assert compare(data, feeds) <= TOLERANCE
