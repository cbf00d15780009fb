"""Real exported models against onnxruntime: every tests/models/*.onnx (small ResNet,
Inception, DenseNet, ShuffleNet, MobileNet and a TransformerEncoderLayer, exported from
PyTorch at opsets 9 to 18 by tests/models/export.py, which these tests never import) runs
through jit_runtime.run with no fallback and matches onnxruntime (1 thread) within 1e-4
relative to the output's largest magnitude. Models with a symbolic batch dimension run at
batch 2, and through one Session at batches 1, 2, 1 (re-planning per shape)."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import onnx
import pytest

import jit_runtime as jr

MODELS = Path(__file__).resolve().parent / "models"
FILES = sorted(MODELS.glob("*.onnx"))

# file name -> the precise jit_runtime bug that makes it fail (model, node, op type,
# symptom). Each listed case is marked xfail; remove the entry once the bug is fixed.
XFAIL: dict[str, str] = {}

REL = 1e-4


def _bindings():
    mod = pytest.importorskip("jit_runtime.onnx.bindings")
    if not hasattr(mod, "bind"):
        pytest.skip("jit_runtime.onnx.bindings is not complete yet (no bind())")


def _ort_session(path):
    ort = pytest.importorskip("onnxruntime")
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    return ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])


def _input(path, batch):
    """The model's one input: name, and a fixed random array (symbolic dims = batch)."""
    m = onnx.load(path, load_external_data=False)
    inits = {i.name for i in m.graph.initializer}
    (inp,) = [i for i in m.graph.input if i.name not in inits]
    dims = [d.dim_value if d.HasField("dim_value") else batch for d in inp.type.tensor_type.shape.dim]
    dynamic = any(not d.HasField("dim_value") for d in inp.type.tensor_type.shape.dim)
    seed = sum(map(ord, path.name)) + batch
    return inp.name, np.random.default_rng(seed).standard_normal(dims).astype(np.float32), dynamic


def _is_dynamic(path):
    return _input(path, 1)[2]


def _compare(name, got: dict, want: list, output_names: list[str]):
    assert list(got) == output_names, f"{name}: outputs {list(got)}, onnxruntime has {output_names}"
    for key, b in zip(output_names, want):
        a = got[key]
        assert a.shape == b.shape and a.dtype == b.dtype, f"{name}/{key}: {a.shape} {a.dtype} vs ort {b.shape} {b.dtype}"
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        scale = float(np.max(np.abs(b64)))
        assert scale > 0 and np.all(np.isfinite(a64)), f"{name}/{key}: non-finite output or all-zero reference"
        err = float(np.max(np.abs(a64 - b64))) / scale
        assert err <= REL, f"{name}/{key}: max|ours - ort| / max|ort| = {err:.3g} > {REL}"
        np.testing.assert_allclose(a64, b64, rtol=REL, atol=1e-5 * scale, err_msg=f"{name}/{key}")


def _params():
    out = []
    for f in FILES:
        marks = [pytest.mark.xfail(reason=XFAIL[f.name], strict=True)] if f.name in XFAIL else []
        out.append(pytest.param(f, id=f.stem, marks=marks))
    return out


def test_model_set_covers_the_architectures_and_opsets():
    assert not (set(XFAIL) - {f.name for f in FILES}), "XFAIL names a file that does not exist"
    names = {f.stem for f in FILES}
    for family in ("resnet", "inception", "densenet", "shufflenet", "mobilenet", "transformer"):
        assert sum(n.startswith(family + "_") for n in names) >= 2, f"fewer than two {family} exports"
    opsets = {int(re.search(r"_op(\d+)", n).group(1)) for n in names}
    assert {9, 11, 13, 15, 17, 18} <= opsets
    assert any(_is_dynamic(f) for f in FILES)
    for f in FILES:
        assert f.stat().st_size < 1 << 20, f"{f.name} is over 1 MB"
        m = onnx.load(f)
        declared = {o.domain or "": o.version for o in m.opset_import}[""]
        assert declared == int(re.search(r"_op(\d+)", f.stem).group(1)), f.name


@pytest.mark.parametrize("path", _params())
def test_model_matches_onnxruntime(path):
    _bindings()
    name, x, dynamic = _input(path, 2)
    ort = _ort_session(path)
    outputs = [o.name for o in ort.get_outputs()]
    want = ort.run(None, {name: x})
    _compare(path.name, jr.run(path, {name: x}), want, outputs)


@pytest.mark.parametrize("path", [p for p in _params() if _is_dynamic(p.values[0])])
def test_dynamic_batch_session_replans(path):
    _bindings()
    ort = _ort_session(path)
    outputs = [o.name for o in ort.get_outputs()]
    s = jr.Session(path)
    for batch in (1, 2, 1, 2):  # the second time each shape runs out of its arena
        name, x, _ = _input(path, batch)
        _compare(f"{path.name} batch {batch}", s.run({name: x}), ort.run(None, {name: x}), outputs)
    assert s.plan.conflicts() == []
