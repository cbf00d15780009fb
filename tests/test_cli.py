"""The command line: every verb with good and bad arguments. Bad arguments are one line
on stderr and exit 2, a failed check exit 1, never a traceback (unless --debug)."""
from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import warnings

import numpy as np
import pytest
from onnx import TensorProto, helper, save

import jit_runtime as jr
from jit_runtime.cli import main


def run(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return rc, out, err


def usage(capsys, *argv, says: str = ""):
    """A usage error: exit 2, one line naming the verb, mentioning `says`."""
    rc, out, err = run(capsys, *argv)
    lines = err.strip().splitlines()
    assert rc == 2, (argv, rc, out, err)
    assert len(lines) == 1 and lines[0].startswith("jit-runtime"), err
    assert says in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def dynamic_model(tmp_path):
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["h"], name="r"),
                           helper.make_node("Tanh", ["h"], ["y"], name="t")], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 8])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", 8])])
    path = tmp_path / "dyn.onnx"
    save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), str(path))
    return str(path)


@pytest.fixture
def opdsl(tmp_path):
    p = tmp_path / "mine.opdsl"
    p.write_text("# twice: x + x\nop twice(x: f32[...], k: f32 = 1.0) -> y: f32[...] { y[...] = k * x[...] + x[...] }\n")
    return str(p)


# --- the command itself ------------------------------------------------------------------

def test_version_help_and_unknown_verb(capsys):
    rc, out, _ = run(capsys, "--version")
    assert rc == 0 and out.startswith(f"jit-runtime {jr.__version__} (llvmlite ") and "LLVM" in out
    rc, out, _ = run(capsys, "--help")
    assert rc == 0 and "consistency" in out and "Exit status" in out
    usage(capsys, "frobnicate", says="invalid choice: 'frobnicate'")
    usage(capsys, says="required")
    usage(capsys, "tune", "relu", "--budget", "soon", says="invalid float value: 'soon'")


def test_python_dash_m_and_the_script_agree():
    env = {**os.environ, "JIT_RUNTIME_LOG": ""}
    a = subprocess.run([sys.executable, "-m", "jit_runtime", "--version"], capture_output=True, text=True, env=env)
    assert a.returncode == 0 and a.stdout.startswith("jit-runtime ")
    b = subprocess.run([sys.executable, "-m", "jit_runtime", "run", "--device", "aarch64-sve"],
                       capture_output=True, text=True, env=env)
    assert b.returncode == 2 and "Traceback" not in b.stderr
    assert b.stderr.strip() == b.stderr.strip().splitlines()[0]  # one line
    assert "device aarch64-sve can't run here" in b.stderr and "jit-runtime lower --device" in b.stderr


def test_debug_shows_the_traceback_of_an_unexpected_error(capsys, monkeypatch):
    from jit_runtime.cli import ops
    monkeypatch.setattr(ops, "cmd_probe", lambda args: {}["boom"])
    rc, _, err = run(capsys, "probe")
    assert rc == 1 and err.strip() == "jit-runtime probe: unexpected KeyError: 'boom' (--debug shows where)"
    with pytest.raises(KeyError):
        main(["probe", "--debug"])
    with pytest.raises(KeyError):
        main(["--debug", "probe"])


def test_warnings_print_as_one_line(capsys, monkeypatch):
    from jit_runtime.cli import ops
    monkeypatch.setattr(ops, "cmd_probe", lambda args: warnings.warn("the disk cache is off", RuntimeWarning) or 0)
    rc, _, err = run(capsys, "probe")
    assert rc == 0 and err.strip() == "jit-runtime: warning: the disk cache is off"


def test_log_levels(capsys):
    rc, _, err = run(capsys, "--log", "debug", "lower", "relu", "--shape", "5")
    assert rc == 0 and "jit_runtime DEBUG" not in err  # lowering alone decides nothing
    rc, _, err = run(capsys, "--log", "debug", "tune", "relu", "--shape", "5", "--budget", "0.2")
    assert rc == 0 and "jit_runtime INFO jit_runtime.tuning: tuned op relu" in err
    assert not logging.getLogger("jit_runtime").handlers[1:]  # (the NullHandler only, afterwards)
    usage(capsys, "--log", "chatty", "probe", says="debug, info, warning")


# --- ops, check, lower, probe, demo -------------------------------------------------------

