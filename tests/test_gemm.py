"""The packed GEMM lowering of contractions (lowering/gemm.py) against float64 numpy.

Shapes straddle every blocking boundary: the register tile (MR rows, NR columns), the
column block, the row block, the K block (whole values of the outermost reduction loop),
conv's fused pixel runs that wrap rows inside a vector, and the in-place B path (M <= MR).
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jit_runtime as jr
import reference as R

DEVICES = ["host", "x86-64-v3", "x86-64"]
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def close(got, ref, k):
    tol = 1e-5 * max(k, 1) ** 0.5 * 4
    np.testing.assert_allclose(got, ref, rtol=tol, atol=tol * max(1.0, np.abs(ref).max(initial=0)))


@SETTINGS
@given(m=st.sampled_from([1, 2, 5, 6, 7, 12, 13, 95, 96, 97, 200]),
       k=st.sampled_from([0, 1, 3, 8, 9, 255, 256, 257, 600]),
       n=st.sampled_from([1, 15, 16, 17, 63, 64, 65, 200, 1023, 1025]),
       device=st.sampled_from(DEVICES), seed=st.integers(0, 99))
def test_matmul_shapes(m, k, n, device, seed):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k), dtype=np.float32)
    b = rng.standard_normal((k, n), dtype=np.float32)
    close(jr.ops.matmul(a, b, variant="simd", device=device), a.astype(np.float64) @ b, k)


@pytest.mark.parametrize("variant", ["simd:tile=1x1", "simd:tile=2x3", "simd:tile=8x4", "simd:tile=3x1,static"])
def test_tiles(variant):
    rng = np.random.default_rng(1)
    a = rng.standard_normal((29, 300), dtype=np.float32)
    b = rng.standard_normal((300, 77), dtype=np.float32)
    close(jr.ops.matmul(a, b, variant=variant), a.astype(np.float64) @ b, 300)


def test_batched_and_broadcast():
    rng = np.random.default_rng(2)
    a = rng.standard_normal((2, 3, 9, 40), dtype=np.float32)
    b = rng.standard_normal((3, 40, 33), dtype=np.float32)
    close(jr.ops.matmul(a, b, variant="simd"), a.astype(np.float64) @ b, 40)


@pytest.mark.parametrize("ta,tb", [(0, 0), (0, 1), (1, 0), (1, 1)])
@pytest.mark.parametrize("cshape", [(1, 1), (1, 70), (-1, 1), (-1, 70)])
@pytest.mark.parametrize("m", [1, 11, 40])  # a trans_b B: dot products at 1 row, the loop nest to 16, packed past
def test_gemm_epilogue(ta, tb, cshape, m):
    rng = np.random.default_rng(3)
    k, n = 300, 70
    cshape = tuple(m if d == -1 else d for d in cshape)
    a = rng.standard_normal((k, m) if ta else (m, k), dtype=np.float32)
    b = rng.standard_normal((n, k) if tb else (k, n), dtype=np.float32)
    c = rng.standard_normal(cshape, dtype=np.float32)
    ref = 0.5 * ((a.T if ta else a).astype(np.float64) @ (b.T if tb else b)) - 2.0 * c
    got = jr.ops.gemm(a, b, c, alpha=0.5, beta=-2.0, trans_a=ta, trans_b=tb, variant="simd")
    close(got, ref, k)


def conv_ref(x, w, b, stride, pads, dil):
    """tests/reference.py's float64 conv2d; pads are (top, left, bottom, right)."""
    return R.conv2d(x, w, b, stride_h=stride, stride_w=stride, pad_top=pads[0], pad_left=pads[1],
                    pad_bottom=pads[2], pad_right=pads[3], dilation_h=dil, dilation_w=dil)[0]


@SETTINGS
@given(c=st.sampled_from([1, 3, 8, 17]), k=st.sampled_from([1, 5, 6, 7, 16, 33]),
       hw=st.tuples(st.integers(1, 30), st.integers(1, 30)), rs=st.sampled_from([(1, 1), (3, 3), (3, 2), (5, 5)]),
       stride=st.sampled_from([1, 2, 3]), dil=st.sampled_from([1, 2]),
       pads=st.tuples(*[st.integers(0, 2)] * 4), batch=st.sampled_from([1, 2]),
       device=st.sampled_from(DEVICES), seed=st.integers(0, 99))
def test_conv_shapes(c, k, hw, rs, stride, dil, pads, batch, device, seed):
    h, w_ = hw
    r, s = rs
    if h + pads[0] + pads[2] < dil * (r - 1) + 1 or w_ + pads[1] + pads[3] < dil * (s - 1) + 1:
        return
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((batch, c, h, w_), dtype=np.float32)
    w = rng.standard_normal((k, c, r, s), dtype=np.float32)
    b = rng.standard_normal(k, dtype=np.float32)
    got = jr.ops.conv2d(x, w, b, stride_h=stride, stride_w=stride, pad_top=pads[0], pad_left=pads[1],
                        pad_bottom=pads[2], pad_right=pads[3], dilation_h=dil, dilation_w=dil,
                        variant="simd", device=device)
    close(got, conv_ref(x, w, b, stride, pads, dil), c * r * s)


