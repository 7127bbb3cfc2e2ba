"""The busiest moment of a You Shady Pooch! table, for ``tools.bench``: six seats in a
run of dogpile bursts. Random bots react the moment a naming card lands (they have
no reaction time), so every window brings up to four dogpiles and an answer at once;
every hand is drawn face up; rounds follow each other without summaries or countdowns."""
from __future__ import annotations

from game import new_game
from storage import saves
from scenes.pooch.table import PoochTable


class BurstTable(PoochTable):
    def round_over(self, event) -> None:
        self.resting = False  # straight on: no summary, no countdown

    def next_round(self) -> None:
        self.resting = False


def bench(app, seed: int = 7) -> PoochTable:
    game = new_game("pooch", players=6, seed=seed)
    seats = [saves.Seat(name, False, "random") for name in game.names]
    table = BurstTable(app, game, seats)
    table.viewer = "all"
    table.countdown = 0.0
    return table
