"""The 55 Heave Ho! cards: Lanky Lads, Robust Ladies, Nessie and the action cards.

A Scot's code is its colour letter and strength (``R2``), with ``!`` when it carries
the "How Ruck" marker (``R2!``). Action cards are ``A-<name>``.
"""
from __future__ import annotations

COLOURS = ("red", "blue", "green")
LETTERS = {"R": 0, "B": 1, "G": 2}

ACTION_NAMES = ("adrenaline", "dirty-trick", "how-ruck", "macho", "weak-wins",
                "broken-rope", "change-sides", "bye-bye", "monstrous", "reinforcement")
ACTIONS = tuple("A-" + name for name in ACTION_NAMES)
(ADRENALINE, DIRTY_TRICK, HOW_RUCK, MACHO, WEAK_WINS,
 BROKEN_ROPE, CHANGE_SIDES, BYE_BYE, MONSTROUS, REINFORCEMENT) = ACTIONS

NESSIE = "N6"
#: Strengths Bye-bye may name.
NAMEABLE = (0, 1, 2, 3, 4, 6)
#: A space with no card shows the printed Scot of this strength.
EMPTY_STRENGTH = 2

ACTION_TITLES = {
    ADRENALINE: "Adrenaline Rush", DIRTY_TRICK: "Dirty Trick", HOW_RUCK: "How Ruck",
    MACHO: "Macho Man", WEAK_WINS: "Weak Wins", BROKEN_ROPE: "Broken Rope",
    CHANGE_SIDES: "Change Sides", BYE_BYE: "Bye-bye", MONSTROUS: "Monstrous",
    REINFORCEMENT: "Reinforcement",
}


def _deck() -> tuple[str, ...]:
    cards = []
    for letter in "RBG":
        cards += [f"{letter}0"] * 3
        for value in (1, 2, 3):
            cards += [f"{letter}{value}!", f"{letter}{value}", f"{letter}{value}"]
    cards += ["W0", "W2!", "W2", "W3!", "W3", "W4", "W4", "W4", NESSIE]
    cards += ACTIONS
    return tuple(cards)


DECK = _deck()
CODES = tuple(dict.fromkeys(DECK))
SCOTS = tuple(c for c in CODES if not c.startswith("A-"))

#: card -> strength (action cards count 0, as in the tie draw)
STRENGTH = {c: (0 if c.startswith("A-") else int(c[1])) for c in CODES}
#: card -> index of its colour space (0 red, 1 blue, 2 green); None for white cards and actions
SPACE = {c: LETTERS.get(c[0]) for c in CODES}
WHITE = frozenset(c for c in CODES if c[0] in "WN")
LADIES = frozenset(c for c in CODES if c[0] == "W")
MARKED = frozenset(c for c in CODES if c.endswith("!"))
IS_ACTION = frozenset(ACTIONS)
#: case-insensitive reading of a code
BY_LOWER = {c.lower(): c for c in CODES}


def tie_rank(card: str) -> tuple[int, int]:
    """Order of the tie draw: strength first, then white, red, blue, green, action."""
    if card in IS_ACTION:
        return (0, 0)
    colour = 4 if card in WHITE else 3 - LETTERS[card[0]]
    return (STRENGTH[card], colour)


def describe(card: str) -> str:
    """A card's name a player reads ("red 2 (How Ruck)", "Nessie", "Macho Man")."""
    if card in IS_ACTION:
        return ACTION_TITLES[card]
    if card == NESSIE:
        return "Nessie"
    colour = "white" if card in WHITE else COLOURS[SPACE[card]]
    return f"{colour} {card[1]}" + (" (How Ruck)" if card in MARKED else "")