def test_ops(capsys, opdsl):
    rc, out, _ = run(capsys, "ops")
    assert rc == 0 and "conv2d(x: f32[N, C, H, W]" in out and "((" not in out
    assert "matmul_panels" not in out
    rc, out, _ = run(capsys, "ops", "--all")
    assert "matmul_panels(" in out
    rc, out, _ = run(capsys, "ops", "softmax")
    assert rc == 0 and "along the last axis" in out and "variants: scalar, simd" in out
    rc, out, _ = run(capsys, "ops", "--file", opdsl)
    assert out.strip() == "twice(x: f32[...], k: f32 = 1.0) -> y: f32[...]"
    usage(capsys, "ops", "sofmax", says="did you mean softmax")


def test_check(capsys, opdsl, tmp_path):
    rc, out, _ = run(capsys, "check", opdsl)
    assert rc == 0 and out.startswith("ok  twice(")
    bad = tmp_path / "bad.opdsl"
    bad.write_text("op f(x: f32[N]) -> y: f32[N] {\n  y[n] = nope[n]\n}\n")
    rc, _, err = run(capsys, "check", str(bad))
    assert rc == 1 and f"{bad}:2:10: undefined tensor 'nope'" in err
    usage(capsys, "check", "foo.txt", says="no such file: foo.txt")
    usage(capsys, "check", str(tmp_path), says="is a directory")
    # a file whose text is a path is read as the file's text, never as a path
    (tmp_path / "named.opdsl").write_text(opdsl)
    rc, _, err = run(capsys, "check", str(tmp_path / "named.opdsl"))
    assert rc == 1 and "syntax error" in err


def test_lower(capsys, opdsl):
    rc, out, _ = run(capsys, "lower", "softmax", "--shape", "8x128")
    assert rc == 0 and "for " in out
    rc, out, _ = run(capsys, "lower", "twice", "--file", opdsl, "--variant", "scalar", "--attr", "k=2.5")
    assert rc == 0
    rc, out, _ = run(capsys, "lower", "relu", "--variant", "simd@x86-64-v3/t1", "--emit", "llvm")
    assert rc == 0 and "<8 x float>" in out
    rc, out, _ = run(capsys, "lower", "relu", "--device", "aarch64-sve", "--emit", "llvm")
    assert rc == 0 and "vscale" in out
    usage(capsys, "lower", "nosuch", says="no op 'nosuch' in the operator library")
    assert "conv2d" in usage(capsys, "lower", "nosuch")  # the whole library, though lazily loaded
    usage(capsys, "lower", "softmax", "--variant", "fast", says="unknown variant 'fast'")
    usage(capsys, "lower", "softmax", "--device", "vax", says="unknown device profile 'vax'")
    usage(capsys, "lower", "softmax", "--shape", "8x", says="dims like 1x3x224x224")
    usage(capsys, "lower", "softmax", "--shape", "8", "--shape", "9", says="takes 1 input")
    usage(capsys, "lower", "conv2d", "--attr", "stride_h", says="--attr takes NAME=VALUE")
    usage(capsys, "lower", "conv2d", "--attr", "stride_h=1.5", says="'stride_h' of op conv2d is int")
    usage(capsys, "lower", "conv2d", "--attr", "stride=2", says="no attribute 'stride'")
    usage(capsys, "lower", "twice", "--file", "missing.opdsl", says="no such file")
    usage(capsys, "lower", "thrice", "--file", opdsl, says="no op 'thrice' in")
    usage(capsys, "lower", "relu", "--emit", "pdf", says="invalid choice")


def test_probe_and_demo(capsys):
    rc, out, _ = run(capsys, "probe")
    assert rc == 0 and "vector bits" in out and "aarch64-sve" in out
    rc, out, _ = run(capsys, "demo")
    assert rc == 0 and "softmax" in out
    usage(capsys, "probe", "now", says="unrecognized arguments: now")


# --- consistency ----------------------------------------------------------------------------

