"""The server: one aiohttp WebSocket endpoint (``/ws``) in front of many rooms, all on
one asyncio event loop.

Each connection (``Conn``) has a bounded queue of frames to send and one task that
writes them, so a client that never reads fills only its own queue and is then
dropped; it never holds a room up. Each room has one task (``Hub._run``) that wakes
when a message or its clock needs it. Messages are handled in the order they arrive,
without awaiting anything, so a room is never seen half changed.
"""
from __future__ import annotations

import asyncio
import gc
import heapq
import itertools
import random
import secrets
import struct
import time
import traceback
from collections import Counter, OrderedDict, deque
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from game.net import codes, door, fair, protocol
from game.net.door import Door, Limits
from game.net.frame_limit import FrameLimit
from game.net.page import add_page
from game.net.quiet_log import say
from game.net.protocol import BadMessage, error
from game.net import room as room_module
from game.net.room import Refusal, Room, check_create
from game.net.store import Store

#: frames waiting for one connection before it is dropped as too slow a reader
QUEUE_LIMIT = 512
QUEUE_BYTES = 8 * 1024 * 1024
#: a frame that has not left after this long marks a reader too slow to keep
STALL = 20.0
#: a connection that has answered no ping for this long is not reading: it is dropped
DROP_AFTER = 15.0
#: seconds between pings (the first few come quicker, to know a new connection soon)
PING_EVERY = 2.0
FIRST_PINGS = (0.0, 0.1, 0.1, 0.2, 0.3, 0.5)
#: seconds between pings of a connection outside a real-time room, whose round trip
#: decides nothing (at most a quarter of ``DROP_AFTER``, so a dead one still goes in time):
#: at a thousand rooms, pings every 2 s cost the server as much as the moves
QUIET_PING_EVERY = 5.0
#: after its first pings, a connection's next ping waits on one clock of the server's,
#: which looks every this many seconds (one task for all: a sleeping task a connection
#: woke 400 times a second at 1,000 rooms a worker, each a timer, a future and a step)
PING_TICK = 0.25
#: rooms one connection may create, and rooms one server holds (game.net.door: the
#: limits per address)
ROOMS_PER_CONNECTION = 20
MAX_ROOMS = door.MAX_ROOMS
#: seconds between emotes from one connection
EMOTE_GAP = 0.5
#: a finished room nobody is in leaves memory after this long (its file goes to finished/)
FINISHED_KEPT = 600.0
#: a room nobody has started and nobody is in is removed after this long
UNSTARTED_KEPT = 600.0
#: a started room nobody has been connected to for this long is put away in finished/
ABANDONED_KEPT = 86_400.0
#: seconds between looks for idle rooms
SWEEP_EVERY = 60.0
#: seconds between tries of a room's save that failed (the room waits meanwhile)
SAVE_RETRY = 2.0
#: what aiohttp's reader keeps of a message at most (game.net.frame_limit refuses one over
#: protocol.MAX_FRAME before it reaches the reader, with a clean close 1009; this is the
#: backstop should that ever not be in place)
READ_LIMIT = protocol.MAX_FRAME + 1
#: seconds a connection refused for a message too big has to answer the close
CLOSE_WAIT = 3.0
#: close codes of this server's own (4000-4999 are the application's)
REPLACED = 4000
#: a frame goes straight to the socket's buffer when nothing waits before it and that
#: buffer holds less than this (bytes); otherwise it waits in the connection's queue
DIRECT_BELOW = 64 * 1024

_OPCODES = {"text": 0x1, "ping": 0x9, "pong": 0xA}


def frame(opcode: int, payload: bytes) -> bytes:
    """One whole WebSocket frame from the server (not masked, RFC 6455 5.2)."""
    size = len(payload)
    if size < 126:
        return bytes((0x80 | opcode, size)) + payload
    if size < 65536:
        return struct.pack("!BBH", 0x80 | opcode, 126, size) + payload
    return struct.pack("!BBQ", 0x80 | opcode, 127, size) + payload


def too_big(data: str | bytes) -> bool:
    if len(data) * (4 if isinstance(data, str) else 1) <= protocol.MAX_FRAME:
        return False
    return len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data) > protocol.MAX_FRAME


