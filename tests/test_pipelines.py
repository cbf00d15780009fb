"""LLVM pipelines (jit.compiler.PIPELINES): the register-tiled lowerings ask for "tiled",
the loop-nest emitter's kernels for "default" (O3 with LLVM's vectorizers); the tiled one
leaves the lowering's vectors and tiles as they are. (That the library's kernels compute
the same under them: every kernel test, against its own reference.)"""
from __future__ import annotations

from dataclasses import replace

import pytest

import jit_runtime as jr
from cache_kernels import kernel_ir, runs_right
from jit_runtime.jit import compile_ir, host_target
from jit_runtime.jit.compiler import PIPELINES, optimized_ir

CONV = ((1, 9, 9, 16), (3, 3, 16, 24), (24,))


@pytest.mark.parametrize("op, shapes, pipeline", [
    ("matmul", ((37, 64), (64, 48)), "tiled"),
    ("conv2d_nhwc", CONV, "tiled"),
    ("depthwise_nhwc", ((1, 9, 9, 16), (3, 3, 16), (16,)), "tiled"),
    ("softmax", ((5, 37),), "default"),
    ("swish", ((1000,),), "default"),
])
def test_lowerings_ask_for_their_pipeline(op, shapes, pipeline):
    assert jr.lower(op, variant="simd", device="x86-64-v3", shapes=shapes).lowered.pipeline == pipeline
    # scalar code goes through the default pipeline whatever the op
    assert jr.lower(op, variant="scalar", shapes=shapes).lowered.pipeline == "default"


def test_an_unknown_pipeline_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown LLVM pipeline 'fast'; pipelines: default, tiled"):
        replace(host_target(), pipeline="fast")


def test_the_tiled_pipeline_leaves_loops_as_they_are_and_the_default_vectorizes():
    """The tiled pipeline neither unrolls nor vectorizes what it is given (the lowering's
    tiles are final); the default one vectorizes a scalar loop (the loop-nest kernels'
    transposes and pooling windows gain from it). Both compile it to code that runs right."""
    def body(pipeline: str) -> str:
        return optimized_ir(kernel_ir(), replace(host_target(), pipeline=pipeline)).split("define")[1].split("\n}")[0]
    tiled = body("tiled")
    assert "<" not in tiled and tiled.count("fmul") == 1  # one scalar loop, as written
    assert "x float>" in body("default")
    for pipeline in PIPELINES:
        assert runs_right(compile_ir(kernel_ir(), replace(host_target(), pipeline=pipeline), cache=False))
