"""The games on the menu: for each, what the setup screen offers and which table
scene plays it. Each game's scene package adds its entry on import."""
from __future__ import annotations

from game.language import _
from dataclasses import dataclass, field
from typing import Callable


@dataclass
class Option:
    """A variant option on the setup screen, passed to ``new_game(options=...)``.
    ``seat=True`` makes the choices "random" plus one per seat at the table."""
    name: str
    #: the option's words (marked with N_ where written, read in the player's language)
    label: str
    choices: list = field(default_factory=list)  # [(value, text)]
    default: object = None
    seat: bool = False

    def choices_for(self, players: int, names: list[str]) -> list:
        if self.seat:
            return [(None, _("random"))] + [(s, names[s] or _("seat {number}").format(number=s + 1))
                                            for s in range(players)]
        return [(value, _(text)) for value, text in self.choices]


@dataclass
class Entry:
    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    default_players: int
    table: Callable  # (app, game, seats) -> Scene
    rules: Callable  # () -> list of rules-page blocks (see scenes.screens.rules)
    options: list[Option] = field(default_factory=list)
    real_time: bool = False
    #: the score where lower is better (Heckin Hounds' work) for statistics
    lower_is_better: bool = False
    #: (palette) -> CardArt with every face painted; the app paints them at start-up
    art: Callable | None = None
    #: a first-time hint shown once over the first table of this game
    hint: str = ""


CATALOG: dict[str, Entry] = {}


def add(entry: Entry) -> Entry:
    CATALOG[entry.id] = entry
    return entry


GAME_PACKAGES = ("scenes.pups", "scenes.hounds", "scenes.pooch", "scenes.heaveho")  # one per game, in menu order


def load_all() -> dict[str, Entry]:
    """Import every game's scene package (each registers itself)."""
    import importlib

    for name in GAME_PACKAGES:
        importlib.import_module(name)
    # menu order, whichever package happened to be imported first
    order = {name: i for i, name in enumerate(GAME_PACKAGES)}
    entries = sorted(CATALOG.values(), key=lambda e: order.get(e.table.__module__.rsplit(".", 1)[0], len(order)))
    if list(CATALOG.values()) != entries:
        CATALOG.clear()
        CATALOG.update((e.id, e) for e in entries)
    return CATALOG
