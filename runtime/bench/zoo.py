"""The real-model suite's models: torchvision and transformers networks exported to ONNX at
benchmark time (random weights from each architecture's config, nothing downloaded) and
kept in the cache dir, so a second run exports nothing.

torch, torchvision and transformers are a benchmark extra (`pip install '.[bench]'`),
never a dependency of the runtime: this module imports them only when a model has to be
exported.
"""
from __future__ import annotations

import hashlib
import io
import os
import tempfile
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

OPSETS = (13, 17)
RECIPE = "2"  # part of each export's file name: bump when a builder or export option changes
IMAGE = (1, 3, 224, 224)


@dataclass(frozen=True)
class ZooModel:
    name: str
    family: str  # "torchvision" or "transformers"
    build: Callable[[], tuple]  # -> (torch module, example inputs as a dict of numpy arrays)

    def key(self, opset: int) -> str:
        return f"{self.name}_op{opset}"


def _seeded():
    import torch
    torch.manual_seed(0)
    return torch


def _vision(name: str) -> Callable[[], tuple]:
    def build():
        torch = _seeded()
        import torchvision
        m = getattr(torchvision.models, name)(weights=None).eval()
        _randomize_bn(m, torch)
        _randomize_zeros(m, torch)
        x = np.random.default_rng(0).standard_normal(IMAGE).astype(np.float32)
        return m, {"input": x}
    return build


def _randomize_bn(m, torch) -> None:
    """BatchNorm running statistics away from (0, 1), as trained networks have them, so
    folding and normalization are exercised (a fresh model's are the identity)."""
    g = torch.Generator().manual_seed(1)
    for mod in m.modules():
        if isinstance(mod, torch.nn.modules.batchnorm._BatchNorm) and mod.running_mean is not None:
            n = mod.running_mean.numel()
            mod.running_mean.copy_(0.1 * torch.randn(n, generator=g))
            mod.running_var.copy_(1 + 0.2 * torch.rand(n, generator=g))


def _randomize_zeros(m, torch) -> None:
    """Weights an architecture initializes to zero (ViT's classifier head) made random:
    a zero output would match any engine."""
    g = torch.Generator().manual_seed(2)
    with torch.no_grad():
        for p in m.parameters():
            if p.dim() >= 2 and not p.any():
                p.copy_(0.02 * torch.randn(p.shape, generator=g))


class _Encoder:
    """BERT's encoder (4 layers, hidden 256, 4 heads, seq 128) on input ids and a mask."""

    def __call__(self):
        torch = _seeded()
        from transformers import BertConfig, BertModel
        cfg = BertConfig(hidden_size=256, num_hidden_layers=4, num_attention_heads=4, intermediate_size=1024,
                         vocab_size=30522, max_position_embeddings=512, attn_implementation="eager")
        m = BertModel(cfg, add_pooling_layer=False).eval()
        rng = np.random.default_rng(0)
        ids = rng.integers(0, cfg.vocab_size, (1, 128)).astype(np.int64)
        mask = np.ones((1, 128), np.int64)
        mask[0, 100:] = 0
        return _Outputs(m, "last_hidden_state", torch), {"input_ids": ids, "attention_mask": mask}


class _Decoder:
    """GPT-2 (4 layers, d 256, 4 heads, seq 64), causal, no cache."""

    def __call__(self):
        torch = _seeded()
        from transformers import GPT2Config, GPT2LMHeadModel
        cfg = GPT2Config(n_layer=4, n_embd=256, n_head=4, n_positions=256, vocab_size=50257, use_cache=False,
                         attn_implementation="eager")
        m = GPT2LMHeadModel(cfg).eval()
        ids = np.random.default_rng(0).integers(0, cfg.vocab_size, (1, 64)).astype(np.int64)
        # with a mask, as exporters for deployment write it (without one, transformers
        # traces its packed-sequence check, aten::diff, which has no ONNX form)
        return _Outputs(m, "logits", torch), {"input_ids": ids, "attention_mask": np.ones((1, 64), np.int64)}


