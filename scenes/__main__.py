"""``kennel`` / ``python -m scenes``: open the window (or jump straight to a table);
``kennel serve`` runs the network server instead (game.net.serve)."""
from __future__ import annotations

import argparse
import os
import sys

from scenes.frame.window_size import parse_size


class OneLineParser(argparse.ArgumentParser):
    def error(self, message: str):
        self.exit(2, f"kennel: {message} (see kennel --help)\n")


def size_argument(text: str) -> tuple[int, int]:
    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number of at least 0, not {value}")
    return value


def parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="kennel", description="Kennel: four dog card games on one table.")
    p.add_argument("--game", help="jump straight to a table: pups, hounds, pooch or heaveho")
    p.add_argument("--players", type=positive, help="players at that table")
    p.add_argument("--humans", type=positive, help="how many of them are people (the rest are bots)")
    p.add_argument("--seed", type=positive, help="deal with this seed")
    p.add_argument("--frames", type=positive, help="quit after this many frames")
    p.add_argument("--screenshot", metavar="PATH", help="save the last frame as a PNG")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", default=None)
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true")
    p.add_argument("--size", type=size_argument, metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--trace", metavar="FILE", help="append one JSON line per drawn frame (see README)")
    p.add_argument("--join", nargs=2, metavar=("ADDRESS", "CODE"),
                   help="join the online room CODE at the server ADDRESS (e.g. 192.168.1.5:8765 K-AB12CD)")
    p.add_argument("--name", help="your name in an online room (with --join)")
    p.add_argument("--watch", nargs=2, metavar=("ADDRESS", "CODE"),
                   help="watch the online room CODE at the server ADDRESS (its public table, nobody's cards)")
    return p


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["serve"]:  # the headless server: no window, and no pygame imported
        from game.net.serve import main as serve

        return serve(argv[1:])
    args = parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from scenes.catalog import load_all

    catalog = load_all()
    p = parser()
    if args.game is not None and args.game not in catalog:
        p.error(f"unknown game {args.game!r} (games: {', '.join(catalog) or 'none yet'})")
    if args.game is None and (args.players is not None or args.humans is not None or args.seed is not None):
        p.error("--players, --humans and --seed need --game")
    if args.game is not None:
        entry = catalog[args.game]
        players = entry.default_players if args.players is None else args.players
        if not entry.min_players <= players <= entry.max_players:
            p.error(f"{entry.title} takes {entry.min_players} to {entry.max_players} players, not {players}")
        humans = 1 if args.humans is None else args.humans
        if humans > players:
            p.error(f"--humans {humans} is more than --players {players}")
        if entry.real_time and humans > 4:
            p.error("at most 4 people can share one keyboard")
        args.players, args.humans = players, humans
    if args.watch is not None and (args.join is not None or args.game is not None or args.name is not None):
        p.error("--watch goes alone (not with --join, --game or --name)")
    for flag in ("join", "watch"):
        given = getattr(args, flag)
        if given is None:
            continue
        if args.game is not None:
            p.error(f"--{flag} and --game cannot go together")
        from game.net.remote import address

        try:
            address(given[0])
        except ValueError as exc:
            p.error(f"--{flag}: {exc}")
        code = given[1].strip().upper()
        if not code or len(code) > 16 or not all(c.isalnum() or c == "-" for c in code):
            p.error(f"--{flag}: a room code is letters, digits and '-', not {given[1][:20]!r}")
        setattr(args, flag, (given[0], code))
    if args.join is None and args.name is not None:
        p.error("--name goes with --join")
    if args.name is not None and not 0 < len(" ".join(args.name.split())) <= 16:
        p.error("--name: a name of 1 to 16 characters")
    if args.frames == 0:
        p.error("--frames must be at least 1")
    if args.screenshot:
        folder = os.path.dirname(os.path.abspath(args.screenshot)) or "."
        if not os.path.isdir(folder):
            p.error(f"--screenshot: the folder {folder} does not exist")
        if not args.screenshot.lower().endswith(".png"):
            p.error("--screenshot must name a .png file")
        if os.path.isdir(args.screenshot):
            p.error(f"--screenshot: {args.screenshot} is a folder")
        if not os.access(folder, os.W_OK):
            p.error(f"--screenshot: Kennel may not write in the folder {folder}")
    try:
        import pygame
    except ImportError:
        print("kennel: pygame-ce is not installed (run make play)", file=sys.stderr)
        return 1
    if not getattr(pygame, "IS_CE", False):
        print("kennel: the installed pygame is not pygame-ce; uninstall pygame and install pygame-ce", file=sys.stderr)
        return 1
    if args.trace:
        folder = os.path.dirname(os.path.abspath(args.trace)) or "."
        if not os.path.isdir(folder):
            p.error(f"--trace: the folder {folder} does not exist")
        problem = cannot_append(args.trace)
        if problem:
            p.error(f"--trace: {problem}")
    from game.storage import one_copy
    from game.storage.location import data_folder

    try:
        held = one_copy.hold(data_folder())  # held until the program ends
    except one_copy.AlreadyRunning as exc:
        print(f"kennel: {exc}", file=sys.stderr)
        return 2
    from scenes.frame.app import App, Launch
    from scenes.start import first_scene

    end_on_sigterm()
    app = None
    try:
        app = App(Launch(args.game, args.players, args.humans, args.seed, args.frames, args.screenshot,
                         args.fullscreen, args.size, args.trace, lock_problem=held.problem, lock_note=held.note,
                         join=args.join, name=args.name, watch=args.watch))
        return app.run(first_scene(app))
    except Ended:  # asked to end, as closing the window asks: the last move is kept
        if app is not None:
            try:
                app.quit_cleanly()
            except Exception:
                pass
        return 0


def cannot_append(path: str) -> str | None:
    """Why lines cannot be appended to ``path`` (a folder, no leave to write, a pipe
    nobody reads), or None; checked before the window opens."""
    if os.path.isdir(path):
        return f"{path} is a folder"
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK, 0o644)
    except OSError as exc:
        from game.storage.disk import reason

        return f"cannot write {path} ({reason(exc)})"
    os.close(fd)
    return None


class Ended(BaseException):
    """SIGTERM arrived: the app ends wherever it was, even in the middle of a wait."""


def end_on_sigterm() -> None:
    """SIGTERM ends Kennel, always. SDL would otherwise catch it and only queue a
    quit event, which nobody reads while the program waits on something; installed
    before the window opens, this handler is the one SDL keeps. Raising from it
    interrupts any wait (a read, a sleep), and the app still closes cleanly."""
    import signal

    def ended(signum, frame):
        signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a second SIGTERM ends it at once
        raise Ended()

    try:
        signal.signal(signal.SIGTERM, ended)
    except (ValueError, OSError, AttributeError):  # not the main thread, or no SIGTERM here
        pass


if __name__ == "__main__":
    sys.exit(main())
