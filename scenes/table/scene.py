"""The table every game is played on: a client of its match (local or online). It
shares what all four games do: actions sent to the match and events taken back, the
animation queue fed by events, the on-screen message for refused moves, the pause
menu, round summaries and the end of the game; pass-and-play (passing.py), drawing
(painting.py) and where messages go (messages.py) are its parts, and its keeper
(game/storage/keeper.py) writes the game. Each game subclasses it and fills in
``layout`` / ``draw_table`` / ``animate`` / input."""
from __future__ import annotations

from game.language import _
from contextlib import contextmanager

import pygame

from game.match import Match
from game.storage import saves
from game.storage.keeper import Keeper
from scenes.table.cards import CardArt
from scenes.table.hinting import HintKey
from scenes.table.keys import KeyZones
from scenes.table.layout import Placement, hit
from scenes.table.motion import Hold, Motion, Pause, tempo
from scenes.frame.stack import Scene
from scenes.table import takeback
from scenes.table.messages import MESSAGE_SECONDS, Messages
from scenes.table.online import OnlineTable
from scenes.table.results import Ending
from scenes.table.painting import Painting
from scenes.table.pads import PadSeats
from scenes.table.passing import PassAndPlay

#: a finished trick held "until a click" (a day: nobody waits longer)
UNTIL_A_CLICK = 86400.0


class TableScene(PassAndPlay, Painting, Messages, Ending, OnlineTable, PadSeats, Scene):
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
                               pace=0.0 if game.real_time else self.pace / tempo())
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
        #: online: (the step it answered, its cards) of the move sent and not yet answered
        #: by the server: those cards stand lifted in gold until its verdict comes
        self.sent: tuple[int, tuple] | None = None
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
        #: what keeps this game on disk: it watches the match (game/storage/keeper.py)
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
        before_view = self.match.view(None) if self.passes_between_people() and not self.online else self.view()
        when = (self.clock if at is None else at) if self.match.real_time else None
        answer = self.match.act(seat, action, at=when, mark=not self.real_time_now())
        if answer.events:
            self.take(answer.events, before, before_view)
        if not answer.ok:
            self.refuse(answer.reason)  # (online, none yet: the server's reason comes back)
            self.app.audio.play("error")
            return False
        if self.online:  # shown at once; the server's verdict follows
            cards = [getattr(action, "card", None), *(getattr(action, "cards", None) or ())]
            self.sent = (self.match.step, tuple(dict.fromkeys(c for c in cards if isinstance(c, str))))
        return True

    def take(self, events, before: dict[str, Placement] | None = None, before_view: dict | None = None) -> None:
        if before is None:
            before = {p.key: p for p in self._placements}
        self.touch()
        self.forget_stale_message()
        self.saw_events(events)
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
        if self.online:
            self.hear_emotes()
            self.tell_connection_changes()
        if self.finished or self.replaying or not self.playing_now() or self.waiting_for_pads():
            return
        if self.match.is_over:
            if not self.motion.busy:
                self.finish()
            return
        self.follow_countdown()  # (online, the server runs a real-time round's countdown)
        if self.countdown > 0:
            before = self.countdown
            self.countdown = max(0.0, self.countdown - dt)
            if int(before) != int(self.countdown) or self.countdown == 0:
                self.app.audio.play("tick")
            if not self.online:
                return  # (online, the state that ends it must still come in)
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
            self.say(_("Could not autosave: {why}. You can play on; the game is saved again once it can be.").format(why=problem),
                     2 * MESSAGE_SECONDS)

    def run_bots(self) -> None:
        before = {p.key: p for p in self.placements()}
        before_view = None if self.match.real_time else self.view()
        events = self.match.run_bots(self.clock)
        for notice in self.match.notices:  # (a bot that stumbled; online: the server refused a move)
            self.refuse(notice)
        self.match.notices.clear()
        if events:
            self.take(events, before, before_view)

    # -- input ----------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.replaying:
            return False
        if (event := self.pad_or_key(event)) is None:  # a pad's press: its seat's move, or a key
            return True
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
        self.keep_other_game_before_the_clock()
        self.check_handoff()  # a person other than the first may be the one to act
        hint = self.first_time_hint()
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
            # on the window itself when it has that size: the screens over this table
            # paint every pixel of the next frame, and a window-sized scratch picture
            # would come on top of the memory a resize already asks for
            screen = self.app.screen
            self.draw(screen if screen.get_size() == tuple(size) else pygame.Surface(size))


def first_time_title(title: str) -> str:
    """The first-time hint's heading: reads the same for every game's title, whatever
    it ends with ("Your first game of You Shady Pooch!", never "...Pooch!?")."""
    return _("Your first game of {game}").format(game=title)


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