def test_consistency(capsys, dynamic_model, opdsl, tmp_path):
    rc, out, _ = run(capsys, "consistency", "softmax", "--devices", "x86-64,x86-64-v3", "--variants", "simd")
    assert rc == 0 and "2 passed, 0 failed" in out
    row = next(line for line in out.splitlines() if line.startswith("softmax"))
    assert "rel=1e-05 abs=0" in row and "%" in row  # the contract and the share of it used
    rc, out, _ = run(capsys, "consistency", opdsl, "--devices", "x86-64")
    assert rc == 0 and out.count("twice ") == 2
    rc, out, _ = run(capsys, "consistency", "relu", "--shape", "3x5", "--devices", "x86-64")
    assert rc == 0 and "2 passed" in out
    # a model with a symbolic dim: --shape NAME=DIMS or --input NAME=FILE.npy
    rc, out, err = run(capsys, "consistency", dynamic_model, "--devices", "x86-64", "--shape", "x=3x8")
    assert rc == 0 and "generated float32 (3, 8)" in err and "2 passed" in out
    np.save(tmp_path / "x.npy", np.linspace(-3, 3, 16, dtype=np.float32).reshape(2, 8))
    rc, out, err = run(capsys, "consistency", dynamic_model, "--devices", "x86-64",
                       "--input", f"x={tmp_path / 'x.npy'}", "--variants", "lut")
    assert rc == 0 and "(2, 8) (from --input)" in err and "skipped" in out  # relu offers no lut
    usage(capsys, "consistency", "relu", "--variants", "fast", says="unknown variant 'fast'")
    usage(capsys, "consistency", "relu", "--variants", "lut", says="op relu offers variants scalar, simd")
    usage(capsys, "consistency", "relu", "--devices", "vax", says="unknown device 'vax'")
    usage(capsys, "consistency", "nosuch", says="no op 'nosuch'")
    usage(capsys, "consistency", "missing.onnx", says="no such file: missing.onnx")
    usage(capsys, "consistency", dynamic_model, "--shape", "3x8", says="NAME=DIMS")
    usage(capsys, "consistency", dynamic_model, "--shape", "y=3x8", says="no input 'y' (inputs: x)")
    usage(capsys, "consistency", "library", "--shape", "3", says="need one op")


def test_consistency_failure_is_exit_1(capsys, monkeypatch):
    from jit_runtime import consistency as C
    monkeypatch.setattr(C, "compare_used", lambda *a: (False, 1.0, 1.0, 1.0, 2.0))
    rc, out, err = run(capsys, "consistency", "relu", "--devices", "x86-64")
    assert rc == 1 and "fail" in out and err.strip().endswith("outside the contract or failing")


# --- tune, perf, cache ------------------------------------------------------------------------

def test_tune_an_op_and_call_its_choice(capsys):
    rc, out, _ = run(capsys, "tune", "relu", "--shape", "4x67", "--budget", "1")
    assert rc == 0
    best = next(line for line in out.splitlines() if line.startswith("best: variant='"))
    choice = best.split("'")[1]
    x = np.linspace(-1, 1, 268, dtype=np.float32).reshape(4, 67)
    np.testing.assert_array_equal(jr.ops.relu(x, variant=choice), np.maximum(x, 0))
    usage(capsys, "tune", "relu", says="give the input shapes")
    usage(capsys, "tune", "relu", "--shape", "4", "--budget", "0", says="--budget must be a positive")
    usage(capsys, "tune", "relu", "--shape", "0x5", says="has no elements")
    usage(capsys, "tune", "relu", "--shape", "4", "--shape", "4", says="takes 1 input")
    usage(capsys, "tune", "conv2d", "--shape", "1x1x4x4", "--shape", "1x1x3x3", "--shape", "1",
          "--attr", "stride_h", says="--attr takes NAME=VALUE")
    usage(capsys, "tune", "nosuch", "--shape", "4", says="no op 'nosuch'")


def test_tune_a_model(capsys, dynamic_model):
    rc, out, err = run(capsys, "tune", dynamic_model, "--shape", "x=4x8", "--budget", "2")
    assert rc == 0 and "distinct op calls" in err
    assert "4x8" in out and "tuned " in out
    usage(capsys, "tune", dynamic_model, "--attr", "k=1", says="for one op")
    usage(capsys, "tune", "nosuch.onnx", says="no such file")


def test_perf(capsys, tmp_path):
    path = tmp_path / "perf.json"
    rc, out, _ = run(capsys, "perf", "export", str(path))
    assert rc == 0 and path.exists()
    rc, out, _ = run(capsys, "perf", "import", str(path))
    assert rc == 0 and out.startswith("imported ")
    rc, out, _ = run(capsys, "perf", "show")
    assert rc == 0 and "measurements" in out
    usage(capsys, "perf", "export", says="export needs a file")
    usage(capsys, "perf", "import", "missing.json", says="no such file: missing.json")
    (tmp_path / "bad.json").write_text("{oops")
    usage(capsys, "perf", "import", str(tmp_path / "bad.json"), says="is not JSON")
    (tmp_path / "other.json").write_text(json.dumps({"format": "something else"}))
    usage(capsys, "perf", "import", str(tmp_path / "other.json"), says="not a jit_runtime performance database")
    usage(capsys, "perf", "export", str(tmp_path / "no" / "dir.json"), says="no directory")
    usage(capsys, "perf", "show", "extra.json", says="takes no file")
    usage(capsys, "perf", "drop", says="invalid choice")


