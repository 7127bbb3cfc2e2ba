"""The Heave Ho! table: a speed sort in real time, then a turn-based tug-of-war.

The sort: both players keep one card of each pair at once, each with their own keys
(zone 1 left/right keep the left/right card, zone 2 the same) or the mouse. Presses
in one frame share that frame's game time, so two tenth keeps in one frame are a tie
and the rules' tie draw decides. The Stop caller then hands out the rest.

The tug: pick a card from the hand (click, or Left/Right and Enter), then where it
goes (a glowing space, or a chip); action cards open a picker with their choices and
the option to decline. Between two people the table is covered for the hand-off.
Game time runs on its own only during the sort (``real_time_now``); in every other
moment bots wait for the animations like in the turn-based games."""
from __future__ import annotations

from collections import Counter

import pygame

from game.heaveho.cards import ACTION_TITLES, IS_ACTION, describe
from game.heaveho.notation import KEEP_FIRST, KEEP_SECOND, MINE, PLACE, SWAP, THEIRS
from scenes.frame import fonts, look
from scenes.table.cards import CardArt
from scenes.table.controls import ChoiceBar, settle, walk
from scenes.heaveho import art, sorting
from scenes.heaveho.board import Board, BarrelSlide, ContestShow, barrel_image, seat_colour
from scenes.heaveho.geometry import Geometry
from scenes.heaveho.glide import Glide
from scenes.heaveho.pickers import BACK, CANCEL, Pick, rel_of
from scenes.heaveho.round_end import round_end_view
from scenes.heaveho.words import move_words
from scenes.table.layout import Placement
from scenes.table.motion import Banner, hide_faces
from scenes.table.results import Summary
from scenes.table.scene import TableScene

