"""The Pups table: the Alpha card and bid stacks, every seat's bid, score pile and
staircase of tricks, the showdown in the middle, and the hand at the bottom.

People bid with the chips above their hand, then select a card (and, if they
like, one Mutt to add) and play it. Every legal card lifts and glows; the rest
dim. The keyboard works too: Left/Right move along the hand or the chips, Enter
selects and plays, Backspace clears the selection.

The parts: where things sit (geometry.py), the chips above the hand (chips.py), the
hand and picking a card and a Mutt (hand.py), the trick in the middle (trick.py), the
corner stacks and the seats' panels (panels.py). This module puts them together:
the layout, what the table says, input, animation and the round's results."""
from __future__ import annotations

from game.language import N_, _
from collections import Counter

import pygame

from game.language import _
from scenes.frame import fonts, look
from scenes.table.cards import CardArt, card_height
from scenes.table.controls import ChoiceBar, walk
from scenes.table.layout import Placement, fan, free_spot
from scenes.table.motion import Banner, Flight
from scenes.table.results import Summary
from scenes.pups import art
from scenes.pups.chips import Chips, bid_words
from scenes.pups.geometry import Geometry
from scenes.pups.hand import Hand
from scenes.pups.panels import Panels
from scenes.pups.trick import Trick
from scenes.pups.words import in_words, move_words, tie_reason, trick_reason
from scenes.table.handoff import GO_ON
from scenes.table.scene import TableScene

from game.pups.cards import SUIT_NAMES

OUTCOME_WORDS = {"made": N_("made"), "failed": N_("failed"), "rescued": N_("rescued"), "saved": N_("saved for later")}


class PupsTable(Hand, Chips, Trick, Panels, TableScene):
    pace = 0.8
    #: moments everyone sees ending on the public table (the cover comes up for them)
    public_moments = frozenset({"trick_won", "showdown_tied", "round_scored"})

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

    # -- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface, view) -> None:
        g = self.geo()
        size = g.size
        ts = look.text_size(size, 15)
        self.draw_stacks(surface, view, g, ts)
        for seat in range(self.match.players):
            self.draw_seat(surface, view, seat, g, ts, own=seat == g.me)
        info = (_("Round {round} (last round)") if view["last_round"] else _("Round {round}")).format(round=view["round"])
        img = fonts.text(info, look.text_size(size, 17), look.INK, bold=True)
        surface.blit(img, (12, 10))
        led = view["showdown"]["led_suit"]
        if led:
            led_img = fonts.text(_("Led: {suit}").format(suit=SUIT_NAMES[led]), ts, look.GOLD, bold=True)
            surface.blit(led_img, (12, 14 + img.get_height()))

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

    def status(self, view) -> str:
        if self.waits_for_a_click() and not self.handing_off:
            return _(GO_ON)
        if view["phase"] == "over" or self.held_view is not None or self.handing_off:
            return ""  # the game-over pop-up says it; a finished round is only being shown; the cover names who is next
        turn = view["turn"]
        if turn is None:
            return ""
        name = view["names"][turn]
        doing = {"bid": _("{name} is bidding…"), "showdown": _("{name} is playing…"),
                 "rescue": _("{name} is deciding on a rescue…")}[view["phase"]]
        if self.my_turn(view):
            if view["phase"] == "showdown":
                led = view["showdown"]["led_suit"]
                if self.selected:
                    return ""
                return (_("Your turn: play a card (follow {suit} if you can)").format(suit=SUIT_NAMES[led]) if led
                        else _("Your turn: play a card to lead"))
            return ""
        return doing.format(name=name)

    # -- input -----------------------------------------------------------------------------------
    def on_click(self, pos, placement) -> None:
        view = self.view()
        if self.bar.active and self.bar.contains(pos):
            chip = self.bar.click(pos)
            if chip:
                self.choose_chip(chip)
            return
        if placement is None or not placement.key.startswith(f"hand:{self.me()}:"):
            if placement is not None and self.my_turn(view) and view["phase"] == "bid":
                self.say(_("Choose a bid from the chips above your hand first"))
            return
        hand = view["hand"] or []
        keys = [p.key for p in self.placements() if p.key.startswith(f"hand:{self.me()}:")]
        if placement.key in keys:
            self.cursor = keys.index(placement.key)
        self.pick(placement.action, view)
        del hand

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
            text = _("{name}: {bid}").format(name=self.match.names[seat], bid=bid_words(data))
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
            self.motion.then(Banner(duration=1.0, text=_("{name}: I'm out!").format(name=self.match.names[data['seat']]),
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
            self.motion.then(Banner(duration=1.6, text=_("Coin flip between {names}: {name} leads").format(
                names=names, name=self.match.names[data['leader']]),
                                    centre=g.centre, size=look.text_size(g.size, 22)))
        elif kind == "rescue" and data.get("accepted"):
            self.motion.then(Banner(duration=1.0, text=_("{name} spends saved cards: bid rescued").format(
                name=self.match.names[data['seat']]),
                                    centre=self.banner_point(data["seat"]), size=look.text_size(g.size, 20)))
        elif kind == "round_scored":
            self.history.append(list(data["scores"]))
        elif kind == "last_round":
            self.motion.then(Banner(duration=1.4, text=_("The {stack} stack is empty: this is the last round").format(
                stack=data['stack']),
                                    centre=g.centre, size=look.text_size(g.size, 22)))

    def note_obstacles(self) -> list:
        """The seats' panels: a hint keeps clear of them (hinting.clear_width)."""
        return list(self.geo().panels.values())

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
            tricks = _("{tricks} (+{bonus} saved)").format(tricks=bid["tricks"], bonus=bid["bonus"]) if bid.get("bonus") \
                else str(bid["tricks"])
            rows.append([names[seat], bid_words(bid), tricks, _(OUTCOME_WORDS.get(bid["outcome"], bid["outcome"])),
                         str(bid["treats"]), str(bid["poos"]), str(data["scores"][seat])])
        if data["top_dog_burned"]:
            note = _("Most tricks was a tie: a Top Dog is burned.")
        else:
            note = _("Top Dog: {name} took the most tricks (+2).").format(name=names[data['top_dog']])
        note += "  " + _("Top Dogs left: {count}.").format(count=data['top_dogs_left'])
        if data.get("final"):
            note += "  " + _("That was the last round.")
        self.app.stack.push(Summary(self.app, _("Round {round} results").format(round=data['round']),
                                    [_("Player"), _("Bid"), _("Tricks"), _("Result"), _("Treats"), _("Poos"), _("Score")],
                                    rows, note))

    def final_columns(self):
        result = self.match.result()
        return [_("Top Dogs"), _("Treats"), _("Poos")], {s: [str(result["top_dogs"][s]), str(result["treats"][s]),
                                                    str(result["poos"][s])] for s in range(self.match.players)}
