"""Card pictures: every face is painted from shapes once, at a master size, when the
app has time after its first frame (or when a game's table first opens); each is
scaled once per card width (a new window size or card-size setting) and kept. Games
supply a painter for their faces."""
from __future__ import annotations

import zlib
from typing import Callable

import pygame

from scenes.frame import fonts, look, trace

MASTER_W, MASTER_H = 200, 280
ASPECT = MASTER_H / MASTER_W
#: faces are painted at MASTER size and kept at this size: sharp for cards up to
#: about this wide (a 1920x1080 table), and half the memory of the painted size
KEPT_W, KEPT_H = 150, 210
#: the pixels of faces scaled to table widths kept at most (a table shows some 60 faces,
#: 2-4 MB at 1600x900; past it the oldest go, see CardArt._forget_oldest)
SCALED_MAX_BYTES = 8 * 2**20


#: the faces painted in this process, packed, by (painter, back painter, palette): an
#: app has one CardArt per game and palette, but a process that opens one App after
#: another (``tools.shots``, the tests) painted every deck again for each
_painted: dict[tuple, dict[str | None, bytes]] = {}


def forget_painted() -> None:
    """No face painted yet, as in a new process."""
    _painted.clear()


def card_height(width: int) -> int:
    return round(width * ASPECT)


def blank(colour=look.PAPER, edge=(60, 60, 60)) -> pygame.Surface:
    surf = pygame.Surface((MASTER_W, MASTER_H), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, 70), r.move(0, 0), border_radius=18)
    pygame.draw.rect(surf, colour, r.inflate(-4, -4), border_radius=16)
    pygame.draw.rect(surf, edge, r.inflate(-4, -4), width=3, border_radius=16)
    return surf


