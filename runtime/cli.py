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
        shapes = None
        if args.shape:
            shapes = tuple(tuple(int(d) for d in s.split("x") if d) for s in args.shape)
        attrs = {}
        for kv in args.attr or []:
            k, _, v = kv.partition("=")
            attrs[k] = float(v) if any(c in v for c in ".eE") else int(v)
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
    co.add_argument("target", nargs="?", help="an op name, a .opdsl file, or 'library' (default)")
    co.add_argument("--devices", help="comma-separated profiles (x86-64, x86-64-v3, x86-64-v4, aarch64-neon, "
                    "aarch64-sve, riscv64-rvv) or one length like aarch64-sve@512; default all")
    co.add_argument("--variants", help="comma-separated variants; default all the op offers")
    co.add_argument("--seed", type=int, default=0)
    co.set_defaults(fn=_cmd_consistency)
    args = ap.parse_args(argv)
    try:
        return args.fn(args)
    except BrokenPipeError:  # `jit-runtime ops | head`
        sys.stdout = open(os.devnull, "w")
        return 0


if __name__ == "__main__":
    sys.exit(main())
