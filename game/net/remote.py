"""A match at another computer: the same surface as ``match.Match``, fed by a Kennel
server, so a table cannot tell which it has.

``Session`` is one connection to a server for one person: it connects on a helper
thread (a frame never waits for the network), makes or joins a room, and keeps what
arrived - the lobby, the latest state, errors, the measured round trip. ``RemoteMatch``
is the match a table is a client of: its view, legal actions and events are those the
server sent this seat; an action goes to the server (with the person's reaction time in
a real-time game) and its verdict comes back as the next state or an error.

No pygame here: the app's screens poll a session once a frame.
"""
from __future__ import annotations

from game.language import N_, _
import threading
import time
from concurrent.futures import Future

from game import hints as game_hints
from game import new_game
from game.errors import IllegalAction
from game.moves import Event
from game.match.match import Answer
from game.net.client import Background, room_url

#: seconds between the session's own pings (the round trip shown on the table)
PING_EVERY = 2.0
#: seconds without any message before a session says it has heard nothing for a while
QUIET = 6.0
#: states kept by step when a session keeps its history
HISTORY = 64
#: seconds between tries to get a lost seat back (the server restarted, the network fell)
RETRY = 2.0
#: what a person is told for each of the wire's error codes (the server's message follows)
#: (in the catalogue: each is said in the player's language, the protocol is unchanged)
ERROR_WORDS = {
    "no_room": N_("There is no room with that code at that address: check the code your friend gave you."),
    "room_full": N_("That room has no free seat: every seat is taken. You can still watch it."),
    "seat_taken": N_("That seat is taken."),
    "bad_token": N_("That seat is no longer yours."),
    "not_started": N_("The game has not started yet."),
    "not_your_turn": N_("It is not your move."),
    "stale": N_("The table moved on before your move arrived; look again."),
    "too_fast": N_("Slow down a little."),
    "game_over": N_("The game is over."),
    "room_busy": N_("That room has all the spectators it can take."),
    "room_paused": N_("The server cannot save this game just now: it waits, and goes on once it can."),
}


def seat_lost(text: str) -> bool:
    """The words say the server no longer knows this seat (in any language)."""
    return text in (ERROR_WORDS["bad_token"], _(ERROR_WORDS["bad_token"]))


def where(url: str) -> str:
    """The host and port of a server address, as a person typed it ("192.168.1.5:8765")."""
    rest = url.split("://", 1)[-1]
    return rest.split("/", 1)[0].split("?", 1)[0]


def reach_words(url: str, exc: BaseException) -> str:
    """Why a connection to ``url`` could not be made, in a player's words (no addresses
    with paths, no exception text)."""
    text = f"{exc} {getattr(exc, '__cause__', '') or ''}".lower()
    host = where(url)
    if any(w in text for w in ("name or service", "nodename", "name resolution", "getaddrinfo", "no address")):
        words = _("Could not reach {host}: no computer by that name was found. Check the address on the host's screen.")
    elif any(w in text for w in ("refused", "connect call failed", "unreachable", "no route")):
        words = _("Could not reach {host}: nobody answered there. Check the address on the host's screen, "
                  "and that they are hosting.")
    elif "timed out" in text or "timeout" in text:
        words = _("Could not reach {host}: no answer came in time. Check the address, and that both computers "
                  "are on the same network.")
    elif any(w in text for w in ("handshake", "invalid response", "status", "upgrade")):
        words = _("Could not reach {host}: something answered, but not a Kennel server. Check the address and its port.")
    else:
        words = _("Could not reach {host}: the connection could not be made. Check the address on the host's screen.")
    return words.format(host=host)


