"""The guided first games ("Learn Pups" and the rest): which games have one and how
to open it. Each game's lesson lives in ``scenes/<game>/lesson.py`` with an
``open_lesson(app)`` that pushes its table from the step reached last time."""
from __future__ import annotations

import importlib

#: game id -> the module whose ``open_lesson(app)`` starts its guided game
LESSONS = {
    "pups": "scenes.pups.lesson",
    "hounds": "scenes.hounds.lesson",
    "pooch": "scenes.pooch.lesson",
    "heaveho": "scenes.heaveho.lesson",
}


def has_lesson(game_id: str) -> bool:
    return game_id in LESSONS


def open_lesson(app, game_id: str):
    """Push the guided game of ``game_id`` (from the step reached last time)."""
    app.dismiss_notices()
    return importlib.import_module(LESSONS[game_id]).open_lesson(app)
