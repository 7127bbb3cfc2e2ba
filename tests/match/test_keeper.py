"""The keeper: persistence hangs on a match as a watcher, with no pygame and no table."""
import random
import subprocess
import sys

import pytest

from game import new_game
from game.seats import Seat
from game.match import Match
from game.storage import saves
from game.storage.keeper import Keeper
from game.storage.statistics import Statistics
from tests.match.test_match import ROOT, play_out


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KENNEL_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def a_kept_match(people=(0,)):
    game = new_game("pups", players=3, seed=5, options={"first_leader": 0})
    seats = [Seat(n, i in people, "easy") for i, n in enumerate(game.names)]
    match = Match(game, seats, threaded=False)
    return match, Keeper(match, seats, "Pups")


def test_a_change_to_the_match_marks_its_game_to_be_saved(data_dir):
    match, keeper = a_kept_match()
    match.act(0, match.legal_actions(0)[0])
    assert keeper.dirty


def test_the_autosave_holds_the_match_as_it_is(data_dir):
    match, keeper = a_kept_match()
    match.act(0, match.legal_actions(0)[0])
    keeper.autosave()
    saved, problem = saves.load_autosave()
    assert problem is None and saved.record["actions"] == match.record()["actions"] and not keeper.dirty


def test_a_keeper_let_go_hears_no_more_changes(data_dir):
    match, keeper = a_kept_match()
    keeper.let_go()
    match.act(0, match.legal_actions(0)[0])
    assert not keeper.dirty


def test_a_finished_game_is_counted_once_however_often_it_is_finished(data_dir):
    match, keeper = a_kept_match()
    play_out(match, random.Random(2))
    stats = Statistics()
    result = match.result()
    people = [("Ann", 0 in result["winners"], result["scores"][0])]
    assert keeper.finished(stats, people, False) == []
    keeper.finished(stats, people, False)
    assert stats.games["pups"]["easy"]["played"] == 1


def test_the_keeper_imports_no_pygame():
    code = "import sys, game.storage.keeper; sys.exit('pygame' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
