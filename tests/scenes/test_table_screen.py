"""The computer as the table screen: Play online -> Host with nobody at this computer
and people on phones. The window shows the room code, the QR code of the phone page's
join link and the seats as phones take them; once a phone starts the game it shows the
public table (a watching connection), which the frame trace holds to the public view of
the server's record at every step. The phones here are scripted connections speaking
the protocol, as the page does."""
from __future__ import annotations

import asyncio
import random
import threading

import pygame
import pytest
import segno

from game import replay
from game.net.client import Client, Closed
from game.net.hosting import Hosted
from scenes.frame import qr_code
from tests import screen_truth
from tests.net.players import close_all, play_randomly, start
from tests.scenes.conftest import press, run
from tests.scenes.test_online import until

pytestmark = pytest.mark.xdist_group("online")


class Phones:
    """People on phones: each ``sit`` takes the next open seat of ``room``; ``go`` has
    the first start the game and all play random legal moves to its end."""

    def __init__(self, url: str, room: str, names: list[str], seed: int = 5):
        self.url, self.room, self.names, self.seed = url, room, names, seed
        self.seated = 0
        self.record: dict | None = None
        self.sit = threading.Semaphore(0)
        self.go = threading.Event()
        self.done = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="phones", daemon=True)
        self.thread.start()

    async def _run(self) -> None:
        clients = []
        loop = asyncio.get_running_loop()
        try:
            for name in self.names:
                await loop.run_in_executor(None, self.sit.acquire, True, 30)
                client = await Client.connect(self.url)
                clients.append(client)
                answer = await client.request({"type": "join", "room": self.room, "name": name})
                client.token = answer["token"]
                self.seated += 1
            await loop.run_in_executor(None, self.go.wait, 60)
            await start(clients[0], self.room)
            rng = random.Random(self.seed)
            await asyncio.gather(*(play_randomly(c, random.Random(rng.random()), timeout=60) for c in clients))
            message = await clients[0].wait(lambda m: m["type"] == "record", 20)
            self.record = message["record"]
        except (Closed, asyncio.TimeoutError):  # (the test says what it missed)
            pass
        finally:
            await close_all(clients)
            self.done.set()


@pytest.fixture
def table_screen(make_app, tmp_path):
    """An app hosting a room from the Host form with nobody at this computer."""
    made = []

    def build(game: str = "pups", players: int = 4, phones: int = 3, size=(1280, 720), trace=None):
        app = make_app(size=size, trace=trace) if trace else make_app(size=size)
        app.hosted = Hosted(folder=tmp_path / "server", pace=0.05).start(port=0)  # (what Host starts, quicker bots)
        app.stack.push(app.scene("title"))
        run(app, 2)
        screen = app.stack.push(app.scene("online"))
        run(app, 1)
        screen.go("host")
        screen.set_game(game)
        screen.set_players(players)
        screen.set_phones(phones)
        screen.set_here(0)
        screen.host()
        made.append(app)
        assert until(app, lambda: screen.shows_join_code()), screen.problem
        run(app, 2)
        return app, screen

    yield build
    for app in made:
        for scene in app.stack.scenes:
            for one in (getattr(scene, "session", None), getattr(getattr(scene, "match", None), "session", None)):
                if one is not None:
                    one.close()
        if getattr(app, "hosted", None) is not None:
            app.hosted.stop()


def seat_lines(screen) -> list[str]:
    return [s.get("name") or "" for s in screen.session.lobby["seats"]]


def test_hosting_with_nobody_here_opens_every_seat_for_the_phones(table_screen):
    app, screen = table_screen(players=4, phones=3)
    assert screen.session.seat is None and screen.session.token is None
    assert [s["kind"] for s in screen.session.lobby["seats"]] == ["open"] * 4  # (3 phones, 1 other computer)


def test_the_host_screen_shows_the_room_code_and_link_in_words(table_screen, tmp_path):
    app, screen = table_screen(trace=str(tmp_path / "trace.jsonl"))
    run(app, 2)
    last = screen_truth.load(tmp_path / "trace.jsonl")[-1]
    words = [text for text, _ in last["texts"]]
    link = f"http://{app.hosted.addresses()[0]}/r/{screen.session.room}"
    assert screen.session.room in words and link in words


def test_the_qr_code_on_the_window_is_the_join_link_of_the_room(table_screen):
    app, screen = table_screen()
    run(app, 1)
    square, _, _ = screen.qr_layout(app.screen.get_size())
    link = f"http://{app.hosted.addresses()[0]}/r/{screen.session.room}"
    drawn = app.screen.subsurface(screen._qr[1].get_rect(center=square.center)).copy()
    assert qr_code.read_back(drawn) == [[bool(c) for c in row] for row in segno.make(link, error="m").matrix]


def test_the_seats_fill_on_the_host_screen_as_phones_join(table_screen):
    app, screen = table_screen(players=4, phones=3)
    phones = Phones(app.hosted.url, screen.session.room, ["Ann", "Bo", "Cy"])
    try:
        for n in range(1, 4):
            phones.sit.release()
            assert until(app, lambda: seat_lines(screen)[:n] == ["Ann", "Bo", "Cy"][:n])
            assert seat_lines(screen)[n:] == [""] * (4 - n)
    finally:
        phones.go.set()
        phones.done.wait(10)


def follow_to_the_end(app, phones, seconds: float = 240) -> None:
    def followed() -> bool:
        top = type(app.stack.top).__name__
        if top == "GameOver":
            return True
        if top in ("RoundSummary", "Summary"):  # read, and closed with Enter as a person does
            press(app, pygame.K_RETURN, frames=1)
        return False
    assert until(app, followed, seconds, dt=0.05), type(app.stack.top).__name__
    assert phones.done.wait(30) and phones.record is not None


def the_table(app):
    return next((s for s in app.stack.scenes if getattr(s, "online", False)), None)


@pytest.mark.timeout(400)
@pytest.mark.parametrize("game, players, names", [
    ("pups", 4, ["Ann", "Bo", "Cy"]),
    ("hounds", 5, ["Ann", "Bo", "Cy"]),
])
def test_once_a_phone_starts_the_window_shows_the_public_table_to_the_end(table_screen, tmp_path, game, players,
                                                                           names):
    trace = tmp_path / "table.jsonl"
    app, screen = table_screen(game=game, players=players, phones=len(names), trace=str(trace))
    room = screen.session.room
    phones = Phones(app.hosted.url, room, names)
    for _ in names:
        phones.sit.release()
    assert until(app, lambda: phones.seated == len(names))
    phones.go.set()
    assert until(app, lambda: the_table(app) is not None, 30), screen.problem
    table = the_table(app)
    assert table.spectating and table.humans == []
    follow_to_the_end(app, phones)
    assert table.match.is_over and table.match.result() == replay(phones.record).result()
    watched = [e for e in screen_truth.load(trace) if (e.get("online") or {}).get("room") == room]
    assert watched and all(e["online"]["seat"] is None for e in watched)
    assert watched[-1]["step"] == len(phones.record["actions"])  # it saw every step to the last
    assert any(e["face_up"] for e in watched)  # (the check below checks something)
    assert screen_truth.online_privacy(watched, phones.record) == []
    assert all(e["humans"] == [] and "HandOff" not in e["scenes"] for e in watched)  # (nobody's hand here)
