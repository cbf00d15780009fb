"""One-node models for the quantization ops and the oracles they are compared with:
onnxruntime, or (where it has no kernel for the types or the opset) onnx's reference
evaluator."""
from __future__ import annotations

import warnings

import numpy as np
import onnx
from onnx import TensorProto as TP, helper as H, numpy_helper as NH

import jit_runtime as jr

QRANGE = {np.int8: (-128, 127), np.uint8: (0, 255), np.int16: (-32768, 32767), np.uint16: (0, 65535)}
ONNX_TYPE = {np.dtype(k): v for k, v in ((np.int8, TP.INT8), (np.uint8, TP.UINT8), (np.int16, TP.INT16),
                                         (np.uint16, TP.UINT16), (np.int32, TP.INT32), (np.int64, TP.INT64),
                                         (np.float32, TP.FLOAT))}


def node_model(op: str, inputs: list, attrs: dict, opset: int, out_types: list[int],
               consts: frozenset | set = frozenset()) -> tuple[onnx.ModelProto, dict]:
    """A model of one node; inputs[i] is an array (None: omitted), given as an initializer
    when i is in `consts`, else as a graph input. Returns (model, feeds)."""
    names, ins, inits, feeds = [], [], [], {}
    for i, a in enumerate(inputs):
        if a is None:
            names.append("")
            continue
        name = f"in{i}"
        names.append(name)
        if i in consts:
            inits.append(NH.from_array(np.asarray(a), name))
        else:
            ins.append(H.make_tensor_value_info(name, ONNX_TYPE[np.asarray(a).dtype], np.shape(a)))
            feeds[name] = np.asarray(a)
    while names and names[-1] == "":
        names.pop()
    outs = [f"out{k}" for k in range(len(out_types))]
    g = H.make_graph([H.make_node(op, names, outs, name=f"the_{op}", **attrs)], op.lower(), ins,
                     [H.make_tensor_value_info(o, t, None) for o, t in zip(outs, out_types)], initializer=inits)
    m = H.make_model(g, opset_imports=[H.make_opsetid("", opset)])
    m.ir_version = 10
    return m, feeds


def oracle(m: onnx.ModelProto, feeds: dict, reference=None) -> tuple[list[np.ndarray], str]:
    """(outputs, who): onnxruntime's; where it has no kernel for the types, opset or
    granularity, `reference(*inputs)` (the node's inputs, constants included) or onnx's
    reference evaluator."""
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.log_severity_level = 4
    try:
        return ort.InferenceSession(m.SerializeToString(), so, providers=["CPUExecutionProvider"]).run(None, feeds), \
            "onnxruntime"
    except Exception:  # noqa: BLE001 - NOT_IMPLEMENTED, a type or granularity it does not take
        pass
    if reference is not None:
        values = dict(feeds)
        values.update({t.name: NH.to_array(t) for t in m.graph.initializer})
        return list(reference(*[values.get(n) if n else None for n in m.graph.node[0].input])), "numpy reference"
    from onnx.reference import ReferenceEvaluator
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        return [np.asarray(a) for a in ReferenceEvaluator(m).run(None, feeds)], "onnx reference"


def exact_oracle(m: onnx.ModelProto, feeds: dict, reference, steps: int = 0) -> tuple[list[np.ndarray], str]:
    """(outputs, who) of an integer contraction: onnxruntime's where they are within `steps`
    of the exact int64 reference, else the reference's. onnxruntime's U8S8 kernels on x86
    without VNNI sum pairs of products with vpmaddubsw, which saturates at +-32767 (255 *
    -128 twice is -65280): there its results are not the products' sums."""
    got, who = oracle(m, feeds, reference)
    values = dict(feeds)
    values.update({t.name: NH.to_array(t) for t in m.graph.initializer})
    exact = list(reference(*[values.get(n) if n else None for n in m.graph.node[0].input]))
    if who == "onnxruntime" and all(np.abs(np.asarray(g, np.int64) - np.asarray(e, np.int64)).max(initial=0) <= steps
                                    for g, e in zip(got, exact)):
        return got, who
    return exact, "int64 reference (onnxruntime " + ("saturates here)" if who == "onnxruntime" else "has no kernel)")


# --- float64 / int64 references of the integer contractions, written apart from the bindings -------

def ref_requantize(acc: np.ndarray, multiplier, zero_point: np.ndarray) -> np.ndarray:
    info = np.iinfo(zero_point.dtype)
    return np.clip(np.rint(acc * np.float64(multiplier)) + zero_point.astype(np.int64), info.min, info.max
                   ).astype(zero_point.dtype)


