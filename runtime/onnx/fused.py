"""The nodes the fusion passes make (domain "jit_runtime"): their bindings, and the
keep-or-not decision by measurement.

    FusedElementwise  inputs: the group's tensor inputs; "opdsl": the fused op's text;
                      "rank": the output's rank (scalar constants written as literals may
                      have contributed leading 1s to the broadcast shape)
    FusedConv         Conv's inputs (X, W, B or ""), then the epilogue's extra inputs;
                      Conv's attributes; "opdsl"
    FusedMatMul       A, B, extras; "opdsl"
    FusedGemm         A, B, C or "", extras; Gemm's attributes; "opdsl"
    FusedConcat       the concat's inputs ("concat_inputs" of them), then the reader's extra
                      inputs; "opdsl"; "rank"

`bind` has the signature of bindings.bind and returns the same Binding; the session hands
it every node of this domain. The generated op is loaded once per distinct text.

`decide` keeps or drops a candidate fusion: a measurement recorded in the performance
database for these shapes on this device wins (fused and unfused are candidates
"fused" and "unfused" of the op hash "fusion-<hash of the text>"); with measure=True and
static shapes one is made now (both run on random inputs; a fused result that does not
match the unfused one within the ops' contract is recorded as rejected); otherwise the
pass's cost heuristic decides.
"""
from __future__ import annotations

import hashlib
import json
import time
from statistics import median
from typing import Sequence

import numpy as np
import onnx
from onnx import helper

from . import nhwc, panels

DOMAIN = "jit_runtime"
ELEMENTWISE, CONV, MATMUL, GEMM = "FusedElementwise", "FusedConv", "FusedMatMul", "FusedGemm"
CONCAT = "FusedConcat"


def load(text: str):
    """The op of a generated text (parsed, checked and loaded once per distinct text)."""
    from .bindings._base import gen
    return gen(text)


def _attrs(node: onnx.NodeProto) -> dict:
    out = {}
    for a in node.attribute:
        v = helper.get_attribute_value(a)
        out[a.name] = v.decode() if isinstance(v, bytes) else v
    return out


# --- shared with the passes: how a contraction's arguments are formed ---------------------------

def conv_attrs(attrs: dict, x_shape, w_shape) -> tuple[dict, tuple]:
    """conv2d's attributes and the output shape for a 2-D Conv (as the Conv binding)."""
    from .bindings.nn import conv_pads
    group = int(attrs.get("group", 1))
    kernel = list(w_shape[2:])
    ks = attrs.get("kernel_shape")
    if ks is not None and list(ks) != kernel:
        raise ValueError(f"Conv: kernel_shape {list(ks)} but the weight is {tuple(w_shape)}")
    if x_shape[1] != w_shape[1] * group or w_shape[0] % group:
        raise ValueError(f"Conv: {x_shape[1]} input channels, weight {tuple(w_shape)}, group {group}")
    strides = list(attrs.get("strides") or [1, 1])
    dil = list(attrs.get("dilations") or [1, 1])
    if len(strides) != 2 or len(dil) != 2 or min(strides + dil) < 1:
        raise ValueError(f"Conv: strides {strides}, dilations {dil}")
    pads = attrs.get("pads")
    pb, pe = conv_pads(attrs.get("auto_pad", "NOTSET") or "NOTSET", list(pads) if pads is not None else None,
                       list(x_shape[2:]), kernel, strides, dil)
    outs = [(i + p0 + p1 - d * (k - 1) - 1) // s + 1
            for i, p0, p1, d, k, s in zip(x_shape[2:], pb, pe, dil, kernel, strides)]
    if any(o <= 0 for o in outs):
        raise ValueError(f"Conv: output would be {outs}")
    return (dict(stride_h=strides[0], stride_w=strides[1], dilation_h=dil[0], dilation_w=dil[1],
                 pad_top=pb[0], pad_left=pb[1], pad_bottom=pe[0], pad_right=pe[1], group=group),
            (x_shape[0], w_shape[0], *outs))


def gemm_dims(attrs: dict, a_shape, b_shape) -> tuple[int, int]:
    ta, tb = int(attrs.get("transA", 0)), int(attrs.get("transB", 0))
    if len(a_shape) != 2 or len(b_shape) != 2:
        raise ValueError(f"Gemm: A {tuple(a_shape)} and B {tuple(b_shape)} must be 2-D")
    m, k = (a_shape[1], a_shape[0]) if ta else a_shape
    k2, n = (b_shape[1], b_shape[0]) if tb else b_shape
    if k != k2:
        raise ValueError(f"Gemm: op(A) is {m}x{k} but op(B) is {k2}x{n}")
    return m, n


# --- binding -------------------------------------------------------------------------------------

