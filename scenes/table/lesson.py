"""What every guided first game (Learn Pups and the rest) does the same way, mixed in
before the game's own table: progress kept per step in the statistics, the end that
marks the game learned, no autosave, the way back to the title. Each game's lesson
(``scenes/<game>/lesson.py``) gives its id, its title and the words of its end."""
from __future__ import annotations

from game.language import _, said
from game.bots import Bot


class ScriptBot(Bot):
    """Plays its seat's scripted moves in order (nothing when the script is done)."""
    level = "lesson"

    def __init__(self, seat: int, moves: list[str]):
        super().__init__(seat)
        self.moves = list(moves)

    def choose(self, view, legal):
        if not self.moves:
            return None
        want = self.moves[0]
        for action in legal:
            if str(action) == want:
                self.moves.pop(0)
                return action
        return None


class GuidedGame:
    """Mixed in before a table class: ``class PupsLesson(GuidedGame, PupsTable)``.
    The table sets ``self.lesson`` (with its ``steps``), ``self.done`` (steps made) and
    ``self.ended``."""
    game_id = ""
    #: the game's name as the title writes it ("Heckin Hounds")
    game_title = ""
    #: the summary's words when the lesson is finished (marked with N_, read with _)
    end_note = ""
    #: the step notes say whose move it is and what to do: while a step waits the table's
    #: status line is left out, and the step's pointer (an arrow over the card) stands
    #: where it was instead of across it
    notes_tell_the_move = False

    @property
    def kept_note(self) -> str:
        """What "Quit to title" says (scenes/screens/pause.py)."""
        return _("Your place in the lesson is kept: Learn {game} on the title goes on from it.").format(game=self.game_title)

    @classmethod
    def open(cls, app):
        """Learn <game> from the title: from the step reached last time (or the start)."""
        table = cls(app, app.stats.lessons.get(cls.game_id, 0))
        app.stack.push(table)
        return table

    def keep_progress(self) -> None:
        self.save_stats(lambda stats: stats.lessons.__setitem__(self.game_id, self.done))

    def save_stats(self, change) -> None:
        change(self.app.stats)
        try:
            self.app.stats.save()
        except OSError:
            pass  # (the statistics file says so itself when it cannot be written)

    def end_lesson(self) -> None:
        from scenes.table.results import Summary

        if self.ended:
            return
        self.ended = True

        def learned(stats):
            if self.game_id not in stats.learned:
                stats.learned.append(self.game_id)
            stats.lessons.pop(self.game_id, None)

        self.save_stats(learned)
        note = _(self.end_note) if self.end_note else ""
        self.app.stack.push(Summary(self.app, _("You have learned {game}").format(game=self.game_title), [_("Step"), _("Done")],
                                    [[str(len(self.lesson.steps)), _("all")]], note, on_close=self.to_title))

    def to_title(self) -> None:
        self.app.to_title()

    def restart_lesson(self) -> None:
        """The lesson again from its first step (not a new game)."""
        self.done = 0
        self.keep_progress()
        self.app.open_over_title(type(self)(self.app, 0))

    def step_note(self, text: str) -> str:
        """A step's words with its number: "Step 3 of 12: ..." (``text`` in the
        player's language already)."""
        return _("Step {number} of {count}: {text}").format(number=self.done + 1, count=len(self.lesson.steps),
                                                              text=text)

    def status(self, view) -> str:
        if self.notes_tell_the_move and self.step() is not None:
            return ""
        return super().status(view)

    def hint(self) -> bool:
        """H in a lesson: the step's own words again."""
        step = self.step()
        self.say(said(step.text) if step else _("The lesson is over"), 8.0)
        return True

    # -- what a lesson leaves out --------------------------------------------------------
    def autosave(self) -> None:
        """A lesson is no game to continue: only its step is kept."""
        self.keeper.dirty = False

    def finish(self) -> None:  # pragma: no cover - the lesson ends before the game does
        self.finished = True