def _matmul_params(a, b, az, bz):
    a2 = a.reshape(1, -1) if a.ndim == 1 else a
    b2 = b.reshape(-1, 1) if b.ndim == 1 else b
    az = np.asarray(az if az is not None else 0).astype(np.int64)
    bz = np.asarray(bz if bz is not None else 0).astype(np.int64)
    az = az.reshape(-1, 1) if az.ndim == 1 and az.size > 1 else az
    bz = bz.reshape(1, -1) if bz.ndim == 1 and bz.size > 1 else bz
    return np.matmul(a2.astype(np.int64) - az.reshape(az.shape if az.size > 1 else ()),
                     b2.astype(np.int64) - bz.reshape(bz.shape if bz.size > 1 else ()))  # int64: exact


def _squeeze(y, a, b):
    """numpy's matmul result shape for 1-D operands."""
    if a.ndim == 1:
        y = y[..., 0, :]
    if b.ndim == 1:
        y = y[..., 0]
    return y


def ref_matmul_integer(a, b, az=None, bz=None):
    return [_squeeze(_matmul_params(a, b, az, bz), a, b).astype(np.int32)]


def ref_qlinear_matmul(a, sa, az, b, sb, bz, sy, yz):
    acc = _matmul_params(a, b, az, bz)
    sb = np.asarray(sb, np.float64)
    sb = sb.reshape(1, -1) if sb.size > 1 else sb.reshape(())
    return [_squeeze(ref_requantize(acc, np.float64(sa) * sb / np.float64(sy), yz), a, b)]


def _pads(attrs, x_shape, w_shape):
    n = len(x_shape) - 2
    strides = attrs.get("strides", [1] * n)
    dil = attrs.get("dilations", [1] * n)
    ap = attrs.get("auto_pad", "NOTSET")
    if ap in ("SAME_UPPER", "SAME_LOWER"):
        pb, pe = [], []
        for i, k, s, d in zip(x_shape[2:], w_shape[2:], strides, dil):
            total = max(0, (-(-i // s) - 1) * s + (k - 1) * d + 1 - i)
            lo = total // 2 if ap == "SAME_UPPER" else total - total // 2
            pb.append(lo)
            pe.append(total - lo)
        return strides, dil, pb, pe
    pads = attrs.get("pads", [0] * (2 * n)) if ap != "VALID" else [0] * (2 * n)
    return strides, dil, pads[:n], pads[n:]


def ref_conv(x, w, attrs):
    """Direct convolution of int64 arrays: one shifted slice of x per kernel offset."""
    import itertools
    strides, dil, pb, pe = _pads(attrs, x.shape, w.shape)
    group = attrs.get("group", 1)
    n = x.ndim - 2
    xp = np.pad(x, [(0, 0), (0, 0)] + list(zip(pb, pe)))
    outs = [(xp.shape[2 + i] - dil[i] * (w.shape[2 + i] - 1) - 1) // strides[i] + 1 for i in range(n)]
    N, C, M = x.shape[0], x.shape[1], w.shape[0]
    cg, mg = C // group, M // group
    y = np.zeros((N, M, *outs), np.int64)
    for g in range(group):
        for off in itertools.product(*[range(k) for k in w.shape[2:]]):
            sl = tuple(slice(o * d, o * d + (size - 1) * s + 1, s) for o, d, s, size in zip(off, dil, strides, outs))
            patch = xp[(slice(None), slice(g * cg, (g + 1) * cg)) + sl]
            wk = w[(slice(g * mg, (g + 1) * mg), slice(None)) + off]
            y[:, g * mg:(g + 1) * mg] += np.einsum("nc...,mc->nm...", patch, wk)
    return y


def ref_conv_integer(attrs):
    def ref(x, w, xz=None, wz=None):
        wz = np.asarray(wz if wz is not None else 0).astype(np.int64)
        wz = wz.reshape((-1,) + (1,) * (w.ndim - 1)) if wz.size > 1 else wz.reshape(())
        xz = np.asarray(xz if xz is not None else 0).astype(np.int64).reshape(())
        return [ref_conv(x.astype(np.int64) - xz, w.astype(np.int64) - wz, attrs).astype(np.int32)]
    return ref


def ref_qlinear_conv(attrs):
    def ref(x, sx, xz, w, sw, wz, sy, yz, bias=None):
        acc = ref_conv_integer(attrs)(x, w, xz, wz)[0].astype(np.int64)
        per = (-1,) + (1,) * (x.ndim - 2)
        if bias is not None:
            acc += bias.astype(np.int64).reshape(per)
        sw = np.asarray(sw, np.float64)
        mult = np.float64(sx) * (sw.reshape(per) if sw.size > 1 else sw.reshape(())) / np.float64(sy)
        return [ref_requantize(acc, mult, yz)]
    return ref


def ours(m: onnx.ModelProto, feeds: dict) -> list[np.ndarray]:
    with np.errstate(all="ignore"):
        return jr.Session(m).run(None, feeds)


def steps_apart(a: np.ndarray, b: np.ndarray) -> int:
    """The largest difference of two integer arrays, in units (quantization steps)."""
    assert a.dtype == b.dtype and a.shape == b.shape, (a.dtype, b.dtype, a.shape, b.shape)
    return int(np.abs(a.astype(np.int64) - b.astype(np.int64)).max()) if a.size else 0
