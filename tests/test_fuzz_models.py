"""Model fuzzing, a bounded slice: mutants of the demo CNN and a small transformer each
load and run, or are refused with one of jit_runtime.onnx's named errors, in time.

The long run is a separate command: `python -m tests.fuzz_models --mutants 5000`.
"""
from __future__ import annotations

import fuzz_models as F


def test_mutants_load_and_run_or_are_refused_by_name(tmp_path):
    counts, failures = F.fuzz(150, seed=20261202, models=["demo", "transformer_op15"], out=str(tmp_path),
                              seconds=60.0, memory="1G", verbose=False)
    assert not failures, "\n\n".join(f"mutant {k} of {m} ({what}; feed {feed}):\n{detail}"
                                     for k, m, what, feed, detail in failures)
    assert counts["ran"] >= 20 and counts["InvalidModel"] >= 20, counts  # both ends are reached


def test_every_kind_of_mutation_is_made():
    import random
    rng = random.Random(0)
    seed = F.seed_models(["demo"])["demo"]
    whats = [F.mutate(seed, rng).what for _ in range(300)]
    for word in ("bits flipped", "truncated", " op ", "attribute", "dim", "elem_type", "opset", "input",
                 "model unchanged"):
        assert any(word in w for w in whats), word
