"""``kennel serve --workers N``: N server processes behind one port (HAProxy routing by
room code, game/net/workers.py). Skipped where HAProxy is not installed."""
from __future__ import annotations

import os
import shutil
import signal
import time

import pytest

from game.net.client import Client, room_url
from tests.net.live import LiveServer, run

pytestmark = pytest.mark.skipif(shutil.which("haproxy") is None, reason="HAProxy is not installed")

TWO = {"game": "pups", "players": 4, "options": {}, "seats": [{"kind": "open"}] + [{"kind": "bot"}] * 3}


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as handle:
                    if int(handle.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except (OSError, ValueError):
                pass
    return found


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_rooms_are_made_on_every_worker_and_each_code_reaches_its_room(tmp_path):
    server = LiveServer(tmp_path / "data", "--workers", "2").start()
    try:
        async def scenario():
            creators, made = [], []
            for _ in range(6):  # (each creator stays connected: the proxy gives the next one the other worker)
                creator = await Client.connect(server.url)
                creators.append(creator)
                made.append((await creator.request({"type": "create", **TWO}))["room"])
            joined = []
            for code in made:
                person = await Client.connect(room_url(server.url, code))
                joined.append((await person.request({"type": "join", "room": code, "name": "Ann"}))["type"])
            return made, joined

        made, joined = run(scenario())
        assert {code.split("-")[0] for code in made} == {"K1", "K2"} and joined == ["joined"] * 6
    finally:
        server.close()


def test_sigterm_saves_every_workers_rooms_in_time_and_they_resume(tmp_path):
    server = LiveServer(tmp_path / "data", "--workers", "2", "--bot-pace", "0.02").start()
    try:
        async def play():
            seen = {}
            for _ in range(4):
                person = await Client.connect(server.url)
                code = (await person.request({"type": "create", **TWO}))["room"]
                await person.request({"type": "join", "room": code, "name": "Ann"})
                await person.send({"type": "start", "room": code, "token": person.token})
                state = await person.wait_state(lambda s: 0 in s["to_act"] and s["legal"])
                await person.act(state["legal"][0])
                after = await person.wait_state(lambda s: s["step"] > state["step"])
                seen[code] = (person.token, after["step"])
            return seen

        seen = run(play())
        began = time.monotonic()
        assert server.stop(signal.SIGTERM, timeout=30) == 0
        assert time.monotonic() - began < 10
        server.start()

        async def back():
            steps = {}
            for code, (token, _) in seen.items():
                person = await Client.connect(room_url(server.url, code))
                answer = await person.request({"type": "rejoin", "room": code, "token": token})
                assert answer["type"] == "joined", answer
                steps[code] = (await person.wait_state())["step"]
            return steps

        steps = run(back())
        assert all(steps[code] >= step for code, (_, step) in seen.items()), (seen, steps)
    finally:
        server.close()


def test_a_kennel_serve_killed_outright_takes_its_workers_and_proxy_with_it(tmp_path):
    server = LiveServer(tmp_path / "data", "--workers", "2").start()
    try:
        below = children(server.proc.pid)
        assert len(below) == 3  # two workers and the proxy
        server.kill()
        deadline = time.monotonic() + 15
        while any(alive(pid) for pid in below) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(alive(pid) for pid in below)
    finally:
        server.close()
