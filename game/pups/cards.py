"""The Pup cards: four breed suits valued 1-9 and the Mutts (+1, +2, +3, three of each)."""
from __future__ import annotations

BREEDS = "FGLW"
MUTT = "M"
SUITS = BREEDS + MUTT

SUIT_NAMES = {
    "F": "Family Dogs",
    "G": "Guard Dogs",
    "L": "Lap Dogs",
    "W": "Working Dogs",
    "M": "Mutts",
}

MUTT_CODES = ("M1", "M2", "M3")
MUTT_COPIES = 3
HAND_SIZE = 7

DECK: tuple[str, ...] = tuple(
    [f"{suit}{value}" for suit in BREEDS for value in range(1, 10)]
    + [code for code in MUTT_CODES for _ in range(MUTT_COPIES)]
)
CODES = frozenset(DECK)


def suit_of(card: str) -> str:
    return card[0]


def value_of(card: str) -> int:
    return int(card[1:])


def is_mutt(card: str) -> bool:
    return card[0] == MUTT


_ORDER = {c: (SUITS.index(c[0]), int(c[1:])) for c in CODES}


def hand_order(card: str) -> tuple[int, int]:
    """Sort key for a hand: by suit (breeds, then Mutts), then value."""
    return _ORDER[card]
