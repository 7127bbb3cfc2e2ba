"""Scripted people at a live server: clients that make a room, sit in it and play
random legal moves when their seat may act, as a person at the table would."""
from __future__ import annotations

import asyncio
import random

from game.net.client import Client


async def make_room(client: Client, game: str, seats: list[dict], options: dict | None = None,
                    seed: int | None = 1, **more) -> str:
    message = {"type": "create", "game": game, "players": len(seats), "options": options or {},
               "seats": seats, **more}
    if seed is not None:
        message["seed"] = seed
    answer = await client.request(message)
    assert answer["type"] == "lobby", answer
    return answer["room"]


async def seat_people(url: str, game: str, seats: list[dict], names: list[str], **create) -> tuple[str, list[Client]]:
    """A room with ``seats`` (open ones for people) and one connected client per name,
    seated in order."""
    clients = [await Client.connect(url) for _ in names]
    code = await make_room(clients[0], game, seats, **create)
    for client, name in zip(clients, names):
        answer = await client.request({"type": "join", "room": code, "name": name})
        assert answer["type"] == "joined", answer
    return code, clients


async def start(client: Client, code: str) -> None:
    await client.send({"type": "start", "room": code, "token": client.token})
    await client.wait_state()


async def play_randomly(client: Client, rng: random.Random, think: tuple[float, float] = (0.0, 0.0),
                        chance: float = 1.0, timeout: float = 20.0) -> dict:
    """Play a random legal move whenever this seat may act, until the game is over;
    returns the last state. ``chance``: how often it acts on a real-time state at all
    (people let most dogpile chances pass)."""
    acted_on = -1
    while True:
        state = await client.wait_state(lambda s: s["over"] or (s["step"] != acted_on and s["legal"]), timeout)
        if state["over"]:
            return state
        acted_on = state["step"]
        if rng.random() >= chance and not holds_up(state, client.seat):
            continue
        if think[1]:
            await asyncio.sleep(rng.uniform(*think))
        if client.state["step"] != state["step"]:
            continue  # it moved on while this seat thought
        await client.act(rng.choice(state["legal"]))


def holds_up(state: dict, seat: int) -> bool:
    """Whether the game waits for this seat (a Pooch leader or named player; anyone
    else who may act in a turn or a sort)."""
    view = state["view"]
    if "named" in view and "leader" in view:
        return seat in (view["named"], view["leader"])
    return True


async def close_all(clients) -> None:
    for client in clients:
        await client.close()
