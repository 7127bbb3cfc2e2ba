"""tools.ladder: the pairings table as JSON and a PNG chart, with intervals."""
import json

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
