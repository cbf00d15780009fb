"""Export the small real models of tests/models/real/ (run by hand, never by the tests:
torch is not a dependency of jit_runtime).

    pip install torch==2.14.1 torchvision==0.29.1 transformers onnxscript
    python -m tests.models.export_real        # rewrites tests/models/real/*.onnx and *.npz

Each model is built by tests/models/real_models.py from a small config with random
weights (fixed seed) and exported as torch.onnx writes it (TorchScript exporter below
opset 18, dynamo from 18); NAME_opN.npz holds its feeds. tests/test_real_models.py runs
each through jit_runtime.Session and onnxruntime and compares. The torchvision
segmentation models and full-size detectors are 40-130 MB: they are checked by
`python -m tests.models.real_models`, not kept here.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent / "real"

# model -> opsets kept (each file a few hundred KB)
KEEP = {
    "bert": (13, 18), "gpt2": (18,), "t5": (17,), "bart": (18,), "whisper_encoder": (17,),
    "whisper_decoder": (18,), "wav2vec2": (17,), "ocr_crnn": (13,), "vad": (13, 17, 18),
    "fasterrcnn_tiny": (18,),
}


def main() -> int:
    from tests.models.real_models import export
    HERE.mkdir(exist_ok=True)
    for name, opsets in KEEP.items():
        for opset in opsets:
            data, feeds = export(name, opset)
            (HERE / f"{name}_op{opset}.onnx").write_bytes(data)
            np.savez(HERE / f"{name}_op{opset}.npz", **feeds)
            print(f"{name}_op{opset}: {len(data) / 1e3:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
