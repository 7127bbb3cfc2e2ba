"""Why the hard Heckin Hounds bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view through the
same picture of the round the bots use (``belief.Knowledge``: worlds that fit what
this seat sees and the clues it was given) and says, with its numbers, why.
"""
from __future__ import annotations

import random

from game.hounds.belief import Knowledge, expected_shifts, win_chance
from game.hounds.cards import HOUND_NAMES, RANK
from game.hounds.notation import AssignCerberus, BadDog, Clue, Discard, NoTrade, Play, Promise, Trade

WORLDS = 24


def shifts_word(n) -> str:
    return f"{n} shift" if n == 1 else f"{n} shifts"


def more_shifts(n) -> str:
    return f"{n} more shift" if n == 1 else f"{n} more shifts"


def _chances(view: dict) -> tuple[dict[int, float], float]:
    """Per own slot: the chance its dog works a shift; and the shifts the stand should
    work in all (averaged over worlds that fit what this seat knows)."""
    me = view["seat"]
    know = Knowledge(view)
    rng = random.Random(f"hint:{view['round']}:{len(view['shifts'])}:{len(view['shift']['cards'])}")
    count = WORLDS if know.hidden else 1
    slots = know.my_slots()
    total = {k: 0.0 for k in slots}
    shifts = 0.0
    for _ in range(count):
        world = know.sample(rng)
        hands = know.hands_in(world)
        shifts += expected_shifts(me, hands)
        for k in slots:
            total[k] += win_chance(RANK[know.card_at(world, me, k)], me, hands)
    return {k: v / count for k, v in total.items()}, shifts / count


def percent(p: float) -> str:
    return f"{round(100 * p)}%"


def explain(view: dict, legal, action) -> str:
    names = view["names"]
    if isinstance(action, Play):
        return _play(view, action)
    if isinstance(action, Promise):
        return _promise(view, legal, action)
    if isinstance(action, Clue):
        target = names[action.target]
        what = {"hound": lambda w: f"where the {HOUND_NAMES.get(w, w)} dogs are",
                "value": lambda w: f"which dogs are {w}s",
                "card": lambda w: f"what is in slot {int(w) + 1}"}[action.kind](action.what)
        return (f"Tell {target} {what}: of the clues you may give, this one tells {target} least "
                f"about which dogs will work shifts")
    if isinstance(action, (Trade, NoTrade)):
        chances, _ = _chances(view)
        if isinstance(action, NoTrade):
            return "Keep your stand: none of your dogs is so hard to call that a dead-hand draw is steadier"
        p = chances.get(action.slot, 0.5)
        return (f"Trade slot {action.slot + 1}: that dog works a shift about {percent(p)} of the time, "
                f"the hardest of yours to call, and a draw from the dead hand is steadier")
    if isinstance(action, Discard):
        chances, _ = _chances(view)
        p = chances.get(action.slot, 0.5)
        return (f"Send slot {action.slot + 1} away for Cerberus: that dog works a shift about "
                f"{percent(p)} of the time, the hardest of yours to call")
    if isinstance(action, AssignCerberus):
        if action.seat == view["seat"]:
            return "Take Cerberus yourself: the strongest dog is then in a stand you see and plan for"
        return f"Give Cerberus to {names[action.seat]}"
    if isinstance(action, BadDog):
        return (f"Make {HOUND_NAMES.get(action.hound, action.hound)} the bad dog: of the hounds it is "
                f"the one you expect to walk least")
    return f"{action}"  # pragma: no cover - every action kind is above


def _promise(view: dict, legal, action: Promise) -> str:
    _, shifts = _chances(view)
    about = f"from what you can see and your clues, your stand should work about {shifts:.1f} shifts"
    allowed = [a.shifts for a in legal if isinstance(a, Promise)]
    nearest = min(allowed, key=lambda p: (abs(p - shifts), p))
    if action.shifts == nearest:
        return f"Promise {action.shifts}: {about}, and {action.shifts} is the nearest promise"
    leader = view["leader"]
    if leader is not None and leader != view["seat"] and view["promises"][leader] is not None:
        return (f"Promise {action.shifts}: {about}, but {view['names'][leader]}'s promise says "
                f"how strong the stands you cannot see are")
    return f"Promise {action.shifts}: {about}"


def _play(view: dict, action: Play) -> str:
    me = view["seat"]
    promised, worked = view["promises"][me], view["worked"][me]
    need = promised - worked
    chances, _ = _chances(view)
    p = chances.get(action.slot, 0.0)
    slot = f"Play slot {action.slot + 1}"
    played = view["shift"]["cards"]
    best = max((RANK[c] for _, c in played), default=-1)
    chance = f"this dog works a shift about {percent(p)} of the time"
    if need <= 0:
        met = f"you promised {shifts_word(promised)} and have worked {worked}"
        if p < 0.5:
            return f"{slot}: {met}, so stay out of shifts: {chance}, the least of yours"
        return f"{slot}: {met}; every dog you hold is likely to work, and {chance}"
    want = f"you need {more_shifts(need)} for your promise of {promised}"
    if played and p == 0.0:
        return f"{slot}: {want}, but this shift is out of reach, so spend your weakest dog"
    if p < 0.3:
        return f"{slot}: {want}; {chance}, so it is spent here and your stronger dogs wait"
    return f"{slot}: {want}, and {chance}"
