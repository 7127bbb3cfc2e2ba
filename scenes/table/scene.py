"""The table every game is played on. It owns what all four share: the game and
its bots on the game clock, the animation queue fed by events, the on-screen
message for refused moves, the hand-off between people, the autosave, the pause
menu, round summaries and the end of the game. Each game subclasses it and fills
in ``layout`` / ``draw_table`` / ``animate`` / input."""
from __future__ import annotations

import math
from contextlib import contextmanager

import pygame

from match import Match
from scenes.frame import fonts, look, trace
from storage import saves
from storage.keeper import Keeper
from scenes.table.cards import CardArt
from scenes.frame.felt import felt
from scenes.table.hinting import HintKey
from scenes.table.keys import KeyZones
from scenes.table.layout import RING, Placement, free_spot, hit, nearest_first
from scenes.table.motion import Hold, Motion, Pause, codes_in
from scenes.frame.stack import Scene
from scenes.table import takeback

MESSAGE_SECONDS = 3.5
#: what the status line (or the hand-off cover) says while a finished trick or shift is
#: held until a click: nobody is playing meanwhile
#: a finished trick held "until a click" (a day: nobody waits longer)
UNTIL_A_CLICK = 86400.0


class TableScene(Scene):
    #: seconds between two bot moves in a turn-based game (after animations end)
    pace = 0.8
    #: how far the keyboard's card lifts, as a share of its height (0: it stays put)
    focus_lift = 0.1
    #: seconds a played card takes to land (real-time: bots count from landing)
    settle = 0.35
    #: real-time games count down 3-2-1 at the start of each round
    countdown_seconds = 3.0
    #: bots think on a worker thread (tests may turn it off to be deterministic)
    threaded_bots = True
    #: the pause menu offers Undo (not at a table where everyone plays against the clock)
    offers_undo = True

    def __init__(self, app, game, seats: list[saves.Seat], replaying: bool = False):
        """``game``: the match this table is a client of (its authority, in this process
        or across a network: the table cannot tell), or an engine game, for which a match
        in this process is made with ``seats``."""
        super().__init__(app)
        from scenes.catalog import CATALOG

        self.threaded_bots = self.threaded_bots  # fixed for this table's life (its bots and hints)
        if isinstance(game, Match) or hasattr(game, "act"):
            self.match = game
        else:
            self.match = Match(game, seats, threaded=self.threaded_bots, settle=self.settle,
                               pace=0.0 if game.real_time else self.pace)
        for notice in self.match.notices:
            app.notices.append(notice)
        self.match.notices.clear()
        self.seats = seats
        self.entry = CATALOG[self.match.id]
        #: the match is a room at a server: the server keeps it (no autosave, no undo,
        #: no restart here) and its connection's state shows on the table
        self.online = bool(getattr(self.match, "remote", False))
        if self.online:
            self.offers_undo = False
        #: a replay drives the game itself: no bots, no hand-offs, no saving
        self.replaying = replaying
        #: opened from a save (no first-time hint then)
        self.resumed = False
        self.humans = [i for i, s in enumerate(seats) if s.human]
        self.clock = self.match.now
        self.motion = Motion(lambda: app.settings.animation_factor)
        self.art = self.make_art()
        self.message: str | None = None
        self.message_rect = pygame.Rect(0, 0, 0, 0)  # where the message box was last drawn
        self.message_covering = False  # ... and whether it lies over a control
        self.message_left = 0.0
        #: whose private view is drawn: a seat, None (the public table, under a cover or
        #: while nobody's cards may show) or "all" (a shared real-time screen). With two
        #: or more people every way into a table starts on the public table, covered.
        self.viewer: int | str | None = None if len(self.humans) >= 2 else (self.humans[0] if self.humans else None)
        #: the seat drawn at the bottom while no private view is shown: the person who
        #: looked last (the table does not turn round under a cover)
        self.facing: int | None = self.humans[0] if self.humans else None
        #: the person who had the screen last (None: nobody yet, or not known after a
        #: load); the screen goes back to them without a pass when they act next
        self.last_looker: int | None = self.viewer if isinstance(self.viewer, int) else None
        #: each person's own keyboard focus at this table (see focus_state)
        self.focus_of: dict[int, object] = {}
        self.handing_off = False
        self.finished = False
        self.keys = KeyZones(app.settings.zones)
        self.countdown = self.countdown_seconds if (self.match.real_time and not replaying and not self.online) else 0.0
        self._placements: list[Placement] = []
        self._layout_for = None
        self._ui_version = 0
        self.menu_button = pygame.Rect(0, 0, 0, 0)
        self.frame_events: list = []
        #: a round has ended: the table goes on showing the view from before its last
        #: action (the last trick finishing) until its summary is closed
        self.held_view: dict | None = None
        #: the size of the part of the window the table is laid out in (a replay keeps
        #: a strip for its controls); None: the whole window
        self.area: tuple[int, int] | None = None
        #: this table ends the match's helper threads when it goes (an undo hands the
        #: match on to a fresh table)
        self.owns_match = True
        #: the hard bot's move for the looking person (H)
        self.hints = HintKey()
        #: what keeps this game on disk: it watches the match (storage/keeper.py)
        self.keeper = Keeper(self.match, seats, self.entry.title, autosaves=not (replaying or self.online))

    # -- what each game fills in ------------------------------------------------
    def make_art(self) -> CardArt:
        raise NotImplementedError

    def layout(self, view: dict, size: tuple[int, int]) -> list[Placement]:
        """Every card on the table for this view, in drawing order."""
        return []

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        """Everything that is not a card: names, scores, zones, prompts (under the cards)."""

    def draw_over(self, surface: pygame.Surface, view: dict) -> None:
        """Drawn above the cards (prompts, arrows)."""

    def animate(self, event, before: dict[str, Placement]) -> None:
        """Queue the animation for one engine event. ``before`` is the layout as it
        was drawn before the action (key -> placement)."""

    def on_click(self, pos, placement: Placement | None) -> None:
        """A click on the table (the single-person case)."""

    def on_key(self, event) -> bool:
        """A key the table did not use for itself; return True when used."""
        return False

    def round_over(self, event) -> None:
        """A round ended (the ``round_scored`` event): show a summary."""

    def real_time_now(self) -> bool:
        """Game time runs on its own at this moment (every frame advances it and bots
        react on it). False: turn-based pacing (bots wait for the animations, then
        ``pace``; a click skips the animations). A game with a real-time and a
        turn-based phase (Heave Ho!) overrides this per phase."""
        return self.match.real_time

    def needs_handoff(self) -> bool:
        """The hidden hands need a hand-off between people now (turn-based play)."""
        return not self.match.real_time

    def choosing_now(self) -> bool:
        """The person looking may choose at this table now: not under a cover, not in a
        replay, and not while a finished round is still being shown (its view is from
        before the last move: no chips or prompts of that moment are offered again)."""
        return not self.handing_off and not self.replaying and self.held_view is None

    def waits_for_a_click(self) -> bool:
        """A finished trick or shift is held on the table until a click or Space (the
        "Finished trick stays: until a click" setting): the bots wait for it too."""
        if self.app.settings.trick_seconds is not None or not self.motion.busy:
            return False
        hold = self.hold_seconds()
        return any(isinstance(item, Hold) and item.duration >= hold for item in self.motion.beats[0])

    def move_begun(self) -> bool:
        """The person looking has begun a move of their own (a card picked that waits
        for its second choice, its chips up): a hint worked out for the moment before
        speaks of another move, and its note would lie over those chips."""
        return False

    # -- game state for drawing ---------------------------------------------------
    def view(self) -> dict:
        if self.held_view is not None:
            return self.held_view
        if self.viewer == "all":
            return self.match.full_view()
        return self.match.view(self.viewer)

    def touch(self) -> None:
        """The UI state (a selection, a hover) changed: lay out again."""
        self._ui_version += 1

    def area_size(self) -> tuple[int, int]:
        """The size the table is laid out for."""
        return tuple(self.area) if self.area else self.app.screen.get_size()

    def placements(self) -> list[Placement]:
        size = self.area_size()
        key = (self.match.step, self.viewer, size, self._ui_version, id(self.held_view))
        if key != self._layout_for:
            self._placements = self.layout(self.view(), size)
            self._layout_for = key
        return self._placements

    # -- acting -------------------------------------------------------------------
    def act(self, seat: int, action, at: float | None = None) -> bool:
        """A person's action, sent to the match. A refusal shows the rules' reason;
        nothing is lost (what time passing changed first is shown either way)."""
        before = {p.key: p for p in self.placements()}
        before_view = self.view()
        when = (self.clock if at is None else at) if self.match.real_time else None
        answer = self.match.act(seat, action, at=when, mark=not self.real_time_now())
        if answer.events:
            self.take(answer.events, before, before_view)
        if not answer.ok:
            self.say(answer.reason)
            self.app.audio.play("error")
            return False
        return True

    def take(self, events, before: dict[str, Placement] | None = None, before_view: dict | None = None) -> None:
        if before is None:
            before = {p.key: p for p in self._placements}
        self.touch()
        for event in events:
            if event.kind == "round_scored" and not self.match.real_time and before_view is not None \
                    and self.held_view is None:
                self.held_view = before_view  # nothing of the next round until the summary
                self.touch()
            self.frame_events.append(event)
            self.animate(event, before)
            if event.kind == "round_scored":
                self.after_motion(lambda e=event: self.show_round_over(e))

    def show_round_over(self, event) -> None:
        below = self.app.stack.top
        self.round_over(event)
        summary = self.app.stack.top
        if summary is below or not hasattr(summary, "on_close"):
            self.release_round()  # no summary was pushed: the next round may show now
            return
        then = summary.on_close

        def closed():
            self.release_round()  # the summary was read: now the next round shows
            if then:
                then()

        summary.on_close = closed

    def release_round(self) -> None:
        if self.held_view is not None:
            self.held_view = None
            self.touch()

    def hold_seconds(self) -> float:
        """How long (in animation time) a finished trick or shift stays on the table:
        the setting's seconds of real time; "until a click" holds until a click or key
        (the bots wait for it too)."""
        seconds = self.app.settings.trick_seconds
        speed = self.motion.speed()
        if speed <= 0:
            return 0.0
        return (seconds if seconds is not None else UNTIL_A_CLICK) / speed

    def move_words(self, seat, notation: str) -> str:
        """A recorded move as a player says it (the replay's "last:"); each game words its
        own moves. A step of the clock alone (a real-time window closing) is said here."""
        if seat is None:
            return "the clock runs on"
        return notation

    def say(self, text: str, seconds: float = MESSAGE_SECONDS) -> None:
        self.message = text
        self.message_left = seconds

    def after_motion(self, callback) -> None:
        self.motion.then(Pause(duration=0.0, on_done=callback))

    # -- the frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.frame_events = []
        self.motion.update(dt)
        self.hints.poll(self)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = None
        if self.finished or self.replaying or not self.playing_now():
            return
        if self.match.is_over:
            if not self.motion.busy:
                self.finish()
            return
        if self.countdown > 0:
            before = self.countdown
            self.countdown = max(0.0, self.countdown - dt)
            if int(before) != int(self.countdown) or self.countdown == 0:
                self.app.audio.play("tick")
            return
        if self.real_time_now():
            self.clock += dt
            before = {p.key: p for p in self.placements()}
            events = self.match.advance(self.clock)
            if events:
                self.take(events, before)
            self.run_bots()
        elif not self.motion.busy:
            self.clock += dt
            self.run_bots()
        self.check_handoff()
        if self.keeper.dirty:
            self.autosave()
        problem = saves.autosave_problem()
        if problem:
            self.say(f"Could not autosave: {problem}. You can play on; the game is saved again once it can be.",
                     2 * MESSAGE_SECONDS)

    def run_bots(self) -> None:
        before = {p.key: p for p in self.placements()}
        before_view = None if self.match.real_time else self.view()
        events = self.match.run_bots(self.clock)
        for notice in self.match.notices:  # (a bot that stumbled)
            self.say(notice)
        self.match.notices.clear()
        if events:
            self.take(events, before, before_view)

    # -- pass-and-play ------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat`` (online, a seat may be a person at another computer)."""
        if self.online:
            return self.match.is_bot(seat)
        return seat not in self.humans

    def next_human(self) -> int | None:
        for seat in self.match.to_act():
            if seat in self.humans:
                return seat
        return None

    def seat_at_bottom(self) -> int:
        """The seat drawn at the bottom: the person looking, else the one who looked
        last (the table does not turn round under a cover), else seat 0."""
        if isinstance(self.viewer, int):
            return self.viewer
        if self.viewer is None and self.facing is not None and not self.replaying:
            return self.facing
        return 0  # a shared screen ("all") and a replay keep seat 0 at the bottom

    def playing_now(self) -> bool:
        """The game goes on when the table is on top, or under its own hand-off cover
        (bots keep playing there, in sight on the public table)."""
        top = self.app.stack.top
        return top is self or getattr(top, "table", None) is self and getattr(top, "cover", False)

    def cover(self):
        """This table's hand-off cover, when one is on the stack."""
        for scene in self.app.stack.scenes:
            if getattr(scene, "cover", False) and getattr(scene, "table", None) is self:
                return scene
        return None

    def check_handoff(self) -> None:
        """With two or more people, cover the table in the very frame the person looking
        can no longer act (before any bot moves): the public table stays in sight, the
        hands go. The cover names the next person once it is known; when that is the
        person who had the screen last, it goes back to them once the table is at rest."""
        if not self.needs_handoff() or len(self.humans) < 2 or self.match.is_over or self.held_view is not None:
            return
        nxt = self.next_human()
        if self.handing_off:
            cover = self.cover()
            if cover is None:
                return
            acting = self.match.to_act()
            cover.point_to(nxt, self.seats[nxt].name if nxt is not None else None,
                           self.handoff_note(nxt) if nxt is not None else "",
                           [self.seats[s].name for s in acting if s not in self.humans])
            if nxt is not None and nxt == self.last_looker and not self.motion.busy \
                    and self.app.stack.top is cover:
                cover.done()  # nobody else had the screen: no pass, no press
            return
        if isinstance(self.viewer, int) and nxt == self.viewer:
            return  # the person looking is the next to act
        self.hand_off()

    def hand_off(self) -> None:
        """Put the cover up: the person looking keeps their focus for their next turn."""
        from scenes.table.handoff import HandOff

        if isinstance(self.viewer, int):
            self.focus_of[self.viewer] = self.focus_state()
            self.facing = self.last_looker = self.viewer
        self.handing_off = True
        self.viewer = None
        self.hide_private_motion(codes_in(self.match.view(None)))
        self.touch()
        self.app.stack.push(HandOff(self.app, self))
        self.check_handoff()  # name the next person (or the bots) from the first frame

    def hide_private_motion(self, shown: set) -> None:
        """Cards still moving from the last person's view go on face down unless the
        public may see them (a card drawn into their hand, a card of another's stand)."""
        self.motion.hide_faces(shown)

    def reveal(self, seat: int) -> None:
        """The cover is lifted by ``seat``: their own cards, their own focus."""
        self.viewer = self.facing = self.last_looker = seat
        self.handing_off = False
        self.set_focus_state(self.focus_of.get(seat))
        self.touch()

    def chip_bars(self) -> list:
        """The rows of choice chips this table draws (a bid, a clue, a pick ...)."""
        return [bar for bar in [getattr(self, "bar", None), *getattr(self, "bars", [])] if bar is not None]

    def focus_state(self) -> dict:
        """The looking person's keyboard focus: the hand's cursor, the chip each row of
        chips has in focus and which row; kept for them while others have the screen."""
        return {"cursor": getattr(self, "cursor", 0), "chips": [bar.focused_label() for bar in self.chip_bars()],
                "row": getattr(self, "bar_focus", 0)}

    def set_focus_state(self, state: dict | None) -> None:
        """Give the keyboard focus to the person now looking: their own as they left
        it, or the start for someone who has not looked yet (never the last person's)."""
        state = state or {}
        if hasattr(self, "cursor"):
            self.cursor = state.get("cursor", 0)
        labels = state.get("chips", [])
        for i, bar in enumerate(self.chip_bars()):
            bar.restore(labels[i] if i < len(labels) else None)
        if hasattr(self, "bar_focus"):
            self.bar_focus = state.get("row", 0)

    def follow_hint(self, action) -> None:
        """A hint came: the keyboard's focus moves to the hinted move (so that the ring
        of the hint and the focus never point at two things): its chip here; a table
        with a hand moves its cursor too."""
        for row, bar in enumerate(self.chip_bars()):
            for i, chip in enumerate(bar.chips):
                if chip.action is not None and str(chip.action) == str(action):
                    bar.focus = i
                    if hasattr(self, "bar_focus") and bar in getattr(self, "bars", []):
                        self.bar_focus = self.bars.index(bar)
        self.touch()

    def handoff_note(self, seat: int) -> str:
        """A line for the hand-off screen saying why it passes to ``seat`` (optional)."""
        return ""

    def covered_place(self) -> list[pygame.Rect]:
        """Where the hand-off panel stands when the table is covered: what a banner or a
        caption keeps clear of at a table passed between people (a banner made just
        before the cover comes up lasts under it); empty with one person."""
        if self.replaying or len(self.humans) < 2 or not self.needs_handoff():
            return []
        from scenes.table.handoff import HandOff

        cover = self.cover() or HandOff(self.app, self)
        return [cover.reach(self.area_size())]

    def cover_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the hand-off panel goes: over the hand at the bottom (the cards played,
        the scores and the other seats stay in sight); its foot sits on this rect's."""
        w, h = size
        return pygame.Rect(0, round(h * 0.7), w, h - round(h * 0.7) - 8)

    # -- saving and ending ----------------------------------------------------------
    def saved(self) -> saves.Saved:
        return self.keeper.saved()

    def autosave(self) -> None:
        if self.replaying:
            self.keeper.dirty = False
            return
        count = self.match.step
        said, notices = self.keeper.autosave(done=lambda: self.app.log(f"autosaved {count}"))
        self.app.notices.extend(notices)
        if said:  # said at the table, where it finds free felt (a notice would lie on its corner)
            self.say(said, 2 * MESSAGE_SECONDS)

    def finish(self) -> None:
        self.finished = True
        result = self.match.result()
        people = [(self.seats[seat].name, seat in result["winners"], self.stat_score(seat, result))
                  for seat in self.humans]
        self.app.notices.extend(self.keeper.finished(self.app.stats, people, self.entry.lower_is_better))
        self.app.audio.play("win")
        from scenes.table.results import GameOver

        self.app.stack.push(GameOver(self.app, self))

    def stat_score(self, seat: int, result: dict):
        """The score statistics keep as a best for this person (None: not a best)."""
        return result["scores"][seat]

    def restart(self) -> None:
        if self.online:  # a new room is made on the online screen
            self.app.to_title()
            self.app.open_over_title(self.app.scene("online"))
            return
        from game import new_game

        game = new_game(self.match.id, players=list(self.match.names), seed=self.match.seed + 1,
                        options=dict(self.match.given_options))
        fresh = self.entry.table(self.app, game, self.seats)
        fresh.keeper.replaces_autosave = True  # started again on purpose: the old deal goes
        self.app.open_over_title(fresh)

    # -- input ----------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.replaying:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.menu_button.collidepoint(event.pos):
                self.open_pause()
                return True
            if self.message and self.message_covering and self.message_rect.collidepoint(event.pos):
                self.message = None  # a click on a message over a control puts it away (the control shows again)
                self.touch()
                return True
            if self.held_view is not None:  # the round is ending on screen: a click hurries it
                self.motion.skip()
                return True
            if self.motion.busy and not self.real_time_now():
                self.motion.skip()  # the click hurries the animation, then still counts
            self.on_click(event.pos, hit(self.placements(), event.pos))
            return True
        if event.type == pygame.KEYDOWN:
            if self.held_view is not None:
                if event.key in (pygame.K_SPACE, pygame.K_RETURN):
                    self.motion.skip()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL and self.keys.lookup(event.key) is None:
                self.hint()
                return True
            if self.motion.busy and not self.real_time_now() and event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self.motion.skip()
                return True
            return self.on_key(event)
        return False

    def enter(self) -> None:
        super().enter()
        self.check_handoff()  # a person other than the first may be the one to act
        hint = self.entry.hint
        if (hint and not self.replaying and not self.resumed and self.humans
                and self.match.id not in self.app.settings.hints_seen):
            from scenes.frame.dialogs import Hint

            self.app.stack.push(Hint(self.app, self.match.id, first_time_title(self.entry.title), hint))

    def leave(self) -> None:
        super().leave()
        menu = getattr(self, "pause_menu", None)
        if menu is not None:
            menu.drop_ui()
            self.pause_menu = None
        self.keeper.let_go()
        if self.owns_match:
            self.match.close()
        self.hints.close()

    def undo(self) -> bool:
        """Take back the looking person's last move, or say why not."""
        return takeback.undo(self)

    def hint(self) -> bool:
        """Show the hard bot's move for the looking person, or say why there is none."""
        return self.hints.ask(self)

    def draw_front(self, surface: pygame.Surface) -> None:
        self.hints.draw(self, surface)

    def open_pause(self) -> None:
        menu = getattr(self, "pause_menu", None)
        if menu is None or menu in self.app.stack.scenes:
            menu = self.pause_menu = self.app.scene("pause", self)
            menu.keep_widgets = True  # built once per table and window size
        self.app.stack.push(menu)

    def resize(self, size) -> None:
        self.art.resized()
        self.touch()
        self.warm(size)

    def warm(self, size) -> None:
        """Draw once off screen so every card is scaled and every cached panel painted
        in the frame that changed the layout, not in the next one."""
        if self.app.stack.top is not self and self not in self.app.stack.visible():
            scratch = pygame.Surface(size)
            self.draw(scratch)

    # -- drawing --------------------------------------------------------------------
    def addressed(self) -> list[int]:
        """The seats the table speaks to now: those whose move the status line waits for
        (nobody while a finished round is still being shown)."""
        if self.match.is_over or self.replaying or self.held_view is not None:
            return []
        return list(self.match.to_act())

    def draw(self, surface: pygame.Surface) -> None:
        trace.note(viewer=self.viewer, addressed=self.addressed())
        surface.blit(felt(surface.get_size()), (0, 0))
        view = self.view()
        self.draw_table(surface, view)
        self.draw_cards(surface, self.placements())
        self.motion.draw(surface, self.art)
        self.draw_over(surface, view)
        self.draw_hud(surface)

    def draw_cards(self, surface: pygame.Surface, placements: list[Placement]) -> None:
        hidden = self.motion.hidden()
        for p in placements:
            if p.key in hidden:
                continue
            rect = p.rect.move(0, -p.rect.h // 7) if p.selected else \
                (p.rect.move(0, -round(p.rect.h * self.focus_lift)) if p.focus else p.rect)
            radius = max(4, rect.w // 10)
            if p.legal or p.selected:
                colour = look.GOLD if p.selected else look.GLOW
                pygame.draw.rect(surface, colour, rect.inflate(8, 8), width=3, border_radius=radius)
            if p.focus:  # the keyboard's card: lifted, ringed in its own colour, a caret under it
                pygame.draw.rect(surface, look.FOCUS, rect.inflate(2 * RING, 2 * RING), width=3, border_radius=radius + 4)
            surface.blit(self.art.card(p.face, rect.w), rect.topleft)
            if p.dim:
                surface.blit(self.art.shade(rect.w), rect.topleft)
            if p.focus:
                self.draw_caret(surface, rect)

    @staticmethod
    def draw_caret(surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A small triangle pointing up at the focused card from just under its ring
        (smaller where the window's edge is near)."""
        tip = rect.bottom + 8
        size = min(max(6, rect.w // 6), surface.get_height() - tip - 1)
        if size < 4:
            return
        x = rect.centerx
        points = [(x, tip), (x - size, tip + size), (x + size, tip + size)]
        pygame.draw.polygon(surface, look.FOCUS, points)
        pygame.draw.polygon(surface, look.SHADOW, points, 1)

    def draw_hud(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        ts = look.text_size(size, 16)
        label = fonts.text("Menu (Esc)", ts, look.INK)
        self.menu_button = label.get_rect(topright=(size[0] - 12, 10)).inflate(16, 10)
        pygame.draw.rect(surface, look.PANEL, self.menu_button, border_radius=8)
        pygame.draw.rect(surface, look.PANEL_EDGE, self.menu_button, width=2, border_radius=8)
        surface.blit(label, label.get_rect(center=self.menu_button.center))
        if self.message:
            self.draw_message(surface, self.message)
        if self.online:
            self.draw_connection(surface)
        if self.countdown > 0:
            n = math.ceil(self.countdown)
            img = fonts.text(str(n), look.text_size(size, 120), look.GOLD, bold=True)
            surface.blit(img, img.get_rect(center=self.countdown_centre(size)))

    def draw_connection(self, surface: pygame.Surface) -> None:
        """The online match's connection, left of the menu button: the room, the round
        trip, who is away, or that it was lost (red then)."""
        size = surface.get_size()
        text = self.match.status()
        bad = not self.match.session.connected or self.match.session.quiet()
        ts, width = look.text_size(size, 14), max(160, size[0] // 2)
        img = fonts.text(text, ts, look.DANGER if bad else look.INK)
        while img.get_width() > width and len(text) > 8:  # (a long list of names away)
            text = text[:-4].rstrip() + "..."
            img = fonts.text(text, ts, look.DANGER if bad else look.INK)
        rect = img.get_rect(midright=(self.menu_button.left - 16, self.menu_button.centery))
        pygame.draw.rect(surface, look.PANEL, rect.inflate(14, 8), border_radius=6)
        surface.blit(img, rect)

    @staticmethod
    def draw_status(surface: pygame.Surface, text: str, bottom: int) -> None:
        """A bold line in a panel, centred, whose bottom edge is at ``bottom`` (whose
        turn it is, above the hand)."""
        size = surface.get_size()
        img = fonts.text(text, look.text_size(size, 18), look.INK, bold=True)
        rect = img.get_rect(midbottom=(size[0] // 2, bottom))
        surface.fill(look.PANEL, rect.inflate(0, 6))  # opaque: what it lies over is hidden
        pygame.draw.rect(surface, look.PANEL, rect.inflate(16, 6), border_radius=8)
        surface.blit(img, rect)

    @staticmethod
    def hand_card_rect(seat: int, card: str, before: dict, middle: bool = False) -> pygame.Rect | None:
        """Where a card leaving ``seat``'s hand was drawn before the move: its face,
        else one of the seat's card backs (the last, or the middle one), else None."""
        for key, p in before.items():
            if key.startswith(f"hand:{seat}:{card}#"):
                return p.rect.copy()
        backs = [p for key, p in before.items() if key.startswith(f"hand:{seat}:#")]
        if backs:
            return backs[len(backs) // 2 if middle else -1].rect.copy()
        return None

    def countdown_centre(self, size: tuple[int, int]) -> tuple[int, int]:
        """Where the 3-2-1 before a real-time round is drawn (a table with things in
        the middle puts it in free space)."""
        return size[0] // 2, size[1] // 2

    #: the message box's text size (before scaling to the window)
    message_text = 19

    def message_place(self, size: tuple[int, int]) -> dict:
        """Where the message box goes, as a Rect attribute and a point (a table whose
        chips or hands sit there puts it elsewhere)."""
        return {"center": (size[0] // 2, round(size[1] * 0.58))}

    def message_cover(self) -> pygame.Rect | None:
        """When no place is clear of ``message_obstacles``: a control the message may lie
        over instead (a click on the message puts it away); None: it goes where
        ``message_place`` says."""
        return None

    def message_obstacles(self) -> list[pygame.Rect]:
        """What the message box should not cover (it moves to the nearest place clear
        of them); none: it stays where ``message_place`` puts it."""
        return []

    def message_width(self, size) -> int:
        """How wide a refusal's lines may run (a table with stands beside its middle keeps it narrower)."""
        return int(size[0] * 0.6)

    def draw_message(self, surface: pygame.Surface, text: str) -> None:
        """A refusal or a notice in a red box, in the words of the rules: where
        ``message_place`` says, else the nearest place clear of ``message_obstacles``
        (wrapped narrower when that helps)."""
        size = surface.get_size()
        ts = look.text_size(size, self.message_text)
        obstacles = self.message_obstacles()
        bounds = surface.get_rect().inflate(-8, -8)
        found, self.message_covering = None, False
        for share in (0.6, 0.45, 0.34) if obstacles else (0.6,):
            width = min(int(size[0] * share), self.message_width(size)) if obstacles else self.message_width(size)
            imgs, box = self._message_box(text, ts, width, size)
            if not obstacles or box.collidelist(obstacles) < 0:
                found = imgs, box
                break
            points = nearest_first(box.center, bounds, max(4, size[1] // 60))
            spot = free_spot(box.size, points, obstacles, bounds)
            if spot is not None:
                box.center = spot
                found = imgs, box
                break
        cover = self.message_cover() if found is None else None
        if cover is not None:  # no free felt: the message takes the place of a control it may hide for a moment
            imgs, box = self._message_box(text, ts, max(120, cover.w - 40), size)
            box.center = cover.center
            box.union_ip(cover)
            found, self.message_covering = (imgs, box), True
        imgs, box = found or self._message_box(text, ts, self.message_width(size), size)
        self.message_rect = box
        surface.fill((80, 26, 26), box.inflate(-24, 0))  # opaque: what it covers is hidden
        pygame.draw.rect(surface, (80, 26, 26), box, border_radius=12)
        pygame.draw.rect(surface, look.DANGER, box, width=3, border_radius=12)
        y = box.top + 10
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()

    def _message_box(self, text: str, ts: int, width: int, size) -> tuple[list, pygame.Rect]:
        imgs = [fonts.text(line, ts, look.INK, bold=True) for line in fonts.wrap(text, ts, width, bold=True)]
        box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 36, sum(i.get_height() for i in imgs) + 20)
        for attribute, point in self.message_place(size).items():
            setattr(box, attribute, point)
        box.clamp_ip(pygame.Rect((0, 0), size))
        return imgs, box


def first_time_title(title: str) -> str:
    """The first-time hint's heading: reads the same for every game's title, whatever
    it ends with ("Your first game of You Shady Pooch!", never "...Pooch!?")."""
    return f"Your first game of {title}"


@contextmanager
def bots_in_frame_thread():
    """Tables made inside decide their bots in the frame thread, each move at once
    (scripted pictures and lessons: the same moment every time). The choice is made
    when a table is made, so the flag is set around the making and put back after,
    on ``TableScene`` only: a game's table class keeps no flag of its own."""
    was = TableScene.threaded_bots
    TableScene.threaded_bots = False
    try:
        yield
    finally:
        TableScene.threaded_bots = was
