"""The choices offered once a card is picked in the tug-of-war: where a Scot goes, and
what an action card does (Bye-bye's strength, Change Sides' card and destination, or
declining). Every choice the rules refuse stays on show, greyed, with the reason."""
from __future__ import annotations

from game.heaveho.cards import (BYE_BYE, CHANGE_SIDES, COLOURS, IS_ACTION, NAMEABLE, STRENGTH, describe,
                                ACTION_TITLES)
from game.heaveho.notation import BYE, DECLINE, EFFECT, MINE, PLACE, SWAP, THEIRS
from scenes.table.controls import Chip
from scenes.heaveho.art import ACTION_TEXT

CANCEL = "cancel"
BACK = "back"


def whose(rel: str, other: str) -> str:
    return "Your" if rel == MINE else f"{other}'s"


def side_of(rel: str, me: int) -> int:
    return me if rel == MINE else 1 - me


def rel_of(side: int, me: int) -> str:
    return MINE if side == me else THEIRS


class Pick:
    """What the person at the table has chosen so far, and the chips for the next step."""

    def __init__(self, me: int, other: str, legal: list, why, view: dict):
        self.me = me
        self.other = other
        self.legal = set(legal)
        self.why = why
        self.view = view

    def offer(self, action, label: str, primary: bool = False) -> Chip:
        if action in self.legal:
            return Chip(label, action, primary=primary)
        return Chip(label, None, self.why(action), primary=primary)

    # -- Scots ------------------------------------------------------------------------------
    def targets(self, card: str) -> list:
        return [(rel, colour) for rel in (MINE, THEIRS) for colour in COLOURS]

    def place_chips(self, card: str, can_cancel: bool) -> tuple[list[Chip], str]:
        chips = [self.offer(PLACE[card, rel, colour], f"{whose(rel, self.other)} {colour}")
                 for rel, colour in self.targets(card)]
        if can_cancel:
            chips.append(Chip("Cancel", CANCEL))
        return chips, f"Where does {describe(card)} go? Pick a glowing space"

    def place_glow(self, card: str) -> tuple[set, set]:
        glow, dim = set(), set()
        for rel, colour in self.targets(card):
            key = (side_of(rel, self.me), colour)
            (glow if PLACE[card, rel, colour] in self.legal else dim).add(key)
        return glow, dim

    # -- action cards -------------------------------------------------------------------------
    def action_chips(self, card: str, swap_from, can_cancel: bool) -> tuple[list[Chip], str]:
        title = ACTION_TITLES[card]
        if card == BYE_BYE:
            chips = [self.offer(BYE[v], self.bye_label(v)) for v in NAMEABLE]
            prompt = f"{title}: name a strength; every visible Scot of it goes"
        elif card == CHANGE_SIDES and swap_from is None:
            chips = [self.from_chip(rel, colour) for rel in (MINE, THEIRS) for colour in COLOURS]
            prompt = f"{title}: which visible Scot moves to the other side?"
        elif card == CHANGE_SIDES:
            rel, colour = swap_from
            to_rel = THEIRS if rel == MINE else MINE
            top = self.top(rel, colour)
            where = "your" if to_rel == MINE else f"{self.other}'s"
            chips = [self.offer(SWAP[rel, colour, to_rel, there], f"to {where} {there}") for there in COLOURS]
            chips.append(Chip("Back", BACK))
            return chips, f"Move {describe(top) if top else 'it'} to which of {where} spaces?"
        else:
            chips = [self.offer(EFFECT[card], f"Play {title}", primary=True)]
            prompt = f"{title}: {ACTION_TEXT[card]}"
        chips.append(self.offer(DECLINE[card], "Decline (discard it, no effect)"))
        if can_cancel:
            chips.append(Chip("Cancel", CANCEL))
        return chips, prompt

    def bye_label(self, value: int) -> str:
        hits = sum(1 for side in self.view["tops"] for top in side.values()
                   if top is not None and STRENGTH[top] == value)
        return f"{value} ({hits} go)" if hits else f"{value} (none on view)"

    def top(self, rel: str, colour: str) -> str | None:
        return self.view["tops"][side_of(rel, self.me)][colour]

    def swaps_from(self, rel: str, colour: str) -> list:
        to_rel = THEIRS if rel == MINE else MINE
        return [SWAP[rel, colour, to_rel, there] for there in COLOURS if SWAP[rel, colour, to_rel, there] in self.legal]

    def from_chip(self, rel: str, colour: str) -> Chip:
        top = self.top(rel, colour)
        label = f"{whose(rel, self.other)} {colour}" + (f": {describe(top)}" if top else "")
        if self.swaps_from(rel, colour):
            return Chip(label, ("from", rel, colour))
        to_rel = THEIRS if rel == MINE else MINE
        return Chip(label, None, self.why(SWAP[rel, colour, to_rel, colour]))

    def action_glow(self, card: str, swap_from) -> tuple[set, set]:
        if card != CHANGE_SIDES:
            return set(), set()
        glow, dim = set(), set()
        if swap_from is None:
            for rel in (MINE, THEIRS):
                for colour in COLOURS:
                    key = (side_of(rel, self.me), colour)
                    (glow if self.swaps_from(rel, colour) else dim).add(key)
            return glow, dim
        rel, colour = swap_from
        to_rel = THEIRS if rel == MINE else MINE
        for there in COLOURS:
            key = (side_of(to_rel, self.me), there)
            (glow if SWAP[rel, colour, to_rel, there] in self.legal else dim).add(key)
        return glow, dim

    # -- either -------------------------------------------------------------------------------
    def chips(self, card: str, swap_from, can_cancel: bool) -> tuple[list[Chip], str]:
        if card in IS_ACTION:
            return self.action_chips(card, swap_from, can_cancel)
        return self.place_chips(card, can_cancel)

    def glow(self, card: str, swap_from) -> tuple[set, set]:
        if card in IS_ACTION:
            return self.action_glow(card, swap_from)
        return self.place_glow(card)
