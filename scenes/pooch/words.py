"""You Shady Pooch! cards in the words a player reads: 3♠, the Wild One, the
Greedy Queen. The engine's reasons and records name cards by their codes (S3, X1,
QG); the table writes them out (and recorded moves too) before a player sees them.
The cards' names stay as printed in every language."""
from __future__ import annotations

import re

from game.errors import IllegalAction
from game.language import _
from game.pooch.cards import QUEEN_NAMES, QUEENS, WILD
from game.pooch.notation import Dogpile, Lead, Respond, parse

SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
_CODE = re.compile(r"\b(X1|Q[GSF]|[HDCS][0-9])\b")
#: the named cards as printed
WILD_NAME = "Wild One"


def card_words(code: str | None) -> str:
    if code is None:
        return ""
    if code == WILD:
        return _("the {card}").format(card=WILD_NAME)
    if code in QUEENS:
        return _("the {card}").format(card=QUEEN_NAMES[code])
    return f"{code[1]}{SYMBOLS[code[0]]}"


def plain(text: str) -> str:
    """``text`` with every card code written as the card's name ("S3 is not higher
    than C3" -> "3♠ is not higher than 3♣"); a sentence starts with a capital."""
    out = _CODE.sub(lambda m: card_words(m.group(1)), text)
    return re.sub(r"(^|[:.!?] )the ", lambda m: f"{m.group(1)}The ", out)


def move_words(notation: str, names) -> str:
    """A recorded move as a player says it ("answer with 9♣, naming Cy"), for the
    replay's "last:" line."""
    try:
        action = parse(notation, len(names))
    except IllegalAction:
        return plain(notation)
    if isinstance(action, (Lead, Respond)):
        card = card_words(action.card)
        if isinstance(action, Lead):
            if action.name is None:
                return _("lead {card}").format(card=card)
            return _("lead {card}, naming {name}").format(card=card, name=names[action.name])
        if action.name is None:
            return _("answer with {card}").format(card=card)
        return _("answer with {card}, naming {name}").format(card=card, name=names[action.name])
    if isinstance(action, Dogpile):
        return _("dogpile {card}").format(card=card_words(action.card))
    return _("pick up the pile")
