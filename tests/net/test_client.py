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


def test_a_connection_that_breaks_under_the_reader_closes_the_client_without_an_error():
    # aiohttp answers a ping while the transport closes: ClientConnectionResetError
    # came out of the reader, and so out of close() (a whole program's last step)
    import asyncio

    import aiohttp

    from game.net.client import Client

    class Breaking:
        closed, close_code = False, None

        def __aiter__(self):
            return self

        async def __anext__(self):
            raise aiohttp.ClientConnectionResetError("Cannot write to closing transport")

        async def close(self):
            self.closed = True

    async def go():
        client = Client(None, Breaking(), False, True)
        await client.close()
        return client.closed

    assert asyncio.run(go()) is True
