"""The foot of a screen: its key help line ("Esc back", a replay's keys), and just
above it a line kept free for the app's notices (a file set aside, "Your game is
kept"). One rule for every screen: notices stand above the footer's band
(``Scene.footer_height``), in the line the screen keeps free for them, so they never
lie on the key help, and the screen's own things stay above that line
(``reserved``)."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look

#: pixels between the key help line and the window's bottom edge
MARGIN = 8
#: the notices' text size (before scaling to the window)
NOTICE_TEXT = 15


def band(size: tuple[int, int], base: int = 16, text: str = "", bold: bool = False) -> int:
    """The height of the footer band for a key help line of text size ``base`` (as many
    lines as ``text`` wraps to, when given)."""
    lines = len(wrapped(size, text, base, bold)) if text else 1
    return fonts.font(look.text_size(size, base)).get_linesize() * lines + 2 * MARGIN


def wrapped(size: tuple[int, int], text: str, base: int = 16, bold: bool = False) -> list[str]:
    """A footer's words as lines that fit the window (a long message wraps)."""
    return fonts.wrap(text, look.text_size(size, base), size[0] - 40, bold=bold) or [""]


def notice_room(size: tuple[int, int]) -> int:
    """The height one line of notices takes, its panel and a gap included."""
    return fonts.font(look.text_size(size, NOTICE_TEXT)).get_height() + 8


def reserved(size: tuple[int, int], base: int = 16) -> int:
    """What a screen keeps free at its bottom: the footer band and a line of notices."""
    return band(size, base) + notice_room(size)


def draw(surface: pygame.Surface, text: str, colour=look.INK_DIM, bold: bool = False, base: int = 16) -> pygame.Rect:
    """The key help line (or a message, wrapped to the window), centred in the footer band."""
    size = surface.get_size()
    y = size[1] - MARGIN
    drawn = pygame.Rect(size[0] // 2, y, 0, 0)
    for line in reversed(wrapped(size, text, base, bold)):
        img = fonts.text(line, look.text_size(size, base), colour, bold=bold)
        rect = img.get_rect(midbottom=(size[0] // 2, y))
        surface.blit(img, rect)
        drawn.union_ip(rect)
        y -= img.get_height()
    return drawn
