import os
import time

import pygame
import pytest


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KENNEL_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def make_app(data_dir):
    """Build an App at a given size (headless); quits pygame afterwards."""
    from scenes.frame.app import App, Launch

    made = []

    def build(size=(1280, 720), hints=False, animation="instant", **launch):
        from scenes.catalog import load_all

        app = App(Launch(size=size, **launch))
        if launch.get("trace"):  # the tests read the trace; nobody looks at the dummy window
            app.show_traced = False
        app.settings.animation = animation
        if not hints:  # first-time hints have their own test
            app.settings.hints_seen = list(load_all())
        made.append(app)
        return app

    yield build
    from tests import leftovers

    leftovers.close_tables(made)
    made.clear()  # the apps go with the test (tests/conftest.py checks that none is left)
    App.close_window()


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def press(app, k, frames=2):
    """Post a real key press to the event queue and run frames to handle it."""
    pygame.event.post(key(k))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    run(app, frames)


def click(app, pos, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, frames)


def pass_cover(app, cover, dt=0.25):
    """At a hand-off cover: press Space once it may be lifted (the next person named,
    the table at rest, the lock-out over), else let the table play on."""
    if cover.may_reveal():
        press(app, pygame.K_SPACE, frames=1)
    else:
        run(app, 1, dt=dt)


def run(app, frames=1, dt=1 / 60):
    for _ in range(frames):
        app.step(dt)


def until(app, done, seconds: float = 20.0, dt: float = 1 / 60, paced: bool = True) -> bool:
    """Frames of ``dt`` until ``done()`` (True) or ``seconds`` pass (``done()`` then).
    ``paced``: at a window's own pace, ``dt`` of real time a frame, for an app that
    waits on something outside it (a server, people on other connections): frames drawn
    faster would show the same moments and take the CPU from what the app waits on (in
    this process, the people's thread). Not paced: 5 ms apart, for a game the app
    itself plays on (the cover's Space, the table's moves) between a server's answers."""
    now = time.monotonic()
    deadline, due = now + seconds, now
    while time.monotonic() < deadline:
        if done():
            return True
        run(app, 1, dt=dt)
        now = time.monotonic()
        due = max(due + dt, now) if paced else now + 0.005  # (a late frame is not made up with a burst)
        time.sleep(max(0.001, due - now))
    return done()


os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def lift_cover(app, limit=600, dt=0.1):
    """Every way into a table with two or more people starts covered: let the table
    play on under the cover and lift it for the person it names."""
    from scenes.table.handoff import HandOff

    for _ in range(limit):
        top = app.stack.top
        if not isinstance(top, HandOff):
            return
        pass_cover(app, top, dt=dt)
    raise AssertionError("the cover was never lifted")
