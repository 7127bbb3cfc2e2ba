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
    """The whole-program tests (tests/whole_program, a minute or more each) start first,
    split between the two workers, so that the short tests fill in around them.
    pytest-xdist (3.x, the default "load" mode) first hands each worker a run of
    consecutive tests, a quarter of its share: one worker's run begins with the
    1024x600 and 1920x1080 shots and the monkey, the other's with the 1280x720 shots,
    the real window and the two online windows, and neither waits for a trace the other is making. (Were
    xdist to hand them out otherwise, the suite would only take longer, never fail.)"""
    whole = [item for item in items if "whole_program" in item.nodeid.split("::")[0]]
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0") or 0)
    if not whole:
        return

    def size(item):
        return item.callspec.params.get("shots") if hasattr(item, "callspec") else None

    one = [i for i in whole if size(i) in ("1024x600", "1920x1080")]
    other = [i for i in whole if size(i) == "1280x720" or "test_real_window" in i.nodeid
             or "test_online_windows" in i.nodeid]
    one += [i for i in whole if i not in set(one) and i not in set(other)]  # the monkey
    chosen = set(whole)
    short = [item for item in items if item not in chosen]
    if workers == 2 and len(items) >= 4:
        chunk = max(2, (len(items) // workers) // 4)  # xdist's first run for each worker
        fill = max(0, chunk - len(one))
        items[:] = one + short[:fill] + other + short[fill:]
    else:
        items[:] = one + other + short


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
