"""The monkey itself, run in a process of its own (``python -m tests.scenes.monkey
GAME``) so that what a frame costs is measured in a program like the player's, not
in a test process carrying a thousand earlier tests. Prints one JSON line."""
import json
import os
import random
import resource
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import tools.headless  # noqa: E402,F401 (run by hand, a throwaway data folder: a monkey that hosts never writes rooms into a player's folder)

import pygame  # noqa: E402

from scenes.frame.app import App, Launch  # noqa: E402
from scenes.catalog import load_all  # noqa: E402
from scenes.frame.stack import Scene  # noqa: E402
from scenes.screens.title import Title  # noqa: E402

EVENTS = 5_000
PER_FRAME = 4
KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME, pygame.K_END,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_d, pygame.K_w, pygame.K_s, pygame.K_q,
        pygame.K_j, pygame.K_l, pygame.K_i, pygame.K_k, pygame.K_u, pygame.K_v, pygame.K_1, pygame.K_5,
        pygame.K_KP4, pygame.K_KP6, pygame.K_KP8, pygame.K_KP5, pygame.K_KP7, pygame.K_RCTRL, pygame.K_F1]
SIZES = [(640, 480), (1024, 600), (1280, 720), (1600, 900), (800, 1000)]


def random_event(rng: random.Random, size):
    kind = rng.random()
    if kind < 0.5:
        key = rng.choice(KEYS)
        up = rng.random() < 0.3
        return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=key, mod=0,
                                  unicode=pygame.key.name(key)[:1], scancode=0)
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if kind < 0.8:
        button = rng.choice([1, 1, 1, 3])
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if kind < 0.9:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    if kind < 0.95:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0,
                                  precise_y=0.0)
    if kind < 0.98:
        return pygame.event.Event(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER,
                                              pygame.WINDOWLEAVE]))
    return "resize"


def two_people(seating) -> None:
    """The monkey's tables start with two people (the hand-offs are what it must not break)."""
    seating.kinds[1] = "person"
    seating.show_seats()


def play(game_id: str, trace: str | None = None, count: int = EVENTS, minutes: float | None = None) -> dict:
    """Feed the monkey's events through every scene of one game (with the frame
    trace written to ``trace``); report the costliest frame, and whether Escape
    still works at the end. With ``minutes``, it plays that long instead of ``count``
    events and reports resident memory every ten seconds (a leak check: ``leak_mb`` is
    the growth after the first minute). The leak check hosts a server before it plays, as
    the online screen's Host does: hosting's one-time cost (aiohttp and the server's code,
    some 18 MB that a hosting app keeps) falls in the first minute, wherever the monkey's
    own presses would have put it, so that what grows later is what the play leaves."""
    from scenes.screens.setup import Seating

    rng = random.Random(f"monkey-{game_id}")
    app = App(Launch(size=(1280, 720), trace=trace))
    app.show_traced = False  # (the test reads the trace; nobody looks at the dummy window)
    app.settings.animation = "instant"
    app.settings.hints_seen = list(load_all())
    if minutes is not None:
        from scenes.screens.online import network

        app.hosted = network()[1]().start(port=0)
    app.stack.push(Title(app))
    entry = load_all()[game_id]
    two_people(app.stack.push(Seating(app, entry)))
    app.step(1 / 60)
    slow = []
    worst = 0.0
    worst_at = None
    sent = 0
    began = time.monotonic()
    samples = []  # (seconds, resident MB)

    def going() -> bool:
        if minutes is None:
            return sent < count
        now = time.monotonic() - began
        if not samples or now - samples[-1][0] >= 10:
            samples.append((round(now, 1), round(resident_mb(), 1)))
        return now < minutes * 60

    while going():
        events = []
        for _ in range(PER_FRAME):
            made = random_event(rng, app.screen.get_size())
            sent += 1
            if made == "resize":
                size = rng.choice(SIZES)
                pygame.display.set_mode(size, pygame.RESIZABLE)
                events.append(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
            elif isinstance(made, list):
                events.extend(made)
            else:
                events.append(made)
        resized = any(e.type == pygame.WINDOWSIZECHANGED for e in events)
        # CPU time of this thread: what the frame costs, not how busy the machine is
        for event in events:  # through the real queue, as the app reads it (with pygame_gui's own events)
            pygame.event.post(event)
        start = time.thread_time()
        scenes_before = [type(s).__name__ for s in app.stack.scenes[-2:]]
        resizes_before = app.resizes
        app.step(1 / 30)
        took = time.thread_time() - start
        resized = resized or app.resizes != resizes_before  # the settings changed the window
        if not resized and took > worst:
            worst = took
            worst_at = (scenes_before, [type(s).__name__ for s in app.stack.scenes[-2:]], app.screen.get_size())
        if not resized and took > 0.05:
            slow.append((round(took * 1000, 1), scenes_before, [type(s).__name__ for s in app.stack.scenes[-2:]],
                         app.screen.get_size()))
        if not app.running or app.stack.top is None:
            # Escape at the title quits: a real player would be gone; start again from the title
            app.running = True
            app.stack.reset(Title(app))
            two_people(app.stack.push(Seating(app, entry)))
        if not any(isinstance(s, Scene) and s.__class__.__module__.startswith(f"scenes.{game_id}")
                   for s in app.stack.scenes) and rng.random() < 0.02:
            app.stack.reset(Title(app))  # keep the monkey near this game's scenes
            two_people(app.stack.push(Seating(app, entry)))
    # Escape backs out one level at a time (at a table it first cancels a card waiting for
    # its place): the app answers if the screen changes within three presses
    top_before = app.stack.top
    escape_answered = False
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        app.step(1 / 60)
        if app.stack.top is not top_before or not app.running:
            escape_answered = True
            break
    for scene in list(app.stack.scenes):
        if hasattr(scene, "match"):
            scene.match.close()
    frames = app.frame
    if getattr(app, "hosted", None) is not None:
        app.hosted.stop()
    app.quit_cleanly()
    report = {"game": game_id, "slow": slow, "worst_ms": round(worst * 1000, 1), "worst_at": worst_at,
              "escape_answered": escape_answered, "frames": frames}
    if minutes is not None:
        report.update(events=sent, rss_mb=samples, leak_mb=growth_after_a_minute(samples),
                      peak_rss_mb=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1))
    return report


def growth_after_a_minute(samples) -> float:
    """The median resident size of the last minute less that of the second minute: the
    size swings 40-60 MB with the window sizes the monkey picks, so one sample against
    another measures where the swing was, not whether the program grows."""
    end = samples[-1][0]
    second = [mb for t, mb in samples if 60 <= t < 120] or [samples[-1][1]]
    last = [mb for t, mb in samples if t >= max(end - 60, 60)] or [samples[-1][1]]
    return round(statistics.median(last) - statistics.median(second), 1)


def resident_mb() -> float:
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * resource.getpagesize() / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tests.scenes.monkey")
    parser.add_argument("game")
    parser.add_argument("trace", nargs="?")
    parser.add_argument("--minutes", type=float, help="play this long (a leak check) instead of 5000 events")
    args = parser.parse_args()
    print(json.dumps(play(args.game, args.trace, minutes=args.minutes)))
