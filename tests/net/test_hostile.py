"""Hostile clients are harmless: each kind of mischief gets the spec's error (or its
connection closed), changes nothing, and no other connection or room notices."""
from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import secrets
import socket
import time

import pytest

from game.net import codes
from game.net.client import Client
from tests.net.live import LiveServer, run
from tests.net.players import play_randomly, seat_people, start

OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "easy"}
#: Pups for three where Bo (seat 1) bids first
BO_FIRST = {"options": {"first_leader": 1}}


async def answer_to(url: str, raw: str | bytes) -> dict:
    """What a fresh connection is answered when it sends ``raw``; then it proves it
    is still served (a ping gets its pong)."""
    client = await Client.connect(url)
    await client.send_raw(raw)
    answer = await client.wait(lambda m: True)
    pong = await client.request({"type": "ping"})
    assert pong["type"] == "pong"
    return answer


def test_text_that_is_not_json_is_a_bad_message(server):
    answer = run(answer_to(server.url, '{"type": "ping", '))
    assert (answer["type"], answer["code"], answer["ref"]) == ("error", "bad_message", None)


@pytest.mark.parametrize("raw", ["[]", "1", '"create"', "null", "true", '[{"type": "ping"}]'])
def test_json_that_is_not_an_object_is_a_bad_message(server, raw):
    assert run(answer_to(server.url, raw))["code"] == "bad_message"


def test_an_unknown_type_is_a_bad_message_that_echoes_its_id(server):
    answer = run(answer_to(server.url, json.dumps({"type": "teleport", "id": 7})))
    assert (answer["code"], answer["ref"]) == ("bad_message", 7)


@pytest.mark.parametrize("message", [
    {"type": "create", "game": "pups", "players": "3", "options": {}, "seats": [OPEN] * 3},
    {"type": "create", "game": "pups", "players": 3, "options": [], "seats": [OPEN] * 3},
    {"type": "create", "game": "pups", "players": 3, "options": {}, "seats": [OPEN] * 3, "seed": 1.5},
    {"type": "create", "game": "pups", "players": True, "options": {}, "seats": [OPEN] * 3},
    {"type": "join", "room": "K-ABCDEF", "name": 5},
    {"type": "join", "room": ["K-ABCDEF"], "name": "Ann"},
    {"type": "act", "action": ["bid"], "step": 0},
    {"type": "act", "action": "pickup", "step": "0"},
    {"type": "act", "action": "pickup", "step": 0, "reaction_ms": "fast"},
    {"type": "ping", "id": {"nested": True}},
])
def test_a_field_of_the_wrong_type_is_a_bad_message(server, message):
    assert run(answer_to(server.url, json.dumps(message)))["code"] == "bad_message"


@pytest.mark.parametrize("message", [
    {"type": "create", "game": "pups", "players": 3, "options": {}},
    {"type": "join", "room": "K-ABCDEF"},
    {"type": "rejoin", "token": "abc"},
    {"type": "act", "action": "pickup"},
    {"type": "start", "room": "K-ABCDEF"},
    {"game": "pups"},
])
def test_a_missing_field_is_a_bad_message(server, message):
    assert run(answer_to(server.url, json.dumps(message)))["code"] == "bad_message"


@pytest.mark.parametrize("message", [
    {"type": "create", "game": "chess", "players": 2, "options": {}, "seats": [OPEN] * 2},
    {"type": "create", "game": "pups", "players": 9, "options": {}, "seats": [OPEN] * 9},
    {"type": "create", "game": "pups", "players": 3, "options": {"jokers": 2}, "seats": [OPEN] * 3},
    {"type": "create", "game": "pups", "players": 3, "options": {}, "seats": [OPEN] * 2},
    {"type": "create", "game": "pups", "players": 3, "options": {}, "seats": [OPEN, OPEN, {"kind": "bot", "level": "god"}]},
    {"type": "create", "game": "pups", "players": 3, "options": {}, "seats": [OPEN, OPEN, "bot"]},
    {"type": "create", "game": "pups", "players": 3, "options": {}, "seats": [OPEN] * 3, "away": "sleep"},
    {"type": "create", "game": "pups", "players": 3, "options": {}, "seats": [OPEN] * 3, "seed": 10 ** 30},
])
def test_a_create_the_games_cannot_make_is_a_bad_message(server, message):
    assert run(answer_to(server.url, json.dumps(message)))["code"] == "bad_message"


def test_a_binary_frame_is_a_bad_message(server):
    assert run(answer_to(server.url, b'{"type": "ping"}'))["code"] == "bad_message"


def test_a_frame_over_64_kib_closes_that_connection_with_1009(server):
    async def scenario():
        client = await Client.connect(server.url)
        await client.send_raw(json.dumps({"type": "ping", "pad": "x" * 65_536}))
        await asyncio.wait_for(client._reader, 5)
        return client.close_code

    assert run(scenario()) == 1009


def test_more_than_50_messages_in_a_second_are_answered_too_fast_and_not_applied(server):
    async def scenario():
        client = await Client.connect(server.url)
        for n in range(60):
            await client.send({"type": "ping", "id": n})
        await client.wait(lambda m: m.get("ref") == 59)
        return [(m["type"], m.get("code")) for m in client.received()]

    answers = run(scenario())
    assert answers == [("pong", None)] * 50 + [("error", "too_fast")] * 10


