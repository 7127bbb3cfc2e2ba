"""The screens and pop-ups in German, Spanish and the long pseudo-language (every word
40 % longer, accented: tools/pseudo.py) at the two smallest window sizes players use,
through the same checks as tests/whole_program/test_shot_layout.py: no text crosses
another, none lies over a card face, no notice over a footer, the screen-truth
invariants in every painted frame (``python -m tools.shots --menus --language X``, in a
child process, on its frame trace; see EVERY)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import screen_truth
from tests.whole_program.test_shot_layout import CHECKS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(1200)
#: one frame in four is painted, and every picture's own frame (``tools.shots --every``):
#: the words' layout is checked in every picture; privacy and motion, the same in every
#: language, in every frame of the English run at 1280x720 (test_shot_layout.py)
EVERY = "4"


def problems_in_shots(tmp_path, language, size, *which) -> tuple[int, list[str]]:
    """Run ``tools.shots`` in ``language`` at ``size`` (``which``: --menus or --game ID)
    and check every shot's frames: (shots, problems)."""
    trace = tmp_path / "trace.jsonl"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("KENNEL_DATA_DIR", None)  # the tool makes its own throwaway data folder
    done = subprocess.run([sys.executable, "-m", "tools.shots", "--out", str(tmp_path / "shots"), "--size", size,
                           "--language", language, *which, "--trace", str(trace), "--no-pictures", "--every", EVERY],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    problems, count = [], 0
    for shot, frames in screen_truth.each_shot(trace):
        count += 1
        for name, check in CHECKS.items():
            problems += [f"{shot}: {name}: {p}" for p in check(frames)]
    return count, problems


@pytest.mark.parametrize("language, size", [("de", "1024x600"), ("de", "1280x720"), ("es", "1024x600"),
                                            ("pseudo", "1024x600"), ("pseudo", "1280x720")])
def test_every_menu_shot_in_the_language_passes_the_layout_checks(tmp_path, language, size):
    count, problems = problems_in_shots(tmp_path, language, size, "--menus")
    assert count, "tools.shots wrote no shots"
    assert not problems, f"{len(problems)} problems in {language} at {size}, first ones:\n" + "\n".join(problems[:12])


@pytest.mark.parametrize("language, size, game", [("de", "1024x600", "pups"), ("de", "1280x720", "pups"),
                                                  ("de", "1024x600", "hounds"), ("de", "1280x720", "hounds"),
                                                  ("de", "1024x600", "pooch"), ("pseudo", "1024x600", "pooch"),
                                                  ("de", "1024x600", "heaveho"), ("pseudo", "1024x600", "heaveho"),
                                                  ("pseudo", "1024x600", "pups"), ("pseudo", "1280x720", "hounds"),
                                                  ("pseudo", "1024x600", "hounds")])
def test_every_table_shot_of_a_wrapped_game_in_the_language_passes_the_layout_checks(tmp_path, language, size, game):
    """(Every table's words are in the catalogue. Every game passes in the long
    pseudo-language at the smallest size too. One run per language and size that is
    not the smallest's neighbour: each costs a whole tools.shots run of the game.)"""
    count, problems = problems_in_shots(tmp_path, language, size, "--game", game)
    assert count, "tools.shots wrote no shots"
    assert not problems, f"{len(problems)} problems in {language} at {size}, first ones:\n" + "\n".join(problems[:12])


@pytest.mark.parametrize("size, game", [("1024x600", "pups"), ("1024x600", "hounds"), ("1280x720", "pooch"),
                                        ("1280x720", "heaveho")])
def test_a_whole_game_in_spanish_plays_to_its_end_and_passes_the_layout_checks(tmp_path, size, game):
    """The game's shots in Spanish, its bots-only table played on through every round's
    summary to the end of the game (``tools.shots --whole``), every shot checked."""
    count, problems = problems_in_shots(tmp_path, "es", size, "--game", game, "--whole")
    shots = [shot for shot, _frames in screen_truth.each_shot(tmp_path / "trace.jsonl")]
    assert any(shot.endswith("-gameover") for shot in shots), f"no end of the game among {shots[-5:]}"
    assert not problems, f"{len(problems)} problems in Spanish at {size}, first ones:\n" + "\n".join(problems[:12])
