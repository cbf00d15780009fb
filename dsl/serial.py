"""Checked ops as JSON text and back, so a text parsed and checked once need not be again.

Parsing is the slow part of loading an op (lark, in Python: a model's generated ops took
0.6 s of a 1.7 s warm load); decoding the checked result is a few times faster. Every
dataclass of ast.py and check.py is written as [name, field values...] and a tuple as
["(", items...]; the module's filename and source text, which every Op carries, are
written once. Reading takes nothing but those classes: anything else is a ValueError.
"""
from __future__ import annotations

import json
from dataclasses import fields, is_dataclass
from typing import Any

from . import ast as A
from . import check as C

_CLASSES = {c.__name__: c for m in (A, C) for c in vars(m).values()
            if isinstance(c, type) and is_dataclass(c) and c.__module__ == m.__name__}
_TUPLE, _FILENAME, _SOURCE = "(", "<filename>", "<source>"


def _enc(x: Any, filename: str, source: str) -> Any:
    if is_dataclass(x) and not isinstance(x, type):
        name = type(x).__name__
        if _CLASSES.get(name) is not type(x):
            raise ValueError(f"not a DSL class: {type(x)}")
        out: list[Any] = [name]
        for f in fields(x):
            v = getattr(x, f.name)
            if isinstance(x, A.Op) and f.name in ("filename", "source"):
                out.append([_FILENAME] if v == filename else [_SOURCE] if v == source else v)
            else:
                out.append(_enc(v, filename, source))
        return out
    if isinstance(x, tuple):
        return [_TUPLE] + [_enc(v, filename, source) for v in x]
    if x is None or type(x) in (bool, int, float, str):
        return x
    raise ValueError(f"cannot write {type(x).__name__}")


def dumps(ops: tuple[Any, ...], filename: str, source: str) -> str:
    return json.dumps(_enc(tuple(ops), filename, source), separators=(",", ":"))


def loads(text: str, filename: str, source: str) -> tuple[Any, ...]:
    """The checked ops dumps() wrote; ValueError on anything else."""
    def dec(j: Any) -> Any:
        if type(j) is list:
            if not j:
                raise ValueError("empty list")
            tag = j[0]
            if tag == _TUPLE:
                return tuple(dec(v) for v in j[1:])
            if tag == _FILENAME and len(j) == 1:
                return filename
            if tag == _SOURCE and len(j) == 1:
                return source
            cls = _CLASSES.get(tag) if type(tag) is str else None
            if cls is None:
                raise ValueError(f"unknown class {str(tag)[:40]!r}")
            return cls(*[dec(v) for v in j[1:]])
        if j is None or type(j) in (bool, int, float, str):
            return j
        raise ValueError(f"unexpected {type(j).__name__}")
    try:
        out = dec(json.loads(text))
    except (TypeError, RecursionError) as e:
        raise ValueError(f"malformed checked ops: {e}") from e
    if not (type(out) is tuple and all(isinstance(c, C.CheckedOp) for c in out)):
        raise ValueError("not a tuple of checked ops")
    return out
