"""Rooms on disk: one JSON file per room in the server's folder, written atomically
after every change (``game.storage.disk.write_json``) and read back, schema-checked,
when the server starts again. A finished room's file moves to ``finished/``.

The writing happens on a thread of its own, in order, so that a disk that stalls (a
journal commit on a busy machine) never holds up the event loop: the server sends the
states of a change once its file is written (game.net.server), so nobody sees a step that a
kill could lose."""
from __future__ import annotations

import os
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Literal

import msgspec

from game.net.room import SAVE_VERSION, Room
from game.storage import disk as storage

#: the largest room file read back (a very long real-time game's record is far smaller)
LIMIT = 16 * 1024 * 1024


class SeatData(msgspec.Struct):
    kind: Literal["open", "bot", "person"]
    name: str | None = None
    level: str | None = None
    token_sha256: str | None = None
    connected: bool = False
    seen: int = 0
    away: bool = False


class RoomData(msgspec.Struct):
    version: int
    code: str
    game: str
    players: int
    options: dict
    seed: int
    seats: list[SeatData]
    away: Literal["wait", "bot"] = "wait"
    started: bool = False
    over: bool = False
    record: dict | None = None


def default_folder() -> Path:
    from game.storage.location import data_dir

    return data_dir() / "server"


class Store:
    def __init__(self, folder: Path, background: bool = True):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self._told: set[str] = set()
        #: one thread writes, in the order saves were asked for
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="room-files") if background else None

    def path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def save(self, room: Room, durable: bool = False) -> Future:
        """Save ``room`` as it is now, on the writing thread (``durable``: flushed to
        the disk, and waited for); the future is done once the file is written."""
        data = room.to_data()
        if self._writer is None:
            done: Future = Future()
            done.set_result(self._write(room.code, data, durable))
            return done
        written = self._writer.submit(self._write, room.code, data, durable)
        if durable:
            written.result()
        return written

    def flush(self) -> None:
        """Wait until every save asked for is written."""
        if self._writer is not None:
            self._writer.submit(lambda: None).result()

    def close(self) -> None:
        """Write what is asked for, then end the writing thread (a server stopped inside
        an app that goes on running leaves no idle thread behind)."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)

    def _write(self, code: str, data: dict, durable: bool) -> None:
        try:
            storage.write_json(self.path(code), data, durable=durable, compact=True)
        except OSError as exc:
            if code not in self._told:  # said once per room, not at every move
                self._told.add(code)
                print(f"kennel serve: room {code} could not be saved ({storage.reason(exc)})",
                      file=sys.stderr, flush=True)
            return
        self._told.discard(code)

    def put_away(self, room: Room) -> None:
        """A finished room that nobody looks at any more: its file goes to ``finished/``."""
        done = self.folder / "finished"
        self.flush()
        try:
            done.mkdir(exist_ok=True)
            os.replace(self.path(room.code), done / f"{room.code}.json")
        except OSError:
            pass

    def load(self, **room_args) -> list[Room]:
        """Every unfinished room saved here; a file that cannot be read is set aside
        and said so on stderr, a finished one moves to ``finished/``."""
        rooms = []
        for path in sorted(self.folder.glob("*.json")):
            loaded = storage.read(path, "a room", RoomData, LIMIT, version=SAVE_VERSION)
            if loaded.problem:
                print(f"kennel serve: {loaded.problem}", file=sys.stderr, flush=True)
                continue
            if loaded.data is None:
                continue
            try:
                room = Room.from_data(loaded.data, **room_args)
            except (ValueError, TypeError, KeyError) as exc:
                problem = storage.refused(path, "a room", str(exc))
                print(f"kennel serve: {problem}", file=sys.stderr, flush=True)
                continue
            if room.over:
                self.put_away(room)
                continue
            rooms.append(room)
        return rooms
