"""Heckin Hounds actions and their notation.

``baddog TD``, ``clue 2 hound PG``, ``clue 2 value 4``, ``clue 2 card 3``,
``cerberus 1``, ``discard 4``, ``trade 2``, ``notrade``, ``promise 3``, ``play 0``.
Every action exists once (interned): ``parse`` and the legal lists hand out the
same objects.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.errors import IllegalAction
from game.language import N_
from game.hounds.cards import HAND, HOUND_NAMES, HOUNDS, MAX_NUMBER
from game.moves import Action, number, words

MAX_SEATS = 7


@dataclass(frozen=True)
class BadDog(Action):
    hound: str

    def __str__(self) -> str:
        return f"baddog {self.hound}"


@dataclass(frozen=True)
class Clue(Action):
    """A clue set to ``target``: ``kind`` is ``hound`` (what = hound code),
    ``value`` (what = number) or ``card`` (what = slot)."""
    target: int
    kind: str
    what: object

    def __str__(self) -> str:
        return f"clue {self.target} {self.kind} {self.what}"


@dataclass(frozen=True)
class AssignCerberus(Action):
    seat: int

    def __str__(self) -> str:
        return f"cerberus {self.seat}"


@dataclass(frozen=True)
class Discard(Action):
    slot: int

    def __str__(self) -> str:
        return f"discard {self.slot}"


@dataclass(frozen=True)
class Trade(Action):
    slot: int

    def __str__(self) -> str:
        return f"trade {self.slot}"


@dataclass(frozen=True)
class NoTrade(Action):
    def __str__(self) -> str:
        return "notrade"


@dataclass(frozen=True)
class Promise(Action):
    shifts: int

    def __str__(self) -> str:
        return f"promise {self.shifts}"


@dataclass(frozen=True)
class Play(Action):
    slot: int

    def __str__(self) -> str:
        return f"play {self.slot}"


BADDOG = {h: BadDog(h) for h in HOUNDS}
HOUND_CLUE = {(t, h): Clue(t, "hound", h) for t in range(MAX_SEATS) for h in HOUNDS}
VALUE_CLUE = {(t, v): Clue(t, "value", v) for t in range(MAX_SEATS) for v in range(1, MAX_NUMBER + 1)}
CARD_CLUE = {(t, k): Clue(t, "card", k) for t in range(MAX_SEATS) for k in range(HAND)}
CERBERUS = [AssignCerberus(s) for s in range(MAX_SEATS)]
DISCARD = [Discard(k) for k in range(HAND)]
TRADE = [Trade(k) for k in range(HAND)]
NOTRADE = NoTrade()
PROMISE = [Promise(p) for p in range(HAND + 1)]
PLAY = [Play(k) for k in range(HAND)]

_BY_TEXT: dict[str, Action] = {}
for _a in [*BADDOG.values(), *HOUND_CLUE.values(), *VALUE_CLUE.values(), *CARD_CLUE.values(),
           *CERBERUS, *DISCARD, *TRADE, NOTRADE, *PROMISE, *PLAY]:
    _BY_TEXT[str(_a).lower()] = _a

EXAMPLES = ("baddog TD", "clue 2 hound PG", "clue 2 value 4", "clue 2 card 3", "cerberus 1",
            "discard 4", "trade 2", "notrade", "promise 3", "play 0")


def parse(text: str) -> Action:
    """Notation -> the one Action object it names, or IllegalAction saying why not."""
    w = words(text)
    found = _BY_TEXT.get(" ".join(w))
    if found is not None:
        return found
    return _parse_slowly(text, w)


def _slot(word: str) -> int:
    return number(word, N_("A slot"), 0, HAND - 1)


def _seat(word: str) -> int:
    seat = number(word, N_("A seat"))
    if not 0 <= seat < MAX_SEATS:
        raise IllegalAction(N_("There is no seat {seat}").format(seat=seat))
    return seat


def _hound(word: str) -> str:
    code = word.upper()
    if code in HOUNDS:
        return code
    for c, name in HOUND_NAMES.items():
        if word == name.lower().replace(" ", ""):
            return c
    raise IllegalAction(N_("'{typed}' is not a hound (hounds: {typed_hounds})").format(
        typed=word, typed_hounds=", ".join(HOUNDS)))


def _parse_slowly(text: str, w: list[str]) -> Action:
    """The forgiving path: odd spellings of numbers, and a reason for bad text."""
    if not w:
        raise IllegalAction(N_("Write an action, e.g. 'play 0' or 'promise 2'"))
    verb, args = w[0], w[1:]
    shapes = {"baddog": 1, "clue": 3, "cerberus": 1, "discard": 1, "trade": 1, "notrade": 0,
              "promise": 1, "play": 1}
    usage = {"baddog": "baddog TD", "cerberus": "cerberus 1", "discard": "discard 4", "trade": "trade 2",
             "notrade": "notrade", "promise": "promise 3", "play": "play 0"}
    if verb not in shapes:
        raise IllegalAction(N_("Cannot read '{typed}': actions are baddog, clue, cerberus, discard, trade, notrade, "
                               "promise and play").format(typed=text.strip()))
    if len(args) != shapes[verb]:
        if verb == "clue":
            raise IllegalAction(N_("Cannot read '{typed}': write clue 2 hound PG, clue 2 value 4 or clue 2 card 3")
                                .format(typed=text.strip()))
        raise IllegalAction(N_("Cannot read '{typed}': write {typed_usage}").format(typed=text.strip(),
                                                                                   typed_usage=usage[verb]))
    if verb == "baddog":
        return BADDOG[_hound(args[0])]
    if verb == "clue":
        target, kind, what = _seat(args[0]), args[1], args[2]
        if kind == "hound":
            return HOUND_CLUE[target, _hound(what)]
        if kind in ("value", "number"):
            return VALUE_CLUE[target, number(what, N_("A clue's number"), 1, MAX_NUMBER)]
        if kind in ("card", "slot"):
            return CARD_CLUE[target, _slot(what)]
        raise IllegalAction(N_("A clue is about a hound, a value or a card, not '{typed}'").format(typed=kind))
    if verb == "cerberus":
        return CERBERUS[_seat(args[0])]
    if verb == "discard":
        return DISCARD[_slot(args[0])]
    if verb == "trade":
        return TRADE[_slot(args[0])]
    if verb == "promise":
        return PROMISE[number(args[0], N_("A promise"), 0, HAND)]
    if verb == "play":
        return PLAY[_slot(args[0])]
    return NOTRADE  # pragma: no cover - notrade always parses on the fast path
