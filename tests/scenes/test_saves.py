"""Saves, the autosave and replays: nothing lost, a bad file named and kept aside."""
import json

import pygame
import pytest

from game import new_game
from game.storage import saves, disk
from scenes.screens.replay import ReplayScene
from scenes.screens.shelf import Shelf
from scenes.screens.title import Title
from tests.scenes.conftest import run


def a_game_record(actions=12):
    game = new_game("pups", players=3, seed=2)
    for _ in range(actions):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    return game


def seats_for(game):
    return [saves.Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]


def test_named_save_loads_back_the_same_record(data_dir):
    game = a_game_record()
    path = saves.save_named(saves.Saved(game.record(), seats_for(game)), "Friday night")
    loaded, problem = saves.load(path, "that game")
    assert problem is None and loaded.record == game.record() and loaded.title == "Friday night"


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    disk.write_json(tmp_path / "x.json", {"a": 1})
    disk.write_json(tmp_path / "x.json", {"a": 2})
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]
    assert json.loads((tmp_path / "x.json").read_text()) == {"a": 2}


def test_a_compact_write_is_one_line_that_reads_back_the_same_data(tmp_path):
    data = {"title": "Zoë's game", "seats": [{"name": "Jürgen", "human": True}], "record": {"actions": [1, 2.5]}}
    disk.write_json(tmp_path / "x.json", data, compact=True)
    text = (tmp_path / "x.json").read_text(encoding="utf-8")
    assert "\n" not in text and json.loads(text) == data


def test_a_compact_write_keeps_a_text_with_a_lone_surrogate(tmp_path):
    """(msgspec cannot write it as UTF-8; json's escape keeps it, so the autosave is not lost.)"""
    data = {"title": "half \ud800 a pair"}
    assert disk.write_json(tmp_path / "x.json", data, compact=True)
    assert json.loads((tmp_path / "x.json").read_text(encoding="utf-8")) == data


