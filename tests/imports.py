"""The package's import graph, read from the source with ast: every module's imports at
top level and inside functions (not those under `if TYPE_CHECKING:`, which never run),
resolved to the package's modules. test_structure.py checks it for cycles and for the
layer rule; `python tests/imports.py` prints the cycles."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# the import package's layout (pyproject.toml's package-dir): package -> folder
PACKAGES = {"jit_runtime": "runtime", "jit_runtime.dsl": "dsl", "jit_runtime.lowering": "lowering",
            "jit_runtime.jit": "jit", "jit_runtime.grammar": "grammar", "jit_runtime.ops_library": "ops_library"}
# which layer may import which (jit_runtime itself is the runtime layer)
LAYERS = {"runtime": {"runtime", "jit", "lowering", "dsl", "grammar", "ops_library"},
          "lowering": {"lowering", "dsl"}, "jit": {"jit"}, "dsl": {"dsl", "grammar"}}


def modules() -> dict[str, Path]:
    """Every module of the package: dotted name -> file (a package's is its __init__)."""
    out: dict[str, Path] = {}
    for pkg, folder in sorted(PACKAGES.items(), key=lambda kv: -len(kv[0])):
        base = ROOT / folder
        for path in base.rglob("*.py"):
            rel = path.relative_to(base).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            name = ".".join([pkg, *parts])
            if any(part in ("dsl", "lowering", "jit", "grammar", "ops_library") for part in rel.parts[:1]) \
                    and folder == "runtime":
                continue  # (the runtime folder holds no other layer's files; guard anyway)
            out.setdefault(name, path)
    return out


def layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in ("dsl", "lowering", "jit", "grammar", "ops_library"):
        return parts[1]
    return "runtime"


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    """Import nodes that run: anywhere but under `if TYPE_CHECKING:`."""
    stack = [tree]
    while stack:
        node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child.test):
                stack.extend(child.orelse)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child
            stack.append(child)


def graph() -> dict[str, set[str]]:
    """module -> the package's modules it imports."""
    mods = modules()
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in _imports(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[:len(anchor) - (node.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names]
            for t in targets:
                while t and t not in mods:  # `import jit_runtime.x.y` where y is a name
                    t = t.rpartition(".")[0]
                if t and t != name:
                    edges[name].add(t)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    import sys
    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def layer_violations(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    return sorted((m, t) for m, ts in edges.items() for t in ts if layer(t) not in LAYERS[layer(m)])


if __name__ == "__main__":
    g = graph()
    for comp in cycles(g):
        print(len(comp), "modules:", ", ".join(comp))
    for m, t in layer_violations(g):
        print("layer:", m, "imports", t)
