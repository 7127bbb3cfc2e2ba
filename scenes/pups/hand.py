"""The hand at the bottom: which cards may be played now (they lift and glow, the
rest dim), and picking one, then perhaps a Mutt to add to it, by click or key."""
from __future__ import annotations

from game.language import _
from collections import Counter

from scenes.table.controls import settle
from scenes.table.layout import Placement, fan
from scenes.pups.geometry import Geometry


class Hand:
    """Mixed into the Pups table: the ``selected`` card and the ``addon`` Mutt, the
    keyboard's ``cursor`` in the hand."""

    def legal(self):
        me = self.me()
        return self.match.legal_actions(me) if me is not None else []

    def plays_for(self, cards: list[str]):
        want = sorted(cards)
        for action in self.legal():
            if hasattr(action, "cards") and sorted(action.cards) == want:
                return action
        return None

    def bases(self) -> set[str]:
        return {a.card for a in self.legal() if hasattr(a, "cards")} | \
            {c for a in self.legal() if hasattr(a, "cards") and a.mutt is None for c in a.cards}

    def addons(self, base: str) -> set[str]:
        out = set()
        for a in self.legal():
            if hasattr(a, "cards") and base in a.cards and len(a.cards) == 2:
                other = list(a.cards)
                other.remove(base)
                out.add(other[0])
        return out

    def playable_indexes(self, hand: list[str]) -> set[int]:
        """The places in the hand the keyboard may stop on: cards that may be played
        now (or added as a Mutt to the selected one)."""
        cards = self.bases() | (self.addons(self.selected) if self.selected else set())
        return {i for i, card in enumerate(hand) if card in cards}

    def follow_hint(self, action) -> None:
        hand = self.view()["hand"] or []
        cards = getattr(action, "cards", None)
        if cards and cards[0] in hand:
            self.cursor = hand.index(cards[0])
        super().follow_hint(action)

    def move_begun(self) -> bool:
        """A card is selected: the Mutt prompt and the Play chip are up."""
        return self.selected is not None

    def sync_selection(self) -> None:
        if self._sel_step != self.match.step:
            self._sel_step = self.match.step
            self.selected = None
            self.addon = None


    def hand_placements(self, view, g: Geometry) -> list[Placement]:
        me = self.me()
        hand = view["hand"] or []
        rects = fan(len(hand), (g.size[0] // 2, g.hand_y), g.card_w, g.hand_width)
        playing = self.my_turn(view) and view["phase"] == "showdown"
        bases = self.bases() if playing else set()
        addons = self.addons(self.selected) if (playing and self.selected) else set()
        self.cursor = settle(self.cursor, len(hand), self.playable_indexes(hand) if playing else set())
        out = []
        seen = Counter()
        chosen = Counter([c for c in (self.selected, self.addon) if c])
        for i, (card, rect) in enumerate(zip(hand, rects)):
            key = f"hand:{me}:{card}#{seen[card]}"
            is_selected = chosen[card] > 0 and seen[card] < chosen[card]
            seen[card] += 1
            legal = playing and (card in bases or card in addons)
            p = Placement(key, card, rect, legal=legal and not is_selected,
                          dim=playing and not legal and not is_selected, selected=is_selected,
                          focus=playing and i == self.cursor, action=card)
            out.append(p)
        return out

    def pick(self, card: str, view) -> None:
        """Select, add a Mutt, or play: what a click or Enter on a hand card means."""
        if not self.my_turn(view):
            turn = view["turn"]
            self.say(_("Wait for your turn") if turn is None else _("It is {name}'s turn").format(name=view['names'][turn]))
            return
        if view["phase"] != "showdown":
            self.say(_("Choose a bid from the chips above your hand first") if view["phase"] == "bid"
                     else _("Decide on the rescue first"))
            return
        if self.selected is None:
            if card in self.bases():
                self.selected = card
                if not self.addons(card):
                    self.act(self.me(), self.plays_for([card]))
                    return
            else:
                self.explain(card)
            self.touch()
            return
        if card == self.selected and self.addon is None:
            self.act(self.me(), self.plays_for([card]))
            return
        if card == self.addon:
            self.addon = None
        elif card in self.addons(self.selected) and self.addon is None:
            self.addon = card
            action = self.plays_for([self.selected, card])
            if action is not None:
                self.act(self.me(), action)
                return
        elif card in self.addons(self.selected):
            self.say(_("Only one Mutt may be added"))
        elif card in self.bases():
            self.selected, self.addon = card, None
        else:
            self.explain(card)
        self.touch()

    def explain(self, card: str) -> None:
        """Show the rules' reason why this card cannot be played."""
        reason = self.match.why_illegal(self.me(), f"play {card}")
        if reason:
            self.say(reason)
            self.app.audio.play("error")
