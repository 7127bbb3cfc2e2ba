"""Whole games of every game through a live server on loopback: scripted people on
their own connections, bots on the server, a spectator; every message each of them
received is held to what the engine says that seat could know at that step."""
from __future__ import annotations

import asyncio
import random

from game import replay
from game.net.client import Client
from tests.net.live import run
from tests.net.players import close_all, play_randomly, seat_people, start
from tests.net.privacy import leaks

OPEN = {"kind": "open"}


async def whole_game(url, game, seats, names, seed, think=(0.0, 0.0), chance=1.0):
    """Seat the people, let a spectator watch, play to the end; returns (record,
    every client with its seat, the last states)."""
    code, people = await seat_people(url, game, seats, names, seed=seed)
    watcher = await Client.connect(url)
    assert (await watcher.request({"type": "watch", "room": code}))["type"] == "watching"
    await start(people[0], code)
    rng = random.Random(seed)
    ends = await asyncio.gather(*(play_randomly(c, random.Random(rng.random()), think, chance) for c in people))
    await watcher.wait(lambda m: m["type"] == "record")
    for client in people:
        await client.wait(lambda m: m["type"] == "record")
    record = watcher.received("record")[0]["record"]
    everyone = [(c, c.seat) for c in people] + [(watcher, None)]
    await close_all(people + [watcher])
    return record, everyone, ends


def check(record, everyone, ends):
    game = replay(record)
    assert game.is_over
    assert all(end["result"] == game.result() for end in ends)
    for client, seat in everyone:
        assert [m["record"] for m in client.received("record")] == [record]
        assert leaks(record, client.log, seat) == []


def test_hounds_with_four_people_on_four_connections_plays_to_the_end_and_tells_nobody_too_much(quick_server):
    check(*run(whole_game(quick_server.url, "hounds", [OPEN] * 4, ["Ann", "Bo", "Cy", "Dee"], seed=3)))


def test_pooch_with_four_people_plays_to_the_end_and_tells_nobody_too_much(quick_server):
    check(*run(whole_game(quick_server.url, "pooch", [OPEN] * 4, ["Ann", "Bo", "Cy", "Dee"], seed=7, chance=0.3)))


def test_heave_ho_between_two_people_plays_to_the_end_and_tells_nobody_too_much(quick_server):
    check(*run(whole_game(quick_server.url, "heaveho", [OPEN] * 2, ["Ann", "Bo"], seed=5, think=(0.0, 0.01))))


def test_pups_with_people_and_bots_plays_to_the_end_and_tells_nobody_too_much(quick_server):
    seats = [OPEN, {"kind": "bot", "level": "normal"}, OPEN, {"kind": "bot", "level": "easy"}]
    check(*run(whole_game(quick_server.url, "pups", seats, ["Ann", "Cy"], seed=6)))


def test_hard_bots_think_on_a_thread_and_their_game_plays_to_the_end(quick_server):
    seats = [OPEN, {"kind": "bot", "level": "hard"}, {"kind": "bot", "level": "hard"}]
    check(*run(whole_game(quick_server.url, "pups", seats, ["Ann"], seed=7)))
