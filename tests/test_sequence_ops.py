"""The sequence ops against Python lists and numpy (hypothesis): SequenceInsert, SequenceErase,
SequenceAt, SequenceLength, ConcatFromSequence and SplitToSequence on sequences of any
length (empty too) whose tensors have any shape (size 0 and 1 too) and any values (NaN,
+-inf, -0.0, denormals: data movement keeps every bit), positions in and out of range
(out of range: a NodeError naming the op and the range)."""
from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from onnx import TensorProto as T, helper

import jit_runtime as jr
from jit_runtime.onnx import NodeError

V = helper.make_tensor_value_info
SEQ = helper.make_tensor_sequence_value_info
TYPES = {np.dtype(np.float32): T.FLOAT, np.dtype(np.int64): T.INT64}
SPECIAL = [np.nan, np.inf, -np.inf, -0.0, 1e-45, -1e-40, 3.4e38]


@functools.lru_cache(maxsize=None)
def session(op: str, dtype: str, with_pos: bool = True, **attrs) -> jr.Session:
    t = TYPES[np.dtype(dtype)]
    ins = {"SequenceInsert": ["s", "t"], "SequenceErase": ["s"], "SequenceAt": ["s"], "SequenceLength": ["s"],
           "ConcatFromSequence": ["s"]}[op] + (["pos"] if with_pos else [])
    inputs = [SEQ("s", t, None)] + ([V("t", t, None)] if "t" in ins else []) + \
        ([V("pos", T.INT64, [])] if with_pos else [])
    out = SEQ("y", t, None) if op in ("SequenceInsert", "SequenceErase") else \
        V("y", T.INT64 if op == "SequenceLength" else t, None)
    g = helper.make_graph([helper.make_node(op, ins, ["y"], **attrs)], op, inputs, [out])
    return jr.Session(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]))


@st.composite
def tensors(draw, dtype, shape=None):
    shape = shape if shape is not None else tuple(draw(st.lists(st.integers(0, 3), max_size=3)))
    n = int(np.prod(shape, dtype=np.int64))
    if dtype == np.float32:
        vals = draw(st.lists(st.one_of(st.floats(-1e6, 1e6, width=32), st.sampled_from(SPECIAL)),
                             min_size=n, max_size=n))
    else:
        vals = draw(st.lists(st.integers(-2 ** 63, 2 ** 63 - 1), min_size=n, max_size=n))
    return np.array(vals, dtype).reshape(shape)


@st.composite
def sequences(draw, dtype, min_size=0, same_shape=None):
    n = draw(st.integers(min_size, 5))
    return [draw(tensors(dtype, same_shape)) for _ in range(n)]


def same_bits(a: np.ndarray, b: np.ndarray) -> None:
    assert a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes()


def same_list(got, want) -> None:
    assert isinstance(got, list) and len(got) == len(want)
    for a, b in zip(got, want):
        same_bits(a, b)


DTYPES = st.sampled_from([np.float32, np.int64])


@settings(max_examples=60, deadline=None)
@given(st.data(), DTYPES)
def test_insert_erase_at_length(data, dtype):
    seq = data.draw(sequences(dtype))
    n = len(seq)
    t = data.draw(tensors(dtype))
    pos = data.draw(st.integers(-n - 2, n + 2))
    dt = np.dtype(dtype).name
    # insert: positions -n..n
    if -n <= pos <= n:
        want = list(seq)
        want.insert(pos if pos >= 0 else pos + n, t)
        same_list(session("SequenceInsert", dt).run(None, {"s": seq, "t": t, "pos": np.array(pos)})[0], want)
    else:
        with pytest.raises(NodeError, match=rf"SequenceInsert.*position {pos} is out of range"):
            session("SequenceInsert", dt).run(None, {"s": seq, "t": t, "pos": np.array(pos)})
    same_list(session("SequenceInsert", dt, False).run(None, {"s": seq, "t": t})[0], list(seq) + [t])
    # erase and at: positions -n..n-1
    if -n <= pos < n:
        want = list(seq)
        del want[pos]
        same_list(session("SequenceErase", dt).run(None, {"s": seq, "pos": np.array(pos)})[0], want)
        same_bits(session("SequenceAt", dt).run(None, {"s": seq, "pos": np.array(pos)})[0], seq[pos])
    else:
        for op in ("SequenceErase", "SequenceAt"):
            with pytest.raises(NodeError, match=rf"{op}.*position {pos} is out of range for a sequence of length {n}"):
                session(op, dt).run(None, {"s": seq, "pos": np.array(pos)})
    if n:
        same_list(session("SequenceErase", dt, False).run(None, {"s": seq})[0], list(seq[:-1]))
    assert int(session("SequenceLength", dt, False).run(None, {"s": seq})[0]) == n
    for a, b in zip(seq, [s.copy() for s in seq]):  # the feeds are not changed
        same_bits(a, b)


