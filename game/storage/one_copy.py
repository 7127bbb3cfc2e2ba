"""One running copy per data folder: two copies writing one autosave would lose a
game without a word, so a second copy is turned away. The lock is filelock's (an
operating-system lock: it goes when the program ends, however it ends).

When the lock cannot be held at all, this copy must not write either: ``hold``
says why, and the app then plays with saving off (said on screen). What is in the
way is mended where that is safe: a folder or a link named ``kennel.lock`` (no
copy of Kennel can be locking through one) is set aside and a fresh lock file
made; a lock file this user may not write (left by one ``sudo kennel``) is locked
through a read-only handle, which guards it just as well."""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from filelock import FileLock, Timeout

LOCK_NAME = "kennel.lock"
ALREADY = "Kennel is already running with this data folder"


class AlreadyRunning(Exception):
    pass


@dataclass
class Held:
    """What ``hold`` got: the lock (None when none could be held), why not (for the
    player: saving is off then), and a note on anything set aside on the way."""
    lock: object | None
    problem: str | None = None
    note: str | None = None


def hold(folder: Path) -> Held:
    """Take the data folder for this copy and keep it until the program ends.
    ``AlreadyRunning`` when another copy has it. No lock and no problem when the
    folder cannot be made or written (saving is off for that reason anyway)."""
    from game.storage import disk

    folder = Path(folder)
    path = folder / LOCK_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Held(None)
    try:
        return Held(_take(path))
    except OSError as exc:
        first = exc
    note = None
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):  # a folder, a link: no copy locks through it
        what = "a folder" if stat.S_ISDIR(mode) else "a link" if stat.S_ISLNK(mode) else "not a file"
        try:
            kept = disk.set_aside(path)
        except OSError as exc:
            return Held(None, f"{LOCK_NAME} is {what} that cannot be moved aside ({disk.reason(exc)})")
        note = f"{LOCK_NAME} in the data folder was {what}; it was kept as {disk.clean_text(kept.name)}."
        try:
            return Held(_take(path), note=note)
        except OSError as exc:
            first = exc
    elif mode is not None:  # a lock file this user may not write: lock it read-only
        try:
            return Held(_read_only_lock(path))
        except OSError as exc:
            first = exc
    return Held(None, f"{LOCK_NAME} cannot be locked: {disk.reason(first)}", note)


def _take(path: Path) -> FileLock:
    lock = FileLock(str(path), timeout=0)
    try:
        lock.acquire()
    except Timeout:
        raise AlreadyRunning(f"{ALREADY} ({path.parent})") from None
    return lock


class _ReadOnlyLock:
    """An exclusive ``flock`` through a read-only handle (flock needs no write access)."""

    def __init__(self, fd: int):
        self.fd = fd

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def _read_only_lock(path: Path) -> _ReadOnlyLock:
    try:
        import fcntl
    except ImportError:  # Windows: filelock's own lock is the only one
        raise PermissionError(13, "Kennel may not write there") from None
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise IsADirectoryError(21, "not a file")
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise AlreadyRunning(f"{ALREADY} ({path.parent})") from None
    except BaseException:
        os.close(fd)
        raise
    return _ReadOnlyLock(fd)
