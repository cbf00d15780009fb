import sys

from .spine import main

sys.exit(main())
