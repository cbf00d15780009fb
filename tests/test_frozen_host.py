"""Frozen plans with host steps (onnx/frozen_host.py): a model whose replay runs Python
between its native segments (a gather by fed indices, a mask made from a fed int64
tensor, as transformers do) is frozen too; the next process binds only those nodes, and
its outputs follow each run's feeds, equal bit for bit to the process that froze it and
to numpy's. A host step the graph no longer matches makes the plan unusable (removed)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import jit_runtime as jr
from jit_runtime.jit.cache import CacheWarning
from jit_runtime.onnx import frozen, record

EMB = np.random.default_rng(1).standard_normal((10, 8)).astype(np.float32)


def build() -> onnx.ModelProto:
    nodes = [helper.make_node("Gather", ["emb", "ids"], ["g"], name="gather"),
             helper.make_node("ReduceMean", ["g"], ["r"], axes=[1], keepdims=0, name="mean"),
             helper.make_node("Cast", ["mask"], ["c"], to=TensorProto.BOOL, name="cast"),
             helper.make_node("Where", ["c", "x", "neg"], ["w"], name="where"),
             helper.make_node("Add", ["w", "r"], ["a"], name="add"),
             helper.make_node("Relu", ["a"], ["y"], name="relu")]
    g = helper.make_graph(nodes, "host", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 8]),
                                          helper.make_tensor_value_info("ids", TensorProto.INT64, [2, 3]),
                                          helper.make_tensor_value_info("mask", TensorProto.INT64, [2, 8])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 8])],
                          initializer=[numpy_helper.from_array(EMB, "emb"),
                                       numpy_helper.from_array(np.array(-1e4, np.float32), "neg")])
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])


def feeds(k: int) -> dict:
    rng = np.random.default_rng(k)
    mask = (rng.random((2, 8)) < 0.6).astype(np.int64)
    return {"x": rng.standard_normal((2, 8)).astype(np.float32), "ids": rng.integers(0, 10, (2, 3)),
            "mask": mask}


def reference(f: dict) -> np.ndarray:
    r = EMB[f["ids"]].astype(np.float64).mean(axis=1)
    return np.maximum(np.where(f["mask"] != 0, f["x"], -1e4) + r, 0)


PROCESS = """
import json, sys
import numpy as np
import jit_runtime as jr
sys.path.insert(0, sys.argv[2])
from test_frozen_host import feeds
s = jr.Session(sys.argv[1], progress=False)
outs = [s.run(feeds(k))["y"].tolist() for k in range(4)]
p = s.load_profile()
print(json.dumps({"frozen": p.frozen, "record": p.record, "compiled": p.compiled, "stages": p.stages,
                  "outs": outs}))
"""


@pytest.fixture
def path(tmp_path, monkeypatch):
    monkeypatch.setenv("JIT_RUNTIME_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(record, "RACY_S", 0.0)
    p = tmp_path / "host.onnx"
    onnx.save(build(), str(p))
    return str(p)


def in_a_process(path: str) -> dict:
    r = subprocess.run([sys.executable, "-c", PROCESS, path, os.path.dirname(__file__)], capture_output=True,
                       text=True, timeout=300, env=dict(os.environ))
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def _plan(tmp_path):
    p, = (tmp_path / "cache" / "records").rglob(f"*{frozen.SUFFIX}")
    return p


def test_host_steps_are_frozen_and_follow_the_feeds(path, tmp_path):
    cold = in_a_process(path)
    assert cold["frozen"] == "written" and cold["compiled"] > 0
    body = json.loads(json.loads(_plan(tmp_path).read_bytes())["body"])
    hosts = [e["node"] for e in body["segments"] if "host" in e]
    assert "gather" in hosts and "where" in hosts
    warm = in_a_process(path)
    assert warm["frozen"] == "used" and warm["compiled"] == 0
    assert "binding" not in warm["stages"] and "first run" not in warm["stages"]
    assert warm["outs"] == cold["outs"]  # bit for bit
    for k, out in enumerate(warm["outs"]):
        np.testing.assert_allclose(np.array(out, np.float32), reference(feeds(k)), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("damage", ["node", "kind", "place"])
def test_a_host_step_that_does_not_match_makes_the_plan_unusable(path, tmp_path, damage):
    in_a_process(path)
    p = _plan(tmp_path)
    outer = json.loads(p.read_bytes())
    body = json.loads(outer["body"])
    e = next(e for e in body["segments"] if e.get("node") == "where")
    if damage == "node":
        e["node"] = "no such node"
    elif damage == "kind":
        e["kind"] = "view"
    else:
        at = next(d for d in e["outs"] if d[0] == "at")
        at[1][-1] = 1 << 40  # far past its region
    text = json.dumps(body, separators=(",", ":"))
    import hashlib
    p.write_text(json.dumps({"sha256": hashlib.sha256(text.encode()).hexdigest(), "body": text}))
    with pytest.warns(CacheWarning, match="frozen plan .* unusable"):
        s = jr.Session(path, progress=False)
    assert s.load_profile().frozen != "used"
    for k in range(3):
        np.testing.assert_allclose(s.run(feeds(k))["y"], reference(feeds(k)), rtol=1e-6, atol=1e-6)
    assert s.load_profile().frozen == "written"  # removed, bound from the record, frozen again
    assert in_a_process(path)["frozen"] == "used"
