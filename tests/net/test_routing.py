"""Several servers behind HAProxy configured as the README says (docs/net/haproxy.cfg):
rooms are made on either server, and a connection to ``/ws?room=CODE`` always reaches
the server holding that room. Skipped where HAProxy is not installed."""
from __future__ import annotations

import shutil
import socket
import subprocess
import time

import pytest

from game.net.client import Client, room_url
from tests.net.live import ROOT, LiveServer, run

HAPROXY = shutil.which("haproxy")
pytestmark = pytest.mark.skipif(HAPROXY is None, reason="HAProxy is not installed")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def listening(port: int, within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return True
        except OSError:
            time.sleep(0.05)
    return False


def test_a_proxy_set_up_as_the_readme_says_takes_every_room_code_to_its_server(tmp_path):
    a = LiveServer(tmp_path / "a", "--server-id", "A").start()
    b = LiveServer(tmp_path / "b", "--server-id", "B").start()
    front = free_port()
    config = (ROOT / "docs" / "net" / "haproxy.cfg").read_text()
    config = (config.replace("127.0.0.1:8765", f"127.0.0.1:{front}").replace("127.0.0.1:9001", f"127.0.0.1:{a.port}")
              .replace("127.0.0.1:9002", f"127.0.0.1:{b.port}"))
    (tmp_path / "haproxy.cfg").write_text(config)
    proxy = subprocess.Popen([HAPROXY, "-db", "-f", str(tmp_path / "haproxy.cfg")],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        assert listening(front)
        url = f"ws://127.0.0.1:{front}/ws"

        async def scenario():
            made = []
            for _ in range(6):
                creator = await Client.connect(url)
                made.append((await creator.request({"type": "create", "game": "heaveho", "players": 2,
                                                    "options": {}, "seats": [{"kind": "open"}] * 2}))["room"])
                await creator.close()
            joined = []
            for code in made:
                person = await Client.connect(room_url(url, code))
                joined.append((await person.request({"type": "join", "room": code, "name": "Ann"}))["type"])
                await person.close()
            return made, joined

        made, joined = run(scenario())
        assert {code[:2] for code in made} == {"A-", "B-"} and joined == ["joined"] * 6
    finally:
        proxy.terminate()
        proxy.wait(10)
        a.close()
        b.close()
