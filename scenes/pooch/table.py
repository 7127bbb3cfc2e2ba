"""The You Shady Pooch! table, in real time on a shared keyboard.

The people's hands lie face up along the bottom, each with its key legend (move,
act, pick up, target); the other seats sit round the top. In the middle: the pile
fanned so its depth shows (a coloured tab says who put each card), the pot of bones
and the discard. An arrow runs from the namer to the named player; a ring round
the top card is the dogpile window (it shrinks with the shot clock, or pulses
without one), and the panels tick who has dogpiled.

Who sees what: with one person, the bots' hands are backs; with two or more people
on one screen every hand is face up (each drawn from that seat's own view), since
everybody watches the same screen anyway.

A dogpile window opens on screen when the naming card has landed: until then a
dogpile press is refused (and said so), and bots count their reaction from the
landing too (``settle`` follows the flight time). A dogpile carries the window the
person saw, so a late one is refused with the rules' "Too late: ..." reason.

The table is drawn and run in parts, each a mixin of ``PoochTable``: the middle
(``pile``), the seats' panels (``panels``), the target arrow and tags (``targets``),
the status line (``status``), the people's keys and the mouse (``zones``) and the
animation of events (``flights``)."""
from __future__ import annotations

from collections import Counter

import pygame

from game.language import _
from scenes.frame import fonts, look
from scenes.table.cards import CardArt
from scenes.table.controls import ChoiceBar
from scenes.table.layout import Placement, fan
from scenes.pooch import art
from scenes.pooch.flights import PLAY, Flights
from scenes.pooch.geometry import FOCUS_LIFT, Geometry
from scenes.pooch.live import LiveMotion, Shout
from scenes.pooch.panels import Panels
from scenes.pooch.people import Person, Seen
from scenes.pooch.pile import Pile
from scenes.pooch.summary import HEADER, RoundSummary, rows_and_note
from scenes.pooch.targets import Targets
from scenes.pooch.status import StatusLine
from scenes.pooch.words import move_words, plain
from scenes.pooch.zones import KeyZones
from scenes.table.scene import TableScene

from game.pooch.cards import CODES
from game.pooch.game import START_BONES
from game.pooch.notation import Dogpile

ZONES = ("1", "2", "3", "4")
#: seconds (of the table's clock) a person may sit on a lead before the table nudges them
NUDGE = 6.0


