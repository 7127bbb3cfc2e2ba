"""A PNG of every scene in a scripted state, to look at what players see.

    python -m tools.shots --out shots/ [--size 1280x720] [--game pups] [--trace FILE]
                          [--no-pictures] [--language de] [--menus]

``--no-pictures`` plays every shot and writes its frame trace but no PNG (the layout
checks read the trace; a size's pictures cost ten seconds or more to encode).
``--every N`` paints one frame in N (and every frame whose top scene changed, and
each picture's own frame): the frames in between run as usual, unpainted and not in
the trace; every picture is the same.
``--whole`` plays each game's bots-only table on to its end, through every round's
summary (Continue, as a player would), with a picture of each summary and of the end.
``--language`` takes every shot in that language (en, de, es, or ``pseudo``: every word
40 % longer and accented, tools/pseudo.py); ``--menus`` only the screens and pop-ups, no
game's table.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path

import tools.headless  # noqa: F401,E402  (first: drivers and a throwaway data folder)

import pygame  # noqa: E402

from game import new_game  # noqa: E402
from game.storage import saves  # noqa: E402
from scenes.frame.app import App, Launch  # noqa: E402
from scenes.catalog import load_all  # noqa: E402
from scenes.table.scene import bots_in_frame_thread  # noqa: E402
from scenes.frame.window_size import parse_size  # noqa: E402
from tools import moments  # noqa: E402

FRAME = 1 / 60


#: --trace FILE: every app the shots open appends its frames there (scenes/trace.py)
TRACE: str | None = None
#: --no-pictures: the trace alone, no PNG written
PICTURES = True
#: --every N: one frame in N painted (see paint_some)
EVERY = 1
#: --whole: the bots' game goes on to its end (play_to_the_end)
WHOLE = False
_draw = App.draw


def paint_some(app) -> None:
    """App.draw under ``--every N``: one frame in N, every frame whose top scene is
    not the last painted one's; ``save`` paints the picture's own frame."""
    app.frames_unpainted = getattr(app, "frames_unpainted", 0) + 1
    if app.frames_unpainted >= EVERY or app.stack.top is not getattr(app, "top_painted", None):
        _draw(app)
        app.frames_unpainted, app.top_painted = 0, app.stack.top


def app_at(size) -> App:
    App.close_window()  # the app before's window (the sound device stays open)
    # the app before this one is let go (its screens and widgets are reference cycles);
    # the run's modules were frozen once (main), so this walks only what apps made
    gc.collect()
    saves.clear_autosave()  # each shot's table is a game of its own, not one that replaces another
    app = App(Launch(size=size, trace=TRACE))
    app.settings.animation = "instant"
    app.show_traced = PICTURES  # with no picture to take, the traced frames need not reach the window
    return app


def settle(app, frames=3, dt=FRAME):
    for _ in range(frames):
        app.step(dt)


def save(app, out: Path, name: str) -> None:
    path = out / f"{name}.png"
    if EVERY > 1 and getattr(app, "frames_unpainted", 0):  # the picture's frame was not painted
        _draw(app)
        app.frames_unpainted = 0
    if PICTURES:
        pygame.image.save(app.screen, str(path))
    if app.trace is not None:
        app.trace.mark(name)
    print(path if PICTURES else name)


def table(app, entry, humans=1, seed=5, players=None):
    players = players or entry.default_players
    game = new_game(entry.id, players=players, seed=seed)
    seats = [saves.Seat(n, i < humans, "normal", str(i + 1) if (i < humans and entry.real_time) else None)
             for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        return entry.table(app, game, seats)


def play_until(app, scene, seconds: float, stop=None) -> None:
    """Let bots play (the person's turns are left alone) for some game seconds; one
    frame in four is painted (one person or none: no hand to hide between them)."""
    t = 0.0
    with moments.thinned(app):
        while t < seconds:
            app.step(0.1)
            t += 0.1
            if stop and stop():
                return
            if app.stack.top is not scene:
                return


def shots_for_game(app_maker, entry, out: Path, size) -> None:
    from scenes.frame.dialogs import Hint
    from scenes.screens.pause import PauseMenu
    from scenes.screens.rules import RulesPage
    from scenes.screens.setup import Seating

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
        if WHOLE:
            play_to_the_end(app, t, out, entry)
    extra = moments.shots(entry)
    if extra:
        for name, scene_app in extra(lambda: app_maker(size)):
            save(scene_app, out, f"{entry.id}-{name}")


def play_to_the_end(app, table_scene, out: Path, entry, rounds: int = 60) -> None:
    """From a round's summary on: Continue, the bots' next round, its summary... until
    the game is over (a picture of each summary and of the end). A table that stops
    with no summary, or a game longer than ``rounds`` rounds, is an error."""
    from scenes.table.results import GameOver, Summary

    for n in range(2, rounds + 1):
        top = app.stack.top
        if isinstance(top, GameOver):
            return
        if not isinstance(top, Summary):
            raise RuntimeError(f"{entry.id}: the bots' game stopped at {type(top).__name__}, not a summary")
        top.close()
        settle(app, 2)
        play_until(app, table_scene, 600, stop=lambda: app.stack.top is not table_scene)
        settle(app, 2)
        save(app, out, f"{entry.id}-bots-{n}-{type(app.stack.top).__name__.lower()}")
    raise RuntimeError(f"{entry.id}: no end after {rounds} rounds")


def a_whole_game(game_id: str, players: int, seed: int, options=None) -> saves.Saved:
    """A finished game played by first-legal-move bots, as a save (for replays, lists)."""
    import random

    game = new_game(game_id, players=players, seed=seed, options=options or {})
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return saves.Saved(game.record(), [saves.Seat(n, i == 0) for i, n in enumerate(game.names)],
                       title=load_all()[game_id].title)


def menu_shots(out: Path, size) -> None:
    """The menus and their moments: the title with Continue and its quit question, the
    save dialog and what a save says, the saved games list, settings with the focus
    moved, statistics with games in it, replays with their bar, a one-round chart."""
    from scenes.screens.pause import KEPT_NOTE, PauseMenu
    from scenes.table.results import GameOver
    from scenes.screens.settings import SettingsScreen
    from scenes.screens.replay import ReplayScene
    from scenes.screens.shelf import Shelf
    from scenes.screens.statistics import StatisticsPage
    from scenes.screens.title import Title

    catalog = load_all()
    app = app_at(size)
    game = new_game("hounds", players=5, seed=4)
    names = ["Annabelle", "Bartholomew", "Cyrus", "Dee", "Esmeralda"]
    autosaved = saves.Saved(game.record(), [saves.Seat(n, i == 0) for i, n in enumerate(names)],
                            title="Heckin Hounds", saved_at="2026-12-01 10:15")
    saves.disk.write_json(saves.autosave_path(), autosaved.to_dict())
    title = app.stack.push(Title(app))
    settle(app, 4)
    save(app, out, "title-continue")
    title.ask_quit()
    settle(app, 4)
    save(app, out, "title-quit")
    saves.clear_autosave()

    app = app_at(size)
    app.stack.push(Title(app))
    t = table(app, catalog["pups"])
    app.stack.push(t)
    settle(app, 2)
    pause = app.stack.push(PauseMenu(app, t))
    settle(app, 3)
    pause.save()
    settle(app, 4)
    save(app, out, "save-dialog")
    app.stack.top.value = "Friday night"
    app.stack.top.accept()
    settle(app, 3)
    save(app, out, "save-done")
    pause.quit_to_title()
    settle(app, 4)
    save(app, out, "title-after-quit")

    app = app_at(size)
    app.stack.push(Title(app))
    for name, gid, players, seed in (("Friday night", "pups", 3, 2), ("Rosa's long game", "hounds", 5, 3),
                                     ("Tug practice", "heaveho", 2, 4)):
        saves.save_named(a_whole_game(gid, players, seed), name)
    app.stack.push(Shelf(app, "named"))
    settle(app, 4)
    save(app, out, "saved-games")

    # a notice (as after Quit to title) stands above each screen's footer, never on it
    for gid, players, seed in (("pups", 4, 7), ("hounds", 5, 8)):
        saves.keep_finished(a_whole_game(gid, players, seed))
    app.stack.pop()
    app.stack.push(Shelf(app, "named"))
    app.notices.append(KEPT_NOTE)
    settle(app, 4)
    save(app, out, "saved-games-notice")
    app.stack.pop()
    shelf = app.stack.push(Shelf(app, "finished"))
    settle(app, 4)
    save(app, out, "replays-notice")
    shelf.open(saves.listing(saves.finished_dir())[0])
    settle(app, 4)
    save(app, out, "replay-bar-notice")
    app.stack.pop()
    app.stack.pop()
    app.stack.push(SettingsScreen(app))
    settle(app, 4)
    save(app, out, "settings-notice")

    app = app_at(size)
    app.stack.push(Title(app))
    page = app.stack.push(SettingsScreen(app))
    settle(app, 4)
    for _ in range(3):
        page.menu.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    page.menu.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    settle(app, 4)
    save(app, out, "settings-after-a-change")

    app = app_at(size)
    app.stats.games = {"pups": {"normal": {"played": 4, "won": 2, "best": 23}},
                       "hounds": {"people": {"played": 3, "won": 1, "best": 1},
                                  "hard": {"played": 2, "won": 0, "best": 4}},
                       "pooch": {"easy": {"played": 1, "won": 1, "best": 31}},
                       "heaveho": {"normal": {"played": 2, "won": 1, "best": 3}}}
    app.stack.push(StatisticsPage(app))
    settle(app, 3)
    save(app, out, "statistics-with-games")

    for gid, players, seed in (("pups", 5, 6), ("hounds", 5, 5)):
        app = app_at(size)
        app.stack.push(Title(app))
        scene = app.stack.push(ReplayScene(app, a_whole_game(gid, players, seed)))
        scene.go_to(scene.rounds[1] - 6 if len(scene.rounds) > 1 else len(scene.entries) // 2)
        scene.faster(+1)
        settle(app, 3)
        save(app, out, f"replay-{gid}")
        scene.playing = True
        for _ in range(600):
            app.step(FRAME)
            if scene.result is not None:
                break
        settle(app, 2)
        save(app, out, f"replay-{gid}-round-result")

    app = app_at(size)
    done = a_whole_game("hounds", 4, 4, {"mode": "single"})
    from game import replay as rebuild

    game = rebuild(done.record)
    with bots_in_frame_thread():
        t = catalog["hounds"].table(app, game, done.seats)
    app.stack.push(Title(app))
    app.stack.push(t)
    app.stack.push(GameOver(app, t))
    settle(app, 3)
    save(app, out, "hounds-single-round-game-over")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.shots", description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--game", help="only this game's scenes")
    parser.add_argument("--trace", metavar="FILE", help="append the frame trace of every shot's app")
    parser.add_argument("--no-pictures", action="store_true",
                        help="write no PNG, only the frame trace (needs --trace)")
    parser.add_argument("--language", default="en",
                        help="the language of every shot: en, de, es or pseudo (the long test language)")
    parser.add_argument("--menus", action="store_true", help="only the screens and pop-ups, no game's table")
    parser.add_argument("--whole", action="store_true",
                        help="play each game's bots-only table to its end, through every round's summary")
    parser.add_argument("--every", type=int, default=1, metavar="N",
                        help="paint one frame in N (and each picture's own frame); the same pictures in less time")
    args = parser.parse_args(argv)
    from game import language

    if args.language == "pseudo":
        from tools import pseudo

        pseudo.use()
    elif args.language not in language.NAMES:
        parser.error(f"unknown language {args.language!r} (languages: {', '.join(language.NAMES)}, pseudo)")
    # every app the shots open reads its language from the environment (its settings are new: "system")
    os.environ["LANGUAGE"] = args.language
    if args.no_pictures and not args.trace:
        parser.error("--no-pictures writes nothing without --trace FILE")
    global TRACE, PICTURES, EVERY, WHOLE
    WHOLE = args.whole
    TRACE = args.trace
    PICTURES = not args.no_pictures
    if args.every < 1:
        parser.error("--every takes a whole number of 1 or more")
    EVERY = args.every
    if EVERY > 1:
        App.draw = paint_some
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        parser.error(str(exc))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    catalog = load_all()
    App.one_after_another()  # each App freezing its start-up kept every App (~2 GB)
    if args.game and args.game not in catalog:
        parser.error(f"unknown game {args.game!r} (games: {', '.join(catalog)})")
    from scenes.screens.settings import KeyBindings, KeyTest, SettingsScreen
    from scenes.screens.statistics import StatisticsPage
    from scenes.screens.title import Title

    if not args.game:
        for name, scene in (("title", Title), ("settings", SettingsScreen), ("keys", KeyBindings),
                            ("keytest", KeyTest), ("statistics", StatisticsPage)):
            app = app_at(size)
            app.stack.push(scene(app))
            settle(app)
            save(app, out, name)
        menu_shots(out, size)
        from tools import cover_shots

        cover_shots.shots(app_at, save, out, size)
    for entry in catalog.values():
        if (args.game and entry.id != args.game) or args.menus:
            continue
        shots_for_game(app_at, entry, out, size)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
