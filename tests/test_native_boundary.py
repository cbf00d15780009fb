"""The native boundary: every kind of wrong argument, through every public entry point, is
refused with a TypeError or ValueError naming the op, the parameter, what was expected and
what was given, and no kernel runs. Strided and misaligned inputs are not wrong: they are
copied, and the kernel never sees their pointers. The checks live in binding.py (Boundary,
pointers, guard, check_pointers); kernel.Launch reaches native code only through them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import jit_runtime as jr
from jit_runtime import binding, kernel
from jit_runtime.jit import compiler
from jit_runtime.perfdb import PerfDB

SRC = """
op scale(x: f32[...], k: f32 = 2.0) -> y: f32[...] { y[...] = x[...] * k }
op rowsum(x: f32[N, C]) -> y: f32[N] { y[n] = sum[c](x[n, c]) }
op pair(a: f32[M, K], b: f32[K, N]) -> c: f32[M, N] { c[m, n] = sum[k](a[m, k] * b[k, n]) }
op pool(x: f32[N], size: int, stride: int = 1) -> y: f32[(N - size) / stride + 1] {
    y[i] = max[r < size](x[i * stride + r])
}
op split(x: f32[N]) -> (lo: f32[N], hi: f32[N]) {
    lo[n] = x[n] - 1.0
    hi[n] = x[n] + 1.0
}
"""

F = np.float32


@pytest.fixture
def native(monkeypatch):
    """Every native call made while the test runs: Launch.go and Launch.replay (the only
    callers of a kernel), and beneath them every ctypes entry point compiled meanwhile."""
    calls: list = []
    go, replay = kernel.Launch.go, kernel.Launch.replay

    def counted_go(self, ptrs):
        calls.append(("go", self.boundary.op, tuple(ptrs)))
        return go(self, ptrs)

    def counted_replay(self, ptrs, scratch):
        replay(self, ptrs, scratch)
        calls.append(("replay", self.boundary.op, tuple(ptrs)))

    function = compiler.CompiledModule.function

    def counted_function(self, name, argtypes):
        fn = function(self, name, argtypes)

        def call(*args):
            calls.append(("fn", name, args))
            return fn(*args)
        return call
    monkeypatch.setattr(kernel.Launch, "go", counted_go)
    monkeypatch.setattr(kernel.Launch, "replay", counted_replay)
    monkeypatch.setattr(compiler.CompiledModule, "function", counted_function)
    before = {name: dict(op._kernels) for name, op in jr.ops._ops.items()}
    yield calls
    # the library's kernels compiled meanwhile hold the counting wrappers: drop them, so
    # later tests (and compiled session graphs) get machine code again
    for name, op in jr.ops._ops.items():
        op._kernels = before.get(name, {})
        op._ready.clear()


@pytest.fixture
def mine(native):
    """A fresh namespace per test (no kernels, no fast-path entries yet); its kernels are
    compiled under the counting fixture."""
    return jr.load_ops(SRC)


def misaligned(shape, offset: int) -> np.ndarray:
    """A C-contiguous float32 view of a byte buffer at an odd offset (1 or 2 bytes)."""
    n = int(np.prod(shape))
    buf = np.zeros(4 * n + 8, np.uint8)
    start = offset + (-buf.ctypes.data) % 8  # an 8-aligned base plus the offset
    v = buf[start:start + 4 * n].view(F).reshape(shape)
    assert v.flags.c_contiguous and not v.flags.aligned
    return v


def readonly(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


# --- the cases ------------------------------------------------------------------------------

@dataclass
class Case:
    name: str
    op: str                      # an op of SRC, or "lib.NAME" for the shipped library
    args: Callable[[], tuple]    # built fresh for each use
    attrs: dict = field(default_factory=dict)
    exc: type = TypeError
    says: tuple[str, ...] = ()   # besides the op's name: the parameter, expected, actual
    good: Callable[[], tuple] | None = None  # a valid call of the same shapes (warms the fast path)
    shapes: bool = True          # also through jr.lower(shapes=...) (a shape or attribute error)


def z(*shape):
    return np.zeros(shape, F)


X45 = lambda: (z(4, 5),)  # noqa: E731

INPUTS = [
    Case("float64", "rowsum", lambda: (np.zeros((4, 5)),), {}, TypeError,
         ("input 'x'", "float32", "float64"), good=X45, shapes=False),
    Case("int32", "rowsum", lambda: (np.zeros((4, 5), np.int32),), {}, TypeError,
         ("input 'x'", "float32", "int32"), good=X45, shapes=False),
    Case("float16", "lib.relu", lambda: (np.zeros(16, np.float16),), {}, TypeError,
         ("input 'x'", "float32", "float16"), good=lambda: (z(16),), shapes=False),
    Case("big-endian", "rowsum", lambda: (np.zeros((4, 5), ">f4"),), {}, TypeError,
         ("input 'x'", "float32", ">f4"), good=X45, shapes=False),
    Case("complex", "lib.softmax", lambda: (np.zeros((2, 3), np.complex64),), {}, TypeError,
         ("input 'x'", "float32", "complex64"), good=lambda: (z(2, 3),), shapes=False),
    Case("rank", "rowsum", lambda: (z(20),), {}, ValueError, ("input 'x'", "f32[N, C]", "(20,)")),
    Case("rank-matmul", "lib.matmul", lambda: (z(3), z(3, 2)), {}, ValueError,
         ("input 'a'", "(3,)")),
    Case("0-d", "rowsum", lambda: (np.zeros((), F),), {}, ValueError, ("input 'x'", "f32[N, C]", "()")),
    Case("shape", "pair", lambda: (z(3, 4), z(5, 6)), {}, ValueError,
         ("input 'b'", "f32[K, N]", "(5, 6)", "K = 4")),
    Case("broadcast", "lib.add", lambda: (z(2, 3), z(4)), {}, ValueError, ("'a'", "'b'", "(2, 3)", "(4,)")),
    Case("python list", "rowsum", lambda: ([[1.0, 2.0], [3.0, 4.0]],), {}, TypeError,
         ("input 'x'", "float32", "list"), shapes=False),
    Case("None", "rowsum", lambda: (None,), {}, TypeError, ("input 'x'", "NoneType"), shapes=False),
    Case("str", "lib.relu", lambda: ("abc",), {}, TypeError, ("input 'x'", "str"), shapes=False),
    Case("count", "rowsum", lambda: (z(4, 5), z(4, 5)), {}, TypeError, ("takes 1 input", "got 2"),
         shapes=False),
    Case("huge view", "scale", lambda: (np.broadcast_to(F(1), (2**60,)),), {}, ValueError,
         ("input 'x'", "(1152921504606846976,)"), shapes=False),
]
ATTRS = [
    Case("attr str", "scale", lambda: (z(8),), {"k": "2"}, TypeError, ("attribute 'k'", "f32", "'2'")),
    Case("attr list", "lib.leaky_relu", lambda: (z(8),), {"alpha": [0.1]}, TypeError,
         ("attribute 'alpha'", "f32", "[0.1]")),
    Case("attr None", "scale", lambda: (z(8),), {"k": None}, TypeError, ("attribute 'k'", "None")),
    Case("attr bool", "pool", lambda: (z(8),), {"size": True}, TypeError, ("attribute 'size'", "int", "True")),
    Case("attr fraction", "pool", lambda: (z(8),), {"size": 1.5}, TypeError, ("attribute 'size'", "int", "1.5")),
    Case("attr array", "pool", lambda: (z(8),), {"size": np.array([2])}, TypeError, ("attribute 'size'", "int")),
    Case("attr 2**70", "pool", lambda: (z(8),), {"size": 2**70}, ValueError, ("attribute 'size'", "64-bit")),
    Case("attr 2**70 lib", "lib.maxpool2d", lambda: (z(1, 1, 4, 4),), {"kernel_h": 2**70, "kernel_w": 2},
         ValueError, ("attribute 'kernel_h'", "64-bit")),
    Case("stride 0", "pool", lambda: (z(8),), {"size": 2, "stride": 0}, ValueError,
         ("output 'y'", "stride", "divides by zero")),
    Case("stride 0 lib", "lib.conv2d", lambda: (z(1, 1, 4, 4), z(1, 1, 3, 3), z(1)), {"stride_h": 0},
         ValueError, ("output 'y'", "stride_h", "divides by zero")),
    Case("negative dim", "pool", lambda: (z(8),), {"size": 10}, ValueError, ("output 'y'", "negative", "-1")),
    Case("group", "lib.conv2d", lambda: (z(1, 4, 4, 4), z(2, 2, 3, 3), z(2)), {"group": 3}, ValueError,
         ("input 'w'", "C / group")),
    Case("huge output", "pool", lambda: (z(8),), {"size": -2**62}, ValueError,
         ("output 'y'", "more than one array can hold")),
    Case("unallocatable output", "pool", lambda: (z(8),), {"size": -2**60}, ValueError,
         ("output 'y'", "can't be allocated"), shapes=False),  # lowering it allocates nothing
    Case("unknown attr", "scale", lambda: (z(8),), {"kk": 1.0}, TypeError, ("unknown attribute 'kk'", "k")),
    Case("unknown attr lib", "lib.relu", lambda: (z(8),), {"alpha": 1.0}, TypeError,
         ("unknown attribute 'alpha'", "none")),
    Case("missing attr", "pool", lambda: (z(8),), {}, TypeError, ("missing attribute 'size'", "int")),
]
OPTIONS = [  # (keyword arguments, exception, what the message says)
    ({"variant": 3}, TypeError, ("variant", "3", "'simd'")),
    ({"variant": None}, TypeError, ("variant", "None")),
    ({"variant": "fast"}, ValueError, ("unknown variant 'fast'", "simd")),
    ({"variant": "lut:1"}, ValueError, ("lut:1",)),
    ({"variant": "simd:tile=9x9"}, ValueError, ("tile=9x9", "R 1-8")),
    ({"variant": "lut"}, ValueError, ("'lut' is not eligible",)),
    ({"device": 3}, TypeError, ("device", "3")),
    ({"device": "nope"}, ValueError, ("'nope'", "x86-64")),
    ({"threads": 0}, ValueError, ("threads", "at least 1", "0")),
    ({"threads": -2}, ValueError, ("threads", "-2")),
    ({"threads": "2"}, TypeError, ("threads", "'2'")),
    ({"threads": True}, TypeError, ("threads", "True")),
    ({"threads": 1.5}, TypeError, ("threads", "1.5")),
]


def resolve(ns, name: str):
    return jr.ops[name[4:]] if name.startswith("lib.") else ns[name]


def expect(exc, says, op_name, fn):
    with pytest.raises((TypeError, ValueError)) as info:
        fn()
    msg = str(info.value)
    assert isinstance(info.value, exc), f"{type(info.value).__name__}: {msg}"
    assert f"op {op_name}" in msg, msg
    for s in says:
        assert s in msg, f"{s!r} not in: {msg}"
    return msg


@pytest.mark.parametrize("case", INPUTS + ATTRS, ids=lambda c: c.name)
def test_op_call_refuses(case, mine, native):
    """jr.ops.X / load_ops ops: cold, through the fast path after a good call of the same
    shapes, and with each explicit variant."""
    op = resolve(mine, case.op)
    if case.good is not None:
        op(*case.good())
        op(*case.good())  # now a fast-path entry exists for these shapes
    native.clear()
    expect(case.exc, case.says, op.name, lambda: op(*case.args(), **case.attrs))
    for v in ("scalar", "simd"):
        expect(case.exc, case.says, op.name, lambda: op(*case.args(), variant=v, **case.attrs))
    assert native == []


@pytest.mark.parametrize("opts,exc,says", OPTIONS, ids=lambda o: repr(o) if isinstance(o, dict) else "")
def test_options_refused(opts, exc, says, mine, native):
    for op, args in ((mine.scale, (z(8),)), (jr.ops.relu, (z(8),))):
        op(*args)  # warm: the fast path is keyed by the options, so none is cached for these
        native.clear()
        expect(exc, says, op.name, lambda: op(*args, **opts))
        assert native == []


def test_lower_refuses_options(mine):
    for opts, exc, says in OPTIONS:
        if "threads" in opts:
            continue  # lower has no threads
        expect(exc, says, "scale", lambda: jr.lower(mine.scale, **opts))
        expect(exc, says, "scale", lambda: jr.lower(mine.scale, shapes=[(4,)], **opts))


# --- out= -------------------------------------------------------------------------------------

def out_cases():
    """(name, op, args, out, exception, what the message says)."""
    x = lambda: z(4, 5)  # noqa: E731
    buf = np.zeros(4 * 5 + 1, F)
    shifted = buf[1:].reshape(4, 5)
    two = np.zeros(9, F)
    return [
        ("readonly", "rowsum", (x(),), readonly(z(4)), ValueError, ("out 'y'", "read-only")),
        ("shape", "rowsum", (x(),), z(5), ValueError, ("out 'y'", "(5,)", "expected (4,)")),
        ("rank", "rowsum", (x(),), z(4, 1), ValueError, ("out 'y'", "(4, 1)", "expected (4,)")),
        ("0-d", "rowsum", (x(),), np.zeros((), F), ValueError, ("out 'y'", "()", "expected (4,)")),
        ("dtype", "rowsum", (x(),), np.zeros(4), TypeError, ("out 'y'", "float32", "float64")),
        ("strided", "rowsum", (x(),), z(8)[::2], ValueError, ("out 'y'", "C-contiguous", "strides (8,)")),
        ("misaligned 1", "rowsum", (x(),), misaligned((4,), 1), ValueError, ("out 'y'", "aligned to 4")),
        ("misaligned 2", "rowsum", (x(),), misaligned((4,), 2), ValueError, ("out 'y'", "aligned to 4")),
        ("misaligned lib", "lib.relu", (z(16),), misaligned((16,), 2), ValueError, ("out 'y'", "aligned")),
        ("python list", "rowsum", (x(),), [[0.0] * 4], TypeError, ("out 'y'", "list")),
        ("flat list", "rowsum", (x(),), [0.0] * 4, TypeError, ("out=", "1 arrays", "got 4")),
        ("None inside", "rowsum", (x(),), [None], TypeError, ("out 'y'", "NoneType")),
        ("int", "rowsum", (x(),), 5, TypeError, ("out=", "int")),
        ("count", "split", (z(4),), [z(4)], TypeError, ("out=", "2 arrays", "got 1")),
        ("overlap shifted", "scale", (buf[:-1].reshape(4, 5),), shifted, ValueError,
         ("out 'y'", "overlaps input 'x'", "exactly")),
        ("overlap lib", "lib.relu", (buf[:-1].reshape(4, 5),), shifted, ValueError,
         ("out 'y'", "overlaps input 'x'")),
        ("not pointwise", "pair", (z(3, 3), z(3, 3)), None, ValueError,
         ("out 'c'", "overlaps input 'a'", "beyond the element it writes")),
        ("not pointwise lib", "lib.softmax", (z(4, 5),), None, ValueError,
         ("out 'y'", "overlaps input 'x'", "beyond the element it writes")),
        ("outputs identical", "split", (z(4),), "same", ValueError, ("out 'hi'", "overlaps out 'lo'")),
        ("outputs overlap", "split", (z(4),), [two[:4], two[3:7]], ValueError, ("out 'hi'", "overlaps out 'lo'")),
        ("out readonly lib", "lib.softmax", (z(4, 5),), readonly(z(4, 5)), ValueError, ("out 'y'", "read-only")),
    ]


@pytest.mark.parametrize("k", range(len(out_cases())), ids=[c[0] for c in out_cases()])
def test_out_refused(k, mine, native):
    name, op_name, args, out, exc, says = out_cases()[k]
    op = resolve(mine, op_name)
    if out is None:
        out = args[0]  # the op's own input
    elif isinstance(out, str):
        o = z(*args[0].shape)
        out = [o, o]
    for warm in (False, True):
        if warm:  # a fast-path entry for these shapes (and a good out= through it)
            op(*args)
            good = op(*args)
            op(*args, out=[np.empty_like(g) for g in good] if isinstance(good, tuple) else np.empty_like(good))
        native.clear()
        expect(exc, says, op.name, lambda: op(*args, out=out))
        for v in ("scalar", "simd"):
            expect(exc, says, op.name, lambda: op(*args, out=out, variant=v))
        assert native == []


def test_pointwise_in_place_still_allowed(mine, native):
    x = np.linspace(-2, 2, 40, dtype=F).reshape(4, 10)
    ref = x * 2
    for _ in range(3):  # cold, then the fast path
        y = x.copy()
        assert mine.scale(y, out=y) is y
        np.testing.assert_array_equal(y, ref)
    assert [c for c in native if c[0] == "go"] and all(c[2][0] == c[2][1] for c in native if c[0] == "go")


# --- strided and misaligned inputs: copied, never seen by the kernel ------------------------------

@pytest.mark.parametrize("kind", ["strided", "transposed", "misaligned 1", "misaligned 2", "readonly"])
def test_inputs_are_copied_not_passed(kind, mine, native):
    base = np.arange(40, dtype=F).reshape(4, 10) - 20
    x = {"strided": lambda: base[:, ::2], "transposed": lambda: base.T,
         "misaligned 1": lambda: misaligned((4, 10), 1), "misaligned 2": lambda: misaligned((4, 10), 2),
         "readonly": lambda: readonly(base.copy())}[kind]()
    if kind.startswith("misaligned"):
        x[...] = base
    for op, ref in ((mine.scale, lambda a: a * 2), (mine.rowsum, lambda a: a.sum(1)),
                    (jr.ops.relu, lambda a: np.maximum(a, 0))):
        for variant in ("auto", "scalar", "auto"):  # the second auto: the fast path's decision
            native.clear()
            np.testing.assert_allclose(op(x, variant=variant), ref(x.astype(np.float64)), rtol=1e-6)
            ptrs = [c[2] for c in native if c[0] == "go"]
            assert len(ptrs) == 1
            if kind == "readonly":
                assert ptrs[0][0] == x.ctypes.data  # contiguous and aligned: no copy needed
            else:
                assert ptrs[0][0] != x.ctypes.data and ptrs[0][0] % binding.ALIGN == 0


# --- jr.tune, jr.check_consistency, jr.lower --------------------------------------------------------

@pytest.mark.parametrize("case", [c for c in INPUTS + ATTRS if not c.op.startswith("lib.") or c.name in (
    "float16", "attr 2**70 lib", "stride 0 lib", "unknown attr lib")], ids=lambda c: c.name)
def test_tune_refuses(case, mine, native, tmp_path):
    op = resolve(mine, case.op)
    db = PerfDB(tmp_path / "perf.sqlite")
    args = case.args()
    if case.name in ("python list", "None", "str"):  # tune reads a non-array as a shape
        says = ("input 'x'", "an array or a shape")
    elif case.name == "count":
        says = ("takes 1 input", "got 2")
    elif case.name == "unallocatable output":  # bind allows it; the float64 reference refuses first
        says = ("assigning 'y'", "limit")
    else:
        says = case.says
    expect(case.exc, says, op.name,
           lambda: jr.tune(op, list(args), attrs=case.attrs, budget_s=5, progress=False, db=db))
    assert native == [] and db.rows() == []


def test_tune_refuses_bad_shapes_and_containers(mine, native, tmp_path):
    db = PerfDB(tmp_path / "perf.sqlite")
    for bad, exc, says in (
            (None, TypeError, ("one array or shape per input", "NoneType")),
            (np.zeros((4, 5), F), TypeError, ("one array or shape per input", "ndarray")),
            ([(4, -5)], TypeError, ("input 'x'", "(4, -5)")),
            ([(4.0, 5)], TypeError, ("input 'x'", "(4.0, 5)")),
            ([(True, 5)], TypeError, ("input 'x'", "(True, 5)")),
            ([(4,)], ValueError, ("input 'x'", "f32[N, C]", "(4,)")),
            ([(2**60, 2)], ValueError, ("input 'x'", "can't be allocated"))):
        expect(exc, says, "rowsum", lambda: jr.tune(mine.rowsum, bad, budget_s=5, progress=False, db=db))
    expect(TypeError, ("attrs", "str"), "rowsum",
           lambda: jr.tune(mine.rowsum, [(4, 5)], attrs="k=1", budget_s=5, progress=False, db=db))
    assert native == [] and db.rows() == []


CONSISTENCY_SKIP = {"count"}  # count: see the test after


@pytest.mark.parametrize("case", [c for c in INPUTS + ATTRS if c.name not in CONSISTENCY_SKIP],
                         ids=lambda c: c.name)
def test_check_consistency_refuses(case, mine, native):
    """The binding refuses before the reference interpreter runs: the op and the parameter
    named, and no kernel runs."""
    op = resolve(mine, case.op)
    with pytest.raises((TypeError, ValueError)) as info:
        jr.check_consistency(op, inputs=list(case.args()), attrs=case.attrs, devices="x86-64")
    msg = str(info.value)
    assert f"op {op.name}" in msg, msg
    param = next((s for s in case.says if "'" in s), None)
    if param is not None:
        assert param.split(" ")[-1] in msg, msg
    assert native == []


def test_check_consistency_refuses_wrong_input_count(mine, native):
    with pytest.raises((TypeError, ValueError), match=r"op rowsum takes 1 input"):
        jr.check_consistency(mine.rowsum, inputs=[z(4, 5), z(4, 5)], devices="x86-64")
    assert native == []


@pytest.mark.parametrize("case", [c for c in INPUTS + ATTRS if c.shapes], ids=lambda c: c.name)
def test_lower_refuses(case, mine, native):
    op = resolve(mine, case.op)
    shapes = [np.shape(a) for a in case.args()]
    expect(case.exc, case.says, op.name, lambda: jr.lower(op, shapes=shapes, **case.attrs))
    if any("attribute" in s for s in case.says):  # attribute errors show without shapes too
        expect(case.exc, case.says, op.name, lambda: jr.lower(op, **case.attrs))
    assert native == []


# --- the boundary itself ------------------------------------------------------------------------

def test_replay_checks_raw_pointers(mine, native):
    x = np.linspace(-1, 1, 12, dtype=F).reshape(3, 4)
    w = np.ones((4, 4), F)
    y = np.empty((3, 4), F)
    mine.pair(x, w, out=y)
    with kernel.record_launches() as calls:
        mine.pair(x, w, out=y)
    (launch, ptrs), = calls
    scratch = launch.scratch()
    y[...] = 0
    launch.replay(ptrs, scratch)  # the recorded pointers replay
    np.testing.assert_allclose(y, x @ w, rtol=1e-6)
    native.clear()
    px, pw, py = ptrs
    for bad, exc, says in (
            ((px, pw), ValueError, ("replay with 2 pointers", "takes 3")),
            ((px, pw, py + 1), ValueError, ("out 'c'", "not aligned")),
            ((px, pw, None), TypeError, ("out 'c'", "None")),
            ((px, pw, 0), TypeError, ("out 'c'", "non-null")),
            ((px, pw, float(py) + 4.0), TypeError, ("out 'c'", "non-null address")),
            ((px, pw, px + 4), ValueError, ("out 'c'", "overlaps input 'a'")),
            ((px, pw, pw), ValueError, ("out 'c'", "overlaps input 'b'")),
            ([px, pw, [py]], TypeError, ("out 'c'", "["))):
        expect(exc, says, "pair", lambda: launch.replay(bad, scratch))
    assert native == []
    # equal to the checked pointers but not ints: ctypes refuses the call, the check says why
    expect(TypeError, ("out 'c'", "non-null address"), "pair", lambda: launch.replay((px, pw, float(py)), scratch))


def test_replay_checks_its_scratch(native):
    x = np.random.default_rng(0).standard_normal((2, 300), dtype=F)
    y = np.empty_like(x)
    jr.ops.softmax(x, out=y, variant="scalar")
    with kernel.record_launches() as calls:
        jr.ops.softmax(x, out=y, variant="scalar")
    (launch, ptrs), = calls
    assert launch.need > 0
    native.clear()
    for scratch in (None, np.empty(launch.scratch_floats() - 1, F), np.empty(launch.scratch_floats())):
        expect(ValueError, ("replay needs a scratch",), "softmax", lambda: launch.replay(ptrs, scratch))
    assert native == []
    y[...] = 0
    launch.replay(ptrs, launch.scratch())
    np.testing.assert_allclose(y, jr.ops.softmax(x), rtol=1e-6)


def test_replay_allows_exact_in_place_for_pointwise_only(mine, native):
    x = np.arange(8, dtype=F)
    mine.scale(x)
    with kernel.record_launches() as calls:
        mine.scale(x)
    (launch, (px, py)), = calls
    y = x.copy()
    launch.replay((y.ctypes.data, y.ctypes.data), None)
    np.testing.assert_array_equal(y, x * 2)
    expect(ValueError, ("overlaps input 'x'",), "scale",
           lambda: launch.replay((y.ctypes.data, y.ctypes.data + 4), None))


def test_run_refuses_what_bind_would_have_copied(mine, native):
    """Launch.run guards even a caller that skips bind: strided, misaligned, wrong dtype."""
    x = z(4, 5)
    mine.rowsum(x)
    with kernel.record_launches() as calls:
        mine.rowsum(x)
    launch = calls[0][0]
    native.clear()
    for inputs, outputs, exc, says in (
            ((z(4, 10)[:, ::2],), [z(4)], ValueError, ("input 'x'", "C-contiguous")),
            ((misaligned((4, 5), 1),), [z(4)], ValueError, ("input 'x'", "aligned")),
            ((np.zeros((4, 5)),), [z(4)], TypeError, ("input 'x'", "float64")),
            ((z(4, 6),), [z(4)], ValueError, ("input 'x'", "(4, 6)", "expected (4, 5)")),
            ((x,), [], TypeError, ("1 input(s) and 1 output(s)",)),
            ((x,), [x.reshape(-1)[:4]], ValueError, ("out 'y'", "overlaps input 'x'"))):
        expect(exc, says, "rowsum", lambda: launch.run(inputs, outputs))
    assert native == []


ARRAYS = st.sampled_from(["ok", "float64", "strided", "misaligned", "readonly", "wrong shape",
                          "list", "same as input", "shifted over input", "0-d"])


def make(kind: str, shape, base: np.ndarray, shifted: np.ndarray) -> Any:
    return {"ok": lambda: z(*shape), "float64": lambda: np.zeros(shape),
            "strided": lambda: np.zeros((shape[0] * 2,) + shape[1:], F)[::2],
            "misaligned": lambda: misaligned(shape, 2), "readonly": lambda: readonly(z(*shape)),
            "wrong shape": lambda: z(shape[0] + 1, *shape[1:]), "list": lambda: z(*shape).tolist(),
            "same as input": lambda: base, "shifted over input": lambda: shifted,
            "0-d": lambda: np.zeros((), F)}[kind]()


@settings(max_examples=300, deadline=None)
@given(kind_in=ARRAYS, kind_out=ARRAYS, pointwise=st.booleans(), n=st.integers(1, 6))
def test_quick_check_agrees_with_the_full_guard(kind_in, kind_out, pointwise, n):
    """`pointers` (the per-launch check) accepts exactly what `guard` accepts, with the same
    pointers: the fast path is never more permissive than the explained one."""
    shape = (n, 3)
    b = binding.Boundary("t", ("input 'x'", "out 'y'"), (shape, shape), (np.dtype(F), np.dtype(F)), 1,
                         frozenset({0}) if pointwise else frozenset())
    buf = z(n * 3 + 1)
    base, shifted = buf[:-1].reshape(shape), buf[1:].reshape(shape)
    x = make(kind_in, shape, base, shifted) if kind_in not in ("same as input", "shifted over input") else base
    y = make(kind_out, shape, base, shifted)
    quick = binding.pointers(b, (x,), [y])
    try:
        full = binding.guard(b, (x,), [y])
    except (TypeError, ValueError) as e:
        assert quick is None, f"quick accepted what guard refuses: {e}"
    else:
        assert quick == full
    inputs_only = binding.Boundary("t", ("input 'x'",), (shape,), (np.dtype(F),), 1, frozenset())
    try:
        binding.guard(inputs_only, (x,), [])
    except (TypeError, ValueError):
        assert not binding.accepts(inputs_only, (x,))
    else:
        assert binding.accepts(inputs_only, (x,))
    if kind_in == "ok" and kind_out == "ok" or (kind_in in ("ok", "same as input") and kind_out == "same as input"
                                               and pointwise and kind_in == "same as input"):
        assert quick is not None


def test_bind_shapes_allocates_nothing_and_names_what_is_wrong(mine):
    big = binding.bind_shapes(mine.rowsum.checked, [(2**40, 2**20)], {})
    assert big.inputs == () and big.out_shapes == ((2**40,),) and big.sizes["N"] == 2**40
    small = binding.bind_shapes(mine.pair.checked, [(3, 4), [4, 5]], {})
    assert small.spec == mine.pair.bind(z(3, 4), z(4, 5)).spec and small.out_shapes == ((3, 5),)
    for shapes, exc, says in (([(4.0, 5)], TypeError, ("input 'x'", "(4.0, 5)")),
                              ([(4, -5)], TypeError, ("input 'x'", "(4, -5)")),
                              ([None], TypeError, ("input 'x'", "None")),
                              ([(True, 5)], TypeError, ("input 'x'", "True")),
                              ([(4,)], ValueError, ("input 'x'", "f32[N, C]", "(4,)")),
                              ([(4, 5), (4, 5)], TypeError, ("takes 1 input",))):
        expect(exc, says, "rowsum", lambda: binding.bind_shapes(mine.rowsum.checked, shapes, {}))
    expect(ValueError, ("attribute 'size'", "64-bit"), "pool",
           lambda: binding.bind_shapes(mine.pool.checked, [(8,)], {"size": 2**64}))
