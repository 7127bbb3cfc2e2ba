"""Undo at the table (Ctrl+Z, or Undo in the pause menu): whose move it takes back,
and the table opened again on the earlier state.

Whether a move may be taken back, and taking it back, is the match's (the fair rule of
``game.undo`` and its check that the game replays to the same table). The table says
who asks - the person looking, or, while the screen is being handed on, the person who
moved last - and, once the match has gone back, opens a fresh table on it: taken back
from the cover, that table opens covered, passing back to the person whose move it was.
"""
from __future__ import annotations

from game.language import N_, _, ngettext, said


def who(table) -> int | None:
    """The person asking: the one looking, else (the screen being handed on) the
    person who moved last."""
    if isinstance(table.viewer, int) and table.viewer in table.humans:
        return table.viewer
    if len(table.humans) == 1:
        return table.humans[0]
    if table.handing_off:
        for seat, _, _ in reversed(table.match.record()["actions"]):
            if seat in table.humans:
                return seat
    return None


def refusal(table) -> str | None:
    if table.replaying or not table.humans:
        return N_("there is nobody's move to take back")
    if table.finished or table.match.is_over:
        return N_("the game is over")
    if table.real_time_now():
        return N_("moves made against the clock cannot be taken back")
    if who(table) is None:
        return N_("pass the screen to the player first")
    return None


def undo(table) -> bool:
    """Take back the asking person's last move (with the bots' replies); a refusal is
    said at the table. True when it was taken back."""
    reason = refusal(table)
    if reason is None:
        seat = who(table)
        answer = table.match.undo(seat)
        reason = None if answer.ok else answer.reason
    if reason is not None:
        table.say(_("No undo: {why}").format(why=said(reason)))
        table.app.audio.play("error")
        return False
    replies = answer.replies
    reopen(table, seat, _("Your move was taken back") if not replies else
           ngettext("Your move and {count} bot reply were taken back",
                    "Your move and {count} bot replies were taken back", replies).format(count=replies))
    return True


def reopen(table, seat: int, words: str) -> None:
    """A fresh table on the match as it is now (its display starts from this state)."""
    fresh = table.entry.table(table.app, table.match, table.seats)
    table.owns_match = False  # the fresh table goes on with it
    fresh.resumed = True
    fresh.keeper.first_written = True  # the same game, taken back: its autosave is this one's
    fresh.facing = seat
    fresh.focus_of = table.focus_of
    fresh.keeper.extra = table.keeper.extra
    if table.viewer == seat or len(table.humans) < 2:
        fresh.viewer = fresh.last_looker = seat
    # else: asked from the cover, by whoever holds the screen: it opens covered,
    # passing back to the person whose move it was
    fresh.clock = max(table.clock, table.match.now)
    fresh.say(words)
    stack = table.app.stack
    while stack.top is not table and table in stack.scenes:
        stack.pop()
    stack.replace(fresh)
    fresh.keeper.dirty = True
