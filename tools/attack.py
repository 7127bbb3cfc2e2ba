"""What a person sees while someone attacks the server: ``python -m tools.attack CASE
[--size N] [--seconds S] [--json]``.

Starts ``python -m game.net`` as a child process on loopback (a fresh data folder), runs
one attack from one loopback address (127.0.0.2; the spectators case from several), and
meanwhile a person at another address (127.0.0.9) makes Pups rooms against two bots and
plays them, timing each ``create`` and each act until its state. Reports the person's
create and act-to-state p50/p99, the moves they made, the server's memory (now and peak)
and how much its stderr grew, with the load average: this machine is shared, so a figure
means little without it. Loopback only; every case is bounded in count and time.

Cases (the sizes of the audit in issue 44 are the defaults):

- ``rooms``: ``--size`` connections (1,001) each sending 20 ``create``; then the server
  is restarted on its folder and the person measured again (a restart revives no flood).
- ``fragments``: ``--size`` connections (200) each holding a message unfinished (a 60 KB
  first fragment, never the rest), answering pings so as never to be dropped.
- ``halfopen``: ``--size`` sockets (1,100) sending half an HTTP upgrade, one header
  every 10 s, each opened again a second after the server closes it.
- ``churn``: ``--size`` connections (40), each in a room of its own, leaving and
  rejoining in a loop just under the rate limit (each a save).
- ``spectators``: ``--size`` spectators (3,000) asking to watch one room, from
  addresses 127.0.5.x (100 each).
- ``shutdown``: ``--size`` rooms (20,000) made from addresses 127.0.6.x (100 each), then
  SIGTERM: how long until the server exits, and whether every room's file is there.
"""
from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import aiohttp

from game.net.client import Client
from tools.loadtest import percentile

ATTACKER, PERSON = "127.0.0.2", "127.0.0.9"
DEFAULTS = {"rooms": 1001, "fragments": 200, "halfopen": 1100, "churn": 40, "spectators": 3000,
            "shutdown": 20000}
OPEN, BOT = {"kind": "open"}, {"kind": "bot", "level": "easy"}


def loadavg() -> list[str]:
    with open("/proc/loadavg") as handle:
        return handle.read().split()[:3]


def memory_mb(pid: int) -> dict:
    out = {}
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith(("VmRSS:", "VmHWM:")):
                out[line.split(":")[0]] = round(int(line.split()[1]) / 1024, 1)
    return {"rss_mb": out.get("VmRSS"), "peak_mb": out.get("VmHWM")}


class Server:
    def __init__(self, folder: str, *args: str):
        self.folder = folder
        self.args = args
        self.errors_path = os.path.join(folder, "..", os.path.basename(folder) + "-stderr.txt")

    def start(self) -> "Server":
        self.errors = open(self.errors_path, "a")
        began = time.monotonic()
        self.proc = subprocess.Popen([sys.executable, "-m", "game.net", "--port", "0", "--data", self.folder,
                                      "--bot-pace", "0.05", *self.args], stdout=subprocess.PIPE,
                                     stderr=self.errors, text=True)
        line = self.proc.stdout.readline()
        self.listen_seconds = round(time.monotonic() - began, 2)
        self.url = line.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1].split("/")[0])
        return self

    def stderr_bytes(self) -> int:
        try:
            return os.path.getsize(self.errors_path)
        except OSError:
            return 0

    def stop(self, signum=signal.SIGTERM, timeout: float = 60.0) -> float:
        began = time.monotonic()
        self.proc.send_signal(signum)
        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.errors.close()
        return round(time.monotonic() - began, 2)


def session_from(host: str) -> aiohttp.ClientSession:
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0, local_addr=(host, 0)))