class PoochTable(Pile, Panels, Targets, StatusLine, KeyZones, Flights, TableScene):
    offers_undo = False
    settle = PLAY
    #: each person's keyboard card lifts as far as the geometry leaves room for
    focus_lift = FOCUS_LIFT

    def __init__(self, app, game, seats, replaying: bool = False):
        super().__init__(app, game, seats, replaying)
        self.motion = LiveMotion(lambda: app.settings.animation_factor)
        view = game.view(None)
        self.people: list[Person] = []
        if not replaying:
            used = [s.zone for s in seats if s.human and s.zone in ZONES]
            spare = [z for z in ZONES if z not in used]
            for seat in self.humans:
                zone = seats[seat].zone if seats[seat].zone in ZONES else (spare.pop(0) if spare else None)
                if zone is not None:
                    self.people.append(Person(seat, zone, game.players))
        #: the newest window whose naming card has landed on screen
        self.landed: int | None = view["window"]
        self.seen = self.snapshot()
        #: a round has ended: bots wait, presses are refused until its summary closes
        self.resting = False
        self.history: list[list[int]] = [list(b) for b in view["history"]]
        #: everyone starts with the same bones: the chart's first point
        self.history_start = [START_BONES] * game.players
        self.last_win: dict | None = view["last_round"]
        self.pile_model: list[str] = list(view["pile"])
        self.bar = ChoiceBar()
        self._geo = None
        self._views = (-1, {})
        self._playable = (None, {})
        self._panels: dict[int, tuple] = {}
        self._centre: list[Shout] = []
        self._callouts: list[Shout] = []  # the call-outs by the bottom panels
        self._was_live = False
        #: (seat, step) of the lead now waiting and the table clock when it began
        self._lead_since: tuple = ((None, -1), 0.0)
        self._nudge_said = None
        self.match.settle = self.flight_seconds()
        if len(self.humans) >= 2 and not replaying:
            self.viewer = "all"  # people share one screen: every hand is face up to all (app.md)
        setup = getattr(game, "setup_events", None)
        if setup and not game.record()["actions"]:
            self.take(setup)

    # -- art, geometry, views -------------------------------------------------------
    def make_art(self) -> CardArt:
        return self.app.card_art("pooch", art.card_art)

    def bottom(self) -> list[int]:
        """Seats whose hands lie along the bottom: the people (in a replay, the seat
        being watched)."""
        if self.replaying:
            return [self.viewer] if isinstance(self.viewer, int) else []
        return sorted(p.seat for p in self.people)

    def faces_shown(self, seat: int) -> bool:
        if seat in self.bottom() or self.viewer == "all":
            return True
        return not self.replaying and len(self.people) > 1

    def geo(self) -> Geometry:
        size = self.area_size()
        key = (size, self.match.players, tuple(self.bottom()), self.app.settings.card_scale)
        if self._geo is None or self._geo[0] != key:
            g = Geometry(size, self.match.players, list(self.bottom()), self.app.settings.card_scale)
            self._geo = (key, g)
            for width in {g.card_w, g.ring_w, g.pile_w, g.discard.w}:  # scale now, not mid-burst
                for code in (None, *CODES):
                    self.art.card(code, width)
        return self._geo[1]

    def seat_view(self, seat: int) -> dict:
        step, views = self._views
        if step != self.match.step:
            views = {}
            self._views = (self.match.step, views)
        view = views.get(seat)
        if view is None:
            view = views[seat] = self.match.view(seat)
        return view

    def hand_of(self, seat: int, view: dict) -> list[str] | None:
        if view.get("hands") is not None:
            return view["hands"][seat]
        if self.faces_shown(seat):
            return self.seat_view(seat)["hand"]
        return None

    def person(self, seat: int) -> Person | None:
        return next((p for p in self.people if p.seat == seat), None)

    def flight_seconds(self) -> float:
        return PLAY * self.app.settings.animation_factor

    # -- what the screen shows as open ----------------------------------------------
    def window_open(self, view: dict) -> bool:
        w = view["window"]
        return w is not None and self.landed is not None and self.landed >= w

    def snapshot(self) -> Seen:
        v = self.match.view(None)
        shown = self.window_open(v)
        answered = None
        if v["window"] is not None and not shown and self.landed == v["window"] - 1 and len(v["pile"]) >= 2:
            answered = self.landed  # the card in flight answers the window last on screen
        return Seen(v["phase"], v["leader"], v["namer"], v["named"], v["window"], shown, answered)

    def land(self, window: int) -> None:
        if self.landed is None or window > self.landed:
            self.landed = window
            self.touch()

    def playable(self, seat: int) -> set[str]:
        """Cards this seat may play now (dogpiles only once the window is open on screen)."""
        key = (self.match.step, self.landed)
        if self._playable[0] != key:
            self._playable = (key, {})
        cache = self._playable[1]
        cards = cache.get(seat)
        if cards is None:
            public = self.match.view(None)
            open_ = self.window_open(public) if public["phase"] == "respond" else False
            cards = {a.card for a in self.match.legal_actions(seat)
                     if hasattr(a, "card") and (open_ or not isinstance(a, Dogpile))}
            cache[seat] = cards
        return cards

    # -- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.match.settle = self.flight_seconds()
        super().update(dt)
        self.seen = self.snapshot()
        lead = (self.match.view(None)["leader"], self.match.step)
        if lead != self._lead_since[0]:
            self._lead_since = (lead, self.clock)
        elif self.nudged() and self._nudge_said != lead:
            self._nudge_said = lead
            self.app.audio.play("tick")
        live = self.live()
        if live != self._was_live:  # the countdown ended or a round rests: cards dim or light
            self._was_live = live
            self.touch()

    def run_bots(self) -> None:
        if not self.resting:
            super().run_bots()

    def next_round(self) -> None:
        self.resting = False
        if not self.match.is_over:
            self.countdown = self.countdown_seconds

    # -- layout ------------------------------------------------------------------------
    def layout(self, view, size) -> list[Placement]:
        g = self.geo()
        out: list[Placement] = []
        bottom = self.bottom()
        for seat in range(self.match.players):
            if seat in bottom:
                continue
            spot = g.seats[seat]
            hand = self.hand_of(seat, view)
            count = view["hand_counts"][seat]
            rects = fan(count, spot.hand_centre, spot.card_w, spot.hand_width, 0.12)
            if hand is None:
                out += [Placement(f"hand:{seat}:#{i}", None, r, action=("seat", seat)) for i, r in enumerate(rects)]
            else:
                out += self.face_placements(seat, hand, rects, action=("seat", seat))
        for i, (card, rect) in enumerate(zip(view["pile"], g.pile_rects(len(view["pile"])))):
            out.append(Placement(f"pile:{i}", card, rect, action=("pile",)))
        if view["discard_pile"]:
            out.append(Placement("discard", view["discard_pile"][-1], g.discard.copy()))
        for seat in bottom:
            out += self.person_placements(seat, view, g)
        return out

    @staticmethod
    def face_placements(seat: int, hand: list[str], rects, action=None) -> list[Placement]:
        seen = Counter()
        out = []
        for card, rect in zip(hand, rects):
            out.append(Placement(f"hand:{seat}:{card}#{seen[card]}", card, rect, action=action))
            seen[card] += 1
        return out

    def person_placements(self, seat: int, view: dict, g: Geometry) -> list[Placement]:
        spot = g.seats[seat]
        hand = self.hand_of(seat, view) or []
        rects = fan(len(hand), spot.hand_centre, spot.card_w, spot.hand_width, 0.2)
        person = self.person(seat)
        if person is not None:
            person.follow(hand)
        playable = self.playable(seat) if person is not None else set()
        live = self.live()
        out = self.face_placements(seat, hand, rects)
        for i, p in enumerate(out):
            p.action = ("card", seat, i)
            if person is None:
                continue
            p.focus = i == person.cursor  # each person's keyboard card: lifted, ringed apart from the glow
            p.legal = p.face in playable
            # a card that cannot be played now looks it, the selected one too
            p.dim = live and p.face not in playable
        return out

    def nudged(self) -> Person | None:
        """The person who has sat on their lead for ``NUDGE`` seconds, if any."""
        (leader, _), since = self._lead_since
        if leader is None or not self.live() or self.clock - since < NUDGE:
            return None
        return self.person(leader)

    def live(self) -> bool:
        """Play is on: no countdown, no round summary, not over (cards may be dimmed)."""
        return not (self.match.is_over or self.resting or self.countdown > 0)

    # -- drawing -----------------------------------------------------------------------
    def draw_table(self, surface, view) -> None:
        g = self.geo()
        ts = g.ts
        if view["shot_clock"]:
            info = _("Round {round}  ·  shot clock {seconds} s").format(round=view["round"],
                                                                         seconds=f"{view['shot_clock']:g}")
        else:
            info = _("Round {round}  ·  shot clock off").format(round=view["round"])
        img = fonts.text(info, ts, look.INK_DIM)
        surface.blit(img, g.info)
        self.draw_pot(surface, view, g)
        self.draw_discard(surface, view, g)
        self.draw_window(surface, view, g)
        self.draw_pile_tabs(surface, view, g)
        for seat in range(self.match.players):
            self.draw_seat(surface, view, seat, g)
        self.draw_target_arrow(surface, view, g)

    message_text = 18

    def message_place(self, size) -> dict:
        """The refusal box, just above the people's hands (not over the pile)."""
        g = self.geo()
        bottom = g.band_top - 6 if g.band_top < g.size[1] else g.size[1] - g.margin
        return {"midbottom": (g.size[0] // 2, bottom)}

    # -- what the table says -------------------------------------------------------------
    def say(self, text: str, seconds: float = 3.5) -> None:
        """Every message in card names, never codes (the engine's reasons use codes);
        a seat's call-out by the bottom panels gives way to it (they share that felt)."""
        for shout in self._callouts:
            shout.retire()
        self._callouts = []
        super().say(plain(text), seconds)

    def undo(self) -> bool:
        """Ctrl+Z: never in You Shady Pooch!, and the table says why."""
        self.say(_("No undo: in {game} everyone plays at once against the clock, "
                   "so a card once played cannot be taken back").format(game="You Shady Pooch!"))
        self.app.audio.play("error")
        return False

    def move_words(self, seat, notation: str) -> str:
        if seat is None:
            return super().move_words(seat, notation)
        return move_words(notation, self.match.names)

    def seat_panel(self, seat: int) -> pygame.Rect:
        """A seat's name panel (where a hint or the lesson points at whom to name)."""
        return self.geo().seats[seat].panel.copy()

    def note_showing(self) -> bool:
        """Is a note (a hint) written over the middle this frame?"""
        return self.hints.current(self) is not None

    def note_place(self) -> dict:
        """Where a hint (or a lesson's step) is written: under the status line, over
        the middle of the table, clear of the seats round the top and of the hands."""
        g = self.geo()
        status = self.status_box(self.view(), g)
        below = g.status_y + g.line if status is None else max(g.status_y + g.line, status[1].bottom + 4)
        return {"midtop": (g.size[0] // 2, below)}

    # -- summaries ---------------------------------------------------------------------------------
    def round_over(self, event) -> None:
        if self.replaying:
            self.resting = False
            return
        data = event.data
        rows, note = rows_and_note(list(self.match.names), self.last_win, data, self.match.is_over)
        self.app.stack.push(RoundSummary(self.app, _("Round {round} results").format(round=data["round"]),
                                         [_(word) for word in HEADER], rows, note,
                                         on_close=self.next_round))

    def final_columns(self):
        """Rounds won, read from the bones after each round: the winner is the only
        seat whose bones grew by more than one."""
        wins = [0] * self.match.players
        previous = [START_BONES] * self.match.players
        for bones in self.history:
            change = [b - a for a, b in zip(previous, bones)]
            best = max(change)
            if best > 1:
                wins[change.index(best)] += 1
            previous = bones
        return [_("Rounds won")], {s: [str(wins[s])] for s in range(self.match.players)}
