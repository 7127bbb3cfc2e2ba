"""Settings -> Controllers: each game pad plugged in, the seat it plays, and its
buttons to rebind (one pad at a time; a button already used by another action of that
pad is refused, as a key bound twice is)."""
from __future__ import annotations

from game.language import N_, _
import pygame

from game.storage.settings import DEFAULT_PAD, PAD_ACTION_LABELS, PAD_ACTIONS, PAD_NUMBERS, pad_conflicts
from scenes.frame import fonts, look
from scenes.frame.menu import Button, Choice, Menu
from scenes.frame.page import Screen
from scenes.frame.pads import button_label, colour


class Controllers(Screen):
    kept = False
    heading = N_("Controllers")
    hint = N_("Choose a button to change it, then press the new one on the pad (Esc cancels)")

    def __init__(self, app):
        super().__init__(app)
        self.pad = "1"
        self.waiting: str | None = None

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = max(360, min(620, int(size[0] * 0.5)))
        x = (size[0] - w) // 2
        rows = [[Choice(_("Pad"), [(n, n) for n in PAD_NUMBERS], lambda: self.pad, self.show_pad)]]
        rows += [[Button(self.label(action), lambda a=action: self.wait_for(a))] for action in PAD_ACTIONS]
        rows.append([Button(_("Reset to defaults"), self.reset), Button(_("Back"), self.back)])
        self.menu = Menu(self, rows, self.menu_area(x, round(size[1] * 0.3), w, size), on_back=self.back)

    def label(self, action: str) -> str:
        bound = self.app.settings.pads.get(self.pad, DEFAULT_PAD)
        return _("{action}: {key}").format(action=_(PAD_ACTION_LABELS[action]), key=button_label(bound[action]))

    def show_pad(self, number: str) -> None:
        self.pad = number
        self.relabel()

    def relabel(self) -> None:
        if self.menu is None:
            return
        for row, action in zip(self.menu.slots[1:1 + len(PAD_ACTIONS)], PAD_ACTIONS):
            row[0].item.label = self.label(action)
            row[0].widget.set_text(row[0].item.label)

    def wait_for(self, action: str) -> None:
        self.waiting = action
        self.problem = ""
        self.hint = _("Press the new button for pad {number} {action} (Esc cancels)").format(
            number=self.pad, action=_(PAD_ACTION_LABELS[action]))
        self.app.pads.catch = self.caught

    def caught(self, number: int, button: str) -> None:
        """A button pressed on any pad while one is wanted: it is pad ``self.pad``'s new one."""
        action, self.waiting = self.waiting, None
        self.app.pads.catch = None
        self.hint = Controllers.hint
        if action is None:
            return
        trial = dict(self.app.settings.pads.get(self.pad, DEFAULT_PAD))
        trial[action] = button
        conflicts = pad_conflicts(trial)
        if conflicts:
            self.problem = _("Refused: {why}").format(why=conflicts[0])
            self.app.audio.play("error")
            return
        self.app.settings.pads = {**self.app.settings.pads, self.pad: trial}
        self.app.save_settings()
        self.problem = ""
        self.relabel()

    def reset(self) -> None:
        self.app.settings.pads = {**self.app.settings.pads, self.pad: dict(DEFAULT_PAD)}
        self.app.save_settings()
        self.problem = ""
        self.relabel()

    def handle(self, event) -> bool:
        if self.waiting and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.waiting = None
            self.app.pads.catch = None
            self.hint = Controllers.hint
            return True
        return super().handle(event)

    def leave(self) -> None:
        self.app.pads.catch = None
        super().leave()

    def draw(self, surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        ts = look.text_size(size, 18)
        y = round(size[1] * 0.13)
        pads = self.app.pads
        lines = []
        for number in pads.numbers():
            pad = pads.by_number(number)
            seat = pads.seat_of.get(number)
            table = self.app.table_in_play()
            if seat is not None and table is not None and seat < len(table.match.names):
                words = _("Pad {number}: {pad}, plays as {name}").format(number=number, pad=pad.name,
                                                                         name=table.match.names[seat])
            else:
                words = _("Pad {number}: {name}").format(number=number, name=pad.name)
            lines.append((number, words))
        if not lines:
            lines.append((None, _("No pad is plugged in: plug one in and it is named here")))
        for number, words in lines[:4]:
            img = fonts.text(words, ts, look.INK if number else look.INK_DIM)
            x = (size[0] - img.get_width()) // 2
            if number:
                pygame.draw.circle(surface, colour(number), (x - ts, y + img.get_height() // 2), max(4, ts // 2 - 1))
            surface.blit(img, (x, y))
            y += img.get_height() + 4
