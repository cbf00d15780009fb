"""The package's shape: no import cycles between its modules (imports inside functions
included), imports that point the layers' way, and no module far over its line budget
without a reason written down here."""
from __future__ import annotations

import ast
from pathlib import Path

import imports as I

# Modules allowed over LINE_BUDGET, each with its reason.
LINE_BUDGET = 500
OVER_BUDGET: dict[str, str] = {}


def test_no_import_cycles():
    cycles = I.cycles(I.graph())
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_imports_point_the_layers_way():
    """runtime may import jit, lowering and dsl; lowering may import dsl; jit imports
    neither; dsl imports none of them."""
    assert I.layer_violations(I.graph()) == []


# Modules allowed to import the package root (the library namespace), each with its reason.
# Everything else imports the module that defines what it uses: the root imports them.
IMPORTS_ROOT = {"jit_runtime.cli": "reads __version__ for --version"}


def test_no_module_imports_the_library_namespace():
    importers = {m for m, ts in I.graph().items() if "jit_runtime" in ts}
    assert importers <= set(IMPORTS_ROOT), f"import the defining module, not jit_runtime: {sorted(importers - set(IMPORTS_ROOT))}"


def test_the_cycle_check_sees_function_level_imports(tmp_path, monkeypatch):
    """A cycle closed by an import inside a function counts: that is how they hid."""
    pkg = tmp_path / "runtime"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("def f():\n    from .a import x\n    return x\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import y\n")
    monkeypatch.setattr(I, "ROOT", tmp_path)
    monkeypatch.setattr(I, "PACKAGES", {"jit_runtime": "runtime"})
    g = I.graph()
    assert I.cycles(g) == [["jit_runtime.a", "jit_runtime.b"]]
    assert g["jit_runtime.c"] == set()  # what only the type checker reads never runs


def _lines(path: Path) -> int:
    return len(path.read_text().splitlines())


def test_modules_keep_to_the_line_budget():
    over = {}
    for name, path in I.modules().items():
        rel = str(path.relative_to(I.ROOT))
        n = _lines(path)
        if n > LINE_BUDGET and rel not in OVER_BUDGET:
            over[rel] = n
    assert not over, (f"modules over {LINE_BUDGET} lines (split them, or say why in OVER_BUDGET): "
                      + ", ".join(f"{k} ({v})" for k, v in sorted(over.items())))
    within = [rel for rel in OVER_BUDGET if _lines(I.ROOT / rel) <= LINE_BUDGET]
    assert not within, f"within the budget now, drop them from OVER_BUDGET: {within}"


def test_modules_parse():
    for path in I.modules().values():
        ast.parse(path.read_text(), str(path))
