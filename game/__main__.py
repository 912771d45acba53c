"""python -m game → the `speed` command."""
import sys

from .cli import main

sys.exit(main())