class Person:
    """A person at 127.0.0.9: Pups against two bots, game after game, timing everything."""

    def __init__(self):
        self.creates: list[float] = []
        self.acts: list[float] = []
        self.failures: list[str] = []

    async def play(self, url: str, stop: asyncio.Event) -> None:
        rng = random.Random(9)
        async with session_from(PERSON) as session:
            while not stop.is_set():
                try:
                    await self.one_game(url, session, rng, stop)
                except (OSError, asyncio.TimeoutError, aiohttp.ClientError, ConnectionError, AssertionError) as exc:
                    self.failures.append(f"{type(exc).__name__}: {exc}"[:200])
                    await asyncio.sleep(0.5)

    async def one_game(self, url, session, rng, stop) -> None:
        client = await Client.connect(url, session=session, keep_log=False)
        try:
            began = time.monotonic()
            lobby = await client.request({"type": "create", "game": "pups", "players": 3, "options": {},
                                          "seats": [OPEN, BOT, BOT]})
            assert lobby["type"] == "lobby", lobby
            self.creates.append(time.monotonic() - began)
            code = lobby["room"]
            await client.request({"type": "join", "room": code, "name": "Pat"})
            await client.send({"type": "start", "room": code, "token": client.token})
            state = await client.wait_state(timeout=30)
            while not stop.is_set() and not state["over"]:
                if client.seat in state["to_act"] and state["legal"]:
                    await asyncio.sleep(rng.uniform(0.05, 0.15))  # a person's pace, quick
                    step = state["step"]
                    sent = time.monotonic()
                    await client.act(rng.choice(state["legal"]))
                    state = await client.wait_state(lambda s: s["step"] > step, timeout=30)
                    self.acts.append(time.monotonic() - sent)
                else:
                    step = state["step"]
                    state = await client.wait_state(lambda s: s["step"] > step or s["over"], timeout=30)
        finally:
            await client.close()

    def figures(self) -> dict:
        ms = lambda values, share: round(percentile(values, share) * 1000, 1)  # noqa: E731
        return {"creates": len(self.creates), "create_p50_ms": ms(self.creates, 0.5),
                "create_p99_ms": ms(self.creates, 0.99), "moves": len(self.acts),
                "act_to_state_p50_ms": ms(self.acts, 0.5), "act_to_state_p99_ms": ms(self.acts, 0.99),
                "failures": len(self.failures), "first_failure": self.failures[0] if self.failures else None}


# -- the attacks -----------------------------------------------------------------------------
def upgrade(port: int) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()


def masked(opcode: int, payload: bytes, fin: bool) -> bytes:
    mask = os.urandom(4)
    size = len(payload)
    head = bytes([(0x80 if fin else 0) | opcode])
    head += (bytes([0x80 | size]) if size < 126 else bytes([0xFE]) + size.to_bytes(2, "big") if size < 65536
             else bytes([0xFF]) + size.to_bytes(8, "big"))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def rooms_flood(server: Server, size: int, stop: asyncio.Event) -> dict:
    made = refused = failed = 0
    async with session_from(ATTACKER) as session:
        async def one():
            nonlocal made, refused, failed
            try:
                client = await Client.connect(server.url, session=session, timeout=10, keep_log=False)
            except (OSError, asyncio.TimeoutError, aiohttp.ClientError):
                failed += 1
                return
            for _ in range(20):
                if stop.is_set():
                    break
                try:
                    answer = await client.request({"type": "create", "game": "pups", "players": 3, "options": {},
                                                   "seats": [OPEN, OPEN, OPEN]})
                except (ConnectionError, asyncio.TimeoutError):
                    failed += 1
                    break
                if answer["type"] == "lobby":
                    made += 1
                else:
                    refused += 1
            await stop.wait()
            await client.close()
        await asyncio.gather(*(one() for _ in range(size)))
    return {"rooms_made": made, "creates_refused": refused, "connections_failed": failed}


async def fragments(server: Server, size: int, stop: asyncio.Event) -> dict:
    held = failed = 0
    async with session_from(ATTACKER) as session:
        async def one():
            nonlocal held, failed
            try:
                ws = await asyncio.wait_for(session.ws_connect(server.url, autoping=True), 10)
                ws._writer.transport.write(masked(0x1, b'{"type":"ping","pad":"' + b"x" * 60_000, fin=False))
                held += 1
                while not stop.is_set() and not ws.closed:  # reading answers the pings
                    try:
                        await asyncio.wait_for(ws.receive(), 1.0)
                    except asyncio.TimeoutError:
                        pass
                await ws.close()
            except (OSError, asyncio.TimeoutError, aiohttp.ClientError):
                failed += 1
        await asyncio.gather(*(one() for _ in range(size)))
    return {"fragments_sent": held, "connections_failed": failed}


