"""Load test of the network server: ``python -m tools.loadtest [--rooms N] [--seconds S] [--json]``.

Starts ``python -m game.net`` as a child process on loopback (a fresh data folder, so
every move is saved as in real use), fills N rooms with four scripted people each
(Pups for four, on their own connections through game.net.client), and measures over S
seconds after everyone is seated. ``--pace`` is a person's think time: each person reads
every state it is sent and, when it is their turn, plays a random legal move 0.5 to 1.5
times ``pace`` seconds after that state came (uniformly), so each room makes about one
move every ``pace`` seconds. The default, 1 s, is a quick player (people choosing a bid
or a card take a few seconds); the figures are:

- moves applied per second (all rooms);
- move-to-state latency: from sending ``act`` to receiving the state it made, p50/p99;
- the server process's CPU (share of one core over the window) and its peak memory
  (VmHWM), read from /proc (Linux).

The people run in ``--processes`` processes of their own (each an event loop, the rooms
split between them); on a small machine they compete with the server for the cores,
which the figures include (``--server-cpus`` and ``--people-cpus`` pin each to cores).
With ``--workers N`` the server is ``kennel serve --workers N``, and its CPU and memory
are those of all its processes.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import json
import multiprocessing
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from typing import Any

import aiohttp
import msgspec

from game.net.client import MAX_IN, room_url
from game.net.door import fd_limit

GAME = "pups"
PEOPLE = 4


def proc_cpu(pid: int, system: bool = False) -> float:
    """CPU seconds the process has used (user + system; ``system``: in the kernel only)."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[12]) + (0 if system else int(fields[11]))) / os.sysconf("SC_CLK_TCK")


def proc_peak_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Tally:
    def __init__(self):
        self.measuring = False
        self.latencies: list[float] = []
        self.when: list[float] = []  # when each measured move was sent (monotonic)
        self.moves = 0
        self.refused = 0
        self.games = 0


class Seen(msgspec.Struct):
    """What a person here reads of a message (the rest of it, the view, is skipped unread:
    the people must cost the machine little, so that the server is what is measured)."""
    type: str
    ref: Any = None
    room: str | None = None
    seat: int | None = None
    token: str | None = None
    step: int = -1
    to_act: list[int] = []
    legal: list[str] = []
    over: bool = False


_seen = msgspec.json.Decoder(Seen).decode
REPLY = 30.0  # seconds a move waits for its state before it counts as unanswered


class Person:
    def __init__(self, ws: aiohttp.ClientWebSocketResponse):
        self.ws = ws
        self.seat: int | None = None
        self.token: str | None = None
        self.ids = itertools.count(1)
        self.sent: float | None = None  # when this seat's move went, until its state comes
        self.sending: asyncio.Task | None = None

    async def request(self, message: dict) -> Seen:
        """Send, and read until the answer (the message whose ref is this one's id)."""
        ident = next(self.ids)
        await self.ws.send_str(json.dumps({**message, "id": ident}))
        while True:
            msg = await self.ws.receive(timeout=30)
            if msg.type != aiohttp.WSMsgType.TEXT:
                raise ConnectionError(f"closed ({self.ws.close_code}) before an answer")
            seen = _seen(msg.data)
            if seen.ref == ident:
                return seen

    async def play(self, rng: random.Random, tally: Tally, pace: float, stop: asyncio.Event) -> None:
        """Play a random legal move on this seat's turns, about ``pace`` seconds after the
        turn comes, timing each move until its state arrives; until the game is over.
        (The move waits on a timer of the loop's, not on a timeout around each read: a
        person here must cost the machine little, so that the server is what is measured.)"""
        ws, seat, loop = self.ws, self.seat, asyncio.get_running_loop()
        self.sent = None
        acted = -1
        timer = latest = None

        def move(state: Seen) -> None:
            nonlocal acted, timer
            timer = None
            if latest is not state:  # the table moved on meanwhile: the next state says what to do
                return
            acted, self.sent = state.step, time.monotonic()
            self.sending = loop.create_task(ws.send_str(_act({"type": "act", "action": rng.choice(state.legal),
                                                              "step": acted, "id": next(self.ids)}).decode()))

        try:
            while not stop.is_set():
                msg = await ws.receive()
                if msg.type != aiohttp.WSMsgType.TEXT:
                    return
                seen = _seen(msg.data)
                if seen.type != "state":
                    continue
                latest = seen
                sent = self.sent
                if sent is not None and seen.step > acted:
                    if tally.measuring:
                        tally.latencies.append(time.monotonic() - sent)
                        tally.when.append(sent)
                        tally.moves += 1
                    self.sent = None
                if seen.over:
                    return
                if timer is None and self.sent is None and seen.step > acted and seat in seen.to_act and seen.legal:
                    timer = loop.call_later(rng.uniform(0.5 * pace, 1.5 * pace), move, seen)
        finally:
            if timer is not None:
                timer.cancel()
            self.sent = None


