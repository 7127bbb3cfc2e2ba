"""Play online from the app: host a room, a friend at another computer (a scripted
client here) joins, the table plays through the room's match at the server; a friend
who drops shows as away; Rejoin on the title takes a person back to their seat; an
address where nobody listens is said in words."""
from __future__ import annotations

import asyncio
import random
import threading

import pytest

from game.net.client import Client, Closed
from game.storage import online
import pygame

from tests.net.phones import close_hosting
from tests.scenes.conftest import key, run, until

pytestmark = pytest.mark.xdist_group("online")


class Friend:
    """A person at another computer: joins ``room`` and plays random legal moves on a
    thread of its own until the game ends (or ``leave`` after joining)."""

    def __init__(self, url: str, room: str, name: str = "Bo", play: bool = True, emote: str | None = None):
        self.url, self.room, self.name, self.play, self.emote = url, room, name, play, emote
        self.joined: dict | None = None
        self.token: str | None = None
        self.last: dict | None = None
        self.go = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="friend", daemon=True)
        self.thread.start()

    async def _run(self) -> None:
        client = await Client.connect(self.url)
        try:
            self.joined = await client.request({"type": "join", "room": self.room, "name": self.name})
            self.token = self.joined.get("token")
            if not self.play:
                if self.emote:  # once the game has started
                    await client.wait_state(timeout=30)
                    await client.send({"type": "emote", "emote": self.emote})
                await asyncio.get_running_loop().run_in_executor(None, self.go.wait, 30)
                return
            rng = random.Random(3)
            waited = 0.0
            while not self.go.is_set() and waited < 60:
                try:
                    state = await client.wait_state(lambda s: s["over"] or s["legal"], 0.5)
                except asyncio.TimeoutError:
                    waited += 0.5
                    continue
                waited = 0.0
                self.last = state
                if state["over"]:
                    return
                await asyncio.sleep(0.02)
                if client.state["step"] == state["step"]:
                    await client.act(rng.choice(state["legal"]))
        except Closed:  # (its seat was taken up on another connection, or the server went)
            return
        finally:
            await client.close()

    def leave(self) -> None:
        self.go.set()
        self.thread.join(10)


@pytest.fixture
def host(make_app):
    """An app at the title that hosts a two-person Pups room (Ann here, one friend)."""
    apps = []

    def build(players: int = 2, size=(1280, 720), here: int = 1):
        app = make_app(size=size)
        app.stack.push(app.scene("title"))
        run(app, 2)
        screen = app.stack.push(app.scene("online"))
        run(app, 1)
        screen.go("host")
        screen.players, screen.people_online, screen.people_here = players, 1, here
        screen.host()
        assert until(app, lambda: screen.session is not None and screen.session.token), screen.problem
        apps.append(app)
        return app, screen

    yield build
    for app in apps:
        close_hosting(app)


def the_table(app):
    return next((s for s in app.stack.scenes if getattr(s, "online", False)), None)


def started(app, screen, friend):
    assert until(app, lambda: friend.joined is not None)
    screen.start_game()
    assert until(app, lambda: the_table(app) is not None), screen.problem
    return the_table(app)


def test_a_hosted_game_is_played_to_its_end_at_the_table(host):
    app, screen = host()
    friend = Friend(app.hosted.url, screen.session.room)
    table = started(app, screen, friend)

    def play():
        top = app.stack.top
        if top is not table and not table.finished and hasattr(top, "close"):
            top.close()  # a round's summary
        legal = table.match.legal_actions(0)
        if legal and not table.motion.busy and app.stack.top is table:
            table.act(0, legal[0])
        return table.finished

    assert until(app, play, seconds=120)
    friend.thread.join(10)
    assert table.match.is_over and friend.last is not None and friend.last["over"]
    assert type(app.stack.top).__name__ == "GameOver"


def test_a_friend_who_drops_shows_as_away_on_the_table(host):
    app, screen = host()
    friend = Friend(app.hosted.url, screen.session.room, play=False)
    table = started(app, screen, friend)
    friend.leave()
    assert until(app, lambda: "Bo is away" in table.match.status()), table.match.status()
    assert until(app, lambda: (table.message or "").startswith("Bo is away")) and table.connection_words()[0].endswith("Bo away")


def test_rejoin_on_the_title_takes_the_person_back_to_their_seat(host):
    app, screen = host()
    friend = Friend(app.hosted.url, screen.session.room, play=False)
    table = started(app, screen, friend)
    room = table.match.session.room
    app.to_title()  # leaving the table lets the connection go
    title = app.stack.top
    run(app, 2)
    assert online.load()[0].room == room
    assert any(getattr(slot.item, "label", "") == f"Rejoin {room}" for row in title.menu.slots for slot in row)
    title.rejoin()
    assert until(app, lambda: the_table(app) is not None)
    again = the_table(app)
    assert again is not table and again.match.seat == 0 and again.match.session.room == room
    friend.leave()


def test_joining_where_nobody_listens_says_so_and_stays_on_the_screen(make_app):
    app = make_app()
    app.stack.push(app.scene("title"))
    screen = app.stack.push(app.scene("online"))
    run(app, 1)
    screen.go("join")
    screen.address, screen.code = "127.0.0.1:1", "K-ABCDEF"
    screen.join()
    assert until(app, lambda: screen.session is None and screen.problem, seconds=15)
    assert screen.problem.startswith("Could not reach") and app.stack.top is screen


def test_a_join_without_a_code_asks_for_one(make_app):
    app = make_app()
    screen = app.stack.push(app.scene("online"))
    run(app, 1)
    screen.go("join")
    screen.address, screen.code = "127.0.0.1:8765", "  "
    screen.join()
    assert screen.session is None and "room code" in screen.problem


