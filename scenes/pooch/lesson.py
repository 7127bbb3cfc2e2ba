"""Learn You Shady Pooch!: the guided first game at the ordinary Pooch table.

The lesson (``game.pooch.lesson``) is a stacked deal with every move scripted. At
each of the person's moves the table rings what to press (the card, the player to
name, the pick-up button) with an arrow beside it, never over it, and says in one
or two plain sentences what is happening and why; any other move is explained and
may be tried again. The bots play their scripted moves in the script's order: until
the last step they wait for the person, then the last dogpile is a race at full
speed (the named bot answers after its reaction time, counted in game time), and a
dogpile that comes too late is explained and the step starts again.

Progress is kept in the statistics after every step, so leaving (Esc, Quit to
title) and choosing Learn You Shady Pooch! again goes on from the same step;
finishing marks the game as learned.
"""
from __future__ import annotations

import re

import pygame

from game import replay
from game.language import N_, _, said
from game.bots import Bot
from game.errors import IllegalAction
from game.pooch.hints import card_name
from game.pooch.lesson import BEFORE_RACE, PERSON, lesson
from game.pooch.notation import Dogpile, Lead, Pickup
from scenes.frame import look
from scenes.table.hinting import guide_note
from scenes.pooch.table import PoochTable
from scenes.table.lesson import GuidedGame
from game.storage.saves import Seat

GAME_ID = "pooch"
#: game seconds a scripted bot takes over a move the person watches
WATCH = 1.0
_WINDOW = re.compile(r" @\d+$")


def bare(notation: str) -> str:
    """A move as the script writes it: a dogpile without the window it was for."""
    return _WINDOW.sub("", notation)


class ScriptBot(Bot):
    """Plays its seat's scripted moves, each only when the script has come to it. While
    the script waits for the person, a bot waits too, unless the person's step is a
    race and the bot's move is the answer racing it."""
    level = "lesson"

    def __init__(self, seat: int, table: "PoochLesson"):
        super().__init__(seat)
        self.table = table
        self.delay = WATCH

    def choose(self, view, legal):
        les = self.table.lesson
        moves, index = les.moves, self.table.where()
        if index >= len(moves):
            return None
        seat, move = moves[index]
        self.delay = WATCH
        if seat == PERSON:
            step = self.table.step()
            if step is None or step.answer_in is None or index + 1 >= len(moves) \
                    or moves[index + 1][0] != self.seat:
                return None
            move, self.delay = moves[index + 1][1], step.answer_in
        elif seat != self.seat:
            return None
        elif index + 1 < len(moves) and moves[index + 1][0] == PERSON and self.table.race_after(index + 1):
            self.delay = BEFORE_RACE  # time to read the race's note
        for action in legal:
            if str(action) == move:
                return action
        return None

    def reaction_time(self, view, action) -> float:
        return self.delay


def move_words(game, move: str) -> str:
    action = game.parse(move)
    names = game.names
    if isinstance(action, Pickup):
        return _("pick up the pile")
    card = said(card_name(action.card))
    if isinstance(action, Dogpile):
        return _("dogpile {card}").format(card=card)
    if action.name is None:
        return (_("lead {card}") if isinstance(action, Lead) else _("play {card}")).format(card=card)
    words = _("lead {card} and name {name}") if isinstance(action, Lead) else _("play {card} and name {name}")
    return words.format(card=card, name=names[action.name])


