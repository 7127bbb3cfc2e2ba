"""The end of the speed sort, read by everyone before the tug: how each team stack came
together. Only what the public view tells is shown (how many cards each kept, gave
and got in the hand-out, who called Stop, the tie draw): which cards went where stays
with the person who saw them, since the screen is shared."""
from __future__ import annotations

import copy

from game.heaveho.sort import PAIRS
from scenes.heaveho.sorting import SORTED


def sorted_view(view: dict) -> dict:
    """The sort's panels as they ended (every pair placed), from the public view of the
    tug that follows: nobody acts in it and no pair or hand shows."""
    v = copy.deepcopy(view)
    v["phase"] = SORTED
    v["to_act"] = []
    v["turn"] = None
    v["hand"] = None
    v["seat"] = None
    return v


def handed_out(sort: dict) -> int:
    """Pairs the Stop caller handed out from the other's stack after the Stop."""
    winner = sort["winner"]
    if winner is None or sort["tie_draws"]:
        return 0
    return PAIRS - sort["kept"][1 - winner]


def title(view: dict) -> str:
    return f"Round {view['round']}: the teams are formed"


HEADER = ["Player", "Kept", "Given by the other", "From the hand-out", "Team stack"]


def rows(view: dict) -> list[list[str]]:
    """Per player: cards kept from their own pairs, cards the other gave them, cards the
    hand-out gave them, and their team stack (the sum)."""
    s, names = view["sort"], view["names"]
    extra = handed_out(s)
    out = []
    for seat in (0, 1):
        kept, given = s["kept"][seat], s["given"][1 - seat]
        out.append([names[seat], str(kept), str(given), str(extra), str(kept + given + extra)])
    return out


def note(view: dict) -> str:
    """How the sort ended and who plays first, in a player's words."""
    s, names = view["sort"], view["names"]
    winner = s["winner"]
    first, other = names[winner], names[1 - winner]
    if s["tie_draws"]:
        how = f"Both finished at once; the tie draw went to {first}."
    else:
        pairs = handed_out(s)
        how = f"{first} finished first and called Stop. {other} placed the pair in hand"
        if pairs:
            how += (f", then {first} handed out {other}'s last {pairs} pair{'s' if pairs != 1 else ''}: "
                    f"one card of each to each team.")
        else:
            how += "."
    return f"{how} Each team stack is shuffled. {first} plays first, from {first}'s start space."
