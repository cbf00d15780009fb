"""The options of one run of a node (variant, device, threads): a kernel binding's run
takes them as keywords (with_options) and every DSL op call the node makes passes them on
(run_op reads call_opts), without any binder's code seeing them."""
from __future__ import annotations

from contextvars import ContextVar
from typing import Callable

CALL_OPTIONS = ("variant", "device", "threads")  # what a kernel binding's run passes to its DSL op calls

# the options of the run in progress: with_options sets them for the length of one
# run(...), run_op passes them to each DSL op call (a binder's run never sees them)
_options: ContextVar[dict] = ContextVar("jit_runtime_call_options", default={})


def call_opts() -> dict:
    """The variant/device/threads the current run(...) was given (empty: the defaults)."""
    return _options.get()


def with_options(run: Callable[..., list]) -> Callable[..., list]:
    """run(inputs, out=None) -> run(inputs, out=None, *, variant, device, threads): the
    options reach every DSL op the node calls (as Op's own keywords)."""
    def run_with(inputs, out=None, *, variant: str = "auto", device=None, threads: int | None = None):
        opts = {k: v for k, v in (("variant", variant), ("device", device), ("threads", threads))
                if v is not None and not (k == "variant" and v == "auto")}
        if not opts:
            return run(inputs, out)
        token = _options.set(opts)
        try:
            return run(inputs, out)
        finally:
            _options.reset(token)
    run_with.__doc__ = run.__doc__
    return run_with