_act = msgspec.json.Encoder().encode


async def unanswered(people: list, tally: Tally, stop: asyncio.Event) -> None:
    """Every second: a move whose state has not come within ``REPLY`` seconds counts as
    unanswered (and is waited for no longer)."""
    while not stop.is_set():
        await asyncio.sleep(1.0)
        now = time.monotonic()
        for person in people:
            sent = getattr(person, "sent", None)
            if sent is not None and now - sent > REPLY:
                tally.refused += 1
                person.sent = None


def address(i: int) -> str:
    """The loopback address of room ``i``'s people: each table is a household of its own
    (the server limits what one address may hold)."""
    return f"127.1.{i // 250}.{i % 250 + 1}"


async def table(url: str, host: str, rng: random.Random, tally: Tally,
                seated: asyncio.Event, stop: asyncio.Event, pace: float, ready: list, crowd: list) -> None:
    """One room of four people, game after game until told to stop. The first person
    makes the room; the others connect to it by its code (``?room=``, which a proxy in
    front of several servers routes by)."""
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0, local_addr=(host, 0)))
    people: list[Person] = []
    first = True
    try:
        people.append(Person(await session.ws_connect(url, max_msg_size=MAX_IN, compress=0)))
        crowd.append(people[0])
        while not stop.is_set():
            answer = await people[0].request({"type": "create", "game": GAME, "players": PEOPLE,
                                              "options": {}, "seats": [{"kind": "open"}] * PEOPLE})
            code = answer.room
            while len(people) < PEOPLE:
                people.append(Person(await session.ws_connect(room_url(url, code), max_msg_size=MAX_IN,
                                                              compress=0)))
                crowd.append(people[-1])
            for person, name in zip(people, ["Ann", "Bo", "Cy", "Dee"]):
                joined = await person.request({"type": "join", "room": code, "name": name})
                if joined.type != "joined":
                    raise RuntimeError(f"join refused: {joined}")
                person.seat, person.token = joined.seat, joined.token
            if first:
                ready.append(1)
                first = False
                await seated.wait()
            await people[0].ws.send_str(json.dumps({"type": "start", "room": code, "token": people[0].token}))
            await asyncio.gather(*(p.play(random.Random(rng.random()), tally, pace, stop) for p in people))
            tally.games += 1
    finally:
        for person in people:
            await person.ws.close()
        await session.close()


async def people(url: str, first: int, rooms: int, seconds: float, pace: float, warmup: float, link) -> None:
    """Rooms ``first`` .. ``first + rooms - 1`` played from this process: says "ready" on
    ``link`` once every table is seated, starts on "go", and sends back its figures."""
    tally = Tally()
    seated, stop = asyncio.Event(), asyncio.Event()
    ready: list = []
    crowd: list[Person] = []
    rng = random.Random(1)
    for _ in range(first):  # the same tables, whatever the split
        rng.random()
    tables = []
    for i in range(first, first + rooms):  # opened a few at a time, as people arrive
        tables.append(asyncio.create_task(table(url, address(i), random.Random(rng.random()), tally,
                                                seated, stop, pace, ready, crowd)))
        await asyncio.sleep(0.01)
    while len(ready) < rooms:
        await asyncio.sleep(0.05)
    gc.collect()
    loop = asyncio.get_running_loop()
    checking = asyncio.create_task(unanswered(crowd, tally, stop))
    link.send("ready")
    await loop.run_in_executor(None, link.recv)  # "go": every process's tables start together
    gc.disable()  # no collector pause of the people's own in the figures (their garbage is freed
    seated.set()  # by reference counting; what cycles there are wait for the end)
    await asyncio.sleep(warmup)  # every room under way (their games' starts, all at once, left out)
    mine0 = time.process_time()
    tally.measuring = True
    await asyncio.sleep(seconds)
    tally.measuring = False
    mine1 = time.process_time()
    link.send({"latencies": tally.latencies, "when": tally.when, "moves": tally.moves, "refused": tally.refused,
               "cpu": mine1 - mine0})
    gc.enable()
    stop.set()
    for task in [*tables, checking]:
        task.cancel()
    await asyncio.gather(*tables, checking, return_exceptions=True)