@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)])
def test_the_online_screens_words_are_not_cut_short_in_a_big_window(make_app, size):
    import warnings

    app = make_app(size=size)
    app.stack.push(app.scene("title"))
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        screen = app.stack.push(app.scene("online"))
        run(app, 1)
        for stage in ("host", "join", "start"):
            screen.go(stage)
            run(app, 1)
    cut = [str(w.message) for w in said if "too small for text" in str(w.message)]
    assert cut == []


def test_a_table_whose_server_restarts_reconnects_to_the_same_seat_and_step(make_app, tmp_path):
    from tests.net.live import LiveServer
    from tests.net.live import run as run_async
    from tests.net.players import make_room

    server = LiveServer(tmp_path / "rooms").start()
    try:
        async def room():
            client = await Client.connect(server.url)
            code = await make_room(client, "pups", [{"kind": "open"}, {"kind": "open"}], seed=4)
            await client.close()
            return code
        code = run_async(room())
        app = make_app()
        app.stack.push(app.scene("title"))
        screen = app.stack.push(app.scene("online"))
        run(app, 1)
        screen.go("join")
        screen.address, screen.code = f"127.0.0.1:{server.port}", code
        screen.join()
        assert until(app, lambda: screen.session is not None and screen.session.token), screen.problem
        friend = Friend(server.url, code, play=False)
        table = started(app, screen, friend)
        step = table.match.step
        server.kill()
        assert until(app, lambda: "reconnecting" in table.match.status(), seconds=10), table.match.status()
        server = LiveServer(tmp_path / "rooms").start(port=server.port)
        assert until(app, lambda: table.match.session.connected and "reconnecting" not in table.match.status(),
                     seconds=30), table.match.status()
        assert table.match.step == step and table.match.seat == screen_seat(table)
        friend.leave()
        table.match.close()
    finally:
        server.close()


def screen_seat(table) -> int:
    return table.humans[0]


def test_an_emote_from_another_computer_is_said_at_the_table(host):
    app, screen = host()
    friend = Friend(app.hosted.url, screen.session.room, play=False, emote="woof")
    table = started(app, screen, friend)
    assert until(app, lambda: table.message == "Bo: Woof!"), table.message
    friend.leave()


def test_a_move_sent_online_stands_lifted_until_the_server_answers(host):
    app, screen = host()
    friend = Friend(app.hosted.url, screen.session.room)
    table = started(app, screen, friend)
    cards = []

    def a_card_to_play():
        for action in table.match.legal_actions(0):
            if getattr(action, "card", None):
                cards.append(action)
                return True
        legal = table.match.legal_actions(0)
        if legal and not table.motion.busy:
            table.act(0, legal[0])  # a bid first
        return False
    assert until(app, a_card_to_play, seconds=30)
    step = table.match.step
    table.act(0, cards[0])
    assert cards[0].card in table.sent_cards()
    assert until(app, lambda: table.match.step != step)
    assert table.sent_cards() == ()
    friend.leave()


def test_the_title_opens_without_loading_the_network_code():
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys, tools.headless\n"
            "from scenes.frame.app import App, Launch\n"
            "app = App(Launch(size=(1280, 720))); app.stack.push(app.scene('title')); app.step(1 / 60)\n"
            "sys.exit(any(m == 'aiohttp' or m.startswith('net.') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                          capture_output=True, text=True, env={**__import__("os").environ, "SDL_VIDEODRIVER": "dummy",
                                                                "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_other_people_here_hold_their_seats_before_the_host_holds_seat_0(host):
    """A friend who joins the moment the host's window holds a seat gets the next open one,
    never a seat the people at the host's computer were about to take (CI once saw "That seat
    is taken." when a friend's join beat the second person's)."""
    app, screen = host(players=3, here=2)
    joins = [e for e in screen.extras if e["what"] == "join"]
    assert [e["seat"] for e in joins] == [1] and all(e["session"].token for e in joins)
    friend = Friend(app.hosted.url, screen.session.room, play=False)
    assert until(app, lambda: friend.joined is not None)
    friend.leave()
    screen.leave_room()
    assert friend.joined.get("seat") == 2


def test_two_people_at_the_hosts_computer_pass_it_round_and_each_sees_only_their_own_hand(host):
    from scenes.table.handoff import HandOff

    app, screen = host(players=3, here=2)
    friend = Friend(app.hosted.url, screen.session.room)
    table = started(app, screen, friend)
    match = table.match
    assert sorted(table.humans) == [0, 1] and sorted(match.sessions) == [0, 1]
    looked, wrong = set(), []

    def play():
        top = app.stack.top
        if isinstance(top, HandOff):
            if top.may_reveal():
                pygame.event.post(key(pygame.K_SPACE, unicode=" "))
            return table.finished
        if top is not table and not table.finished and hasattr(top, "close"):
            top.close()  # a round's summary
            return False
        for p in table.placements():  # a face-up card in a hand is the looking person's own
            if p.face and p.key.startswith("hand:") and p.key.split(":")[1] != str(table.viewer):
                wrong.append((match.step, table.viewer, p.key))
        if isinstance(table.viewer, int):
            looked.add(table.viewer)
            legal = match.legal_actions(table.viewer)
            if legal and not table.motion.busy:
                table.act(table.viewer, legal[0])
        return table.finished

    finished = until(app, play, seconds=150, dt=0.1, paced=False)  # (the app plays it on)
    friend.leave()
    assert finished and wrong == [] and looked == {0, 1} and match.is_over
