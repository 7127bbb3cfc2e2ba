"""Scripted table moments for the tools: for each game, the busiest table that
``tools.bench`` measures and the moments that ``tools.shots`` saves as pictures.

They are tool scripting, not the product: a game's module here (``tools.moments.pups``
...) may define ``bench(app) -> table`` and ``shots(make_app) -> yields (name, app)``;
a game without one is benched with bots in every seat and shot only in its phases.
"""
from __future__ import annotations

import importlib
from types import ModuleType


def _module(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"tools.moments.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"tools.moments.{game_id}":
            raise
        return None


def bench(entry):
    """(app) -> the game's busiest table for tools.bench, or None."""
    return getattr(_module(entry.id), "bench", None)


def shots(entry):
    """(make_app) -> yields (name, app) for tools.shots, or None."""
    return getattr(_module(entry.id), "shots", None)
