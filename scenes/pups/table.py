"""The Pups table: the Alpha card and bid stacks, every seat's bid, score pile and
staircase of tricks, the showdown in the middle, and the hand at the bottom.

People bid with the chips above their hand, then select a card (and, if they
like, one Mutt to add) and play it. Every legal card lifts and glows; the rest
dim. The keyboard works too: Left/Right move along the hand or the chips, Enter
selects and plays, Backspace clears the selection."""
from __future__ import annotations

from collections import Counter

import pygame

from scenes.frame import fonts, look
from scenes.table.cards import CardArt, card_height
from scenes.table.controls import Chip, ChoiceBar, settle, walk
from scenes.table.layout import Placement, fan, free_spot, nearest_first, seats_round
from scenes.table.motion import Banner, Caption, Flight, Hold
from scenes.table.results import Summary
from scenes.pups import art
from scenes.pups.words import card_name, in_words, move_words, play_name, tie_reason, trick_reason
from scenes.table.handoff import GO_ON
from scenes.table.scene import TableScene

from game.pups.cards import SUIT_NAMES

SIDE_WORDS = {"atleast": "At least", "exactly": "Exactly"}
OUTCOME_WORDS = {"made": "made", "failed": "failed", "rescued": "rescued", "saved": "saved for later"}


def bid_words(bid: dict | None) -> str:
    if not bid:
        return "No bid yet"
    text = f"{SIDE_WORDS[bid['side']]} {bid['number']}"
    return text + (" (rebid)" if bid.get("rebid") else "")


def mutt_beside(spot: pygame.Rect) -> pygame.Rect:
    """Where an added Mutt lies: beside its card, the card's number still showing."""
    return spot.move(round(spot.w * 0.5), round(spot.h * 0.1))


