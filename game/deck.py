"""Stacked decks: a deck given to ``new_game`` must be exactly the game's cards."""
from __future__ import annotations

from collections import Counter
from typing import Iterable


def check_permutation(cards: Iterable[str], deck, title: str) -> list[str]:
    """Return ``deck`` as a list of card codes, or raise ``ValueError`` naming what is
    wrong with it (missing, extra or repeated cards)."""
    if isinstance(deck, (str, bytes)) or not hasattr(deck, "__iter__"):
        raise ValueError(f"A stacked deck must be a list of card codes, not {type(deck).__name__}")
    deck = list(deck)
    bad = [c for c in deck if not isinstance(c, str)]
    if bad:
        raise ValueError(f"A stacked deck holds card codes (text), not {bad[0]!r}")
    want, got = Counter(cards), Counter(deck)
    if want == got:
        return deck
    problems = []
    missing = want - got
    extra = got - want
    unknown = sorted(c for c in extra if c not in want)
    repeated = sorted(c for c in extra if c in want)
    if unknown:
        problems.append("unknown card" + ("s " if len(unknown) > 1 else " ") + ", ".join(unknown))
    if repeated:
        problems.append("too many " + ", ".join(f"{c} ({got[c]} given, {want[c]} in the deck)" for c in repeated))
    if missing:
        problems.append("missing " + ", ".join(sorted(missing.elements())))
    raise ValueError(
        f"The stacked deck is not the {title} deck ({len(deck)} cards given, "
        f"{sum(want.values())} expected): " + "; ".join(problems)
    )
