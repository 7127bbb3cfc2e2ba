"""Two real windows (Xvfb + xdotool) at one server: Ann and Bo join a Pups room from
the command line (``kennel --join ADDRESS CODE``), Ann starts it with Enter, and both
play a whole game with real key presses. Each window's frame trace is checked against
the server's record afterwards: no frame ever showed a card its own seat could not see."""
from __future__ import annotations

import time

import pytest

from game.net.client import Client
from tests import screen_truth
from tests.net.live import LiveServer, run
from tests.net.players import make_room
from tests.real_play import Window

pytestmark = pytest.mark.xvfb


def lobby_ready(window: Window) -> bool:
    e = window.last()
    return bool(e) and any(t.startswith("Seats: ") and "Ann" in t and "Bo" in t for t, _ in e["texts"])


def wait_for(predicate, seconds: float = 90.0, every: float = 0.2) -> bool:
    end = time.time() + seconds
    while time.time() < end:
        if predicate():
            return True
        time.sleep(every)
    return False


def top(window: Window) -> str:
    e = window.last()
    return e["scenes"][-1] if e and e["scenes"] else ""


def my_turn(e: dict) -> bool:
    seat = (e.get("online") or {}).get("seat")
    return e["scenes"][-1].endswith("Table") and seat is not None and seat in e["addressed"]


def taken(window: Window, step: int, seconds: float = 1.5) -> bool:
    """After a key press: True once the move is taken (the step moved on), False once
    it was refused (some frames on, two different frames show the same picture), with
    no fixed wait either way."""
    pressed = (window.last() or {}).get("frame", 0)
    before = None
    end = time.time() + seconds
    while time.time() < end:
        e = window.last()
        if e is not None:
            if e["step"] != step:
                return True
            if e["frame"] > pressed + 6:  # the key has been read (0.1 s of frames)
                picture = (e["texts"], e["cards"])
                if before is not None and before[0] != e["frame"] and before[1] == picture:
                    return False
                before = (e["frame"], picture)
        time.sleep(0.03)
    return (window.last() or {}).get("step") != step


def play(windows: list[Window], seconds: float = 840.0) -> int:
    """Each window plays its own seat with Enter (a second Enter plays a card that was
    only chosen, as it may take a Mutt; the focus moves Right while Enter is refused)
    and closes round summaries, until both show the game over."""
    made, stuck = 0, {id(w): 0 for w in windows}
    end = time.time() + seconds
    while time.time() < end:
        if all(top(w) == "GameOver" for w in windows):
            return made
        for w in windows:
            e = w.last()
            if e is None or not e["scenes"]:
                continue
            if e["scenes"][-1] in ("Hint", "Summary", "Message"):
                shown = e["scenes"]
                w.key("Return")  # once: the next frame may come late on a busy machine
                wait_for(lambda: (w.last() or {}).get("scenes") != shown, seconds=3.0, every=0.05)
                continue
            if not my_turn(e):
                continue
            step = e["step"]
            w.key("Return")
            moved = taken(w, step)
            if not moved:  # Enter chose a card that takes a Mutt: Enter again plays it alone
                w.key("Return")
                moved = taken(w, step)
            if moved:
                made += 1
                stuck[id(w)] = 0
            else:
                stuck[id(w)] += 1
                w.key("Right", times=stuck[id(w)] % 4 + 1, gap=0.05)
        time.sleep(0.1)
    return made


def final_record(url: str, room: str) -> dict:
    async def watch():
        client = await Client.connect(url)
        await client.request({"type": "watch", "room": room})
        message = await client.wait(lambda m: m.get("type") == "record", 20)
        return message["record"]
    return run(watch())


def quick_settings(folder, monkeypatch, animation: str) -> None:
    """A short finished-trick hold and no first-time hints: the same game in less time
    (nothing the checks look at depends on them). Ann's cards move at the fast speed,
    so her frames check cards in flight; Bo's land at once, which halves the game's
    wall time."""
    from scenes.catalog import load_all
    from game.storage import settings

    monkeypatch.setenv("KENNEL_DATA_DIR", str(folder / "data"))
    settings.save(settings.Settings(animation=animation, trick_hold="short", hints_seen=list(load_all())))


@pytest.mark.timeout(1500)
def test_two_windows_play_a_whole_pups_game_through_a_server(xserver, tmp_path, monkeypatch):
    server = LiveServer(tmp_path / "server").start()
    windows = []
    try:
        async def room():
            client = await Client.connect(server.url)
            code = await make_room(client, "pups", [{"kind": "open"}, {"kind": "open"}], seed=7)
            await client.close()
            return code
        code = run(room())
        for name, animation in (("Ann", "fast"), ("Bo", "instant")):
            folder = tmp_path / name
            folder.mkdir()
            quick_settings(folder, monkeypatch, animation)
            windows.append(Window(xserver, ["--join", server.url, code, "--name", name], folder))
            assert wait_for(lambda: top(windows[-1]) == "OnlineScreen"), f"{name}'s window did not open"
        ann, bo = windows
        assert wait_for(lambda: lobby_ready(ann) and lobby_ready(bo)), "both did not reach the lobby"
        ann.key("Return")  # "Start the game" has the focus
        assert wait_for(lambda: all(top(w).endswith("Table") for w in windows))
        made = play(windows)
        assert all(top(w) == "GameOver" for w in windows), [top(w) for w in windows]
        record = final_record(server.url, code)
        assert made > 10 and len(record["actions"]) >= made
        for w in windows:
            entries = screen_truth.load(w.trace)
            assert screen_truth.check(entries) == [] and screen_truth.online_privacy(entries, record) == []
    finally:
        for w in windows:
            w.close()
        server.close()
