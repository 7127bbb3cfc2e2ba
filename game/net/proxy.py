"""A latency proxy: a loopback TCP relay that holds every byte a chosen time in each
direction (with jitter, order kept, as a real link keeps it) and can cut every
connection on demand. For trying the server over a slow network, from tests
(``Proxy`` on the test's event loop) or by hand:

    python -m game.net.proxy --to 127.0.0.1:8765 --listen 9000 --up-ms 75 --down-ms 75 --jitter-ms 5

(SIGUSR1 cuts every connection going through it; Ctrl-C ends it.)
"""
from __future__ import annotations

import argparse
import asyncio
import random
import signal
import sys
import time


class Proxy:
    """``up``: seconds added from client to server; ``down``: from server to client;
    ``jitter``: up to this much more, at random, per chunk (never reordering)."""

    def __init__(self, target: tuple[str, int], up: float = 0.0, down: float = 0.0, jitter: float = 0.0,
                 seed: int | None = None, listen: tuple[str, int] = ("127.0.0.1", 0)):
        self.target = target
        self.up, self.down, self.jitter = up, down, jitter
        self.listen = listen
        self.rng = random.Random(seed)
        self.port: int | None = None
        self._server: asyncio.AbstractServer | None = None
        self._links: set[tuple[asyncio.StreamWriter, asyncio.StreamWriter]] = set()
        self._tasks: set[asyncio.Task] = set()

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._accept, *self.listen)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    def url(self, path: str = "/ws") -> str:
        return f"ws://{self.listen[0]}:{self.port}{path}"

    async def _accept(self, client_r: asyncio.StreamReader, client_w: asyncio.StreamWriter) -> None:
        try:
            server_r, server_w = await asyncio.open_connection(*self.target)
        except OSError:
            client_w.close()
            return
        link = (client_w, server_w)
        self._links.add(link)
        up = asyncio.create_task(self._pipe(client_r, server_w, lambda: self.up))
        down = asyncio.create_task(self._pipe(server_r, client_w, lambda: self.down))
        self._tasks.update((up, down))
        try:
            await asyncio.wait([up, down], return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (up, down):
                task.cancel()
                self._tasks.discard(task)
            self._links.discard(link)
            for writer in link:
                writer.close()

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay) -> None:
        """Read as bytes come; write each chunk once its time has come, in order."""
        held: asyncio.Queue = asyncio.Queue()
        last = 0.0

        async def release():
            while True:
                due, chunk = await held.get()
                if chunk is None:
                    return
                wait = due - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                writer.write(chunk)
                await writer.drain()

        sender = asyncio.create_task(release())
        try:
            while True:
                chunk = await reader.read(65536)
                if not chunk:
                    break
                due = time.monotonic() + delay() + (self.rng.uniform(0, self.jitter) if self.jitter else 0.0)
                last = max(last, due)
                held.put_nowait((last, chunk))
            held.put_nowait((last, None))
            await sender
        finally:
            sender.cancel()

    def cut(self) -> int:
        """Cut every connection through the proxy now (as a network that drops);
        returns how many were cut."""
        links = list(self._links)
        for client_w, server_w in links:
            for writer in (client_w, server_w):
                transport = writer.transport
                if transport is not None:
                    transport.abort()
        return len(links)

    async def close(self) -> None:
        self.cut()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.net.proxy", description="Relay TCP with added latency.")
    p.add_argument("--to", required=True, metavar="HOST:PORT", help="where to relay to")
    p.add_argument("--listen", type=int, default=0, metavar="PORT", help="port to listen on (default: a free one)")
    p.add_argument("--up-ms", type=float, default=0.0, help="added from client to server (ms)")
    p.add_argument("--down-ms", type=float, default=0.0, help="added from server to client (ms)")
    p.add_argument("--jitter-ms", type=float, default=0.0, help="up to this much more per chunk (ms)")
    args = p.parse_args(argv)
    host, _, port = args.to.rpartition(":")
    if not host or not port.isdigit():
        p.error("--to wants HOST:PORT")

    async def run():
        proxy = Proxy((host, int(port)), args.up_ms / 1000, args.down_ms / 1000, args.jitter_ms / 1000,
                      listen=("127.0.0.1", args.listen))
        await proxy.start()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGINT, stop.set)
        loop.add_signal_handler(signal.SIGTERM, stop.set)
        loop.add_signal_handler(signal.SIGUSR1, lambda: print(f"cut {proxy.cut()} connection(s)", flush=True))
        print(f"Latency proxy on 127.0.0.1:{proxy.port} -> {host}:{port} "
              f"(+{args.up_ms:g} ms up, +{args.down_ms:g} ms down, jitter {args.jitter_ms:g} ms)", flush=True)
        await stop.wait()
        await proxy.close()

    asyncio.run(run())
    return 0


if __name__ == "__main__":
    sys.exit(main())
