"""Session(precision="auto", accuracy=a): which contractions run on 8-bit integers or in
bfloat16.

A contraction with constant weights (Conv, MatMul, Gemm) has a reduced-precision variant:
int8 weights per output channel, the activation quantized per call, exact int32 sums on
the integer GEMM (onnx/int8.py); where the device has AVX512-BF16, a product (MatMul, Gemm,
2-D Conv of one group) has a second one, both operands rounded to bfloat16 and float32 sums
(onnx/bf16.py), and so does a MatMul of two activations (attention's Q @ K^T and P @ V:
onnx/bf16_fed.py), which has no int8 variant. Whether a layer takes one is measured, never assumed:

1. the float32 session runs the validation inputs (the caller's, else generated ones):
   its outputs are the reference;
2. a session with every candidate in int8 runs them too, in turns with the float32 one;
   a layer is a candidate for int8 where its node ran faster than the float32 node of the
   same name (epilogues fused into it included);
3. those layers are taken in order of time saved while the outputs stay within the
   contract: error = max over outputs and inputs of max |y - y_fp32| / max |y_fp32| <=
   HEADROOM * accuracy (the rest of the contract is for inputs the validation did not
   see) (search(): the longest prefix by binary search; the layer that breaks it stays
   float32 and the search goes on past it, twice at most);
   where the device has bfloat16 products, bfloat16 (two roundings to 8 significant
   bits, whatever the range) and int8 have a round each, the second over the layers it
   runs faster than they run after the first (float32, or the first's precision), in
   both orders, and the faster of the two results is kept (timed in turns);
4. the whole model, timed in turns, must run faster than float32 (by 2%), else float32.

The choice is remembered per model, device, options, contract and validation inputs
(precision_choices/ in the cache folder), so a later load repeats none of this.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import asdict, dataclass, field
from statistics import median
from typing import Any, Callable

import numpy as np

from ..loadprofile import stage

ROUNDS = 7  # timed runs per session, in turns
GAIN = 0.98  # the chosen model must take at most this share of float32's time
GENERATED = 2  # validation inputs generated when none are given
SKIPS = 2  # layers the search leaves in float32 and goes on past
VERSION = 8  # of the remembered choice's format and of this procedure (3: convolutions over windows, headroom; 4: codes per row; 5: both round orders; 6: bfloat16 edges; 7: depthwise convolutions store codes; 8: products of two activations)
# The validation inputs are held to this share of the accuracy: on 8 fresh random inputs the
# chosen layers' error reached 1.23x that on the validation inputs (resnet18, gpt2,
# mobilenet_v2 on a Zen 4), and past the contract on 1 or 2 of the 8 with no headroom.
HEADROOM = 0.8
PREFIX = {"int8": "Int8", "bf16": "BF16"}  # the op types of each precision's nodes
ROUNDS_BF16 = ("bf16", "int8")  # the rounds where the device has bfloat16 products


@dataclass(frozen=True)
class Layer:
    """One candidate contraction: its node's median times in each precision (us) and
    the precision it runs in."""
    name: str
    op_type: str
    fp32_us: float
    int8_us: float
    precision: str  # "int8", "bf16" or "fp32"
    why: str
    bf16_us: float = float("nan")  # (not tried where the device has no bfloat16 products)


@dataclass(frozen=True)
class PrecisionReport:
    """What precision="auto" measured and chose (Session.precision_report)."""
    accuracy: float
    error: float  # of the chosen model against float32 on the validation inputs
    fp32_ms: float
    chosen_ms: float
    inputs: str  # "2 given" / "2 generated"
    layers: tuple[Layer, ...] = field(default=())
    why: str = ""
    remembered: bool = False

    @property
    def int8(self) -> frozenset[str]:
        return frozenset(x.name for x in self.layers if x.precision == "int8")

    @property
    def bf16(self) -> frozenset[str]:
        return frozenset(x.name for x in self.layers if x.precision == "bf16")

    def text(self) -> str:
        n = len(self.int8)
        b = f", {len(self.bf16)} in bf16" if self.bf16 else ""
        head = (f"precision auto, accuracy {self.accuracy:g}: {n} of {len(self.layers)} contractions in int8{b}, "
                f"error {self.error:.2e} against float32 on {self.inputs} validation inputs (held within "
                f"{HEADROOM:g} of the accuracy); "
                f"{self.chosen_ms:.2f} ms against float32's {self.fp32_ms:.2f} ms")
        lines = [head + (" (remembered)" if self.remembered else "")]
        if self.why:
            lines.append(f"  {self.why}")
        for x in self.layers:
            i8 = "" if x.int8_us != x.int8_us else f"int8 {x.int8_us:.0f} us, "
            b16 = "" if x.bf16_us != x.bf16_us else f"bf16 {x.bf16_us:.0f} us, "
            lines.append(f"  {x.precision:5s} {x.name} ({x.op_type}): {i8}{b16}"
                         f"float32 {x.fp32_us:.0f} us: {x.why}")
        return "\n".join(lines)


def check(precision: str, accuracy, validation=None, passes=None) -> float | None:
    """The contract's accuracy (None for precision "fp32" and "model"), or a ValueError
    naming the option."""
    if precision not in ("fp32", "auto", "model"):
        raise ValueError(f"precision must be 'fp32', 'model' or 'auto', got {precision!r}")
    if precision != "fp32" and passes is not None:
        raise ValueError(f"precision='{precision}' chooses the graph passes itself; give passes= with "
                         f"precision='fp32'")
    if precision in ("fp32", "model"):
        for name, v in (("accuracy", accuracy), ("validation", validation)):
            if v is not None:
                raise ValueError(f"{name} applies to precision='auto' (precision='{precision}' has no "
                                 f"contract to search)")
        return None
    if validation is not None:
        validation_feeds((), validation)
    a = 1e-2 if accuracy is None else accuracy
    if isinstance(a, bool) or not isinstance(a, (int, float)) or not 0 < a < 1:
        raise ValueError(f"accuracy must be a number in (0, 1) (the largest difference from float32 over the "
                         f"largest |output|), got {accuracy!r}")
    return float(a)


def validation_feeds(face_inputs, given) -> tuple[list[dict], str]:
    """The validation inputs: `given` (a dict of inputs or a list of them), else generated
    from the declared inputs: floats N(0, 1), integers in [0, 32) (ones for names with
    'mask'), booleans true, symbolic dims 1, seeded."""
    if given is not None:
        feeds = [given] if isinstance(given, dict) else list(given)
        if not feeds or not all(isinstance(f, dict) for f in feeds):
            raise ValueError("validation must be a dict of inputs or a non-empty list of them")
        return feeds, f"{len(feeds)} given"
    rng = np.random.default_rng(0)
    feeds = []
    for _ in range(GENERATED):
        f = {}
        for t in face_inputs:
            shape = tuple(d if isinstance(d, int) and d > 0 else 1 for d in (t.shape or ()))
            dt = np.dtype(t.dtype) if t.dtype is not None else np.dtype(np.float32)
            if dt.kind == "f":
                f[t.name] = rng.standard_normal(shape).astype(dt)
            elif dt.kind == "b":
                f[t.name] = np.ones(shape, dt)
            else:
                f[t.name] = np.ones(shape, dt) if "mask" in t.name.lower() else rng.integers(0, 32, shape).astype(dt)
        feeds.append(f)
    return feeds, f"{GENERATED} generated"


def error(ys: list[dict], refs: list[dict]) -> float:
    """max over inputs and outputs of max |y - ref| / max |ref| (float outputs; inf where
    they disagree on which values are finite)."""
    worst = 0.0
    for y, r in zip(ys, refs):
        for k, ref in r.items():
            a, b = np.asarray(y[k]), np.asarray(ref)
            if b.dtype.kind != "f" or b.size == 0:
                if not np.array_equal(a, b):
                    return float("inf")
                continue
            a64, b64 = a.astype(np.float64), b.astype(np.float64)
            if not np.array_equal(np.isfinite(a64), np.isfinite(b64)):
                return float("inf")
            fin = np.isfinite(b64)
            top = float(np.abs(b64[fin]).max()) if fin.any() else 0.0
            diff = float(np.abs(a64[fin] - b64[fin]).max()) if fin.any() else 0.0
            worst = max(worst, diff / top if top > 0 else (0.0 if diff == 0 else float("inf")))
    return worst


def node_times(session) -> dict[str, tuple[str, float]]:
    """name -> (op type, median us) of the session's latest input shapes."""
    from .profile import profile_times, records
    prog = session._current
    return {r.name: (r.op_type, r.median_us) for r in records(prog, session.options, profile_times(prog))}


