"""The real-model suite's runner (jit_runtime.bench.realmodels): the export itself needs
torch, which the tests do not install, so the runner is driven here on a model built in
code; the CLI says what to install when torch is missing."""
import math

import numpy as np
import onnx
import pytest

from jit_runtime import cli
from jit_runtime.bench import models, peak, realmodels, suite, zoo

pytest.importorskip("onnxruntime")


@pytest.fixture(scope="module")
def quick_peak():
    return peak.measure_peak(quick=True)


def test_measure_checks_then_times_each_thread_count(tmp_path, quick_peak):
    model, feeds = models.resnet_block(16, 14)
    path = tmp_path / "block.onnx"
    onnx.save(model, str(path))
    opts = realmodels.Options(repeats=2, threads=(1, 2), openvino=False)
    rows = realmodels.measure(dict(model="block", opset=20, family="test"), str(path), feeds, opts, quick_peak)
    assert [r["threads"] for r in rows] == [1, 2]
    for r in rows:
        assert r["status"] == "" and r["max_rel_err"] <= realmodels.REL_TOL
        assert r["ours_ms"] > 0 and r["ort_ms"] > 0 and r["ratio"] == pytest.approx(r["ort_ms"] / r["ours_ms"])
        assert r["gflops"] == pytest.approx(r["flops"] / r["ours_ms"] / 1e6)
    assert "block" in realmodels.format_row(rows[0])


def test_a_model_that_fails_is_an_error_row(tmp_path, quick_peak):
    path = tmp_path / "broken.onnx"
    path.write_bytes(b"not a model")
    rows = realmodels.measure(dict(model="broken", opset=17, family="test"), str(path), {}, realmodels.Options(),
                              quick_peak)
    assert len(rows) == 1 and rows[0]["status"] == "ERROR"
    assert "ERROR" in realmodels.format_row(rows[0])


def test_errors_count_a_nan_only_one_side_has_as_wrong():
    ref = [np.array([1.0, 2.0], np.float32)]
    assert suite.errors([np.array([1.0, np.nan], np.float32)], ref) == (math.inf, math.inf)
    assert suite.errors([np.array([np.nan], np.float32)], [np.array([np.nan], np.float32)]) == (0.0, 0.0)
    assert suite.errors([np.array([1.0, 2.5], np.float32)], ref)[1] == pytest.approx(0.25)


def test_summary_is_geometric_mean_worst_and_scaling():
    rows = [dict(model="a", opset=17, threads=1, ratio=0.5, ours_ms=4.0, ort_ms=2.0),
            dict(model="b", opset=17, threads=1, ratio=2.0, ours_ms=1.0, ort_ms=2.0),
            dict(model="a", opset=17, threads=2, ratio=1.0, ours_ms=2.0, ort_ms=2.0),
            dict(model="b", opset=17, threads=2, ratio=1.0, ours_ms=0.5, ort_ms=0.5)]
    by = realmodels.summary(rows, (1, 2))
    assert by[0]["geomean"] == pytest.approx(1.0) and by[0]["worst"] == "a op17" and by[0]["worst_ratio"] == 0.5
    assert by[2]["scaling"] == pytest.approx(2.0) and by[2]["ort_scaling"] == pytest.approx(2.0)


def test_zoo_selects_models_by_name_and_opset():
    keys = {m.key(o) for m, o in zoo.selected(None)}
    assert len(keys) == len(zoo.MODELS) * len(zoo.OPSETS)
    assert {m.key(o) for m, o in zoo.selected("resnet18")} == {"resnet18_op13", "resnet18_op17"}
    assert {m.key(o) for m, o in zoo.selected("bert*op17")} == {"bert_l4_d256_s128_op17"}
    assert zoo.selected("nosuch") == []


def test_cli_without_torch_says_what_to_install(capsys, monkeypatch):
    monkeypatch.setattr(zoo, "available", lambda: "torch is not installed: pip install 'jit-runtime[bench]'")
    assert cli.main(["bench", "--models"]) == 2
    assert "jit-runtime[bench]" in capsys.readouterr().err
