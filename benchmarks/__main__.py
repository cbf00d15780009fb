"""python -m benchmarks [spine|devices|feedback] ...: spine (default) compares with numpy
and onnxruntime; devices tabulates every op on every x86 profile and variant; feedback
measures the disk cache and whether tuned choices are the fastest."""
import sys

from . import devices, feedback, spine

argv = sys.argv[1:]
if argv and argv[0] == "devices":
    sys.exit(devices.main(argv[1:]))
if argv and argv[0] == "feedback":
    sys.exit(feedback.main(argv[1:]))
if argv and argv[0] == "spine":
    argv = argv[1:]
sys.exit(spine.main(argv))
