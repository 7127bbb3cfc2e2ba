"""Scripted table moments for the tools: for each game, the busiest table that
``tools.bench`` measures and the moments that ``tools.shots`` saves as pictures.

They are tool scripting, not the product: a game's module here (``tools.moments.pups``
...) may define ``bench(app) -> table`` and ``shots(make_app) -> yields (name, app)``;
a game without one is benched with bots in every seat and shot only in its phases.
"""
from __future__ import annotations

import importlib
from contextlib import contextmanager
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


@contextmanager
def unpainted(app):
    """Frames run as usual (events, every scene's update, the same game time) but are
    not painted, nor written to the frame trace: a fast-forward to a later moment."""
    app.draw = lambda: None
    try:
        yield
    finally:
        del app.draw


@contextmanager
def thinned(app, every: int = 4):
    """Frames run as usual, but only one in ``every`` is painted (and written to the
    frame trace), and every frame whose top scene is not the last painted one's (a
    summary opening, a table coming back): bots playing on with no one to hide a hand
    from, or one person among bots (a lesson, a sort against a bot) whose view never
    changes hands, where the frames between look alike and the checks find the same."""
    draw = app.draw
    count, shown = 0, app.stack.top

    def some():
        nonlocal count, shown
        count += 1
        if count % every == 0 or app.stack.top is not shown:
            shown = app.stack.top
            draw()

    app.draw = some
    try:
        yield
    finally:
        del app.draw
