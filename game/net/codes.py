"""Room codes and seat tokens.

A room code is ``<server id>-<six random characters>``, e.g. ``K-7QX4MZ``: the part
before the dash says which server holds the room, so a proxy in front of several
servers can route a connection by it (README: "Several servers"); the random part is
drawn with ``secrets`` from 32 characters people do not confuse (no 0/O, 1/I), so
codes come in no sequence and a guess hits one of 200 rooms about once in 5 million
tries. A token is 32 random URL-safe characters, given to its owner only; rooms keep
its SHA-256, never the token."""
from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets

ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
RANDOM_PART = 6
DEFAULT_SERVER_ID = "K"
SERVER_ID = re.compile(r"[A-Za-z0-9]{1,8}")
CODE = re.compile(r"([A-Z0-9]{1,8})-([" + ALPHABET + r"]{%d})" % RANDOM_PART)


def server_id(given: str | None = None) -> str:
    """The server id: ``--server-id``, else ``KENNEL_SERVER_ID``, else ``K``; 1 to 8
    letters or digits (upper case); ``ValueError`` otherwise."""
    text = given if given is not None else os.environ.get("KENNEL_SERVER_ID") or DEFAULT_SERVER_ID
    if not SERVER_ID.fullmatch(text):
        raise ValueError(f"a server id is 1 to 8 letters or digits, not {text!r}")
    return text.upper()


def new_code(sid: str, taken) -> str:
    while True:
        code = f"{sid}-{''.join(secrets.choice(ALPHABET) for _ in range(RANDOM_PART))}"
        if code not in taken:
            return code


def normal(code: str) -> str:
    """A code as typed (spaces, lower case) in its one spelling."""
    return code.strip().upper()


def server_of(code: str) -> str | None:
    found = CODE.fullmatch(normal(code))
    return found.group(1) if found else None


def new_token() -> str:
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def matches(token: str, kept: str | None) -> bool:
    return kept is not None and hmac.compare_digest(digest(token), kept)
