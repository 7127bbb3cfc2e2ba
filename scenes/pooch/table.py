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
person saw, so a late one is refused with the rules' "Too late: ..." reason."""
from __future__ import annotations

import math
from collections import Counter

import pygame

from scenes.frame import fonts, look
from scenes.table.cards import CardArt, card_height
from scenes.table.controls import Chip, ChoiceBar
from scenes.table.layout import Placement, fan
from scenes.pooch import art
from scenes.pooch.geometry import FOCUS_LIFT, Geometry
from scenes.pooch.live import GROWTH, LiveMotion, Shout, Sprite, Toss
from scenes.pooch.people import Person, Seen
from scenes.pooch.summary import HEADER, RoundSummary, rows_and_note
from scenes.pooch.words import card_words, move_words, plain
from scenes.table.scene import TableScene

from game.pooch.cards import CODES, QUEENS, SHADY, WILD
from game.pooch.game import START_BONES
from game.pooch.notation import Dogpile

#: seconds (at normal animation speed) a played card takes to reach the pile
PLAY = 0.3
ZONES = ("1", "2", "3", "4")
ROLE_WORDS = {"lead": "lead", "answer": "answer", "dogpile": "dogpile", "wait": "play"}
#: seconds (of the table's clock) a person may sit on a lead before the table nudges them
NUDGE = 6.0


