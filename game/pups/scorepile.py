"""A player's score pile: made bids (treats), failed bids (poos, open to rebids),
saved exactly-0 cards (bonus tricks) and Top Dogs."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.pups.bid import label, poos, treats

TOP_DOG_TREATS = 2
TOP_DOGS = 7


@dataclass
class ScorePile:
    #: made bid cards, as (side, number)
    made: list[tuple[str, int]] = field(default_factory=list)
    #: failed bid cards by number, with the poos face up (each may be rebid)
    failed: list[int] = field(default_factory=list)
    #: saved exactly-0 cards, each one bonus trick for a failed bid
    saved: int = 0
    top_dogs: int = 0

    @property
    def treats(self) -> int:
        return sum(treats(side, number) for side, number in self.made)

    @property
    def poos(self) -> int:
        # Both sides of a card carry the same poos, so a failed card is kept by number.
        return sum(poos("atleast", number) for number in self.failed)

    @property
    def score(self) -> int:
        return self.treats + TOP_DOG_TREATS * self.top_dogs - self.poos

    def to_dict(self) -> dict:
        made = [treats(s, n) for s, n in self.made]
        failed = [poos("atleast", n) for n in self.failed]
        total, owed = sum(made), sum(failed)  # (the properties' sums, each taken once)
        return {
            "treat_cards": [{"side": s, "number": n, "label": label(s, n), "treats": t}
                            for (s, n), t in zip(self.made, made)],
            "poo_cards": [{"number": n, "poos": p} for n, p in zip(self.failed, failed)],
            "saved": self.saved,
            "top_dogs": self.top_dogs,
            "treats": total,
            "poos": owed,
            "score": total + TOP_DOG_TREATS * self.top_dogs - owed,
        }
