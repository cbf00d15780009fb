"""Cross-device consistency: the report, its failures and skips, the CLI's exit code."""
from __future__ import annotations

import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import consistency as C
from jit_runtime.cli import main
from jit_runtime.cross import CROSS_DEVICES, unavailable

CROSS_READY = all(unavailable(d) is None for d in CROSS_DEVICES)
# the widest x86 profile this host runs natively (AVX-512 on the Xeon, AVX2 on Zen 3)
HAS_V4 = jr.device.runnable(jr.device.profile("x86-64-v4")) is None
WIDE = "x86-64-v4" if HAS_V4 else "x86-64-v3"


def test_native_rows_pass_and_carry_errors():
    devices = ["x86-64", "x86-64-v3"] + (["x86-64-v4"] if HAS_V4 else [])
    r = jr.check_consistency("softmax", devices=devices)
    assert r.ok and len(r.rows) == len(devices) * len(jr.ops.softmax.variants)
    for row in r.rows:
        assert row.status == "pass" and row.device in C.NATIVE
        assert 0 <= row.max_abs_err < 1e-6 and row.max_ulp < 100
    assert "passed" in r.table().splitlines()[-1]


@pytest.mark.skipif(not CROSS_READY, reason="qemu-user or a cross gcc is missing")
def test_every_cross_device_and_length():
    r = jr.check_consistency(["swish", "layernorm", "maxpool2d"], devices="all")
    assert r.ok, r.table()
    bits = {(row.device, row.vector_bits) for row in r.rows}
    assert {("aarch64-sve", b) for b in (128, 256, 512, 2048)} <= bits
    assert {("riscv64-rvv", 128), ("riscv64-rvv", 256), ("aarch64-neon", 128)} <= bits


def test_missing_tools_are_skipped_with_reason(monkeypatch):
    monkeypatch.setattr(C, "unavailable", lambda dev: "qemu-aarch64 not found; apt-get install qemu-user")
    r = jr.check_consistency("relu", devices=[WIDE, "aarch64-sve"])
    skipped = [row for row in r.rows if row.status == "skipped"]
    assert len(skipped) == 4 * len(jr.ops.relu.variants) and r.ok
    assert all("qemu" in row.reason for row in skipped)


def test_a_wrong_result_fails():
    ref = [np.array([1.0, 2.0, np.nan, np.inf])]
    mag = [np.abs(ref[0])]
    good = [np.array([1.0, 2.0 + 1e-6, np.nan, np.inf], np.float32)]
    bad = [np.array([1.0, 2.001, np.nan, np.inf], np.float32)]
    nan = [np.array([1.0, np.nan, np.nan, np.inf], np.float32)]
    assert C.compare(good, ref, mag, 1e-5, 0.0)[0]
    assert not C.compare(bad, ref, mag, 1e-5, 0.0)[0]
    assert not C.compare(nan, ref, mag, 1e-5, 0.0)[0]


def test_given_inputs_and_file(tmp_path):
    p = tmp_path / "mine.opdsl"
    p.write_text("op cube(x: f32[...]) -> y: f32[...] { y[...] = x[...] ** 3 }\n")
    x = np.array([0.5, -2.0, 3.0, np.nan], np.float32)
    r = jr.check_consistency(str(p), inputs=[x], devices=[WIDE])
    assert r.ok and {row.variant for row in r.rows} == {"scalar", "simd"}


def test_cli_exit_codes(monkeypatch, capsys):
    assert main(["consistency", "relu", "--devices", "x86-64-v3"]) == 0
    assert "relu" in capsys.readouterr().out
    monkeypatch.setattr(C, "compare_used", lambda *a: (False, 1.0, 1.0, 1.0, 2.0))
    assert main(["consistency", "relu", "--devices", "x86-64-v3"]) == 1
    assert main(["consistency", "relu", "--devices", "vax"]) == 2


def _demo_model():
    from jit_runtime.onnx import demo
    return demo.path()


def test_a_model_is_checked_as_every_op_its_nodes_run():
    """The demo CNN: two fused convs (one generated op at two shapes), the pool, the Gemm
    and the Softmax, each on the data it saw in one run, in every variant and profile."""
    devices = ["x86-64", WIDE] + (["aarch64-sve@256"] if CROSS_READY else [])
    r = jr.check_consistency(_demo_model(), devices=devices)
    assert r.ok, r.table()
    ops = [row.op for row in r.rows]
    assert {"global_avgpool_nhwc", "softmax"} <= set(ops) and any(o.startswith("conv2d_nhwc_panels_ep") for o in ops)
    assert any(o.startswith("matmul_panels") for o in ops)  # the classifier: its weights laid out as panels
    convs = [row for row in r.rows if row.op.startswith("conv2d_nhwc_panels_ep")]
    assert len(convs) == 2 * len(devices) * 2  # two shapes x devices x (scalar, simd)
    assert all(row.status == "pass" for row in r.rows)


def test_a_model_with_a_wrong_variant_fails(monkeypatch):
    """A variant giving wrong results on the model's data is a failing row naming it."""
    call = jr.kernel.Op.__call__

    def wrong_simd_softmax(self, *args, variant="auto", **kw):
        out = call(self, *args, variant=variant, **kw)
        return out * 0 if self.name == "softmax" and variant == "simd" else out
    monkeypatch.setattr(jr.kernel.Op, "__call__", wrong_simd_softmax)
    r = jr.check_consistency(_demo_model(), devices=[WIDE])
    failed = [(row.op, row.variant) for row in r.rows if row.status == "fail"]
    assert not r.ok and failed == [("softmax", "simd")]


def test_a_model_needs_inputs_when_its_shapes_are_not_static(capsys):
    from onnx import TensorProto, helper
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 8])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", 8])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    with pytest.raises(ValueError, match=r"model input 'x' has shape \('n', 8\).*pass inputs="):
        jr.check_consistency(m, devices=["x86-64"])
    x = np.array([[-1.0, 0.5, np.nan, -0.0, np.inf, -np.inf, 1e-40, 3.0]], np.float32)
    r = jr.check_consistency(m, inputs={"x": x}, devices=["x86-64"])
    assert r.ok and {row.op for row in r.rows} == {"relu"}
    assert main(["consistency", _demo_model(), "--devices", "x86-64"]) == 0
    assert "softmax" in capsys.readouterr().out


@pytest.mark.skipif(not CROSS_READY, reason="qemu-user or a cross gcc is missing")
@pytest.mark.parametrize("op", sorted(op.name for op in C.shipped()))
def test_whole_library_on_every_device(op):
    """The issue's bar: every library op, every variant, every profile and vector length
    (an op a test, so a parallel run spreads them)."""
    r = jr.check_consistency(op)
    assert r.ok, "\n".join(line for line in r.table().splitlines() if " fail " in line)
    skipped = [row for row in r.rows if row.status == "skipped"]
    # only a profile this CPU lacks may be skipped (x86-64-v4 on an AVX2 host), by name
    assert all(row.device == "x86-64-v4" and not HAS_V4 and "avx512f" in row.reason for row in skipped)
