"""The `jit-runtime` command (also `python -m jit_runtime`).

Each verb lives in a module of this package and registers its parser (`add`). main()
is the one place errors become exit codes: a usage error (bad arguments) prints one
line and exits 2, a failed check exits 1 with one line, anything unexpected prints one
line naming the exception; `--debug` shows the traceback instead. Warnings print as one
`jit-runtime: warning: ...` line, not with the source line Python adds.
"""
from __future__ import annotations

import argparse
import os
import sys
import warnings

from .common import Failed, UsageError

VERBS = ("ops", "check", "lower", "probe", "demo", "consistency", "tune", "perf", "cache", "run", "bench", "compile")


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors that point at --help."""

    def error(self, message: str):  # type: ignore[override]
        print(f"{self.prog}: {message} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


class _Version(argparse.Action):
    """--version, worked out only when asked (it imports llvmlite)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(version_text())
        parser.exit()


def version_text() -> str:
    import platform

    import llvmlite
    import llvmlite.binding as llvm

    from .. import __version__
    llvm_v = ".".join(str(x) for x in llvm.llvm_version_info)
    return (f"jit-runtime {__version__} (llvmlite {llvmlite.__version__}, LLVM {llvm_v}, "
            f"Python {platform.python_version()})")


def _common() -> argparse.ArgumentParser:
    """--debug and --log, accepted before or after the verb."""
    p = argparse.ArgumentParser(add_help=False)
    p.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                   help="show the traceback of an error instead of one line")
    p.add_argument("--log", metavar="LEVEL", default=argparse.SUPPRESS,
                   help="log the runtime's decisions to stderr: debug, info or warning "
                        "(as JIT_RUNTIME_LOG=LEVEL)")
    return p


def build() -> Parser:
    from . import compile as compile_, consistency, model, ops, store, tune
    common = _common()
    ap = Parser(prog="jit-runtime", parents=[common],
                description="Operators written once in a small DSL, JIT-compiled for the CPU at hand; "
                            "ONNX models run through them. Each verb has --help.",
                epilog="docs: README.md, docs/cli.md, docs/api.md. Exit status: 0 ok, 1 a check or run "
                       "failed, 2 bad arguments.")
    ap.add_argument("--version", action=_Version, help="print the version (and llvmlite's, LLVM's) and exit")
    sub = ap.add_subparsers(dest="cmd", required=True, metavar="VERB", parser_class=Parser)
    for module in (ops, consistency, tune, store, model, compile_):
        module.add(sub, [common])
    return ap


def _warning_line(message, category, filename, lineno, file=None, line=None) -> None:
    print(f"jit-runtime: warning: {message}", file=sys.stderr)


def _describe(e: BaseException) -> str:
    """One line for an exception: the message of the runtime's own errors (they name the
    op, node or file), type and message for anything else."""
    text = str(e).strip() or type(e).__name__
    if isinstance(e, (ValueError, TypeError, RuntimeError, OSError, MemoryError)):
        return text
    return f"unexpected {type(e).__name__}: {text} (--debug shows where)"


def main(argv: list[str] | None = None) -> int:
    ap = build()
    try:
        args = ap.parse_args(argv)
    except SystemExit as e:  # --help, --version, or an argparse error (already printed)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    prog = f"jit-runtime {args.cmd}"
    debug = getattr(args, "debug", False)
    if getattr(args, "log", None):
        from .. import log
        try:
            log.configure(args.log, stream=sys.stderr)
        except ValueError as e:
            print(f"jit-runtime: --log: {e}", file=sys.stderr)
            return 2
        try:
            return _run(args, prog, debug)
        finally:
            log.unconfigure()
    return _run(args, prog, debug)


def _run(args, prog: str, debug: bool) -> int:
    with warnings.catch_warnings():
        warnings.showwarning = _warning_line
        try:
            return args.fn(args)
        except UsageError as e:
            print(f"{prog}: {e}", file=sys.stderr)
            return 2
        except Failed as e:
            print(f"{prog}: {e}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            print(f"{prog}: interrupted", file=sys.stderr)
            return 130
        except BrokenPipeError:  # `jit-runtime ops | head`
            sys.stdout = open(os.devnull, "w")
            return 0
        except Exception as e:  # noqa: BLE001 - the one place errors become exit codes
            if debug:
                raise
            from ..dsl import DSLError
            if isinstance(e, DSLError):  # file:line:col, the line and a caret
                print(e, file=sys.stderr)
            else:
                print(f"{prog}: {_describe(e)}", file=sys.stderr)
            return 1


__all__ = ["main", "build", "version_text", "UsageError", "Failed", "VERBS"]
