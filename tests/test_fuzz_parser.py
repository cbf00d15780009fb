"""Parser fuzzing: whatever the bytes, loading ends in checked ops or a DSLError located at
file:line:col with the source line and a caret, within a time bound, through every entry
point (load_ops on text, bytes and a path; `jit-runtime check FILE`).

The long run is a separate command: `python -m tests.fuzz_dsl --inputs 100000`.
"""
from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings

import dsl_programs as P
import fuzz_dsl as F
import jit_runtime as jr
from jit_runtime.dsl import load

SEEDS = P.seed_texts(*F.SEED_DIRS)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


@settings(max_examples=250, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(data=P.fuzz_inputs(SEEDS, heavy=0.01))
def test_fuzzed_input_ends_in_ops_or_located_error(data, workdir):
    F.check_input(data, workdir, full=True)


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(prog=P.programs())
def test_generated_programs_are_valid(prog):
    (cop,) = load(prog.text, "gen.opdsl")
    assert cop.name == prog.name


def test_library_and_examples_load(workdir):
    assert len(SEEDS) >= 7
    for data in SEEDS:
        assert F.check_input(data, workdir) == "ok"


@pytest.mark.parametrize("data", [b"", b" \n\t", b"# only a comment", b"# c\n\n# d\n"])
def test_empty_input_has_no_ops(data, workdir):
    assert F.check_input(data, workdir) == "ok"
    assert len(jr.load_ops(data.decode() + "\n")) == 0


@pytest.mark.parametrize("kind", P.DEEP_KINDS)
def test_ten_thousand_deep_nesting(kind):
    """Regression: 10,000 nested `**` or sum[...] escaped as lark's VisitError wrapping a
    RecursionError, other kinds said 'nested too deeply' at 1:1."""
    data = P.deep_program(kind, 10_000)
    text = data.decode()
    if kind == "paren":  # parentheses alone make no tree levels
        (cop,) = load(data, "deep.opdsl")
        return
    with pytest.raises(jr.DSLError) as info:
        load(data, "deep.opdsl")
    e = info.value
    F.check_error(e, "deep.opdsl", text)
    if kind == "open":
        assert "syntax error" in e.message
    else:
        assert "nested too deeply" in e.message and e.column > 8, str(e)[:300]
        assert e.line == (1 if kind == "dim" else 2)


@pytest.mark.parametrize("kind", [k for k in P.DEEP_KINDS if k != "open"])
def test_nesting_below_the_limit_loads(kind, workdir):
    # x[x[...]] is a checker error at any depth: an index is integer arithmetic
    want = "checker error" if kind == "access" else "ok"
    assert F.check_input(P.deep_program(kind, 150), workdir) == want


@pytest.mark.parametrize("kind", P.HUGE_KINDS)
def test_megabyte_line(kind, workdir):
    body = b"op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n] \n}\n"
    size = P.MB if kind != "chain" else 65536  # a megabyte of tokens is the long run's
    data = body[:44] + P.huge(kind, size) + body[44:]
    F.check_input(data, workdir)


def test_megabyte_comment_and_spaces_load():
    src = "op f(x: f32[N]) -> y: f32[N] {  # " + "c" * P.MB + "\n  y[n] = x[n]" + " " * P.MB + "\n}\n"
    (cop,) = load(src)
    assert cop.name == "f"


def test_huge_integer_literals_are_errors():
    """Regression: an integer literal past Python's 4300-digit str -> int limit escaped as
    VisitError(ValueError); one past 64 bits in an index or shape overflowed later."""
    cases = [("y[n] = x[" + "9" * 5000 + "]", "too long"),
             ("y[n] = x[n + 100000000000000000000]", "does not fit in 64 bits")]
    for stmt, words in cases:
        with pytest.raises(jr.DSLError) as info:
            load("op f(x: f32[N]) -> y: f32[N] {\n  " + stmt + "\n}\n", "big.opdsl")
        assert words in info.value.message and info.value.line == 2
    with pytest.raises(jr.DSLError, match="does not fit in 64 bits"):
        load("op f(x: f32[N]) -> y: f32[N + 100000000000000000000] { y[n] = x[n] }")
    with pytest.raises(jr.DSLError, match="does not fit in 64 bits"):
        load("op f(x: f32[N], a: int = 99999999999999999999) -> y: f32[N] { y[n] = x[n] }")
    # a large integer is still fine as a number
    (cop,) = load("op f(x: f32[N]) -> y: f32[N] { y[n] = x[n] * 100000000000000000000 }")


@pytest.mark.parametrize("sep", ["\x0c", "\x0b", "\u2028", "\x85", "\x1c", "\r"])
def test_error_shows_the_line_the_parser_counted(sep, workdir):
    """Regression: the shown source line came from str.splitlines, which also breaks at
    \\f, \\v, \\x85, \\u2028, ...; the parser counts only \\n, so the caret sat under
    another line's text."""
    src = f"op f(x: f32[N]) -> y: f32[N] {{ # a{sep}b\n  y[n] = q[n]\n}}\n"
    with pytest.raises(jr.DSLError) as info:
        load(src, "lines.opdsl")
    e = info.value
    assert (e.line, e.column) == (2, 10) and e.source_line == "  y[n] = q[n]", str(e)
    F.check_input(src.encode(), workdir)


def test_non_utf8_file_through_the_command_line(tmp_path):
    p = tmp_path / "bad.opdsl"
    p.write_bytes(b"op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n] \xff\xfe\n}\n")
    r = subprocess.run([sys.executable, "-m", "jit_runtime.cli", "check", str(p)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stderr
    assert r.stderr.startswith(f"{p}:2:15: source is not valid UTF-8 (byte 0xff)"), r.stderr
    assert r.stderr.split("\n")[2] == "    " + " " * 14 + "^"
    F.check_input(p.read_bytes(), tmp_path)


def test_time_bound_is_enforced():
    """The deadline the fuzzers rely on does interrupt a slow input."""
    with pytest.raises(F.Timeout):
        with F.deadline(0.2):
            while True:
                pass


def test_byte_order_mark_is_not_text(tmp_path):
    """Regression: a UTF-8 byte order mark (Windows editors write one) was 'syntax error:
    unexpected character'. It is skipped; columns count from the character after it."""
    good = "op f(x: f32[N]) -> y: f32[N] { y[n] = x[n] }\n"
    p = tmp_path / "bom.opdsl"
    p.write_bytes(b"\xef\xbb\xbf" + good.encode())
    assert jr.load_ops(p).names() == ["f"]
    assert [c.name for c in load("\ufeff" + good)] == ["f"]
    with pytest.raises(jr.DSLError) as info:
        load(b"\xef\xbb\xbfop f(x: f32[N]) -> y: f32[N] { y[n] = q[n] }", "bom.opdsl")
    assert (info.value.line, info.value.column) == (1, 39)
    with pytest.raises(jr.DSLError) as info:
        load(b"\xef\xbb\xbfop \xff", "bom.opdsl")
    assert (info.value.line, info.value.column) == (1, 4)
    F.check_input(p.read_bytes(), tmp_path)
