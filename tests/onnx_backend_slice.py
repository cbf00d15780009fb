"""onnx's node test cases (onnx.backend.test) for a set of op types, run through
jit_runtime.onnx.backend: the selection and strict-xfail marking the conformance test files
share. A case is selected when its op under test is in the set (test_<op>_*, with its
function-expanded variants, which test their op); every selected case passes or is in the
file's XFAIL with the reason, and a case that starts passing must leave the list."""
from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field
from typing import Callable, Iterable

import onnx.backend.test
import pytest
from onnx.backend.test.loader import load_model_tests

from jit_runtime.onnx.backend import JitBackend


def node_cases(ops: frozenset[str]) -> set[str]:
    """Names (without the _cpu suffix) of the node cases of ops."""
    names = set()
    node = {t.name: t for t in load_model_tests(kind="node")}
    for name, t in node.items():
        base = node.get(re.sub(r"_expanded.*$", "", name), t)  # an expansion tests its op
        if len({n.op_type for n in base.model.graph.node}) == 1 and \
                {n.op_type for n in base.model.graph.node} <= ops:
            names.add(name)
    return names


@dataclass
class Slice:
    ops: frozenset[str]
    xfail: dict[str, str]
    selected: set[str]
    classes: dict[str, type]
    matched: set[str] = field(default_factory=set)

    def is_xfail(self, name: str) -> bool:
        return any(re.search(p, name) for p in self.xfail)

    def unmatched_xfails(self) -> list[str]:
        return sorted(set(self.xfail) - self.matched)

    def ops_without_cases(self) -> list[str]:
        covered: set[str] = set()
        for t in load_model_tests(kind="node"):
            if t.name + "_cpu" in self.selected:
                covered |= {n.op_type for n in t.model.graph.node}
        return sorted(self.ops - covered)


def backend_slice(module: str, ops: frozenset[str], xfail: dict[str, str], suffix: str = "",
                  select: Callable[[], Iterable[str]] | None = None) -> Slice:
    """The BackendTest classes of `module` holding only the selected cases (names given
    `suffix`, so two files' classes differ), strict xfails marked. Put `classes` into the
    module's globals for pytest to collect them."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the node case generators warn about their own data
        backend_test = onnx.backend.test.BackendTest(JitBackend, module)
    names = select() if select is not None else node_cases(ops)
    s = Slice(ops, xfail, {n + "_cpu" for n in names}, {})
    patterns = [(re.compile(p), reason) for p, reason in xfail.items()]

    def mark(name: str, fn):
        hits = [(p, r) for p, r in patterns if p.search(name)]
        s.matched |= {p.pattern for p, _ in hits}
        if hits:
            fn = pytest.mark.xfail(reason="; ".join(r for _, r in hits), strict=True)(fn)
        return fn

    for cls_name, cls in backend_test.test_cases.items():
        for name in [n for n in vars(cls) if n.startswith("test_")]:
            if name in s.selected:
                setattr(cls, name, mark(name, getattr(cls, name)))
            else:
                delattr(cls, name)
        if any(n.startswith("test_") for n in vars(cls)):
            s.classes[cls_name + suffix] = cls
    return s
