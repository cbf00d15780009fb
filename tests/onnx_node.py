"""One ONNX node as a model, run through jit_runtime.Session and onnxruntime (the tests of
the op bindings added in runtime/onnx/bindings/{resize,math_extra,...}.py share this).

    outs, refs = run_both("Mod", [a, b], {"fmod": 1}, opset=13)

Inputs are graph inputs (fed) unless their position is in `consts` (then initializers, as
exporters write constant attributes such as Resize's scales). Output dtypes and ranks come
from onnx shape inference; unknown dims stay symbolic."""
from __future__ import annotations

import numpy as np
import onnx
from onnx import helper, numpy_helper

import jit_runtime as jr

try:
    import onnxruntime as ort
except ImportError:  # pragma: no cover - the tests that need it skip
    ort = None

_OPTS = None


def ort_options():
    global _OPTS
    if _OPTS is None:
        _OPTS = ort.SessionOptions()
        _OPTS.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        _OPTS.log_severity_level = 3
    return _OPTS


def node_model(op_type: str, inputs: list, attrs: dict | None = None, opset: int = 17, n_out: int = 1,
               consts=(), domain: str = "", declare: bool = True) -> onnx.ModelProto:
    """declare=False: outputs declared by type and rank only (a hostile node's inferred
    dims, say negative ones, would be refused before the binding is reached)."""
    names = [f"in{k}" if a is not None else "" for k, a in enumerate(inputs)]
    while names and names[-1] == "":
        names.pop()
    outs = [f"out{k}" for k in range(n_out)]
    node = helper.make_node(op_type, names, outs, **(attrs or {}))
    g_in, inits = [], []
    for k, (n, a) in enumerate(zip(names, inputs)):
        if a is None:
            continue
        a = np.asarray(a)
        if k in consts:
            inits.append(numpy_helper.from_array(a, n))
        else:
            g_in.append(helper.make_tensor_value_info(n, helper.np_dtype_to_tensor_dtype(a.dtype), list(a.shape)))
    g = helper.make_graph([node], "g", g_in, [helper.make_empty_tensor_value_info(o) for o in outs],
                          initializer=inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid(domain, opset)])
    m.ir_version = 10 if opset >= 21 else 8
    inferred = onnx.shape_inference.infer_shapes(m)
    known = {vi.name: vi for vi in inferred.graph.value_info}
    ranks = None
    del m.graph.output[:]
    for k, o in enumerate(outs):
        vi = known.get(o)
        t = vi.type.tensor_type if vi is not None else None
        if t is not None and t.elem_type and t.HasField("shape"):
            dims = [d.dim_value if d.HasField("dim_value") and declare else None for d in t.shape.dim]
            m.graph.output.append(helper.make_tensor_value_info(o, t.elem_type, dims))
            continue
        if ranks is None:  # inference gave no shape (a function op, an index-driven one): ask onnxruntime
            probe = onnx.ModelProto()
            probe.CopyFrom(m)
            probe.graph.output.extend(helper.make_empty_tensor_value_info(x) for x in outs)
            try:
                got = run_ort(probe, feeds_of(inputs, consts))
                ranks = [(np.asarray(g).ndim, helper.np_dtype_to_tensor_dtype(np.asarray(g).dtype)) for g in got]
            except Exception:  # noqa: BLE001 - a hostile node: onnxruntime refuses it too; guess input 0's
                a = np.asarray(inputs[0])
                ranks = [(a.ndim, helper.np_dtype_to_tensor_dtype(a.dtype))] * len(outs)
        m.graph.output.append(helper.make_tensor_value_info(o, ranks[k][1], [None] * ranks[k][0]))
    return m


def feeds_of(inputs: list, consts=()) -> dict:
    return {f"in{k}": np.asarray(a) for k, a in enumerate(inputs) if a is not None and k not in consts}


def run_ours(model: onnx.ModelProto, feeds: dict, runs: int = 1) -> list[np.ndarray]:
    s = jr.Session(model, warmup=False)
    res = None
    for _ in range(runs):  # later runs go through the arena (and the native replay)
        res = s.run(feeds)
    return [res[o.name] for o in model.graph.output]


def run_ort(model: onnx.ModelProto, feeds: dict) -> list[np.ndarray]:
    s = ort.InferenceSession(model.SerializeToString(), ort_options(), providers=["CPUExecutionProvider"])
    return s.run(None, feeds)


def run_both(op_type, inputs, attrs=None, opset=17, n_out=1, consts=(), runs=2):
    m = node_model(op_type, inputs, attrs, opset, n_out, consts)
    f = feeds_of(inputs, consts)
    return run_ours(m, f, runs), run_ort(m, f)


def close(got, ref, rtol=1e-5, atol=0.0, what=""):
    """Equal shapes and dtypes; floats within rtol * |ref| + atol (NaN where ref is NaN,
    infinities equal); integers and booleans exactly."""
    got, ref = np.asarray(got), np.asarray(ref)
    assert got.shape == ref.shape, f"{what}: shape {got.shape} != {ref.shape}"
    assert got.dtype == ref.dtype, f"{what}: dtype {got.dtype} != {ref.dtype}"
    if not np.issubdtype(ref.dtype, np.floating):
        np.testing.assert_array_equal(got, ref, err_msg=what)
        return
    g, r = got.astype(np.float64), ref.astype(np.float64)
    with np.errstate(invalid="ignore"):
        ok = (g == r) | (np.isnan(g) & np.isnan(r)) | (np.abs(g - r) <= rtol * np.abs(r) + atol)
    if not ok.all():
        bad = np.argwhere(~ok)[:5]
        raise AssertionError(f"{what}: {(~ok).sum()} of {ok.size} differ; "
                             + "; ".join(f"{tuple(i)}: got {g[tuple(i)]!r} want {r[tuple(i)]!r}" for i in bad))
