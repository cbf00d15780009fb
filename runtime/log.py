"""The `jit_runtime` logger: what the runtime decides, for whoever wants to know.

Compiles and cache hits (logger `jit_runtime.jit`), tuning choices and measurements
(`jit_runtime.tuning`), node bindings and reference fallbacks (`jit_runtime.onnx`) are
logged at DEBUG (one line per decision) and INFO (one line per tuned op or loaded model).
The library itself only attaches a NullHandler, as a library should; the application
configures logging, or:

    JIT_RUNTIME_LOG=debug python app.py      # or info, warning; to stderr
    jit-runtime --log debug run model.onnx
"""
from __future__ import annotations

import logging
import os
import sys

ENV_LOG = "JIT_RUNTIME_LOG"
LEVELS = ("debug", "info", "warning", "error")
FORMAT = "jit_runtime %(levelname)s %(name)s: %(message)s"

logger = logging.getLogger("jit_runtime")
logger.addHandler(logging.NullHandler())
_handler: logging.Handler | None = None


def get(name: str) -> logging.Logger:
    """The logger for one part of the runtime: jit_runtime.<name>."""
    return logging.getLogger(f"jit_runtime.{name}")


def configure(level: str | int | None = None, stream=None) -> int | None:
    """Send the `jit_runtime` logger's records at `level` and above to stderr (once; a
    second call changes the level). level None: JIT_RUNTIME_LOG, and nothing when it is
    unset. Returns the level set, or None. A bad level name is a ValueError naming the
    choices."""
    global _handler
    source = "level"
    if level is None:
        level = os.environ.get(ENV_LOG, "").strip() or None
        source = ENV_LOG
        if level is None:
            return None
    if isinstance(level, str):
        name = level.lower()
        if name not in LEVELS:
            raise ValueError(f"{source} must be one of {', '.join(LEVELS)}, got {level!r}")
        level = getattr(logging, name.upper())
    logger.setLevel(level)
    if _handler is None:
        _handler = logging.StreamHandler(stream or sys.stderr)
        _handler.setFormatter(logging.Formatter(FORMAT))
        logger.addHandler(_handler)
    elif stream is not None:
        _handler.setStream(stream)
    return level


def unconfigure() -> None:
    """Undo configure(): the handler removed, the level back to the default."""
    global _handler
    if _handler is not None:
        logger.removeHandler(_handler)
        _handler = None
    logger.setLevel(logging.NOTSET)


def configure_from_env() -> None:
    """At import: JIT_RUNTIME_LOG turns logging on; a bad value warns, never fails the import."""
    try:
        configure()
    except ValueError as e:
        import warnings
        warnings.warn(f"jit_runtime: {e}; logging stays off", RuntimeWarning, stacklevel=2)
