"""Expert bots play at every game's table (thinking on the worker thread)."""
import pytest

from game import new_game
from game.storage import saves
from scenes.catalog import load_all
from scenes.screens.title import Title


@pytest.mark.parametrize("game_id", sorted(load_all()))
def test_expert_bots_make_moves_at_the_table(make_app, game_id):
    app = make_app()
    app.stack.push(Title.of(app))
    entry = load_all()[game_id]
    game = new_game(game_id, players=entry.default_players, seed=4)
    table = entry.table(app, game, [saves.Seat(n, False, "expert") for n in game.names])
    app.stack.push(table)
    for _ in range(600):
        app.step(1 / 60)
    table.match.auto.close()
    assert table.match.auto.problem is None and game.step >= 4
