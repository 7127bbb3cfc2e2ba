"""A refused online move, as the window shows it: the refusal says why in the rules' words
(the engine's reason from the server), and its words are gone in the very frame the game
moves on from the step it spoke of. A real ``kennel serve`` child process holds the room;
the window's frame trace is what the test reads."""
from __future__ import annotations

import asyncio
import threading

import pytest

from game.net.client import Client, Closed
from tests import screen_truth
from tests.net.live import LiveServer
from tests.scenes.conftest import run, until

pytestmark = pytest.mark.xdist_group("online")

OPEN = {"kind": "open"}


class Bo:
    """Makes a Pups room for two where Bo bids first, sits in seat 1, and makes one
    move each time ``move`` is set."""

    def __init__(self, url: str):
        self.url = url
        self.code: str | None = None
        self.ready = threading.Event()
        self.move = threading.Event()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="bo", daemon=True)
        self.thread.start()
        assert self.ready.wait(30)

    async def _run(self) -> None:
        client = await Client.connect(self.url)
        try:
            lobby = await client.request({"type": "create", "game": "pups", "players": 2, "seed": 2,
                                          "options": {"first_leader": 1}, "seats": [OPEN, OPEN]})
            self.code = lobby["room"]
            await client.request({"type": "join", "room": self.code, "name": "Bo", "seat": 1})
            self.ready.set()
            while not self.stop.is_set():
                if self.move.is_set() and client.state is not None and client.state["legal"]:
                    self.move.clear()
                    await client.act(client.state["legal"][0])
                await asyncio.sleep(0.01)
        except Closed:
            pass
        finally:
            self.ready.set()
            await client.close()


@pytest.fixture
def room(tmp_path):
    server = LiveServer(tmp_path / "rooms").start()
    bo = Bo(server.url)
    yield server, bo
    bo.stop.set()
    bo.thread.join(10)
    server.close()


def refusal_then_move(make_app, tmp_path, room) -> tuple[list[dict], int, str]:
    """Ann's window presses a bid while it is Bo's turn; once the refusal is on screen
    Bo bids. Returns Ann's traced frames, the step refused at and the refusal's words."""
    server, bo = room
    trace = tmp_path / "ann.jsonl"
    app = make_app(trace=str(trace))
    app.stack.push(app.scene("title"))
    screen = app.stack.push(app.scene("online"))
    run(app, 1)
    screen.go("join")
    screen.address, screen.code, screen.name = f"127.0.0.1:{server.port}", bo.code, "Ann"
    screen.join()
    assert until(app, lambda: screen.session is not None and screen.session.token, 20), screen.problem
    screen.start_game()
    assert until(app, lambda: getattr(app.stack.top, "online", False), 20), screen.problem
    table = app.stack.top
    step = table.match.step
    assert table.match.to_act() == [1]
    table.act(0, table.match.parse("bid exactly 1"))
    assert until(app, lambda: table.message is not None, 20)
    words = table.message
    run(app, 5)
    bo.move.set()  # (frames of a millisecond: the words' own time on screen does not run out meanwhile)
    assert until(app, lambda: table.match.step > step, 20, dt=0.001)
    run(app, 3)
    return screen_truth.load(trace), step, words


@pytest.mark.timeout(120)
def test_an_online_refusal_says_why_in_the_rules_words(make_app, tmp_path, room):
    entries, step, words = refusal_then_move(make_app, tmp_path, room)
    assert words == "It is Bo's turn to bid"
    assert any(words in [t for t, _ in e["texts"]] for e in entries if e["step"] == step)


@pytest.mark.timeout(120)
def test_an_online_refusals_words_are_gone_in_the_frame_the_game_moves_on(make_app, tmp_path, room):
    entries, step, words = refusal_then_move(make_app, tmp_path, room)
    shown = [e for e in entries if words in [t for t, _ in e["texts"]]]
    assert shown and all(e["step"] == step for e in shown)
    moved = [e for e in entries if e["step"] is not None and e["step"] > step]
    assert moved and shown[-1]["frame"] == moved[0]["frame"] - 1  # it stood until then, not a frame longer
