"""The latency proxy (game.net.proxy): it holds every byte the chosen time each way, keeps
their order through jitter, cuts connections on demand, and runs from the command line."""
from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import time

from game.net.client import Client
from game.net.proxy import Proxy
from tests.net.live import ROOT, run


def test_a_round_trip_through_the_proxy_takes_at_least_the_delays_both_ways(server):
    async def scenario():
        proxy = Proxy(("127.0.0.1", server.port), up=0.030, down=0.050)
        await proxy.start()
        client = await Client.connect(proxy.url())
        took = await client.measure(times=3)
        await client.close()
        await proxy.close()
        return took

    assert run(scenario()) >= 0.080


def test_jitter_never_reorders_what_goes_through(server):
    async def scenario():
        proxy = Proxy(("127.0.0.1", server.port), up=0.005, down=0.005, jitter=0.020, seed=1)
        await proxy.start()
        client = await Client.connect(proxy.url())
        for n in range(40):
            await client.send({"type": "ping", "id": n})
        await client.wait(lambda m: m.get("ref") == 39)
        await client.close()
        await proxy.close()
        return [m["ref"] for m in client.received("pong")]

    assert run(scenario()) == list(range(40))


def test_cutting_ends_every_connection_through_the_proxy(server):
    async def scenario():
        proxy = Proxy(("127.0.0.1", server.port))
        await proxy.start()
        clients = [await Client.connect(proxy.url()) for _ in range(3)]
        cut = proxy.cut()
        await asyncio.wait_for(asyncio.gather(*(c._reader for c in clients)), 5)
        await proxy.close()
        return cut, [c.closed for c in clients]

    assert run(scenario()) == (3, [True, True, True])


def test_the_proxy_runs_from_the_command_line_and_cuts_on_sigusr1(server):
    proc = subprocess.Popen([sys.executable, "-m", "game.net.proxy", "--to", f"127.0.0.1:{server.port}",
                             "--up-ms", "20", "--down-ms", "20"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        port = int(line.split("127.0.0.1:")[1].split()[0])

        async def scenario():
            client = await Client.connect(f"ws://127.0.0.1:{port}/ws")
            started = time.monotonic()
            await client.request({"type": "ping"})
            took = time.monotonic() - started
            proc.send_signal(signal.SIGUSR1)
            await asyncio.wait_for(client._reader, 5)
            return took, client.closed

        took, closed = run(scenario())
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(10) == 0 and took >= 0.040 and closed
    finally:
        proc.kill()
