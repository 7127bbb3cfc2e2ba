"""Frame time of every table in its busiest moment, headless, plus input latency,
time to first frame, peak memory and a leak check.

    python -m tools.bench [--json] [--frames 600] [--size 1280x720] [--open-only] [--trace FILE]
                          [--leak-rounds 8] [--leak-frames 240]
    python -m tools.bench --suite [--jobs 3] [-- PYTEST ARGS]
    python -m tools.bench --monkey all|GAME,... [--minutes 10] [--json]

``--monkey`` is the leak check of a long monkey run (random keys, clicks, resizes
through every scene of a game), one process per game. ``--suite`` runs the test suite as ``make test`` does and reports its wall time and
each pytest process's peak memory (and the tests after which it grew most).

``open_ms``: opening each menu screen (push and its first frame), median and max
of 20 openings. ``leak_mb``: after those, a long run (every table and every screen,
round after round, frames unpaced); the growth of resident memory over its second
half. ``peak_rss_mb`` is the peak of the whole program, the long run included.

Frames are paced at 60 a second as in the app (bots think on their thread in the
gaps); the time of a frame is events + update + draw, without the wait.
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time

import tools.headless  # noqa: F401,E402  (first: drivers and a throwaway data folder)

import pygame  # noqa: E402

from game import new_game  # noqa: E402
from game.storage import saves  # noqa: E402
from scenes.frame.app import App, Launch  # noqa: E402
from scenes.catalog import load_all  # noqa: E402
from scenes.frame.window_size import parse_size  # noqa: E402
from scenes.screens.title import Title  # noqa: E402
from tools import moments  # noqa: E402

FRAME = 1 / 60


def all_bots(app, entry, seed=7):
    game = new_game(entry.id, players=entry.max_players, seed=seed)
    seats = [saves.Seat(n, False, "normal") for n in game.names]
    table = entry.table(app, game, seats)
    table.pace = 0.25
    table.match.auto.pace = 0.25
    return table


def measure(app, frames: int) -> dict:
    app.measure = True
    app.frame_ms = []
    for _ in range(frames):
        start = time.perf_counter()
        app.step(FRAME)
        left = FRAME - (time.perf_counter() - start)
        if left > 0:
            time.sleep(left)
    samples = sorted(app.frame_ms)
    app.measure = False
    return {"median_ms": round(statistics.median(samples), 3),
            "p99_ms": round(samples[min(len(samples) - 1, int(0.99 * len(samples)))], 3),
            "max_ms": round(samples[-1], 3), "frames": len(samples)}


def make_app(size, trace: str | None = None) -> App:
    app = App(Launch(size=size, trace=trace))
    app.settings.animation = "normal"
    return app


def latency_frames(app) -> int:
    """Frames between a key press and the screen showing its effect (Esc opens the
    pause menu over a table): 0 when the frame that handles it draws it."""
    from scenes.screens.pause import PauseMenu

    catalog = load_all()
    entry = next(iter(catalog.values()))
    app.stack.reset(Title(app))
    app.stack.push(all_bots(app, entry))
    for _ in range(30):
        app.step(FRAME)
    before = pygame.image.tobytes(app.screen, "RGB")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    for frames in range(0, 10):
        app.step(FRAME)
        if isinstance(app.stack.top, PauseMenu) and pygame.image.tobytes(app.screen, "RGB") != before:
            return frames
    return 10


def screen_openers(app) -> dict:
    """Every menu screen a player opens, as a function that pushes it (over the title,
    or over a paused table for the pause menu)."""
    from scenes.screens.settings import KeyBindings, KeyTest, SettingsScreen
    from scenes.screens.rules import RulesPage
    from scenes.screens.setup import Seating
    from scenes.screens.shelf import Shelf
    from scenes.screens.statistics import StatisticsPage

    catalog = load_all()
    first = next(iter(catalog.values()))
    openers = {"title": lambda: Title.of(app)}
    for entry in catalog.values():
        openers[f"setup_{entry.id}"] = lambda e=entry: Seating.of(app, e, key=e.id)
    openers.update({
        "settings": lambda: SettingsScreen.of(app), "key_bindings": lambda: KeyBindings.of(app),
        "key_test": lambda: KeyTest(app), "saves": lambda: Shelf(app, "named"),
        "replays": lambda: Shelf(app, "finished"), "statistics": lambda: StatisticsPage(app),
        "rules": lambda: RulesPage(app, first, app.card_art(first.id, first.art) if first.art else None),
        "pause": "pause",
    })
    return openers


def open_ms(app, times: int = 20) -> dict:
    """How long opening each screen takes (push + its first frame), median and max
    over ``times`` openings: a measurement only, nothing waits on it."""
    catalog = load_all()
    first = next(iter(catalog.values()))
    report = {}
    for name, make in screen_openers(app).items():
        samples = []
        for _ in range(times):
            app.stack.reset(Title.of(app))
            base = None
            if make == "pause":
                base = app.stack.push(all_bots(app, first))
            app.step(FRAME)
            start = time.perf_counter()
            if make == "pause":
                base.open_pause()
            elif name == "title":
                app.stack.reset(make())
            else:
                app.stack.push(make())
            app.step(FRAME)
            samples.append((time.perf_counter() - start) * 1000)
        report[name] = {"median_ms": round(statistics.median(samples), 2), "max_ms": round(max(samples), 2)}
    app.stack.reset(Title(app))
    return report


def resident_mb() -> float:
    """Resident memory now (Linux /proc; the peak alone would hide a slow leak)."""
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * resource.getpagesize() / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


def leak_mb(app, rounds: int, frames: int) -> tuple[float, list[float]]:
    """A long run, as a player plays on: each round opens every table in turn for
    ``frames`` frames and every menu screen once. The growth of resident memory over
    the second half of the rounds (the first half lets caches fill): the last round's
    RSS less the highest of the first half (a dip is not a leak), and the samples."""
    catalog = load_all()
    openers = screen_openers(app)
    samples = []
    for _ in range(rounds):
        for entry in catalog.values():
            app.stack.reset(Title(app))
            app.stack.push(all_bots(app, entry, seed=7 + len(samples)))
            for _ in range(frames):
                app.step(FRAME)
        for name, make in openers.items():
            app.stack.reset(Title.of(app))
            app.step(FRAME)
            if make == "pause":
                app.stack.push(all_bots(app, next(iter(catalog.values())))).open_pause()
            elif name != "title":
                app.stack.push(make())
            app.step(FRAME)
        app.stack.reset(Title(app))
        app.step(FRAME)
        samples.append(round(resident_mb(), 1))
    first_half = samples[:len(samples) // 2]
    return round(samples[-1] - max(first_half), 1), samples


def first_frame_seconds(runs: int = 3) -> float:
    """Launch to first frame of the real program (the whole run of ``--frames 1``), in
    a fresh process as a player starts it: after one run unmeasured (the modules'
    bytecode written, as an install leaves it, and the files in the disk cache), the
    median of ``runs``."""
    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times = []
    for _ in range(runs + 1):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "scenes", "--frames", "1"], check=True, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return round(statistics.median(times[1:]), 3)


def suite(jobs: int, extra: list[str]) -> dict:
    """Run the test suite (``make test``'s command) and gather what each worker wrote
    (tests/memory_report.py): wall time and peak RSS per worker. (The child processes
    a test starts, tools.shots and the monkey, are measured by tools.bench itself.)"""
    import os
    import tempfile
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    folder = tempfile.mkdtemp(prefix="kennel-suite-")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               KENNEL_SUITE_REPORT=folder)
    env.pop("KENNEL_DATA_DIR", None)  # the tests make their own
    command = [sys.executable, "-m", "pytest", "-q", *(["-n", str(jobs)] if jobs else []), *extra]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    workers = {}
    for path in sorted(Path(folder).glob("*.json")):
        row = json.loads(path.read_text())
        workers[row.pop("worker")] = row
    tail = [line for line in done.stdout.splitlines() if line.strip()][-1:] or [""]
    return {"command": " ".join(command[2:]), "returncode": done.returncode, "summary": tail[0],
            "wall_s": round(wall, 1), "details": folder, "workers": workers}


def monkey(games: list[str], minutes: float) -> dict:
    """The monkey (tests/scenes/monkey.py) at each game's scenes for ``minutes``, each in
    a fresh process: its peak RSS, its RSS every ten seconds and the growth after the
    first minute (``leak_mb``: the median of the last minute's samples less that of the
    second minute's)."""
    import os
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    report = {}
    for game in games:
        done = subprocess.run([sys.executable, "-m", "tests.scenes.monkey", game, "--minutes", str(minutes)],
                              cwd=root, env=dict(os.environ), capture_output=True, text=True)
        if done.returncode != 0:
            report[game] = {"error": done.stderr[-2000:]}
            continue
        row = json.loads(done.stdout.strip().splitlines()[-1])
        report[game] = {k: row[k] for k in ("peak_rss_mb", "leak_mb", "frames", "events", "rss_mb", "worst_ms",
                                            "escape_answered")}
    return report


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--open-only", action="store_true", help="measure only opening the screens")
    parser.add_argument("--trace", metavar="FILE", help="write the frame trace (what tracing costs is then measured)")
    parser.add_argument("--leak-rounds", type=int, default=8,
                        help="rounds of the long run whose second half's growth is leak_mb")
    parser.add_argument("--leak-frames", type=int, default=240, help="frames at each table in a round")
    parser.add_argument("--suite", action="store_true", help="run the test suite: wall time and memory per worker")
    parser.add_argument("--jobs", type=int, default=3, help="pytest-xdist workers for --suite (0: one process)")
    parser.add_argument("--monkey", metavar="GAMES", help="a long monkey run of these games (comma-separated, or all)")
    parser.add_argument("--minutes", type=float, default=10.0, help="how long --monkey plays each game")
    args, rest = parser.parse_known_args(argv)
    if args.monkey:
        games = list(load_all()) if args.monkey == "all" else args.monkey.split(",")
        report = monkey(games, args.minutes)
        if args.json:
            print(json.dumps(report))
        else:
            for game, row in report.items():
                if "error" in row:
                    print(f"{game:8} broke:\n{row['error']}")
                    continue
                print(f"{game:8} peak RSS {row['peak_rss_mb']:7.1f} MB  growth after the first minute "
                      f"{row['leak_mb']:5.1f} MB  ({row['frames']} frames, {row['events']} events)")
        return 1 if any("error" in row for row in report.values()) else 0
    if args.suite:
        report = suite(args.jobs, [a for a in rest if a != "--"])
        if args.json:
            print(json.dumps(report))
        else:
            print(f"{report['summary']}  ({report['wall_s']} s wall)")
            for name, row in report["workers"].items():
                print(f"{name:6} {row['tests']:5} tests  peak RSS {row['peak_rss_mb']:8.1f} MB  "
                      f"{row['seconds']:7.1f} s")
        return report["returncode"]
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        parser.error(str(exc))
    if args.frames < 10:
        parser.error("--frames must be at least 10")
    if args.leak_rounds < 2:
        parser.error("--leak-rounds must be at least 2")
    catalog = load_all()
    scenes = {}
    # one program, as a player runs it: the title, then each table in turn
    app = make_app(size, args.trace)
    app.stack.push(Title(app))
    if args.open_only:
        opened = open_ms(app)
        pygame.quit()
        print(json.dumps({"size": list(size), "open_ms": opened}) if args.json else
              "\n".join(f"open {n:14} median {r['median_ms']:7.2f} ms   max {r['max_ms']:7.2f} ms"
                        for n, r in opened.items()))
        return 0
    scenes["title"] = measure(app, min(args.frames, 120))
    for entry in catalog.values():
        busiest = moments.bench(entry)
        table = busiest(app) if busiest else all_bots(app, entry)
        app.stack.reset(Title(app))
        app.stack.push(table)
        scenes[entry.id] = measure(app, args.frames)
    opened = open_ms(app)
    latency = latency_frames(app)
    leak, samples = leak_mb(app, args.leak_rounds, args.leak_frames)
    report = {
        "size": list(size),
        "scenes": scenes,
        "open_ms": opened,
        "latency_frames": latency,
        "first_frame_s": first_frame_seconds(),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "leak_mb": leak,
        "rss_by_round_mb": samples,
    }
    pygame.quit()
    if args.json:
        print(json.dumps(report))
    else:
        for name, row in scenes.items():
            print(f"{name:10} median {row['median_ms']:7.3f} ms   p99 {row['p99_ms']:7.3f} ms   "
                  f"max {row['max_ms']:7.3f} ms   ({row['frames']} frames)")
        for name, row in opened.items():
            print(f"open {name:14} median {row['median_ms']:7.2f} ms   max {row['max_ms']:7.2f} ms")
        print(f"latency    {report['latency_frames']} extra frames")
        print(f"first frame {report['first_frame_s']} s")
        print(f"peak RSS   {report['peak_rss_mb']} MB")
        print(f"leak       {report['leak_mb']} MB over the second half of {args.leak_rounds} rounds "
              f"(RSS by round {samples})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
