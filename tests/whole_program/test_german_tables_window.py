"""Heckin Hounds, Heave Ho! and You Shady Pooch! in German in a real window (Xvfb),
played to their end by a person's keys (xdotool) against bots: every frame keeps the
screen-truth invariants, the table's own words are German from the first frame to the
last and no English word of the table's is ever drawn.

Kept cheap: the fewest players the rules allow, one person and bots, settings that
cost no wall time the checks need (cards land at once, the short trick hold, no
first-time hints), and a person who presses the next key as soon as the table has
taken the last one. You Shady Pooch! lasts four rounds at least (every seat starts
with four bones and loses one a round), a few minutes of bots' reactions: its test
resumes a game in its last round (one that ends the game whoever wins it) from the
autosave, with Continue on the German title, and plays that round to the end."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.xvfb, pytest.mark.timeout(300)]

#: the scenes a person closes with Enter on the way (summaries, notes, the pause menu)
READ_ON = ("Hint", "Summary", "Message", "RoundSummary", "PauseMenu")


def quick_data(folder: Path, monkeypatch) -> None:
    """The data folder the window will use, with the quick settings in it."""
    from game.storage import settings
    from scenes.catalog import load_all

    monkeypatch.setenv("KENNEL_DATA_DIR", str(folder / "data"))
    settings.save(settings.Settings(animation="instant", trick_hold="short", hints_seen=list(load_all())))


def waits_for_step(window, step: int, seconds: float) -> bool:
    """Did the game move on from ``step`` within ``seconds``?"""
    end = time.time() + seconds
    while time.time() < end:
        now = window.last()
        if now is not None and now["step"] != step:
            return True
        time.sleep(0.03)
    return False


def keys_for(game: str):
    """What the person presses when the table addresses them: Enter on the card or the
    chip in focus (Pups and Heave Ho!: Enter picks a card, a second Enter plays it),
    Right when it was refused. In Heave Ho!'s speed sort the zone's A keeps the left
    card first."""
    def turn(window, e) -> None:
        if game == "heaveho":
            window.key("a")
            if waits_for_step(window, e["step"], 0.12):
                return
        if game in ("heaveho", "pups"):  # the first Enter picks the card, the next plays it
            window.key("Return")
            if waits_for_step(window, e["step"], 0.1):
                return
        window.key("Return")
        if not waits_for_step(window, e["step"], 0.5):
            window.key("Right")
    return turn


def pooch_keys(window, e) -> None:
    """Zone 1's keys as the status line asks: W leads or answers with the card in
    focus (D moves the focus on after a refused answer), S picks up after four tries."""
    words = [t for t, _r in e["texts"]]
    if any(t.startswith("Du bist genannt") for t in words):
        pooch_keys.tries = getattr(pooch_keys, "tries", 0) + 1
        if pooch_keys.tries > 4:
            pooch_keys.tries = 0
            window.key("s")
        else:
            window.key("w")
            time.sleep(0.05)
            window.key("d")
        time.sleep(0.1)
    elif any(t.startswith("Du spielst aus") or "alle warten auf dich" in t for t in words):
        window.key("w")
        time.sleep(0.15)
    else:
        time.sleep(0.05)


def play_to_the_end(window, seconds: float, turn) -> tuple[dict | None, list[str]]:
    """Play until the game-over screen (or ``seconds`` pass); the last frame and the
    scenes met on the way."""
    met: list[str] = []
    end = time.time() + seconds
    while time.time() < end:
        e = window.last()
        if e is None:
            time.sleep(0.05)
            continue
        top = e["scenes"][-1] if e["scenes"] else ""
        if top not in met:
            met.append(top)
        if top == "GameOver":
            return e, met
        if top in READ_ON:
            window.key("Return")
            time.sleep(0.2)
        elif top.endswith("Table") and isinstance(e["viewer"], int) and e["viewer"] in e["addressed"]:
            turn(window, e)
        else:
            time.sleep(0.05)
    return window.last(), met


def drawn_words(trace: Path) -> set[str]:
    from tests import screen_truth

    return {t for e in screen_truth.load(trace) for t, _r in e.get("texts", [])}


def checked(window, last, met, german: list[str], english: list[str]) -> None:
    from tests import screen_truth

    assert last is not None and last["scenes"][-1] == "GameOver", f"never over: scenes met {met}"
    shown = [t for t, _r in last["texts"]]
    assert "Spiel vorbei" in shown and "Nochmal spielen" in shown, shown[:20]
    words = drawn_words(window.trace)
    missing = [w for w in german if not any(w in t for t in words)]
    assert not missing, f"German words never drawn: {missing}"
    left = sorted(t for t in words if any(w in t for w in english))
    assert not left, f"English words of the table drawn: {left[:10]}"
    problems = screen_truth.check(screen_truth.load(window.trace))
    assert not problems, "\n".join(problems[:10])


def test_a_whole_game_of_heckin_hounds_in_german_is_played_to_its_end_in_a_real_window(xserver, tmp_path,
                                                                                        monkeypatch):
    from tests.real_play import Window

    quick_data(tmp_path, monkeypatch)
    window = Window(xserver, ["--game", "hounds", "--players", "2", "--humans", "1", "--seed", "5"], tmp_path,
                    environ={"LANGUAGE": "de"})
    try:
        last, met = play_to_the_end(window, 200, keys_for("hounds"))
    finally:
        out = window.close()
    assert "HoundsTable" in met, out[-2000:]
    checked(window, last, met, german=["Runde"], english=["Round ", " leads", "Your turn"])


def test_a_whole_game_of_heave_ho_in_german_is_played_to_its_end_in_a_real_window(xserver, tmp_path, monkeypatch):
    from tests.real_play import Window

    quick_data(tmp_path, monkeypatch)
    window = Window(xserver, ["--game", "heaveho", "--players", "2", "--humans", "1", "--seed", "5"], tmp_path,
                    environ={"LANGUAGE": "de"})
    try:
        last, met = play_to_the_end(window, 200, keys_for("heaveho"))
    finally:
        out = window.close()
    assert "HeaveHoTable" in met, out[-2000:]
    checked(window, last, met, german=["Team von Ann", "Stärke ", " zum Ziehen", "Sortiert", "gewinnt das Fass",
                                       "die Teams stehen"],
            english=["'s team", "strength ", " to draw", "Sorting:", "wins the barrel", "Your turn", "Round "])


def pooch_at_its_last_round():
    """A You Shady Pooch! game of four bots just after the first lead of its last round,
    with three seats left without bones by its ante: only two can gain one in a round
    (its winner and the most diamonds), so the round ends the game whatever is played
    (seed 252 is such a game; the next seeds are tried if the bots change). Ann's seat
    is handed to a person at zone 1's keys."""
    from game import GAMES, replay
    from game.seats import Seat
    from game.storage import saves
    from tools.simulate import play_bots

    for seed in range(252, 1252):
        game, _applied = play_bots(GAMES["pooch"], 4, seed, ["normal"] * 4, {"normal": []})
        record = game.record()
        last_round = game.view(None)["round"]
        actions = record["actions"]
        ended = next(k for k in range(len(actions), 0, -1)
                     if replay({**record, "actions": actions[:k]}).view(None)["round"] < last_round)
        # the move that ended the round before (the last round is dealt with it) and the
        # last round's lead: the first step drawn scored no round
        record = {**record, "actions": actions[:ended + 2]}
        if replay(record).view(None)["bones"].count(0) >= 3:
            names = record["players"]
            seats = [Seat(names[0], True, "normal", "1")] + [Seat(n, False, "hard") for n in names[1:]]
            return saves.Saved(record, seats)
    raise AssertionError("no bots' game of 1000 seeds has three seats without bones in its last round")


