"""The computer as the table screen in a real window (Xvfb + xdotool): Play online ->
Host a game with one person on a phone and nobody at this computer, by mouse clicks;
the window shows the room code and a QR code of the join link that reads back as the
link's code; scripted phones take the seats and start the game; the window then shows
the public table, and its frame trace holds only public cards, checked against the
record in the hosting app's room file."""
from __future__ import annotations

import json
import os
import re
import subprocess
import time

import pygame
import pytest

from tests import screen_truth
from tests.net.phones import Phones
from tests.real_play import Window

pytestmark = pytest.mark.xvfb

LINK = re.compile(r"http://[^/]+:(\d+)/r/(\S+)$")


def wait_for(predicate, seconds: float = 60.0) -> bool:
    end = time.time() + seconds
    while time.time() < end:
        if predicate():
            return True
        time.sleep(0.2)
    return False


def words(window: Window) -> list[str]:
    e = window.last()
    return [t for t, _ in e["texts"]] if e else []


def widget(window: Window, start: str):
    e = window.last()
    return next((w for w in (e or {}).get("widgets", []) if w[2].startswith(start)), None)


def click(window: Window, start: str) -> None:
    assert wait_for(lambda: widget(window, start) is not None, 30), (start, words(window)[:12])
    rect = widget(window, start)[3]
    frame = window.last()["frame"]
    window.xdo("mousemove", "--window", window.id, str(rect[0] + rect[2] // 2), str(rect[1] + rect[3] // 2))
    window.xdo("click", "1")
    assert wait_for(lambda: window.last()["frame"] > frame + 3, 10)


def screenshot(display: str, window: Window, path) -> pygame.Surface:
    """The window as X shows it (xwd of the root, cut to the window)."""
    from tools.online_windows import xwd_to_png

    raw = path.with_suffix(".xwd")
    subprocess.run(["xwd", "-root", "-silent", "-out", str(raw)], env={**os.environ, "DISPLAY": display},
                   check=True, timeout=30)
    xwd_to_png(raw, path)
    where = window.xdo("getwindowgeometry", "--shell", window.id).stdout
    at = dict(line.split("=", 1) for line in where.split())
    return pygame.image.load(str(path)).subsurface((int(at["X"]), int(at["Y"]), 1280, 720)).copy()


@pytest.mark.timeout(300)
def test_the_table_screen_window_shows_the_qr_code_then_only_the_public_table(xserver, tmp_path):
    if not subprocess.run(["which", "xwd"], capture_output=True).returncode == 0:
        pytest.skip("xwd (x11-apps) is not installed")
    from scenes.frame import qr_code
    from scenes.screens.online import OnlineScreen

    window = Window(xserver, [], tmp_path)
    phones = None
    try:
        click(window, "Play online")
        click(window, "Host a game")
        click(window, "People on phones: 0")  # -> 1
        while not widget(window, "People at this computer: 0"):
            click(window, "People at this computer")  # (the choices go round)
        click(window, "Host")
        assert wait_for(lambda: any(LINK.match(t) for t in words(window)), 30), words(window)[:12]
        link = next(t for t in words(window) if LINK.match(t))
        port, code = LINK.match(link).groups()
        assert code in words(window)
        time.sleep(0.5)
        shown = screenshot(xserver, window, tmp_path / "host.png")
        square, _, _ = OnlineScreen.qr_layout((1280, 720))
        side = qr_code.picture(link, square.w).get_width()
        drawn = shown.subsurface(pygame.Rect(0, 0, side, side).move(square.centerx - side // 2,
                                                                     square.centery - side // 2))
        assert qr_code.read_back(drawn) == qr_code.matrix(link)

        phones = Phones(f"ws://127.0.0.1:{port}/ws", code, ["Ann"])
        phones.sit.release()
        assert wait_for(lambda: any(t.endswith("Ann") for t in words(window))), words(window)
        phones.go.set()
        assert wait_for(lambda: window.last()["scenes"][-1].endswith("Table"), 30), window.last()["scenes"]
        assert wait_for(lambda: (window.last()["step"] or 0) >= 8, 120), window.last()["step"]
        screenshot(xserver, window, tmp_path / "table.png")
    finally:
        if phones is not None:
            phones.leave()
        window.close()
    room = json.loads((tmp_path / "data" / "server" / f"{code}.json").read_text())
    entries = [e for e in screen_truth.load(window.trace) if (e.get("online") or {}).get("room") == code]
    entries = [e for e in entries if e["step"] is not None and e["step"] <= len(room["record"]["actions"])]
    assert entries and all(e["online"]["seat"] is None and e["humans"] == [] for e in entries)
    assert any(e["face_up"] for e in entries)
    assert screen_truth.online_privacy(entries, room["record"]) == []
