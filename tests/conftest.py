"""Tests never touch the user's cache: the code cache and the performance database go
to a temporary directory for the whole session."""
import os
import sys
import tempfile
from pathlib import Path

_tmp = tempfile.TemporaryDirectory(prefix="jit-runtime-tests-")
os.environ["JIT_RUNTIME_CACHE_DIR"] = _tmp.name
os.environ.pop("JIT_RUNTIME_ONLINE_TUNING", None)
sys.path.insert(0, str(Path(__file__).resolve().parent))  # `import reference`


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: a worker per core, at most 8 (each worker keeps its own kernel cache,
    compile pool and models in memory)."""
    from jit_runtime.device import probe
    return min(probe().cores, 8)


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="rewrite tests/golden/ from the current lowering (test_golden.py)")
