import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

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
