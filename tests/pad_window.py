"""A whole game played with virtual game pads in a real window (run under Xvfb by
tests/whole_program/test_pads_window.py, or by hand): You Shady Pooch! with four pads
and two bots, or Heave Ho! with two pads; the frame trace is written for the
screen-truth checks and pictures of the pad prompts and Settings -> Controllers saved.

    python -m tests.pad_window pooch OUT_DIR [--size 1280x720]
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", choices=["pooch", "heaveho"])
    parser.add_argument("out")
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(v) for v in args.size.split("x"))
    tag = f"{args.game}-{size[0]}x{size[1]}"

    import pygame

    from game import new_game
    from game.storage.saves import Seat
    from scenes.frame.app import App, Launch
    from scenes.table.scene import bots_in_frame_thread
    from tests.scenes.conftest import run
    from tests.virtual_pads import PadSet

    app = App(Launch(size=size, fullscreen=False, trace=str(out / f"{tag}.jsonl")))
    from scenes.catalog import load_all

    app.settings.hints_seen = list(load_all())
    app.stack.push(app.scene("title"))
    pads = PadSet()
    try:
        if args.game == "pooch":
            from scenes.pooch.table import PoochTable as Table
            game = new_game("pooch", players=6, seed=7)
            people = 4
        else:
            from scenes.heaveho.table import HeaveHoTable as Table
            game = new_game("heaveho", players=2, seed=4)
            people = 2
        seats = [Seat(n, i < people, "normal", str(i + 1) if i < people else None) for i, n in enumerate(game.names)]
        with bots_in_frame_thread():
            table = Table(app, game, seats)
        app.open_over_title(table)
        run(app, 2)
        plugged = pads.plug(people)
        run(app, 3)
        if args.game == "heaveho":  # the table opens covered: the pads join as they lift it
            for _ in range(40):
                if app.stack.top is table:
                    break
                run(app, 1, dt=0.1)
        pygame.image.save(app.screen, str(out / f"{tag}-join.png"))
        if args.game == "pooch":
            from tests.scenes.test_pooch_pads import join, play_with_pads
            pad_of = join(app, table, plugged)
            pygame.image.save(app.screen, str(out / f"{tag}-joined.png"))
            # 30 frames a second, as the other real-window runs (tests/real_play.py FPS):
            # a whole game of six is some 200 s of game time
            together = play_with_pads(app, table, pad_of, frame=1 / 30)
            print(f"{tag}: seats joined {sorted(pad_of)}; frames with two or more pads' presses: {together}", flush=True)
        else:
            from tests.scenes.test_heaveho_pads import play_with_pads, tap
            pad_of = {}
            for seat, pad in enumerate(plugged):
                tap(app, (pad, "a"))
                pad_of[app.pads.seat_of[max(app.pads.seat_of)]] = pad
            pygame.image.save(app.screen, str(out / f"{tag}-joined.png"))
            play_with_pads(app, table, pad_of)
        run(app, 3)
        pygame.image.save(app.screen, str(out / f"{tag}-over.png"))
        print(f"{tag}: the game ended: {table.match.result()['winners']}", flush=True)
        acted = sorted({a[0] for a in table.match.record()["actions"] if a[0] is not None})
        print(f"{tag}: seats that moved {acted}", flush=True)
        app.stack.push(app.scene("settings"))
        app.stack.push(app.scene("controllers"))
        run(app, 3)
        pygame.image.save(app.screen, str(out / f"{tag}-controllers.png"))
        app.stack.push(app.scene("key test"))
        plugged[0].press("a")
        plugged[0].press("left")
        run(app, 3)
        pygame.image.save(app.screen, str(out / f"{tag}-keytest.png"))
    finally:
        pads.unplug_all()
        app.quit_cleanly()
    return 0


if __name__ == "__main__":
    sys.exit(main())
