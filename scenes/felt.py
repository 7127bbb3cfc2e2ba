"""The green baize behind every screen, made once per window size. It is painted at
half the size and smoothed up: cheaper, and the edges come out soft."""
from __future__ import annotations

import pygame

from scenes import look

_cache: dict[tuple[int, int], pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    surf = _cache.get(size)
    if surf is None:
        w, h = max(1, size[0] // 2), max(1, size[1] // 2)
        small = pygame.Surface((w, h))
        small.fill(look.FELT_DARK)
        pygame.draw.ellipse(small, look.FELT, pygame.Rect(-w * 0.1, -h * 0.05, w * 1.2, h * 1.1))
        pygame.draw.ellipse(small, look.FELT_LIGHT, pygame.Rect(w * 0.12, h * 0.1, w * 0.76, h * 0.72), width=2)
        surf = pygame.transform.smoothscale(small, size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        if len(_cache) > 3:
            _cache.clear()
        _cache[size] = surf
    return surf
