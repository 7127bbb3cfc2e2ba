"""Games played and won, per game and bot level, kept between sessions."""
from __future__ import annotations

from scenes import storage
from scenes.paths import data_dir

VERSION = 1


def path():
    return data_dir() / "statistics.json"


def _valid(data: dict) -> None:
    games = data.get("games", {})
    if not isinstance(games, dict):
        raise ValueError("its games are not a table")


class Statistics:
    """``games[game_id][level] = {"played", "won", "best"}``; level is the strongest
    bot level at the table ("people" when there were no bots)."""

    def __init__(self, games: dict | None = None, hints: dict | None = None,
                 lessons: dict | None = None, learned: list | None = None):
        self.games: dict = games or {}
        #: hints asked for, per game id
        self.hints: dict = hints or {}
        #: guided first games: steps done of an unfinished one, and the games learned
        self.lessons: dict = lessons or {}
        self.learned: list = learned or []

    @classmethod
    def load(cls) -> tuple["Statistics", str | None]:
        loaded = storage.read_json(path(), "your statistics", version=VERSION, check=_valid)
        if loaded.data is None:
            return cls(), loaded.problem
        games = {}
        for gid, levels in loaded.data.get("games", {}).items():
            if not isinstance(levels, dict):
                continue
            for level, row in levels.items():
                if isinstance(row, dict):
                    games.setdefault(gid, {})[level] = {
                        "played": int(row.get("played", 0)) if isinstance(row.get("played"), int) else 0,
                        "won": int(row.get("won", 0)) if isinstance(row.get("won"), int) else 0,
                        "best": row.get("best") if isinstance(row.get("best"), (int, float)) else None,
                    }
        hints = loaded.data.get("hints", {})
        hints = {gid: n for gid, n in hints.items() if isinstance(n, int) and not isinstance(n, bool) and n >= 0} \
            if isinstance(hints, dict) else {}
        lessons = loaded.data.get("lessons", {})
        lessons = {gid: n for gid, n in lessons.items() if isinstance(n, int) and not isinstance(n, bool) and n >= 0} \
            if isinstance(lessons, dict) else {}
        learned = loaded.data.get("learned", [])
        learned = [gid for gid in learned if isinstance(gid, str)] if isinstance(learned, list) else []
        return cls(games, hints, lessons, learned), None

    def add(self, game_id: str, level: str, won: bool, score, lower_is_better: bool = False) -> None:
        row = self.games.setdefault(game_id, {}).setdefault(level, {"played": 0, "won": 0, "best": None})
        row["played"] += 1
        row["won"] += int(bool(won))
        if not isinstance(score, (int, float)) or isinstance(score, bool):
            return
        best = row["best"]
        if best is None or (score < best if lower_is_better else score > best):
            row["best"] = score

    def add_hint(self, game_id: str) -> None:
        self.hints[game_id] = self.hints.get(game_id, 0) + 1

    def save(self) -> None:
        storage.write_json(path(), {"version": VERSION, "games": self.games, "hints": self.hints,
                                    "lessons": self.lessons, "learned": self.learned})
