"""Games played and won, per game and bot level, kept between sessions."""
from __future__ import annotations

from typing import Annotated

import msgspec

from game.language import N_
from game.storage import disk
from game.storage.location import data_dir

VERSION = 1
#: a real statistics file is a few kB; a bigger one is not read
LIMIT = 1024 * 1024

Count = Annotated[int, msgspec.Meta(ge=0, le=10 ** 12)]
NAME_LENGTH = 40
Name = Annotated[str, msgspec.Meta(max_length=NAME_LENGTH)]
#: a best score: every game's scores are small numbers (a few hundred either way)
Score = Annotated[int, msgspec.Meta(ge=-10 ** 9, le=10 ** 9)] | Annotated[float, msgspec.Meta(ge=-1e9, le=1e9)]


class Row(msgspec.Struct):
    played: Count = 0
    won: Count = 0
    best: Score | None = None


class File(msgspec.Struct):
    """The schema of statistics.json."""
    version: disk.Version = VERSION
    games: Annotated[dict[Name, Annotated[dict[Name, Row], msgspec.Meta(max_length=16)]],
                     msgspec.Meta(max_length=64)] = {}
    #: hints asked for, per game id
    hints: Annotated[dict[Name, Count], msgspec.Meta(max_length=64)] = {}
    #: guided-game steps reached, per game id, and the games learned
    lessons: Annotated[dict[Name, Count], msgspec.Meta(max_length=64)] = {}
    learned: Annotated[list[Name], msgspec.Meta(max_length=64)] = []
    #: each person's own results, by the name they played under, per game id
    players: Annotated[dict[Name, Annotated[dict[Name, Row], msgspec.Meta(max_length=16)]],
                       msgspec.Meta(max_length=256)] = {}


def path():
    return data_dir() / "statistics.json"


#: people remembered by name (the most recently seen stay when there are more)
MOST_PLAYERS = 256


class Statistics:
    """``games[game_id][level] = {"played", "won", "best"}``, one count per game: level
    is the strongest bot level at the table ("people" when there were no bots), won
    means a person at the table won, best is the best score a person made.
    ``players[name][game_id]``: the same for each person, by the name they played as."""

    def __init__(self, games: dict | None = None, hints: dict | None = None,
                 lessons: dict | None = None, learned: list | None = None, players: dict | None = None):
        self.games: dict = games or {}
        self.players: dict = players or {}
        #: hints asked for, per game id
        self.hints: dict = hints or {}
        #: guided first games: steps done of an unfinished one, and the games learned
        self.lessons: dict = lessons or {}
        self.learned: list = learned or []

    @classmethod
    def load(cls) -> tuple["Statistics", str | None]:
        loaded = disk.read(path(), N_("your statistics"), File, LIMIT, version=VERSION)
        if loaded.data is None:
            return cls(), loaded.problem
        d = loaded.data
        return cls(msgspec.to_builtins(d.games), dict(d.hints), dict(d.lessons), list(dict.fromkeys(d.learned)),
                   msgspec.to_builtins(d.players)), None

    def add(self, game_id: str, level: str, won: bool, score, lower_is_better: bool = False) -> None:
        """One finished game in the row of its game and strongest bot level."""
        count(self.games.setdefault(game_id, {}), level, won, score, lower_is_better)

    def add_game(self, game_id: str, level: str, people: list[tuple[str, bool, object]],
                 lower_is_better: bool = False) -> None:
        """A finished game, counted once however many people played it: ``people`` are
        (name, won, score) of each person at the table (score None: not a best)."""
        scores = [score for _, _, score in people if is_score(score)]
        best = (min(scores) if lower_is_better else max(scores)) if scores else None
        self.add(game_id, level, any(won for _, won, _ in people), best, lower_is_better)
        for name, won, score in people:
            name = name[:NAME_LENGTH]
            mine = self.players.pop(name, {})
            self.players[name] = mine  # the most recently seen last
            count(mine, game_id, won, score, lower_is_better)
        for name in list(self.players)[:-MOST_PLAYERS]:
            del self.players[name]

    def add_hint(self, game_id: str) -> None:
        self.hints[game_id] = self.hints.get(game_id, 0) + 1

    def save(self) -> bool:
        """Write the statistics (False: saving is off); ``OSError`` when it fails."""
        return disk.write_json(path(), {"version": VERSION, "games": self.games, "hints": self.hints,
                                           "lessons": self.lessons, "learned": self.learned,
                                           "players": self.players})


def is_score(score) -> bool:
    return isinstance(score, (int, float)) and not isinstance(score, bool)


def count(rows: dict, key: str, won: bool, score, lower_is_better: bool) -> None:
    """Add a game to ``rows[key]``: played, won, and the best score kept."""
    row = rows.setdefault(key, {"played": 0, "won": 0, "best": None})
    row["played"] += 1
    row["won"] += int(bool(won))
    if not is_score(score):
        return
    best = row["best"]
    if best is None or (score < best if lower_is_better else score > best):
        row["best"] = score
