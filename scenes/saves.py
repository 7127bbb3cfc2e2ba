"""Saved games: the autosave (written after every action), named saves and the
finished games kept for replays. Every one is a game record plus the seating."""
from __future__ import annotations

import json
import os
import re
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game import GAMES, replay
from scenes import autosave, storage
from scenes.paths import data_dir

VERSION = 1


@dataclass
class Seat:
    name: str
    human: bool = True
    level: str = "normal"  # bot level when not human
    zone: str | None = None  # key zone for real-time games


@dataclass
class Saved:
    record: dict
    seats: list[Seat]
    title: str = ""
    saved_at: str = ""
    extra: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"version": VERSION, "record": self.record, "seats": [asdict(s) for s in self.seats],
                "title": self.title, "saved_at": self.saved_at, "extra": self.extra}


def _seats(data) -> list[Seat]:
    if not isinstance(data, list) or not data:
        raise ValueError("its seats are missing")
    seats = []
    for row in data:
        if not isinstance(row, dict) or not isinstance(row.get("name"), str):
            raise ValueError("a seat is malformed")
        zone = row.get("zone")
        seats.append(Seat(row["name"], bool(row.get("human", True)), str(row.get("level", "normal")),
                          None if zone is None else str(zone)))
    return seats


def check(data: dict) -> None:
    """Raise ``ValueError`` unless the file is a save this version can resume."""
    record = data.get("record")
    seats = _seats(data.get("seats"))
    game = replay(record)  # names the illegal action or the newer version
    if len(seats) != game.players:
        raise ValueError("its seats do not match its game")


def parse(data: dict) -> Saved:
    return Saved(record=data["record"], seats=_seats(data["seats"]), title=str(data.get("title", "")),
                 saved_at=str(data.get("saved_at", "")), extra=data.get("extra") if isinstance(data.get("extra"), dict) else {})


def check_shape(data: dict) -> None:
    """The quick check (no replay): enough to list a save on the title."""
    record = data.get("record")
    if not isinstance(record, dict) or record.get("game") not in GAMES:
        raise ValueError("it holds no game record Kennel knows")
    if not isinstance(record.get("actions"), list):
        raise ValueError("its record has no actions")
    _seats(data.get("seats"))


def load(path: Path, what: str, quick: bool = False) -> tuple[Saved | None, str | None]:
    """Read a save; ``quick`` skips replaying it (done when it is opened)."""
    loaded = storage.read_json(path, what, version=VERSION, check=check_shape if quick else check)
    if loaded.data is None:
        return None, loaded.problem
    return parse(loaded.data), None


def peek(path: Path) -> tuple[Saved | None, str | None]:
    """Read a save for a listing without touching the file, even when it is bad."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        check_shape(data)
        return parse(data), None
    except (OSError, ValueError, UnicodeDecodeError, KeyError, TypeError, AttributeError) as exc:
        return None, str(exc)


def write(path: Path, saved: Saved, durable: bool = True) -> None:
    saved.saved_at = saved.saved_at or time.strftime("%Y-%m-%d %H:%M")
    storage.write_json(path, saved.to_dict(), durable=durable)


# -- the autosave -----------------------------------------------------------------
def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(saved: Saved, done=None) -> None:
    """Written by the autosave helper once the frame is drawn (``done`` runs then)."""
    saved.saved_at = time.strftime("%Y-%m-%d %H:%M")
    autosave.writer.put(autosave_path(), saved.to_dict(), done)


def autosave_problem() -> str | None:
    """Why the last autosave could not be written (told once), or None."""
    return autosave.writer.take_problem()


def load_autosave(quick: bool = False) -> tuple[Saved | None, str | None]:
    autosave.writer.flush()
    return load(autosave_path(), "the autosaved game", quick=quick)


def clear_autosave() -> None:
    autosave.writer.flush()
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


# -- named saves and finished games -----------------------------------------------
def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def finished_dir() -> Path:
    path = data_dir() / "finished"
    path.mkdir(parents=True, exist_ok=True)
    return path


def slug(name: str) -> str:
    text = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-")
    return text[:40] or "game"


def named_path(name: str) -> Path:
    """Where a game saved under this name is kept."""
    return saves_dir() / f"{slug(name)}.json"


def save_named(saved: Saved, name: str) -> Path:
    path = named_path(name)
    saved.title = name.strip() or saved.title
    saved.saved_at = ""
    write(path, saved)
    return path


def rename(path: Path, name: str) -> Path:
    """Give a kept game a new name (its file follows the name); ``ValueError`` when
    the name is empty or another game already has it, ``OSError`` from the disk."""
    name = name.strip()
    if not name:
        raise ValueError("A save needs a name.")
    saved, problem = peek(path)
    if saved is None:
        raise ValueError(f"{Path(path).name} cannot be read: {problem}")
    target = Path(path).with_name(f"{slug(name)}.json")
    if target != Path(path) and target.exists():
        raise ValueError(f"Another game is already saved as \u201c{name}\u201d.")
    saved.title = name
    when = Path(path).stat().st_mtime
    write(target, saved)
    if target != Path(path):
        Path(path).unlink()
    os.utime(target, (when, when))  # the list keeps its order
    return target


def delete(path: Path) -> None:
    """Throw a kept game away (gone already is fine)."""
    try:
        Path(path).unlink()
    except FileNotFoundError:
        pass


def keep_finished(saved: Saved) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = finished_dir() / f"{saved.record.get('game', 'game')}-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = finished_dir() / f"{saved.record.get('game', 'game')}-{stamp}-{n}.json"
    write(path, saved)
    return path


def listing(folder: Path) -> list[Path]:
    """Newest first."""
    return sorted((p for p in folder.glob("*.json") if ".bad-" not in p.name),
                  key=lambda p: p.stat().st_mtime, reverse=True)


def describe(saved: Saved) -> str:
    return tellings(saved)[0]


def tellings(saved: Saved) -> list[str]:
    """Ways to name a kept game, longest first: its name and game, who plays and
    when; without the time; with fewer names ("Ann, Bo and 3 more"); the name alone."""
    gid = saved.record.get("game")
    title = GAMES[gid].title if gid in GAMES else str(gid)
    named = f"{saved.title} ({title})" if saved.title and saved.title != title else title
    seated = [s.name for s in saved.seats]
    out = [f"{named}: {', '.join(seated)} ({saved.saved_at})", f"{named}: {', '.join(seated)}"]
    out += [f"{named}: {', '.join(seated[:n])} and {len(seated) - n} more" for n in range(len(seated) - 1, 0, -1)]
    out.append(named)
    return out
