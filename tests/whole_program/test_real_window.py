"""One test in a real X window (Xvfb): real key presses and a real click from
xdotool reach the running program, and it saves a screenshot."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.frame.trace import last_frame
from tests import screen_truth

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xvfb


def xdo(display, *args, timeout=10):
    env = {**os.environ, "DISPLAY": display}
    return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout)


def _last_frame_says(trace: Path, words: str) -> bool:
    """Does a text of the trace's last whole line contain ``words``?"""
    lines = trace.read_text(encoding="utf-8").splitlines() if trace.exists() else []
    for line in reversed(lines[-3:]):
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # a line still being written
        return any(words in text for text, _ in entry["texts"])
    return False


def _last_scene_is(trace: Path, scene: str) -> bool:
    entry = last_frame(trace)
    return bool(entry) and bool(entry["scenes"]) and entry["scenes"][-1] == scene


def frames_in(trace: Path) -> int:
    entry = last_frame(trace)
    return entry["frame"] if entry else 0


def wait_for(predicate, seconds=90.0):  # generous: a busy machine starts slowly
    end = time.time() + seconds
    while time.time() < end:
        if predicate():
            return True
        time.sleep(0.1)
    return False


def test_real_keys_and_a_click_reach_the_window_and_a_screenshot_is_saved(xserver, tmp_path):
    log = tmp_path / "events.log"
    shot = tmp_path / "shot.png"
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=xserver, SDL_AUDIODRIVER="dummy", KENNEL_DATA_DIR=str(tmp_path / "data"),
               KENNEL_EVENT_LOG=str(log), PYGAME_HIDE_SUPPORT_PROMPT="1")
    trace = tmp_path / "trace.jsonl"
    app = subprocess.Popen([sys.executable, "-m", "scenes", "--windowed", "--size", "1280x720",
                            "--frames", "7200", "--screenshot", str(shot), "--trace", str(trace)], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        found = xdo(xserver, "search", "--sync", "--onlyvisible", "--pid", str(app.pid), timeout=120)
        window = found.stdout.split()[0]
        assert wait_for(lambda: log.exists() and "scene Title" in log.read_text())
        xdo(xserver, "windowfocus", "--sync", window)
        xdo(xserver, "key", "Return")          # Play Pups -> the setup screen
        assert wait_for(lambda: "scene Seating" in log.read_text())
        xdo(xserver, "key", "Return")          # Start -> the table, with its first-time hint
        assert wait_for(lambda: "scene Hint" in log.read_text())
        xdo(xserver, "key", "space")           # OK
        assert wait_for(lambda: "scene PupsTable" in log.read_text())
        xdo(xserver, "mousemove", "--window", window, "1220", "20", "click", "1")  # the Menu button
        assert wait_for(lambda: "scene PauseMenu" in log.read_text())
        assert wait_for(lambda: _last_scene_is(trace, "PauseMenu"))
        app.terminate()  # ended as a window manager ends it: the screenshot is the last frame
        out, _ = app.communicate(timeout=120)
    finally:
        if app.poll() is None:
            app.kill()
    text = log.read_text()
    assert "key return" in text and "click" in text
    assert app.returncode == 0, out
    assert shot.exists() and shot.stat().st_size > 1000
    entries = screen_truth.load(trace)
    assert any("PupsTable" in e["scenes"] for e in entries) and entries[-1]["scenes"][-1] == "PauseMenu"
    problems = screen_truth.check(entries)
    assert not problems, "\n".join(problems[:10])


def test_enter_enter_fifty_ms_apart_from_the_title_reaches_the_table(xserver, tmp_path):
    log = tmp_path / "events.log"
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=xserver, SDL_AUDIODRIVER="dummy", KENNEL_DATA_DIR=str(tmp_path / "data"),
               KENNEL_EVENT_LOG=str(log), PYGAME_HIDE_SUPPORT_PROMPT="1")
    app = subprocess.Popen([sys.executable, "-m", "scenes", "--windowed", "--size", "1280x720", "--frames", "900"],
                           cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        window = xdo(xserver, "search", "--sync", "--onlyvisible", "--pid", str(app.pid), timeout=120).stdout.split()[0]
        assert wait_for(lambda: log.exists() and "scene Title" in log.read_text())
        xdo(xserver, "key", "--window", window, "Return")
        time.sleep(0.05)
        xdo(xserver, "key", "--window", window, "Return")
        assert wait_for(lambda: "scene Hint" in log.read_text() or "scene PupsTable" in log.read_text())
    finally:
        app.kill()
        app.wait(timeout=30)


@pytest.mark.parametrize("row, lesson, step_key", [(0, "PupsLesson", "Return"), (1, "HoundsLesson", "Return"),
                                                    (2, "PoochLesson", None), (3, "HeaveHoLesson", None)])
def test_learn_opens_from_the_title_by_real_keys_and_its_frames_are_clean(xserver, tmp_path, row, lesson, step_key):
    """Down to the game's row, Right to its Learn button, Enter: the guided game opens in a
    real window, takes a real key for its first step where that step is a key, and every
    frame keeps the screen truth with no text crossing another."""
    log = tmp_path / "events.log"
    trace = tmp_path / "trace.jsonl"
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=xserver, SDL_AUDIODRIVER="dummy", KENNEL_DATA_DIR=str(tmp_path / "data"),
               KENNEL_EVENT_LOG=str(log), PYGAME_HIDE_SUPPORT_PROMPT="1")
    app = subprocess.Popen([sys.executable, "-m", "scenes", "--windowed", "--size", "1280x720", "--frames", "6000",
                            "--trace", str(trace)], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        window = xdo(xserver, "search", "--sync", "--onlyvisible", "--pid", str(app.pid), timeout=120).stdout.split()[0]
        assert wait_for(lambda: log.exists() and "scene Title" in log.read_text())
        for key in ["Down"] * row + ["Right", "Return"]:
            xdo(xserver, "key", "--window", window, key)
            time.sleep(0.1)
        assert wait_for(lambda: f"scene {lesson}" in log.read_text())
        if step_key:  # once the table waits for the first step (the deal has landed)
            assert wait_for(lambda: _last_frame_says(trace, "Step 1 of") and not _last_frame_says(trace, "Watch"))
            xdo(xserver, "key", "--window", window, step_key)
            assert wait_for(lambda: _last_frame_says(trace, "Step 2 of"))
        # two more seconds of the lesson's frames, then ended as a window manager ends it
        shown = frames_in(trace)
        assert wait_for(lambda: frames_in(trace) >= shown + 120)
        app.terminate()
        out, _ = app.communicate(timeout=120)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 0, out
    entries = screen_truth.load(trace)
    assert entries[-1]["scenes"][-1] == lesson
    if step_key:
        assert any(text.startswith("Step 2 of") for text, _ in entries[-1]["texts"])
    problems = screen_truth.check(entries) + screen_truth.overlaps(entries)
    assert not problems, "\n".join(problems[:10])