def test_a_flood_closes_that_connection(server):
    async def scenario():
        client = await Client.connect(server.url)
        frame = json.dumps({"type": "ping"})
        for _ in range(600):
            await client.send_raw(frame)
        await asyncio.wait_for(client._reader, 5)
        return client.close_code

    assert run(scenario()) == 1008


def test_a_forged_seat_is_ignored_an_action_is_for_the_senders_own_seat(server):
    async def scenario():
        code, (ann, bo) = await seat_people(server.url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"], **BO_FIRST)
        await start(ann, code)
        bos = await bo.wait_state()
        answer = await ann.request({"type": "act", "action": bos["legal"][0], "step": 0, "seat": 1})
        still = await bo.request({"type": "ping"})
        return answer, bo.state["step"], [m["type"] for m in bo.received()][-1], still

    answer, step, last, _ = run(scenario())
    assert (answer["code"], step, last) == ("not_your_turn", 0, "pong")


@pytest.mark.parametrize("step", [-1, 10 ** 6])
def test_an_action_for_a_state_that_never_was_is_refused_as_stale(server, step):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT], ["Ann"], options={"first_leader": 0})
        await start(ann, code)
        state = await ann.wait_state()
        return (await ann.request({"type": "act", "action": state["legal"][0], "step": step}))["code"]

    assert run(scenario()) == "stale"


def test_guessed_room_codes_find_no_room(server):
    async def scenario():
        client = await Client.connect(server.url)
        await seat_people(server.url, "pups", [OPEN, OPEN], ["Ann"])  # a room to be found by luck
        guesses = [codes.new_code("K", ()) for _ in range(40)]
        return {(await client.request({"type": "watch", "room": code}))["type"] for code in guesses}

    assert run(scenario()) == {"error"}


def test_guessed_tokens_hold_no_seat(server):
    async def scenario():
        code, _ = await seat_people(server.url, "pups", [OPEN, OPEN], ["Ann", "Bo"])
        client = await Client.connect(server.url)
        return {(await client.request({"type": "rejoin", "room": code, "token": secrets.token_urlsafe(24)}))["code"]
                for _ in range(40)}

    assert run(scenario()) == {"bad_token"}


def test_mischief_on_other_connections_goes_unnoticed_by_a_game_in_progress(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT, BOT], ["Ann"], options={"first_leader": 0})
        await start(ann, code)
        await ann.wait_state()
        mark = len(ann.log)
        vandal = await Client.connect(server.url)
        for raw in ["{", "[]", '{"type": "x"}', '{"type": "act"}', json.dumps({"type": "watch", "room": code})]:
            await vandal.send_raw(raw)
        await vandal.send({"type": "act", "action": "bid exactly 0", "step": 0, "seat": 0})
        big = await Client.connect(server.url)
        await big.send_raw("x" * 70_000)
        flood = await Client.connect(server.url)
        for _ in range(600):
            await flood.send_raw('{"type": "ping"}')
        await asyncio.wait_for(asyncio.gather(big._reader, flood._reader), 5)
        pong = await ann.request({"type": "ping"})
        return [m for _, m in ann.log[mark:]], pong, ann.state["step"]

    told, pong, step = run(scenario())
    assert told == [pong] and step == 0


def handshake(port: int) -> socket.socket:
    """A WebSocket opened by hand, with a receive buffer as small as the system allows:
    a client that will never read."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    reply = b""
    while b"\r\n\r\n" not in reply:
        reply += sock.recv(1)
    assert b" 101 " in reply.split(b"\r\n")[0]
    return sock


def masked_text(text: str) -> bytes:
    data = text.encode()
    mask = os.urandom(4)
    assert len(data) < 126
    return bytes([0x81, 0x80 | len(data)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


def ended_by_the_server(sock: socket.socket, within: float) -> bool:
    """Whether the server ends this connection (reading what it had sent first)."""
    deadline = time.monotonic() + within
    try:
        while time.monotonic() < deadline:
            sock.settimeout(max(0.01, deadline - time.monotonic()))
            if not sock.recv(65536):
                return True
    except ConnectionResetError:
        return True
    except socket.timeout:
        pass
    return False


def test_a_client_that_never_reads_is_dropped_and_never_holds_up_its_room(tmp_path):
    live = LiveServer(tmp_path / "rooms", "--send-queue", "8", "--drop-after", "2").start()
    try:
        async def scenario():
            code, people = await seat_people(live.url, "hounds", [OPEN] * 4, ["Ann", "Bo", "Cy", "Dee"], seed=2)
            sleeper = handshake(live.port)
            sleeper.sendall(masked_text(json.dumps({"type": "watch", "room": code})))
            await start(people[0], code)
            ends = await asyncio.gather(*(play_randomly(c, random.Random(i)) for i, c in enumerate(people)))
            return sleeper, ends

        sleeper, ends = run(scenario())
        assert all(end["over"] for end in ends) and ended_by_the_server(sleeper, within=15.0)
    finally:
        live.close()
