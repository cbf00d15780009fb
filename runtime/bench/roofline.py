"""A roofline plot of a suite result: each row's achieved GFLOP/s against its arithmetic
intensity (FLOPs per byte of inputs, weights and outputs), under the measured compute
roof and the measured bandwidth roofs. matplotlib is an optional extra (`plot`)."""
from __future__ import annotations

MISSING = "--plot needs matplotlib: pip install 'jit-runtime[plot]' (or pip install matplotlib)"


class PlotUnavailable(RuntimeError):
    """matplotlib is not installed."""


def plot(result: dict, path: str) -> str:
    """Write the roofline of `result` (suite.run's dict) to path; returns path."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as e:
        raise PlotUnavailable(MISSING) from e
    peak = result["peak"]
    rows = [r for r in result["rows"] if r.get("gflops") and r.get("intensity")]
    fig, ax = plt.subplots(figsize=(9, 6))
    lo = min([r["intensity"] for r in rows] + [0.05]) / 2
    hi = max([r["intensity"] for r in rows] + [100.0]) * 2
    xs = [lo * (hi / lo) ** (i / 200) for i in range(201)]
    styles = {"1": "-", "2": "--"}
    for t, g in peak["gflops"].items():
        bw = peak["copy_gbps"] if t == "1" else peak["copy_gbps_2t"]
        ax.plot(xs, [min(g, x * bw) for x in xs], "k" + styles.get(t, ":"), lw=1,
                label=f"roof, {t} thread{'s' if t != '1' else ''}: {g:.0f} GFLOP/s, {bw:.0f} GB/s")
    g1 = peak["gflops"]["1"]
    for level, color in (("l3", "0.45"), ("l2", "0.7")):
        bw = peak[f"{level}_copy_gbps"]
        ax.plot(xs, [min(g1, x * bw) for x in xs], color=color, ls=":", lw=1,
                label=f"{level.upper()}-sized copy roof, 1 thread: {bw:.0f} GB/s")
    for r in rows:
        marker = "o" if r["threads"] == 1 else "^"
        ax.scatter(r["intensity"], r["gflops"], marker=marker, s=30)
        ax.annotate(f"{r['case']} ({r['threads']}t)", (r["intensity"], r["gflops"]), fontsize=7,
                    xytext=(4, 2), textcoords="offset points")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity (FLOP per byte of inputs + weights + outputs)")
    ax.set_ylabel("achieved GFLOP/s (ours)")
    ax.set_title(f"jit_runtime roofline: {result['device']['cpu']}")
    ax.legend(fontsize=7, loc="lower right")
    ax.grid(True, which="both", lw=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
