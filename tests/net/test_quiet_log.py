"""game.net.quiet_log: one line per kind per interval, with a count of the rest."""
from __future__ import annotations

import io

from game.net.quiet_log import QuietLog


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_a_thousand_lines_of_one_kind_in_an_interval_write_one():
    out = io.StringIO()
    log = QuietLog(out, interval=60, clock=Clock())
    for i in range(1000):
        log.say("accept failed", f"accept failed {i}")
    assert out.getvalue() == "kennel serve: accept failed 0\n"


def test_the_next_line_after_the_interval_says_how_many_were_held_back():
    out, clock = io.StringIO(), Clock()
    log = QuietLog(out, interval=60, clock=clock)
    for _ in range(5):
        log.say("k", "trouble")
    clock.now = 61
    log.say("k", "trouble again")
    assert out.getvalue().splitlines()[-1] == "kennel serve: trouble again (and 4 more like this in the last 60 s)"


def test_flush_says_the_count_held_back_once_the_interval_is_over():
    out, clock = io.StringIO(), Clock()
    log = QuietLog(out, interval=60, clock=clock)
    for _ in range(3):
        log.say("k", "trouble")
    log.flush()
    clock.now = 60
    log.flush()
    assert out.getvalue().splitlines() == ["kennel serve: trouble", "kennel serve: k: 2 more like this in the last 60 s"]


def test_kinds_are_counted_apart():
    out = io.StringIO()
    log = QuietLog(out, interval=60, clock=Clock())
    log.say("a", "one")
    log.say("b", "two")
    log.say("a", "three")
    assert out.getvalue().splitlines() == ["kennel serve: one", "kennel serve: two"]
