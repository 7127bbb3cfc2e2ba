"""Saved games: the autosave (written after every action), named saves and the
finished games kept for replays. Every one is a game record plus the seating."""
from __future__ import annotations

import json
import os
import re
import time
import unicodedata
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Annotated, Literal

import msgspec

from game import GAMES, replay
from game.bots import LEVELS
from game.seats import Seat
from game.language import N_
from game.storage import autosave, disk
from game.storage.location import data_dir

VERSION = 1


@dataclass
class Saved:
    record: dict
    seats: list[Seat]
    title: str = ""
    saved_at: str = ""
    extra: dict = field(default_factory=dict)
    #: the game rebuilt from the record when the file was checked in full (so opening
    #: it does not replay it twice); never written
    game: object = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict:
        return {"version": VERSION, "record": self.record, "seats": [asdict(s) for s in self.seats],
                "title": self.title, "saved_at": self.saved_at, "extra": self.extra}


# -- the schema of a saved game (the autosave, a named save, a finished game) --------
#: the longest real records are well under 1 MB; a bigger file is not read
LIMIT = 16 * 1024 * 1024
#: the most actions a record may hold. The longest of 660 games tools.simulate played
#: (uniformly random moves and easy bots, fewest and most players of each game) took
#: 1,311 record entries (You Shady Pooch!); some twenty times that leaves room for any
#: real game and replays in well under a second, where an 800,000-action file froze
#: Continue for 10 s with nothing on screen.
MAX_ACTIONS = 25_000
#: game time is seconds of play (real-time games only): a game that ran for 100 days
#: of play would be short of this
MAX_SECONDS = 10 ** 7
#: every other number in a save (an option, an extra) is small; a seed fits 64 bits
MAX_VALUE = 10 ** 9
Name = Annotated[str, msgspec.Meta(max_length=100)]
Version = Annotated[int, msgspec.Meta(ge=0, le=10 ** 6)]
SeatNumber = Annotated[int, msgspec.Meta(ge=0, le=15)]
Seconds = Annotated[int, msgspec.Meta(ge=0, le=MAX_SECONDS)] | Annotated[float, msgspec.Meta(ge=0, le=MAX_SECONDS)]
Scalar = (str | Annotated[int, msgspec.Meta(ge=-MAX_VALUE, le=MAX_VALUE)]
          | Annotated[float, msgspec.Meta(ge=-MAX_VALUE, le=MAX_VALUE)] | bool | None)


class RecordFile(msgspec.Struct):
    """A game record as the engine writes it (engine.md: seed + options + deck + actions)."""
    game: Name
    version: Version
    players: Annotated[list[Name], msgspec.Meta(min_length=1, max_length=16)]
    actions: Annotated[list[tuple[SeatNumber | None, Name, Seconds | None]], msgspec.Meta(max_length=MAX_ACTIONS)]
    seed: Annotated[int, msgspec.Meta(ge=-(2 ** 63), le=2 ** 63 - 1)] = 0
    options: Annotated[dict[Name, Scalar], msgspec.Meta(max_length=32)] = {}
    deck: Annotated[list[Name], msgspec.Meta(max_length=2000)] | None = None


class SeatFile(msgspec.Struct):
    name: Name
    human: bool = True
    level: Literal[LEVELS] = "normal"
    zone: Literal["1", "2", "3", "4"] | None = None


class SavedFile(msgspec.Struct):
    """The schema of every saved game file."""
    record: RecordFile
    seats: Annotated[list[SeatFile], msgspec.Meta(min_length=1, max_length=16)]
    version: Version = VERSION
    title: Name = ""
    saved_at: Name = ""
    extra: Annotated[dict[Name, Scalar], msgspec.Meta(max_length=32)] = {}


def record_dict(record: RecordFile) -> dict:
    """The record as the engine gives and takes it (plain lists and dicts)."""
    data = msgspec.structs.asdict(record)
    data["actions"] = [list(entry) for entry in record.actions]
    data["players"] = list(record.players)
    data["options"] = dict(record.options)
    data["deck"] = None if record.deck is None else list(record.deck)
    return data


