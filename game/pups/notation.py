"""Pups actions and their notation (see ../shared/spec/pups.md).

    bid atleast 2 | bid exactly 0 | rebid exactly 3 | play W5 | play W5+M2 | play M3+M1 | rescue 2

Every possible action is built once (``BIDS``, ``PLAYS``, ``rescue()``) so that legal
lists and parsing hand out the same objects.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.errors import IllegalAction
from game.language import N_
from game.moves import Action, number, words
from game.pups.bid import ATLEAST, SIDES
from game.pups.cards import CODES, MUTT_CODES, is_mutt, value_of


@dataclass(frozen=True)
class Bid(Action):
    side: str
    number: int
    rebid: bool = False

    def __str__(self) -> str:
        return f"{'rebid' if self.rebid else 'bid'} {self.side} {self.number}"


@dataclass(frozen=True)
class Play(Action):
    """A card, with at most one Mutt added (``mutt``)."""

    card: str
    mutt: str | None = None
    total: int = field(init=False, compare=False, repr=False)

    def __post_init__(self):
        object.__setattr__(self, "total", value_of(self.card) + (0 if self.mutt is None else value_of(self.mutt)))

    @property
    def cards(self) -> tuple[str, ...]:
        return (self.card,) if self.mutt is None else (self.card, self.mutt)

    @property
    def suit(self) -> str:
        return self.card[0]

    def __str__(self) -> str:
        return f"play {self.card}" if self.mutt is None else f"play {self.card}+{self.mutt}"


@dataclass(frozen=True)
class Rescue(Action):
    """Spend ``spend`` saved exactly-0 cards on a failed bid (0 declines)."""

    spend: int

    def __str__(self) -> str:
        return f"rescue {self.spend}"


BIDS: dict[tuple[str, int, bool], Bid] = {
    (side, n, rebid): Bid(side, n, rebid)
    for side in SIDES for n in range(4) for rebid in (False, True)
    if not (side == ATLEAST and n == 0)
}

PLAYS: dict[tuple[str, str | None], Play] = {}
for _card in sorted(CODES):
    PLAYS[_card, None] = Play(_card)
    for _mutt in MUTT_CODES:
        # Two Mutts are written higher first.
        if not is_mutt(_card) or value_of(_mutt) <= value_of(_card):
            PLAYS[_card, _mutt] = Play(_card, _mutt)

_RESCUES = {k: Rescue(k) for k in range(8)}


def rescue(spend: int) -> Rescue:
    return _RESCUES.get(spend) or Rescue(spend)


def play_of(cards: list[str]) -> Play:
    """The canonical play for one card or a card plus a Mutt, given in any order."""
    if len(cards) == 1:
        return PLAYS[cards[0], None]
    if len(cards) > 2:
        if sum(not is_mutt(c) for c in cards) > 1:
            raise IllegalAction(N_("Play one card, with at most one Mutt added"))
        raise IllegalAction(N_("Only one Mutt may be added"))
    first, second = cards
    if not is_mutt(first) and not is_mutt(second):
        raise IllegalAction(N_("Only a Mutt may be added to a card ({first} and {second} are both breed cards)").format(
            first=first, second=second))
    if is_mutt(first) and (not is_mutt(second) or value_of(second) > value_of(first)):
        first, second = second, first
    return PLAYS[first, second]


def parse(text: str) -> Action:
    w = words(text)
    if not w:
        raise IllegalAction(N_("Nothing to read: write bid atleast 2, play W5+M2 or rescue 1"))
    verb = w[0]
    if verb in ("bid", "rebid"):
        return _parse_bid(verb, w, text)
    if verb == "play":
        return _parse_play(w, text)
    if verb == "rescue":
        if len(w) != 2:
            raise IllegalAction(N_("Cannot read '{typed}': write rescue 1 (or rescue 0 to decline)").format(
                typed=text.strip()))
        spend = number(w[1], N_("The number of saved cards to spend"))
        if spend < 0:
            raise IllegalAction(N_("The number of saved cards to spend cannot be negative"))
        return rescue(spend)
    raise IllegalAction(N_("Cannot read '{typed}': write bid atleast 2, play W5+M2 or rescue 1").format(
        typed=text.strip()))


def _parse_bid(verb: str, w: list[str], text: str) -> Bid:
    side = "".join(w[1:-1]).replace("-", "")
    if len(w) < 3 or side not in SIDES:
        raise IllegalAction(N_("Cannot read '{typed}': write {typed_verb} atleast 2 or {typed_verb} exactly 1").format(
            typed=text.strip(), typed_verb=verb))
    n = number(w[-1], N_("A bid"), 0, 3)
    if side == ATLEAST and n == 0:
        raise IllegalAction(N_("There is no at least 0 bid: write bid exactly 0"))
    return BIDS[side, n, verb == "rebid"]


def _parse_play(w: list[str], text: str) -> Play:
    if len(w) < 2:
        raise IllegalAction(N_("Play what? Write play W5, play W5+M2 or play M3"))
    cards = "".join(w[1:]).upper().split("+")
    for card in cards:
        if card not in CODES:
            shown = card or N_("(nothing)")
            raise IllegalAction(N_("There is no card {card}: cards are F1 .. W9 and M1 .. M3").format(card=shown))
    return play_of(cards)

