"""What each device gets: every library op on each x86 profile and variant, time and error.

Times are medians of repeats (1 thread); errors are against the float64 meaning of the op
(jit_runtime.dsl.interpret), on inputs of a realistic size.
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

from .timing import measure, write_json

SIZES = {  # input shapes per op family
    "unary": [(1 << 20,)],
    "binary": [(1024, 1024), (1024,)],
    "rowwise": [(512, 1024)],
}
SPECIAL = {
    "layernorm": ([(512, 1024), (1024,), (1024,)], {}),
    "rmsnorm": ([(512, 1024), (1024,)], {}),
    "batchnorm": ([(8, 64, 28, 28), (64,), (64,), (64,), (64,)], {}),
    "matmul": ([(256, 256), (256, 256)], {}),
    "gemm": ([(256, 256), (256, 256), (1, 256)], {}),
    "conv2d": ([(1, 32, 28, 28), (32, 32, 3, 3), (32,)], {"pad_top": 1, "pad_left": 1, "pad_bottom": 1,
                                                          "pad_right": 1}),
    "maxpool2d": ([(8, 64, 56, 56)], {"kernel_h": 2, "kernel_w": 2, "stride_h": 2, "stride_w": 2}),
    "avgpool2d": ([(8, 64, 56, 56)], {"kernel_h": 3, "kernel_w": 3, "pad_top": 1, "pad_left": 1,
                                      "pad_bottom": 1, "pad_right": 1}),
    "global_avgpool": ([(8, 256, 14, 14)], {}),
}
BINARY = {"add", "sub", "mul", "div", "pow", "maximum", "minimum"}
ROWWISE = {"softmax", "log_softmax", "reduce_sum", "reduce_mean", "reduce_max"}
POSITIVE = {"log", "sqrt", "reciprocal", "pow", "rsqrt"}


def inputs_for(op) -> tuple[list[np.ndarray], dict]:
    rng = np.random.default_rng(0)
    name = op.name
    if name in SPECIAL:
        shapes, attrs = SPECIAL[name]
    elif name in BINARY:
        shapes, attrs = SIZES["binary"], {}
    elif name in ROWWISE:
        shapes, attrs = SIZES["rowwise"], {}
    else:
        shapes, attrs = SIZES["unary"], {}
    arrays = [rng.standard_normal(s, dtype=np.float32) for s in shapes]
    if name in POSITIVE or name == "batchnorm":
        arrays = [np.abs(a) + np.float32(0.1) for a in arrays]
    return arrays, attrs


def main(argv=None) -> int:
    import jit_runtime as jr
    from jit_runtime.consistency import NATIVE, compare
    from jit_runtime.device import PROFILES, runnable
    from jit_runtime.dsl.interpret import evaluate

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("ops", nargs="*", help="ops to run (default: the whole library)")
    ap.add_argument("--repeats", type=int, default=10)
    ap.add_argument("--json", help="also write the rows here")
    args = ap.parse_args(argv)
    rows = []
    print(f"{'op':<15} {'device':<10} {'variant':<7} {'ms':>9} {'max abs err':>11} {'max rel err':>11} "
          f"{'ulp':>8} {'contract':>8}")
    for op in jr.ops:
        if args.ops and op.name not in args.ops:
            continue
        arrays, attrs = inputs_for(op)
        refs, mags = evaluate(op.checked, arrays, attrs, with_magnitude=True)
        acc = op.accuracy
        rel, abs_ = (acc.rel if acc.rel is not None else 1e-5), (acc.abs or 0.0)
        for dev in NATIVE:
            if runnable(PROFILES[dev]) is not None:
                continue
            for v in op.variants:
                def run():
                    return op(*arrays, variant=v, device=dev, threads=1, **attrs)
                out = run()
                ys = list(out) if isinstance(out, tuple) else [out]
                ok, mabs, mrel, mulp = compare(ys, refs, mags, rel, abs_)
                t = measure(run, args.repeats)
                row = dict(op=op.name, device=dev, variant=v, ms=t * 1e3, max_abs_err=mabs,
                           max_rel_err=mrel, max_ulp=mulp, within_contract=ok)
                rows.append(row)
                print(f"{op.name:<15} {dev:<10} {v:<7} {t * 1e3:9.3f} {mabs:11.2e} {mrel:11.2e} "
                      f"{mulp:8.1f} {'ok' if ok else 'OUTSIDE':>8}", flush=True)
    write_json(args.json, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
