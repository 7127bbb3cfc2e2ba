"""A number no game can use (10**400 as an action's time or as a shot clock) and a
record longer than any real game: Continue goes through the same check as Saved
games, so the file is set aside with a message, never opened into a crash."""
import pytest

from game import new_game
from game.storage import saves
from scenes.screens.title import Title
from tests.data.files import encode, good_files, lay_out, saved_game, set_aside, start, stop


def pooch_autosave(**options) -> dict:
    """A You Shady Pooch! game some actions in, with times, as autosaved."""
    game = new_game("pooch", players=4, seed=3, options=options or None)
    at = 0.0
    for _ in range(6):
        seat = next(s for s in game.to_act() if game.legal_actions(s))
        at += 0.5
        game.apply(seat, game.legal_actions(seat)[0], at=at)
    return saved_game(game, "You Shady Pooch!")


@pytest.fixture
def continued(data_dir):
    """Lay out the good files with this autosave, start, and press Continue."""
    apps = []

    def go(autosave: dict):
        files = {k: encode(v) for k, v in good_files().items()}
        files["autosave"] = encode(autosave)
        lay_out(data_dir, files)
        app, _ = start(press_continue=True)
        apps.append(app)
        return app

    yield go
    for app in apps:
        stop(app)


def refused_at_the_title(app, data_dir) -> str:
    said = " ".join(app.notices)
    kept = set_aside(data_dir, "autosave")
    assert isinstance(app.stack.top, Title) and app.stack.top.autosave is None
    assert not any("Something went wrong" in note for note in app.notices)
    assert len(kept) == 1 and "(autosave.json)" in said and kept[0].name in said
    assert "safe in the autosave" not in said
    return said


def test_an_action_time_of_10_to_the_400_is_refused_with_a_message(continued, data_dir):
    data = pooch_autosave()
    data["record"]["actions"][2][2] = 10 ** 400
    said = refused_at_the_title(continued(data), data_dir)
    assert "record.actions[2][2] should be a whole number of at most 10000000" in said


def test_a_shot_clock_of_10_to_the_400_is_refused_with_a_message(continued, data_dir):
    data = pooch_autosave(shot_clock=5)
    data["record"]["options"]["shot_clock"] = 10 ** 400
    said = refused_at_the_title(continued(data), data_dir)
    assert "an entry of record.options should be a whole number of at most 1000000000" in said


def test_a_shot_clock_the_schema_allows_but_the_game_refuses_is_refused_by_continue(continued, data_dir):
    data = pooch_autosave(shot_clock=5)
    data["record"]["options"]["shot_clock"] = -4  # a small number, but no shot clock
    said = refused_at_the_title(continued(data), data_dir)
    assert "shot_clock must be a positive number of seconds" in said


def test_an_action_the_game_refuses_is_refused_by_continue_as_by_saved_games(continued, data_dir):
    data = good_files()["autosave"]
    data["record"]["actions"][3][1] = "play Z9"
    said = refused_at_the_title(continued(data), data_dir)
    assert "Action 4 of the record" in said


def test_a_record_longer_than_any_real_game_is_refused_unread(data_dir):
    data = pooch_autosave()
    data["record"]["actions"] = [[None, "advance", 1.0]] * (saves.MAX_ACTIONS + 1)
    lay_out(data_dir, {"autosave": encode(data)})
    app, _ = start()
    try:
        said = refused_at_the_title(app, data_dir)
        assert f"record.actions should be a list of at most {saves.MAX_ACTIONS} entries" in said
    finally:
        stop(app)

