"""The speed suite (jit_runtime.bench): it runs, its JSON is well-formed, its models are
valid ONNX that our runtime runs matching onnxruntime, a failing row reports instead of
ending the suite, and it works without onnxruntime."""
import json

import numpy as np
import onnx
import pytest

from jit_runtime import cli
from jit_runtime.bench import cases, models, peak, suite

ort = pytest.importorskip("onnxruntime")

BUILDERS = {
    "mlp": lambda: models.mlp(1),
    "small_cnn_b2": lambda: models.small_cnn(2),
    "resnet_block": lambda: models.resnet_block(16, 14),
    "encoder_gelu": lambda: models.encoder_layer(64, 16, heads=4, ffn=128),
    "encoder_relu": lambda: models.encoder_layer(64, 16, heads=2, ffn=128, activation="Relu"),
    "conv_dw": lambda: models.conv(8, 8, 12, 3, group=8),
    "conv_1x1": lambda: models.conv(16, 8, 12, 1),
    "matmul": lambda: models.matmul(3, 17, 5),
    "one_node": lambda: models.one_node(16),
}


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_models_are_valid_and_match_onnxruntime(name):
    import jit_runtime as jr
    model, feeds = BUILDERS[name]()
    onnx.checker.check_model(model, full_check=True)
    ref = suite.ort_session(model, 1)(feeds)
    for threads in (1, 2):
        ours = list(jr.Session(model, threads=threads).run(feeds).values())
        abs_err, rel_err = suite.errors(ours, ref)
        assert rel_err <= suite.REL_TOL, (name, threads, abs_err, rel_err)


def test_full_size_models_check_and_count_work():
    for build in (lambda: models.mlp(1), lambda: models.small_cnn(8), models.resnet_block, models.encoder_layer):
        model, _ = build()
        onnx.checker.check_model(model, full_check=True)
    flops, nbytes = models.work(models.matmul(512, 512, 512)[0])
    assert flops == 2 * 512 ** 3 and nbytes == 3 * 512 * 512 * 4
    flops, _ = models.work(models.conv(64, 64, 56, 3)[0])
    assert flops == 2 * 64 * 56 * 56 * 64 * 9
    flops, _ = models.work(models.encoder_layer()[0])  # 4 projections, 2 attention products, FFN
    assert flops == 2 * (4 * 128 * 256 * 256 + 2 * 4 * 128 * 128 * 64 + 2 * 128 * 256 * 1024)


def test_cli_bench_prints_rows_and_writes_json(tmp_path, capsys):
    path = tmp_path / "bench.json"
    rc = cli.main(["bench", "--only", "one-node,gemv", "--repeats", "2", "--quick-peak", "--json", str(path)])
    out = capsys.readouterr().out
    assert rc == 0
    assert "measured peak compute" in out and "gemv 1x768 @ 768x3072" in out and "one-node 16 floats" in out
    result = json.loads(path.read_text())
    assert result["peak"]["gflops"]["1"] > 0 and result["peak"]["copy_gbps"] > 0
    rows = {(r["case"], r["threads"]): r for r in result["rows"]}
    gemv = rows[("gemv 1x768 @ 768x3072", 1)]
    assert gemv["status"] in ("PASS", "FAIL") and gemv["ratio"] > 0 and gemv["numpy_ms"] > 0
    assert gemv["max_rel_err"] <= suite.REL_TOL and gemv["gflops"] > 0
    assert ("gemv 1x768 @ 768x3072", 2) in rows
    overhead = rows[("one-node 16 floats", 1)]
    assert overhead["ours_ms"] > 0 and overhead["target"] == "<=4us"


def test_every_target_row_exists():
    names = [c.name for c in cases.all_cases()]
    assert len(names) == len(set(names)) == 12
    assert [c.name for c in suite.selected("conv 3x3*")] == ["conv 3x3 64ch 56x56", "conv 3x3 128ch 28x28"]
    assert [c.name for c in suite.selected("MLP")] == ["MLP 784-1024-1024-10 b1"]


def _unsupported_case():
    def build():
        import jit_runtime as jr
        from onnx import TensorProto, helper
        g = helper.make_graph([helper.make_node("Det", ["x"], ["y"])], "e",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3, 3])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [])])
        model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
        feeds = {"x": np.ones((3, 3), np.float32)}
        return cases.Built(model, feeds, lambda t: (lambda: list(jr.Session(model).run(feeds).values())))
    return cases.Case("det", "model", "compute", build, cases.Target(min_ratio=1.0))


def test_unsupported_op_is_a_row_error_not_a_crash():
    p = peak.Peak(16, 16, {1: 100.0, 2: 200.0}, 20.0, 30.0, 80.0, 80.0)
    rows = suite.run_case(_unsupported_case(), suite.Options(repeats=1), p, has_ort=True)
    assert rows[0]["status"] == "ERROR" and rows[0]["error"] == "unsupported: Det opset 17"
    assert "ERROR unsupported: Det opset 17" in suite.format_row(rows[0], True)


def test_wrong_outputs_fail_the_row():
    good = cases.all_cases()[-1]  # the one-node Relu

    def build():
        b = good.build()
        return cases.Built(b.model, b.feeds, lambda t: (lambda: [np.zeros(16, np.float32)]))
    p = peak.Peak(16, 16, {1: 100.0}, 20.0, 30.0, 80.0, 80.0)
    rows = suite.run_case(cases.Case("wrong", "overhead", "memory", build, cases.Target(max_us=1e9)),
                          suite.Options(repeats=1), p, has_ort=True)
    assert rows[0]["status"] == "FAIL(wrong)" and rows[0]["max_rel_err"] == 1.0


def test_without_onnxruntime_the_columns_say_so(monkeypatch, capsys):
    monkeypatch.setattr(suite, "ort_available", lambda: False)
    result = suite.run(suite.Options(repeats=1, only="one-node", threads=(1,), quick_peak=True))
    out = capsys.readouterr().out
    assert suite.ORT_MISSING in out
    row = result["rows"][0]
    assert row["ort_ms"] is None and row["ratio"] is None and row["max_rel_err"] == 0.0


def test_plot_without_matplotlib_says_how(monkeypatch, tmp_path, capsys):
    import builtins
    real = builtins.__import__

    def no_matplotlib(name, *a, **k):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ImportError(name)
        return real(name, *a, **k)
    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    rc = cli.main(["bench", "--only", "one-node", "--plot", str(tmp_path / "r.png")])
    assert rc == 2 and "pip install 'jit-runtime[plot]'" in capsys.readouterr().err


def test_fma_loop_is_vector_fmas():
    from jit_runtime.jit import emit_asm
    asm = emit_asm(peak.fma_ir(16, 16) if peak.probe().vector_bits >= 512 else peak.fma_ir(8, 10))
    assert asm.count("vfmadd") >= 10


def test_bursts_time_first_calls_apart():
    """bench.timing.bursts: every fn takes turns in one rotation, `calls` calls a burst;
    a burst's first call (here slow whenever another fn ran last) lands in `first` alone."""
    import time as _time

    from jit_runtime.bench.timing import bursts
    last, counts = [None], {"a": 0, "b": 0}

    def make(name):
        def fn():
            counts[name] += 1
            _time.sleep(0.004 if last[0] != name else 0.0005)
            last[0] = name
        return fn
    steady, first = bursts({"a": make("a"), "b": make("b")}, repeats=5, calls=3, warmup=1)
    assert counts == {"a": 1 + 5 * 3, "b": 1 + 5 * 3}
    for name in ("a", "b"):
        assert first[name] >= 0.004 and steady[name] < 0.003