def _Outputs(model, field: str, torch):
    """A transformers model as a module returning one tensor (the exporter's input)."""
    class Wrapped(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.m = model

        def forward(self, *args):
            names = ("input_ids", "attention_mask")[:len(args)]
            return getattr(self.m(**dict(zip(names, args)), return_dict=True), field)
    return Wrapped().eval()


MODELS: tuple[ZooModel, ...] = tuple(
    [ZooModel(n, "torchvision", _vision(n)) for n in
     ("resnet18", "resnet50", "mobilenet_v2", "mobilenet_v3_small", "efficientnet_b0", "shufflenet_v2_x1_0",
      "densenet121", "vit_b_16")]
    + [ZooModel("bert_l4_d256_s128", "transformers", _Encoder()),
       ZooModel("gpt2_l4_d256_s64", "transformers", _Decoder())])


def available() -> str | None:
    """None when the exporters are installed, else what to install."""
    try:
        import torch  # noqa: F401
        import torchvision  # noqa: F401
        import transformers  # noqa: F401
    except ImportError as e:
        return f"{e.name} is not installed: pip install 'jit-runtime[bench]'"
    return None


def cache_root() -> Path:
    from ..jit.cache import cache_root as root
    return root() / "models"


def _versions() -> str:
    import torch
    import torchvision
    import transformers
    return f"recipe {RECIPE} torch {torch.__version__} torchvision {torchvision.__version__} transformers {transformers.__version__}"


def path(model: ZooModel, opset: int, root: Path | None = None) -> Path:
    """Where the export lives: named by model, opset and a hash of the exporters' versions
    (another torch exports again, never reads a stale file)."""
    tag = hashlib.sha256(_versions().encode()).hexdigest()[:10]
    return (root or cache_root()) / f"{model.key(opset)}_{tag}.onnx"


def feeds(model: ZooModel) -> dict[str, np.ndarray]:
    return model.build()[1]


def export(model: ZooModel, opset: int, root: Path | None = None) -> tuple[Path, dict[str, np.ndarray]]:
    """(the .onnx file, the example inputs); exported once per (model, opset, versions),
    written atomically."""
    module, inputs = model.build()
    target = path(model, opset, root)
    if target.exists():
        return target, inputs
    import torch
    target.parent.mkdir(parents=True, exist_ok=True)
    args = tuple(torch.from_numpy(v) for v in inputs.values())
    buf = io.BytesIO()
    fastpath = torch.backends.mha.get_fastpath_enabled()
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")
        torch.backends.mha.set_fastpath_enabled(False)  # else MultiheadAttention exports as one aten op
        sdpa = torch.nn.functional.scaled_dot_product_attention
        torch.nn.functional.scaled_dot_product_attention = _attention  # opset 13 has no form for it
        try:
            torch.onnx.export(module, args, buf, opset_version=opset, dynamo=False,
                              input_names=list(inputs), output_names=["output"], do_constant_folding=True)
        finally:
            torch.nn.functional.scaled_dot_product_attention = sdpa
            torch.backends.mha.set_fastpath_enabled(fastpath)
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
    with os.fdopen(fd, "wb") as f:
        f.write(buf.getvalue())
    os.replace(tmp, target)
    return target, inputs


def _attention(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, **_):
    """scaled_dot_product_attention as the MatMul-Softmax-MatMul exporters write at opset 14+."""
    import math

    import torch
    s = torch.matmul(q, k.transpose(-2, -1)) * (scale if scale is not None else 1 / math.sqrt(q.shape[-1]))
    if is_causal:
        n, m = s.shape[-2], s.shape[-1]
        s = s.masked_fill(torch.ones(n, m, dtype=torch.bool).tril().logical_not(), float("-inf"))
    if attn_mask is not None:
        s = s.masked_fill(attn_mask.logical_not(), float("-inf")) if attn_mask.dtype == torch.bool else s + attn_mask
    return torch.matmul(torch.softmax(s, dim=-1), v)


def selected(pattern: str | None) -> list[tuple[ZooModel, int]]:
    """(model, opset) pairs whose key matches the comma-separated substrings or globs."""
    import fnmatch
    pairs = [(m, o) for m in MODELS for o in OPSETS]
    if not pattern:
        return pairs
    pats = [p.strip().lower() for p in pattern.split(",") if p.strip()]
    return [(m, o) for m, o in pairs if any(fnmatch.fnmatch(m.key(o), p) or p in m.key(o) for p in pats)]
