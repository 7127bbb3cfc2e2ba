"""One address cannot use a live server up for everyone: rooms made and connections
held per address, idle rooms that go (and stay gone after a restart), a cap on
spectators, a reader that keeps no unfinished message, half-open requests closed,
and log lines that stay few however much goes wrong. Each test floods from one
loopback address and checks what a person at another one notices."""
from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import time

from game.net.client import Client
from tests.net.live import LiveServer, run
from tests.net.people import close_sessions, connect_from, gather_quietly, play_a_game
from tests.net.players import make_room

OPEN = {"kind": "open"}
FLOODER, PERSON = "127.0.0.2", "127.0.0.3"


def live(tmp_path, *args: str) -> LiveServer:
    return LiveServer(tmp_path / "rooms", "--bot-pace", "0.02", *args).start()


def scenario(coro):
    async def main():
        try:
            return await coro
        finally:
            await close_sessions()
    return run(main(), timeout=150)


async def create(client: Client) -> dict:
    return await client.request({"type": "create", "game": "pups", "players": 3, "options": {},
                                 "seats": [OPEN, OPEN, OPEN]})


def test_an_address_making_rooms_in_a_flood_is_refused_while_another_makes_a_room_and_plays(tmp_path):
    server = live(tmp_path, "--rooms-per-address", "30", "--unstarted-per-address", "30")
    try:
        async def go():
            flooders = [await connect_from(server.url, FLOODER) for _ in range(10)]
            answers = await asyncio.gather(*(create(c) for c in flooders for _ in range(8)))
            step = await play_a_game(server.url, PERSON)
            return [a["type"] for a in answers], step

        kinds, step = scenario(go())
        assert kinds.count("lobby") == 30 and kinds.count("error") == 50
        assert step >= 12
    finally:
        server.close()


def test_an_address_holds_only_so_many_rooms_nobody_has_started(tmp_path):
    server = live(tmp_path, "--unstarted-per-address", "3")
    try:
        async def go():
            client = await connect_from(server.url, FLOODER)
            answers = [await create(client) for _ in range(5)]
            other = await connect_from(server.url, PERSON)
            return [a["type"] for a in answers], (await create(other))["type"]

        assert scenario(go()) == (["lobby"] * 3 + ["error"] * 2, "lobby")
    finally:
        server.close()


def test_connections_over_the_limit_of_one_address_are_closed_and_another_address_still_plays(tmp_path):
    server = live(tmp_path, "--per-address", "20")
    try:
        async def go():
            tries = await gather_quietly(*(connect_from(server.url, FLOODER, timeout=5) for _ in range(40)))
            await asyncio.sleep(0.5)
            still_open = [c for c in tries if isinstance(c, Client) and not c.closed]
            step = await play_a_game(server.url, PERSON)
            return len(still_open), step

        held, step = scenario(go())
        assert held <= 20 and step >= 12
    finally:
        server.close()


def test_a_room_nobody_started_and_nobody_is_in_goes_after_its_idle_time(tmp_path):
    server = live(tmp_path, "--unstarted-kept", "1", "--sweep-every", "0.2")
    try:
        async def go():
            client = await connect_from(server.url, PERSON)
            code = (await create(client))["room"]
            await client.close()
            await asyncio.sleep(3)
            other = await connect_from(server.url, PERSON)
            return code, await other.request({"type": "join", "room": code, "name": "Al"})

        code, answer = scenario(go())
        assert answer["code"] == "no_room" and not (server.data / f"{code}.json").exists()
    finally:
        server.close()


def test_a_restart_does_not_start_an_idle_rooms_clock_again(tmp_path):
    server = live(tmp_path, "--unstarted-kept", "4", "--sweep-every", "0.2")
    try:
        async def make():
            client = await connect_from(server.url, FLOODER)
            code = (await create(client))["room"]
            await client.close()
            return code

        code = scenario(make())
        time.sleep(1.5)
        assert (server.data / f"{code}.json").exists()  # not gone yet
        assert server.stop() == 0
        time.sleep(3)
        server.start()

        async def join():
            client = await connect_from(server.url, PERSON)
            return await client.request({"type": "join", "room": code, "name": "Al"})

        assert scenario(join())["code"] == "no_room"
    finally:
        server.close()


def test_a_started_room_nobody_comes_back_to_goes_to_finished_with_its_record(tmp_path):
    server = live(tmp_path, "--abandoned-kept", "1", "--sweep-every", "0.2")
    try:
        async def go():
            client = await connect_from(server.url, PERSON)
            code = await make_room(client, "pups", [OPEN, {"kind": "bot", "level": "easy"}, OPEN], seed=2)
            await client.request({"type": "join", "room": code, "name": "Al"})
            await client.send({"type": "start", "room": code, "token": client.token})
            state = await client.wait_state()
            await client.close()
            return code, state["step"]

        code, step = scenario(go())
        deadline = time.monotonic() + 20
        kept = server.data / "finished" / f"{code}.json"
        while not kept.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not (server.data / f"{code}.json").exists()
        saved = json.loads(kept.read_text())
        assert saved["started"] and len(saved["record"]["actions"]) >= step
    finally:
        server.close()


