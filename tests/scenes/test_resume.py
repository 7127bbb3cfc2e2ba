"""Killing the program (SIGKILL) mid-game loses nothing past the last completed action."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game import replay
from scenes.screens.pause import PauseMenu
from scenes.screens.title import Title
from game.storage import settings
from tests.scenes.conftest import press, run

ROOT = Path(__file__).resolve().parent.parent.parent


def autosaved_counts(log: Path) -> list[int]:
    if not log.exists():
        return []
    return [int(line.split()[1]) for line in log.read_text().splitlines() if line.startswith("autosaved ")]


def test_killed_mid_game_the_autosave_resumes_at_the_last_action(data_dir, make_app, tmp_path):
    log = tmp_path / "events.log"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KENNEL_DATA_DIR": str(data_dir),
           "KENNEL_EVENT_LOG": str(log), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    settings.save(settings.Settings(animation="instant"))  # cards land at once: the eight actions come sooner
    proc = subprocess.Popen([sys.executable, "-m", "scenes", "--game", "pups", "--players", "4", "--humans", "0",
                             "--seed", "5", "--frames", "100000"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 60
        while time.time() < deadline and not any(n >= 8 for n in autosaved_counts(log)):
            time.sleep(0.1)
        assert any(n >= 8 for n in autosaved_counts(log)), "the game never got going"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    last_logged = autosaved_counts(log)[-1]
    saved = json.loads((data_dir / "autosave.json").read_text())
    actions = saved["record"]["actions"]
    assert len(actions) >= last_logged  # written before it was logged: never behind
    game = replay(saved["record"])

    app = make_app()
    app.stack.push(Title(app))
    run(app, 2)
    assert "Continue" in app.stack.top.menu.slots[0][0].item.label
    press(app, 13)  # Return
    assert isinstance(app.stack.top, PauseMenu)
    table = app.stack.scenes[-2]
    assert table.match.record()["actions"] == actions
    assert table.match.view(None) == game.view(None)
