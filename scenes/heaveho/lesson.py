"""Learn Heave Ho!: the guided first game at the ordinary Heave Ho! table.

The lesson (``game.heaveho.lesson``) is a stacked deal with every move scripted. The
table keeps a strip at the bottom of the window for the step's words, so the note
never covers the cards; the card, space or choice to use glows with an arrow beside
it. Any other move is explained and may be tried again. Bo plays his scripted
moves: in the first keeps of the sort he waits for each of the person's, then he
sorts on his own clock (one pair a second, game time); his earlier keeps are made
before the person's next one, so the teams come out as scripted. Progress is kept
in the statistics after every step, so leaving (Esc, Quit to title) and choosing
Learn Heave Ho! again goes on from the same step; finishing marks the game learned.
"""
from __future__ import annotations

import pygame

from game import replay
from game.language import N_, _, said
from game.bots import Bot
from game.heaveho.cards import ACTION_TITLES, COLOURS, IS_ACTION, MARKED, NESSIE, SPACE, WHITE
from game.heaveho.lesson import BOT, PERSON, lesson
from game.heaveho.notation import Effect, Keep, Place
from scenes.frame import fonts, look
from scenes.table.hinting import guide_note
from scenes.heaveho.sorting import PANELS, SORTING
from scenes.heaveho.table import HeaveHoTable
from scenes.table.lesson import GuidedGame
from game.storage.saves import Seat

GAME_ID = "heaveho"
#: Bo's reaction per pair in the sort (seconds of game time, besides the table's settle):
#: while he waits for each of the person's keeps, and at full speed (with the settle,
#: one pair a second: the normal bot's pace)
SLOW_REACTION = 0.9
FAST_REACTION = 0.65
#: Bo's reaction in the tug
TUG_REACTION = 0.6
#: lines of words the strip for the step's note holds
NOTE_LINES = 3


class ScriptBot(Bot):
    """Plays its seat's next scripted move when the script has come to it (nothing
    before: the person's move comes first)."""
    level = "lesson"

    def __init__(self, seat: int, table: "HeaveHoLesson"):
        super().__init__(seat)
        self.table = table

    def choose(self, view, legal):
        entry = self.table.lesson.next_move(self.table.match)
        if entry is None or entry[0] != self.seat:
            return None
        for action in legal:
            if str(action) == entry[1]:
                return action
        return None

    def __deepcopy__(self, memo):
        """It keeps no state of its own (the script and the game say what comes
        next): a copy would be the same bot."""
        return self

    def reaction_time(self, view, action):
        if view["phase"] in SORTING:
            return SLOW_REACTION if self.table.lesson.slow(self.table.done) else FAST_REACTION
        return TUG_REACTION


#: a Scot as the lesson names it, by its colour, with and without the How Ruck mark
#: (game.heaveho.cards.describe's words: the steps' notes are made with those)
CARD_WORDS = {
    ("white", False): N_("white {strength}"), ("white", True): N_("white {strength} (How Ruck)"),
    ("red", False): N_("red {strength}"), ("red", True): N_("red {strength} (How Ruck)"),
    ("blue", False): N_("blue {strength}"), ("blue", True): N_("blue {strength} (How Ruck)"),
    ("green", False): N_("green {strength}"), ("green", True): N_("green {strength} (How Ruck)"),
}
#: putting a card on a space, by whose side and the space's colour
PLACE_WORDS = {
    ("mine", "red"): N_("put the {card} on your red space"),
    ("mine", "blue"): N_("put the {card} on your blue space"),
    ("mine", "green"): N_("put the {card} on your green space"),
    ("theirs", "red"): N_("put the {card} on {name}'s red space"),
    ("theirs", "blue"): N_("put the {card} on {name}'s blue space"),
    ("theirs", "green"): N_("put the {card} on {name}'s green space"),
}


def card_words(card: str) -> str:
    """A card in the player's words ("weiße 4"); action cards and Nessie as printed."""
    if card in IS_ACTION:
        return ACTION_TITLES[card]
    if card == NESSIE:
        return "Nessie"
    colour = "white" if card in WHITE else COLOURS[SPACE[card]]
    return _(CARD_WORDS[colour, card in MARKED]).format(strength=card[1])


