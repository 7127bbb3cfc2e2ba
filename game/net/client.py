"""A client for the Kennel server, for the tests, the load test and the desktop app.

``Client`` is asyncio: ``await Client.connect(url)``, ``send``, ``request`` (waits for
the answer that echoes its id), ``wait`` (for a message that fits), ``act`` (answers
the latest state, with the reaction time since it arrived unless told otherwise).
Every message received is kept in ``log`` with when it arrived. The WebSocket pings
the server sends for its latency measure are answered by aiohttp; ``measure`` times
round trips of the protocol's own ``ping``.

``Background`` runs a ``Client`` on a thread of its own for a program with a frame
loop (the app): ``send`` from any thread, ``poll`` for what has arrived, never blocking.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import queue
import threading
import time
import weakref
from typing import Any, Callable
from urllib.parse import quote

import aiohttp
import msgspec

#: the largest frame a client takes (a whole record at the end of a long game)
MAX_IN = 16 * 1024 * 1024


_decode = msgspec.json.Decoder().decode

#: clients of this thread's event loops still open (``close_every``)
_open: "weakref.WeakSet[Client]" = weakref.WeakSet()


def room_url(base: str, code: str) -> str:
    """The address to join, rejoin or watch room ``code`` at: ``base`` with ``?room=CODE``,
    which a proxy in front of several servers routes by (the server itself ignores it)."""
    return f"{base}{'&' if '?' in base else '?'}room={quote(code, safe='-')}"


class Closed(ConnectionError):
    """The connection closed while waiting."""


class Client:
    def __init__(self, session: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse, own_session: bool,
                 keep_log: bool = True):
        self.session = session
        self.keep_log = keep_log
        self.ws = ws
        self._own_session = own_session
        self._ids = itertools.count(1)
        #: (arrival time, message) for every message received, in order (unless not ``keep_log``:
        #: a load test's thousand clients keep only their latest state, and use ``wait_state``)
        self.log: list[tuple[float, dict]] = []
        self.state: dict | None = None
        #: when the latest state arrived (what ``act`` measures a reaction from)
        self.state_at = 0.0
        self.seat: int | None = None
        self.token: str | None = None
        self.room: str | None = None
        self.closed = False
        self.close_code: int | None = None
        self._changed = asyncio.Condition()
        self._asked: dict[Any, asyncio.Future] = {}
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self.on_message: Callable[[dict], None] | None = None
        _open.add(self)

    @classmethod
    async def connect(cls, url: str, session: aiohttp.ClientSession | None = None, timeout: float = 10.0,
                      keep_log: bool = True) -> "Client":
        own = session is None
        if own:
            session = aiohttp.ClientSession()
        try:
            ws = await asyncio.wait_for(session.ws_connect(url, max_msg_size=MAX_IN, autoping=True, compress=0),
                                        timeout)
        except BaseException:
            if own:
                await session.close()
            raise
        return cls(session, ws, own, keep_log)

    async def _read(self) -> None:
        try:
            async for msg in self.ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    continue
                now = time.monotonic()
                message = _decode(msg.data)
                if self.keep_log:
                    self.log.append((now, message))
                kind = message.get("type")
                if kind == "state":
                    self.state, self.state_at = message, now
                elif kind == "joined":
                    self.seat, self.token, self.room = message["seat"], message["token"], message["room"]
                elif kind == "watching":
                    self.seat, self.room = None, message["room"]
                asked = self._asked.pop(message.get("ref"), None) if "ref" in message else None
                if asked is not None and not asked.done():
                    asked.set_result(message)
                if self.on_message is not None:
                    self.on_message(message)
                async with self._changed:
                    self._changed.notify_all()
        except (aiohttp.ClientError, ConnectionError):
            pass  # the connection broke under the reader (a ping answered as it closed): closed
        finally:
            self.closed = True
            self.close_code = self.ws.close_code
            for asked in self._asked.values():
                if not asked.done():
                    asked.set_exception(Closed(f"closed ({self.close_code}) before the answer"))
            async with self._changed:
                self._changed.notify_all()

    # -- sending --------------------------------------------------------------------------
    async def send(self, message: dict) -> Any:
        """Send one message; gives it an ``id`` when it has none, and returns the id."""
        if "id" not in message:
            message = {**message, "id": next(self._ids)}
        await self.send_raw(json.dumps(message))
        return message["id"]

    async def send_raw(self, data: str | bytes) -> None:
        """Send ``data`` as it is; ``Closed`` when the connection is closing or gone (as
        the reader says it), not aiohttp's own error."""
        try:
            if isinstance(data, bytes):
                await self.ws.send_bytes(data)
            else:
                await self.ws.send_str(data)
        except (aiohttp.ClientError, ConnectionError) as exc:
            raise Closed(f"closed before the message went ({exc})") from exc

    async def request(self, message: dict, timeout: float = 10.0) -> dict:
        """Send and wait for the answer that carries its id as ``ref`` (an error too)."""
        if "id" not in message:
            message = {**message, "id": next(self._ids)}
        answer = self._asked[message["id"]] = asyncio.get_running_loop().create_future()
        try:
            await self.send(message)
            return await asyncio.wait_for(asyncio.shield(answer), timeout)
        finally:
            self._asked.pop(message["id"], None)

    async def act(self, action: str, reaction_ms: float | None = None, step: int | None = None) -> Any:
        """Answer the latest state (its step), saying how long after it arrived the
        choice was made (measured now, unless given)."""
        state = self.state
        if reaction_ms is None:
            reaction_ms = (time.monotonic() - self.state_at) * 1000.0
        return await self.send({"type": "act", "action": action, "reaction_ms": reaction_ms,
                                "step": state["step"] if step is None else step})

    # -- receiving --------------------------------------------------------------------------
    async def wait(self, fits: Callable[[dict], bool], timeout: float = 10.0, since: int = 0) -> dict:
        """The first message from ``log[since:]`` that ``fits``, waiting for it."""
        async def found():
            seen = since
            async with self._changed:
                while True:
                    for _, message in self.log[seen:]:
                        if fits(message):
                            return message
                    seen = len(self.log)
                    if self.closed:
                        raise Closed(f"closed ({self.close_code}) while waiting")
                    await self._changed.wait()
        return await asyncio.wait_for(found(), timeout)

    async def wait_state(self, fits: Callable[[dict], bool] = lambda s: True, timeout: float = 10.0) -> dict:
        """The latest state once it fits (states only move on)."""
        async def found():
            async with self._changed:
                while True:
                    if self.state is not None and fits(self.state):
                        return self.state
                    if self.closed:
                        raise Closed(f"closed ({self.close_code}) while waiting")
                    await self._changed.wait()
        return await asyncio.wait_for(found(), timeout)

    def received(self, kind: str | None = None) -> list[dict]:
        return [m for _, m in self.log if kind is None or m.get("type") == kind]

    async def measure(self, times: int = 5) -> float:
        """The median round trip of the protocol's ``ping``, in seconds."""
        trips = []
        for _ in range(times):
            sent = time.monotonic()
            await self.request({"type": "ping"})
            trips.append(time.monotonic() - sent)
        trips.sort()
        return trips[len(trips) // 2]

    async def close(self) -> None:
        _open.discard(self)
        if not self.ws.closed:
            await self.ws.close()
        try:
            await asyncio.wait_for(self._reader, 2.0)
        except (asyncio.TimeoutError, asyncio.CancelledError):
            self._reader.cancel()
        if self._own_session:
            await self.session.close()


async def close_every() -> None:
    """Close every client still open on the running event loop (a program ending)."""
    loop = asyncio.get_running_loop()
    for client in list(_open):
        if client._reader.get_loop() is loop:
            await client.close()


class Background:
    """A ``Client`` on its own thread and event loop, for a frame loop that must never
    wait: ``send`` queues a message, ``poll`` returns what arrived since the last poll
    (with arrival times), ``close`` ends it."""

    def __init__(self, url: str, timeout: float = 10.0):
        self._inbox: queue.Queue = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self.error: BaseException | None = None
        self.client: Client | None = None
        self._thread = threading.Thread(target=self._run, args=(url,), name="kennel-client", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout) or self.client is None:
            self.close()
            raise ConnectionError(f"could not connect to {url}: {self.error or 'timed out'}")

    def _run(self, url: str) -> None:
        asyncio.set_event_loop(self._loop)

        async def start():
            try:
                self.client = await Client.connect(url)
                self.client.on_message = lambda m: self._inbox.put((time.monotonic(), m))
            except BaseException as exc:  # told to the caller by __init__
                self.error = exc
            finally:
                self._ready.set()

        try:
            self._loop.run_until_complete(start())
            if self.client is not None:
                self._loop.run_forever()
        finally:
            try:
                self._loop.run_until_complete(self._loop.shutdown_asyncgens())
            except RuntimeError:
                pass
            self._loop.close()  # (a loop left open warns when it is collected)

    def send(self, message: dict) -> None:
        if self.client is not None and not self.client.closed:
            asyncio.run_coroutine_threadsafe(self.client.send(message), self._loop)

    def act(self, action: str, reaction_ms: float | None = None) -> None:
        if self.client is not None and self.client.state is not None:
            asyncio.run_coroutine_threadsafe(self.client.act(action, reaction_ms), self._loop)

    def poll(self) -> list[tuple[float, dict]]:
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    @property
    def closed(self) -> bool:
        return self.client is None or self.client.closed

    def close(self) -> None:
        if self.client is not None and self._loop.is_running():
            done = asyncio.run_coroutine_threadsafe(self.client.close(), self._loop)
            try:
                done.result(3.0)
            except Exception:
                pass
        if self._loop.is_running():
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(3.0)
