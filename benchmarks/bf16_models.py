"""bfloat16 and float16 models in their own precision: the suite's models with every float
tensor declared bfloat16 (weights rounded once, inputs and outputs bfloat16; opset 22,
where Conv and the pools take bfloat16) or, with --type f16, float16, run by our Session at
precision "fp32" (computed in float32, the default) and "model" (bfloat16: products of the
model's weights on the device's bfloat16 products; float16: fused elementwise groups in
half where the device has AVX512-FP16, products in float32), against OpenVINO's default
mode on the float32 original (and, for float16, onnxruntime on the float16 model), in one
rotation of bursts in one process (bench.timing.bursts: the medians of each burst's calls
after its first, as benchmarks.precision times them). Errors are against the float32 run
of the same reduced model (max |y - ref| / max |ref|). "reduced": bfloat16 products, or
elementwise groups in half.

    python -m benchmarks.bf16_models [--models resnet18,resnet50,mobilenet_v2] [--threads 1,2]
                                     [--repeats 20] [--dir DIR] [--type bf16|f16]
"""
from __future__ import annotations

import argparse
import os
import sys

import numpy as np

from .precision import _openvino, _path

DEFAULT = "resnet18,resnet50,mobilenet_v2"


def to_bf16(path: str):
    """The model with every float32 initializer, input, output and value declared bfloat16."""
    return declared(path, "bf16")


def declared(path: str, kind: str):
    """The model with every float32 initializer, input, output and value declared bfloat16
    (kind "bf16", opset 22) or float16 ("f16", its own opset)."""
    import ml_dtypes
    import onnx
    from onnx import TensorProto, numpy_helper
    elem, dt = ((TensorProto.BFLOAT16, ml_dtypes.bfloat16) if kind == "bf16" else (TensorProto.FLOAT16, np.float16))
    m = onnx.load(path)
    g = m.graph
    for k, t in enumerate(g.initializer):
        if t.data_type == TensorProto.FLOAT:
            a = numpy_helper.to_array(t).astype(dt)
            g.initializer[k].CopyFrom(numpy_helper.from_array(a, t.name))
    for vi in (*g.input, *g.output, *g.value_info):
        if vi.type.tensor_type.elem_type == TensorProto.FLOAT:
            vi.type.tensor_type.elem_type = elem
    for n in g.node:
        for a in n.attribute:
            if a.name == "to" and a.i == TensorProto.FLOAT:
                a.i = elem
            if kind == "f16" and a.name == "value" and a.t.data_type == TensorProto.FLOAT:  # Constant nodes
                with np.errstate(over="ignore"):  # a mask's -3.4e38 is -inf in float16, as the model means
                    a.t.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(a.t).astype(dt), a.t.name))
    if kind == "bf16":
        for op in m.opset_import:
            if op.domain in ("", "ai.onnx"):
                op.version = 22
    return m


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.bf16_models", description=__doc__.split("\n")[0])
    ap.add_argument("--models", default=DEFAULT)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--dir", default=os.path.expanduser("~/.cache/jit_runtime/models"))
    ap.add_argument("--type", choices=("bf16", "f16"), default="bf16")
    args = ap.parse_args(argv)
    import ml_dtypes

    from jit_runtime.bench.loadtime import feeds_for
    from jit_runtime.bench.timing import bursts
    from jit_runtime.onnx import Session
    from jit_runtime.onnx.precision import error

    half = args.type == "f16"
    print(f"{'model':14s} {'thr':>3s} {'fp32 ms':>8s} {'model ms':>9s} {'ov ms':>7s} {'fp32/model':>10s} "
          f"{'ov/model':>8s} {'reduced':>8s} {'model err':>9s}" + (f" {'ort f16 ms':>10s}" if half else ""))
    for name in args.models.split(","):
        path = _path(args.dir, name)
        model = declared(path, args.type)
        feeds32 = feeds_for(path)
        dt = np.float16 if half else ml_dtypes.bfloat16
        feeds = {k: v.astype(dt) if v.dtype == np.float32 else v for k, v in feeds32.items()}
        for t in (int(x) for x in args.threads.split(",")):
            f32 = Session(model, threads=t, progress=False)
            own = Session(model, threads=t, progress=False, precision="model")
            ref = [{k: np.asarray(v, np.float32) for k, v in f32.run(feeds).items()}]
            got = {k: np.asarray(v, np.float32) for k, v in own.run(feeds).items()}
            err = error([got], ref)
            layers = sum(1 for n in own._current.graph.nodes if n.op_type == "BF16MatMul"
                         or any(a.name == "variant" and a.s == b"f16:edges" for a in n.proto.attribute))
            fns = {"fp32": lambda: f32.run(feeds), "model": lambda: own.run(feeds)}
            made = _openvino(path, t, False)
            if made is not None:
                fns["ov"] = (lambda r: lambda: r(feeds32))(made[0])
            if half:
                fns["ort"] = _ort_f16(model, t, feeds)
            ms = {k: v * 1e3 for k, v in bursts(fns, repeats=args.repeats)[0].items()}  # one rotation (precision.py)
            ov = ms.get("ov")
            f32 = own = fns = made = None
            ov_text = f"{ov:7.2f}" if ov is not None else f"{'-':>7s}"
            ratio = f"{ov / ms['model']:8.2f}" if ov is not None else f"{'-':>8s}"
            print(f"{name:14s} {t:3d} {ms['fp32']:8.2f} {ms['model']:9.2f} {ov_text} "
                  f"{ms['fp32'] / ms['model']:10.2f} {ratio} {layers:8d} {err:9.1e}"
                  + (f" {ms['ort']:10.2f}" if half else ""), flush=True)
    return 0


def _ort_f16(model, threads: int, feeds: dict):
    """onnxruntime's CPU provider on the float16 model, `threads` intra-op threads."""
    import onnxruntime as ort
    opts = ort.SessionOptions()
    opts.intra_op_num_threads, opts.inter_op_num_threads = threads, 1
    s = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    return lambda: s.run(None, feeds)


if __name__ == "__main__":
    sys.exit(main())
