"""`python -m jit_runtime.cli`: the jit-runtime command."""
import sys

from . import main

sys.exit(main())
