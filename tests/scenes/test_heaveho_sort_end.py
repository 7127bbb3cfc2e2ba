"""Heave Ho!: the end of the speed sort as the people at the window see it (the frame
trace and the table's state): the keys' words in the hand-out, the footer after Stop,
and a summary of how the teams were made, held until a deliberate Continue, before
"Teams formed" and the tug's cover."""
import pygame
import pytest

from game import new_game
from game.storage.saves import Seat
from scenes.heaveho.table import HeaveHoTable
from scenes.table.handoff import HandOff
from scenes.table.results import Summary
from tests import screen_truth
from tests.scenes.conftest import lift_cover, press, run

SORT_FOOTER = "First to finish calls Stop!"


@pytest.fixture
def sorting(make_app, tmp_path, monkeypatch):
    """A Heave Ho! table past its countdown, with a frame trace."""
    monkeypatch.setattr(HeaveHoTable, "threaded_bots", False)
    path = tmp_path / "trace.jsonl"

    def build(humans=(0, 1), seed=6, animation="instant"):
        app = make_app(trace=str(path), animation=animation)
        game = new_game("heaveho", players=2, seed=seed)
        seats = [Seat(n, i in humans, "normal", str(humans.index(i) + 1) if i in humans else None)
                 for i, n in enumerate(game.names)]
        table = HeaveHoTable(app, game, seats)
        app.stack.push(table)
        app.step(1 / 60)
        lift_cover(app)
        while table.countdown > 0:
            run(app, 1, dt=0.25)
        return app, table

    build.path = path
    return build


def frame(app, *keys):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0) for k in keys])


def to_hand_out(app, table):
    """Ann keeps her ten pairs (Stop!), Bo places the pair in hand: Ann hands out the rest."""
    for _ in range(10):
        frame(app, pygame.K_a)
    if 1 in table.humans:
        frame(app, pygame.K_LEFT)
    for _ in range(600):                 # (a bot places its pair on its own clock)
        if table.public()["phase"] == "distribute":
            return
        run(app, 1)
    raise AssertionError(f"no hand-out: {table.public()['phase']}")


def hand_out_all(app, table):
    """Ann hands out Bo's last pairs; the frames until something comes over the table."""
    while table.public()["phase"] == "distribute":
        frame(app, pygame.K_d)
    for _ in range(120):
        if app.stack.top is not table:
            return
        run(app, 1)


def texts(entry) -> list[str]:
    return [t for t, _ in entry["texts"]]


def test_in_the_hand_out_the_keys_say_take_not_keep(sorting):
    app, table = sorting()
    to_hand_out(app, table)
    run(app, 2)
    shown = texts(screen_truth.load(sorting.path)[-1])
    assert "take" in shown and "keep" not in shown
    assert any(t.startswith("Hands out Bo's last") and "take one" in t for t in shown)


def test_the_sort_footer_goes_once_stop_is_called(sorting):
    app, table = sorting()
    frame(app, pygame.K_a)
    assert any(SORT_FOOTER in t for t in texts(screen_truth.load(sorting.path)[-1])), "the footer while sorting"
    for _ in range(9):
        frame(app, pygame.K_a)          # Ann's tenth keep: Stop!
    run(app, 2)
    after = screen_truth.load(sorting.path)[-1]
    assert table.public()["sort"]["stop"] is not None
    assert not any(SORT_FOOTER in t for t in texts(after))
    assert any("Ann called Stop" in t for t in texts(after))


def test_the_last_pair_handed_out_brings_a_summary_of_how_each_team_was_made(sorting):
    app, table = sorting()
    to_hand_out(app, table)
    hand_out_all(app, table)
    top = app.stack.top
    assert isinstance(top, Summary) and "teams are formed" in top.title
    s = table.public()["sort"]
    pairs = 10 - s["kept"][1]           # what Ann handed out of Bo's stack
    assert pairs > 0
    assert top.rows == [["Ann", "10", str(s["kept"][1]), str(pairs), "20"],
                        ["Bo", str(s["kept"][1]), "10", str(pairs), "20"]]
    assert "Ann finished first and called Stop" in top.note and "Ann plays first" in top.note


def test_the_sort_summary_shows_no_card_face_and_no_hand(sorting):
    app, table = sorting()
    to_hand_out(app, table)
    hand_out_all(app, table)
    run(app, 10)
    frames = [e for e in screen_truth.load(sorting.path) if e["scenes"][-1] == "Summary"]
    assert len(frames) >= 10
    assert all(e["face_up"] == [] and e["viewer"] is None for e in frames)
    assert table.view()["hand"] is None


def test_the_sort_summary_stays_until_continue_and_the_bot_first_in_the_tug_waits(sorting):
    app, table = sorting(humans=(0,))        # Ann waits: Bo, a bot, sorts first and plays first
    for _ in range(600):
        if table.public()["phase"] == "last_pair":
            break
        run(app, 1, dt=0.1)
    frame(app, pygame.K_a)                   # Ann places the pair in hand; Bo hands out the rest
    for _ in range(600):
        if app.stack.top is not table:
            break
        run(app, 1, dt=0.1)
    assert isinstance(app.stack.top, Summary)
    assert table.public()["turn"] == 1
    step = table.match.step
    run(app, 400, dt=0.1)                    # forty seconds unread
    assert isinstance(app.stack.top, Summary)
    assert table.match.step == step


def test_continue_on_the_summary_shows_teams_formed_then_the_cover_names_the_first_player(sorting):
    app, table = sorting(animation="fast")
    to_hand_out(app, table)
    hand_out_all(app, table)
    before = len(screen_truth.load(sorting.path))
    assert not any(isinstance(s, HandOff) for s in app.stack.scenes), "no cover before the summary is read"
    press(app, pygame.K_RETURN, frames=1)   # Continue
    assert not isinstance(app.stack.top, Summary)
    for _ in range(600):
        if isinstance(app.stack.top, HandOff) and app.stack.top.seat is not None:
            break
        run(app, 1)
    cover = app.stack.top
    assert isinstance(cover, HandOff) and cover.seat == 0
    after = screen_truth.load(sorting.path)[before:]
    assert any("Teams formed: Ann plays first" in t for e in after for t in texts(e))
    assert all(not isinstance(e["viewer"], int) for e in after), "no hand before the cover's reveal"


def test_after_a_tie_the_last_keeps_land_face_down_once_the_shared_sort_is_over(sorting):
    app, table = sorting(seed=8, animation="normal")
    for _ in range(9):
        frame(app, pygame.K_a, pygame.K_RIGHT)
        run(app, 1)
    frame(app, pygame.K_d, pygame.K_LEFT)     # both tenth keeps in one frame: the tie draw
    assert table.public()["sort"]["tie_draws"]
    run(app, 60)                              # the last cards still flying, the draw shown
    entries = screen_truth.load(sorting.path)
    assert table.viewer is None and any(e["viewer"] is None and e["step"] == table.match.step for e in entries)
    problems = screen_truth.check(entries)
    assert not problems, "\n".join(problems[:5])
