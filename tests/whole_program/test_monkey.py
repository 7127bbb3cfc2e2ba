"""A monkey at the keyboard and mouse: random keys, clicks, wheel turns, resizes and
focus changes through every scene of every game, with the frame trace on. Nothing may
raise, every frame passes the screen-truth checker, and the app must still answer Escape
at the end (what a frame costs is measured by tools.bench, not here).
The monkey runs in a process of its own (tests/scenes/monkey.py)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.catalog import load_all
from tests import screen_truth

ROOT = Path(__file__).resolve().parent.parent.parent


def run_monkey(game_id: str, data_dir: Path, trace: Path) -> dict:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KENNEL_DATA_DIR": str(data_dir),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-m", "tests.scenes.monkey", game_id, str(trace)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"the monkey broke {game_id}:\n{done.stderr[-3000:]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("game_id", sorted(load_all()))
def test_monkey_cannot_break_any_scene(data_dir, tmp_path, game_id):
    trace = tmp_path / "monkey.jsonl"
    report = run_monkey(game_id, data_dir, trace)
    print(f"{game_id}: {report['frames']} frames; the costliest took {report['worst_ms']} ms of CPU "
          f"({report['worst_at']})")
    assert report["escape_answered"], "Escape did nothing"
    entries = screen_truth.load(trace)
    assert len(entries) == report["frames"]
    problems = screen_truth.check(entries)
    assert not problems, "\n".join(problems[:10])
