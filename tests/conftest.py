import os
import sys
import threading
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the tests' real windows (Xvfb, no GPU) show their frames through X11 itself: SDL's
# default there is an OpenGL renderer in software, whose flip costs ~10 ms of CPU a
# frame at 1280x720 against ~0.2 ms (every program the tests start inherits this)
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
# the suite reads Kennel's English words whatever language the machine running it asks
# for (the Language setting's default follows the environment; tests/test_language.py
# sets it per test)
os.environ["LANGUAGE"] = "en"

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def leaves_nothing_behind(request):
    """Every test leaves no App, window, thread or painted pictures behind (see
    tests/leftovers.py): the suite's workers stay small however many tests they run."""
    from tests import leftovers

    threads = set(threading.enumerate())
    made = leftovers.apps_made()
    #: Apps an earlier, failed test left (already reported there: not this test's)
    earlier = {id(app) for app in leftovers.apps_alive()}
    yield
    # torn down last: the other fixtures are finished, only pytest's table of their
    # values still refers to them (an app a fixture returned)
    for name in request.node.funcargs:
        if name != "leaves_nothing_behind":
            request.node.funcargs[name] = None
    apps = leftovers.apps_alive()
    if apps:
        leftovers.close_tables(apps)
        type(apps[0]).close_window()
    if apps or leftovers.apps_made() != made:
        del apps
        leftovers.let_go()
    ours = [app for app in leftovers.apps_alive() if id(app) not in earlier]
    assert not ours, f"{len(ours)} App(s) outlived the test, held by:\n{leftovers.who_holds(ours[0])}"
    del ours
    left = leftovers.threads_left(threads)
    assert not left, f"threads still running after the test: {[t.name for t in left]}"


def pytest_collection_finish(session):
    """The modules every test shares are loaded: freeze them out of the collector
    once; the tests' Apps do not freeze (App.one_after_another)."""
    from scenes.frame.app import App

    App.one_after_another()


#: the whole-program tests (tests/whole_program, seconds to minutes each) and the other
#: long ones, in the order they start: the longest first, so that the short tests fill
#: in around them and no worker is left with a long one at the end
WHOLE_PROGRAM_FIRST = ["test_online_windows", "test_shot_layout.py::[1280x720]",
                       "tests/page/test_phones.py",  # whole games on phone browsers, 25-60 s each alone (Pooch up to 100 s: its length varies with timing)
                       "test_language_window",  # whole games in German in a window
                       "test_cover_rule_window", "test_pads_window", "test_shot_layout.py::[1920x1080]",
                       "test_shot_layout.py::[1024x600]", "test_monkey", "test_shot_layout_languages", "test_real_window", "test_table_screen_window",
                       "tests/whole_program/",  # any other whole-program test
                       "tests/scenes/test_cover_rule.py::test_pups_four_players"]  # a whole game, frame by frame


#: files whose few short tests each need a browser: one worker runs each file, so that
#: its browser and server start once (tests/page/conftest.py)
ONE_WORKER = ("tests/page/test_page_dom.py", "tests/page/test_page_language.py")


def work_unit(nodeid: str) -> str:
    """What one worker runs together: a shot size's four checks (they share one
    ``tools.shots`` run, which a second worker would only wait for), a file of
    ONE_WORKER, else one test."""
    if "test_shot_layout.py::" in nodeid and "[" in nodeid:
        return "test_shot_layout.py::[" + nodeid.rsplit("[", 1)[1]
    if nodeid.startswith(ONE_WORKER):
        return nodeid.split("::", 1)[0]
    return nodeid


def _rank(nodeid: str) -> int:
    unit = work_unit(nodeid)
    for rank, name in enumerate(WHOLE_PROGRAM_FIRST):
        if name in unit:
            return rank
    return len(WHOLE_PROGRAM_FIRST)


def pytest_collection_modifyitems(session, config, items):
    """The whole-program tests start first, longest first (see WHOLE_PROGRAM_FIRST)."""
    items.sort(key=lambda item: _rank(item.nodeid))  # stable: the rest keep their order


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist's: unknown without it
def pytest_xdist_make_scheduler(config, log):
    """pytest-xdist hands out work units in the order above, a few at a time to
    whichever worker is nearly out of work; a shot size's four tests are one unit
    (see work_unit). (The loadgroup mark cannot name a fixture's parameter.)"""
    from xdist.scheduler import LoadScopeScheduling

    class Units(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

    config.option.loadscopereorder = False  # the collection's order, not the biggest unit first
    return Units(config, log)


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
