"""The hounds, their cards, and how hard each one is to walk.

A card code is a hound code and a number (``TD3``, ``MO5``); Cerberus is the lone
``CE``. Harder to walk means a later hound in ``HOUNDS``, then a higher number.
"""
from __future__ import annotations

#: Easiest to hardest.
HOUNDS = ("MO", "EM", "TD", "SU", "PG", "DP", "CE")
KENNEL_HOUNDS = ("EM", "TD", "SU", "PG", "DP")
HOUND_NAMES = {
    "MO": "Mops", "EM": "Evil Molly", "TD": "Tom Dire", "SU": "Sudachi",
    "PG": "Paulgrave", "DP": "Deathpaw", "CE": "Cerberus",
}
CERBERUS = "CE"
MOPS = tuple(f"MO{v}" for v in range(1, 6))
HAND = 5      # cards in a stand
SHIFTS = 5    # shifts in a round
MAX_NUMBER = 8  # kennel cards go up to players + 1 (7 players)


def kennel(players: int) -> list[str]:
    """The kennel for this many players: each kennel hound numbered 1 to players + 1."""
    return [f"{h}{v}" for h in KENNEL_HOUNDS for v in range(1, players + 2)]


def hound(code: str) -> str:
    return code[:2]


def number(code: str) -> int:
    """The badness number printed on a card (Cerberus has none: 0)."""
    return int(code[2:]) if len(code) > 2 else 0


def _all_codes() -> list[str]:
    return [f"{h}{v}" for h in HOUNDS[:-1] for v in range(1, MAX_NUMBER + 1)] + [CERBERUS]


#: code -> how hard it is to walk (higher = harder); every code that can exist.
RANK = {c: HOUNDS.index(hound(c)) * 10 + number(c) for c in _all_codes()}
HOUND_OF = {c: hound(c) for c in RANK}
NUMBER_OF = {c: number(c) for c in RANK}


def hardest(cards) -> int:
    """Index of the hardest dog among ``cards`` (codes are all different)."""
    best, at = -1, 0
    for i, c in enumerate(cards):
        r = RANK[c]
        if r > best:
            best, at = r, i
    return at
