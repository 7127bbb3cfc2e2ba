"""The Heckin Hounds table: a card stand per player (faces towards whoever may see
them, backs otherwise, with clue tokens, Mops markers and Cerberus on the slots), the
dead hand, Cerberus and the shift in the middle, worked piles with promise cubes, the
score tracks and the reference sheet in the corners.

The person to act chooses from chips above their stand: the bad dog, the clue builder
(a target, then every clue with the disabled ones saying why), Cerberus's walker, the
blind discard, the trade, the promise and the play; the slot phases also take a click on
one of their own cards. Keyboard: Left/Right walk a row of chips, Up/Down change row,
Enter chooses; digits pick a promise or a slot. In memory mode a clue shows for a few
seconds; with several people the screen passes to the player clued so they can look.

The parts: where things sit (geometry.py), the stands with their clue tokens, Mops
markers and promise cubes (stands.py), the chips above the own stand and the input on
them (chips.py, the choices themselves in choices.py), clues and memory mode's look
(clues.py), the middle and the shift (shifts.py), where banners go (banners.py), the
score tracks and results (scores.py), and the still table painted in layers
(layers.py). This module puts them together: the layout, the status and messages, and
what each event of the game looks like."""
from __future__ import annotations

from game.language import _, ngettext
import pygame

from scenes.frame import fonts, look
from scenes.table.cards import CardArt
from scenes.table.controls import ChoiceBar
from scenes.hounds import art, choices
from scenes.hounds.banners import Banners
from scenes.hounds.chips import ChipRows
from scenes.hounds.clues import LOOK_SECONDS, ClueLook, clue_words
from scenes.hounds.geometry import Geometry
from scenes.hounds.layers import Layers
from scenes.hounds.scores import Scores
from scenes.hounds.shifts import Shifts
from scenes.hounds.stands import SLOT_PHASES, Stands
from scenes.hounds.words import in_words, move_words
from scenes.table.layout import Placement
from scenes.table.motion import Flight, Hold, Pause
from scenes.table.handoff import GO_ON
from scenes.table.scene import TableScene

from game.hounds import bots as _bots  # noqa: F401  (loaded with the menu, not in the frame that opens a table)
from game.hounds.cards import HOUND_NAMES, RANK
from game.hounds.game import PHASE_VERBS


class HoundsTable(Layers, Stands, ChipRows, ClueLook, Shifts, Banners, Scores, TableScene):
    pace = 0.8
    #: moments everyone sees ending on the public table (the cover comes up for them)
    public_moments = frozenset({"shift_worked", "round_scored"})
    connection_below_menu = True  # (its top stands reach the menu button)
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
            self.keeper.dirty = False  # nothing to save before the first move (quitting saves anyway)

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

    # -- what the viewer may do ---------------------------------------------------------------
    def my_turn(self, view) -> bool:
        me = self.me()
        return me is not None and me in view["to_act"] and self.choosing_now()

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
    def draw_table(self, surface, view) -> None:
        """Over the ground: meeples, the turn, labels, empty slots, the middle."""
        g = self.geo()
        self.tracks(view).draw_meeples(surface, self.shown_scores, self.shown_tie)
        for stand in view["stands"]:
            self.draw_stand(surface, view, stand, g)
        self.draw_middle(surface, view, g)

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

    def status(self, view) -> str:
        if self.waits_for_a_click() and not self.handing_off:
            return _(GO_ON)
        if view["phase"] == "over" or self.held_view is not None or self.handing_off:
            return ""  # the game-over pop-up says it; a finished round is only being shown; the cover names who is next
        if self.holding_look() and self.viewer == self.look["target"] and view.get("recent_clue"):
            words = clue_words(view["recent_clue"], view["names"])
            return _("{clue}.\nRemember it: gone in {seconds:.0f} s (click to go on)").format(clue=words, seconds=max(0, self.look['left']))
        if self.my_turn(view):
            return ""
        turn = view["turn"]
        if turn is None:
            return ""
        return _("Waiting for {name} to {doing}…").format(name=view['names'][turn], doing=_(PHASE_VERBS[view['phase']]))

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
        for card, name in ((g.dead, _("Dead hand {count}").format(count=10)), (g.cerberus, "Cerberus"), (g.aside, _("Set aside"))):
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

    def first_time_hint(self) -> str:
        """Who sees what this round, as each person will find it: the leader their own
        stand too, everyone else every stand but their own and the leader's."""
        view = self.match.view(None)
        leader = view.get("leader")
        if leader is None:
            sees = _("Everyone sees every stand but their own: the tokens on your own card backs are the clues "
                     "the others gave you.")
        else:
            name = self.match.names[leader]
            sees = _("{name} leads the shifts this round and sees every stand, their own too: they give the clues. "
                     "Everyone else sees every stand but their own and {name}'s: the tokens on your own card backs "
                     "are {name}'s clues.").format(name=name)
        return f"{sees} {_(self.entry.hint)}"

    # -- hand-offs and time ----------------------------------------------------------------------
    def check_handoff(self) -> None:
        before = self.handing_off
        super().check_handoff()
        if self.handing_off and not before:
            # nothing said to one person may stay on screen for the next
            self.message = None
            self.message_left = 0.0
            self.clue_target = None
            self._bars_for = None

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

    # -- animation -------------------------------------------------------------------------------
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
            text = _("Round {round}: {name} is the shift leader").format(round=data['round'], name=names[lead]) \
                if lead is not None else _("{name} deals the single round").format(name=names[data['dealer']])
            self.motion.then(*flights)
            self.motion.then(self.banner(text, self.middle_point(), 22, 1.2))
        elif kind == "baddog":
            self.motion.then(self.banner(_("The bad dog: {hound}").format(hound=HOUND_NAMES[data['hound']]), self.middle_point(), 24, 1.1))
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
                self.motion.then(self.banner(_("{name} keeps their cards").format(name=names[seat]), self.seat_point(seat), 18, 0.7))
                return
            key = f"slot:{seat}:{k}"
            slot = g.stands[seat].slots[k].copy()
            start = before[key].rect.copy() if key in before else slot
            self.motion.then(Flight(duration=0.35, face=None, start=start, end=g.dead.copy(), hides=(key,)),
                             self.banner(_("{name} trades slot {number}").format(name=names[seat], number=k + 1),
                                         self.seat_point(seat), 18, 0.7))
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
                self.motion.then(*flips, self.banner(_("The traded cards are turned"), self.middle_point(), 18, 0.8))
        elif kind == "promise":
            seat = data["seat"]
            shifts = data["promise"]
            self.motion.then(self.banner(ngettext("{name} promises {count} shift", "{name} promises {count} shifts",
                                                  shifts).format(name=names[seat], count=shifts),
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