def address(text: str) -> str:
    """A server address as a person types it ("192.168.1.5:8765", "ws://host:8765/ws",
    "host") made into the WebSocket address; ValueError with words when it is not one."""
    text = "".join(text.split())
    if not text:
        raise ValueError("Type the host's address (for example 192.168.1.5:8765).")
    if "://" in text:
        scheme, rest = text.split("://", 1)
        if scheme not in ("ws", "wss"):
            raise ValueError("The address starts with ws:// (or leave the start out).")
    else:
        scheme, rest = "ws", text
    host, _, path = rest.partition("/")
    if not host:
        raise ValueError("The address needs a host name or number.")
    name, colon, port = host.rpartition(":") if not host.endswith("]") else (host, "", "")
    if colon:
        if not port.isdigit() or not 0 < int(port) < 65536 or len(port) > 5:
            raise ValueError(f"The port after the colon is a number from 1 to 65535, not {port[:8]!r}.")
        if not name:
            raise ValueError("The address needs a host name or number before the colon.")
    else:
        host = f"{host}:8765"
    return f"{scheme}://{host}/{path or 'ws'}"


class Session:
    """One person's connection to a server (see the module's words)."""

    def __init__(self, url: str, name: str = "", timeout: float = 8.0):
        self.url = url
        self.name = name
        self.link: Background | None = None
        self.failed: str | None = None
        self.lobby: dict | None = None
        self.state: dict | None = None
        #: monotonic time the latest state arrived (a reaction is measured from there)
        self.state_at = 0.0
        self.record: dict | None = None
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        #: errors and news a person should read, oldest first (the screen takes them)
        self.notices: list[str] = []
        self.emotes: list[tuple[str, str]] = []
        self.rtt_ms: float | None = None
        self.heard_at = time.monotonic()
        self._events: list[dict] = []
        #: the states of the latest steps by step (several people at one computer: their
        #: sessions' states are matched step by step, see game/net/together.py)
        self.keep_history = False
        #: the room this session watches (a spectator: watched again after a reconnection)
        self.watching: str | None = None
        self.history: dict[int, dict] = {}
        self._pinged = 0.0
        self._ping_sent: dict[int, float] = {}
        self._ids = 1000
        self._waiting: dict[int, str] = {}  # request id -> what it was (for its error words)
        self._closed_by_us = False
        self._timeout = timeout
        #: a lost connection is being made again; once made, the seat is asked back
        self.reconnecting = False
        self._retry_at = 0.0
        #: this client says when its person is ready for a real-time round (the app's
        #: table does, once no pop-up holds them): said to the server on joining
        self.says_ready = False
        self._start_connecting()

    def _start_connecting(self) -> None:
        self._thread = threading.Thread(target=self._connect, args=(self._timeout,), name="kennel-connect",
                                        daemon=True)
        self._thread.start()

    def _connect(self, timeout: float) -> None:
        try:
            link = Background(self.url, timeout=timeout)
        except Exception as exc:  # (every way of not getting there is said in words)
            self.failed = reach_words(self.url, exc)
            return
        if self._closed_by_us:
            link.close()
            return
        self.link = link

    # -- state ---------------------------------------------------------------------------
    @property
    def connecting(self) -> bool:
        return self.link is None and self.failed is None

    @property
    def connected(self) -> bool:
        return self.link is not None and not self.link.closed

    @property
    def lost(self) -> bool:
        """The connection was made and has gone (the server stopped, the network fell)."""
        return self.link is not None and self.link.closed and not self._closed_by_us

    def quiet(self) -> bool:
        return self.connected and time.monotonic() - self.heard_at > QUIET

    # -- sending -------------------------------------------------------------------------
    def send(self, message: dict, what: str = "") -> int | None:
        if not self.connected:
            return None
        self._ids += 1
        message = {**message, "id": self._ids}
        if what:
            self._waiting[self._ids] = what
        self.link.send(message)
        return self._ids

    def create(self, game: str, seats: list[dict], options: dict | None = None, away: str = "wait",
               countdown: float = 0.0) -> None:
        message = {"type": "create", "game": game, "players": len(seats), "options": options or {},
                   "seats": seats, "away": away}
        if countdown:
            message["countdown"] = countdown
        self.send(message, "create")

    def join(self, room: str, seat: int | None = None) -> None:
        message = {"type": "join", "room": room, "name": self.name}
        if seat is not None:
            message["seat"] = seat
        self.send(message, "join")

    def rejoin(self, room: str, token: str) -> None:
        self.send({"type": "rejoin", "room": room, "token": token}, "rejoin")

    def watch(self, room: str) -> None:
        self.watching = room
        self.send({"type": "watch", "room": room}, "watch")

    def start(self) -> None:
        if self.room and self.token:
            self.send({"type": "start", "room": self.room, "token": self.token}, "start")

    def act(self, action: str, step: int) -> None:
        reaction_ms = max(0.0, (time.monotonic() - self.state_at) * 1000.0)
        self.send({"type": "act", "action": action, "step": step, "reaction_ms": round(reaction_ms, 1)}, "act")

    def ready(self) -> None:
        """This person is ready for the round to start (nothing on the screen holds them)."""
        if self.room:
            self.send({"type": "ready", "room": self.room})

    def emote(self, name: str) -> None:
        self.send({"type": "emote", "emote": name})

    # -- receiving -----------------------------------------------------------------------
    def pump(self) -> None:
        """Take in what arrived (once a frame), and ping now and then."""
        now = time.monotonic()
        comes_back = (self.token and self.room) or self.watching
        if comes_back and not self._closed_by_us and (self.lost or self.failed) and now - self._retry_at > RETRY:
            self._reconnect(now)
        if self.link is None:
            return
        if self.reconnecting:
            self.reconnecting = False
            if self.token and self.room:
                self.send({"type": "rejoin", "room": self.room, "token": self.token}, "rejoin")
            else:
                self.send({"type": "watch", "room": self.watching}, "watch")
        for arrived, message in self.link.poll():
            self.heard_at = arrived
            self._take(arrived, message)
        now = time.monotonic()
        if self.connected and now - self._pinged > PING_EVERY:
            self._pinged = now
            ref = self.send({"type": "ping"})
            if ref is not None:
                self._ping_sent[ref] = now
                if len(self._ping_sent) > 20:
                    self._ping_sent.pop(next(iter(self._ping_sent)))

    def _take(self, arrived: float, message: dict) -> None:
        kind = message.get("type")
        ref = message.get("ref")
        what = self._waiting.pop(ref, "") if ref is not None else ""
        if kind == "lobby":
            self.lobby = message
            self.room = message.get("room", self.room)
        elif kind == "joined":
            self.room, self.seat, self.token = message["room"], message["seat"], message["token"]
            if self.says_ready:
                self.ready()
        elif kind == "watching":
            self.room, self.seat = message["room"], None
        elif kind == "state":
            # a reaction counts from the frame that takes the state in (and draws it), not
            # from its arrival on the network thread
            self.state, self.state_at = message, time.monotonic()
            self._events.extend(message.get("events") or [])
            if self.keep_history:
                self.history[int(message.get("step", 0))] = message
                while len(self.history) > HISTORY:
                    self.history.pop(next(iter(self.history)))
        elif kind == "record":
            self.record = message.get("record")
        elif kind == "pong":
            sent = self._ping_sent.pop(ref, None)
            if sent is not None:
                self.rtt_ms = round((arrived - sent) * 1000.0, 1)
        elif kind == "emote":
            self.emotes.append((str(message.get("name", "")), str(message.get("emote", ""))))
        elif kind == "error":
            code = message.get("code", "")
            words = ERROR_WORDS.get(code)
            text = str(message.get("message", ""))[:200]
            if code in ("illegal", "not_your_turn") and text:  # the engine's reason, in the rules' words
                self.notices.append(text[:1].upper() + text[1:])
            elif code == "too_soon":
                self.notices.append(_("Wait for the countdown."))
            elif words:
                self.notices.append(_(words))
            elif what:
                self.notices.append(_("The server said: {message} ({what})").format(message=text or code, what=what))
            else:
                self.notices.append(_("The server said: {message}").format(message=text or code))

    def _reconnect(self, now: float) -> None:
        """The seat's connection went: connect again (on the helper thread) and, once
        connected, rejoin with the token. Tried every ``RETRY`` seconds."""
        self._retry_at = now
        old, self.link = self.link, None
        if old is not None:
            threading.Thread(target=old.close, name="kennel-disconnect", daemon=True).start()
        self.failed = None
        self.reconnecting = True
        self._start_connecting()

    def events(self) -> list[dict]:
        out, self._events = self._events, []
        return out

    def close(self) -> None:
        self._closed_by_us = True
        if self.link is not None:
            link, self.link = self.link, None
            threading.Thread(target=link.close, name="kennel-disconnect", daemon=True).start()

    # -- words for the table ---------------------------------------------------------------
    def away(self) -> list[str]:
        """Names of the people whose seats have no connection now."""
        if not self.lobby:
            return []
        return [str(s.get("name") or f"Seat {s.get('seat', 0) + 1}") for s in self.lobby.get("seats", [])
                if s.get("kind") == "person" and not s.get("connected") and s.get("seat") != self.seat]

    def status(self) -> str:
        """One line on the connection: latency, who is away, reconnecting."""
        if (self.token or self.watching) and (self.reconnecting or self.lost or (self.failed and self.room)):
            return "Connection lost: reconnecting..."
        if self.failed:
            return self.failed
        if self.connecting:
            return "Connecting..."
        if self.lost:
            return "Connection lost: Rejoin from the title to pick up where you were."
        if self.quiet():
            return "Nothing heard from the server for a while..."
        parts = [f"Online {self.room or ''}".strip()]
        if self.rtt_ms is not None:
            parts.append(f"{self.rtt_ms:.0f} ms")
        gone = self.away()
        if gone:
            parts.append(", ".join(gone) + (" is away" if len(gone) == 1 else " are away"))
        return " \u00b7 ".join(parts)


