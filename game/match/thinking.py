"""Bots think on a worker thread so that whoever runs the match (a table's frame
loop, the server's event loop) never waits for one: a hard bot may take tens of
milliseconds. When a bot acts is decided by game time alone, never by how fast the
machine thinks."""
from __future__ import annotations

import sys
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from game.autoplay import PENDING, Autoplay

# Let the loop that runs the match take the interpreter back quickly from a thinking bot.
sys.setswitchinterval(0.001)


@dataclass
class Job:
    future: Future
    view: dict
    legal: list
    since: float
    step: int


class ThinkingAutoplay(Autoplay):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self.jobs: dict[int, Job] = {}
        self.problem: str | None = None

    def _decide(self, seat, bot, view, legal, now):
        if seat in self.jobs:
            return PENDING
        self.jobs[seat] = Job(self.pool.submit(bot.choose, view, legal), view, legal, now, self.game.step)
        return PENDING

    def _observe(self, bot, view) -> None:
        self.pool.submit(bot.observe, view)

    def poll(self, now: float) -> None:
        """Take the bots' finished thoughts. A thought still running when its move could
        first be due (``settle``/``pace`` after the change) is waited for."""
        for seat, job in list(self.jobs.items()):
            if not job.future.done() and now < job.since + max(self.settle, self.pace):
                continue
            try:
                job.future.result()  # waits only for a late thought
            except Exception:
                pass
            del self.jobs[seat]
            try:
                action = job.future.result()
            except Exception as exc:  # a bot bug must not stop the game: play its first legal move
                self.problem = f"A bot stumbled ({type(exc).__name__}: {exc}); it played a plain move."
                action = job.legal[0] if job.legal else None
            if seat not in self.game.to_act() or self.game.is_over:
                continue
            if action is None and job.step != self.game.step:
                self._planned_step = -1  # it passed on an older moment: think again
                continue
            self._plan_with(seat, self.bots[seat], job.view, action, max(job.since, 0.0))

    def thinking(self) -> bool:
        return bool(self.jobs)

    def run_until(self, now: float):
        self.refresh(now)
        self.poll(now)
        return super().run_until(now)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
