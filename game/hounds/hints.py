"""Why the hard Heckin Hounds bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view through the
same picture of the round the bots use (``belief.Knowledge``: worlds that fit what
this seat sees and the clues it was given) and says, with its numbers, why.
"""
from __future__ import annotations

from game.language import N_
import random

from game.hounds.belief import Knowledge, expected_shifts, win_chance
from game.hounds.cards import HOUND_NAMES, RANK
from game.hounds.notation import AssignCerberus, BadDog, Clue, Discard, NoTrade, Play, Promise, Trade

WORLDS = 24


def shifts_word(n) -> str:
    return (N_("{count} shift") if n == 1 else N_("{count} shifts")).format(count=n)


def more_shifts(n) -> str:
    return (N_("{count} more shift") if n == 1 else N_("{count} more shifts")).format(count=n)


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
        tell = {"hound": N_("Tell {name} where the {hound} dogs are: of the clues you may give, this one tells "
                            "{name} least about which dogs will work shifts"),
                "value": N_("Tell {name} which dogs are {number}s: of the clues you may give, this one tells "
                            "{name} least about which dogs will work shifts"),
                "card": N_("Tell {name} what is in slot {slot}: of the clues you may give, this one tells "
                           "{name} least about which dogs will work shifts")}[action.kind]
        w = action.what
        return tell.format(name=target, hound=HOUND_NAMES.get(w, w), number=w,
                           slot=int(w) + 1 if action.kind == "card" else w)
    if isinstance(action, (Trade, NoTrade)):
        chances, _ = _chances(view)
        if isinstance(action, NoTrade):
            return N_("Keep your stand: none of your dogs is so hard to call that a dead-hand draw is steadier")
        p = chances.get(action.slot, 0.5)
        return N_("Trade slot {slot}: that dog works a shift about {chance} of the time, the hardest of yours to "
                  "call, and a draw from the dead hand is steadier").format(slot=action.slot + 1, chance=percent(p))
    if isinstance(action, Discard):
        chances, _ = _chances(view)
        p = chances.get(action.slot, 0.5)
        return N_("Send slot {slot} away for Cerberus: that dog works a shift about {chance} of the time, the "
                  "hardest of yours to call").format(slot=action.slot + 1, chance=percent(p))
    if isinstance(action, AssignCerberus):
        if action.seat == view["seat"]:
            return N_("Take Cerberus yourself: the strongest dog is then in a stand you see and plan for")
        return N_("Give Cerberus to {name}").format(name=names[action.seat])
    if isinstance(action, BadDog):
        return N_("Make {hound} the bad dog: of the hounds it is the one you expect to walk least").format(
            hound=HOUND_NAMES.get(action.hound, action.hound))
    return f"{action}"  # pragma: no cover - every action kind is above


def _promise(view: dict, legal, action: Promise) -> str:
    _, shifts = _chances(view)
    about = N_("from what you can see and your clues, your stand should work about {count} shifts").format(
        count=f"{shifts:.1f}")
    allowed = [a.shifts for a in legal if isinstance(a, Promise)]
    nearest = min(allowed, key=lambda p: (abs(p - shifts), p))
    if action.shifts == nearest:
        return N_("Promise {count}: {about}, and {count} is the nearest promise").format(count=action.shifts, about=about)
    leader = view["leader"]
    if leader is not None and leader != view["seat"] and view["promises"][leader] is not None:
        return N_("Promise {count}: {about}, but {name}'s promise says how strong the stands you cannot see "
                  "are").format(count=action.shifts, about=about, name=view['names'][leader])
    return N_("Promise {count}: {about}").format(count=action.shifts, about=about)


def _play(view: dict, action: Play) -> str:
    me = view["seat"]
    promised, worked = view["promises"][me], view["worked"][me]
    need = promised - worked
    chances, _ = _chances(view)
    p = chances.get(action.slot, 0.0)
    slot = action.slot + 1
    played = view["shift"]["cards"]
    best = max((RANK[c] for _, c in played), default=-1)
    chance = N_("this dog works a shift about {chance} of the time").format(chance=percent(p))
    if need <= 0:
        met = N_("you promised {shifts} and have worked {worked}").format(shifts=shifts_word(promised), worked=worked)
        if p < 0.5:
            return N_("Play slot {slot}: {met}, so stay out of shifts: {chance}, the least of yours").format(
                slot=slot, met=met, chance=chance)
        return N_("Play slot {slot}: {met}; every dog you hold is likely to work, and {chance}").format(
            slot=slot, met=met, chance=chance)
    want = N_("you need {shifts} for your promise of {promised}").format(shifts=more_shifts(need), promised=promised)
    if played and p == 0.0:
        return N_("Play slot {slot}: {want}, but this shift is out of reach, so spend your weakest dog").format(
            slot=slot, want=want)
    if p < 0.3:
        return N_("Play slot {slot}: {want}; {chance}, so it is spent here and your stronger dogs wait").format(
            slot=slot, want=want, chance=chance)
    return N_("Play slot {slot}: {want}, and {chance}").format(slot=slot, want=want, chance=chance)
