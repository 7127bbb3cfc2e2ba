"""What flows in and out of a game: actions in, events out."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from game.errors import IllegalAction
from game.language import N_


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses whose
    ``str()`` is the action's notation, as the game's spec writes it."""

    def __str__(self) -> str:  # pragma: no cover - every game overrides it
        raise NotImplementedError


@dataclass(frozen=True)
class Event:
    """Something that happened, for the renderer to animate and the log to tell.

    ``data`` is what everyone may know; ``private`` adds, per seat, what only that
    seat may know (its own new cards, say). ``to_dict(for_seat=None)`` is the
    public form; ``to_dict(for_seat=s)`` adds seat ``s``'s private part.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    private: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)

    def to_dict(self, for_seat: int | None = None) -> dict:
        out = {"kind": self.kind}
        out.update(self.data)
        if for_seat is not None and for_seat in self.private:
            out.update(self.private[for_seat])
        return out

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


def words(text: str) -> list[str]:
    """Split notation into lower-case words: notation is case-insensitive and
    whitespace-tolerant."""
    if not isinstance(text, str):
        raise IllegalAction(f"An action must be written as text, not {type(text).__name__}")
    return text.strip().lower().split()


def number(word: str, what: str, low: int | None = None, high: int | None = None) -> int:
    """Read a whole number out of notation, with a reason a player can read (``what``:
    a sentence's subject marked with ``N_``, "A slot")."""
    try:
        value = int(word)
    except (TypeError, ValueError):
        raise IllegalAction(N_("{what} must be a number, not '{typed}'").format(what=what, typed=word)) from None
    if (low is not None and value < low) or (high is not None and value > high):
        raise IllegalAction(N_("{what} must be between {low} and {high}, not {value}").format(
            what=what, low=low, high=high, value=value))
    return value
