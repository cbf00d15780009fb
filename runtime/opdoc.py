"""An op as a Python function: the inspect.Signature and docstring `help()` shows.

An `Op` is called as `op(*inputs, variant=, device=, threads=, out=, **attrs)`; what it
really takes is in its DSL signature. `dress` gives each op object a `__signature__`
(the inputs positional, the attributes with their defaults, the call options) and a
`__doc__` (the comment written above the op in its .opdsl file, the DSL signature, its
accuracy contract and variants), so `help(jr.ops.softmax)`, `inspect.signature`, IDEs
and Jupyter show the op rather than the generic `Op.__call__`.
"""
from __future__ import annotations

import inspect

import numpy as np

from .dsl import ast as A
from .binding import DTYPES
from .dsl.shapes import shape_text

_P = inspect.Parameter


class _Text(str):
    """An annotation shown as written (`x: f32[..., C]`, not `x: 'f32[..., C]'`)."""

    def __repr__(self) -> str:
        return str(self)


class _F32(float):
    """An f32 default shown at float32 precision (1.6732632, not 1.6732631921768188)."""

    def __repr__(self) -> str:
        return value_text(self, "f32")


def value_text(v: float | int, type_: str) -> str:
    """An attribute value as the DSL would write it."""
    if type_ != "f32":
        return str(v)
    text = str(np.float32(v))
    return text if any(c in text for c in ".eEn") else text + ".0"


def signature(op) -> inspect.Signature:
    dsl = op.checked.op
    params = [_P(p.name, _P.POSITIONAL_ONLY, annotation=_Text(shape_text(p))) for p in dsl.inputs]
    for a in dsl.attrs:
        params.append(_P(a.name, _P.KEYWORD_ONLY, annotation=_Text(a.type),
                         default=_P.empty if a.default is None else
                         _F32(a.default) if a.type == "f32" else a.default))
    params += [_P("variant", _P.KEYWORD_ONLY, default="auto"), _P("device", _P.KEYWORD_ONLY, default=None),
               _P("threads", _P.KEYWORD_ONLY, default=None), _P("out", _P.KEYWORD_ONLY, default=None)]
    outs = ", ".join(f"{p.name}: {shape_text(p)}" for p in dsl.outputs)
    return inspect.Signature(params, return_annotation=_Text(outs))


def comment(dsl: A.Op) -> str:
    """The comment block written directly above the op in its source, without the `#`s."""
    lines = dsl.source.split("\n")
    k = dsl.span.line - 2  # the line above `op NAME(` (spans count from 1)
    block: list[str] = []
    while 0 <= k < len(lines) and lines[k].lstrip().startswith("#"):
        block.append(lines[k].lstrip()[1:].removeprefix(" "))
        k -= 1
    return "\n".join(reversed(block)).strip()


def docstring(op) -> str:
    dsl = op.checked.op
    parts = [comment(dsl) or f"The op {dsl.name} from {dsl.filename}.", "", f"DSL: {op.signature}"]
    acc = op.accuracy
    contract = ", ".join(f"{k}={v:g}" for k, v in (("rel", acc.rel), ("abs", acc.abs)) if v is not None)
    parts.append(f"Accuracy contract (vs float64): {contract or 'exact'}")
    kinds = sorted({p.dtype for p in dsl.inputs}) or ["f32"]
    arrays = "float32 numpy arrays" if kinds == ["f32"] else \
        f"numpy arrays of their element types ({', '.join(f'{k}: {DTYPES[k]}' for k in kinds)})"
    parts += ["", f"Inputs are {arrays}, positional; attributes are keywords (defaults as above).",
              "variant: 'auto' (the tuned choice, else simd), 'scalar', 'simd', 'lut' where offered, or a",
              "  tuner candidate such as 'simd@x86-64-v3/t1'. device: a profile name (jit-runtime probe).",
              "threads: None lets the runtime decide. out: arrays to write the outputs into."]
    return "\n".join(parts)


def dress(op) -> None:
    """Give one op object its signature, docstring and name (see the module docstring)."""
    op.__signature__ = signature(op)
    op.__doc__ = docstring(op)
    op.__name__ = op.__qualname__ = op.name
