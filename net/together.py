"""Several people at one computer in an online room: one connection per person's seat
(the server tells each connection only its own seat) and one watching connection for the
public table that the hand-off cover shows between them.

``TogetherMatch`` has the surface of ``match.Match`` for a table passed round at this
computer. The connections' states arrive one by one; the match moves to a step only once
every connection has had its state of that step, so the cover, the views and the events
it gives always belong to one moment of the game. Turn-based games only (a real-time game
at one keyboard shows every hand at once, which no connection is sent).
"""
from __future__ import annotations

from concurrent.futures import Future

from game import hints as game_hints
from game import new_game
from game.errors import IllegalAction
from game.moves import Event
from match.match import Answer
from net.remote import Session


class TogetherMatch:
    remote = True

    def __init__(self, sessions: dict[int, Session], watcher: Session, game_id: str, names: list[str],
                 options: dict | None = None):
        self.sessions = dict(sorted(sessions.items()))
        self.watcher = watcher
        for one in [*self.sessions.values(), watcher]:
            one.keep_history = True
            if one.state is not None:  # (what came before the match was made)
                one.history[int(one.state.get("step", 0))] = one.state
        self._id = game_id
        self._names = list(names)
        self._options = dict(options or {})
        self._local = new_game(game_id, players=list(names), seed=0, options=self._options)
        self.notices: list[str] = []
        self.settle = 0.0
        self._step: int | None = None
        self._sent: dict[int, int] = {}
        self._commit()

    # -- the step every connection has reached --------------------------------------------
    def _all(self) -> list[Session]:
        return [*self.sessions.values(), self.watcher]

    def _common(self) -> int | None:
        steps = None
        for one in self._all():
            have = set(one.history)
            steps = have if steps is None else steps & have
        return max(steps) if steps else None

    def _commit(self) -> list:
        """Move to the latest step all connections have; the events on the way, each
        with the private parts of this computer's seats."""
        common = self._common()
        if common is None or (self._step is not None and common <= self._step):
            return []
        before, self._step = self._step, common
        if before is None:
            return []
        events = []
        for step in sorted(s for s in self.watcher.history if before < s <= common):
            public = self.watcher.history[step].get("events") or []
            private = {seat: (one.history.get(step) or {}).get("events") or [] for seat, one in self.sessions.items()}
            for i, data in enumerate(public):
                body = {k: v for k, v in data.items() if k != "kind"}
                mine = {seat: {k: v for k, v in told[i].items() if k != "kind"}
                        for seat, told in private.items() if len(told) == len(public)}
                events.append(Event(str(data.get("kind", "")), body, mine))
        return events

    def _state(self, seat: int | None = None) -> dict:
        one = self.sessions.get(seat, self.watcher) if seat is not None else self.watcher
        return one.history.get(self._step, {}) if self._step is not None else {}

    # -- what anyone may read ----------------------------------------------------------------
    @property
    def id(self) -> str:
        return self._id

    @property
    def title(self) -> str:
        return self._local.title

    @property
    def real_time(self) -> bool:
        return self._local.real_time

    @property
    def names(self) -> list[str]:
        seats = (self.watcher.lobby or self.session.lobby or {}).get("seats")
        if seats and len(seats) == len(self._names):
            return [str(s.get("name") or self._names[i]) for i, s in enumerate(seats)]
        return list(self._names)

    @property
    def players(self) -> int:
        return len(self._names)

    @property
    def seed(self) -> int:
        return 0

    @property
    def given_options(self) -> dict:
        return dict(self._options)

    @property
    def session(self) -> Session:
        """The connection that speaks for this computer (its room, round trip, emotes)."""
        return next(iter(self.sessions.values()))

    @property
    def seat(self) -> int:
        return next(iter(self.sessions))

    @property
    def step(self) -> int:
        return self._step or 0

    @property
    def now(self) -> float:
        return float(self._state().get("t", 0.0))

    @property
    def is_over(self) -> bool:
        return bool(self._state().get("over"))

    def view(self, seat: int | None) -> dict:
        """A seat of this computer sees its own view; anyone else the public one."""
        return self._state(seat).get("view") or self._local.view(None)

    def full_view(self) -> dict:
        return self.view(None)

    def legal_actions(self, seat: int):
        if seat not in self.sessions or self._sent.get(seat) == self._step:
            return []
        out = []
        for text in self._state(seat).get("legal", []):
            try:
                out.append(self._local.parse(text))
            except IllegalAction:
                continue
        return out

    def to_act(self) -> list[int]:
        return list(self._state().get("to_act", []))

    def result(self) -> dict:
        return self._state().get("result") or {"scores": [0] * self.players, "winners": []}

    def record(self) -> dict | None:
        return self.watcher.record or self.session.record

    def parse(self, text: str):
        return self._local.parse(text)

    def why_illegal(self, seat: int, action) -> str:
        if seat not in self.sessions:
            return "That is not a seat at this computer."
        return "" if str(action) in self._state(seat).get("legal", []) else "That move is not allowed now."

    def next_person(self) -> int | None:
        return next((s for s in self.to_act() if s in self.sessions), None)

    def is_bot(self, seat: int) -> bool:
        seats = (self.watcher.lobby or self.session.lobby or {}).get("seats") or []
        return seat < len(seats) and seats[seat].get("kind") == "bot"

    # -- acting ------------------------------------------------------------------------------
    def act(self, seat: int, action, step: int | None = None, at: float | None = None,
            mark: bool | None = None) -> Answer:
        one = self.sessions.get(seat)
        if one is None:
            return Answer(False, "not_seated", "That is not a seat at this computer.")
        if self.is_over:
            return Answer(False, "game_over", "The game is over.")
        if not one.connected:
            return Answer(False, "offline", "Not connected: the move was not sent.")
        text = str(action)
        if text not in self._state(seat).get("legal", []):
            return Answer(False, "illegal", self.why_illegal(seat, action))
        self._sent[seat] = self.step
        one.act(text, self.step if step is None else step)
        return Answer(True)

    def _arrived(self) -> list:
        for one in self._all():
            one.pump()
            one.events()  # (matched step by step from the histories instead)
            if one.notices:
                self.notices.extend(one.notices)
                one.notices.clear()
                self._sent.clear()  # refused: the person may try again
        return self._commit()

    def advance(self, now: float) -> list:
        return self._arrived()

    def run_bots(self, now: float) -> list:
        return self._arrived()

    def undo(self, seat: int) -> Answer:
        return Answer(False, "no_undo", "There is no undo in an online game.")

    def hint(self, seat: int) -> Future:
        done: Future = Future()
        try:
            legal = self.legal_actions(seat)
            done.set_result(game_hints.hint(self._id, self.view(seat), legal, f"online:{self.step}") if legal else None)
        except Exception as exc:  # a bot bug must not stop the game
            done.set_exception(exc)
        return done

    def forget_plan(self, seat: int) -> None:
        pass

    def script_bots(self, bots: dict) -> None:
        pass

    def bots_thinking(self) -> bool:
        return False

    def watch(self, watcher) -> None:
        pass

    def unwatch(self, watcher) -> None:
        pass

    def status(self) -> str:
        return self.session.status()

    def close(self) -> None:
        for one in self._all():
            one.close()
