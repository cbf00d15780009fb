"""Parser fuzzing: every input ends in checked ops or a well-formed DSLError, in time.

    python -m tests.fuzz_dsl --inputs 100000 [--seed 0] [--out fuzz-failures] [--heavy 0.002]
    python -m tests.fuzz_dsl --semantic 2000 [--seed 0] [--out fuzz-failures]

runs that many inputs (tests/dsl_programs.py: generated valid programs, mutated ones,
library files, garbage, deep nesting, megabyte lines, non-UTF-8 bytes) through the public
entry points: `jit_runtime.load_ops` on the text (str) when it is UTF-8, else on a file
holding the bytes; every 10th input (--full-every) also through load_ops on bytes, on the
file, and `jit-runtime check FILE` (in process), which must all agree. It prints the count of each
outcome; every failure (another exception, a malformed error, a disagreement between
entry points, a time-out) is printed and its input saved to --out as NNNNNN.opdsl, so
`jit-runtime check fuzz-failures/NNNNNN.opdsl` reproduces it. Exit status 1 on any failure.

tests/test_fuzz_parser.py runs the same check on a short hypothesis run.

--semantic N instead runs N generated ops (tests/test_fuzz_semantic.py's check: every
variant against the float64 interpreter), saving failing ops to --out.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import signal
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import dsl_programs as P  # noqa: E402
import reference as R  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SEED_DIRS = (ROOT / "ops_library", R.EXAMPLES_DIR)


class Timeout(BaseException):
    """Raised by the deadline alarm (a BaseException: `except Exception` can't eat it)."""


@contextlib.contextmanager
def deadline(seconds: float):
    """Interrupt the block after `seconds` (SIGALRM; main thread only)."""
    def fire(signum, frame):
        raise Timeout(f"no result after {seconds:.1f} s")
    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def time_bound(data: bytes) -> float:
    """Seconds one entry point may take. Parsing is linear in the input, but lark's LALR
    takes 40 us (idle machine) to 110 us (this 2-vCPU machine under load) a token: a
    megabyte of dense tokens (150,000 `+ x[n]`) is 30-85 s. So 10 s plus 150 s a megabyte:
    a hang or a super-linear path fails, lark's throughput does not."""
    return 10.0 + 150.0 * len(data) / P.MB


class Failure(AssertionError):
    pass


def check_error(e, filename: str, text: str | None) -> None:
    """A DSLError must be located (1-based line and column on a real line of the input),
    printed as `file:line:col: message`, then the source line and a caret under the
    column."""
    import jit_runtime as jr
    if not isinstance(e, jr.DSLError):
        raise Failure(f"{type(e).__name__} instead of DSLError: {e}")
    if e.filename != filename:
        raise Failure(f"error names file {e.filename!r}, not {filename!r}")
    if not (isinstance(e.line, int) and isinstance(e.column, int) and e.line >= 1 and e.column >= 1):
        raise Failure(f"position {e.line}:{e.column} is not 1-based")
    rendered = str(e)
    head = f"{filename}:{e.line}:{e.column}: {e.message}"
    if not rendered.startswith(head):
        raise Failure(f"message does not start with {head[:120]!r}: {rendered[:200]!r}")
    if text is not None:
        lines = text.split("\n")
        if e.line > len(lines):
            raise Failure(f"line {e.line} past the end ({len(lines)} lines)")
        actual = lines[e.line - 1].rstrip("\r")
        if not actual.startswith(e.source_line) or (e.source_line != actual and "UTF-8" not in e.message):
            raise Failure(f"source line {e.source_line[:80]!r} is not line {e.line} {actual[:80]!r}")
        if e.column > len(actual) + 1:
            raise Failure(f"column {e.column} past the end of line {e.line} ({len(actual)} characters)")
    if e.source_line:
        parts = rendered.split("\n")
        if len(parts) < 3 or not parts[2].strip() == "^":
            raise Failure(f"no caret line under the source line: {rendered[:300]!r}")
        shown, caret = parts[1][4:], parts[2][4:]
        line = e.source_line.expandtabs(1)
        if e.column <= len(line) and shown[len(caret) - 1] != line[e.column - 1]:
            raise Failure(f"caret under {shown[len(caret) - 1]!r}, column {e.column} is {line[e.column - 1]!r}")


def _path_like(text: str) -> bool:
    """load_ops reads a one-line string as a path when it ends in .opdsl or names a file."""
    return "\n" not in text and (text.endswith(".opdsl") or os.path.isfile(text))


def _load(source, filename: str) -> tuple[str, object]:
    import jit_runtime as jr
    try:
        ops = jr.load_ops(source, filename=filename)
        return "ok", tuple(sorted(op.name for op in ops))
    except jr.DSLError as e:
        return "error", e


def check_input(data: bytes, workdir: Path, full: bool = True) -> str:
    """Run one input through the entry points; return its outcome ('ok', or the kind of
    DSLError), raise Failure when a rule is broken. `full`: every entry point (the text,
    bytes, and `jit-runtime check` on a file), which must agree; else one: the text when
    it is UTF-8, the file when not."""
    from jit_runtime.cli import main
    bound = time_bound(data)
    try:
        text: str | None = data.decode("utf-8").removeprefix("\ufeff")  # as the parser reads it
    except UnicodeDecodeError:
        text = None
    results = []
    path = workdir / "fuzz.opdsl"
    code = None
    try:
        if text is not None and not _path_like(text):
            with deadline(bound):
                results.append(("str", _load(text, "fuzz.opdsl")))
        if full:
            with deadline(bound):
                results.append(("bytes", _load(data, "fuzz.opdsl")))
        if full or not results:
            path.write_bytes(data)
            with deadline(bound):
                results.append(("file", _load(path, "fuzz.opdsl")))
        if full:
            out, err = io.StringIO(), io.StringIO()
            with deadline(bound), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(["check", str(path)])
    except Timeout as e:
        raise Failure(f"time-out: {e}") from None
    except Failure:
        raise
    except BaseException as e:  # noqa: BLE001 - anything else is the finding
        raise Failure(f"{type(e).__name__}: {str(e)[:300]}") from e
    for entry, (kind, value) in results:
        if kind == "error":
            try:
                check_error(value, "fuzz.opdsl", text)
            except Failure as f:
                raise Failure(f"{entry}: {f}") from None
    kinds = {(k, v if k == "ok" else (v.line, v.column, v.message)) for _, (k, v) in results}
    if len(kinds) != 1:
        raise Failure(f"entry points disagree: {sorted(map(str, kinds))[:3]}")
    kind, value = results[-1][1]
    if code is not None:
        if kind == "ok":
            printed = [ln for ln in out.getvalue().splitlines() if ln.startswith("ok  ")]
            if code != 0 or len(printed) != len(value):
                raise Failure(f"check exited {code} and printed {len(printed)} ops for {len(value)}")
        else:
            first = err.getvalue().split("\n", 1)[0]
            want = f"{path}:{value.line}:{value.column}: {value.message}".split("\n", 1)[0]
            if code != 1 or first != want:
                raise Failure(f"check exited {code}, printed {first[:150]!r}, expected {want[:150]!r}")
    return "ok" if kind == "ok" else outcome(value)


EXTRA_VARIANTS = ("simd:acc=1", "simd:acc=2", "simd:tile=2x1", "simd:tile=4x2", "simd:static",
                  "simd:tile=1x1,acc=4,static")


def _native_devices() -> tuple[str, ...]:
    """The x86 profiles this host runs natively (x86-64-v4 only with AVX-512)."""
    from jit_runtime.device import profile, runnable
    return tuple(d for d in ("x86-64", "x86-64-v3", "x86-64-v4") if runnable(profile(d)) is None)


NATIVE_DEVICES = _native_devices()


def run_program(prog: P.Program, seed: int, extra: tuple[str, str, int] | None = None) -> list[str]:
    """Compile and run a generated op in every variant it offers (and, when given, one
    more (variant, device, threads)) on random inputs; compare each with the float64
    interpreter under the op's contract (jit_runtime.consistency.compare). Raise
    Failure with a reproducer; return the variants run."""
    import numpy as np
    import jit_runtime as jr
    from jit_runtime.consistency import compare
    from jit_runtime.dsl.interpret import evaluate
    op = jr.load_ops(prog.text)[prog.name]
    xs = P.input_arrays(prog, np.random.default_rng(seed))
    refs, mags = evaluate(op.checked, xs, prog.attrs, with_magnitude=True)
    acc = op.accuracy
    rel, abs_ = (acc.rel if acc.rel is not None else 1e-5), (acc.abs or 0.0)
    runs = [(v, None, 1) for v in op.variants] + ([extra] if extra else [])
    done = []
    for variant, device, threads in runs:
        what = f"variant {variant}" + (f" device {device}" if device else "") + f" threads {threads}"
        try:
            out = op(*xs, variant=variant, device=device, threads=threads, **prog.attrs)
        except Exception as e:  # noqa: BLE001 - the reproducer says which
            raise Failure(f"{what}: {type(e).__name__}: {e}\n{reproducer(prog, seed)}") from e
        ys = list(out) if isinstance(out, tuple) else [out]
        ok, mabs, mrel, mulp = compare(ys, refs, mags, rel, abs_)
        if not ok:
            raise Failure(f"{what}: outside rel={rel:g} abs={abs_:g} (max abs err {mabs:.3g}, "
                          f"max rel {mrel:.3g})\n{worst(ys, refs, mags, rel, abs_)}\n{reproducer(prog, seed)}")
        done.append(what)
    return done


def worst(ys, refs, mags, rel, abs_) -> str:
    """The first few elements outside the contract: index, got, reference, magnitude."""
    import numpy as np
    from jit_runtime.consistency import F32_TINY
    lines = []
    with np.errstate(all="ignore"):
        for k, (y, r, m) in enumerate(zip(ys, refs, mags)):
            y = np.asarray(y, np.float64)
            same = (np.isnan(y) & np.isnan(r)) | (y == r) | (np.isinf(y) & (y == r.astype(np.float32)))
            bound = rel * np.nan_to_num(m, nan=0.0, posinf=np.inf) + max(abs_, F32_TINY)
            bad = ~same & ~(np.abs(y - r) <= bound)
            for idx in np.argwhere(bad)[:4]:
                i = tuple(int(v) for v in idx)
                lines.append(f"  output {k} at {i}: got {y[i]!r}, reference {r[i]!r}, magnitude {m[i]!r}")
            if bad.any():
                lines.append(f"  output {k}: {int(bad.sum())} of {bad.size} elements outside")
    return "\n".join(lines)


def reproducer(prog: P.Program, seed: int) -> str:
    return (f"--- op (inputs {list(prog.input_shapes)}, attrs {prog.attrs}, "
            f"input seed {seed} via dsl_programs.input_arrays, nan_inputs={prog.nan_inputs}):\n{prog.text}")


def outcome(e) -> str:
    m = e.message
    for key in ("syntax error", "not valid UTF-8", "nested too deeply", "too long", "64 bits"):
        if key in m:
            return key
    return "checker error"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.fuzz_dsl", description=__doc__.split("\n")[0])
    ap.add_argument("--inputs", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="fuzz-failures", help="directory for reproducers")
    ap.add_argument("--heavy", type=float, default=0.002,
                    help="probability of a deep or megabyte input (each), default 0.002")
    ap.add_argument("--full-every", type=int, default=10,
                    help="every Nth input goes through all entry points (default 10)")
    ap.add_argument("--semantic", type=int, default=0, metavar="N",
                    help="instead: N generated ops run in every variant against the interpreter")
    args = ap.parse_args(argv)
    if args.semantic:
        return semantic(args.semantic, args.seed, Path(args.out))
    import tempfile
    seeds = P.seed_texts(*SEED_DIRS)
    rng = random.Random(args.seed)
    chooser = P.RandomChooser(rng)
    counts: Counter[str] = Counter()
    failures = 0
    slowest = (0.0, -1)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fuzz-dsl-") as tmp:
        for k in range(args.inputs):
            # input 0: a megabyte line of 150,000 terms (too slow to draw at random often)
            data = (b"op f(x: f32[N]) -> y: f32[N] {\n  y[n] = x[n]" + P.huge("chain") + b"\n}\n"
                    if k == 0 else P.fuzz_input(chooser, seeds, args.heavy))
            t = time.perf_counter()
            try:
                counts[check_input(data, Path(tmp), full=k % args.full_every == 0)] += 1
            except Failure as f:
                failures += 1
                counts["FAILURE"] += 1
                out = Path(args.out)
                out.mkdir(parents=True, exist_ok=True)
                repro = out / f"{k:06d}.opdsl"
                repro.write_bytes(data)
                print(f"FAILURE input {k} ({len(data)} bytes) saved to {repro}: {f}", flush=True)
            dt = time.perf_counter() - t
            slowest = max(slowest, (dt, k))
            if (k + 1) % 5000 == 0:
                print(f"{k + 1} inputs, {time.perf_counter() - start:.0f} s: {dict(counts)}", flush=True)
    total = time.perf_counter() - start
    print(f"\n{args.inputs} inputs in {total:.0f} s (slowest input {slowest[1]}: {slowest[0]:.2f} s)")
    for key, n in counts.most_common():
        print(f"  {key:<20} {n}")
    print(f"{failures} failures" + (f", reproducers in {args.out}/" if failures else ""))
    return 1 if failures else 0


def semantic(n: int, seed: int, out: Path) -> int:
    """The long semantic run: n generated ops, each in every variant plus one random
    (schedule, device, threads), against the interpreter."""
    os.environ.setdefault("JIT_RUNTIME_CACHE_DIR", str(out / "cache"))
    failures, runs = 0, 0
    features: Counter[str] = Counter()
    start = time.perf_counter()
    for k in range(n):
        c = P.RandomChooser(random.Random(seed * 1_000_003 + k))
        prog = P.any_program(c)
        extra = (c.choice(EXTRA_VARIANTS + ("scalar", "simd")), c.choice(NATIVE_DEVICES), c.choice((1, 2)))
        features.update(prog.features)
        try:
            runs += len(run_program(prog, k, extra))
        except Exception as e:  # noqa: BLE001 - every failure is reported, none stops the run
            failures += 1
            out.mkdir(parents=True, exist_ok=True)
            (out / f"semantic-{k:06d}.opdsl").write_text(prog.text)
            print(f"FAILURE op {k}: {type(e).__name__}: {e}", flush=True)
        if (k + 1) % 100 == 0:
            print(f"{k + 1} ops, {runs} runs, {failures} failures, {time.perf_counter() - start:.0f} s", flush=True)
    print(f"\n{n} ops, {runs} variant runs in {time.perf_counter() - start:.0f} s; {failures} failures")
    print("constructs: " + ", ".join(f"{k} {v}" for k, v in sorted(features.items())))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
