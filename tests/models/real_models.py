"""Real models as exporters write them, built from configs (random weights, nothing
downloaded): torchvision segmentation and detection backbones, transformers encoders and
decoders, a PaddleOCR-style recognizer (conv + BiLSTM + CTC head) and a voice-activity
model (GRU/LSTM state with an If on a state flag), each exported by torch.onnx at an
opset (13 and 17 through the TorchScript exporter, 18+ through the dynamo exporter).

    python -m tests.models.real_models [--only NAME,...] [--opsets 13,17,18] [--save DIR]

checks each through jit_runtime.Session against onnxruntime and prints, per model and
opset, the largest difference relative to the output's magnitude and the load + run time.
--save DIR writes the exported models and their feeds (tests/models/export_real.py keeps
the small ones in the repository). Needs torch, torchvision, transformers (and onnxscript
for opsets 18+).
"""
from __future__ import annotations

import argparse
import io
import sys
import time
import warnings
from typing import Callable

import numpy as np

SEED = 0


def _torch():
    import torch
    torch.manual_seed(SEED)
    return torch


class Outputs:
    """Wraps a module so it returns a tuple of tensors (what exporters want)."""

    def __new__(cls, module, pick: Callable, names=None):
        torch = _torch()

        class W(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.m = module

            def forward(self, *args):
                if names:
                    return pick(self.m(**dict(zip(names, args))))
                return pick(self.m(*args))
        return W().eval()


def _hf(model, pick, feeds: dict):
    """A transformers model called with its inputs by name, eager attention (the
    TorchScript exporter has no scaled_dot_product_attention before opset 14)."""
    model.config._attn_implementation = "eager"
    for m in model.modules():
        if hasattr(m, "config") and getattr(m.config, "_attn_implementation", None) is not None:
            m.config._attn_implementation = "eager"
    return Outputs(model.eval(), pick, list(feeds)), feeds


# --- builders: each returns (module, feeds by input name); _export seeds torch first -------------

def deeplabv3():
    from torchvision.models.segmentation import deeplabv3_mobilenet_v3_large
    m = deeplabv3_mobilenet_v3_large(weights=None, weights_backbone=None, num_classes=4, aux_loss=False)
    x = np.random.default_rng(SEED).normal(size=(1, 3, 64, 64)).astype(np.float32)
    return Outputs(m.eval(), lambda o: o["out"]), {"image": x}


def fcn_resnet50():
    from torchvision.models.segmentation import fcn_resnet50
    m = fcn_resnet50(weights=None, weights_backbone=None, num_classes=4, aux_loss=False)
    x = np.random.default_rng(SEED).normal(size=(1, 3, 64, 64)).astype(np.float32)
    return Outputs(m.eval(), lambda o: o["out"]), {"image": x}


def fpn_backbone():
    from torchvision.models.detection.backbone_utils import resnet_fpn_backbone
    m = resnet_fpn_backbone(backbone_name="resnet18", weights=None, trainable_layers=5)
    x = np.random.default_rng(SEED).normal(size=(1, 3, 64, 96)).astype(np.float32)
    return Outputs(m.eval(), lambda o: tuple(o.values())), {"image": x}


def _small_features():
    """The first nine blocks of torchvision's MobileNetV3-Small at width 0.25 (inverted
    residuals with squeeze-excitation and hardswish; 8 channels at stride 8 after block 3,
    16 at stride 16 after block 8): 22 K weights, a real backbone small enough to keep."""
    from torchvision.models import mobilenet_v3_small
    return mobilenet_v3_small(weights=None, width_mult=0.25).features[:9]


def deeplabv3_tiny():
    """torchvision's DeepLabV3 (its ASPP: atrous convolutions, image pooling upsampled by
    Resize; the logits upsampled bilinearly to the input) on _small_features."""
    nn = _torch().nn
    from torchvision.models._utils import IntermediateLayerGetter
    from torchvision.models.segmentation.deeplabv3 import ASPP, DeepLabV3
    head = nn.Sequential(ASPP(16, [2, 4, 6], out_channels=16), nn.Conv2d(16, 16, 3, padding=1, bias=False),
                         nn.BatchNorm2d(16), nn.ReLU(), nn.Conv2d(16, 4, 1))
    m = DeepLabV3(IntermediateLayerGetter(_small_features(), {"8": "out"}), head)
    x = np.random.default_rng(SEED).normal(size=(1, 3, 64, 64)).astype(np.float32)
    return Outputs(m.eval(), lambda o: o["out"]), {"image": x}


def lraspp_tiny():
    """torchvision's LR-ASPP head (a sigmoid gate from global pooling, low and high
    resolution classifiers, bilinear upsampling) on _small_features."""
    from torchvision.models._utils import IntermediateLayerGetter
    from torchvision.models.segmentation.lraspp import LRASPP
    _torch()
    m = LRASPP(IntermediateLayerGetter(_small_features(), {"3": "low", "8": "high"}), 8, 16, 4, 16)
    x = np.random.default_rng(SEED).normal(size=(1, 3, 64, 96)).astype(np.float32)
    return Outputs(m.eval(), lambda o: o["out"]), {"image": x}


def fpn_tiny():
    """torchvision's BackboneWithFPN (lateral 1x1 convs, nearest upsampling, the extra
    max-pooled level) on _small_features."""
    from torchvision.models.detection.backbone_utils import BackboneWithFPN
    _torch()
    m = BackboneWithFPN(_small_features(), {"3": "0", "8": "1"}, [8, 16], 16)
    x = np.random.default_rng(SEED).normal(size=(1, 3, 64, 96)).astype(np.float32)
    return Outputs(m.eval(), lambda o: tuple(o.values())), {"image": x}


class _Detect:
    """A torchvision detector on one image, returning (boxes, scores, labels[, masks][, keypoints])."""

    def __new__(cls, model):
        torch = _torch()

        class D(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.m = model

            def forward(self, image):
                o = self.m([image])[0]
                return tuple(o[k] for k in ("boxes", "scores", "labels", "masks", "keypoints") if k in o)
        return D().eval()


def _detector(build, size: int, **kw):
    torch = _torch()
    m = build(weights=None, weights_backbone=None, num_classes=5, **kw).eval()
    with torch.no_grad():  # spread the untrained class scores: equal scores make the top-k a tie break
        for name, p in m.named_parameters():
            if "cls" in name and name.endswith("weight"):
                p.normal_(0.0, 2.0 / p[0].numel() ** 0.5)
            if ("bbox_pred" in name or "mask_fcn_logits" in name) and name.endswith("weight"):
                # box deltas and mask logits of a trained model's size. Untrained, the deltas reach
                # the clip (exp(4.1) = 62 times the anchor) and the mask logits 870 before a sigmoid:
                # a float32 rounding of 5e-6 in the features (as onnxruntime's and ours differ) then
                # moves the boxes 4e-5 and the masks 5e-4 (Mask R-CNN)
                p.normal_(0.0, 0.02 / p[0].numel() ** 0.5)
    for mod in m.modules():  # untrained heads: let every score through, so boxes come out
        for attr in ("box_score_thresh", "score_thresh"):
            if hasattr(mod, attr):
                setattr(mod, attr, 0.0)
    x = np.random.default_rng(SEED).uniform(size=(3, size, size)).astype(np.float32)
    return _Detect(m), {"image": x}


def fasterrcnn():
    from torchvision.models import detection as D
    return _detector(D.fasterrcnn_mobilenet_v3_large_320_fpn, 128, min_size=128, max_size=128,
                     box_detections_per_img=20)


def retinanet():
    from torchvision.models import detection as D
    return _detector(D.retinanet_resnet50_fpn, 128, min_size=128, max_size=128, detections_per_img=20)


def ssdlite():
    from torchvision.models import detection as D
    return _detector(D.ssdlite320_mobilenet_v3_large, 128, detections_per_img=20)


def maskrcnn():
    from torchvision.models import detection as D
    return _detector(D.maskrcnn_resnet50_fpn, 128, min_size=128, max_size=128, box_detections_per_img=10)


def keypointrcnn():
    from torchvision.models import detection as D
    return _detector(lambda **kw: D.keypointrcnn_resnet50_fpn(**{**kw, "num_classes": 2}, num_keypoints=5), 128,
                     min_size=128, max_size=128, box_detections_per_img=10)


def fasterrcnn_tiny():
    """Faster R-CNN's whole inference graph (RPN, NMS in If branches, RoiAlign, TopK) on a
    two-conv backbone and a small box head: a file of well under 1 MB."""
    torch = _torch()
    nn = torch.nn
    from torchvision.models.detection import FasterRCNN
    from torchvision.models.detection.faster_rcnn import FastRCNNPredictor, TwoMLPHead
    from torchvision.models.detection.rpn import AnchorGenerator
    from torchvision.ops import MultiScaleRoIAlign
    backbone = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1), nn.ReLU(), nn.Conv2d(8, 16, 3, 2, 1), nn.ReLU())
    backbone.out_channels = 16
    m = FasterRCNN(backbone, num_classes=None,
                   rpn_anchor_generator=AnchorGenerator(sizes=((16, 32),), aspect_ratios=((0.5, 1.0, 2.0),)),
                   box_roi_pool=MultiScaleRoIAlign(featmap_names=["0"], output_size=7, sampling_ratio=2),
                   box_head=TwoMLPHead(16 * 7 * 7, 32), box_predictor=FastRCNNPredictor(32, 3), min_size=96,
                   max_size=96, rpn_pre_nms_top_n_test=100, rpn_post_nms_top_n_test=30, box_detections_per_img=10,
                   box_score_thresh=0.0).eval()
    x = np.random.default_rng(SEED).uniform(size=(3, 96, 96)).astype(np.float32)
    return _Detect(m), {"image": x}


