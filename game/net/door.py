"""Who gets in: the limits that keep one address from using up the server for everyone.

- Connections: the server holds at most ``Limits.connections`` open at once, always
  with ``FD_HEADROOM`` file descriptors to spare below the process's limit
  (``RLIMIT_NOFILE``) for the room files, so a full table never makes a save fail; one
  address holds at most ``Limits.per_address``. A connection over either is closed as
  it is accepted, before it costs anything. (A half-open HTTP request is closed by
  aiohttp's keep-alive timer, which ``kennel serve`` sets to ``Limits.handshake``.)
- Rooms: one address makes at most ``Limits.rooms_per_address`` rooms in a burst,
  given back one every ``ROOM_REFILL`` seconds, and holds at most
  ``Limits.unstarted_per_address`` rooms nobody has started, whatever its
  connections, and at most ``Limits.held_per_address`` rooms in all (kept
  through a restart: a room's file names who made it); the server-wide ``MAX_ROOMS`` stays.

A person's address is the connection's peer address; an IPv6 address counts by its
/64 (one household's block). Behind a proxy listed in ``Limits.trusted`` (the routing
HAProxy) it is the one the proxy forwards in ``X-Forwarded-For``, from that proxy alone.
"""
from __future__ import annotations

import ipaddress
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from game.net.quiet_log import say

try:
    import resource
except ImportError:  # pragma: no cover - Windows has no RLIMIT_NOFILE (its sockets are not files)
    resource = None

#: connections the server holds at once (lowered to fit the file-descriptor limit)
MAX_CONNECTIONS = 10_000
#: file descriptors kept free below RLIMIT_NOFILE for room files, logs and the pool
FD_HEADROOM = 256
#: open connections from one address (a school or a café behind one router: dozens of tables)
CONNECTIONS_PER_ADDRESS = 256
#: seconds an HTTP connection may take to send a whole request (a WebSocket's upgrade
#: included), and may then stay idle, before it is closed
HANDSHAKE = 10.0
#: rooms one address may make in a burst, and seconds until it may make one more
ROOMS_PER_ADDRESS = 100
ROOM_REFILL = 30.0
#: rooms nobody has started that one address holds at once
UNSTARTED_PER_ADDRESS = 100
#: rooms (started or not) one address holds in the server at once: abandoned ones are kept
#: a day, so this is what one address can fill a server with
ROOMS_HELD_PER_ADDRESS = 300
#: rooms one server holds
MAX_ROOMS = 20_000
#: spectators one room takes
SPECTATORS_PER_ROOM = 100


@dataclass
class Limits:
    connections: int = MAX_CONNECTIONS
    per_address: int = CONNECTIONS_PER_ADDRESS
    handshake: float = HANDSHAKE
    rooms_per_address: int = ROOMS_PER_ADDRESS
    room_refill: float = ROOM_REFILL
    unstarted_per_address: int = UNSTARTED_PER_ADDRESS
    held_per_address: int = ROOMS_HELD_PER_ADDRESS
    max_rooms: int = MAX_ROOMS
    spectators: int = SPECTATORS_PER_ROOM
    trusted: frozenset[str] = field(default_factory=frozenset)


def fd_limit() -> int:
    """The process's file-descriptor limit, raised to its hard limit first (as servers do)."""
    if resource is None:  # pragma: no cover
        return 1 << 20
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    return soft if soft != resource.RLIM_INFINITY else 1 << 20


def connection_cap(wanted: int, fds: int | None = None) -> int:
    """How many connections to hold: ``wanted``, but never closer than ``FD_HEADROOM``
    to the file-descriptor limit (and never under 8)."""
    fds = fd_limit() if fds is None else fds
    return max(8, min(wanted, fds - FD_HEADROOM))


def person(peer: str | None) -> str:
    """The address that counts as one person: IPv4 as it is, IPv6 by its /64."""
    if not peer:
        return "?"
    try:
        address = ipaddress.ip_address(peer.split("%", 1)[0])
    except ValueError:
        return peer[:64]
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


def peer_of(transport) -> str | None:
    if transport is None:
        return None
    peer = transport.get_extra_info("peername")
    return peer[0] if isinstance(peer, (tuple, list)) and peer else None


