"""How long a model takes to be ready: session creation plus the first run, cold (an empty
kernel cache), warm (a second process on the same cache) and onnxruntime's session
creation, each in a fresh process so nothing of one measurement helps the next.

    jit-runtime bench --models [PATTERN] --load [--repeats N] [--json OUT.json]
    python -m jit_runtime.bench.loadtime [PATTERN] [--repeats N] [--threads N] [--json OUT.json]

Models: the real-model suite's exports (zoo.py) found in the cache's models folder, or
the .onnx files named by PATTERN. Inputs are generated from each model's declared inputs
(floats from a seeded normal, integers zero, masks one), so no exporter is needed.
`ours` = Session(model) + one run; `ort` = InferenceSession(model) (and + one run).
Each is also timed in CPU seconds of its process (all its threads): on a busy machine a
wall time mostly measures the others, and `cpu w/o` (warm over ort, CPU) says more.
Outputs are kept too: a warm load must give the cold load's outputs bit for bit, and both
are compared with onnxruntime's (`err`: the largest difference over the largest |value|).
"""
from __future__ import annotations

import fnmatch
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

import numpy as np

COLS = (("model", 28, "<"), ("cold s", 7, ">"), ("warm s", 7, ">"), ("ort s", 6, ">"), ("ort+run", 7, ">"),
        ("warm/ort", 8, ">"), ("cpu w/o", 7, ">"), ("kernels", 7, ">"), ("err", 8, ">"), ("", 0, "<"))


def feeds_for(path: str) -> dict[str, np.ndarray]:
    """Inputs from the model's declared inputs: symbolic dims 1, floats N(0, 1) (seeded),
    integers zero except names with 'mask' in them (ones)."""
    import onnx
    from onnx import helper
    m = onnx.load(path, load_external_data=False)
    inits = {t.name for t in m.graph.initializer}
    rng = np.random.default_rng(0)
    out = {}
    for v in m.graph.input:
        if v.name in inits:
            continue
        t = v.type.tensor_type
        shape = tuple(d.dim_value if d.HasField("dim_value") else 1 for d in t.shape.dim)
        dt = np.dtype(helper.tensor_dtype_to_np_dtype(t.elem_type))
        if dt.kind == "f":
            out[v.name] = rng.standard_normal(shape).astype(dt)
        elif dt.kind == "b":
            out[v.name] = np.ones(shape, dt)
        else:
            out[v.name] = (np.ones if "mask" in v.name else np.zeros)(shape, dt)
    return out


def _child(engine: str, path: str, threads: int | None, save: str | None = None) -> dict:
    """One load, timed; its outputs written to `save` (.npz) after the clock stops."""
    feeds = feeds_for(path)
    if engine == "ours":
        from ..onnx import Session
        c0, t0 = time.process_time(), time.perf_counter()
        s = Session(path, threads=threads, progress=False)
        outs = s.run(feeds)
        t1, c1 = time.perf_counter(), time.process_time()
        prof = s.load_profile()
        result = {"load_s": t1 - t0, "cpu_s": c1 - c0, "compiled": prof.compiled, "loaded": prof.cache_hits,
                  "record": prof.record, "frozen": prof.frozen}
    else:
        import onnxruntime as ort
        opts = ort.SessionOptions()
        if threads:
            opts.intra_op_num_threads = threads
        c0, t0 = time.process_time(), time.perf_counter()
        sess = ort.InferenceSession(path, opts, providers=["CPUExecutionProvider"])
        t1, c1 = time.perf_counter(), time.process_time()
        values = sess.run(None, feeds)
        t2 = time.perf_counter()
        outs = {o.name: v for o, v in zip(sess.get_outputs(), values)}
        result = {"create_s": t1 - t0, "create_cpu_s": c1 - c0, "load_s": t2 - t0}
    if save:
        np.savez(save, **{f"o{i}": np.asarray(outs[k]) for i, k in enumerate(sorted(outs))})
    return result


def _outputs(path: str) -> list[np.ndarray]:
    with np.load(path) as z:
        return [z[f"o{i}"] for i in range(len(z.files))]


def compare(ours: str, warm: str, ort: str) -> tuple[bool, float]:
    """(the warm load's outputs are the cold load's bit for bit, the largest difference from
    onnxruntime's over the largest |value| of its output)."""
    a, b, ref = _outputs(ours), _outputs(warm), _outputs(ort)
    same = len(a) == len(b) and all(x.shape == y.shape and np.array_equal(x, y, equal_nan=True)
                                    for x, y in zip(a, b))
    err = 0.0 if len(a) == len(ref) else float("inf")
    for x, r in zip(a, ref):
        if x.shape != r.shape:
            return same, float("inf")
        x64, r64 = x.astype(np.float64), r.astype(np.float64)
        scale = float(np.max(np.abs(r64), initial=0.0)) or 1.0
        err = max(err, float(np.max(np.abs(x64 - r64), initial=0.0)) / scale)
    return same, err


