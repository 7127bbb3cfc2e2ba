"""You Shady Pooch! cards in the words a player reads: 3♠, the Wild One, the
Greedy Queen. The engine's reasons name cards by their codes (S3, X1, QG); the
table writes them out before a player sees them."""
from __future__ import annotations

import re

from game.pooch.cards import QUEEN_NAMES, QUEENS, WILD

SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
_CODE = re.compile(r"\b(X1|Q[GSF]|[HDCS][0-9])\b")


def card_words(code: str | None) -> str:
    if code is None:
        return ""
    if code == WILD:
        return "the Wild One"
    if code in QUEENS:
        return f"the {QUEEN_NAMES[code]}"
    return f"{code[1]}{SYMBOLS[code[0]]}"


def plain(text: str) -> str:
    """``text`` with every card code written as the card's name ("S3 is not higher
    than C3" -> "3♠ is not higher than 3♣"); a sentence starts with a capital."""
    out = _CODE.sub(lambda m: card_words(m.group(1)), text)
    return re.sub(r"(^|[:.!?] )the ", lambda m: f"{m.group(1)}The ", out)
