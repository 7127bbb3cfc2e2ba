"""Random messages thrown at a live server in the middle of a game (random JSON,
random types and fields, random bytes and text): afterwards the honest people's game
goes on to its end, and they noticed nothing meanwhile."""
from __future__ import annotations

import asyncio
import json
import random
import threading

from hypothesis import HealthCheck, given, settings, strategies as st

from game import GAMES, replay
from game.net.client import Client
from game.net.protocol import MESSAGES
from tests.net.players import play_randomly, seat_people, start
from tests.net.privacy import leaks

OPEN = {"kind": "open"}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def messages(code: str) -> st.SearchStrategy:
    """Messages shaped like the protocol's, with values right, wrong or absurd."""
    plausible = {
        "room": st.sampled_from([code, code.lower(), "K-AAAAAA", ""]) | st.text(max_size=12),
        "token": st.text(max_size=40),
        "name": st.text(max_size=40),
        "game": st.sampled_from(sorted(GAMES)) | st.text(max_size=8),
        "players": st.integers(-3, 9),
        "options": st.dictionaries(st.sampled_from(["first_leader", "mode", "sort", "x"]), json_values, max_size=2),
        "seats": st.lists(st.sampled_from([OPEN, {"kind": "bot", "level": "easy"}, {"kind": "bot"}, {}, 3]),
                          max_size=6),
        "seed": st.integers() | json_values,
        "seat": st.integers(-2, 6) | json_values,
        "action": st.sampled_from(["pass", "bid exactly 0", "play W3", "pickup", "keep first"]) | st.text(max_size=20),
        "step": st.integers(-2, 1000) | json_values,
        "reaction_ms": st.floats() | json_values,
        "away": st.sampled_from(["wait", "bot", "x"]) | json_values,
        "emote": st.sampled_from(["woof", "gg", "meow"]),
        "id": json_values,
        "t": json_values,
    }
    fields = st.dictionaries(st.sampled_from(sorted(plausible)), st.none(), max_size=6).flatmap(
        lambda keys: st.fixed_dictionaries({k: plausible[k] | json_values for k in keys}))
    kinds = st.sampled_from(sorted(MESSAGES) + ["", "state", "lobby"]) | json_values
    return st.builds(lambda kind, rest: {"type": kind, **rest}, kinds, fields)


def frames(code: str) -> st.SearchStrategy:
    return (messages(code).map(json.dumps) | json_values.map(json.dumps)
            | st.text(max_size=200) | st.binary(max_size=200))


class Loop:
    """An event loop on a thread of its own, for hypothesis (which calls plain functions)."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def do(self, coroutine, timeout: float = 30.0):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def stop(self):
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def test_random_messages_leave_the_game_going_for_the_honest_people(quick_server):
    url = quick_server.url
    loop = Loop()
    try:
        async def sit_down():
            code, people = await seat_people(url, "pups", [OPEN, OPEN, {"kind": "bot", "level": "easy"}],
                                             ["Ann", "Bo"], options={"first_leader": 0})
            await start(people[0], code)
            await people[1].wait_state()
            return code, people, [await Client.connect(url) for _ in range(3)]

        code, people, vandals = loop.do(sit_down())
        quiet_from = [len(p.log) for p in people]
        thrown = [0]

        async def throw(frame):
            n = thrown[0] = thrown[0] + 1
            slot = n % len(vandals)
            if vandals[slot].closed:  # a frame it sent closed it: another comes
                vandals[slot] = await Client.connect(url)
            try:
                await vandals[slot].send_raw(frame)
            except ConnectionError:
                pass
            await asyncio.sleep(0.02)

        @settings(max_examples=250, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
        @given(frame=frames(code))
        def thrown_at_the_server(frame):
            loop.do(throw(frame))

        thrown_at_the_server()

        async def finish():
            told = [[m for _, m in p.log[start:]] for p, start in zip(people, quiet_from)]
            ends = await asyncio.gather(*(play_randomly(p, random.Random(i)) for i, p in enumerate(people)))
            for p in people:
                await p.wait(lambda m: m["type"] == "record")
            for client in people + vandals:
                await client.close()
            return told, ends

        told, ends = loop.do(finish(), timeout=120)
    finally:
        loop.stop()
    record = people[0].received("record")[0]["record"]
    assert told == [[], []]
    assert all(end["over"] for end in ends) and replay(record).result() == ends[0]["result"]
    assert [leaks(record, p.log, p.seat) for p in people] == [[], []]
    assert quick_server.proc.poll() is None and "Traceback" not in quick_server.stderr()