def test_a_room_takes_only_so_many_spectators_and_the_next_is_told_room_busy(tmp_path):
    server = live(tmp_path, "--spectators", "5")
    try:
        async def go():
            maker = await connect_from(server.url, PERSON)
            code = (await create(maker))["room"]
            watchers = [await connect_from(server.url, FLOODER) for _ in range(6)]
            answers = [await w.request({"type": "watch", "room": code}) for w in watchers]
            other = (await create(maker))["room"]
            elsewhere = await (await connect_from(server.url, PERSON)).request({"type": "watch", "room": other})
            return [a.get("code", a["type"]) for a in answers], elsewhere["type"]

        assert scenario(go()) == (["watching"] * 5 + ["room_busy"], "watching")
    finally:
        server.close()


def upgrade_request(port: int) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()


def opened_by_hand(port: int, source: str = FLOODER) -> socket.socket:
    sock = socket.socket()
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    sock.sendall(upgrade_request(port))
    reply = b""
    while b"\r\n\r\n" not in reply:
        reply += sock.recv(1)
    assert b" 101 " in reply.split(b"\r\n")[0]
    return sock


def masked_frame(opcode: int, payload: bytes, fin: bool) -> bytes:
    mask = os.urandom(4)
    head = bytes([(0x80 if fin else 0) | opcode])
    size = len(payload)
    if size < 126:
        head += bytes([0x80 | size])
    elif size < 65536:
        head += bytes([0x80 | 126]) + size.to_bytes(2, "big")
    else:
        head += bytes([0x80 | 127]) + size.to_bytes(8, "big")
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def closed_within(sock: socket.socket, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            sock.settimeout(max(0.01, deadline - time.monotonic()))
            if not sock.recv(65536):
                return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except socket.timeout:
        pass
    return False


def test_a_message_over_64_kib_in_fragments_closes_that_connection_before_it_is_whole(tmp_path):
    server = live(tmp_path)
    try:
        sock = opened_by_hand(server.port)
        part = b"x" * 40_000
        sock.sendall(masked_frame(0x1, b'{"type": "ping", "pad": "' + part, fin=False))
        try:
            sock.sendall(masked_frame(0x0, part, fin=False))  # over 64 KiB so far, and never finished
        except (ConnectionResetError, BrokenPipeError):
            pass
        assert closed_within(sock, 10)
        sock.close()
        assert scenario(play_a_game(server.url, PERSON)) >= 12
    finally:
        server.close()


def test_unfinished_messages_on_many_connections_hold_little_memory(tmp_path):
    server = live(tmp_path)
    try:
        socks = []
        for i in range(100):
            sock = opened_by_hand(server.port, f"127.0.1.{i + 1}")
            sock.sendall(masked_frame(0x1, b'{"type": "ping", "pad": "' + b"x" * 60_000, fin=False))
            socks.append(sock)
        time.sleep(1)
        with open(f"/proc/{server.proc.pid}/status") as status:
            rss_mb = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024
        for sock in socks:
            sock.close()
        assert rss_mb < 250  # 100 x 4 MiB held before; 60 KB each now
    finally:
        server.close()


def test_a_half_open_http_request_is_closed_after_the_handshake_time_and_whole_ones_are_answered(tmp_path):
    server = live(tmp_path, "--handshake", "1")
    try:
        sock = socket.socket()
        sock.bind((FLOODER, 0))
        sock.connect(("127.0.0.1", server.port))
        sock.sendall(b"GET /ws HTTP/1.1\r\nHost: x\r\n")
        closed = False
        for i in range(30):  # a header every 0.2 s, never the end of them
            try:
                sock.sendall(f"X-Slow-{i}: y\r\n".encode())
            except (ConnectionResetError, BrokenPipeError):
                closed = True
                break
            if closed_within(sock, 0.2):
                closed = True
                break
        sock.close()
        plain = socket.create_connection(("127.0.0.1", server.port))
        plain.sendall(b"GET /ws HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        answer = b""
        while chunk := plain.recv(4096):
            answer += chunk
        plain.close()
        assert closed and answer.startswith(b"HTTP/1.1 426")
    finally:
        server.close()


def test_a_websocket_stays_open_longer_than_the_handshake_time(tmp_path):
    server = live(tmp_path, "--handshake", "1")
    try:
        async def go():
            client = await connect_from(server.url, PERSON)
            await asyncio.sleep(3)
            return (await client.request({"type": "ping"}))["type"]

        assert scenario(go()) == "pong"
    finally:
        server.close()


def test_a_flood_of_refused_connections_writes_a_few_lines_not_one_each(tmp_path):
    server = live(tmp_path, "--per-address", "5")
    try:
        before = len(server.stderr())

        async def go():
            tries = await gather_quietly(*(connect_from(server.url, FLOODER, timeout=5) for _ in range(200)))
            return sum(isinstance(c, Client) for c in tries)

        scenario(go())
        grown = server.stderr()[before:]
        assert "connections" in grown and len(grown.splitlines()) <= 3
    finally:
        server.close()
