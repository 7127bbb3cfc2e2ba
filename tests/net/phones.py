"""People on phones, scripted: connections that take a hosted room's open seats one by
one, as the phone page does, start the game and play it (tests/scenes/test_table_screen.py,
tools/table_screen_shots.py)."""
from __future__ import annotations

import asyncio
import random
import threading

from game.net.client import Client, Closed
from tests.net.players import close_all, play_randomly, start


class Phones:
    """People on phones: each ``sit`` takes the next open seat of ``room``; ``go`` has
    the first start the game and all play random legal moves to its end."""

    def __init__(self, url: str, room: str, names: list[str], seed: int = 5, think=(0.0, 0.0)):
        self.url, self.room, self.names, self.seed, self.think = url, room, names, seed, think
        self.seated = 0
        self.record: dict | None = None
        self.sit = threading.Semaphore(0)
        self.go = threading.Event()
        self.done = threading.Event()
        self.quitting = False
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="phones", daemon=True)
        self.thread.start()

    async def _run(self) -> None:
        clients = []
        loop = asyncio.get_running_loop()
        try:
            for name in self.names:
                await loop.run_in_executor(None, self.sit.acquire, True, 30)
                if self.quitting:
                    return
                client = await Client.connect(self.url)
                clients.append(client)
                answer = await client.request({"type": "join", "room": self.room, "name": name})
                client.token = answer["token"]
                self.seated += 1
            await loop.run_in_executor(None, self.go.wait, 60)
            if self.quitting:
                return
            await start(clients[0], self.room)
            rng = random.Random(self.seed)
            await asyncio.gather(*(play_randomly(c, random.Random(rng.random()), self.think, timeout=60) for c in clients))
            message = await clients[0].wait(lambda m: m["type"] == "record", 20)
            self.record = message["record"]
        except (Closed, asyncio.TimeoutError, OSError):  # (the test says what it missed)
            pass
        finally:
            await close_all(clients)
            self.done.set()

    def leave(self) -> None:
        """Go before the game is started (or before every seat is taken), and wait till gone."""
        self.quitting = True
        self.go.set()
        for _ in self.names:
            self.sit.release()
        self.done.wait(10)


def close_hosting(app, phones: Phones | None = None) -> None:
    """The end of an app that hosted a room: every scene's match closed, the server
    stopped (every room saved), the scripted phones gone."""
    for scene in app.stack.scenes:
        closer = getattr(getattr(scene, "match", None), "close", None)
        if closer:
            closer()
    hosted = getattr(app, "hosted", None)
    if hosted is not None:
        hosted.stop()
    if phones is not None:
        phones.leave()
