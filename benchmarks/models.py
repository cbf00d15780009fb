"""Whole ONNX models end to end against onnxruntime (1 thread, intra_op_num_threads=1) in
one process: an MLP 784-1024-1024-10 and the demo CNN (Conv-BN-ReLU x2, pool, Gemm,
softmax on 3x32x32) at batch 1 and 8, and the per-run overhead of a one-node model of
16 elements. Ratio = onnxruntime time / ours (above 1.0: we are faster). Last, the fusion
passes: each model (and gelu as eight nodes on 1M floats) unfused, elementwise-fused, and
with epilogues.

    python -m benchmarks.models [--repeats 30] [--json out.json]

Our kernels are capped at one thread (JIT_RUNTIME_NUM_THREADS=1, unless set) so both
sides use one core.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from statistics import median

os.environ.setdefault("JIT_RUNTIME_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from .timing import measure, write_json  # noqa: E402


def mlp(batch: int, sizes=(784, 1024, 1024, 10), seed: int = 0):
    from onnx import TensorProto, helper, numpy_helper
    rng = np.random.default_rng(seed)
    nodes, inits, x = [], [], "x"
    for i, (a, b) in enumerate(zip(sizes, sizes[1:]), 1):
        inits += [numpy_helper.from_array((rng.standard_normal((a, b)) / np.sqrt(a)).astype(np.float32), f"w{i}"),
                  numpy_helper.from_array((rng.standard_normal(b) * 0.1).astype(np.float32), f"b{i}")]
        nodes += [helper.make_node("MatMul", [x, f"w{i}"], [f"m{i}"], name=f"fc{i}"),
                  helper.make_node("Add", [f"m{i}", f"b{i}"], [f"a{i}"], name=f"bias{i}")]
        x = f"a{i}"
        if i < len(sizes) - 1:
            nodes.append(helper.make_node("Relu", [x], [f"r{i}"], name=f"relu{i}"))
            x = f"r{i}"
    nodes.append(helper.make_node("Softmax", [x], ["y"], name="softmax", axis=-1))
    g = helper.make_graph(nodes, "mlp", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [batch, sizes[0]])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [batch, sizes[-1]])], initializer=inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), {
        "x": rng.standard_normal((batch, sizes[0])).astype(np.float32)}


def cnn(batch: int):
    from jit_runtime.onnx import demo
    x = np.random.default_rng(1).standard_normal((batch, 3, 32, 32)).astype(np.float32)
    return demo.build(batch=batch), {"input": x}


def tiny():
    from onnx import TensorProto, helper
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["y"], name="relu")], "tiny",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [16])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [16])])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), {
        "x": np.linspace(-1, 1, 16, dtype=np.float32)}


def ort_session(m):
    import onnxruntime as ort
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    return ort.InferenceSession(m.SerializeToString(), opts, providers=["CPUExecutionProvider"])


def per_call_us(fn, n: int = 2000) -> float:
    """Median of single calls (overhead: no batching of calls into one sample)."""
    for _ in range(50):
        fn()
    samples = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return median(samples) * 1e6


def gelu8(n: int):
    """gelu as PyTorch exports it: eight nodes (Constant, Div, Erf, Constant, Add, Mul, Constant, Mul)."""
    from onnx import TensorProto, helper, numpy_helper
    N = helper.make_node
    c = lambda name, v: N("Constant", [], [name], value=numpy_helper.from_array(np.float32(v)))  # noqa: E731
    nodes = [c("sqrt2", np.sqrt(2)), N("Div", ["x", "sqrt2"], ["d"]), N("Erf", ["d"], ["e"]),
             c("one", 1), N("Add", ["e", "one"], ["a"]), N("Mul", ["x", "a"], ["m"]),
             c("half", 0.5), N("Mul", ["m", "half"], ["y"])]
    g = helper.make_graph(nodes, "gelu8", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [n])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [n])])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), {
        "x": np.random.default_rng(0).standard_normal(n, dtype=np.float32)}


def fusion(repeats: int) -> list[dict]:
    """Per-run time without fusion passes, with elementwise fusion (the default) and with
    epilogues too (passes.default(epilogues=True)); kernels run = nodes that call a DSL op."""
    import jit_runtime as jr
    from jit_runtime.onnx import passes as P
    configs = (("unfused", dict(elementwise=False)), ("elementwise", {}), ("+epilogues", dict(epilogues=True)))
    print("fusion passes (ms per run; kernels per run in parentheses):")
    print(f"{'model':<14} " + " ".join(f"{c:>16}" for c, _ in configs))
    rows = []
    for name, (m, feeds) in (("gelu8 1M", gelu8(1 << 20)), ("mlp b1", mlp(1)), ("mlp b8", mlp(8)),
                             ("cnn b1", cnn(1)), ("cnn b8", cnn(8))):
        row = {"model": f"fusion {name}"}
        cells = []
        for cname, kw in configs:
            sess = jr.Session(m, passes=P.default(**kw))
            t = measure(lambda: sess.run(feeds), repeats=repeats)
            k = sum(1 for st in sess._current.steps if st.kind == "kernel")
            row[f"{cname}_ms"], row[f"{cname}_kernels"] = t * 1e3, k
            cells.append(f"{t * 1e3:>10.3f} ({k:>2})")
        rows.append(row)
        print(f"{name:<14} " + " ".join(f"{c:>16}" for c in cells))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.models", description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=30)
    ap.add_argument("--json", help="also write the rows here")
    args = ap.parse_args(argv)
    import jit_runtime as jr
    rows = []
    print(f"threads: ours JIT_RUNTIME_NUM_THREADS={os.environ['JIT_RUNTIME_NUM_THREADS']}, onnxruntime 1")
    print("ours: kernels write into the planned arena (out=); ours alloc: Session(arena=False), kernels allocate")
    print(f"{'model':<8} {'batch':>5} {'ours ms':>9} {'alloc ms':>9} {'ort ms':>9} {'ort/ours':>9} {'max err':>9} "
          f"{'arena KiB':>10} {'no reuse KiB':>13} {'load s':>7}")
    for name, build in (("mlp", mlp), ("cnn", cnn)):
        for batch in (1, 8):
            m, feeds = build(batch)
            t0 = time.perf_counter()
            sess = jr.Session(m)
            load_s = time.perf_counter() - t0
            ort = ort_session(m)
            ours = sess.run(feeds)
            ref = ort.run(None, feeds)
            err = max(float(np.max(np.abs(a - b)) / max(np.max(np.abs(b)), 1e-30))
                      for a, b in zip(ours.values(), ref))
            t_ours = measure(lambda: sess.run(feeds), repeats=args.repeats)
            t_ort = measure(lambda: ort.run(None, feeds), repeats=args.repeats)
            alloc = jr.Session(m, arena=False)
            t_alloc = measure(lambda: alloc.run(feeds), repeats=args.repeats)
            p = sess.plan
            row = dict(model=name, batch=batch, ours_ms=t_ours * 1e3, alloc_ms=t_alloc * 1e3, ort_ms=t_ort * 1e3,
                       ratio=t_ort / t_ours, max_rel_err=err, arena_bytes=p.peak_bytes,
                       no_reuse_bytes=p.no_reuse_bytes, load_s=load_s)
            rows.append(row)
            print(f"{name:<8} {batch:>5} {row['ours_ms']:>9.3f} {row['alloc_ms']:>9.3f} {row['ort_ms']:>9.3f} "
                  f"{row['ratio']:>9.2f} "
                  f"{err:>9.1e} {p.peak_bytes / 1024:>10.1f} {p.no_reuse_bytes / 1024:>13.1f} {load_s:>7.2f}")
    m, feeds = tiny()
    sess, ort = jr.Session(m), ort_session(m)
    ours_us = per_call_us(lambda: sess.run(feeds))
    alloc = jr.Session(m, arena=False)
    alloc_us = per_call_us(lambda: alloc.run(feeds))
    ort_us = per_call_us(lambda: ort.run(None, feeds))
    relu = jr.ops.relu
    op_us = per_call_us(lambda: relu(feeds["x"]))
    rows.append(dict(model="one-node relu[16]", ours_us=ours_us, alloc_us=alloc_us, ort_us=ort_us,
                     op_call_us=op_us))
    print(f"per-run overhead, one Relu node on 16 floats (median of single calls): ours {ours_us:.1f} us "
          f"(allocating: {alloc_us:.1f} us), onnxruntime {ort_us:.1f} us; the bare op call jr.ops.relu: {op_us:.1f} us")
    print()
    print("CNN batch 1, per node (ours):")
    sess = jr.Session(cnn(1)[0])
    feeds = cnn(1)[1]
    for _ in range(20):
        sess.run(feeds)
    print(sess.profile())
    print()
    rows += fusion(args.repeats)
    write_json(args.json, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
