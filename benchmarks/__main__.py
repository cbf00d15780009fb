"""python -m benchmarks [spine|devices] ...: spine (default) compares with numpy and
onnxruntime; devices tabulates every op on every x86 profile and variant."""
import sys

from . import devices, spine

argv = sys.argv[1:]
if argv and argv[0] == "devices":
    sys.exit(devices.main(argv[1:]))
if argv and argv[0] == "spine":
    argv = argv[1:]
sys.exit(spine.main(argv))
