"""tools.ladder: the pairings table as JSON and a PNG chart, with intervals."""
import json

import pytest

from tools import ladder
from tools.simulate import wilson


def test_the_wilson_interval_brackets_the_rate_and_stays_within_0_and_1():
    low, high = wilson(3, 10)
    assert 0.0 < low < 0.3 < high < 1.0
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0


def test_two_player_games_play_each_pair_once_and_others_both_ways():
    assert ladder.pairings(["a", "b", "c"], 2) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert len(ladder.pairings(["a", "b", "c"], 4)) == 6


def test_the_ladder_writes_its_table_as_json_and_a_png(tmp_path):
    out, png = tmp_path / "ladder.json", tmp_path / "ladder.png"
    code = ladder.main(["--game", "heaveho", "--games", "2", "--levels", "random,easy",
                        "--json", str(out), "--png", str(png)])
    report = json.loads(out.read_text())
    row = report["pairings"][0]
    assert code == 0 and (row["level"], row["against"], row["seats"]) == ("random", "easy", 2)
    assert len(row["ci95"]) == 2 and set(report["decision_ms"]) == {"random", "easy"}
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_steps_table_keeps_neighbours_and_the_search_baseline():
    pairs = ladder.pairings(["easy", "normal", "hard", "search"], 4, steps=True)
    assert ("easy", "normal") in pairs and ("normal", "easy") in pairs and ("easy", "search") in pairs
    assert ("easy", "hard") not in pairs


def part(tmp_path, name, levels, game="heaveho"):
    path = tmp_path / name
    assert ladder.main(["--game", game, "--games", "2", "--levels", levels, "--json", str(path)]) == 0
    return str(path)


def test_merge_joins_parts_into_one_table_in_ladder_order(tmp_path):
    a, b = part(tmp_path, "a.json", "easy,normal"), part(tmp_path, "b.json", "random,easy")
    out = tmp_path / "all.json"
    assert ladder.main(["--merge", a, b, "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert [(r["level"], r["against"]) for r in report["pairings"]] == [("random", "easy"), ("easy", "normal")]
    assert report["levels"] == ["random", "easy", "normal"] and set(report["decision_ms"]) == set(report["levels"])


def test_merge_refuses_parts_of_another_game(tmp_path, capsys):
    a = part(tmp_path, "a.json", "random,easy")
    b = part(tmp_path, "b.json", "random,easy", game="pooch")
    with pytest.raises(SystemExit) as stop:
        ladder.main(["--merge", a, b])
    assert stop.value.code == 2
    assert "not heaveho" in capsys.readouterr().err


def test_merge_says_which_file_is_not_a_ladder_report(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": 3}')
    with pytest.raises(SystemExit) as stop:
        ladder.main(["--merge", str(bad)])
    assert stop.value.code == 2
    assert "bad.json is not a ladder report" in capsys.readouterr().err


def test_a_chosen_pair_runs_only_that_pairing_one_way(tmp_path):
    out = tmp_path / "pair.json"
    assert ladder.main(["--game", "pups", "--games", "1", "--pair", "easy:random", "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert [(r["level"], r["against"]) for r in report["pairings"]] == [("easy", "random")]


def test_a_pair_without_a_colon_is_refused(capsys):
    with pytest.raises(SystemExit):
        ladder.main(["--game", "pups", "--pair", "easy"])
    assert "is not LEVEL:FIELD" in capsys.readouterr().err


def test_merge_adds_up_a_pairing_played_over_other_seeds(tmp_path):
    a = part(tmp_path, "a.json", "random,easy")
    b = tmp_path / "b.json"
    assert ladder.main(["--game", "heaveho", "--games", "3", "--seed", "50", "--levels", "random,easy",
                        "--json", str(b)]) == 0
    out = tmp_path / "all.json"
    assert ladder.main(["--merge", a, str(b), "--json", str(out)]) == 0
    row = json.loads(out.read_text())["pairings"][0]
    assert (row["games"], row["seats"]) == (5, 5) and row["ci95"] == wilson(row["wins"], 5)
