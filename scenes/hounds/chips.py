"""The chips above the own stand (the bad dog, the clue builder, Cerberus's walker,
the blind discard, the trade, the promise and the play, see choices.py), kept in step
with the view, and what a click or a key on them (or on a slot) chooses."""
from __future__ import annotations

from game import language
from game.language import _
import pygame

from scenes.frame import fonts, look
from scenes.table.controls import ChoiceBar
from scenes.hounds import choices
from scenes.hounds.stands import SLOT_PHASES

from game.hounds.game import PHASE_VERBS

#: a digit key (the top row or the keypad) -> its digit
DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(10)}
DIGITS.update({getattr(pygame, f"K_KP{d}"): d for d in range(10)})


class ChipRows:
    """Mixed into the Hounds table: its ``bars`` (a row of chips each, the clue builder
    two), the row the keyboard is on (``bar_focus``) and the ``clue_target``."""

    def sync_bars(self, view) -> None:
        """Rebuild the chip rows when the state, the viewer or the clue target changed."""
        if not self.my_turn(view):
            key = None
        else:
            if view["phase"] == "clue":
                owed = {a.target for a in self.match.legal_actions(self.me())}
                if self.clue_target not in owed:
                    self.clue_target = choices.default_target(self.match, view, self.me())
            # (the view itself is in the key: the chips are always those of the view drawn)
            key = (self.match.step, self.viewer, self.clue_target, id(view), view["phase"], language.current())
        if key == self._bars_for and (key is not None or not self.bars):
            return
        self._bars_for = key
        self._bars_placed = None
        rows = choices.rows(self.match, view, self.me(), self.clue_target) if key else []
        while len(self.bars) < len(rows):
            self.bars.append(ChoiceBar())
        del self.bars[len(rows):]
        for bar, (prompt, chips) in zip(self.bars, rows):
            bar.set(chips, prompt)
            if chips and not chips[bar.focus].enabled:  # keep the keyboard on something choosable
                bar.focus = next((i for i, c in enumerate(chips) if c.enabled), bar.focus)
        self.bar_focus = min(self.bar_focus, max(0, len(self.bars) - 1))
        if view["phase"] == "clue" and len(self.bars) > 1:
            self.bar_focus = len(self.bars) - 1

    def place_bars(self) -> None:
        g = self.geo()
        key = (self._bars_for, g.size, tuple(len(b.chips) for b in self.bars))
        if key == self._bars_placed:
            return
        self._bars_placed = key
        bottom = g.bar_bottom
        for bar in reversed(self.bars):
            # a lone bar's prompt too long for the room between the charts and the
            # scores (a long language) wraps; a row of bars keeps its place under the middle
            bar.place_above(bottom, g.size[0] // 2, g.size, g.bar_width, wrap_prompt=len(self.bars) == 1)
            wide = max(fonts.font(look.text_size(g.size, 17), bold=True).size(line)[0] for line in bar.prompt_lines) \
                + 24 if bar.prompt else 0
            if wide > bar.box.w:  # the panel also holds the prompt
                bar.box.inflate_ip(wide - bar.box.w, 0)
            bottom = bar.box.top - max(4, round(6 * g.s))

    def focused_chip(self):
        if not self.bars:
            return None
        bar = self.bars[min(self.bar_focus, len(self.bars) - 1)]
        return bar.chips[min(bar.focus, len(bar.chips) - 1)] if bar.chips else None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.bars and not self.replaying:
            for i, bar in enumerate(self.bars):
                chip = None
                for j, rect in enumerate(bar.rects[:len(bar.chips)]):  # (placed for the chips before)
                    if rect.collidepoint(event.pos):
                        chip = j
                if chip is not None and (bar.focus != chip or self.bar_focus != i):
                    bar.focus = chip
                    self.bar_focus = i
                    self.touch()
            return False
        return super().handle(event)

    def choose(self, chip) -> None:
        if not chip.enabled:
            self.say(chip.reason or _("That is not allowed now"))
            self.app.audio.play("error")
            return
        if isinstance(chip.action, tuple) and chip.action[0] == "target":
            self.clue_target = chip.action[1]
            self._bars_for = None
            self.touch()
            return
        self.act(self.me(), chip.action)

    def on_click(self, pos, placement) -> None:
        if self.end_look():
            return
        view = self.view()
        for i, bar in enumerate(self.bars):
            if bar.contains(pos):
                self.bar_focus = i
                chip = bar.click(pos)
                if chip:
                    self.choose(chip)
                return
        if placement is None:
            return
        if not self.my_turn(view):
            turn = view["turn"]
            if turn is not None and placement.key.startswith("slot:"):
                self.say(f"It is {view['names'][turn]}'s turn to {PHASE_VERBS[view['phase']]}")
            return
        phase = view["phase"]
        me = self.me()
        if not placement.key.startswith("slot:"):
            self.say(_("Choose from the buttons above your stand"))
            return
        seat, k = placement.action
        if phase in SLOT_PHASES:
            if seat != me:
                self.say(_("Choose one of the cards in your own stand, at the bottom"))
                return
            words = {"discard": "discard", "trade": "trade", "play": "play"}[phase]
            self.act(me, f"{words} {k}")
        elif phase == "clue":
            if seat in choices.clue_targets(view, me):
                self.clue_target = seat
                self._bars_for = None
                self.sync_bars(view)
                bar = self.bars[-1]
                for j, chip in enumerate(bar.chips):
                    if chip.label == _("Slot {number}").format(number=k + 1):
                        bar.focus = j
                self.bar_focus = len(self.bars) - 1
                self.touch()
            else:
                self.say(_("The shift leader gives no clue to themself") if seat == me else
                         _("Choose a clue from the buttons above your stand"))
        elif phase == "cerberus":
            self.act(me, f"cerberus {seat}")
        else:
            self.say(_("Choose from the buttons above your stand"))

    def on_key(self, event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.end_look():
            return True
        view = self.view()
        if not self.my_turn(view):
            return False
        self.sync_bars(view)
        if not self.bars:
            return False
        phase = view["phase"]
        if event.key in DIGITS:
            d = DIGITS[event.key]
            bar = self.bars[-1]
            index = {"promise": d, "discard": d - 1, "play": d - 1, "trade": d}.get(phase)
            if index is not None and 0 <= index < len(bar.chips) and not (phase == "trade" and d == 0):
                bar.focus = index
                self.choose(bar.chips[index])
                return True
            return False
        if event.key in (pygame.K_UP, pygame.K_DOWN) and len(self.bars) > 1:
            step = -1 if event.key == pygame.K_UP else 1
            self.bar_focus = (self.bar_focus + step) % len(self.bars)
            self.touch()
            return True
        bar = self.bars[min(self.bar_focus, len(self.bars) - 1)]
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            bar.key(event)
            self.touch()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            chip = bar.key(event)
            if chip:
                self.choose(chip)
            return True
        return False

    def set_focus_state(self, state) -> None:
        self._bars_for = None  # the rows went under the cover: this person's rows first
        self.sync_bars(self.view())
        super().set_focus_state(state)
        self._bars_for = None  # the rows of chips are set again, with this person's focus
