"""The `jit-runtime` command."""
from __future__ import annotations

import argparse
import os
import sys


def _cmd_ops(args) -> int:
    import jit_runtime as jr
    for op in jr.ops:
        print(op.signature)
    return 0


def _cmd_check(args) -> int:
    import jit_runtime as jr
    try:
        ops = jr.load_ops(args.file)
    except jr.DSLError as e:
        print(e, file=sys.stderr)
        return 1
    except (FileNotFoundError, IsADirectoryError) as e:
        print(f"jit-runtime check: {e}", file=sys.stderr)
        return 2
    for op in ops:
        print(f"ok  {op.signature}")
    return 0


def _cmd_lower(args) -> int:
    import jit_runtime as jr
    try:
        if args.file:
            op = jr.load_ops(args.file)[args.op]
        else:
            op = jr.ops[args.op]
        shapes = tuple(_shapes(args.shape)) or None
        attrs = _attrs(args.attr)
        low = jr.lower(op, variant=args.variant, device=args.device, shapes=shapes, **attrs)
    except (jr.DSLError, AttributeError, ValueError, TypeError) as e:
        print(f"jit-runtime lower: {e}", file=sys.stderr)
        return 1
    print(getattr(low, args.emit))
    return 0


def _cmd_probe(args) -> int:
    from .device import PROFILES, probe, runnable
    d = probe()
    print(f"cpu         {d.cpu}")
    print(f"triple      {d.triple}")
    print(f"cores       {d.cores}")
    print(f"vector bits {d.vector_bits}")
    print(f"profile     {d.profile}")
    simd = [f for f in d.features if f.startswith(("sse", "avx", "fma", "neon", "sve"))]
    print(f"simd        {' '.join(simd)}")
    print("profiles:")
    for p in PROFILES.values():
        why = runnable(p)
        state = "runs here" if why is None else f"compile only ({why})"
        print(f"  {p.name:<13} {p.description:<38} {state}")
    return 0


def _cmd_consistency(args) -> int:
    from .consistency import check_consistency
    target = "library" if args.target in (None, "library", "all") else args.target
    devices = args.devices.split(",") if args.devices else "all"
    variants = args.variants.split(",") if args.variants else "all"
    try:
        report = check_consistency(target, devices=devices, variants=variants, seed=args.seed)
    except (ValueError, TypeError, AttributeError, FileNotFoundError) as e:
        print(f"jit-runtime consistency: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # a DSLError prints as file:line:col with a caret
        from .dsl import DSLError
        if isinstance(e, DSLError):
            print(e, file=sys.stderr)
            return 2
        raise
    print(report.table())
    return 0 if report.ok else 1


def _shapes(specs: list[str] | None) -> list[tuple[int, ...]]:
    return [tuple(int(d) for d in s.split("x") if d) for s in specs or []]


def _attrs(pairs: list[str] | None) -> dict:
    out = {}
    for kv in pairs or []:
        k, _, v = kv.partition("=")
        out[k] = float(v) if any(c in v for c in ".eE") else int(v)
    return out


def _cmd_tune(args) -> int:
    import jit_runtime as jr
    try:
        op = jr.load_ops(args.file)[args.op] if args.file else jr.ops[args.op]
        shapes = _shapes(args.shape)
        if not shapes:
            print("jit-runtime tune: give the input shapes, e.g. --shape 512x1024 (once per input)",
                  file=sys.stderr)
            return 2
        res = jr.tune(op, shapes, budget_s=args.budget, attrs=_attrs(args.attr))
    except (jr.DSLError, AttributeError, ValueError, TypeError) as e:
        print(f"jit-runtime tune: {e}", file=sys.stderr)
        return 1
    print(res.table())
    if res.best is not None:
        print(f"best: {res.best.candidate} ({res.best.median_s * 1e6:.1f} us) in {res.seconds:.1f} s")
    return 0


def _cmd_perf(args) -> int:
    from .perfdb import PerfDB
    db = PerfDB()
    if args.action == "export":
        print(f"exported {db.export_json(args.path)} rows to {args.path}")
    elif args.action == "import":
        n = db.import_json(args.path)
        from .tuning import forget
        forget()
        print(f"imported {n} rows from {args.path}")
    elif args.action == "clear":
        print(f"removed {db.clear()} rows")
    else:
        rows = db.rows()
        print(f"{db.path}: {len(rows)} measurements")
        for r in rows:
            med = f"{r.median_s * 1e6:10.1f} us" if r.median_s is not None else " " * 13
            print(f"  {r.op_name:<16} {r.candidate:<26} {r.status:<8} {med}  {r.bucket}")
    return 0


def _cmd_cache(args) -> int:
    from .jit import default_cache
    cache = default_cache()
    if args.action == "info":
        info = cache.info()
        for k, v in info.items():
            print(f"{k:<8} {v}")
        return 0
    if args.action == "clear":
        print(f"removed {cache.clear()} entries from {cache.info()['path']}")
        return 0
    import jit_runtime as jr
    from .lowering import LOWERING_VERSION
    if not args.op:
        print("jit-runtime cache why: name the op (and --shape/--variant/--device as it was called)",
              file=sys.stderr)
        return 2
    try:
        op = jr.load_ops(args.file)[args.op] if args.file else jr.ops[args.op]
        low = jr.lower(op, variant=args.variant, device=args.device,
                       shapes=tuple(_shapes(args.shape)) or None, **_attrs(args.attr))
    except (jr.DSLError, AttributeError, ValueError, TypeError) as e:
        print(f"jit-runtime cache why: {e}", file=sys.stderr)
        return 1
    print(cache.explain(low.lowered.symbol, low.llvm, low.device.target(), f"lowering={LOWERING_VERSION}"))
    return 0


def _cmd_demo(args) -> int:
    """Run library ops on generated inputs, check them against numpy, print time per variant."""
    import time

    import numpy as np

    import jit_runtime as jr
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 1024), dtype=np.float32)
    g = rng.standard_normal(1024, dtype=np.float32)
    b = rng.standard_normal(1024, dtype=np.float32)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(-1, keepdims=True))
    mu = x64.mean(-1, keepdims=True)
    cases = [
        ("swish", (x,), x64 / (1 + np.exp(-x64))),
        ("softmax", (x,), e / e.sum(-1, keepdims=True)),
        ("layernorm", (x, g, b), (x64 - mu) / np.sqrt(x64.var(-1, keepdims=True) + 1e-5) * g + b),
        ("matmul", (x[:, :64], x[:64, :]), x64[:, :64] @ x64[:64, :]),
    ]
    dev = jr.probe()
    print(f"device: {dev.cpu} ({dev.profile}, {dev.vector_bits}-bit vectors, {dev.cores} cores)")
    print(f"{'op':<10} {'variant':<7} {'max err/max|ref|':>16} {'ms':>8}")
    for name, inputs, ref in cases:
        op = jr.ops[name]
        for v in op.variants:
            y = op(*inputs, variant=v)
            t0 = time.perf_counter()
            for _ in range(10):
                op(*inputs, variant=v)
            ms = (time.perf_counter() - t0) / 10 * 1e3
            err = float(np.max(np.abs(y - ref)) / np.max(np.abs(ref)))
            print(f"{name:<10} {v:<7} {err:16.2e} {ms:8.3f}")
    return 0


