"""Keeping a game on disk while it is played: the autosave after every change, the
finished game for replays and the statistics, once.

A ``Keeper`` hangs on a match as a watcher (``match.watch``): the match knows nothing
of files, and the table that shows the match only asks its keeper to write at the end
of a frame and to keep the game when it is over. What a person must be told comes back
as words; nothing here draws. An online game's server keeps the game: its keeper
writes no autosave, and keeps the finished game only once the server sent its record.
"""
from __future__ import annotations

from typing import Callable

from game.bots import LEVELS as BOT_LEVELS
from game.language import N_
from game.storage import disk, saves


class Keeper:
    def __init__(self, match, seats: list, title: str, autosaves: bool = True):
        self.match = match
        self.seats = list(seats)
        self.title = title
        #: an online game (the server keeps it) or a replay (nothing to keep) writes no autosave
        self.autosaves = autosaves
        #: a change not yet in the autosave
        self.dirty = False
        #: this keeper has written the autosave: its first write keeps another unfinished
        #: game found there in Saved games, unless this game replaces it on purpose
        self.first_written = False
        self.replaces_autosave = False
        #: kept with the game in its saves: "counted" once the finished game is in the
        #: statistics (a finished game continued again is not counted twice)
        self.extra: dict = {}
        #: the finished game could not be kept for replays: it lives on in the autosave
        #: only, so nothing may replace that without asking
        self.unkept = False
        match.watch(self.changed)

    def changed(self, match, events) -> None:
        self.dirty = True

    def let_go(self) -> None:
        """Stop watching (an undo hands the match on to a fresh table and its keeper)."""
        self.match.unwatch(self.changed)

    def saved(self) -> saves.Saved:
        return saves.Saved(record=self.match.record(), seats=list(self.seats), title=self.title,
                           extra=dict(self.extra))

    # -- while it is played -------------------------------------------------------------
    def autosave(self, done: Callable[[], None] | None = None) -> tuple[str | None, list[str]]:
        """Write the autosave (on the autosave writer's thread). Returns words to say at
        the table (another unfinished game was kept in Saved games) and notices."""
        self.dirty = False
        if not self.autosaves:
            return None, []
        saved = self.saved()
        said, notices = None, []
        if not self.first_written:
            self.first_written = True
            if not self.replaces_autosave:
                try:
                    kept = saves.keep_unfinished(saved.record)
                except OSError as exc:
                    kept = None
                    notices.append(N_("Could not keep your other unfinished game: {why}.").format(why=disk.reason(exc)))
                if kept:
                    said = N_("Your other unfinished game is kept in Saved games as \u201c{name}\u201d.").format(name=kept)
        saves.write_autosave(saved, done=done)
        return said, notices

    # -- when it is over ------------------------------------------------------------------
    def finished(self, stats, people: list, lower_is_better: bool) -> list[str]:
        """Keep the finished game for replays, count it once in ``stats`` (``people``:
        (name, won, score) of each person at the table) and let the autosave go.
        Returns the notices to show."""
        notices: list[str] = []
        kept = False
        try:  # written (durably) before the autosave goes: a failed write loses nothing
            if not self.autosaves:
                if self.match.record() is not None:  # (an online game: the server's record)
                    saves.keep_finished(self.saved())
            else:
                kept = saves.keep_finished(self.saved()) is not None
        except OSError as exc:
            self.unkept = self.autosaves
            if self.autosaves:
                notices.append(N_("Could not keep this game for replays: {why}. It stays in the autosave (Continue) "
                                  "until a new game starts.").format(why=disk.reason(exc)))
            else:
                notices.append(N_("Could not keep this game for replays: {why}.").format(why=disk.reason(exc)))
        if not self.extra.get("counted"):  # a finished game continued again counts once
            levels = [s.level for s in self.seats if not s.human]
            strongest = max(levels, key=BOT_LEVELS.index) if levels else "people"
            if people:  # counted once, whoever played; each person's own result by name
                stats.add_game(self.match.id, strongest, people, lower_is_better=lower_is_better)
            try:
                stats.save()
            except OSError as exc:
                notices.append(N_("Could not save your statistics: {why}.").format(why=disk.reason(exc)))
            self.extra["counted"] = True
            if self.unkept:
                _, more = self.autosave()  # the autosave that stays says it is counted
                notices += more
        if kept:
            try:
                saves.clear_autosave()
            except OSError as exc:
                notices.append(N_("Could not remove the autosave of this finished game: {why}.").format(why=disk.reason(exc)))
        return notices