def _runs(s) -> int:
    """The runs a session's profile has counted (its frozen plan's, else its Program's)."""
    f = getattr(s, "_frozen", None)
    prog = f.runs if f is not None else getattr(s, "_cur", None)
    return getattr(prog, "runs", 0)


def timed(sessions: list, feed: dict, rounds: int = ROUNDS, settle: bool = False) -> list[float]:
    """Median ms of a run of each session, run in turns (a shared machine drifts). settle:
    first run each past the profile's instrumented runs (a new session's first
    Program.PROFILE_FIRST run Python per node, timed): whole models compared then run
    natively, not a fresh session's profiling against a settled one's native runs."""
    from .program import Program
    times: list[list[float]] = [[] for _ in sessions]
    for s in sessions:
        s.run(feed)
        for _ in range(Program.PROFILE_FIRST if settle else 0):
            if _runs(s) >= Program.PROFILE_FIRST:
                break
            s.run(feed)
    for _ in range(rounds):
        for k, s in enumerate(sessions):
            t = time.perf_counter()
            s.run(feed)
            times[k].append(time.perf_counter() - t)
    return [median(t) * 1e3 for t in times]


def choose(make: Callable[..., Any], face_inputs, accuracy: float, validation=None, reuse=None,
           bf16: bool = False) -> PrecisionReport:
    """The report of the procedure above; make(layers, bf16=frozenset()) loads the model
    with those layers in int8 and those in bfloat16 (frozenset() float32, True every
    candidate); reuse: the float32 session, if made; bf16: the device runs bfloat16
    products (their round, then int8's)."""
    feeds, inputs = validation_feeds(face_inputs, validation)
    s32 = reuse if reuse is not None else make(frozenset())
    refs = [s32.run(f) for f in feeds]
    times: dict[str, dict] = {}
    ops: dict[str, str] = {}  # every candidate layer's op type (its first), in graph order
    op_of: dict[tuple[str, str], str] = {}  # (layer, precision) -> its node's op type
    t32: dict = {}
    formats = ROUNDS_BF16 if bf16 else ("int8",)
    for fmt in formats:  # every candidate in this precision, timed in turns with float32
        trial = make(True) if fmt == "int8" else make(frozenset(), bf16=True)
        timed([s32, trial], feeds[0])
        t32 = t32 or node_times(s32)
        tf = node_times(trial)
        times[fmt] = {n: us for n, (op, us) in tf.items() if op.startswith(PREFIX[fmt])}
        for n, (op, _) in tf.items():
            if op.startswith(PREFIX[fmt]):
                ops.setdefault(n, op)
                op_of[(n, fmt)] = op

    def rounds(order: tuple[str, ...]) -> tuple[dict[str, frozenset[str]], Any, float]:
        """(layers per precision, their session, its error): each precision's round in this
        order, over the layers it runs faster than they run after the rounds before."""
        kept: dict[str, frozenset[str]] = {"int8": frozenset(), "bf16": frozenset()}
        best, best_err = None, 0.0
        for fmt in order:
            other = "bf16" if fmt == "int8" else "int8"
            # time saved against the precision the layer runs in now (an earlier round's, or float32)
            gain = {n: (times[other][n] if n in kept[other] else t32[n][1]) - us
                    for n, us in times[fmt].items() if n in t32}
            faster = sorted((n for n in gain if gain[n] > 0), key=lambda n: -gain[n])
            if not faster:
                continue
            before = kept[other]

            def fits(ls: list[str], fmt=fmt, other=other, before=before):
                return _fits(make, {fmt: frozenset(ls), other: before - frozenset(ls)}, feeds, refs,
                             HEADROOM * accuracy)
            got, session, err = search(faster, fits)
            if session is not None:
                kept[fmt], kept[other], best, best_err = got, before - got, session, err
        return kept, best, best_err

    # Both orders where there are two precisions: the first round's error leaves the second
    # less room, and which order ends faster depends on the model (mobilenet_v2 on a Zen 4:
    # bfloat16 first kept 4 layers in int8 on one pair of inputs and 34 on another).
    found = [r for r in (rounds(formats), rounds(formats[::-1])) if r[1] is not None] if len(formats) > 1 else \
        [r for r in (rounds(formats),) if r[1] is not None]
    kept: dict[str, frozenset[str]] = {"int8": frozenset(), "bf16": frozenset()}
    best, best_err = None, 0.0
    if found:
        each = timed([r[1] for r in found], feeds[0], settle=True) if len(found) > 1 else [0.0]
        kept, best, best_err = found[min(range(len(found)), key=lambda i: each[i])]
    if not ops:
        return PrecisionReport(accuracy, 0.0, 0.0, 0.0, inputs, (), "no contraction with constant weights")
    rank = {n: i for i, n in enumerate(t32)}  # the layers in graph order, whichever round found them
    ops = dict(sorted(ops.items(), key=lambda kv: rank.get(kv[0], len(rank))))

    def layers(chosen: dict[str, frozenset[str]], why_dropped: str) -> tuple[Layer, ...]:
        out = []
        for n, op in ops.items():
            f32 = t32.get(n, ("", float("nan")))[1]
            us = {fmt: times.get(fmt, {}).get(n, float("nan")) for fmt in ("int8", "bf16")}
            fmt = next((f for f in ("int8", "bf16") if n in chosen[f]), "fp32")
            tried = [f for f in ("int8", "bf16") if n in times.get(f, {})]
            why = f"faster in {fmt}, within the contract" if fmt != "fp32" else \
                f"slower in {' and '.join(tried)}" if all(us[f] >= f32 for f in tried) else why_dropped
            out.append(Layer(n, op_of.get((n, fmt), op), f32, us["int8"], fmt, why, us["bf16"]))
        return tuple(out)

    none: dict[str, frozenset[str]] = {"int8": frozenset(), "bf16": frozenset()}
    contract = "left in float32 to keep the error within the contract"
    if best is None:
        ms = timed([s32], feeds[0])[0]
        faster_any = any(times[f].get(n, float("inf")) < t32.get(n, ("", 0.0))[1] for f in times for n in ops)
        why = "float32: no layer in reduced precision keeps the error within the contract" if faster_any else \
            "float32: no contraction ran faster in reduced precision on this device"
        return PrecisionReport(accuracy, 0.0, ms, ms, inputs, layers(none, contract if faster_any else ""), why)
    ms32, ms8 = timed([s32, best], feeds[0], settle=True)
    n_kept = len(kept["int8"]) + len(kept["bf16"])
    if ms8 > GAIN * ms32:
        return PrecisionReport(accuracy, 0.0, ms32, ms32, inputs, layers(none, "the model was not faster"),
                               f"float32: the model with {n_kept} layers in reduced precision was not faster as a "
                               f"whole ({ms8:.2f} ms against {ms32:.2f} ms)")
    return PrecisionReport(accuracy, best_err, ms32, ms8, inputs, layers(kept, contract))


