"""Verbs about models: run (outputs, the profile, and --bench: latency against
onnxruntime) and bench (the speed suites)."""
from __future__ import annotations

import numpy as np

from .common import (UsageError, device_here, existing_file, load_arrays, model_feeds, named, positive,
                     say)

ORT_ONLY = "onnxruntime"


def add(sub, parents) -> None:
    p = sub.add_parser("run", parents=parents,
                       help="run an ONNX model (default: the built-in demo CNN); profile or --bench it",
                       description="Run an ONNX model through the DSL ops: outputs and the per-node profile "
                                   "(times from the fast path's sampled runs, the first run apart). --bench "
                                   "times every run instead: latency p50/p90/p99/max/mean and throughput, next "
                                   "to onnxruntime's with --compare onnxruntime.")
    p.add_argument("model", nargs="?", help="MODEL.onnx (default: the built-in demo model)")
    p.add_argument("--input", action="append", metavar="NAME=FILE.npy",
                   help="an input from a .npy file (once per input; others are generated)")
    p.add_argument("--shape", action="append", metavar="NAME=DIMS",
                   help="the shape of a generated input, e.g. input=1x3x224x224 (a symbolic dim is 1 otherwise)")
    p.add_argument("--output", metavar="OUT.npz", help="save the outputs")
    p.add_argument("--profile", metavar="TRACE.json", help="write a Chrome trace of the latest timed run")
    p.add_argument("--device", default=None, help="a device profile this machine runs (default: host)")
    p.add_argument("--threads", type=int, default=None, help="threads per kernel (default: by the work)")
    p.add_argument("--fallback", choices=("error", "reference"), default="error",
                   help="reference: run unsupported nodes with onnx's reference evaluator")
    p.add_argument("--repeat", type=int, default=20, help="runs for the profile (default 20)")
    p.add_argument("--seed", type=int, default=0, help="seed for generated inputs")
    p.add_argument("--precision", choices=("fp32", "auto"), default="fp32",
                   help="auto: contractions may run in int8 where measured faster and the outputs stay within "
                        "--accuracy of float32's on validation inputs (the --input ones, else generated)")
    p.add_argument("--accuracy", type=float, default=None,
                   help="with --precision auto: the largest difference from float32 over the largest |output| "
                        "(default 1e-2)")
    p.add_argument("--explain", action="store_true", help="also say why each node runs the way it does")
    p.add_argument("--explain-load", action="store_true",
                   help="also say where the load went: per stage (parse, checks, shape inference, graph passes, "
                        "binding, kernel lowering, LLVM compile, cache reads, first run), node and kernel")
    b = p.add_argument_group("latency (--bench)")
    b.add_argument("--bench", action="store_true", help="time every run: p50/p90/p99/max/mean, runs/s")
    b.add_argument("--runs", type=int, default=1000, help="timed runs (default 1000)")
    b.add_argument("--warmup", type=int, default=50, help="untimed runs first (default 50)")
    b.add_argument("--compare", choices=(ORT_ONLY,), help="time onnxruntime the same way (if installed)")
    b.add_argument("--plot", metavar="F.png", help="a histogram of the run times (pip install 'jit-runtime[plot]')")
    p.set_defaults(fn=cmd_run)

    from ..bench import add_arguments, run_args
    be = sub.add_parser("bench", parents=parents,
                        help="the speed suite: ours vs numpy and onnxruntime, PASS/FAIL per target",
                        description="The speed suite: each case through ours, numpy and onnxruntime at 1 and 2 "
                                    "threads against the measured peak, PASS/FAIL per target. --models: the "
                                    "real-model suite.")
    add_arguments(be).set_defaults(fn=run_args)


def cmd_run(args) -> int:
    from ..onnx.session import Session
    from ..onnx import InputTypeError, InvalidInput, demo
    path = existing_file(args.model, "an ONNX model") if args.model else demo.path()
    positive(args.threads, "--threads")
    positive(args.repeat, "--repeat")
    positive(args.runs, "--runs")
    if args.warmup < 0:
        raise UsageError(f"--warmup must be 0 or more, got {args.warmup}")
    device = device_here(args.device)
    if not args.bench and (args.compare or args.plot):
        raise UsageError("--compare and --plot go with --bench")
    if args.plot:
        _need_matplotlib()
    given = load_arrays(args.input)
    shapes = named(args.shape, "--shape", "NAME=DIMS")
    if args.accuracy is not None and args.precision != "auto":
        raise UsageError("--accuracy goes with --precision auto")
    auto = dict(precision="auto", accuracy=args.accuracy) if args.precision == "auto" else {}
    if auto and given:
        probe_sess = Session(path, device=device, fallback=args.fallback, threads=args.threads, progress=False)
        auto["validation"] = model_feeds(probe_sess.inputs, given, shapes, args.seed)
    if args.accuracy is not None and not 0 < args.accuracy < 1:
        raise UsageError(f"--accuracy must be in (0, 1), got {args.accuracy}")
    sess = Session(path, device=device, fallback=args.fallback, threads=args.threads, **auto)
    if sess.precision_report is not None:
        say(sess.precision_report.text().splitlines()[0])
    feeds = model_feeds(sess.inputs, given, shapes, args.seed)
    try:
        outs = sess.run(feeds)
    except (InvalidInput, InputTypeError) as e:  # names, dtypes, shapes that do not fit the model
        raise UsageError(str(e)) from None
    if args.bench:
        return _bench(args, path, sess, feeds, outs)
    for _ in range(args.repeat - 1):
        sess.run(feeds)
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
    if args.explain_load:
        print()
        print(sess.load_profile().table())
    return 0


def _need_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise UsageError("--plot needs matplotlib: pip install 'jit-runtime[plot]'") from None


def _bench(args, path: str, sess, feeds: dict, outs: dict) -> int:
    """Latency of the fast path over --runs runs, and of onnxruntime the same way."""
    from ..bench.latency import Latency, measure, ort_runner, plot, table
    from ..device import probe
    cores = probe().cores
    threads = f"{args.threads}" if args.threads else f"by work (<= {cores})"
    runner = None
    if args.compare:
        try:
            runner, version = ort_runner(path, feeds, args.threads)
        except ImportError:
            say("onnxruntime is not installed (pip install onnxruntime): timing jit_runtime alone")
        else:
            theirs = runner()
            diff = max((float(np.abs(np.asarray(a, np.float64) - np.asarray(b, np.float64)).max())
                        if np.asarray(a).size else 0.0) for a, b in zip(outs.values(), theirs))
            say(f"outputs agree with onnxruntime {version} to {diff:.2e} (max abs difference)")
    say(f"timing {args.runs} runs after {args.warmup} warm-up runs ...")
    rows = [Latency("jit_runtime", measure(lambda: sess.run(feeds), args.runs, args.warmup), args.warmup,
                    threads)]
    if runner is not None:
        rows.append(Latency(f"onnxruntime {version}", measure(runner, args.runs, args.warmup), args.warmup,
                            f"{args.threads}" if args.threads else "ort default"))
    name = args.model or "the demo model"
    shapes = ", ".join(f"{k} {tuple(v.shape)}" for k, v in feeds.items())
    print(f"{name}: inputs {shapes}")
    print(table(rows))
    if args.plot:
        print(f"wrote {plot(rows, args.plot, f'{name}: {args.runs} runs')}")
    return 0

