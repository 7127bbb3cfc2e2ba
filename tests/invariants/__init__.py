"""Each game's own invariants, checked from its views and result only: one module per
game with a ``check(game)`` function (the stateful tests run it after every step)."""
import importlib

from game import GAMES

CHECKS = {}
for _gid in GAMES:
    try:
        CHECKS[_gid] = importlib.import_module(f"tests.invariants.{_gid}").check
    except ModuleNotFoundError:
        pass
