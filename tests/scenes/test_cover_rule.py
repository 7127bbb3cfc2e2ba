"""The cover rule over whole games, with people among bots and the habits people have
(tests/scenes/habits.py): no frame shows a person's private view unless the frames
before it were a cover naming that person, on top, for at least 18 frames, lifted by
a reveal key or click; a private view never stays up while another seat moves or a
trick's or shift's end is shown (tests/screen_truth.py ``reveals``)."""
import pygame
import pytest

from game import new_game
from game.storage.saves import Seat
from scenes.catalog import load_all
from scenes.table import motion
from scenes.table.handoff import HandOff
from scenes.table.scene import TableScene
from scenes.screens.title import Title
from tests import screen_truth
from tests.scenes.conftest import run
from tests.scenes.habits import People


@pytest.fixture
def people(make_app, tmp_path, monkeypatch):
    monkeypatch.setattr(TableScene, "threaded_bots", False)
    # the presentation four times quicker (KENNEL_TEMPO): the same rule over the same
    # kind of game in fewer frames
    monkeypatch.setattr(motion, "TEMPO", 4.0)
    path = tmp_path / "trace.jsonl"

    def build(game_id, players, humans, seed, **options):
        app = make_app(trace=str(path), animation="fast")
        app.settings.trick_hold = "short"
        app.stack.push(Title.of(app))
        game = new_game(game_id, players=players, seed=seed, options=options or None)
        entry = load_all()[game_id]
        seats = [Seat(n, i in humans, "normal", str(humans.index(i) + 1) if entry.real_time and i in humans else None)
                 for i, n in enumerate(game.names)]
        table = entry.table(app, game, seats)
        app.open_over_title(table)
        run(app, 1)
        return app, table

    build.path = path
    return build


def play(app, table, seed, until, frames=60000):
    folk = People(app, table, seed)
    for _ in range(frames):
        if until():
            return folk
        if getattr(table, "sort_open", lambda: False)() and app.stack.top is table and folk.rng.random() < 0.3:
            seat = folk.rng.choice(table.humans)  # the sort: the shared keyboard's zones (not the cover's business)
            legal = table.match.legal_actions(seat)
            if legal:
                table.act(seat, folk.rng.choice(legal))
        folk.frame()
    raise AssertionError(f"not there after {frames} frames (step {table.match.step})")


def checked(path) -> list[dict]:
    entries = screen_truth.load(path)
    problems = screen_truth.reveals(entries) + screen_truth.check(entries)
    assert not problems, "\n".join(problems[:10])
    return entries


def private_views(entries) -> int:
    """How many times a person's private view came up (after something else)."""
    out, last = 0, None
    for e in entries:
        if isinstance(e["viewer"], int) and e["viewer"] != last:
            out += 1
        last = e["viewer"]
    return out


def test_pups_four_players_two_people_every_private_view_follows_a_cover_and_a_reveal(people):
    app, table = people("pups", 4, [0, 1], seed=11)
    play(app, table, 1, lambda: table.match.is_over)
    assert private_views(checked(people.path)) > 20


def test_hounds_five_players_three_people_every_private_view_follows_a_cover_and_a_reveal(people):
    app, table = people("hounds", 5, [0, 1, 3], seed=12)
    play(app, table, 2, lambda: table.match.is_over or table.match.view(None)["round"] > 2)
    assert private_views(checked(people.path)) > 20


def test_heaveho_two_people_every_tug_view_follows_a_cover_and_a_reveal(people):
    app, table = people("heaveho", 2, [0, 1], seed=13)
    play(app, table, 3, lambda: table.match.is_over or table.match.view(None)["round"] > 2)
    assert private_views(checked(people.path)) > 10


