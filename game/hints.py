"""Hints: the move the hard bot would make for a person, with a one-line reason.

The move is the hard bot's own choice (``choose`` on the person's view and legal
list, never the game object); the reason comes from each game's ``hints`` module,
which reads the same view and the bot's measures of it to say why in plain words.
A hint bot is made fresh for every hint from a seed the caller gives, so the same
moment always gets the same hint.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from game.bots import make_bot
from game.moves import Action

#: the games whose decisions get hints
GAMES = ("pups", "hounds", "heaveho", "pooch")
#: of those, the games whose real-time moments get hints too (You Shady Pooch! is
#: real time throughout; a Heave Ho! sort is not hinted)
LIVE = ("pooch",)


@dataclass(frozen=True)
class Hint:
    #: the move; ``None``: let this chance pass (a real-time game's dogpile)
    action: Action | None
    #: one line: the move and why ("Play Guard Dogs 1: you bid exactly 2 and ...")
    reason: str


def hint_bot(game_id: str, seat: int, seed: str):
    return make_bot(game_id, "hard", seat, seed=f"hint:{seed}")


def hint(game_id: str, view: dict, legal, seed: str = "0") -> Hint | None:
    """The hard bot's move for ``view["seat"]`` and why; None when there is no choice
    to make (no legal move) or the game gives no hints. A real-time bot may let a
    chance pass (a dogpile it would not make): the hint's action is then ``None`` and
    its reason says why, when the game explains passing (``explain_pass``)."""
    legal = list(legal)
    if not legal or game_id not in GAMES:
        return None
    action = hint_bot(game_id, view["seat"], seed).choose(view, legal)
    module = importlib.import_module(f"game.{game_id}.hints")
    if action is None:
        if not hasattr(module, "explain_pass"):
            return None
        return Hint(None, module.explain_pass(view, legal))
    return Hint(action, module.explain(view, legal, action))
