"""docs/onnx_ops.md is the table jit_runtime.onnx.optable generates from the bindings'
registry: a binding added, removed or given another opset range without regenerating it
fails here (python -m jit_runtime.onnx.optable --write docs/onnx_ops.md)."""
from __future__ import annotations

from pathlib import Path

from jit_runtime.onnx import optable
from jit_runtime.onnx.bindings import SUPPORTED

DOC = Path(__file__).resolve().parents[1] / "docs" / "onnx_ops.md"


def test_the_table_is_current():
    assert DOC.read_text(encoding="utf-8") == optable.render(), \
        "docs/onnx_ops.md is stale: python -m jit_runtime.onnx.optable --write docs/onnx_ops.md"


def test_every_op_type_has_a_row_with_its_range():
    text = optable.render()
    for op, (lo, hi) in SUPPORTED.items():
        assert f"| {op} | {lo}-{hi} |" in text
    assert f"{len(SUPPORTED)} op types." in text


def test_the_command_writes_the_file(tmp_path, capsys):
    out = tmp_path / "ops.md"
    assert optable.main(["--write", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == optable.render()
    assert optable.main([]) == 0
    assert capsys.readouterr().out == optable.render()
