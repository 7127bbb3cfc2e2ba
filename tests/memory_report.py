"""What each pytest process did with memory, for ``python -m tools.bench --suite``:
with KENNEL_SUITE_REPORT=DIR set, every worker writes DIR/<worker>.json at the end
of its session: its peak RSS and the tests after which its resident memory grew most
(and the slowest ones).
Without the variable nothing is measured."""
from __future__ import annotations

import json
import os
import resource
import time
from pathlib import Path

_PAGE = os.sysconf("SC_PAGE_SIZE")


def resident_mb() -> float:
    """This process's resident memory now (Linux /proc; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * _PAGE / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


class SuiteMemory:
    def __init__(self, folder: str):
        self.folder = Path(folder)
        self.worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        self.growth: list[tuple[float, str]] = []
        self.started = time.perf_counter()
        self.tests = 0
        self.slow: list[tuple[float, str]] = []

    def around(self, nodeid: str):
        before, start = resident_mb(), time.perf_counter()
        yield
        self.tests += 1
        self.growth.append((resident_mb() - before, nodeid))
        self.slow.append((time.perf_counter() - start, nodeid))

    def write(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        top = sorted(self.growth, reverse=True)[:15]
        slow = sorted(self.slow, reverse=True)[:15]
        (self.folder / f"{self.worker}.json").write_text(json.dumps({
            "worker": self.worker, "tests": self.tests, "seconds": round(time.perf_counter() - self.started, 1),
            "peak_rss_mb": round(me, 1),
            "end_rss_mb": round(resident_mb(), 1),
            "grew_most_mb": [[round(mb, 1), node] for mb, node in top],
            "slowest_s": [[round(s, 1), node] for s, node in slow]}, indent=1))
