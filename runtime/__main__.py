"""`python -m jit_runtime`: the jit-runtime command, for when the script is not on PATH."""
import sys

from .cli import main

sys.exit(main())
