"""The Heave Ho! table: a speed sort in real time, then a turn-based tug-of-war.

The sort: both players keep one card of each pair at once, each with their own keys
(zone 1 left/right keep the left/right card, zone 2 the same) or the mouse. Presses
in one frame share that frame's game time, so two tenth keeps in one frame are a tie
and the rules' tie draw decides. The Stop caller then hands out the rest.

The tug: pick a card from the hand (click, or Left/Right and Enter), then where it
goes (a glowing space, or a chip); action cards open a picker with their choices and
the option to decline. Between two people the table is covered for the hand-off.
Game time runs on its own only during the sort (``real_time_now``); in every other
moment bots wait for the animations like in the turn-based games.

The table is run in parts, each a mixin of ``HeaveHoTable``: the speed sort
(``speed_sort``; its panels are drawn by ``sorting``), the tug laid out
(``tug``; the board is drawn by ``board``), the people's keys and clicks
(``moves``) and the tug's animations (``flights``)."""
from __future__ import annotations

from collections import Counter

import pygame

from game.language import _
from scenes.frame import fonts, look
from scenes.table.cards import CardArt
from scenes.table.controls import ChoiceBar
from scenes.heaveho import art, sorting
from scenes.heaveho.board import Board, ContestShow, barrel_image, seat_colour
from scenes.heaveho.flights import Flights
from scenes.heaveho.geometry import Geometry
from scenes.heaveho.moves import Moves
from scenes.heaveho.round_end import round_end_view
from scenes.heaveho.speed_sort import SpeedSort
from scenes.heaveho.tug import TugLayout
from scenes.heaveho.words import card_words, move_words
from scenes.table.layout import Placement
from scenes.table.motion import Banner, hide_faces
from scenes.table.results import Summary
from scenes.table.scene import TableScene

SORTING = sorting.SORTING
#: the phases drawn as the sort's panels (its last picture too)
PANELS = sorting.PANELS


