"""The rows of the speed table: what each runs on our side, numpy's and onnxruntime's,
and the target it must meet. Builders are lazy so `--only` builds only what it runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np
from onnx import numpy_helper

from . import models

MIN_SCALING = 1.6  # "2 threads vs 1" rows: our 1-thread time / our 2-thread time


@dataclass(frozen=True)
class Target:
    """ratio: onnxruntime time / ours at 1 thread must be >= min_ratio; peak_frac: our
    1-thread GFLOP/s must be >= that fraction of the measured peak; max_us: a per-run
    time ceiling (overhead rows)."""
    min_ratio: float | None = None
    peak_frac: float | None = None
    max_us: float | None = None

    def text(self) -> str:
        parts = []
        if self.min_ratio is not None:
            parts.append(f"ratio>={self.min_ratio:g}")
        if self.peak_frac is not None:
            parts.append(f"peak>={self.peak_frac:.0%}")
        if self.max_us is not None:
            parts.append(f"<={self.max_us:g}us")
        return ",".join(parts)


@dataclass(frozen=True)
class Built:
    """A case made concrete: the ONNX model (what onnxruntime runs and the reference),
    its feeds, ours(threads) -> a callable giving the outputs (a list, or a dict by name in
    graph output order), and numpy's."""
    model: object
    feeds: dict
    ours: Callable[[int], Callable[[], list]]
    numpy: Callable[[], list] | None = None


@dataclass(frozen=True)
class Case:
    name: str
    kind: str                      # "op" | "model" | "overhead"
    bound: str                     # "compute" | "memory": which roof the %peak column uses
    build: Callable[[], Built] = field(repr=False)
    target: Target = Target()
    scaling: bool = False          # also a "2 threads vs 1" row (target MIN_SCALING)


def _inits(model) -> dict[str, np.ndarray]:
    return {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}


def _op_conv(c: int, k: int, hw: int, r: int, group: int = 1) -> Callable[[], Built]:
    def build() -> Built:
        from ..library import shipped
        model, feeds = models.conv(c, k, hw, r, group)
        w, b = (_inits(model)[n] for n in model.graph.node[0].input[1:])
        x, p = feeds["x"], r // 2
        op = shipped().conv2d

        def ours(threads: int):
            return lambda: [op(x, w, b, pad_top=p, pad_left=p, pad_bottom=p, pad_right=p,
                               group=group, threads=threads)]
        return Built(model, feeds, ours)
    return build


def _op_matmul(m: int, k: int, n: int) -> Callable[[], Built]:
    def build() -> Built:
        from ..library import shipped
        model, feeds = models.matmul(m, k, n)
        a, b = feeds["x"], feeds["w"]
        op = shipped().matmul

        def ours(threads: int):
            return lambda: [op(a, b, threads=threads)]
        return Built(model, feeds, ours, lambda: [np.matmul(a, b)])
    return build


def _session(builder: Callable, *args) -> Callable[[], Built]:
    def build() -> Built:
        from ..onnx.session import Session
        model, feeds = builder(*args)
        sessions: dict[int, object] = {}

        def ours(threads: int):
            if threads not in sessions:
                sessions[threads] = Session(model, threads=threads)
            sess = sessions[threads]
            return lambda: sess.run(feeds)  # a dict; no extra work inside the timed call
        return Built(model, feeds, ours)
    return build


def all_cases() -> list[Case]:
    """Every row of the target table, in its order."""
    return [
        Case("matmul 512x512x512", "op", "compute", _op_matmul(512, 512, 512),
             Target(min_ratio=0.8, peak_frac=0.7), scaling=True),
        Case("gemv 1x768 @ 768x3072", "op", "memory", _op_matmul(1, 768, 3072), Target(min_ratio=1.0)),
        Case("conv 3x3 64ch 56x56", "op", "compute", _op_conv(64, 64, 56, 3), Target(min_ratio=0.7), scaling=True),
        Case("conv 3x3 128ch 28x28", "op", "compute", _op_conv(128, 128, 28, 3), Target(min_ratio=0.7),
             scaling=True),
        Case("conv 1x1 256->64 56x56", "op", "compute", _op_conv(256, 64, 56, 1), Target(min_ratio=0.7),
             scaling=True),
        Case("dwconv 3x3 128ch 56x56", "op", "memory", _op_conv(128, 128, 56, 3, group=128),
             Target(min_ratio=1.0)),
        Case("MLP 784-1024-1024-10 b1", "model", "memory", _session(models.mlp, 1), Target(min_ratio=1.0)),
        Case("small CNN b1", "model", "compute", _session(models.small_cnn, 1), Target(min_ratio=0.8)),
        Case("small CNN b8", "model", "compute", _session(models.small_cnn, 8), Target(min_ratio=0.8)),
        Case("ResNet block 64ch 56x56", "model", "compute", _session(models.resnet_block), Target(min_ratio=0.8)),
        Case("encoder d256 seq128", "model", "compute", _session(models.encoder_layer), Target(min_ratio=0.8)),
        Case("one-node 16 floats", "overhead", "memory", _session(models.one_node, 16), Target(max_us=4.0)),
    ]
