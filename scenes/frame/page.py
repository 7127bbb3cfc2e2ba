"""A full-screen menu page (settings, statistics, saved games): its heading, its menu
and the key help in its footer."""
from __future__ import annotations

import pygame

from game.language import N_, _, said
from scenes.frame import fonts, footer, look
from scenes.frame.menu import Menu
from scenes.frame.stack import Scene


class Screen(Scene):
    """A full-screen menu page with a title and a hint line (``heading`` and ``hint``
    are read in the player's language where they are drawn)."""
    heading = ""
    hint = N_("↑↓ move   ←→ change   Enter select   Esc back")

    def __init__(self, app):
        super().__init__(app)
        self.menu: Menu | None = None
        self.problem = ""

    def handle(self, event) -> bool:
        return self.menu.handle(event) if self.menu else False

    def back(self) -> None:
        self.app.stack.pop()

    def menu_area(self, x: int, top: int, w: int, size) -> pygame.Rect:
        """From ``top`` down to just above the hint line and the line kept for notices."""
        return pygame.Rect(x, top, w, size[1] - top - footer.reserved(size) - 4)

    def footer_height(self, size) -> int:
        return footer.band(size, text=said(self.problem) or _(self.hint), bold=bool(self.problem))

    def draw(self, surface) -> None:
        surface.fill(look.FELT_DARK)
        size = surface.get_size()
        img = fonts.text(_(self.heading) if self.heading else "", look.text_size(size, 36), look.GOLD, bold=True)
        surface.blit(img, img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.04))))
        footer.draw(surface, said(self.problem) or _(self.hint), look.DANGER if self.problem else look.INK_DIM,
                    bold=bool(self.problem))

    @staticmethod
    def draw_lines(surface, lines, y: int) -> int:
        """Lines of words (text, base size, colour, bold), each wrapped and centred from
        ``y`` down; returns where the next would go."""
        size = surface.get_size()
        for text, base, colour, bold in lines:
            ts = look.text_size(size, base)
            for line in fonts.wrap(text, ts, int(size[0] * 0.9), bold=bold):
                img = fonts.text(line, ts, colour, bold=bold)
                surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
                y += img.get_height() + 4
            y += 6
        return y

    def draw_front(self, surface) -> None:
        if self.menu:
            self.menu.draw_focus(surface)
