"""Heckin Hounds: promise shifts, walk the hardest dog, stay mediocre."""
from game.hounds.game import Hounds
from game.registry import register

register(Hounds)

__all__ = ["Hounds"]