def remote_event(data: dict, seat: int | None) -> Event:
    """An event as the wire carries it: this seat's private part is already merged in,
    so it is both the event's data and this seat's private part."""
    body = {k: v for k, v in data.items() if k != "kind"}
    return Event(str(data.get("kind", "")), body, {seat: body} if seat is not None else {})


class RemoteMatch:
    """The match of a room at a server, for one seat (a table's authority across the
    network). Undo is not offered online; hints are worked out here from this seat's view.
    ``TogetherMatch`` (game/net/together.py) is the same for several seats at one computer: what
    differs is which connection speaks for a seat (``here``) and which state is read."""

    remote = True
    notices: list[str]

    def __init__(self, session: Session, game_id: str, players: int, names: list[str], options: dict | None = None):
        self.session = session
        self._id = game_id
        self._names = list(names)
        self._options = dict(options or {})
        # a game of this kind for reading notation and the title (its cards mean nothing)
        self._local = new_game(game_id, players=list(names), seed=0, options=self._options)
        self.notices = []
        self.settle = 0.0
        #: seat -> the step its last move answered (nothing more is offered until that step moves)
        self._sent: dict[int, int] = {}

    # -- which connection, which state ----------------------------------------------------
    @property
    def here(self) -> dict[int, Session]:
        """The seats played at this computer, each with its connection."""
        return {self.session.seat: self.session} if self.session.seat is not None else {}

    def _all(self) -> list[Session]:
        return [self.session]

    def _state_of(self, seat: int | None = None) -> dict:
        """The state a seat is shown (one seat here: its own state, whoever asks)."""
        return self.session.state or {}

    def _lobby(self) -> dict:
        return self.session.lobby or {}

    # -- what anyone may read ---------------------------------------------------------------
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
        seats = self._lobby().get("seats")
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
    def seat(self) -> int | None:
        return self.session.seat

    @property
    def step(self) -> int:
        return int(self._state_of().get("step", 0))

    @property
    def now(self) -> float:
        return float(self._state_of().get("t", 0.0))

    @property
    def is_over(self) -> bool:
        return bool(self._state_of().get("over"))

    def view(self, seat: int | None) -> dict:
        return self._state_of(seat).get("view") or self._local.view(None)

    def full_view(self) -> dict:
        return self.view(self.seat)

    def legal_actions(self, seat: int):
        if seat not in self.here or self._sent.get(seat) == self.step:
            return []  # (not a seat here, or its move waits for the server's answer)
        out = []
        for text in self._state_of(seat).get("legal", []):
            try:
                out.append(self._local.parse(text))
            except IllegalAction:
                continue
        return out

    def to_act(self) -> list[int]:
        return list(self._state_of().get("to_act", []))

    def result(self) -> dict:
        return self._state_of().get("result") or {"scores": [0] * self.players, "winners": []}

    def record(self) -> dict | None:
        """The whole record once the server sends it at the end (None before)."""
        return next((one.record for one in self._all() if one.record is not None), None)

    def parse(self, text: str):
        return self._local.parse(text)

    def why_illegal(self, seat: int, action) -> str:
        """Why a move is refused, as far as this seat's view tells (the whole reason is the
        server's: ``act`` sends a refused move there and its words come back)."""
        if seat not in self.here:
            return "That is not your seat."
        if str(action) in self._state_of(seat).get("legal", []):
            return ""
        if self.is_over:
            return "The game is over"
        acting = self.to_act()
        if seat not in acting and acting:
            names = self.names
            return f"It is {names[acting[0]]}'s turn" if len(acting) == 1 else "It is not your turn"
        return "That move is not allowed now."

    def is_bot(self, seat: int) -> bool:
        seats = self._lobby().get("seats") or []
        return seat < len(seats) and seats[seat].get("kind") == "bot"

    def next_person(self) -> int | None:
        return next((s for s in self.to_act() if s in self.here), None)

    # -- acting --------------------------------------------------------------------------------
    def act(self, seat: int, action, step: int | None = None, at: float | None = None,
            mark: bool | None = None) -> Answer:
        one = self.here.get(seat)
        if one is None:
            return Answer(False, "not_seated", "That is not your seat.")
        if self.is_over:
            return Answer(False, "game_over", "The game is over.")
        if not one.connected:
            return Answer(False, "offline", "Not connected: the move was not sent.")
        text = str(action)
        if text not in self._state_of(seat).get("legal", []):
            # the server's engine says why, in the rules' words, at the moment it meets the move
            # (the state here may be a step behind); its refusal comes back as a notice
            one.act(text, self.step if step is None else step)
            return Answer(False, "asked", "")
        self._sent[seat] = self.step
        one.act(text, self.step if step is None else step)
        return Answer(True)

    def _pump(self) -> None:
        """Take in what every connection received; a refusal lets its person try again."""
        for one in self._all():
            one.pump()
            if one.notices:
                self.notices.extend(one.notices)
                one.notices.clear()
                self._sent.clear()

    def _arrived(self) -> list:
        self._pump()
        return [remote_event(e, self.seat) for e in self.session.events()]

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
            view = self.view(seat)
            done.set_result(game_hints.hint(self._id, view, legal, f"online:{self.step}") if legal else None)
        except Exception as exc:  # a bot bug must not stop the game
            done.set_exception(exc)
        return done

    # -- what a local match has that means nothing here ------------------------------------
    def forget_plan(self, seat: int) -> None:
        pass

    def script_bots(self, bots: dict) -> None:
        pass

    def bots_thinking(self) -> bool:
        return False

    def watch(self, watcher) -> None:
        pass  # (the server keeps an online game: nothing here writes it)

    def unwatch(self, watcher) -> None:
        pass

    def status(self) -> str:
        return self.session.status()

    def close(self) -> None:
        for one in self._all():
            one.close()


def join_address(base: str, code: str) -> str:
    """The address a session for room ``code`` connects to (routed by a proxy)."""
    return room_url(base, code)
