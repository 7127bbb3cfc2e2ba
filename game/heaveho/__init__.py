"""Heave Ho!: speed sort, then tug-of-war (see rules.py for the view and the events)."""
from game.registry import register

from .rules import HeaveHo

register(HeaveHo)

__all__ = ["HeaveHo"]
