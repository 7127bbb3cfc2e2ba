"""Several people at one computer in an online room: one connection per person's seat
(the server tells each connection only its own seat) and one watching connection for the
public table that the hand-off cover shows between them.

``TogetherMatch`` is a ``RemoteMatch`` for a table passed round at this computer. The
connections' states arrive one by one; the match moves to a step only once every
connection has had its state of that step, so the cover, the views and the events it
gives always belong to one moment of the game. Turn-based games only (a real-time game
at one keyboard shows every hand at once, which no connection is sent).
"""
from __future__ import annotations

from game.moves import Event
from game.net.remote import RemoteMatch, Session


class TogetherMatch(RemoteMatch):
    def __init__(self, sessions: dict[int, Session], watcher: Session, game_id: str, names: list[str],
                 options: dict | None = None):
        self.sessions = dict(sorted(sessions.items()))
        self.watcher = watcher
        super().__init__(next(iter(self.sessions.values())), game_id, len(names), names, options)
        for one in self._all():
            one.keep_history = True
            if one.state is not None:  # (what came before the match was made)
                one.history[int(one.state.get("step", 0))] = one.state
        self._step: int | None = None
        self._commit()

    # -- which connection, which state ----------------------------------------------------
    @property
    def here(self) -> dict[int, Session]:
        return self.sessions

    def _all(self) -> list[Session]:
        return [*self.sessions.values(), self.watcher]

    def _state_of(self, seat: int | None = None) -> dict:
        """A seat of this computer sees its own state; anyone else the public one, all at
        the step every connection has reached."""
        if self._step is None:
            return {}
        return self.sessions.get(seat, self.watcher).history.get(self._step, {})

    def _lobby(self) -> dict:
        return self.watcher.lobby or self.session.lobby or {}

    @property
    def step(self) -> int:
        return self._step or 0

    def full_view(self) -> dict:
        return self.view(None)

    # -- the step every connection has reached --------------------------------------------
    def _common(self) -> int | None:
        steps = None
        for one in self._all():
            steps = set(one.history) if steps is None else steps & set(one.history)
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

    def _arrived(self) -> list:
        self._pump()
        for one in self._all():
            one.events()  # (matched step by step from the histories instead)
        return self._commit()
