"""A match: the one authority for one game. It holds the engine's game and its bots
on the game clock, takes actions from seats (refusing one aimed at a state that has
moved on), keeps what undo and hints need, and tells each seat its view, its legal
actions and the events since it last looked. It imports no pygame and writes no
file: a table on screen, the server's room and the tests drive it alike, and saving
hangs on it as a watcher (``watch``).
"""
from __future__ import annotations

import copy
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Callable

from game.language import N_
from game import IllegalAction, hints as game_hints
from game.autoplay import Autoplay
from game.bots import make_bot
from game.moves import Action, Event
from game.seats import Seat
from game.undo import Refusal, take_back
from game.match.thinking import ThinkingAutoplay

#: seconds between two bot moves in a turn-based game (after the table's animations)
PACE = 0.8
#: person's moves remembered for undo's check that the game replays to the same table
KEEP_MARKS = 16
#: events kept for seats that look again later (a dropped connection catching up)
KEEP_EVENTS = 4000


@dataclass
class Answer:
    """What became of an action: ``ok``, or refused with a ``code`` (the wire's error
    codes: "illegal", "stale", "not_your_turn", "game_over") and a reason a player
    can read. ``events``: what happened (on a refusal, what time passing changed)."""
    ok: bool
    code: str = ""
    reason: str = ""
    events: list = field(default_factory=list)
    #: an undo: how many bot replies were taken back with the person's move
    replies: int = 0


@dataclass
class Mark:
    """Before a person's move: what every seat saw, and the bots as they were."""
    views: dict
    bots: Future | dict


def every_view(game) -> dict:
    return {seat: game.view(seat) for seat in [None, *range(game.players)]}


