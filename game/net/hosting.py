"""A server hosted by the app: ``kennel serve``'s own code on a thread of this process,
listening on every address of this computer so that friends can join, keeping its rooms
in the data folder's ``server/`` (a restarted app resumes them)."""
from __future__ import annotations

import asyncio
import socket
import threading
from pathlib import Path

from game.net import codes
from game.net.serve import serve
from game.net.store import default_folder

#: the port a hosting app tries first (the server's default), then any free one
PORT = 8765


class Hosted:
    """``start`` returns once the server listens (or raises OSError with words)."""

    def __init__(self, folder: Path | None = None, host: str = "0.0.0.0", pace: float | None = None):
        self.folder = Path(folder) if folder is not None else default_folder()
        self.host = host
        self.pace = pace  # (seconds between bot moves; None: the server's own)
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self.error: BaseException | None = None

    def start(self, port: int = PORT, timeout: float = 10.0) -> "Hosted":
        for tried in ([port, 0] if port else [0]):
            self._ready.clear()
            self.error = None
            self._thread = threading.Thread(target=self._run, args=(tried,), name="kennel-host", daemon=True)
            self._thread.start()
            if not self._ready.wait(timeout):
                raise OSError("the server did not start in time")
            if self.error is None:
                return self
            self._thread.join(2.0)
        raise OSError(f"could not start a server here ({self.error})")

    def _run(self, port: int) -> None:
        def ready(hub, bound, stop):
            self.port, self._stop = bound, stop
            self._loop = asyncio.get_running_loop()
            self._ready.set()

        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            asyncio.run(serve(self.host, port, self.folder, codes.server_id(), pace=self.pace, ready=ready, own_process=False))
        except BaseException as exc:  # told to the caller by start()
            self.error = exc
        finally:
            self._ready.set()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self.error is None

    @property
    def url(self) -> str:
        """The address this computer's own app connects to."""
        return f"ws://127.0.0.1:{self.port}/ws"

    def addresses(self) -> list[str]:
        """Addresses friends can type ("192.168.1.5:8765"), this computer's first."""
        found = []
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                probe.connect(("192.0.2.1", 9))  # no packet is sent: it only picks the outward address
                found.append(probe.getsockname()[0])
        except OSError:
            pass
        try:
            for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
                if info[4][0] not in found and not info[4][0].startswith("127."):
                    found.append(info[4][0])
        except OSError:
            pass
        return [f"{ip}:{self.port}" for ip in found] or [f"127.0.0.1:{self.port}"]

    def join_link(self, code: str) -> str:
        """The phone page's join link for room ``code`` at this computer's first address
        (``http://192.168.1.5:8765/r/K-7QX4MZ``): what the host screen's QR code opens."""
        return f"http://{self.addresses()[0]}/r/{code}"

    def stop(self, timeout: float = 5.0) -> None:
        """Save every room and stop (the rooms wait in the folder for the next start)."""
        if self._loop is not None and self._stop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