def test_special_values_propagate():
    a = np.ones((7, 20), np.float32)
    b = np.ones((20, 70), np.float32)
    a[1, 3], a[2, 4], b[5, 66] = np.nan, np.inf, -np.inf
    a[3, :] = -0.0
    b[:, 0] = 1e30
    got = jr.ops.matmul(a, b, variant="simd")
    with np.errstate(invalid="ignore"):
        ref = a.astype(np.float64) @ b.astype(np.float64)
    ref32 = ref.astype(np.float32)
    assert np.array_equal(np.isnan(got), np.isnan(ref32))
    finite = np.isfinite(ref32)
    assert np.array_equal(got[~finite & ~np.isnan(ref32)], ref32[~finite & ~np.isnan(ref32)])
    np.testing.assert_allclose(got[finite], ref32[finite], rtol=1e-5)


@pytest.mark.parametrize("op", ["matmul", "conv"])
def test_threads_give_identical_results(op):
    rng = np.random.default_rng(4)
    if op == "matmul":
        a = rng.standard_normal((300, 200), dtype=np.float32)
        b = rng.standard_normal((200, 1500), dtype=np.float32)
        one, two = (jr.ops.matmul(a, b, variant="simd", threads=t) for t in (1, 2))
        ref = a.astype(np.float64) @ b
    else:
        x = rng.standard_normal((1, 16, 40, 40), dtype=np.float32)
        w = rng.standard_normal((32, 16, 3, 3), dtype=np.float32)
        bb = rng.standard_normal(32, dtype=np.float32)
        one, two = (jr.ops.conv2d(x, w, bb, pad_top=1, pad_left=1, pad_bottom=1, pad_right=1, variant="simd",
                                  threads=t) for t in (1, 2))
        ref = conv_ref(x, w, bb, 1, (1, 1, 1, 1), 1)
    assert np.array_equal(one, two)
    close(two, ref, 200)


def test_fused_onnx_epilogue_runs_per_tile():
    """Conv + bias + Relu fused by the ONNX passes: the epilogue kernel covers each tile once."""
    onnx = pytest.importorskip("onnx")
    from onnx import helper, numpy_helper
    rng = np.random.default_rng(5)
    w = rng.standard_normal((20, 8, 3, 3)).astype(np.float32)
    b = rng.standard_normal(20).astype(np.float32)
    g = helper.make_graph(
        [helper.make_node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1]), helper.make_node("Relu", ["c"], ["y"])],
        "g", [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [2, 8, 29, 31])],
        [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [2, 20, 29, 31])],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    x = rng.standard_normal((2, 8, 29, 31)).astype(np.float32)
    got = jr.run(model, {"x": x})["y"]
    close(got, np.maximum(conv_ref(x, w, b, 1, (1, 1, 1, 1), 1), 0), 72)


def test_out_of_bounds_iterations_contribute_nothing_even_against_inf():
    """Padding skips the iteration (the language's rule): inf * padding is not NaN."""
    rng = np.random.default_rng(6)
    a = rng.standard_normal((6, 67), dtype=np.float32)
    a[2, 40], a[4, 66] = np.inf, np.nan  # past b's 5 rows: never read
    b = rng.standard_normal((5, 4), dtype=np.float32)
    c = np.zeros((1, 1), np.float32)
    ref = a[:, :5].astype(np.float64) @ b
    close(jr.ops.gemm(a, b, c, variant="simd"), ref, 5)
    x = rng.standard_normal((1, 3, 8, 8), dtype=np.float32)
    w = rng.standard_normal((4, 3, 3, 3), dtype=np.float32)
    w[1, 0, 0, 0] = np.inf  # meets the padding at the top-left corner
    bb = np.zeros(4, np.float32)
    pads = dict(pad_top=1, pad_left=1, pad_bottom=1, pad_right=1)
    got = jr.ops.conv2d(x, w, bb, variant="simd", **pads)
    ref = jr.ops.conv2d(x, w, bb, variant="scalar", **pads)
    assert np.array_equal(np.isnan(got), np.isnan(ref)) and np.isinf(got).sum() == np.isinf(ref).sum()
    np.testing.assert_allclose(got[np.isfinite(ref)], ref[np.isfinite(ref)], rtol=1e-5, atol=1e-5)


@SETTINGS
@given(k=st.sampled_from([0, 1, 7, 8, 9, 17, 300]), n=st.sampled_from([1, 5, 15, 16, 17, 100, 513, 4097, 4200]),
       offset=st.integers(0, 15), batch=st.sampled_from([(), (3,)]), device=st.sampled_from(DEVICES),
       seed=st.integers(0, 99))
