"""The seat this person last had in an online room (``online.json``): the server's
address, the room code and the seat's token, so the title can offer "Rejoin" after the
app or the connection went. The token is the only key to the seat: it stays in this
file and is sent only to the server it came from."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated

import msgspec

from game.language import N_
from game.storage import disk
from game.storage.location import data_dir

LIMIT = 16 * 1024
Text = Annotated[str, msgspec.Meta(max_length=300)]
Short = Annotated[str, msgspec.Meta(max_length=64)]


class OnlineSeat(msgspec.Struct):
    url: Text
    room: Short
    token: Short
    seat: Annotated[int, msgspec.Meta(ge=0, le=15)]
    game: Short
    name: Short = ""
    #: this computer hosted the room: rejoining starts its server again first
    hosted: bool = False
    #: the port the hosted server listened on
    port: Annotated[int, msgspec.Meta(ge=0, le=65535)] = 0


def path() -> Path:
    return data_dir() / "online.json"


def _check(seat: OnlineSeat) -> None:
    if not seat.url.startswith(("ws://", "wss://")):
        raise ValueError("the server's address is not a ws:// address")
    for text in (seat.url, seat.room, seat.token, seat.game, seat.name):
        if disk.clean_text(text, limit=300) != text:
            raise ValueError("it holds characters that are not text")


#: (path, size, modification time) -> the seat read from it (the title asks each time it shows)
_known: dict[tuple, OnlineSeat | None] = {}


def load() -> tuple[OnlineSeat | None, str | None]:
    """The remembered seat (or None) and a problem to tell (the file was set aside).
    An unchanged file is not read again."""
    where = path()
    try:
        info = where.stat()
    except OSError:
        return None, None  # (no seat remembered; a folder that cannot be read says so elsewhere)
    key = (str(where), info.st_size, info.st_mtime_ns)
    if key in _known:
        return _known[key], None
    loaded = disk.read(where, N_("your online seat"), OnlineSeat, LIMIT, check=_check)
    _known.clear()
    if loaded.problem is None:
        _known[key] = loaded.data
    return loaded.data, loaded.problem


def remember(seat: OnlineSeat) -> None:
    """Keep the seat (raises OSError when it cannot be written; nothing else is lost)."""
    disk.write_json(path(), msgspec.to_builtins(seat))


def forget() -> None:
    try:
        path().unlink()
    except FileNotFoundError:
        pass