def _fits(make, chosen: dict[str, frozenset[str]], feeds: list[dict], refs: list[dict], accuracy: float):
    """(the session with these layers in int8 and bf16, its error) when within the contract,
    else None."""
    s = make(chosen["int8"], bf16=chosen["bf16"])
    err = error([s.run(f) for f in feeds], refs)
    return (s, err) if err <= accuracy else None


def search(order: list[str], fits: Callable[[list[str]], tuple | None],
           skips: int = SKIPS) -> tuple[frozenset[str], Any, float]:
    """(layers, session, error): the layers of `order` taken in order while the contract
    holds. Each round tries the rest whole, else the longest prefix of it that still fits
    (a binary search), then leaves the layer that broke it as it runs now (float32, or an
    earlier round's precision) and goes on with the ones after it, for at most `skips` such layers (a sensitive layer early in the order,
    a classifier's, does not keep every later one from int8)."""
    kept: list[str] = []
    best, best_err = None, 0.0
    rest = list(order)
    for _ in range(skips + 1):
        whole = fits(kept + rest) if rest else None
        if whole is not None:
            return frozenset(kept + rest), whole[0], whole[1]
        lo, hi = 0, len(rest) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            got = fits(kept + rest[:mid])
            if got is not None:
                lo, (best, best_err) = mid, got
            else:
                hi = mid - 1
        kept += rest[:lo]
        rest = rest[lo + 1:]  # rest[lo] broke the contract: it stays as it runs now
        if not rest:
            break
    return frozenset(kept), best, best_err


