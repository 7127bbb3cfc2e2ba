"""A room: one game on the server, its seats and the connections in it.

The room holds a ``Match`` (the one authority for the game) once started, runs its
bots and its clock, and tells every connection in it what its seat may know: a
``lobby`` when the seats change, a ``state`` after every change of the game (with
the events since the last state that connection was sent), the ``record`` once the
game is over. Moves in real-time games go through the referee (game.net.fair) so that
the quicker reaction wins; in turn-based games they apply at once.

A room runs while someone is in it (a person or a spectator): left alone, its bots
and its clock wait, and a room read back from disk after a restart waits there at
the step it was saved at until someone rejoins or watches.

Everything here runs on the server's event loop and never awaits: a connection is
told things by ``conn.send`` (which queues), so no slow reader can hold a room up.
"""
from __future__ import annotations

import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable

from game import GAMES, new_game, replay
from game.bots import levels_for
from game.seats import Seat
from game.match import Match
from game.net import codes, fair
from game.net.protocol import error
from game.net.quiet_log import say
from game.storage import disk as storage

#: the level of the bots that take open seats at the start and stand in for people away
STAND_IN = "normal"
#: bot levels that may think for tens of milliseconds: their rooms think on a thread
HEAVY = frozenset({"hard", "expert", "search"})
#: how often a real-time room lets game time pass when nothing else happens (a shot clock)
TICK = 0.1
BOT_NAMES = ("Biscuit", "Pepper", "Scout", "Mochi", "Juniper", "Waffles", "Noodle")
#: how long a name may be (cleaned of control characters first)
NAME_LIMIT = 24
AWAY = ("wait", "bot")
#: seeds stay whole numbers every JSON reader keeps exactly
SEED_LIMIT = 2 ** 53

SAVE_VERSION = 1
#: the longest a round's start waits for people's ``ready`` (a window held by a pop-up);
#: a silent client cannot stall the room longer
READY_WAIT = 20.0
#: the longest countdown a room may ask for (seconds)
COUNTDOWN_LIMIT = 10.0


@dataclass
class Hold:
    """A real-time round about to start: game time stands at ``game_time`` while the room
    waits for the ``waiting`` seats' ready (until ``deadline``), then counts down to
    ``until`` (server time); moves are refused until then (``too_soon``)."""
    game_time: float
    deadline: float
    waiting: set
    until: float | None = None


