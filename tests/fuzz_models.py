"""Model fuzzing: every mutant of a real model loads and runs, or is refused with one of
jit_runtime.onnx's named errors, within a time bound.

    python -m tests.fuzz_models --mutants 5000 [--seed 0] [--models demo,resnet_op9] [--out fuzz-failures]

Each mutant is one change to a seed model (the demo CNN and the models under
tests/models and tests/models/real): bytes of the serialized model flipped, zeroed or cut off; a node's op type
changed (to another bound one, or nonsense); an attribute set to an extreme value,
dropped or added; a dim of an input, output or initializer changed (0, -1, 2**31, 10**6,
a name); an element type changed (to another type or no type at all); the opset changed;
a node's inputs or outputs rewired; or the model kept and the feed made bad (wrong dtype,
rank or dims, NaN and inf, an empty batch, a broadcast view of a million rows). The
session runs under a memory limit (--memory, default 1G), so a mutant that asks for more
must be refused, not allocated. It prints the count of each outcome; every failure
(another exception, a time-out) is printed and the mutant saved to --out as
NNNNNN.onnx with NNNNNN.txt saying what was changed and what happened. Exit status 1 on
any failure.

tests/test_fuzz_models.py runs a bounded slice of this on the demo and a small model.
"""
from __future__ import annotations

import argparse
import contextlib
import random
import signal
import sys
import time
import traceback
import warnings
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper

import jit_runtime as jr
from jit_runtime.onnx import (InputTypeError, InvalidInput, InvalidModel, MemoryLimitExceeded, NodeError,
                              UnsupportedModel, demo)
from jit_runtime.onnx.bindings import SUPPORTED

ROOT = Path(__file__).resolve().parent
NAMED = (InvalidModel, UnsupportedModel, MemoryLimitExceeded, InvalidInput, InputTypeError, NodeError)
EXTREME_INTS = (0, 1, -1, 2, 3, 7, -7, 2 ** 31, -2 ** 31, 2 ** 31 - 1, 2 ** 62, -2 ** 63, 10 ** 6)
EXTREME_FLOATS = (0.0, -0.0, 1e-45, -1.0, 1e30, -1e30, float("inf"), float("-inf"), float("nan"))
DIMS = (0, 1, -1, -5, 2 ** 31, 10 ** 6, 10 ** 9, 3, "n", "")
TYPES = [t for t in TensorProto.DataType.values()] + [99, -1]
OP_TYPES = sorted(SUPPORTED) + ["NotAnOp", "If", "Loop", "Scan", "TopK", "NonMaxSuppression"]


class Timeout(BaseException):
    """Raised by the deadline alarm (a BaseException: `except Exception` can't eat it)."""


@contextlib.contextmanager
def deadline(seconds: float):
    def fire(signum, frame):
        raise Timeout(f"no result after {seconds:.1f} s")
    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def seed_models(names: list[str] | None = None) -> dict[str, bytes]:
    """name -> serialized model: 'demo', tests/models/*.onnx and tests/models/real/*.onnx."""
    paths = {"demo": Path(demo.path())}
    paths.update({p.stem: p for p in sorted((ROOT / "models").glob("*.onnx"))})
    paths.update({p.stem: p for p in sorted((ROOT / "models" / "real").glob("*.onnx"))})
    if names:
        missing = [n for n in names if n not in paths]
        if missing:
            raise SystemExit(f"unknown models {missing}; known: {', '.join(paths)}")
        paths = {n: paths[n] for n in names}
    return {n: p.read_bytes() for n, p in paths.items()}


@dataclass
class Mutant:
    model: bytes
    what: str
    feed: str = "good"  # how the feed is made bad (see make_feeds)


# --- mutations --------------------------------------------------------------------------------

