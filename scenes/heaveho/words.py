"""Heave Ho! moves as a player says them, for the replay's "last:" line: "put red 1
(How Ruck) on Ann's red space", never "place R1! mine red"."""
from __future__ import annotations

from game.errors import IllegalAction
from game.heaveho.cards import ACTION_TITLES, BYE_BYE, CHANGE_SIDES, describe
from game.heaveho.notation import MINE, Decline, Effect, Keep, Place, parse


def whose(seat: int, side: str, names) -> str:
    """"Ann's" for the mover's own side (``mine``), the other player's for ``theirs``."""
    return f"{names[seat] if side == MINE else names[1 - seat]}'s"


def move_words(seat: int | None, notation: str, names) -> str:
    try:
        action = parse(notation)
    except IllegalAction:
        return notation
    if isinstance(action, Keep):
        return "keep the first card of the pair" if action.first else "keep the second card of the pair"
    if isinstance(action, Place):
        return f"put {describe(action.card)} on {whose(seat, action.side, names)} {action.space} space"
    if isinstance(action, Decline):
        return f"discard {ACTION_TITLES[action.card]} (no effect)"
    if isinstance(action, Effect) and action.card == BYE_BYE:
        return f"Bye-bye: every visible Scot of strength {action.choice[0]} goes"
    if isinstance(action, Effect) and action.card == CHANGE_SIDES:
        from_side, from_space, to_side, to_space = action.choice
        return (f"Change Sides: the Scot on {whose(seat, from_side, names)} {from_space} space goes to "
                f"{whose(seat, to_side, names)} {to_space} space")
    return f"play {ACTION_TITLES[action.card]}"
