"""Records: the whole truth of a game (seed + options + deck + actions)."""
from __future__ import annotations

from game.errors import IllegalAction


def replay(record: dict, upto: int | None = None):
    """Rebuild a game from its record (optionally only its first ``upto`` actions).

    Raises ``ValueError`` with a message a player can read when the record is not
    one this version can replay (unknown game, newer version, illegal action).
    """
    from game.registry import GAMES

    if not isinstance(record, dict):
        raise ValueError(f"A game record is a JSON object, not {type(record).__name__}")
    game_id = record.get("game")
    if game_id not in GAMES:
        raise ValueError(f"This record is for an unknown game {game_id!r}")
    cls = GAMES[game_id]
    version = record.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError("This record has no version number")
    if version > cls.version:
        raise ValueError(
            f"This record was made by a newer Kennel ({cls.title} record version {version}; "
            f"this one reads up to {cls.version})")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError("This record has no list of actions")
    try:
        game = cls(record.get("players"), seed=record.get("seed", 0),
                   options=record.get("options") or {}, deck=record.get("deck"))
    except IllegalAction as exc:  # pragma: no cover - setup never raises it
        raise ValueError(str(exc)) from None
    for index, entry in enumerate(actions if upto is None else actions[:upto]):
        if not isinstance(entry, (list, tuple)) or len(entry) != 3:
            raise ValueError(f"Action {index + 1} of the record is not [seat, action, time]")
        seat, notation, at = entry
        try:
            if seat is None and notation == "advance":
                game.advance(at)
            else:
                game.apply(seat, notation, at=at)
        except (ValueError, TypeError) as exc:
            raise ValueError(f"Action {index + 1} of the record ({notation!r} by seat {seat}) "
                             f"cannot be replayed: {exc}") from None
    return game
