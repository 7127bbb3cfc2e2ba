"""The autosave is written by a helper thread once the frame is on screen, so a
frame never waits on the disk. Only the newest game state matters: a state that
arrives while an older one waits replaces it. Anything that reads or removes the
autosave waits for the write in progress first (``flush``)."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

from scenes import storage


class Autosaver:
    def __init__(self):
        self._cond = threading.Condition()
        self._pending: tuple[Path, dict, Callable[[], None] | None] | None = None
        self._started = False  # the newest state may be written (the frame is drawn)
        self._writing = False
        self._thread: threading.Thread | None = None
        self._problem: str | None = None

    def put(self, path: Path, data: dict, done: Callable[[], None] | None = None) -> None:
        """Keep ``data`` to be written to ``path`` at the next ``kick``; ``done`` runs
        (on the helper thread) once it is on disk."""
        with self._cond:
            self._pending = (Path(path), data, done)
            self._started = False

    def kick(self) -> None:
        """The frame is drawn: write what is waiting now."""
        with self._cond:
            if self._pending is None:
                return
            self._started = True
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self) -> None:
        """Write what is waiting and return once nothing is being written."""
        self.kick()
        with self._cond:
            while self._pending is not None or self._writing:
                self._cond.wait(0.05)

    def take_problem(self) -> str | None:
        """Why the last write failed (once), or None."""
        with self._cond:
            problem, self._problem = self._problem, None
            return problem

    def _work(self) -> None:
        while True:
            with self._cond:
                while self._pending is None or not self._started:
                    if not self._cond.wait(30):
                        self._thread = None  # idle for long: let the thread go
                        return
                path, data, done = self._pending
                self._pending = None
                self._writing = True
            try:
                if storage.write_json(path, data, durable=False) and done is not None:
                    done()
            except Exception as exc:  # a full disk, a folder gone: told to the player
                with self._cond:
                    self._problem = str(exc)
            finally:
                # let go of the state and its callback (which holds the table) while idle
                path = data = done = None
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()


writer = Autosaver()
