"""jit-runtime compile MODEL: fill the cache ahead of time (for a deployment image)."""
from __future__ import annotations

from .common import device_here, existing_file, load_arrays, model_feeds, named, positive, say


def add(sub, parents) -> None:
    p = sub.add_parser("compile", parents=parents,
                       help="compile a model's kernels and record its load into the cache (for a deployment image)",
                       description="Load MODEL.onnx and run it once on generated inputs (or --input files), so "
                                   "every kernel it needs is compiled into the cache and its load record (the "
                                   "model after checks and graph passes, weights laid out) is written: a later "
                                   "process on a machine with the same CPU loads it without compiling. The cache "
                                   "is JIT_RUNTIME_CACHE_DIR, else the user cache dir (see README: shipping the "
                                   "cache). Give the options the application's Session will use: another device, "
                                   "variant or threads is another record.")
    p.add_argument("model", help="MODEL.onnx")
    p.add_argument("--input", action="append", metavar="NAME=FILE.npy",
                   help="an input from a .npy file (once per input; others are generated)")
    p.add_argument("--shape", action="append", metavar="NAME=DIMS",
                   help="the shape of a generated input (a symbolic dim is 1 otherwise); one shape per input")
    p.add_argument("--device", default=None, help="a device profile this machine runs (default: host)")
    p.add_argument("--threads", type=int, default=None, help="threads per kernel, as the Session will get")
    p.add_argument("--variant", default="auto", help="as the Session will get (default: auto)")
    p.add_argument("--seed", type=int, default=0, help="seed for generated inputs")
    p.set_defaults(fn=cmd_compile)


def cmd_compile(args) -> int:
    from ..jit import default_cache
    from ..onnx.session import Session
    from ..onnx import record
    path = existing_file(args.model, "an ONNX model")
    positive(args.threads, "--threads")
    device = device_here(args.device)
    given = load_arrays(args.input)
    shapes = named(args.shape, "--shape", "NAME=DIMS")
    sess = Session(path, device=device, threads=args.threads, variant=args.variant, warmup=False)
    feeds = model_feeds(sess.inputs, given, shapes, args.seed)
    sess.run(feeds)
    sess.run(feeds)  # the run that settles the plan (and any kernel only a planned run takes)
    record.store().flush()
    prof = sess.load_profile()
    cache = default_cache()
    info = cache.info()
    say(f"{path}: {prof.compiled} kernel{'s' if prof.compiled != 1 else ''} compiled, {prof.cache_hits} "
        f"already cached, in {prof.total:.1f} s; load record: {prof.record or 'none'}"
        + (f"; frozen plan: {prof.frozen}" if prof.frozen else ""))
    print(f"cache: {cache.root} ({info['entries']} kernels, {info['bytes'] / 2**20:.1f} MiB; records "
          f"{record.store().info()['bytes'] / 2**20:.1f} MiB)")
    if not cache.enabled or not cache.writable:
        say(f"the cache is not writable ({cache.reason}): nothing was kept")
        return 1
    return 0
