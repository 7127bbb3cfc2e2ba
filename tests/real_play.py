"""People at a real window (Xvfb + xdotool), with the habits people have: a double
click on a chip or a card 150 ms apart, Enter pressed three times 150 ms apart, the
cover lifted by Space once it asks for it. It reads the frame trace the program
writes (``--trace``) to know what is on screen; the checks read the same trace.

    python -m tests.real_play --game pups --players 2 --humans 2 [--moves N]

runs a game this way in a fresh Xvfb and prints what the checks found.
"""
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

from game import replay
from scenes.frame.trace import last_frame
from scenes.table.handoff import HandOff
from tests import screen_truth

ROOT = Path(__file__).resolve().parent.parent
#: the words of a choice chip (Pups: a bid, a play, a rescue; Heckin Hounds: a slot, a
#: trade, a promise) - chips lie above the hand or stand, in the middle of the bottom half
CHIP = re.compile(r"^((Exactly|At least) \d \(|Rebid |Play |Spend \d|Decline|Slot \d|Trade slot \d|No trade)")
#: the same chips in German (LANGUAGE=de)
CHIP_DE = re.compile(r"^((Genau|Mindestens) \d \(|Neu bieten|.+ spielen$|\d gesparte Karten? einsetzen|Ablehnen|Fach \d|"
                     r"Fach \d tauschen|Kein Tausch)")
#: the wording of a won trick or shift on the table (what people must see)
REASONS = (" takes the trick: ", " tie at ", " works shift ")


def start_xvfb(size: str = "1280x720") -> tuple[subprocess.Popen, str]:
    """A fresh Xvfb and its display (":N"). Xvfb picks a free display number itself and
    writes it to a pipe once it listens (``-displayfd``): two at once never take the
    same number, and nothing polls for its socket."""
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write,))
    os.close(write)
    number = b""
    with os.fdopen(read, "rb") as pipe:  # the number and a newline, or nothing if Xvfb failed
        while not number.endswith(b"\n"):
            got = pipe.read(1)
            if not got:
                break
            number += got
    if not number.strip().isdigit():
        proc.kill()
        proc.wait()
        raise RuntimeError("Xvfb did not start")
    return proc, f":{int(number)}"


#: the tables' presentation in a test's window runs this many times quicker
#: (``KENNEL_TEMPO``, scenes/table/motion.py): animations, a finished trick's hold and
#: the bots' pause between moves; the same moves, frames and checks in less time
TEMPO = "4"
#: a test's window draws this many frames a second (``KENNEL_FPS``, scenes/frame/app.py):
#: the cover's lock-out (0.6 s and 18 frames) is the same either way
FPS = "30"


class Window:
    """The running program and its window (at ``TEMPO`` and ``FPS`` unless ``environ``
    says otherwise)."""

    def __init__(self, display: str, args: list[str], folder: Path, environ: dict | None = None):
        self.display = display
        self.trace = folder / "trace.jsonl"
        self.log = folder / "events.log"
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", KENNEL_DATA_DIR=str(folder / "data"),
                   KENNEL_EVENT_LOG=str(self.log), PYGAME_HIDE_SUPPORT_PROMPT="1", KENNEL_TEMPO=TEMPO,
                   KENNEL_FPS=FPS, **(environ or {}))
        self.proc = subprocess.Popen([sys.executable, "-m", "scenes", "--windowed", "--size", "1280x720",
                                      "--trace", str(self.trace), *args], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        found = self.xdo("search", "--sync", "--onlyvisible", "--pid", str(self.proc.pid), timeout=120)
        self.id = found.stdout.split()[0]

    def xdo(self, *args, timeout=10):
        env = {**os.environ, "DISPLAY": self.display}
        return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout)

    def key(self, name: str, times: int = 1, gap: float = 0.15) -> None:
        for i in range(times):
            if i:
                time.sleep(gap)
            self.xdo("key", "--window", self.id, name)

    def double_click(self, x: int, y: int, gap: float = 0.15) -> None:
        self.xdo("mousemove", "--window", self.id, str(x), str(y))
        self.xdo("click", "1")
        time.sleep(gap)
        self.xdo("click", "1")

    def last(self) -> dict | None:
        """The last whole frame of the trace."""
        return last_frame(self.trace)

    def close(self) -> str:
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            out, _ = self.proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, _ = self.proc.communicate()
        return out.decode(errors="replace") if out else ""


def texts(entry) -> list[tuple[str, list]]:
    return [(t, r) for t, r in entry["texts"]]


def hand_cards(entry) -> list[tuple[str, list]]:
    """Face-up cards in the bottom band of the window (the looking person's hand)."""
    return [(c, r) for c, r in entry["cards"] if c and r[1] + r[3] > 560 and r[1] > 420 and 250 < r[0] < 1000]


def _until(done, seconds: float) -> None:
    """Wait until ``done()`` or ``seconds`` have passed, whichever comes first."""
    end = time.time() + seconds
    while time.time() < end and not done():
        time.sleep(0.03)


