"""LSTM, GRU and RNN through Session against onnxruntime: every direction, both layouts,
ragged sequence_lens (reverse runs each sequence from its own end), initial states,
peepholes, clip, input_forget, linear_before_reset, activations with alpha/beta, and the
named refusals."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto as T, helper

import jit_runtime as jr
from jit_runtime.onnx import UnsupportedModel
from jit_runtime.onnx.session import NodeError

ort = pytest.importorskip("onnxruntime")

GATES = {"LSTM": 4, "GRU": 3, "RNN": 1}


def _model(kind, S, B, I, H, dirs, layout=0, lens=False, init=False, peep=False, bias=True, opset=14, **attrs):
    rng = np.random.default_rng(sum(map(ord, kind)) + S * 7 + B * 11 + H * 13 + dirs + 3 * lens + 5 * init)
    G = GATES[kind]
    inits = [helper.make_tensor("W", T.FLOAT, (dirs, G * H, I), rng.normal(0, 0.5, (dirs, G * H, I)).ravel()),
             helper.make_tensor("R", T.FLOAT, (dirs, G * H, H), rng.normal(0, 0.5, (dirs, G * H, H)).ravel())]
    names = ["X", "W", "R"]
    if bias:
        inits.append(helper.make_tensor("B", T.FLOAT, (dirs, 2 * G * H), rng.normal(0, 0.3, dirs * 2 * G * H)))
    names.append("B" if bias else "")
    graph_in = [helper.make_tensor_value_info("X", T.FLOAT, (B, S, I) if layout else (S, B, I))]
    names.append("lens" if lens else "")
    if lens:
        graph_in.append(helper.make_tensor_value_info("lens", T.INT32, (B,)))
    st = (B, dirs, H) if layout else (dirs, B, H)
    n_states = 2 if kind == "LSTM" else 1
    for k, nm in enumerate(["h0", "c0"][:n_states]):
        names.append(nm if init else "")
        if init:
            graph_in.append(helper.make_tensor_value_info(nm, T.FLOAT, st))
    if peep:
        inits.append(helper.make_tensor("P", T.FLOAT, (dirs, 3 * H), rng.normal(0, 0.5, dirs * 3 * H)))
        names.append("P")
    while names and names[-1] == "":
        names.pop()
    outs = ["Y", "Y_h", "Y_c"][:n_states + 1]
    direction = {1: "forward", 2: "bidirectional"}[dirs] if attrs.get("direction") is None else attrs.pop("direction")
    node = helper.make_node(kind, names, outs, hidden_size=H, direction=direction, **({"layout": layout} if layout else {}),
                            **attrs)
    g = helper.make_graph([node], "rnn", graph_in, [helper.make_tensor_value_info(o, T.FLOAT, None) for o in outs],
                          inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
    feed = {"X": rng.normal(0, 1, (B, S, I) if layout else (S, B, I)).astype(np.float32)}
    if lens:
        feed["lens"] = rng.integers(1, S + 1, B).astype(np.int32)
        feed["lens"][0] = S
    if init:
        for nm in ["h0", "c0"][:n_states]:
            feed[nm] = rng.normal(0, 1, st).astype(np.float32)
    return m, feed


def _reference(kind, kw, S, B, I, H):
    """onnxruntime's outputs; for layout 1 (which onnxruntime refuses) the layout-0 model's
    outputs on the transposed feeds, transposed back."""
    m, feed = _model(kind, S=S, B=B, I=I, H=H, **kw)
    if not kw.get("layout"):
        return m, feed, _ort(m, feed)
    m0, _ = _model(kind, S=S, B=B, I=I, H=H, **{**kw, "layout": 0})
    feed0 = {k: (v.transpose(1, 0, 2) if v.ndim == 3 else v) for k, v in feed.items()}
    ref = _ort(m0, feed0)
    return m, feed, [ref[0].transpose(2, 0, 1, 3)] + [r.transpose(1, 0, 2) for r in ref[1:]]


def _ort(m, feed):
    return ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feed)


def _check(m, feed, ref=None):
    ref = _ort(m, feed) if ref is None else ref
    got = jr.Session(m, warmup=False)
    for _ in range(2):  # the second run goes through the planned arena
        out = got.run(None, feed)
        for r, o in zip(ref, out):
            assert o.shape == r.shape
            np.testing.assert_allclose(o, r, rtol=1e-4, atol=1e-5)


CASES = [
    ("LSTM", dict(dirs=1)),
    ("LSTM", dict(dirs=2, lens=True, init=True)),
    ("LSTM", dict(dirs=1, direction="reverse", lens=True)),
    ("LSTM", dict(dirs=2, peep=True, init=True, clip=0.7)),
    ("LSTM", dict(dirs=1, input_forget=1, bias=False)),
    ("LSTM", dict(dirs=2, layout=1, init=True, lens=True)),
    ("LSTM", dict(dirs=1, activations=["HardSigmoid", "LeakyRelu", "ScaledTanh"], activation_alpha=[0.3, 0.1, 0.9],
                  activation_beta=[0.4, 1.1])),
    ("GRU", dict(dirs=1)),
    ("GRU", dict(dirs=2, lens=True, init=True)),
    ("GRU", dict(dirs=1, linear_before_reset=1, init=True)),
    ("GRU", dict(dirs=2, linear_before_reset=1, lens=True, clip=1.5)),
    ("GRU", dict(dirs=1, direction="reverse", layout=1, lens=True)),
    ("GRU", dict(dirs=1, activations=["Sigmoid", "Relu"])),
    ("RNN", dict(dirs=1)),
    ("RNN", dict(dirs=2, lens=True, init=True, layout=1)),
    ("RNN", dict(dirs=1, activations=["Affine"], activation_alpha=[0.5], activation_beta=[0.2], bias=False)),
]


@pytest.mark.parametrize("kind,kw", CASES, ids=[f"{k}-{i}" for i, (k, _) in enumerate(CASES)])
def test_against_onnxruntime(kind, kw):
    m, feed, ref = _reference(kind, dict(kw), 5, 3, 4, 6)
    _check(m, feed, ref)


def test_batch_one_long_sequence():
    m, feed = _model("LSTM", S=40, B=1, I=8, H=16, dirs=2)
    _check(m, feed)


def test_refusals_name_the_node():
    m, _ = _model("LSTM", S=2, B=1, I=2, H=2, dirs=1, activations=["Sigmoid", "Gelu", "Tanh"])
    with pytest.raises(UnsupportedModel, match=r"LSTM.*activation 'Gelu' is not supported"):
        jr.Session(m, warmup=False)
    m, _ = _model("GRU", S=2, B=1, I=2, H=2, dirs=1, activations=["Sigmoid"])
    with pytest.raises(UnsupportedModel, match=r"GRU.*activations lists 1 functions; GRU with 1 direction takes 2"):
        jr.Session(m, warmup=False)


def test_bad_sequence_lens_is_a_node_error():
    m, feed = _model("GRU", S=3, B=2, I=2, H=2, dirs=1, lens=True)
    feed["lens"] = np.array([4, 1], np.int32)
    with pytest.raises(NodeError, match=r"GRU.*sequence_lens \[4, 1\] must lie in 0..3"):
        jr.Session(m, warmup=False).run(feed)
