"""``python -m game.net``: the same as ``kennel serve``."""
import sys

from game.net.serve import main

if __name__ == "__main__":
    sys.exit(main())
