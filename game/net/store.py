"""Rooms on disk: one JSON file per room in the server's folder, written atomically
after every change (``Store._write_file``) and read back, schema-checked,
when the server starts again. A finished room's file moves to ``finished/``, where a
rejoin or a watch still finds it.

A file is written at once, on the caller's thread (the event loop), while the disk is
quick: some 60-100 us of the kernel's, where handing it to a thread cost several times
that in the interpreter's lock passing between the threads (1.42 -> 1.20 ms of server
CPU a move at 200 rooms). Once a write takes longer than ``SLOW_WRITE`` waiting for
the system (a disk that stalls; not a busy machine's scheduler running something else
meanwhile, which no thread would help), the writing goes to a few threads of their own
(``SAVE_WORKERS``) for ``SLOW_FOR`` seconds, so that the stall holds up the event loop
once, not every save.
There it is done fairly: each room has at most one save
waiting (a newer one replaces it: the file gets the latest, written once) and one being
written, and rooms take turns in the order they asked, so a room saving in a loop
waits its turn like any other and never starves the rest (written at once, rooms'
saves are in the order of their changes anyway). The server sends the states
of a change once its file is written (game.net.server), so nobody sees a step that a
kill could lose; a save that fails fails its future, and the room waits and tries again.

A file is trusted for nothing: its room code must have the codes' pattern and be its
file's name (else it is refused, said once on stderr), so a file can never make the
server write outside its folder, and no two rooms share a code.
"""
from __future__ import annotations

import ctypes
import errno
import itertools
import os
import resource
import stat
import threading
import time
from collections import deque
from concurrent.futures import Future
from pathlib import Path
from typing import Literal

import msgspec

from game.net import codes
from game.net.quiet_log import say
from game.net.room import SAVE_VERSION, Room
from game.storage import disk as storage

#: threads that write room files while the disk is slow
SAVE_WORKERS = 3
#: a write that takes longer than this (seconds) sends the writing to the threads ...
SLOW_WRITE = 0.1
#: ... for this long (seconds), then it is tried at once again
SLOW_FOR = 10.0
#: a room's file: compact JSON, keys in order (as the app's autosave)
_encode = storage.encode_compact
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
    #: when someone was last in the room (seconds since the epoch): its idle clock
    last_active: float | None = None
    #: the address that made the room (what it holds counts against that address's limits)
    made_by: str | None = None
    #: seconds each real-time round counts down (``create``'s ``countdown``; files from
    #: before it was kept have none: no countdown)
    countdown: float = 0.0


_RUSAGE_THREAD = getattr(resource, "RUSAGE_THREAD", None)
_count = itertools.count()


def _waits() -> int:
    """How often this thread has waited for the system so far (its voluntary context
    switches: a write that blocks on the disk is one; a thread the scheduler put aside
    for another is not). Where that cannot be told, a number that is new each time."""
    if _RUSAGE_THREAD is None:  # pragma: no cover - not Linux
        return next(_count)
    return resource.getrusage(_RUSAGE_THREAD).ru_nvcsw


def _renameat2():
    """glibc's ``renameat2`` (Linux 3.15 and later), or None where there is none."""
    try:
        function = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError, TypeError):
        return None
    function.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    function.restype = ctypes.c_int
    return function


_RENAMEAT2 = _renameat2()
_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def swap(one: Path | bytes, other: Path | bytes) -> bool:
    """Exchange two files' names in one step (Linux's ``RENAME_EXCHANGE``): a kill finds
    either both as they were or both swapped. False, nothing done, when ``other`` does
    not exist yet or is not a file, or the system or its file system cannot (then never
    tried again)."""
    global _RENAMEAT2
    if _RENAMEAT2 is None:
        return False
    try:
        if not stat.S_ISREG(os.lstat(other).st_mode):
            return False  # (a directory in the way is not swapped away: renaming over it fails, as it should)
    except FileNotFoundError:
        return False  # the first save: nothing to swap with
    if _RENAMEAT2(_AT_FDCWD, os.fsencode(one), _AT_FDCWD, os.fsencode(other), _RENAME_EXCHANGE) == 0:
        return True
    number = ctypes.get_errno()
    if number == errno.ENOENT and os.path.exists(one):
        return False  # the first save: nothing to swap with
    if number in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.EPERM):
        _RENAMEAT2 = None  # not here: renamed over, as everywhere else
        return False
    raise OSError(number, os.strerror(number), str(other))


