"""The green baize behind every screen, made once per window size. It is painted at
half the size and smoothed up: cheaper, and the edges come out soft."""
from __future__ import annotations

import pygame

from scenes.frame import look
from scenes.frame.pictures import Pictures

_baize = Pictures(1)  # this window size only (a 1600x900 felt is 5.8 MB; made again in ~10 ms)


def felt(size: tuple[int, int]) -> pygame.Surface:
    return _baize.get(tuple(size), lambda: _paint(tuple(size)))


def _paint(size: tuple[int, int]) -> pygame.Surface:
    w, h = max(1, size[0] // 2), max(1, size[1] // 2)
    small = pygame.Surface((w, h))
    small.fill(look.FELT_DARK)
    pygame.draw.ellipse(small, look.FELT, pygame.Rect(-w * 0.1, -h * 0.05, w * 1.2, h * 1.1))
    # down to a sixth and back up: a soft edge instead of a stair-stepped one
    soft = pygame.transform.smoothscale(small, (max(1, w // 3), max(1, h // 3)))
    surf = pygame.transform.smoothscale(soft, size)
    pygame.draw.ellipse(surf, look.FELT_LIGHT, pygame.Rect(size[0] * 0.12, size[1] * 0.1,
                                                           size[0] * 0.76, size[1] * 0.72), width=2)
    display = pygame.display.get_surface()
    if display is not None and (surf.get_bitsize(), surf.get_masks()) != (display.get_bitsize(), display.get_masks()):
        surf = surf.convert()  # (a second window-sized picture for a moment: only when needed)
    return surf
