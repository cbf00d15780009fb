"""Every library op and every shared example op, in every variant, against float64 numpy.

Shapes and values come from hypothesis (sizes 1, primes, non-multiples of the vector
width, large); special values (NaN, +-inf, -0.0, denormals, huge magnitudes) have their own
test. The reference (tests/reference.py) is independent numpy code, not the DSL.
"""
from __future__ import annotations


import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jit_runtime as jr
import reference as R

EXAMPLES_DIR = R.EXAMPLES_DIR

UNARY = ["relu", "leaky_relu", "elu", "selu", "sigmoid", "hard_sigmoid", "hard_swish", "swish",
         "gelu", "gelu_tanh", "tanh", "exp", "log", "sqrt", "reciprocal", "abs", "neg", "erf",
         "softplus", "clip"]
BINARY = ["add", "sub", "mul", "div", "pow", "maximum", "minimum"]
ROWWISE = ["softmax", "log_softmax", "layernorm", "rmsnorm", "reduce_sum", "reduce_mean", "reduce_max"]
OTHER = ["batchnorm", "matmul", "gemm", "matmul_panels", "conv2d", "maxpool2d", "avgpool2d", "global_avgpool",
         "conv2d_nhwc", "conv2d_nhwc_panels", "depthwise_nhwc", "maxpool2d_nhwc", "avgpool2d_nhwc", "global_avgpool_nhwc"]
LIBRARY = UNARY + BINARY + ROWWISE + OTHER

SIZES = st.sampled_from([1, 2, 3, 7, 13, 15, 16, 17, 31, 33, 61, 64, 127, 257, 1000, 4099])
RANK_SHAPES = st.lists(SIZES, min_size=1, max_size=3).map(tuple).filter(lambda s: int(np.prod(s)) <= 70000)
SETTINGS = settings(max_examples=10, deadline=None, derandomize=True,
                    suppress_health_check=list(HealthCheck))


def _example_ops():
    if not EXAMPLES_DIR.is_dir():
        return {}
    out = {}
    for f in sorted(EXAMPLES_DIR.glob("*.opdsl")):
        ns = jr.load_ops(f)
        for name in ns.names():
            out[(f.stem, name)] = ns[name]
    return out


EXAMPLE_OPS = _example_ops()


def contract(op: jr.Op) -> tuple[float, float]:
    acc = op.accuracy
    return (acc.rel if acc.rel is not None else 1e-5), (acc.abs or 0.0)


def check(key, op: jr.Op, inputs, attrs, variant: str) -> None:
    out = op(*inputs, variant=variant, **attrs)
    outs = out if isinstance(out, tuple) else (out,)
    refs = R.REFERENCES[key](*inputs, **attrs)
    assert len(outs) == len(refs)
    for y, ref in zip(outs, refs):
        assert y.shape == ref.shape, (y.shape, ref.shape)
        assert y.dtype == np.float32
    rel, abs_ = contract(op)
    for k, ok in enumerate(R.within_contract(key, outs, inputs, attrs, rel, abs_)):
        if not ok.all():
            bad = np.argwhere(~ok)[:5]
            y = np.asarray(outs[k], np.float64)
            ref = refs[k]
            detail = [(tuple(i), float(y[tuple(i)]), float(ref[tuple(i)])) for i in bad]
            shapes = [np.shape(x) for x in inputs]
            pytest.fail(f"{key} [{variant}] output {k}: {int((~ok).sum())} of {ok.size} elements "
                        f"outside rel={rel} abs={abs_}; inputs {shapes} attrs {attrs}; "
                        f"(index, got, want): {detail}")


def shape_hint_for(name: str, shape: tuple[int, ...], rng: np.random.Generator):
    if name in UNARY or name in BINARY or name in ROWWISE:
        return shape
    if name == "matmul":
        return shape[-2:] if len(shape) >= 2 else (shape[0], 3)
    if name in ("gemm", "matmul_panels"):
        return (shape[0], shape[-1], int(rng.integers(1, 40)))
    return None  # conv, pools, batchnorm: their own small random shapes


@pytest.mark.parametrize("variant", ["scalar", "simd"])
@pytest.mark.parametrize("name", LIBRARY)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), shape=RANK_SHAPES)
def test_library_op(name, variant, seed, shape):
    rng = np.random.default_rng(seed)
    inputs, attrs = R.inputs_for(name, rng, shape_hint_for(name, shape, rng))
    check(name, jr.ops[name], inputs, attrs, variant)


