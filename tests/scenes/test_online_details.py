"""Smaller things an online table and the Join form show: the away message as the host
chose, no "Paused" over a game that does not pause, the room code in the table's corner,
and a Join form that remembers the address and name (kept with the settings, checked as
any text from a file). Real ``kennel serve`` child processes; the app in this process."""
from __future__ import annotations

import json

import pygame
import pytest

from game.net.client import Client
from game.storage import settings as settings_file
from tests.net.live import LiveServer, run as run_async
from tests.scenes.conftest import press, run, until
from tests.scenes.test_online import Friend

pytestmark = pytest.mark.xdist_group("online")

OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "easy"}


@pytest.fixture
def server(tmp_path):
    live = LiveServer(tmp_path / "rooms").start()
    yield live
    live.close()


def make_room(server, game: str, seats: list[dict], **more) -> str:
    async def made():
        client = await Client.connect(server.url)
        lobby = await client.request({"type": "create", "game": game, "players": len(seats), "options": {},
                                      "seats": seats, **more})
        await client.close()
        return lobby["room"]
    return run_async(made(), timeout=30)


def joined(app, server, code: str, name: str = "Ann"):
    app.stack.push(app.scene("title"))
    screen = app.stack.push(app.scene("online"))
    run(app, 1)
    screen.go("join")
    screen.address, screen.code = f"127.0.0.1:{server.port}", code
    screen.set_name(name)
    screen.join()
    assert until(app, lambda: screen.session is not None and screen.session.token, 20), screen.problem
    return screen


def at_table(app, screen):
    screen.start_game()
    assert until(app, lambda: getattr(app.stack.top, "online", False), 20), screen.problem
    return app.stack.top


@pytest.mark.parametrize("away, words", [("bot", "Bo is away. A bot plays for them until they are back."),
                                         ("wait", "Bo is away. The game waits for them.")])
def test_the_away_message_says_what_the_host_chose(make_app, server, away, words):
    code = make_room(server, "pups", [OPEN, OPEN], away=away)
    app = make_app()
    screen = joined(app, server, code)
    friend = Friend(server.url, code, play=False)
    assert until(app, lambda: friend.joined is not None)
    table = at_table(app, screen)
    friend.leave()
    assert until(app, lambda: table.message == words, 20), table.message


def test_the_menu_over_an_online_real_time_game_does_not_say_paused(make_app, server, tmp_path):
    code = make_room(server, "pooch", [OPEN, BOT, BOT, BOT])
    trace = tmp_path / "trace.jsonl"
    app = make_app(trace=str(trace))
    table = at_table(app, joined(app, server, code))
    press(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseMenu"
    last = json.loads(trace.read_text().splitlines()[-1])
    shown = [t for t, _ in last["texts"]]
    assert "Paused" not in shown and "Menu" in shown and table.match.real_time


def test_the_tables_corner_shows_the_room_code(make_app, server, tmp_path):
    code = make_room(server, "pups", [OPEN, BOT])
    trace = tmp_path / "trace.jsonl"
    app = make_app(trace=str(trace))
    at_table(app, joined(app, server, code))
    run(app, 2)
    last = json.loads(trace.read_text().splitlines()[-1])
    assert any(t.startswith(code + " \u00b7 ") for t, _ in last["texts"]), [t for t, _ in last["texts"]]


def test_the_join_form_remembers_the_address_and_name_of_the_last_join(make_app, server):
    code = make_room(server, "pups", [OPEN, BOT])
    first = make_app()
    joined(first, server, code, name="Bo").leave_room()
    first.close_window()
    again = make_app()
    screen = again.stack.push(again.scene("online"))
    run(again, 1)
    screen.go("join")
    run(again, 1)
    assert (screen.address, screen.name) == (f"127.0.0.1:{server.port}", "Bo")


def test_a_hostile_remembered_join_form_is_cleaned_or_reset_with_a_message(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(json.dumps({"volume": 0.5, "online": {"address": "x" * 500, "name": 7}}))
    loaded, problem = settings_file.load()
    assert loaded.online == {} and loaded.volume == 0.5 and "online" in (problem or "")