class Match:
    def __init__(self, game, seats: list[Seat], *, threaded: bool = True, settle: float = 0.0,
                 pace: float | None = None):
        if len(seats) != game.players:
            raise ValueError(f"{game.title} has {game.players} seats, not {len(seats)}")
        self._game = game
        self.seats = list(seats)
        #: the seats played by people (every other seat is a bot)
        self.people = [i for i, s in enumerate(seats) if s.human]
        self.threaded = threaded
        self.settle = settle if game.real_time else 0.0
        self.pace = (0.0 if game.real_time else PACE) if pace is None else pace
        #: things a player should be told (a bot level that does not exist, a bot bug)
        self.notices: list[str] = []
        self.auto = self._autoplay({i: self._make_bot(i, s.level) for i, s in enumerate(seats) if not s.human})
        self._marks: dict[int, Mark] = {}
        self._watchers: list[Callable[["Match", list], None]] = []
        self._log: deque[tuple[int, Event]] = deque(maxlen=KEEP_EVENTS)
        self._hints: ThreadPoolExecutor | None = None

    # -- what anyone may read --------------------------------------------------------
    @property
    def id(self) -> str:
        return self._game.id

    @property
    def title(self) -> str:
        return self._game.title

    @property
    def real_time(self) -> bool:
        return self._game.real_time

    @property
    def names(self) -> list[str]:
        return list(self._game.names)

    @property
    def players(self) -> int:
        return self._game.players

    @property
    def seed(self) -> int:
        return self._game.seed

    @property
    def given_options(self) -> dict:
        """The options the game was made with (as a record keeps them)."""
        return dict(self._game.given_options)

    @property
    def step(self) -> int:
        """Changes so far: the id of the state an action answers."""
        return self._game.step

    @property
    def now(self) -> float:
        """Game time (seconds)."""
        return self._game.now

    @property
    def is_over(self) -> bool:
        return self._game.is_over

    def view(self, seat: int | None) -> dict:
        return self._game.view(seat)

    def legal_actions(self, seat: int) -> list[Action]:
        return self._game.legal_actions(seat)

    def full_view(self) -> dict:
        """Every card: for a shared real-time screen (everyone's hands face up to all at
        one keyboard) and replays; never sent to a seat."""
        return self._game.full_view()

    def to_act(self) -> list[int]:
        return self._game.to_act()

    def result(self) -> dict:
        return self._game.result()

    def record(self) -> dict:
        """The whole truth (seed included): for saving and replays, never sent to a seat mid-game."""
        return self._game.record()

    def parse(self, text: str) -> Action:
        return self._game.parse(text)

    def why_illegal(self, seat: int, action) -> str:
        """Why ``action`` would be refused for ``seat`` now, in the rules' words (empty
        when it would not be), without trying it."""
        if isinstance(action, str):
            try:
                action = self._game.parse(action)
            except IllegalAction as exc:
                return str(exc)
        if action in self._game.legal_actions(seat):
            return ""
        return self._game.why_illegal(seat, action)

    def next_person(self) -> int | None:
        """The first person among the seats that may act now (None: only bots, or nobody)."""
        for seat in self._game.to_act():
            if seat in self.people:
                return seat
        return None

    def events_since(self, step: int, seat: int | None) -> list[dict]:
        """The events after the state ``step``, as ``seat`` may know them (read from the
        newest back: a server asks after every change, for every connection)."""
        newer = []
        for at, event in reversed(self._log):
            if at <= step:
                break
            newer.append(event)
        return [e.to_dict(for_seat=seat) for e in reversed(newer)]

    def state(self, seat: int | None, since: int) -> dict:
        """What a seat is sent after a change: its view, its legal actions, whose turn it
        is, and the events since the state ``since`` it saw last."""
        return self.states([(seat, since)])[seat, since]

    def states(self, wanted) -> dict:
        """``state(seat, since)`` for each ``(seat, since)`` in ``wanted``, made together:
        the views of one step are built at once (``Game.views``: what they share, once),
        and what every seat is told alike (whose turn, the result) is shared by them, to
        be read (sent), never changed."""
        wanted = list(wanted)
        views = self._game.views(list(dict.fromkeys(seat for seat, _ in wanted)))
        step, now, over, to_act = self.step, self.now, self.is_over, self.to_act()
        result = self.result() if over else None
        out = {}
        for seat, since in wanted:
            state = {"seat": seat, "step": step, "t": now, "view": views[seat],
                     "legal": [str(a) for a in self.legal_actions(seat)] if seat is not None else [],
                     "to_act": to_act, "events": self.events_since(since, seat), "over": over}
            if over:
                state["result"] = result
            out[seat, since] = state
        return out

    # -- watchers ----------------------------------------------------------------------
    def watch(self, watcher: Callable[["Match", list], None]) -> None:
        """``watcher(match, events)`` after every change (saving hangs here)."""
        self._watchers.append(watcher)

    def unwatch(self, watcher: Callable[["Match", list], None]) -> None:
        if watcher in self._watchers:
            self._watchers.remove(watcher)

    def _changed(self, events: list) -> None:
        for event in events:
            self._log.append((self.step, event))
        for watcher in list(self._watchers):
            watcher(self, events)

    # -- acting ------------------------------------------------------------------------
    def act(self, seat: int, action, step: int | None = None, at: float | None = None,
            mark: bool | None = None) -> Answer:
        """A seat's action. ``step``: the state it answers (a turn-based action aimed at
        an older one is refused as stale); ``at``: game time (real-time games).
        ``mark``: remember this moment for undo's check (default: a person's move in a
        turn-based game; a table whose game has a turn-based phase says so)."""
        game = self._game
        if game.is_over:
            return Answer(False, "game_over", N_("The game is over"))
        if step is not None and step != game.step and not game.real_time:
            return Answer(False, "stale", N_("The game has moved on since that move was chosen"))
        if (not game.real_time if mark is None else mark) and seat in self.people:
            self._mark()
        passed: list = []
        try:
            if game.real_time and at is not None:  # time passes first, allowed or not: a shot clock
                passed = game.advance(at)           # that fired is told either way
                if passed:
                    self._changed(passed)
            events = game.apply(seat, action, at=at if game.real_time else None)
        except IllegalAction as exc:
            if exc.events:
                self._changed(list(exc.events))
            code = "illegal" if seat in game.to_act() or game.real_time else "not_your_turn"
            return Answer(False, code, str(exc), passed + list(exc.events))
        except ValueError as exc:  # a time that runs backwards, a bad seat
            return Answer(False, "illegal", str(exc), passed)
        self._changed(events)
        return Answer(True, events=passed + events)

    def advance(self, now: float) -> list[Event]:
        """Let game time pass (real-time games)."""
        events = self._game.advance(now) if self._game.real_time else []
        if events:
            self._changed(events)
        return events

    def run_bots(self, now: float) -> list[Event]:
        """Every bot action due by game time ``now``."""
        events = self.auto.run_until(now)  # each move is told to the watchers as it is applied
        problem = getattr(self.auto, "problem", None)
        if problem:
            self.notices.append(problem)
            self.auto.problem = None
        return events

    # -- who plays a seat -------------------------------------------------------------
    def seat_bot(self, seat: int, level: str = "normal") -> None:
        """A bot plays ``seat`` from now on (a person who went away, in a room that asked
        for it); it decides at the next change or at once if the seat may act now."""
        if seat in self.people:
            self.people.remove(seat)
        self.auto.bots[seat] = self._make_bot(seat, level)
        self.auto.plans.pop(seat, None)
        self.auto._planned_step = -1

    def seat_person(self, seat: int) -> None:
        """The person plays ``seat`` again: its bot stops, and a move it had planned is dropped."""
        self.auto.bots.pop(seat, None)
        self.auto.plans.pop(seat, None)
        jobs = getattr(self.auto, "jobs", None)
        if jobs is not None:
            jobs.pop(seat, None)
        if seat not in self.people:
            self.people = sorted([*self.people, seat])

    # -- undo ---------------------------------------------------------------------------
    def _mark(self) -> None:
        game, auto = self._game, self.auto
        pool = getattr(auto, "pool", None)
        if pool is not None:  # copied on the bots' own thread, after whatever they are doing now
            kept: Future | dict = pool.submit(copy.deepcopy, auto.bots)
        else:
            kept = copy.deepcopy(auto.bots)
        self._marks[game.step] = Mark(every_view(game), kept)
        for old in sorted(self._marks)[:-KEEP_MARKS]:
            del self._marks[old]

    def undo(self, seat: int) -> Answer:
        """Take back ``seat``'s last move with the bots' replies, when the fair rule
        allows it (``game.undo``); the match goes on from the earlier state."""
        if seat not in self.people:
            return Answer(False, "illegal", N_("there is nobody's move to take back"))
        if self._game.is_over:
            return Answer(False, "game_over", N_("the game is over"))
        found = take_back(self._game.record(), seat, self.people)
        if isinstance(found, Refusal):
            return Answer(False, "illegal", found.reason)
        game, point = found
        mark = self._marks.get(point.cut)
        if mark is not None and every_view(game) != mark.views:
            return Answer(False, "illegal", N_("the game did not replay to the same table"))
        bots = None
        if mark is not None:
            bots = mark.bots.result() if isinstance(mark.bots, Future) else mark.bots
        old = self.auto
        if hasattr(old, "pool"):
            old.pool.shutdown(wait=True, cancel_futures=True)  # no old thought lands later
        self._game = game
        self.auto = self._autoplay(dict(bots if bots is not None else old.bots))
        for step in [k for k in self._marks if k >= point.cut]:
            del self._marks[step]
        self._log.clear()
        self._changed([])
        return Answer(True, replies=len(point.taken) - 1)

    # -- hints --------------------------------------------------------------------------
    def hint(self, seat: int) -> Future:
        """The hard bot's move for ``seat`` now and why (a ``game.hints.Hint``, or None),
        worked out on a helper thread when the match is threaded."""
        game = self._game
        view, legal = game.view(seat), game.legal_actions(seat)
        seed = f"{game.seed}:{game.step}"
        if not self.threaded:
            done: Future = Future()
            try:
                done.set_result(game_hints.hint(game.id, view, legal, seed))
            except Exception as exc:  # a bot bug must not stop the game
                done.set_exception(exc)
            return done
        if self._hints is None:
            self._hints = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")
        return self._hints.submit(game_hints.hint, game.id, view, legal, seed)

    # -- bots ----------------------------------------------------------------------------
    def _make_bot(self, seat: int, level: str):
        try:
            bot = make_bot(self._game.id, level, seat, seed=self._game.seed)
        except ValueError:
            self.notices.append(N_("No {level} bot for {game}: seat {number} plays at random.").format(
                level=level, game=self._game.title, number=seat + 1))
            bot = make_bot(self._game.id, "random", seat, seed=self._game.seed)
        if not self._game.bots_watch():
            bot.wants_updates = False  # (a view per bot per change, for nothing)
        return bot

    def _autoplay(self, bots: dict) -> Autoplay:
        kind = ThinkingAutoplay if self.threaded else Autoplay
        auto = kind(self._game, bots, settle=self.settle, pace=self.pace)
        auto.on_move = self._changed
        return auto

    @property
    def settle(self) -> float:
        """Seconds a change takes to land on screen: real-time bots count from then."""
        return self._settle

    @settle.setter
    def settle(self, seconds: float) -> None:
        self._settle = seconds
        if hasattr(self, "auto"):
            self.auto.settle = seconds

    def forget_plan(self, seat: int) -> None:
        """A bot's planned move is dropped: it decides again at the next change."""
        self.auto.plans.pop(seat, None)

    def script_bots(self, bots: dict) -> None:
        """Bots that play from a script (a guided first game): they take the seats'
        places and decide afresh from this moment."""
        self.auto.bots = dict(bots)
        self.auto.plans.clear()
        self.auto.refresh(self._game.now)

    def bots_thinking(self) -> bool:
        thinking = getattr(self.auto, "thinking", None)
        return bool(thinking and thinking())

    def close(self) -> None:
        """Stop the helper threads (the match is done with)."""
        if hasattr(self.auto, "close"):
            self.auto.close()
        if self._hints is not None:
            self._hints.shutdown(wait=False, cancel_futures=True)
