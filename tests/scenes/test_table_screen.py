"""The computer as the table screen: Play online -> Host with nobody at this computer
and people on phones. The window shows the room code, the QR code of the phone page's
join link and the seats as phones take them; once a phone starts the game it shows the
public table (a watching connection), which the frame trace holds to the public view of
the server's record at every step. The phones here are scripted connections speaking
the protocol, as the page does."""
from __future__ import annotations

import json

import pygame
import pytest
import segno

from game import replay
from game.net.hosting import Hosted
from scenes.frame import qr_code
from tests import screen_truth
from tests.net.phones import Phones, close_hosting
from tests.scenes.conftest import press, run, until

pytestmark = pytest.mark.xdist_group("online")


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
        phones.leave()


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


@pytest.mark.timeout(200)
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_no_words_of_the_hounds_table_screen_cross(table_screen, tmp_path, size):
    trace = tmp_path / "words.jsonl"
    app, screen = table_screen(game="hounds", players=5, phones=3, size=size, trace=str(trace))
    room = screen.session.room
    phones = Phones(app.hosted.url, room, ["Ann", "Bo", "Cy"])
    try:
        for _ in range(3):
            phones.sit.release()
        assert until(app, lambda: phones.seated == 3)
        phones.go.set()
        assert until(app, lambda: the_table(app) is not None, 30), screen.problem
        table = the_table(app)
        assert until(app, lambda: table.match.step >= 16, 60, dt=0.05), table.match.step
    finally:
        phones.leave()
    watched = [e for e in screen_truth.load(trace) if (e.get("online") or {}).get("room") == room]
    assert watched and screen_truth.overlaps(watched) == []


@pytest.mark.parametrize("here", [1, 2])
def test_people_here_and_on_phones_mix_the_people_here_keep_their_cover(make_app, tmp_path, here):
    app = make_app()
    app.hosted = Hosted(folder=tmp_path / "server", pace=0.05).start(port=0)
    phones = None
    try:
        app.stack.push(app.scene("title"))
        run(app, 2)
        screen = app.stack.push(app.scene("online"))
        screen.go("host")
        screen.set_players(3)
        screen.set_phones(3 - here)
        screen.set_online(0)
        screen.set_here(here)
        screen.host()
        assert until(app, lambda: screen.shows_join_code() and [
            s["kind"] for s in screen.session.lobby["seats"]] == ["person"] * here + ["open"] * (3 - here)), \
            screen.problem
        phones = Phones(app.hosted.url, screen.session.room, ["Cy"])
        phones.sit.release()
        assert until(app, lambda: seat_lines(screen)[here] == "Cy")
        screen.start_game()
        assert until(app, lambda: the_table(app) is not None), screen.problem
        table = the_table(app)
        assert table.humans == list(range(here)) and not table.spectating and table.viewer is None
        assert until(app, lambda: "HandOff" in [type(s).__name__ for s in app.stack.scenes])  # (the cover)
    finally:
        close_hosting(app, phones)


@pytest.mark.timeout(300)
def test_one_person_here_with_phones_sees_their_hand_only_after_a_reveal(make_app, tmp_path):
    from scenes.table.handoff import HandOff
    from tests.scenes.conftest import pass_cover

    trace = tmp_path / "one-here.jsonl"
    app = make_app(trace=str(trace))
    app.settings.trick_hold = "short"
    app.hosted = Hosted(folder=tmp_path / "server", pace=0.05).start(port=0)
    phones = None
    try:
        app.stack.push(app.scene("title"))
        run(app, 2)
        screen = app.stack.push(app.scene("online"))
        screen.go("host")
        screen.set_players(3)
        screen.set_phones(2)
        screen.set_online(0)
        screen.set_here(1)
        screen.host()
        assert until(app, lambda: screen.shows_join_code() and screen.session.token), screen.problem
        room = screen.session.room
        phones = Phones(app.hosted.url, room, ["Bo", "Cy"], think=(0.05, 0.2))
        phones.sit.release()
        phones.sit.release()
        assert until(app, lambda: seat_lines(screen)[1:] == ["Bo", "Cy"])
        phones.go.set()  # (Bo starts it from his phone)
        assert until(app, lambda: the_table(app) is not None), screen.problem
        table = the_table(app)
        own_moves = 0

        def play() -> bool:  # (Ann lifts the cover when it names her, and plays her first legal move)
            nonlocal own_moves
            top = app.stack.top
            if isinstance(top, HandOff):
                pass_cover(app, top, dt=0.1)
            elif type(top).__name__ in ("RoundSummary", "Summary"):
                press(app, pygame.K_RETURN, frames=1)
            elif top is table and table.viewer == 0 and not table.motion.busy and table.match.legal_actions(0):
                own_moves += 1
                table.act(0, table.match.legal_actions(0)[0])
            return table.match.step >= 24 or table.finished
        assert until(app, play, seconds=180, dt=0.1, paced=False), table.match.step  # (Ann plays on here)
    finally:
        close_hosting(app, phones)  # (every room saved: its file holds the record so far)
    record = json.loads((tmp_path / "server" / f"{room}.json").read_text())["record"]
    entries = [e for e in screen_truth.load(trace) if e.get("online") and e["step"] is not None
               and e["step"] <= len(record["actions"])]
    assert entries and all(e["online"]["shared"] and e["humans"] == [0] for e in entries)
    assert own_moves >= 3 and any(e["viewer"] == 0 for e in entries)  # (the checks below check something)
    assert any(e["scenes"][-1] == "HandOff" for e in entries)
    assert screen_truth.reveals(entries) == []
    assert screen_truth.online_privacy(entries, record) == []
