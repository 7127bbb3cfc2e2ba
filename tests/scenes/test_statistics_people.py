"""Statistics count a game once however many people played it, and keep each
person's own results by the name they played as."""
from game import new_game
from game.storage import saves
from game.storage.statistics import Statistics
from scenes.screens.statistics import StatisticsPage
from tests.scenes.conftest import run


def finished(game_id, players, seed=3):
    game = new_game(game_id, players=players, seed=seed)
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1], at=game.now + 1.0 if game.real_time else None)
    return game


def end_at_the_table(make_app, game, people):
    from scenes.catalog import load_all

    app = make_app()
    seats = [saves.Seat(n, i in people, "normal") for i, n in enumerate(game.names)]
    app.stack.push(load_all()[game.id].table(app, game, seats))
    run(app, 3)
    return app


def test_a_game_between_two_people_counts_once(data_dir, make_app):
    app = end_at_the_table(make_app, finished("pups", 2), people=(0, 1))
    assert app.stats.games["pups"]["people"]["played"] == 1


def test_each_person_at_the_table_gets_their_own_result_by_name(data_dir, make_app):
    game = finished("pups", 2)
    app = end_at_the_table(make_app, game, people=(0, 1))
    winners = game.result()["winners"]
    for seat, name in enumerate(game.names):
        row = app.stats.players[name]["pups"]
        assert row["played"] == 1 and row["won"] == int(seat in winners) and row["best"] == game.result()["scores"][seat]


def test_people_results_are_saved_and_read_back(data_dir):
    stats = Statistics()
    stats.add_game("hounds", "easy", [("Ann", True, 0), ("Bo", False, 3)], lower_is_better=True)
    stats.save()
    again, problem = Statistics.load()
    assert problem is None and again.players == {"Ann": {"hounds": {"played": 1, "won": 1, "best": 0}},
                                                  "Bo": {"hounds": {"played": 1, "won": 0, "best": 3}}}
    assert again.games["hounds"]["easy"] == {"played": 1, "won": 1, "best": 0}


def test_a_name_longer_than_the_file_allows_is_kept_cut(data_dir):
    stats = Statistics()
    stats.add_game("pups", "normal", [("x" * 90, False, 3)])
    stats.save()
    again, problem = Statistics.load()
    assert problem is None and list(again.players) == ["x" * 40]


def test_the_statistics_page_shows_each_person_by_name(data_dir, make_app):
    app = make_app()
    app.stats.add_game("pups", "people", [("Rosa", True, 12), ("Tam", False, 4)])
    page = app.stack.push(StatisticsPage(app))
    run(app, 2)
    page.turn()
    assert {row[0] for row in page.player_rows()} == {"Rosa", "Tam"}
    assert page.rows()[0][3] == "-"  # a people-only game's "Won" says nothing: see By player
