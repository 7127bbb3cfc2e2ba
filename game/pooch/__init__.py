"""You Shady Pooch! (``"pooch"``): 4 to 6 players, real time. See ``game.pooch.game``."""
from game.pooch.game import Pooch
from game.registry import register

register(Pooch)

__all__ = ["Pooch"]
