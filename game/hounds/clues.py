"""Clue sets: which ones a stand allows, which slots they mark, and why one is refused.

A stand's clue tokens are two 5-bit masks: ``hmask`` (slots showing their hound) and
``nmask`` (slots showing their number). A set must add at least one token.
"""
from __future__ import annotations

from game.language import N_
from game.hounds.cards import HOUND_NAMES, HOUND_OF, HOUNDS, NUMBER_OF
from game.hounds.notation import CARD_CLUE, HOUND_CLUE, VALUE_CLUE, Clue


def groups(cards):
    """(hound -> slot mask, number -> slot mask) for the cards in a stand."""
    by_hound: dict[str, int] = {}
    by_number: dict[int, int] = {}
    for k, c in enumerate(cards):
        if c is None:
            continue
        bit = 1 << k
        h, v = HOUND_OF[c], NUMBER_OF[c]
        by_hound[h] = by_hound.get(h, 0) | bit
        by_number[v] = by_number.get(v, 0) | bit
    return by_hound, by_number


def options(target: int, cards, hmask: int, nmask: int) -> list[Clue]:
    """Every clue set ``target``'s stand allows now, in a stable order."""
    by_hound, by_number = groups(cards)
    out = []
    for h in HOUNDS:
        m = by_hound.get(h, 0)
        if m & (m - 1) and m & ~hmask:
            out.append(HOUND_CLUE[target, h])
    for v in sorted(by_number):
        m = by_number[v]
        if v and m & (m - 1) and m & ~nmask:
            out.append(VALUE_CLUE[target, v])
    full = hmask & nmask
    for k, c in enumerate(cards):
        if c is not None and not full >> k & 1:
            out.append(CARD_CLUE[target, k])
    return out


def marked(clue: Clue, cards) -> tuple[int, int]:
    """(hound-token mask, number-token mask) the clue puts on the stand."""
    if clue.kind == "card":
        bit = 1 << clue.what
        return bit, bit
    m = 0
    table = HOUND_OF if clue.kind == "hound" else NUMBER_OF
    for k, c in enumerate(cards):
        if c is not None and table[c] == clue.what:
            m |= 1 << k
    return (m, 0) if clue.kind == "hound" else (0, m)


def slots_of(mask: int) -> list[int]:
    return [k for k in range(5) if mask >> k & 1]


def refusal(clue: Clue, name: str, cards, hmask: int, nmask: int) -> str:
    """Why the stand refuses this clue (for the giver, who sees the stand)."""
    if clue.kind == "card":
        k = clue.what
        if cards[k] is None:
            return N_("{name}'s slot {slot} is empty").format(name=name, slot=k)
        return N_("{name}'s slot {slot} already shows its hound and number: a clue must tell something "
                  "new").format(name=name, slot=k)
    hm, nm = marked(clue, cards)
    m = hm | nm
    count = bin(m).count("1")
    if clue.kind == "hound":
        what = HOUND_NAMES[clue.what]
        if count == 0:
            return N_("{name}'s stand holds no {what}").format(name=name, what=what)
        if count == 1:
            return N_("{what} appears only once in {name}'s stand: a hound clue needs two cards").format(
                what=what, name=name)
        return N_("Every {what} in {name}'s stand already shows its hound: a clue must tell something "
                  "new").format(what=what, name=name)
    if count == 0:
        return N_("{name}'s stand holds no {what}").format(name=name, what=clue.what)
    if count == 1:
        return N_("The number {what} appears only once in {name}'s stand: a number clue needs two "
                  "cards").format(what=clue.what, name=name)
    return N_("Every {what} in {name}'s stand already shows its number: a clue must tell something "
              "new").format(what=clue.what, name=name)