@settings(max_examples=60, deadline=None)
@given(st.data(), DTYPES, st.booleans())
def test_concat_from_sequence(data, dtype, new_axis):
    shape = tuple(data.draw(st.lists(st.integers(0, 3), min_size=1, max_size=3)))
    r = len(shape) + new_axis
    axis = data.draw(st.integers(-r, r - 1))
    a = axis % r
    seq = []
    for _ in range(data.draw(st.integers(1, 4))):  # shapes that agree but along the axis (joining)
        s = list(shape)
        if not new_axis:
            s[a] = data.draw(st.integers(0, 3))
        seq.append(data.draw(tensors(dtype, tuple(s))))
    want = np.stack(seq, axis=a) if new_axis else np.concatenate(seq, axis=a)
    got = session("ConcatFromSequence", np.dtype(dtype).name, False, axis=axis, new_axis=int(new_axis)).run(
        None, {"s": seq})[0]
    same_bits(got, want)


@functools.lru_cache(maxsize=None)
def split_session(axis: int, keepdims: int, split: str) -> jr.Session:
    ins = ["x"] + (["split"] if split != "none" else [])
    inputs = [V("x", T.FLOAT, None)] + ([V("split", T.INT64, [] if split == "scalar" else [None])]
                                        if split != "none" else [])
    g = helper.make_graph([helper.make_node("SplitToSequence", ins, ["y"], axis=axis, keepdims=keepdims)], "s",
                          inputs, [SEQ("y", T.FLOAT, None)])
    return jr.Session(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]))


@settings(max_examples=60, deadline=None)
@given(st.data(), st.sampled_from(["none", "scalar", "sizes"]), st.booleans())
def test_split_to_sequence(data, split, keepdims):
    x = data.draw(tensors(np.float32, tuple(data.draw(st.lists(st.integers(1, 4), min_size=1, max_size=3)))))
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    n = x.shape[axis]
    feed = {"x": x}
    if split == "none":
        want = [np.take(x, k, axis=axis) if not keepdims else np.take(x, [k], axis=axis) for k in range(n)]
    elif split == "scalar":
        k = data.draw(st.integers(1, n + 1))
        feed["split"] = np.array(k)
        want = np.split(x, list(range(k, n, k)), axis=axis)
    else:
        cuts = sorted(data.draw(st.lists(st.integers(0, n), max_size=3)))
        sizes = np.diff([0] + cuts + [n])
        feed["split"] = sizes.astype(np.int64)
        want = np.split(x, np.cumsum(sizes)[:-1].tolist(), axis=axis)
    got = split_session(axis, int(keepdims), split).run(None, feed)[0]
    same_list(got, [np.array(w) for w in want])  # (ascontiguousarray would make a 0-d array 1-d)


def test_split_sizes_that_do_not_add_up_are_named():
    with pytest.raises(NodeError, match=r"SplitToSequence.*split \[1, 1\] must be sizes >= 0 adding up to dim 0 \(3\)"):
        split_session(0, 1, "sizes").run(None, {"x": np.zeros(3, np.float32), "split": np.array([1, 1])})
    with pytest.raises(NodeError, match=r"SplitToSequence.*split 0 must be positive"):
        split_session(0, 1, "scalar").run(None, {"x": np.zeros(3, np.float32), "split": np.array(0)})
