import gc
import os
import sys
import threading
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def leaves_nothing_behind(request):
    """Every test leaves no App, window, thread or painted pictures behind (see
    tests/leftovers.py): the suite's workers stay small however many tests they run."""
    from tests import leftovers

    threads = set(threading.enumerate())
    yield
    # torn down last: the other fixtures are finished, only pytest's table of their
    # values still refers to them (an app a fixture returned)
    for name in request.node.funcargs:
        if name != "leaves_nothing_behind":
            request.node.funcargs[name] = None
    apps = leftovers.apps_alive()
    if apps:
        leftovers.close_tables(apps)
        import pygame

        pygame.quit()
    if apps or gc.get_freeze_count():
        del apps
        leftovers.let_go()
    kept = len(leftovers.apps_alive())
    assert not kept, f"{kept} App(s) outlived the test, held by:\n{leftovers.who_holds(leftovers.apps_alive()[0])}"
    left = leftovers.threads_left(threads)
    assert not left, f"threads still running after the test: {[t.name for t in left]}"


def pytest_collection_modifyitems(session, config, items):
    """The whole-program tests (tests/whole_program, a minute or more each) first, so
    that the short ones fill in around them on both workers. pytest-xdist hands out
    the first quarter of the tests one by one, to each worker in turn: the shot
    layout's tests are interleaved so that one worker gets the 1024x600 and 1920x1080
    sizes, the other 1280x720 and the real window, and neither waits for a trace the
    other is making (were the order otherwise, a worker would only wait, never fail)."""
    whole = [item for item in items if "whole_program" in item.nodeid.split("::")[0]]
    if not whole:
        return
    chosen = set(whole)
    shots = {size: [i for i in whole if getattr(i, "callspec", None) and i.callspec.params.get("shots") == size]
             for size in ("1024x600", "1280x720", "1920x1080")}
    shot_items = {i for group in shots.values() for i in group}
    window = [i for i in whole if "test_real_window" in i.nodeid and i not in shot_items]
    rest = [i for i in whole if i not in shot_items and i not in window]
    one = shots["1024x600"] + shots["1920x1080"]
    other = shots["1280x720"] + window
    first = []
    for k in range(max(len(one), len(other))):
        first += one[k:k + 1] + other[k:k + 1]
    items[:] = first + rest + [item for item in items if item not in chosen]


_suite_memory = None
if os.environ.get("KENNEL_SUITE_REPORT"):  # python -m tools.bench --suite
    from tests.memory_report import SuiteMemory

    _suite_memory = SuiteMemory(os.environ["KENNEL_SUITE_REPORT"])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if _suite_memory is None:
        yield
        return
    measuring = _suite_memory.around(item.nodeid)
    next(measuring)
    yield
    next(measuring, None)


def pytest_sessionfinish(session, exitstatus):
    if _suite_memory is not None:
        _suite_memory.write()
