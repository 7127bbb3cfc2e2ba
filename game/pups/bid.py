"""Bid cards: the community stacks and what each bid is worth.

Every treat and poo value in the game comes from ``REWARDS`` below.
"""
from __future__ import annotations

from dataclasses import dataclass

ATLEAST = "atleast"
EXACTLY = "exactly"
SIDES = (ATLEAST, EXACTLY)

#: Cards in each community stack at the start of a game, by number.
STACK_SIZES = {0: 8, 1: 16, 2: 12, 3: 8}
#: Emptying one of these stacks during a bid phase makes the round the last one.
LAST_ROUND_STACKS = (1, 2, 3)

#: (side, number) -> (treats on success, poos on failure).
#: A made exactly 0 is saved as a bonus card instead of giving treats; a failed one
#: goes back to its stack without poos.
REWARDS: dict[tuple[str, int], tuple[int, int]] = {
    (EXACTLY, 0): (0, 0),
    (ATLEAST, 1): (1, 1),
    (ATLEAST, 2): (2, 2),
    (ATLEAST, 3): (3, 3),
    (EXACTLY, 1): (2, 1),
    (EXACTLY, 2): (4, 2),
    (EXACTLY, 3): (6, 3),
}

#: Outcomes of a bid in the results phase.
MADE, FAILED, RESCUED, SAVED = "made", "failed", "rescued", "saved"


def treats(side: str, number: int) -> int:
    return REWARDS[side, number][0]


def poos(side: str, number: int) -> int:
    return REWARDS[side, number][1]


def label(side: str, number: int) -> str:
    """How a player says the bid: "at least 2", "exactly 0"."""
    return f"{'at least' if side == ATLEAST else 'exactly'} {number}"


def made(side: str, number: int, tricks: int) -> bool:
    return tricks >= number if side == ATLEAST else tricks == number


def shortfall(side: str, number: int, tricks: int) -> int:
    """Tricks missing from a failed bid that bonus tricks could fill (0 if none can)."""
    return max(0, number - tricks) if number else 0


@dataclass
class PlacedBid:
    """A bid card in front of a player during a round."""

    seat: int
    side: str
    number: int
    rebid: bool

    @property
    def treats(self) -> int:
        return treats(self.side, self.number)

    @property
    def poos(self) -> int:
        return poos(self.side, self.number)

    def to_dict(self) -> dict:
        return {"seat": self.seat, "side": self.side, "number": self.number, "rebid": self.rebid,
                "label": label(self.side, self.number), "treats": self.treats, "poos": self.poos}