def _ids(n: int, vocab: int = 100, batch: int = 1):
    rng = np.random.default_rng(SEED)
    ids = rng.integers(1, vocab, (batch, n)).astype(np.int64)
    mask = np.ones((batch, n), np.int64)
    mask[:, -2:] = 0 if batch > 1 else 1
    return ids, mask


def bert():
    import transformers as tf
    cfg = tf.BertConfig(vocab_size=100, hidden_size=20, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=40, max_position_embeddings=64)
    ids, mask = _ids(8, batch=2)
    return _hf(tf.BertModel(cfg), lambda o: (o[0], o[1]), {"input_ids": ids, "attention_mask": mask})


def gpt2():
    import transformers as tf
    cfg = tf.GPT2Config(vocab_size=100, n_embd=20, n_layer=2, n_head=2, n_positions=64, use_cache=False)
    ids, mask = _ids(8, batch=2)
    return _hf(tf.GPT2Model(cfg), lambda o: o[0], {"input_ids": ids, "attention_mask": mask})


def t5():
    import transformers as tf
    cfg = tf.T5Config(vocab_size=100, d_model=20, d_kv=10, d_ff=40, num_layers=2, num_heads=2,
                      decoder_start_token_id=0, use_cache=False)
    ids, mask = _ids(8)
    dec, _ = _ids(4)
    return _hf(tf.T5Model(cfg), lambda o: o[0], {"input_ids": ids, "attention_mask": mask, "decoder_input_ids": dec})