class Refusal(Exception):
    """A request the room turns down: ``code`` is the wire's error code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


@dataclass
class Place:
    """One seat of the room: ``kind`` "open", "bot" or "person"."""
    kind: str
    name: str | None = None
    level: str | None = None
    token: str | None = None   # SHA-256 of the seat's token (people only)
    conn: Any = None           # the person's connection, when connected
    seen: int = 0              # the last step sent to this seat (a rejoin catches up from it)
    stand_in: bool = False     # a bot plays this person's turns while they are away

    def lobby(self, seat: int) -> dict:
        connected = self.kind == "bot" or (self.kind == "person" and self.conn is not None)
        return {"seat": seat, "kind": self.kind, "name": self.name,
                "level": self.level if self.kind == "bot" else None,
                "connected": connected, "away": self.stand_in}


def check_create(message: dict) -> tuple[str, int, dict, list[Place], str]:
    """The fields of a ``create`` checked against the games (``Refusal`` with
    ``bad_message`` otherwise): game id, players, options, seats, away policy."""
    game_id = message["game"]
    if game_id not in GAMES:
        raise Refusal("bad_message", f"no game {game_id[:40]!r} (games: {', '.join(sorted(GAMES))})")
    cls = GAMES[game_id]
    players = message["players"]
    if not cls.min_players <= players <= cls.max_players:
        raise Refusal("bad_message", f"{cls.title} takes {cls.min_players} to {cls.max_players} players")
    options = message["options"]
    try:
        new_game(game_id, players=players, seed=0, options=options)
    except (ValueError, TypeError) as exc:
        raise Refusal("bad_message", f"options: {str(exc)[:200]}") from None
    seats = message["seats"]
    if len(seats) != players:
        raise Refusal("bad_message", f"seats must list {players} seats, not {len(seats)}")
    levels = levels_for(game_id)
    places = []
    for i, seat in enumerate(seats):
        kind = seat.get("kind") if isinstance(seat, dict) else None
        if kind == "open":
            places.append(Place("open"))
        elif kind == "bot":
            level = seat.get("level", STAND_IN)
            if not isinstance(level, str) or level not in levels:
                raise Refusal("bad_message", f"seat {i}: a bot's level is one of {', '.join(levels)}")
            places.append(Place("bot", BOT_NAMES[i % len(BOT_NAMES)], level))
        else:
            raise Refusal("bad_message", f"seat {i} must be {{\"kind\": \"open\"}} or {{\"kind\": \"bot\", \"level\": L}}")
    away = message.get("away") or "wait"
    if away not in AWAY:
        raise Refusal("bad_message", "away is \"wait\" or \"bot\"")
    seed = message.get("seed")
    if seed is not None and not -SEED_LIMIT < seed < SEED_LIMIT:
        raise Refusal("bad_message", "seed must be a whole number below 2**53 in size")
    return game_id, players, options, places, away


def clean_name(name: str) -> str:
    name = storage.clean_text(" ".join(name.split()), limit=NAME_LIMIT)
    if not name:
        raise Refusal("bad_message", "a name is needed")
    return name


class Room:
    def __init__(self, code: str, game_id: str, players: int, options: dict, seed: int,
                 places: list[Place], away: str = "wait", *, saver: Callable[["Room"], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, pace: float | None = None):
        self.code = code
        self.game_id = game_id
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.places = places
        self.away = away
        self.match: Match | None = None
        self.conns: set = set()
        self.referee = fair.Referee()
        self.clock = clock
        self.saver = saver
        self.pace = pace  # seconds between bot moves in turn-based games (None: the match's)
        self.origin = clock()          # server time of game time 0 (moved on while paused)
        self.paused_at: float | None = None
        self.recorded = False          # the record has gone out
        self.last_seen = clock()       # when someone was last in the room
        self.wake: Callable[[], None] = lambda: None
        self._dirty = False
        #: connections whose act the next state answers, and the act's id (echoed as ``ref``)
        self._answered: dict = {}
        #: messages to send after the next states (refusals of held claims)
        self._after: list = []
        #: states wait for the file (set by the hub), and a change is waiting for that
        self.defer = False
        self.unsettled = False
        #: seconds each real-time round counts down before it starts (0: it starts at once);
        #: ``create``'s optional ``countdown``
        self.countdown = 0.0
        #: the round now waiting to start (its countdown, people's ready), and the last
        #: round that had one
        self.hold: Hold | None = None
        self._round_held = None

    # -- reading --------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.match is not None

    @property
    def over(self) -> bool:
        return self.match is not None and self.match.is_over

    @property
    def real_time(self) -> bool:
        return GAMES[self.game_id].real_time

    def lobby(self, ref: Any = None) -> dict:
        out = {"type": "lobby", "room": self.code, "game": self.game_id, "players": self.players,
               "started": self.started, "seats": [p.lobby(i) for i, p in enumerate(self.places)],
               "options": self.options, "away": self.away, "over": self.over}
        if ref is not None:
            out["ref"] = ref
        return out

    def seat_of(self, token: str) -> int | None:
        for i, place in enumerate(self.places):
            if place.kind == "person" and codes.matches(token, place.token):
                return i
        return None

    def people_latencies(self) -> list[fair.Latency]:
        return [p.conn.latency for p in self.places if p.kind == "person" and p.conn is not None]

    def grace(self) -> float:
        return fair.grace(self.people_latencies()) if self.real_time else 0.0

    # -- the seats --------------------------------------------------------------------
    def join(self, conn, name: str, seat: int | None, ref: Any = None) -> None:
        name = clean_name(name)
        if seat is not None:
            if not 0 <= seat < self.players:
                raise Refusal("bad_message", f"seat must be from 0 to {self.players - 1}")
            if self.places[seat].kind != "open":
                raise Refusal("seat_taken", f"seat {seat} is taken")
        else:
            seat = next((i for i, p in enumerate(self.places) if p.kind == "open"), None)
            if seat is None:
                raise Refusal("room_full", "every seat is taken")
        token = codes.new_token()
        self.places[seat] = Place("person", name, None, codes.digest(token))
        self._enter(conn, seat)
        conn.send({"type": "joined", "room": self.code, "seat": seat, "token": token, "ref": ref})
        self.changed_seats()

    def rejoin(self, conn, token: str, ref: Any = None) -> None:
        seat = self.seat_of(token)
        if seat is None:
            raise Refusal("bad_token", "that token holds no seat in this room")
        place = self.places[seat]
        old = place.conn
        if old is not None and old is not conn:
            self._exit(old)
            old.close(4000, "this seat was taken up on another connection")
        self._enter(conn, seat)
        conn.send({"type": "joined", "room": self.code, "seat": seat, "token": token, "ref": ref})
        if self.started:
            self._send_state(conn, since=place.seen)
            if self.over:
                conn.send({"type": "record", "room": self.code, "record": self.match.record()})
        self.changed_seats()

    def watch(self, conn, ref: Any = None) -> None:
        self._enter(conn, None)
        conn.send({"type": "watching", "room": self.code, "ref": ref})
        if self.started:
            self._send_state(conn, since=self.match.step)
            if self.over:
                conn.send({"type": "record", "room": self.code, "record": self.match.record()})
        conn.send(self.lobby())  # (after the state: a spectator's table names the seats from it)

    def leave(self, conn) -> None:
        """A connection goes (``leave``, or it dropped): its seat shows as away."""
        if conn not in self.conns:
            return
        seat = conn.seat
        self._exit(conn)
        if seat is not None:
            self.changed_seats()

    def _enter(self, conn, seat: int | None) -> None:
        if conn.room is not None:
            conn.room.leave(conn)
        conn.room, conn.seat = self, seat
        conn.fresh = True  # owed a first state
        conn.seen_step = self.match.step if self.match is not None else 0
        self.conns.add(conn)
        self.last_seen = self.clock()
        self._resume(self.last_seen)
        if seat is not None:
            place = self.places[seat]
            place.conn = conn
            if place.stand_in and self.match is not None:
                self.match.seat_person(seat)
            place.stand_in = False
        self.wake()

    def _exit(self, conn) -> None:
        self.conns.discard(conn)
        seat = conn.seat
        conn.room, conn.seat = None, None
        self.last_seen = self.clock()
        if seat is not None and self.places[seat].conn is conn:
            place = self.places[seat]
            place.conn = None
            if self.away == "bot" and self.match is not None and not self.match.is_over:
                self.match.seat_bot(seat, STAND_IN)
                place.stand_in = True
                self.match.run_bots(self.game_clock(self.clock()))  # it plans from now
                self.settle()
        self.wake()

    def _resume(self, now: float) -> None:
        if self.paused_at is not None:
            self.origin += now - self.paused_at
            self.paused_at = None

    def changed_seats(self, asker=None, ref: Any = None) -> None:
        """Save, and send everyone the lobby (``asker``'s copy answers its request ``ref``)."""
        self.save()
        lobby = self.lobby()
        for conn in list(self.conns):
            conn.send(lobby if conn is not asker or ref is None else {**lobby, "ref": ref})
        if asker is not None and asker not in self.conns and ref is not None:
            asker.send({**lobby, "ref": ref})

    # -- the game -----------------------------------------------------------------------
    def start(self, token: str, ref: Any = None, conn=None) -> None:
        if self.seat_of(token) is None:
            raise Refusal("bad_token", "that token holds no seat in this room")
        if self.started:
            if conn is not None:
                conn.send(self.lobby(ref))
            return
        for i, place in enumerate(self.places):
            if place.kind == "open":
                self.places[i] = Place("bot", BOT_NAMES[i % len(BOT_NAMES)], STAND_IN)
        game = new_game(self.game_id, players=[p.name for p in self.places], seed=self.seed,
                        options=self.options)
        self._begin(game)
        self.hold_new_round(self.clock())
        self.changed_seats(conn, ref)
        self._dirty = True
        self.settle()
        self.wake()

    def _begin(self, game) -> None:
        seats = [Seat(p.name, p.kind == "person", p.level or STAND_IN) for p in self.places]
        heavy = any(p.kind == "bot" and p.level in HEAVY for p in self.places)
        self.match = Match(game, seats, threaded=heavy, pace=None if game.real_time else self.pace)
        for i, place in enumerate(self.places):
            place.seen = game.step
            if place.stand_in:
                self.match.seat_bot(i, STAND_IN)
        self.origin = self.clock() - game.now
        self.paused_at = None

    def act(self, conn, action: str, step: int, reaction_ms: float | None, ref: Any, arrived: float) -> None:
        if conn.seat is None:
            raise Refusal("not_seated", "only a seated person can act")
        if self.match is None:
            raise Refusal("not_started", "the game has not started")
        if self.match.is_over:
            raise Refusal("game_over", "the game is over")
        if self.hold is not None:
            raise Refusal("too_soon", "the round starts when the countdown ends")
        seat = conn.seat
        if self.real_time:
            at = fair.instant(conn.sent_at(step), None if reaction_ms is None else reaction_ms / 1000.0,
                              arrived, conn.latency.least)
            self.referee.hold(seat, action, at, ref, conn)
            self.wake()
            return
        answer = self.match.act(seat, action, step=step, mark=False)
        if not answer.ok:
            raise Refusal(answer.code, answer.reason)
        if ref is not None:
            self._answered[conn] = ref
        self.match.run_bots(self.game_clock(self.clock()))
        self.settle()
        self.wake()

    def game_clock(self, now: float) -> float:
        """The game time the room has reached at server time ``now`` (real-time games
        run ``grace`` behind, so that every claim of that moment is in)."""
        return max(self.match.now if self.real_time else 0.0, now - self.origin - self.grace())

    def running(self) -> bool:
        return self.match is not None and not self.match.is_over and bool(self.conns)

    def process(self, now: float | None = None) -> None:
        """Let time pass to ``now``: held claims whose moment is safe, then bots and
        the clock. Tells everyone what changed, and saves."""
        if self.match is None or self.match.is_over:
            return
        now = self.clock() if now is None else now
        if not self.conns:
            if self.paused_at is None:
                self.paused_at = now
            return
        self._resume(now)
        if self.holding(now):
            self.settle()
            return
        match = self.match
        refused = []
        try:
            wait = self.grace()
            if self.real_time:
                match.auto.settle = wait  # bots see a change when people do
            for claim in self.referee.ripe(now, wait):
                if match.is_over:
                    answer = match.act(claim.seat, claim.action)  # refused: the game is over
                else:
                    at = max(claim.instant - self.origin, match.now)
                    match.run_bots(at)
                    answer = match.act(claim.seat, claim.action, at=at, mark=False)
                    match.run_bots(at)
                if not answer.ok and claim.conn is not None:
                    refused.append((claim.conn, error(answer.code, answer.reason, claim.ref)))
                elif answer.ok and claim.conn is not None and claim.ref is not None:
                    self._answered[claim.conn] = claim.ref
            if not match.is_over:
                target = self.game_clock(now)
                match.advance(target)
                match.run_bots(target)
            self.hold_new_round(now)
        except Exception:  # a bug in a bot or a rule must not take the server down
            say("room bug", f"room {self.code}:\n{traceback.format_exc()}")  # one line a minute, not a disk's worth
        self._after += refused  # after the state that shows why (a card played since)
        self.settle()
        if self._after and not self.unsettled:  # no state went out: nothing to wait for
            for conn, message in self._after:
                conn.send(message)
            self._after.clear()

    def settle(self) -> None:
        """After a change: save, then send each connection its state (the record at the
        end, refusals that wait for the state that shows why). With ``defer`` the hub's
        runner does it, writing the file off the event loop before anything is sent."""
        match = self.match
        if match is None:
            return
        if any(conn.seen_step != match.step for conn in self.conns) or self._dirty:
            self._dirty = False
            if self.defer:
                self.unsettled = True
                self.wake()
                return
            self.save()
            self.broadcast()

    def broadcast(self) -> None:
        for conn, message, step in self.outbox():
            conn.send(message, step=step)

    def outbox(self) -> list[tuple[Any, dict, int | None]]:
        """What each connection is owed now: its state (events since its last), the
        record once over, refusals held for after them; counted as sent."""
        match = self.match
        out = []
        owed = [conn for conn in self.conns if conn.seen_step != match.step or conn.fresh]
        made = self._states([(conn.seat, conn.seen_step) for conn in owed]) if owed else {}
        for conn in owed:
            state = made[conn.seat, conn.seen_step]
            ref = self._answered.pop(conn, None)
            conn.fresh, conn.seen_step = False, state["step"]
            out.append((conn, state if ref is None else {**state, "ref": ref}, state["step"]))
        self._answered.clear()
        for place in self.places:
            if place.conn is not None:
                place.seen = match.step
        if match.is_over and not self.recorded:
            self.recorded = True
            record = {"type": "record", "room": self.code, "record": match.record()}
            out += [(conn, record, None) for conn in self.conns]
        out += [(conn, message, None) for conn, message in self._after]
        self._after.clear()
        return out

    def _state(self, seat: int | None, since: int) -> dict:
        return self._states([(seat, since)])[seat, since]

    def _states(self, wanted: list[tuple]) -> dict[tuple, dict]:
        """The state message of each ``(seat, since)`` in ``wanted`` (the views of the step
        built together: game.match's ``Match.states``)."""
        hold = self.hold
        countdown = None
        if hold is not None:  # nothing may be played before the countdown ends
            left = None if hold.until is None else round(max(0.0, hold.until - self.clock()), 3)
            countdown = {"seconds": left, "of": self.countdown, "waiting": sorted(hold.waiting)}
        out = {}
        for key, made in self.match.states(wanted).items():
            state = out[key] = {"type": "state", "room": self.code, **made}
            if countdown is not None:
                state["legal"] = []
                state["countdown"] = countdown
        return out

    # -- a fair start for real-time rounds ---------------------------------------------
    def live_round(self):
        """The real-time round being played (its number), None in a turn-based phase."""
        view = self.match.view(None)
        if self.match.is_over or view.get("phase") in ("tug", "over"):
            return None
        return view.get("round")

    def says_ready(self, seat: int) -> bool:
        """The person at ``seat`` is connected on a client that says when it is ready
        (it sent ``ready`` in this room); bots, people away and other clients never hold
        a round up."""
        conn = self.places[seat].conn if self.places[seat].kind == "person" else None
        return conn is not None and getattr(conn, "says_ready", False) and not self.places[seat].stand_in

    def hold_new_round(self, now: float) -> None:
        """A real-time round has just begun: game time stands still until every window
        says it is ready (or ``READY_WAIT`` passes) and the countdown has run."""
        if not self.countdown or not self.real_time or self.match is None or self.hold is not None:
            return
        key = self.live_round()
        if key is None or key == self._round_held:
            return
        self._round_held = key
        waiting = {i for i in range(self.players) if self.says_ready(i)}
        self.hold = Hold(self.match.now, now + READY_WAIT, waiting)
        if not waiting:
            self.hold.until = now + self.countdown
        self.retell()

    def holding(self, now: float) -> bool:
        """Is the round's start still held at ``now``? (Moves on from waiting to counting
        down, and from counting down to play, telling everyone.)"""
        hold = self.hold
        if hold is None:
            return False
        if hold.until is None:
            hold.waiting = {s for s in hold.waiting if self.says_ready(s)}
            if hold.waiting and now < hold.deadline:
                return True
            hold.waiting = set()
            hold.until = now + self.countdown
            self.retell()
            return True
        if now < hold.until:
            return True
        self.hold = None
        self.origin = now - hold.game_time  # game time goes on from where it stood
        self.retell()
        return False

    def ready(self, conn) -> None:
        """``conn``'s person is ready (nothing on their screen holds them): from now on
        this connection's ready is waited for at each round's start."""
        conn.says_ready = True
        hold = self.hold
        if hold is not None and conn.seat is not None and conn.seat in hold.waiting:
            hold.waiting.discard(conn.seat)
            self.retell()  # (every window says whom the round still waits for)

    def retell(self) -> None:
        """Everyone is sent their state again (the same step: its countdown changed)."""
        for conn in self.conns:
            conn.fresh = True
        self._dirty = True
        self.wake()

    def _send_state(self, conn, since: int) -> None:
        self._deliver(conn, self._state(conn.seat, since))

    def _deliver(self, conn, state: dict) -> None:
        conn.fresh = False
        conn.seen_step = state["step"]
        conn.send(state, step=state["step"])

    def next_wake(self, now: float) -> float | None:
        """When this room next has something to do (server time), None when only a
        message can wake it."""
        if not self.running():
            return None
        if self.hold is not None:
            return min(now + TICK, self.hold.until or self.hold.deadline)
        wait = self.grace()
        times = []
        held = self.referee.next_ripe(wait)
        if held is not None:
            times.append(held)
        if getattr(self.match.auto, "jobs", None):
            times.append(now + 0.005)  # thoughts to take in (the runner awaits those still running)
        else:
            due = self.match.auto.next_due()
            if due is not None:
                times.append(due + self.origin + wait)
        if self.real_time:
            times.append(now + TICK)
        return min(times) if times else None

    def thoughts(self) -> list:
        """Bot thoughts still running on the room's thread (threaded rooms)."""
        jobs = getattr(self.match.auto, "jobs", None) if self.match is not None else None
        return [job.future for job in (jobs or {}).values() if not job.future.done()]

    # -- saving ---------------------------------------------------------------------------
    def save(self):
        """Save the room (the hub's saver: a future done once written, or None)."""
        return self.saver(self) if self.saver is not None else None

    def to_data(self) -> dict:
        return {"version": SAVE_VERSION, "code": self.code, "game": self.game_id, "players": self.players,
                "options": self.options, "seed": self.seed, "away": self.away, "started": self.started,
                "over": self.over, "countdown": self.countdown,
                "seats": [{"kind": p.kind, "name": p.name, "level": p.level, "token_sha256": p.token,
                           "connected": p.kind == "bot" or p.conn is not None, "seen": p.seen,
                           "away": p.stand_in} for p in self.places],
                "record": self.match.record() if self.match is not None else None}

    @classmethod
    def from_data(cls, data, **kwargs) -> "Room":
        """A room as saved (``data`` as read by game.net.store); ``ValueError`` when its
        record does not replay."""
        stand_in = data.away == "bot" and data.started  # nobody is connected yet
        places = [Place(s.kind, s.name, s.level, s.token_sha256, None, s.seen, stand_in and s.kind == "person")
                  for s in data.seats]
        room = cls(data.code, data.game, data.players, data.options, data.seed, places, data.away, **kwargs)
        room.countdown = min(max(0.0, data.countdown), COUNTDOWN_LIMIT)  # (a hand-edited file's is kept in bounds)
        if data.started:
            if data.record is None:
                raise ValueError("a started room without its record")
            game = replay(data.record)
            if game.is_over:
                for place in places:
                    place.stand_in = False
            room._begin(game)
            room.recorded = game.is_over
        return room
