"""Pop-ups over any screen or table: the veil that dims what is under them, and the
small dialogs (a yes/no question, a name to type, a message, a first-time hint)."""
from __future__ import annotations

from game.language import _
from typing import Callable

import pygame

from scenes.frame import fonts, look
from scenes.frame.menu import Button, Menu, TextField
from scenes.frame.stack import Scene


SHADE = (6, 16, 12)


def veil(surface: pygame.Surface, alpha: int = 215) -> None:
    """Darken what is under an overlay: ``alpha`` of SHADE over it, worked in place on
    the window (a window-sized see-through picture blitted over it gave the same
    colours within one level in 255, and held 5.8 MB at 1600x900)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(tuple(c * alpha // 255 for c in SHADE), special_flags=pygame.BLEND_RGB_ADD)


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, look.PANEL, rect, border_radius=16)
    pygame.draw.rect(surface, look.PANEL_EDGE, rect, width=2, border_radius=16)


def centre_column(size, width_share=0.36, min_w=320, max_w=520) -> tuple[int, int]:
    w = max(min_w, min(max_w, int(size[0] * width_share)))
    return (size[0] - w) // 2, w


class Overlay(Scene):
    overlay = True
    #: the heading: words of the catalogue are read in the player's language where it
    #: is drawn (a menu's heading follows a language chosen while it is open)
    title = ""
    menu: Menu | None = None

    def handle(self, event) -> bool:
        return self.menu.handle(event) if self.menu else False

    def covered(self) -> bool:
        """Another overlay is open over this one (its title would show through)."""
        return self.app.stack.top is not self and self in self.app.stack.scenes

    def draw(self, surface) -> None:
        veil(surface)
        if self.title and not self.covered():
            size = surface.get_size()
            img = fonts.text(_(self.title), look.text_size(size, 40), look.GOLD, bold=True)
            rect = img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.1)))
            pygame.draw.rect(surface, look.PANEL, rect.inflate(28, 8), border_radius=12)  # clear of what is behind
            surface.blit(img, rect)

    def draw_front(self, surface) -> None:
        if self.menu:
            self.menu.draw_focus(surface)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()


#: what "Quit to title" says instead of asking first: nothing is lost


class Confirm(Overlay):
    """A yes/no question; ``careful`` starts on No (for what cannot be undone)."""

    def __init__(self, app, question: str, yes: Callable[[], None], careful: bool = False):
        super().__init__(app)
        self.title = question
        self.yes = yes
        self.careful = careful

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size)
        self.menu = Menu(self, [[Button(_("Yes"), self.accept), Button(_("No"), self.close)]],
                         pygame.Rect(x, round(size[1] * 0.4), w, 0), on_back=self.close)
        if self.careful:
            self.menu.focus_on((0, 1))

    def accept(self) -> None:
        self.close()
        self.yes()

    def draw(self, surface) -> None:
        veil(surface)
        size = surface.get_size()
        ts = look.text_size(size, 26)
        y = round(size[1] * 0.25)
        for line in fonts.wrap(self.title, ts, int(size[0] * 0.7), bold=True):
            img = fonts.text(line, ts, look.GOLD, bold=True)
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
            y += img.get_height()


class AskName(Overlay):
    """A name box on a panel of its own; Enter in the box is the same as the first
    button. The box is ready for typing when it opens."""

    def __init__(self, app, question: str, done: Callable[[str], None], initial: str = "", verb: str = ""):
        super().__init__(app)
        self.title = question
        self.done = done
        self.value = initial or _("My game")
        #: the first button's words (Save unless said)
        self.verb = verb
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size, 0.4)

        def setv(v):
            self.value = v

        rows = [[TextField(_("Name"), lambda: self.value, setv, max_length=32, on_enter=self.accept)],
                [Button(self.verb or _("Save"), self.accept), Button(_("Cancel"), self.close)]]
        pad = max(16, round(24 * look.scale(size)))
        box_top = round(size[1] * 0.2) - pad
        title_h = fonts.font(look.text_size(size, 30), bold=True).get_height()
        hint_h = fonts.font(look.text_size(size, 16)).get_height()
        top = box_top + 14 + title_h + 10 + hint_h + 18
        self.menu = Menu(self, rows, pygame.Rect(x, top, w, 0), on_back=self.close)
        self.box = pygame.Rect(x - pad, box_top, w + 2 * pad, self.menu.bottom - box_top + pad // 2)
        field = self.menu.slots[0][0] if self.menu.slots else None
        if field is not None:  # ready for typing: the name is there to change or replace
            self.app.gui.set_focus_set(field.widget)
            field.widget.focus()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # even while typing
            self.app.gui.set_focus_set(None)
            self.close()
            return True
        return super().handle(event)

    def draw(self, surface) -> None:
        veil(surface)
        panel(surface, self.box)
        size = surface.get_size()
        ts = look.text_size(size, 30)
        img = fonts.text(_(self.title), ts, look.GOLD, bold=True)
        rect = img.get_rect(midtop=(size[0] // 2, self.box.top + 14))
        surface.blit(img, rect)
        hint = fonts.text(_("Type a name, then press Enter (Esc cancels)"), look.text_size(size, 16), look.INK_DIM)
        surface.blit(hint, hint.get_rect(midtop=(size[0] // 2, rect.bottom + 10)))

    def accept(self) -> None:
        name = self.value.strip()
        if not name:
            return
        self.close()
        self.done(name)


class Message(Overlay):
    def __init__(self, app, title: str, text: str):
        super().__init__(app)
        self.title = title
        self.text = text

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size, 0.2, 200, 280)
        self.menu = Menu(self, [[Button(_("OK"), self.close)]], pygame.Rect(x, round(size[1] * 0.7), w, 0),
                         on_back=self.close)

    def draw(self, surface) -> None:
        veil(surface)  # the title goes in the panel, over nothing of the table's
        size = surface.get_size()
        ts = look.text_size(size, 19)
        y = round(size[1] * 0.28)
        imgs = [fonts.text(line, ts, look.INK) for line in fonts.wrap(self.text, ts, int(size[0] * 0.7))]
        title = fonts.text(_(self.title), look.text_size(size, 34), look.GOLD, bold=True) if self.title else None
        head = title.get_height() + 10 if title else 0
        box = pygame.Rect(0, 0, max([i.get_width() for i in imgs] + [title.get_width() if title else 0]) + 40,
                          sum(i.get_height() + 2 for i in imgs) + 24 + head)
        box.midtop = (size[0] // 2, y - 12 - head)
        panel(surface, box)
        if title and not self.covered():
            surface.blit(title, title.get_rect(midtop=(size[0] // 2, box.top + 10)))
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
            y += img.get_height() + 2


class Hint(Message):
    """A first-time hint: shown once per game, never again unless reset in Settings."""

    def __init__(self, app, game_id: str, title: str, text: str):
        super().__init__(app, title, text + "\n\n" + _("(This hint shows once. Settings can bring hints back.)"))
        self.game_id = game_id

    def close(self) -> None:
        if self.game_id not in self.app.settings.hints_seen:
            self.app.settings.hints_seen.append(self.game_id)
            self.app.save_settings()
        super().close()
