"""One running copy per data folder: two copies writing one autosave would lose a
game without a word, so a second copy is turned away. The lock is filelock's (an
operating-system lock: it goes when the program ends, however it ends)."""
from __future__ import annotations

from pathlib import Path

from filelock import FileLock, Timeout

LOCK_NAME = "kennel.lock"
ALREADY = "Kennel is already running with this data folder"


class AlreadyRunning(Exception):
    pass


def hold(folder: Path) -> FileLock | None:
    """Take the data folder for this copy and keep it until the program ends.
    ``AlreadyRunning`` when another copy has it; None when the folder cannot be
    written (saving is then off, so this copy writes nothing either)."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = FileLock(str(folder / LOCK_NAME), timeout=0)
        lock.acquire()
    except Timeout:
        raise AlreadyRunning(f"{ALREADY} ({folder})") from None
    except OSError:
        return None
    return lock
