"""How a person moves at the Heave Ho! table: in the sort a key or a click keeps a card
of the pair; in the tug a card is picked from the hand (a click, or Left/Right and
Enter), then a glowing space or a chip takes it (Change Sides: from one space to
another), Backspace or Esc stepping back; a move not allowed is said, not made."""
from __future__ import annotations

import pygame

from game.heaveho.cards import ACTION_TITLES, IS_ACTION
from game.heaveho.notation import MINE, PLACE, SWAP, THEIRS
from game.language import _
from scenes.frame.pads import from_pad
from scenes.table.controls import walk
from scenes.heaveho.pickers import BACK, CANCEL, rel_of
from scenes.heaveho.sorting import SORTING
from scenes.heaveho.words import card_words

NAV = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "act": pygame.K_RETURN, "alt": pygame.K_BACKSPACE}
#: Enter chooses at the tug (Space is the hand-off cover's key, never a move)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Moves:
    """HeaveHoTable's input: keys by zone in the sort, a card then its place in the tug."""

    def handle(self, event) -> bool:
        """Esc while a card waits for its place (the placement choices) cancels that
        choice, as Backspace does; with nothing chosen it pauses."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.replaying:
            view = self.view()
            if self.my_turn(view) and (self.swap_from is not None or (self.selected and not view["stolen"])):
                self.step_back(view)
                return True
        return super().handle(event)

    def on_key(self, event) -> bool:
        pad = from_pad(event)
        found = self.keys.lookup(event.key) if pad is None else None  # a pad's arrows are its own
        phase = self.public()["phase"]
        if pad is not None and phase in SORTING and self.pad_seat(pad) is not None:
            self.seat_press(self.pad_seat(pad), event.pad_action)
            return True
        if phase in SORTING and self.frozen is None:
            if found and found[1] in ("left", "right"):
                seat = self.seat_for_zone(found[0])
                if seat is not None:
                    self.keep(seat, found[1] == "left")
                    return True
            return False
        view = self.view()
        if not self.my_turn(view):
            return False
        key = event.key
        if found and found[1] in NAV and self.seat_for_zone(found[0]) == self.me():
            key = NAV[found[1]]
        if self.bar.active:
            if key in (pygame.K_LEFT, pygame.K_RIGHT) + CHOOSE_KEYS:
                chip = self.bar.key(pygame.event.Event(pygame.KEYDOWN, key=key))
                if chip:
                    self.choose(chip)
                return True
            if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.step_back(view)
                return True
            return False
        hand = view["hand"] or []
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            legal_cards = {a.card for a in self.legal()} if not view["stolen"] else set()
            allowed = {i for i, c in enumerate(hand) if c in legal_cards}
            self.cursor = walk(self.cursor, len(hand), 1 if key == pygame.K_RIGHT else -1, allowed)
            self.touch()
            return True
        if key in CHOOSE_KEYS:
            if view["stolen"]:
                self.pick(view["stolen"], view)
            elif hand:
                self.pick(hand[self.cursor], view)
            return True
        return False

    def seat_press(self, seat: int, action: str) -> None:
        """A press from the pad of the person at ``seat`` in the sort: left or right keeps."""
        if self.public()["phase"] in SORTING and self.frozen is None and action in ("left", "right"):
            self.keep(seat, action == "left")

    def on_click(self, pos, placement) -> None:
        view = self.view()
        phase = view["phase"]
        if phase in SORTING:
            if placement is not None and placement.key.startswith("pair:"):
                _keep, seat, first = placement.action
                if seat in self.humans:
                    self.keep(seat, first)
                else:
                    self.say(_("That is {name}'s pair: a bot sorts it").format(name=view["names"][seat]))
            elif placement is not None:
                self.say(_("Keep a card: click one of your two cards, or press its key"))
            return
        if phase != "tug":
            return
        if self.bar.active and self.bar.contains(pos):
            chip = self.bar.click(pos)
            if chip:
                self.choose(chip)
            return
        space = self.space_at(pos)
        me = self.me()
        if placement is not None and (placement.key.startswith(f"hand:{me}:") or placement.key == "stolen") \
                and placement.face:
            self.pick(placement.face, view)
            return
        if not self.my_turn(view):
            if space is not None or placement is not None:
                turn = view["turn"]
                self.say(_("Wait for your turn") if turn is None else
                         _("It is {name}'s turn").format(name=view["names"][turn]))
            return
        if space is not None:
            if self.selected is None:
                self.say(_("First pick a card from your hand"))
            else:
                self.click_space(space, view)

    def space_at(self, pos) -> tuple[int, str] | None:
        g = self.geo()
        for (side, colour) in g.bases:
            if g.space_target(side, colour).collidepoint(pos):
                return side, colour
        return None

    def pick(self, card: str, view) -> None:
        """A click or Enter on a card of the hand (or the taken card)."""
        if not self.my_turn(view):
            turn = view["turn"]
            self.say(_("Wait for your turn") if turn is None else
                     _("It is {name}'s turn").format(name=view["names"][turn]))
            return
        if view["stolen"] and card != view["stolen"]:
            self.say(_("First play the card you took with {action}: {card}").format(action="Dirty Trick",
                                                                                 card=card_words(view["stolen"])))
            self.app.audio.play("error")
            return
        hand = view["hand"] or []
        if card in hand:
            self.cursor = hand.index(card)
        if card == self.selected and not view["stolen"]:
            self.selected = None
        else:
            legal = {a.card for a in self.legal()}
            if card not in legal:
                self.say(_("{card} cannot be played now").format(card=card_words(card)))
                self.app.audio.play("error")
                return
            self.selected = card
        self.swap_from = None
        self.touch()

    def click_space(self, space, view) -> None:
        side, colour = space
        me = self.me()
        rel = rel_of(side, me)
        card = self.selected
        if card not in IS_ACTION:
            self.try_act(PLACE[card, rel, colour])
            return
        if card != "A-change-sides":
            self.say(_("{card} is not played on a space: use the buttons (play or decline)").format(
                card=ACTION_TITLES[card]))
            return
        pick = self.pick_helper(view)
        if self.swap_from is None:
            options = pick.swaps_from(rel, colour)
            if not options:
                other = THEIRS if rel == MINE else MINE
                self.say(self.match.why_illegal(me, SWAP[rel, colour, other, colour]))
                self.app.audio.play("error")
            elif len(options) == 1:
                self.act(me, options[0])
            else:
                self.swap_from = (rel, colour)
                self.touch()
            return
        from_rel, from_colour = self.swap_from
        if rel == from_rel:
            self.swap_from = (rel, colour) if pick.swaps_from(rel, colour) else self.swap_from
            self.touch()
            return
        self.try_act(SWAP[from_rel, from_colour, rel, colour])

    def try_act(self, action) -> None:
        if action in self.legal():
            self.act(self.me(), action)
        else:
            self.say(self.match.why_illegal(self.me(), action))
            self.app.audio.play("error")

    def choose(self, chip) -> None:
        if not chip.enabled:
            self.say(chip.reason or _("That is not allowed now"))
            self.app.audio.play("error")
            return
        action = chip.action
        if action == CANCEL:
            self.selected = None
            self.swap_from = None
        elif action == BACK:
            self.swap_from = None
        elif isinstance(action, tuple) and action[0] == "from":
            options = self.pick_helper(self.view()).swaps_from(action[1], action[2])
            if len(options) == 1:
                self.act(self.me(), options[0])
                return
            self.swap_from = (action[1], action[2])
        else:
            self.act(self.me(), action)
            return
        self.touch()

    def step_back(self, view) -> None:
        if self.swap_from is not None:
            self.swap_from = None
        elif not view["stolen"]:
            self.selected = None
        self.touch()
