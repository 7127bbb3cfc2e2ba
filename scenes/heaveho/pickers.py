"""The choices offered once a card is picked in the tug-of-war: where a Scot goes, and
what an action card does (Bye-bye's strength, Change Sides' card and destination, or
declining). Every choice the rules refuse stays on show, greyed, with the reason."""
from __future__ import annotations

from game.heaveho.cards import BYE_BYE, CHANGE_SIDES, COLOURS, IS_ACTION, NAMEABLE, STRENGTH, ACTION_TITLES
from game.heaveho.notation import BYE, DECLINE, EFFECT, MINE, PLACE, SWAP, THEIRS
from scenes.table.controls import Chip
from game.language import _, ngettext
from scenes.heaveho.art import ACTION_TEXT
from scenes.heaveho.words import card_words, colour_words

CANCEL = "cancel"
BACK = "back"


def whose(rel: str, other: str, colour: str) -> str:
    """A space on a chip: "Your red", "Ann's red"."""
    if rel == MINE:
        return _("Your {colour}").format(colour=colour_words(colour))
    return _("{name}'s {colour}").format(name=other, colour=colour_words(colour))


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
        chips = [self.offer(PLACE[card, rel, colour], whose(rel, self.other, colour))
                 for rel, colour in self.targets(card)]
        if can_cancel:
            chips.append(Chip(_("Cancel"), CANCEL))
        return chips, _("Where does {card} go? Pick a glowing space").format(card=card_words(card))

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
            prompt = _("{card}: name a strength; every visible Scot of it goes").format(card=title)
        elif card == CHANGE_SIDES and swap_from is None:
            chips = [self.from_chip(rel, colour) for rel in (MINE, THEIRS) for colour in COLOURS]
            prompt = _("{card}: which visible Scot moves to the other side?").format(card=title)
        elif card == CHANGE_SIDES:
            rel, colour = swap_from
            to_rel = THEIRS if rel == MINE else MINE
            top = self.top(rel, colour)
            chips = [self.offer(SWAP[rel, colour, to_rel, there], _("to {space}").format(
                space=whose(to_rel, self.other, there))) for there in COLOURS]
            chips.append(Chip(_("Back"), BACK))
            if to_rel == MINE:
                prompt = _("Move {card} to which of your spaces?") if top else _("Move it to which of your spaces?")
            else:
                prompt = _("Move {card} to which of {name}'s spaces?") if top else \
                    _("Move it to which of {name}'s spaces?")
            return chips, prompt.format(card=card_words(top) if top else "", name=self.other)
        else:
            chips = [self.offer(EFFECT[card], _("Play {card}").format(card=title), primary=True)]
            prompt = _("{card}: {what}").format(card=title, what=_(ACTION_TEXT[card]))
        chips.append(self.offer(DECLINE[card], _("Decline (discard it, no effect)")))
        if can_cancel:
            chips.append(Chip(_("Cancel"), CANCEL))
        return chips, prompt

    def bye_label(self, value: int) -> str:
        hits = sum(1 for side in self.view["tops"] for top in side.values()
                   if top is not None and STRENGTH[top] == value)
        if hits:
            return ngettext("{strength} ({count} goes)", "{strength} ({count} go)", hits).format(strength=value,
                                                                                                   count=hits)
        return _("{strength} (none on view)").format(strength=value)

    def top(self, rel: str, colour: str) -> str | None:
        return self.view["tops"][side_of(rel, self.me)][colour]

    def swaps_from(self, rel: str, colour: str) -> list:
        to_rel = THEIRS if rel == MINE else MINE
        return [SWAP[rel, colour, to_rel, there] for there in COLOURS if SWAP[rel, colour, to_rel, there] in self.legal]

    def from_chip(self, rel: str, colour: str) -> Chip:
        top = self.top(rel, colour)
        label = whose(rel, self.other, colour)
        if top:
            label = _("{space}: {card}").format(space=label, card=card_words(top))
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