class Geometry:
    """Where everything goes for one window size, seat count and viewer."""

    def __init__(self, size, players: int, me: int, card_scale: float):
        """``me``: the seat at the bottom (the person looking, or who looked last)."""
        w, h = size
        self.size = size
        self.card_w = max(40, round(min(w / 13.5, h / 6.6) * card_scale))
        self.card_h = card_height(self.card_w)
        self.small_w = max(22, round(self.card_w * 0.42))
        self.centre = (w // 2, round(h * 0.40))
        self.hand_y = h - self.card_h // 2 - max(10, h // 60)
        area = pygame.Rect(round(w * 0.1), round(h * 0.06), round(w * 0.8), round(h * 0.56))
        self.seat_points = seats_round(players, me, area)
        self.me = me
        # the played cards: as large as they lie apart (each with a Mutt beside it), the
        # side seats' a little further out from the middle when that parts them
        largest = max(34, round(self.card_w * 0.86))
        tries = [(trick_w, out) for trick_w in range(largest, max(34, round(self.card_w * 0.6)) - 1, -2)
                 for out in (0.42, 0.5, 0.58)]
        for trick_w, out in tries:
            self.trick_w, self.spots = trick_w, self.trick_spots(trick_w, out)
            if self.apart(self.spots.values(), self.seat_panels()):
                break
        self.deck = pygame.Rect(0, 0, self.small_w, card_height(self.small_w))
        self.deck.center = (round(w * 0.07), round(h * 0.84))
        # the bottom-left corner: the Alpha card (the size of a played card) under its name,
        # beside it the bid stacks (as wide as their longest words) and the Top Dogs left
        ts = look.text_size(size, 15)
        alpha_h = card_height(self.trick_w)
        self.alpha = pygame.Rect(round(w * 0.015), h - alpha_h - round(h * 0.035), self.trick_w, alpha_h)
        stack_w = fonts.font(ts).size("Exactly 0: 88 left")[0] + 12
        self.stacks = pygame.Rect(self.alpha.right + round(w * 0.012), self.alpha.top, stack_w, alpha_h)
        label = fonts.font(ts, bold=True)
        top = self.alpha.top - 4 - label.get_linesize()
        right = max(self.stacks.right, self.alpha.left + label.size("Alpha: Working Dogs")[0])
        self.corner = pygame.Rect(0, top, right, h - top)
        self.own_panel = pygame.Rect(round(w * 0.77), h - round(h * 0.27), round(w * 0.22), round(h * 0.25))
        # the hand uses the room between the corner and the own panel (every card's label shows)
        gap = max(8, w // 120)
        self.hand_width = 2 * min(w // 2 - self.corner.right - gap, self.own_panel.left - gap - w // 2)
        #: each seat's panel as last drawn (a caption or banner keeps off them)
        self.panels: dict[int, pygame.Rect] = {}

    def across(self, point) -> bool:
        """Is this seat across the table (its played card goes below its panel)?"""
        return point[1] < self.centre[1] and abs(point[0] - self.centre[0]) < self.size[0] * 0.3

    def trick_spots(self, trick_w: int, out: float = 0.42) -> dict[int, pygame.Rect]:
        """Where each seat's played card lies, for played cards ``trick_w`` wide, a side
        seat's ``out`` of the way from the middle towards the seat."""
        w, h = self.size
        trick_h = card_height(trick_w)
        spots = {}
        for seat, point in enumerate(self.seat_points):
            share = 0.42 if self.across(point) else out
            if seat == self.me:
                # close over the hand (the chips above it only show before this card is played),
                # leaving the middle free for why a trick was won
                spot = (w // 2, self.hand_y - self.card_h // 2 - trick_h // 2 - round(h * 0.075))
            else:
                spot = (round(self.centre[0] + (point[0] - self.centre[0]) * share),
                        round(self.centre[1] + (point[1] - self.centre[1]) * share))
            spots[seat] = pygame.Rect(0, 0, trick_w, trick_h)
            spots[seat].center = spot
            if seat != self.me and self.across(point):
                # a seat across the table: its card lies below its panel (four lines), not on it
                spots[seat].top = max(spots[seat].top, self.panel_estimate(point).bottom + 6)
        return spots

    def panel_estimate(self, point) -> pygame.Rect:
        """About where a seat's panel (four lines under its card backs) is drawn."""
        ts = look.text_size(self.size, 15)
        box = pygame.Rect(0, 0, fonts.font(ts).size("0 Top Dogs, 0 saved zero bids")[0] + 16,
                          4 * fonts.font(ts).get_linesize() + 10)
        box.midtop = (point[0], self.panel_top(point))
        return box

    def seat_panels(self) -> list[pygame.Rect]:
        return [self.panel_estimate(point) for seat, point in enumerate(self.seat_points) if seat != self.me]

    @staticmethod
    def apart(spots, panels=()) -> bool:
        """No two seats' plays (a card and a Mutt beside it) lie on each other or on a panel."""
        plays = [spot.union(mutt_beside(spot)).inflate(6, 6) for spot in spots]
        return all(a.collidelist(plays[i + 1:] + list(panels)) < 0 for i, a in enumerate(plays))
        #: each seat's panel as last drawn (a caption or banner keeps off them)
        self.panels: dict[int, pygame.Rect] = {}

    def panel_top(self, point) -> int:
        """A seat's panel starts just under its fan of card backs."""
        return point[1] - round(self.small_w * 0.3) + card_height(self.small_w) // 2 + 4


class PupsTable(TableScene):
    pace = 0.8

    def __init__(self, app, game, seats, replaying: bool = False):
        super().__init__(app, game, seats, replaying)
        self.bar = ChoiceBar()
        self.selected: str | None = None
        self.addon: str | None = None
        self.cursor = 0
        self._sel_step = -1
        self._geo = None
        self.history: list[list[int]] = []
        self.trick_on_table: list[dict] = list(game.view(None)["showdown"]["plays"])
        #: the Alpha suit of the round being animated (a won trick says why by it)
        self.alpha_suit = game.view(None)["alpha_suit"]
        #: why the last finished trick went the way it did, as shown
        self.last_reason: str | None = None
        setup = getattr(game, "setup_events", None)
        if setup and not game.record()["actions"]:
            self.take(setup)

    # -- art and geometry ------------------------------------------------------------
    def make_art(self) -> CardArt:
        return self.app.card_art("pups", art.card_art)

    def me(self) -> int | None:
        return self.viewer if isinstance(self.viewer, int) else None

    def geo(self) -> Geometry:
        size = self.area_size()
        key = (size, self.match.players, self.seat_at_bottom(), self.app.settings.card_scale)
        if self._geo is None or self._geo[0] != key:
            self._geo = (key, Geometry(size, self.match.players, self.seat_at_bottom(), self.app.settings.card_scale))
        return self._geo[1]

    # -- what the viewer may do ------------------------------------------------------------
    def my_turn(self, view) -> bool:
        me = self.me()
        return me is not None and me in view["to_act"] and self.choosing_now()

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

    # -- layout ------------------------------------------------------------------------------
    def layout(self, view, size) -> list[Placement]:
        self.sync_selection()
        g = self.geo()
        out: list[Placement] = [Placement("alpha", view["alpha"], g.alpha.copy())]
        me = self.me()
        hands = view.get("hands")
        for seat in range(self.match.players):
            if seat == me:
                continue
            count = view["hand_sizes"][seat]
            point = g.seat_points[seat]
            faces = hands[seat] if hands else [None] * count
            if me is None and seat == g.me:  # the bottom seat's hand, face down (or all faces in a replay)
                rects = fan(count, (g.size[0] // 2, g.hand_y), g.card_w, g.hand_width)
            else:
                rects = fan(count, (point[0], point[1] - round(g.small_w * 0.3)), g.small_w, g.small_w * 4, 0.3)
            seen = Counter()
            for face, rect in zip(faces, rects):
                key = f"hand:{seat}:{face}#{seen[face]}" if face else f"hand:{seat}:#{len(seen) + sum(seen.values())}"
                seen[face or "#"] += 1
                out.append(Placement(key, face, rect))
        if me is not None:
            out += self.hand_placements(view, g)
        for play in view["showdown"]["plays"]:
            out += self.trick_placements(play, g)
        for seat in range(self.match.players):
            for i in range(view["tricks"][seat]):
                out.append(Placement(f"won:{seat}:{i}", None, self.won_rect(seat, i, g)))
        return out

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

    def trick_placements(self, play: dict, g: Geometry) -> list[Placement]:
        spot = g.spots[play["seat"]]
        out = [Placement(f"trick:{play['seat']}:0", play["card"], spot.copy())]
        if play.get("mutt"):
            out.append(Placement(f"trick:{play['seat']}:1", play["mutt"],
                                 self.mutt_offset(spot)))
        return out

    def won_rect(self, seat: int, i: int, g: Geometry) -> pygame.Rect:
        w = max(14, round(g.card_w * 0.3))
        if seat == g.me:
            x, y = g.own_panel.left + 10, g.own_panel.top - card_height(w) - 6
        else:
            point = g.seat_points[seat]
            x, y = point[0] + round(g.small_w * 2.4), point[1] - card_height(w) // 2 - round(g.small_w * 0.4)
        return pygame.Rect(x + i * max(5, w // 3), y - i * max(3, w // 5), w, card_height(w))

    # -- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface, view) -> None:
        g = self.geo()
        size = g.size
        ts = look.text_size(size, 15)
        self.draw_stacks(surface, view, g, ts)
        for seat in range(self.match.players):
            self.draw_seat(surface, view, seat, g, ts, own=seat == g.me)
        info = f"Round {view['round']}"
        if view["last_round"]:
            info += " (last round)"
        img = fonts.text(info, look.text_size(size, 17), look.INK, bold=True)
        surface.blit(img, (12, 10))
        led = view["showdown"]["led_suit"]
        if led:
            led_img = fonts.text(f"Led: {SUIT_NAMES[led]}", ts, look.GOLD, bold=True)
            surface.blit(led_img, (12, 14 + img.get_height()))

    def draw_stacks(self, surface, view, g: Geometry, ts: int) -> None:
        label = fonts.text(f"Alpha: {view['alpha_suit_name']}", ts, look.GOLD, bold=True)
        rect = label.get_rect(bottomleft=(g.alpha.left, g.alpha.top - 4))
        surface.blit(label, rect.clamp(surface.get_rect()))
        x, y = g.stacks.left, g.stacks.top
        line = round(ts * 1.65)
        names = {"0": "Exactly 0", "1": "1s", "2": "2s", "3": "3s"}
        for number in ("0", "1", "2", "3"):
            left = view["stacks"][number]
            colour = look.INK if left else look.DANGER
            img = fonts.text(f"{names[number]}: {left} left", ts, colour)
            chip = pygame.Rect(x, y, max(img.get_width() + 12, g.stacks.w), line - 2)
            pygame.draw.rect(surface, look.PANEL, chip, border_radius=6)
            surface.blit(img, img.get_rect(midleft=(chip.left + 6, chip.centery)))
            y += line
        dogs = fonts.text(f"Top Dogs: {view['top_dogs_left']} left", ts, look.GOLD)
        surface.blit(dogs, (x, y + 2))

    def draw_seat(self, surface, view, seat: int, g: Geometry, ts: int, own: bool) -> None:
        name = view["names"][seat]
        pile = view["piles"][seat]
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        turn = view["turn"] == seat and view["phase"] != "over"
        lines = [(name + ("  (leader)" if view["leader"] == seat else ""), colour, True),
                 (f"{bid_words(view['bids'][seat])} · tricks {view['tricks'][seat]}", look.INK, False),
                 (f"Score {pile['score']}: {pile['treats']} treats, {pile['poos']} poos", look.INK_DIM, False),
                 (f"{pile['top_dogs']} Top Dog{'' if pile['top_dogs'] == 1 else 's'}, "
                  f"{pile['saved']} saved zero bid{'' if pile['saved'] == 1 else 's'}", look.INK_DIM, False)]
        if seat in view["out"]:
            lines.append(("I'm out!", look.GOLD, True))
        imgs = [fonts.text(t, ts, c, bold=b) for t, c, b in lines]
        w = max(i.get_width() for i in imgs) + 16
        h = sum(i.get_height() for i in imgs) + 10
        if own:
            box = pygame.Rect(0, 0, w, h)
            box.bottomright = (g.size[0] - 10, g.size[1] - 10)
            g.own_panel = box
        else:
            point = g.seat_points[seat]
            box = pygame.Rect(0, 0, w, h)
            box.midtop = (point[0], g.panel_top(point))
            box.clamp_ip(surface.get_rect().inflate(-8, -8))
        g.panels[seat] = box.copy()
        pygame.draw.rect(surface, look.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, look.GOLD if turn else look.PANEL_EDGE, box, width=3 if turn else 1, border_radius=8)
        y = box.top + 5
        for img in imgs:
            surface.blit(img, (box.left + 8, y))
            y += img.get_height()

    def draw_over(self, surface, view) -> None:
        g = self.geo()
        self.update_bar(view)
        if self.bar.active:
            self.place_bar(g)
            self.bar.draw(surface)
        status = self.status(view)
        if status:
            y = (self.bar.box.top - 6) if self.bar.active else (g.hand_y - g.card_h // 2 - g.card_h // 10 - 8)
            self.draw_status(surface, status, y)

    def place_bar(self, g: Geometry) -> None:
        """The chips stand just over the hand; a row too wide for the room beside the
        bottom-left corner (the bid stacks) stands over the corner too."""
        self.bar.place_above(g.hand_y - g.card_h // 2 - 8, g.size[0] // 2, g.size, int(g.size[0] * 0.7))
        if self.bar.box.colliderect(g.corner):
            self.bar.place_above(g.corner.top - 8, g.size[0] // 2, g.size, int(g.size[0] * 0.7))

    def status(self, view) -> str:
        if self.waits_for_a_click() and not self.handing_off:
            return GO_ON
        if view["phase"] == "over" or self.held_view is not None or self.handing_off:
            return ""  # the game-over pop-up says it; a finished round is only being shown; the cover names who is next
        turn = view["turn"]
        if turn is None:
            return ""
        name = view["names"][turn]
        doing = {"bid": "bidding", "showdown": "playing", "rescue": "deciding on a rescue"}[view["phase"]]
        if self.my_turn(view):
            if view["phase"] == "showdown":
                led = view["showdown"]["led_suit"]
                if self.selected:
                    return ""
                return f"Your turn: play a card{' (follow ' + SUIT_NAMES[led] + ' if you can)' if led else ' to lead'}"
            return ""
        return f"{name} is {doing}…"

    def update_bar(self, view) -> None:
        if not self.my_turn(view):
            self.bar.clear()
            return
        phase = view["phase"]
        if phase == "bid":
            self.bar.set(self.bid_chips(view), "Choose your bid")
        elif phase == "rescue":
            r = view["rescue"]
            k = r["short"]
            self.bar.set([Chip(f"Spend {k} saved card{'s' if k > 1 else ''}: the bid is made", f"rescue {k}", primary=True),
                          Chip("Decline: take the poos", "rescue 0")],
                         f"Your {bid_words(r['bid']).lower()} is {k} short; you have {r['saved']} saved")
        elif phase == "showdown" and self.selected:
            cards = [self.selected] + ([self.addon] if self.addon else [])
            action = self.plays_for(cards)
            label = play_name(cards)
            chips = [Chip(f"Play {label}", str(action) if action else None, "That combination may not be played",
                          primary=True), Chip("Clear", "clear")]
            options = sorted(self.addons(self.selected))
            glow = "glows" if len(options) == 1 else "glow"
            prompt = f"Add a Mutt? ({', '.join(card_name(c) for c in options)} {glow})" \
                if options and not self.addon else "Ready?"
            self.bar.set(chips, prompt)
        else:
            self.bar.clear()

    def bid_chips(self, view) -> list[Chip]:
        me = self.me()
        legal = {str(a) for a in self.legal()}
        chips = []
        for number in (0, 1, 2, 3):
            sides = ("exactly",) if number == 0 else ("atleast", "exactly")
            for side in sides:
                note = f"bid {side} {number}"
                treats = {("exactly", 0): "save", ("atleast", 1): "+1", ("atleast", 2): "+2", ("atleast", 3): "+3",
                          ("exactly", 1): "+2", ("exactly", 2): "+4", ("exactly", 3): "+6"}[(side, number)]
                label = f"{SIDE_WORDS[side]} {number} ({treats})"
                if note in legal:
                    chips.append(Chip(label, note))
                else:
                    stack = "exactly 0" if number == 0 else str(number)
                    chips.append(Chip(label, None, f"The {stack} stack is empty"))
        for number in sorted(set(p["number"] for p in view["piles"][me]["poo_cards"])):
            for side in ("atleast", "exactly"):
                note = f"rebid {side} {number}"
                if note in legal:
                    chips.append(Chip(f"Rebid {SIDE_WORDS[side].lower()} {number}", note))
        return chips

    # -- input -----------------------------------------------------------------------------------
    def choose_chip(self, chip: Chip) -> None:
        if not chip.enabled:
            self.say(chip.reason or "That is not allowed now")
            self.app.audio.play("error")
            return
        if chip.action == "clear":
            self.selected = self.addon = None
            self.touch()
            return
        self.act(self.me(), chip.action)

    def on_click(self, pos, placement) -> None:
        view = self.view()
        if self.bar.active and self.bar.contains(pos):
            chip = self.bar.click(pos)
            if chip:
                self.choose_chip(chip)
            return
        if placement is None or not placement.key.startswith(f"hand:{self.me()}:"):
            if placement is not None and self.my_turn(view) and view["phase"] == "bid":
                self.say("Choose a bid from the chips above your hand first")
            return
        hand = view["hand"] or []
        keys = [p.key for p in self.placements() if p.key.startswith(f"hand:{self.me()}:")]
        if placement.key in keys:
            self.cursor = keys.index(placement.key)
        self.pick(placement.action, view)
        del hand

    def pick(self, card: str, view) -> None:
        """Select, add a Mutt, or play: what a click or Enter on a hand card means."""
        if not self.my_turn(view):
            turn = view["turn"]
            self.say("Wait for your turn" if turn is None else f"It is {view['names'][turn]}'s turn")
            return
        if view["phase"] != "showdown":
            self.say("Choose a bid from the chips above your hand first" if view["phase"] == "bid"
                     else "Decide on the rescue first")
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
            self.say("Only one Mutt may be added")
        elif card in self.bases():
            self.selected, self.addon = card, None
        else:
            self.explain(card)
        self.touch()

    def cover_area(self, size) -> pygame.Rect:
        """The hand-off panel lies over the hand, between the Alpha card's stacks and the
        bottom seat's panel."""
        g = self.geo()
        left, right = g.stacks.right + 8, g.own_panel.left - 8
        return pygame.Rect(left, g.hand_y - g.card_h // 2 - g.card_h // 5, max(0, right - left),
                           g.card_h + g.card_h // 5 + (g.size[1] - g.hand_y - g.card_h // 2))

    def message_place(self, size) -> dict:
        """Above the bid or rescue chips while they are up (over them it would hide the
        choice it speaks of); else the framework's place."""
        if self.bar.active and self.bar.box.h:
            return {"midbottom": (size[0] // 2, self.bar.box.top - 8)}
        return super().message_place(size)

    def say(self, text: str, seconds: float = 3.5) -> None:
        super().say(in_words(text), seconds)

    def move_words(self, seat, notation: str) -> str:
        return move_words(notation)

    def explain(self, card: str) -> None:
        """Show the rules' reason why this card cannot be played."""
        reason = self.match.why_illegal(self.me(), f"play {card}")
        if reason:
            self.say(reason)
            self.app.audio.play("error")

    def on_key(self, event) -> bool:
        view = self.view()
        if not self.my_turn(view):
            return False
        if self.bar.active and view["phase"] in ("bid", "rescue"):
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER):
                chip = self.bar.key(event)
                if chip:
                    self.choose_chip(chip)
                return True
            return False
        if view["phase"] == "showdown":
            hand = view["hand"] or []
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.cursor = walk(self.cursor, len(hand), step, self.playable_indexes(hand))
                self.touch()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and hand:
                self.pick(hand[self.cursor], view)
                return True
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.selected = self.addon = None
                self.touch()
                return True
        return False

    # -- animation ---------------------------------------------------------------------------------
    def seat_rect(self, seat: int, before: dict) -> pygame.Rect:
        g = self.geo()
        if seat == g.me:
            return pygame.Rect(g.size[0] // 2 - g.card_w // 2, g.hand_y - g.card_h // 2, g.card_w, g.card_h)
        point = g.seat_points[seat]
        return pygame.Rect(point[0] - g.small_w // 2, point[1] - g.small_w, g.small_w, card_height(g.small_w))

    def from_hand(self, seat: int, card: str, before: dict) -> pygame.Rect:
        held = self.hand_card_rect(seat, card, before)
        return held if held is not None else self.seat_rect(seat, before)

    def animate(self, event, before) -> None:
        g = self.geo()
        kind = event.kind
        data = event.data
        if kind == "deal":
            self.trick_on_table = []
            flights = []
            i = 0
            for p in self.placements():
                if p.key.startswith("hand:"):
                    flights.append(Flight(duration=0.28, delay=0.035 * i, hides=(p.key,), face=p.face,
                                          start=g.deck.copy(), end=p.rect.copy(), flip=p.face is not None,
                                          on_start=(lambda: self.app.audio.play("deal")) if i % 3 == 0 else None))
                    i += 1
            self.motion.then(*flights)
        elif kind == "alpha":
            self.alpha_suit = data["suit"]
            self.motion.then(Flight(duration=0.45, hides=("alpha",), face=data["card"], start=g.deck.copy(),
                                    end=g.alpha.copy(), flip=True))
        elif kind == "bid":
            seat = data["seat"]
            text = f"{self.match.names[seat]}: {bid_words(data)}"
            self.motion.then(Banner(duration=0.9, text=text, centre=self.banner_point(seat),
                                    size=look.text_size(g.size, 22)))
        elif kind == "play":
            seat = data["seat"]
            spot = g.spots[seat]
            holds = [h for play in self.trick_on_table for h in self.holds(play, g)]
            items = [Flight(duration=0.32, hides=(f"trick:{seat}:0", f"hand:{seat}:{data['card']}#0"), face=data["card"],
                            start=self.from_hand(seat, data["card"], before), end=spot.copy(),
                            on_start=lambda: self.app.audio.play("play"))]
            if data.get("mutt"):
                items.append(Flight(duration=0.32, delay=0.08, hides=(f"trick:{seat}:1",), face=data["mutt"],
                                    start=self.from_hand(seat, data["mutt"], before),
                                    end=self.mutt_offset(spot)))
            self.motion.then(*holds, *items)
            self.trick_on_table.append(data)
        elif kind == "out":
            self.motion.then(Banner(duration=1.0, text=f"{self.match.names[data['seat']]}: I'm out!",
                                    centre=self.banner_point(data["seat"]), size=look.text_size(g.size, 26)))
        elif kind in ("trick_won", "showdown_tied"):
            plays = data["plays"]
            holds = [h for play in plays for h in self.holds(play, g)]
            hold = self.hold_seconds()
            for h in holds:
                h.duration = hold
            self._explaining = data.get("seat")
            if kind == "trick_won":
                reason = trick_reason(data, self.match.names, self.alpha_suit)
            else:
                reason = tie_reason(data, self.match.names)
            # the finished trick stays, with why, until the setting's time is up or a click
            self.motion.then(*holds, self.caption(reason, hold))
            if kind == "trick_won":
                winner = data["seat"]
                n = data["tricks"][winner] - 1
                target = self.won_rect(winner, n, g)
                flights = [Flight(duration=0.4, face=h.face, start=h.rect.copy(), end=target.copy(),
                                  hides=(f"won:{winner}:{n}",)) for h in holds]
            else:
                off = pygame.Rect(g.size[0] + 50, g.centre[1], g.trick_w, card_height(g.trick_w))
                flights = [Flight(duration=0.45, face=h.face, start=h.rect.copy(), end=off.copy()) for h in holds]
            self.motion.then(*flights)
            self.last_reason = reason
            self.trick_on_table = []
        elif kind == "leader_drawn":
            names = ", ".join(self.match.names[s] for s in data["tied"])
            self.motion.then(Banner(duration=1.6, text=f"Coin flip between {names}: {self.match.names[data['leader']]} leads",
                                    centre=g.centre, size=look.text_size(g.size, 22)))
        elif kind == "rescue" and data.get("accepted"):
            self.motion.then(Banner(duration=1.0, text=f"{self.match.names[data['seat']]} spends saved cards: bid rescued",
                                    centre=self.banner_point(data["seat"]), size=look.text_size(g.size, 20)))
        elif kind == "round_scored":
            self.history.append(list(data["scores"]))
        elif kind == "last_round":
            self.motion.then(Banner(duration=1.4, text=f"The {data['stack']} stack is empty: this is the last round",
                                    centre=g.centre, size=look.text_size(g.size, 22)))

    @staticmethod
    def mutt_offset(spot: pygame.Rect) -> pygame.Rect:
        return mutt_beside(spot)

    def holds(self, play: dict, g: Geometry) -> list[Hold]:
        spot = g.spots[play["seat"]]
        out = [Hold(duration=0.0, face=play["card"], rect=spot.copy())]
        if play.get("mutt"):
            out.append(Hold(duration=0.0, face=play["mutt"], rect=self.mutt_offset(spot)))
        return out

    def caption(self, text: str, duration: float) -> Caption:
        """Why a trick went as it did, in free felt near the middle (not over a card of
        the trick, a hand or a panel), wrapped narrower when the middle is tight."""
        g = self.geo()
        size = look.text_size(g.size, 18)
        obstacles = [p.rect for p in self.placements()] + list(g.panels.values()) + self.covered_place()
        for spot in g.spots.values():
            obstacles += [spot, self.mutt_offset(spot)]
        floor = g.hand_y - g.card_h // 2 - look.text_size(g.size, 18) * 2 - 12  # above the status line
        bounds = pygame.Rect(0, round(g.size[1] * 0.12), g.size[0], floor - round(g.size[1] * 0.12))
        step = max(4, g.size[1] // 60)
        points = nearest_first(g.centre, bounds, step * 2)
        # first clear of everything; then clear of the hands, panels and the winner's cards
        # only (over a beaten card rather than nowhere)
        winner = [p.rect for p in self.placements() if not p.key.startswith("trick:")] + list(g.panels.values())
        shares = [(round(g.size[0] * share), None) for share in (0.66, 0.5, 0.36, 0.26)]
        shares = [(width, Caption.box(text, size, width).size) for width, _ in shares]
        for avoid in (obstacles, winner + self.winner_rects(g)):
            for point in points:  # the nearest free place the middle, as wide as fits there
                for width, box in shares:
                    if free_spot(box, [point], avoid, bounds) is not None:
                        return Caption(duration=duration, text=text, centre=point, size=size, width=width)
        return Caption(duration=duration, text=text, centre=g.centre, size=size, width=round(g.size[0] * 0.5))

    def winner_rects(self, g: Geometry) -> list[pygame.Rect]:
        """Where the winning play of the trick being explained lies (the last one won)."""
        seat = getattr(self, "_explaining", None)
        if seat is None or seat not in g.spots:
            return []
        return [g.spots[seat], self.mutt_offset(g.spots[seat])]

    def banner_point(self, seat: int) -> tuple[int, int]:
        """Where a seat's bubble ("Bo: At least 1", "I'm out!") goes: by its trick spot,
        in free felt when there is some (not on a played card or a panel)."""
        g = self.geo()
        near = g.spots[seat].center if seat in g.spots else g.spots[g.me].center
        size = look.text_size(g.size, 26)
        box = (round(size * 12), round(size * 1.8))
        status = pygame.Rect(0, g.hand_y - g.card_h // 2 - g.card_h // 10 - 8 - size * 2, g.size[0], size * 2)
        obstacles = [p.rect for p in self.placements()] + list(g.panels.values()) + [status] + self.covered_place()
        step = max(4, g.size[1] // 60)
        spots = [near] + [(near[0], near[1] + d * k) for k in range(1, 30) for d in (step, -step)]
        return free_spot(box, spots, obstacles, pygame.Rect((0, 0), g.size)) or near

    # -- summaries -------------------------------------------------------------------------------------
    def round_over(self, event) -> None:
        data = event.data
        names = self.match.names
        rows = []
        for bid in data["bids"]:
            seat = bid["seat"]
            extra = f" (+{bid['bonus']} saved)" if bid.get("bonus") else ""
            rows.append([names[seat], bid_words(bid), f"{bid['tricks']}{extra}", OUTCOME_WORDS.get(bid["outcome"], bid["outcome"]),
                         str(bid["treats"]), str(bid["poos"]), str(data["scores"][seat])])
        if data["top_dog_burned"]:
            note = "Most tricks was a tie: a Top Dog is burned."
        else:
            note = f"Top Dog: {names[data['top_dog']]} took the most tricks (+2)."
        note += f"  Top Dogs left: {data['top_dogs_left']}."
        if data.get("final"):
            note += "  That was the last round."
        self.app.stack.push(Summary(self.app, f"Round {data['round']} results",
                                    ["Player", "Bid", "Tricks", "Result", "Treats", "Poos", "Score"], rows, note))

    def final_columns(self):
        result = self.match.result()
        return ["Top Dogs", "Treats", "Poos"], {s: [str(result["top_dogs"][s]), str(result["treats"][s]),
                                                    str(result["poos"][s])] for s in range(self.match.players)}
