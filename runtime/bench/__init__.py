"""The speed suite: `jit-runtime bench` (also `python -m jit_runtime.bench`, `python -m
benchmarks bench`). Every row of the target table, ours against numpy and onnxruntime at
1 and 2 threads, against the machine's measured peaks; see suite.py.

    jit-runtime bench [--only PATTERN] [--repeats N] [--json OUT.json] [--plot OUT.png]
    jit-runtime bench --models [PATTERN] [--repeats N] [--json OUT.json]   (realmodels.py)
    jit-runtime bench --models [PATTERN] --load [--repeats N]              (loadtime.py)
"""
from __future__ import annotations

import argparse
import json
import sys

__all__ = ["run", "main", "add_arguments", "run_args"]


def run(only: str | None = None, repeats: int = 20, threads: tuple[int, ...] = (1, 2),
        quick_peak: bool = False, out=print) -> dict:
    """Run the suite (printing the table through `out`); the result as a dict (what --json writes).
    Imported lazily: `jit-runtime --help` should not load onnx and measure nothing."""
    from .suite import Options, run as run_suite
    return run_suite(Options(repeats=repeats, only=only, threads=threads, quick_peak=quick_peak), out=out)


def add_arguments(ap: argparse.ArgumentParser) -> argparse.ArgumentParser:
    ap.add_argument("--models", nargs="?", const="", metavar="PATTERN",
                    help="the real-model suite instead: torchvision and transformers models exported at opsets "
                         "13 and 17 (needs pip install 'jit-runtime[bench]'); PATTERN selects, e.g. resnet,bert_op17")
    ap.add_argument("--no-openvino", action="store_true", help="with --models: do not time OpenVINO")
    ap.add_argument("--by-type", action="store_true",
                    help="with --models: also each model's time per op type, ours against onnxruntime's profiler")
    ap.add_argument("--load", action="store_true",
                    help="with --models: load times instead (session creation + first run): cold (an empty "
                         "cache), warm (a second process) and onnxruntime's session creation, each in a fresh "
                         "process, medians of --repeats (default 3); the models exported before, or .onnx files "
                         "named by PATTERN")
    ap.add_argument("--only", metavar="PATTERN",
                    help="rows whose case name matches (glob or substring; comma-separated)")
    ap.add_argument("--repeats", type=int, default=None,
                    help="timed samples per measurement (default 20; 10 with --models)")
    ap.add_argument("--threads", default="1,2", help="thread counts (default 1,2)")
    ap.add_argument("--json", metavar="OUT.json", help="also write the whole result as JSON")
    ap.add_argument("--plot", metavar="OUT.png", help="draw a roofline (needs matplotlib)")
    ap.add_argument("--quick-peak", action="store_true", help="short peak measurements (tests)")
    return ap


def run_args(args: argparse.Namespace) -> int:
    from .roofline import MISSING, PlotUnavailable, plot
    if args.plot:  # say so before minutes of measuring, not after
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            print(MISSING, file=sys.stderr)
            return 2
    try:
        threads = tuple(int(t) for t in args.threads.split(",") if t.strip())
    except ValueError:
        print(f"jit-runtime bench: --threads takes comma-separated counts like 1,2, got {args.threads!r}",
              file=sys.stderr)
        return 2
    if (args.repeats is not None and args.repeats < 1) or not threads or min(threads) < 1:
        print("jit-runtime bench: --repeats and --threads must be at least 1", file=sys.stderr)
        return 2
    if args.models is not None and args.load:
        return _run_load(args)
    if args.load:
        print("jit-runtime bench: --load goes with --models", file=sys.stderr)
        return 2
    if args.models is not None:
        return _run_models(args, threads)
    if args.by_type:
        print("jit-runtime bench: --by-type goes with --models", file=sys.stderr)
        return 2
    if args.only:  # say so before measuring the peaks, not after
        from .suite import all_cases, selected
        if not selected(args.only):
            print(f"jit-runtime bench: no case matches --only {args.only!r}; cases: "
                  + ", ".join(c.name for c in all_cases()), file=sys.stderr)
            return 2
    args.repeats = args.repeats or 20
    result = run(args.only, args.repeats, threads, args.quick_peak, out=lambda s: print(s, flush=True))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
        print(f"wrote {args.json}")
    if args.plot:
        try:
            print(f"wrote roofline {plot(result, args.plot)}")
        except PlotUnavailable as e:
            print(e, file=sys.stderr)
            return 2
    return 0


def _run_models(args: argparse.Namespace, threads: tuple[int, ...]) -> int:
    from . import realmodels, zoo
    missing = zoo.available()
    if missing:
        print(f"jit-runtime bench --models: {missing}", file=sys.stderr)
        return 2
    opts = realmodels.Options(only=args.models or None, repeats=args.repeats or 10, threads=threads,
                              openvino=not args.no_openvino, quick_peak=args.quick_peak, by_type=args.by_type)
    try:
        result = realmodels.run(opts, out=lambda s: print(s, flush=True))
    except ValueError as e:
        print(f"jit-runtime bench --models: {e}", file=sys.stderr)
        return 2
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
        print(f"wrote {args.json}")
    bad = [r for r in result["rows"] if r.get("status") in ("ERROR", "FAIL(wrong)")]
    return 1 if bad else 0


def _run_load(args: argparse.Namespace) -> int:
    from . import loadtime
    try:
        result = loadtime.run(args.models or None, args.repeats or 3, out=lambda s: print(s, flush=True))
    except ValueError as e:
        print(f"jit-runtime bench --models --load: {e} (jit-runtime bench --models exports the suite's models)",
              file=sys.stderr)
        return 2
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
        print(f"wrote {args.json}")
    return 1 if any("error" in r for r in result["rows"]) else 0


def main(argv: list[str] | None = None) -> int:
    ap = add_arguments(argparse.ArgumentParser(prog="jit-runtime bench", description=__doc__.splitlines()[0]))
    return run_args(ap.parse_args(argv))
