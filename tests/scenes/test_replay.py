"""Replays: the table stays clear of the control bar, a speed from 0.5x to 8x, a
step through by round, and round results that do not stop the replay."""
import pygame
import pytest

from game import new_game
from game.storage import saves
from scenes.screens.replay import SPEEDS, ReplayScene
from scenes.screens.title import Title
from tests.scenes.conftest import press, run


def a_whole_game(game_id="pups", players=3, seed=3):
    game = new_game(game_id, players=players, seed=seed)
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    return saves.Saved(game.record(), [saves.Seat(n, i == 0) for i, n in enumerate(game.names)])


def open_replay(make_app, saved=None, size=(1280, 720)):
    app = make_app(size=size)
    app.stack.push(Title(app))
    scene = app.stack.push(ReplayScene(app, saved or a_whole_game()))
    run(app, 2)
    return app, scene


@pytest.mark.parametrize("game_id,players", [("pups", 5), ("hounds", 5)])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_replay_table_is_laid_out_above_the_control_bar(make_app, game_id, players, size):
    app, scene = open_replay(make_app, a_whole_game(game_id, players), size)
    scene.go_to(len(scene.entries) // 3)
    run(app, 1)
    bar_top = size[1] - scene.bar_height(size)
    assert all(p.rect.bottom <= bar_top for p in scene.table.placements())


def test_minus_and_plus_choose_a_speed_from_half_to_eight_times(make_app):
    app, scene = open_replay(make_app)
    seen = []
    for _ in range(6):
        press(app, pygame.K_MINUS, frames=1)
    seen.append(scene.speed)
    for _ in range(6):
        press(app, pygame.K_EQUALS, frames=1)
        seen.append(scene.speed)
    assert seen[0] == 0.5 and seen[-1] == 8.0 and sorted(set(seen)) == list(SPEEDS)


def steps_in_game_seconds(make_app, speed, seconds=1.2):
    app, scene = open_replay(make_app)
    scene.speed = speed
    scene.playing = True
    start = scene.index
    run(app, round(seconds * 60))
    return scene.index - start


def test_eight_times_plays_eight_times_as_many_steps(make_app):
    assert steps_in_game_seconds(make_app, 8.0) >= 4 * max(1, steps_in_game_seconds(make_app, 1.0))


def test_page_down_goes_to_the_start_of_the_next_round(make_app):
    app, scene = open_replay(make_app)
    assert len(scene.rounds) > 2
    press(app, pygame.K_PAGEDOWN)
    assert scene.index == scene.rounds[1] and scene.round_number() == 2


def test_page_up_goes_back_to_the_start_of_the_round(make_app):
    app, scene = open_replay(make_app)
    scene.go_to(scene.rounds[2] + 3)
    press(app, pygame.K_PAGEUP)
    assert scene.index == scene.rounds[2]
    press(app, pygame.K_PAGEUP)
    assert scene.index == scene.rounds[1]


def test_a_round_result_is_shown_without_stopping_the_replay(make_app):
    app, scene = open_replay(make_app)
    scene.go_to(scene.rounds[1] - 1)  # one step before the first round is scored
    scene.playing = True
    run(app, 40)
    assert app.stack.top is scene and scene.result is not None
    run(app, 60 * 5)
    assert scene.index > scene.rounds[1] and app.stack.top is scene


def a_played_record(game_id, players, seed=4, limit=400):
    """Bots playing on the game clock (a real-time game's record has its clock steps)."""
    from game.autoplay import Autoplay
    from game.bots import make_bot

    game = new_game(game_id, players=players, seed=seed)
    auto = Autoplay(game, {s: make_bot(game_id, "random", s, seed=seed) for s in range(players)}, pace=0.1)
    now = 0.0
    while not game.is_over and len(game.record()["actions"]) < limit:
        now += 0.25
        auto.run_until(now)
        if game.real_time:
            game.advance(now)
    return game


#: words only a record writes (a player never reads them)
NOTATION_WORDS = {"atleast", "mine", "theirs", "pickup", "notrade", "baddog", "advance", "keep first", "keep second"}


@pytest.mark.parametrize("game_id,players", [("pups", 4), ("hounds", 5), ("pooch", 4), ("heaveho", 2)])
def test_the_replays_last_move_is_in_players_words_for_every_game(make_app, game_id, players):
    from scenes.catalog import load_all

    game = a_played_record(game_id, players)
    app = make_app()
    seats = [saves.Seat(n, True) for n in game.names]
    table = load_all()[game_id].table(app, game, seats, replaying=True)
    codes = set(type(game).cards(players))
    for seat, notation, _ in game.record()["actions"]:
        said = table.move_words(seat, notation)
        tokens = {t.strip(",.:()") for t in said.split()}
        assert not tokens & codes and not any(w in said.split() or w in said for w in NOTATION_WORDS), \
            f"{notation!r} reads {said!r}"
        assert not any(t.startswith(("@", "A-")) for t in tokens), f"{notation!r} reads {said!r}"