def bart():
    import transformers as tf
    cfg = tf.BartConfig(vocab_size=100, d_model=20, encoder_layers=2, decoder_layers=2, encoder_attention_heads=2,
                        decoder_attention_heads=2, encoder_ffn_dim=40, decoder_ffn_dim=40,
                        max_position_embeddings=64, use_cache=False)
    ids, mask = _ids(8)
    dec, _ = _ids(4)
    return _hf(tf.BartModel(cfg), lambda o: o[0], {"input_ids": ids, "attention_mask": mask,
                                                   "decoder_input_ids": dec})


def _whisper_cfg():
    import transformers as tf
    return tf.WhisperConfig(vocab_size=100, num_mel_bins=16, d_model=20, encoder_layers=2, decoder_layers=2,
                            encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=40,
                            decoder_ffn_dim=40, max_source_positions=16, max_target_positions=32, use_cache=False,
                            pad_token_id=0, bos_token_id=1, eos_token_id=2, decoder_start_token_id=1)


def whisper_encoder():
    import transformers as tf
    m = tf.WhisperModel(_whisper_cfg()).eval()
    x = np.random.default_rng(SEED).normal(size=(1, 16, 32)).astype(np.float32)
    return _hf(m.encoder, lambda o: o[0], {"input_features": x})


def whisper_decoder():
    import transformers as tf
    m = tf.WhisperModel(_whisper_cfg()).eval()
    ids, _ = _ids(4)
    enc = np.random.default_rng(SEED).normal(size=(1, 16, 20)).astype(np.float32)
    mask = np.ones_like(ids)  # (without one, transformers' mask code calls torch.diff, which opsets < 18 lack)
    return _hf(m.decoder, lambda o: o[0], {"input_ids": ids, "attention_mask": mask, "encoder_hidden_states": enc})


