"""Every kind of DSL error points at the right line and column, with the source and a caret."""
from __future__ import annotations

import pytest

import jit_runtime as jr
from jit_runtime.dsl import load


def error_of(src: str) -> jr.DSLError:
    with pytest.raises(jr.DSLError) as info:
        load(src, "t.opdsl")
    return info.value


def where(src: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """1-based (line, column) of the nth occurrence of needle in src."""
    pos = -1
    for _ in range(nth + 1):
        pos = src.index(needle, pos + 1)
    line = src.count("\n", 0, pos) + 1
    col = pos - (src.rfind("\n", 0, pos) + 1) + 1
    return line, col


CASES = [
    # (what, source, needle marking the expected position, nth occurrence, words in message)
    ("undefined tensor",
     "op f(x: f32[N]) -> y: f32[N] {\n    y[n] = x[n] + q[n]\n}", "q[n]", 0, "undefined tensor 'q'"),
    ("undefined index",
     "op f(x: f32[N]) -> y: f32[N] {\n    y[n] = x[j]\n}", "j]", 0, "undefined index 'j'"),
    ("undefined name",
     "op f(x: f32[N]) -> y: f32[N] {\n    y[n] = x[n] * alpha\n}", "alpha", 0, "undefined name 'alpha'"),
    ("index with two sizes",
     "op f(a: f32[M], b: f32[K]) -> y: f32[M] {\n    y[i] = a[i] + b[i]\n}", "i]", 2, "two sizes"),
    ("reduction index without range",
     "op f(x: f32[N]) -> y: f32[N] {\n    y[n] = sum[k](x[n] * 2.0)\n}", "k]", 0, "has no range"),
    ("builtin arity",
     "op f(x: f32[N]) -> y: f32[N] {\n    y[n] = exp(x[n], 2.0)\n}", "exp", 0, "exp takes 1 argument, got 2"),
    ("max arity",
     "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = max(x[n])\n}", "max", 0, "max takes 2 arguments"),
    ("output never assigned",
     "op f(x: f32[N]) -> (y: f32[N], z: f32[N]) {\n    y[n] = x[n]\n}", "z:", 0, "'z' is never assigned"),
    ("unknown name in shape",
     "op f(x: f32[N]) -> y: f32[N + Q] {\n    y[n] = x[n]\n}", "Q]", 0, "unknown name 'Q'"),
    ("duplicate op",
     "op f(x: f32[N]) -> y: f32[N] { y[n] = x[n] }\nop f(x: f32[N]) -> y: f32[N] { y[n] = x[n] }",
     "f(", 1, "defined twice"),
    ("unknown function",
     "op f(x: f32[N]) -> y: f32[N] {\n    y[n] = cosh(x[n])\n}", "cosh", 0, "unknown function 'cosh'"),
    ("assigned twice",
     "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n]\n  y[n] = x[n]\n}", "y[n]", 1, "assigned twice"),
    ("wrong rank",
     "op f(x: f32[N, C]) -> y: f32[N] {\n  y[n] = x[n]\n}", "x[n]", 0, "has 2 dims"),
    ("read before assigned",
     "op f(x: f32[N]) -> (y: f32[N], z: f32[N]) {\n  y[n] = z[n]\n  z[n] = x[n]\n}", "z[n]", 0,
     "read before it is assigned"),
    ("float index",
     "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[1.5]\n}", "1.5", 0, "must be an integer"),
    ("ellipsis without lhs ellipsis",
     "op f(x: f32[...], z: f32[N]) -> y: f32[N] {\n  y[n] = x[...]\n}", "...]", 1, "needs '...' on the left"),
    ("unknown dtype",
     "op f(x: f64[N]) -> y: f32[N] {\n  y[n] = x[n]\n}", "f64", 0, "unsupported dtype"),
    ("bad accuracy key",
     "op f(x: f32[N]) -> y: f32[N] accuracy(ulps = 3) {\n  y[n] = x[n]\n}", "ulps", 0, "unknown accuracy"),
    ("comparison as number",
     "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = (x[n] > 0.0) * 2.0\n}", "*", 0, "comparison"),
    ("where needs a comparison",
     "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = where(x[n], 1.0, 2.0)\n}", "where", 0, "comparison"),
]


@pytest.mark.parametrize("what,src,needle,nth,words", CASES, ids=[c[0] for c in CASES])
def test_semantic_error_position(what, src, needle, nth, words):
    err = error_of(src)
    line, col = where(src, needle, nth)
    assert (err.line, err.column) == (line, col), str(err)
    assert words in err.message
    assert err.filename == "t.opdsl"
    text = str(err)
    first, source_line, caret = text.splitlines()[:3]
    assert first == f"t.opdsl:{line}:{col}: {err.message}"
    assert source_line.strip() == src.splitlines()[line - 1].strip()
    assert caret.index("^") - 4 == col - 1


SYNTAX = [
    ("missing arrow", "op f(x: f32[N]) {\n}", "{", 0, "'->'"),
    ("missing operand", "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n] +\n}", "}", 0, "a name"),
    ("bad character", "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n] $ 2\n}", "$", 0, None),
    ("unclosed bracket", "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n\n}", "}", 0, "']'"),
    ("reduction without brackets", "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = sum(x[n])\n}", "(x", 1, "'['"),
]


@pytest.mark.parametrize("what,src,needle,nth,expected", SYNTAX, ids=[c[0] for c in SYNTAX])
def test_syntax_error_position(what, src, needle, nth, expected):
    err = error_of(src)
    assert (err.line, err.column) == where(src, needle, nth), str(err)
    assert err.message.startswith("syntax error")
    if expected:
        assert expected in err.expected
        assert "expected one of:" in str(err)


def test_end_of_file_points_past_last_character():
    src = "op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n]"
    err = error_of(src)
    assert (err.line, err.column) == (2, len("  y[n] = x[n]") + 1)


def test_not_utf8():
    with pytest.raises(jr.DSLError) as info:
        load(b"op f(x: f32[N]) -> y: f32[N] { y[n] = x[n] } # \xff\xfe", "b.opdsl")
    assert info.value.line == 1 and "UTF-8" in info.value.message


def test_load_ops_reports_file_name(tmp_path):
    p = tmp_path / "broken.opdsl"
    p.write_text("op f(x: f32[N]) -> y: f32[N] {\n  y[n] = nope[n]\n}\n")
    with pytest.raises(jr.DSLError) as info:
        jr.load_ops(p)
    assert info.value.filename == str(p)
    assert str(info.value).startswith(f"{p}:2:10: undefined tensor 'nope'")


def test_check_cli_exit_code(tmp_path, capsys):
    from jit_runtime.cli import main
    p = tmp_path / "broken.opdsl"
    p.write_text("op f(x: f32[N]) -> y: f32[N] {\n  y[n] = nope[n]\n}\n")
    assert main(["check", str(p)]) == 1
    assert "broken.opdsl:2:10" in capsys.readouterr().err
    good = tmp_path / "good.opdsl"
    good.write_text("op g(x: f32[...]) -> y: f32[...] { y[...] = x[...] * 2.0 }\n")
    assert main(["check", str(good)]) == 0
