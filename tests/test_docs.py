"""The docs are checked: docs/api.md's examples run as doctests; every environment
variable the code reads is in its table; the README's and docs' links resolve."""
import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_api_reference_examples_run():
    failures, tried = doctest.testfile(str(ROOT / "docs" / "api.md"), module_relative=False,
                                       optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert tried > 40 and failures == 0


def test_every_environment_variable_is_documented():
    read = set()
    for folder in ("runtime", "jit", "lowering", "dsl"):
        for path in (ROOT / folder).rglob("*.py"):
            read |= set(re.findall(r'"(JIT_RUNTIME_[A-Z_]+)"', path.read_text()))
    table = (ROOT / "docs" / "api.md").read_text().split("## Environment variables", 1)[1]
    documented = set(re.findall(r"^\| `(JIT_RUNTIME_[A-Z_]+)`", table, re.M))
    assert read and read == documented


def test_links_resolve():
    for doc in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]:
        for target in re.findall(r"\]\(([\w./-]+)(?:#[^)]*)?\)", doc.read_text()):
            if not (target.endswith((".md", ".py", ".opdsl", "/")) or target.startswith("../")):
                continue  # (code like sum[c](x), not a link)
            assert (doc.parent / target).exists(), f"{doc.name}: broken link {target}"
