"""Cross-device consistency: one op under every variant on every device profile, each
result compared with the language's float64 meaning against the op's accuracy contract.
A model (.onnx) is checked as every op its nodes run, on the data they see in one run.

x86 profiles run in this process; Arm and RISC-V run as cross-compiled programs under
qemu-user at several vector lengths. A device that can't run here is a row marked
"skipped" with the reason, never left out.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from .accuracy import F32_TINY, compare, compare_used  # noqa: F401 (compare: re-exported)
from .cross import CROSS_DEVICES, CrossDevice, CrossError, run_cross, unavailable
from .device import PROFILES, profile, runnable
from .dsl.interpret import evaluate
from .dsl.types import random_values
from .kernel import Op, VariantNotEligible
from .library import OpSet, load_ops, shipped

# "host": what a call without device= compiles for, which may take what no named profile
# has (a typed u8 x i8 product on VNNI or AMX tiles: lowering/typed_contraction.py)
NATIVE = ("host", "x86-64", "x86-64-v3", "x86-64-v4")
EDGE_VALUES = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 1e-40, -1e-40, 1e-45, 1e4, -1e4,
                        1e-30, 88.0, -88.0, 0.5], np.float32)


@dataclass(frozen=True)
class Row:
    op: str
    device: str
    variant: str
    vector_bits: int
    status: str  # pass, fail, skipped
    reason: str = ""
    max_abs_err: float = 0.0
    max_rel_err: float = 0.0
    max_ulp: float = 0.0
    used: float = 0.0  # the worst element's error as a share of its bound under the contract
    contract: str = ""  # the op's accuracy contract, e.g. "rel=1e-05 abs=0"


HEAD = (f"{'op':<16} {'device':<13} {'bits':>5} {'variant':<8} {'status':<8} "
        f"{'max abs':>9} {'max rel':>9} {'max ulp':>9} {'contract':>18} {'used':>7}  reason")


def row_text(r: Row) -> str:
    """One row of the table (also printed as rows come, by the CLI)."""
    nums = ("" if r.status == "skipped" or r.reason.startswith(("CrossError", "ValueError", "RuntimeError")) else
            f"{r.max_abs_err:9.2e} {r.max_rel_err:9.2e} {_ulp(r.max_ulp)} {r.contract:>18} {_pct(r.used):>7}")
    return f"{r.op[:16]:<16} {r.device:<13} {r.vector_bits:>5} {r.variant:<8} {r.status:<8} {nums:<66}  {r.reason}"


def _ulp(u: float) -> str:
    """ulps in 9 columns (an error next to a denormal reference is billions of ulps)."""
    return f"{u:9.1f}" if u < 1e6 else f"{u:9.1e}"


def _pct(used: float) -> str:
    pct = used * 100
    return ("inf" if used == float("inf") else f"{pct:.2f}%" if pct < 10 else f"{pct:.0f}%" if pct < 1000
            else f"{used:.0f}x")


FOOTNOTE = ("used: the worst element's error as a share of what the op's contract allows there "
            "(rel * magnitude + abs; magnitude: the float64 sum of the absolute terms); pass: at most 100% "
            "everywhere. max rel is against |reference| and is large where the reference is near 0.")


@dataclass
class Report:
    rows: list[Row] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(r.status == "fail" for r in self.rows)

    def summary(self) -> str:
        counts = {s: sum(r.status == s for r in self.rows) for s in ("pass", "fail", "skipped")}
        return f"{counts['pass']} passed, {counts['fail']} failed, {counts['skipped']} skipped"

    def table(self) -> str:
        lines = [HEAD, "-" * len(HEAD)]
        lines += [row_text(r) for r in self.rows]
        lines += [FOOTNOTE, self.summary()]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


def _ops(target: Any) -> list[Op]:
    if isinstance(target, Op):
        return [target]
    if isinstance(target, OpSet):
        return list(target)
    if isinstance(target, (str, os.PathLike)):
        s = str(target)
        if s in ("library", "all"):
            return list(shipped())
        if s.endswith(".opdsl") or os.path.isfile(s) or "\n" in s:
            return list(load_ops(target))
        return [shipped()[s]]
    if isinstance(target, Iterable):
        return [o for t in target for o in _ops(t)]
    raise TypeError(f"check_consistency takes an Op, an op name, a .opdsl path or 'library'; got {target!r}")


def generate_inputs(op: Op, seed: int = 0) -> tuple[tuple[np.ndarray, ...], dict]:
    """Inputs that exercise full vectors, tails and edge values: the first input's last dim
    is 67 (not a multiple of any vector length, more than one 2048-bit vector), other sizes
    small; NaN, infinities, -0.0, denormals and large magnitudes sprinkled in."""
    rng = np.random.default_rng(seed)
    cop = op.checked
    attrs = {a.name: 2 for a in cop.op.attrs if a.default is None and a.type == "int"}
    attrs.update({a.name: 0.5 for a in cop.op.attrs if a.default is None and a.type == "f32"})
    from .dsl import ast as A
    from .dsl.shapes import eval_int
    for attempt in range(200):
        env: dict[str, int] = {k: int(v) for k, v in attrs.items()}
        for a in cop.op.attrs:
            if a.default is not None and a.type == "int":
                env.setdefault(a.name, int(a.default))
        last = None
        first = cop.op.inputs[0] if cop.op.inputs else None
        if first is not None and first.fixed_dims and isinstance(first.fixed_dims[-1], A.Name):
            last = first.fixed_dims[-1].id
        for v in cop.size_vars:
            env[v] = 67 if (v == last and attempt < 100) else int(rng.integers(1, 8 if attempt < 100 else 5))
        try:
            arrays = []
            for p in cop.op.inputs:
                batch = (2, 3) if p.has_ellipsis else ()
                if p.has_ellipsis and not p.fixed_dims:
                    batch = (3, 67)
                shape = batch + tuple(eval_int(d, env) for d in p.fixed_dims)
                if any(s <= 0 for s in shape):
                    raise ValueError
                if p.dtype != "f32":
                    edges = rng.permutation(EDGE_VALUES.astype(np.float64)) if not arrays else None
                    arrays.append(random_values(p.dtype, shape, rng, edges))
                    continue
                x = (rng.standard_normal(shape) * 2).astype(np.float32)
                flat = x.reshape(-1)
                k = min(len(EDGE_VALUES), max(flat.size // 16, 1))
                if flat.size and not arrays:  # edge values go into the data, not the weights
                    pos = rng.choice(flat.size, size=k, replace=False)
                    flat[pos] = rng.choice(EDGE_VALUES, size=k, replace=False)
                arrays.append(x)
            call = op.bind(*arrays, **attrs)
            if all(int(np.prod(s)) > 0 for s in call.out_shapes):
                return tuple(arrays), attrs
        except (ValueError, ZeroDivisionError):
            continue
    raise ValueError(f"op {op.name}: could not generate inputs with non-empty outputs; pass inputs=")


def _devices(devices) -> list[tuple[str, CrossDevice | None]]:
    native = [(n, None) for n in NATIVE]
    cross = [(d.profile, d) for d in CROSS_DEVICES]
    every = native + cross
    if devices in ("all", None):
        return every
    want = [devices] if isinstance(devices, str) else list(devices)
    out = []
    for w in want:
        picked = [(n, d) for n, d in every if n == w or (d is not None and str(d) == w)]
        if not picked:
            names = sorted({n for n, _ in every} | {str(d) for _, d in cross})
            raise ValueError(f"unknown device '{w}'; devices: {', '.join(names)}")
        out += picked
    return out


def _variants(ops: list[Op], variants, strict: bool = True) -> dict[str, list[str]]:
    """The variants to check per op. Named variants must parse; one op asked for a
    variant it does not offer is a ValueError (a usage error, not a failed check)."""
    from .variants import parse_variant
    if variants in ("all", None):
        return {op.name: list(op.variants) for op in ops}
    names = [variants] if isinstance(variants, str) else list(variants)
    from .lowering import STRATEGIES
    for v in names:
        try:
            strategy = parse_variant(v).strategy
        except ValueError as e:
            raise ValueError(f"variants: {e}") from None
        if strategy not in STRATEGIES:
            raise ValueError(f"unknown variant '{v}'; variants: {', '.join(STRATEGIES)}")
    if strict and len(ops) == 1:
        missing = [v for v in names if v.partition(":")[0] not in ops[0].variants]
        if missing:
            raise ValueError(f"op {ops[0].name} offers variants {', '.join(ops[0].variants)}; "
                             f"asked for {', '.join(missing)}")
    return {op.name: names for op in ops}


def check_consistency(op_or_file: Any, inputs: Sequence[np.ndarray] | dict | None = None,
                      devices: str | Sequence[str] = "all", variants: str | Sequence[str] = "all",
                      attrs: dict | None = None, seed: int = 0,
                      on_row: Callable[[Row], None] | None = None) -> Report:
    """Run each op (an Op, a library op name, a .opdsl file or text, 'library', or an
    .onnx model: every op its nodes run on the data of one run) under each variant on
    each device profile, against the float64 meaning and the op's accuracy contract.
    Rows for variants an op does not offer, and devices this machine can't run (without
    qemu), are "skipped" with the reason. on_row: called with each row as it is made."""
    if _is_model(op_or_file):
        return check_model(op_or_file, inputs, devices, variants, seed, on_row)
    return _check(_ops(op_or_file), inputs, devices, variants, attrs, seed, on_row, True)


def _check(ops: list[Op], inputs, devices, variants, attrs, seed, on_row, strict: bool) -> Report:
    report = Report()
    wanted = _variants(ops, variants, strict)
    picked = _devices(devices)  # an unknown device is refused before anything runs

    def add(row: Row) -> None:
        report.rows.append(row)
        if on_row is not None:
            on_row(row)
    for op in ops:
        if inputs is None:
            args, at = generate_inputs(op, seed)
        else:
            args, at = tuple(inputs), dict(attrs or {})
        at = {**at, **(attrs or {})}
        call = op.bind(*args, **at)  # the binding's errors first: op, parameter, expected, actual
        refs, mags = evaluate(op.checked, args, at, with_magnitude=True)
        acc = op.accuracy
        rel, abs_ = (acc.rel if acc.rel is not None else 1e-5), (acc.abs or 0.0)
        contract = f"rel={rel:g} abs={abs_:g}"
        names = wanted[op.name]
        for dev_name, cross in picked:
            bits = cross.vector_bits if cross else profile(dev_name).vector_bits
            why = unavailable(cross) if cross else runnable(profile(dev_name))
            for v in names:
                if v.partition(":")[0] not in op.variants:
                    add(Row(op.name, dev_name, v, bits, "skipped",
                            f"op {op.name} offers {', '.join(op.variants)}"))
                    continue
                if why is not None:
                    add(Row(op.name, dev_name, v, bits, "skipped", why))
                    continue
                try:
                    if cross is None:
                        out = op(*args, variant=v, device=dev_name, threads=1, **at)
                        ys = list(out) if isinstance(out, tuple) else [out]
                    else:
                        low = op.lower(call.spec, v, PROFILES[dev_name])
                        ys = run_cross(low, cross, call, call.out_shapes)
                except VariantNotEligible as e:
                    add(Row(op.name, dev_name, v, bits, "skipped", str(e)[:300]))
                    continue
                except (CrossError, ValueError, RuntimeError) as e:
                    add(Row(op.name, dev_name, v, bits, "fail", f"{type(e).__name__}: {e}"[:300]))
                    continue
                ok, mabs, mrel, mulp, used = compare_used(ys, refs, mags, rel, abs_)
                reason = "" if ok else "outside contract"
                add(Row(op.name, dev_name, v, bits, "pass" if ok else "fail", reason, mabs, mrel, mulp,
                        used, contract))
    return report


def _is_model(target: Any) -> bool:
    import onnx
    return isinstance(target, onnx.ModelProto) or (isinstance(target, (str, os.PathLike))
                                                   and str(target).endswith(".onnx"))


def check_model(model: Any, inputs: dict | None = None, devices: str | Sequence[str] = "all",
                variants: str | Sequence[str] = "all", seed: int = 0,
                on_row: Callable[[Row], None] | None = None) -> Report:
    """Every op a model's nodes run (library, generated and fused ones alike), each on the
    inputs and attributes it got in one run of the model, under every variant on every
    profile against the float64 reference. `inputs`: the model's feeds by name (default:
    standard normal values of each input's static shape)."""
    from .kernel import record_calls
    from .onnx import Session
    sess = Session(model, warmup=False, replay=False, native=False)
    if inputs is None:
        rng = np.random.default_rng(seed)
        inputs = {}
        for t in sess.graph.inputs:
            if t.static_shape is None or t.dtype is None or t.dtype.kind != "f":
                raise ValueError(f"model input '{t.name}' has shape {t.shape} and type {t.dtype}: pass inputs= "
                                 f"(only float inputs of static shape are generated)")
            inputs[t.name] = rng.standard_normal(t.static_shape).astype(t.dtype)
    with record_calls() as calls:
        sess.run(inputs)
    report, seen = Report(), set()
    _devices(devices)
    for op, args, attrs in calls:
        key = (op.name, tuple(a.shape for a in args), tuple(sorted(attrs.items())))
        if key not in seen:
            seen.add(key)
            report.rows += _check([op], args, devices, variants, attrs, seed, on_row, False).rows
    return report

