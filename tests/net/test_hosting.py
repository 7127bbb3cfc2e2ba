"""A server hosted by the app (game/net/hosting.py) runs on a thread of the app's process:
it leaves the app's garbage collector alone."""
from __future__ import annotations

import asyncio
import gc

from game.net.hosting import Hosted


async def _task_names() -> list[str]:
    return [task.get_coro().__qualname__ for task in asyncio.all_tasks()]


def test_a_hosted_server_never_freezes_the_apps_collector(tmp_path):
    # `kennel serve` freezes what it loaded and, every 10 s, what survived a young
    # collection (Hub.tend_memory): in an app that froze the app's own screens and
    # widgets too, whose reference cycles were then never freed (the monkey's RSS grew
    # by ~100 MB a minute once it had pressed Host)
    gc.unfreeze()
    hosted = Hosted(tmp_path / "server", host="127.0.0.1").start(port=0)
    try:
        assert gc.get_freeze_count() == 0
        names = asyncio.run_coroutine_threadsafe(_task_names(), hosted._loop).result(5)
        assert not any("tend_memory" in name for name in names), names
        assert any("sweep" in name for name in names), names  # the server's other chores still run
    finally:
        hosted.stop()
    assert not hosted.running


def test_a_host_whose_port_is_taken_moves_to_a_free_port_and_leaves_no_writing_thread(tmp_path):
    import socket
    import threading

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        before = set(threading.enumerate())
        hosted = Hosted(tmp_path / "server", host="127.0.0.1").start(port=port)
        try:
            assert hosted.port not in (0, port)
        finally:
            hosted.stop()
    left = [t.name for t in threading.enumerate() if t not in before and t.is_alive()]
    assert left == []
