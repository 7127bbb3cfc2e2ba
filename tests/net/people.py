"""Different people at a live server: clients whose connections come from different
loopback addresses (127.0.0.2, 127.0.0.3, ...: the whole 127.0.0.0/8 is this machine),
as the server tells people apart by address."""
from __future__ import annotations

import asyncio
import random

import aiohttp

from game.net.client import Client
from tests.net.players import make_room

_sessions: list[aiohttp.ClientSession] = []


async def connect_from(url: str, host: str, timeout: float = 10.0) -> Client:
    """A client whose connection comes from ``host``."""
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(host, 0), limit=0))
    _sessions.append(session)
    return await Client.connect(url, session=session, timeout=timeout)


async def close_sessions() -> None:
    while _sessions:
        await _sessions.pop().close()


async def play_a_game(url: str, host: str, moves: int = 12, timeout: float = 30.0) -> int:
    """What a person at ``host`` does: makes a Pups room with two bots, sits, starts and
    plays legal moves until ``moves`` steps have passed (or the game is over); returns
    the step reached."""
    client = await connect_from(url, host)
    code = await make_room(client, "pups", [{"kind": "open"}, {"kind": "bot", "level": "easy"},
                                            {"kind": "bot", "level": "easy"}], seed=3)
    joined = await client.request({"type": "join", "room": code, "name": "Pat"})
    assert joined["type"] == "joined", joined
    await client.send({"type": "start", "room": code, "token": client.token})
    rng = random.Random(1)
    state = await client.wait_state(timeout=timeout)
    while not state["over"] and state["step"] < moves:
        if state["legal"]:
            await client.act(rng.choice(state["legal"]))
        step = state["step"]
        state = await client.wait_state(lambda s: s["step"] > step or s["over"], timeout)
    await client.close()
    return state["step"]


async def gather_quietly(*aws):
    return await asyncio.gather(*aws, return_exceptions=True)
