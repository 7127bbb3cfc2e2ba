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
from game.pups.lesson import PERSON, lesson
from game.pups.hints import play_name
from game.pups.notation import Bid, Play
from scenes.frame import look
from scenes.table.hinting import HintKey, guide_note, note_size
from scenes.table.layout import free_spot, nearest_first
from scenes.pups.table import PupsTable
from scenes.table.lesson import GuidedGame, ScriptBot
from storage.saves import Seat
from scenes.table.scene import bots_in_frame_thread

GAME_ID = "pups"



def move_words(game, move: str) -> str:
    action = game.parse(move)
    if isinstance(action, Play):
        return f"play {play_name(action)}"
    if isinstance(action, Bid):
        side = "at least" if action.side == "atleast" else "exactly"
        return f"take the {side} {action.number} bid card"
    return "spend your saved card" if action.spend else "decline the rescue"


class PupsLesson(GuidedGame, PupsTable):
    game_id = GAME_ID
    game_title = "Pups"
    end_note = ("That is Pups: bid, follow suit, Alpha beats the rest, Mutts add up, ties win nothing, "
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
            self.say(f"Welcome back: step {done + 1} of {len(self.lesson.steps)}")

    # -- the steps ---------------------------------------------------------------------
    def step(self):
        return self.lesson.steps[self.done] if self.done < len(self.lesson.steps) else None

    def act(self, seat: int, action, at: float | None = None) -> bool:
        step = self.step()
        if step is None:
            self.say("The lesson is over: press Esc for the menu")
            return False
        try:
            wanted = self.match.parse(action) if isinstance(action, str) else action
        except ValueError as exc:
            self.say(str(exc))
            return False
        if str(wanted) != step.move:
            legal = wanted in self.match.legal_actions(seat)
            why = "" if legal else " (the rules do not allow that one here either)"
            self.say(f"Not that one{why}. In this lesson you {move_words(self.match, step.move)}: "
                     f"try again.", seconds=6.0)
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
        self.say("In the lesson, just try the move again")
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
        text = "Watch the others play..." if waiting else step.text
        words = f"Step {self.done + 1} of {len(self.lesson.steps)}: {text}"
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


def shots(make_app):
    """tools.shots: every step of Learn Pups (and a wrong move, and the end), then a
    hint and a refused undo at an ordinary table. Yields (name, app)."""
    from scenes.table.results import Summary

    app = make_app()
    table = open_lesson(app)

    def to_step():
        for _ in range(600):
            top = app.stack.top
            if isinstance(top, Summary):
                top.close()
            elif top is table and not table.motion.busy and table.my_turn(table.view()):
                return
            app.step(0.25)

    while table.step() is not None:
        to_step()
        app.step(1 / 60)
        yield f"learn-{table.done + 1:02d}", app
        if table.done == 0:
            table.act(PERSON, "bid atleast 3")
            app.step(1 / 60)
            yield "learn-wrong-move", app
            table.message = None
        table.act(PERSON, table.step().move)
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, Summary) and top.title == "You have learned Pups":
            break
        if isinstance(top, Summary):
            top.close()
        app.step(0.25)
    app.step(1 / 60)
    yield "learn-end", app

    from game import new_game

    app = make_app()
    game = new_game("pups", players=4, seed=11, options={"first_leader": 0})
    seats = [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        plain = PupsTable(app, game, seats)
    plain.resumed = True
    app.stack.push(plain)
    app.step(1 / 60)
    plain.hint()
    app.step(1 / 60)
    yield "hint", app
    plain.undo()
    app.step(1 / 60)
    yield "undo-refused", app

    yield from trick_shots(make_app)


def trick_shots(make_app):
    """A finished trick held on the table with why it was won, and the keyboard's
    card in a hand where every legal card glows."""
    import pygame

    from game import new_game

    game = new_game("pups", players=4, seed=11, options={"first_leader": 1})
    for _ in range(400):  # bots' first moves until the person (seat 0) plays last in a trick
        view = game.view(None)
        seat = game.to_act()[0]
        if seat == 0 and view["phase"] == "showdown" and len(view["showdown"]["plays"]) == 3:
            break
        game.apply(seat, game.legal_actions(seat)[0])
    app = make_app()
    seats = [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        table = PupsTable(app, game, seats)
    table.resumed = True
    app.stack.push(table)
    app.step(1 / 60)
    table.cursor = 1
    table.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.step(1 / 60)
    yield "focused-card", app
    app.settings.animation = "normal"
    table.act(0, game.legal_actions(0)[0])
    for _ in range(45):
        app.step(1 / 60)
    yield "trick-won", app