def test_the_reveal_check_catches_a_cover_lifted_by_itself(people, monkeypatch):
    """The old way: the cover went by itself when the next person was the one who
    looked last (after the bots' moves or a trick's end in sight)."""
    real = HandOff.update

    def lifts_itself(self, dt):
        real(self, dt)
        if self.app.stack.top is self and self.seat == self.table.last_looker and self.at_rest():
            self.done()

    monkeypatch.setattr(HandOff, "update", lifts_itself)
    monkeypatch.setattr(motion, "TEMPO", 1.0)  # the usual pace: the self-lifting cover comes within 60 steps

    def caught() -> bool:
        return any("frames of a cover" in p for p in screen_truth.reveals(screen_truth.load(people.path)))

    app, table = people("pups", 4, [0, 1], seed=11)
    # (the trace so far is read every 60 frames: the game stops once the check has caught it)
    play(app, table, 1, lambda: table.match.step > 60 or app.frame % 60 == 0 and caught())
    assert caught()


def test_a_space_held_from_hurrying_the_bots_never_lifts_the_cover_it_names(people):
    app, table = people("pups", 4, [0, 1], seed=11)
    while not (isinstance(app.stack.top, HandOff) and app.stack.top.seat is None):  # the bots play
        People(app, table, 0).frame()
    cover = app.stack.top
    app.step(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    for i in range(600):  # held down: its key repeats every other frame, never let go
        if i % 2:
            app.step(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
        else:
            app.step(1 / 30, [])
        assert table.viewer is None and app.stack.top is cover
        if cover.seat is not None and cover.may_reveal():
            break
    assert cover.seat is not None and cover.may_reveal()


def test_the_same_person_after_the_bots_moves_meets_a_cover_naming_them(people):
    app, table = people("pups", 4, [0, 1], seed=11)
    folk = People(app, table, 4)
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, HandOff) and top.seat is not None and top.seat == table.last_looker \
                and top.at_rest() and table.match.step > 0:
            break
        folk.frame()
    else:
        raise AssertionError("the same person was never next after the bots")
    run(app, 120, dt=1 / 30)  # nobody touches anything for four seconds
    assert app.stack.top is top and table.viewer is None
    assert any("press Space or click" in t for t, _ in screen_truth.load(people.path)[-1]["texts"])


def test_a_space_eight_slow_frames_after_the_cover_names_the_person_does_not_lift_it(people):
    """On a busy machine a frame takes 0.1 s: the lock-out counts frames as well."""
    app, table = people("pups", 3, [0, 1], seed=4, first_leader=0)
    folk = People(app, table, 5)
    while not (app.stack.top is table and table.viewer == 0):
        folk.frame()
    table.act(0, table.match.legal_actions(0)[0])
    app.step(0.1, [])
    cover = app.stack.top
    assert isinstance(cover, HandOff) and cover.seat == 1
    while not cover.at_rest():  # the bid's bubble
        app.step(0.1, [])
    for _ in range(8):
        app.step(0.1, [])
    app.step(0.1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert app.stack.top is cover and table.viewer is None


def endings_seen(entries, words):
    return [e["viewer"] for e in entries if any(words in t for t, _ in e["texts"])]


def test_a_shift_ended_by_a_person_is_seen_ending_on_the_public_table(people):
    app, table = people("hounds", 3, [0, 1, 2], seed=7)
    play(app, table, 6, lambda: sum(1 for a in table.match.record()["actions"] if a[1].startswith("play")) >= 18)
    run(app, 90, dt=1 / 30)
    seen = endings_seen(screen_truth.load(people.path), " works shift ")
    assert seen and set(seen) == {None}


def test_a_trick_ended_by_a_person_is_seen_ending_on_the_public_table(people):
    app, table = people("pups", 4, [0, 1], seed=7)
    play(app, table, 7, lambda: len([a for a in table.match.record()["actions"] if a[1].startswith("play")]) >= 24)
    run(app, 90, dt=1 / 30)
    seen = endings_seen(screen_truth.load(people.path), " takes the trick: ")
    assert seen and set(seen) == {None}
