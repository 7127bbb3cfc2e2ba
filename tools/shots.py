"""A PNG of every scene in a scripted state, to look at what players see.

    python -m tools.shots --out shots/ [--size 1280x720] [--game pups]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import tools.headless  # noqa: F401,E402  (first: drivers and a throwaway data folder)

import pygame  # noqa: E402

from game import new_game  # noqa: E402
from scenes import saves  # noqa: E402
from scenes.app import App, Launch  # noqa: E402
from scenes.catalog import load_all  # noqa: E402
from scenes.window_size import parse_size  # noqa: E402

FRAME = 1 / 60


def app_at(size) -> App:
    pygame.quit()
    app = App(Launch(size=size))
    app.settings.animation = "instant"
    return app


def settle(app, frames=3, dt=FRAME):
    for _ in range(frames):
        app.step(dt)


def save(app, out: Path, name: str) -> None:
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    print(path)


def table(app, entry, humans=1, seed=5, players=None):
    players = players or entry.default_players
    game = new_game(entry.id, players=players, seed=seed)
    seats = [saves.Seat(n, i < humans, "normal", str(i + 1) if (i < humans and entry.real_time) else None)
             for i, n in enumerate(game.names)]
    t = entry.table(app, game, seats)
    t.threaded_bots = False
    return t


def play_until(app, scene, seconds: float, stop=None) -> None:
    """Let bots play (the person's turns are left alone) for some game seconds."""
    t = 0.0
    while t < seconds:
        app.step(0.1)
        t += 0.1
        if stop and stop():
            return
        if app.stack.top is not scene:
            return


def shots_for_game(app_maker, entry, out: Path, size) -> None:
    from scenes.overlays import Hint, PauseMenu
    from scenes.rules import RulesPage
    from scenes.seating import Seating

    app = app_maker(size)
    app.stack.push(Seating(app, entry))
    settle(app)
    save(app, out, f"{entry.id}-setup")

    app = app_maker(size)
    t = table(app, entry)
    app.stack.push(t)
    settle(app, 2)
    save(app, out, f"{entry.id}-table-start")
    if isinstance(app.stack.top, Hint):  # the first-time hint is in the start shot: OK it
        app.stack.top.close()
    play_until(app, t, 40)
    settle(app, 2)
    save(app, out, f"{entry.id}-table-later")
    app.stack.push(PauseMenu(app, t))
    settle(app)
    save(app, out, f"{entry.id}-pause")
    app.stack.push(RulesPage(app, entry, t.art))
    settle(app)
    save(app, out, f"{entry.id}-rules")

    if entry.max_players > 1:
        app = app_maker(size)
        t = table(app, entry, humans=0, players=entry.max_players, seed=9)
        app.stack.push(t)
        play_until(app, t, 600, stop=lambda: app.stack.top is not t)
        settle(app, 2)
        save(app, out, f"{entry.id}-bots-{type(app.stack.top).__name__.lower()}")
    extra = getattr(entry, "shots", None)
    if extra:
        for name, scene_app in extra(lambda: app_maker(size)):
            save(scene_app, out, f"{entry.id}-{name}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.shots", description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--game", help="only this game's scenes")
    args = parser.parse_args(argv)
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        parser.error(str(exc))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    catalog = load_all()
    if args.game and args.game not in catalog:
        parser.error(f"unknown game {args.game!r} (games: {', '.join(catalog)})")
    from scenes.options import KeyBindings, KeyTest, SettingsScreen
    from scenes.stats_page import StatisticsPage
    from scenes.title import Title

    if not args.game:
        for name, scene in (("title", Title), ("settings", SettingsScreen), ("keys", KeyBindings),
                            ("keytest", KeyTest), ("statistics", StatisticsPage)):
            app = app_at(size)
            app.stack.push(scene(app))
            settle(app)
            save(app, out, name)
    for entry in catalog.values():
        if args.game and entry.id != args.game:
            continue
        shots_for_game(app_at, entry, out, size)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
