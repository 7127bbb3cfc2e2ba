"""The done-when run of game pads: in a real window under Xvfb, a You Shady Pooch! game
with four virtual pads (and two bots) and a Heave Ho! game with two are played to the
end by pads alone (tests/pad_window.py), and every frame of their traces passes the
screen-truth checks. The Pooch game is also the whole game of six with four pads: each
pad joined a seat, each of the four people moved, and pads pressed in the same frames
(tests/scenes/test_pooch_pads.py plays the other setups in the dummy driver)."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests import screen_truth

pytestmark = pytest.mark.xvfb
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game", ["pooch", "heaveho"])
def test_a_whole_game_by_virtual_pads_in_a_real_window_is_true_on_screen(xserver, tmp_path, game):
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=xserver, SDL_AUDIODRIVER="dummy", KENNEL_DATA_DIR=str(tmp_path / "data"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-m", "tests.pad_window", game, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "the game ended" in done.stdout
    if game == "pooch":  # four pads joined four seats, each person moved, and pads pressed in the same frames
        said = re.search(r"seats joined \[(.*?)\]; frames with two or more pads' presses: (\d+)", done.stdout)
        assert said and said.group(1) == "0, 1, 2, 3" and int(said.group(2)) > 0, done.stdout
        moved = re.search(r"seats that moved \[(.*?)\]", done.stdout).group(1)
        assert {0, 1, 2, 3} <= {int(s) for s in moved.split(", ")}, done.stdout
    entries = screen_truth.load(tmp_path / f"{game}-1280x720.jsonl")
    assert any("GameOver" in e["scenes"] for e in entries)
    problems = screen_truth.check(entries)
    assert not problems, "\n".join(problems[:10])
    for picture in ("join", "joined", "over", "controllers", "keytest"):
        assert (tmp_path / f"{game}-1280x720-{picture}.png").stat().st_size > 1000
