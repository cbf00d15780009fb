"""Op namespaces: the shipped library (`jit_runtime.ops`) and files users load."""
from __future__ import annotations

import difflib
import os
import re
import threading
from importlib import resources
from pathlib import Path
from typing import Iterator

from . import opcache
from .kernel import Op
from .opdoc import dress

# Library ops that exist for the ONNX bindings (weights laid out as panels, an axis that
# is not the last, bounds as tensors, ...): callable like any op, left out of
# `jit-runtime ops` and `repr(jr.ops)` unless asked for (`--all`, `names(all=True)`).
INTERNAL = frozenset({"conv2d_nhwc_panels", "matmul_panels", "softmax_mid", "log_softmax_mid",
                      "layernorm_stats", "clip_bounds", "gather_axis", "copy"})


def _new_op(checked) -> Op:
    op = Op(checked)
    dress(op)
    return op


def _unknown(name: str, opset: "OpSet") -> AttributeError:
    """No such op: the close names first, then every name (one line)."""
    close = difflib.get_close_matches(name, opset.names(), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    names = ", ".join(opset.names(all=False)) or "none"
    return AttributeError(f"no op '{name}' in {opset._origin}{hint} (ops: {names})")


class OpSet:
    """A namespace of ops: attribute access, iteration, `in`, `names()`."""

    def __init__(self, ops: dict[str, Op], origin: str):
        self._ops = ops
        self._origin = origin

    def __getattr__(self, name: str) -> Op:
        ops = self.__dict__.get("_ops", {})
        if name in ops:
            return ops[name]
        if name.startswith("__") or "_origin" not in self.__dict__:  # copy, pickle, a half-made set
            raise AttributeError(name)
        raise _unknown(name, self)

    def __getitem__(self, name: str) -> Op:
        return self.__getattr__(name)

    def __contains__(self, name: str) -> bool:
        return name in self._ops

    def __iter__(self) -> Iterator[Op]:
        return iter(self._ops.values())

    def __len__(self) -> int:
        return len(self._ops)

    def __dir__(self):
        return sorted(self._ops)

    def names(self, all: bool = True) -> list[str]:
        """The ops' names, sorted; all=False leaves out the library's internal helpers."""
        return sorted(n for n in self._ops if all or n not in INTERNAL)

    def __repr__(self) -> str:
        public = self.names(all=False)
        hidden = len(self) - len(public)
        more = f" (and {hidden} internal: names(all=True))" if hidden else ""
        return f"<{len(public)} ops from {self._origin}: {', '.join(public)}{more}>"


def load_ops(source: str | os.PathLike, filename: str | None = None) -> OpSet:
    """Load a .opdsl file (a path) or .opdsl text into a new namespace.

    A string that names an existing file, or ends in `.opdsl`, is read as a path;
    any other string is source text.
    """
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source
                                           and (source.endswith(".opdsl") or os.path.isfile(source))):
        path = Path(source)
        if not path.is_file():
            raise FileNotFoundError(f"no .opdsl file at {path}")
        text: str | bytes = path.read_bytes()
        name = filename or str(path)
    else:
        text = source  # type: ignore[assignment]
        name = filename or "<string>"
    checked = opcache.checked(text, name)
    return OpSet({c.name: _new_op(c) for c in checked}, name)


def library_files() -> list[tuple[str, str]]:
    root = resources.files("jit_runtime.ops_library")
    out = []
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".opdsl"):
            out.append((f"ops_library/{entry.name}", entry.read_text()))
    return out


_OP_NAME = re.compile(r"^\s*op\s+([A-Za-z_][A-Za-z_0-9]*)\s*\(", re.M)


class LibrarySet(OpSet):
    """The shipped library, parsed a file at a time on first use of one of its ops: a
    process that calls softmax does not pay for parsing convolutions."""

    def __init__(self, files: list[tuple[str, str]]):
        super().__init__({}, "the operator library")
        self._files = dict(files)
        self._where: dict[str, str] = {}
        for fname, text in files:
            for name in _OP_NAME.findall(_strip_comments(text)):
                if name in self._where:
                    raise RuntimeError(f"library op '{name}' is defined in both "
                                       f"{self._where[name]} and {fname}")
                self._where[name] = fname
        self._lock = threading.Lock()

    def _load(self, fname: str) -> None:
        with self._lock:
            if fname not in self._files:
                return
            text = self._files.pop(fname)
            for c in opcache.checked(text, fname):
                self._ops[c.name] = _new_op(c)

    def __getattr__(self, name: str) -> Op:
        where = self.__dict__.get("_where", {})
        if name in where and name not in self.__dict__.get("_ops", {}):
            self._load(where[name])
        return super().__getattr__(name)

    def _load_all(self) -> None:
        for fname in list(self._files):
            self._load(fname)

    def __contains__(self, name: str) -> bool:
        return name in self._where

    def __iter__(self) -> Iterator[Op]:
        self._load_all()
        return iter(self._ops[n] for n in sorted(self._ops))

    def __len__(self) -> int:
        return len(self._where)

    def __dir__(self):
        return sorted(self._where)

    def names(self, all: bool = True) -> list[str]:
        return sorted(n for n in self._where if all or n not in INTERNAL)


def _strip_comments(text: str) -> str:
    return re.sub(r"#[^\n]*", "", text)


def load_library() -> OpSet:
    return LibrarySet(library_files())


_shipped: OpSet | None = None
_shipped_lock = threading.Lock()


def shipped() -> OpSet:
    """The shipped library, loaded once per process: `jit_runtime.ops`."""
    global _shipped
    if _shipped is None:
        with _shipped_lock:
            if _shipped is None:
                _shipped = load_library()
    return _shipped
