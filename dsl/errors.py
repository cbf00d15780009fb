"""DSLError: every problem in .opdsl text, located at file:line:column with a caret."""
from __future__ import annotations

from .ast import Span


class DSLError(Exception):
    """An error in .opdsl source.

    `str(err)` reads `file:line:col: message`, then the source line and a caret
    under the column, as compilers print them.
    """

    def __init__(self, message: str, filename: str = "<string>", line: int = 0,
                 column: int = 0, source: str = "", expected: tuple[str, ...] = ()):
        self.message = message
        self.filename = filename
        self.line = line
        self.column = column
        self.source = source
        self.expected = tuple(expected)
        super().__init__(self._render())

    @classmethod
    def at(cls, span: Span, message: str, filename: str, source: str,
           expected: tuple[str, ...] = ()) -> "DSLError":
        return cls(message, filename, span.line, span.column, source, expected)

    @property
    def source_line(self) -> str:
        # lines end at "\n" only, as the parser counts them (str.splitlines would also
        # split at \f, \v, \x85, \u2028..., and show the wrong line under a caret)
        lines = self.source.split("\n")
        if 1 <= self.line <= len(lines):
            return lines[self.line - 1].rstrip("\r")
        return ""

    def _render(self) -> str:
        head = f"{self.filename}:{self.line}:{self.column}: {self.message}"
        text = self.source_line
        if not text:
            return head
        shown = text.expandtabs(1)
        if len(shown) > 200:  # keep one-megabyte lines readable
            start = max(0, self.column - 100)
            shown = shown[start:start + 200]
            caret_col = self.column - start
        else:
            caret_col = self.column
        caret = " " * max(caret_col - 1, 0) + "^"
        out = f"{head}\n    {shown}\n    {caret}"
        if self.expected:
            out += "\n  expected one of: " + ", ".join(self.expected)
        return out