def test_gemv_streams_b_in_place(k, n, offset, batch, device, seed):
    """One row: B's rows streamed side by side, a masked head to align them (any offset of B
    in memory), masked tails, column blocks of GEMV_COLUMNS, row groups of GEMV_ROWS."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((*batch, 1, k), dtype=np.float32)
    flat = rng.standard_normal(int(np.prod(batch, dtype=int)) * k * n + offset, dtype=np.float32)
    b = flat[offset:].reshape(*batch, k, n)
    close(jr.ops.matmul(a, b, variant="simd", device=device), a.astype(np.float64) @ b, k)


@pytest.mark.parametrize("n", [3072, 1000])
def test_gemv_threads_split_columns_identically(n):
    rng = np.random.default_rng(7)
    a = rng.standard_normal((1, 768), dtype=np.float32)
    b = rng.standard_normal((768, n), dtype=np.float32)
    one, two = (jr.ops.matmul(a, b, variant="simd", threads=t) for t in (1, 2))
    assert np.array_equal(one, two)
    close(one, a.astype(np.float64) @ b, 768)


@pytest.mark.parametrize("other", ["same", "row", "column"])
@pytest.mark.parametrize("hw,stride", [((16, 16), 1), ((9, 7), 1), ((16, 16), 2), ((13, 6), 2)])
def test_fused_epilogue_over_whole_output_rows(other, hw, stride):
    """Conv + Add + Relu: a run of whole output rows is finished in one epilogue call when
    every access of the epilogue moves along conv's output rows as the output does (an
    addend of the output's shape), else row by row (an addend broadcast along rows or
    columns); both match the reference."""
    onnx = pytest.importorskip("onnx")
    from onnx import helper, numpy_helper
    rng = np.random.default_rng(8)
    h, w_ = hw
    ho, wo = (h - 1) // stride + 1, (w_ - 1) // stride + 1
    w = rng.standard_normal((12, 5, 3, 3)).astype(np.float32)
    shape = {"same": (1, 12, ho, wo), "row": (1, 12, 1, wo), "column": (1, 12, ho, 1)}[other]
    z = rng.standard_normal(shape).astype(np.float32)
    g = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1], strides=[stride, stride]),
         helper.make_node("Add", ["c", "z"], ["s"]), helper.make_node("Relu", ["s"], ["y"])],
        "g", [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1, 5, h, w_])],
        [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [1, 12, ho, wo])],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(z, "z")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    x = rng.standard_normal((1, 5, h, w_)).astype(np.float32)
    sess = jr.Session(model)
    assert "folded in" in sess.explain()
    got = sess.run({"x": x})["y"]
    ref = np.maximum(conv_ref(x, w, np.zeros(12, np.float32), stride, (1, 1, 1, 1), 1) + z, 0)
    close(got, ref, 45)


def test_epilogue_may_use_indices_as_numbers():
    """The epilogue kernel renames the output's indices in reads and where they are used
    as numbers (`+ n`, `* m`): it used to miss the latter and fail to compile."""
    ops = jr.load_ops("""