def _cmd_run(args) -> int:
    """Run an ONNX model (or the built-in demo CNN) and print outputs and the profile."""
    import numpy as np

    import jit_runtime as jr
    from .onnx import UnsupportedModel, demo
    path = args.model or demo.path()
    given = {}
    for spec in args.input or []:
        name, sep, file = spec.partition("=")
        if not sep:
            print(f"jit-runtime run: --input takes NAME=FILE.npy, got {spec!r}", file=sys.stderr)
            return 2
        try:
            given[name] = np.load(file, allow_pickle=False)
        except (OSError, ValueError) as e:
            print(f"jit-runtime run: input {name}: {e}", file=sys.stderr)
            return 2
    try:
        # every run instrumented: the profile printed below is what these runs measured
        sess = jr.Session(path, device=args.device, fallback=args.fallback, threads=args.threads, replay=False)
        rng = np.random.default_rng(args.seed)
        for t in sess.inputs:  # generated inputs: symbolic dims 1, floats normal, ints zero
            if t.name not in given:
                shape = tuple(d if isinstance(d, int) else 1 for d in (t.shape or ()))
                dt = t.dtype if t.dtype is not None else np.dtype(np.float32)
                given[t.name] = rng.standard_normal(shape).astype(dt) if dt.kind == "f" else np.zeros(shape, dt)
                print(f"input  {t.name}: generated {dt} {shape}")
            else:
                print(f"input  {t.name}: {given[t.name].dtype} {given[t.name].shape}")
        outs = sess.run(given)
        for _ in range(max(args.repeat - 1, 0)):
            sess.run(given)
    except (UnsupportedModel, ValueError, TypeError, FileNotFoundError) as e:
        print(f"jit-runtime run: {e}", file=sys.stderr)
        return 1
    with np.printoptions(precision=4, suppress=True, threshold=20, edgeitems=4):
        for name, a in outs.items():
            print(f"output {name}: {a.dtype} {a.shape}\n{a}")
    if args.output:
        np.savez(args.output, **outs)
        print(f"wrote {args.output}")
    print()
    print(sess.profile())
    if sess.plan is not None:
        print(f"memory: {sess.plan.summary()}")
    if args.profile:
        sess.profile(path=args.profile)
        print(f"wrote Chrome trace {args.profile} (open in chrome://tracing or ui.perfetto.dev)")
    if args.explain:
        print()
        print(sess.explain())
    return 0