async def halfopen(server: Server, size: int, stop: asyncio.Event) -> dict:
    opened = closed = 0

    async def one():
        nonlocal opened, closed
        while not stop.is_set():
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", server.port, local_addr=(ATTACKER, 0))
            except OSError:
                await asyncio.sleep(1)
                continue
            opened += 1
            try:
                writer.write(upgrade(server.port)[:60])
                for i in range(1000):
                    if stop.is_set():
                        break
                    try:
                        data = await asyncio.wait_for(reader.read(1024), 10)
                        if not data:
                            break
                    except asyncio.TimeoutError:
                        pass
                    writer.write(f"X-Slow-{i}: y\r\n".encode())
                    await writer.drain()
            except (OSError, ConnectionError):
                pass
            closed += 1
            writer.close()
            await asyncio.sleep(1.0)  # then open another (at full speed it would be a connection storm)
    tasks = [asyncio.create_task(one()) for _ in range(size)]
    await stop.wait()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"sockets_opened": opened, "closed_by_the_server": closed}


async def churn(server: Server, size: int, stop: asyncio.Event) -> dict:
    count = 0
    async with session_from(ATTACKER) as session:
        async def one():
            nonlocal count
            client = await Client.connect(server.url, session=session, keep_log=False)
            lobby = await client.request({"type": "create", "game": "pups", "players": 3, "options": {},
                                          "seats": [OPEN, OPEN, OPEN]})
            await client.request({"type": "join", "room": lobby["room"], "name": "Churn"})
            while not stop.is_set():
                await client.request({"type": "leave"})
                await client.request({"type": "rejoin", "room": lobby["room"], "token": client.token})
                count += 2
                await asyncio.sleep(0.05)  # ~40 messages a second: under the limit of 50
            await client.close()
        await asyncio.gather(*(one() for _ in range(size)), return_exceptions=True)
    return {"leave_rejoin_messages": count}