def event_loop() -> asyncio.AbstractEventLoop:
    """The people's loop: uvloop's when it is installed (the test extras have it), which
    cut the people's CPU by a quarter at 200 rooms (5.5-7.1 % of a core against 8.5-9.9 %),
    leaving the cores to the server being measured; ``KENNEL_UVLOOP=0`` says no. (The
    server itself stays on asyncio's loop: uvloop made no difference there that this
    machine could measure, 0.85-1.18 ms a move against 0.95-1.08.)"""
    if os.environ.get("KENNEL_UVLOOP", "1") != "0":
        try:
            import uvloop
        except ImportError:
            pass
        else:
            return uvloop.new_event_loop()
    return asyncio.new_event_loop()


def people_process(url: str, first: int, rooms: int, seconds: float, pace: float, warmup: float, link,
                   cpus) -> None:
    if cpus:
        os.sched_setaffinity(0, cpus)
    fd_limit()  # a thousand connections and more
    with asyncio.Runner(loop_factory=event_loop) as runner:  # (uvloop when installed, as the server)
        runner.run(people(url, first, rooms, seconds, pace, warmup, link))


def family(pid: int) -> list[int]:
    """``pid`` and every process under it (a server's workers)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as handle:
                    parent = int(handle.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        here = todo.pop()
        out.append(here)
        todo += children.get(here, [])
    return out


def name_of(pid: int) -> str:
    """A server process's name: the worker's server id, or its program's name."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            words = handle.read().decode(errors="replace").split("\0")
    except OSError:
        return str(pid)
    if "--server-id" in words:
        return words[words.index("--server-id") + 1]
    return f"{os.path.basename(words[0])} {pid}" if words[0] else str(pid)


def family_cpu(pids: list[int], system: bool = False) -> float:
    total = 0.0
    for pid in pids:
        try:
            total += proc_cpu(pid, system)
        except OSError:
            pass
    return total


