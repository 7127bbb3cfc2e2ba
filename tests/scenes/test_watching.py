"""Watching an online room from the app: a real ``kennel serve`` child process, scripted
people playing at it on their own connections, and the app's spectator screen
(Join -> Watch, ``kennel --watch``, ``app.scene("watch", address, code)``) joining at
some moment. What the spectator's window painted (its frame trace) is held to the
public view of the server's record, step by step."""
from __future__ import annotations

import asyncio
import random
import threading
import time

import pygame
import pytest

from game import replay
from game.net.client import Closed
from tests import screen_truth
from tests.net.live import LiveServer
from tests.net.players import close_all, play_randomly, seat_people, start
from tests.scenes.conftest import press, run, until

pytestmark = pytest.mark.xdist_group("online")

OPEN = {"kind": "open"}


class People:
    """Scripted people seated in a new room, playing random legal moves on a thread of
    their own once ``go`` is set (after ``started``, the room's code is ``code``)."""

    def __init__(self, url: str, game: str, names: list[str], seed: int, chance: float = 1.0,
                 think=(0.0, 0.0), start_game: bool = True):
        self.url, self.game, self.names, self.seed = url, game, names, seed
        self.chance, self.think, self.start_game = chance, think, start_game
        self.code: str | None = None
        self.steps = 0
        self.record: dict | None = None
        self.ready = threading.Event()
        self.go = threading.Event()
        self.done = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="people", daemon=True)
        self.thread.start()
        assert self.ready.wait(30), "the people did not sit down"

    async def _run(self) -> None:
        try:
            self.code, people = await seat_people(self.url, self.game, [OPEN] * len(self.names), self.names,
                                                  seed=self.seed)
            self.ready.set()
            await asyncio.get_running_loop().run_in_executor(None, self.go.wait, 60)
            if self.start_game:
                await start(people[0], self.code)
            rng = random.Random(self.seed)

            async def follow():
                while True:
                    state = await people[0].wait_state(lambda s: s["step"] > self.steps or s["over"], 60)
                    self.steps = state["step"]
                    if state["over"]:
                        return

            await asyncio.gather(follow(), *(play_randomly(c, random.Random(rng.random()), self.think, self.chance,
                                                           timeout=60) for c in people))
            message = await people[0].wait(lambda m: m["type"] == "record", 20)
            self.record = message["record"]
            await close_all(people)
        except (Closed, asyncio.TimeoutError):  # (the server went first: the test says what it missed)
            pass
        finally:
            self.ready.set()
            self.done.set()


@pytest.fixture
def server(tmp_path):
    live = LiveServer(tmp_path / "rooms").start()
    yield live
    live.close()


def spectator_table(app):
    return next((s for s in app.stack.scenes if getattr(s, "spectating", False)), None)


def watch_to_the_end(app, server, people) -> list[dict]:
    """The app watches ``people``'s room from the Join form's Watch button; it follows the
    game to its Game over screen. Returns the window's frame trace."""
    screen = app.stack.push(app.scene("online"))
    run(app, 1)
    screen.go("join")
    screen.address, screen.code = f"127.0.0.1:{server.port}", people.code
    screen.watch()
    assert until(app, lambda: spectator_table(app) is not None, 30), getattr(app.stack.top, "problem", "")
    table = spectator_table(app)

    def followed() -> bool:
        top = type(app.stack.top).__name__
        if top == "GameOver":
            return True
        if top in ("RoundSummary", "Summary"):  # read, and closed with Enter as a person does
            press(app, pygame.K_RETURN, frames=1)
        return False
    assert until(app, followed, 150, dt=0.05), (type(app.stack.top).__name__, table.match.step, people.steps)
    assert people.done.wait(30) and people.record is not None
    return table


@pytest.mark.timeout(300)
@pytest.mark.parametrize("game, names, chance, think", [
    ("pooch", ["Ann", "Bo", "Cy", "Dee"], 0.3, (0.0, 0.0)),
    ("heaveho", ["Ann", "Bo"], 1.0, (0.0, 0.01)),
])
def test_a_spectator_joining_mid_game_follows_it_to_the_end_seeing_only_public_cards(
        make_app, server, tmp_path, game, names, chance, think):
    people = People(server.url, game, names, seed=7, chance=chance, think=think)
    trace = tmp_path / "spectator.jsonl"
    app = make_app(trace=str(trace))
    app.stack.push(app.scene("title"))
    run(app, 1)
    people.go.set()
    assert until(app, lambda: people.steps >= 12, 30), people.steps  # well into the game
    joined_at = people.steps
    table = watch_to_the_end(app, server, people)
    assert table.match.is_over and table.match.result() == replay(people.record).result()
    entries = screen_truth.load(trace)
    watched = [e for e in entries if (e.get("online") or {}).get("room") == people.code]
    assert watched and all(e["online"]["seat"] is None for e in watched)
    assert watched[0]["step"] >= joined_at  # it came in mid-game
    assert watched[-1]["step"] == len(people.record["actions"])  # ... and saw the last step
    assert any(e["face_up"] for e in watched)  # (the check below checks something)
    assert screen_truth.online_privacy(watched, people.record) == []


@pytest.mark.timeout(180)
def test_kennel_watch_on_the_command_line_opens_the_spectators_table(server, tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    people = People(server.url, "pooch", ["Ann", "Bo", "Cy", "Dee"], seed=3, chance=0.3, think=(0.05, 0.2))
    people.go.set()
    deadline = time.monotonic() + 30
    while people.steps < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    trace = tmp_path / "trace.jsonl"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "KENNEL_DATA_DIR": str(tmp_path / "data"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-m", "scenes", "--watch", f"127.0.0.1:{server.port}", people.code.lower(),
                           "--frames", "240", "--trace", str(trace)], cwd=Path(__file__).resolve().parents[2],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    entries = screen_truth.load(trace)
    watched = [e for e in entries if e.get("online")]
    assert watched and {e["online"]["seat"] for e in watched} == {None}
    # the spectator's table is open to the end (a round's summary may lie over it as the
    # frames run out) and said "Watching" while it was on top
    assert any(scene.endswith("Table") for scene in watched[-1]["scenes"]), watched[-1]["scenes"]
    assert any(e["scenes"][-1].endswith("Table") and any(t.startswith("Watching") for t, _ in e["texts"])
               for e in watched)
    people.go.set()
