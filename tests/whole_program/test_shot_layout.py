"""Every ``tools.shots`` scene at the three window sizes players use most, checked on
its frame trace: in every frame no text crosses another and the screen-truth invariants
hold (privacy, only the top scene's widgets); no notice lies over a footer or any other
text; in every picture no text lies across a card face that is not its own.

Every frame is painted and checked at 1280x720; at 1024x600 one frame in four, at
1920x1080 one in six, and each picture's own frame (EVERY).

Each size's shots run once (``python -m tools.shots --trace --no-pictures``, in a child
process as a player's would; the checks read the trace, so no PNG is encoded) and are checked once, shot by shot; a size's four tests go to one worker
together (tests/conftest.py), and one run by itself (-k) makes its own trace.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from filelock import FileLock

from tests import screen_truth

ROOT = Path(__file__).resolve().parents[2]
#: a whole tools.shots run (and the wait for the other worker's) on a slow, busy machine
pytestmark = pytest.mark.timeout(2400)
SIZES = ["1024x600", "1280x720", "1920x1080"]
#: the smallest and the largest size paint one frame in four or six and every picture's
#: own frame (``tools.shots --every``): their pictures' layout is checked whole, while
#: privacy and motion, the same at every size, are checked in every frame at 1280x720
EVERY = {"1024x600": "4", "1920x1080": "6"}


CHECKS = {"crossings": screen_truth.overlaps,
          # (in the picture itself: between pictures, cards in flight pass under texts)
          "over_cards": lambda frames: screen_truth.over_cards(frames[-1:]),
          "screen_truth": screen_truth.check,
          "under_notices": screen_truth.under_notices}


@pytest.fixture(scope="session", params=SIZES)
def shots(request, tmp_path_factory):
    """What each check found in every shot at one size ({check: [problem]}), checked
    shot by shot as the trace is read: a size's ~12 000 frames are never all held."""
    size = request.param
    base = tmp_path_factory.getbasetemp()
    # the same folder for every xdist worker of this run; a run in one process has its own
    # (the folder above it is pytest's for every run, of every worktree on the machine)
    shared = base.parent if hasattr(request.config, "workerinput") else base
    trace = shared / f"shots-{size}.jsonl"
    with FileLock(str(trace) + ".lock"):
        if not (shared / f"shots-{size}.done").exists():
            trace.unlink(missing_ok=True)
            env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
            env.pop("KENNEL_DATA_DIR", None)  # the tool makes its own throwaway data folder
            done = subprocess.run([sys.executable, "-m", "tools.shots", "--out", str(shared / f"shots-{size}"),
                                   "--size", size, "--trace", str(trace), "--no-pictures", "--every", EVERY.get(size, "1")],
                                  cwd=ROOT, env=env, capture_output=True, text=True)
            assert done.returncode == 0, done.stderr[-3000:]
            (shared / f"shots-{size}.done").write_text("ok")
    found = {name: [] for name in CHECKS}
    count = 0
    for shot, frames in screen_truth.each_shot(trace):
        count += 1
        for name, check in CHECKS.items():
            found[name] += [f"{shot}: {p}" for p in check(frames)]
    assert count, "tools.shots wrote no shots"
    return found


def test_no_text_crosses_another_in_any_shot(shots):
    problems = shots["crossings"]
    assert not problems, f"{len(problems)} crossings, first ones:\n" + "\n".join(problems[:12])


def test_no_text_lies_across_a_card_face_in_any_shot_picture(shots):
    """(In the picture itself: between pictures, cards in flight pass under texts.)"""
    problems = shots["over_cards"]
    assert not problems, f"{len(problems)} texts over cards, first ones:\n" + "\n".join(problems[:12])


def test_no_notice_lies_over_a_footer_or_any_text_in_any_shot(shots):
    problems = shots["under_notices"]
    assert not problems, f"{len(problems)} texts under notices, first ones:\n" + "\n".join(problems[:12])


def test_every_shot_frame_keeps_the_screen_truth(shots):
    problems = shots["screen_truth"]
    assert not problems, f"{len(problems)} problems, first ones:\n" + "\n".join(problems[:12])
