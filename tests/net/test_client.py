"""The client the app reuses: ``Background`` runs on its own thread, so a frame loop
sends and polls without ever waiting."""
from __future__ import annotations

import time

from game.net.client import Background, room_url


def test_a_background_client_sends_from_the_callers_thread_and_polls_the_answers(server):
    client = Background(server.url)
    try:
        client.send({"type": "ping", "id": "frame-1"})
        deadline = time.monotonic() + 10
        got = []
        while not got and time.monotonic() < deadline:
            got = [m for _, m in client.poll() if m.get("ref") == "frame-1"]
            time.sleep(0.01)
    finally:
        client.close()
    assert got and got[0]["type"] == "pong" and client.closed


def test_a_room_url_carries_the_code_for_a_proxy_to_route_by():
    assert room_url("ws://host:8765/ws", "A-7QX4MZ") == "ws://host:8765/ws?room=A-7QX4MZ"
