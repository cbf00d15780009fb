"""One LLVM module's text: each global, declaration and helper once (see llir.py)."""
from __future__ import annotations

import re
from typing import Sequence

_DEFINED = re.compile(r'^define\b[^@]*@("[^"]*"|[-\w$.]+)\s*\(')
_DECLARED = re.compile(r'^declare\b[^@]*@([-\w$.]+)\s*\(')


class Module:
    """Everything one LLVM module defines and declares, each once.

    Declarations are keyed by symbol; a helper defined twice must be the same text (the
    math functions every kernel of a module may ask for); entry points are distinct.
    Rendered as globals, declarations (sorted), helpers, entry points, metadata."""

    def __init__(self) -> None:
        self.globals: dict[str, str] = {}
        self.decls: dict[str, str] = {}
        self.helpers: dict[str, str] = {}
        self.functions: list[str] = []
        self.metadata: dict[str, str] = {}

    def global_(self, name: str, text: str) -> str:
        """`@name = text`, once; returns `@name`."""
        line = f"@{name} = {text}"
        if self.globals.setdefault(name, line) != line:
            raise ValueError(f"two different definitions of global @{name}")
        return f"@{name}"

    def declare(self, name: str, ret: str, params: Sequence[str], variadic: bool = False) -> str:
        """`declare ret @name(params)`, once; returns `@name`."""
        line = f"declare {ret} @{name}({', '.join(list(params) + (['...'] if variadic else []))})"
        if self.decls.setdefault(name, line) != line:
            raise ValueError(f"@{name} declared twice with different types:\n  {self.decls[name]}\n  {line}")
        return f"@{name}"

    def declare_text(self, line: str) -> str:
        """A `declare` line as written; returns its symbol."""
        m = _DECLARED.match(line)
        if m is None:
            raise ValueError(f"not a declaration: {line!r}")
        name = m.group(1)
        if self.decls.setdefault(name, line) != line:
            raise ValueError(f"@{name} declared twice with different types:\n  {self.decls[name]}\n  {line}")
        return f"@{name}"

    def helper(self, text: str, symbol: str | None = None) -> str:
        """An internal function (its whole text), keyed by its symbol (read from its
        define line unless given); the same symbol again must be the same text."""
        if symbol is None:
            m = _DEFINED.match(text)
            if m is None:
                raise ValueError(f"not a function definition: {text[:80]!r}")
            symbol = "@" + m.group(1)
        symbol = symbol.replace('"', "")  # @"a.b" and @a.b are one symbol
        old = self.helpers.setdefault(symbol, text)
        if old != text:
            raise ValueError(f"two different definitions of internal function {symbol}")
        return symbol

    def function(self, text: str) -> None:
        self.functions.append(text)

    def meta(self, name: str, text: str) -> str:
        """`!name = text`, once; returns `!name`."""
        line = f"!{name} = {text}"
        if self.metadata.setdefault(name, line) != line:
            raise ValueError(f"two different definitions of metadata !{name}")
        return f"!{name}"

    def no_unroll(self) -> str:
        """The loop metadata that keeps LLVM from unrolling a loop whose body is already
        as wide as the registers allow (the micro-kernels' K loops); branch with it as
        `br ..., !llvm.loop !0`."""
        ref = self.meta("0", "distinct !{!0, !1}")
        self.meta("1", '!{!"llvm.loop.unroll.disable"}')
        return ref

    def text(self) -> str:
        parts = ["\n".join(self.globals.values()), "\n".join(sorted(self.decls.values())),
                 *(t.rstrip("\n") for t in self.helpers.values()), *(t.rstrip("\n") for t in self.functions),
                 "\n".join(self.metadata.values())]
        return "\n\n".join(p for p in parts if p) + "\n"

    def __str__(self) -> str:
        return self.text()
