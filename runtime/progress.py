"""A progress bar while a load compiles: on a terminal only, after about a second.

A cold load of a large model compiles for seconds; without a word it looks hung. The bar
(tqdm, on stderr) appears once a load has compiled for DELAY_S seconds and counts the
kernels compiled (out of the total, once the load knows it). It never appears when stderr
is not a terminal, with JIT_RUNTIME_QUIET=1, or with Session(..., progress=False);
progress=True shows it on any stderr.
"""
from __future__ import annotations

import os
import sys

from .loadprofile import KernelEvent, LoadProfile

ENV_QUIET = "JIT_RUNTIME_QUIET"
DELAY_S = 1.0


def quiet() -> bool:
    return os.environ.get(ENV_QUIET, "").strip().lower() not in ("", "0", "no", "false", "off")


def wanted(progress: bool | None) -> bool:
    """Whether a load shows its bar: progress=None means on a terminal unless JIT_RUNTIME_QUIET."""
    if progress is not None:
        return bool(progress)
    if quiet():
        return False
    try:
        return sys.stderr is not None and sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


class LoadBar:
    """A reentrant context: inside it, the profile's compiles move the bar (made at the
    first compile, shown after DELAY_S); leaving the outermost one closes it."""

    def __init__(self, profile: LoadProfile, enabled: bool):
        self.profile, self.enabled = profile, enabled
        self.depth = 0
        self.bar = None
        self.total: int | None = None

    def __enter__(self):
        if self.enabled:
            if self.depth == 0:
                self.profile.listener = self._event
            self.depth += 1
        return self

    def __exit__(self, *exc):
        if self.enabled:
            self.depth -= 1
            if self.depth == 0:
                self.profile.listener = None
                if self.bar is not None:
                    self.bar.close()
                    self.bar = None
        return False

    def _event(self, e: KernelEvent | None, total: int | None = None) -> None:
        if e is None:
            if total:
                self._open()
                self.bar.total = (self.bar.n if self.bar.total is None else self.bar.total) + total
                self.bar.refresh()
            return
        if e.source != "compiled":
            return
        self._open()
        self.bar.update(1)
        self.bar.set_postfix_str(e.op[:28], refresh=False)

    def _open(self) -> None:
        if self.bar is None:
            from tqdm import tqdm
            self.bar = tqdm(total=None, desc="jit_runtime: compiling", unit=" kernel", delay=DELAY_S,
                            file=sys.stderr, leave=False, dynamic_ncols=True)


def progress_bar(profile: LoadProfile, progress: bool | None) -> LoadBar:
    return LoadBar(profile, wanted(progress))
