"""`jit-runtime consistency`: every variant on every device profile against float64."""
from __future__ import annotations

from .common import (Failed, UsageError, as_usage, existing_file, load_arrays, model_feeds, named, parse_attrs,
                     parse_shapes, resolve_op, say)


def add(sub, parents) -> None:
    p = sub.add_parser("consistency", parents=parents,
                       help="every variant on every device profile against a float64 reference",
                       description="Run ops under every variant on every device profile (x86 here, Arm and "
                                   "RISC-V under qemu) and compare each result with the float64 meaning of "
                                   "the op against its accuracy contract. Rows print as they are checked. "
                                   "Exit 1 when a row fails.")
    p.add_argument("target", nargs="?", help="an op name, a .opdsl file, an .onnx model (every op its nodes "
                   "run, on the data of one run), or 'library' (default)")
    p.add_argument("--devices", help="comma-separated profiles (x86-64, x86-64-v3, x86-64-v4, aarch64-neon, "
                   "aarch64-sve, riscv64-rvv) or one length like aarch64-sve@512; default all")
    p.add_argument("--variants", help="comma-separated variants (scalar, simd, lut, lut:512, ...); default all "
                   "each op offers")
    p.add_argument("--input", action="append", metavar="NAME=FILE.npy",
                   help="a model input from a .npy file (once per input)")
    p.add_argument("--shape", action="append", metavar="[NAME=]DIMS",
                   help="a model input's shape, NAME=1x3x224x224 (generated data); for an op, DIMS once per "
                        "input")
    p.add_argument("--attr", action="append", metavar="NAME=VALUE", help="an op's attribute (with --shape)")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(fn=cmd_consistency)


def cmd_consistency(args) -> int:
    import numpy as np

    from ..consistency import FOOTNOTE, HEAD, _devices, _ops, _variants, check_consistency, row_text
    target = "library" if args.target in (None, "library", "all") else args.target
    devices = [d.strip() for d in args.devices.split(",") if d.strip()] if args.devices else "all"
    variants = [v.strip() for v in args.variants.split(",") if v.strip()] if args.variants else "all"
    if devices == [] or variants == []:
        raise UsageError("--devices and --variants take comma-separated names")
    with as_usage("--devices: "):
        _devices(devices)
    inputs, attrs = None, None
    if target.endswith(".onnx"):
        existing_file(target, "an ONNX model")
        if args.attr:
            raise UsageError("--attr is for an op; a model's nodes have their own attributes")
        positional = [s for s in args.shape or [] if "=" not in s]
        if positional:
            raise UsageError(f"for a model, --shape takes NAME=DIMS, got {positional[0]!r}")
        inputs = _model_inputs(target, args)
    elif args.shape or args.input or args.attr:
        if args.input:
            raise UsageError("--input NAME=FILE.npy is for a model; for an op give --shape DIMS per input")
        if target == "library" or target.endswith(".opdsl"):
            raise UsageError("--shape and --attr need one op (jit-runtime consistency OP --shape ...)")
        op = resolve_op(target)
        rng = np.random.default_rng(args.seed)
        inputs = [rng.standard_normal(s).astype(np.float32) * 2 for s in parse_shapes(args.shape)]
        attrs = parse_attrs(op, args.attr)
        target = op
    elif target != "library" and not target.endswith(".opdsl"):
        target = resolve_op(target)
    elif target.endswith(".opdsl"):
        existing_file(target, "a .opdsl file")
    model = isinstance(target, str) and target.endswith(".onnx")
    with as_usage():  # unknown or unoffered variants: before anything runs
        _variants([] if model else _ops(target), variants, strict=not model)
    print(HEAD)
    print("-" * len(HEAD), flush=True)
    report = check_consistency(target, inputs=inputs, devices=devices, variants=variants, attrs=attrs,
                               seed=args.seed, on_row=lambda r: print(row_text(r), flush=True))
    print(FOOTNOTE)
    print(report.summary())
    if not report.rows:
        raise UsageError("nothing to check")
    if not report.ok:
        raise Failed(f"{sum(r.status == 'fail' for r in report.rows)} row(s) outside the contract or failing")
    return 0


def _model_inputs(path: str, args) -> dict:
    """Feeds for one run of the model: --input arrays, --shape NAME=DIMS generated, else
    the declared shapes (a symbolic dim as 1)."""
    from ..onnx.model import load
    graph = load(path)
    given = load_arrays(args.input)
    shapes = named(args.shape, "--shape", "NAME=DIMS")
    feeds = model_feeds(graph.inputs, given, shapes, args.seed, note=say)
    say(f"running {path} once to record the op calls its nodes make")
    return feeds
