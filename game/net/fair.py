"""Fair races over a network: whoever reacted sooner wins, whatever their latency.

Every time is on the server's monotonic clock. Each state a connection is sent is
stamped with when it left (``sent``). An ``act`` says how long after drawing that
state the key went down (``reaction_ms``). The claim's *instant* is ``sent +
reaction``: when the person would have pressed had the state reached them the moment
it left. Ranking by it compares reactions, not networks: with the same state sent to
a client 10 ms away and to one 75 ms away, the one whose reaction is 30 ms shorter
is 30 ms earlier, wherever it sits.

The reaction is clamped to what could be true: never below 0, and never so long that
the press would come after the message left (``arrived - sent - rtt``, with the
connection's smallest round trip seen lately, so a fair claim is never cut). A claim
answering a state this connection was never sent counts as pressed as late as it
could have been.

A claim with instant ``i`` reaches the server about ``i + rtt`` later, so the room
holds it ``grace`` (the largest smoothed round trip among the room's people, plus
four deviations for jitter, capped at ``CAP``) and applies claims in instant order
once ``instant + grace`` has passed: by then any sooner claim from anyone has come
in. The room's game clock for real-time games runs ``grace`` behind the server's
clock for the same reason, and bots wait ``grace`` more before reacting, as people
see every change that much later.
"""
from __future__ import annotations

import heapq
import itertools
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Iterable

#: the longest a claim is held for a slower connection (seconds)
CAP = 0.2
#: held at least this long (a loopback connection still has a scheduler)
FLOOR = 0.005


class Latency:
    """One connection's round trip, from pings: smoothed as TCP does (RFC 6298), and
    the smallest of the recent samples."""

    def __init__(self, keep: int = 16):
        self.srtt: float | None = None
        self.rttvar = 0.0
        self.samples: deque[float] = deque(maxlen=keep)

    def add(self, rtt: float) -> None:
        rtt = max(0.0, rtt)
        self.samples.append(rtt)
        if self.srtt is None:
            self.srtt, self.rttvar = rtt, rtt / 2
        else:
            self.rttvar = 0.75 * self.rttvar + 0.25 * abs(self.srtt - rtt)
            self.srtt = 0.875 * self.srtt + 0.125 * rtt

    @property
    def known(self) -> bool:
        return self.srtt is not None

    @property
    def least(self) -> float:
        """The smallest recent round trip (0 before any)."""
        return min(self.samples) if self.samples else 0.0

    @property
    def bound(self) -> float:
        """A round trip this connection rarely exceeds (0 before any is measured)."""
        return 0.0 if self.srtt is None else self.srtt + 4 * self.rttvar


def grace(latencies: Iterable[Latency]) -> float:
    """How long claims are held: long enough for the slowest person's sooner claim to arrive."""
    return min(CAP, FLOOR + max((lat.bound for lat in latencies), default=0.0))


def instant(sent: float | None, reaction: float | None, arrived: float, least_rtt: float) -> float:
    """When the claim counts as made (server clock; see the module's docstring)."""
    latest = arrived - least_rtt
    if sent is None or reaction is None or sent > latest:
        return latest
    return sent + min(max(reaction, 0.0), latest - sent)


@dataclass(order=True)
class Claim:
    instant: float
    seq: int
    seat: int = field(compare=False)
    action: str = field(compare=False)
    ref: Any = field(compare=False, default=None)
    conn: Any = field(compare=False, default=None)


class Referee:
    """Claims held until their moment is safe, handed out in instant order."""

    def __init__(self):
        self._held: list[Claim] = []
        self._seq = itertools.count()

    def hold(self, seat: int, action: str, at: float, ref: Any = None, conn: Any = None) -> Claim:
        claim = Claim(at, next(self._seq), seat, action, ref, conn)
        heapq.heappush(self._held, claim)
        return claim

    def ripe(self, now: float, wait: float) -> list[Claim]:
        """Every claim whose instant is at least ``wait`` ago, soonest first."""
        out = []
        while self._held and self._held[0].instant + wait <= now:
            out.append(heapq.heappop(self._held))
        return out

    def next_ripe(self, wait: float) -> float | None:
        return self._held[0].instant + wait if self._held else None

    def __len__(self) -> int:
        return len(self._held)