def check_shape(data: SavedFile) -> None:
    """The quick check (no replay): enough to list a save on the title and to know
    it can be played here (a game Kennel knows, one seat for each player)."""
    record = data.record
    cls = GAMES.get(record.game)
    if cls is None:
        raise ValueError(f"it is a game Kennel does not know ({record.game!r})")
    if record.version > cls.version:
        raise ValueError(f"its {cls.title} record was made by a newer Kennel (record version {record.version}, "
                         f"this one reads up to {cls.version})")
    if len(data.seats) != len(record.players):
        raise ValueError(f"it has {len(data.seats)} seats for a {len(record.players)}-player {cls.title} game")
    if not cls.min_players <= len(record.players) <= cls.max_players:
        raise ValueError(f"{cls.title} takes {cls.min_players} to {cls.max_players} players, "
                         f"not {len(record.players)}")


def replayed(record: dict):
    """The game rebuilt from a record, or ``ValueError`` saying why it cannot be (every
    way a record can fail - an illegal action, a number no game can use - ends here,
    so no caller meets an ``OverflowError`` or a ``TypeError``)."""
    try:
        return replay(record)  # names the illegal action
    except ValueError:
        raise
    except Exception as exc:  # a record of the right shape that the game cannot set up
        raise ValueError(f"its record cannot be replayed ({type(exc).__name__})") from None


def check(data: SavedFile):
    """Raise ``ValueError`` unless the file is a save this version can resume; returns
    the game rebuilt from it."""
    check_shape(data)
    game = replayed(record_dict(data.record))
    if len(data.seats) != game.players:
        raise ValueError("its seats do not match its game")
    return game


def parse(data: SavedFile) -> Saved:
    return Saved(record=record_dict(data.record),
                 seats=[Seat(s.name, s.human, s.level, s.zone) for s in data.seats],
                 title=data.title, saved_at=data.saved_at, extra=dict(data.extra))


def load(path: Path, what: str, quick: bool = False) -> tuple[Saved | None, str | None]:
    """Read a save; ``quick`` skips replaying it (done when it is opened). A full read
    is the one check every way of opening a game goes through (Saved games, Replays,
    Continue): a file it refuses is set aside with a message."""
    built = []
    loaded = disk.read(path, what, SavedFile, LIMIT, version=VERSION,
                          check=check_shape if quick else lambda data: built.append(check(data)))
    if loaded.data is None:
        return None, loaded.problem
    saved = parse(loaded.data)
    saved.game = built[0] if built else None
    return saved, None


def peek(path: Path) -> tuple[Saved | None, str | None]:
    """Read a save for a listing without touching the file, even when it is bad."""
    try:
        raw = disk.read_bytes(Path(path), LIMIT)
        if raw is None:
            return None, N_("the file is gone")
        data = disk.decode(raw, SavedFile, VERSION)
        check_shape(data)
        return parse(data), None
    except OSError as exc:
        return None, disk.reason(exc)
    except ValueError as exc:
        return None, str(exc)


def write(path: Path, saved: Saved, durable: bool = True) -> bool:
    """Write a save atomically (False: saving is off); ``OSError`` when it fails."""
    saved.saved_at = saved.saved_at or time.strftime("%Y-%m-%d %H:%M")
    return disk.write_json(path, saved.to_dict(), durable=durable)


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


#: the last quick read of the autosave, kept while the file is unchanged (the title
#: asks for it every time it comes back on screen)
_quick: tuple[tuple, Saved] | None = None


def _stamp(path: Path) -> tuple | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (str(path), st.st_ino, st.st_size, st.st_mtime_ns)


def load_autosave(quick: bool = False) -> tuple[Saved | None, str | None]:
    global _quick
    autosave.writer.flush()
    path = autosave_path()
    stamp = _stamp(path)
    if quick and stamp is not None and _quick is not None and _quick[0] == stamp:
        kept = _quick[1]
        return Saved(kept.record, [replace(s) for s in kept.seats], kept.title, kept.saved_at, dict(kept.extra)), None
    if quick and stamp is not None and _quick is not None and _quick[0] == ("refused",) + stamp:
        return None, None  # a bad file that could not be moved aside: said once already
    saved, problem = load(path, N_("the autosaved game"), quick=quick)
    _quick = (stamp, replace(saved, game=None)) if (saved is not None and stamp is not None) else None
    if saved is None and stamp is not None and _stamp(path) == stamp:
        _quick = (("refused",) + stamp, None)
    if saved is not None:
        saved = Saved(saved.record, [replace(s) for s in saved.seats], saved.title, saved.saved_at, dict(saved.extra),
                      saved.game)
    return saved, problem


