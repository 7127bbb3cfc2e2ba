"""Where things sit on the table: placements with stable keys (so an event can say
"this card flew from there to here"), fans, seats round an ellipse, hit-testing."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.table.cards import card_height


#: how far the ring round a focused card (the keyboard's) reaches out past the card: a
#: label just above a row of cards keeps this far off them
RING = 7


@dataclass
class Placement:
    key: str                 # stable name: "hand:2:W5", "trick:1", "pile:7"
    face: str | None         # card code, or None for a back
    rect: pygame.Rect
    legal: bool = False      # may be played now: lifted and glowing
    dim: bool = False        # may not be played now
    selected: bool = False   # picked, waiting for a second choice
    focus: bool = False      # keyboard cursor
    action: object = None    # what a click on it means to the table


def fan(count: int, centre: tuple[int, int], card_w: int, max_width: int, overlap_min=0.28) -> list[pygame.Rect]:
    """Cards side by side, overlapping as needed to fit ``max_width``."""
    h = card_height(card_w)
    if count <= 0:
        return []
    step = card_w + max(4, card_w // 12)
    if count > 1 and step * (count - 1) + card_w > max_width:
        step = max(card_w * overlap_min, (max_width - card_w) / (count - 1))
    total = step * (count - 1) + card_w
    x0 = centre[0] - total / 2
    return [pygame.Rect(round(x0 + i * step), centre[1] - h // 2, card_w, h) for i in range(count)]


def seats_round(count: int, me: int | None, area: pygame.Rect) -> list[tuple[int, int]]:
    """Centre points for each seat on an ellipse, ``me`` at the bottom, the others
    clockwise (to the left first, as players sit round a table)."""
    points = []
    base = 0 if me is None else me
    for seat in range(count):
        k = (seat - base) % count
        angle = math.pi / 2 + 2 * math.pi * k / count  # bottom, then clockwise on screen
        x = area.centerx + math.cos(angle) * area.width / 2
        y = area.centery + math.sin(angle) * area.height / 2
        points.append((round(x), round(y)))
    return points


def hit(placements: list[Placement], pos: tuple[int, int]) -> Placement | None:
    """The top-most placement under ``pos`` (later placements are drawn on top)."""
    for placement in reversed(placements):
        if placement.rect.collidepoint(pos):
            return placement
    return None


def free_spot(size: tuple[int, int], centres, obstacles, bounds: pygame.Rect) -> tuple[int, int] | None:
    """The first of ``centres`` where a box of ``size`` lies inside ``bounds`` and
    clear of every obstacle rect; None when there is no such place."""
    box = pygame.Rect((0, 0), size)
    for centre in centres:
        box.center = centre
        if bounds.contains(box) and box.collidelist(obstacles) < 0:
            return box.center
    return None


def nearest_first(centre: tuple[int, int], bounds: pygame.Rect, step: int) -> tuple[tuple[int, int], ...]:
    """Points of a grid over ``bounds`` (every ``step`` pixels), nearest ``centre`` first:
    the places to try, in order, for a box that should sit as close to it as it can.
    (Worked out once per place and size: a message asks again every frame it shows.)"""
    return _nearest_first(tuple(centre), tuple(bounds), step)


@lru_cache(maxsize=8)  # a big window's places are up to a megabyte each
def _nearest_first(centre, bounds, step):
    cx, cy = centre
    left, top, w, h = bounds
    xs = range(left, left + w + 1, step)
    ys = range(top, top + h + 1, step)
    # rows count double: a line of text near the middle's height reads better than one above it
    return tuple(sorted(((x, y) for x in xs for y in ys), key=lambda p: (p[0] - cx) ** 2 + 4 * (p[1] - cy) ** 2))