def wav2vec2():
    import transformers as tf
    cfg = tf.Wav2Vec2Config(vocab_size=32, hidden_size=20, num_hidden_layers=2, num_attention_heads=2,
                            intermediate_size=40, conv_dim=(16, 16), conv_stride=(5, 2), conv_kernel=(10, 3),
                            num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=2, do_stable_layer_norm=False)
    x = np.random.default_rng(SEED).normal(size=(1, 1600)).astype(np.float32)
    return _hf(tf.Wav2Vec2Model(cfg), lambda o: o[0], {"input_values": x})


def ocr_crnn():
    """PaddleOCR-style recognition: conv backbone to a width sequence, BiLSTM, CTC head."""
    torch = _torch()
    nn = torch.nn

    class CRNN(nn.Module):
        def __init__(self, classes=37, hidden=24):
            super().__init__()
            self.conv = nn.Sequential(
                nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
                nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.Hardswish(), nn.MaxPool2d((2, 1)),
                nn.Conv2d(32, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d((1, None)))
            self.rnn = nn.LSTM(32, hidden, num_layers=2, bidirectional=True, batch_first=True)
            self.head = nn.Linear(2 * hidden, classes)

        def forward(self, x):
            f = self.conv(x).squeeze(2).permute(0, 2, 1)  # [N, W, C]
            y, _ = self.rnn(f)
            return self.head(y).log_softmax(-1)
    x = np.random.default_rng(SEED).normal(size=(2, 3, 16, 48)).astype(np.float32)
    return CRNN().eval(), {"image": x}


def vad():
    """Voice-activity style: a frame encoder, a GRU and an LSTM carrying state between
    calls, and an If on a state flag (a fresh stream starts from zero state): torch.cond,
    which the dynamo exporter writes as If."""
    torch = _torch()
    nn = torch.nn

    class VAD(nn.Module):
        def __init__(self):
            super().__init__()
            self.enc = nn.Conv1d(1, 16, 64, stride=32)
            self.gru = nn.GRU(16, 16, batch_first=True)
            self.lstm = nn.LSTM(16, 16, batch_first=True)
            self.out = nn.Linear(16, 1)

        def forward(self, audio, h, c, fresh):
            h, c = torch.cond(fresh, lambda h, c: (torch.zeros_like(h), torch.zeros_like(c)),
                              lambda h, c: (h * 1.0, c * 1.0), (h, c))
            f = torch.relu(self.enc(audio.unsqueeze(1))).permute(0, 2, 1)
            g, _ = self.gru(f, h)
            y, (h2, c2) = self.lstm(g, (h, c))
            return torch.sigmoid(self.out(y)).squeeze(-1), h2, c2
    rng = np.random.default_rng(SEED)
    feeds = {"audio": rng.normal(size=(1, 512)).astype(np.float32), "h": rng.normal(size=(1, 1, 16)).astype(np.float32),
             "c": rng.normal(size=(1, 1, 16)).astype(np.float32), "fresh": np.array(False)}
    return VAD().eval(), feeds


MODELS: dict[str, Callable] = {
    "deeplabv3_mobilenet": deeplabv3, "fcn_resnet50": fcn_resnet50, "fpn_resnet18": fpn_backbone,
    "deeplabv3_tiny": deeplabv3_tiny, "lraspp_tiny": lraspp_tiny, "fpn_tiny": fpn_tiny,
    "fasterrcnn_mobilenet": fasterrcnn, "retinanet_resnet50": retinanet, "ssdlite_mobilenet": ssdlite,
    "maskrcnn_resnet50": maskrcnn, "keypointrcnn_resnet50": keypointrcnn, "fasterrcnn_tiny": fasterrcnn_tiny,
    "bert": bert, "gpt2": gpt2, "t5": t5, "bart": bart, "whisper_encoder": whisper_encoder,
    "whisper_decoder": whisper_decoder, "wav2vec2": wav2vec2, "ocr_crnn": ocr_crnn, "vad": vad,
}
DYNAMO_ONLY = {"vad"}  # torch.cond: the dynamo exporter at 18, converted down (onnx.version_converter) before


def export(name: str, opset: int) -> tuple[bytes, dict]:
    """The model exported at `opset` (dynamo from 18, TorchScript before) and its feeds.
    Where the dynamo exporter fails (torchvision's detectors), the TorchScript export at 17
    converted up by onnx.version_converter."""
    try:
        return _export(name, opset)
    except Exception:  # noqa: BLE001
        if opset < 18 or name in DYNAMO_ONLY:
            raise
    import onnx
    from onnx import version_converter
    data, feeds = _export(name, 17)
    return version_converter.convert_version(onnx.load_from_string(data), opset).SerializeToString(), feeds


def _export(name: str, opset: int) -> tuple[bytes, dict]:
    torch = _torch()
    module, feeds = MODELS[name]()
    args = tuple(torch.from_numpy(v) for v in feeds.values())
    f = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if opset >= 18 or name in DYNAMO_ONLY:
            prog = torch.onnx.export(module, args, input_names=list(feeds), opset_version=max(opset, 18),
                                     dynamo=True, verbose=False)
            prog.save(f)
            if opset < 18:
                return _down(f.getvalue(), opset), feeds
        else:
            torch.onnx.export(module, args, f, input_names=list(feeds), opset_version=opset, dynamo=False)
    return f.getvalue(), feeds


def _down(data: bytes, opset: int) -> bytes:
    """The model converted down to `opset`. onnx's converter has no If adapter below 16:
    below, the model converted to 16 is relabelled (If 13 and 16 differ only in the
    optional and sequence types they allow; attributes of opset 14, an RNN's layout and
    Reshape's allowzero, are dropped where they are 0) and checked."""
    import onnx
    from onnx import version_converter
    m = version_converter.convert_version(onnx.load_from_string(data), max(opset, 16))
    if opset < 16:
        for o in m.opset_import:
            if o.domain in ("", "ai.onnx"):
                o.version = opset
        for n in m.graph.node:  # attributes of opset 14 at their defaults: RNN layout, Reshape allowzero
            keep = [a for a in n.attribute if not (a.name in ("layout", "allowzero") and a.i == 0)]
            del n.attribute[:]
            n.attribute.extend(keep)
        onnx.checker.check_model(m, full_check=True)
    return m.SerializeToString()


def compare(data: bytes, feeds: dict) -> tuple[float, float, float]:
    """(max |ours - onnxruntime| / max |onnxruntime| over the outputs, load s, run s)."""
    import onnxruntime as ort
    import jit_runtime as jr
    ref = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, feeds)
    t0 = time.perf_counter()
    s = jr.Session(data, warmup=False)
    t1 = time.perf_counter()
    got = s.run(None, feeds)
    t2 = time.perf_counter()
    worst = 0.0
    for r, o in zip(ref, got):
        if o.shape != r.shape:
            raise AssertionError(f"shape {o.shape}, onnxruntime {r.shape}")
        scale = max(float(np.max(np.abs(r))) if r.size else 0.0, 1e-30)
        d = float(np.max(np.abs(o.astype(np.float64) - r))) if r.size else 0.0
        worst = max(worst, d / scale)
    return worst, t1 - t0, t2 - t1


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--only", default="")
    p.add_argument("--opsets", default="13,17,18")
    p.add_argument("--save", default="")
    a = p.parse_args(argv)
    wanted = [k for k in a.only.split(",") if k]  # a name, or its first part ("whisper": both halves)
    names = [n for n in MODELS if not wanted or any(n == k or n.startswith(k + "_") for k in wanted)]
    bad = 0
    print(f"{'model':22s} {'opset':>5s} {'max rel diff':>12s} {'load s':>7s} {'run s':>7s}")
    for name in names:
        for opset in (int(o) for o in a.opsets.split(",")):
            try:
                data, feeds = export(name, opset)
            except Exception as e:  # noqa: BLE001
                print(f"{name:22s} {opset:5d}   export failed: {type(e).__name__}: {str(e)[:160]}")
                continue
            if a.save:
                import os
                os.makedirs(a.save, exist_ok=True)
                with open(os.path.join(a.save, f"{name}_op{opset}.onnx"), "wb") as f:
                    f.write(data)
                np.savez(os.path.join(a.save, f"{name}_op{opset}.npz"), **feeds)
            try:
                rel, tl, tr = compare(data, feeds)
                ok = rel <= 1e-4
                bad += not ok
                print(f"{name:22s} {opset:5d} {rel:12.2e} {tl:7.2f} {tr:7.2f} {'' if ok else 'MISMATCH'}"
                      f"  ({len(data) / 1e6:.2f} MB)")
            except Exception as e:  # noqa: BLE001
                bad += 1
                print(f"{name:22s} {opset:5d}   FAILED: {type(e).__name__}: {str(e)[:600]}")
            sys.stdout.flush()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
