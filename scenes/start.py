"""The first scene: the title, or a table straight away when the command line asks."""
from __future__ import annotations

import random

from game import new_game
from game.storage import saves
from scenes.catalog import load_all

BOT_LEVEL = "normal"


def table_for(app, game_id: str, players: int, humans: int, seed: int | None, level: str = BOT_LEVEL):
    entry = load_all()[game_id]
    seed = random.randrange(1, 1_000_000) if seed is None else seed
    game = new_game(game_id, players=players, seed=seed)
    seats = [saves.Seat(game.names[i], i < humans, level,
                        str(1 + i) if (i < humans and entry.real_time) else None) for i in range(players)]
    return entry.table(app, game, seats)


def first_scene(app):
    launch = app.launch
    if launch.join is not None:  # the online screen over the title, joining at once
        app.stack.push(app.scene("title"))
        screen = app.scene("online")
        screen.address, screen.code = launch.join
        if launch.name:
            screen.set_name(launch.name)
        screen.join()
        return screen
    if launch.watch is not None:  # the spectator's screen over the title: its table opens once the room answers
        app.stack.push(app.scene("title"))
        return app.scene("watch", *launch.watch)
    if launch.game is None:
        return app.scene("title")
    return table_for(app, launch.game, launch.players, launch.humans, launch.seed)
