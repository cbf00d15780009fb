"""A tuned choice is one string both ways: the tuner prints `simd@x86-64-v3/t1`, op calls
and jr.lower take it as variant=; rejections are one line per variant and reason."""
import numpy as np
import pytest

import jit_runtime as jr
from jit_runtime import tuner
from jit_runtime.device import PROFILES, runnable
from jit_runtime.perfdb import Measurement
from jit_runtime.tuner import TuneResult
from jit_runtime.variants import Candidate

X = np.linspace(-4, 4, 67, dtype=np.float32).reshape(1, 67)


@pytest.mark.parametrize("text, want", [
    ("simd@x86-64-v3/t1", Candidate("simd", "x86-64-v3", 1)),
    ("simd:tile=6x2@host/t0", Candidate("simd:tile=6x2", "host", 0)),
    ("lut:512:-8.0:8.0@x86-64/t2", Candidate("lut:512:-8.0:8.0", "x86-64", 2)),
    ("scalar", Candidate("scalar", "host", 0)),
    ("scalar/t2", Candidate("scalar", "host", 2)),
])
def test_parse_and_key_round_trip(text, want):
    assert Candidate.parse(text) == want
    assert Candidate.parse(want.key) == want


@pytest.mark.parametrize("bad", ["", "simd@", "simd/tx", "a@b@c", "simd /t1"])
def test_bad_choice_strings_say_the_form(bad):
    with pytest.raises(ValueError, match="VARIANT\\[@DEVICE\\]"):
        Candidate.parse(bad)


def test_an_op_call_takes_the_tuners_string():
    devs = [d for d in ("x86-64-v3", "x86-64") if runnable(PROFILES[d]) is None]
    want = jr.ops.softmax(X, variant="scalar")
    for d in devs:
        for s in (f"simd@{d}/t1", f"scalar@{d}/t1", "simd@host/t0", "simd/t1"):
            np.testing.assert_allclose(jr.ops.softmax(X, variant=s), want, rtol=1e-5)
    low = jr.lower("softmax", variant="simd@x86-64-v3/t1")
    assert low.variant == "simd" and low.device.name == "x86-64-v3"


def test_a_choice_that_contradicts_device_or_threads_is_refused():
    with pytest.raises(ValueError, match="op softmax: variant='simd@x86-64/t1' names device x86-64, but device='x86-64-v3'"):
        jr.ops.softmax(X, variant="simd@x86-64/t1", device="x86-64-v3")
    with pytest.raises(ValueError, match="names 1 threads, but threads=2"):
        jr.ops.softmax(X, variant="simd/t1", threads=2)
    with pytest.raises(ValueError, match="op softmax: bad choice"):
        jr.ops.softmax(X, variant="simd@@")


def _row(cand, status="ok", med=None, reason=""):
    return Measurement("h", "gelu", "b", "d", cand, med, 0.1 if med else None, 3 if med else 0, None,
                       status, reason, 0.0)


def test_rejections_print_once_per_variant_and_reason():
    why = "variant 'lut:512' is not eligible: the 512-point table ... beyond the op's contract"
    rows = [_row("simd@host/t1", med=1e-5), _row("simd@host/t2", med=2e-5)]
    rows += [_row(f"lut:512@{d}/t{t}", "rejected", reason=why) for d in ("host", "x86-64") for t in (1, 2)]
    rows += [_row("lut@host/t1", "rejected", reason="crashed (exit -11)")]
    res = TuneResult(rows, rows[0], 1.0)
    lines = res.table().splitlines()
    assert sum(why in line for line in lines) == 1
    assert any(line.startswith("lut:512 (x4)") for line in lines)
    assert any(line.startswith("lut@host/t1") and "crashed" in line for line in lines)
    assert res.choice == "simd@host/t1"


def test_tune_rejection_reasons_name_the_op_once():
    assert tuner._reason(jr.ops.gelu, "ValueError: op gelu: variant 'lut:512' is not eligible: op gelu: "
                          "the table") == "variant 'lut:512' is not eligible: the table"


def test_tune_refuses_nothing_to_measure():
    with pytest.raises(ValueError, match="budget_s must be a positive"):
        jr.tune("relu", [(4,)], budget_s=0)
    with pytest.raises(ValueError, match=r"input 'x' \(0, 5\) has no elements"):
        jr.tune("relu", [(0, 5)], budget_s=1)