def test_the_last_round_of_a_you_shady_pooch_game_in_german_is_played_to_its_end_in_a_real_window(xserver, tmp_path,
                                                                                                  monkeypatch):
    from game.storage import saves
    from tests.real_play import Window

    quick_data(tmp_path, monkeypatch)
    saves.write(saves.autosave_path(), pooch_at_its_last_round())
    window = Window(xserver, [], tmp_path, environ={"LANGUAGE": "de"})
    try:
        start, opened = time.time() + 30, False
        while time.time() < start and not opened:  # a click on Continue ("Weiter: You Shady Pooch! ...")
            e = window.last()
            opened = e is not None and bool(e["scenes"]) and e["scenes"][-1] != "Title"
            shown = [(t, r) for t, r in (e or {}).get("texts", []) if t.startswith("Weiter")]
            if shown and not opened:
                _t, r = shown[0]
                window.xdo("mousemove", "--window", window.id, str(r[0] + r[2] // 2), str(r[1] + r[3] // 2))
                window.xdo("click", "1")
            time.sleep(0.3)
        last, met = play_to_the_end(window, 200 if opened else 0, pooch_keys)
    finally:
        out = window.close()
    assert "PoochTable" in met, out[-2000:]
    checked(window, last, met, german=["Topf: ", "Ablage: ", "A/D wählen", "Knochen"],
            english=["Pot: ", "Discard: ", "Pile: ", "Round ", "A/D move", "Dogpile window"])
