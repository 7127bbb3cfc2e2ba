"""The Heckin Hounds table: a card stand per player (faces towards whoever may see
them, backs otherwise, with clue tokens, Mops markers and Cerberus on the slots), the
dead hand, Cerberus and the shift in the middle, worked piles with promise cubes, the
score tracks and the reference sheet in the corners.

The person to act chooses from chips above their stand: the bad dog, the clue builder
(a target, then every clue with the disabled ones saying why), Cerberus's walker, the
blind discard, the trade, the promise and the play; the slot phases also take a click on
one of their own cards. Keyboard: Left/Right walk a row of chips, Up/Down change row,
Enter chooses; digits pick a promise or a slot. In memory mode a clue shows for a few
seconds; with several people the screen passes to the player clued so they can look."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look, trace
from scenes.table.cards import CardArt, card_height
from scenes.table.controls import ChoiceBar
from scenes.frame.pictures import Pictures
from scenes.frame.felt import felt
from scenes.hounds import art, choices
from scenes.hounds.geometry import Geometry
from scenes.hounds.sheet import Tracks, draw_reference
from scenes.hounds.words import in_words, move_words, shift_reason
from scenes.table.layout import Placement, free_spot
from scenes.table.motion import Banner, Caption, Flight, Hold, Pause
from scenes.table.results import Summary
from scenes.table.handoff import GO_ON
from scenes.table.scene import TableScene

from game.hounds import bots as _bots  # noqa: F401  (loaded with the menu, not in the frame that opens a table)
from game.hounds.cards import HOUND_NAMES, RANK
from game.hounds.game import PHASE_VERBS

#: how long a memory-mode clue stays in sight
LOOK_SECONDS = 4.0
DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(10)}
DIGITS.update({getattr(pygame, f"K_KP{d}"): d for d in range(10)})
SLOT_PHASES = ("discard", "trade", "play")
LEDGE = (112, 74, 44)


def clue_words(data: dict, names) -> str:
    who = f"{names[data['giver']]} clues {names[data['target']]}"
    if data["clue"] == "hound":
        return f"{who}: every {HOUND_NAMES[data['what']]}"
    if data["clue"] == "value":
        return f"{who}: every {data['what']}"
    return f"{who}: slot {data['what'] + 1} in full"


_panels = Pictures(40)


#: window-sized layers handed back by tables that closed, for the next one to reuse
#: (making a new one costs a few ms of fresh memory in the frame a table opens)
_spare_layers: list[pygame.Surface] = []


def screen_surface(size) -> pygame.Surface:
    """An opaque surface in the window's own pixel format (fast to blit, no conversion)."""
    for i, spare in enumerate(_spare_layers):
        if spare.get_size() == tuple(size):
            return _spare_layers.pop(i)
    display = pygame.display.get_surface()
    return pygame.Surface(size, 0, display) if display is not None else pygame.Surface(size)


def hand_back(*layers) -> None:
    """A table closes: keep its window-sized layers (two at most) for the next table."""
    for layer in layers:
        if layer is not None:
            _spare_layers.insert(0, layer)
    del _spare_layers[2:]


def stand_panel(size) -> pygame.Surface:
    def make():
        panel = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*look.PANEL, 150), panel.get_rect(), border_radius=10)
        return panel
    return _panels.get(tuple(size), make)


