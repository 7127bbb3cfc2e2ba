"""Learn Heckin Hounds: the guided first round at the ordinary Hounds table.

The lesson (``game.hounds.lesson``) is a stacked deal with every move scripted. At
each of the person's moves the table rings what to press and says in a sentence or
two what is happening and why; any other move is explained and may be tried again.
Some steps are only to read (what the leader sees, what a clue says, the score): the
bots wait until the person presses Go on. Progress is kept in the statistics after
every step, so leaving (Esc, Quit to title) and choosing Learn Heckin Hounds again
goes on from the same step; finishing marks Heckin Hounds as learned.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import replay
from game.language import N_, _, ngettext, said
from game.hounds.lesson import PERSON, lesson
from scenes.frame import fonts, look
from scenes.table.controls import ChoiceBar, Chip
from scenes.table.hinting import HintKey, guide_note
from scenes.hounds.table import HoundsTable
from scenes.hounds.words import move_words
from scenes.table.layout import free_spot
from scenes.table.lesson import GuidedGame, ScriptBot
from game.storage.saves import Seat
from scenes.table.scene import TableScene

GAME_ID = "hounds"


@dataclass(frozen=True)
class GoOn:
    """The Go on chip of a step that is only to read (no engine action)."""

    def __str__(self) -> str:
        return "go on"


GO_ON = GoOn()


def step_move_words(notation: str, names) -> str:
    """A lesson step's move in the player's words (the steps discard, trade, promise
    and play; anything else in the table's words)."""
    parts = notation.split()
    if len(parts) == 2 and parts[1].isdigit():
        n = int(parts[1])
        if parts[0] == "promise":
            return ngettext("promise {count} shift", "promise {count} shifts", n).format(count=n)
        verbs = {"discard": _("discard slot {slot}"), "trade": _("trade slot {slot}"), "play": _("play slot {slot}")}
        if parts[0] in verbs:
            return verbs[parts[0]].format(slot=n + 1)
    return move_words(notation, names)



class HoundsLesson(GuidedGame, HoundsTable):
    game_id = GAME_ID
    game_title = "Heckin Hounds"
    end_note = N_("A full game gives each player a round as the leader. End nearest zero, but not below it, to win.")
    threaded_bots = False

    def __init__(self, app, done: int = 0):
        self.lesson = lesson()
        done = max(0, min(done, len(self.lesson.steps)))
        game = replay(self.lesson.record(done))
        seats = [Seat(name, seat == PERSON, "normal") for seat, name in enumerate(self.lesson.players)]
        self.done = done
        self.ended = False
        self.go_bar = ChoiceBar()
        super().__init__(app, game, seats)
        self.resumed = True  # the lesson is its own first-time help
        after = len(game.record()["actions"])
        self.match.script_bots({s: ScriptBot(s, moves) for s, moves in self.lesson.bot_moves(after).items()})
        if done:
            self.say(_("Welcome back: step {number} of {count}").format(number=done + 1, count=len(self.lesson.steps)))

    # -- the steps ---------------------------------------------------------------------
    def step(self):
        return self.lesson.steps[self.done] if self.done < len(self.lesson.steps) else None

    def moves_made(self) -> int:
        return len(self.match.record()["actions"])

    def reading(self) -> bool:
        """A step only to read is on show (the bots have come to it and hold)."""
        step = self.step()
        return (step is not None and step.move is None and self.moves_made() >= step.at
                and not self.motion.busy and self.held_view is None and not self.ended)

    def run_bots(self) -> None:
        step = self.step()
        if step is not None and step.move is None and self.moves_made() >= step.at:
            return  # the bots wait until the person has read this step
        super().run_bots()

    def sync_bars(self, view) -> None:
        if self.reading():
            key = ("read", self.done)
            if key != self._bars_for:
                self._bars_for = key
                self._bars_placed = None
                self.go_bar.set([Chip(_("Go on"), GO_ON, primary=True)], _("Read the note, then go on"))
                self.bars = [self.go_bar]
                self.bar_focus = 0
            return
        if self._bars_for and self._bars_for[0] == "read":
            self._bars_for = None
            self.bars = []
        super().sync_bars(view)

    def act(self, seat: int, action, at: float | None = None) -> bool:
        step = self.step()
        if step is None:
            self.tell(_("The lesson is over: press Esc for the menu"))
            return False
        if step.move is None:
            if action is GO_ON and self.reading():
                self.done += 1
                self.keep_progress()
                self.bars = []
                self._bars_for = None
                self.touch()
                return True
            self.tell(_("Read the note, then press Go on"))
            return False
        if action is GO_ON:
            return False
        try:
            wanted = self.match.parse(action) if isinstance(action, str) else action
        except ValueError as exc:
            self.say(str(exc))
            return False
        if str(wanted) != step.move:
            legal = wanted in self.match.legal_actions(seat)
            words = (_("Not that one: this step asks you to {move}.") if legal else
                     _("Not that one (the rules do not allow it here either): this step asks you to {move}."))
            self.tell(words.format(move=step_move_words(step.move, self.match.names)), seconds=6.0)
            self.app.audio.play("error")
            self.touch()
            return False
        if not super().act(seat, action, at):
            return False
        self.done += 1
        self.keep_progress()
        return True

    def tell(self, text: str, seconds: float = 3.5) -> None:
        """Say the lesson's own words (already counting slots from 1, as the table does)."""
        TableScene.say(self, text, seconds)

    def update(self, dt: float) -> None:
        super().update(dt)
        if (self.step() is None and not self.ended and not self.motion.busy
                and self.held_view is None and self.app.stack.top is self):
            self.end_lesson()

    # -- what a lesson leaves out --------------------------------------------------------
    def restart(self) -> None:
        """Restart (pause menu): the lesson again from its first step, not a new game."""
        self.restart_lesson()

    def undo(self) -> bool:
        self.say(_("In the lesson, just try the move again"))
        return False

    def hint(self) -> bool:
        step = self.step()
        self.tell(said(step.text) if step else _("The lesson is over"), seconds=8.0)
        return True

    # -- input ---------------------------------------------------------------------------
    def on_click(self, pos, placement) -> None:
        if self.reading() and not any(bar.contains(pos) for bar in self.bars):
            self.tell(_("Read the note, then press Go on"))
            return
        super().on_click(pos, placement)

    def on_key(self, event) -> bool:
        if self.reading() and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.act(self.me(), GO_ON)
                return True
            return False
        return super().on_key(event)

    def status(self, view) -> str:
        return "" if self.reading() or self.step() is None else super().status(view)

    # -- pointing ------------------------------------------------------------------------
    def waiting(self) -> bool:
        step = self.step()
        if step is None:
            return False
        if step.move is None:
            return not self.reading()
        return self.motion.busy or not self.my_turn(self.view())

    def targets(self) -> list[pygame.Rect]:
        """What to press for this step: its chip (and slot), or Go on."""
        step = self.step()
        if step is None or self.waiting():
            return []
        self.sync_bars(self.view())
        self.place_bars()
        action = GO_ON if step.move is None else self.match.parse(step.move)
        return HintKey.rects(self, action)

    def subjects(self) -> list[pygame.Rect]:
        """What a step only to read is about (a glow round it, never over it)."""
        step = self.step()
        if step is None or step.move is not None or self.waiting():
            return []
        g = self.geo()
        me = self.me() if self.me() is not None else PERSON
        if step.point == "stands":
            return [g.stands[self.lesson.options["first_leader"]].box, g.stands[me].box]
        if step.point == "my-stand":
            return [g.stands[me].box]
        if step.point == "tracks":
            return [g.tracks]
        return []

    def note_box(self, size, text: str, width: int, letters: int = 17) -> tuple[int, int]:
        """The size of the step's note (as ``guide_note`` draws it)."""
        ts = look.text_size(size, letters)
        font = fonts.font(ts)
        lines = fonts.wrap(text, ts, width, break_long=True)
        return (max(font.size(line)[0] for line in lines) + 28, len(lines) * font.get_linesize() + 16)

    def note_place(self, size, text: str) -> tuple[dict, int, int]:
        """Where the step's note goes, how wide, and its letters' size: in the usual size
        where there is room for it, else in smaller letters (a long language's note), else
        above the chips."""
        for letters in (17, 14):
            found = self.free_note_place(size, text, letters)
            if found is not None:
                return (*found, letters)
        g = self.geo()
        top = self.bars[0].box.top if self.bars else g.bar_bottom
        return {"midbottom": (size[0] // 2, top - look.text_size(size, 18) * 3)}, int(size[0] * 0.46), 17

    def free_note_place(self, size, text: str, letters: int) -> tuple[dict, int] | None:
        """Where the step's note goes, and how wide: beside the middle of the table (the
        same place every step, where there is room), else above the chips; always clear
        of the stands, the shift with its names, the panels, the chips and the lines
        just above them (status, refusals)."""
        g = self.geo()
        w, h = size
        line = look.text_size(size, 14) * 2
        obstacles = self.banner_obstacles() + [r.inflate(24, 24) for r in self.subjects()]
        obstacles += [g.shift_rect(i).inflate(0, 2 * line) for i in range(self.match.players)]
        top = self.bars[0].box.top if self.bars else g.bar_bottom
        band = look.text_size(size, 18) * 3
        obstacles.append(pygame.Rect(0, top - band, w, band))
        bounds = pygame.Rect((0, 0), size)
        step = max(4, h // 90)
        middle = g.middle
        for share in (0.3, 0.24):
            width = int(w * share)
            box = self.note_box(size, text, width, letters)
            for x in (middle.left + box[0] // 2 + 8, middle.right - box[0] // 2 - 8):
                spots = [(x, middle.centery + sign * dy) for dy in range(0, h // 2, step) for sign in (-1, 1)]
                spot = free_spot(box, spots, obstacles, bounds)
                if spot is not None:
                    return {"center": spot}, width
        width = int(w * 0.46)
        box = self.note_box(size, text, width, letters)
        spots = [(w // 2, top - band - box[1] // 2 - dy) for dy in range(0, h, step)]
        spot = free_spot(box, spots, obstacles, bounds)
        if spot is not None:
            return {"center": spot}, width
        return None

    def draw_front(self, surface: pygame.Surface) -> None:
        super().draw_front(surface)
        step = self.step()
        if step is None:
            return
        size = surface.get_size()
        for rect in self.subjects():
            pygame.draw.rect(surface, look.GOOD, rect.inflate(10, 10), width=3, border_radius=12)
        for rect in self.targets():
            pygame.draw.rect(surface, look.GOOD, rect.inflate(12, 12), width=4, border_radius=10)
        text = _("Watch the others play...") if self.waiting() else said(step.text)
        words = self.step_note(text)
        place, width, letters = self.note_place(size, words)
        guide_note(surface, words, width, place, letters=letters)


def open_lesson(app) -> HoundsLesson:
    """Learn Heckin Hounds from the title: from the step reached last time (or the start)."""
    return HoundsLesson.open(app)
