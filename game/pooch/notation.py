"""Actions and their notation.

    lead H7 name 2   lead QS name 3   lead QG   lead QF
    respond H9 name 0   respond QS name 4   respond QG   respond QF   pickup
    dogpile H3   dogpile H3 @7

Every action a game can offer is built once here and shared (``lead``, ``respond``,
``dogpile`` return the interned object), so legal lists are cheap to build and
``parse`` hands back the very objects those lists hold.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.errors import IllegalAction
from game.language import N_
from game.moves import Action, words
from game.pooch.cards import CODES, DOGPILERS, FIERCE, GREEDY

MAX_SEATS = 6
#: Queens that act at once and name nobody.
UNNAMED = frozenset((GREEDY, FIERCE))


@dataclass(frozen=True)
class Lead(Action):
    card: str
    name: int | None = None

    def __str__(self) -> str:
        return f"lead {self.card}" if self.name is None else f"lead {self.card} name {self.name}"


@dataclass(frozen=True)
class Respond(Action):
    card: str
    name: int | None = None

    def __str__(self) -> str:
        return f"respond {self.card}" if self.name is None else f"respond {self.card} name {self.name}"


@dataclass(frozen=True)
class Pickup(Action):
    def __str__(self) -> str:
        return "pickup"


@dataclass(frozen=True)
class Dogpile(Action):
    """``window`` is the naming the dogpiler reacted to; ``None`` means the open one."""

    card: str
    window: int | None = None

    def __str__(self) -> str:
        return f"dogpile {self.card}" if self.window is None else f"dogpile {self.card} @{self.window}"


NAMES = (None, *range(MAX_SEATS))
LEADS = {(c, n): Lead(c, n) for c in CODES for n in NAMES}
RESPONSES = {(c, n): Respond(c, n) for c in CODES for n in NAMES}
DOGPILES = {c: Dogpile(c) for c in CODES}
PICKUP = Pickup()

#: top card -> {card that may dogpile on it: its action}
DOGPILE_ON = {top: {c: DOGPILES[c] for c in CODES if c in fits} for top, fits in DOGPILERS.items()}

_offers: dict[tuple[str, int], list[dict[str, list[Action]]]] = {}


def offers(verb: str, players: int) -> list[dict[str, list[Action]]]:
    """Per seat, card -> the ``lead``/``respond`` actions playing it: one per player it
    may name, or the single unnamed action of a Greedy or Fierce Queen. Built once
    per player count and shared: do not mutate."""
    found = _offers.get((verb, players))
    if found is None:
        table = LEADS if verb == "lead" else RESPONSES
        found = [{c: [table[c, None]] if c in UNNAMED else [table[c, n] for n in range(players) if n != seat]
                  for c in CODES} for seat in range(players)]
        _offers[verb, players] = found
    return found


def _card(word: str) -> str:
    code = word.upper()
    if code not in CODES:
        raise IllegalAction(N_("There is no card '{typed}' (cards are H0, H2 .. S9, X1, QG, QS and QF)").format(
            typed=word))
    return code


def _seat(word: str, players: int) -> int:
    if not word.isdigit() or int(word) >= players:
        raise IllegalAction(N_("Name a player by seat number, 0 to {last}, not '{typed}'").format(last=players - 1,
                                                                                                typed=word))
    return int(word)


def parse(text: str, players: int) -> Action:
    """Notation -> the shared Action; ``IllegalAction`` with an example when it does not read."""
    if not isinstance(text, str):
        raise IllegalAction(N_("An action must be written as text, not {typed}").format(typed=type(text).__name__))
    w = words(text.replace("@", " @ "))
    if not w:
        raise IllegalAction(N_("Write an action, e.g. lead H7 name 2, respond H9 name 0, pickup or dogpile H3"))
    verb = w[0]
    if verb in ("lead", "respond"):
        table = LEADS if verb == "lead" else RESPONSES
        if len(w) == 2:
            return table[_card(w[1]), None]
        if len(w) == 4 and w[2] == "name":
            return table[_card(w[1]), _seat(w[3], players)]
        raise IllegalAction(N_("Cannot read '{typed}': write {typed_verb} H7 name 2, or {typed_verb} QG").format(
            typed=text.strip(), typed_verb=verb))
    if verb == "pickup" or w == ["pick", "up"]:
        if len(w) == 1 or w == ["pick", "up"]:
            return PICKUP
        raise IllegalAction(N_("Cannot read '{typed}': write pickup").format(typed=text.strip()))
    if verb == "dogpile":
        if len(w) == 2:
            return DOGPILES[_card(w[1])]
        if len(w) == 4 and w[2] == "@":
            if not w[3].isdigit():
                raise IllegalAction(N_("A window is a whole number, not '{typed}'").format(typed=w[3]))
            return Dogpile(_card(w[1]), int(w[3]))
        raise IllegalAction(N_("Cannot read '{typed}': write dogpile H3, or dogpile H3 @7").format(typed=text.strip()))
    raise IllegalAction(N_("Cannot read '{typed}': actions are lead, respond, pickup and dogpile").format(
        typed=text.strip()))
