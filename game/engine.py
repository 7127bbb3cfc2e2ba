"""The shape every game shares: seats, seeded randomness, game time, the record.

A game subclasses :class:`Game` and fills in the rules hooks (``setup``, ``parse``,
``_legal``, ``_apply``, ``view`` ...). This base owns what must be identical for
every game so that scenes, bots, tests and saves can treat them alike.
"""
from __future__ import annotations

import math
import random
from typing import Any, ClassVar, Iterable

from game.deck import check_permutation
from game.errors import IllegalAction
from game.moves import Action, Event

DEFAULT_NAMES = ("Ann", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus")

RECORD_VERSION = 1


def seat_option(name: str, value: Any, players: int) -> int | None:
    """Check an option that names a seat (``None`` means chosen at random)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ValueError(f"Option {name} must be a seat from 0 to {players - 1}, not {value!r}")
    return value


def _short(value: Any) -> str:
    """A value for a message, never hundreds of digits long."""
    text = repr(value)
    return text if len(text) <= 24 else text[:20] + "..."


class Game:
    """Base of every game. See ``../shared/spec/engine.md`` for the contract."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    real_time: ClassVar[bool] = False
    version: ClassVar[int] = RECORD_VERSION
    #: option name -> default; ``_check_options`` validates the values.
    OPTIONS: ClassVar[dict[str, Any]] = {}

    def __init__(self, players: int | Iterable[str] = 2, seed: int = 0,
                 options: dict | None = None, deck: Iterable[str] | None = None):
        self.names = self._seat_names(players)
        self.players = len(self.names)
        if seed is None:
            seed = 0
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"The seed must be a whole number, not {seed!r}")
        self.seed = seed
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise ValueError(f"Options must be a dict, not {type(options).__name__}")
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            known = ", ".join(sorted(self.OPTIONS)) or "none"
            raise ValueError(f"{self.title} has no option {', '.join(map(str, unknown))} (options: {known})")
        self.given_options = dict(options)
        self.opts = {**self.OPTIONS, **options}
        self._check_options(self.opts)
        self.stacked = None if deck is None else check_permutation(self.cards(self.players), deck, self.title)
        self.rng = random.Random(seed)
        self.now = 0.0
        self._log: list[list] = []
        self._step = 0
        self._legal_cache: dict[int, list[Action]] = {}
        self._legal_step = -1
        self.setup(self.stacked)

    # -- what each game fills in -------------------------------------------------
    @classmethod
    def cards(cls, players: int) -> list[str]:
        """Every card code of the deck for this many players (copies repeated)."""
        raise NotImplementedError

    def _check_options(self, opts: dict) -> None:
        """Raise ``ValueError`` for a bad option value."""

    def setup(self, deck: list[str] | None) -> None:
        """Deal the first round; ``deck`` is the stacked deck or ``None`` to shuffle."""
        raise NotImplementedError

    def parse(self, text: str) -> Action:
        """Notation -> Action; raise ``IllegalAction`` when it does not parse."""
        raise NotImplementedError

    def _legal(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def why_illegal(self, seat: int, action: Action) -> str:
        """A player-readable reason why ``action`` is not legal for ``seat`` now."""
        if seat not in self.to_act():
            return f"It is not {self.names[seat]}'s turn"
        return f"{action} is not allowed now"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action."""
        raise NotImplementedError

    def _elapse(self, now: float) -> list[Event]:
        """Let game time pass to ``now``. Return an event for every change made
        (a change without an event would not be recorded)."""
        return []

    def to_act(self) -> list[int]:
        raise NotImplementedError

    def view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def views(self, seats) -> dict:
        """``view(seat)`` of each of ``seats`` at once (a server tells every seat after
        each change). A game may build what they share once: the views returned may
        share their parts, to be read (sent, drawn), never changed."""
        return {seat: self.view(seat) for seat in seats}

    def full_view(self) -> dict:
        """Everything, for replays and debugging (never shown during play)."""
        raise NotImplementedError

    def seen_by(self, seat: int | None) -> set[str]:
        """Card codes ``seat`` may know of now or has been shown: the oracle the
        hidden-information tests check views and events against."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def bots_watch(self) -> bool:
        """Do bots need to see every change (``Bot.observe``), or only their own turns?
        (A game where bots remember what they were shown says so.)"""
        return True

    def result(self) -> dict:
        raise NotImplementedError

    # -- the contract ------------------------------------------------------------
    @property
    def step(self) -> int:
        """Changes so far: an id for the current state (stale-action guards, caches)."""
        return self._step

    def legal_actions(self, seat: int) -> list[Action]:
        if self._legal_step != self._step:
            self._legal_cache = {}
            self._legal_step = self._step
        cached = self._legal_cache.get(seat)
        if cached is None:
            if not self._is_seat(seat) or self.is_over:
                cached = []
            else:
                cached = self._legal(seat)
            self._legal_cache[seat] = cached
        return list(cached)

    def apply(self, seat: int, action: Action | str, at: float | None = None) -> list[Event]:
        events = self._pass_time(at)
        try:
            return self._apply_now(seat, action, at, events)
        except IllegalAction as exc:
            exc.events = tuple(events)  # time passed before the refusal: its changes are not lost
            raise

    def _apply_now(self, seat: int, action: Action | str, at: float | None, events: list[Event]) -> list[Event]:
        if not self._is_seat(seat):
            raise IllegalAction(f"There is no seat {seat!r} in this {self.players}-player game")
        if self.is_over:
            raise IllegalAction("The game is over")
        if isinstance(action, str):
            action = self.parse(action)
        elif not isinstance(action, Action):
            raise IllegalAction(f"Not an action: {action!r}")
        action = self._check(seat, action)
        events += self._apply(seat, action)
        self._step += 1
        self._log.append([seat, str(action), at if at is None else float(at)])
        return events

    def _check(self, seat: int, action: Action) -> Action:
        """Return the action to carry out, or raise ``IllegalAction``."""
        legal = self.legal_actions(seat)
        for candidate in legal:
            if candidate is action:
                return action
        if action in legal:
            return action
        raise IllegalAction(self.why_illegal(seat, action))

    def advance(self, now: float) -> list[Event]:
        return self._pass_time(now)

    def _pass_time(self, at: float | None) -> list[Event]:
        if at is None:
            return []
        if isinstance(at, bool) or not isinstance(at, (int, float)):
            raise ValueError(f"Game time must be a finite number of seconds, not {at!r}")
        try:
            at = float(at)  # a whole number too big for a float overflows here
        except OverflowError:
            at = math.inf
        if not math.isfinite(at):
            raise ValueError(f"Game time must be a finite number of seconds, not {_short(at)}")
        if at < self.now:
            raise ValueError(f"Game time cannot run backwards (now {self.now:g} s, asked for {at:g} s)")
        events = self._elapse(at) if self.real_time else []
        self.now = at
        if events:
            self._step += 1
            self._log.append([None, "advance", at])
        return events

    def record(self) -> dict:
        return {
            "game": self.id,
            "version": self.version,
            "players": list(self.names),
            "seed": self.seed,
            "options": dict(self.given_options),
            "deck": None if self.stacked is None else list(self.stacked),
            "actions": [list(entry) for entry in self._log],
        }

    # -- helpers for games -------------------------------------------------------
    def _is_seat(self, seat: Any) -> bool:
        return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < self.players

    @classmethod
    def _seat_names(cls, players) -> list[str]:
        span = f"{cls.title} takes {cls.min_players} to {cls.max_players} players"
        if cls.min_players == cls.max_players:
            span = f"{cls.title} takes exactly {cls.min_players} players"
        if isinstance(players, bool):
            raise ValueError(span)
        if isinstance(players, int):
            if not cls.min_players <= players <= cls.max_players:
                raise ValueError(f"{span}, not {players}")
            return list(DEFAULT_NAMES[:players])
        if isinstance(players, (str, bytes)) or not hasattr(players, "__iter__"):
            raise ValueError(f"Players must be a count or a list of names, not {players!r}")
        names = list(players)
        if not cls.min_players <= len(names) <= cls.max_players:
            raise ValueError(f"{span}, not {len(names)}")
        for name in names:
            if not isinstance(name, str) or not name.strip():
                raise ValueError(f"A player's name must be non-empty text, not {name!r}")
        return [n.strip() for n in names]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.players} players seed={self.seed} step={self._step}>"
