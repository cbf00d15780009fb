"""Export the small real models of tests/models/ops/*.onnx: what PyTorch and transformers
write for Resize (F.interpolate), the attention masks of BERT and Llama (IsNaN,
GatherElements, Where, Range, Sin/Cos), in-place index assignment (ScatterND) and a few
index ops (ScatterElements add, TopK, CumSum, Trilu, Einsum, ArgMax).

Run by hand, never by the tests (torch and transformers are not dependencies of
jit_runtime; the tests use the committed files):

    pip install torch==2.14.1 torchvision==0.29.1 transformers
    python tests/models/export_ops.py          # rewrites tests/models/ops/*.onnx

Weights are random with fixed seeds (no download); the exporter is the TorchScript one
(dynamo=False). File name: <model>_op<opset>[_dyn].onnx; _dyn files have symbolic dims.
"""
from __future__ import annotations

import io
import sys
import warnings
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

OUT = Path(__file__).resolve().parent / "ops"


# --- segmentation heads: Resize as F.interpolate writes it -----------------------------------------

def conv(c_in, c_out, stride=1):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, stride, 1), nn.ReLU())


class SegBilinear(nn.Module):
    """An FPN-style head (nearest 2x top-down merges) and a final bilinear upsample to the
    input size (align_corners=False), as torchvision's segmentation models end."""

    def __init__(self, classes=5):
        super().__init__()
        self.c1, self.c2, self.c3 = conv(3, 8, 2), conv(8, 16, 2), conv(16, 16, 2)
        self.lat2, self.lat1 = nn.Conv2d(16, 16, 1), nn.Conv2d(8, 16, 1)
        self.head = nn.Conv2d(16, classes, 1)

    def forward(self, x):
        f1 = self.c1(x)
        f2 = self.c2(f1)
        f3 = self.c3(f2)
        p2 = self.lat2(f2) + F.interpolate(f3, size=f2.shape[-2:], mode="nearest")
        p1 = self.lat1(f1) + F.interpolate(p2, scale_factor=2.0, mode="nearest")
        return F.interpolate(self.head(p1), size=x.shape[-2:], mode="bilinear", align_corners=False)


class SegCorners(nn.Module):
    """align_corners=True bilinear, a bicubic refinement and the class map (ArgMax)."""

    def __init__(self, classes=4):
        super().__init__()
        self.c1, self.c2 = conv(3, 8, 2), conv(8, 12, 2)
        self.head = nn.Conv2d(12, classes, 1)

    def forward(self, x):
        y = self.head(self.c2(self.c1(x)))
        y = F.interpolate(y, scale_factor=2.0, mode="bicubic", align_corners=False)
        y = F.interpolate(y, size=x.shape[-2:], mode="bilinear", align_corners=True)
        return y, torch.argmax(y, dim=1)


# --- index ops -------------------------------------------------------------------------------------

class IndexOps(nn.Module):
    """In-place index assignment (ScatterND), scatter_add (ScatterElements add), top-k,
    cumsum, triu and an einsum, on one input."""

    def forward(self, x, idx):
        y = x.clone()
        y[:, idx] = x[:, :2] * 2.0 + 1.0                       # ScatterND
        acc = torch.zeros(x.shape[0], 6).scatter_add(1, idx.abs().remainder(6).repeat(x.shape[0], 1),
                                                     x[:, :2])  # ScatterElements, reduction add
        vals, pos = torch.topk(x, 3, dim=-1)
        c = torch.cumsum(x, dim=1)
        t = torch.triu(x[:, :x.shape[0]], diagonal=1) if x.shape[1] >= x.shape[0] else x
        e = torch.einsum("bi,bj->bij", x[:, :3], x[:, 3:6])
        return y, acc, vals, pos, c, t, e


# --- transformers -------------------------------------------------------------------------------------

def bert():
    import transformers as T
    cfg = T.BertConfig(vocab_size=99, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                       intermediate_size=64, max_position_embeddings=64)
    cfg._attn_implementation = "sdpa"  # the mask as SDPA wants it: IsNaN, GatherElements, Where
    return T.BertModel(cfg)


def llama():
    import transformers as T
    cfg = T.LlamaConfig(vocab_size=99, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        num_key_value_heads=1, intermediate_size=64, max_position_embeddings=64)
    cfg._attn_implementation = "sdpa"
    return T.LlamaModel(cfg)


class Hidden(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, input_ids, attention_mask):
        return self.m(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


def randomize(model: nn.Module, seed: int) -> nn.Module:
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in model.parameters():
            p.copy_(torch.randn(p.shape, generator=g) * (0.3 if p.ndim > 1 else 0.1))
    return model.eval()


# name -> (model maker, example inputs, input names, output names, [(opset, dynamic axes or None)])
def models():
    g = torch.Generator().manual_seed(7)
    img = torch.randn(1, 3, 40, 56, generator=g)
    ids = torch.randint(0, 99, (2, 9), generator=g)
    mask = torch.ones(2, 9, dtype=torch.long)
    mask[1, 6:] = 0
    x = torch.randn(4, 8, generator=g)
    idx = torch.tensor([5, 1])
    hw = {"image": {2: "h", 3: "w"}}
    text = {"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"}}
    return {
        "seg_bilinear": (lambda: randomize(SegBilinear(), 1), (img,), ["image"], ["logits"], [(11, None), (17, hw)]),
        "seg_corners": (lambda: randomize(SegCorners(), 2), (img,), ["image"], ["logits", "classes"],
                        [(13, None), (18, hw)]),
        "index_ops": (lambda: IndexOps().eval(), (x, idx), ["x", "idx"],
                      ["y", "acc", "vals", "pos", "cumsum", "triu", "einsum"], [(16, None)]),
        "bert_sdpa": (lambda: randomize(Hidden(bert()), 3), (ids, mask), ["input_ids", "attention_mask"], ["hidden"],
                      [(17, text)]),
        "llama_sdpa": (lambda: randomize(Hidden(llama()), 4), (ids, mask), ["input_ids", "attention_mask"],
                       ["hidden"], [(17, text)]),
    }


def export(name, make, args, ins, outs, opset, dyn):
    torch.manual_seed(0)
    model = make()
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(model, args, buf, dynamo=False, opset_version=opset, input_names=ins, output_names=outs,
                          dynamic_axes=dyn)
    path = OUT / f"{name}_op{opset}{'_dyn' if dyn else ''}.onnx"
    path.write_bytes(buf.getvalue())
    return path


def main(argv):
    import onnx
    OUT.mkdir(exist_ok=True)
    wanted = set(argv)
    for name, (make, args, ins, outs, variants) in models().items():
        if wanted and name not in wanted:
            continue
        for opset, dyn in variants:
            path = export(name, make, args, ins, outs, opset, dyn)
            m = onnx.load(path)
            onnx.checker.check_model(m)
            ops = sorted({n.op_type for n in m.graph.node})
            print(f"{path.name:28s} {path.stat().st_size / 1024:7.1f} KiB  {len(m.graph.node):4d} nodes  {' '.join(ops)}")


if __name__ == "__main__":
    main(sys.argv[1:])
