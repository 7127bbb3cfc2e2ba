"""KENNEL_TEMPO (scenes/table/motion.py): the tables' presentation N times quicker for
tests that play whole games in a real window; the game itself is the same. KENNEL_FPS
(scenes/frame/app.py): the window's frames a second."""
import pytest

from game import new_game
from game.storage.saves import Seat
from scenes.table import motion
from scenes.table.motion import Motion, tempo_from_environment


@pytest.mark.parametrize("said, value", [(None, 1.0), ("", 1.0), ("4", 4.0), (" 2.5 ", 2.5)])
def test_the_tempo_is_read_from_the_environment(monkeypatch, said, value):
    if said is None:
        monkeypatch.delenv("KENNEL_TEMPO", raising=False)
    else:
        monkeypatch.setenv("KENNEL_TEMPO", said)
    assert tempo_from_environment() == value


@pytest.mark.parametrize("said", ["fast", "0", "0.5", "-4", "100", "nan"])
def test_a_tempo_that_is_no_number_from_1_to_50_is_ignored_and_said(monkeypatch, capsys, said):
    monkeypatch.setenv("KENNEL_TEMPO", said)
    assert tempo_from_environment() == 1.0
    assert "KENNEL_TEMPO" in capsys.readouterr().err


def test_a_tempo_divides_the_animation_speed_and_instant_stays_instant(monkeypatch):
    monkeypatch.setattr(motion, "TEMPO", 4.0)
    assert Motion(lambda: 1.0).speed() == 0.25
    assert Motion(lambda: 0.5).speed() == 0.125
    assert Motion(lambda: 0.0).speed() == 0.0


def test_a_tempo_shortens_the_bots_pause_at_a_turn_based_table_only(make_app, monkeypatch):
    from scenes.catalog import load_all

    monkeypatch.setattr(motion, "TEMPO", 4.0)
    app = make_app()
    tables = {}
    for game_id in ("pups", "pooch"):
        game = new_game(game_id, players=4, seed=1)
        seats = [Seat(n, i == 0, "normal", "1" if i == 0 and game.real_time else None) for i, n in enumerate(game.names)]
        tables[game_id] = load_all()[game_id].table(app, game, seats)
    try:
        assert tables["pups"].match.pace == pytest.approx(tables["pups"].pace / 4)
        assert tables["pooch"].match.pace == 0.0  # a real-time game's bots keep their own clock
    finally:
        for table in tables.values():
            table.match.close()


@pytest.mark.parametrize("said, value", [(None, 60), ("30", 30), (" 10 ", 10), ("60", 60)])
def test_the_frames_a_second_are_read_from_the_environment(monkeypatch, said, value):
    from scenes.frame.app import frames_per_second

    if said is None:
        monkeypatch.delenv("KENNEL_FPS", raising=False)
    else:
        monkeypatch.setenv("KENNEL_FPS", said)
    assert frames_per_second() == value


@pytest.mark.parametrize("said", ["fast", "0", "9", "61", "30.5", "-30"])
def test_frames_a_second_out_of_range_are_ignored_and_said(monkeypatch, capsys, said):
    from scenes.frame.app import frames_per_second

    monkeypatch.setenv("KENNEL_FPS", said)
    assert frames_per_second() == 60
    assert "KENNEL_FPS" in capsys.readouterr().err
