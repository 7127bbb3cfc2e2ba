"""Which games exist, and how to start one."""
from __future__ import annotations

GAMES: dict = {}


def register(cls):
    GAMES[cls.id] = cls
    return cls


def new_game(game_id: str, players=2, seed: int = 0, options: dict | None = None, deck=None):
    if game_id not in GAMES:
        raise ValueError(f"Unknown game {game_id!r} (games: {', '.join(sorted(GAMES))})")
    return GAMES[game_id](players, seed=seed, options=options, deck=deck)
