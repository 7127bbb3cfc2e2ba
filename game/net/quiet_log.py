"""The server's log lines on stderr, which nobody outside can make flood a disk.

Every line has a *kind* (``"save failed"``, ``"accept failed"``, ``"room bug"``...).
The first line of a kind in an interval is written at once; the others of that kind
in the same interval are only counted, and the next line of that kind after it says
how many there were (``(and 1,234 more like this in the last 60 s)``), as does
``flush`` (the server calls it every interval, so a count is never kept back for
long). So a client that makes a thousand failures a second costs one line a minute
per kind, whatever it tries.

``install`` routes what asyncio and aiohttp would log (a failed accept when the file
table is full, a broken handshake) through the same counting, with the traceback
only in the first line of each kind.
"""
from __future__ import annotations

import asyncio
import logging
import sys
import time
from typing import Callable, TextIO

#: one line per kind per this many seconds
INTERVAL = 60.0
#: the longest line written (a traceback beyond this is cut)
LINE_LIMIT = 4000
#: kinds remembered at once (a kind is a fixed text of the code, never a client's words;
#: this only bounds a bug that makes kinds from data)
KINDS_LIMIT = 500


class QuietLog:
    def __init__(self, out: TextIO | None = None, interval: float = INTERVAL,
                 clock: Callable[[], float] = time.monotonic):
        self._out = out
        self.interval = interval
        self.clock = clock
        #: kind -> (when its interval began, lines held back since)
        self._kinds: dict[str, list] = {}

    @property
    def out(self) -> TextIO:
        return self._out if self._out is not None else sys.stderr

    def say(self, kind: str, text: str) -> bool:
        """Write ``text`` (one line, prefixed ``kennel serve:``) unless a line of ``kind``
        went out less than an interval ago; returns whether it was written."""
        now = self.clock()
        entry = self._kinds.get(kind)
        if entry is not None and now - entry[0] < self.interval:
            entry[1] += 1
            return False
        held = entry[1] if entry is not None else 0
        if entry is None and len(self._kinds) >= KINDS_LIMIT:
            self.flush()
            self._kinds.clear()
        self._kinds[kind] = [now, 0]
        if held:
            text = f"{text} (and {held:,} more like this in the last {self.interval:g} s)"
        self._write(text)
        return True

    def flush(self) -> None:
        """Say the counts held back whose interval has passed."""
        now = self.clock()
        for kind, entry in list(self._kinds.items()):
            if now - entry[0] >= self.interval:
                if entry[1]:
                    self._write(f"{kind}: {entry[1]:,} more like this in the last {self.interval:g} s")
                del self._kinds[kind]

    def _write(self, text: str) -> None:
        if len(text) > LINE_LIMIT:
            text = text[:LINE_LIMIT] + " [...]"
        try:
            print(f"kennel serve: {text}", file=self.out, flush=True)
        except (OSError, ValueError):  # stderr closed or its disk full: nothing better to do
            pass

    # -- what the libraries would log ------------------------------------------------------
    def asyncio_handler(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """For ``loop.set_exception_handler``: one line per kind (the message, the
        exception's type) per interval."""
        exc = context.get("exception")
        message = str(context.get("message") or "an error on the event loop")
        kind = f"{message[:80]} ({type(exc).__name__})" if exc is not None else message[:80]
        detail = f"{message}: {exc!r}" if exc is not None else message
        self.say(kind, detail)

    def handler(self) -> logging.Handler:
        log = self

        class Quiet(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                try:
                    text = record.getMessage()
                    if record.exc_info and record.exc_info[1] is not None:
                        text = f"{text}: {record.exc_info[1]!r}"
                    log.say(f"{record.name}: {record.msg if isinstance(record.msg, str) else text}"[:120], text)
                except Exception:  # pragma: no cover - logging never takes the server down
                    pass

        return Quiet(logging.WARNING)


#: the server's log (one per process)
LOG = QuietLog()


def say(kind: str, text: str) -> bool:
    return LOG.say(kind, text)


def install(loop: asyncio.AbstractEventLoop) -> None:
    """Route asyncio's and aiohttp's own errors through ``LOG`` (never a traceback per
    failed accept or broken connection)."""
    loop.set_exception_handler(LOG.asyncio_handler)
    for name in ("asyncio", "aiohttp"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [LOG.handler()]
        logger.propagate = False


async def keep_flushing(every: float | None = None) -> None:
    """Say held-back counts once their interval is over (a task of the server's)."""
    while True:
        await asyncio.sleep(every or LOG.interval)
        LOG.flush()