class HeaveHoTable(SpeedSort, TugLayout, Moves, Flights, TableScene):
    pad_row_left = 0.3  # the pads' row starts clear of the round and the barrels won
    pace = 0.8
    #: moments everyone sees ending on the public table (the cover comes up for them)
    public_moments = frozenset({"contest", "round_won", "round_scored"})
    #: real-time flourishes of the sort (a keep's cards flying to their stacks)
    keep_seconds = 0.22

    def __init__(self, app, game, seats, replaying: bool = False):
        super().__init__(app, game, seats, replaying)
        self.bar = ChoiceBar()
        self.selected: str | None = None
        self.swap_from = None
        self.cursor = 0
        self._sel_step = -1
        self._geo = None
        self._public = (-1, None)
        self._view: tuple = (None, None)
        self.history: list[list[int]] = []
        self.round_wins: list[tuple[int, str]] = []
        #: short animations of the sort that run side by side, never queued: [item, seconds]
        self.live: list[list] = []
        #: the last picture of a round that just ended (shown until its summary closes)
        self.frozen: dict | None = None
        #: a new round's sort waits for the end of the old round (animations, summary)
        self.waiting = False
        self._shown_view: dict | None = None
        self.barrel_at: int | None = None
        self.glow: set = set()
        self.dim: set = set()
        self._picker: tuple = (None,)
        self._was_open = False
        self._panels: list = []
        #: the hand counts written on screen: the view's, once the animations have ended
        self.shown_counts: list[int] | None = None
        if self.public()["phase"] not in SORTING:
            self.countdown = 0.0
        setup = getattr(game, "setup_events", None)
        self._setting_up = True
        if setup and not game.record()["actions"]:
            self.take(setup)
        self._setting_up = False

    # -- art, geometry, public state --------------------------------------------------------
    def make_art(self) -> CardArt:
        return self.app.card_art("heaveho", art.card_art)

    def geo(self) -> Geometry:
        size = self.area_size()
        key = (size, self.app.settings.card_scale)
        if self._geo is None or self._geo[0] != key:
            g = Geometry(size, self.app.settings.card_scale)
            self._geo = (key, g, Board(g, list(self.match.names), self.art))
        return self._geo[1]

    def board(self) -> Board:
        self.geo()
        return self._geo[2]

    def public(self) -> dict:
        """The spectators' view, once per change (what any frame may ask of the game)."""
        if self._public[0] != self.match.step:
            self._public = (self.match.step, self.match.view(None))
        return self._public[1]

    def other_count_shown(self) -> bool:
        """The other hand's count beside its backs, unless a guiding note lies there (a
        hint's here; a lesson's words, see the lesson)."""
        return not self.hints.showing(self)

    def track_ends_shown(self) -> bool:
        """The names under the track's ends ("Ann's goal"), unless a choice's chips lie over them."""
        return not self.bar.active

    def message_place(self, size) -> dict:
        """In the sort, under the piles' counts at the foot of the panels, where they are
        empty (the middle holds the 3-2-1 and the cards); in the tug, the framework's place."""
        if self.public()["phase"] in SORTING:  # at the foot of the panels, one wide line
            return {"midbottom": (size[0] // 2, self.geo().panels[0].bottom - 6)}
        return super().message_place(size)

    def message_width(self, size) -> int:
        return int(size[0] * 0.9) if self.public()["phase"] in SORTING else super().message_width(size)

    def countdown_centre(self, size) -> tuple[int, int]:
        """The 3-2-1 goes between the two sorting panels' piles, where nothing is drawn."""
        return size[0] // 2, self.geo().pile_rects(0)[0].centery

    def me(self) -> int | None:
        return self.viewer if isinstance(self.viewer, int) else None

    def view(self) -> dict:
        if self.frozen is not None:
            return self.frozen
        key = (self.match.step, self.viewer)
        if self._view[0] != key:     # once per change, not every frame
            self._view = (key, super().view())
        return self._view[1]

    # -- the hand-off, hints, the frame -------------------------------------------------------
    def check_handoff(self) -> None:
        if not self.share_the_sort():
            super().check_handoff()

    def hide_private_motion(self, shown: set) -> None:
        super().hide_private_motion(shown)
        hide_faces([item for item, _ in self.live], shown)

    def follow_hint(self, action) -> None:
        hand = self.view()["hand"] or []
        card = getattr(action, "card", None)
        if card in hand and self.selected is None:
            self.cursor = hand.index(card)
        super().follow_hint(action)

    def note_place(self) -> dict:
        """Where a guiding note (a hint, a lesson's step) goes in the tug: at the top, over
        the other hand's backs; between the track and the hand there is room for an arrow
        only, and the track is what the words speak of."""
        w, h = self.area_size()
        return {"midtop": (w // 2, look.text_size((w, h), 17) * 2 + 6)}

    def move_words(self, seat, notation: str) -> str:
        if seat is None:
            return super().move_words(seat, notation)
        return move_words(seat, notation, self.match.names)

    def move_begun(self) -> bool:
        """A card is picked and waits for its place or its choice (Bye-bye's strength,
        Change Sides' cards). The card taken with Dirty Trick is picked for the person,
        who has begun nothing: a hint for it still holds."""
        if self.swap_from is not None:
            return True
        return self.selected is not None and not self.view().get("stolen")

    def set_focus_state(self, state) -> None:
        super().set_focus_state(state)
        self.selected = None
        self.swap_from = None

    def needs_handoff(self) -> bool:
        return self.public()["phase"] == "tug" and self.frozen is None

    def handoff_note(self, seat: int) -> str:
        view = self.public()
        if view["stolen"]:
            return _("Your turn: play the card taken with {card}").format(card="Dirty Trick")
        return _("Your turn in the tug-of-war (round {round}): your hand stays hidden from the other").format(
            round=view["round"])

    def update(self, dt: float) -> None:
        self.update_live(dt)
        super().update(dt)
        if not self.motion.busy or self.shown_counts is None:  # a count changes once its cards have landed
            self.shown_counts = list(self.view()["hand_sizes"])
        is_open = self.sort_open()
        if is_open != self._was_open:       # the countdown ended: the pairs glow
            self._was_open = is_open
            self.touch()
        if not self.motion.busy:
            barrel = self.view()["barrel"]
            if barrel != self.barrel_at:
                self.barrel_at = barrel

    def resume(self) -> None:
        super().resume()
        self.share_the_sort()  # a round's summary closed: the next sort is shared from its first frame
        from scenes.table.keys import KeyZones

        self.keys = KeyZones(self.app.settings.zones)  # bindings may have changed in Settings

    # -- layout -------------------------------------------------------------------------------------
    def layout(self, view, size) -> list[Placement]:
        self._shown_view = view
        self.sync_selection(view)
        if view["phase"] in PANELS:
            self._panels = self.panels(view)
            return sorting.placements(self.geo(), self._panels)
        return self.tug_layout(view)

    # -- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface, view) -> None:
        g = self.geo()
        self.placements()                   # lay out first: the panels come with the layout
        self.draw_top_bar(surface, view, g)
        if view["phase"] in PANELS:
            sorting.draw(surface, g, self._panels)
            return
        self.update_picker(view)
        barrel = self.barrel_at
        contest = any(isinstance(i, ContestShow) for beat in self.motion.beats[:1] for i in beat)
        self.board().draw(surface, view, self.glow, self.dim, barrel, view["turn"], show_strength=not contest,
                          track_ends=self.track_ends_shown())
        self.draw_hand_labels(surface, view, g)

    def draw_top_bar(self, surface, view, g: Geometry) -> None:
        ts = look.text_size(g.size, 17)
        x, y = 12, 8
        img = fonts.text(_("Round {round}").format(round=view["round"]), ts, look.INK, bold=True)
        surface.blit(img, (x, y))
        x += img.get_width() + 22
        keg = barrel_image(round(ts * 1.3))
        for seat in (0, 1):
            name = fonts.text(view["names"][seat], ts, seat_colour(seat), bold=True)
            surface.blit(name, (x, y))
            x += name.get_width() + 6
            won = view["barrels"][seat]
            for _keg in range(won):
                surface.blit(keg, (x, y - 2))
                x += keg.get_width() + 2
            for _slot in range(3 - won):
                pygame.draw.rect(surface, look.PANEL_EDGE, pygame.Rect(x, y, keg.get_width(), keg.get_height() - 4), 1,
                                 border_radius=4)
                x += keg.get_width() + 2
            x += 20
        hint = sorting.footer(view) if view["phase"] in PANELS else ""
        if hint:
            img = fonts.text(hint, look.text_size(g.size, 14), look.INK_DIM)
            rect = img.get_rect(midbottom=(g.size[0] // 2, g.size[1] - 2))
            if rect.left > 8:
                surface.blit(img, rect)

    def draw_cards(self, surface, placements) -> None:
        hidden = set()
        for item, _ in self.live:
            hidden.update(item.hides)
        if hidden:
            placements = [p for p in placements if p.key not in hidden]
        super().draw_cards(surface, placements)

    def draw_over(self, surface, view) -> None:
        for item, clock in self.live:
            if view["phase"] not in PANELS and isinstance(item, Banner) and item.text == _("Stop!"):
                continue  # the sort is over: "Teams formed" and the tug take the screen
            if clock >= item.delay:
                t = 1.0 if item.duration <= 0 else min(1.0, (clock - item.delay) / item.duration)
                item.draw(surface, t, self.art)
        if view["phase"] in PANELS:
            return
        g = self.geo()
        if self.bar.active:
            lifted = g.hand_h // 7      # a picked card rises above the hand
            self.bar.place_above(g.hand_y - g.hand_h // 2 - lifted - 8, g.size[0] // 2, g.size, int(g.size[0] * 0.8))
            track = pygame.Rect(g.track_x0 - 8, g.track_y - 6, g.track_x1 - g.track_x0 + 16, g.box_h + 12)
            if self.bar.box.colliderect(track):  # the choice covers the whole track, not a part of its labels
                self.bar.box.union_ip(track.clip(pygame.Rect(0, track.top, g.size[0], self.bar.box.bottom - track.top)))
            self.bar.draw(surface)
        text = self.status(view)
        if text:
            # above the hand and the keyboard's card lifted out of it
            y = (self.bar.box.top - 6) if self.bar.active else \
                (g.hand_y - g.hand_h // 2 - round(g.hand_h * self.focus_lift) - 8)
            self.draw_status(surface, text, y)

    def status(self, view) -> str:
        if view["phase"] in ("over", "ended") or self.motion.busy or self.handing_off:
            return ""  # (the game-over screen says who won; the cover names who is next)
        turn = view["turn"]
        if turn is None:
            return ""
        if self.my_turn(view):
            if self.selected:
                return ""
            if view["stolen"]:
                return _("Play the card you took: {card}").format(card=card_words(view["stolen"]))
            return _("Your turn: pick a card (click it, or Left/Right and Enter)")
        if self.me() is None and turn in self.humans and not self.replaying:
            return ""
        return _("{name} is playing…").format(name=view["names"][turn])

    # -- animation (the sort's in speed_sort, the tug's in flights) ----------------------------
    def take(self, events, before=None, before_view=None) -> None:
        ended = next((i for i, e in enumerate(events) if e.kind == "round_won"), None)
        if ended is not None and self.frozen is None and self._shown_view is not None \
                and self._shown_view["phase"] == "tug" and not any(e.kind == "game_over" for e in events):
            self.frozen = round_end_view(self._shown_view, events[:ended + 1], self.viewer)
            self.waiting = True
            if len(self.humans) >= 2 and not self.replaying:   # between people: no hand stays on show
                self.frozen["hand"] = None
                self.frozen["seat"] = None
                self.viewer = None
        super().take(events, before)

    def animate(self, event, before) -> None:
        kind = event.kind
        handler = getattr(self, f"on_{kind}", None)
        if handler is not None:
            handler(event.data, event, before)

    def on_round_start(self, data, event, before) -> None:
        self.selected = None
        self.swap_from = None
        if data["round"] > 1:
            self.waiting = True
            if self.frozen is None:   # (a replay steps into a new round without a summary)
                self.after_motion(self.next_round)

    # -- rounds -----------------------------------------------------------------------------------------------
    def round_over(self, event) -> None:
        data = event.data
        names = self.match.names
        if self.replaying:
            self.next_round()
            return
        seat = data["seat"]
        rows = [[names[s], str(data["barrels"][s]), _("won") if s == seat else "-"] for s in (0, 1)]
        how = data["how"]
        if how == "goal":
            note = _("{name} pulled the barrel onto their goal.").format(name=names[seat])
        elif how == "halves":
            note = _("Nobody reached a goal; when the cards ran out the barrel stood on space {space}, "
                     "in {name}'s half.").format(space=data["barrel"], name=names[seat])
        else:
            note = _("{card}! Nessie stood on {name}'s side, so {name} loses the round.").format(
                card="Monstrous", name=names[1 - seat])
        note += "  " + _("First to 3 barrels wins.")
        if not self.match.is_over:
            note += "  " + _("Next: a new speed sort.")
        self.app.stack.push(Summary(self.app, _("Round {round}: {name} wins the barrel").format(
                                        round=data["round"], name=names[seat]),
                                    [_("Player"), _("Barrels"), _("This round")], rows, note,
                                    on_close=self.next_round))

    def next_round(self) -> None:
        """The old round is over on screen: show the new one and count down to its sort."""
        self.frozen = None
        self.waiting = False
        self.live = []
        self.barrel_at = None
        if self.public()["phase"] == "sort" and not self.replaying:
            self.countdown = self.countdown_seconds
        self.share_the_sort()
        self.touch()

    def final_columns(self):
        cols = [_("Pulled to goal"), _("Half at the end"), "Monstrous"]
        cells = {}
        for seat in (0, 1):
            wins = Counter(how for s, how in self.round_wins if s == seat)
            cells[seat] = [str(wins["goal"]), str(wins["halves"]), str(wins["monstrous"])]
        return cols, cells
