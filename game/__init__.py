"""Kennel's rules engine: pure, deterministic, no pygame. See ../shared/spec/engine.md."""
from game.errors import IllegalAction
from game.moves import Action, Event
from game.registry import GAMES, new_game
from game.record import replay

# Each game registers itself on import (one line per game, in menu order).
from game import pups as _pups  # noqa
from game import hounds as _hounds  # noqa
from game import pooch as _pooch  # noqa
from game import heaveho as _heaveho  # noqa

__all__ = ["Action", "Event", "GAMES", "IllegalAction", "new_game", "replay"]
