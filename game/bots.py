"""Bots: players that decide from ``view(seat)`` and ``legal_actions(seat)`` only.

Each game ships ``game/<id>/bots.py`` with ``LEVELS = {"easy": ..., "normal": ...,
"hard": ..., "expert": ..., "search": ...}`` (``search`` is the determinized-search
baseline the others are measured against). ``random`` (a uniform legal move) is shared by every game.
"""
from __future__ import annotations

import importlib
import random
from typing import Sequence

from game.moves import Action

LEVELS = ("random", "easy", "normal", "hard", "expert", "search")


class Bot:
    """A player without a body. ``choose`` picks an action (or ``None`` to let a
    reaction chance pass); ``reaction_time`` says how many seconds of game time it
    waits before acting (0 for turn-based games)."""

    level = "random"
    #: True when the bot must see every view (memory games): ``observe`` is then
    #: called after every change, not only when the bot decides.
    wants_updates = False

    def __init__(self, seat: int, seed: int | str = 0):
        self.seat = seat
        self.rng = random.Random(f"{type(self).__name__}:{seed}:{seat}")

    def choose(self, view: dict, legal: Sequence[Action]) -> Action | None:
        return self.rng.choice(list(legal)) if legal else None

    def reaction_time(self, view: dict, action: Action) -> float:
        return 0.0

    def observe(self, view: dict) -> None:
        """See the table after a change (only called when ``wants_updates``)."""

    @classmethod
    def typical_reaction(cls) -> float | None:
        """About how many seconds this level takes to react in a real-time game (what
        the setup screen tells a player); None for turn-based games."""
        return None


class RandomBot(Bot):
    level = "random"


def levels_for(game_id: str) -> dict[str, type[Bot]]:
    try:
        module = importlib.import_module(f"game.{game_id}.bots")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.{game_id}.bots":
            raise
        return {"random": RandomBot}
    return {"random": RandomBot, **module.LEVELS}


def reaction_seconds(game_id: str, level: str) -> float | None:
    """How fast a real-time game's bot of this level typically reacts, in seconds
    (None: a turn-based game's bot)."""
    return levels_for(game_id)[level].typical_reaction()


def reaction_note(game_id: str, level: str) -> str:
    """"reacts in about 0.9 s" for a real-time game's level, else ""."""
    seconds = reaction_seconds(game_id, level)
    return "" if seconds is None else f"reacts in about {seconds:.1f} s"


def make_bot(game_id: str, level: str, seat: int, seed: int | str = 0) -> Bot:
    table = levels_for(game_id)
    if level not in table:
        raise ValueError(f"No {level!r} bot (levels: {', '.join(table)})")
    bot = table[level](seat, seed)
    bot.level = level
    return bot
