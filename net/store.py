"""Rooms on disk: one JSON file per room in the server's folder, written atomically
after every change (``scenes.storage.write_json``) and read back, schema-checked,
when the server starts again. A finished room's file moves to ``finished/``."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

import msgspec

from net.room import SAVE_VERSION, Room
from scenes import storage

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
    from scenes.paths import data_dir

    return data_dir() / "server"


class Store:
    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self._told: set[str] = set()

    def path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def save(self, room: Room, durable: bool = False) -> None:
        try:
            storage.write_json(self.path(room.code), room.to_data(), durable=durable, compact=True)
        except OSError as exc:
            if room.code not in self._told:  # said once per room, not at every move
                self._told.add(room.code)
                print(f"kennel serve: room {room.code} could not be saved ({storage.reason(exc)})",
                      file=sys.stderr, flush=True)
            return
        self._told.discard(room.code)

    def put_away(self, room: Room) -> None:
        """A finished room that nobody looks at any more: its file goes to ``finished/``."""
        done = self.folder / "finished"
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
