"""A fair start for an online real-time round, as the guest's window shows it: the host
(a scripted client on its own connection, as eager as can be) starts a Heave Ho! room
while the guest's app shows its first-time pop-up. Nothing is played while the pop-up
is open; once it is closed the window counts down 3-2-1, and the first move comes no
sooner than the countdown after that. A real ``kennel serve`` child process holds the
room; the guest's frame trace is what the test reads."""
from __future__ import annotations

import asyncio
import threading

import pygame
import pytest

from game.net.client import Client, Closed
from tests import screen_truth
from tests.net.live import LiveServer
from tests.scenes.conftest import press, run, until

pytestmark = pytest.mark.xdist_group("online")

OPEN = {"kind": "open"}


class EagerHost:
    """Ann: makes a Heave Ho! room with a 3 s countdown, sits, and once ``go`` is set
    starts it and keeps a pair the moment any state offers a move."""

    def __init__(self, url: str):
        self.url = url
        self.code: str | None = None
        self.first_move_state: dict | None = None
        self.refused: list[str] = []
        self.ready = threading.Event()
        self.go = threading.Event()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="host", daemon=True)
        self.thread.start()
        assert self.ready.wait(30)

    async def _run(self) -> None:
        client = await Client.connect(self.url)
        try:
            lobby = await client.request({"type": "create", "game": "heaveho", "players": 2, "options": {},
                                          "seats": [OPEN, OPEN], "countdown": 3, "seed": 5})
            self.code = lobby["room"]
            await client.request({"type": "join", "room": self.code, "name": "Ann"})
            await client.send({"type": "ready", "room": self.code})
            self.ready.set()
            await asyncio.get_running_loop().run_in_executor(None, self.go.wait, 60)
            await client.send({"type": "start", "room": self.code, "token": client.token})
            while not self.stop.is_set():
                state = client.state
                if state is not None and state["legal"] and not state["over"]:
                    await client.act(state["legal"][0])
                    if self.first_move_state is None:
                        self.first_move_state = state
                await asyncio.sleep(0.01)
            self.refused = [m["code"] for m in client.received("error")]
        except Closed:
            pass
        finally:
            self.ready.set()
            await client.close()


@pytest.mark.timeout(180)
def test_an_online_sort_starts_only_after_the_pop_up_and_a_full_countdown_in_the_window(make_app, tmp_path):
    server = LiveServer(tmp_path / "rooms").start()
    host = EagerHost(server.url)
    try:
        trace = tmp_path / "bo.jsonl"
        app = make_app(trace=str(trace), hints=True)  # Bo has never played Heave Ho!: its pop-up comes
        app.stack.push(app.scene("title"))
        screen = app.stack.push(app.scene("online"))
        run(app, 1)
        screen.go("join")
        screen.address, screen.code, screen.name = f"127.0.0.1:{server.port}", host.code, "Bo"
        screen.join()
        assert until(app, lambda: screen.session is not None and screen.session.token, 20), screen.problem
        host.go.set()
        assert until(app, lambda: type(app.stack.top).__name__ == "Hint", 20), type(app.stack.top).__name__
        table = app.stack.scenes[-2]
        until(app, lambda: False, 3.0)  # Bo reads the pop-up for three seconds
        assert table.match.step == 0 and host.first_move_state is None
        press(app, pygame.K_RETURN, frames=1)
        assert app.stack.top is table
        assert until(app, lambda: table.match.step > 0, 30), table.match.status()
        host.stop.set()
        host.thread.join(10)
    finally:
        server.close()
    entries = screen_truth.load(trace)
    at_table = [e for e in entries if e.get("online")]
    popped = [e for e in at_table if e["scenes"][-1] == "Hint"]
    moved = [e for e in at_table if e["step"] > 0]
    assert popped and moved and all(e["step"] == 0 for e in popped)
    last_pop, first_move = popped[-1], moved[0]
    assert first_move["ms"] - last_pop["ms"] >= 3000  # the ready went after the pop-up; then 3 s
    counted = [t for e in at_table if last_pop["frame"] < e["frame"] < first_move["frame"]
               for t, _ in e["texts"] if t in ("3", "2", "1")]
    assert list(dict.fromkeys(counted)) == ["3", "2", "1"]
    assert "too_soon" not in host.refused  # (nothing was even offered before the end)
