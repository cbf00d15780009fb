"""Keep or drop a candidate fusion (the fusion passes' nodes, onnx/fused.py): a
measurement recorded in the performance database for these shapes on this device wins
(fused and unfused are candidates "fused" and "unfused" of the op hash "fusion-<hash of
the text>"); with measure=True and static shapes one is made now (both run on random
inputs; a fused result that does not match the unfused one within the ops' contract is
recorded as rejected); otherwise the pass's cost heuristic decides."""
from __future__ import annotations

import hashlib
import json
import time
from statistics import median
from typing import Iterable

import numpy as np
from onnx import helper

from ...perfdb import Measurement, PerfDB
from ...sampling import samples
from .. import fused as F
from ..model import Graph, Node
from .graph_values import shape_of


def _static(graph: Graph, names: Iterable[str]) -> list[tuple[int, ...]] | None:
    shapes = []
    for t in names:
        s = shape_of(graph, t) if t else ()
        if s is None or not all(isinstance(d, int) for d in s):
            return None
        shapes.append(tuple(s))
    return shapes


def _key(node: Node) -> str:
    text = F.node_attrs(node.proto)["opdsl"]
    return "fusion-" + hashlib.sha256(f"{node.op_type}|{text}".encode()).hexdigest()[:16]


def _db() -> PerfDB | None:
    from ... import tuning
    return tuning.default_db()


def decide(graph: Graph, old: list[Node], node: Node, heuristic: tuple[bool, str],
           measure: bool) -> tuple[bool, str]:
    """(keep, why) for replacing the nodes `old` (execution order) by `node`."""
    shapes = _static(graph, [t for t in node.inputs])
    if shapes is None:
        return heuristic
    from ...perfdb import device_fingerprint
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


def _measure(graph: Graph, old: list[Node], node: Node, shapes: list[tuple[int, ...]], key: str, bucket: str,
             dev: str, db: PerfDB | None) -> list[Measurement]:
    """Run the unfused nodes (through the node bindings, as a session would) and the fused
    node on the same random inputs; compare and time them; record both."""
    from .. import bindings as B
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
    fb = F.bind(node.proto, 1, [a.shape if a is not None else None for a in fargs],
              [helper.np_dtype_to_tensor_dtype(a.dtype) if a is not None else None for a in fargs], {})
    want = np.asarray(env[node.outputs[0]], np.float64)
    got = np.asarray(fb.run(fargs)[0], np.float64)
    op = F.load(F.node_attrs(node.proto)["opdsl"])
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
        def unfused() -> None:
            e = dict(env)
            for run, ins, outs in steps:
                for o, r in zip(outs, run([e.get(t) if t else None for t in ins])):
                    e[o] = r

        def fused() -> None:
            fb.run(fargs)
        tu: list[float] = []
        tf: list[float] = []
        for _ in range(3):  # interleaved, so drift hits both
            tu += samples(unfused, 3, 0.001, warmup=0)
            tf += samples(fused, 3, 0.001, warmup=0)
        rows = [Measurement(candidate="unfused", median_s=median(tu), samples=len(tu), max_err=0.0, status="ok",
                            **common),
                Measurement(candidate="fused", median_s=median(tf), samples=len(tf), max_err=err, status="ok",
                            **common)]
    if db is not None:
        db.record(rows)
    return rows
