"""Colours and sizes shared by every screen: the felt, the text, the highlights.
Sizes scale with the window so text stays readable from 1024x600 up."""
from __future__ import annotations

FELT = (28, 92, 62)
FELT_DARK = (18, 64, 44)
FELT_LIGHT = (42, 118, 80)
INK = (240, 238, 228)
INK_DIM = (178, 196, 184)
SHADOW = (0, 0, 0)
GOLD = (247, 201, 72)
GLOW = (255, 226, 110)
#: the keyboard's focus: a cool blue apart from the warm glow of legal cards (also seen
#: apart with red-green colour blindness)
FOCUS = (96, 214, 255)
DANGER = (230, 84, 72)
GOOD = (120, 214, 140)
PANEL = (16, 40, 30)
PANEL_EDGE = (90, 150, 112)
CARD_BACK = (122, 48, 54)
CARD_BACK_EDGE = (226, 196, 140)
PAPER = (250, 247, 238)

SEAT_COLOURS = [
    (240, 120, 100), (100, 170, 240), (250, 210, 90), (150, 220, 130),
    (210, 140, 230), (110, 220, 220), (240, 160, 60),
]


def scale(size: tuple[int, int]) -> float:
    """1.0 at 1280x720; never below what keeps 1024x600 (and 640x480) readable."""
    w, h = size
    return max(0.62, min(w / 1280, h / 720, 3.0))


def text_size(size: tuple[int, int], base: int) -> int:
    return max(12, round(base * scale(size)))