op mm_index(a: f32[M, K], b: f32[K, N]) -> c: f32[M, N] {
    c[m, n] = sum[k](a[m, k] * b[k, n]) + n - 0.5 * m
}
""")
    rng = np.random.default_rng(12)
    a = rng.standard_normal((9, 31), dtype=np.float32)
    b = rng.standard_normal((31, 70), dtype=np.float32)
    ref = a.astype(np.float64) @ b + np.arange(70)[None, :] - 0.5 * np.arange(9)[:, None]
    for device in DEVICES:
        close(ops.mm_index(a, b, variant="simd", device=device), ref, 31)


LANES = {"host": 16, "x86-64-v3": 8, "x86-64": 4}  # host: this AVX-512 machine


@pytest.mark.parametrize("device", DEVICES)
def test_narrow_gemv_every_width(device):
    """Up to GEMV_NARROW vectors of columns the sums stay in registers (row k in set k mod
    S): every width from 1 to one past the last narrow one, reduction lengths around S,
    against float64."""
    from jit_runtime.lowering.gemm_kernels import GEMV_NARROW
    rng = np.random.default_rng(11)
    widest = GEMV_NARROW * LANES[device]
    for n in list(range(1, widest + 2)):
        for k in (0, 1, 3, 4, 7, 8, 9, 17, 130):
            a = rng.standard_normal((1, k), dtype=np.float32)
            b = rng.standard_normal((k, n), dtype=np.float32)
            close(jr.ops.matmul(a, b, variant="simd", device=device), a.astype(np.float64) @ b, k)
    assert "jr.gemvn1." in jr.lower(jr.ops.matmul, device=device, shapes=((1, 8), (8, 5))).llvm
    assert "jr.gemv" not in jr.lower(jr.ops.matmul, device=device, shapes=((2, 8), (8, 5))).llvm  # rows >= 2


def test_narrow_gemv_special_values():
    """NaN and inf in either operand and -0.0 reach exactly the columns they should, with
    every row in a different register set."""
    k, n = 37, 10
    a = np.ones((1, k), np.float32)
    b = np.ones((k, n), np.float32)
    b[5, 2], b[6, 3], b[7, 4], b[8, 4] = np.nan, np.inf, np.inf, -np.inf
    b[:, 5] = 1e30
    b[:, 6] = -0.0
    a[0, 0] = -0.0
    b[0, 7] = 3e38
    b[1, 7] = 3e38
    got = jr.ops.matmul(a, b, variant="simd")
    with np.errstate(invalid="ignore", over="ignore"):
        ref = (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32)
    assert np.array_equal(np.isnan(got), np.isnan(ref)), (got, ref)
    assert np.array_equal(got[np.isinf(ref)], ref[np.isinf(ref)])
    assert np.signbit(got[0, 6]) == np.signbit(ref[0, 6])
    np.testing.assert_allclose(got[np.isfinite(ref)], ref[np.isfinite(ref)], rtol=1e-5)
    a[0, 20] = np.nan
    assert np.isnan(jr.ops.matmul(a, b, variant="simd")).all()


@SETTINGS
@given(k=st.integers(0, 300), n=st.integers(1, 65), batch=st.sampled_from([(), (3,)]),
       big=st.booleans(), seed=st.integers(0, 99))
def test_narrow_gemv_values(k, n, batch, big, seed):
    """Large magnitudes and denormals in the narrow path (each partial sum and their
    pairwise total) stay within the contract of the float64 product."""
    rng = np.random.default_rng(seed)
    scale = 1e18 if big else 1.0
    a = (rng.standard_normal((*batch, 1, k)) * scale).astype(np.float32)
    b = rng.standard_normal((*batch, k, n)).astype(np.float32)
    b[..., ::5, :] *= np.float32(1e-40)  # denormal rows
    ref = a.astype(np.float64) @ b
    got = jr.ops.matmul(a, b, variant="simd")
    tol = 1e-5 * max(k, 1) ** 0.5 * 4
    bound = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))  # the sum's magnitude
    assert np.all(np.abs(got - ref) <= tol * bound + 1e-30)


@SETTINGS
@given(k=st.sampled_from([0, 1, 3, 15, 16, 17, 64, 300]), n=st.sampled_from([1, 7, 8, 9, 16, 77, 600]),
       device=st.sampled_from(DEVICES), seed=st.integers(0, 99))
def test_one_row_against_rows_of_b(k, n, device, seed):
    """gemm with trans_b at one row (PyTorch's Linear at batch 1): GEMV_T_ROWS dot products
    at a time along B's rows, then one; masked last vectors along k; against float64."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((1, k), dtype=np.float32)
    b = rng.standard_normal((n, k), dtype=np.float32)
    c = rng.standard_normal((1, n), dtype=np.float32)
    got = jr.ops.gemm(a, b, c, trans_b=1, variant="simd", device=device)
    close(got, a.astype(np.float64) @ b.T.astype(np.float64) + c, k)
    assert "jr.gemvt." in jr.lower(jr.ops.gemm, device=device, trans_b=1, shapes=((1, 8), (5, 8), (1, 5))).llvm


def test_one_row_against_rows_of_b_special_values_and_threads():
    k, n = 1000, 300
    rng = np.random.default_rng(9)
    a = rng.standard_normal((1, k), dtype=np.float32)
    b = rng.standard_normal((n, k), dtype=np.float32)
    c = np.zeros((1, n), np.float32)
    b[3, 999], b[4, 0], b[5, 17], b[5, 18] = np.nan, np.inf, np.inf, -np.inf
    b[6, :] = -0.0
    b[7, :] *= np.float32(1e-40)  # denormals
    b[8, 5], a[0, 5] = np.float32(3e38), 2.0  # one product past the float32 range: inf
    one, two = (jr.ops.gemm(a, b, c, trans_b=1, variant="simd", threads=t) for t in (1, 2))
    assert np.array_equal(one, two, equal_nan=True)
    with np.errstate(invalid="ignore", over="ignore"):
        ref = (a.astype(np.float64) @ b.T.astype(np.float64)).astype(np.float32)
    assert np.array_equal(np.isnan(one), np.isnan(ref))
    assert np.array_equal(np.isinf(one), np.isinf(ref)) and np.array_equal(one[np.isinf(ref)], ref[np.isinf(ref)])
    fin = np.isfinite(ref)
    close(one[fin], ref[fin], k)
