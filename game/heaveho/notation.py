"""Heave Ho! actions and their notation.

    keep first | keep second                      (speed sort, last pair, handing out)
    place R2! mine red | place W4 theirs blue     (a Scot onto a space; mine/theirs as seen by the player)
    action A-bye-bye 3                            (name a strength: 0 1 2 3 4 6)
    action A-change-sides theirs red mine red     (from side and space, to side and space)
    action A-macho                                (any other action card)
    decline A-macho                               (play an action card without its effect)

The card taken with Dirty Trick is played with the same ``place`` / ``action`` /
``decline`` notation. Every action exists once: parsing and the legal lists hand out the
same objects.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.errors import IllegalAction
from game.language import N_
from game.moves import Action, words

from .cards import (BY_LOWER, BYE_BYE, CHANGE_SIDES, COLOURS, IS_ACTION, NAMEABLE, SCOTS,
                    SPACE, ACTIONS)

SIDES = ("mine", "theirs")
MINE, THEIRS = SIDES


@dataclass(frozen=True)
class Keep(Action):
    """Keep the first or the second card of the pair; the other is given away."""
    first: bool

    def __str__(self) -> str:
        return "keep first" if self.first else "keep second"


@dataclass(frozen=True)
class Place(Action):
    """Play a Scot onto a space: ``side`` is ``mine`` or ``theirs``, ``space`` a colour."""
    card: str
    side: str
    space: str

    def __str__(self) -> str:
        return f"place {self.card} {self.side} {self.space}"


@dataclass(frozen=True)
class Effect(Action):
    """Play an action card and carry out its effect. ``choice`` holds Bye-bye's strength
    or Change Sides' (from side, from space, to side, to space); empty otherwise."""
    card: str
    choice: tuple = ()

    def __str__(self) -> str:
        return " ".join(["action", self.card, *map(str, self.choice)])


@dataclass(frozen=True)
class Decline(Action):
    """Play an action card to the discard pile without its effect."""
    card: str

    def __str__(self) -> str:
        return f"decline {self.card}"


KEEP_FIRST, KEEP_SECOND = Keep(True), Keep(False)
KEEPS = (KEEP_FIRST, KEEP_SECOND)
PLACE = {(c, side, space): Place(c, side, space) for c in SCOTS for side in SIDES for space in COLOURS}
DECLINE = {c: Decline(c) for c in ACTIONS}
EFFECT = {c: Effect(c) for c in ACTIONS if c not in (BYE_BYE, CHANGE_SIDES)}
BYE = {v: Effect(BYE_BYE, (v,)) for v in NAMEABLE}
SWAP = {(fs, fp, ts, tp): Effect(CHANGE_SIDES, (fs, fp, ts, tp))
        for fs in SIDES for fp in COLOURS for ts in SIDES for tp in COLOURS}


def _card(word: str, text: str) -> str:
    card = BY_LOWER.get(word)
    if card is None:
        raise IllegalAction(N_("Cannot read '{typed}': there is no card {typed_card}").format(
            typed=text.strip(), typed_card=word.upper()))
    return card


def _side(word: str, text: str) -> str:
    if word not in SIDES:
        raise IllegalAction(N_("Cannot read '{typed}': a side is mine or theirs, not '{typed_side}'").format(
            typed=text.strip(), typed_side=word))
    return word


def _space(word: str, text: str) -> str:
    if word not in COLOURS:
        raise IllegalAction(N_("Cannot read '{typed}': a space is red, blue or green, not '{typed_space}'").format(
            typed=text.strip(), typed_space=word))
    return word


def parse(text: str) -> Action:
    w = words(text)
    if not w:
        raise IllegalAction(N_("Write an action, for example keep first, place R2! mine red, action A-bye-bye 3 or "
                               "decline A-macho"))
    verb, rest = w[0], w[1:]
    if verb == "keep":
        if rest == ["first"]:
            return KEEP_FIRST
        if rest == ["second"]:
            return KEEP_SECOND
        raise IllegalAction(N_("Cannot read '{typed}': write keep first or keep second").format(typed=text.strip()))
    if verb == "place":
        if len(rest) != 3:
            raise IllegalAction(N_("Cannot read '{typed}': write place R2 mine red").format(typed=text.strip()))
        card = _card(rest[0], text)
        if card in IS_ACTION:
            raise IllegalAction(N_("{card} is an action card: write action {card} or decline {card}").format(card=card))
        return PLACE[card, _side(rest[1], text), _space(rest[2], text)]
    if verb in ("action", "decline"):
        if not rest:
            raise IllegalAction(N_("Cannot read '{typed}': name the action card, e.g. {typed_verb} A-macho").format(
                typed=text.strip(), typed_verb=verb))
        card = _card(rest[0], text)
        if card not in IS_ACTION:
            space = "red" if SPACE[card] is None else COLOURS[SPACE[card]]
            raise IllegalAction(N_("{card} is not an action card: write place {card} mine {typed_space}").format(
                card=card, typed_space=space))
        args = rest[1:]
        if verb == "decline":
            if args:
                raise IllegalAction(N_("Cannot read '{typed}': write decline {card}").format(typed=text.strip(),
                                                                                           card=card))
            return DECLINE[card]
        if card == BYE_BYE:
            if len(args) != 1 or not args[0].isdigit() or int(args[0]) not in NAMEABLE:
                raise IllegalAction(N_("Cannot read '{typed}': Bye-bye names a strength 0, 1, 2, 3, 4 or 6, e.g. "
                                       "action {card} 3").format(typed=text.strip(), card=BYE_BYE))
            return BYE[int(args[0])]
        if card == CHANGE_SIDES:
            if len(args) != 4:
                raise IllegalAction(N_("Cannot read '{typed}': write action {card} theirs red mine red (from side "
                                       "and space, to side and space)").format(typed=text.strip(), card=CHANGE_SIDES))
            return SWAP[_side(args[0], text), _space(args[1], text), _side(args[2], text), _space(args[3], text)]
        if args:
            raise IllegalAction(N_("Cannot read '{typed}': {card} takes no choice, write action {card}").format(
                typed=text.strip(), card=card))
        return EFFECT[card]
    raise IllegalAction(N_("Cannot read '{typed}': write keep first, place R2! mine red, action A-bye-bye 3 or "
                           "decline A-macho").format(typed=text.strip()))
