"""python -m benchmarks [spine|devices|feedback|bench|suite] ...: spine (default) compares
with numpy and onnxruntime; devices tabulates every op on every x86 profile and variant;
feedback measures the disk cache and whether tuned choices are the fastest; bench (or
suite) runs the speed suite shipped in the package (jit_runtime.bench, `jit-runtime bench`)."""
import sys

argv = sys.argv[1:]
if argv and argv[0] in ("bench", "suite"):
    from jit_runtime.bench import main as bench_main
    sys.exit(bench_main(argv[1:]))

from . import devices, feedback, spine  # noqa: E402

if argv and argv[0] == "devices":
    sys.exit(devices.main(argv[1:]))
if argv and argv[0] == "feedback":
    sys.exit(feedback.main(argv[1:]))
if argv and argv[0] == "spine":
    argv = argv[1:]
sys.exit(spine.main(argv))