class Door:
    """Counts who is in: connections per address and in all, and the rooms each address
    made. The hub asks it before letting anything in."""

    def __init__(self, limits: Limits | None = None, clock: Callable[[], float] = time.monotonic,
                 fds: int | None = None):
        self.limits = limits or Limits()
        self.clock = clock
        self.cap = connection_cap(self.limits.connections, fds)
        self.open = 0
        self.by_address: Counter[str] = Counter()
        self._counted: dict = {}  # aiohttp's handler of each open connection -> its address
        #: address -> (rooms it may still make, when that was counted)
        self._buckets: dict[str, list[float]] = {}
        #: address -> codes of its rooms nobody has started, and of all its unfinished rooms
        self.unstarted: dict[str, set[str]] = {}
        self.held: dict[str, set[str]] = {}

    # -- connections (TCP, as accepted) -------------------------------------------------
    def guard(self, server) -> None:
        """Count the connections of an aiohttp ``web.Server`` as they open and close,
        and close at once one over a limit."""
        made, lost = server.connection_made, server.connection_lost
        door = self

        def connection_made(handler, transport):
            made(handler, transport)
            peer = peer_of(transport)
            address = person(peer)
            door._counted[handler] = address
            door.open += 1
            door.by_address[address] += 1
            if door.open > door.cap:
                say("connections full", f"{door.cap} connections are open: new ones are closed as they come")
                transport.abort()
            elif peer not in door.limits.trusted and door.by_address[address] > door.limits.per_address:
                say("connections per address", f"an address has {door.limits.per_address} connections open: "
                    "its new ones are closed as they come")
                transport.abort()

        def connection_lost(handler, exc=None):
            lost(handler, exc)
            address = door._counted.pop(handler, None)
            if address is not None:
                door.open -= 1
                door.by_address[address] -= 1
                if door.by_address[address] <= 0:
                    del door.by_address[address]

        server.connection_made = connection_made
        server.connection_lost = connection_lost

    def address(self, request) -> str:
        """Who a request is from: its peer, or what a trusted proxy forwards."""
        peer = request.remote
        if peer in self.limits.trusted:
            forwarded = request.headers.get("X-Forwarded-For", "")
            last = forwarded.rsplit(",", 1)[-1].strip()
            if last:
                return person(last)
        return person(peer)

    # -- rooms ---------------------------------------------------------------------------
    def may_create(self, address: str) -> str | None:
        """None when ``address`` may make a room now, else why not."""
        limits = self.limits
        if len(self.unstarted.get(address, ())) >= limits.unstarted_per_address:
            return f"this address already holds {limits.unstarted_per_address} rooms nobody has started"
        if len(self.held.get(address, ())) >= limits.held_per_address:
            return f"this address already holds {limits.held_per_address} rooms"
        left, _ = self._refilled(address)
        if left < 1:
            return f"this address has made its {limits.rooms_per_address} rooms for now: one more every " \
                   f"{limits.room_refill:g} s"
        return None

    def created(self, address: str, code: str) -> None:
        left, now = self._refilled(address)
        self._buckets[address] = [left - 1, now]
        self.holds(address, code, started=False)

    def holds(self, address: str | None, code: str, started: bool) -> None:
        """Count room ``code`` as ``address``'s (made now, or read back at a restart)."""
        if address is None:
            return
        self.held.setdefault(address, set()).add(code)
        if not started:
            self.unstarted.setdefault(address, set()).add(code)

    def settled(self, code: str, address: str | None) -> None:
        """Room ``code`` was started: it no longer counts as held unstarted."""
        _drop(self.unstarted, address, code)

    def gone(self, code: str, address: str | None) -> None:
        """Room ``code`` is finished or gone: it no longer counts at all."""
        _drop(self.unstarted, address, code)
        _drop(self.held, address, code)

    def _refilled(self, address: str) -> tuple[float, float]:
        limits = self.limits
        now = self.clock()
        left, then = self._buckets.get(address, (limits.rooms_per_address, now))
        left = min(limits.rooms_per_address, left + (now - then) / limits.room_refill)
        if left >= limits.rooms_per_address:
            self._buckets.pop(address, None)  # a full bucket needs no memory
        return left, now


def _drop(counts: dict[str, set[str]], address: str | None, code: str) -> None:
    codes = counts.get(address) if address is not None else None
    if codes is not None:
        codes.discard(code)
        if not codes:
            del counts[address]