class PoochLesson(GuidedGame, PoochTable):
    game_id = GAME_ID
    game_title = "You Shady Pooch!"
    end_note = N_("Beat the top card or pick the pile up, name who answers, dogpile a lower card of the same "
                "suit, and clear a pile with a Queen. The first player out of cards wins the pot.")
    threaded_bots = False

    def __init__(self, app, done: int = 0):
        self.lesson = lesson()
        done = max(0, min(done, len(self.lesson.steps)))
        game = replay(self.lesson.record(done))
        seats = [Seat(name, seat == PERSON, "normal", "1" if seat == PERSON else None)
                 for seat, name in enumerate(self.lesson.players)]
        self.done = done
        super().__init__(app, game, seats)
        self.resumed = True  # the lesson is its own first-time help
        self.ended = False
        self.match.script_bots({s: ScriptBot(s, self) for s in range(game.players) if s != PERSON})
        if done:
            self.countdown = 0.0  # the bots' moves up to the step play first: time enough to get ready
            self.say(_("Welcome back: step {number} of {count}").format(number=done + 1, count=len(self.lesson.steps)))

    # -- the steps ---------------------------------------------------------------------
    def step(self):
        return self.lesson.steps[self.done] if self.done < len(self.lesson.steps) else None

    def where(self) -> int:
        """How far the game has come through the script (actions made)."""
        return len(self.match.record()["actions"])

    def at_step(self) -> bool:
        """The script waits for the person's next move now."""
        return self.step() is not None and self.where() == self.lesson.position(self.done)

    def race_after(self, index: int) -> bool:
        """Is the person's move at script ``index`` a race?"""
        number = sum(1 for seat, _ in self.lesson.moves[:index] if seat == PERSON)
        return number < len(self.lesson.steps) and self.lesson.steps[number].answer_in is not None

    def act(self, seat: int, action, at: float | None = None) -> bool:
        step = self.step()
        if step is None:
            self.say(_("The lesson is over: press Esc for the menu"))
            return False
        try:
            wanted = self.match.parse(action) if isinstance(action, str) else action
        except (IllegalAction, ValueError) as exc:
            self.say(str(exc))
            return False
        if bare(str(wanted)) != step.move:
            legal = bare(str(wanted)) in {bare(str(a)) for a in self.match.legal_actions(seat)}
            words = (_("Not that one. In this lesson: {move}. Read the note, then try again.") if legal else
                     _("Not that one (the rules do not allow it here either). In this lesson: {move}. "
                       "Read the note, then try again."))
            self.say(words.format(move=move_words(self.match, step.move)), 6.0)
            self.app.audio.play("error")
            self.touch()
            return False
        if not self.at_step():
            self.say(_("Not yet: watch the others play first"))
            self.app.audio.play("error")
            return False
        if not super().act(seat, action, at):
            return False
        self.message = None  # a wrong move's or a lost race's words are done with
        self.done += 1
        self.keep_progress()
        return True

    def off_script(self) -> bool:
        """A bot's move came before the person's (a race lost)."""
        played = [(seat, bare(move)) for seat, move, _ in self.match.record()["actions"]]
        return played != list(self.lesson.moves[:len(played)])

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.stack.top is not self:
            return
        if self.off_script():
            self.try_again()
        elif self.step() is None and not self.ended and not self.motion.busy:
            self.end_lesson()

    def try_again(self) -> None:
        """The race was lost: say so and open the same step again."""
        played = self.match.record()["actions"]
        first = next(i for i, (seat, move, _) in enumerate(played)
                     if i >= len(self.lesson.moves) or (seat, bare(move)) != self.lesson.moves[i])
        if played[first][0] is None:
            why = _("Too late: the clock ran out before your dogpile landed. A dogpile is a race: get ready and "
                    "try again")
        else:
            why = _("Too late: {name} answered before your dogpile landed. A dogpile is a race: get ready and try "
                    "again").format(name=self.match.names[played[first][0]])
        fresh = PoochLesson(self.app, self.done)
        fresh.say(why, 8.0)
        self.app.audio.play("error")
        self.app.stack.replace(fresh)

    # -- pointing ------------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        """What to press for this step: the card (then, once it is selected, the player
        to name when that is not the target already), or the pick-up button."""
        step = self.step()
        if step is None or self.motion.busy or not self.live() or not self.people:
            return []
        if not self.at_step() and step.answer_in is None:
            return []
        action = self.match.parse(step.move)
        if isinstance(action, Pickup):  # the button the frame's drawing put up
            return [rect for chip, rect in zip(self.bar.chips, self.bar.rects) if chip.action == "pickup"]
        rects = [p.rect for p in self.placements() if p.key.startswith(f"hand:{PERSON}:{action.card}#")][:1]
        person = self.people[0]
        name = getattr(action, "name", None)
        if rects and name is not None and person.card == action.card and person.target != name:
            rects.append(self.seat_panel(name))
        return rects

    def note_showing(self) -> bool:
        return self.step() is not None

    def draw_front(self, surface: pygame.Surface) -> None:
        super().draw_front(surface)
        step = self.step()
        if step is None:
            return
        size = surface.get_size()
        for rect in self.targets():
            pygame.draw.rect(surface, look.GOOD, rect.inflate(16, 16), width=5, border_radius=10)
            h = max(16, min(40, rect.h // 4))
            panel = self.seat_panel(PERSON)
            if rect.top >= panel.bottom - 4 and abs(rect.centerx - panel.centerx) < panel.w // 2:
                # a card in the person's hand: the arrow stands on the felt above their panel
                tip = (rect.centerx, panel.top - 6)
                points = [tip, (tip[0] - h // 2, tip[1] - h), (tip[0] + h // 2, tip[1] - h)]
            elif rect.left > h + 20:  # a seat's panel: an arrow on its left, pointing at it
                tip = (rect.left - 12, rect.centery)
                points = [tip, (tip[0] - h, tip[1] - h // 2), (tip[0] - h, tip[1] + h // 2)]
            else:  # at the left edge: on its right
                tip = (rect.right + 12, rect.centery)
                points = [tip, (tip[0] + h, tip[1] - h // 2), (tip[0] + h, tip[1] + h // 2)]
            pygame.draw.polygon(surface, look.GOOD, points)
        waiting = not self.at_step() and step.answer_in is None
        text = _("Watch the others play...") if waiting else said(step.text)
        guide_note(surface, self.step_note(text), int(size[0] * 0.55),
                   self.note_place())


def open_lesson(app) -> PoochLesson:
    """Learn You Shady Pooch! from the title: from the step reached last time (or the start)."""
    return PoochLesson.open(app)