BAD_FILES = {
    "empty": b"",
    "truncated": b'{"version": 1, "record": {"game": "pups", "vers',
    "random": bytes(range(256)) * 3,
    "newer": json.dumps({"version": 99, "record": {}, "seats": []}).encode(),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_save_is_named_and_kept_aside(data_dir, kind):
    path = saves.saves_dir() / f"{kind}.json"
    path.write_bytes(BAD_FILES[kind])
    loaded, problem = saves.load(path, "that game")
    assert loaded is None and f"{kind}.json" in problem
    kept = [p for p in saves.saves_dir().iterdir() if p.name.startswith(f"{kind}.bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == BAD_FILES[kind]


def test_a_save_with_an_illegal_action_is_refused_with_the_action(data_dir):
    game = a_game_record()
    record = game.record()
    record["actions"].append([0, "play Z9", None])
    path = saves.saves_dir() / "cheat.json"
    path.write_text(json.dumps(saves.Saved(record, seats_for(game)).to_dict()))
    loaded, problem = saves.load(path, "that game")
    assert loaded is None and "cheat.json" in problem and "Action 13" in problem


def test_a_save_with_a_move_that_does_not_read_is_told_in_german_with_the_move_as_written(data_dir):
    from game import language

    game = a_game_record()
    record = game.record()
    record["actions"].append([0, "bid sideways 2", None])
    path = saves.saves_dir() / "odd.json"
    path.write_text(json.dumps(saves.Saved(record, seats_for(game)).to_dict()))
    loaded, problem = saves.load(path, language.N_("that game"))
    why = ("Action 13 of the record ('bid sideways 2' by seat 0) cannot be replayed: Cannot read 'bid sideways 2': "
           "write bid atleast 2 or bid exactly 1")
    assert loaded is None and problem.startswith(f"Could not read that game (odd.json): {why}; it was kept as odd.bad-")
    try:
        language.use("de")
        shown = language.said(problem)
    finally:
        language.use("en")
    assert shown.startswith("Kennel konnte dieses Spiel (odd.json) nicht lesen: Zug 13 des Protokolls ('bid sideways 2' "
                            "von Platz 0) lässt sich nicht wiederholen: 'bid sideways 2' ist nicht lesbar: schreib "
                            "bid atleast 2 oder bid exactly 1; sie wurde als odd.bad-"), shown


def test_a_save_from_a_newer_record_version_is_refused(data_dir):
    game = a_game_record()
    record = game.record()
    record["version"] = 99
    path = saves.saves_dir() / "future.json"
    path.write_text(json.dumps(saves.Saved(record, seats_for(game)).to_dict()))
    loaded, problem = saves.load(path, "that game")
    assert loaded is None and "newer" in problem


def test_opening_a_bad_save_from_the_list_keeps_the_app_running(data_dir, make_app):
    app = make_app()
    app.stack.push(Title(app))
    (saves.saves_dir() / "broken.json").write_text("{")
    shelf = app.stack.push(Shelf(app, "named"))
    run(app, 2)
    shelf.open(saves.saves_dir() / "broken.json")
    run(app, 2)
    assert app.stack.top is shelf and "broken.json" in shelf.problem


def test_loading_a_named_save_opens_its_table_with_no_pause_menu(data_dir, make_app):
    from scenes.screens.pause import PauseMenu
    from scenes.table.scene import TableScene

    game = a_game_record()
    path = saves.save_named(saves.Saved(game.record(), seats_for(game)), "later")
    app = make_app()
    app.stack.push(Title(app))
    shelf = app.stack.push(Shelf(app, "named"))
    shelf.open(path)
    run(app, 2)
    assert not any(isinstance(s, PauseMenu) for s in app.stack.scenes)
    table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
    assert table.match.record() == game.record()


def test_replay_steps_forward_and_back_through_the_actions(data_dir, make_app):
    game = a_game_record(20)
    app = make_app()
    app.stack.push(Title(app))
    scene = app.stack.push(ReplayScene(app, saves.Saved(game.record(), seats_for(game))))
    run(app, 2)
    for _ in range(5):
        scene.forward()
    assert scene.index == 5 and scene.table.match.record()["actions"] == game.record()["actions"][:5]
    scene.back()
    assert scene.index == 4 and len(scene.table.match.record()["actions"]) == 4
    run(app, 2)


def test_replay_view_cycles_through_everyone_spectator_and_each_seat(data_dir, make_app):
    game = a_game_record(6)
    app = make_app()
    scene = app.stack.push(ReplayScene(app, saves.Saved(game.record(), seats_for(game))))
    seen = []
    for _ in range(5):
        seen.append(scene.viewer)
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v", scancode=0))
        run(app, 1)
    assert seen == ["all", None, 0, 1, 2]


def finished_pups(players):
    game = new_game("pups", players=players, seed=3)
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    return game


def test_finished_games_are_kept_for_replays(data_dir, make_app):
    from scenes.pups.table import PupsTable

    game = finished_pups(2)
    app = make_app()
    table = PupsTable(app, game, seats_for(game))
    app.stack.push(table)
    run(app, 3)
    kept = saves.listing(saves.finished_dir())
    assert len(kept) == 1
    loaded, problem = saves.load(kept[0], "a finished game")
    assert loaded.record == game.record()
    assert app.stats.games["pups"]["normal"]["played"] == 1


def test_a_finished_game_against_an_expert_bot_counts_in_the_expert_row(data_dir, make_app):
    from scenes.pups.table import PupsTable

    game = finished_pups(3)
    app = make_app()
    seats = [saves.Seat(n, i == 0, ("normal", "normal", "expert")[i]) for i, n in enumerate(game.names)]
    app.stack.push(PupsTable(app, game, seats))
    run(app, 3)
    assert app.stats.games["pups"]["expert"]["played"] == 1