def bind(node: onnx.NodeProto, opset: int, input_shapes: Sequence, input_dtypes: Sequence,
         const_inputs: dict):
    """The Binding of a fused node (raises the bindings' Unsupported for anything else)."""
    from .bindings._base import Binding, F32, Unsupported, dtype_name, run_op, with_options, zeros
    from .bindings.linalg import gemm_c
    from .bindings.shape import view
    t = node.op_type
    if node.domain == DOMAIN and t in nhwc.OPS:
        return nhwc.bind(node, opset, input_shapes, input_dtypes, const_inputs)
    if node.domain == DOMAIN and t in panels.OPS:
        return panels.bind(node, opset, input_shapes, input_dtypes, const_inputs)
    if node.domain != DOMAIN or t not in (ELEMENTWISE, CONV, MATMUL, GEMM, CONCAT):
        raise Unsupported(t, node.domain, opset, "not a node the fusion passes make")
    for i, d in enumerate(input_dtypes or []):
        if d is not None and d != F32 and i < len(node.input) and node.input[i]:
            raise Unsupported(t, node.domain, opset, f"input {i} is {dtype_name(d)}; fused nodes run on float32")
    attrs = _attrs(node)
    try:
        op = load(attrs["opdsl"])
    except Exception as e:  # noqa: BLE001 - a broken text is a model we can't run
        raise Unsupported(t, node.domain, opset, f"the fused op does not load: {e}") from e

    if t == ELEMENTWISE:
        rank = int(attrs.get("rank", 0))

        def run(inputs, out=None):
            shape = tuple(np.broadcast_shapes(*[a.shape for a in inputs]))
            shape = (1,) * (rank - len(shape)) + shape
            return run_op(op, list(inputs), shapes=[shape], out=out, elementwise=True)
        return Binding(t, op.name, "kernel", with_options(run), inplace_ok=True)

    if t == CONCAT:
        rank, n = int(attrs["rank"]), int(attrs["concat_inputs"])

        def run(inputs, out=None):
            xs = list(inputs[:n]) + [view(e, (1,) * (rank - e.ndim) + e.shape) for e in inputs[n:]]
            return run_op(op, xs, out=out)
        return Binding(t, op.name, "kernel", with_options(run))

    if t == CONV:
        def run(inputs, out=None):
            x, w = inputs[0], inputs[1]
            if x.ndim != 4 or w.ndim != 4:
                raise ValueError(f"FusedConv: input rank {x.ndim}, weight rank {w.ndim} (2-D only)")
            b = inputs[2] if inputs[2] is not None else zeros((w.shape[0],))
            cattrs, out_shape = conv_attrs(attrs, x.shape, w.shape)
            extras = [view(e, (1,) * (4 - e.ndim) + e.shape) for e in inputs[3:]]
            return run_op(op, [x, w, b, *extras], cattrs, shapes=[out_shape], out=out)
        return Binding(t, op.name, "kernel", with_options(run))

    if t == MATMUL:
        from .bindings.linalg import matmul_shapes, rows_of

        def run(inputs, out=None):
            a, b = inputs[0], inputs[1]
            a2, b2, out_shape = matmul_shapes(a.shape, b.shape)
            extras = list(inputs[2:])
            rows = rows_of(a2, b2)
            if rows != a2 and all(all(d == 1 for d in e.shape[:-1]) for e in extras):
                # one GEMM of every row where each extra broadcasts over all of them (a bias)
                a2, extras = rows, [view(e, e.shape[-1:]) for e in extras]
            return run_op(op, [view(a, a2), view(b, b2), *extras], shapes=[out_shape], out=out)
        return Binding(t, op.name, "kernel", with_options(run))

    alpha, beta = float(attrs.get("alpha", 1.0)), float(attrs.get("beta", 1.0))
    has_c = len(node.input) > 2 and bool(node.input[2])

    def run(inputs, out=None):
        a, b = inputs[0], inputs[1]
        m, n = gemm_dims(attrs, a.shape, b.shape)
        extras = [view(e, (1,) * (2 - e.ndim) + e.shape) for e in inputs[3:]]
        args = [a, b] + ([gemm_c(inputs[2], m, n)] if has_c else []) + extras
        kw = {"alpha": alpha, "beta": beta} if has_c else {"alpha": alpha}
        return run_op(op, args, kw, shapes=[(m, n)], out=out)
    return Binding(t, op.name, "kernel", with_options(run))


# --- keep or not: the performance database, or a measurement now ------------------------------------

def _static(graph, names) -> list[tuple[int, ...]] | None:
    from .passes.fuse_elementwise import shape_of
    shapes = []
    for t in names:
        s = shape_of(graph, t) if t else ()
        if s is None or not all(isinstance(d, int) for d in s):
            return None
        shapes.append(tuple(s))
    return shapes


def _key(node) -> str:
    text = _attrs(node.proto)["opdsl"]
    return "fusion-" + hashlib.sha256(f"{node.op_type}|{text}".encode()).hexdigest()[:16]


def _db():
    from .. import tuning
    return tuning.default_db()


