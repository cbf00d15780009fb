"""Compare the golden LLVM text of two revisions as code, not as text.

    python tests/golden_compare.py REV [--asm] [--show N]

For every tests/golden/*.ll, REV's version (read with git) against the working tree's,
the first of these that holds:

1. "identical": the same bytes;
2. "same text": equal after canonicalising: blank lines and comments dropped, every
   function's local names (arguments, values, labels) renamed in order of first
   appearance, phi brackets spaced one way, the module's top-level entries (globals,
   declarations, functions) as a sorted list;
3. "same -O3": both optimized by the JIT's own pipeline (jit.compiler.optimized_ir, the
   file's device profile) equal after the same canonicalisation;
4. "same asm" (with --asm): the target's assembly equal symbol by symbol, local labels
   renumbered per function, comments and placement directives dropped;
5. "differs": the opcodes whose counts changed are printed.

A lowering refactor meant to change nothing leaves every file in 1-4; what lands in 5 is
a change of generated code, to be explained. Needs git, and LLVM (llvmlite) for 3-4.
"""
from __future__ import annotations

import argparse
import collections
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"
LOCAL = re.compile(r'%(?:"[^"]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|[0-9]+)')
_LOCAL_LABEL = re.compile(r"(\.L(?:BB|CPI|JTI|func_end)?)\d+")
LABEL = re.compile(r'^("[^"]*"|[-a-zA-Z$._0-9]+):')


def _entries(text: str) -> list[list[str]]:
    """The module's top-level entries, each its lines (a function from define to '}')."""
    out: list[list[str]] = []
    body: list[str] | None = None
    for line in text.splitlines():
        line = line.rstrip()
        if body is not None:
            body.append(line)
            if line == "}":
                out.append(body)
                body = None
        elif line.startswith("define "):
            body = [line]
            if line.endswith("}"):
                out.append(body)
                body = None
        elif line and not line.startswith(";") and not line.startswith("source_filename"):
            out.append([line])
    return out


def _function(lines: list[str]) -> str:
    names: dict[str, str] = {}

    def name(tok: str) -> str:
        return names.setdefault(tok, f"v{len(names)}")

    out = []
    for line in lines:
        if not line.strip():
            continue
        code, _, _ = line.partition(";") if '"' not in line else (line, "", "")
        m = LABEL.match(code)
        if m:
            code = name("%" + m.group(1)) + ":"
        else:
            code = LOCAL.sub(lambda t: "%" + name(t.group(0)), code)
            code = re.sub(r"\s+\]", "]", re.sub(r"\[\s+", "[", code))  # phi [ %a, %b ] as [%a, %b]
        out.append(code.rstrip())
    return "\n".join(out)


def canonical(text: str) -> list[str]:
    """The module as a sorted list of canonical entries."""
    return sorted(_function(e) if e[0].startswith("define ") else e[0] for e in _entries(text))


def _asm(text: str) -> list[str]:
    """The assembly as a sorted list of chunks, one per symbol (a function or a constant),
    comments and directives that only place or name things dropped, local labels kept."""
    chunks: list[list[str]] = [[]]
    for line in text.splitlines():
        code = line.split("#")[0].split("//")[0].strip()
        if not code or code.startswith((".file", ".ident", ".section", ".p2align", ".type", ".size", ".text",
                                        ".globl", ".addrsig", ".cfi_")):
            continue
        if (code.endswith(":") and not code.startswith(".L")) or re.match(r"\.LCPI\d+_0:", code):
            chunks.append([])  # a function, or the constant pool before one
        chunks[-1].append(_LOCAL_LABEL.sub(r"\1", code))  # .LBB3_7 -> .LBB_7: numbered by function
    return sorted("\n".join(c) for c in chunks)


def _opcodes(text: str) -> collections.Counter[str]:
    ops: collections.Counter[str] = collections.Counter()
    for line in canonical(text):
        for ln in line.splitlines():
            m = re.match(r"\s*(?:%\S+ = )?(?:tail |musttail |notail )?(\w+)", ln)
            if m and not ln.lstrip().startswith(("define", "declare", "@", "}", "attributes", "!")) \
                    and not ln.endswith(":"):
                word = m.group(1)
                if word == "call":
                    callee = re.search(r"@([\w.\"]+)", ln)
                    word = "call " + (callee.group(1) if callee else "?")
                ops[word] += 1
    return ops


def _device(path: Path) -> str:
    return path.name.rsplit(".", 2)[-2]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rev", help="the revision to compare against (e.g. main)")
    ap.add_argument("--asm", action="store_true", help="also compare assembly where -O3 IR differs")
    ap.add_argument("--show", type=int, default=0, help="print the opcode changes of at most N files past 'same text'")
    args = ap.parse_args()
    listed = subprocess.run(["git", "ls-tree", "--name-only", f"{args.rev}:tests/golden"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split()
    names = sorted(set(n for n in listed if n.endswith(".ll")) | {p.name for p in GOLDEN.glob("*.ll")})
    verdict: dict[str, list[str]] = collections.defaultdict(list)
    for nm in names:
        new_path = GOLDEN / nm
        if nm not in listed or not new_path.exists():
            verdict["only in one"].append(nm)
            continue
        old = subprocess.run(["git", "show", f"{args.rev}:tests/golden/{nm}"], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout
        new = new_path.read_text()
        if old == new:
            verdict["identical"].append(nm)
        elif canonical(old) == canonical(new):
            verdict["same text"].append(nm)
        else:
            verdict[_compiled(old, new, _device(new_path), args.asm)].append(nm)
    for k in ("identical", "same text", "same -O3", "same asm", "differs", "only in one"):
        print(f"{k:<12} {len(verdict[k])}")
    for nm in [n for k in ("same -O3", "same asm", "differs") for n in verdict[k]][:args.show or None]:
        old = subprocess.run(["git", "show", f"{args.rev}:tests/golden/{nm}"], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout
        a, b = _opcodes(old), _opcodes((GOLDEN / nm).read_text())
        delta = {k: b[k] - a[k] for k in set(a) | set(b) if a[k] != b[k]}
        kind = next(k for k in verdict if nm in verdict[k])
        print(f"  {kind:<9} {nm}: " + (", ".join(f"{k} {v:+d}" for k, v in sorted(delta.items())) if delta
                             else "(same opcode counts: operands or order)"))
    return 0


def _compiled(old: str, new: str, device: str, asm: bool) -> str:
    from jit_runtime.device import PROFILES
    from jit_runtime.jit.compiler import emit_asm, optimized_ir
    target = PROFILES[device].target()
    if canonical(optimized_ir(old, target)) == canonical(optimized_ir(new, target)):
        return "same -O3"
    if asm and _asm(emit_asm(old, target)) == _asm(emit_asm(new, target)):
        return "same asm"
    return "differs"


if __name__ == "__main__":
    sys.exit(main())
