"""The wire's shapes: which fields each client message must carry and of what type,
the error codes, and encoding. A message that does not fit is ``bad_message``; what
a message means is the room's business (game.net.room)."""
from __future__ import annotations

import math
from typing import Any

import msgspec

#: a frame larger than this closes its connection with 1009 (message too big)
MAX_FRAME = 64 * 1024
#: messages a connection may send in one second; more are answered ``too_fast``
PER_SECOND = 50
#: ... and a connection that sends this many in one second is closed (1008)
FLOOD = 500

#: the spec's error codes, and this server's additions (``server_busy``, ``room_busy``: a
#: room's spectators are full, ``room_paused``: its save failed and it waits to be saved,
#: ``too_soon``: a real-time round's countdown is still running)
CODES = frozenset({"bad_message", "no_room", "room_full", "seat_taken", "bad_token", "not_seated",
                   "not_started", "not_your_turn", "illegal", "stale", "too_fast", "game_over",
                   "server_busy", "room_busy", "room_paused", "too_soon"})

#: what a person may send to the room besides moves (``emote``)
EMOTES = ("wave", "woof", "wow", "oops", "gg", "think")

INT = "int"
NUMBER = "number"
TEXT = "text"
OBJECT = "object"
LIST = "list"

#: type -> (required fields, optional fields), each field -> kind
MESSAGES: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "create": ({"game": TEXT, "players": INT, "options": OBJECT, "seats": LIST}, {"seed": INT, "away": TEXT, "countdown": NUMBER}),
    "join": ({"room": TEXT, "name": TEXT}, {"seat": INT}),
    "rejoin": ({"room": TEXT, "token": TEXT}, {}),
    "watch": ({"room": TEXT}, {}),
    "start": ({"room": TEXT, "token": TEXT}, {}),
    "act": ({"action": TEXT, "step": INT}, {"reaction_ms": NUMBER}),
    "leave": ({}, {}),
    "ping": ({}, {"t": NUMBER}),
    "emote": ({"emote": TEXT}, {}),
    # (added: this window is ready for a real-time round to start; see Room.ready)
    "ready": ({}, {"room": TEXT}),
}

_WORDS = {INT: "a whole number", NUMBER: "a number", TEXT: "text", OBJECT: "an object", LIST: "a list"}


class BadMessage(ValueError):
    """A message that does not fit the wire; the text says what is wrong, ``ref`` is
    the message's ``id`` when it had one."""

    def __init__(self, text: str, ref: Any = None):
        super().__init__(text)
        self.ref = ref


def _fits(value: Any, kind: str) -> bool:
    if kind == INT:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == NUMBER:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if kind == TEXT:
        return isinstance(value, str)
    if kind == OBJECT:
        return isinstance(value, dict)
    return isinstance(value, list)


def ref_of(message: Any) -> Any:
    """The ``id`` to echo as ``ref`` (None when there is none, or it is not a plain value)."""
    if isinstance(message, dict):
        ident = message.get("id")
        if isinstance(ident, (str, int, float)) and not isinstance(ident, bool):
            return ident
    return None


def decode(raw: str | bytes) -> dict:
    """A client's frame as a checked message (a dict with a known ``type`` and its
    fields of the right types); ``BadMessage`` otherwise."""
    try:
        message = msgspec.json.decode(raw)
    except (msgspec.DecodeError, RecursionError, ValueError, OverflowError):
        raise BadMessage("not JSON") from None
    if not isinstance(message, dict):
        raise BadMessage(f"a message is a JSON object, not {type(message).__name__}")
    ref = ref_of(message)
    ident = message.get("id")
    if ident is not None and ref is None:
        raise BadMessage("id must be a number or text")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in MESSAGES:
        shown = repr(kind)[:40] if isinstance(kind, str) else type(kind).__name__
        raise BadMessage(f"unknown message type {shown}", ref)
    required, optional = MESSAGES[kind]
    for name, field in required.items():
        if name not in message:
            raise BadMessage(f"{kind} needs {name}", ref)
        if not _fits(message[name], field):
            raise BadMessage(f"{kind}: {name} must be {_WORDS[field]}", ref)
    for name, field in optional.items():
        if message.get(name) is not None and not _fits(message[name], field):
            raise BadMessage(f"{kind}: {name} must be {_WORDS[field]}", ref)
    return message


def error(code: str, message: str, ref: Any = None) -> dict:
    return {"type": "error", "code": code, "message": message, "ref": ref}


_encoder = msgspec.json.Encoder()


def encode(message: dict) -> str:
    return _encoder.encode(message).decode()


def encode_bytes(message: dict) -> bytes:
    """``encode`` as UTF-8, what a frame carries (no decoding to text and back)."""
    return _encoder.encode(message)
