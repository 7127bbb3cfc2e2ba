"""Learn Pups: the guided first game at the ordinary Pups table.

The lesson (``game.pups.lesson``) is a stacked deal with every move scripted. At
each of the person's moves the table points at what to press (an arrow above it,
never over it) and says in a few plain sentences what is happening and why; any
other move is explained and may be tried again. The bots play their scripted moves.
Progress is kept in the statistics after every step, so leaving (Esc, Quit to
title) and choosing Learn Pups again goes on from the same step; finishing marks
Pups as learned.
"""
from __future__ import annotations

import pygame

from game import replay
from game.language import N_, _, said
from game.pups.lesson import PERSON, lesson
from game.pups.hints import play_name
from game.pups.notation import Bid, Play
from scenes.frame import look
from scenes.table.hinting import HintKey, guide_note, note_size
from scenes.table.layout import free_spot, nearest_first
from scenes.pups.table import PupsTable
from scenes.table.lesson import GuidedGame, ScriptBot
from game.storage.saves import Seat

GAME_ID = "pups"


def move_words(game, move: str) -> str:
    action = game.parse(move)
    if isinstance(action, Play):
        return _("play {card}").format(card=play_name(action))
    if isinstance(action, Bid):
        if action.side == "atleast":
            return _("take the at least {number} bid card").format(number=action.number)
        return _("take the exactly {number} bid card").format(number=action.number)
    return _("spend your saved card") if action.spend else _("decline the rescue")


class PupsLesson(GuidedGame, PupsTable):
    game_id = GAME_ID
    game_title = "Pups"
    end_note = N_("That is Pups: bid, follow suit, Alpha beats the rest, Mutts add up, ties win nothing, "
                "and saved exactly 0 cards rescue a bid. A real game goes on until the Top Dogs run "
                "out or a bid stack empties; most points wins.")
    threaded_bots = False
    notes_tell_the_move = True

    def __init__(self, app, done: int = 0):
        self.lesson = lesson()
        done = max(0, min(done, len(self.lesson.steps)))
        game = replay(self.lesson.record(done))
        seats = [Seat(name, seat == PERSON, "normal") for seat, name in enumerate(self.lesson.players)]
        super().__init__(app, game, seats)
        self.resumed = True  # the lesson is its own first-time help
        self.done = done
        self.ended = False
        after = len(game.record()["actions"])
        self.match.script_bots({s: ScriptBot(s, moves) for s, moves in self.lesson.bot_moves(after).items()})
        if done:
            self.say(_("Welcome back: step {number} of {count}").format(number=done + 1, count=len(self.lesson.steps)))

    # -- the steps ---------------------------------------------------------------------
    def step(self):
        return self.lesson.steps[self.done] if self.done < len(self.lesson.steps) else None

    def act(self, seat: int, action, at: float | None = None) -> bool:
        step = self.step()
        if step is None:
            self.say(_("The lesson is over: press Esc for the menu"))
            return False
        try:
            wanted = self.match.parse(action) if isinstance(action, str) else action
        except ValueError as exc:
            self.say(str(exc))
            return False
        if str(wanted) != step.move:
            legal = wanted in self.match.legal_actions(seat)
            words = (_("Not that one. In this lesson: {move}. Try again.") if legal else
                     _("Not that one (the rules do not allow it here either). In this lesson: {move}. Try again."))
            self.say(words.format(move=move_words(self.match, step.move)), seconds=6.0)
            self.app.audio.play("error")
            self.selected = self.addon = None
            self.touch()
            return False
        if not super().act(seat, action, at):
            return False
        self.done += 1
        self.keep_progress()
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        if (self.step() is None and not self.ended and not self.motion.busy
                and self.app.stack.top is self):
            self.end_lesson()

    # -- what a lesson leaves out --------------------------------------------------------
    def undo(self) -> bool:
        self.say(_("In the lesson, just try the move again"))
        return False

    # -- pointing ------------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        step = self.step()
        if step is None or self.motion.busy or not self.my_turn(self.view()):
            return []
        return HintKey.rects(self, self.match.parse(step.move))

    def draw_front(self, surface: pygame.Surface) -> None:
        super().draw_front(surface)
        step = self.step()
        if step is None:
            return
        size = surface.get_size()
        waiting = not self.my_turn(self.view()) or self.motion.busy
        for rect in self.targets():
            pygame.draw.rect(surface, look.GOOD, rect.inflate(16, 16), width=5, border_radius=10)
            tip = (rect.centerx, rect.top - 12)
            h = max(16, rect.h // 4)
            pygame.draw.polygon(surface, look.GOOD, [tip, (tip[0] - h // 2, tip[1] - h), (tip[0] + h // 2, tip[1] - h)])
        text = _("Watch the others play...") if waiting else said(step.text)
        words = self.step_note(text)
        if self.message:  # a wrong move is told in the step's own note, not in a box of its own
            words = f"{self.message} {words}"
        guide_note(surface, words, int(size[0] * 0.5), self.note_place(words, size),
                   edge=look.DANGER if self.message else None)

    def draw_message(self, surface, text: str) -> None:
        """(Told in the step's note, see draw_front.)"""

    def note_place(self, words: str, size) -> dict:
        """Over the middle of the table, just above where your card lands; else the
        nearest place clear of the cards, panels and chips."""
        g = self.geo()
        me = self.me() if self.me() is not None else PERSON
        box = pygame.Rect((0, 0), note_size(size, words, int(size[0] * 0.5)))
        box.midbottom = (size[0] // 2, g.spots[me].top - 8)
        obstacles = [p.rect for p in self.placements()] + list(g.panels.values())
        if self.bar.active:
            obstacles.append(self.bar.box)
        bounds = pygame.Rect(0, round(size[1] * 0.06), size[0], size[1] - round(size[1] * 0.06))
        spot = free_spot(box.size, nearest_first(box.center, bounds, max(4, size[1] // 40)), obstacles, bounds)
        return {"center": spot} if spot else {"midbottom": box.midbottom}


def open_lesson(app) -> PupsLesson:
    """Learn Pups from the title: from the step reached last time (or the start)."""
    return PupsLesson.open(app)
