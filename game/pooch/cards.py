"""The You Shady Pooch! deck: 36 suited numbers, four Wild Ones, six Queens.

Codes: ``H0`` .. ``S9`` (no 1s), ``X1`` the Wild One (the number 1 and every suit at
once, so it is also a diamond), ``QG`` Greedy, ``QS`` Shady, ``QF`` Fierce Queens
(no suit, no number). Tables below are built once so the rules never parse a code.
"""
from __future__ import annotations

SUITS = "HDCS"
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}
NUMBERS = (0, 2, 3, 4, 5, 6, 7, 8, 9)
WILD = "X1"
GREEDY, SHADY, FIERCE = "QG", "QS", "QF"
QUEENS = (GREEDY, SHADY, FIERCE)
QUEEN_NAMES = {GREEDY: "Greedy Queen", SHADY: "Shady Queen", FIERCE: "Fierce Queen"}

NUMBERED = tuple(f"{s}{n}" for s in SUITS for n in NUMBERS)
CODES = NUMBERED + (WILD,) + QUEENS
DECK = NUMBERED + (WILD,) * 4 + QUEENS * 2
HAND_SIZE = {4: 11, 5: 9, 6: 7}

#: The number on a card (the Wild One is 1); Queens have none.
NUMBER: dict[str, int | None] = {c: int(c[1]) for c in NUMBERED}
NUMBER[WILD] = 1
NUMBER.update({q: None for q in QUEENS})
#: Suit letter; the Wild One is every suit ("X"); Queens have none.
SUIT: dict[str, str | None] = {c: c[0] for c in NUMBERED}
SUIT[WILD] = "X"
SUIT.update({q: None for q in QUEENS})
DIAMONDS = frozenset([c for c in NUMBERED if c[0] == "D"] + [WILD])
#: Display and hand order: by suit, then number; Wild Ones, then Queens last.
ORDER = {c: i for i, c in enumerate(CODES)}


def is_queen(card: str) -> bool:
    return NUMBER[card] is None


def beats(card: str, top: str) -> bool:
    """Can ``card`` answer ``top`` as a higher number? (Queens answer in their own way.)"""
    mine, theirs = NUMBER[card], NUMBER[top]
    return mine is not None and theirs is not None and mine > theirs


def dogpiles_on(card: str, top: str) -> bool:
    """May ``card`` be dogpiled on ``top``: same suit and lower. The Wild One is every
    suit and the number 1, so it goes on any 2 or higher, and any 0 goes on it."""
    mine, theirs = NUMBER[card], NUMBER[top]
    if mine is None or theirs is None or mine >= theirs:
        return False
    return card == WILD or top == WILD or SUIT[card] == SUIT[top]


#: top card -> the cards that may be dogpiled on it.
DOGPILERS: dict[str, frozenset[str]] = {t: frozenset(c for c in CODES if dogpiles_on(c, t)) for t in CODES}
#: top card -> the cards that beat it as a higher number.
BEATERS: dict[str, frozenset[str]] = {t: frozenset(c for c in CODES if beats(c, t)) for t in CODES}
#: top card -> every card the named player may answer it with (higher numbers, Queens).
ANSWERS: dict[str, frozenset[str]] = {t: BEATERS[t] | frozenset(QUEENS) for t in CODES}


def diamonds(hand) -> int:
    return sum(1 for c in hand if c in DIAMONDS)

