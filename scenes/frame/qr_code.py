"""A QR code drawn on the window: the join link a phone's camera opens.

segno makes the code (its matrix of dark and light modules); this module only paints
that matrix, square modules on a white ground with the quiet border the standard asks
for, so no image library is needed."""
from __future__ import annotations

import pygame
import segno

#: light modules round the code, as the standard asks (a camera finds the code by it)
BORDER = 4
DARK = (0, 0, 0)
LIGHT = (255, 255, 255)


def matrix(text: str) -> list[list[bool]]:
    """The code's modules for ``text``, row by row, dark ones True (without the border)."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(cell) for cell in row] for row in code.matrix]


def picture(text: str, side: int) -> pygame.Surface:
    """The code of ``text`` as a square picture at most ``side`` pixels wide, each
    module a whole number of pixels (never blurred), the border included."""
    rows = matrix(text)
    count = len(rows) + 2 * BORDER
    module = max(1, side // count)
    surface = pygame.Surface((count * module, count * module))
    surface.fill(LIGHT)
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(DARK, ((x + BORDER) * module, (y + BORDER) * module, module, module))
    return surface


def read_back(surface: pygame.Surface) -> list[list[bool]]:
    """The modules a picture made by ``picture`` shows, each read at its centre: what a
    camera would find, for checking what was drawn. The module's size comes from the
    top left finder pattern, whose corner is the first dark pixel on the diagonal."""
    side = surface.get_width()
    corner = next((i for i in range(side) if surface.get_at((i, i))[:3] == DARK), None)
    if not corner or corner % BORDER:
        return []
    module = corner // BORDER
    inner = side // module - 2 * BORDER
    return [[surface.get_at(((x + BORDER) * module + module // 2, (y + BORDER) * module + module // 2))[:3] == DARK
             for x in range(inner)] for y in range(inner)]
