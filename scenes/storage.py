"""Files that must never be lost: atomic JSON writes, and reads that set a bad file
aside (never overwriting it) and say so, instead of crashing."""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Loaded:
    data: object | None
    problem: str | None = None  # a message for the player when the file was set aside


def write_json(path: Path, data, durable: bool = True) -> None:
    """Write ``data`` as JSON so that a crash leaves either the old or the new file.
    ``durable=False`` skips the disk flush (still safe if the program is killed, not
    if the power fails): the autosave runs after every action and must be cheap."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1, sort_keys=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way, keeping it; returns its new name."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.bad-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    return target


def read_json(path: Path, what: str, version: int | None = None, check=None) -> Loaded:
    """Read a JSON object. Missing: ``Loaded(None)``. Empty, unreadable, not an object,
    from a newer version (``data["version"] > version``) or refused by ``check``
    (which raises ``ValueError`` with a reason): the file is set aside and the problem
    is returned as a message naming both files."""
    path = Path(path)
    if not path.exists():
        return Loaded(None)
    try:
        raw = path.read_bytes()
        if not raw.strip():
            raise ValueError("the file is empty")
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise ValueError("the file is not text") from None
        except json.JSONDecodeError as exc:
            raise ValueError(f"the file is not valid JSON (line {exc.lineno})") from None
        if not isinstance(data, dict):
            raise ValueError("the file does not hold a JSON object")
        found = data.get("version", 1)
        if version is not None and isinstance(found, int) and found > version:
            raise ValueError(f"it was written by a newer Kennel (version {found}, this one reads {version})")
        if check is not None:
            check(data)
        return Loaded(data)
    except (ValueError, OSError) as exc:
        try:
            kept = set_aside(path)
            where = f"it was kept as {kept.name}"
        except OSError:
            where = "it could not be moved aside"
        return Loaded(None, f"Could not read {what} ({path.name}): {exc}; {where}.")
