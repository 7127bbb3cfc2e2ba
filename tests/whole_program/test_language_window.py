"""Kennel in a real window (Xvfb) speaks the language the environment asks for when
its Language setting is "as the system" (the default): LANGUAGE first, else LANG, even
where that locale is not installed on the machine."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.xvfb, pytest.mark.timeout(300)]


def texts_of_last_frame(trace: Path) -> list[str]:
    frames = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines() if line.startswith('{"')]
    frames = [f for f in frames if "texts" in f]
    return [value for value, _rect in frames[-1]["texts"]]


@pytest.mark.parametrize("environ, words", [({"LANGUAGE": "de"}, ["Dein erstes Spiel Pups", "OK"]),
                                            ({"LANG": "es_ES.UTF-8"}, ["Tu primera partida de Pups", "Vale"])])
def test_a_first_table_in_a_real_window_reads_the_language_the_environment_asks_for(xserver, tmp_path, environ, words):
    trace = tmp_path / "trace.jsonl"
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(DISPLAY=xserver, SDL_AUDIODRIVER="dummy", KENNEL_DATA_DIR=str(tmp_path / "data"),
               PYGAME_HIDE_SUPPORT_PROMPT="1", **environ)
    done = subprocess.run([sys.executable, "-m", "scenes", "--windowed", "--size", "1024x600", "--game", "pups",
                           "--players", "4", "--humans", "1", "--seed", "3", "--frames", "90", "--trace", str(trace),
                           "--screenshot", str(tmp_path / "table.png")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    shown = texts_of_last_frame(trace)
    assert all(w in shown for w in words), f"{words} not among {shown[:20]}"
    assert (tmp_path / "table.png").exists()


def test_a_whole_game_of_pups_in_german_is_played_in_a_real_window(xserver, tmp_path, monkeypatch):
    """Real keys until the game is over, with the quick settings and the quick person
    of tests/whole_program/test_german_tables_window.py (a whole game in about a
    minute, not three); every frame keeps the screen-truth invariants and no English
    word of the table's own is left on the last one."""
    from tests import screen_truth
    from tests.real_play import Window
    from tests.whole_program.test_german_tables_window import keys_for, play_to_the_end, quick_data

    quick_data(tmp_path, monkeypatch)
    window = Window(xserver, ["--game", "pups", "--players", "2", "--humans", "1", "--seed", "5"], tmp_path,
                    environ={"LANGUAGE": "de"})
    try:
        last, _met = play_to_the_end(window, 240, keys_for("pups"))
    finally:
        out = window.close()
    assert last is not None and last["scenes"][-1] == "GameOver", out[-2000:]
    shown = [t for t, _r in last["texts"]]
    assert "Spiel vorbei" in shown and "Nochmal spielen" in shown
    problems = screen_truth.check(screen_truth.load(window.trace))
    assert not problems, "\n".join(problems[:10])
