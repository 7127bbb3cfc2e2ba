"""The cover rule in a real X window (Xvfb, xdotool): people among bots pass one screen
with real key presses and clicks (a Space tapped, a Space held down, a click, a double
click on a card or chip, Enter three times); every frame the program drew keeps the rule
(tests/screen_truth.py ``reveals``): a private view comes only after a cover naming
that person for 18 frames or more, lifted by a reveal key or click."""
import pytest

from tests import screen_truth
from tests.real_play import Window, play

pytestmark = pytest.mark.xvfb


def test_pups_four_players_two_people_in_a_real_window_keep_the_cover_rule(xserver, tmp_path):
    window = Window(xserver, ["--game", "pups", "--players", "4", "--humans", "2", "--seed", "11"], tmp_path)
    try:
        made = play(window, moves=14, seconds=420)
    finally:
        out = window.close()
    entries = screen_truth.load(window.trace)
    views = sum(1 for a, b in zip(entries, entries[1:]) if isinstance(b["viewer"], int) and b["viewer"] != a["viewer"])
    assert made >= 6 and views >= 6, out[-2000:]
    problems = screen_truth.reveals(entries) + screen_truth.check(entries)
    assert not problems, "\n".join(problems[:10])
