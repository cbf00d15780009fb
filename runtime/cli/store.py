"""Verbs about what the runtime keeps on disk: perf (the performance database) and cache
(the machine code)."""
from __future__ import annotations

import json
import os

from .common import UsageError, as_usage, existing_file, parse_attrs, parse_shapes, resolve_op


def add(sub, parents) -> None:
    p = sub.add_parser("perf", parents=parents, help="the performance database: show, export, import, clear",
                       description="The tuner's measurements. export/import move them between machines of one "
                                   "device fingerprint as JSON (ship it with your app: JIT_RUNTIME_CACHE_DIR).")
    p.add_argument("action", choices=("show", "export", "import", "clear"))
    p.add_argument("path", nargs="?", metavar="FILE.json", help="for export and import")
    p.set_defaults(fn=cmd_perf)

    p = sub.add_parser("cache", parents=parents, help="the machine code cache: info, clear, or why an op missed it",
                       description="Compiled kernels on disk. `why OP` says whether the kernel an op call "
                                   "needs is cached and, if not, what differs from the entries that are.")
    p.add_argument("action", choices=("info", "clear", "why"))
    p.add_argument("op", nargs="?", help="for why: the op, called as it was (--shape, --variant, --device)")
    p.add_argument("--file", help="take the op from this .opdsl file")
    p.add_argument("--variant", default="simd")
    p.add_argument("--device", default=None)
    p.add_argument("--shape", action="append", metavar="DIMS")
    p.add_argument("--attr", action="append", metavar="NAME=VALUE")
    p.set_defaults(fn=cmd_cache)


def cmd_perf(args) -> int:
    from ..perfdb import PerfDB
    if args.action in ("export", "import") and not args.path:
        raise UsageError(f"{args.action} needs a file: jit-runtime perf {args.action} FILE.json")
    if args.action not in ("export", "import") and args.path:
        raise UsageError(f"{args.action} takes no file (got {args.path})")
    db = PerfDB()
    if args.action == "export":
        parent = os.path.dirname(os.path.abspath(args.path))
        if os.path.isdir(args.path) or not os.path.isdir(parent):
            raise UsageError(f"can't write {args.path}: " + ("it is a directory" if os.path.isdir(args.path)
                                                             else f"no directory {parent}"))
        print(f"exported {db.export_json(args.path)} rows to {args.path}")
    elif args.action == "import":
        existing_file(args.path, "a JSON export of jit-runtime perf export")
        try:
            n = db.import_json(args.path)
        except json.JSONDecodeError as e:
            raise UsageError(f"{args.path} is not JSON ({e.msg} at line {e.lineno} column {e.colno}); "
                             "it should come from jit-runtime perf export") from None
        except UnicodeDecodeError:
            raise UsageError(f"{args.path} is not text; it should come from jit-runtime perf export") from None
        except (ValueError, TypeError) as e:
            raise UsageError(str(e)) from None
        from ..tuning import forget
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


def cmd_cache(args) -> int:
    from ..jit import default_cache
    cache = default_cache()
    if args.action != "why" and args.op:
        raise UsageError(f"{args.action} takes no op (got {args.op})")
    if args.action == "info":
        for k, v in cache.info().items():
            print(f"{k:<8} {v}")
        for what, n, size in _beside(cache):
            print(f"{what:<16} {n} ({size / 2**20:.1f} MiB)")
        return 0
    if args.action == "clear":
        print(f"removed {cache.clear()} entries from {cache.info()['path']}")
        for what, n in _clear_beside(cache):
            print(f"removed {n} {what}")
        return 0
    from ..lowered import lower
    from ..lowering import LOWERING_VERSION
    from .ops import choice
    if not args.op:
        raise UsageError("why needs the op (and --shape/--variant/--device as it was called)")
    op = resolve_op(args.op, args.file)
    variant, device = choice(args.variant, args.device)
    shapes = tuple(parse_shapes(args.shape)) or None
    attrs = parse_attrs(op, args.attr)
    with as_usage():
        low = lower(op, variant=variant, device=device, shapes=shapes, **attrs)
    print(cache.explain(low.lowered.symbol, low.llvm, low.device.target(pipeline=low.lowered.pipeline), f"lowering={LOWERING_VERSION}"))
    return 0


def _companions(cache):
    """What lives beside the objects: the kernel index, checked ops, load records."""
    from ..jit.cache import ObjectCache
    from ..onnx.record import Records
    return ([(what, ObjectCache(cache.root, sub=sub, quiet=True)) for what, sub in
             (("kernel index", "kernels"), ("checked ops", "ops"))], Records(cache.root))


def _beside(cache) -> list[tuple[str, int, int]]:
    stores, records = _companions(cache)
    out = [(what, c.info()["entries"], c.info()["bytes"]) for what, c in stores]
    r = records.info()
    return out + [("load records", r["records"], r["bytes"])]


def _clear_beside(cache) -> list[tuple[str, int]]:
    stores, records = _companions(cache)
    return [(f"{what} entries", c.clear()) for what, c in stores] + [("load records", records.clear())]
