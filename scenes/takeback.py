"""Undo at the table (Ctrl+Z, or Undo in the pause menu).

Whether a move may be taken back is the engine's rule (``game.undo``). The table
keeps, for each person's move, what every seat saw just before it and a copy of the
bots as they were; taking back replays the shortened record, checks that every view
equals the one kept, and opens the table again on that game with those bots (a bot
still thinking about the old moment is stopped and its answer dropped).
"""
from __future__ import annotations

import copy
from concurrent.futures import Future
from dataclasses import dataclass

from game.undo import Refusal, take_back

#: person's moves remembered (older ones are taken back without the view check)
KEEP = 16


def every_view(game) -> dict:
    return {seat: game.view(seat) for seat in [None, *range(game.players)]}


@dataclass
class Mark:
    views: dict
    bots: Future | dict


class TakeBack:
    def __init__(self):
        #: record length before a person's move -> what was seen then
        self.marks: dict[int, Mark] = {}

    def mark(self, table) -> None:
        """A person is about to act at ``table``: remember this moment."""
        game, auto = table.game, table.auto
        pool = getattr(auto, "pool", None)
        bots = auto.bots
        if pool is not None:
            # copied on the bots' own thread, after whatever they are doing now
            kept: Future | dict = pool.submit(copy.deepcopy, bots)
        else:
            kept = copy.deepcopy(bots)
        self.marks[game.step] = Mark(every_view(game), kept)
        for old in sorted(self.marks)[:-KEEP]:
            del self.marks[old]

    def undo(self, table) -> bool:
        """Take back the looking person's last move (with the bots' replies); a
        refusal is said at the table. True when it was taken back."""
        reason = self.refusal(table)
        if reason is None:
            seat = self.who(table)
            result = take_back(table.game.record(), seat, table.humans)
            if isinstance(result, Refusal):
                reason = result.reason
        if reason is not None:
            table.say(f"No undo: {reason}")
            table.app.audio.play("error")
            return False
        game, point = result
        mark = self.marks.get(point.cut)
        if mark is not None and every_view(game) != mark.views:
            table.say("No undo: the game did not replay to the same table")
            table.app.audio.play("error")
            return False
        self.open(table, game, point, seat, mark)
        return True

    @staticmethod
    def who(table) -> int | None:
        """The person asking: the one looking, else (the screen being handed on) the
        person who moved last."""
        if isinstance(table.viewer, int) and table.viewer in table.humans:
            return table.viewer
        if len(table.humans) == 1:
            return table.humans[0]
        if table.handing_off:
            for seat, _, _ in reversed(table.game.record()["actions"]):
                if seat in table.humans:
                    return seat
        return None

    def refusal(self, table) -> str | None:
        if table.replaying or not table.humans:
            return "there is nobody's move to take back"
        if table.finished or table.game.is_over:
            return "the game is over"
        if table.real_time_now():
            return "moves made against the clock cannot be taken back"
        if self.who(table) is None:
            return "pass the screen to the player first"
        return None

    def open(self, table, game, point, seat: int, mark: Mark | None) -> None:
        auto = table.auto
        pool = getattr(auto, "pool", None)
        bots = None
        if mark is not None:
            bots = mark.bots.result() if isinstance(mark.bots, Future) else mark.bots
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)  # no old thought lands later
        if bots is None:
            bots = auto.bots
        fresh = table.entry.table(table.app, game, table.seats)
        fresh.resumed = True
        fresh.autosaved_once = True  # the same game, taken back: its autosave is this one's
        fresh.facing = seat
        fresh.focus_of = table.focus_of
        if table.viewer == seat or len(table.humans) < 2:
            fresh.viewer = fresh.last_looker = seat
        # else: asked from the cover, by whoever holds the screen: it opens covered,
        # passing back to the person whose move it was
        fresh.clock = max(table.clock, game.now)
        fresh.auto.bots = dict(bots)
        for old in [k for k in self.marks if k >= point.cut]:
            del self.marks[old]
        fresh.takeback = self
        replies = len(point.taken) - 1
        fresh.say("Your move was taken back" if not replies else
                  f"Your move and {replies} bot repl{'y' if replies == 1 else 'ies'} were taken back")
        stack = table.app.stack
        while stack.top is not table and table in stack.scenes:
            stack.pop()
        stack.replace(fresh)
        fresh.dirty_save = True