def measure_in_child(engine: str, path: str, cache_dir: str, threads: int | None, timeout: float = 600,
                     save: str | None = None) -> dict:
    env = dict(os.environ, JIT_RUNTIME_CACHE_DIR=cache_dir, JIT_RUNTIME_QUIET="1")
    cmd = [sys.executable, "-m", "jit_runtime.bench.loadtime", "--child", engine, path]
    if threads:
        cmd += ["--threads", str(threads)]
    if save:
        cmd += ["--save", save]
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    lines = [ln for ln in r.stdout.splitlines() if ln.startswith("{")]
    if r.returncode != 0 or not lines:
        raise RuntimeError((r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[-1])
    return json.loads(lines[-1])


def model_files(pattern: str | None) -> list[Path]:
    """The .onnx files PATTERN names, else the suite's exports (matching PATTERN as a glob
    or substring of their names, comma-separated)."""
    if pattern and all(os.path.isfile(p) for p in pattern.split(",")):
        return [Path(p) for p in pattern.split(",")]
    from .zoo import cache_root
    files = sorted(cache_root().glob("*.onnx"))
    if not pattern:
        return files
    pats = [p.strip() for p in pattern.split(",") if p.strip()]
    return [f for f in files if any(p in f.stem or fnmatch.fnmatch(f.stem, p) for p in pats)]


def _name(path: Path) -> str:
    stem = path.stem
    head, _, tail = stem.rpartition("_")
    return head if head and len(tail) == 10 else stem  # drop the exporters' version tag


def run(pattern: str | None = None, repeats: int = 3, threads: int | None = None,
        out: Callable[[str], None] = print) -> dict:
    """Per model: cold once per repeat (a fresh cache each), warm `repeats` times, onnxruntime
    `repeats` times; medians. The first of each keeps its outputs for compare()."""
    files = model_files(pattern)
    if not files:
        raise ValueError(f"no model matches {pattern!r}")
    out(f"load = Session(model) + one run, in a fresh process; cold: empty cache, warm: the same cache "
        f"again; ort: InferenceSession (ort+run: and one run); medians of {repeats}; err: outputs vs onnxruntime's "
        f"(largest difference / largest |value|)")
    out(" ".join(f"{c:{a}{w}}" if w else c for c, w, a in COLS))
    rows = []
    for f in files:
        row: dict = {"model": _name(f), "path": str(f)}
        try:
            colds, warms, orts, ort_runs, warm_cpu, ort_cpu = [], [], [], [], [], []
            last = {}
            with tempfile.TemporaryDirectory(prefix="jr-load-out-") as outdir:
                saved = {k: os.path.join(outdir, f"{k}.npz") for k in ("cold", "warm", "ort")}
                for _ in range(repeats):
                    with tempfile.TemporaryDirectory(prefix="jr-load-") as d:
                        last = measure_in_child("ours", str(f), d, threads, save=None if colds else saved["cold"])
                        colds.append(last["load_s"])
                        if not warms:
                            for _ in range(repeats):
                                w = measure_in_child("ours", str(f), d, threads,
                                                     save=None if warms else saved["warm"])
                                warms.append(w["load_s"])
                                warm_cpu.append(w["cpu_s"])
                                row["warm_frozen"] = w.get("frozen", "")
                                row["warm_compiled"] = max(row.get("warm_compiled", 0), w["compiled"])
                                row["warm_record"] = w["record"]
                for _ in range(repeats):
                    o = measure_in_child("ort", str(f), tempfile.gettempdir(), threads,
                                         save=None if orts else saved["ort"])
                    orts.append(o["create_s"])
                    ort_cpu.append(o["create_cpu_s"])
                    ort_runs.append(o["load_s"])
                same, err = compare(saved["cold"], saved["warm"], saved["ort"])
            row.update(cold_s=statistics.median(colds), warm_s=statistics.median(warms),
                       ort_s=statistics.median(orts), ort_run_s=statistics.median(ort_runs),
                       warm_cpu_s=statistics.median(warm_cpu), ort_cpu_s=statistics.median(ort_cpu),
                       cold_all=colds, warm_all=warms, ort_all=orts, compiled=last["compiled"],
                       warm_same=same, err_vs_ort=err)
            out(_format(row))
        except Exception as e:  # noqa: BLE001 - one model's failure is its row
            row["error"] = str(e)
            out(f"{row['model']:<28} ERROR {e}")
        rows.append(row)
    return {"rows": rows, "repeats": repeats, "threads": threads}


def _format(r: dict) -> str:
    ratio = r["warm_s"] / r["ort_s"] if r["ort_s"] else float("nan")
    cpu = r["warm_cpu_s"] / r["ort_cpu_s"] if r.get("ort_cpu_s") else float("nan")
    notes = [f"warm compiled {r['warm_compiled']}"] if r.get("warm_compiled") else []
    if r.get("warm_frozen") != "used":
        notes.append("warm bound its nodes (no frozen plan)")
    if not r.get("warm_same", True):
        notes.append("warm outputs differ from cold")
    cells = [r["model"], f"{r['cold_s']:.2f}", f"{r['warm_s']:.2f}", f"{r['ort_s']:.2f}", f"{r['ort_run_s']:.2f}",
             f"{ratio:.1f}x", f"{cpu:.1f}x", str(r["compiled"]), f"{r.get('err_vs_ort', float('nan')):.1e}", "; ".join(notes)]
    return " ".join(f"{c:{a}{w}}" if w else c for c, (_, w, a) in zip(cells, COLS)).rstrip()


def main(argv: list[str] | None = None) -> int:
    import argparse
    ap = argparse.ArgumentParser(prog="python -m jit_runtime.bench.loadtime", description=__doc__.splitlines()[0])
    ap.add_argument("pattern", nargs="?")
    ap.add_argument("--child", choices=("ours", "ort"))
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--json")
    ap.add_argument("--save", help="(with --child) write the outputs here, .npz")
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(_child(args.child, args.pattern, args.threads, args.save)), flush=True)
        return 0
    result = run(args.pattern, args.repeats, args.threads, out=lambda s: print(s, flush=True))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(result, fh, indent=1)
    return 1 if any("error" in r for r in result["rows"]) else 0


if __name__ == "__main__":
    sys.exit(main())
