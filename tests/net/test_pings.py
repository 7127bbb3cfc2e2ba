"""Pings outside real-time rooms: a person who keeps moving on the states they are sent
shows that they read them, so they are not pinged meanwhile (at a thousand rooms the
pings cost as much as the moves); one who neither moves nor answers pings is dropped
after ``--drop-after`` as before."""
from __future__ import annotations

import asyncio
import json
import time

import aiohttp

from tests.net.live import LiveServer, run

DROP_AFTER = 2.0


async def a_person_who_never_answers_pings(url: str, session: aiohttp.ClientSession, moves: bool,
                                           seconds: float) -> tuple[int, bool]:
    """A Pups game against two bots on a connection that answers no ping; it moves on its
    turns when ``moves``. Returns the moves made and whether the server kept the
    connection for ``seconds`` (or until the game ended)."""
    ws = await session.ws_connect(url, autoping=False)
    await ws.send_str(json.dumps({"type": "create", "game": "pups", "players": 3, "options": {}, "seed": 3,
                                  "seats": [{"kind": "open"}, {"kind": "bot", "level": "easy"},
                                            {"kind": "bot", "level": "easy"}], "id": 1}))
    made, token, ends = 0, None, time.monotonic() + seconds
    while time.monotonic() < ends:
        try:
            msg = await ws.receive(timeout=max(0.01, ends - time.monotonic()))
        except asyncio.TimeoutError:
            break
        if msg.type != aiohttp.WSMsgType.TEXT:
            if msg.type in (aiohttp.WSMsgType.PING, aiohttp.WSMsgType.PONG):
                continue  # (no pong goes back)
            return made, False
        message = json.loads(msg.data)
        if message.get("ref") == 1:
            await ws.send_str(json.dumps({"type": "join", "room": message["room"], "name": "Ann", "id": 2}))
        elif message["type"] == "joined":
            token = message["token"]
            await ws.send_str(json.dumps({"type": "start", "room": message["room"], "token": token}))
        elif message["type"] == "state":
            if message["over"]:
                return made, True
            if moves and 0 in message["to_act"] and message["legal"]:
                await ws.send_str(json.dumps({"type": "act", "action": message["legal"][0], "step": message["step"]}))
                made += 1
    return made, not ws.closed


def play(tmp_path, moves: bool, seconds: float) -> tuple[int, bool]:
    server = LiveServer(tmp_path / "rooms", "--bot-pace", "0.2", "--drop-after", str(DROP_AFTER)).start()
    try:
        async def go():
            async with aiohttp.ClientSession() as session:
                return await a_person_who_never_answers_pings(server.url, session, moves, seconds)

        return run(go(), timeout=60)
    finally:
        server.close()


def test_a_person_who_keeps_moving_is_kept_though_they_answer_no_ping(tmp_path):
    made, kept = play(tmp_path, moves=True, seconds=4 * DROP_AFTER)
    assert made > 5 and kept


def test_a_person_who_neither_moves_nor_answers_pings_is_dropped(tmp_path):
    made, kept = play(tmp_path, moves=False, seconds=4 * DROP_AFTER)
    assert made == 0 and not kept