SORTING = sorting.SORTING
NAV = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "act": pygame.K_RETURN, "alt": pygame.K_BACKSPACE}
#: Enter chooses at the tug (Space is the hand-off cover's key, never a move)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class HeaveHoTable(TableScene):
    pace = 0.8
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

    # -- the two paces --------------------------------------------------------------------------
    def sort_open(self) -> bool:
        """The sort is running: keys keep cards, the clock runs."""
        return (self.public()["phase"] in SORTING and self.frozen is None and not self.waiting
                and self.countdown <= 0)

    def real_time_now(self) -> bool:
        return self.public()["phase"] == "sort" and self.frozen is None and not self.waiting

    def share_the_sort(self) -> bool:
        """The sort between people shows every hand to both (viewer "all"): True while
        it runs. Out of it, the shared view goes and the tug passes the screen."""
        if len(self.humans) < 2 or self.replaying or self.frozen is not None:
            return False
        if self.public()["phase"] in SORTING:
            if self.viewer != "all":
                self.viewer = "all"
                self.touch()
            return True
        if self.viewer == "all":
            self.viewer = None
            self.touch()
        return False

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
            return "Your turn: play the card taken with Dirty Trick"
        return f"Your turn in the tug-of-war (round {view['round']}): your hand stays hidden from the other"

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

    def update_live(self, dt: float) -> None:
        if not self.live:
            return
        speed = self.app.settings.animation_factor
        if speed <= 0:
            self.live = []
            return
        for entry in self.live:
            entry[1] += dt / speed
        self.live = [e for e in self.live if e[1] < e[0].delay + e[0].duration]

    def add_live(self, *items) -> None:
        if self.app.settings.animation_factor <= 0 or self.replaying:   # (a replay runs only the queue)
            return
        for item in items:
            self.live.append([item, 0.0])

    def resume(self) -> None:
        super().resume()
        self.share_the_sort()  # a round's summary closed: the next sort is shared from its first frame
        from scenes.table.keys import KeyZones

        self.keys = KeyZones(self.app.settings.zones)  # bindings may have changed in Settings

    # -- who is who ------------------------------------------------------------------------------
    def zone_of(self, seat: int) -> str:
        return self.seats[seat].zone or str(seat + 1)

    def seat_for_zone(self, zone: str) -> int | None:
        for seat in self.humans:
            if self.zone_of(seat) == zone:
                return seat
        if len(self.humans) == 1:   # one person: any zone's keys are theirs
            return self.humans[0]
        return None

    def pair_visible(self, owner: int, panel_seat: int) -> bool:
        """May the screen show the pair in ``panel_seat``'s panel (``owner``'s cards)?
        On a shared screen the people's pairs are face up; a bot's stay hidden."""
        if self.viewer == "all":
            return True
        if self.replaying:
            return self.viewer == panel_seat
        return panel_seat in self.humans

    def my_turn(self, view) -> bool:
        me = self.me()
        return (me is not None and view["phase"] == "tug" and view["turn"] == me and self.choosing_now()
                and self.frozen is None)

    def legal(self) -> list:
        me = self.me()
        return self.match.legal_actions(me) if me is not None else []

    def sync_selection(self, view) -> None:
        if self._sel_step != self.match.step:
            self._sel_step = self.match.step
            self.selected = view["stolen"] if self.my_turn(view) and view["stolen"] else None
            self.swap_from = None

    # -- layout -------------------------------------------------------------------------------------
    def layout(self, view, size) -> list[Placement]:
        self._shown_view = view
        self.sync_selection(view)
        if view["phase"] in SORTING:
            self._panels = self.panels(view)
            return sorting.placements(self.geo(), self._panels)
        return self.tug_layout(view)

    def panels(self, view) -> list[sorting.Panel]:
        s = view["sort"]
        names = view["names"]
        out = []
        for seat in (0, 1):
            owner = sorting.pair_owner(view, seat)
            pair = None
            if owner is not None:
                pair = [None, None]
                # face down until "go": a pair seen during the countdown is a head start
                if self.pair_visible(owner, seat) and self.countdown <= 0:
                    if self.viewer == "all":
                        pair = list(view["prep"][owner][:2])
                    else:
                        pair = self.match.view(seat)["sort"]["pair"] or [None, None]
            human = seat in self.humans and not self.replaying
            acting = human and seat in view["to_act"] and self.sort_open()
            keys = None
            if human:
                zone = self.zone_of(seat)
                keys = (self.keys.label(zone, "left"), self.keys.label(zone, "right"))
            prep = s["prep"][seat] - (2 if sorting.pair_owner(view, seat) == seat or
                                      (view["phase"] == "distribute" and seat != s["winner"]
                                       and s["prep"][seat] > 0) else 0)
            mine, theirs = sorting.piles(view, seat)
            title = names[seat] + ("" if human or self.replaying else "  (bot)")
            out.append(sorting.Panel(seat, title, sorting.status(view, seat, human), pair, acting, keys,
                                     max(0, prep), mine, theirs, names[1 - seat],
                                     busy=seat in view["to_act"] and view["phase"] != "sort"))
        return out

    def bottom_seat(self) -> int:
        return self.seat_at_bottom()

    def cover_area(self, size) -> pygame.Rect:
        """The hand-off panel lies over the bottom hand (face down under the cover)."""
        g = self.geo()
        return pygame.Rect(0, g.hand_y - g.hand_h // 2 - 8, g.size[0], g.size[1] - (g.hand_y - g.hand_h // 2 - 8) - 6)

    def tug_layout(self, view) -> list[Placement]:
        g = self.geo()
        out: list[Placement] = []
        for side in (0, 1):
            if view["team_stacks"][side]:
                out.append(Placement(f"team:{side}", None, g.team_stacks[side].copy()))
        if view["discard"]:
            if len(view["discard"]) > 1:
                out.append(Placement("discard:under", view["discard"][-2], g.discard.move(-3, 3)))
            out.append(Placement("discard", view["discard"][-1], g.discard.copy()))
        for side in (0, 1):
            for colour, stack in view["board"][side].items():
                for i, (card, rect) in enumerate(zip(stack, g.stack_rects(side, colour, len(stack)))):
                    out.append(Placement(f"space:{side}:{colour}:{i}", card, rect))
        bottom = self.bottom_seat()
        top = 1 - bottom
        hands = view.get("hands")
        top_faces = hands[top] if hands else [None] * view["hand_sizes"][top]
        out += self.hand_placements(top, top_faces, g.other_rects(len(top_faces)))
        mine = hands[bottom] if hands else (view["hand"] if view["hand"] is not None and self.me() == bottom
                                             else [None] * view["hand_sizes"][bottom])
        playing = self.my_turn(view)
        legal_cards = {a.card for a in self.legal()} if playing and not view["stolen"] else set()
        self.cursor = settle(self.cursor, len(mine), {i for i, c in enumerate(mine) if c in legal_cards})
        placed = self.hand_placements(bottom, mine, g.hand_rects(len(mine)))
        chosen = False
        for i, p in enumerate(placed):
            if playing and p.face is not None:
                is_sel = p.face == self.selected and not chosen
                chosen = chosen or is_sel
                p.legal = p.face in legal_cards and not is_sel
                p.dim = p.face not in legal_cards
                p.selected = is_sel
                p.focus = i == self.cursor and self.selected is None
            p.action = p.face
        out += placed
        if view["stolen"]:
            mine_to_play = self.my_turn(view)
            out.append(Placement("stolen", view["stolen"], g.stolen.copy(),
                                 legal=mine_to_play and self.selected is None,
                                 selected=mine_to_play and self.selected == view["stolen"], action=view["stolen"]))
        return out

    @staticmethod
    def hand_placements(seat: int, faces: list, rects: list) -> list[Placement]:
        seen = Counter()
        out = []
        for i, (face, rect) in enumerate(zip(faces, rects)):
            key = f"hand:{seat}:{face}#{seen[face]}" if face else f"hand:{seat}:#{i}"
            seen[face] += 1
            out.append(Placement(key, face, rect))
        return out

    # -- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface, view) -> None:
        g = self.geo()
        self.placements()                   # lay out first: the panels come with the layout
        self.draw_top_bar(surface, view, g)
        if view["phase"] in SORTING:
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
        img = fonts.text(f"Round {view['round']}", ts, look.INK, bold=True)
        surface.blit(img, (x, y))
        x += img.get_width() + 22
        keg = barrel_image(round(ts * 1.3))
        for seat in (0, 1):
            name = fonts.text(view["names"][seat], ts, seat_colour(seat), bold=True)
            surface.blit(name, (x, y))
            x += name.get_width() + 6
            won = view["barrels"][seat]
            for _ in range(won):
                surface.blit(keg, (x, y - 2))
                x += keg.get_width() + 2
            for _ in range(3 - won):
                pygame.draw.rect(surface, look.PANEL_EDGE, pygame.Rect(x, y, keg.get_width(), keg.get_height() - 4), 1,
                                 border_radius=4)
                x += keg.get_width() + 2
            x += 20
        if view["phase"] in SORTING:
            hint = "Keep one card of each pair; the other goes to your opponent. First to finish calls Stop!"
            img = fonts.text(hint, look.text_size(g.size, 14), look.INK_DIM)
            rect = img.get_rect(midbottom=(g.size[0] // 2, g.size[1] - 2))
            if rect.left > 8:
                surface.blit(img, rect)

    def draw_hand_labels(self, surface, view, g: Geometry) -> None:
        ts = look.text_size(g.size, 14)
        bottom = self.bottom_seat()
        rects = g.hand_rects(view["hand_sizes"][bottom])
        if rects:
            img = fonts.text(f"{view['names'][bottom]}'s hand", ts, seat_colour(bottom), bold=True)
            surface.blit(img, img.get_rect(midright=(rects[0].left - 12, g.hand_y)))
        top = 1 - bottom
        n = view["hand_sizes"][top]
        rects = g.other_rects(n)
        if self.shown_counts is not None and self.frozen is None:
            n = self.shown_counts[top]
        x = (rects[-1].right if rects else g.size[0] // 2) + 10
        if self.other_count_shown():
            img = fonts.text(f"{view['names'][top]}: {n} card{'s' if n != 1 else ''} in hand", ts,
                             seat_colour(top), bold=True)
            surface.blit(img, img.get_rect(midleft=(x, g.other_y)))
        if view["stolen"]:
            r = g.stolen
            img = fonts.text("Taken with Dirty Trick", ts, look.GOLD, bold=True)
            spot = img.get_rect(midbottom=(r.centerx, r.top - r.h // 7 - 8))
            surface.blit(img, spot.clamp(surface.get_rect()))

    def draw_cards(self, surface, placements) -> None:
        hidden = set()
        for item, _ in self.live:
            hidden.update(item.hides)
        if hidden:
            placements = [p for p in placements if p.key not in hidden]
        super().draw_cards(surface, placements)

    def draw_over(self, surface, view) -> None:
        for item, clock in self.live:
            if view["phase"] not in SORTING and isinstance(item, Banner) and item.text == "Stop!":
                continue  # the sort is over: "Teams formed" and the tug take the screen
            if clock >= item.delay:
                t = 1.0 if item.duration <= 0 else min(1.0, (clock - item.delay) / item.duration)
                item.draw(surface, t, self.art)
        if view["phase"] in SORTING:
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
                return f"Play the card you took: {describe(view['stolen'])}"
            return "Your turn: pick a card (click it, or Left/Right and Enter)"
        if self.me() is None and turn in self.humans and not self.replaying:
            return ""
        return f"{view['names'][turn]} is playing…"

    def update_picker(self, view) -> None:
        """The chips and the glowing spaces for the current choice."""
        self.glow, self.dim = set(), set()
        if not self.my_turn(view) or self.selected is None:
            self.bar.clear()
            return
        key = (self.match.step, self.viewer, self.selected, self.swap_from)
        if self._picker[0] != key:
            pick = self.pick_helper(view)
            chips, prompt = pick.chips(self.selected, self.swap_from, not view["stolen"])
            self._picker = (key, chips, prompt, *pick.glow(self.selected, self.swap_from))
        _, chips, prompt, self.glow, self.dim = self._picker
        self.bar.set(chips, prompt)

    def pick_helper(self, view) -> Pick:
        me = self.me()
        return Pick(me, view["names"][1 - me], self.legal(), lambda a: self.match.why_illegal(me, a), view)

    # -- input: the sort -------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """Esc while a card waits for its place (the placement choices) cancels that
        choice, as Backspace does; with nothing chosen it pauses."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.replaying:
            view = self.view()
            if self.my_turn(view) and (self.swap_from is not None or (self.selected and not view["stolen"])):
                self.step_back(view)
                return True
        return super().handle(event)

    def keep(self, seat: int, first: bool) -> None:
        if self.public()["phase"] not in SORTING:
            return
        if not self.sort_open():
            self.say("Get ready: the sort starts after the countdown" if self.countdown > 0 or self.waiting
                     else "Wait a moment")
            return
        self.act(seat, KEEP_FIRST if first else KEEP_SECOND)

    def on_key(self, event) -> bool:
        found = self.keys.lookup(event.key)
        phase = self.public()["phase"]
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

    # -- input: the tug --------------------------------------------------------------------------------
    def on_click(self, pos, placement) -> None:
        view = self.view()
        phase = view["phase"]
        if phase in SORTING:
            if placement is not None and placement.key.startswith("pair:"):
                _, seat, first = placement.action
                if seat in self.humans:
                    self.keep(seat, first)
                else:
                    self.say(f"That is {view['names'][seat]}'s pair: a bot sorts it")
            elif placement is not None:
                self.say("Keep a card: click one of your two cards, or press its key")
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
                self.say("Wait for your turn" if turn is None else f"It is {view['names'][turn]}'s turn")
            return
        if space is not None:
            if self.selected is None:
                self.say("First pick a card from your hand")
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
            self.say("Wait for your turn" if turn is None else f"It is {view['names'][turn]}'s turn")
            return
        if view["stolen"] and card != view["stolen"]:
            self.say(f"First play the card you took with Dirty Trick: {describe(view['stolen'])}")
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
                self.say(f"{describe(card)} cannot be played now")
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
            self.say(f"{ACTION_TITLES[card]} is not played on a space: use the buttons (play or decline)")
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
            self.say(chip.reason or "That is not allowed now")
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

    # -- animation --------------------------------------------------------------------------------------
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

    def banner(self, text: str, centre=None, size: int = 24, seconds: float = 1.0) -> Banner:
        g = self.geo()
        return Banner(duration=seconds, text=text, centre=centre or (g.size[0] // 2, g.track_y - g.board_h // 2),
                      size=look.text_size(g.size, size))

    def rect_for(self, key: str, before: dict) -> pygame.Rect | None:
        p = before.get(key)
        return p.rect.copy() if p else None

    def after_rect(self, key: str) -> pygame.Rect | None:
        for p in self.placements():
            if p.key == key:
                return p.rect.copy()
        return None

    def from_hand(self, seat: int, card: str, before: dict) -> pygame.Rect:
        held = self.hand_card_rect(seat, card, before, middle=True)
        if held is not None:
            return held
        g = self.geo()
        rects = g.hand_rects(1) if seat == self.bottom_seat() else g.other_rects(1)
        return rects[0]

    def animate(self, event, before) -> None:
        kind = event.kind
        handler = getattr(self, f"on_{kind}", None)
        if handler is not None:
            handler(event.data, event, before)

    # the sort
    def on_round_start(self, data, event, before) -> None:
        self.selected = None
        self.swap_from = None
        if data["round"] > 1:
            self.waiting = True
            if self.frozen is None:   # (a replay steps into a new round without a summary)
                self.after_motion(self.next_round)

    def on_pair(self, data, event, before) -> None:
        if self.frozen is not None or self.waiting or self._setting_up:
            return
        g = self.geo()
        panel = data["seat"]   # the pair shows in the panel of the one who decides on it
        rects = g.pair_rects(panel)
        faces = [p.face for p in self.placements() if p.key.startswith(f"pair:{panel}:")]
        if len(faces) != 2:
            return
        start = g.prep_rect(data["owner"])
        self.add_live(*[Glide(duration=0.14, hides=(f"pair:{panel}:{i}",), face=faces[i], start=start.copy(),
                               end=rects[i].copy(), flip=faces[i] is not None) for i in (0, 1)])

    def on_keep(self, data, event, before) -> None:
        seat = data["seat"]
        self.fly_pair(seat, before, event.private.get(seat, {}))

    def on_distribute(self, data, event, before) -> None:
        seat = data["seat"]
        self.fly_pair(seat, before, event.private.get(seat, {}))

    def fly_pair(self, panel: int, before: dict, secret: dict) -> None:
        """The kept card flies to the keeper's stack, the other to the stack for the opponent."""
        g = self.geo()
        mine, theirs = g.pile_rects(panel)
        starts = [self.rect_for(f"pair:{panel}:{i}", before) or g.pair_rects(panel)[i] for i in (0, 1)]
        faces = [before[f"pair:{panel}:{i}"].face if f"pair:{panel}:{i}" in before else None for i in (0, 1)]
        kept = secret.get("kept")
        first_kept = kept is None or faces[0] == kept or faces[1] != kept
        ends = (mine, theirs) if first_kept else (theirs, mine)
        self.add_live(*[Glide(duration=self.keep_seconds, face=faces[i], start=starts[i], end=ends[i].copy())
                        for i in (0, 1)])
        self.app.audio.play("play")

    def on_stop(self, data, event, before) -> None:
        if data["final"]:
            return
        g = self.geo()
        mine, theirs = g.pile_rects(data["seat"])  # under the pairs: never over a pair a player keeps from
        centre = ((mine.left + theirs.right) // 2, mine.centery)
        self.add_live(Banner(duration=1.1, text="Stop!", centre=centre, size=look.text_size(g.size, 56),
                             colour=look.GOLD))
        self.app.audio.play("shout")

    def on_tie_draw(self, data, event, before) -> None:
        g = self.geo()
        self.motion.then(sorting.TieShow(duration=3.2, draws=data["draws"], names=list(self.match.names),
                                         winner=data["winner"], size=g.size))
        self.app.audio.play("shout")

    def on_stacks_ready(self, data, event, before) -> None:
        if len(self.humans) >= 2 and not self.replaying:
            self.viewer = None      # nobody's hand shows until the hand-off
            self.touch()
        first = self.match.names[data["first"]]
        self.motion.then(self.banner(f"Teams formed: {first} plays first", size=24, seconds=1.2))

    def on_deal(self, data, event, before) -> None:
        if self.frozen is not None or self.waiting:
            return
        if len(self.humans) >= 2 and not self.replaying and self.viewer not in (None, "all"):
            self.viewer = None
            self.touch()
        g = self.geo()
        flights = []
        i = 0
        for p in self.placements():
            if p.key.startswith("hand:"):
                seat = int(p.key.split(":")[1])
                flights.append(Glide(duration=0.26, delay=0.05 * i, hides=(p.key,), face=p.face,
                                      start=g.team_stacks[seat].copy(), end=p.rect.copy(), flip=p.face is not None,
                                      on_start=(lambda: self.app.audio.play("deal")) if i % 3 == 0 else None))
                i += 1
        self.motion.then(*flights)

    def on_tug_start(self, data, event, before) -> None:
        if self.frozen is not None or self.waiting:
            return
        board = self.board()
        start = data["barrel"]
        drop = BarrelSlide(duration=0.35, board=board, start=start, end=start,
                           on_start=lambda: setattr(self, "barrel_at", None),
                           on_done=lambda: setattr(self, "barrel_at", start))
        name = self.match.names[data["first"]]
        self.motion.then(drop, self.banner(f"Barrel on space {start}: {name} starts", size=24, seconds=1.1))

    # the tug
    def on_place(self, data, event, before) -> None:
        seat, card, side, space = data["seat"], data["card"], data["side"], data["space"]
        start = self.rect_for("stolen", before) if data["stolen"] else None
        start = start or self.from_hand(seat, card, before)
        view = self.view()
        index = len(view["board"][side][space]) - 1
        key = f"space:{side}:{space}:{index}"
        end = self.after_rect(key) or self.geo().bases[side, space].copy()
        self.motion.then(Glide(duration=0.34, hides=(key,), face=card, start=start, end=end,
                                on_start=lambda: self.app.audio.play("play")))

    def on_draw(self, data, event, before) -> None:
        seat = data["seat"]
        count = data["count"]
        g = self.geo()
        mine = [p for p in self.placements() if p.key.startswith(f"hand:{seat}:")]
        new = mine[-count:] if count else []
        self.motion.then(*[Glide(duration=0.25, delay=0.06 * i, hides=(p.key,), face=p.face,
                                  start=g.team_stacks[seat].copy(), end=p.rect.copy(), flip=p.face is not None)
                           for i, p in enumerate(new)])

    def on_contest(self, data, event, before) -> None:
        names = self.match.names
        card = data["card"]
        shout = "Weak Wins!" if card == "A-weak-wins" else "How Ruck!"
        s0, s1 = data["strength"]
        puller = data["puller"]
        if puller is None:
            text = f"{s0} against {s1}: equal strength, the barrel stays"
        else:
            weak = " (the weaker side pulls)" if data["weak_wins"] else ""
            steps = data["difference"]
            text = (f"{names[0]} {s0} against {names[1]} {s1}: {names[puller]} pulls {steps} "
                    f"space{'s' if steps != 1 else ''}{weak}")
        board = self.board()
        self.motion.then(self.banner(shout, size=48, seconds=0.9))
        self.motion.then(ContestShow(duration=1.6, board=board, strength=[s0, s1], text=text, winner=puller))
        self.app.audio.play("shout")

    def on_barrel_moved(self, data, event, before) -> None:
        a, b = data["from"], data["to"]
        steps = abs(b - a)
        board = self.board()
        items = [BarrelSlide(duration=0.3 + 0.12 * steps, board=board, start=a, end=b,
                             on_start=lambda: setattr(self, "barrel_at", None),
                             on_done=lambda: setattr(self, "barrel_at", b))]
        if data["seat"] is None:
            items.append(self.banner("The rope breaks: the barrel goes back to the start", size=24, seconds=1.2))
        elif data["cause"] == "A-adrenaline":
            items.append(self.banner(f"Adrenaline! {self.match.names[data['seat']]} pulls 2", size=24, seconds=1.0))
        self.motion.then(*items)

    def on_action(self, data, event, before) -> None:
        seat, card = data["seat"], data["card"]
        start = self.rect_for("stolen", before) if data["stolen"] else None
        start = start or self.from_hand(seat, card, before)
        end = self.geo().discard.copy()
        name = self.match.names[seat]
        title = ACTION_TITLES[card]
        if data["declined"]:
            text = f"{name} discards {title} without its effect"
        elif card == "A-bye-bye":
            text = f"{name}: Bye-bye to every visible {data['choice'][0]}"
        else:
            text = f"{name} plays {title}"
        self.motion.then(Glide(duration=0.34, hides=("discard",), face=card, start=start, end=end,
                                on_start=lambda: self.app.audio.play("play")))
        self.motion.then(self.banner(text, size=24, seconds=1.0))

    def on_dirty_trick(self, data, event, before) -> None:
        names = self.match.names
        start = self.from_hand(data["from"], data["card"], before)
        end = self.after_rect("stolen") or self.geo().stolen.copy()
        self.motion.then(Glide(duration=0.45, hides=("stolen",), face=data["card"], start=start, end=end,
                                flip=True))
        self.motion.then(self.banner(f"{names[data['seat']]} takes {describe(data['card'])} from "
                                     f"{names[data['from']]}", size=24, seconds=1.2))

    def on_discarded(self, data, event, before) -> None:
        gone = data["cards"]
        if not gone:
            self.motion.then(self.banner("Nothing on view to discard", size=24, seconds=0.9))
            return
        view = self.view()
        end = self.geo().discard
        flights = []
        for i, c in enumerate(gone):
            index = len(view["board"][c["side"]][c["space"]])   # the index the card had on top
            start = self.rect_for(f"space:{c['side']}:{c['space']}:{index}", before) or \
                self.geo().bases[c["side"], c["space"]].copy()
            flights.append(Glide(duration=0.4, delay=0.08 * i, face=c["card"], start=start, end=end.copy(),
                                  hides=("discard", "discard:under")))
        self.motion.then(*flights)

    def on_moved(self, data, event, before) -> None:
        view = self.view()
        f, t = data["from"], data["to"]
        start = self.rect_for(f"space:{f['side']}:{f['space']}:{len(view['board'][f['side']][f['space']])}", before)
        index = len(view["board"][t["side"]][t["space"]]) - 1
        key = f"space:{t['side']}:{t['space']}:{index}"
        end = self.after_rect(key) or self.geo().bases[t["side"], t["space"]].copy()
        self.motion.then(Glide(duration=0.5, hides=(key,), face=data["card"],
                                start=start or self.geo().bases[f["side"], f["space"]].copy(), end=end))

    def on_round_won(self, data, event, before) -> None:
        seat = data["seat"]
        self.history.append(list(data["barrels"]))
        self.round_wins.append((seat, data["how"]))
        name = self.match.names[seat]
        g = self.geo()
        track = pygame.Rect(g.track_x0 - 8, g.track_y - 6, g.track_x1 - g.track_x0 + 16, g.box_h + 12)
        track.height += look.text_size(g.size, 12) * 2  # its ends' names too
        size = min(look.text_size(g.size, 48), round(track.h * 0.62))
        self.motion.then(Banner(duration=1.6, text=f"{name} wins the barrel!", centre=track.center, size=size,
                                backdrop=False, cover=track, on_start=lambda: self.app.audio.play("win")))
        self.after_motion(lambda e=event: self.round_over(e))

    # -- rounds -----------------------------------------------------------------------------------------------
    def round_over(self, event) -> None:
        data = event.data
        names = self.match.names
        if self.replaying:
            self.next_round()
            return
        seat = data["seat"]
        rows = [[names[s], str(data["barrels"][s]), "won" if s == seat else "-"] for s in (0, 1)]
        how = data["how"]
        if how == "goal":
            note = f"{names[seat]} pulled the barrel onto their goal."
        elif how == "halves":
            note = (f"Nobody reached a goal; when the cards ran out the barrel stood on space {data['barrel']}, "
                    f"in {names[seat]}'s half.")
        else:
            note = f"Monstrous! Nessie stood on {names[1 - seat]}'s side, so {names[1 - seat]} loses the round."
        note += "  First to 3 barrels wins."
        if not self.match.is_over:
            note += "  Next: a new speed sort."
        self.app.stack.push(Summary(self.app, f"Round {data['round']}: {names[seat]} wins the barrel",
                                    ["Player", "Barrels", "This round"], rows, note, on_close=self.next_round))

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
        cols = ["Pulled to goal", "Half at the end", "Monstrous"]
        cells = {}
        for seat in (0, 1):
            wins = Counter(how for s, how in self.round_wins if s == seat)
            cells[seat] = [str(wins["goal"]), str(wins["halves"]), str(wins["monstrous"])]
        return cols, cells
