"""Pictures of the computer as the table screen (docs/phone/): the Host screen for
people on phones (room code, QR code, seats filling) and the public table it shows once
a phone starts the game, at each window size. The phones are scripted connections
taking the seats as the phone page does.

    python -m tools.table_screen_shots [--out docs/phone] [--sizes 1280x720 1024x600]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: game -> players, phones' names, the step to picture the table at
GAMES = {"pups": (4, ["Ann", "Bo", "Cy"], 14), "hounds": (5, ["Ann", "Bo", "Cy"], 24)}


def frames(app, seconds: float, until=None) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if until is not None and until():
            return True
        app.step(1 / 30)
        top = type(app.stack.top).__name__
        if top in ("RoundSummary", "Summary"):
            app.stack.top.close()
        time.sleep(1 / 60)
    return until is None or until()


def shoot(size: tuple[int, int], game: str, out: Path, host_shot: bool) -> None:
    import pygame

    from game.net.hosting import Hosted
    from scenes.catalog import load_all
    from scenes.frame.app import App, Launch
    from tests.net.phones import Phones, close_hosting

    players, names, step = GAMES[game]
    tag = f"{size[0]}x{size[1]}"
    app = App(Launch(size=size))
    app.settings.hints_seen = list(load_all())
    phones = None
    with tempfile.TemporaryDirectory() as rooms:
        app.hosted = Hosted(folder=Path(rooms), pace=0.6).start(port=0)
        try:
            app.stack.push(app.scene("title"))
            frames(app, 0.1)
            screen = app.stack.push(app.scene("online"))
            screen.go("host")
            screen.set_game(game)
            screen.set_players(players)
            screen.set_phones(len(names))
            screen.set_here(0)
            screen.host()
            assert frames(app, 10, screen.shows_join_code), screen.problem
            phones = Phones(app.hosted.url, screen.session.room, names, think=(0.4, 0.9))
            for _ in names[:-1]:
                phones.sit.release()
            assert frames(app, 10, lambda: phones.seated == len(names) - 1)
            frames(app, 0.3)
            if host_shot:
                pygame.image.save(app.screen, str(out / f"table-screen-host-{tag}.png"))
            phones.sit.release()
            assert frames(app, 10, lambda: phones.seated == len(names))
            phones.go.set()
            assert frames(app, 20, lambda: getattr(app.stack.top, "spectating", False))
            table = app.stack.top
            assert frames(app, 120, lambda: table.match.step >= step), table.match.step
            frames(app, 3, lambda: not table.motion.busy)
            pygame.image.save(app.screen, str(out / f"table-screen-{game}-{tag}.png"))
        finally:
            close_hosting(app, phones)
            App.close_window()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.table_screen_shots")
    ap.add_argument("--out", default=str(ROOT / "docs" / "phone"))
    ap.add_argument("--sizes", nargs="*", default=["1280x720", "1024x600"])
    ap.add_argument("--games", nargs="*", default=list(GAMES))
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("KENNEL_DATA_DIR", tempfile.mkdtemp(prefix="kennel-shots-"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for text in args.sizes:
        size = tuple(int(v) for v in text.split("x"))
        for i, game in enumerate(args.games):
            shoot(size, game, out, host_shot=i == 0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