class Conn:
    """One client connection: what it is in (``room``, ``seat``), its latency, its
    message rate, and its queue of frames to send."""

    _ids = itertools.count(1)

    def __init__(self, ws: web.WebSocketResponse | None, transport=None, clock=time.monotonic,
                 queue_limit: int = QUEUE_LIMIT, drop_after: float = DROP_AFTER):
        self.id = next(self._ids)
        self.queue_limit = queue_limit
        self.drop_after = drop_after
        self.ws = ws
        self.transport = transport
        self.clock = clock
        self.room: Room | None = None
        self.seat: int | None = None
        self.seen_step = 0
        self.fresh = False
        self.latency = fair.Latency()
        self.created = 0
        self.address = "?"
        self.last_emote = -1e9
        self.closed = False
        self._out: deque = deque()
        self._bytes = 0
        self._ready = asyncio.Event()
        self._sent: OrderedDict[int, float] = OrderedDict()
        self._pings: dict[bytes, float] = {}
        self._ping_count = itertools.count()
        self._heard: deque[float] = deque()
        self._writing_since: float | None = None
        self._jitter: random.Random | None = None
        self.last_pong = clock()
        #: when the client last answered the latest state it was sent (a move on it): outside
        #: a real-time room that shows it reads as well as a pong would
        self.last_read = -1e9

    def __repr__(self) -> str:
        return f"<Conn {self.id} room={self.room.code if self.room else None} seat={self.seat}>"

    # -- incoming ---------------------------------------------------------------------
    def heard(self, now: float) -> str:
        """Count a message: "ok", "too_fast" (over PER_SECOND in the last second) or
        "flood" (over FLOOD: the connection is closed)."""
        heard = self._heard
        heard.append(now)
        while heard and heard[0] <= now - 1.0:
            heard.popleft()
        if len(heard) > protocol.FLOOD:
            return "flood"
        return "too_fast" if len(heard) > protocol.PER_SECOND else "ok"

    def pong(self, payload: bytes, now: float) -> None:
        sent = self._pings.pop(bytes(payload), None)
        self.last_pong = now
        if sent is not None:
            self.latency.add(now - sent)

    def sent_at(self, step: Any) -> float | None:
        """When the state of ``step`` left for this connection (None: never sent)."""
        return self._sent.get(step) if isinstance(step, int) else None

    # -- outgoing ---------------------------------------------------------------------
    def send(self, message: dict, step: int | None = None) -> None:
        if self.closed:
            return
        self._put("text", protocol.encode_bytes(message), step)

    def send_text(self, text: str | bytes, step: int | None = None) -> None:
        """``send`` of a message already encoded (text, or its UTF-8)."""
        if not self.closed:
            self._put("text", text, step)

    def ping(self) -> None:
        if not self.closed:
            payload = next(self._ping_count).to_bytes(8, "big")
            self._put("ping", payload, None)

    def send_pong(self, payload: bytes) -> None:
        if not self.closed:
            self._put("pong", bytes(payload[:125]), None)

    def close(self, code: int, reason: str) -> None:
        """Close after what is queued (a rejoin elsewhere, a flood)."""
        if not self.closed:
            self._out.append(("close", (code, reason), None))
            self._ready.set()
            self.closed = True

    def drop(self) -> None:
        """Cut the connection now (a reader too slow to keep)."""
        self.closed = True
        self._out.clear()
        if self.transport is not None:
            self.transport.abort()
        self._ready.set()

    def _put(self, kind: str, payload, step) -> None:
        if not self._out and self._writing_since is None and self._direct(kind, payload, step):
            return
        size = len(payload)
        if len(self._out) >= self.queue_limit or self._bytes + size > QUEUE_BYTES or self.stalled():
            self.drop()
            return
        self._out.append((kind, payload, step))
        self._bytes += size
        self._ready.set()

    def _direct(self, kind: str, payload, step) -> bool:
        """Write a frame to the socket at once, when nothing is queued or being written
        before it and the socket keeps up (most frames: no task to wake, no await); False
        leaves it to the queue and ``write``."""
        transport = self.transport
        if (transport is None or self.ws is None or transport.is_closing()
                or transport.get_write_buffer_size() >= DIRECT_BELOW):
            return False
        if isinstance(payload, str):
            payload = payload.encode("utf-8")
        now = self.clock()
        if kind == "text" and step is not None:
            self._stamp(step, now)
        elif kind == "ping":
            self._pings[payload] = now
            if len(self._pings) > 16:
                del self._pings[next(iter(self._pings))]
        transport.write(frame(_OPCODES[kind], payload))
        return True

    def stalled(self) -> bool:
        return self._writing_since is not None and self.clock() - self._writing_since > STALL

    def _stamp(self, step: int, now: float) -> None:
        self._sent.setdefault(step, now)
        while len(self._sent) > 64:
            self._sent.popitem(last=False)

    async def write(self) -> None:
        """Send the queued frames in order until the connection closes."""
        ws = self.ws
        try:
            while True:
                while not self._out:
                    if self.closed:
                        return
                    self._ready.clear()
                    await self._ready.wait()
                kind, payload, step = self._out.popleft()
                now = self.clock()
                self._writing_since = now
                if kind == "text":
                    self._bytes -= len(payload)
                    if step is not None:
                        self._stamp(step, now)
                    await ws.send_str(payload if isinstance(payload, str) else payload.decode("utf-8"))
                elif kind == "ping":
                    self._bytes -= len(payload)
                    self._pings[payload] = now
                    if len(self._pings) > 16:
                        del self._pings[next(iter(self._pings))]
                    await ws.ping(payload)
                elif kind == "pong":
                    self._bytes -= len(payload)
                    await ws.pong(payload)
                else:
                    code, reason = payload
                    await ws.close(code=code, message=reason.encode())
                    return
                self._writing_since = None
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            pass
        except Exception:  # pragma: no cover - a transport we did not expect to fail so
            say("send failed", f"sending failed: {traceback.format_exc()}")
        finally:
            self.closed = True

    def next_ping(self, n: int) -> tuple[float, bool]:
        """The wait before ping ``n`` (the first few quick, then jittered), and whether it
        is a quiet one (outside a real-time room)."""
        if self._jitter is None:
            self._jitter = random.Random(self.id)  # spread out: connections made together do not ping together
        quiet = n >= len(FIRST_PINGS) and not (self.room is not None and self.room.real_time)
        delay = (FIRST_PINGS[n] if n < len(FIRST_PINGS) else
                 (min(QUIET_PING_EVERY, self.drop_after / 4) if quiet else PING_EVERY) * self._jitter.uniform(0.75, 1.25))
        return delay, quiet

    def ping_turn(self, quiet: bool, now: float) -> bool:
        """A ping's time has come: dropped (False) when it reads nothing it is sent, else
        pinged unless quiet and it read a state a moment ago."""
        if self.stalled() or now - max(self.last_pong, self.last_read if quiet else -1e9) > self.drop_after:
            self.drop()  # it reads nothing we send
            return False
        if quiet and now - self.last_read < self.drop_after / 2:
            return True  # it read what it was sent a moment ago, and its round trip decides nothing here
        self.ping()   # (at a thousand rooms, the pings of people who play cost as much as their moves)
        return True

    async def pings(self) -> bool:
        """The first pings (``FIRST_PINGS``, to know a new connection's round trip soon);
        True when the connection is still there for the rest (``Hub.ping_clock``)."""
        for n in range(len(FIRST_PINGS)):
            delay, quiet = self.next_ping(n)
            if self.closed:
                return False
            if delay:
                await asyncio.sleep(delay)
            if not self.ping_turn(quiet, self.clock()):
                return False
        return not self.closed


