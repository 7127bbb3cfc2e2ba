"""Two real windows, each on its own Xvfb display: Ann hosts a Pups room from the title
with the mouse (Play online, Host a game, two players, Host), Bo joins it from the
command line with the address and code Ann's window shows, Ann starts it, and each
plays a few moves with Enter. Screenshots of both windows at each moment go to --out.

    python -m tools.online_windows --out shots/online [--moves 6]

Needs Xvfb, xdotool and xwd (x11-apps); reads each window's
frame trace to find its buttons and what it shows."""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from scenes.frame.trace import last_frame

ROOT = Path(__file__).resolve().parent.parent
ROOM = re.compile(r"Room code\s+(\S+)")
PORT = re.compile(r":(\d+)\s*$")


class Display:
    def __init__(self, number: int):
        self.name = f":{number}"
        self.proc = subprocess.Popen(["Xvfb", self.name, "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)

    def shot(self, path: Path) -> None:
        env = {**os.environ, "DISPLAY": self.name}
        raw = path.with_suffix(".xwd")
        subprocess.run(["xwd", "-root", "-silent", "-out", str(raw)], env=env, check=True, timeout=30)
        xwd_to_png(raw, path)
        raw.unlink()

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def xwd_to_png(raw: Path, png: Path) -> None:
    """An X window dump (24-bit, 32 bits a pixel, as Xvfb's root is) saved as a PNG."""
    import struct

    import pygame

    data = raw.read_bytes()
    fields = struct.unpack(">25I", data[:100])
    header, width, height = fields[0], fields[4], fields[5]
    byte_order, bits, per_line, colours = fields[7], fields[11], fields[12], fields[19]
    if bits != 32:
        raise RuntimeError(f"an X dump of {bits} bits a pixel (only 32 are read)")
    start = header + colours * 12
    pixels = bytearray()
    for y in range(height):
        row = data[start + y * per_line:start + y * per_line + width * 4]
        pixels += row
    image = pygame.image.frombuffer(bytes(pixels), (width, height), "BGRA" if byte_order == 0 else "ARGB")
    pygame.image.save(image.convert(24) if pygame.display.get_init() and pygame.display.get_surface() else
                      image, str(png))


class Window:
    def __init__(self, display: Display, folder: Path, *args: str):
        folder.mkdir(parents=True, exist_ok=True)
        self.display = display
        self.trace = folder / "trace.jsonl"
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display.name, SDL_AUDIODRIVER="dummy", KENNEL_DATA_DIR=str(folder / "data"),
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.proc = subprocess.Popen([sys.executable, "-m", "scenes", "--windowed", "--size", "1280x720",
                                      "--trace", str(self.trace), *args], cwd=ROOT, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        found = self.xdo("search", "--sync", "--onlyvisible", "--pid", str(self.proc.pid), timeout=120)
        self.id = found.stdout.split()[0]

    def xdo(self, *args, timeout=10):
        return subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": self.display.name},
                              capture_output=True, text=True, timeout=timeout)

    def last(self) -> dict | None:
        """The last whole frame of the trace."""
        return last_frame(self.trace)

    def texts(self) -> list[str]:
        e = self.last()
        return [t for t, _ in e["texts"]] if e else []

    def top(self) -> str:
        e = self.last()
        return e["scenes"][-1] if e and e["scenes"] else ""

    def click(self, words: str, seconds: float = 30.0) -> None:
        """Click the middle of the first widget or text that starts with ``words``."""
        end = time.time() + seconds
        while time.time() < end:
            e = self.last()
            if e:
                for _, _, text, rect in e["widgets"]:
                    if text.startswith(words):
                        self.xdo("mousemove", "--window", self.id, str(rect[0] + rect[2] // 2),
                                 str(rect[1] + rect[3] // 2))
                        self.xdo("click", "1")
                        time.sleep(0.5)
                        return
            time.sleep(0.2)
        raise RuntimeError(f"no {words!r} on the screen: {self.texts()[:12]}")

    def key(self, name: str) -> None:
        self.xdo("key", "--window", self.id, name)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def wait_for(predicate, seconds: float = 60.0) -> bool:
    end = time.time() + seconds
    while time.time() < end:
        if predicate():
            return True
        time.sleep(0.2)
    return False


def my_turn(window: Window) -> bool:
    e = window.last()
    seat = (e or {}).get("online", {}) or {}
    return bool(e) and e["scenes"][-1].endswith("Table") and seat.get("seat") in e["addressed"]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.online_windows", description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=Path("shots/online"))
    p.add_argument("--moves", type=int, default=6)
    args = p.parse_args(argv)
    for tool in ("Xvfb", "xdotool", "xwd"):
        if not shutil.which(tool):
            print(f"python -m tools.online_windows: needs {tool} (apt-get install xvfb xdotool x11-apps)")
            return 2
    args.out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="online-windows-"))
    screens = [Display(n) for n in (171, 172)]
    windows: list[Window] = []
    try:
        ann = Window(screens[0], folder / "ann")
        windows.append(ann)
        ann.click("Play online")
        ann.click("Host a game")
        ann.click("Players: 4")  # 5
        ann.click("Players: 5")  # 2 (the choices go round)
        ann.click("Host")
        if not wait_for(lambda: any(ROOM.search(t) for t in ann.texts())):
            raise RuntimeError(f"no room code on Ann's screen: {ann.texts()[:12]}")
        code = next(ROOM.search(t).group(1) for t in ann.texts() if ROOM.search(t))
        where = next(t for t in ann.texts() if t.startswith("Friends join at "))
        port = PORT.search(where.split("  or  ")[0]).group(1)
        screens[0].shot(args.out / "1-ann-hosts.png")
        bo = Window(screens[1], folder / "bo", "--join", f"127.0.0.1:{port}", code, "--name", "Bo")
        windows.append(bo)
        if not wait_for(lambda: any("Bo" in t and t.startswith("Seats") for t in ann.texts())):
            raise RuntimeError(f"Bo did not reach Ann's lobby: {ann.texts()[:12]}")
        time.sleep(0.5)
        screens[1].shot(args.out / "2-bo-joins.png")
        ann.click("Start the game")
        if not wait_for(lambda: all(w.top().endswith("Table") or w.top() == "Hint" for w in windows)):
            raise RuntimeError(f"the tables did not open: {[w.top() for w in windows]}")
        screens[1].shot(args.out / "3-bo-first-time-hint.png")
        for w in windows:
            if w.top() == "Hint":  # the first-time hint of each game
                w.key("Return")
        made, end = 0, time.time() + 120
        while made < args.moves and time.time() < end:
            for w in windows:
                if my_turn(w):
                    step = w.last()["step"]
                    w.key("Return")
                    if wait_for(lambda: (w.last() or {}).get("step") != step, 2.0):
                        made += 1
                    else:
                        w.key("Right")
            time.sleep(0.2)
        time.sleep(1.0)
        screens[0].shot(args.out / "4-ann-at-the-table.png")
        screens[1].shot(args.out / "5-bo-at-the-table.png")
        print(json.dumps({"room": code, "address": where, "moves": made, "out": str(args.out)}))
        return 0
    finally:
        for w in windows:
            w.close()
        for s in screens:
            s.close()


if __name__ == "__main__":
    sys.exit(main())
