"""``kennel serve`` / ``python -m game.net``: run the server until SIGINT or SIGTERM, which
save every room and exit 0."""
from __future__ import annotations

import argparse
import asyncio
import gc
import os
import signal
import sys
from pathlib import Path

from aiohttp import web

from game.net import codes, door, quiet_log, workers
from game.net.door import Limits
from game.net.server import (ABANDONED_KEPT, DROP_AFTER, FINISHED_KEPT, QUEUE_LIMIT, SWEEP_EVERY, UNSTARTED_KEPT,
                             Hub)
from game.net.store import Store, default_folder

LISTENING = "Kennel server listening on ws://{host}:{port}/ws"
#: the second line, on stderr (stdout holds the spec's one line): where phones and browsers
#: open the page (game/net/page.py)
PAGE = "Kennel page for phones and browsers: http://{host}:{port}/"


class OneLineParser(argparse.ArgumentParser):
    def error(self, message: str):
        self.exit(2, f"kennel serve: {message} (see kennel serve --help)\n")


def within(kind, what: str, fits, range_words: str):
    """An argparse type: ``kind`` (int or float) of the text, refused in words when it is
    not one ("expected {what}") or when ``fits(value)`` is false ("{range_words}, not ...")."""
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, not {text!r}") from None
        if not fits(value):
            raise argparse.ArgumentTypeError(f"{range_words}, not {text if kind is float else value}")
        return value
    return parse


port_number = within(int, "a port number", lambda v: 0 <= v <= 65535, "a port is from 0 to 65535")
seconds = within(float, "seconds", lambda v: 0 <= v <= 3600, "expected 0 to 3600 seconds")
long_seconds = within(float, "seconds", lambda v: 0 < v <= 365 * 86_400,
                      "expected more than 0 seconds and at most a year")
count = within(int, "a whole number", lambda v: 1 <= v <= 1_000_000, "expected 1 to 1000000")
frames = within(int, "a number of frames", lambda v: 1 <= v <= 1_000_000, "expected 1 to 1000000 frames")


def parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="kennel serve", description="Host Kennel rooms for people at other computers.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; 0.0.0.0 for every one)")
    p.add_argument("--port", type=port_number, default=8765, help="port (default 8765; 0 takes a free one)")
    p.add_argument("--data", metavar="DIR", help="folder for the rooms (default: the data folder's server/)")
    p.add_argument("--server-id", help="this server's id, the start of its room codes, for a proxy "
                                       "in front of several servers (default $KENNEL_SERVER_ID or K)")
    p.add_argument("--bot-pace", type=seconds, metavar="SECONDS",
                   help="seconds between bot moves in turn-based games (default 0.8)")
    p.add_argument("--send-queue", type=frames, default=QUEUE_LIMIT, metavar="FRAMES",
                   help=f"frames waiting for one connection before it is dropped as too slow a reader "
                        f"(default {QUEUE_LIMIT})")
    p.add_argument("--drop-after", type=seconds, default=DROP_AFTER, metavar="SECONDS",
                   help=f"a connection that answers no ping for this long is dropped (default {DROP_AFTER:g})")
    p.add_argument("--workers", type=count, default=1, metavar="N",
                   help="server processes behind the one port, each room on one of them (default 1; more need "
                        "HAProxy, which routes by room code: game/net/workers.py)")
    limits = p.add_argument_group("limits (so that one address cannot use the server up for everyone)")
    limits.add_argument("--max-connections", type=count, default=door.MAX_CONNECTIONS, metavar="N",
                        help=f"connections open at once (default {door.MAX_CONNECTIONS}; always "
                             f"{door.FD_HEADROOM} below the file-descriptor limit)")
    limits.add_argument("--per-address", type=count, default=door.CONNECTIONS_PER_ADDRESS, metavar="N",
                        help=f"connections open from one address (default {door.CONNECTIONS_PER_ADDRESS})")
    limits.add_argument("--handshake", type=long_seconds, default=door.HANDSHAKE, metavar="SECONDS",
                        help=f"an HTTP request (a WebSocket's upgrade included) not whole after this long, "
                             f"or a connection idle this long between requests, is closed (default {door.HANDSHAKE:g})")
    limits.add_argument("--rooms-per-address", type=count, default=door.ROOMS_PER_ADDRESS, metavar="N",
                        help=f"rooms one address makes in a burst; then one more every {door.ROOM_REFILL:g} s "
                             f"(default {door.ROOMS_PER_ADDRESS})")
    limits.add_argument("--unstarted-per-address", type=count, default=door.UNSTARTED_PER_ADDRESS, metavar="N",
                        help=f"rooms nobody has started that one address holds (default {door.UNSTARTED_PER_ADDRESS})")
    limits.add_argument("--held-per-address", type=count, default=door.ROOMS_HELD_PER_ADDRESS, metavar="N",
                        help=f"rooms, started or not, one address holds in the server "
                             f"(default {door.ROOMS_HELD_PER_ADDRESS})")
    limits.add_argument("--max-rooms", type=count, default=door.MAX_ROOMS, metavar="N",
                        help=f"rooms the server holds (default {door.MAX_ROOMS})")
    limits.add_argument("--spectators", type=count, default=door.SPECTATORS_PER_ROOM, metavar="N",
                        help=f"spectators one room takes (default {door.SPECTATORS_PER_ROOM})")
    limits.add_argument("--unstarted-kept", type=long_seconds, default=UNSTARTED_KEPT, metavar="SECONDS",
                        help=f"a room nobody started and nobody is in goes after this long (default {UNSTARTED_KEPT:g})")
    limits.add_argument("--abandoned-kept", type=long_seconds, default=ABANDONED_KEPT, metavar="SECONDS",
                        help=f"a started room nobody is connected to goes to finished/ after this long "
                             f"(default {ABANDONED_KEPT:g})")
    limits.add_argument("--finished-kept", type=long_seconds, default=FINISHED_KEPT, metavar="SECONDS",
                        help=f"a finished room nobody is in leaves memory after this long (default {FINISHED_KEPT:g})")
    limits.add_argument("--sweep-every", type=long_seconds, default=SWEEP_EVERY, metavar="SECONDS",
                        help=f"seconds between looks for idle rooms (default {SWEEP_EVERY:g})")
    limits.add_argument("--trust-proxy", action="append", default=[], metavar="ADDRESS",
                        help="a proxy in front (the routing HAProxy) whose X-Forwarded-For names the person; "
                             "repeat for several")
    return p


