"""Per op type: where a real model's time goes in each engine, side by side.

    jit-runtime bench --models resnet18 --by-type

Ours: the session's per-node medians, each launch timed inside the native fast path.
onnxruntime's: its own profiler's per-node kernel times (medians over the same number of
runs). Both engines fuse: a fused node counts as its main op (a conv with its bias, relu
and residual add is a Conv in both), our channels-last nodes as the ONNX ops they stand
for. Types one engine runs as part of another (onnxruntime's NCHWc reorders, our layout
transposes) show on their own rows with nothing on the other side.
"""
from __future__ import annotations

import json
import os
import statistics
import tempfile
from collections import Counter

# our node types -> the ONNX op each stands for
# (products count as one type: exporters and both engines turn MatMul and Gemm into each other)
PRODUCT = "MatMul/Gemm"
OURS = {"ConvNHWC": "Conv", "FusedConvNHWC": "Conv", "MaxPoolNHWC": "MaxPool", "AveragePoolNHWC": "AveragePool",
        "GlobalAveragePoolNHWC": "GlobalAveragePool", "MatMul": PRODUCT, "Gemm": PRODUCT, "MatMulPanels": PRODUCT,
        "FusedMatMulPanels": PRODUCT, "FusedMatMul": PRODUCT, "FusedGemm": PRODUCT, "FusedElementwise": "elementwise",
        "FusedConcat": "Concat"}
# onnxruntime's fused kernels -> the op they are built on
ORT = {"FusedConv": "Conv", "MatMul": PRODUCT, "Gemm": PRODUCT, "FusedGemm": PRODUCT, "FusedMatMul": PRODUCT,
       "QuickGelu": "elementwise",
       "BiasGelu": "elementwise", "FastGelu": "elementwise", "Gelu": "elementwise", "SkipLayerNormalization":
       "LayerNormalization"}
SLOWER = 1.2  # a type costing more than this many times onnxruntime's is flagged


def ours_by_type(session, runs: int, feeds: dict) -> Counter:
    """Microseconds a run per op type, from the session's native-timed per-node medians."""
    for _ in range(runs):
        session.run(feeds)
    from ..onnx.profile import profile_times, records
    prog = session._current
    out: Counter = Counter()
    for r in records(prog, session.options, profile_times(prog)):
        out[OURS.get(r.op_type, r.op_type)] += r.median_us
    return out


def ort_by_type(path: str, feeds: dict, threads: int, runs: int) -> Counter:
    """Microseconds a run per op type, from onnxruntime's profiler (medians per node)."""
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.enable_profiling = True
    with tempfile.TemporaryDirectory() as d:
        so.profile_file_prefix = os.path.join(d, "ort")
        s = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        for _ in range(runs + 5):
            s.run(None, feeds)
        with open(s.end_profiling()) as f:
            events = json.load(f)
    per: dict[tuple[str, str], list[float]] = {}
    for e in events:
        if e.get("cat") == "Node" and e["name"].endswith("_kernel_time"):
            per.setdefault((e["name"], e["args"].get("op_name", "?")), []).append(e["dur"])
    out: Counter = Counter()
    for (_, t), durs in per.items():
        out[ORT.get(t, t)] += statistics.median(durs[-runs:])
    return out


def table(ours: Counter, theirs: Counter) -> list[str]:
    """Rows by total time, each type's ratio (ours / onnxruntime's), slower ones marked."""
    lines = [f"    {'op type':<26} {'ours us':>10} {'ort us':>10} {'ours/ort':>8}"]
    for t in sorted(set(ours) | set(theirs), key=lambda t: -(ours[t] + theirs[t])):
        if ours[t] < 0.5 and theirs[t] < 0.5:
            continue
        ratio = ours[t] / theirs[t] if theirs[t] else None
        flag = "  slower" if ratio is not None and ratio > SLOWER and ours[t] - theirs[t] > 5 else ""
        lines.append(f"    {t[:26]:<26} {ours[t]:>10.1f} {theirs[t]:>10.1f} "
                     f"{'-' if ratio is None else format(ratio, '.2f'):>8}{flag}")
    lines.append(f"    {'all nodes':<26} {sum(ours.values()):>10.1f} {sum(theirs.values()):>10.1f}")
    return lines
