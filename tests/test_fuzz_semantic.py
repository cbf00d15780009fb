"""Semantic fuzzing: generated valid ops (tests/dsl_programs.py) compiled and run in every
variant they offer, plus one more schedule / device / thread count, on random float32
inputs, against the float64 interpreter (dsl/interpret.py) under the op's accuracy
contract, with the comparison jit_runtime.consistency uses.

A longer run: `python -m tests.fuzz_dsl --semantic 2000`.
"""
from __future__ import annotations

import dataclasses
import random
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dsl_programs as P
import fuzz_dsl as F
import jit_runtime as jr
from jit_runtime.dsl.interpret import evaluate

EXTRA = st.tuples(st.sampled_from(F.EXTRA_VARIANTS + ("scalar", "simd")),
                  st.sampled_from(F.NATIVE_DEVICES), st.sampled_from((1, 2)))


@settings(max_examples=25, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(prog=P.programs(), seed=st.integers(0, 2**31 - 1), extra=EXTRA)
def test_generated_op_matches_the_reference_in_every_variant(prog, seed, extra):
    F.run_program(prog, seed, extra)


# The generator must produce meaningful programs covering the language, not a corner of it.
CONSTRUCTS = {
    "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "erf", "abs", "pow", "where", "min/max",
    "floor/ceil", "division", "sum", "max", "min", "mean", "prod", "reduce over 1",
    "reduce over 2", "nested reduction", "reduce inferred", "reduce bound", "reduce window",
    "window", "affine", "padded output", "batch dims", "broadcasting", "broadcast()",
    "temporary", "several outputs", "attributes", "accuracy", "name as number",
    "contraction", "matmul", "transposed", "conv 1d", "conv 2d", "epilogue", "0-d input",
}


def test_generator_covers_the_language_with_meaningful_ops():
    seen: Counter[str] = Counter()
    varying = total = 0
    for seed in range(200):
        prog = P.any_program(P.RandomChooser(random.Random(seed)))
        seen.update(prog.features)
        cop = jr.load_ops(prog.text)[prog.name].checked
        finite = dataclasses.replace(prog, nan_inputs=False)  # NaN would make any output NaN
        a, b = (evaluate(cop, P.input_arrays(finite, np.random.default_rng(s)), prog.attrs)
                for s in (1, 2))
        total += 1
        # meaningful: some output depends on the input values
        varying += any(not np.array_equal(x, y, equal_nan=True) for x, y in zip(a, b))
    missing = CONSTRUCTS - set(seen)
    assert not missing, f"never generated: {sorted(missing)}"
    assert varying >= 0.85 * total, f"only {varying} of {total} ops depend on their inputs"


@pytest.mark.parametrize("kind", ["neg", "call", "plus", "index", "dim"])
def test_nesting_at_the_parser_limit_compiles_and_runs(kind):
    """The parser's depth limit (dsl/parse.py MAX_DEPTH) leaves the checker, the
    interpreter and every lowering room below Python's recursion limit."""
    from jit_runtime.dsl import DSLError, load
    lo, hi = 100, 300  # the deepest accepted program of this kind
    while lo < hi:
        mid = (lo + hi + 1) // 2
        try:
            load(P.deep_program(kind, mid))
            lo = mid
        except DSLError:
            hi = mid - 1
    n = lo
    assert n >= 190
    # abs: a call that costs nothing to compile (195 inlined vector tanh take LLVM ~11 s)
    src = P.deep_program(kind, n).decode().replace("exp(", "abs(")
    prog = P.Program(src, "f", {"N": 5}, {}, ((5,),), frozenset())
    assert len(F.run_program(prog, 0)) >= 2


def test_conv_with_a_transcendental_epilogue():
    """Found by the semantic fuzzer: under simd, a convolution (a
    contraction whose reads may fall in the padding) with a sigmoid or tanh epilogue
    failed to compile, 'invalid redefinition of function jr.sigmoid.v16f32'."""
    for epilogue in ("sigmoid({})", "tanh({}) * 2.0", "max(sigmoid({}), 0.0)"):
        value = epilogue.format("sum[c, r](w[k, c, r] * x[c, p + r - 1])")
        text = f"op f(x: f32[C, L], w: f32[K, C, 3]) -> y: f32[K, L] {{\n    y[k, p] = {value}\n}}\n"
        prog = P.Program(text, "f", {"C": 3, "L": 17, "K": 4}, {}, ((3, 17), (4, 3, 3)), frozenset())
        F.run_program(prog, 0)


def test_interpreter_refuses_more_indices_than_numpy_has_axes():
    """Regression: a statement with more than 32 indices (nested one-iteration reductions,
    legal and compiled fine) failed inside numpy ('maximum supported dimension ...' or
    'only supports up to 32 dimensions')."""
    from jit_runtime.dsl import load
    from jit_runtime.dsl.interpret import MAX_AXES
    deep = "".join(f"sum[k{i} < 1](" for i in range(MAX_AXES)) + "x[n]" + ")" * MAX_AXES
    (cop,) = load(f"op f(x: f32[N]) -> y: f32[N] {{\n  y[n] = {deep}\n}}\n")
    with pytest.raises(ValueError, match="33 batch, left-hand and reduction indices"):
        evaluate(cop, [np.ones(3, np.float32)], {})
    (cop,) = load(f"op f(x: f32[N]) -> y: f32[N] {{\n  y[n] = {deep.replace('sum[k0 < 1](', '(', 1)}\n}}\n")
    np.testing.assert_array_equal(evaluate(cop, [np.ones(3, np.float32)], {})[0], np.ones(3))


def test_reduction_merged_with_a_row_uses_its_index_as_a_number():
    """Regression: merging a row loop into the reduction that reads it renamed the
    reduction index in reads but not where it is used as a number (`r0 + t1[..., r0]`):
    KeyError 'r0' in code generation, every variant."""
    text = ("op f(x0: f32[..., N]) -> y0: f32[...] {\n    t1[..., n] = x0[..., n + 1] + x0[..., n]\n"
            "    y0[...] = sum[r0](r0 * 0.5 + t1[..., r0])\n}\n")
    for shape in ((3,), (2, 5), (4, 17)):
        prog = P.Program(text, "f", {"N": shape[-1]}, {}, (shape,), frozenset())
        assert len(F.run_program(prog, 1)) >= 2


def test_row_temporary_reduced_over_a_unit_axis():
    """Found by the semantic fuzzer: with a size-1 last axis, the row
    loop merged into its reduction left a scratch store inside the reduction, and simd ran
    the batch loop in lanes: 'a vector value stored to one element'."""
    text = ("op h(x: f32[..., N]) -> y: f32[...] {\n    e[..., n] = exp(x[..., n])\n"
            "    y[...] = sum[k](e[..., k])\n}\n")
    for shape in ((2, 1), (19, 1), (3, 5)):
        prog = P.Program(text, "h", {"N": shape[-1]}, {}, (shape,), frozenset())
        F.run_program(prog, 0)
