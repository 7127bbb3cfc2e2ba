"""The command line: bad input exits 2 with one line; odd window sizes still run."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def kennel(*args, tmp_path, timeout=60):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "KENNEL_DATA_DIR": str(tmp_path / "data"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, "-m", "scenes", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("args,words", [
    (["--bogus"], "unrecognized arguments"),
    (["--game", "chess"], "unknown game 'chess'"),
    (["--size", "10x10"], "outside 640x480"),
    (["--size", "big"], "WIDTHxHEIGHT"),
    (["--game", "pups", "--players", "9"], "2 to 5 players"),
    (["--game", "pups", "--players", "3", "--humans", "4"], "more than --players"),
    (["--seed", "-3"], "at least 0"),
    (["--players", "3"], "need --game"),
    (["--seed", "3"], "--seed need --game"),
    (["--trace", "/tmp"], "--trace: /tmp is a folder"),
    (["--frames", "0"], "at least 1"),
    (["--screenshot", "/no/such/folder/x.png"], "does not exist"),
    (["--watch", "127.0.0.1:8765", "K-ABCDEF", "--game", "pups"], "--watch goes alone"),
    (["--watch", "127.0.0.1:99999", "K-ABCDEF"], "--watch: The port"),
    (["--watch", "127.0.0.1:8765", "K <b>"], "--watch: a room code"),
])
def test_bad_command_line_exits_2_with_one_line(tmp_path, args, words):
    done = kennel(*args, tmp_path=tmp_path)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in done.stderr


@pytest.mark.parametrize("size", ["640x480", "3840x2160"])
def test_extreme_window_sizes_run_and_draw(tmp_path, size):
    shot = tmp_path / "shot.png"
    done = kennel("--game", "pups", "--humans", "1", "--size", size, "--frames", "20", "--screenshot", str(shot),
                  tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and shot.stat().st_size > 1000


def test_screenshot_of_the_title(tmp_path):
    shot = tmp_path / "title.png"
    done = kennel("--frames", "5", "--screenshot", str(shot), tmp_path=tmp_path)
    assert done.returncode == 0 and shot.exists()


def test_sigterm_before_the_last_frame_still_saves_the_screenshot(tmp_path):
    """--screenshot is the last frame shown, however the program ends."""
    import time

    shot = tmp_path / "ended.png"
    log = tmp_path / "events.log"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KENNEL_EVENT_LOG": str(log),
           "KENNEL_DATA_DIR": str(tmp_path / "data"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    app = subprocess.Popen([sys.executable, "-m", "scenes", "--frames", "100000", "--screenshot", str(shot)],
                           cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        end = time.time() + 60
        while time.time() < end and not (log.exists() and "scene Title" in log.read_text()):
            time.sleep(0.05)
        app.terminate()
        out, err = app.communicate(timeout=60)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 0, err
    assert shot.exists() and shot.stat().st_size > 1000 and "Traceback" not in err


def test_a_screenshot_path_that_is_a_folder_exits_2_before_the_window_opens(tmp_path):
    (tmp_path / "shot.png").mkdir()
    done = kennel("--frames", "3", "--screenshot", str(tmp_path / "shot.png"), tmp_path=tmp_path)
    assert done.returncode == 2 and "is a folder" in done.stderr and done.stdout == ""


def test_a_screenshot_in_a_folder_kennel_may_not_write_exits_2_before_the_window_opens(tmp_path):
    from tests.data.files import read_only, tmpfs

    try:
        with tmpfs(tmp_path / "disk") as disk:
            read_only(disk)
            done = kennel("--frames", "3", "--screenshot", str(disk / "shot.png"), tmp_path=tmp_path)
    except OSError as exc:
        pytest.skip(f"no read-only tmpfs for this test: {exc}")
    assert done.returncode == 2 and "may not write in the folder" in done.stderr and done.stdout == ""


def test_a_trace_file_kennel_cannot_write_exits_2_before_the_window_opens(tmp_path):
    os.mkfifo(tmp_path / "nobody-reads")  # a pipe nobody reads: writing to it would block
    done = kennel("--frames", "3", "--trace", str(tmp_path / "nobody-reads"), tmp_path=tmp_path)
    assert done.returncode == 2 and "--trace: cannot write" in done.stderr


def test_shots_without_pictures_needs_a_trace_to_write(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-m", "tools.shots", "--out", str(tmp_path / "shots"), "--no-pictures"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "needs --trace" in done.stderr or "without --trace" in done.stderr
    assert not (tmp_path / "shots").exists()
