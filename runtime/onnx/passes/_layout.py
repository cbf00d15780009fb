"""Weights laid out once at load, in one pass each, in memory the graph keeps as it is.

A layout (panels, HWIO) is one strided copy into a 64-byte aligned, read-only array (the
form Graph keeps its initializers in, so it takes them without another copy): the first
versions zero-padded a copy, transposed it into a second and Graph copied that a third
time, three passes over vit_b_16's 340 MB of weights at every load from scratch.
"""
from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..model import INIT_ALIGN


def aligned_empty(shape: tuple[int, ...], dtype: npt.DTypeLike = np.float32) -> np.ndarray:
    """An uninitialized array of its own memory, INIT_ALIGN-byte aligned."""
    dtype = np.dtype(dtype)
    n = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    buf = np.empty(n + INIT_ALIGN, np.uint8)
    off = -buf.ctypes.data % INIT_ALIGN
    out: np.ndarray = buf[off:off + n].view(dtype).reshape(shape)
    return out


def frozen(a: np.ndarray) -> np.ndarray:
    """a (any strides) as an aligned, read-only array of its own."""
    out = aligned_empty(a.shape, a.dtype)
    np.copyto(out, a)
    out.flags.writeable = False
    return out


def panels(w: np.ndarray, width: int) -> np.ndarray:
    """W [..., N] (any strides) as Wp[J, ..., width]: panel j holds columns j*width ..
    (j+1)*width - 1, zeros past N."""
    lead, n = w.shape[:-1], w.shape[-1]
    j, full = -(-n // width), n // width
    out = aligned_empty((j,) + lead + (width,), np.float32)
    order = (len(lead),) + tuple(range(len(lead))) + (len(lead) + 1,)
    if full:
        out[:full] = w[..., :full * width].reshape(lead + (full, width)).transpose(order)
    if full < j:
        out[full, ..., :n - full * width] = w[..., full * width:]
        out[full, ..., n - full * width:] = 0
    out.flags.writeable = False
    return out