def _bytes(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    b = bytearray(data)
    kind = rng.choice(["flip", "zero", "truncate", "splice"])
    if kind == "flip":
        k = rng.randint(1, 8)
        for _ in range(k):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        return bytes(b), f"{k} bits flipped"
    if kind == "zero":
        i = rng.randrange(len(b))
        n = rng.randint(1, 64)
        b[i:i + n] = bytes(len(b[i:i + n]))
        return bytes(b), f"{n} bytes zeroed at {i}"
    if kind == "truncate":
        n = rng.randrange(len(b))
        return bytes(b[:n]), f"truncated to {n} bytes"
    i, j = sorted(rng.randrange(len(b)) for _ in range(2))
    return bytes(b[:i] + b[j:] + b[i:j]), f"bytes {i}:{j} moved to the end"


def _node(m: onnx.ModelProto, rng: random.Random) -> onnx.NodeProto | None:
    """A node of the model, its subgraphs' nodes (If branches, Loop bodies) included."""
    nodes = _all_nodes(m.graph)
    return rng.choice(nodes) if nodes else None


def _all_nodes(g: onnx.GraphProto) -> list:
    out = []
    for n in g.node:
        out.append(n)
        for a in n.attribute:
            for sg in ([a.g] if a.type == onnx.AttributeProto.GRAPH else list(a.graphs)):
                out.extend(_all_nodes(sg))
    return out


def _op_type(m, rng):
    n = _node(m, rng)
    if n is None:
        return "no node"
    old, n.op_type = n.op_type, rng.choice(OP_TYPES)
    return f"node '{n.name}' op {old} -> {n.op_type}"


def _attribute(m, rng):
    n = _node(m, rng)
    if n is None:
        return "no node"
    kind = rng.choice(["set", "set", "drop", "add"])
    if kind == "add" or not n.attribute:
        name = rng.choice(["axis", "perm", "kernel_shape", "pads", "strides", "group", "to", "alpha", "axes",
                           "keepdims", "dilations", "epsilon", "ceil_mode", "value", "shape", "bogus"])
        v = rng.choice([rng.choice(EXTREME_INTS), [rng.choice(EXTREME_INTS) for _ in range(rng.randint(1, 6))],
                        rng.choice(EXTREME_FLOATS), "text"])
        n.attribute.append(helper.make_attribute(name, v))
        return f"node '{n.name}' ({n.op_type}) attribute {name} = {v!r} added"
    a = rng.choice(n.attribute)
    if kind == "drop":
        n.attribute.remove(a)
        return f"node '{n.name}' ({n.op_type}) attribute {a.name} dropped"
    if a.type == onnx.AttributeProto.INT:
        a.i = rng.choice(EXTREME_INTS)
        v = a.i
    elif a.type == onnx.AttributeProto.INTS:
        del a.ints[:]
        a.ints.extend(rng.choice(EXTREME_INTS) for _ in range(rng.randint(0, 6)))
        v = list(a.ints)
    elif a.type == onnx.AttributeProto.FLOAT:
        a.f = rng.choice(EXTREME_FLOATS)
        v = a.f
    elif a.type == onnx.AttributeProto.TENSOR:
        a.t.data_type = rng.choice(TYPES[:-1])
        v = f"tensor of type {a.t.data_type}"
    else:
        a.type = rng.choice(list(onnx.AttributeProto.AttributeType.values()))
        v = f"type {a.type}"
    return f"node '{n.name}' ({n.op_type}) attribute {a.name} = {v}"


def _set_dim(d: onnx.TensorShapeProto.Dimension, v) -> None:
    if isinstance(v, str):
        d.dim_param = v
    else:
        d.dim_value = v


def _dims(m, rng):
    g = m.graph
    where = rng.choice(["input", "output", "value_info", "initializer"])
    if where == "initializer" and g.initializer:
        t = rng.choice(g.initializer)
        if not t.dims:
            t.dims.append(1)
        k = rng.randrange(len(t.dims))
        t.dims[k] = rng.choice([d for d in DIMS if isinstance(d, int)])
        return f"initializer '{t.name}' dim {k} = {t.dims[k]}"
    vis = {"input": g.input, "output": g.output, "value_info": g.value_info}.get(where) or g.input
    if not len(vis):
        return "no value"
    vi = rng.choice(vis)
    shape = vi.type.tensor_type.shape
    if rng.random() < 0.15:
        vi.type.tensor_type.ClearField("shape")
        return f"'{vi.name}' shape removed"
    if not shape.dim:
        shape.dim.add().dim_value = 1
    k = rng.randrange(len(shape.dim))
    v = rng.choice(DIMS)
    _set_dim(shape.dim[k], v)
    return f"'{vi.name}' dim {k} = {v!r}"


def _types(m, rng):
    g = m.graph
    if rng.random() < 0.4 and g.initializer:
        t = rng.choice(g.initializer)
        t.data_type = rng.choice(TYPES)
        return f"initializer '{t.name}' data_type = {t.data_type}"
    vis = list(g.input) + list(g.output) + list(g.value_info)
    if not vis:
        return "no value"
    vi = rng.choice(vis)
    if rng.random() < 0.1:
        vi.ClearField("type")
        return f"'{vi.name}' type removed"
    vi.type.tensor_type.elem_type = rng.choice(TYPES)
    return f"'{vi.name}' elem_type = {vi.type.tensor_type.elem_type}"


def _opset(m, rng):
    for o in m.opset_import:
        if o.domain in ("", "ai.onnx"):
            o.version = rng.choice([1, 6, 7, 9, 11, 13, 17, 18, 21, 22, 25, onnx.defs.onnx_opset_version(), 30, 10 ** 6])
            return f"opset = {o.version}"
    return "no default opset"


def _wiring(m, rng):
    n = _node(m, rng)
    if n is None:
        return "no node"
    names = [i.name for i in m.graph.input] + [t.name for t in m.graph.initializer] + \
        [o for k in m.graph.node for o in k.output]
    kind = rng.choice(["swap", "drop", "extra", "rename_out"])
    if kind == "swap" and len(n.input) >= 2:
        i, j = rng.sample(range(len(n.input)), 2)
        n.input[i], n.input[j] = n.input[j], n.input[i]
        return f"node '{n.name}' inputs {i} and {j} swapped"
    if kind == "drop" and n.input:
        i = rng.randrange(len(n.input))
        n.input[i] = ""
        return f"node '{n.name}' input {i} left out"
    if kind == "extra":
        n.input.append(rng.choice(names))
        return f"node '{n.name}' extra input {n.input[-1]}"
    if n.input:
        i = rng.randrange(len(n.input))
        n.input[i] = rng.choice(names)
        return f"node '{n.name}' input {i} = {n.input[i]}"
    return "no input"


STRUCTURAL = (_op_type, _attribute, _dims, _types, _opset, _wiring)
FEED_BYTES = 64 << 20
FEEDS = ("dtype", "rank", "dims", "nonfinite", "empty", "broadcast", "strided", "missing", "extra")


KINDS = ("bytes", "feed") + tuple(f.__name__[1:] for f in STRUCTURAL)


def mutate(data: bytes, rng: random.Random, kinds: tuple[str, ...] = KINDS) -> Mutant:
    """One mutant: bytes 20%, a bad feed 15%, a structural change otherwise (of `kinds`)."""
    r = rng.random()
    structural = [f for f in STRUCTURAL if f.__name__[1:] in kinds]
    if "bytes" in kinds and (r < 0.2 or not structural and "feed" not in kinds):
        b, what = _bytes(data, rng)
        return Mutant(b, what)
    if "feed" in kinds and (r < 0.35 or not structural):
        return Mutant(data, "model unchanged", rng.choice(FEEDS))
    m = onnx.load_model_from_string(data)
    fn = rng.choice(structural)
    what = fn(m, rng)
    return Mutant(m.SerializeToString(), what, "good" if rng.random() < 0.85 else rng.choice(FEEDS))


# --- running a mutant ---------------------------------------------------------------------------

def make_feeds(session, how: str, rng: random.Random) -> dict:
    feeds = {}
    for t in session.inputs:
        shape = [d if isinstance(d, int) else 2 for d in (t.shape or ())]
        dt = t.dtype if t.dtype is not None and t.dtype.kind in "biuf" else np.dtype(np.float32)
        if np.prod(shape, dtype=np.float64) * dt.itemsize > FEED_BYTES:  # the feed the model asks for is
            shape = [min(d, 2) for d in shape]                            # absurd: give a small (wrong) one
        a = rng_array(shape, dt, rng)
        feeds[t.name] = a
    if not feeds or how == "good":
        return feeds
    name = rng.choice(list(feeds))
    a = feeds[name]
    if how == "dtype":
        feeds[name] = a.astype(np.float64 if a.dtype != np.float64 else np.int32)
    elif how == "rank":
        feeds[name] = a.reshape(a.shape + (1,))
    elif how == "dims" and a.ndim:
        s = list(a.shape)
        s[rng.randrange(len(s))] += rng.choice([1, 5])
        feeds[name] = rng_array(s, a.dtype, rng)
    elif how == "nonfinite" and a.dtype.kind == "f" and a.size:
        flat = a.reshape(-1)
        flat[rng.randrange(a.size)] = rng.choice([np.nan, np.inf, -np.inf])
    elif how == "empty" and a.ndim:
        feeds[name] = a[:0]
    elif how == "broadcast" and a.ndim and a.shape[0]:
        feeds[name] = np.broadcast_to(a[:1], (10 ** 6,) + a.shape[1:])
    elif how == "strided" and a.ndim:
        feeds[name] = np.repeat(a, 2, axis=-1)[..., ::2]
    elif how == "missing":
        del feeds[name]
    elif how == "extra":
        feeds["not_an_input"] = a
    return feeds


def rng_array(shape, dt: np.dtype, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(1 << 30))
    if dt.kind == "f":
        return g.standard_normal(shape).astype(dt)
    if dt.kind == "b":
        return g.integers(0, 2, shape).astype(dt)
    return g.integers(0, 3, shape).astype(dt)


def run_mutant(mut: Mutant, rng: random.Random, seconds: float, memory: str) -> tuple[str, str]:
    """(outcome, detail): 'ran', a named error's class name, or 'FAIL'."""
    try:
        with deadline(seconds), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            s = jr.Session(mut.model, warmup=False, memory_limit=memory)
            feeds = make_feeds(s, mut.feed, rng)
            with np.errstate(all="ignore"):
                s.run(feeds)
                s.run(feeds)  # the second run takes the arena (and replay) path
        return "ran", ""
    except NAMED as e:
        msg = str(e)
        if not msg.strip():
            return "FAIL", f"{type(e).__name__} without a message"
        return type(e).__name__, msg.splitlines()[0][:200]
    except Timeout as e:
        return "FAIL", f"time-out: {e}"
    except Exception as e:  # noqa: BLE001 - anything else is the finding
        return "FAIL", f"{type(e).__name__}: {e}\n{traceback.format_exc()}"


def fuzz(mutants: int, seed: int = 0, models: list[str] | None = None, out: str | None = "fuzz-failures",
         seconds: float = 60.0, memory: str = "1G", verbose: bool = True,
         kinds: tuple[str, ...] = KINDS) -> tuple[Counter, list[tuple]]:
    seeds = seed_models(models)
    rng = random.Random(seed)
    counts: Counter = Counter()
    failures = []
    outdir = Path(out) if out else None
    names = list(seeds)
    t0 = time.time()
    for k in range(mutants):
        name = names[k % len(names)]
        mut = mutate(seeds[name], rng, kinds)
        outcome, detail = run_mutant(mut, rng, seconds, memory)
        counts[outcome] += 1
        if outcome == "FAIL":
            failures.append((k, name, mut.what, mut.feed, detail))
            if outdir is not None:
                outdir.mkdir(parents=True, exist_ok=True)
                (outdir / f"{k:06d}.onnx").write_bytes(mut.model)
                (outdir / f"{k:06d}.txt").write_text(f"seed model: {name}\nmutation: {mut.what}\nfeed: {mut.feed}\n"
                                                     f"fuzz seed {seed}, mutant {k}\n\n{detail}\n")
            if verbose:
                print(f"FAIL mutant {k} ({name}: {mut.what}; feed {mut.feed}): {detail.splitlines()[0]}",
                      flush=True)
        if verbose and (k + 1) % 100 == 0:
            print(f"{k + 1} mutants, {time.time() - t0:.0f} s: {dict(counts)}", flush=True)
    return counts, failures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.fuzz_models", description=__doc__.split("\n")[0])
    ap.add_argument("--mutants", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--models", default="", help="comma-separated seed models (default: demo and tests/models)")
    ap.add_argument("--out", default="fuzz-failures", help="directory for the failing mutants")
    ap.add_argument("--seconds", type=float, default=60.0, help="time bound per mutant")
    ap.add_argument("--memory", default="1G", help="the sessions' memory_limit")
    ap.add_argument("--kinds", default=",".join(KINDS), help=f"mutations to make (of {', '.join(KINDS)})")
    args = ap.parse_args(argv)
    kinds = tuple(k for k in args.kinds.split(",") if k)
    if set(kinds) - set(KINDS):
        ap.error(f"unknown kinds {sorted(set(kinds) - set(KINDS))}")
    counts, failures = fuzz(args.mutants, args.seed, [m for m in args.models.split(",") if m] or None,
                            args.out, args.seconds, args.memory, kinds=kinds)
    print(f"{args.mutants} mutants: " + ", ".join(f"{k} {v}" for k, v in counts.most_common()))
    if failures:
        print(f"{len(failures)} failures, saved to {args.out}/")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