async def spectators(server: Server, size: int, stop: asyncio.Event) -> dict:
    async with session_from(ATTACKER) as session:
        maker = await Client.connect(server.url, session=session)
        lobby = await maker.request({"type": "create", "game": "pups", "players": 3, "options": {},
                                     "seats": [OPEN, BOT, BOT]})
        code = lobby["room"]
        await maker.request({"type": "join", "room": code, "name": "Host"})
        await maker.send({"type": "start", "room": code, "token": maker.token})
    answers: dict[str, int] = {}
    sessions = [session_from(f"127.0.5.{i + 1}") for i in range((size + 99) // 100)]

    async def one(i: int):
        try:
            client = await Client.connect(server.url, session=sessions[i // 100], timeout=10, keep_log=False)
            answer = await client.request({"type": "watch", "room": code})
            kind = answer.get("code", answer["type"])
        except (OSError, asyncio.TimeoutError, aiohttp.ClientError, ConnectionError):
            kind = "connection failed"
        answers[kind] = answers.get(kind, 0) + 1
        await stop.wait()
    try:
        await asyncio.gather(*(one(i) for i in range(size)))
    finally:
        for session in sessions:
            await session.close()
    return {"watch_answers": answers}


async def make_rooms(server: Server, size: int) -> int:
    made = 0
    per_address = 100

    async def address(i: int, count: int):
        nonlocal made
        async with session_from(f"127.0.{6 + i // 250}.{i % 250 + 1}") as session:
            for _ in range((count + 19) // 20):
                client = await Client.connect(server.url, session=session, keep_log=False)
                for _ in range(min(20, count)):
                    answer = await client.request({"type": "create", "game": "pups", "players": 3, "options": {},
                                                   "seats": [OPEN, OPEN, OPEN]}, timeout=60)
                    made += answer["type"] == "lobby"
                    count -= 1
                await client.close()
    addresses = (size + per_address - 1) // per_address
    sem = asyncio.Semaphore(50)

    async def bounded(i):
        async with sem:
            await address(i, min(per_address, size - i * per_address))
    await asyncio.gather(*(bounded(i) for i in range(addresses)))
    return made


CASES = {"rooms": rooms_flood, "fragments": fragments, "halfopen": halfopen, "churn": churn,
         "spectators": spectators}


class Target:
    """The server as an attacker in a process of its own knows it: its address."""

    def __init__(self, url: str):
        self.url = url
        self.port = int(url.rsplit(":", 1)[1].split("/")[0])


async def attack_for(case: str, url: str, size: int, seconds: float) -> dict:
    """The attacker's side (a process of its own, so that its loop does not slow the
    person's figures): ``case`` for ``seconds``, then its own figures."""
    stop = asyncio.Event()
    attacking = asyncio.create_task(CASES[case](Target(url), size, stop))
    await asyncio.sleep(seconds)
    stop.set()
    try:
        return await asyncio.wait_for(attacking, 30)
    except asyncio.TimeoutError:
        return {"note": "the attack did not end within 30 s of being told"}


async def attack(case: str, server: Server, size: int, seconds: float) -> dict:
    stop = asyncio.Event()
    person = Person()
    stderr0 = server.stderr_bytes()
    began = time.monotonic()
    ramp = min(10.0, seconds / 3)
    attacker_proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tools.attack", case, "--size", str(size), "--seconds", str(ramp + seconds),
        "--attacker", server.url, stdout=subprocess.PIPE)
    await asyncio.sleep(ramp)  # the attack under way
    playing = asyncio.create_task(person.play(server.url, stop))
    await asyncio.sleep(seconds)
    memory = memory_mb(server.proc.pid)
    load = loadavg()
    stop.set()
    await playing
    out, _ = await attacker_proc.communicate()
    try:
        attacker = json.loads(out.decode().strip().splitlines()[-1])
    except (ValueError, IndexError):
        attacker = {"note": "the attacker said nothing"}
    minutes = (time.monotonic() - began) / 60
    return {"case": case, "size": size, "seconds": seconds, "person": person.figures(), "attack": attacker,
            "server": {**memory, "stderr_bytes": server.stderr_bytes() - stderr0,
                       "stderr_kb_per_minute": round((server.stderr_bytes() - stderr0) / 1024 / minutes, 1)},
            "loadavg": load}


async def measure_person(server: Server, seconds: float) -> dict:
    stop = asyncio.Event()
    person = Person()
    playing = asyncio.create_task(person.play(server.url, stop))
    await asyncio.sleep(seconds)
    stop.set()
    await playing
    return person.figures()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.attack", description=__doc__.split("\n\n")[0])
    p.add_argument("case", choices=[*CASES, "shutdown"])
    p.add_argument("--size", type=int, help="how many connections, sockets or rooms (default: the audit's)")
    p.add_argument("--seconds", type=float, default=20.0, help="how long the person plays meanwhile (default 20)")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.add_argument("--attacker", metavar="URL", help=argparse.SUPPRESS)  # the attacker's own process
    args = p.parse_args(argv)
    size = args.size or DEFAULTS[args.case]
    if args.attacker:
        print(json.dumps(asyncio.run(attack_for(args.case, args.attacker, size, args.seconds))), flush=True)
        return 0
    top = tempfile.mkdtemp(prefix="kennel-attack-")
    folder = os.path.join(top, "rooms")
    os.mkdir(folder)
    try:
        if args.case == "shutdown":
            server = Server(folder, "--rooms-per-address", "100", "--max-rooms", str(max(20000, size))).start()
            began = time.monotonic()
            made = asyncio.run(make_rooms(server, size))
            made_in = round(time.monotonic() - began, 1)
            memory = memory_mb(server.proc.pid)
            load = loadavg()
            took = server.stop()
            files = len([n for n in os.listdir(folder) if n.endswith(".json")])
            again = Server(folder).start()
            listen = again.listen_seconds
            again.stop()
            figures = {"case": "shutdown", "rooms_made": made, "made_in_s": made_in, "server": memory,
                       "sigterm_exit_s": took, "exit_code": server.proc.returncode, "room_files": files,
                       "restart_listen_s": listen, "loadavg": load}
        else:
            server = Server(folder).start()
            figures = asyncio.run(attack(args.case, server, size, args.seconds))
            if args.case == "rooms":  # a restart revives no flood: the person is measured again
                server.stop()
                server.start()
                figures["after_restart"] = {"listen_s": server.listen_seconds,
                                            "person": asyncio.run(measure_person(server, min(10.0, args.seconds)))}
            figures["sigterm_exit_s"] = server.stop()
    finally:
        shutil.rmtree(top, ignore_errors=True)
    print(json.dumps(figures) if args.json else json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