def test_cache(capsys):
    rc, out, _ = run(capsys, "cache", "info")
    assert rc == 0 and "path" in out
    rc, out, _ = run(capsys, "cache", "why", "relu", "--shape", "4")
    assert rc == 0
    usage(capsys, "cache", "why", says="why needs the op")
    usage(capsys, "cache", "why", "nosuch", says="no op 'nosuch'")
    usage(capsys, "cache", "info", "relu", says="takes no op")


# --- run, bench -----------------------------------------------------------------------------

def test_run(capsys, dynamic_model, tmp_path):
    rc, out, err = run(capsys, "run", "--repeat", "3")
    assert rc == 0 and "output probs" in out and "inputs: input (1, 3, 32, 32)" in out
    rc, out, err = run(capsys, "run", dynamic_model, "--shape", "x=2x8", "--output", str(tmp_path / "o.npz"),
                       "--profile", str(tmp_path / "t.json"), "--explain")
    assert rc == 0 and "inputs: x (2, 8)" in out and (tmp_path / "t.json").exists()
    assert np.load(tmp_path / "o.npz")["y"].shape == (2, 8)
    rc, out, err = run(capsys, "run", dynamic_model)
    assert rc == 0 and "n=1 (--shape x=... to choose)" in err
    usage(capsys, "run", "--device", "aarch64-sve", says="can't run here")
    usage(capsys, "run", "--device", "vax", says="unknown device profile")
    usage(capsys, "run", "missing.onnx", says="no such file: missing.onnx")
    usage(capsys, "run", "--input", "x", says="NAME=FILE.npy")
    usage(capsys, "run", "--input", "input=missing.npy", says="no file missing.npy")
    usage(capsys, "run", "--shape", "nope=1x2", says="no input 'nope' (inputs: input)")
    usage(capsys, "run", "--shape", "input=1x3x32", says="does not fit the model's input 'input' (1, 3, 32, 32)")
    usage(capsys, "run", "--threads", "0", says="--threads must be positive")
    usage(capsys, "run", "--compare", "onnxruntime", says="go with --bench")
    np.save(tmp_path / "f64.npy", np.zeros((1, 3, 32, 32)))
    usage(capsys, "run", "--input", f"input={tmp_path / 'f64.npy'}", says="the file holds float64; the model's input 'input' is float32")


def test_run_precision_auto(capsys, tmp_path):
    image = np.random.default_rng(0).standard_normal((1, 3, 32, 32)).astype(np.float32)
    np.save(tmp_path / "in.npy", image)
    rc, out, err = run(capsys, "run", "--precision", "auto", "--accuracy", "0.05", "--input",
                       f"input={tmp_path / 'in.npy'}", "--repeat", "2", "--explain")
    assert rc == 0 and "precision auto, accuracy 0.05:" in err and "1 given validation inputs" in err
    assert "precision auto, accuracy 0.05:" in out  # explain() leads with the report
    usage(capsys, "run", "--accuracy", "0.01", says="--accuracy goes with --precision auto")
    usage(capsys, "run", "--precision", "auto", "--accuracy", "2", says="--accuracy must be in (0, 1)")
    usage(capsys, "run", "--precision", "half", says="invalid choice")


def test_run_bench_against_onnxruntime(capsys, tmp_path):
    pytest.importorskip("onnxruntime")
    rc, out, err = run(capsys, "run", "--bench", "--runs", "30", "--warmup", "3", "--compare", "onnxruntime")
    assert rc == 0 and "outputs agree with onnxruntime" in err
    head = next(line for line in out.splitlines() if line.startswith("runtime"))
    assert head.split()[:8] == ["runtime", "threads", "p50", "p90", "p99", "max", "mean", "p99/mean"]
    names = [line.split()[0] for line in out.splitlines() if line.startswith(("jit_runtime ", "onnxruntime "))]
    assert names[:2] == ["jit_runtime", "onnxruntime"]  # the rows, then the summary lines
    assert "30 timed runs each after 3 warm-up runs" in out and "the 5% bar" in out
    usage(capsys, "run", "--bench", "--runs", "0", says="--runs must be positive")


def test_run_bench_plot(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    rc, out, _ = run(capsys, "run", "--bench", "--runs", "20", "--warmup", "2", "--plot", str(tmp_path / "h.png"))
    assert rc == 0 and (tmp_path / "h.png").read_bytes()[:4] == b"\x89PNG"


def test_bench_usage(capsys):
    usage(capsys, "bench", "--only", "nosuch", says="no case matches --only 'nosuch'")
    usage(capsys, "bench", "--threads", "x", says="--threads takes")
