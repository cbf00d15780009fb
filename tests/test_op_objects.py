"""Ops as Python citizens: signatures printed as the DSL reads them, inspect.signature and
help() showing the op, the whole library named in repr and in errors."""
import inspect
import pydoc

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import jit_runtime as jr
from jit_runtime.dsl import ast as A, parse
from jit_runtime.dsl.shapes import source
from jit_runtime.library import INTERNAL, load_library

NAMES = st.sampled_from(["a", "b", "H", "pad_top"])
LEAVES = st.one_of(NAMES.map(A.Name), st.integers(-5, 9).map(lambda v: A.Num(v, True)))


def _trees(children):
    binary = st.builds(A.Binary, st.sampled_from(["+", "-", "*", "/", "%", "**"]), children, children)
    unary = st.builds(A.Unary, st.just("-"), children.filter(lambda e: not isinstance(e, A.Num)))
    return st.one_of(binary, unary)


EXPRS = st.recursive(LEAVES, _trees, max_leaves=8)


def _reparse(text: str) -> A.Expr:
    return parse(f"op t(x: f32[N]) -> y: f32[N] {{ y[i] = {text} }}").ops[0].body[0].value


@settings(max_examples=300, deadline=None)
@given(EXPRS)
def test_minimal_parentheses_parse_back_to_the_same_tree(e):
    assert _reparse(source(e)) == e


def test_shapes_print_as_written():
    sig = jr.ops.conv2d.signature
    assert "((" not in sig
    assert "(H + pad_top + pad_bottom - dilation_h * (R - 1) - 1) / stride_h + 1" in sig
    assert source(_reparse("a - (b - c)")) == "a - (b - c)"
    assert source(_reparse("(a - b) - c")) == "a - b - c"
    assert source(_reparse("(-a) ** 2")) == "(-a) ** 2"
    assert source(_reparse("2 ** -a")) == "2 ** -a"
    assert jr.ops.selu.signature.endswith("alpha: f32 = 1.6732632, gamma: f32 = 1.050701) -> y: f32[...]")


def test_inspect_signature_is_the_ops():
    sig = inspect.signature(jr.ops.conv2d)
    params = sig.parameters
    assert [p for p in params if params[p].kind is inspect.Parameter.POSITIONAL_ONLY] == ["x", "w", "b"]
    assert params["stride_h"].default == 1 and params["group"].kind is inspect.Parameter.KEYWORD_ONLY
    assert params["variant"].default == "auto" and "out" in params
    assert str(params["w"].annotation) == "f32[K, C / group, R, S]"
    layernorm = inspect.signature(jr.ops.layernorm)
    assert str(layernorm).startswith("(x: f32[..., D], gamma: f32[D], beta: f32[D], /, *, eps: f32 = 1e-05,")
    assert inspect.signature(jr.ops.layernorm).bind(1, 2, 3, eps=0.1)  # a call the op accepts binds
    with pytest.raises(TypeError):
        inspect.signature(jr.ops.layernorm).bind(1, 2, 3, epsilon=0.1)


def test_help_shows_the_op_its_comment_and_contract():
    text = pydoc.render_doc(jr.ops.softmax, renderer=pydoc.plaintext)
    assert "softmax(x: f32[..., C], /, *, variant='auto'" in text
    assert "along the last axis" in text  # the comment above the op in rowwise.opdsl
    assert "rel=1e-05" in text
    assert "__call__" not in text  # not the generic Op class
    mine = jr.load_ops("# twice: x + x\nop twice(x: f32[...]) -> y: f32[...] { y[...] = x[...] + x[...] }")
    assert mine.twice.__doc__.startswith("twice: x + x")
    assert mine.twice.__name__ == "twice"


def test_an_op_on_a_class_stays_the_op():
    class Model:
        act = jr.ops.relu
    x = np.array([-1.0, 2.0], np.float32)
    assert Model().act is jr.ops.relu
    np.testing.assert_array_equal(Model().act(x), [0.0, 2.0])


def test_repr_and_errors_name_the_whole_library_before_anything_loads():
    lib = load_library()  # fresh: no file parsed yet
    text = repr(lib)
    assert "conv2d" in text and "softmax" in text and "relu" in text
    assert "matmul_panels" not in text and f"and {len(INTERNAL)} internal" in text
    with pytest.raises(AttributeError) as e:
        lib.sofmax
    msg = str(e.value)
    assert "did you mean softmax" in msg and "conv2d" in msg and "relu" in msg
    assert INTERNAL <= set(lib.names()) and not INTERNAL & set(lib.names(all=False))


def test_internal_names_are_library_ops():
    assert INTERNAL <= set(jr.list_ops())