@pytest.mark.skipif(not EXAMPLE_OPS, reason="shared/dsl-examples is not beside the repository")
@pytest.mark.parametrize("variant", ["scalar", "simd"])
@pytest.mark.parametrize("key", sorted(R.EXAMPLES), ids=lambda k: f"{k[0]}.{k[1]}")
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), shape=RANK_SHAPES)
def test_example_op(key, variant, seed, shape):
    rng = np.random.default_rng(seed)
    stem, name = key
    hint = None
    if stem in ("elementwise", "approx", "reductions"):
        hint = shape if stem != "reductions" else (shape[0], shape[-1])
    elif name == "matmul":
        hint = (shape[0], shape[-1], int(rng.integers(1, 40)))
    inputs, attrs = R.inputs_for(key, rng, hint)
    check(key, EXAMPLE_OPS[key], inputs, attrs, variant)


def test_every_example_op_is_covered():
    assert EXAMPLE_OPS, f"no examples found at {EXAMPLES_DIR}"
    assert set(EXAMPLE_OPS) == set(R.EXAMPLES)


@pytest.mark.skipif(not R.SHARED_EXAMPLES.is_dir(), reason="no shared/dsl-examples beside this clone: the copy is all there is")
def test_the_copied_examples_are_the_shared_ones():
    """tests/dsl_examples is a copy for clones made elsewhere; it must not drift."""
    shared = {p.name: p.read_bytes() for p in R.SHARED_EXAMPLES.glob("*.opdsl")}
    copied = {p.name: p.read_bytes() for p in R.VENDORED_EXAMPLES.glob("*.opdsl")}
    assert shared and copied == shared


def test_every_library_op_is_covered():
    from importlib import resources
    extra = resources.files("jit_runtime.ops_library").joinpath("onnx_extra.opdsl").read_text()
    # the ONNX helper ops are checked against their references in tests/test_onnx_bindings.py
    assert sorted(jr.list_ops()) == sorted(LIBRARY + jr.load_ops(extra).names())


F32 = np.finfo(np.float32)
SPECIALS = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-45, -1e-45, 1.2e-38, -1.2e-38,
                     1e-40, 1e-30, -1e-30, 1e-7, 0.5, -0.5, 1.0, -1.0, 3.0, -3.0, 20.0, -20.0,
                     88.7, -88.7, 89.0, -104.0, 1e4, -1e4, 1e30, -1e30, F32.max, -F32.max],
                    dtype=np.float32)


@pytest.mark.parametrize("variant", ["scalar", "simd"])
@pytest.mark.parametrize("name", UNARY)
def test_unary_special_values(name, variant):
    x = np.concatenate([SPECIALS, -SPECIALS[::-1], np.linspace(-30, 30, 101, dtype=np.float32)])
    _, attrs = R.inputs_for(name, np.random.default_rng(0), (4,))
    check(name, jr.ops[name], (x,), attrs, variant)


@pytest.mark.parametrize("variant", ["scalar", "simd"])
@pytest.mark.parametrize("name", BINARY)
def test_binary_special_values(name, variant):
    a = np.repeat(SPECIALS, len(SPECIALS))
    b = np.tile(SPECIALS, len(SPECIALS))
    if name == "pow":  # integer and half-integer exponents exercise the sign rules
        b = np.tile(np.array([0, 1, 2, 3, -1, -2, 0.5, -0.5, 2.5, np.nan, np.inf, -np.inf, 1e-7,
                              -3, 7, 1e10, -1e10, 0.25, 4, 5, -5, 10, 1.5, -1.5, 100, -100, 31,
                              -0.0, 3.5, 2.0, 1e-30], np.float32), len(SPECIALS))
    check(name, jr.ops[name], (a, b), {}, variant)


@pytest.mark.parametrize("variant", ["scalar", "simd"])
@pytest.mark.parametrize("name", ROWWISE)
def test_rowwise_special_values(name, variant):
    rng = np.random.default_rng(1)
    inputs, attrs = R.inputs_for(name, rng, (6, 37))
    x = inputs[0].copy()
    x[0, 3] = np.nan
    x[1, :] = -np.inf if name in ("reduce_max",) else x[1, :]
    x[2, 5] = np.inf if name.startswith("reduce") else x[2, 5]
    x[3, :] = 0.0
    x[4, :] = 1e-40
    check(name, jr.ops[name], (x,) + tuple(inputs[1:]), attrs, variant)


@pytest.mark.parametrize("name", UNARY + ROWWISE)
def test_scalar_and_simd_agree(name):
    rng = np.random.default_rng(7)
    inputs, attrs = R.inputs_for(name, rng, (5, 1001))
    op = jr.ops[name]
    a = op(*inputs, variant="scalar", **attrs)
    b = op(*inputs, variant="simd", **attrs)
    rel, abs_ = contract(op)
    ref = np.asarray(R.REFERENCES[name](*inputs, **attrs)[0])
    scale = np.abs(ref) + R.error_scale(name, inputs, attrs)[0]
    both = np.isnan(a) & np.isnan(b)
    assert np.all(both | (np.abs(a.astype(np.float64) - b) <= 2 * (rel * scale + abs_) + 1e-37))