def move_words(game, view: dict, move: str) -> str:
    """The step's move as the person would do it ("keep the white 4 (the left card)")."""
    action = game.parse(move)
    if isinstance(action, Keep):
        pair = (view["sort"] or {}).get("pair") or []
        if len(pair) == 2:
            card = card_words(pair[0 if action.first else 1])
            return (_("keep the {card} (the left card)") if action.first else
                    _("keep the {card} (the right card)")).format(card=card)
        return _("keep the left card") if action.first else _("keep the right card")
    if isinstance(action, Place):
        return _(PLACE_WORDS[action.side, action.space]).format(card=card_words(action.card),
                                                               name=view["names"][1 - PERSON])
    if isinstance(action, Effect):
        title = ACTION_TITLES[action.card]
        if action.choice:
            return _("play {card} and name {choice}").format(card=title, choice=action.choice[0])
        return _("play {card}").format(card=title)
    return _("discard {card} without its effect").format(card=ACTION_TITLES[action.card])


class HeaveHoLesson(GuidedGame, HeaveHoTable):
    game_id = GAME_ID
    game_title = "Heave Ho!"
    end_note = N_("You sorted, called Stop, won contests and played two action cards. A real game has a new sort "
                "every round; the first to win 3 barrels wins.")
    threaded_bots = False
    notes_tell_the_move = True

    def __init__(self, app, done: int = 0):
        self.lesson = lesson()
        done = max(0, min(done, len(self.lesson.steps)))
        self.done = done
        game = replay(self.lesson.record(done))
        seats = [Seat(name, seat == PERSON, "normal", "1" if seat == PERSON else None)
                 for seat, name in enumerate(self.lesson.players)]
        super().__init__(app, game, seats)
        self.resumed = True  # the lesson is its own first-time help
        self.ended = False
        self.match.script_bots({BOT: ScriptBot(BOT, self)})
        if done:
            self.say(_("Welcome back: step {number} of {count}").format(number=done + 1, count=len(self.lesson.steps)))

    # -- the room for the words ------------------------------------------------------------
    def note_height(self, size) -> int:
        line = fonts.font(look.text_size(size, 17)).get_height()
        return NOTE_LINES * line + 22

    def area_size(self) -> tuple[int, int]:
        """During the sort the panels leave a strip at the bottom for the step's words;
        the tug has its own room for them (above the hand, where the choices come)."""
        w, h = self.app.screen.get_size()
        if self.view()["phase"] in PANELS:
            return w, h - self.note_height((w, h))
        return w, h

    def message_place(self, size) -> dict:
        """A refusal in the tug sits above the step's words, never over them."""
        if self.view()["phase"] in PANELS:
            return super().message_place(size)
        g = self.geo()
        return {"midbottom": (size[0] // 2, g.track_y + g.box_h // 2)}

    # -- the steps -------------------------------------------------------------------------
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
            self.wrong_move()
            return False
        self.catch_up()
        if not super().act(seat, action, at):
            return False
        self.done += 1
        self.match.forget_plan(BOT)  # Bo's next move is the script's, from here
        if not self.ended:              # (the last move may end the lesson as it lands)
            self.keep_progress()
        return True

    def wrong_move(self) -> None:
        words = move_words(self.match, self.match.view(PERSON), self.step().move)
        self.say(_("Not that one: in this lesson, {move}. Try again.").format(move=words), seconds=6.0)
        self.app.audio.play("error")
        self.selected = None
        self.swap_from = None
        self.touch()

    def catch_up(self) -> None:
        """Bo's scripted keeps that come before the person's next one, made now (the
        teams are shuffled from the order the cards came in)."""
        view = self.public()
        if view["phase"] != "sort" or view["sort"]["stop"] is not None:
            return
        for _ in range(len(self.lesson.moves)):
            entry = self.lesson.next_move(self.match)
            if entry is None or entry[0] == PERSON:
                break
            before = {p.key: p for p in self.placements()}
            events = self.match.act(entry[0], entry[1], at=max(self.clock, self.match.now), mark=False).events
            self.take(events, before)
        self.match.forget_plan(BOT)

    def pick(self, card: str, view) -> None:
        """Picking a card of the hand: another card than the step's is a wrong move."""
        step = self.step()
        if step is not None and self.my_turn(view) and card != getattr(self.match.parse(step.move), "card", card):
            self.wrong_move()
            return
        super().pick(card, view)

    def update(self, dt: float) -> None:
        super().update(dt)
        if (self.step() is None and not self.ended and not self.motion.busy
                and self.app.stack.top is self):
            self.end_lesson()

    def round_over(self, event) -> None:
        """The lesson's round ends with its last move: the lesson's end, not a summary."""
        if self.lesson.next_move(self.match) is None:
            self.end_lesson()
        else:  # pragma: no cover - the script wins the round with its last step
            super().round_over(event)

    # -- what a lesson leaves out ----------------------------------------------------------
    def restart(self) -> None:
        """Restart (pause menu): the lesson again from its first step."""
        self.restart_lesson()

    def undo(self) -> bool:
        self.say(_("In the lesson, just try the move again"))
        return False

    # -- pointing --------------------------------------------------------------------------
    def held_up(self) -> bool:
        """The person's move cannot be made yet (Bo's turn, a countdown, an animation)."""
        view = self.view()
        if view["phase"] in SORTING:
            return not self.sort_open() or PERSON not in view["to_act"]
        return self.motion.busy or not self.my_turn(view)

    def targets(self) -> list[pygame.Rect]:
        """What to press now, the last one to be pressed next: the card of the pair to
        keep; the card in hand; then the choice chip and the space it goes to."""
        step = self.step()
        if step is None or self.frozen is not None or self.held_up():
            return []
        action = self.match.parse(step.move)
        if isinstance(action, Keep):
            key = f"pair:{PERSON}:{0 if action.first else 1}"
            return [p.rect.copy() for p in self.placements() if p.key == key]
        if self.selected != action.card:
            return [p.rect.copy() for p in self.placements()
                    if p.key.startswith(f"hand:{PERSON}:{action.card}#")][:1]
        chips = [rect.copy() for chip, rect in zip(self.bar.chips, self.bar.rects)
                 if chip.action is not None and str(chip.action) == step.move] if self.bar.active else []
        if isinstance(action, Place):
            side = PERSON if action.side == "mine" else 1 - PERSON
            return chips + [self.geo().bases[side, action.space].copy()]
        return chips

    def draw_front(self, surface: pygame.Surface) -> None:
        super().draw_front(surface)
        step = self.step()
        if step is None:
            return
        chips = self.bar.rects if self.bar.active else []
        for rect in self.targets():
            ring = rect.inflate(12, 12)
            pygame.draw.rect(surface, look.GOOD, ring, width=4, border_radius=10)
            if rect not in chips:
                self.draw_arrow(surface, ring)
        self.draw_note(surface, step)

    def tug_note_showing(self) -> bool:
        """Are the step's words at the top of the tug (draw_note's rule)?"""
        return not (self.step() is None or self.view()["phase"] in PANELS or self.frozen is not None
                    or self.motion.busy or self.bar.active)

    def other_count_shown(self) -> bool:
        """Not while the step's words lie over the other hand's row."""
        return not self.tug_note_showing()

    def draw_note(self, surface: pygame.Surface, step) -> None:
        """The step's words: in the strip under the sort; in the tug above the hand,
        while nothing moves and no choice is open (the choices have their own prompt)."""
        w, h = surface.get_size()
        if self.view()["phase"] in PANELS:
            text = said(step.text)
            if self.countdown > 0:
                text = _("Get ready: the sort starts after the countdown. {text}").format(text=text)
            guide_note(surface, self.step_note(text), int(w * 0.92), {"midtop": (w // 2, self.area_size()[1] + 4)},
                       pad=7)
            return
        if not self.tug_note_showing():
            return
        text = (said(step.text) if self.my_turn(self.view()) else
                _("Watch {name} play...").format(name=self.match.names[1 - PERSON]))
        guide_note(surface, self.step_note(text), int(w * 0.86), self.note_place(), pad=7)

    @staticmethod
    def draw_arrow(surface: pygame.Surface, ring: pygame.Rect) -> None:
        """A green arrow just above ``ring``, pointing down at it."""
        h = max(10, min(ring.w // 6, 20))
        tip = (ring.centerx, ring.top - 3)
        points = [tip, (tip[0] - h, tip[1] - h), (tip[0] + h, tip[1] - h)]
        pygame.draw.polygon(surface, look.GOOD, points)
        pygame.draw.polygon(surface, look.SHADOW, points, 1)


def open_lesson(app) -> HeaveHoLesson:
    """Learn Heave Ho! from the title: from the step reached last time (or the start)."""
    return HeaveHoLesson.open(app)

