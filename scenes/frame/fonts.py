"""Text: the bundled DejaVu Sans (it has the suit symbols), cached per size; the
pygame default font when the file is missing, so a broken install still runs."""
from __future__ import annotations

import pygame

from scenes.frame import trace
from scenes.frame.assets import asset
from scenes.frame.pictures import Pictures

REGULAR = asset("fonts", "DejaVuSans.ttf")
BOLD = asset("fonts", "DejaVuSans-Bold.ttf")

_cache: dict[tuple[int, bool], pygame.font.Font] = {}
#: fonts kept at most: the sizes of a few window sizes (each window size scales every
#: size; a long session of resizes loaded hundreds, some 2 kB to 20 kB each)
KEEP_FONTS = 48
missing: list[str] = []
#: lines of text already split (panels wrap the same words every frame): at most
#: KEEP_WRAPPED, then forgotten all at once
_wrapped: dict[tuple, tuple[str, ...]] = {}
KEEP_WRAPPED = 1000


def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(8, int(size))
    key = (size, bold)
    if not pygame.font.get_init():  # a layout measured before any window (or after pygame quit):
        _cache.clear()  # fonts made before are dead
        pygame.font.init()
    cached = _cache.get(key)
    if cached is None:
        _wrapped.clear()  # its keys hold the fonts the lines were split with: let those go
        if len(_cache) >= KEEP_FONTS:
            _cache.clear()
        path = BOLD if bold else REGULAR
        try:
            cached = pygame.font.Font(str(path), size)
        except (OSError, FileNotFoundError, pygame.error):
            if str(path) not in missing:
                missing.append(str(path))
            cached = pygame.font.Font(None, int(size * 1.3))
            cached.set_bold(bold)
        _cache[key] = cached
    return cached


_lines = Pictures(2000, max_mb=8)


def text(words: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached (labels are redrawn every frame)."""
    img = _lines.get((words, int(size), tuple(colour), bold),
                     lambda: font(size, bold).render(words, True, colour))
    return trace.tag_text(img, words) if trace.on else img


def wrap(words: str, size: int, width: int, bold: bool = False, break_long: bool = False) -> list[str]:
    """Split text into lines that fit ``width`` pixels (paragraphs kept); with
    ``break_long``, a word wider than a line is cut into pieces that fit (else it has
    a line of its own, wider than ``width``)."""
    f = font(size, bold)  # first: a font loaded now forgets the lines split before
    key = (words, f, width, break_long)
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) >= KEEP_WRAPPED:
            _wrapped.clear()
        lines = _wrapped[key] = tuple(_split(words, f, width, break_long))
    return list(lines)


def _split(words: str, f: pygame.font.Font, width: int, break_long: bool) -> list[str]:
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in _words(paragraph, f, width, break_long):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def _words(paragraph: str, f: pygame.font.Font, width: int, break_long: bool) -> list[str]:
    """The words of ``paragraph``; with ``break_long``, each wider than ``width`` cut
    into pieces that fit (each piece then starts a line of its own)."""
    words = paragraph.split(" ")
    if not break_long:
        return words
    out: list[str] = []
    for word in words:
        if f.size(word)[0] <= width:
            out.append(word)
            continue
        piece = ""
        for letter in word:
            if piece and f.size(piece + letter)[0] > width:
                out.append(piece)
                piece = letter
            else:
                piece += letter
        out.append(piece)
    return out


def clear() -> None:
    _cache.clear()
    _lines.clear()
    _wrapped.clear()