# --- in a session's load ------------------------------------------------------------------------

def _profile(options: dict):
    """The profile of a session's device option (a name or a Profile; else the host's)."""
    from ..device import Profile, profile
    device = options.get("device")
    return profile(device if isinstance(device, (str, Profile)) else None)


def reduced_passes(options: dict, layers: frozenset[str] | bool, bf16: frozenset[str] | bool = frozenset()) -> tuple:
    """The default load passes with `layers` (True: every candidate) turned into int8 nodes,
    their weights at the levels the session's device runs fastest exactly, and `bf16`
    (True: every other product) into bfloat16 ones."""
    from . import passes as P
    from .graphprep import _vector_lanes
    from .int8 import weight_levels
    from .program import bindings_module
    return P.default(bindings_module(), lanes=_vector_lanes(options), int8=layers,
                     int8_levels=weight_levels(_profile(options)), bf16=bf16, edges=edges_pass(options))


def edges_pass(options: dict):
    """The pass carrying edges between reduced-precision products as bfloat16 codes
    (passes/bf16_edges.py), where the device has bfloat16 products; else None."""
    from ..qgemm import has_amx, has_bf16
    from .passes import BF16Edges
    prof = _profile(options)
    return BF16Edges(prof if has_amx(prof) else None) if has_bf16(prof) else None


