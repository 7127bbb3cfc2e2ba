"""The autosave is written by a helper thread once the frame is on screen, so a
frame never waits on the disk. Only the newest game state matters: a state that
arrives while an older one waits replaces it. Anything that reads or removes the
autosave waits for the write in progress first (``flush``)."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

from game.language import N_
from game.storage import disk


class Autosaver:
    def __init__(self):
        self._cond = threading.Condition()
        self._pending: tuple[Path, dict, Callable[[], None] | None] | None = None
        self._started = False  # the newest state may be written (the frame is drawn)
        self._writing = False
        self._thread: threading.Thread | None = None
        self._problem: str | None = None
        #: the problem last told, so a full disk is said once, not after every move;
        #: forgotten once a write works again
        self._told: str | None = None

    def put(self, path: Path, data: dict, done: Callable[[], None] | None = None) -> None:
        """Keep ``data`` to be written to ``path`` at the next ``kick``; ``done`` runs
        (on the helper thread) once it is on disk."""
        with self._cond:  # (a kick not yet taken stands: the writer takes the newest state,
            # and a frame loop quicker than the writer cannot keep it from writing)
            self._pending = (Path(path), data, done)

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

    def forget_told(self) -> None:
        """A new run of the app: nothing has been told yet."""
        with self._cond:
            self._told = None
            self._problem = None

    def take_problem(self) -> str | None:
        """Why the last write failed, in words, or None: each problem once, until a
        write works again (a disk that stays full is not told after every move)."""
        with self._cond:
            problem, self._problem = self._problem, None
            if problem is None or problem == self._told:
                return None
            self._told = problem
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
                self._started = False  # the next state waits for the next drawn frame
                self._writing = True
            try:
                if disk.write_json(path, data, durable=False, compact=True):
                    with self._cond:
                        self._told = None
                    if done is not None:
                        done()
            except Exception as exc:  # a full disk, a folder gone: told to the player
                with self._cond:
                    self._problem = disk.reason(exc) if isinstance(exc, OSError) else N_("the game could not be written")
            finally:
                # let go of the state and its callback (which holds the table) while idle
                path = data = done = None
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()


writer = Autosaver()