class PoochTable(TableScene):
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
        info = f"Round {view['round']}  ·  shot clock " + (f"{view['shot_clock']:g} s" if view["shot_clock"] else "off")
        img = fonts.text(info, ts, look.INK_DIM)
        surface.blit(img, g.info)
        self.draw_pot(surface, view, g)
        self.draw_discard(surface, view, g)
        self.draw_window(surface, view, g)
        self.draw_pile_tabs(surface, view, g)
        for seat in range(self.match.players):
            self.draw_seat(surface, view, seat, g)
        self.draw_target_arrow(surface, view, g)

    def draw_target_arrow(self, surface, view, g: Geometry) -> None:
        """From the namer to the named player, under the cards, the call-outs and the
        status line (drawn after it), routed round the middle's banner and pile."""
        if not (self.window_open(view) and view["namer"] is not None and view["named"] is not None):
            return
        self.draw_arrow(surface, g.seats[view["namer"]].block, g.seats[view["named"]].block, g,
                        self.middle_things(view, g))

    def middle_things(self, view, g: Geometry) -> list[pygame.Rect]:
        """The middle's pile (with the dogpile window's ring), pot, discard and status line."""
        out = [g.pile_box(len(view["pile"])), g.pot, g.discard_spot, self.ring_box(g)]
        status = self.status(view)
        if status:
            w, h = fonts.font(look.text_size(g.size, 17), bold=True).size(status)
            out.append(pygame.Rect(0, 0, w + 16, h + 6))
            out[-1].center = (g.size[0] // 2, g.status_y)
        return out

    def draw_pot(self, surface, view, g: Geometry) -> None:
        cx, cy = g.pot_centre
        length = max(24, g.pile_w // 2)
        bone = art.bone(length)
        pot = view["pot"]
        shown = min(pot, 8)
        per_row = 4
        for i in range(shown):
            row, col = divmod(i, per_row)
            in_row = min(per_row, shown - row * per_row)
            x = cx + (col - (in_row - 1) / 2) * (length + 4)
            y = cy + row * (bone.get_height() + 4) - bone.get_height()
            surface.blit(bone, bone.get_rect(center=(round(x), round(y))))
        label = fonts.text(f"Pot: {pot} bone{'s' if pot != 1 else ''}", g.ts, look.INK, bold=True)
        surface.blit(label, label.get_rect(midtop=(cx, cy + bone.get_height() * 2 + 4)))

    def draw_discard(self, surface, view, g: Geometry) -> None:
        if not view["discard_pile"]:
            pygame.draw.rect(surface, look.FELT_LIGHT, g.discard, width=2, border_radius=max(4, g.discard.w // 10))
        img = fonts.text(f"Discard: {view['discard']}", g.ts, look.INK_DIM)
        surface.blit(img, img.get_rect(midtop=(g.discard.centerx, g.discard.bottom + 4)))
        if view["aside"]:
            img = fonts.text(f"Set aside: {view['aside']}", g.ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(g.discard.centerx, g.discard.bottom + 4 + g.line)))

    def draw_pile_tabs(self, surface, view, g: Geometry) -> None:
        """A tab in the player's colour above each pile card: who put it there."""
        rects = g.pile_rects(len(view["pile"]))
        if not rects:
            live = [item for _, item in self.motion.live]
            if self.countdown > 0 or any(shout in live for shout in self._centre):
                return  # the countdown's number or a call-out is there
            img = fonts.text("The pile is empty", g.ts, look.INK_DIM)
            surface.blit(img, img.get_rect(center=g.pile_centre))
            return
        step = rects[1].x - rects[0].x if len(rects) > 1 else rects[0].w
        tab_h = max(8, g.ts - 2)
        hidden = self.motion.hidden()
        for i, (rect, seat) in enumerate(zip(rects, view["pile_by"])):
            if f"pile:{i}" in hidden:
                continue
            width = rect.w if i == len(rects) - 1 else max(4, min(rect.w, step) - 1)
            tab = pygame.Rect(rect.x + 2, rect.top - tab_h, width - 2, tab_h)  # above the card, not on it
            pygame.draw.rect(surface, look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)], tab, border_top_left_radius=4,
                             border_top_right_radius=4)
            if width >= tab_h:
                mark = fonts.text(self.match.names[seat][:1], max(10, tab_h - 2), look.PANEL, bold=True)
                surface.blit(mark, mark.get_rect(midleft=(tab.left + 2, tab.centery)).clamp(tab))
        count = len(view["pile"])
        img = fonts.text(f"Pile: {count} card{'s' if count != 1 else ''}", g.ts, look.INK_DIM)
        # with the other counts, over the discard (under the ring is where refusals are told,
        # and the pile fans out either side of it)
        surface.blit(img, img.get_rect(midbottom=(g.discard.centerx, g.discard.top - 4)))

    def draw_window(self, surface, view, g: Geometry) -> None:
        """The dogpile window round the top card: a ring that shrinks with the shot
        clock, or a pulsing glow without one. Only once the naming card has landed."""
        if not self.window_open(view) or not view["pile"]:
            return
        top = g.pile_rects(len(view["pile"]))[-1]
        radius = g.ring_radius
        ring = pygame.Rect(0, 0, radius * 2, radius * 2)
        ring.center = top.center
        queen = view["top"] in QUEENS
        clock = view["shot_clock"]
        if clock:
            left = max(0.0, view["named_at"] + clock - view["now"]) / clock
            colour = look.GOOD if left > 0.5 else (look.GOLD if left > 0.25 else look.DANGER)
            pygame.draw.circle(surface, look.PANEL, ring.center, radius, 6)
            if left > 0:
                start = math.pi / 2
                pygame.draw.arc(surface, colour, ring, start, start + 2 * math.pi * left, 7)
            secs = fonts.text(f"{max(0.0, left * clock):.1f} s", g.ts, colour, bold=True)
            surface.blit(secs, secs.get_rect(midleft=(ring.right + 6, ring.centery)))
        else:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
            colour = look.INK_DIM if queen else look.GLOW
            for k in range(3):
                width = 3 + round(pulse * 4) - k
                if width > 0:
                    pygame.draw.circle(surface, colour, ring.center, radius + k * 5 + round(pulse * 4), width)
        if self.note_showing():
            return  # a hint's or a lesson's note lies above the ring and says more
        if queen:
            img = fonts.text("Queen on top: no dogpiles", g.ts, look.INK_DIM)
        else:
            img = fonts.text("Dogpile window open", g.ts, look.GLOW, bold=True)
        clear = 4 if clock else 18  # above the ring, the pulse's outer circles included
        surface.blit(img, img.get_rect(midbottom=(ring.centerx, ring.top - clear)))

    def seat_tags(self, view, seat: int) -> list[tuple[str, tuple]]:
        tags = []
        shown = self.window_open(view)
        if shown and view["named"] == seat:
            tags.append(("NAMED", look.GOLD))
        if seat in view["dogpiled"]:
            tags.append(("✓ dogpiled", look.GOOD))
        if view["phase"] == "lead" and view["leader"] == seat:
            tags.append(("leads", look.GLOW))
        if view["dealer"] == seat:
            tags.append(("dealer", look.INK_DIM))
        return tags

    def draw_seat(self, surface, view, seat: int, g: Geometry) -> None:
        """A seat's panel, painted again only when something on it changed."""
        box = g.seats[seat].panel
        person = self.person(seat)
        key = (box.size, g.ts, view["names"][seat], view["bones"][seat], view["hand_counts"][seat],
               tuple(self.seat_tags(view, seat)), self.window_open(view) and view["named"] == seat,
               seat in view["dogpiled"], tuple(p.seat for p in self.people if p.target == seat),
               None if person is None else (person.role(self.seen), person.target))
        cached = self._panels.get(seat)
        if cached is None or cached[0] != key:
            img = pygame.Surface(box.size, pygame.SRCALPHA)
            self.paint_seat(img, view, seat, g, img.get_rect())
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            cached = self._panels[seat] = (key, img)
        surface.blit(cached[1], box.topleft)

    def paint_seat(self, surface, view, seat: int, g: Geometry, box: pygame.Rect) -> None:
        spot = g.seats[seat]
        ts = g.ts
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        named = self.window_open(view) and view["named"] == seat
        pygame.draw.rect(surface, look.PANEL, box, border_radius=8)
        edge = look.GOLD if named else (look.GOOD if seat in view["dogpiled"] else look.PANEL_EDGE)
        pygame.draw.rect(surface, edge, box, width=3 if named else 1, border_radius=8)
        x, y = box.left + 8, box.top + 4
        name = fonts.text(view["names"][seat], ts, colour, bold=True)
        surface.blit(name, (x, y))
        bone = art.bone(round(ts * 1.6))
        bones = view["bones"][seat]
        count = view["hand_counts"][seat]
        line2 = [(bone, None), (fonts.text(f"{bones}", ts, look.INK, bold=True), None),
                 (fonts.text(f"  {count} card{'s' if count != 1 else ''}", ts, look.INK), None)]
        tags = self.seat_tags(view, seat)
        right = self.draw_target_marks(surface, seat, box, g, name.get_width())
        if spot.bottom:
            # one line: name, bones, cards, tags; the key legend under it
            cx = x + name.get_width() + 10
            for img, _ in line2:
                surface.blit(img, img.get_rect(midleft=(cx, y + name.get_height() // 2)))
                cx += img.get_width() + 3
            for text, c in tags:
                img = fonts.text(f"  {text}", ts, c, bold=True)
                if cx + img.get_width() > right:
                    break
                surface.blit(img, img.get_rect(midleft=(cx, y + name.get_height() // 2)))
                cx += img.get_width()
            self.draw_legend(surface, view, seat, box, g)
            return
        cx = x + name.get_width()
        for text, c in tags[:1]:
            img = fonts.text(f"  {text}", ts, c, bold=True)
            if cx + img.get_width() <= right:
                surface.blit(img, (cx, y))
        y2 = box.top + 4 + g.line
        cx = x
        for img, _ in line2:
            surface.blit(img, img.get_rect(midleft=(cx, y2 + name.get_height() // 2)))
            cx += img.get_width() + 3
        for text, c in tags[1:]:
            img = fonts.text(f"  {text}", ts, c, bold=True)
            if cx + img.get_width() > box.right - 4:
                break
            surface.blit(img, img.get_rect(midleft=(cx, y2 + name.get_height() // 2)))
            cx += img.get_width()

    def draw_target_marks(self, surface, seat: int, box: pygame.Rect, g: Geometry, name_w: int) -> int:
        """On the seat each person will name, a tag in that person's colour ("your
        target", "Ann's target"), right on the name line; returns where it begins."""
        aimers = [p for p in self.people if p.target == seat and p.seat != seat]
        if not aimers:
            return box.right - 4
        solo = len(self.people) == 1
        forms = [[("your target" if solo else f"{self.match.names[p.seat]}'s target") for p in aimers],
                 [("target" if solo else f"◎ {self.match.names[p.seat]}") for p in aimers]]
        size = max(10, g.ts - 1)
        for texts in forms:
            imgs = [fonts.text(t, size, look.PANEL, bold=True) for t in texts]
            width = sum(i.get_width() + 12 for i in imgs) + 4 * (len(imgs) - 1)
            if 8 + name_w + 12 + width <= box.w - 4:
                break
        x = box.right - 4
        y = box.top + 4 + g.line // 2
        for person, img in zip(reversed(aimers), reversed(imgs)):
            chip = img.get_rect(midright=(x - 6, y)).inflate(12, 4)
            pygame.draw.rect(surface, look.SEAT_COLOURS[person.seat % len(look.SEAT_COLOURS)], chip, border_radius=6)
            surface.blit(img, img.get_rect(center=chip.center))
            x = chip.left - 4
        return x

    def draw_legend(self, surface, view, seat: int, box: pygame.Rect, g: Geometry) -> None:
        """The person's keys under their name: the longest form that fits, on one line
        or (with three or four people) two; every form keeps the move keys."""
        person = self.person(seat)
        if person is None:
            return
        role = person.role(self.seen)
        colour = look.GLOW if role in ("lead", "answer") else look.INK
        bold = role in ("lead", "answer")
        room = box.w - 16
        for lines in self.legends(person, role, g.panel_lines - 1):
            imgs = [fonts.text(text, g.ts, colour, bold=bold) for text in lines]
            if all(img.get_width() <= room for img in imgs):
                break
        for i, img in enumerate(imgs):
            surface.blit(img, (box.left + 8, box.top + 4 + g.line * (1 + i)))

    def legends(self, person: Person, role: str, rows: int = 1) -> list[list[str]]:
        """The key legend, longest first, as ``rows`` lines or fewer: the first that
        fits the panel is shown. Each names the move, act, pick-up and target keys."""
        target = self.match.names[person.target]
        act = ROLE_WORDS[role]

        def label(action, short=False):
            text = self.keys.label(person.zone, action)
            if short:
                text = text.replace("Num ", "KP").replace("Right ", "R").replace("Left ", "L")
            return text

        full = self.keys.legend(person.zone, {"left": "move", "right": "move", "act": act, "alt": "pick up",
                                              "target": f"target: {target}"})
        out = [[full]]
        for short in (False, True):
            move = f"{label('left', short)}/{label('right', short)} move"
            play = f"{label('act', short)} {act}"
            rest = f"{label('alt', short)} pick up  {label('target', short)} → {target}"
            out.append([f"{move}  {play}  {rest}"])
            if rows >= 2:
                out.append([f"{move}  {play}", rest])
        return out

    def draw_over(self, surface, view) -> None:
        g = self.geo()
        status = self.status(view)
        if status:
            nudge = self.nudged() is not None
            img = fonts.text(status, look.text_size(g.size, 17), look.GOLD if nudge else look.INK, bold=True)
            rect = img.get_rect(center=(g.size[0] // 2, g.status_y))
            pygame.draw.rect(surface, look.PANEL, rect.inflate(16, 6), border_radius=8)
            if nudge:
                pygame.draw.rect(surface, look.GOLD, rect.inflate(16, 6), width=2, border_radius=8)
            surface.blit(img, rect)
        self.update_bar(view)
        if self.bar.active:
            spot = g.seats[self.people[0].seat]
            self.bar.place((round(g.size[0] * 0.895), spot.hand_centre[1]), g.size, round(g.size[0] * 0.19))
            self.bar.draw(surface, keyboard=False)

    @staticmethod
    def ring_box(g: Geometry) -> pygame.Rect:
        """The square round the dogpile window's ring."""
        box = pygame.Rect(0, 0, 2 * g.ring_radius + 8, 2 * g.ring_radius + 8)
        box.center = g.pile_centre
        return box

    def draw_arrow(self, surface, a: pygame.Rect, b: pygame.Rect, g: Geometry, middle=()) -> None:
        """A bowed arrow from the namer's panel to the named player's, bowed round the
        other seats' hands and panels (and the people's hands), and round the middle's
        banner, pile, pot and discard, as far as it can be."""
        points = self.arrow_points(a, b, g, middle)
        if len(points) < 2:
            return
        width = max(3, g.ts // 4)
        pygame.draw.lines(surface, look.SHADOW, False, [(x + 2, y + 2) for x, y in points], width + 2)
        pygame.draw.lines(surface, look.GOLD, False, points, width)
        (ex, ey), (px, py) = points[-1], points[-2]
        ang = math.atan2(ey - py, ex - px)
        size = width * 4
        head = [(ex, ey), (ex - size * math.cos(ang - 0.45), ey - size * math.sin(ang - 0.45)),
                (ex - size * math.cos(ang + 0.45), ey - size * math.sin(ang + 0.45))]
        pygame.draw.polygon(surface, look.GOLD, head)

    def arrow_points(self, a: pygame.Rect, b: pygame.Rect, g: Geometry, middle=()) -> list[tuple[int, int]]:
        """The arrow's curve outside both ends: of a few bows (towards the middle first),
        the first that crosses no other seat's block or hand and none of ``middle``;
        else the one that crosses fewest seats, then fewest of the middle's things."""
        (x0, y0), (x1, y1) = a.center, b.center
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        cx, cy = g.pile_centre
        if (mx - cx) * nx + (my - cy) * ny < 0:
            nx, ny = -nx, -ny
        base = min(length * 0.3, g.size[1] * 0.18)
        avoid = []
        for spot in g.seats.values():
            if spot.block in (a, b):
                continue
            avoid.append(spot.block)
            if spot.bottom:  # a person's hand under their panel
                hand = pygame.Rect(0, 0, spot.hand_width + spot.card_w, card_height(spot.card_w))
                hand.center = spot.hand_centre
                avoid.append(hand)
        best, best_cost = [], None
        for bow in (base, base * 1.6, base * 0.5, base * 2.3, base * 3, -base * 0.6, -base, -base * 1.6):
            kx, ky = mx + nx * bow, my + ny * bow
            points = []
            for i in range(41):
                t = i / 40
                px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * kx + t * t * x1
                py = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ky + t * t * y1
                if not a.collidepoint(px, py) and not b.collidepoint(px, py):
                    points.append((round(px), round(py)))
            outside = sum(1 for x, y in points if not (0 <= x < g.size[0] and 0 <= y < g.size[1]))
            seats = sum(1 for p in points for r in avoid if r.collidepoint(p))
            things = sum(1 for p in points for r in middle if r.collidepoint(p))
            cost = (outside > 0, seats, things)
            if cost == (False, 0, 0):
                return points
            if best_cost is None or cost < best_cost:
                best, best_cost = points, cost
        return best

    def status(self, view) -> str:
        names = view["names"]
        if view["phase"] == "over" or self.resting:  # (a summary or the game-over screen says it)
            return ""
        if self.countdown > 0:
            return f"Round {view['round']}: get ready"
        solo = self.people[0] if len(self.people) == 1 else None
        idle = self.nudged()
        if idle is not None:
            key = self.keys.label(idle.zone, "act")
            return f"{names[idle.seat]}, everyone waits for your lead: press {key} to play"
        if view["phase"] == "lead":
            leader = view["leader"]
            if solo is not None and solo.seat == leader:
                return "Your lead: choose a card and a target, then play it (or click the player)"
            return f"{names[leader]} leads"
        named, namer, top = view["named"], view["namer"], view["top"]
        if not self.window_open(view):
            return f"{names[namer]} names {names[named]}…"
        if solo is not None and solo.seat == named:
            if top == SHADY:
                return "You are named: play a Queen or pick up the pile"
            return f"You are named: beat {card_words(top)}, play a Queen, or pick up"
        if top == SHADY:
            return f"{names[named]} must play a Queen or pick up"
        if top in QUEENS:
            return f"{names[named]} must answer {card_words(top)}"
        return f"{names[named]} must beat {card_words(top)}  ·  others may dogpile a lower {self.suit_words(top)}"

    @staticmethod
    def suit_words(top: str) -> str:
        if top == WILD:
            return "0"
        return art.SYMBOLS[top[0]]

    def update_bar(self, view) -> None:
        solo = self.people[0] if len(self.people) == 1 and not self.replaying else None
        if solo is not None and view["phase"] == "respond" and view["named"] == solo.seat:
            key = self.keys.label(solo.zone, "alt")
            self.bar.set([Chip(f"Pick up ({key})", "pickup", primary=True)])
        else:
            self.bar.clear()

    message_text = 18

    def message_place(self, size) -> dict:
        """The refusal box, just above the people's hands (not over the pile)."""
        g = self.geo()
        bottom = g.band_top - 6 if g.band_top < g.size[1] else g.size[1] - g.margin
        return {"midbottom": (g.size[0] // 2, bottom)}

    # -- input -----------------------------------------------------------------------------
    def person_for_zone(self, zone: str) -> Person | None:
        if len(self.people) == 1:
            return self.people[0]  # alone at the keyboard: every zone's keys are yours
        return next((p for p in self.people if p.zone == zone), None)

    def on_key(self, event) -> bool:
        found = self.keys.lookup(event.key)
        if found is None:
            return False
        person = self.person_for_zone(found[0])
        if person is None:
            return False
        self.press(person, found[1])
        return True

    def press(self, person: Person, action: str) -> None:
        hand = self.seat_view(person.seat)["hand"] or []
        if action in ("left", "right"):
            person.move(hand, -1 if action == "left" else 1)
            self.touch()
            return
        if action == "target":
            person.next_target()
            self.touch()
            return
        problem = self.not_now()
        if problem:
            self.tell(person, problem)
            return
        if action == "alt":
            self.person_act(person, "pickup")
            return
        person.follow(hand)
        notation, why = person.intent(self.seen, self.match.names)
        if notation is None:
            self.tell(person, why)
            return
        self.person_act(person, notation)

    def not_now(self) -> str | None:
        if self.match.is_over:
            return "The game is over"
        if self.resting:
            return "The round is over: the next one starts after the summary"
        if self.countdown > 0:
            return "Wait for the countdown"
        return None

    def say(self, text: str, seconds: float = 3.5) -> None:
        """Every message in card names, never codes (the engine's reasons use codes);
        a seat's call-out by the bottom panels gives way to it (they share that felt)."""
        for shout in self._callouts:
            shout.retire()
        self._callouts = []
        super().say(plain(text), seconds)

    def undo(self) -> bool:
        """Ctrl+Z: never in You Shady Pooch!, and the table says why."""
        self.say("No undo: in You Shady Pooch! everyone plays at once against the clock, "
                 "so a card once played cannot be taken back")
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
        return {"midtop": (g.size[0] // 2, g.status_y + g.line)}

    def tell(self, person: Person, text: str) -> None:
        if len(self.people) > 1:
            text = f"{self.match.names[person.seat]}: {text}"
        self.say(text)
        self.app.audio.play("error")

    def person_act(self, person: Person, action: str) -> bool:
        ok = self.act(person.seat, action)
        if not ok and len(self.people) > 1 and self.message:
            self.message = f"{self.match.names[person.seat]}: {self.message}"
        return ok

    def on_click(self, pos, placement) -> None:
        if self.replaying:
            return
        if len(self.people) != 1:
            if self.people:
                self.say("Two or more people share the keyboard: each plays with the keys shown above their hand")
            return
        person = self.people[0]
        if self.bar.active and self.bar.contains(pos):
            chip = self.bar.click(pos)
            if chip is not None:
                self.press(person, "alt")
            return
        g = self.geo()
        for seat, spot in g.seats.items():
            if seat != person.seat and spot.panel.collidepoint(pos):
                self.click_seat(person, seat)
                return
        if placement is None:
            if g.pile_box(1).inflate(g.pile_w, 20).collidepoint(pos):
                self.press(person, "act")
            return
        kind = placement.action[0] if isinstance(placement.action, tuple) else None
        if kind == "card" and placement.action[1] == person.seat:
            hand = self.seat_view(person.seat)["hand"] or []
            index = placement.action[2]
            if index == person.cursor and person.card in hand:
                self.press(person, "act")
            else:
                person.point(hand, index)
                self.touch()
        elif kind == "seat":
            self.click_seat(person, placement.action[1])
        elif kind == "pile":
            self.press(person, "act")

    def click_seat(self, person: Person, seat: int) -> None:
        """Aim at that player; when it is your lead or answer, play the selected card at them."""
        person.aim(seat)
        self.touch()
        if person.role(self.seen) in ("lead", "answer"):
            self.press(person, "act")
        else:
            self.tell(person, f"Target: {self.match.names[seat]} (named when you next lead or answer)")

    # -- animation ---------------------------------------------------------------------------
    def anchor_rect(self, seat: int) -> pygame.Rect:
        spot = self.geo().seats[seat]
        rect = pygame.Rect(0, 0, spot.card_w, card_height(spot.card_w))
        rect.center = spot.hand_centre
        return rect

    def from_hand(self, seat: int, card: str, before: dict) -> pygame.Rect:
        held = self.hand_card_rect(seat, card, before)
        return held if held is not None else self.anchor_rect(seat)

    def pile_spot(self, index: int, now: dict) -> pygame.Rect:
        placed = now.get(f"pile:{index}")
        if placed is not None:
            return placed.rect.copy()
        return self.geo().pile_rects(index + 1)[-1].copy()

    def to_hand(self, seat: int, cards: list[str], before: dict, now: dict) -> list[tuple[pygame.Rect, str | None]]:
        """Where cards going into a hand land, and the layout key each one hides."""
        out = []
        taken: set[str] = set()
        new_backs = sorted((k for k in now if k.startswith(f"hand:{seat}:#") and k not in before),
                           key=lambda k: int(k.rsplit("#", 1)[1]))
        for card in cards:
            keys = [k for k in now if k.startswith(f"hand:{seat}:{card}#") and k not in taken]
            fresh = [k for k in keys if k not in before] or keys
            if fresh:
                key = fresh[-1]
            elif new_backs:
                key = new_backs.pop(0)
            else:
                out.append((self.anchor_rect(seat), None))
                continue
            taken.add(key)
            out.append((now[key].rect.copy(), key))
        return out

    def sweep(self, cards: list[str], starts: list[pygame.Rect], ends, delay: float) -> list[Toss]:
        out = []
        for i, (card, start) in enumerate(zip(cards, starts)):
            end, key = ends[i] if isinstance(ends, list) else (ends.copy(), None)
            out.append(Toss(duration=0.35, delay=delay + 0.025 * i, face=card, start=start.copy(), end=end,
                            hides=(key,) if key else ()))
        return out

    def pile_starts(self, count: int, before: dict) -> list[pygame.Rect]:
        rects = self.geo().pile_rects(count)
        return [before[f"pile:{i}"].rect.copy() if f"pile:{i}" in before else rects[i] for i in range(count)]

    def centre_shout(self, *shouts: Shout) -> list[Shout]:
        """Call-outs over the pile: a newer one replaces those still showing."""
        for old in self._centre:
            old.retire()
        self._centre = list(shouts)
        return self._centre

    def callout(self, seat: int, text: str, size: int = 18, duration: float = 0.8, delay: float = 0.0) -> Shout:
        """A seat's call-out ("Dogpile!") beside its block, on the table's side, never
        over its cards: above the panel for the people along the bottom."""
        g = self.geo()
        spot = g.seats[seat]
        px = look.text_size(g.size, size)
        grown = round(px * max(GROWTH))
        w, h = fonts.font(grown, bold=True).size(text)
        w, h = w + grown, h + grown // 2  # the backdrop's padding
        block, width = spot.block, g.size[0]
        if spot.bottom:
            if self.message:  # a refusal is told in that felt: the call-out waits its turn
                duration = 0.0
            centre = (spot.panel.centerx, spot.panel.top - h // 2 - 6)
        elif block.centerx > width * 0.6:  # at the height of the name panel, clear of the status line
            centre = (block.left - w // 2 - 8, block.top + h // 2 + 2)
        else:
            centre = (block.right + w // 2 + 8, block.top + h // 2 + 2)
        x = max(w // 2 + 4, min(width - w // 2 - 4, centre[0]))
        y = max(h // 2 + 4, min(g.size[1] - h // 2 - 4, centre[1]))
        shout = Shout(duration=duration, delay=delay, text=text, centre=(x, y), size=px)
        if spot.bottom:
            self._callouts = [c for c in self._callouts if c.duration > 0] + [shout]
        return shout

    def animate(self, event, before) -> None:
        g = self.geo()
        kind, d = event.kind, event.data
        now = {p.key: p for p in self.placements()}
        names = self.match.names
        if kind == "deal":
            self.pile_model = []
            flights = []
            hands = [p for p in now.values() if p.key.startswith("hand:")]
            for i, p in enumerate(hands):
                flights.append(Toss(duration=0.3, delay=1.2 * i / max(1, len(hands)), hides=(p.key,), face=p.face,
                                    start=g.deck.copy(), end=p.rect.copy(), flip=p.face is not None,
                                    on_start=(lambda: self.app.audio.play("deal")) if i % 4 == 0 else None))
            self.motion.then(*flights)
        elif kind == "ante":
            bone = art.bone(max(24, g.pile_w // 2))
            self.motion.also(*[Sprite(duration=0.5, delay=0.2 + 0.08 * s, image=bone, start=g.seats[s].anchor,
                                      end=g.pot_centre) for s in range(self.match.players)])
        elif kind in ("lead", "respond", "dogpile"):
            seat, card = d["seat"], d["card"]
            index = len(self.pile_model)
            for old in self._centre:  # a call-out about the last pile gives way to the new card
                old.retire()
            window = d.get("window") if kind != "dogpile" else None
            done = (lambda w=window: self.land(w)) if window is not None else None
            self.motion.now(Toss(duration=PLAY, face=card, start=self.from_hand(seat, card, before),
                                 end=self.pile_spot(index, now), hides=(f"pile:{index}",), on_done=done,
                                 on_start=lambda: self.app.audio.play("play")))
            self.pile_model.append(card)
            if kind == "dogpile":
                if d["wild"]:
                    cleared = list(self.pile_model)
                    starts = self.pile_starts(len(cleared), before)
                    starts[-1] = self.pile_spot(index, now)
                    self.motion.now(*self.sweep(cleared, starts, g.discard, PLAY), *self.centre_shout(
                        Shout(duration=1.0, delay=PLAY * 0.5, text=f"Wild One! {names[seat]} clears the pile",
                              centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 2),
                              size=look.text_size(g.size, 26))))
                    self.pile_model = []
                else:
                    self.motion.now(self.callout(seat, "Dogpile!", 20, 0.7, PLAY * 0.6))
        elif kind in ("greedy", "fierce"):
            seat = d["seat"]
            pile = list(self.pile_model)
            starts = self.pile_starts(len(pile), before)
            if pile:
                starts[-1] = self.pile_spot(len(pile) - 1, now)
            took = list(d.get("took", []))
            to_hand = dict()
            ends = []
            landing = self.to_hand(seat, took, before, now) if took else []
            for card, spot in zip(took, landing):
                to_hand.setdefault(card, []).append(spot)
            for card in pile:
                if to_hand.get(card):
                    ends.append(to_hand[card].pop(0))
                else:
                    ends.append((g.discard.copy(), None))
            word = "Greedy Queen" if kind == "greedy" else "Fierce Queen"
            text = f"{word}: {names[seat]} takes {len(took)} diamond{'s' if len(took) != 1 else ''}" \
                if kind == "greedy" else f"{word}: {names[seat]} clears the pile"
            self.motion.now(*self.sweep(pile, starts, ends, PLAY), *self.centre_shout(
                Shout(duration=1.1, delay=PLAY * 0.5, text=text,
                      centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 2), size=look.text_size(g.size, 26))))
            self.pile_model = []
        elif kind == "pile_picked_up":
            seat, namer = d["seat"], d["namer"]
            cards = list(d["cards"])
            starts = self.pile_starts(len(cards), before)
            ends = self.to_hand(seat, cards, before, now)
            centre = (g.pile_centre[0], g.pile_centre[1] - g.pile_h // 3)
            sub = f"{names[seat]} picks up {len(cards)} card{'s' if len(cards) != 1 else ''}; {names[namer]} leads"
            if d.get("auto"):
                sub = f"Time's up! {sub}"
            # the pile flies to the hand at once; the call-out comes where it lay (not over its cards)
            landed = 0.35 + 0.025 * len(cards)
            tosses = self.sweep(cards, starts, ends, 0.0)
            shout_now = lambda: self.app.audio.play("shout")  # noqa: E731 (heard as the pile goes)
            if tosses:
                tosses[0].on_start = shout_now
            self.motion.now(*tosses, *self.centre_shout(
                Shout(duration=1.4, delay=landed, text="YOU SHADY POOCH!", centre=centre,
                      size=look.text_size(g.size, 52), on_start=None if tosses else shout_now),
                Shout(duration=1.4, delay=landed, text=sub, centre=(centre[0], centre[1] + look.text_size(g.size, 52)),
                      size=look.text_size(g.size, 20), colour=look.INK)))
            self.pile_model = []
        elif kind == "round_won":
            self.resting = True
            self.last_win = dict(d)
            seat = d["seat"]
            bone = art.bone(max(24, g.pile_w // 2))
            pot = d["pot"]
            wait = max(PLAY, self.motion.landing_in())
            self.motion.then(Shout(duration=1.6, delay=wait, text=f"{names[seat]} is out! The pot of {pot} is theirs",
                                    centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 3),
                                    size=look.text_size(g.size, 30), on_start=lambda: self.app.audio.play("win")),
                             *[Sprite(duration=0.6, delay=wait + 0.3 + 0.07 * i, image=bone, start=g.pot_centre,
                                      end=g.seats[seat].anchor) for i in range(min(pot, 8))])
            holder = d["diamond_bone"]
            if holder is not None and holder != seat:
                count = d["diamonds"][holder]
                self.motion.then(Shout(duration=1.3, text=f"{names[holder]} has the most diamonds ({count}): +1 bone",
                                        centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 3),
                                        size=look.text_size(g.size, 24)),
                                 Sprite(duration=0.6, delay=0.2, image=bone, start=g.seats[seat].anchor,
                                        end=g.seats[holder].anchor))
        elif kind == "round_scored":
            self.history.append(list(d["bones"]))
        elif kind == "game_over":
            winners = d["winners"]
            text = ("Top dog: " if len(winners) == 1 else "Top dogs: ") + ", ".join(names[s] for s in winners)
            self.motion.then(Shout(duration=1.6, text=text, centre=g.pile_centre, size=look.text_size(g.size, 34)))

    # -- summaries ---------------------------------------------------------------------------------
    def round_over(self, event) -> None:
        if self.replaying:
            self.resting = False
            return
        data = event.data
        rows, note = rows_and_note(list(self.match.names), self.last_win, data, self.match.is_over)
        self.app.stack.push(RoundSummary(self.app, f"Round {data['round']} results", HEADER, rows, note,
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
        return ["Rounds won"], {s: [str(wins[s])] for s in range(self.match.players)}
