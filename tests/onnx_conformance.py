"""onnx's node conformance cases, run through jit_runtime's Session and onnxruntime, side by side.

    python -m tests.onnx_conformance [--ops listed|bound|OP,OP,...] [--list]

The cases are onnx's own (onnx.backend.test's node cases: one node, its inputs, the
expected outputs) for the op types the runtime promises (OPS, as tests/test_onnx_backend.py
runs them; --ops bound: every op type a binding exists for; or the op types named, comma
separated), each loaded as it is, at its
own opset (no version conversion). A case passes when every output matches the expected
one within the case's tolerances (onnx's runner's comparison: shape, dtype, values). The
table counts, per range of opsets, the cases that pass through jit_runtime, through
onnxruntime, and through each alone; --list names the cases where the two differ.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import warnings
from collections import defaultdict

import numpy as np

OPS = frozenset("""
    Relu LeakyRelu Elu Selu Sigmoid HardSigmoid HardSwish Tanh Exp Log Sqrt Reciprocal Abs Neg
    Erf Gelu Softplus Clip Add Sub Mul Div Pow Max Min Sum Softmax LogSoftmax LayerNormalization
    BatchNormalization LRN MatMul Gemm Conv ConvTranspose MaxPool AveragePool GlobalAveragePool
    GlobalMaxPool ReduceSum ReduceMean ReduceMax ReduceMin Transpose Reshape Flatten Squeeze
    Unsqueeze Concat Split Slice Gather Shape Identity Dropout Cast Constant ConstantOfShape
    Expand Where Equal Less Greater Pad QuantizeLinear DequantizeLinear DynamicQuantizeLinear
    MatMulInteger ConvInteger QLinearMatMul QLinearConv
""".split())

RANGES = ((7, 12), (13, 17), (18, 21), (22, 28))


def node_cases(ops=OPS) -> list:
    """onnx's node TestCases whose op under test is in `ops` (a case's function-expanded
    variants count as cases of its op)."""
    return [t for t, op in _cases_and_ops() if op in ops]


def _cases_and_ops() -> list:
    """Every node TestCase with its op under test (None where its graph has several op types)."""
    from onnx.backend.test.loader import load_model_tests
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the case generators warn about their own data
        cases = load_model_tests(kind="node")
    by_name = {t.name: t for t in cases}
    out = []
    for t in cases:
        base = by_name.get(re.sub(r"_expanded.*$", "", t.name), t)
        types = {n.op_type for n in base.model.graph.node}
        out.append((t, next(iter(types)) if len(types) == 1 else None))
    return out


def op_under_test(case) -> str | None:
    return dict((t.name, op) for t, op in _cases_and_ops()).get(case.name)


def opset_of(model) -> int:
    return next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 0)


def _similar(ref, out, rtol, atol) -> bool:
    from onnx.backend.test.runner import Runner
    try:
        Runner.assert_similar_outputs(ref, out, rtol=rtol, atol=atol)
        return True
    except AssertionError:
        return False


def _feeds(model, inputs) -> dict:
    inits = {t.name for t in model.graph.initializer}
    names = [i.name for i in model.graph.input if i.name not in inits]
    # the cases hold numpy scalars, too; sequences (lists) and empty optionals (None) go as they are
    return {n: a if isinstance(a, list) or a is None else np.asarray(a) for n, a in zip(names, inputs)}


def ours(case) -> bool:
    from jit_runtime.onnx.backend import JitBackend
    try:
        rep = JitBackend.prepare(case.model)
        return all(_similar(list(ref), rep.run(list(inputs)), case.rtol, case.atol)
                   for inputs, ref in case.data_sets)
    except Exception:  # noqa: BLE001 - a refusal or an error is a case that does not pass
        return False


def onnxruntime(case) -> bool:
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.log_severity_level = 4
    try:
        s = ort.InferenceSession(case.model.SerializeToString(), so, providers=["CPUExecutionProvider"])
        return all(_similar(list(ref), s.run(None, _feeds(case.model, inputs)), case.rtol, case.atol)
                   for inputs, ref in case.data_sets)
    except Exception:  # noqa: BLE001
        return False


def compare(cases, by: str = "opset") -> dict:
    """row key (a range of opsets, or with by="op" the op under test) -> counts and the
    names where the two runtimes differ."""
    rows: dict = defaultdict(lambda: {"cases": 0, "ours": 0, "ort": 0, "ours only": [], "ort only": []})
    ops = {t.name: op for t, op in _cases_and_ops()} if by == "op" else {}
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        for t in cases:
            if by == "op":
                key = ops.get(t.name) or "?"
            else:
                op = opset_of(t.model)
                key = next((r for r in RANGES if r[0] <= op <= r[1]), (op, op))
            a, b = ours(t), onnxruntime(t)
            row = rows[key]
            row["cases"] += 1
            row["ours"] += a
            row["ort"] += b
            if a and not b:
                row["ours only"].append(t.name)
            if b and not a:
                row["ort only"].append(t.name)
    return dict(sorted(rows.items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.onnx_conformance", description=__doc__.split("\n")[0])
    ap.add_argument("--ops", default="listed", help="listed (OPS), bound (every bound op type) or OP,OP,...")
    ap.add_argument("--by-op", action="store_true", help="a row per op type instead of per range of opsets")
    ap.add_argument("--list", action="store_true", help="name the cases where the runtimes differ")
    args = ap.parse_args(argv)
    ops = OPS
    if args.ops == "bound":
        from jit_runtime.onnx.bindings import SUPPORTED
        ops = frozenset(SUPPORTED)
    elif args.ops != "listed":
        ops = frozenset(o.strip() for o in args.ops.split(",") if o.strip())
    rows = compare(node_cases(ops), by="op" if args.by_op else "opset")
    label = args.ops if args.ops in ("listed", "bound") else ", ".join(sorted(ops))
    print(f"onnx node cases of {len(ops)} op types ({label}), each at its own opset, no conversion")
    w = max([8] + [len(str(k)) for k in rows]) if args.by_op else 8
    print(f"{'op type' if args.by_op else 'opsets':>{w}} {'cases':>6} {'jit_runtime':>12} {'onnxruntime':>12} "
          f"{'ours only':>10} {'ort only':>9}")
    total = defaultdict(int)
    for key, r in rows.items():
        label = key if args.by_op else f"{key[0]:>3}-{key[1]:<4}"
        print(f"{label:>{w}} {r['cases']:>6} {r['ours']:>12} {r['ort']:>12} {len(r['ours only']):>10} "
              f"{len(r['ort only']):>9}")
        for k in ("cases", "ours", "ort"):
            total[k] += r[k]
        total["ours only"] += len(r["ours only"])
        total["ort only"] += len(r["ort only"])
    print(f"{'all':>{w}} {total['cases']:>6} {total['ours']:>12} {total['ort']:>12} {total['ours only']:>10} "
          f"{total['ort only']:>9}")
    if args.list:
        for key, r in rows.items():
            label = key if args.by_op else f"{key[0]}-{key[1]}"
            for k in ("ours only", "ort only"):
                if r[k]:
                    print(f"\n{label} {k}: " + ", ".join(sorted(r[k])))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.exit(main())
