"""Records: the whole truth of a game (seed + options + deck + actions)."""
from __future__ import annotations

from game.errors import IllegalAction
from game.language import N_


def replay(record: dict, upto: int | None = None):
    """Rebuild a game from its record (optionally only its first ``upto`` actions).

    Raises ``ValueError`` with a message a player can read when the record is not
    one this version can replay (unknown game, newer version, illegal action).
    """
    from game.registry import GAMES

    if not isinstance(record, dict):
        raise ValueError(N_("A game record is a JSON object, not {kind}").format(kind=type(record).__name__))
    game_id = record.get("game")
    if game_id not in GAMES:
        raise ValueError(N_("This record is for an unknown game {game}").format(game=repr(game_id)))
    cls = GAMES[game_id]
    version = record.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError(N_("This record has no version number"))
    if version > cls.version:
        raise ValueError(N_("This record was made by a newer Kennel ({game} record version {version}; this one "
                            "reads up to {known})").format(game=cls.title, version=version, known=cls.version))
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError(N_("This record has no list of actions"))
    try:
        game = cls(record.get("players"), seed=record.get("seed", 0),
                   options=record.get("options") or {}, deck=record.get("deck"))
    except IllegalAction as exc:  # pragma: no cover - setup never raises it
        raise ValueError(str(exc)) from None
    for index, entry in enumerate(actions if upto is None else actions[:upto]):
        if not isinstance(entry, (list, tuple)) or len(entry) != 3:
            raise ValueError(N_("Action {number} of the record is not [seat, action, time]").format(number=index + 1))
        seat, notation, at = entry
        try:
            if seat is None and notation == "advance":
                game.advance(at)
            else:
                game.apply(seat, notation, at=at)
        except (ValueError, TypeError) as exc:
            raise ValueError(N_("Action {number} of the record ({typed} by seat {seat}) cannot be replayed: {why}")
                             .format(number=index + 1, typed=repr(notation), seat=seat, why=exc)) from None
    return game