def model_passes(options: dict) -> tuple | None:
    """precision="model": the default passes with every product whose weights the model
    declares bfloat16 on the device's bfloat16 products (vdpbf16ps, AMX tiles: float32
    sums of the model's own bfloat16 operands), where it has them, and a float16 model's
    fused elementwise groups in half where the device computes in half (AVX512-FP16:
    passes/half_elementwise.py); else None (float32). float16 products stay float32: these
    CPUs have no float16 product with float32 sums (AMX-FP16 aside), and float32 holds
    every float16 exactly."""
    from ..qgemm import has_bf16
    prof = _profile(options)
    bf16, half = has_bf16(prof), prof.lanes.arith_f16
    if not (bf16 or half):
        return None
    from . import passes as P
    from .graphprep import _vector_lanes
    from .program import bindings_module
    return P.default(bindings_module(), lanes=_vector_lanes(options), declared_bf16=bf16,
                     edges=edges_pass(options) if bf16 else None, half=half)


def passes_for(precision: str, report: "PrecisionReport | None", options: dict, passes) -> tuple[Any, dict]:
    """A session's load passes and what they chose (a key of its load record): the
    contract's layers (report), the model's own precision, or the passes given."""
    if report is not None and (report.int8 or report.bf16):
        return reduced_passes(options, report.int8, report.bf16), {"precision": (sorted(report.int8),
                                                                                 sorted(report.bf16))}
    if precision == "model" and (own := model_passes(options)) is not None:
        return own, {"precision": "model"}
    return passes, {}


