"""Export the small real models of tests/models/real/ (run by hand, never by the tests:
torch is not a dependency of jit_runtime).

    pip install torch==2.14.1 torchvision==0.29.1 transformers onnxscript
    python -m tests.models.export_real        # rewrites tests/models/real/*.onnx and *.npz

Each model is built by tests/models/real_models.py from a small config with random
weights (fixed seed) and exported as torch.onnx writes it (TorchScript exporter below
opset 18, dynamo from 18); NAME.npz holds its feeds (the same at every opset). tests/test_real_models.py runs
each through jit_runtime.Session and onnxruntime and compares. Every model is kept at
opsets 13, 17 and 18. The dynamo exporter annotates each node with its Python stack
(metadata_props, doc strings: two thirds of an opset-18 file); they are dropped here, as
nothing reads them, except in the VAD model, kept as written. The full-size torchvision
segmentation models and detectors are 40-240 MB: they are checked by
`python -m tests.models.real_models`, not kept here; their heads are, on a slice of
MobileNetV3-Small (deeplabv3_tiny, lraspp_tiny, fpn_tiny).
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent / "real"

OPSETS = (13, 17, 18)
KEEP = ("bert", "gpt2", "t5", "bart", "whisper_encoder", "whisper_decoder", "wav2vec2", "ocr_crnn", "vad",
        "fasterrcnn_tiny", "deeplabv3_tiny", "lraspp_tiny", "fpn_tiny")
AS_WRITTEN = {"vad"}  # kept with the exporter's node annotations


def slim(data: bytes) -> bytes:
    """The model without node annotations (metadata_props, doc strings), subgraphs included."""
    import onnx
    m = onnx.load_from_string(data)

    def strip(g):
        for n in g.node:
            del n.metadata_props[:]
            n.doc_string = ""
            for a in n.attribute:
                if a.HasField("g"):
                    strip(a.g)
                for sub in a.graphs:
                    strip(sub)
    strip(m.graph)
    return m.SerializeToString()


def main() -> int:
    from tests.models.real_models import export
    HERE.mkdir(exist_ok=True)
    for old in [*HERE.glob("*.onnx"), *HERE.glob("*.npz")]:
        old.unlink()
    for name in KEEP:
        for opset in OPSETS:
            data, feeds = export(name, opset)
            if name not in AS_WRITTEN:
                data = slim(data)
            (HERE / f"{name}_op{opset}.onnx").write_bytes(data)
            np.savez(HERE / f"{name}.npz", **feeds)
            print(f"{name}_op{opset}: {len(data) / 1e3:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