def tint(surf: pygame.Surface, rect: pygame.Rect, colour, alpha: int, radius: int = 12) -> None:
    """Blend a translucent colour over part of a card (drawing with alpha directly on
    a card would punch a see-through hole instead)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], alpha), layer.get_rect(), border_radius=radius)
    surf.blit(layer, rect.topleft)


def corner(surf: pygame.Surface, text: str, colour, size: int = 40, symbol: Callable | None = None) -> pygame.Rect:
    """The index in the top-left and (turned) bottom-right corners; gives where the
    turned one is (its ink), for words that must keep clear of it."""
    img = fonts.font(size, bold=True).render(text, True, colour)
    surf.blit(img, (14, 8))
    flipped = pygame.transform.rotate(img, 180)
    at = (MASTER_W - 14 - img.get_width(), MASTER_H - 8 - img.get_height())
    surf.blit(flipped, at)
    if symbol:
        symbol(surf, pygame.Rect(14, 12 + img.get_height(), 28, 28))
    return flipped.get_bounding_rect().move(at)


def centred_text(surf: pygame.Surface, text: str, colour, size: int, y: int, bold=True,
                 clear_of: pygame.Rect | None = None) -> None:
    """A word across the card at height ``y``; moved left as far as needed to keep
    clear of ``clear_of`` (the turned index of a wide number such as a Mutt's "+3")."""
    img = fonts.font(size, bold=bold).render(text, True, colour)
    rect = img.get_rect(center=(MASTER_W // 2, y))
    ink = img.get_bounding_rect().move(rect.topleft)
    if clear_of is not None and ink.colliderect(clear_of.inflate(16, 0)):
        rect.x -= ink.right - clear_of.left + 8
    surf.blit(img, rect)


def default_back(colour=look.CARD_BACK, edge=look.CARD_BACK_EDGE, mark: str = "K") -> pygame.Surface:
    surf = blank(colour, edge)
    inner = surf.get_rect().inflate(-28, -28)
    pygame.draw.rect(surf, edge, inner, width=3, border_radius=12)
    for i in range(-MASTER_H, MASTER_W, 22):
        pygame.draw.line(surf, (*edge, 60), (inner.left + i, inner.top), (inner.left + i + inner.h, inner.bottom), 2)
    pygame.draw.circle(surf, colour, inner.center, 40)
    pygame.draw.circle(surf, edge, inner.center, 40, 3)
    centred_text(surf, mark, edge, 48, inner.centery)
    return surf


class CardArt:
    """``painter(code, palette) -> Surface`` at MASTER size; ``back() -> Surface``.
    ``codes``: the faces of the deck (``prepare`` paints them all, ``paint_next`` one).

    A painted face is kept packed (its pixels zlib-compressed, some 8 kB instead of
    126 kB): a table only ever shows faces scaled to its card width, which are kept
    unpacked until the width changes."""

    def __init__(self, painter: Callable[[str, str], pygame.Surface],
                 back: Callable[[], pygame.Surface] = default_back, palette: str = "standard", codes=()):
        self.painter = painter
        self.back_painter = back
        self.palette = palette
        self.codes: list[str | None] = [None, *codes]
        #: shared by every CardArt of this deck and palette (see _painted)
        self.masters: dict[str | None, bytes] = _painted.setdefault(self._deck(), {})
        self.scaled: dict[tuple[str | None, int], pygame.Surface] = {}
        self._scaled_bytes = 0
        self.dim_cache: dict[int, pygame.Surface] = {}

    def prepare(self, codes=None) -> None:
        """Paint every face now (before a table shows them), not in the middle of a game."""
        for code in self.codes if codes is None else [None, *codes]:
            if code not in self.masters:
                self.master(code)

    def paint_next(self) -> bool:
        """Paint one face not painted yet; False when every face is painted."""
        for code in self.codes:
            if code not in self.masters:
                self.master(code)
                return True
        return False

    @property
    def painted(self) -> bool:
        return all(code in self.masters for code in self.codes)

    def master(self, code: str | None) -> pygame.Surface:
        packed = self.masters.get(code)
        if packed is not None:
            surf = pygame.image.frombytes(zlib.decompress(packed), (KEPT_W, KEPT_H), "RGBA")
        else:
            surf = self.back_painter() if code is None else self.painter(code, self.palette)
            surf = pygame.transform.smoothscale(surf, (KEPT_W, KEPT_H))
            self.masters[code] = zlib.compress(pygame.image.tobytes(surf, "RGBA"), 1)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    def card(self, code: str | None, width: int) -> pygame.Surface:
        width = max(8, int(width))
        key = (code, width)
        surf = self.scaled.get(key)
        if surf is None:
            surf = pygame.transform.smoothscale(self.master(code), (width, card_height(width)))
            self.scaled[key] = surf
            self._scaled_bytes += width * surf.get_height() * 4
            if self._scaled_bytes > SCALED_MAX_BYTES:
                self._forget_oldest()
        return trace.tag_card(surf, code) if trace.on else surf

    def _forget_oldest(self) -> None:
        """Past SCALED_MAX_BYTES, the faces scaled first go (down to three quarters):
        a card growing or shrinking in flight is scaled to a new width every frame,
        and a long game kept hundreds of them (memray: 9.4 MB at the monkey's peak)."""
        for key in list(self.scaled):
            if self._scaled_bytes <= SCALED_MAX_BYTES * 3 // 4:
                break
            surf = self.scaled.pop(key)
            self._scaled_bytes -= surf.get_width() * surf.get_height() * 4

    def shade(self, width: int) -> pygame.Surface:
        """A translucent veil that dims a card that may not be played."""
        surf = self.dim_cache.get(width)
        if surf is None:
            surf = pygame.Surface((width, card_height(width)), pygame.SRCALPHA)
            pygame.draw.rect(surf, (10, 20, 15, 130), surf.get_rect(), border_radius=max(3, width // 12))
            self.dim_cache[width] = surf
        return surf

    def _deck(self) -> tuple:
        return self.painter, self.back_painter, self.palette

    def set_palette(self, palette: str) -> None:
        if palette != self.palette:
            self.forget()
            self.palette = palette
            self.masters = _painted.setdefault(self._deck(), {})
            self.forget_scaled()

    def forget(self) -> None:
        """The faces of this deck and palette go, painted ones too (another palette
        is chosen)."""
        _painted.pop(self._deck(), None)

    def release(self) -> None:
        """Forget the faces scaled for tables (kept faces stay): another game's
        table is open, so they only hold memory until this game is played again."""
        self.forget_scaled()

    def resized(self) -> None:
        self.forget_scaled()

    def forget_scaled(self) -> None:
        self.scaled.clear()
        self._scaled_bytes = 0
        self.dim_cache.clear()