def default_folder() -> Path:
    from game.storage.location import data_dir

    return data_dir() / "server"


class Store:
    def __init__(self, folder: Path, background: bool = True, workers: int = SAVE_WORKERS):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        #: codes whose latest write failed (saved again at shutdown)
        self.failed: set[str] = set()
        self._lock = threading.Condition()
        #: code -> (the latest file asked for, the futures it answers, durable)
        self._pending: dict[str, tuple[bytes, list[Future], bool]] = {}
        self._turns: deque[str] = deque()
        self._writing: set[str] = set()
        self._closing = False
        #: until when (time.monotonic) saves go to the threads: the disk was slow
        self._slow_until = -1.0
        #: code -> its file's name as the system takes it (made once a room, not at every
        #: save: with its ``.tmp``'s, half of a save's CPU at a thousand rooms)
        self._names: dict[str, bytes] = {}
        self._threads = [threading.Thread(target=self._work, name=f"room-files-{i}", daemon=True)
                         for i in range(workers if background else 0)]
        for thread in self._threads:
            thread.start()

    def path(self, code: str) -> Path:
        if not codes.CODE.fullmatch(code):  # never a path from a code that is not one
            raise ValueError(f"not a room code: {code[:40]!r}")
        return self.folder / f"{code}.json"

    @staticmethod
    def snapshot(room: Room) -> dict:
        data = room.to_data()
        idle = 0.0 if room.conns else max(0.0, room.clock() - room.last_seen)
        data["last_active"] = round(time.time() - idle, 3)
        data["made_by"] = getattr(room, "made_by", None)
        return data

    def save(self, room: Room, durable: bool = False) -> Future:
        """Save ``room`` as it is now, on a writing thread; the future is done once a
        file holding this (or a later) version is written, or fails with the ``OSError``."""
        data = _encode(self.snapshot(room))  # here, not on a writing thread: a moment of this thread
        done: Future = Future()                # against many of a writer's waiting for the interpreter
        if not self._threads or (time.monotonic() >= self._slow_until and not self._busy(room.code)):
            began, waits = time.monotonic(), _waits()
            try:
                self._write(room.code, data, durable)
                done.set_result(None)
            except OSError as exc:
                done.set_exception(exc)
            took = time.monotonic() - began
            if self._threads and took > SLOW_WRITE and _waits() != waits:  # the disk stalls: the threads write a while
                self._slow_until = time.monotonic() + SLOW_FOR
                say("room files slow", f"a room file took {took * 1000:.0f} ms to write: room files are "
                    f"written on threads of their own for {SLOW_FOR:g} s")
            return done
        with self._lock:
            waiting = self._pending.get(room.code)
            futures = waiting[1] if waiting is not None else []
            futures.append(done)
            self._pending[room.code] = (data, futures, durable or (waiting is not None and waiting[2]))
            if waiting is None and room.code not in self._writing:
                self._turns.append(room.code)
                self._lock.notify()
        return done

    def _busy(self, code: str) -> bool:
        """A save of room ``code`` is waiting for a thread or being written on one (a
        later one written at once could be overtaken by it)."""
        with self._lock:
            return code in self._pending or code in self._writing

    def _work(self) -> None:
        while True:
            with self._lock:
                while not self._turns and not self._closing:
                    self._lock.wait()
                if not self._turns:
                    return
                code = self._turns.popleft()
                data, futures, durable = self._pending.pop(code)
                self._writing.add(code)
            try:
                self._write(code, data, durable)
                failed = None
            except OSError as exc:
                failed = exc
            with self._lock:
                self._writing.discard(code)
                if code in self._pending:
                    self._turns.append(code)  # a newer save waits: to the back of the line
                    self._lock.notify()
                self._lock.notify_all()
            for future in futures:
                if failed is None:
                    future.set_result(None)
                else:
                    future.set_exception(failed)

    def flush(self) -> None:
        """Wait until every save asked for is written."""
        with self._lock:
            while self._threads and (self._turns or self._writing):
                self._lock.wait(0.5)

    def close(self) -> None:
        """Write what is asked for, then end the writing threads (a server stopped inside
        an app that goes on running leaves no idle thread behind)."""
        self.flush()
        with self._lock:
            self._closing = True
            self._lock.notify_all()
        for thread in self._threads:
            thread.join()
        self._threads = []

    def _write(self, code: str, data: bytes, durable: bool) -> None:
        name = self._names.get(code)
        if name is None:
            name = self._names[code] = os.fsencode(self.path(code))
        try:
            self._write_file(name, data, durable)
        except OSError as exc:
            self.failed.add(code)
            say("room not saved", f"room {code} could not be saved ({storage.reason(exc)})")
            raise
        self.failed.discard(code)

    @staticmethod
    def _write_file(path: Path | bytes, raw: bytes, durable: bool) -> None:
        """Write a room's file so that a kill leaves the old or the new one: into its own
        ``.tmp`` beside it (one writer per room at a time), then swapped with it in one
        step (``swap``), so that the ``.tmp`` keeps the old version's inode and blocks,
        written over in place next time. Where a swap cannot be made, renamed over it
        (a new inode each time: on ext4 some 100 us of the kernel's and 0.5-1 ms of the
        writing thread's, against 15 us and 25 us swapped)."""
        if storage.saving_off() is not None:
            return
        path = os.fsencode(path)
        tmp = path + b".tmp"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT, 0o644)
        except FileNotFoundError:  # the folder was removed under the server: made again
            os.makedirs(os.path.dirname(path), exist_ok=True)
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT, 0o644)
        try:
            try:
                view, at = memoryview(raw), 0
                while at < len(raw):
                    at += os.pwrite(fd, view[at:], at)
                os.ftruncate(fd, len(raw))  # (an older, longer version's end cut off)
                if durable:
                    os.fsync(fd)
            finally:
                os.close(fd)
            if not swap(tmp, path):
                os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise

    def _forget(self, code: str) -> None:
        """A room's ``.tmp`` (its previous version) once the room leaves this folder."""
        self._names.pop(code, None)
        try:
            os.unlink(self.path(code).with_name(f"{code}.json.tmp"))
        except (OSError, ValueError):
            pass

    def sync(self) -> None:
        """Flush every file written to the disk at once (one call, not one per room)."""
        self.flush()
        try:
            os.sync()
        except (AttributeError, OSError):  # pragma: no cover - not a POSIX system
            pass

    def remove(self, code: str) -> None:
        self.flush()
        try:
            self.path(code).unlink()
        except (OSError, ValueError):
            pass
        self._forget(code)

    def put_away(self, room: Room) -> None:
        """A finished room that nobody looks at any more: its file goes to ``finished/``."""
        done = self.folder / "finished"
        self.flush()
        try:
            done.mkdir(exist_ok=True)
            os.replace(self.path(room.code), done / f"{room.code}.json")
        except (OSError, ValueError):
            pass
        self._forget(room.code)

    def _read(self, path: Path, **room_args) -> Room | None:
        loaded = storage.read(path, "a room", RoomData, LIMIT, version=SAVE_VERSION)
        if loaded.problem:
            say("room file unreadable", loaded.problem)
            return None
        if loaded.data is None:
            return None
        data = loaded.data
        if not codes.CODE.fullmatch(data.code) or data.code != path.stem:
            say("room file refused", f"{path.name} is refused: its room code {data.code[:40]!r} "
                "is not a room code or not its file's name")
            return None
        try:
            room = Room.from_data(data, **room_args)
        except (ValueError, TypeError, KeyError) as exc:
            say("room file refused", storage.refused(path, "a room", str(exc)))
            return None
        if data.last_active is not None:  # the idle clock goes on from where it was
            idle = min(max(0.0, time.time() - data.last_active), 10 * 365 * 86_400.0)
            room.last_seen = room.clock() - idle
        if data.made_by is not None:
            room.made_by = data.made_by[:64]
        return room

    def load(self, **room_args) -> list[Room]:
        """Every unfinished room saved here; a file that cannot be read or is refused
        is said so on stderr and left alone, a finished one moves to ``finished/``."""
        rooms = []
        seen: set[str] = set()
        for path in sorted(self.folder.glob("*.json")):
            room = self._read(path, **room_args)
            if room is None:
                continue
            if room.code in seen:
                say("room file refused", f"{path.name} is refused: another file holds room {room.code}")
                continue
            seen.add(room.code)
            if room.over:
                self.put_away(room)
                continue
            rooms.append(room)
        return rooms

    def finished(self, code: str, **room_args) -> Room | None:
        """The finished room ``code`` from ``finished/``, or None."""
        if not codes.CODE.fullmatch(code):
            return None
        path = self.folder / "finished" / f"{code}.json"
        if not path.is_file():
            return None
        room = self._read(path, **room_args)
        return room if room is not None and room.over else None
