"""Pups: the bidding trick-taker. See ``game.pups.game`` for the view and events."""
from game.pups.game import Pups
from game.registry import register

register(Pups)

__all__ = ["Pups"]