def play(window: Window, moves: int, seconds: float = 600.0, chip=CHIP, reveal: str = "press Space") -> int:
    """Play as people do until ``moves`` moves were made by people, the game is over or
    time runs out; returns the moves made (``chip``: what a chip's words look like,
    ``reveal``: words of the cover that asks for the reveal, in the window's language)."""
    made, habit, stuck, covers = 0, 0, 0, 0
    end = time.time() + seconds
    while time.time() < end and made < moves:
        e = window.last()
        if e is None:
            time.sleep(0.1)
            continue
        top = e["scenes"][-1] if e["scenes"] else ""
        words = [t for t, _ in texts(e)]
        if top == "GameOver":
            break
        if top in ("Hint", "Summary", "Message"):
            window.key("Return")
            _until(lambda: ((window.last() or {}).get("scenes") or [""])[-1] != top, 0.3)
            continue
        if top == "HandOff":
            covers += 1
            if any(reveal in w for w in words):
                if covers % 3 == 0:  # Space held down half a second (its key repeats)
                    window.xdo("keydown", "--window", window.id, "space")
                    time.sleep(0.5)
                    window.xdo("keyup", "--window", window.id, "space")
                elif covers % 3 == 1:  # a click
                    window.xdo("mousemove", "--window", window.id, "640", "420")
                    window.xdo("click", "1")
                else:
                    window.key("space")
                time.sleep(0.3)
            else:
                if covers % 4 == 0:  # a Space to hurry the bots
                    window.key("space")
                time.sleep(0.1)
            continue
        acting = top.endswith("Table") and isinstance(e["viewer"], int) and e["viewer"] in e["addressed"]
        if not acting:
            time.sleep(0.15)
            continue
        habit += 1
        step = e["step"]
        cards = hand_cards(e)
        chips = [(t, r) for t, r in texts(e) if chip.match(t) and 250 < r[0] < 1030 and 380 < r[1] < 640]
        if habit % 2 and chips:  # a double click on a chip
            _, r = chips[0]
            window.double_click(r[0] + r[2] // 2, r[1] + r[3] // 2)
        elif habit % 2 and cards:  # a double click on a card of the hand
            _, r = cards[(habit // 2) % len(cards)]
            window.double_click(r[0] + r[2] // 2, r[1] + 12)
        else:  # Enter Enter Enter
            window.key("Return", times=3)
        _until(lambda: (window.last() or {}).get("step") != step, 0.5)  # taken, or refused after 0.5 s
        now = window.last()
        if now is not None and now["step"] != step:
            made += 1
            stuck = 0
        else:  # refused (a greyed chip, a card that may not be played): move the focus on
            stuck += 1
            window.key("Right", times=stuck % 4 + 1, gap=0.05)
            if stuck % 5 == 0:
                window.key("Up")
    return made


def trick_ends_seen(entries: list[dict], hold_ms: int) -> tuple[list[str], int]:
    """Each won trick or shift whose reason was in sight for less than ``hold_ms`` (wall
    time), and how many there were."""
    problems = []
    seen: dict[str, list[int]] = {}
    for e in entries:
        for t, _ in e["texts"]:
            if any(r in t for r in REASONS):
                seen.setdefault(t, []).append(e["ms"])
    for reason, times in seen.items():
        if times[-1] - times[0] < hold_ms:
            problems.append(f"{reason!r} was in sight {times[-1] - times[0]} ms")
    return problems, len(seen)


def views_too_soon(entries: list[dict], gap_ms: int) -> list[str]:
    """Frames where one person's view follows another's with less than the cover's
    lock-out between them."""
    problems, last_person, last_ms = [], None, None
    for e in entries:
        v = e["viewer"]
        if isinstance(v, int):
            if last_person is not None and v != last_person and e["ms"] - last_ms < gap_ms:
                problems.append(f"frame {e['frame']}: seat {v}'s view {e['ms'] - last_ms} ms after seat {last_person}'s")
            last_person, last_ms = v, e["ms"]
    return problems


def check(window: Window) -> dict:
    entries = screen_truth.load(window.trace)
    reasons, ends = trick_ends_seen(entries, hold_ms=2000 - 100)  # the "normal" hold, less a frame or so
    return {"frames": len(entries), "screen_truth": screen_truth.check(entries),
            "too_soon": views_too_soon(entries, gap_ms=round(HandOff.LOCKOUT * 1000)),
            "trick_ends": ends, "short_trick_ends": reasons}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.real_play")
    p.add_argument("--game", default="pups")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--humans", type=int, default=2)
    p.add_argument("--moves", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args(argv)
    if not shutil.which("Xvfb") or not shutil.which("xdotool"):
        print("needs Xvfb and xdotool")
        return 2
    xvfb, display = start_xvfb()
    folder = Path(tempfile.mkdtemp(prefix="real-play-"))
    window = Window(display, ["--game", args.game, "--players", str(args.players), "--humans", str(args.humans),
                              "--seed", str(args.seed)], folder,
                    environ={"KENNEL_TEMPO": "1", "KENNEL_FPS": "60"})  # (check() measures what a player sees)
    try:
        made = play(window, args.moves, seconds=1800)
    finally:
        window.close()
        xvfb.terminate()
    found = check(window)
    entries = screen_truth.load(window.trace)
    game = replay({**entries[0]["game"], "actions": [m for e in entries for m in e.get("moves", [])]})
    print(json.dumps({"moves_by_people": made, "steps": game.step, "over": game.is_over,
                      **{k: (v if not isinstance(v, list) else v[:5]) for k, v in found.items()},
                      "trace": str(window.trace)}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