def model_note(graph) -> str:
    """The head of explain() for precision="model"."""
    from .passes._names import attr
    n = sum(1 for node in graph.nodes if node.op_type == "BF16MatMul")
    h = sum(1 for node in graph.nodes if attr(node, "variant", b"") == b"f16:edges")
    half = f", {h} elementwise group{'s' if h != 1 else ''} of float16 values in half" if h else ""
    return (f"precision model: {n} product{'s' if n != 1 else ''} whose weights the model declares bfloat16 "
            f"on the device's bfloat16 products (float32 sums){half}; the rest in float32")


def decide(model, base_dir: str | None, accuracy: float, validation, session: Callable[..., Any],
           options: dict, fallback: str, memory_limit) -> PrecisionReport:
    """The layers the contract lets run in int8 for a session of `model` (options: its
    device/threads/variant): remembered, or measured now on sessions of the model that
    session(passes=...) makes with the same options (and then remembered)."""
    from ..jit.cache import _write_atomic, cache_root
    from . import record
    root = base_dir or (os.path.dirname(os.path.abspath(os.fspath(model)))
                        if isinstance(model, (str, os.PathLike)) else None)
    try:
        digest = record.model_digest(model) if record.enabled() else None
    except OSError:
        digest = None
    comp = record.components(digest, dict(options, fallback=fallback, memory_limit=memory_limit)) if digest else None
    k = key(comp, accuracy, validation)
    folder = cache_root() / "precision"
    now = lambda locs: record.external_files(root, locs)  # noqa: E731 - the external files' digests now
    found = recall(folder, k, now)
    if found is not None:
        return found
    def make(layers, bf16=frozenset()):
        return session(passes=reduced_passes(options, layers, bf16) if layers or bf16 else None)
    from ..qgemm import has_bf16
    with stage("precision"):
        first = make(frozenset())
        report = choose(make, first._face.inputs, accuracy, validation, reuse=first,
                        bf16=has_bf16(_profile(options)))
    remember(folder, k, report, first.external, now, _write_atomic)
    return report


# --- remembered choices --------------------------------------------------------------------------

def key(components: dict | None, accuracy: float, validation) -> str | None:
    """The remembered choice's key: what a load record's key holds (model bytes, code,
    device, options: record.components), this procedure's version, the contract and the
    validation inputs' bytes; None for a model with no digest."""
    if components is None:
        return None
    h = hashlib.sha256(json.dumps([VERSION, components, repr(accuracy)], sort_keys=True).encode())
    if validation is not None:
        for f in ([validation] if isinstance(validation, dict) else validation):
            for k in sorted(f):
                a = np.ascontiguousarray(f[k])
                h.update(f"{k}:{a.dtype.str}:{a.shape}".encode())
                h.update(a.tobytes())
    return h.hexdigest()


def recall(folder, k: str | None, external_of) -> PrecisionReport | None:
    """The report remembered under k, or None (absent, unreadable, of another format, or
    made when the model's external data files were other bytes: the procedure runs again
    and overwrites it). external_of(locations) -> [[location, digest]] as they are now."""
    if k is None:
        return None
    try:
        d = json.loads((folder / f"{k}.json").read_text())
        external = d.pop("external")
        if external and external_of([loc for loc, _ in external]) != external:
            return None
        layers = tuple(Layer(**x) for x in d.pop("layers"))
        d.pop("remembered", None)
        return PrecisionReport(**d, layers=layers, remembered=True)
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def remember(folder, k: str | None, report: PrecisionReport, external: list[str], external_of,
             write_atomic) -> None:
    """Keep report under k (written atomically), with the digests of the external data files."""
    if k is None:
        return
    try:
        d = dict(asdict(report), external=external_of(external) if external else [])
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(folder / f"{k}.json", json.dumps(d).encode())
    except OSError:
        pass


__all__ = ["PrecisionReport", "Layer", "choose", "check", "decide", "reduced_passes", "validation_feeds", "error", "key",
           "recall", "remember"]