def load(url: str, rooms: int, seconds: float, pace: float, pid: int, processes: int = 1,
         cpus: list[int] | None = None, warmup: float = 5.0) -> dict:
    """The rooms split over ``processes`` processes of people (so that the people are
    not what is measured), pinned to ``cpus`` when given."""
    context = multiprocessing.get_context("fork")
    links, children = [], []
    share, extra = divmod(rooms, processes)
    first = 0
    for n in range(processes):
        count = share + (1 if n < extra else 0)
        ours, theirs = context.Pipe()
        child = context.Process(target=people_process, args=(url, first, count, seconds, pace, warmup, theirs, cpus),
                                daemon=True)
        child.start()
        links.append(ours)
        children.append(child)
        first += count
    for link in links:
        if link.recv() != "ready":
            raise RuntimeError("a process of people did not get seated")
    for link in links:
        link.send("go")
    time.sleep(warmup)
    pids = family(pid)
    each0 = {p: family_cpu([p]) for p in pids}
    cpu0, sys0, wall0 = family_cpu(pids), family_cpu(pids, True), time.monotonic()
    time.sleep(seconds)
    cpu1, sys1, wall1 = family_cpu(pids), family_cpu(pids, True), time.monotonic()
    each = {name_of(p): round(100 * (family_cpu([p]) - each0[p]) / (wall1 - wall0), 1) for p in pids}
    results = [link.recv() for link in links]
    for child in children:
        child.join(30)
    latencies = [x for r in results for x in r["latencies"]]
    slow = sorted(((lat, at) for r in results for lat, at in zip(r["latencies"], r["when"])), reverse=True)
    worst = [[round(at - wall0, 2), round(lat * 1000, 1)] for lat, at in slow[:max(1, len(slow) // 100)]]
    moves = sum(r["moves"] for r in results)
    window = wall1 - wall0
    return {"rooms": rooms, "connections": rooms * PEOPLE, "game": GAME, "seconds": round(window, 1),
            "moves": moves, "moves_per_second": round(moves / window, 1),
            "latency_ms": {"p50": round(percentile(latencies, 0.50) * 1000, 1),
                           "p99": round(percentile(latencies, 0.99) * 1000, 1),
                           "max": round(max(latencies, default=float("nan")) * 1000, 1)},
            "unanswered": sum(r["refused"] for r in results),
            #: the slowest 1 % of moves: [seconds into the window it was sent, ms to its state]
            "slowest": sorted(worst),
            "server_processes": len(pids),
            "server_cpu_percent_of_one_core": round(100 * (cpu1 - cpu0) / window, 1),
            "server_cpu_percent_by_process": each,
            "server_kernel_percent_of_one_core": round(100 * (sys1 - sys0) / window, 1),
            "server_cpu_ms_per_move": round(1000 * (cpu1 - cpu0) / max(1, moves), 2),
            "server_peak_mb": round(sum(proc_peak_mb(p) for p in pids if os.path.exists(f"/proc/{p}")), 1),
            "load_generator_processes": processes,
            "load_generator_cpu_percent_of_one_core": round(100 * sum(r["cpu"] for r in results) / window, 1),
            "cores": os.cpu_count(), "loadavg_after": open("/proc/loadavg").read().split()[:3]}


def cpu_list(text: str) -> list[int]:
    """"0", "1", "0,1" or "0-1": the cores a process may run on."""
    out = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        out += range(int(low), int(high or low) + 1)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.loadtest", description=__doc__.split("\n\n")[0])
    p.add_argument("--rooms", type=int, default=200, help="rooms of four connections (default 200)")
    p.add_argument("--seconds", type=float, default=30.0, help="how long to measure (default 30)")
    p.add_argument("--pace", type=float, default=1.0, help="a person's think time on a turn, on average: 0.5 to 1.5 times it (default 1 s: "
                                                  "a quick player; a room then makes a move about every PACE s)")
    p.add_argument("--data", metavar="DIR", help="the server's folder (default: a new temporary one, removed after)")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.add_argument("--profile", metavar="FILE", help="run the server under cProfile, its figures written to FILE "
                                                     "(python -m pstats FILE) when it stops")
    p.add_argument("--warmup", type=float, default=5.0, metavar="S",
                   help="seconds from the games' start to the measure (default 5)")
    p.add_argument("--processes", type=int, default=1, metavar="N",
                   help="processes the people run in, the rooms split between them (default 1)")
    p.add_argument("--workers", type=int, default=1, metavar="N",
                   help="kennel serve --workers N: N server processes behind one port (default 1)")
    p.add_argument("--server-cpus", type=cpu_list, metavar="LIST",
                   help="the cores the server may run on (taskset's list: 0, 1, 0-1)")
    p.add_argument("--people-cpus", type=cpu_list, metavar="LIST", help="the cores the people may run on")
    args = p.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="kennel-load-", dir=args.data)
    profile = ["-m", "cProfile", "-o", args.profile] if args.profile else []
    workers = ["--workers", str(args.workers)] if args.workers != 1 else []
    pin = (lambda: os.sched_setaffinity(0, args.server_cpus)) if args.server_cpus else None
    server = subprocess.Popen([sys.executable, *profile, "-m", "game.net", "--port", "0", "--data", folder, *workers],
                              stdout=subprocess.PIPE, text=True, preexec_fn=pin)
    try:
        url = server.stdout.readline().split()[-1]
        figures = load(url, args.rooms, args.seconds, args.pace, server.pid, args.processes, args.people_cpus,
                       args.warmup)
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print(json.dumps(figures))
    else:
        lat = figures["latency_ms"]
        print(f"{figures['rooms']} rooms x {PEOPLE} connections ({GAME}), measured {figures['seconds']} s")
        print(f"moves: {figures['moves']} ({figures['moves_per_second']}/s), unanswered {figures['unanswered']}")
        print(f"move -> state latency: p50 {lat['p50']} ms, p99 {lat['p99']} ms, max {lat['max']} ms")
        print(f"server ({figures['server_processes']} process(es)): {figures['server_cpu_percent_of_one_core']}% "
              f"of one core ({figures['server_kernel_percent_of_one_core']}% in the kernel; "
              f"{figures['server_cpu_ms_per_move']} ms a move), peak {figures['server_peak_mb']} MB")
        print(f"load generator ({figures['load_generator_processes']} process(es)): "
              f"{figures['load_generator_cpu_percent_of_one_core']}% of one core; "
              f"{figures['cores']} cores, load average {' '.join(figures['loadavg_after'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