def same_game(a: dict, b: dict) -> bool:
    """Is record ``a`` an earlier moment of the game of record ``b`` (the same deal,
    its actions a beginning of ``b``'s)?"""
    keys = ("game", "players", "seed", "options", "deck")
    if any(a.get(k) != b.get(k) for k in keys):
        return False
    mine, theirs = a.get("actions") or [], b.get("actions") or []
    return len(mine) <= len(theirs) and [list(x) for x in mine] == [list(x) for x in theirs[:len(mine)]]


def keep_unfinished(record: dict) -> str | None:
    """A new game is about to take the autosave's place: when it holds another game,
    still unfinished, keep that one in Saved games first (``Unfinished Heckin
    Hounds``, then ``... 2``). Returns the name it was kept as, or None when nothing
    needed keeping; ``OSError`` when it could not be kept."""
    autosave.writer.flush()
    saved, _ = load(autosave_path(), N_("the autosaved game"), quick=True)
    if saved is None or same_game(saved.record, record):
        return None
    try:
        if replayed(saved.record).is_over:
            return None  # a finished game (kept for replays already, or said not to be)
    except ValueError:
        return None
    gid = saved.record.get("game")
    base = f"Unfinished {GAMES[gid].title if gid in GAMES else gid}"
    name, n = base, 1
    while named_path(name).exists():
        n += 1
        name = f"{base} {n}"
    return name if save_named(saved, name) is not None else None


def has_autosave() -> bool:
    autosave.writer.flush()
    return autosave_path().exists()


def clear_autosave() -> None:
    """Remove the autosave (kept when saving is off: nothing replaced it on disk);
    ``OSError`` when it cannot be removed."""
    global _quick
    autosave.writer.flush()
    if disk.saving_off():
        return
    _quick = None
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


# -- named saves and finished games -----------------------------------------------
def _folder(name: str) -> Path:
    path = data_dir() / name
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:  # saving is off (a read-only or full disk): an empty list
        pass
    return path


def saves_dir() -> Path:
    return _folder("saves")


def finished_dir() -> Path:
    return _folder("finished")


#: names Windows keeps for devices, whatever the extension ("CON.json" is the console)
RESERVED = {"con", "prn", "aux", "nul", *(f"{port}{n}" for port in ("com", "lpt") for n in "0123456789\u00b9\u00b2\u00b3")}


def slug(name: str) -> str:
    """A file name for a save's name that is safe on every system: letters and digits
    of any script are kept ("Spiel über", "игра", "ゲーム"), in one Unicode form;
    everything else (slashes, dots, quotes, control characters, spaces) becomes "-";
    at most 40 characters (160 bytes, within every file system's limit); never a
    name Windows keeps for a device (CON, NUL, COM1 ...)."""
    text = unicodedata.normalize("NFC", name.strip())
    text = "".join(c if c in "-_" or unicodedata.category(c)[0] in "LNM" else " " for c in text)  # M: "हिन्दी"
    text = re.sub(r"[\s-]+", "-", text.strip()).strip("-")[:40].strip("-")
    if not text:
        return "game"
    if text.lower() in RESERVED:
        return f"{text}-game"
    return text


def named_path(name: str) -> Path:
    """Where a game saved under this name is kept."""
    return saves_dir() / f"{slug(name)}.json"


def save_named(saved: Saved, name: str) -> Path | None:
    """Save a game under a name; None when saving is off."""
    path = named_path(name)
    saved.title = name.strip() or saved.title
    saved.saved_at = ""
    return path if write(path, saved) else None


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
        raise ValueError(N_("Another game is already saved as \u201c{name}\u201d.").format(name=name))
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


def keep_finished(saved: Saved) -> Path | None:
    """Keep a finished game for replays (durably); None when saving is off."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = finished_dir() / f"{saved.record.get('game', 'game')}-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = finished_dir() / f"{saved.record.get('game', 'game')}-{stamp}-{n}.json"
    return path if write(path, saved) else None


def listing(folder: Path) -> list[Path]:
    """Newest first."""
    found = []
    for p in folder.glob("*.json"):
        if ".bad-" not in p.name:
            try:
                found.append((p.stat().st_mtime, p))
            except OSError:  # gone since the folder was read
                pass
    return [p for _, p in sorted(found, key=lambda row: row[0], reverse=True)]


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
