"""Starting a new game never loses an unfinished one: the autosave it replaces is kept
in Saved games first (and said), unless it is the same game going on."""


from game import new_game
from game.storage import saves
from game.storage.autosave import writer
from scenes.catalog import load_all
from scenes.table.scene import TableScene
from scenes.screens.title import Title
from tests.scenes.conftest import run


def unfinished(game_id, players, moves=3, seed=2):
    game = new_game(game_id, players=players, seed=seed)
    for _ in range(moves):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    seats = [saves.Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]
    return saves.Saved(game.record(), seats, load_all()[game_id].title)


def first_move_at_a_new_table(app, game_id, players):
    entry = load_all()[game_id]
    game = new_game(game_id, players=players, seed=9)
    table = entry.table(app, game, [saves.Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
    app.open_over_title(table)
    for _ in range(400):
        if game.to_act() == [0] and game.legal_actions(0) and not table.motion.busy:
            break
        run(app, 1, dt=0.25)
    table.act(0, game.legal_actions(0)[0])
    run(app, 3)
    writer.flush()
    return table


def test_a_new_game_keeps_the_unfinished_one_in_saved_games(data_dir, make_app, monkeypatch):
    monkeypatch.setattr(TableScene, "threaded_bots", False)
    old = unfinished("hounds", 4)
    saves.disk.write_json(saves.autosave_path(), old.to_dict())
    said = []
    real_say = TableScene.say
    monkeypatch.setattr(TableScene, "say", lambda self, text, *more: said.append(text) or real_say(self, text, *more))
    app = make_app()
    app.stack.push(Title.of(app))
    first_move_at_a_new_table(app, "pups", 3)
    kept, _ = saves.load(saves.named_path("Unfinished Heckin Hounds"), "a saved game")
    assert kept is not None and kept.record == old.record
    assert any("Unfinished Heckin Hounds" in text for text in said)
    now, _ = saves.load_autosave()
    assert now.record["game"] == "pups"


def test_the_same_game_going_on_is_not_kept_twice(data_dir, make_app, monkeypatch):
    from scenes.resume import open_saved

    monkeypatch.setattr(TableScene, "threaded_bots", False)
    old = unfinished("pups", 3)
    saves.disk.write_json(saves.autosave_path(), old.to_dict())
    app = make_app()
    app.stack.push(Title.of(app))
    loaded, _ = saves.load_autosave()
    assert open_saved(app, loaded)
    table = app.stack.scenes[-2]
    app.stack.pop()  # resume
    for _ in range(400):
        if table.match.to_act() == [0] and not table.motion.busy:
            break
        run(app, 1, dt=0.25)
    table.act(0, table.match.legal_actions(0)[0])
    run(app, 3)
    writer.flush()
    assert not saves.listing(saves.saves_dir())


def test_a_finished_game_in_the_autosave_is_not_kept_again(data_dir, make_app, monkeypatch):
    monkeypatch.setattr(TableScene, "threaded_bots", False)
    game = new_game("heaveho", players=2, seed=3)
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0], at=game.now + 0.5)
    done = saves.Saved(game.record(), [saves.Seat(n, i == 0, "normal") for i, n in enumerate(game.names)], "Heave Ho!")
    saves.disk.write_json(saves.autosave_path(), done.to_dict())
    app = make_app()
    app.stack.push(Title.of(app))
    first_move_at_a_new_table(app, "pups", 3)
    assert not saves.listing(saves.saves_dir())


def test_restart_replaces_its_own_game_without_keeping_it(data_dir, make_app, monkeypatch):
    monkeypatch.setattr(TableScene, "threaded_bots", False)
    app = make_app()
    app.stack.push(Title.of(app))
    table = first_move_at_a_new_table(app, "pups", 3)
    table.restart()
    fresh = app.stack.top
    for _ in range(400):
        if fresh.match.to_act() == [0] and not fresh.motion.busy and fresh.match.legal_actions(0):
            break
        run(app, 1, dt=0.25)
    fresh.act(0, fresh.match.legal_actions(0)[0])
    run(app, 3)
    writer.flush()
    assert not saves.listing(saves.saves_dir())



def test_the_other_unfinished_game_is_said_before_a_real_time_table_runs_not_over_it(data_dir, make_app, tmp_path,
                                                                                      monkeypatch):
    from tests import screen_truth
    from tests.scenes.conftest import lift_cover

    monkeypatch.setattr(TableScene, "threaded_bots", False)
    saves.disk.write_json(saves.autosave_path(), unfinished("hounds", 4).to_dict())
    path = tmp_path / "trace.jsonl"
    app = make_app(trace=str(path))
    app.stack.push(Title.of(app))
    game = new_game("pooch", players=4, seed=9)
    seats = [saves.Seat(n, i < 2, "normal", str(i + 1) if i < 2 else None) for i, n in enumerate(game.names)]
    table = load_all()["pooch"].table(app, game, seats)
    app.open_over_title(table)
    lift_cover(app)
    run(app, 300, dt=1 / 30)  # the countdown, then seven seconds of play
    entries = screen_truth.load(path)
    said = [e for e in entries if any("Your other unfinished game" in t for t, _ in e["texts"])]
    assert said, "the kept game was never said"
    assert all(e["t"] == 0 for e in said), "said over the table while its clock ran"
    assert any(e["t"] > 5 for e in entries)