def limits_of(args) -> tuple[Limits, dict]:
    """The ``Limits`` and the hub's idle times that the options ask for."""
    limits = Limits(connections=args.max_connections, per_address=args.per_address, handshake=args.handshake,
                    rooms_per_address=args.rooms_per_address, unstarted_per_address=args.unstarted_per_address,
                    held_per_address=args.held_per_address,
                    max_rooms=args.max_rooms, spectators=args.spectators, trusted=frozenset(args.trust_proxy))
    kept = {"unstarted_kept": args.unstarted_kept, "abandoned_kept": args.abandoned_kept,
            "finished_kept": args.finished_kept, "sweep_every": args.sweep_every}
    return limits, kept


def url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


async def serve(host: str, port: int, folder: Path, sid: str, pace: float | None = None,
                queue_limit: int = QUEUE_LIMIT, drop_after: float = DROP_AFTER, ready=None,
                own_process: bool = True, limits: Limits | None = None, kept: dict | None = None) -> int:
    """``own_process``: False when an app hosts the server on a thread of its own process
    (game/net/hosting.py): the collector is then the app's, so the server neither freezes it
    at start nor tends it (``Hub.tend_memory``); freezing there froze the app's screens and
    widgets as well, and a screen frozen in its reference cycles is never freed (the
    10-minute monkey grew by some 100 MB a minute once a game was hosted)."""
    kept = dict(kept or {})
    sweep_every = kept.pop("sweep_every", SWEEP_EVERY)
    limits = limits or Limits()
    if own_process:
        quiet_log.install(asyncio.get_running_loop())
    hub = Hub(Store(folder), sid, pace=pace, queue_limit=queue_limit, drop_after=drop_after, limits=limits, **kept)
    try:
        resumed = hub.load()
        if own_process:
            gc.collect()
            gc.freeze()  # what is loaded now lives as long as the server: no collection walks it again
            gc.disable()  # collected on the server's own clock instead (Hub.tend_memory)
        runner = web.AppRunner(hub.app(), access_log=None, handle_signals=False, keepalive_timeout=limits.handshake)
        await runner.setup()
        hub.door.guard(runner.server)
        site = web.TCPSite(runner, host, port, reuse_address=True)
        await site.start()
        bound = site._server.sockets[0].getsockname()[1] if site._server and site._server.sockets else port
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(signum, stop.set)
            except (NotImplementedError, RuntimeError):  # not the main thread (a test runs it in-process)
                pass
        sweeper = asyncio.create_task(hub.sweep(sweep_every))
        tending = asyncio.create_task(hub.tend_memory()) if own_process else None
        counting = asyncio.create_task(quiet_log.keep_flushing())
        if resumed:
            print(f"kennel serve: {resumed} room(s) resumed from {folder}", file=sys.stderr, flush=True)
        print(LISTENING.format(host=url_host(host), port=bound), flush=True)
        if not os.environ.get(workers.WORKER):  # (a worker's port is not the one people use)
            print(PAGE.format(host=url_host(host), port=bound), file=sys.stderr, flush=True)
        if ready is not None:
            ready(hub, bound, stop)
        await stop.wait()
        sweeper.cancel()
        counting.cancel()
        if tending is not None:
            tending.cancel()
        await hub.save_all()
        await hub.close_all()
        await runner.cleanup()
        for room in list(hub.rooms.values()):
            hub.remove(room)
    finally:  # the writing threads end however the server stops (a port in use, an app's stop)
        hub.store.close()
        if own_process:
            gc.enable()
    return 0


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    try:
        sid = codes.server_id(args.server_id)
    except ValueError as exc:
        parser().error(str(exc))
    folder = Path(args.data) if args.data else default_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        parser().error(f"--data: cannot use {folder} ({exc.strerror})")
    if args.workers > 1:
        return workers.run(parser(), args, folder, sid, LISTENING, PAGE)
    try:
        limits, kept = limits_of(args)
        return asyncio.run(serve(args.host, args.port, folder, sid, args.bot_pace, args.send_queue,
                                 args.drop_after, limits=limits, kept=kept))
    except OSError as exc:  # the port is taken, the address is not this machine's
        print(f"kennel serve: cannot listen on {args.host}:{args.port} ({exc.strerror or exc})", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # pragma: no cover - SIGINT before the handler was installed
        return 0