def decide(graph, old: list, node, heuristic: tuple[bool, str], measure: bool) -> tuple[bool, str]:
    """(keep, why) for replacing the nodes `old` (execution order) by `node`."""
    shapes = _static(graph, [t for t in node.inputs])
    if shapes is None:
        return heuristic
    from ..perfdb import device_fingerprint
    db = _db()
    key, bucket, dev = _key(node), json.dumps(shapes, separators=(",", ":")), device_fingerprint()
    rows = {r.candidate: r for r in db.rows(key, bucket, dev)} if db is not None else {}
    if "fused" not in rows and measure:
        rows = {r.candidate: r for r in _measure(graph, old, node, shapes, key, bucket, dev, db)}
    f, u = rows.get("fused"), rows.get("unfused")
    if f is not None and f.status != "ok":
        return False, f"measured: fused rejected ({f.reason})"
    if f is not None and u is not None and f.median_s is not None and u.median_s is not None:
        keep = f.median_s < u.median_s
        return keep, (f"measured: fused {f.median_s * 1e6:.1f} us vs unfused {u.median_s * 1e6:.1f} us "
                      f"({len(old)} nodes)")
    return heuristic


def _timer(fn, samples: int = 9, min_sample: float = 0.001) -> list[float]:
    fn()
    t0 = time.perf_counter()
    fn()
    inner = max(1, int(min_sample / max(time.perf_counter() - t0, 1e-7)))
    out = []
    for _ in range(samples):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        out.append((time.perf_counter() - t0) / inner)
    return out


def _measure(graph, old: list, node, shapes, key: str, bucket: str, dev: str, db) -> list:
    """Run the unfused nodes (through the node bindings, as a session would) and the fused
    node on the same random inputs; compare and time them; record both."""
    from . import bindings as B
    from ..perfdb import Measurement
    rng = np.random.default_rng(0)
    feeds = {}
    for t, s in zip(node.inputs, shapes):
        if t:
            a = graph.initializers.get(t)
            feeds[t] = a if a is not None else rng.standard_normal(s, dtype=np.float32)
    env = dict(graph.initializers)
    env.update(feeds)
    steps = []
    for n in old:
        args = [env.get(t) if t else None for t in n.inputs]
        consts = {i: graph.initializers[t] for i, t in enumerate(n.inputs) if t in graph.initializers}
        bd = B.bind(n.proto, graph.opset(n.domain), [a.shape if a is not None else None for a in args],
                    [helper.np_dtype_to_tensor_dtype(a.dtype) if a is not None else None for a in args], consts)
        for o, r in zip(n.outputs, bd.run(args)):
            if o:
                env[o] = r
        steps.append((bd.run, n.inputs, n.outputs))
    fargs = [feeds.get(t) if t else None for t in node.inputs]
    fb = bind(node.proto, 1, [a.shape if a is not None else None for a in fargs],
              [helper.np_dtype_to_tensor_dtype(a.dtype) if a is not None else None for a in fargs], {})
    want = np.asarray(env[node.outputs[0]], np.float64)
    got = np.asarray(fb.run(fargs)[0], np.float64)
    op = load(_attrs(node.proto)["opdsl"])
    acc = op.accuracy
    rel = acc.rel if acc is not None and acc.rel is not None else 1e-5
    abs_ = (acc.abs or 0.0) if acc is not None else 0.0
    common = dict(op_hash=key, op_name=op.name, bucket=bucket, device=dev, spread=None, measured_at=time.time())
    same_nan = got.shape == want.shape and np.array_equal(np.isnan(got), np.isnan(want))
    fin = np.isfinite(want) & np.isfinite(got) if same_nan else None
    scale = float(np.max(np.abs(want[fin]))) if fin is not None and fin.any() else 0.0
    err = float(np.max(np.abs(got[fin] - want[fin]))) if fin is not None and fin.any() else 0.0
    if not same_nan or err > 4 * (rel * scale + abs_) + 1e-30:
        rows = [Measurement(candidate="fused", median_s=None, samples=0, max_err=err if same_nan else None,
                            status="rejected", reason=f"differs from the unfused nodes (max abs err {err:.2e})"
                            if same_nan else "NaN where the unfused nodes have none (or the reverse)", **common)]
    else:
        def unfused():
            e = dict(env)
            for run, ins, outs in steps:
                for o, r in zip(outs, run([e.get(t) if t else None for t in ins])):
                    e[o] = r

        def fused():
            fb.run(fargs)
        tu, tf = [], []
        for _ in range(3):  # interleaved, so drift hits both
            tu += _timer(unfused, 3)
            tf += _timer(fused, 3)
        rows = [Measurement(candidate="unfused", median_s=median(tu), samples=len(tu), max_err=0.0, status="ok",
                            **common),
                Measurement(candidate="fused", median_s=median(tf), samples=len(tf), max_err=err, status="ok",
                            **common)]
    if db is not None:
        db.record(rows)
    return rows
