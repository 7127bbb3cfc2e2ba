"""What goes wrong on the way into a room is said in a player's words, on the Join form,
which stays: an address where nobody answers, a room code with no room, a full room, a
room to watch that is not there. No frame ever shows a server address with its path or
an exception's text, and a failed join never shows an empty lobby. A real ``kennel
serve`` child process; the window's frame trace is what the test reads."""
from __future__ import annotations

import asyncio
import socket

import pytest

from game.net.client import Client
from tests import screen_truth
from tests.net.live import LiveServer, run as run_async
from tests.net.players import seat_people
from tests.scenes.conftest import run, until

pytestmark = pytest.mark.xdist_group("online")

OPEN = {"kind": "open"}
#: what a programmer's message looks like (none may reach the screen)
CODE_WORDS = ("ws://", "?room=", "Errno", "ssl:", "Exception", "Error", "call failed")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    live = LiveServer(tmp_path_factory.mktemp("joins") / "rooms").start()
    yield live
    live.close()


def nobody_listens() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def try_form(make_app, tmp_path, address: str, code: str, how: str = "join"):
    trace = tmp_path / "trace.jsonl"
    app = make_app(trace=str(trace))
    app.stack.push(app.scene("title"))
    screen = app.stack.push(app.scene("online"))
    run(app, 1)
    screen.go("join")
    screen.address, screen.code = address, code
    getattr(screen, how)()
    assert until(app, lambda: app.stack.top is screen and screen.stage == "join" and screen.problem
                 and screen.session is None, 20), (type(app.stack.top).__name__, screen.stage, screen.problem)
    run(app, 2)
    return screen, screen_truth.load(trace)


def texts(entries) -> list[str]:
    return [t for e in entries for t, _ in e["texts"]]


def no_code_words(entries) -> bool:
    return not [t for t in texts(entries) if any(w in t for w in CODE_WORDS)]


def test_an_address_where_nobody_answers_is_said_on_the_join_form(make_app, tmp_path):
    port = nobody_listens()
    screen, entries = try_form(make_app, tmp_path, f"127.0.0.1:{port}", "K-ABCDEF")
    words = f"Could not reach 127.0.0.1:{port}: nobody answered there."
    assert screen.problem.startswith(words)
    assert any(t.startswith(words) for t in texts(entries[-1:])) and no_code_words(entries)


def test_a_room_code_with_no_room_is_said_on_the_join_form_with_no_lobby_shown(make_app, tmp_path, server):
    screen, entries = try_form(make_app, tmp_path, f"127.0.0.1:{server.port}", "K-ZZZZZZ")
    assert screen.problem.startswith("There is no room with that code")
    shown = [t for t in texts(entries) if t.startswith(("Start the game", "Room code  ", "Seats: "))]
    assert shown == []
    assert no_code_words(entries)


def test_a_full_room_is_said_on_the_join_form(make_app, tmp_path, server):
    async def full():
        code, people = await seat_people(server.url, "pups", [OPEN, OPEN], ["Ann", "Bo"])
        return code, people
    code, people = run_async(full(), timeout=30)
    screen, entries = try_form(make_app, tmp_path, f"127.0.0.1:{server.port}", code)
    assert screen.problem.startswith("That room has no free seat") and no_code_words(entries)


def test_watching_a_room_that_is_not_there_is_said_on_the_join_form(make_app, tmp_path, server):
    screen, entries = try_form(make_app, tmp_path, f"127.0.0.1:{server.port}", "K-ZZZZZZ", how="watch")
    assert screen.problem.startswith("There is no room with that code") and no_code_words(entries)
