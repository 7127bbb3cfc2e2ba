"""Who plays each seat: a person (with a key zone at a shared keyboard) or a bot of a
level. Saves, matches and the server all describe seats this way."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Seat:
    name: str
    human: bool = True
    level: str = "normal"  # bot level when not human
    zone: str | None = None  # key zone for real-time games
