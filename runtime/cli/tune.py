"""`jit-runtime tune`: measure an op's candidates, or every distinct op call of a model,
and remember the fastest (calls with variant='auto' pick it from then on)."""
from __future__ import annotations

import time

from .common import (Failed, UsageError, as_usage, existing_file, interactive, load_arrays, model_feeds, named,
                     parse_attrs, parse_shapes, progress, resolve_op, say)


def add(sub, parents) -> None:
    p = sub.add_parser("tune", parents=parents, help="measure an op's (or a model's ops') candidates, remember the best",
                       description="Measure each candidate (variant x device profile x threads) on real shapes, "
                                   "check each against the float64 meaning, record the times in the performance "
                                   "database. Calls with variant='auto' (the default) on the same shape bucket "
                                   "then run the fastest. The best is printed as a variant= string op calls "
                                   "take, e.g. simd@x86-64-v3/t1.")
    p.add_argument("target", metavar="OP|MODEL.onnx", help="a library op (or one from --file), or an ONNX model: "
                   "every distinct op call of one run, within the budget")
    p.add_argument("--file", help="take the op from this .opdsl file instead of the library")
    p.add_argument("--shape", action="append", metavar="[NAME=]DIMS",
                   help="an op's input shape like 512x1024 (once per input); for a model NAME=DIMS")
    p.add_argument("--input", action="append", metavar="NAME=FILE.npy", help="a model input from a .npy file")
    p.add_argument("--attr", action="append", metavar="NAME=VALUE", help="an op attribute")
    p.add_argument("--budget", type=float, default=30.0, metavar="SECONDS",
                   help="seconds in all (default 30; a model's op calls share it)")
    p.add_argument("--seed", type=int, default=0, help="seed for generated inputs")
    p.set_defaults(fn=cmd_tune)


def cmd_tune(args) -> int:
    if not args.budget > 0:
        raise UsageError(f"--budget must be a positive number of seconds, got {args.budget:g}")
    if args.target.endswith(".onnx"):
        return tune_model(args)
    from ..tuner import tune
    if args.input:
        raise UsageError("--input is for a model; for an op give --shape DIMS per input")
    op = resolve_op(args.target, args.file)
    shapes = parse_shapes(args.shape)
    params = [p.name for p in op.checked.op.inputs]
    if not shapes:
        raise UsageError(f"give the input shapes, e.g. --shape 512x1024 (once per input: {', '.join(params)})")
    attrs = parse_attrs(op, args.attr)
    with as_usage():
        _check_shapes(op, shapes, attrs)
        res = tune(op, shapes, budget_s=args.budget, attrs=attrs, seed=args.seed)
    print(res.table())
    if res.best is None:
        raise Failed(f"no candidate of op {op.name} was measured ({len(res.rows)} rejected, "
                     f"{res.skipped} not reached within --budget {args.budget:g})")
    measured = sum(r.status == "ok" for r in res.rows)
    print(f"best: variant='{res.choice}' ({res.best.median_s * 1e6:.1f} us); {measured} candidates measured, "
          f"{len(res.rows) - measured} rejected, {res.skipped} not reached, in {res.seconds:.1f} s")
    print(f"  jr.ops.{op.name}(..., variant='{res.choice}') runs it; variant='auto' (the default) picks it "
          "for inputs of this size from now on")
    return 0


def _check_shapes(op, shapes, attrs) -> None:
    """The shapes against the op's signature before measuring (a usage error names the input)."""
    from ..binding import bind_shapes
    bind_shapes(op.checked, shapes, attrs)


def tune_model(args) -> int:
    """Every distinct (op, input shapes, attributes) one run of the model makes, tuned in
    turn with an equal share of the budget."""
    from ..kernel import record_calls
    from ..onnx.session import Session
    from ..tuner import tune
    from ..onnx.model import load
    existing_file(args.target, "an ONNX model")
    if args.attr or args.file:
        raise UsageError("--attr and --file are for one op; a model's nodes have their own")
    positional = [s for s in args.shape or [] if "=" not in s]
    if positional:
        raise UsageError(f"for a model, --shape takes NAME=DIMS, got {positional[0]!r}")
    graph = load(args.target)
    feeds = model_feeds(graph.inputs, load_arrays(args.input), named(args.shape, "--shape", "NAME=DIMS"),
                        args.seed, note=say)
    sess = Session(args.target, warmup=False, replay=False, native=False)
    with record_calls() as calls, as_usage():
        sess.run(feeds)
    distinct, seen = [], set()
    for op, inputs, attrs in calls:
        key = (op.name, tuple(a.shape for a in inputs), tuple(sorted(attrs.items())))
        if key not in seen and all(a.size for a in inputs):
            seen.add(key)
            distinct.append((op, inputs, attrs))
    if not distinct:
        raise Failed("the model runs no DSL op calls to tune")
    share = args.budget / len(distinct)
    say(f"{len(distinct)} distinct op calls, {share:.1f} s each" +
        (" (a larger --budget measures more candidates each)" if share < 2 else ""))
    bar = progress(len(distinct), "tuning", "op call")
    rows, t0 = [], time.perf_counter()
    try:
        for op, inputs, attrs in distinct:
            bar.set_postfix_str(op.name[:24])
            res = tune(op, list(inputs), budget_s=share, attrs=attrs, progress=False, seed=args.seed)
            rows.append((op, inputs, res))
            if not interactive():
                say(f"  {op.name}: {res.choice or 'nothing measured'}")
            bar.update(1)
    finally:
        bar.close()
    head = f"{'op':<34} {'input shapes':<30} {'best (variant=)':<28} {'us':>9} {'measured':>9}"
    print(head)
    print("-" * len(head))
    for op, inputs, res in rows:
        shapes = " ".join("x".join(map(str, a.shape)) or "()" for a in inputs)
        best = f"{res.best.median_s * 1e6:9.1f}" if res.best else f"{'-':>9}"
        measured = f"{sum(r.status == 'ok' for r in res.rows)}/{len(res.rows) + res.skipped}"
        print(f"{op.name[:34]:<34} {shapes[:30]:<30} {res.choice or 'none measured':<28} {best} {measured:>9}")
    print(f"tuned {len(rows)} op calls in {time.perf_counter() - t0:.1f} s; sessions of this model pick "
          "these from the performance database from now on (jit-runtime perf show)")
    return 0