class HoundsTable(TableScene):
    pace = 0.8
    #: a focused slot stays in its stand (lifted, it would cover the stand's name line)
    focus_lift = 0.0

    def __init__(self, app, game, seats, replaying: bool = False):
        super().__init__(app, game, seats, replaying)
        self.bars: list[ChoiceBar] = []
        self.bar_focus = 0
        self._bars_for = None
        self._bars_placed = None
        self.clue_target: int | None = None
        self.look: dict | None = None
        self._geo = None
        self._tracks = None
        self._layer = None
        self._ground = None
        self._looks = None
        self._view = None
        self._view_for = None
        public = game.view(None)
        self.single = public["mode"] == "single"
        #: memory mode: clues vanish once seen (the screen passes to the clued person for a look)
        self.memory = bool(public["memory"])
        self.history: list[list[int]] = []
        running = [0] * game.players
        for past in public["history"]:
            running = [a + b for a, b in zip(running, past["deltas"])]
            self.history.append(list(running))
        self.shown_scores = [float(v) for v in public["scores"]]
        self.shown_tie = [float(v) for v in self.tiebreak(public)]
        self.target_scores = list(public["scores"])
        self.target_tie = list(self.tiebreak(public))
        self.shift_shown = [list(c) for c in public["shift"]["cards"]]
        #: why the last worked shift went to its worker, as shown
        self.last_reason: str | None = None
        self.piles_shown: dict[int, int] = {}
        for pile in public["shifts"]:
            self.piles_shown[pile["worker"]] = self.piles_shown.get(pile["worker"], 0) + 1
        setup = getattr(game, "setup_events", None)
        if setup and not game.record()["actions"]:
            self.take(setup)
            self.dirty_save = False  # nothing to save before the first move (quitting saves anyway)

    def leave(self) -> None:
        super().leave()
        hand_back(self._layer[1] if self._layer else None, self._ground[1] if self._ground else None)
        self._layer = self._ground = None

    def enter(self) -> None:
        super().enter()
        # paint the panels, tracks and reference sheet now, not in the first frame
        self.draw(self.app.screen)

    # -- art and geometry -------------------------------------------------------------------
    def make_art(self) -> CardArt:
        return self.app.card_art("hounds", art.card_art)

    def palette(self) -> str:
        return "colourblind" if self.app.settings.colourblind else "standard"

    def me(self) -> int | None:
        return self.viewer if isinstance(self.viewer, int) else None

    def bottom(self) -> int:
        return self.seat_at_bottom()

    def cover_area(self, size) -> pygame.Rect:
        """The hand-off panel stands where the chips do, just above the bottom stand (no
        stand holds a private card under the cover: the stands, their clues and the
        shift all stay in sight)."""
        g = self.geo()
        stand = g.stands[self.bottom()].box
        return pygame.Rect(stand.left, g.bar_bottom - 1, stand.w, 1)

    def geo(self) -> Geometry:
        size = self.area_size()
        key = (size, self.match.players, self.bottom(), self.app.settings.card_scale)
        if self._geo is None or self._geo[0] != key:
            self._geo = (key, Geometry(size, self.match.players, self.bottom(), self.app.settings.card_scale))
            self._bars_placed = None
        return self._geo[1]

    @staticmethod
    def tiebreak(view) -> list[int]:
        return view["walked_value"] if view["mode"] == "single" else view["badness"]

    # -- what the viewer may do ---------------------------------------------------------------
    def my_turn(self, view) -> bool:
        me = self.me()
        return me is not None and me in view["to_act"] and self.choosing_now()

    def holding_look(self) -> bool:
        return bool(self.look and self.look["hold"])

    def sync_bars(self, view) -> None:
        """Rebuild the chip rows when the state, the viewer or the clue target changed."""
        if not self.my_turn(view):
            key = None
        else:
            if view["phase"] == "clue":
                owed = {a.target for a in self.match.legal_actions(self.me())}
                if self.clue_target not in owed:
                    self.clue_target = choices.default_target(self.match, view, self.me())
            # (the view itself is in the key: the chips are always those of the view drawn)
            key = (self.match.step, self.viewer, self.clue_target, id(view), view["phase"])
        if key == self._bars_for and (key is not None or not self.bars):
            return
        self._bars_for = key
        self._bars_placed = None
        rows = choices.rows(self.match, view, self.me(), self.clue_target) if key else []
        while len(self.bars) < len(rows):
            self.bars.append(ChoiceBar())
        del self.bars[len(rows):]
        for bar, (prompt, chips) in zip(self.bars, rows):
            bar.set(chips, prompt)
            if chips and not chips[bar.focus].enabled:  # keep the keyboard on something choosable
                bar.focus = next((i for i, c in enumerate(chips) if c.enabled), bar.focus)
        self.bar_focus = min(self.bar_focus, max(0, len(self.bars) - 1))
        if view["phase"] == "clue" and len(self.bars) > 1:
            self.bar_focus = len(self.bars) - 1

    def place_bars(self) -> None:
        g = self.geo()
        key = (self._bars_for, g.size, tuple(len(b.chips) for b in self.bars))
        if key == self._bars_placed:
            return
        self._bars_placed = key
        bottom = g.bar_bottom
        for bar in reversed(self.bars):
            bar.place_above(bottom, g.size[0] // 2, g.size, g.bar_width)
            wide = fonts.font(look.text_size(g.size, 17), bold=True).size(bar.prompt)[0] + 24
            if wide > bar.box.w:  # the panel also holds the prompt
                bar.box.inflate_ip(wide - bar.box.w, 0)
            bottom = bar.box.top - max(4, round(6 * g.s))

    def focused_chip(self):
        if not self.bars:
            return None
        bar = self.bars[min(self.bar_focus, len(self.bars) - 1)]
        return bar.chips[bar.focus] if bar.chips else None

    # -- layout -------------------------------------------------------------------------------
    def layout(self, view, size) -> list[Placement]:
        g = self.geo()
        self.sync_bars(view)
        me = self.me()
        acting = self.my_turn(view)
        phase = view["phase"]
        slot_phase = acting and phase in SLOT_PHASES
        legal_slots = set()
        if slot_phase:
            for action in self.match.legal_actions(me):
                if hasattr(action, "slot"):
                    legal_slots.add(action.slot)
        focus_slot = choices.slot_of(self.focused_chip()) if slot_phase else None
        out: list[Placement] = []
        count = view["dead_hand"]
        for i in range(min(3, count)):
            out.append(Placement(f"dead:{i}", None, g.dead.move(-i * 2, -i * 2)))
        if not self.single and phase != "over" and (view["cerberus"] is None or view["cerberus"]["slot"] is None):
            out.append(Placement("cerb", "CE", g.cerberus.copy(), action=("cerb",)))
        if view["cerberus"] is not None and view["cerberus"]["slot"] is not None:
            out.append(Placement("aside", None, g.aside.copy()))
        for stand in view["stands"]:
            seat = stand["seat"]
            block = g.stands[seat]
            own = seat == me
            for k, slot in enumerate(stand["slots"]):
                if slot["empty"]:
                    continue
                legal = own and k in legal_slots
                out.append(Placement(f"slot:{seat}:{k}", slot["card"], block.slots[k].copy(), legal=legal,
                                     dim=slot_phase and own and not legal, focus=own and k == focus_slot,
                                     action=(seat, k)))
        made: dict[int, int] = {}
        for pile in view["shifts"]:
            worker = pile["worker"]
            i = made.get(worker, 0)
            made[worker] = i + 1
            out.append(Placement(f"pile:{worker}:{i}", None, g.stands[worker].pile_rect(i)))
        for i, (seat, card) in enumerate(view["shift"]["cards"]):
            out.append(Placement(f"shift:{seat}", card, g.shift_rect(i)))
        return out

    # -- drawing ------------------------------------------------------------------------------
    def view(self) -> dict:
        """The viewer's view, made once per state (it is drawn every frame)."""
        if self.held_view is not None:
            return self.held_view
        key = (self.match.step, self.viewer)
        if self._view_for != key:
            self._view = super().view()
            self._view_for = key
        return self._view

    def draw(self, surface) -> None:
        """The still table is painted once per state into a layer; each frame blits it and
        draws only what moves (flights, banners, chips, the memory look) over it."""
        trace.note(viewer=self.viewer, addressed=self.addressed())
        looks = (self.palette(), self.app.settings.card_scale)
        if looks != self._looks:  # the settings changed under the pause menu
            self._looks = looks
            if self.art.palette != self.palette():
                self.art = self.make_art()
            self.touch()
        view = self.view()
        placements = self.placements()
        hidden = self.motion.hidden()
        size = surface.get_size()
        key = (self._layout_for, frozenset(hidden), tuple(round(v, 2) for v in self.shown_scores),
               tuple(round(v, 2) for v in self.shown_tie), self.palette())
        if self._layer is None or self._layer[0] != key or self._layer[1].get_size() != size:
            layer = self._layer[1] if self._layer and self._layer[1].get_size() == size else None
            if layer is None:
                layer = screen_surface(size)
            layer.blit(self.ground(size, view), (0, 0))
            self.draw_table(layer, view)
            self.draw_cards(layer, placements)
            g = self.geo()
            self.draw_markers(layer, view, g, hidden)
            self.draw_piles(layer, view, g, hidden)
            self._layer = (key, layer)
        surface.blit(self._layer[1], (0, 0))
        self.motion.draw(surface, self.art)
        self.draw_over(surface, view)
        self.draw_hud(surface)

    def tracks(self, view) -> Tracks:
        g = self.geo()
        tie = self.tiebreak(view)
        key = (g.size, self.single, tuple(self.target_scores), tuple(tie), g.tracks.topleft, g.tracks.size)
        if self._tracks is None or self._tracks[0] != key:
            self._tracks = (key, Tracks(g.tracks, g.size, self.single, self.target_scores, tie))
        return self._tracks[1]

    def ground(self, size, view) -> pygame.Surface:
        """The felt, the panels and the empty stands: the same for many states."""
        g = self.geo()
        tracks = self.tracks(view)
        key = (size, self._geo[0], self.single, tracks.score_range, tracks.tie_range, self.palette(), view["round"],
               view["leader"], view["baddog"])
        if self._ground is None or self._ground[0] != key:
            surf = screen_surface(size)
            surf.blit(felt(size), (0, 0))
            surf.blit(tracks.background(), g.tracks.topleft)
            draw_reference(surf, g.sheet, view, self.palette())
            for block in g.stands.values():
                frame = block.box.inflate(8, 6)
                surf.blit(stand_panel(frame.size), frame.topleft)
                for ledge in block.ledges():
                    pygame.draw.rect(surf, LEDGE, ledge, border_radius=4)
                    pygame.draw.rect(surf, art.darker(LEDGE, 40), ledge, width=1, border_radius=4)
            self._ground = (key, surf)
        return self._ground[1]

    def draw_table(self, surface, view) -> None:
        """Over the ground: meeples, the turn, labels, empty slots, the middle."""
        g = self.geo()
        self.tracks(view).draw_meeples(surface, self.shown_scores, self.shown_tie)
        for stand in view["stands"]:
            self.draw_stand(surface, view, stand, g)
        self.draw_middle(surface, view, g)

    def draw_stand(self, surface, view, stand, g: Geometry) -> None:
        seat = stand["seat"]
        block = g.stands[seat]
        ts = look.text_size(g.size, 15 if block.own else 14)
        if view["turn"] == seat and view["phase"] != "over":
            pygame.draw.rect(surface, look.GOLD, block.box.inflate(8, 6), width=3, border_radius=10)
        for k, slot in enumerate(stand["slots"]):
            if slot["empty"]:
                pygame.draw.rect(surface, look.FELT_LIGHT, block.slots[k], width=1, border_radius=max(3, block.card_w // 10))
        names = view["names"]
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        name = names[seat] + (" (you)" if block.own and self.me() == seat else "")
        x = block.label.left + 2
        img = fonts.text(name, ts, colour, bold=True)
        surface.blit(img, (x, block.label.top))
        x += img.get_width() + 6
        for text, tint in self.stand_notes(view, stand):
            piece = fonts.text(text, ts, tint, bold=tint == look.GOLD)
            if x + piece.get_width() > block.box.right + 4:
                break
            surface.blit(piece, (x, block.label.top))
            x += piece.get_width() + 8

    def stand_notes(self, view, stand) -> list[tuple[str, tuple]]:
        seat = stand["seat"]
        notes = []
        if view["leader"] == seat:
            notes.append(("leader", look.GOLD))
        if view["dealer"] == seat:
            notes.append(("dealer", look.GOLD))
        promise = view["promises"][seat]
        if promise is not None:
            notes.append((f"promised {promise} · worked {view['worked'][seat]}", look.INK))
        elif view["leader"] != seat and view["phase"] in ("clue", "baddog"):
            notes.append((f"clues {stand['clues']}/3", look.INK_DIM))
        if seat == self.me() and any(s["hidden"] for s in stand["slots"]):
            notes.append(("your cards face away from you", look.INK_DIM))
        return notes

    def draw_middle(self, surface, view, g: Geometry) -> None:
        ts = look.text_size(g.size, 13)
        if view["dead_hand"]:
            img = fonts.text(f"Dead hand {view['dead_hand']}", ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(g.dead.centerx, g.dead.bottom + 2)))
        if not self.single and view["phase"] != "over" and (view["cerberus"] is None or view["cerberus"]["slot"] is None):
            img = fonts.text("Cerberus", ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(g.cerberus.centerx, g.cerberus.bottom + 2)))
        if view["cerberus"] is not None and view["cerberus"]["slot"] is not None:
            img = fonts.text("Set aside", ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(g.aside.centerx, g.aside.bottom + 2)))
        if view["phase"] == "play" or self.shift_shown:
            shift = view["shift"]
            label = f"Shift {shift['number']} of 5"
            if view["phase"] == "play":
                label += f" · {view['names'][shift['lead']]} leads"
            img = fonts.text(label, ts + 1, look.INK, bold=True)
            surface.blit(img, img.get_rect(midbottom=(g.size[0] // 2, g.shift_top - 4)))
        cards = view["shift"]["cards"]
        hardest = max(range(len(cards)), key=lambda i: RANK[cards[i][1]]) if cards else None
        hidden = self.motion.hidden()
        for i, (seat, card) in enumerate(cards):
            if f"shift:{seat}" in hidden:
                continue
            rect = g.shift_rect(i)
            top = i == hardest
            name = fonts.text(view["names"][seat], ts, look.GOLD if top else look.INK, bold=top)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 3)))

    def draw_over(self, surface, view) -> None:
        """What changes between two states: the memory look, the clue preview, the chips."""
        g = self.geo()
        self.draw_look(surface, view, g)
        if self.my_turn(view) and view["phase"] == "clue":
            for seat, k in choices.marked_slots(view, self.focused_chip()):
                rect = g.stands[seat].slots[k]
                pygame.draw.rect(surface, look.GOLD, rect.inflate(6, 6), width=3, border_radius=8)
        cards = view["shift"]["cards"]
        if len(cards) > 1 and not self.motion.busy:
            i = max(range(len(cards)), key=lambda j: RANK[cards[j][1]])
            pygame.draw.rect(surface, look.GOLD, g.shift_rect(i).inflate(6, 6), width=3, border_radius=8)
        self.sync_bars(view)
        if self.bars:
            self.place_bars()
            for i, bar in enumerate(self.bars):
                bar.draw(surface, focused=i == self.bar_focus)
        for img, rect in self.status_lines(view):
            pygame.draw.rect(surface, look.PANEL, rect.inflate(16, 6), border_radius=8)
            surface.blit(img, rect)

    def status_lines(self, view) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The status (whose move it is, a memory-mode clue to remember) as lines over the
        chips or the own stand, each line's panel (3 px past its words) clear of the
        stand's frame."""
        text = self.status(view)
        if not text:
            return []
        g = self.geo()
        ts = look.text_size(g.size, 17)
        bottom = (self.bars[0].box.top if self.bars else g.bar_bottom) - 6
        out = []
        screen = pygame.Rect((0, 0), g.size)
        for line in reversed(fonts.wrap(text, ts, g.bar_width, bold=True)):
            img = fonts.text(line, ts, look.INK, bold=True)
            rect = img.get_rect(midbottom=(g.size[0] // 2, bottom)).clamp(screen)
            out.append((img, rect))
            bottom = rect.top - 3
        return out[::-1]

    def draw_markers(self, surface, view, g: Geometry, hidden) -> None:
        palette = self.palette()
        me = self.me()
        own_numbers = self.my_turn(view) and view["phase"] in SLOT_PHASES
        for stand in view["stands"]:
            seat = stand["seat"]
            block = g.stands[seat]
            size = max(14, round(block.card_w * 0.4))
            for k, slot in enumerate(stand["slots"]):
                if slot["empty"] or f"slot:{seat}:{k}" in hidden:
                    continue
                rect = block.slots[k]
                self.draw_tokens(surface, rect, slot["clue_hound"], slot["clue_number"], size, palette)
                if slot["mops"]:
                    marker = art.mops_marker(size, palette)
                    surface.blit(marker, marker.get_rect(topright=(rect.right - 1, rect.top + 1)))
                if own_numbers and seat == me:
                    tag = fonts.text(str(k + 1), max(11, size * 2 // 3), look.INK, bold=True)
                    pill = tag.get_rect().inflate(10, 2)
                    pill.midtop = (rect.centerx, rect.top + 2)  # over the card's top edge, not its portrait
                    pygame.draw.rect(surface, (*look.PANEL,), pill, border_radius=pill.h // 2)
                    surface.blit(tag, tag.get_rect(center=pill.center))

    @staticmethod
    def draw_tokens(surface, rect, hound, number, size, palette, alpha=255) -> None:
        """Clue tokens sit on the slot's sides, level with the portrait: hound left, number
        right (clear of the name along the bottom and the numbers in the corners)."""
        y = rect.top + round(rect.h * 0.6) - size // 2
        if hound is not None:
            img = art.hound_token(hound, size, palette)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, (rect.left + 1, y))
        if number is not None:
            img = art.number_token(number, size)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, (rect.right - size - 1, y))

    def draw_piles(self, surface, view, g: Geometry, hidden) -> None:
        made: dict[int, int] = {}
        for pile in view["shifts"]:
            worker = pile["worker"]
            i = made.get(worker, 0)
            made[worker] = i + 1
            promise = view["promises"][worker]
            if promise is not None and i < promise and f"pile:{worker}:{i}" not in hidden:
                rect = g.stands[worker].pile_rect(i)
                cube = art.cube(max(7, rect.w // 2))
                surface.blit(cube, cube.get_rect(center=rect.center))
        for seat, promise in enumerate(view["promises"]):
            if promise is None:
                continue
            loose = promise - view["worked"][seat]
            block = g.stands[seat]
            size = max(7, block.pile_w // 2)
            per_row = max(1, block.cubes.w // (size + 2))
            for j in range(max(0, loose)):
                x = block.cubes.left + (j % per_row) * (size + 2)
                y = block.cubes.top + (j // per_row) * (size + 2)
                surface.blit(art.cube(size), (x, y))

    def draw_look(self, surface, view, g: Geometry) -> None:
        """Memory mode: the clue just given, for a few seconds only."""
        clue = view.get("recent_clue")
        if not clue or not self.look or self.look["step"] != self.match.step:
            return
        left = self.look["left"]
        alpha = 255 if left > 1.0 else max(0, round(255 * left))
        block = g.stands[clue["target"]]
        size = max(14, round(block.card_w * 0.4))
        for k, hound, number in clue["tokens"]:
            rect = block.slots[k]
            pygame.draw.rect(surface, look.GLOW, rect.inflate(6, 6), width=2, border_radius=8)
            self.draw_tokens(surface, rect, hound, number, size, self.palette(), alpha)

    def status(self, view) -> str:
        if self.waits_for_a_click() and not self.handing_off:
            return GO_ON
        if view["phase"] == "over" or self.held_view is not None or self.handing_off:
            return ""  # the game-over pop-up says it; a finished round is only being shown; the cover names who is next
        if self.holding_look() and self.viewer == self.look["target"] and view.get("recent_clue"):
            words = clue_words(view["recent_clue"], view["names"])
            return f"{words}.\nRemember it: gone in {max(0, self.look['left']):.0f} s (click to go on)"
        if self.my_turn(view):
            return ""
        turn = view["turn"]
        if turn is None:
            return ""
        return f"Waiting for {view['names'][turn]} to {PHASE_VERBS[view['phase']]}…"

    message_text = 18

    def message_place(self, size) -> dict:
        """A refusal sits just above the chips (the framework's place would cover them)."""
        bottom = self.bars[0].box.top - 8 if self.bars else self.geo().bar_bottom - look.text_size(size, 17) * 2
        return {"midbottom": (size[0] // 2, bottom)}

    def message_cover(self) -> pygame.Rect | None:
        """With no free felt (a small window), a refusal lies over the upper chips (whom a
        clue is for), never over the chips being chosen from."""
        live = [bar.box for bar in self.bars if bar.active]
        return live[0] if len(live) > 1 else None

    def message_obstacles(self) -> list[pygame.Rect]:
        """Stands, the chips, the dead hand and Cerberus (with their names under them) and
        the panels: a refusal finds free felt."""
        g = self.geo()
        out = [stand.box for stand in g.stands.values()] + [bar.box for bar in self.bars if bar.active]
        font = fonts.font(look.text_size(g.size, 13))
        for card, name in ((g.dead, "Dead hand 10"), (g.cerberus, "Cerberus"), (g.aside, "Set aside")):
            label = pygame.Rect((0, 0), font.size(name))
            label.midtop = (card.centerx, card.bottom + 2)
            out.append(card.union(label))
        return out + [g.tracks, g.sheet]

    def message_width(self, size) -> int:
        """A refusal's lines stay between side stands that reach down beside the chips
        (36 is the box's padding)."""
        g = self.geo()
        widest = super().message_width(size)
        return min(widest, g.middle.w - 36 - 16) if g.side_rows == 2 else widest

    # -- input ---------------------------------------------------------------------------------
    def say(self, text: str, seconds: float = 3.5) -> None:
        super().say(in_words(choices.people_words(text)), seconds)

    def move_words(self, seat, notation: str) -> str:
        return move_words(notation, self.match.names)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.bars and not self.replaying:
            for i, bar in enumerate(self.bars):
                chip = None
                for j, rect in enumerate(bar.rects):
                    if rect.collidepoint(event.pos):
                        chip = j
                if chip is not None and (bar.focus != chip or self.bar_focus != i):
                    bar.focus = chip
                    self.bar_focus = i
                    self.touch()
            return False
        return super().handle(event)

    def choose(self, chip) -> None:
        if not chip.enabled:
            self.say(chip.reason or "That is not allowed now")
            self.app.audio.play("error")
            return
        if isinstance(chip.action, tuple) and chip.action[0] == "target":
            self.clue_target = chip.action[1]
            self._bars_for = None
            self.touch()
            return
        self.act(self.me(), chip.action)

    def end_look(self) -> bool:
        if self.holding_look() and self.viewer == self.look["target"]:
            self.look = None
            self.touch()
            return True
        return False

    def on_click(self, pos, placement) -> None:
        if self.end_look():
            return
        view = self.view()
        for i, bar in enumerate(self.bars):
            if bar.contains(pos):
                self.bar_focus = i
                chip = bar.click(pos)
                if chip:
                    self.choose(chip)
                return
        if placement is None:
            return
        if not self.my_turn(view):
            turn = view["turn"]
            if turn is not None and placement.key.startswith("slot:"):
                self.say(f"It is {view['names'][turn]}'s turn to {PHASE_VERBS[view['phase']]}")
            return
        phase = view["phase"]
        me = self.me()
        if not placement.key.startswith("slot:"):
            self.say("Choose from the buttons above your stand")
            return
        seat, k = placement.action
        if phase in SLOT_PHASES:
            if seat != me:
                self.say("Choose one of the cards in your own stand, at the bottom")
                return
            words = {"discard": "discard", "trade": "trade", "play": "play"}[phase]
            self.act(me, f"{words} {k}")
        elif phase == "clue":
            if seat in choices.clue_targets(view, me):
                self.clue_target = seat
                self._bars_for = None
                self.sync_bars(view)
                bar = self.bars[-1]
                for j, chip in enumerate(bar.chips):
                    if chip.label == f"Slot {k + 1}":
                        bar.focus = j
                self.bar_focus = len(self.bars) - 1
                self.touch()
            else:
                self.say("The shift leader gives no clue to themself" if seat == me else
                         "Choose a clue from the buttons above your stand")
        elif phase == "cerberus":
            self.act(me, f"cerberus {seat}")
        else:
            self.say("Choose from the buttons above your stand")

    def on_key(self, event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.end_look():
            return True
        view = self.view()
        if not self.my_turn(view):
            return False
        self.sync_bars(view)
        if not self.bars:
            return False
        phase = view["phase"]
        if event.key in DIGITS:
            d = DIGITS[event.key]
            bar = self.bars[-1]
            index = {"promise": d, "discard": d - 1, "play": d - 1, "trade": d}.get(phase)
            if index is not None and 0 <= index < len(bar.chips) and not (phase == "trade" and d == 0):
                bar.focus = index
                self.choose(bar.chips[index])
                return True
            return False
        if event.key in (pygame.K_UP, pygame.K_DOWN) and len(self.bars) > 1:
            step = -1 if event.key == pygame.K_UP else 1
            self.bar_focus = (self.bar_focus + step) % len(self.bars)
            self.touch()
            return True
        bar = self.bars[min(self.bar_focus, len(self.bars) - 1)]
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            bar.key(event)
            self.touch()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            chip = bar.key(event)
            if chip:
                self.choose(chip)
            return True
        return False

    # -- memory mode and hand-offs ---------------------------------------------------------------
    def next_human(self) -> int | None:
        if self.holding_look():
            return self.look["target"]
        return super().next_human()

    def addressed(self) -> list[int]:
        """During a memory-mode look the screen speaks to the person remembering the clue."""
        if self.holding_look():
            return [self.look["target"]]
        return super().addressed()

    def handoff_note(self, seat: int) -> str:
        if self.holding_look() and seat == self.look["target"]:
            return "A clue for you to remember (memory mode)"
        return ""

    def set_focus_state(self, state) -> None:
        super().set_focus_state(state)
        self._bars_for = None  # the rows of chips are set again, with this person's focus

    def check_handoff(self) -> None:
        before = self.handing_off
        super().check_handoff()
        if self.handing_off and not before:
            # nothing said to one person may stay on screen for the next
            self.message = None
            self.message_left = 0.0
            self.clue_target = None
            self._bars_for = None

    def run_bots(self) -> None:
        if self.holding_look():
            return
        super().run_bots()

    def update(self, dt: float) -> None:
        self.ease_tracks(dt)
        look_ = self.look
        if look_ is not None:
            if look_["step"] != self.match.step:
                self.look = None
            elif not self.motion.busy and self.app.stack.top is self and \
                    (not look_["hold"] or self.viewer == look_["target"]):
                look_["left"] -= dt
                if look_["left"] <= 0:
                    self.look = None
                    self.touch()
        super().update(dt)

    def ease_tracks(self, dt: float) -> None:
        rate = min(1.0, dt * 5)
        for shown, target in ((self.shown_scores, self.target_scores), (self.shown_tie, self.target_tie)):
            for i, goal in enumerate(target):
                gap = goal - shown[i]
                shown[i] = goal if abs(gap) < 0.02 else shown[i] + gap * rate

    # -- animation -------------------------------------------------------------------------------
    def banner(self, text: str, centre, base: int = 20, duration: float = 1.0) -> Banner:
        """A banner near ``centre`` in free felt: beside, under or over the stand it is
        about rather than on its cards, never on the shift, the panels or the chips."""
        g = self.geo()
        size = look.text_size(g.size, base)
        font = fonts.font(size, bold=True)
        box = (font.size(text)[0] + size * 2, font.get_linesize() + size // 2 + 6)
        spot = free_spot(box, self.banner_spots(centre, box), self.banner_obstacles(), pygame.Rect((0, 0), g.size))
        if spot is None:
            half = box[0] // 2 + 4
            spot = (max(half, min(g.size[0] - half, centre[0])), max(size, min(g.size[1] - size, centre[1])))
        return Banner(duration=duration, text=text, centre=spot, size=size)

    def banner_obstacles(self) -> list[pygame.Rect]:
        g = self.geo()
        out = [block.box.inflate(8, 6) for block in g.stands.values()]
        out += [g.shift_rect(i) for i in range(self.match.players)]
        # the shift's line above its cards ("Shift 2 of 5 · Bo leads")
        label_h = fonts.font(look.text_size(g.size, 13) + 1, bold=True).get_linesize()
        out.append(pygame.Rect(g.size[0] // 4, g.shift_top - 4 - label_h, g.size[0] // 2, label_h))
        # the dead hand, Cerberus and the card set aside, each with its name line under it
        name_h = fonts.font(look.text_size(g.size, 13)).get_linesize() + 2
        out += [place.inflate(max(0, round(place.w * 0.8)), 0).union(place.move(0, name_h))
                for place in (g.dead, g.cerberus, g.aside)]
        out += [g.tracks, g.sheet]
        out += [bar.box for bar in self.bars] + self.covered_place()
        # the status line's place (whose turn it is), just above the chips or the own stand
        line_h = fonts.font(look.text_size(g.size, 17), bold=True).get_linesize() + 3
        status = pygame.Rect(0, 0, g.bar_width + 16, 2 * line_h + 6)
        status.midbottom = (g.size[0] // 2, self.bars[0].box.top - 6 if self.bars else g.bar_bottom)
        return out + [status]

    def banner_spots(self, centre, box) -> list[tuple[int, int]]:
        """Places to try, nearest the point first: round a stand when the point is one,
        then out from the point towards the middle of the table."""
        g = self.geo()
        spots = []
        for block in g.stands.values():
            if block.box.collidepoint(centre):
                b = block.box.inflate(8, 6)
                half_w, half_h = box[0] // 2 + 2, box[1] // 2 + 2
                spots += [(b.centerx, b.bottom + half_h), (b.centerx, b.top - half_h),
                          (b.right + half_w, b.centery), (b.left - half_w, b.centery)]
        mx, my = g.size[0] // 2, g.shift_top + card_height(g.shift_w) // 2
        for k in range(1, 13):
            t = k / 12
            spots.append((round(centre[0] + (mx - centre[0]) * t), round(centre[1] + (my - centre[1]) * t)))
        for dy in range(0, g.size[1] // 2, max(4, g.size[1] // 80)):
            spots += [(mx, my - dy), (mx, my + dy)]
        return spots

    def caption_point(self) -> tuple[int, int]:
        """Where the reason for a worked shift goes: just under the shift's names."""
        g = self.geo()
        return g.size[0] // 2, g.shift_top + card_height(g.shift_w) + look.text_size(g.size, 13) * 3

    def seat_point(self, seat: int) -> tuple[int, int]:
        box = self.geo().stands[seat].box
        return box.centerx, box.centery

    def middle_point(self) -> tuple[int, int]:
        g = self.geo()
        return g.size[0] // 2, g.shift_top + card_height(g.shift_w) // 2

    def old_piles(self, before) -> list[Hold]:
        return [Hold(duration=0.0, face=None, rect=p.rect.copy()) for key, p in before.items() if key.startswith("pile:")]

    def animate(self, event, before) -> None:
        g = self.geo()
        kind = event.kind
        data = event.data
        names = self.match.names
        if kind == "deal":
            self.shift_shown = []
            self.piles_shown = {}
            flights = []
            i = 0
            for p in self.placements():
                if p.key.startswith("slot:"):
                    flights.append(Flight(duration=0.28, delay=0.03 * i, hides=(p.key,), face=p.face,
                                          start=g.dead.copy(), end=p.rect.copy(), flip=p.face is not None,
                                          on_start=(lambda: self.app.audio.play("deal")) if i % 4 == 0 else None))
                    i += 1
            lead = data["leader"]
            text = f"Round {data['round']}: {names[lead]} is the shift leader" if lead is not None \
                else f"{names[data['dealer']]} deals the single round"
            self.motion.then(*flights)
            self.motion.then(self.banner(text, self.middle_point(), 22, 1.2))
        elif kind == "baddog":
            self.motion.then(self.banner(f"The bad dog: {HOUND_NAMES[data['hound']]}", self.middle_point(), 24, 1.1))
        elif kind == "clue":
            self.motion.then(self.banner(clue_words(data, names), self.seat_point(data["target"]), 18, 1.0))
            if self.memory and not self.replaying:
                self.look = {"target": data["target"], "left": LOOK_SECONDS, "step": self.match.step,
                             "hold": data["target"] in self.humans}
        elif kind == "cerberus_assigned":
            seat = data["seat"]
            text = f"{names[seat]} keeps Cerberus" if seat == data["leader"] else f"Cerberus goes to {names[seat]}"
            self.motion.then(self.banner(text, self.seat_point(seat), 22, 1.0))
        elif kind == "discard":
            key = f"slot:{data['seat']}:{data['slot']}"
            start = before[key].rect.copy() if key in before else g.stands[data["seat"]].slots[data["slot"]].copy()
            self.motion.then(Flight(duration=0.4, face=None, start=start, end=g.aside.copy(), hides=(key, "aside")))
        elif kind == "cerberus_placed":
            key = f"slot:{data['seat']}:{data['slot']}"
            end = g.stands[data["seat"]].slots[data["slot"]].copy()
            self.motion.then(Flight(duration=0.45, face="CE", start=g.cerberus.copy(), end=end, hides=(key,),
                                    on_start=lambda: self.app.audio.play("play")))
        elif kind == "trade":
            seat, k = data["seat"], data["slot"]
            if k is None:
                self.motion.then(self.banner(f"{names[seat]} keeps their cards", self.seat_point(seat), 18, 0.7))
                return
            key = f"slot:{seat}:{k}"
            slot = g.stands[seat].slots[k].copy()
            start = before[key].rect.copy() if key in before else slot
            self.motion.then(Flight(duration=0.35, face=None, start=start, end=g.dead.copy(), hides=(key,)),
                             self.banner(f"{names[seat]} trades slot {k + 1}", self.seat_point(seat), 18, 0.7))
            self.motion.then(Flight(duration=0.35, face=None, start=g.dead.copy(), end=slot, hides=(key,)))
        elif kind == "trades_revealed":
            flips = []
            now = {p.key: p for p in self.placements()}
            for owner, k in data["slots"]:
                p = now.get(f"slot:{owner}:{k}")
                if p is not None and p.face is not None:
                    flips.append(Flight(duration=0.45, face=p.face, start=p.rect.copy(), end=p.rect.copy(),
                                        flip=True, hides=(p.key,)))
            if data["slots"]:
                self.motion.then(*flips, self.banner("The traded cards are turned", self.middle_point(), 18, 0.8))
        elif kind == "promise":
            seat = data["seat"]
            shifts = data["promise"]
            self.motion.then(self.banner(f"{names[seat]} promises {shifts} shift{'s' if shifts != 1 else ''}",
                                         self.seat_point(seat), 18, 0.8))
        elif kind == "play":
            seat, k = data["seat"], data["slot"]
            key = f"slot:{seat}:{k}"
            index = len(self.shift_shown)
            holds = [Hold(duration=0.0, face=c, rect=g.shift_rect(i)) for i, (_, c) in enumerate(self.shift_shown)]
            if data["shift"] == 5 and index + 1 == self.match.players:
                holds += self.old_piles(before)
            old = before.get(key)
            start = old.rect.copy() if old else g.stands[seat].slots[k].copy()
            flip = old is None or old.face is None
            self.motion.then(*holds, Flight(duration=0.32, face=data["card"], start=start, end=g.shift_rect(index),
                                            flip=flip, hides=(f"shift:{seat}",),
                                            on_start=lambda: self.app.audio.play("play")))
            self.shift_shown.append([seat, data["card"]])
        elif kind == "shift_worked":
            self.work_shift(data, before)
        elif kind == "round_scored":
            self.history.append(list(data["scores"]))
            scores = list(data["scores"])

            def move(scores=scores):
                self.target_scores = scores
            self.motion.then(Pause(duration=0.9, on_start=move))
        elif kind == "game_over":
            self.motion.then(self.banner(self.result_words(data), self.middle_point(), 22, 2.2))

    def work_shift(self, data, before) -> None:
        g = self.geo()
        names = self.match.names
        worker = data["seat"]
        cards = data["cards"]
        last = data["shift"] == 5
        old = self.old_piles(before) if last else []
        hold = self.hold_seconds()
        holds = [Hold(duration=hold, face=c, rect=g.shift_rect(i)) for i, (_, c) in enumerate(cards)]
        text = shift_reason(data, names, self.match.view(None)["baddog"])
        self.last_reason = text
        # the finished shift stays, with why, until the setting's time is up or a click
        size, width = look.text_size(g.size, 18), round(g.size[0] * 0.5)
        box = Caption.box(text, size, width)
        names_below = self.banner_obstacles() + [g.shift_rect(i).inflate(0, look.text_size(g.size, 13) * 4)
                                                 for i in range(self.match.players)]
        spot = free_spot(box.size, self.banner_spots(self.caption_point(), box.size), names_below,
                         pygame.Rect((0, 0), g.size)) or self.caption_point()
        self.motion.then(*holds, *old, Caption(duration=hold, text=text, centre=spot, size=size, width=width))
        i = self.piles_shown.get(worker, 0)
        self.piles_shown[worker] = i + 1
        target = g.stands[worker].pile_rect(i)
        total = data["badness_total"]

        def landed(seat=worker, total=total):
            if not self.single:
                self.target_tie[seat] = total
            else:
                self.target_tie = list(self.tiebreak(self.match.view(None)))
        flights = [Flight(duration=0.4, delay=0.05 * j, face=c, start=g.shift_rect(j), end=target.copy(),
                          hides=(f"pile:{worker}:{i}",)) for j, (_, c) in enumerate(cards)]
        flights[-1].on_done = landed
        self.motion.then(*flights, *[Hold(duration=0.0, face=h.face, rect=h.rect) for h in old])
        self.shift_shown = []
        if last:
            self.piles_shown = {}

    def result_words(self, result: dict) -> str:
        names = self.match.names
        parts = []
        winners = result["winners"]
        if winners:
            parts.append(" and ".join(names[s] for s in winners) + (" wins" if len(winners) == 1 else " share the win"))
        else:
            parts.append("Nobody wins")
        if result["houndmaster"] is not None:
            parts.append(f"{names[result['houndmaster']]} becomes Houndmaster")
        if result["fired"]:
            parts.append(", ".join(names[s] for s in result["fired"]) + " fired")
        return " · ".join(parts)

    # -- summaries ---------------------------------------------------------------------------------
    def round_over(self, event) -> None:
        data = event.data
        names = self.match.names
        view = self.match.view(None)
        tie = self.tiebreak(view)
        rows = []
        for row in data["rows"]:
            seat = row["seat"]
            delta = row["delta"]
            change = "exact" if delta == 0 else (f"+{delta} (overtime)" if delta > 0 else f"{delta} (slacked)")
            rows.append([names[seat], str(row["promise"]), str(row["worked"]), change, str(row["score"]), str(tie[seat])])
        note = ("Each shift worked beyond the promise moves a meeple up; each promised shift not worked moves it "
                "down. End on 0 or just above to win; below 0 means probation.")
        title = "The single round is scored" if self.single else f"Round {data['round']} results"
        self.app.stack.push(Summary(self.app, title, ["Player", "Promised", "Worked", "Change", "Score",
                                                      "Walked" if self.single else "Badness"], rows, note))

    def final_columns(self):
        result = self.match.result()
        tie = result["walked_value"] if self.single else result["badness"]
        cells = {}
        for seat in range(self.match.players):
            titles = []
            if seat in result["winners"]:
                titles.append("Winner")
            if seat == result["houndmaster"]:
                titles.append("Houndmaster")
            if seat in result["fired"]:
                titles.append("Fired")
            cells[seat] = [str(tie[seat]), ", ".join(titles) or "-"]
        return ["Walked" if self.single else "Badness", "Title"], cells

    def stat_score(self, seat: int, result: dict):
        score = result["scores"][seat]
        return None if score < 0 else score
