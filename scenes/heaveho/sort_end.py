"""The end of the speed sort, read by everyone before the tug: how each team stack came
together. Only what the public view tells is shown (how many cards each kept, gave
and got in the hand-out, who called Stop, the tie draw): which cards went where stays
with the person who saw them, since the screen is shared."""
from __future__ import annotations

import copy

from game.language import N_, _, ngettext
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
    return _("Round {round}: the teams are formed").format(round=view["round"])


#: the columns (translated where shown: ``header``)
HEADER = [N_("Player"), N_("Kept"), N_("Given by the other"), N_("From the hand-out"), N_("Team stack")]


def header() -> list[str]:
    return [_(word) for word in HEADER]


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
        how = _("Both finished at once; the tie draw went to {first}.").format(first=first)
    else:
        pairs = handed_out(s)
        if pairs:
            how = ngettext("{first} finished first and called Stop. {other} placed the pair in hand, then {first} "
                           "handed out {other}'s last {count} pair: one card of each to each team.",
                           "{first} finished first and called Stop. {other} placed the pair in hand, then {first} "
                           "handed out {other}'s last {count} pairs: one card of each to each team.",
                           pairs).format(first=first, other=other, count=pairs)
        else:
            how = _("{first} finished first and called Stop. {other} placed the pair in hand.").format(
                first=first, other=other)
    return how + " " + _("Each team stack is shuffled. {first} plays first, from {first}'s start space.").format(
        first=first)
