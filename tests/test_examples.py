"""Every script in examples/ runs and does what it says (short budgets; the shared test
cache, so kernels compile once)."""
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
ARGS = {"tune.py": ["--budget", "0.5"]}
EXPECT = {
    "write_an_op.py": "refused: op scaled_rowsum: input 'x' expects f32[N, C]",
    "run_a_model.py": "refused: unknown input 'nope'",
    "tune.py": "fastest: ",
    "check_consistency.py": "0 failed",
    "ship_a_cache.py": "kernels from the cache, 0 compiled",
}


def test_every_example_is_listed():
    assert sorted(p.name for p in EXAMPLES.glob("*.py")) == sorted(EXPECT)


@pytest.mark.parametrize("name", sorted(EXPECT))
def test_example_runs(name, tmp_path):
    args = ARGS.get(name, [])
    if name == "ship_a_cache.py":
        args = [str(tmp_path / "cache")]
    r = subprocess.run([sys.executable, str(EXAMPLES / name), *args], capture_output=True, text=True,
                       timeout=300, cwd=tmp_path)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert EXPECT[name] in r.stdout
    assert "Traceback" not in r.stderr