class Hub:
    """The rooms of one server and what its connections ask of them."""

    def __init__(self, store: Store | None, sid: str = codes.DEFAULT_SERVER_ID, clock=time.monotonic,
                 pace: float | None = None, queue_limit: int = QUEUE_LIMIT, drop_after: float = DROP_AFTER,
                 limits: Limits | None = None, unstarted_kept: float = UNSTARTED_KEPT,
                 abandoned_kept: float = ABANDONED_KEPT, finished_kept: float = FINISHED_KEPT):
        self.store = store
        self.door = Door(limits, clock)
        self.limits = self.door.limits
        self.unstarted_kept = unstarted_kept
        self.abandoned_kept = abandoned_kept
        self.finished_kept = finished_kept
        self.pace = pace
        self.queue_limit = queue_limit
        self.drop_after = drop_after
        self.sid = sid
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        self.conns: set[Conn] = set()
        self._forwarded: Counter[str] = Counter()
        self._tasks: dict[str, asyncio.Task] = {}
        #: connections' next pings after their first: (when, connection id, connection, quiet)
        self._pings: list[tuple[float, int, Conn, bool]] = []
        self._ping_clock: asyncio.Task | None = None

    # -- rooms ---------------------------------------------------------------------------
    def load(self) -> int:
        if self.store is None:
            return 0
        for room in self.store.load(saver=self.save, clock=self.clock, pace=self.pace):
            self.add(room)
            self.door.holds(getattr(room, "made_by", None), room.code, room.started)
        return len(self.rooms)

    def add(self, room: Room) -> None:
        room.saver = self.save
        room.defer = self.store is not None
        self.rooms[room.code] = room
        wake = asyncio.Event()
        room.wake = wake.set
        self._tasks[room.code] = asyncio.get_running_loop().create_task(self._run(room, wake))

    def remove(self, room: Room) -> None:
        self.door.gone(room.code, getattr(room, "made_by", None))
        self.rooms.pop(room.code, None)
        task = self._tasks.pop(room.code, None)
        if task is not None:
            task.cancel()
        if room.match is not None:
            room.match.close()

    def save(self, room: Room, durable: bool = False):
        if self.store is not None:
            return self.store.save(room, durable=durable)
        return None

    async def save_all(self) -> None:
        """Every room saved, then on the disk: each room is written after every change
        already, so what is left is the rooms people are in (their idle clock) and any
        whose last save failed, written by the pool, then one flush of them all."""
        if self.store is None:
            return
        for room in list(self.rooms.values()):
            if room.conns or room.unsettled or room.code in self.store.failed:
                self.save(room)
        await asyncio.get_running_loop().run_in_executor(None, self.store.sync)

    async def _run(self, room: Room, wake: asyncio.Event) -> None:
        """The room's clock: it wakes for a message, a held claim, a bot's move or a tick."""
        while True:
            wake.clear()
            try:
                thoughts = room.thoughts()
                if thoughts:  # a bot still thinking on the room's thread: wait without blocking the loop
                    await asyncio.wait([asyncio.wrap_future(f) for f in thoughts], timeout=2.0)
                room.process()
                if room.unsettled:  # write the change, then tell everyone
                    room.unsettled = False
                    if not await self._settle(room) or room.unsettled:
                        continue  # time passed while its file was written: let it pass first
                now = self.clock()  # (written at once: nothing happened since process, and a wake meanwhile is kept)
                when = room.next_wake(now)
            except Exception:  # a bug in one room stops that room's clock a moment, never the server
                say("room runner bug", f"room {room.code}: {traceback.format_exc()}")
                now, when = self.clock(), self.clock() + 1.0
            try:
                if when is None:
                    await wake.wait()
                else:
                    async with asyncio.timeout(max(0.0, when - now)):
                        await wake.wait()
            except TimeoutError:
                pass

    async def _settle(self, room: Room) -> bool:
        """Save the room, then send what each connection is owed; True when its file was
        written at once (nothing awaited). (A method of its own,
        so that the states die as it returns: kept in ``_run``'s frame until the room's
        next change, a room's last states were what the collector walked most.)"""
        written = room.save()
        out = room.outbox()
        at_once = written is None or (written.done() and written.exception() is None)
        if written is not None and not at_once:
            await self._saved(room, written)
        encoded: dict[int, bytes] = {}  # one state to many spectators is encoded once
        for conn, message, step in out:
            text = encoded.get(id(message))
            if text is None:
                text = encoded[id(message)] = protocol.encode_bytes(message)
            conn.send_text(text, step)
        return at_once

    async def _saved(self, room: Room, written) -> None:
        """Wait for the room's file; while it cannot be written the room waits (its
        clock stopped, nothing sent), its people are told, and it tries again."""
        told = False
        while True:
            try:
                if written.done():  # written at once (most saves): nothing to wait for
                    written.result()
                else:
                    await asyncio.wrap_future(written)
                break
            except OSError:
                if room.paused_at is None:
                    room.paused_at = self.clock()  # game time stands still (Room.process resumes it)
                if not told:
                    told = True
                    message = error("room_paused", "the server cannot save this room just now: the game "
                                    "waits and goes on once it is saved")
                    for conn in list(room.conns):
                        conn.send({**message, "room": room.code})
                await asyncio.sleep(SAVE_RETRY)
                written = room.save()

    async def _first_pings(self, conn: Conn) -> None:
        """A connection's first pings on a task of its own, then its place on the ping clock."""
        if await conn.pings():
            self._next_ping(conn, self.clock())

    def _next_ping(self, conn: Conn, now: float) -> None:
        delay, quiet = conn.next_ping(len(FIRST_PINGS))
        heapq.heappush(self._pings, (now + delay, conn.id, conn, quiet))
        if self._ping_clock is None or self._ping_clock.done():
            self._ping_clock = asyncio.get_running_loop().create_task(self.ping_clock())

    async def ping_clock(self, tick: float = PING_TICK) -> None:
        """Every ``tick`` seconds, the connections whose ping is due have their turn
        (``Conn.ping_turn``) and wait for the next; a closed one leaves the clock."""
        due = self._pings
        while due:
            await asyncio.sleep(tick)
            now = self.clock()
            while due and due[0][0] <= now:
                _, _, conn, quiet = heapq.heappop(due)
                if not conn.closed and conn.ping_turn(quiet, now):
                    self._next_ping(conn, now)

    async def tend_memory(self, every: float = 1.0, whole: float = 600.0) -> None:
        """Keep Python's garbage collector from stopping the loop for long. The
        collector's own timing is off (``serve`` turns it off): at 200 rooms it ran a
        young collection every few moves and a whole one every few seconds, 5 to 100 ms
        each, and found nothing, as rooms make no garbage that reference counting does
        not free. Instead, every ``every`` seconds what is new is collected (a second's
        worth of it, well under a millisecond) and what lived through that is frozen
        (rooms' logs and games: freed by reference counting when done with, never walked
        again); once every ``whole`` seconds everything is thawed and collected once,
        which frees any cycle frozen meanwhile."""
        since_whole = 0.0
        while True:
            await asyncio.sleep(every)
            since_whole += every
            if since_whole >= whole:
                since_whole = 0.0
                gc.unfreeze()
                gc.collect()
            else:
                gc.collect(1)
            gc.freeze()

    async def sweep(self, every: float = SWEEP_EVERY) -> None:
        """At once (a restart does not revive idle rooms), then every ``every`` seconds:
        rooms nobody will come back to leave memory (``sweep_once``)."""
        while True:
            self.sweep_once()
            await asyncio.sleep(every)

    def sweep_once(self) -> int:
        """Rooms nobody is in go: a finished one after ``finished_kept`` (to
        ``finished/``), an unstarted one after ``unstarted_kept`` (its file deleted), a
        started one after ``abandoned_kept`` (to ``finished/`` with its record, where a
        rejoin or a watch still finds it). Returns how many went."""
        now = self.clock()
        gone = 0
        for room in list(self.rooms.values()):
            if room.conns:
                continue
            idle = now - room.last_seen
            if room.over and idle > self.finished_kept or room.started and idle > self.abandoned_kept:
                self.remove(room)
                if self.store is not None:
                    self.store.put_away(room)
                gone += 1
            elif not room.started and idle > self.unstarted_kept:
                self.remove(room)
                if self.store is not None:
                    self.store.remove(room.code)
                gone += 1
        return gone

    def find(self, code: str) -> Room:
        code = codes.normal(code)
        room = self.rooms.get(code)
        if room is None and self.store is not None and len(self.rooms) < self.limits.max_rooms:
            room = self.store.finished(code, saver=self.save, clock=self.clock, pace=self.pace)
            if room is not None:  # a finished game still shows its end to its people
                room.last_seen = self.clock()
                self.add(room)
        if room is None:
            raise Refusal("no_room", "there is no room with that code")
        return room

    # -- messages ---------------------------------------------------------------------------
    def hear(self, conn: Conn, raw: str | bytes, arrived: float) -> None:
        verdict = conn.heard(arrived)
        if verdict == "flood":
            conn.close(1008, "too many messages")
            return
        try:
            if isinstance(raw, (bytes, bytearray)):
                raise BadMessage("messages are JSON in text frames")
            message = protocol.decode(raw)
        except BadMessage as exc:
            if verdict == "ok":
                conn.send(error("bad_message", str(exc), exc.ref))
            else:
                conn.send(error("too_fast", f"more than {protocol.PER_SECOND} messages in a second", exc.ref))
            return
        ref = protocol.ref_of(message)
        if verdict == "too_fast":
            conn.send(error("too_fast", f"more than {protocol.PER_SECOND} messages in a second", ref))
            return
        try:
            getattr(self, "on_" + message["type"])(conn, message, ref, arrived)
        except Refusal as exc:
            conn.send(error(exc.code, str(exc), ref))
        except Exception:  # a bug must cost one answer, never the server
            say("message bug", f"a {message['type']} message: {traceback.format_exc()}")
            conn.send(error("bad_message", "the server could not handle that message", ref))

    def on_create(self, conn: Conn, message: dict, ref, arrived) -> None:
        if conn.created >= ROOMS_PER_CONNECTION or len(self.rooms) >= self.limits.max_rooms:
            raise Refusal("server_busy", "no more rooms can be made here now")
        why = self.door.may_create(conn.address)
        if why is not None:
            raise Refusal("server_busy", why)
        game_id, players, options, places, away = check_create(message)
        seed = message.get("seed")
        if seed is None:
            seed = secrets.randbelow(2 ** 31)
        room = Room(codes.new_code(self.sid, self.rooms), game_id, players, options, seed, places, away,
                    saver=self.save, clock=self.clock, pace=self.pace)
        countdown = message.get("countdown") or 0
        if not 0 <= countdown <= room_module.COUNTDOWN_LIMIT:
            raise Refusal("bad_message", f"countdown is 0 to {room_module.COUNTDOWN_LIMIT:g} seconds")
        room.countdown = float(countdown)
        conn.created += 1
        room.made_by = conn.address
        self.door.created(conn.address, room.code)
        self.add(room)
        self.save(room)
        conn.send(room.lobby(ref))

    def on_join(self, conn, message, ref, arrived) -> None:
        self.find(message["room"]).join(conn, message["name"], message.get("seat"), ref)

    def on_rejoin(self, conn, message, ref, arrived) -> None:
        self.find(message["room"]).rejoin(conn, message["token"], ref)

    def on_watch(self, conn, message, ref, arrived) -> None:
        room = self.find(message["room"])
        if conn.room is not room and sum(1 for c in room.conns if c.seat is None) >= self.limits.spectators:
            raise Refusal("room_busy", f"this room has its {self.limits.spectators} spectators already")
        room.watch(conn, ref)

    def on_start(self, conn, message, ref, arrived) -> None:
        room = self.find(message["room"])
        room.start(message["token"], ref, conn)
        if room.started:
            self.door.settled(room.code, getattr(room, "made_by", None))

    def on_act(self, conn, message, ref, arrived) -> None:
        if conn.room is None:
            raise Refusal("not_seated", "join a room first")
        if message["step"] == conn.seen_step:
            conn.last_read = arrived  # (it has read the latest state it was sent)
        conn.room.act(conn, message["action"], message["step"], message.get("reaction_ms"), ref, arrived)

    def on_leave(self, conn, message, ref, arrived) -> None:
        room = conn.room
        if room is None:
            raise Refusal("not_seated", "you are in no room")
        room.leave(conn)
        conn.send(room.lobby(ref))

    def on_ready(self, conn, message, ref, arrived) -> None:
        if conn.room is None:
            raise Refusal("not_seated", "you are in no room")
        conn.room.ready(conn)

    def on_ping(self, conn, message, ref, arrived) -> None:
        lat = conn.latency
        conn.send({"type": "pong", "ref": ref, "t": message.get("t"),
                   "rtt_ms": None if lat.srtt is None else round(lat.srtt * 1000, 1)})

    def on_emote(self, conn, message, ref, arrived) -> None:
        if conn.room is None or conn.seat is None:
            raise Refusal("not_seated", "only a seated person can emote")
        if message["emote"] not in protocol.EMOTES:
            raise Refusal("bad_message", f"emotes: {', '.join(protocol.EMOTES)}")
        if arrived - conn.last_emote < EMOTE_GAP:
            raise Refusal("too_fast", "one emote at a time")
        conn.last_emote = arrived
        room = conn.room
        out = {"type": "emote", "room": room.code, "seat": conn.seat, "name": room.places[conn.seat].name,
               "emote": message["emote"]}
        for other in list(room.conns):
            other.send(out)

    def gone(self, conn: Conn) -> None:
        conn.closed = True
        self.conns.discard(conn)
        if conn.room is not None:
            conn.room.leave(conn)

    # -- the endpoint --------------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=READ_LIMIT, autoping=False, compress=False)
        if not ws.can_prepare(request).ok:
            return web.Response(status=426, text="Kennel server: connect with a WebSocket\n")
        address = self.door.address(request)
        if request.remote in self.limits.trusted:  # the door counted the proxy: count the person here
            if self._forwarded[address] >= self.limits.per_address:
                return web.Response(status=503, text="Kennel server: too many connections from your address\n")
            self._forwarded[address] += 1
        try:
            return await self._serve(request, ws, address)
        finally:
            if request.remote in self.limits.trusted:
                self._forwarded[address] -= 1
                if self._forwarded[address] <= 0:
                    del self._forwarded[address]

    async def _serve(self, request: web.Request, ws: web.WebSocketResponse, address: str) -> web.StreamResponse:
        await ws.prepare(request)
        conn = Conn(ws, request.transport, self.clock, self.queue_limit, self.drop_after)
        conn.address = address
        reading = request.protocol
        if getattr(reading, "_payload_parser", None) is not None:  # the size limit, kept while reading
            reading._payload_parser = FrameLimit(reading._payload_parser, protocol.MAX_FRAME,
                                                 lambda: self._too_big(conn, ws))
        self.conns.add(conn)
        writer = asyncio.create_task(conn.write())
        pinger = asyncio.create_task(self._first_pings(conn))
        try:
            while not conn.closed:
                msg = await ws.receive()
                now = self.clock()
                if msg.type in (WSMsgType.TEXT, WSMsgType.BINARY):
                    if too_big(msg.data):
                        conn.close(WSCloseCode.MESSAGE_TOO_BIG, "a frame over 64 KiB")
                        break
                    self.hear(conn, msg.data, now)
                elif msg.type == WSMsgType.PONG:
                    conn.pong(msg.data, now)
                elif msg.type == WSMsgType.PING:
                    if conn.heard(now) == "ok":
                        conn.send_pong(msg.data)
                else:  # closed, closing or an error (a frame over 64 KiB: aiohttp closed it with 1009)
                    break
        finally:
            self.gone(conn)
            pinger.cancel()
            if not conn._out or not writer.done():
                conn._ready.set()
            try:  # a close it sends waits for the client's own close frame (reading what is still coming)
                await asyncio.wait_for(writer, timeout=3.0)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                writer.cancel()
            if not ws.closed:
                try:
                    await asyncio.wait_for(ws.close(), timeout=1.0)
                except (asyncio.TimeoutError, ConnectionError, RuntimeError):
                    if conn.transport is not None:
                        conn.transport.abort()
        return ws

    def _too_big(self, conn: Conn, ws: web.WebSocketResponse) -> None:
        """A message over the limit, refused as it came in: the close frame goes at once
        (nothing more is sent), and the connection waits for the client's answer to it,
        so that the client sees a clean 1009; one that does not answer is cut after
        ``CLOSE_WAIT`` seconds."""
        conn.closed = True
        conn._out.clear()
        conn._ready.set()
        writer = getattr(ws, "_writer", None)
        if writer is None:  # pragma: no cover - aiohttp without its writer: its own close
            conn.close(WSCloseCode.MESSAGE_TOO_BIG, "a frame over 64 KiB")
            return
        loop = asyncio.get_running_loop()
        loop.create_task(writer.close(WSCloseCode.MESSAGE_TOO_BIG, b"a frame over 64 KiB"))
        if conn.transport is not None:
            loop.call_later(CLOSE_WAIT, conn.transport.abort)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/ws", self.handle)
        add_page(app)
        return app

    async def close_all(self) -> None:
        for conn in list(self.conns):
            conn.close(1001, "the server is going away")
        await asyncio.sleep(0.05)
