"""The client the app reuses: ``Background`` runs on its own thread, so a frame loop
sends and polls without ever waiting."""
from __future__ import annotations

import asyncio
import time

import aiohttp
import pytest

from game.net.client import Background, Client, Closed, room_url


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


class ClosingSocket:
    """A websocket whose transport is closing: reading or writing it raises aiohttp's
    ClientConnectionResetError (as when it answers a ping, or a person acts, while the
    server goes)."""
    closed, close_code = False, None

    def __aiter__(self):
        return self

    async def __anext__(self):
        raise aiohttp.ClientConnectionResetError("Cannot write to closing transport")

    async def send_str(self, data):
        raise aiohttp.ClientConnectionResetError("Cannot write to closing transport")

    async def close(self):
        self.closed = True


def test_a_connection_that_breaks_under_the_reader_closes_the_client_without_an_error():
    # the error came out of the reader, and so out of close() (a whole program's last step)
    async def go():
        client = Client(None, ClosingSocket(), False, True)
        await client.close()
        return client.closed

    assert asyncio.run(go()) is True


def test_a_send_on_a_closing_connection_says_closed():
    # a scripted person acted as the server went: the error came out of send, past a
    # caller that stops on Closed
    async def go():
        with pytest.raises(Closed):
            await Client(None, ClosingSocket(), False, True).send({"type": "ping"})

    asyncio.run(go())