def _cmd_bench(args) -> int:
    from .bench import run_args
    return run_args(args)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="jit-runtime", description="Operator JIT for CPUs.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("ops", help="list the library's ops").set_defaults(fn=_cmd_ops)
    c = sub.add_parser("check", help="parse and check a .opdsl file")
    c.add_argument("file")
    c.set_defaults(fn=_cmd_check)
    lo = sub.add_parser("lower", help="show the loop IR, LLVM IR or assembly of an op")
    lo.add_argument("op")
    lo.add_argument("--file", help="take the op from this .opdsl file instead of the library")
    lo.add_argument("--variant", default="simd")
    lo.add_argument("--device", default=None, help="device profile (default: host)")
    lo.add_argument("--emit", choices=("loops", "llvm", "asm"), default="loops")
    lo.add_argument("--shape", action="append", help="input shape like 8x128 (once per input)")
    lo.add_argument("--attr", action="append", help="attribute NAME=VALUE")
    lo.set_defaults(fn=_cmd_lower)
    sub.add_parser("probe", help="what this machine offers").set_defaults(fn=_cmd_probe)
    sub.add_parser("demo", help="run library ops against numpy and time them").set_defaults(fn=_cmd_demo)
    co = sub.add_parser("consistency", help="every variant on every device profile against a float64 reference")
    co.add_argument("target", nargs="?", help="an op name, a .opdsl file, an .onnx model (every op its nodes run, "
                    "on the data of one run), or 'library' (default)")
    co.add_argument("--devices", help="comma-separated profiles (x86-64, x86-64-v3, x86-64-v4, aarch64-neon, "
                    "aarch64-sve, riscv64-rvv) or one length like aarch64-sve@512; default all")
    co.add_argument("--variants", help="comma-separated variants; default all the op offers")
    co.add_argument("--seed", type=int, default=0)
    co.set_defaults(fn=_cmd_consistency)
    tu = sub.add_parser("tune", help="measure an op's candidates on given shapes and remember the best")
    tu.add_argument("op")
    tu.add_argument("--file", help="take the op from this .opdsl file instead of the library")
    tu.add_argument("--shape", action="append", help="input shape like 512x1024 (once per input)")
    tu.add_argument("--attr", action="append", help="attribute NAME=VALUE")
    tu.add_argument("--budget", type=float, default=30.0, help="seconds (default 30)")
    tu.set_defaults(fn=_cmd_tune)
    pf = sub.add_parser("perf", help="the performance database: show, export, import, clear")
    pf.add_argument("action", choices=("show", "export", "import", "clear"))
    pf.add_argument("path", nargs="?", help="JSON file for export/import")
    pf.set_defaults(fn=_cmd_perf)
    ca = sub.add_parser("cache", help="the machine code cache: info, clear, or why an op missed it")
    ca.add_argument("action", choices=("info", "clear", "why"))
    ca.add_argument("op", nargs="?")
    ca.add_argument("--file")
    ca.add_argument("--variant", default="simd")
    ca.add_argument("--device", default=None)
    ca.add_argument("--shape", action="append")
    ca.add_argument("--attr", action="append")
    ca.set_defaults(fn=_cmd_cache)
    ru = sub.add_parser("run", help="run an ONNX model (default: the built-in demo CNN) and profile it")
    ru.add_argument("model", nargs="?", help="MODEL.onnx (default: the built-in demo model)")
    ru.add_argument("--input", action="append", metavar="NAME=FILE.npy",
                    help="an input from a .npy file (once per input; others are generated)")
    ru.add_argument("--output", metavar="OUT.npz", help="save the outputs")
    ru.add_argument("--profile", metavar="TRACE.json", help="write a Chrome trace of the last run")
    ru.add_argument("--device", default=None, help="device profile (default: host)")
    ru.add_argument("--threads", type=int, default=None)
    ru.add_argument("--fallback", choices=("error", "reference"), default="error",
                    help="reference: run unsupported nodes with onnx's reference evaluator")
    ru.add_argument("--repeat", type=int, default=20, help="runs (the profile shows their medians; default 20)")
    ru.add_argument("--seed", type=int, default=0, help="seed for generated inputs")
    ru.add_argument("--explain", action="store_true", help="also say why each node runs the way it does")
    ru.set_defaults(fn=_cmd_run)
    from .bench import add_arguments
    be = sub.add_parser("bench", help="the speed suite: ours vs numpy and onnxruntime at 1 and 2 threads, "
                        "against the measured peak, PASS/FAIL per target")
    add_arguments(be).set_defaults(fn=_cmd_bench)
    args = ap.parse_args(argv)
    try:
        return args.fn(args)
    except BrokenPipeError:  # `jit-runtime ops | head`
        sys.stdout = open(os.devnull, "w")
        return 0


if __name__ == "__main__":
    sys.exit(main())
