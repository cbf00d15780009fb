"""Verbs about ops: ops, check, lower, probe, demo."""
from __future__ import annotations

import time

from .common import Failed, as_usage, load_opdsl, parse_attrs, parse_shapes, resolve_op


def add(sub, parents) -> None:
    p = sub.add_parser("ops", parents=parents, help="the library's ops and signatures (NAME: one op in full)",
                       description="List the operator library: each op's DSL signature. With a NAME, the "
                                   "op's documentation, accuracy contract and variants.")
    p.add_argument("name", nargs="?", help="one op to describe")
    p.add_argument("--all", action="store_true", help="also the internal helper ops the ONNX bindings use")
    p.add_argument("--file", help="list the ops of this .opdsl file instead")
    p.set_defaults(fn=cmd_ops)

    p = sub.add_parser("check", parents=parents, help="parse and check a .opdsl file",
                       description="Parse and check a .opdsl file: each op's signature, or the first error "
                                   "as FILE:LINE:COL with the line and a caret (exit 1).")
    p.add_argument("file", help="a .opdsl file")
    p.set_defaults(fn=cmd_check)

    p = sub.add_parser("lower", parents=parents, help="the loop IR, LLVM IR or assembly of an op",
                       description="Show what an op becomes: the fused loop nest, the LLVM IR or the assembly, "
                                   "for a variant and a device profile (any profile: compiling needs no "
                                   "such CPU).")
    p.add_argument("op")
    p.add_argument("--file", help="take the op from this .opdsl file instead of the library")
    p.add_argument("--variant", default="simd",
                   help="scalar, simd, lut, options such as simd:tile=6x2, or a tuner choice "
                        "such as simd@x86-64-v3/t1 (default simd)")
    p.add_argument("--device", default=None, help="device profile (default: host; see jit-runtime probe)")
    p.add_argument("--emit", choices=("loops", "llvm", "asm"), default="loops")
    p.add_argument("--shape", action="append", metavar="DIMS", help="an input shape like 8x128 (once per input)")
    p.add_argument("--attr", action="append", metavar="NAME=VALUE", help="an attribute value")
    p.set_defaults(fn=cmd_lower)

    sub.add_parser("probe", parents=parents, help="what this machine offers: CPU, vectors, device profiles"
                   ).set_defaults(fn=cmd_probe)
    sub.add_parser("demo", parents=parents, help="library ops against numpy, with times").set_defaults(fn=cmd_demo)


def cmd_ops(args) -> int:
    from ..library import shipped
    lib = load_opdsl(args.file) if args.file else shipped()
    if args.name:
        with as_usage():
            op = lib[args.name]
        print(op.__doc__ or op.signature)
        print(f"variants: {', '.join(op.variants)}")
        return 0
    for name in lib.names(all=args.all or bool(args.file)):
        print(lib[name].signature)
    return 0


def cmd_check(args) -> int:
    ops = load_opdsl(args.file)  # a DSLError goes to main: FILE:LINE:COL, exit 1
    for op in ops:
        print(f"ok  {op.signature}")
    if not len(ops):
        print(f"{args.file}: no ops (a file holds `op NAME(...) -> ... {{ ... }}` definitions)")
    return 0


def choice(variant: str, device: str | None) -> tuple[str, str | None]:
    """--variant simd@x86-64-v3/t1 as (variant, device); --device must agree."""
    from ..tuning import is_choice, split_choice
    if not is_choice(variant):
        return variant, device
    with as_usage("--variant: "):
        v, d, _ = split_choice("", variant, device, None)
    return v, d


def cmd_lower(args) -> int:
    from ..lowered import lower
    op = resolve_op(args.op, args.file)
    variant, device = choice(args.variant, args.device)
    shapes = tuple(parse_shapes(args.shape)) or None
    attrs = parse_attrs(op, args.attr)
    with as_usage():
        low = lower(op, variant=variant, device=device, shapes=shapes, **attrs)
    print(getattr(low, args.emit))
    return 0


def cmd_probe(args) -> int:
    from ..device import PROFILES, probe, runnable
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


def cmd_demo(args) -> int:
    """Run library ops on generated inputs, check them against numpy, print time per variant."""
    import numpy as np

    from ..device import probe
    from ..library import shipped
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
    dev = probe()
    print(f"device: {dev.cpu} ({dev.profile}, {dev.vector_bits}-bit vectors, {dev.cores} cores)")
    print(f"{'op':<10} {'variant':<7} {'max err/max|ref|':>16} {'ms':>8}")
    worst = 0.0
    for name, inputs, ref in cases:
        op = shipped()[name]
        for v in op.variants:
            y = op(*inputs, variant=v)
            t0 = time.perf_counter()
            for _ in range(10):
                op(*inputs, variant=v)
            ms = (time.perf_counter() - t0) / 10 * 1e3
            err = float(np.max(np.abs(y - ref)) / np.max(np.abs(ref)))
            worst = max(worst, err)
            print(f"{name:<10} {v:<7} {err:16.2e} {ms:8.3f}")
    if not worst < 1e-3:
        raise Failed(f"an op disagrees with numpy (max relative error {worst:.2e})")
    return 0

