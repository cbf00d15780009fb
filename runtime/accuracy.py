"""Accuracy against the float64 reference: whether results are within an op's contract,
and by how much. The contract made condition-aware: an element passes when
|y - ref| <= rel * M + abs, M the reference's running error magnitude (dsl/interpret.py),
so sums that cancel and normalizations are judged by what their inputs allow. The tuner
and the consistency checks both judge by it."""
from __future__ import annotations

from typing import Sequence

import numpy as np

F32_TINY = float(np.finfo(np.float32).tiny)


def compare(ys: Sequence[np.ndarray], refs: Sequence[np.ndarray], mags: Sequence[np.ndarray],
            rel: float, abs_: float) -> tuple[bool, float, float, float]:
    """Within contract everywhere? And the largest absolute, relative and ulp errors."""
    return compare_used(ys, refs, mags, rel, abs_)[:4]


def compare_used(ys: Sequence[np.ndarray], refs: Sequence[np.ndarray], mags: Sequence[np.ndarray],
                 rel: float, abs_: float) -> tuple[bool, float, float, float, float]:
    """compare(), and the largest share of its bound an element's error reaches (pass: <= 1)."""
    ok, mabs, mrel, mulp, used = True, 0.0, 0.0, 0.0, 0.0
    with np.errstate(all="ignore"):
        for y, ref, mag in zip(ys, refs, mags):
            y = np.asarray(y, np.float64)
            ref = np.asarray(ref, np.float64)
            same = (np.isnan(y) & np.isnan(ref)) | (y == ref)
            ref32 = ref.astype(np.float32).astype(np.float64)  # overflow to inf is float32's
            same |= np.isinf(y) & (y == ref32)
            err = np.where(same, 0.0, np.abs(y - ref))
            err = np.where(np.isnan(err), np.inf, err)
            bound = rel * np.nan_to_num(mag, nan=0.0, posinf=np.inf) + max(abs_, F32_TINY)
            ok = ok and bool(np.all(err <= bound))
            if err.size:
                used = max(used, float(np.max(np.where(err == 0, 0.0, err / bound))))
                mabs = max(mabs, float(np.max(err)))
                scaled = np.isfinite(ref) & (ref != 0)
                r = np.where(scaled, err / np.where(scaled, np.abs(ref), 1.0), np.where(err == 0, 0.0, np.inf))
                mrel = max(mrel, float(np.max(r)))
                ulp = np.spacing(np.abs(np.where(np.isfinite(ref32), ref32, 0)).astype(np.float32))
                u = np.where(np.isfinite(err), err / ulp.astype(np.float64), np.inf)
                mulp = max(mulp, float(np.max(u)))
    return ok, mabs, mrel, mulp, used
